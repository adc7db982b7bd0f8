//! `forsythe latex JOB`: the requests a LaTeX run wrote (`JOB.fsq`, as
//! `integrations/latex/forsythe.sty` writes them) drawn into hash-named
//! PDF files, and the answers the next run reads (`JOB.fsd`). The package
//! itself runs in the tools tier (`tests/tools/typeset.rs`); here nothing
//! but the program is needed.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::{run, stderr};

/// A document as LaTeX would read it; the requests below point into it.
const TEX: &str = "\\documentclass{article}\n\
\\usepackage{forsythe}\n\
\\begin{document}\n\
Text \\forsythe[author=Sam Loyd, stipulation=#3,\n  caption={Mate in three}]{1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1}\n\
\\begin{forsytheblock}[flip]\n\
fen: 8/8/8/4k3/8/8/8/4K3 w\n\
caption: {side}\n\
\\end{forsytheblock}\n\
\\end{document}\n";

/// The requests of one run of `TEX`, as the package writes them: the
/// command's options with `#` doubled, the environment's lines from the
/// line of `\begin` on.
const FSQ: &str = "@forsythe-requests 2\n@images forsythe-images\n\
@request AAA command 5 doc.tex\n@set size: 245\n@option author: Sam Loyd\n\
@option stipulation: ##3\n@option caption: Mate in three\n\
1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1\n@end AAA\n\
@request BBB environment 6 doc.tex\n@set size: 245\n@option flip: \n\n\
fen: 8/8/8/4k3/8/8/8/4K3 w\ncaption: {side}\n\n@end BBB\n";

fn job(dir: &Path, fsq: &str) {
    std::fs::write(dir.join("doc.tex"), TEX).unwrap();
    std::fs::write(dir.join("doc.fsq"), fsq).unwrap();
}

fn latex(dir: &Path, name: &str) -> Output {
    run(&["latex", name], dir, b"")
}

