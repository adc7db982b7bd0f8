//! The notation layer: dialects of piece letters, the Forsyth string, and
//! FEN/EPD records. It knows nothing of drawing.
//!
//! It builds up in one direction: a [`Dialect`] (letters), the diagnostics
//! ([`Error`], [`Warning`]), the placement ([`read_forsyth`],
//! [`write_placement`]), detecting the dialect ([`detect`]), and whole lines
//! ([`Record`]).

pub(crate) mod auto;
pub(crate) mod dialect;
pub(crate) mod error;
pub(crate) mod fairy;
pub(crate) mod forsyth;
pub(crate) mod record;

pub use auto::{AutoReason, Detection, Survey, detect, suggest};
pub(crate) use dialect::edit_distance;
pub use dialect::{
    CUSTOM_PREFIX, Dialect, DialectChoice, DialectError, DialectName, FairyNotation, NAMES,
    near_name,
};
pub use error::{Error, ErrorKind, Field, Implausible, Reading, Span, Warning, WarningKind};
pub use fairy::{from_unicode as fairy_from_unicode, read_popeye, unicode as fairy_unicode};
pub use forsyth::{ReadOptions, read as read_forsyth, unwritable, write_board, write_placement};
pub use record::{EnPassant, Operation, ParseOptions, Record, RecordKind};

/// The longest line read as a record, in bytes.
pub const MAX_LINE: usize = 64 * 1024;
