//! How a diagram looks: size, orientation, coordinates, marker and colours.

use std::fmt;
use std::str::FromStr;

use crate::render::num;

/// An opaque colour: red, green and blue, 0 to 255.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#ffffff`.
    pub const WHITE: Rgb = Rgb(255, 255, 255);
    /// `#000000`.
    pub const BLACK: Rgb = Rgb(0, 0, 0);
}

impl fmt::Display for Rgb {
    /// `#rrggbb`, written without the formatting machinery: an SVG holds
    /// a dozen colours.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char('#')?;
        let rgb = u32::from_be_bytes([0, self.0, self.1, self.2]);
        num::hex_digits(rgb, 6).try_for_each(|digit| f.write_char(digit))
    }
}

/// A colour that is not CSS hex (`#rgb` or `#rrggbb`, the `#` optional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColorError {
    text: String,
}

impl ColorError {
    /// The text that was not a colour.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a colour; write it as CSS hex, like #b58863 or #fff",
            self.text
        )
    }
}

impl std::error::Error for ColorError {}

impl FromStr for Rgb {
    type Err = ColorError;

    fn from_str(s: &str) -> Result<Rgb, ColorError> {
        let err = || ColorError { text: s.to_owned() };
        let hex = s.trim().strip_prefix('#').unwrap_or(s.trim());
        if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(err());
        }
        let digit =
            |i: usize, len: usize| u8::from_str_radix(&hex[i..i + len], 16).map_err(|_| err());
        match hex.len() {
            3 => Ok(Rgb(digit(0, 1)? * 17, digit(1, 1)? * 17, digit(2, 1)? * 17)),
            6 => Ok(Rgb(digit(0, 2)?, digit(2, 2)?, digit(4, 2)?)),
            _ => Err(err()),
        }
    }
}

/// A named set of colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Theme {
    /// Warm wood browns.
    #[default]
    Classic,
    /// Cool grey-blue.
    Blue,
    /// Green and cream, as on tournament roll-up boards.
    Green,
    /// White and light grey with a black frame: what a book prints.
    Print,
    /// White squares, the dark ones hatched with fine black diagonal lines,
    /// as in classic printed diagrams.
    Hatched,
    /// A problem magazine's diagram: the dark squares hatched, no
    /// coordinates, and a heavy line round the board with a thin one
    /// inside it ([`FrameWeight::Double`]).
    Magazine,
}

impl Theme {
    /// Every theme, in the order they are listed.
    pub const ALL: [Theme; 6] = [
        Theme::Classic,
        Theme::Blue,
        Theme::Green,
        Theme::Print,
        Theme::Hatched,
        Theme::Magazine,
    ];

