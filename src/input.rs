//! Reading files of records as they come, one entry at a time: one record a
//! line (Forsyth, FEN, EPD), PGN games, or rows of a CSV file with a header
//! (lichess's puzzle database).
//!
//! Files are read as they are published:
//! - UTF-8, with or without a byte-order mark; UTF-16 with a byte-order mark;
//! - lines that are not UTF-8 are read as Windows-1252 (what older Windows
//!   tools write), and [`Reader::windows_1252`] tells the first such line so
//!   that the caller can say so once;
//! - `\n` or `\r\n` line ends; blank lines and lines starting with `#` are
//!   passed over in a file of records, `%` escape lines in PGN;
//! - a line longer than [`MAX_LINE`] bytes is read to its end without being
//!   kept and reported as a [`Problem`]; the next line goes on. A PGN game
//!   is kept up to [`MAX_MOVETEXT`] bytes and [`MAX_TAGS`] tag pairs; a
//!   longer game, or one with more tags, is a [`Problem`] of its own and the
//!   next game goes on.
//!
//! Nothing is read ahead beyond the next line, so a file of any length is read
//! in constant memory.
//!
//! ```
//! use forsythe::input::{Reader, Format};
//! let file = "# two puzzles\n4k3/8/8/8/8/8/8/3QK3 w - - id \"a\";\r\n\n4k3/8/8/8/8/8/8/3RK3 w\n";
//! let mut reader = Reader::new(file.as_bytes());
//! let entries: Vec<_> = reader.by_ref().map(|e| e.unwrap().unwrap()).collect();
//! assert_eq!(reader.format(), Some(Format::Lines));
//! assert_eq!((entries[1].line, entries[1].text.as_str()), (4, "4k3/8/8/8/8/8/8/3RK3 w"));
//! ```

use std::io::{self, BufRead, BufReader, Read};

use encoding_rs_io::{DecodeReaderBytes, DecodeReaderBytesBuilder};

pub use crate::notation::MAX_LINE;

/// The longest movetext of one PGN game that is kept, in bytes; so is the
/// game's text as written. A longer game is a [`Problem::GameTooLong`].
pub const MAX_MOVETEXT: usize = 1 << 20;

/// The most tag pairs of one PGN game that are kept. A game with more is a
/// [`Problem::TooManyTags`], read to its end without keeping them, so that
/// a file of tags alone is read in constant memory too.
pub const MAX_TAGS: usize = 1024;

/// The standard starting position, for PGN games without a `FEN` tag.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What kind of file is being read, told by its first line that is neither
/// blank nor a comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// One record a line.
    Lines,
    /// PGN games (the first line is a tag pair, `[Event "…"]`).
    Pgn,
    /// A CSV file whose header names a `FEN` column.
    Csv,
}

/// One entry of a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The line it is on, from 1: the record's line, a PGN game's `FEN` tag
    /// (its first tag when it has none), a CSV row's line.
    pub line: usize,
    /// The record: the line itself, a PGN game's `FEN` tag or the starting
    /// position, a CSV row's `FEN` column.
    pub text: String,
    /// What else came with it.
    pub kind: EntryKind,
}

/// What came with an entry besides its record.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum EntryKind {
    /// A line of a file of records.
    Record,
    /// A PGN game.
    Game {
        /// Its tags, in the order written; `\"` and `\\` unescaped.
        tags: Vec<(String, String)>,
        /// Its movetext as written, lines joined with `\n`.
        movetext: String,
        /// The line the movetext starts on.
        movetext_line: usize,
        /// The game as written, tags and movetext, from its first line
        /// (`%` escape lines left blank, so lines keep their numbers).
        pgn: String,
        /// The line the game starts on.
        pgn_line: usize,
    },
    /// A row of a CSV file: every column by its header's name.
    Row {
        /// The columns, in the header's order.
        columns: Vec<(String, String)>,
    },
}

impl Entry {
    /// A PGN tag or a CSV column, by name.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        let pairs = match &self.kind {
            EntryKind::Game { tags, .. } => tags,
            EntryKind::Row { columns } => columns,
            EntryKind::Record => return None,
        };
        pairs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The PGN tags or CSV columns, in order (none for a line of records).
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        match &self.kind {
            EntryKind::Game { tags, .. } => tags,
            EntryKind::Row { columns } => columns,
            EntryKind::Record => &[],
        }
    }
}

