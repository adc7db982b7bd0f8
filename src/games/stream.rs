//! PGN read from a stream, game by game, in bounded memory: the one reader
//! of PGN files. [`GameStream`] cuts a stream into the texts of its games
//! (where each begins is the [`Splitter`]'s rule); [`PgnReader`] reads and
//! plays each text, and [`crate::input::Reader`] takes the same texts as the
//! entries of a file of records.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead, Read};

use crate::games::error::{GameError, GameErrorKind};
use crate::games::pgn::read_game;
use crate::games::play::Game;
use crate::games::split::{LineColumn, Splitter, preamble};

/// The longest game text a [`PgnReader`] holds, in bytes; a longer game is
/// an error (and its text is skipped).
pub const MAX_GAME_BYTES: usize = 16 * 1024 * 1024;

/// The longest piece of a line fed to the splitter at once.
const LINE_PIECE: u64 = 64 * 1024;

/// The text of one game as a [`GameStream`] found it, not read yet.
#[derive(Debug, Clone, Default)]
pub(crate) struct GameText {
    /// Its bytes as written; empty when they passed the limit.
    pub bytes: Vec<u8>,
    /// Where it starts: line and column (UTF-8 characters), from 1.
    pub line: usize,
    pub column: usize,
    /// It is the stream's first text, which may begin with words that are
    /// no PGN (see [`preamble`]).
    pub first: bool,
    /// The line where the text passed the stream's limit, if it did.
    pub over: Option<usize>,
    /// The first line of it longer than the stream's line limit: its number
    /// and its length in bytes, line end included.
    pub long_line: Option<(usize, usize)>,
    /// The lines that are `%` escape lines (a `%` in column 1 outside a
    /// comment).
    pub escapes: Vec<usize>,
}

/// A PGN stream cut into the texts of its games. It keeps no reader: each
/// call of [`GameStream::next`] is given the stream, which goes on from
/// where the call before left it.
#[derive(Debug)]
pub(crate) struct GameStream {
    splitter: Splitter,
    /// The longest game text kept, and the longest line that is not a
    /// [`GameText::long_line`], in bytes.
    limit: usize,
    line_limit: usize,
    /// The text being gathered, and where the next byte is.
    text: GameText,
    end: LineColumn,
    /// The line being fed (a tag's `[` and its name are fed together, so
    /// that a blank line inside the tags is told from one between games
    /// whatever the stream's buffer), how much of it is fed, and how long
    /// the line it is part of is so far.
    line: Vec<u8>,
    at: usize,
    line_bytes: usize,
    started: bool,
    done: bool,
}

impl GameStream {
    /// A stream whose first byte is at the start of line `line`, whose game
    /// texts are kept up to `limit` bytes.
    pub(crate) fn new(line: usize, limit: usize, line_limit: usize) -> GameStream {
        let start = LineColumn { line, column: 1 };
        GameStream {
            splitter: Splitter::new(),
            limit,
            line_limit,
            text: GameText {
                line,
                column: 1,
                first: true,
                ..GameText::default()
            },
            end: start,
            line: Vec::new(),
            at: 0,
            line_bytes: 0,
            started: false,
            done: false,
        }
    }

    /// Tells that the line `line`, `bytes` long, which the stream holds
    /// only in part, is longer than the line limit.
    pub(crate) fn long_line(&mut self, line: usize, bytes: usize) {
        self.text.long_line.get_or_insert((line, bytes));
    }

