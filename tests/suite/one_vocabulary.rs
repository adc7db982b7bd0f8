//! One vocabulary for every way in: each key of `forsythe::settings::KEYS`
//! draws the same bytes whether it is written as a command-line option of
//! `forsythe render`, a query parameter of the real `forsythe serve`, a
//! line of a block read by `forsythe block`, an option of a LaTeX diagram
//! (a request drawn by `forsythe latex`, as PDF) or a named argument of
//! the Typst package's `forsythe(…)` (asked of the engine as the package's
//! plugin asks it, `forsythe::host` by a document's way, as SVG),
//! with `texts: image` so that the words are in the picture as everywhere
//! else. A key without a sample here fails the test, so a new key cannot
//! skip a way in.

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::Child;
use std::time::Duration;

use common::{run, stderr};
use forsythe::host::Engine;
use forsythe::render::Format;
use forsythe::settings::{KEYS, KeyKind, Way};

/// The record most samples draw: a bishop that German reads as a pawn.
const BASE: &str = "4k3/8/8/8/8/8/2B5/4K3 w - - 0 1";
/// Black in check from a bishop.
const CHECK: &str = "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1";
/// A grasshopper (Popeye's `G`), whose walk has a legend and a glyph.
const FAIRY: &str = "4k3/8/8/8/8/8/2G5/4K3 w - - 0 1";
/// A short game, written into the record.
const GAME: &str = "1. e4 e5 2. Nf3 Nc6 *\n";

/// One key's sample: the pairs that show it (the key first, then what it
/// needs), the record, the format, and whether the picture differs from
/// the same record drawn without the key's own pair.
#[derive(Clone, Copy)]
struct Sample {
    pairs: &'static [(&'static str, &'static str)],
    record: &'static str,
    format: &'static str,
    changes: bool,
}

const fn sample(pairs: &'static [(&'static str, &'static str)], changes: bool) -> Sample {
    Sample {
        pairs,
        record: BASE,
        format: "svg",
        changes,
    }
}

/// A sample for every key, by its name.
fn samples(name: &str) -> Option<Sample> {
    Some(match name {
        "fen" => sample(&[], false),
        "dialect" => sample(&[("dialect", "de")], true),
        "merge-digits" => Sample {
            record: "4k3/8/8/8/8/8/11B5/4K3 w - - 0 1",
            ..sample(&[("merge-digits", "")], true)
        },
        "base" => Sample {
            record: "4k3/8/8/8/8/8/......../4K3 w - - 0 1",
            ..sample(&[("base", "8/8/8/8/8/8/PPPPPPPP/8")], true)
        },
        "strict" => sample(&[("strict", "")], false),
        "lang" => Sample {
            record: "4k3/8/8/8/8/8/2B5/4K3 w - - 0 1",
            ..sample(&[("lang", "de"), ("caption", "{side}")], true)
        },
        "moves" | "pgn" | "annotations" | "alt" => return None,
        "at" => Sample {
            record: GAME,
            ..sample(&[("at", "1...")], true)
        },
        "move-letters" => Sample {
            record: GAME,
            ..sample(
                &[("move-letters", "de"), ("at", "2."), ("caption", "{move}")],
                true,
            )
        },
        "theme" => sample(&[("theme", "hatched")], true),
        "light" => sample(&[("light", "#ffffff")], true),
        "dark" => sample(&[("dark", "#707070")], true),
        "size" => sample(&[("size", "240")], true),
        "flip" => sample(&[("flip", "yes")], true),
        "no-flip" => Sample {
            record: CHECK,
            ..sample(&[("no-flip", "")], false)
        },
        "coordinates" => sample(&[("coordinates", "inside")], true),
        "no-coordinates" => sample(&[("no-coordinates", "")], true),
        "frame" => sample(&[("frame", "thick")], true),
        "side-to-move" => sample(&[("side-to-move", "")], true),
        "transparent" => Sample {
            format: "png",
            ..sample(&[("transparent", "")], true)
        },
        "pieces" => sample(&[("pieces", "set")], true),
        "square-size" => Sample {
            format: "pdf",
            ..sample(&[("square-size", "8mm")], true)
        },
        "dpi" => Sample {
            format: "png",
            ..sample(&[("dpi", "150"), ("square-size", "8mm")], true)
        },
        "mark" => sample(&[("mark", "e4:red")], true),
        "circle" => sample(&[("circle", "e4")], true),
        "cross" => sample(&[("cross", "d5:blue")], true),
        "arrow" => sample(&[("arrow", "c2h7")], true),
        "marks" => sample(&[("marks", "[%csl Ge4][%cal Rc2h7]")], true),
        "caption" => sample(&[("caption", "A study")], true),
        "number" => sample(&[("number", "12")], true),
        "author" => sample(&[("author", "A. Composer")], true),
        "source" => sample(&[("source", "Magazine, 1900")], true),
        "stipulation" => sample(&[("stipulation", "#2")], true),
        "condition" => sample(&[("condition", "Circe")], true),
        "twins-line" => sample(&[("twins-line", "b) Bc2→d3")], true),
        "award" => sample(&[("award", "1st Prize")], true),
        "dedication" => sample(&[("dedication", "to A. Friend")], true),
        // Not drawn: a batch writes it with its solutions.
        "solution" => sample(&[("solution", "1.Bb3")], false),
        "last-move" => sample(&[("last-move", "b1c2")], true),
        "last-move-style" => sample(&[("last-move-style", "arrow"), ("last-move", "b1c2")], true),
        "check" => Sample {
            record: CHECK,
            ..sample(&[("check", "none")], true)
        },
        "legend" => Sample {
            record: FAIRY,
            ..sample(&[("legend", "none"), ("dialect", "popeye")], true)
        },
        "glyph" => Sample {
            record: FAIRY,
            ..sample(
                &[("glyph", "grasshopper=rook:90"), ("dialect", "popeye")],
                true,
            )
        },
        "texts" => sample(&[("texts", "image"), ("caption", "A study")], true),
        "delay" => Sample {
            record: GAME,
            format: "gif",
            ..sample(&[("delay", "500"), ("size", "120")], true)
        },
        _ => return None,
    })
}

