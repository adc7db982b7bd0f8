//! `forsythe typst FILE...`: the diagrams of Typst documents (raw blocks
//! marked `fen`, `forsythe` or `chess`, and `forsythe(…)` calls) drawn into
//! `forsythe-images/` under the root, with the index
//! `integrations/typst/forsythe.typ` reads. The package itself runs in the
//! tools tier (`tests/tools/typeset.rs`); here nothing but the program is
//! needed.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::{run, stderr};
use serde_json::Value;

const DOC: &str = "#import \"forsythe.typ\": *\n\
#show: forsythe-blocks.with(theme: \"print\", width: 5cm)\n\
\n\
= A game\n\
```fen\n\
fen: 8/8/8/4k3/8/8/8/4K3 w\n\
caption: {side}\n\
```\n\
// ```fen\n\
// a comment is no diagram\n\
#figure(forsythe(\"1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1\", author: \"Sam Loyd\", stipulation: \"#3\", flip: false), caption: [Loyd])\n\
#include \"more.typ\"\n";

const MORE: &str = "Two equal diagrams share one image:\n\
```chess\n  fen: 8/8/8/4k3/8/8/8/4K3 w\n  caption: {side}\n```\n\
```forsythe\n[White \"Anna\"]\n1. e4 e5 2. Nf3 *\nat: 1...\n```\n";

fn typst(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["typst"];
    all.extend_from_slice(args);
    run(&all, dir, b"")
}

fn index(dir: &Path) -> Value {
    let text = std::fs::read_to_string(dir.join("forsythe-images/index.json")).expect("an index");
    serde_json::from_str(&text).expect("JSON")
}

fn images(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("forsythe-images"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".svg"))
        .collect();
    names.sort();
    names
}

/// What `render` draws of a record with `options`, as SVG.
fn render(dir: &Path, record: &str, options: &[&str]) -> String {
    let mut args = vec!["render", record, "-o", "-", "--format", "svg"];
    args.extend_from_slice(options);
    let o = run(&args, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn blocks_and_calls_are_drawn_into_an_index() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("doc.typ"), DOC).unwrap();
    std::fs::write(dir.path().join("more.typ"), MORE).unwrap();
    let o = typst(dir.path(), &["doc.typ"]);
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let index = index(dir.path());
    assert_eq!(index["forsythe"], env!("CARGO_PKG_VERSION"));
    assert_eq!(index["format"], 2);
    let diagrams = index["diagrams"].as_object().unwrap();
    // The keys are the package's: the lines trimmed, `@`, the defaults
    // (the width is the page's).
    let keys: Vec<&str> = diagrams.keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "[White \"Anna\"]\n1. e4 e5 2. Nf3 *\nat: 1...\n@\ntheme: print",
            "fen: 1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1\nauthor: Sam Loyd\nstipulation: #3\nflip: no\n@\ntheme: print",
            "fen: 8/8/8/4k3/8/8/8/4K3 w\ncaption: {side}\n@\ntheme: print",
        ]
    );
    let kings = &diagrams[keys[2]];
    assert_eq!(kings["caption"], "White to move");
    assert_eq!(
        kings["alt"],
        "White to move. White: king e1. Black: king e5."
    );
    assert_eq!(kings["documents"], serde_json::json!(["doc.typ"]));
    let loyd = &diagrams[keys[1]];
    assert_eq!(
        (
            &loyd["author"],
            &loyd["stipulation"],
            &loyd["count"],
            &loyd["natural"]
        ),
        (
            &Value::from("Sam Loyd"),
            &Value::from("#3"),
            &Value::from("(5+5)"),
            &Value::from(false)
        )
    );
    assert!(loyd.get("source").is_none() && loyd.get("caption").is_none());
    // Three diagrams, each an image: the board alone, the words left to
    // the page.
    let files: Vec<String> = keys
        .iter()
        .map(|k| diagrams[*k]["file"].as_str().unwrap().to_owned())
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(images(dir.path()), sorted);
    let svg = std::fs::read_to_string(dir.path().join("forsythe-images").join(&files[2])).unwrap();
    let expected = render(dir.path(), "8/8/8/4k3/8/8/8/4K3 w", &["--theme", "print"]);
    // The same picture as `render` draws without the caption; only the
    // description (which keeps the caption's words) differs.
    let body = |s: &str| s[s.find("</desc>").expect("a description")..].to_owned();
    assert_eq!(body(&svg), body(&expected));
    let game = &diagrams[keys[0]];
    // The game's position after 1...e5, White to move.
    let alt = game["alt"].as_str().unwrap();
    assert!(
        alt.starts_with("White to move.") && alt.contains("d7, e5, f7"),
        "{game}"
    );
}

