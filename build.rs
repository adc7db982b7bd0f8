//! Links the `forsythe` command as a position-dependent executable on
//! Linux with glibc.
//!
//! A position-independent executable is relocated by the dynamic loader
//! every time it starts: about 20,000 addresses in tables of the crates it
//! is built from, which costs some 100 page faults and 0.2–0.3 ms of every
//! run. A book built with one process per diagram pays that for each one,
//! so the command is linked at a fixed address instead; the libraries it
//! loads are still placed at random. The library crate is not affected.
//!
//! Set `FORSYTHE_PIE=1` while building to keep the usual position-independent
//! executable (for a distribution that requires one).

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=FORSYTHE_PIE");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let wants_pie = std::env::var_os("FORSYTHE_PIE").is_some_and(|v| v != "0");
    if var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu" && !wants_pie {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
