//! The records `render` and `translate` read: the INPUT argument itself, the
//! file it names, or standard input — read as `batch` reads its files (one
//! record a line, PGN games, CSV rows).

use std::collections::VecDeque;
use std::io::Read;

use crate::input::{Entry, EntryKind, PassedOver, Reader, Skipped};
use crate::notation::{DialectChoice, ParseOptions, Record, Span};
use crate::problems::latex;

use crate::app::Fatal;
use crate::app::i18n::{Messages, n, s};
use crate::app::positions::{self, Choice, Played, Spot};
use crate::app::report::{Place, Reporter, Severity};
use crate::app::source::looks_like_a_path;

/// Whether `text` reads without a warning in a problem notation the user
/// named (`--dialect yacpdb` with `(!S)`, `--dialect popeye` with `O63`):
/// there one piece code is a whole record, and such a word is meant as one,
/// although a line of a file like it would be passed over. In the orthodox
/// notations and with `--dialect auto`, a word stays a word.
fn reads_cleanly(text: &str, opts: &ParseOptions) -> bool {
    matches!(opts.dialect, DialectChoice::Fixed(d) if d.fairy().is_some())
        && Record::parse(text, opts).is_ok_and(|r| r.warnings.is_empty())
}

/// How the INPUT argument was written on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputWord {
    /// Among the options: a file, a record, or (with a leading `-`) an
    /// option clap did not know, unless it reads as a record.
    Word,
    /// After `--`: a file or a record, never an option.
    AfterDashes,
    /// With `--record`: a record, never a file.
    Record,
}

/// Whether a word that names no file is a record: a line of a file that
/// is one, a placement of marks and digits alone with short or empty ranks
/// (`..../....1`, `8//8`), or a word of a problem notation the user named.
fn is_a_record_word(text: &str, opts: &ParseOptions) -> bool {
    crate::input::is_record(text)
        || crate::input::is_placement_word(text)
        || reads_cleanly(text, opts)
}

/// Whether a word that starts with `-` among the options is a record rather
/// than an option: one dash, then a record (`-k7`, `-q6/8`), or ranks
/// (`--k6/8`). Two dashes and no rank read as a long option.
fn reads_as_a_record(text: &str, opts: &ParseOptions) -> bool {
    (!text.starts_with("--") || text.contains('/')) && is_a_record_word(text, opts)
}

/// Where the records come from.
pub enum Records {
    /// The argument is the record.
    One(Option<String>),
    /// The environments of the LaTeX `diagram` package in a file (or the
    /// argument): each diagram's board, with its author, source and
    /// stipulation as tags.
    Diagrams(VecDeque<Text>),
    /// A file, or standard input: entries with their lines.
    Stream {
        /// The entries.
        reader: Box<Reader<Box<dyn Read>>>,
        /// The file's name (for messages), `None` for standard input.
        file: Option<String>,
        /// How games' positions are chosen.
        choice: Choice,
        /// The positions of the last game not given out yet.
        pending: VecDeque<Option<Text>>,
        /// How many games have been read.
        games: usize,
    },
}

/// One record to read: its text, and its line when it came from a stream.
pub struct Text {
    /// The record.
    pub text: String,
    /// Its line in the stream.
    pub line: Option<usize>,
    /// PGN tags or CSV columns.
    pub tags: Vec<(String, String)>,
    /// The position of a game or puzzle it is, with its last move.
    pub spot: Option<Spot>,
    /// A problem read from a problem file (Popeye input, a LaTeX `diagram`
    /// environment): its board is drawn as it is, fairy pieces and all (the
    /// text is then only its name in messages), and its lines, twins and
    /// attributes go with it.
    pub problem: Option<Box<crate::problems::Problem>>,
}

