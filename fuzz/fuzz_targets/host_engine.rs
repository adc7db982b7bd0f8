//! Any text through `forsythe::host::Engine`, as a host embeds it: a block
//! (`draw_block`), a whole file (`file`), and each entry of the file as
//! `input::Reader` reads it (`draw_entry`). None of them panics; every
//! place a diagnostic names is on the text it was given (a block's lines
//! and columns, a file's lines); every SVG drawn parses; a drawing comes
//! with the position in words; and an answer is the same when asked twice
//! of one engine (what the engine keeps between requests changes nothing).
//!
//! Byte 0 picks the engine: bits 0–2 the language (`en de fr it nl`,
//! modulo 5), bit 3 the way (a Markdown block's or a typeset document's
//! keys), bit 4 a key over the file (`flip: yes`). The rest, read as UTF-8
//! (invalid bytes replaced), is the block and the file.
#![no_main]

use forsythe::host::{Diagnostic, Drawing, Engine, EngineError};
use forsythe::render::Format;
use forsythe::settings::Way;
use forsythe::input::Reader;
use libfuzzer_sys::fuzz_target;

const LANGS: [&str; 5] = ["en", "de", "fr", "it", "nl"];

/// The lines of `text` as the engine counts them: at `\n`, a last line
/// without one included, and one more for a place just after the end.
fn lines(text: &str) -> usize {
    text.split('\n').count() + 1
}

fn assert_on(text: &str, d: &Diagnostic) {
    if let Some(line) = d.line {
        assert!(line >= 1 && line <= lines(text), "line {line} of {text:?}: {d:?}");
    }
    if let Some(column) = d.column {
        assert!(column >= 1, "column {column}: {d:?}");
    }
    assert!(!d.message.is_empty(), "a diagnostic without a message: {d:?}");
}

fn assert_drawing(text: &str, drawing: &Drawing) {
    let tree = resvg::usvg::Tree::from_data(&drawing.bytes, &resvg::usvg::Options::default());
    assert!(tree.is_ok(), "the SVG does not parse: {:?}", tree.err());
    assert!(!drawing.alt.is_empty(), "a drawing without words");
    for d in &drawing.diagnostics {
        assert_on(text, d);
    }
}

/// Checks an answer, and that asking again gives the same one.
fn check<T>(
    text: &str,
    mut ask: impl FnMut() -> Result<T, EngineError>,
    drawings: impl Fn(&T) -> Vec<&Drawing>,
) {
    let first = ask();
    match &first {
        Ok(answer) => drawings(answer).into_iter().for_each(|d| assert_drawing(text, d)),
        Err(e) => {
            assert!(!e.diagnostics.is_empty(), "an error that says nothing");
            e.diagnostics.iter().for_each(|d| assert_on(text, d));
        }
    }
    let again = ask();
    match (&first, &again) {
        (Ok(a), Ok(b)) => {
            let a: Vec<_> = drawings(a).iter().map(|d| d.bytes.clone()).collect();
            let b: Vec<_> = drawings(b).iter().map(|d| d.bytes.clone()).collect();
            assert!(a == b, "the same request drew other bytes the second time");
        }
        (Err(a), Err(b)) => assert_eq!(a.diagnostics, b.diagnostics),
        _ => panic!("the same request succeeded once and failed once"),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let lang = LANGS[usize::from(first & 7) % LANGS.len()];
    let way = if first & 8 == 0 { Way::Block } else { Way::Document };
    let pairs: &[(&str, &str)] = if first & 16 == 0 { &[] } else { &[("flip", "yes")] };
    let text = String::from_utf8_lossy(rest);
    let mut engine = Engine::new(lang).by(way);

    check(&text, || engine.draw_block(&text, pairs, Format::Svg), |d| vec![d]);
    check(&text, || engine.file(&text, pairs, Format::Svg), |all| all.iter().collect());
    for entry in Reader::new(text.as_bytes()).take(8) {
        let Ok(Ok(entry)) = entry else { continue };
        check(&text, || engine.draw_entry(&entry, pairs, Format::Svg), |d| vec![d]);
    }
});
