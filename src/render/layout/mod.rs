//! Where everything goes, in whole pixels, shared by the SVG, PNG and PDF
//! writers so that all draw the same diagram: the squares, the room round
//! them, the coordinates, the lines of text and the marker.

mod board_marks;
mod coordinates;
mod lines;
mod room;
#[cfg(test)]
mod tests;

use crate::board::{Cell, Color, Square};
use crate::render::RenderError;
use crate::render::diagram::Diagram;
use crate::render::marks::{self, MarkShape};
use crate::render::style::{DarkSquares, Rgb, SIZE_RANGE, Style};
use crate::render::text::{Face, Fonts};

use lines::{LineRoom, LineSet};
use room::Room;

/// The tallest image drawn, in pixels.
pub const MAX_SIDE_PX: u32 = 8192;
/// The most pixels an image may have (16 megapixels).
pub const MAX_PIXELS: u64 = 16 * 1024 * 1024;

/// The longest caption drawn, in characters.
pub const MAX_CAPTION: usize = 500;

/// A piece of text placed on the diagram.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    pub text: String,
    /// Left end of the text's baseline.
    pub x: f32,
    pub baseline: f32,
    /// Pixels per em.
    pub size: f32,
    pub face: Face,
    pub color: Rgb,
    /// A rim of this colour around each letter, to keep it clear of the
    /// lines of a hatched square.
    pub halo: Option<Rgb>,
}

/// The lines of hatched dark squares, in whole pixels: diagonals rising to
/// the right, one every `period` pixels along a rank, each `width` pixels
/// wide along a rank, laid from the board's top-left corner so that every
/// line of a raster image falls on whole pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hatch {
    pub period: u32,
    pub width: u32,
    /// How far the lines stop short of a piece, in pixels.
    pub halo: f32,
}

impl Hatch {
    /// The hatching for squares of `square` pixels: about eleven lines a
    /// square, covering about a quarter of it; on small squares never more
    /// than one line in four pixels, so that the pieces stand out.
    #[must_use]
    pub fn for_square(square: u32) -> Hatch {
        let q = square as f32;
        let period = ((q / 11.0).round() as u32).max(4);
        let width = ((period as f32 / 4.0).round() as u32).max(1);
        Hatch {
            period,
            width,
            halo: (q * 0.035).max(1.0),
        }
    }

    /// Whether the pixel at `x`, `y` (counted from the board's top-left
    /// corner) is on a line.
    #[must_use]
    pub fn covers(&self, x: u32, y: u32) -> bool {
        (x + y + self.width) % self.period < self.width
    }
}

/// A piece drawn off the board, in a legend: what it is, as the board
/// holds it, and the top-left corner and side of its square, in whole
/// pixels, so that it is drawn as the board draws its pieces.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Picture {
    pub cell: Cell,
    pub x: u32,
    pub y: u32,
    pub size: u32,
}

/// The side-to-move marker: a disc, white or black.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Marker {
    pub color: Color,
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
}

/// Outline width of the side-to-move disc on squares of `q` pixels.
pub(crate) fn marker_stroke(q: u32) -> f32 {
    (q as f32 / 28.0).max(1.0)
}

/// The geometry of one diagram.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// Side of a square.
    pub square: u32,
    /// Top-left corner of the squares (inside the frame).
    pub board_x: u32,
    pub board_y: u32,
    pub files: usize,
    pub ranks: usize,
    /// Thickness of the frame around the squares (0 for none).
    pub frame: u32,
    /// The lines of the dark squares, when they are hatched.
    pub hatch: Option<Hatch>,
    pub flip: bool,
    /// Text drawn with the board, under the pieces.
    pub labels: Vec<Label>,
    /// Coordinates inside the edge squares, drawn over the pieces, each with
    /// a rim of its square's colour so that it reads wherever a piece stands.
    pub corner_labels: Vec<Label>,
    pub marker: Option<Marker>,
    /// The legend's pictures of pieces.
    pub pictures: Vec<Picture>,
    /// The room outside the frame for the marks of a cylinder's joined
    /// edges: left and right of the board, and above and below it.
    pub edge_room: (u32, u32),
}

/// The width of the rim around a letter on a hatched square.
pub(crate) fn label_halo(size: f32) -> f32 {
    (size * 0.36).max(1.5)
}