/// The keys only a block takes, which no other way in can be compared with.
const BLOCK_ONLY: &[&str] = &["moves", "pgn", "annotations", "alt"];

/// The keys only a typeset document takes: compared with the command line
/// drawing the same without them.
const DOCUMENT_ONLY: &[&str] = &["texts"];

/// Keys the Typst package cannot take: its plugin has no files to read,
/// so a piece set from files (`pieces`) is the command line's and the
/// LaTeX package's only.
const NOT_IN_TYPST: &[&str] = &["pieces"];

/// Keys that some way in does not yet draw as the command line does
/// (`key: way`, or `key: changes` where the sample's expectation of a
/// changed picture is not met). Each is a defect to mend; the list can only
/// shrink, since a mended key fails the test until it is taken off.
const KNOWN_APART: &[&str] = &[];

/// A directory with a piece set: ours, with the white bishop drawn as the
/// white king, so that using it shows.
fn piece_set(dir: &Path) {
    let ours = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/forsythe");
    let set = dir.join("set");
    std::fs::create_dir_all(&set).unwrap();
    for entry in std::fs::read_dir(&ours).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "svg") {
            std::fs::copy(&path, set.join(path.file_name().unwrap())).unwrap();
        }
    }
    std::fs::copy(ours.join("wK.svg"), set.join("wB.svg")).unwrap();
}

