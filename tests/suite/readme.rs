//! README.md and the guide (every page of docs/src) are true: their commands
//! run as a reader types them, print what they show, and make the pictures
//! they show; their links lead somewhere; `--help` points into the guide.
//!
//! - An example is a line starting with `$ ` inside a fenced block; the lines
//!   after it, up to the next `$ ` or the fence, are its output (stderr, then
//!   stdout). A line `…` ends the comparison: the rest is left out on purpose.
//!   Each runs in `sh`, after the README's own line that puts `forsythe` on
//!   the PATH, run word for word in a copy of the clone's layout whose
//!   `target/release` is the folder of the binary under test. The examples
//!   of one page run in order, in one fresh folder for that page.
//! - The first of the README's two commands is run with the same arguments.
//! - A picture (`![…](images/x.png)` outside a fenced block, relative to its
//!   page) is the file an example writes (`-o x.png`), pixel for pixel: an
//!   example of its own page, else of any page. `FORSYTHE_BLESS=1` writes
//!   the pictures anew from their commands. Pictures of pages set by LaTeX
//!   and Typst are the tools tier's.
//! - Every option a page writes after `forsythe SUBCOMMAND`, in examples and
//!   synopses alike, is one that subcommand's `--help` lists.
//! - Every relative link leads to a file, and a `#fragment` to a heading of
//!   the page it names; every page of the guide is in its SUMMARY.md.

use crate::common::image;

use std::path::{Component, Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One Markdown file: its path in the clone and its text.
struct Page {
    path: PathBuf,
    text: String,
}

impl Page {
    /// Its name in messages: `docs/src/render.md line 12`.
    fn at(&self, line: usize) -> String {
        format!("{} line {line}", self.path.display())
    }

    /// The folder its relative links start from, in the clone.
    fn dir(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new(""))
    }
}

/// The guide's pages under `dir` (a path in the clone), sorted.
fn guide_pages(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| dir.join(e.expect("an entry").file_name()))
        .collect();
    entries.sort();
    for path in entries {
        if root().join(&path).is_dir() {
            guide_pages(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// README.md, CONTRIBUTING.md and every page of the guide.
fn pages() -> &'static [Page] {
    static PAGES: OnceLock<Vec<Page>> = OnceLock::new();
    PAGES.get_or_init(|| {
        let mut paths = vec![PathBuf::from("README.md"), PathBuf::from("CONTRIBUTING.md")];
        guide_pages(Path::new("docs/src"), &mut paths);
        paths
            .into_iter()
            .map(|path| {
                let text = std::fs::read_to_string(root().join(&path))
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                Page { path, text }
            })
            .collect()
    })
}

fn readme() -> &'static Page {
    &pages()[0]
}

/// The lines of a text, each with its number and whether it is inside a
/// fenced block (not the fences themselves). A fence closes only with as
/// many backticks as opened it: a ```` block may show ``` blocks.
fn lines(text: &str) -> Vec<(usize, &str, bool)> {
    let mut fence: Option<usize> = None;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let ticks = line.len() - line.trim_start_matches('`').len();
        if ticks >= 3 {
            match fence {
                None => {
                    fence = Some(ticks);
                    continue;
                }
                Some(open) if ticks >= open && line[ticks..].trim().is_empty() => {
                    fence = None;
                    continue;
                }
                Some(_) => {}
            }
        }
        out.push((i + 1, line, fence.is_some()));
    }
    out
}

/// The lines of a page's fenced blocks, each with its line number.
fn block_lines(text: &str) -> Vec<(usize, &str)> {
    lines(text)
        .into_iter()
        .filter(|(_, _, inside)| *inside)
        .map(|(n, l, _)| (n, l))
        .collect()
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
        let path_line = block_lines(&readme().text)
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
    page: &'static Page,
    line: usize,
    command: &'static str,
    expected: Vec<&'static str>,
}

/// The examples of one page, in order.
fn examples_of(page: &'static Page) -> Vec<Example> {
    let lines = block_lines(&page.text);
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
            page,
            line: n,
            command,
            expected,
        });
    }
    out
}

