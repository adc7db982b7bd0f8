//! The notation layer: dialects of piece letters, the Forsyth string, and
//! FEN/EPD records. It knows nothing of drawing.
//!
//! The modules build on each other in one direction: [`dialect`] (letters)
//! ← [`error`] (diagnostics) ← [`forsyth`] (the placement) ← [`auto`]
//! (detecting the dialect) ← [`record`] (whole lines).

pub mod auto;
pub mod dialect;
pub mod error;
pub mod fairy;
pub mod forsyth;
pub mod record;

pub use auto::{AutoReason, Detection};
pub use dialect::{Dialect, DialectChoice, DialectError, DialectName, FairyNotation};
pub use error::{Error, ErrorKind, Field, Implausible, Span, Warning, WarningKind};
pub use record::{Operation, ParseOptions, Record, RecordKind};

/// The longest line read as a record, in bytes.
pub const MAX_LINE: usize = 64 * 1024;