    /// The theme's name on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Blue => "blue",
            Theme::Green => "green",
            Theme::Print => "print",
            Theme::Hatched => "hatched",
            Theme::Magazine => "magazine",
        }
    }

    /// The coordinates the theme shows unless asked otherwise: none in a
    /// magazine, beside the board in every other theme.
    #[must_use]
    pub const fn coordinates(self) -> Coordinates {
        match self {
            Theme::Magazine => Coordinates::None,
            _ => Coordinates::Outside,
        }
    }

    /// The form of the legend the theme draws unless asked otherwise: a
    /// magazine's pieces by their pictures, [`Legend::Auto`] (text) in
    /// every other theme.
    #[must_use]
    pub const fn legend(self) -> Legend {
        match self {
            Theme::Magazine => Legend::Pictures,
            _ => Legend::Auto,
        }
    }

    /// Whether the theme sets the lines round the board in a serif face:
    /// only the magazine does.
    #[must_use]
    pub const fn serif(self) -> bool {
        matches!(self, Theme::Magazine)
    }

    /// The frame the theme draws unless asked otherwise: a magazine's
    /// double line, a thin one in every other theme.
    #[must_use]
    pub const fn frame(self) -> FrameWeight {
        match self {
            Theme::Magazine => FrameWeight::Double,
            _ => FrameWeight::Thin,
        }
    }

    /// How the theme draws its dark squares.
    #[must_use]
    pub const fn dark_squares(self) -> DarkSquares {
        match self {
            Theme::Hatched | Theme::Magazine => DarkSquares::Hatched,
            _ => DarkSquares::Filled,
        }
    }

    /// The theme's colours, with how it draws its dark squares: a style
    /// given these is the theme whole (`Style { colors:
    /// Theme::Hatched.colors(), ..Style::default() }` hatches).
    #[must_use]
    pub const fn colors(self) -> Colors {
        match self {
            Theme::Classic => Colors {
                light: Rgb(0xee, 0xd7, 0xb3),
                dark: Rgb(0xb3, 0x87, 0x60),
                frame: Rgb(0x4a, 0x33, 0x22),
                text: Rgb(0x3b, 0x2b, 0x1f),
                background: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
            },
            Theme::Blue => Colors {
                light: Rgb(0xe2, 0xe8, 0xee),
                dark: Rgb(0x87, 0x9f, 0xb3),
                frame: Rgb(0x2e, 0x3f, 0x4f),
                text: Rgb(0x26, 0x33, 0x40),
                background: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
            },
            Theme::Green => Colors {
                light: Rgb(0xec, 0xee, 0xd2),
                dark: Rgb(0x76, 0x97, 0x58),
                frame: Rgb(0x2f, 0x45, 0x26),
                text: Rgb(0x27, 0x36, 0x20),
                background: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
            },
            Theme::Print => Colors {
                light: Rgb::WHITE,
                dark: Rgb(0xc4, 0xc4, 0xc4),
                frame: Rgb::BLACK,
                text: Rgb::BLACK,
                background: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
            },
            Theme::Hatched | Theme::Magazine => Colors {
                light: Rgb::WHITE,
                dark: Rgb::BLACK,
                frame: Rgb::BLACK,
                text: Rgb::BLACK,
                background: Rgb::WHITE,
                dark_squares: DarkSquares::Hatched,
            },
        }
    }
}

impl fmt::Display for Theme {
    /// The theme's name, as [`FromStr`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a theme's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeError {
    text: String,
}

impl ThemeError {
    /// The text that was not a theme's name.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ThemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a theme; the themes are", self.text)?;
        for (i, t) in Theme::ALL.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            f.write_str(t.name())?;
        }
        Ok(())
    }
}

impl std::error::Error for ThemeError {}

impl FromStr for Theme {
    type Err = ThemeError;

    /// A theme's name, in any case.
    fn from_str(s: &str) -> Result<Theme, ThemeError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ThemeError { text: s.to_owned() })
    }
}

/// How the dark squares are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum DarkSquares {
    /// Filled with the dark colour.
    #[default]
    Filled,
    /// The light colour, hatched with diagonal lines of the dark colour;
    /// the lines stop a little short of a piece standing on the square.
    Hatched,
}

/// Where the file letters and rank numbers go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Coordinates {
    /// None at all.
    None,
    /// Beside the board: rank numbers on the left, file letters below.
    #[default]
    Outside,
    /// Small, in the corners of the edge squares, so the image is only the
    /// board: rank numbers at the top left of the left-hand file's squares,
    /// file letters at the bottom right of the bottom rank's squares, each in
    /// the colour of the other squares.
    Inside,
}

impl Coordinates {
    /// Every choice, in the order they are listed.
    pub const ALL: [Coordinates; 3] =
        [Coordinates::None, Coordinates::Outside, Coordinates::Inside];

    /// The choice's name on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Coordinates::None => "none",
            Coordinates::Outside => "outside",
            Coordinates::Inside => "inside",
        }
    }
}

