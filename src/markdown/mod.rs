//! Diagrams where documents are written: fenced ```` ```fen ```` blocks in
//! Markdown become images (`forsythe markdown`, `forsythe mdbook`, and
//! `forsythe block` for the pandoc filter).
//!
//! A block is read and drawn as every document's block is
//! ([`crate::app::block`]); here [`document`] finds the blocks in a
//! document and writes it back, [`output`] links or inlines the image, and
//! [`mdbook`] walks mdBook's JSON.

pub mod document;
pub mod mdbook;
pub mod output;

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use crate::notation::Span;

use crate::app::block::draw::{Drawer, file_name};
use crate::app::block::notes::{LineIndex, Note, emit};
use crate::app::block::pairs::Pair;
use crate::app::i18n::s;
use crate::app::report::{Reporter, Severity};
use document::FencedBlock;

/// Where a block's diagrams go: into files in a folder, linked under a
/// prefix, or inline as SVG.
#[derive(Debug, Clone)]
pub enum Target {
    /// Image files in `folder`, referenced as `prefix/name`.
    Files { folder: PathBuf, prefix: String },
    /// SVG written into the document.
    Inline,
}

/// Rewrites documents: every diagram block becomes an image (with its
/// source kept beside it, if asked).
pub struct Converter<'r> {
    /// Draws each block.
    drawer: Drawer<'r>,
    reporter: &'r Reporter,
    /// The first words of info strings that mark a diagram block.
    infos: Vec<String>,
    /// How often each diagram has been put inline so far (for unique ids).
    inlined: HashMap<u64, usize>,
    /// The files written or found unchanged in this run.
    done: HashSet<PathBuf>,
    /// Each block's source is kept in the document beside its diagram.
    keep: bool,
}

impl<'r> Converter<'r> {
    /// A converter that draws with `drawer` the blocks whose info string
    /// starts with one of `infos`. The drawer names its images: their ids
    /// and file names come from those names.
    #[must_use]
    pub fn new(drawer: Drawer<'r>, reporter: &'r Reporter, infos: Vec<String>) -> Converter<'r> {
        Converter {
            drawer: drawer.naming(),
            reporter,
            infos,
            inlined: HashMap::new(),
            done: HashSet::new(),
            keep: false,
        }
    }

    /// The converter, keeping each block's source in the document (in a
    /// comment before its diagram, see [`document`]) when `keep` is true.
    /// A kept block is redrawn from its source either way.
    #[must_use]
    pub fn keeping(mut self, keep: bool) -> Converter<'r> {
        self.keep = keep;
        self
    }

    /// `text` with each diagram block replaced; `name` names the document in
    /// messages. Returns the new text and the number of blocks left as they
    /// were because of an error (each reported).
    pub fn convert(&mut self, text: &str, name: &str, target: &Target) -> (String, usize) {
        let (found, broken) = document::find_all(text, &self.infos);
        if found.is_empty() && broken.is_empty() {
            return (text.to_owned(), 0);
        }
        let index = LineIndex::new(text);
        let previous = self.reporter.file.replace(Some(name.to_owned()));
        for start in broken {
            let note = Note {
                severity: Severity::Warning,
                message: self.reporter.msgs.text("md-kept-broken"),
                hint: None,
                place: None,
            };
            emit(self.reporter, &note, &index, &|o| o, start);
        }
        let mut replacements = Vec::new();
        let mut failed = 0;
        for block in &found {
            match self.replacement(text, block, &index, target) {
                Some(new) => {
                    let html = matches!(target, Target::Inline);
                    let new = if self.keep {
                        document::kept(&block.source, &new)
                    } else {
                        new
                    };
                    replacements.push(document::replacement(text, block, &new, html));
                }
                None => failed += 1,
            }
        }
        self.reporter.file.replace(previous);
        (document::replace(text, &replacements), failed)
    }

    /// The text that replaces one block of `text`, or `None` after an
    /// error.
    fn replacement(
        &mut self,
        text: &str,
        block: &FencedBlock,
        index: &LineIndex<'_>,
        target: &Target,
    ) -> Option<String> {
        // A kept block's fence is the line after its opening comment.
        let mut fence = block.range.start;
        if text
            .get(fence..)
            .is_some_and(|t| t.trim_start().starts_with("<!--"))
            && let Some(end) = text[fence..].find('\n')
        {
            fence += end + 1;
        }
        let (info, unknown) = info_pairs(text, fence, &self.reporter.msgs);
        for note in &unknown {
            emit(self.reporter, note, index, &|o| o, block.range.start);
        }
        let outcome = self.drawer.draw_with(&block.content, &info);
        for note in &outcome.notes {
            emit(
                self.reporter,
                note,
                index,
                &|offset| block.document_offset(offset),
                block.range.start,
            );
        }
        let drawn = outcome.drawn?;
        let format = self.drawer.format();
        match target {
            Target::Inline => {
                let hash = drawn.name_hash();
                let count = self.inlined.entry(hash).or_insert(0);
                *count += 1;
                let scope = scope(hash, *count);
                let svg = String::from_utf8_lossy(&drawn.bytes);
                Some(output::inline_svg(&svg, &drawn.alt, &scope))
            }
            Target::Files { folder, prefix } => {
                let name = drawn.file_name(format.name());
                let path = folder.join(&name);
                if !self.done.contains(&path) {
                    if let Err(e) = crate::app::files::write_image(&path, &drawn.bytes) {
                        let message = self.reporter.msgs.get(
                            "err-write-output",
                            &[
                                ("path", s(path.display())),
                                ("reason", s(self.reporter.io_reason(&e))),
                            ],
                        );
                        let note = Note {
                            severity: Severity::Error,
                            message,
                            hint: None,
                            place: None,
                        };
                        emit(self.reporter, &note, index, &|o| o, block.range.start);
                        return None;
                    }
                    self.done.insert(path);
                }
                Some(output::image_reference(
                    &drawn.alt,
                    &output::link(prefix, &name),
                ))
            }
        }
    }
}

