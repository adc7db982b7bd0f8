//! Reading and writing the Forsyth string: the piece placement.
//!
//! What is read, exactly (SPEC section 1):
//! - the ranks are separated by `/`, the top rank first, file `a` first;
//! - a piece letter of the dialect is a piece (upper case White);
//! - `1`…`9` are that many empty squares, and consecutive digits are **not**
//!   merged (`12` is three squares) unless [`ReadOptions::merge_digits`] is set;
//!   `0` is no digit of the notation;
//! - `-` is a hole, `.` keeps the base's square (empty on a fresh board);
//! - anything else is an unknown square with a warning;
//! - the width is the longest rank, except where most ranks agree on a width
//!   and a few are longer: then the majority's width is kept, a rank exactly
//!   two or more times that wide is read as ranks whose `/` was forgotten,
//!   and the squares past the width of any other long rank are dropped, each
//!   with a warning naming the rank;
//! - shorter ranks, empty ranks and missing ranks are kept squares (with a
//!   warning unless the string is an overlay); one trailing `/` adds no rank;
//! - whitespace ends the placement.
//!
//! - a string without `/` of exactly 64 squares is a board of 8 ranks of 8
//!   whose `/` were left out (with a note).
//!
//! Errors: an empty placement, no squares at all, a rank wider than 26 squares
//! or more than 26 ranks. Nothing else stops reading.

use crate::board::{Board, Cell, MAX_SIDE, Placement, PlacementEntry, Square};
use crate::notation::dialect::{Dialect, FairyNotation};
use crate::notation::error::{Error, ErrorKind, Span, Warning, WarningKind};

/// How a Forsyth string is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReadOptions {
    /// The piece letters.
    pub dialect: Dialect,
    /// Read a run of digits as one number (`10` is ten squares).
    pub merge_digits: bool,
    /// The string is laid over a base: short and missing ranks are expected,
    /// so they give no warning.
    pub overlay: bool,
}

pub use crate::notation::error::Reading;

/// One rank as written: its squares, the column each square was written at,
/// and where the rank is in the line.
#[derive(Clone, Copy)]
struct Written<'s> {
    cells: &'s [Option<Cell>],
    columns: &'s [usize],
    span: Span,
}

/// Where a rank as written is among all the squares scanned, and where it
/// is in the line.
struct RankPlace {
    start: usize,
    end: usize,
    span: Span,
}

/// The width most ranks agree on, when more than half of them have it and
/// some rank is longer: the width the writer meant.
fn majority_width(ranks: &[Written<'_>]) -> Option<usize> {
    let mut counts: Vec<(usize, usize)> = Vec::new();
    for r in ranks {
        match counts.iter_mut().find(|(w, _)| *w == r.cells.len()) {
            Some((_, n)) => *n += 1,
            None => counts.push((r.cells.len(), 1)),
        }
    }
    let &(width, n) = counts.iter().max_by_key(|&&(w, n)| (n, w))?;
    let longest = ranks.iter().map(|r| r.cells.len()).max()?;
    (width > 0 && 2 * n > ranks.len() && longest > width).then_some(width)
}

/// Reads the placement at the start of `text`, which begins at character
/// column `column` of its line (for the positions in messages).
///
/// # Errors
/// See the module documentation.
///
/// ```
/// use forsythe::notation::{self, Dialect};
/// let opts = notation::ReadOptions { dialect: Dialect::GERMAN, ..Default::default() };
/// let read = notation::read_forsyth("4k3/8/8/8/8/8/8/3DK3", 0, &opts).unwrap();
/// assert_eq!(notation::write_placement(&read.placement, &Dialect::ENGLISH), "4k3/8/8/8/8/8/8/3QK3");
/// ```
pub fn read(text: &str, column: usize, opts: &ReadOptions) -> Result<Reading, Error> {
    if let Some(FairyNotation::Popeye(lang)) = opts.dialect.fairy() {
        return crate::notation::fairy::read_popeye(text, column, &opts.dialect, lang);
    }
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    if text.is_empty() {
        return Err(Error::new(ErrorKind::EmptyPlacement, Span::new(column, 0)));
    }
    let scanned = scan(text, column, opts)?;
    let ranks = &scanned.ranks();

    // The ranks as the board has them: a rank that is a whole number of the
    // majority's width is several ranks, a longer one is cut to the width.
    let eight = scanned.slashless && ranks.len() == 1 && ranks[0].cells.len() == 64;
    let majority = if eight {
        Some(8)
    } else {
        majority_width(ranks)
    };
    let BoardRows {
        rows,
        row_of_written,
        notes,
    } = board_rows(ranks, majority, eight)?;
    let height = rows.len();
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    if let Some(row) = rows.iter().position(|r| r.0.len() > MAX_SIDE) {
        let written = row_of_written.iter().rposition(|&w| w <= row).unwrap_or(0);
        let r = &ranks[written];
        return Err(Error::new(
            ErrorKind::TooWide { row: row + 1 },
            Span::new(r.columns[MAX_SIDE], 1),
        ));
    }
    let Ok(mut placement) = Placement::keep_all(width, height) else {
        // Unreachable by the checks above; reported rather than trusted.
        return Err(Error::new(ErrorKind::TooTall, Span::new(column, 0)));
    };
    let mut warnings = Vec::new();
    if eight {
        warnings.push(Warning {
            kind: WarningKind::EightRanks,
            span: Span::new(column, text.chars().count()),
        });
    }
    fill(&mut placement, &rows, opts.overlay, &mut warnings);
    number_notes(notes, height, &mut warnings);
    tell_unknown(scanned, &row_of_written, majority, height, &mut warnings);
    warnings.sort_by_key(|w| w.span.start);
    Ok(Reading {
        placement,
        warnings,
    })
}

/// The ranks as written, and what of them is no piece of the notation.
struct Scanned {
    /// The squares of every rank, one after another, and the column each
    /// was written at.
    cells: Vec<Option<Cell>>,
    columns: Vec<usize>,
    ranks: Vec<RankPlace>,
    /// Characters that are no square: written rank, place, character.
    unknown: Vec<(usize, Span, char)>,
    /// Bracketed codes the notation does not have: written rank, place, code.
    unknown_codes: Vec<(usize, Span, String)>,
    /// The string has no `/`.
    slashless: bool,
}

impl Scanned {
    /// The ranks as written.
    fn ranks(&self) -> Vec<Written<'_>> {
        self.ranks.iter().map(|r| self.rank(r)).collect()
    }

    fn rank(&self, r: &RankPlace) -> Written<'_> {
        Written {
            cells: &self.cells[r.start..r.end],
            columns: &self.columns[r.start..r.end],
            span: r.span,
        }
    }
}

