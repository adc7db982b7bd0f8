//! The page of `forsythe serve` in a real browser: Debian's chromium, driven
//! from here over its DevTools protocol (the `chromiumoxide` crate, on a
//! tokio runtime of its own). With the browser's language set to German and
//! the notation on `auto`, it types a German record key by key, sees the
//! diagram change without a page load, sees the warning for a typo,
//! downloads the SVG, and finds no error in the browser along the way.
//!
//! The contact sheet of `forsythe batch --html`, opened from its file:
//! a solution is folded away until its summary is clicked, then shows its
//! lines as the file has them, and on paper every solution shows.
//!
//! The board editor on the same page, worked once with the mouse and once
//! with the keyboard alone: a position set up from an empty board and its
//! FEN read back; a grasshopper, a neutral rook and a hole read back in
//! Fairy-FEN and Popeye; changes since a position read back with their `.`
//! squares; the page's address opened again, which restores it all; and
//! (with the mouse) a piece dragged to another square.
//!
//! With `SHOTS=DIR`, screenshots of the whole page at a desktop width
//! (1280 px) and a phone width (390 px), of the editor at 1280 px and 360
//! px, and of the sheet folded, opened and as printed, go into DIR.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::future::Future;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use chromiumoxide::cdp::browser_protocol::browser::{
    SetDownloadBehaviorBehavior, SetDownloadBehaviorParams,
};
use chromiumoxide::cdp::browser_protocol::emulation::{
    SetDeviceMetricsOverrideParams, SetEmulatedMediaParams,
};
use chromiumoxide::cdp::browser_protocol::input::InsertTextParams;
use chromiumoxide::cdp::browser_protocol::log::{EventEntryAdded, LogEntryLevel};
use chromiumoxide::cdp::browser_protocol::network::{
    EnableParams, EventLoadingFailed, EventRequestWillBeSent,
};
use chromiumoxide::cdp::browser_protocol::page::CaptureScreenshotFormat;
use chromiumoxide::cdp::js_protocol::runtime::{
    ConsoleApiCalledType, EvaluateParams, EventConsoleApiCalled, EventExceptionThrown, RemoteObject,
};
use chromiumoxide::page::ScreenshotParams;
use chromiumoxide::{Browser, BrowserConfig, Element, Page};
use futures::StreamExt;
use serde_json::Value;
use tokio::runtime::{Handle, Runtime};

use crate::program;

/// How long any one thing may take to happen on the page.
const PATIENCE: Duration = Duration::from_secs(10);

/// The desktop's window and the phone's.
const DESKTOP: (u32, u32) = (1280, 900);
const PHONE: (u32, u32) = (390, 844);

const FIRST: &str = "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1";
const SECOND: &str = "tsldklst/bb1bbbbb/8/2b5/4B3/5S2/BBBB1BBB/TSLDKL1T b KQkq - 1 2";
const TYPO: &str = "tsldklst/bb1bbbbb/8/2b5/4B3/5S2/BBBB1BBB/TSLDKLXT b KQkq - 1 2";

