//! `forsythe markdown` and `forsythe block`: diagram blocks in documents.
//!
//! The golden documents are `tests/data/markdown/NAME.md`; the converted
//! document is `NAME.out.md` (a document without one must come out
//! unchanged) and what is reported on stderr, when anything is, is
//! `NAME.stderr` (the exit code is then 1). `FORSYTHE_BLESS=1` writes the
//! expected files anew, on purpose.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Output;

use common::{file_names, stderr};
use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/markdown")
}

fn forsythe(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    common::run(args, dir, stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The golden inputs: every `.md` file that is not an expected output.
fn golden_inputs() -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(data())
        .expect("the data folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.ends_with(".md") && !name.ends_with(".out.md")
        })
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn golden_documents_byte_for_byte() {
    let bless = std::env::var_os("FORSYTHE_BLESS").is_some();
    let inputs = golden_inputs();
    assert!(inputs.len() >= 5, "only {} golden documents", inputs.len());
    for input in inputs {
        let name = input
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let dir = tempfile::tempdir().expect("a temporary folder");
        let text = std::fs::read(&input).expect("the input");
        std::fs::write(dir.path().join(format!("{name}.md")), &text).expect("copied");
        let o = forsythe(
            &["markdown", &format!("{name}.md"), "--images", "images"],
            dir.path(),
            b"",
        );
        let out_path = data().join(format!("{name}.out.md"));
        let err_path = data().join(format!("{name}.stderr"));
        if bless {
            if o.stdout != text {
                std::fs::write(&out_path, &o.stdout).expect("blessed");
            }
            if !o.stderr.is_empty() {
                std::fs::write(&err_path, &o.stderr).expect("blessed");
            }
            continue;
        }
        let expected = std::fs::read(&out_path).unwrap_or_else(|_| text.clone());
        assert!(
            o.stdout == expected,
            "{name}: the output differs from {}:\n{}",
            out_path.display(),
            stdout(&o)
        );
        let expected_err = std::fs::read_to_string(&err_path).unwrap_or_default();
        assert_eq!(stderr(&o), expected_err, "{name}: stderr");
        let code = if expected_err.is_empty() { 0 } else { 1 };
        assert_eq!(o.status.code(), Some(code), "{name}: {}", stderr(&o));
        // Converted again, the document is unchanged: the kept blocks are
        // drawn as they were, the blocks with errors left again.
        let again = forsythe(&["markdown", "--images", "images"], dir.path(), &expected);
        assert!(
            again.stdout == expected,
            "{name}: converted twice, the document changed:\n{}",
            stdout(&again)
        );
        assert_eq!(
            again.status.code(),
            Some(code),
            "{name}: {}",
            stderr(&again)
        );
    }
}

#[test]
fn a_document_without_blocks_is_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read(data().join("plain.md")).unwrap();
    assert!(text.windows(2).any(|w| w == b"\r\n"), "the sample has CRLF");
    let o = forsythe(&["markdown", "--images", "images"], dir.path(), &text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stdout == text);
    assert!(
        !dir.path().join("images").exists(),
        "no folder for no images"
    );
}

