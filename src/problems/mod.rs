//! Problems: chess problems as problemists keep them, with their author,
//! source, stipulation, fairy conditions, twins, piece attributes and,
//! sometimes, the solution.
//!
//! A [`Problem`] is what every problem file becomes, whatever it was read
//! from (Popeye input, YACPDB/olive YAML, the LaTeX `diagram` package's
//! commands). It holds the main position ([`Problem::board`] with the
//! attributes of its pieces), the problem's own lines, and its [`Twin`]s;
//! [`Problem::positions`] plays the twins into the positions a book prints.
//!
//! ```
//! use forsythe::problems::{Problem, Twin, TwinChange};
//! use forsythe::{Board, Cell, Color, Piece, Role, Square};
//!
//! let sq = |s: &str| Square::parse(s).unwrap();
//! let mut problem = Problem::new(Board::empty(8, 8).unwrap());
//! problem.board.set(sq("d7"), Cell::Piece(Piece::new(Color::White, Role::King)));
//! problem.stipulation = Some("#2".into());
//! problem.twins.push(Twin::new(vec![TwinChange::Move { from: sq("d7"), to: sq("e6") }]));
//! let positions = problem.positions();
//! assert_eq!(positions.len(), 2);
//! assert_eq!(positions[1].label, "b)");
//! assert_eq!(positions[1].board.to_string(), "8/8/4K3/8/8/8/8/8");
//! ```
//!
//! This layer knows nothing of drawing and nothing of the interface
//! language: a twin's change is data, and the edges say it in words.

mod conditions;
mod count;
pub mod latex;
mod olive;
mod popeye;
mod twin;
mod written;

use std::fmt;

use crate::board::{Attributes, Board, BoardMarks, Square, WalkLanguage};
use crate::notation::Dialect;

pub use conditions::{ConditionNames, name_conditions};
pub use count::{piece_count, problem_count};
pub use olive::{is_document_start, is_olive, is_olive_field, read_olive};
pub use popeye::{is_popeye, read_popeye};
pub use twin::{Mirror, Rotation, Twin, TwinChange, TwinError};
pub use written::{PieceList, olive_entry, piece_list, popeye_pieces};

/// Where a problem was published: the publication's name, the issue and the
/// date, as far as the file says. A file that writes it as one line (Popeye's
/// `origin`) has it all in `name`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Source {
    /// The publication, or the whole line.
    pub name: String,
    /// The issue or the problem's number in it (`12`, `3/1996`).
    pub issue: Option<String>,
    /// The date (`1996-07`, `1996`).
    pub date: Option<String>,
}

impl Source {
    /// A source written as one line.
    #[must_use]
    pub fn line(text: &str) -> Source {
        Source {
            name: text.trim().to_owned(),
            issue: None,
            date: None,
        }
    }
}

impl fmt::Display for Source {
    /// The name, then the issue and date, comma-separated:
    /// `The Problemist, 4, 1996-07`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts = [
            Some(self.name.as_str()),
            self.issue.as_deref(),
            self.date.as_deref(),
        ];
        let mut first = true;
        for part in parts.into_iter().flatten().filter(|p| !p.is_empty()) {
            if !first {
                f.write_str(", ")?;
            }
            f.write_str(part)?;
            first = false;
        }
        Ok(())
    }
}

/// The notation a problem was written in: its piece letters and the
/// language of its fairy walks, so its twins can be said back in the same
/// letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProblemNotation {
    /// The orthodox piece letters.
    pub dialect: Dialect,
    /// The language of the walks' codes.
    pub walks: WalkLanguage,
}

impl Default for ProblemNotation {
    fn default() -> ProblemNotation {
        ProblemNotation {
            dialect: Dialect::POPEYE,
            walks: WalkLanguage::English,
        }
    }
}

