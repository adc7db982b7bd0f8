//! The page of `forsythe serve` in a real browser: Debian's chromium, driven
//! by playwright-core (`tests/browser/page.mjs`). Needs `node`,
//! `/usr/bin/chromium` and `npm ci` in `tests/browser`; without them the test
//! fails and says what is missing, it never passes quietly.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

const CHROMIUM: &str = "/usr/bin/chromium";

/// What is missing to run the browser, if anything.
fn missing(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let node = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !node {
        out.push("node (apt-get install -y nodejs npm)".to_owned());
    }
    if !Path::new(CHROMIUM).exists() {
        out.push(format!(
            "{CHROMIUM} (apt-get install -y chromium chromium-driver)"
        ));
    }
    if !dir
        .join("node_modules/playwright-core/package.json")
        .exists()
    {
        out.push(format!("playwright-core (cd {} && npm ci)", dir.display()));
    }
    out
}

#[test]
fn the_page_in_chromium() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    let missing = missing(&dir);
    assert!(
        missing.is_empty(),
        "the browser test cannot run; missing: {}",
        missing.join(", ")
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
