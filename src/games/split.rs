//! Finding where one PGN game ends and the next begins, in a text held in
//! memory or in a stream read piece by piece, without reading the games.
//!
//! A game begins at a `[` that opens a line (or follows a result) once the
//! game before has movetext or a result; after a blank line that follows
//! its tags, at a `[` whose tag the game already has (a blank line inside
//! the tags, as ChessBase exports them, does not end the game); and at the
//! first token after a result, so games without tags follow each other.
//! Comments, `%` lines and tag values are skipped while looking, so a `[`
//! inside them never starts a game.

use crate::games::error::GameError;
use crate::games::pgn::read_game;
use crate::games::play::Game;

/// How many of a token's last bytes are kept.
const TAIL: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Phase {
    /// Nothing yet but blanks, comments and `%` lines.
    #[default]
    Empty,
    /// In the tags.
    Tags,
    /// A blank line after the tags.
    TagsDone,
    /// In the movetext.
    Moves,
    /// After the result.
    Ended,
}

/// The state of the search for game boundaries, fed a piece at a time: the
/// one rule for where a PGN game begins, which [`read_games`],
/// [`PgnReader`] and [`crate::input::Reader`] all follow.
#[derive(Debug, Clone)]
pub(crate) struct Splitter {
    phase: Phase,
    in_brace: bool,
    in_line_comment: bool,
    in_tag: bool,
    in_string: bool,
    escaped: bool,
    /// Nothing but blanks so far on this line.
    line_blank: bool,
    /// The next byte is in column 1.
    column_one: bool,
    depth: usize,
    token: [u8; 8],
    /// The last bytes of the token (a result glued to a move).
    tail: [u8; TAIL],
    token_len: usize,
    /// The name of the tag being read is being taken (hashed).
    naming: bool,
    name_hash: u64,
    /// The tag after a blank line in the tags: whether it begins a new game
    /// is told by its name.
    undecided: bool,
    /// The tag names of this game, hashed.
    names: Vec<u64>,
}

/// What a byte tells about where games begin.
enum Begins {
    No,
    /// This byte begins a game.
    Here,
    /// The `[` of the tag just named begins a game.
    AtBracket,
}

/// The most tag names kept for telling a blank line inside the tags from
/// one between games.
const MAX_NAMES: usize = 4096;

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

impl Splitter {
    pub(crate) fn new() -> Splitter {
        Splitter {
            phase: Phase::Empty,
            in_brace: false,
            in_line_comment: false,
            in_tag: false,
            in_string: false,
            escaped: false,
            line_blank: true,
            column_one: true,
            depth: 0,
            token: [0; 8],
            tail: [0; TAIL],
            token_len: 0,
            naming: false,
            name_hash: FNV_OFFSET,
            undecided: false,
            names: Vec::new(),
        }
    }

    /// Whether the bytes taken so far end inside a `{…}` comment (where a
    /// `%` in column 1 is comment text, not an escape line).
    pub(crate) fn in_comment(&self) -> bool {
        self.in_brace
    }

    /// Whether the token ends in a result glued to a move (`2.a5*`,
    /// `Qh7#1-0`), as the game reader reads it.
    fn glued_result(&self) -> bool {
        let tail = &self.tail[TAIL - self.token_len.min(TAIL)..];
        [&b"*"[..], b"1-0", b"0-1", b"1/2-1/2"].iter().any(|r| {
            tail.len() > r.len()
                && tail.ends_with(r)
                && (tail[tail.len() - r.len() - 1].is_ascii_alphanumeric()
                    || matches!(tail[tail.len() - r.len() - 1], b'+' | b'#' | b'!' | b'?'))
                && !matches!(tail, b"1/2-1/2" | b"1/2")
        })
    }

    fn end_token(&mut self) {
        if self.token_len > 0 && self.depth == 0 && self.phase == Phase::Moves {
            let t = &self.token[..self.token_len.min(8)];
            if matches!(
                t,
                b"1-0"
                    | b"0-1"
                    | b"1/2-1/2"
                    | b"*"
                    | b"\xc2\xbd-\xc2\xbd"
                    | b"1:0"
                    | b"0:1"
                    | b"1/2:1/2"
                    | b"\xc2\xbd:\xc2\xbd"
                    | b"1\xe2\x80\x930"
                    | b"0\xe2\x80\x931"
                    | b"\xc2\xbd\xe2\x80\x93\xc2\xbd"
                    | b"1/2"
                    | b"\xc2\xbd"
            ) || self.glued_result()
            {
                self.phase = Phase::Ended;
            }
        }
        self.token_len = 0;
    }

