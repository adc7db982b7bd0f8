//! Where everything goes, in whole pixels, shared by the SVG and PNG writers
//! so that both draw the same diagram.

use crate::board::{Color, Square};
use crate::problems::Cylinder;
use crate::render::RenderError;
use crate::render::pieces::PieceArt;
use crate::render::style::{Coordinates, DarkSquares, Rgb, SIZE_RANGE, Style};
use crate::render::text::{Face, Fonts};
use resvg::tiny_skia::{Path, Transform};
use resvg::usvg;

// Numbers as the SVG writer writes them (the layout writes path data).

/// A number with at most two decimals, without trailing zeros.
pub(crate) fn num(x: f32) -> Num {
    Num(x)
}

/// A number written with at most two decimals and no trailing zeros, the
/// last one rounded half to even as `{:.2}` rounds; written without
/// allocating, as SVG text holds hundreds of them.
#[derive(Clone, Copy)]
pub(crate) struct Num(f32);

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // An `f32` times 100 is exact in an `f64`.
        let hundredths = (f64::from(self.0) * 100.0).round_ties_even();
        if !hundredths.is_finite() || hundredths.abs() >= 1e15 {
            // Far beyond any drawing: the formatter's digits, trimmed.
            let s = format!("{:.2}", self.0);
            return f.write_str(s.trim_end_matches('0').trim_end_matches('.'));
        }
        let n = hundredths as i64;
        let (whole, frac) = (n.unsigned_abs() / 100, n.unsigned_abs() % 100);
        let sign = if n < 0 { "-" } else { "" };
        match frac {
            0 => write!(f, "{sign}{whole}"),
            f2 if f2 % 10 == 0 => write!(f, "{sign}{whole}.{}", f2 / 10),
            f2 => write!(f, "{sign}{whole}.{f2:02}"),
        }
    }
}

/// Squares smaller than this get no coordinates: the text would be unreadable.
const MIN_SQUARE_FOR_COORDINATES: u32 = 20;
/// Squares smaller than this get no coordinates inside them: the text would
/// cover the pieces.
const MIN_SQUARE_FOR_INSIDE: u32 = 24;
/// The least contrast (as WCAG measures it) between an inside coordinate
/// drawn in the other squares' colour and its square; below it the text
/// colour is used.
const MIN_LABEL_CONTRAST: f32 = 2.0;

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

/// The texts around a board: a caption under it, and the lines a chess
/// problem is published with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Texts<'a> {
    /// A line under everything else.
    pub caption: Option<&'a str>,
    /// The composer, above the board (bold).
    pub author: Option<&'a str>,
    /// Where the problem was published, above the board under the author.
    pub source: Option<&'a str>,
    /// The stipulation (`#2`, `h#3`, …), at the lower left.
    pub stipulation: Option<&'a str>,
    /// The conditions, centred under the stipulation.
    pub condition: Option<&'a str>,
    /// The twins, centred under the conditions.
    pub twins: Option<&'a str>,
    /// The award, above the board under the source.
    pub award: Option<&'a str>,
    /// A dedication, above the board under the award.
    pub dedication: Option<&'a str>,
    /// The piece count (`(8+6)`), at the lower right; drawn with any problem line.
    pub count: Option<&'a str>,
    /// The fairy pieces by name, a line under the problem's and above the
    /// caption.
    pub legend: Option<&'a str>,
}

/// The side-to-move marker: a disc, white or black.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Marker {
    pub color: Color,
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
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
    /// The room outside the frame for the marks of a cylinder's joined
    /// edges: left and right of the board, and above and below it.
    pub edge_room: (u32, u32),
}

/// The room outside a joined edge of a cylinder board, in squares.
pub(crate) const CYLINDER_ROOM: f32 = 0.24;

fn round(x: f32) -> u32 {
    x.round().max(0.0) as u32
}

/// The most lines a legend is broken onto; entries beyond the last line's
/// room stay on it, and it is shrunk to fit.
const LEGEND_LINES: usize = 8;

/// `text`'s entries (separated by ` · `) gathered onto lines each no wider
/// than `room` ems of the regular face, at most [`LEGEND_LINES`] of them.
fn wrap_entries(text: &str, room: f32, fonts: &mut Fonts) -> Vec<String> {
    const SEPARATOR: &str = " \u{b7} ";
    let em = fonts.units_per_em(Face::Regular);
    let mut lines: Vec<String> = Vec::new();
    for entry in text.split(SEPARATOR) {
        let full = lines.len() == LEGEND_LINES;
        match lines.last_mut() {
            Some(line)
                if full
                    || fonts.width(Face::Regular, &format!("{line}{SEPARATOR}{entry}")) / em
                        <= room =>
            {
                line.push_str(SEPARATOR);
                line.push_str(entry);
            }
            _ => lines.push(entry.to_owned()),
        }
    }
    lines
}

impl Layout {
    /// Lays out a `files`×`ranks` board for `style`; `side` is the side to
    /// move, drawn when the style asks for the marker.
    ///
    /// # Errors
    /// When the size is outside [`SIZE_RANGE`], or too small for the board.
    #[cfg(test)]
    pub fn new(
        files: usize,
        ranks: usize,
        side: Option<Color>,
        texts: &Texts<'_>,
        style: &Style,
        fonts: &mut Fonts,
    ) -> Result<Layout, RenderError> {
        Layout::with_cylinder(files, ranks, side, texts, Cylinder::default(), style, fonts)
    }

