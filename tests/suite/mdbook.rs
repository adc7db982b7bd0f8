//! `forsythe mdbook`, the mdBook preprocessor, fed what mdBook 0.5.4 sent
//! it while building `examples/article` (`tests/data/markdown/mdbook-input.json`).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::stderr;
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn forsythe(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    common::run(args, dir, stdin)
}

/// The captured `[context, book]`, with the book's root moved to `dir`.
fn input(dir: &Path) -> Value {
    let text = std::fs::read_to_string(root().join("tests/data/markdown/mdbook-input.json"))
        .expect("the captured input");
    let mut value: Value = serde_json::from_str(&text).expect("JSON");
    value[0]["root"] = Value::from(dir.display().to_string());
    value
}

/// Every chapter's path and content, in book order.
fn chapters(book: &Value) -> Vec<(Option<String>, String)> {
    fn walk(items: &[Value], out: &mut Vec<(Option<String>, String)>) {
        for item in items {
            if let Some(c) = item.get("Chapter") {
                out.push((
                    c["path"].as_str().map(str::to_owned),
                    c["content"].as_str().unwrap_or_default().to_owned(),
                ));
                walk(c["sub_items"].as_array().map_or(&[][..], |v| v), out);
            }
        }
    }
    let mut out = Vec::new();
    walk(book["items"].as_array().map_or(&[][..], |v| v), &mut out);
    out
}

/// `book` with every chapter's content taken out, to compare the rest.
fn without_contents(mut book: Value) -> Value {
    fn walk(items: &mut [Value]) {
        for item in items {
            if let Some(c) = item.get_mut("Chapter") {
                c["content"] = Value::Null;
                if let Some(Value::Array(sub)) = c.get_mut("sub_items") {
                    walk(sub);
                }
            }
        }
    }
    if let Some(Value::Array(items)) = book.get_mut("items") {
        walk(items);
    }
    book
}

