//! README.md is true: its commands run as a reader types them, print what it
//! shows, and make the pictures it shows.
//!
//! - An example is a line starting with `$ ` inside a fenced block; the lines
//!   after it, up to the next `$ ` or the fence, are its output (stderr, then
//!   stdout). A line `…` ends the comparison: the rest is left out on purpose.
//!   Each runs in `sh`, in a fresh folder, after the README's own line that
//!   puts `forsythe` on the PATH, run word for word in a copy of the clone's
//!   layout whose `target/release` is the folder of the binary under test.
//! - The first of the two commands at the top is run with the same arguments.
//! - A picture (`![…](examples/x.png)` outside a fenced block) is the file an
//!   example writes (`-o x.png`), pixel for pixel. `FORSYTHE_BLESS=1` writes
//!   the pictures anew from their commands. Pictures of pages set by LaTeX
//!   and Typst (`examples/latex/`, `examples/typst/`) are the tools tier's.
//! - Every option the README writes after `forsythe SUBCOMMAND`, in examples
//!   and synopses alike, is one that subcommand's `--help` lists.

use crate::common::image;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const README: &str = include_str!("../../README.md");

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The lines of the README's fenced blocks, each with its line number.
fn block_lines() -> Vec<(usize, &'static str)> {
    let mut inside = false;
    let mut out = Vec::new();
    for (i, line) in README.lines().enumerate() {
        if line.starts_with("```") {
            inside = !inside;
        } else if inside {
            out.push((i + 1, line));
        }
    }
    out
}

/// A shell that runs commands as a reader of the README does: in a folder
/// laid out like the clone (its `target/release` the binary's folder), the
/// README's PATH line is run word for word, then the command in `work`.
struct Reader {
    clone: tempfile::TempDir,
    path_line: &'static str,
}

impl Reader {
    fn new() -> Reader {
        let path_line = block_lines()
            .into_iter()
            .map(|(_, l)| l)
            .find(|l| l.starts_with("export PATH="))
            .expect("the README says how to put forsythe on the PATH");
        let clone = tempfile::tempdir().expect("a temporary folder");
        let bin = Path::new(crate::forsythe_exe());
        std::fs::create_dir(clone.path().join("target")).expect("a folder");
        std::os::unix::fs::symlink(
            bin.parent().expect("the binary has a folder"),
            clone.path().join("target/release"),
        )
        .expect("a link");
        Reader { clone, path_line }
    }

    fn run(&self, command: &str, work: &Path) -> Output {
        let script = format!(
            "cd \"$CLONE\" && {} && cd \"$WORK\" && {command} 2>&1",
            self.path_line
        );
        Command::new("sh")
            .arg("-c")
            .arg(script)
            .env("CLONE", self.clone.path())
            .env("WORK", work)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANGUAGE")
            .output()
            .expect("sh runs")
    }
}

struct Example {
    line: usize,
    command: &'static str,
    expected: Vec<&'static str>,
}

fn examples() -> Vec<Example> {
    let lines = block_lines();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (n, line) = lines[i];
        i += 1;
        let Some(command) = line.strip_prefix("$ ") else {
            continue;
        };
        let mut expected = Vec::new();
        // Output runs to the next example or the end of its block.
        while i < lines.len() && lines[i].0 == lines[i - 1].0 + 1 && !lines[i].1.starts_with("$ ") {
            expected.push(lines[i].1);
            i += 1;
        }
        out.push(Example {
            line: n,
            command,
            expected,
        });
    }
    out
}

#[test]
fn the_path_line_finds_the_binary_under_test() {
    let reader = Reader::new();
    let work = tempfile::tempdir().expect("a temporary folder");
    let out = reader.run("command -v forsythe", work.path());
    let found = String::from_utf8_lossy(&out.stdout);
    let found = std::fs::canonicalize(found.trim()).expect("forsythe is found");
    let bin = std::fs::canonicalize(crate::forsythe_exe()).expect("the binary");
    assert_eq!(found, bin);
}

