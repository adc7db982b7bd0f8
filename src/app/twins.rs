//! A problem's twins as a reader reads them: drawn as a magazine prints
//! them (`b) ♖e2→e4  c) Rook-eagle → Bishop-eagle`), orthodox pieces as
//! figurines, fairy pieces by their walks' names and squares as squares,
//! in the user's language; and said in words for a description (`b) white
//! rook e2 to e4`).

use crate::problems::{Position, Problem, TwinChange};
use crate::{Board, Cell, Fairy, NameLanguage, Piece, Side, Square, Turn};

use crate::app::i18n::{Messages, s};

/// The figurine of an orthodox piece: `♔`…`♙` for White's, `♚`…`♟` for
/// Black's.
fn figurine(piece: Piece) -> char {
    let first = match piece.color {
        crate::Color::White => 0x2654,
        crate::Color::Black => 0x265A,
    };
    char::from_u32(first + piece.role.index() as u32).unwrap_or('?')
}

/// `side` as the messages' selector takes it.
fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
        Side::Neutral => "neutral",
    }
}

/// `text` with its first letter a capital, as a piece's name is printed.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// Whether a twin is drawn on the diagram or said in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Telling {
    /// Figurines and capitalised names: `♖e2→e4`.
    Drawn,
    /// Words: `white rook e2 to e4`.
    Said,
}

/// Tells the changes of one problem's twins in the words of `msgs`.
struct Teller<'a> {
    msgs: &'a Messages,
    how: Telling,
}

