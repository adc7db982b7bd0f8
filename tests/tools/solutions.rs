//! The solutions at the back of a PDF book and of a LaTeX list, read back
//! as a reader gets them: the book's text through poppler's `pdftotext`
//! (Cyrillic included, so the embedded font's text is right), and the list
//! compiled by pdflatex inside a document, its text read the same way.

use std::path::Path;
use std::process::Command;

use crate::common;

/// The problems with solutions of the test data.
fn olive() -> std::path::PathBuf {
    crate::repo().join("tests/data/problems/solutions.olv")
}

/// The text of the PDF at `path`, as pdftotext reads it in reading order.
fn pdf_text(path: &Path) -> String {
    let o = Command::new("pdftotext")
        .arg(path)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(o.status.success(), "pdftotext {}", path.display());
    assert_eq!(String::from_utf8_lossy(&o.stderr), "", "{}", path.display());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Asserts that `text` holds each of `parts` in their order.
fn in_order(text: &str, parts: &[&str]) {
    let mut from = 0;
    for part in parts {
        match text[from..].find(part) {
            Some(at) => from += at + part.len(),
            None => panic!("{part:?} is not found after byte {from} of:\n{text}"),
        }
    }
}

/// Runs forsythe with `args` in `dir`, asserting that it succeeds.
fn forsythe(args: &[&str], dir: &Path) {
    let o = common::run(args, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", common::stderr(&o));
}

pub fn the_book_ends_with_each_number_and_its_solution() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let olive = olive();
    let olive = olive.to_str().expect("a path in UTF-8");
    forsythe(
        &[
            "batch",
            olive,
            "-o",
            "out",
            "--pdf-book",
            "book.pdf",
            "--twins",
            "each",
            "--quiet",
        ],
        dir.path(),
    );
    let text = pdf_text(&dir.path().join("book.pdf"));
    // The twins are labelled each on its own (pdftotext reads a page of
    // diagrams in an order of its own); the solutions, one for the problem
    // with twins, come after them.
    let back = text.find("Solutions").expect("the solutions' heading");
    for label in ["1.", "2.", "3a.", "3b."] {
        assert!(text[..back].contains(label), "{label}: {text}");
    }
    in_order(
        &text,
        &[
            "Solutions",
            "1.",
            "1.Qd1-d3+! Ke4*f3 2.Rh5-h3#",
            "2.",
            "1.Rd1-d7! (zugzwang)",
            "1...Ke8-f8 2.Qa1-h8#",
            "1...Ke8*d7 2.Qa1-d4#",
            "1...a7-a5 2.Qa1-e5#",
            "Вступление даёт королю поле",
            "Ke8-d7! опровергается.",
            "8.Qc4-b4+ and Black's king",
            "abcdefghijklmnopqrstuvwxyz",
            "3.",
            "a) 1.Kf3-e3 Bc4-d5 2.d7-d6 ...",
            "b) 1.Kf3-f4 Bb5-d3 2.d7-d5 ...",
        ],
    );
    assert_eq!(text.matches("Solutions").count(), 1, "{text}");
    assert!(!text.contains("3a. a)"), "{text}");
    // The heading in the interface language.
    forsythe(
        &[
            "--lang",
            "fr",
            "batch",
            olive,
            "-o",
            "fr",
            "--pdf-book",
            "fr.pdf",
            "--quiet",
        ],
        dir.path(),
    );
    let text = pdf_text(&dir.path().join("fr.pdf"));
    in_order(&text, &["Solutions", "1.", "1.Qd1-d3+!"]);
    forsythe(
        &[
            "--lang",
            "nl",
            "batch",
            olive,
            "-o",
            "nl",
            "--pdf-book",
            "nl.pdf",
            "--quiet",
        ],
        dir.path(),
    );
    in_order(
        &pdf_text(&dir.path().join("nl.pdf")),
        &["Oplossingen", "1."],
    );
}

pub fn the_latex_list_compiles_with_its_solutions_at_the_end() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.olv"), common::solved_problems()).expect("the problems");
    forsythe(
        &[
            "--lang", "de", "batch", "p.olv", "-o", "out", "--latex", "list.tex", "--format",
            "pdf", "--quiet",
        ],
        dir.path(),
    );
    std::fs::write(
        dir.path().join("book.tex"),
        "\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage{graphicx}\n\
         \\begin{document}\n\\input{list}\n\\end{document}\n",
    )
    .expect("the document");
    let o = Command::new(crate::program("pdflatex"))
        .args(["-interaction=nonstopmode", "-halt-on-error", "book.tex"])
        .current_dir(dir.path())
        .output()
        .expect("pdflatex runs");
    let log = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{log}");
    assert!(!log.contains("Undefined control sequence"), "{log}");
    // pdfLaTeX without Cyrillic set up: the run goes on, each Cyrillic
    // letter a `?', with one warning that says what to do.
    assert_eq!(log.matches("Package forsythe Warning").count(), 1, "{log}");
    assert!(
        log.contains("Package forsythe Warning: pdfLaTeX kann Л (U+041B) mit dem"),
        "{log}"
    );
    let text = pdf_text(&dir.path().join("book.pdf"));
    in_order(
        &text,
        &[
            "Lösungen",
            "1.",
            "1.Qd1-d3+! # % _ & ~ ^ \\ {} $",
            "1...Ke4-e5 2.Qd3-d5#",
            "?????? ????: 1.Qd1-d4+?",
            "3.",
            "a) 1.Kf3-e3 Bc4-d5 b) 1.Kf3-f4 Bb5-d3",
        ],
    );
    assert!(!text.contains("2. "), "the second has no solution: {text}");
    // A document's own \forsythesolution sets each solution where it
    // stands, and nothing is left for the end.
    std::fs::write(
        dir.path().join("own.tex"),
        "\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage{graphicx}\n\
         \\newcommand{\\forsythesolution}[2]{\\par Solution #1: #2\\par}\n\
         \\begin{document}\n\\input{list}\n\\end{document}\n",
    )
    .expect("the document");
    let o = Command::new(crate::program("pdflatex"))
        .args(["-interaction=nonstopmode", "-halt-on-error", "own.tex"])
        .current_dir(dir.path())
        .output()
        .expect("pdflatex runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    let text = pdf_text(&dir.path().join("own.pdf"));
    in_order(
        &text,
        &["Solution 1: 1.Qd1-d3+!", "Solution 3: a) 1.Kf3-e3"],
    );
    assert!(!text.contains("Lösungen"), "{text}");
}

/// Runs `engine` on `doc` in `dir`, asserting that it succeeds; its log.
fn compile(dir: &Path, engine: &str, doc: &str) -> String {
    let o = Command::new(crate::program(engine))
        .args(["-interaction=nonstopmode", "-halt-on-error", doc])
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{engine} runs: {e}"));
    let log = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{engine}: {log}");
    assert!(
        !log.contains("Undefined control sequence"),
        "{engine}: {log}"
    );
    log
}

/// A document in two columns that inputs `list.tex`: under LuaLaTeX and
/// XeLaTeX in DejaVu Sans, loaded by its path from the files the program
/// draws with, so that no font of the system is needed.
fn document(dir: &Path, engine: &str) -> &'static str {
    if engine == "pdflatex" {
        std::fs::write(
            dir.join("list-pdf.tex"),
            "\\documentclass[twocolumn]{article}\n\\usepackage[T1]{fontenc}\n\
             \\usepackage{graphicx}\n\\begin{document}\n\\input{list}\n\\end{document}\n",
        )
        .expect("the document");
        return "list-pdf";
    }
    std::fs::write(dir.join("DejaVuSans.ttf"), dejavu::sans::regular()).expect("the font");
    std::fs::write(dir.join("DejaVuSans-Bold.ttf"), dejavu::sans::bold()).expect("the font");
    std::fs::write(
        dir.join("list-unicode.tex"),
        "\\documentclass[twocolumn]{article}\n\\usepackage{fontspec}\n\
         \\setmainfont{DejaVuSans.ttf}[Path=./, BoldFont=DejaVuSans-Bold.ttf]\n\
         \\usepackage{graphicx}\n\\begin{document}\n\\input{list}\n\\end{document}\n",
    )
    .expect("the document");
    "list-unicode"
}

