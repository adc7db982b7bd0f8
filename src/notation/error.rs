//! Diagnostics of the notation layer: where in the line, and what is wrong.
//!
//! The library only describes problems as data with an English `Display`;
//! the command line turns each kind into a message in the user's language.

use std::fmt;

use crate::board::{Color, MAX_SIDE, Piece, Role};
use crate::notation::dialect::Dialect;

/// A place in an input line: `start` is the 0-based character column, `len`
/// the number of characters concerned (at least 1 where there is something to
/// point at, 0 for "at the end of the line").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub len: usize,
}

impl Span {
    /// A span of `len` characters from character column `start`.
    #[must_use]
    pub const fn new(start: usize, len: usize) -> Span {
        Span { start, len }
    }

    /// The 1-based column, as messages show it.
    #[must_use]
    pub const fn column(&self) -> usize {
        self.start + 1
    }
}

/// A field of a FEN or EPD record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    Placement,
    SideToMove,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
    Operations,
}

impl Field {
    /// The field's number in a FEN record (1 to 6; EPD operations are 5).
    #[must_use]
    pub const fn number(self) -> usize {
        match self {
            Field::Placement => 1,
            Field::SideToMove => 2,
            Field::Castling => 3,
            Field::EnPassant => 4,
            Field::HalfmoveClock | Field::Operations => 5,
            Field::FullmoveNumber => 6,
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Placement => "piece placement",
            Field::SideToMove => "side to move",
            Field::Castling => "castling rights",
            Field::EnPassant => "en-passant square",
            Field::HalfmoveClock => "half-move clock",
            Field::FullmoveNumber => "full-move number",
            Field::Operations => "EPD operations",
        })
    }
}

/// Something odd in the input that does not stop it being read.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// A character that is neither a piece letter of the dialect nor part of
    /// the notation; the square shows `?`. `rank` is the board's rank number.
    UnknownCharacter { ch: char, rank: usize },
    /// A rank with fewer squares than the board is wide; the rest is kept
    /// (empty on a fresh board).
    ShortRank {
        rank: usize,
        squares: usize,
        width: usize,
    },
    /// A rank with no squares at all (`8//8`).
    EmptyRank { rank: usize, width: usize },
    /// A full-move number of 0, which the standard does not allow; kept as written.
    FullmoveZero,
}

/// A warning and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Warning {
    pub kind: WarningKind,
    pub span: Span,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            WarningKind::UnknownCharacter { ch, rank } => write!(
                f,
                "`{}` in rank {rank} (column {}) is no piece letter; it is drawn as `?`",
                ch.escape_debug(),
                self.span.column()
            ),
            WarningKind::ShortRank {
                rank,
                squares,
                width,
            } => write!(
                f,
                "rank {rank} has {squares} squares but the board is {width} wide; the other {} are left unchanged",
                width - squares
            ),
            WarningKind::EmptyRank { rank, width } => write!(
                f,
                "rank {rank} is empty; its {width} squares are left unchanged"
            ),
            WarningKind::FullmoveZero => f.write_str(
                "the full-move number 0 is not allowed (moves count from 1); kept as written",
            ),
        }
    }
}

/// Why a dialect's reading was set aside by automatic detection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Implausible {
    /// A pawn on the first or last rank; `file` and `rank` count from 0.
    PawnOnEdgeRank {
        color: Color,
        file: usize,
        rank: usize,
    },
    /// A side with more than one king.
    SeveralKings { color: Color, count: usize },
}

/// What went wrong, as data.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The line is empty where a placement was expected.
    EmptyPlacement,
    /// The line is longer than [`crate::notation::record::MAX_LINE`] bytes.
    LineTooLong { bytes: usize },
    /// No rank has any square (`/`).
    NoSquares,
    /// A rank has more than 26 squares; `row` counts ranks from the top, from 1.
    TooWide { row: usize },
    /// More than 26 ranks.
    TooTall,
    /// A FEN/EPD field that is not what the standard allows.
    BadField { field: Field, text: String },
    /// An EPD operation that does not end with `;`.
    UnterminatedOperation { opcode: String },
    /// A quoted EPD operand with no closing quote.
    UnterminatedString,
    /// An EPD opcode that does not start with a letter or holds other
    /// characters than letters, digits and `_`.
    BadOpcode { text: String },
    /// An operand of `hmvc`/`fmvn` that is not a number.
    BadOperand { opcode: String, text: String },
    /// Text after the full-move number of a FEN.
    TrailingText { text: String },
    /// Automatic dialect detection found several different readings: `letter`
    /// is the first letter they disagree on, with its meaning in each.
    Ambiguous {
        letter: char,
        readings: Vec<(Dialect, Piece)>,
    },
}

/// An error and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Error {
    pub kind: ErrorKind,
    pub span: Span,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, span: Span) -> Error {
        Error { kind, span }
    }
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let col = self.span.column();
        match &self.kind {
            ErrorKind::EmptyPlacement => f.write_str("the piece placement is missing"),
            ErrorKind::LineTooLong { bytes } => write!(
                f,
                "the line has {bytes} bytes; a record has at most {} bytes",
                crate::notation::record::MAX_LINE
            ),
            ErrorKind::NoSquares => f.write_str("the piece placement has no squares"),
            ErrorKind::TooWide { row } => write!(
                f,
                "rank {row} from the top is wider than {MAX_SIDE} squares (column {col})"
            ),
            ErrorKind::TooTall => {
                write!(f, "the board has more than {MAX_SIDE} ranks (column {col})")
            }
            ErrorKind::BadField { field, text } => {
                let expected = match field {
                    Field::SideToMove => "`w` or `b`",
                    Field::Castling => "`-` or letters from `KQkq`, each at most once",
                    Field::EnPassant => "`-` or a square on the third or sixth rank, like `e3`",
                    Field::HalfmoveClock => "a whole number from 0",
                    Field::FullmoveNumber => "a whole number from 1",
                    Field::Placement | Field::Operations => "something else",
                };
                write!(
                    f,
                    "field {} ({field}) is `{text}` (column {col}); expected {expected}",
                    field.number()
                )
            }
            ErrorKind::UnterminatedOperation { opcode } => write!(
                f,
                "the EPD operation `{opcode}` does not end with `;` (column {col})"
            ),
            ErrorKind::UnterminatedString => {
                write!(f, "a quoted EPD operand has no closing `\"` (column {col})")
            }
            ErrorKind::BadOpcode { text } => write!(
                f,
                "`{text}` is no EPD opcode (column {col}); an opcode starts with a letter"
            ),
            ErrorKind::BadOperand { opcode, text } => write!(
                f,
                "the operand of `{opcode}` is `{text}` (column {col}); expected a whole number"
            ),
            ErrorKind::TrailingText { text } => write!(
                f,
                "unexpected `{text}` after the full-move number (column {col})"
            ),
            ErrorKind::Ambiguous { letter, readings } => {
                write!(f, "the dialect is ambiguous: `{letter}` is")?;
                for (i, (d, p)) in readings.iter().enumerate() {
                    let sep = if i == 0 { " " } else { ", " };
                    write!(f, "{sep}a {} in {d}", role_name(p.role))?;
                }
                f.write_str("; choose one with --dialect")
            }
        }
    }
}

impl std::error::Error for Error {}