impl Layout {
    /// Lays out `diagram` in `style`: the squares, the room round them, the
    /// coordinates, the lines of text, the marks of the pieces' attributes,
    /// and the side-to-move marker when the style asks for it.
    ///
    /// # Errors
    /// When the size is outside [`SIZE_RANGE`], too small for the board, or
    /// the image too large; a line of text too long.
    pub(crate) fn of(
        diagram: &Diagram<'_>,
        style: &Style,
        fonts: &mut Fonts,
    ) -> Result<Layout, RenderError> {
        if !SIZE_RANGE.contains(&style.size) {
            return Err(RenderError::Size(style.size));
        }
        let lines = LineSet::read(diagram, style.legend, style.serif)?;
        let board = diagram.board;
        let (files, ranks) = (board.width(), board.height());
        let marker_side = diagram.side_to_move.filter(|_| style.side_to_move);
        let room = Room::fit(files, marker_side.is_some(), diagram.cylinder(), style)?;
        let (square, left) = (room.square, room.left());
        let text_room = room.text_room(style.size);
        let measure = lines.measure(square, text_room, fonts);
        let board_x = left + room.label + room.side + room.frame;
        let board_y = left + measure.header + room.end + room.frame;
        let foot_top = board_y + ranks as u32 * square + room.frame + room.end + room.label;
        let height =
            foot_top + measure.footer + measure.legend_h + measure.caption_h + (room.air - left);
        if height > MAX_SIDE_PX || u64::from(height) * u64::from(style.size) > MAX_PIXELS {
            return Err(RenderError::ImageTooLarge {
                width: style.size,
                height,
            });
        }
        let mut layout = Layout {
            width: style.size,
            height,
            square,
            board_x,
            board_y,
            files,
            ranks,
            frame: room.frame,
            hatch: (style.colors.dark_squares == DarkSquares::Hatched)
                .then(|| Hatch::for_square(square)),
            flip: style.flip,
            labels: Vec::new(),
            corner_labels: Vec::new(),
            marker: None,
            pictures: Vec::new(),
            edge_room: (room.side, room.end),
        };
        if room.coordinates {
            layout.labels = coordinates::outside_labels(&layout, style, fonts);
        }
        layout.corner_labels = coordinates::inside_labels(&layout, style, fonts);
        let at = LineRoom {
            width: style.size,
            left,
            text_room,
            square,
            board_x,
            board_w: files as u32 * square,
            frame: room.frame,
            foot_top,
            color: style.colors.text,
        };
        let (labels, pictures) = lines.labels(&measure, &at, fonts);
        layout.labels.extend(labels);
        layout.pictures = pictures;
        layout.marker = marker_side.map(|color| layout.marker_disc(color, room.marker));
        if let Some(attributes) = diagram.attributes {
            let marks = layout.attribute_labels(attributes, board, fonts);
            layout.corner_labels.extend(marks);
        }
        Ok(layout)
    }

    /// The side-to-move marker for `color` in the room of `room` pixels
    /// right of the board: beside the rank the side moves from.
    fn marker_disc(&self, color: Color, room: u32) -> Marker {
        let q = self.square as f32;
        let board_w = self.files as u32 * self.square;
        // White moves from the bottom unless the board is flipped.
        let at_bottom = (color == Color::White) != self.flip;
        let row = if at_bottom { self.ranks - 1 } else { 0 };
        Marker {
            color,
            cx: (self.board_x + board_w + self.frame + self.edge_room.0) as f32
                + room as f32 / 2.0
                + q * 0.04,
            cy: self.board_y as f32 + (row as f32 + 0.5) * q,
            r: q * 0.17,
        }
    }

    /// The image width that gives squares of `square` pixels to a board
    /// `files` wide in `style` (with the marker when `marker`, with room for
    /// a vertical cylinder's marks when `joined`), within [`SIZE_RANGE`].
    #[must_use]
    pub fn width_for_square(
        files: usize,
        square: u32,
        style: &Style,
        marker: bool,
        joined: bool,
    ) -> u32 {
        room::width_for_square(files, square, style, marker, joined)
    }

    /// Top-left corner of `square`; a square off the board is placed at the
    /// nearest edge.
    #[must_use]
    pub fn square_at(&self, square: Square) -> (u32, u32) {
        let (file, rank) = (
            square.file().min(self.files.saturating_sub(1)),
            square.rank().min(self.ranks.saturating_sub(1)),
        );
        let (col, row) = if self.flip {
            (self.files.saturating_sub(1) - file, rank)
        } else {
            (file, self.ranks.saturating_sub(1) - rank)
        };
        (
            self.board_x + col as u32 * self.square,
            self.board_y + row as u32 * self.square,
        )
    }

    /// The shapes drawn under the pieces and over them: the marks, the
    /// last move and the check, and a problem board's marks.
    pub(crate) fn shapes(
        &self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> (Vec<MarkShape>, Vec<MarkShape>) {
        let corner = |sq| {
            let (x, y) = self.square_at(sq);
            (x as f32, y as f32)
        };
        let occupied = |sq| marks::occupied(diagram.board, sq);
        let q = self.square as f32;
        let (mut under, mut over) = marks::shapes(diagram.marks, q, corner, occupied);
        let (game_under, game_over) =
            marks::game_shapes(diagram.last_move, diagram.check, style, q, corner, occupied);
        // The last move and the check go above the marked squares and below
        // the marks' rings and arrows.
        under.extend(game_under);
        over.splice(0..0, game_over);
        // A problem board's lines and frames over every tint, under the pieces.
        if let Some(board_marks) = diagram.board_marks {
            under.extend(self.board_mark_shapes(board_marks, style.colors.frame));
        }
        (under, over)
    }

    /// The pixel of the corner `(file, rank)` of the squares' grid: `(0, 0)`
    /// is the lower-left corner of a1, `(files, ranks)` the upper-right
    /// corner of the board, wherever the board's orientation puts them.
    fn corner(&self, file: usize, rank: usize) -> (u32, u32) {
        let (file, rank) = (file.min(self.files), rank.min(self.ranks));
        let (col, row) = if self.flip {
            (self.files - file, rank)
        } else {
            (file, self.ranks - rank)
        };
        (
            self.board_x + col as u32 * self.square,
            self.board_y + row as u32 * self.square,
        )
    }

    /// The width of a grid line and of a framed square's frame: a
    /// fifteenth of a square, rounded up to whole pixels.
    pub(crate) fn grid_width(&self) -> u32 {
        self.square.div_ceil(15).max(1)
    }

    /// Whether `square` is dark: a1 is, on any board.
    #[must_use]
    pub fn is_dark(square: Square) -> bool {
        (square.file() + square.rank()).is_multiple_of(2)
    }
}
