//! Any text as a Popeye input file: `read_popeye` never panics, every
//! warning's line and column are on the text, every problem plays its twins
//! (`Problem::positions`), and each problem's main position and twins
//! written in the `diagram` package's notation, and its board in Popeye's
//! `forsyth` in the file's own language, read back the same (the rules are
//! in `problem_checks.rs`).
//!
//! Byte 0 picks the language walks are named in under a LaTeX diagram
//! (`problem_checks::LANGS`); the rest, read as UTF-8 (invalid bytes
//! replaced), is the file.
#![no_main]

mod problem_checks;

use forsythe::WalkLanguage;
use forsythe::notation::Dialect;
use forsythe::problems::read_popeye;
use libfuzzer_sys::fuzz_target;
use problem_checks::{LANGS, assert_place, latex_round_trip, notation_round_trip};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let lang = LANGS[usize::from(first) % LANGS.len()];
    let text = String::from_utf8_lossy(rest);
    let collection = read_popeye(&text);
    for w in &collection.warnings {
        assert_place(&text, w.line, w.column, &format!("{w:?}"));
    }
    for p in &collection.problems {
        let _ = p.positions();
        let _ = p.lines();
        latex_round_trip(p, lang);
        let dialect = match p.notation.walks {
            WalkLanguage::German => Dialect::POPEYE_GERMAN,
            WalkLanguage::French => Dialect::POPEYE_FRENCH,
            _ => Dialect::POPEYE,
        };
        notation_round_trip(&p.board, &dialect);
    }
});