/// A part of the input that gives no entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// A line longer than [`MAX_LINE`] bytes: `bytes` is its length.
    TooLong {
        /// Where it starts.
        line: usize,
        /// Its length in bytes.
        bytes: usize,
    },
    /// A PGN game whose text is longer than [`MAX_MOVETEXT`] bytes.
    GameTooLong {
        /// The line where the game passes the limit.
        line: usize,
    },
    /// A PGN game with more than [`MAX_TAGS`] tag pairs.
    TooManyTags {
        /// The line of the first tag pair over the limit.
        line: usize,
    },
    /// A CSV row with a different number of columns than the header, or
    /// without a `FEN` column.
    Columns {
        /// The row's line.
        line: usize,
        /// How many columns it has.
        found: usize,
        /// How many the header has.
        expected: usize,
    },
}

/// One line as read: its number, its text (decoded), and its full length in
/// bytes when it was too long to keep.
struct Line {
    number: usize,
    text: String,
    too_long: Option<usize>,
}

/// Reads entries from bytes in any of the encodings the module describes.
pub struct Reader<R: Read> {
    inner: BufReader<DecodeReaderBytes<R, Vec<u8>>>,
    number: usize,
    peeked: Option<Line>,
    format: Option<Format>,
    header: Vec<String>,
    windows_1252: Option<usize>,
    finished: bool,
}

impl<R: Read> Reader<R> {
    /// A reader of `bytes`; nothing is read until the first entry is asked for.
    pub fn new(bytes: R) -> Reader<R> {
        let decoded = DecodeReaderBytesBuilder::new()
            .utf8_passthru(true)
            .strip_bom(true)
            .build(bytes);
        Reader {
            inner: BufReader::with_capacity(64 * 1024, decoded),
            number: 0,
            peeked: None,
            format: None,
            header: Vec::new(),
            windows_1252: None,
            finished: false,
        }
    }

    /// The kind of file, once its first entry has been read.
    #[must_use]
    pub fn format(&self) -> Option<Format> {
        self.format
    }

    /// The first line that was not UTF-8 and was read as Windows-1252.
    #[must_use]
    pub fn windows_1252(&self) -> Option<usize> {
        self.windows_1252
    }

    /// The next line, at most `limit` bytes kept; `None` at the end.
    fn line(&mut self, limit: usize) -> io::Result<Option<Line>> {
        if let Some(l) = self.peeked.take() {
            return Ok(Some(l));
        }
        let mut buf = Vec::new();
        let len = read_line(&mut self.inner, &mut buf, limit)?;
        if len == 0 {
            return Ok(None);
        }
        self.number += 1;
        let too_long =
            (len > limit + 2 || (len > limit && buf.last() != Some(&b'\n'))).then_some(len);
        while matches!(buf.last(), Some(b'\n' | b'\r')) {
            buf.pop();
        }
        let text = match String::from_utf8(buf) {
            Ok(t) => t,
            Err(e) => {
                self.windows_1252.get_or_insert(self.number);
                let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(e.as_bytes());
                text.into_owned()
            }
        };
        Ok(Some(Line {
            number: self.number,
            text,
            too_long,
        }))
    }

    /// Tells the format from the first line that is neither blank nor a
    /// comment, leaving that line to be read again.
    fn sniff(&mut self) -> io::Result<Format> {
        loop {
            let Some(line) = self.line(MAX_LINE)? else {
                return Ok(Format::Lines);
            };
            let t = line.text.trim();
            if t.is_empty() || t.starts_with('#') || t.starts_with('%') {
                continue;
            }
            let format = if t.starts_with('[') {
                Format::Pgn
            } else if line.too_long.is_none() && is_csv_header(t) {
                Format::Csv
            } else {
                Format::Lines
            };
            if format == Format::Csv {
                self.header = csv_fields(t);
            } else {
                self.peeked = Some(line);
            }
            return Ok(format);
        }
    }

    fn next_record(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        loop {
            let Some(line) = self.line(MAX_LINE)? else {
                return Ok(None);
            };
            if let Some(bytes) = line.too_long {
                return Ok(Some(Err(Problem::TooLong {
                    line: line.number,
                    bytes,
                })));
            }
            let t = line.text.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            return Ok(Some(Ok(Entry {
                line: line.number,
                text: line.text,
                kind: EntryKind::Record,
            })));
        }
    }

