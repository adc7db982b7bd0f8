//! YACPDB and olive collections: YAML problems read into the problem model
//! (pieces, attributes, authors in any script, source, award, twins), and
//! read by `render`, `batch`, `describe` and `translate` as Popeye files are.

use crate::common;

use std::path::Path;

use forsythe::Attribute;
use forsythe::Square;
use forsythe::input::{EntryKind, FileKind, Reader};
use forsythe::notation::{Dialect, write_board};
use forsythe::problems::{
    Problem, ProblemWarning, ProblemWarningKind, Source, is_olive, read_olive,
};
use proptest::prelude::*;

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

fn positions(p: &Problem) -> Vec<(String, String)> {
    p.positions()
        .into_iter()
        .map(|x| {
            assert_eq!(x.error, None, "{}", x.label);
            (x.label, yacpdb(&x.board))
        })
        .collect()
}

fn kept(p: &Problem) -> Vec<(&str, &str)> {
    p.kept
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

fn source(name: &str, issue: Option<&str>, date: Option<&str>) -> Option<Source> {
    Some(Source {
        name: name.into(),
        issue: issue.map(Into::into),
        date: date.map(Into::into),
    })
}

fn warning(line: usize, column: usize, kind: ProblemWarningKind) -> ProblemWarning {
    ProblemWarning { kind, line, column }
}

#[test]
fn a_collection_gives_every_field_of_every_problem() {
    let c = read_olive(&data("cyrillic.olv"));
    assert_eq!(c.warnings, vec![]);
    assert_eq!(c.problems.len(), 3);

    let p = &c.problems[0];
    assert_eq!(p.line, 4);
    assert_eq!(yacpdb(&p.board), "8/8/8/3pp2R/4k3/5S2/8/1K1Q4");
    assert_eq!(p.authors, ["Соколов, Андрей", "Жуковская, Юлия"]);
    assert_eq!(
        p.source,
        source("Шахматная композиция", Some("7"), Some("1998-03"))
    );
    // The tourney is the source's own (`name: ditto`): the award is the
    // distinction alone.
    assert_eq!(p.award.as_deref(), Some("2nd Prize"));
    assert_eq!(p.stipulation.as_deref(), Some("#2"));
    assert_eq!(p.options, ["SetPlay"]);
    assert!(p.conditions.is_empty());
    assert_eq!(p.solution.as_deref(), Some("1.Qd1-d3+! Ke4*f3 2.Rh5-h3#"));
    assert_eq!(p.keywords, ["Model mates"]);
    assert_eq!(kept(p), [("source.problemid", "1234")]);
    assert!(p.twins.is_empty());

    let p = &c.problems[1];
    assert_eq!(p.line, 29);
    assert_eq!(p.authors, ["Щербаков, Фёдор"]);
    assert_eq!(p.source, source("Задачи и этюды", None, Some("2004-11")));
    assert_eq!(p.award, None);
    assert_eq!(p.stipulation.as_deref(), Some("h#2"));
    assert_eq!(p.conditions, ["Circe", "Madrasi"]);
    assert!(p.options.is_empty());
    assert_eq!(p.attributes.get(&sq("d7")), Some(&vec![Attribute::Royal]));
    assert_eq!(p.attributes.len(), 1);
    assert_eq!(
        p.remark.as_deref(),
        Some("A problem made up to test the reader.")
    );
    assert_eq!(
        positions(p),
        [
            ("a)".into(), "8/3(s3)4/4(!p)3/8/2(Q2)5/5k2/8/7K".into()),
            ("b)".into(), "8/3(s3)4/4(!p)3/1(Q2)6/8/5k2/8/7K".into()),
            ("c)".into(), "8/3K4/4(!p)3/1(Q2)6/8/5k2/8/7(s3)".into()),
        ]
    );
    assert!(p.twins[1].continued);

    let p = &c.problems[2];
    assert_eq!(p.line, 48);
    assert_eq!(p.authors, ["Dvořák, Zdeněk", "Łęcki, Józef"]);
    // olive's older fields: the source as one line, the distinction alone.
    assert_eq!(p.source, source("Šachová skladba 12/2011", None, None));
    assert_eq!(p.award.as_deref(), Some("1st HM"));
    assert_eq!(
        positions(p),
        [
            ("a)".into(), "4k3/p7/8/8/8/8/8/R1B1K3".into()),
            ("b)".into(), "3k4/7p/8/8/8/8/8/3K1B1R".into()),
        ]
    );
    assert_eq!(
        kept(p),
        [("foreignids", "[{domain: PDB, problemid: P0000001}]")]
    );
}

#[test]
fn the_older_olive_fields_and_what_the_model_has_no_place_for() {
    let c = read_olive(
        "authors: Loyd, Samuel\nsource: American Chess Journal\nsource-id: 4/112\ndate: 1878\n\
         distinction: 1st Prize\nstipulation: \"#3\"\nnon-standard-stipulation: Last move?\n\
         algebraic:\n  white: [Kh1, Bul Sd4, Dob Kamikaze Qa1]\n  black: [Ka8]\n\
         intended-solutions: 2\nreprints:\n  - name: Anthology\n    date: {year: 1900}\n\
         twins:\n  a: Remove d4\n  b: Rotate 90\n",
    );
    assert_eq!(c.warnings, vec![]);
    let p = &c.problems[0];
    assert_eq!(p.authors, ["Loyd, Samuel"]);
    assert_eq!(
        p.source,
        source("American Chess Journal", Some("4/112"), Some("1878"))
    );
    assert_eq!(p.award.as_deref(), Some("1st Prize"));
    assert_eq!(p.stipulation.as_deref(), Some("Last move?"));
    assert_eq!(
        p.attributes.get(&sq("a1")),
        Some(&vec![Attribute::Dob, Attribute::Kamikaze])
    );
    assert_eq!(p.attributes.get(&sq("d4")), Some(&vec![Attribute::Bul]));
    // Drawn `Given Surname`, kept as written.
    assert_eq!(p.lines()[0], ("Author".into(), "Samuel Loyd".into()));
    assert_eq!(
        kept(p),
        [
            ("intended-solutions", "2"),
            ("reprints", "[{name: Anthology, date: {year: 1900}}]"),
            ("zeroposition", ""),
            ("stipulation", "#3"),
        ]
    );
    assert_eq!(p.twins.len(), 2);
}

#[test]
fn broken_yaml_and_bad_pieces_are_warnings_with_line_and_column() {
    let c = read_olive(&data("broken.yaml"));
    assert_eq!(
        c.warnings,
        vec![
            warning(5, 16, ProblemWarningKind::BadSquare { text: "Qx9".into() }),
            warning(
                5,
                21,
                ProblemWarningKind::UnknownAttribute {
                    word: "Royall".into()
                }
            ),
            warning(
                5,
                33,
                ProblemWarningKind::MissingSquare { piece: "Zz".into() }
            ),
            warning(
                8,
                6,
                ProblemWarningKind::MissingValue {
                    keyword: "Move".into()
                }
            ),
            warning(
                8,
                6,
                ProblemWarningKind::BadTwin {
                    text: "Move e1".into()
                }
            ),
            warning(
                12,
                12,
                ProblemWarningKind::Syntax {
                    message: "illegal placement of ':' indicator".into()
                }
            ),
            warning(
                14,
                1,
                ProblemWarningKind::NotAProblem {
                    found: "[just, a list]".into()
                }
            ),
            // `#2` unquoted is a YAML comment: the stipulation is empty.
            warning(
                17,
                12,
                ProblemWarningKind::MissingValue {
                    keyword: "stipulation".into()
                }
            ),
        ]
    );
    // What could be read is kept: the first document's good pieces, the
    // broken second one as far as it goes, the fourth.
    let boards: Vec<_> = c
        .problems
        .iter()
        .map(|p| (p.line, yacpdb(&p.board), p.stipulation.clone()))
        .collect();
    assert_eq!(
        boards,
        [
            (2, "4k3/8/8/8/2B5/8/8/4K3".into(), Some("#3".into())),
            (10, "8/8/8/8/8/8/8/8".into(), None),
            (17, "7k/8/8/8/8/8/8/K7".into(), None),
        ]
    );
    assert_eq!(c.problems[0].authors, ["Орлов, Игорь"]);
}

#[test]
fn a_file_of_one_yaml_list_of_problems() {
    let c = read_olive(
        "- stipulation: \"#2\"\n  algebraic: {white: [Kc3]}\n- algebraic: {black: [Kc5]}\n",
    );
    assert_eq!(c.warnings, vec![]);
    let lines: Vec<_> = c
        .problems
        .iter()
        .map(|p| (p.line, yacpdb(&p.board)))
        .collect();
    assert_eq!(
        lines,
        [
            (1, "8/8/8/8/8/2K5/8/8".into()),
            (3, "8/8/8/2k5/8/8/8/8".into())
        ]
    );
}

#[test]
fn what_looks_like_a_collection() {
    assert!(is_olive("---\nstipulation: \"#2\"\n"));
    assert!(is_olive("\u{feff}%YAML 1.2\n---\nsource:\n  name: x\n"));
    assert!(is_olive("algebraic:\n  white: [Ke1]\n"));
    // Without `---`, only a field no other file begins with.
    assert!(!is_olive("source: my notes\n"));
    assert!(!is_olive("Stipulation: #2\n"));
    assert!(!is_olive("--- --- ---\nalgebraic:\n"));
    assert!(!is_olive("8/8/8/8/8/8/8/8\n"));

    let kind = |text: &str| {
        let mut r = Reader::new(text.as_bytes());
        let first = r.next();
        (r.kind(), first.map(|e| e.unwrap().is_ok()))
    };
    assert_eq!(
        kind("# problems\n---\nauthors: [A]\nalgebraic: {white: [Ke1]}\n"),
        (Some(FileKind::Olive), Some(true))
    );
    assert_eq!(
        kind("source: notes\n8/8/8/8/8/8/8/K7\n").0,
        Some(FileKind::Lines)
    );
    // Told by the caller (`.olv`), a file is read as a collection whatever
    // its first line.
    let mut r = Reader::of_kind(
        "source: notes\nalgebraic: {white: [Ka1]}\n".as_bytes(),
        FileKind::Olive,
    );
    let entry = r.next().unwrap().unwrap().unwrap();
    assert_eq!(entry.text, "8/8/8/8/8/8/8/K7");
    let EntryKind::Problem {
        lines, warnings, ..
    } = &entry.kind
    else {
        panic!("{:?}", entry.kind)
    };
    assert_eq!(lines, &[("Source".to_owned(), "notes".to_owned())]);
    assert!(warnings.is_empty());
}

/// Texts of YAML's punctuation and a problem's words: every one is read
/// without a panic, and every warning has a place in the text.
fn yamlish() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("---\n"),
            Just("algebraic:\n"),
            Just("  white: ["),
            Just("Royal Zd4, "),
            Just("Ke1"),
            Just("]\n"),
            Just("twins:\n  b: "),
            Just("Move e1 e2"),
            Just("Continued Rotate 90"),
            Just("Mirror a1 <--> h1"),
            Just("stipulation: "),
            Just("\"#2\""),
            Just("authors: "),
            Just("- Ёлкин, Ян\n"),
            Just("&a "),
            Just("*a "),
            Just("{"),
            Just("}"),
            Just("["),
            Just(":"),
            Just("|\n"),
            Just("'"),
            Just("\""),
            Just("\t"),
            Just("  "),
            Just("\n"),
            Just("#"),
            Just("..."),
            Just("!!str "),
            Just("%YAML 1.2\n"),
            Just("é"),
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_text_is_read_without_a_panic(text in yamlish()) {
        let c = read_olive(&text);
        let lines = text.lines().count().max(1);
        for w in &c.warnings {
            prop_assert!(w.line >= 1 && w.line <= lines + 1, "{w:?}");
            prop_assert!(w.column >= 1, "{w:?}");
        }
    }

    #[test]
    fn any_cut_of_a_collection_is_read_without_a_panic(cut in 0usize..2000) {
        let text = data("cyrillic.olv");
        let at = text.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(text.len());
        let c = read_olive(&text[..at]);
        prop_assert!(c.problems.len() <= 3);
    }
}

