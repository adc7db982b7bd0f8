//! What the problem targets share: the round trips a problem goes through
//! when it is written in the LaTeX `diagram` package's notation or a
//! problem notation, and how a warning's place is checked against its text.
//!
//! The rules compared by are the library's documented ones:
//! - a text field reads back the same up to the whitespace round it, a tab
//!   being a space and `\r\n` or `\r` a line end (`\n`); an empty field is
//!   no field;
//! - authors are compared as a diagram prints them (`author_name`), a run
//!   of spaces being one;
//! - a date's numbers are compared without their leading zeros;
//! - a list (authors, conditions, twins, themes) that the writer reports in
//!   `lost_fields` is not compared, and neither is a square it reports in
//!   `lost`;
//! - Popeye's `forsyth` writes a picture with no walk as the first walk
//!   drawn that way: it reads back with that walk; Fairy-FEN, YACPDB and
//!   Unicode write pictures, not walks.

#![allow(dead_code)]

use forsythe::notation::{self, Dialect, ReadOptions};
use forsythe::problems::latex::{self, ProblemField};
use forsythe::problems::{Problem, author_name};
use forsythe::{Board, Cell, PlacementEntry, Square};

/// The interface languages the writers name walks in, by the byte that
/// picks one.
pub const LANGS: [&str; 6] = ["en", "de", "fr", "it", "nl", "pl"];

/// A field's text as the writer and reader keep it.
pub fn norm(text: &str) -> String {
    text.replace("\r\n", "\n")
        .replace(['\r'], "\n")
        .replace('\t', " ")
        .trim()
        .to_owned()
}

fn norm_opt(text: Option<&str>) -> Option<String> {
    text.map(norm).filter(|t| !t.is_empty())
}

fn norm_list(items: &[String]) -> Vec<String> {
    items
        .iter()
        .map(|i| norm(i))
        .filter(|i| !i.is_empty())
        .collect()
}

