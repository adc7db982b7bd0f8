//! Issue 50: a problem's twins as a reader reads them (figurines, names of
//! walks and squares, in the interface language; `describe` in words), and
//! its number above the board (`number`, `{n}` numbering a batch in order).

use crate::common;

/// The glyph uses of an SVG as (glyph name, x, baseline), in the order the
/// document draws them.
fn glyphs(svg: &str) -> Vec<(String, f32, f32)> {
    svg.split("<use xlink:href=\"#")
        .skip(1)
        .filter_map(|rest| {
            let (name, rest) = rest.split_once('"')?;
            let matrix = rest.split_once("matrix(")?.1.split_once(')')?.0;
            let n: Vec<f32> = matrix
                .split_whitespace()
                .filter_map(|v| v.parse().ok())
                .collect();
            (n.len() == 6).then(|| (name.to_owned(), n[4], n[5]))
        })
        .collect()
}

/// The names of a face's glyphs for `text`, as the SVG writes them: the
/// face's letter, then the glyph's number in hexadecimal.
fn names(prefix: char, font: &[u8], text: &str) -> Vec<String> {
    let face = ttf_parser::Face::parse(font, 0).expect("a font");
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            let id = face
                .glyph_index(c)
                .unwrap_or_else(|| panic!("no glyph for {c:?}"));
            format!("{prefix}{:x}", id.0)
        })
        .collect()
}

/// The glyphs of the line whose baseline is `baseline`, from the left.
fn line_at(all: &[(String, f32, f32)], baseline: f32) -> Vec<String> {
    let mut line: Vec<&(String, f32, f32)> = all
        .iter()
        .filter(|g| (g.2 - baseline).abs() < 0.01)
        .collect();
    line.sort_by(|a, b| a.1.total_cmp(&b.1));
    line.into_iter().map(|g| g.0.clone()).collect()
}

const PROBLEM: &str = "beginproblem\nauthor A. Composer\nstipulation h#2\n\
    pieces white kc1 re2 black ke5 gh5\ntwin move e2 e4\ntwin substitute g n\nendproblem\n";

#[test]
fn the_number_is_drawn_above_the_authors_in_the_magazine_serif() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.inp"), PROBLEM).expect("written");
    let o = common::run(
        &[
            "render", "p.inp", "--theme", "magazine", "--number", "12", "-o", "p.svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("p.svg")).expect("an SVG");
    let all = glyphs(&svg);
    // The topmost line is the number, in DejaVu Serif Bold, and the
    // authors' line comes next.
    let mut baselines: Vec<f32> = all.iter().map(|g| g.2).collect();
    baselines.sort_by(f32::total_cmp);
    baselines.dedup_by(|a, b| (*a - *b).abs() < 0.01);
    let serif_bold = dejavu::serif::bold();
    assert_eq!(line_at(&all, baselines[0]), names('z', serif_bold, "12"));
    assert_eq!(
        line_at(&all, baselines[1]),
        names('z', serif_bold, "A. Composer")
    );
    assert!(svg.contains(">White: king c1, rook e2. Black: king e5, grasshopper h5. Problem 12. Composed by A. Composer."), "{svg}");

    // The twins line: its figurine, which DejaVu Serif lacks, sets the
    // line in DejaVu Sans rather than as a `?`.
    let sans = dejavu::sans::regular();
    let twins = "b)♖e2→e4c)Grasshopper→Nightrider";
    let wanted = names('t', sans, twins);
    let last = *baselines.last().expect("lines");
    let under: Vec<Vec<String>> = baselines
        .iter()
        .map(|b| line_at(&all, *b))
        .filter(|l| l.first().is_some_and(|g| g.starts_with('t')))
        .collect();
    assert!(under.contains(&wanted), "{under:?} at the bottom {last}");
    let question = names('y', dejavu::serif::regular(), "?");
    assert!(!all.iter().any(|g| g.0 == question[0]), "a `?` is drawn");
}

#[test]
fn a_batch_numbers_its_problems_in_order() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let collection = format!(
        "{}{}",
        PROBLEM.replace("endproblem", "nextproblem"),
        PROBLEM
            .replace("beginproblem\n", "")
            .replace("A. Composer", "B. Composer")
    );
    std::fs::write(dir.path().join("c.inp"), collection).expect("written");
    let o = common::run(
        &[
            "batch",
            "c.inp",
            "-o",
            "out",
            "--number",
            "{n}",
            "--format",
            "svg",
            "--html",
            "sheet.html",
            "--manifest",
            "json",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let bold = dejavu::sans::bold();
    for (file, number) in [("0001.svg", "1"), ("0002.svg", "2")] {
        let svg = std::fs::read_to_string(dir.path().join("out").join(file)).expect("an SVG");
        let all = glyphs(&svg);
        let top = all.iter().map(|g| g.2).fold(f32::INFINITY, f32::min);
        assert_eq!(line_at(&all, top), names('u', bold, number), "{file}");
        assert!(
            svg.contains(&format!("Problem {number}. Composed by")),
            "{file}"
        );
    }
    // The contact sheet shows the diagrams in that order.
    let sheet = std::fs::read_to_string(dir.path().join("sheet.html")).expect("a sheet");
    let first = sheet.find("0001.svg").expect("the first");
    let second = sheet.find("0002.svg").expect("the second");
    assert!(first < second);
    // A block's `number: {n}` is the same key.
    let o = common::run(
        &["block"],
        dir.path(),
        b"fen: 8/8/8/4k3/8/8/8/4K3\nnumber: 7\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let block = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(block.contains("Problem 7."), "{block}");
}

#[test]
fn describe_says_the_twins_in_words_in_the_interface_language() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("p.inp"), PROBLEM).expect("written");
    let said = |lang: &str| {
        let o = common::run(&["--lang", lang, "describe", "p.inp"], dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert_eq!(
        said("en"),
        "White: king c1, rook e2. Black: king e5, grasshopper h5. Composed by A. Composer. \
         Stipulation: h#2. Twins: b) white rook e2 to e4; c) grasshopper replaced by nightrider.\n"
    );
    assert!(
        said("de").contains(
            "Zwillinge: b) weißer Turm von e2 nach e4; c) Grashüpfer durch Nachtreiter ersetzt."
        ),
        "{}",
        said("de")
    );
    // The manifest keeps the line as drawn.
    let o = common::run(
        &[
            "--lang",
            "de",
            "batch",
            "p.inp",
            "-o",
            "out",
            "--manifest",
            "json",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("out").join("manifest.json")).expect("a manifest"),
    )
    .expect("JSON");
    assert_eq!(
        manifest["records"][0]["data"]["Twins"],
        "b) \u{2656}e2\u{2192}e4  c) Grashüpfer \u{2192} Nachtreiter"
    );
}
