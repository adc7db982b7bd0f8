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
//! line inside a game's tags.
//!
//! Files are read as they are published:
//! - UTF-8, with or without a byte-order mark; UTF-16 with a byte-order mark;
//! - lines that are not UTF-8 are read as Windows-1252 (what older Windows
//!   tools write), and [`Reader::windows_1252`] tells the first such line so
//!   that the caller can say so once;
//! - `\n` or `\r\n` line ends; blank lines and lines starting with `#` are
//!   passed over in a file of records (silently), `%` escape lines in PGN;
//! - a line longer than [`MAX_LINE`] bytes is read to its end without being
//!   kept and reported as a [`Problem`]; the next line goes on. A PGN game
//!   is kept up to [`MAX_MOVETEXT`] bytes and [`MAX_TAGS`] tag pairs; a
//!   longer game, or one with more tags, is a [`Problem`] of its own and the
//!   next game goes on.
//!
//! Nothing is read ahead beyond the lines of one grid or of one record's
//! solution, so a file of any length is read in constant memory.
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
use std::io::{self, BufRead, BufReader, Read};

use encoding_rs_io::{DecodeReaderBytes, DecodeReaderBytesBuilder};

use crate::csv_rows::Rows;
use crate::games::Splitter;

pub use crate::notation::MAX_LINE;

mod classify;

pub use classify::is_record;
use classify::{GridLine, GridStyle};

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
    /// [`Problem::NoRecordColumn`], and no row of it is read.
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
    /// position, a CSV row's column of records (see [`FileKind::Csv`]).
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
        warnings: Vec<crate::problems::Warning>,
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
    /// A CSV file whose header names no column of records (see
    /// [`FileKind::Csv`]): none of its rows is read.
    NoRecordColumn {
        /// The header's line.
        line: usize,
    },
}

/// One line as read: its number, its bytes (without the line end), and its
/// full length in bytes when it was too long to keep.
struct Line {
    number: usize,
    bytes: Vec<u8>,
    too_long: Option<usize>,
    /// For a line of PGN: where games begin in the bytes kept, as the
    /// library's splitter finds them.
    starts: Vec<usize>,
    /// For a line of PGN: a `%` escape line (a `%` in column 1 outside a
    /// comment).
    escape: bool,
}

/// The part of a line of PGN in one game: all of it, or the part before or
/// after where a game begins.
struct Piece {
    line: usize,
    /// The column it starts at, from 1 (counting UTF-8 characters).
    column: usize,
    text: String,
    too_long: Option<usize>,
    /// A game begins at its first byte.
    starts_game: bool,
    escape: bool,
}

/// A PGN game as it is read, piece by piece.
#[derive(Default)]
struct GameText {
    /// Something was taken, if only blanks.
    taken: bool,
    tags: Vec<(String, String)>,
    /// The line and column of the game's first tag or token.
    first: Option<(usize, usize)>,
    fen_line: Option<usize>,
    movetext: String,
    movetext_line: Option<usize>,
    /// The game as written, from its first line, with `%` lines blanked
    /// so that every line keeps its number.
    pgn: String,
    pgn_lines: usize,
    problem: Option<Problem>,
    /// Lines of words before the file's first game are passed over.
    preamble: bool,
    /// The lines passed over.
    passed: Vec<usize>,
}

impl GameText {
    fn take(&mut self, piece: Piece) {
        self.taken = true;
        let number = piece.line;
        if let Some(bytes) = piece.too_long {
            self.problem.get_or_insert(Problem::TooLong {
                line: number,
                bytes,
            });
            self.first.get_or_insert((number, piece.column));
            return;
        }
        let t = piece.text.trim();
        if self.first.is_none() && (t.is_empty() || piece.escape) {
            return;
        }
        if self.first.is_none() && self.preamble && crate::games::is_preamble(t) {
            // Words before the file's first game.
            self.passed.push(number);
            return;
        }
        self.preamble = false;
        let (first, _) = *self.first.get_or_insert((number, piece.column));
        // Keep the game's text, line for line.
        while self.pgn_lines < number - first {
            self.pgn.push('\n');
            self.pgn_lines += 1;
        }
        if self.pgn.len() + piece.text.len() < MAX_MOVETEXT {
            if !piece.escape {
                self.pgn.push_str(&piece.text);
            }
        } else {
            self.problem
                .get_or_insert(Problem::GameTooLong { line: number });
        }
        if piece.escape {
            return;
        }
        // Tag pairs, read as the library reads them, until the movetext.
        let mut rest = t;
        while self.movetext_line.is_none() {
            let Some(after) = rest.strip_prefix('[') else {
                break;
            };
            let Some((name, value, used)) = crate::games::tag_pair(after) else {
                break;
            };
            if self.tags.len() == MAX_TAGS {
                self.problem
                    .get_or_insert(Problem::TooManyTags { line: number });
            } else {
                if name == "FEN" {
                    self.fen_line = Some(number);
                }
                self.tags.push((name, value));
            }
            rest = after[used..].trim_start();
        }
        if rest.is_empty() {
            return;
        }
        self.movetext_line.get_or_insert(number);
        if self.movetext.len() + rest.len() < MAX_MOVETEXT {
            if !self.movetext.is_empty() {
                self.movetext.push('\n');
            }
            self.movetext.push_str(rest);
        }
    }

