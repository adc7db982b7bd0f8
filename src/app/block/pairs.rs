//! The text inside a diagram block (a fenced Markdown block, a raw block or
//! a call of a typeset document), read into key/value pairs.
//!
//! A block is written in one of three ways:
//!
//! - a record (Forsyth, FEN or EPD, in any notation) on its first line, then
//!   optionally lines of options, each either `key=value` pairs separated by
//!   spaces (a value may be quoted with `"` or `'`) or one `key: value`;
//! - `key: value` lines only, the record under `fen:`, `record:` or
//!   `position:`;
//! - a whole PGN game, starting with its tags or its first move number
//!   (read as the library tells a PGN file), with `key: value` lines before
//!   it (as note-taking apps' blocks write them) or after it: the game is a
//!   pair with the key `pgn`.
//!
//! Blank lines and lines starting with `#` are passed over; a line may
//! start with `|` (as some editor plugins write option lines), which is
//! passed over too. The lines after `pgn:` or `moves:` that are no
//! `key: value` lines continue that value (a game written over several
//! lines, its tags included). The record becomes a pair with the key
//! `fen`, so that everything after this module sees pairs only. Beyond
//! `pgn` and `moves` nothing here knows what a key means: that is
//! [`super::settings`].

/// One key and its value, with the byte offsets where each starts in the
/// block's text (so that a message can point at them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The key as written (`Side_To_Move`), or `fen` for a record line.
    pub key: String,
    /// Where the key starts; for a record line, where the record starts.
    pub key_at: usize,
    /// The value, trimmed and without its quotes; empty for a bare key.
    pub value: String,
    /// Where the value starts (after an opening quote).
    pub value_at: usize,
    /// The pair is a record line, not written as `key: value`.
    pub implicit: bool,
    /// A bare word written right after an unquoted `key=value` on the same
    /// line (`arrows=h5f7:red c4f7:red`): perhaps an item of that list.
    pub follows: bool,
}

impl Pair {
    /// A pair that stands nowhere in a document (a default from the command
    /// line or a configuration file).
    #[must_use]
    pub fn detached(key: &str, value: &str) -> Pair {
        Pair {
            key: key.to_owned(),
            key_at: usize::MAX,
            value: value.to_owned(),
            value_at: usize::MAX,
            implicit: false,
            follows: false,
        }
    }

    /// Whether the pair was written in the block (rather than given as a
    /// default).
    #[must_use]
    pub fn in_block(&self) -> bool {
        self.key_at != usize::MAX
    }
}

/// What makes a block unreadable, with the byte offset it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockError {
    /// The block holds nothing but blank lines and comments.
    Empty,
    /// A line of `key: value` lines that has no colon.
    NotAPair { at: usize, text: String },
    /// A word among `key=value` options that is not `key=value`.
    NotAnOption { at: usize, text: String },
    /// A quote that is not closed before the end of its line.
    UnclosedQuote { at: usize },
    /// A key that is not a word (`=x`, `: x`).
    NoKey { at: usize },
}

impl BlockError {
    /// The error with its offset moved by `place` (from the block's text
    /// to the file it stands in).
    #[must_use]
    pub fn placed(self, place: impl Fn(usize) -> usize) -> BlockError {
        match self {
            BlockError::Empty => BlockError::Empty,
            BlockError::NotAPair { at, text } => BlockError::NotAPair {
                at: place(at),
                text,
            },
            BlockError::NotAnOption { at, text } => BlockError::NotAnOption {
                at: place(at),
                text,
            },
            BlockError::UnclosedQuote { at } => BlockError::UnclosedQuote { at: place(at) },
            BlockError::NoKey { at } => BlockError::NoKey { at: place(at) },
        }
    }
}