    fn next_row(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        loop {
            let Some(line) = self.line(MAX_LINE)? else {
                return Ok(None);
            };
            if let Some(bytes) = line.too_long {
                return Ok(Some(Err(Problem::TooLong {
                    line: line.number,
                    bytes,
                })));
            }
            if line.text.trim().is_empty() {
                continue;
            }
            let values = csv_fields(&line.text);
            let fen = self.header.iter().position(|h| h == "FEN");
            let (Some(fen), true) = (fen, values.len() == self.header.len()) else {
                return Ok(Some(Err(Problem::Columns {
                    line: line.number,
                    found: values.len(),
                    expected: self.header.len(),
                })));
            };
            let text = values[fen].clone();
            let columns = self.header.iter().cloned().zip(values).collect();
            return Ok(Some(Ok(Entry {
                line: line.number,
                text,
                kind: EntryKind::Row { columns },
            })));
        }
    }

    fn next_game(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        let mut tags = Vec::new();
        let mut first = None;
        let mut fen_line = None;
        let mut movetext = String::new();
        let mut movetext_line = None;
        // The game as written, from its first line, with `%` lines blanked
        // so that every line keeps its number.
        let mut pgn = String::new();
        let mut pgn_lines = 0;
        let mut too_long = None;
        let mut comment = false; // inside a `{…}` comment that spans lines
        let mut tags_ended = false; // a blank line after the tags
        while let Some(line) = self.line(MAX_LINE)? {
            let number = line.number;
            if let Some(bytes) = line.too_long {
                too_long.get_or_insert(Problem::TooLong {
                    line: number,
                    bytes,
                });
                first.get_or_insert(number);
                continue;
            }
            let t = line.text.trim();
            let is_tag = !comment && t.starts_with('[') && !t.starts_with("[%");
            if is_tag && (movetext_line.is_some() || tags_ended) {
                // The next game's first tag.
                self.peeked = Some(line);
                break;
            }
            if first.is_none() && (t.is_empty() || t.starts_with('%')) {
                continue;
            }
            first.get_or_insert(number);
            // Keep the game's text, line for line.
            while pgn_lines < number - first.unwrap_or(number) {
                pgn.push('\n');
                pgn_lines += 1;
            }
            let escape = !comment && t.starts_with('%');
            if pgn.len() + line.text.len() < MAX_MOVETEXT {
                if !escape {
                    pgn.push_str(&line.text);
                }
            } else {
                too_long.get_or_insert(Problem::GameTooLong { line: number });
            }
            if escape {
                continue;
            }
            if is_tag {
                if tags.len() == MAX_TAGS {
                    too_long.get_or_insert(Problem::TooManyTags { line: number });
                } else if let Some((name, value)) = tag_pair(t) {
                    if name == "FEN" {
                        fen_line = Some(number);
                    }
                    tags.push((name, value));
                }
                continue;
            }
            if t.is_empty() {
                tags_ended |= movetext_line.is_none() && !tags.is_empty();
                continue;
            }
            movetext_line.get_or_insert(number);
            comment = ends_in_comment(t, comment);
            if movetext.len() + t.len() < MAX_MOVETEXT {
                if !movetext.is_empty() {
                    movetext.push('\n');
                }
                movetext.push_str(&line.text);
            }
        }
        let Some(first) = first else {
            return Ok(None);
        };
        if let Some(problem) = too_long {
            return Ok(Some(Err(problem)));
        }
        let text = tags
            .iter()
            .find(|(n, _)| n == "FEN")
            .map_or(START_FEN, |(_, v)| v.as_str())
            .to_owned();
        Ok(Some(Ok(Entry {
            line: fen_line.unwrap_or(first),
            text,
            kind: EntryKind::Game {
                tags,
                movetext,
                movetext_line: movetext_line.unwrap_or(first),
                pgn: pgn.trim_end().to_owned(),
                pgn_line: first,
            },
        })))
    }
}

impl<R: Read> Iterator for Reader<R> {
    type Item = io::Result<Result<Entry, Problem>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.finished {
            return None;
        }
        let format = match self.format {
            Some(f) => f,
            None => match self.sniff() {
                Ok(f) => *self.format.insert(f),
                Err(e) => {
                    self.finished = true;
                    return Some(Err(e));
                }
            },
        };
        let next = match format {
            Format::Lines => self.next_record(),
            Format::Pgn => self.next_game(),
            Format::Csv => self.next_row(),
        };
        match next {
            Ok(Some(item)) => Some(Ok(item)),
            Ok(None) => {
                self.finished = true;
                None
            }
            Err(e) => {
                self.finished = true;
                Some(Err(e))
            }
        }
    }
}

