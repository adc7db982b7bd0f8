//! Problem files: Popeye input in its three languages, read into problems
//! (pieces, colours, attributes, lines, twins) and drawn by `batch`.

use crate::common;

use std::path::Path;

use forsythe::Attribute;
use forsythe::notation::{Dialect, write_board};
use forsythe::problems::{Problem, TwinChange, read_popeye};
use forsythe::{Cell, Fairy, Shape, Side, Square};

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/problems")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The board in YACPDB's notation, which writes every piece read here.
fn yacpdb(board: &forsythe::Board) -> String {
    write_board(board, &Dialect::YACPDB)
}

fn positions(p: &Problem) -> Vec<(String, String, Option<String>)> {
    p.positions()
        .into_iter()
        .map(|x| {
            assert_eq!(x.error, None, "{}", x.label);
            (x.label, yacpdb(&x.board), x.stipulation)
        })
        .collect()
}

#[test]
fn english_keywords_pieces_attributes_and_twins() {
    let c = read_popeye(&data("english.inp"));
    assert_eq!(c.warnings, vec![]);
    assert_eq!(c.problems.len(), 2);
    let p = &c.problems[0];
    assert_eq!(yacpdb(&p.board), "4k3/8/8/8/(!q2)7/8/8/3QK2R");
    let g = p.board.get(sq("a4")).and_then(Cell::as_fairy).unwrap();
    assert_eq!(
        (
            g.side,
            g.shape,
            g.walk.map(|w| w.code(forsythe::WalkLanguage::English))
        ),
        (Side::Neutral, Shape::Queen, Some("g"))
    );
    assert_eq!(p.attributes.get(&sq("a4")), Some(&vec![Attribute::Royal]));
    assert_eq!(
        p.attributes.get(&sq("h1")),
        Some(&vec![Attribute::HalfNeutral])
    );
    assert_eq!(
        p.lines(),
        [
            ("Author", "A. Writer, B. Helper"),
            ("Source", "The Problemist 2001"),
            ("Stipulation", "h#2"),
            ("Condition", "Circe, Madrasi"),
            ("Award", "1st Prize"),
            ("Title", "Royal grasshopper"),
            ("Options", "Vari"),
        ]
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
    );
    assert!(p.twins[1].continued);
    assert_eq!(
        positions(p),
        [
            ("a)", "4k3/8/8/8/(!q2)7/8/8/3QK2R", Some("h#2")),
            ("b)", "4k3/3Q4/8/8/(!q2)7/8/8/4K2R", Some("h#2")),
            ("c)", "4k3/3Q4/5s2/8/(!q2)7/8/8/4K2R", Some("h#2")),
            ("d)", "7R/8/8/k6K/7Q/8/8/4(!q2)3", Some("#2")),
        ]
        .map(|(a, b, c)| (a.to_owned(), b.to_owned(), c.map(str::to_owned)))
    );
    // The second problem: Popeye's forsyth, and its first line.
    let q = &c.problems[1];
    assert_eq!(
        (q.line, yacpdb(&q.board).as_str()),
        (16, "4k3/8/8/8/8/8/8/4K2R")
    );
}

#[test]
fn german_abbreviations_continued_twins_and_mirrors() {
    let c = read_popeye(&data("deutsch.inp"));
    assert_eq!(c.warnings, vec![]);
    let p = &c.problems[0];
    assert_eq!(p.notation.walks, forsythe::WalkLanguage::German);
    assert_eq!(
        p.attributes.get(&sq("c6")),
        Some(&vec![Attribute::HalfNeutral])
    );
    assert_eq!(p.attributes.get(&sq("g4")), Some(&vec![Attribute::Royal]));
    assert_eq!(p.award.as_deref(), Some("Lob"));
    assert_eq!(
        p.twins[2].changes[1],
        TwinChange::Add {
            square: sq("a1"),
            cell: Cell::fairy(Fairy::of_walk(
                Side::White,
                forsythe::Walk::from_code("g", forsythe::WalkLanguage::German).unwrap()
            )),
            attributes: vec![],
        }
    );
    let ps: Vec<_> = positions(p)
        .into_iter()
        .map(|(l, b, _)| format!("{l} {b}"))
        .collect();
    assert_eq!(
        ps,
        [
            "a) 1s6/3k4/2b5/1R5R/6(!q2)1/8/8/3Q3K",
            "b) 1s6/3k4/2b5/1R5R/6(!q2)1/8/3Q4/7K",
            "c) 1s6/3K4/2b5/1R5R/6(!q2)1/8/3Q4/7k",
            "d) 8/3k4/2b5/1R5R/6(!q2)1/8/8/(Q2)2Q3K",
            "e) 6s1/4k3/5b2/R5R1/1(!q2)6/8/8/K3Q3",
        ]
    );
}

