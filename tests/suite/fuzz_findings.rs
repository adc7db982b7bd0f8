//! The findings of fuzzing the problem readers and the grid reader (issue
//! 44), each reproduced through the real program as the issue ran it: a
//! line that is only `|` no longer crashes, and each round trip that lost
//! what was written now reads back or warns, naming the square or field.

use std::process::Output;

use crate::common::{file_names, run};

/// Exit code, standard output and standard error of a run.
fn outcome(out: &Output) -> (Option<i32>, String, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A folder with the files given, for one test.
fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("a file written");
    }
    dir
}

#[test]
fn a_lone_bar_on_standard_input_is_passed_over() {
    let dir = folder(&[]);
    let out = run(&["translate"], dir.path(), b"|\n");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            String::new(),
            "note: standard input: one line is not a record (line 1) and was passed over\n"
                .to_owned()
        )
    );
}

#[test]
fn a_file_of_a_lone_bar_is_described_as_no_record() {
    let dir = folder(&[("bar.txt", "|\n")]);
    let out = run(&["describe", "bar.txt"], dir.path(), b"");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            String::new(),
            "note: bar.txt: one line is not a record (line 1) and was passed over\n".to_owned()
        )
    );
}

#[test]
fn a_markdown_table_ending_in_a_lone_bar_goes_through_batch() {
    let table = "# Puzzles\n\n| FEN |\n| --- |\n| 4k3/8/8/8/8/8/8/3QK3 w |\n|\n";
    let dir = folder(&[("table.md", table)]);
    let out = run(&["batch", "table.md", "-o", "out"], dir.path(), b"");
    let (code, stdout, stderr) = outcome(&out);
    assert_eq!((code, stdout.as_str()), (Some(0), ""));
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert_eq!(
        lines[0],
        "note: table.md: 4 lines are not records (headings, moves, prose; the first is line 3) and were passed over"
    );
    // The time taken varies.
    assert!(
        lines[1].starts_with("0 diagrams written, 0 failed, 0 warnings, in "),
        "{stderr}"
    );
}

#[test]
fn a_lone_bar_between_records_is_passed_over() {
    let records = "4k3/8/8/8/8/8/8/3QK3 w\n|\n8/8/8/8/8/8/8/K6k b\n";
    let dir = folder(&[("records.txt", records)]);
    let out = run(
        &[
            "batch",
            "records.txt",
            "-o",
            "out",
            "--format",
            "svg",
            "--quiet",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(outcome(&out), (Some(0), String::new(), String::new()));
    assert_eq!(
        file_names(&dir.path().join("out")),
        ["0001.svg", "0002.svg", "manifest.json"]
    );
}

/// Finding 1: a black leaper whose Popeye code is digits alone.
#[test]
fn a_black_digit_leaper_is_unwritable_in_popeye() {
    let dir = folder(&[(
        "leaper.inp",
        "beginproblem\npieces white ka1 black 35b2\nendproblem\n",
    )]);
    let out = run(
        &["translate", "--to", "popeye", "leaper.inp"],
        dir.path(),
        b"",
    );
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "8/8/8/8/8/8/1?6/K7\n".to_owned(),
            "warning: Popeye (English) notation has no way to write what stands on b2; it is written as `?`\n --> leaper.inp, line 2, column 1\n  |\n2 | 8/8/8/8/8/8/1?6/K7\n  | ^^^^^^^^^^^^^^^^^^\n"
                .to_owned()
        )
    );
}

/// Finding 2: a hole right before a piece in Fairy-FEN.
#[test]
fn a_hole_before_a_piece_is_unwritable_in_ffen() {
    let dir = folder(&[]);
    let out = run(
        &[
            "translate",
            "--from",
            "yacpdb",
            "--to",
            "ffen",
            "--",
            "-K5k/8/8/8/8/8/8/8",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "?K5k/8/8/8/8/8/8/8\n".to_owned(),
            "warning: Fairy-FEN notation has no way to write what stands on a8; it is written as `?`\n --> column 1\n  |\n  | -K5k/8/8/8/8/8/8/8\n  | ^^^^^^^^^^^^^^^^^^\n"
                .to_owned()
        )
    );
}

/// Finding 3: holes and a walk drawn in another picture in Popeye's
/// `forsyth`.
#[test]
fn holes_and_turned_walks_are_unwritable_in_popeye() {
    let dir = folder(&[(
        "turned.olv",
        "algebraic:\n  white: [Ka1, Gc3]\nglyphs:\n  g: s3\n",
    )]);
    let out = run(
        &[
            "translate",
            "--from",
            "ffen",
            "--to",
            "popeye",
            "--",
            "-7/8/8/8/8/8/8/8",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "?7/8/8/8/8/8/8/8\n".to_owned(),
            "warning: Popeye (English) notation has no way to write what stands on a8; it is written as `?`\n --> column 1\n  |\n  | -7/8/8/8/8/8/8/8\n  | ^^^^^^^^^^^^^^^^\n"
                .to_owned()
        )
    );
    let out = run(
        &["translate", "--to", "popeye", "turned.olv"],
        dir.path(),
        b"",
    );
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "8/8/8/8/8/2?5/8/K7\n".to_owned(),
            "warning: Popeye (English) notation has no way to write what stands on c3; it is written as `?`\n --> turned.olv, line 1, column 1\n  |\n1 | 8/8/8/8/8/2?5/8/K7\n  | ^^^^^^^^^^^^^^^^^^\n"
                .to_owned()
        )
    );
}

