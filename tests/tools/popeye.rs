//! Popeye's own files in the corpus (`popeye/` of `../shared/corpus`): its
//! piece tables (`pie-engl.txt`, `pie-deut.txt`, `pie-fran.txt`: each walk's
//! code, the LaTeX picture Popeye draws it with, and its name) and its
//! German example problems (`BEISPIEL/*.inp`).
//!
//! What is checked against them, with the table as the independent answer:
//! - every walk of each table, written as a piece of Popeye's `forsyth` in
//!   that language, is read with the shape and turn of its LaTeX picture
//!   (`DU`: a queen upside down), or, for a walk Popeye draws with no
//!   picture, as some shape, never `?` (a code a table gives twice is the
//!   walk of its first line, as Popeye looks them up);
//! - every `forsyth` line of the examples is drawn without a warning, with
//!   exactly the pieces, colours and turns the German table gives each
//!   square, read the way Popeye reads it (the squares from a8 to h1, `/`
//!   passed over); and written as `yacpdb`, read back and written again,
//!   it is the same.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One walk of a piece table.
struct Entry {
    code: String,
    /// The LaTeX picture: a German piece letter and a turn (`U`, `R`, `L`),
    /// or `None` for a walk drawn without one (`I`, and Popeye's few codes
    /// of its own).
    picture: Option<(char, u8)>,
    name: String,
}

fn popeye_dir() -> PathBuf {
    crate::corpus().join("popeye")
}

/// The walks of one of Popeye's piece tables.
fn table(file: &str) -> Vec<Entry> {
    let path = popeye_dir().join(file);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8_lossy(&text);
    let mut out = Vec::new();
    // The first line names the table; then the empty square and the square
    // off the board, which are no walks.
    for line in text.lines().skip(3) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 3 {
            continue;
        }
        let picture = {
            let mut c = fields[1].chars();
            match (c.next(), c.next(), c.next()) {
                (Some(s @ ('K' | 'B' | 'D' | 'S' | 'T' | 'L')), turn, None) => {
                    let turn = match turn {
                        None => Some(0),
                        Some('R') => Some(1),
                        Some('U') => Some(2),
                        Some('L') => Some(3),
                        Some(_) => None,
                    };
                    turn.map(|t| (s, t))
                }
                _ => None,
            }
        };
        // A code given twice (German `ra`, French `sa`, `se`) is the walk
        // of its first line: Popeye looks codes up from the top.
        if out.iter().any(|e: &Entry| e.code == fields[0]) {
            continue;
        }
        out.push(Entry {
            code: fields[0].to_owned(),
            picture,
            name: fields[2..].join(" "),
        });
    }
    assert!(
        out.len() > 100,
        "{}: only {} walks",
        path.display(),
        out.len()
    );
    out
}

/// A square of YACPDB's notation as we write it: `""` empty, `K`, `(Q2)` …
fn expand_yacpdb(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.trim().chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' => {}
            '0'..='9' => {
                let mut n = c.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    n = n * 10 + d as usize;
                    chars.next();
                }
                out.extend(std::iter::repeat_n(String::new(), n));
            }
            '(' => {
                let mut token = String::from("(");
                for d in chars.by_ref() {
                    token.push(d);
                    if d == ')' {
                        break;
                    }
                }
                out.push(token);
            }
            ' ' => break,
            other => out.push(other.to_string()),
        }
    }
    out
}

/// The YACPDB token of a piece of `side` (`w`, `b`, `n`) drawn as the
/// German LaTeX letter `shape` turned `turn` quarters clockwise (YACPDB's
/// digits count counter-clockwise, as MatPlus gives them).
fn yacpdb_token(side: char, shape: char, turn: u8) -> String {
    let turn = (4 - turn % 4) % 4;
    let letter = match shape {
        'K' => 'k',
        'B' => 'p',
        'D' => 'q',
        'S' => 's',
        'T' => 'r',
        _ => 'b',
    };
    let letter = if side != 'w' {
        letter
    } else {
        letter.to_ascii_uppercase()
    };
    let neutral = if side == 'n' { "!" } else { "" };
    match (turn, neutral, letter) {
        (0, "", l) => l.to_string(),
        (0, n, l) => format!("({n}{l})"),
        (t, n, l) => format!("({n}{l}{t})"),
    }
}