#[test]
fn readme_examples_print_what_they_show() {
    let reader = Reader::new();
    let work = tempfile::tempdir().expect("a temporary folder");
    let examples = examples();
    assert!(
        examples.len() >= 10,
        "only {} examples found",
        examples.len()
    );
    for ex in &examples {
        let out = reader.run(ex.command, work.path());
        let got = String::from_utf8_lossy(&out.stdout);
        let got: Vec<&str> = got.lines().collect();
        let what = format!("README line {}: {}", ex.line, ex.command);
        match ex.expected.iter().position(|l| *l == "…") {
            Some(cut) => assert_eq!(&got[..cut.min(got.len())], &ex.expected[..cut], "{what}"),
            None => assert_eq!(got, ex.expected, "{what}"),
        }
    }
}

#[test]
fn the_first_of_the_two_commands_draws_its_diagram() {
    let first = block_lines()
        .into_iter()
        .map(|(_, l)| l)
        .find(|l| l.starts_with("cargo run --release -- "))
        .expect("the README's first command");
    let command = first.replacen("cargo run --release --", "forsythe", 1);
    let reader = Reader::new();
    let work = tempfile::tempdir().expect("a temporary folder");
    let out = reader.run(&command, work.path());
    assert!(
        out.status.success(),
        "{command}: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let name = command
        .rsplit(" -o ")
        .next()
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the command names its output");
    let bytes = std::fs::read(work.path().join(name)).expect("the diagram is written");
    let img = image::decode(&bytes);
    assert_eq!((img.width, img.height), (400, 400), "{name}");
}

/// Where the pictures of typeset pages are, which the tools tier checks.
const TYPESET_PAGES: &[&str] = &["examples/latex/", "examples/typst/"];

/// The README's pictures outside fenced blocks: (line, path in the clone).
fn pictures() -> Vec<(usize, &'static str)> {
    // The open fence's length: a fence closes only with as many backticks
    // (a ```` block may show ``` blocks).
    let mut fence: Option<usize> = None;
    let mut out = Vec::new();
    for (i, line) in README.lines().enumerate() {
        let ticks = line.len() - line.trim_start_matches('`').len();
        if ticks >= 3 {
            match fence {
                None => fence = Some(ticks),
                Some(open) if ticks >= open && line[ticks..].trim().is_empty() => fence = None,
                Some(_) => {}
            }
            continue;
        }
        if fence.is_some() {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let tail = &rest[at + 2..];
            let Some(end) = tail.find(')') else { break };
            let target = &tail[..end];
            if !target.contains("://")
                && [".png", ".svg", ".gif"].iter().any(|e| target.ends_with(e))
            {
                out.push((i + 1, target));
            }
            rest = &tail[end..];
        }
    }
    out
}

#[test]
fn readme_pictures_are_what_their_commands_draw() {
    let bless = std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0");
    let pictures = pictures();
    assert!(!pictures.is_empty(), "the README shows no picture");
    let examples = examples();
    let reader = Reader::new();
    let mut failures = Vec::new();
    for (line, target) in pictures {
        // Pages set by LaTeX and Typst: the tools tier makes and checks
        // them (tests/tools/typeset.rs).
        if TYPESET_PAGES.iter().any(|p| target.starts_with(p)) {
            assert!(
                root().join(target).is_file(),
                "README line {line}: {target}"
            );
            continue;
        }
        let name = Path::new(target)
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a file name");
        let Some(ex) = examples.iter().find(|ex| {
            ex.command
                .split_whitespace()
                .collect::<Vec<_>>()
                .windows(2)
                .any(|w| w == ["-o", name])
        }) else {
            failures.push(format!(
                "README line {line}: no example writes {name}, so nothing checks {target}"
            ));
            continue;
        };
        let work = tempfile::tempdir().expect("a temporary folder");
        let out = reader.run(ex.command, work.path());
        assert!(
            out.status.success(),
            "README line {}: {}",
            ex.line,
            ex.command
        );
        let drawn_path = work.path().join(name);
        let drawn = std::fs::read(&drawn_path).expect("the example writes its picture");
        let shown_path: PathBuf = root().join(target);
        if bless {
            std::fs::write(&shown_path, &drawn).expect("the picture is written");
            continue;
        }
        let shown = std::fs::read(&shown_path)
            .unwrap_or_else(|e| panic!("README line {line}: {target}: {e}"));
        if target.ends_with(".png") {
            let (a, b) = (image::decode(&shown), image::decode(&drawn));
            match image::differing_pixels(&a, &b) {
                Some((0, _)) => {}
                Some((n, first)) => failures.push(format!(
                    "README line {line}: {target} differs from what README line {} draws in {n} pixels (the first at {first:?}); FORSYTHE_BLESS=1 draws it anew",
                    ex.line
                )),
                None => failures.push(format!(
                    "README line {line}: {target} is {}×{}, README line {} draws {}×{}",
                    a.width, a.height, ex.line, b.width, b.height
                )),
            }
        } else if shown != drawn {
            failures.push(format!(
                "README line {line}: {target} differs from what README line {} draws",
                ex.line
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The options of `forsythe [GLOBAL] SUBCOMMAND …` lines in the README's
/// blocks, with the synopsis lines that continue them: (line, subcommand,
/// option).
fn written_options() -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for (n, line) in block_lines() {
        let text = line.strip_prefix("$ ").unwrap_or(line);
        let words: Vec<&str> = text.split_whitespace().collect();
        let continues = line.starts_with(' ') && text.trim_start().starts_with('[');
        let words: &[&str] = if continues && current.is_some() {
            &words
        } else if words.first() == Some(&"forsythe") {
            // Skip the global options (`--lang de`) to the subcommand.
            let mut i = 1;
            while i < words.len() && words[i].starts_with('-') {
                i += if words[i] == "--lang" { 2 } else { 1 };
            }
            match words.get(i) {
                Some(sub) if sub.chars().all(|c| c.is_ascii_lowercase()) => {
                    current = Some((*sub).to_owned());
                    &words[i + 1..]
                }
                _ => {
                    current = None;
                    continue;
                }
            }
        } else {
            // A pipe into forsythe (`echo … | forsythe render …`).
            match words.iter().position(|w| *w == "forsythe") {
                Some(i) if i > 0 && words[i - 1] == "|" => {
                    current = words.get(i + 1).map(|s| (*s).to_owned());
                    words.get(i + 2..).unwrap_or(&[])
                }
                _ => {
                    current = None;
                    continue;
                }
            }
        };
        let Some(sub) = &current else { continue };
        for w in words {
            // A quoted argument's words are not options.
            if let Some(opt) = w.trim_start_matches('[').strip_prefix("--") {
                let name: String = opt
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                    .collect();
                if !name.is_empty() && !name.starts_with('-') {
                    out.push((n, sub.clone(), format!("--{name}")));
                }
            }
        }
    }
    out
}

#[test]
fn every_option_the_readme_writes_is_one_the_command_has() {
    let options = written_options();
    assert!(options.len() >= 60, "only {} options found", options.len());
    let mut helps = std::collections::HashMap::new();
    let mut failures = Vec::new();
    for (line, sub, opt) in options {
        let help = helps.entry(sub.clone()).or_insert_with(|| {
            let out = Command::new(crate::forsythe_exe())
                .args([sub.as_str(), "--help"])
                .env("LANG", "C")
                .output()
                .expect("the binary runs");
            String::from_utf8_lossy(&out.stdout).into_owned()
        });
        let listed = help
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .any(|w| w == opt);
        if !listed {
            failures.push(format!(
                "README line {line}: `forsythe {sub} --help` has no {opt}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