fn files(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn supports() {
    let dir = tempfile::tempdir().unwrap();
    for (renderer, code) in [("html", 0), ("markdown", 0), ("epub", 1), ("pdf", 1)] {
        let o = forsythe(&["mdbook", "supports", renderer], dir.path(), b"");
        assert_eq!(o.status.code(), Some(code), "{renderer}");
        assert_eq!(o.stdout, b"");
        assert_eq!(stderr(&o), "");
    }
    let o = forsythe(&["mdbook", "supports"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `supports` needs the name of a renderer, such as `supports html`\n"
    );
    let o = forsythe(&["mdbook", "build"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_book_comes_back_with_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    let input = input(dir.path());
    let o = forsythe(&["mdbook"], dir.path(), input.to_string().as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let book: Value = serde_json::from_slice(&o.stdout).expect("the book as JSON");
    // Everything but the contents came back as it was sent.
    assert_eq!(
        without_contents(book.clone()),
        without_contents(input[1].clone())
    );
    let before = chapters(&input[1]);
    let after = chapters(&book);
    assert_eq!(
        after.iter().map(|(p, _)| p.clone()).collect::<Vec<_>>(),
        [
            Some("article.md".into()),
            Some("more/exercises.md".into()),
            Some("more/answers.md".into()),
            None
        ]
    );
    // The article: converted as `forsythe markdown --drop-source` converts
    // it with the book's options (book.toml: theme classic, size 360); the
    // book is not written back, so nothing is kept.
    let work = tempfile::tempdir().unwrap();
    let markdown = forsythe(
        &[
            "markdown",
            "--drop-source",
            "--images",
            "diagrams",
            "--set",
            "size=360",
            "--set",
            "theme=classic",
        ],
        work.path(),
        before[0].1.as_bytes(),
    );
    assert_eq!(markdown.status.code(), Some(0), "{}", stderr(&markdown));
    assert_eq!(after[0].1, String::from_utf8_lossy(&markdown.stdout));
    assert_eq!(after[0].1.matches("](diagrams/fen-").count(), 5);
    // Chapters in a folder link up to the images; the two equal diagrams
    // of the exercise and its answer share one file.
    for (_, content) in &after[1..3] {
        assert!(!content.contains("```"), "{content}");
        assert_eq!(
            content.matches("](../diagrams/fen-").count(),
            1,
            "{content}"
        );
    }
    assert_eq!(names(&after[1].1), names(&after[2].1));
    assert_eq!(after[3].1, "", "the draft has no content");
    let images = dir.path().join("src/diagrams");
    let mut expected: Vec<String> = after.iter().flat_map(|(_, c)| names(c)).collect();
    expected.sort();
    expected.dedup();
    assert_eq!(files(&images), expected);
    assert_eq!(expected.len(), 6);
    // The article's images are the very files `forsythe markdown` made.
    assert_eq!(
        files(&work.path().join("diagrams")),
        names(&after[0].1)
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    );
    for name in names(&after[0].1) {
        assert_eq!(
            std::fs::read(images.join(&name)).unwrap(),
            std::fs::read(work.path().join("diagrams").join(&name)).unwrap()
        );
    }
}

#[test]
fn a_chapter_converted_before_is_drawn_from_its_kept_blocks() {
    let dir = tempfile::tempdir().unwrap();
    let input = input(dir.path());
    let fresh = forsythe(&["mdbook"], dir.path(), input.to_string().as_bytes());
    assert_eq!(fresh.status.code(), Some(0), "{}", stderr(&fresh));
    let fresh: Value = serde_json::from_slice(&fresh.stdout).unwrap();
    // The article as `forsythe markdown --in-place` left it, with other
    // options and other images: each block kept beside its old diagram.
    let article = chapters(&input[1])[0].1.clone();
    let work = tempfile::tempdir().unwrap();
    let o = forsythe(
        &["markdown", "--inline-svg", "--set", "theme=print"],
        work.path(),
        article.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let converted = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(converted.matches("<!-- forsythe\n").count(), 5);
    let mut book = input.clone();
    book[1]["items"][0]["Chapter"]["content"] = Value::from(converted);
    let o = forsythe(&["mdbook"], dir.path(), book.to_string().as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let book: Value = serde_json::from_slice(&o.stdout).unwrap();
    // Drawn again from the kept blocks with the book's options: the page is
    // the one the original chapter gives.
    assert_eq!(chapters(&book)[0].1, chapters(&fresh)[0].1);
}

/// The names of the diagram files a chapter links to.
fn names(content: &str) -> Vec<String> {
    content
        .match_indices("diagrams/fen-")
        .map(|(i, _)| {
            let name = &content[i + "diagrams/".len()..];
            name[..name.find(')').unwrap()].to_owned()
        })
        .collect()
}

#[cfg(unix)]
#[test]
fn a_second_build_writes_no_file() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let input = input(dir.path()).to_string();
    let stamp = |dir: &Path| -> Vec<(String, u64, std::time::SystemTime)> {
        files(dir)
            .into_iter()
            .map(|f| {
                let m = std::fs::metadata(dir.join(&f)).unwrap();
                (f, m.ino(), m.modified().unwrap())
            })
            .collect()
    };
    let first = forsythe(&["mdbook"], dir.path(), input.as_bytes());
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let images = dir.path().join("src/diagrams");
    let before = stamp(&images);
    assert_eq!(before.len(), 6);
    let second = forsythe(&["mdbook"], dir.path(), input.as_bytes());
    assert_eq!(second.status.code(), Some(0));
    assert_eq!(second.stdout, first.stdout);
    assert_eq!(stamp(&images), before);
}

/// The captured input with other `[preprocessor.forsythe]` settings.
fn configured(dir: &Path, settings: &[(&str, Value)]) -> Vec<u8> {
    let mut value = input(dir);
    let table = &mut value[0]["config"]["preprocessor"]["forsythe"];
    for (k, v) in settings {
        table[*k] = v.clone();
    }
    value.to_string().into_bytes()
}

#[test]
fn configuration() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &["mdbook"],
        dir.path(),
        &configured(dir.path(), &[("inline-svg", Value::from(true))]),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let book: Value = serde_json::from_slice(&o.stdout).unwrap();
    let after = chapters(&book);
    assert_eq!(
        after[0].1.matches("<div class=\"forsythe\"><svg").count(),
        5
    );
    assert!(after[0].1.contains("width=\"360\""));
    assert!(!dir.path().join("src/diagrams").exists());

    let o = forsythe(
        &["mdbook"],
        dir.path(),
        &configured(
            dir.path(),
            &[
                ("format", Value::from("png")),
                ("images", Value::from("img/chess")),
                ("coordinates", Value::from(false)),
            ],
        ),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let book: Value = serde_json::from_slice(&o.stdout).unwrap();
    let after = chapters(&book);
    assert_eq!(after[0].1.matches("](img/chess/fen-").count(), 5);
    assert_eq!(after[1].1.matches("](../img/chess/fen-").count(), 1);
    assert_eq!(files(&dir.path().join("src/img/chess")).len(), 6);

    for (settings, message) in [
        (
            vec![("colour", Value::from("blue"))],
            "error: unknown key `colour` (in book.toml [preprocessor.forsythe])\n",
        ),
        (
            vec![("format", Value::from("jpg"))],
            "error: `format` in book.toml [preprocessor.forsythe] cannot be `jpg`\n",
        ),
        (
            vec![("theme", serde_json::json!({"a": 1}))],
            "error: `theme` in book.toml [preprocessor.forsythe] must be text, a number, true or false, or a list of them\n",
        ),
    ] {
        let o = forsythe(&["mdbook"], dir.path(), &configured(dir.path(), &settings));
        assert_eq!(o.status.code(), Some(2), "{settings:?}");
        assert_eq!(stderr(&o), message);
        assert_eq!(o.stdout, b"");
    }
}

/// A problem's line set in book.toml is drawn under every diagram (each
/// image one line taller); an empty one is no line.
#[test]
fn a_problem_line_in_the_configuration() {
    let dir = tempfile::tempdir().unwrap();
    let heights = |settings: &[(&str, Value)]| -> Vec<u32> {
        let mut all = vec![("inline-svg", Value::from(true))];
        all.extend_from_slice(settings);
        let o = forsythe(&["mdbook"], dir.path(), &configured(dir.path(), &all));
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let book: Value = serde_json::from_slice(&o.stdout).unwrap();
        chapters(&book)[0]
            .1
            .split("<svg ")
            .skip(1)
            .map(|svg| {
                let at = svg.find(" height=\"").expect("a height") + 9;
                svg[at..].split('"').next().unwrap().parse().unwrap()
            })
            .collect()
    };
    let plain = heights(&[]);
    assert_eq!(plain.len(), 5);
    let lined = heights(&[("condition", Value::from("Circe"))]);
    assert_eq!(lined.len(), 5);
    assert!(
        plain.iter().zip(&lined).all(|(p, l)| l > p),
        "{plain:?} {lined:?}"
    );
    assert_eq!(heights(&[("award", Value::from(""))]), plain);
}

#[test]
fn a_chapter_with_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let mut value = input(dir.path());
    let content = &mut value[1]["items"][1]["Chapter"]["content"];
    *content = Value::from(format!(
        "{}\n```fen\nfen: 8/8/8/8/8/8/8/K6k w\nflip: sometimes\n```\n",
        content.as_str().unwrap()
    ));
    let o = forsythe(&["mdbook"], dir.path(), value.to_string().as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: `flip=sometimes` is not a value of flip; write `yes`, `no`, `auto`, `black` or `white`\n  --> src/more/exercises.md, line 11, column 7\n   |\n\
         11 | flip: sometimes\n   |       ^^^^^^^^^\n"
    );
    // The book still comes back, with that block as it was.
    let book: Value = serde_json::from_slice(&o.stdout).unwrap();
    let after = chapters(&book);
    assert!(
        after[1]
            .1
            .contains("```fen\nfen: 8/8/8/8/8/8/8/K6k w\nflip: sometimes\n```")
    );
    assert_eq!(after[0].1.matches("](diagrams/fen-").count(), 5);
}

#[test]
fn input_that_is_not_a_book() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(&["mdbook"], dir.path(), b"{\"items\": []}");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: the book from mdBook cannot be read: expected a JSON list of two: the context and the book\n"
    );
    let o = forsythe(&["mdbook"], dir.path(), b"[{}, ");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: the book from mdBook cannot be read: "));
}