/// The words after the first of a block's info string (```` ```fen black
/// ````) as pairs the block starts from: `black` and `white` say the side
/// the board is seen from, `flip` flips it, a yes/no key alone (`coordinates`,
/// `no-coordinates`, `side-to-move`) says yes, and `key=value` is that pair.
/// A word that means none of these is a warning placed at the word (the
/// second list), and is left out. An attribute block in braces
/// (`{.diagram}`) is the page's and is passed over. `fence` is the byte of
/// `text` where the opening fence starts.
#[must_use]
pub fn info_pairs(
    text: &str,
    fence: usize,
    msgs: &crate::app::i18n::Messages,
) -> (Vec<Pair>, Vec<Note>) {
    use crate::settings::{KeyKind, Way};
    let line = text
        .get(fence..)
        .and_then(|t| t.lines().next())
        .unwrap_or_default();
    // A kept block's fence may stand behind a container's prefix (`> `).
    let lead = line.len() - line.trim_start_matches([' ', '>']).len();
    let fenced = &line[lead..];
    let marks = fenced.len() - fenced.trim_start_matches(['`', '~']).len();
    let info = &fenced[marks..];
    // An attribute block (`{.diagram title="x"}`, as pandoc and
    // markdown-it write them) is for the page, not for the diagram.
    let info = match (info.find('{'), info.rfind('}')) {
        (Some(open), Some(close)) if open < close => &info[..open],
        _ => info,
    };
    let at = fence + lead + marks;
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut start = None;
    for (i, c) in info.char_indices() {
        if c.is_whitespace() {
            if let Some(s) = start.take() {
                words.push((at + s, &info[s..i]));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        words.push((at + s, &info[s..]));
    }
    let mut words = words.into_iter();
    let Some((_, name)) = words.next() else {
        return (Vec::new(), Vec::new());
    };
    let mut pairs = Vec::new();
    let mut unknown = Vec::new();
    for (offset, word) in words {
        let pair = match word.split_once('=') {
            Some((k, v)) => crate::settings::find(k)
                .filter(|key| key.takes(Way::Block))
                .map(|_| (k, v.trim_matches(['"', '\''].as_slice()))),
            None => match word.to_ascii_lowercase().as_str() {
                "black" | "white" => Some(("flip", word)),
                _ => crate::settings::find(word)
                    .filter(|k| k.kind == KeyKind::Switch && k.takes(Way::Block))
                    .map(|_| (word, "")),
            },
        };
        match pair {
            Some((k, v)) => pairs.push(Pair::detached(k, v)),
            None => unknown.push(Note {
                severity: Severity::Warning,
                message: msgs.get("md-info-word", &[("word", s(word)), ("info", s(name))]),
                hint: None,
                place: Some((offset, vec![Span::new(0, word.chars().count())])),
            }),
        }
    }
    (pairs, unknown)
}

/// The prefix of the ids of an inline diagram: its hash, and how many
/// times it has been put inline before.
#[must_use]
pub fn scope(hash: u64, count: usize) -> String {
    let name = file_name(hash, "");
    let name = name.trim_end_matches('.');
    if count <= 1 {
        name.to_owned()
    } else {
        format!("{name}-{count}")
    }
}

/// Reads `--set KEY=VALUE` options (and configuration entries) into the
/// pairs every block starts from. `Err` holds the text that is not
/// `KEY=VALUE`.
pub fn defaults<'a>(items: impl IntoIterator<Item = &'a str>) -> Result<Vec<Pair>, String> {
    items
        .into_iter()
        .map(|item| match item.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok(Pair::detached(k.trim(), v.trim())),
            _ => Err(item.to_owned()),
        })
        .collect()
}

/// Reports what is wrong with the defaults (`origin` says where they were
/// given). Returns whether they are usable.
pub fn check_defaults(drawer: &mut Drawer<'_>, reporter: &Reporter, origin: &str) -> bool {
    let notes = drawer.check_defaults();
    for note in &notes {
        let message = format!(
            "{} ({})",
            note.message,
            reporter.msgs.get("md-defaults", &[("origin", s(origin))])
        );
        reporter.emit(Severity::Error, &message, None, note.hint.as_deref());
    }
    notes.is_empty()
}
