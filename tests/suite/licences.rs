//! Every crate the project builds with, tests and build scripts included,
//! is under a licence that lets the crate be MIT OR Apache-2.0: each one's
//! licence expression has at least one choice without a GPL of any kind, and
//! a crate that gives only a licence file does not hold a GPL there.

use std::process::Command;

/// Whether a licence expression (`MIT OR Apache-2.0`, `MIT/Apache-2.0`,
/// `(MIT OR Apache-2.0) AND Unicode-3.0`) leaves a choice free of the GPL.
fn allows_a_permissive_choice(expr: &str) -> bool {
    // Every part joined by AND must hold; within one, any choice will do.
    expr.split(" AND ").all(|part| {
        part.trim_matches(|c: char| c == '(' || c == ')' || c.is_whitespace())
            .split(" OR ")
            .flat_map(|choice| choice.split('/'))
            .any(|choice| !choice.to_uppercase().contains("GPL"))
    })
}

#[test]
fn the_expression_rule() {
    assert!(allows_a_permissive_choice("MIT OR Apache-2.0"));
    assert!(allows_a_permissive_choice("Apache-2.0 OR GPL-2.0-only"));
    assert!(allows_a_permissive_choice("MIT/Apache-2.0"));
    assert!(allows_a_permissive_choice(
        "(MIT OR Apache-2.0) AND Unicode-3.0"
    ));
    assert!(!allows_a_permissive_choice("GPL-3.0"));
    assert!(!allows_a_permissive_choice("LGPL-2.1-or-later"));
    assert!(!allows_a_permissive_choice("MIT AND GPL-2.0-only"));
}

#[test]
fn every_dependency_allows_mit_or_apache() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    // The graph for this machine's platform: crates for other systems are
    // not downloaded by a build here, and `--offline` cannot read them.
    let rustc = Command::new("rustc")
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let host = String::from_utf8_lossy(&rustc.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_owned))
        .expect("rustc names its host");
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .args(["--filter-platform", &host])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let packages = meta["packages"].as_array().expect("packages");
    assert!(packages.len() > 100, "only {} packages", packages.len());
    let mut refused = Vec::new();
    for p in packages {
        let name = format!(
            "{} {}",
            p["name"].as_str().unwrap_or("?"),
            p["version"].as_str().unwrap_or("?")
        );
        match (p["license"].as_str(), p["license_file"].as_str()) {
            (Some(expr), _) => {
                if !allows_a_permissive_choice(expr) {
                    refused.push(format!("{name}: {expr}"));
                }
            }
            (None, Some(file)) => {
                let manifest = std::path::Path::new(p["manifest_path"].as_str().unwrap_or(""));
                let path = manifest.parent().unwrap_or(manifest).join(file);
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                if text.is_empty() || text.to_uppercase().contains("GENERAL PUBLIC LICENSE") {
                    refused.push(format!("{name}: licence file {}", path.display()));
                }
            }
            (None, None) => refused.push(format!("{name}: no licence given")),
        }
    }
    assert!(
        refused.is_empty(),
        "crates whose licence does not allow MIT OR Apache-2.0:\n{}",
        refused.join("\n")
    );
}
