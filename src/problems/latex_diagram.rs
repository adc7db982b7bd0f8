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
//!   walk; where the name is one of Popeye's walks (in English, German or
//!   French, or the walk's code), the pieces of that picture get that walk.
//! - The problem's lines: `\author`, `\source`, `\stipulation`, `\condition`,
//!   `\twins`, `\remark`, `\solution` and the others of [`Field`], with the
//!   package's short forms (`\stip`, `\cond`, `\rem`, `\sol`, `\dedic`),
//!   and `\Co{+}` for a computer-tested problem. Their text is read from
//!   LaTeX: `\#` is `#`, `\x` is `×`, `\ra` is `→`, `\"a` is `ä`, braces
//!   are dropped, `%` begins a comment.
//!
//! What cannot be read (an unknown command, a piece letter the package does
//! not know, a square off the board, a second piece on a square) is a
//! [`Warning`] with its line and column; the rest of the diagram is read.
//! `stereodiagram` and `spacediagram` are told and passed over.
//!
//! Written back ([`write`]), a diagram is one environment with its lines in
//! the package's order, its pieces grouped by kind (White, Black, neutral;
//! king to pawn, circle, equihopper; upright, then turned right, upside
//! down and left) and their squares in order (`a1`, `a2`, …, `b1`). What
//! the package cannot draw — a cross, square or triangle marker, a knight
//! at a 45° step, a turned circle, a `?` — is a [`Lost`] naming the square,
//! written as near as the package allows.

use std::fmt::Write as _;

use crate::board::{Board, Cell, Fairy, Shape, Side, Square, SquareText, Turn, Walk, WalkLanguage};

/// A line of a problem that the package keeps, by its command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
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
const FIELDS: [(Field, &str, &[&str]); 25] = [
    (Field::Author, "author", &[]),
    (Field::City, "city", &[]),
    (Field::SourceNr, "sourcenr", &[]),
    (Field::Source, "source", &[]),
    (Field::Issue, "issue", &[]),
    (Field::Pages, "pages", &[]),
    (Field::Day, "day", &[]),
    (Field::Month, "month", &[]),
    (Field::Months, "months", &[]),
    (Field::Year, "year", &[]),
    (Field::Tournament, "tournament", &["tourn"]),
    (Field::Award, "award", &[]),
    (Field::After, "after", &[]),
    (Field::Version, "version", &[]),
    (Field::Correction, "correction", &[]),
    (Field::Dedication, "dedication", &["dedic"]),
    (Field::Stipulation, "stipulation", &["stip"]),
    (Field::Condition, "condition", &["cond"]),
    (Field::Twins, "twins", &[]),
    (Field::Remark, "remark", &["rem"]),
    (Field::Solution, "solution", &["sol"]),
    (Field::Comment, "comment", &[]),
    (Field::Judgement, "judgement", &[]),
    (Field::Themes, "themes", &[]),
    (Field::Genre, "genre", &[]),
];

impl Field {
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
    pub fn from_command(name: &str) -> Option<Field> {
        FIELDS
            .iter()
            .find(|(_, c, aliases)| *c == name || aliases.contains(&name))
            .map(|(f, _, _)| *f)
    }
}

/// A line drawn between squares (`\gridlines{v217}`): from the lower left
/// corner of square (`file`, `rank`), counted from 0, `length` squares up
/// (vertical) or right (horizontal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GridLine {
    /// Up the board rather than across.
    pub vertical: bool,
    /// The file of its start, from 0.
    pub file: usize,
    /// The rank of its start, from 0.
    pub rank: usize,
    /// Its length in squares.
    pub length: usize,
}

/// A picture named under the diagram (`\piecedefs{{ws}{DU}{Grasshopper}}`)
/// that names no walk of Popeye's: kept as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PieceDef {
    /// The colours shown, in the package's letters (`ws`).
    pub colours: String,
    /// The picture's piece letter and turn (`DU`).
    pub code: String,
    /// The name given.
    pub name: String,
}