/// A document as a list of what a reader sees, block by block: containers
/// and leaf blocks with their text, where a paragraph is one token however
/// it is written (tight list items have no paragraph events) and a diagram
/// block counts as a paragraph holding one image.
fn shape(text: &str, diagrams: &[&str]) -> Vec<String> {
    let opts = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_YAML_STYLE_METADATA_BLOCKS;
    let mut out = Vec::new();
    let mut para = String::new();
    let mut skip: Option<TagEnd> = None;
    // Inside the comment that keeps a block's source; where the HTML block
    // now open began in `out`.
    let mut in_kept = false;
    let mut html_start: Option<usize> = None;
    let flush = |para: &mut String, out: &mut Vec<String>| {
        let t = para.trim();
        if !t.is_empty() {
            out.push(format!("P[{t}]"));
        }
        para.clear();
    };
    for event in Parser::new_ext(text, opts) {
        if let Some(end) = &skip {
            if matches!(&event, Event::End(e) if e == end) {
                skip = None;
            }
            continue;
        }
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if diagrams.contains(&info.split_whitespace().next().unwrap_or("")) =>
            {
                flush(&mut para, &mut out);
                out.push("P[IMG]".into());
                skip = Some(TagEnd::CodeBlock);
            }
            // The comments that keep a block's source are not seen.
            Event::Html(t) if in_kept || t.starts_with("<!-- forsythe") => {
                in_kept = !t.contains("-->");
            }
            Event::Html(t) if t.trim() == "<!-- /forsythe -->" => {}
            Event::End(TagEnd::HtmlBlock)
                if para.trim().is_empty() && html_start.is_some_and(|i| i + 1 == out.len()) =>
            {
                out.pop();
                html_start = None;
            }
            Event::Start(Tag::Image { .. }) => {
                para.push_str("IMG");
                skip = Some(TagEnd::Image);
            }
            Event::Text(t) | Event::Code(t) | Event::Html(t) | Event::InlineHtml(t) => {
                para.push_str(&t);
            }
            Event::SoftBreak | Event::HardBreak => para.push(' '),
            Event::Start(Tag::Emphasis | Tag::Strong | Tag::Strikethrough | Tag::Link { .. })
            | Event::End(
                TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough | TagEnd::Link,
            ) => {}
            Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph) => {
                flush(&mut para, &mut out);
            }
            other => {
                flush(&mut para, &mut out);
                html_start = matches!(other, Event::Start(Tag::HtmlBlock)).then_some(out.len());
                let name = format!("{other:?}");
                out.push(name.split('(').next().unwrap_or_default().to_owned() + &tag_name(&other));
            }
        }
    }
    flush(&mut para, &mut out);
    out
}

fn tag_name(e: &Event<'_>) -> String {
    match e {
        Event::Start(t) => format!("{:?}", TagEnd::from(t.clone())),
        Event::End(t) => format!("{t:?}"),
        _ => String::new(),
    }
}

#[test]
fn converted_documents_keep_their_shape() {
    for input in golden_inputs() {
        let name = input
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let Ok(output) = std::fs::read_to_string(data().join(format!("{name}.out.md"))) else {
            continue;
        };
        if data().join(format!("{name}.stderr")).exists() {
            continue;
        }
        let text = std::fs::read_to_string(&input).unwrap();
        let before = shape(&text, &["fen", "forsythe", "chess"]);
        let after = shape(&output, &[]);
        assert!(
            before.iter().filter(|t| *t == "P[IMG]").count() >= 2,
            "{name}"
        );
        assert_eq!(before, after, "{name}: what a reader sees changed");
    }
}

#[test]
fn equal_blocks_share_one_image() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read(data().join("crlf.md")).unwrap();
    let o = forsythe(&["markdown", "--images", "img"], dir.path(), &text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let links: Vec<&str> = out
        .match_indices("](img/")
        .map(|(i, _)| &out[i + 2..i + 26])
        .collect();
    assert_eq!(links.len(), 3);
    assert_eq!(links[0], links[2], "the first and last blocks are equal");
    assert_ne!(links[0], links[1]);
    assert_eq!(file_names(&dir.path().join("img")).len(), 2);
}

