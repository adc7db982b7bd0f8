//! The LaTeX `diagram` package's environments on the command line:
//! `translate --to latex-diagram`, and files of such environments read.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn forsythe(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_forsythe"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        pipe.write_all(text.as_bytes()).expect("stdin written");
    }
    drop(pipe);
    child.wait_with_output().expect("the binary ends")
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