    /// Takes `bytes`, which follow what was taken before; the index of the
    /// first byte that begins a new game (taken too), if one does. The bytes
    /// after it are not taken: the caller feeds them next.
    pub(crate) fn feed(&mut self, bytes: &[u8]) -> Option<usize> {
        let mut i = 0;
        // Where the `[` of an undecided tag is in these bytes.
        let mut bracket = None;
        while i < bytes.len() {
            let rest = &bytes[i..];
            if self.in_brace {
                // Comments are most of a commented game: skip them whole.
                let end = rest.iter().position(|&b| b == b'}');
                let inside = &rest[..end.unwrap_or(rest.len())];
                if inside.contains(&b'\n') {
                    self.line_blank = true;
                }
                match end {
                    Some(p) => {
                        self.in_brace = false;
                        self.column_one = false;
                        i += p + 1;
                        continue;
                    }
                    None => {
                        self.column_one = rest.last() == Some(&b'\n');
                        return None;
                    }
                }
            }
            if self.in_line_comment {
                match rest.iter().position(|&b| b == b'\n') {
                    Some(p) => i += p,
                    None => {
                        self.column_one = false;
                        return None;
                    }
                }
            }
            match self.byte(bytes[i]) {
                Begins::No => {}
                Begins::Here => return Some(i),
                Begins::AtBracket => {
                    if let Some(at) = bracket {
                        // The new game's first tag is read again from
                        // after its `[`.
                        self.names.clear();
                        self.in_tag = true;
                        self.in_string = false;
                        self.escaped = false;
                        self.naming = true;
                        self.name_hash = FNV_OFFSET;
                        return Some(at);
                    }
                }
            }
            if self.undecided && bytes[i] == b'[' {
                bracket = Some(i);
            }
            i += 1;
        }
        None
    }

    /// The end of a tag's name: whether the tag after a blank line begins
    /// a new game (its game already has one of that name).
    fn named(&mut self) -> Begins {
        self.naming = false;
        let hash = self.name_hash;
        if std::mem::take(&mut self.undecided) && self.names.contains(&hash) {
            return Begins::AtBracket;
        }
        if self.names.len() < MAX_NAMES {
            self.names.push(hash);
        }
        Begins::No
    }

    /// Takes one byte; whether it begins a new game.
    fn byte(&mut self, b: u8) -> Begins {
        let column_one = self.column_one;
        self.column_one = b == b'\n';
        if b == b'\n' {
            self.end_token();
            self.in_line_comment = false;
            self.in_tag = false;
            self.in_string = false;
            if self.naming
                && let Begins::AtBracket = self.named()
            {
                return Begins::AtBracket;
            }
            self.undecided = false;
            if self.line_blank && self.phase == Phase::Tags {
                self.phase = Phase::TagsDone;
            }
            self.line_blank = true;
            return Begins::No;
        }
        if self.in_tag {
            if self.naming {
                if b.is_ascii_whitespace() || b == b'"' || b == b']' {
                    if let Begins::AtBracket = self.named() {
                        return Begins::AtBracket;
                    }
                } else {
                    self.name_hash = (self.name_hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
                    return Begins::No;
                }
            }
            if self.escaped {
                self.escaped = false;
            } else if self.in_string {
                match b {
                    b'\\' => self.escaped = true,
                    b'"' => self.in_string = false,
                    _ => {}
                }
            } else {
                match b {
                    b'"' => self.in_string = true,
                    b']' => self.in_tag = false,
                    _ => {}
                }
            }
            return Begins::No;
        }
        if b.is_ascii_whitespace() {
            self.end_token();
            return Begins::No;
        }
        let first_on_line = self.line_blank;
        self.line_blank = false;
        if column_one && b == b'%' {
            self.in_line_comment = true;
            return Begins::No;
        }
        if b == b'[' && (self.phase != Phase::Moves || first_on_line) {
            let new = matches!(self.phase, Phase::Moves | Phase::Ended);
            if new {
                self.names.clear();
            }
            self.undecided = self.phase == Phase::TagsDone;
            self.end_token();
            self.phase = Phase::Tags;
            self.in_tag = true;
            self.naming = true;
            self.name_hash = FNV_OFFSET;
            self.depth = 0;
            return if new { Begins::Here } else { Begins::No };
        }
        let mut new = Begins::No;
        if self.phase == Phase::Ended {
            if b == b'{' || b == b';' {
                self.in_brace = b == b'{';
                self.in_line_comment = b == b';';
                return Begins::No;
            }
            new = Begins::Here;
            self.names.clear();
            self.depth = 0;
        }
        self.phase = Phase::Moves;
        match b {
            b'{' => {
                self.end_token();
                self.in_brace = true;
            }
            b';' => {
                self.end_token();
                self.in_line_comment = true;
            }
            b'(' => {
                self.end_token();
                self.depth += 1;
            }
            b')' => {
                self.end_token();
                self.depth = self.depth.saturating_sub(1);
            }
            _ => {
                if self.token_len < self.token.len() {
                    self.token[self.token_len] = b;
                }
                self.tail.rotate_left(1);
                self.tail[TAIL - 1] = b;
                self.token_len = self.token_len.saturating_add(1);
            }
        }
        new
    }
}

/// A place in a text: line and column, both from 1; columns count UTF-8
/// characters.
#[derive(Debug, Clone, Copy)]
pub(super) struct LineColumn {
    pub(super) line: usize,
    pub(super) column: usize,
}

impl LineColumn {
    pub(super) const START: LineColumn = LineColumn { line: 1, column: 1 };

