//! Reading files of records as they come, one entry at a time: one record a
//! line (Forsyth, FEN, EPD), boards drawn as grids, PGN games, or rows of a
//! CSV file with a header (lichess's puzzle database).
//!
//! A file of records is read as people publish them: lines that are no
//! record (headings, sentences, moves, file names; the rule is in
//! [`is_record`]) are passed over and counted ([`Reader::passed_over`]); the
//! line of text right above a record is its `title` and the lines of moves
//! below it its `solution` ([`EntryKind::Record`]). A board drawn as a grid
//! (eight lines of eight squares, `.`, `-` or `x` empty; python-chess's
//! `print`; an engine's `+---+` boxes) is one record, its Forsyth string.
//! A PGN file may begin with words before its first game, and have a blank
//! line inside a game's tags; its games are cut by the library's one PGN
//! reader ([`crate::games::PgnReader`] reads the same texts).
//!
//! Each kind of file is told once, here ([`FileKind`]), from its first line
//! that is no prose; a file of LaTeX `diagram` environments, read whole, is
//! told by [`holds_latex_diagrams`].
//!
//! Files are read as they are published:
//! - UTF-8, with or without a byte-order mark; UTF-16 with a byte-order mark;
//! - lines that are not UTF-8 are read as Windows-1252 (what older Windows
//!   tools write), and [`Reader::windows_1252`] tells the first such line so
//!   that the caller can say so once;
//! - `\n` or `\r\n` line ends; blank lines and lines starting with `#` are
//!   passed over in a file of records (silently), `%` escape lines in PGN;
//! - a line longer than [`MAX_LINE`] bytes is read to its end without being
//!   kept and reported as a [`Skipped`]; the next line goes on. A PGN game
//!   is kept up to [`MAX_MOVETEXT`] bytes and [`MAX_TAGS`] tag pairs; a
//!   longer game, or one with more tags, is a [`Skipped`] of its own and the
//!   next game goes on.
//!
//! Nothing is read ahead beyond the lines of one grid, of one record's
//! solution or of one PGN game, so a file of any length is read in bounded
//! memory.
//!
//! ```
//! use forsythe::input::{FileKind, Reader};
//! let file = "# two puzzles\n4k3/8/8/8/8/8/8/3QK3 w - - id \"a\";\r\n\n4k3/8/8/8/8/8/8/3RK3 w\n";
//! let mut reader = Reader::new(file.as_bytes());
//! let entries: Vec<_> = reader.by_ref().map(|e| e.unwrap().unwrap()).collect();
//! assert_eq!(reader.kind(), Some(FileKind::Lines));
//! assert_eq!((entries[1].line, entries[1].text.as_str()), (4, "4k3/8/8/8/8/8/8/3RK3 w"));
//! ```

use std::collections::VecDeque;
use std::io::{self, BufReader, Read};

use encoding_rs_io::{DecodeReaderBytes, DecodeReaderBytesBuilder};

use crate::csv_rows::Rows;
use crate::games::GameStream;

use crate::notation::MAX_LINE;

mod classify;
mod decode;
mod detect;
mod games;
mod problems;
mod records;
mod rows;
#[cfg(test)]
mod tests;

pub use classify::{is_placement_word, is_record};
use decode::{RawLine, decode, read_line};
pub use detect::holds_latex_diagrams;
use records::RecordLines;

/// The longest movetext of one PGN game that is kept, in bytes; so is the
/// game's text as written. A longer game is a [`Skipped::GameTooLong`].
pub const MAX_MOVETEXT: usize = 1 << 20;

/// The most tag pairs of one PGN game. A game with more is a
/// [`Skipped::TooManyTags`].
pub const MAX_TAGS: usize = 1024;