/// The text of the PDF at `path`, its lines as set (`pdftotext -raw`).
fn pdf_lines(path: &Path) -> String {
    let o = Command::new("pdftotext")
        .arg("-raw")
        .arg(path)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(o.status.success(), "pdftotext {}", path.display());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Solutions that a narrow column would break badly: long runs of moves,
/// each with a hyphen; moves, an address and a word without spaces, each
/// wider than the column.
const LONG: &str = "---
stipulation: \"h#2\"
algebraic:
  white: [Kh1, Bc4]
  black: [Kf3, Pd7]
solution: |
  1.Kf3-e3 Bc4-d5 2.d7-d6 Kh1-g2 1.Sf3-e5? 0-0-0! 1.Sf3-e5? 0-0-0! 1.Qd3-f3# 1.Qd3-f3# 1.Qd3-f3# 1.Qd3-f3# 1.Rh5-h3# 1.Rh5-h3# 1.Rh5-h3# h#2 1.Kf3-e3 Bc4-d5 2.d7-d6 Kh1-g2
  1.Qd1-d3+!Ke4-e52.Qd3-d5#1...Ke4-f42.Qd3-f3#1...Ke4-e52.Qd3-d5#1...Ke4-f42.Qd3-f3#
  https://www.yacpdb.org/#/problems/search/12345678?author=Belousova&source=Shakhmatnaya
  Selbstblockadeabsperrungsschachlinienverstellungsmattbild
";

/// Asserts that no line of `text` ends at a move's hyphen (after a digit:
/// `Sf3-`, `0-0-`).
fn no_move_broken(text: &str, engine: &str) {
    for line in text.lines() {
        let mut end = line.trim_end().chars().rev();
        if let (Some('-'), Some(c)) = (end.next(), end.next()) {
            assert!(!c.is_ascii_digit(), "{engine}: {line:?} in\n{text}");
        }
    }
}

pub fn the_latex_list_breaks_long_solutions_but_never_a_move() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.olv"), LONG).expect("the problems");
    forsythe(
        &[
            "batch", "p.olv", "-o", "out", "--latex", "list.tex", "--format", "pdf", "--quiet",
        ],
        dir.path(),
    );
    for engine in ["pdflatex", "lualatex", "xelatex"] {
        let doc = document(dir.path(), engine);
        let log = compile(dir.path(), engine, doc);
        let full = std::fs::read_to_string(dir.path().join(format!("{doc}.log"))).expect("the log");
        assert!(!full.contains("Overfull \\hbox"), "{engine}: {full}");
        assert!(!log.contains("Package forsythe Warning"), "{engine}: {log}");
        let text = pdf_lines(&dir.path().join(format!("{doc}.pdf")));
        no_move_broken(&text, engine);
        // Each long word is broken where it may be, each part whole.
        let back = &text[text.find("Solutions").expect("the heading")..];
        for part in ["0-0-0!", "Ke4-e52.", "Qd3-f3#1...", "https://", "problems/"] {
            assert!(back.contains(part), "{engine}: {part} in\n{back}");
        }
        assert!(
            !back.contains("Selbstblockadeabsperrungsschachlinienverstellungsmattbild"),
            "{engine}: {back}"
        );
    }
}

