//! Games and puzzles on the command line: PGN movetext played, positions
//! chosen with `--at`, `{move}` in captions and names, lichess puzzles.

use crate::common;

use std::path::Path;

use common::{run, stderr};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games");

fn data(name: &str) -> String {
    Path::new(DATA).join(name).display().to_string()
}

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn manifest(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).expect("a manifest");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The Opera game: `--at end` prints its final position; `--at every` one
/// FEN a ply; a move number, after White's or Black's move.
#[test]
fn translate_prints_the_positions_at() {
    let dir = tempfile::tempdir().unwrap();
    let opera = data("opera.pgn");
    let o = run(&["translate", "--at", "end", &opera], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17\n"
    );
    let o = run(&["translate", "--at", "every", &opera], dir.path(), b"");
    let lines: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 34, "the start and 33 plies");
    assert_eq!(
        lines[0],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        lines[1],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    let o = run(
        &["translate", "--at", "10...", "--to", "de", &opera],
        dir.path(),
        b"",
    );
    assert_eq!(
        stdout(&o),
        "ts2kl1t/b3dbbb/5s2/1b2b1L1/2L1B3/1D6/BBB2BBB/T3K2T w KQkq - 0 11\n"
    );
    // A move the game does not reach is an error that names it.
    let o = run(&["translate", "--at", "40", &opera], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("game 1 (Morphy, Paul – Duke Karl / Count Isouard, Paris): the game does not reach move 40; its last move is 17.Rd8#"),
        "{}",
        stderr(&o)
    );
    let o = run(&["translate", "--at", "sometime", &opera], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).starts_with("error: `sometime` names no position"));
}

/// `auto` draws at the `{[#]}` markers, with the marks of that comment and
/// the move in the caption.
#[test]
fn batch_draws_a_game_at_its_markers() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "batch",
            &data("opera.pgn"),
            "-o",
            "out",
            "--format",
            "svg",
            "--name",
            "{White}-{movenumber}",
            "--caption",
            "{move}",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let m = manifest(&dir.path().join("out/manifest.json"));
    let records = m["records"].as_array().unwrap();
    assert_eq!(records.len(), 1, "one marker: {m}");
    assert_eq!(
        records[0]["record"],
        "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 0 16"
    );
    assert_eq!(records[0]["last_move"], "f6d7");
    assert_eq!(
        records[0]["outputs"],
        serde_json::json!(["Morphy, Paul-16.svg"])
    );
    let svg = std::fs::read_to_string(dir.path().join("out/Morphy, Paul-16.svg")).unwrap();
    assert!(
        svg.contains("fill=\"#c82a2a\""),
        "the red mark of [%csl Rd7]"
    );
}

/// A bad move stops its game with an error that names the game, the move
/// and its place; the positions before it are drawn, the next game goes on.
#[test]
fn an_illegal_move_names_the_game_and_keeps_what_came_before() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "batch",
            &data("errors.pgn"),
            "-o",
            "out",
            "--at",
            "every",
            "--format",
            "svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("errors.pgn, line 10, column 33: game 1 (Carlsen, Magnus – Nakamura, Hikaru, Blitz Arena): `23...Qxh2` is not a legal move"),
        "{err}"
    );
    assert!(
        err.contains("`10...Nd7` is ambiguous: it could be Nbd7 or Nfd7"),
        "{err}"
    );
    let m = manifest(&dir.path().join("out/manifest.json"));
    let records = m["records"].as_array().unwrap();
    let first_error = records.iter().position(|r| !r["error"].is_null()).unwrap();
    assert_eq!(first_error, 46, "the start and 45 plies before 23...Qxh2");
}

/// Games of other variants are refused by name; the rest of the file goes on.
#[test]
fn other_variants_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("v.pgn"),
        "[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n\n[Event \"Plain\"]\n\n1. e4 *\n",
    )
    .unwrap();
    let o = run(&["translate", "--at", "end", "v.pgn"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("game 1: the variant `Crazyhouse` is not supported"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
}

/// Chess960 castling, promotion to a knight, en passant: the end positions
/// python-chess gives.
#[test]
fn chess960_games_are_played_and_other_variants_refused() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["translate", "--at", "end", &data("chess960.pgn")],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1), "the Crazyhouse game");
    assert_eq!(
        stdout(&o).lines().collect::<Vec<_>>(),
        [
            "bqk2rrn/ppppbNpp/3np3/8/8/4P3/PPPP1PPP/BQ1BRRKN w - - 1 6",
            "2krbbqr/pppppppp/3n4/1N6/1n6/3N4/PPPPPPPP/2KRBBQR w - - 8 5",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ]
    );
    assert!(
        stderr(&o).contains(
            "line 16, column 1: game 3 (Zeta – Eta): the variant `Crazyhouse` is not supported"
        ),
        "{}",
        stderr(&o)
    );
}

