//! The library's public vocabulary, read from its source: small and regular.
//! Each type is reachable by one path (submodules are private and their
//! types re-exported), no type of another crate is part of it, errors are
//! all named `…Error` (their kinds `…ErrorKind`), and no public item says `Option<Option<_>>`.
//! Across the whole crate, one name means one thing: no two types visible
//! outside their files share a name (the policy is in ARCHITECTURE.md).

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
    // A module whose name reads as part of its items' names
    // (`problems::latex::Environment`, not a `Latex` prefix) is public.
    let named_by_module = [("problems/mod.rs", "pub mod latex;")];
    let nested: Vec<_> = public_lines(&files)
        .into_iter()
        .filter(|(name, line)| name != "lib.rs" && line.starts_with("pub mod "))
        .filter(|(name, line)| !named_by_module.contains(&(name.as_str(), line.as_str())))
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

/// Every source file of the crate, library and program, with its path under
/// `src/` and its text, test code left out.
fn every_file() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder").flatten() {
            let path = entry.path();
            let name = path
                .strip_prefix(&src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            if path.is_dir() {
                stack.push(path);
            } else if name.ends_with(".rs") && !name.ends_with("/tests.rs") {
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
    files
}

/// The name a line declares a type visible outside its file by (`pub`,
/// `pub(crate)`, `pub(super)`, `pub(in …)`): a struct, enum, union, type or
/// trait.
fn visible_type(line: &str) -> Option<String> {
    let rest = line.trim_start().strip_prefix("pub")?;
    let rest = match rest.strip_prefix('(') {
        Some(inner) => &inner[inner.find(')')? + 1..],
        None => rest,
    };
    let rest = rest.strip_prefix(' ')?;
    let rest = ["struct ", "enum ", "union ", "type ", "trait "]
        .iter()
        .find_map(|kind| rest.strip_prefix(kind))?;
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// One meaning per name: no two types visible outside their files share a
/// name, across the whole crate (library and program), so that a name
/// read anywhere means one thing. A type private to its file is a local
/// name, as a variable is.
#[test]
fn no_two_visible_types_share_a_name() {
    let mut seen: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for (file, text) in every_file() {
        for line in text.lines() {
            if let Some(name) = visible_type(line) {
                seen.entry(name).or_default().push(file.clone());
            }
        }
    }
    assert!(seen.len() > 200, "the types are found: {}", seen.len());
    let twice: Vec<String> = seen
        .iter()
        .filter(|(_, files)| files.len() > 1)
        .map(|(name, files)| format!("{name}: {}", files.join(", ")))
        .collect();
    assert!(twice.is_empty(), "names taken twice:\n{}", twice.join("\n"));
    // The reader of declarations itself.
    assert_eq!(
        visible_type("pub(crate) struct Rows {"),
        Some("Rows".into())
    );
    assert_eq!(
        visible_type("    pub enum Skipped {"),
        Some("Skipped".into())
    );
    assert_eq!(
        visible_type("pub(in crate::a) type X = u8;"),
        Some("X".into())
    );
    assert_eq!(visible_type("struct Local;"), None);
    assert_eq!(visible_type("pub fn structure() {}"), None);
}

/// Every type that is an error (`impl … Error for T`) is named `…Error`,
/// in the library and the program alike.
#[test]
fn every_error_type_is_named_error() {
    let mut errors = Vec::new();
    for (file, text) in every_file() {
        for line in text.lines() {
            let t = line.trim_start();
            let Some(rest) = t
                .strip_prefix("impl std::error::Error for ")
                .or_else(|| t.strip_prefix("impl Error for "))
                .or_else(|| t.strip_prefix("impl error::Error for "))
            else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            errors.push((name, file.clone()));
        }
    }
    assert!(errors.len() > 10, "{errors:?}");
    let odd: Vec<_> = errors
        .iter()
        .filter(|(n, _)| !n.ends_with("Error"))
        .collect();
    assert_eq!(odd, Vec::<&(String, String)>::new());
}

/// No type of ours takes the name of a trait of the standard library that
/// code imports beside it (`Read`, `Write`, `Display`, …): a `use` of both
/// could not be written. (A module's own `Error`, as `io::Error` and
/// `fmt::Error`, is the idiom: the trait is written `std::error::Error`.)
#[test]
fn no_type_shadows_a_standard_trait() {
    let std_traits = [
        "Read", "Write", "BufRead", "Seek", "Display", "Debug", "Iterator", "Default", "Hash",
        "From", "Into", "Clone", "Copy", "Ord", "Eq",
    ];
    let mut found = Vec::new();
    for (file, text) in every_file() {
        for line in text.lines() {
            if let Some(name) = visible_type(line)
                && std_traits.contains(&name.as_str())
            {
                found.push(format!("{name} ({file})"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "types named after a standard trait: {found:?}"
    );
}

/// Each public item by one path: the files that make the public surface
/// (the crate root, each public module's file) re-export only from their
/// own private submodules, never an item another public module already
/// gives (`pub use crate::render::Format` in `host` would be a second
/// path), and the root gives no item of a public module again.
#[test]
fn each_public_item_has_one_path() {
    let files = library();
    let text_of = |name: &str| {
        files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
            .unwrap_or_default()
    };
    let root = text_of("lib.rs");
    let public: Vec<String> = root
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_owned())
        .collect();
    assert!(public.len() >= 6, "{public:?}");
    // The files of the public surface, and the public modules nested in it.
    let mut surface = vec!["lib.rs".to_owned()];
    for m in &public {
        surface.push(format!("{m}.rs"));
        surface.push(format!("{m}/mod.rs"));
    }
    surface.push("problems/latex/mod.rs".to_owned());
    // Each `pub use` statement (perhaps over several lines), whole.
    let statements = |text: &str| -> Vec<String> {
        let mut out = Vec::new();
        let mut current: Option<String> = None;
        for line in text.lines() {
            let t = line.trim();
            if let Some(c) = current.as_mut() {
                c.push(' ');
                c.push_str(t);
            } else if t.starts_with("pub use ") {
                current = Some(t.to_owned());
            }
            if current.as_ref().is_some_and(|c| c.ends_with(';')) {
                out.extend(current.take());
            }
        }
        out
    };
    let mut second = Vec::new();
    for name in &surface {
        for statement in statements(text_of(name)) {
            let path = statement
                .trim_start_matches("pub use ")
                .trim_start_matches("self::");
            let from_public = path.strip_prefix("crate::").is_some_and(|p| {
                public
                    .iter()
                    .any(|m| p.starts_with(&format!("{m}::")) || p == format!("{m};"))
            });
            let root_from_public =
                name == "lib.rs" && public.iter().any(|m| path.starts_with(&format!("{m}::")));
            let nested_again = name == "problems/mod.rs" && path.starts_with("latex::");
            if from_public || root_from_public || nested_again {
                second.push(format!("{name}: {statement}"));
            }
        }
    }
    assert_eq!(second, Vec::<String>::new());
    // The checker itself finds what it looks for.
    assert_eq!(
        statements("pub use a::{\n    B,\n    C,\n};\nuse d::E;\npub use f::G;\n"),
        ["pub use a::{ B, C, };", "pub use f::G;"]
    );
}
