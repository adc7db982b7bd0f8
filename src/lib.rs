//! # forsythe: chess diagrams from Forsyth notation
//!
//! forsythe reads chess positions written in Forsyth notation — alone, or
//! inside FEN and EPD records — in the piece letters of English, German,
//! Italian, FIDE or French notation (or any six letters), and draws them as
//! SVG, PNG or PDF diagrams fit for print.
//!
//! ## The flow
//!
//! ```text
//! text ──▶ notation::Record ──▶ Board ──▶ render::Renderer ──▶ SVG / PNG / PDF
//! ```
//!
//! - [`notation`] reads a line: [`notation::Record::parse`] gives the
//!   placement and the other FEN/EPD fields, with warnings that name the
//!   column of anything odd. Only a placement that cannot be read at all is an
//!   error. [`notation::read_forsyth`] and [`notation::write_placement`] read
//!   and write bare Forsyth strings, [`notation::detect`] finds the notation
//!   of letters whose notation is not known.
//! - [`Board`] is what a diagram shows: a grid of up to 26×26 squares, each
//!   empty, a piece, a hole, or unknown (drawn as `?`). A
//!   [`Placement`] is a Forsyth string's squares before they are laid over a
//!   base board (`.` keeps a square of the base).
//! - [`render`] draws: a [`render::Diagram`] (board, side to move, last
//!   move, check, marks, caption, lines of text, a description for screen
//!   readers) in a [`render::Style`] (size, theme, orientation, coordinates)
//!   becomes SVG text, PNG bytes (with the `raster` feature), frames of an
//!   animated GIF ([`render::Animation`]) or, with the `pdf` feature, a PDF. A
//!   [`render::Renderer`] keeps what it prepared (piece rasters, board
//!   backgrounds, shaped text) between diagrams, within a fixed memory bound
//!   ([`render::CACHE_LIMIT`]).
//! - [`input`] reads files of records: one record a line, or PGN games.
//!
//! ## The public surface
//!
//! Every public item has one path, the canonical one:
//!
//! | Path | What a host takes from it |
//! |---|---|
//! | `forsythe::{Board, Square, Cell, Piece, Fairy, Walk, Attribute, BoardMarks, …}` | the board model: what a diagram shows, with no letters (the crate root) |
//! | [`notation`] | read and translate a line: [`notation::Record`], [`notation::read_forsyth`], [`notation::write_placement`], [`notation::Dialect`], [`notation::detect`] |
//! | [`render`] | draw: [`render::Renderer`], [`render::Diagram`], [`render::Style`], [`render::Format`] |
//! | [`games`] | PGN games played into positions, lichess puzzles |
//! | [`problems`] | chess problems: Popeye, olive and YACPDB files, and the LaTeX `diagram` package as [`problems::latex`] |
//! | [`input`] | files of records: one record a line, grids, PGN, CSV and problem files |
//! | [`settings`] | the keys (`size`, `arrows`, …) every way in shares, resolved into what the layers take |
//! | `host` (feature `host`) | the engine as other programs embed it: `host::Engine` draws, describes and translates from keys |
//!
//! No item is re-exported under a second path: `host` takes
//! [`render::Format`] and [`settings::Way`] from where they live, and the
//! board model is at the root only (`tests/suite/public_api.rs` checks it).
//!
//! ## Reading and translating
//!
//! ```
//! use forsythe::notation::{Dialect, DialectChoice, ParseOptions, Record, write_placement};
//!
//! // A German FEN, read and written back in English.
//! let opts = ParseOptions { dialect: DialectChoice::Fixed(Dialect::GERMAN), ..Default::default() };
//! let record = Record::parse("tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1", &opts)?;
//! let english = write_placement(&record.placement, &Dialect::ENGLISH);
//! assert_eq!(english, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
//! assert_eq!(record.with_placement(&english), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! # Ok::<(), forsythe::notation::Error>(())
//! ```
//!
//! Records published in the wild are read generously: what follows the
//! placement and is not as the standard says becomes a warning, and the rest
//! is kept.
//!
//! ```
//! use forsythe::notation::{Record, WarningKind};
//!
//! let r: Record = "8/8/8/4k3/8/8/8/4K3 w - -; bm Kd2".parse()?;
//! assert_eq!(r.operand("bm"), Some("Kd2"));
//! assert!(matches!(r.warnings[0].kind, WarningKind::StraySemicolon));
//! # Ok::<(), forsythe::notation::Error>(())
//! ```
//!
//! ## Drawing SVG and PNG
//!
//! ```
//! use forsythe::render::{Diagram, Renderer, Style, Theme};
//! use forsythe::{Board, Color};
//!
//! let board: Board = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR".parse()?;
//! let diagram = Diagram { side_to_move: Some(Color::White), caption: Some("White to move"), ..Diagram::new(&board) };
//! let style = Style { size: 320, colors: Theme::Print.colors(), ..Style::default() };
//!
//! let mut renderer = Renderer::new();
//! let svg: String = renderer.svg(&diagram, &style)?;
//! let png: Vec<u8> = renderer.png(&diagram, &style)?;
//! assert!(svg.starts_with("<svg"));
//! assert_eq!(&png[1..4], b"PNG");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## PDF
//!
//! With the `pdf` feature (on by default), `Renderer::pdf` draws a
//! one-page PDF of vector graphics with its text in an embedded font:
//!
//! ```
//! # #[cfg(feature = "pdf")] {
//! use forsythe::render::{Diagram, Renderer, Style};
//! use forsythe::Board;
//!
//! let pdf = Renderer::new().pdf(&Diagram::new(&Board::standard()), &Style::default())?;
//! assert!(pdf.starts_with(b"%PDF-"));
//! # }
//! # Ok::<(), forsythe::render::RenderError>(())
//! ```
//!
//! ## Cargo features
//!
//! - `cli` (default): the `forsythe` command and what only it needs
//!   (argument parsing, messages in five languages, progress bars, signals).
//!   A program that embeds the library sets `default-features = false` and
//!   compiles none of it; SVG is always there.
//! - `raster` (default): PNG, and GIF from `Renderer::encode`. Without it
//!   those formats are answered [`render::RenderError::NotBuilt`] and a
//!   binary linked with link-time optimisation is 0.7 MB smaller (the Typst
//!   plugin, which takes SVG, is built so).
//! - `pdf` (default): PDF output through krilla, about 2 MB of code.
//! - `host`: [`host`], the engine as another program embeds it.
//! - `serve` (default): `forsythe serve`, the HTTP service.
//!
//! ## Errors and limits
//!
//! Every function that can fail returns a typed error whose `Display` is an
//! English sentence fragment; the command line turns each into a message in
//! the user's language. Nothing here panics on any input, and everything
//! read is bounded: a record line has at most [`notation::MAX_LINE`] bytes,
//! a board at most [`MAX_SIDE`]×[`MAX_SIDE`] squares, an image at most
//! [`render::MAX_SIDE_PX`] pixels a side.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod csv_rows;
pub mod games;
pub mod input;
pub mod notation;
pub mod problems;
pub mod render;
pub mod settings;

