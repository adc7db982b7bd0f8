//! From an input's entries to the diagrams of a batch: each record read,
//! laid over the board before it (`--overlay`), given its marks, texts and
//! file name. The same code runs when names are checked (silently) and when
//! the diagrams are drawn (reporting as it goes), so both agree on every
//! number and name.

use crate::app::template::Template;
use crate::input::{Entry, EntryKind, Problem};
use crate::notation::{ParseOptions, Record, RecordKind};
use crate::render::{Diagram, Mark};
use crate::settings::ProblemLine;
use crate::{Board, Color, Square};

use crate::app::describe::{Extras, describe};
use crate::app::files::safe_name;
use crate::app::i18n::s;
use crate::app::positions::{self, Choice, Played, Spot};
use crate::app::records;
use crate::app::report::{Reporter, Severity};
use crate::app::texts::{RecordFields, Templates};
use crate::app::twins::{Drawn, TwinsArg};
use crate::cli::keys::GivenKeys;
use crate::cli::render::{CheckChoice, flipped};

/// What every record of a run shares.
pub struct Plan<'a> {
    /// How records are read (the dialect may be decided per file).
    pub opts: ParseOptions,
    /// `--base`, read.
    pub base: Option<Board>,
    /// `--overlay`.
    pub overlay: bool,
    /// The marks of the command line, for every diagram.
    pub marks: &'a [Mark],
    /// Captions and problem lines.
    pub templates: &'a Templates,
    /// `--name`.
    pub name: &'a Template,
    /// Messages, and whether to report as records are read.
    pub reporter: &'a Reporter,
    /// `--at` and `--move-letters`.
    pub choice: &'a Choice,
    /// `--flip` and `--no-flip`.
    pub keys: &'a GivenKeys,
    /// `--check`.
    pub check: CheckChoice,
    /// `--twins`.
    pub twins: TwinsArg,
    /// The warnings told about a file as a whole (what a LaTeX file's
    /// diagrams could not read, a problem file with no problem in it), for
    /// the summary.
    pub file_warnings: std::cell::Cell<usize>,
}

/// One diagram of the run, or a record that could not be drawn.
pub struct Item {
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
    /// The board.
    pub board: Board,
    /// The caption.
    pub caption: Option<String>,
    /// The problem's lines (the solution is [`Job::solution`]).
    pub problem: crate::settings::ProblemLines<Option<String>>,
    /// `C+`, the total invisibles, the board's marks, the attributes.
    pub more: crate::app::texts::ProblemMore,
    /// The marks and arrows.
    pub marks: Vec<Mark>,
    /// The file name, without extension.
    pub name: String,
    /// Drawn from Black's side.
    pub flip: bool,
    /// The move just played, for a position of a game.
    pub last_move: Option<(Square, Square)>,
    /// A king in check.
    pub check: Option<Square>,
    /// A puzzle's solution in SAN.
    pub solution: Option<String>,
    /// The position in words, in the interface language (empty while names
    /// are only checked).
    pub description: String,
}

