//! A problem's lines as keys: `condition`, `twins-line`, `award`,
//! `dedication` and `solution` are templates over the problem's own lines,
//! each drawn by default, replaced by a template, or turned off by an
//! empty value, on the command line, in a configuration, in a block and in
//! a request to the service.
//!
//! Lines are drawn as outlines of the font, so a picture's words are
//! checked by drawing them from a plain record with the words given
//! outright: the pictures must be the same (all but the title and the
//! description, which name the record).

use crate::common;

use std::path::Path;

use common::{run, stderr};

/// A helpmate with an author, a source, an award, a condition and a twin.
const POPEYE: &str = "beginproblem\nauthor A. Composer\norigin The Source 2001\naward 1st Prize\n\
stipulation h#2\ncondition Circe\npieces white kc1 gd4 black ke5 pe4\ntwin move c1 c2\nendproblem\n";

/// The same position as a plain record, in Popeye's letters.
const BOARD: &str = "8/8/8/4k3/3Gp3/8/8/2K5";

/// The lines the record gives outright, without the ones the problem
/// file adds.
const HEAD: &[&str] = &[
    "--author",
    "A. Composer",
    "--source",
    "The Source 2001",
    "--stipulation",
    "h#2",
];

/// Two EPD records, one with a best move and one without.
const SOLVED_EPD: &str =
    "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+; id \"q.1\";\n4k3/8/8/8/8/8/8/4K3 w - - id \"none\";\n";

/// A new folder holding `files` (name, text).
fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

/// The SVG `render` writes with `args` (and `-o out.svg`), run in `dir`.
fn render(dir: &Path, args: &[&str]) -> String {
    render_with(dir, &[], args)
}

/// The SVG `render` writes with the options `global` before it.
fn render_with(dir: &Path, global: &[&str], args: &[&str]) -> String {
    let mut all = global.to_vec();
    all.push("render");
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", "out.svg"]);
    let o = run(&all, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    let svg = std::fs::read_to_string(dir.join("out.svg")).unwrap();
    std::fs::remove_file(dir.join("out.svg")).unwrap();
    svg
}

/// The picture of an SVG: its height and everything after its
/// description.
fn picture(svg: &str) -> (u32, &str) {
    let at = svg.find("height=\"").expect("a height") + 8;
    let height = svg[at..].split('"').next().unwrap().parse().unwrap();
    (height, &svg[svg.find("</desc>").expect("a description")..])
}

/// Asserts that two SVGs draw the same picture; the message names the
/// heights (the SVGs themselves are long).
fn same(a: &str, b: &str, what: &str) {
    let (pa, pb) = (picture(a), picture(b));
    assert!(pa == pb, "{what}: heights {} and {}", pa.0, pb.0);
}

/// Draws `args` and `outright` (the same lines given outright), asserts
/// that they draw the same picture, and returns the SVG of `args`.
fn draws_as(dir: &Path, args: &[&str], outright: &[&str], what: &str) -> String {
    let svg = render(dir, args);
    same(&svg, &render(dir, outright), what);
    svg
}

/// The arguments that draw the plain record with `HEAD` and `lines` given
/// outright.
fn given<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![BOARD, "--dialect", "popeye"];
    args.extend_from_slice(HEAD);
    args.extend_from_slice(lines);
    args
}

#[test]
fn a_popeye_problem_draws_its_lines_replaced_or_turned_off() {
    let dir = folder(&[("p.inp", POPEYE)]);
    let d = dir.path();

    // By default: the problem's award, conditions and twins.
    let plain = draws_as(
        d,
        &["p.inp"],
        &given(&[
            "--award",
            "1st Prize",
            "--condition",
            "Circe",
            "--twins-line",
            "b) \u{2654}c1\u{2192}c2",
        ]),
        "the problem's own lines",
    );
    assert_eq!(picture(&plain).0, 573);

    // Templates over the problem's lines and the run's fields.
    let made = draws_as(
        d,
        &[
            "p.inp",
            "--award",
            "{Award}, {Source}",
            "--condition",
            "Conditions: {Condition}",
            "--twins-line",
            "{n}. {Twins}",
        ],
        &given(&[
            "--award",
            "1st Prize, The Source 2001",
            "--condition",
            "Conditions: Circe",
            "--twins-line",
            "1. b) \u{2654}c1\u{2192}c2",
        ]),
        "templates",
    );
    assert!(picture(&made) != picture(&plain));

    // Turned off, one by one and all together.
    let off = draws_as(
        d,
        &["p.inp", "--award", "", "--condition=", "--twins-line", " "],
        &given(&[]),
        "all three off",
    );
    assert_eq!(picture(&off).0, 504);
    draws_as(
        d,
        &["p.inp", "--award="],
        &given(&[
            "--condition",
            "Circe",
            "--twins-line",
            "b) \u{2654}c1\u{2192}c2",
        ]),
        "the award off",
    );
    // The author, source and stipulation are turned off the same way.
    let bare = draws_as(
        d,
        &[
            "p.inp",
            "--author=",
            "--source=",
            "--stipulation=",
            "--award=",
            "--condition=",
            "--twins-line=",
        ],
        &[BOARD, "--dialect", "popeye"],
        "every line off",
    );
    assert!(!bare.contains("Composed by"), "{bare}");
}