/// The squares of the rank being scanned, all in two lists for the whole
/// placement (a placement has only a few ranks of a few squares).
struct SquaresSoFar {
    cells: Vec<Option<Cell>>,
    columns: Vec<usize>,
    /// Where the rank being scanned starts in them.
    start: usize,
}

impl SquaresSoFar {
    fn len(&self) -> usize {
        self.cells.len() - self.start
    }

    /// The column of the rank's square `i`, if it has one.
    fn column(&self, i: usize) -> Option<usize> {
        self.columns.get(self.start + i).copied()
    }

    /// Ends the rank being scanned: where its squares are.
    fn end_rank(&mut self, span: Span) -> RankPlace {
        let place = RankPlace {
            start: self.start,
            end: self.cells.len(),
            span,
        };
        self.start = self.cells.len();
        place
    }
}

/// Reads the characters of a placement into ranks as written; an error for
/// a rank too wide, too many ranks, or no squares at all.
fn scan(text: &str, column: usize, opts: &ReadOptions) -> Result<Scanned, Error> {
    let fairy = opts.dialect.fairy();
    let mut ranks: Vec<RankPlace> = Vec::with_capacity(8);
    let mut current = SquaresSoFar {
        cells: Vec::with_capacity(text.len()),
        columns: Vec::with_capacity(text.len()),
        start: 0,
    };
    let mut unknown: Vec<(usize, Span, char)> = Vec::new();
    let mut unknown_codes: Vec<(usize, Span, String)> = Vec::new();
    let mut chars = text.chars().enumerate().peekable();
    let mut rank_column = column;
    let mut end_column = column;
    // A written rank may be up to twice as wide as a board (a forgotten `/`
    // between two full ranks), or 64 squares when there is no `/` at all
    // (a board of 8 ranks written without them); past that it is an error.
    let slashless = !text.contains('/');
    let limit = if slashless { 64 } else { 2 * MAX_SIDE };
    while let Some((i, c)) = chars.next() {
        let col = column + i;
        end_column = col + 1;
        let row = ranks.len();
        let push = |r: &mut SquaresSoFar, n: usize, cell, len| {
            if r.len() + n > limit {
                // Pointed at where the rank passed the widest board.
                let span = match r.column(MAX_SIDE) {
                    Some(c) => Span::new(c, 1),
                    None => Span::new(col, len),
                };
                return Err(Error::new(ErrorKind::TooWide { row: row + 1 }, span));
            }
            r.cells.extend(std::iter::repeat_n(cell, n));
            r.columns.extend(std::iter::repeat_n(col, n));
            Ok(())
        };
        if let Some(notation) = fairy
            && let Some((cell, len)) =
                crate::notation::fairy::read_token(c, &mut chars, notation, &opts.dialect)
        {
            push(&mut current, 1, Some(cell), len)?;
            end_column = col + len;
            continue;
        }
        if matches!(fairy, Some(FairyNotation::Yacpdb { .. }))
            && c == '('
            && let Some(code) = bracketed(&chars)
        {
            // A code the notation does not have is one square, not four.
            let len = code.chars().count() + 1;
            for _ in 1..len {
                chars.next();
            }
            unknown_codes.push((ranks.len(), Span::new(col, len), format!("({code}")));
            push(&mut current, 1, Some(Cell::Unknown('(')), len)?;
            end_column = col + len;
            continue;
        }
        match c {
            '/' => {
                if chars.peek().is_none() && !(ranks.is_empty() && current.len() == 0) {
                    end_column = col;
                    break; // one trailing slash adds no rank
                }
                ranks.push(current.end_rank(Span::new(rank_column, col - rank_column)));
                if ranks.len() == MAX_SIDE {
                    return Err(Error::new(ErrorKind::TooTall, Span::new(col, 1)));
                }
                rank_column = col + 1;
            }
            '1'..='9' if opts.merge_digits => {
                let mut n = c as usize - '0' as usize;
                let mut len = 1;
                while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                    n = (n * 10 + (d as usize - '0' as usize)).min(10 * limit);
                    len += 1;
                    chars.next();
                }
                push(&mut current, n, Some(Cell::Empty), len)?;
            }
            '1'..='9' => push(
                &mut current,
                c as usize - '0' as usize,
                Some(Cell::Empty),
                1,
            )?,
            '-' => push(&mut current, 1, Some(Cell::Hole), 1)?,
            '.' => push(&mut current, 1, None, 1)?,
            _ => {
                if let Some(king) = opts.dialect.king_of(c, chars.peek().map(|&(_, n)| n)) {
                    chars.next();
                    push(&mut current, 1, Some(Cell::Piece(king)), 2)?;
                    end_column = col + 2;
                    continue;
                }
                let cell = match opts.dialect.piece(c) {
                    Some(p) => Cell::Piece(p),
                    None => {
                        unknown.push((row, Span::new(col, 1), c));
                        Cell::Unknown(c)
                    }
                };
                push(&mut current, 1, Some(cell), 1)?;
            }
        }
    }
    ranks.push(current.end_rank(Span::new(
        rank_column,
        end_column.saturating_sub(rank_column),
    )));
    if current.cells.is_empty() {
        return Err(Error::new(
            ErrorKind::NoSquares,
            Span::new(column, text.chars().count()),
        ));
    }
    Ok(Scanned {
        cells: current.cells,
        columns: current.columns,
        ranks,
        unknown,
        unknown_codes,
        slashless,
    })
}