/// Whether the legend a diagram brings is drawn, and in which form: its
/// [`LinePlace::Legend`](crate::render::LinePlace::Legend) lines, which
/// name its fairy pieces by their walks and its pieces' attributes, as text
/// ("Grasshopper d4, h1 · Nightrider c3") or with each piece's picture
/// ("= Grasshopper d4, h1" after the piece's picture), as the diagram gives them
/// ([`TextLine::picture_form`](crate::render::TextLine::picture_form)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Legend {
    /// When the diagram has one, as text. The settings take it as the
    /// theme's own form: pictures in the magazine theme, text in the others.
    #[default]
    Auto,
    /// When the diagram has one, with pictures where it gives them.
    Pictures,
    /// When the diagram has one, as text.
    Text,
    /// Never.
    None,
}

impl Legend {
    /// Every choice, in the order they are listed.
    pub const ALL: [Legend; 4] = [Legend::Auto, Legend::Pictures, Legend::Text, Legend::None];

    /// The choice's name on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Legend::Auto => "auto",
            Legend::Pictures => "pictures",
            Legend::Text => "text",
            Legend::None => "none",
        }
    }

    /// The choice of that name.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Legend> {
        Legend::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The line around the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum FrameWeight {
    /// No frame.
    None,
    /// A thin line, 1/28 of a square (at least a pixel).
    #[default]
    Thin,
    /// A heavy line, 1/12 of a square (at least two pixels), as print shops
    /// like it.
    Thick,
    /// A problem magazine's frame: a heavy outer line, a gap of paper and
    /// a thin inner line, together about a sixth of a square.
    Double,
}

impl FrameWeight {
    /// Every choice, in the order they are listed.
    pub const ALL: [FrameWeight; 4] = [
        FrameWeight::None,
        FrameWeight::Thin,
        FrameWeight::Thick,
        FrameWeight::Double,
    ];

    /// The choice's name on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FrameWeight::None => "none",
            FrameWeight::Thin => "thin",
            FrameWeight::Thick => "thick",
            FrameWeight::Double => "double",
        }
    }

    /// The frame's thickness in pixels around squares of `square` pixels.
    #[must_use]
    pub fn width(self, square: u32) -> u32 {
        let q = square as f32;
        match self {
            FrameWeight::None => 0,
            FrameWeight::Thin => ((q / 28.0).round() as u32).max(1),
            FrameWeight::Thick => ((q / 12.0).round() as u32).max(2),
            FrameWeight::Double => ((q / 6.0).round() as u32).max(4),
        }
    }

    /// The lines of a double frame `width` pixels wide: the outer line's
    /// width and the inner line's, the paper between them the rest. Other
    /// frames are one line (`(width, 0)`).
    #[must_use]
    pub fn lines(self, width: u32) -> (u32, u32) {
        match self {
            FrameWeight::Double => {
                let outer = ((width as f32 * 0.42).round() as u32).max(2);
                let inner = ((width as f32 * 0.16).round() as u32).max(1);
                (outer.min(width.saturating_sub(2)), inner)
            }
            _ => (width, 0),
        }
    }

    /// The frame's share of a square, on each side, for sizing the image.
    pub(crate) fn share(self) -> f32 {
        match self {
            FrameWeight::None => 0.0,
            FrameWeight::Thin => 0.04,
            FrameWeight::Thick => 1.0 / 12.0,
            FrameWeight::Double => 1.0 / 6.0,
        }
    }
}

/// A name that is not one of the choices of a style setting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceError {
    text: String,
    choices: &'static [&'static str],
}

impl ChoiceError {
    /// The text that was not a choice.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The names that would have been accepted.
    #[must_use]
    pub fn choices(&self) -> &'static [&'static str] {
        self.choices
    }
}

impl fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not one of {}",
            self.text,
            self.choices.join(", ")
        )
    }
}

impl std::error::Error for ChoiceError {}