fn forsythe(args: &[&str]) -> std::process::Output {
    Command::new(crate::forsythe_exe())
        .args(args)
        .env("LANG", "C")
        .output()
        .expect("the binary runs")
}

fn translate(from: &str, to: &str, text: &str) -> Result<String, String> {
    let out = forsythe(&["translate", "--from", from, "--to", to, "--", text]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() && stderr.trim().is_empty() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
    } else {
        Err(stderr)
    }
}

pub fn every_walk_of_the_piece_tables_is_read_as_its_picture() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (file, dialect) in [
        ("pie-engl.txt", "popeye"),
        ("pie-deut.txt", "popeye-de"),
        ("pie-fran.txt", "popeye-fr"),
    ] {
        for e in table(file) {
            // White: an upper-case code; a two-letter one after `.`.
            let code = e.code.to_uppercase();
            let piece = if code.chars().count() == 1 {
                code.clone()
            } else {
                format!(".{code}")
            };
            let fors = format!("{piece}63");
            checked += 1;
            let got = match translate(dialect, "yacpdb", &fors) {
                Ok(got) => got,
                Err(e2) => {
                    failures.push(format!("{file}: {} ({}): {}", e.code, e.name, e2.trim()));
                    continue;
                }
            };
            let first = expand_yacpdb(&got).into_iter().next().unwrap_or_default();
            if first.is_empty() || first.contains('?') {
                failures.push(format!("{file}: {} ({}) is read as {got}", e.code, e.name));
            } else if let Some((shape, turn)) = e.picture {
                let want = yacpdb_token('w', shape, turn);
                if first != want {
                    failures.push(format!(
                        "{file}: {} ({}) has the picture {shape}{turn} ({want}) but is read as {first}",
                        e.code, e.name
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} walks:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The text after each `forsyth` keyword of a Popeye input file (any
/// prefix of four letters or more, as Popeye takes them).
fn forsyth_lines(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8_lossy(&text);
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut words = line.split_whitespace();
        let Some(word) = words.next() else { continue };
        let word = word.to_lowercase();
        if word.len() >= 4
            && "forsyth".starts_with(&word)
            && let Some(fors) = words.next()
        {
            out.push((i + 1, fors.to_owned()));
        }
    }
    out
}

/// What the German table says of each square of a `forsyth` string, read
/// as Popeye reads it: `None` for a square whose walk has no picture.
fn expected_squares(fors: &str, walks: &[Entry]) -> Vec<Option<String>> {
    let mut out: Vec<Option<String>> = Vec::new();
    let mut neutral = false;
    let mut chars = fors.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' => {}
            '=' => neutral = true,
            '0'..='9' => {
                let mut n = c.to_digit(10).unwrap_or(0) as usize;
                if let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    n = n * 10 + d as usize;
                    chars.next();
                }
                out.extend(std::iter::repeat_n(Some(String::new()), n));
                neutral = false;
            }
            _ => {
                let code: String = if c == '.' {
                    chars.by_ref().take(2).collect()
                } else {
                    c.to_string()
                };
                let first = code.chars().next().unwrap_or(' ');
                let side = match (neutral, first.is_lowercase()) {
                    (true, _) => 'n',
                    (false, true) => 'b',
                    (false, false) => 'w',
                };
                neutral = false;
                let walk = walks
                    .iter()
                    .find(|w| w.code == code.to_lowercase())
                    .unwrap_or_else(|| panic!("{code} of {fors} is in no table"));
                out.push(
                    walk.picture
                        .map(|(shape, turn)| yacpdb_token(side, shape, turn)),
                );
            }
        }
    }
    out.resize(64, Some(String::new()));
    out.truncate(64);
    out
}

pub fn every_forsyth_line_of_the_examples_draws_as_popeye_reads_it() {
    let walks = table("pie-deut.txt");
    let dir = popeye_dir().join("BEISPIEL");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut lines = 0;
    let out_dir = tempfile::tempdir().expect("a temporary folder");
    for file in &files {
        let name = file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        for (line, fors) in forsyth_lines(file) {
            lines += 1;
            let at = format!("{name}:{line}: {fors}");
            // Drawn, with no warning.
            let svg = out_dir.path().join("d.svg");
            let svg_path = svg.to_string_lossy().into_owned();
            let drawn = forsythe(&[
                "render",
                "--dialect",
                "popeye-de",
                "-o",
                &svg_path,
                "--",
                &fors,
            ]);
            let stderr = String::from_utf8_lossy(&drawn.stderr);
            if !drawn.status.success() || !stderr.trim().is_empty() {
                failures.push(format!("{at}: render says {}", stderr.trim()));
                continue;
            }
            let yacpdb = match translate("popeye-de", "yacpdb", &fors) {
                Ok(y) => y,
                Err(e) => {
                    failures.push(format!("{at}: {}", e.trim()));
                    continue;
                }
            };
            // The pieces, colours and turns of the table.
            let got = expand_yacpdb(&yacpdb);
            let want = expected_squares(&fors, &walks);
            if got.len() != 64 {
                failures.push(format!("{at}: {yacpdb} has {} squares", got.len()));
                continue;
            }
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                let square = format!("{}{}", char::from(b'a' + (i % 8) as u8), 8 - i / 8);
                match w {
                    _ if g.contains('?') => failures.push(format!("{at}: {square} is a ?")),
                    Some(w) if g != w => {
                        failures.push(format!("{at}: {square} is {g:?}, the table says {w:?}"));
                    }
                    _ => {}
                }
            }
            // To yacpdb and back.
            let back = translate("yacpdb", "popeye-de", &yacpdb)
                .and_then(|p| translate("popeye-de", "yacpdb", &p));
            match back {
                Ok(again) if again == yacpdb => {}
                Ok(again) => failures.push(format!("{at}: {yacpdb} came back as {again}")),
                Err(e) => failures.push(format!("{at}: back from {yacpdb}: {}", e.trim())),
            }
        }
    }
    assert!(
        files.len() >= 10 && lines >= 20,
        "only {lines} forsyth lines in {} files of {}",
        files.len(),
        dir.display()
    );
    assert!(
        failures.is_empty(),
        "{} problems in {lines} forsyth lines:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// German attribute words (and the English ones a German file may use) by
/// the name the library gives the attribute.
const ATTRIBUTES: [(&str, &str); 16] = [
    ("koeniglich", "royal"),
    ("royal", "royal"),
    ("kamikaze", "kamikaze"),
    ("paralysierend", "paralysing"),
    ("paralysing", "paralysing"),
    ("chamaeleon", "chameleon"),
    ("jigger", "jigger"),
    ("volage", "volage"),
    ("beamtet", "functionary"),
    ("halbneutral", "halfneutral"),
    ("sprungbockfarbewechselnd", "hurdlecolourchanging"),
    ("proteisch", "protean"),
    ("magisch", "magic"),
    ("unschlagbar", "uncapturable"),
    ("patrouille", "patrol"),
    ("frischauf", "frischauf"),
];

/// What the `steine` lines of one problem's text set, square by square:
/// the side (`w`, `b`, `n`) and the attributes' names, read with nothing
/// but the words: a colour word, attribute words, then pieces with their
/// squares (a one-letter code before an even number of characters, a
/// two-letter one before an odd number).
fn stated_pieces(text: &str) -> std::collections::BTreeMap<String, (char, Vec<String>)> {
    let mut out = std::collections::BTreeMap::new();
    let mut in_pieces = false;
    let mut side = 'w';
    let mut attributes: Vec<String> = Vec::new();
    let is = |word: &str, keyword: &str| word.len() >= 3 && keyword.starts_with(word);
    for line in text.lines() {
        let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
        let Some(first) = words.first() else { continue };
        let continues = first.chars().any(|c| c.is_ascii_digit())
            || ["weiss", "schwarz", "neutral"]
                .iter()
                .any(|c| c.starts_with(first.as_str()))
            || ATTRIBUTES
                .iter()
                .any(|(a, _)| a.starts_with(first.as_str()));
        let rest: &[String] = if is(first, "steine") {
            in_pieces = true;
            &words[1..]
        } else if in_pieces && continues {
            &words[..]
        } else {
            in_pieces = false;
            continue;
        };
        for w in rest {
            if let Some(c) = [("weiss", 'w'), ("schwarz", 'b'), ("neutral", 'n')]
                .iter()
                .find(|(c, _)| w.len() >= 3 && c.starts_with(w.as_str()))
            {
                side = c.1;
                attributes.clear();
            } else if let Some((_, name)) = ATTRIBUTES
                .iter()
                .find(|(a, _)| w.len() >= 3 && a.starts_with(w.as_str()))
            {
                attributes.push((*name).to_owned());
            } else if w.chars().any(|c| c.is_ascii_digit()) {
                let body = w.rsplit('/').next().unwrap_or(w);
                let chars: Vec<char> = body.chars().collect();
                let code = if chars.len() % 2 == 1 { 1 } else { 2 };
                for sq in chars[code..].chunks(2) {
                    out.insert(sq.iter().collect(), (side, attributes.clone()));
                }
            } else {
                in_pieces = false;
                break;
            }
        }
    }
    out
}

/// Every problem of every example file is read, with no warning but the
/// hunters' (drawn as their forward piece turned); each problem set with `steine` has exactly the pieces, sides
/// and attributes its lines state, and every twin can be made.
pub fn every_problem_of_the_examples_has_the_pieces_its_file_states() {
    let dir = popeye_dir().join("BEISPIEL");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let (mut problems, mut checked) = (0, 0);
    for file in &files {
        let name = file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = String::from_utf8_lossy(&bytes);
        let c = forsythe::problems::read_popeye(&text);
        for w in &c.warnings {
            // A hunter's second walk, and a code that stands for two
            // pieces (drawn as the first): neither changes which squares
            // hold pieces.
            // `schwarzmaxi` (verlorenesteine.inp) is in none of Popeye's
            // tables of conditions either: Popeye stops reading the line
            // there too.
            let allowed = matches!(
                &w.kind,
                forsythe::problems::ProblemWarningKind::Hunter { .. }
                    | forsythe::problems::ProblemWarningKind::AmbiguousPiece { .. }
            ) || matches!(
                &w.kind,
                forsythe::problems::ProblemWarningKind::UnknownCondition { word }
                    if name == "verlorenesteine.inp" && word == "schwarzmaxi"
            );
            if !allowed {
                failures.push(format!("{name}:{}:{}: {:?}", w.line, w.column, w.kind));
            }
        }
        if c.problems.is_empty() {
            failures.push(format!("{name}: no problem"));
        }
        let lines: Vec<&str> = text.lines().collect();
        for (i, p) in c.problems.iter().enumerate() {
            problems += 1;
            for pos in p.positions() {
                if let Some(e) = pos.error {
                    failures.push(format!("{name}:{}: twin {}: {e}", p.line, pos.label));
                }
            }
            // This problem's text: from its line to the next problem's.
            let end = c
                .problems
                .get(i + 1)
                .map_or(lines.len(), |q| q.line.saturating_sub(1));
            let own =
                lines[p.line.saturating_sub(1).min(lines.len())..end.min(lines.len())].join("\n");
            let stip = p.stipulation.as_deref().unwrap_or("").to_lowercase();
            let other_setup = own.lines().any(|l| {
                let w = l.split_whitespace().next().unwrap_or("").to_lowercase();
                w.len() >= 4
                    && ("forsyth".starts_with(&w) || "partieanfangsstellung".starts_with(&w))
            });
            if stip.starts_with("a=>b") || other_setup {
                continue;
            }
            checked += 1;
            let want = stated_pieces(&own);
            let mut got = std::collections::BTreeMap::new();
            for (sq, cell) in p.board.cells() {
                let side = match cell {
                    forsythe::Cell::Empty => continue,
                    forsythe::Cell::Unknown(_) => '?',
                    other => match other.as_fairy().map(|f| f.side) {
                        Some(forsythe::Side::White) => 'w',
                        Some(forsythe::Side::Black) => 'b',
                        Some(forsythe::Side::Neutral) => 'n',
                        None => '?',
                    },
                };
                let attrs: Vec<String> = p
                    .attributes
                    .get(&sq)
                    .map(|a| a.iter().map(|x| x.name().to_owned()).collect())
                    .unwrap_or_default();
                got.insert(sq.to_string(), (side, attrs));
            }
            if got != want {
                failures.push(format!(
                    "{name}:{}: read {got:?}, the file states {want:?}",
                    p.line
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems, {checked} compared:\n{}",
        problems,
        failures.join("\n")
    );
    assert!(
        problems > 1000 && checked > 900,
        "{problems} problems, {checked} compared"
    );
}