/// One chess problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The main position (the twins start from it).
    pub board: Board,
    /// The attributes of its pieces.
    pub attributes: Attributes,
    /// The authors, each as written (any script).
    pub authors: Vec<String>,
    /// Where it was published.
    pub source: Option<Source>,
    /// The award (`1st Prize`, `1. Preis`), as written.
    pub award: Option<String>,
    /// A dedication (`to J. Smith`), as written.
    pub dedication: Option<String>,
    /// A title.
    pub title: Option<String>,
    /// The stipulation as written (`#2`, `h#3`, `ser-h=12`).
    pub stipulation: Option<String>,
    /// Fairy conditions, each as written (`circe`, `madrasi rex inclusive`).
    pub conditions: Vec<String>,
    /// The language of Popeye's condition words the conditions are written
    /// in (cut short, any case), which [`name_conditions`] names in full;
    /// `None` where they are written out for a reader.
    pub condition_words: Option<WalkLanguage>,
    /// Solving options, kept (`variation`, `try`, `whitetoplay`, `intelligent 2`).
    pub options: Vec<String>,
    /// The twins, in order: the first one is b), the main position a).
    pub twins: Vec<Twin>,
    /// A remark, as written.
    pub remark: Option<String>,
    /// The solution as written in the file, if it has one.
    pub solution: Option<String>,
    /// Keywords (themes) as written.
    pub keywords: Vec<String>,
    /// The file says the problem was tested by a solving program (`C+`).
    pub computer_tested: bool,
    /// How many total invisibles the problem has (Popeye's
    /// `TotalInvisible 2`): pieces on the board that the diagram does not
    /// show; 0 for none.
    pub total_invisible: u32,
    /// Grid lines, framed squares, cylinders.
    pub marks: BoardMarks,
    /// The notation the problem was read in.
    pub notation: ProblemNotation,
    /// The problem's own number or id in its file or database, if it has one.
    pub id: Option<String>,
    /// The line the problem starts at in its file (1-based; 0 when not read
    /// from a file).
    pub line: usize,
    /// Things the file says that nothing here uses (a protocol file, a
    /// database's own fields): kept as key and value, in file order.
    pub kept: Vec<(String, String)>,
}

impl Problem {
    /// A problem with `board` and nothing else.
    #[must_use]
    pub fn new(board: Board) -> Problem {
        Problem {
            board,
            attributes: Attributes::new(),
            authors: Vec::new(),
            source: None,
            award: None,
            dedication: None,
            title: None,
            stipulation: None,
            conditions: Vec::new(),
            condition_words: None,
            options: Vec::new(),
            twins: Vec::new(),
            remark: None,
            solution: None,
            keywords: Vec::new(),
            computer_tested: false,
            total_invisible: 0,
            marks: BoardMarks::default(),
            notation: ProblemNotation::default(),
            id: None,
            line: 0,
            kept: Vec::new(),
        }
    }

