//! `forsythe batch`: every record of one or more files, drawn into a folder,
//! with a manifest and, on request, a LaTeX file and an HTML contact sheet.
//!
//! Three steps: every record is read first (in order, since `--overlay`
//! builds each board on the one before), and the file names are checked for
//! clashes before anything is written; then the diagrams are drawn on every
//! core and each written whole; then the manifest and the other lists.

use std::collections::HashMap;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use clap::{Args, ValueEnum};
use forsythe::input::{Entry, entries};

use crate::cli::files::{
    NameFields, NameTemplate, TemplateError, csv_field, html_escape, json_string, latex_escape,
    write_atomic,
};
use forsythe::notation::{ParseOptions, Record, RecordKind};
use forsythe::render::{Diagram, Mark, Problem, Style};
use forsythe::{Board, Color};

use crate::cli::i18n::{n, s};
use crate::cli::input::{Line, LineProblem};
use crate::cli::render::{Format, StyleArgs, caption, marks, renderer, style};
use crate::cli::report::{Reporter, Severity};
use crate::cli::translate::read_record;
use crate::cli::{Fatal, dialect_choice, reading};

/// The most threads `--jobs` may ask for.
const MAX_JOBS: usize = 256;

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
    #[arg(long, value_enum)]
    pub format: Vec<Format>,
    #[arg(long, value_name = "TEMPLATE", default_value = "{n:04}")]
    pub name: String,
    #[arg(long)]
    pub overlay: bool,
    #[arg(long, value_name = "RECORD")]
    pub base: Option<String>,
    #[arg(long)]
    pub merge_digits: bool,
    #[arg(long)]
    pub fail_fast: bool,
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "json")]
    pub manifest: ManifestFormat,
    #[arg(long, value_name = "FILE")]
    pub latex: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    #[arg(long, value_name = "TEXT")]
    pub caption: Vec<String>,
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
    pub style: StyleArgs,
}

#[cfg(feature = "pdf")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    A4,
    Letter,
}

/// All diagrams of the run in one PDF, for proof-reading and print shops.
#[cfg(feature = "pdf")]
fn pdf_book(
    items: &[Item],
    args: &BatchArgs,
    style: &Style,
    renderer: &mut forsythe::render::Renderer,
) -> Result<Vec<u8>, String> {
    use forsythe::render::pdf::{Book, Paper};
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let mut book = Book::new(paper, args.per_page);
    for item in items.iter().filter(|i| i.error.is_none()) {
        let Some(diagram) = item.diagram() else {
            continue;
        };
        let label = match &item.id {
            Some(id) => format!("{}. {id}", item.number),
            None => format!("{}.", item.number),
        };
        book.add(renderer, &diagram, style, &label)
            .map_err(|e| e.to_string())?;
    }
    book.finish().map_err(|e| e.to_string())
}

/// One record of the run and what became of it.
struct Item {
    number: usize,
    file: String,
    line: usize,
    text: String,
    /// EPD operations and PGN tags, as written.
    data: Vec<(String, String)>,
    id: Option<String>,
    side: Option<Color>,
    warnings: Vec<String>,
    /// The marks: those of the command line, then those of a PGN game's first comment.
    marks: Vec<Mark>,
    /// A problem's author, source and stipulation (see [`problem_lines`]).
    problem: [Option<String>; 3],
    /// The board to draw and its caption, for records that were read.
    job: Option<(Board, Option<String>)>,
    name: String,
    outputs: Vec<String>,
    error: Option<String>,
}

fn extension(f: Format) -> &'static str {
    match f {
        Format::Svg => "svg",
        Format::Png => "png",
        #[cfg(feature = "pdf")]
        Format::Pdf => "pdf",
    }
}

/// Reads every input file, in order. Returns the items and whether reading
/// stopped early (`--fail-fast`).
/// What reading every record needs.
struct ReadContext<'a> {
    args: &'a BatchArgs,
    reporter: &'a Reporter,
    opts: &'a ParseOptions,
    /// The marks of the command line, for every diagram.
    marks: &'a [Mark],
}

