//! The tests of reading files of records: each kind of file, its limits,
//! and that its entries are what the library's readers find.

use super::*;

fn read(bytes: &[u8]) -> (Vec<Result<Entry, Skipped>>, Reader<&[u8]>) {
    let mut r = Reader::new(bytes);
    let items = r.by_ref().map(|i| i.expect("no I/O error")).collect();
    (items, r)
}

fn lines(bytes: &[u8]) -> Vec<(usize, String)> {
    read(bytes)
        .0
        .into_iter()
        .map(|e| {
            let e = e.expect("an entry");
            (e.line, e.text)
        })
        .collect()
}

#[test]
fn lines_of_records() {
    let (items, r) = read(b"# puzzles\n\nk7/8 w\r\n  \n#x\nK7\nk7/8 b \xe9t\xe9\n");
    assert_eq!(r.kind(), Some(FileKind::Lines));
    let got: Vec<(usize, String)> = items
        .into_iter()
        .map(|e| e.map(|e| (e.line, e.text)).unwrap())
        .collect();
    assert_eq!(
        got,
        [
            (3, "k7/8 w".to_owned()),
            (6, "K7".to_owned()),
            (7, "k7/8 b été".to_owned())
        ]
    );
    assert_eq!(r.windows_1252(), Some(7));
}

#[test]
fn byte_order_marks_and_utf16() {
    assert_eq!(lines(b"\xef\xbb\xbfk7 w\n"), [(1, "k7 w".to_owned())]);
    let mut le = vec![0xff, 0xfe];
    for u in "K7 b\r\nk7/8 \u{e9}\n".encode_utf16() {
        le.extend_from_slice(&u.to_le_bytes());
    }
    assert_eq!(
        lines(&le),
        [(1, "K7 b".to_owned()), (2, "k7/8 \u{e9}".to_owned())]
    );
    let mut be = vec![0xfe, 0xff];
    for u in "K7 b\n".encode_utf16() {
        be.extend_from_slice(&u.to_be_bytes());
    }
    assert_eq!(lines(&be), [(1, "K7 b".to_owned())]);
}

#[test]
fn long_lines_are_reported_and_passed_over() {
    let mut input = vec![b'x'; MAX_LINE * 3];
    input.extend_from_slice(b"\nK7\n");
    let (items, _) = read(&input);
    assert_eq!(
        items,
        [
            Err(Skipped::TooLong {
                line: 1,
                bytes: MAX_LINE * 3 + 1
            }),
            Ok(Entry {
                line: 2,
                text: "K7".into(),
                kind: EntryKind::Record { lines: Vec::new() }
            })
        ]
    );
}

#[test]
fn movetext_without_tags_is_pgn() {
    for first in [
        "1. e4 e5 2. Nf3 Nc6 *",
        "1.d4 d5",
        "12... Nf6 13. O-O",
        "1. Nf3",
        "1. Sf3 Sf6 2. g3 *",
        "1.Cf3 Cf6",
    ] {
        let text = format!("{first}\n");
        let (entries, r) = read(text.as_bytes());
        assert_eq!(r.kind(), Some(FileKind::Pgn), "{first}");
        assert_eq!(entries.len(), 1, "{first}");
    }
    for line in [
        "1......./8/8/8/8/8/8/8",
        "1.k6",
        "1. hello",
        "8/8/8/8/8/8/8/8 w - -",
    ] {
        let text = format!("{line}\n");
        let (_, r) = read(text.as_bytes());
        assert_eq!(r.kind(), Some(FileKind::Lines), "{line}");
    }
}

#[test]
fn pgn_games() {
    let input = br#"% exported
[Event "Study \"A\""]
[White "Reti"]
[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]
[SetUp "1"]

1. Ka2 {a comment
[%clk 0:01:00] that spans lines} Kg2 1-0

[Event "Two"]
[Result "*"]
*
[Event "Headers only"]

[Event "Headers only too"]
"#;
    let (items, r) = read(input);
    assert_eq!(r.kind(), Some(FileKind::Pgn));
    let games: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].line, 4);
    assert_eq!(games[0].text, "8/8/8/8/8/8/8/K6k w - - 0 1");
    assert_eq!(games[0].tag("Event"), Some("Study \"A\""));
    assert_eq!(
        games[0].kind,
        EntryKind::Game {
            tags: vec![
                ("Event".into(), "Study \"A\"".into()),
                ("White".into(), "Reti".into()),
                ("FEN".into(), "8/8/8/8/8/8/8/K6k w - - 0 1".into()),
                ("SetUp".into(), "1".into()),
            ],
            movetext: "1. Ka2 {a comment\n[%clk 0:01:00] that spans lines} Kg2 1-0".into(),
            movetext_line: 7,
            pgn: "[Event \"Study \\\"A\\\"\"]\n[White \"Reti\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Ka2 {a comment\n[%clk 0:01:00] that spans lines} Kg2 1-0".into(),
            pgn_line: 2,
            pgn_column: 1,
        }
    );
    assert_eq!((games[1].line, games[1].text.as_str()), (10, START_FEN));
    assert_eq!(games[2].tag("Event"), Some("Headers only"));
    assert_eq!(games[2].line, 13);
    assert_eq!(games[3].tag("Event"), Some("Headers only too"));
}