pub fn the_page_in_chromium() {
    let run = Run::start();
    let tab = &run.tab;
    let base = run.base.as_str();

    tab.block_on(async {
        tab.page.goto(format!("{base}/")).await?;
        tab.page.wait_for_navigation().await.map(|_| ())
    })
    .unwrap_or_else(|e| panic!("chromium does not load {base}/: {e}"));

    check(
        eval(tab, "document.documentElement.lang") == "de",
        "the page speaks the browser's language (de)",
    );
    let button = element("button.show");
    check(
        eval(tab, &format!("!{button}.checkVisibility()")) == true,
        "with the script, the form's button is not needed",
    );
    let dialect = element("#dialect");
    check(
        eval(tab, &format!("{dialect}.value")) == "auto",
        "the notation starts on auto",
    );
    let messages = element("#messages");
    check(
        eval(tab, &format!("{messages}.getAttribute('aria-live')")) == "polite",
        "warnings are announced to screen readers",
    );

    // Keyboard only: the field, then Tab to the notation.
    type_keys(tab, "#fen", FIRST);
    wait_for(
        tab,
        "the diagram of the German record, read as German (dialect=de)",
        &diagram_loaded("img.src.includes('dialect=de')"),
    );
    let first = attribute(tab, "#diagram", "src");
    check(
        first.starts_with("/diagram.svg?fen=tsldklst"),
        &format!("the diagram shows the German record: {first}"),
    );
    let note = text(tab, "#messages");
    check(
        note.contains("„Deutsch“"),
        &format!("auto says it read German notation: {}", note.trim()),
    );
    let link = string(tab, &format!("{}.value", element("#link")));
    check(
        link.starts_with(&format!("{base}/diagram.png?fen=tsldklst")),
        &format!("the image link is absolute and in PNG: {link}"),
    );
    let address = string(tab, "location.href");
    check(
        address.contains("fen=tsldklst"),
        &format!("the address keeps the record: {address}"),
    );

    // A move later: the diagram changes, without a page load. A page load
    // would forget this flag.
    eval(tab, "window.stillTheSamePage = true");
    clear(tab, "#fen");
    type_keys(tab, "#fen", SECOND);
    wait_for(
        tab,
        "the diagram of the second record",
        &diagram_loaded(&format!("img.getAttribute('src') !== {}", js(&first))),
    );
    let second = attribute(tab, "#diagram", "src");
    check(
        second != first && second.contains("2b5"),
        &format!("the diagram follows the record: {second}"),
    );
    check(
        eval(tab, "window.stillTheSamePage === true") == true,
        "no page load while typing",
    );

    // A typo, pasted over the record: a warning with its caret right under
    // the field.
    clear(tab, "#fen");
    tab.block_on(tab.page.execute(InsertTextParams::new(TYPO)))
        .unwrap_or_else(|e| panic!("the record with a typo cannot be pasted: {e}"));
    wait_for(
        tab,
        "a warning (#messages .diag.warning)",
        "document.querySelector('#messages .diag.warning') !== null",
    );
    let warning = text(tab, "#messages .diag.warning .msg");
    check(
        warning.contains('X') && warning.contains("Reihe 1"),
        &format!("the typo is named: {}", warning.trim()),
    );
    let excerpt = text(tab, "#messages .diag.warning .excerpt");
    check(
        excerpt.trim_end().ends_with('^') && excerpt.contains("Spalte 48"),
        &format!("the caret points at it, in column 48: {excerpt:?}"),
    );
    wait_for(
        tab,
        "the diagram of the record with a typo",
        &diagram_loaded("img.getAttribute('src').includes('KLXT')"),
    );
    check(true, "a record with a typo is still drawn");

    // The SVG download, into a folder of our own.
    let folder = run.downloads.path();
    call(
        tab,
        "downloads into a folder",
        SetDownloadBehaviorParams {
            behavior: SetDownloadBehaviorBehavior::Allow,
            browser_context_id: None,
            download_path: Some(folder.display().to_string()),
            events_enabled: None,
        },
    );
    let button = find(tab, "#download-svg");
    tab.block_on(button.click())
        .unwrap_or_else(|e| panic!("#download-svg cannot be clicked: {e}"));
    let file = wait_for_download(folder);
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    check(
        name == "diagram.svg",
        &format!("the download is named diagram.svg: {name}"),
    );
    let svg = std::fs::read_to_string(&file).expect("the downloaded file reads as text");
    check(
        svg.starts_with("<svg") && svg.contains(&format!(">{TYPO}</title>")),
        "the downloaded SVG is the diagram",
    );

    // Keyboard: Tab leaves the field for the notation.
    let field = focus(tab, "#fen");
    tab.block_on(field.press_key("Tab"))
        .unwrap_or_else(|e| panic!("Tab cannot be pressed: {e}"));
    check(
        eval(tab, "document.activeElement && document.activeElement.id") == "dialect",
        "Tab goes from the field to the notation",
    );

    if let Some(dir) = std::env::var_os("SHOTS") {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the SHOTS folder");
        screenshot(tab, DESKTOP, &dir.join("desktop.png"));
        screenshot(tab, PHONE, &dir.join("phone.png"));
        println!("screenshots in {}", dir.display());
    }

    let problems = run.problems.lock().expect("the list of problems").clone();
    check(
        problems.is_empty(),
        &format!("no errors in the browser{}", listed(&problems)),
    );
}

/// The solution of [`crate::common::SOLVED_FOR_THE_SHEET`] as the sheet
/// shows it.
const SHEET_SOLUTION: &str =
    "1.Qd4-d5+ ! <zugzwang>\n   1...Ke5-f4 2.Qd5-g5#\n\n   1...Ke5-f6 & 2.Qd5-g5#";

pub fn the_sheet_in_chromium() {
    let dir = tempfile::Builder::new()
        .prefix("forsythe-sheet-")
        .tempdir()
        .expect("a folder for the sheet");
    crate::common::contact_sheet(dir.path(), crate::common::SOLVED_FOR_THE_SHEET, &[], &[]);
    let profile = tempfile::Builder::new()
        .prefix("forsythe-chromium-")
        .tempdir()
        .expect("a profile folder");
    let (_chromium, tab, problems) = open_chromium(profile.path());
    let tab = &tab;
    let sheet = format!("file://{}", dir.path().join("sheet.html").display());
    tab.block_on(async {
        tab.page.goto(sheet.as_str()).await?;
        tab.page.wait_for_navigation().await.map(|_| ())
    })
    .unwrap_or_else(|e| panic!("chromium does not load {sheet}: {e}"));
    wait_for(
        tab,
        "both diagrams drawn",
        "[...document.images].every(i => i.complete && i.naturalWidth > 0) && document.images.length === 2",
    );

    check(
        eval(tab, "document.querySelectorAll('details.sol').length") == 1,
        "one solution: the second problem has none",
    );
    check(
        text(tab, "details.sol summary") == "Solution",
        "the solution is opened by the word Solution",
    );
    let solution = element("details.sol div");
    let shows = format!("{solution}.checkVisibility()");
    check(eval(tab, &shows) == false, "the solution is folded away");
    let shots = std::env::var_os("SHOTS").map(PathBuf::from);
    if let Some(dir) = &shots {
        std::fs::create_dir_all(dir).expect("the SHOTS folder");
        screenshot(tab, DESKTOP, &dir.join("sheet.png"));
        set_viewport(tab, DESKTOP);
    }

    let summary = find(tab, "details.sol summary");
    tab.block_on(summary.click())
        .unwrap_or_else(|e| panic!("the summary cannot be clicked: {e}"));
    wait_for(tab, "the solution opened", &shows);
    let shown = string(tab, &format!("{solution}.innerText"));
    check(
        shown == SHEET_SOLUTION,
        &format!("the solution shows its lines and indentation, unescaped: {shown:?}"),
    );
    if let Some(dir) = &shots {
        screenshot(tab, DESKTOP, &dir.join("sheet-open.png"));
        set_viewport(tab, DESKTOP);
    }
    tab.block_on(summary.click())
        .unwrap_or_else(|e| panic!("the summary cannot be clicked again: {e}"));
    wait_for(tab, "the solution folded again", &format!("!{shows}"));

    // On paper, folded or not.
    call(
        tab,
        "shows the page as printed",
        SetEmulatedMediaParams::builder().media("print").build(),
    );
    check(
        eval(tab, &shows) == true,
        "printed, the folded solution shows",
    );
    if let Some(dir) = &shots {
        screenshot(tab, DESKTOP, &dir.join("sheet-print.png"));
        println!("screenshots in {}", dir.display());
    }

    let problems = problems.lock().expect("the list of problems").clone();
    check(
        problems.is_empty(),
        &format!("no errors in the browser{}", listed(&problems)),
    );
}