#[test]
fn batch_draws_every_problem_with_its_lines() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("c.olv"), data("cyrillic.olv")).unwrap();
    let o = common::run(
        &[
            "batch",
            "c.olv",
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
    assert_eq!(names, ["0001.svg", "0002.svg", "0003.svg", "manifest.json"]);
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("manifest.json")).unwrap()).unwrap();
    let record = &manifest["records"][1];
    assert_eq!(record["line"], 29);
    assert_eq!(record["record"], "8/3z4/4=p3/8/2G5/5k2/8/7K");
    assert_eq!(
        record["data"],
        serde_json::json!({
            "Author": "Фёдор Щербаков",
            "Source": "Задачи и этюды, 2004-11",
            "Stipulation": "h#2",
            "Condition": "Circe, Madrasi",
            "Remark": "A problem made up to test the reader.",
            "Twins": "b) Grasshopper c4\u{2192}b5  +c) \u{2654}h1\u{2194}Zebra d7",
        })
    );
    assert_eq!(manifest["records"][0]["data"]["Award"], "2nd Prize");
}

#[test]
fn render_describe_and_translate_read_a_collection() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("c.olv"), data("cyrillic.olv")).unwrap();
    let o = common::run(&["describe", "c.olv"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "White: king b1, queen d1, rook h5, knight f3. Black: king e4, pawns d5 and e5. \
         Composed by Андрей Соколов, Юлия Жуковская. Published in Шахматная композиция, 7, \
         1998-03. Stipulation: #2. Award: 2nd Prize.\n\
         White: king h1, grasshopper c4. Black: king f3, zebra d7. Neutral: pawn e6. \
         Composed by Фёдор Щербаков. Published in Задачи и этюды, 2004-11. Stipulation: h#2. \
         Conditions: Circe, Madrasi. Twins: b) white grasshopper c4 to b5; c) (from the twin before) white king h1 and black \
         zebra d7 change places. Pieces with attributes: Royal d7.\n\
         White: king e1, rook a1, bishop c1. Black: king e8, pawn a7. Composed by Zdeněk \
         Dvořák, Józef Łęcki. Published in Šachová skladba 12/2011. Stipulation: s#3. \
         Twins: b) board reflected, a1 changing places with h1. Award: 1st HM.\n"
    );
    let o = common::run(&["translate", "c.olv", "--to", "yacpdb"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "8/8/8/3pp2R/4k3/5S2/8/1K1Q4\n8/3(s3)4/4(!p)3/8/2(Q2)5/5k2/8/7K\n4k3/p7/8/8/8/8/8/R1B1K3\n"
    );

    // A YAML file of one problem, sniffed by its first field; its faults
    // are warnings with file, line and column, errors with --strict.
    std::fs::write(
        dir.path().join("one.yaml"),
        "stipulation: \"#2\"\nalgebraic:\n  white: [Kc3, Qx9]\n  black: [Ka1]\n",
    )
    .unwrap();
    let o = common::run(&["render", "one.yaml", "-o", "one.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        common::stderr(&o),
        "warning: one.yaml, line 3, column 16: `Qx9` is no square of the board; it is passed over\n"
    );
    let svg = std::fs::read_to_string(dir.path().join("one.svg")).unwrap();
    assert!(svg.contains("<title id=\"title-"), "{svg}");
    assert!(svg.contains(">8/8/8/8/8/2K5/8/k7</title>"), "{svg}");
    let o = common::run(
        &["render", "one.yaml", "-o", "two.svg", "--strict"],
        dir.path(),
        b"",
    );
    assert_ne!(o.status.code(), Some(0));
    assert!(!dir.path().join("two.svg").exists());
}

/// The glyph of each letter in DejaVu Sans Bold, the face the authors'
/// line is drawn in.
fn bold_glyph(c: char) -> u16 {
    let face = ttf_parser::Face::parse(dejavu::sans::bold(), 0).unwrap();
    face.glyph_index(c)
        .unwrap_or_else(|| panic!("no glyph for {c:?}"))
        .0
}

#[test]
fn cyrillic_and_accented_authors_are_drawn_with_their_own_glyphs() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.olv"), data("twin-fairy.olv")).unwrap();
    let o = common::run(&["render", "t.olv", "-o", "t.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("t.svg")).unwrap();
    let authors = "Ксения Белоусова, Řehoř Šťastný";
    let mut glyphs: Vec<u16> = authors
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(bold_glyph)
        .collect();
    glyphs.sort_unstable();
    glyphs.dedup();
    // Each distinct letter has its own glyph (none fell back to another).
    let letters: std::collections::BTreeSet<char> =
        authors.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(glyphs.len(), letters.len());
    for g in &glyphs {
        let id = format!("id=\"u{g:x}\"");
        assert!(svg.contains(&id), "glyph {g} ({id}) is not drawn");
    }
    // Nothing was drawn with the stand-in for a missing letter, nor with
    // the font's empty glyph.
    let question = bold_glyph('?');
    assert!(!svg.contains(&format!("id=\"u{question:x}\"")));
    assert!(!svg.contains("id=\"u0\""));
}

/// A problem file in which no problem can be read still says what was
/// wrong with it, at its line and column: `render` then has no record to
/// draw, `batch` counts the warnings in its summary, and `--strict` makes
/// them errors that fail the run.
#[test]
fn a_file_with_no_readable_problem_tells_why() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("list.olv"), "- a\n- b\n").unwrap();
    std::fs::write(dir.path().join("bare.inp"), "beginproblem\nfoo\n").unwrap();
    let list = "list.olv, line 1, column 1: `[a, b]` is no problem (a problem is a mapping of fields such as `algebraic` and `stipulation`); it is passed over\n";
    let o = common::run(&["render", "list.olv", "-o", "x.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        common::stderr(&o),
        format!("warning: {list}error: there is no record to draw\n")
    );
    let o = common::run(&["render", "bare.inp", "-o", "x.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::stderr(&o).starts_with(
            "warning: bare.inp, line 2, column 1: `foo` is no keyword here; it is passed over\n"
        ),
        "{}",
        common::stderr(&o)
    );
    let o = common::run(&["batch", "list.olv", "-o", "out"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let err = common::stderr(&o);
    assert!(err.starts_with(&format!("warning: {list}")), "{err}");
    assert!(
        err.contains("0 diagrams written, 0 failed, 1 warning, in "),
        "{err}"
    );
    let o = common::run(
        &["batch", "list.olv", "-o", "out", "--strict"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(common::stderr(&o).starts_with(&format!("error: {list}")));
    assert!(!dir.path().join("x.svg").exists());
}

#[test]
fn a_collections_glyphs_draw_its_pieces_in_every_way_out() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("g.olv"),
        "---\nstipulation: \"h#2\"\nalgebraic:\n  white: [Kb1, Ga2, Qd1]\n  black: [Kh8, Nb3]\n\
         twins:\n  b: Add black Gc3\nglyphs:\n  g: s3\n  q: q2\n  zz: e\n",
    )
    .unwrap();
    let o = common::run(
        &["translate", "g.olv", "--to", "latex-diagram"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "\\begin{diagram}\n\\pieces{wKb1, wDUd1, wSRa2, sKh8, sSUb3}\n\\stipulation{h\\#2}\n\
         \\twins{b) +sSRc3}\n\\piecedefs{{w}{SR}{grasshopper}; {s}{SU}{nightrider}}\n\\end{diagram}\n"
    );
    // A code that names no piece is a warning at its place; the rest is drawn.
    assert_eq!(
        common::stderr(&o),
        "warning: g.olv, line 11, column 3: `zz` cannot be read as glyphs; it is passed over\n"
    );
    // Twin b) drawn alone shows its added grasshopper as the glyph says.
    let o = common::run(
        &["render", "g.olv", "--twins", "each", "-o", "g-{twin}.svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(
        common::file_names(dir.path()),
        ["g-a.svg", "g-b.svg", "g.olv"]
    );
    let b = std::fs::read_to_string(dir.path().join("g-b.svg")).unwrap();
    // Popeye's letters cannot say a grasshopper drawn as a knight: `?`.
    assert!(b.contains(">7k/8/8/8/8/1n?5/?7/1K1G4</title>"), "{b}");
    let o = common::run(&["translate", "g.olv", "--to", "yacpdb"], dir.path(), b"");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "7k/8/8/8/8/1(s2)6/(S3)7/1K1(Q2)4\n"
    );
}
