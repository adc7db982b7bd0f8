//! `forsythe batch`: every record of one or more files, drawn into a folder,
//! with a manifest and, on request, a LaTeX file, an HTML contact sheet and
//! a PDF book.
//!
//! The run streams: records are read, drawn and written as they come, a few
//! hundred at a time on every core, so memory does not grow with the input.
//! The input is read twice: first without a word, to decide each file's
//! notation under `--dialect auto` and to check that no two diagrams would
//! get the same file name — before anything is written —, then to draw.
//! Standard input is copied to a temporary file for that.

mod drawing;
mod inputs;
mod lists;
mod outputs;
mod plan;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::app::template::Template;
use crate::notation::ParseOptions;
use crate::render::{Renderer, Style};
use clap::{Args, ValueEnum};

use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::app::scene::Recipe;
use crate::app::source::InputFile;
use crate::app::texts::Templates;
use crate::cli::keys::{BatchKeys, KeyOptions};
use crate::cli::render::renderer;
use crate::cli::{Fatal, dialect_choice, reading};
use crate::render::Format;

use drawing::RunDrawer;
use outputs::Lists;
pub use plan::dialect_note;
use plan::{BatchItem, Plan};

/// The most threads `--jobs` may ask for.
const MAX_JOBS: usize = 256;

/// How many diagrams are drawn at a time on each thread before the lists are
/// written and the run checks for an interruption.
const CHUNK_PER_JOB: usize = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ManifestFormat {
    Json,
    Csv,
}

#[derive(Args, Debug)]
pub struct BatchArgs {
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,
    #[arg(long, value_parser = crate::cli::render::format_parser(), ignore_case = true)]
    pub format: Vec<Format>,
    #[arg(long, value_name = "TEMPLATE", default_value = "{n:04}")]
    pub name: String,
    #[arg(long)]
    pub overlay: bool,
    #[arg(long)]
    pub fail_fast: bool,
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "json")]
    pub manifest: ManifestFormat,
    #[arg(long, value_name = "FILE")]
    pub latex: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    #[arg(long, value_enum, value_name = "WHAT", default_value = "line")]
    pub twins: crate::app::twins::TwinsArg,
    #[cfg(feature = "pdf")]
    #[arg(long, value_name = "FILE")]
    pub pdf_book: Option<PathBuf>,
    #[cfg(feature = "pdf")]
    #[arg(long, value_name = "N", default_value_t = 6)]
    pub per_page: usize,
    #[cfg(feature = "pdf")]
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    #[command(flatten)]
    pub keys: KeyOptions<BatchKeys>,
}

#[cfg(feature = "pdf")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    A4,
    Letter,
}

/// `--shard K/N`: (K, N) with 1 ≤ K ≤ N.
fn shard(text: &str) -> Option<(usize, usize)> {
    let (k, n) = text.split_once('/')?;
    let (k, n): (usize, usize) = (k.trim().parse().ok()?, n.trim().parse().ok()?);
    (1..=n).contains(&k).then_some((k, n))
}

/// Whether record `number` is drawn by this shard.
fn in_shard(number: usize, shard: Option<(usize, usize)>) -> bool {
    shard.is_none_or(|(k, n)| (number - 1) % n == k - 1)
}

/// A flag raised by SIGINT or SIGTERM, so that a batch can stop between
/// diagrams and still write its manifest.
fn interrupt_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        // Without the handler a signal ends the run at once, which still
        // leaves only whole files behind.
        let _ = signal_hook::flag::register(signal, Arc::clone(&flag));
    }
    flag
}

/// What `run` checks and prepares before reading anything.
struct Setup {
    settings: crate::settings::Settings,
    style: Style,
    formats: Vec<Format>,
    name: Template,
    templates: Templates,
    opts: ParseOptions,
    base: Option<crate::Board>,
    jobs: usize,
    shard: Option<(usize, usize)>,
    renderer: Renderer,
    choice: crate::app::positions::Choice,
}

