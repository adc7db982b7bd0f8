//! A problem's twins in words: `b) Kd7→e6  c) +wSa1`, with the piece
//! letters of the notation the problem was read in and the words of the
//! user's language.

use crate::problems::{Position, Problem, TwinChange};
use crate::{Board, Cell, Side, Square};

use crate::app::i18n::{Messages, s};

/// The letter or code of the piece on `square` in the problem's notation
/// (`K`, `S`, `G`, `NR`), empty when there is none.
fn letter(problem: &Problem, board: &Board, square: Square) -> String {
    board
        .get(square)
        .map(|c| cell_letter(problem, c))
        .unwrap_or_default()
}

fn cell_letter(problem: &Problem, cell: Cell) -> String {
    let letter = match cell {
        Cell::Piece(p) => problem.notation.dialect.letter(p).to_string(),
        Cell::Fairy(f) => match f.walk {
            Some(w) => w.code(problem.notation.walks).to_uppercase(),
            None => f.orthodox().map_or_else(
                || "?".to_owned(),
                |p| problem.notation.dialect.letter(p).to_string(),
            ),
        },
        Cell::Unknown(c) => c.to_string(),
        Cell::Empty | Cell::Hole | Cell::Text(_) => String::new(),
    };
    // Letters are capitals whatever the colour: the colour is said apart.
    letter.to_uppercase()
}

fn side_letter(side: Side, msgs: &Messages) -> String {
    msgs.text(match side {
        Side::White => "twin-side-white",
        Side::Black => "twin-side-black",
        Side::Neutral => "twin-side-neutral",
    })
}

/// One change in words, on the board it is made to.
fn change(problem: &Problem, before: &Board, c: &TwinChange, msgs: &Messages) -> String {
    match c {
        TwinChange::Move { from, to } => {
            format!("{}{from}\u{2192}{to}", letter(problem, before, *from))
        }
        TwinChange::Exchange { a, b } => format!(
            "{}{a}\u{2194}{}{b}",
            letter(problem, before, *a),
            letter(problem, before, *b)
        ),
        TwinChange::Add { square, cell, .. } => {
            let side = cell
                .as_fairy()
                .map(|f| side_letter(f.side, msgs))
                .unwrap_or_default();
            format!("+{side}{}{square}", cell_letter(problem, *cell))
        }
        TwinChange::Remove { square } => {
            let side = before
                .get(*square)
                .and_then(Cell::as_fairy)
                .map(|f| side_letter(f.side, msgs))
                .unwrap_or_default();
            format!("\u{2212}{side}{}{square}", letter(problem, before, *square))
        }
        TwinChange::Substitute { from, to } => format!(
            "{}\u{21d2}{}",
            cell_letter(problem, Cell::fairy(*from)),
            cell_letter(problem, Cell::fairy(*to))
        ),
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

/// The twins line of `problem`, or `None` when it has no twins. A twin read
/// as text (YACPDB's) is given as written; a continued twin's label is
/// `+c)`, as Popeye writes it.
pub fn line(problem: &Problem, msgs: &Messages) -> Option<String> {
    if problem.twins.is_empty() {
        return None;
    }
    let positions: Vec<Position> = problem.positions();
    let mut parts = Vec::new();
    for (i, twin) in problem.twins.iter().enumerate() {
        let label = positions
            .get(i + 1)
            .map_or_else(String::new, |p| p.label.clone());
        let label = if twin.continued {
            format!("+{label}")
        } else {
            label
        };
        if let Some(text) = &twin.text {
            // A text that carries its label (the `diagram` package's) keeps it.
            let own = text.trim_start().trim_start_matches('+');
            if !label.is_empty() && own.starts_with(label.trim_start_matches('+')) {
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
        let mut words = Vec::new();
        for c in &twin.changes {
            words.push(change(problem, &board, c, msgs));
            let mut p = problem.main_position();
            p.board = board.clone();
            if c.apply(&mut p).is_ok() {
                board = p.board;
            }
        }
        parts.push(format!("{label} {}", words.join(" ")));
    }
    Some(parts.join("  "))
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

    #[test]
    fn a_problem_without_twins_is_one_unlabelled_position() {
        let p = Problem::new("8/3K4/8/8/8/8/8/7k".parse().expect("a board"));
        let drawn = each(&p, &[]);
        assert_eq!(drawn.len(), 1);
        assert_eq!(drawn[0].letter, "");
        assert_eq!(drawn[0].label, "");
    }
}