/// One `diagram` environment: a board and the problem's lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    /// The position, with fairy pieces, holes and texts.
    pub board: Board,
    /// The problem's lines, in the order written; the text is plain
    /// Unicode, read from LaTeX.
    pub fields: Vec<(Field, String)>,
    /// Whether `\Co{+}` says a computer tested it.
    pub computer_tested: bool,
    /// Framed squares (`\fieldframe`).
    pub frames: Vec<Square>,
    /// Lines between squares (`\gridlines`).
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
    pub piece_defs: Vec<PieceDef>,
    /// The line `\begin{diagram}` is on, from 1.
    pub line: usize,
}

impl Diagram {
    /// A diagram of a board alone.
    #[must_use]
    pub fn of_board(board: Board) -> Diagram {
        Diagram {
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
    pub fn field(&self, field: Field) -> Option<&str> {
        self.fields
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, t)| t.as_str())
    }
}

/// What could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WarningKind {
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
pub struct Warning {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What it is.
    pub kind: WarningKind,
}

/// The diagrams of a text and what of them could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reading {
    /// Every `diagram` environment, in order.
    pub diagrams: Vec<Diagram>,
    /// What could not be read, in order.
    pub warnings: Vec<Warning>,
}

/// Whether a text holds a `diagram` environment (outside a comment).
///
/// ```
/// use forsythe::problems::latex_diagram::has_diagram;
/// assert!(has_diagram("\\begin{diagram}\\pieces{wKe1}\\end{diagram}"));
/// assert!(!has_diagram("% \\begin{diagram}\n"));
/// ```
#[must_use]
pub fn has_diagram(text: &str) -> bool {
    uncommented(text).contains("\\begin{diagram}")
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
        let column = self
            .text
            .get(start..offset.min(self.text.len()))
            .map_or(0, |s| s.chars().count());
        (line, column + 1)
    }
}

/// Reads every `diagram` environment of a text.
///
/// ```
/// use forsythe::problems::latex_diagram::{read, Field};
/// use forsythe::{Cell, Fairy, Shape, Side, Square, Turn};
/// let text = "\\begin{diagram}\n\\pieces{wKe1, nDUd4}\n\\stip{h\\#2}\n\\end{diagram}\n";
/// let reading = read(text);
/// assert!(reading.warnings.is_empty());
/// let d = &reading.diagrams[0];
/// let d4 = Square::parse("d4").unwrap();
/// assert_eq!(d.board.get(d4), Some(Cell::Fairy(Fairy::new(Side::Neutral, Shape::Queen).turned(Turn::Down))));
/// assert_eq!(d.field(Field::Stipulation), Some("h#2"));
/// ```
#[must_use]
pub fn read(text: &str) -> Reading {
    let clean = uncommented(text);
    let mut reader = Reader {
        text: &clean,
        pos: 0,
        lines: Lines::new(&clean),
        letters: GERMAN,
        warnings: Vec::new(),
    };
    let mut diagrams = Vec::new();
    while let Some(i) = reader.rest().find('\\') {
        reader.pos += i;
        let at = reader.pos;
        let name = reader.command_name();
        match name.as_str() {
            "begin" => {
                let Some((_, env)) = reader.argument() else {
                    continue;
                };
                match env.trim() {
                    "diagram" => {
                        if let Some(d) = reader.diagram(at) {
                            diagrams.push(d);
                        }
                    }
                    "stereodiagram" | "spacediagram" => {
                        let env = env.trim().to_owned();
                        reader.warn(at, WarningKind::Planes(env.clone()));
                        reader.skip_to_end(&env);
                    }
                    _ => {}
                }
            }
            "DefinePieces" => reader.define_pieces(at),
            _ => {}
        }
    }
    Reading {
        diagrams,
        warnings: reader.warnings,
    }
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    lines: Lines<'a>,
    letters: Letters,
    warnings: Vec<Warning>,
}

