//! The LaTeX `diagram` package's environments on the command line:
//! `translate --to latex-diagram`, and files of such environments read.

use crate::common;

use std::process::Output;

/// Runs the program from the crate's folder, in English.
fn forsythe(args: &[&str], stdin: Option<&str>) -> Output {
    common::run(
        args,
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
        stdin.unwrap_or_default().as_bytes(),
    )
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_fen_becomes_an_environment() {
    let o = forsythe(
        &[
            "translate",
            "--to",
            "latex-diagram",
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n"
    );
    assert_eq!(text(&o.stderr), "");
}

#[test]
fn fairy_pieces_turns_neutral_pieces_and_walks_are_written_in_the_package_codes() {
    // Popeye's German forsyth: a grasshopper (G), a nightrider (N), a
    // neutral rook, and holes as Forsyth writes them.
    let o = forsythe(
        &[
            "translate",
            "--from",
            "popeye-de",
            "--to",
            "latex-diagram",
            "4k3/8/8/3G4/8/2N5/8/=T3K3",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stdout),
        "\\begin{diagram}\n\
         \\pieces{wKe1, wDUd5, wSUc3, sKe8, nTa1}\n\
         \\piecedefs{{w}{DU}{grasshopper}; {w}{SU}{nightrider}}\n\
         \\end{diagram}\n"
    );
    // In German, the walks are named in German under the diagram.
    let o = forsythe(
        &[
            "--lang",
            "de",
            "translate",
            "--from",
            "popeye-de",
            "--to",
            "latex-diagram",
            "4k3/8/8/3G4/8/8/8/4K3",
        ],
        None,
    );
    assert!(
        text(&o.stdout).contains("\\piecedefs{{w}{DU}{Grashüpfer}}"),
        "{}",
        text(&o.stdout)
    );
}

#[test]
fn what_the_package_cannot_draw_is_a_warning_naming_the_squares() {
    let o = forsythe(
        &[
            "translate",
            "--from",
            "ffen",
            "--to",
            "latex-diagram",
            "4k3/8/8/8/8/8/x7/x3K3",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        text(&o.stdout),
        "\\begin{diagram}\n\\pieces{wKe1, sKe8, sCa1a2}\n\\end{diagram}\n"
    );
    let err = text(&o.stderr);
    assert!(
        err.contains(
            "warning: the diagram package has no cross, square or triangle: \
             what stands on a1 and a2 is written as a circle"
        ),
        "{err}"
    );
}

#[test]
fn an_unknown_output_notation_names_latex_diagram() {
    let o = forsythe(&["translate", "--to", "latex", "8/8/8/8/8/8/8/8"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("unicode, latex-diagram)"),
        "{}",
        text(&o.stderr)
    );
}

const BOOK: &str = "\\documentclass{article}
\\usepackage{diagram}
\\begin{document}
% A twin fairy problem, as a problemist's book has it.
\\begin{diagram}
\\author{Brand, Thomas}
\\source{Problemkiste} \\year{1992}
\\pieces{wKa1, wDUd4, wSRc3, sKh8, nTb6, sQe5}
\\stip{h\\#2}
\\twins{b) wKa1\\ra{}a2; c) +sBe4}
\\piecedefs{{w}{DU}{Grasshopper}; {w}{SR}{Zebra}}
\\end{diagram}
\\end{document}
";

#[test]
fn a_file_of_diagrams_is_read_and_written_back() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("book.tex");
    std::fs::write(&path, BOOK).expect("written");
    let file = path.to_str().expect("a path");
    let o = forsythe(&["translate", "--to", "latex-diagram", file], None);
    assert_eq!(o.status.code(), Some(0));
    let written = text(&o.stdout);
    assert_eq!(
        written,
        "\\begin{diagram}\n\
         \\author{Brand, Thomas}\n\
         \\source{Problemkiste}\n\
         \\year{1992}\n\
         \\pieces{wKa1, wDUd4, wSRc3, sKh8, nTb6}\n\
         \\stipulation{h\\#2}\n\
         \\twins{b) wKa1\\ra{}a2; c) +sBe4}\n\
         \\piecedefs{{w}{DU}{grasshopper}; {w}{SR}{zebra}}\n\
         \\end{diagram}\n"
    );
    // `Q` is no piece letter of the package (its queen is `D`): told at
    // its line and column.
    assert_eq!(
        text(&o.stderr),
        format!(
            "warning: `sQe5` is not a piece of the diagram package (a colour w, s or n, a piece letter K D T L S B C E X, a turn R U L if any, then squares); it is left out\n \
             --> {file}, line 8, column 41\n  |\n8 | \\pieces{{wKa1, wDUd4, wSRc3, sKh8, nTb6, sQe5}}\n  |                                         ^^^^\n"
        )
    );
    // What it wrote reads back as itself.
    let again = dir.path().join("again.tex");
    std::fs::write(&again, &written).expect("written");
    let o = forsythe(
        &[
            "translate",
            "--to",
            "latex-diagram",
            again.to_str().expect("a path"),
        ],
        None,
    );
    assert_eq!((text(&o.stdout), text(&o.stderr)), (written, String::new()));
    // And in a placement notation, the board alone.
    let o = forsythe(&["translate", "--to", "yacpdb", file], None);
    assert_eq!(text(&o.stdout), "7k/8/1(!r)6/8/3(Q2)4/2(S3)5/8/K7\n");
}

#[test]
fn render_and_describe_read_a_file_of_diagrams() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("book.tex");
    std::fs::write(&path, BOOK).expect("written");
    let file = path.to_str().expect("a path");
    let o = forsythe(&["describe", file], None);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        text(&o.stdout),
        "White: king a1, zebra c3, grasshopper d4. Black: king h8. Neutral: rook b6. \
         Composed by Thomas Brand. Published in Problemkiste, 1992. Stipulation: h#2. Twins: b) wKa1→a2; c) +sBe4.\n"
    );
    assert!(
        text(&o.stderr).contains("line 8, column 41"),
        "{}",
        text(&o.stderr)
    );
    let png = dir.path().join("book.png");
    let o = forsythe(&["render", file, "-o", png.to_str().expect("a path")], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(std::fs::read(&png).expect("drawn").starts_with(b"\x89PNG"));
}

#[test]
fn a_popeye_problem_is_written_whole() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("problem.inp");
    std::fs::write(
        &path,
        "beginproblem\nauthor A. Composer\norigin The Problemist 1996\naward 1st Prize\n\
         stipulation h#2\ncondition Circe\nremark After a theme of B. Composer\n\
         pieces white kc1 gd4 black ke5 pe4 neutral rb7\ntwin move c1 c2\nendproblem\n",
    )
    .expect("written");
    let file = path.to_str().expect("a path");
    let o = forsythe(&["translate", "--to", "latex-diagram", file], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stderr), "");
    assert_eq!(
        text(&o.stdout),
        "\\begin{diagram}\n\
         \\author{Composer, A.}\n\
         \\source{The Problemist 1996}\n\
         \\award{1st Prize}\n\
         \\pieces{wKc1, wDUd4, sKe5, sBe4, nTb7}\n\
         \\stipulation{h\\#2}\n\
         \\condition{Circe}\n\
         \\twins{b) wKc1\\ra{}c2}\n\
         \\remark{After a theme of B. Composer}\n\
         \\piecedefs{{w}{DU}{grasshopper}}\n\
         \\end{diagram}\n"
    );
}