impl Teller<'_> {
    /// The language of the walks' names.
    fn language(&self) -> NameLanguage {
        NameLanguage::of_tag(self.msgs.lang())
    }

    /// A fairy piece's own name: its walk's, else its shape with its turn.
    fn fairy_name(&self, f: &Fairy) -> String {
        let name = match f.walk {
            Some(walk) => walk.name_in(self.language()).to_owned(),
            None => crate::app::describe::fairy_name(f, self.msgs),
        };
        match self.how {
            Telling::Drawn => capitalised(&name),
            Telling::Said => name,
        }
    }

    /// A piece with its colour said apart, for a fairy or neutral piece.
    fn with_side(&self, side: Side, piece: String) -> String {
        self.msgs.get(
            "twin-piece-side",
            &[("side", s(side_key(side))), ("piece", s(piece))],
        )
    }

    /// An orthodox piece said in words, with its colour (`white rook`).
    fn said_piece(&self, side: Side, role: crate::Role) -> String {
        self.msgs.get(
            "describe-twin-piece",
            &[
                ("side", s(side_key(side))),
                ("role", s(crate::Shape::from(role).name())),
            ],
        )
    }

    /// What stands in `cell`: a figurine or a name when drawn (a fairy or
    /// neutral piece's colour given when `side` asks or it is neutral),
    /// the piece with its colour when said. Empty for no piece.
    fn piece(&self, cell: Cell, side: bool) -> String {
        let fairy = match cell {
            Cell::Piece(p) => return self.orthodox(p),
            Cell::Fairy(f) => f,
            Cell::Unknown(c) => return c.to_string(),
            Cell::Empty | Cell::Hole | Cell::Text(_) => return String::new(),
        };
        if let Some(p) = fairy.orthodox() {
            return self.orthodox(p);
        }
        // A neutral piece of an orthodox shape, upright and without a walk.
        let plain = match (fairy.shape.role(), fairy.turn, fairy.walk) {
            (Some(role), Turn::Up, None) => Some(role),
            _ => None,
        };
        match (self.how, plain) {
            (Telling::Said, Some(role)) => self.said_piece(fairy.side, role),
            (Telling::Drawn, Some(role)) => self.with_side(
                fairy.side,
                figurine(Piece::new(crate::Color::White, role)).to_string(),
            ),
            (Telling::Drawn, None) if !side && fairy.side != Side::Neutral => {
                self.fairy_name(&fairy)
            }
            (_, None) => self.with_side(fairy.side, self.fairy_name(&fairy)),
        }
    }

    fn orthodox(&self, p: Piece) -> String {
        match self.how {
            Telling::Drawn => figurine(p).to_string(),
            Telling::Said => self.said_piece(p.color.into(), p.role),
        }
    }

    /// A kind of piece, whatever its colour (a substitution's): a white
    /// figurine or a name when drawn, its name when said.
    fn kind(&self, f: &Fairy) -> String {
        let orthodox = match (f.shape.role(), f.turn, f.walk) {
            (Some(role), Turn::Up, None) => Some(role),
            _ => None,
        };
        match (self.how, orthodox) {
            (Telling::Drawn, Some(role)) => {
                figurine(Piece::new(crate::Color::White, role)).to_string()
            }
            (Telling::Said, Some(_)) => self
                .msgs
                .get("describe-shape", &[("shape", s(f.shape.name()))]),
            (_, None) => self.fairy_name(f),
        }
    }

    /// The piece on `square` of `board` with its square: `♖e2`,
    /// `Grasshopper c3`, `white rook e2`; the square alone when it is empty.
    fn on(&self, board: &Board, square: Square, side: bool) -> String {
        let piece = board
            .get(square)
            .map(|c| self.piece(c, side))
            .unwrap_or_default();
        placed(&piece, square)
    }

    /// One change in words, on the board it is made to.
    fn change(&self, problem: &Problem, before: &Board, c: &TwinChange) -> String {
        match self.how {
            Telling::Drawn => self.drawn(problem, before, c),
            Telling::Said => self.said(problem, before, c),
        }
    }

    fn drawn(&self, problem: &Problem, before: &Board, c: &TwinChange) -> String {
        let msgs = self.msgs;
        match c {
            TwinChange::Move { from, to } => {
                format!("{}\u{2192}{to}", self.on(before, *from, false))
            }
            TwinChange::Exchange { a, b } => format!(
                "{}\u{2194}{}",
                self.on(before, *a, false),
                self.on(before, *b, false)
            ),
            TwinChange::Add { square, cell, .. } => {
                format!("+{}", placed(&self.piece(*cell, true), *square))
            }
            TwinChange::Remove { square } => {
                format!("\u{2212}{}", self.on(before, *square, true))
            }
            TwinChange::Substitute { from, to } => {
                format!("{} \u{2192} {}", self.kind(from), self.kind(to))
            }
            TwinChange::Rotate(r) => msgs.get("twin-rotate", &[("degrees", s(r.degrees()))]),
            TwinChange::Mirror(m) => msgs.get(
                "twin-mirror",
                &[("axis", s(m.name().replace("<-->", "\u{2194}")))],
            ),
            TwinChange::Shift { from, to } => {
                msgs.get("twin-shift", &[("from", s(from)), ("to", s(to))])
            }
            TwinChange::Polish => msgs.text("twin-polish"),
            TwinChange::Stipulation(st) => st.clone(),
            TwinChange::Condition(list) if list.is_empty() => msgs.text("twin-no-condition"),
            TwinChange::Condition(list) => conditions_line(problem, list, msgs),
            TwinChange::Other(text) => text.clone(),
        }
    }

    fn said(&self, problem: &Problem, before: &Board, c: &TwinChange) -> String {
        let msgs = self.msgs;
        let piece = |square: Square| {
            before
                .get(square)
                .map(|c| self.piece(c, true))
                .unwrap_or_default()
        };
        match c {
            TwinChange::Move { from, to } => msgs.get(
                "describe-twin-move",
                &[("piece", s(piece(*from))), ("from", s(from)), ("to", s(to))],
            ),
            TwinChange::Exchange { a, b } => msgs.get(
                "describe-twin-exchange",
                &[
                    ("first", s(placed(&piece(*a), *a))),
                    ("second", s(placed(&piece(*b), *b))),
                ],
            ),
            TwinChange::Add { square, cell, .. } => msgs.get(
                "describe-twin-add",
                &[("piece", s(self.piece(*cell, true))), ("square", s(square))],
            ),
            TwinChange::Remove { square } => msgs.get(
                "describe-twin-remove",
                &[("piece", s(piece(*square))), ("square", s(square))],
            ),
            TwinChange::Substitute { from, to } => msgs.get(
                "describe-twin-substitute",
                &[("from", s(self.kind(from))), ("to", s(self.kind(to)))],
            ),
            TwinChange::Rotate(r) => {
                msgs.get("describe-twin-rotate", &[("degrees", s(r.degrees()))])
            }
            TwinChange::Mirror(m) => {
                let (a, b) = m.name().split_once("<-->").unwrap_or((m.name(), ""));
                msgs.get("describe-twin-mirror", &[("first", s(a)), ("second", s(b))])
            }
            TwinChange::Shift { from, to } => {
                msgs.get("describe-twin-shift", &[("from", s(from)), ("to", s(to))])
            }
            TwinChange::Polish => msgs.text("describe-twin-polish"),
            TwinChange::Stipulation(st) => {
                msgs.get("describe-twin-stipulation", &[("text", s(st))])
            }
            TwinChange::Condition(list) if list.is_empty() => msgs.text("twin-no-condition"),
            TwinChange::Condition(list) => msgs.get(
                "describe-twin-condition",
                &[("text", s(conditions_line(problem, list, msgs)))],
            ),
            TwinChange::Other(text) => text.clone(),
        }
    }
}