/// A square of `\pieces` waiting for `\piecedefs`: where, and its picture.
struct Placed {
    square: Square,
    fairy: Fairy,
}

impl<'a> Reader<'a> {
    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn warn(&mut self, offset: usize, kind: WarningKind) {
        let (line, column) = self.lines.at(offset);
        self.warnings.push(Warning { line, column, kind });
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
            self.warn(at, WarningKind::MissingArgument("DefinePieces".into()));
        }
    }

    /// Reads a diagram environment whose `\begin{diagram}` was at `at` and
    /// has been taken.
    fn diagram(&mut self, at: usize) -> Option<Diagram> {
        let (line, _) = self.lines.at(at);
        let (mut width, mut height) = (8, 8);
        if let Some((start, size)) = self.option() {
            match parse_size(size) {
                Some((w, h)) => (width, height) = (w, h),
                None => self.warn(start, WarningKind::BadSize(size.trim().to_owned())),
            }
        }
        let board = Board::empty(width, height).ok()?;
        let mut d = Diagram {
            line,
            ..Diagram::of_board(board)
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
                    self.warn(start, WarningKind::StrayText(word));
                    stray_warned = true;
                }
                self.pos += skip;
                continue;
            }
            let cmd_at = self.pos;
            let name = self.command_name();
            if let Some(field) = Field::from_command(&name) {
                // `\condition*` and `\twins*` only change the layout.
                if self.rest().starts_with('*') {
                    self.pos += 1;
                }
                match self.argument() {
                    Some((_, t)) => {
                        let t = from_latex(t);
                        d.fields.push((field, t));
                    }
                    None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
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
                        None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
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
                                self.warn(start + off, WarningKind::Occupied(sq.to_string()));
                            }
                        }
                    }
                    None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
                },
                "fieldtext" => match self.argument() {
                    Some((start, list)) => self.texts(start, list, &mut d.board),
                    None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
                },
                "gridlines" => match self.argument() {
                    Some((start, list)) => {
                        for (off, item) in split_list(list, ',') {
                            match parse_grid_line(item) {
                                Some(g) => d.grid_lines.push(g),
                                None => self
                                    .warn(start + off, WarningKind::BadGridLine(item.to_owned())),
                            }
                        }
                    }
                    None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
                },
                "piecedefs" => match self.argument() {
                    Some((start, list)) => {
                        defs.extend(split_list(list, ';').map(|(o, t)| (start + o, t)));
                    }
                    None => self.warn(cmd_at, WarningKind::MissingArgument(name)),
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
                    self.warn(cmd_at, WarningKind::UnknownCommand(format!("\\{name}")));
                    while self.argument().is_some() {}
                }
            }
        }
        if !closed {
            self.warn(at, WarningKind::Unclosed);
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
                self.warn(at, WarningKind::BadPiece(item.to_owned()));
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
                    self.warn(at + i, WarningKind::TurnIgnored(item.to_owned()));
                }
            }
            let Some(&(squares_at, _)) = chars.peek() else {
                self.warn(at, WarningKind::BadPiece(item.to_owned()));
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
                        WarningKind::Occupied(sq.to_string()),
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
            self.warn(at, WarningKind::BadSquare(item.to_owned()));
            return None;
        };
        if !board.contains(sq) {
            self.warn(at, WarningKind::OffBoard(sq.to_string()));
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
            self.warn(start, WarningKind::BadFen(fen.to_owned()));
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
                    self.warn(at, WarningKind::BadPiece(item.to_owned()));
                    continue;
                }
            };
            let Some(sq) = self.square_item(at + lead, square, board) else {
                continue;
            };
            let plain = from_latex(text);
            let Ok(label) = plain.parse::<SquareText>() else {
                self.warn(at, WarningKind::LongText(plain));
                continue;
            };
            if board.get(sq) == Some(Cell::Empty) {
                board.set(sq, Cell::Text(label));
            } else {
                self.warn(at, WarningKind::Occupied(sq.to_string()));
            }
        }
    }

    /// Gives the pieces whose picture `\piecedefs` names by a walk that walk.
    fn apply_defs(&mut self, defs: &[(usize, &str)], placed: &[Placed], d: &mut Diagram) {
        for &(at, def) in defs {
            let mut rest = def.trim();
            let mut parts = Vec::new();
            while rest.starts_with('{') {
                let Some(end) = balanced(rest) else { break };
                parts.push(rest.get(1..end).unwrap_or(""));
                rest = rest.get(end + 1..).unwrap_or("").trim_start();
            }
            let [colours, code, name] = parts.as_slice() else {
                self.warn(at, WarningKind::BadPiece(def.to_owned()));
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
                _ => d.piece_defs.push(PieceDef {
                    colours: colours.trim().to_owned(),
                    code: code.trim().to_owned(),
                    name,
                }),
            }
        }
    }
}

