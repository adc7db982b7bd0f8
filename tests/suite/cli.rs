//! Runs the real `forsythe` executable and checks its output and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn forsythe(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(crate::forsythe_exe());
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        pipe.write_all(text.as_bytes()).expect("stdin written");
    }
    drop(pipe);
    child.wait_with_output().expect("the binary ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn translate_german_to_english_keeps_every_other_field() {
    let o = forsythe(
        &[
            "translate",
            "--from",
            "de",
            "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    assert_eq!(stderr(&o), "");
}

#[test]
fn translate_to_every_dialect() {
    let cases = [
        ("de", "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST"),
        ("it", "tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT"),
        ("fide", "rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR"),
        ("fr", "tcfdrfct/pppppppp/8/8/8/8/PPPPPPPP/TCFDRFCT"),
        ("KDVSJP", "vjsdksjv/pppppppp/8/8/8/8/PPPPPPPP/VJSDKSJV"),
    ];
    for (to, want) in cases {
        let o = forsythe(&["translate", "--to", to, START_FEN], None);
        assert_eq!(o.status.code(), Some(0), "{to}");
        assert_eq!(stdout(&o), format!("{want} w KQkq - 0 1\n"), "{to}");
    }
}

#[test]
fn epd_operations_are_kept_as_written() {
    let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc=0; fmvn=1; id \"start\";";
    let o = forsythe(&["translate", "--to", "de", line], None);
    assert_eq!(
        stdout(&o),
        "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq - hmvc=0; fmvn=1; id \"start\";\n"
    );
}

#[test]
fn stdin_records_errors_and_exit_code_one() {
    let input =
        "# a comment\n\nk7/8/8/8/8/8/8/7K w - - 0 1\nk99999999/8 x\n\n4k3/8/8/8/8/8/8/4K3\n";
    let o = forsythe(&["translate", "--to", "it"], Some(input));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "r7/8/8/8/8/8/8/7R w - - 0 1\n4r3/8/8/8/8/8/8/4R3\n"
    );
    let err = stderr(&o);
    assert_eq!(
        err,
        "error: the 1st rank from the top is wider than 26 squares\n --> line 4, column 4\n  |\n4 | k99999999/8 x\n  |    ^\n"
    );
}

#[test]
fn warnings_do_not_change_the_exit_code_but_strict_does() {
    let o = forsythe(&["translate", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "k7/8/8/8/8/8/8/6?K\n");
    let err = stderr(&o);
    assert!(err.starts_with("warning: `S` in rank 1 is not a piece letter in English notation; it is drawn as `?`\n --> column 17\n"), "{err}");
    assert!(
        err.contains("= hint: did you mean `--dialect de` (German notation)?"),
        "{err}"
    );

    let o = forsythe(&["translate", "--strict", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).starts_with(
            "error: `S` in rank 1 is not a piece letter in English notation, so the record is refused (--strict)\n"
        ),
        "{}",
        stderr(&o)
    );

    let o = forsythe(&["translate", "--quiet", "k7/8/8/8/8/8/8/6SK"], None);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stderr(&o), "");
}

#[test]
fn short_ranks_and_merge_digits() {
    let o = forsythe(&["translate", "k7/6/8"], None);
    assert_eq!(stdout(&o), "k7/6../8\n");
    assert!(stderr(&o).contains(
        "rank 2 has 6 squares but the board is 8 squares wide; the last 2 squares stay unchanged"
    ));
    let o = forsythe(
        &[
            "translate",
            "--merge-digits",
            "k9/10/10/10/10/10/10/10/10/9K",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "k9/91/91/91/91/91/91/91/91/9K\n");
    let o = forsythe(&["translate", "k9/10"], None);
    assert_eq!(stdout(&o), "k9/1?........\n");
}

#[test]
fn base_lays_the_input_over_a_position() {
    let o = forsythe(
        &[
            "translate",
            "--base",
            START_FEN,
            "......../......../8/8/8/8/8 b",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNR b\n");
    assert_eq!(stderr(&o), "");
    let o = forsythe(
        &["translate", "--from", "de", "--base", "start", "4k3"],
        None,
    );
    assert_eq!(stdout(&o), "4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n");
    let o = forsythe(&["translate", "--base", "k99999999 q", "K"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("the base position given with --base cannot be read"));
}

#[test]
fn auto_detection_notes_and_ambiguity() {
    let o = forsythe(
        &[
            "translate",
            "--from",
            "auto",
            "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n");
    assert!(stderr(&o).starts_with(
        "note: read in German notation: it is the only one that knows every letter\n"
    ));

    let o = forsythe(
        &["translate", "--from", "auto", "4k3/8/8/8/8/8/8/2B1KB2"],
        None,
    );
    assert_eq!(stdout(&o), "4k3/8/8/8/8/8/8/2B1KB2\n");
    assert!(
        stderr(&o)
            .starts_with("note: read in English notation; set aside: German (a pawn on c1)\n"),
        "{}",
        stderr(&o)
    );

    let o = forsythe(&["translate", "--from", "auto", "8/8/8/3R4/8/8/8/8"], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert!(stderr(&o).starts_with(
        "error: the notation is ambiguous: `R` is a rook in English, a king in Italian, a rook in FIDE or a king in French\n --> column 8\n"
    ));
}

#[test]
fn misuse_is_exit_code_two() {
    for args in [
        &["translate", "--from", "xx", "k7"][..],
        &["translate", "--to", "auto", "k7"],
        &["translate", "--to", "KQRBNK", "k7"],
        &["translate", "--no-such-option"],
        &["no-such-command"],
    ] {
        let o = forsythe(args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&o).is_empty());
    }
    let o = forsythe(&["translate", "--to", "KQRBNK", "k7"], None);
    assert_eq!(
        stderr(&o),
        "error: `KQRBNK`: the letter `K` stands for two pieces\n"
    );
}

#[test]
fn not_utf8_is_reported_and_the_rest_goes_on() {
    let mut cmd = Command::new(crate::forsythe_exe());
    let mut child = cmd
        .args(["translate"])
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"k7/8/8/8/8/8/8/6\xffK\nK7\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    // Read as Windows-1252, where 0xff is `ÿ`: an unknown character.
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "k7/8/8/8/8/8/8/6?K\nK7\n");
    let err = stderr(&o);
    assert!(err.contains("`ÿ` in rank 1"), "{err}");
    assert!(
        err.ends_with(
            "warning: standard input is not UTF-8 from line 1 on; those lines are read as Windows-1252\n"
        ),
        "{err}"
    );
}

#[test]
fn dialects_table() {
    let o = forsythe(&["dialects"], None);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert_eq!(
        out.lines().next(),
        Some("Piece   English  German  Italian  FIDE  French")
    );
    assert!(
        out.contains("\nKnight  N n      S s     C c      S s   C c\n"),
        "{out}"
    );
    assert!(
        out.contains("\nPawn    P p      B b     P p      P p   P p\n"),
        "{out}"
    );
}

#[test]
fn help_names_the_exit_codes() {
    let o = forsythe(&["--help"], None);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("Exit codes: 0"));
}

const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn render_writes_svg_and_png_by_extension() {
    let dir = tempfile::tempdir().unwrap();
    for (name, magic) in [("a.svg", &b"<svg "[..]), ("b.PNG", &b"\x89PNG"[..])] {
        let path = dir.path().join(name);
        let o = forsythe(&["render", SICILIAN, "-o", path.to_str().unwrap()], None);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_eq!(stdout(&o), "");
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(magic), "{name}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o644, "{name}");
        }
    }
    // Nothing else is left in the folder: no temporary files.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn render_to_stdout_needs_a_format() {
    let o = forsythe(&["render", SICILIAN, "-o", "-", "--format", "svg"], None);
    assert_eq!(o.status.code(), Some(0));
    let svg = stdout(&o);
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    assert!(svg.contains(&format!("\">{SICILIAN}</title>")));
    let o = forsythe(&["render", SICILIAN, "-o", "-"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: writing to standard output needs --format svg, png, gif or pdf\n"
    );
    assert_eq!(stdout(&o), "");
}

#[test]
fn render_reads_one_record_from_stdin() {
    let o = forsythe(
        &["render", "-o", "-", "--format", "png"],
        Some(&format!("# a comment\n{SICILIAN}\n")),
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.starts_with(b"\x89PNG"));
    let o = forsythe(
        &["render", "-o", "-", "--format", "png"],
        Some("8/8\n8/8\n"),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("line 2 holds another; use `forsythe batch`"),
        "{}",
        stderr(&o)
    );
    let o = forsythe(&["render", "-o", "-", "--format", "png"], Some("\n"));
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "error: there is no record to draw\n");
}

#[test]
fn render_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let out = out.to_str().unwrap();
    let cases: [(&[&str], &str); 6] = [
        (
            &["--size", "15"],
            "error: an image 15 pixels wide is not possible; the size must be 16 to 4,096\n",
        ),
        (
            &["--size", "5000"],
            "error: an image 5,000 pixels wide is not possible; the size must be 16 to 4,096\n",
        ),
        (
            &["--theme", "wood"],
            "error: `wood` is not a theme; choose classic, blue, green, print, hatched or magazine\n",
        ),
        (
            &["--light", "#12"],
            "error: `#12` is not a colour; write it as CSS hex, such as #b38760 or #fff\n",
        ),
        (
            &["--dialect", "xyz"],
            "error: `xyz` is not a notation: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, auto) or six letters for king, queen, rook, bishop, knight and pawn\n",
        ),
        (
            &["--pieces", "/nonexistent"],
            "error: the piece file /nonexistent/wK.svg is missing\n",
        ),
    ];
    for (extra, message) in cases {
        let mut args = vec!["render", SICILIAN, "-o", out];
        args.extend_from_slice(extra);
        let o = forsythe(&args, None);
        assert_eq!(o.status.code(), Some(2), "{extra:?}");
        assert_eq!(stderr(&o), message, "{extra:?}");
    }
    let o = forsythe(&["render", SICILIAN, "-o", &format!("{out}.jpg")], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot tell the format"));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing written"
    );
}

#[test]
fn a_bad_record_writes_nothing_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("keep.svg");
    std::fs::write(&path, "old").unwrap();
    let o = forsythe(
        &["render", "k99999999/8 x", "-o", path.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: the 1st rank from the top is wider than 26 squares"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
    let o = forsythe(
        &[
            "render",
            "k7/8",
            "-o",
            dir.path().join("missing/x.svg").to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot write "),
        "{}",
        stderr(&o)
    );
}

#[test]
fn render_with_a_users_piece_set_and_auto_dialect() {
    let dir = tempfile::tempdir().unwrap();
    let set = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    for entry in std::fs::read_dir(&set).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.path().join(entry.file_name())).unwrap();
    }
    std::fs::write(dir.path().join("bQ.svg"), "<svg").unwrap();
    let o = forsythe(
        &[
            "render",
            SICILIAN,
            "-o",
            "-",
            "--format",
            "svg",
            "--pieces",
            dir.path().to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("bQ.svg is not a usable SVG"),
        "{}",
        stderr(&o)
    );
    std::fs::copy(set.join("bQ.svg"), dir.path().join("bQ.svg")).unwrap();
    let o = forsythe(
        &[
            "render",
            "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST",
            "-o",
            "-",
            "--format",
            "svg",
            "--dialect",
            "auto",
            "--pieces",
            dir.path().to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).starts_with("note: read in German notation"));
    assert!(stdout(&o).contains(r#"<symbol id="bQ" viewBox="0 0 100 100">"#));
}

fn forsythe_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(crate::forsythe_exe());
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the binary runs")
}

#[test]
fn messages_in_the_users_language() {
    let line = "k7/8/8/8/8/8/8/6SK b";
    let o = forsythe_env(&["--lang", "de", "translate", line], &[]);
    assert_eq!(
        stderr(&o),
        "Warnung: `S` in Reihe 1 ist in der Notation „Englisch“ kein Figurenbuchstabe und wird als `?` gezeichnet\n --> Spalte 17\n  |\n  | k7/8/8/8/8/8/8/6SK b\n  |                 ^\n  = Tipp: meinten Sie `--dialect de` (Notation „Deutsch“)?\n"
    );
    // From the environment, a regional variant falls back to its language.
    let o = forsythe_env(&["translate", "k99999999 x"], &[("LANG", "nl_BE.UTF-8")]);
    assert!(stderr(&o).starts_with("fout: "), "{}", stderr(&o));
    let o = forsythe_env(
        &["translate", "k99999999 x"],
        &[("LC_ALL", "it_IT"), ("LANG", "de_DE")],
    );
    assert!(stderr(&o).starts_with("errore: "), "{}", stderr(&o));
    let o = forsythe_env(
        &["translate", "k99999999 x"],
        &[("LC_MESSAGES", "fr_FR.UTF-8")],
    );
    assert!(stderr(&o).starts_with("erreur\u{a0}: "), "{}", stderr(&o));
    // An unknown language is English, never an error.
    let o = forsythe_env(
        &["--lang", "tlh", "translate", "k99999999 x"],
        &[("LANG", "de_DE")],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: "), "{}", stderr(&o));
    // No invisible direction-isolation marks anywhere.
    for lang in ["en", "de", "fr", "it", "nl"] {
        let o = forsythe_env(
            &[
                "--lang",
                lang,
                "translate",
                "--from",
                "auto",
                "8/8/8/3R4/8/8/8/8",
            ],
            &[],
        );
        let err = stderr(&o);
        assert!(!err.contains(['\u{2068}', '\u{2069}']), "{lang}: {err}");
    }
}

#[test]
fn help_and_dialect_table_in_the_users_language() {
    let o = forsythe_env(&["--lang", "de", "render", "--help"], &[]);
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    assert!(
        help.starts_with("Einen Datensatz als Diagramm zeichnen"),
        "{help}"
    );
    assert!(help.contains("--flip"));
    let o = forsythe_env(&["dialects"], &[("LANG", "fr_FR.UTF-8")]);
    assert!(stdout(&o).starts_with("Pièce"), "{}", stdout(&o));
    let o = forsythe_env(&["--help"], &[("LANG", "it_IT.UTF-8")]);
    assert!(
        stdout(&o).contains("Codici di uscita") || stdout(&o).contains("uscita"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let o = forsythe(&["completions", shell], None);
        assert_eq!(o.status.code(), Some(0), "{shell}");
        let script = stdout(&o);
        assert!(
            script.contains("forsythe")
                && script.contains("render")
                && script.contains("side-to-move"),
            "{shell}"
        );
    }
    let o = forsythe(&["completions", "tcsh"], None);
    assert_eq!(o.status.code(), Some(2));
    let o = forsythe(&["man"], None);
    assert_eq!(o.status.code(), Some(0));
    let page = stdout(&o);
    assert!(
        page.starts_with(".TH FORSYTHE 1 "),
        "{}",
        &page[..80.min(page.len())]
    );
}

#[test]
fn captions_in_the_users_language() {
    let side = |lang: &str, record: &str| {
        let o = forsythe_env(
            &[
                "--lang",
                lang,
                "render",
                record,
                "-o",
                "-",
                "--format",
                "svg",
                "--caption",
                "side",
                "--caption",
                "count",
            ],
            &[],
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        stdout(&o)
    };
    // The caption is drawn as glyph outlines: its glyphs are defined once
    // each, named by their index in DejaVu Sans (ß is 0xa1, B 0x25).
    let de = side("de", "8/8/8/4k3/8/8/8/4K3 w");
    assert!(de.contains(r#"<path id="ta1" "#), "ß is drawn");
    let en = side("en", "8/8/8/4k3/8/8/8/4K3 b");
    assert!(en.contains(r#"<path id="t25" "#), "B of Black is drawn");
    assert!(!en.contains(r#"<path id="ta1" "#));
    // Without a side to move, `side` warns and is left out.
    let o = forsythe(
        &[
            "render",
            "8/8/8/4k3/8/8/8/4K3",
            "-o",
            "-",
            "--format",
            "svg",
            "--caption",
            "side",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stderr(&o).starts_with("warning: the record does not say who moves"),
        "{}",
        stderr(&o)
    );
    let o = forsythe(
        &[
            "render",
            "k7",
            "-o",
            "-",
            "--format",
            "svg",
            "--caption",
            &"x".repeat(501),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: a caption of 501 characters is refused; a caption has at most 500\n"
    );
}

#[test]
fn marks_and_arrows_on_the_command_line() {
    let o = forsythe(
        &[
            "render",
            SICILIAN,
            "-o",
            "-",
            "--format",
            "svg",
            "--mark",
            "e4:red",
            "--arrow",
            "g1f3:blue",
            "--circle",
            "c5",
            "--cross",
            "d7:#00ff00",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let svg = stdout(&o);
    assert!(
        svg.contains(r##"fill="#c82a2a" fill-opacity="0.55"/>"##),
        "a red square"
    );
    assert!(
        svg.contains(r##"fill="none" stroke="#1f8a3b""##),
        "a green ring"
    );
    assert!(
        svg.contains(r##"fill="#1e5ac8" fill-opacity="0.8"/>"##),
        "a blue arrow"
    );
    assert!(
        svg.contains(r##"fill="#00ff00" fill-opacity="0.85"/>"##),
        "a cross in hex"
    );
    // The fill is drawn before the pieces, the arrow after them.
    let fill = svg.find("fill-opacity=\"0.55\"").unwrap();
    let first_piece = svg.find("<use xlink:href=\"#").unwrap();
    let arrow = svg.find("fill-opacity=\"0.8\"").unwrap();
    assert!(fill < first_piece && first_piece < arrow);
    for (args, message) in [
        (
            &["--mark", "e9"][..],
            "error: the square e9 of a mark is not on the board\n",
        ),
        (
            &["--arrow", "e2"],
            "error: `e2` is not a mark; write a square such as e4, or e2e4 for an arrow, optionally with :COLOR\n",
        ),
        (
            &["--circle", "e4:pink"],
            "error: `pink` is not a colour for a mark; use green, red, yellow, blue or CSS hex\n",
        ),
        (
            &["--marks", "[%csl Xe4]"],
            "error: `X` is not a colour for a mark; use green, red, yellow, blue or CSS hex\n",
        ),
    ] {
        let mut all = vec!["render", SICILIAN, "-o", "-", "--format", "svg"];
        all.extend_from_slice(args);
        let o = forsythe(&all, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o), message, "{args:?}");
        assert_eq!(stdout(&o), "");
    }
}

#[test]
fn messages_list_only_what_is_valid_there() {
    let o = forsythe(&["translate", "--to", "auto", "k7"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `auto` finds the notation of the input but cannot write one: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, latex-diagram) or six letters for king, queen, rook, bishop, knight and pawn\n"
    );
    let o = forsythe(&["translate", "--to", "xyz", "k7"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `xyz` is not a notation: give a name (en, english, de, german, deutsch, it, italian, italiano, fide, fr, french, francais, français, es, spanish, espanol, español, pt, portuguese, portugues, português, nl, dutch, nederlands, pl, polish, polski, cs, cz, czech, cesky, česky, čeština, sk, slovak, slovensky, slovenčina, hu, hungarian, magyar, ro, romanian, romana, română, sv, swedish, svenska, da, danish, dansk, no, nb, nn, norwegian, norsk, fi, finnish, suomi, tr, turkish, turkce, türkçe, ru, russian, русский, ffen, fairy-fen, ffen-left, yacpdb, matplus, yacpdb-right, popeye, popeye-en, popeye-de, popeye-fr, unicode, latex-diagram) or six letters for king, queen, rook, bishop, knight and pawn\n"
    );
    let o = forsythe(&["render", "k7", "-o", "k.jpg"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: cannot tell the format from k.jpg: give --format, or end the file name in .svg, .png, .gif or .pdf\n"
    );
    let o = forsythe(
        &[
            "render", "k7", "-o", "-", "--format", "svg", "--dpi", "20000",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: a resolution of 20,000 dpi is not possible; give 1 to 10,000\n"
    );
}

/// The command is a position-independent executable (ELF type `ET_DYN`)
/// unless it was built with `FORSYTHE_NO_PIE=1`.
#[test]
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn the_command_is_position_independent_by_default() {
    if option_env!("FORSYTHE_NO_PIE").is_some_and(|v| v != "0") {
        return;
    }
    let bytes = std::fs::read(crate::forsythe_exe()).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    assert_eq!(u16::from_le_bytes([bytes[16], bytes[17]]), 3, "not ET_DYN");
}

/// A Polish and a Russian position draw the English one's pieces on the same
/// squares (the SVG's pieces, in order); the note says which language `auto`
/// found.
#[test]
fn polish_and_russian_positions_render_as_the_english_ones() {
    let dir = tempfile::tempdir().unwrap();
    let render = |text: &str, dialect: &str, name: &str| {
        let path = dir.path().join(name);
        let o = forsythe(
            &[
                "render",
                "--dialect",
                dialect,
                text,
                "-o",
                path.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.starts_with("<svg "));
        let pieces: Vec<String> = svg
            .split("<use xlink:href=\"#")
            .skip(1)
            .filter(|u| u.starts_with(['w', 'b']))
            .map(|u| u.split("/>").next().unwrap_or("").to_owned())
            .collect();
        (pieces, stderr(&o))
    };
    let (english, _) = render(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        "en",
        "en.svg",
    );
    let (polish, note) = render(
        "wsghkgsw/pppppppp/8/8/8/8/PPPPPPPP/WSGHKGSW w",
        "auto",
        "pl.svg",
    );
    assert_eq!(english.len(), 32);
    assert_eq!(polish, english);
    assert_eq!(
        note,
        "note: read in Polish notation: it is the only one that knows every letter\n"
    );
    let (english, _) = render("7k/8/8/8/8/8/8/RN2K3 w", "en", "en2.svg");
    let (russian, note) = render("7кр/8/8/8/8/8/8/ЛК2Кр3 w", "ru", "ru.svg");
    assert_eq!(english.len(), 4);
    assert_eq!(russian, english);
    assert_eq!(note, "");
}

#[test]
fn dialects_lists_the_added_languages_and_their_sources() {
    let o = forsythe(&["dialects"], None);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(
        out.contains("\nPiece   Portuguese  Dutch  Polish  Czech  Hungarian  Romanian  Finnish  Turkish  Russian\n"),
        "{out}"
    );
    assert!(
        out.contains("\nKing    R r         K k    K k     K k    K k        R r       K k      Ş ş      Кр кр\n"),
        "{out}"
    );
    assert!(
        out.contains("\npl    Polish: PGN standard (S. J. Edwards, 1994), section 17, \"Alternative chesspiece identifier letters\"\n"),
        "{out}"
    );
    assert!(
        out.contains("\nsv    Swedish: the same letters as German (de)\n"),
        "{out}"
    );
    assert!(
        out.contains("\nru    Russian: Wikipedia, \"Algebraic notation (chess)\""),
        "{out}"
    );
    let o = forsythe(
        &["translate", "--from", "sk", "--to", "es", "vjsdksjv/8 w"],
        None,
    );
    assert_eq!(stdout(&o), "tcadract/8 w\n");
}