    /// The next game's text; `None` at the end of the stream. A text of
    /// blanks and comments is given too: whether it holds a game is for the
    /// reader of the text to say.
    ///
    /// # Errors
    /// Reading the stream failed; no more texts follow.
    pub(crate) fn next(&mut self, reader: &mut impl BufRead) -> io::Result<Option<GameText>> {
        while !self.done {
            if self.at >= self.line.len() {
                let line_start = self.line.is_empty() || self.line.last() == Some(&b'\n');
                self.line.clear();
                self.at = 0;
                let read = reader.take(LINE_PIECE).read_until(b'\n', &mut self.line);
                match read {
                    Ok(0) => {
                        self.done = true;
                        self.end_line();
                        return Ok(self.cut());
                    }
                    Ok(_) => {}
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        self.done = true;
                        return Err(e);
                    }
                }
                if !self.started {
                    self.started = true;
                    if self.line.starts_with(b"\xef\xbb\xbf") {
                        self.at = 3;
                    }
                }
                if line_start
                    && !self.splitter.in_comment()
                    && self.line[self.at..].starts_with(b"%")
                {
                    self.text.escapes.push(self.end.line);
                }
                continue;
            }
            let data = &self.line[self.at..];
            let Some(k) = self.splitter.feed(data) else {
                let n = data.len();
                self.keep(self.at, n);
                self.at = self.line.len();
                continue;
            };
            self.keep(self.at, k);
            let first = self.at + k;
            self.at += k + 1;
            let text = self.cut();
            self.keep(first, 1);
            if text.is_some() {
                return Ok(text);
            }
        }
        Ok(None)
    }

    /// Adds `n` bytes of the line from `from` to the text, unless it grows
    /// past the limit, and moves past them.
    fn keep(&mut self, from: usize, n: usize) {
        let bytes = &self.line[from..from + n];
        let text = &mut self.text;
        if text.over.is_none() && text.bytes.len() + bytes.len() > self.limit {
            text.over = Some(self.end.line);
            text.bytes = Vec::new();
        }
        if text.over.is_none() {
            text.bytes.extend_from_slice(bytes);
        }
        let line_end = bytes.last() == Some(&b'\n');
        self.line_bytes += n;
        if line_end {
            self.end_line();
        }
        self.end.advance(&self.line[from..from + n]);
    }

    /// The line being read ends (at the end of the stream, or at its line
    /// end, which is not counted yet).
    fn end_line(&mut self) {
        let len = std::mem::take(&mut self.line_bytes);
        let ends = if self.line.ends_with(b"\r\n") {
            2
        } else {
            usize::from(self.line.ends_with(b"\n"))
        };
        if len.saturating_sub(ends) > self.line_limit {
            self.text.long_line.get_or_insert((self.end.line, len));
        }
    }

    /// The text gathered so far, and a new one from here; `None` when
    /// nothing was gathered.
    fn cut(&mut self) -> Option<GameText> {
        let next = GameText {
            line: self.end.line,
            column: self.end.column,
            ..GameText::default()
        };
        let text = std::mem::replace(&mut self.text, next);
        (!text.bytes.is_empty() || text.over.is_some() || text.long_line.is_some()).then_some(text)
    }
}

/// Why a [`PgnReader`] could not give the next game.
#[derive(Debug)]
#[non_exhaustive]
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
    stream: GameStream,
    number: usize,
    failed: bool,
}

