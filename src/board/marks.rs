//! What a problem board shows besides its pieces: lines along square
//! edges, framed squares, and the edges a cylinder joins.

use crate::board::Square;

/// A straight line drawn along square edges (Grid chess and its kin): from
/// the lower-left corner of `from`, `length` squares to the right or up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GridLine {
    /// True for a vertical line (along the left edge of `from` upwards).
    pub vertical: bool,
    /// The square whose lower-left corner the line starts at.
    pub from: Square,
    /// How many square edges long it is.
    pub length: u8,
}

/// Cylinder boards: the edges that join.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cylinder {
    /// The a-file and the last file are neighbours.
    pub vertical: bool,
    /// The first and the last rank are neighbours.
    pub horizontal: bool,
}

/// What a problem board shows besides its pieces: grid lines, framed
/// squares, cylinder edges. Holes are cells of the board itself
/// ([`crate::Cell::Hole`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardMarks {
    /// Lines along square edges.
    pub grid_lines: Vec<GridLine>,
    /// Grid chess's usual grid: lines after every second file and rank.
    pub grid: bool,
    /// Squares with a frame drawn round them.
    pub framed: Vec<Square>,
    /// Joined edges.
    pub cylinder: Cylinder,
}
