//! Diagrams: a board and a style in, SVG text, PNG or GIF bytes, or a PDF
//! out.
//!
//! ```
//! use forsythe::render::{Diagram, Renderer, Style};
//! use forsythe::{Board, Square};
//!
//! let mut renderer = Renderer::new();
//! let board: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse()?;
//! let sq = |s: &str| s.parse::<Square>();
//! let diagram = Diagram {
//!     last_move: Some((sq("e2")?, sq("e4")?)),
//!     description: Some("White has played the king's pawn two squares forward."),
//!     ..Diagram::new(&board)
//! };
//! let svg = renderer.svg(&diagram, &Style::default())?;
//! assert!(svg.starts_with("<svg "));
//! assert!(svg.contains(r#"role="img""#));
//! let png = renderer.png(&diagram, &Style { size: 200, ..Style::default() })?;
//! assert_eq!(&png[1..4], b"PNG");
//! // Whatever it draws, a renderer keeps at most this much between diagrams.
//! assert!(renderer.cached_bytes() <= forsythe::render::CACHE_LIMIT);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod animation;
mod cache;
mod fairy;
mod format;
mod layout;
mod lzw;
pub(crate) mod marks;
#[cfg(feature = "pdf")]
mod pdf;
mod pieces;
mod raster;
mod style;
mod svg;
mod text;

use std::fmt;
use std::sync::Arc;

use crate::board::{Board, Color, Square};
use crate::notation::{Dialect, forsyth};

pub use animation::{Animation, DEFAULT_DELAY};
pub use format::{Format, FormatError};
pub use layout::{MAX_CAPTION, MAX_PIXELS, MAX_SIDE_PX};
pub use marks::{LastMoveStyle, Mark, MarkError, MarkKind};
#[cfg(feature = "pdf")]
pub use pdf::{Book, Paper};
pub use pieces::{MAX_PIECE_FILE, PieceSet, PieceSetError};
use resvg::tiny_skia::Pixmap;
pub use style::{
    ChoiceError, ColorError, Colors, Coordinates, DarkSquares, Frame, Legend, Length, LengthError,
    Rgb, SIZE_RANGE, Style, Theme, ThemeError, Unit,
};

use layout::Layout;

/// The board of `diagram` with the walks of `style.glyphs` in their chosen
/// shapes, when there is anything to change.
fn glyphed(diagram: &Diagram<'_>, style: &Style) -> Option<Board> {
    if style.glyphs.is_empty() || !diagram.board.has_fairy() {
        return None;
    }
    let mut board = diagram.board.clone();
    board.apply_glyphs(&style.glyphs);
    Some(board)
}

/// Points (1/72 inch) per pixel of `layout` when printed: 0.75, or what
/// the square size asks for.
fn print_scale(style: &Style, layout: &Layout) -> f32 {
    style
        .square_size
        .map_or(0.75, |len| len.points() / layout.square as f32)
}

/// `diagram`, on `board` when there is one.
fn with_board<'a>(diagram: &Diagram<'a>, board: Option<&'a Board>) -> Diagram<'a> {
    match board {
        Some(board) => Diagram { board, ..*diagram },
        None => *diagram,
    }
}

/// The piece count of `board` as problem publications print it: `(8+6)`,
/// White's pieces then Black's, and neutral pieces third when there are
/// any, `(3+4+1)`.
///
/// ```
/// let board: forsythe::Board = "4k3/8/8/8/8/8/2B5/4K3".parse().unwrap();
/// assert_eq!(forsythe::render::piece_count(&board), "(2+1)");
/// ```
#[must_use]
pub fn piece_count(board: &Board) -> String {
    match board.side_count() {
        (white, black, 0) => format!("({white}+{black})"),
        (white, black, neutral) => format!("({white}+{black}+{neutral})"),
    }
}

/// The piece count of a problem on `board` as the lower right corner of its
/// diagram shows it: [`piece_count`], with the total invisibles as one more
/// number, and `C+` before it for a computer-tested problem.
///
/// ```
/// use forsythe::render::{Problem, problem_count};
/// let board: forsythe::Board = "4k3/8/8/8/8/8/2B5/4K3".parse().unwrap();
/// let p = Problem { tested: true, invisible: 2, ..Problem::default() };
/// assert_eq!(problem_count(&board, &p), "C+ (2+1+2 TI)");
/// assert_eq!(problem_count(&board, &Problem::default()), "(2+1)");
/// ```
#[must_use]
pub fn problem_count(board: &Board, problem: &Problem<'_>) -> String {
    let mut count = piece_count(board);
    if problem.invisible > 0 {
        count.pop();
        count = format!("{count}+{} TI)", problem.invisible);
    }
    if problem.tested {
        count = format!("C+ {count}");
    }
    count
}

