//! Any batch input file (lines of records, or PGN games; any bytes):
//! `batch::entries` splits it without panicking, and for each entry
//! `Record::parse` (default options), `files::safe_name`, a `NameTemplate`
//! and `Mark::parse_chessbase` (on the PGN comment and on the text) never
//! panic. Also checked: every entry's line number is a line of the input, a
//! non-UTF-8 entry's offset is where that line stops being UTF-8, and every
//! name made is safe — no `/`, `\`, control character or `<>:"|?*`, not `.`
//! or `..`, no leading dot or space, no trailing dot or space, short.
#![no_main]

use forsythe::input as batch;

// The command's file naming, shared with the binary.
#[allow(dead_code)]
#[path = "../../src/cli/files.rs"]
mod files;
use files::{NameFields, NameTemplate};
use forsythe::notation::{ParseOptions, Record};
use forsythe::render::Mark;
use libfuzzer_sys::fuzz_target;

/// `safe_name` keeps at most 200 bytes; a device name such as `CON` then
/// gets a leading `_`.
const MAX_NAME: usize = 201;

fn assert_safe(name: &str, from: &str) {
    assert!(
        !name.contains(['/', '\\']),
        "{name:?} (from {from:?}) has a path separator"
    );
    assert!(
        !name.chars().any(char::is_control),
        "{name:?} (from {from:?}) has a control character"
    );
    assert!(
        !name.contains(['<', '>', ':', '"', '|', '?', '*']),
        "{name:?} (from {from:?}) has a character Windows refuses"
    );
    assert!(
        name != "." && name != "..",
        "{name:?} (from {from:?}) is a directory"
    );
    assert!(
        !name.starts_with(['.', ' ']),
        "{name:?} (from {from:?}) starts with a dot or space"
    );
    assert!(
        !name.ends_with(['.', ' ']),
        "{name:?} (from {from:?}) ends with a dot or space"
    );
    assert!(
        name.len() <= MAX_NAME,
        "{name:?} (from {from:?}) is {} bytes long",
        name.len()
    );
}

fn check_marks(text: &str) {
    match Mark::parse_chessbase(text) {
        Ok(marks) => {
            for m in marks {
                let mut squares = vec![m.square];
                if let forsythe::render::MarkKind::Arrow(to) = m.kind {
                    assert_ne!(to, m.square, "an arrow to its own square from {text:?}");
                    squares.push(to);
                }
                for s in squares {
                    assert!(s.file() < 26 && s.rank() < 26, "{s:?} from {text:?}");
                    let _ = s.to_string();
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let template: NameTemplate = "{stem}-{id}-{n:04}".parse().expect("a good template");
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    let pgn = batch::is_pgn(data);
    let entries = batch::entries(data);
    let opts = ParseOptions::default();
    for (i, entry) in entries.iter().enumerate() {
        assert!(
            (1..=lines.len()).contains(&entry.line),
            "entry {i} on line {} of {}",
            entry.line,
            lines.len()
        );
        if !pgn {
            assert!(entry.tags.is_empty() && entry.comment.is_none());
        }
        let line = lines[entry.line - 1];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let text = match &entry.text {
            Ok(t) => t.as_str(),
            Err(valid) => {
                // The entry is its line, which stops being UTF-8 at `valid`.
                assert!(*valid < line.len(), "offset {valid} of {line:?}");
                let e = std::str::from_utf8(line).expect_err("not UTF-8");
                assert_eq!(e.valid_up_to(), *valid, "offset in {line:?}");
                continue;
            }
        };
        if !pgn {
            assert_eq!(text.as_bytes(), line, "a line entry is its line");
        }

        let record = Record::parse(text, &opts);
        let id = match &record {
            Ok(r) => {
                for w in &r.warnings {
                    let _ = w.to_string();
                }
                r.id()
            }
            Err(e) => {
                let _ = e.to_string();
                None
            }
        }
        .or_else(|| entry.tag("Event"));

        let safe = files::safe_name(text);
        assert_safe(&safe, text);

        let fields = NameFields {
            number: i + 1,
            line: entry.line,
            id,
            stem: text,
        };
        let name = template.name(&fields);
        assert!(!name.is_empty());
        assert_safe(&name, text);
        // The text as a template of its own.
        if let Ok(t) = text.parse::<NameTemplate>() {
            let name = t.name(&fields);
            assert!(!name.is_empty());
            assert_safe(&name, text);
        }

        if let Some(comment) = &entry.comment {
            check_marks(comment);
        }
        check_marks(text);
        for (name, value) in &entry.tags {
            assert_safe(&files::safe_name(name), name);
            assert_safe(&files::safe_name(value), value);
        }
    }
});
