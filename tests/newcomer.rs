//! What a new user trips on: a file name given as INPUT, a pipe as the
//! output, one typo in one rank, folders that are missing or are files.

mod common;

use std::process::{Command, Stdio};

use common::{run, stderr};

const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn an_input_that_names_a_file_is_read_from_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("pos.fen"), format!("{SICILIAN}\n")).unwrap();
    let o = run(&["render", "pos.fen", "-o", "pos.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("pos.svg")).unwrap();
    assert!(
        svg.contains(&format!("\">{SICILIAN}</title>")),
        "the record is the title"
    );

    // A PGN game: its position.
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Event \"Study\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n*\n",
    )
    .unwrap();
    let o = run(&["translate", "game.pgn", "--to", "de"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
    );
    let o = run(&["render", "game.pgn", "-o", "game.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // A file of two records is two for translate, too many for render.
    std::fs::write(dir.path().join("two.epd"), "k7/8 w\nK7/8 b\n").unwrap();
    let o = run(&["translate", "two.epd", "--to", "it"], dir.path(), b"");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "r7/8 w\nR7/8 b\n");
    let o = run(&["render", "two.epd", "-o", "x.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("line 2 holds another"),
        "{}",
        stderr(&o)
    );

    // --record draws the text itself, even when a file has that name.
    let o = run(&["translate", "--record", "pos.fen"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "p??.??n\n");
}

#[test]
fn a_missing_file_is_a_hint_not_a_diagram() {
    let dir = tempfile::tempdir().unwrap();
    for input in ["missing.fen", "games/missing.pgn", "puzzles.epd"] {
        let o = run(&["render", input, "-o", "x.png"], dir.path(), b"");
        assert_eq!(o.status.code(), Some(1), "{input}");
        assert_eq!(
            stderr(&o),
            format!(
                "error: there is no file {input}\n  = hint: to draw `{input}` as a record, give --record\n"
            )
        );
        assert!(!dir.path().join("x.png").exists());
    }
}

/// `-o /dev/stdout` in a pipe: the link names a pipe, which is written as
/// given, never replaced.
#[cfg(target_os = "linux")]
#[test]
fn a_pipe_or_device_named_as_the_output_is_written_as_given() {
    for path in ["/dev/stdout", "/proc/self/fd/1"] {
        let o = Command::new(env!("CARGO_BIN_EXE_forsythe"))
            .args([
                "render",
                "8/8/8/4k3/8/8/8/4K3 w",
                "-o",
                path,
                "--format",
                "svg",
            ])
            .env("LANG", "C")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
        assert!(o.stdout.starts_with(b"<svg "), "{path}");
    }
}

#[test]
fn one_typo_is_blamed_on_its_own_rank() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "translate",
            "rnbqkbnr/pppppppp/8/2p6/8/8/PPPPPPPP/RNBQKBNR w",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "rnbqkbnr/pppppppp/8/2p5/8/8/PPPPPPPP/RNBQKBNR w\n"
    );
    let err = stderr(&o);
    assert_eq!(err.matches("warning:").count(), 1, "{err}");
    assert!(
        err.starts_with(
            "warning: rank 5 has 9 squares but the others have 8; the last square is left out\n --> column 23\n"
        ),
        "{err}"
    );
    let o = run(
        &["translate", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPPRNBQKB1R"],
        dir.path(),
        b"",
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKB1R\n"
    );
    let err = stderr(&o);
    assert!(
        err.starts_with("warning: a `/` is missing before rank 1? The ranks have 8 squares, so the rank is read as two\n --> column 35\n"),
        "{err}"
    );
    assert!(err.contains("\n  | rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPPRNBQKB1R\n  |                                   ^\n"), "{err}");
}

#[test]
fn folders_that_are_missing_or_are_files_are_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["render", "k7", "-o", "nosuchdir/x.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: cannot write nosuchdir/x.png: the folder nosuchdir does not exist\n"
    );

    std::fs::write(dir.path().join("puzzles.epd"), "k7 w\n").unwrap();
    let o = run(
        &["batch", "puzzles.epd", "-o", "puzzles.epd"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: cannot use the folder puzzles.epd: it is a file, not a folder\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("puzzles.epd")).unwrap(),
        "k7 w\n"
    );

    // Nothing is created when no input could be opened.
    let o = run(&["batch", "nosuch.epd", "-o", "out3"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot read nosuch.epd: "),
        "{}",
        stderr(&o)
    );
    assert!(!dir.path().join("out3").exists());
}
