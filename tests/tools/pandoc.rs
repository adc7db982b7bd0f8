//! The pandoc filter `integrations/pandoc/forsythe.lua`, run by the real
//! pandoc (Debian's package, or the program `PANDOC` names).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    crate::repo()
}

fn filter() -> PathBuf {
    root().join("integrations/pandoc/forsythe.lua")
}

/// Runs pandoc with the filter on `input` (a file in `dir`) with `args`.
fn pandoc(dir: &Path, input: &str, args: &[&str]) -> Output {
    Command::new(super::program("pandoc"))
        .arg(input)
        .arg("--lua-filter")
        .arg(filter())
        .args(args)
        .current_dir(dir)
        .env("FORSYTHE", crate::forsythe_exe())
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("pandoc runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A folder holding the sample article as `article.md`.
fn with_article() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::copy(
        root().join("examples/article/src/article.md"),
        dir.path().join("article.md"),
    )
    .expect("the sample article");
    dir
}

pub fn html_gets_inline_svg() {
    let dir = with_article();
    let o = pandoc(dir.path(), "article.md", &["-t", "html"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    let html = text(&o.stdout);
    assert_eq!(
        html.matches("<div class=\"forsythe\"><svg role=\"img\" aria-label=")
            .count(),
        5,
        "{html}"
    );
    assert!(html.contains(
        "aria-label=\"White to move. White: king e1, queen h5, rooks a1 and h1, bishops c1 and c4, knights b1 and g1, pawns a2, b2, c2, d2, e4, f2, g2 and h2. Black: king e8, queen d8, rooks a8 and h8, bishops c8 and f8, knights c6 and f6, pawns a7, b7, c7, d7, e5, f7, g7 and h7.\""
    ));
    assert!(html.contains("aria-label=\"A six-rank board whose corners are cut away\""));
    // Every diagram scales down to the column.
    assert_eq!(
        html.matches("aria-label=").count(),
        html.matches("\" style=\"max-width:100%;height:auto\" ")
            .count(),
        "{html}"
    );
    assert!(!html.contains("<code>"), "a block was left: {html}");
    assert!(!dir.path().join("forsythe-images").exists());
    // A standalone EPUB takes the same inline SVG.
    let o = pandoc(dir.path(), "article.md", &["-o", "article.epub"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let epub = std::fs::read(dir.path().join("article.epub")).expect("an EPUB");
    assert!(epub.starts_with(b"PK"));
}

pub fn latex_includes_pdf_files() {
    let dir = with_article();
    let o = pandoc(dir.path(), "article.md", &["-t", "latex"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    let latex = text(&o.stdout);
    let mut paths = Vec::new();
    for (i, _) in latex.match_indices("\\includegraphics") {
        let rest = &latex[i..];
        let open = rest.find('{').expect("a path");
        let close = rest[open..].find('}').expect("a closed path") + open;
        paths.push(rest[open + 1..close].to_owned());
    }
    assert_eq!(paths.len(), 5, "{latex}");
    for path in &paths {
        assert!(
            path.starts_with("forsythe-images/fen-") && path.ends_with(".pdf"),
            "{path}"
        );
        let pdf = std::fs::read(dir.path().join(path)).expect("the PDF exists");
        assert!(pdf.starts_with(b"%PDF-"), "{path} is a PDF");
    }
    assert!(!latex.contains("tsldklst"), "a block was left: {latex}");
}

pub fn other_formats_get_png_files_and_metadata_options() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "---\nforsythe:\n  size: 200\n  theme: print\n  images: pics\n  info: [fen, board]\n---\n\n\
               ```board\n8/8/8/4k3/8/8/8/4K3 w\ncaption=side\n```\n\n\
               ```chess\nnot a diagram here\n```\n";
    std::fs::write(dir.path().join("doc.md"), doc).unwrap();
    let o = pandoc(dir.path(), "doc.md", &["-t", "gfm"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let start = out.find("](pics/fen-").expect("an image") + 2;
    let path = &out[start..start + out[start..].find(')').unwrap()];
    assert!(
        out.contains("![White to move. White: king e1. Black: king e5.](pics/fen-"),
        "{out}"
    );
    assert!(out.contains("not a diagram here"), "{out}");
    let png = std::fs::read(dir.path().join(path)).expect("the PNG exists");
    assert!(png.starts_with(b"\x89PNG"));
    // 200 pixels wide: the width is in the IHDR chunk.
    assert_eq!(
        u32::from_be_bytes([png[16], png[17], png[18], png[19]]),
        200
    );
}

pub fn a_block_with_an_error_is_left_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "```fen\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: enormous\n```\n\n```fen\n8/8/8/4k3/8/8/8/4K3 b\n```\n";
    std::fs::write(dir.path().join("doc.md"), doc).unwrap();
    let o = pandoc(dir.path(), "doc.md", &["-t", "html"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stderr),
        "error: `size=enormous` is no whole number\n --> line 2, column 7\n  |\n\
         2 | size: enormous\n  |       ^^^^^^^^\n\
         forsythe.lua: the diagram block 1 (fen: 8/8/8/4k3/8/8/8/4K3 w) is left as it was\n"
    );
    let html = text(&o.stdout);
    assert!(html.contains("size: enormous</code></pre>"), "{html}");
    assert_eq!(html.matches("<div class=\"forsythe\">").count(), 1);
}

/// The description of `8/8/8/4k3/8/8/8/4K3 w`, the image's alternative text.
const KINGS: &str = "White to move. White: king e1. Black: king e5.";

pub fn filter_images_are_images_not_figures() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "---\nforsythe:\n  format: png\n---\n\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n";
    std::fs::write(dir.path().join("doc.md"), doc).unwrap();
    let o = pandoc(dir.path(), "doc.md", &["-t", "html", "--wrap=none"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let html = text(&o.stdout);
    let start = html.find("forsythe-images/fen-").expect("an image");
    let name = &html[start..start + html[start..].find('"').unwrap()];
    assert_eq!(
        html,
        format!("<p><img src=\"{name}\" alt=\"{KINGS}\" />\u{a0}</p>\n"),
        "the description is the alternative text, and no caption"
    );
}

/// `forsythe markdown`'s output, read by pandoc: an image whose
/// description is its alternative text and nothing else, with the kept
/// block left out of what a reader sees.
pub fn markdown_output_read_by_pandoc_has_no_description_caption() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("doc.md"),
        "Text.\n\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n\nMore.\n",
    )
    .unwrap();
    for extra in [&[][..], &["--drop-source"][..]] {
        let mut args = vec!["markdown", "doc.md", "-o", "out.md", "--images", "img"];
        args.extend_from_slice(extra);
        let o = Command::new(crate::forsythe_exe())
            .args(&args)
            .current_dir(dir.path())
            .output()
            .expect("forsythe runs");
        assert!(o.status.success(), "{}", text(&o.stderr));
        let name = std::fs::read_dir(dir.path().join("img"))
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .file_name();
        let name = name.to_string_lossy();
        for from in ["markdown", "commonmark_x", "gfm"] {
            let o = Command::new(super::program("pandoc"))
                .args(["out.md", "-f", from, "-t", "html", "--wrap=none"])
                .current_dir(dir.path())
                .output()
                .expect("pandoc runs");
            assert!(o.status.success(), "{}", text(&o.stderr));
            let html = text(&o.stdout);
            let html = html.replace("\n\n", "\n");
            assert!(
                html.contains(&format!(
                    "<p><img src=\"img/{name}\" alt=\"{KINGS}\" />\u{a0}"
                )),
                "{from} {extra:?}: {html}"
            );
            assert!(!html.contains("<fig"), "{from} {extra:?}: a figure: {html}");
            assert_eq!(html.matches(KINGS).count(), 1, "{from} {extra:?}: {html}");
        }
        // Printed, the kept block is left out.
        let o = Command::new(super::program("pandoc"))
            .args(["out.md", "-t", "latex"])
            .current_dir(dir.path())
            .output()
            .expect("pandoc runs");
        assert!(o.status.success(), "{}", text(&o.stderr));
        let latex = text(&o.stdout);
        assert!(
            latex.contains(&format!("\\includegraphics{{img/{name}}}")),
            "{latex}"
        );
        assert!(
            !latex.contains("4k3"),
            "{extra:?}: the kept block shows: {latex}"
        );
        assert!(!latex.contains("White to move"), "{extra:?}: {latex}");
    }
}

/// The blocks of note-taking apps through the filter (issue 49): an empty
/// `chess` block is the start position, and `flipBoard`, `lastMove` with a
/// space and the plugin's annotation items draw what the house's keys draw.
pub fn note_taking_blocks_through_the_filter() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let doc = "```chess\n```\n\n```chess\nflipBoard: true\nlastMove: e2 e4\nannotations: !!e4\n[Event \"x\"]\n\n1. e4 *\n```\n\n```chess\nflip: yes\nlast-move: e2e4\nannotations: !!e4\n[Event \"x\"]\n\n1. e4 *\n```\n";
    std::fs::write(dir.path().join("n.md"), doc).expect("written");
    let o = pandoc(dir.path(), "n.md", &["-t", "html"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    let html = text(&o.stdout);
    let svgs: Vec<&str> = html.split("<div class=\"forsythe\">").skip(1).collect();
    assert_eq!(svgs.len(), 3, "{html}");
    assert!(svgs[0].contains("pawns a2, b2, c2, d2, e2, f2, g2 and h2."));
    assert!(svgs[1].contains("stroke=\"#1baca6\""));
    // The same drawing but for the ids the page gives each diagram.
    let plain = |s: &str| {
        let prefix = s
            .split("<symbol id=\"")
            .nth(1)
            .and_then(|rest| rest.split("wK\"").next())
            .expect("the white king's symbol")
            .to_owned();
        let end = s.find("</svg>").expect("an SVG");
        let body = s[..end].replace(&prefix, "");
        // The title and description ids are counted per page.
        body.split("<defs>").nth(1).expect("definitions").to_owned()
    };
    assert_eq!(plain(svgs[1]), plain(svgs[2]));
}