fn setup(args: &BatchArgs, reporter: &Reporter) -> Result<Setup, Fatal> {
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let settings = crate::cli::render::settings(&args.keys, reporter)?;
    let style = settings.style();
    let from = dialect_choice(args.keys.value("dialect").unwrap_or_default(), reporter)?;
    let template_error = |(text, e): (String, crate::app::template::TemplateError)| {
        usage(reporter.template_error_text(&text, &e))
    };
    let name: Template = args
        .name
        .parse()
        .map_err(|e| template_error((args.name.clone(), e)))?;
    let templates =
        Templates::new(&args.keys.values("caption"), &settings.lines).map_err(template_error)?;
    #[cfg(feature = "pdf")]
    if !(1..=36).contains(&args.per_page) {
        return Err(usage(reporter.msgs.get("err-per-page", &[("max", n(36))])));
    }
    let jobs = match args.jobs {
        Some(j) if (1..=MAX_JOBS).contains(&j) => j,
        Some(_) => {
            return Err(usage(
                reporter.msgs.get("err-jobs", &[("max", n(MAX_JOBS))]),
            ));
        }
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let shard = match &args.shard {
        Some(text) => Some(
            shard(text)
                .ok_or_else(|| usage(reporter.msgs.get("err-shard", &[("text", s(text))])))?,
        ),
        None => None,
    };
    let mut formats = args.format.clone();
    if formats.is_empty() {
        formats.push(Format::Png);
    }
    formats.dedup();
    let (base, mut opts) = reading(
        args.keys.value("base"),
        from,
        args.keys.on("merge-digits"),
        reporter,
    )?;
    opts.overlay |= args.overlay;
    Ok(Setup {
        settings,
        style,
        formats,
        name,
        templates,
        opts,
        base,
        jobs,
        shard,
        renderer: renderer(&args.keys, reporter)?,
        choice: crate::cli::choice(&args.keys, reporter)?,
    })
}

/// Makes the output folder, and tries it once, so that an unwritable one is
/// one clear error before any work.
fn make_folder(dir: &Path, reporter: &Reporter) -> Result<(), Fatal> {
    let fail = |reason: String| {
        let msg = reporter.msgs.get(
            "err-batch-dir",
            &[("path", s(dir.display())), ("reason", s(reason))],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Failed
    };
    if dir.exists() && !dir.is_dir() {
        return Err(fail(reporter.msgs.text("reason-is-a-file")));
    }
    crate::app::files::create_folder(dir).map_err(|e| fail(reporter.write_error_text(&e)))?;
    tempfile::Builder::new()
        .prefix(".forsythe-")
        .tempfile_in(dir)
        .map(drop)
        .map_err(|e| fail(reporter.io_reason(&e)))
}

pub fn run(args: &BatchArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let started = Instant::now();
    let setup = setup(args, reporter)?;
    let (mut sources, opened_all) = inputs::open_all(args, reporter);
    if sources.is_empty() {
        return Err(Fatal::Failed);
    }
    let dialects = inputs::decide_dialects(&mut sources, &setup.opts);
    let plan = Plan {
        opts: setup.opts,
        base: setup.base.clone(),
        overlay: args.overlay,
        recipe: Recipe::new(&setup.settings, &setup.templates),
        name: &setup.name,
        reporter,
        choice: &setup.choice,
        twins: args.twins,
        file_warnings: std::cell::Cell::new(0),
    };
    let total = inputs::check_names(&plan, &mut sources, &dialects)?;
    make_folder(&args.output, reporter)?;
    let mut list_errors = 0;
    let lists = Lists::open(args, &setup, reporter, &mut list_errors);
    let to_draw = match setup.shard {
        Some((k, n)) => (total + n - k) / n,
        None => total,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(setup.jobs)
        .build()
        .map_err(|e| {
            reporter.emit(Severity::Error, &e.to_string(), None, None);
            Fatal::Failed
        })?;
    let mut drawing = RunDrawer {
        args,
        setup: &setup,
        reporter,
        pool,
        lists,
        tally: Tally::default(),
        list_errors,
        progress: progress_bar(to_draw, reporter),
    };
    let interrupted = interrupt_flag();
    let stopped = draw_all(&mut drawing, &plan, &mut sources, &dialects, &interrupted);
    drawing.tally.warnings += plan.file_warnings.get();
    drawing.progress.finish_and_clear();
    let was_interrupted = interrupted.load(Ordering::Relaxed);
    if was_interrupted {
        reporter.emit(
            Severity::Error,
            &reporter.msgs.text("batch-interrupted"),
            None,
            None,
        );
    } else if stopped {
        reporter.emit(
            Severity::Note,
            &reporter.msgs.text("batch-stopped"),
            None,
            None,
        );
    }
    // Under --strict, what was wrong with a file as a whole is an error too.
    let strict_failed = reporter.strict && plan.file_warnings.get() > 0;
    let RunDrawer {
        lists,
        tally,
        list_errors,
        ..
    } = drawing;
    let lists_written = lists.finish(reporter);
    let all_ok =
        opened_all && tally.failed == 0 && list_errors == 0 && !strict_failed && lists_written;
    if !reporter.quiet {
        let summary = reporter.msgs.get(
            "batch-summary",
            &[
                ("rendered", n(tally.rendered)),
                ("failed", n(tally.failed)),
                ("warnings", n(tally.warnings)),
                ("seconds", n(started.elapsed().as_secs_f64())),
            ],
        );
        eprintln!("{summary}");
    }
    if was_interrupted {
        return Err(Fatal::Interrupted);
    }
    Ok(all_ok)
}

/// Reads and draws every item of this shard, a chunk at a time; stops
/// after a failure with `--fail-fast` and at an interruption (between
/// chunks). Returns whether it stopped at a failure.
fn draw_all(
    drawing: &mut RunDrawer<'_>,
    plan: &Plan<'_>,
    sources: &mut [InputFile],
    dialects: &[Option<crate::notation::Dialect>],
    interrupted: &AtomicBool,
) -> bool {
    let chunk_size = CHUNK_PER_JOB * drawing.setup.jobs;
    let mut chunk: Vec<BatchItem> = Vec::with_capacity(chunk_size);
    let mut stopped = false;
    let (shard, fail_fast) = (drawing.setup.shard, drawing.args.fail_fast);
    inputs::each_item(plan, sources, dialects, true, |item| {
        if !in_shard(item.number, shard) {
            return true;
        }
        let failed = item.job.is_err();
        chunk.push(item);
        if (failed && fail_fast) || chunk.len() >= chunk_size {
            if !drawing.flush(&mut chunk) {
                stopped = true;
                return false;
            }
            if interrupted.load(Ordering::Relaxed) {
                return false;
            }
        }
        true
    });
    if !stopped && !interrupted.load(Ordering::Relaxed) && !chunk.is_empty() {
        stopped = !drawing.flush(&mut chunk);
    }
    stopped
}

/// The progress bar on a terminal (none with `--quiet`).
fn progress_bar(len: usize, reporter: &Reporter) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() || reporter.quiet {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len as u64);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len}  {per_sec}  {eta}")
    {
        bar.set_style(style);
    }
    bar
}

/// What the summary line counts.
#[derive(Default)]
pub struct Tally {
    pub rendered: usize,
    pub failed: usize,
    pub warnings: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards() {
        assert_eq!(shard("1/4"), Some((1, 4)));
        assert_eq!(shard(" 4 / 4 "), Some((4, 4)));
        for bad in ["0/4", "5/4", "1/0", "x/2", "3", "1/2/3"] {
            assert_eq!(shard(bad), None, "{bad}");
        }
        let drawn: Vec<usize> = (1..=10).filter(|&n| in_shard(n, Some((2, 3)))).collect();
        assert_eq!(drawn, [2, 5, 8]);
        assert!((1..=10).all(|n| in_shard(n, None)));
    }
}
