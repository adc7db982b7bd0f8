//! What of a `diagram` environment could not be read, and where; what of a
//! board the package cannot write, and on which square.

use crate::board::Square;

/// What could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadWarningKind {
    /// A command the package has inside a diagram that we do not read, or
    /// one it does not have.
    UnknownCommand(String),
    /// A command without the argument it takes.
    MissingArgument(String),
    /// A piece item of `\pieces` that is no colour, piece and squares.
    BadPiece(String),
    /// A square name that is none.
    BadSquare(String),
    /// A square beyond the board's files or ranks.
    OffBoard(String),
    /// A second piece (or hole, or text) for a square.
    Occupied(String),
    /// A board size that is not `WxH` with sides 1 to 26.
    BadSize(String),
    /// A `\fieldtext` text longer than two letters or digits.
    LongText(String),
    /// A `\gridlines` item that is not `v` or `h` and three numbers.
    BadGridLine(String),
    /// A character of a `\fen` that is no piece, digit or `/`, or a rank of
    /// the wrong length.
    BadFen(String),
    /// A turn given to a circle or an equihopper, which the package does
    /// not turn.
    TurnIgnored(String),
    /// Text inside the environment that belongs to no command.
    StrayText(String),
    /// `\begin{diagram}` with no `\end{diagram}`.
    Unclosed,
    /// A `stereodiagram` or `spacediagram`: boards of several planes.
    Planes(String),
}

/// A warning, with the line and column (both from 1, the column in
/// characters) of what it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadWarning {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What it is.
    pub kind: ReadWarningKind,
}

/// Why something on a square cannot be written as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LostKind {
    /// A cross, square or triangle marker: written as a circle.
    Marker,
    /// A knight at a 45° step: written a step of 45° counter-clockwise
    /// nearer upright.
    EighthTurn,
    /// A turned circle or equihopper the package draws only one way (the
    /// equihopper upright or turned a quarter): written as that.
    Turn,
    /// A `?` (a character no notation reads): left out.
    Unknown,
    /// A second walk shown in the same picture as another: the walk is
    /// not named under the diagram; or a piece with no walk in the picture
    /// of a walk named under it, which is read back as that walk.
    SharedPicture,
    /// Attributes of a piece (royal, half-neutral, …): left out.
    Attribute,
}

/// Something the package cannot write, on its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lost {
    /// The square.
    pub square: Square,
    /// What was lost.
    pub kind: LostKind,
}