    /// The place after `bytes`, which start here.
    pub(super) fn advance(&mut self, bytes: &[u8]) {
        let chars = |b: &[u8]| b.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        match bytes.iter().rposition(|&b| b == b'\n') {
            Some(last) => {
                self.line += bytes.iter().filter(|&&b| b == b'\n').count();
                self.column = 1 + chars(&bytes[last + 1..]);
            }
            None => self.column += chars(bytes),
        }
    }
}

/// The games of a text, one at a time (see [`read_games`]).
#[derive(Debug, Clone)]
pub struct Games<'t> {
    text: &'t str,
    /// Where the next game's text starts.
    pos: usize,
    place: LineColumn,
    number: usize,
    /// The bytes before this one have been fed to the splitter.
    fed: usize,
    splitter: Splitter,
}

/// The games of a PGN text, in order, each read and played when it is
/// reached. A game that cannot be read is an error and the next game follows;
/// a text of blanks and comments has no game. A byte-order mark at the
/// start is passed over.
///
/// ```
/// use forsythe::games::read_games;
///
/// let pgn = "[Event \"Casual\"]\n\n1. e4 e5 2. Nf3 1-0\n\n1. d4 *\n";
/// let games: Vec<_> = read_games(pgn).collect::<Result<_, _>>().unwrap();
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].tag("Event"), Some("Casual"));
/// assert_eq!(games[1].line(), 5);
/// ```
#[must_use]
pub fn read_games(text: &str) -> Games<'_> {
    Games {
        text: text.strip_prefix('\u{feff}').unwrap_or(text),
        pos: 0,
        place: LineColumn::START,
        number: 0,
        fed: 0,
        splitter: Splitter::new(),
    }
}

impl Iterator for Games<'_> {
    type Item = Result<Game, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() {
            let (start, place) = (self.pos, self.place);
            let end = match self.splitter.feed(&bytes[self.fed..]) {
                Some(k) => {
                    let end = self.fed + k;
                    self.fed = end + 1;
                    end
                }
                None => {
                    self.fed = bytes.len();
                    bytes.len()
                }
            };
            self.place.advance(&bytes[start..end]);
            self.pos = end;
            let mut text = &self.text[start..end];
            let mut place = place;
            if start == 0 {
                let (skip, lines) = preamble(text);
                text = &text[skip..];
                if lines > 0 {
                    place = LineColumn {
                        line: place.line + lines,
                        column: 1,
                    };
                }
            }
            let item = match read_game(text, place.line, place.column, self.number + 1) {
                Ok(None) => continue,
                Ok(Some(game)) => Ok(game),
                Err(e) => Err(e),
            };
            self.number += 1;
            return Some(item);
        }
        None
    }
}