/// A document of two diagrams, the first with twins and a solution, the
/// second with a piece the package does not have.
const SOLVED: &str = "\\documentclass{article}\n\\usepackage{diagram}\n\\begin{document}\n\
\\begin{diagram}\n\\author{Brand, Thomas}\n\\pieces{wKe1, sDUd4, nSRc3}\n\\stip{h\\#2}\n\
\\twins{b) wKe1\\ra{}e2}\n\\solution{1.Kd2 Ke2 2.Kc1 Kd1\\#}\n\\end{diagram}\n% a second one\n\
\\begin{diagram}\n\\pieces{wKa1, sKh8, wQq9}\n\\stip{\\#1}\n\\end{diagram}\n\\end{document}\n";

#[test]
fn batch_reads_a_file_of_diagrams_with_their_lines() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(dir.path().join("solved.tex"), SOLVED).expect("written");
    let o = common::run(
        &[
            "batch",
            "solved.tex",
            "-o",
            "out",
            "--format",
            "svg",
            "--twins",
            "each",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let stderr = text(&o.stderr);
    assert!(
        stderr.starts_with(
            "warning: `wQq9` is not a piece of the diagram package (a colour w, s or n, a piece letter K D T L S B C E X, a turn R U L if any, then squares); it is left out\n  --> solved.tex, line 13, column 21\n"
        ),
        "{stderr}"
    );
    // The summary counts what the file's diagrams could not read.
    assert!(
        stderr.contains("\n3 diagrams written, 0 failed, 1 warning, in "),
        "{stderr}"
    );
    let out = dir.path().join("out");
    let names = common::file_names(&out);
    assert_eq!(
        names,
        ["0001a.svg", "0001b.svg", "0002.svg", "manifest.json"]
    );
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("manifest.json")).expect("read"))
            .expect("JSON");
    let rows: Vec<(u64, u64, &str)> = manifest["records"]
        .as_array()
        .expect("records")
        .iter()
        .map(|r| {
            (
                r["number"].as_u64().expect("a number"),
                r["line"].as_u64().expect("a line"),
                r["record"].as_str().expect("a record"),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1, 4, "8/8/8/8/3g4/2=.ma5/8/4K3"),
            (1, 4, "8/8/8/8/3g4/2=.ma5/4K3/8"),
            (2, 12, "7k/8/8/8/8/8/8/K7"),
        ]
    );
    assert_eq!(manifest["records"][0]["data"]["Author"], "Thomas Brand");
    assert_eq!(
        manifest["records"][0]["data"]["Solution"],
        "1.Kd2 Ke2 2.Kc1 Kd1#"
    );
    // One diagram a problem, with its twins line as the file writes it.
    let o = common::run(
        &["batch", "solved.tex", "-o", "lines", "--format", "svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("lines/manifest.json")).expect("read"),
    )
    .expect("JSON");
    assert_eq!(manifest["records"][0]["data"]["Twins"], "b) wKe1→e2");
    assert_eq!(manifest["records"][0]["outputs"][0], "0001.svg");
}