/// Reads a block's text. Line ends may be `\n` or `\r\n`.
///
/// # Errors
/// The first line that cannot be read.
pub fn parse(text: &str) -> Result<Vec<Pair>, BlockError> {
    let mut lines = lines(text).map(without_bar).filter(|(_, l)| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with('#')
    });
    let Some((first_at, first)) = lines.next() else {
        return Err(BlockError::Empty);
    };
    let mut pairs = Vec::new();
    if key_of(first).is_some() {
        pairs.push(colon_pair(first_at, first)?);
    } else {
        // A line without a key: a game, or a record.
        let key = if is_game(first) { "pgn" } else { "fen" };
        let lead = first.len() - first.trim_start().len();
        pairs.push(Pair {
            key: key.to_owned(),
            key_at: first_at + lead,
            value: first.trim().to_owned(),
            value_at: first_at + lead,
            implicit: true,
            follows: false,
        });
    }
    let record_first = pairs[0].implicit && pairs[0].key == "fen";
    // The `pgn:` or `moves:` pair whose value the lines continue.
    let mut open: Option<usize> = pairs.last().filter(|p| continued(p)).map(|_| 0);
    for (at, line) in lines {
        if key_of(line).is_some() {
            let pair = colon_pair(at, line)?;
            open = continued(&pair).then_some(pairs.len());
            pairs.push(pair);
        } else if let Some(i) = open {
            let p = &mut pairs[i];
            let start = p.value_at.min(at);
            let raw = text.get(start..at + line.len()).unwrap_or_default();
            p.value_at = start + (raw.len() - raw.trim_start().len());
            p.value = raw.trim().to_owned();
        } else if record_first {
            options(at, line, &mut pairs)?;
        } else if !pairs.iter().any(|p| p.key == "pgn" || p.key == "fen") && is_game(line) {
            // `key: value` lines written before a game's tags: the game
            // runs from here, its lines continuing it.
            let lead = line.len() - line.trim_start().len();
            open = Some(pairs.len());
            pairs.push(Pair {
                key: "pgn".to_owned(),
                key_at: at + lead,
                value: line.trim().to_owned(),
                value_at: at + lead,
                implicit: true,
                follows: false,
            });
        } else {
            let lead = line.len() - line.trim_start().len();
            return Err(BlockError::NotAPair {
                at: at + lead,
                text: line.trim().to_owned(),
            });
        }
    }
    Ok(pairs)
}

/// Whether the lines after `pair` may continue its value: `pgn:` and
/// `moves:` written as `key: value` lines, and a game written alone.
fn continued(pair: &Pair) -> bool {
    if pair.implicit {
        return pair.key == "pgn";
    }
    ["pgn", "moves"]
        .iter()
        .any(|k| pair.key.eq_ignore_ascii_case(k))
}

/// Whether a block's first line starts a PGN game (a tag pair, or movetext
/// such as `1. e4`), as the library tells a file of games from a file of
/// records.
fn is_game(line: &str) -> bool {
    let mut reader = crate::input::Reader::new(line.as_bytes());
    let _ = reader.next();
    reader.kind() == Some(crate::input::FileKind::Pgn)
}

/// A line without the `|` it may start with (after spaces), and where what
/// is left starts.
fn without_bar((at, line): (usize, &str)) -> (usize, &str) {
    let lead = line.len() - line.trim_start().len();
    match line[lead..].strip_prefix('|') {
        Some(rest) => (at + lead + 1, rest),
        None => (at, line),
    }
}

/// The lines of `text` with the byte offset of each, without line ends.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    text.split_inclusive('\n').map(move |raw| {
        let start = at;
        at += raw.len();
        let line = raw.strip_suffix('\n').unwrap_or(raw);
        (start, line.strip_suffix('\r').unwrap_or(line))
    })
}

/// The key of a `key: value` line: a word of letters, digits, `-` and `_`
/// starting with a letter, then optional spaces and a colon.
fn key_of(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let end = t
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(t.len());
    let key = &t[..end];
    let starts_with_letter = key.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    (starts_with_letter && t[end..].trim_start().starts_with(':')).then_some(key)
}

/// Reads a `key: value` line starting at byte `at` of the block.
fn colon_pair(at: usize, line: &str) -> Result<Pair, BlockError> {
    let lead = line.len() - line.trim_start().len();
    let key = key_of(line).ok_or(BlockError::NoKey { at: at + lead })?;
    let colon = line[lead..].find(':').map_or(line.len(), |i| lead + i);
    let rest = &line[colon + 1..];
    let value_lead = rest.len() - rest.trim_start().len();
    let value = rest.trim();
    let (value, quoted) = unquote(value);
    Ok(Pair {
        key: key.to_owned(),
        key_at: at + lead,
        value: value.to_owned(),
        value_at: at + colon + 1 + value_lead + usize::from(quoted),
        implicit: false,
        follows: false,
    })
}