/// A move in algebraic notation, in any language's letters or with
/// figurines: `e4`, `exd5`, `Nf3`, `Sf3`, `Qxh2+`, `e8=Q`, `O-O`, `0-0-0`,
/// `--`, `Z0`.
pub(crate) fn is_move(t: &str) -> bool {
    let t = t.trim_end_matches(['+', '#', '!', '?', '‼', '⁇', '⁉', '⁈', '†', '‡']);
    if matches!(
        t,
        "O-O" | "O-O-O" | "0-0" | "0-0-0" | "o-o" | "o-o-o" | "--" | "Z0"
    ) || t.starts_with("0–0")
        || t.starts_with("O–O")
    {
        return true;
    }
    let mut chars: Vec<char> = t.chars().collect();
    // A promotion at the end: `=Q`, `(Q)`, `/Q`, or a piece letter glued on.
    match chars.as_slice() {
        [.., '=' | '/', p] if p.is_alphabetic() => {
            chars.truncate(chars.len() - 2);
        }
        [.., '(', p, ')'] if p.is_alphabetic() => chars.truncate(chars.len() - 3),
        [.., f, r, p] if f.is_ascii_lowercase() && r.is_ascii_digit() && p.is_uppercase() => {
            chars.truncate(chars.len() - 1);
        }
        _ => {}
    }
    let mut i = 0;
    if chars.first().is_some_and(|&c| {
        (c.is_uppercase() && c.is_alphabetic()) || matches!(c, '\u{2654}'..='\u{265F}')
    }) {
        i = 1;
    }
    // Then: from-file, from-rank, capture, a square.
    let rest = &chars[i..];
    let square_at = |k: usize| {
        rest.get(k).is_some_and(|c| matches!(c, 'a'..='h'))
            && rest.get(k + 1).is_some_and(|c| matches!(c, '1'..='8'))
    };
    let n = rest.len();
    if n < 2 || !square_at(n - 2) {
        return false;
    }
    // What stands before the square: nothing, a file, a rank, a square,
    // and a capture mark (`x`, `:`) or a `-`.
    let before: String = rest[..n - 2].iter().collect();
    let before = before.strip_suffix(['x', ':', '-', '×']).unwrap_or(&before);
    let b: Vec<char> = before.chars().collect();
    match b.as_slice() {
        [] => true,
        [c] => c.is_ascii_lowercase() || c.is_ascii_digit(),
        [f, r] => f.is_ascii_lowercase() && r.is_ascii_digit(),
        _ => false,
    }
}

/// Whether a file's first line that is no prose begins PGN: a tag pair
/// (`[Event "…"]`), or movetext without tags, a move number and a move in
/// any language's letters (`1. e4 e5`, `1.d4`, `12... Nf6`, `1. Sf3`). A
/// placement never reads so: its first field would hold a `/`, or no move
/// after the dots. The one test of a PGN file, by content.
pub(crate) fn begins_pgn(line: &str) -> bool {
    if line.starts_with('[') {
        return is_tag_line(line);
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &line[digits..];
    let dots = rest.bytes().take_while(|&b| b == b'.').count();
    if digits == 0 || !(dots == 1 || dots == 3) {
        return false;
    }
    let first_field = line.split_whitespace().next().unwrap_or("");
    let mv = rest[dots..].split_whitespace().next().unwrap_or("");
    is_move(mv) && !first_field.contains('/')
}

/// Whether a line before a file's first game is no PGN but words
/// (`Downloaded from …`, a title): it begins with a word that is no tag,
/// move number, move, result or comment. Such lines are passed over.
pub(crate) fn is_preamble(line: &str) -> bool {
    let Some(first) = line.split_whitespace().next() else {
        return false;
    };
    let pgn = first.starts_with(['[', '{', '(', ';', '$', '%', '*'])
        || first.starts_with(|c: char| c.is_ascii_digit())
        || first.starts_with('½')
        || is_move(first);
    !pgn
}

/// The words before a file's first game: how many bytes and lines of
/// `text` are blank lines and lines of words (see [`is_preamble`]) before
/// its first line of PGN. No bytes when there are no words.
/// Whether a line that starts with `[` is a tag pair: a name, then its
/// quoted value (`[Event "x"]`), not a Markdown link or picture
/// (`[text](url)`, `[![badge](…)](…)`, `[label]: url`).
pub(crate) fn is_tag_line(line: &str) -> bool {
    let Some(inner) = line.trim_start().strip_prefix('[') else {
        return false;
    };
    let name = inner
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(inner.len());
    name > 0
        && inner[name..]
            .trim_start_matches([' ', '\t'])
            .starts_with('"')
}

/// Whether a line between games is prose, never a tag, move or record: a
/// Markdown link or picture at its start (`[text](url)`, `![alt](url)`,
/// badges, `[label]: url`), an HTML tag, a URL or a file path on a line of
/// its own, or a sentence after a number (`1.Select a square…`).
pub(crate) fn is_prose_line(line: &str) -> bool {
    let t = line.trim();
    let Some(first) = t.split_whitespace().next() else {
        return false;
    };
    let link = t.starts_with("![") || (t.starts_with('[') && !is_tag_line(t));
    let html = t
        .strip_prefix('<')
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_alphabetic() || c == '/' || c == '!'));
    link || html || is_url_or_path(first) || crate::games::pgn::begins_with_prose(t)
}

