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

mod lists;
mod plan;

use std::collections::HashSet;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::app::template::Template;
use crate::notation::ReadOptions;
use crate::notation::Survey;
use crate::notation::{DialectChoice, ParseOptions};
use crate::render::{Diagram, RenderError, Renderer, Style};
use clap::{Args, ValueEnum};

use crate::app::files::{WriteError, write_atomic};
use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::app::source::Source;
use crate::app::texts::Templates;
use crate::cli::keys::{BatchKeys, KeyOptions};
use crate::cli::render::{marks, renderer};
use crate::cli::{Fatal, dialect_choice, reading};
use crate::render::Format;

use lists::{Html, Latex, LatexWords, ListError, Manifest};
pub use plan::dialect_note;
use plan::{FileState, Item, Plan};

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

/// Why a diagram was not written.
enum DrawError {
    Render(RenderError),
    Write(String, WriteError),
}

/// The files written for a diagram and, when asked for, its width as
/// printed (in points), or what went wrong.
type Outcome = Result<(Vec<String>, Option<f32>), DrawError>;

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

thread_local! {
    /// Each drawing thread's renderer, a copy of the run's.
    static RENDERER: std::cell::RefCell<Option<Renderer>> = const { std::cell::RefCell::new(None) };
}

/// Draws one item into `dir` in every format; `print_width` asks for its
/// width as printed too.
fn draw(
    item: &Item,
    lang: &str,
    template: &Renderer,
    style: &Style,
    formats: &[Format],
    dir: &Path,
    print_width: bool,
) -> Outcome {
    let Ok(job) = &item.job else {
        return Ok((Vec::new(), None));
    };
    let diagram = job.diagram(item, lang);
    let flipped = Style {
        flip: job.flip,
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

/// Everything the run writes besides the diagrams. A list that cannot be
/// written is reported once and dropped; the diagrams go on.
struct Lists {
    manifest: Option<(PathBuf, Manifest)>,
    latex: Option<Latex>,
    html: Option<Html>,
    #[cfg(feature = "pdf")]
    book: Option<PdfBook>,
}

/// `--pdf-book`: diagrams added in the run's order as they are drawn, by a
/// renderer of the main thread (a book stays on its thread).
#[cfg(feature = "pdf")]
struct PdfBook {
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
    fn add(
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
    fn add(
        &mut self,
        item: &Item,
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
fn list_failed(reporter: &Reporter, (path, e): ListError) {
    let msg = reporter.msgs.get(
        "err-write-output",
        &[
            ("path", s(path.display())),
            ("reason", s(reporter.write_error_text(&e))),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
}

/// What `run` checks and prepares before reading anything.
struct Setup {
    style: Style,
    formats: Vec<Format>,
    name: Template,
    templates: Templates,
    opts: ParseOptions,
    base: Option<crate::Board>,
    jobs: usize,
    shard: Option<(usize, usize)>,
    renderer: Renderer,
    marks: Vec<crate::render::Mark>,
    choice: crate::app::positions::Choice,
    check: crate::cli::render::CheckChoice,
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
        style,
        formats,
        name,
        templates,
        opts,
        base,
        jobs,
        shard,
        renderer: renderer(&args.keys, reporter)?,
        marks: marks(&args.keys, reporter)?,
        choice: crate::cli::choice(&args.keys, reporter)?,
        check: crate::cli::render::check_choice(&args.keys, reporter)?,
    })
}

/// Opens every input; those that cannot be opened are reported.
fn open_all(args: &BatchArgs, reporter: &Reporter) -> (Vec<Source>, bool) {
    let stdin = reporter.msgs.text("stdin-name");
    let mut sources = Vec::new();
    let mut all = true;
    for path in &args.files {
        match Source::open(path, &stdin) {
            Ok(source) => sources.push(source),
            Err(e) => {
                let display = if path.as_os_str() == "-" {
                    stdin.clone()
                } else {
                    path.display().to_string()
                };
                let msg = reporter.msgs.get(
                    "err-read-input",
                    &[("path", s(display)), ("reason", s(reporter.io_reason(&e)))],
                );
                reporter.emit(Severity::Error, &msg, None, None);
                all = false;
            }
        }
    }
    (sources, all)
}

/// The notation of each file under `--dialect auto`: the one that fits all
/// its records, or `None` to decide record by record.
fn decide_dialects(
    sources: &mut [Source],
    opts: &ParseOptions,
) -> Vec<Option<crate::notation::Dialect>> {
    sources
        .iter_mut()
        .map(|source| {
            if opts.dialect != DialectChoice::Auto || source.latex_text().is_some() {
                return None;
            }
            let read = ReadOptions {
                merge_digits: opts.merge_digits,
                overlay: opts.overlay,
                ..ReadOptions::default()
            };
            let mut survey = Survey::default();
            for entry in source.entries().map_while(Result::ok).flatten() {
                if matches!(entry.kind, crate::input::EntryKind::Problem { .. }) {
                    // A problem file's boards are read already.
                    continue;
                }
                survey.add(&entry.text, &read);
            }
            survey.decide()
        })
        .collect()
}

/// Reads every record of every source in order, numbering them, and gives
/// each item to `sink`; stops when `sink` says so. Returns whether it
/// stopped early.
fn each_item(
    plan: &Plan<'_>,
    sources: &mut [Source],
    dialects: &[Option<crate::notation::Dialect>],
    report: bool,
    mut sink: impl FnMut(Item) -> bool,
) -> bool {
    let mut number = 0;
    let mut previous = plan.base.clone();
    for (source, decided) in sources.iter_mut().zip(dialects) {
        let mut opts = plan.opts;
        if let Some(d) = decided {
            opts.dialect = DialectChoice::Fixed(*d);
        }
        let display = source.display.clone();
        let stem = source.stem.clone();
        let file = FileState {
            display: &display,
            stem: &stem,
            opts,
            games: std::cell::Cell::new(0),
        };
        if report {
            *plan.reporter.file.borrow_mut() = Some(display.clone());
            if plan.opts.dialect == DialectChoice::Auto {
                plan::dialect_note(plan.reporter, &display, *decided);
            }
        }
        if let Some(text) = source.latex_text() {
            let (entries, told) = latex_entries(&text, report.then_some(plan.reporter));
            plan.file_warnings.set(plan.file_warnings.get() + told);
            for entry in entries {
                for item in plan.items(Ok(entry), number + 1, &file, &mut previous, report) {
                    number = number.max(item.number);
                    if !sink(item) {
                        *plan.reporter.file.borrow_mut() = None;
                        return true;
                    }
                }
            }
            if report {
                *plan.reporter.file.borrow_mut() = None;
            }
            continue;
        }
        let mut entries = source.entries();
        for entry in entries.by_ref() {
            let entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    if report {
                        let msg = plan.reporter.msgs.get(
                            "err-read-input",
                            &[
                                ("path", s(&display)),
                                ("reason", s(plan.reporter.io_reason(&e))),
                            ],
                        );
                        plan.reporter.emit(Severity::Error, &msg, None, None);
                    }
                    break;
                }
            };
            for item in plan.items(entry, number + 1, &file, &mut previous, report) {
                // A problem's twins share its number.
                number = number.max(item.number);
                if !sink(item) {
                    *plan.reporter.file.borrow_mut() = None;
                    return true;
                }
            }
        }
        if report {
            let told = crate::app::records::tell_unplaced(
                &entries.take_unplaced_warnings(),
                plan.reporter,
            );
            plan.file_warnings.set(plan.file_warnings.get() + told);
            crate::app::records::tell_passed_over(&display, entries.passed_over(), plan.reporter);
            if let Some(line) = entries.windows_1252() {
                let msg = plan.reporter.msgs.get(
                    "warn-windows-1252",
                    &[("file", s(&display)), ("line", n(line))],
                );
                plan.reporter.emit(Severity::Warning, &msg, None, None);
            }
            *plan.reporter.file.borrow_mut() = None;
        }
    }
    false
}

/// The entries of a file of LaTeX `diagram` environments, one problem
/// each; what cannot be read is told to `reporter` (when there is one) at
/// its line and column, and counted.
fn latex_entries(text: &str, reporter: Option<&Reporter>) -> (Vec<crate::input::Entry>, usize) {
    let reading = crate::problems::read_latex_diagrams(text);
    let mut told = 0;
    if let Some(reporter) = reporter {
        let lines: Vec<&str> = text.lines().collect();
        for w in &reading.warnings {
            crate::app::records::tell_diagram_warning(w, &lines, reporter);
        }
        told = reading.warnings.len();
    }
    let entries = reading
        .diagrams
        .iter()
        .map(|d| {
            let p = d.to_problem();
            crate::input::Entry {
                line: d.line.max(1),
                text: crate::notation::write_board(&p.board, &p.notation.dialect),
                kind: crate::input::EntryKind::Problem {
                    lines: p.lines(),
                    problem: Box::new(p),
                    warnings: Vec::new(),
                },
            }
        })
        .collect();
    (entries, told)
}

/// A name as compared for clashes: file systems that ignore case see
/// `A.png` and `a.png` as one file.
fn name_key(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    name.to_lowercase().hash(&mut h);
    h.finish()
}

/// Checks that no two diagrams get the same file name, before anything is
/// written; returns how many diagrams there are.
fn check_names(
    plan: &Plan<'_>,
    sources: &mut [Source],
    dialects: &[Option<crate::notation::Dialect>],
) -> Result<usize, Fatal> {
    let mut seen: HashSet<u64> = HashSet::new();
    let mut clash: Option<String> = None;
    let mut count = 0;
    each_item(plan, sources, dialects, false, |item| {
        count += 1;
        if let Ok(job) = &item.job
            && !seen.insert(name_key(&job.name))
        {
            clash = Some(job.name.to_lowercase());
            return false;
        }
        true
    });
    let Some(name) = clash else {
        return Ok(count);
    };
    // Find the two records, by their names this time.
    let mut places: Vec<(String, usize, String)> = Vec::new();
    each_item(plan, sources, dialects, false, |item| {
        if let Ok(job) = &item.job
            && job.name.to_lowercase() == name
        {
            places.push((item.file.clone(), item.line, job.name.clone()));
        }
        places.len() < 2
    });
    let reporter = plan.reporter;
    let place = |(file, line, _): &(String, usize, String)| {
        reporter.msgs.get(
            "location-file-line",
            &[("file", s(file)), ("line", n(*line))],
        )
    };
    if let [first, second] = places.as_slice() {
        let msg = reporter.msgs.get(
            "err-name-clash",
            &[
                ("first", s(place(first))),
                ("second", s(place(second))),
                ("name", s(&second.2)),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
    }
    Err(Fatal::Usage)
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
    let (mut sources, opened_all) = open_all(args, reporter);
    if sources.is_empty() {
        return Err(Fatal::Failed);
    }
    let dialects = decide_dialects(&mut sources, &setup.opts);
    let plan = Plan {
        opts: setup.opts,
        base: setup.base.clone(),
        overlay: args.overlay,
        marks: &setup.marks,
        templates: &setup.templates,
        name: &setup.name,
        reporter,
        choice: &setup.choice,
        keys: &args.keys,
        check: setup.check,
        twins: args.twins,
        file_warnings: std::cell::Cell::new(0),
    };
    let total = check_names(&plan, &mut sources, &dialects)?;
    make_folder(&args.output, reporter)?;

    let manifest_name = match (args.manifest, setup.shard) {
        (ManifestFormat::Json, None) => "manifest.json".to_owned(),
        (ManifestFormat::Csv, None) => "manifest.csv".to_owned(),
        (ManifestFormat::Json, Some((k, n))) => format!("manifest-{k}-of-{n}.json"),
        (ManifestFormat::Csv, Some((k, n))) => format!("manifest-{k}-of-{n}.csv"),
    };
    let manifest_path = args.output.join(manifest_name);
    let mut list_errors = 0;
    let mut open = |list| opened(list, reporter, &mut list_errors);
    let manifest = match args.manifest {
        ManifestFormat::Json => Manifest::json(&manifest_path),
        ManifestFormat::Csv => Manifest::csv(&manifest_path),
    };
    let mut lists = Lists {
        manifest: open(manifest.map(|m| List::Manifest(manifest_path.clone(), m)))
            .and_then(List::manifest),
        latex: args
            .latex
            .as_ref()
            .and_then(|p| {
                open(Latex::create(p, &args.output, latex_words(&reporter.msgs)).map(List::Latex))
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
                        &reporter.msgs.text("html-title"),
                        &reporter.msgs.text("html-lang"),
                        &reporter.msgs.text("html-solution"),
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
                &setup,
                reporter.msgs.text("book-solutions"),
            )
        }),
    };

    let to_draw = if let Some((k, n)) = setup.shard {
        (total + n - k) / n
    } else {
        total
    };
    let progress = if std::io::stderr().is_terminal() && !reporter.quiet {
        let bar = indicatif::ProgressBar::new(to_draw as u64);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len}  {per_sec}  {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(setup.jobs)
        .build()
    {
        Ok(p) => p,
        Err(e) => {
            reporter.emit(Severity::Error, &e.to_string(), None, None);
            return Err(Fatal::Failed);
        }
    };
    let interrupted = interrupt_flag();
    let mut counts = Counts::default();
    let mut stopped = false;
    let chunk_size = CHUNK_PER_JOB * setup.jobs;
    let lang = reporter.msgs.lang();
    let mut chunk: Vec<Item> = Vec::with_capacity(chunk_size);
    // With a square size, the LaTeX list gives each diagram its own width.
    let print_width = lists.latex.is_some() && setup.style.square_size.is_some();

    let mut flush = |chunk: &mut Vec<Item>, counts: &mut Counts, lists: &mut Lists| -> bool {
        let outcomes: Vec<Outcome> = pool.install(|| {
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
                        &args.output,
                        print_width,
                    )
                })
                .collect()
        });
        let mut go_on = true;
        for (item, outcome) in chunk.drain(..).zip(outcomes) {
            let mut width = None;
            let (outputs, error) = match (&item.job, outcome) {
                (Err(e), _) => (Vec::new(), Some(e.clone())),
                (Ok(_), Ok((files, w))) => {
                    width = w;
                    (files, None)
                }
                (Ok(_), Err(e)) => {
                    let message = match &e {
                        DrawError::Render(r) => reporter.render_error_text(r),
                        DrawError::Write(file, w) => reporter.msgs.get(
                            "err-write-output",
                            &[
                                ("path", s(args.output.join(file).display())),
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
                    (Vec::new(), Some(message))
                }
            };
            counts.warnings += item.warnings.len();
            if error.is_some() {
                counts.failed += 1;
                go_on &= !args.fail_fast;
            } else {
                counts.rendered += 1;
                progress.inc(1);
                #[cfg(feature = "pdf")]
                if let (Some(book), Ok(job)) = (&mut lists.book, &item.job) {
                    let label = match &item.id {
                        Some(id) => format!("{}{}. {id}", item.number, item.twin),
                        None => format!("{}{}.", item.number, item.twin),
                    };
                    // One solution a problem, under its number, whatever
                    // twins are drawn of it.
                    let solution = job.solution.as_deref().map(|s| (item.number, s));
                    book.add(&job.diagram(&item, lang), job.flip, &label, solution);
                }
            }
            for e in lists.add(&item, &outputs, width, error.as_deref()) {
                list_failed(reporter, e);
                list_errors += 1;
            }
        }
        go_on
    };

    each_item(&plan, &mut sources, &dialects, true, |item| {
        if !in_shard(item.number, setup.shard) {
            return true;
        }
        let failed = item.job.is_err();
        chunk.push(item);
        if (failed && args.fail_fast) || chunk.len() >= chunk_size {
            if !flush(&mut chunk, &mut counts, &mut lists) {
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
        stopped = !flush(&mut chunk, &mut counts, &mut lists);
    }
    counts.warnings += plan.file_warnings.get();
    progress.finish_and_clear();

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
    let mut all_ok = opened_all && counts.failed == 0 && list_errors == 0 && !strict_failed;
    {
        let Lists {
            manifest,
            latex,
            html,
            #[cfg(feature = "pdf")]
            book,
        } = lists;
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
                Ok(bytes) => {
                    finished.push(write_atomic(&path, &bytes).map_err(|e| (path.clone(), e)))
                }
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
    }
    if !reporter.quiet {
        let summary = reporter.msgs.get(
            "batch-summary",
            &[
                ("rendered", n(counts.rendered)),
                ("failed", n(counts.failed)),
                ("warnings", n(counts.warnings)),
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

/// What the summary line counts.
#[derive(Default)]
struct Counts {
    rendered: usize,
    failed: usize,
    warnings: usize,
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
