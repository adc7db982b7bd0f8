//! Diagrams: a board and a style in, SVG text or PNG bytes out.
//!
//! ```
//! use forsythe::render::{Diagram, Renderer, Style};
//! use forsythe::Board;
//!
//! let mut renderer = Renderer::new();
//! let board = Board::standard();
//! let diagram = Diagram::new(&board);
//! let svg = renderer.svg(&diagram, &Style::default()).unwrap();
//! assert!(svg.starts_with("<svg "));
//! let png = renderer.png(&diagram, &Style { size: 200, ..Style::default() }).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod layout;
pub mod marks;
#[cfg(feature = "pdf")]
pub mod pdf;
mod pieces;
mod raster;
mod style;
mod svg;
mod text;

use std::fmt;

use crate::board::{Board, Color};
use crate::notation::{Dialect, forsyth};

pub use layout::{MAX_CAPTION, MAX_PIXELS, MAX_SIDE_PX};
pub use marks::{Mark, MarkError, MarkKind};
pub use pieces::{MAX_PIECE_FILE, PieceSet, PieceSetError};
pub use resvg::tiny_skia::Pixmap;
pub use style::{
    ColorError, Colors, Coordinates, DarkSquares, Frame, Length, ParseChoiceError,
    ParseLengthError, ParseThemeError, Rgb, SIZE_RANGE, Style, Theme, Unit,
};

use layout::Layout;

/// The fill of the `?` on unknown squares: a neutral grey.
const UNKNOWN_FILL: &str = "#5a5a5a";
const UNKNOWN_FILL_RGB: Rgb = Rgb(0x5a, 0x5a, 0x5a);

/// Where the `?` of an unknown square goes: its em size, its scale from font
/// units, and the offset of its baseline's start from the square's corner.
struct UnknownGlyph {
    size: f32,
    scale: f32,
    dx: f32,
    dy: f32,
}

impl UnknownGlyph {
    fn new(q: u32, fonts: &mut text::Fonts) -> UnknownGlyph {
        let face = text::Face::Bold;
        let size = q as f32 * 0.78;
        let scale = size / fonts.units_per_em(face);
        let width = fonts.width(face, "?") * scale;
        let cap = fonts.cap_height(face) * scale;
        UnknownGlyph {
            size,
            scale,
            dx: (q as f32 - width) / 2.0,
            dy: (q as f32 + cap) / 2.0,
        }
    }
}

/// Width of the white halo stroke around the `?`.
fn unknown_halo(q: u32) -> f32 {
    (q as f32 * 0.08).max(1.0)
}

/// Outline width of the side-to-move disc.
fn marker_stroke(q: u32) -> f32 {
    (q as f32 / 28.0).max(1.0)
}

/// Why a diagram cannot be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RenderError {
    /// The image width is outside [`SIZE_RANGE`].
    Size(u32),
    /// The image is too narrow for a board this wide.
    TooSmall {
        /// The image width asked for.
        size: u32,
        /// The board's number of files.
        files: usize,
    },
    /// The image would be taller than 8192 pixels or larger than 16 megapixels.
    ImageTooLarge {
        /// The width it would have.
        width: u32,
        /// The height it would have.
        height: u32,
    },
    /// The caption is longer than [`MAX_CAPTION`] characters.
    CaptionTooLong(usize),
    /// A mark is on a square the board does not have.
    MarkOffBoard(crate::board::Square),
    /// A piece set could not be used.
    Pieces(PieceSetError),
    /// PNG encoding failed.
    Encode(String),
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::Size(s) => write!(
                f,
                "an image {s} pixels wide is not possible; the size must be {} to {}",
                SIZE_RANGE.start(),
                SIZE_RANGE.end()
            ),
            RenderError::TooSmall { size, files } => {
                write!(
                    f,
                    "an image {size} pixels wide has no room for {files} files"
                )
            }
            RenderError::CaptionTooLong(n) => {
                write!(
                    f,
                    "a caption of {n} characters is too long; at most {MAX_CAPTION} are drawn"
                )
            }
            RenderError::ImageTooLarge { width, height } => write!(
                f,
                "an image of {width}×{height} pixels is too large; at most 8192 a side and 16 megapixels"
            ),
            RenderError::MarkOffBoard(sq) => {
                write!(f, "the square {sq} of a mark is not on the board")
            }
            RenderError::Pieces(e) => e.fmt(f),
            RenderError::Encode(e) => write!(f, "PNG encoding failed: {e}"),
        }
    }
}

