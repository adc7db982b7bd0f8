//! Diagrams: a board and a style in, SVG text, PNG or GIF bytes, or a PDF
//! out.
//!
//! ```
//! use forsythe::render::{Diagram, Renderer, Style};
//! use forsythe::{Board, Square};
//!
//! let mut renderer = Renderer::new();
//! let board: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse()?;
//! let sq = |s: &str| s.parse::<Square>();
//! let diagram = Diagram {
//!     last_move: Some((sq("e2")?, sq("e4")?)),
//!     description: Some("White has played the king's pawn two squares forward."),
//!     ..Diagram::new(&board)
//! };
//! let svg = renderer.svg(&diagram, &Style::default())?;
//! assert!(svg.starts_with("<svg "));
//! assert!(svg.contains(r#"role="img""#));
//! let png = renderer.png(&diagram, &Style { size: 200, ..Style::default() })?;
//! assert_eq!(&png[1..4], b"PNG");
//! // Whatever it draws, a renderer keeps at most this much between diagrams.
//! assert!(renderer.cached_bytes() <= forsythe::render::CACHE_LIMIT);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod animation;
mod cache;
mod cell_text;
mod diagram;
mod error;
mod fairy;
mod format;
mod image;
mod layout;
mod lzw;
pub(crate) mod marks;
mod num;
#[cfg(feature = "pdf")]
mod pdf;
mod pieces;
mod raster;
mod renderer;
mod style;
mod svg;
mod text;

pub use animation::{Animation, DEFAULT_DELAY};
pub use diagram::{Diagram, LinePlace, LineSize, PictureLegend, TextLine};
pub use error::{EncodeError, RenderError};
pub use format::{Format, FormatError};
pub use image::Image;
pub use layout::{MAX_CAPTION, MAX_PIXELS, MAX_SIDE_PX};
pub use marks::{LastMoveStyle, Mark, MarkError, MarkKind};
#[cfg(feature = "pdf")]
pub use pdf::{Book, Paper};
pub use pieces::{MAX_PIECE_FILE, PieceSet, PieceSetError};
pub use renderer::Renderer;
pub use style::{
    ChoiceError, ColorError, Colors, Coordinates, DarkSquares, FrameWeight, Legend, Length,
    LengthError, Rgb, SIZE_RANGE, Style, Theme, ThemeError, Unit,
};

/// The most bytes a [`Renderer`] keeps between diagrams, whatever it is
/// asked to draw: 15 MiB of piece rasters, 32 MiB of empty boards (an
/// empty board is kept when it is asked for a second time), 256 KiB of
/// the boards asked for once, 1 MiB of shaped text and glyph outlines, and
/// 256 KiB of SVG text made from coordinates, captions and squares. What does not
/// fit is drawn afresh each time.
pub const CACHE_LIMIT: usize = raster::PIECE_CACHE_BYTES
    + raster::BACKGROUND_CACHE_BYTES
    + raster::SEEN_BYTES
    + text::TEXT_CACHE_BYTES
    + text::FRAGMENT_CACHE_BYTES;

/// The longest description drawn into a diagram's metadata, in characters.
pub const MAX_DESCRIPTION: usize = 4000;

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
#[cfg(feature = "raster")]
pub fn png(diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
    Renderer::new().png(diagram, style)
}