/// The board's rows from the ranks as written, where each written rank
/// begins among them, and the warnings of split and cut ranks.
struct BoardRows<'r> {
    /// Each row's squares, parts of the ranks as written.
    rows: Vec<(&'r [Option<Cell>], Span)>,
    row_of_written: Vec<usize>,
    /// (row on the board, the warning without its rank number yet)
    notes: Vec<(usize, WarningKind, Span)>,
}

/// The ranks as the board has them: with a `majority` width, a rank that
/// is a whole number of it is several ranks (said unless the string is
/// `eight` ranks of 8 without `/`), a longer one is cut to it.
fn board_rows<'r>(
    ranks: &[Written<'r>],
    majority: Option<usize>,
    eight: bool,
) -> Result<BoardRows<'r>, Error> {
    let mut rows: Vec<(&[Option<Cell>], Span)> = Vec::with_capacity(ranks.len());
    let mut row_of_written: Vec<usize> = Vec::with_capacity(ranks.len());
    let mut notes: Vec<(usize, WarningKind, Span)> = Vec::new();
    for r in ranks {
        row_of_written.push(rows.len());
        let len = r.cells.len();
        match majority {
            Some(w) if len > w && len % w == 0 => {
                for (k, part) in r.cells.chunks(w).enumerate() {
                    if k > 0 && !eight {
                        notes.push((
                            rows.len(),
                            WarningKind::MissingSlash { rank: 0, width: w },
                            Span::new(r.columns[k * w], 0),
                        ));
                    }
                    let start = r.columns[k * w];
                    let end = r
                        .columns
                        .get((k + 1) * w)
                        .copied()
                        .unwrap_or(r.span.start + r.span.len);
                    rows.push((part, Span::new(start, end - start)));
                }
            }
            Some(w) if len > w => {
                let first = r.columns[w];
                notes.push((
                    rows.len(),
                    WarningKind::LongRank {
                        rank: 0,
                        squares: len,
                        width: w,
                    },
                    Span::new(first, r.span.start + r.span.len - first),
                ));
                rows.push((&r.cells[..w], r.span));
            }
            _ => rows.push((r.cells, r.span)),
        }
        if rows.len() > MAX_SIDE {
            return Err(Error::new(
                ErrorKind::TooTall,
                Span::new(r.span.start, r.span.len),
            ));
        }
    }
    Ok(BoardRows {
        rows,
        row_of_written,
        notes,
    })
}

