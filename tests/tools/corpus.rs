//! The real files of `epd/` and `pgn/` in the corpus, read as a user reads
//! them, against independent answers:
//! - every line of an engine suite whose first field has the eight ranks of
//!   a board is drawn: the classification of lines never takes a record
//!   for prose;
//! - the end position of every standard and Chess960 game of the PGN files
//!   is the one python-chess plays to (its placement, side to move and move
//!   number), and every variant game is refused by its variant's name.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn files(folder: &str, ext: &str) -> Vec<PathBuf> {
    let dir = crate::corpus().join(folder);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no .{ext} file in {}", dir.display());
    out
}

/// Runs `forsythe batch` on one file into a fresh folder and gives the
/// manifest's records and the standard error.
fn batch(file: &Path, extra: &[&str]) -> (Vec<serde_json::Value>, String) {
    let out = tempfile::tempdir().expect("a temporary folder");
    let mut args = vec![
        "batch".to_owned(),
        file.display().to_string(),
        "-o".to_owned(),
        out.path().display().to_string(),
        "--format".to_owned(),
        "svg".to_owned(),
    ];
    args.extend(extra.iter().map(|&a| a.to_owned()));
    let run = Command::new(crate::forsythe_exe())
        .args(&args)
        .env("LANG", "C")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    let manifest = std::fs::read_to_string(out.path().join("manifest.json"))
        .unwrap_or_else(|e| panic!("{}: no manifest ({e}); stderr:\n{stderr}", file.display()));
    let json: serde_json::Value = serde_json::from_str(&manifest).expect("JSON");
    let records = json["records"].as_array().cloned().unwrap_or_default();
    (records, stderr)
}

/// The lines of an engine suite that are records by the plainest rule:
/// the first field holds the eight ranks of a board.
fn board_lines(path: &Path) -> Vec<usize> {
    let bytes = std::fs::read(path).expect("the suite reads");
    String::from_utf8_lossy(&bytes)
        .lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l
                .trim_start_matches('\u{feff}')
                .trim_matches(['\0', ' ', '\t', '\r']);
            l.split_whitespace()
                .next()
                .is_some_and(|f| f.matches('/').count() == 7)
        })
        .map(|(i, _)| i + 1)
        .collect()
}

pub fn every_record_of_the_engine_suites_is_drawn() {
    let mut failures = Vec::new();
    let mut total = 0;
    for path in files("epd", "epd") {
        let expected = board_lines(&path);
        total += expected.len();
        let (records, stderr) = batch(&path, &["--quiet"]);
        let drawn: Vec<usize> = records
            .iter()
            .filter(|r| r["outputs"].as_array().is_some_and(|o| !o.is_empty()))
            .filter_map(|r| r["line"].as_u64())
            .map(|l| l as usize)
            .collect();
        let missing: Vec<usize> = expected
            .iter()
            .copied()
            .filter(|l| !drawn.contains(l))
            .collect();
        if !missing.is_empty() {
            failures.push(format!(
                "{}: lines {missing:?} are not drawn\n{stderr}",
                path.display()
            ));
        }
        let extra: Vec<usize> = drawn
            .iter()
            .copied()
            .filter(|l| !expected.contains(l))
            .collect();
        if !extra.is_empty() {
            failures.push(format!(
                "{}: lines {extra:?} are drawn but are no board",
                path.display()
            ));
        }
    }
    assert!(total > 3000, "only {total} records in the suites");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What python-chess makes of every game of a file: for each, the variant
/// it names (`None` for standard chess and Chess960) and the end position's
/// placement, side to move and move number.
fn python_chess(path: &Path) -> Vec<(Option<String>, String)> {
    const SCRIPT: &str = r#"
import sys, chess.pgn
with open(sys.argv[1], encoding="utf-8-sig", errors="replace") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        variant = game.headers.get("Variant", "")
        if variant and variant.lower() not in ("standard", "chess960", "fischerandom", "fischerrandom", "chess 960"):
            print("variant\t" + variant)
            continue
        board = game.end().board()
        fields = board.fen().split(" ")
        print("end\t" + " ".join([fields[0], fields[1], fields[5]]))
"#;
    let out = Command::new(crate::program("python-chess"))
        .args(["-c", SCRIPT])
        .arg(path)
        .output()
        .expect("python runs");
    assert!(
        out.status.success(),
        "python-chess on {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let (kind, value) = l.split_once('\t').expect("a tab");
            match kind {
                "variant" => (Some(value.to_owned()), String::new()),
                _ => (None, value.to_owned()),
            }
        })
        .collect()
}

pub fn python_chess_agrees_with_every_end_position_of_the_pgn_files() {
    let mut failures = Vec::new();
    let mut agreed = 0;
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for path in files("pgn", "pgn") {
        let reference = python_chess(&path);
        let (records, stderr) = batch(&path, &["--at", "end"]);
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        *counts.entry(name.clone()).or_default() += reference.len();
        if records.len() != reference.len() {
            failures.push(format!(
                "{name}: {} games for python-chess, {} records here\n{stderr}",
                reference.len(),
                records.len()
            ));
            continue;
        }
        for (i, ((variant, fen), record)) in reference.iter().zip(&records).enumerate() {
            match variant {
                Some(v) => {
                    let refused = record["error"]
                        .as_str()
                        .is_some_and(|e| e.contains(v.as_str()));
                    if !refused {
                        failures.push(format!(
                            "{name}, game {}: the {v} game is not refused by name: {record}",
                            i + 1
                        ));
                    }
                }
                None => {
                    let ours: Vec<&str> =
                        record["record"].as_str().unwrap_or("").split(' ').collect();
                    let ours = match ours.as_slice() {
                        [placement, side, .., number] => format!("{placement} {side} {number}"),
                        _ => format!("{ours:?}"),
                    };
                    if &ours == fen {
                        agreed += 1;
                    } else {
                        failures.push(format!(
                            "{name}, game {}: python-chess ends at `{fen}`, here `{ours}` ({})",
                            i + 1,
                            record["error"]
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{agreed} agree;\n{}",
        failures.join("\n")
    );
    assert!(agreed >= 18, "only {agreed} games agree: {counts:?}");
}
