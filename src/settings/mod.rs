//! Settings from key/value pairs: what a diagram is asked to be, by any way
//! in. The command line's options, the service's query string and the
//! `key: value` lines of a Markdown block (and so the pandoc filter, mdBook,
//! and the LaTeX and Typst packages) are all read here, with one list of keys
//! ([`KEYS`]), one meaning and one typed error ([`SettingsError`]).
//!
//! ```
//! use forsythe::settings::Settings;
//!
//! let s = Settings::from_pairs([
//!     ("fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"),
//!     ("size", "300"),
//!     ("highlights", "e4:red d5"),
//!     ("side_to_move", "yes"),
//! ])
//! .unwrap();
//! assert_eq!(s.style().size, 300);
//! assert!(s.style().side_to_move);
//! assert_eq!(s.marks().len(), 2);
//!
//! let e = Settings::from_pairs([("fen", "8"), ("fliped", "1")]).unwrap_err();
//! assert_eq!(e.to_string(), "unknown key `fliped`; did you mean `flip`?");
//! ```
//!
//! [`Settings::apply`] takes one pair at a time; [`Settings::pairs`] writes
//! the settings back as the shortest pairs that mean them. Key names ignore
//! case, `-` and `_` (`side-to-move`, `side_to_move`, `SideToMove`).
//!
//! Each key is defined once, in the list: its names, what it takes (a
//! [`KeyKind`], a value name, choices, a default), the ways in that take
//! it, how it is applied to the settings and how it writes itself back. A
//! new key is a definition there and a field here; the command line's
//! option is made from it, and tests name what else it needs (its help
//! messages, its row in the guide's table of keys (docs/src/keys.md), its sample in every way in).

mod defs;
mod error;
mod keys;
mod lines;
mod values;

use std::path::PathBuf;

pub use defs::KEYS;
pub use error::SettingsError;
pub use keys::{Category, Key, KeyKind, RECORD, ValueType, Way, closest, find, fold};
pub use lines::{ProblemLine, ProblemLines};
pub use values::{
    AnnotationError, CheckChoice, Flip, MarkOption, MarkSpecError, Move, TextPlace, mark_color,
    parse_annotations, parse_mark, parse_marks,
};

use crate::games::{SanStyle, Selection};
use crate::notation::DialectChoice;
use crate::render::{
    Coordinates, FrameWeight, LastMoveStyle, Legend, Length, Mark, Rgb, Style, Theme,
};

/// The most marks and arrows one diagram takes.
pub const MAX_MARKS: usize = 256;
/// The most captions one diagram takes (they are joined with spaces).
pub const MAX_CAPTIONS: usize = 16;
/// The highest resolution written into an image, in dots per inch.
pub const MAX_DPI: u32 = 10_000;
/// The shortest and longest time an animation shows a frame, in
/// milliseconds.
pub const DELAY_RANGE: std::ops::RangeInclusive<u32> = 10..=655_350;