/// The modification time and inode of every file under `dir`.
#[cfg(unix)]
fn stamps(dir: &Path) -> Vec<(String, u64, std::time::SystemTime)> {
    use std::os::unix::fs::MetadataExt;
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            let m = std::fs::metadata(&p).unwrap();
            if m.is_dir() {
                todo.push(p);
            } else {
                out.push((p.display().to_string(), m.ino(), m.modified().unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[cfg(unix)]
#[test]
fn a_second_run_writes_no_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data().join("long.md"), dir.path().join("long.md")).unwrap();
    std::fs::create_dir(dir.path().join("site")).unwrap();
    let args = [
        "markdown",
        "long.md",
        "-o",
        "site/long.md",
        "--images",
        "site/img",
    ];
    let first = forsythe(&args, dir.path(), b"");
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let before = stamps(dir.path());
    assert_eq!(file_names(&dir.path().join("site/img")).len(), 7);
    let second = forsythe(&args, dir.path(), b"");
    assert_eq!(second.status.code(), Some(0), "{}", stderr(&second));
    assert_eq!(stamps(dir.path()), before, "a file was written again");
    // The document links the images from its own folder.
    let doc = std::fs::read_to_string(dir.path().join("site/long.md")).unwrap();
    assert!(doc.contains("](img/fen-"), "{doc}");
    // A changed image is written again, and only that one.
    let img = dir.path().join("site/img");
    let victim = img.join(&file_names(&img)[0]);
    std::fs::write(&victim, "spoilt").unwrap();
    let third = forsythe(&args, dir.path(), b"");
    assert_eq!(third.status.code(), Some(0));
    assert!(std::fs::read(&victim).unwrap().starts_with(b"<svg"));
    let after = stamps(dir.path());
    let changed: Vec<_> = after.iter().filter(|s| !before.contains(s)).collect();
    assert_eq!(changed.len(), 1, "{changed:?}");
}

#[cfg(unix)]
#[test]
fn in_place_rewrites_only_what_changes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data().join("tricky.md"), dir.path().join("a.md")).unwrap();
    std::fs::copy(data().join("plain.md"), dir.path().join("b.md")).unwrap();
    let plain = stamps(dir.path());
    let args = [
        "markdown",
        "--in-place",
        "a.md",
        "b.md",
        "--images",
        "images",
    ];
    let o = forsythe(&args, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(o.stdout, b"");
    let a = std::fs::read_to_string(dir.path().join("a.md")).unwrap();
    assert_eq!(
        a,
        std::fs::read_to_string(data().join("tricky.out.md")).unwrap()
    );
    let b_stamp = |s: &[(String, u64, std::time::SystemTime)]| {
        s.iter().find(|(p, ..)| p.ends_with("b.md")).cloned()
    };
    assert_eq!(
        b_stamp(&stamps(dir.path())),
        b_stamp(&plain),
        "b.md has no blocks"
    );
    let before = stamps(dir.path());
    let again = forsythe(&args, dir.path(), b"");
    assert_eq!(again.status.code(), Some(0));
    assert_eq!(stamps(dir.path()), before);
}

#[test]
fn several_files_into_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data().join("crlf.md"), dir.path().join("one.md")).unwrap();
    std::fs::create_dir(dir.path().join("posts")).unwrap();
    std::fs::copy(data().join("tricky.md"), dir.path().join("posts/two.md")).unwrap();
    let o = forsythe(
        &[
            "markdown",
            "one.md",
            "posts/two.md",
            "-o",
            "out",
            "--images",
            "out/static/diagrams",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        file_names(&dir.path().join("out")),
        ["one.md", "static", "two.md"]
    );
    let two = std::fs::read_to_string(dir.path().join("out/two.md")).unwrap();
    assert!(two.contains("](static/diagrams/fen-"), "{two}");
    // Both documents write into one folder: two diagrams each, none shared.
    assert_eq!(file_names(&dir.path().join("out/static/diagrams")).len(), 4);
}

