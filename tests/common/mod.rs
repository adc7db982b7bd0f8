//! Helpers shared by the integration tests that run the real executable.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `forsythe` with `args` in `dir`, in English, feeding it `stdin`.
/// The program may stop reading its input early; that is not a failure here.
pub fn run(args: &[&str], dir: &Path, stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_forsythe"))
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin");
    let _ = pipe.write_all(stdin);
    drop(pipe);
    child.wait_with_output().expect("the binary ends")
}

/// What the program wrote on stderr.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
