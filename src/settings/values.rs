//! The values of keys that are more than a word: marks and arrows, moves,
//! the king in check, the side the board is seen from.

use crate::Square;
use crate::render::{Mark, MarkKind, Rgb, marks as colors};

/// Where the words of a diagram in a typeset document go (the `texts`
/// key): its caption, its problem's lines and its legend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TextPlace {
    /// Drawn in the image, as every other way in draws them.
    #[default]
    Image,
    /// Set by the document in its own font, around an image that holds
    /// the board alone.
    Document,
}

impl TextPlace {
    /// The value's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            TextPlace::Image => "image",
            TextPlace::Document => "document",
        }
    }

    /// The value of that name.
    #[must_use]
    pub fn from_name(name: &str) -> Option<TextPlace> {
        [TextPlace::Image, TextPlace::Document]
            .into_iter()
            .find(|t| t.name() == name)
    }
}

/// What kind of mark a key draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkOption {
    /// `mark`: a tinted square.
    Fill,
    /// `circle`.
    Circle,
    /// `cross`.
    Cross,
    /// `arrow`: two squares.
    Arrow,
}

/// A mark that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkSpecError {
    /// Not a square (or two squares for an arrow).
    Syntax(String),
    /// The colour is neither a name nor CSS hex.
    Color(String),
}

impl std::fmt::Display for MarkSpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MarkSpecError::Syntax(t) => write!(f, "`{t}` is not a square or an arrow"),
            MarkSpecError::Color(t) => write!(f, "`{t}` is not a colour"),
        }
    }
}

impl std::error::Error for MarkSpecError {}

/// A colour by name (`green`, `red`, `yellow`, `blue`, or their first
/// letters, as ChessBase writes them) or CSS hex.
///
/// # Errors
/// [`MarkSpecError::Color`].
pub fn mark_color(text: &str) -> Result<Rgb, MarkSpecError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "green" | "g" => Ok(colors::GREEN),
        "red" | "r" => Ok(colors::RED),
        "yellow" | "y" => Ok(colors::YELLOW),
        "blue" | "b" => Ok(colors::BLUE),
        _ => text
            .trim()
            .parse()
            .map_err(|_| MarkSpecError::Color(text.to_owned())),
    }
}

/// Reads `SQUARE[:COLOR]` (or `FROMTO[:COLOR]` for an arrow, also written
/// `e2-e4` or `e2->e4`); the colour is green when none is given.
///
/// # Errors
/// A square that cannot be read, or a colour.
pub fn parse_mark(kind: MarkOption, spec: &str) -> Result<Mark, MarkSpecError> {
    let (squares, color_text) = match spec.split_once(':') {
        Some((s, c)) => (s.trim(), Some(c)),
        None => (spec.trim(), None),
    };
    let color = color_text.map_or(Ok(colors::GREEN), mark_color)?;
    let syntax = || MarkSpecError::Syntax(spec.to_owned());
    let (square, rest) = Square::parse_prefix(squares).ok_or_else(syntax)?;
    let kind = match kind {
        MarkOption::Arrow => {
            let rest = rest
                .strip_prefix("->")
                .or_else(|| rest.strip_prefix('-'))
                .unwrap_or(rest);
            match Square::parse_prefix(rest) {
                Some((to, "")) if to != square => MarkKind::Arrow(to),
                _ => return Err(syntax()),
            }
        }
        _ if !rest.is_empty() => return Err(syntax()),
        MarkOption::Fill => MarkKind::Fill,
        MarkOption::Circle => MarkKind::Circle,
        MarkOption::Cross => MarkKind::Cross,
    };
    Ok(Mark {
        kind,
        square,
        color,
    })
}