#[test]
fn french_keywords_and_letters() {
    let c = read_popeye(&data("francais.inp"));
    assert_eq!(c.warnings, vec![]);
    let p = &c.problems[0];
    assert_eq!(
        p.source.as_ref().map(|s| s.name.as_str()),
        Some("Phénix 2005")
    );
    let ps: Vec<_> = positions(p)
        .into_iter()
        .map(|(l, b, _)| format!("{l} {b}"))
        .collect();
    assert_eq!(
        ps,
        [
            "a) 4k3/5p2/8/8/8/8/8/3Q1RK1",
            "b) 4k3/5p2/8/8/8/8/3Q4/5RK1",
            "c) 4k3/8/s7/8/8/8/3Q4/5RK1",
        ]
    );
}

#[test]
fn bad_input_is_a_warning_with_its_place_and_reading_goes_on() {
    let text = "beginproblem\nstip #2\npieces white kz9 qd1 black ke8\nfoo bar\ntwin move d3 d4\nauthor\nendproblem\ntrailing\n";
    let c = read_popeye(text);
    let got: Vec<String> = c
        .warnings
        .iter()
        .map(|w| format!("{}:{} {:?}", w.line, w.column, w.kind))
        .collect();
    assert_eq!(
        got,
        [
            "3:14 BadSquare { text: \"kz9\" }",
            "4:1 UnknownKeyword { word: \"foo\" }",
            "6:1 MissingValue { keyword: \"author\" }",
            "8:1 TextAfterEnd",
        ]
    );
    let p = &c.problems[0];
    assert_eq!(yacpdb(&p.board), "4k3/8/8/8/8/8/8/3Q4");
    // The twin names an empty square: the position it starts from is drawn.
    let b = &p.positions()[1];
    assert_eq!(
        b.error,
        Some(forsythe::problems::TwinError::NoPiece { square: sq("d3") })
    );
}