impl Records {
    /// The records of INPUT: stdin when there is none or it is `-`; the file
    /// when it names one (unless `--record` forces INPUT to be read as a
    /// record); else INPUT itself. An INPUT that names no file but looks
    /// like a path is an error with a hint, not a diagram. A word that
    /// starts with `-` among the options is a record when it reads as one
    /// (`-k7`, a hole or a neutral piece first), else an unknown option;
    /// after `--` it is a file or a record.
    pub fn open(
        input: Option<&str>,
        word: InputWord,
        choice: &Choice,
        opts: &ParseOptions,
        reporter: &Reporter,
    ) -> Result<Records, Fatal> {
        let stream = |reader: Box<dyn Read>, file: Option<String>| Records::Stream {
            reader: Box::new(Reader::new(reader)),
            file,
            choice: choice.clone(),
            pending: VecDeque::new(),
            games: 0,
        };
        let stdin = || {
            // Nothing is typed yet: say what is waited for.
            if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
                let note = reporter.msgs.text("note-reading-stdin");
                reporter.emit(Severity::Note, &note, None, None);
            }
            stream(Box::new(std::io::stdin()), None)
        };
        let Some(text) = input else {
            return Ok(stdin());
        };
        if word == InputWord::Record {
            return Ok(Records::One(Some(text.to_owned())));
        }
        if text.contains('\n') {
            return Ok(Records::of_lines(text, choice, reporter));
        }
        if text == "-" {
            return Ok(stdin());
        }
        if word == InputWord::Word && text.starts_with('-') && !reads_as_a_record(text, opts) {
            // A mistyped option, or a record that looks like a long option
            // (`--k6`): that one needs `--` before it.
            let msg = reporter.msgs.get("err-unknown-option", &[("arg", s(text))]);
            let hint = (text.starts_with("--") && is_a_record_word(text, opts)).then(|| {
                reporter
                    .msgs
                    .get("hint-dashes-before-record", &[("arg", s(text))])
            });
            reporter.emit(Severity::Error, &msg, None, hint.as_deref());
            return Err(Fatal::Usage);
        }
        let path = std::path::Path::new(text);
        if path.is_file()
            && let Some(source) = latex_file(path)
        {
            let file = reporter.file.replace(Some(text.to_owned()));
            let texts = diagram_texts(&source, reporter);
            *reporter.file.borrow_mut() = file;
            return Ok(Records::Diagrams(texts));
        }
        if path.is_file() {
            return match (
                std::fs::File::open(path),
                crate::input::FileKind::of_name(path),
            ) {
                (Ok(f), Some(kind)) => Ok(Records::Stream {
                    reader: Box::new(Reader::of_kind(Box::new(f), kind)),
                    file: Some(text.to_owned()),
                    choice: choice.clone(),
                    pending: VecDeque::new(),
                    games: 0,
                }),
                (Ok(f), None) => Ok(stream(Box::new(f), Some(text.to_owned()))),
                (Err(e), _) => {
                    let msg = reporter.msgs.get(
                        "err-read-input",
                        &[("path", s(text)), ("reason", s(reporter.io_reason(&e)))],
                    );
                    reporter.emit(Severity::Error, &msg, None, None);
                    Err(Fatal::Failed)
                }
            };
        }
        if looks_like_a_path(text) {
            let msg = reporter.msgs.get("err-no-such-file", &[("path", s(text))]);
            let hint = reporter.msgs.get("hint-record-flag", &[("path", s(text))]);
            reporter.emit(Severity::Error, &msg, None, Some(&hint));
            return Err(Fatal::Failed);
        }
        if !is_a_record_word(text, opts) {
            // Neither a file nor a record: a mistyped file name, a sentence.
            let msg = reporter.msgs.get("err-not-a-record", &[("text", s(text))]);
            let hint = reporter.msgs.get("hint-record-flag", &[("path", s(text))]);
            reporter.emit(Severity::Error, &msg, None, Some(&hint));
            return Err(Fatal::Failed);
        }
        Ok(Records::One(Some(text.to_owned())))
    }

    /// The records of a text of several lines: the environments of the
    /// LaTeX `diagram` package in it, else the text read as a file is (a
    /// board drawn as a grid, a game, a problem in Popeye's input). Nothing
    /// is read from the file system.
    pub fn of_lines(text: &str, choice: &Choice, reporter: &Reporter) -> Records {
        if crate::input::holds_latex_diagrams(text.as_bytes()) {
            return Records::Diagrams(diagram_texts(text, reporter));
        }
        let bytes = std::io::Cursor::new(text.as_bytes().to_vec());
        Records::Stream {
            reader: Box::new(Reader::new(Box::new(bytes))),
            file: None,
            choice: choice.clone(),
            pending: VecDeque::new(),
            games: 0,
        }
    }

    /// Sets the reporter to name the file in locations.
    pub fn name_file(&self, reporter: &Reporter) {
        if let Records::Stream { file: Some(f), .. } = self {
            *reporter.file.borrow_mut() = Some(f.clone());
        }
    }

    /// The next record; a line or game that could not be read is reported
    /// and given as `Some(None)`; `None` at the end. A read error of the
    /// stream is reported and ends it, given as `Err`.
    pub fn next_text(&mut self, reporter: &Reporter) -> Result<Option<Option<Text>>, Fatal> {
        match self {
            Records::One(t) => Ok(t.take().map(|text| {
                Some(Text {
                    text,
                    line: None,
                    tags: Vec::new(),
                    spot: None,
                    problem: None,
                })
            })),
            Records::Diagrams(texts) => Ok(texts.pop_front().map(Some)),
            Records::Stream {
                reader,
                file,
                choice,
                pending,
                games,
            } => loop {
                if let Some(next) = pending.pop_front() {
                    return Ok(Some(next));
                }
                let entry = match reader.next() {
                    None => {
                        tell_unplaced(&reader.take_unplaced_warnings(), reporter);
                        return Ok(None);
                    }
                    Some(Err(e)) => {
                        let path = file
                            .clone()
                            .unwrap_or_else(|| reporter.msgs.text("stdin-name"));
                        let msg = reporter.msgs.get(
                            "err-read-input",
                            &[("path", s(path)), ("reason", s(reporter.io_reason(&e)))],
                        );
                        reporter.emit(Severity::Error, &msg, None, None);
                        return Err(Fatal::Failed);
                    }
                    Some(Ok(Err(problem))) => {
                        skipped_report(problem, reporter);
                        return Ok(Some(None));
                    }
                    Some(Ok(Ok(entry))) => entry,
                };
                if matches!(entry.kind, crate::input::EntryKind::Game { .. }) {
                    *games += 1;
                }
                expand(entry, *games, choice, reporter, pending);
            },
        }
    }

    /// The first line read as Windows-1252, to be told once.
    pub fn windows_1252(&self) -> Option<usize> {
        match self {
            Records::Stream { reader, .. } => reader.windows_1252(),
            Records::One(_) | Records::Diagrams(_) => None,
        }
    }
}

