//! The page of `forsythe serve` in a real browser: Debian's chromium, driven
//! by playwright-core (`tests/browser/page.mjs`, after `npm ci` there).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

pub fn the_page_in_chromium() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    assert!(
        dir.join("node_modules/playwright-core/package.json")
            .exists(),
        "playwright-core is missing: (cd {} && npm ci)",
        dir.display()
    );

    let mut server = Command::new(env!("CARGO_BIN_EXE_forsythe"))
        .args(["serve", "--port", "0"])
        .env("LANG", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut lines = BufReader::new(server.stderr.take().expect("stderr")).lines();
    let first = lines.next().expect("a first line").expect("text");
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_owned();
    // Keep reading the access log, so the pipe never fills.
    let log = std::thread::spawn(move || lines.map_while(Result::ok).collect::<Vec<_>>());

    let run = Command::new("node")
        .arg("page.mjs")
        .arg(format!("http://{addr}"))
        .current_dir(&dir)
        .output()
        .expect("node runs");
    let _ = server.kill();
    let _ = server.wait();
    let log = log.join().unwrap_or_default();
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        run.status.success(),
        "the browser test failed\n--- its output\n{stdout}\n--- its errors\n{stderr}\n--- the service's log\n{}",
        log.join("\n")
    );
    // Every check ran.
    assert!(
        stdout.contains("ok: the downloaded SVG is the diagram"),
        "{stdout}"
    );
    assert!(stdout.contains("ok: no errors in the browser"), "{stdout}");
}