/// The service, the browser and their folders, for one run. Dropping it
/// ends both programs and removes the folders, also when a check panics;
/// then the service's log is printed too.
struct Run {
    // Fields drop in this order: the tab and the browser first (that ends
    // chromium), then the profile it wrote, then the service.
    tab: Tab,
    _chromium: Chromium,
    _profile: tempfile::TempDir,
    downloads: tempfile::TempDir,
    base: String,
    /// Console errors, page exceptions and failed requests, as they come.
    problems: Arc<Mutex<Vec<String>>>,
    _service: Service,
}

impl Run {
    fn start() -> Run {
        let service = Service::start();
        let base = service.base.clone();
        let profile = tempfile::Builder::new()
            .prefix("forsythe-chromium-")
            .tempdir()
            .expect("a profile folder");
        let downloads = tempfile::Builder::new()
            .prefix("forsythe-downloads-")
            .tempdir()
            .expect("a downloads folder");

        let (chromium, tab, problems) = open_chromium(profile.path());

        Run {
            tab,
            _chromium: chromium,
            _profile: profile,
            downloads,
            base,
            problems,
            _service: service,
        }
    }
}

/// Chromium in German, its profile in `profile`, with one tab at the
/// desktop's size, and the list of what goes wrong in that tab.
fn open_chromium(profile: &Path) -> (Chromium, Tab, Arc<Mutex<Vec<String>>>) {
    let config = BrowserConfig::builder()
        .chrome_executable(on_path(&program("chromium")))
        .no_sandbox()
        .respect_https_errors()
        .window_size(DESKTOP.0, DESKTOP.1)
        .viewport(None)
        .user_data_dir(profile)
        .request_timeout(PATIENCE)
        .args([("lang", "de-DE"), ("accept-lang", "de-DE,de")])
        .args(["disable-gpu", "disable-quic", "disable-component-update"])
        .build()
        .unwrap_or_else(|e| panic!("no options for chromium: {e}"));
    let chromium = Chromium::start(config);
    let page = chromium
        .runtime
        .block_on(chromium.browser.new_page("about:blank"))
        .unwrap_or_else(|e| panic!("chromium opens no tab: {e}"));
    let tab = Tab {
        page,
        runtime: chromium.runtime.handle().clone(),
    };
    let problems = Arc::new(Mutex::new(Vec::new()));
    listen(&tab, Arc::clone(&problems));
    set_viewport(&tab, DESKTOP);
    (chromium, tab, problems)
}

/// One page in chromium, and the runtime its commands go through.
struct Tab {
    page: Page,
    runtime: Handle,
}

impl Tab {
    /// Waits for `work`, a conversation with chromium.
    fn block_on<F: Future>(&self, work: F) -> F::Output {
        self.runtime.block_on(work)
    }
}

/// Chromium, the runtime that talks to it, and the task that reads what it
/// says. Dropping it closes chromium, or kills it when it does not close,
/// and waits for its end.
struct Chromium {
    browser: Browser,
    runtime: Runtime,
}

impl Chromium {
    fn start(config: BrowserConfig) -> Chromium {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a tokio runtime");
        let (browser, mut handler) = runtime
            .block_on(Browser::launch(config))
            .unwrap_or_else(|e| panic!("chromium does not start or answer: {e}"));
        // The handler carries every message between chromium and us: it
        // runs as long as the runtime does.
        runtime.spawn(async move { while handler.next().await.is_some() {} });
        Chromium { browser, runtime }
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        let browser = &mut self.browser;
        self.runtime.block_on(async {
            // Asked to close, chromium ends its helper processes with it;
            // killed, it leaves them to end on their own a little later.
            let closed = tokio::time::timeout(PATIENCE, async {
                browser.close().await.ok()?;
                browser.wait().await.ok()
            })
            .await;
            if !matches!(closed, Ok(Some(_))) {
                let _ = browser.kill().await;
                let _ = browser.wait().await;
            }
        });
    }
}

