//! What a new user trips on: a file name given as INPUT, a pipe as the
//! output, one typo in one rank, folders that are missing or are files.

use crate::common;

use std::process::{Command, Stdio};

use common::{run, stderr};

const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn an_input_that_names_a_file_is_read_from_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("pos.fen"), format!("{SICILIAN}\n")).unwrap();
    let o = run(&["render", "pos.fen", "-o", "pos.svg"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = std::fs::read_to_string(dir.path().join("pos.svg")).unwrap();
    assert!(
        svg.contains(&format!("\">{SICILIAN}</title>")),
        "the record is the title"
    );

    // A PGN game: its position.
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Event \"Study\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n*\n",
    )
    .unwrap();
    let o = run(&["translate", "game.pgn", "--to", "de"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
    );
    let o = run(&["render", "game.pgn", "-o", "game.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // A file of two records is two for translate, too many for render.
    std::fs::write(dir.path().join("two.epd"), "k7/8 w\nK7/8 b\n").unwrap();
    let o = run(&["translate", "two.epd", "--to", "it"], dir.path(), b"");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "r7/8 w\nR7/8 b\n");
    let o = run(&["render", "two.epd", "-o", "x.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("line 2 holds another"),
        "{}",
        stderr(&o)
    );

    // --record draws the text itself, even when a file has that name.
    let o = run(&["translate", "--record", "pos.fen"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "p??.??n\n");
}

#[test]
fn a_missing_file_is_a_hint_not_a_diagram() {
    let dir = tempfile::tempdir().unwrap();
    for input in ["missing.fen", "games/missing.pgn", "puzzles.epd"] {
        let o = run(&["render", input, "-o", "x.png"], dir.path(), b"");
        assert_eq!(o.status.code(), Some(1), "{input}");
        assert_eq!(
            stderr(&o),
            format!(
                "error: there is no file {input}\n  = hint: to draw `{input}` as a record, give --record\n"
            )
        );
        assert!(!dir.path().join("x.png").exists());
    }
}

/// `-o /dev/stdout` in a pipe: the link names a pipe, which is written as
/// given, never replaced.
#[cfg(target_os = "linux")]
#[test]
fn a_pipe_or_device_named_as_the_output_is_written_as_given() {
    for path in ["/dev/stdout", "/proc/self/fd/1"] {
        let o = Command::new(crate::forsythe_exe())
            .args([
                "render",
                "8/8/8/4k3/8/8/8/4K3 w",
                "-o",
                path,
                "--format",
                "svg",
            ])
            .env("LANG", "C")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{path}: {}", stderr(&o));
        assert!(o.stdout.starts_with(b"<svg "), "{path}");
    }
}

#[test]
fn one_typo_is_blamed_on_its_own_rank() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "translate",
            "rnbqkbnr/pppppppp/8/2p6/8/8/PPPPPPPP/RNBQKBNR w",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "rnbqkbnr/pppppppp/8/2p5/8/8/PPPPPPPP/RNBQKBNR w\n"
    );
    let err = stderr(&o);
    assert_eq!(err.matches("warning:").count(), 1, "{err}");
    assert!(
        err.starts_with(
            "warning: rank 5 has 9 squares but the others have 8; the last square is left out\n --> column 23\n"
        ),
        "{err}"
    );
    let o = run(
        &["translate", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPPRNBQKB1R"],
        dir.path(),
        b"",
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKB1R\n"
    );
    let err = stderr(&o);
    assert!(
        err.starts_with("warning: a `/` is missing before rank 1? The ranks have 8 squares, so the rank is read as two\n --> column 35\n"),
        "{err}"
    );
    assert!(err.contains("\n  | rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPPRNBQKB1R\n  |                                   ^\n"), "{err}");
}

#[test]
fn folders_that_are_missing_or_are_files_are_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["render", "k7", "-o", "nosuchdir/x.png"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: cannot write nosuchdir/x.png: the folder nosuchdir does not exist\n"
    );

    std::fs::write(dir.path().join("puzzles.epd"), "k7 w\n").unwrap();
    let o = run(
        &["batch", "puzzles.epd", "-o", "puzzles.epd"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: cannot use the folder puzzles.epd: it is a file, not a folder\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("puzzles.epd")).unwrap(),
        "k7 w\n"
    );

    // Nothing is created when no input could be opened.
    let o = run(&["batch", "nosuch.epd", "-o", "out3"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot read nosuch.epd: "),
        "{}",
        stderr(&o)
    );
    assert!(!dir.path().join("out3").exists());
}

/// Runs `forsythe` in `dir` and gives its exit code and stderr.
fn fails(args: &[&str], dir: &std::path::Path) -> (Option<i32>, String) {
    let o = run(args, dir, b"");
    (o.status.code(), stderr(&o))
}

#[test]
fn an_output_that_is_a_folder_is_named_as_one() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("diagrams")).unwrap();
    std::fs::write(dir.path().join("a.png"), "earlier").unwrap();
    assert_eq!(
        fails(&["render", "k7", "-o", "diagrams"], dir.path()),
        (
            Some(2),
            "error: cannot write diagrams: it is a folder: give the name of a file in it, \
             such as diagrams/diagram.png\n"
                .into()
        )
    );
    assert_eq!(
        fails(
            &["render", "k7", "-o", "diagrams", "--format", "svg"],
            dir.path()
        ),
        (
            Some(2),
            "error: cannot write diagrams: it is a folder: give the name of a file in it, \
             such as diagrams/diagram.svg\n"
                .into()
        )
    );
    // A slash at the end names a folder, whether or not the file exists.
    for name in ["a.png/", "b.png/"] {
        let file = name.trim_end_matches('/');
        assert_eq!(
            fails(&["render", "k7", "-o", name], dir.path()),
            (
                Some(2),
                format!(
                    "error: cannot write {name}: the name ends in a slash, which only a \
                     folder's name does; write {file} to make a file\n"
                )
            )
        );
    }
    // A file on the way to the output.
    assert_eq!(
        fails(&["render", "k7", "-o", "a.png/x.svg"], dir.path()),
        (
            Some(2),
            "error: cannot write a.png/x.svg: a.png is a file, not a folder, so nothing can \
             go inside it\n"
                .into()
        )
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.png")).unwrap(),
        "earlier"
    );
    // A folder that takes no new files, whoever asks.
    if std::path::Path::new("/proc/self").is_dir() {
        assert_eq!(
            fails(&["render", "k7", "-o", "/proc/x.svg"], dir.path()),
            (
                Some(1),
                "error: cannot write /proc/x.svg: the folder /proc cannot be written to\n".into()
            )
        );
    }
}

#[test]
fn batch_outputs_that_are_folders_or_go_through_files_are_said_so() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.epd"), "k7 w\n").unwrap();
    std::fs::create_dir_all(dir.path().join("out/0001.png")).unwrap();
    assert_eq!(
        fails(&["batch", "p.epd", "-o", "out", "-q"], dir.path()),
        (
            Some(1),
            "error: p.epd, line 1: cannot write out/0001.png: it is a folder\n".into()
        )
    );
    assert_eq!(
        fails(&["batch", "p.epd", "-o", "p.epd/sub"], dir.path()),
        (
            Some(1),
            "error: cannot use the folder p.epd/sub: p.epd is a file, not a folder, so \
             nothing can go inside it\n"
                .into()
        )
    );
    assert_eq!(
        fails(
            &[
                "batch",
                "p.epd",
                "-o",
                "new",
                "-q",
                "--html",
                "p.epd/x.html"
            ],
            dir.path()
        ),
        (
            Some(1),
            "error: cannot write p.epd/x.html: p.epd is a file, not a folder, so nothing can \
             go inside it\n"
                .into()
        )
    );
    assert_eq!(
        fails(&["man", "--dir", "p.epd/man1"], dir.path()),
        (
            Some(1),
            "error: cannot use the folder p.epd/man1: p.epd is a file, not a folder, so \
             nothing can go inside it\n"
                .into()
        )
    );
}