#[test]
fn link_prefix_and_info_words() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "```chessboard\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: 200\n```\n\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n";
    let o = forsythe(
        &[
            "markdown",
            "--images",
            "public/img",
            "--link-prefix",
            "https://example.org/img/",
            "--info",
            "chessboard",
        ],
        dir.path(),
        doc.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let name = file_names(&dir.path().join("public/img"))
        .pop()
        .expect("one image");
    assert_eq!(
        out,
        format!(
            "<!-- forsythe\n```chessboard\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: 200\n```\n-->\n\
             ![White to move. White: king e1. Black: king e5.](https://example.org/img/{name})&nbsp;\n\
             <!-- /forsythe -->\n\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n"
        )
    );
    let svg = std::fs::read_to_string(dir.path().join("public/img").join(&name)).unwrap();
    assert!(svg.contains(r#"width="200""#), "{}", &svg[..200]);
}

#[test]
fn defaults_from_the_command_line_give_way_to_the_block() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n\n```fen\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: 240\n```\n";
    let o = forsythe(
        &[
            "markdown",
            "--images",
            "img",
            "--set",
            "size=200",
            "--set",
            "theme=print",
        ],
        dir.path(),
        doc.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut widths: Vec<String> = file_names(&dir.path().join("img"))
        .iter()
        .map(|f| {
            let svg = std::fs::read_to_string(dir.path().join("img").join(f)).unwrap();
            let at = svg.find("width=\"").unwrap();
            svg[at..at + 11].to_owned()
        })
        .collect();
    widths.sort();
    assert_eq!(widths, ["width=\"200\"", "width=\"240\""]);
    // A default that is wrong is wrong for every block: a usage error.
    let o = forsythe(
        &["markdown", "--images", "img", "--set", "theme=purple"],
        dir.path(),
        doc.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `purple` is not a theme; choose classic, blue, green, print, hatched or magazine (in --set)\n"
    );
    let o = forsythe(
        &["markdown", "--images", "img", "--set", "flip"],
        dir.path(),
        doc.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "error: `flip` is not KEY=VALUE\n");
}

#[test]
fn inline_svg_has_unique_ids_and_no_files() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read(data().join("long.md")).unwrap();
    let o = forsythe(&["markdown", "--inline-svg"], dir.path(), &text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out.matches("<div class=\"forsythe\"><svg role=\"img\" aria-label=")
            .count(),
        8
    );
    assert!(out.contains("aria-label=\"Kings [facing] each other\""));
    let mut ids = BTreeSet::new();
    for (i, _) in out.match_indices(" id=\"") {
        let id = &out[i + 5..];
        let id = &id[..id.find('"').unwrap()];
        assert!(ids.insert(id.to_owned()), "the id {id} is used twice");
    }
    assert!(ids.len() > 50);
    assert_eq!(file_names(dir.path()), Vec::<String>::new());
    // Every diagram is an HTML block of its own, standing where its block
    // stood: with each HTML block of a diagram taken for an image, a reader
    // sees what the image references give.
    let mut reader_sees = Vec::new();
    for token in shape(&out, &[]) {
        if token.starts_with("P[<div class=\"forsythe\">") {
            assert_eq!(reader_sees.pop().as_deref(), Some("StartHtmlBlock"));
            reader_sees.push("P[IMG]".to_owned());
            reader_sees.push("skip".to_owned());
        } else if reader_sees.last().map(String::as_str) == Some("skip") {
            assert_eq!(token, "EndHtmlBlock");
            reader_sees.pop();
        } else {
            reader_sees.push(token);
        }
    }
    let before = shape(
        &String::from_utf8_lossy(&text),
        &["fen", "forsythe", "chess"],
    );
    assert_eq!(reader_sees, before);
}

#[test]
fn png_files() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &["markdown", "--images", "img", "--format", "png"],
        dir.path(),
        b"```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let names = file_names(&dir.path().join("img"));
    assert_eq!(names.len(), 1);
    assert!(names[0].starts_with("fen-") && names[0].ends_with(".png"));
    assert_eq!(
        stdout(&o),
        format!(
            "<!-- forsythe\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n-->\n\
             ![White to move. White: king e1. Black: king e5.](img/{})&nbsp;\n\
             <!-- /forsythe -->\n",
            names[0]
        )
    );
    let png = std::fs::read(dir.path().join("img").join(&names[0])).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[test]
fn usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let cases: &[(&[&str], &str)] = &[
        (
            &["markdown"],
            "error: give --images DIR for the diagram files, or --inline-svg to write them into the document\n",
        ),
        (
            &["markdown", "--inline-svg", "--format", "png"],
            "error: --inline-svg writes SVG; it cannot be used with the format png\n",
        ),
        (
            &["markdown", "--in-place", "--images", "i"],
            "error: --in-place needs files; standard input has nowhere to be written back\n",
        ),
        (
            &["markdown", "a.md", "b.md", "--images", "i"],
            "error: several files need --in-place, or -o with a folder for the converted documents\n",
        ),
        (
            &["markdown", "-", "-", "-o", "x", "--images", "i"],
            "error: standard input (`-`) can be read only once\n",
        ),
        (
            &["markdown", "a/x.md", "b/x.md", "-o", "out", "--images", "i"],
            "error: a/x.md and b/x.md would both be written to out/x.md\n",
        ),
    ];
    for (args, message) in cases {
        let o = forsythe(args, dir.path(), b"");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o), *message, "{args:?}");
    }
}

#[test]
fn unreadable_documents() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.md"), b"ok\n\xff\xfe\n").unwrap();
    let o = forsythe(
        &[
            "markdown",
            "bad.md",
            "missing.md",
            "-o",
            "out",
            "--images",
            "i",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with("error: bad.md: "), "{err}");
    assert!(err.contains("3"), "names the byte: {err}");
    assert!(err.contains("missing.md"), "{err}");
}

