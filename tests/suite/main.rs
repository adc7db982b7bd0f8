//! The bare tier's integration tests, in one binary: each module is one
//! subject, and every helper they share is in `common`, `images` and `game`.
//! They run the real `forsythe` program ([`forsythe_exe`]) or call the
//! library, and need nothing but the Rust toolchain.

#[allow(dead_code)]
mod common;
#[allow(dead_code)]
mod game;
#[allow(dead_code)]
mod images;

mod as_written;
mod batch;
mod cli;
mod cli_lang;
mod conditions;
mod fuzz_findings;
mod games;
mod games_cli;
mod golden;
mod hostile;
mod imports;
mod js_types;
mod latex;
mod latex_diagram;
mod legend;
mod licences;
mod magazine;
mod markdown;
mod markers;
mod mdbook;
mod newcomer;
mod olive;
mod one_vocabulary;
mod pdf;
mod problem_lines;
mod problems;
mod prose;
mod public_api;
mod readme;
mod records;
mod render_api;
mod render_cli;
mod render_fairy;
mod render_gif;
mod render_pieces;
mod roundtrip;
mod serve;
mod traps;
mod twin_lines;
mod versions;

/// The `forsythe` program cargo built for these tests.
pub fn forsythe_exe() -> &'static str {
    env!("CARGO_BIN_EXE_forsythe")
}
