//! One version for the crate and every package made from it: the Typst
//! package (`typst.toml` and the `_version` its `lib.typ` checks the plugin
//! against), the WebAssembly plugin, and the npm package when it is there.
//! A package that reports another version than its engine is a mistake.

use std::path::Path;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `version = "…"` of a TOML file's `[package]` table (or of the file's
/// top, as `typst.toml` has it).
fn toml_version(path: &str) -> String {
    let text = read(path);
    let mut table = "";
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            table = line;
        } else if (table.is_empty() || table == "[package]")
            && let Some(v) = line.strip_prefix("version = \"")
        {
            return v.strip_suffix('"').expect("a quoted version").to_owned();
        }
    }
    panic!("{path} has no version")
}

#[test]
fn every_package_has_the_crates_version() {
    let crate_version = toml_version("Cargo.toml");
    assert_eq!(crate_version, env!("CARGO_PKG_VERSION"));
    let lib = read("integrations/typst/lib.typ");
    let checked = lib
        .lines()
        .find_map(|l| l.strip_prefix("#let _version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("lib.typ's _version");
    let mut found = vec![
        (
            "integrations/typst/typst.toml",
            toml_version("integrations/typst/typst.toml"),
        ),
        ("integrations/typst/lib.typ", checked.to_owned()),
        (
            "integrations/wasm/Cargo.toml",
            toml_version("integrations/wasm/Cargo.toml"),
        ),
    ];
    let npm = "integrations/js/package.json";
    if Path::new(env!("CARGO_MANIFEST_DIR")).join(npm).is_file() {
        let json: serde_json::Value = serde_json::from_str(&read(npm)).expect("JSON");
        let v = json["version"].as_str().expect("package.json's version");
        found.push((npm, v.to_owned()));
    }
    for (path, version) in found {
        assert_eq!(version, crate_version, "{path}");
    }
}