fn images(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("forsythe-images"))
        .map(|r| {
            r.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// The file a `\forsythedrawn` line names, and the line's texts.
fn drawn(fsd: &str, md5: &str) -> (String, Vec<String>) {
    let start = format!("\\forsythedrawn{{{md5}}}{{");
    let line = fsd
        .lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("no answer for {md5}: {fsd}"));
    let args: Vec<String> = line[start.len() - 1..]
        .trim_start_matches('{')
        .trim_end_matches('}')
        .split("}{")
        .map(str::to_owned)
        .collect();
    (args[0].clone(), args[1..].to_vec())
}

/// The drawing of a one-page PDF: its page's size and its content, without
/// the metadata (a diagram's description keeps the words the image leaves
/// to the page).
fn drawing(bytes: &[u8]) -> (String, Vec<u8>) {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF");
    let (_, page) = doc.get_pages().into_iter().next().expect("a page");
    let media = doc
        .get_dictionary(page)
        .and_then(|d| d.get(b"MediaBox"))
        .map(|m| format!("{m:?}"))
        .expect("a media box");
    (media, doc.get_page_content(page))
}

/// What `render` draws of a record with `options`, as PDF.
fn render(dir: &Path, record: &str, options: &[&str]) -> Vec<u8> {
    let mut args = vec!["render", record, "-o", "expected.pdf"];
    args.extend_from_slice(options);
    let o = run(&args, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bytes = std::fs::read(dir.join("expected.pdf")).unwrap();
    std::fs::remove_file(dir.join("expected.pdf")).unwrap();
    bytes
}

#[test]
fn requests_are_drawn_and_answered() {
    let dir = tempfile::tempdir().unwrap();
    job(dir.path(), FSQ);
    let o = latex(dir.path(), "doc");
    assert_eq!(stderr(&o), "");
    assert_eq!(o.status.code(), Some(0));
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let (a, texts) = drawn(&fsd, "AAA");
    // Not drawn in the image: the words, which LaTeX sets (a `#` escaped).
    assert_eq!(
        texts,
        ["0", "Sam Loyd", "", "\\#3", "(5+5)", "", "Mate in three"]
    );
    let (b, texts) = drawn(&fsd, "BBB");
    assert_eq!(texts, ["0", "", "", "", "", "", "White to move"]);
    let names: Vec<String> = [&a, &b]
        .iter()
        .map(|p| p.strip_prefix("forsythe-images/").unwrap().to_owned())
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(images(dir.path()), sorted);
    assert_eq!(
        fsd,
        format!(
            "% The diagrams of doc, written by `forsythe latex doc` (forsythe {v}); do not edit.\n\
             \\forsytheanswers{{{v}}}{{2}}\n\
             \\ifnum\\csname c__forsythe_format_int\\endcsname=2 \\else\\expandafter\\endinput\\fi\n\
             \\forsythedrawn{{AAA}}{{{a}}}{{0}}{{Sam Loyd}}{{}}{{\\#3}}{{(5+5)}}{{}}{{Mate in three}}\n\
             \\forsythedrawn{{BBB}}{{{b}}}{{0}}{{}}{{}}{{}}{{}}{{}}{{White to move}}\n",
            v = env!("CARGO_PKG_VERSION")
        )
    );
    // The images are the boards alone, drawn at the size they are printed.
    for name in &names {
        assert!(name.starts_with("fen-") && name.ends_with(".pdf") && name.len() == 20);
    }
    let image = |p: &str| drawing(&std::fs::read(dir.path().join(p)).unwrap());
    assert_eq!(
        image(&a),
        drawing(&render(
            dir.path(),
            "1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1",
            &["--size", "245"]
        ))
    );
    assert_eq!(
        image(&b),
        drawing(&render(
            dir.path(),
            "8/8/8/4k3/8/8/8/4K3 w",
            &["--size", "245", "--flip"]
        ))
    );
    assert_ne!(
        image(&a),
        drawing(&render(
            dir.path(),
            "1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1",
            &["--size", "245", "--author", "Sam Loyd"]
        ))
    );
    // `JOB.tex` and `JOB.fsq` name the same job.
    for name in ["doc.tex", "doc.fsq"] {
        let o = latex(dir.path(), name);
        assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    }
}

/// A problem's award, dedication, conditions and twins are words the page
/// sets too, on a line of their own after the diagram's; the image is the
/// board alone.
#[test]
fn a_problems_further_lines_are_set_by_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let fsq = "@forsythe-requests 2\n@images pics\n\
        @request L1 command 5 doc.tex\n@set size: 245\n@option award: 1st Prize\n\
        @option condition: Circe\n@option twins-line: b) Kc1-c2\n@option solution: 1.Kd2\n\
        8/8/8/4k3/8/8/8/2K5\n@end L1\n\
        @request L2 command 6 doc.tex\n@set size: 245\n@option dedication: to A. Friend\n\
        @option condition: \n8/8/8/4k3/8/8/8/2K5\n@end L2\n\
        @request L3 command 7 doc.tex\n@set size: 245\n8/8/8/4k3/8/8/8/2K5\n@end L3\n";
    job(dir.path(), fsq);
    let o = latex(dir.path(), "doc");
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let (one, texts) = drawn(&fsd, "L1");
    // Any line of a problem brings the piece count.
    assert_eq!(texts, ["0", "", "", "", "(1+1)", "", ""]);
    let (_, texts) = drawn(&fsd, "L2");
    assert_eq!(texts, ["0", "", "", "", "(1+1)", "", ""]);
    let (three, texts) = drawn(&fsd, "L3");
    assert_eq!(texts, ["0", "", "", "", "", "", ""]);
    let lines: Vec<&str> = fsd
        .lines()
        .filter(|l| l.starts_with("\\forsythelines"))
        .collect();
    assert_eq!(
        lines,
        [
            "\\forsythelines{L1}{1st Prize}{}{Circe}{b) Kc1-c2}",
            "\\forsythelines{L2}{}{to A. Friend}{}{}"
        ]
    );
    let image = |p: &str| drawing(&std::fs::read(dir.path().join(p)).unwrap());
    assert_eq!(image(&one), image(&three));
}

#[test]
fn texts_in_the_image_and_natural_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let fsq = "@forsythe-requests 2\n@images pics\n\
        @request C1 command 5 doc.tex\n@set size: 245\n@set texts: image\n\
        @option caption: {side}\n@option square-size: 5mm\n8/8/8/4k3/8/8/8/4K3 w\n@end C1\n";
    job(dir.path(), fsq);
    let o = latex(dir.path(), "doc");
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let (file, texts) = drawn(&fsd, "C1");
    assert!(file.starts_with("pics/fen-"), "{file}");
    // A square size is a size of its own, which the page keeps.
    assert_eq!(texts, ["1", "", "", "", "", "", ""]);
    assert_eq!(
        std::fs::read(dir.path().join(&file)).unwrap(),
        render(
            dir.path(),
            "8/8/8/4k3/8/8/8/4K3 w",
            &["--size", "245", "--caption", "side", "--square-size", "5mm"]
        )
    );
}

