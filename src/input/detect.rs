//! What kind of file is being read, told once: by its name (`.pgn`,
//! `.olv`), or else from its first lines: a file of records, PGN, CSV with a
//! `FEN` column, a Popeye input file, an olive or YACPDB collection; and
//! whether a file holds environments of the LaTeX `diagram` package, which
//! are read whole rather than entry by entry.

use std::collections::VecDeque;
use std::io::{self, Read};
use std::path::Path;

use super::classify;
use super::decode::RawLine;
use super::{FileKind, MAX_LINE, MAX_MOVETEXT, Reader};
use crate::games::GameStream;

/// How much of a file is looked at for a LaTeX `diagram` environment.
const LATEX_HEAD: u64 = 1 << 16;

/// Whether a file holds an environment of the LaTeX `diagram` package in
/// its first 64 KiB (so that a large file of records is not read whole to
/// find out): the one test of a LaTeX file, for files and for text alike.
/// A file that cannot be read holds none.
///
/// ```
/// use forsythe::input::holds_latex_diagrams;
/// assert!(holds_latex_diagrams("\\begin{diagram}\\pieces{wKe1}\\end{diagram}".as_bytes()));
/// assert!(!holds_latex_diagrams("% \\begin{diagram}\n".as_bytes()));
/// ```
pub fn holds_latex_diagrams(file: impl Read) -> bool {
    let mut head = Vec::new();
    file.take(LATEX_HEAD).read_to_end(&mut head).is_ok()
        && crate::problems::latex::has_diagram(&String::from_utf8_lossy(&head))
}

impl FileKind {
    /// The kind a file's name says it is, whatever its first line is:
    /// `.pgn` is PGN, `.olv` an olive problem collection (in any case).
    /// Other files are told by their content ([`Reader::new`]).
    ///
    /// ```
    /// use forsythe::input::FileKind;
    /// use std::path::Path;
    /// assert_eq!(FileKind::of_name(Path::new("games/Round 1.PGN")), Some(FileKind::Pgn));
    /// assert_eq!(FileKind::of_name(Path::new("puzzles.csv")), None);
    /// ```
    #[must_use]
    pub fn of_name(path: &Path) -> Option<FileKind> {
        let ext = path.extension()?;
        if ext.eq_ignore_ascii_case("pgn") {
            Some(FileKind::Pgn)
        } else if ext.eq_ignore_ascii_case("olv") {
            Some(FileKind::Olive)
        } else {
            None
        }
    }
}

impl<R: Read> Reader<R> {
    /// Tells the format from the first line that is neither blank, nor a
    /// comment, nor prose (a heading, a sentence), leaving the lines to be
    /// read again: all of them in a file of records, where prose may be a
    /// record's title; in PGN and CSV the prose before the first game or
    /// the header is passed over.
    pub(super) fn sniff(&mut self) -> io::Result<FileKind> {
        if let Some(kind) = self.hint {
            return Ok(kind);
        }
        let mut held: VecDeque<RawLine> = VecDeque::new();
        let mut prose: Vec<usize> = Vec::new();
        let mut document_start = false;
        loop {
            let Some(line) = self.line(MAX_LINE)? else {
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
            } else if let Some((delimiter, header)) = headerless_row(t)
                .filter(|_| line.too_long.is_none() && headless_csv(&held, &prose, t).is_none())
            {
                // Rows without a header (`label, FEN, moves`): this line is
                // the first row.
                self.delimiter = delimiter;
                self.header = header;
                self.first_row = Some(line);
                for number in prose {
                    self.pass(number);
                }
                return Ok(FileKind::Csv);
            } else if crate::games::begins_pgn(t) {
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
            if format == FileKind::Lines {
                held.push_back(line);
                self.peeked = held;
                return Ok(format);
            }
            for number in prose {
                self.pass(number);
            }
            if format != FileKind::Csv {
                self.start_games(line);
            }
            return Ok(format);
        }
    }

    /// PGN is read from `first`, the line that told the file is PGN.
    fn start_games(&mut self, first: RawLine) {
        let mut stream = GameStream::new(first.number, MAX_MOVETEXT, MAX_LINE);
        if let Some(bytes) = first.too_long {
            stream.long_line(first.number, bytes);
        }
        let mut head = first.bytes;
        head.push(b'\n');
        self.pgn_head = io::Cursor::new(head);
        self.games = Some(stream);
    }
}

/// What may separate the fields of a CSV file, in the order tried.
const CSV_DELIMITERS: [u8; 3] = [b',', b';', b'\t'];

/// Whether a CSV header's column holds the records.
pub(super) fn is_record_column(name: &str) -> bool {
    let name = name.trim();
    ["FEN", "EPD", "Forsyth", "Position"]
        .iter()
        .any(|c| name.eq_ignore_ascii_case(c))
}

/// The fields of one line of CSV separated by `delimiter`; the line itself
/// when it has no such separator.
fn fields(line: &str, delimiter: u8) -> Vec<String> {
    if line.as_bytes().contains(&delimiter) {
        crate::csv_rows::line_fields(line, delimiter)
    } else {
        vec![line.to_owned()]
    }
}

/// A first line that is a CSV header with a column of records: what
/// separates its fields, and its names.
fn csv_header(line: &str) -> Option<(u8, Vec<String>)> {
    CSV_DELIMITERS.into_iter().find_map(|d| {
        let names = fields(line, d);
        (names.len() > 1 && names.iter().any(|f| is_record_column(f))).then_some((d, names))
    })
}

/// A row of CSV without a header above it (`12,r1bqkbnr/… w KQkq - 2 3,f1b5
/// a7a6`): two or more fields by one separator, one of them a record with
/// ranks, and the separator part of the line's first word or the record
/// not its first field (an EPD line with a `,` in a comment is no row).
/// The separator and the names given to the columns: `FEN` for the
/// column of records, the others their numbers from 1.
fn headerless_row(line: &str) -> Option<(u8, Vec<String>)> {
    let first_word = line.split_whitespace().next().unwrap_or("");
    CSV_DELIMITERS.into_iter().find_map(|d| {
        let values = fields(line, d);
        if values.len() < 2 {
            return None;
        }
        let record = values.iter().position(|v| {
            let v = v.trim();
            v.contains('/') && classify::classify(v) == classify::Line::Record { skip: 0 }
        })?;
        if record == 0 && !first_word.as_bytes().contains(&d) {
            return None;
        }
        let names = (0..values.len())
            .map(|i| {
                if i == record {
                    "FEN".to_owned()
                } else {
                    (i + 1).to_string()
                }
            })
            .collect();
        Some((d, names))
    })
}

/// A CSV header without a column of records: the last line `held` (which is
/// prose, in `prose`) names two or more columns, short words without `/`,
/// and `row`, the first line that is no prose, has as many fields by the
/// same separator. Its line, separator and names.
fn headless_csv(
    held: &VecDeque<RawLine>,
    prose: &[usize],
    row: &str,
) -> Option<(usize, u8, Vec<String>)> {
    let header = held.back().filter(|l| prose.last() == Some(&l.number))?;
    let text = String::from_utf8_lossy(&header.bytes);
    CSV_DELIMITERS.into_iter().find_map(|d| {
        let names = fields(&text, d);
        let named = names.len() > 1
            && names.iter().all(|n| {
                let n = n.trim();
                !n.is_empty() && n.len() <= 40 && !n.contains('/')
            });
        (named && fields(row, d).len() == names.len()).then_some((header.number, d, names))
    })
}