#[test]
fn a_game_of_too_many_tags_or_too_long_is_its_own_problem() {
    let mut input = String::new();
    for i in 0..MAX_TAGS + 5 {
        input.push_str(&format!("[Tag{i} \"{i}\"]\n"));
    }
    input.push_str("\n1. e4 *\n\n[Event \"next\"]\n\n1. d4 *\n");
    let (items, _) = read(input.as_bytes());
    assert_eq!(items.len(), 2);
    assert_eq!(items[0], Err(Skipped::TooManyTags { line: MAX_TAGS + 1 }));
    let next = items[1].clone().expect("the next game");
    assert_eq!(next.tag("Event"), Some("next"));
    assert_eq!(next.line, MAX_TAGS + 9);

    let line = format!("1. e4 {{{}}}\n", "x".repeat(1000));
    let mut input = String::from("[Event \"long\"]\n\n");
    let lines = MAX_MOVETEXT / line.len() + 1;
    for _ in 0..lines {
        input.push_str(&line);
    }
    input.push_str("\n[Event \"short\"]\n\n1. d4 *\n");
    let (items, _) = read(input.as_bytes());
    assert_eq!(items.len(), 2);
    // The line where the kept text passes the limit.
    let kept = MAX_MOVETEXT - "[Event \"long\"]\n\n".len();
    assert_eq!(
        items[0],
        Err(Skipped::GameTooLong {
            line: 3 + kept / line.len()
        })
    );
    assert_eq!(items[1].clone().unwrap().tag("Event"), Some("short"));
}

#[test]
fn lichess_puzzle_csv() {
    let input = b"PuzzleId,FEN,Moves,Rating,Themes\n\
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6,1760,\"mate mateIn2\"\n\
bad,row\n";
    let (items, r) = read(input);
    assert_eq!(r.kind(), Some(FileKind::Csv));
    let first = items[0].clone().unwrap();
    assert_eq!(first.line, 2);
    assert_eq!(
        first.text,
        "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17"
    );
    assert_eq!(first.tag("Themes"), Some("mate mateIn2"));
    assert_eq!(first.tag("PuzzleId"), Some("00sHx"));
    assert_eq!(
        items[1],
        Err(Skipped::Columns {
            line: 3,
            found: 2,
            expected: 5
        })
    );
}

#[test]
fn trap_01_csv_header_in_any_case_and_separator() {
    for input in [
        "number,fen,solution\n1,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n",
        "Number;Fen;Solution\n1;8/8/8/8/8/8/8/K6k w - - 0 1;Ka2\n",
        "# a book\nnumber\tFEN\tsolution\n1\t8/8/8/8/8/8/8/K6k w - - 0 1\tKa2\n",
        "id,epd\n1,\"8/8/8/8/8/8/8/K6k w - -\"\n",
    ] {
        let (items, r) = read(input.as_bytes());
        assert_eq!(r.kind(), Some(FileKind::Csv), "{input}");
        assert_eq!(items.len(), 1, "{input}");
        let row = items[0].clone().unwrap();
        assert!(row.text.starts_with("8/8/8/8/8/8/8/K6k w - -"), "{input}");
        assert_eq!(row.tags()[0].1, "1");
    }
}

#[test]
fn trap_01_csv_without_a_record_column_reads_no_row() {
    let input = b"number,position fen,solution\n\
1,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,e4\n\
2,8/8/8/8/8/8/8/K6k w - - 0 1,Ka2\n";
    let (items, r) = read(input);
    assert_eq!(r.kind(), Some(FileKind::Csv));
    assert_eq!(items, vec![Err(Skipped::NoRecordColumn { line: 1 })]);
    // A title with a comma over a record is no header.
    let (items, r) = read(b"Smith, 1966\n8/8/8/8/8/8/8/K6k w - - 0 1\n");
    assert_eq!(r.kind(), Some(FileKind::Lines));
    assert_eq!(
        record_lines(&items[0].clone().unwrap()),
        [("title", "Smith, 1966")]
    );
}