#[test]
fn a_diagram_is_drawn_again_only_when_it_changes() {
    let dir = tempfile::tempdir().unwrap();
    job(dir.path(), FSQ);
    assert_eq!(latex(dir.path(), "doc").status.code(), Some(0));
    let before = images(dir.path());
    let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000_000);
    let stamp = |name: &str| {
        let f = std::fs::File::options()
            .write(true)
            .open(dir.path().join(name))
            .unwrap();
        f.set_modified(old).unwrap();
    };
    let modified = |name: &str| {
        std::fs::metadata(dir.path().join(name))
            .unwrap()
            .modified()
            .unwrap()
    };
    for name in &before {
        stamp(&format!("forsythe-images/{name}"));
    }
    stamp("doc.fsd");
    // The same requests again: nothing is drawn, nothing written.
    let o = latex(dir.path(), "doc");
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    assert_eq!(images(dir.path()), before);
    for name in &before {
        assert_eq!(modified(&format!("forsythe-images/{name}")), old, "{name}");
    }
    assert_eq!(modified("doc.fsd"), old);
    // One diagram changed: only it is drawn, into a file of its own.
    let changed = FSQ.replace(
        "@option flip: \n",
        "@option flip: \n@option theme: hatched\n",
    );
    let changed = changed.replace("BBB", "CCC");
    std::fs::write(dir.path().join("doc.fsq"), changed).unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let after = images(dir.path());
    assert_eq!(after.len(), 3);
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let (a, _) = drawn(&fsd, "AAA");
    let (c, _) = drawn(&fsd, "CCC");
    assert_eq!(modified(&a), old);
    assert_ne!(modified(&c), old);
    assert!(!fsd.contains("BBB"));
    // An image that is gone is drawn again.
    std::fs::remove_file(dir.path().join(&a)).unwrap();
    assert_eq!(latex(dir.path(), "doc").status.code(), Some(0));
    assert!(dir.path().join(&a).is_file());
}

#[test]
fn errors_name_the_place_in_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let tex = "\\begin{document}\n\\forsythe[size=big,\n  flip]{8/8/8/4k3/8/8/8/4K3 w}\n\
               \\begin{forsytheblock}\n8/8/8/4k3/8/8/8/4K3 w\nflip=true arrows=e2e9\n\
               \\end{forsytheblock}\n\\forsythe{8/8/8/4k3/8/8/8/4KZ2 w}\n";
    std::fs::write(dir.path().join("doc.tex"), tex).unwrap();
    let fsq = "@forsythe-requests 2\n@images forsythe-images\n\
        @request E1 command 3 doc.tex\n@set size: 245\n@option size: big\n@option flip: \n\
        8/8/8/4k3/8/8/8/4K3 w\n@end E1\n\
        @request E2 environment 4 doc.tex\n@set size: 245\n\n8/8/8/4k3/8/8/8/4K3 w\n\
        flip=true arrows=e2e9\n\n@end E2\n\
        @request E3 command 8 doc.tex\n@set size: 245\n8/8/8/4k3/8/8/8/4KZ2 w\n@end E3\n";
    std::fs::write(dir.path().join("doc.fsq"), fsq).unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: `size=big` is no whole number\n --> doc.tex, line 2, column 16\n  |\n\
         2 | \\forsythe[size=big,\n  |                ^^^\n\
         error: the square e9 of a mark is not on the board\n --> doc.tex, line 6, column 18\n  |\n\
         6 | flip=true arrows=e2e9\n  |                  ^^^^\n\
         warning: `Z` in rank 1 is not a piece letter in English notation; it is drawn as `?`\n \
         --> doc.tex, line 8, column 29\n  |\n\
         8 | \\forsythe{8/8/8/4k3/8/8/8/4KZ2 w}\n  |                             ^\n"
    );
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    assert!(
        fsd.contains("\\forsythefailed{E1}{`size=big` is no whole number}\n"),
        "{fsd}"
    );
    assert!(fsd.contains("\\forsythefailed{E2}{the square e9 of a mark is not on the board}\n"));
    // A warning does not stop the diagram; LaTeX says it too.
    let (_, _) = drawn(&fsd, "E3");
    assert!(fsd.contains(
        "\\forsythewarning{E3}{`Z` in rank 1 is not a piece letter in English notation; it is drawn as `?`}\n"
    ));
}