fn read_all(cx: &ReadContext<'_>, base: Option<&Board>) -> (Vec<Item>, bool) {
    let (args, reporter) = (cx.args, cx.reporter);
    let mut items: Vec<Item> = Vec::new();
    let mut previous: Option<Board> = base.cloned();
    for path in &args.files {
        let display = if path.as_os_str() == "-" {
            reporter.msgs.text("stdin-name")
        } else {
            path.display().to_string()
        };
        let bytes = if path.as_os_str() == "-" {
            let mut buf = Vec::new();
            std::io::stdin().lock().read_to_end(&mut buf).map(|_| buf)
        } else {
            std::fs::read(path)
        };
        let bytes = match bytes {
            Ok(b) => b,
            Err(e) => {
                let msg = reporter
                    .msgs
                    .get("err-read-input", &[("path", s(&display)), ("reason", s(e))]);
                reporter.emit(Severity::Error, &msg, None, None);
                items.push(failed_item(
                    items.len() + 1,
                    &display,
                    0,
                    String::new(),
                    msg,
                ));
                if args.fail_fast {
                    return (items, true);
                }
                continue;
            }
        };
        *reporter.file.borrow_mut() = Some(display.clone());
        for entry in entries(&bytes) {
            let item = read_entry(cx, entry, items.len() + 1, &display, &mut previous);
            let failed = item.error.is_some();
            items.push(item);
            if failed && args.fail_fast {
                *reporter.file.borrow_mut() = None;
                return (items, true);
            }
        }
        *reporter.file.borrow_mut() = None;
    }
    (items, false)
}

fn failed_item(number: usize, file: &str, line: usize, text: String, error: String) -> Item {
    Item {
        number,
        file: file.to_owned(),
        line,
        text,
        data: Vec::new(),
        id: None,
        side: None,
        warnings: Vec::new(),
        marks: Vec::new(),
        problem: [None, None, None],
        job: None,
        name: String::new(),
        outputs: Vec::new(),
        error: Some(error),
    }
}

fn read_entry(
    cx: &ReadContext<'_>,
    entry: Entry,
    number: usize,
    file: &str,
    previous: &mut Option<Board>,
) -> Item {
    let (args, reporter, opts) = (cx.args, cx.reporter, cx.opts);
    let line = Line {
        number: Some(entry.line),
        text: entry.text.clone().map_err(LineProblem::NotUtf8),
    };
    let text = entry.text.clone().unwrap_or_default();
    let Some((text, record)) = read_record(&line, opts, reporter) else {
        // The message was reported; the manifest gets it in short.
        let error = match &entry.text {
            Ok(t) => Record::parse(t, opts)
                .err()
                .map(|e| reporter.error_text(&e))
                .unwrap_or_else(|| reporter.msgs.text("hint-strict-failed")),
            Err(offset) => reporter.line_problem_text(LineProblem::NotUtf8(*offset)),
        };
        let mut item = failed_item(number, file, entry.line, text, error);
        item.data = entry.tags;
        return item;
    };
    let board = match (args.overlay, previous.as_ref()) {
        (true, Some(prev)) => record.placement.over(prev),
        (false, Some(base)) if args.base.is_some() => record.placement.over(base),
        _ => record.placement.to_board(),
    };
    if args.overlay {
        *previous = Some(board.clone());
    }
    let mut data: Vec<(String, String)> = record
        .operations
        .iter()
        .map(|op| (op.opcode.clone(), op.operands.join(" ")))
        .collect();
    data.extend(entry.tags.iter().cloned());
    let id = record
        .id()
        .map(str::to_owned)
        .or_else(|| entry.tag("Event").map(str::to_owned));
    let warnings = record
        .warnings
        .iter()
        .map(|w| reporter.warning_text(w, &record.dialect))
        .collect();
    let cap = caption(&args.caption, &board, record.side_to_move, reporter);
    let mut marks = cx.marks.to_vec();
    if let Some(comment) = &entry.comment {
        match Mark::parse_chessbase(comment) {
            Ok(m) => marks.extend(m),
            Err(e) => {
                let msg = reporter.chessbase_text(&e);
                let msg = format!("{}: {msg}", reporter.line_name(entry.line));
                reporter.emit(Severity::Error, &msg, None, None);
                let mut item = failed_item(number, file, entry.line, text, msg);
                item.data = entry.tags;
                return item;
            }
        }
    }
    Item {
        number,
        file: file.to_owned(),
        line: entry.line,
        text: text.trim().to_owned(),
        data,
        id,
        side: record
            .side_to_move
            .filter(|_| record.kind != RecordKind::Forsyth),
        warnings,
        marks,
        problem: problem_lines(&record, &entry, args),
        job: Some((board, cap)),
        name: String::new(),
        outputs: Vec::new(),
        error: None,
    }
}

