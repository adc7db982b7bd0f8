//! Finding where one PGN game ends and the next begins, in a text held in
//! memory or in a stream read piece by piece, without reading the games.
//!
//! A game begins at a `[` that opens a line (or follows a result) once the
//! game before has movetext, a result, or a blank line after its tags; and
//! at the first token after a result, so games without tags follow each
//! other. Comments, `%` lines and tag values are skipped while looking, so a
//! `[` inside them never starts a game.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead};

use crate::games::error::{GameError, GameErrorKind};
use crate::games::pgn::read_game;
use crate::games::play::Game;

/// The longest game text a [`PgnReader`] holds, in bytes; a longer game is
/// an error (and its text is skipped).
pub const MAX_GAME_BYTES: usize = 16 * 1024 * 1024;

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

/// The state of the search for game boundaries, fed one byte at a time.
#[derive(Debug, Clone, Default)]
struct Splitter {
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
    token_len: usize,
    /// Where the next byte is: line and column (from 1).
    line: usize,
    column: usize,
}

impl Splitter {
    fn new() -> Splitter {
        Splitter {
            line_blank: true,
            column_one: true,
            line: 1,
            column: 1,
            ..Splitter::default()
        }
    }

    fn end_token(&mut self) {
        if self.token_len > 0 && self.depth == 0 && self.phase == Phase::Moves {
            let t = &self.token[..self.token_len.min(8)];
            if matches!(
                t,
                b"1-0" | b"0-1" | b"1/2-1/2" | b"*" | b"\xc2\xbd-\xc2\xbd"
            ) {
                self.phase = Phase::Ended;
            }
        }
        self.token_len = 0;
    }

    /// Takes the next byte; true when it begins a new game.
    fn feed(&mut self, b: u8) -> bool {
        let column_one = self.column_one;
        self.column_one = b == b'\n';
        if b == b'\n' {
            self.line += 1;
            self.column = 1;
        } else if b & 0xC0 != 0x80 {
            self.column += 1;
        }
        if b == b'\n' {
            self.end_token();
            self.in_line_comment = false;
            self.in_tag = false;
            self.in_string = false;
            if self.line_blank && self.phase == Phase::Tags {
                self.phase = Phase::TagsDone;
            }
            self.line_blank = true;
            return false;
        }
        if self.in_line_comment {
            return false;
        }
        if self.in_brace {
            self.in_brace = b != b'}';
            return false;
        }
        if self.in_tag {
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
            return false;
        }
        if b.is_ascii_whitespace() {
            self.end_token();
            return false;
        }
        let first_on_line = self.line_blank;
        self.line_blank = false;
        if column_one && b == b'%' {
            self.in_line_comment = true;
            return false;
        }
        if b == b'[' && (self.phase != Phase::Moves || first_on_line) {
            let new = matches!(self.phase, Phase::Moves | Phase::Ended | Phase::TagsDone);
            self.end_token();
            self.phase = Phase::Tags;
            self.in_tag = true;
            self.depth = 0;
            return new;
        }
        let mut new = false;
        if self.phase == Phase::Ended {
            if b == b'{' || b == b';' {
                self.in_brace = b == b'{';
                self.in_line_comment = b == b';';
                return false;
            }
            new = true;
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
                self.token_len = self.token_len.saturating_add(1);
            }
        }
        new
    }
}

/// The games of a text, one at a time (see [`read_games`]).
#[derive(Debug, Clone)]
pub struct Games<'t> {
    text: &'t str,
    pos: usize,
    line: usize,
    column: usize,
    number: usize,
    /// The bytes before this one have been fed to the splitter.
    fed: usize,
    splitter: Splitter,
}

/// The games of a PGN text, in order, each read and played when it is
/// reached. A game that cannot be read is an error and the next game follows;
/// a text of blanks and comments has no game.
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
        text,
        pos: 0,
        line: 1,
        column: 1,
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
            let (start, line, column) = (self.pos, self.line, self.column);
            let mut end = bytes.len();
            while self.fed < bytes.len() {
                let i = self.fed;
                let (l, c) = (self.splitter.line, self.splitter.column);
                self.fed += 1;
                if self.splitter.feed(bytes[i]) {
                    end = i;
                    (self.line, self.column) = (l, c);
                    break;
                }
            }
            self.pos = end;
            if let Some(item) = self.read(start, end, line, column) {
                return Some(item);
            }
        }
        None
    }
}

impl Games<'_> {
    fn read(
        &mut self,
        start: usize,
        end: usize,
        line: usize,
        column: usize,
    ) -> Option<Result<Game, GameError>> {
        let text = &self.text[start..end];
        match read_game(text, line, column, self.number + 1) {
            Ok(None) => None,
            Ok(Some(game)) => {
                self.number += 1;
                Some(Ok(game))
            }
            Err(e) => {
                self.number += 1;
                Some(Err(e))
            }
        }
    }
}