/// The legend of `board`: its pieces whose walk the record names, by name
/// in the language `lang` (a BCP 47 tag: German and French names for `de`
/// and `fr`, English otherwise), each with its squares, one name after
/// another in the order they are read from a1: `Grasshopper d4, h1 ·
/// Nightrider c3`. `None` when no piece has a named walk.
///
/// ```
/// use forsythe::notation::{self, Dialect};
/// let opts = notation::ReadOptions { dialect: Dialect::POPEYE_GERMAN, ..Default::default() };
/// let board = notation::read_forsyth("G6n/7G", 0, &opts).unwrap().placement.to_board();
/// assert_eq!(forsythe::render::legend(&board, "de").as_deref(), Some("Grashüpfer a8, h7 · Nachtreiter h8"));
/// assert_eq!(forsythe::render::legend(&board, "en").as_deref(), Some("Grasshopper a8, h7 · Nightrider h8"));
/// ```
#[must_use]
pub fn legend(board: &Board, lang: &str) -> Option<String> {
    use crate::board::Cell;
    let mut cells: Vec<(Square, crate::board::Walk)> = board
        .cells()
        .filter_map(|(sq, c)| match c {
            Cell::Fairy(f) => f.walk.map(|w| (sq, w)),
            _ => None,
        })
        .collect();
    cells.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    let mut groups: Vec<(crate::board::Walk, Vec<String>)> = Vec::new();
    for (sq, walk) in cells {
        match groups.iter_mut().find(|(w, _)| *w == walk) {
            Some((_, squares)) => squares.push(sq.to_string()),
            None => groups.push((walk, vec![sq.to_string()])),
        }
    }
    if groups.is_empty() {
        return None;
    }
    let named: Vec<String> = groups
        .into_iter()
        .map(|(walk, squares)| {
            let name = walk.name_for(lang);
            let mut chars = name.chars();
            let first: String = chars
                .next()
                .map(|c| c.to_uppercase().collect())
                .unwrap_or_default();
            format!("{first}{} {}", chars.as_str(), squares.join(", "))
        })
        .collect();
    Some(named.join(" · "))
}

