//! The notation of the LaTeX `diagram` package (Thomas Brand and Stefan
//! Höning's chess-problem-diagrams, in TeX Live as `diagram.sty`), read and
//! written.
//!
//! A problem there is a `diagram` environment:
//!
//! ```text
//! \begin{diagram}
//! \author{Brand, Thomas}
//! \source{Problemkiste} \year{1992}
//! \pieces{wKd1, wBe2, sKh8, sBe4, sTa4, nDUc3}
//! \stipulation{h\#7}
//! \end{diagram}
//! ```
//!
//! Exactly what is read:
//! - `\pieces{…}`: items separated by commas, each a colour letter (`w`
//!   white, `s` black, `n` neutral), a piece letter (German: `K` `D` `T` `L`
//!   `S` `B`, or `C` a circle, `E` the equihopper, `X` the equihopper turned
//!   a quarter), an optional turn (`R` a quarter clockwise, `U` upside
//!   down, `L` a quarter counter-clockwise) and one or more squares
//!   (`wTa1h1`); ranks above 9 are written in braces (`wKUi{11}`). The
//!   package draws `R` turned clockwise: we checked its compiled pictures.
//! - `\DefinePieces{wsn}{KDTLSB}{LRU}` changes those letters for the
//!   diagrams after it (colours white, black, neutral; pieces king, queen,
//!   rook, bishop, knight, pawn; turns left, right, upside down).
//! - `\fen{…}`: an 8×8 Forsyth string in English letters.
//! - `\begin{diagram}[17x11]`: a board of 17 files and 11 ranks.
//! - `\nofields{a8, h1}`: holes; `\fieldtext{{A}d6}`: a text of one or two
//!   letters or digits on a square; `\fieldframe{d4}` framed squares;
//!   `\gridlines{v217, h404}` lines between squares; `\gridchess`;
//!   `\verticalcylinder`, `\horizontalcylinder`, `\noframe`.
//! - `\piecedefs{{ws}{DU}{Grasshopper}; …}`: a piece picture named by a
//!   walk; where the name is one of Popeye's walks (in English, German,
//!   French, Italian or Dutch as the diagrams we write name them, in
//!   Popeye's German or French tables, or the walk's English code), the
//!   pieces of that picture get that walk. German `Hase` is the rabbit.
//! - The problem's lines: `\author`, `\source`, `\stipulation`, `\condition`,
//!   `\twins`, `\remark`, `\solution` and the others of [`LatexField`], with the
//!   package's short forms (`\stip`, `\cond`, `\rem`, `\sol`, `\dedic`),
//!   and `\Co{+}` for a computer-tested problem. Their text is read from
//!   LaTeX: `\#` is `#`, `\x` is `×`, `\ra` is `→`, `\"a` is `ä`, braces
//!   are dropped, `%` begins a comment.
//!
//! What cannot be read (an unknown command, a piece letter the package does
//! not know, a square off the board, a second piece on a square) is a
//! [`LatexWarning`] with its line and column; the rest of the diagram is read.
//! `stereodiagram` and `spacediagram` are told and passed over.
//!
//! LatexWritten back ([`write`]), a diagram is one environment with its lines in
//! the package's order, its pieces grouped by kind (White, Black, neutral;
//! king to pawn, circle, equihopper; upright, then turned right, upside
//! down and left) and their squares in order (`a1`, `a2`, …, `b1`). What
//! the package cannot draw — a cross, square or triangle marker, a knight
//! at a 45° step, a turned circle, a `?` — is a [`LatexLost`] naming the square,
//! written as near as the package allows.

use std::fmt::Write as _;

use crate::board::{
    Board, BoardMarks, Cell, Cylinder, Fairy, GridLine, Shape, Side, Square, SquareText, Turn,
    Walk, WalkLanguage,
};
use crate::problems::{Position, Problem, ProblemNotation, Source, Twin, TwinChange};

/// A line of a problem that the package keeps, by its command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LatexField {
    /// `\author`: authors, `Surname, Given` each, separated by `; `.
    Author,
    /// `\city`: where the authors live.
    City,
    /// `\sourcenr`: the problem's number in its source.
    SourceNr,
    /// `\source`: the book or magazine.
    Source,
    /// `\issue`.
    Issue,
    /// `\pages`.
    Pages,
    /// `\day`.
    Day,
    /// `\month`.
    Month,
    /// `\months`: a span of months (`7-10`).
    Months,
    /// `\year`.
    Year,
    /// `\tournament` (`\tourn`).
    Tournament,
    /// `\award`.
    Award,
    /// `\after`: "after" another problem.
    After,
    /// `\version`.
    Version,
    /// `\correction`.
    Correction,
    /// `\dedication` (`\dedic`).
    Dedication,
    /// `\stipulation` (`\stip`).
    Stipulation,
    /// `\condition` (`\cond`): conditions separated by `; `.
    Condition,
    /// `\twins`: twins separated by `; `.
    Twins,
    /// `\remark` (`\rem`).
    Remark,
    /// `\solution` (`\sol`).
    Solution,
    /// `\comment`.
    Comment,
    /// `\judgement`.
    Judgement,
    /// `\themes`, separated by `, `.
    Themes,
    /// `\genre`.
    Genre,
}

/// Each field's command and the package's other names for it.
const FIELDS: [(LatexField, &str, &[&str]); 25] = [
    (LatexField::Author, "author", &[]),
    (LatexField::City, "city", &[]),
    (LatexField::SourceNr, "sourcenr", &[]),
    (LatexField::Source, "source", &[]),
    (LatexField::Issue, "issue", &[]),
    (LatexField::Pages, "pages", &[]),
    (LatexField::Day, "day", &[]),
    (LatexField::Month, "month", &[]),
    (LatexField::Months, "months", &[]),
    (LatexField::Year, "year", &[]),
    (LatexField::Tournament, "tournament", &["tourn"]),
    (LatexField::Award, "award", &[]),
    (LatexField::After, "after", &[]),
    (LatexField::Version, "version", &[]),
    (LatexField::Correction, "correction", &[]),
    (LatexField::Dedication, "dedication", &["dedic"]),
    (LatexField::Stipulation, "stipulation", &["stip"]),
    (LatexField::Condition, "condition", &["cond"]),
    (LatexField::Twins, "twins", &[]),
    (LatexField::Remark, "remark", &["rem"]),
    (LatexField::Solution, "solution", &["sol"]),
    (LatexField::Comment, "comment", &[]),
    (LatexField::Judgement, "judgement", &[]),
    (LatexField::Themes, "themes", &[]),
    (LatexField::Genre, "genre", &[]),
];

impl LatexField {
    /// The command that writes it (`stipulation`).
    #[must_use]
    pub fn command(self) -> &'static str {
        FIELDS
            .iter()
            .find(|(f, _, _)| *f == self)
            .map_or("remark", |(_, c, _)| c)
    }

    /// The field a command (or one of its short forms) sets.
    #[must_use]
    pub fn from_command(name: &str) -> Option<LatexField> {
        FIELDS
            .iter()
            .find(|(_, c, aliases)| *c == name || aliases.contains(&name))
            .map(|(f, _, _)| *f)
    }
}

/// A picture named under the diagram (`\piecedefs{{ws}{DU}{Grasshopper}}`)
/// that names no walk of Popeye's: kept as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LatexPieceDef {
    /// The colours shown, in the package's letters (`ws`).
    pub colours: String,
    /// The picture's piece letter and turn (`DU`).
    pub code: String,
    /// The name given.
    pub name: String,
}

/// One `diagram` environment: a board and the problem's lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatexDiagram {
    /// The position, with fairy pieces, holes and texts.
    pub board: Board,
    /// The problem's lines, in the order written; the text is plain
    /// Unicode, read from LaTeX.
    pub fields: Vec<(LatexField, String)>,
    /// Whether `\Co{+}` says a computer tested it.
    pub computer_tested: bool,
    /// Framed squares (`\fieldframe`).
    pub frames: Vec<Square>,
    /// Lines between squares (`\gridlines{v217}`: from the lower left
    /// corner of c2, 7 squares up).
    pub grid_lines: Vec<GridLine>,
    /// The grid of Grid chess (`\gridchess`): lines after every second file
    /// and rank.
    pub grid_chess: bool,
    /// The board is a vertical cylinder (`\verticalcylinder`).
    pub vertical_cylinder: bool,
    /// The board is a horizontal cylinder (`\horizontalcylinder`).
    pub horizontal_cylinder: bool,
    /// No outer frame (`\noframe`).
    pub no_frame: bool,
    /// Piece pictures named under the diagram that name no walk.
    pub piece_defs: Vec<LatexPieceDef>,
    /// The line `\begin{diagram}` is on, from 1.
    pub line: usize,
}

impl LatexDiagram {
    /// A diagram of a board alone.
    #[must_use]
    pub fn of_board(board: Board) -> LatexDiagram {
        LatexDiagram {
            board,
            fields: Vec::new(),
            computer_tested: false,
            frames: Vec::new(),
            grid_lines: Vec::new(),
            grid_chess: false,
            vertical_cylinder: false,
            horizontal_cylinder: false,
            no_frame: false,
            piece_defs: Vec::new(),
            line: 1,
        }
    }

    /// The text of a field, the first given.
    #[must_use]
    pub fn field(&self, field: LatexField) -> Option<&str> {
        self.fields
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, t)| t.as_str())
    }
}

/// What could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LatexWarningKind {
    /// A command the package has inside a diagram that we do not read, or
    /// one it does not have.
    UnknownCommand(String),
    /// A command without the argument it takes.
    MissingArgument(String),
    /// A piece item of `\pieces` that is no colour, piece and squares.
    BadPiece(String),
    /// A square name that is none.
    BadSquare(String),
    /// A square beyond the board's files or ranks.
    OffBoard(String),
    /// A second piece (or hole, or text) for a square.
    Occupied(String),
    /// A board size that is not `WxH` with sides 1 to 26.
    BadSize(String),
    /// A `\fieldtext` text longer than two letters or digits.
    LongText(String),
    /// A `\gridlines` item that is not `v` or `h` and three numbers.
    BadGridLine(String),
    /// A character of a `\fen` that is no piece, digit or `/`, or a rank of
    /// the wrong length.
    BadFen(String),
    /// A turn given to a circle or an equihopper, which the package does
    /// not turn.
    TurnIgnored(String),
    /// Text inside the environment that belongs to no command.
    StrayText(String),
    /// `\begin{diagram}` with no `\end{diagram}`.
    Unclosed,
    /// A `stereodiagram` or `spacediagram`: boards of several planes.
    Planes(String),
}

/// A warning, with the line and column (both from 1, the column in
/// characters) of what it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatexWarning {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What it is.
    pub kind: LatexWarningKind,
}

/// The diagrams of a text and what of them could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LatexReading {
    /// Every `diagram` environment, in order.
    pub diagrams: Vec<LatexDiagram>,
    /// What could not be read, in order.
    pub warnings: Vec<LatexWarning>,
}

/// Whether a text holds a `diagram` environment (outside a comment), found
/// as [`read_latex_diagrams`] finds one: `\begin`, spaces or line ends, and
/// the environment's name in braces (spaces round it allowed).
///
/// ```
/// use forsythe::problems::has_latex_diagram;
/// assert!(has_latex_diagram("\\begin{diagram}\\pieces{wKe1}\\end{diagram}"));
/// assert!(!has_latex_diagram("% \\begin{diagram}\n"));
/// assert!(has_latex_diagram("\\begin\n  { diagram }\n\\end{diagram}"));
/// ```
#[must_use]
pub fn has_latex_diagram(text: &str) -> bool {
    let clean = uncommented(text);
    let mut reader = Reader::new(&clean, text);
    reader.next_diagram().is_some()
}

/// The text with every comment (`%` to the line's end, but not `\%`)
/// blanked, so that positions stay where they are.
fn uncommented(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_comment = false;
    let mut escaped = false;
    for c in text.chars() {
        if c == '\n' {
            in_comment = false;
            escaped = false;
            out.push(c);
            continue;
        }
        if in_comment {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
            continue;
        }
        if c == '%' && !escaped {
            in_comment = true;
            out.push(' ');
            continue;
        }
        escaped = c == '\\' && !escaped;
        out.push(c);
    }
    out
}

/// The letters of `\DefinePieces`.
#[derive(Debug, Clone, Copy)]
struct Letters {
    /// White, black, neutral.
    colours: [char; 3],
    /// King, queen, rook, bishop, knight, pawn.
    pieces: [char; 6],
    /// Left, right, upside down.
    turns: [char; 3],
}

