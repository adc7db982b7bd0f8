//! The renderer's options on the command line: the last move, the check,
//! and a piece folder holding a named pipe.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn forsythe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_forsythe"))
        .args(args)
        .env("LANG", "C")
        .output()
        .expect("the binary runs")
}

const AFTER_QXF7: &str = "rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3";

#[test]
fn last_move_and_check_from_the_command_line() {
    let o = forsythe(&[
        "render",
        AFTER_QXF7,
        "-o",
        "-",
        "--format",
        "svg",
        "--last-move",
        "f3f7",
        "--check",
        "e8",
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let svg = String::from_utf8(o.stdout).expect("UTF-8");
    assert_eq!(
        svg.matches(r##"fill="#c4d01c" fill-opacity="0.55""##)
            .count(),
        2
    );
    assert!(svg.contains("check-glow"));
    let o = forsythe(&[
        "render",
        AFTER_QXF7,
        "-o",
        "-",
        "--format",
        "svg",
        "--last-move",
        "f3-f7",
        "--last-move-style",
        "arrow",
        "--check",
        "none",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let svg = String::from_utf8(o.stdout).expect("UTF-8");
    assert!(!svg.contains("check-glow") && !svg.contains(r#"fill-opacity="0.55""#));
    assert!(
        svg.contains(r##"fill="#c4d01c" fill-opacity="0.85""##),
        "an arrow"
    );
}

#[test]
fn a_bad_last_move_or_check_is_a_usage_error() {
    for args in [
        ["--last-move", "f3"],
        ["--last-move", "f3f3"],
        ["--check", "e9x"],
        ["--last-move-style", "dots"],
    ] {
        let mut all = vec!["render", AFTER_QXF7, "-o", "-", "--format", "svg"];
        all.extend(args);
        let o = forsythe(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty());
    }
    // A square the board does not have.
    let o = forsythe(&[
        "render", "k7/8/K7", "-o", "-", "--format", "svg", "--check", "a8",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("a8"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_named_pipe_in_the_piece_folder_is_an_error_at_once() {
    let dir = tempfile::tempdir().expect("a folder");
    let ours = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    for entry in std::fs::read_dir(&ours).expect("our set") {
        let path = entry.expect("an entry").path();
        std::fs::copy(&path, dir.path().join(path.file_name().expect("a name"))).expect("copied");
    }
    let pipe = dir.path().join("bQ.svg");
    std::fs::remove_file(&pipe).expect("removed");
    let made = Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let start = Instant::now();
    let o = forsythe(&[
        "render",
        "4k3/8/8/8/8/8/8/4K3",
        "-o",
        "-",
        "--format",
        "svg",
        "--pieces",
        dir.path().to_str().expect("UTF-8"),
    ]);
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("bQ.svg") && err.contains("not a regular file"),
        "{err}"
    );
}
