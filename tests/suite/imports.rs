//! The import graph of `src/`: which module uses which, read from the
//! source, and a check that it has no circle. A circle is two modules each
//! needing the other (directly or round a loop), which is how layers blur;
//! the edges (`cli`, `markdown`, `serve`) must not lean on each other in a
//! loop either.
//!
//! A module's edges are the paths it names: `crate::a::b`, `super::x`, and a
//! child module's name (`render::run` in `cli/mod.rs`). Declaring a child
//! (`mod x;`) is not an edge, nor is a module's own test code, nor a use of
//! what an ancestor holds or re-exports (that is one module split in files).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every module of one crate: its path (`cli::render`) and its source,
/// test code left out.
fn modules(src: &Path, root: &str, tops: &[&str]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let text = std::fs::read_to_string(src.join(root)).expect("crate root");
    out.insert(String::new(), without_tests(&text));
    for top in tops {
        let file = src.join(format!("{top}.rs"));
        if file.is_file() {
            let text = std::fs::read_to_string(&file).expect("module");
            out.insert((*top).to_owned(), without_tests(&text));
        }
        let dir = src.join(top);
        if dir.is_dir() {
            walk(&dir, top, &mut out);
        }
    }
    out
}

fn walk(dir: &Path, prefix: &str, out: &mut BTreeMap<String, String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_stem().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            walk(&path, &format!("{prefix}::{name}"), out);
        } else if path.extension().is_some_and(|e| e == "rs") && name != "tests" {
            let module = if name == "mod" {
                prefix.to_owned()
            } else {
                format!("{prefix}::{name}")
            };
            let text = std::fs::read_to_string(&path).expect("module");
            out.insert(module, without_tests(&text));
        }
    }
}

/// The source up to its test module.
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        // Comments name paths without using them.
        let code = line.split("//").next().unwrap_or("");
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The module a path names, as the longest known prefix of it.
fn resolve(path: &[&str], known: &BTreeMap<String, String>) -> Option<String> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].join("::"))
        .find(|m| known.contains_key(m))
}

/// The modules each module uses.
fn graph(known: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in known {
        let here: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
        let set = edges.entry(module.clone()).or_default();
        let words: Vec<&str> = text
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .filter(|w| w.contains("::"))
            .collect();
        for word in words {
            let parts: Vec<&str> = word.split("::").filter(|s| !s.is_empty()).collect();
            let Some(first) = parts.first() else { continue };
            let target = match *first {
                "crate" => resolve(&parts[1..], known),
                "super" => {
                    let mut base: Vec<&str> = here.clone();
                    let mut rest = &parts[..];
                    while rest.first() == Some(&"super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    let full: Vec<&str> = base.iter().chain(rest).copied().collect();
                    resolve(&full, known).or_else(|| Some(base.join("::")))
                }
                "self" => {
                    let full: Vec<&str> = here.iter().chain(&parts[1..]).copied().collect();
                    resolve(&full, known)
                }
                child => {
                    // A child module named from its parent.
                    let mut full = here.clone();
                    full.push(child);
                    if known.contains_key(&full.join("::")) {
                        full.extend(&parts[1..]);
                        resolve(&full, known)
                    } else {
                        None
                    }
                }
            };
            if let Some(t) = target
                && t != *module
                // A module's use of what an ancestor holds or re-exports is
                // how one module is split in files, not a layer.
                && !t.is_empty()
                && !module.starts_with(&format!("{t}::"))
            {
                set.insert(t);
            }
        }
    }
    edges
}

/// The circles: groups of modules that reach one another (Tarjan's
/// strongly connected components of more than one module).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        s.index.insert(v, s.next);
        s.low.insert(v, s.next);
        s.next += 1;
        s.stack.push(v);
        s.on_stack.insert(v);
        if let Some(targets) = s.edges.get(v) {
            for w in targets {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let lw = s.low[w];
                    let lv = s.low[v];
                    s.low.insert(v, lv.min(lw));
                } else if s.on_stack.contains(w) {
                    let iw = s.index[w];
                    let lv = s.low[v];
                    s.low.insert(v, lv.min(iw));
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                group.push(w.to_owned());
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
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

fn crate_graphs() -> Vec<(&'static str, BTreeMap<String, BTreeSet<String>>)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = modules(
        &src,
        "lib.rs",
        &["board", "games", "input", "notation", "render", "settings"],
    );
    let bin = modules(
        &src,
        "main.rs",
        &["app", "cli", "markdown", "serve", "typeset"],
    );
    vec![("library", graph(&lib)), ("program", graph(&bin))]
}

#[test]
fn no_module_needs_a_module_that_needs_it() {
    let mut found = Vec::new();
    for (name, edges) in crate_graphs() {
        for group in circles(&edges) {
            found.push(format!("{name}: {}", group.join(" ↔ ")));
        }
    }
    assert!(found.is_empty(), "circles:\n{}", found.join("\n"));
}

#[test]
fn the_graph_sees_what_it_should() {
    // The reader itself: a made-up crate with one circle and one clean edge.
    let mut known = BTreeMap::new();
    known.insert(String::new(), "mod a; mod b; mod c;".to_owned());
    known.insert("a".to_owned(), "use crate::b::thing;".to_owned());
    known.insert("b".to_owned(), "fn f() { super::a::g() }".to_owned());
    known.insert(
        "c".to_owned(),
        without_tests("use crate::a::x; // crate::b"),
    );
    let edges = graph(&known);
    assert_eq!(circles(&edges), [vec!["a".to_owned(), "b".to_owned()]]);
    assert!(edges["c"].contains("a") && !edges["c"].contains("b"));
}

/// The ways in stand side by side on what they share: `app` (messages,
/// reports, files, reading records, what to draw, the blocks of documents)
/// needs none of them, and neither Markdown, the service nor the typeset
/// documents need the command line or each other: `typeset` and
/// `markdown` draw their blocks with `app`'s drawer.
#[test]
fn the_ways_in_stand_on_app_not_on_each_other() {
    let (_, edges) = crate_graphs().pop().expect("the program's graph");
    let under = |m: &str, top: &str| m == top || m.starts_with(&format!("{top}::"));
    let forbidden: [(&str, &[&str]); 4] = [
        ("app", &["cli", "markdown", "serve", "typeset"]),
        ("markdown", &["cli", "serve", "typeset"]),
        ("serve", &["cli", "markdown", "typeset"]),
        ("typeset", &["cli", "markdown", "serve"]),
    ];
    let mut found = Vec::new();
    for (from, targets) in &edges {
        for (top, banned) in forbidden {
            if under(from, top) {
                for t in targets {
                    if banned.iter().any(|b| under(t, b)) {
                        found.push(format!("{from} → {t}"));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "edges across the ways in:\n{}",
        found.join("\n")
    );
    // And the plain text check anyone can run, test code included:
    // `grep -rn crate::cli src/markdown src/serve src/typeset` finds
    // nothing.
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
