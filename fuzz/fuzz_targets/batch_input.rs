//! Any batch input file (lines of records, or PGN games; any bytes):
//! `input::Reader` splits it without panicking, and for each entry
//! `Record::parse` (default options), `files::safe_name`, a file-name template
//! and `Mark::parse_chessbase` (on the PGN comment and on the text) never
//! panic. Also checked: every entry's line number is a line of the input, a
//! non-UTF-8 entry's offset is where that line stops being UTF-8, and every
//! name made is safe — no `/`, `\`, control character or `<>:"|?*`, not `.`
//! or `..`, no leading dot or space, no trailing dot or space, short.
#![no_main]

use forsythe::input::{EntryKind, Reader};

// The command's file naming and templates, shared with the binary.
#[allow(dead_code)]
#[path = "../../src/app/files.rs"]
mod files;
#[allow(dead_code)]
#[path = "../../src/app/template.rs"]
mod template;
use forsythe::notation::{ParseOptions, Record};
use forsythe::render::Mark;
use libfuzzer_sys::fuzz_target;
use template::Template;

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
    let template: Template = "{stem}-{id}-{n:04}".parse().expect("a good template");
    let mut reader = Reader::new(data);
    let opts = ParseOptions::default();
    let mut last_line = 0;
    for (i, item) in reader.by_ref().enumerate() {
        let Ok(item) = item else { break };
        let entry = match item {
            Ok(e) => e,
            Err(_) => continue,
        };
        // Entries come in the order of their lines (a game's line is its
        // FEN tag or its first tag, both after the game before).
        assert!(
            entry.line > last_line || i == 0,
            "line {} after {last_line}",
            entry.line
        );
        last_line = entry.line;
        assert!(entry.text.len() <= forsythe::notation::MAX_LINE);
        let text = entry.text.as_str();
        let record = Record::parse(text, &opts);
        let id = match &record {
            Ok(r) => {
                for w in &r.warnings {
                    let _ = w.to_string();
                }
                let _ = r.to_string();
                r.id().map(str::to_owned)
            }
            Err(e) => {
                let _ = e.to_string();
                None
            }
        }
        .or_else(|| entry.tag("Event").map(str::to_owned));

        let safe = files::safe_name(text);
        assert_safe(&safe, text);
        let number = (i + 1).to_string();
        let fields = |name: &str| match name {
            "n" => Some(number.clone()),
            "id" => id.clone(),
            "stem" => Some(text.to_owned()),
            _ => entry.tag(name).map(str::to_owned),
        };
        let name = files::safe_name(&template.render(&fields).unwrap_or_default());
        assert_safe(&name, text);
        // The text as a template of its own.
        if let Ok(t) = text.parse::<Template>() {
            let _ = t.to_string();
            let name = files::safe_name(&t.render(&fields).unwrap_or_default());
            assert_safe(&name, text);
        }
        if let EntryKind::Game { movetext, .. } = &entry.kind {
            check_marks(movetext);
        }
        check_marks(text);
        for (name, value) in entry.tags() {
            assert_safe(&files::safe_name(name), name);
            assert_safe(&files::safe_name(value), value);
        }
    }
});