/// The standard starting position, for PGN games without a `FEN` tag.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What kind of file is being read, told by its first line that is neither
/// blank, nor a comment, nor prose (or by the caller: [`Reader::of_kind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileKind {
    /// One record a line.
    Lines,
    /// PGN games (the first line is a tag pair, `[Event "…"]`, or a move).
    Pgn,
    /// A CSV file whose header names a column of records (`FEN`, `EPD`,
    /// `Forsyth` or `Position`, in any case), its fields separated by `,`,
    /// `;` or a tab. A header without one, over a row as wide, is a
    /// [`Skipped::NoRecordColumn`], and no row of it is read.
    Csv,
    /// Chess problems: a Popeye input file (its first word begins
    /// `beginproblem`, `anfangproblem` or `debutprobleme`).
    Problems,
    /// Chess problems: a YACPDB or olive collection, YAML (its first line,
    /// after any `---`, is a problem's field: `algebraic:`, `authors:`,
    /// `stipulation:`, …).
    Olive,
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
    /// A line of a file of records, or a board drawn as a grid.
    Record {
        /// The lines of text that belong to it, by name: `title`, the line
        /// of text right above it (a heading such as `White vs Black,
        /// Havana 1966`), and `solution`, the lines of moves right below it.
        lines: Vec<(String, String)>,
    },
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
        /// The column it starts at on that line (from 1): a game may begin
        /// after the result of the one before, on the same line.
        pgn_column: usize,
    },
    /// A row of a CSV file: every column by its header's name.
    Row {
        /// The columns, in the header's order.
        columns: Vec<(String, String)>,
    },
    /// A chess problem of a problem file.
    Problem {
        /// Its lines by name, as the problem layout and templates take them:
        /// `Author`, `Source`, `Stipulation`, `Condition`, `Award`, `Title`,
        /// `Remark`, `Solution`, `Keywords`, `Options`.
        lines: Vec<(String, String)>,
        /// The problem.
        problem: Box<crate::problems::Problem>,
        /// What could not be read in the file from this problem's first line
        /// up to the next problem's.
        warnings: Vec<crate::problems::ProblemWarning>,
    },
}

impl Entry {
    /// A PGN tag or a CSV column, by name.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        let pairs = match &self.kind {
            EntryKind::Game { tags, .. } => tags,
            EntryKind::Row { columns } => columns,
            EntryKind::Record { lines } | EntryKind::Problem { lines, .. } => lines,
        };
        pairs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The PGN tags, the CSV columns, or a record's `title` and `solution`
    /// lines, in order.
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        match &self.kind {
            EntryKind::Game { tags, .. } => tags,
            EntryKind::Row { columns } => columns,
            EntryKind::Record { lines } | EntryKind::Problem { lines, .. } => lines,
        }
    }
}

/// A part of the input that gives no entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Skipped {
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
    /// A CSV file whose header names no column of records (see
    /// [`FileKind::Csv`]): none of its rows is read.
    NoRecordColumn {
        /// The header's line.
        line: usize,
    },
}

/// [`Reader::passed_over`] counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct PassedOver {
    /// How many lines were passed over: neither blank, nor a comment, nor
    /// a record, nor a line of a grid.
    pub lines: usize,
    /// The first of them.
    pub first: usize,
    /// How many of them are a record's `title`.
    pub titles: usize,
    /// How many records have a `solution` from them.
    pub solutions: usize,
}