const GERMAN: Letters = Letters {
    colours: ['w', 's', 'n'],
    pieces: ['K', 'D', 'T', 'L', 'S', 'B'],
    turns: ['L', 'R', 'U'],
};

const SIDES: [Side; 3] = [Side::White, Side::Black, Side::Neutral];
const ROLES: [Shape; 6] = [
    Shape::King,
    Shape::Queen,
    Shape::Rook,
    Shape::Bishop,
    Shape::Knight,
    Shape::Pawn,
];
const TURNS: [Turn; 3] = [Turn::Left, Turn::Right, Turn::Down];

impl Letters {
    fn side(&self, c: char) -> Option<Side> {
        self.colours
            .iter()
            .position(|&l| l == c)
            .and_then(|i| SIDES.get(i).copied())
    }

    /// The shape of a piece letter, and whether it may be turned.
    fn shape(&self, c: char) -> Option<(Shape, Turn, bool)> {
        if let Some(i) = self.pieces.iter().position(|&l| l == c) {
            return ROLES.get(i).map(|&s| (s, Turn::Up, true));
        }
        match c {
            'C' => Some((Shape::Circle, Turn::Up, false)),
            'E' => Some((Shape::Equihopper, Turn::Up, false)),
            'X' => Some((Shape::Equihopper, Turn::Right, false)),
            _ => None,
        }
    }

    fn turn(&self, c: char) -> Option<Turn> {
        self.turns
            .iter()
            .position(|&l| l == c)
            .and_then(|i| TURNS.get(i).copied())
    }
}

/// Where lines begin, to tell a byte offset's line and column.
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { text, starts }
    }

    /// Line and column (from 1; the column in characters) of a byte offset.
    fn at(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        // An offset inside a letter (one blanked in a comment) is counted
        // at that letter.
        let mut end = offset.min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        let column = self.text.get(start..end).map_or(0, |s| s.chars().count());
        (line, column + 1)
    }
}

/// Reads every `diagram` environment of a text.
///
/// ```
/// use forsythe::problems::{read_latex_diagrams, LatexField};
/// use forsythe::{Cell, Fairy, Shape, Side, Square, Turn};
/// let text = "\\begin{diagram}\n\\pieces{wKe1, nDUd4}\n\\stip{h\\#2}\n\\end{diagram}\n";
/// let reading = read_latex_diagrams(text);
/// assert!(reading.warnings.is_empty());
/// let d = &reading.diagrams[0];
/// let d4 = Square::parse("d4").unwrap();
/// assert_eq!(d.board.get(d4), Some(Cell::Fairy(Fairy::new(Side::Neutral, Shape::Queen).turned(Turn::Down))));
/// assert_eq!(d.field(LatexField::Stipulation), Some("h#2"));
/// ```
#[must_use]
pub fn read_latex_diagrams(text: &str) -> LatexReading {
    let clean = uncommented(text);
    let mut reader = Reader::new(&clean, text);
    let mut diagrams = Vec::new();
    while let Some(at) = reader.next_diagram() {
        if let Some(d) = reader.diagram(at) {
            diagrams.push(d);
        }
    }
    LatexReading {
        diagrams,
        warnings: reader.warnings,
    }
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    lines: Lines<'a>,
    letters: Letters,
    warnings: Vec<LatexWarning>,
}

/// A square of `\pieces` waiting for `\piecedefs`: where, and its picture.
struct Placed {
    square: Square,
    fairy: Fairy,
}

impl<'a> Reader<'a> {
    /// A reader of `clean` (the text with its comments blanked, byte for
    /// byte) that places its warnings in `text` as written: a blanked
    /// letter of several bytes is one column there.
    fn new(clean: &'a str, text: &'a str) -> Reader<'a> {
        Reader {
            text: clean,
            pos: 0,
            lines: Lines::new(text),
            letters: GERMAN,
            warnings: Vec::new(),
        }
    }

    /// Goes on to the next `\begin{diagram}` and past it, giving where it
    /// was; `\DefinePieces` on the way changes the letters, and the
    /// environments of several planes are passed over with a warning.
    fn next_diagram(&mut self) -> Option<usize> {
        while let Some(i) = self.rest().find('\\') {
            self.pos += i;
            let at = self.pos;
            let name = self.command_name();
            match name.as_str() {
                "begin" => {
                    let Some((_, env)) = self.argument() else {
                        continue;
                    };
                    match env.trim() {
                        "diagram" => return Some(at),
                        "stereodiagram" | "spacediagram" => {
                            let env = env.trim().to_owned();
                            self.warn(at, LatexWarningKind::Planes(env.clone()));
                            self.skip_to_end(&env);
                        }
                        _ => {}
                    }
                }
                "DefinePieces" => self.define_pieces(at),
                _ => {}
            }
        }
        None
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn warn(&mut self, offset: usize, kind: LatexWarningKind) {
        let (line, column) = self.lines.at(offset);
        self.warnings.push(LatexWarning { line, column, kind });
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// At a `\`: takes the command's name (letters, or one other character)
    /// and the `\`.
    fn command_name(&mut self) -> String {
        let rest = self.rest();
        let mut chars = rest.char_indices().skip(1);
        let name: String = match chars.next() {
            Some((_, c)) if c.is_ascii_alphabetic() => std::iter::once(c)
                .chain(rest.chars().skip(2).take_while(|c| c.is_ascii_alphabetic()))
                .collect(),
            Some((_, c)) => c.to_string(),
            None => String::new(),
        };
        self.pos += 1 + name.len();
        name
    }

    /// Takes `{…}` (after spaces), balanced; gives its start offset (inside
    /// the brace) and text. Takes nothing when there is none.
    fn argument(&mut self) -> Option<(usize, &'a str)> {
        let save = self.pos;
        self.skip_space();
        let rest = self.rest();
        if !rest.starts_with('{') {
            self.pos = save;
            return None;
        }
        let end = balanced(rest)?;
        let inner = rest.get(1..end)?;
        let start = self.pos + 1;
        self.pos += end + 1;
        Some((start, inner))
    }

    /// Takes `[…]` if it comes next.
    fn option(&mut self) -> Option<(usize, &'a str)> {
        let rest = self.rest();
        let trimmed = rest.trim_start();
        if !trimmed.starts_with('[') {
            return None;
        }
        let lead = rest.len() - trimmed.len();
        let end = trimmed.find(']')?;
        let inner = trimmed.get(1..end)?;
        let start = self.pos + lead + 1;
        self.pos += lead + end + 1;
        Some((start, inner))
    }

    fn skip_to_end(&mut self, env: &str) {
        let end = format!("\\end{{{env}}}");
        match self.rest().find(&end) {
            Some(i) => self.pos += i + end.len(),
            None => self.pos = self.text.len(),
        }
    }

    fn define_pieces(&mut self, at: usize) {
        let args: Vec<&str> = (0..3)
            .filter_map(|_| self.argument().map(|a| a.1))
            .collect();
        let chars = |s: &str| -> Vec<char> { s.chars().filter(|c| !c.is_whitespace()).collect() };
        if let [c, p, t] = args.as_slice()
            && let (Ok(colours), Ok(pieces), Ok(turns)) = (
                <[char; 3]>::try_from(chars(c)),
                <[char; 6]>::try_from(chars(p)),
                <[char; 3]>::try_from(chars(t)),
            )
        {
            self.letters = Letters {
                colours,
                pieces,
                turns,
            };
        } else {
            self.warn(at, LatexWarningKind::MissingArgument("DefinePieces".into()));
        }
    }

    /// Reads a diagram environment whose `\begin{diagram}` was at `at` and
    /// has been taken.
    fn diagram(&mut self, at: usize) -> Option<LatexDiagram> {
        let (line, _) = self.lines.at(at);
        let (mut width, mut height) = (8, 8);
        if let Some((start, size)) = self.option() {
            match parse_size(size) {
                Some((w, h)) => (width, height) = (w, h),
                None => self.warn(start, LatexWarningKind::BadSize(size.trim().to_owned())),
            }
        }
        let board = Board::empty(width, height).ok()?;
        let mut d = LatexDiagram {
            line,
            ..LatexDiagram::of_board(board)
        };
        let mut placed: Vec<Placed> = Vec::new();
        let mut defs: Vec<(usize, &str)> = Vec::new();
        let mut closed = false;
        let mut stray_warned = false;
        loop {
            self.skip_space();
            let rest = self.rest();
            let Some(c) = rest.chars().next() else {
                break;
            };
            if c != '\\' {
                // Text belonging to no command: said once, passed over.
                let start = self.pos;
                let skip = if c == '{' {
                    balanced(rest).map_or(rest.len(), |e| e + 1)
                } else {
                    rest.find(['\\', '{'])
                        .unwrap_or(rest.len())
                        .max(c.len_utf8())
                };
                if !stray_warned && c != '}' {
                    let word: String = rest
                        .chars()
                        .take_while(|c| !c.is_whitespace() && !matches!(c, '\\' | '{'))
                        .take(20)
                        .collect();
                    self.warn(start, LatexWarningKind::StrayText(word));
                    stray_warned = true;
                }
                self.pos += skip;
                continue;
            }
            let cmd_at = self.pos;
            let name = self.command_name();
            if let Some(field) = LatexField::from_command(&name) {
                // `\condition*` and `\twins*` only change the layout.
                if self.rest().starts_with('*') {
                    self.pos += 1;
                }
                match self.argument() {
                    Some((_, t)) => {
                        let t = from_latex(t);
                        d.fields.push((field, t));
                    }
                    None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                }
                continue;
            }
            match name.as_str() {
                "end" => {
                    let save = self.pos;
                    if let Some((_, env)) = self.argument()
                        && env.trim() == "diagram"
                    {
                        closed = true;
                        break;
                    }
                    self.pos = save;
                }
                "begin" => {
                    // A diagram never holds another: this one was left open.
                    self.pos = cmd_at;
                    break;
                }
                "pieces" | "fen" => {
                    let _ = self.option();
                    match self.argument() {
                        Some((start, list)) if name == "pieces" => {
                            self.pieces(start, list, &mut d.board, &mut placed);
                        }
                        Some((start, fen)) => self.fen(start, fen, &mut d.board),
                        None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                    }
                }
                "nofields" | "nosquares" | "fieldframe" | "magic" => match self.argument() {
                    Some((start, list)) => {
                        for (off, item) in split_list(list, ',') {
                            let Some(sq) = self.square_item(start + off, item, &d.board) else {
                                continue;
                            };
                            if name == "fieldframe" || name == "magic" {
                                d.frames.push(sq);
                            } else if d.board.get(sq) == Some(Cell::Empty) {
                                d.board.set(sq, Cell::Hole);
                            } else {
                                self.warn(start + off, LatexWarningKind::Occupied(sq.to_string()));
                            }
                        }
                    }
                    None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                },
                "fieldtext" => match self.argument() {
                    Some((start, list)) => self.texts(start, list, &mut d.board),
                    None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                },
                "gridlines" => match self.argument() {
                    Some((start, list)) => {
                        for (off, item) in split_list(list, ',') {
                            match parse_grid_line(item) {
                                Some(g) => d.grid_lines.push(g),
                                None => self.warn(
                                    start + off,
                                    LatexWarningKind::BadGridLine(item.to_owned()),
                                ),
                            }
                        }
                    }
                    None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                },
                "piecedefs" => match self.argument() {
                    Some((start, list)) => {
                        defs.extend(split_list(list, ';').map(|(o, t)| (start + o, t)));
                    }
                    None => self.warn(cmd_at, LatexWarningKind::MissingArgument(name)),
                },
                "Co" => {
                    if let Some((_, t)) = self.argument() {
                        d.computer_tested = t.trim() == "+";
                    }
                }
                "gridchess" | "stdgrid" => d.grid_chess = true,
                "verticalcylinder" => d.vertical_cylinder = true,
                "horizontalcylinder" => d.horizontal_cylinder = true,
                "noframe" => d.no_frame = true,
                // Layout only: nothing of the problem.
                "noinnerframe" | "allwhite" | "switchcolors" | "showcomputer" | "nocomputer"
                | "develop" | "diagleft" | "diagcenter" | "diagright" | "widedias"
                | "nowidedias" | "normalnames" | "reversednames" => {}
                "label" | "specialdiagnum" | "dianamestyle" | "solnamestyle" | "setmonthstyle"
                | "spacelayout" | "fidealbum" | "selectelchfont" => {
                    let _ = self.argument();
                }
                "setboolean" => {
                    let _ = self.argument();
                    let _ = self.argument();
                }
                "DefinePieces" => self.define_pieces(cmd_at),
                _ => {
                    self.warn(
                        cmd_at,
                        LatexWarningKind::UnknownCommand(format!("\\{name}")),
                    );
                    while self.argument().is_some() {}
                }
            }
        }
        if !closed {
            self.warn(at, LatexWarningKind::Unclosed);
        }
        self.apply_defs(&defs, &placed, &mut d);
        Some(d)
    }

    /// `\pieces{…}` items into the board.
    fn pieces(&mut self, start: usize, list: &str, board: &mut Board, placed: &mut Vec<Placed>) {
        for (off, item) in split_list(list, ',') {
            let at = start + off;
            let mut chars = item.char_indices().peekable();
            let side = chars.next().and_then(|(_, c)| self.letters.side(c));
            let shape = chars.next().and_then(|(_, c)| self.letters.shape(c));
            let (Some(side), Some((shape, base, turnable))) = (side, shape) else {
                self.warn(at, LatexWarningKind::BadPiece(item.to_owned()));
                continue;
            };
            let mut fairy = Fairy {
                side,
                shape,
                turn: base,
                walk: None,
            };
            if let Some(&(i, c)) = chars.peek()
                && let Some(turn) = self.letters.turn(c)
            {
                chars.next();
                if turnable {
                    fairy.turn = turn;
                } else {
                    self.warn(at + i, LatexWarningKind::TurnIgnored(item.to_owned()));
                }
            }
            let Some(&(squares_at, _)) = chars.peek() else {
                self.warn(at, LatexWarningKind::BadPiece(item.to_owned()));
                continue;
            };
            let squares = item.get(squares_at..).unwrap_or("");
            for (sq_off, name) in square_names(squares) {
                let Some(sq) = self.square_item(at + squares_at + sq_off, name, board) else {
                    continue;
                };
                if board.get(sq) != Some(Cell::Empty) {
                    self.warn(
                        at + squares_at + sq_off,
                        LatexWarningKind::Occupied(sq.to_string()),
                    );
                    continue;
                }
                board.set(sq, Cell::fairy(fairy));
                placed.push(Placed { square: sq, fairy });
            }
        }
    }

    /// A square written in the package's way (`e4`, `i{11}`), on the board;
    /// else a warning.
    fn square_item(&mut self, at: usize, item: &str, board: &Board) -> Option<Square> {
        let item = item.trim();
        let plain: String = item.chars().filter(|c| !matches!(c, '{' | '}')).collect();
        let Some(sq) = Square::parse(&plain).filter(|_| square_shaped(item)) else {
            self.warn(at, LatexWarningKind::BadSquare(item.to_owned()));
            return None;
        };
        if !board.contains(sq) {
            self.warn(at, LatexWarningKind::OffBoard(sq.to_string()));
            return None;
        }
        Some(sq)
    }

    fn fen(&mut self, start: usize, fen: &str, board: &mut Board) {
        let fen = fen.trim();
        let ranks: Vec<&str> = fen.split('/').collect();
        let mut ok = ranks.len() == 8 && board.width() == 8 && board.height() == 8;
        let mut cells = Vec::new();
        for (r, rank) in ranks.iter().enumerate() {
            let mut file = 0usize;
            for c in rank.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n as usize;
                } else if let Some(p) = crate::notation::Dialect::ENGLISH.piece(c) {
                    if let Some(sq) = Square::new(file, 7usize.saturating_sub(r)) {
                        cells.push((sq, Cell::Piece(p)));
                    }
                    file += 1;
                } else {
                    ok = false;
                }
            }
            ok &= file == 8;
        }
        if !ok {
            self.warn(start, LatexWarningKind::BadFen(fen.to_owned()));
            return;
        }
        for (sq, cell) in cells {
            board.set(sq, cell);
        }
    }

    fn texts(&mut self, start: usize, list: &str, board: &mut Board) {
        for (off, item) in split_list(list, ',') {
            let at = start + off;
            let item_t = item.trim_start();
            let lead = item.len() - item_t.len();
            let (text, square) = match balanced(item_t) {
                Some(end) if item_t.starts_with('{') => (
                    item_t.get(1..end).unwrap_or(""),
                    item_t.get(end + 1..).unwrap_or(""),
                ),
                _ => {
                    self.warn(at, LatexWarningKind::BadPiece(item.to_owned()));
                    continue;
                }
            };
            let Some(sq) = self.square_item(at + lead, square, board) else {
                continue;
            };
            let plain = from_latex(text);
            let Ok(label) = plain.parse::<SquareText>() else {
                self.warn(at, LatexWarningKind::LongText(plain));
                continue;
            };
            if board.get(sq) == Some(Cell::Empty) {
                board.set(sq, Cell::Text(label));
            } else {
                self.warn(at, LatexWarningKind::Occupied(sq.to_string()));
            }
        }
    }

    /// Gives the pieces whose picture `\piecedefs` names by a walk that walk.
    fn apply_defs(&mut self, defs: &[(usize, &str)], placed: &[Placed], d: &mut LatexDiagram) {
        for &(at, def) in defs {
            let mut rest = def.trim();
            let mut parts = Vec::new();
            while rest.starts_with('{') {
                let Some(end) = balanced(rest) else { break };
                parts.push(rest.get(1..end).unwrap_or(""));
                rest = rest.get(end + 1..).unwrap_or("").trim_start();
            }
            let [colours, code, name] = parts.as_slice() else {
                self.warn(at, LatexWarningKind::BadPiece(def.to_owned()));
                continue;
            };
            let name = from_latex(name);
            let mut code_chars = code.trim().chars();
            let picture =
                code_chars
                    .next()
                    .and_then(|c| self.letters.shape(c))
                    .map(|(shape, base, _)| {
                        let turn = code_chars
                            .next()
                            .and_then(|c| self.letters.turn(c))
                            .unwrap_or(base);
                        (shape, turn)
                    });
            let sides: Vec<Side> = colours
                .chars()
                .filter_map(|c| self.letters.side(c))
                .collect();
            match (walk_named(&name), picture) {
                (Some(walk), Some((shape, turn))) => {
                    for p in placed {
                        if p.fairy.shape == shape
                            && p.fairy.turn == turn
                            && sides.contains(&p.fairy.side)
                        {
                            let f = Fairy {
                                walk: Some(walk),
                                ..p.fairy
                            };
                            d.board.set(p.square, Cell::Fairy(f));
                        }
                    }
                }
                _ => d.piece_defs.push(LatexPieceDef {
                    colours: colours.trim().to_owned(),
                    code: code.trim().to_owned(),
                    name,
                }),
            }
        }
    }
}