/// Why a [`PgnReader`] could not give the next game.
#[derive(Debug)]
pub enum ReadError {
    /// Reading the stream failed; no more games follow.
    Io(io::Error),
    /// The game cannot be read; the next game follows.
    Game(Box<GameError>),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "reading failed: {e}"),
            ReadError::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io(e) => Some(e),
            ReadError::Game(e) => Some(e.as_ref()),
        }
    }
}

/// Turns the bytes of one game into text.
pub type Decoder = fn(&[u8]) -> Cow<'_, str>;

/// UTF-8, with a malformed sequence read as U+FFFD.
fn utf8(bytes: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(bytes)
}

/// The games of a PGN stream, one at a time: only the game being read is
/// held in memory (at most [`MAX_GAME_BYTES`] of it), so files of any size
/// can be read.
///
/// ```
/// use forsythe::games::PgnReader;
///
/// let file = std::io::Cursor::new("1. e4 e5 *\n\n[White \"Tal\"]\n\n1. d4 *\n");
/// let games: Vec<_> = PgnReader::new(file).collect::<Result<_, _>>().unwrap();
/// assert_eq!(games[1].tag("White"), Some("Tal"));
/// assert_eq!(games[1].line(), 3);
/// ```
pub struct PgnReader<R> {
    reader: R,
    decode: Decoder,
    splitter: Splitter,
    buf: Vec<u8>,
    /// The game text was longer than [`MAX_GAME_BYTES`].
    overflow: bool,
    line: usize,
    column: usize,
    number: usize,
    started: bool,
    done: bool,
}

impl<R> fmt::Debug for PgnReader<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PgnReader")
            .field("line", &self.splitter.line)
            .field("games", &self.number)
            .finish_non_exhaustive()
    }
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of UTF-8 text; a byte-order mark at the start is skipped and
    /// malformed bytes are read as U+FFFD.
    pub fn new(reader: R) -> PgnReader<R> {
        PgnReader::with_decoder(reader, utf8)
    }

    /// A reader whose game texts are decoded by `decode` (for Windows-1252,
    /// say). A UTF-8 byte-order mark at the start is skipped. Lines and
    /// columns are counted in the decoded text.
    pub fn with_decoder(reader: R, decode: Decoder) -> PgnReader<R> {
        PgnReader {
            reader,
            decode,
            splitter: Splitter::new(),
            buf: Vec::new(),
            overflow: false,
            line: 1,
            column: 1,
            number: 0,
            started: false,
            done: false,
        }
    }

    /// Reads the game text held so far; `None` when it holds no game.
    fn finish(&mut self, next_line: usize, next_column: usize) -> Option<Result<Game, ReadError>> {
        let (line, column) = (self.line, self.column);
        (self.line, self.column) = (next_line, next_column);
        let overflow = std::mem::take(&mut self.overflow);
        let bytes = std::mem::take(&mut self.buf);
        if overflow {
            self.number += 1;
            return Some(Err(ReadError::Game(Box::new(GameError {
                number: self.number,
                tags: Vec::new(),
                line,
                column,
                kind: GameErrorKind::TooLong(MAX_GAME_BYTES),
                partial: None,
            }))));
        }
        let text = (self.decode)(&bytes);
        match read_game(&text, line, column, self.number + 1) {
            Ok(None) => None,
            Ok(Some(game)) => {
                self.number += 1;
                Some(Ok(game))
            }
            Err(e) => {
                self.number += 1;
                Some(Err(ReadError::Game(Box::new(e))))
            }
        }
    }
}

/// Adds `bytes` to a game's text, unless it grows past [`MAX_GAME_BYTES`].
fn keep(buf: &mut Vec<u8>, overflow: &mut bool, bytes: &[u8]) {
    if buf.len() + bytes.len() > MAX_GAME_BYTES {
        *overflow = true;
        buf.clear();
    }
    if !*overflow {
        buf.extend_from_slice(bytes);
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            let data = match self.reader.fill_buf() {
                Ok(d) => d,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.done = true;
                    return Some(Err(ReadError::Io(e)));
                }
            };
            if data.is_empty() {
                self.done = true;
                let (l, c) = (self.splitter.line, self.splitter.column);
                return self.finish(l, c);
            }
            let mut skip = 0;
            if !self.started {
                self.started = true;
                if data.starts_with(b"\xef\xbb\xbf") {
                    skip = 3;
                }
            }
            let mut boundary = None;
            for (i, &b) in data.iter().enumerate().skip(skip) {
                let (l, c) = (self.splitter.line, self.splitter.column);
                if self.splitter.feed(b) {
                    boundary = Some((i, l, c));
                    break;
                }
            }
            let used = boundary.map_or(data.len(), |(i, _, _)| i);
            keep(&mut self.buf, &mut self.overflow, &data[skip..used]);
            let Some((i, l, c)) = boundary else {
                self.reader.consume(used);
                continue;
            };
            let first = data[i];
            self.reader.consume(i + 1);
            let item = self.finish(l, c);
            keep(&mut self.buf, &mut self.overflow, &[first]);
            if item.is_some() {
                return item;
            }
        }
        None
    }
}