/// The records of an entry: the entry itself, or the positions of its game
/// or puzzle (a game that cannot be played is reported, and gives its
/// positions before the fault and a failure).
fn expand(
    entry: Entry,
    number: usize,
    choice: &Choice,
    reporter: &Reporter,
    out: &mut VecDeque<Option<Text>>,
) {
    let tags = entry.tags().to_vec();
    let text = |spot: Spot| Text {
        text: spot.fen.clone(),
        line: Some(entry.line),
        tags: tags.clone(),
        spot: Some(spot),
        problem: None,
    };
    if let EntryKind::Problem {
        problem,
        warnings,
        lines,
    } = &entry.kind
    {
        let tags = crate::app::twins::lines_with_twins(problem, lines, &reporter.msgs);
        if !reporter.problem_warnings(warnings, problem) {
            out.push_back(None);
            return;
        }
        out.push_back(Some(Text {
            text: entry.text.clone(),
            line: Some(entry.line),
            tags,
            spot: None,
            problem: Some(problem.clone()),
        }));
        return;
    }
    match positions::play(&entry, number, choice, &reporter.msgs) {
        Played::Record => out.push_back(Some(Text {
            text: entry.text.clone(),
            line: Some(entry.line),
            tags: tags.clone(),
            spot: None,
            problem: None,
        })),
        Played::Spots(spots, strays) => {
            if tell_strays(&strays, reporter).is_ok() {
                out.extend(spots.into_iter().map(|s| Some(text(s))));
            } else {
                out.push_back(None);
            }
        }
        Played::Failed {
            message,
            place: (line, column),
            before,
        } => {
            out.extend(before.into_iter().map(|s| Some(text(s))));
            game_failed(&message, line, column, reporter);
            out.push_back(None);
        }
    }
}

