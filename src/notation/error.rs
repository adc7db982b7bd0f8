//! Diagnostics of the notation layer: where in the line, and what is wrong.
//!
//! The library only describes problems as data with an English `Display`;
//! the command line turns each kind into a message in the user's language.

use std::fmt;

use crate::board::{Cell, Color, MAX_SIDE, Role, Square, WalkLanguage};
use crate::notation::MAX_LINE;
use crate::notation::dialect::Dialect;

/// A place in an input line: `start` is the 0-based character column, `len`
/// the number of characters concerned (at least 1 where there is something to
/// point at, 0 for "at the end of the line").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The first character concerned, counted from 0.
    pub start: usize,
    /// How many characters are concerned.
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
#[non_exhaustive]
pub enum Field {
    /// Field 1, the Forsyth string.
    Placement,
    /// Field 2, `w` or `b`.
    SideToMove,
    /// Field 3, `KQkq`, `-`, or Shredder-FEN file letters.
    Castling,
    /// Field 4, the en-passant target square or `-`.
    EnPassant,
    /// Field 5 of a FEN.
    HalfmoveClock,
    /// Field 6 of a FEN.
    FullmoveNumber,
    /// The operations of an EPD record, after field 4.
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

impl Field {
    /// What the standard allows in the field, as a sentence fragment.
    #[must_use]
    pub const fn expected(self) -> &'static str {
        match self {
            Field::SideToMove => "`w` or `b`",
            Field::Castling => "`-` or letters from `KQkq`, each at most once",
            Field::EnPassant => "`-` or a square on the third or sixth rank, like `e3`",
            Field::HalfmoveClock => "a whole number from 0",
            Field::FullmoveNumber => "a whole number from 1",
            Field::Placement => "a Forsyth string",
            Field::Operations => "EPD operations, each ended by `;`",
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
#[non_exhaustive]
pub enum WarningKind {
    /// A character that is neither a piece letter of the dialect nor part of
    /// the notation; the square shows `?`. `rank` is the board's rank number.
    UnknownCharacter {
        /// The character as written.
        ch: char,
        /// The rank it is on, from 1.
        rank: usize,
    },
    /// A parenthesised code that is none of the notation's (`(B5)`, `(-S)`
    /// in YACPDB); the square shows `?`.
    UnknownCode {
        /// The code as written, with its parentheses.
        code: String,
        /// The rank it is on, from 1.
        rank: usize,
    },
    /// A rank with fewer squares than the board is wide; the rest is kept
    /// (empty on a fresh board).
    ShortRank {
        /// The rank, from 1.
        rank: usize,
        /// How many squares it has.
        squares: usize,
        /// How wide the board is.
        width: usize,
    },
    /// A rank with no squares at all (`8//8`).
    EmptyRank {
        /// The rank, from 1.
        rank: usize,
        /// How wide the board is.
        width: usize,
    },
    /// A full-move number of 0, which the standard does not allow; kept as written.
    FullmoveZero,
    /// A FEN/EPD field that is not what the standard allows; it is left out.
    BadField {
        /// Which field.
        field: Field,
        /// The field as written.
        text: String,
    },
    /// An EPD operation that does not end with `;`; it is kept as if it did.
    UnterminatedOperation {
        /// The operation's opcode.
        opcode: String,
    },
    /// A quoted EPD operand with no closing quote; the rest of the line is the operand.
    UnterminatedString,
    /// An EPD opcode that does not start with a letter or holds other
    /// characters than letters, digits and `_`; the text up to the next `;`
    /// is left out.
    BadOpcode {
        /// The opcode as written.
        text: String,
    },
    /// An operand of `hmvc`/`fmvn` that is not a number; the operation is
    /// kept but gives no clock.
    BadOperand {
        /// The opcode.
        opcode: String,
        /// The operand as written.
        text: String,
    },
    /// A field is missing: what stands in its place is a later field or an
    /// EPD operation (`w - bm Kc2;` has no en-passant field).
    MissingField {
        /// The field that is missing.
        field: Field,
    },
    /// A `;` that ends no EPD operation (`- ; bm Qd1;`, `-; am Nb6;`).
    StraySemicolon,
    /// A rank longer than the width most ranks agree on; the squares past
    /// that width are left out.
    LongRank {
        /// The rank, from 1.
        rank: usize,
        /// How many squares it has.
        squares: usize,
        /// The width of the other ranks.
        width: usize,
    },
    /// An EPD operation whose `;` is missing before the next operation
    /// (`bm Rd8# id "p32";`): it ends where the next opcode begins.
    MissingSemicolon {
        /// The operation's opcode.
        opcode: String,
        /// The opcode of the operation after it.
        next: String,
    },
    /// The ranks are separated by spaces rather than `/`; they are read as
    /// the placement `meant`.
    SpacedRanks {
        /// How many ranks.
        ranks: usize,
        /// The placement with `/` between the ranks.
        meant: String,
    },
    /// A board that is not 8×8 with the FEN fields of standard chess
    /// (castling rights and an en-passant field): a rank too many or too few.
    StandardFields {
        /// The board's width.
        width: usize,
        /// Its height.
        height: usize,
    },
    /// A placement without `/` of exactly 64 squares, read as eight ranks
    /// of eight. A note rather than a warning: `--strict` lets it pass.
    EightRanks,
    /// A rank exactly two or more times as wide as the others: a `/` was
    /// forgotten where the span points, and the rank is read as two.
    MissingSlash {
        /// The rank that begins where the `/` is missing, from 1.
        rank: usize,
        /// The width of the other ranks.
        width: usize,
    },
}

impl WarningKind {
    /// Whether it is only a note: what was read is what was meant, and
    /// `--strict` lets it pass.
    #[must_use]
    pub fn is_note(&self) -> bool {
        matches!(self, WarningKind::EightRanks)
    }
}

/// A warning and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Warning {
    /// What is odd.
    pub kind: WarningKind,
    /// Where it is in the line.
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
            WarningKind::UnknownCode { code, rank } => write!(
                f,
                "`{code}` in rank {rank} (column {}) is no piece code; it is drawn as `?`",
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
            WarningKind::BadField { field, text } => write!(
                f,
                "field {} ({field}) is `{text}` (column {}); expected {}; it is left out",
                field.number(),
                self.span.column(),
                field.expected()
            ),
            WarningKind::MissingField { field } => write!(
                f,
                "field {} ({field}) is missing (column {})",
                field.number(),
                self.span.column()
            ),
            WarningKind::StraySemicolon => write!(
                f,
                "a `;` that ends no EPD operation (column {}); it is left out",
                self.span.column()
            ),
            WarningKind::UnterminatedOperation { opcode } => write!(
                f,
                "the EPD operation `{opcode}` does not end with `;` (column {})",
                self.span.column()
            ),
            WarningKind::UnterminatedString => write!(
                f,
                "a quoted EPD operand has no closing `\"` (column {}); the rest of the line is the operand",
                self.span.column()
            ),
            WarningKind::BadOpcode { text } => write!(
                f,
                "`{text}` is not an EPD opcode (column {}); an opcode starts with a letter; it is left out",
                self.span.column()
            ),
            WarningKind::BadOperand { opcode, text } => write!(
                f,
                "the operand of `{opcode}` is `{text}` (column {}); expected a whole number",
                self.span.column()
            ),
            WarningKind::LongRank {
                rank,
                squares,
                width,
            } => {
                write!(
                    f,
                    "rank {rank} has {squares} squares but the others have {width}; "
                )?;
                match squares.saturating_sub(*width) {
                    1 => f.write_str("the last square is left out"),
                    n => write!(f, "the last {n} squares are left out"),
                }
            }
            WarningKind::MissingSlash { rank, width } => write!(
                f,
                "missing `/` before rank {rank} (column {})? the ranks have {width} squares",
                self.span.column()
            ),
            WarningKind::MissingSemicolon { opcode, next } => write!(
                f,
                "the EPD operation `{opcode}` has no `;` before `{next}` (column {}); it ends there",
                self.span.column()
            ),
            WarningKind::SpacedRanks { ranks, meant } => write!(
                f,
                "the {ranks} ranks are separated by spaces, not `/`; read as `{meant}`"
            ),
            WarningKind::StandardFields { width, height } => write!(
                f,
                "the board has {height} ranks of {width} squares, but the fields after it are standard chess's, whose board is 8×8"
            ),
            WarningKind::EightRanks => f.write_str("64 squares without `/`: read as 8 ranks of 8"),
        }
    }
}

/// Why a dialect's reading was set aside by automatic detection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Implausible {
    /// A pawn on the first or last rank.
    PawnOnEdgeRank {
        /// Whose pawn.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A side with more than one king.
    SeveralKings {
        /// Whose kings.
        color: Color,
        /// How many.
        count: usize,
    },
}

/// What went wrong, as data.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The line is empty where a placement was expected.
    EmptyPlacement,
    /// The line is longer than [`MAX_LINE`] bytes.
    LineTooLong {
        /// The line's length.
        bytes: usize,
    },
    /// No rank has any square (`/`).
    NoSquares,
    /// A rank has more than 26 squares; `row` counts ranks from the top, from 1.
    TooWide {
        /// The rank counted from the top, from 1.
        row: usize,
    },
    /// More than 26 ranks.
    TooTall,
    /// Automatic dialect detection found several different readings: `letter`
    /// is the first letter they disagree on, with its meaning in each.
    Ambiguous {
        /// The first letter the readings disagree on.
        letter: char,
        /// Each dialect that knows every letter, with what `letter` is in it
        /// (a piece, or a problem piece of a problem notation).
        readings: Vec<(Dialect, Cell)>,
    },
}

