//! The walls of the house: every module of `src/` belongs to a room (a
//! top-level module), each room has the rank ARCHITECTURE.md gives it, and
//! a module imports only from rooms of a lower rank, or from its own room.
//! The ranks are read from ARCHITECTURE.md, so the drawing and the test are
//! one fact; every room of `src/` must be in it, with no exemption.
//!
//! A module's imports are the paths it names, test code included: `use`
//! trees (`use crate::{a::x, b::{y, z}}`), and paths in the code
//! (`crate::a::f()`, `super::super::b::g`). A name the crate root
//! re-exports (`crate::Board`) is an import of the room it comes from.
//! Comments name paths without using them. Beside the ranks, no module
//! needs a module that needs it, within a room too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A rank of ARCHITECTURE.md: its number, its rooms, and the rooms it may
/// import from when that is not every room below.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rank {
    number: usize,
    rooms: Vec<String>,
    only: Option<Vec<String>>,
}

/// The names between backticks in a cell of the table.
fn backticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The ranks of the table in ARCHITECTURE.md: its rows whose first cell is
/// a number (`| 4 | `render` | `board` | … |`); "below" in the third cell
/// is every lower rank, "nothing" no room.
fn ranks_of(text: &str) -> Vec<Rank> {
    let mut out = Vec::new();
    for line in text.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 5 || !cells[0].is_empty() {
            continue;
        }
        let Ok(number) = cells[1].parse() else {
            continue;
        };
        let only = match cells[3] {
            "below" => None,
            "nothing" => Some(Vec::new()),
            named => Some(backticked(named)),
        };
        out.push(Rank {
            number,
            rooms: backticked(cells[2]),
            only,
        });
    }
    out
}

fn architecture() -> Vec<Rank> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md");
    let text = std::fs::read_to_string(path).expect("ARCHITECTURE.md");
    let ranks = ranks_of(&text);
    assert!(ranks.len() > 4, "the ranks are found: {ranks:?}");
    ranks
}

/// The rooms of `src/`: its files and folders but the crate root and the
/// program's `main.rs`.
fn rooms_of_src() -> BTreeSet<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    std::fs::read_dir(src)
        .expect("src")
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            let name = path.file_stem()?.to_str()?.to_owned();
            let rust = path.is_dir() || path.extension().is_some_and(|x| x == "rs");
            (rust && name != "lib" && name != "main").then_some(name)
        })
        .collect()
}

/// Every module of `src/` but the crate root: its path (`cli::render`)
/// and its code, comments left out; test code too when `tests`.
fn modules(tests: bool) -> BTreeMap<Vec<String>, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    let mut stack = vec![(src.clone(), Vec::<String>::new())];
    while let Some((dir, prefix)) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder").flatten() {
            let path = entry.path();
            let name = path.file_stem().and_then(|n| n.to_str()).unwrap_or("");
            let mut module = prefix.clone();
            if path.is_dir() {
                module.push(name.to_owned());
                stack.push((path, module));
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            if name != "mod" {
                module.push(name.to_owned());
            }
            if module == ["lib"] || module == ["main"] || (!tests && name == "tests") {
                continue;
            }
            let mut text = std::fs::read_to_string(&path).expect("a module");
            if !tests && let Some(at) = text.find("#[cfg(test)]\nmod tests") {
                text.truncate(at);
            }
            out.insert(module, without_comments(&text));
        }
    }
    out
}

/// The code of a module, without its comments.
fn without_comments(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(line.split("//").next().unwrap_or(""));
        out.push('\n');
    }
    out
}

/// The paths of a `use` tree: `a::{b, c::{d as e, self}}` is `a::b`,
/// `a::c::d` and `a::c`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or("").trim();
        return vec![path.trim_end_matches("::self").to_owned()];
    };
    let prefix = &tree[..open];
    let close = tree.rfind('}').filter(|&c| c > open).unwrap_or(tree.len());
    let inner = &tree[open + 1..close];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|p| {
            if p == "self" {
                prefix.trim_end_matches("::").to_owned()
            } else {
                format!("{prefix}{p}")
            }
        })
        .collect()
}

/// The paths a module's code names: its `use` trees (a line that starts
/// with `use`, or `pub use`, up to its `;`) and the paths in its code
/// (`crate::a::f`, `super::b`, a child's `c::g`; another crate's paths are
/// told apart later).
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        let mut t = line.trim_start();
        if let Some(rest) = t.strip_prefix("pub") {
            t = match rest.strip_prefix('(') {
                Some(inner) => inner.split_once(')').map_or("", |(_, r)| r),
                None => rest,
            }
            .trim_start();
        }
        let Some(tree) = t.strip_prefix("use ") else {
            continue;
        };
        let mut tree = tree.to_owned();
        while !tree.contains(';') {
            let Some(next) = lines.next() else { break };
            tree.push_str(next);
        }
        out.extend(expand(tree.split(';').next().unwrap_or("")));
    }
    let words = code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'));
    for word in words {
        let word = word.trim_end_matches(':');
        if word.contains("::") {
            out.push(word.to_owned());
        }
    }
    out
}