/// Sets the placement's squares from the board's rows, the top row first,
/// and warns of each rank shorter than the widest (unless `overlay`).
fn fill(
    placement: &mut Placement,
    rows: &[(&[Option<Cell>], Span)],
    overlay: bool,
    warnings: &mut Vec<Warning>,
) {
    let height = rows.len();
    let width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    for (row, (cells, span)) in rows.iter().enumerate() {
        let rank = height - 1 - row;
        for (file, &cell) in cells.iter().enumerate() {
            if let Some(sq) = Square::new(file, rank) {
                placement.set(sq, cell.map_or(PlacementEntry::Keep, PlacementEntry::Set));
            }
        }
        let squares = cells.len();
        if squares < width && !overlay {
            let kind = if squares == 0 {
                WarningKind::EmptyRank {
                    rank: rank + 1,
                    width,
                }
            } else {
                WarningKind::ShortRank {
                    rank: rank + 1,
                    squares,
                    width,
                }
            };
            warnings.push(Warning { kind, span: *span });
        }
    }
}

/// The warnings of split and cut ranks, with their rank numbers.
fn number_notes(
    notes: Vec<(usize, WarningKind, Span)>,
    height: usize,
    warnings: &mut Vec<Warning>,
) {
    for (row, mut kind, span) in notes {
        let number = height - row;
        match &mut kind {
            WarningKind::MissingSlash { rank, .. } | WarningKind::LongRank { rank, .. } => {
                *rank = number;
            }
            _ => {}
        }
        warnings.push(Warning { kind, span });
    }
}

/// The warnings of unknown characters and codes, each with the rank of the
/// board it is on.
fn tell_unknown(
    scanned: Scanned,
    row_of_written: &[usize],
    majority: Option<usize>,
    height: usize,
    warnings: &mut Vec<Warning>,
) {
    let Scanned {
        columns,
        ranks,
        unknown,
        unknown_codes,
        ..
    } = scanned;
    // The board row of a square: the written rank's first row, plus the
    // parts before it when the rank was split.
    let board_row = |written: usize, span: Span| {
        let first = row_of_written[written];
        let split = row_of_written.get(written + 1).unwrap_or(&height) - first > 1;
        let r = &ranks[written];
        let index = columns[r.start..r.end]
            .iter()
            .filter(|&&c| c < span.start)
            .count();
        let parts = match majority {
            Some(w) if split => index / w,
            _ => 0,
        };
        (first + parts).min(height - 1)
    };
    for (written, span, code) in unknown_codes {
        let row = board_row(written, span);
        warnings.push(Warning {
            kind: WarningKind::UnknownCode {
                code,
                rank: height - row,
            },
            span,
        });
    }
    for (written, span, ch) in unknown {
        let row = board_row(written, span);
        warnings.push(Warning {
            kind: WarningKind::UnknownCharacter {
                ch,
                rank: height - row,
            },
            span,
        });
    }
}

/// Writes entries rank by rank, top rank first, in `dialect`: empty runs as
/// single digits, nines first; `-` holes, `?` unknown squares and what the
/// notation cannot write, `.` kept squares. Popeye's `forsyth` is written as
/// its 8×8 board: a1 stays a1, kept squares and squares past the entries'
/// are empty there.
fn write_entries(
    width: usize,
    height: usize,
    entry: impl Fn(Square) -> Option<Cell>,
    dialect: &Dialect,
) -> String {
    let fairy = dialect.fairy();
    let (width, height) = frame(width, height, fairy);
    let mut out = String::with_capacity(width * height + height);
    for row in 0..height {
        if row > 0 {
            out.push('/');
        }
        let rank = height - 1 - row;
        let mut empty = 0;
        for (_, written) in rank_out(rank, width, &entry, dialect) {
            match written {
                Out::Empty => empty += 1,
                other => {
                    flush_empty(&mut out, &mut empty);
                    match other {
                        Out::Kept => out.push('.'),
                        Out::Token(Token::Char(c)) => out.push(c),
                        Out::Token(Token::Text(t)) => out.push_str(&t),
                        Out::Empty | Out::Lost => out.push('?'),
                    }
                }
            }
        }
        flush_empty(&mut out, &mut empty);
    }
    out
}

/// The files and ranks `dialect` writes of a board of `width` by
/// `height`: Popeye's `forsyth` always has 8 of each.
fn frame(width: usize, height: usize, fairy: Option<FairyNotation>) -> (usize, usize) {
    match fairy {
        Some(FairyNotation::Popeye(_)) => (8, 8),
        _ => (width, height),
    }
}

/// How one square is written.
enum Out {
    /// Part of a run of empty squares.
    Empty,
    /// A kept square: `.`.
    Kept,
    /// Its token.
    Token(Token),
    /// What the notation has no way to write: `?`.
    Lost,
}