    /// [`Layout::new`], with room outside the edges `cylinder` joins for
    /// their marks.
    ///
    /// # Errors
    /// As [`Layout::new`].
    pub fn with_cylinder(
        files: usize,
        ranks: usize,
        side: Option<Color>,
        texts: &Texts<'_>,
        cylinder: Cylinder,
        style: &Style,
        fonts: &mut Fonts,
    ) -> Result<Layout, RenderError> {
        if !SIZE_RANGE.contains(&style.size) {
            return Err(RenderError::Size(style.size));
        }
        let clean = |t: Option<&str>| -> Result<Option<String>, RenderError> {
            let Some(t) = t.map(str::trim).filter(|c| !c.is_empty()) else {
                return Ok(None);
            };
            let n = t.chars().count();
            if n > MAX_CAPTION {
                return Err(RenderError::CaptionTooLong(n));
            }
            Ok(Some(t.to_owned()))
        };
        let caption = clean(texts.caption)?;
        let caption = caption.as_deref();
        // The legend is ours, as long as the board has named pieces: no
        // limit of a user's text applies to it.
        let legend = texts
            .legend
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned);
        let author = clean(texts.author)?;
        let source = clean(texts.source)?;
        let stipulation = clean(texts.stipulation)?;
        let condition = clean(texts.condition)?;
        let twins = clean(texts.twins)?;
        let award = clean(texts.award)?;
        let dedication = clean(texts.dedication)?;
        // A blank line is no line: only a real one brings the piece count.
        let problem = author.is_some()
            || source.is_some()
            || stipulation.is_some()
            || condition.is_some()
            || twins.is_some()
            || award.is_some()
            || dedication.is_some();
        let count = if problem { clean(texts.count)? } else { None };
        let size = style.size as f32;
        let marker_side = side.filter(|_| style.side_to_move);
        // Room beside the squares, in squares: labels left and below, the
        // marker on the right, a frame, and a little air all round.
        let outside = style.coordinates == Coordinates::Outside;
        let label_rel = if outside { 0.5 } else { 0.0 };
        let marker_rel = if marker_side.is_some() { 0.55 } else { 0.0 };
        let frame_rel = 2.0 * style.frame.share();
        let edge_rel = if cylinder.vertical {
            2.0 * CYLINDER_ROOM
        } else {
            0.0
        };
        let extra = label_rel + marker_rel + 0.2 + frame_rel + edge_rel;
        let mut square = (size / (files as f32 + extra)).floor() as u32;
        let coordinates = outside && square >= MIN_SQUARE_FOR_COORDINATES;
        if outside && !coordinates {
            // No room for legible text: give the space to the squares.
            square =
                (size / (files as f32 + marker_rel + 0.2 + frame_rel + edge_rel)).floor() as u32;
        }
        if square < 2 {
            return Err(RenderError::TooSmall {
                size: style.size,
                files,
            });
        }
        let q = square as f32;
        let frame = style.frame.width(square);
        let label = if coordinates { round(q * 0.5) } else { 0 };
        let marker = if marker_side.is_some() {
            round(q * 0.55)
        } else {
            0
        };
        let room = |joined: bool| if joined { round(q * CYLINDER_ROOM) } else { 0 };
        let (side_room, end_room) = (room(cylinder.vertical), room(cylinder.horizontal));
        let content = label + 2 * side_room + 2 * frame + files as u32 * square + marker;
        let air = style.size.saturating_sub(content);
        // The air left over is shared out evenly, above and below as on the
        // sides, so a square board gives a square image.
        let left = air / 2;
        // Above the board: the author and the source of a problem.
        let head_lines = u32::from(author.is_some())
            + u32::from(source.is_some())
            + u32::from(award.is_some())
            + u32::from(dedication.is_some());
        let line_h = round(q * 0.5).max(7);
        let header = if head_lines > 0 {
            head_lines * line_h + round(q * 0.12)
        } else {
            0
        };
        let board_x = left + label + side_room + frame;
        let board_y = left + header + end_room + frame;
        let board_w = files as u32 * square;
        let board_h = ranks as u32 * square;
        // Under the board: the stipulation and count of a problem, then the caption.
        let footer = if stipulation.is_some() || count.is_some() {
            round(q * 0.62).max(8)
        } else {
            0
        };
        // The conditions and twins: a line each under the footer.
        let line_under = round(q * 0.5).max(8);
        let under_lines = u32::from(condition.is_some()) + u32::from(twins.is_some());
        let footer = footer + under_lines * line_under;
        // The legend, broken between its entries onto as many lines as it
        // needs (up to eight) rather than shrunk to a hair's height.
        let legend_size = (q * 0.3).max(6.0);
        let text_room = style.size as f32 - 2.0 * (left.max(2) as f32);
        let legend_lines = legend
            .as_deref()
            .map(|t| wrap_entries(t, text_room / legend_size, fonts))
            .unwrap_or_default();
        let legend_step = round(q * 0.4).max(7);
        let legend_h = match legend_lines.len() {
            0 => 0,
            n => round(q * 0.55).max(8) + (n as u32 - 1) * legend_step,
        };
        let caption_h = if caption.is_some() {
            round(q * 0.7).max(8)
        } else {
            0
        };
        let height = board_y
            + board_h
            + frame
            + end_room
            + label
            + footer
            + legend_h
            + caption_h
            + (air - left);
        if height > MAX_SIDE_PX || u64::from(height) * u64::from(style.size) > MAX_PIXELS {
            return Err(RenderError::ImageTooLarge {
                width: style.size,
                height,
            });
        }

