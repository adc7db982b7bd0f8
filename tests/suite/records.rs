//! Records as they are published: every position that can be read is drawn,
//! and what is wrong around it is a warning that names line and column.

use crate::common;

use std::path::Path;

use common::{run, stderr};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/records");

fn copy(name: &str, dir: &Path) {
    std::fs::copy(Path::new(DATA).join(name), dir.join(name)).expect("test data");
}

fn manifest(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).expect("a manifest");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The defects of published suites, one a line, in a file with a
/// byte-order mark, CRLF line ends, NUL bytes and a Latin-1 comment.
#[test]
fn every_record_of_a_file_of_defects_is_drawn_with_its_warnings() {
    let dir = tempfile::tempdir().unwrap();
    copy("defects.epd", dir.path());
    let o = run(
        &["batch", "defects.epd", "-o", "out", "--format", "svg"],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let expected_places = [
        (2, 50, "a `;` that ends no EPD operation"),
        (2, 62, "the EPD operation `id` does not end with `;`"),
        (3, 50, "a `;` that ends no EPD operation"),
        (3, 66, "the EPD operation `c1` does not end with `;`"),
        (4, 63, "the EPD operation `bm` does not end with `;`"),
        (5, 62, "a `;` that ends no EPD operation"),
        (5, 64, "the EPD operation `v` does not end with `;`"),
        (6, 73, "a `;` that ends no EPD operation"),
        (6, 75, "the EPD operation `bm` does not end with `;`"),
        (7, 25, "field 4 (en-passant square) is missing"),
        (8, 55, "field 5 (half-move clock) is `-`"),
        (9, 60, "the EPD operation `id` does not end with `;`"),
        (9, 63, "a quoted EPD operand has no closing `\"`"),
    ];
    for (line, column, text) in expected_places {
        let place = format!(" --> defects.epd, line {line}, column {column}\n");
        let at = err
            .find(&place)
            .unwrap_or_else(|| panic!("no warning at line {line}, column {column}:\n{err}"));
        let before = &err[..at];
        let message = before.lines().last().unwrap_or("");
        assert!(
            message.starts_with("warning: ") && message.contains(text),
            "line {line}: {message}"
        );
    }
    assert_eq!(
        err.matches("is not UTF-8").count(),
        1,
        "Windows-1252 is told once: {err}"
    );
    assert!(
        err.contains("warning: defects.epd is not UTF-8 from line 11 on"),
        "{err}"
    );
    let m = manifest(&dir.path().join("out/manifest.json"));
    let records = m["records"].as_array().unwrap();
    assert_eq!(records.len(), 10, "every record");
    assert!(records.iter().all(|r| r["error"].is_null()), "{m}");
    assert_eq!(
        records[0]["data"],
        serde_json::json!({"bm": "Qd1+", "id": "BK.01"})
    );
    assert_eq!(
        records[1]["data"],
        serde_json::json!({"am": "Nxb6 + ?", "c1": "diff=10"})
    );
    assert_eq!(
        records[2]["data"],
        serde_json::json!({"bm": "Rc8+", "dm": "26"})
    );
    assert_eq!(records[3]["data"], serde_json::json!({"v": "-385"}));
    assert_eq!(records[4]["data"], serde_json::json!({"bm": "Qb3"}));
    assert_eq!(
        records[5]["data"],
        serde_json::json!({"bm": "Kc2", "id": ""})
    );
    assert_eq!(records[6]["data"], serde_json::json!({"bm": "Kg2"}));
    assert_eq!(
        records[7]["data"],
        serde_json::json!({"id": "never closed"})
    );
    assert_eq!(records[8]["warnings"], serde_json::json!([]), "NULs and CR");
    assert_eq!(
        records[9]["data"],
        serde_json::json!({"c0": "Auteur : André Chéron"})
    );
    assert_eq!(records[1]["side_to_move"], "w");
    // The boards are right: the first record's queens.
    let svg = std::fs::read_to_string(dir.path().join("out/0001.svg")).unwrap();
    assert_eq!(svg.matches("href=\"#wQ\"").count(), 1, "{svg}");
    assert_eq!(svg.matches("href=\"#bQ\"").count(), 1);

    // --strict: every warning is an error, and nothing with one is drawn.
    let o = run(
        &[
            "--strict",
            "batch",
            "defects.epd",
            "-o",
            "strict",
            "--format",
            "svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("error: a `;` that ends no EPD operation"),
        "{err}"
    );
    let m = manifest(&dir.path().join("strict/manifest.json"));
    let drawn: Vec<u64> = m["records"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["error"].is_null())
        .map(|r| r["number"].as_u64().unwrap())
        .collect();
    assert_eq!(drawn, [9, 10], "only the records without warnings");
}

#[test]
fn translate_keeps_what_it_cannot_read() {
    let dir = tempfile::tempdir().unwrap();
    copy("defects.epd", dir.path());
    let o = run(
        &["translate", "--to", "de", "defects.epd", "--quiet"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(
        lines[0],
        "1k1t4/bb1l1T2/3d2bb/4b3/2L5/4D3/BBB2L2/2K5 b - - ; bm Qd1+ ; id BK.01"
    );
    assert_eq!(
        lines[6],
        "2kt3t/bb1d1bbb/5s2/1Sl5/2Bb1L2/7D/B4BBB/1T3TK1 w kq - - bm Kg2;"
    );
    assert_eq!(
        lines[9],
        "5k2/8/8/8/8/8/8/4K2T w K - c0 \"Auteur : André Chéron\";"
    );
}

#[test]
fn utf16_files_with_a_byte_order_mark_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = vec![0xff, 0xfe];
    for u in "4k3/8/8/8/8/8/8/3QK3 w - - id \"é\";\r\n4k3/8/8/8/8/8/8/3RK3 b\r\n".encode_utf16() {
        bytes.extend_from_slice(&u.to_le_bytes());
    }
    std::fs::write(dir.path().join("u16.epd"), bytes).unwrap();
    let o = run(
        &["batch", "u16.epd", "-o", "out", "--format", "svg"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let m = manifest(&dir.path().join("out/manifest.json"));
    assert_eq!(m["records"][0]["id"], "é");
    assert_eq!(m["records"][1]["side_to_move"], "b");
}

/// An engine suite's `c0` is a comment: no author line, no piece count,
/// unless a template asks for it.
#[test]
fn nothing_is_invented_from_epd_comments() {
    let dir = tempfile::tempdir().unwrap();
    copy("engine.epd", dir.path());
    let o = run(
        &[
            "batch",
            "engine.epd",
            "-o",
            "plain",
            "--format",
            "svg",
            "--quiet",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let plain = std::fs::read_to_string(dir.path().join("plain/0001.svg")).unwrap();
    let glyphs = |svg: &str| svg.matches("<use xlink:href=\"#t").count();
    assert!(!plain.contains("<path id=\"u"), "no bold author line");
    assert!(
        !plain.contains("<path id=\"tb\""),
        "no `(` of a piece count"
    );
    let o = run(
        &[
            "batch",
            "engine.epd",
            "-o",
            "lines",
            "--format",
            "svg",
            "--quiet",
            "--author",
            "{c0}",
            "--source",
            "{c1}",
            "--caption",
            "{id}: {bm}",
            "--name",
            "{id}",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        files(&dir.path().join("lines")),
        ["WAC.001.svg", "WAC.002.svg", "manifest.json"]
    );
    let lines = std::fs::read_to_string(dir.path().join("lines/WAC.002.svg")).unwrap();
    assert!(lines.contains("<path id=\"u26\""), "bold C of CCC post");
    assert!(lines.contains("<path id=\"tb\""), "the piece count's `(`");
    assert!(glyphs(&lines) > glyphs(&plain) + 20);
}

/// A German suite is German through and through: its pawn ending, whose
/// letters English, German and FIDE read alike, too.
#[test]
fn auto_decides_the_notation_of_a_whole_file_once() {
    let dir = tempfile::tempdir().unwrap();
    copy("german.epd", dir.path());
    let o = run(
        &[
            "batch",
            "german.epd",
            "-o",
            "out",
            "--dialect",
            "auto",
            "--format",
            "svg",
        ],
        dir.path(),
        b"",
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert_eq!(err.matches("note: ").count(), 1, "said once: {err}");
    assert!(
        err.starts_with(
            "note: german.epd: read in German notation, the one notation that fits every record\n"
        ),
        "{err}"
    );
    let ending = std::fs::read_to_string(dir.path().join("out/0003.svg")).unwrap();
    assert!(ending.contains("href=\"#wP\""), "a white pawn on d5");
    assert!(!ending.contains("href=\"#wB\""));
    // The same file through translate: German once, every record.
    let o = run(
        &["translate", "--from", "auto", "german.epd"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("8/5k2/8/3P4/8/8/2K5/8 w - - id \"Bauernendspiel\";\n"),
        "{out}"
    );
    // Alone, the ending cannot be told apart.
    let o = run(
        &["translate", "--from", "auto", "8/5k2/8/3B4/8/8/2K5/8 w"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error: the notation is ambiguous"));
    // Records that need different notations are decided one by one.
    std::fs::write(
        dir.path().join("mixed.epd"),
        "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w\n",
    )
    .unwrap();
    let o = run(
        &["batch", "mixed.epd", "-o", "mixed", "--dialect", "auto"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("note: mixed.epd: the records need different notations"),
        "{}",
        stderr(&o)
    );
}

/// Shards drawn apart give, together, exactly the files of one run.
#[test]
fn the_union_of_the_shards_is_the_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let mut input = String::new();
    for i in 0..11 {
        input.push_str(&format!(
            "{}k{}/8/8/8/8/8/8/4K3 w - - id \"p{i}\";\n",
            "1".repeat(i % 8),
            7 - i % 8
        ));
    }
    std::fs::write(dir.path().join("p.epd"), &input).unwrap();
    let o = run(
        &[
            "batch", "p.epd", "-o", "whole", "--name", "{id}-{n}", "--quiet",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let o = run(
            &[
                "batch", "p.epd", "-o", "shards", "--name", "{id}-{n}", "--shard", &shard,
                "--quiet",
            ],
            dir.path(),
            b"",
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    let whole: Vec<String> = files(&dir.path().join("whole"))
        .into_iter()
        .filter(|f| f.ends_with(".png"))
        .collect();
    let shards = files(&dir.path().join("shards"));
    let shard_pngs: Vec<String> = shards
        .iter()
        .filter(|f| f.ends_with(".png"))
        .cloned()
        .collect();
    assert_eq!(whole, shard_pngs);
    assert_eq!(whole.len(), 11);
    for f in &whole {
        assert_eq!(
            std::fs::read(dir.path().join("whole").join(f)).unwrap(),
            std::fs::read(dir.path().join("shards").join(f)).unwrap(),
            "{f}"
        );
    }
    for k in 1..=3 {
        assert!(shards.contains(&format!("manifest-{k}-of-3.json")));
    }
    let second = manifest(&dir.path().join("shards/manifest-2-of-3.json"));
    let numbers: Vec<u64> = second["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["number"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [2, 5, 8, 11]);
    let o = run(
        &["batch", "p.epd", "-o", "x", "--shard", "4/3"],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("`4/3` is not a shard"));
}

/// A record that starts with a hole needs no `--`, and options still work
/// after it; a mistyped option is still an error.
#[test]
fn a_record_that_starts_with_a_hole_is_input() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "translate",
            "--------/-rk-----/8/8/8/8/-RK-----/--------",
            "--to",
            "de",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "--------/-tk-----/8/8/8/8/-TK-----/--------\n"
    );
    let o = run(
        &[
            "render",
            "--rnbk--/-pppppp-/8/8/-PPPPPP-/--RNBK--",
            "-o",
            "holes.svg",
        ],
        dir.path(),
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(dir.path().join("holes.svg").is_file());
    let o = run(&["translate", "--no-such-option"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "error: `--no-such-option` is not an option of this command (see --help)\n"
    );
}
