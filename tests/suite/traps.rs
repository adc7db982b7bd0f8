//! The traps a new user fell into (issue 46), each a test named after it:
//! a CSV with another header, an unquoted FEN, an unknown option before the
//! record, a misspelt notation, block keys that mean something else, and
//! the smaller ones.

use std::path::Path;

use crate::common::{run, stderr};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The files a folder holds, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn trap_01_csv_header_in_any_case_and_any_separator() {
    let dir = tempfile::tempdir().expect("a folder");
    for (name, text) in [
        (
            "lower.csv",
            format!("number,fen,solution\n1,{START},e4\n2,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n"),
        ),
        (
            "semicolon.csv",
            format!("Number;Fen;Solution\n1;{START};e4\n2;8/8/8/8/8/8/8/K6k w - - 0 1;Ka2\n"),
        ),
        (
            "tab.csv",
            format!("number\tFEN\tsolution\n1\t{START}\te4\n2\t8/8/8/8/8/8/8/K6k w - - 0 1\tKa2\n"),
        ),
    ] {
        std::fs::write(dir.path().join(name), text).expect("written");
        let out = format!("out-{name}");
        let o = run(
            &["batch", name, "-o", &out, "--format", "svg"],
            dir.path(),
            b"",
        );
        let err = stderr(&o);
        assert!(
            err.starts_with("2 diagrams written, 0 failed, 0 warnings, in "),
            "{name}: {err}"
        );
        assert_eq!(o.status.code(), Some(0), "{name}");
        assert_eq!(
            files(&dir.path().join(&out)),
            ["0001.svg", "0002.svg", "manifest.json"]
        );
    }
}

#[test]
fn trap_01_csv_without_a_record_column_draws_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(
        dir.path().join("book.csv"),
        format!("id,board,answer\n1,{START},e4\n2,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n"),
    )
    .expect("written");
    let o = run(&["batch", "book.csv", "-o", "out"], dir.path(), b"");
    let err = stderr(&o);
    assert!(
        err.starts_with(
            "error: book.csv, line 1: this is the header of a CSV file, but none of its columns holds the records: name that column `FEN` (or `EPD`, `Forsyth`, `Position`); nothing of the file is drawn\n0 diagrams written, 1 failed, 0 warnings"
        ),
        "{err}"
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(files(&dir.path().join("out")), ["manifest.json"]);
}

/// The colour of the pixel at the centre of `square` of a 400-pixel board
/// drawn without coordinates or frame: its red, green and blue.
fn centre(pixels: &(u32, u32, Vec<u8>), square: &str) -> [u8; 3] {
    let (width, _, data) = pixels;
    let b = square.as_bytes();
    let file = u32::from(b[0] - b'a');
    let rank = u32::from(b[1] - b'1');
    let (x, y) = (file * 50 + 25, (7 - rank) * 50 + 25);
    let at = ((y * width + x) * 4) as usize;
    [data[at], data[at + 1], data[at + 2]]
}