/// A list of arrows with the spaces around `->` and `-` taken out, so that
/// `e2 -> e4, g1 - f3` is two arrows.
fn tight_arrows(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            let after_dash = out.ends_with('-') || out.ends_with("->");
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            let before_dash = chars.peek() == Some(&'-');
            if !after_dash && !before_dash {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A list of marks (`e4,d5:red` or `e4 d5`), each read by [`parse_mark`]:
/// split at commas and white space.
///
/// # Errors
/// The first item that cannot be read, named alone; an empty list.
pub fn parse_marks(kind: MarkOption, spec: &str) -> Result<Vec<Mark>, MarkSpecError> {
    let spec = match kind {
        // `e2 -> e4` and `e2 - e4` are one arrow, not two squares.
        MarkOption::Arrow => std::borrow::Cow::Owned(tight_arrows(spec)),
        _ => std::borrow::Cow::Borrowed(spec),
    };
    let marks: Vec<Mark> = spec
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
        .map(|item| parse_mark(kind, item))
        .collect::<Result<_, _>>()?;
    if marks.is_empty() {
        return Err(MarkSpecError::Syntax(spec.into_owned()));
    }
    Ok(marks)
}

/// A word of `annotations` that cannot be read: the word and its byte
/// offset in the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnotationError {
    /// The word.
    pub word: String,
    /// Where it starts in the value, in bytes.
    pub at: usize,
}

/// The move-quality items of `annotations`, longest first, each with the
/// colour of the ring that marks its square: `!!` brilliant, `!?`
/// interesting, `?!` dubious, `??` blunder, `!` excellent, `?` mistake and
/// `F` forced.
const QUALITY_ITEMS: [(&str, Rgb); 7] = [
    ("!!", Rgb(0x1b, 0xac, 0xa6)),
    ("!?", Rgb(0x5c, 0x8b, 0xb0)),
    ("?!", Rgb(0xf7, 0xc6, 0x31)),
    ("??", Rgb(0xca, 0x34, 0x31)),
    ("!", Rgb(0x5f, 0x9e, 0x3c)),
    ("?", Rgb(0xe6, 0x91, 0x2c)),
    ("F", Rgb(0x88, 0x88, 0x88)),
];

/// Reads `annotations` as some editor plugins write them: `Ae2-e4` an
/// arrow, `Hf7` a tinted square, each with an optional colour `/g`, `/r`,
/// `/b` or `/y`, separated by spaces; and the move-quality items `!!f8`,
/// `!?d8`, `?!d8`, `??a7`, `!e4`, `?e4` and `Fe8` (forced), each a ring on
/// its square in the colour of its quality.
///
/// # Errors
/// The first word that is neither.
pub fn parse_annotations(value: &str) -> Result<Vec<Mark>, AnnotationError> {
    let mut out = Vec::new();
    let mut offset = 0;
    for word in value.split(' ') {
        let at = offset;
        offset += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        let bad = || AnnotationError {
            word: word.to_owned(),
            at,
        };
        let (body, color) = match word.split_once('/') {
            Some((b, c)) => (b, Some(c)),
            None => (word, None),
        };
        if let Some((mark, quality)) = QUALITY_ITEMS
            .iter()
            .find(|(item, _)| body.starts_with(item))
            .and_then(|&(item, quality)| {
                parse_mark(MarkOption::Circle, &body[item.len()..])
                    .ok()
                    .map(|m| (m, quality))
            })
        {
            let color = match color {
                None => quality,
                Some(c) => annotation_color(c).ok_or_else(bad)?,
            };
            out.push(Mark { color, ..mark });
            continue;
        }
        let color = match color {
            None => colors::GREEN,
            Some(c) => annotation_color(c).ok_or_else(bad)?,
        };
        let (kind, squares) = match body.split_at_checked(1) {
            Some(("A", rest)) => (MarkOption::Arrow, rest),
            Some(("H", rest)) => (MarkOption::Fill, rest),
            _ => return Err(bad()),
        };
        let mut mark = parse_mark(kind, squares).map_err(|_| bad())?;
        mark.color = color;
        out.push(mark);
    }
    Ok(out)
}

/// The colour an `annotations` item names after its `/`.
fn annotation_color(letter: &str) -> Option<Rgb> {
    match letter {
        "g" => Some(colors::GREEN),
        "r" => Some(colors::RED),
        "b" => Some(colors::BLUE),
        "y" => Some(colors::YELLOW),
        _ => None,
    }
}

/// Which king a diagram shows in check (`check`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CheckChoice {
    /// The king the position has in check: the side to move's, when the
    /// side to move is known.
    #[default]
    Auto,
    /// No check drawn.
    None,
    /// This square, whatever stands on it.
    Square(Square),
}

impl CheckChoice {
    /// Reads `auto`, `none` or a square.
    #[must_use]
    pub fn parse(text: &str) -> Option<CheckChoice> {
        match text.trim() {
            "auto" => Some(CheckChoice::Auto),
            "none" => Some(CheckChoice::None),
            t => Square::parse(t).map(CheckChoice::Square),
        }
    }

    /// The square to show, given the board, the side to move, and the check
    /// a played game found (`Some(..)` when the position comes from moves).
    #[must_use]
    pub fn square(
        self,
        board: &crate::Board,
        side: Option<crate::Color>,
        played: Option<Option<Square>>,
    ) -> Option<Square> {
        match self {
            CheckChoice::None => None,
            CheckChoice::Square(square) => Some(square),
            CheckChoice::Auto => match played {
                Some(check) => check,
                None => side.and_then(|side| board.checked_king(side)),
            },
        }
    }
}