/// A piece and its square: a figurine touches the square (`♖e2`), a name
/// is set apart from it (`Grasshopper c3`); the square alone for no piece.
fn placed(piece: &str, square: Square) -> String {
    match piece.chars().last() {
        None => square.to_string(),
        Some('\u{2654}'..='\u{265F}') => format!("{piece}{square}"),
        Some(_) => format!("{piece} {square}"),
    }
}

/// The twins line of `problem`, or `None` when it has no twins: each twin's
/// changes as a magazine prints them, in the language of `msgs`. A twin
/// read as text (the `diagram` package's) is given as written; a continued
/// twin's label is `+c)`, as Popeye writes it.
pub fn line(problem: &Problem, msgs: &Messages) -> Option<String> {
    told(problem, msgs, Telling::Drawn)
}

/// The twins of `problem` said in words, for its description: `b) white
/// rook e2 to e4; c) rook-eagle replaced by bishop-eagle`. `None` when it
/// has no twins.
pub fn words(problem: &Problem, msgs: &Messages) -> Option<String> {
    told(problem, msgs, Telling::Said)
}

fn told(problem: &Problem, msgs: &Messages, how: Telling) -> Option<String> {
    if problem.twins.is_empty() {
        return None;
    }
    let teller = Teller { msgs, how };
    let positions: Vec<Position> = problem.positions();
    let mut parts = Vec::new();
    for (i, twin) in problem.twins.iter().enumerate() {
        let plain = positions
            .get(i + 1)
            .map_or_else(String::new, |p| p.label.clone());
        let label = match (twin.continued, how) {
            (false, _) => plain.clone(),
            (true, Telling::Drawn) => format!("+{plain}"),
            (true, Telling::Said) => msgs.get("describe-twin-continued", &[("label", s(&plain))]),
        };
        if let Some(text) = &twin.text {
            // A text that carries its label (the `diagram` package's) keeps it.
            let own = text.trim_start().trim_start_matches('+');
            if !plain.is_empty() && own.starts_with(&plain) {
                parts.push(text.trim().to_owned());
            } else {
                parts.push(format!("{label} {text}"));
            }
            continue;
        }
        // Each change is said on the board it is made to.
        let mut board = if twin.continued {
            positions
                .get(i)
                .map_or_else(|| problem.board.clone(), |p| p.board.clone())
        } else {
            problem.board.clone()
        };
        let mut changes = Vec::new();
        for c in &twin.changes {
            changes.push(teller.change(problem, &board, c));
            let mut p = problem.main_position();
            p.board = board.clone();
            if c.apply(&mut p).is_ok() {
                board = p.board;
            }
        }
        let joined = match how {
            Telling::Drawn => changes.join(" "),
            Telling::Said => changes.join(", "),
        };
        parts.push(format!("{label} {joined}"));
    }
    Some(match how {
        Telling::Drawn => parts.join("  "),
        Telling::Said => parts.join("; "),
    })
}

/// Conditions as a reader reads them: Popeye's words (`madr`, `circe
/// parrain`) named in full, in the interface language where Popeye's
/// German or French table has the name; conditions written out for a
/// reader as written.
pub fn conditions_line(problem: &Problem, conditions: &[String], msgs: &Messages) -> String {
    match problem.condition_words {
        Some(from) => {
            let to = crate::board::WalkLanguage::for_tag(msgs.lang());
            crate::problems::name_conditions(conditions, from, to)
                .names
                .join(", ")
        }
        None => conditions.join(", "),
    }
}

/// The problem's lines with its conditions named in full
/// ([`conditions_line`]) and its twins line added (`Twins`), for templates
/// and the problem layout.
pub fn lines_with_twins(
    problem: &Problem,
    lines: &[(String, String)],
    msgs: &Messages,
) -> Vec<(String, String)> {
    let mut out = lines.to_vec();
    let written = problem.conditions.join(", ");
    for (key, value) in &mut out {
        if key == "Condition" && *value == written {
            *value = conditions_line(problem, &problem.conditions, msgs);
        }
    }
    if let Some(t) = line(problem, msgs) {
        out.push(("Twins".to_owned(), t));
    }
    out
}

