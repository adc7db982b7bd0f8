//! `forsythe batch`: a folder of diagrams, a manifest, and nothing lost.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::{file_names, stderr};

fn forsythe(args: &[&str], dir: &Path, stdin: Option<&str>) -> Output {
    common::run(args, dir, stdin.unwrap_or("").as_bytes())
}

/// The manifest, parsed.
fn manifest(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).expect("a manifest");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

const PUZZLES: &str = "# three puzzles and a typo\n\
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - bm d6; id \"sic.1\";\n\
k99999999 w\n\
\n\
4k3/8/8/8/8/8/8/3QK2x w\n";

#[test]
fn every_good_record_is_drawn_and_the_bad_one_reported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.epd"), PUZZLES).unwrap();
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "out",
            "--format",
            "svg",
            "--format",
            "png",
            "--caption",
            "side",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(
            "error: the 1st rank from the top is wider than 26 squares\n --> p.epd, line 3, column 4\n"
        ),
        "{err}"
    );
    assert!(err.contains(" --> p.epd, line 5, column 21\n"), "{err}");
    assert!(
        err.lines()
            .last()
            .unwrap()
            .starts_with("2 diagrams written, 1 failed, 1 warning, in "),
        "{err}"
    );
    assert_eq!(
        file_names(&dir.path().join("out")),
        [
            "0001.png",
            "0001.svg",
            "0003.png",
            "0003.svg",
            "manifest.json"
        ]
    );
    let manifest = manifest(&dir.path().join("out/manifest.json"));
    assert_eq!(
        manifest["records"][0],
        serde_json::json!({
            "number": 1, "file": "p.epd", "line": 2,
            "record": "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - bm d6; id \"sic.1\";",
            "outputs": ["0001.svg", "0001.png"], "id": "sic.1",
            "data": {"bm": "d6", "id": "sic.1"}, "side_to_move": "b",
            "warnings": [], "error": null
        })
    );
    assert_eq!(
        manifest["records"][1],
        serde_json::json!({
            "number": 2, "file": "p.epd", "line": 3, "record": "k99999999 w",
            "outputs": [], "id": null, "data": {}, "side_to_move": null, "warnings": [],
            "error": "the 1st rank from the top is wider than 26 squares"
        })
    );
    assert_eq!(
        manifest["records"][2]["warnings"],
        serde_json::json!([
            "`x` in rank 1 is not a piece letter in English notation; it is drawn as `?`"
        ])
    );
    assert_eq!(manifest["records"].as_array().map(Vec::len), Some(3));
    let svg = std::fs::read_to_string(dir.path().join("out/0001.svg")).unwrap();
    assert!(svg.contains("\">rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - bm d6; id &quot;sic.1&quot;;</title>"));
}

#[test]
fn output_is_identical_whatever_the_number_of_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let mut input = String::new();
    for i in 0..24 {
        input.push_str(&format!(
            "{}k{}/8/8/8/8/8/PPPPPPPP/4K3 w\n",
            "1".repeat(i % 8),
            7 - i % 8
        ));
    }
    std::fs::write(dir.path().join("many.txt"), &input).unwrap();
    for jobs in ["1", "3"] {
        let o = forsythe(
            &["batch", "many.txt", "-o", jobs, "--jobs", jobs, "--quiet"],
            dir.path(),
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(stderr(&o), "");
    }
    let one = file_names(&dir.path().join("1"));
    assert_eq!(one.len(), 25);
    assert_eq!(one, file_names(&dir.path().join("3")));
    for f in one {
        let a = std::fs::read(dir.path().join("1").join(&f)).unwrap();
        let b = std::fs::read(dir.path().join("3").join(&f)).unwrap();
        assert!(a == b, "{f} differs");
    }
}