        let mut labels = Vec::new();
        if coordinates {
            let font = (q * 0.3).max(6.0);
            let em = fonts.units_per_em(Face::Regular);
            let scale = font / em;
            let cap = fonts.cap_height(Face::Regular) * scale;
            let x_height = fonts.x_height(Face::Regular) * scale;
            let gap = (q * 0.14).max(2.0);
            for rank in 0..ranks {
                let text = (rank + 1).to_string();
                let row = if style.flip { rank } else { ranks - 1 - rank };
                let w = fonts.width(Face::Regular, &text) * scale;
                let cy = board_y as f32 + (row as f32 + 0.5) * q;
                labels.push(Label {
                    x: board_x as f32 - frame as f32 - side_room as f32 - gap - w,
                    baseline: cy + cap / 2.0,
                    size: font,
                    text,
                    face: Face::Regular,
                    color: style.colors.text,
                    halo: None,
                });
            }
            let baseline = (board_y + board_h + frame + end_room) as f32 + gap + x_height;
            for file in 0..files {
                let text = char::from(b'a' + file as u8).to_string();
                let col = if style.flip { files - 1 - file } else { file };
                let w = fonts.width(Face::Regular, &text) * scale;
                labels.push(Label {
                    x: board_x as f32 + (col as f32 + 0.5) * q - w / 2.0,
                    baseline,
                    size: font,
                    text,
                    face: Face::Regular,
                    color: style.colors.text,
                    halo: None,
                });
            }
        }
        let mut corner_labels = Vec::new();
        if style.coordinates == Coordinates::Inside && square >= MIN_SQUARE_FOR_INSIDE {
            inside_labels(
                &mut corner_labels,
                (board_x, board_y, square),
                (files, ranks),
                style,
                fonts,
            );
        }
        // The problem's lines, each shrunk to fit the image if it must be.
        let room = style.size as f32 - 2.0 * (left.max(2) as f32);
        let mut fit = |text: &str, face: Face, size: f32| {
            let em = fonts.units_per_em(face);
            let width = fonts.width(face, text) / em;
            let size = if width * size > room {
                room / width
            } else {
                size
            };
            (size, width * size, fonts.cap_height(face) / em * size)
        };
        let centre = board_x as f32 + board_w as f32 / 2.0;
        let mut line_top = left as f32;
        for (text, face, rel) in [
            (&author, Face::Bold, 0.34),
            (&source, Face::Regular, 0.3),
            (&award, Face::Regular, 0.28),
            (&dedication, Face::Regular, 0.26),
        ] {
            if let Some(text) = text {
                let (size, w, cap) = fit(text, face, (q * rel).max(6.0));
                let x = (centre - w / 2.0).clamp(left as f32, (style.size as f32 - w).max(0.0));
                labels.push(Label {
                    text: text.clone(),
                    x,
                    baseline: line_top + (line_h as f32 + cap) / 2.0,
                    size,
                    face,
                    color: style.colors.text,
                    halo: None,
                });
                line_top += line_h as f32;
            }
        }
        let foot_top = (board_y + board_h + frame + end_room + label) as f32;
        let edge_left = (board_x - frame) as f32;
        let edge_right = (board_x + board_w + frame) as f32;
        let first_row = footer - under_lines * line_under;
        let mut under_top = foot_top + first_row as f32;
        for text in [&condition, &twins].into_iter().flatten() {
            let (size, w, cap) = fit(text, Face::Regular, (q * 0.3).max(6.0));
            let x = (centre - w / 2.0).clamp(0.0, (style.size as f32 - w).max(0.0));
            labels.push(Label {
                text: text.clone(),
                x,
                baseline: under_top + (line_under as f32 + cap) / 2.0,
                size,
                face: Face::Regular,
                color: style.colors.text,
                halo: None,
            });
            under_top += line_under as f32;
        }
        if let Some(text) = &stipulation {
            let (size, _, cap) = fit(text, Face::Regular, (q * 0.34).max(6.0));
            labels.push(Label {
                text: text.clone(),
                x: edge_left,
                baseline: foot_top + (first_row as f32 + cap) / 2.0,
                size,
                face: Face::Regular,
                color: style.colors.text,
                halo: None,
            });
        }
        if let Some(text) = &count {
            let (size, w, cap) = fit(text, Face::Regular, (q * 0.34).max(6.0));
            labels.push(Label {
                text: text.clone(),
                x: edge_right - w,
                baseline: foot_top + (first_row as f32 + cap) / 2.0,
                size,
                face: Face::Regular,
                color: style.colors.text,
                halo: None,
            });
        }
        let spread = (legend_lines.len().max(1) as u32 - 1) * legend_step;
        let mut legend_top = foot_top + footer as f32;
        for text in &legend_lines {
            let (size, w, cap) = fit(text, Face::Regular, legend_size);
            let x = (centre - w / 2.0).clamp(0.0, (style.size as f32 - w).max(0.0));
            labels.push(Label {
                text: text.clone(),
                x,
                baseline: legend_top + ((legend_h - spread) as f32 + cap) / 2.0,
                size,
                face: Face::Regular,
                color: style.colors.text,
                halo: None,
            });
            legend_top += legend_step as f32;
        }
        if let Some(text) = caption {
            let em = fonts.units_per_em(Face::Regular);
            let mut font = (q * 0.36).max(7.0);
            let width = fonts.width(Face::Regular, text) / em;
            // Shrink a long caption to fit the image, with a margin each side.
            let room = style.size as f32 - 2.0 * (left.max(2) as f32);
            if width * font > room {
                font = room / width;
            }
            let w = width * font;
            let centre = if w <= board_w as f32 {
                board_x as f32 + board_w as f32 / 2.0
            } else {
                style.size as f32 / 2.0
            };
            let top = (board_y + board_h + frame + end_room + label + footer + legend_h) as f32;
            let cap = fonts.cap_height(Face::Regular) / em * font;
            labels.push(Label {
                text: text.to_owned(),
                x: centre - w / 2.0,
                baseline: top + (caption_h as f32 + cap) / 2.0,
                size: font,
                face: Face::Regular,
                color: style.colors.text,
                halo: None,
            });
        }
        let marker = marker_side.map(|color| {
            // White moves from the bottom unless the board is flipped.
            let at_bottom = (color == Color::White) != style.flip;
            let row = if at_bottom { ranks - 1 } else { 0 };
            Marker {
                color,
                cx: (board_x + board_w + frame + side_room) as f32 + marker as f32 / 2.0 + q * 0.04,
                cy: board_y as f32 + (row as f32 + 0.5) * q,
                r: q * 0.17,
            }
        });
        Ok(Layout {
            width: style.size,
            height,
            square,
            board_x,
            board_y,
            files,
            ranks,
            frame,
            hatch: (style.colors.dark_squares == DarkSquares::Hatched)
                .then(|| Hatch::for_square(square)),
            flip: style.flip,
            labels,
            corner_labels,
            marker,
            edge_room: (side_room, end_room),
        })
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