/// How each square of `rank` (files `0..width`) is written in `dialect`.
/// In Fairy-FEN a hole is `-`, and a `-` before a piece letter or `*` makes
/// that piece neutral: a hole before such a token cannot be written.
fn rank_out(
    rank: usize,
    width: usize,
    entry: &impl Fn(Square) -> Option<Cell>,
    dialect: &Dialect,
) -> Vec<(Option<Square>, Out)> {
    let fairy = dialect.fairy();
    let popeye = matches!(fairy, Some(FairyNotation::Popeye(_)));
    let mut outs: Vec<(Option<Square>, Out)> = (0..width)
        .map(|file| {
            let sq = Square::new(file, rank);
            let cell = sq.and_then(entry);
            let out = match cell {
                Some(Cell::Empty) => Out::Empty,
                None if popeye => Out::Empty,
                None => Out::Kept,
                Some(cell) => cell_token(cell, dialect, fairy).map_or(Out::Lost, Out::Token),
            };
            (sq, out)
        })
        .collect();
    if matches!(fairy, Some(FairyNotation::Ffen { .. })) {
        for i in 1..outs.len() {
            let joins = match &outs[i].1 {
                Out::Token(Token::Char(c)) => c.is_alphabetic() || *c == '*',
                Out::Token(Token::Text(t)) => {
                    t.starts_with(|c: char| c.is_alphabetic() || c == '*')
                }
                _ => false,
            };
            if joins && matches!(outs[i - 1].1, Out::Token(Token::Char('-'))) {
                outs[i - 1].1 = Out::Lost;
            }
        }
    }
    outs
}

/// How one cell is written.
enum Token {
    Char(char),
    Text(String),
}

/// How `cell` is written in `dialect`, or `None` when the notation has no
/// way to write it (it is then written `?`).
fn cell_token(cell: Cell, dialect: &Dialect, fairy: Option<FairyNotation>) -> Option<Token> {
    use crate::notation::fairy::{write_text, write_token};
    Some(match cell {
        Cell::Empty => Token::Char('1'),
        Cell::Piece(p) => match fairy {
            Some(notation @ FairyNotation::Unicode) => {
                Token::Text(write_token(p.into(), notation, dialect)?)
            }
            _ if dialect.name() == crate::notation::DialectName::Russian => {
                Token::Text(dialect.symbol(p))
            }
            _ => Token::Char(dialect.letter(p)),
        },
        Cell::Fairy(f) => Token::Text(write_token(f, fairy?, dialect)?),
        Cell::Text(t) => Token::Text(write_text(t, fairy?)?),
        // Popeye's `forsyth` has no holes: its `-` is no square.
        Cell::Hole if matches!(fairy, Some(FairyNotation::Popeye(_))) => return None,
        Cell::Hole => Token::Char('-'),
        Cell::Unknown(_) => Token::Char('?'),
    })
}

/// The squares of `placement` that `dialect` has no way to write (a
/// neutral piece in English, a 45° knight in Fairy-FEN, a square's text
/// outside Fairy-FEN, a hole before a piece in Fairy-FEN, a hole or a
/// square past h8 in Popeye's `forsyth`): [`write_placement`] writes them
/// `?`, or (past Popeye's h8) not at all. Unknown squares are not counted;
/// they are `?` already.
///
/// ```
/// use forsythe::notation::{self, Dialect, ReadOptions};
/// let opts = ReadOptions { dialect: Dialect::YACPDB, ..Default::default() };
/// let read = notation::read_forsyth("(S5)(Q2)K5", 0, &opts).unwrap();
/// let lost = notation::unwritable(&read.placement, &Dialect::FFEN);
/// assert_eq!(lost.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["a1"]);
/// assert!(notation::unwritable(&read.placement, &Dialect::YACPDB).is_empty());
/// ```
#[must_use]
pub fn unwritable(placement: &Placement, dialect: &Dialect) -> Vec<Square> {
    let fairy = dialect.fairy();
    let entry = |sq: Square| placement.get(sq).and_then(PlacementEntry::cell);
    let (width, height) = frame(placement.width(), placement.height(), fairy);
    let mut out: Vec<Square> = (0..height)
        .flat_map(|rank| rank_out(rank, width, &entry, dialect))
        .filter_map(|(sq, o)| matches!(o, Out::Lost).then_some(sq).flatten())
        .collect();
    // Past the frame (Popeye's 8×8): whatever is more than an empty square.
    out.extend(placement.entries().filter_map(|(sq, e)| {
        let beyond = sq.file() >= width || sq.rank() >= height;
        let shown = !matches!(e.cell(), None | Some(Cell::Empty | Cell::Unknown(_)));
        (beyond && shown).then_some(sq)
    }));
    // Reading order: the top rank first, as the string is written.
    out.sort_by_key(|s| (std::cmp::Reverse(s.rank()), s.file()));
    out
}

fn flush_empty(out: &mut String, empty: &mut usize) {
    while *empty > 0 {
        let n = (*empty).min(9);
        out.push(char::from(b'0' + n as u8));
        *empty -= n;
    }
}

/// The placement as a Forsyth string in `dialect`; kept squares are written `.`.
#[must_use]
pub fn write_placement(placement: &Placement, dialect: &Dialect) -> String {
    write_entries(
        placement.width(),
        placement.height(),
        |sq| placement.get(sq).and_then(PlacementEntry::cell),
        dialect,
    )
}