/// The languages the walks are named in under a diagram we write, by tag.
const NAME_LANGUAGES: [&str; 5] = ["en", "de", "fr", "it", "nl"];

/// The walk a name given under a diagram names: one of Popeye's walks by
/// its English name or code, by the name a diagram we write gives it in
/// any of [`NAME_LANGUAGES`] (German and French as their readers spell
/// them, Italian and Dutch), or by its name in Popeye's German or French
/// table. German `Hase` is the rabbit: we write the 2:4-leaper `2:4-Springer`.
fn walk_named(name: &str) -> Option<Walk> {
    let name = name.trim().to_lowercase();
    let by = |f: &dyn Fn(Walk) -> bool| Walk::all().find(|&w| f(w));
    Walk::from_name(&name)
        .or_else(|| {
            NAME_LANGUAGES
                .into_iter()
                .find_map(|tag| by(&|w| w.name_for(tag).to_lowercase() == name))
        })
        .or_else(|| {
            [WalkLanguage::German, WalkLanguage::French]
                .into_iter()
                .find_map(|l| by(&|w| w.name(l).to_lowercase() == name))
        })
}

/// A picture kept with a problem (`{colours}{code}{name}`, as
/// [`LatexDiagram::to_problem`] keeps it) read back: the colours and the
/// code are the groups they were read as, the name all that is inside the
/// last braces (it may hold braces of its own).
fn kept_piece_def(text: &str) -> Option<LatexPieceDef> {
    let mut rest = text;
    let mut groups = Vec::new();
    for _ in 0..2 {
        if !rest.starts_with('{') {
            return None;
        }
        let end = balanced(rest)?;
        groups.push(rest.get(1..end)?);
        rest = rest.get(end + 1..)?;
    }
    let name = rest.strip_prefix('{')?.strip_suffix('}')?;
    let [colours, code] = groups.as_slice() else {
        return None;
    };
    Some(LatexPieceDef {
        colours: (*colours).to_owned(),
        code: (*code).to_owned(),
        name: name.to_owned(),
    })
}

/// Whether a kept picture, written under a diagram in the package's own
/// letters, would be read as a walk given to the pieces of that picture.
fn names_a_walk_here(def: &LatexPieceDef) -> bool {
    walk_named(&def.name).is_some()
        && def
            .code
            .trim()
            .chars()
            .next()
            .is_some_and(|c| GERMAN.shape(c).is_some())
}

/// The name a walk is given under a diagram written in the language of
/// `lang`: its name there ([`Walk::name_for`]) when that reads back as the
/// walk, else its English name, else its English code.
fn diagram_walk_name(walk: Walk, lang: &str) -> &'static str {
    [
        walk.name_for(lang),
        walk.name(WalkLanguage::English),
        walk.code(WalkLanguage::English),
    ]
    .into_iter()
    .find(|n| walk_named(n) == Some(walk))
    .unwrap_or(walk.code(WalkLanguage::English))
}

/// The byte offset of the `}` that closes the `{` `text` starts with.
fn balanced(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The items of a list separated by `sep` outside braces, each with its
/// byte offset in `list`; empty items are left out. An escaped brace or
/// separator (`\{`, `\;`) is text.
fn split_list(list: &str, sep: char) -> impl Iterator<Item = (usize, &str)> {
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in list.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match c {
            '\\' => escaped = true,
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if c == sep && depth == 0 => {
                items.push((start, list.get(start..i).unwrap_or("")));
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    items.push((start, list.get(start..).unwrap_or("")));
    items.into_iter().filter_map(|(off, item)| {
        let t = item.trim_start();
        let lead = item.len() - t.len();
        let t = t.trim_end();
        (!t.is_empty()).then_some((off + lead, t))
    })
}

/// The squares of a run (`a1h1`, `i{11}j9`), each with its byte offset;
/// a run that is no squares is given whole, to be refused.
fn square_names(run: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let bytes = run.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        i += 1;
        match bytes.get(i) {
            Some(b'{') => match run.get(i..).and_then(balanced) {
                Some(end) => i += end + 1,
                None => i = bytes.len(),
            },
            Some(_) => i += 1,
            None => {}
        }
        // Keep to character boundaries whatever the text holds.
        while i < bytes.len() && !run.is_char_boundary(i) {
            i += 1;
        }
        out.push((start, run.get(start..i.min(run.len())).unwrap_or("")));
    }
    out
}

/// Whether a square is written as the package reads it: a file letter and
/// one digit, or digits in braces.
fn square_shaped(item: &str) -> bool {
    let mut chars = item.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let rank = chars.as_str();
    if let Some(inner) = rank.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        !inner.is_empty() && inner.bytes().all(|b| b.is_ascii_digit())
    } else {
        rank.len() == 1 && rank.bytes().all(|b| b.is_ascii_digit())
    }
}

/// `17x11`: files and ranks.
fn parse_size(size: &str) -> Option<(usize, usize)> {
    let (w, h) = size.trim().split_once(['x', 'X'])?;
    let w: usize = w.trim().parse().ok()?;
    let h: usize = h.trim().parse().ok()?;
    let ok = |n: usize| (1..=crate::board::MAX_SIDE).contains(&n);
    (ok(w) && ok(h)).then_some((w, h))
}

/// `v217`, `h{10}04`: a grid line.
fn parse_grid_line(item: &str) -> Option<GridLine> {
    let mut chars = item.trim().chars().peekable();
    let vertical = match chars.next()? {
        'v' => true,
        'h' => false,
        _ => return None,
    };
    let mut numbers = Vec::new();
    while let Some(c) = chars.next() {
        if c == '{' {
            let digits: String = chars.by_ref().take_while(|&c| c != '}').collect();
            numbers.push(digits.trim().parse::<usize>().ok()?);
        } else {
            numbers.push(c.to_digit(10)? as usize);
        }
    }
    let [file, rank, length] = numbers.as_slice() else {
        return None;
    };
    Some(GridLine {
        vertical,
        from: Square::new(*file, *rank)?,
        length: u8::try_from(*length).ok()?,
    })
}

/// LaTeX's commands for letters with accents, as the package's users type
/// them (`\"a`), and the package's own symbols.
const ACCENTS: [(char, &str, &str); 4] = [
    ('"', "aouAOUeiEI", "äöüÄÖÜëïËÏ"),
    ('\'', "aeiouyAEIOUcnsz", "áéíóúýÁÉÍÓÚćńśź"),
    ('`', "aeiouAEIOU", "àèìòùÀÈÌÒÙ"),
    ('^', "aeiouAEIOU", "âêîôûÂÊÎÔÛ"),
];

const SYMBOLS: [(&str, &str); 15] = [
    ("x", "×"),
    ("ra", "→"),
    ("lra", "↔"),
    ("any", "∼"),
    ("set", "*"),
    ("OO", "0-0"),
    ("OOO", "0-0-0"),
    ("further", "⇒"),
    ("ss", "ß"),
    ("Dr", "Dr."),
    ("Prof", "Prof."),
    ("ProfDr", "Prof. Dr."),
    ("textbackslash", "\\"),
    ("ldots", "…"),
    ("textasciitilde", "~"),
];

/// Plain text from the LaTeX of a problem's line.
fn from_latex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(&n) = chars.peek() else { break };
                if n.is_ascii_alphabetic() {
                    let mut name = String::new();
                    while let Some(&c) = chars.peek() {
                        if !c.is_ascii_alphabetic() {
                            break;
                        }
                        name.push(c);
                        chars.next();
                    }
                    // A command's name ends at its first space, which TeX drops.
                    if chars.peek() == Some(&' ') {
                        chars.next();
                    }
                    if let Some((_, s)) = SYMBOLS.iter().find(|(n, _)| *n == name) {
                        out.push_str(s);
                    }
                    // Any other command is left out; the text of its braces stays.
                    continue;
                }
                chars.next();
                if let Some((_, from, to)) = ACCENTS.iter().find(|(a, _, _)| *a == n) {
                    // `\"a` or `\"{a}`.
                    let braced = chars.peek() == Some(&'{');
                    if braced {
                        chars.next();
                    }
                    if braced && chars.peek() == Some(&'}') {
                        // `\^{}`: the accent alone, as it is written.
                        chars.next();
                        out.push(n);
                        continue;
                    }
                    if let Some(&letter) = chars.peek() {
                        match from.chars().position(|f| f == letter) {
                            Some(i) => {
                                chars.next();
                                out.extend(to.chars().nth(i));
                            }
                            None if braced || letter == '}' => {}
                            None => out.push(letter),
                        }
                    }
                    if braced && chars.peek() == Some(&'}') {
                        chars.next();
                    }
                    continue;
                }
                match n {
                    // `\\` breaks the line.
                    '\\' => out.push('\n'),
                    ',' | ' ' => out.push(' '),
                    _ => out.push(n),
                }
            }
            '{' | '}' => {}
            '~' => out.push('\u{a0}'),
            '\n' | '\r' | '\t' => {
                if !out.ends_with([' ', '\n']) {
                    out.push(' ');
                }
            }
            _ => out.push(c),
        }
    }
    out.trim().to_owned()
}

