//! Reading files of records: one record a line (Forsyth, FEN, EPD), or PGN
//! games.

/// The standard starting position, for PGN games without a `FEN` tag.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One record of a batch input, before it is read as a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The line it is on (from 1): the record's line, or a PGN game's `FEN`
    /// tag (its first tag when it has none).
    pub line: usize,
    /// The record, or the byte offset at which the line stops being UTF-8.
    pub text: Result<String, usize>,
    /// A PGN game's tags, in the order written (empty for a line of records).
    pub tags: Vec<(String, String)>,
    /// A PGN game's first comment (`{…}`), where ChessBase keeps its marks.
    pub comment: Option<String>,
}

impl Entry {
    /// The value of a PGN tag.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Whether `bytes` look like PGN: the first line that is neither blank nor a
/// `#` or `%` comment starts with `[`.
#[must_use]
pub fn is_pgn(bytes: &[u8]) -> bool {
    bytes
        .split(|&b| b == b'\n')
        .map(|l| l.trim_ascii())
        .find(|l| !l.is_empty() && !l.starts_with(b"#") && !l.starts_with(b"%"))
        .is_some_and(|l| l.starts_with(b"["))
}

/// The entries of a file: PGN games when it is PGN, else one record a line
/// (blank lines and lines starting with `#` passed over).
#[must_use]
pub fn entries(bytes: &[u8]) -> Vec<Entry> {
    if is_pgn(bytes) {
        pgn_entries(bytes)
    } else {
        line_entries(bytes)
    }
}

fn lines(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    bytes.split(|&b| b == b'\n').enumerate().map(|(i, l)| {
        let l = l.strip_suffix(b"\r").unwrap_or(l);
        (i + 1, l)
    })
}

fn line_entries(bytes: &[u8]) -> Vec<Entry> {
    let mut out = Vec::new();
    for (number, line) in lines(bytes) {
        let text = std::str::from_utf8(line)
            .map(str::to_owned)
            .map_err(|e| e.valid_up_to());
        if let Ok(t) = &text {
            let t = t.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
        }
        out.push(Entry {
            line: number,
            text,
            tags: Vec::new(),
            comment: None,
        });
    }
    out
}

/// Reads a tag pair `[Name "value"]`; the value's `\"` and `\\` are unescaped.
fn tag_pair(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(rest.len());
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(next) = chars.next() {
                value.push(next);
            }
        } else {
            value.push(c);
        }
    }
    Some((name.to_owned(), value))
}

/// A PGN game being read: its tags, the line of its first tag and of its FEN
/// tag, and its movetext up to the end of the first comment.
type Game = (Vec<(String, String)>, usize, Option<usize>, String);

/// The first `{…}` comment of a game's movetext.
fn first_comment(movetext: &str) -> Option<String> {
    let start = movetext.find('{')?;
    let end = movetext[start..].find('}')?;
    Some(movetext[start + 1..start + end].trim().to_owned())
}

fn pgn_entries(bytes: &[u8]) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut game: Option<Game> = None;
    let mut in_tags = false;
    let finish = |game: Option<Game>, out: &mut Vec<Entry>| {
        if let Some((tags, first, fen_line, movetext)) = game {
            let fen = tags
                .iter()
                .find(|(n, _)| n == "FEN")
                .map_or(START_FEN, |(_, v)| v.as_str())
                .to_owned();
            out.push(Entry {
                line: fen_line.unwrap_or(first),
                text: Ok(fen),
                tags,
                comment: first_comment(&movetext),
            });
        }
    };
    for (number, line) in lines(bytes) {
        let Ok(line) = std::str::from_utf8(line) else {
            if !in_tags {
                continue; // a line of movetext that is not UTF-8 is passed over
            }
            finish(game.take(), &mut out);
            out.push(Entry {
                line: number,
                text: Err(std::str::from_utf8(line)
                    .err()
                    .map_or(0, |e| e.valid_up_to())),
                tags: Vec::new(),
                comment: None,
            });
            in_tags = false;
            continue;
        };
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if !in_tags {
                finish(game.take(), &mut out);
                game = Some((Vec::new(), number, None, String::new()));
                in_tags = true;
            }
            if let (Some((tags, _, fen_line, _)), Some((name, value))) =
                (game.as_mut(), tag_pair(trimmed))
            {
                if name == "FEN" {
                    *fen_line = Some(number);
                }
                tags.push((name, value));
            }
        } else if !trimmed.is_empty() {
            in_tags = false;
            // Movetext is kept only until the first comment is complete.
            if let Some((_, _, _, movetext)) = game.as_mut()
                && first_comment(movetext).is_none()
                && movetext.len() < 1 << 16
            {
                movetext.push_str(line);
                movetext.push('\n');
            }
        }
    }
    finish(game.take(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_records() {
        let input = b"# puzzles\n\nk7/8 w\r\n  \n#x\nK7\n\xffbad\n";
        let e = entries(input);
        assert_eq!(e.len(), 3);
        assert_eq!((e[0].line, e[0].text.clone()), (3, Ok("k7/8 w".to_owned())));
        assert_eq!((e[1].line, e[1].text.clone()), (6, Ok("K7".to_owned())));
        assert_eq!((e[2].line, e[2].text.clone()), (7, Err(0)));
        assert!(!is_pgn(input));
    }

    #[test]
    fn pgn_games() {
        let input = br#"
[Event "Study \"A\""]
[White "Reti"]
[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]
[SetUp "1"]

1. Kb2 {[%csl Ga1][%cal Rb2c3]} *

[Event "Game 2"]
[Black "B"]
1. e4 e5 {comment [not a tag]} *
"#;
        assert!(is_pgn(input));
        let e = entries(input);
        assert_eq!(e.len(), 2);
        assert_eq!(e[0].line, 4);
        assert_eq!(e[0].text.as_deref(), Ok("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(e[0].tag("Event"), Some("Study \"A\""));
        assert_eq!(e[0].tag("White"), Some("Reti"));
        assert_eq!(e[0].comment.as_deref(), Some("[%csl Ga1][%cal Rb2c3]"));
        assert_eq!(e[1].comment.as_deref(), Some("comment [not a tag]"));
        assert_eq!(e[1].line, 9);
        assert_eq!(e[1].text.as_deref(), Ok(START_FEN));
        assert_eq!(e[1].tag("Black"), Some("B"));
        assert_eq!(e[1].tag("White"), None);
    }
}