    /// The problem's lines by name, as templates and the problem layout
    /// take them: `Author` (the authors joined by `, `, each written
    /// `Surname, Given` drawn as `Given Surname`: see [`author_name`]), `Source`,
    /// `Stipulation`, `Condition` (joined by `, `), `Award`, `Dedication`,
    /// `Title`, `Remark`, `Solution`, `Keywords`, `Options`, `Id`, `C+`
    /// for a computer-tested problem and `TotalInvisible` with the count of
    /// total invisibles; a line the problem lacks is left out.
    ///
    /// ```
    /// use forsythe::problems::{Problem, Source};
    /// let mut p = Problem::new(forsythe::Board::empty(8, 8).unwrap());
    /// p.authors = vec!["A. Ivanov".into(), "B. Petrov".into()];
    /// p.source = Some(Source::line("Shakhmaty 1968"));
    /// p.conditions = vec!["Circe".into(), "Madrasi".into()];
    /// assert_eq!(p.lines(), [
    ///     ("Author".to_owned(), "A. Ivanov, B. Petrov".to_owned()),
    ///     ("Source".to_owned(), "Shakhmaty 1968".to_owned()),
    ///     ("Condition".to_owned(), "Circe, Madrasi".to_owned()),
    /// ]);
    /// ```
    #[must_use]
    pub fn lines(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut push = |name: &str, value: Option<String>| {
            if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
                out.push((name.to_owned(), v));
            }
        };
        let joined = |v: &[String]| (!v.is_empty()).then(|| v.join(", "));
        let authors: Vec<String> = self.authors.iter().map(|a| author_name(a)).collect();
        push("Author", joined(&authors));
        push("Source", self.source.as_ref().map(ToString::to_string));
        push("Stipulation", self.stipulation.clone());
        push("Condition", joined(&self.conditions));
        push("Award", self.award.clone());
        push("Dedication", self.dedication.clone());
        push("Title", self.title.clone());
        push("Remark", self.remark.clone());
        push("Solution", self.solution.clone());
        push("Keywords", joined(&self.keywords));
        push("Options", joined(&self.options));
        push("Id", self.id.clone());
        push("C+", self.computer_tested.then(|| "C+".to_owned()));
        push(
            "TotalInvisible",
            (self.total_invisible > 0).then(|| self.total_invisible.to_string()),
        );
        out
    }

    /// The main position as a [`Position`] labelled `a)` when there are twins
    /// (and with no label when there are none).
    #[must_use]
    pub fn main_position(&self) -> Position {
        Position {
            label: if self.twins.is_empty() {
                String::new()
            } else {
                twin::label(0)
            },
            board: self.board.clone(),
            attributes: self.attributes.clone(),
            stipulation: self.stipulation.clone(),
            conditions: self.conditions.clone(),
            error: None,
        }
    }

    /// The main position, then one position per twin: a twin changes the
    /// main position, a continued twin the one before it. A twin that cannot
    /// be applied (a move from an empty square, a shift off the board)
    /// leaves the position it starts from unchanged and says why in
    /// [`Position::error`].
    #[must_use]
    pub fn positions(&self) -> Vec<Position> {
        let main = self.main_position();
        let mut out = vec![main.clone()];
        for (i, t) in self.twins.iter().enumerate() {
            let base = if t.continued {
                out.last().cloned().unwrap_or_else(|| main.clone())
            } else {
                main.clone()
            };
            let mut next = base.clone();
            next.label = twin::label(i + 1);
            next.error = None;
            if let Err(e) = t.apply(&mut next) {
                let label = next.label.clone();
                next = base;
                next.label = label;
                next.error = Some(e);
            }
            out.push(next);
        }
        out
    }
}

/// An author as a diagram prints the name: one written `Surname, Given`
/// (as YACPDB and olive write every author) is turned to `Given Surname`; a
/// name with no comma, with more than one, or whose part before the comma
/// is no surname alone (it has a `.` or a digit: `A. Ivanov, B. Petrov` is
/// two people) stays as written.
///
/// ```
/// use forsythe::problems::author_name;
/// assert_eq!(author_name("Петков, Петко А."), "Петко А. Петков");
/// assert_eq!(author_name("van der Berg, Jan"), "Jan van der Berg");
/// assert_eq!(author_name("A. Ivanov, B. Petrov"), "A. Ivanov, B. Petrov");
/// assert_eq!(author_name("S. Loyd"), "S. Loyd");
/// ```
#[must_use]
pub fn author_name(name: &str) -> String {
    let name = name.trim();
    match name.split_once(',') {
        Some((surname, given))
            if !given.contains(',')
                && !given.trim().is_empty()
                && !surname.trim().is_empty()
                && !surname.contains(|c: char| c == '.' || c.is_numeric()) =>
        {
            format!("{} {}", given.trim(), surname.trim())
        }
        _ => name.to_owned(),
    }
}