/// Reads one line of at most `limit` bytes into `buf`; a longer line is
/// read to its end without keeping the rest. Returns the line's full length
/// (0 at the end of the input).
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>, limit: usize) -> io::Result<usize> {
    let mut len = reader
        .by_ref()
        .take(limit as u64 + 1)
        .read_until(b'\n', buf)?;
    if buf.last() == Some(&b'\n') || len <= limit {
        return Ok(len);
    }
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(len);
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(len + i + 1);
            }
            None => {
                let n = available.len();
                len += n;
                reader.consume(n);
            }
        }
    }
}

/// Whether a first line is a CSV header with a `FEN` column.
fn is_csv_header(line: &str) -> bool {
    line.contains(',') && csv_fields(line).iter().any(|f| f == "FEN")
}

/// The fields of one CSV line (RFC 4180 quoting; a row does not span lines).
fn csv_fields(line: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(line.as_bytes());
    let mut record = csv::StringRecord::new();
    match reader.read_record(&mut record) {
        Ok(true) => record.iter().map(str::to_owned).collect(),
        _ => Vec::new(),
    }
}

/// Whether a line of movetext ends inside a `{…}` comment, given whether it
/// began in one. A `;` comment runs to the end of its line.
fn ends_in_comment(line: &str, mut inside: bool) -> bool {
    for c in line.chars() {
        match (inside, c) {
            (false, '{') => inside = true,
            (true, '}') => inside = false,
            (false, ';') => break,
            _ => {}
        }
    }
    inside
}