/// Tells each move of a game in another language that is written in
/// English letters, at its line and column: played as English, a warning.
/// With `--strict` it is an error and the game is not drawn: the first such
/// message is the `Err`.
pub fn tell_strays(strays: &positions::Strays, reporter: &Reporter) -> Result<(), String> {
    tell_slips(&strays.slips, reporter);
    let Some(language) = &strays.language else {
        return Ok(());
    };
    let (severity, id) = if reporter.strict {
        (Severity::Error, "err-game-english-move-strict")
    } else {
        (Severity::Warning, "warn-game-english-move")
    };
    let mut first = None;
    for (line, column, written) in &strays.moves {
        let location = reporter.line_column_name(*line, *column);
        let message = reporter.msgs.get(
            id,
            &[
                ("move", s(written)),
                ("language", s(reporter.dialect_name(language))),
            ],
        );
        reporter.emit(
            severity,
            &reporter.labelled(&location, &message),
            None,
            None,
        );
        first.get_or_insert(message);
    }
    match first {
        Some(message) if reporter.strict => Err(message),
        _ => Ok(()),
    }
}

/// Tells what a game's movetext held that was passed over, at its line and
/// column: a stray `}` (a warning; the game went on), prose after the last
/// move (a note; the game ended there).
fn tell_slips(slips: &[(usize, usize, crate::games::MovetextSlip)], reporter: &Reporter) {
    for (line, column, slip) in slips {
        let location = reporter.line_column_name(*line, *column);
        let (severity, id) = match slip {
            crate::games::MovetextSlip::StrayBrace => (Severity::Warning, "warn-game-stray-brace"),
            crate::games::MovetextSlip::Prose => (Severity::Note, "note-game-prose-after"),
        };
        let message = reporter.msgs.text(id);
        reporter.emit(
            severity,
            &reporter.labelled(&location, &message),
            None,
            None,
        );
    }
}

/// Reports a game or puzzle that cannot be played, at its place.
pub fn game_failed(message: &str, line: usize, column: usize, reporter: &Reporter) {
    let location = reporter.line_column_name(line, column);
    reporter.emit(
        Severity::Error,
        &reporter.labelled(&location, message),
        None,
        None,
    );
}

/// Where a part of the input that gives no record starts (0 when unknown),
/// and what is wrong with it, in the user's language.
pub fn skipped_text(problem: Skipped, msgs: &Messages) -> (usize, String) {
    use crate::input::{MAX_MOVETEXT, MAX_TAGS};
    use crate::notation::MAX_LINE;
    match problem {
        Skipped::TooLong { line, bytes } => (
            line,
            msgs.get(
                "err-line-too-long",
                &[("bytes", n(bytes)), ("max", n(MAX_LINE))],
            ),
        ),
        Skipped::Columns {
            line,
            found,
            expected,
        } => (
            line,
            msgs.get(
                "err-csv-columns",
                &[("found", n(found)), ("expected", n(expected))],
            ),
        ),
        Skipped::NoRecordColumn { line } => (line, msgs.text("err-csv-no-record-column")),
        Skipped::GameTooLong { line } => (
            line,
            msgs.get("err-game-too-long", &[("max", n(MAX_MOVETEXT / 1024))]),
        ),
        Skipped::TooManyTags { line } => {
            (line, msgs.get("err-too-many-tags", &[("max", n(MAX_TAGS))]))
        }
    }
}

/// Reports a part of the input that gives no record.
pub fn skipped_report(problem: Skipped, reporter: &Reporter) {
    let (line, msg) = skipped_text(problem, &reporter.msgs);
    let msg = reporter.labelled(&reporter.line_name(line), &msg);
    reporter.emit(Severity::Error, &msg, None, None);
}

/// Reads a record and reports what is wrong with it. `None` when the record
/// failed (already reported), also when `--strict` turns a warning into a
/// failure.
pub fn read(text: &Text, opts: &ParseOptions, reporter: &Reporter) -> Option<Record> {
    if let Some(problem) = &text.problem {
        return board_record(&problem.board);
    }
    match Record::parse(&text.text, opts) {
        Ok(record) => reporter.record(&record, text.line).then_some(record),
        Err(e) => {
            reporter.error(&e, &text.text, text.line);
            None
        }
    }
}

