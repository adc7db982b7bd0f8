//! Every `$ forsythe …` example in README.md runs and prints what it shows.
//!
//! An example is a line starting with `$ ` inside a fenced block; the lines
//! after it, up to the next `$ ` or the fence, are its output (stderr, then
//! stdout). A line `…` ends the comparison: the rest is left out on purpose.

use std::process::Command;

#[test]
fn readme_examples_print_what_they_show() {
    let readme = include_str!("../README.md");
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_forsythe"));
    let dir = bin.parent().expect("the binary has a folder");
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let work = tempfile::tempdir().expect("a temporary folder");
    let mut examples = 0;
    let mut lines = readme.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(command) = line.strip_prefix("$ ") else {
            continue;
        };
        let mut expected = Vec::new();
        while let Some(next) = lines.peek() {
            if next.starts_with("$ ") || next.starts_with("```") {
                break;
            }
            expected.push(lines.next().unwrap_or_default());
        }
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("{command} 2>&1"))
            .env("PATH", &path)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .current_dir(work.path())
            .output()
            .expect("sh runs");
        let got = String::from_utf8_lossy(&out.stdout);
        let got: Vec<&str> = got.lines().collect();
        match expected.iter().position(|l| *l == "…") {
            Some(cut) => assert_eq!(&got[..cut.min(got.len())], &expected[..cut], "{command}"),
            None => assert_eq!(got, expected, "{command}"),
        }
        examples += 1;
    }
    assert!(examples >= 5, "only {examples} examples found");
}
