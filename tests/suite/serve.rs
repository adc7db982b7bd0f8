//! `forsythe serve` over loopback: the real binary on a free port, spoken to
//! with plain HTTP/1.1 over TCP, for every route, header, limit and error.

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running service; stopped when dropped.
struct Server {
    child: Child,
    addr: String,
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    /// Starts `forsythe serve --port 0 ARGS` and reads the address from its
    /// first line on stderr.
    fn start(args: &[&str]) -> Server {
        let (child, addr, first, lines) = common::serve(args);
        let log = Arc::new(Mutex::new(vec![first]));
        let sink = log.clone();
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        Server { child, addr, log }
    }

    fn get(&self, target: &str) -> Response {
        self.request("GET", target, &[])
    }

    fn request(&self, method: &str, target: &str, headers: &[(&str, &str)]) -> Response {
        let mut head = format!("{method} {target} HTTP/1.1\r\nHost: {}\r\n", self.addr);
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("Connection: close\r\n\r\n");
        self.raw(head.as_bytes(), method == "HEAD")
    }

    /// Sends `bytes` and reads the whole answer.
    fn raw(&self, bytes: &[u8], head_only: bool) -> Response {
        let mut s = TcpStream::connect(&self.addr).expect("connects");
        s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
        s.write_all(bytes).expect("sends");
        let mut all = Vec::new();
        let _ = s.read_to_end(&mut all);
        Response::parse(&all, head_only)
    }

    fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// Sends SIGTERM to the service.
    fn terminate(&self) {
        let ok = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs")
            .success();
        assert!(ok);
    }

    /// Waits for the service to end, for at most `limit`.
    fn wait(&mut self, limit: Duration) -> Option<i32> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(status) = self.child.try_wait().expect("status") {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug)]
struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Response {
    fn parse(all: &[u8], head_only: bool) -> Response {
        let end = all
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .unwrap_or_else(|| panic!("no head in {:?}", String::from_utf8_lossy(all)));
        let head = String::from_utf8_lossy(&all[..end]).into_owned();
        let mut lines = head.split("\r\n");
        let status = lines
            .next()
            .and_then(|l| l.split(' ').nth(1))
            .and_then(|c| c.parse().ok())
            .expect("a status");
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
            .collect();
        let body = all[end + 4..].to_vec();
        let r = Response {
            status,
            headers,
            body,
        };
        if !head_only && let Some(len) = r.header("content-length") {
            assert_eq!(
                r.body.len(),
                len.parse::<usize>().unwrap(),
                "the whole body"
            );
        }
        r
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("UTF-8")
    }

    fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }

    /// The problem document of an error, checked for RFC 9457's members.
    fn problem(&self, status: u16, kind: &str) -> serde_json::Value {
        assert_eq!(
            self.status,
            status,
            "{}",
            String::from_utf8_lossy(&self.body)
        );
        assert_eq!(
            self.header("content-type"),
            Some("application/problem+json")
        );
        assert_eq!(self.header("cache-control"), Some("no-store"));
        let v = self.json();
        assert_eq!(v["type"], format!("/problems/{kind}"));
        assert_eq!(v["status"], status);
        assert!(v["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(v["detail"].as_str().is_some_and(|t| !t.is_empty()));
        v
    }
}

/// `%XX` escapes of a query value.
fn q(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// What `forsythe render RECORD -o - --format FORMAT ARGS` writes.
fn cli(record: &str, format: &str, args: &[&str]) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec!["render", "-o", "-", "--format", format];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--", record]);
    let o = common::run(&all, dir.path(), b"");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    o.stdout
}

const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn images_are_the_bytes_the_command_line_draws() {
    let s = Server::start(&[]);
    let svg = s.get(&format!("/diagram.svg?fen={}", q(SICILIAN)));
    assert_eq!(svg.status, 200);
    assert_eq!(svg.header("content-type"), Some("image/svg+xml"));
    assert_eq!(svg.body, cli(SICILIAN, "svg", &[]));
    let png = s.get(&format!("/diagram.png?fen={}&size=240", q(SICILIAN)));
    assert_eq!(png.status, 200);
    assert_eq!(png.header("content-type"), Some("image/png"));
    assert_eq!(png.body, cli(SICILIAN, "png", &["--size", "240"]));
    let pdf = s.get(&format!("/diagram.pdf?fen={}", q(SICILIAN)));
    assert_eq!(pdf.status, 200);
    assert_eq!(pdf.header("content-type"), Some("application/pdf"));
    assert!(pdf.body.starts_with(b"%PDF-"));
    assert_eq!(pdf.body, cli(SICILIAN, "pdf", &[]));
}

#[test]
fn every_render_option_means_what_it_means_on_the_command_line() {
    let s = Server::start(&[]);
    let record = "tsldklst/bbbbbbbb/8/8/4B3/8/BBBB1BBB/TSLDKLST b KQkq e3 0 1";
    let target = format!(
        "/diagram.svg?fen={}&dialect=de&size=320&flip=1&theme=print&light=%23ffffff&dark=%23bbbbbb\
         &coordinates=0&side_to_move=1&mark=e4:red&circle=d5&cross=f7:%23123456&arrow=g1f3:blue\
         &marks={}&caption=side&caption=count&author={}&source={}&stipulation={}&lang=de\
         &square_size=7mm&transparent=1",
        q(record),
        q("[%csl Yb2][%cal Rb1c3]"),
        q("Sam Loyd"),
        q("Chess Monthly, 1858"),
        q("#3"),
    );
    let r = s.get(&target);
    assert_eq!(r.status, 200, "{}", r.text());
    let expected = common::run(
        &[
            "--lang",
            "de",
            "render",
            "-o",
            "-",
            "--format",
            "svg",
            "--dialect",
            "de",
            "--size",
            "320",
            "--flip",
            "--theme",
            "print",
            "--light",
            "#ffffff",
            "--dark",
            "#bbbbbb",
            "--no-coordinates",
            "--side-to-move",
            "--mark",
            "e4:red",
            "--circle",
            "d5",
            "--cross",
            "f7:#123456",
            "--arrow",
            "g1f3:blue",
            "--marks",
            "[%csl Yb2][%cal Rb1c3]",
            "--caption",
            "side",
            "--caption",
            "count",
            "--author",
            "Sam Loyd",
            "--source",
            "Chess Monthly, 1858",
            "--stipulation",
            "#3",
            "--square-size",
            "7mm",
            "--transparent",
            record,
        ],
        tempfile::tempdir().unwrap().path(),
        b"",
    );
    assert_eq!(expected.status.code(), Some(0));
    assert_eq!(r.text(), String::from_utf8(expected.stdout).unwrap());
}

/// A problem's lines in a request are the command line's templates: a
/// record's EPD fields fill them, and an empty value is no line.
#[test]
fn problem_lines_are_templates_as_on_the_command_line() {
    let s = Server::start(&[]);
    let record = "4k3/8/8/8/8/8/8/3QK3 w - - id \"Loyd 1858\";";
    let lines = [
        ("author", "{id}"),
        ("condition", "Circe"),
        ("twins-line", "b) Qd1\u{2192}d2"),
        ("award", "1st Prize"),
        ("dedication", "to A. Friend"),
        ("solution", "1.Qd7#"),
    ];
    let mut target = format!("/diagram.svg?fen={}", q(record));
    let mut args: Vec<String> = Vec::new();
    for (k, v) in lines {
        target.push_str(&format!("&{k}={}", q(v)));
        args.push(format!("--{k}={v}"));
    }
    let r = s.get(&target);
    assert_eq!(r.status, 200, "{}", r.text());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_eq!(r.body, cli(record, "svg", &args));
    assert!(r.text().contains("Composed by Loyd 1858."), "{}", r.text());
    // The lines make the picture taller; empty values take them away again.
    let plain = s.get(&format!("/diagram.svg?fen={}", q(record)));
    assert_ne!(plain.body, r.body);
    let off = s.get(&format!(
        "/diagram.svg?fen={}&condition=&twins_line=&award=&dedication=&author=",
        q(record)
    ));
    assert_eq!(off.status, 200, "{}", off.text());
    assert_eq!(off.body, plain.body);
    assert_eq!(off.header("etag"), plain.header("etag"));
    // A line that is no template is a bad parameter, named.
    for (key, value) in [("award", "{Award"), ("caption", "a}"), ("twins_line", "{")] {
        let bad = s.get(&format!(
            "/diagram.svg?fen={}&{key}={}",
            q(record),
            q(value)
        ));
        let v = bad.problem(400, "bad-parameter");
        assert_eq!(v["parameter"], key.replace('_', "-"), "{v}");
        assert!(
            v["detail"]
                .as_str()
                .is_some_and(|d| d.starts_with(&format!("the template `{value}` cannot be read"))),
            "{v}"
        );
    }
}

#[test]
fn entity_tags_not_modified_and_head() {
    let s = Server::start(&[]);
    let target = format!("/diagram.png?fen={}", q(SICILIAN));
    let a = s.get(&target);
    let tag = a.header("etag").expect("an ETag").to_owned();
    assert!(
        tag.starts_with('"') && tag.ends_with('"') && tag.len() == 34,
        "{tag}"
    );
    assert_eq!(
        a.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    // The same URL, and one that means the same, give the same tag.
    assert_eq!(s.get(&target).header("etag"), Some(tag.as_str()));
    let same = s.get(&format!(
        "/diagram.png?size=400&theme=classic&fen={}&coordinates=1",
        q(SICILIAN)
    ));
    assert_eq!(same.header("etag"), Some(tag.as_str()));
    assert_eq!(same.body, a.body);
    // Another diagram, or another format, another tag.
    let flipped = s.get(&format!("{target}&flip=1"));
    assert_ne!(flipped.header("etag"), Some(tag.as_str()));
    let svg = s.get(&format!("/diagram.svg?fen={}", q(SICILIAN)));
    assert_ne!(svg.header("etag"), Some(tag.as_str()));
    // Hatched squares in the print theme's grey are not the print theme.
    let hatched = s.get(&format!(
        "/diagram.svg?theme=hatched&dark=%23c4c4c4&fen={}",
        q(SICILIAN)
    ));
    let print = s.get(&format!("/diagram.svg?theme=print&fen={}", q(SICILIAN)));
    assert_ne!(hatched.body, print.body);
    assert_ne!(hatched.header("etag"), print.header("etag"));

    let not_modified = s.request("GET", &target, &[("If-None-Match", &tag)]);
    assert_eq!(not_modified.status, 304);
    assert!(not_modified.body.is_empty());
    assert_eq!(not_modified.header("etag"), Some(tag.as_str()));
    let listed = s.request(
        "GET",
        &target,
        &[("If-None-Match", &format!("\"other\", {tag}"))],
    );
    assert_eq!(listed.status, 304);
    let stale = s.request("GET", &target, &[("If-None-Match", "\"0123\"")]);
    assert_eq!(stale.status, 200);
    assert_eq!(stale.body, a.body);

    let head = s.request("HEAD", &target, &[]);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert_eq!(head.header("content-type"), Some("image/png"));
    assert_eq!(head.header("etag"), Some(tag.as_str()));
    assert_eq!(
        head.header("content-length"),
        Some(a.body.len().to_string().as_str())
    );
}

#[test]
fn warnings_draw_and_travel_in_a_header() {
    let s = Server::start(&[]);
    let r = s.get("/diagram.svg?fen=k7/8/8/8/8/8/8/6SK+w");
    assert_eq!(r.status, 200);
    let w = r.header("x-forsythe-warnings").expect("a warning header");
    assert!(w.is_ascii());
    assert_eq!(
        w,
        "%60S%60%20in%20rank%201%20is%20not%20a%20piece%20letter%20in%20English%20notation%3B%20it%20is%20drawn%20as%20%60%3F%60"
    );
    // In the language asked for.
    let de = s.get("/diagram.svg?fen=k7/8/8/8/8/8/8/6SK+w&lang=de");
    assert!(de.header("x-forsythe-warnings").unwrap().starts_with(
        "%60S%60%20in%20Reihe%201%20ist%20in%20der%20Notation%20%E2%80%9EEnglisch%E2%80%9C"
    ));
    // A clean record has none.
    let clean = s.get("/diagram.svg?fen=k7/8/8/8/8/8/8/6NK+w");
    assert_eq!(clean.header("x-forsythe-warnings"), None);
}

#[test]
fn errors_are_problem_documents_in_the_readers_language() {
    let s = Server::start(&[]);
    let v = s
        .get("/diagram.png?fen=8&size=abc")
        .problem(400, "bad-parameter");
    assert_eq!(v["detail"], "`size=abc` is no whole number");
    assert_eq!(v["parameter"], "size");
    let v = s
        .get("/diagram.png?fen=8&fliped=1")
        .problem(400, "bad-parameter");
    assert_eq!(v["detail"], "unknown key `fliped`; did you mean `flip`?");
    // trap 9's siblings in a query: keys that mean something else.
    let v = s
        .get("/diagram.png?fen=8&language=de")
        .problem(400, "bad-parameter");
    assert_eq!(v["detail"], "unknown key `language`; did you mean `lang`?");
    let v = s
        .get("/diagram.png?fen=8&notation=de")
        .problem(400, "bad-parameter");
    assert_eq!(
        v["hint"],
        "`notation` is where the coordinates go; for the record's notation, write `dialect=de`"
    );
    let v = s.get("/diagram.png?size=300").problem(400, "no-record");
    assert_eq!(v["parameter"], "fen");
    let v = s
        .get("/diagram.svg?fen=8&pieces=/etc")
        .problem(400, "bad-parameter");
    assert_eq!(
        v["detail"],
        "`pieces` is an option of the command line only; the service reads no files"
    );
    let v = s
        .get("/diagram.svg?fen=8&size=300&size=400")
        .problem(400, "bad-parameter");
    assert_eq!(
        v["detail"],
        "`size` is given more than once, but takes one value"
    );

    // A record that cannot be read: the message, the caret, the column.
    let r = s.request(
        "GET",
        "/diagram.svg?fen=k7/8/8/8/8/8/3B4/K7&dialect=auto",
        &[("Accept-Language", "fr-CH, de;q=0.9")],
    );
    let v = r.problem(400, "record");
    assert_eq!(r.header("content-language"), Some("fr"));
    assert_eq!(v["lang"], "fr");
    assert_eq!(
        v["detail"],
        "la notation est ambiguë\u{a0}: `B` désigne un fou en notation anglaise, un pion en notation allemande ou un fou en notation FIDE"
    );
    assert_eq!(v["column"], 15);
    assert_eq!(
        v["hint"],
        "choisissez la notation avec `dialect`, par exemple `dialect=en`"
    );
    let v = s
        .request(
            "GET",
            "/diagram.svg?fen=99999999999999999999999999",
            &[("Accept-Language", "de-DE,de;q=0.9,en;q=0.8")],
        )
        .problem(400, "record");
    assert_eq!(
        v["detail"],
        "die 1. Reihe von oben ist breiter als 26 Felder"
    );
    assert_eq!(
        v["excerpt"],
        " --> Spalte 3\n  |\n  | 99999999999999999999999999\n  |   ^\n"
    );
    assert_eq!(v["column"], 3);
    // `lang` wins over Accept-Language.
    let v = s
        .request(
            "GET",
            "/diagram.svg?fen=99999999999999999999999999&lang=nl",
            &[("Accept-Language", "de")],
        )
        .problem(400, "record");
    assert_eq!(v["lang"], "nl");
    assert_eq!(
        v["detail"],
        "rij 1 (van boven geteld) is breder dan 26 velden"
    );

    // Prose is no record: never drawn, refused with a hint, in the
    // request's language.
    let v = s
        .get("/diagram.png?fen=hello%20have%20a%20nice%20day%20w%20-%20-%200%201")
        .problem(400, "record");
    assert_eq!(
        v["detail"],
        "`hello have a nice day w - - 0 1` is not a record (a sentence, a heading or moves are never drawn)"
    );
    assert_eq!(
        v["hint"],
        "a record is a position in Forsyth notation, FEN or EPD, such as `4k3/8/8/8/8/8/8/4K3 w`"
    );
    let v = s
        .request(
            "GET",
            "/diagram.svg?fen=1.%20Nf6%2B%20gxf6",
            &[("Accept-Language", "de")],
        )
        .problem(400, "record");
    assert_eq!(
        v["detail"],
        "`1. Nf6+ gxf6` ist kein Datensatz (Sätze, Überschriften und Züge werden nie gezeichnet)"
    );

    // In a problem notation one code is a record.
    let r = s.get("/diagram.svg?fen=(!S)&dialect=yacpdb");
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));

    // A diagram the renderer refuses.
    let v = s.get("/diagram.png?fen=8&mark=e4").problem(400, "render");
    assert_eq!(v["detail"], "the square e4 of a mark is not on the board");
    // Strict: a warning is the error.
    let v = s
        .get("/diagram.svg?fen=k7/8/8/8/8/8/8/6SK&strict=1")
        .problem(400, "record");
    assert_eq!(v["hint"], "a warning counts as an error (`strict`)");
    // The problem types are described where they point.
    let t = s.request("GET", "/problems/record", &[("Accept-Language", "it")]);
    assert_eq!(t.status, 200);
    assert_eq!(t.text(), "Il record non si può leggere\n");
}