// The program's layers (see `src/main.rs`): built with the `cli` feature,
// reached from outside only through `cli::main`.
/// The version of the library, as its package gives it (the program, the
/// Typst plugin and the npm and Python packages report the same).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

#[cfg(feature = "host")]
#[cfg_attr(not(feature = "cli"), allow(dead_code))]
mod app;
#[cfg(feature = "cli")]
mod cli;
#[cfg(feature = "host")]
pub mod host;
#[cfg(feature = "cli")]
mod markdown;
#[cfg(feature = "serve")]
mod serve;
#[cfg(feature = "cli")]
mod typeset;

/// Runs the `forsythe` command on the process's arguments and says how it
/// ended: what the `forsythe` program does (the `cli` feature).
#[cfg(feature = "cli")]
pub fn command() -> std::process::ExitCode {
    cli::main()
}

pub use board::{
    Attribute, Attributes, Board, BoardMarks, Cell, Color, Cylinder, Fairy, Glyph, GlyphError,
    GridLine, MAX_SIDE, NameLanguage, Piece, Placement, PlacementEntry, Role, Shape, Side,
    SizeError, Square, SquareText, SquareTextError, Turn, Walk, WalkLanguage, attribute_squares,
};

/// The README's Rust examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The guide's library page (docs/src/library.md): its Rust examples,
/// compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/src/library.md")]
pub struct GuideLibraryDoctests;