macro_rules! named {
    ($type:ty, $names:expr) => {
        impl fmt::Display for $type {
            /// The name, as [`FromStr`] reads it.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $type {
            type Err = ChoiceError;

            /// A name, in any case.
            fn from_str(s: &str) -> Result<$type, ChoiceError> {
                <$type>::ALL
                    .into_iter()
                    .find(|c| c.name().eq_ignore_ascii_case(s.trim()))
                    .ok_or_else(|| ChoiceError {
                        text: s.to_owned(),
                        choices: $names,
                    })
            }
        }
    };
}

named!(Coordinates, &["none", "outside", "inside"]);
named!(FrameWeight, &["none", "thin", "thick", "double"]);
named!(LastMoveStyle, &["squares", "arrow", "none"]);

/// How the last move of a [`Diagram`](crate::render::Diagram) is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum LastMoveStyle {
    /// Both squares tinted in [`Mark::LAST_MOVE`](crate::render::Mark::LAST_MOVE).
    #[default]
    Squares,
    /// An arrow from the square left to the square reached.
    Arrow,
    /// Not shown.
    None,
}

impl LastMoveStyle {
    /// Every choice, in the order they are listed.
    pub const ALL: [LastMoveStyle; 3] = [
        LastMoveStyle::Squares,
        LastMoveStyle::Arrow,
        LastMoveStyle::None,
    ];

    /// The choice's name on the command line: `squares`, `arrow`, `none`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            LastMoveStyle::Squares => "squares",
            LastMoveStyle::Arrow => "arrow",
            LastMoveStyle::None => "none",
        }
    }
}

/// The colours of a diagram.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colors {
    /// The light squares, and the paper under the lines of hatched dark squares.
    pub light: Rgb,
    /// The dark squares, or the lines of hatched ones.
    pub dark: Rgb,
    /// The line around the board.
    pub frame: Rgb,
    /// Coordinates and captions.
    pub text: Rgb,
    /// Around the board and in holes (unless transparent).
    pub background: Rgb,
    /// Whether the dark squares are filled or hatched: part of the colours,
    /// so that a theme's colours always come with its drawing.
    pub dark_squares: DarkSquares,
}

impl Default for Colors {
    fn default() -> Colors {
        Theme::Classic.colors()
    }
}

/// A unit of physical length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Unit {
    /// Points, 1/72 inch.
    Pt,
    /// Millimetres.
    Mm,
    /// Centimetres.
    Cm,
    /// Inches.
    In,
}

impl Unit {
    /// The unit as SVG and CSS write it.
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        match self {
            Unit::Pt => "pt",
            Unit::Mm => "mm",
            Unit::Cm => "cm",
            Unit::In => "in",
        }
    }

    /// Points (1/72 inch) in one of this unit.
    #[must_use]
    pub const fn points(self) -> f32 {
        match self {
            Unit::Pt => 1.0,
            Unit::Mm => 72.0 / 25.4,
            Unit::Cm => 720.0 / 25.4,
            Unit::In => 72.0,
        }
    }
}

/// A physical length, such as `20pt`, `7mm` or `0.3in`: a positive, finite
/// number of a unit, at most 10 inches.
///
/// ```
/// use forsythe::render::{Length, Unit};
/// let l: Length = "7mm".parse().unwrap();
/// assert_eq!((l.value(), l.unit()), (7.0, Unit::Mm));
/// assert_eq!(l.to_string(), "7mm");
/// assert!(Length::new(0.0, Unit::Pt).is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Length {
    value: f32,
    unit: Unit,
}

impl Length {
    /// The length, when it is positive, finite and at most 10 inches.
    #[must_use]
    pub fn new(value: f32, unit: Unit) -> Option<Length> {
        let length = Length { value, unit };
        (value.is_finite() && value > 0.0 && length.points() <= 720.0).then_some(length)
    }

    /// The number, in [`Length::unit`]s.
    #[must_use]
    pub const fn value(&self) -> f32 {
        self.value
    }

    /// The unit.
    #[must_use]
    pub const fn unit(&self) -> Unit {
        self.unit
    }

    /// The length in points.
    #[must_use]
    pub fn points(&self) -> f32 {
        self.value * self.unit.points()
    }
}