#[test]
fn pgn_games_with_and_without_fen_and_names_from_templates() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = "[Event \"Study 1\"]\n[White \"Reti\"]\n[FEN \"7K/8/k1P5/7p/8/8/8/8 w - - 0 1\"]\n\n1. Kg7 *\n\n[Event \"Game: 2/3\"]\n[Black \"B\"]\n\n1. e4 *\n";
    std::fs::write(dir.path().join("studies.pgn"), pgn).unwrap();
    let o = forsythe(
        &[
            "batch",
            "studies.pgn",
            "-o",
            "out",
            "--name",
            "{stem}-{id}-{line:03}",
            "--format",
            "svg",
            "--manifest",
            "csv",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        file_names(&dir.path().join("out")),
        [
            "manifest.csv",
            "studies-Game_ 2_3-007.svg",
            "studies-Study 1-003.svg"
        ]
    );
    let csv = std::fs::read_to_string(dir.path().join("out/manifest.csv")).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("number,file,line,record,outputs,id,data,side_to_move,warnings,error")
    );
    assert_eq!(
        lines.next(),
        Some(
            "1,studies.pgn,3,7K/8/k1P5/7p/8/8/8/8 w - - 0 1,studies-Study 1-003.svg,Study 1,Event=Study 1; White=Reti; FEN=7K/8/k1P5/7p/8/8/8/8 w - - 0 1,w,,"
        )
    );
    assert!(lines.next().unwrap().starts_with(
        "2,studies.pgn,7,rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1,"
    ));
}