/// `forsythe serve --port 0`, with its access log read as it comes.
struct Service {
    child: Child,
    base: String,
    log: Option<JoinHandle<Vec<String>>>,
}

impl Service {
    fn start() -> Service {
        let mut child = Command::new(crate::forsythe_exe())
            .args(["serve", "--port", "0"])
            .env("LANG", "C")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
        let first = match lines.next() {
            Some(Ok(line)) => line,
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("forsythe serve said nothing");
            }
        };
        let Some(addr) = first
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
        else {
            let _ = child.kill();
            let _ = child.wait();
            panic!("no address in {first:?}");
        };
        let base = format!("http://{addr}");
        // Keep reading the access log, so the pipe never fills.
        let log = thread::spawn(move || lines.map_while(Result::ok).collect());
        Service {
            child,
            base,
            log: Some(log),
        }
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let log = self
            .log
            .take()
            .and_then(|l| l.join().ok())
            .unwrap_or_default();
        if thread::panicking() {
            eprintln!("--- the service's log\n{}\n---", log.join("\n"));
        }
    }
}

/// Where `command` is: itself when it names a path, else the first folder
/// of PATH that holds it (the crate wants a file, not a command name).
fn on_path(command: &str) -> PathBuf {
    let command = Path::new(command);
    if command.components().count() > 1 {
        return command.to_path_buf();
    }
    std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join(command))
        .find(|file| file.is_file())
        .unwrap_or_else(|| panic!("no {} on PATH", command.display()))
}

/// One check: says `ok: …` when it holds, panics with `failed: …` when not.
fn check(ok: bool, what: &str) {
    assert!(ok, "failed: {what}");
    println!("ok: {what}");
}

/// A string as a JavaScript literal.
fn js(s: &str) -> String {
    Value::from(s).to_string()
}

/// JavaScript for the element `selector`, which throws with the selector
/// when the page has none.
fn element(selector: &str) -> String {
    let selector = js(selector);
    format!(
        "(() => {{ const e = document.querySelector({selector}); \
         if (e === null) throw new Error('no element ' + {selector} + ' on the page'); \
         return e; }})()"
    )
}