#[test]
fn output_messages_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("d")).unwrap();
    let cases = [
        (
            "en",
            "error: cannot write d: it is a folder: give the name of a file in it, such as d/diagram.png\n",
            "error: cannot write a.png/: the name ends in a slash, which only a folder's name does; write a.png to make a file\n",
        ),
        (
            "de",
            "Fehler: d kann nicht geschrieben werden: es ist ein Ordner: geben Sie den Namen einer Datei darin an, etwa d/diagram.png\n",
            "Fehler: a.png/ kann nicht geschrieben werden: der Name endet auf einen Schrägstrich, wie nur der Name eines Ordners; schreiben Sie a.png für eine Datei\n",
        ),
        (
            "fr",
            "erreur : impossible d'écrire dans d : c’est un dossier : donnez le nom d’un fichier qu’il contiendra, comme d/diagram.png\n",
            "erreur : impossible d'écrire dans a.png/ : le nom finit par une barre oblique, comme seul le nom d’un dossier ; écrivez a.png pour un fichier\n",
        ),
        (
            "it",
            "errore: impossibile scrivere d: è una cartella: indica il nome di un file al suo interno, come d/diagram.png\n",
            "errore: impossibile scrivere a.png/: il nome finisce con una barra, come solo il nome di una cartella; scrivi a.png per un file\n",
        ),
        (
            "nl",
            "fout: kan niet naar d schrijven: het is een map: geef de naam van een bestand erin, zoals d/diagram.png\n",
            "fout: kan niet naar a.png/ schrijven: de naam eindigt op een schuine streep, zoals alleen de naam van een map; schrijf a.png voor een bestand\n",
        ),
    ];
    for (lang, folder, slash) in cases {
        assert_eq!(
            fails(&["--lang", lang, "render", "k7", "-o", "d"], dir.path()),
            (Some(2), folder.to_owned())
        );
        assert_eq!(
            fails(
                &["--lang", lang, "render", "k7", "-o", "a.png/"],
                dir.path()
            ),
            (Some(2), slash.to_owned())
        );
    }
}

