//! What one diagram shows: the board and what is drawn with it, and the
//! lines of text set above and below it, each given as text with its place.

use std::borrow::Cow;

use crate::board::{Attributes, Board, BoardMarks, Cell, Color, Cylinder, Square};
use crate::render::marks::{Mark, MarkKind};
use crate::render::{MAX_DESCRIPTION, RenderError};

/// What one diagram shows: the board, who moves, the last move, a king in
/// check, marks and text, and the words that describe it to those who
/// cannot see it.
///
/// Build one with [`Diagram::new`] and the fields you need:
///
/// ```
/// use forsythe::render::{Diagram, LinePlace, TextLine};
/// use forsythe::{Board, Color, Square};
///
/// let board: Board = "4k3/8/8/8/8/8/8/4KR2".parse().unwrap();
/// let e8: Square = "e8".parse().unwrap();
/// let diagram = Diagram {
///     side_to_move: Some(Color::Black),
///     check: Some(e8),
///     lines: vec![TextLine::new(LinePlace::LowerLeft, "Schach")],
///     description: Some("Schwarz am Zug; der schwarze König auf e8 steht im Schach."),
///     lang: "de",
///     ..Diagram::new(&board)
/// };
/// # let _ = diagram;
/// ```
#[derive(Debug, Clone)]
pub struct Diagram<'a> {
    /// The board.
    pub board: &'a Board,
    /// Who moves, for the side-to-move marker.
    pub side_to_move: Option<Color>,
    /// A short name for the diagram (the record it was made from, say): the
    /// SVG's `<title>`, a PNG's `Comment` text and a PDF's title. "Chess
    /// diagram" in SVG and the board's Forsyth string in PNG when `None`.
    pub title: Option<&'a str>,
    /// A line of text under the board, under every other line.
    pub caption: Option<&'a str>,
    /// Squares to mark and arrows to draw.
    pub marks: &'a [Mark],
    /// Lines of text above and below the board (a chess problem's author,
    /// source and stipulation, say), each where its [`LinePlace`] puts it.
    pub lines: Vec<TextLine<'a>>,
    /// The move that led to the position, from and to; drawn as
    /// [`Style::last_move`](crate::render::Style::last_move) says.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check: a red glow under it, or a red ring on
    /// boards whose light squares are white.
    pub check: Option<Square>,
    /// The position in words, for screen readers: the SVG's `<desc>`, a
    /// PNG's `Description` text, a PDF figure's alternative text. A short
    /// technical one (board size and Forsyth string) when `None`.
    pub description: Option<&'a str>,
    /// The language of `description` (and `caption`), as a BCP 47 tag:
    /// `en` (the default), `de`, `pt-BR` …
    pub lang: &'a str,
    /// What a problem board shows besides its pieces ([`BoardMarks`]):
    /// grid lines along square edges (Grid chess's grid among them) and
    /// framed squares, in the frame's colour, and for a cylinder a small
    /// arrowhead outside the middle of each edge it joins (left and right
    /// for a vertical cylinder, above and below for a horizontal one, all
    /// four for an anchor ring).
    pub board_marks: Option<&'a BoardMarks>,
    /// The attributes of a problem's pieces by square ([`Attributes`]):
    /// each attribute that changes nothing of a piece's shape is a small
    /// mark in the top-right corner of its square
    /// ([`Attribute::mark`](crate::board::Attribute::mark): `♚` royal, `½`
    /// half-neutral, `K` kamikaze, …). Naming them is the legend's
    /// ([`LinePlace::Legend`]).
    pub attributes: Option<&'a Attributes>,
}

/// A line of text drawn with a diagram: what it says, where it goes, and
/// how large and heavy it is set. A line that is empty or only white space
/// is not drawn; one of more than [`MAX_CAPTION`](crate::render::MAX_CAPTION)
/// characters, but a legend, is refused
/// ([`RenderError::CaptionTooLong`](crate::render::RenderError::CaptionTooLong)).
///
/// ```
/// use forsythe::render::{LinePlace, LineSize, TextLine};
/// let author = TextLine::new(LinePlace::Above, "S. Loyd").size(LineSize::Large).bold();
/// assert!(author.bold && author.size == LineSize::Large);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TextLine<'a> {
    /// What it says.
    pub text: Cow<'a, str>,
    /// Where it goes.
    pub place: LinePlace,
    /// How large it is set.
    pub size: LineSize,
    /// Set in the bold face.
    pub bold: bool,
    /// For a [`LinePlace::Legend`] line, the same legend with pictures,
    /// drawn instead of `text` when
    /// [`Style::legend`](crate::render::Style::legend) asks for pictures;
    /// other places draw none.
    pub picture_form: Option<PictureLegend<'a>>,
}

/// A legend with pictures ([`TextLine::picture_form`]): its entries
/// (separated by ` · `, as in text) and the picture set before each of
/// them, in order: a piece drawn as the board draws it, at the size of a
/// line. An entry without one, or beyond the list, has none.
///
/// ```
/// use forsythe::render::{LinePlace, PictureLegend, TextLine};
/// use forsythe::{Cell, Fairy, Side, Walk};
/// let grasshopper = Walk::from_name("grasshopper").expect("a walk");
/// let piece = Cell::Fairy(Fairy::of_walk(Side::White, grasshopper));
/// let line = TextLine::new(LinePlace::Legend, "Grasshopper d4").with_pictures(PictureLegend {
///     text: "= Grasshopper".into(),
///     pictures: vec![Some(piece)],
/// });
/// assert!(line.picture_form.is_some());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PictureLegend<'a> {
    /// The entries, each read after its picture (`= Grasshopper`).
    pub text: Cow<'a, str>,
    /// The picture before each entry.
    pub pictures: Vec<Option<Cell>>,
}

