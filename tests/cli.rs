//! Runs the real `forsythe` executable and checks its output and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn forsythe(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_forsythe"));
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        pipe.write_all(text.as_bytes()).expect("stdin written");
    }
    drop(pipe);
    child.wait_with_output().expect("the binary ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn translate_german_to_english_keeps_every_other_field() {
    let o = forsythe(
        &[
            "translate",
            "--from",
            "de",
            "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    assert_eq!(stderr(&o), "");
}

#[test]
fn translate_to_every_dialect() {
    let cases = [
        ("de", "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST"),
        ("it", "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT"),
        ("fide", "rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR"),
        ("fr", "tcfdrfct/pppppppp/8/8/8/8/PPPPPPPP/TCFDRFCT"),
        ("KDVSJP", "vjsdksjv/pppppppp/8/8/8/8/PPPPPPPP/VJSDKSJV"),
    ];
    for (to, want) in cases {
        let o = forsythe(&["translate", "--to", to, START_FEN], None);
        assert_eq!(o.status.code(), Some(0), "{to}");
        assert_eq!(stdout(&o), format!("{want} w KQkq - 0 1\n"), "{to}");
    }
}

#[test]
fn epd_operations_are_kept_as_written() {
    let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc=0; fmvn=1; id \"start\";";
    let o = forsythe(&["translate", "--to", "de", line], None);
    assert_eq!(
        stdout(&o),
        "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq - hmvc=0; fmvn=1; id \"start\";\n"
    );
}

#[test]
fn stdin_records_errors_and_exit_code_one() {
    let input = "# a comment\n\nk7/8/8/8/8/8/8/7K w - - 0 1\nk7/8 x\n\n4k3/8/8/8/8/8/8/4K3\n";
    let o = forsythe(&["translate", "--to", "it"], Some(input));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "r7/8/8/8/8/8/8/7R w - - 0 1\n4r3/8/8/8/8/8/8/4R3\n"
    );
    let err = stderr(&o);
    assert_eq!(
        err,
        "error: field 2 (side to move) is `x`; expected `w` or `b`\n --> line 4, column 6\n  |\n4 | k7/8 x\n  |      ^\n"
    );
}

#[test]
fn warnings_do_not_change_the_exit_code_but_strict_does() {
    let o = forsythe(&["translate", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "k7/8/8/8/8/8/8/6?K\n");
    let err = stderr(&o);
    assert!(err.starts_with("warning: `S` in rank 1 is no piece letter in English notation; it is drawn as `?`\n --> column 17\n"), "{err}");
    assert!(
        err.contains("= hint: did you mean `--dialect de` (German notation)?"),
        "{err}"
    );

    let o = forsythe(&["translate", "--strict", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).starts_with("error: `S` in rank 1"));

    let o = forsythe(&["translate", "--quiet", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stderr(&o), "");
}

#[test]
fn short_ranks_and_merge_digits() {
    let o = forsythe(&["translate", "k7/6/8"], None);
    assert_eq!(stdout(&o), "k7/6../8\n");
    assert!(stderr(&o).contains(
        "rank 2 has 6 squares but the board is 8 wide; the last 2 squares stay unchanged"
    ));
    let o = forsythe(
        &[
            "translate",
            "--merge-digits",
            "k9/10/10/10/10/10/10/10/10/9K",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "k9/91/91/91/91/91/91/91/91/9K\n");
    let o = forsythe(&["translate", "k9/10"], None);
    assert_eq!(stdout(&o), "k9/1?........\n");
}

#[test]
fn base_lays_the_input_over_a_position() {
    let o = forsythe(
        &[
            "translate",
            "--base",
            START_FEN,
            "......../......../8/8/8/8/8 b",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNR b\n");
    assert_eq!(stderr(&o), "");
    let o = forsythe(
        &["translate", "--from", "de", "--base", "start", "4k3"],
        None,
    );
    assert_eq!(stdout(&o), "4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n");
    let o = forsythe(&["translate", "--base", "k7 q", "K"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("the base position given with --base cannot be read"));
}

#[test]
fn auto_detection_notes_and_ambiguity() {
    let o = forsythe(
        &[
            "translate",
            "--from",
            "auto",
            "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n");
    assert!(stderr(&o).starts_with(
        "note: read in German notation: it is the only one that knows every letter\n"
    ));

    let o = forsythe(
        &["translate", "--from", "auto", "4k3/8/8/8/8/8/8/2B1KB2"],
        None,
    );
    assert_eq!(stdout(&o), "4k3/8/8/8/8/8/8/2B1KB2\n");
    assert!(
        stderr(&o)
            .starts_with("note: read in English notation; set aside: German (a pawn on c1)\n"),
        "{}",
        stderr(&o)
    );

    let o = forsythe(&["translate", "--from", "auto", "8/8/8/3R4/8/8/8/8"], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).starts_with(
        "error: the notation is ambiguous: `R` is a rook in English, a king in Italian, a rook in FIDE, a king in French\n --> column 8\n"
    ));
}

#[test]
fn misuse_is_exit_code_two() {
    for args in [
        &["translate", "--from", "xx", "k7"][..],
        &["translate", "--to", "auto", "k7"],
        &["translate", "--to", "KQRBNK", "k7"],
        &["translate", "--no-such-option"],
        &["no-such-command"],
    ] {
        let o = forsythe(args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&o).is_empty());
    }
    let o = forsythe(&["translate", "--to", "KQRBNK", "k7"], None);
    assert_eq!(
        stderr(&o),
        "error: `KQRBNK`: the letter `K` stands for two pieces\n"
    );
}

#[test]
fn not_utf8_is_reported_and_the_rest_goes_on() {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_forsythe"));
    let mut child = cmd
        .args(["translate"])
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"k7\xff\nK7\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "K7\n");
    assert!(
        stderr(&o).contains("not valid UTF-8 (byte 2 of the line)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn dialects_table() {
    let o = forsythe(&["dialects"], None);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert_eq!(
        out.lines().next(),
        Some("Piece   English  German  Italian  FIDE  French")
    );
    assert!(
        out.contains("\nknight  N n      S s     C c      S s   C c\n"),
        "{out}"
    );
    assert!(
        out.contains("\npawn    P p      B b     P p      P p   P p\n"),
        "{out}"
    );
}

#[test]
fn help_names_the_exit_codes() {
    let o = forsythe(&["--help"], None);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("Exit codes: 0"));
}