/// The LaTeX of a problem's line: the package's symbols for `×`, `→`, `↔`,
/// `∼`, TeX's special characters escaped, a line break (`\n`, `\r\n` or
/// `\r`) as `\\`, a tab as a space.
fn to_latex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' | '$' | '%' | '&' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '∼' => out.push_str("\\any{}"),
            '^' => out.push_str("\\^{}"),
            '×' => out.push_str("\\x{}"),
            '→' => out.push_str("\\ra{}"),
            '↔' => out.push_str("\\lra{}"),
            '⇒' => out.push_str("\\further{}"),
            '\u{a0}' => out.push('~'),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => out.push_str("\\\\"),
            // TeX reads a tab as a space, and so does the reader.
            '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// Why something on a square cannot be written as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LatexLostKind {
    /// A cross, square or triangle marker: written as a circle.
    Marker,
    /// A knight at a 45° step: written a step of 45° counter-clockwise
    /// nearer upright.
    EighthTurn,
    /// A turned circle or equihopper the package draws only one way (the
    /// equihopper upright or turned a quarter): written as that.
    Turn,
    /// A `?` (a character no notation reads): left out.
    Unknown,
    /// A second walk shown in the same picture as another: the walk is
    /// not named under the diagram; or a piece with no walk in the picture
    /// of a walk named under it, which is read back as that walk.
    SharedPicture,
    /// Attributes of a piece (royal, half-neutral, …): left out.
    Attribute,
}

/// Something the package cannot write, on its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LatexLost {
    /// The square.
    pub square: Square,
    /// What was lost.
    pub kind: LatexLostKind,
}

/// The package's letters for a piece (`wDU`), with what the package could
/// not say of it.
fn piece_code(f: Fairy) -> (String, Option<LatexLostKind>) {
    let colour = match f.side {
        Side::White => 'w',
        Side::Black => 's',
        Side::Neutral => 'n',
    };
    let mut lost = None;
    let (letter, turnable) = match f.shape {
        Shape::King => ('K', true),
        Shape::Queen => ('D', true),
        Shape::Rook => ('T', true),
        Shape::Bishop => ('L', true),
        Shape::Knight => ('S', true),
        Shape::Pawn => ('B', true),
        Shape::Equihopper => {
            let e = if f.turn.eighths().is_multiple_of(4) {
                'E'
            } else {
                'X'
            };
            if !matches!(f.turn, Turn::Up | Turn::Right) {
                lost = Some(LatexLostKind::Turn);
            }
            (e, false)
        }
        Shape::Circle => {
            if f.turn != Turn::Up {
                lost = Some(LatexLostKind::Turn);
            }
            ('C', false)
        }
        Shape::Cross | Shape::Square | Shape::Triangle => {
            lost = Some(LatexLostKind::Marker);
            ('C', false)
        }
    };
    let mut code = format!("{colour}{letter}");
    if turnable {
        let eighths = f.turn.eighths();
        if eighths % 2 == 1 {
            lost = Some(LatexLostKind::EighthTurn);
        }
        match Turn::from_eighths(eighths - eighths % 2) {
            Turn::Right => code.push('R'),
            Turn::Down => code.push('U'),
            Turn::Left => code.push('L'),
            _ => {}
        }
    }
    (code, lost)
}

/// The order pieces are written in: colour, shape, turn.
fn code_order(code: &str) -> (usize, usize, usize) {
    let mut chars = code.chars();
    let colour = chars.next().and_then(|c| "wsn".find(c)).unwrap_or(3);
    let piece = chars.next().and_then(|c| "KDTLSBCEX".find(c)).unwrap_or(9);
    let turn = chars
        .next()
        .and_then(|c| "RUL".find(c))
        .map_or(0, |i| i + 1);
    (colour, piece, turn)
}

/// A square as the package writes it: `e4`, `i{11}`.
fn square_code(sq: Square) -> String {
    let file = char::from(b'a' + u8::try_from(sq.file()).unwrap_or(0));
    let rank = sq.rank() + 1;
    if rank > 9 {
        format!("{file}{{{rank}}}")
    } else {
        format!("{file}{rank}")
    }
}

/// A diagram written as one `diagram` environment, and what of it the
/// package cannot say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatexWritten {
    /// The environment, ending with a line end.
    pub text: String,
    /// What could not be written as it is, by square.
    pub lost: Vec<LatexLost>,
    /// The lines that would not read back as they are: a list (authors,
    /// conditions, twins, themes) one of whose items holds the list's
    /// separator (`;`, or `,` for themes) where the reader splits.
    pub lost_fields: Vec<LatexField>,
}