    /// The shapes of `marks`: what goes under the pieces, and what over them.
    pub(crate) fn mark_shapes(
        &self,
        marks: &[crate::render::marks::Mark],
        board: &crate::board::Board,
    ) -> (
        Vec<crate::render::marks::Shape>,
        Vec<crate::render::marks::Shape>,
    ) {
        crate::render::marks::shapes(
            marks,
            self.square as f32,
            |sq| {
                let (x, y) = self.square_at(sq);
                (x as f32, y as f32)
            },
            |sq| crate::render::marks::occupied(board, sq),
        )
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

    /// The shapes of a problem board's marks, in `color` (the frame's): its
    /// grid lines (the lines of Grid chess, each centred on its square
    /// edges, in whole pixels), framed squares (a frame inside the square)
    /// and, outside each edge a cylinder joins, a small arrowhead pointing
    /// out at the edge's middle, where the board goes on round to the other
    /// side. Lines and squares off the board are left out.
    pub(crate) fn board_mark_shapes(
        &self,
        marks: &crate::problems::BoardMarks,
        color: Rgb,
    ) -> Vec<crate::render::marks::Shape> {
        use crate::render::marks::Shape;
        let (files, ranks) = (self.files, self.ranks);
        let w = self.grid_width();
        let half = w / 2;
        let (bx, by) = (self.board_x, self.board_y);
        let (bw, bh) = (files as u32 * self.square, ranks as u32 * self.square);
        let mut lines: Vec<crate::problems::GridLine> = marks.grid_lines.clone();
        if marks.grid {
            for f in (2..files).step_by(2) {
                lines.extend(Square::new(f, 0).map(|from| crate::problems::GridLine {
                    vertical: true,
                    from,
                    length: u8::try_from(ranks).unwrap_or(u8::MAX),
                }));
            }
            for r in (2..ranks).step_by(2) {
                lines.extend(Square::new(0, r).map(|from| crate::problems::GridLine {
                    vertical: false,
                    from,
                    length: u8::try_from(files).unwrap_or(u8::MAX),
                }));
            }
        }
        let mut rects = Vec::new();
        for line in &lines {
            let (f, r) = (line.from.file(), line.from.rank());
            let len = usize::from(line.length);
            let (end_f, end_r) = if line.vertical {
                (f, r + len)
            } else {
                (f + len, r)
            };
            if f > files || r > ranks || len == 0 {
                continue;
            }
            let (a, b) = (self.corner(f, r), self.corner(end_f, end_r));
            let (x0, x1) = (a.0.min(b.0), a.0.max(b.0));
            let (y0, y1) = (a.1.min(b.1), a.1.max(b.1));
            // Each end reaches half a line further, so that lines meet
            // squarely; nothing goes past the squares.
            let x0 = x0.saturating_sub(half).clamp(bx, bx + bw);
            let y0 = y0.saturating_sub(half).clamp(by, by + bh);
            let x1 = (x1 + w - half).clamp(bx, bx + bw);
            let y1 = (y1 + w - half).clamp(by, by + bh);
            if x1 > x0 && y1 > y0 {
                rects.push([x0, y0, x1 - x0, y1 - y0]);
            }
        }
        let q = self.square;
        for sq in &marks.framed {
            if sq.file() >= files || sq.rank() >= ranks {
                continue;
            }
            let (x, y) = self.square_at(*sq);
            let side = q.saturating_sub(2 * w);
            rects.extend([
                [x, y, q, w],
                [x, y + q - w, q, w],
                [x, y + w, w, side],
                [x + q - w, y + w, w, side],
            ]);
        }
        let mut out = Vec::new();
        if !rects.is_empty() {
            out.push(Shape::Bars { rects, color });
        }
        // A cylinder's arrowheads, at the middle of each joined edge (on a
        // square edge, between the coordinates), a little off the frame.
        let qf = q as f32;
        let (depth, half_base, gap) = (qf * 0.16, qf * 0.13, qf * 0.05);
        let f = self.frame as f32;
        let mid = |n: usize, start: u32| {
            if n > 1 {
                (start + (n / 2) as u32 * q) as f32
            } else {
                start as f32 + qf / 2.0
            }
        };
        let mut arrow = |tip: (f32, f32), base: (f32, f32), across: (f32, f32)| {
            out.push(Shape::Polygon {
                points: vec![
                    (base.0 + across.0 * half_base, base.1 + across.1 * half_base),
                    tip,
                    (base.0 - across.0 * half_base, base.1 - across.1 * half_base),
                ],
                color,
                alpha: 1.0,
            });
        };
        if marks.cylinder.vertical && self.edge_room.0 > 0 {
            let y = mid(ranks, by);
            let left = bx as f32 - f - gap;
            arrow((left - depth, y), (left, y), (0.0, 1.0));
            let right = (bx + bw) as f32 + f + gap;
            arrow((right + depth, y), (right, y), (0.0, 1.0));
        }
        if marks.cylinder.horizontal && self.edge_room.1 > 0 {
            let x = mid(files, bx);
            let top = by as f32 - f - gap;
            arrow((x, top - depth), (x, top), (1.0, 0.0));
            let bottom = (by + bh) as f32 + f + gap;
            arrow((x, bottom + depth), (x, bottom), (1.0, 0.0));
        }
        out
    }

    /// The marks of the pieces' attributes: on each square of the board
    /// with attributes, their marks side by side in the square's top-right
    /// corner, small, in the ink of a square's text with a white rim so
    /// that they read over any piece and square; `♚` in the regular face,
    /// letters in bold. None on squares under 16 pixels.
    pub(crate) fn attribute_labels(
        &self,
        attributes: &crate::problems::Attributes,
        board: &crate::board::Board,
        fonts: &mut Fonts,
    ) -> Vec<Label> {
        let q = self.square as f32;
        let mut out = Vec::new();
        if self.square < 16 {
            return out;
        }
        let size = (q * 0.21).max(6.0);
        let pad = (q * 0.06).max(1.5);
        let gap = size * 0.12;
        for (square, list) in attributes {
            if square.file() >= board.width() || square.rank() >= board.height() {
                continue;
            }
            // The king of `♚` is a smaller drawing than a letter: it is set
            // larger, in the regular face (the bold one has none).
            let marks: Vec<(&str, Face, f32)> = list
                .iter()
                .map(|a| match a {
                    crate::problems::Attribute::Royal => (a.mark(), Face::Regular, size * 1.3),
                    _ => (a.mark(), Face::Bold, size),
                })
                .collect();
            if marks.is_empty() {
                continue;
            }
            let widths: Vec<f32> = marks
                .iter()
                .map(|(t, face, size)| fonts.width(*face, t) / fonts.units_per_em(*face) * size)
                .collect();
            let total = widths.iter().sum::<f32>() + gap * (marks.len() - 1) as f32;
            let cap = fonts.cap_height(Face::Bold) / fonts.units_per_em(Face::Bold) * size;
            let (x, y) = self.square_at(*square);
            let mut left = x as f32 + q - pad - total;
            for ((text, face, size), w) in marks.iter().zip(&widths) {
                out.push(Label {
                    text: (*text).to_owned(),
                    x: left,
                    baseline: y as f32 + pad + cap,
                    size: *size,
                    face: *face,
                    color: crate::render::SQUARE_TEXT_FILL_RGB,
                    halo: Some(Rgb::WHITE),
                });
                left += w + gap;
            }
        }
        out
    }

    /// Whether `square` is dark: a1 is, on any board.
    #[must_use]
    pub fn is_dark(square: Square) -> bool {
        (square.file() + square.rank()) % 2 == 0
    }
}

/// The width of the rim around a letter on a hatched square.
pub(crate) fn label_halo(size: f32) -> f32 {
    (size * 0.36).max(1.5)
}

/// The relative luminance of a colour, as WCAG defines it.
fn luminance(c: Rgb) -> f32 {
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
}

/// The contrast ratio of two colours, 1 to 21.
fn contrast(a: Rgb, b: Rgb) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colour and rim of an inside coordinate on a dark or light square:
/// the other squares' colour where it stands out enough, else the text
/// colour; the rim is the square's colour. On hatched squares: the text
/// colour with a rim of the light colour.
fn inside_ink(style: &Style, on_dark: bool) -> (Rgb, Option<Rgb>) {
    let c = &style.colors;
    if on_dark && style.colors.dark_squares == DarkSquares::Hatched {
        return (c.text, Some(c.light));
    }
    let (ink, square) = if on_dark {
        (c.light, c.dark)
    } else {
        (c.dark, c.light)
    };
    if contrast(ink, square) >= MIN_LABEL_CONTRAST {
        (ink, Some(square))
    } else {
        (c.text, Some(square))
    }
}

/// Coordinates in the corners of the edge squares: each rank's number at the
/// top left of its square in the left-hand column, each file's letter at the
/// bottom right of its square in the bottom row.
fn inside_labels(
    labels: &mut Vec<Label>,
    (board_x, board_y, square): (u32, u32, u32),
    (files, ranks): (usize, usize),
    style: &Style,
    fonts: &mut Fonts,
) {
    let q = square as f32;
    let face = Face::Bold;
    // Small and close to the corners, where a piece leaves the square free.
    let font = (q * 0.18).max(7.0);
    let scale = font / fonts.units_per_em(face);
    let cap = fonts.cap_height(face) * scale;
    let pad = (q * 0.025).max(1.0);
    // The lowest descender of a file letter (`g`), kept inside the square.
    let descent = font * 0.2;
    let left_file = if style.flip { files - 1 } else { 0 };
    for rank in 0..ranks {
        let row = if style.flip { rank } else { ranks - 1 - rank };
        let on_dark = (left_file + rank) % 2 == 0;
        let (color, halo) = inside_ink(style, on_dark);
        labels.push(Label {
            text: (rank + 1).to_string(),
            x: board_x as f32 + pad,
            baseline: board_y as f32 + row as f32 * q + pad + cap,
            size: font,
            face,
            color,
            halo,
        });
    }
    let bottom_rank = if style.flip { ranks - 1 } else { 0 };
    let baseline = board_y as f32 + ranks as f32 * q - pad - descent;
    for file in 0..files {
        let col = if style.flip { files - 1 - file } else { file };
        let text = char::from(b'a' + file as u8).to_string();
        let w = fonts.width(face, &text) * scale;
        let on_dark = (file + bottom_rank) % 2 == 0;
        let (color, halo) = inside_ink(style, on_dark);
        labels.push(Label {
            x: board_x as f32 + (col + 1) as f32 * q - pad - w,
            baseline,
            size: font,
            text,
            face,
            color,
            halo,
        });
    }
}

/// The outline of a piece grown by `grow` (in the drawing's units): each
/// shape of the drawing as a path in the drawing's coordinates, with the
/// width of a stroke that, drawn over the filled shape, reaches `grow`
/// beyond its own outline. Filled and stroked, these paths give the white
/// rim that keeps hatching clear of a piece.
pub(crate) fn halo_paths(art: &PieceArt, grow: f32) -> Vec<(Path, f32)> {
    fn walk(group: &usvg::Group, grow: f32, out: &mut Vec<(Path, f32)>) {
        for node in group.children() {
            match node {
                usvg::Node::Group(g) => walk(g, grow, out),
                usvg::Node::Path(p) if p.is_visible() => {
                    let t: Transform = p.abs_transform();
                    // Widths scale with the transform; take its mean scale.
                    let k = ((t.sx * t.sy - t.kx * t.ky).abs()).sqrt();
                    let own = p.stroke().map_or(0.0, |s| s.width().get() * k);
                    if let Some(path) = p.data().clone().transform(t) {
                        out.push((path, own + 2.0 * grow));
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Some(tree) = art.tree() {
        walk(tree.root(), grow, &mut out);
    }
    out
}

/// A path as SVG path data, with at most two decimals.
pub(crate) fn path_data(path: &Path) -> String {
    use resvg::tiny_skia::PathSegment;
    use std::fmt::Write;
    let n = num;
    let mut d = String::new();
    for seg in path.segments() {
        let _ = match seg {
            PathSegment::MoveTo(p) => write!(d, "M{} {}", n(p.x), n(p.y)),
            PathSegment::LineTo(p) => write!(d, "L{} {}", n(p.x), n(p.y)),
            PathSegment::QuadTo(a, p) => {
                write!(d, "Q{} {} {} {}", n(a.x), n(a.y), n(p.x), n(p.y))
            }
            PathSegment::CubicTo(a, b, p) => write!(
                d,
                "C{} {} {} {} {} {}",
                n(a.x),
                n(a.y),
                n(b.x),
                n(b.y),
                n(p.x),
                n(p.y)
            ),
            PathSegment::Close => write!(d, "Z"),
        };
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Frame;

    const A1: Square = match Square::new(0, 0) {
        Some(s) => s,
        None => panic!(),
    };

    fn with_caption(text: &str) -> Texts<'_> {
        Texts {
            caption: Some(text),
            ..Texts::default()
        }
    }

    #[test]
    fn problems_have_author_and_source_above_stipulation_and_count_below() {
        let style = Style::default();
        let texts = Texts {
            author: Some("Sam Loyd"),
            source: Some("Chess Monthly 1857"),
            stipulation: Some("#3"),
            count: Some("(5+3)"),
            caption: None,
            legend: None,
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &texts, &style, &mut Fonts::new()).unwrap();
        let find = |t: &str| l.labels.iter().find(|x| x.text == t).unwrap().clone();
        let (author, source, stip, count) = (
            find("Sam Loyd"),
            find("Chess Monthly 1857"),
            find("#3"),
            find("(5+3)"),
        );
        assert_eq!(author.face, Face::Bold);
        assert!(author.baseline < source.baseline && source.baseline < l.board_y as f32);
        let bottom = (l.board_y + 8 * l.square) as f32;
        assert!(stip.baseline > bottom && count.baseline == stip.baseline);
        assert!(stip.x < (l.board_x as f32) && count.x > (l.board_x + 6 * l.square) as f32);
        assert!(l.height > l.width);
        // Found by fuzzing: a blank problem line brought the count with it.
        let blank = Texts {
            stipulation: Some("  "),
            count: Some("(1+1)"),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &blank, &style, &mut Fonts::new()).unwrap();
        assert!(l.labels.iter().all(|x| x.text != "(1+1)"));
        // The count alone is no problem: it is only drawn with a problem line.
        let only = Texts {
            count: Some("(1+1)"),
            ..Texts::default()
        };
        assert!(
            Layout::new(8, 8, None, &only, &style, &mut Fonts::new())
                .unwrap()
                .labels
                .iter()
                .all(|x| x.text != "(1+1)")
        );
    }

    #[test]
    fn the_legend_goes_under_the_problem_lines_and_above_the_caption() {
        let style = Style::default();
        let texts = Texts {
            stipulation: Some("#2"),
            count: Some("(2+1)"),
            legend: Some("Grasshopper d4"),
            caption: Some("Caption"),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &texts, &style, &mut Fonts::new()).unwrap();
        let find = |t: &str| l.labels.iter().find(|x| x.text == t).unwrap().clone();
        let (stip, legend, caption) = (find("#2"), find("Grasshopper d4"), find("Caption"));
        assert!(stip.baseline < legend.baseline && legend.baseline < caption.baseline);
        assert!(legend.size < caption.size);
        // The legend takes a line of its own.
        let without = Texts {
            legend: None,
            ..texts
        };
        let shorter = Layout::new(8, 8, None, &without, &style, &mut Fonts::new()).unwrap();
        assert_eq!(
            l.height - shorter.height,
            (l.square as f32 * 0.55).round() as u32
        );
    }

    #[test]
    fn a_long_legend_is_broken_between_its_entries_not_shrunk() {
        let style = Style {
            size: 360,
            ..Style::default()
        };
        let entries = [
            "Nightrider c7",
            "Grasshopper d4",
            "\u{265a} Royal a1, b2, d4",
            "\u{bd} Half-neutral e7, f7",
            "C Chameleon b2",
            "K Kamikaze a1, b2, c7, e7, f7",
        ];
        let long = entries.join(" \u{b7} ");
        let texts = Texts {
            stipulation: Some("h#2"),
            legend: Some(&long),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &texts, &style, &mut Fonts::new()).unwrap();
        let short = Texts {
            legend: Some("Grasshopper d4"),
            ..texts
        };
        let one = Layout::new(8, 8, None, &short, &style, &mut Fonts::new()).unwrap();
        let size = one
            .labels
            .iter()
            .find(|x| x.text == "Grasshopper d4")
            .unwrap()
            .size;
        let lines: Vec<&Label> = l
            .labels
            .iter()
            .filter(|x| entries.iter().any(|e| x.text.starts_with(e)))
            .collect();
        // Every entry, in order, each once, on lines of the short one's size.
        let joined: Vec<&str> = lines.iter().map(|x| x.text.as_str()).collect();
        assert_eq!(joined.join(" \u{b7} "), long);
        assert!((2..=LEGEND_LINES).contains(&lines.len()), "{joined:?}");
        let mut fonts = Fonts::new();
        let em = fonts.units_per_em(Face::Regular);
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(line.size, size);
            let w = fonts.width(Face::Regular, &line.text) / em * line.size;
            assert!(line.x >= 0.0 && line.x + w <= 360.0, "{}", line.text);
            if i > 0 {
                let step = line.baseline - lines[i - 1].baseline;
                assert_eq!(step, (l.square as f32 * 0.4).round());
            }
        }
        // The image grows by the added lines.
        assert_eq!(
            l.height - one.height,
            (lines.len() as u32 - 1) * (l.square as f32 * 0.4).round() as u32
        );
    }

    #[test]
    fn a_legend_past_its_last_line_keeps_every_entry_on_that_line() {
        let many: Vec<String> = (1..=200)
            .map(|i| format!("Piece{i} a{}", i % 8 + 1))
            .collect();
        let long = many.join(" \u{b7} ");
        let texts = Texts {
            legend: Some(&long),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &texts, &Style::default(), &mut Fonts::new()).unwrap();
        let lines: Vec<&str> = l
            .labels
            .iter()
            .filter(|x| x.text.starts_with("Piece"))
            .map(|x| x.text.as_str())
            .collect();
        assert_eq!(lines.len(), LEGEND_LINES);
        assert_eq!(lines.join(" \u{b7} "), long);
        // Longer than any caption may be: the legend is drawn all the same.
        assert!(long.chars().count() > MAX_CAPTION);
    }

    fn layout(files: usize, ranks: usize, style: &Style) -> Layout {
        Layout::new(
            files,
            ranks,
            Some(Color::White),
            &Texts::default(),
            style,
            &mut Fonts::new(),
        )
        .expect("fits")
    }

    #[test]
    fn the_default_diagram_is_square_and_fits_the_width() {
        let l = layout(8, 8, &Style::default());
        assert_eq!((l.width, l.height), (400, 400));
        assert_eq!(l.square, 45);
        assert_eq!(l.frame, 2);
        assert_eq!(l.labels.len(), 16);
        assert!(l.board_x + 8 * l.square + l.frame <= l.width);
        assert_eq!(l.marker, None);
    }

    #[test]
    fn flipping_turns_the_board() {
        let style = Style {
            flip: true,
            ..Style::default()
        };
        let l = layout(8, 8, &style);
        // a1 is top-right when flipped.
        assert_eq!(l.square_at(A1), (l.board_x + 7 * l.square, l.board_y));
        let plain = layout(8, 8, &Style::default());
        assert_eq!(
            plain.square_at(A1),
            (plain.board_x, plain.board_y + 7 * plain.square)
        );
        assert!(Layout::is_dark(A1) && !Layout::is_dark(Square::new(1, 0).unwrap()));
    }

    #[test]
    fn marker_beside_the_side_to_move() {
        let style = Style {
            side_to_move: true,
            ..Style::default()
        };
        let l = layout(8, 8, &style);
        let m = l.marker.expect("a marker");
        assert!(m.cx > (l.board_x + 8 * l.square) as f32);
        assert!(m.cy > (l.board_y + 7 * l.square) as f32);
        let flipped = Layout::new(
            8,
            8,
            Some(Color::White),
            &Texts::default(),
            &Style {
                flip: true,
                ..style.clone()
            },
            &mut Fonts::new(),
        )
        .unwrap();
        assert!(flipped.marker.unwrap().cy < (flipped.board_y + flipped.square) as f32);
        assert!(l.board_x + 8 * l.square + l.frame < l.width);
    }

    #[test]
    fn captions_go_under_the_board_and_shrink_to_fit() {
        let style = Style::default();
        let plain = layout(8, 8, &style);
        let with = Layout::new(
            8,
            8,
            None,
            &with_caption("White to move"),
            &style,
            &mut Fonts::new(),
        )
        .unwrap();
        let caption = with.labels.last().unwrap();
        assert_eq!(caption.text, "White to move");
        let below = (with.board_y + 8 * with.square + with.frame) as f32;
        assert!(caption.baseline > below + 10.0 && caption.baseline < with.height as f32);
        assert!(with.height > plain.height);
        let long = "x".repeat(200);
        let with =
            Layout::new(8, 8, None, &with_caption(&long), &style, &mut Fonts::new()).unwrap();
        let caption = with.labels.last().unwrap();
        assert!(caption.x >= 0.0 && caption.size < 6.0);
        assert_eq!(
            Layout::new(
                8,
                8,
                None,
                &with_caption(&"x".repeat(501)),
                &style,
                &mut Fonts::new()
            ),
            Err(RenderError::CaptionTooLong(501))
        );
        // A blank caption is no caption.
        assert_eq!(
            Layout::new(8, 8, None, &with_caption("  "), &style, &mut Fonts::new()).unwrap(),
            plain_without_marker(&style)
        );
    }

    fn plain_without_marker(style: &Style) -> Layout {
        Layout::new(8, 8, None, &Texts::default(), style, &mut Fonts::new()).unwrap()
    }

    #[test]
    fn widths_for_a_square_size() {
        for (files, q) in [(8, 45), (8, 24), (10, 31), (8, 19), (26, 60)] {
            let style = Style::default();
            let size = Layout::width_for_square(files, q, &style, true, false);
            let l = Layout::new(
                files,
                files,
                Some(Color::White),
                &Texts::default(),
                &Style {
                    size,
                    side_to_move: true,
                    ..style
                },
                &mut Fonts::new(),
            )
            .unwrap();
            assert_eq!(l.square, q, "{files} files, {q} px");
        }
    }

    #[test]
    fn images_are_at_most_16_megapixels() {
        let tall = Style {
            size: 4096,
            ..Style::default()
        };
        assert!(matches!(
            Layout::new(1, 26, None, &Texts::default(), &tall, &mut Fonts::new()),
            Err(RenderError::ImageTooLarge { width: 4096, .. })
        ));
        assert!(Layout::new(8, 8, None, &Texts::default(), &tall, &mut Fonts::new()).is_ok());
    }

    fn label<'a>(l: &'a Layout, text: &str) -> &'a Label {
        l.labels
            .iter()
            .chain(&l.corner_labels)
            .find(|x| x.text == text)
            .expect("a label")
    }

    #[test]
    fn inside_coordinates_sit_in_the_corners_of_the_edge_squares() {
        let style = Style {
            coordinates: Coordinates::Inside,
            ..Style::default()
        };
        let l = layout(8, 8, &style);
        // No room beside the board: the squares grow.
        assert_eq!(l.square, 48);
        assert!(l.labels.is_empty());
        assert_eq!(l.corner_labels.len(), 16);
        let q = l.square as f32;
        let (bx, by) = (l.board_x as f32, l.board_y as f32);
        for (i, rank) in ["8", "7", "6", "5", "4", "3", "2", "1"].iter().enumerate() {
            let n = label(&l, rank);
            assert_eq!(n.face, Face::Bold);
            assert!(n.x > bx && n.x < bx + 0.1 * q, "{rank} at {}", n.x);
            let top = by + i as f32 * q;
            assert!(n.baseline > top && n.baseline < top + 0.3 * q, "{rank}");
        }
        for (i, file) in ["a", "b", "c", "d", "e", "f", "g", "h"].iter().enumerate() {
            let f = label(&l, file);
            let right = bx + (i + 1) as f32 * q;
            assert!(f.x > right - 0.25 * q && f.x < right, "{file}");
            assert!(
                f.baseline > by + 7.7 * q && f.baseline < by + 8.0 * q,
                "{file}"
            );
        }
        // Each in the other squares' colour: a1 is dark, a2 and b1 light.
        let c = style.colors;
        assert_eq!(
            (label(&l, "1").color, label(&l, "1").halo),
            (c.light, Some(c.dark))
        );
        assert_eq!(label(&l, "2").color, c.dark);
        assert_eq!(label(&l, "b").color, c.dark);
        assert_eq!(label(&l, "a").color, c.light);
    }

    #[test]
    fn inside_coordinates_flipped() {
        let style = Style {
            coordinates: Coordinates::Inside,
            flip: true,
            ..Style::default()
        };
        let l = layout(8, 8, &style);
        let q = l.square as f32;
        // Rank 1 is at the top, the h-file on the left.
        let one = label(&l, "1");
        assert!(one.baseline < l.board_y as f32 + 0.3 * q);
        let h = label(&l, "h");
        assert!(h.x < l.board_x as f32 + q && h.x > l.board_x as f32 + 0.5 * q);
        let a = label(&l, "a");
        assert!(a.x > l.board_x as f32 + 7.5 * q);
        // h1 and a8 are light, h8 dark.
        let c = style.colors;
        assert_eq!(one.color, c.dark);
        assert_eq!(label(&l, "8").color, c.light);
        assert_eq!(h.color, c.light);
    }

    #[test]
    fn inside_coordinates_stay_readable() {
        // Grey on white is too faint: the print theme uses its text colour.
        let print = Style {
            coordinates: Coordinates::Inside,
            ..Style::with_theme(crate::render::Theme::Print)
        };
        let l = layout(8, 8, &print);
        assert_eq!(l.corner_labels.len(), 16);
        assert!(l.corner_labels.iter().all(|x| x.color == Rgb::BLACK));
        assert_eq!(label(&l, "1").halo, Some(Rgb(0xc4, 0xc4, 0xc4)));
        // On hatched squares: the text colour with a white rim.
        let hatched = Style {
            coordinates: Coordinates::Inside,
            ..Style::with_theme(crate::render::Theme::Hatched)
        };
        let l = layout(8, 8, &hatched);
        assert_eq!(label(&l, "1").halo, Some(Rgb::WHITE));
        assert_eq!(label(&l, "2").halo, Some(Rgb::WHITE));
        assert!(l.corner_labels.iter().all(|x| x.color == Rgb::BLACK));
        // Too small for text inside a square: none.
        let small = Style {
            size: 192,
            ..print.clone()
        };
        assert!(layout(8, 8, &small).corner_labels.is_empty());
        assert!(contrast(Rgb::WHITE, Rgb::BLACK) > 20.9);
        assert!((contrast(Rgb(0x77, 0x77, 0x77), Rgb::WHITE) - 4.48).abs() < 0.01);
    }

    #[test]
    fn frames() {
        let frame = |frame| {
            layout(
                8,
                8,
                &Style {
                    frame,
                    ..Style::default()
                },
            )
        };
        let (none, thin, thick) = (frame(Frame::None), frame(Frame::Thin), frame(Frame::Thick));
        assert_eq!((none.frame, thin.frame, thick.frame), (0, 2, 4));
        assert!(none.square >= thin.square && thin.square >= thick.square);
        for l in [&none, &thin, &thick] {
            assert_eq!((l.width, l.height), (400, 400));
            assert!(l.board_x + 8 * l.square + l.frame <= l.width);
            // The numbers keep their distance from the frame.
            assert!(label(l, "1").x + 6.0 < (l.board_x - l.frame) as f32);
        }
        for frame in Frame::ALL {
            let style = Style {
                frame,
                ..Style::default()
            };
            let size = Layout::width_for_square(8, 83, &style, false, false);
            let l = layout(
                8,
                8,
                &Style {
                    size,
                    ..style.clone()
                },
            );
            assert_eq!(l.square, 83, "{frame}");
        }
    }

    #[test]
    fn hatching_per_square_size() {
        let h = |q| {
            let h = Hatch::for_square(q);
            (h.period, h.width)
        };
        assert_eq!(h(16), (4, 1));
        assert_eq!(h(21), (4, 1));
        assert_eq!(h(45), (4, 1));
        assert_eq!(h(55), (5, 1));
        assert_eq!(h(83), (8, 2));
        assert_eq!(h(95), (9, 2));
        assert_eq!(h(190), (17, 4));
        for q in [16, 45, 83, 190, 400] {
            let hatch = Hatch::for_square(q);
            // Each period's square of pixels holds `width` pixels a row.
            let p = hatch.period;
            let covered = (0..p)
                .flat_map(|y| (0..p).map(move |x| (x, y)))
                .filter(|&(x, y)| hatch.covers(x, y))
                .count();
            assert_eq!(covered as u32, p * hatch.width, "{q}");
            // The lines rise to the right: a covered pixel's neighbour up
            // and to the right is covered too.
            assert!(hatch.covers(p - 1, 0) && hatch.covers(p - 2, 1) && hatch.covers(0, p - 1));
            assert!(hatch.halo >= 1.0 && hatch.halo <= (q as f32 * 0.04).max(1.0));
        }
        let style = Style::with_theme(crate::render::Theme::Hatched);
        assert_eq!(layout(8, 8, &style).hatch, Some(Hatch::for_square(45)));
        assert_eq!(layout(8, 8, &Style::default()).hatch, None);
    }

    #[test]
    fn sizes_and_small_boards() {
        let style = |size| Style {
            size,
            ..Style::default()
        };
        assert_eq!(
            Layout::new(8, 8, None, &Texts::default(), &style(15), &mut Fonts::new()),
            Err(RenderError::Size(15))
        );
        assert_eq!(
            Layout::new(
                8,
                8,
                None,
                &Texts::default(),
                &style(4097),
                &mut Fonts::new()
            ),
            Err(RenderError::Size(4097))
        );
        let small = layout(8, 8, &style(64));
        assert!(small.labels.is_empty(), "no room for coordinates at 64 px");
        assert_eq!(small.width, 64);
        assert_eq!(
            Layout::new(
                26,
                26,
                None,
                &Texts::default(),
                &style(16),
                &mut Fonts::new()
            ),
            Err(RenderError::TooSmall {
                size: 16,
                files: 26
            })
        );
        let big = layout(26, 26, &style(4096));
        assert_eq!(big.labels.len(), 52);
        assert_eq!(big.labels.last().unwrap().text, "z");
        let wide = layout(10, 4, &style(400));
        assert!(wide.height < 250);
    }

    #[test]
    fn a_dedication_is_a_line_above_the_board_under_the_award() {
        let style = Style::default();
        let texts = Texts {
            author: Some("W. Widmung"),
            award: Some("1st Prize"),
            dedication: Some("to J. Smith"),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &texts, &style, &mut Fonts::new()).unwrap();
        let line = |t: &str| {
            l.labels
                .iter()
                .find(|x| x.text == t)
                .expect("drawn")
                .baseline
        };
        assert!(line("W. Widmung") < line("1st Prize"));
        assert!(line("1st Prize") < line("to J. Smith"));
        assert!(line("to J. Smith") < l.board_y as f32);
        // With no other line it brings the piece count, as any problem line does.
        let only = Texts {
            dedication: Some("to J. Smith"),
            count: Some("(1+1)"),
            ..Texts::default()
        };
        let l = Layout::new(8, 8, None, &only, &style, &mut Fonts::new()).unwrap();
        assert!(l.labels.iter().any(|x| x.text == "(1+1)"));
    }
}