/// The crate root's re-exports: each name with the room it comes from.
fn root_names() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs");
    let text = without_comments(&std::fs::read_to_string(root).expect("lib.rs"));
    let mut out = BTreeMap::new();
    for path in paths(&text) {
        let parts: Vec<&str> = path.split("::").collect();
        if parts.len() == 2 {
            out.insert(parts[1].to_owned(), parts[0].to_owned());
        }
    }
    out
}

/// The module a path names, as far as it can be told: its full path from
/// the crate root (`["render", "svg"]`); `None` for another crate's.
fn target(
    here: &[String],
    path: &str,
    known: &BTreeMap<Vec<String>, String>,
    root: &BTreeMap<String, String>,
) -> Option<Vec<String>> {
    let parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
    let mut base: Vec<String> = here.to_vec();
    let mut rest = &parts[..];
    match rest.first().copied() {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first() == Some(&"super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some(first) => {
            // A child module named from its parent, or another crate.
            let mut child = here.to_vec();
            child.push(first.to_owned());
            if !known.contains_key(&child) {
                return None;
            }
        }
        None => return None,
    }
    let mut full: Vec<String> = base;
    full.extend(rest.iter().map(|s| (*s).to_owned()));
    if let [name, ..] = full.as_slice()
        && !known.keys().any(|k| k.first() == Some(name))
    {
        // A name of the crate root: what it re-exports, or its own.
        return Some(root.get(name).map(|r| vec![r.clone()]).unwrap_or_default());
    }
    // The longest known module the path goes through.
    (1..=full.len())
        .rev()
        .map(|n| full[..n].to_vec())
        .find(|m| known.contains_key(m))
        .or(Some(full))
}

/// Which modules each module imports, by full path; test code too when
/// `tests`.
fn graph(tests: bool) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let known = modules(tests);
    let root = root_names();
    let mut edges = BTreeMap::new();
    for (module, code) in &known {
        let set: &mut BTreeSet<Vec<String>> = edges.entry(module.clone()).or_default();
        for path in paths(code) {
            if let Some(t) = target(module, &path, &known, &root)
                && !t.is_empty()
                && t != *module
            {
                set.insert(t);
            }
        }
    }
    edges
}