/// The walk a name given under a diagram names: one of Popeye's walks by
/// its name in English, German or French, or its English code.
fn walk_named(name: &str) -> Option<Walk> {
    let name = name.trim();
    Walk::from_name(name).or_else(|| {
        Walk::all().find(|w| {
            [WalkLanguage::German, WalkLanguage::French]
                .into_iter()
                .any(|l| w.name(l).to_lowercase() == name.to_lowercase())
        })
    })
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
/// byte offset in `list`; empty items are left out.
fn split_list(list: &str, sep: char) -> impl Iterator<Item = (usize, &str)> {
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, c) in list.char_indices() {
        match c {
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
        file: *file,
        rank: *rank,
        length: *length,
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

const SYMBOLS: [(&str, &str); 14] = [
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
                    '\\' | ',' | ' ' => out.push(' '),
                    _ => out.push(n),
                }
            }
            '{' | '}' => {}
            '~' => out.push('\u{a0}'),
            '\n' | '\r' | '\t' => {
                if !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            _ => out.push(c),
        }
    }
    out.trim().to_owned()
}

/// The LaTeX of a problem's line: the package's symbols for `×`, `→`, `↔`,
/// `∼`, TeX's special characters escaped.
fn to_latex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '#' | '$' | '%' | '&' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '~' | '∼' => out.push_str("\\any{}"),
            '^' => out.push_str("\\^{}"),
            '×' => out.push_str("\\x{}"),
            '→' => out.push_str("\\ra{}"),
            '↔' => out.push_str("\\lra{}"),
            '⇒' => out.push_str("\\further{}"),
            '\u{a0}' => out.push('~'),
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// Why something on a square cannot be written as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LostKind {
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
    /// not named under the diagram.
    SharedPicture,
}

/// Something the package cannot write, on its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lost {
    /// The square.
    pub square: Square,
    /// What was lost.
    pub kind: LostKind,
}

