//! The problem notations both ways: any text read in one of them (Fairy-FEN
//! either way of turning, YACPDB either way, Popeye's `forsyth` in English,
//! German or French, Unicode's symbols) never panics, and the board read,
//! written in every one of them, reads back the same on every square
//! `notation::unwritable` does not name (the rules are in
//! `problem_checks.rs`); written again, what was read back is the same text.
//!
//! Byte 0 picks the notation the rest (UTF-8) is read in
//! (`problem_checks::NOTATIONS`, then plain English and German for the
//! orthodox ones), bit 4 reads it as an overlay, bit 5 merges digits.
#![no_main]

mod problem_checks;

use forsythe::notation::{self, Dialect, ReadOptions};
use libfuzzer_sys::fuzz_target;
use problem_checks::{NOTATIONS, notation_round_trip};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let from = match usize::from(first & 0x0f) {
        i if i < NOTATIONS.len() => NOTATIONS[i],
        8 | 9 => Dialect::ENGLISH,
        _ => Dialect::GERMAN,
    };
    let opts = ReadOptions {
        dialect: from,
        overlay: first & 0x10 != 0,
        merge_digits: first & 0x20 != 0,
    };
    let Ok(read) = notation::read_forsyth(text, 0, &opts) else {
        return;
    };
    for w in &read.warnings {
        let _ = w.to_string();
    }
    let board = read.placement.to_board();
    for to in NOTATIONS {
        let _ = notation::write_placement(&read.placement, &to);
        notation_round_trip(&board, &to);
    }
});