/// The element `selector`, waited for.
fn find(tab: &Tab, selector: &str) -> Element {
    let start = Instant::now();
    loop {
        match tab.block_on(tab.page.find_element(selector)) {
            Ok(element) => return element,
            Err(e) if start.elapsed() >= PATIENCE => panic!(
                "no element {selector} on the page after {} s: {e}",
                PATIENCE.as_secs()
            ),
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
}

fn attribute(tab: &Tab, selector: &str, name: &str) -> String {
    let value = eval(
        tab,
        &format!("{}.getAttribute({})", element(selector), js(name)),
    );
    match value {
        Value::String(s) => s,
        other => panic!("{selector} has no attribute {name}: {other}"),
    }
}

fn text(tab: &Tab, selector: &str) -> String {
    match eval(tab, &format!("{}.textContent", element(selector))) {
        Value::String(s) => s,
        other => panic!("{selector} has no text: {other}"),
    }
}

/// Runs `expression` in the page and gives back its value; panics with the
/// exception when it throws.
fn eval(tab: &Tab, expression: &str) -> Value {
    let answer = call(
        tab,
        "runs JavaScript",
        EvaluateParams::builder()
            .expression(expression)
            .return_by_value(true)
            .await_promise(true)
            .build()
            .expect("an expression to run"),
    );
    if let Some(e) = answer.exception_details {
        let why = e.exception.and_then(|x| x.description).unwrap_or(e.text);
        panic!("failed: {why}\n  (while the page ran {expression})");
    }
    answer.result.value.unwrap_or(Value::Null)
}

/// Runs `expression` in the page, which must give a string.
fn string(tab: &Tab, expression: &str) -> String {
    match eval(tab, expression) {
        Value::String(s) => s,
        other => panic!("failed: {expression} gives no string but {other}"),
    }
}

/// `: a; b` after a check's name, for what went wrong; nothing when nothing
/// did.
fn listed(problems: &[String]) -> String {
    if problems.is_empty() {
        String::new()
    } else {
        format!(": {}", problems.join("; "))
    }
}

/// Sends one DevTools command; panics with what it was for when it fails.
fn call<C: chromiumoxide::Command>(tab: &Tab, what: &str, method: C) -> C::Response {
    let name = method.identifier();
    tab.block_on(tab.page.execute(method))
        .unwrap_or_else(|e| panic!("chromium refuses {name} (it {what}): {e}"))
        .result
}

/// Waits until `condition` (JavaScript) is true.
fn wait_for(tab: &Tab, what: &str, condition: &str) {
    let start = Instant::now();
    while eval(tab, &format!("Boolean({condition})")) != true {
        assert!(
            start.elapsed() < PATIENCE,
            "failed: no {what} after {} s (waited for {condition})",
            PATIENCE.as_secs()
        );
        thread::sleep(Duration::from_millis(50));
    }
}

/// JavaScript: `#diagram` is there, loaded, drawn, and `also` holds of it
/// (as `img`).
fn diagram_loaded(also: &str) -> String {
    format!(
        "(() => {{ const img = document.getElementById('diagram'); \
         return img !== null && img.complete && img.naturalWidth > 0 && ({also}); }})()"
    )
}

/// The element `selector`, with the focus on it.
fn focus(tab: &Tab, selector: &str) -> Element {
    let element = find(tab, selector);
    tab.block_on(element.focus())
        .unwrap_or_else(|e| panic!("{selector} cannot take the focus: {e}"));
    element
}

/// Types `keys` into the field `selector` one key at a time, as a person
/// does: key down with the character, key up.
fn type_keys(tab: &Tab, selector: &str, keys: &str) {
    let field = focus(tab, selector);
    let mut buf = [0; 4];
    for c in keys.chars() {
        tab.block_on(field.press_key(c.encode_utf8(&mut buf)))
            .unwrap_or_else(|e| panic!("the key {c:?} cannot be typed: {e}"));
        thread::sleep(Duration::from_millis(5));
    }
}

/// Empties the field `selector` from the keyboard: all of it selected, then
/// Backspace.
fn clear(tab: &Tab, selector: &str) {
    let field = focus(tab, selector);
    eval(tab, &format!("{}.select()", element(selector)));
    tab.block_on(field.press_key("Backspace"))
        .unwrap_or_else(|e| panic!("Backspace cannot be pressed: {e}"));
    let value = eval(tab, &format!("{}.value", element(selector)));
    assert!(value == "", "failed: {selector} is not empty: {value}");
}

/// The first file that chromium finishes in `folder`.
fn wait_for_download(folder: &Path) -> PathBuf {
    let start = Instant::now();
    loop {
        let done: Vec<PathBuf> = std::fs::read_dir(folder)
            .expect("the downloads folder reads")
            .map_while(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension() != Some(OsStr::new("crdownload")))
            .collect();
        if let Some(file) = done.into_iter().next() {
            return file;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "failed: nothing downloaded into {} after {} s",
            folder.display(),
            PATIENCE.as_secs()
        );
        thread::sleep(Duration::from_millis(50));
    }
}

/// The page as a window of `size` shows it.
fn set_viewport(tab: &Tab, (width, height): (u32, u32)) {
    call(
        tab,
        "sets the window's size",
        SetDeviceMetricsOverrideParams::new(i64::from(width), i64::from(height), 1.0, false),
    );
}

/// A PNG of the whole page, however long, at the width of `size`: the
/// window is made as tall as the page for it.
fn screenshot(tab: &Tab, (width, height): (u32, u32), file: &Path) {
    set_viewport(tab, (width, height));
    let full = eval(tab, "document.documentElement.scrollHeight")
        .as_u64()
        .and_then(|h| u32::try_from(h).ok())
        .unwrap_or(height)
        .max(height);
    set_viewport(tab, (width, full));
    let shot = ScreenshotParams::builder()
        .format(CaptureScreenshotFormat::Png)
        .from_surface(true)
        .build();
    let png = tab
        .block_on(tab.page.screenshot(shot))
        .unwrap_or_else(|e| panic!("chromium takes no screenshot: {e}"));
    std::fs::write(file, png).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
}

/// Collects into `problems` what goes wrong in the browser: console
/// errors, exceptions the page does not catch, and requests that fail (but
/// not a check overtaken by the next keystroke, aborted on purpose).
fn listen(tab: &Tab, problems: Arc<Mutex<Vec<String>>>) {
    let page = &tab.page;
    let requests: Arc<Mutex<HashMap<String, String>>> = Arc::default();
    let note = move |what: String| problems.lock().expect("problems").push(what);
    let streams = tab.block_on(async {
        Ok::<_, chromiumoxide::error::CdpError>((
            page.event_listener::<EventConsoleApiCalled>().await?,
            page.event_listener::<EventExceptionThrown>().await?,
            page.event_listener::<EventEntryAdded>().await?,
            page.event_listener::<EventRequestWillBeSent>().await?,
            page.event_listener::<EventLoadingFailed>().await?,
        ))
    });
    let (mut console, mut thrown, mut logged, mut sent, mut failed) =
        streams.unwrap_or_else(|e| panic!("no events from chromium: {e}"));

    let noted = note.clone();
    tab.runtime.spawn(async move {
        while let Some(e) = console.next().await {
            if e.r#type == ConsoleApiCalledType::Error {
                let words: Vec<String> = e.args.iter().map(shown).collect();
                noted(format!("console: {}", words.join(" ")));
            }
        }
    });
    let noted = note.clone();
    tab.runtime.spawn(async move {
        while let Some(e) = thrown.next().await {
            let d = &e.exception_details;
            let why = d
                .exception
                .as_ref()
                .and_then(|x| x.description.clone())
                .unwrap_or_else(|| d.text.clone());
            noted(format!("page error: {why}"));
        }
    });
    let noted = note.clone();
    tab.runtime.spawn(async move {
        while let Some(e) = logged.next().await {
            if e.entry.level == LogEntryLevel::Error {
                let url = e.entry.url.as_deref().unwrap_or_default();
                if !url.contains("/check?") && !url.contains("/edit?") {
                    noted(format!("console: {} {url}", e.entry.text));
                }
            }
        }
    });
    let seen = Arc::clone(&requests);
    tab.runtime.spawn(async move {
        while let Some(e) = sent.next().await {
            seen.lock()
                .expect("requests")
                .insert(e.request_id.inner().clone(), e.request.url.clone());
        }
    });
    tab.runtime.spawn(async move {
        while let Some(e) = failed.next().await {
            let url = requests
                .lock()
                .expect("requests")
                .get(e.request_id.inner())
                .cloned()
                .unwrap_or_default();
            // The editor's questions are overtaken by the next edit too.
            if !url.contains("/check?") && !url.contains("/edit?") {
                note(format!("request failed: {url} ({})", e.error_text));
            }
        }
    });

    tab.block_on(async {
        page.enable_runtime().await?;
        page.enable_log().await?;
        Ok::<_, chromiumoxide::error::CdpError>(())
    })
    .unwrap_or_else(|e| panic!("chromium tells no console messages: {e}"));
    call(tab, "tells the page's requests", EnableParams::default());
}

/// A value the page logged, as the console shows it.
fn shown(value: &RemoteObject) -> String {
    match (&value.value, &value.description) {
        (Some(Value::String(s)), _) => s.clone(),
        (Some(v), _) => v.to_string(),
        (None, Some(d)) => d.clone(),
        (None, None) => format!("{:?}", value.r#type),
    }
}

/// How a person works the board editor in a check: with the mouse (and
/// the lists chosen from), or with the keyboard alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hands {
    Mouse,
    Keys,
}

/// The record read back after each step of the editor's checks.
const EDITED: &str = "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1";
const EDITED_FFEN: &str = "-3k3/8/8/5-r2/3Q4/2*2Q5/8/4K3 w - - 0 1";
const EDITED_POPEYE: &str = "?3k3/8/8/5=r2/3Q4/2G5/8/4K3 w - - 0 1";
const POPEYE_PIECES: &str = "pieces\n  white Ke1 Qd4 Gc3\n  black Ke8\n  neutral Rf5\n";
const DRAGGED_FFEN: &str =
    "......../......../......../......../......../......../......K./....1... w - - 0 1";
const OVERLAY_FFEN: &str =
    "......../......../......../......../......../......../.....K../....1... w - - 0 1";
/// The changes half made by mouse: the king put on f2, e1 not yet cleared.
const PLACED_FFEN: &str =
    "......../......../......../......../......../......../.....K../........ w - - 0 1";

pub fn the_editor_by_mouse_in_chromium() {
    the_editor(Hands::Mouse);
}

pub fn the_editor_by_keys_in_chromium() {
    the_editor(Hands::Keys);
}

/// The board editor, worked by `hands`: a position set up from an empty
/// board, a grasshopper, a neutral rook and a hole read back in Fairy-FEN
/// and Popeye, an overlay with its `.` squares, and the link that shares
/// it, opened again.
fn the_editor(hands: Hands) {
    let run = Run::start();
    let tab = &run.tab;
    let base = run.base.as_str();
    let page = format!("{base}/?lang=en&dialect=en");
    tab.block_on(async {
        tab.page.goto(page.as_str()).await?;
        tab.page.wait_for_navigation().await.map(|_| ())
    })
    .unwrap_or_else(|e| panic!("chromium does not load {page}: {e}"));
    wait_for(
        tab,
        "the editor, shown by its script, with 64 squares",
        "!document.getElementById('editor').hidden && document.querySelectorAll('#ed-board .sq').length === 64",
    );

    // An empty board: the start position, then cleared; White to move.
    act(tab, hands, "#ed-start");
    act(tab, hands, "#ed-clear");
    wait_for(tab, "an empty board", &every_square_empty());
    match hands {
        Hands::Mouse => {
            for (piece, square) in [("wK", "e1"), ("bK", "e8"), ("wQ", "d4")] {
                act(tab, hands, &format!("#ed-palette [data-code='{piece}']"));
                act(tab, hands, &format!("#sq-{square}"));
            }
        }
        Hands::Keys => {
            // From e1, up to e8, then down to d4: letters put the pieces.
            press(tab, "#sq-e1", &["K"]);
            press(tab, "#sq-e1", &["ArrowUp"; 7]);
            press(
                tab,
                "#sq-e8",
                &["k", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown"],
            );
            press(tab, "#sq-e4", &["ArrowLeft", "Q"]);
        }
    }
    wait_for_record(tab, EDITED);
    check(
        attribute(tab, "#sq-d4", "aria-label") == "d4, white queen",
        "the square is named with what stands on it: d4, white queen",
    );
    wait_for(
        tab,
        "the square showing the diagram's own white queen",
        "document.querySelector('#sq-d4 svg use')?.getAttribute('href') === '#ed-wQ' \
         && document.querySelector('#sq-d4 svg use').getBBox().width > 0",
    );
    wait_for(
        tab,
        "the diagram of the position set up",
        &diagram_loaded("img.getAttribute('src').includes('fen=4k3')"),
    );

    // A grasshopper on c3, a neutral rook on f5, a hole on a8.
    choose(tab, hands, "#dialect", "ffen", "Fairy");
    fairy(tab, hands, "WQ4:g", "grass", "w", "White");
    put_chosen(tab, hands, "c3");
    fairy(tab, hands, "SR", "rook", "n", "Neutral");
    put_chosen(tab, hands, "f5");
    wait_for(
        tab,
        "the neutral rook drawn white at the left and black at the right",
        "[...document.querySelectorAll('#sq-f5 svg use')].map(u => u.getAttribute('href') + ' ' + u.getAttribute('clip-path')).join(',') \
         === '#ed-wR url(#ed-half-left),#ed-bR url(#ed-half-right)'",
    );
    match hands {
        Hands::Mouse => {
            act(tab, hands, "#ed-palette [data-code='-']");
            act(tab, hands, "#sq-a8");
        }
        Hands::Keys => press(tab, "#sq-a8", &["-"]),
    }
    wait_for_record(tab, EDITED_FFEN);
    check(
        attribute(tab, "#sq-c3", "aria-label") == "c3, white grasshopper"
            && attribute(tab, "#sq-f5", "aria-label") == "f5, neutral rook"
            && attribute(tab, "#sq-a8", "aria-label") == "a8, hole",
        "the grasshopper, the neutral rook and the hole are named",
    );
    choose(tab, hands, "#dialect", "popeye", "Popeye");
    wait_for_record(tab, EDITED_POPEYE);
    choose(tab, hands, "#ed-export-kind", "popeye", "Popeye");
    wait_for(
        tab,
        "Popeye's pieces section",
        &format!(
            "document.getElementById('ed-export').value === {}",
            js(POPEYE_PIECES)
        ),
    );
    check(
        true,
        "Popeye's pieces section lists the grasshopper and the neutral rook",
    );

    // Changes since this position: every square kept is `.`.
    choose(tab, hands, "#dialect", "ffen", "Fairy");
    wait_for_record(tab, EDITED_FFEN);
    act(tab, hands, "#ed-changes");
    match hands {
        Hands::Mouse => {
            act(tab, hands, "#ed-palette [data-code='wK']");
            act(tab, hands, "#sq-f2");
            // The page settles (the record written, the lines under the
            // board) before e1's place on the screen is taken.
            wait_for_record(tab, PLACED_FFEN);
            let square = find(tab, "#sq-e1");
            let point = tab
                .block_on(async { square.scroll_into_view().await?.clickable_point().await })
                .unwrap_or_else(|e| panic!("e1 has no point to click: {e}"));
            right_click(tab, point);
        }
        Hands::Keys => {
            press(tab, "#sq-e1", &["Delete", "ArrowUp", "ArrowRight", "K"]);
        }
    }
    wait_for_record(tab, OVERLAY_FFEN);
    let kept = string(tab, "document.getElementById('base').value");
    check(
        kept == EDITED_FFEN.split(' ').next().unwrap_or_default(),
        &format!("the base is the position before the changes: {kept}"),
    );
    wait_for(
        tab,
        "the diagram of the changes laid over the base",
        &diagram_loaded("img.getAttribute('src').includes('base=')"),
    );

    // The page's address shares it all: opened again, the editor is back.
    let address = string(tab, "location.href");
    check(
        address.contains("base=") && address.contains("dialect=ffen"),
        &format!("the address keeps the record, its base and its notation: {address}"),
    );
    tab.block_on(async {
        tab.page.goto(address.as_str()).await?;
        tab.page.wait_for_navigation().await.map(|_| ())
    })
    .unwrap_or_else(|e| panic!("chromium does not load {address}: {e}"));
    wait_for(
        tab,
        "the editor restored from the link",
        "(() => { const s = document.getElementById('sq-f2'); \
         const e = document.getElementById('sq-e1'); \
         return s !== null && s.getAttribute('aria-label') === 'f2, white king' \
         && e !== null && e.getAttribute('aria-label') === 'e1, empty square'; })()",
    );
    for (selector, name, value) in [
        // Fairy-FEN writes the grasshopper's picture, not its walk.
        ("#sq-c3", "aria-label", "c3, white queen (upside down)"),
        ("#sq-e1", "aria-label", "e1, empty square"),
        ("#ed-changes", "aria-pressed", "true"),
    ] {
        let now = attribute(tab, selector, name);
        check(
            now == value,
            &format!("the link restores the board and its base: {selector} {name} is {now}"),
        );
    }
    check(
        string(tab, "document.getElementById('fen').value") == OVERLAY_FFEN,
        "the link restores the record as written",
    );

    if hands == Hands::Mouse {
        // A piece dragged from one square to another: the events a drag
        // sends, with their data, from f2 to g2.
        eval(
            tab,
            "(() => { const data = new DataTransfer(); \
             const from = document.getElementById('sq-f2'); \
             const to = document.getElementById('sq-g2'); \
             const send = (node, kind) => node.dispatchEvent(new DragEvent(kind, \
               { bubbles: true, cancelable: true, dataTransfer: data })); \
             send(from, 'dragstart'); send(to, 'dragover'); send(to, 'drop'); \
             send(from, 'dragend'); })()",
        );
        wait_for_record(tab, DRAGGED_FFEN);
    }

    if hands == Hands::Mouse
        && let Some(dir) = std::env::var_os("SHOTS")
    {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("the SHOTS folder");
        screenshot(tab, DESKTOP, &dir.join("editor-desktop.png"));
        screenshot(tab, PHONE_NARROW, &dir.join("editor-phone.png"));
        println!("screenshots in {}", dir.display());
    }
    if hands == Hands::Mouse {
        set_viewport(tab, PHONE_NARROW);
        let wide = eval(
            tab,
            "document.documentElement.scrollWidth <= window.innerWidth",
        );
        check(wide == true, "at 360 px nothing sticks out sideways");
    }

    let problems = run.problems.lock().expect("the list of problems").clone();
    check(
        problems.is_empty(),
        &format!("no errors in the browser{}", listed(&problems)),
    );
}

/// The narrowest phone the page is made for.
const PHONE_NARROW: (u32, u32) = (360, 740);

/// JavaScript: every square of the editor's board is empty.
fn every_square_empty() -> String {
    "[...document.querySelectorAll('#ed-board .sq')].every(s => s.getAttribute('aria-label').endsWith(', empty square'))".to_owned()
}

/// Waits until the record field holds `record`.
fn wait_for_record(tab: &Tab, record: &str) {
    let start = Instant::now();
    loop {
        let now = string(tab, "document.getElementById('fen').value");
        if now == record {
            break;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "failed: the record is not {record} after {} s but {now}",
            PATIENCE.as_secs()
        );
        thread::sleep(Duration::from_millis(50));
    }
    check(true, &format!("the record reads {record}"));
}

/// A button worked: clicked, or focused and Enter pressed.
fn act(tab: &Tab, hands: Hands, selector: &str) {
    match hands {
        Hands::Mouse => {
            let button = find(tab, selector);
            tab.block_on(button.click())
                .unwrap_or_else(|e| panic!("{selector} cannot be clicked: {e}"));
        }
        Hands::Keys => press(tab, selector, &["Enter"]),
    }
}

/// Keys pressed one after another, starting with the focus on `selector`.
fn press(tab: &Tab, selector: &str, keys: &[&str]) {
    let element = focus(tab, selector);
    for key in keys {
        tab.block_on(element.press_key(key))
            .unwrap_or_else(|e| panic!("{key} cannot be pressed: {e}"));
        thread::sleep(Duration::from_millis(20));
    }
}

/// A list's choice: by its value, as a person picks it from the list with
/// the mouse, or by typing the start of its words into the focused list.
fn choose(tab: &Tab, hands: Hands, selector: &str, value: &str, typed: &str) {
    match hands {
        Hands::Mouse => {
            eval(
                tab,
                &format!(
                    "(() => {{ const s = {}; s.value = {}; \
                     s.dispatchEvent(new Event('change', {{ bubbles: true }})); }})()",
                    element(selector),
                    js(value)
                ),
            );
        }
        Hands::Keys => {
            // From the first choice, so that the words typed find the
            // first choice they begin.
            press(tab, selector, &["Home"]);
            let keys: Vec<String> = typed.chars().map(String::from).collect();
            let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
            press(tab, selector, &keys);
            // Type-ahead ends after a pause; the choice is then made.
            thread::sleep(Duration::from_millis(1100));
        }
    }
    let chosen = string(tab, &format!("{}.value", element(selector)));
    check(chosen == value, &format!("{selector} is {value}: {chosen}"));
}

/// The fairy piece chosen: its shape or walk, its colour, then "Use this
/// piece".
fn fairy(tab: &Tab, hands: Hands, shape: &str, typed: &str, side: &str, side_typed: &str) {
    choose(tab, hands, "#ed-shape", shape, typed);
    choose(tab, hands, "#ed-side", side, side_typed);
    act(tab, hands, "#ed-fairy");
    wait_for(
        tab,
        "the fairy piece chosen",
        "document.getElementById('ed-fairy').getAttribute('aria-pressed') === 'true'",
    );
}

/// The chosen piece put on `square`: clicked, or Enter on the square.
fn put_chosen(tab: &Tab, hands: Hands, square: &str) {
    act(tab, hands, &format!("#sq-{square}"));
}

/// A right click at `point`.
fn right_click(tab: &Tab, point: chromiumoxide::layout::Point) {
    use chromiumoxide::cdp::browser_protocol::input::{
        DispatchMouseEventParams, DispatchMouseEventType, MouseButton,
    };
    for (kind, buttons) in [
        (DispatchMouseEventType::MouseMoved, 0),
        (DispatchMouseEventType::MousePressed, 2),
        (DispatchMouseEventType::MouseReleased, 0),
    ] {
        let event = DispatchMouseEventParams::builder()
            .r#type(kind)
            .x(point.x)
            .y(point.y)
            .button(MouseButton::Right)
            .buttons(buttons)
            .click_count(1)
            .build()
            .expect("a mouse event");
        call(tab, "clicks with the right button", event);
    }
}