impl<'a> TextLine<'a> {
    /// `text` at `place`, in the [`LineSize::Normal`] size and the regular
    /// face.
    #[must_use]
    pub fn new(place: LinePlace, text: impl Into<Cow<'a, str>>) -> TextLine<'a> {
        TextLine {
            text: text.into(),
            place,
            size: LineSize::Normal,
            bold: false,
            picture_form: None,
        }
    }

    /// The same line set in `size`.
    #[must_use]
    pub fn size(self, size: LineSize) -> TextLine<'a> {
        TextLine { size, ..self }
    }

    /// The same line set in bold.
    #[must_use]
    pub fn bold(self) -> TextLine<'a> {
        TextLine { bold: true, ..self }
    }

    /// The same line with its picture form ([`TextLine::picture_form`]).
    #[must_use]
    pub fn with_pictures(self, form: PictureLegend<'a>) -> TextLine<'a> {
        TextLine {
            picture_form: Some(form),
            ..self
        }
    }
}

/// Where a [`TextLine`] goes. The lines of one place are set in the order
/// they are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LinePlace {
    /// Above the board, centred, a line each.
    Above,
    /// Under the board, from the left edge of its frame. The lines at the
    /// two lower corners share rows: the first of each on the first row.
    LowerLeft,
    /// Under the board, ending at the right edge of its frame.
    LowerRight,
    /// Centred under the rows of the lower corners, a line each.
    Under,
    /// Under those: a list of entries separated by ` · `, broken between
    /// entries onto as many lines as it needs (up to eight, the last one
    /// shrunk to fit), and longer than
    /// [`MAX_CAPTION`](crate::render::MAX_CAPTION) characters if it must be. Drawn
    /// unless [`Style::legend`](crate::render::Style::legend) leaves
    /// legends out; in the form with pictures ([`TextLine::picture_form`])
    /// when it asks for them and the line has one.
    Legend,
}

/// How large a [`TextLine`] is set, as a share of a square's side; a line
/// too wide for the image is shrunk to fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum LineSize {
    /// 0.34 of a square.
    Large,
    /// 0.3 of a square.
    #[default]
    Normal,
    /// 0.28 of a square.
    Small,
    /// 0.26 of a square.
    Smaller,
}

impl LineSize {
    /// The size as a share of a square's side.
    pub(crate) fn share(self) -> f32 {
        match self {
            LineSize::Large => 0.34,
            LineSize::Normal => 0.3,
            LineSize::Small => 0.28,
            LineSize::Smaller => 0.26,
        }
    }
}

impl<'a> Diagram<'a> {
    /// A diagram of `board` with nobody to move, no title, no lines of
    /// text, no last move and no description, in English.
    #[must_use]
    pub fn new(board: &'a Board) -> Diagram<'a> {
        Diagram {
            board,
            side_to_move: None,
            title: None,
            caption: None,
            marks: &[],
            lines: Vec::new(),
            last_move: None,
            check: None,
            description: None,
            lang: "en",
            board_marks: None,
            attributes: None,
        }
    }

    /// The edges the board joins, if it is a cylinder.
    pub(crate) fn cylinder(&self) -> Cylinder {
        self.board_marks.map(|m| m.cylinder).unwrap_or_default()
    }

    /// The record: the title, else the board's Forsyth string.
    #[cfg(feature = "raster")]
    pub(crate) fn record(&self) -> String {
        self.title
            .map_or_else(|| self.board.to_string(), str::to_owned)
    }

    /// The short name: the title, else "Chess diagram".
    pub(crate) fn name(&self) -> &str {
        self.title.unwrap_or("Chess diagram")
    }

    /// The description, else a technical one.
    pub(crate) fn description(&self) -> String {
        if let Some(d) = self.description {
            return d.to_owned();
        }
        let mut d = format!(
            "Chess diagram, {}×{}: {}",
            self.board.width(),
            self.board.height(),
            self.board
        );
        match self.side_to_move {
            Some(Color::White) => d.push_str(" w"),
            Some(Color::Black) => d.push_str(" b"),
            None => {}
        }
        d
    }

    /// Refuses what cannot be drawn before any work is done: squares off
    /// the board, an over-long description, a language that is no tag.
    pub(crate) fn check_fields(&self) -> Result<(), RenderError> {
        let (w, h) = (self.board.width(), self.board.height());
        let off = |s: &Square| s.file() >= w || s.rank() >= h;
        let mut squares: Vec<Square> = Vec::with_capacity(2 * self.marks.len() + 3);
        for m in self.marks {
            squares.push(m.square);
            if let MarkKind::Arrow(to) = m.kind {
                squares.push(to);
            }
        }
        if let Some((from, to)) = self.last_move {
            squares.extend([from, to]);
        }
        squares.extend(self.check);
        if let Some(&sq) = squares.iter().find(|s| off(s)) {
            return Err(RenderError::MarkOffBoard(sq));
        }
        if let Some(d) = self.description {
            let n = d.chars().count();
            if n > MAX_DESCRIPTION {
                return Err(RenderError::DescriptionTooLong(n));
            }
        }
        let lang_ok = !self.lang.is_empty()
            && self.lang.len() <= 35
            && self
                .lang
                .split('-')
                .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric()));
        if !lang_ok {
            return Err(RenderError::Lang(self.lang.to_owned()));
        }
        Ok(())
    }
}