impl<R> fmt::Debug for PgnReader<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PgnReader")
            .field("line", &self.stream.end.line)
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
    /// say). A UTF-8 byte-order mark at the start is skipped. Lines are
    /// counted in the bytes, columns in the decoded text, except the column
    /// a game starts at, which counts UTF-8 characters.
    pub fn with_decoder(reader: R, decode: Decoder) -> PgnReader<R> {
        PgnReader {
            reader,
            decode,
            stream: GameStream::new(1, MAX_GAME_BYTES, usize::MAX),
            number: 0,
            failed: false,
        }
    }

    /// Reads a game's text; `None` when it holds no game.
    fn read(&mut self, text: &GameText) -> Option<Result<Game, ReadError>> {
        let item = if text.over.is_some() {
            Err(ReadError::Game(Box::new(GameError {
                number: self.number + 1,
                tags: Vec::new(),
                line: text.line,
                column: text.column,
                kind: GameErrorKind::TooLong(MAX_GAME_BYTES),
                partial: None,
            })))
        } else {
            let decoded = (self.decode)(&text.bytes);
            let (mut line, mut column, mut skip) = (text.line, text.column, 0);
            if text.first {
                let (bytes, lines) = preamble(&decoded);
                if lines > 0 {
                    (skip, line, column) = (bytes, text.line + lines, 1);
                }
            }
            match read_game(&decoded[skip..], line, column, self.number + 1) {
                Ok(None) => return None,
                Ok(Some(game)) => Ok(game),
                Err(e) => Err(ReadError::Game(Box::new(e))),
            }
        };
        self.number += 1;
        Some(item)
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.failed {
            match self.stream.next(&mut self.reader) {
                Ok(Some(text)) => {
                    if let Some(item) = self.read(&text) {
                        return Some(item);
                    }
                }
                Ok(None) => return None,
                Err(e) => {
                    self.failed = true;
                    return Some(Err(ReadError::Io(e)));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts of a stream, as (line, column, text, over, long line, escapes).
    fn texts(input: &str, limit: usize, line_limit: usize) -> Vec<GameText> {
        let mut stream = GameStream::new(1, limit, line_limit);
        let mut reader = input.as_bytes();
        let mut out = Vec::new();
        while let Some(t) = stream.next(&mut reader).unwrap() {
            out.push(t);
        }
        out
    }

    #[test]
    fn a_stream_is_cut_where_games_begin() {
        let got = texts(
            "% head\n[Event \"A\"]\n\n1. e4 1-0 [Event \"B\"]\n%x\n1. d4 *\n",
            1000,
            1000,
        );
        let cut: Vec<_> = got
            .iter()
            .map(|t| {
                (
                    t.line,
                    t.column,
                    String::from_utf8_lossy(&t.bytes).into_owned(),
                    t.first,
                    t.escapes.clone(),
                )
            })
            .collect();
        assert_eq!(
            cut,
            [
                (
                    1,
                    1,
                    "% head\n[Event \"A\"]\n\n1. e4 1-0 ".to_owned(),
                    true,
                    vec![1]
                ),
                (
                    4,
                    11,
                    "[Event \"B\"]\n%x\n1. d4 *\n".to_owned(),
                    false,
                    vec![5]
                ),
            ]
        );
    }

    #[test]
    fn limits_of_a_text_and_of_a_line() {
        let long = format!("1. e4 {{{}}} *\n[Event \"B\"]\n1. d4 *\n", "x".repeat(50));
        let got = texts(&long, 40, 1000);
        assert_eq!((got[0].over, got[0].bytes.len()), (Some(1), 0));
        assert_eq!((got[1].over, got[1].line), (None, 2));
        let got = texts(&long, 1000, 20);
        assert_eq!(got[0].long_line, Some((1, 61)));
        assert_eq!(got[1].long_line, None);
    }

    #[test]
    fn a_game_longer_than_the_limit_is_an_error_and_the_next_is_read() {
        let mut text = String::from("[Event \"long\"]\n\n1. e4 {");
        text.push_str(&"x".repeat(MAX_GAME_BYTES));
        text.push_str("} *\n\n[Event \"short\"]\n\n1. d4 *\n");
        let items: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(items.len(), 2);
        match &items[0] {
            Err(ReadError::Game(e)) => assert_eq!(
                e.to_string(),
                "game 1, line 1, column 1: the game's text is longer than 16 MiB"
            ),
            other => panic!("{other:?}"),
        }
        match &items[1] {
            Ok(g) => {
                assert_eq!(g.number(), 2);
                assert_eq!(g.line(), 5);
                assert_eq!(g.tag("Event"), Some("short"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_failing_stream_is_an_error() {
        struct Broken;
        impl io::Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        let mut reader = PgnReader::new(io::BufReader::new(Broken));
        match reader.next() {
            Some(Err(e @ ReadError::Io(_))) => {
                assert_eq!(e.to_string(), "reading failed: disk on fire");
            }
            other => panic!("{other:?}"),
        }
        assert!(reader.next().is_none());
    }
}
