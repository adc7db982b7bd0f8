//! The size of a square and the room round the board: the coordinates
//! beside it, the side-to-move marker, the frame, a cylinder's joined
//! edges, and the air left over.

use crate::board::Cylinder;
use crate::render::RenderError;
use crate::render::style::{Coordinates, SIZE_RANGE, Style};

/// Squares smaller than this get no coordinates: the text would be unreadable.
pub(super) const MIN_SQUARE_FOR_COORDINATES: u32 = 20;

/// The room outside a joined edge of a cylinder board, in squares.
const CYLINDER_ROOM: f32 = 0.24;

/// `x` rounded to whole pixels, none below 0.
pub(super) fn round(x: f32) -> u32 {
    x.round().max(0.0) as u32
}

/// The square's side and the room across the image, in whole pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Room {
    /// The side of a square.
    pub(super) square: u32,
    /// Whether coordinates are drawn beside the board (there is room for
    /// legible text).
    pub(super) coordinates: bool,
    /// The frame's thickness.
    pub(super) frame: u32,
    /// The room for the rank numbers left of the board and the file letters
    /// under it.
    pub(super) label: u32,
    /// The room for the side-to-move marker right of the board.
    pub(super) marker: u32,
    /// Outside each edge a vertical cylinder joins (left and right).
    pub(super) side: u32,
    /// Outside each edge a horizontal cylinder joins (above and below).
    pub(super) end: u32,
    /// The air left over across the image, shared out evenly.
    pub(super) air: u32,
}

impl Room {
    /// The room of a board `files` wide in `style`, with room for the
    /// marker when `marker`, and outside the edges `cylinder` joins.
    ///
    /// # Errors
    /// When the image is too narrow for squares of two pixels.
    pub(super) fn fit(
        files: usize,
        marker: bool,
        cylinder: Cylinder,
        style: &Style,
    ) -> Result<Room, RenderError> {
        let (square, coordinates) = square_side(files, marker, cylinder, style);
        if square < 2 {
            return Err(RenderError::TooSmall {
                size: style.size,
                files,
            });
        }
        let q = square as f32;
        let frame = style.frame.width(square);
        let label = if coordinates { round(q * 0.5) } else { 0 };
        let marker = if marker { round(q * 0.55) } else { 0 };
        let joined = |joined: bool| if joined { round(q * CYLINDER_ROOM) } else { 0 };
        let (side, end) = (joined(cylinder.vertical), joined(cylinder.horizontal));
        let content = label + 2 * side + 2 * frame + files as u32 * square + marker;
        Ok(Room {
            square,
            coordinates,
            frame,
            label,
            marker,
            side,
            end,
            air: style.size.saturating_sub(content),
        })
    }

    /// The air on the left, and above the topmost line: half of it, so a
    /// square board gives a square image.
    pub(super) fn left(&self) -> u32 {
        self.air / 2
    }

    /// How wide a line of text may be, in pixels: the image with a margin
    /// each side.
    pub(super) fn text_room(&self, size: u32) -> f32 {
        size as f32 - 2.0 * (self.left().max(2) as f32)
    }
}

/// The side of a square that fits `files` and the room beside them into
/// the image, and whether that leaves coordinates beside the board; without
/// room for legible coordinates, their room goes to the squares.
fn square_side(files: usize, marker: bool, cylinder: Cylinder, style: &Style) -> (u32, bool) {
    let size = style.size as f32;
    // Room beside the squares, in squares: labels left and below, the
    // marker on the right, a frame, and a little air all round.
    let outside = style.coordinates == Coordinates::Outside;
    let label_rel = if outside { 0.5 } else { 0.0 };
    let marker_rel = if marker { 0.55 } else { 0.0 };
    let frame_rel = 2.0 * style.frame.share();
    let edge_rel = if cylinder.vertical {
        2.0 * CYLINDER_ROOM
    } else {
        0.0
    };
    let extra = label_rel + marker_rel + 0.2 + frame_rel + edge_rel;
    let square = (size / (files as f32 + extra)).floor() as u32;
    let coordinates = outside && square >= MIN_SQUARE_FOR_COORDINATES;
    if outside && !coordinates {
        let square =
            (size / (files as f32 + marker_rel + 0.2 + frame_rel + edge_rel)).floor() as u32;
        return (square, false);
    }
    (square, coordinates)
}

/// The image width that gives squares of `square` pixels to a board
/// `files` wide in `style` (with the marker when `marker`, with room for a
/// vertical cylinder's marks when `joined`), within [`SIZE_RANGE`].
pub(super) fn width_for_square(
    files: usize,
    square: u32,
    style: &Style,
    marker: bool,
    joined: bool,
) -> u32 {
    let coordinates =
        style.coordinates == Coordinates::Outside && square >= MIN_SQUARE_FOR_COORDINATES;
    let extra = if coordinates { 0.5 } else { 0.0 }
        + if marker { 0.55 } else { 0.0 }
        + if joined { 2.0 * CYLINDER_ROOM } else { 0.0 }
        + 0.2
        + 2.0 * style.frame.share();
    let width = (square as f32 * (files as f32 + extra)).ceil() as u32;
    width.clamp(*SIZE_RANGE.start(), *SIZE_RANGE.end())
}
