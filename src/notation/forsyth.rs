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
//! - the width is the longest rank; shorter ranks, empty ranks and missing
//!   ranks are kept squares (with a warning unless the string is an overlay);
//!   one trailing `/` adds no rank;
//! - whitespace ends the placement.
//!
//! Errors: an empty placement, no squares at all, a rank wider than 26 squares
//! or more than 26 ranks. Nothing else stops reading.

use crate::board::{Board, Cell, MAX_SIDE, Placement};
use crate::notation::dialect::Dialect;
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

/// A placement together with the warnings met while reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    pub placement: Placement,
    pub warnings: Vec<Warning>,
}

/// A warning whose rank number is only known once every rank has been read.
struct Pending {
    row: usize,
    span: Span,
    ch: char,
}

/// Reads the placement at the start of `text`, which begins at character
/// column `column` of its line (for the positions in messages).
///
/// # Errors
/// See the module documentation.
///
/// ```
/// use forsythe::notation::{forsyth, Dialect};
/// let opts = forsyth::ReadOptions { dialect: Dialect::GERMAN, ..Default::default() };
/// let read = forsyth::read("4k3/8/8/8/8/8/8/3DK3", 0, &opts).unwrap();
/// assert_eq!(forsyth::write_placement(&read.placement, &Dialect::ENGLISH), "4k3/8/8/8/8/8/8/3QK3");
/// ```
pub fn read(text: &str, column: usize, opts: &ReadOptions) -> Result<Read, Error> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    if text.is_empty() {
        return Err(Error::new(ErrorKind::EmptyPlacement, Span::new(column, 0)));
    }
    // Cells of every rank one after another; `ends[i]` is where rank i ends.
    let mut flat: Vec<Option<Cell>> = Vec::with_capacity(text.len());
    let mut ends: Vec<usize> = Vec::with_capacity(8);
    let mut rank_spans: Vec<Span> = Vec::with_capacity(8); // where each rank is written
    let mut pending: Vec<Pending> = Vec::new();
    let mut row_start = 0;
    let mut chars = text.chars().enumerate().peekable();
    let mut rank_column = column;
    let mut end_column = column;
    let too_wide = |row: usize, col: usize, len: usize| {
        Error::new(ErrorKind::TooWide { row: row + 1 }, Span::new(col, len))
    };
    while let Some((i, c)) = chars.next() {
        let col = column + i;
        end_column = col + 1;
        let row = ends.len();
        let push = |flat: &mut Vec<Option<Cell>>, n: usize, cell, len| {
            if flat.len() - row_start + n > MAX_SIDE {
                return Err(too_wide(row, col, len));
            }
            flat.extend(std::iter::repeat_n(cell, n));
            Ok(())
        };
        match c {
            '/' => {
                if chars.peek().is_none() && !flat.is_empty() {
                    end_column = col;
                    break; // one trailing slash adds no rank
                }
                ends.push(flat.len());
                rank_spans.push(Span::new(rank_column, col - rank_column));
                row_start = flat.len();
                if ends.len() == MAX_SIDE {
                    return Err(Error::new(ErrorKind::TooTall, Span::new(col, 1)));
                }
                rank_column = col + 1;
            }
            '1'..='9' if opts.merge_digits => {
                let mut n = c as usize - '0' as usize;
                let mut len = 1;
                while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                    n = (n * 10 + (d as usize - '0' as usize)).min(10 * MAX_SIDE);
                    len += 1;
                    chars.next();
                }
                push(&mut flat, n, Some(Cell::Empty), len)?;
            }
            '1'..='9' => push(&mut flat, c as usize - '0' as usize, Some(Cell::Empty), 1)?,
            '-' => push(&mut flat, 1, Some(Cell::Hole), 1)?,
            '.' => push(&mut flat, 1, None, 1)?,
            _ => {
                let cell = match opts.dialect.piece(c) {
                    Some(p) => Cell::Piece(p),
                    None => {
                        pending.push(Pending {
                            row,
                            span: Span::new(col, 1),
                            ch: c,
                        });
                        Cell::Unknown(c)
                    }
                };
                push(&mut flat, 1, Some(cell), 1)?;
            }
        }
    }
    ends.push(flat.len());
    rank_spans.push(Span::new(
        rank_column,
        end_column.saturating_sub(rank_column),
    ));

    let height = ends.len();
    let mut width = 0;
    let mut start = 0;
    for &end in &ends {
        width = width.max(end - start);
        start = end;
    }
    if width == 0 {
        return Err(Error::new(
            ErrorKind::NoSquares,
            Span::new(column, text.chars().count()),
        ));
    }
    let Ok(mut placement) = Placement::keep_all(width, height) else {
        // Unreachable by the checks above; reported rather than trusted.
        return Err(Error::new(ErrorKind::TooTall, Span::new(column, 0)));
    };
    let mut warnings = Vec::new();
    let mut start = 0;
    for (row, &end) in ends.iter().enumerate() {
        let rank = height - 1 - row;
        for (file, &cell) in flat[start..end].iter().enumerate() {
            placement.set(file, rank, cell);
        }
        let squares = end - start;
        if squares < width && !opts.overlay {
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
            warnings.push(Warning {
                kind,
                span: rank_spans[row],
            });
        }
        start = end;
    }
    for p in pending {
        warnings.push(Warning {
            kind: WarningKind::UnknownCharacter {
                ch: p.ch,
                rank: height - p.row,
            },
            span: p.span,
        });
    }
    warnings.sort_by_key(|w| w.span.start);
    Ok(Read {
        placement,
        warnings,
    })
}

