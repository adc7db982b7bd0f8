//! Any bytes through `input::Reader`: read as it tells the file's kind, and
//! as each kind a caller can name (`Reader::of_kind`), it never panics; an
//! entry's line is a line of the input, its record parses or fails with an
//! error (`Record::parse`), a problem entry plays its twins, and a problem's
//! warnings name lines of the input.
#![no_main]

use forsythe::input::{EntryKind, FileKind, Reader};
use forsythe::notation::{ParseOptions, Record};
use libfuzzer_sys::fuzz_target;

fn read(data: &[u8], mut reader: Reader<&[u8]>) {
    // Lines end at `\n` (a final line without one counts too); a UTF-16
    // file has at most as many.
    let lines = data.split(|&b| b == b'\n').count();
    for item in reader.by_ref() {
        let Ok(item) = item else { return };
        let Ok(entry) = item else { continue };
        assert!(
            entry.line >= 1 && entry.line <= lines,
            "line {} of {lines}",
            entry.line
        );
        let _ = Record::parse(&entry.text, &ParseOptions::default());
        if let EntryKind::Problem {
            problem, warnings, ..
        } = &entry.kind
        {
            let _ = problem.positions();
            for w in warnings {
                assert!(
                    w.line >= 1 && w.line <= lines + 1,
                    "warning on line {} of {lines}",
                    w.line
                );
            }
        }
    }
    let _ = reader.kind();
    let _ = reader.passed_over();
    for w in reader.take_unplaced_warnings() {
        assert!(w.line <= lines + 1, "warning on line {} of {lines}", w.line);
    }
}

fuzz_target!(|data: &[u8]| {
    read(data, Reader::new(data));
    for kind in [
        FileKind::Lines,
        FileKind::Pgn,
        FileKind::Csv,
        FileKind::Problems,
        FileKind::Olive,
    ] {
        read(data, Reader::of_kind(data, kind));
    }
});