/// The imports that cross a wall: from a room to a room of its rank or
/// above, or to one its rank does not name.
fn crossings(ranks: &[Rank], edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<String> {
    let rank_of = |room: &str| ranks.iter().find(|r| r.rooms.iter().any(|n| n == room));
    let mut found = Vec::new();
    for (from, targets) in edges {
        let Some(here) = rank_of(&from[0]) else {
            found.push(format!("{} is in no rank", from.join("::")));
            continue;
        };
        for to in targets {
            if to[0] == from[0] {
                continue;
            }
            let allowed = match (&here.only, rank_of(&to[0])) {
                (_, None) => false,
                (Some(only), Some(_)) => only.contains(&to[0]),
                (None, Some(there)) => there.number < here.number,
            };
            if !allowed {
                found.push(format!("{} → {}", from.join("::"), to.join("::")));
            }
        }
    }
    found
}

#[test]
fn every_room_is_drawn_once_in_architecture_md() {
    let ranks = architecture();
    let drawn: Vec<String> = ranks.iter().flat_map(|r| r.rooms.clone()).collect();
    let unique: BTreeSet<String> = drawn.iter().cloned().collect();
    assert_eq!(unique.len(), drawn.len(), "a room in two ranks: {drawn:?}");
    assert_eq!(
        unique,
        rooms_of_src(),
        "the rooms of ARCHITECTURE.md and of src/"
    );
    // Numbered from the ground up; a room a rank may import from lies below it.
    for (i, rank) in ranks.iter().enumerate() {
        assert_eq!(rank.number, i, "{rank:?}");
        for room in rank.only.iter().flatten() {
            let below = ranks[..i].iter().any(|r| r.rooms.contains(room));
            assert!(below, "{room} is not below rank {i}");
        }
    }
}

#[test]
fn no_module_imports_from_its_rank_or_above() {
    let edges = graph(true);
    // The graph sees what is there: a `use` tree, a path through the crate
    // root's re-exports, a child named from its parent.
    let v = |s: &str| s.split("::").map(str::to_owned).collect::<Vec<_>>();
    assert!(edges[&v("input::games")].contains(&v("games")));
    assert!(edges[&v("render::diagram")].contains(&v("board")));
    assert!(edges[&v("render::svg::tests")].contains(&v("board")));
    assert!(edges[&v("cli::serve")].contains(&v("serve")));
    assert!(edges[&v("cli")].contains(&v("cli::render")));
    let found = crossings(&architecture(), &edges);
    assert!(
        found.is_empty(),
        "imports across a wall:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_walls_are_seen() {
    // The reader itself, on a made-up crate of three ranks.
    let ranks = ranks_of(
        "| Rank | Rooms | Imports from | For |\n|---|---|---|---|\n\
         | 0 | `a` | nothing | x |\n| 1 | `b`, `c` | below | y |\n| 2 | `d` | `b` | z |\n",
    );
    assert_eq!(ranks.len(), 3);
    assert_eq!(ranks[2].only, Some(vec!["b".to_owned()]));
    let v = |s: &str| s.split("::").map(str::to_owned).collect::<Vec<_>>();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    edges.insert(v("b::x"), [v("a"), v("b")].into());
    edges.insert(v("c"), [v("b::x")].into());
    edges.insert(v("d"), [v("a"), v("b")].into());
    edges.insert(v("a"), [v("d")].into());
    assert_eq!(crossings(&ranks, &edges), ["a → d", "c → b::x", "d → a"]);
    // Use trees, and paths in code; comments left out.
    let found = paths(&without_comments(
        "use crate::{a::x, b::{self, y as z}};\nfn f() { super::c::g(); std::fmt } // crate::d",
    ));
    for path in [
        "crate::a::x",
        "crate::b",
        "crate::b::y",
        "super::c::g",
        "std::fmt",
    ] {
        assert!(found.iter().any(|p| p == path), "{path} in {found:?}");
    }
    assert!(!found.iter().any(|p| p.ends_with("::d")), "{found:?}");
}

/// The modules that reach one another (Tarjan's strongly connected
/// components of more than one module).
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'a [String], usize>,
        low: BTreeMap<&'a [String], usize>,
        stack: Vec<&'a [String]>,
        on_stack: BTreeSet<&'a [String]>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a [String]) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        if let Some(targets) = s.edges.get(v) {
            for w in targets {
                let w = w.as_slice();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let low = s.low[v].min(s.low[w]);
                    s.low.insert(v, low);
                } else if s.on_stack.contains(w) {
                    let low = s.low[v].min(s.index[w]);
                    s.low.insert(v, low);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                group.push(w.join("::"));
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.out.push(group);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_slice()) {
            visit(&mut s, v);
        }
    }
    s.out
}

#[test]
fn no_module_needs_a_module_that_needs_it() {
    let mut edges = graph(false);
    // A module's use of what an ancestor holds or re-exports is how one
    // module is split in files, not a layer.
    for (module, targets) in &mut edges {
        targets.retain(|t| !module.starts_with(t) && !t.starts_with(module));
    }
    let found: Vec<String> = circles(&edges).iter().map(|g| g.join(" ↔ ")).collect();
    assert!(found.is_empty(), "circles:\n{}", found.join("\n"));
}

/// The plain text check anyone can run, test code included:
/// `grep -rn crate::cli src/markdown src/serve src/typeset` finds nothing.
#[test]
fn no_other_way_in_names_the_command_line() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut named = Vec::new();
    let mut folders = vec![src.join("markdown"), src.join("serve"), src.join("typeset")];
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).expect("folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if std::fs::read_to_string(&path).is_ok_and(|t| t.contains("crate::cli")) {
                named.push(path.display().to_string());
            }
        }
    }
    assert!(named.is_empty(), "files naming crate::cli: {named:?}");
}

/// One reader per format, and each kind of file told once: the names of
/// each reader's insides appear only in the files that are that reader
/// (test code included, comments left out). A second CSV parser, PGN
/// splitter or LaTeX detection elsewhere makes this fail.
#[test]
fn each_format_has_one_reader() {
    let owners: [(&str, &[&str]); 6] = [
        ("csv_core", &["csv_rows.rs"]),
        ("csv::Reader", &[]),
        ("Splitter", &["games/"]),
        (
            "GameStream",
            &[
                "games/",
                "input/detect.rs",
                "input/games.rs",
                "input/mod.rs",
            ],
        ),
        ("latex::has_diagram", &["problems/", "input/detect.rs"]),
        ("begins_pgn", &["games/", "input/detect.rs"]),
    ];
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path
                .strip_prefix(&src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let code = without_comments(&std::fs::read_to_string(&path).unwrap_or_default());
            for (word, files) in owners {
                if code.contains(word) && !files.iter().any(|f| name.starts_with(f)) {
                    found.push(format!("{word} in {name}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "a second reader:\n{}", found.join("\n"));
}