impl std::error::Error for RenderError {}

impl From<PieceSetError> for RenderError {
    fn from(e: PieceSetError) -> RenderError {
        RenderError::Pieces(e)
    }
}

/// What one diagram shows: the board, who moves, and the text kept in the SVG's
/// title.
#[derive(Debug, Clone, Copy)]
pub struct Diagram<'a> {
    /// The board.
    pub board: &'a Board,
    /// Who moves, for the side-to-move marker.
    pub side_to_move: Option<Color>,
    /// The record the diagram was made from; the English Forsyth string when `None`.
    pub title: Option<&'a str>,
    /// A line of text under the board.
    pub caption: Option<&'a str>,
    /// Squares to mark and arrows to draw.
    pub marks: &'a [marks::Mark],
    /// A chess problem's author, source and stipulation; with any of them
    /// the piece count is drawn too.
    pub problem: Problem<'a>,
}

/// The lines a chess problem is published with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Problem<'a> {
    /// The composer, set in bold above the board.
    pub author: Option<&'a str>,
    /// Where it was published, above the board.
    pub source: Option<&'a str>,
    /// What is asked (`#2`, `h#3`, …), at the lower left.
    pub stipulation: Option<&'a str>,
}

impl<'a> Diagram<'a> {
    /// A diagram of `board` with nobody to move and no title.
    #[must_use]
    pub fn new(board: &'a Board) -> Diagram<'a> {
        Diagram {
            board,
            side_to_move: None,
            title: None,
            caption: None,
            marks: &[],
            problem: Problem::default(),
        }
    }

    fn title(&self) -> String {
        self.title.map_or_else(
            || forsyth::write_board(self.board, &Dialect::ENGLISH),
            str::to_owned,
        )
    }

    fn description(&self) -> String {
        let mut d = format!(
            "Chess diagram, {}×{}: {}",
            self.board.width(),
            self.board.height(),
            forsyth::write_board(self.board, &Dialect::ENGLISH)
        );
        match self.side_to_move {
            Some(Color::White) => d.push_str(" w"),
            Some(Color::Black) => d.push_str(" b"),
            None => {}
        }
        d
    }
}

/// Draws many diagrams: keeps the parsed piece set, the fonts, each piece's
/// raster per square size and the empty board per size and style.
#[derive(Clone)]
pub struct Renderer {
    pieces: PieceSet,
    fonts: text::Fonts,
    cache: raster::Cache,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::new()
    }
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("pieces", &self.pieces)
            .finish_non_exhaustive()
    }
}

impl Renderer {
    /// A renderer with our own piece set.
    #[must_use]
    pub fn new() -> Renderer {
        Renderer::with_pieces(PieceSet::builtin())
    }

    /// A renderer with the given piece set.
    #[must_use]
    pub fn with_pieces(pieces: PieceSet) -> Renderer {
        Renderer {
            pieces,
            fonts: text::Fonts::new(),
            cache: raster::Cache::default(),
        }
    }

    /// The style a diagram is drawn in: `style`, but with both a physical
    /// square size and a resolution, as wide as they ask.
    fn sized(diagram: &Diagram<'_>, style: &Style) -> Style {
        match (style.square_size, style.dpi) {
            (Some(len), Some(dpi)) => {
                let square = (len.points() / 72.0 * dpi as f32).round().max(2.0) as u32;
                let marker = style.side_to_move && diagram.side_to_move.is_some();
                Style {
                    size: Layout::width_for_square(diagram.board.width(), square, style, marker),
                    ..style.clone()
                }
            }
            _ => style.clone(),
        }
    }

