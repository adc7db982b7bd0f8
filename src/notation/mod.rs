//! The notation layer: dialects of piece letters, the Forsyth string, and
//! FEN/EPD records. It knows nothing of drawing.

pub mod dialect;
pub mod error;
pub mod forsyth;
pub mod record;

pub use dialect::{AutoReason, Detection};
pub use dialect::{Dialect, DialectChoice, DialectError, DialectName};
pub use error::{Error, ErrorKind, Field, Implausible, Span, Warning, WarningKind};
pub use record::{Operation, ParseOptions, Record, RecordKind};