fn record_lines(e: &Entry) -> Vec<(&str, &str)> {
    e.tags()
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

#[test]
fn prose_is_passed_over_and_headings_and_solutions_belong_to_records() {
    let file = "Mate in two\n\
                White to move and mate in two moves in every position.\n\
                \n\
                Lindqvist vs Moreau, Rotterdam 1987\n\
                5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1\n\
                1. Qd3+ Ke1 2. Qe2#\n\
                \n\
                Okafor vs Brandt, Lagos 1994\n\
                8/5R2/2Q5/8/8/1k2p3/8/6K1 w - - 0 1\n\
                1. Rb7+ Ka3\n\
                2. Qa6#\n\
                Varga vs Nilsen, Budapest 1971\n\
                \n\
                3R4/k7/8/2R5/K7/8/8/2B5 w - - 0 1\n\
                hello have a nice day w - - 0 1\n";
    let (items, r) = read(file.as_bytes());
    assert_eq!(r.kind(), Some(FileKind::Lines));
    let entries: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
    assert_eq!(entries.len(), 3);
    assert_eq!(
        (entries[0].line, entries[0].text.as_str()),
        (5, "5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1")
    );
    assert_eq!(
        record_lines(&entries[0]),
        [
            ("title", "Lindqvist vs Moreau, Rotterdam 1987"),
            ("solution", "1. Qd3+ Ke1 2. Qe2#")
        ]
    );
    assert_eq!(
        record_lines(&entries[1]),
        [
            ("title", "Okafor vs Brandt, Lagos 1994"),
            ("solution", "1. Rb7+ Ka3 2. Qa6#")
        ]
    );
    // A blank line between heading and record: the heading is not its.
    assert_eq!(record_lines(&entries[2]), []);
    assert_eq!(entries[2].line, 14);
    let passed = r.passed_over().expect("lines passed over");
    assert_eq!(
        (passed.lines, passed.first, passed.titles, passed.solutions),
        (9, 1, 2, 2)
    );
}

#[test]
fn a_file_of_records_alone_passes_nothing_over() {
    let (items, r) = read(b"k7\n\n# note\n8/8/8/8/8/8/8/8 w\n");
    assert_eq!(items.len(), 2);
    assert_eq!(r.passed_over(), None);
}

#[test]
fn grids_are_records_in_any_style() {
    // Eight lines of eight, two grids apart, `.`, `-` and `x` empty,
    // German letters kept as written.
    let plain = "ks......\n\
                 ........\n\
                 .K......\n\
                 --------\n\
                 xxxxxxxx\n\
                 ........\n\
                 ........\n\
                 .......D\n\
                 \n\
                 rnbqkbnr\npppppppp\n........\n........\n....P...\n........\nPPPP.PPP\nRNBQKBNR\n";
    assert_eq!(
        lines(plain.as_bytes()),
        [
            (1, "ks6/8/1K6/8/8/8/8/7D".to_owned()),
            (
                10,
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".to_owned()
            )
        ]
    );
    // python-chess's print(board).
    let python = "r . b q k b . r\np p p p . Q p p\n. . n . . n . .\n. . . . p . . .\n\
                  . . B . P . . .\n. . . . . . . .\nP P P P . P P P\nR N B . K . N R\n";
    assert_eq!(
        lines(python.as_bytes()),
        [(
            1,
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR".to_owned()
        )]
    );
    // Stockfish's `d`: boxes, rank numbers, file letters, and the lines
    // after it passed over.
    let mut stockfish = String::from("\n +---+---+---+---+---+---+---+---+\n");
    for (rank, row) in [
        "r n b q k b n r",
        "p p p p p p p p",
        "",
        "",
        "",
        "",
        "P P P P P P P P",
        "R N B Q K B N R",
    ]
    .iter()
    .enumerate()
    {
        let cells: Vec<&str> = if row.is_empty() {
            vec![" "; 8]
        } else {
            row.split(' ').collect()
        };
        stockfish.push_str(&format!(" | {} | {}\n", cells.join(" | "), 8 - rank));
        stockfish.push_str(" +---+---+---+---+---+---+---+---+\n");
    }
    stockfish.push_str("   a   b   c   d   e   f   g   h\n\nFen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nKey: 8F8F01D4562F59FB\nCheckers:\n");
    let (items, r) = read(stockfish.as_bytes());
    let entries: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0].line, entries[0].text.as_str()),
        (3, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
    );
    assert_eq!(r.passed_over().map(|p| p.lines), Some(3));
    // Words of one length are no grid.
    let (items, r) = read(b"Black\nWhite\nAdams\nTorre\n");
    assert!(items.is_empty());
    assert_eq!(r.passed_over().map(|p| p.lines), Some(4));
}