    /// The entry of the game, or its problem; `None` when its text holds no
    /// game (blanks, comments, move numbers, the words before a file's
    /// first game), as for the library's readers.
    fn finish(self, first_in_file: bool) -> Option<Result<Entry, Problem>> {
        let (first, column) = self.first?;
        if let Some(problem) = self.problem {
            return Some(Err(problem));
        }
        let pgn = self.pgn.trim_end().to_owned();
        if first_in_file && pgn.is_empty() {
            return None;
        }
        // A game with tags is a game; without, the library decides.
        if self.tags.is_empty()
            && matches!(crate::games::read_game(&pgn, first, column, 1), Ok(None))
        {
            return None;
        }
        let text = self
            .tags
            .iter()
            .find(|(n, _)| n == "FEN")
            .map_or(START_FEN, |(_, v)| v.as_str())
            .to_owned();
        Some(Ok(Entry {
            line: self.fen_line.unwrap_or(first),
            text,
            kind: EntryKind::Game {
                tags: self.tags,
                movetext: self.movetext,
                movetext_line: self.movetext_line.unwrap_or(first),
                pgn,
                pgn_line: first,
                pgn_column: column,
            },
        }))
    }
}

/// Text from bytes: UTF-8, or else Windows-1252.
fn decode(bytes: Vec<u8>) -> (String, bool) {
    match String::from_utf8(bytes) {
        Ok(t) => (t, false),
        Err(e) => {
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(e.as_bytes());
            (text.into_owned(), true)
        }
    }
}

/// The lines of a file of records that are not records, as
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

/// The longest solution kept with a record, in lines.
const MAX_SOLUTION_LINES: usize = 16;

/// A line of a grid as read: its number, its text, and the squares of its
/// row (`None` for a border).
type GridText = (usize, String, Option<Vec<Option<char>>>);

/// A file of records as it is read: what is ready, the record waiting for
/// the moves below it, the heading above the next one, the grid being read.
#[derive(Default)]
struct RecordLines {
    ready: VecDeque<Result<Entry, Problem>>,
    pending: Option<Entry>,
    solution: Vec<String>,
    title: Option<String>,
    /// The lines of the grid being read, with the row each holds (none for
    /// a border), and how its rows are written.
    grid: Vec<GridText>,
    grid_style: Option<GridStyle>,
    done: bool,
}

/// Reads entries from bytes in any of the encodings the module describes.
pub struct Reader<R: Read> {
    inner: BufReader<DecodeReaderBytes<R, Vec<u8>>>,
    number: usize,
    peeked: VecDeque<Line>,
    /// The kind the caller knows the file is (a `.pgn` file), if any.
    hint: Option<FileKind>,
    records: RecordLines,
    passed: PassedOver,
    /// PGN: the next game is the file's first.
    first_game: bool,
    /// PGN: where games begin, by the library's rule.
    splitter: Splitter,
    /// PGN: the rest of a line, from a byte offset, after a game ended in it.
    rest: Option<(Line, usize)>,
    /// PGN: the first piece of the next game.
    held: Option<Piece>,
    format: Option<FileKind>,
    header: Vec<String>,
    /// CSV: what separates fields.
    delimiter: u8,
    /// CSV: the header's line when it names no column of records; told once.
    no_record_column: Option<usize>,
    /// CSV: the rows after the header.
    rows: Option<Rows>,
    windows_1252: Option<usize>,
    finished: bool,
    /// Problems: the entries not given out yet, once the file is read.
    problems: Option<VecDeque<Entry>>,
    /// Problems: the lines of the file read so far.
    problem_lines: usize,
    /// Problems: the warnings of a file that holds no problem to carry them.
    unplaced: Vec<crate::problems::Warning>,
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
            first_game: true,
            splitter: Splitter::new(),
            rest: None,
            held: None,
            format: None,
            header: Vec::new(),
            delimiter: b',',
            no_record_column: None,
            rows: None,
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
    pub fn take_unplaced_warnings(&mut self) -> Vec<crate::problems::Warning> {
        std::mem::take(&mut self.unplaced)
    }

    /// The first line that was not UTF-8 and was read as Windows-1252.
    #[must_use]
    pub fn windows_1252(&self) -> Option<usize> {
        self.windows_1252
    }

