//! Render settings from key/value pairs: what a query string (and, with the
//! same names, a command line or a Markdown block) asks a diagram to be.
//!
//! [`Settings::apply`] takes one pair at a time and either changes the
//! settings or says, as a typed [`ParamError`], what is wrong with the pair;
//! [`Settings::pairs`] writes them back as the shortest pairs that mean them.

use forsythe::Square;
use forsythe::notation::{DialectChoice, DialectError};
use forsythe::render::{
    Coordinates, Frame, LastMoveStyle, Length, MAX_CAPTION, Mark, MarkError, MarkKind, Rgb, Style,
    Theme,
};

use crate::cli::i18n::{n, s};
use crate::cli::render::{CheckChoice, MarkOption, MarkSpecError, parse_marks};
use crate::cli::report::Reporter;

/// The widest image the service draws, in pixels.
pub const MAX_SIZE: u32 = 2048;
/// The narrowest image, in pixels.
pub const MIN_SIZE: u32 = 16;
/// The most marks and arrows one diagram takes.
pub const MAX_MARKS: usize = 256;
/// The most captions one diagram takes (they are joined with spaces).
pub const MAX_CAPTIONS: usize = 16;

/// A move given as two squares and an optional promotion letter (`e7e8q`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece starts.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// The piece a pawn becomes, as its English letter in lower case.
    pub promotion: Option<char>,
}

impl Move {
    /// Reads `e2e4`, `e2-e4` or `e7e8q`.
    pub fn parse(text: &str) -> Option<Move> {
        let (from, rest) = Square::parse_prefix(text.trim())?;
        let rest = rest.strip_prefix('-').unwrap_or(rest);
        let (to, rest) = Square::parse_prefix(rest)?;
        let promotion = match rest {
            "" => None,
            p if p.len() == 1 && "qrbn".contains(p.to_ascii_lowercase().as_str()) => {
                p.chars().next().map(|c| c.to_ascii_lowercase())
            }
            _ => return None,
        };
        (from != to).then_some(Move {
            from,
            to,
            promotion,
        })
    }
}

/// Everything a request says about the diagram it wants.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// The record to draw (Forsyth, FEN or EPD), as written.
    pub record: Option<String>,
    /// The notation of the record (and of `base`).
    pub dialect: DialectChoice,
    /// `10` is ten empty squares.
    pub merge_digits: bool,
    /// A record (or `start`) the record is laid over.
    pub base: Option<String>,
    /// Warnings are errors.
    pub strict: bool,
    /// The language of captions and messages, when the request names one.
    pub lang: Option<&'static str>,
    /// The colours' theme, before `light` and `dark`.
    pub theme: Theme,
    /// The light squares' colour, over the theme's.
    pub light: Option<Rgb>,
    /// The dark squares' colour, over the theme's.
    pub dark: Option<Rgb>,
    /// The image's width in pixels.
    pub size: u32,
    /// Seen from Black's side.
    pub flip: bool,
    /// Where the file letters and rank numbers go.
    pub coordinates: Coordinates,
    /// The line around the board.
    pub frame: Frame,
    /// The side-to-move disc.
    pub side_to_move: bool,
    /// No background.
    pub transparent: bool,
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
    /// `marks`: marks read from ChessBase comments.
    pub chessbase: Vec<Mark>,
    /// `caption`: the caption's parts, as the command line's `--caption`.
    pub captions: Vec<String>,
    /// A problem's composer.
    pub author: Option<String>,
    /// Where a problem was published.
    pub source: Option<String>,
    /// A problem's stipulation.
    pub stipulation: Option<String>,
    /// The move that led to the position, to be highlighted.
    pub last_move: Option<Move>,
    /// How the last move is shown.
    pub last_move_style: LastMoveStyle,
    /// Whether the fairy pieces are named under the board.
    pub legend: forsythe::render::Legend,
    /// Walks drawn in another shape or turn.
    pub glyphs: Vec<forsythe::Glyph>,
    /// The king in check to show: found in the position (the default), none,
    /// or a square.
    pub check: CheckChoice,
    /// The single-valued keys given so far.
    seen: Vec<&'static str>,
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
            theme: Theme::default(),
            light: None,
            dark: None,
            size: style.size,
            flip: style.flip,
            coordinates: style.coordinates,
            frame: style.frame,
            side_to_move: style.side_to_move,
            transparent: style.transparent,
            square_size: None,
            dpi: None,
            fills: Vec::new(),
            circles: Vec::new(),
            crosses: Vec::new(),
            arrows: Vec::new(),
            chessbase: Vec::new(),
            captions: Vec::new(),
            author: None,
            source: None,
            stipulation: None,
            last_move: None,
            last_move_style: LastMoveStyle::default(),
            legend: forsythe::render::Legend::default(),
            glyphs: Vec::new(),
            check: CheckChoice::Auto,
            seen: Vec::new(),
        }
    }
}

