//! The Typst package's diagrams, read from the documents' source: raw
//! blocks whose language is `fen`, `forsythe` or `chess`, calls of
//! `forsythe(record, ..options)`, the defaults of `forsythe-blocks.with(…)`,
//! and the files `#include`d. `forsythe typst` draws each diagram as SVG
//! into `forsythe-images/` under the project's root and writes
//! `forsythe-images/index.json`, which the package reads.
//!
//! A Typst document cannot run programs, so the package finds each diagram
//! in the index by a key it can make itself from what it sees: the raw
//! block's text (or `fen: RECORD` and a `key: value` line for each option
//! of a call), a line `@`, and a `key: value` line for each default, each
//! line trimmed and blank lines left out. A value is written as the package
//! writes it: a string as it is, a whole number or a decimal as Typst
//! writes it, yes/no for a boolean, a list's items joined with `, `.
//! `width` is the page's (the diagram's width there) and no part of the
//! key.
//!
//! The scanner knows as much of Typst's syntax as finding these needs:
//! markup and code, comments, strings, raw text, content blocks, math. A
//! value that is not written out (a variable, an expression) cannot be read
//! here; such a diagram is reported, and the package shows its placeholder.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use crate::app::Fatal;
use crate::app::block::draw::Drawer;
use crate::app::block::notes::{LineIndex, Note, emit};
use crate::app::i18n::s;
use crate::app::report::{Reporter, Severity};
use crate::notation::Span;
use crate::render::Format;
use crate::typeset::{DocumentDiagram, Fate, IMAGES, SourceText};

/// The format of the index, which the package checks: raised whenever an
/// entry gains or changes a key (2: a problem's award, dedication,
/// conditions and twins), with `_format` in `forsythe.typ`.
pub const FORMAT: u32 = 2;

mod calls;
mod scan;

use calls::{ArgumentError, call, defaults, raw};
use scan::{Scanned, scan};

/// One entry of the index.
fn entry(answer: &Fate) -> serde_json::Value {
    let mut map = serde_json::Map::new();
    let put =
        |map: &mut serde_json::Map<String, serde_json::Value>, k: &str, v: &Option<String>| {
            if let Some(v) = v {
                map.insert(k.to_owned(), v.clone().into());
            }
        };
    match answer {
        Fate::Drawn {
            file,
            alt,
            texts,
            natural,
            warnings,
        } => {
            map.insert("file".into(), file.clone().into());
            map.insert("alt".into(), alt.clone().into());
            map.insert("natural".into(), (*natural).into());
            put(&mut map, "author", &texts.author);
            put(&mut map, "source", &texts.source);
            put(&mut map, "award", &texts.award);
            put(&mut map, "dedication", &texts.dedication);
            put(&mut map, "stipulation", &texts.stipulation);
            put(&mut map, "condition", &texts.condition);
            put(&mut map, "twins", &texts.twins);
            put(&mut map, "count", &texts.count);
            put(&mut map, "legend", &texts.legend);
            put(&mut map, "caption", &texts.caption);
            if !warnings.is_empty() {
                map.insert("warnings".into(), warnings.clone().into());
            }
        }
        Fate::Failed { message, warnings } => {
            map.insert("error".into(), message.clone().into());
            if !warnings.is_empty() {
                map.insert("warnings".into(), warnings.clone().into());
            }
        }
    }
    serde_json::Value::Object(map)
}

/// The diagrams of an earlier index, when it was written by this version
/// of the program: each entry that names an image must still have it in
/// `folder`.
fn earlier(folder: &Path) -> serde_json::Map<String, serde_json::Value> {
    let Ok(text) = std::fs::read_to_string(folder.join("index.json")) else {
        return serde_json::Map::new();
    };
    let Ok(serde_json::Value::Object(mut index)) = serde_json::from_str(&text) else {
        return serde_json::Map::new();
    };
    let same = index.get("forsythe").and_then(|v| v.as_str()) == Some(env!("CARGO_PKG_VERSION"))
        && index.get("format").and_then(serde_json::Value::as_u64) == Some(u64::from(FORMAT));
    let Some(serde_json::Value::Object(diagrams)) = index.remove("diagrams") else {
        return serde_json::Map::new();
    };
    if !same {
        return serde_json::Map::new();
    }
    diagrams
        .into_iter()
        .filter(|(_, e)| match e.get("file") {
            Some(f) => f
                .as_str()
                .is_some_and(|f| is_image_name(f) && folder.join(f).is_file()),
            None => e.get("error").is_some(),
        })
        .collect()
}