/// A problem in Popeye's input, asked for as the record: the service draws
/// what `render` draws from the same text, the grid lines of its condition
/// and its royal piece's mark included (the service once drew the board
/// alone).
#[test]
fn a_problems_board_marks_and_attributes_are_drawn_as_on_the_command_line() {
    let s = Server::start(&[]);
    let problem = "beginproblem\nstipulation h#2\ncondition gridchess\n\
                   pieces white kc1 royal gd4 black ke5\nendproblem\n";
    for format in ["svg", "png"] {
        let r = s.get(&format!("/diagram.{format}?fen={}", q(problem)));
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.body, cli(problem, format, &[]), "{format}");
    }
    let svg = s.get(&format!("/diagram.svg?fen={}", q(problem))).text();
    assert!(svg.contains("Royal d4"), "{svg}");
    assert!(svg.contains("Grid lines divide the board"), "{svg}");
    // Without the grid and the attribute, another picture.
    let plain = problem
        .replace("condition gridchess\n", "")
        .replace("royal ", "");
    let bare = s.get(&format!("/diagram.svg?fen={}", q(&plain)));
    assert_eq!(bare.status, 200, "{}", bare.text());
    assert_eq!(bare.body, cli(&plain, "svg", &[]));
    assert_ne!(bare.text(), svg);
    // The problem's warnings are the service's, and `strict` makes them
    // the error.
    let odd = problem.replace("ke5", "ke5 zz");
    let v = s
        .get(&format!("/diagram.svg?fen={}&strict=1", q(&odd)))
        .problem(400, "record");
    assert_eq!(
        v["detail"],
        "line 4, column 38: `zz` is no keyword here; it is passed over"
    );
}