#[test]
fn batch_draws_every_problem_with_its_lines() {
    let dir = tempfile::tempdir().unwrap();
    for f in ["english.inp", "deutsch.inp", "francais.inp"] {
        std::fs::write(dir.path().join(f), data(f)).unwrap();
    }
    let o = common::run(
        &[
            "batch",
            "english.inp",
            "deutsch.inp",
            "francais.inp",
            "-o",
            "out",
            "--format",
            "svg",
            "--manifest",
            "json",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let out = dir.path().join("out");
    let names = common::file_names(&out);
    assert_eq!(
        names,
        [
            "0001.svg",
            "0002.svg",
            "0003.svg",
            "0004.svg",
            "manifest.json"
        ]
    );
    let svg = std::fs::read_to_string(out.join("0003.svg")).unwrap();
    for text in ["A. Schreiber", "Die Schwalbe 1999", "h#3"] {
        assert!(svg.contains(text), "{text} in {svg}");
    }
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["records"][2]["line"], 2);
    assert_eq!(manifest["records"][2]["file"], "deutsch.inp");
    assert_eq!(manifest["records"][2]["data"]["Condition"], "Circe");
    assert_eq!(
        manifest["records"][2]["data"]["Twins"],
        "b) \u{2655}d1\u{2192}d2  +c) \u{2654}h1\u{2194}\u{265a}d7  d) \u{2212}\u{265e}b8 +white Grasshopper a1  e) mirror a1\u{2194}h1"
    );
    assert_eq!(
        manifest["records"][0]["data"]["Twins"],
        "b) \u{2655}d1\u{2192}d7  +c) +\u{265e}f6  d) rotation 90° #2"
    );
}

#[test]
fn render_reads_a_file_of_one_problem_and_warns_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("twins.inp"),
        "anfangproblem\nstei weiss kh1 dd1 schwarz kd7\nford h#2\nzwilling versetze d1 d2\nzwilling ferner tausche h1 d7\nende\n",
    )
    .unwrap();
    let o = common::run(
        &["--lang", "de", "render", "twins.inp", "-o", "t.svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    // The twins line is drawn under the stipulation: the image is taller
    // than the same problem's without twins by one line.
    std::fs::write(
        dir.path().join("plain.inp"),
        "anfangproblem\nstei weiss kh1 dd1 schwarz kd7\nford h#2\nende\n",
    )
    .unwrap();
    let o = common::run(&["render", "plain.inp", "-o", "p.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let height = |f: &str| {
        let svg = std::fs::read_to_string(dir.path().join(f)).unwrap();
        let at = svg.find("height=\"").unwrap() + 8;
        svg[at..].split('"').next().unwrap().parse::<u32>().unwrap()
    };
    assert_eq!((height("p.svg"), height("t.svg")), (428, 451));
    std::fs::write(
        dir.path().join("one.inp"),
        "beginproblem\npieces white ke1 qx9\nstip #2\nendproblem\n",
    )
    .unwrap();
    let o = common::run(&["render", "one.inp", "-o", "one.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        common::stderr(&o),
        "warning: one.inp, line 2, column 18: `qx9` is no square of the board; it is passed over\n"
    );
    let o = common::run(
        &["render", "one.inp", "-o", "two.svg", "--strict"],
        dir.path(),
        b"",
    );
    assert_ne!(o.status.code(), Some(0));
}

/// The text of an SVG's description, where its problem lines are said.
fn svg_description(path: &Path) -> String {
    let svg = std::fs::read_to_string(path).unwrap();
    let at = svg.find("<desc").unwrap();
    let start = at + svg[at..].find('>').unwrap() + 1;
    let end = start + svg[start..].find("</desc>").unwrap();
    svg[start..end].to_owned()
}

const TWINS: &str = "beginproblem\nauthor A. Composer\nstipulation h#2\ncondition Circe\npieces white kc1 gd4 black ke5 pe4\ntwin move c1 c2\ntwin stipulation h#3\nendproblem\n";

#[test]
fn render_twins_each_writes_one_labelled_diagram_a_position() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("twins.inp"), TWINS).unwrap();
    let o = common::run(
        &["render", "twins.inp", "-o", "t.svg", "--twins", "each"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(common::stderr(&o), "");
    assert!(!dir.path().join("t.svg").exists());
    let said = |name: &str| svg_description(&dir.path().join(name));
    assert_eq!(
        said("ta.svg"),
        "White: king c1, grasshopper d4. Black: king e5, pawn e4. Composed by A. Composer. Stipulation: a) h#2. Conditions: Circe."
    );
    assert_eq!(
        said("tb.svg"),
        "White: king c2, grasshopper d4. Black: king e5, pawn e4. Composed by A. Composer. Stipulation: b) h#2. Conditions: Circe."
    );
    assert_eq!(
        said("tc.svg"),
        "White: king c1, grasshopper d4. Black: king e5, pawn e4. Composed by A. Composer. Stipulation: c) h#3. Conditions: Circe."
    );
    // `{twin}` in the output's name says where the letter goes.
    let o = common::run(
        &[
            "render",
            "twins.inp",
            "-o",
            "p-{twin}.png",
            "--twins",
            "each",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    for name in ["p-a.png", "p-b.png", "p-c.png"] {
        assert!(dir.path().join(name).exists(), "{name}");
    }
    // By default, one diagram of the main position with the twins line.
    let o = common::run(&["render", "twins.inp", "-o", "one.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        said("one.svg"),
        "White: king c1, grasshopper d4. Black: king e5, pawn e4. Composed by A. Composer. Stipulation: h#2. Conditions: Circe. Twins: b) white king c1 to c2; c) stipulation h#3."
    );
    let line = std::fs::read(dir.path().join("one.svg")).unwrap();
    let twin_a = std::fs::read(dir.path().join("ta.svg")).unwrap();
    assert_ne!(line, twin_a);
    // A problem without twins is one diagram under the name given.
    std::fs::write(
        dir.path().join("plain.inp"),
        "beginproblem\npieces white kc1 black ke5\nstipulation #2\nendproblem\n",
    )
    .unwrap();
    let o = common::run(
        &["render", "plain.inp", "-o", "plain.svg", "--twins", "each"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        said("plain.svg"),
        "White: king c1. Black: king e5. Stipulation: #2."
    );
    // Several files cannot go to standard output.
    let o = common::run(
        &[
            "render",
            "twins.inp",
            "-o",
            "-",
            "--format",
            "svg",
            "--twins",
            "each",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    assert_eq!(
        common::stderr(&o),
        "error: --twins each writes one file a position, which standard output cannot take: give a file name with -o (problem.svg gives problema.svg, problemb.svg, …)\n"
    );
}

#[test]
fn batch_twins_each_names_every_position_after_its_problem() {
    let dir = tempfile::tempdir().unwrap();
    let book = TWINS.replace(
        "endproblem\n",
        "next\npieces white kc1 black ke5\nstipulation #2\nendproblem\n",
    );
    std::fs::write(dir.path().join("book.inp"), book).unwrap();
    let names = |out: &str| common::file_names(&dir.path().join(out));
    let o = common::run(
        &[
            "batch", "book.inp", "-o", "out", "--format", "svg", "--twins", "each",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        names("out"),
        [
            "0001a.svg",
            "0001b.svg",
            "0001c.svg",
            "0002.svg",
            "manifest.json"
        ]
    );
    let out = dir.path().join("out");
    assert_eq!(
        svg_description(&out.join("0001b.svg")),
        "White: king c2, grasshopper d4. Black: king e5, pawn e4. Composed by A. Composer. Stipulation: b) h#2. Conditions: Circe."
    );
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("manifest.json")).unwrap()).unwrap();
    let records = manifest["records"].as_array().unwrap();
    let rows: Vec<(u64, &str, &str)> = records
        .iter()
        .map(|r| {
            (
                r["number"].as_u64().unwrap(),
                r["record"].as_str().unwrap(),
                r["outputs"][0].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1, "8/8/8/4k3/3Gp3/8/8/2K5", "0001a.svg"),
            (1, "8/8/8/4k3/3Gp3/8/2K5/8", "0001b.svg"),
            (1, "8/8/8/4k3/3Gp3/8/8/2K5", "0001c.svg"),
            (2, "8/8/8/4k3/8/8/8/2K5", "0002.svg"),
        ]
    );
    assert_eq!(records[2]["data"]["Stipulation"], "h#3");
    assert!(records[1]["data"].get("Twins").is_none());
    // `{twin}` in --name puts the letter where it says.
    let o = common::run(
        &[
            "batch",
            "book.inp",
            "-o",
            "named",
            "--format",
            "svg",
            "--twins",
            "each",
            "--name",
            "{stem}-{n}{twin}-x",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        names("named"),
        [
            "book-1a-x.svg",
            "book-1b-x.svg",
            "book-1c-x.svg",
            "book-2-x.svg",
            "manifest.json"
        ]
    );
    // By default, one diagram a problem, with its twins line.
    let o = common::run(
        &["batch", "book.inp", "-o", "lines", "--format", "svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(names("lines"), ["0001.svg", "0002.svg", "manifest.json"]);
}

#[test]
fn later_popeye_walks_and_hunters() {
    // German `rd` (the edgehog of later versions), `ae` and `sr`; English
    // `sc`; a hunter is its forward piece turned right, with a warning.
    let text = "anfangproblem\nsteine weiss kh1 rda2 aed2 srh2 s/lb8\n schwarz ke8 l/tc1\nforderung #2\nendeproblem\n";
    let c = read_popeye(text);
    let got: Vec<String> = c
        .warnings
        .iter()
        .map(|w| format!("{}:{} {:?}", w.line, w.column, w.kind))
        .collect();
    assert_eq!(
        got,
        [
            "2:33 Hunter { code: \"s/l\" }",
            "3:14 Hunter { code: \"l/t\" }",
        ]
    );
    let walk = |p: &Problem, s: &str| {
        let f = p.board.get(sq(s)).and_then(Cell::as_fairy).unwrap();
        (
            f.side,
            f.shape,
            f.turn,
            f.walk.map(|w| w.name(forsythe::WalkLanguage::English)),
        )
    };
    use forsythe::Turn;
    let p = &c.problems[0];
    assert_eq!(
        walk(p, "a2"),
        (Side::White, Shape::Queen, Turn::Left, Some("edgehog"))
    );
    assert_eq!(
        walk(p, "d2"),
        (
            Side::White,
            Shape::Circle,
            Turn::Up,
            Some("eagle equihopper")
        )
    );
    assert_eq!(
        walk(p, "h2"),
        (Side::White, Shape::Circle, Turn::Up, Some("scarabaeus"))
    );
    assert_eq!(
        walk(p, "b8"),
        (Side::White, Shape::Knight, Turn::Right, None)
    );
    assert_eq!(
        walk(p, "c1"),
        (Side::Black, Shape::Bishop, Turn::Right, None)
    );
    let c = read_popeye("beginproblem\npieces white ke1 sca1 eeb2 enc3 black ke8\nendproblem\n");
    assert_eq!(c.warnings, vec![]);
    let q = &c.problems[0];
    assert_eq!(walk(q, "a1").3, Some("scarabaeus"));
    assert_eq!(walk(q, "b2").3, Some("eagle equihopper"));
    assert_eq!(walk(q, "c3").3, Some("eagle nonstop equihopper"));
}

#[test]
fn total_invisibles_and_the_later_attributes() {
    let text = "beginproblem\npieces TotalInvisible 2 white kd1 Bul qd4 black kf4 AliceB Dob rh1 AndaInverse be1\nstipulation h#2\nendproblem\n";
    let c = read_popeye(text);
    assert_eq!(c.warnings, vec![]);
    let p = &c.problems[0];
    assert_eq!(p.total_invisible, 2);
    assert_eq!(p.attributes.get(&sq("d4")), Some(&vec![Attribute::Bul]));
    assert_eq!(
        p.attributes.get(&sq("h1")),
        Some(&vec![Attribute::AliceB, Attribute::Dob])
    );
    assert_eq!(
        p.attributes.get(&sq("e1")),
        Some(&vec![
            Attribute::AliceB,
            Attribute::Dob,
            Attribute::AndaInverse
        ])
    );
    assert_eq!(
        p.lines().last(),
        Some(&("TotalInvisible".to_owned(), "2".to_owned()))
    );
    // Drawn in the piece count, as Popeye writes it: `2 + 3 + 2 TI`.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ti.inp"), text).unwrap();
    let o = common::run(&["render", "ti.inp", "-o", "ti.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("ti.svg")).unwrap();
    std::fs::write(
        dir.path().join("none.inp"),
        text.replace("TotalInvisible 2 ", ""),
    )
    .unwrap();
    let o = common::run(&["render", "none.inp", "-o", "none.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let none = std::fs::read_to_string(dir.path().join("none.svg")).unwrap();
    // The count's glyphs: `(2+3+2 TI)` has four more than `(2+3)`.
    let glyphs = |svg: &str| svg.matches("<use xlink:href=\"#t").count();
    assert_eq!(glyphs(&svg), glyphs(&none) + 4);
}

/// `--twins each`: a twin that moves an attributed piece takes its mark
/// (and its name in the legend) to the square it goes to, and leaves none
/// on the square it left; the main position keeps its own. Twin b) is
/// drawn exactly as the same position written out whole, in `render` and
/// in `batch`.
#[test]
fn a_twin_position_carries_the_moved_pieces_attributes() {
    let dir = tempfile::tempdir().unwrap();
    let twin = "beginproblem\nstipulation h#2\npieces white kc1 royal gd4 black ke5\ntwin move d4 d5\nendproblem\n";
    let whole = "beginproblem\nstipulation h#2\npieces white kc1 royal gd5 black ke5\nendproblem\n";
    let plain = twin.replace("royal ", "");
    for (name, text) in [("t", twin), ("w", whole), ("u", &plain)] {
        std::fs::write(dir.path().join(format!("{name}.inp")), text).unwrap();
    }
    let run = |args: &[&str]| {
        let o = common::run(args, dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    };
    let stip = ["--stipulation", "X"];
    run(&[
        &["render", "t.inp", "--twins", "each", "-o", "t.svg"][..],
        &stip,
    ]
    .concat());
    run(&[
        &["render", "u.inp", "--twins", "each", "-o", "u.svg"][..],
        &stip,
    ]
    .concat());
    run(&["render", "w.inp", "--stipulation", "b) X", "-o", "w.svg"]);
    let read = |n: &str| std::fs::read_to_string(dir.path().join(n)).unwrap();
    assert_eq!(read("tb.svg"), read("w.svg"));
    assert_ne!(read("tb.svg"), read("ub.svg"));
    assert_ne!(read("ta.svg"), read("ua.svg"));
    assert_ne!(read("ta.svg").replace("a) X", "b) X"), read("w.svg"));
    run(&[
        &[
            "batch", "t.inp", "--twins", "each", "--format", "svg", "-o", "out",
        ][..],
        &stip,
    ]
    .concat());
    assert_eq!(read("out/0001b.svg"), read("w.svg"));
}
