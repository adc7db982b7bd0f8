//! The solutions at the back of a PDF book and of a LaTeX list, read back
//! as a reader gets them: the book's text through poppler's `pdftotext`
//! (Cyrillic included, so the embedded font's text is right), and the list
//! compiled by pdflatex inside a document, its text read the same way.

use std::path::Path;
use std::process::Command;

use crate::common;

/// The problems with solutions of the test data.
fn olive() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/problems/solutions.olv")
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

/// Solutions with every character LaTeX treats specially.
const SPECIAL: &str = "---
stipulation: \"#2\"
algebraic:
  white: [Kb1, Qd1]
  black: [Ke4]
solution: |
  1.Qd1-d3+! # % _ & ~ ^ \\ {} $
    1...Ke4-e5 2.Qd3-d5#
---
stipulation: \"#2\"
algebraic:
  white: [Kb1, Qd1]
  black: [Ke8]
---
stipulation: \"#1\"
algebraic:
  white: [Kb6, Qd1]
  black: [Kb8]
solution: \"1.Qd1-d8#\"
";

pub fn the_latex_list_compiles_with_its_solutions_at_the_end() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.olv"), SPECIAL).expect("the problems");
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
    let text = pdf_text(&dir.path().join("book.pdf"));
    in_order(
        &text,
        &[
            "Lösungen",
            "1.",
            "1.Qd1-d3+! # % _ & ~ ^ \\ {} $",
            "1...Ke4-e5 2.Qd3-d5#",
            "3.",
            "1.Qd1-d8#",
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
    in_order(&text, &["Solution 1: 1.Qd1-d3+!", "Solution 3: 1.Qd1-d8#"]);
    assert!(!text.contains("Lösungen"), "{text}");
}