/// The attribute marks' part of the legend: each attribute of a piece on
/// the board, in [`Attribute::ALL`](crate::problems::Attribute::ALL)'s
/// order, as its mark, its name in `lang` and its squares read from a1:
/// `♚ Royal e1 · K Kamikaze d4, f5`.
fn attribute_legend(
    attributes: &crate::problems::Attributes,
    board: &Board,
    lang: &str,
) -> Option<String> {
    let parts: Vec<String> = crate::problems::attribute_squares(attributes, board)
        .into_iter()
        .map(|(attribute, squares)| {
            let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
            format!(
                "{} {} {}",
                attribute.mark(),
                attribute.name_for(lang),
                names.join(", ")
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The most bytes a [`Renderer`] keeps between diagrams, whatever it is
/// asked to draw: 15 MiB of piece rasters, 32 MiB of empty boards (an
/// empty board is kept when it is asked for a second time), 256 KiB of
/// the boards asked for once, 1 MiB of shaped text and glyph outlines, and
/// 256 KiB of SVG text made from coordinates, captions and squares. What does not
/// fit is drawn afresh each time.
pub const CACHE_LIMIT: usize = raster::PIECE_CACHE_BYTES
    + raster::BACKGROUND_CACHE_BYTES
    + raster::SEEN_BYTES
    + text::TEXT_CACHE_BYTES
    + text::FRAGMENT_CACHE_BYTES;

/// The longest description drawn into a diagram's metadata, in characters.
pub const MAX_DESCRIPTION: usize = 4000;

/// The fill of the `?` on unknown squares: a neutral grey.
const UNKNOWN_FILL: &str = "#5a5a5a";
const UNKNOWN_FILL_RGB: Rgb = Rgb(0x5a, 0x5a, 0x5a);

/// Where the `?` of an unknown square goes: its scale from font units, the
/// offset of its baseline's start from the square's corner, and
/// its glyph.
struct UnknownGlyph {
    scale: f32,
    dx: f32,
    dy: f32,
    id: u16,
}

impl UnknownGlyph {
    fn new(q: u32, fonts: &mut text::Fonts) -> UnknownGlyph {
        let face = text::Face::Bold;
        let size = q as f32 * 0.78;
        let scale = size / fonts.units_per_em(face);
        let run = fonts.shape(face, "?");
        let width = run.width * scale;
        let cap = fonts.cap_height(face) * scale;
        UnknownGlyph {
            scale,
            dx: (q as f32 - width) / 2.0,
            dy: (q as f32 + cap) / 2.0,
            id: run.glyphs.first().map_or(0, |g| g.id),
        }
    }
}

/// The glyphs of a square's text, placed in a square of `q` pixels: bold,
/// centred, as tall as a capital of 0.56 squares, narrowed to fit two
/// wide characters.
struct TextGlyphs {
    scale: f32,
    /// Each glyph and the offset of its origin from the square's corner.
    glyphs: Vec<(u16, f32, f32)>,
}

impl TextGlyphs {
    fn new(text: crate::board::SquareText, q: u32, fonts: &mut text::Fonts) -> TextGlyphs {
        let face = text::Face::Bold;
        let q = q as f32;
        let run = fonts.shape(face, &text.to_string());
        let cap = fonts.cap_height(face).max(1.0);
        let mut scale = 0.56 * q / cap;
        if run.width * scale > 0.84 * q {
            scale = 0.84 * q / run.width;
        }
        let dx = (q - run.width * scale) / 2.0;
        let dy = (q + cap * scale) / 2.0;
        TextGlyphs {
            scale,
            glyphs: run
                .glyphs
                .iter()
                .map(|g| (g.id, dx + g.x * scale, dy - g.y * scale))
                .collect(),
        }
    }
}

/// The ink of a square's text, with a white halo as the `?` has.
const SQUARE_TEXT_FILL: &str = "#111111";
const SQUARE_TEXT_FILL_RGB: Rgb = Rgb(0x11, 0x11, 0x11);

/// Width of the white halo stroke around the `?`.
fn unknown_halo(q: u32) -> f32 {
    (q as f32 * 0.08).max(1.0)
}

/// Outline width of the side-to-move disc.
fn marker_stroke(q: u32) -> f32 {
    (q as f32 / 28.0).max(1.0)
}

/// Why an image or document could not be written: the encoder's own
/// error, kept as the [`source`](std::error::Error::source).
#[derive(Debug, Clone)]
pub struct EncodeError {
    message: String,
    source: Option<Arc<dyn std::error::Error + Send + Sync>>,
}

impl EncodeError {
    pub(crate) fn new(e: impl std::error::Error + Send + Sync + 'static) -> EncodeError {
        EncodeError {
            message: e.to_string(),
            source: Some(Arc::new(e)),
        }
    }

    pub(crate) fn message(message: impl Into<String>) -> EncodeError {
        EncodeError {
            message: message.into(),
            source: None,
        }
    }
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for EncodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

/// Two errors are equal when they say the same.
impl PartialEq for EncodeError {
    fn eq(&self, other: &EncodeError) -> bool {
        self.message == other.message
    }
}

impl Eq for EncodeError {}

/// Why a diagram cannot be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RenderError {
    /// The image width is outside [`SIZE_RANGE`].
    Size(u32),
    /// The image is too narrow for a board this wide.
    TooSmall {
        /// The image width asked for.
        size: u32,
        /// The board's number of files.
        files: usize,
    },
    /// The image would be taller than 8192 pixels or larger than 16 megapixels.
    ImageTooLarge {
        /// The width it would have.
        width: u32,
        /// The height it would have.
        height: u32,
    },
    /// The caption is longer than [`MAX_CAPTION`] characters.
    CaptionTooLong(usize),
    /// The description is longer than [`MAX_DESCRIPTION`] characters.
    DescriptionTooLong(usize),
    /// The language of the description is not a BCP 47 tag (letters, digits
    /// and hyphens, at most 35 characters).
    Lang(String),
    /// A mark, the last move or the check is on a square the board does not have.
    MarkOffBoard(Square),
    /// A frame of an animation is not as large as the first.
    FrameSize {
        /// The first frame's width and height.
        expected: (u32, u32),
        /// This frame's.
        found: (u32, u32),
    },
    /// A piece set could not be used.
    Pieces(PieceSetError),
    /// The PNG encoder failed.
    Png(EncodeError),
    /// The GIF encoder failed.
    Gif(EncodeError),
    /// The PDF could not be written.
    Pdf(EncodeError),
    /// This build does not write the format (PDF without the `pdf` feature).
    NotBuilt(Format),
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::Size(s) => write!(
                f,
                "an image {s} pixels wide is not possible; the size must be {} to {}",
                SIZE_RANGE.start(),
                SIZE_RANGE.end()
            ),
            RenderError::TooSmall { size, files } => {
                write!(
                    f,
                    "an image {size} pixels wide has no room for {files} files"
                )
            }
            RenderError::CaptionTooLong(n) => {
                write!(
                    f,
                    "a caption of {n} characters is too long; at most {MAX_CAPTION} are drawn"
                )
            }
            RenderError::DescriptionTooLong(n) => write!(
                f,
                "a description of {n} characters is too long; at most {MAX_DESCRIPTION} are kept"
            ),
            RenderError::Lang(tag) => {
                write!(f, "`{tag}` is not a language tag such as en, de or pt-BR")
            }
            RenderError::ImageTooLarge { width, height } => write!(
                f,
                "an image of {width}×{height} pixels is too large; at most 8192 a side and 16 megapixels"
            ),
            RenderError::MarkOffBoard(sq) => {
                write!(f, "the square {sq} of a mark is not on the board")
            }
            RenderError::FrameSize { expected, found } => write!(
                f,
                "a frame of {}×{} pixels cannot follow frames of {}×{}",
                found.0, found.1, expected.0, expected.1
            ),
            RenderError::Pieces(_) => f.write_str("the piece set cannot be used"),
            RenderError::Png(_) => f.write_str("PNG encoding failed"),
            RenderError::Gif(_) => f.write_str("GIF encoding failed"),
            RenderError::Pdf(_) => f.write_str("the PDF could not be written"),
            RenderError::NotBuilt(format) => {
                write!(
                    f,
                    "this build does not write {format}; it was built without that feature"
                )
            }
        }
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RenderError::Pieces(e) => Some(e),
            RenderError::Png(e) | RenderError::Gif(e) | RenderError::Pdf(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PieceSetError> for RenderError {
    fn from(e: PieceSetError) -> RenderError {
        RenderError::Pieces(e)
    }
}

/// What one diagram shows: the board, who moves, the last move, a king in
/// check, marks and text, and the words that describe it to those who
/// cannot see it.
///
/// Build one with [`Diagram::new`] and the fields you need:
///
/// ```
/// use forsythe::render::Diagram;
/// use forsythe::{Board, Color, Square};
///
/// let board: Board = "4k3/8/8/8/8/8/8/4KR2".parse().unwrap();
/// let e8: Square = "e8".parse().unwrap();
/// let diagram = Diagram {
///     side_to_move: Some(Color::Black),
///     check: Some(e8),
///     description: Some("Schwarz am Zug; der schwarze König auf e8 steht im Schach."),
///     lang: "de",
///     ..Diagram::new(&board)
/// };
/// # let _ = diagram;
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Diagram<'a> {
    /// The board.
    pub board: &'a Board,
    /// Who moves, for the side-to-move marker.
    pub side_to_move: Option<Color>,
    /// A short name for the diagram (the record it was made from, say): the
    /// SVG's `<title>`, a PNG's `Comment` text and a PDF's title. "Chess
    /// diagram" in SVG and the English Forsyth string in PNG when `None`.
    pub title: Option<&'a str>,
    /// A line of text under the board.
    pub caption: Option<&'a str>,
    /// Squares to mark and arrows to draw.
    pub marks: &'a [marks::Mark],
    /// A chess problem's author, source and stipulation; with any of them
    /// the piece count is drawn too.
    pub problem: Problem<'a>,
    /// The move that led to the position, from and to; drawn as
    /// [`Style::last_move`] says.
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
    /// What a problem board shows besides its pieces
    /// ([`BoardMarks`](crate::problems::BoardMarks)): grid lines along
    /// square edges (Grid chess's grid among them) and framed squares, in
    /// the frame's colour, and for a cylinder a small arrowhead outside the
    /// middle of each edge it joins (left and right for a vertical
    /// cylinder, above and below for a horizontal one, all four for an
    /// anchor ring).
    pub board_marks: Option<&'a crate::problems::BoardMarks>,
    /// The attributes of a problem's pieces by square
    /// ([`Attributes`](crate::problems::Attributes)): each attribute that
    /// changes nothing of a piece's shape is a small mark in the top-right
    /// corner of its square ([`Attribute::mark`](crate::problems::Attribute::mark):
    /// `♚` royal, `½` half-neutral, `K` kamikaze, …), and the legend names
    /// them with their squares (`♚ Royal e1 · K Kamikaze d4`) unless
    /// [`Style::legend`] leaves the legend out.
    pub attributes: Option<&'a crate::problems::Attributes>,
}

/// The lines a chess problem is published with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Problem<'a> {
    /// The composer, set in bold above the board.
    pub author: Option<&'a str>,
    /// Where it was published, above the board.
    pub source: Option<&'a str>,
    /// What is asked (`#2`, `h#3`, …), at the lower left.
    pub stipulation: Option<&'a str>,
    /// The fairy conditions (`Circe, Madrasi`), a line under the board.
    pub condition: Option<&'a str>,
    /// The twins (`b) Kd7→e6  c) +wSa1`), a line under the conditions.
    pub twins: Option<&'a str>,
    /// The award (`1st Prize`), above the board under the source.
    pub award: Option<&'a str>,
    /// A dedication (`to J. Smith`), above the board under the award,
    /// smaller.
    pub dedication: Option<&'a str>,
    /// Tested by a solving program: `C+` before the piece count.
    pub tested: bool,
    /// How many total invisibles the problem has: a third (or fourth)
    /// number of the piece count, `(3+2+1 TI)`; 0 for none.
    pub invisible: u32,
}

impl<'a> Diagram<'a> {
    /// A diagram of `board` with nobody to move, no title, no last move and
    /// no description, in English.
    #[must_use]
    pub fn new(board: &'a Board) -> Diagram<'a> {
        Diagram {
            board,
            side_to_move: None,
            title: None,
            caption: None,
            marks: &[],
            problem: Problem::default(),
            last_move: None,
            check: None,
            description: None,
            lang: "en",
            board_marks: None,
            attributes: None,
        }
    }

    /// The edges the board joins, if it is a cylinder.
    fn cylinder(&self) -> crate::problems::Cylinder {
        self.board_marks.map(|m| m.cylinder).unwrap_or_default()
    }

    /// The record: the title, else the English Forsyth string.
    fn record(&self) -> String {
        self.title.map_or_else(
            || forsyth::write_board(self.board, &Dialect::ENGLISH),
            str::to_owned,
        )
    }

    /// The short name: the title, else "Chess diagram".
    fn name(&self) -> &str {
        self.title.unwrap_or("Chess diagram")
    }

    /// The description, else a technical one.
    fn description(&self) -> String {
        if let Some(d) = self.description {
            return d.to_owned();
        }
        let mut d = format!(
            "Chess diagram, {}×{}: {}",
            self.board.width(),
            self.board.height(),
            forsyth::write_board(self.board, &Dialect::ENGLISH)
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
    fn check_fields(&self) -> Result<(), RenderError> {
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

/// A drawn diagram's pixels: 8-bit RGBA, not premultiplied, row by row
/// from the top left. Made by [`Renderer::image`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

impl Image {
    fn from_pixmap(pix: &Pixmap) -> Image {
        let mut rgba = pix.data().to_vec();
        for p in rgba.chunks_exact_mut(4) {
            let a = u16::from(p[3]);
            if a != 255 && a != 0 {
                for c in &mut p[..3] {
                    // Rounded, as tiny-skia demultiplies.
                    *c = u8::try_from((u16::from(*c) * 255 + a / 2) / a).unwrap_or(u8::MAX);
                }
            }
        }
        Image {
            width: pix.width(),
            height: pix.height(),
            rgba,
        }
    }

    /// Its width in pixels.
    #[must_use]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Its height in pixels.
    #[must_use]
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Its pixels, four bytes each (red, green, blue, alpha).
    #[must_use]
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// The pixel at `x`, `y` (from the top left), if it is inside.
    #[must_use]
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        self.rgba.get(i..i + 4).and_then(|p| p.try_into().ok())
    }

    /// Its pixels, as a buffer of its own.
    #[must_use]
    pub fn into_rgba(self) -> Vec<u8> {
        self.rgba
    }
}

/// Draws many diagrams: keeps the parsed piece set and fonts, and what it
/// prepared for earlier diagrams (each piece's raster per square size, the
/// empty board per size and style, shaped text), within a fixed bound.
///
/// A renderer keeps at most [`CACHE_LIMIT`] bytes (48 MiB) of cached
/// rasters and text, whatever sizes, themes and texts it is asked to draw;
/// the entries used least recently make room for new ones, so the sizes in
/// use stay fast. [`Renderer::cached_bytes`] tells how much it keeps now.
/// A clone starts with a copy of the caches and has its own bound.
///
/// ```
/// use forsythe::render::{CACHE_LIMIT, Diagram, Renderer, Style};
/// use forsythe::Board;
///
/// let mut renderer = Renderer::new();
/// let board = Board::standard();
/// for size in [64, 400, 1200] {
///     renderer.png(&Diagram::new(&board), &Style { size, ..Style::default() })?;
/// }
/// assert!(renderer.cached_bytes() > 0 && renderer.cached_bytes() <= CACHE_LIMIT);
/// renderer.clear_cache();
/// assert_eq!(renderer.cached_bytes(), 0);
/// # Ok::<(), forsythe::render::RenderError>(())
/// ```
#[derive(Clone)]
pub struct Renderer {
    pieces: PieceSet,
    fonts: text::Fonts,
    cache: raster::Cache,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::new()
    }
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("pieces", &self.pieces)
            .field("cached_bytes", &self.cached_bytes())
            .finish_non_exhaustive()
    }
}

impl Renderer {
    /// A renderer with our own piece set.
    #[must_use]
    pub fn new() -> Renderer {
        Renderer::with_pieces(PieceSet::builtin())
    }

    /// A renderer with the given piece set.
    #[must_use]
    pub fn with_pieces(pieces: PieceSet) -> Renderer {
        Renderer {
            pieces,
            fonts: text::Fonts::new(),
            cache: raster::Cache::default(),
        }
    }

    /// The bytes of rasters and text kept between diagrams now; never more
    /// than [`CACHE_LIMIT`].
    #[must_use]
    pub fn cached_bytes(&self) -> usize {
        self.cache.bytes() + self.fonts.cached_bytes()
    }

    /// Forgets every raster and shaped text kept between diagrams.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.fonts.clear();
    }

    /// The style a diagram is drawn in: `style`, but with both a physical
    /// square size and a resolution, as wide as they ask.
    fn sized(diagram: &Diagram<'_>, style: &Style) -> Style {
        match (style.square_size, style.dpi) {
            (Some(len), Some(dpi)) => {
                let square = (len.points() / 72.0 * dpi as f32).round().max(2.0) as u32;
                let marker = style.side_to_move && diagram.side_to_move.is_some();
                Style {
                    size: Layout::width_for_square(
                        diagram.board.width(),
                        square,
                        style,
                        marker,
                        diagram.cylinder().vertical,
                    ),
                    ..style.clone()
                }
            }
            _ => style.clone(),
        }
    }

    /// The layout of a diagram (its size in pixels, where each square is),
    /// and the style it is drawn in.
    fn layout(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(Layout, Style), RenderError> {
        let style = Self::sized(diagram, style);
        diagram.check_fields()?;
        let count = problem_count(diagram.board, &diagram.problem);
        let legend = match style.legend {
            Legend::Auto => {
                let walks = legend(diagram.board, diagram.lang);
                let marked = diagram
                    .attributes
                    .and_then(|a| attribute_legend(a, diagram.board, diagram.lang));
                match (walks, marked) {
                    (Some(w), Some(m)) => Some(format!("{w} · {m}")),
                    (w, m) => w.or(m),
                }
            }
            Legend::None => None,
        };
        let texts = layout::Texts {
            caption: diagram.caption,
            author: diagram.problem.author,
            source: diagram.problem.source,
            stipulation: diagram.problem.stipulation,
            condition: diagram.problem.condition,
            twins: diagram.problem.twins,
            award: diagram.problem.award,
            dedication: diagram.problem.dedication,
            count: Some(&count),
            legend: legend.as_deref(),
        };
        let mut layout = Layout::with_cylinder(
            diagram.board.width(),
            diagram.board.height(),
            diagram.side_to_move,
            &texts,
            diagram.cylinder(),
            &style,
            &mut self.fonts,
        )?;
        if let Some(attributes) = diagram.attributes {
            let marks = layout.attribute_labels(attributes, diagram.board, &mut self.fonts);
            layout.corner_labels.extend(marks);
        }
        Ok((layout, style))
    }

    /// The diagram as an SVG document.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn svg(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<String, RenderError> {
        let board = glyphed(diagram, style);
        let diagram = &with_board(diagram, board.as_ref());
        let (layout, style) = &self.layout(diagram, style)?;
        Ok(svg::write(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            svg::TextMode::Outlines,
        ))
    }

    /// The diagram as pixels, for callers that encode or composite
    /// themselves.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn image(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Image, RenderError> {
        let pix = self.pixmap(diagram, style)?;
        Ok(Image::from_pixmap(&pix))
    }

    /// The diagram as the rasteriser's premultiplied pixels.
    pub(crate) fn pixmap(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<Pixmap, RenderError> {
        let board = glyphed(diagram, style);
        let diagram = &with_board(diagram, board.as_ref());
        let (layout, style) = &self.layout(diagram, style)?;
        raster::draw(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            &mut self.cache,
        )
    }

    /// The diagram as a PNG file, with the description in an `iTXt` chunk
    /// named `Description` (in the diagram's language) and the record in
    /// one named `Comment`.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn png(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let pix = self.pixmap(diagram, style)?;
        let texts = raster::PngTexts {
            description: &diagram.description(),
            lang: diagram.lang,
            record: &diagram.record(),
        };
        raster::encode_png(pix, style.transparent, style.dpi, Some(&texts))
    }

    /// The diagram's size as printed, in PostScript points (1/72 inch):
    /// the size of its PDF's page, which is also the physical size of its
    /// SVG when `style` gives a square size. Without one, a pixel is 0.75
    /// points (1/96 inch).
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn print_size(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(f32, f32), RenderError> {
        let board = glyphed(diagram, style);
        let diagram = &with_board(diagram, board.as_ref());
        let (layout, style) = self.layout(diagram, style)?;
        let scale = print_scale(&style, &layout);
        Ok((layout.width as f32 * scale, layout.height as f32 * scale))
    }

    /// What a PDF page needs of a diagram: its drawing without its text,
    /// the text as shaped lines, and its size in pixels.
    #[cfg(feature = "pdf")]
    fn print(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<pdf::Print, RenderError> {
        let board = glyphed(diagram, style);
        let diagram = &with_board(diagram, board.as_ref());
        let (layout, style) = &self.layout(diagram, style)?;
        let svg = svg::write(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            svg::TextMode::Omitted,
        );
        let lines = layout
            .labels
            .iter()
            .map(|label| pdf::Line {
                run: self.fonts.shape(label.face, &label.text),
                text: label.text.clone(),
                face: label.face,
                x: label.x,
                baseline: label.baseline,
                size: label.size,
                color: style.colors.text,
            })
            .collect();
        let scale = print_scale(style, layout);
        Ok(pdf::Print {
            svg,
            lines,
            width: layout.width as f32,
            height: layout.height as f32,
            scale,
            title: diagram.title.map(str::to_owned),
            description: diagram.description(),
            lang: diagram.lang.to_owned(),
        })
    }

    /// The diagram as a one-page PDF of vector graphics, with its text in
    /// the embedded font (a subset of it), tagged for accessibility: the
    /// diagram is a figure whose alternative text is the description, and
    /// the document's language is the diagram's.
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "pdf")]
    pub fn pdf(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let print = self.print(diagram, style)?;
        pdf::single(print)
    }

    /// The diagram in any format: SVG text as UTF-8, a PNG, a still GIF, a
    /// PDF. One call for a program that takes the format as a setting.
    ///
    /// # Errors
    /// See [`RenderError`]; [`RenderError::NotBuilt`] for PDF without the
    /// `pdf` feature.
    pub fn encode(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
        format: Format,
    ) -> Result<Vec<u8>, RenderError> {
        match format {
            Format::Svg => self.svg(diagram, style).map(String::into_bytes),
            Format::Png => self.png(diagram, style),
            Format::Gif => {
                let mut gif = Animation::new();
                gif.add(self, diagram, style, DEFAULT_DELAY)?;
                gif.finish()
            }
            #[cfg(feature = "pdf")]
            Format::Pdf => self.pdf(diagram, style),
            #[cfg(not(feature = "pdf"))]
            Format::Pdf => Err(RenderError::NotBuilt(format)),
        }
    }
}

/// One diagram as SVG, with our own pieces. For many, keep a [`Renderer`].
///
/// # Errors
/// See [`RenderError`].
pub fn svg(diagram: &Diagram<'_>, style: &Style) -> Result<String, RenderError> {
    Renderer::new().svg(diagram, style)
}

/// One diagram as PNG, with our own pieces. For many, keep a [`Renderer`].
///
/// # Errors
/// See [`RenderError`].
pub fn png(diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
    Renderer::new().png(diagram, style)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    /// A warm renderer draws exactly what a fresh one draws.
    fn same_as_fresh(first: &Diagram<'_>, then: &Diagram<'_>, style: &Style) {
        let mut warm = Renderer::new();
        warm.pixmap(first, style).expect("drawn");
        let a = warm.pixmap(then, style).expect("drawn");
        let b = Renderer::new().pixmap(then, style).expect("drawn");
        assert_eq!((a.width(), a.height()), (b.width(), b.height()));
        assert!(
            a.data() == b.data(),
            "the cached background was not this diagram's"
        );
    }

    #[test]
    fn attributes_are_marked_on_their_squares_and_named_in_the_legend() {
        use crate::problems::{Attribute, Attributes};
        let board: Board = "8/8/8/8/3Q4/8/8/4K3".parse().expect("a board");
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut attributes = Attributes::new();
        attributes.insert(sq("d4"), vec![Attribute::Royal, Attribute::Kamikaze]);
        attributes.insert(sq("e1"), vec![Attribute::Kamikaze]);
        // Off the board: neither drawn nor named.
        attributes.insert(sq("k9"), vec![Attribute::Magic]);
        assert_eq!(
            attribute_legend(&attributes, &board, "en").as_deref(),
            Some("\u{265a} Royal d4 · K Kamikaze d4, e1")
        );
        assert_eq!(
            attribute_legend(&attributes, &board, "fr").as_deref(),
            Some("\u{265a} Royale d4 · K Kamikaze d4, e1")
        );
        assert_eq!(attribute_legend(&Attributes::new(), &board, "en"), None);
        let diagram = Diagram {
            attributes: Some(&attributes),
            ..Diagram::new(&board)
        };
        let mut r = Renderer::new();
        let (layout, _) = r.layout(&diagram, &Style::default()).expect("laid out");
        let marks: Vec<(&str, f32, f32)> = layout
            .corner_labels
            .iter()
            .map(|l| (l.text.as_str(), l.x.round(), l.baseline.round()))
            .collect();
        // In the top-right corner of d4 (x 166 to 211, y 188 to 233), the
        // crown first; e1's mark in its own corner.
        assert_eq!(
            marks,
            [
                ("\u{265a}", 189.0, 198.0),
                ("K", 201.0, 198.0),
                ("K", 246.0, 333.0)
            ]
        );
        assert!(
            layout
                .labels
                .iter()
                .any(|l| l.text.ends_with("K Kamikaze d4, e1"))
        );
        // No legend asked for: the marks stay, the names go.
        let quiet = Style {
            legend: Legend::None,
            ..Style::default()
        };
        let (layout, _) = r.layout(&diagram, &quiet).expect("laid out");
        assert_eq!(layout.corner_labels.len(), 3);
        assert!(!layout.labels.iter().any(|l| l.text.contains("Kamikaze")));
        let svg = r.svg(&diagram, &Style::default()).expect("drawn");
        assert!(svg.contains(r##"stroke="#ffffff""##), "{svg}");
    }

    // Found by fuzzing: the empty board was cached by size and style only, so a
    // diagram with a caption got the background of one without.
    #[test]
    fn regression_background_cache_caption() {
        let board = Board::standard();
        let captioned = Diagram {
            caption: Some("White to move"),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &captioned, &Style::default());
    }

    // Found by fuzzing: the same with a problem's lines and piece count.
    #[test]
    fn regression_background_cache_count() {
        let board = Board::standard();
        let problem = Diagram {
            problem: Problem {
                stipulation: Some("#2"),
                ..Problem::default()
            },
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &problem, &Style::default());
    }

    // Found by fuzzing: the same with the room for the side-to-move marker,
    // which only a record with a side to move gets.
    #[test]
    fn regression_background_cache_marker() {
        let board = Board::standard();
        let style = Style {
            side_to_move: true,
            ..Style::default()
        };
        let white = Diagram {
            side_to_move: Some(Color::White),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &white, &style);
        same_as_fresh(&white, &Diagram::new(&board), &style);
    }
}
#[test]
fn an_image_is_straight_rgba() {
    let board: Board = "k7/8/8/3--3/8/8/8/7K".parse().expect("a board");
    let style = Style {
        size: 120,
        transparent: true,
        ..Style::default()
    };
    let diagram = Diagram::new(&board);
    let mut r = Renderer::new();
    let pix = r.pixmap(&diagram, &style).expect("drawn");
    let image = r.image(&diagram, &style).expect("drawn");
    assert_eq!((image.width(), image.height()), (pix.width(), pix.height()));
    let mut seen = [false; 2];
    for (i, p) in pix.pixels().iter().enumerate() {
        let c = p.demultiply();
        let x = u32::try_from(i).expect("small") % pix.width();
        let y = u32::try_from(i).expect("small") / pix.width();
        let want = [c.red(), c.green(), c.blue(), c.alpha()];
        assert_eq!(image.pixel(x, y), Some(want), "at {x}, {y}");
        seen[usize::from(c.alpha() == 255)] |= c.alpha() > 0;
    }
    assert_eq!(seen, [false, true], "opaque pixels, and transparent ones");
    assert!(
        image.pixel(0, 0).is_some_and(|p| p[3] == 0),
        "a transparent corner"
    );
    // A half-covered pixel is given in its own colour.
    let mut one = Pixmap::new(2, 1).expect("a pixmap");
    let half = resvg::tiny_skia::PremultipliedColorU8::from_rgba(50, 25, 0, 128).expect("valid");
    one.pixels_mut()[1] = half;
    let image = Image::from_pixmap(&one);
    assert_eq!(image.rgba(), [0, 0, 0, 0, 100, 50, 0, 128]);
    assert_eq!(image.pixel(image.width(), 0), None);
    assert_eq!(image.clone().into_rgba().len(), image.rgba().len());
}