#[test]
fn the_twins_line_is_in_the_interface_language() {
    let dir = folder(&[(
        "p.inp",
        "beginproblem\nstipulation h#2\npieces white kc1 black ke5\ntwin rotate 90\nendproblem\n",
    )]);
    let d = dir.path();
    let german = |args: &[&str]| render_with(d, &["--lang", "de"], args);
    let default = german(&["p.inp"]);
    let words = german(&[
        "8/8/8/4k3/8/8/8/2K5",
        "--stipulation",
        "h#2",
        "--twins-line",
        "b) Drehung 90°",
    ]);
    same(&default, &words, "the twins line in German");
    // `--twins each` is still how twins are drawn, apart from the line.
    let o = run(
        &[
            "render",
            "p.inp",
            "--twins",
            "each",
            "--twins-line",
            "Twins",
            "-o",
            "t.svg",
        ],
        d,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(d.join("ta.svg").exists() && d.join("tb.svg").exists());
}

#[test]
fn an_olive_problem_draws_its_dedication_replaced_or_turned_off() {
    let dir = folder(&[(
        "p.olv",
        "stipulation: \"#2\"\ndedication: to A. Friend\nalgebraic:\n  white: [Kc1]\n  black: [Ke5]\n",
    )]);
    let d = dir.path();
    let record = |args: &[&'static str]| {
        let mut all = vec!["8/8/8/4k3/8/8/8/2K5", "--stipulation", "#2"];
        all.extend_from_slice(args);
        all
    };
    let plain = draws_as(
        d,
        &["p.olv"],
        &record(&["--dedication", "to A. Friend"]),
        "the dedication",
    );
    draws_as(
        d,
        &["p.olv", "--dedication", "{Dedication}!"],
        &record(&["--dedication", "to A. Friend!"]),
        "a dedication template",
    );
    let off = draws_as(
        d,
        &["p.olv", "--dedication", ""],
        &record(&[]),
        "the dedication off",
    );
    assert!(picture(&off).0 < picture(&plain).0);
}

/// The `\forsythesolution` lines of a batch's LaTeX list.
fn solutions(dir: &Path, args: &[&str]) -> Vec<String> {
    let mut all = vec!["batch", "p.epd", "-o", "out", "--latex", "p.tex", "--quiet"];
    all.extend_from_slice(args);
    let o = run(&all, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    std::fs::read_to_string(dir.join("p.tex"))
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("\\forsythesolution{"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_solution_is_a_template_and_can_be_turned_off() {
    let dir = folder(&[("p.epd", SOLVED_EPD)]);
    let d = dir.path();
    assert_eq!(solutions(d, &[]), ["\\forsythesolution{1}{1.Qd7+}"]);
    assert_eq!(
        solutions(d, &["--solution", "{bm}! ({id})"]),
        [
            "\\forsythesolution{1}{Qd7+! (q.1)}",
            "\\forsythesolution{2}{! (none)}"
        ]
    );
    // A template whose fields are all missing gives the record's own.
    assert_eq!(
        solutions(d, &["--solution", "{pv}"]),
        ["\\forsythesolution{1}{1.Qd7+}"]
    );
    assert!(solutions(d, &["--solution", ""]).is_empty());
    // Not drawn: the diagrams are the same with it or without.
    let image = |dir: &str| std::fs::read(d.join(dir).join("0001.png")).unwrap();
    let o = run(
        &["batch", "p.epd", "-o", "with", "--solution", "x", "--quiet"],
        d,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&["batch", "p.epd", "-o", "without", "--quiet"], d, b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(image("with") == image("without"));
}

#[test]
fn the_solution_is_a_field_of_every_template() {
    let dir = folder(&[
        ("p.epd", SOLVED_EPD),
        (
            "s.olv",
            "---\nstipulation: \"#1\"\nsolution: \"1.Re8#\"\nalgebraic:\n  white: [Kg1, Re1]\n  black: [Kg8, Pg7]\n",
        ),
        (
            "g.pgn",
            "[FEN \"6k1/6p1/8/8/8/8/8/4R1K1 w - - 0 1\"]\n[SetUp \"1\"]\n[Solution \"1.Re8#\"]\n\n*\n",
        ),
    ]);
    let d = dir.path();
    // The book's solution, built from a template over it; a record
    // without one has none.
    assert_eq!(
        solutions(d, &["--solution", "Key: {solution}"]),
        ["\\forsythesolution{1}{Key: 1.Qd7+}"]
    );
    // A caption: from an EPD record's `bm` or `pv`, a problem's
    // `solution`, a PGN `Solution` tag.
    let described = |file: &str| {
        let o = run(&["describe", file, "--caption", "Key {solution}."], d, b"");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        String::from_utf8(o.stdout).unwrap()
    };
    assert_eq!(
        described("p.epd"),
        "White to move. White: king e1, queen d1. Black: king e8. Key 1.Qd7+.\n\
         White to move. White: king e1. Black: king e8.\n"
    );
    assert_eq!(
        described("s.olv"),
        "White: king g1, rook e1. Black: king g8, pawn g7. Key 1.Re8#. Stipulation: #1.\n"
    );
    assert_eq!(
        described("g.pgn"),
        "White to move. White: king g1, rook e1. Black: king g8, pawn g7. Key 1.Re8#.\n"
    );
}

#[test]
fn a_problems_lines_are_fields_in_small_letters_too() {
    let dir = folder(&[("p.inp", POPEYE)]);
    let d = dir.path();
    let o = run(
        &[
            "describe",
            "p.inp",
            "--caption",
            "[{author} | {source} | {stipulation} | {condition} | {twins} | {award} | {Award}]",
        ],
        d,
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains(
            "[A. Composer | The Source 2001 | h#2 | Circe | b) ♔c1→c2 | 1st Prize | 1st Prize]"
        ),
        "{text}"
    );
}

#[test]
fn a_games_tags_fill_the_lines_and_a_block_sets_them() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let game = "[Event \"Problem\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"]\n\
[Condition \"Madrasi\"]\n[Award \"2nd Prize\"]\n[Dedication \"to B\"]\n\n*\n";
    std::fs::write(d.join("g.pgn"), game).unwrap();
    let record = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    draws_as(
        d,
        &["g.pgn"],
        &[
            record,
            "--condition",
            "Madrasi",
            "--award",
            "2nd Prize",
            "--dedication",
            "to B",
        ],
        "a game's tags",
    );

    // A block: the same keys, the same picture as the command line's, and
    // an empty value turns the game's line off.
    let block = |text: &str, set: &[&str]| {
        let mut args = vec!["block", "-o", "b.svg"];
        for s in set {
            args.extend_from_slice(&["--set", s]);
        }
        let o = run(&args, d, text.as_bytes());
        assert_eq!(o.status.code(), Some(0), "{text}: {}", stderr(&o));
        std::fs::read_to_string(d.join("b.svg")).unwrap()
    };
    let keys = format!(
        "fen: {record}\ncondition: Madrasi\naward: 2nd Prize\ndedication: to B\ntwins-line: b) Qd1→d2\n"
    );
    let by_block = block(&keys, &[]);
    let by_cli = render(
        d,
        &[
            record,
            "--condition",
            "Madrasi",
            "--award",
            "2nd Prize",
            "--dedication",
            "to B",
            "--twins-line",
            "b) Qd1→d2",
        ],
    );
    same(&by_block, &by_cli, "a block's keys");
    // Set for every block (as `--set` and a book's configuration do), a
    // block's own value wins.
    let configured = block(
        &format!("fen: {record}\naward: 2nd Prize\n"),
        &["condition=Madrasi", "award=1st Prize", "dedication=to B"],
    );
    same(
        &configured,
        &render(
            d,
            &[
                record,
                "--condition",
                "Madrasi",
                "--award",
                "2nd Prize",
                "--dedication",
                "to B",
            ],
        ),
        "keys set for every block",
    );
    let pgn = format!("award:\ncondition: {{Condition}} + Circe\npgn:\n{game}");
    let off = block(&pgn, &[]);
    same(
        &off,
        &render(
            d,
            &[
                record,
                "--condition",
                "Madrasi + Circe",
                "--dedication",
                "to B",
            ],
        ),
        "a block's empty value",
    );
}