/// What is wrong with a key/value pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParamError {
    /// No such key; the key that was probably meant.
    Unknown {
        key: String,
        suggestion: Option<&'static str>,
    },
    /// A key that takes one value was given twice.
    Repeated { key: &'static str },
    /// The record is missing.
    NoRecord,
    /// Not a yes/no value.
    Bool { key: &'static str, value: String },
    /// Not a whole number.
    Number { key: &'static str, value: String },
    /// The image width is out of range.
    Size { size: u64 },
    /// Not a theme's name.
    Theme { value: String },
    /// Not one of web-boardimage's colour themes.
    BoardColors { value: String },
    /// Not a colour.
    Color { value: String },
    /// Not a notation.
    Dialect(DialectError),
    /// A mark or arrow that cannot be read.
    Mark(MarkSpecError),
    /// A ChessBase comment whose marks cannot be read.
    ChessBase(MarkError),
    /// More marks than [`MAX_MARKS`], or captions than [`MAX_CAPTIONS`].
    TooMany { key: &'static str, max: usize },
    /// Not a physical length.
    SquareSize { value: String },
    /// Not a walk's drawing (`zebra=knight:90`).
    Glyph { value: String },
    /// A resolution out of range.
    Dpi { value: u64 },
    /// A text longer than [`MAX_CAPTION`] characters.
    TooLong { key: &'static str, length: usize },
    /// Not a square's name.
    Square { key: &'static str, value: String },
    /// Not a move.
    Move { key: &'static str, value: String },
    /// Not one of the values the key takes.
    Choice {
        key: &'static str,
        value: String,
        choices: &'static [&'static str],
    },
    /// Understood, but this build cannot draw it yet.
    Unsupported { key: &'static str },
    /// A command-line option that has no meaning in a request.
    NotInService { key: &'static str },
}

/// The keys a request may use, in the order [`Settings::pairs`] writes
/// them. `from` is another name for `dialect`, and `-` may stand for `_`.
pub const KEYS: &[&str] = &[
    "fen",
    "dialect",
    "merge_digits",
    "base",
    "strict",
    "lang",
    "theme",
    "light",
    "dark",
    "size",
    "flip",
    "coordinates",
    "no_coordinates",
    "frame",
    "side_to_move",
    "transparent",
    "square_size",
    "dpi",
    "mark",
    "circle",
    "cross",
    "arrow",
    "marks",
    "caption",
    "author",
    "source",
    "stipulation",
    "last_move",
    "last_move_style",
    "legend",
    "glyph",
    "check",
];

/// Keys that may be given more than once.
const REPEATABLE: &[&str] = &[
    "mark", "circle", "cross", "arrow", "marks", "caption", "glyph",
];

/// Reads a yes/no value: empty (the key alone), `1`, `true`, `yes`, `on`
/// or `0`, `false`, `no`, `off`, in any case.
pub fn parse_bool(key: &'static str, value: &str) -> Result<bool, ParamError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err(ParamError::Bool {
            key,
            value: value.to_owned(),
        }),
    }
}

/// Reads a whole number, as large as it is written (for the messages).
pub fn parse_number(key: &'static str, value: &str) -> Result<u64, ParamError> {
    let t = value.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParamError::Number {
            key,
            value: value.to_owned(),
        });
    }
    Ok(t.parse::<u64>().unwrap_or(u64::MAX))
}

/// The edit distance of two short keys (for "did you mean").
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == *cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The known key nearest to `key`, if it is near enough to be a typing error.
fn suggest(key: &str) -> Option<&'static str> {
    KEYS.iter()
        .map(|k| (distance(key, k), *k))
        .filter(|(d, _)| *d <= 2 && *d < key.chars().count())
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

/// A value that is none of `choices`.
fn choice(key: &'static str, value: &str, choices: &'static [&'static str]) -> ParamError {
    ParamError::Choice {
        key,
        value: value.to_owned(),
        choices,
    }
}

/// A text option: at most [`MAX_CAPTION`] characters.
fn text(key: &'static str, value: &str) -> Result<String, ParamError> {
    let length = value.chars().count();
    if length > MAX_CAPTION {
        return Err(ParamError::TooLong { key, length });
    }
    Ok(value.to_owned())
}

impl Settings {
    /// The name `key` stands for, as it appears in [`KEYS`].
    fn canonical_key(key: &str) -> Option<&'static str> {
        let key = key.trim().replace('-', "_").to_ascii_lowercase();
        let key = match key.as_str() {
            "from" => "dialect",
            other => other,
        };
        KEYS.iter().copied().find(|k| *k == key)
    }

    /// Applies one key/value pair.
    ///
    /// # Errors
    /// A key that is unknown or given twice, or a value that cannot be read.
    pub fn apply(&mut self, key: &str, value: &str) -> Result<(), ParamError> {
        let Some(k) = Self::canonical_key(key) else {
            let normal = key.trim().replace('-', "_").to_ascii_lowercase();
            if normal == "pieces" {
                return Err(ParamError::NotInService { key: "pieces" });
            }
            return Err(ParamError::Unknown {
                key: key.to_owned(),
                suggestion: suggest(&normal),
            });
        };
        if !REPEATABLE.contains(&k) {
            // `coordinates` and `no_coordinates` set one thing.
            let slot = if k == "no_coordinates" {
                "coordinates"
            } else {
                k
            };
            if self.seen.contains(&slot) {
                return Err(ParamError::Repeated { key: k });
            }
            self.seen.push(slot);
        }
        match k {
            "fen" => self.record = Some(value.to_owned()),
            "dialect" => {
                self.dialect = value.parse().map_err(ParamError::Dialect)?;
            }
            "merge_digits" => self.merge_digits = parse_bool(k, value)?,
            "base" => self.base = Some(value.to_owned()),
            "strict" => self.strict = parse_bool(k, value)?,
            "lang" => {
                self.lang = Some(crate::cli::i18n::choose(Some(value), |_| None));
            }
            "theme" => {
                self.theme = value.parse().map_err(|_| ParamError::Theme {
                    value: value.to_owned(),
                })?;
            }
            "light" | "dark" => {
                let c: Rgb = value.trim().parse().map_err(|_| ParamError::Color {
                    value: value.to_owned(),
                })?;
                if k == "light" {
                    self.light = Some(c);
                } else {
                    self.dark = Some(c);
                }
            }
            "size" => {
                let size = parse_number(k, value)?;
                if !(u64::from(MIN_SIZE)..=u64::from(MAX_SIZE)).contains(&size) {
                    return Err(ParamError::Size { size });
                }
                self.size = size as u32;
            }
            "flip" => self.flip = parse_bool(k, value)?,
            "coordinates" => {
                self.coordinates = match value.parse::<Coordinates>() {
                    Ok(c) => c,
                    Err(_) => match parse_bool(k, value) {
                        Ok(true) => Coordinates::Outside,
                        Ok(false) => Coordinates::None,
                        Err(_) => return Err(choice(k, value, &["outside", "inside", "none"])),
                    },
                };
            }
            "no_coordinates" => {
                self.coordinates = if parse_bool(k, value)? {
                    Coordinates::None
                } else {
                    Coordinates::Outside
                };
            }
            "frame" => {
                self.frame = value
                    .parse()
                    .map_err(|_| choice(k, value, &["none", "thin", "thick"]))?;
            }
            "last_move_style" => {
                self.last_move_style = value
                    .parse()
                    .map_err(|_| choice(k, value, &["squares", "arrow", "none"]))?;
            }
            "glyph" => {
                for part in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    if self.glyphs.len() >= MAX_MARKS {
                        return Err(ParamError::TooMany {
                            key: "glyph",
                            max: MAX_MARKS,
                        });
                    }
                    self.glyphs
                        .push(part.parse().map_err(|_| ParamError::Glyph {
                            value: part.to_owned(),
                        })?);
                }
            }
            "legend" => {
                self.legend = forsythe::render::Legend::from_name(value)
                    .ok_or_else(|| choice(k, value, &["auto", "none"]))?;
            }
            "side_to_move" => self.side_to_move = parse_bool(k, value)?,
            "transparent" => self.transparent = parse_bool(k, value)?,
            "square_size" => {
                self.square_size = Some(value.parse().map_err(|_| ParamError::SquareSize {
                    value: value.to_owned(),
                })?);
            }
            "dpi" => {
                let dpi = parse_number(k, value)?;
                if !(1..=10_000).contains(&dpi) {
                    return Err(ParamError::Dpi { value: dpi });
                }
                self.dpi = Some(dpi as u32);
            }
            "mark" | "circle" | "cross" | "arrow" => {
                let (option, list) = match k {
                    "mark" => (MarkOption::Fill, &mut self.fills),
                    "circle" => (MarkOption::Circle, &mut self.circles),
                    "cross" => (MarkOption::Cross, &mut self.crosses),
                    _ => (MarkOption::Arrow, &mut self.arrows),
                };
                list.extend(parse_marks(option, value).map_err(ParamError::Mark)?);
            }
            "marks" => {
                let marks = Mark::parse_chessbase(value).map_err(ParamError::ChessBase)?;
                self.chessbase.extend(marks);
            }
            "caption" => {
                if self.captions.len() >= MAX_CAPTIONS {
                    return Err(ParamError::TooMany {
                        key: k,
                        max: MAX_CAPTIONS,
                    });
                }
                self.captions.push(text(k, value)?);
                let total: usize = self.captions.iter().map(|c| c.chars().count() + 1).sum();
                if total > MAX_CAPTION + 1 {
                    return Err(ParamError::TooLong {
                        key: k,
                        length: total - 1,
                    });
                }
            }
            "author" => self.author = Some(text(k, value)?),
            "source" => self.source = Some(text(k, value)?),
            "stipulation" => self.stipulation = Some(text(k, value)?),
            "last_move" => {
                self.last_move = match value.trim() {
                    "none" => None,
                    text => Some(Move::parse(text).ok_or_else(|| ParamError::Move {
                        key: k,
                        value: value.to_owned(),
                    })?),
                };
            }
            "check" => {
                self.check = match value.trim() {
                    "auto" => CheckChoice::Auto,
                    "none" => CheckChoice::None,
                    text => CheckChoice::Square(Square::parse(text).ok_or_else(|| {
                        ParamError::Square {
                            key: k,
                            value: value.to_owned(),
                        }
                    })?),
                };
            }
            _ => {
                return Err(ParamError::Unknown {
                    key: key.to_owned(),
                    suggestion: None,
                });
            }
        }
        if self.mark_count() > MAX_MARKS {
            return Err(ParamError::TooMany {
                key: k,
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
    ) -> Result<(), ParamError> {
        pairs.into_iter().try_for_each(|(k, v)| self.apply(k, v))
    }

    /// Checks what a complete request needs: a record.
    ///
    /// # Errors
    /// [`ParamError::NoRecord`].
    pub fn finish(&self) -> Result<(), ParamError> {
        if self.record.as_deref().is_none_or(|r| r.trim().is_empty()) {
            return Err(ParamError::NoRecord);
        }
        Ok(())
    }

    fn mark_count(&self) -> usize {
        self.fills.len()
            + self.circles.len()
            + self.crosses.len()
            + self.arrows.len()
            + self.chessbase.len()
    }

    /// Every mark, in the command line's order: fills, circles, crosses,
    /// arrows, then those of ChessBase comments.
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

    /// The library's style.
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
            flip: self.flip,
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
            ..Style::with_theme(self.theme)
        }
    }

    /// The language of captions and warnings in an image: the one asked
    /// for, else English (never the browser's, so that a URL always gives
    /// the same bytes).
    #[must_use]
    pub fn image_lang(&self) -> &'static str {
        self.lang.unwrap_or(crate::cli::i18n::LANGUAGES[0].0)
    }

    /// The settings as query pairs that mean them, leaving out what is the
    /// default: the image URL of a diagram. ChessBase marks are written back
    /// as a comment, so the marks keep their order.
    #[must_use]
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut out: Vec<(&'static str, String)> = Vec::new();
        let d = Settings::default();
        if let Some(r) = &self.record {
            out.push(("fen", r.trim().to_owned()));
        }
        if self.dialect != d.dialect {
            let code = match &self.dialect {
                DialectChoice::Auto => "auto".to_owned(),
                DialectChoice::Fixed(x) => x.code(),
            };
            out.push(("dialect", code));
        }
        let flag = |out: &mut Vec<(&'static str, String)>, k: &'static str, on: bool| {
            if on {
                out.push((k, "1".to_owned()));
            }
        };
        flag(&mut out, "merge_digits", self.merge_digits);
        if let Some(b) = &self.base {
            out.push(("base", b.clone()));
        }
        flag(&mut out, "strict", self.strict);
        if let Some(l) = self.lang {
            out.push(("lang", l.to_owned()));
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
        flag(&mut out, "flip", self.flip);
        if self.coordinates != d.coordinates {
            out.push(("coordinates", self.coordinates.name().to_owned()));
        }
        if self.frame != d.frame {
            out.push(("frame", self.frame.name().to_owned()));
        }
        flag(&mut out, "side_to_move", self.side_to_move);
        flag(&mut out, "transparent", self.transparent);
        if let Some(l) = self.square_size {
            out.push(("square_size", l.to_string()));
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
            let letter = |c: Rgb| {
                use forsythe::render::marks::{BLUE, GREEN, RED, YELLOW};
                [(GREEN, 'G'), (RED, 'R'), (YELLOW, 'Y'), (BLUE, 'B')]
                    .into_iter()
                    .find(|(x, _)| *x == c)
                    .map_or('G', |(_, l)| l)
            };
            let mut comment = String::new();
            for m in &self.chessbase {
                match m.kind {
                    MarkKind::Arrow(to) => {
                        comment.push_str(&format!("[%cal {}{}{to}]", letter(m.color), m.square));
                    }
                    _ => comment.push_str(&format!("[%csl {}{}]", letter(m.color), m.square)),
                }
            }
            out.push(("marks", comment));
        }
        for c in &self.captions {
            out.push(("caption", c.clone()));
        }
        for (k, v) in [
            ("author", &self.author),
            ("source", &self.source),
            ("stipulation", &self.stipulation),
        ] {
            if let Some(v) = v {
                out.push((k, v.clone()));
            }
        }
        if let Some(m) = self.last_move {
            let p = m.promotion.map(String::from).unwrap_or_default();
            out.push(("last_move", format!("{}{}{p}", m.from, m.to)));
        }
        if self.last_move_style != d.last_move_style {
            out.push(("last_move_style", self.last_move_style.name().to_owned()));
        }
        if self.legend != d.legend {
            out.push(("legend", self.legend.name().to_owned()));
        }
        for g in &self.glyphs {
            out.push((
                "glyph",
                format!(
                    "{}={}:{}",
                    g.walk.name(forsythe::WalkLanguage::English),
                    g.shape.name(),
                    g.turn.degrees()
                ),
            ));
        }
        match self.check {
            CheckChoice::Auto => {}
            CheckChoice::None => out.push(("check", "none".to_owned())),
            CheckChoice::Square(c) => out.push(("check", c.to_string())),
        }
        out
    }
}

impl ParamError {
    /// The message, in the reporter's language.
    #[must_use]
    pub fn text(&self, r: &Reporter) -> String {
        let m = &r.msgs;
        match self {
            ParamError::Unknown {
                key,
                suggestion: Some(k),
            } => m.get(
                "serve-err-param-unknown-suggest",
                &[("key", s(key)), ("suggestion", s(k))],
            ),
            ParamError::Unknown { key, .. } => m.get("serve-err-param-unknown", &[("key", s(key))]),
            ParamError::Repeated { key } => m.get("serve-err-param-repeated", &[("key", s(key))]),
            ParamError::NoRecord => m.text("serve-err-no-record"),
            ParamError::Bool { key, value } => m.get(
                "serve-err-param-bool",
                &[("key", s(key)), ("value", s(value))],
            ),
            ParamError::Number { key, value } => m.get(
                "serve-err-param-number",
                &[("key", s(key)), ("value", s(value))],
            ),
            ParamError::Size { size } => m.get(
                "err-size",
                &[
                    ("size", n(usize::try_from(*size).unwrap_or(usize::MAX))),
                    ("min", n(MIN_SIZE as usize)),
                    ("max", n(MAX_SIZE as usize)),
                ],
            ),
            ParamError::Theme { value } => m.get("err-theme", &[("name", s(value))]),
            ParamError::BoardColors { value } => {
                m.get("serve-err-board-colors", &[("value", s(value))])
            }
            ParamError::Color { value } => m.get("err-color", &[("text", s(value))]),
            ParamError::Dialect(e) => r.dialect_error_text(e),
            ParamError::Mark(e) => r.mark_spec_text(e),
            ParamError::ChessBase(e) => r.chessbase_text(e),
            ParamError::TooMany { key, max } => m.get(
                "serve-err-param-too-many",
                &[("key", s(key)), ("max", n(*max))],
            ),
            ParamError::SquareSize { value } => m.get("err-square-size", &[("text", s(value))]),
            ParamError::Glyph { value } => m.get("err-glyph", &[("text", s(value))]),
            ParamError::Dpi { value } => m.get(
                "err-dpi",
                &[("dpi", n(usize::try_from(*value).unwrap_or(usize::MAX)))],
            ),
            ParamError::TooLong { key, length } => m.get(
                "serve-err-param-too-long",
                &[
                    ("key", s(key)),
                    ("length", n(*length)),
                    ("max", n(MAX_CAPTION)),
                ],
            ),
            ParamError::Square { key, value } => m.get(
                "serve-err-param-square",
                &[("key", s(key)), ("value", s(value))],
            ),
            ParamError::Move { key, value } => m.get(
                "serve-err-param-move",
                &[("key", s(key)), ("value", s(value))],
            ),
            ParamError::Choice {
                key,
                value,
                choices,
            } => {
                m.get(
                    "serve-err-param-choice",
                    &[
                        ("key", s(key)),
                        ("value", s(value)),
                        (
                            "choices",
                            s(m.or_list(
                                &choices.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>(),
                            )),
                        ),
                    ],
                )
            }
            ParamError::Unsupported { key } => m.get("serve-err-unsupported", &[("key", s(key))]),
            ParamError::NotInService { key } => {
                m.get("serve-err-not-in-service", &[("key", s(key))])
            }
        }
    }

    /// The key concerned, for the problem document.
    #[must_use]
    pub fn key(&self) -> Option<&str> {
        match self {
            ParamError::Unknown { key, .. } => Some(key),
            ParamError::Repeated { key }
            | ParamError::Bool { key, .. }
            | ParamError::Number { key, .. }
            | ParamError::TooMany { key, .. }
            | ParamError::TooLong { key, .. }
            | ParamError::Square { key, .. }
            | ParamError::Move { key, .. }
            | ParamError::Choice { key, .. }
            | ParamError::Unsupported { key }
            | ParamError::NotInService { key } => Some(key),
            ParamError::NoRecord => Some("fen"),
            ParamError::Size { .. } => Some("size"),
            ParamError::Theme { .. } => Some("theme"),
            ParamError::BoardColors { .. } => Some("colors"),
            ParamError::Color { .. } => None,
            ParamError::Dialect(_) => Some("dialect"),
            ParamError::Mark(_) => None,
            ParamError::ChessBase(_) => Some("marks"),
            ParamError::SquareSize { .. } => Some("square_size"),
            ParamError::Glyph { .. } => Some("glyph"),
            ParamError::Dpi { .. } => Some("dpi"),
        }
    }

    /// The kind of problem, the last part of its `type` URI.
    #[must_use]
    pub fn slug(&self) -> &'static str {
        match self {
            ParamError::Unsupported { .. } => "unsupported",
            ParamError::NoRecord => "no-record",
            _ => "bad-parameter",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use forsythe::notation::Dialect;

    fn settings(pairs: &[(&str, &str)]) -> Result<Settings, ParamError> {
        let mut s = Settings::default();
        s.apply_all(pairs.iter().copied())?;
        Ok(s)
    }

    #[test]
    fn defaults_are_the_command_lines() {
        let s = Settings::default();
        assert_eq!(s.style(), Style::default());
        assert_eq!(s.dialect, DialectChoice::Fixed(Dialect::ENGLISH));
        assert_eq!(s.finish(), Err(ParamError::NoRecord));
    }

    #[test]
    fn every_option_is_read() {
        let s = settings(&[
            ("fen", "8/8/8/8/8/8/8/K6k w"),
            ("from", "DE"),
            ("size", "300"),
            ("flip", ""),
            ("side-to-move", "yes"),
            ("no_coordinates", "1"),
            ("theme", "print"),
            ("dark", "#abc"),
            ("transparent", "on"),
            ("square_size", "7mm"),
            ("dpi", "300"),
            ("mark", "e4:red"),
            ("mark", "d4"),
            ("arrow", "g1f3:blue"),
            ("circle", "a1"),
            ("cross", "h8:#123456"),
            ("marks", "[%csl Yb2]"),
            ("caption", "side"),
            ("caption", "count"),
            ("author", "Sam Loyd"),
            ("source", "1858"),
            ("stipulation", "#3"),
            ("lang", "nl_BE"),
            ("strict", "false"),
            ("merge_digits", "true"),
            ("base", "start"),
        ])
        .unwrap();
        assert_eq!(s.dialect, DialectChoice::Fixed(Dialect::GERMAN));
        let style = s.style();
        assert_eq!(style.size, 300);
        assert!(style.flip && style.side_to_move && style.transparent);
        assert_eq!(style.coordinates, Coordinates::None);
        assert_eq!(style.colors.light, Theme::Print.colors().light);
        assert_eq!(style.colors.dark, Rgb(0xaa, 0xbb, 0xcc));
        assert_eq!(style.dpi, Some(300));
        assert_eq!(s.marks().len(), 6);
        assert_eq!(s.marks()[0].color, forsythe::render::marks::RED);
        assert_eq!(s.captions, ["side", "count"]);
        assert_eq!(s.lang, Some("nl"));
        assert!(s.merge_digits && !s.strict);
        assert_eq!(s.finish(), Ok(()));
    }

    #[test]
    fn errors_are_typed() {
        let err = |pairs: &[(&str, &str)]| settings(pairs).unwrap_err();
        assert_eq!(
            err(&[("fliped", "1")]),
            ParamError::Unknown {
                key: "fliped".into(),
                suggestion: Some("flip")
            }
        );
        assert_eq!(
            err(&[("zzzzzz", "1")]),
            ParamError::Unknown {
                key: "zzzzzz".into(),
                suggestion: None
            }
        );
        assert_eq!(
            err(&[("size", "300"), ("size", "400")]),
            ParamError::Repeated { key: "size" }
        );
        assert_eq!(
            err(&[("coordinates", "1"), ("no-coordinates", "1")]),
            ParamError::Repeated {
                key: "no_coordinates"
            }
        );
        assert_eq!(err(&[("size", "4096")]), ParamError::Size { size: 4096 });
        assert_eq!(err(&[("size", "15")]), ParamError::Size { size: 15 });
        assert_eq!(
            err(&[("size", "99999999999999999999999")]),
            ParamError::Size { size: u64::MAX }
        );
        assert_eq!(
            err(&[("size", "-3")]),
            ParamError::Number {
                key: "size",
                value: "-3".into()
            }
        );
        assert_eq!(
            err(&[("flip", "maybe")]),
            ParamError::Bool {
                key: "flip",
                value: "maybe".into()
            }
        );
        assert!(matches!(err(&[("dialect", "xyz")]), ParamError::Dialect(_)));
        assert!(matches!(err(&[("mark", "e9x")]), ParamError::Mark(_)));
        assert!(matches!(
            err(&[("marks", "[%csl Xe4]")]),
            ParamError::ChessBase(_)
        ));
        assert_eq!(
            err(&[("caption", &"x".repeat(501))]),
            ParamError::TooLong {
                key: "caption",
                length: 501
            }
        );
        assert_eq!(
            err(&[("caption", &"x".repeat(300)), ("caption", &"y".repeat(300))]),
            ParamError::TooLong {
                key: "caption",
                length: 601
            }
        );
        assert_eq!(
            err(&[("pieces", "/etc")]),
            ParamError::NotInService { key: "pieces" }
        );
        assert_eq!(
            err(&[("check", "e0")]),
            ParamError::Square {
                key: "check",
                value: "e0".into()
            }
        );
        let many: Vec<(&str, &str)> = std::iter::repeat_n(("mark", "e4"), MAX_MARKS + 1).collect();
        assert_eq!(
            settings(&many).unwrap_err(),
            ParamError::TooMany {
                key: "mark",
                max: MAX_MARKS
            }
        );
    }

    #[test]
    fn glyphs_are_read_repeated_keyed_and_refused() {
        let s = settings(&[
            ("fen", "8"),
            ("glyph", "zebra=knight:90,g=queen"),
            ("glyph", "camel=knight:270"),
        ])
        .unwrap();
        assert_eq!(s.style().glyphs.len(), 3);
        assert_eq!(s.glyphs[0].turn, forsythe::Turn::Right);
        let keyed: Vec<String> = s
            .pairs()
            .into_iter()
            .filter(|(k, _)| *k == "glyph")
            .map(|(_, v)| v)
            .collect();
        assert_eq!(
            keyed,
            ["zebra=knight:90", "grasshopper=queen:0", "camel=knight:270"]
        );
        assert_eq!(
            settings(&[("fen", "8"), ("glyph", "zebra=horse")]).err(),
            Some(ParamError::Glyph {
                value: "zebra=horse".to_owned()
            })
        );
    }

    #[test]
    fn the_legend_is_left_out_on_request_and_keyed() {
        let s = settings(&[("fen", "8"), ("legend", "none")]).unwrap();
        assert_eq!(s.legend, forsythe::render::Legend::None);
        assert_eq!(s.style().legend, forsythe::render::Legend::None);
        assert!(s.pairs().contains(&("legend", "none".to_owned())));
        let d = settings(&[("fen", "8")]).unwrap();
        assert_eq!(d.style().legend, forsythe::render::Legend::Auto);
        assert!(d.pairs().iter().all(|(k, _)| *k != "legend"));
        assert!(settings(&[("fen", "8"), ("legend", "maybe")]).is_err());
    }

    #[test]
    fn last_move_and_check_are_read_then_refused() {
        let s = settings(&[
            ("fen", "8/8/8/8/8/8/8/K6k"),
            ("last_move", "e7e8q"),
            ("check", "h8"),
        ])
        .unwrap();
        assert_eq!(
            s.last_move,
            Some(Move {
                from: "e7".parse().unwrap(),
                to: "e8".parse().unwrap(),
                promotion: Some('q')
            })
        );
        assert_eq!(s.check, CheckChoice::Square("h8".parse().unwrap()));
        assert_eq!(s.finish(), Ok(()));
        assert_eq!(
            settings(&[("fen", "8"), ("check", "none")]).unwrap().check,
            CheckChoice::None
        );
        assert_eq!(settings(&[("fen", "8")]).unwrap().check, CheckChoice::Auto);
        assert_eq!(Move::parse("e2e2"), None);
        assert_eq!(Move::parse("e2e4x"), None);
        assert!(Move::parse("e2-e4").is_some());
    }

    #[test]
    fn pairs_read_back_as_the_same_settings() {
        let s = settings(&[
            ("fen", "r3k2r/8/8/8/8/8/8/R3K2R w"),
            ("dialect", "auto"),
            ("theme", "blue"),
            ("size", "320"),
            ("flip", "1"),
            ("coordinates", "0"),
            ("mark", "e4:red"),
            ("arrow", "e2e4"),
            ("marks", "[%csl Yb2][%cal Rg1f3]"),
            ("caption", "side"),
            ("author", "A. N. Other"),
            ("lang", "fr"),
            ("square_size", "7mm"),
        ])
        .unwrap();
        let pairs = s.pairs();
        let mut back = Settings::default();
        back.apply_all(pairs.iter().map(|(k, v)| (*k, v.as_str())))
            .unwrap();
        let unseen = |s: &Settings| Settings {
            seen: Vec::new(),
            ..s.clone()
        };
        assert_eq!(unseen(&back), unseen(&s));
        assert_eq!(back.marks(), s.marks());
        assert_eq!(Settings::default().pairs(), []);
    }
}