/// `--twins`: how a problem with twins is drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum TwinsArg {
    /// One diagram of the main position, with the twins line.
    #[default]
    Line,
    /// One diagram a position (`a)`, `b)`, …), each with its own label and
    /// no twins line.
    Each,
}

impl TwinsArg {
    /// Every way, in the order help lists them.
    pub const ALL: [TwinsArg; 2] = [TwinsArg::Line, TwinsArg::Each];

    /// The way's name, as `--twins` takes it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            TwinsArg::Line => "line",
            TwinsArg::Each => "each",
        }
    }
}

/// One position of a problem drawn on its own (`--twins each`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwinPosition {
    /// `a`, `b`, … for the `{twin}` field and file names; empty for a
    /// problem without twins.
    pub letter: String,
    /// `a)`, `b)`, … as the diagram shows it; empty without twins.
    pub label: String,
    /// The position's pieces.
    pub board: Board,
    /// Their attributes, carried through the twin's changes: a royal
    /// piece a twin moves is royal on its new square.
    pub attributes: crate::board::Attributes,
    /// The problem's lines with this position's stipulation and conditions,
    /// and no twins line.
    pub tags: Vec<(String, String)>,
}

/// Every position of `problem`, each with the problem's `lines` made its
/// own: the stipulation and conditions in force there, no twins line. A
/// problem without twins gives its one position, unlabelled.
pub fn each(problem: &Problem, lines: &[(String, String)]) -> Vec<TwinPosition> {
    problem
        .positions()
        .into_iter()
        .map(|p| {
            let mut tags: Vec<(String, String)> = lines
                .iter()
                .filter(|(k, _)| k != "Twins")
                .cloned()
                .collect();
            // The main position's conditions as the lines name them; a
            // twin's own named in the problem's language.
            let named = match problem.condition_words {
                _ if p.conditions == problem.conditions => lines
                    .iter()
                    .find(|(k, _)| k == "Condition")
                    .map(|(_, v)| v.clone()),
                Some(from) => Some(
                    crate::problems::name_conditions(&p.conditions, from, from)
                        .names
                        .join(", "),
                ),
                None => Some(p.conditions.join(", ")),
            };
            let conditions = named.filter(|_| !p.conditions.is_empty());
            set_tag(&mut tags, "Stipulation", p.stipulation.clone());
            set_tag(&mut tags, "Condition", conditions);
            TwinPosition {
                letter: p.label.trim_end_matches(')').to_owned(),
                label: p.label,
                board: p.board,
                attributes: p.attributes,
                tags,
            }
        })
        .collect()
}

/// Sets the line `name` to `value` where it is (after the stipulation for a
/// condition the main position lacks, else at the end), or takes it out.
fn set_tag(tags: &mut Vec<(String, String)>, name: &str, value: Option<String>) {
    let at = tags.iter().position(|(k, _)| k == name);
    match (at, value) {
        (Some(i), Some(v)) => tags[i].1 = v,
        (Some(i), None) => {
            tags.remove(i);
        }
        (None, Some(v)) => {
            let after = tags
                .iter()
                .position(|(k, _)| k == "Stipulation")
                .map_or(tags.len(), |i| i + 1);
            tags.insert(after.min(tags.len()), (name.to_owned(), v));
        }
        (None, None) => {}
    }
}