#[test]
fn last_moves_checks_and_gifs_are_what_the_command_line_draws() {
    let s = Server::start(&[]);
    let mate = "rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3";
    // The check is found in the position, as on the command line.
    let found = s.get(&format!("/diagram.svg?fen={}&last_move=f3f7", q(mate)));
    assert_eq!(found.status, 200, "{}", found.text());
    assert!(found.text().contains("check-glow"));
    assert_eq!(found.body, cli(mate, "svg", &["--last-move", "f3f7"]));
    let styled = s.get(&format!(
        "/diagram.png?fen={}&last_move=f3-f7&last_move_style=arrow&check=none&frame=thick&coordinates=inside",
        q(mate)
    ));
    assert_eq!(styled.status, 200, "{}", styled.text());
    assert_eq!(
        styled.body,
        cli(
            mate,
            "png",
            &[
                "--last-move",
                "f3f7",
                "--last-move-style",
                "arrow",
                "--check",
                "none",
                "--frame",
                "thick",
                "--coordinates",
                "inside"
            ]
        )
    );
    let gif = s.get(&format!("/diagram.gif?fen={}&size=200", q(mate)));
    assert_eq!(gif.status, 200, "{}", gif.text());
    assert_eq!(gif.header("content-type"), Some("image/gif"));
    assert_eq!(gif.body, cli(mate, "gif", &["--size", "200"]));
    // web-boardimage draws a check only where it is told to.
    let board = s.get(&format!("/board.svg?fen={}&lastMove=f3f7", q(mate)));
    assert_eq!(board.status, 200);
    assert!(!board.text().contains("check-glow"));
    let told = s.get(&format!(
        "/board.svg?fen={}&lastMove=f3f7&check=e8",
        q(mate)
    ));
    assert!(told.text().contains("check-glow"));
    // Malformed values are plain errors.
    for (target, detail) in [
        (
            "/diagram.svg?fen=8&last_move=e2",
            "`e2` is not a move; write its two squares, such as e2e4 or e2-e4, or none",
        ),
        (
            "/diagram.svg?fen=8&frame=heavy",
            "`frame=heavy` is not a value of frame; write `none`, `thin`, `thick` or `double`",
        ),
        (
            "/diagram.svg?fen=8&check=king",
            "`king` is not for check; write a square such as e8, auto or none",
        ),
    ] {
        let v = s.get(target).problem(400, "bad-parameter");
        assert_eq!(v["detail"], detail, "{target}");
    }
}