fn examples() -> Vec<Example> {
    pages().iter().flat_map(examples_of).collect()
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
fn every_example_prints_what_it_shows() {
    let reader = Reader::new();
    let mut count = 0;
    let mut failures = Vec::new();
    for page in pages() {
        let work = tempfile::tempdir().expect("a temporary folder");
        for ex in examples_of(page) {
            count += 1;
            let out = reader.run(ex.command, work.path());
            let got = String::from_utf8_lossy(&out.stdout);
            let got: Vec<&str> = got.lines().collect();
            let shown = match ex.expected.iter().position(|l| *l == "…") {
                Some(cut) => (&got[..cut.min(got.len())], &ex.expected[..cut]),
                None => (&got[..], &ex.expected[..]),
            };
            if shown.0 != shown.1 {
                failures.push(format!(
                    "{}: {}\nshown:\n{}\nprinted:\n{}",
                    page.at(ex.line),
                    ex.command,
                    shown.1.join("\n"),
                    shown.0.join("\n")
                ));
            }
        }
    }
    assert!(count >= 60, "only {count} examples found");
    assert!(
        examples_of(readme()).len() >= 8,
        "the README's recipes have too few examples"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_first_of_the_two_commands_draws_its_diagram() {
    let first = block_lines(&readme().text)
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

/// The pictures of pages set by LaTeX and Typst, which the tools tier
/// makes and checks (tests/tools/typeset.rs).
const TYPESET_PAGES: &[&str] = &[
    "docs/src/images/latex-article.png",
    "docs/src/images/typst-problems.png",
];

/// The page of `forsythe serve` as chromium shows it: the tools tier's
/// browser checks work the same page (`SHOTS=DIR` keeps their pictures).
const SCREENSHOTS: &[&str] = &["docs/src/images/editor.png"];

/// `path` without `.` and `..` (a path in the clone), or `None` when it
/// leaves the clone.
fn normal(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(p) => out.push(p),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(out)
}

/// The link targets of a text outside fenced blocks and code spans:
/// (line, target), images included.
fn links(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for (n, line, inside) in lines(text) {
        if inside {
            continue;
        }
        // A code span's text is no link: only the parts between spans count.
        for prose in line.split('`').step_by(2) {
            let mut rest = prose;
            while let Some(at) = rest.find("](") {
                let tail = &rest[at + 2..];
                let Some(end) = tail.find(')') else { break };
                out.push((n, &tail[..end]));
                rest = &tail[end..];
            }
        }
    }
    out
}

/// The pictures of a page: (line, path in the clone).
fn pictures(page: &Page) -> Vec<(usize, PathBuf)> {
    links(&page.text)
        .into_iter()
        .filter(|(_, target)| {
            !target.contains("://") && [".png", ".svg", ".gif"].iter().any(|e| target.ends_with(e))
        })
        .map(|(n, target)| {
            let path = normal(&page.dir().join(target))
                .unwrap_or_else(|| panic!("{}: {target} leaves the clone", page.at(n)));
            (n, path)
        })
        .collect()
}

/// Whether an example writes the file `name` (`-o name`).
fn writes(ex: &Example, name: &str) -> bool {
    ex.command
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| w == ["-o", name])
}

#[test]
fn every_picture_is_what_its_command_draws() {
    let bless = std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0");
    let all = examples();
    let reader = Reader::new();
    let mut failures = Vec::new();
    let mut shown_any = false;
    for page in pages() {
        for (line, target) in pictures(page) {
            shown_any = true;
            let at = page.at(line);
            // Pages set by LaTeX and Typst: the tools tier makes and checks
            // them.
            if TYPESET_PAGES
                .iter()
                .chain(SCREENSHOTS)
                .any(|p| target == Path::new(p))
            {
                assert!(root().join(&target).is_file(), "{at}: {}", target.display());
                continue;
            }
            let name = target
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a file name");
            let own = all
                .iter()
                .find(|ex| std::ptr::eq(ex.page, page) && writes(ex, name));
            let Some(ex) = own.or_else(|| all.iter().find(|ex| writes(ex, name))) else {
                failures.push(format!(
                    "{at}: no example writes {name}, so nothing checks {}",
                    target.display()
                ));
                continue;
            };
            let work = tempfile::tempdir().expect("a temporary folder");
            let out = reader.run(ex.command, work.path());
            assert!(
                out.status.success(),
                "{}: {}",
                ex.page.at(ex.line),
                ex.command
            );
            let drawn = std::fs::read(work.path().join(name)).expect("the example writes it");
            let shown_path = root().join(&target);
            if bless {
                std::fs::write(&shown_path, &drawn).expect("the picture is written");
                continue;
            }
            let shown = std::fs::read(&shown_path)
                .unwrap_or_else(|e| panic!("{at}: {}: {e}", target.display()));
            let whence = ex.page.at(ex.line);
            if target.extension().is_some_and(|e| e == "png") {
                let (a, b) = (image::decode(&shown), image::decode(&drawn));
                match image::differing_pixels(&a, &b) {
                    Some((0, _)) => {}
                    Some((n, first)) => failures.push(format!(
                        "{at}: {} differs from what {whence} draws in {n} pixels (the first at {first:?}); FORSYTHE_BLESS=1 draws it anew",
                        target.display()
                    )),
                    None => failures.push(format!(
                        "{at}: {} is {}×{}, {whence} draws {}×{}",
                        target.display(),
                        a.width,
                        a.height,
                        b.width,
                        b.height
                    )),
                }
            } else if shown != drawn {
                failures.push(format!(
                    "{at}: {} differs from what {whence} draws",
                    target.display()
                ));
            }
        }
    }
    assert!(shown_any, "no page shows a picture");
    assert!(
        !pictures(readme()).is_empty(),
        "the README shows no picture"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The options of `forsythe [GLOBAL] SUBCOMMAND …` lines in a page's
/// blocks, with the synopsis lines that continue them: (line, subcommand,
/// option).
fn written_options(text: &str) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for (n, line) in block_lines(text) {
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
fn every_option_written_is_one_the_command_has() {
    let mut helps = std::collections::HashMap::new();
    let mut failures = Vec::new();
    let mut count = 0;
    for page in pages() {
        for (line, sub, opt) in written_options(&page.text) {
            count += 1;
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
                    "{}: `forsythe {sub} --help` has no {opt}",
                    page.at(line)
                ));
            }
        }
    }
    assert!(count >= 60, "only {count} options found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A heading's anchor, as mdBook and GitHub make it: lower case, spaces
/// to `-`, and only letters, digits, `-` and `_` kept.
fn anchor(heading: &str) -> String {
    heading
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                Some(c.to_ascii_lowercase())
            } else if c.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect()
}

/// The anchors of a Markdown text's headings.
fn anchors(text: &str) -> Vec<String> {
    lines(text)
        .into_iter()
        .filter(|(_, _, inside)| !inside)
        .filter_map(|(_, line, _)| {
            let title = line.trim_start_matches('#');
            (title.len() < line.len() && title.starts_with(' ')).then(|| anchor(title.trim()))
        })
        .collect()
}

#[test]
fn every_link_leads_somewhere() {
    let mut failures = Vec::new();
    let mut count = 0;
    for page in pages() {
        for (line, target) in links(&page.text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            count += 1;
            let at = page.at(line);
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target, None),
            };
            let path = if file.is_empty() {
                Some(page.path.clone())
            } else {
                normal(&page.dir().join(file))
            };
            let Some(path) = path.filter(|p| root().join(p).exists()) else {
                failures.push(format!("{at}: {target} leads nowhere"));
                continue;
            };
            let Some(fragment) = fragment else { continue };
            let text = std::fs::read_to_string(root().join(&path)).unwrap_or_default();
            if !anchors(&text).iter().any(|a| a == fragment) {
                failures.push(format!(
                    "{at}: {} has no heading #{fragment}",
                    path.display()
                ));
            }
        }
    }
    assert!(count >= 100, "only {count} links found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The guide's pages listed in its SUMMARY.md, and the guide's pages.
#[test]
fn the_summary_lists_every_page_of_the_guide() {
    let summary = pages()
        .iter()
        .find(|p| p.path == Path::new("docs/src/SUMMARY.md"))
        .expect("the guide has a SUMMARY.md");
    let listed: Vec<PathBuf> = links(&summary.text)
        .into_iter()
        .filter_map(|(_, t)| normal(&summary.dir().join(t)))
        .collect();
    for page in pages() {
        if page.path.starts_with("docs/src") && page.path != summary.path {
            assert!(
                listed.contains(&page.path),
                "SUMMARY.md does not list {}",
                page.path.display()
            );
        }
    }
}

/// The help of the program and of each of its commands ends with the page
/// of the guide that tells more, in every language.
#[test]
fn every_help_names_its_page_of_the_guide() {
    let out = Command::new(crate::forsythe_exe())
        .arg("--help")
        .env("LANG", "C")
        .output()
        .expect("the binary runs");
    let help = String::from_utf8_lossy(&out.stdout);
    // The commands, as the program's help lists them.
    let commands: Vec<String> = help
        .lines()
        .skip_while(|l| l != &"Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        // A command is written two spaces in; deeper lines go on with its text.
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next())
        .filter(|c| c.chars().all(|ch| ch.is_ascii_lowercase()) && *c != "help")
        .map(str::to_owned)
        .collect();
    assert!(commands.len() >= 10, "{commands:?}");
    for lang in ["en", "de", "fr", "it", "nl"] {
        for command in std::iter::once(None).chain(commands.iter().map(Some)) {
            let mut args = vec!["--lang", lang];
            args.extend(command.map(String::as_str));
            args.push("--help");
            let out = Command::new(crate::forsythe_exe())
                .args(&args)
                .output()
                .expect("the binary runs");
            let help = String::from_utf8_lossy(&out.stdout);
            // The last paragraph, its wrapped lines joined.
            let last = help.trim_end().rsplit("\n\n").next().unwrap_or_default();
            let last = last.split_whitespace().collect::<Vec<_>>().join(" ");
            let page = last
                .split('`')
                .find(|w| w.starts_with("docs/src/") && w.ends_with(".md"))
                .unwrap_or_else(|| panic!("{args:?}: the help ends without its page:\n{last}"));
            assert!(root().join(page).is_file(), "{args:?}: {page}");
        }
    }
}
