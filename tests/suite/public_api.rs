//! The library's public vocabulary, read from its source: small and regular.
//! Each type is reachable by one path (submodules are private and their
//! types re-exported), no type of another crate is part of it, errors are
//! all named `…Error` (their kinds `…ErrorKind`), and no public item says `Option<Option<_>>`.

use std::path::{Path, PathBuf};

/// The library's source files (the program's own modules left out), with
/// their path under `src/` and their text, test code left out.
fn library() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder") {
            let path: PathBuf = entry.expect("an entry").path();
            let name = path
                .strip_prefix(&src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let program = ["main.rs", "app", "cli", "markdown", "serve", "typeset"]
                .iter()
                .any(|p| name == *p || name.starts_with(&format!("{p}/")));
            if program {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else if name.ends_with(".rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                let text = match text.find("#[cfg(test)]\nmod ") {
                    Some(i) => text[..i].to_owned(),
                    None => text,
                };
                files.push((name, text));
            }
        }
    }
    files.sort();
    assert!(files.len() > 20, "the library's files are found");
    files
}

/// Every public line of the library (`pub` items and fields, not
/// `pub(crate)`), with its file.
fn public_lines(files: &[(String, String)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (name, text) in files {
        for line in text.lines() {
            let t = line.trim_start();
            if t.starts_with("pub ") {
                out.push((name.clone(), t.to_owned()));
            }
        }
    }
    out
}

#[test]
fn only_the_crate_root_has_public_modules() {
    let files = library();
    let nested: Vec<_> = public_lines(&files)
        .into_iter()
        .filter(|(name, line)| name != "lib.rs" && line.starts_with("pub mod "))
        .collect();
    assert_eq!(nested, Vec::<(String, String)>::new());
    // The templates of file names and captions are the program's.
    let root = &files.iter().find(|(n, _)| n == "lib.rs").expect("lib.rs").1;
    assert!(!root.contains("pub mod template"));
}

#[test]
fn no_type_of_another_crate_is_ours() {
    let files = library();
    let leaks: Vec<_> = public_lines(&files)
        .into_iter()
        .filter(|(_, line)| {
            line.starts_with("pub use resvg")
                || line.starts_with("pub use tiny_skia")
                || (line.starts_with("pub fn") && line.contains("Pixmap"))
        })
        .collect();
    assert_eq!(leaks, Vec::<(String, String)>::new());
}

#[test]
fn errors_have_one_kind_of_name() {
    let files = library();
    let mut errors = Vec::new();
    for (_, line) in public_lines(&files) {
        for kind in ["pub struct ", "pub enum "] {
            if let Some(rest) = line.strip_prefix(kind) {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if name.contains("Error") {
                    errors.push(name);
                }
            }
        }
    }
    assert!(errors.len() > 10, "{errors:?}");
    let odd: Vec<_> = errors
        .iter()
        .filter(|n| n.starts_with("Parse") || !(n.ends_with("Error") || n.ends_with("ErrorKind")))
        .collect();
    assert_eq!(odd, Vec::<&String>::new());
}

#[test]
fn no_public_option_of_an_option() {
    let files = library();
    let nested: Vec<_> = public_lines(&files)
        .into_iter()
        .filter(|(_, line)| line.contains("Option<Option<"))
        .collect();
    assert_eq!(nested, Vec::<(String, String)>::new());
}

#[test]
fn one_output_format_type() {
    let files = library();
    let formats: Vec<_> = public_lines(&files)
        .into_iter()
        .filter(|(_, line)| line.starts_with("pub enum") && line.contains("Format"))
        .collect();
    assert_eq!(
        formats,
        [(
            "render/format.rs".to_owned(),
            "pub enum Format {".to_owned()
        )]
    );
}

#[test]
fn what_is_written_reads_back() {
    use forsythe::games::{SanStyle, Variant};
    use forsythe::notation::{Dialect, DialectChoice, EnPassant};
    use forsythe::{Glyph, Shape, Turn, Walk};

    let mut glyphs = 0;
    for walk in Walk::all() {
        for shape in Shape::ALL {
            for turn in Turn::ALL {
                if !turn.is_right_angle() && !shape.turns_by_eighths() {
                    continue;
                }
                let g = Glyph { walk, shape, turn };
                assert_eq!(g.to_string().parse::<Glyph>(), Ok(g), "{g}");
                glyphs += 1;
            }
        }
    }
    assert!(glyphs > 500, "{glyphs}");
    assert_eq!(
        "zebra=knight:90".parse::<Glyph>().map(|g| g.to_string()),
        Ok("zebra=knight:90".to_owned())
    );
    let named = [
        "auto",
        "en",
        "de",
        "it",
        "fide",
        "fr",
        "ffen",
        "ffen-left",
        "yacpdb",
        "yacpdb-right",
        "popeye",
        "popeye-de",
        "popeye-fr",
        "unicode",
        "ABCDEF",
    ];
    for text in named {
        let d: DialectChoice = text.parse().expect(text);
        assert_eq!(d.to_string(), text);
        if let DialectChoice::Fixed(d) = d {
            assert_eq!(d.to_string().parse::<Dialect>(), Ok(d), "{text}");
            let style = SanStyle::Letters(d);
            assert_eq!(style.to_string().parse::<SanStyle>(), Ok(style), "{text}");
        }
    }
    assert_eq!(
        SanStyle::Figurines.to_string().parse(),
        Ok(SanStyle::Figurines)
    );
    for v in [Variant::Standard, Variant::Chess960] {
        assert_eq!(v.to_string().parse(), Ok(v));
    }
    assert!("crazyhouse".parse::<Variant>().is_err());
    for e in ["-", "e3", "h6"] {
        assert_eq!(
            e.parse::<EnPassant>().map(|e| e.to_string()),
            Ok(e.to_owned())
        );
    }
}