/// Finding 4: German `Hase` is the rabbit.
#[test]
fn a_rabbit_written_in_german_reads_back_as_a_rabbit() {
    let dir = folder(&[(
        "rabbit.inp",
        "beginproblem\npieces white ka1 rtc3 24d4\nendproblem\n",
    )]);
    let out = run(
        &[
            "translate",
            "--lang",
            "de",
            "--to",
            "latex-diagram",
            "rabbit.inp",
        ],
        dir.path(),
        b"",
    );
    let tex = "\\begin{diagram}\n\\pieces{wKa1, wSLd4, wCc3}\n\\piecedefs{{w}{SL}{2:4-Springer}; {w}{C}{Hase}}\n\\end{diagram}\n";
    assert_eq!(outcome(&out), (Some(0), tex.to_owned(), String::new()));
    std::fs::write(dir.path().join("rabbit.tex"), tex).expect("written");
    let out = run(&["describe", "rabbit.tex"], dir.path(), b"");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "White: king a1, rabbit c3, 2:4-leaper d4. Black has no pieces.\n".to_owned(),
            String::new()
        )
    );
}

/// Finding 5: walk names in Italian and Dutch are read back.
#[test]
fn walk_names_in_italian_and_dutch_read_back() {
    let dir = folder(&[(
        "g.inp",
        "beginproblem\npieces white ka1 gc3 black nd4\nendproblem\n",
    )]);
    for (lang, names) in [
        ("it", "{grillo}; {s}{SU}{nottambulo}"),
        ("nl", "{sprinkhaan}; {s}{SU}{nachtruiter}"),
    ] {
        let out = run(
            &[
                "translate",
                "--lang",
                lang,
                "--to",
                "latex-diagram",
                "g.inp",
            ],
            dir.path(),
            b"",
        );
        let tex = format!(
            "\\begin{{diagram}}\n\\pieces{{wKa1, wDUc3, sSUd4}}\n\\piecedefs{{{{w}}{{DU}}{names}}}\n\\end{{diagram}}\n"
        );
        assert_eq!(
            outcome(&out),
            (Some(0), tex.clone(), String::new()),
            "{lang}"
        );
        std::fs::write(dir.path().join("g.tex"), &tex).expect("written");
        let out = run(&["describe", "g.tex"], dir.path(), b"");
        assert_eq!(
            outcome(&out),
            (
                Some(0),
                "White: king a1, grasshopper c3. Black: nightrider d4.\n".to_owned(),
                String::new()
            ),
            "{lang}"
        );
    }
}

/// Finding 6: `^`, `~`, line breaks and a twin holding `;` read back; a
/// condition holding `;` is said to be lost.
#[test]
fn latex_text_fields_read_back_or_warn() {
    let inp = "beginproblem\nauthor A. Composer\nstipulation h^#3\nremark ~1\ncondition Circe;Madrasi\npieces white ka1 gc3\ntwin condition Circe;Madrasi\nendproblem\n";
    let dir = folder(&[("fields.inp", inp)]);
    let out = run(
        &["translate", "--to", "latex-diagram", "fields.inp"],
        dir.path(),
        b"",
    );
    let tex = "\\begin{diagram}\n\\author{Composer, A.}\n\\pieces{wKa1, wDUc3}\n\\stipulation{h\\^{}\\#3}\n\\condition{Circe;Madrasi}\n\\twins{b) Circe;Madrasi}\n\\remark{\\textasciitilde{}1}\n\\piecedefs{{w}{DU}{grasshopper}}\n\\end{diagram}\n";
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            tex.to_owned(),
            "warning: the diagram package separates the items of `\\condition` by `;` (themes by `,`): an item holding one is read back as two\n --> fields.inp, line 2, column 1\n  |\n2 | 8/8/8/8/8/2G5/8/K7\n  | ^^^^^^^^^^^^^^^^^^\n"
                .to_owned()
        )
    );
    std::fs::write(dir.path().join("fields.tex"), tex).expect("written");
    let out = run(
        &["translate", "--to", "latex-diagram", "fields.tex"],
        dir.path(),
        b"",
    );
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            tex.replace("Circe;Madrasi}\n\\twins", "Circe; Madrasi}\n\\twins"),
            String::new()
        )
    );
    let out = run(&["describe", "fields.tex"], dir.path(), b"");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "White: king a1, grasshopper c3. Black has no pieces. Composed by A. Composer. Stipulation: h^#3. Conditions: Circe, Madrasi. Twins: b) Circe;Madrasi.\n".to_owned(),
            String::new()
        )
    );
}

/// Finding 7: `\begin{diagram}` broken over two lines.
#[test]
fn a_begin_over_two_lines_is_a_diagram() {
    let dir = folder(&[(
        "broken.tex",
        "\\begin\n{diagram}\n\\pieces{wKa1}\n\\end{diagram}\n",
    )]);
    let out = run(&["describe", "broken.tex"], dir.path(), b"");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "White: king a1. Black has no pieces.\n".to_owned(),
            String::new()
        )
    );
}

/// Finding 8: a lone CR is no line end in olive's warnings.
#[test]
fn olive_warnings_count_lines_at_line_feeds() {
    let dir = folder(&[("cr.olv", "stipulation: x\r\r\rbad: [\n")]);
    let out = run(&["describe", "cr.olv"], dir.path(), b"");
    assert_eq!(
        outcome(&out),
        (
            Some(0),
            "White has no pieces. Black has no pieces. Stipulation: x.\n".to_owned(),
            "warning: cr.olv, line 1, column 1: the problem has no pieces\nwarning: cr.olv, line 2, column 1: the file is not well-formed (while parsing a node, did not find expected node content); what could be read is kept\n"
                .to_owned()
        )
    );
}