/// A date with the leading zeros of its numbers left out (`1996-07` is
/// `1996-7`).
fn norm_date(date: &str) -> String {
    norm(date)
        .split('-')
        .map(|part| {
            if !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()) {
                let t = part.trim_start_matches('0');
                if t.is_empty() { "0" } else { t }.to_owned()
            } else {
                part.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// A place (line, column, both from 1) is on `text`: the line is one of its
/// lines (or the line after the last, for the end) and the column at most
/// one past that line's end.
pub fn assert_place(text: &str, line: usize, column: usize, what: &str) {
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(
        line >= 1 && line <= lines.len() + 1,
        "{what}: line {line} of {}",
        lines.len()
    );
    assert!(column >= 1, "{what}: column {column}");
    if let Some(l) = lines.get(line - 1) {
        let chars = l.chars().count();
        assert!(
            column <= chars + 1,
            "{what}: column {column} on a line of {chars} characters"
        );
    }
}

/// How walks are compared.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Walks {
    /// The same walk.
    Same,
    /// A piece with no walk may come back with the walk Popeye's notation
    /// wrote its picture as.
    MayAppear,
    /// Not at all: Fairy-FEN, YACPDB and Unicode write pictures only.
    Ignored,
}

/// Two problem pieces are the same: the same picture, colour and (as
/// `walks` says) walk.
fn same_cell(before: Cell, after: Cell, walks: Walks) -> bool {
    if before == after {
        return true;
    }
    match (before.as_fairy(), after.as_fairy()) {
        (Some(b), Some(a)) => {
            (b.side, b.shape, b.turn) == (a.side, a.shape, a.turn)
                && (b.walk == a.walk
                    || walks == Walks::Ignored
                    || (walks == Walks::MayAppear && b.walk.is_none()))
        }
        _ => matches!((before, after), (Cell::Unknown(_), Cell::Unknown(_))),
    }
}

/// `after` shows what `before` does on every square but the `lost` ones.
pub fn assert_same_board(before: &Board, after: &Board, lost: &[Square], walks: Walks, what: &str) {
    assert_eq!(
        (before.width(), before.height()),
        (after.width(), after.height()),
        "{what}: the board's size"
    );
    for (sq, cell) in before.cells() {
        if lost.contains(&sq) {
            continue;
        }
        let back = after.get(sq).unwrap_or(Cell::Empty);
        assert!(
            same_cell(cell, back, walks),
            "{what}: {sq} was {cell:?}, reads back as {back:?}"
        );
    }
}

/// The problem written in the `diagram` package's notation reads back, with
/// no warning, as one diagram holding the same problem (by the rules at
/// the top), and what was read back goes through the same round trip to
/// the same text.
pub fn latex_round_trip(p: &Problem, lang: &str) {
    let written = latex::write_problem(p, lang);
    let text = &written.text;
    let reading = latex::read(text);
    assert!(
        reading.warnings.is_empty(),
        "{text}\nwarns {:?}",
        reading.warnings
    );
    assert_eq!(reading.diagrams.len(), 1, "{text}");
    let back = reading.diagrams[0].to_problem();
    let lost: Vec<Square> = written.lost.iter().map(|l| l.square).collect();
    assert_same_board(&p.board, &back.board, &lost, Walks::Same, text);
    let lost_field = |f: ProblemField| written.lost_fields.contains(&f);
    if !lost_field(ProblemField::Author) {
        // TeX reads a run of spaces as one; authors are written so.
        let words = |v: &[String]| -> Vec<String> {
            v.iter()
                .map(|a| {
                    author_name(a)
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .filter(|a| !a.is_empty())
                .collect()
        };
        assert_eq!(words(&p.authors), words(&back.authors), "{text}");
    }
    let source = |p: &Problem| {
        p.source.as_ref().and_then(|s| {
            let name = norm(&s.name);
            let issue = norm_opt(s.issue.as_deref());
            let date = norm_opt(s.date.as_deref()).map(|d| norm_date(&d));
            (!name.is_empty() || issue.is_some() || date.is_some()).then_some((name, issue, date))
        })
    };
    assert_eq!(source(p), source(&back), "{text}");
    for (name, a, b) in [
        ("award", &p.award, &back.award),
        ("dedication", &p.dedication, &back.dedication),
        ("stipulation", &p.stipulation, &back.stipulation),
        ("remark", &p.remark, &back.remark),
        ("solution", &p.solution, &back.solution),
    ] {
        assert_eq!(
            norm_opt(a.as_deref()),
            norm_opt(b.as_deref()),
            "{name}: {text}"
        );
    }
    if !lost_field(ProblemField::Condition) {
        assert_eq!(
            norm_list(&p.conditions),
            norm_list(&back.conditions),
            "{text}"
        );
    }
    if !lost_field(ProblemField::Themes) {
        assert_eq!(norm_list(&p.keywords), norm_list(&back.keywords), "{text}");
    }
    if !lost_field(ProblemField::Twins) {
        assert_eq!(p.twins.len(), back.twins.len(), "twins: {text}");
        for (a, b) in p.twins.iter().zip(&back.twins) {
            assert_eq!(a.continued, b.continued, "a continued twin: {text}");
        }
    }
    assert_eq!(p.computer_tested, back.computer_tested, "{text}");
    assert_eq!(p.marks, back.marks, "{text}");
    // What was read back is where the round trips settle: written, read
    // and written again, it is the same text. (The first text may differ:
    // an author's own `Surname, Given` is kept as written, and a list
    // reported lost is split.)
    let again = latex::write_problem(&back, lang);
    let reading = latex::read(&again.text);
    assert_eq!(reading.diagrams.len(), 1, "{}", again.text);
    let settled = latex::write_problem(&reading.diagrams[0].to_problem(), lang);
    assert_eq!(settled.text, again.text, "written twice");
}

/// The problem notations, by the byte that picks one.
pub const NOTATIONS: [Dialect; 8] = [
    Dialect::FFEN,
    Dialect::FFEN_LEFT,
    Dialect::YACPDB,
    Dialect::YACPDB_RIGHT,
    Dialect::POPEYE,
    Dialect::POPEYE_GERMAN,
    Dialect::POPEYE_FRENCH,
    Dialect::UNICODE,
];

pub fn is_popeye(d: &Dialect) -> bool {
    [
        Dialect::POPEYE,
        Dialect::POPEYE_GERMAN,
        Dialect::POPEYE_FRENCH,
    ]
    .contains(d)
}

/// A board written in `to` reads back in `to` as the same board on every
/// square `unwritable` does not name (Popeye's board is 8×8: the board's
/// squares keep their names on it, the rest is empty), and written again
/// it is the same text.
pub fn notation_round_trip(board: &Board, to: &Dialect) {
    let placement = board.to_placement();
    let text = notation::write_board(board, to);
    let lost = notation::unwritable(&placement, to);
    let opts = ReadOptions {
        dialect: *to,
        ..ReadOptions::default()
    };
    let read = notation::read_forsyth(&text, 0, &opts)
        .unwrap_or_else(|e| panic!("`{text}` in {to} does not read back: {e:?}"));
    let back = read.placement.to_board();
    let what = format!("{board} in {to}: `{text}`");
    if is_popeye(to) {
        assert_eq!((back.width(), back.height()), (8, 8), "{what}");
        for rank in 0..8 {
            for file in 0..8 {
                let Some(sq) = Square::new(file, rank) else {
                    continue;
                };
                if lost.contains(&sq) {
                    continue;
                }
                let before = board.get(sq).unwrap_or(Cell::Empty);
                let after = back.get(sq).unwrap_or(Cell::Empty);
                assert!(
                    same_cell(before, after, Walks::MayAppear),
                    "{what}: {sq} {before:?} → {after:?}"
                );
            }
        }
    } else {
        assert_same_board(board, &back, &lost, Walks::Ignored, &what);
        // What it reads as is written the same, kept squares and all.
        assert!(
            read.placement
                .entries()
                .all(|(_, e)| e != PlacementEntry::Keep),
            "{what}"
        );
    }
    // What was read back writes as the same text, but for what was lost
    // (now unknown, `?`, or a walk Popeye named).
    // (Walks are no part of these notations: the board without them.)
    if lost.is_empty() && !is_popeye(to) {
        let mut pictures = board.clone();
        for (sq, cell) in board.cells() {
            if let Some(f) = cell.as_fairy().filter(|f| f.walk.is_some()) {
                pictures.set(sq, Cell::fairy(forsythe::Fairy { walk: None, ..f }));
            }
        }
        assert_eq!(
            notation::write_board(&back, to),
            notation::write_board(&pictures, to),
            "{what}: written twice"
        );
    }
}
