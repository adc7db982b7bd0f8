//! The program on a terminal, as `script` (util-linux) gives it one: `render`
//! without a record says that it reads standard input.

use std::io::Write;
use std::process::{Command, Stdio};

pub fn reading_standard_input_on_a_terminal_is_said() {
    let dir = tempfile::tempdir().expect("a folder");
    let command = format!("{} render -o t.png", crate::forsythe_exe().display());
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(dir.path())
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script runs");
    let mut pipe = child.stdin.take().expect("stdin");
    pipe.write_all(b"k7\n\x04").expect("the record is typed");
    drop(pipe);
    let o = child.wait_with_output().expect("script ends");
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("note: reading the record from standard input: type it and end with Ctrl-D"),
        "{text}"
    );
}
