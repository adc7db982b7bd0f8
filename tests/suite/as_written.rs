//! Text as people write it (issue 49): the records the seeds write on the
//! command line, a record that starts with `-`, PGN as old books and
//! websites write it (each end position the one python-chess plays to),
//! prose after a game, Markdown links and pictures, CSV without a header,
//! and the keys of note-taking apps' blocks.

use crate::common::{run, stderr};

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Short and empty ranks, `.` keeps, `-` holes and `?`: a word of these is
/// a record; a number alone or a folder is not.
#[test]
fn the_seeds_short_records_are_records() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &["translate", "--base", "START", "..../....1", "--to", "de"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "tsldklst/bbbb1bbb/8/8/8/8/BBBBBBBB/TSLDKLST\n");
    let o = run(&["translate", "8//8"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The empty rank keeps its eight squares.
    assert_eq!(stdout(&o), "8/......../8\n");
    for word in ["8", "..", "./", "hello"] {
        let o = run(&["translate", word], dir.path(), b"");
        assert_eq!(o.status.code(), Some(1), "{word}");
        assert_eq!(
            stderr(&o),
            format!(
                "error: `{word}` is neither a file nor a record\n  = hint: to draw `{word}` as a record, give --record\n"
            )
        );
    }
}

/// A neutral piece or a hole first (`-k7`) is a record among the options
/// and after `--`; a word that reads as a long option needs `--`, and the
/// error says so; a mistyped option is still one.
#[test]
fn a_record_may_begin_with_a_dash() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["translate", "-k7"][..],
        &["translate", "--", "-k7"],
        &["translate", "--to", "de", "--", "-k7"],
    ] {
        let o = run(args, dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), "-k7\n", "{args:?}");
    }
    let o = run(&["render", "-k7", "-o", "k.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(dir.path().join("k.svg").is_file());
    let o = run(&["translate", "--k6"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `--k6` is not an option of this command (see --help)\n  = hint: if `--k6` is a record, put `--` before it: `-- --k6`\n"
    );
    let o = run(&["translate", "--", "--k6"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "--k6\n");
    let o = run(&["translate", "-x"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `-x` is not an option of this command (see --help)\n"
    );
    let o = run(&["translate", "--", "-x"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: `-x` is neither a file nor a record\n  = hint: to draw `-x` as a record, give --record\n"
    );
}

/// The end position of a game, as `translate --at end` gives it.
fn end_of(pgn: &str) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("g.pgn"), pgn).unwrap();
    let o = run(&["translate", "--at", "end", "g.pgn"], dir.path(), b"");
    (o.status.code(), stdout(&o), stderr(&o))
}

/// Placement, side to move and move number of a FEN (python-chess leaves
/// out an en-passant square no pawn can take).
fn board_side_number(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    format!("{} {} {}", f[0], f[1], f[5])
}

/// Each slip of old books and websites, and every other evaluation sign and
/// NAG spelling, against the end position python-chess 1.11 plays to.
#[test]
fn pgn_slips_end_where_python_chess_ends() {
    let cases = [
        (
            "[Event \"a\"]\n[Result \"1/2\"]\n\n1.e4 e5 2.Nf3 Nc6 1/2\n",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        ),
        (
            "[Event \"b\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O 5. ...Be7 6. Re1 *\n",
            "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 5 6",
        ),
        (
            "[Event \"c\"]\n\n1.e4 1..e5 2.Nf3 2..Nc6 *\n",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        ),
        (
            "[Event \"d\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5= 4.c3 Nf6 *\n",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5",
        ),
        (
            "[Event \"e\"]\n\n1.e4 e5 2.a4*\n",
            "rnbqkbnr/pppp1ppp/8/4p3/P3P3/8/1PPP1PPP/RNBQKBNR b KQkq - 0 2",
        ),
        (
            "[Event \"g\"]\n\n1.e4 +- e5 -+ 2.Nf3 += Nc6 =+ 3.Bb5 \u{221e} a6 \u{b1} 4.Ba4 \u{2213} Nf6 \u{2a72} 5.O-O \u{2a71} Be7 N 6.Re1 TN b5 ?! 7.Bb3 !? d6 \u{25a1} 8.c3 *\n",
            "r1bqk2r/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 b kq - 0 8",
        ),
    ];
    for (pgn, python_chess) in cases {
        let (code, out, err) = end_of(pgn);
        assert_eq!(code, Some(0), "{pgn}{err}");
        assert_eq!(err, "", "{pgn}");
        assert_eq!(
            board_side_number(&out),
            board_side_number(python_chess),
            "{pgn}"
        );
    }
}

/// A `}` that closes no comment is passed over with a warning and the
/// game goes on (python-chess plays on too); it starts no second record.
#[test]
fn a_stray_brace_is_passed_over() {
    let (code, out, err) = end_of("[Event \"e\"]\n\n1.e4 {good} } e5 2.Nf3 Nc6 *\n");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
    );
    assert_eq!(
        err,
        "warning: g.pgn, line 3, column 13: a `}` that closes no comment is passed over; the game goes on after it\n"
    );
}

/// Prose after an embedded game ends the game at its last move with one
/// note, with or without a result; it starts no second game.
#[test]
fn prose_after_a_game_ends_it() {
    let dir = tempfile::tempdir().unwrap();
    let game = "# Read me\n\n[Event \"h\"]\n\n1.e4 e5 2.Nf3 Nc6";
    let prose = "\n\n1.Select a square on the board.\n2.Then click.\n";
    for (result, note) in [
        (
            " *",
            "note: r.md: 2 lines are not records (headings, moves, prose; the first is line 7) and were passed over\n",
        ),
        (
            "",
            "note: r.md, line 7, column 3: the game ends at its last move: the text after it is prose and is passed over\n",
        ),
    ] {
        std::fs::write(dir.path().join("r.md"), format!("{game}{result}{prose}")).unwrap();
        let o = run(&["translate", "--at", "end", "r.md"], dir.path(), b"");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(
            stdout(&o),
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
        );
        assert_eq!(stderr(&o), note);
    }
}

/// Links, pictures, badges, HTML tags, URLs and paths at the start of a
/// line are prose, around games and around records alike.
#[test]
fn links_and_pictures_are_prose() {
    let dir = tempfile::tempdir().unwrap();
    let prose = "[![Build](https://img.shields.io/badge/build-passing-green.svg)](https://ci.example.org)\n![board](images/board.png)\n[Docs](https://example.org/docs/a/b/c)\n[label]: https://example.org/x\n<img src=\"a/b/c.png\" alt=\"x\">\n<br/>\nhttps://example.org/a/b/c/d/e/f/g/h\nsrc/games/stream.rs\n";
    std::fs::write(dir.path().join("p.md"), format!("# Title\n\n{prose}")).unwrap();
    let o = run(&["translate", "p.md"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let text = format!("{prose}\n[Event \"x\"]\n\n1.e4 e5 *\n\n{prose}\n[Event \"y\"]\n\n1.d4 *\n");
    std::fs::write(dir.path().join("g.md"), text).unwrap();
    let o = run(&["translate", "--at", "end", "g.md"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\nrnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1\n"
    );
    assert_eq!(
        stderr(&o),
        "note: g.md: 16 lines are not records (headings, moves, prose; the first is line 1) and were passed over\n"
    );
}

/// Rows of a number, a FEN and UCI moves without a header: one diagram a
/// row, from the column that holds the record.
#[test]
fn csv_without_a_header_is_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let rows = "1,r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3,f1b5 a7a6\n2,\"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\",d1d8\n";
    std::fs::write(dir.path().join("rows.csv"), rows).unwrap();
    let o = run(&["translate", "rows.csv"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    assert_eq!(
        stdout(&o),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\n"
    );
    let o = run(
        &["batch", "rows.csv", "-o", "out", "--format", "svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(dir.path().join("out/0002.svg").is_file());
}

/// Obsidian's `flipBoard: true` and Logseq's `lastMove: f1 b5` draw what
/// `flip` and `last-move: f1b5` draw, in a Markdown document and through
/// the engine other programs embed.
#[test]
fn note_taking_keys_read_as_their_plugins_mean_them() {
    let dir = tempfile::tempdir().unwrap();
    let fen = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let doc = |keys: &str| format!("# A\n\n```fen\nfen: {fen}\n{keys}\n```\n");
    std::fs::write(
        dir.path().join("a.md"),
        doc("flipBoard: true\nlastMove: f1 b5"),
    )
    .unwrap();
    std::fs::write(dir.path().join("b.md"), doc("flip: yes\nlast-move: f1b5")).unwrap();
    let a = run(&["markdown", "a.md", "--inline-svg"], dir.path(), b"");
    let b = run(&["markdown", "b.md", "--inline-svg"], dir.path(), b"");
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    assert_eq!(stderr(&a), "");
    let svg = |o: &std::process::Output| {
        let text = stdout(o);
        let start = text.find("<div").expect("a diagram");
        text[start..].to_owned()
    };
    assert_eq!(svg(&a), svg(&b));
    let mut engine = forsythe::host::Engine::new("en");
    let block = |keys: &str| format!("{fen}\n{keys}\n");
    let a = engine
        .draw_block(
            &block("flipBoard: true\nlastMove: f1 b5"),
            &[],
            forsythe::render::Format::Svg,
        )
        .expect("drawn");
    let b = engine
        .draw_block(
            &block("flip: yes\nlast-move: f1b5"),
            &[],
            forsythe::render::Format::Svg,
        )
        .expect("drawn");
    assert!(a.bytes == b.bytes);
}

/// The annotation items of the plugin, `key: value` lines before a game's
/// tags, and an empty ```` ```chess ```` block (the start position; an
/// empty ```` ```fen ```` block is still an error), in a Markdown document.
#[test]
fn plugin_blocks_in_a_markdown_document() {
    let dir = tempfile::tempdir().unwrap();
    let doc = "# T\n\n```chess\n```\n\n```chess\norientation: black\nannotations: !!f8 ??a7 ?e4 !?d8 ?!c3 Fe8 Hf7/r\n[Event \"x\"]\n\n1. e4 e5\n```\n";
    std::fs::write(dir.path().join("n.md"), doc).unwrap();
    let o = run(&["markdown", "n.md", "--images", "img"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let out = stdout(&o);
    assert!(out.contains("![White to move. White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1, knights b1 and g1, pawns a2, b2, c2, d2, e2, f2, g2 and h2."), "{out}");
    assert!(
        out.contains("pawns a2, b2, c2, d2, e4, f2, g2 and h2."),
        "{out}"
    );
    let mut svgs: Vec<String> = std::fs::read_dir(dir.path().join("img"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    svgs.sort_by_key(String::len);
    let game = svgs.last().expect("two diagrams");
    // Six rings in the colours of their qualities, the red tint on f7.
    for colour in [
        "#1baca6", "#ca3431", "#e6912c", "#5c8bb0", "#f7c631", "#888888",
    ] {
        assert!(game.contains(&format!("stroke=\"{colour}\"")), "{colour}");
    }
    assert_eq!(game.matches("<circle").count(), 6);
    std::fs::write(dir.path().join("e.md"), "```fen\n```\n").unwrap();
    let o = run(&["markdown", "e.md", "--images", "img"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: the diagram block is empty"),
        "{}",
        stderr(&o)
    );
}

/// The service reads the plugin's camelCase keys as the block does.
#[test]
fn the_service_reads_flip_board_and_last_move() {
    use std::io::{Read, Write};
    let (mut child, addr, _, _lines) = crate::common::serve(&[]);
    let get = |query: &str| {
        let mut s = std::net::TcpStream::connect(&addr).expect("connects");
        write!(
            s,
            "GET /diagram.svg?fen=r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R&{query} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut all = Vec::new();
        let _ = s.read_to_end(&mut all);
        let text = String::from_utf8_lossy(&all).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").expect("a head");
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        body.to_owned()
    };
    let plugin = get("flipBoard=true&lastMove=f1%20b5");
    let ours = get("flip=yes&last-move=f1b5");
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(plugin, ours);
    assert!(plugin.contains("<svg"));
}