/// Writes entries rank by rank, top rank first, in `dialect`: empty runs as
/// single digits, nines first; `-` holes, `?` unknown squares, `.` kept squares.
fn write_entries(
    width: usize,
    height: usize,
    entry: impl Fn(usize, usize) -> Option<Cell>,
    dialect: &Dialect,
) -> String {
    let mut out = String::with_capacity(width * height + height);
    for row in 0..height {
        if row > 0 {
            out.push('/');
        }
        let rank = height - 1 - row;
        let mut empty = 0;
        for file in 0..width {
            let c = match entry(file, rank) {
                Some(Cell::Empty) => {
                    empty += 1;
                    continue;
                }
                Some(Cell::Piece(p)) => dialect.letter(p),
                Some(Cell::Hole) => '-',
                Some(Cell::Unknown(_)) => '?',
                None => '.',
            };
            flush_empty(&mut out, &mut empty);
            out.push(c);
        }
        flush_empty(&mut out, &mut empty);
    }
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
        |f, r| placement.get(f, r).flatten(),
        dialect,
    )
}

/// The board as a Forsyth string in `dialect`.
#[must_use]
pub fn write_board(board: &Board, dialect: &Dialect) -> String {
    write_entries(
        board.width(),
        board.height(),
        |f, r| board.get(f, r),
        dialect,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Piece, Role};

    fn opts(dialect: Dialect) -> ReadOptions {
        ReadOptions {
            dialect,
            ..Default::default()
        }
    }

    fn read_en(s: &str) -> Read {
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
            r.placement.get(4, 0),
            Some(Some(Cell::Piece(Piece::new(Color::White, Role::King))))
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
        assert_eq!(r.placement.get(0, 0), Some(Some(Cell::Unknown('0'))));
    }

    #[test]
    fn zero_is_unknown() {
        let r = read_en("k0K");
        assert_eq!(r.placement.get(1, 0), Some(Some(Cell::Unknown('0'))));
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
        assert_eq!(p.get(0, 1), Some(Some(Cell::Hole)));
        assert_eq!(p.get(1, 1), Some(None));
        assert_eq!(p.get(2, 1), Some(Some(Cell::Unknown('x'))));
        assert_eq!(
            r.warnings,
            vec![Warning {
                kind: WarningKind::UnknownCharacter { ch: 'x', rank: 2 },
                span: Span::new(2, 1)
            }]
        );
        assert_eq!(write_placement(p, &Dialect::ENGLISH), "-.?/K2");
        // On a fresh board, keep is empty.
        assert_eq!(p.to_board().get(1, 1), Some(Cell::Empty));
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
        assert_eq!(r.placement.get(6, 2), Some(None));
        assert_eq!(r.placement.get(5, 2), Some(Some(Cell::Empty)));
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
    fn large_and_odd_boards() {
        let r = read_en("rnbqkbnrrr/pppppppppp/91/91/91/91/91/91/PPPPPPPPPP/RNBQKBNRRR");
        assert_eq!((r.placement.width(), r.placement.height()), (10, 10));
        assert!(r.warnings.is_empty());
        let r = read_en("-6-/8/8/8/8/-6-");
        assert_eq!((r.placement.width(), r.placement.height()), (8, 6));
        assert_eq!(r.placement.get(7, 5), Some(Some(Cell::Hole)));
        assert_eq!(r.placement.get(0, 0), Some(Some(Cell::Hole)));
    }

    #[test]
    fn nines_first() {
        let mut b = Board::empty(26, 1).unwrap();
        assert_eq!(write_board(&b, &Dialect::ENGLISH), "998");
        b.set(12, 0, Cell::Piece(Piece::new(Color::Black, Role::Knight)));
        assert_eq!(write_board(&b, &Dialect::GERMAN), "93s94");
    }
}