/// The board as a Forsyth string in `dialect`.
#[must_use]
pub fn write_board(board: &Board, dialect: &Dialect) -> String {
    write_entries(board.width(), board.height(), |sq| board.get(sq), dialect)
}

impl std::fmt::Display for Board {
    /// The board as a Forsyth string in English notation.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&write_board(self, &Dialect::ENGLISH))
    }
}

impl std::str::FromStr for Board {
    type Err = Error;

    /// Reads a Forsyth string in English notation (the first field of a FEN
    /// or EPD record; the rest of the line is not looked at). Kept squares
    /// are empty; unknown characters are unknown squares.
    ///
    /// ```
    /// use forsythe::Board;
    /// let b: Board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse().unwrap();
    /// assert_eq!(b, Board::standard());
    /// assert_eq!(b.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    /// ```
    fn from_str(s: &str) -> Result<Board, Error> {
        s.trim_start().parse::<Placement>().map(|p| p.to_board())
    }
}

impl std::fmt::Display for Placement {
    /// The placement as a Forsyth string in English notation; kept squares are `.`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&write_placement(self, &Dialect::ENGLISH))
    }
}

impl std::str::FromStr for Placement {
    type Err = Error;

    /// Reads a Forsyth string in English notation, as an overlay (short and
    /// missing ranks are kept squares, without warnings).
    ///
    /// ```
    /// use forsythe::{Board, Placement};
    /// let p: Placement = "r3k2r/8/......../8".parse().unwrap();
    /// assert_eq!(p.to_string(), "r3k2r/8/......../8");
    /// assert_eq!(p.over(&Board::standard()).to_string(), "r3k2r/8/8/8/8/8/PPPPPPPP/RNBQKBNR");
    /// ```
    fn from_str(s: &str) -> Result<Placement, Error> {
        let opts = ReadOptions {
            overlay: true,
            ..ReadOptions::default()
        };
        read(s.trim_start(), 0, &opts).map(|r| r.placement)
    }
}