/// The package's letters for a piece (`wDU`), with what the package could
/// not say of it.
fn piece_code(f: Fairy) -> (String, Option<LostKind>) {
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
            let e = if f.turn.eighths() % 4 == 0 { 'E' } else { 'X' };
            if !matches!(f.turn, Turn::Up | Turn::Right) {
                lost = Some(LostKind::Turn);
            }
            (e, false)
        }
        Shape::Circle => {
            if f.turn != Turn::Up {
                lost = Some(LostKind::Turn);
            }
            ('C', false)
        }
        Shape::Cross | Shape::Square | Shape::Triangle => {
            lost = Some(LostKind::Marker);
            ('C', false)
        }
    };
    let mut code = format!("{colour}{letter}");
    if turnable {
        let eighths = f.turn.eighths();
        if eighths % 2 == 1 {
            lost = Some(LostKind::EighthTurn);
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
pub struct Written {
    /// The environment, ending with a line end.
    pub text: String,
    /// What could not be written as it is, by square.
    pub lost: Vec<Lost>,
}

/// Writes a diagram as a `diagram` environment. Walks are named under the
/// diagram (`\piecedefs`) in the language of `lang` (`de`, `fr`; English
/// otherwise).
///
/// ```
/// use forsythe::problems::latex_diagram::{write, Diagram};
/// let board: forsythe::Board = "4k3/8/8/8/8/8/8/4K2R".parse().unwrap();
/// let w = write(&Diagram::of_board(board), "en");
/// assert_eq!(w.text, "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n");
/// assert!(w.lost.is_empty());
/// ```
#[must_use]
pub fn write(d: &Diagram, lang: &str) -> Written {
    let board = &d.board;
    let mut out = String::from("\\begin{diagram}");
    if (board.width(), board.height()) != (8, 8) {
        let _ = write!(out, "[{}x{}]", board.width(), board.height());
    }
    out.push('\n');
    let mut fields: Vec<&(Field, String)> = d.fields.iter().collect();
    fields.sort_by_key(|(f, _)| *f);
    let (above, below): (Vec<_>, Vec<_>) = fields
        .into_iter()
        .partition(|(f, _)| *f < Field::Stipulation);
    for (field, text) in above {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    let mut lost = Vec::new();
    // The pieces, grouped by their letters; the squares of each in order.
    let mut groups: Vec<(String, Vec<Square>)> = Vec::new();
    // The walks to name under the diagram: picture, walk, colours.
    let mut walks: Vec<(String, Walk, Vec<char>)> = Vec::new();
    let mut holes = Vec::new();
    let mut texts = Vec::new();
    let mut squares: Vec<(Square, Cell)> = board.cells().collect();
    squares.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    for (sq, cell) in squares {
        match cell {
            Cell::Empty => {}
            Cell::Hole => holes.push(sq),
            Cell::Text(t) => texts.push((sq, t)),
            Cell::Unknown(_) => lost.push(Lost {
                square: sq,
                kind: LostKind::Unknown,
            }),
            Cell::Piece(_) | Cell::Fairy(_) => {
                let Some(f) = cell.as_fairy() else { continue };
                let (code, why) = piece_code(f);
                if let Some(kind) = why {
                    lost.push(Lost { square: sq, kind });
                }
                if let Some(walk) = f.walk {
                    let picture: String = code.chars().skip(1).collect();
                    let colour = code.chars().next().unwrap_or('w');
                    match walks.iter_mut().find(|(p, _, _)| *p == picture) {
                        Some((_, w, colours)) if *w == walk => {
                            if !colours.contains(&colour) {
                                colours.push(colour);
                            }
                        }
                        Some(_) => lost.push(Lost {
                            square: sq,
                            kind: LostKind::SharedPicture,
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
                    num(g.file),
                    num(g.rank),
                    num(g.length)
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
    for (field, text) in below.iter().filter(|(f, _)| *f < Field::Solution) {
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
                to_latex(walk.name_for(lang))
            )
        })
        .collect();
    defs.extend(
        d.piece_defs
            .iter()
            .map(|p| format!("{{{}}}{{{}}}{{{}}}", p.colours, p.code, to_latex(&p.name))),
    );
    if !defs.is_empty() {
        let _ = writeln!(out, "\\piecedefs{{{}}}", defs.join("; "));
    }
    if d.computer_tested {
        out.push_str("\\Co{+}\n");
    }
    for (field, text) in below.iter().filter(|(f, _)| *f >= Field::Solution) {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    out.push_str("\\end{diagram}\n");
    Written { text: out, lost }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("{name} is a square"))
    }

    fn one(text: &str) -> (Diagram, Vec<Warning>) {
        let mut r = read(text);
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
        let w = write(&d, "en");
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
                    file: 2,
                    rank: 1,
                    length: 7
                },
                GridLine {
                    vertical: false,
                    file: 10,
                    rank: 0,
                    length: 4
                },
            ]
        );
        assert!(d.grid_chess && d.vertical_cylinder && !d.horizontal_cylinder && d.computer_tested);
        assert_eq!(
            d.field(Field::Author),
            Some("Brand, Thomas; Höning, Stefan")
        );
        assert_eq!(d.field(Field::Stipulation), Some("h#7"));
        assert_eq!(d.field(Field::Twins), Some("b) wKd1→c1; c) +sBe5"));
        assert_eq!(d.field(Field::Remark), Some("50% & more"));
        assert_eq!(d.field(Field::Solution), Some("1.Ta3 Kc2!, 2.Tf3 e×f3"));
        assert_eq!(d.piece_defs, []);
        assert_eq!(write(&d, "en").text, text);
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
        let r = read(text);
        assert_eq!(r.warnings, []);
        let [a, b] = r.diagrams.as_slice() else {
            panic!("two diagrams: {:?}", r.diagrams)
        };
        assert_eq!(
            a.fields,
            [
                (Field::Stipulation, "#2".to_owned()),
                (Field::Condition, "Madrasi".to_owned()),
                (Field::Remark, "Größe, étude".to_owned()),
            ]
        );
        assert_eq!(a.line, 2);
        assert_eq!(
            write(a, "en").text,
            "\\begin{diagram}\n\\pieces{wKe1, sDUd8h4, nSRa1}\n\\stipulation{\\#2}\n\
             \\condition{Madrasi}\n\\remark{Größe, étude}\n\\end{diagram}\n"
        );
        assert_eq!(
            write(b, "en").text,
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
        let r = read(text);
        let at = |line, column, kind| Warning { line, column, kind };
        assert_eq!(
            r.warnings,
            [
                at(1, 17, WarningKind::BadSize("9x30".into())),
                at(2, 15, WarningKind::BadPiece("wQd1".into())),
                at(2, 23, WarningKind::Occupied("e1".into())),
                at(2, 29, WarningKind::OffBoard("z1".into())),
                at(2, 35, WarningKind::OffBoard("k9".into())),
                at(2, 41, WarningKind::BadSquare("e0".into())),
                at(2, 47, WarningKind::TurnIgnored("nCRf5".into())),
                at(3, 11, WarningKind::Occupied("e1".into())),
                at(3, 25, WarningKind::LongText("ABC".into())),
                at(3, 44, WarningKind::BadGridLine("q123".into())),
                at(4, 1, WarningKind::UnknownCommand("\\bold".into())),
                at(4, 10, WarningKind::StrayText("stray".into())),
                at(5, 1, WarningKind::Planes("stereodiagram".into())),
                at(6, 21, WarningKind::BadFen("8/8/9".into())),
                at(6, 1, WarningKind::Unclosed),
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
        let w = write(&Diagram::of_board(board), "de");
        assert_eq!(
            w.text,
            "\\begin{diagram}\n\\pieces{wDUf1h1, wCa1c1, sSRb1, sDUg1, nXd1}\n\
             \\piecedefs{{ws}{DU}{Grashüpfer}}\n\\end{diagram}\n"
                .replace("wDUf1h1", "wDUf1")
                .replace("sSRb1, sDUg1", "sDUg1h1, sSRb1")
        );
        let lost: Vec<(String, LostKind)> = w
            .lost
            .iter()
            .map(|l| (l.square.to_string(), l.kind))
            .collect();
        assert_eq!(
            lost,
            [
                ("a1".to_owned(), LostKind::Marker),
                ("b1".to_owned(), LostKind::EighthTurn),
                ("c1".to_owned(), LostKind::Turn),
                ("d1".to_owned(), LostKind::Turn),
                ("e1".to_owned(), LostKind::Unknown),
                ("g1".to_owned(), LostKind::SharedPicture),
            ]
        );
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
            let r = read(text);
            for d in &r.diagrams {
                let _ = write(d, "en");
            }
        }
    }
}