    /// The next line, at most `limit` bytes kept; `None` at the end. With
    /// `split`, every byte of it (kept or not) is fed to the splitter and
    /// the line tells where games begin in what is kept.
    fn line(&mut self, limit: usize, split: bool) -> io::Result<Option<Line>> {
        if let Some(l) = self.peeked.pop_front() {
            return Ok(Some(l));
        }
        let mut buf = Vec::new();
        let mut starts = Vec::new();
        let in_comment = self.splitter.in_comment();
        let splitter = &mut self.splitter;
        let mut offset = 0;
        let len = read_line(&mut self.inner, &mut buf, limit, |piece, kept| {
            if split {
                let mut i = 0;
                while let Some(k) = splitter.feed(&piece[i..]) {
                    if kept {
                        starts.push(offset + i + k);
                    }
                    i += k + 1;
                }
            }
            offset += piece.len();
        })?;
        if len == 0 {
            return Ok(None);
        }
        self.number += 1;
        let too_long =
            (len > limit + 2 || (len > limit && buf.last() != Some(&b'\n'))).then_some(len);
        while matches!(buf.last(), Some(b'\n' | b'\r')) {
            buf.pop();
        }
        starts.retain(|&s| s < buf.len());
        Ok(Some(Line {
            number: self.number,
            escape: split && !in_comment && buf.first() == Some(&b'%'),
            bytes: buf,
            too_long,
            starts,
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

    /// The next piece of PGN: the rest of a line up to where a game begins
    /// in it, or to its end.
    fn piece(&mut self) -> io::Result<Option<Piece>> {
        if let Some(piece) = self.held.take() {
            return Ok(Some(piece));
        }
        let (mut line, from) = match self.rest.take() {
            Some(rest) => rest,
            None => match self.line(MAX_LINE, true)? {
                Some(line) => (line, 0),
                None => return Ok(None),
            },
        };
        let to = line.starts.iter().copied().find(|&s| s > from);
        let starts_game = line.starts.contains(&from);
        let end = to.unwrap_or(line.bytes.len());
        let column = 1 + line.bytes[..from]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        let bytes = match to {
            Some(_) => line.bytes[from..end].to_vec(),
            None if from == 0 => std::mem::take(&mut line.bytes),
            None => line.bytes.split_off(from),
        };
        let text = self.text(line.number, bytes);
        let piece = Piece {
            line: line.number,
            column,
            text,
            too_long: if to.is_none() {
                line.too_long.map(|len| len - from)
            } else {
                None
            },
            starts_game,
            escape: line.escape && from == 0,
        };
        if let Some(to) = to {
            self.rest = Some((line, to));
        }
        Ok(Some(piece))
    }

    /// Tells the format from the first line that is neither blank, nor a
    /// comment, nor prose (a heading, a sentence), leaving the lines to be
    /// read again: all of them in a file of records, where prose may be a
    /// record's title; in PGN and CSV the prose before the first game or
    /// the header is passed over.
    fn sniff(&mut self) -> io::Result<FileKind> {
        if let Some(kind) = self.hint {
            return Ok(kind);
        }
        let mut held: VecDeque<Line> = VecDeque::new();
        let mut prose: Vec<usize> = Vec::new();
        let mut document_start = false;
        loop {
            // Each line is split as if it were the first: the lines passed
            // over leave no state behind.
            self.splitter = Splitter::new();
            let Some(line) = self.line(MAX_LINE, true)? else {
                self.peeked = held;
                return Ok(FileKind::Lines);
            };
            let text = String::from_utf8_lossy(&line.bytes);
            let t = text.trim();
            if t.is_empty() || t.starts_with('#') || t.starts_with('%') {
                held.push_back(line);
                continue;
            }
            if crate::problems::is_document_start(t) {
                document_start = true;
                held.push_back(line);
                continue;
            }
            let problems = if crate::problems::is_popeye(t) {
                Some(FileKind::Problems)
            } else if crate::problems::is_olive_field(t, document_start) {
                Some(FileKind::Olive)
            } else {
                None
            };
            let format = if let Some(kind) = problems {
                held.push_back(line);
                self.peeked = held;
                return Ok(kind);
            } else if t.starts_with('[') || is_movetext(t) {
                FileKind::Pgn
            } else if let Some((delimiter, header)) =
                csv_header(t).filter(|_| line.too_long.is_none())
            {
                self.delimiter = delimiter;
                self.header = header;
                FileKind::Csv
            } else if line.too_long.is_none()
                && held.len() < 1024
                && classify::grid_line(t).is_none()
                && !matches!(classify::classify(t), classify::Line::Record { .. })
            {
                prose.push(line.number);
                held.push_back(line);
                continue;
            } else if let Some((number, delimiter, header)) = headless_csv(&held, &prose, t) {
                // Rows under a header of columns, none of them records:
                // nothing of it is read as a record.
                self.no_record_column = Some(number);
                self.delimiter = delimiter;
                self.header = header;
                prose.retain(|&p| p != number);
                FileKind::Csv
            } else {
                FileKind::Lines
            };
            match format {
                FileKind::Lines => {
                    held.push_back(line);
                    self.peeked = held;
                }
                _ => {
                    for number in prose {
                        self.pass(number);
                    }
                    if format != FileKind::Csv {
                        self.peeked.push_back(line);
                    }
                }
            }
            return Ok(format);
        }
    }

    /// Counts a line passed over.
    fn pass(&mut self, number: usize) {
        if self.passed.lines == 0 {
            self.passed.first = number;
        }
        self.passed.lines += 1;
    }

    /// The next problem of a problem file: the whole file is read and its
    /// problems queued at the first call.
    fn next_problem(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        if self.problems.is_none() {
            let mut text = String::new();
            while let Some(line) = self.line(MAX_LINE, false)? {
                let (t, windows_1252) = decode(line.bytes);
                if windows_1252 {
                    self.windows_1252.get_or_insert(line.number);
                }
                // Line numbers stay those of the file.
                while self.problem_lines < line.number.saturating_sub(1) {
                    text.push('\n');
                    self.problem_lines += 1;
                }
                text.push_str(&t);
                text.push('\n');
                self.problem_lines += 1;
            }
            let collection = if self.format == Some(FileKind::Olive) {
                crate::problems::read_olive(&text)
            } else {
                crate::problems::read_popeye(&text)
            };
            if collection.problems.is_empty() {
                self.unplaced = collection.warnings;
                self.problems = Some(VecDeque::new());
                return Ok(None);
            }
            let entries = problem_entries(collection);
            self.problems = Some(entries.into());
        }
        Ok(self.problems.as_mut().and_then(VecDeque::pop_front).map(Ok))
    }

    fn next_record(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        loop {
            if let Some(entry) = self.records.ready.pop_front() {
                return Ok(Some(entry));
            }
            if self.records.done {
                return Ok(None);
            }
            let Some(line) = self.line(MAX_LINE, false)? else {
                self.end_grid();
                self.flush_record();
                self.records.done = true;
                continue;
            };
            if let Some(bytes) = line.too_long {
                self.end_grid();
                self.flush_record();
                self.records.ready.push_back(Err(Problem::TooLong {
                    line: line.number,
                    bytes,
                }));
                continue;
            }
            let text = self.text(line.number, line.bytes);
            self.take_line(line.number, text);
        }
    }

    /// Takes one line of a file of records.
    fn take_line(&mut self, number: usize, text: String) {
        let t = text.trim();
        if t.is_empty() || t.starts_with('#') {
            // A blank line ends a grid, and a heading must stand right above
            // its record; the record above may still get the moves below.
            self.end_grid();
            self.records.title = None;
            return;
        }
        match classify::grid_line(t) {
            Some(GridLine::Row { style, cells }) => {
                let grid = &self.records;
                let width = grid
                    .grid
                    .iter()
                    .rev()
                    .find_map(|(_, _, r)| r.as_ref().map(Vec::len));
                if grid.grid_style.is_some_and(|s| s != style)
                    || width.is_some_and(|w| w != cells.len())
                {
                    self.end_grid();
                }
                self.records.grid_style = Some(style);
                self.records.grid.push((number, text, Some(cells)));
            }
            Some(GridLine::Border) => self.records.grid.push((number, text, None)),
            None => {
                self.end_grid();
                self.take_text(number, text);
            }
        }
    }

    /// Takes a line of a file of records that is no line of a grid.
    fn take_text(&mut self, number: usize, text: String) {
        match classify::classify(&text) {
            classify::Line::Record { skip } => {
                let record = if skip == 0 {
                    text
                } else {
                    text[skip..].to_owned()
                };
                self.start_record(number, record);
            }
            classify::Line::Moves
                if self.records.pending.is_some()
                    && self.records.solution.len() < MAX_SOLUTION_LINES =>
            {
                self.pass(number);
                self.records.solution.push(text.trim().to_owned());
            }
            kind => {
                self.flush_record();
                self.pass(number);
                if kind == classify::Line::Prose {
                    self.records.title = Some(text.trim().to_owned());
                }
            }
        }
    }

    /// A record begins: the one before is complete, and this one takes the
    /// heading above it.
    fn start_record(&mut self, number: usize, text: String) {
        self.flush_record();
        let mut lines = Vec::new();
        if let Some(title) = self.records.title.take() {
            self.passed.titles += 1;
            lines.push(("title".to_owned(), title));
        }
        self.records.pending = Some(Entry {
            line: number,
            text,
            kind: EntryKind::Record { lines },
        });
    }

    /// The record waiting for its moves is complete.
    fn flush_record(&mut self) {
        let solution = std::mem::take(&mut self.records.solution);
        if let Some(mut entry) = self.records.pending.take() {
            if !solution.is_empty() {
                self.passed.solutions += 1;
                if let EntryKind::Record { lines } = &mut entry.kind {
                    lines.push(("solution".to_owned(), solution.join(" ")));
                }
            }
            self.records.ready.push_back(Ok(entry));
        }
    }

    /// The grid being read ends: a record when it is a whole board, else
    /// its lines are read as other lines.
    fn end_grid(&mut self) {
        let grid = std::mem::take(&mut self.records.grid);
        let style = self.records.grid_style.take();
        if grid.is_empty() {
            return;
        }
        let rows: Vec<&Vec<Option<char>>> =
            grid.iter().filter_map(|(_, _, r)| r.as_ref()).collect();
        let least = match style {
            Some(GridStyle::Boxed) => 2,
            Some(GridStyle::Spaced) => 3,
            _ => 4,
        };
        let whole = rows.len() >= least
            && rows.len() <= crate::board::MAX_SIDE
            && (style != Some(GridStyle::Plain) || rows.iter().any(|r| r.contains(&None)));
        if whole {
            let first = grid
                .iter()
                .find(|(_, _, r)| r.is_some())
                .map_or(grid[0].0, |(n, _, _)| *n);
            let text = grid_forsyth(&rows);
            self.start_record(first, text);
            return;
        }
        for (number, text, _) in grid {
            self.take_text(number, text);
        }
    }

    fn next_row(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        if let Some(line) = self.no_record_column {
            self.no_record_column = Some(0);
            return Ok((line > 0).then_some(Err(Problem::NoRecordColumn { line })));
        }
        let delimiter = self.delimiter;
        let rows = self.rows.get_or_insert_with(|| {
            Rows::new(self.number as u64 + 1, MAX_LINE).with_delimiter(delimiter)
        });
        let Some(row) = rows.next(&mut self.inner)? else {
            return Ok(None);
        };
        let line = usize::try_from(row.line).unwrap_or(usize::MAX);
        if let Some(bytes) = row.too_long {
            return Ok(Some(Err(Problem::TooLong { line, bytes })));
        }
        let mut values = Vec::with_capacity(self.header.len());
        for field in rows.fields() {
            let (text, windows_1252) = decode(field.to_vec());
            if windows_1252 {
                self.windows_1252.get_or_insert(line);
            }
            values.push(text);
        }
        let fen = self.header.iter().position(|h| is_record_column(h));
        let (Some(fen), true) = (fen, values.len() == self.header.len()) else {
            return Ok(Some(Err(Problem::Columns {
                line,
                found: values.len(),
                expected: self.header.len(),
            })));
        };
        let text = values[fen].clone();
        let columns = self.header.iter().cloned().zip(values).collect();
        Ok(Some(Ok(Entry {
            line,
            text,
            kind: EntryKind::Row { columns },
        })))
    }

    /// The next PGN game: pieces of lines, up to where the library's
    /// splitter says the next game begins.
    fn next_game(&mut self) -> io::Result<Option<Result<Entry, Problem>>> {
        let mut game = GameText {
            preamble: self.first_game,
            ..GameText::default()
        };
        while let Some(piece) = self.piece()? {
            if piece.starts_game && game.taken {
                self.held = Some(piece);
                let first = std::mem::replace(&mut self.first_game, false);
                let mut done = std::mem::take(&mut game);
                for number in std::mem::take(&mut done.passed) {
                    self.pass(number);
                }
                if let Some(entry) = done.finish(first) {
                    return Ok(Some(entry));
                }
                continue;
            }
            game.take(piece);
        }
        let first = std::mem::replace(&mut self.first_game, false);
        for number in std::mem::take(&mut game.passed) {
            self.pass(number);
        }
        Ok(game.finish(first))
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

/// The entries of a problem file: each problem with its lines and the
/// warnings from its first line up to the next problem's.
fn problem_entries(collection: crate::problems::Collection) -> Vec<Entry> {
    let crate::problems::Collection { problems, warnings } = collection;
    let starts: Vec<usize> = problems.iter().map(|p| p.line).collect();
    let mut entries: Vec<Entry> = problems
        .into_iter()
        .map(|p| Entry {
            line: p.line.max(1),
            text: crate::notation::write_board(&p.board, &p.notation.dialect),
            kind: EntryKind::Problem {
                lines: p.lines(),
                problem: Box::new(p),
                warnings: Vec::new(),
            },
        })
        .collect();
    for w in warnings {
        // The last problem starting at or before the warning's line.
        let i = starts.iter().rposition(|&s| s <= w.line).unwrap_or(0);
        if let Some(EntryKind::Problem { warnings, .. }) = entries.get_mut(i).map(|e| &mut e.kind) {
            warnings.push(w);
        }
    }
    entries
}

/// Reads one line of at most `limit` bytes into `buf`; a longer line is
/// read to its end without keeping the rest. Every byte of the line is shown
/// to `sink` in order, with whether it is kept. Returns the line's full
/// length (0 at the end of the input).
fn read_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    limit: usize,
    mut sink: impl FnMut(&[u8], bool),
) -> io::Result<usize> {
    let mut len = reader
        .by_ref()
        .take(limit as u64 + 1)
        .read_until(b'\n', buf)?;
    sink(buf, true);
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
                sink(&available[..=i], false);
                reader.consume(i + 1);
                return Ok(len + i + 1);
            }
            None => {
                let n = available.len();
                sink(available, false);
                len += n;
                reader.consume(n);
            }
        }
    }
}

/// The Forsyth string of a grid's rows: its squares as written, runs of
/// empty squares as digits (at most 9 each), ranks separated by `/`.
fn grid_forsyth(rows: &[&Vec<Option<char>>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0u32;
        for cell in row.iter() {
            match cell {
                None => empty += 1,
                Some(c) => {
                    flush_empty(&mut out, &mut empty);
                    out.push(*c);
                }
            }
        }
        flush_empty(&mut out, &mut empty);
    }
    out
}

fn flush_empty(out: &mut String, empty: &mut u32) {
    while *empty > 0 {
        let n = (*empty).min(9);
        out.push(char::from_digit(n, 10).unwrap_or('9'));
        *empty -= n;
    }
}

/// Whether a first line is PGN movetext written without tags: a move
/// number and a move (`1. e4 e5`, `1.d4`, `12... Nf6`). A placement never
/// reads so: its first field would hold a `/`, or no move after the dots.
fn is_movetext(line: &str) -> bool {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &line[digits..];
    let dots = rest.bytes().take_while(|&b| b == b'.').count();
    if digits == 0 || !(dots == 1 || dots == 3) {
        return false;
    }
    let first_field = line.split_whitespace().next().unwrap_or("");
    let mv = rest[dots..].split_whitespace().next().unwrap_or("");
    let mut chars = mv.chars();
    let san = match chars.next() {
        Some('K' | 'Q' | 'R' | 'B' | 'N') => chars.any(|c| c.is_ascii_digit()),
        Some('a'..='h') => chars.next().is_some_and(|c| c.is_ascii_digit() || c == 'x'),
        Some('O' | '0') => mv.starts_with("O-O") || mv.starts_with("0-0"),
        _ => false,
    };
    san && !first_field.contains('/')
}

/// What may separate the fields of a CSV file, in the order tried.
const CSV_DELIMITERS: [u8; 3] = [b',', b';', b'\t'];

/// Whether a CSV header's column holds the records.
fn is_record_column(name: &str) -> bool {
    let name = name.trim();
    ["FEN", "EPD", "Forsyth", "Position"]
        .iter()
        .any(|c| name.eq_ignore_ascii_case(c))
}

/// A first line that is a CSV header with a column of records: what
/// separates its fields, and its names.
fn csv_header(line: &str) -> Option<(u8, Vec<String>)> {
    CSV_DELIMITERS.into_iter().find_map(|d| {
        let fields = csv_fields(line, d);
        (fields.len() > 1 && fields.iter().any(|f| is_record_column(f))).then_some((d, fields))
    })
}

/// A CSV header without a column of records: the last line `held` (which is
/// prose, in `prose`) names two or more columns, short words without `/`,
/// and `row`, the first line that is no prose, has as many fields by the
/// same separator. Its line, separator and names.
fn headless_csv(
    held: &VecDeque<Line>,
    prose: &[usize],
    row: &str,
) -> Option<(usize, u8, Vec<String>)> {
    let header = held.back().filter(|l| prose.last() == Some(&l.number))?;
    let text = String::from_utf8_lossy(&header.bytes);
    CSV_DELIMITERS.into_iter().find_map(|d| {
        let names = csv_fields(&text, d);
        let named = names.len() > 1
            && names.iter().all(|n| {
                let n = n.trim();
                !n.is_empty() && n.len() <= 40 && !n.contains('/')
            });
        (named && csv_fields(row, d).len() == names.len()).then_some((header.number, d, names))
    })
}

/// The fields of one CSV line separated by `delimiter` (RFC 4180 quoting; a
/// row does not span lines), read by the one CSV reader.
fn csv_fields(line: &str, delimiter: u8) -> Vec<String> {
    if !line.as_bytes().contains(&delimiter) {
        return vec![line.to_owned()];
    }
    let mut rows = Rows::new(1, MAX_LINE).with_delimiter(delimiter);
    let mut bytes = line.as_bytes();
    match rows.next(&mut bytes) {
        Ok(Some(_)) => rows
            .fields()
            .map(|f| String::from_utf8_lossy(f).into_owned())
            .collect(),
        _ => Vec::new(),
    }
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
        let (items, r) = read(b"# puzzles\n\nk7/8 w\r\n  \n#x\nK7\nk7/8 b \xe9t\xe9\n");
        assert_eq!(r.kind(), Some(FileKind::Lines));
        let got: Vec<(usize, String)> = items
            .into_iter()
            .map(|e| e.map(|e| (e.line, e.text)).unwrap())
            .collect();
        assert_eq!(
            got,
            [
                (3, "k7/8 w".to_owned()),
                (6, "K7".to_owned()),
                (7, "k7/8 b été".to_owned())
            ]
        );
        assert_eq!(r.windows_1252(), Some(7));
    }

    #[test]
    fn byte_order_marks_and_utf16() {
        assert_eq!(lines(b"\xef\xbb\xbfk7 w\n"), [(1, "k7 w".to_owned())]);
        let mut le = vec![0xff, 0xfe];
        for u in "K7 b\r\nk7/8 \u{e9}\n".encode_utf16() {
            le.extend_from_slice(&u.to_le_bytes());
        }
        assert_eq!(
            lines(&le),
            [(1, "K7 b".to_owned()), (2, "k7/8 \u{e9}".to_owned())]
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
                    kind: EntryKind::Record { lines: Vec::new() }
                })
            ]
        );
    }

    #[test]
    fn movetext_without_tags_is_pgn() {
        for first in [
            "1. e4 e5 2. Nf3 Nc6 *",
            "1.d4 d5",
            "12... Nf6 13. O-O",
            "1. Nf3",
        ] {
            let text = format!("{first}\n");
            let (entries, r) = read(text.as_bytes());
            assert_eq!(r.kind(), Some(FileKind::Pgn), "{first}");
            assert_eq!(entries.len(), 1, "{first}");
        }
        for line in [
            "1......./8/8/8/8/8/8/8",
            "1.k6",
            "1. hello",
            "8/8/8/8/8/8/8/8 w - -",
        ] {
            let text = format!("{line}\n");
            let (_, r) = read(text.as_bytes());
            assert_eq!(r.kind(), Some(FileKind::Lines), "{line}");
        }
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
        assert_eq!(r.kind(), Some(FileKind::Pgn));
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
                pgn_column: 1,
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
        assert_eq!(r.kind(), Some(FileKind::Csv));
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
    fn trap_01_csv_header_in_any_case_and_separator() {
        for input in [
            "number,fen,solution\n1,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n",
            "Number;Fen;Solution\n1;8/8/8/8/8/8/8/K6k w - - 0 1;Ka2\n",
            "# a book\nnumber\tFEN\tsolution\n1\t8/8/8/8/8/8/8/K6k w - - 0 1\tKa2\n",
            "id,epd\n1,\"8/8/8/8/8/8/8/K6k w - -\"\n",
        ] {
            let (items, r) = read(input.as_bytes());
            assert_eq!(r.kind(), Some(FileKind::Csv), "{input}");
            assert_eq!(items.len(), 1, "{input}");
            let row = items[0].clone().unwrap();
            assert!(row.text.starts_with("8/8/8/8/8/8/8/K6k w - -"), "{input}");
            assert_eq!(row.tags()[0].1, "1");
        }
    }

    #[test]
    fn trap_01_csv_without_a_record_column_reads_no_row() {
        let input = b"number,position fen,solution\n\
1,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,e4\n\
2,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n";
        let (items, r) = read(input);
        assert_eq!(r.kind(), Some(FileKind::Csv));
        assert_eq!(items, vec![Err(Problem::NoRecordColumn { line: 1 })]);
        // A title with a comma over a record is no header.
        let (items, r) = read(b"Smith, 1966\n8/8/8/8/8/8/8/K6k w - - 0 1\n");
        assert_eq!(r.kind(), Some(FileKind::Lines));
        assert_eq!(
            record_lines(&items[0].clone().unwrap()),
            [("title", "Smith, 1966")]
        );
    }

    fn record_lines(e: &Entry) -> Vec<(&str, &str)> {
        e.tags()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect()
    }

    #[test]
    fn prose_is_passed_over_and_headings_and_solutions_belong_to_records() {
        let file = "Mate in two\n\
                    White to move and mate in two moves in every position.\n\
                    \n\
                    Lindqvist vs Moreau, Rotterdam 1987\n\
                    5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1\n\
                    1. Qd3+ Ke1 2. Qe2#\n\
                    \n\
                    Okafor vs Brandt, Lagos 1994\n\
                    8/5R2/2Q5/8/8/1k2p3/8/6K1 w - - 0 1\n\
                    1. Rb7+ Ka3\n\
                    2. Qa6#\n\
                    Varga vs Nilsen, Budapest 1971\n\
                    \n\
                    3R4/k7/8/2R5/K7/8/8/2B5 w - - 0 1\n\
                    hello have a nice day w - - 0 1\n";
        let (items, r) = read(file.as_bytes());
        assert_eq!(r.kind(), Some(FileKind::Lines));
        let entries: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
        assert_eq!(entries.len(), 3);
        assert_eq!(
            (entries[0].line, entries[0].text.as_str()),
            (5, "5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1")
        );
        assert_eq!(
            record_lines(&entries[0]),
            [
                ("title", "Lindqvist vs Moreau, Rotterdam 1987"),
                ("solution", "1. Qd3+ Ke1 2. Qe2#")
            ]
        );
        assert_eq!(
            record_lines(&entries[1]),
            [
                ("title", "Okafor vs Brandt, Lagos 1994"),
                ("solution", "1. Rb7+ Ka3 2. Qa6#")
            ]
        );
        // A blank line between heading and record: the heading is not its.
        assert_eq!(record_lines(&entries[2]), []);
        assert_eq!(entries[2].line, 14);
        let passed = r.passed_over().expect("lines passed over");
        assert_eq!(
            (passed.lines, passed.first, passed.titles, passed.solutions),
            (9, 1, 2, 2)
        );
    }

    #[test]
    fn a_file_of_records_alone_passes_nothing_over() {
        let (items, r) = read(b"k7\n\n# note\n8/8/8/8/8/8/8/8 w\n");
        assert_eq!(items.len(), 2);
        assert_eq!(r.passed_over(), None);
    }

    #[test]
    fn grids_are_records_in_any_style() {
        // Eight lines of eight, two grids apart, `.`, `-` and `x` empty,
        // German letters kept as written.
        let plain = "ks......\n\
                     ........\n\
                     .K......\n\
                     --------\n\
                     xxxxxxxx\n\
                     ........\n\
                     ........\n\
                     .......D\n\
                     \n\
                     rnbqkbnr\npppppppp\n........\n........\n....P...\n........\nPPPP.PPP\nRNBQKBNR\n";
        assert_eq!(
            lines(plain.as_bytes()),
            [
                (1, "ks6/8/1K6/8/8/8/8/7D".to_owned()),
                (
                    10,
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".to_owned()
                )
            ]
        );
        // python-chess's print(board).
        let python = "r . b q k b . r\np p p p . Q p p\n. . n . . n . .\n. . . . p . . .\n\
                      . . B . P . . .\n. . . . . . . .\nP P P P . P P P\nR N B . K . N R\n";
        assert_eq!(
            lines(python.as_bytes()),
            [(
                1,
                "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR".to_owned()
            )]
        );
        // Stockfish's `d`: boxes, rank numbers, file letters, and the lines
        // after it passed over.
        let mut stockfish = String::from("\n +---+---+---+---+---+---+---+---+\n");
        for (rank, row) in [
            "r n b q k b n r",
            "p p p p p p p p",
            "",
            "",
            "",
            "",
            "P P P P P P P P",
            "R N B Q K B N R",
        ]
        .iter()
        .enumerate()
        {
            let cells: Vec<&str> = if row.is_empty() {
                vec![" "; 8]
            } else {
                row.split(' ').collect()
            };
            stockfish.push_str(&format!(" | {} | {}\n", cells.join(" | "), 8 - rank));
            stockfish.push_str(" +---+---+---+---+---+---+---+---+\n");
        }
        stockfish.push_str("   a   b   c   d   e   f   g   h\n\nFen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nKey: 8F8F01D4562F59FB\nCheckers:\n");
        let (items, r) = read(stockfish.as_bytes());
        let entries: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
        assert_eq!(entries.len(), 1);
        assert_eq!(
            (entries[0].line, entries[0].text.as_str()),
            (3, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
        );
        assert_eq!(r.passed_over().map(|p| p.lines), Some(3));
        // Words of one length are no grid.
        let (items, r) = read(b"Black\nWhite\nAdams\nTorre\n");
        assert!(items.is_empty());
        assert_eq!(r.passed_over().map(|p| p.lines), Some(4));
    }

    #[test]
    fn pgn_as_chessbase_and_websites_write_it() {
        // A blank line inside the tags; all tags on one line; words before
        // the first game; `%` escapes and `;` comments.
        let input = "Downloaded from a website\n\
                     on a rainy day\n\
                     [Event \"A\"]\n\
                     \n\
                     [Date \"2017.12.04\"]\n\
                     [White \"X\"]\n\
                     \n\
                     1. e4 e5 ; a comment\n\
                     % an escape\n\
                     2. Nf3 0-1\n\
                     \n\
                     [Event \"B\"] [White \"Y\"] [Black \"Z\"]\n\
                     \n\
                     1. d4 *\n";
        let (items, r) = read(input.as_bytes());
        assert_eq!(r.kind(), Some(FileKind::Pgn));
        let games: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[0].tags(),
            [
                ("Event".to_owned(), "A".to_owned()),
                ("Date".to_owned(), "2017.12.04".to_owned()),
                ("White".to_owned(), "X".to_owned())
            ]
        );
        assert_eq!(games[1].tag("Black"), Some("Z"));
        assert_eq!(r.passed_over().map(|p| (p.lines, p.first)), Some((2, 1)));
        // The library's reader finds the same two games.
        let library: Vec<_> = crate::games::read_games(input).collect();
        assert_eq!(library.len(), 2);
        assert_eq!(library[0].as_ref().unwrap().tag("White"), Some("X"));
        // A file the caller knows is PGN is PGN whatever its first line.
        let text = "Games of the match, round 1\n1. e4 e5 *\n";
        let mut reader = Reader::of_kind(text.as_bytes(), FileKind::Pgn);
        let games: Vec<_> = reader.by_ref().map(|e| e.unwrap().unwrap()).collect();
        assert_eq!(reader.kind(), Some(FileKind::Pgn));
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].line, 2);
    }

    #[test]
    fn tag_pairs() {
        let pair = |line: &str| crate::games::tag_pair(line).map(|(n, v, _)| (n, v));
        assert_eq!(
            pair(r#"White "A \"B\" \\C"]"#),
            Some(("White".into(), r#"A "B" \C"#.into()))
        );
        assert_eq!(pair("White"), Some(("White".into(), String::new())));
        assert_eq!(pair(" \"x\"]"), None);
        assert_eq!(pair(r#"Site "x""#), Some(("Site".into(), "x".into())));
    }
}

/// The command line's reader and the library's readers are one reader per
/// format: on any text they find the same games and the same rows.
#[cfg(test)]
mod agree {
    use super::*;
    use crate::games::{Game, GameError, Puzzle, PuzzleReader, read_game, read_games};
    use proptest::prelude::*;

    /// The games `Reader` finds, each read as the command line reads it.
    fn games_of_reader(text: &str) -> Vec<Result<Game, GameError>> {
        let mut out = Vec::new();
        for entry in Reader::new(text.as_bytes()) {
            let entry = entry.unwrap().unwrap();
            let EntryKind::Game {
                pgn,
                pgn_line,
                pgn_column,
                ..
            } = &entry.kind
            else {
                panic!("not a game: {entry:?}");
            };
            match read_game(pgn, *pgn_line, *pgn_column, out.len() + 1) {
                Ok(Some(game)) => out.push(Ok(game)),
                Ok(None) => panic!("an entry without a game: {pgn:?}"),
                Err(e) => out.push(Err(e)),
            }
        }
        out
    }

    #[test]
    fn the_read_games_example_is_two_games_to_both() {
        let pgn = "[Event \"Casual\"]\n\n1. e4 e5 2. Nf3 1-0\n\n1. d4 *\n";
        let library: Vec<_> = read_games(pgn).collect();
        assert_eq!(library.len(), 2);
        assert!(library.iter().all(Result::is_ok));
        assert_eq!(games_of_reader(pgn), library);
        // A game may begin on the line where the one before ended.
        let pgn = "[Event \"A\"] 1. e4 e5 1-0 [Event \"B\"] 1. d4 *\n";
        let library: Vec<_> = read_games(pgn).collect();
        assert_eq!(library.len(), 2);
        assert_eq!(games_of_reader(pgn), library);
    }

    #[test]
    fn a_quoted_field_may_hold_a_line_break() {
        let csv = "PuzzleId,FEN,Moves,Themes\n\
                   \"a\nb\",8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,\"x, \"\"y\"\"\"\n\
                   c,8/8/8/8/8/8/8/K6k b - - 0 1,h1h2 a1a2,z\n";
        let entries: Vec<_> = Reader::new(csv.as_bytes())
            .map(|e| e.unwrap().unwrap())
            .collect();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].line, 2);
        assert_eq!(entries[1].line, 4);
        let EntryKind::Row { columns } = &entries[0].kind else {
            panic!("not a row");
        };
        assert_eq!(columns[0], ("PuzzleId".to_owned(), "a\nb".to_owned()));
        assert_eq!(columns[3], ("Themes".to_owned(), "x, \"y\"".to_owned()));
        let puzzles: Vec<_> = PuzzleReader::new(csv.as_bytes())
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(puzzles.len(), 2);
        assert_eq!(puzzles[0].id(), "a\nb");
    }

    /// A piece of PGN: tags, moves, results, comments, escapes, blanks.
    fn pgn_piece() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "[Event \"A\"]",
            "[Site \"x ] y\"]",
            "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]",
            "[White \"Q \\\"q\\\"\"]",
            "1. e4",
            "e5",
            "2. Nf3",
            "2...Nc6",
            "1. d4 d5",
            "1. Ka2",
            "Kh2",
            "1-0",
            "0-1",
            "1/2-1/2",
            "*",
            "{a comment",
            "}",
            "{[Event \"in a comment\"]}",
            "; a line comment",
            "%escape",
            "(1. c4 c5)",
            "$1",
            "\n",
            "\n\n",
            " ",
            "\r\n",
        ])
    }

    /// A CSV field: plain, or quoted with commas, quotes and line breaks.
    fn csv_field() -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop::sample::select(vec!["a", "b c", ",", "\"", "\n", "\r\n", "é", ";"]),
            0..5,
        )
        .prop_map(|parts| {
            let text: String = parts.concat();
            if text.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", text.replace('"', "\"\""))
            } else {
                text
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn the_two_readers_find_the_same_games(
            pieces in prop::collection::vec(pgn_piece(), 1..24),
            seps in prop::collection::vec(prop::sample::select(vec![" ", "\n", ""]), 24),
        ) {
            let mut text = String::from("[Event \"First\"]\n");
            for (piece, sep) in pieces.iter().zip(&seps) {
                text.push_str(piece);
                text.push_str(sep);
            }
            let library: Vec<_> = read_games(&text).collect();
            prop_assert_eq!(games_of_reader(&text), library, "{:?}", text);
        }

        #[test]
        fn the_two_readers_find_the_same_rows(
            rows in prop::collection::vec((csv_field(), csv_field(), any::<bool>()), 0..8),
        ) {
            let mut text = String::from("PuzzleId,FEN,Moves,Themes\n");
            for (id, themes, blank) in &rows {
                text.push_str(&format!("{id},8/8/8/8/8/8/8/K6k b - - 0 1,h1h2 a1a2,{themes}\n"));
                if *blank {
                    text.push('\n');
                }
            }
            // The library's puzzles, and the command line's: its rows made
            // puzzles as `batch` makes them.
            let puzzles: Vec<Puzzle> = PuzzleReader::new(text.as_bytes())
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            let entries: Vec<Puzzle> = Reader::new(text.as_bytes())
                .enumerate()
                .map(|(i, e)| {
                    let e = e.unwrap().unwrap();
                    let EntryKind::Row { columns } = e.kind else {
                        panic!("not a row");
                    };
                    let (header, values): (Vec<String>, Vec<String>) = columns.into_iter().unzip();
                    Puzzle::from_row(&header, values, e.line as u64, i + 1).unwrap()
                })
                .collect();
            prop_assert_eq!(entries.len(), rows.len());
            prop_assert_eq!(format!("{entries:?}"), format!("{puzzles:?}"), "{:?}", text);
        }
    }
}