#[test]
fn limits_are_errors_not_failures() {
    let s = Server::start(&[]);
    let long = format!("/diagram.svg?fen={}", "8/".repeat(5000));
    let v = s.get(&long).problem(414, "uri-too-long");
    assert!(
        v["detail"]
            .as_str()
            .unwrap()
            .ends_with("at most 8,192 are read")
    );
    let v = s
        .get("/diagram.png?fen=8&size=2049")
        .problem(400, "bad-parameter");
    assert_eq!(
        v["detail"],
        "an image 2,049 pixels wide is not possible; the size must be 16 to 2,048"
    );
    assert_eq!(s.get("/diagram.png?fen=8&size=2048").status, 200);
    let v = s
        .get(&format!("/diagram.svg?fen=8&caption={}", "x".repeat(501)))
        .problem(400, "bad-parameter");
    assert_eq!(
        v["detail"],
        "`caption` has 501 characters; at most 500 are drawn"
    );
    let v = s
        .get(&format!("/diagram.svg?fen=8&author={}", "é".repeat(501)))
        .problem(400, "bad-parameter");
    assert_eq!(v["parameter"], "author");

    let post = s.request("POST", "/diagram.svg?fen=8", &[("Content-Length", "0")]);
    post.problem(405, "method-not-allowed");
    assert_eq!(post.header("allow"), Some("GET, HEAD"));
    s.request("DELETE", "/", &[])
        .problem(405, "method-not-allowed");
    let body = s.raw(
        b"GET /diagram.svg?fen=8 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
        false,
    );
    body.problem(413, "body-not-allowed");
    let v = s.get("/nothing/here").problem(404, "not-found");
    assert_eq!(
        v["detail"],
        "there is nothing at /nothing/here; the service answers at /, /diagram.svg, \
         /diagram.png, /diagram.pdf, /diagram.gif, /board.svg, /board.png, /check, /healthz \
         and /metrics"
    );
    assert_eq!(v.get("hint"), None);
    // An image in a format that is not drawn: the formats that are.
    let v = s.get("/diagram.jpg?fen=8").problem(404, "not-found");
    assert_eq!(
        v["detail"],
        "/diagram.jpg is not drawn here: /diagram comes as /diagram.svg, /diagram.png, \
         /diagram.pdf or /diagram.gif"
    );
    for path in ["/diagram", "/diagrams.webp", "/DIAGRAM.JPEG"] {
        let v = s.get(path).problem(404, "not-found");
        assert!(
            v["detail"]
                .as_str()
                .unwrap()
                .ends_with("is not drawn here: /diagram comes as /diagram.svg, /diagram.png, /diagram.pdf or /diagram.gif"),
            "{path}: {v}"
        );
    }
    let v = s.get("/board.gif").problem(404, "not-found");
    assert_eq!(
        v["detail"],
        "/board.gif is not drawn here: /board comes as /board.svg or /board.png"
    );
    // The same path but for case or a slash at the end.
    for (path, meant) in [
        ("/Diagram.SVG", "/diagram.svg"),
        ("/board.png/", "/board.png"),
        ("/HEALTHZ", "/healthz"),
    ] {
        let v = s.get(path).problem(404, "not-found");
        assert_eq!(v["hint"], format!("did you mean `{meant}`?"), "{path}");
    }
    let v = s
        .request("GET", "/diagram.jpg", &[("Accept-Language", "de")])
        .problem(404, "not-found");
    assert_eq!(
        v["detail"],
        "/diagram.jpg wird hier nicht gezeichnet: /diagram gibt es als /diagram.svg, \
         /diagram.png, /diagram.pdf oder /diagram.gif"
    );
    // Lists in the query string, as on the command line and in blocks.
    let listed = s.get("/diagram.svg?fen=8/8/8/8/8/8/8/K6k&mark=e4,d4:red&arrow=e2e4,g1f3");
    let one_each =
        s.get("/diagram.svg?fen=8/8/8/8/8/8/8/K6k&mark=e4&mark=d4:red&arrow=e2e4&arrow=g1f3");
    assert_eq!(listed.status, 200, "{}", listed.text());
    assert_eq!(listed.body, one_each.body);
    // A head far too large is refused by the HTTP layer itself.
    let huge = format!(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(100_000)
    );
    s.raw(huge.as_bytes(), false)
        .problem(431, "headers-too-large");
    // Still serving.
    assert_eq!(s.get("/healthz").status, 200);
}

#[test]
fn web_boardimage_urls_work_unchanged() {
    let s = Server::start(&[]);
    let fen = "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8";
    let board = s.get(&format!(
        "/board.svg?fen={}&arrows=Ge6g8,Bh7&squares=a3,c3&colors=lichess-blue&orientation=black&coordinates=1&size=5000",
        q(fen)
    ));
    assert_eq!(board.status, 200, "{}", board.text());
    assert_eq!(board.header("content-type"), Some("image/svg+xml"));
    // The same diagram in our own terms: the same bytes and the same tag.
    let ours = s.get(&format!(
        "/diagram.svg?fen={}&size=1024&flip=1&light=%23dee3e6&dark=%238ca2ad&arrow=e6g8:%231f8a3b\
         &circle=h7:%231e5ac8&cross=a3:%23222222&cross=c3:%23222222&check=none",
        q(fen)
    ));
    assert_eq!(ours.status, 200);
    assert_eq!(board.body, ours.body);
    assert_eq!(board.header("etag"), ours.header("etag"));
    // Defaults: 360 pixels, no coordinates, lichess-brown.
    let plain = s.get(&format!("/board.png?fen={}", q(fen)));
    assert_eq!(plain.status, 200);
    assert_eq!(
        plain.body,
        cli(
            fen,
            "png",
            &[
                "--size",
                "360",
                "--no-coordinates",
                "--light",
                "#f0d9b5",
                "--dark",
                "#b58863"
            ]
        )
    );
    s.get(&format!("/board.svg?fen={}&colors=purple", q(fen)))
        .problem(400, "bad-parameter");
    s.get(&format!("/board.svg?fen={}&squares=z99", q(fen)))
        .problem(400, "bad-parameter");
    s.get("/board.svg?size=100").problem(400, "no-record");
    // Unknown parameters are ignored there, as web-boardimage does.
    assert_eq!(
        s.get(&format!("/board.svg?fen={}&utm_source=x", q(fen)))
            .status,
        200
    );
}

