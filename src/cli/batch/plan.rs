//! From an input's entries to the diagrams of a batch: each record read,
//! laid over the board before it (`--overlay`), given its marks, texts and
//! file name. The same code runs when names are checked (silently) and when
//! the diagrams are drawn (reporting as it goes), so both agree on every
//! number and name.

use crate::app::template::Template;
use crate::input::{Entry, EntryKind, Skipped};
use crate::notation::{ParseOptions, Record};
use crate::settings::ProblemLine;
use crate::{Board, Color};

use crate::app::files::safe_name;
use crate::app::i18n::s;
use crate::app::positions::{self, Choice, Played, Spot};
use crate::app::records;
use crate::app::report::{Reporter, Severity};
use crate::app::scene::{self, Recipe, Scene, Subject};
use crate::app::twins::{self, TwinPosition, TwinsArg};

/// What every record of a run shares.
pub struct Plan<'a> {
    /// How records are read (the dialect may be decided per file).
    pub opts: ParseOptions,
    /// `--base`, read.
    pub base: Option<Board>,
    /// `--overlay`.
    pub overlay: bool,
    /// How every diagram is drawn: captions and problem lines, the marks
    /// of the command line, `--flip`, `--check`.
    pub recipe: Recipe<'a>,
    /// `--name`.
    pub name: &'a Template,
    /// Messages, and whether to report as records are read.
    pub reporter: &'a Reporter,
    /// `--at` and `--move-letters`.
    pub choice: &'a Choice,
    /// `--twins`.
    pub twins: TwinsArg,
    /// The warnings told about a file as a whole (what a LaTeX file's
    /// diagrams could not read, a problem file with no problem in it), for
    /// the summary.
    pub file_warnings: std::cell::Cell<usize>,
}

/// One diagram of the run, or a record that could not be drawn.
pub struct BatchItem {
    /// Its number in the whole run, from 1.
    pub number: usize,
    /// Its file, as messages name it.
    pub file: String,
    /// Its line in the file.
    pub line: usize,
    /// The record as written.
    pub text: String,
    /// EPD operations and PGN tags (or CSV columns), as written.
    pub data: Vec<(String, String)>,
    /// The EPD `id`, the PGN `Event` or the puzzle's id.
    pub id: Option<String>,
    /// A problem's twin drawn on its own (`--twins each`): its letter (`b`);
    /// else empty.
    pub twin: String,
    /// Who moves, when the record says.
    pub side: Option<Color>,
    /// The warnings met, in the interface language.
    pub warnings: Vec<String>,
    /// What to draw, or why nothing is drawn (in the interface language).
    pub job: Result<Job, String>,
}

/// What is drawn for a record that was read.
pub struct Job {
    /// The diagram.
    pub scene: Scene,
    /// The file name, without extension.
    pub name: String,
    /// A puzzle's or a problem's solution, for the lists and the book.
    pub solution: Option<String>,
}

/// Reading one file: its name and stem, and the board the next record is
/// laid over.
pub struct FileState<'a> {
    /// How messages name the file.
    pub display: &'a str,
    /// `{stem}`.
    pub stem: &'a str,
    /// The options for this file (with the dialect decided for it).
    pub opts: ParseOptions,
    /// How many PGN games of the file have been read.
    pub games: std::cell::Cell<usize>,
}