pub fn a_latex_list_in_cyrillic_compiles_in_every_engine() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.olv"), common::solved_problems()).expect("the problems");
    forsythe(
        &[
            "batch", "p.olv", "-o", "out", "--latex", "list.tex", "--format", "pdf", "--quiet",
        ],
        dir.path(),
    );
    // In a font that has Cyrillic: the text whole, and no warning.
    for engine in ["lualatex", "xelatex"] {
        let doc = document(dir.path(), engine);
        let log = compile(dir.path(), engine, doc);
        assert!(!log.contains("Package forsythe Warning"), "{engine}: {log}");
        let text = pdf_text(&dir.path().join(format!("{doc}.pdf")));
        // The author drawn in the diagram, the solution set by LaTeX.
        assert!(text.contains("Ксения Белоусова"), "{engine}: {text}");
        in_order(&text, &["Solutions", "1.", "Ложный след: 1.Qd1-d4+?", "3."]);
    }
    // In LaTeX's own font, which has none: the run goes on, and one
    // warning names the first letter missing and what to do.
    std::fs::write(
        dir.path().join("plain.tex"),
        "\\documentclass{article}\n\\usepackage{graphicx}\n\\begin{document}\n\
         \\input{list}\n\\end{document}\n",
    )
    .expect("the document");
    for engine in ["lualatex", "xelatex"] {
        let log = compile(dir.path(), engine, "plain");
        assert_eq!(
            log.matches("Package forsythe Warning").count(),
            1,
            "{engine}: {log}"
        );
        assert!(
            log.contains(
                "Package forsythe Warning: the document's font has no Л (U+041B), which the"
            ),
            "{engine}: {log}"
        );
    }
    // pdfLaTeX sets what it cannot as `?' (see the check before).
    let doc = document(dir.path(), "pdflatex");
    let log = compile(dir.path(), "pdflatex", doc);
    assert_eq!(log.matches("Package forsythe Warning").count(), 1, "{log}");
    let text = pdf_text(&dir.path().join(format!("{doc}.pdf")));
    assert!(text.contains("Ксения Белоусова"), "{text}");
    in_order(&text, &["Solutions", "1.", "?????? ????: 1.Qd1-d4+?"]);
}