/// Everything the pairs say about the diagram they want.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// The record to draw (Forsyth, FEN, EPD, a game), as written.
    pub record: Option<String>,
    /// The notation of the record (and of `base`).
    pub dialect: DialectChoice,
    /// `10` is ten empty squares.
    pub merge_digits: bool,
    /// A record (or `start`) the record is laid over.
    pub base: Option<String>,
    /// Warnings are errors.
    pub strict: bool,
    /// The language of captions and messages, as asked for (the edge
    /// chooses the nearest it has).
    pub lang: Option<String>,
    /// Moves played from the record (SAN or UCI, with or without move
    /// numbers), as written; a block's `moves`.
    pub moves: Option<String>,
    /// A whole game in PGN, as written; a block's `pgn`.
    pub pgn: Option<String>,
    /// Which positions of a game are drawn.
    pub at: Selection,
    /// The letters moves are written in, as given (`en`, `de`, `figurine`).
    pub move_letters: Option<String>,
    /// The colours' theme, before `light` and `dark`.
    pub theme: Theme,
    /// The light squares' colour, over the theme's.
    pub light: Option<Rgb>,
    /// The dark squares' colour, over the theme's.
    pub dark: Option<Rgb>,
    /// The image's width in pixels.
    pub size: u32,
    /// The side the board is seen from.
    pub flip: Flip,
    /// Where the file letters and rank numbers go.
    pub coordinates: Coordinates,
    /// The line around the board.
    pub frame: FrameWeight,
    /// The side-to-move disc.
    pub side_to_move: bool,
    /// No background.
    pub transparent: bool,
    /// A folder of piece drawings to use instead of ours.
    pub pieces: Option<PathBuf>,
    /// The physical size of a square (SVG, PDF; with `dpi` also PNG).
    pub square_size: Option<Length>,
    /// The resolution written into PNG files.
    pub dpi: Option<u32>,
    /// `mark`: tinted squares.
    pub fills: Vec<Mark>,
    /// `circle`: rings.
    pub circles: Vec<Mark>,
    /// `cross`: X marks.
    pub crosses: Vec<Mark>,
    /// `arrow`: arrows.
    pub arrows: Vec<Mark>,
    /// `marks`: marks read from ChessBase comments; `annotations`.
    pub chessbase: Vec<Mark>,
    /// `caption`: the caption's parts (templates such as `{id}`).
    pub captions: Vec<String>,
    /// A problem's lines (author, source, stipulation, conditions, twins,
    /// award, dedication, solution), each a template as written: given, it
    /// stands for the record's line of that name; empty, it turns the line
    /// off.
    pub lines: ProblemLines<Option<String>>,
    /// The move that led to the position, to be highlighted.
    pub last_move: Option<LastMove>,
    /// How the last move is shown.
    pub last_move_style: LastMoveStyle,
    /// Whether the fairy pieces are named under the board.
    pub legend: Legend,
    /// Walks drawn in another shape or turn.
    pub glyphs: Vec<crate::Glyph>,
    /// The king in check to show.
    pub check: CheckChoice,
    /// How long an animation shows each position, in milliseconds.
    pub delay: u32,
    /// The image's alternative text (a block's).
    pub alt: Option<String>,
    /// Where a typeset document's diagram has its words.
    pub texts: TextPlace,
    /// The single-valued keys given so far.
    seen: Vec<&'static str>,
}

/// The last move a diagram shows: a move, or `none` (not even the one a
/// game gives).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LastMove {
    /// No last move.
    None,
    /// This move.
    Move(Move),
}

impl Default for Settings {
    /// The command line's defaults.
    fn default() -> Settings {
        let style = Style::default();
        Settings {
            record: None,
            dialect: DialectChoice::default(),
            merge_digits: false,
            base: None,
            strict: false,
            lang: None,
            moves: None,
            pgn: None,
            at: Selection::Auto,
            move_letters: None,
            theme: Theme::default(),
            light: None,
            dark: None,
            size: style.size,
            flip: Flip::Unset,
            coordinates: style.coordinates,
            frame: style.frame,
            side_to_move: style.side_to_move,
            transparent: style.transparent,
            pieces: None,
            square_size: None,
            dpi: None,
            fills: Vec::new(),
            circles: Vec::new(),
            crosses: Vec::new(),
            arrows: Vec::new(),
            chessbase: Vec::new(),
            captions: Vec::new(),
            lines: ProblemLines::default(),
            last_move: None,
            last_move_style: LastMoveStyle::default(),
            legend: Legend::default(),
            glyphs: Vec::new(),
            check: CheckChoice::Auto,
            delay: 800,
            alt: None,
            texts: TextPlace::default(),
            seen: Vec::new(),
        }
    }
}

/// Reads a yes/no word: empty (the key alone), `1`, `true`, `yes`, `on`, or
/// `0`, `false`, `no`, `off`, in any case.
#[must_use]
pub fn parse_yes_no(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// Reads a whole number, as large as it is written (for the messages).
///
/// # Errors
/// [`SettingsError::Number`].
pub fn parse_number(key: &str, value: &str) -> Result<u64, SettingsError> {
    let t = value.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SettingsError::Number {
            key: key.to_owned(),
            value: value.to_owned(),
        });
    }
    Ok(t.parse::<u64>().unwrap_or(u64::MAX))
}