#[test]
fn clashing_names_are_an_error_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "k7 w\nK7 b\n").unwrap();
    let o = forsythe(
        &["batch", "a.txt", "-o", "out", "--name", "{stem}"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: the records at a.txt, line 1 and at a.txt, line 2 would both be written to a; choose a --name that tells them apart\n"
    );
    assert!(!dir.path().join("out").exists(), "nothing is created");
    let o = forsythe(
        &["batch", "a.txt", "-o", "out", "--name", "{n"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: the template `{n` cannot be read: the `{` at character 1 has no `}`\n"
    );
    let o = forsythe(
        &["batch", "a.txt", "-o", "out", "--jobs", "0"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "error: --jobs must be 1 to 256\n");
}

#[test]
fn overlay_builds_each_board_on_the_one_before() {
    let dir = tempfile::tempdir().unwrap();
    let moves = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w\n......../......../8/8/4P3/8/PPPP1PPP/RNBQKBNR b\n......../pp1ppppp/8/2p5\n";
    let o = forsythe(
        &[
            "batch",
            "-",
            "-o",
            "out",
            "--overlay",
            "--format",
            "svg",
            "--quiet",
        ],
        dir.path(),
        Some(moves),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let third = std::fs::read_to_string(dir.path().join("out/0003.svg")).unwrap();
    // The third diagram is the whole position after 1.e4 c5.
    // Its description (in words) says so.
    assert!(
        third.contains(
            "pawns a2, b2, c2, d2, e4, f2, g2 and h2. Black: king e8, queen d8, rooks a8 and h8, \
             bishops c8 and f8, knights b8 and g8, pawns a7, b7, c5, d7, e7, f7, g7 and h7.</desc>"
        ),
        "{third}"
    );
}

#[test]
fn fail_fast_stops_at_the_first_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.txt"), "k7 w\nk99999999 w\nK7 w\n").unwrap();
    let o = forsythe(
        &["batch", "p.txt", "-o", "out", "--fail-fast"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("note: stopped at the first error (--fail-fast)"));
    assert_eq!(
        file_names(&dir.path().join("out")),
        ["0001.png", "manifest.json"]
    );
}

#[test]
fn an_unusable_folder_is_one_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.txt"), "k7 w\n").unwrap();
    std::fs::write(dir.path().join("file"), "").unwrap();
    let o = forsythe(&["batch", "p.txt", "-o", "file/out"], dir.path(), None);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("error: cannot use the folder file/out: "),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    let o = forsythe(&["batch", "missing.txt", "-o", "out"], dir.path(), None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: cannot read missing.txt: "));
}

#[test]
fn latex_and_html_lists() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.epd"),
        "k7/8/8/8/8/8/8/7K w - - id \"A & B\";\n",
    )
    .unwrap();
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "out",
            "--latex",
            "book/diagrams.tex",
            "--html",
            "sheet.html",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    // The LaTeX file's folder does not exist: that one list fails, the rest is done.
    assert_eq!(o.status.code(), Some(1));
    std::fs::create_dir(dir.path().join("book")).unwrap();
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "out",
            "--latex",
            "book/diagrams.tex",
            "--html",
            "sheet.html",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let tex = std::fs::read_to_string(dir.path().join("book/diagrams.tex")).unwrap();
    assert!(
        tex.ends_with("\\forsythediagram{../out/0001.png}{1. A \\& B}{0.45\\linewidth}\n"),
        "{tex}"
    );
    let html = std::fs::read_to_string(dir.path().join("sheet.html")).unwrap();
    assert!(
        html.contains(
            "<img src=\"out/0001.png\" alt=\"k7/8/8/8/8/8/8/7K w - - id &quot;A &amp; B&quot;;\">"
        ),
        "{html}"
    );
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
}

/// The figures of a contact sheet, as written.
fn figures(html: &str) -> Vec<String> {
    html.split("<figure>\n")
        .skip(1)
        .map(|f| {
            format!(
                "<figure>\n{}",
                f.split_inclusive("</figure>\n").next().unwrap_or(f)
            )
        })
        .collect()
}

#[test]
fn the_sheet_folds_each_solution_away_until_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = |lang: &str, extra: &[&str]| {
        figures(&common::contact_sheet(
            dir.path(),
            common::SOLVED_FOR_THE_SHEET,
            &["--lang", lang],
            extra,
        ))
    };
    let unsolved = "<figure>\n<img src=\"out/0002.svg\" alt=\"8/8/8/4k3/8/8/8/2K5\">\n\
<figcaption><span class=\"n\">2</span> <br><code>8/8/8/4k3/8/8/8/2K5</code><br>p.olv:15</figcaption>\n\
</figure>\n";
    let solved = |summary: &str| {
        format!(
            "<figure>\n<img src=\"out/0001.svg\" alt=\"8/8/8/4k3/3Q4/8/8/2K5\">\n\
<figcaption><span class=\"n\">1</span> <br><code>8/8/8/4k3/3Q4/8/8/2K5</code><br>p.olv:2\
<details class=\"sol\"><summary>{summary}</summary><div>1.Qd4-d5+ ! &lt;zugzwang&gt;\n   \
1...Ke5-f4 2.Qd5-g5#\n\n   1...Ke5-f6 &amp; 2.Qd5-g5#</div></details></figcaption>\n</figure>\n"
        )
    };
    // Escaped, its lines and indentation kept, the empty lines around it
    // and the spaces at the ends of its lines dropped, a run of empty lines
    // as one; a problem without a solution as it always was.
    assert_eq!(sheet("en", &[]), [solved("Solution"), unsolved.to_owned()]);
    assert_eq!(sheet("de", &[]), [solved("Lösung"), unsolved.to_owned()]);
    // With the solutions turned off, nothing of them is left.
    let off = sheet("en", &["--solution="]);
    assert_eq!(off[1], unsolved);
    assert_eq!(
        off[0],
        "<figure>\n<img src=\"out/0001.svg\" alt=\"8/8/8/4k3/3Q4/8/8/2K5\">\n\
<figcaption><span class=\"n\">1</span> <br><code>8/8/8/4k3/3Q4/8/8/2K5</code><br>p.olv:2</figcaption>\n\
</figure>\n"
    );
    // Twins drawn one by one: numbered as in the book, the problem's one
    // solution under the first.
    let html = common::contact_sheet(
        dir.path(),
        "stipulation: \"h#1\"\nalgebraic:\n  white: [Kh1, Bc4]\n  black: [Kf3]\n\
         twins:\n  b: Move c4 b5\nsolution: \"a) 1.Kf3-e3 Bc4-d5#\"\n",
        &[],
        &["--twins", "each"],
    );
    let captions: Vec<&str> = html
        .lines()
        .filter(|l| l.starts_with("<figcaption>"))
        .collect();
    assert_eq!(
        captions,
        [
            "<figcaption><span class=\"n\">1a</span> <br><code>8/8/8/8/2B5/5k2/8/7K</code><br>p.olv:1\
             <details class=\"sol\"><summary>Solution</summary><div>a) 1.Kf3-e3 Bc4-d5#</div></details></figcaption>",
            "<figcaption><span class=\"n\">1b</span> <br><code>8/8/8/1B6/8/5k2/8/7K</code><br>p.olv:1</figcaption>",
        ]
    );
}