#[test]
fn pgn_as_chessbase_and_websites_write_it() {
    // A blank line inside the tags; all tags on one line; words before
    // the first game; `%` escapes and `;` comments.
    let input = "Downloaded from a website\n\
                 on a rainy day\n\
                 [Event \"A\"]\n\
                 \n\
                 [Date \"2017.12.04\"]\n\
                 [White \"X\"]\n\
                 \n\
                 1. e4 e5 ; a comment\n\
                 % an escape\n\
                 2. Nf3 0-1\n\
                 \n\
                 [Event \"B\"] [White \"Y\"] [Black \"Z\"]\n\
                 \n\
                 1. d4 *\n";
    let (items, r) = read(input.as_bytes());
    assert_eq!(r.kind(), Some(FileKind::Pgn));
    let games: Vec<Entry> = items.into_iter().map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].tags(),
        [
            ("Event".to_owned(), "A".to_owned()),
            ("Date".to_owned(), "2017.12.04".to_owned()),
            ("White".to_owned(), "X".to_owned())
        ]
    );
    assert_eq!(games[1].tag("Black"), Some("Z"));
    assert_eq!(r.passed_over().map(|p| (p.lines, p.first)), Some((2, 1)));
    // The library's reader finds the same two games.
    let library: Vec<_> = crate::games::read_games(input).collect();
    assert_eq!(library.len(), 2);
    assert_eq!(library[0].as_ref().unwrap().tag("White"), Some("X"));
    // A file the caller knows is PGN is PGN whatever its first line.
    let text = "Games of the match, round 1\n1. e4 e5 *\n";
    let mut reader = Reader::of_kind(text.as_bytes(), FileKind::Pgn);
    let games: Vec<_> = reader.by_ref().map(|e| e.unwrap().unwrap()).collect();
    assert_eq!(reader.kind(), Some(FileKind::Pgn));
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].line, 2);
}