/// A lichess puzzle: the position after the opponent's move, seen from the
/// solver's side, with that move as the last move and the solution in a
/// caption.
#[test]
fn lichess_puzzles_from_the_solvers_side() {
    let dir = tempfile::tempdir().unwrap();
    let csv = "PuzzleId,FEN,Moves,Rating,Themes\n\
               00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 h6c1,1913,crushing hangingPiece\n\
               0BACK,3r2k1/5ppp/8/8/8/8/5PPP/2R3K1 w - - 0 30,c1c2 d8d1,742,backRankMate mateIn1\n";
    std::fs::write(dir.path().join("p.csv"), csv).unwrap();
    let o = run(
        &[
            "batch",
            "p.csv",
            "-o",
            "out",
            "--format",
            "svg",
            "--name",
            "{PuzzleId}",
            "--caption",
            "{Rating}: {solution}",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let m = manifest(&dir.path().join("out/manifest.json"));
    let r = &m["records"][0];
    assert_eq!(r["id"], "00008");
    assert_eq!(
        r["record"],
        "r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25"
    );
    assert_eq!(r["last_move"], "f2g3");
    assert_eq!(r["side_to_move"], "w");
    assert_eq!(m["records"][1]["side_to_move"], "b");
    assert_eq!(m["records"][1]["last_move"], "c1c2");
    // The second puzzle's solver is Black: the board is seen from Black's side,
    // so rank 1 is at the top.
    let white = std::fs::read_to_string(dir.path().join("out/00008.svg")).unwrap();
    let black = std::fs::read_to_string(dir.path().join("out/0BACK.svg")).unwrap();
    assert_ne!(coordinate_order(&white), coordinate_order(&black));
    // A LaTeX line per puzzle holds its solution, for the back of the book.
    let o = run(
        &["batch", "p.csv", "-o", "tex", "--latex", "p.tex", "--quiet"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let tex = std::fs::read_to_string(dir.path().join("p.tex")).unwrap();
    assert!(
        tex.contains("\\forsythesolution{2}{30...Rd1\\#}\n"),
        "{tex}"
    );
    // --no-flip keeps White at the bottom for both.
    let o = run(
        &[
            "batch",
            "p.csv",
            "-o",
            "plain",
            "--format",
            "svg",
            "--name",
            "{PuzzleId}",
            "--no-flip",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let plain = std::fs::read_to_string(dir.path().join("plain/0BACK.svg")).unwrap();
    assert_eq!(coordinate_order(&white), coordinate_order(&plain));
}

/// Whether the file letter a stands left of h in an SVG: the board is seen
/// from White's side.
fn coordinate_order(svg: &str) -> bool {
    let x = |glyph: &str| -> f32 {
        let at = svg
            .find(&format!("href=\"#{glyph}\" transform=\"matrix("))
            .expect("the letter");
        let rest = &svg[at..];
        let numbers = &rest[rest.find('(').unwrap() + 1..rest.find(')').unwrap()];
        numbers.split(' ').nth(4).unwrap().parse().unwrap()
    };
    // Glyphs are named by their index in DejaVu Sans: a is 0x44, h is 0x4b.
    x("t44") < x("t4b")
}

#[test]
fn flip_auto_follows_the_side_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let white = "4k3/8/8/8/8/8/8/4K3 w";
    let black = "4k3/8/8/8/8/8/8/4K3 b";
    let draw = |record: &str, out: &str, flip: &[&str]| {
        let mut args = vec!["render", record, "-o", out];
        args.extend_from_slice(flip);
        let o = run(&args, dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        std::fs::read_to_string(dir.path().join(out)).unwrap()
    };
    let w = draw(white, "w.svg", &["--flip", "auto"]);
    let b = draw(black, "b.svg", &["--flip", "auto"]);
    let flipped = draw(white, "f.svg", &["--flip"]);
    assert!(coordinate_order(&w));
    assert!(!coordinate_order(&b));
    assert!(!coordinate_order(&flipped));
}

/// A move in English letters in a German game is played and said at its
/// line and column; with `--strict` the game is refused and the rest of
/// the file still drawn.
#[test]
fn a_stray_english_move_is_a_warning_and_strict_refuses_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let german = data("german.pgn");
    let o = run(&["translate", "--at", "end", &german], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "warning: {german}, line 10, column 4: `Ba3` is written in English piece letters in a game in German; it is played as English"
        )
    );
    assert_eq!(stdout(&o).lines().count(), 2);
    let o = run(
        &["--strict", "translate", "--at", "end", &german],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o).trim_end(),
        format!(
            "error: {german}, line 10, column 4: `Ba3` is written in English piece letters in a game in German, so the game is refused (--strict)"
        )
    );
    assert_eq!(
        stdout(&o),
        "8/8/8/8/8/4k3/8/q3K3 w - - 0 2\n",
        "only the second game"
    );
    // In batch, the refused game is a failed item of the manifest.
    let o = run(
        &[
            "--strict",
            "batch",
            &german,
            "-o",
            "out",
            "--at",
            "end",
            "--manifest",
            "json",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let m = manifest(&dir.path().join("out/manifest.json"));
    assert_eq!(
        m["records"][0]["error"].as_str().map(|e| e.contains("Ba3")),
        Some(true),
        "{m}"
    );
    assert_eq!(m["records"].as_array().map(Vec::len), Some(2), "{m}");
}

/// Issue 45: movetext without tags in German letters, on standard input,
/// is a game (it was read as a file of records and drew nothing).
#[test]
fn german_movetext_on_standard_input_is_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let german = b"1. Sf3 Sf6 2. g3 *\n";
    let o = run(
        &["render", "--at", "end", "-o", "x.svg"],
        dir.path(),
        german,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(
        &["render", "--at", "end", "-o", "y.svg"],
        dir.path(),
        b"1. Nf3 Nf6 2. g3 *\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let drawn = |name: &str| std::fs::read_to_string(dir.path().join(name)).unwrap();
    assert_eq!(drawn("x.svg"), drawn("y.svg"));
    let o = run(&["translate", "--at", "end"], dir.path(), german);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "rnbqkb1r/pppppppp/5n2/8/8/5NP1/PPPPPP1P/RNBQKB1R b KQkq - 0 2\n"
    );
}