/// A move given as two squares and an optional promotion letter.
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
    /// Reads `e2e4`, `e2-e4`, `e2->e4`, `e7e8q` or `e7e8=Q`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Move> {
        let (from, rest) = Square::parse_prefix(text.trim())?;
        let rest = rest
            .strip_prefix("->")
            .or_else(|| rest.strip_prefix('-'))
            .unwrap_or(rest);
        let (to, rest) = Square::parse_prefix(rest)?;
        let rest = rest.strip_prefix('=').unwrap_or(rest);
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

impl std::fmt::Display for Move {
    /// `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// The side a board is seen from (`flip`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Flip {
    /// From the side a puzzle's solver plays, else from White's: the
    /// default, when neither `flip` nor `no-flip` is given.
    #[default]
    Unset,
    /// From Black's side (`yes`, `black`).
    Black,
    /// From White's side (`no`, `white`, `no-flip`).
    White,
    /// From the side to move (`auto`).
    Auto,
}

impl Flip {
    /// Reads `yes`, `no`, `auto`, `black`, `white` and the other yes/no
    /// words; empty is `yes`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Flip> {
        match text.trim().to_ascii_lowercase().as_str() {
            "black" => Some(Flip::Black),
            "white" => Some(Flip::White),
            "auto" => Some(Flip::Auto),
            other => {
                super::parse_yes_no(other).map(|yes| if yes { Flip::Black } else { Flip::White })
            }
        }
    }

    /// Whether the board is drawn from Black's side, given the side to move
    /// and the side a puzzle's solver plays.
    #[must_use]
    pub fn flipped(self, side: Option<crate::Color>, seen_from: Option<crate::Color>) -> bool {
        use crate::Color::Black;
        match self {
            Flip::Black => true,
            Flip::White => false,
            Flip::Auto => side == Some(Black),
            Flip::Unset => seen_from == Some(Black),
        }
    }

    /// The value that means it, as [`Settings::pairs`](super::Settings::pairs)
    /// writes it (`1`, `0`, `auto`); empty for the default.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Flip::Unset => "",
            Flip::Black => "1",
            Flip::White => "0",
            Flip::Auto => "auto",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_read_in_every_spelling() {
        let m = Move::parse("e7e8q").unwrap();
        assert_eq!(m.to_string(), "e7e8q");
        assert_eq!(Move::parse("e7e8=Q"), Some(m));
        assert_eq!(
            Move::parse("e2->e4").map(|m| m.to_string()).as_deref(),
            Some("e2e4")
        );
        assert_eq!(
            Move::parse("e2-e4").map(|m| m.to_string()).as_deref(),
            Some("e2e4")
        );
        assert_eq!(Move::parse("e2e2"), None);
        assert_eq!(Move::parse("e2e4x"), None);
        assert_eq!(Move::parse("e7e8=K"), None);
    }

    #[test]
    fn annotations_are_arrows_and_squares() {
        let marks = parse_annotations("Ae2-e4/r  Hf7").unwrap();
        assert_eq!(marks.len(), 2);
        assert_eq!(marks[0].kind, MarkKind::Arrow("e4".parse().unwrap()));
        assert_eq!(marks[0].color, colors::RED);
        assert_eq!(marks[1].kind, MarkKind::Fill);
        assert_eq!(
            parse_annotations("Hf7 Xe4").unwrap_err(),
            AnnotationError {
                word: "Xe4".into(),
                at: 4
            }
        );
    }

    #[test]
    fn arrows_may_be_written_with_spaces() {
        let marks = parse_marks(MarkOption::Arrow, "e2 -> e4, g1 - f3:red").unwrap();
        assert_eq!(marks.len(), 2);
        assert_eq!(marks[1].color, colors::RED);
        assert!(parse_marks(MarkOption::Fill, " , ").is_err());
    }

    #[test]
    fn flip_words() {
        assert_eq!(Flip::parse(""), Some(Flip::Black));
        assert_eq!(Flip::parse("NO"), Some(Flip::White));
        assert_eq!(Flip::parse("black"), Some(Flip::Black));
        assert_eq!(Flip::parse("auto"), Some(Flip::Auto));
        assert_eq!(Flip::parse("maybe"), None);
        assert!(Flip::Auto.flipped(Some(crate::Color::Black), None));
        assert!(!Flip::Unset.flipped(Some(crate::Color::Black), None));
        assert!(Flip::Unset.flipped(None, Some(crate::Color::Black)));
    }
}
