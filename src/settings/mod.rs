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

mod keys;
mod lines;
mod values;

use std::path::PathBuf;

pub use keys::{KEYS, Key, Kind, Way, closest, find, fold};
pub use lines::{Line, Lines};
pub use values::{
    AnnotationError, CheckChoice, Flip, MarkOption, MarkSpecError, Move, TextPlace, mark_color,
    parse_annotations, parse_mark, parse_marks,
};

use crate::games::{SanStyle, Selection, SelectionSyntaxError};
use crate::notation::{DialectChoice, DialectError};
use crate::render::{
    Coordinates, FrameWeight, LastMoveStyle, Legend, Length, MAX_CAPTION, Mark, MarkError,
    MarkKind, Rgb, SIZE_RANGE, Style, Theme,
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
    pub lines: Lines<Option<String>>,
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
            lines: Lines::default(),
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
    /// More marks than [`MAX_MARKS`], or captions than [`MAX_CAPTIONS`].
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
    /// An animation's delay out of [`DELAY_RANGE`].
    Delay {
        /// The delay asked for.
        value: u64,
    },
    /// A text longer than [`MAX_CAPTION`] characters.
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

    fn apply_as(&mut self, way: Option<Way>, key: &str, value: &str) -> Result<(), SettingsError> {
        let written = key.trim().to_owned();
        let Some(k) = find(key) else {
            return Err(SettingsError::Unknown {
                suggestion: closest(key),
                key: written,
            });
        };
        if let Some(way) = way
            && !k.takes(way)
        {
            return Err(SettingsError::NotHere { key: written, way });
        }
        let name = k.name;
        if k.kind != Kind::Many {
            // `flip` and `no-flip`, `coordinates` and `no-coordinates` set
            // one thing each.
            let slot = name.strip_prefix("no-").unwrap_or(name);
            if self.seen.contains(&slot) {
                return Err(SettingsError::Repeated { key: written });
            }
            self.seen.push(slot);
        }
        // An empty caption or problem line is no line.
        if k.kind != Kind::Switch
            && value.trim().is_empty()
            && name != "caption"
            && Line::of_key(name).is_none()
        {
            return Err(SettingsError::NoValue { key: written });
        }
        let key = written.as_str();
        let yes_no = || {
            parse_yes_no(value).ok_or_else(|| SettingsError::Bool {
                key: key.to_owned(),
                value: value.to_owned(),
            })
        };
        let choice = |choices: &'static [&'static str]| SettingsError::Choice {
            key: key.to_owned(),
            value: value.to_owned(),
            choices,
        };
        match name {
            keys::RECORD => self.record = Some(value.to_owned()),
            "dialect" => self.dialect = value.trim().parse().map_err(SettingsError::Dialect)?,
            "merge-digits" => self.merge_digits = yes_no()?,
            "base" => self.base = Some(value.trim().to_owned()),
            "strict" => self.strict = yes_no()?,
            "lang" => {
                let tag = value.trim();
                if tag.len() > 35
                    || !tag
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-_.@".contains(c))
                {
                    return Err(choice(&[]));
                }
                self.lang = Some(tag.to_owned());
            }
            "moves" => self.moves = Some(value.trim().to_owned()),
            "pgn" => self.pgn = Some(value.trim().to_owned()),
            "at" => self.at = value.parse().map_err(SettingsError::At)?,
            "move-letters" => {
                value
                    .trim()
                    .parse::<SanStyle>()
                    .map_err(|_| SettingsError::MoveLetters {
                        value: value.to_owned(),
                    })?;
                self.move_letters = Some(value.trim().to_owned());
            }
            "theme" => {
                self.theme = value.trim().parse().map_err(|_| SettingsError::Theme {
                    value: value.to_owned(),
                })?;
            }
            "light" | "dark" => {
                let c: Rgb = value.trim().parse().map_err(|_| SettingsError::Color {
                    key: key.to_owned(),
                    value: value.to_owned(),
                })?;
                if name == "light" {
                    self.light = Some(c);
                } else {
                    self.dark = Some(c);
                }
            }
            "size" => {
                let size = parse_number(key, value)?;
                if !(u64::from(*SIZE_RANGE.start())..=u64::from(*SIZE_RANGE.end())).contains(&size)
                {
                    return Err(SettingsError::Size {
                        size,
                        min: *SIZE_RANGE.start(),
                        max: *SIZE_RANGE.end(),
                    });
                }
                self.size = size as u32;
            }
            "flip" => {
                self.flip = Flip::parse(value).ok_or_else(|| choice(k.choices))?;
            }
            "no-flip" => {
                self.flip = if yes_no()? { Flip::White } else { Flip::Black };
            }
            "coordinates" => {
                self.coordinates = match value.trim().parse::<Coordinates>() {
                    Ok(c) => c,
                    Err(_) => match parse_yes_no(value) {
                        Some(true) => Coordinates::Outside,
                        Some(false) => Coordinates::None,
                        None => return Err(choice(k.choices)),
                    },
                };
            }
            "no-coordinates" => {
                self.coordinates = if yes_no()? {
                    Coordinates::None
                } else {
                    Coordinates::Outside
                };
            }
            "frame" => {
                self.frame = value.trim().parse().map_err(|_| choice(k.choices))?;
            }
            "side-to-move" => self.side_to_move = yes_no()?,
            "transparent" => self.transparent = yes_no()?,
            "pieces" => self.pieces = Some(PathBuf::from(value.trim())),
            "square-size" => {
                self.square_size =
                    Some(
                        value
                            .trim()
                            .parse()
                            .map_err(|_| SettingsError::SquareSize {
                                value: value.to_owned(),
                            })?,
                    );
            }
            "dpi" => {
                let dpi = parse_number(key, value)?;
                if !(1..=u64::from(MAX_DPI)).contains(&dpi) {
                    return Err(SettingsError::Dpi { value: dpi });
                }
                self.dpi = Some(dpi as u32);
            }
            "mark" | "circle" | "cross" | "arrow" => {
                let (option, list) = match name {
                    "mark" => (MarkOption::Fill, &mut self.fills),
                    "circle" => (MarkOption::Circle, &mut self.circles),
                    "cross" => (MarkOption::Cross, &mut self.crosses),
                    _ => (MarkOption::Arrow, &mut self.arrows),
                };
                list.extend(
                    parse_marks(option, value).map_err(|error| SettingsError::Mark {
                        key: key.to_owned(),
                        error,
                    })?,
                );
            }
            "marks" => {
                let marks = Mark::parse_chessbase(value).map_err(SettingsError::ChessBase)?;
                self.chessbase.extend(marks);
            }
            "annotations" => {
                let marks = parse_annotations(value).map_err(SettingsError::Annotation)?;
                self.chessbase.extend(marks);
            }
            "caption" => {
                if self.captions.len() >= MAX_CAPTIONS {
                    return Err(SettingsError::TooMany {
                        key: key.to_owned(),
                        max: MAX_CAPTIONS,
                    });
                }
                self.captions.push(text(key, value)?);
                let total: usize = self.captions.iter().map(|c| c.chars().count() + 1).sum();
                if total > MAX_CAPTION + 1 {
                    return Err(SettingsError::TooLong {
                        key: key.to_owned(),
                        length: total - 1,
                    });
                }
            }
            name if let Some(line) = Line::of_key(name) => {
                *self.lines.get_mut(line) = Some(text(key, value)?);
            }
            "alt" => self.alt = Some(text(key, value)?),
            "last-move" => {
                self.last_move = Some(match value.trim() {
                    "none" => LastMove::None,
                    t => LastMove::Move(Move::parse(t).ok_or_else(|| SettingsError::Move {
                        key: key.to_owned(),
                        value: value.to_owned(),
                    })?),
                });
            }
            "last-move-style" => {
                self.last_move_style = value.trim().parse().map_err(|_| choice(k.choices))?;
            }
            "check" => {
                self.check = CheckChoice::parse(value).ok_or_else(|| SettingsError::Square {
                    key: key.to_owned(),
                    value: value.to_owned(),
                })?;
            }
            "legend" => {
                self.legend = Legend::from_name(value.trim()).ok_or_else(|| choice(k.choices))?;
            }
            "texts" => {
                self.texts = TextPlace::from_name(value.trim()).ok_or_else(|| choice(k.choices))?;
            }
            "glyph" => {
                for part in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    if self.glyphs.len() >= MAX_MARKS {
                        return Err(SettingsError::TooMany {
                            key: key.to_owned(),
                            max: MAX_MARKS,
                        });
                    }
                    self.glyphs
                        .push(part.parse().map_err(|_| SettingsError::Glyph {
                            value: part.to_owned(),
                        })?);
                }
            }
            "delay" => {
                let delay = parse_number(key, value)?;
                if !(u64::from(*DELAY_RANGE.start())..=u64::from(*DELAY_RANGE.end()))
                    .contains(&delay)
                {
                    return Err(SettingsError::Delay { value: delay });
                }
                self.delay = delay as u32;
            }
            _ => {
                return Err(SettingsError::Unknown {
                    key: key.to_owned(),
                    suggestion: None,
                });
            }
        }
        if self.mark_count() > MAX_MARKS {
            return Err(SettingsError::TooMany {
                key: key.to_owned(),
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
        find(key).is_some_and(|k| {
            self.seen
                .contains(&k.name.strip_prefix("no-").unwrap_or(k.name))
        })
    }

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
            coordinates: self.coordinates,
            frame: self.frame,
            side_to_move: self.side_to_move,
            colors,
            transparent: self.transparent,
            square_size: self.square_size,
            dpi: self.dpi,
            last_move: self.last_move_style,
            legend: self.legend,
            glyphs: self.glyphs.clone(),
        }
    }

    /// The settings as pairs that mean them, leaving out what is the
    /// default, in the order of [`KEYS`]. ChessBase marks and annotations are
    /// written back as a comment, so the marks keep their order.
    #[must_use]
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut out: Vec<(&'static str, String)> = Vec::new();
        let d = Settings::default();
        let flag = |out: &mut Vec<(&'static str, String)>, k: &'static str, on: bool| {
            if on {
                out.push((k, "1".to_owned()));
            }
        };
        if let Some(r) = &self.record {
            out.push((keys::RECORD, r.trim().to_owned()));
        }
        if self.dialect != d.dialect {
            let code = match &self.dialect {
                DialectChoice::Auto => "auto".to_owned(),
                DialectChoice::Fixed(x) => x.code(),
            };
            out.push(("dialect", code));
        }
        flag(&mut out, "merge-digits", self.merge_digits);
        if let Some(b) = &self.base {
            out.push(("base", b.clone()));
        }
        flag(&mut out, "strict", self.strict);
        if let Some(l) = &self.lang {
            out.push(("lang", l.clone()));
        }
        if let Some(m) = &self.moves {
            out.push(("moves", m.clone()));
        }
        if let Some(g) = &self.pgn {
            out.push(("pgn", g.clone()));
        }
        if self.at != d.at {
            out.push(("at", self.at.to_string()));
        }
        if let Some(l) = &self.move_letters {
            out.push(("move-letters", l.clone()));
        }
        if self.theme != d.theme {
            out.push(("theme", self.theme.name().to_owned()));
        }
        if let Some(c) = self.light {
            out.push(("light", c.to_string()));
        }
        if let Some(c) = self.dark {
            out.push(("dark", c.to_string()));
        }
        if self.size != d.size {
            out.push(("size", self.size.to_string()));
        }
        if self.flip != d.flip {
            out.push(("flip", self.flip.name().to_owned()));
        }
        if self.coordinates != d.coordinates {
            out.push(("coordinates", self.coordinates.name().to_owned()));
        }
        if self.frame != d.frame {
            out.push(("frame", self.frame.name().to_owned()));
        }
        flag(&mut out, "side-to-move", self.side_to_move);
        flag(&mut out, "transparent", self.transparent);
        if let Some(p) = &self.pieces {
            out.push(("pieces", p.to_string_lossy().into_owned()));
        }
        if let Some(l) = self.square_size {
            out.push(("square-size", l.to_string()));
        }
        if let Some(dpi) = self.dpi {
            out.push(("dpi", dpi.to_string()));
        }
        for (key, list) in [
            ("mark", &self.fills),
            ("circle", &self.circles),
            ("cross", &self.crosses),
        ] {
            for m in list {
                out.push((key, format!("{}:{}", m.square, m.color)));
            }
        }
        for m in &self.arrows {
            if let MarkKind::Arrow(to) = m.kind {
                out.push(("arrow", format!("{}{to}:{}", m.square, m.color)));
            }
        }
        if !self.chessbase.is_empty() {
            out.push(("marks", chessbase_comment(&self.chessbase)));
        }
        for c in &self.captions {
            out.push(("caption", c.clone()));
        }
        for (line, v) in self.lines.iter() {
            if let Some(v) = v {
                out.push((line.key(), v.clone()));
            }
        }
        match self.last_move {
            Some(LastMove::Move(m)) => out.push(("last-move", m.to_string())),
            Some(LastMove::None) => out.push(("last-move", "none".to_owned())),
            None => {}
        }
        if self.last_move_style != d.last_move_style {
            out.push(("last-move-style", self.last_move_style.name().to_owned()));
        }
        match self.check {
            CheckChoice::Auto => {}
            CheckChoice::None => out.push(("check", "none".to_owned())),
            CheckChoice::Square(c) => out.push(("check", c.to_string())),
        }
        if self.legend != d.legend {
            out.push(("legend", self.legend.name().to_owned()));
        }
        for g in &self.glyphs {
            out.push((
                "glyph",
                format!(
                    "{}={}:{}",
                    g.walk.name(crate::WalkLanguage::English),
                    g.shape.name(),
                    g.turn.degrees()
                ),
            ));
        }
        if self.delay != d.delay {
            out.push(("delay", self.delay.to_string()));
        }
        if let Some(a) = &self.alt {
            out.push(("alt", a.clone()));
        }
        if self.texts != d.texts {
            out.push(("texts", self.texts.name().to_owned()));
        }
        out
    }
}

/// Marks as a ChessBase comment (`[%csl Ge4][%cal Rg1f3]`); colours that
/// ChessBase has no letter for are written green.
fn chessbase_comment(marks: &[Mark]) -> String {
    use crate::render::marks::{BLUE, GREEN, RED, YELLOW};
    let letter = |c: Rgb| {
        [(GREEN, 'G'), (RED, 'R'), (YELLOW, 'Y'), (BLUE, 'B')]
            .into_iter()
            .find(|(x, _)| *x == c)
            .map_or('G', |(_, l)| l)
    };
    let mut comment = String::new();
    for m in marks {
        match m.kind {
            MarkKind::Arrow(to) => {
                comment.push_str(&format!("[%cal {}{}{to}]", letter(m.color), m.square));
            }
            _ => comment.push_str(&format!("[%csl {}{}]", letter(m.color), m.square)),
        }
    }
    comment
}

/// A text value: at most [`MAX_CAPTION`] characters.
fn text(key: &str, value: &str) -> Result<String, SettingsError> {
    let length = value.chars().count();
    if length > MAX_CAPTION {
        return Err(SettingsError::TooLong {
            key: key.to_owned(),
            length,
        });
    }
    Ok(value.to_owned())
}

#[cfg(test)]
mod tests;