/// A problem's author, source and stipulation: from the EPD comments `c0`,
/// `c1` and `c2`, or the PGN tags `Author`, `Source` and `Stipulation`, else
/// from `--author`, `--source` and `--stipulation`.
fn problem_lines(record: &Record, entry: &Entry, args: &BatchArgs) -> [Option<String>; 3] {
    let pick = |opcode: &str, tag: &str, given: &Option<String>| {
        record
            .operand(opcode)
            .or_else(|| entry.tag(tag))
            .map(str::to_owned)
            .or_else(|| given.clone())
    };
    [
        pick("c0", "Author", &args.style.author),
        pick("c1", "Source", &args.style.source),
        pick("c2", "Stipulation", &args.style.stipulation),
    ]
}

impl Item {
    /// What to draw for this record, if it was read.
    fn diagram(&self) -> Option<Diagram<'_>> {
        let (board, caption) = self.job.as_ref()?;
        Some(Diagram {
            board,
            side_to_move: self.side,
            title: Some(&self.text),
            caption: caption.as_deref(),
            marks: &self.marks,
            problem: Problem {
                author: self.problem[0].as_deref(),
                source: self.problem[1].as_deref(),
                stipulation: self.problem[2].as_deref(),
            },
            ..Diagram::new(board)
        })
    }
}

/// Gives every readable record its file name; two records with the same name
/// (ignoring case, as some file systems do) are an error.
fn name_all(items: &mut [Item], template: &NameTemplate, reporter: &Reporter) -> Result<(), Fatal> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    for i in 0..items.len() {
        if items[i].job.is_none() {
            continue;
        }
        let stem = Path::new(&items[i].file)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let name = template.name(&NameFields {
            number: items[i].number,
            line: items[i].line,
            id: items[i].id.as_deref(),
            stem: &stem,
        });
        if let Some(&j) = seen.get(&name.to_lowercase()) {
            let place = |it: &Item| {
                reporter.msgs.get(
                    "location-file-line",
                    &[("file", s(&it.file)), ("line", n(it.line))],
                )
            };
            let msg = reporter.msgs.get(
                "err-name-clash",
                &[
                    ("first", s(place(&items[j]))),
                    ("second", s(place(&items[i]))),
                    ("name", s(&name)),
                ],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            return Err(Fatal::Usage);
        }
        seen.insert(name.to_lowercase(), i);
        items[i].name = name;
    }
    Ok(())
}

/// The files written for a record, or the error met.
type Outcome = Result<Vec<String>, String>;

/// How the diagrams of a run are drawn.
struct Plan<'a> {
    args: &'a BatchArgs,
    style: &'a Style,
    formats: &'a [Format],
    jobs: usize,
    /// Cloned for each thread, with what it has prepared.
    renderer: &'a forsythe::render::Renderer,
}