/// Reads entries from bytes in any of the encodings the module describes.
pub struct Reader<R: Read> {
    inner: BufReader<DecodeReaderBytes<R, Vec<u8>>>,
    number: usize,
    peeked: VecDeque<RawLine>,
    /// The kind the caller knows the file is (a `.pgn` file), if any.
    hint: Option<FileKind>,
    records: RecordLines,
    passed: PassedOver,
    /// PGN: the games' texts, cut by the library's one PGN reader.
    games: Option<GameStream>,
    /// PGN: the line that told the file is PGN, to be read first.
    pgn_head: io::Cursor<Vec<u8>>,
    format: Option<FileKind>,
    header: Vec<String>,
    /// CSV: what separates fields.
    delimiter: u8,
    /// CSV: the header's line when it names no column of records; told once.
    no_record_column: Option<usize>,
    /// CSV: the rows after the header.
    rows: Option<Rows>,
    /// CSV without a header: its first row, read while telling the format.
    first_row: Option<RawLine>,
    windows_1252: Option<usize>,
    finished: bool,
    /// Problems: the entries not given out yet, once the file is read.
    problems: Option<VecDeque<Entry>>,
    /// Problems: the lines of the file read so far.
    problem_lines: usize,
    /// Problems: the warnings of a file that holds no problem to carry them.
    unplaced: Vec<crate::problems::ProblemWarning>,
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
            peeked: VecDeque::new(),
            hint: None,
            records: RecordLines::default(),
            passed: PassedOver::default(),
            games: None,
            pgn_head: io::Cursor::new(Vec::new()),
            format: None,
            header: Vec::new(),
            delimiter: b',',
            no_record_column: None,
            rows: None,
            first_row: None,
            windows_1252: None,
            finished: false,
            problems: None,
            unplaced: Vec::new(),
            problem_lines: 0,
        }
    }

    /// A reader of a file the caller knows to be of `kind` (a `.pgn` file
    /// is PGN whatever its first line is).
    #[must_use]
    pub fn of_kind(bytes: R, kind: FileKind) -> Reader<R> {
        let mut reader = Reader::new(bytes);
        reader.hint = Some(kind);
        reader
    }

    /// The kind of file, once its first entry has been read.
    #[must_use]
    pub fn kind(&self) -> Option<FileKind> {
        self.format
    }

    /// The lines that are not records (headings, prose, moves, text before
    /// the first game of a PGN file), counted so far; `None` when there
    /// were none. Read to the end, it tells the whole file.
    #[must_use]
    pub fn passed_over(&self) -> Option<PassedOver> {
        (self.passed.lines > 0).then_some(self.passed)
    }

    /// The warnings of a problem file in which no problem could be read:
    /// what was wrong with it, taken once (a problem's own warnings come
    /// with its entry).
    pub fn take_unplaced_warnings(&mut self) -> Vec<crate::problems::ProblemWarning> {
        std::mem::take(&mut self.unplaced)
    }

    /// The first line that was not UTF-8 and was read as Windows-1252.
    #[must_use]
    pub fn windows_1252(&self) -> Option<usize> {
        self.windows_1252
    }

    /// The next line, at most `limit` bytes kept; `None` at the end.
    fn line(&mut self, limit: usize) -> io::Result<Option<RawLine>> {
        if let Some(l) = self.peeked.pop_front() {
            return Ok(Some(l));
        }
        let mut bytes = Vec::new();
        let len = read_line(&mut self.inner, &mut bytes, limit)?;
        if len == 0 {
            return Ok(None);
        }
        self.number += 1;
        let too_long =
            (len > limit + 2 || (len > limit && bytes.last() != Some(&b'\n'))).then_some(len);
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        Ok(Some(RawLine {
            number: self.number,
            bytes,
            too_long,
        }))
    }

    /// The text of a line, decoded.
    fn text(&mut self, line: usize, bytes: Vec<u8>) -> String {
        let (text, windows_1252) = decode(bytes);
        if windows_1252 {
            self.windows_1252.get_or_insert(line);
        }
        text
    }

    /// Counts a line passed over.
    fn pass(&mut self, number: usize) {
        if self.passed.lines == 0 {
            self.passed.first = number;
        }
        self.passed.lines += 1;
    }
}

impl<R: Read> Iterator for Reader<R> {
    type Item = io::Result<Result<Entry, Skipped>>;

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
            FileKind::Lines => self.next_record(),
            FileKind::Pgn => self.next_game(),
            FileKind::Csv => self.next_row(),
            FileKind::Problems | FileKind::Olive => self.next_problem(),
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
