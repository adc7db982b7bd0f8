//! Text as people write it: positions among headings, sentences and moves;
//! boards drawn as grids; ranks written with spaces; PGN as ChessBase and
//! websites write it (issue 26).

use crate::common;

use std::path::Path;

use common::{run, stderr};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/records");

fn manifest(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).expect("a manifest");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The batch's manifest in `dir/out` lists the lines marked as records in
/// `lines`, each drawn, and nothing else.
fn only_records_drawn(dir: &Path, lines: &[(&str, bool)], err: &str) {
    let expected: Vec<u64> = lines
        .iter()
        .enumerate()
        .filter(|(_, (_, record))| *record)
        .map(|(i, _)| i as u64 + 1)
        .collect();
    let m = manifest(&dir.join("out/manifest.json"));
    assert_eq!(drawn_lines(&m), expected, "{err}");
    assert_eq!(m["records"].as_array().unwrap().len(), expected.len());
}

/// The lines of the records a batch drew, in order.
fn drawn_lines(manifest: &serde_json::Value) -> Vec<u64> {
    manifest["records"]
        .as_array()
        .expect("records")
        .iter()
        .filter(|r| r["outputs"].as_array().is_some_and(|o| !o.is_empty()))
        .map(|r| r["line"].as_u64().expect("a line"))
        .collect()
}