#[test]
fn check_says_what_the_page_shows() {
    let s = Server::start(&[]);
    let r = s.get("/check?fen=k7/8/8/8/8/8/8/6SK+w&lang=de");
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), Some("application/json"));
    let v = r.json();
    assert_eq!(v["ok"], true);
    assert_eq!(v["record"], "k7/8/8/8/8/8/8/6?K w");
    assert_eq!(v["suggestion"], "de");
    assert_eq!(v["suggestion_name"], "Deutsch");
    let w = &v["diagnostics"][0];
    assert_eq!(w["severity"], "warning");
    assert_eq!(
        w["message"],
        "`S` in Reihe 1 ist in der Notation „Englisch“ kein Figurenbuchstabe und wird als `?` gezeichnet"
    );
    assert_eq!(w["column"], 17);
    assert_eq!(
        w["excerpt"],
        " --> Spalte 17\n  |\n  | k7/8/8/8/8/8/8/6SK w\n  |                 ^\n"
    );
    assert_eq!(w["hint"], "meinten Sie `dialect=de` (Notation „Deutsch“)?");
    assert_eq!(
        v["urls"]["png"],
        "/diagram.png?fen=k7%2F8%2F8%2F8%2F8%2F8%2F8%2F6SK+w"
    );
    // auto: the notation found goes into the image URLs.
    let v = s
        .get("/check?fen=tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST&dialect=auto")
        .json();
    assert_eq!(v["dialect"], "de");
    assert_eq!(v["record"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(v["diagnostics"][0]["severity"], "note");
    let svg = s.get(v["urls"]["svg"].as_str().unwrap());
    assert_eq!(svg.status, 200);
    // An error is a successful check that says so.
    let v = s.get("/check?fen=99999999999999999999999999").json();
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["column"], 3);
    assert!(v.get("urls").is_none());
    // A parameter that cannot be read is a problem.
    s.get("/check?fen=8&dialect=xyz")
        .problem(400, "bad-parameter");
}

/// The board editor's route (issue 51): a board written in the notation
/// asked for, a record read into cells, an overlay's `.` squares, and the
/// page's script served from the service itself.
#[test]
fn the_editor_writes_and_reads_through_the_service() {
    let s = Server::start(&[]);
    // A grasshopper on c3, a neutral rook on f5 and a hole on a8.
    let placed = [
        ("a8", "-"),
        ("e8", "bK"),
        ("f5", "nR"),
        ("d4", "wQ"),
        ("c3", "wQ4:g"),
    ];
    let before = editor_board(&[&placed[..], &[("e1", "wK")]].concat());
    let after = editor_board(&[&placed[..], &[("f2", "wK")]].concat());
    let board = before.as_str();
    let r = s.get(&format!("/edit?cells={}&to=ffen&side=w&lang=de", q(board)));
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), Some("application/json"));
    let v = r.json();
    assert_eq!(v["ok"], true);
    assert_eq!(v["text"], "-3k3/8/8/5-r2/3Q4/2*2Q5/8/4K3 w - - 0 1");
    assert_eq!(v["names"][5][2], "Grashüpfer (Weiß)");
    assert_eq!(v["names"][3][5], "Turm (neutral)");
    assert_eq!(v["names"][0][0], "Loch");
    let popeye = s
        .get(&format!("/edit?cells={}&to=popeye&side=w", q(board)))
        .json();
    assert_eq!(popeye["text"], "?3k3/8/8/5=r2/3Q4/2G5/8/4K3 w - - 0 1");
    assert_eq!(
        popeye["diagnostics"][0]["message"],
        "Popeye (English) notation has no way to write what stands on a8; it is written as `?`"
    );
    let exports: Vec<(String, String)> =
        serde_json::from_value(popeye["exports"].clone()).expect("pairs");
    assert_eq!(
        exports[3],
        (
            "popeye".to_owned(),
            "pieces\n  white Ke1 Qd4 Gc3\n  black Ke8\n  neutral Rf5\n".to_owned()
        )
    );
    // Changes since a base: every square kept is `.`.
    let v = s
        .get(&format!(
            "/edit?cells={}&base_cells={}&to=en",
            q(&after),
            q(board)
        ))
        .json();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(
        v["text"],
        "......../......../......../......../......../......../.....K../....1..."
    );
    assert_eq!(v["base"], "-3k3/8/8/5?2/3Q4/2?5/8/4K3");
    // A record read into cells, laid over its base.
    let v = s
        .get(&format!(
            "/edit?fen={}&dialect=de&base={}",
            q("......../......../......../......../......../......../.....K../....1..."),
            q("4k3/8/8/8/8/8/8/4K3")
        ))
        .json();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["cells"][6][5], "wK");
    assert_eq!(v["cells"][7][4], "");
    assert_eq!(v["cells"][0][4], "bK");
    assert_eq!(v["base_cells"][7][4], "wK");
    // A board that is none, and a record that cannot be read.
    let v = s.get("/edit?cells=wK.xx&to=en").json();
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["message"], "the editor's board cannot be read");
    let v = s
        .get(&format!(
            "/edit?fen={}&dialect=en",
            q("99999999999999999999999999")
        ))
        .json();
    assert_eq!(v["ok"], false);
    let js = s.get("/editor.js");
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(js.text().contains("/edit?"));
    // The page carries the editor, and its data for the palette.
    let html = s.get("/?lang=en").text();
    assert!(html.contains("<section id=\"editor\""));
    assert!(html.contains("<script src=\"/editor.js\" defer></script>"));
    assert!(html.contains("\"name\":\"grasshopper\""));
    assert!(html.contains("<option value=\"ffen\">Fairy-FEN</option>"));
}

/// An 8×8 board in the editor's cell codes, with `pieces` on it.
fn editor_board(pieces: &[(&str, &str)]) -> String {
    let ranks: Vec<String> = (1..=8)
        .rev()
        .map(|rank| {
            let cells: Vec<&str> = "abcdefgh"
                .chars()
                .map(|file| {
                    let square = format!("{file}{rank}");
                    pieces
                        .iter()
                        .find(|(sq, _)| *sq == square)
                        .map_or("", |(_, code)| *code)
                })
                .collect();
            cells.join(".")
        })
        .collect();
    ranks.join("_")
}