impl Settings {
    /// Settings from pairs, by any way in.
    ///
    /// # Errors
    /// The first pair that is wrong (see [`Settings::apply`]), or no record.
    pub fn from_pairs<K, V>(
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Result<Settings, SettingsError>
    where
        K: AsRef<str>,
        V: AsRef<str>,
    {
        let mut s = Settings::default();
        for (k, v) in pairs {
            s.apply(k.as_ref(), v.as_ref())?;
        }
        s.finish()?;
        Ok(s)
    }

    /// Applies one key/value pair, whichever way in it came by.
    ///
    /// # Errors
    /// A key that is unknown or given twice, or a value that cannot be read.
    pub fn apply(&mut self, key: &str, value: &str) -> Result<(), SettingsError> {
        self.apply_as(None, key, value)
    }

    /// Applies one key/value pair that came by `way`, which must take the
    /// key.
    ///
    /// # Errors
    /// As [`Settings::apply`]; a key `way` does not take.
    pub fn apply_from(&mut self, way: Way, key: &str, value: &str) -> Result<(), SettingsError> {
        self.apply_as(Some(way), key, value)
    }

    /// Finds the key and applies the pair by it; then checks what no key
    /// may pass alone: the most marks a diagram takes.
    fn apply_as(&mut self, way: Option<Way>, key: &str, value: &str) -> Result<(), SettingsError> {
        let written = key.trim();
        let Some(k) = find(key) else {
            return Err(SettingsError::Unknown {
                suggestion: closest(key),
                key: written.to_owned(),
            });
        };
        if let Some(way) = way
            && !k.takes(way)
        {
            return Err(SettingsError::NotHere {
                key: written.to_owned(),
                way,
            });
        }
        k.apply_to(written, value, self)?;
        if self.mark_count() > MAX_MARKS {
            return Err(SettingsError::TooMany {
                key: written.to_owned(),
                max: MAX_MARKS,
            });
        }
        Ok(())
    }

    /// Applies every pair in order; the first error stops.
    ///
    /// # Errors
    /// See [`Settings::apply`].
    pub fn apply_all<'a>(
        &mut self,
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<(), SettingsError> {
        pairs.into_iter().try_for_each(|(k, v)| self.apply(k, v))
    }

    /// Checks what complete settings need: a record (or a game, `pgn`).
    ///
    /// # Errors
    /// [`SettingsError::NoRecord`].
    pub fn finish(&self) -> Result<(), SettingsError> {
        let empty = |t: &Option<String>| t.as_deref().is_none_or(|r| r.trim().is_empty());
        if empty(&self.record) && empty(&self.pgn) {
            return Err(SettingsError::NoRecord);
        }
        Ok(())
    }

    /// Whether `key` (any spelling) was given.
    #[must_use]
    pub fn given(&self, key: &str) -> bool {
        find(key).is_some_and(|k| self.seen.contains(&k.slot()))
    }

    /// How many marks and arrows the settings hold.
    fn mark_count(&self) -> usize {
        self.fills.len()
            + self.circles.len()
            + self.crosses.len()
            + self.arrows.len()
            + self.chessbase.len()
    }

    /// Every mark, in one order: fills, circles, crosses, arrows, then those
    /// of ChessBase comments and annotations.
    #[must_use]
    pub fn marks(&self) -> Vec<Mark> {
        let mut out = Vec::with_capacity(self.mark_count());
        for list in [
            &self.fills,
            &self.circles,
            &self.crosses,
            &self.arrows,
            &self.chessbase,
        ] {
            out.extend_from_slice(list);
        }
        out
    }

    /// The letters moves are written in.
    #[must_use]
    pub fn san_style(&self) -> SanStyle {
        self.move_letters
            .as_deref()
            .and_then(|l| l.parse().ok())
            .unwrap_or_default()
    }

    /// The library's style, seen from White's side unless the board is
    /// flipped whatever the position (`flip=yes`); see [`Flip::flipped`].
    #[must_use]
    pub fn style(&self) -> Style {
        let mut colors = self.theme.colors();
        if let Some(c) = self.light {
            colors.light = c;
        }
        if let Some(c) = self.dark {
            colors.dark = c;
        }
        Style {
            size: self.size,
            flip: self.flip.flipped(None, None),
            // A theme's own coordinates, unless given, and its own frame
            // unless another than the default one is asked for (the
            // command line always gives the default).
            coordinates: if self.given("coordinates")
                || self.given("no-coordinates")
                || self.coordinates != Style::default().coordinates
            {
                self.coordinates
            } else {
                self.theme.coordinates()
            },
            frame: if self.frame == FrameWeight::default() {
                self.theme.frame()
            } else {
                self.frame
            },
            side_to_move: self.side_to_move,
            colors,
            transparent: self.transparent,
            square_size: self.square_size,
            dpi: self.dpi,
            last_move: self.last_move_style,
            legend: match self.legend {
                Legend::Auto => self.theme.legend(),
                given => given,
            },
            glyphs: self.glyphs.clone(),
            serif: self.theme.serif(),
        }
    }

    /// The settings as pairs that mean them, leaving out what is the
    /// default, in the order of [`KEYS`] (each key writes itself back).
    /// ChessBase marks and annotations are written back as one comment, so
    /// the marks keep their order.
    #[must_use]
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let defaults = Settings::default();
        KEYS.iter()
            .flat_map(|k| {
                k.written(self, &defaults)
                    .into_iter()
                    .map(move |v| (k.name, v))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