/// Draws and writes every readable record on `plan.jobs` threads, until
/// done or `interrupted`. Returns, for each item, the files written or the
/// error met.
fn render_all(
    items: &[Item],
    plan: &Plan<'_>,
    progress: &indicatif::ProgressBar,
    interrupted: &AtomicBool,
) -> Vec<Outcome> {
    let Plan {
        args,
        style,
        formats,
        jobs,
        renderer: template_renderer,
    } = *plan;
    let results: Vec<Mutex<Option<Outcome>>> = items.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                let mut renderer: forsythe::render::Renderer = template_renderer.clone();
                loop {
                    if stop.load(Ordering::Relaxed) || interrupted.load(Ordering::Relaxed) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let Some(diagram) = item.diagram() else {
                        continue;
                    };
                    let mut written = Vec::new();
                    let mut outcome = Ok(());
                    for &f in formats {
                        let file = format!("{}.{}", item.name, extension(f));
                        let bytes = match f {
                            Format::Svg => renderer.svg(&diagram, style).map(String::into_bytes),
                            Format::Png => renderer.png(&diagram, style),
                            #[cfg(feature = "pdf")]
                            Format::Pdf => renderer.pdf(&diagram, style),
                        };
                        let result = bytes.map_err(|e| e.to_string()).and_then(|b| {
                            write_atomic(&args.output.join(&file), &b)
                                .map_err(|e| format!("{file}: {e}"))
                        });
                        match result {
                            Ok(()) => written.push(file),
                            Err(e) => {
                                outcome = Err(e);
                                break;
                            }
                        }
                    }
                    if outcome.is_err() && args.fail_fast {
                        stop.store(true, Ordering::Relaxed);
                    }
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(outcome.map(|()| written));
                    }
                    progress.inc(1);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|m| {
            m.into_inner()
                .ok()
                .flatten()
                .unwrap_or_else(|| Ok(Vec::new()))
        })
        .collect()
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

fn side_code(side: Option<Color>) -> &'static str {
    match side {
        Some(Color::White) => "w",
        Some(Color::Black) => "b",
        None => "",
    }
}

fn manifest_json(items: &[Item]) -> String {
    let mut out = String::from("{\n  \"records\": [");
    for (k, it) in items.iter().enumerate() {
        out.push_str(if k == 0 { "\n" } else { ",\n" });
        let outputs: Vec<String> = it.outputs.iter().map(|o| json_string(o)).collect();
        let data: Vec<String> = it
            .data
            .iter()
            .map(|(k, v)| format!("{}: {}", json_string(k), json_string(v)))
            .collect();
        let warnings: Vec<String> = it.warnings.iter().map(|w| json_string(w)).collect();
        let side = match side_code(it.side) {
            "" => "null".to_owned(),
            c => json_string(c),
        };
        out.push_str(&format!(
            "    {{\"number\": {}, \"file\": {}, \"line\": {}, \"record\": {}, \"outputs\": [{}], \"id\": {}, \"data\": {{{}}}, \"side_to_move\": {}, \"warnings\": [{}], \"error\": {}}}",
            it.number,
            json_string(&it.file),
            it.line,
            json_string(&it.text),
            outputs.join(", "),
            it.id.as_deref().map_or("null".to_owned(), json_string),
            data.join(", "),
            side,
            warnings.join(", "),
            it.error.as_deref().map_or("null".to_owned(), json_string),
        ));
    }
    out.push_str("\n  ]\n}\n");
    out
}