/// A URL (`https://…`, `mailto:`), or a file path (`./a`, `/usr/x`,
/// `docs/a.png`, `src/games/stream.rs`): a word no game or record holds.
pub(crate) fn is_url_or_path(word: &str) -> bool {
    if word.contains("://") || word.starts_with("mailto:") || word.starts_with("www.") {
        return true;
    }
    if !word.contains('/') {
        return false;
    }
    let rooted = ["/", "./", "../", "~/"].iter().any(|p| word.starts_with(p));
    let last = word.rsplit('/').next().unwrap_or("");
    let extension = last.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty()
            && (1..=5).contains(&ext.len())
            && ext.chars().all(|c| c.is_ascii_alphanumeric())
            && ext.chars().any(|c| c.is_ascii_lowercase())
            && stem
                .chars()
                .any(|c| c.is_ascii_lowercase() && !"kqrbnp".contains(c))
    });
    rooted || extension
}

/// The lines at the start of a game's text that are prose (see
/// [`is_prose_line`]) or blank, when there are any: their bytes and lines.
pub(crate) fn prose_lines(text: &str) -> (usize, usize) {
    leading(text, is_prose_line)
}

/// The lines at the start of a game's text that are a preamble (see
/// [`is_preamble`]) or blank, when there are any: their bytes and lines.
pub(crate) fn preamble(text: &str) -> (usize, usize) {
    leading(text, is_preamble)
}

/// The lines at the start of `text` that are `kind` or blank, when at least
/// one is `kind`: their bytes and lines; else none.
fn leading(text: &str, kind: impl Fn(&str) -> bool) -> (usize, usize) {
    let (mut skip, mut lines, mut found) = (0, 0, false);
    for line in text.split_inclusive('\n') {
        if kind(line) {
            found = true;
        } else if !line.trim().is_empty() {
            break;
        }
        skip += line.len();
        lines += 1;
    }
    if found { (skip, lines) } else { (0, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::san::SanStyle;

    fn movetexts(text: &str) -> Vec<String> {
        read_games(text)
            .map(|g| match g {
                Ok(g) => g.movetext(&SanStyle::default()),
                Err(e) => format!("error: {e}"),
            })
            .collect()
    }

    #[test]
    fn where_games_begin() {
        // A `[` in a comment, a `%` line or a tag value starts no game.
        assert_eq!(
            movetexts("1. e4 {see\n[Event \"x\"]\n} e5\n%[Event \"y\"]\n2. Nf3 *"),
            ["1.e4 e5 2.Nf3"]
        );
        assert_eq!(
            movetexts("[Event \"a ] [b\"] [Site \"c\"]\n\n1. d4 *\n[Event \"z\"]\n1. c4 *"),
            ["1.d4", "1.c4"]
        );
        // A result in a variation ends nothing; a comment after a result
        // belongs to the game it follows.
        assert_eq!(
            movetexts("1. e4 (1. d4 1-0) e5 * {after}\n1. c4 *"),
            ["1.e4 e5", "1.c4"]
        );
        let g = read_games("1. e4 1-0 {done}\n\n1. d4 *")
            .next()
            .unwrap()
            .unwrap();
        assert_eq!(g.moves()[0].comment.as_deref(), Some("done"));
        // Games without tags on one line, told apart by their results.
        assert_eq!(movetexts("1. e4 1-0 1. d4 0-1"), ["1.e4", "1.d4"]);
        // Tags without movetext, separated by a blank line.
        assert_eq!(
            movetexts("[Event \"a\"]\n[Site \"b\"]\n\n[Event \"c\"]\n"),
            ["", ""]
        );
        // Blanks, comments and `%` lines alone are no game.
        assert_eq!(
            movetexts("\n% nothing\n{a comment}\n\n"),
            Vec::<String>::new()
        );
        assert_eq!(movetexts(""), Vec::<String>::new());
        // An error in one game does not stop the next.
        assert_eq!(
            movetexts("1. e4 e4 *\n\n1. d4 *"),
            [
                "error: game 1, line 1, column 7: `1...e4` is not a legal move",
                "1.d4"
            ]
        );
    }
}