const SCHOLAR: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

/// The SVG `render` draws with `extra` options.
fn svg(extra: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["render", SCHOLAR, "-o", "-", "--format", "svg"];
    args.extend_from_slice(extra);
    let o = run(&args, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn flip_takes_the_side_the_board_is_seen_from() {
    let black = svg(&["--flip", "black"]);
    assert_eq!(black, svg(&["--flip"]));
    assert_eq!(black, svg(&["--flip=black"]));
    assert_ne!(black, svg(&[]));
    assert_eq!(svg(&["--flip", "white"]), svg(&[]));
    assert_eq!(svg(&["--flip=white"]), svg(&["--no-flip"]));

    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        fails(
            &["render", "k7", "--flip", "blak", "-o", "x.png"],
            dir.path()
        ),
        (
            Some(2),
            "error: unexpected argument `blak`\n  = hint: --flip stands alone, or takes one of \
             `auto`, `black`, `white`, `yes`, `no` as the next word\n\nUsage: forsythe render \
             [OPTIONS] --output <FILE> [INPUT]\n\nFor more information, run `forsythe render \
             --help`.\n"
                .into()
        )
    );
    assert_eq!(
        fails(&["render", "k7", "--flip=bogus", "-o", "x.png"], dir.path()),
        (
            Some(2),
            "error: `bogus` is not a valid value for `--flip[=<WHEN>]`\n  = hint: possible \
             values: `yes`, `no`, `auto`, `black`, `white`\n\nFor more information, run \
             `forsythe render --help`.\n"
                .into()
        )
    );
    let (code, err) = fails(
        &[
            "--lang", "de", "render", "k7", "--flip", "schwarz", "-o", "x.png",
        ],
        dir.path(),
    );
    assert_eq!(code, Some(2));
    assert!(
        err.contains(
            "--flip steht allein oder nimmt als nächstes Wort einen von `auto`, `black`, \
             `white`, `yes`, `no`"
        ),
        "{err}"
    );
}

#[test]
fn marks_and_arrows_take_comma_lists() {
    assert_eq!(
        svg(&["--mark", "e4,d4:red"]),
        svg(&["--mark", "e4", "--mark", "d4:red"])
    );
    assert_eq!(
        svg(&["--circle", "e4, d4", "--cross", "a1,h8:blue"]),
        svg(&[
            "--circle", "e4", "--circle", "d4", "--cross", "a1", "--cross", "h8:blue"
        ])
    );
    assert_eq!(
        svg(&["--arrow", "h5f7:red,c4f7:red", "--arrow", "e2 -> e4, g1-f3"]),
        svg(&[
            "--arrow", "h5f7:red", "--arrow", "c4f7:red", "--arrow", "e2e4", "--arrow", "g1f3"
        ])
    );
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        fails(
            &["render", SCHOLAR, "--mark", "e4,4e", "-o", "x.png"],
            dir.path()
        ),
        (
            Some(2),
            "error: `4e` is not a mark; write a square such as e4, or e2e4 for an arrow, \
             optionally with :COLOR\n"
                .into()
        )
    );
    assert_eq!(
        fails(
            &["render", SCHOLAR, "--mark", ",", "-o", "x.png"],
            dir.path()
        ),
        (
            Some(2),
            "error: `,` is not a mark; write a square such as e4, or e2e4 for an arrow, \
             optionally with :COLOR\n"
                .into()
        )
    );
}