#[test]
fn messages_in_the_interface_language() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &["--lang", "de", "markdown", "--images", "i"],
        dir.path(),
        b"```fen\nfen: 8/8/8/8/8/8/8/K6k w\nflipp: ja\n```\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "Fehler: unbekannter Schlüssel `flipp`\n --> Standardeingabe, Zeile 3, Spalte 1\n  |\n3 | flipp: ja\n  | ^^^^^\n  = Tipp: meinten Sie `flip`?\n"
    );
}

#[test]
fn the_sample_article_has_five_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    let article = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/article/src/article.md");
    let o = forsythe(
        &[
            "markdown",
            article.to_str().unwrap(),
            "-o",
            "article.md",
            "--images",
            "images",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = std::fs::read_to_string(dir.path().join("article.md")).unwrap();
    assert_eq!(out.matches("](images/fen-").count(), 5);
    // Each block is kept, in a comment, and nowhere else.
    assert_eq!(out.matches("<!-- forsythe\n").count(), 5);
    assert_eq!(out.matches("```").count(), 10);
    assert_eq!(out.matches("<!-- /forsythe -->\n").count(), 5);
    assert_eq!(file_names(&dir.path().join("images")).len(), 5);
}

/// The SVG `render -o - --format svg ARGS` writes on standard output.
fn render_svg(args: &[&str]) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec!["render", "-o", "-", "--format", "svg"];
    all.extend_from_slice(args);
    let o = forsythe(&all, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    o.stdout
}

#[test]
fn block_draws_one_block_from_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let block = b"fen: 8/8/8/4k3/8/8/8/4K3 w\ncaption: side\n";
    let svg = forsythe(&["block"], dir.path(), block);
    assert_eq!(svg.status.code(), Some(0), "{}", stderr(&svg));
    assert!(svg.stdout.starts_with(b"<svg xmlns="));
    // The same diagram as `render` with the same options.
    assert_eq!(
        svg.stdout,
        render_svg(&["--caption", "side", "8/8/8/4k3/8/8/8/4K3 w"])
    );
    let html = forsythe(&["block", "--html"], dir.path(), block);
    let html = stdout(&html);
    assert!(html.starts_with(
        "<div class=\"forsythe\"><svg role=\"img\" aria-label=\"White to move. White: king e1. Black: king e5.\" \
         style=\"max-width:100%;height:auto\" xmlns="
    ));
    assert!(html.ends_with("</svg></div>\n") && html.lines().count() == 1);
    let files_out = forsythe(
        &["block", "--format", "png", "--images", "d"],
        dir.path(),
        block,
    );
    assert_eq!(files_out.status.code(), Some(0), "{}", stderr(&files_out));
    let line = stdout(&files_out);
    let (path, alt) = line.trim_end().split_once('\t').expect("path and alt");
    assert!(
        path.starts_with("d/fen-") && path.ends_with(".png"),
        "{path}"
    );
    assert_eq!(alt, "White to move. White: king e1. Black: king e5.");
    assert!(
        std::fs::read(dir.path().join(path))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let o = forsythe(
        &["block", "-o", "x.svg"],
        dir.path(),
        b"8/8/8/4k3/8/8/8/4K3 w\nflip=perhaps\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(o.stdout, b"");
    assert_eq!(
        stderr(&o),
        "error: `flip=perhaps` is not a value of flip; write `yes`, `no`, `auto`, `black` or `white`\n --> line 2, column 6\n  |\n2 | flip=perhaps\n  |      ^^^^^^^\n"
    );
    assert!(!dir.path().join("x.svg").exists());
}

/// A block whose text holds `--` and `-->`, as Forsyth holes and a caption
/// can.
const DASHES: &str = "Intro\n\n```fen\n--6/8/8/4k3/8/8/8/4K3 w\ncaption=\"a --> b\"\n```\n\nEnd.\n";

/// What `forsythe block --images DIR` says of a block: the image's file
/// name and its alternative text.
fn drawn(block: &str, dir: &Path) -> (String, String) {
    let o = forsythe(&["block", "--images", "drawn"], dir, block.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let (path, alt) = out.trim_end().split_once('\t').expect("path and alt");
    let name = Path::new(path).file_name().unwrap().to_string_lossy();
    (name.into_owned(), alt.to_owned())
}

#[cfg(unix)]
#[test]
fn in_place_keeps_every_source_and_converting_again_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let doc = dir.path().join("doc.md");
    std::fs::write(&doc, DASHES).unwrap();
    let args = ["markdown", "--in-place", "doc.md", "--images", "img"];
    let o = forsythe(&args, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!((stdout(&o), stderr(&o)), (String::new(), String::new()));
    let (name, alt) = drawn("--6/8/8/4k3/8/8/8/4K3 w\ncaption=\"a --> b\"\n", dir.path());
    assert_eq!(
        file_names(&dir.path().join("img")),
        std::slice::from_ref(&name)
    );
    let converted = std::fs::read_to_string(&doc).unwrap();
    assert_eq!(
        converted,
        format!(
            "Intro\n\n<!-- forsythe\n```fen\n-&#45;6/8/8/4k3/8/8/8/4K3 w\ncaption=\"a -&#45;> b\"\n```\n-->\n\
             ![{}](img/{name})&nbsp;\n<!-- /forsythe -->\n\nEnd.\n",
            alt.replace('>', "\\>")
        )
    );
    let comment = &converted["Intro\n\n<!-- forsythe\n".len()..converted.find("-->\n!").unwrap()];
    assert!(!comment.contains("--"), "{comment}");
    // Again: nothing is written, the document and the image are as they were.
    let before = stamps(dir.path());
    let o = forsythe(&args, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    assert_eq!(std::fs::read_to_string(&doc).unwrap(), converted);
    assert_eq!(stamps(dir.path()), before);
    // Dropping the sources gives the same document from the original and
    // from the converted one: everything the author wrote was kept.
    let dropped = |text: &str| {
        let o = forsythe(
            &["markdown", "--images", "img", "--drop-source"],
            dir.path(),
            text.as_bytes(),
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        stdout(&o)
    };
    assert_eq!(
        dropped(DASHES),
        format!(
            "Intro\n\n![{}](img/{name})&nbsp;\n\nEnd.\n",
            alt.replace('>', "\\>")
        )
    );
    assert_eq!(dropped(&converted), dropped(DASHES));
}

#[test]
fn inline_svg_keeps_the_source_scales_and_converts_twice_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let convert = |text: &str, args: &[&str]| {
        let o = forsythe(args, dir.path(), text.as_bytes());
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        stdout(&o)
    };
    let once = convert(DASHES, &["markdown", "--inline-svg"]);
    let (head, rest) = once.split_once("<div class=\"forsythe\">").unwrap();
    assert_eq!(
        head,
        "Intro\n\n<!-- forsythe\n```fen\n-&#45;6/8/8/4k3/8/8/8/4K3 w\ncaption=\"a -&#45;> b\"\n```\n-->\n"
    );
    assert!(
        rest.starts_with("<svg role=\"img\" aria-label=\"")
            && rest.ends_with("</svg></div>\n<!-- /forsythe -->\n\nEnd.\n"),
        "{rest}"
    );
    let root = &rest[..rest.find('>').unwrap()];
    assert!(
        root.contains(" style=\"max-width:100%;height:auto\" "),
        "{root}"
    );
    assert!(
        root.contains(" width=\"") && root.contains(" viewBox=\"0 0 "),
        "{root}"
    );
    assert_eq!(convert(&once, &["markdown", "--inline-svg"]), once);
    // From inline SVG to image files: what lay between the comments is
    // replaced whole.
    assert_eq!(
        convert(&once, &["markdown", "--images", "img"]),
        convert(DASHES, &["markdown", "--images", "img"])
    );
}

#[test]
fn a_kept_block_edited_by_its_author_is_drawn_as_edited() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "- item\n\n  > ```fen\n  > 8/8/8/4k3/8/8/8/4K3 w\n  > ```\n";
    let o = forsythe(&["markdown", "--images", "img"], dir.path(), doc.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let once = stdout(&o);
    let (old, _) = drawn("8/8/8/4k3/8/8/8/4K3 w\n", dir.path());
    assert_eq!(
        once,
        format!(
            "- item\n\n  > <!-- forsythe\n  > ```fen\n  > 8/8/8/4k3/8/8/8/4K3 w\n  > ```\n  > -->\n\
             \x20 > ![White to move. White: king e1. Black: king e5.](img/{old})&nbsp;\n\
             \x20 > <!-- /forsythe -->\n"
        )
    );
    // The author turns the board and adds a line with `--` in it.
    let edited = once.replace(
        "4K3 w\n",
        "4K3 w\n  > caption=\"1.e4 -- 1...e5\"\n  > flip\n",
    );
    let o = forsythe(
        &["markdown", "--images", "img"],
        dir.path(),
        edited.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (new, alt) = drawn(
        "8/8/8/4k3/8/8/8/4K3 w\ncaption=\"1.e4 -- 1...e5\"\nflip\n",
        dir.path(),
    );
    assert_ne!(new, old);
    assert_eq!(
        stdout(&o),
        format!(
            "- item\n\n  > <!-- forsythe\n  > ```fen\n  > 8/8/8/4k3/8/8/8/4K3 w\n\
             \x20 > caption=\"1.e4 -&#45; 1...e5\"\n  > flip\n  > ```\n  > -->\n\
             \x20 > ![{alt}](img/{new})&nbsp;\n  > <!-- /forsythe -->\n"
        )
    );
}

#[test]
fn a_kept_block_with_an_error_is_reported_where_it_stands_and_left() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "Text.\n\n<!-- forsythe\n```fen\n8/8/8/4k3/8/8/8/4K3 w\nsize=enormous\n```\n-->\n\
               ![old](img/fen-000000000000.svg)&nbsp;\n<!-- /forsythe -->\n";
    let o = forsythe(&["markdown", "--images", "img"], dir.path(), doc.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), doc);
    assert_eq!(
        stderr(&o),
        "error: `size=enormous` is no whole number\n --> standard input, line 6, column 6\n  |\n\
         6 | size=enormous\n  |      ^^^^^^^^\n"
    );
    // A kept block whose closing comment is gone is not a kept block: it
    // is left, and its author told.
    let broken = doc.replace("<!-- /forsythe -->\n", "");
    let o = forsythe(
        &["markdown", "--images", "img"],
        dir.path(),
        broken.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), broken);
    assert_eq!(
        stderr(&o),
        "warning: this kept diagram block is left as it was: its comment needs a fenced block \
         and, after the diagram, the line `<!-- /forsythe -->`\n --> standard input, line 3, column 1\n\
         \x20 |\n3 | <!-- forsythe\n  | ^\n"
    );
}

/// The SVG `forsythe block` draws from `text`, or its message.
fn block_svg(text: &str) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(&["block", "-o", "x.svg"], dir.path(), text.as_bytes());
    if o.status.code() != Some(0) {
        return Err(stderr(&o));
    }
    Ok(std::fs::read(dir.path().join("x.svg")).unwrap())
}

/// `fen:` and `moves:` draw the position after the moves, with the
/// last move and the check, as a block giving that position does.
#[test]
fn moves_are_played_from_the_record() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let after = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let played = block_svg(&format!("fen: {start}\nmoves: f3 e5 g4 Qh4#\n")).unwrap();
    let given = block_svg(&format!("fen: {after}\nlast-move: d8h4\ncheck: e1\n")).unwrap();
    assert!(played == given, "the position after the moves");
    // UCI and move numbers mean the same.
    let uci = block_svg(&format!("fen: {start}\nmoves: 1. f2f3 e7e5 2. g2g4 d8h4\n")).unwrap();
    assert!(uci == given, "moves in UCI");
    // `at` picks a position; a whole game under `pgn:`, over several lines.
    let pgn = "pgn:\n[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\nat: 2.\n";
    let at_two = block_svg(pgn).unwrap();
    let two = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
    assert!(at_two == block_svg(&format!("fen: {two}\nlast-move: g2g4\n")).unwrap());
    assert!(block_svg(&pgn.replace("at: 2.\n", "")).unwrap() == given);
}

