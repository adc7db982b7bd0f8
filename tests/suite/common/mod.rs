//! Helpers shared by the integration tests that run the real executable.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `forsythe` with `args` in `dir`, in English, feeding it `stdin`.
/// The program may stop reading its input early; that is not a failure here.
#[allow(dead_code)]
pub fn run(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    let mut child = Command::new(crate::forsythe_exe())
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin");
    let _ = pipe.write_all(stdin);
    drop(pipe);
    child.wait_with_output().expect("the binary ends")
}

/// Starts `forsythe serve --port 0 ARGS` in English and reads its address
/// (`127.0.0.1:PORT`) from its first line on stderr; the child, the address,
/// that first line, and the lines of stderr that follow.
#[allow(dead_code)]
pub fn serve(
    args: &[&str],
) -> (
    std::process::Child,
    String,
    String,
    std::io::Lines<std::io::BufReader<std::process::ChildStderr>>,
) {
    use std::io::BufRead;
    let mut child = Command::new(crate::forsythe_exe())
        .args(["serve", "--port", "0"])
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut lines = std::io::BufReader::new(child.stderr.take().expect("stderr")).lines();
    let first = lines.next().expect("a first line").expect("text");
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_owned();
    (child, addr, first, lines)
}

/// What the program wrote on stderr.
#[allow(dead_code)]
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Two olive problems for a contact sheet: the first with a solution of
/// several lines, indented, with characters HTML escapes, empty lines
/// around and inside it and spaces at the end of a line; the second with
/// none.
#[allow(dead_code)]
pub const SOLVED_FOR_THE_SHEET: &str = "---\nstipulation: \"#2\"\nalgebraic:\n  white: [Kc1, Qd4]\n  black: [Ke5]\n\
solution: |\n\n  1.Qd4-d5+ ! <zugzwang>   \n     1...Ke5-f4 2.Qd5-g5#\n\n\n     1...Ke5-f6 & 2.Qd5-g5#\n\n\
---\nstipulation: \"h#2\"\nalgebraic:\n  white: [Kc1]\n  black: [Ke5]\n";

/// Writes `problems` (such as [`SOLVED_FOR_THE_SHEET`]) into `dir` as
/// `p.olv` and runs
/// `forsythe GLOBAL batch p.olv -o out --format svg --html sheet.html
/// --quiet EXTRA` there, which must succeed; the sheet's text.
#[allow(dead_code)]
pub fn contact_sheet(dir: &Path, problems: &str, global: &[&str], extra: &[&str]) -> String {
    std::fs::write(dir.join("p.olv"), problems).expect("the problems");
    let mut args = global.to_vec();
    args.extend_from_slice(&[
        "batch",
        "p.olv",
        "-o",
        "out",
        "--format",
        "svg",
        "--html",
        "sheet.html",
        "--quiet",
    ]);
    args.extend_from_slice(extra);
    let o = run(&args, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    std::fs::read_to_string(dir.join("sheet.html")).expect("the sheet")
}

/// Writes into `dir` one PDF of every kind the program makes: a single
/// diagram, one with captions and problem lines, and a book of a batch
/// with a page of solutions.
/// Returns their paths.
#[allow(dead_code)]
pub fn every_kind_of_pdf(dir: &Path) -> Vec<std::path::PathBuf> {
    let runs: [&[&str]; 3] = [
        &["render", "8/8/8/4k3/8/8/8/4K3 w", "-o", "one.pdf"],
        &[
            "render",
            "1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - 0 1",
            "--author",
            "Sam Loyd",
            "--source",
            "Chess Monthly, 1858",
            "--stipulation",
            "#3",
            "--caption",
            "side",
            "--arrow",
            "c2c4",
            "-o",
            "problem.pdf",
        ],
        &[
            "batch",
            "book.epd",
            "-o",
            "out",
            "--pdf-book",
            "book.pdf",
            "--quiet",
        ],
    ];
    std::fs::write(
        dir.join("book.epd"),
        "4k3/8/8/8/8/8/8/3QK3 w - - id \"a\";\n4k3/8/4K3/8/8/8/8/7R w - - bm Rh8#; id \"b\";\n",
    )
    .expect("the records");
    let mut out = Vec::new();
    for args in runs {
        let o = run(args, dir, b"");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let name = args[args
            .iter()
            .position(|a| a.ends_with(".pdf"))
            .expect("a PDF")];
        out.push(dir.join(name));
    }
    out
}

/// The names of the files in `dir`, sorted.
#[allow(dead_code)]
pub fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            e.expect("a directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// A problem file (olive) with solutions that LaTeX must be told as text:
/// every character LaTeX treats specially, the lines of the solution, its
/// indentation, empty lines and Cyrillic (an author's name too); a problem
/// without a solution; and a problem with twins and one solution.
#[allow(dead_code)]
pub fn solved_problems() -> &'static str {
    "---
stipulation: \"#2\"
authors: [\"Белоусова, Ксения\"]
algebraic:
  white: [Kb1, Qd1]
  black: [Ke4]
solution: |
  1.Qd1-d3+! # % _ & ~ ^ \\ {} $
    1...Ke4-e5 2.Qd3-d5#


  Ложный след: 1.Qd1-d4+?
---
stipulation: \"#2\"
algebraic:
  white: [Kb1, Qd1]
  black: [Ke8]
---
stipulation: \"h#2\"
algebraic:
  white: [Kh1, Bc4]
  black: [Kf3, Pd7]
twins:
  b: Move c4 b5
solution: \"a) 1.Kf3-e3 Bc4-d5 b) 1.Kf3-f4 Bb5-d3\"
"
}

/// Decoding PNGs into pixels and comparing them.
pub mod image;