/// Nine ranks with the fields of standard chess are no longer read without
/// a word (issue 26): the page says what the command line says.
#[test]
fn nine_ranks_with_standard_fields_are_a_warning_on_the_page() {
    let s = Server::start(&[]);
    let v = s
        .get("/check?fen=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/8+b+KQkq+e3+0+1")
        .json();
    assert_eq!(v["ok"], true);
    assert_eq!(v["board"], serde_json::json!([8, 9]));
    let w = &v["diagnostics"][0];
    assert_eq!(w["severity"], "warning");
    assert_eq!(
        w["message"],
        "the board has 9 ranks of 8 squares, but the fields after it are those of standard chess, \
         whose board has 8 ranks of 8: a rank too many or too few?"
    );
    assert_eq!(w["column"], 1);
    let v = s
        .get("/check?fen=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR+b+KQkq+e3+0+1")
        .json();
    assert_eq!(v["diagnostics"], serde_json::json!([]));
}

#[test]
fn the_page_works_without_scripts() {
    let s = Server::start(&[]);
    let r = s.request("GET", "/", &[("Accept-Language", "nl-BE,nl;q=0.9")]);
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), Some("text/html; charset=utf-8"));
    assert!(
        r.header("content-security-policy")
            .unwrap()
            .contains("default-src 'none'")
    );
    let html = r.text();
    assert!(html.contains("<html lang=\"nl\">"));
    assert!(html.contains("<label for=\"fen\""));
    assert!(html.contains("aria-live=\"polite\""));
    assert!(html.contains("<form id=\"form\" class=\"layout\" action=\"/\" method=\"get\">"));
    assert!(!html.contains("<img id=\"diagram\""));
    // Nothing is loaded from elsewhere.
    for attr in ["src=\"http", "href=\"http", "src=\"//", "href=\"//", "url("] {
        assert!(!html.contains(attr), "{attr}");
    }
    // The form sent: the diagram and the warning, drawn by the server.
    let r = s.get("/?fen=k7%2F8%2F8%2F8%2F8%2F8%2F8%2F6SK+w&dialect=en&flip=1&form=1&lang=it");
    let html = r.text();
    assert!(html.contains("<html lang=\"it\">"));
    assert!(html.contains(
        "<img id=\"diagram\" src=\"/diagram.svg?fen=k7%2F8%2F8%2F8%2F8%2F8%2F8%2F6SK+w&amp;flip=1&amp;coordinates=none\""
    ));
    assert!(html.contains("class=\"diag warning\""));
    assert!(html.contains("<pre class=\"excerpt\"> --&gt; carattere 17"));
    assert!(html.contains("download=\"diagram.png\""));
    // Every named language is a choice of notation, the one sent chosen.
    let html = s
        .get("/?fen=k7%2F8%2F8%2F8%2F8%2F8%2F8%2F6WK+w&dialect=pl&form=1")
        .text();
    assert!(html.contains("<option value=\"pl\" selected>"), "{html}");
    for code in ["pt", "nl", "cs", "hu", "ro", "fi", "tr", "ru"] {
        assert!(
            html.contains(&format!("<option value=\"{code}\">")),
            "{code}"
        );
    }
    // The page's own files.
    let css = s.get("/page.css");
    assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
    assert!(css.text().contains("prefers-color-scheme: dark"));
    let js = s.get("/page.js");
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
}

#[test]
fn health_metrics_and_the_access_log() {
    let s = Server::start(&[]);
    let h = s.get("/healthz");
    assert_eq!((h.status, h.text().as_str()), (200, "ok\n"));
    let target = format!("/diagram.png?fen={}", q(SICILIAN));
    let tag = s.get(&target).header("etag").unwrap().to_owned();
    s.request("GET", &target, &[("If-None-Match", &tag)]);
    s.get("/diagram.svg?fen=8&size=1");
    let m = s.get("/metrics");
    assert_eq!(
        m.header("content-type"),
        Some("text/plain; version=0.0.4; charset=utf-8")
    );
    let text = m.text();
    for line in [
        "forsythe_requests_total{route=\"diagram\",status=\"200\"} 1",
        "forsythe_requests_total{route=\"diagram\",status=\"304\"} 1",
        "forsythe_requests_total{route=\"diagram\",status=\"400\"} 1",
        "forsythe_requests_total{route=\"healthz\",status=\"200\"} 1",
        "forsythe_not_modified_total 1",
        "forsythe_draw_seconds_count{format=\"png\"} 1",
        "forsythe_draw_seconds_bucket{format=\"png\",le=\"+Inf\"} 1",
        "forsythe_busy_total 0",
        "forsythe_draws_in_flight 0",
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    let cache = text
        .lines()
        .find_map(|l| l.strip_prefix("forsythe_renderer_cache_bytes "))
        .and_then(|v| v.parse::<u64>().ok())
        .expect("renderer bytes");
    assert!(cache > 0);
    // One access log line a request.
    std::thread::sleep(Duration::from_millis(200));
    let log = s.log();
    assert!(log[0].starts_with("note: listening on http://127.0.0.1:"));
    assert!(
        log.iter()
            .any(|l| l.contains("\"GET /healthz HTTP/1.1\" 200 3 ")),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|l| l.contains("\"GET /diagram.svg?fen=8&size=1 HTTP/1.1\" 400 ")),
        "{log:?}"
    );

    // --quiet: no log at all.
    let quiet = Server::start_with(&[], true);
    assert_eq!(quiet.get("/healthz").status, 200);
    std::thread::sleep(Duration::from_millis(200));
    assert!(quiet.log().is_empty(), "{:?}", quiet.log());
}