/// A problem's lines in a block: what `render` draws with the same keys;
/// a game's tags fill them, and an empty value turns one off.
#[test]
fn a_blocks_problem_lines_are_the_command_lines() {
    let record = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let block = block_svg(&format!(
        "fen: {record}\ncondition: Circe\ntwins-line: b) Qd1→d2\naward: 1st Prize\ndedication: to A. Friend\nsolution: 1.Qd7#\n"
    ))
    .unwrap();
    let render = render_svg(&[
        "--condition",
        "Circe",
        "--twins-line",
        "b) Qd1→d2",
        "--award",
        "1st Prize",
        "--dedication",
        "to A. Friend",
        "--solution",
        "1.Qd7#",
        record,
    ]);
    assert!(block == render, "the same picture");
    let game = format!(
        "[FEN \"{record}\"]\n[SetUp \"1\"]\n[Award \"1st Prize\"]\n[Condition \"Circe\"]\n\n*\n"
    );
    let tagged = block_svg(&format!("pgn:\n{game}")).unwrap();
    let without = block_svg(&format!("award:\ncondition:\npgn:\n{game}")).unwrap();
    let none = block_svg(&format!("pgn:\n[FEN \"{record}\"]\n[SetUp \"1\"]\n\n*\n")).unwrap();
    assert!(tagged != without, "the game's lines");
    assert!(without == none, "no lines");
}