/// The stipulation line of a twin's own diagram: its label before the
/// stipulation (`b) h#2`), or the label alone.
pub fn labelled(stipulation: Option<String>, label: &str) -> Option<String> {
    if label.is_empty() {
        return stipulation;
    }
    Some(match stipulation {
        Some(s) if !s.trim().is_empty() => format!("{label} {s}"),
        _ => label.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Twin, TwinChange};

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("a square")
    }

    #[test]
    fn each_twin_gets_its_own_lines_and_label() {
        let mut p = Problem::new("8/3K4/8/8/8/8/8/7k".parse().expect("a board"));
        p.stipulation = Some("h#2".into());
        p.authors = vec!["A. Author".into()];
        p.twins.push(Twin::new(vec![TwinChange::Move {
            from: sq("d7"),
            to: sq("e6"),
        }]));
        p.twins.push(Twin::new(vec![
            TwinChange::Stipulation("h#3".into()),
            TwinChange::Condition(vec!["Circe".into()]),
        ]));
        let lines = vec![
            ("Author".to_owned(), "A. Author".to_owned()),
            ("Stipulation".to_owned(), "h#2".to_owned()),
            ("Twins".to_owned(), "b) Kd7→e6".to_owned()),
        ];
        let drawn = each(&p, &lines);
        let letters: Vec<&str> = drawn.iter().map(|d| d.letter.as_str()).collect();
        assert_eq!(letters, ["a", "b", "c"]);
        assert_eq!(drawn[1].label, "b)");
        assert_eq!(drawn[1].board.to_string(), "8/8/4K3/8/8/8/8/7k");
        assert_eq!(drawn[0].tags, lines[..2]);
        assert_eq!(
            drawn[2].tags,
            [
                ("Author".to_owned(), "A. Author".to_owned()),
                ("Stipulation".to_owned(), "h#3".to_owned()),
                ("Condition".to_owned(), "Circe".to_owned()),
            ]
        );
        assert_eq!(labelled(Some("h#2".into()), "b)"), Some("b) h#2".into()));
        assert_eq!(labelled(None, "b)"), Some("b)".into()));
        assert_eq!(labelled(Some("#2".into()), ""), Some("#2".into()));
    }

    /// A problem of every kind of twin, read from Popeye's input.
    const EVERY_TWIN: &str = "beginproblem\nstipulation h#2\n\
        pieces white ke1 re2 qd1 gc3 rec4 black ka8 sb8 neutral pd4\n\
        twin move e2 e4\ntwin exchange e1 a8\ntwin remove d4\ntwin add black gh5\n\
        twin add white qh1\ntwin substitute re be\ntwin rotate 90\ntwin mirror a1<-->h1\n\
        twin shift a1 b1\ntwin polish\ntwin condition madr\ntwin stipulation #2\n\
        twin cont move c3 g3\nendproblem\n";

    fn every_twin() -> Problem {
        let read = crate::problems::read_popeye(EVERY_TWIN);
        assert!(read.warnings.is_empty(), "{:?}", read.warnings);
        read.problems.into_iter().next().expect("a problem")
    }

    #[test]
    fn every_kind_of_twin_is_drawn_with_figurines_names_and_squares() {
        let p = every_twin();
        let english = line(&p, &Messages::new("en")).expect("twins");
        assert_eq!(
            english,
            "b) \u{2656}e2\u{2192}e4  c) \u{2654}e1\u{2194}\u{265a}a8  \
             d) \u{2212}neutral \u{2659}d4  e) +black Grasshopper h5  f) +\u{2655}h1  \
             g) Rook eagle \u{2192} Bishop eagle  h) rotation 90°  i) mirror a1\u{2194}h1  \
             j) shift a1\u{2192}b1  k) Polish type  l) Madrasi  m) #2  \
             +n) Grasshopper c3\u{2192}g3"
        );
        let german = line(&p, &Messages::new("de")).expect("twins");
        assert_eq!(
            german,
            "b) \u{2656}e2\u{2192}e4  c) \u{2654}e1\u{2194}\u{265a}a8  \
             d) \u{2212}\u{2659} (neutral) d4  e) +Grashüpfer (schwarz) h5  f) +\u{2655}h1  \
             g) Turmadler \u{2192} Läuferadler  h) Drehung 90°  i) Spiegelung a1\u{2194}h1  \
             j) Verschiebung a1\u{2192}b1  k) Farbwechsel  l) Madrasi  m) #2  \
             +n) Grashüpfer c3\u{2192}g3"
        );
    }

    #[test]
    fn describe_says_every_kind_of_twin_in_words() {
        let p = every_twin();
        assert_eq!(
            words(&p, &Messages::new("en")).expect("twins"),
            "b) white rook e2 to e4; c) white king e1 and black king a8 change places; \
             d) neutral pawn d4 removed; e) black grasshopper added on h5; \
             f) white queen added on h1; g) rook eagle replaced by bishop eagle; \
             h) board turned 90°; i) board reflected, a1 changing places with h1; \
             j) every piece shifted as from a1 to b1; \
             k) colours exchanged and the board reflected (Polish type); \
             l) conditions Madrasi; m) stipulation #2; \
             n) (from the twin before) white grasshopper c3 to g3"
        );
        assert_eq!(
            words(&p, &Messages::new("fr"))
                .expect("twins")
                .split("; ")
                .nth(1),
            Some("c) roi blanc e1 et roi noir a8 échangent leurs places")
        );
    }

    #[test]
    fn a_problem_without_twins_is_one_unlabelled_position() {
        let p = Problem::new("8/3K4/8/8/8/8/8/7k".parse().expect("a board"));
        let drawn = each(&p, &[]);
        assert_eq!(drawn.len(), 1);
        assert_eq!(drawn[0].letter, "");
        assert_eq!(drawn[0].label, "");
    }
}