impl Server {
    /// A service whose address comes from `--port-file`, `--quiet` or not.
    fn start_with(args: &[&str], quiet: bool) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("addr");
        let mut child = Command::new(crate::forsythe_exe())
            .args(["serve", "--port", "0", "--port-file"])
            .arg(&file)
            .args(args)
            .args(if quiet { &["--quiet"][..] } else { &[][..] })
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let start = Instant::now();
        let addr = loop {
            if let Ok(text) = std::fs::read_to_string(&file)
                && text.ends_with('\n')
            {
                break text.trim().to_owned();
            }
            assert!(start.elapsed() < Duration::from_secs(60), "no port file");
            std::thread::sleep(Duration::from_millis(20));
        };
        let log = Arc::new(Mutex::new(Vec::new()));
        let sink = log.clone();
        let err = child.stderr.take().expect("stderr");
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        Server { child, addr, log }
    }
}

#[test]
fn a_burst_past_the_queue_is_refused_with_429() {
    let s = Arc::new(Server::start_with(
        &["--workers", "1", "--queue", "1"],
        true,
    ));
    // Large PNGs take a while to draw: 16 at once cannot all find room.
    let mut seen = (0, 0);
    for round in 0..5 {
        let handles: Vec<_> = (0..16)
            .map(|i| {
                let s = s.clone();
                std::thread::spawn(move || {
                    s.get(&format!(
                        "/diagram.png?fen={}&size=2048&caption=r{round}n{i}",
                        q(SICILIAN)
                    ))
                })
            })
            .collect();
        for h in handles {
            let r = h.join().unwrap();
            match r.status {
                200 => seen.0 += 1,
                429 => {
                    seen.1 += 1;
                    assert_eq!(r.header("retry-after"), Some("1"));
                    r.problem(429, "busy");
                }
                other => panic!("status {other}"),
            }
        }
        if seen.0 > 0 && seen.1 > 0 {
            break;
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "200s and 429s: {seen:?}");
    let m = s.get("/metrics").text();
    assert!(
        m.contains(&format!("forsythe_busy_total {}", seen.1)),
        "{m}"
    );
}

#[test]
fn a_client_that_sends_a_byte_a_second_is_dropped() {
    let s = Server::start(&["--header-timeout", "2"]);
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.set_read_timeout(Some(Duration::from_millis(100)))
        .unwrap();
    let request = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
    let mut sent = 0;
    let mut closed = false;
    'bytes: for &b in request {
        if c.write_all(&[b]).is_err() {
            closed = true;
            break;
        }
        sent += 1;
        let until = Instant::now() + Duration::from_secs(1);
        while Instant::now() < until {
            let mut buf = [0u8; 256];
            match c.read(&mut buf) {
                // Closed by the server (after a 408, or without a word).
                Ok(0) => {
                    closed = true;
                    break 'bytes;
                }
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => {
                    closed = true;
                    break 'bytes;
                }
            }
        }
    }
    assert!(closed, "the connection stayed open");
    // Dropped long before the whole head was sent.
    assert!(sent < request.len() / 2, "{sent} bytes were taken");
    assert_eq!(s.get("/healthz").status, 200);
}

#[test]
fn sigterm_lets_the_diagrams_in_flight_finish() {
    const N: usize = 8;
    let mut s = Server::start(&["--workers", "1"]);
    let addr = s.addr.clone();
    // Large PNGs, one thread: one is drawn while the others wait.
    let slow = |n: usize| {
        let addr = addr.clone();
        std::thread::spawn(move || {
            let mut c = TcpStream::connect(&addr).unwrap();
            let head = format!(
                "GET /diagram.png?fen={}&size=2048&caption=n{n} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                q(SICILIAN)
            );
            c.write_all(head.as_bytes()).unwrap();
            let mut all = Vec::new();
            c.read_to_end(&mut all).unwrap();
            Response::parse(&all, false)
        })
    };
    let clients: Vec<_> = (0..N).map(slow).collect();
    // Every request in the service's hands (drawing, waiting or answered),
    // and at least two not answered yet.
    let start = Instant::now();
    loop {
        let m = s.get("/metrics").text();
        let value = |prefix: &str| {
            m.lines()
                .find_map(|l| l.strip_prefix(prefix))
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(0)
        };
        let in_flight = value("forsythe_draws_in_flight ");
        let done = value("forsythe_requests_total{route=\"diagram\",status=\"200\"} ");
        assert!(
            done < N - 1,
            "the draws were too quick to be interrupted:\n{m}"
        );
        if in_flight + done == N && in_flight >= 2 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the requests never arrived:\n{m}"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    s.terminate();
    for c in clients {
        let r = c.join().unwrap();
        assert_eq!(r.status, 200);
        assert!(r.body.starts_with(b"\x89PNG"));
    }
    assert_eq!(s.wait(Duration::from_secs(60)), Some(0));
    // No new connections after the signal.
    assert!(TcpStream::connect(&s.addr).is_err());
    let log = s.log();
    assert!(
        log.iter().any(|l| l.starts_with("note: stopping")),
        "{log:?}"
    );
}

#[test]
fn bad_options_and_a_taken_port_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let o = common::run(&["serve", "--bind", "nowhere"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        common::stderr(&o),
        "error: `nowhere` is no address to listen on; give an IP address such as 127.0.0.1 or ::\n"
    );
    let o = common::run(&["serve", "--workers", "0"], dir.path(), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        common::stderr(&o),
        "error: --workers is 0; it must be 1 to 256\n"
    );
    let s = Server::start(&[]);
    let port = s.addr.rsplit(':').next().unwrap();
    let o = common::run(&["serve", "--port", port], dir.path(), b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        common::stderr(&o).starts_with(&format!("error: cannot listen on 127.0.0.1:{port}: ")),
        "{}",
        common::stderr(&o)
    );
}
