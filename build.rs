//! Two things done once, when the crate is built, rather than at every
//! start of the `forsythe` command.
//!
//! The messages' index: where each section of each embedded Fluent file
//! starts and which section defines each message (see `src/app/ftl_index.rs`).
//!
//! The link: by default the command is the usual position-independent
//! executable, placed at a random address at every start (ASLR), which the
//! network service (`forsythe serve`) should keep.
//!
//! A position-independent executable is relocated by the dynamic loader
//! every time it starts: about 20,000 addresses in tables of the crates it
//! is built from, which costs some 100 page faults and 0.2–0.3 ms of every
//! run. A book built with one process per diagram pays that for each one;
//! set `FORSYTHE_NO_PIE=1` while building to link the command at a fixed
//! address instead (Linux with glibc only; the libraries it loads are still
//! placed at random, the library crate is not affected).

use std::fmt::Write as _;

#[path = "src/app/ftl_index.rs"]
mod ftl_index;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/app/ftl_index.rs");
    println!("cargo::rerun-if-changed=locales");
    println!("cargo::rerun-if-env-changed=FORSYTHE_NO_PIE");
    if let Err(e) = write_message_index() {
        println!("cargo::error=cannot index the messages in locales/: {e}");
    }
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let no_pie = std::env::var_os("FORSYTHE_NO_PIE").is_some_and(|v| v != "0");
    if var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu" && no_pie {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}

/// Writes `$OUT_DIR/ftl_index.rs`: for each `locales/<lang>/forsythe.ftl`,
/// its language, section cuts and message index.
fn write_message_index() -> Result<(), Box<dyn std::error::Error>> {
    let mut langs: Vec<String> = std::fs::read_dir("locales")?
        .filter_map(Result::ok)
        .filter(|e| e.path().join("forsythe.ftl").is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    langs.sort();
    let mut out = String::from(
        "// Written by build.rs from locales/*/forsythe.ftl: do not edit.\n\
         /// Each embedded language: its section cuts and message index.\n\
         pub(crate) static MESSAGE_INDEX: &[Built] = &[\n",
    );
    for lang in &langs {
        let source = std::fs::read_to_string(format!("locales/{lang}/forsythe.ftl"))?;
        if source.len() > u32::MAX as usize / 2 {
            return Err(format!("locales/{lang}/forsythe.ftl is too large").into());
        }
        let index = ftl_index::index(&source);
        writeln!(out, "    ({lang:?}, &{:?}, &{:?}),", index.cuts, index.ids)?;
    }
    out.push_str("];\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR")?).join("ftl_index.rs");
    std::fs::write(path, out)?;
    Ok(())
}