#[test]
fn tag_pairs() {
    let pair = |line: &str| crate::games::tag_pair(line).map(|(n, v, _)| (n, v));
    assert_eq!(
        pair(r#"White "A \"B\" \\C"]"#),
        Some(("White".into(), r#"A "B" \C"#.into()))
    );
    assert_eq!(pair("White"), Some(("White".into(), String::new())));
    assert_eq!(pair(" \"x\"]"), None);
    assert_eq!(pair(r#"Site "x""#), Some(("Site".into(), "x".into())));
}

/// The command line's reader and the library's readers are one reader per
/// format: on any text they find the same games and the same rows.
mod agree {
    use super::*;
    use crate::games::{Game, GameError, Puzzle, PuzzleReader, read_game, read_games};
    use proptest::prelude::*;

    /// The games `Reader` finds, each read as the command line reads it.
    fn games_of_reader(text: &str) -> Vec<Result<Game, GameError>> {
        let mut out = Vec::new();
        for entry in Reader::new(text.as_bytes()) {
            let entry = entry.unwrap().unwrap();
            let EntryKind::Game {
                pgn,
                pgn_line,
                pgn_column,
                ..
            } = &entry.kind
            else {
                panic!("not a game: {entry:?}");
            };
            match read_game(pgn, *pgn_line, *pgn_column, out.len() + 1) {
                Ok(Some(game)) => out.push(Ok(game)),
                Ok(None) => panic!("an entry without a game: {pgn:?}"),
                Err(e) => out.push(Err(e)),
            }
        }
        out
    }

    #[test]
    fn the_read_games_example_is_two_games_to_both() {
        let pgn = "[Event \"Casual\"]\n\n1. e4 e5 2. Nf3 1-0\n\n1. d4 *\n";
        let library: Vec<_> = read_games(pgn).collect();
        assert_eq!(library.len(), 2);
        assert!(library.iter().all(Result::is_ok));
        assert_eq!(games_of_reader(pgn), library);
        // A game may begin on the line where the one before ended.
        let pgn = "[Event \"A\"] 1. e4 e5 1-0 [Event \"B\"] 1. d4 *\n";
        let library: Vec<_> = read_games(pgn).collect();
        assert_eq!(library.len(), 2);
        assert_eq!(games_of_reader(pgn), library);
    }

    #[test]
    fn a_quoted_field_may_hold_a_line_break() {
        let csv = "PuzzleId,FEN,Moves,Themes\n\
                   \"a\nb\",8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,\"x, \"\"y\"\"\"\n\
                   c,8/8/8/8/8/8/8/K6k b - - 0 1,h1h2 a1a2,z\n";
        let entries: Vec<_> = Reader::new(csv.as_bytes())
            .map(|e| e.unwrap().unwrap())
            .collect();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].line, 2);
        assert_eq!(entries[1].line, 4);
        let EntryKind::Row { columns } = &entries[0].kind else {
            panic!("not a row");
        };
        assert_eq!(columns[0], ("PuzzleId".to_owned(), "a\nb".to_owned()));
        assert_eq!(columns[3], ("Themes".to_owned(), "x, \"y\"".to_owned()));
        let puzzles: Vec<_> = PuzzleReader::new(csv.as_bytes())
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(puzzles.len(), 2);
        assert_eq!(puzzles[0].id(), "a\nb");
    }

    /// A piece of PGN: tags, moves, results, comments, escapes, blanks.
    fn pgn_piece() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "[Event \"A\"]",
            "[Site \"x ] y\"]",
            "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]",
            "[White \"Q \\\"q\\\"\"]",
            "1. e4",
            "e5",
            "2. Nf3",
            "2...Nc6",
            "1. d4 d5",
            "1. Ka2",
            "Kh2",
            "1-0",
            "0-1",
            "1/2-1/2",
            "*",
            "{a comment",
            "}",
            "{[Event \"in a comment\"]}",
            "; a line comment",
            "%escape",
            "(1. c4 c5)",
            "$1",
            "\n",
            "\n\n",
            " ",
            "\r\n",
        ])
    }

    /// A CSV field: plain, or quoted with commas, quotes and line breaks.
    fn csv_field() -> impl Strategy<Value = String> {
        prop::collection::vec(
            prop::sample::select(vec!["a", "b c", ",", "\"", "\n", "\r\n", "é", ";"]),
            0..5,
        )
        .prop_map(|parts| {
            let text: String = parts.concat();
            if text.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", text.replace('"', "\"\""))
            } else {
                text
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn the_two_readers_find_the_same_games(
            pieces in prop::collection::vec(pgn_piece(), 1..24),
            seps in prop::collection::vec(prop::sample::select(vec![" ", "\n", ""]), 24),
        ) {
            let mut text = String::from("[Event \"First\"]\n");
            for (piece, sep) in pieces.iter().zip(&seps) {
                text.push_str(piece);
                text.push_str(sep);
            }
            let library: Vec<_> = read_games(&text).collect();
            prop_assert_eq!(games_of_reader(&text), library, "{:?}", text);
        }

        #[test]
        fn the_two_readers_find_the_same_rows(
            rows in prop::collection::vec((csv_field(), csv_field(), any::<bool>()), 0..8),
        ) {
            let mut text = String::from("PuzzleId,FEN,Moves,Themes\n");
            for (id, themes, blank) in &rows {
                text.push_str(&format!("{id},8/8/8/8/8/8/8/K6k b - - 0 1,h1h2 a1a2,{themes}\n"));
                if *blank {
                    text.push('\n');
                }
            }
            // The library's puzzles, and the command line's: its rows made
            // puzzles as `batch` makes them.
            let puzzles: Vec<Puzzle> = PuzzleReader::new(text.as_bytes())
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            let entries: Vec<Puzzle> = Reader::new(text.as_bytes())
                .enumerate()
                .map(|(i, e)| {
                    let e = e.unwrap().unwrap();
                    let EntryKind::Row { columns } = e.kind else {
                        panic!("not a row");
                    };
                    let (header, values): (Vec<String>, Vec<String>) = columns.into_iter().unzip();
                    Puzzle::from_row(&header, values, e.line as u64, i + 1).unwrap()
                })
                .collect();
            prop_assert_eq!(entries.len(), rows.len());
            prop_assert_eq!(format!("{entries:?}"), format!("{puzzles:?}"), "{:?}", text);
        }
    }
}
