//! Any text as a LaTeX document with `diagram` environments:
//! `latex::read` never panics, `latex::has_diagram` says there is a
//! diagram exactly when the reader finds one, every warning's line and
//! column are on the text, and every diagram — written back as it was read
//! (`latex::write`) and as the problem it is (`latex::write_problem`)
//! — reads back the same: its board on every square not reported lost, its
//! lines, marks and named pictures (the rules are in `problem_checks.rs`).
//!
//! Byte 0 picks the language walks are named in (`problem_checks::LANGS`);
//! the rest, read as UTF-8 (invalid bytes replaced), is the document.
#![no_main]

mod problem_checks;

use forsythe::problems::latex;
use libfuzzer_sys::fuzz_target;
use problem_checks::{LANGS, Walks, assert_place, assert_same_board, latex_round_trip, norm};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let lang = LANGS[usize::from(first) % LANGS.len()];
    let text = String::from_utf8_lossy(rest);
    let reading = latex::read(&text);
    assert_eq!(
        latex::has_diagram(&text),
        !reading.diagrams.is_empty(),
        "{text:?}"
    );
    for w in &reading.warnings {
        assert_place(&text, w.line, w.column, &format!("{w:?}"));
    }
    for d in &reading.diagrams {
        let written = latex::write(d, lang);
        let again = latex::read(&written.text);
        assert!(
            again.warnings.is_empty(),
            "{}\nwarns {:?}",
            written.text,
            again.warnings
        );
        assert_eq!(again.diagrams.len(), 1, "{}", written.text);
        let back = &again.diagrams[0];
        let lost: Vec<_> = written.lost.iter().map(|l| l.square).collect();
        assert_same_board(&d.board, &back.board, &lost, Walks::Same, &written.text);
        let fields = |d: &latex::Environment| {
            let mut f: Vec<_> = d
                .fields
                .iter()
                .map(|(f, t)| (*f, norm(t)))
                .filter(|(_, t)| !t.is_empty())
                .collect();
            f.sort();
            f
        };
        assert_eq!(fields(d), fields(back), "{}", written.text);
        assert_eq!(
            (d.computer_tested, &d.frames, &d.grid_lines, d.grid_chess),
            (
                back.computer_tested,
                &back.frames,
                &back.grid_lines,
                back.grid_chess
            ),
            "{}",
            written.text
        );
        assert_eq!(
            (d.vertical_cylinder, d.horizontal_cylinder, d.no_frame),
            (
                back.vertical_cylinder,
                back.horizontal_cylinder,
                back.no_frame
            ),
            "{}",
            written.text
        );
        assert_eq!(
            latex::write(back, lang).text,
            written.text,
            "written twice"
        );
        let p = d.to_problem();
        let _ = p.positions();
        latex_round_trip(&p, lang);
    }
});
