//! forsythe: chess diagrams from Forsyth notation.
//!
//! The library reads a position written as a Forsyth string, a FEN or an EPD
//! record, in the piece letters of several languages, and turns it into a board.
//!
//! ```
//! use forsythe::notation::{Dialect, DialectChoice, ParseOptions, Record, forsyth};
//!
//! // A German Forsyth string, read and written back in English.
//! let opts = ParseOptions { dialect: DialectChoice::Fixed(Dialect::GERMAN), ..Default::default() };
//! let record = Record::parse("tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1", &opts).unwrap();
//! let english = forsyth::write_placement(&record.placement, &Dialect::ENGLISH);
//! assert_eq!(english, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
//! ```

pub mod batch;
pub mod board;
pub mod games;
pub mod notation;
pub mod render;

pub use resvg;

pub use board::{Board, Cell, Color, Piece, Placement, Role, Square};

/// The README's Rust examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