/// Whether `name` is the name of an image this program writes
/// (`fen-0123456789ab.svg`).
fn is_image_name(name: &str) -> bool {
    name.strip_prefix("fen-")
        .and_then(|r| r.strip_suffix(".svg"))
        .is_some_and(|h| h.len() == 12 && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The documents an entry is for.
fn documents(entry: &serde_json::Value) -> Vec<String> {
    entry
        .get("documents")
        .and_then(|d| d.as_array())
        .map(|d| {
            d.iter()
                .filter_map(|x| x.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// `entry` with `documents` as the documents it is for.
fn with_documents(mut entry: serde_json::Value, documents: Vec<String>) -> serde_json::Value {
    if let serde_json::Value::Object(map) = &mut entry {
        map.insert("documents".into(), documents.into());
    }
    entry
}

/// A document's name in the index: its path from the root, with `/`.
fn document_name(root: &Path, file: &Path) -> String {
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let (root, file) = (canonical(root), canonical(file));
    file.strip_prefix(&root)
        .unwrap_or(&file)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The run over a set of documents.
struct Indexing<'r> {
    reporter: &'r Reporter,
    drawer: Drawer<'r>,
    root: PathBuf,
    folder: PathBuf,
    earlier: serde_json::Map<String, serde_json::Value>,
    diagrams: BTreeMap<String, serde_json::Value>,
    /// The document being read (its name in the index).
    document: String,
    written: HashSet<PathBuf>,
    /// The files being read, outermost first (an inclusion of one of them
    /// is a circle).
    reading: Vec<PathBuf>,
    all_drawn: bool,
}

impl Indexing<'_> {
    fn problem(&mut self, source: &SourceText, problem: &ArgumentError, key: Option<&str>) {
        let msgs = &self.reporter.msgs;
        let message = msgs.get(problem.id, &[("key", s(&problem.key))]);
        let note = Note {
            severity: Severity::Error,
            message: message.clone(),
            hint: None,
            place: Some((problem.at, vec![Span::new(0, problem.len)])),
        };
        let index = LineIndex::new(&source.text);
        let previous = self.reporter.file.replace(Some(source.name.clone()));
        emit(self.reporter, &note, &index, &|o| o, problem.at);
        self.reporter.file.replace(previous);
        self.all_drawn = false;
        if let Some(key) = key {
            let answer = Fate::Failed {
                message,
                warnings: Vec::new(),
            };
            self.diagrams
                .entry(key.to_owned())
                .or_insert_with(|| entry(&answer));
            self.claim(key);
        }
    }

    /// Marks the entry of `key` as one of the document's.
    fn claim(&mut self, key: &str) {
        if let Some(e) = self.diagrams.get_mut(key) {
            let mut docs = documents(e);
            if !docs.contains(&self.document) {
                docs.push(self.document.clone());
            }
            *e = with_documents(e.take(), docs);
        }
    }

    fn diagram(&mut self, source: &SourceText, diagram: DocumentDiagram, key: String) {
        if self.diagrams.contains_key(&key) {
            self.claim(&key);
            return;
        }
        if let Some(e) = self.earlier.get(&key).filter(|e| e.get("file").is_some()) {
            self.diagrams
                .insert(key.clone(), with_documents(e.clone(), Vec::new()));
            self.claim(&key);
            return;
        }
        let answer = super::draw(
            &mut self.drawer,
            self.reporter,
            source,
            diagram,
            &self.folder,
            &mut self.written,
        );
        self.all_drawn &= matches!(answer, Fate::Drawn { .. });
        self.diagrams.insert(key.clone(), entry(&answer));
        self.claim(&key);
    }

    /// Reads one file and what it includes, with `defaults` in force.
    fn file(&mut self, path: &Path, defaults: &mut Vec<(String, String)>) {
        let name = path.display().to_string();
        let text = match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(t) => t,
                Err(e) => {
                    let offset = e.utf8_error().valid_up_to();
                    let msg = format!(
                        "{name}: {}",
                        self.reporter
                            .msgs
                            .get("err-not-utf8", &[("offset", crate::app::i18n::n(offset))])
                    );
                    self.reporter.emit(Severity::Error, &msg, None, None);
                    self.all_drawn = false;
                    return;
                }
            },
            Err(e) => {
                let msg = self.reporter.msgs.get(
                    "err-read-input",
                    &[
                        ("path", s(&name)),
                        ("reason", s(self.reporter.io_reason(&e))),
                    ],
                );
                self.reporter.emit(Severity::Error, &msg, None, None);
                self.all_drawn = false;
                return;
            }
        };
        let here = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.reading.push(here);
        let source = SourceText { name, text };
        for item in scan(&source.text) {
            match item {
                Scanned::Raw { at, text_at, text } => {
                    let (diagram, key) = raw(&text, text_at, at, defaults);
                    self.diagram(&source, diagram, key);
                }
                Scanned::Call { at, args } => match call(&args, at, defaults) {
                    Ok((diagram, key)) => self.diagram(&source, diagram, key),
                    Err(p) => self.problem(&source, &p, None),
                },
                Scanned::Defaults { args, .. } => {
                    let (d, problems) = self::defaults(&args);
                    for p in &problems {
                        self.problem(&source, p, None);
                    }
                    *defaults = d;
                }
                Scanned::Include { at, path: included } => {
                    let target = match included.strip_prefix('/') {
                        Some(inside) => self.root.join(inside),
                        None => path.parent().unwrap_or(Path::new("")).join(&included),
                    };
                    let canonical =
                        std::fs::canonicalize(&target).unwrap_or_else(|_| target.clone());
                    if self.reading.contains(&canonical) {
                        let p = ArgumentError {
                            id: "typst-include-circle",
                            key: included.clone(),
                            at,
                            len: "include".len(),
                        };
                        self.problem(&source, &p, None);
                    } else {
                        self.file(&target, defaults);
                    }
                }
            }
        }
        self.reading.pop();
    }
}

/// `forsythe typst FILE...`: draws every diagram of the documents (and of
/// the files they include) into `ROOT/forsythe-images/` and writes the
/// index there. The root is the first document's folder unless given.
///
/// # Errors
/// [`Fatal::Failed`] when the index cannot be written.
pub fn run(files: &[PathBuf], root: Option<&Path>, reporter: &Reporter) -> Result<bool, Fatal> {
    let root = match root {
        Some(r) => r.to_path_buf(),
        None => match files.first().and_then(|f| f.parent()) {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        },
    };
    let folder = root.join(IMAGES);
    let mut run = Indexing {
        reporter,
        drawer: Drawer::new(reporter, Format::Svg, Vec::new()).by(crate::settings::Way::Document),
        earlier: earlier(&folder),
        root,
        folder,
        diagrams: BTreeMap::new(),
        document: String::new(),
        written: HashSet::new(),
        reading: Vec::new(),
        all_drawn: true,
    };
    let mut names = Vec::new();
    for file in files {
        run.document = document_name(&run.root, file);
        names.push(run.document.clone());
        let mut defaults = Vec::new();
        run.file(file, &mut defaults);
    }
    // The diagrams of other documents in the same index stay.
    for (key, e) in std::mem::take(&mut run.earlier) {
        let others: Vec<String> = documents(&e)
            .into_iter()
            .filter(|d| !names.contains(d))
            .collect();
        if others.is_empty() {
            continue;
        }
        match run.diagrams.get_mut(&key) {
            Some(now) => {
                let mut docs = documents(now);
                docs.extend(others);
                docs.sort();
                docs.dedup();
                *now = with_documents(now.take(), docs);
            }
            None => {
                run.diagrams.insert(key, with_documents(e, others));
            }
        }
    }

    let index = serde_json::json!({
        "forsythe": env!("CARGO_PKG_VERSION"),
        "format": FORMAT,
        "diagrams": run.diagrams,
    });
    let mut text = serde_json::to_string_pretty(&index).unwrap_or_default();
    text.push('\n');
    let path = run.folder.join("index.json");
    let written = crate::app::files::create_folder(&run.folder)
        .map_err(std::io::Error::other)
        .and_then(|()| crate::app::files::write_if_changed(&path, text.as_bytes()));
    if let Err(e) = written {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[
                ("path", s(path.display())),
                ("reason", s(reporter.io_reason(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    prune(&run.folder, &run.diagrams);
    Ok(run.all_drawn)
}

/// Removes the images of the folder that no diagram of the index shows
/// any longer (only files named as this program names them).
fn prune(folder: &Path, diagrams: &BTreeMap<String, serde_json::Value>) {
    let used: HashSet<&str> = diagrams
        .values()
        .filter_map(|e| e.get("file").and_then(|f| f.as_str()))
        .collect();
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if is_image_name(&name) && !used.contains(name.as_ref()) {
            // An image left behind does no harm: a failure is not reported.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}