/// An error and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Error {
    /// What is wrong.
    pub kind: ErrorKind,
    /// Where it is in the line.
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
                "the line has {bytes} bytes; a record has at most {MAX_LINE} bytes"
            ),
            ErrorKind::NoSquares => f.write_str("the piece placement has no squares"),
            ErrorKind::TooWide { row } => write!(
                f,
                "rank {row} from the top is wider than {MAX_SIDE} squares (column {col})"
            ),
            ErrorKind::TooTall => {
                write!(f, "the board has more than {MAX_SIDE} ranks (column {col})")
            }
            ErrorKind::Ambiguous { letter, readings } => {
                write!(f, "the notation is ambiguous: `{letter}` is")?;
                for (i, (d, cell)) in readings.iter().enumerate() {
                    let sep = if i == 0 { " " } else { ", " };
                    let name = match cell {
                        Cell::Piece(p) => role_name(p.role),
                        Cell::Fairy(fairy) => match fairy.walk {
                            Some(walk) => walk.name(WalkLanguage::English),
                            None => fairy.shape.name(),
                        },
                        _ => "square",
                    };
                    write!(f, "{sep}a {name} in {}", d.name())?;
                    if d.name() == crate::notation::DialectName::Custom {
                        write!(f, " ({d})")?;
                    }
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {}

/// A placement together with the warnings met while reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// What the string sets, square by square.
    pub placement: crate::board::Placement,
    /// What was odd, in the order of the line.
    pub warnings: Vec<Warning>,
}