#[test]
fn a_word_that_names_no_file_is_an_error_not_a_board_of_question_marks() {
    let dir = tempfile::tempdir().unwrap();
    for input in ["nosuchfile", "hello have a nice day w - - 0 1", "Havana"] {
        let o = run(&["render", input, "-o", "a.png"], dir.path(), b"");
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{input}: {err}");
        assert_eq!(
            err,
            format!(
                "error: `{input}` is neither a file nor a record\n  = hint: to draw `{input}` as a record, give --record\n"
            )
        );
        assert!(!dir.path().join("a.png").exists(), "{input}");
    }
    // A one-rank record is still one, and --record draws any text.
    let o = run(&["render", "k7", "-o", "a.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(
        &["render", "--record", "nosuchfile", "-o", "b.png"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(dir.path().join("b.png").exists());
}

#[test]
fn one_piece_code_of_a_named_problem_notation_is_a_record() {
    // In a problem notation one code is a whole record: a neutral knight in
    // YACPDB's, an orphan or a 3:7-leaper on a rank of Popeye's.
    let dir = tempfile::tempdir().unwrap();
    for (from, text, want) in [
        ("yacpdb", "(!S)", "-n\n"),
        ("yacpdb", "S", "N\n"),
        ("popeye", "O63", "*3P7/8/8/8/8/8/8/8\n"),
        ("popeye", ".3763", "*1B7/8/8/8/8/8/8/8\n"),
    ] {
        let o = run(
            &["translate", "--from", from, "--to", "ffen", "--", text],
            dir.path(),
            b"",
        );
        assert_eq!(o.status.code(), Some(0), "{text}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{text}");
        assert_eq!(stdout(&o), want, "{text}");
    }
    // Without a problem notation named, a single letter is a word.
    let o = run(&["describe", "S"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: `S` is neither a file nor a record"));
}

/// A collection as published: a heading, the position, the solution.
#[test]
fn a_mate_in_two_collection_is_one_diagram_a_puzzle_with_its_heading_and_solution() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(DATA).join("mate-in-two.txt");
    let o = run(
        &[
            "batch",
            file.to_str().unwrap(),
            "-o",
            "out",
            "--format",
            "svg",
            "--name",
            "{n:02}",
            "--latex",
            "book.tex",
        ],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let notes: Vec<&str> = err.lines().filter(|l| l.starts_with("note:")).collect();
    assert_eq!(
        notes,
        [format!(
            "note: {}: 26 lines are not records (headings, moves, prose; the first is line 1) and were passed over; \
             the line of text above a record is its {{title}} (12), the moves below it its {{solution}} (12)",
            file.display()
        )]
    );
    assert!(!err.contains("warning:"), "{err}");
    let m = manifest(&dir.path().join("out/manifest.json"));
    let records = m["records"].as_array().unwrap();
    assert_eq!(records.len(), 12);
    assert_eq!(
        drawn_lines(&m),
        [6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50]
    );
    assert_eq!(
        records[0]["data"],
        serde_json::json!({
            "title": "Lindqvist vs Moreau, Rotterdam 1987",
            "solution": "1. Qd3+ Ke1 2. Qe2#"
        })
    );
    assert_eq!(records[11]["data"]["title"], "Novák vs Ruiz, Brno 2019");
    assert_eq!(records[11]["id"], "Novák vs Ruiz, Brno 2019");
    let book = std::fs::read_to_string(dir.path().join("book.tex")).unwrap();
    assert!(
        book.contains(
            "\\forsythediagram{out/01.svg}{1. Lindqvist vs Moreau, Rotterdam 1987}{0.45\\linewidth}\n\
             \\forsythesolution{1}{1. Qd3+ Ke1 2. Qe2\\#}\n"
        ),
        "{book}"
    );
}

#[test]
fn the_heading_and_the_solution_fill_captions_and_problem_lines() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("one.txt"),
        "Lindqvist vs Moreau, Rotterdam 1987\n\
         5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1\n\
         1. Qd3+ Ke1 2. Qe2#\n",
    )
    .unwrap();
    let o = run(
        &[
            "describe",
            "one.txt",
            "--source",
            "{title}",
            "--caption",
            "{solution}",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let words = stdout(&o);
    assert!(
        words.contains("Lindqvist vs Moreau, Rotterdam 1987")
            && words.contains("1. Qd3+ Ke1 2. Qe2#"),
        "{words}"
    );
}

/// Both sides of the rule: records of every kind are drawn, prose of every
/// kind never is.
#[test]
fn no_prose_line_is_ever_drawn_and_every_record_is() {
    let lines = [
        ("Mate in two, from the club's winter tournament", false),
        (
            "Matt in zwei Zügen: Weiß zieht und setzt im zweiten Zug matt.",
            false,
        ),
        ("Les Blancs jouent et font mat en deux coups.", false),
        ("Il Bianco muove e dà scacco matto in due mosse.", false),
        ("Wit speelt en geeft mat in twee zetten.", false),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            true,
        ),
        ("1. Nf6+ gxf6 2. Bxf7#", false),
        ("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6", false),
        ("White vs Black, Havana 1966", false),
        ("--rnbk--/-pppppp-/8/8/-PPPPPP-/--RNBK--", true),
        ("games/round-1.pgn", false),
        ("puzzles.epd", false),
        ("r3k2r/8/......../8 w", true),
        (
            "rnbqkbnrrr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR w",
            true,
        ),
        ("2nd prize, Schwalbe 1966", false),
        ("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w", true),
        ("1-0", false),
        ("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT b", true),
        ("12/3/1966", false),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN? w KQkq - 0 1",
            true,
        ),
        ("Solution: 1.Qg4! Kxe5 2.Qd4#", false),
        ("hello have a nice day w - - 0 1", false),
        ("k7", true),
    ];
    let dir = tempfile::tempdir().unwrap();
    let text: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
    std::fs::write(dir.path().join("mixed.txt"), &text).unwrap();
    let o = run(
        &[
            "batch",
            "mixed.txt",
            "-o",
            "out",
            "--format",
            "svg",
            "--merge-digits",
        ],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    only_records_drawn(dir.path(), &lines, &err);
    assert!(
        err.contains("note: mixed.txt: 15 lines are not records (headings, moves, prose; the first is line 1) and were passed over"),
        "{err}"
    );
}

#[test]
fn nine_ranks_with_the_fields_of_standard_chess_warn() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "render",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/8 b KQkq e3 0 1",
            "-o",
            "nine.svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stderr(&o),
        "warning: the board has 9 ranks of 8 squares, but the fields after it are those of standard chess, \
         whose board has 8 ranks of 8: a rank too many or too few?\n \
         --> column 1\n  |\n  | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/8 b KQkq e3 0 1\n  \
         | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
    );
    // Eight ranks, and a fairy board with fields of its own: no warning.
    for record in [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "rnbqkbnrrr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR w - - 0 1",
        "8/8/8/8/8/8/8/8/8",
    ] {
        let o = run(
            &["render", "--merge-digits", record, "-o", "x.svg"],
            dir.path(),
            b"",
        );
        assert_eq!(stderr(&o), "", "{record}");
    }
}

#[test]
fn ranks_separated_by_spaces_give_one_hint_with_what_was_meant() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "translate",
            "rnbqkbnr pppppppp 8 8 4P3 8 PPPP1PPP RNBQKBNR b KQkq e3 0 1",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    let err = stderr(&o);
    assert_eq!(err.matches("warning").count(), 1, "{err}");
    assert!(
        err.starts_with(
            "warning: the 8 ranks are separated by spaces, not `/`; read as `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`\n"
        ),
        "{err}"
    );
}

#[test]
fn boards_drawn_as_grids_are_records_in_any_notation() {
    let dir = tempfile::tempdir().unwrap();
    // python-chess's print(board), on standard input.
    let python = "r . b q k b . r\np p p p . Q p p\n. . n . . n . .\n. . . . p . . .\n\
                  . . B . P . . .\n. . . . . . . .\nP P P P . P P P\nR N B . K . N R\n";
    let o = run(&["translate"], dir.path(), python.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR\n"
    );
    // Two German grids of eight lines, `-` and `x` empty, in a file.
    let grids = "ks------\nxxxxxxxx\n.K......\n........\n........\n........\n........\n.......D\n\n\
                 ....k...\n........\n....K...\n........\n........\n........\n........\nT.......\n";
    std::fs::write(dir.path().join("grids.txt"), grids).unwrap();
    let o = run(&["translate", "--from", "de", "grids.txt"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "kn6/8/1K6/8/8/8/8/7Q\n4k3/8/4K3/8/8/8/8/R7\n");
    // Stockfish's `d`, given as the argument of render.
    let mut d = String::from(" +---+---+---+---+---+---+---+---+\n");
    for (rank, row) in [
        "r|n|b|q|k|b|n|r",
        "p|p|p|p| |p|p|p",
        " | | | | | | | ",
        " | | | |p| | | ",
        " | | | |P| | | ",
        " | | | | |N| | ",
        "P|P|P|P| |P|P|P",
        "R|N|B|Q|K|B| |R",
    ]
    .iter()
    .enumerate()
    {
        let cells: Vec<String> = row.split('|').map(|c| format!(" {c} ")).collect();
        d.push_str(&format!(" |{}| {}\n", cells.join("|"), 8 - rank));
        d.push_str(" +---+---+---+---+---+---+---+---+\n");
    }
    d.push_str("   a   b   c   d   e   f   g   h\n\nFen: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n");
    let o = run(&["describe", &d], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("knights b1 and f3"), "{}", stdout(&o));
}

#[test]
fn sixty_four_squares_without_slashes_are_eight_ranks_with_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "translate",
            "--strict",
            "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/......../......../......../......../PPPPPPPP/RNBQKBNR\n"
    );
    assert!(
        stderr(&o).starts_with("note: 64 squares without `/`: read as 8 ranks of 8 squares\n"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn an_epd_operation_without_its_semicolon_ends_where_the_next_begins() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("suite.epd"),
        "6k1/5ppp/8/8/8/8/8/3R2K1 w - - bm Rd8# id \"p32\";\n\
         6k1/5ppp/8/8/8/8/8/2R3K1 w - - bm Rc8#; id \"p33\";\n",
    )
    .unwrap();
    let o = run(
        &[
            "batch",
            "suite.epd",
            "-o",
            "out",
            "--format",
            "svg",
            "--name",
            "{id}",
        ],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(dir.path().join("out/p32.svg").exists(), "{err}");
    assert!(dir.path().join("out/p33.svg").exists(), "{err}");
    assert!(
        err.contains(
            "warning: the EPD operation `bm` has no `;` before `id`; it ends there\n --> suite.epd, line 1, column 40\n"
        ),
        "{err}"
    );
    let m = manifest(&dir.path().join("out/manifest.json"));
    assert_eq!(m["records"][0]["data"]["bm"], "Rd8#");
    assert_eq!(m["records"][0]["data"]["id"], "p32");
}

/// The end position python-chess plays a ChessBase game with a blank line
/// in its tags, and a game with a null move, to.
#[test]
fn pgn_as_chessbase_and_websites_write_it_is_played_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("site.pgn"),
        "Games of the day, downloaded 2024-05-01\n\
         \n\
         [Event \"Club\"]\n\
         \n\
         [White \"Anna\"]\n\
         [Black \"Bert\"]\n\
         \n\
         1. e4 e5 2. Qh5 ; a threat\n\
         % an escape line\n\
         Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\
         \n\
         [Event \"Null\"] [White \"Cleo\"] [Black \"Dirk\"]\n\
         \n\
         1. e4 -- 2. d4 Z0 3. c4 *\n",
    )
    .unwrap();
    let o = run(
        &[
            "batch", "site.pgn", "-o", "out", "--format", "svg", "--at", "end",
        ],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let m = manifest(&dir.path().join("out/manifest.json"));
    let records = m["records"].as_array().unwrap();
    assert_eq!(records.len(), 2, "{err}");
    assert_eq!(
        records[0]["record"],
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    );
    assert_eq!(records[0]["data"]["White"], "Anna");
    assert_eq!(records[0]["data"]["Event"], "Club");
    assert_eq!(
        records[1]["record"],
        "rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq c3 0 3"
    );
    // render, one game of the file at its end.
    std::fs::write(
        dir.path().join("null.pgn"),
        "[Event \"Null\"]\n\n1. e4 Z0 2. d4 -- *\n",
    )
    .unwrap();
    let o = run(
        &["render", "null.pgn", "--at", "end", "-o", "end.svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("end.svg")).unwrap();
    assert!(
        svg.contains(">rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3</title>"),
        "{}",
        &svg[..300.min(svg.len())]
    );
}

/// The readings of issue 49 draw no line of ordinary text: links,
/// pictures, badges, HTML tags, URLs and paths on a line of their own,
/// sentences after a number, sentences with commas (no CSV row), `1/2`,
/// while the records among them (one with a `,` in an EPD comment, one
/// that starts with a hole) are drawn.
#[test]
fn links_pictures_and_sentences_draw_nothing() {
    let lines = [
        (
            "[![Build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example.org)",
            false,
        ),
        ("![The board after 12...Qh4](images/board-12.png)", false),
        ("[Read the rules](https://example.org/rules/a/b/c)", false),
        ("[rules]: https://example.org/rules", false),
        ("<img src=\"board.png\" alt=\"r1bqkbnr/pppp1ppp\">", false),
        ("<br/>", false),
        ("</div>", false),
        ("https://example.org/a/b/c/d/e/f/g/h", false),
        ("src/games/stream.rs", false),
        ("/usr/share/chess/8/8", false),
        ("./boards/k7", false),
        ("8/8/8/4k3/8/8/8/4K3 w - - bm Kd4; id \"king, pawn\";", true),
        ("1.Select a square on the board.", false),
        ("2.Then drag the piece, and drop it on e4.", false),
        ("White wins, Black draws, or nobody moves.", false),
        ("1/2", false),
        ("-k6/8/8/8/8/8/8/K7 w", true),
    ];
    let dir = tempfile::tempdir().unwrap();
    let text: String = lines.iter().map(|(l, _)| format!("{l}\n")).collect();
    std::fs::write(dir.path().join("readme.md"), &text).unwrap();
    let o = run(
        &["batch", "readme.md", "-o", "out", "--format", "svg"],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    only_records_drawn(dir.path(), &lines, &err);
    let (note, summary) = err.split_once('\n').expect("two lines");
    assert_eq!(
        note,
        "note: readme.md: 15 lines are not records (headings, moves, prose; the first is line 1) and were passed over; the line of text above a record is its {title} (2), the moves below it its {solution} (0)"
    );
    assert!(
        summary.starts_with("2 diagrams written, 0 failed, 0 warnings, in "),
        "{err}"
    );
}