#[test]
fn a_requests_file_that_cannot_be_read_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with("error: cannot read doc.fsq:"), "{err}");
    assert!(
        err.ends_with(
            "note: run LaTeX on the document first: it writes doc.fsq, the diagrams it asks for\n"
        ),
        "{err}"
    );
    std::fs::write(dir.path().join("doc.fsq"), "% forsythe\n").unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: this file was not written by the forsythe.sty of this version of forsythe \
         (it starts with `% forsythe`); use the package that comes with this program\n \
         --> doc.fsq, line 1, column 1\n  |\n1 | % forsythe\n  | ^\n"
    );
    // A package of another format: both numbers, and what to do, whichever
    // is the older; no answers are written.
    std::fs::write(dir.path().join("doc.fsq"), "@forsythe-requests 1\n").unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "error: this requests file is of format 1, and this forsythe reads format 2: it was \
             written by an older forsythe.sty; put the forsythe.sty that comes with this program \
             (forsythe {v}) in its place and run LaTeX again\n \
             --> doc.fsq, line 1, column 1\n  |\n1 | @forsythe-requests 1\n  | ^\n",
            v = env!("CARGO_PKG_VERSION")
        )
    );
    std::fs::write(dir.path().join("doc.fsq"), "@forsythe-requests 9\n").unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "error: this requests file is of format 9, and this forsythe (version {v}) reads \
             format 2: it was written by a newer forsythe.sty; update forsythe to the version of \
             that package, or use the forsythe.sty that comes with this program\n \
             --> doc.fsq, line 1, column 1\n  |\n1 | @forsythe-requests 9\n  | ^\n",
            v = env!("CARGO_PKG_VERSION")
        )
    );
    assert!(!dir.path().join("doc.fsd").exists());
    std::fs::write(
        dir.path().join("doc.fsq"),
        "@forsythe-requests 2\n@request X command 3 doc.tex\n8/8\n",
    )
    .unwrap();
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(
            "error: this request has no end (LaTeX stopped while writing it); run LaTeX again\n"
        ),
        "{}",
        stderr(&o)
    );
    assert!(!dir.path().join("doc.fsd").exists());
}

#[test]
fn an_environment_holds_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let fsq = "@forsythe-requests 2\n@images forsythe-images\n\
        @request G1 environment 1 doc.tex\n@set size: 245\n@option at: 2...\n@option caption: {move}\n\n\
        [White \"Anna\"]\n1. e4 e5 2. Nf3 Nc6 *\n\n@end G1\n";
    job(dir.path(), fsq);
    let o = latex(dir.path(), "doc");
    assert_eq!((o.status.code(), stderr(&o)), (Some(0), String::new()));
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let (_, texts) = drawn(&fsd, "G1");
    assert_eq!(texts.last().map(String::as_str), Some("2...Nc6"));
}

/// The number `line_start` is followed by in `text` (up to `end`).
fn number_after(text: &str, line_start: &str, end: char) -> u32 {
    let at = text
        .find(line_start)
        .unwrap_or_else(|| panic!("{line_start}"));
    let rest = &text[at + line_start.len()..];
    rest[..rest.find(end).unwrap()].trim().parse().unwrap()
}

#[test]
fn the_package_reads_and_writes_the_format_the_program_writes_and_reads() {
    let dir = tempfile::tempdir().unwrap();
    job(dir.path(), FSQ);
    let o = latex(dir.path(), "doc");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let fsd = std::fs::read_to_string(dir.path().join("doc.fsd")).unwrap();
    let sty = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("integrations/latex/forsythe.sty"),
    )
    .unwrap();
    let package = number_after(&sty, "\\int_const:Nn \\c__forsythe_format_int {", '}');
    let version = env!("CARGO_PKG_VERSION");
    let answers = number_after(&fsd, &format!("\\forsytheanswers{{{version}}}{{"), '}');
    assert_eq!(package, answers);
    // The requests the program took were of that format too.
    assert_eq!(number_after(FSQ, "@forsythe-requests", '\n'), package);
    // And a package of another format stops at the line after the
    // format, before any command it may not know.
    let lines: Vec<&str> = fsd.lines().collect();
    assert_eq!(
        lines[2],
        format!(
            "\\ifnum\\csname c__forsythe_format_int\\endcsname={package} \\else\\expandafter\\endinput\\fi"
        )
    );
    assert!(lines[3].starts_with("\\forsythedrawn{"), "{fsd}");
}
