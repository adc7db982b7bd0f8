//! What a batch writes besides the diagrams: the manifest, the LaTeX list,
//! the HTML contact sheet and the PDF book, opened before the first diagram
//! and finished after the last. A list that cannot be written is reported
//! once and dropped; the diagrams go on.

use std::path::PathBuf;

#[cfg(feature = "pdf")]
use crate::render::{Diagram, RenderError, Renderer, Style};

#[cfg(feature = "pdf")]
use super::PaperArg;
use super::lists::{Html, Latex, LatexWords, ListError, Manifest};
use super::plan::BatchItem;
use super::{BatchArgs, ManifestFormat, Setup};
use crate::app::i18n::s;
use crate::app::report::{Reporter, Severity};

/// Everything the run writes besides the diagrams. A list that cannot be
/// written is reported once and dropped; the diagrams go on.
pub struct Lists {
    manifest: Option<(PathBuf, Manifest)>,
    latex: Option<Latex>,
    html: Option<Html>,
    #[cfg(feature = "pdf")]
    book: Option<PdfBook>,
}

/// `--pdf-book`: diagrams added in the run's order as they are drawn, by a
/// renderer of the main thread (a book stays on its thread).
#[cfg(feature = "pdf")]
pub struct PdfBook {
    path: PathBuf,
    book: crate::render::Book,
    renderer: Renderer,
    style: Style,
    error: Option<RenderError>,
    /// The heading of the solutions, in the interface language.
    heading: String,
    /// Each solution of the diagrams added: its problem's number, its text.
    solutions: Vec<(String, String)>,
}

#[cfg(feature = "pdf")]
impl PdfBook {
    fn new(
        path: PathBuf,
        paper: PaperArg,
        per_page: usize,
        setup: &Setup,
        heading: String,
    ) -> PdfBook {
        let paper = match paper {
            PaperArg::A4 => crate::render::Paper::A4,
            PaperArg::Letter => crate::render::Paper::Letter,
        };
        PdfBook {
            path,
            book: crate::render::Book::new(paper, per_page),
            renderer: setup.renderer.clone(),
            style: setup.style.clone(),
            error: None,
            heading,
            solutions: Vec::new(),
        }
    }

    /// Adds a diagram, and its solution for the back of the book under
    /// `number`; after a failure nothing more is added.
    pub fn add(
        &mut self,
        diagram: &Diagram<'_>,
        flip: bool,
        label: &str,
        solution: Option<(usize, &str)>,
    ) {
        if self.error.is_none() {
            self.style.flip = flip;
            if let Err(e) = self
                .book
                .add(&mut self.renderer, diagram, &self.style, label)
            {
                self.error = Some(e);
            }
            if let Some((number, text)) = solution {
                self.solutions.push((format!("{number}."), text.to_owned()));
            }
        }
    }

    /// The finished PDF, the solutions at the back, or the first failure.
    fn finish(mut self) -> Result<Vec<u8>, RenderError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        let solutions: Vec<(&str, &str)> = self
            .solutions
            .iter()
            .map(|(n, s)| (n.as_str(), s.as_str()))
            .collect();
        self.book
            .solutions(&mut self.renderer, &self.heading, &solutions)?;
        self.book.finish()
    }
}

impl Lists {
    /// Adds a record to every list; returns the failures, each list that
    /// failed being dropped.
    pub fn add(
        &mut self,
        item: &BatchItem,
        outputs: &[String],
        width: Option<f32>,
        error: Option<&str>,
    ) -> Vec<ListError> {
        let mut failed = Vec::new();
        if let Some((path, m)) = &mut self.manifest
            && let Err(e) = m.add(path, item, outputs, error)
        {
            failed.push(e);
            self.manifest = None;
        }
        if let Some(l) = &mut self.latex
            && let Err(e) = l.add(item, outputs, width)
        {
            failed.push(e);
            self.latex = None;
        }
        if let Some(h) = &mut self.html
            && let Err(e) = h.add(item, outputs, error)
        {
            failed.push(e);
            self.html = None;
        }
        failed
    }
}

/// The words of the LaTeX list in the interface language; the warnings
/// name the character as `#1` and its code as `#2`, as LaTeX gives them.
fn latex_words(msgs: &crate::app::i18n::Messages) -> LatexWords {
    let args = [("char", s("#1")), ("code", s("#2"))];
    LatexWords {
        heading: msgs.text("book-solutions"),
        cannot_set: msgs.get("latex-list-cannot-set", &args),
        no_glyph: msgs.get("latex-list-no-glyph", &args),
    }
}

/// One of the lists, as it is opened.
enum List {
    Manifest(PathBuf, Manifest),
    Latex(Latex),
    Html(Html),
}

