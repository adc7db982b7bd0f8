//! Any text as a YACPDB or olive collection (YAML): `read_olive` never
//! panics, every warning's line and column are on the text (lines counted
//! at `\n` alone), every problem plays its twins, and each problem written
//! in the `diagram` package's notation reads back the same, as does its
//! board in YACPDB's codes and in Popeye's `forsyth` (the rules are in
//! `problem_checks.rs`).
//!
//! Byte 0 picks the language walks are named in under a LaTeX diagram
//! (`problem_checks::LANGS`); the rest, read as UTF-8 (invalid bytes
//! replaced), is the file.
#![no_main]

mod problem_checks;

use forsythe::notation::Dialect;
use forsythe::problems::read_olive;
use libfuzzer_sys::fuzz_target;
use problem_checks::{LANGS, assert_place, latex_round_trip, notation_round_trip};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let lang = LANGS[usize::from(first) % LANGS.len()];
    let text = String::from_utf8_lossy(rest);
    let collection = read_olive(&text);
    for w in &collection.warnings {
        assert_place(&text, w.line, w.column, &format!("{w:?}"));
    }
    for p in &collection.problems {
        let _ = p.positions();
        let _ = p.lines();
        latex_round_trip(p, lang);
        notation_round_trip(&p.board, &Dialect::YACPDB);
        notation_round_trip(&p.board, &Dialect::POPEYE);
    }
});