/// A value without the quotes around it, if it has a matching pair.
fn unquote(value: &str) -> (&str, bool) {
    let bytes = value.as_bytes();
    if bytes.len() >= 2 && matches!(bytes[0], b'"' | b'\'') && bytes[bytes.len() - 1] == bytes[0] {
        (&value[1..value.len() - 1], true)
    } else {
        (value, false)
    }
}

/// Reads a line of `key=value` options starting at byte `at` of the block.
fn options(at: usize, line: &str, out: &mut Vec<Pair>) -> Result<(), BlockError> {
    let bytes = line.as_bytes();
    let mut i = 0;
    // The last pair of this line was an unquoted `key=value`, or a bare word
    // after one.
    let mut after_value = false;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'=' {
            i += 1;
        }
        let key = &line[key_start..i];
        if key.is_empty() {
            return Err(BlockError::NoKey { at: at + key_start });
        }
        if i >= bytes.len() || bytes[i] != b'=' {
            // A bare word: a switch such as `flip`, an item of the list
            // before it, or not an option at all.
            if after_value {
                out.push(Pair {
                    key: key.to_owned(),
                    key_at: at + key_start,
                    value: String::new(),
                    value_at: at + i,
                    implicit: false,
                    follows: true,
                });
                continue;
            }
            if key_of(&format!("{key}:")).is_none() {
                return Err(BlockError::NotAnOption {
                    at: at + key_start,
                    text: key.to_owned(),
                });
            }
            out.push(Pair {
                key: key.to_owned(),
                key_at: at + key_start,
                value: String::new(),
                value_at: at + i,
                implicit: false,
                follows: false,
            });
            continue;
        }
        if key_of(&format!("{key}:")).is_none() {
            return Err(BlockError::NotAnOption {
                at: at + key_start,
                text: key.to_owned(),
            });
        }
        i += 1;
        after_value = !matches!(bytes.get(i), Some(b'"' | b'\''));
        let (value, value_start) = match bytes.get(i) {
            Some(&q @ (b'"' | b'\'')) => {
                let start = i + 1;
                let Some(len) = line[start..].find(char::from(q)) else {
                    return Err(BlockError::UnclosedQuote { at: at + i });
                };
                i = start + len + 1;
                (&line[start..start + len], start)
            }
            _ => {
                let start = i;
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                (&line[start..i], start)
            }
        };
        out.push(Pair {
            key: key.to_owned(),
            key_at: at + key_start,
            value: value.to_owned(),
            value_at: at + value_start,
            implicit: false,
            follows: false,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kv(pairs: &[Pair]) -> Vec<(&str, &str, usize, usize)> {
        pairs
            .iter()
            .map(|p| (p.key.as_str(), p.value.as_str(), p.key_at, p.value_at))
            .collect()
    }

    #[test]
    fn a_record_alone() {
        let pairs = parse("  8/8/4k3/8/8/8/8/4K3 w - - 0 1  \n").unwrap();
        assert_eq!(kv(&pairs), [("fen", "8/8/4k3/8/8/8/8/4K3 w - - 0 1", 2, 2)]);
        assert!(pairs[0].implicit);
    }

    #[test]
    fn a_record_with_options() {
        let text = "4k3/8/8/8/8/8/8/3DK3 w\ndialect=de caption=\"Weiß am Zug\" flip\n";
        let pairs = parse(text).unwrap();
        assert_eq!(
            kv(&pairs),
            [
                ("fen", "4k3/8/8/8/8/8/8/3DK3 w", 0, 0),
                ("dialect", "de", 23, 31),
                ("caption", "Weiß am Zug", 34, 43),
                ("flip", "", 57, 61),
            ]
        );
        assert_eq!(&text[43..43 + "Weiß am Zug".len()], "Weiß am Zug");
    }

    #[test]
    fn a_record_with_colon_lines() {
        let pairs = parse("8/8/8/8/8/8/8/K6k w\r\nsize: 200\r\n").unwrap();
        assert_eq!(
            kv(&pairs),
            [
                ("fen", "8/8/8/8/8/8/8/K6k w", 0, 0),
                ("size", "200", 21, 27)
            ]
        );
    }

    #[test]
    fn key_value_lines() {
        let text =
            "# a comment\nfen: 4k3/8/8/8/8/8/8/3DK3 w\n\n  Side_To_Move :  yes\ncaption: 'x: y'\n";
        let pairs = parse(text).unwrap();
        assert_eq!(&text[59..62], "yes");
        assert_eq!(&text[73..77], "x: y");
        assert_eq!(
            kv(&pairs),
            [
                ("fen", "4k3/8/8/8/8/8/8/3DK3 w", 12, 17),
                ("Side_To_Move", "yes", 43, 59),
                ("caption", "x: y", 63, 73),
            ]
        );
        assert!(!pairs[0].implicit);
    }

    #[test]
    fn errors_name_the_place() {
        assert_eq!(parse("\n# only\n  \n"), Err(BlockError::Empty));
        assert_eq!(
            parse("fen: 8/8\nflip true\n"),
            Err(BlockError::NotAPair {
                at: 9,
                text: "flip true".into()
            })
        );
        assert_eq!(
            parse("8/8\nsize=3 caption=\"open\n"),
            Err(BlockError::UnclosedQuote { at: 19 })
        );
        assert_eq!(
            parse("8/8\n8/8 w\n"),
            Err(BlockError::NotAnOption {
                at: 4,
                text: "8/8".into()
            })
        );
        assert_eq!(parse("8/8\n =x\n"), Err(BlockError::NoKey { at: 5 }));
    }

    #[test]
    fn a_record_is_never_taken_for_a_key() {
        // Digits first, or a slash before any colon: a record.
        let pairs = parse(
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4 id \"a:b\";",
        )
        .unwrap();
        assert!(pairs[0].implicit);
    }

    #[test]
    fn bar_lines_and_games_over_several_lines() {
        // `| key: value` lines, as editor plugins write them.
        let text = "fen: 8/8/8/8/8/8/8/K6k w\n| title: Mate in two\n  | arrows: d3-h7:red\n";
        let pairs = parse(text).unwrap();
        assert_eq!(
            kv(&pairs),
            [
                ("fen", "8/8/8/8/8/8/8/K6k w", 0, 5),
                ("title", "Mate in two", 27, 34),
                ("arrows", "d3-h7:red", 50, 58),
            ]
        );
        // The lines after `pgn:` that are no `key: value` lines are its
        // value, blank lines and tags included.
        let text = "pgn:\n[White \"A: B\"]\n\n1. e4 e5\n2. Nf3\nat: 2\n";
        let pairs = parse(text).unwrap();
        assert_eq!(
            kv(&pairs),
            [
                ("pgn", "[White \"A: B\"]\n\n1. e4 e5\n2. Nf3", 0, 5),
                ("at", "2", 37, 41),
            ]
        );
        assert_eq!(&text[5..7], "[W");
        // A game alone is a game, with `key: value` lines after it.
        let text = "[White \"A\"]\n\n1. e4 e5\nat: 1\n";
        assert_eq!(
            kv(&parse(text).unwrap()),
            [
                ("pgn", "[White \"A\"]\n\n1. e4 e5", 0, 0),
                ("at", "1", 22, 26)
            ]
        );
        let pairs = parse("  1. d4 d5 2. c4\n").unwrap();
        assert_eq!(kv(&pairs), [("pgn", "1. d4 d5 2. c4", 2, 2)]);
        assert!(pairs[0].implicit);
        // A record is no game.
        assert_eq!(parse("8/8/8/8/8/8/8/K6k w\n").unwrap()[0].key, "fen");
        // `key: value` lines before a game's tags (issue 49).
        let pairs = parse("flipBoard: true\n[Event \"x\"]\n\n1. e4 e5\n").unwrap();
        assert_eq!(
            kv(&pairs),
            [
                ("flipBoard", "true", 0, 11),
                ("pgn", "[Event \"x\"]\n\n1. e4 e5", 16, 16)
            ]
        );
        // A bare word after `key=value` may continue its list.
        let pairs = parse("8/8\narrows=h5f7 c4f7 flip\n").unwrap();
        let follows: Vec<bool> = pairs.iter().map(|p| p.follows).collect();
        assert_eq!(follows, [false, false, true, true]);
    }
}
