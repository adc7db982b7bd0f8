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
//!   `\twins`, `\remark`, `\solution` and the others of [`ProblemField`], with the
//!   package's short forms (`\stip`, `\cond`, `\rem`, `\sol`, `\dedic`),
//!   and `\Co{+}` for a computer-tested problem. Their text is read from
//!   LaTeX: `\#` is `#`, `\x` is `×`, `\ra` is `→`, `\"a` is `ä`, braces
//!   are dropped, `%` begins a comment.
//!
//! What cannot be read (an unknown command, a piece letter the package does
//! not know, a square off the board, a second piece on a square) is a
//! [`ReadWarning`] with its line and column; the rest of the diagram is read.
//! `stereodiagram` and `spacediagram` are told and passed over.
//!
//! Writing back ([`write()`]), a diagram is one environment with its lines in
//! the package's order, its pieces grouped by kind (White, Black, neutral;
//! king to pawn, circle, equihopper; upright, then turned right, upside
//! down and left) and their squares in order (`a1`, `a2`, …, `b1`). What
//! the package cannot draw — a cross, square or triangle marker, a knight
//! at a 45° step, a turned circle, a `?` — is a [`Lost`] naming the square,
//! written as near as the package allows.
//!
//! The module's files, by job: `reader` (finding environments and reading
//! their commands), `lex` (braces, lists, squares), `letters` (the package's piece letters and squares),
//! `walks` (walk names under a diagram), `tex` (a line's LaTeX and its
//! plain text), `warning` (what could not be read or written), `writer` (an
//! environment written back) and `problem` (an environment as a
//! [`Problem`](crate::problems::Problem) and back).

mod letters;
mod lex;
mod problem;
mod reader;
mod tex;
mod walks;
mod warning;
mod writer;

use crate::board::{Board, GridLine, Square};

pub use reader::{Environments, has_diagram, read};
pub use warning::{Lost, LostKind, ReadWarning, ReadWarningKind};
pub use writer::{Writing, write, write_problem};

/// A line of a problem that the package keeps, by its command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ProblemField {
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
const FIELDS: [(ProblemField, &str, &[&str]); 25] = [
    (ProblemField::Author, "author", &[]),
    (ProblemField::City, "city", &[]),
    (ProblemField::SourceNr, "sourcenr", &[]),
    (ProblemField::Source, "source", &[]),
    (ProblemField::Issue, "issue", &[]),
    (ProblemField::Pages, "pages", &[]),
    (ProblemField::Day, "day", &[]),
    (ProblemField::Month, "month", &[]),
    (ProblemField::Months, "months", &[]),
    (ProblemField::Year, "year", &[]),
    (ProblemField::Tournament, "tournament", &["tourn"]),
    (ProblemField::Award, "award", &[]),
    (ProblemField::After, "after", &[]),
    (ProblemField::Version, "version", &[]),
    (ProblemField::Correction, "correction", &[]),
    (ProblemField::Dedication, "dedication", &["dedic"]),
    (ProblemField::Stipulation, "stipulation", &["stip"]),
    (ProblemField::Condition, "condition", &["cond"]),
    (ProblemField::Twins, "twins", &[]),
    (ProblemField::Remark, "remark", &["rem"]),
    (ProblemField::Solution, "solution", &["sol"]),
    (ProblemField::Comment, "comment", &[]),
    (ProblemField::Judgement, "judgement", &[]),
    (ProblemField::Themes, "themes", &[]),
    (ProblemField::Genre, "genre", &[]),
];

impl ProblemField {
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
    pub fn from_command(name: &str) -> Option<ProblemField> {
        FIELDS
            .iter()
            .find(|(_, c, aliases)| *c == name || aliases.contains(&name))
            .map(|(f, _, _)| *f)
    }
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
pub struct Environment {
    /// The position, with fairy pieces, holes and texts.
    pub board: Board,
    /// The problem's lines, in the order written; the text is plain
    /// Unicode, read from LaTeX.
    pub fields: Vec<(ProblemField, String)>,
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
    pub piece_defs: Vec<PieceDef>,
    /// The line `\begin{diagram}` is on, from 1.
    pub line: usize,
}

impl Environment {
    /// A diagram of a board alone.
    #[must_use]
    pub fn of_board(board: Board) -> Environment {
        Environment {
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
    pub fn field(&self, field: ProblemField) -> Option<&str> {
        self.fields
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, t)| t.as_str())
    }
}

/// What the tests of this module's files share.
#[cfg(test)]
mod testing {
    use super::*;
    use crate::board::{Fairy, Shape, Side, Turn};
    use crate::problems::Problem;
    use letters::{ROLES, square_code};
    use writer::{Writing, write_problem};

    pub(super) fn sq(name: &str) -> Square {
        Square::parse(name).unwrap_or_else(|| panic!("{name} is a square"))
    }

    pub(super) fn one(text: &str) -> (Environment, Vec<ReadWarning>) {
        let mut r = read(text);
        assert_eq!(r.diagrams.len(), 1, "{text}");
        (r.diagrams.remove(0), r.warnings)
    }

    /// Every colour, piece letter and turn the package has, once each, on a
    /// 10×10 board (so ranks 10 are braced), as `write` orders them.
    pub(super) fn every_kind() -> (String, Vec<(Square, Fairy)>) {
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

    /// A problem through the package's notation and back.
    pub(super) fn through(p: &Problem) -> (Writing, Problem) {
        let w = write_problem(p, "en");
        let (d, warnings) = one(&w.text);
        assert!(warnings.is_empty(), "{}: {warnings:?}", w.text);
        (w, d.to_problem())
    }
}