/// The record, written where the command line reads it: a game goes into a
/// file, a line is given as it is.
fn cli(dir: &Path, s: &Sample, pairs: &[(&str, &str)]) -> Vec<u8> {
    let record = if s.record.contains('\n') {
        std::fs::write(dir.join("game.pgn"), s.record).unwrap();
        "game.pgn".to_owned()
    } else {
        s.record.to_owned()
    };
    let out = format!("out.{}", s.format);
    let mut args = vec!["render".to_owned(), record, "-o".to_owned(), out.clone()];
    for (k, v) in pairs {
        let kind = KEYS.iter().find(|key| key.name == *k).map(|key| key.kind);
        if v.is_empty() && kind == Some(KeyKind::Switch) {
            args.push(format!("--{k}"));
        } else {
            args.push(format!("--{k}={v}"));
        }
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = run(&args, dir, b"");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    let bytes = std::fs::read(dir.join(&out)).unwrap();
    std::fs::remove_file(dir.join(&out)).unwrap();
    bytes
}

/// A switch written as a value, for the ways that take only pairs.
fn value(v: &str) -> &str {
    if v.is_empty() { "yes" } else { v }
}

/// The block `fen: RECORD` (or `pgn: GAME`) and the pairs, one a line.
fn block(dir: &Path, s: &Sample, pairs: &[(&str, &str)]) -> Vec<u8> {
    let mut text = if s.record.contains('\n') {
        format!("pgn: {}", s.record)
    } else {
        format!("fen: {}\n", s.record)
    };
    for (k, v) in pairs {
        text.push_str(&format!("{k}: {}\n", value(v)));
    }
    let out = format!("out.{}", s.format);
    let o = run(
        &["block", "--format", s.format, "-o", &out],
        dir,
        text.as_bytes(),
    );
    assert_eq!(o.status.code(), Some(0), "{text}: {}", stderr(&o));
    let bytes = std::fs::read(dir.join(&out)).unwrap();
    std::fs::remove_file(dir.join(&out)).unwrap();
    bytes
}

/// A LaTeX request with the record (a game as an environment's lines, a
/// record as a command's) and the pairs as its options, drawn by `forsythe
/// latex` as a PDF.
fn latex(dir: &Path, s: &Sample, pairs: &[(&str, &str)]) -> Vec<u8> {
    let (kind, body) = if s.record.contains('\n') {
        ("environment", format!("\n{}\n", s.record.trim_end()))
    } else {
        ("command", s.record.to_owned())
    };
    let mut fsq = format!(
        "@forsythe-requests 2\n@images pictures\n@request K {kind} 1 doc.tex\n@set texts: image\n"
    );
    for (k, v) in pairs {
        fsq.push_str(&format!("@option {k}: {v}\n"));
    }
    fsq.push_str(&format!("{body}\n@end K\n"));
    std::fs::write(dir.join("doc.fsq"), &fsq).unwrap();
    // Every request here is `K`: the answer of the last one must not stand.
    let _ = std::fs::remove_file(dir.join("doc.fsd"));
    let o = run(&["latex", "doc"], dir, b"");
    assert_eq!(o.status.code(), Some(0), "{fsq}: {}", stderr(&o));
    let fsd = std::fs::read_to_string(dir.join("doc.fsd")).unwrap();
    let start = fsd.find("\\forsythedrawn{K}{").expect("drawn") + "\\forsythedrawn{K}{".len();
    let file = &fsd[start..start + fsd[start..].find('}').unwrap()];
    std::fs::read(dir.join(file)).unwrap()
}

/// The Typst package's `forsythe(…)` with the pairs as its named arguments
/// (a switch as `true`, which the package passes on as `yes`), asked of the
/// engine as the package's plugin asks it: `forsythe::host` by a typeset
/// document's way, the record under `pgn` when it is a game, as SVG. (The
/// tools tier compiles documents through the plugin with the real Typst.)
fn typst(s: &Sample, pairs: &[(&str, &str)]) -> Vec<u8> {
    let record = s.record.trim_start();
    let key = if record.starts_with('[') || record.starts_with("1.") {
        "pgn"
    } else {
        "fen"
    };
    let mut all = vec![(key, s.record), ("texts", "image")];
    for &(k, v) in pairs {
        if k != "texts" {
            all.push((k, if v.is_empty() { "yes" } else { v }));
        }
    }
    let mut engine = Engine::new("en").by(Way::Document);
    match engine.draw(&all, Format::Svg) {
        Ok(drawing) => drawing.bytes,
        Err(e) => panic!("{all:?}: {e}"),
    }
}

/// The query's encoding of a value.
fn q(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The real service on a free port.
struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start() -> Server {
        let (child, addr, _, lines) = common::serve(&[]);
        std::thread::spawn(move || for _ in lines.map_while(Result::ok) {});
        Server { child, addr }
    }

    /// The body and entity tag of `GET target`, which must answer 200.
    fn get(&self, target: &str) -> (Vec<u8>, String) {
        let mut s = TcpStream::connect(&self.addr).expect("connects");
        s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
        let head = format!(
            "GET {target} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.addr
        );
        s.write_all(head.as_bytes()).expect("sends");
        let mut all = Vec::new();
        let _ = s.read_to_end(&mut all);
        let end = all
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a head");
        let head = String::from_utf8_lossy(&all[..end]).into_owned();
        let body = all[end + 4..].to_vec();
        assert!(
            head.starts_with("HTTP/1.1 200"),
            "{target}: {head}\n{}",
            String::from_utf8_lossy(&body)
        );
        let tag = head
            .lines()
            .filter_map(|l| l.split_once(':'))
            .find(|(k, _)| k.eq_ignore_ascii_case("etag"))
            .map(|(_, v)| v.trim().to_owned())
            .expect("an entity tag");
        (body, tag)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn query(s: &Sample, pairs: &[(&str, &str)]) -> String {
    let mut target = format!("/diagram.{}?fen={}", s.format, q(s.record.trim_end()));
    for (k, v) in pairs {
        target.push_str(&format!("&{k}={}", q(value(v))));
    }
    target
}

#[test]
fn every_key_draws_the_same_bytes_by_every_way_in() {
    let missing: Vec<&str> = KEYS
        .iter()
        .map(|k| k.name)
        .filter(|n| samples(n).is_none() && !BLOCK_ONLY.contains(n))
        .collect();
    assert!(missing.is_empty(), "keys without a sample: {missing:?}");
    for name in BLOCK_ONLY {
        let key = KEYS.iter().find(|k| k.name == *name).expect("a key");
        assert_eq!(
            key.ways,
            [Way::Block, Way::Document],
            "{name} is no longer a block's own"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    piece_set(dir.path());
    let server = Server::start();
    // Every picture the service drew, with its entity tag.
    let mut tagged: Vec<(String, Vec<u8>, String)> = Vec::new();
    // What is not yet one meaning: "key: way".
    let mut apart: Vec<String> = Vec::new();
    for key in KEYS.iter().filter(|k| DOCUMENT_ONLY.contains(&k.name)) {
        assert_eq!(
            key.ways,
            [Way::Document],
            "{} is no longer a document's own",
            key.name
        );
        let s = samples(key.name).expect("a sample");
        let pdf = Sample { format: "pdf", ..s };
        let svg = Sample { format: "svg", ..s };
        // The pair says what every other way in does without it.
        if latex(dir.path(), &s, s.pairs) != cli(dir.path(), &pdf, &s.pairs[1..]) {
            apart.push(format!("{}: latex", key.name));
        }
        if typst(&s, s.pairs) != cli(dir.path(), &svg, &s.pairs[1..]) {
            apart.push(format!("{}: typst", key.name));
        }
        // Without it, a document's diagram has its words set by the page.
        let mut own = vec![(key.name, "document")];
        own.extend_from_slice(&s.pairs[1..]);
        if (latex(dir.path(), &s, s.pairs) != latex(dir.path(), &s, &own)) != s.changes {
            apart.push(format!("{}: changes", key.name));
        }
    }
    for key in KEYS
        .iter()
        .filter(|k| !BLOCK_ONLY.contains(&k.name) && !DOCUMENT_ONLY.contains(&k.name))
    {
        let s = samples(key.name).expect("a sample");
        let by_cli = cli(dir.path(), &s, s.pairs);
        if key.takes(Way::Document) {
            let pdf = Sample { format: "pdf", ..s };
            if latex(dir.path(), &s, s.pairs) != cli(dir.path(), &pdf, s.pairs) {
                apart.push(format!("{}: latex", key.name));
            }
            let svg = Sample { format: "svg", ..s };
            if !NOT_IN_TYPST.contains(&key.name)
                && typst(&s, s.pairs) != cli(dir.path(), &svg, s.pairs)
            {
                apart.push(format!("{}: typst", key.name));
            }
        }
        let by_block = block(dir.path(), &s, s.pairs);
        if by_cli != by_block {
            apart.push(format!("{}: block", key.name));
        }
        if key.takes(Way::Query) {
            let target = query(&s, s.pairs);
            let (by_query, tag) = server.get(&target);
            if by_cli != by_query {
                apart.push(format!("{}: query", key.name));
            }
            tagged.push((target, by_query, tag));
        } else {
            assert!(key.takes(Way::CommandLine) && key.takes(Way::Block));
        }
        if s.pairs.is_empty() {
            continue;
        }
        let without = cli(dir.path(), &s, &s.pairs[1..]);
        if (by_cli != without) != s.changes {
            apart.push(format!("{}: changes", key.name));
        }
        if key.takes(Way::Query) {
            let target = query(&s, &s.pairs[1..]);
            let (body, tag) = server.get(&target);
            tagged.push((target, body, tag));
        }
    }
    assert_eq!(apart, KNOWN_APART, "the ways in that draw a key apart");
    // One tag, one picture: a cache keeps no picture for another's tag.
    for (i, (ta, a, ka)) in tagged.iter().enumerate() {
        for (tb, b, kb) in &tagged[i + 1..] {
            assert!(ka != kb || a == b, "{ta} and {tb} share a tag");
        }
    }
}