    /// The layout of a diagram (its size in pixels, where each square is),
    /// and the style it is drawn in.
    fn layout(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(Layout, Style), RenderError> {
        let style = Self::sized(diagram, style);
        let (w, h) = (diagram.board.width(), diagram.board.height());
        for m in diagram.marks {
            let squares = match m.kind {
                MarkKind::Arrow(to) => [m.square, to],
                _ => [m.square, m.square],
            };
            if let Some(&sq) = squares.iter().find(|s| s.file() >= w || s.rank() >= h) {
                return Err(RenderError::MarkOffBoard(sq));
            }
        }
        let (white, black) = diagram.board.piece_count();
        let count = format!("({white}+{black})");
        let texts = layout::Texts {
            caption: diagram.caption,
            author: diagram.problem.author,
            source: diagram.problem.source,
            stipulation: diagram.problem.stipulation,
            count: Some(&count),
        };
        let layout = Layout::new(
            diagram.board.width(),
            diagram.board.height(),
            diagram.side_to_move,
            &texts,
            &style,
            &mut self.fonts,
        )?;
        Ok((layout, style))
    }

    /// The diagram as an SVG document.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn svg(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<String, RenderError> {
        let (layout, style) = &self.layout(diagram, style)?;
        Ok(svg::write(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            svg::TextMode::Outlines,
        ))
    }

    /// The diagram as RGBA pixels (premultiplied), for callers that encode
    /// or composite themselves.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn pixmap(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Pixmap, RenderError> {
        let (layout, style) = &self.layout(diagram, style)?;
        raster::draw(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            &mut self.cache,
        )
    }

    /// The diagram as a PNG file.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn png(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let pix = self.pixmap(diagram, style)?;
        raster::encode_png(&pix, style.transparent, style.dpi)
    }

    /// The diagram as SVG with its text as `<text>` in the embedded font's
    /// family, for PDF pages of many diagrams ([`pdf::book`]); with its
    /// width and height in pixels.
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "pdf")]
    pub fn svg_for_print(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(String, u32, u32), RenderError> {
        let (layout, style) = &self.layout(diagram, style)?;
        let text = svg::write(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            svg::TextMode::Text,
        );
        Ok((text, layout.width, layout.height))
    }

    /// The diagram as a one-page PDF of vector graphics, with the text in the
    /// embedded font (a subset of it).
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "pdf")]
    pub fn pdf(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let (layout, _) = self.layout(diagram, style)?;
        let (text, width, height) = self.svg_for_print(diagram, style)?;
        let scale = style
            .square_size
            .map_or(0.75, |len| len.points() / layout.square as f32);
        let page = pdf::Page {
            svg: text,
            width: width as f32 * scale,
            height: height as f32 * scale,
        };
        pdf::document(&[page])
    }
}

/// One diagram as SVG, with our own pieces. For many, keep a [`Renderer`].
///
/// # Errors
/// See [`RenderError`].
pub fn svg(diagram: &Diagram<'_>, style: &Style) -> Result<String, RenderError> {
    Renderer::new().svg(diagram, style)
}

/// One diagram as PNG, with our own pieces. For many, keep a [`Renderer`].
///
/// # Errors
/// See [`RenderError`].
pub fn png(diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
    Renderer::new().png(diagram, style)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    /// A warm renderer draws exactly what a fresh one draws.
    fn same_as_fresh(first: &Diagram<'_>, then: &Diagram<'_>, style: &Style) {
        let mut warm = Renderer::new();
        warm.pixmap(first, style).expect("drawn");
        let a = warm.pixmap(then, style).expect("drawn");
        let b = Renderer::new().pixmap(then, style).expect("drawn");
        assert_eq!((a.width(), a.height()), (b.width(), b.height()));
        assert!(
            a.data() == b.data(),
            "the cached background was not this diagram's"
        );
    }

    // Found by fuzzing: the empty board was cached by size and style only, so a
    // diagram with a caption got the background of one without.
    #[test]
    fn regression_background_cache_caption() {
        let board = Board::standard();
        let captioned = Diagram {
            caption: Some("White to move"),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &captioned, &Style::default());
    }

    // Found by fuzzing: the same with a problem's lines and piece count.
    #[test]
    fn regression_background_cache_count() {
        let board = Board::standard();
        let problem = Diagram {
            problem: Problem {
                stipulation: Some("#2"),
                ..Problem::default()
            },
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &problem, &Style::default());
    }

    // Found by fuzzing: the same with the room for the side-to-move marker,
    // which only a record with a side to move gets.
    #[test]
    fn regression_background_cache_marker() {
        let board = Board::standard();
        let style = Style {
            side_to_move: true,
            ..Style::default()
        };
        let white = Diagram {
            side_to_move: Some(Color::White),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &white, &style);
        same_as_fresh(&white, &Diagram::new(&board), &style);
    }
}