impl fmt::Display for Length {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.value, self.unit.suffix())
    }
}

// A length is never NaN (see `Length::new`), so equality is total.
impl Eq for Length {}

impl std::hash::Hash for Length {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.value.to_bits().hash(state);
        self.unit.hash(state);
    }
}

/// Text that is not a length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LengthError {
    text: String,
}

impl LengthError {
    /// The text that was not a length.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for LengthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a length; write a positive number and pt, mm, cm or in, at most 10 inches",
            self.text
        )
    }
}

impl std::error::Error for LengthError {}

impl FromStr for Length {
    type Err = LengthError;

    /// A positive number followed by `pt`, `mm`, `cm` or `in` (at most 10 inches).
    fn from_str(s: &str) -> Result<Length, LengthError> {
        let err = || LengthError { text: s.to_owned() };
        let t = s.trim();
        let units = [
            ("pt", Unit::Pt),
            ("mm", Unit::Mm),
            ("cm", Unit::Cm),
            ("in", Unit::In),
        ];
        let (number, unit) = units
            .iter()
            .find_map(|(suffix, unit)| t.strip_suffix(suffix).map(|n| (n.trim(), *unit)))
            .ok_or_else(err)?;
        let value: f32 = number.parse().map_err(|_| err())?;
        Length::new(value, unit).ok_or_else(err)
    }
}

/// The smallest and largest image width, in pixels.
pub const SIZE_RANGE: std::ops::RangeInclusive<u32> = 16..=4096;

/// Everything that decides how a diagram looks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Style {
    /// The image's width in pixels (16 to 4096); the height follows from the
    /// board. With both `square_size` and `dpi`, the width is instead what
    /// that square size needs at that resolution.
    pub size: u32,
    /// Draw the board from Black's side.
    pub flip: bool,
    /// Where the file letters and rank numbers go (they are left out when
    /// the squares are too small for legible text).
    pub coordinates: Coordinates,
    /// The line around the board.
    pub frame: FrameWeight,
    /// A marker beside the board on the side that moves, when it is known.
    pub side_to_move: bool,
    /// The colours, and whether the dark squares are filled or hatched.
    pub colors: Colors,
    /// No background around the board and in holes.
    pub transparent: bool,
    /// The physical side of a square in SVG and PDF output; by default a
    /// pixel is 1/96 inch (0.75 pt).
    pub square_size: Option<Length>,
    /// The resolution written into PNG files.
    pub dpi: Option<u32>,
    /// How the diagram's last move is shown.
    pub last_move: LastMoveStyle,
    /// Whether the legend under the board is drawn.
    pub legend: Legend,
    /// Walks drawn in another shape or turn than their own
    /// (`--glyph zebra=knight:90`); a later choice for a walk wins.
    pub glyphs: Vec<crate::board::Glyph>,
    /// The lines round the board (author, source, stipulation, count,
    /// conditions, legend, caption) set in DejaVu Serif rather than DejaVu
    /// Sans: the magazine theme's ([`Theme::serif`]).
    pub serif: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            size: 400,
            flip: false,
            coordinates: Coordinates::Outside,
            frame: FrameWeight::Thin,
            side_to_move: false,
            colors: Colors::default(),
            transparent: false,
            square_size: None,
            dpi: None,
            last_move: LastMoveStyle::Squares,
            legend: Legend::Auto,
            glyphs: Vec::new(),
            serif: false,
        }
    }
}

