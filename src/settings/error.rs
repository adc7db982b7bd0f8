//! What is wrong with a key/value pair: one typed error for every way in,
//! which each edge words in its own language.

use super::{AnnotationError, MarkSpecError, Way, keys};
use crate::games::SelectionSyntaxError;
use crate::notation::DialectError;
use crate::render::MarkError;

/// What is wrong with a key/value pair. Every key is named as it was
/// written.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SettingsError {
    /// No such key; the key that was probably meant.
    Unknown {
        /// The key.
        key: String,
        /// The nearest known key.
        suggestion: Option<&'static str>,
    },
    /// A key this way in does not take (a folder of pieces in a request).
    NotHere {
        /// The key.
        key: String,
        /// The way in.
        way: Way,
    },
    /// A key that takes one value was given again.
    Repeated {
        /// The key.
        key: String,
    },
    /// A key that needs a value was given none.
    NoValue {
        /// The key.
        key: String,
    },
    /// The record is missing.
    NoRecord,
    /// Not a yes/no value.
    Bool {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// Not a whole number.
    Number {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// The image width is out of range.
    Size {
        /// The width asked for (as large as it was written).
        size: u64,
        /// The narrowest allowed.
        min: u32,
        /// The widest allowed.
        max: u32,
    },
    /// Not a theme's name.
    Theme {
        /// The value.
        value: String,
    },
    /// Not a colour.
    Color {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// Not a notation.
    Dialect(DialectError),
    /// Not the letters of moves.
    MoveLetters {
        /// The value.
        value: String,
    },
    /// Not a position of a game.
    At(SelectionSyntaxError),
    /// A mark or arrow that cannot be read.
    Mark {
        /// The key.
        key: String,
        /// What is wrong.
        error: MarkSpecError,
    },
    /// A ChessBase comment whose marks cannot be read.
    ChessBase(MarkError),
    /// A word of `annotations` that cannot be read.
    Annotation(AnnotationError),
    /// More marks than [`MAX_MARKS`](super::MAX_MARKS), or captions than
    /// [`MAX_CAPTIONS`](super::MAX_CAPTIONS).
    TooMany {
        /// The key.
        key: String,
        /// The most it takes.
        max: usize,
    },
    /// Not a physical length.
    SquareSize {
        /// The value.
        value: String,
    },
    /// Not a walk's drawing (`zebra=knight:90`).
    Glyph {
        /// The item.
        value: String,
    },
    /// A resolution out of range.
    Dpi {
        /// The resolution asked for.
        value: u64,
    },
    /// An animation's delay out of [`DELAY_RANGE`](super::DELAY_RANGE).
    Delay {
        /// The delay asked for.
        value: u64,
    },
    /// A text longer than [`MAX_CAPTION`](crate::render::MAX_CAPTION) characters.
    TooLong {
        /// The key.
        key: String,
        /// Its length in characters.
        length: usize,
    },
    /// Not a square's name.
    Square {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// Not a move.
    Move {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// Understood, but this build cannot draw it.
    Unsupported {
        /// The key.
        key: String,
    },
    /// Not one of the values the key takes.
    Choice {
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// The values it takes.
        choices: &'static [&'static str],
    },
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsError::Unknown {
                key,
                suggestion: Some(s),
            } => write!(f, "unknown key `{key}`; did you mean `{s}`?"),
            SettingsError::Unknown { key, .. } => write!(f, "unknown key `{key}`"),
            SettingsError::NotHere { key, .. } => write!(f, "`{key}` cannot be used here"),
            SettingsError::Repeated { key } => write!(f, "`{key}` is given twice"),
            SettingsError::NoValue { key } => write!(f, "`{key}` needs a value"),
            SettingsError::NoRecord => write!(f, "no record to draw"),
            SettingsError::Bool { key, value } => write!(f, "`{key}={value}` is not yes or no"),
            SettingsError::Number { key, value } => {
                write!(f, "`{key}={value}` is not a whole number")
            }
            SettingsError::Size { size, min, max } => {
                write!(f, "size {size} is outside {min} to {max}")
            }
            SettingsError::Theme { value } => write!(f, "`{value}` is not a theme"),
            SettingsError::Color { key, value } => write!(f, "`{key}={value}` is not a colour"),
            SettingsError::Dialect(e) => e.fmt(f),
            SettingsError::MoveLetters { value } => {
                write!(f, "`{value}` is not a way to write moves")
            }
            SettingsError::At(e) => e.fmt(f),
            SettingsError::Mark { key, error } => write!(f, "`{key}`: {error}"),
            SettingsError::ChessBase(e) => e.fmt(f),
            SettingsError::Annotation(e) => write!(f, "`{}` is no annotation", e.word),
            SettingsError::TooMany { key, max } => write!(f, "more than {max} `{key}`"),
            SettingsError::SquareSize { value } => write!(f, "`{value}` is not a length"),
            SettingsError::Glyph { value } => write!(f, "`{value}` is not a walk's drawing"),
            SettingsError::Dpi { value } => write!(f, "resolution {value} is out of range"),
            SettingsError::Delay { value } => write!(f, "delay {value} is out of range"),
            SettingsError::TooLong { key, length } => {
                write!(f, "`{key}` is {length} characters long")
            }
            SettingsError::Square { key, value } => write!(f, "`{key}={value}` is not a square"),
            SettingsError::Move { key, value } => write!(f, "`{key}={value}` is not a move"),
            SettingsError::Unsupported { key } => write!(f, "`{key}` cannot be drawn here"),
            SettingsError::Choice { key, value, .. } => {
                write!(f, "`{key}={value}` is not a value `{key}` takes")
            }
        }
    }
}

impl std::error::Error for SettingsError {}

impl SettingsError {
    /// The key concerned, as it was written (or as the list names it).
    #[must_use]
    pub fn key(&self) -> Option<&str> {
        match self {
            SettingsError::Unknown { key, .. }
            | SettingsError::NotHere { key, .. }
            | SettingsError::Repeated { key }
            | SettingsError::NoValue { key }
            | SettingsError::Bool { key, .. }
            | SettingsError::Number { key, .. }
            | SettingsError::Color { key, .. }
            | SettingsError::Mark { key, .. }
            | SettingsError::TooMany { key, .. }
            | SettingsError::TooLong { key, .. }
            | SettingsError::Square { key, .. }
            | SettingsError::Move { key, .. }
            | SettingsError::Unsupported { key }
            | SettingsError::Choice { key, .. } => Some(key),
            SettingsError::NoRecord => Some(keys::RECORD),
            SettingsError::Size { .. } => Some("size"),
            SettingsError::Theme { .. } => Some("theme"),
            SettingsError::Dialect(_) => Some("dialect"),
            SettingsError::MoveLetters { .. } => Some("move-letters"),
            SettingsError::At(_) => Some("at"),
            SettingsError::ChessBase(_) => Some("marks"),
            SettingsError::Annotation(_) => Some("annotations"),
            SettingsError::SquareSize { .. } => Some("square-size"),
            SettingsError::Glyph { .. } => Some("glyph"),
            SettingsError::Dpi { .. } => Some("dpi"),
            SettingsError::Delay { .. } => Some("delay"),
        }
    }
}