impl List {
    fn manifest(self) -> Option<(PathBuf, Manifest)> {
        match self {
            List::Manifest(p, m) => Some((p, m)),
            _ => None,
        }
    }

    fn latex(self) -> Option<Latex> {
        match self {
            List::Latex(l) => Some(l),
            _ => None,
        }
    }

    fn html(self) -> Option<Html> {
        match self {
            List::Html(h) => Some(h),
            _ => None,
        }
    }
}

/// A list opened, or reported (and counted) when it cannot be.
fn opened(list: Result<List, ListError>, reporter: &Reporter, errors: &mut usize) -> Option<List> {
    list.map_err(|e| {
        list_failed(reporter, e);
        *errors += 1;
    })
    .ok()
}

/// Reports a list that could not be written.
pub fn list_failed(reporter: &Reporter, (path, e): ListError) {
    let msg = reporter.msgs.get(
        "err-write-output",
        &[
            ("path", s(path.display())),
            ("reason", s(reporter.write_error_text(&e))),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
}

impl Lists {
    /// Opens every list the run asks for; those that cannot be opened are
    /// reported and counted in `errors`.
    pub fn open(args: &BatchArgs, setup: &Setup, reporter: &Reporter, errors: &mut usize) -> Lists {
        let manifest_name = match (args.manifest, setup.shard) {
            (ManifestFormat::Json, None) => "manifest.json".to_owned(),
            (ManifestFormat::Csv, None) => "manifest.csv".to_owned(),
            (ManifestFormat::Json, Some((k, n))) => format!("manifest-{k}-of-{n}.json"),
            (ManifestFormat::Csv, Some((k, n))) => format!("manifest-{k}-of-{n}.csv"),
        };
        let manifest_path = args.output.join(manifest_name);
        let mut open = |list| opened(list, reporter, errors);
        let manifest = match args.manifest {
            ManifestFormat::Json => Manifest::json(&manifest_path),
            ManifestFormat::Csv => Manifest::csv(&manifest_path),
        };
        let msgs = &reporter.msgs;
        Lists {
            manifest: open(manifest.map(|m| List::Manifest(manifest_path.clone(), m)))
                .and_then(List::manifest),
            latex: args
                .latex
                .as_ref()
                .and_then(|p| {
                    open(Latex::create(p, &args.output, latex_words(msgs)).map(List::Latex))
                })
                .and_then(List::latex),
            html: args
                .html
                .as_ref()
                .and_then(|p| {
                    open(
                        Html::create(
                            p,
                            &args.output,
                            &msgs.text("html-title"),
                            &msgs.text("html-lang"),
                            &msgs.text("html-solution"),
                        )
                        .map(List::Html),
                    )
                })
                .and_then(List::html),
            #[cfg(feature = "pdf")]
            book: args.pdf_book.clone().map(|p| {
                PdfBook::new(
                    p,
                    args.paper,
                    args.per_page,
                    setup,
                    msgs.text("book-solutions"),
                )
            }),
        }
    }

    /// Whether the run writes a LaTeX list.
    pub fn has_latex(&self) -> bool {
        self.latex.is_some()
    }

    /// The PDF book, when the run makes one.
    #[cfg(feature = "pdf")]
    pub fn book(&mut self) -> Option<&mut PdfBook> {
        self.book.as_mut()
    }

    /// Finishes every list; each that cannot be written is reported.
    /// Returns whether all were written.
    pub fn finish(self, reporter: &Reporter) -> bool {
        let Lists {
            manifest,
            latex,
            html,
            #[cfg(feature = "pdf")]
            book,
        } = self;
        let mut all_ok = true;
        let mut finished: Vec<Result<(), ListError>> = manifest
            .map(|(path, m)| m.finish(&path))
            .into_iter()
            .collect();
        finished.extend(latex.map(Latex::finish));
        finished.extend(html.map(Html::finish));
        #[cfg(feature = "pdf")]
        if let Some(book) = book {
            let path = book.path.clone();
            match book.finish() {
                Ok(bytes) => finished.push(
                    crate::app::files::write_atomic(&path, &bytes).map_err(|e| (path.clone(), e)),
                ),
                Err(e) => {
                    let msg = reporter.msgs.get(
                        "err-write-output",
                        &[
                            ("path", s(path.display())),
                            ("reason", s(reporter.render_error_text(&e))),
                        ],
                    );
                    reporter.emit(Severity::Error, &msg, None, None);
                    all_ok = false;
                }
            }
        }
        for result in finished {
            if let Err(e) = result {
                list_failed(reporter, e);
                all_ok = false;
            }
        }
        all_ok
    }
}
