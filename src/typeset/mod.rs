//! Diagrams in typeset documents: the LaTeX package (`forsythe latex`).
//! Each diagram of a document is a block with the same keys as a Markdown
//! block ([`Way::Document`]), drawn by the same [`Drawer`]
//! ([`crate::app::block`]); what differs is how the blocks are found
//! ([`latex`] reads the requests LaTeX wrote) and what the package is
//! answered with. (The Typst package draws through the engine as a
//! plugin, [`crate::host`], and needs no pass of its own.)
//!
//! A diagram of a typeset document starts from `texts: document`: the image
//! is the board, and the words (caption, the problem's lines, the legend)
//! go to the package, which sets them in the document's font.
//!
//! [`Way::Document`]: crate::settings::Way::Document

pub mod latex;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::app::block::draw::{BlockOutcome, Drawer};
use crate::app::block::notes::{LineIndex, emit};
use crate::app::block::pairs::{BlockError, Pair};
use crate::app::i18n::s;
use crate::app::report::{Reporter, Severity};
use crate::app::scene::DocumentWords;

/// The folder the diagrams are written into, beside the document.
pub const IMAGES: &str = "forsythe-images";

/// The pair every diagram of a typeset document starts from.
#[must_use]
pub fn document_defaults() -> Vec<Pair> {
    vec![Pair::detached("texts", "document")]
}

/// Defaults in order, a later one of a key replacing an earlier one (a
/// document's own defaults after the package's).
#[must_use]
pub fn merge_defaults(defaults: Vec<Pair>) -> Vec<Pair> {
    let mut out: Vec<Pair> = Vec::with_capacity(defaults.len());
    for pair in defaults {
        // A key that takes one value: the later default replaces it.
        let single = crate::settings::find(&pair.key)
            .filter(|k| k.kind != crate::settings::KeyKind::Many)
            .map(|k| k.name.strip_prefix("no-").unwrap_or(k.name));
        if let Some(name) = single {
            out.retain(|p| {
                crate::settings::find(&p.key)
                    .is_none_or(|k| k.name.strip_prefix("no-").unwrap_or(k.name) != name)
            });
        }
        out.push(pair);
    }
    out
}

/// The text of a document (or of any file a diagram is placed in), with
/// the name its messages give it.
pub struct SourceText {
    /// The name messages give.
    pub name: String,
    /// Its text (empty when it could not be read).
    pub text: String,
}

/// What one diagram came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Fate {
    /// Drawn into `file` (a name in the images folder).
    Drawn {
        file: String,
        alt: String,
        texts: Box<DocumentWords>,
        natural: bool,
        warnings: Vec<String>,
    },
    /// Not drawn: the first error's message.
    Failed {
        message: String,
        warnings: Vec<String>,
    },
}

/// One diagram of a document, read into pairs placed in its source's text
/// (a pair that could not be placed is detached).
#[derive(Debug)]
pub struct DocumentDiagram {
    /// The pairs it starts from, after [`document_defaults`]; a pair of
    /// the diagram's own gives way.
    pub defaults: Vec<Pair>,
    /// Its options, given beside its body (a key in both is given twice).
    pub options: Vec<Pair>,
    /// Its body read as a block, or why it cannot be.
    pub body: Result<Vec<Pair>, BlockError>,
    /// Where it starts in the source, for notes that say no place.
    pub at: usize,
}

/// Draws `diagram`, placed in `source`, into `folder`. Every note is
/// written to stderr, placed in `source`; the answer keeps their messages.
/// `written` holds the files this run has written already.
pub fn draw(
    drawer: &mut Drawer<'_>,
    reporter: &Reporter,
    source: &SourceText,
    diagram: DocumentDiagram,
    folder: &Path,
    written: &mut HashSet<PathBuf>,
) -> Fate {
    let DocumentDiagram {
        defaults,
        options,
        body,
        at,
    } = diagram;
    let mut all = document_defaults();
    all.extend(defaults);
    drawer.set_defaults(merge_defaults(all));
    let outcome = match body {
        Ok(pairs) => drawer.draw_pairs(&pairs, &options),
        Err(e) => BlockOutcome {
            drawn: None,
            notes: vec![drawer.block_error(&e)],
        },
    };
    let index = LineIndex::new(&source.text);
    let previous = reporter.file.replace(Some(source.name.clone()));
    let mut warnings = Vec::new();
    let mut errors = Vec::new();
    for note in &outcome.notes {
        emit(reporter, note, &index, &|o| o, at);
        match note.severity {
            Severity::Error => errors.push(note.message.clone()),
            Severity::Warning => warnings.push(note.message.clone()),
            Severity::Note => {}
        }
    }
    let answer = match outcome.drawn {
        Some(drawn) => {
            let name = drawn.file_name(drawer.format().name());
            let path = folder.join(&name);
            let written_now = written.contains(&path)
                || match crate::app::files::write_image(&path, &drawn.bytes) {
                    Ok(_) => {
                        written.insert(path.clone());
                        true
                    }
                    Err(e) => {
                        let message = reporter.msgs.get(
                            "err-write-output",
                            &[
                                ("path", s(path.display())),
                                ("reason", s(reporter.io_reason(&e))),
                            ],
                        );
                        reporter.emit(Severity::Error, &message, None, None);
                        errors.push(message);
                        false
                    }
                };
            if written_now {
                Fate::Drawn {
                    file: name,
                    alt: drawn.alt,
                    texts: Box::new(drawn.texts.unwrap_or_default()),
                    natural: drawn.natural,
                    warnings,
                }
            } else {
                Fate::Failed {
                    message: errors.join("; "),
                    warnings,
                }
            }
        }
        None => Fate::Failed {
            message: errors
                .first()
                .cloned()
                .unwrap_or_else(|| reporter.msgs.text("md-no-record")),
            warnings,
        },
    };
    reporter.file.replace(previous);
    answer
}

/// Reads a source file whole, as UTF-8 (a file that is not is read with
/// its bad bytes replaced, for messages only); `None` when it cannot be
/// read.
#[must_use]
pub fn read_source(path: &Path) -> Option<String> {
    const MAX: u64 = 64 * 1024 * 1024;
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX {
        return None;
    }
    let bytes = std::fs::read(path).ok()?;
    Some(match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}
