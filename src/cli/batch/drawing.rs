//! Drawing a batch's items: a chunk at a time on every thread, each
//! diagram written in every format; then, in the run's order, each item
//! counted, added to the lists and the book, and its failure reported.

use std::path::Path;

use crate::app::files::{WriteError, write_atomic};
use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::render::{Format, RenderError, Renderer, Style};

use super::outputs::{Lists, list_failed};
use super::plan::BatchItem;
use super::{BatchArgs, Setup, Tally};

/// Why a diagram was not written.
enum DrawError {
    Render(RenderError),
    Write(String, WriteError),
}

/// The files written for a diagram and, when asked for, its width as
/// printed (in points), or what went wrong.
type DrawOutcome = Result<(Vec<String>, Option<f32>), DrawError>;

thread_local! {
    /// Each drawing thread's renderer, a copy of the run's.
    static RENDERER: std::cell::RefCell<Option<Renderer>> = const { std::cell::RefCell::new(None) };
}

/// Draws one item into `dir` in every format; `print_width` asks for its
/// width as printed too.
fn draw(
    item: &BatchItem,
    lang: &str,
    template: &Renderer,
    style: &Style,
    formats: &[Format],
    dir: &Path,
    print_width: bool,
) -> DrawOutcome {
    let Ok(job) = &item.job else {
        return Ok((Vec::new(), None));
    };
    let diagram = job.scene.diagram(lang);
    let flipped = Style {
        flip: job.scene.flip,
        ..style.clone()
    };
    let style = &flipped;
    RENDERER.with_borrow_mut(|slot| {
        let renderer = slot.get_or_insert_with(|| template.clone());
        let mut written = Vec::with_capacity(formats.len());
        for &f in formats {
            let file = format!("{}.{}", job.name, f.name());
            let bytes = renderer
                .encode(&diagram, style, f)
                .map_err(DrawError::Render)?;
            write_atomic(&dir.join(&file), &bytes)
                .map_err(|e| DrawError::Write(file.clone(), e))?;
            written.push(file);
        }
        let width = if print_width {
            let (w, _) = renderer
                .print_size(&diagram, style)
                .map_err(DrawError::Render)?;
            Some(w)
        } else {
            None
        };
        Ok((written, width))
    })
}

/// What draws the chunks of a run, and what it has counted so far.
pub struct RunDrawer<'a> {
    pub args: &'a BatchArgs,
    pub setup: &'a Setup,
    pub reporter: &'a Reporter,
    pub pool: rayon::ThreadPool,
    pub lists: Lists,
    pub tally: Tally,
    /// Lists that could not be opened or written.
    pub list_errors: usize,
    pub progress: indicatif::ProgressBar,
}

impl RunDrawer<'_> {
    /// Draws the items of `chunk` (emptying it) and accounts for each.
    /// Returns whether to go on (not after a failure with `--fail-fast`).
    pub fn flush(&mut self, chunk: &mut Vec<BatchItem>) -> bool {
        let lang = self.reporter.msgs.lang();
        // With a square size, the LaTeX list gives each diagram its own width.
        let print_width = self.lists.has_latex() && self.setup.style.square_size.is_some();
        let (setup, output) = (self.setup, &self.args.output);
        let outcomes: Vec<DrawOutcome> = self.pool.install(|| {
            use rayon::prelude::*;
            chunk
                .par_iter()
                .map(|item| {
                    draw(
                        item,
                        lang,
                        &setup.renderer,
                        &setup.style,
                        &setup.formats,
                        output,
                        print_width,
                    )
                })
                .collect()
        });
        let mut go_on = true;
        for (item, outcome) in chunk.drain(..).zip(outcomes) {
            go_on &= self.account(&item, outcome);
        }
        go_on
    }

    /// Counts one item drawn (or not), reports its failure, and adds it to
    /// the lists and the book. Returns whether to go on.
    fn account(&mut self, item: &BatchItem, outcome: DrawOutcome) -> bool {
        let reporter = self.reporter;
        let mut width = None;
        let (outputs, error) = match (&item.job, outcome) {
            (Err(e), _) => (Vec::new(), Some(e.clone())),
            (Ok(_), Ok((files, w))) => {
                width = w;
                (files, None)
            }
            (Ok(_), Err(e)) => (Vec::new(), Some(self.draw_failed(item, &e))),
        };
        self.tally.warnings += item.warnings.len();
        let go_on = if error.is_some() {
            self.tally.failed += 1;
            !self.args.fail_fast
        } else {
            self.tally.rendered += 1;
            self.progress.inc(1);
            #[cfg(feature = "pdf")]
            self.add_to_book(item);
            true
        };
        for e in self.lists.add(item, &outputs, width, error.as_deref()) {
            list_failed(reporter, e);
            self.list_errors += 1;
        }
        go_on
    }

    /// Reports a diagram that could not be drawn or written, at its file
    /// and line; the message, for the lists.
    fn draw_failed(&self, item: &BatchItem, e: &DrawError) -> String {
        let reporter = self.reporter;
        let message = match e {
            DrawError::Render(r) => match &item.job {
                Ok(job) => job
                    .scene
                    .off_board_text(r, &reporter.msgs)
                    .unwrap_or_else(|| reporter.render_error_text(r)),
                Err(_) => reporter.render_error_text(r),
            },
            DrawError::Write(file, w) => reporter.msgs.get(
                "err-write-output",
                &[
                    ("path", s(self.args.output.join(file).display())),
                    ("reason", s(reporter.write_error_text(w))),
                ],
            ),
        };
        let located = reporter.labelled(
            &reporter.msgs.get(
                "location-file-line",
                &[("file", s(&item.file)), ("line", n(item.line))],
            ),
            &message,
        );
        reporter.emit(Severity::Error, &located, None, None);
        message
    }

    /// Adds a diagram drawn to the PDF book, if the run makes one.
    #[cfg(feature = "pdf")]
    fn add_to_book(&mut self, item: &BatchItem) {
        let lang = self.reporter.msgs.lang();
        if let (Some(book), Ok(job)) = (self.lists.book(), &item.job) {
            let label = match &item.id {
                Some(id) => format!("{}{}. {id}", item.number, item.twin),
                None => format!("{}{}.", item.number, item.twin),
            };
            // One solution a problem, under its number, whatever twins are
            // drawn of it.
            let solution = job.solution.as_deref().map(|s| (item.number, s));
            book.add(&job.scene.diagram(lang), job.scene.flip, &label, solution);
        }
    }
}