/// One position of a problem: the main one or a twin's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// `a)`, `b)`, …; empty for a problem without twins.
    pub label: String,
    /// The pieces.
    pub board: Board,
    /// Their attributes.
    pub attributes: Attributes,
    /// The stipulation in force.
    pub stipulation: Option<String>,
    /// The conditions in force.
    pub conditions: Vec<String>,
    /// Why the twin could not be applied, if it could not.
    pub error: Option<TwinError>,
}

/// What went wrong while reading a problem file; reading goes on after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemWarningKind {
    /// A word that is no keyword here (or a prefix of more than one).
    UnknownKeyword {
        /// The word.
        word: String,
    },
    /// A prefix that fits more than one keyword.
    AmbiguousKeyword {
        /// The word.
        word: String,
        /// The keywords it fits.
        candidates: Vec<String>,
    },
    /// A piece code that stands for more than one walk in the file's
    /// language (German `ra`: edgehog and rao); the first is drawn.
    AmbiguousPiece {
        /// The code.
        code: String,
        /// The walks it stands for, in English, the one drawn first.
        readings: Vec<String>,
    },
    /// A piece code that is no piece in the file's language.
    UnknownPiece {
        /// The code.
        code: String,
    },
    /// A hunter (`s/l`: one walk forwards, another backwards), which has
    /// no shape of its own: drawn as its forward piece turned a quarter
    /// to the right, as Popeye draws its two named hunters.
    Hunter {
        /// The code as written (`s/l`).
        code: String,
    },
    /// A piece attribute or colour word that is none.
    UnknownAttribute {
        /// The word.
        word: String,
    },
    /// A square name that is no square of the board.
    BadSquare {
        /// The text.
        text: String,
    },
    /// A piece with no square after it.
    MissingSquare {
        /// The piece's code.
        piece: String,
    },
    /// A keyword with no value where it needs one.
    MissingValue {
        /// The keyword.
        keyword: String,
    },
    /// A twin that cannot be read.
    BadTwin {
        /// The twin's text.
        text: String,
    },
    /// A value of the wrong kind (a YAML list where text was expected).
    BadValue {
        /// The field.
        field: String,
        /// What was found, shortly.
        found: String,
    },
    /// The file is not well-formed (YAML syntax, an unclosed brace).
    Syntax {
        /// The reader's own message.
        message: String,
    },
    /// A file or problem that ends before its end keyword.
    UnexpectedEnd,
    /// Text after the end of the last problem.
    TextAfterEnd,
    /// A word of a condition line that names no condition of Popeye's, no
    /// variant, square or number: kept as written.
    UnknownCondition {
        /// The word.
        word: String,
    },
    /// Two pieces on one square: the later one is kept.
    SquareTwice {
        /// The square.
        square: Square,
    },
    /// The problem has no pieces at all.
    NoPieces,
    /// Lists and mappings nested too deeply, or repeated too often through
    /// YAML aliases: the excess is passed over.
    TooComplex,
    /// A YAML document that is no problem (no mapping of fields).
    NotAProblem {
        /// What was found, shortly.
        found: String,
    },
}

/// A problem file's warning: what, and where (1-based line and column, in
/// characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProblemWarning {
    /// What.
    pub kind: ProblemWarningKind,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

/// The problems of one file and the warnings met reading it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collection {
    /// The problems, in file order.
    pub problems: Vec<Problem>,
    /// The warnings, in file order.
    pub warnings: Vec<ProblemWarning>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_joins_its_parts_and_leaves_out_the_missing() {
        let s = Source {
            name: "The Problemist".into(),
            issue: Some("4".into()),
            date: Some("1996-07".into()),
        };
        assert_eq!(s.to_string(), "The Problemist, 4, 1996-07");
        let s = Source { date: None, ..s };
        assert_eq!(s.to_string(), "The Problemist, 4");
        assert_eq!(Source::line(" Quartz 1996/7 ").to_string(), "Quartz 1996/7");
    }
}