/// The rest of a parenthesised code after its `(`, up to and with its `)`,
/// if it closes within a few characters and holds no other bracket or `/`.
fn bracketed(chars: &crate::notation::fairy::Stream<'_>) -> Option<String> {
    let mut code = String::new();
    for (_, c) in chars.clone().take(6) {
        code.push(c);
        match c {
            ')' => return Some(code),
            '(' | '/' | ' ' => return None,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(file: usize, rank: usize) -> Square {
        Square::new(file, rank).unwrap()
    }
    use crate::board::{Color, Piece, Role};

    fn opts(dialect: Dialect) -> ReadOptions {
        ReadOptions {
            dialect,
            ..Default::default()
        }
    }

    fn read_en(s: &str) -> Reading {
        read(s, 0, &opts(Dialect::ENGLISH)).unwrap()
    }

    fn err(s: &str) -> Error {
        read(s, 0, &opts(Dialect::ENGLISH)).unwrap_err()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    #[test]
    fn start_position() {
        let r = read_en(START);
        assert!(r.warnings.is_empty());
        assert_eq!(r.placement.to_board(), Board::standard());
        assert!(r.placement.is_complete());
        assert_eq!(write_placement(&r.placement, &Dialect::ENGLISH), START);
    }

    #[test]
    fn start_position_in_every_dialect_of_the_german_seed() {
        let cases = [
            (
                Dialect::GERMAN,
                "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST",
            ),
            (
                Dialect::ITALIAN,
                "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT",
            ),
            (Dialect::FIDE, "rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR"),
            (
                Dialect::FRENCH,
                "tcfdrfct/pppppppp/8/8/8/8/PPPPPPPP/TCFDRFCT",
            ),
        ];
        for (d, s) in cases {
            let r = read(s, 0, &opts(d)).unwrap();
            assert!(r.warnings.is_empty(), "{d}");
            assert_eq!(r.placement.to_board(), Board::standard(), "{d}");
            assert_eq!(write_board(&Board::standard(), &d), s);
        }
    }

    /// The start position in each language added to the first five: read
    /// without a warning as the standard board, and written back the same.
    #[test]
    fn start_position_in_more_languages() {
        let cases = crate::notation::dialect::START_IN_MORE_LANGUAGES;
        for (d, s) in cases {
            let r = read(s, 0, &opts(d)).unwrap();
            assert!(r.warnings.is_empty(), "{d}: {:?}", r.warnings);
            assert_eq!(r.placement.to_board(), Board::standard(), "{d}");
            assert_eq!(write_board(&Board::standard(), &d), s, "{d}");
        }
    }

    /// `Кр` is one king, `К` alone a knight; `КР` is read as a king too,
    /// and an `р` that follows no `К` is an unknown character.
    #[test]
    fn the_russian_king_is_two_letters() {
        let ru = opts(Dialect::RUSSIAN);
        let r = read("Кр2К2кр/7", 0, &ru).unwrap();
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
        assert_eq!(write_placement(&r.placement, &Dialect::ENGLISH), "K2N2k/7");
        let r = read("КР5/кК4", 0, &ru).unwrap();
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
        assert_eq!(write_placement(&r.placement, &Dialect::ENGLISH), "K5/nN4");
        let r = read("р5к", 0, &ru).unwrap();
        assert_eq!(
            r.warnings[0].kind,
            WarningKind::UnknownCharacter { ch: 'р', rank: 1 }
        );
        assert_eq!(r.warnings[0].span, Span::new(0, 1));
        // The columns after a two-letter king are counted in characters.
        let r = read("Кр6x", 0, &ru).unwrap();
        assert_eq!(r.warnings[0].span, Span::new(3, 1));
    }

    #[test]
    fn digits_are_not_merged() {
        // The German seed: "12" is 1 + 2 = 3 empty squares, twelve are "66".
        let r = read_en("12");
        assert_eq!((r.placement.width(), r.placement.height()), (3, 1));
        let r = read_en("66");
        assert_eq!(r.placement.width(), 12);
        assert_eq!(write_placement(&r.placement, &Dialect::ENGLISH), "93");
        let r = read_en("k12K");
        assert_eq!(r.placement.width(), 5);
        assert_eq!(
            r.placement.get(at(4, 0)),
            Some(PlacementEntry::Set(Cell::Piece(Piece::new(
                Color::White,
                Role::King
            ))))
        );
    }

    #[test]
    fn merge_digits_option() {
        let o = ReadOptions {
            merge_digits: true,
            ..Default::default()
        };
        let r = read("10/k9", 0, &o).unwrap();
        assert_eq!((r.placement.width(), r.placement.height()), (10, 2));
        assert!(r.warnings.is_empty());
        assert_eq!(write_placement(&r.placement, &Dialect::ENGLISH), "91/k9");
        // A run too large is an error at the run, not an allocation.
        let e = read("k99999999999999999999", 0, &o).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TooWide { row: 1 });
        assert_eq!(e.span, Span::new(1, 20));
        // `0` alone stays an unknown character.
        let r = read("0k", 0, &o).unwrap();
        assert_eq!(
            r.placement.get(at(0, 0)),
            Some(PlacementEntry::Set(Cell::Unknown('0')))
        );
    }

    #[test]
    fn zero_is_unknown() {
        let r = read_en("k0K");
        assert_eq!(
            r.placement.get(at(1, 0)),
            Some(PlacementEntry::Set(Cell::Unknown('0')))
        );
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::UnknownCharacter { ch: '0', rank: 1 },
                span: Span::new(1, 1)
            }]
        );
    }

    #[test]
    fn holes_keeps_and_unknowns() {
        let r = read_en("-.x/K2");
        let p = &r.placement;
        assert_eq!(p.get(at(0, 1)), Some(PlacementEntry::Set(Cell::Hole)));
        assert_eq!(p.get(at(1, 1)), Some(PlacementEntry::Keep));
        assert_eq!(
            p.get(at(2, 1)),
            Some(PlacementEntry::Set(Cell::Unknown('x')))
        );
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::UnknownCharacter { ch: 'x', rank: 2 },
                span: Span::new(2, 1)
            }]
        );
        assert_eq!(write_placement(p, &Dialect::ENGLISH), "-.?/K2");
        // On a fresh board, keep is empty.
        assert_eq!(p.to_board().get(at(1, 1)), Some(Cell::Empty));
        // The column counts from where the placement starts in its line.
        let r = read("k*", 10, &opts(Dialect::ENGLISH)).unwrap();
        assert_eq!(r.warnings[0].span, Span::new(11, 1));
        assert_eq!(
            r.warnings[0].to_string(),
            "`*` in rank 1 (column 12) is no piece letter; it is drawn as `?`"
        );
    }

    #[test]
    fn short_empty_and_missing_ranks() {
        let r = read_en("8/6//8/");
        assert_eq!((r.placement.width(), r.placement.height()), (8, 4));
        assert_eq!(
            r.warnings,
            vec![
                Warning {
                    kind: WarningKind::ShortRank {
                        rank: 3,
                        squares: 6,
                        width: 8
                    },
                    span: Span::new(2, 1)
                },
                Warning {
                    kind: WarningKind::EmptyRank { rank: 2, width: 8 },
                    span: Span::new(4, 0)
                },
            ]
        );
        assert_eq!(
            r.warnings[0].to_string(),
            "rank 3 has 6 squares but the board is 8 wide; the other 2 are left unchanged"
        );
        assert_eq!(r.placement.get(at(6, 2)), Some(PlacementEntry::Keep));
        assert_eq!(
            r.placement.get(at(5, 2)),
            Some(PlacementEntry::Set(Cell::Empty))
        );
        assert_eq!(
            write_placement(&r.placement, &Dialect::ENGLISH),
            "8/6../......../8"
        );
        // As an overlay the same string gives no warning.
        let o = ReadOptions {
            overlay: true,
            ..Default::default()
        };
        assert!(read("8/6//8/", 0, &o).unwrap().warnings.is_empty());
    }

    #[test]
    fn missing_ranks_keep_the_base() {
        let base = Board::standard();
        let r = read(
            "r3k2r",
            0,
            &ReadOptions {
                overlay: true,
                ..Default::default()
            },
        )
        .unwrap();
        let b = r.placement.over(&base);
        assert_eq!(
            write_board(&b, &Dialect::ENGLISH),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
        );
    }

    #[test]
    fn whitespace_ends_the_placement() {
        let r = read_en("k7/8 w - - 0 1");
        assert_eq!(r.placement.height(), 2);
    }

    #[test]
    fn errors() {
        assert_eq!(err("").kind, ErrorKind::EmptyPlacement);
        assert_eq!(err("/").kind, ErrorKind::NoSquares);
        assert_eq!(err("//").kind, ErrorKind::NoSquares);
        let e = err("999k");
        assert_eq!(e.kind, ErrorKind::TooWide { row: 1 });
        assert_eq!(e.span, Span::new(2, 1));
        let tall = ["8"; 27].join("/");
        let e = err(&tall);
        assert_eq!(e.kind, ErrorKind::TooTall);
        assert_eq!(e.span, Span::new(51, 1));
        let ok = ["8"; 26].join("/");
        assert_eq!(read_en(&ok).placement.height(), 26);
        let wide = "9".repeat(2) + "8";
        assert_eq!(read_en(&wide).placement.width(), 26);
        assert_eq!(err("99999").kind, ErrorKind::TooWide { row: 1 });
    }

    #[test]
    fn one_long_rank_is_blamed_and_the_majority_width_kept() {
        // `2p6` in rank 5 is nine squares; the others are eight.
        let r = read_en("rnbqkbnr/pppppppp/8/2p6/8/8/PPPPPPPP/RNBQKBNR");
        assert_eq!((r.placement.width(), r.placement.height()), (8, 8));
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::LongRank {
                    rank: 5,
                    squares: 9,
                    width: 8
                },
                span: Span::new(22, 1)
            }]
        );
        assert_eq!(
            r.warnings[0].to_string(),
            "rank 5 has 9 squares but the others have 8; the last square is left out"
        );
        assert_eq!(
            write_placement(&r.placement, &Dialect::ENGLISH),
            "rnbqkbnr/pppppppp/8/2p5/8/8/PPPPPPPP/RNBQKBNR"
        );
        // Without a majority (two ranks of 9, two of 8) the board is as wide
        // as its longest rank, as before.
        let r = read_en("9/9/8/8");
        assert_eq!(r.placement.width(), 9);
        assert_eq!(r.warnings.len(), 2);
    }

    #[test]
    fn a_missing_slash_is_found_and_the_ranks_counted_as_meant() {
        let r = read_en("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPPRNBQKB1R");
        assert_eq!((r.placement.width(), r.placement.height()), (8, 8));
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::MissingSlash { rank: 1, width: 8 },
                span: Span::new(34, 0)
            }]
        );
        assert_eq!(
            write_placement(&r.placement, &Dialect::ENGLISH),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKB1R"
        );
        // An unknown character after the missing `/` is on the rank below.
        let r = read_en("k7/8/8/8/8/8/8x6K");
        assert_eq!(r.placement.height(), 8);
        assert_eq!(
            r.warnings[1].kind,
            WarningKind::UnknownCharacter { ch: 'x', rank: 1 }
        );
        // Ranks after it keep their numbers counted from the top.
        let r = read_en("8/8/8/8/8/8/88/8");
        assert_eq!(r.placement.height(), 9);
        assert!(matches!(
            r.warnings[0].kind,
            WarningKind::MissingSlash { rank: 2, .. }
        ));
    }

    #[test]
    fn large_and_odd_boards() {
        let r = read_en("rnbqkbnrrr/pppppppppp/91/91/91/91/91/91/PPPPPPPPPP/RNBQKBNRRR");
        assert_eq!((r.placement.width(), r.placement.height()), (10, 10));
        assert!(r.warnings.is_empty());
        let r = read_en("-6-/8/8/8/8/-6-");
        assert_eq!((r.placement.width(), r.placement.height()), (8, 6));
        assert_eq!(
            r.placement.get(at(7, 5)),
            Some(PlacementEntry::Set(Cell::Hole))
        );
        assert_eq!(
            r.placement.get(at(0, 0)),
            Some(PlacementEntry::Set(Cell::Hole))
        );
    }

    #[test]
    fn nines_first() {
        let mut b = Board::empty(26, 1).unwrap();
        assert_eq!(write_board(&b, &Dialect::ENGLISH), "998");
        b.set(
            at(12, 0),
            Cell::Piece(Piece::new(Color::Black, Role::Knight)),
        );
        assert_eq!(write_board(&b, &Dialect::GERMAN), "93s94");
    }
}