impl Job {
    /// The diagram to draw for `item` (whose job this is), its description
    /// in `lang`.
    pub fn diagram<'a>(&'a self, item: &'a Item, lang: &'a str) -> Diagram<'a> {
        Diagram {
            side_to_move: item.side,
            title: Some(&item.text),
            caption: self.caption.as_deref(),
            marks: &self.marks,
            lines: crate::app::problem_lines::text_lines(
                &self.problem,
                &self.more,
                &self.board,
                lang,
            ),
            last_move: self.last_move,
            check: self.check,
            description: Some(&self.description)
                .filter(|d| !d.is_empty())
                .map(String::as_str),
            lang,
            board_marks: self.more.board_marks.as_ref(),
            attributes: self.more.attributes(),
            ..Diagram::new(&self.board)
        }
    }
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
        entry: Result<Entry, Problem>,
        number: usize,
        file: &FileState<'_>,
        previous: &mut Option<Board>,
        report: bool,
    ) -> Vec<Item> {
        let reporter = self.reporter;
        let entry = match entry {
            Ok(e) => e,
            Err(problem) => {
                let (line, message) = records::problem_text(problem, &reporter.msgs);
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
            return crate::app::twins::each(problem, lines)
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
                let mut items: Vec<Item> = before
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
        twin: Option<&Drawn>,
        number: usize,
        file: &FileState<'_>,
        previous: &mut Option<Board>,
        report: bool,
    ) -> Item {
        let reporter = self.reporter;
        let source = spot
            .as_ref()
            .map_or(entry.text.as_str(), |s| s.fen.as_str());
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
        let record = match parsed {
            Ok(r) => r,
            Err(e) => {
                if report {
                    reporter.error(&e, source, Some(entry.line));
                }
                let mut item = failed(number, file, entry.line, text, reporter.error_text(&e));
                item.data = entry.tags().to_vec();
                return item;
            }
        };
        let problem_warnings: Vec<String> = match &entry.kind {
            EntryKind::Problem {
                warnings, problem, ..
            } => {
                if report && !reporter.problem_warnings(warnings, problem) {
                    let mut item = failed(
                        number,
                        file,
                        entry.line,
                        text,
                        reporter.msgs.text("hint-strict-failed"),
                    );
                    item.data = entry.tags().to_vec();
                    return item;
                }
                reporter.problem_warning_texts(warnings, problem)
            }
            _ => Vec::new(),
        };
        if report && !reporter.record(&record, Some(entry.line)) {
            let mut item = failed(
                number,
                file,
                entry.line,
                text,
                reporter.msgs.text("hint-strict-failed"),
            );
            item.data = entry.tags().to_vec();
            return item;
        }
        let board = match (self.overlay, previous.as_ref(), self.base.as_ref()) {
            (true, Some(prev), _) => record.placement.over(prev),
            (_, _, Some(base)) => record.placement.over(base),
            _ => record.placement.to_board(),
        };
        if self.overlay {
            *previous = Some(board.clone());
        }
        let mut marks = self.marks.to_vec();
        let comment = match (&spot, &entry.kind) {
            (Some(s), _) => s.comment.clone(),
            (None, EntryKind::Game { movetext, .. }) => first_comment(movetext),
            _ => None,
        };
        if let Some(comment) = comment {
            match Mark::parse_chessbase(&comment) {
                Ok(m) => marks.extend(m),
                Err(e) => {
                    let message = reporter.chessbase_text(&e);
                    if report {
                        let msg = reporter.labelled(&reporter.line_name(entry.line), &message);
                        reporter.emit(Severity::Error, &msg, None, None);
                    }
                    let mut item = failed(number, file, entry.line, text, message);
                    item.data = entry.tags().to_vec();
                    return item;
                }
            }
        }
        let mut data: Vec<(String, String)> = record
            .operations
            .iter()
            .map(|op| (op.opcode.clone(), op.operands.join(" ")))
            .collect();
        // A problem's twins, in the user's words and the problem's letters.
        let tags = match (&entry.kind, twin) {
            (EntryKind::Problem { .. }, Some(t)) => t.tags.clone(),
            (EntryKind::Problem { problem, lines, .. }, None) => {
                crate::app::twins::lines_with_twins(problem, lines, &reporter.msgs)
            }
            _ => entry.tags().to_vec(),
        };
        data.extend(tags.iter().cloned());
        let side = record
            .side_to_move
            .filter(|_| record.kind != RecordKind::Forsyth);
        let mut warnings: Vec<String> = record
            .warnings
            .iter()
            .map(|w| reporter.warning_text(w, &record.dialect))
            .collect();
        warnings.extend(problem_warnings);
        let mut extra: Vec<(&str, String)> =
            spot.as_ref().map(|s| s.fields.clone()).unwrap_or_default();
        let letter = twin.map(|t| t.letter.clone()).unwrap_or_default();
        if twin.is_some() {
            extra.push(("twin", letter.clone()));
        }
        let fields = RecordFields {
            number,
            line: entry.line,
            stem: file.stem,
            record: Some(&record),
            tags: &tags,
            board: &board,
            side,
            msgs: &reporter.msgs,
            extra: &extra,
        };
        let caption = self.templates.caption(&fields);
        if report
            && side.is_none()
            && self
                .templates
                .captions
                .iter()
                .any(|t| t.fields().any(|f| f == "side"))
        {
            reporter.emit(
                Severity::Warning,
                &reporter.labelled(
                    &reporter.line_name(entry.line),
                    &reporter.msgs.text("warn-caption-side"),
                ),
                None,
                None,
            );
        }
        let mut problem = self.templates.problem(&fields);
        if let Some(t) = twin {
            problem.stipulation = crate::app::twins::labelled(problem.stipulation.take(), &t.label);
        }
        let more = crate::app::texts::ProblemMore::of(&fields).with_problem(
            match &entry.kind {
                EntryKind::Problem { problem, .. } => Some(&**problem),
                _ => None,
            },
            twin,
        );
        let mut name = self
            .name
            .render(&fields)
            .map(|n| safe_name(&n))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| number.to_string());
        // Each twin gets a file of its own, whatever the template says.
        if !self.name.fields().any(|f| f == "twin") {
            name.push_str(&letter);
        }
        let id = fields.id();
        let flip = flipped(self.keys, side, spot.as_ref().and_then(|s| s.seen_from));
        let check = self
            .check
            .square(&board, side, spot.as_ref().map(|s| s.check));
        let description = if report {
            describe(
                &board,
                &Extras::new(side, caption.as_deref(), &problem).with_more(&more),
                &reporter.msgs,
            )
        } else {
            String::new()
        };
        // The solution: `--solution`, else the record's `{solution}`; one
        // for all the twins, with the first.
        problem.solution = None;
        let solution = self
            .templates
            .line(ProblemLine::Solution, &fields, fields.solution())
            .filter(|_| twin.is_none_or(|t| t.letter == "a"));
        Item {
            number,
            file: file.display.to_owned(),
            line: entry.line,
            text,
            data,
            id,
            twin: letter,
            side,
            warnings,
            job: Ok(Job {
                board,
                caption,
                problem,
                more,
                marks,
                name,
                flip,
                last_move: spot.as_ref().and_then(|s| s.last_move),
                check,
                solution,
                description,
            }),
        }
    }
}

/// An item for a record that is not drawn.
fn failed(number: usize, file: &FileState<'_>, line: usize, text: String, message: String) -> Item {
    Item {
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