/// A record of a board read from a problem file: no side to move, no
/// operations; its placement is the board, square for square.
pub fn board_record(board: &crate::Board) -> Option<Record> {
    let empty = crate::Board::empty(board.width(), board.height()).ok()?;
    let mut record = Record::parse(&empty.to_string(), &ParseOptions::default()).ok()?;
    record.placement = board.to_placement();
    Some(record)
}

/// The text of a file that holds a LaTeX `diagram` environment (as
/// [`crate::input::holds_latex_diagrams`] tells).
fn latex_file(path: &std::path::Path) -> Option<String> {
    if !crate::input::holds_latex_diagrams(std::fs::File::open(path).ok()?) {
        return None;
    }
    let bytes = std::fs::read(path).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// The diagrams of a LaTeX text as records to draw, each with its lines
/// (author, source, stipulation, conditions, twins, …) as the tags problem
/// lines are filled from; what cannot be read is told at its line and
/// column.
fn diagram_texts(text: &str, reporter: &Reporter) -> VecDeque<Text> {
    let reading = latex::read(text);
    let lines: Vec<&str> = text.lines().collect();
    for w in &reading.warnings {
        tell_diagram_warning(w, &lines, reporter);
    }
    reading
        .diagrams
        .into_iter()
        .map(|d| {
            let p = d.to_problem();
            let tags = crate::app::twins::lines_with_twins(&p, &p.lines(), &reporter.msgs);
            Text {
                text: lines
                    .get(d.line.saturating_sub(1))
                    .copied()
                    .unwrap_or("")
                    .to_owned(),
                line: Some(d.line),
                tags,
                spot: None,
                problem: Some(Box::new(p)),
            }
        })
        .collect()
}

/// A warning met reading a LaTeX `diagram` environment, at its line and
/// column.
pub fn tell_diagram_warning(w: &latex::ReadWarning, lines: &[&str], reporter: &Reporter) {
    use crate::problems::latex::ReadWarningKind as K;
    let (id, text) = match &w.kind {
        K::UnknownCommand(t) => ("latex-diagram-unknown-command", t.as_str()),
        K::MissingArgument(t) => ("latex-diagram-missing-argument", t.as_str()),
        K::BadPiece(t) => ("latex-diagram-bad-piece", t.as_str()),
        K::BadSquare(t) => ("latex-diagram-bad-square", t.as_str()),
        K::OffBoard(t) => ("latex-diagram-off-board", t.as_str()),
        K::Occupied(t) => ("latex-diagram-occupied", t.as_str()),
        K::BadSize(t) => ("latex-diagram-bad-size", t.as_str()),
        K::LongText(t) => ("latex-diagram-long-text", t.as_str()),
        K::BadGridLine(t) => ("latex-diagram-bad-grid-line", t.as_str()),
        K::BadFen(t) => ("latex-diagram-bad-fen", t.as_str()),
        K::TurnIgnored(t) => ("latex-diagram-turn-ignored", t.as_str()),
        K::StrayText(t) => ("latex-diagram-stray-text", t.as_str()),
        K::Unclosed => ("latex-diagram-unclosed", ""),
        K::Planes(t) => ("latex-diagram-planes", t.as_str()),
    };
    let msg = reporter.msgs.get(id, &[("text", s(text))]);
    let line = lines.get(w.line.saturating_sub(1)).copied().unwrap_or("");
    let len = text.chars().count().max(1);
    let place = Place::new(
        line,
        Some(w.line),
        Span::new(w.column.saturating_sub(1), len),
    );
    reporter.emit(Severity::Warning, &msg, Some(place), None);
}

/// Tells once, at the end of a file, how many of its lines were not
/// records and were passed over, and how many of them are the records'
/// titles and solutions.
pub fn tell_passed_over(file: &str, passed: Option<PassedOver>, reporter: &Reporter) {
    let Some(p) = passed else { return };
    let mut msg = reporter.msgs.get(
        "note-passed-over",
        &[
            ("file", s(file)),
            ("lines", n(p.lines)),
            ("first", n(p.first)),
        ],
    );
    if p.titles + p.solutions > 0 {
        let kept = reporter.msgs.get(
            "note-passed-over-kept",
            &[("titles", n(p.titles)), ("solutions", n(p.solutions))],
        );
        msg = format!("{msg}; {kept}");
    }
    reporter.emit(Severity::Note, &msg, None, None);
}

/// Tells the warnings of a problem file in which no problem could be read
/// (errors under `--strict`), each at its line and column; returns how many.
pub fn tell_unplaced(warnings: &[crate::problems::ProblemWarning], reporter: &Reporter) -> usize {
    let severity = if reporter.strict {
        Severity::Error
    } else {
        Severity::Warning
    };
    for w in warnings {
        reporter.emit(severity, &reporter.problem_warning_text(w), None, None);
    }
    warnings.len()
}

/// Tells once that lines of the input were read as Windows-1252.
pub fn tell_windows_1252(records: &Records, reporter: &Reporter) {
    if let Records::Stream { reader, file, .. } = records {
        let file = file
            .clone()
            .unwrap_or_else(|| reporter.msgs.text("stdin-name"));
        tell_passed_over(&file, reader.passed_over(), reporter);
    }
    if let Some(line) = records.windows_1252() {
        let file = match records {
            Records::Stream { file: Some(f), .. } => f.clone(),
            _ => reporter.msgs.text("stdin-name"),
        };
        let msg = reporter
            .msgs
            .get("warn-windows-1252", &[("file", s(file)), ("line", n(line))]);
        reporter.emit(Severity::Warning, &msg, None, None);
    }
}

/// A dialect from the command line, or a usage error in the user's language.
pub fn dialect_choice(
    text: &str,
    reporter: &Reporter,
) -> Result<crate::notation::DialectChoice, Fatal> {
    parse_dialect(text, reporter)
}

/// A fixed dialect from the command line (`auto` is refused).
pub fn dialect(text: &str, reporter: &Reporter) -> Result<crate::notation::Dialect, Fatal> {
    parse_dialect(text, reporter)
}

fn parse_dialect<T>(text: &str, reporter: &Reporter) -> Result<T, Fatal>
where
    T: std::str::FromStr<Err = crate::notation::DialectError>,
{
    text.parse::<T>().map_err(|e| {
        reporter.emit(
            Severity::Error,
            &reporter.dialect_error_text(&e),
            None,
            None,
        );
        Fatal::Usage
    })
}

/// How records are read: the board given with `--base` (read in `dialect`;
/// `start` is the usual starting position) and the options that follow from
/// it, an overlay when there is a base. A base that cannot be read is a usage
/// error.
pub fn reading(
    base: Option<&str>,
    dialect: crate::notation::DialectChoice,
    merge_digits: bool,
    reporter: &Reporter,
) -> Result<(Option<crate::Board>, ParseOptions), Fatal> {
    let board = base_board(base, dialect, merge_digits, reporter)?;
    let opts = ParseOptions {
        dialect,
        merge_digits,
        overlay: board.is_some(),
    };
    Ok((board, opts))
}

fn base_board(
    base: Option<&str>,
    dialect: crate::notation::DialectChoice,
    merge_digits: bool,
    reporter: &Reporter,
) -> Result<Option<crate::Board>, Fatal> {
    let Some(text) = base else { return Ok(None) };
    if text.trim().eq_ignore_ascii_case("start") {
        return Ok(Some(crate::Board::standard()));
    }
    let opts = ParseOptions {
        dialect,
        merge_digits,
        overlay: false,
    };
    match Record::parse(text, &opts) {
        Ok(record) => {
            if !reporter.record(&record, None) {
                return Err(Fatal::Usage);
            }
            Ok(Some(record.placement.to_board()))
        }
        Err(e) => {
            reporter.emit(Severity::Error, &reporter.msgs.text("err-base"), None, None);
            reporter.error(&e, text, None);
            Err(Fatal::Usage)
        }
    }
}