#[test]
fn a_move_that_cannot_be_played_is_named_with_its_number() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        block_svg(&format!("fen: {start}\nmoves: g4 e5 g5 Qh4 Kf3\n")).unwrap_err(),
        "error: `2...Qh4` is not a legal move\n --> line 2, column 17\n  |\n\
         2 | moves: g4 e5 g5 Qh4 Kf3\n  |                 ^^^\n"
    );
    assert_eq!(
        block_svg("pgn: 1. e4 e5\nat: every\n").unwrap_err(),
        "error: `at: every` would draw every position of the game, and a block draws one: \
         give `start`, `end` or a move such as `23` or `23...`\n --> line 2, column 5\n  |\n\
         2 | at: every\n  |     ^^^^^\n"
    );
    assert_eq!(
        block_svg("moves: e4\n").unwrap_err(),
        "error: the moves are played from a record: give it under `fen:` or on the first line\n \
         --> line 1, column 1\n  |\n1 | moves: e4\n  | ^^^^^\n"
    );
}

/// Words after the info string, and `|` option lines.
#[test]
fn info_words_and_bar_lines() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "```fen black coordinates lots\n8/8/8/4k3/8/8/8/4K3 w\n```\n";
    let o = forsythe(&["markdown", "--inline-svg"], dir.path(), doc.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "warning: `lots` after `fen` means nothing to a diagram block; it is left out\n \
         --> standard input, line 1, column 26\n  |\n1 | ```fen black coordinates lots\n  \
         |                          ^^^^\n"
    );
    let flipped = block_svg("8/8/8/4k3/8/8/8/4K3 w\nflip=black coordinates\n").unwrap();
    let inline = stdout(&o);
    let svg = String::from_utf8(flipped).unwrap();
    assert!(
        inline.contains(svg.lines().nth(1).unwrap_or("-")),
        "drawn from Black's side"
    );
    // `| key: value` lines are option lines; `title` is a caption and
    // `highlights` are marks.
    let bars = block_svg(
        "fen: 8/8/8/4k3/8/8/8/4K3 w\n| title: Mate in two\n| arrows: d3-h7:red\n| highlights: d5:red\n",
    )
    .unwrap();
    let plain = block_svg(
        "fen: 8/8/8/4k3/8/8/8/4K3 w\ncaption: Mate in two\narrow: d3h7:red\nmark: d5:red\n",
    )
    .unwrap();
    assert!(bars == plain);
}

/// A list after `key=value` goes on; a word after a key of one
/// value says to use commas or quotes.
#[test]
fn lists_after_key_value() {
    let record = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let spaced = block_svg(&format!("{record}\narrows=h5f7:red c4f7:red\n")).unwrap();
    let commas = block_svg(&format!("{record}\narrows=h5f7:red,c4f7:red\n")).unwrap();
    assert!(spaced == commas);
    assert_eq!(
        block_svg(&format!("{record}\nsize=300 c4f7:red\n")).unwrap_err(),
        "error: `c4f7:red` is not an option, and `size` before it takes one value\n \
         --> line 2, column 10\n  |\n2 | size=300 c4f7:red\n  |          ^^^^^^^^\n  \
         = hint: write a list with commas or in quotes: `size=a,b` or `size=\"a b\"`\n"
    );
}

/// A hint inside a block names the block's syntax.
#[test]
fn hints_in_a_block_are_written_as_a_block_writes() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(
        &["block", "-o", "x.svg"],
        dir.path(),
        b"fen: 4k3/8/8/8/8/8/8/3DK3 w\n",
    );
    let message = stderr(&o);
    assert!(message.contains("`dialect: de`"), "{message}");
    assert!(!message.contains("--dialect"), "{message}");
}