/// A problem's award, dedication, conditions and twins are in the index
/// for the page to set, like its author; the image is the board alone.
#[test]
fn a_problems_further_lines_are_in_the_index() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "#import \"forsythe.typ\": *\n\
#forsythe(\"8/8/8/4k3/8/8/8/2K5\", award: \"1st Prize\", dedication: \"to A. Friend\", condition: \"Circe\", twins-line: \"b) Kc1-c2\", solution: \"1.Kd2\")\n";
    std::fs::write(dir.path().join("doc.typ"), doc).unwrap();
    let o = typst(dir.path(), &["doc.typ"]);
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let index = index(dir.path());
    let diagrams = index["diagrams"].as_object().unwrap();
    assert_eq!(diagrams.len(), 1);
    let entry = diagrams.values().next().unwrap();
    let words: Vec<(&str, &str)> = [
        "author",
        "award",
        "dedication",
        "stipulation",
        "count",
        "condition",
        "twins",
        "solution",
    ]
    .into_iter()
    .filter_map(|k| entry.get(k).and_then(Value::as_str).map(|v| (k, v)))
    .collect();
    assert_eq!(
        words,
        [
            ("award", "1st Prize"),
            ("dedication", "to A. Friend"),
            ("count", "(1+1)"),
            ("condition", "Circe"),
            ("twins", "b) Kc1-c2"),
        ]
    );
    let svg = std::fs::read_to_string(
        dir.path()
            .join("forsythe-images")
            .join(entry["file"].as_str().unwrap()),
    )
    .unwrap();
    let board = render(dir.path(), "8/8/8/4k3/8/8/8/2K5", &[]);
    let body = |s: &str| s[s.find("</desc>").expect("a description")..].to_owned();
    assert_eq!(body(&svg), body(&board));
}

#[test]
fn an_index_keeps_other_documents_and_draws_only_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.typ"),
        "```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("b.typ"),
        "```fen\n8/8/8/4k3/8/8/8/3QK3 w\n```\n",
    )
    .unwrap();
    for doc in ["a.typ", "b.typ"] {
        let o = typst(dir.path(), &[doc]);
        assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    }
    let index_a_b = index(dir.path());
    assert_eq!(index_a_b["diagrams"].as_object().unwrap().len(), 2);
    assert_eq!(images(dir.path()).len(), 2);
    // Run again: nothing is drawn or written.
    let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000_000);
    let folder = dir.path().join("forsythe-images");
    let paths: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    for p in &paths {
        let f = std::fs::File::options().write(true).open(p).unwrap();
        f.set_modified(old).unwrap();
    }
    let o = typst(dir.path(), &["a.typ"]);
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    for p in &paths {
        assert_eq!(
            std::fs::metadata(p).unwrap().modified().unwrap(),
            old,
            "{p:?}"
        );
    }
    assert_eq!(index(dir.path()), index_a_b);
    // `a.typ` changes: its old image goes, `b.typ`'s stays.
    std::fs::write(
        dir.path().join("a.typ"),
        "```fen\n8/8/8/4k3/8/8/8/4KR2 w\n```\n",
    )
    .unwrap();
    let o = typst(dir.path(), &["a.typ"]);
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let now = index(dir.path());
    let keys: Vec<&String> = now["diagrams"].as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        ["8/8/8/4k3/8/8/8/3QK3 w\n@", "8/8/8/4k3/8/8/8/4KR2 w\n@"]
    );
    assert_eq!(images(dir.path()).len(), 2);
    for e in now["diagrams"].as_object().unwrap().values() {
        assert!(folder.join(e["file"].as_str().unwrap()).is_file());
    }
}

#[test]
fn errors_name_the_place_and_leave_a_placeholder() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "#import \"forsythe.typ\": *\n#show: forsythe-blocks\n\
               ```fen\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: big\n```\n\
               #let n = 300\n#forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", size: n)\n\
               #forsythe(size: 300)\n";
    std::fs::write(dir.path().join("doc.typ"), doc).unwrap();
    let o = typst(dir.path(), &["doc.typ"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: `size=big` is no whole number\n --> doc.typ, line 5, column 7\n  |\n\
         5 | size: big\n  |       ^^^\n\
         error: `size` is not written out (a string, a number, true or false, or a list of them), \
         so forsythe cannot read it from the document\n --> doc.typ, line 8, column 36\n  |\n\
         8 | #forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", size: n)\n  |                                    ^^^^\n\
         error: the record is the first argument of forsythe(), a string in quotes\n \
         --> doc.typ, line 9, column 11\n  |\n9 | #forsythe(size: 300)\n  |           ^^^^^^^^^\n"
    );
    // The block's error is in the index, for the package's placeholder.
    let index = index(dir.path());
    assert_eq!(
        index["diagrams"]["fen: 8/8/8/4k3/8/8/8/4K3 w\nsize: big\n@"]["error"],
        "`size=big` is no whole number"
    );
}

#[test]
fn documents_that_cannot_be_read_say_so() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.typ"), "#include \"a.typ\"\n").unwrap();
    let o = typst(dir.path(), &["a.typ", "missing.typ"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(
            "error: `a.typ` includes itself, directly or through other files\n --> a.typ, line 1, column 2\n"
        ),
        "{err}"
    );
    assert!(err.contains("error: cannot read missing.typ: "), "{err}");
    // The index is written all the same, so the documents compile.
    assert_eq!(index(dir.path())["diagrams"], serde_json::json!({}));
}

#[test]
fn the_package_reads_the_format_the_program_writes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("doc.typ"), DOC).unwrap();
    std::fs::write(dir.path().join("more.typ"), MORE).unwrap();
    let o = typst(dir.path(), &["doc.typ"]);
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let typ = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("integrations/typst/forsythe.typ"),
    )
    .unwrap();
    let line = typ
        .lines()
        .find_map(|l| l.strip_prefix("#let _format = "))
        .expect("the package's format");
    assert_eq!(
        index(dir.path())["format"],
        line.trim().parse::<u64>().unwrap()
    );
}