#[test]
fn problem_lines_only_when_asked_or_from_pgn_tags() {
    let dir = tempfile::tempdir().unwrap();
    let epd = "1n1N4/1pP5/1B6/8/2K5/8/p1R5/kb6 w - - c0 \"Sam Loyd\"; c1 \"Chess Monthly, 1858\"; c2 \"#3\";\n";
    let pgn = "[Event \"x\"]\n[Author \"A. Composer\"]\n[Stipulation \"h#2\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 b - - 0 1\"]\n\n*\n";
    std::fs::write(dir.path().join("p.epd"), epd).unwrap();
    std::fs::write(dir.path().join("q.pgn"), pgn).unwrap();
    let run = |out: &str, extra: &[&str]| {
        let mut args = vec![
            "batch", "p.epd", "q.pgn", "-o", out, "--format", "svg", "--quiet",
        ];
        args.extend_from_slice(extra);
        let o = forsythe(&args, dir.path(), None);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let read = |n: &str| std::fs::read_to_string(dir.path().join(out).join(n)).unwrap();
        (read("0001.svg"), read("0002.svg"))
    };
    // Nothing invented: an EPD comment is no author by itself.
    let (plain, tagged) = run("plain", &[]);
    assert!(!plain.contains(r#"<path id="u"#), "no bold text at all");
    assert!(!plain.contains(r#"<path id="t6" "#), "no # drawn");
    // PGN tags named Author and Stipulation fill the lines by default.
    assert!(
        tagged.contains(r#"<path id="u24" "#),
        "bold A of the author tag"
    );
    assert!(tagged.contains(r#"<path id="t4b" "#), "h of h#2");
    // The problem recipe for EPD files.
    let (recipe, tagged) = run(
        "recipe",
        &[
            "--author",
            "{c0}",
            "--source",
            "{c1}",
            "--stipulation",
            "{c2}",
        ],
    );
    assert!(recipe.contains(r#"<path id="u36" "#), "bold S of Sam");
    assert!(recipe.contains(r#"<path id="t6" "#), "# of #3");
    assert!(recipe.contains(r#"<path id="t26" "#), "C of Chess Monthly");
    // A template whose fields are missing leaves the tag's line.
    assert!(
        tagged.contains(r#"<path id="u24" "#),
        "the author tag still"
    );
    let count_glyphs = |svg: &str| svg.matches("<use xlink:href=\"#t").count();
    assert!(count_glyphs(&recipe) > 30);
}

/// A mark off the board is told in the user's language, naming the square,
/// and the rest of the run goes on.
#[test]
fn a_mark_off_the_board_is_told_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("m.pgn"),
        "[Event \"x\"]\n[FEN \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\"]\n\n{[%csl Gj9]} *\n\n[Event \"y\"]\n\n*\n",
    )
    .unwrap();
    let o = forsythe(
        &["--lang", "de", "batch", "m.pgn", "-o", "out"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(
            "Fehler: m.pgn, Zeile 2: das Feld j9 einer Markierung liegt nicht auf dem Brett\n"
        ),
        "{err}"
    );
    assert!(
        err.contains("1 Diagramm geschrieben, 1 fehlgeschlagen"),
        "{err}"
    );
    assert_eq!(
        file_names(&dir.path().join("out")),
        ["0002.png", "manifest.json"]
    );
}

/// Each diagram of a run carries its description in the user's language,
/// and shows a check the position has.
#[test]
fn diagrams_describe_themselves_and_show_the_check() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.fen"),
        "rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
    )
    .unwrap();
    let o = forsythe(
        &[
            "--lang", "de", "batch", "p.fen", "-o", "out", "--format", "svg",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let first = std::fs::read_to_string(dir.path().join("out/0001.svg")).unwrap();
    assert!(
        first.contains(
            "\">Schwarz am Zug. Weiß: König e1, Dame f7, Türme a1 und h1, Läufer c1 und f1, \
             Springer b1 und g1, Bauern a2, b2, c2, d2, e4, f2, g2 und h2. Schwarz: König e8, \
             Dame d8, Türme a8 und h8, Läufer c8 und f8, Springer b8 und g8, Bauern a7, b7, c7, \
             d7, e5, g7 und h7.</desc>"
        ),
        "the German description"
    );
    assert!(first.contains(r##"fill="url(#check-glow)""##));
    let second = std::fs::read_to_string(dir.path().join("out/0002.svg")).unwrap();
    assert!(!second.contains("check-glow"));
    // --check none draws no check anywhere.
    let o = forsythe(
        &[
            "batch", "p.fen", "-o", "none", "--format", "svg", "--check", "none",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let first = std::fs::read_to_string(dir.path().join("none/0001.svg")).unwrap();
    assert!(!first.contains("check-glow"));
}

/// The `\forsythediagram` and `\forsythesolution` lines of a LaTeX list
/// (not its comments and default definitions, nor the solutions' end).
fn latex_lines(path: &Path) -> Vec<String> {
    let tex = std::fs::read_to_string(path).expect("the LaTeX list");
    tex.lines()
        .filter(|l| l.starts_with("\\forsythediagram{") || l.starts_with("\\forsythesolution{"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_latex_list_ends_with_the_solutions_under_a_heading_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.olv"), common::solved_problems()).unwrap();
    let o = forsythe(
        &[
            "--lang", "de", "batch", "p.olv", "-o", "out", "--latex", "p.tex", "--twins", "each",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let tex = std::fs::read_to_string(dir.path().join("p.tex")).unwrap();
    // Escaped, the lines kept, the indentation as wide as the file's; the
    // twins' problem has one solution, after its first twin.
    assert_eq!(
        latex_lines(&dir.path().join("p.tex")),
        [
            "\\forsythediagram{out/0001.png}{1}{0.45\\linewidth}",
            "\\forsythesolution{1}{1.Qd1-d3+! \\# \\% \\_ \\& \\textasciitilde{} \\textasciicircum{} \\textbackslash{} \\{\\} \\$\\newline \\hspace*{2\\fontdimen2\\font}1...Ke4-e5 2.Qd3-d5\\#\\newline\\mbox{}\\newline Ложный след: 1.Qd1-d4+?}",
            "\\forsythediagram{out/0002.png}{2}{0.45\\linewidth}",
            "\\forsythediagram{out/0003a.png}{3a}{0.45\\linewidth}",
            "\\forsythesolution{3}{a) 1.Kf3-e3 Bc4-d5 b) 1.Kf3-f4 Bb5-d3}",
            "\\forsythediagram{out/0003b.png}{3b}{0.45\\linewidth}",
        ]
    );
    assert!(
        tex.ends_with(
            "\\forsythediagram{out/0003b.png}{3b}{0.45\\linewidth}\n\
             \\ifx\\forsythesolutionlist\\empty\\else\n\
             \\forsythesolutions{Lösungen}\n\
             \\forsythesolutionlist\n\
             \\fi\n"
        ),
        "{tex}"
    );
    // Every character beyond ASCII, the heading's too, is named before the
    // diagrams, once, in the order of its code, so that the engine can say
    // which one the document cannot set; the warnings are in German.
    let named: Vec<&str> = tex
        .lines()
        .filter(|l| l.starts_with("\\forsythecharacter{"))
        .collect();
    assert_eq!(
        named,
        [
            "\\forsythecharacter{00F6}{ö}\\forsythecharacter{041B}{Л}\\forsythecharacter{0434}{д}\
          \\forsythecharacter{0435}{е}\\forsythecharacter{0436}{ж}\\forsythecharacter{0439}{й}\
          \\forsythecharacter{043B}{л}\\forsythecharacter{043D}{н}\\forsythecharacter{043E}{о}\
          \\forsythecharacter{0441}{с}\\forsythecharacter{044B}{ы}"
        ]
    );
    assert!(
        tex.find("\\forsythecharacter{00F6}") < tex.find("\\forsythediagram{out/0001.png}"),
        "{tex}"
    );
    assert!(
        tex.contains(
            "\\providecommand{\\forsythenoglyph}[2]{\\PackageWarningNoLine{forsythe}{\\detokenize{\
             die Schrift des Dokuments hat kein #1 (U+#2), das die Liste verwendet: wählen Sie mit \
             fontspec eine Schrift, die es hat}}}\n"
        ),
        "{tex}"
    );
    // Without a solution, the list ends with its last diagram.
    std::fs::write(dir.path().join("none.epd"), "4k3/8/8/8/8/8/8/4K3 w - -\n").unwrap();
    let o = forsythe(
        &[
            "batch", "none.epd", "-o", "none", "--latex", "none.tex", "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let tex = std::fs::read_to_string(dir.path().join("none.tex")).unwrap();
    assert!(
        tex.ends_with("\\forsythediagram{none/0001.png}{1}{0.45\\linewidth}\n"),
        "{tex}"
    );
    // and names no character when it has none beyond ASCII.
    assert!(!tex.contains("\\forsythecharacter{0"), "{tex}");
}

#[test]
fn latex_captions_widths_and_the_solutions_of_epd_records() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.epd"),
        "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+; id \"q.1\";\n\
         4k3/8/4K3/8/8/8/8/7R w - - pv Rh8#; fmvn 40; id \"r.2\";\n\
         7k/8/8/8/8/8/8/K6q b - - 5 61 pv Qa8+ Kb1 Qb7+; id \"c.3\";\n\
         4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+ Qe2+; id \"two\";\n\
         4k3/8/8/8/8/8/8/4K3 w - - id \"none\";\n",
    )
    .unwrap();
    let o = forsythe(
        &["batch", "p.epd", "-o", "out", "--latex", "p.tex", "--quiet"],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A `pv` is the solution, else each `bm`, numbered as a puzzle's is.
    assert_eq!(
        latex_lines(&dir.path().join("p.tex")),
        [
            "\\forsythediagram{out/0001.png}{1. q.1}{0.45\\linewidth}",
            "\\forsythesolution{1}{1.Qd7+}",
            "\\forsythediagram{out/0002.png}{2. r.2}{0.45\\linewidth}",
            "\\forsythesolution{2}{40.Rh8\\#}",
            "\\forsythediagram{out/0003.png}{3. c.3}{0.45\\linewidth}",
            "\\forsythesolution{3}{61...Qa8+ 62.Kb1 Qb7+}",
            "\\forsythediagram{out/0004.png}{4. two}{0.45\\linewidth}",
            "\\forsythesolution{4}{1.Qd7+, 1.Qe2+}",
            "\\forsythediagram{out/0005.png}{5. none}{0.45\\linewidth}",
        ]
    );
    // A caption drawn in the image is not written again; with a square
    // size, the width is the diagram's own, the width of its PDF's page.
    let o = forsythe(
        &[
            "batch",
            "p.epd",
            "-o",
            "sized",
            "--latex",
            "sized.tex",
            "--caption",
            "{id}",
            "--square-size",
            "1cm",
            "--format",
            "pdf",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines = latex_lines(&dir.path().join("sized.tex"));
    assert_eq!(lines[0], "\\forsythediagram{sized/0001.pdf}{1}{251.97bp}");
    assert_eq!(lines[1], "\\forsythesolution{1}{1.Qd7+}");
    assert_eq!(lines[8], "\\forsythediagram{sized/0005.pdf}{5}{251.97bp}");
    let width = page_width(&dir.path().join("sized/0001.pdf"));
    assert!((width - 251.97).abs() < 0.005, "{width}");
    // A side-to-move marker, and a wider board, make a wider diagram; each
    // width is its PDF page's.
    std::fs::write(
        dir.path().join("wide.txt"),
        "4k3/8/8/8/8/8/8/3QK3 w\nk4p4/55/55/55/55/55/55/4P4K w\n",
    )
    .unwrap();
    let o = forsythe(
        &[
            "batch",
            "wide.txt",
            "-o",
            "wide",
            "--latex",
            "wide.tex",
            "--square-size",
            "10mm",
            "--side-to-move",
            "--format",
            "pdf",
            "--quiet",
        ],
        dir.path(),
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        latex_lines(&dir.path().join("wide.tex")),
        [
            "\\forsythediagram{wide/0001.pdf}{1}{269.97bp}",
            "\\forsythediagram{wide/0002.pdf}{2}{323.96bp}",
        ]
    );
    for (file, expected) in [("wide/0001.pdf", 269.97), ("wide/0002.pdf", 323.96)] {
        assert!((page_width(&dir.path().join(file)) - expected).abs() < 0.005);
    }
}

/// The width of a one-page PDF's page, in points.
fn page_width(path: &Path) -> f32 {
    let pdf = std::fs::read(path).unwrap();
    let pdf = String::from_utf8_lossy(&pdf);
    let media = &pdf[pdf.find("/MediaBox[0 0 ").expect("a page size") + 14..];
    media[..media.find(' ').unwrap()].parse().unwrap()
}