impl Plan<'_> {
    /// The items of one entry of a file (or of a part that could not be
    /// read), numbered from `number`. `report` says whether to tell the
    /// user about warnings and errors now.
    pub fn items(
        &self,
        entry: Result<Entry, Skipped>,
        number: usize,
        file: &FileState<'_>,
        previous: &mut Option<Board>,
        report: bool,
    ) -> Vec<BatchItem> {
        let reporter = self.reporter;
        let entry = match entry {
            Ok(e) => e,
            Err(problem) => {
                let (line, message) = records::skipped_text(problem, &reporter.msgs);
                if report {
                    let msg = reporter.labelled(&reporter.line_name(line), &message);
                    reporter.emit(Severity::Error, &msg, None, None);
                }
                return vec![failed(number, file, line, String::new(), message)];
            }
        };
        if self.twins == TwinsArg::Each
            && let EntryKind::Problem { problem, lines, .. } = &entry.kind
            && !problem.twins.is_empty()
        {
            // Every position under the problem's one number.
            return twins::each(problem, lines)
                .iter()
                .map(|drawn| self.item(&entry, None, Some(drawn), number, file, previous, report))
                .collect();
        }
        let played = match &entry.kind {
            EntryKind::Record { .. } => Played::Record,
            _ => {
                if matches!(entry.kind, EntryKind::Game { .. }) {
                    file.games.set(file.games.get() + 1);
                }
                positions::play(&entry, file.games.get(), self.choice, &reporter.msgs)
            }
        };
        match played {
            Played::Record => vec![self.item(&entry, None, None, number, file, previous, report)],
            Played::Spots(spots, strays) => {
                if report && let Err(message) = records::tell_strays(&strays, reporter) {
                    let mut item = failed(
                        number,
                        file,
                        entry.line,
                        entry.text.trim().to_owned(),
                        message,
                    );
                    item.data = entry.tags().to_vec();
                    return vec![item];
                }
                spots
                    .into_iter()
                    .enumerate()
                    .map(|(i, spot)| {
                        self.item(&entry, Some(spot), None, number + i, file, previous, report)
                    })
                    .collect()
            }
            Played::Failed {
                message,
                place: (line, column),
                before,
            } => {
                let mut items: Vec<BatchItem> = before
                    .into_iter()
                    .enumerate()
                    .map(|(i, spot)| {
                        self.item(&entry, Some(spot), None, number + i, file, previous, report)
                    })
                    .collect();
                if report {
                    records::game_failed(&message, line, column, reporter);
                }
                let mut item = failed(
                    number + items.len(),
                    file,
                    line,
                    entry.text.trim().to_owned(),
                    message,
                );
                item.data = entry.tags().to_vec();
                items.push(item);
                items
            }
        }
    }

    /// The item of one record: the entry's, a position of its game, or a
    /// position of its problem drawn on its own.
    #[allow(clippy::too_many_arguments)]
    fn item(
        &self,
        entry: &Entry,
        spot: Option<Spot>,
        twin: Option<&TwinPosition>,
        number: usize,
        file: &FileState<'_>,
        previous: &mut Option<Board>,
        report: bool,
    ) -> BatchItem {
        let reporter = self.reporter;
        let fail = |text: String, message: String| {
            let mut item = failed(number, file, entry.line, text, message);
            item.data = entry.tags().to_vec();
            item
        };
        let (text, record) = match self.record(entry, spot.as_ref(), twin, file, report) {
            Ok(read) => read,
            Err((text, message)) => return fail(text, message),
        };
        let problem_warnings = match self.problem_warnings(entry, report) {
            Ok(w) => w,
            Err(message) => return fail(text, message),
        };
        if report && !reporter.record(&record, Some(entry.line)) {
            return fail(text, reporter.msgs.text("hint-strict-failed"));
        }
        let board = match (self.overlay, previous.as_ref(), self.base.as_ref()) {
            (true, Some(prev), _) => record.placement.over(prev),
            (_, _, Some(base)) => record.placement.over(base),
            _ => record.placement.to_board(),
        };
        if self.overlay {
            *previous = Some(board.clone());
        }
        // A problem's twins, in the user's words and the problem's letters.
        let tags = match (&entry.kind, twin) {
            (EntryKind::Problem { .. }, Some(t)) => t.tags.clone(),
            (EntryKind::Problem { problem, lines, .. }, None) => {
                crate::app::twins::lines_with_twins(problem, lines, &reporter.msgs)
            }
            _ => entry.tags().to_vec(),
        };
        let first = match (&spot, &entry.kind) {
            (None, EntryKind::Game { movetext, .. }) => first_comment(movetext),
            _ => None,
        };
        let subject = Subject {
            tags: &tags,
            spot: spot.as_ref(),
            comment: match &spot {
                Some(s) => s.comment.as_deref(),
                None => first.as_deref(),
            },
            problem: match &entry.kind {
                EntryKind::Problem { problem, .. } => Some(&**problem),
                _ => None,
            },
            twin,
            number,
            line: entry.line,
            stem: file.stem,
            ..Subject::new(&text, &record, &board)
        };
        let job = match self.job(&subject, report) {
            Ok(job) => job,
            Err(message) => return fail(text, message),
        };
        let mut data: Vec<(String, String)> = record
            .operations
            .iter()
            .map(|op| (op.opcode.clone(), op.operands.join(" ")))
            .collect();
        data.extend(tags.iter().cloned());
        let mut warnings: Vec<String> = record
            .warnings
            .iter()
            .map(|w| reporter.warning_text(w, &record.dialect))
            .collect();
        warnings.extend(problem_warnings);
        let extra = subject.extra();
        BatchItem {
            number,
            file: file.display.to_owned(),
            line: entry.line,
            id: subject.fields(&extra, &reporter.msgs).id(),
            twin: twin.map(|t| t.letter.clone()).unwrap_or_default(),
            side: subject.side(),
            text,
            data,
            warnings,
            job: Ok(job),
        }
    }

    /// The record of an entry (a position of its game, a twin of its
    /// problem), with the text messages and lists name it by; or that text
    /// and why it cannot be read (reported when `report`).
    fn record(
        &self,
        entry: &Entry,
        spot: Option<&Spot>,
        twin: Option<&TwinPosition>,
        file: &FileState<'_>,
        report: bool,
    ) -> Result<(String, Record), (String, String)> {
        let reporter = self.reporter;
        let source = spot.map_or(entry.text.as_str(), |s| s.fen.as_str());
        let text = match (&entry.kind, twin) {
            // A twin's own board, in the problem's letters.
            (EntryKind::Problem { problem, .. }, Some(t)) => {
                crate::notation::write_board(&t.board, &problem.notation.dialect)
            }
            _ => source.trim().to_owned(),
        };
        // A game's positions are standard FEN, in English letters.
        let opts = if spot.is_some() {
            ParseOptions::default()
        } else {
            file.opts
        };
        let parsed = match &entry.kind {
            EntryKind::Problem { problem, .. } => {
                match records::board_record(twin.map_or(&problem.board, |t| &t.board)) {
                    Some(r) => Ok(r),
                    None => Record::parse(source, &opts),
                }
            }
            _ => Record::parse(source, &opts),
        };
        match parsed {
            Ok(record) => Ok((text, record)),
            Err(e) => {
                if report {
                    reporter.error(&e, source, Some(entry.line));
                }
                Err((text, reporter.error_text(&e)))
            }
        }
    }

    /// The warnings of the problem an entry holds, in the interface
    /// language; when `report`, they are told, and under `--strict` they
    /// are the error.
    fn problem_warnings(&self, entry: &Entry, report: bool) -> Result<Vec<String>, String> {
        let reporter = self.reporter;
        let EntryKind::Problem {
            warnings, problem, ..
        } = &entry.kind
        else {
            return Ok(Vec::new());
        };
        if report && !reporter.problem_warnings(warnings, problem) {
            return Err(reporter.msgs.text("hint-strict-failed"));
        }
        Ok(reporter.problem_warning_texts(warnings, problem))
    }

    /// What is drawn for `subject`: its scene (described when `report`),
    /// its file name and its solution; or why nothing is (reported when
    /// `report`).
    fn job(&self, subject: &Subject<'_>, report: bool) -> Result<Job, String> {
        let reporter = self.reporter;
        let label = || reporter.line_name(subject.line);
        let scene = scene::build(&self.recipe, subject, &reporter.msgs, report).map_err(|e| {
            let message = reporter.chessbase_text(&e);
            if report {
                let msg = reporter.labelled(&label(), &message);
                reporter.emit(Severity::Error, &msg, None, None);
            }
            message
        })?;
        if report && scene.side.is_none() && self.recipe.asks_side() {
            let msg = reporter.labelled(&label(), &reporter.msgs.text("warn-caption-side"));
            reporter.emit(Severity::Warning, &msg, None, None);
        }
        let extra = subject.extra();
        let fields = subject.fields(&extra, &reporter.msgs);
        let letter = subject.twin.map_or("", |t| t.letter.as_str());
        let mut name = self
            .name
            .render(&fields)
            .map(|n| safe_name(&n))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| subject.number.to_string());
        // Each twin gets a file of its own, whatever the template says.
        if !self.name.fields().any(|f| f == "twin") {
            name.push_str(letter);
        }
        // The solution: `--solution`, else the record's `{solution}`; one
        // for all the twins, with the first.
        let solution = self
            .recipe
            .templates
            .line(ProblemLine::Solution, &fields, fields.solution())
            .filter(|_| subject.twin.is_none_or(|t| t.letter == "a"));
        Ok(Job {
            scene,
            name,
            solution,
        })
    }
}

/// An item for a record that is not drawn.
fn failed(
    number: usize,
    file: &FileState<'_>,
    line: usize,
    text: String,
    message: String,
) -> BatchItem {
    BatchItem {
        number,
        file: file.display.to_owned(),
        line,
        text,
        data: Vec::new(),
        id: None,
        twin: String::new(),
        side: None,
        warnings: Vec::new(),
        job: Err(message),
    }
}

/// The first `{…}` comment of a game's movetext, where ChessBase keeps the
/// marks of the starting position.
fn first_comment(movetext: &str) -> Option<String> {
    let start = movetext.find('{')?;
    let end = movetext[start..].find('}')?;
    Some(movetext[start + 1..start + end].trim().to_owned())
}

/// A word for the interface: the message when a file is read in one notation.
pub fn dialect_note(reporter: &Reporter, file: &str, decided: Option<crate::notation::Dialect>) {
    let msg = match decided {
        Some(d) => reporter.msgs.get(
            "note-auto-file",
            &[("file", s(file)), ("dialect", s(reporter.dialect_name(&d)))],
        ),
        None => reporter
            .msgs
            .get("note-auto-per-record", &[("file", s(file))]),
    };
    reporter.emit(Severity::Note, &msg, None, None);
}
