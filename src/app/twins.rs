//! A problem's twins in words: `b) Kd7→e6  c) +wSa1`, with the piece
//! letters of the notation the problem was read in and the words of the
//! user's language.

use forsythe::problems::{Position, Problem, TwinChange};
use forsythe::{Board, Cell, Side, Square};

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
        TwinChange::Condition(list) => list.join(", "),
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
            parts.push(format!("{label} {text}"));
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

/// The problem's lines with its twins line added (`Twins`), for templates
/// and the problem layout.
pub fn lines_with_twins(
    problem: &Problem,
    lines: &[(String, String)],
    msgs: &Messages,
) -> Vec<(String, String)> {
    let mut out = lines.to_vec();
    if let Some(t) = line(problem, msgs) {
        out.push(("Twins".to_owned(), t));
    }
    out
}
