//! Why a diagram cannot be drawn ([`RenderError`]), and why its image or
//! document could not be written ([`EncodeError`]).

use std::fmt;
use std::sync::Arc;

use crate::board::Square;
use crate::render::{Format, MAX_CAPTION, MAX_DESCRIPTION, PieceSetError, SIZE_RANGE};

/// Why an image or document could not be written: the encoder's own
/// error, kept as the [`source`](std::error::Error::source).
#[derive(Debug, Clone)]
pub struct EncodeError {
    message: String,
    source: Option<Arc<dyn std::error::Error + Send + Sync>>,
}

impl EncodeError {
    pub(crate) fn new(e: impl std::error::Error + Send + Sync + 'static) -> EncodeError {
        EncodeError {
            message: e.to_string(),
            source: Some(Arc::new(e)),
        }
    }

    pub(crate) fn message(message: impl Into<String>) -> EncodeError {
        EncodeError {
            message: message.into(),
            source: None,
        }
    }
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for EncodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

/// Two errors are equal when they say the same.
impl PartialEq for EncodeError {
    fn eq(&self, other: &EncodeError) -> bool {
        self.message == other.message
    }
}

impl Eq for EncodeError {}

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
    /// The description is longer than [`MAX_DESCRIPTION`] characters.
    DescriptionTooLong(usize),
    /// The language of the description is not a BCP 47 tag (letters, digits
    /// and hyphens, at most 35 characters).
    Lang(String),
    /// A mark, the last move or the check is on a square the board does not have.
    MarkOffBoard(Square),
    /// A frame of an animation is not as large as the first.
    FrameSize {
        /// The first frame's width and height.
        expected: (u32, u32),
        /// This frame's.
        found: (u32, u32),
    },
    /// A piece set could not be used.
    Pieces(PieceSetError),
    /// The PNG encoder failed.
    Png(EncodeError),
    /// The GIF encoder failed.
    Gif(EncodeError),
    /// The PDF could not be written.
    Pdf(EncodeError),
    /// This build does not write the format (PDF without the `pdf` feature).
    NotBuilt(Format),
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
            RenderError::DescriptionTooLong(n) => write!(
                f,
                "a description of {n} characters is too long; at most {MAX_DESCRIPTION} are kept"
            ),
            RenderError::Lang(tag) => {
                write!(f, "`{tag}` is not a language tag such as en, de or pt-BR")
            }
            RenderError::ImageTooLarge { width, height } => write!(
                f,
                "an image of {width}×{height} pixels is too large; at most 8192 a side and 16 megapixels"
            ),
            RenderError::MarkOffBoard(sq) => {
                write!(f, "the square {sq} of a mark is not on the board")
            }
            RenderError::FrameSize { expected, found } => write!(
                f,
                "a frame of {}×{} pixels cannot follow frames of {}×{}",
                found.0, found.1, expected.0, expected.1
            ),
            RenderError::Pieces(_) => f.write_str("the piece set cannot be used"),
            RenderError::Png(_) => f.write_str("PNG encoding failed"),
            RenderError::Gif(_) => f.write_str("GIF encoding failed"),
            RenderError::Pdf(_) => f.write_str("the PDF could not be written"),
            RenderError::NotBuilt(format) => {
                write!(
                    f,
                    "this build does not write {format}; it was built without that feature"
                )
            }
        }
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RenderError::Pieces(e) => Some(e),
            RenderError::Png(e) | RenderError::Gif(e) | RenderError::Pdf(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PieceSetError> for RenderError {
    fn from(e: PieceSetError) -> RenderError {
        RenderError::Pieces(e)
    }
}