/// Reads a tag pair `[Name "value"]`; the value's `\"` and `\\` are unescaped.
fn tag_pair(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?;
    let inner = inner.trim_end().strip_suffix(']').unwrap_or(inner).trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim().strip_prefix('"')?;
    let rest = rest.strip_suffix('"').unwrap_or(rest);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> (Vec<Result<Entry, Problem>>, Reader<&[u8]>) {
        let mut r = Reader::new(bytes);
        let items = r.by_ref().map(|i| i.expect("no I/O error")).collect();
        (items, r)
    }

    fn lines(bytes: &[u8]) -> Vec<(usize, String)> {
        read(bytes)
            .0
            .into_iter()
            .map(|e| {
                let e = e.expect("an entry");
                (e.line, e.text)
            })
            .collect()
    }

    #[test]
    fn lines_of_records() {
        let (items, r) = read(b"# puzzles\n\nk7/8 w\r\n  \n#x\nK7\n\xe9t\xe9\n");
        assert_eq!(r.format(), Some(Format::Lines));
        let got: Vec<(usize, String)> = items
            .into_iter()
            .map(|e| e.map(|e| (e.line, e.text)).unwrap())
            .collect();
        assert_eq!(
            got,
            [
                (3, "k7/8 w".to_owned()),
                (6, "K7".to_owned()),
                (7, "été".to_owned())
            ]
        );
        assert_eq!(r.windows_1252(), Some(7));
    }

    #[test]
    fn byte_order_marks_and_utf16() {
        assert_eq!(lines(b"\xef\xbb\xbfk7 w\n"), [(1, "k7 w".to_owned())]);
        let mut le = vec![0xff, 0xfe];
        for u in "K7 b\r\nk7 \u{e9}\n".encode_utf16() {
            le.extend_from_slice(&u.to_le_bytes());
        }
        assert_eq!(
            lines(&le),
            [(1, "K7 b".to_owned()), (2, "k7 \u{e9}".to_owned())]
        );
        let mut be = vec![0xfe, 0xff];
        for u in "K7 b\n".encode_utf16() {
            be.extend_from_slice(&u.to_be_bytes());
        }
        assert_eq!(lines(&be), [(1, "K7 b".to_owned())]);
    }

    #[test]
    fn long_lines_are_reported_and_passed_over() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\nK7\n");
        let (items, _) = read(&input);
        assert_eq!(
            items,
            [
                Err(Problem::TooLong {
                    line: 1,
                    bytes: MAX_LINE * 3 + 1
                }),
                Ok(Entry {
                    line: 2,
                    text: "K7".into(),
                    kind: EntryKind::Record
                })
            ]
        );
    }

    #[test]
    fn pgn_games() {
        let input = br#"% exported
[Event "Study \"A\""]
[White "Reti"]
[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]
[SetUp "1"]

1. Ka2 {a comment
[%clk 0:01:00] that spans lines} Kg2 1-0

[Event "Two"]
[Result "*"]
*
[Event "Headers only"]

[Event "Headers only too"]
"#;
        let (items, r) = read(input);
        assert_eq!(r.format(), Some(Format::Pgn));
        let games: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
        assert_eq!(games.len(), 4);
        assert_eq!(games[0].line, 4);
        assert_eq!(games[0].text, "8/8/8/8/8/8/8/K6k w - - 0 1");
        assert_eq!(games[0].tag("Event"), Some("Study \"A\""));
        assert_eq!(
            games[0].kind,
            EntryKind::Game {
                tags: vec![
                    ("Event".into(), "Study \"A\"".into()),
                    ("White".into(), "Reti".into()),
                    ("FEN".into(), "8/8/8/8/8/8/8/K6k w - - 0 1".into()),
                    ("SetUp".into(), "1".into()),
                ],
                movetext: "1. Ka2 {a comment\n[%clk 0:01:00] that spans lines} Kg2 1-0".into(),
                movetext_line: 7,
                pgn: "[Event \"Study \\\"A\\\"\"]\n[White \"Reti\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Ka2 {a comment\n[%clk 0:01:00] that spans lines} Kg2 1-0".into(),
                pgn_line: 2,
            }
        );
        assert_eq!((games[1].line, games[1].text.as_str()), (10, START_FEN));
        assert_eq!(games[2].tag("Event"), Some("Headers only"));
        assert_eq!(games[2].line, 13);
        assert_eq!(games[3].tag("Event"), Some("Headers only too"));
    }

    #[test]
    fn a_game_of_too_many_tags_or_too_long_is_its_own_problem() {
        let mut input = String::new();
        for i in 0..MAX_TAGS + 5 {
            input.push_str(&format!("[Tag{i} \"{i}\"]\n"));
        }
        input.push_str("\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *\n");
        let (items, _) = read(input.as_bytes());
        assert_eq!(items.len(), 2);
        assert_eq!(items[0], Err(Problem::TooManyTags { line: MAX_TAGS + 1 }));
        let next = items[1].clone().expect("the next game");
        assert_eq!(next.tag("Event"), Some("next"));
        assert_eq!(next.line, MAX_TAGS + 9);

        let line = format!("1. e4 {{{}}}\n", "x".repeat(1000));
        let mut input = String::from("[Event \"long\"]\n\n");
        let lines = MAX_MOVETEXT / line.len() + 1;
        for _ in 0..lines {
            input.push_str(&line);
        }
        input.push_str("\n[Event \"short\"]\n\n1. d4 *\n");
        let (items, _) = read(input.as_bytes());
        assert_eq!(items.len(), 2);
        // The line where the kept text passes the limit.
        let kept = MAX_MOVETEXT - "[Event \"long\"]\n\n".len();
        assert_eq!(
            items[0],
            Err(Problem::GameTooLong {
                line: 3 + kept / line.len()
            })
        );
        assert_eq!(items[1].clone().unwrap().tag("Event"), Some("short"));
    }

    #[test]
    fn lichess_puzzle_csv() {
        let input = b"PuzzleId,FEN,Moves,Rating,Themes\n\
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6,1760,\"mate mateIn2\"\n\
bad,row\n";
        let (items, r) = read(input);
        assert_eq!(r.format(), Some(Format::Csv));
        let first = items[0].clone().unwrap();
        assert_eq!(first.line, 2);
        assert_eq!(
            first.text,
            "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17"
        );
        assert_eq!(first.tag("Themes"), Some("mate mateIn2"));
        assert_eq!(first.tag("PuzzleId"), Some("00sHx"));
        assert_eq!(
            items[1],
            Err(Problem::Columns {
                line: 3,
                found: 2,
                expected: 5
            })
        );
    }

    #[test]
    fn tag_pairs() {
        assert_eq!(
            tag_pair(r#"[White "A \"B\" \\C"]"#),
            Some(("White".into(), r#"A "B" \C"#.into()))
        );
        assert_eq!(tag_pair("[White"), None);
        assert_eq!(tag_pair(r#"[Site "x""#), Some(("Site".into(), "x".into())));
    }
}