fn manifest_csv(items: &[Item]) -> String {
    let mut out =
        String::from("number,file,line,record,outputs,id,data,side_to_move,warnings,error\n");
    for it in items {
        let data: Vec<String> = it.data.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let fields = [
            it.number.to_string(),
            it.file.clone(),
            it.line.to_string(),
            it.text.clone(),
            it.outputs.join(" "),
            it.id.clone().unwrap_or_default(),
            data.join("; "),
            side_code(it.side).to_owned(),
            it.warnings.join("; "),
            it.error.clone().unwrap_or_default(),
        ];
        let fields: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}

/// A path to `target` as seen from the folder holding `from` (the LaTeX or
/// HTML file), when both are relative or both absolute; else `target` itself.
fn relative(target: &Path, from: &Path) -> String {
    let base = from.parent().unwrap_or(Path::new(""));
    let base = if base.as_os_str().is_empty() {
        Path::new(".")
    } else {
        base
    };
    let (Ok(t), Ok(b)) = (std::path::absolute(target), std::path::absolute(base)) else {
        return target.display().to_string();
    };
    let tc: Vec<_> = t.components().collect();
    let bc: Vec<_> = b.components().collect();
    let common = tc.iter().zip(&bc).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_owned(); bc.len() - common];
    parts.extend(
        tc[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

fn latex(items: &[Item], dir: &Path, latex_path: &Path) -> String {
    let mut out = String::from(
        "% Diagrams made by forsythe: one \\forsythediagram per diagram.\n\
         % Define \\forsythediagram before \\input-ing this file to lay them out your way.\n\
         \\providecommand{\\forsythediagram}[3]{\\begin{center}\\includegraphics[width=#3]{#1}\\par\\small #2\\end{center}}\n",
    );
    for it in items {
        let Some(file) = it
            .outputs
            .iter()
            .find(|o| o.ends_with(".pdf") || o.ends_with(".png"))
            .or(it.outputs.first())
        else {
            continue;
        };
        let path = relative(&dir.join(file), latex_path);
        let mut caption = it.number.to_string();
        if let Some(c) = it
            .job
            .as_ref()
            .and_then(|j| j.1.as_deref())
            .or(it.id.as_deref())
        {
            caption = format!("{caption}. {c}");
        }
        out.push_str(&format!(
            "\\forsythediagram{{{}}}{{{}}}{{0.45\\linewidth}}\n",
            path.replace('\\', "/"),
            latex_escape(&caption)
        ));
    }
    out
}

fn html(items: &[Item], dir: &Path, html_path: &Path, reporter: &Reporter) -> String {
    let title = html_escape(&reporter.msgs.text("html-title"));
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n<style>\n\
         body {{ font-family: sans-serif; margin: 1.5em; }}\n\
         main {{ display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 1.5em; }}\n\
         figure {{ margin: 0; }}\n img {{ width: 100%; height: auto; }}\n\
         figcaption {{ font-size: 0.85em; word-break: break-all; }}\n\
         .n {{ font-weight: bold; }}\n .warn {{ color: #8a5a00; }}\n .err {{ color: #b00020; }}\n\
         </style>\n</head>\n<body>\n<h1>{title}</h1>\n<main>\n",
        reporter.msgs.text("html-lang")
    );
    for it in items {
        out.push_str("<figure>\n");
        if let Some(file) = it
            .outputs
            .iter()
            .find(|o| o.ends_with(".svg"))
            .or(it.outputs.first())
        {
            let src = relative(&dir.join(file), html_path);
            out.push_str(&format!(
                "<img src=\"{}\" alt=\"{}\">\n",
                html_escape(&src),
                html_escape(&it.text)
            ));
        }
        out.push_str(&format!(
            "<figcaption><span class=\"n\">{}</span> {}<br><code>{}</code><br>{}",
            it.number,
            html_escape(it.id.as_deref().unwrap_or("")),
            html_escape(&it.text),
            html_escape(&format!("{}:{}", it.file, it.line)),
        ));
        for w in &it.warnings {
            out.push_str(&format!(
                "<br><span class=\"warn\">{}</span>",
                html_escape(w)
            ));
        }
        if let Some(e) = &it.error {
            out.push_str(&format!(
                "<br><span class=\"err\">{}</span>",
                html_escape(e)
            ));
        }
        out.push_str("</figcaption>\n</figure>\n");
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

pub fn run(args: &BatchArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let started = Instant::now();
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let style = style(&args.style, reporter)?;
    let from = dialect_choice(&args.style.dialect, reporter)?;
    let template: NameTemplate = args.name.parse().map_err(|e: TemplateError| {
        usage(reporter.msgs.get(
            "err-name-template",
            &[("template", s(&e.template)), ("name", s(&e.placeholder))],
        ))
    })?;
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
    let mut formats = args.format.clone();
    if formats.is_empty() {
        formats.push(Format::Png);
    }
    formats.dedup();
    let (base, mut opts) = reading(args.base.as_deref(), from, args.merge_digits, reporter)?;
    opts.overlay |= args.overlay;
    let template_renderer = renderer(&args.style, reporter)?;

    // The folder: made if missing, and tried once, so that an unwritable one
    // is one clear error before any work.
    let dir_ok = std::fs::create_dir_all(&args.output).and_then(|()| {
        tempfile::Builder::new()
            .prefix(".forsythe-")
            .tempfile_in(&args.output)
            .map(drop)
    });
    if let Err(e) = dir_ok {
        let msg = reporter.msgs.get(
            "err-batch-dir",
            &[("path", s(args.output.display())), ("reason", s(e))],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }

    let common_marks = marks(&args.style, reporter)?;
    let cx = ReadContext {
        args,
        reporter,
        opts: &opts,
        marks: &common_marks,
    };
    let (mut items, stopped) = read_all(&cx, base.as_ref());
    name_all(&mut items, &template, reporter)?;

    let to_draw = items.iter().filter(|i| i.job.is_some()).count();
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
    let interrupted = interrupt_flag();
    let plan = Plan {
        args,
        style: &style,
        formats: &formats,
        jobs,
        renderer: &template_renderer,
    };
    let results = render_all(&items, &plan, &progress, &interrupted);
    progress.finish_and_clear();
    let mut stopped = stopped;
    for (item, result) in items.iter_mut().zip(results) {
        match result {
            Ok(files) => item.outputs = files,
            Err(e) => {
                let msg = reporter.msgs.get(
                    "err-write-output",
                    &[("path", s(args.output.display())), ("reason", s(&e))],
                );
                reporter.emit(Severity::Error, &msg, None, None);
                item.error = Some(e);
                stopped |= args.fail_fast;
            }
        }
    }
    let was_interrupted = interrupted.load(Ordering::Relaxed);
    if was_interrupted {
        let msg = reporter.msgs.text("batch-interrupted");
        reporter.emit(Severity::Error, &msg, None, None);
    } else if stopped {
        let msg = reporter.msgs.text("batch-stopped");
        reporter.emit(Severity::Note, &msg, None, None);
    }

    let mut lists: Vec<(PathBuf, String)> = Vec::new();
    lists.push(match args.manifest {
        ManifestFormat::Json => (args.output.join("manifest.json"), manifest_json(&items)),
        ManifestFormat::Csv => (args.output.join("manifest.csv"), manifest_csv(&items)),
    });
    if let Some(path) = &args.latex {
        lists.push((path.clone(), latex(&items, &args.output, path)));
    }
    if let Some(path) = &args.html {
        lists.push((path.clone(), html(&items, &args.output, path, reporter)));
    }
    let mut lists: Vec<(PathBuf, Vec<u8>)> = lists
        .into_iter()
        .map(|(p, t)| (p, t.into_bytes()))
        .collect();
    let mut all_ok = items.iter().all(|i| i.error.is_none());
    #[cfg(feature = "pdf")]
    if let Some(path) = &args.pdf_book {
        let mut r = template_renderer.clone();
        match pdf_book(&items, args, &style, &mut r) {
            Ok(bytes) => lists.push((path.clone(), bytes)),
            Err(e) => {
                let msg = reporter.msgs.get(
                    "err-write-output",
                    &[("path", s(path.display())), ("reason", s(e))],
                );
                reporter.emit(Severity::Error, &msg, None, None);
                all_ok = false;
            }
        }
    }
    for (path, bytes) in lists {
        if let Err(e) = write_atomic(&path, &bytes) {
            let msg = reporter.msgs.get(
                "err-write-output",
                &[("path", s(path.display())), ("reason", s(e))],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            all_ok = false;
        }
    }
    if !reporter.quiet {
        let rendered = items.iter().filter(|i| !i.outputs.is_empty()).count();
        let failed = items.iter().filter(|i| i.error.is_some()).count();
        let warnings: usize = items.iter().map(|i| i.warnings.len()).sum();
        let seconds = format!("{:.2}", started.elapsed().as_secs_f64());
        let summary = reporter.msgs.get(
            "batch-summary",
            &[
                ("rendered", n(rendered)),
                ("failed", n(failed)),
                ("warnings", n(warnings)),
                ("seconds", s(seconds)),
            ],
        );
        eprintln!("{summary}");
    }
    if was_interrupted {
        return Err(Fatal::Interrupted);
    }
    Ok(all_ok)
}
