//! The renderer's options on the command line: the last move, the check,
//! and a piece folder holding a named pipe.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::images;

use images::{gif_frames, png_pixels};

fn forsythe(args: &[&str]) -> Output {
    Command::new(crate::forsythe_exe())
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

/// The game of the tests below: seven plies, the last a mate.
const SCHOLARS_MATE: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n\n\
                             1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_game_as_an_animated_gif() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(&pgn, SCHOLARS_MATE).unwrap();
    let gif = dir.path().join("game.gif");
    let o = forsythe(&[
        "render",
        pgn.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
        "--caption",
        "{White} – {Black}",
        "--size",
        "240",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bytes = std::fs::read(&gif).unwrap();
    let (w, h, frames) = gif_frames(&bytes);
    // The start and one frame a ply; 800 ms each, the last three times longer.
    assert_eq!(frames.len(), 8);
    let delays: Vec<u16> = frames.iter().map(|f| f.0).collect();
    assert_eq!(delays, [80, 80, 80, 80, 80, 80, 80, 240]);
    assert!(
        frames.windows(2).all(|f| f[0].1 != f[1].1),
        "each ply changes the board"
    );

    // The last frame is the PNG of the final position, last move and check
    // included.
    let png = dir.path().join("end.png");
    let o = forsythe(&[
        "render",
        pgn.to_str().unwrap(),
        "--at",
        "end",
        "-o",
        png.to_str().unwrap(),
        "--caption",
        "{White} – {Black}",
        "--size",
        "240",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (pw, ph, pixels) = png_pixels(&std::fs::read(&png).unwrap());
    assert_eq!((u32::from(w), u32::from(h)), (pw, ph));
    let last = &frames[7].1;
    let far = last
        .chunks_exact(4)
        .zip(pixels.chunks_exact(4))
        .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > 24))
        .count();
    assert!(far * 200 < pixels.len() / 4, "{far} pixels differ");

    // --delay, and the same bytes every time.
    let o = forsythe(&[
        "render",
        pgn.to_str().unwrap(),
        "-o",
        "-",
        "--format",
        "gif",
        "--delay",
        "500",
        "--size",
        "240",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (_, _, frames) = gif_frames(&o.stdout);
    assert_eq!(frames.first().map(|f| f.0), Some(50));
    assert_eq!(frames.last().map(|f| f.0), Some(150));
    let again = forsythe(&[
        "render",
        pgn.to_str().unwrap(),
        "-o",
        "-",
        "--format",
        "gif",
        "--delay",
        "500",
        "--size",
        "240",
    ]);
    assert_eq!(o.stdout, again.stdout);

    // --at picks the frames: from Black's second move on.
    let o = forsythe(&[
        "render",
        pgn.to_str().unwrap(),
        "-o",
        "-",
        "--format",
        "gif",
        "--at",
        "2...",
        "--size",
        "240",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(gif_frames(&o.stdout).2.len(), 1);
}

#[test]
fn a_gif_of_one_position_and_the_limits_of_animation() {
    let dir = tempfile::tempdir().unwrap();
    let o = forsythe(&["render", AFTER_QXF7, "-o", "-", "--format", "gif"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let (w, h, frames) = gif_frames(&o.stdout);
    assert_eq!((w, h, frames.len()), (400, 400, 1));

    // Two games are two animations: render draws one.
    let two = dir.path().join("two.pgn");
    std::fs::write(&two, format!("{SCHOLARS_MATE}\n{SCHOLARS_MATE}")).unwrap();
    let o = forsythe(&[
        "render",
        two.to_str().unwrap(),
        "-o",
        "-",
        "--format",
        "gif",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: render draws one record, but line 7 holds another; use `forsythe batch` for many\n"
    );
    assert!(o.stdout.is_empty());

    // A delay out of range is refused by name.
    let o = forsythe(&[
        "render", AFTER_QXF7, "-o", "-", "--format", "gif", "--delay", "5",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--delay"), "{}", stderr(&o));
}

#[test]
fn the_check_is_found_in_the_position() {
    let svg = |args: &[&str]| -> String {
        let mut all = vec!["render", "-o", "-", "--format", "svg"];
        all.extend(args);
        let o = forsythe(&all);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        String::from_utf8(o.stdout).unwrap()
    };
    // The side to move is in check: a glow under its king, by default.
    let glow = r##"fill="url(#check-glow)""##;
    assert_eq!(svg(&[AFTER_QXF7]).matches(glow).count(), 1);
    assert!(svg(&[AFTER_QXF7, "--check", "auto"]).contains(glow));
    assert!(!svg(&[AFTER_QXF7, "--check", "none"]).contains("check-glow"));
    // Without a side to move there is no check to find.
    assert!(!svg(&["rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR"]).contains("check-glow"));
    // White to move in that position is not in check.
    assert!(!svg(&["rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR w"]).contains("check-glow"));
    // On the print theme a ring.
    let print = svg(&[AFTER_QXF7, "--theme", "print"]);
    assert!(!print.contains("check-glow"));
    assert!(
        print.contains(r##"fill="none" stroke="#e01e1e""##),
        "a ring"
    );
}

#[test]
fn bad_last_moves_and_checks_are_named() {
    for (args, message) in [
        (
            ["--last-move", "e2"],
            "error: `e2` is not a move; write its two squares, such as e2e4 or e2-e4, or none\n",
        ),
        (
            ["--check", "king"],
            "error: `king` is not for --check; write a square such as e8, auto or none\n",
        ),
    ] {
        let mut all = vec!["render", AFTER_QXF7, "-o", "-", "--format", "svg"];
        all.extend(args);
        let o = forsythe(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o), message);
    }
    // A promotion is a move; `none` is no move.
    for last_move in ["e7e8q", "e7-e8=Q", "e7->e8", "none"] {
        let o = forsythe(&[
            "render",
            AFTER_QXF7,
            "-o",
            "-",
            "--format",
            "svg",
            "--last-move",
            last_move,
        ]);
        assert_eq!(o.status.code(), Some(0), "{last_move}: {}", stderr(&o));
    }
}

#[test]
fn glyph_draws_a_walk_in_the_shape_and_turn_chosen() {
    let png = |args: &[&str]| {
        let mut all = vec!["render", "-o", "-", "--format", "png", "--legend", "none"];
        all.extend_from_slice(args);
        let o = forsythe(&all);
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        png_pixels(&o.stdout)
    };
    // A grasshopper (a queen turned 180° by default) on a1 and a nightrider
    // on h8, drawn as a queen turned right and a circle: the same pixels as
    // a queen turned right and a circle written in YACPDB's codes.
    let chosen = png(&[
        "--dialect",
        "popeye",
        "--glyph",
        "grasshopper=queen:90,n=circle",
        "--",
        "7N/48/G7",
    ]);
    let written = png(&["--dialect", "yacpdb", "--", "7(-O)/8/8/8/8/8/8/(Q3)7"]);
    assert!(chosen == written, "--glyph draws the walks as chosen");
    let default = png(&["--dialect", "popeye", "--", "7N/48/G7"]);
    assert!(default != chosen, "without --glyph, the walks' own shapes");

    let bad = forsythe(&[
        "render",
        "8/8/8/8/8/8/8/8",
        "-o",
        "-",
        "--format",
        "svg",
        "--glyph",
        "zebra=horse",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("`zebra=horse` is no drawing of a walk"),
        "{err}"
    );
}