impl Style {
    /// The default style in `theme`: its colours and its dark squares,
    /// which [`Theme::colors`] gives together. A theme's own coordinates
    /// and frame ([`Theme::coordinates`], [`Theme::frame`]: the magazine's
    /// none and double) are the settings' to give, where a key may ask
    /// for others.
    ///
    /// ```
    /// use forsythe::render::{DarkSquares, Style, Theme};
    /// let style = Style { size: 320, ..Style::with_theme(Theme::Hatched) };
    /// assert_eq!(style.colors.dark_squares, DarkSquares::Hatched);
    /// let same = Style { size: 320, colors: Theme::Hatched.colors(), ..Style::default() };
    /// assert_eq!(same, style);
    /// ```
    #[must_use]
    pub fn with_theme(theme: Theme) -> Style {
        Style {
            colors: theme.colors(),
            ..Style::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_in_css_hex() {
        assert_eq!("#b58863".parse(), Ok(Rgb(0xb5, 0x88, 0x63)));
        assert_eq!("B58863".parse(), Ok(Rgb(0xb5, 0x88, 0x63)));
        assert_eq!("#fff".parse(), Ok(Rgb::WHITE));
        for bad in ["", "#", "#ff", "#fffff", "#ggg", "red", "#+12345", "#ffé"] {
            assert!(bad.parse::<Rgb>().is_err(), "{bad}");
        }
        assert_eq!(Rgb(1, 2, 255).to_string(), "#0102ff");
    }

    #[test]
    fn lengths() {
        assert_eq!("20pt".parse(), Ok(Length::new(20.0, Unit::Pt).unwrap()));
        assert_eq!(Length::new(20.0, Unit::Pt).unwrap().to_string(), "20pt");
        assert_eq!("7 mm".parse::<Length>().unwrap().unit, Unit::Mm);
        assert!(("0.5in".parse::<Length>().unwrap().points() - 36.0).abs() < 1e-4);
        assert!(("1cm".parse::<Length>().unwrap().points() - 28.346_457).abs() < 1e-3);
        for bad in ["20", "pt", "-3mm", "0pt", "NaNpt", "infpt", "11in", "3px"] {
            assert!(bad.parse::<Length>().is_err(), "{bad}");
        }
    }

    #[test]
    fn theme_names() {
        for t in Theme::ALL {
            assert_eq!(t.name().parse(), Ok(t));
        }
        assert_eq!("PRINT".parse(), Ok(Theme::Print));
        assert_eq!(
            "wood".parse::<Theme>().unwrap_err().to_string(),
            "`wood` is not a theme; the themes are classic, blue, green, print, hatched, magazine"
        );
        assert_eq!(Theme::Hatched.dark_squares(), DarkSquares::Hatched);
        // The theme's colours carry its drawing: no half-applied theme.
        for t in Theme::ALL {
            assert_eq!(t.colors().dark_squares, t.dark_squares(), "{t}");
            let half = Style {
                colors: t.colors(),
                ..Style::default()
            };
            assert_eq!(half, Style::with_theme(t), "{t}");
        }
        assert_eq!(Theme::Hatched.colors().dark_squares, DarkSquares::Hatched);
        assert_eq!(Theme::Print.dark_squares(), DarkSquares::Filled);
    }

    #[test]
    fn coordinates_and_frames_by_name() {
        for c in Coordinates::ALL {
            assert_eq!(c.name().parse(), Ok(c));
            assert_eq!(c.to_string(), c.name());
        }
        for f in FrameWeight::ALL {
            assert_eq!(f.name().parse(), Ok(f));
        }
        assert_eq!(" Inside".parse(), Ok(Coordinates::Inside));
        assert_eq!(
            "heavy".parse::<FrameWeight>().unwrap_err().to_string(),
            "`heavy` is not one of none, thin, thick, double"
        );
        assert_eq!(Style::default().coordinates, Coordinates::Outside);
        assert_eq!(Style::default().frame, FrameWeight::Thin);
    }

    #[test]
    fn frame_widths() {
        assert_eq!(FrameWeight::Thin.width(45), 2);
        assert_eq!(FrameWeight::Thin.width(16), 1);
        assert_eq!(FrameWeight::Thick.width(45), 4);
        assert_eq!(FrameWeight::Thick.width(16), 2);
        assert_eq!(FrameWeight::Thick.width(83), 7);
        assert_eq!(FrameWeight::None.width(83), 0);
    }
}