#[test]
fn trap_02_a_piece_drawn_as_a_shape_shows_its_colour() {
    let dir = tempfile::tempdir().expect("a folder");
    // Bisons (circles) of both sides, as in Popeye's leaper.inp; then the
    // other shapes.
    std::fs::write(
        dir.path().join("p.inp"),
        "anfangproblem\nsteine weiss kh1 bid6 schwarz ka8 bic6\nende\n",
    )
    .expect("written");
    for shape in ["circle", "square", "triangle", "cross"] {
        let glyph = format!("bison={shape}");
        let png = format!("{shape}.png");
        let o = run(
            &[
                "render",
                "p.inp",
                "-o",
                &png,
                "--coordinates",
                "none",
                "--frame",
                "none",
                "--legend",
                "none",
                "--size",
                "400",
                "--glyph",
                &glyph,
            ],
            dir.path(),
            b"",
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let bytes = std::fs::read(dir.path().join(&png)).expect("a PNG");
        let pixels = crate::images::png_pixels(&bytes);
        assert_eq!(pixels.0, 400);
        // Black's is filled with ink, White's with paper.
        assert_eq!(centre(&pixels, "c6"), [0, 0, 0], "{shape}");
        assert_eq!(centre(&pixels, "d6"), [255, 255, 255], "{shape}");
    }
}

#[test]
fn trap_03_an_unquoted_fen_is_shown_quoted() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut args = vec!["render"];
    args.extend(START.split(' '));
    args.extend(["-o", "x.png"]);
    let o = run(&args, dir.path(), b"");
    assert_eq!(
        stderr(&o),
        format!(
            "error: unexpected argument `w`: it belongs to the FEN before it, and a FEN has spaces, so it must be quoted\n  = hint: write: forsythe render \"{START}\" -o x.png\n\nUsage: forsythe render [OPTIONS] --output <FILE> [INPUT]\n\nFor more information, run `forsythe render --help`.\n"
        )
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(!dir.path().join("x.png").exists());
}

#[test]
fn trap_04_an_unknown_option_before_the_record_is_named() {
    let dir = tempfile::tempdir().expect("a folder");
    let usage = "\nUsage: forsythe render [OPTIONS] --output <FILE> [INPUT]\n\nFor more information, run `forsythe render --help`.\n";
    for (args, error, hint) in [
        (
            &["render", "--notation", "de", "k7", "-o", "t.png"][..],
            "--notation",
            "--dialect",
        ),
        (
            &["render", "--language", "de", "k7", "-o", "t.png"][..],
            "--language",
            "--lang",
        ),
    ] {
        let o = run(args, dir.path(), b"");
        assert_eq!(
            stderr(&o),
            format!(
                "error: unexpected argument `{error}`\n  = hint: did you mean `{hint}`?\n{usage}"
            ),
            "{args:?}"
        );
        assert_eq!(o.status.code(), Some(2));
    }
    // After the record, an option is never a value to pass after `--`.
    let o = run(
        &["render", "-o", "t.png", "k7", "--colour", "red"],
        dir.path(),
        b"",
    );
    assert_eq!(
        stderr(&o),
        format!("error: unexpected argument `--colour`\n{usage}")
    );
}

#[test]
fn trap_05_a_misspelt_notation_is_an_error_unless_asked_for() {
    let dir = tempfile::tempdir().expect("a folder");
    let o = run(
        &["render", "--dialect", "deutch", "k7", "-o", "t.png"],
        dir.path(),
        b"",
    );
    assert_eq!(
        stderr(&o),
        "error: `deutch` is not a notation; did you mean `deutsch`? To read these six letters as the pieces K Q R B N P, write `custom:deutch`\n"
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(!dir.path().join("t.png").exists());
    // Asked for: the six letters, as before.
    let o = run(
        &["render", "--dialect", "custom:deutch", "t5", "-o", "t.png"],
        dir.path(),
        b"",
    );
    assert_eq!(stderr(&o), "");
    assert_eq!(o.status.code(), Some(0));
    // Six letters that are no name's near miss are letters still.
    let o = run(
        &["render", "--dialect", "KDTLSB", "K7", "-o", "u.png"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A short near miss: every name read, and the one meant.
    let o = run(
        &["render", "--dialect", "ger", "k7", "-o", "v.png"],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert!(
        err.contains("(en, english, de, german, deutsch, it, "),
        "{err}"
    );
    assert!(err.ends_with("; did you mean `german`?\n"), "{err}");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn trap_09_block_keys_that_mean_something_else_point_to_the_right_one() {
    let dir = tempfile::tempdir().expect("a folder");
    let o = run(
        &["block", "-o", "a.svg"],
        dir.path(),
        b"fen: k7\nnotation: de\n",
    );
    let err = stderr(&o);
    assert!(
        err.contains("= hint: in a block `notation` is where the coordinates go; for the record's notation, write `dialect: de`"),
        "{err}"
    );
    assert_eq!(o.status.code(), Some(1));
    let o = run(
        &["block", "-o", "b.svg"],
        dir.path(),
        b"fen: k7\nlanguage: de\n",
    );
    let err = stderr(&o);
    assert!(err.contains("unknown key `language`"), "{err}");
    assert!(err.contains("= hint: did you mean `lang`?"), "{err}");
}

#[test]
fn trap_11_move_points_to_at() {
    let dir = tempfile::tempdir().expect("a folder");
    let o = run(
        &["render", "--move", "20", "game.pgn", "-o", "t.png"],
        dir.path(),
        b"",
    );
    assert!(
        stderr(&o)
            .starts_with("error: unexpected argument `--move`\n  = hint: did you mean `--at`?\n"),
        "{}",
        stderr(&o)
    );
    let o = run(
        &["render", "game.pgn", "--move", "20", "-o", "t.png"],
        dir.path(),
        b"",
    );
    assert!(
        stderr(&o)
            .starts_with("error: unexpected argument `--move`\n  = hint: did you mean `--at`?\n"),
        "{}",
        stderr(&o)
    );
}

/// What `forsythe ARGS` prints on standard output.
fn stdout_of(args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("a folder");
    let o = run(args, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn trap_11_short_help_is_short_and_every_help_ends_with_examples() {
    let short = stdout_of(&["render", "-h"]);
    let long = stdout_of(&["render", "--help"]);
    assert!(short.lines().count() * 2 < long.lines().count(), "{short}");
    for option in [
        "--output",
        "--dialect",
        "--size",
        "--arrow",
        "--caption",
        "--lang",
    ] {
        assert!(short.contains(option), "{option}\n{short}");
    }
    for option in ["--dpi", "--glyph", "--dedication"] {
        assert!(!short.contains(option), "{option}\n{short}");
        assert!(long.contains(option), "{option}\n{long}");
    }
    assert!(
        short.ends_with("These are the options used most; `--help` lists every one.\n"),
        "{short}"
    );
    assert!(
        long.ends_with("The guide: `docs/src/render.md` in forsythe's source.\n"),
        "{long}"
    );
    for command in ["render", "batch", "translate", "serve", "man"] {
        let help = stdout_of(&[command, "--help"]);
        assert!(
            help.contains(&format!("Examples:\n  forsythe {command} ")),
            "{help}"
        );
    }
    let top = stdout_of(&["--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        top.contains("diagrams of chess problems (Popeye files"),
        "{top}"
    );
    assert!(top.contains("Examples: forsythe render "), "{top}");
}

#[test]
fn trap_11_batch_help_names_every_input_kind() {
    let help = stdout_of(&["batch", "--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for kind in [
        "Forsyth, FEN or EPD",
        "PGN",
        "CSV",
        "Popeye",
        "YACPDB",
        "olive",
        "LaTeX",
    ] {
        assert!(help.contains(kind), "{kind}\n{help}");
    }
}

#[test]
fn trap_11_the_manual_page_has_full_stops_and_examples() {
    let page = stdout_of(&["man"]);
    assert!(
        page.contains("animated GIF.\nSee forsythe\\-render(1)"),
        "{page}"
    );
    assert!(
        page.contains(".SH EXAMPLES\n.nf\nforsythe render"),
        "{page}"
    );
    let page = stdout_of(&["man", "batch"]);
    assert!(
        page.contains(".SH EXAMPLES\n.nf\nforsythe batch puzzles.epd \\-o diagrams\n"),
        "{page}"
    );
}

#[test]
fn trap_11_an_arrow_off_the_board_is_named_as_an_arrow() {
    let dir = tempfile::tempdir().expect("a folder");
    let o = run(
        &[
            "render",
            "--arrow",
            "e1e9",
            "k7/8/8/8/8/8/8/K7",
            "-o",
            "x.png",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(
        stderr(&o),
        "error: the arrow e1e9 leaves the board: e9 is not on it\n"
    );
    assert_eq!(o.status.code(), Some(2));
    let o = run(
        &[
            "render",
            "--last-move",
            "a1a9",
            "k7/8/8/8/8/8/8/K7",
            "-o",
            "x.png",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(
        stderr(&o),
        "error: the last move a1a9 leaves the board: a9 is not on it\n"
    );
    let o = run(
        &["render", "--mark", "e9", "k7/8/8/8/8/8/8/K7", "-o", "x.png"],
        dir.path(),
        b"",
    );
    assert_eq!(
        stderr(&o),
        "error: the square e9 of a mark is not on the board\n"
    );
}

/// The words of a caption follow `--lang`, as the guide says (languages.md):
/// `--caption`'s help says it where the user looks.
#[test]
fn trap_08_the_caption_help_names_the_language_of_its_words() {
    let help = stdout_of(&["render", "--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        help.contains(
            "its words (“Black to move”) are in the language of --lang, not of --dialect"
        ),
        "{help}"
    );
    let short = stdout_of(&["render", "-h"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(short.contains("in the language of --lang"), "{short}");
}
