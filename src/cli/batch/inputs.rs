//! Reading a batch's inputs: each file opened (standard input copied), its
//! notation decided under `--dialect auto`, every record given in order as
//! an item, and the file names checked for clashes before anything is
//! written.

use std::collections::HashSet;

use crate::notation::{DialectChoice, ParseOptions, ReadOptions, Survey};

use super::BatchArgs;
use super::plan::{self, BatchItem, FileState, Plan};
use crate::app::Fatal;
use crate::app::i18n::{n, s};
use crate::app::report::{Reporter, Severity};
use crate::app::source::InputFile;

/// Opens every input; those that cannot be opened are reported.
pub fn open_all(args: &BatchArgs, reporter: &Reporter) -> (Vec<InputFile>, bool) {
    let stdin = reporter.msgs.text("stdin-name");
    let mut sources = Vec::new();
    let mut all = true;
    for path in &args.files {
        match InputFile::open(path, &stdin) {
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
pub fn decide_dialects(
    sources: &mut [InputFile],
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
pub fn each_item(
    plan: &Plan<'_>,
    sources: &mut [InputFile],
    dialects: &[Option<crate::notation::Dialect>],
    report: bool,
    mut sink: impl FnMut(BatchItem) -> bool,
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
    let reading = crate::problems::latex::read(text);
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
pub fn check_names(
    plan: &Plan<'_>,
    sources: &mut [InputFile],
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