/// Writes a diagram as a `diagram` environment. Walks are named under the
/// diagram (`\piecedefs`) in the language of `lang` as [`Walk::name_for`]
/// names them (English, German, French, Italian or Dutch; English for any
/// other), each by a name the reader takes back as that walk (else its
/// English name or code).
///
/// ```
/// use forsythe::problems::{write_latex_diagram, LatexDiagram};
/// let board: forsythe::Board = "4k3/8/8/8/8/8/8/4K2R".parse().unwrap();
/// let w = write_latex_diagram(&LatexDiagram::of_board(board), "en");
/// assert_eq!(w.text, "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n");
/// assert!(w.lost.is_empty());
/// ```
#[must_use]
pub fn write_latex_diagram(d: &LatexDiagram, lang: &str) -> LatexWritten {
    let board = &d.board;
    let mut out = String::from("\\begin{diagram}");
    if (board.width(), board.height()) != (8, 8) {
        let _ = write!(out, "[{}x{}]", board.width(), board.height());
    }
    out.push('\n');
    let mut fields: Vec<&(LatexField, String)> = d.fields.iter().collect();
    fields.sort_by_key(|(f, _)| *f);
    let (above, below): (Vec<_>, Vec<_>) = fields
        .into_iter()
        .partition(|(f, _)| *f < LatexField::Stipulation);
    for (field, text) in above {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    let mut lost = Vec::new();
    // The pieces, grouped by their letters; the squares of each in order.
    let mut groups: Vec<(String, Vec<Square>)> = Vec::new();
    // The walks to name under the diagram: picture, walk, colours.
    let mut walks: Vec<(String, Walk, Vec<char>)> = Vec::new();
    // The pieces with no walk: picture and colour.
    let mut plain: Vec<(Square, String, char)> = Vec::new();
    let mut holes = Vec::new();
    let mut texts = Vec::new();
    let mut squares: Vec<(Square, Cell)> = board.cells().collect();
    squares.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    for (sq, cell) in squares {
        match cell {
            Cell::Empty => {}
            Cell::Hole => holes.push(sq),
            Cell::Text(t) => texts.push((sq, t)),
            Cell::Unknown(_) => lost.push(LatexLost {
                square: sq,
                kind: LatexLostKind::Unknown,
            }),
            Cell::Piece(_) | Cell::Fairy(_) => {
                let Some(f) = cell.as_fairy() else { continue };
                let (code, why) = piece_code(f);
                if let Some(kind) = why {
                    lost.push(LatexLost { square: sq, kind });
                }
                let picture: String = code.chars().skip(1).collect();
                let colour = code.chars().next().unwrap_or('w');
                if f.walk.is_none() {
                    plain.push((sq, picture.clone(), colour));
                }
                if let Some(walk) = f.walk {
                    match walks.iter_mut().find(|(p, _, _)| *p == picture) {
                        Some((_, w, colours)) if *w == walk => {
                            if !colours.contains(&colour) {
                                colours.push(colour);
                            }
                        }
                        Some(_) => lost.push(LatexLost {
                            square: sq,
                            kind: LatexLostKind::SharedPicture,
                        }),
                        None => walks.push((picture, walk, vec![colour])),
                    }
                }
                match groups.iter_mut().find(|(c, _)| *c == code) {
                    Some((_, list)) => list.push(sq),
                    None => groups.push((code, vec![sq])),
                }
            }
        }
    }
    // A piece with no walk whose picture and colour a walk is named for
    // would be read back as that walk.
    for (sq, picture, colour) in plain {
        if walks
            .iter()
            .any(|(p, _, colours)| *p == picture && colours.contains(&colour))
        {
            lost.push(LatexLost {
                square: sq,
                kind: LatexLostKind::SharedPicture,
            });
        }
    }
    lost.sort_by_key(|l| (l.square.file(), l.square.rank()));
    groups.sort_by_key(|(code, _)| code_order(code));
    if !groups.is_empty() {
        let items: Vec<String> = groups
            .iter()
            .map(|(code, sqs)| {
                let mut item = code.clone();
                for sq in sqs {
                    item.push_str(&square_code(*sq));
                }
                item
            })
            .collect();
        let _ = writeln!(out, "\\pieces{{{}}}", items.join(", "));
    }
    let list = |sqs: &[Square]| -> String {
        sqs.iter()
            .map(|s| square_code(*s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !holes.is_empty() {
        let _ = writeln!(out, "\\nofields{{{}}}", list(&holes));
    }
    if !texts.is_empty() {
        let items: Vec<String> = texts
            .iter()
            .map(|(sq, t)| format!("{{{}}}{}", to_latex(&t.to_string()), square_code(*sq)))
            .collect();
        let _ = writeln!(out, "\\fieldtext{{{}}}", items.join(", "));
    }
    if !d.frames.is_empty() {
        let _ = writeln!(out, "\\fieldframe{{{}}}", list(&d.frames));
    }
    if !d.grid_lines.is_empty() {
        let num = |n: usize| {
            if n > 9 {
                format!("{{{n}}}")
            } else {
                n.to_string()
            }
        };
        let items: Vec<String> = d
            .grid_lines
            .iter()
            .map(|g| {
                format!(
                    "{}{}{}{}",
                    if g.vertical { 'v' } else { 'h' },
                    num(g.from.file()),
                    num(g.from.rank()),
                    num(usize::from(g.length))
                )
            })
            .collect();
        let _ = writeln!(out, "\\gridlines{{{}}}", items.join(", "));
    }
    for (flag, name) in [
        (d.grid_chess, "gridchess"),
        (d.vertical_cylinder, "verticalcylinder"),
        (d.horizontal_cylinder, "horizontalcylinder"),
        (d.no_frame, "noframe"),
    ] {
        if flag {
            let _ = writeln!(out, "\\{name}");
        }
    }
    for (field, text) in below.iter().filter(|(f, _)| *f < LatexField::Solution) {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    walks.sort_by_key(|(picture, _, _)| code_order(&format!("w{picture}")));
    let mut defs: Vec<String> = walks
        .iter()
        .map(|(picture, walk, colours)| {
            let mut colours = colours.clone();
            colours.sort_by_key(|c| "wsn".find(*c));
            let colours: String = colours.into_iter().collect();
            format!(
                "{{{colours}}}{{{picture}}}{{{}}}",
                to_latex(diagram_walk_name(*walk, lang))
            )
        })
        .collect();
    // A kept picture whose letter names no piece in its document's letters
    // (`\DefinePieces`) but would in ours, under a name of a walk, would be
    // read back as that walk given to our pieces of that picture: it names
    // no piece of this board and is left out.
    defs.extend(
        d.piece_defs
            .iter()
            .filter(|p| !names_a_walk_here(p))
            .map(|p| format!("{{{}}}{{{}}}{{{}}}", p.colours, p.code, to_latex(&p.name))),
    );
    if !defs.is_empty() {
        let _ = writeln!(out, "\\piecedefs{{{}}}", defs.join("; "));
    }
    if d.computer_tested {
        out.push_str("\\Co{+}\n");
    }
    for (field, text) in below.iter().filter(|(f, _)| *f >= LatexField::Solution) {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    out.push_str("\\end{diagram}\n");
    LatexWritten {
        text: out,
        lost,
        lost_fields: Vec::new(),
    }
}

/// `kept` keys of a [`Problem`] read from a diagram: the package's lines
/// that no field of a problem holds, by command.
const KEPT: [LatexField; 11] = [
    LatexField::City,
    LatexField::SourceNr,
    LatexField::Pages,
    LatexField::Months,
    LatexField::Tournament,
    LatexField::After,
    LatexField::Version,
    LatexField::Correction,
    LatexField::Comment,
    LatexField::Judgement,
    LatexField::Genre,
];

/// `Surname, Given` as the package writes an author, turned to `Given
/// Surname`; a name with no comma stays as it is.
fn author_from_package(name: &str) -> String {
    crate::problems::author_name(name)
}

/// An author as the package takes one, its spaces one each: `Surname,
/// Given` (the last word is the surname); a name that has a comma already, one word, or one whose
/// last word would not be read back as a surname (`J. Smith Jr.`), stays.
fn author_to_package(name: &str) -> String {
    // TeX reads any run of spaces as one.
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let name = name.as_str();
    match name.rsplit_once(' ') {
        Some((given, surname)) if !name.contains(',') => {
            let turned = format!("{}, {}", surname.trim(), given.trim());
            if author_from_package(&turned) == name {
                turned
            } else {
                name.to_owned()
            }
        }
        _ => name.to_owned(),
    }
}

/// The letters of a problem piece without its colour (`DU`), and the piece
/// of such letters with a colour letter (`sDU`).
fn piece_of_code(code: &str) -> Option<Fairy> {
    let mut chars = code.chars();
    let side = GERMAN.side(chars.next()?)?;
    let (shape, base, turnable) = GERMAN.shape(chars.next()?)?;
    let turn = match chars.next() {
        Some(c) if turnable => GERMAN.turn(c)?,
        Some(_) => return None,
        None => base,
    };
    chars.next().is_none().then_some(Fairy {
        side,
        shape,
        turn,
        walk: None,
    })
}

/// A piece and its square at the start of a twin's word (`wKd1`), and the
/// rest of the word.
fn coded_square(word: &str) -> Option<(Option<Fairy>, Square, &str)> {
    let square_at = word
        .find(|c: char| c.is_ascii_lowercase() && c != 'w' && c != 's' && c != 'n')
        .filter(|&i| i > 0)
        .or_else(|| {
            word.find(|c: char| c.is_ascii_lowercase())
                .filter(|&i| i > 1)
        });
    let (code, rest) = match square_at {
        Some(i) if word.get(..i).is_some_and(|c| piece_of_code(c).is_some()) => word.split_at(i),
        _ => ("", word),
    };
    let piece = if code.is_empty() {
        None
    } else {
        piece_of_code(code)
    };
    let (square, rest) = Square::parse_prefix(rest)?;
    Some((piece, square, rest))
}

/// One twin as the package's lines write it (`b) wKd1→c1`, `c) +sBe5`):
/// its changes where every word is a move, exchange, addition or removal,
/// else the whole as a change read and kept; the text as written either way.
fn twin_from_text(text: &str) -> Twin {
    let t = text.trim();
    let continued = t.starts_with('+') && starts_with_label(t);
    let body = match t.split_once(')') {
        Some((label, rest))
            if label.trim_start_matches('+').chars().count() <= 3
                && label
                    .trim_start_matches('+')
                    .starts_with(|c: char| c.is_ascii_lowercase()) =>
        {
            rest.trim()
        }
        _ => t,
    };
    let change = |word: &str| -> Option<TwinChange> {
        if let Some(rest) = word.strip_prefix('+') {
            let (piece, square, rest) = coded_square(rest)?;
            return rest.is_empty().then_some(TwinChange::Add {
                square,
                cell: Cell::fairy(piece?),
                attributes: Vec::new(),
            });
        }
        if let Some(rest) = word.strip_prefix('-') {
            let (_, square, rest) = coded_square(rest)?;
            return rest.is_empty().then_some(TwinChange::Remove { square });
        }
        let (_, from, rest) = coded_square(word)?;
        if let Some(to) = rest.strip_prefix('→').or_else(|| rest.strip_prefix('-')) {
            let (_, to, rest) = coded_square(to)?;
            return rest.is_empty().then_some(TwinChange::Move { from, to });
        }
        let to = rest.strip_prefix('↔')?;
        let (_, b, rest) = coded_square(to)?;
        rest.is_empty()
            .then_some(TwinChange::Exchange { a: from, b })
    };
    let changes: Option<Vec<TwinChange>> = body.split_whitespace().map(change).collect();
    let changes = match changes {
        Some(c) if !c.is_empty() => c,
        _ => vec![TwinChange::Other(body.to_owned())],
    };
    Twin {
        changes,
        continued,
        text: Some(t.to_owned()),
    }
}

/// The letters of the piece on a square (`wKd1`), or the square alone.
fn coded(board: &Board, square: Square) -> String {
    match board.get(square).and_then(Cell::as_fairy) {
        Some(f) => format!("{}{square}", piece_code(f).0),
        None => square.to_string(),
    }
}

/// A twin in the package's lines: as written when it was read from text,
/// else its changes in the package's piece letters.
fn twin_to_text(problem: &Problem, index: usize, positions: &[Position]) -> String {
    let Some(twin) = problem.twins.get(index) else {
        return String::new();
    };
    if let Some(text) = &twin.text {
        return text.clone();
    }
    let base = if twin.continued {
        positions.get(index)
    } else {
        positions.first()
    };
    let board = base.map_or(&problem.board, |p| &p.board);
    let words: Vec<String> = twin
        .changes
        .iter()
        .map(|c| match c {
            TwinChange::Move { from, to } => format!("{}→{to}", coded(board, *from)),
            TwinChange::Exchange { a, b } => format!("{}↔{}", coded(board, *a), coded(board, *b)),
            TwinChange::Add { square, cell, .. } => match cell.as_fairy() {
                Some(f) => format!("+{}{square}", piece_code(f).0),
                None => format!("+{square}"),
            },
            TwinChange::Remove { square } => format!("-{}", coded(board, *square)),
            TwinChange::Substitute { from, to } => {
                let letters = |f: &Fairy| piece_code(*f).0.chars().skip(1).collect::<String>();
                format!("{}→{}", letters(from), letters(to))
            }
            TwinChange::Rotate(r) => format!("rotate {}°", r.degrees()),
            TwinChange::Mirror(m) => m.name().replace("<-->", "↔"),
            TwinChange::Shift { from, to } => format!("shift {from}→{to}"),
            TwinChange::Polish => "Polish type".to_owned(),
            TwinChange::Stipulation(s) => s.clone(),
            TwinChange::Condition(c) => c.join(", "),
            TwinChange::Other(s) => s.clone(),
        })
        .collect();
    let label = crate::problems::twin::label(index + 1);
    let plus = if twin.continued { "+" } else { "" };
    format!("{plus}{label} {}", words.join(" "))
}

impl LatexDiagram {
    /// The problem this diagram is: its board, lines, twins and marks. The
    /// package's lines that a problem has no field for are kept by command
    /// (`city`, `tournament`, `comment`, …), as are its pictures named
    /// under the diagram that name no walk (`piecedefs`) and `\noframe`.
    #[must_use]
    pub fn to_problem(&self) -> Problem {
        let mut p = Problem::new(self.board.clone());
        p.line = self.line;
        p.notation = ProblemNotation {
            dialect: crate::notation::Dialect::POPEYE_GERMAN,
            walks: WalkLanguage::German,
        };
        let list = |field: LatexField, sep: char| -> Vec<String> {
            self.field(field)
                .map(|t| {
                    t.split(sep)
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default()
        };
        p.authors = list(LatexField::Author, ';')
            .iter()
            .map(|a| author_from_package(a))
            .collect();
        let date = match (
            self.field(LatexField::Year),
            self.field(LatexField::Month),
            self.field(LatexField::Day),
        ) {
            (Some(y), Some(m), Some(d)) => Some(format!("{y}-{m:0>2}-{d:0>2}")),
            (Some(y), Some(m), None) => Some(format!("{y}-{m:0>2}")),
            (Some(y), _, _) => Some(y.to_owned()),
            _ => None,
        };
        let issue = self.field(LatexField::Issue).map(str::to_owned);
        if self.field(LatexField::Source).is_some() || issue.is_some() || date.is_some() {
            p.source = Some(Source {
                name: self
                    .field(LatexField::Source)
                    .unwrap_or_default()
                    .to_owned(),
                issue,
                date,
            });
        }
        p.award = self.field(LatexField::Award).map(str::to_owned);
        p.dedication = self.field(LatexField::Dedication).map(str::to_owned);
        p.stipulation = self.field(LatexField::Stipulation).map(str::to_owned);
        p.conditions = list(LatexField::Condition, ';');
        p.twins = self
            .field(LatexField::Twins)
            .map(twin_items)
            .unwrap_or_default()
            .iter()
            .map(|t| twin_from_text(t))
            .collect();
        p.remark = self.field(LatexField::Remark).map(str::to_owned);
        p.solution = self.field(LatexField::Solution).map(str::to_owned);
        p.keywords = list(LatexField::Themes, ',');
        p.computer_tested = self.computer_tested;
        p.marks = BoardMarks {
            grid_lines: self.grid_lines.clone(),
            grid: self.grid_chess,
            framed: self.frames.clone(),
            cylinder: Cylinder {
                vertical: self.vertical_cylinder,
                horizontal: self.horizontal_cylinder,
            },
        };
        for (field, text) in &self.fields {
            if KEPT.contains(field) {
                p.kept.push((field.command().to_owned(), text.clone()));
            }
        }
        if self.no_frame {
            p.kept.push(("noframe".to_owned(), String::new()));
        }
        for d in &self.piece_defs {
            p.kept.push((
                "piecedefs".to_owned(),
                format!("{{{}}}{{{}}}{{{}}}", d.colours, d.code, d.name),
            ));
        }
        p
    }

    /// The diagram of a problem, and what of it the package cannot say: the
    /// attributes of its pieces (royal, …), which the package has no mark
    /// for. Its title and solving options are no part of a diagram and are
    /// left out; its source's date is written as `\year`, `\month` and
    /// `\day` when it is `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    #[must_use]
    pub fn from_problem(p: &Problem) -> (LatexDiagram, Vec<LatexLost>) {
        let mut d = LatexDiagram::of_board(p.board.clone());
        d.line = p.line.max(1);
        let lost = p
            .attributes
            .iter()
            .filter(|(_, a)| !a.is_empty())
            .map(|(square, _)| LatexLost {
                square: *square,
                kind: LatexLostKind::Attribute,
            })
            .collect();
        // Written trimmed, as they are read.
        let mut push = |field: LatexField, text: &str| {
            if !text.trim().is_empty() {
                d.fields.push((field, text.trim().to_owned()));
            }
        };
        let lists = lists_of(p);
        let joined = |field: LatexField| {
            lists
                .iter()
                .find(|(f, _, _)| *f == field)
                .map(|(_, sep, items)| {
                    let items: Vec<&str> = items.iter().map(|i| i.trim()).collect();
                    items.join(sep)
                })
                .unwrap_or_default()
        };
        push(LatexField::Author, &joined(LatexField::Author));
        if let Some(source) = &p.source {
            push(LatexField::Source, &source.name);
            if let Some(issue) = &source.issue {
                push(LatexField::Issue, issue);
            }
            if let Some(date) = &source.date {
                let parts: Vec<&str> = date.split('-').collect();
                let numeric = parts
                    .iter()
                    .all(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
                // A number without its leading zeros (`07` is `7`, `00` is `0`).
                let number = |n: &'_ str| -> String {
                    let t = n.trim_start_matches('0');
                    if t.is_empty() { "0" } else { t }.to_owned()
                };
                match parts.as_slice() {
                    [y, m, day] if numeric => {
                        push(LatexField::Year, y);
                        push(LatexField::Month, &number(m));
                        push(LatexField::Day, &number(day));
                    }
                    [y, m] if numeric => {
                        push(LatexField::Year, y);
                        push(LatexField::Month, &number(m));
                    }
                    _ => push(LatexField::Year, date),
                }
            }
        }
        if let Some(a) = &p.award {
            push(LatexField::Award, a);
        }
        if let Some(a) = &p.dedication {
            push(LatexField::Dedication, a);
        }
        if let Some(s) = &p.stipulation {
            push(LatexField::Stipulation, s);
        }
        push(LatexField::Condition, &joined(LatexField::Condition));
        push(LatexField::Twins, &joined(LatexField::Twins));
        if let Some(r) = &p.remark {
            push(LatexField::Remark, r);
        }
        if let Some(s) = &p.solution {
            push(LatexField::Solution, s);
        }
        push(LatexField::Themes, &joined(LatexField::Themes));
        for (key, text) in &p.kept {
            match LatexField::from_command(key) {
                Some(field) if KEPT.contains(&field) => push(field, text),
                _ if key == "noframe" => d.no_frame = true,
                _ if key == "piecedefs" => d.piece_defs.extend(kept_piece_def(text)),
                _ => {}
            }
        }
        d.computer_tested = p.computer_tested;
        d.frames = p.marks.framed.clone();
        d.grid_lines = p.marks.grid_lines.clone();
        d.grid_chess = p.marks.grid;
        d.vertical_cylinder = p.marks.cylinder.vertical;
        d.horizontal_cylinder = p.marks.cylinder.horizontal;
        (d, lost)
    }
}

/// The problem's lists as the package writes them: each field, the
/// separator its items are joined with, and the items.
fn lists_of(p: &Problem) -> Vec<(LatexField, &'static str, Vec<String>)> {
    let positions = p.positions();
    vec![
        (
            LatexField::Author,
            "; ",
            p.authors.iter().map(|a| author_to_package(a)).collect(),
        ),
        (LatexField::Condition, "; ", p.conditions.clone()),
        (
            LatexField::Twins,
            "; ",
            (0..p.twins.len())
                .map(|i| twin_to_text(p, i, &positions))
                .collect(),
        ),
        (LatexField::Themes, ", ", p.keywords.clone()),
    ]
}

/// The items of a list as read back: split at the separator, trimmed,
/// empty ones left out.
fn list_items(text: &str, sep: char) -> Vec<String> {
    text.split(sep)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The twins of a `\twins` line: separated by `;`. When the first twin
/// starts with its label (`b)`, `+c)`), a `;` separates twins only where
/// a label follows it, so that a twin may hold a `;` (`b) Condition
/// Circe;Madrasi; c) …`), kept as written.
fn twin_items(text: &str) -> Vec<String> {
    if !starts_with_label(text) {
        return list_items(text, ';');
    }
    let mut out = Vec::new();
    let mut start = 0;
    for (i, _) in text.match_indices(';') {
        let after = text.get(i + 1..).unwrap_or("");
        if starts_with_label(after) {
            out.push(text.get(start..i).unwrap_or(""));
            start = i + 1;
        }
    }
    out.push(text.get(start..).unwrap_or(""));
    out.into_iter()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Whether a twin's text starts with its label: `b)`, `+c)`, `z12)`.
fn starts_with_label(text: &str) -> bool {
    let t = text.trim_start().trim_start_matches('+');
    let mut chars = t.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let rest = chars
        .as_str()
        .trim_start_matches(|c: char| c.is_ascii_digit());
    rest.starts_with(')')
}

/// The lists of a problem that would not read back as written.
fn lost_lists(p: &Problem) -> Vec<LatexField> {
    let normal = |items: &[String]| -> Vec<String> {
        items
            .iter()
            .map(|i| from_latex(&to_latex(i)))
            .filter(|i| !i.is_empty())
            .collect()
    };
    lists_of(p)
        .into_iter()
        .filter(|(field, sep, items)| {
            let text = from_latex(&to_latex(&items.join(sep)));
            let back = if *field == LatexField::Twins {
                twin_items(&text)
            } else {
                list_items(&text, sep.chars().next().unwrap_or(';'))
            };
            back != normal(items)
        })
        .map(|(field, _, _)| field)
        .collect()
}

/// Writes a problem as a `diagram` environment (see [`write`] and
/// [`LatexDiagram::from_problem`]). Its lists that would not read back
/// as they are (see [`LatexWritten::lost_fields`]) are written all the same.
#[must_use]
pub fn write_latex_problem(p: &Problem, lang: &str) -> LatexWritten {
    let (d, mut lost) = LatexDiagram::from_problem(p);
    let mut written = write_latex_diagram(&d, lang);
    written.lost_fields = lost_lists(p);
    lost.append(&mut written.lost);
    lost.sort_by_key(|l| (l.square.file(), l.square.rank()));
    written.lost = lost;
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("{name} is a square"))
    }

    fn one(text: &str) -> (LatexDiagram, Vec<LatexWarning>) {
        let mut r = read_latex_diagrams(text);
        assert_eq!(r.diagrams.len(), 1, "{text}");
        (r.diagrams.remove(0), r.warnings)
    }

    /// Every colour, piece letter and turn the package has, once each, on a
    /// 10×10 board (so ranks 10 are braced), as `write` orders them.
    fn every_kind() -> (String, Vec<(Square, Fairy)>) {
        let mut items = Vec::new();
        let mut expected = Vec::new();
        let mut n = 0usize;
        for (colour, side) in [('w', Side::White), ('s', Side::Black), ('n', Side::Neutral)] {
            let mut kinds: Vec<(String, Shape, Turn)> = Vec::new();
            for (letter, shape) in "KDTLSB".chars().zip(ROLES) {
                for (t, turn) in [
                    ("", Turn::Up),
                    ("R", Turn::Right),
                    ("U", Turn::Down),
                    ("L", Turn::Left),
                ] {
                    kinds.push((format!("{letter}{t}"), shape, turn));
                }
            }
            kinds.push(("C".into(), Shape::Circle, Turn::Up));
            kinds.push(("E".into(), Shape::Equihopper, Turn::Up));
            kinds.push(("X".into(), Shape::Equihopper, Turn::Right));
            for (code, shape, turn) in kinds {
                let square = Square::new(n / 10, n % 10).expect("on the board");
                n += 1;
                items.push(format!("{colour}{code}{}", square_code(square)));
                expected.push((
                    square,
                    Fairy {
                        side,
                        shape,
                        turn,
                        walk: None,
                    },
                ));
            }
        }
        let text = format!(
            "\\begin{{diagram}}[10x10]\n\\pieces{{{}}}\n\\end{{diagram}}\n",
            items.join(", ")
        );
        (text, expected)
    }

    #[test]
    fn every_colour_piece_and_turn_reads_and_writes_back_exactly() {
        let (text, expected) = every_kind();
        assert!(text.contains("wTRa{10}"), "{text}");
        let (d, warnings) = one(&text);
        assert_eq!(warnings, []);
        assert_eq!((d.board.width(), d.board.height()), (10, 10));
        for (square, fairy) in &expected {
            assert_eq!(d.board.get(*square), Some(Cell::fairy(*fairy)), "{square}");
        }
        let pieces = d
            .board
            .cells()
            .filter(|(_, c)| c.as_fairy().is_some())
            .count();
        assert_eq!(pieces, expected.len());
        let w = write_latex_diagram(&d, "en");
        assert_eq!(w.text, text);
        assert_eq!(w.lost, []);
    }

    #[test]
    fn a_problem_with_its_lines_reads_and_writes_back_exactly() {
        let text = "\\begin{diagram}\n\
            \\author{Brand, Thomas; Höning, Stefan}\n\
            \\source{Problemkiste}\n\
            \\year{1992}\n\
            \\award{1. Preis}\n\
            \\dedication{Elmar Bartel gew.}\n\
            \\pieces{wKd1, wLe2, wSRc3, sKh8, sDUb2g7, sBe4, nTLa4}\n\
            \\nofields{h1}\n\
            \\fieldtext{{12}a8, {A}f6}\n\
            \\fieldframe{d4, e5}\n\
            \\gridlines{v217, h{10}04}\n\
            \\gridchess\n\
            \\verticalcylinder\n\
            \\stipulation{h\\#7}\n\
            \\condition{Circe; Anticirce}\n\
            \\twins{b) wKd1\\ra{}c1; c) +sBe5}\n\
            \\remark{50\\% \\& more}\n\
            \\piecedefs{{s}{DU}{grasshopper}; {w}{SR}{zebra}}\n\
            \\Co{+}\n\
            \\solution{1.Ta3 Kc2!, 2.Tf3 e\\x{}f3}\n\
            \\end{diagram}\n";
        let (d, warnings) = one(text);
        assert_eq!(warnings, []);
        let grasshopper = Walk::from_name("grasshopper").expect("a walk");
        let zebra = Walk::from_name("zebra").expect("a walk");
        assert_eq!(
            d.board.get(sq("g7")),
            Some(Cell::Fairy(Fairy::of_walk(Side::Black, grasshopper)))
        );
        assert_eq!(
            d.board.get(sq("c3")),
            Some(Cell::Fairy(Fairy::of_walk(Side::White, zebra)))
        );
        assert_eq!(
            d.board.get(sq("a4")),
            Some(Cell::Fairy(
                Fairy::new(Side::Neutral, Shape::Rook).turned(Turn::Left)
            ))
        );
        assert_eq!(d.board.get(sq("h1")), Some(Cell::Hole));
        assert_eq!(
            d.board.get(sq("a8")),
            Some(Cell::Text("12".parse().expect("a text")))
        );
        assert_eq!(d.frames, [sq("d4"), sq("e5")]);
        assert_eq!(
            d.grid_lines,
            [
                GridLine {
                    vertical: true,
                    from: sq("c2"),
                    length: 7
                },
                GridLine {
                    vertical: false,
                    from: sq("k1"),
                    length: 4
                },
            ]
        );
        assert!(d.grid_chess && d.vertical_cylinder && !d.horizontal_cylinder && d.computer_tested);
        assert_eq!(
            d.field(LatexField::Author),
            Some("Brand, Thomas; Höning, Stefan")
        );
        assert_eq!(d.field(LatexField::Stipulation), Some("h#7"));
        assert_eq!(d.field(LatexField::Twins), Some("b) wKd1→c1; c) +sBe5"));
        assert_eq!(d.field(LatexField::Remark), Some("50% & more"));
        assert_eq!(
            d.field(LatexField::Solution),
            Some("1.Ta3 Kc2!, 2.Tf3 e×f3")
        );
        assert_eq!(d.piece_defs, []);
        assert_eq!(write_latex_diagram(&d, "en").text, text);
    }

    #[test]
    fn a_picture_whose_colours_hold_groups_is_kept_through_a_problem() {
        // The colours are a group holding groups and a line end, the name
        // a brace of its own: both come back as they were read.
        let text = "\\begin{diagram}\\piecedefs{{{7}\n\\year{m}}{QU}{Grash\\\"upfer}; \
            {w}{Q}{a \\{b}}\\end{diagram}\n";
        let r = read_latex_diagrams(text);
        assert_eq!(r.warnings, []);
        let [d] = r.diagrams.as_slice() else {
            panic!("one diagram: {:?}", r.diagrams)
        };
        assert_eq!(d.piece_defs.len(), 2);
        let (from, _) = LatexDiagram::from_problem(&d.to_problem());
        assert_eq!(from.piece_defs, d.piece_defs);
        let written = write_latex_problem(&d.to_problem(), "en");
        let back = read_latex_diagrams(&written.text);
        assert_eq!(back.warnings, [], "{}", written.text);
        assert_eq!(back.diagrams[0].piece_defs, d.piece_defs);
    }

    #[test]
    fn a_picture_named_in_other_letters_gives_no_walk_when_written() {
        // `K` is no piece in these letters, so the name stays under the
        // diagram; written in the package's letters it would make the
        // king a grasshopper.
        let text = "\\DefinePieces{wbn}{XQRBNP}{LRU}\n\
            \\begin{diagram}\\pieces{wXa1}\\piecedefs{{w}{K}{grasshopper}}\\end{diagram}\n";
        let r = read_latex_diagrams(text);
        assert_eq!(r.warnings, []);
        let [d] = r.diagrams.as_slice() else {
            panic!("one diagram: {:?}", r.diagrams)
        };
        assert_eq!(d.piece_defs.len(), 1);
        let written = write_latex_diagram(d, "en");
        assert_eq!(
            written.text,
            "\\begin{diagram}\n\\pieces{wKa1}\n\\end{diagram}\n"
        );
        let back = read_latex_diagrams(&written.text);
        assert_eq!(back.diagrams[0].board, d.board);
        assert_eq!(
            write_latex_diagram(&back.diagrams[0], "en").text,
            written.text
        );
    }

    #[test]
    fn written_by_hand_it_reads_the_same() {
        // Short forms, comments, spaces, several squares for one piece,
        // another set of letters, a `\fen`.
        let text = "\\DefinePieces{wbn}{KQRBNP}{LRU}\n\
            \\begin{diagram} % a comment \\pieces{wKa1}\n\
              \\stip{\\#2}\\cond{Madrasi}\n\
              \\pieces{ wKe1 ,bQUd8h4,nNRa1 }\n\
              \\rem{Gr\\\"oße, \\'etude}\n\
            \\end{diagram}\n\
            \\begin{diagram}\\fen{4k3/8/8/8/8/8/8/4K2R}\\end{diagram}";
        let r = read_latex_diagrams(text);
        assert_eq!(r.warnings, []);
        let [a, b] = r.diagrams.as_slice() else {
            panic!("two diagrams: {:?}", r.diagrams)
        };
        assert_eq!(
            a.fields,
            [
                (LatexField::Stipulation, "#2".to_owned()),
                (LatexField::Condition, "Madrasi".to_owned()),
                (LatexField::Remark, "Größe, étude".to_owned()),
            ]
        );
        assert_eq!(a.line, 2);
        assert_eq!(
            write_latex_diagram(a, "en").text,
            "\\begin{diagram}\n\\pieces{wKe1, sDUd8h4, nSRa1}\n\\stipulation{\\#2}\n\
             \\condition{Madrasi}\n\\remark{Größe, étude}\n\\end{diagram}\n"
        );
        assert_eq!(
            write_latex_diagram(b, "en").text,
            "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n"
        );
    }

    #[test]
    fn what_cannot_be_read_is_a_warning_at_its_line_and_column() {
        let text = "\\begin{diagram}[9x30]\n\
            \\pieces{wKe1, wQd1, sKe1, wTz1, wSk9, wLe0, nCRf5}\n\
            \\nofields{e1}\\fieldtext{{ABC}c3}\\gridlines{q123}\n\
            \\bold{x} stray\\end{diagram}\n\
            \\begin{stereodiagram}\\pieces{wKa1A}\\end{stereodiagram}\n\
            \\begin{diagram}\\fen{8/8/9}";
        let r = read_latex_diagrams(text);
        let at = |line, column, kind| LatexWarning { line, column, kind };
        assert_eq!(
            r.warnings,
            [
                at(1, 17, LatexWarningKind::BadSize("9x30".into())),
                at(2, 15, LatexWarningKind::BadPiece("wQd1".into())),
                at(2, 23, LatexWarningKind::Occupied("e1".into())),
                at(2, 29, LatexWarningKind::OffBoard("z1".into())),
                at(2, 35, LatexWarningKind::OffBoard("k9".into())),
                at(2, 41, LatexWarningKind::BadSquare("e0".into())),
                at(2, 47, LatexWarningKind::TurnIgnored("nCRf5".into())),
                at(3, 11, LatexWarningKind::Occupied("e1".into())),
                at(3, 25, LatexWarningKind::LongText("ABC".into())),
                at(3, 44, LatexWarningKind::BadGridLine("q123".into())),
                at(4, 1, LatexWarningKind::UnknownCommand("\\bold".into())),
                at(4, 10, LatexWarningKind::StrayText("stray".into())),
                at(5, 1, LatexWarningKind::Planes("stereodiagram".into())),
                at(6, 21, LatexWarningKind::BadFen("8/8/9".into())),
                at(6, 1, LatexWarningKind::Unclosed),
            ]
        );
        assert_eq!(r.diagrams.len(), 2);
        // What could be read was.
        assert_eq!(
            r.diagrams[0].board.get(sq("f5")),
            Some(Cell::Fairy(Fairy::new(Side::Neutral, Shape::Circle)))
        );
    }

    #[test]
    fn what_the_package_cannot_draw_is_lost_by_square() {
        let mut board = Board::empty(8, 8).expect("a board");
        let put = |b: &mut Board, s: &str, f: Fairy| b.set(sq(s), Cell::fairy(f));
        put(&mut board, "a1", Fairy::new(Side::White, Shape::Cross));
        put(
            &mut board,
            "b1",
            Fairy::new(Side::Black, Shape::Knight).turned(Turn::DownRight),
        );
        put(
            &mut board,
            "c1",
            Fairy::new(Side::White, Shape::Circle).turned(Turn::Down),
        );
        put(
            &mut board,
            "d1",
            Fairy::new(Side::Neutral, Shape::Equihopper).turned(Turn::Left),
        );
        board.set(sq("e1"), Cell::Unknown('Z'));
        let g = Walk::from_name("grasshopper").expect("a walk");
        let l = Walk::from_name("lion").expect("a walk");
        put(&mut board, "f1", Fairy::of_walk(Side::White, g));
        // A lion turned as the grasshopper is: its picture is taken.
        put(
            &mut board,
            "g1",
            Fairy {
                walk: Some(l),
                ..Fairy::of_walk(Side::Black, g)
            },
        );
        put(&mut board, "h1", Fairy::of_walk(Side::Black, g));
        let w = write_latex_diagram(&LatexDiagram::of_board(board), "de");
        assert_eq!(
            w.text,
            "\\begin{diagram}\n\\pieces{wDUf1h1, wCa1c1, sSRb1, sDUg1, nXd1}\n\
             \\piecedefs{{ws}{DU}{Grashüpfer}}\n\\end{diagram}\n"
                .replace("wDUf1h1", "wDUf1")
                .replace("sSRb1, sDUg1", "sDUg1h1, sSRb1")
        );
        let lost: Vec<(String, LatexLostKind)> = w
            .lost
            .iter()
            .map(|l| (l.square.to_string(), l.kind))
            .collect();
        assert_eq!(
            lost,
            [
                ("a1".to_owned(), LatexLostKind::Marker),
                ("b1".to_owned(), LatexLostKind::EighthTurn),
                ("c1".to_owned(), LatexLostKind::Turn),
                ("d1".to_owned(), LatexLostKind::Turn),
                ("e1".to_owned(), LatexLostKind::Unknown),
                ("g1".to_owned(), LatexLostKind::SharedPicture),
            ]
        );
    }

    #[test]
    fn a_diagram_is_a_problem_and_back() {
        let text = "\\begin{diagram}\n\
            \\author{Brand, Thomas; Höning, Stefan}\n\
            \\source{Problemkiste}\n\
            \\issue{12}\n\
            \\month{7}\n\
            \\year{1992}\n\
            \\tournament{Thematic tourney}\n\
            \\award{1. Preis}\n\
            \\pieces{wKa1, wDUd4, sKh8, nTb6}\n\
            \\fieldframe{e4}\n\
            \\gridlines{v217}\n\
            \\horizontalcylinder\n\
            \\noframe\n\
            \\stipulation{h\\#2}\n\
            \\condition{Circe; Madrasi}\n\
            \\twins{b) wKa1\\ra{}a2; c) +sBe5; +d) h8\\lra{}a1; e) rotate 90}\n\
            \\remark{Grasshopper}\n\
            \\piecedefs{{w}{DU}{grasshopper}; {s}{K}{Kaiser}}\n\
            \\Co{+}\n\
            \\solution{1.Ka2}\n\
            \\themes{Zilahi, Umnov}\n\
            \\end{diagram}\n";
        let (d, warnings) = one(text);
        assert_eq!(warnings, []);
        let p = d.to_problem();
        assert_eq!(p.authors, ["Thomas Brand", "Stefan Höning"]);
        assert_eq!(
            p.source,
            Some(Source {
                name: "Problemkiste".into(),
                issue: Some("12".into()),
                date: Some("1992-07".into()),
            })
        );
        assert_eq!(p.award.as_deref(), Some("1. Preis"));
        assert_eq!(p.stipulation.as_deref(), Some("h#2"));
        assert_eq!(p.conditions, ["Circe", "Madrasi"]);
        assert_eq!(p.keywords, ["Zilahi", "Umnov"]);
        assert!(p.computer_tested);
        assert_eq!(p.marks.framed, [sq("e4")]);
        assert!(p.marks.cylinder.horizontal && !p.marks.cylinder.vertical);
        let changes: Vec<&[TwinChange]> = p.twins.iter().map(|t| t.changes.as_slice()).collect();
        assert_eq!(
            changes,
            [
                &[TwinChange::Move {
                    from: sq("a1"),
                    to: sq("a2")
                }][..],
                &[TwinChange::Add {
                    square: sq("e5"),
                    cell: Cell::Piece(crate::board::Piece::new(
                        crate::board::Color::Black,
                        crate::board::Role::Pawn
                    )),
                    attributes: Vec::new()
                }][..],
                &[TwinChange::Exchange {
                    a: sq("h8"),
                    b: sq("a1")
                }][..],
                &[TwinChange::Other("rotate 90".into())][..],
            ]
        );
        assert!(p.twins[2].continued && !p.twins[1].continued);
        // The twins are played: b) has the king on a2.
        let b = &p.positions()[1];
        assert_eq!(
            b.board.get(sq("a2")).and_then(Cell::piece).map(|p| p.role),
            Some(crate::board::Role::King)
        );
        assert_eq!(
            p.kept,
            [
                ("tournament".to_owned(), "Thematic tourney".to_owned()),
                ("noframe".to_owned(), String::new()),
                ("piecedefs".to_owned(), "{s}{K}{Kaiser}".to_owned()),
            ]
        );
        // Written back, it is the same text.
        let w = write_latex_problem(&p, "en");
        assert_eq!(w.lost, []);
        assert_eq!(w.text, text);
    }

    #[test]
    fn a_problem_read_elsewhere_is_written_in_the_package_letters() {
        let mut board = Board::empty(8, 8).expect("a board");
        let g = Walk::from_name("grasshopper").expect("a walk");
        board.set(sq("d7"), Cell::fairy(Fairy::new(Side::White, Shape::King)));
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::Black, g)));
        let mut p = Problem::new(board);
        p.authors = vec!["Sam Loyd".into(), "Loyd, Samuel".into()];
        p.source = Some(Source {
            name: "The Problemist".into(),
            issue: None,
            date: Some("1996-07-04".into()),
        });
        p.title = Some("left out".into());
        p.options = vec!["try".into()];
        p.twins = vec![
            Twin::new(vec![TwinChange::Move {
                from: sq("d7"),
                to: sq("e6"),
            }]),
            Twin::new(vec![TwinChange::Remove { square: sq("d4") }]),
            Twin {
                continued: true,
                ..Twin::new(vec![TwinChange::Stipulation("h#3".into())])
            },
        ];
        p.attributes
            .insert(sq("d7"), vec![crate::board::Attribute::Royal]);
        let w = write_latex_problem(&p, "en");
        assert_eq!(
            w.text,
            "\\begin{diagram}\n\
             \\author{Loyd, Sam; Loyd, Samuel}\n\
             \\source{The Problemist}\n\
             \\day{4}\n\
             \\month{7}\n\
             \\year{1996}\n\
             \\pieces{wKd7, sDUd4}\n\
             \\twins{b) wKd7\\ra{}e6; c) -sDUd4; +d) h\\#3}\n\
             \\piecedefs{{s}{DU}{grasshopper}}\n\
             \\end{diagram}\n"
        );
        assert_eq!(
            w.lost,
            [LatexLost {
                square: sq("d7"),
                kind: LatexLostKind::Attribute
            }]
        );
    }

    #[test]
    fn a_walk_is_named_as_popeye_spells_it_or_as_we_write_it() {
        let code = |name: &str| walk_named(name).map(|w| w.code(WalkLanguage::English));
        assert_eq!(code("zebre"), Some("z"));
        assert_eq!(code("Zèbre"), Some("z"));
        assert_eq!(code("Laeuferspatz"), Some("bw"));
        assert_eq!(code("Läuferspatz"), Some("bw"));
        assert_eq!(code("moineau fou"), Some("bw"));
        assert_eq!(code("grasshopper"), Some("g"));
        assert_eq!(code("Grashüpfer"), Some("g"));
        assert_eq!(code("no such walk"), None);
    }

    #[test]
    fn hostile_text_never_panics() {
        for text in [
            "\\begin{diagram}",
            "\\begin{diagram}[",
            "\\begin{diagram}[x]\\pieces{",
            "\\begin{diagram}\\pieces{w}\\pieces{wK}\\pieces{wKé1ö}\\pieces{wKa{}}",
            "\\begin{diagram}\\pieces{wKa{99}, wKa{1}}\\gridlines{v{}{}{}, h{1}}",
            "\\begin{diagram}}}}{{{\\\\\\",
            "\\begin{diagram}\\fieldtext{{é}a1, {}b2, x, {A}}\\piecedefs{{w}{}{}; {",
            "\\DefinePieces{}{}{}\\begin{diagram}\\rem{\\\"",
            "\\begin{diagram}\\pieces{wKa1}\\begin{diagram}\\end{diagram}",
            "é\\é\\begin{diagram}é\\end{diagram}é",
        ] {
            let r = read_latex_diagrams(text);
            for d in &r.diagrams {
                let _ = write_latex_diagram(d, "en");
            }
        }
    }

    proptest::proptest! {
        /// Any text made of the package's own characters reads without a
        /// panic, and what is read writes and reads back to the same board.
        #[test]
        fn any_text_reads_and_what_is_read_writes_back(
            body in "[wsnKDTLSBCEXRULa-k0-9{}, \\\\%\\[\\]x#]{0,80}",
            command in proptest::sample::select(vec!["pieces", "nofields", "fieldtext", "fieldframe", "gridlines", "stip", "twins", "fen", "piecedefs"]),
        ) {
            let text = format!("\\begin{{diagram}}\\{command}{{{body}}}\\end{{diagram}}");
            let r = read_latex_diagrams(&text);
            for d in &r.diagrams {
                let w = write_latex_diagram(d, "en");
                let again = read_latex_diagrams(&w.text);
                proptest::prop_assert_eq!(&again.diagrams[0].board, &d.board);
            }
        }
    }

    /// A board with one piece of `walk` on d4 written as a diagram in
    /// `lang`, and the walk read back from it.
    fn walk_through(walk: Walk, lang: &str) -> (String, Option<Walk>) {
        let mut board = Board::empty(8, 8).unwrap();
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::White, walk)));
        let w = write_latex_diagram(&LatexDiagram::of_board(board), lang);
        let (d, warnings) = one(&w.text);
        assert!(warnings.is_empty(), "{}: {warnings:?}", w.text);
        let back = d
            .board
            .get(sq("d4"))
            .and_then(Cell::as_fairy)
            .and_then(|f| f.walk);
        (w.text, back)
    }

    /// Issue 44, finding 4: `Hase` is the rabbit; the 2:4-leaper is written
    /// `2:4-Springer` in German, and both read back as themselves.
    #[test]
    fn hase_is_the_rabbit_and_the_two_four_leaper_has_its_own_name() {
        let rabbit = Walk::from_code("rt", WalkLanguage::English).unwrap();
        let leaper = Walk::from_code("24", WalkLanguage::English).unwrap();
        let (text, back) = walk_through(rabbit, "de");
        assert!(text.contains("{Hase}"), "{text}");
        assert_eq!(back, Some(rabbit));
        let (text, back) = walk_through(leaper, "de");
        assert!(text.contains("{2:4-Springer}"), "{text}");
        assert_eq!(back, Some(leaper));
        assert_eq!(walk_named("Hase"), Some(rabbit));
    }

    /// Issue 44, finding 5: the writer names walks in the five languages
    /// its documentation gives, and every name it writes, in every one of
    /// them, reads back as the walk it named.
    #[test]
    fn every_walk_named_in_every_language_reads_back() {
        let g = Walk::from_code("g", WalkLanguage::English).unwrap();
        let (text, back) = walk_through(g, "it");
        assert!(text.contains("\\piecedefs{{w}{DU}{grillo}}"), "{text}");
        assert_eq!(back, Some(g));
        let (text, back) = walk_through(g, "nl-BE");
        assert!(text.contains("{sprinkhaan}"), "{text}");
        assert_eq!(back, Some(g));
        for lang in ["en", "de", "fr", "it", "nl", "pl"] {
            for walk in Walk::all() {
                assert_eq!(
                    walk_named(diagram_walk_name(walk, lang)),
                    Some(walk),
                    "{walk:?} {lang}"
                );
            }
        }
    }

    /// A problem through the package's notation and back.
    fn through(p: &Problem) -> (LatexWritten, Problem) {
        let w = write_latex_problem(p, "en");
        let (d, warnings) = one(&w.text);
        assert!(warnings.is_empty(), "{}: {warnings:?}", w.text);
        (w, d.to_problem())
    }

    /// Issue 44, finding 6: `^`, `~`, `∼`, line breaks and a twin holding a
    /// `;` read back as they were written.
    #[test]
    fn text_fields_read_back_as_written() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.stipulation = Some("h^#3".into());
        p.remark = Some("~1 and ∼2\nsecond line\r\nthird".into());
        p.solution = Some("1.Ka2\n1...Kb1".into());
        p.twins = vec![
            Twin::new(vec![TwinChange::Condition(vec!["Circe;Madrasi".into()])]),
            Twin {
                continued: true,
                ..Twin::new(vec![TwinChange::Stipulation("#2".into())])
            },
        ];
        let (w, back) = through(&p);
        assert!(w.text.contains("\\stipulation{h\\^{}\\#3}"), "{}", w.text);
        assert!(
            w.text
                .contains("\\remark{\\textasciitilde{}1 and \\any{}2\\\\second line\\\\third}"),
            "{}",
            w.text
        );
        assert!(
            w.text.contains("\\twins{b) Circe;Madrasi; +c) \\#2}"),
            "{}",
            w.text
        );
        assert!(w.lost_fields.is_empty());
        assert_eq!(back.stipulation.as_deref(), Some("h^#3"));
        assert_eq!(
            back.remark.as_deref(),
            Some("~1 and ∼2\nsecond line\nthird")
        );
        assert_eq!(back.solution.as_deref(), Some("1.Ka2\n1...Kb1"));
        let twins: Vec<_> = back
            .twins
            .iter()
            .map(|t| (t.text.as_deref(), t.continued))
            .collect();
        assert_eq!(
            twins,
            [(Some("b) Circe;Madrasi"), false), (Some("+c) #2"), true)]
        );
        // The accents alone are read as written.
        assert_eq!(from_latex("a\\\"{}b\\'{}c\\`{}d"), "a\"b'c`d");
    }

    /// A list whose item holds the list's separator cannot be written so
    /// that it reads back: the writer says which.
    #[test]
    fn a_separator_inside_an_item_is_reported() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.conditions = vec!["Circe; Madrasi".into()];
        p.keywords = vec!["Theme A, B".into(), "C".into()];
        p.authors = vec!["Smith; Jones".into()];
        let (w, _) = through(&p);
        assert_eq!(
            w.lost_fields,
            [
                LatexField::Author,
                LatexField::Condition,
                LatexField::Themes
            ]
        );
        p.conditions = vec!["Circe".into(), "Madrasi".into()];
        p.keywords = vec!["C".into()];
        p.authors = vec!["J. Smith Jr.".into(), "Petrov, Ivan".into()];
        let (w, back) = through(&p);
        assert!(w.lost_fields.is_empty(), "{:?}", w.lost_fields);
        assert_eq!(back.conditions, p.conditions);
        assert_eq!(back.authors, ["J. Smith Jr.", "Ivan Petrov"]);
    }

    /// A piece with no walk in the picture of a walk named under the
    /// diagram would be read back as that walk: it is reported.
    #[test]
    fn a_piece_without_walk_in_a_named_picture_is_reported() {
        let g = Walk::from_code("g", WalkLanguage::English).unwrap();
        let mut board = Board::empty(8, 8).unwrap();
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::White, g)));
        board.set(
            sq("e4"),
            Cell::fairy(Fairy::new(Side::White, Shape::Queen).turned(Turn::Down)),
        );
        let w = write_latex_diagram(&LatexDiagram::of_board(board), "en");
        assert_eq!(
            w.lost,
            [LatexLost {
                square: sq("e4"),
                kind: LatexLostKind::SharedPicture
            }]
        );
    }

    /// Issue 44, finding 7: `\begin{diagram}` broken over lines is found
    /// as the reader finds it.
    #[test]
    fn a_begin_over_two_lines_is_found() {
        for text in [
            "\\begin\n{diagram}\\pieces{wKa1}\\end{diagram}",
            "\\begin{ diagram\n}\\end{diagram}",
        ] {
            assert!(has_latex_diagram(text), "{text}");
            assert_eq!(read_latex_diagrams(text).diagrams.len(), 1, "{text}");
        }
        for text in [
            "\\\\begin{diagram}",
            "\\beginx{diagram}",
            "% \\begin\n{diagram}",
            "\\begin{stereodiagram}",
        ] {
            assert!(!has_latex_diagram(text), "{text}");
            assert!(read_latex_diagrams(text).diagrams.is_empty(), "{text}");
        }
    }

    /// A month or day of zero is written `0`, not left out (found by
    /// fuzzing: `2020-00` came back as `2020`).
    #[test]
    fn a_zero_month_is_written() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.source = Some(Source {
            name: "Problemkiste".into(),
            issue: None,
            date: Some("2020-00-07".into()),
        });
        let (w, back) = through(&p);
        assert!(
            w.text.contains("\\day{7}\n\\month{0}\n\\year{2020}\n"),
            "{}",
            w.text
        );
        assert_eq!(
            back.source.and_then(|s| s.date).as_deref(),
            Some("2020-00-07")
        );
    }

    /// A warning after a comment holding letters of several bytes is
    /// placed in characters of the text as written (found by fuzzing: it
    /// was counted in the blanked text's bytes, past the line's end).
    #[test]
    fn a_warning_after_a_wide_comment_is_placed_in_characters() {
        let text = "\\begin{diagram}\\pieces{wKa1}% ÄÖÜ\n\\pieces{wKz9}\\end{diagram}\n";
        let (_, warnings) = one(text);
        let places: Vec<_> = warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(places, [(2, 11)], "{warnings:?}");
        let text = "\\begin{diagram}% ÄÖÜ\\pieces{wKz9}\n\\end{diagram}";
        assert!(one(text).1.is_empty());
        // An item after a comment of wide letters, on the next line.
        let text = "\\begin{diagram}\\nofields{a1, % ÄÖÜ\nk1}\\end{diagram}";
        let (_, warnings) = one(text);
        assert_eq!(
            warnings,
            [LatexWarning {
                line: 2,
                column: 1,
                kind: LatexWarningKind::OffBoard("k1".into())
            }]
        );
    }

    /// A brace written `\{` in a name under the diagram is text, not the
    /// start of a group that would swallow the next `;` (found by fuzzing:
    /// two names read back as one).
    #[test]
    fn an_escaped_brace_does_not_join_the_names_under_a_diagram() {
        let text = "\\begin{diagram}\\pieces{wDUa1}\\piecedefs{{w}{DU}{a \\{b}; {s}{T}{xyz}}\\end{diagram}";
        let (d, warnings) = one(text);
        assert!(warnings.is_empty(), "{warnings:?}");
        let names: Vec<_> = d.piece_defs.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a {b", "xyz"]);
        let w = write_latex_diagram(&d, "en");
        assert_eq!(one(&w.text).0.piece_defs, d.piece_defs);
    }
}
