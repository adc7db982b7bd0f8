//! Diagnostics on stderr: a sentence in the user's language, the input line,
//! and a caret under the place it concerns.

use std::io::Write;

use crate::notation::MAX_LINE;
use crate::notation::suggest;
use crate::notation::{
    AutoReason, Detection, Dialect, DialectError, DialectName, Error, ErrorKind, Field,
    Implausible, Record, Span, Warning, WarningKind,
};
use crate::render::{PieceSetError, RenderError, SIZE_RANGE};
use crate::{Cell, Color, Role};

use crate::app::i18n::{Messages, n, s};

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// Where a diagnostic points: the line's text, its number when the input has
/// several lines, and the characters concerned (the first is named).
#[derive(Debug, Clone)]
pub struct Place<'a> {
    pub text: &'a str,
    pub line: Option<usize>,
    pub spans: Vec<Span>,
}

impl<'a> Place<'a> {
    pub fn new(text: &'a str, line: Option<usize>, span: Span) -> Place<'a> {
        Place {
            text,
            line,
            spans: vec![span],
        }
    }
}

/// Writes diagnostics to stderr in one language.
pub struct Reporter {
    pub msgs: Messages,
    pub quiet: bool,
    pub strict: bool,
    /// The input file being read, named in locations (batch runs).
    pub file: std::cell::RefCell<Option<String>>,
}

/// Whether the notation `auto` chose is worth a note: the letters alone or
/// the plausibility of the position decided, and it is not plain English.
pub fn noteworthy(d: &Detection) -> bool {
    match d.reason {
        AutoReason::Alike(_) => false,
        AutoReason::Only => d.dialect != Dialect::ENGLISH,
        AutoReason::Plausible(_) | AutoReason::Marks(_) => true,
    }
}

/// The widest part of a line shown around the place of a diagnostic.
const WINDOW: usize = 100;

/// A diagnostic kept by [`Reporter::capture`] instead of being written: the
/// place is the text it points into, its line number and the characters
/// concerned.
#[derive(Debug, Clone)]
pub struct Captured {
    pub severity: Severity,
    pub message: String,
    pub place: Option<(String, Option<usize>, Vec<Span>)>,
    pub hint: Option<String>,
}

thread_local! {
    static CAPTURED: std::cell::RefCell<Option<Vec<Captured>>> =
        const { std::cell::RefCell::new(None) };
    /// Hints spell options as a block writes them (`dialect: de`).
    static IN_BLOCK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Reporter {
    /// Writes one diagnostic. Warnings and notes are silent with `--quiet`.
    pub fn emit(
        &self,
        severity: Severity,
        message: &str,
        place: Option<Place<'_>>,
        hint: Option<&str>,
    ) {
        let kept = CAPTURED.with_borrow_mut(|c| match c {
            Some(list) => {
                list.push(Captured {
                    severity,
                    message: message.to_owned(),
                    place: place
                        .as_ref()
                        .map(|p| (p.text.to_owned(), p.line, p.spans.clone())),
                    hint: hint.map(str::to_owned),
                });
                true
            }
            None => false,
        });
        if kept || (self.quiet && severity != Severity::Error) {
            return;
        }
        let out = self.format(severity, message, place.as_ref(), hint);
        // A diagnostic that cannot be written has nowhere else to go.
        let _ = std::io::stderr().lock().write_all(out.as_bytes());
    }

    /// One diagnostic as the terminal shows it: the labelled message, the
    /// excerpt with its caret (see [`Reporter::excerpt`]) and the hint, each
    /// line ending in a newline.
    #[must_use]
    pub fn format(
        &self,
        severity: Severity,
        message: &str,
        place: Option<&Place<'_>>,
        hint: Option<&str>,
    ) -> String {
        let label = self.msgs.text(match severity {
            Severity::Error => "severity-error",
            Severity::Warning => "severity-warning",
            Severity::Note => "severity-note",
        });
        let mut out = self.labelled(&label, message);
        out.push('\n');
        let mut pad = " ".to_owned();
        if let Some(p) = place {
            out.push_str(&self.excerpt(p));
            pad = " ".repeat(line_number(p).len().max(1));
        }
        if let Some(h) = hint {
            let hint = self.labelled(&self.msgs.text("severity-hint"), h);
            out.push_str(&format!("{pad} = {hint}\n"));
        }
        out
    }

    /// The place of a diagnostic: where it is (line and column), the line
    /// (cut around the place when it is long) and a caret under the place.
    #[must_use]
    pub fn excerpt(&self, p: &Place<'_>) -> String {
        let first = p.spans.first().copied().unwrap_or_default();
        let column = n(first.column());
        let location = match (p.line, self.file.borrow().as_deref()) {
            (Some(line), Some(file)) => format!(
                "{}, {}",
                self.msgs.get(
                    "location-file-line",
                    &[("file", s(file)), ("line", n(line))]
                ),
                self.msgs.get("location-column", &[("column", column)])
            ),
            (Some(line), None) => self.msgs.get(
                "location-line-column",
                &[("line", n(line)), ("column", column)],
            ),
            (None, _) => self.msgs.get("location-column", &[("column", column)]),
        };
        let number = line_number(p);
        let pad = " ".repeat(number.len().max(1));
        let (shown, carets) = window(p.text, &p.spans);
        format!(
            "{pad}--> {location}\n{pad} |\n{number:>w$} | {shown}\n{pad} | {}\n",
            carets.trim_end(),
            w = pad.len()
        )
    }

    /// Runs `f` with hints that spell options as a block writes them
    /// (`dialect: de`) rather than as the command line does
    /// (`--dialect de`).
    pub fn in_block<T>(&self, f: impl FnOnce() -> T) -> T {
        let outer = IN_BLOCK.replace(true);
        let value = f();
        IN_BLOCK.set(outer);
        value
    }

    /// An option as the user writes it where they are: `--key value` on the
    /// command line, `key: value` in a block (see [`Reporter::in_block`]).
    pub fn spelled(&self, key: &str, value: &str) -> String {
        if IN_BLOCK.get() {
            format!("{key}: {value}")
        } else {
            format!("--{key} {value}")
        }
    }

    /// A key alone as the user writes it where they are: `--key` or `key:`.
    pub fn spelled_key(&self, key: &str) -> String {
        if IN_BLOCK.get() {
            format!("{key}:")
        } else {
            format!("--{key}")
        }
    }

    /// Runs `f` and returns what it reported instead of writing it, so that
    /// the caller can place it (a block in a document) and write it itself.
    pub fn capture<T>(&self, f: impl FnOnce() -> T) -> (T, Vec<Captured>) {
        let outer = CAPTURED.replace(Some(Vec::new()));
        let value = f();
        let kept = CAPTURED.replace(outer).unwrap_or_default();
        (value, kept)
    }

    /// Reports an error of the notation layer.
    pub fn error(&self, e: &Error, text: &str, line: Option<usize>) {
        let hint = match &e.kind {
            ErrorKind::Ambiguous { readings, .. } => readings.first().map(|(d, _)| {
                self.msgs.get(
                    "hint-ambiguous",
                    &[
                        ("key", s(self.spelled_key("dialect"))),
                        ("option", s(self.spelled("dialect", &d.code()))),
                    ],
                )
            }),
            _ => None,
        };
        let place = Place::new(text, line, e.span);
        self.emit(
            Severity::Error,
            &self.error_text(e),
            Some(place),
            hint.as_deref(),
        );
    }

    /// Reports the warnings and the dialect note of a record that was read.
    /// Returns false when `--strict` turns a warning into a failure.
    pub fn record(&self, record: &Record, line: Option<usize>) -> bool {
        let text = record.line();
        if let Some(d) = &record.detection
            && noteworthy(d)
        {
            let mut message = self.detection_text(d);
            if let Some(l) = line {
                message = self.labelled(&self.line_name(l), &message);
            }
            self.emit(Severity::Note, &message, None, None);
        }
        let placement = record.placement_text();
        let severity = if self.strict {
            Severity::Error
        } else {
            Severity::Warning
        };
        // Unknown characters are told in one message with a caret under each,
        // with the notation that reads them, if there is one.
        let unknown: Vec<(char, Span)> = record
            .warnings
            .iter()
            .filter_map(|w| match w.kind {
                WarningKind::UnknownCharacter { ch, .. } => Some((ch, w.span)),
                _ => None,
            })
            .collect();
        let hint = suggest(placement, &record.dialect)
            .filter(|_| record.detection.is_none())
            .map(|d| {
                self.msgs.get(
                    "hint-other-dialect",
                    &[
                        ("option", s(self.spelled("dialect", &d.code()))),
                        ("dialect", s(self.dialect_name(&d))),
                    ],
                )
            });
        let mut unknown_told = false;
        for w in &record.warnings {
            let (message, place, hint) = match w.kind {
                WarningKind::UnknownCharacter { .. } if unknown.len() > 1 => {
                    if unknown_told {
                        continue;
                    }
                    unknown_told = true;
                    let mut chars: Vec<String> = Vec::new();
                    for (c, _) in &unknown {
                        let c = format!("`{}`", c.escape_debug());
                        if !chars.contains(&c) {
                            chars.push(c);
                        }
                    }
                    let id = if self.strict {
                        "err-unknown-characters-strict"
                    } else {
                        "warn-unknown-characters"
                    };
                    let message = self.msgs.get(
                        id,
                        &[
                            ("count", n(unknown.len())),
                            ("chars", s(chars.join(" "))),
                            ("dialect", s(self.dialect_name(&record.dialect))),
                        ],
                    );
                    let spans = unknown.iter().map(|(_, sp)| *sp).collect();
                    (message, Place { text, line, spans }, hint.as_deref())
                }
                WarningKind::UnknownCharacter { ch, rank } if self.strict => (
                    self.msgs.get(
                        "err-unknown-character-strict",
                        &[
                            ("char", s(ch.escape_debug())),
                            ("rank", n(rank)),
                            ("dialect", s(self.dialect_name(&record.dialect))),
                        ],
                    ),
                    Place::new(text, line, w.span),
                    hint.as_deref(),
                ),
                WarningKind::UnknownCharacter { .. } => (
                    self.warning_text(w, &record.dialect),
                    Place::new(text, line, w.span),
                    hint.as_deref(),
                ),
                _ => (
                    self.warning_text(w, &record.dialect),
                    Place::new(text, line, w.span),
                    None,
                ),
            };
            let severity = if w.kind.is_note() {
                Severity::Note
            } else {
                severity
            };
            self.emit(severity, &message, Some(place), hint);
        }
        !self.strict || record.warnings.iter().all(|w| w.kind.is_note())
    }

    /// A label and its text, as `error: …` or `line 3: …` in this language.
    pub fn labelled(&self, label: &str, text: &str) -> String {
        self.msgs
            .get("label-text", &[("label", s(label)), ("text", s(text))])
    }

    /// "line 3", or "puzzles.epd, line 3" in a batch run.
    pub fn line_name(&self, line: usize) -> String {
        match self.file.borrow().as_deref() {
            Some(file) => self.msgs.get(
                "location-file-line",
                &[("file", s(file)), ("line", n(line))],
            ),
            None => self.msgs.get("location-line", &[("line", n(line))]),
        }
    }

    pub fn dialect_name(&self, d: &Dialect) -> String {
        match d.name() {
            DialectName::English => self.msgs.text("dialect-en"),
            DialectName::German => self.msgs.text("dialect-de"),
            DialectName::Italian => self.msgs.text("dialect-it"),
            DialectName::Fide => self.msgs.text("dialect-fide"),
            DialectName::French => self.msgs.text("dialect-fr"),
            DialectName::Portuguese => self.msgs.text("dialect-pt"),
            DialectName::Dutch => self.msgs.text("dialect-nl"),
            DialectName::Polish => self.msgs.text("dialect-pl"),
            DialectName::Czech => self.msgs.text("dialect-cs"),
            DialectName::Hungarian => self.msgs.text("dialect-hu"),
            DialectName::Romanian => self.msgs.text("dialect-ro"),
            DialectName::Finnish => self.msgs.text("dialect-fi"),
            DialectName::Turkish => self.msgs.text("dialect-tr"),
            DialectName::Russian => self.msgs.text("dialect-ru"),
            DialectName::Popeye => self.msgs.text("dialect-popeye-en"),
            DialectName::PopeyeGerman => self.msgs.text("dialect-popeye-de"),
            DialectName::PopeyeFrench => self.msgs.text("dialect-popeye-fr"),
            DialectName::FfenLeft => self.msgs.text("dialect-ffen-left"),
            DialectName::YacpdbRight => self.msgs.text("dialect-yacpdb-right"),
            // Fairy-FEN, YACPDB and Unicode are names of their own.
            _ if d.fairy().is_some() => d.name().to_string(),
            _ => self.msgs.get("dialect-custom", &[("letters", s(d.code()))]),
        }
    }

    /// The name of a notation as a table heading (`forsythe dialects`).
    pub fn dialect_label(&self, d: &Dialect) -> String {
        match d.name() {
            DialectName::English => self.msgs.text("dialects-en"),
            DialectName::German => self.msgs.text("dialects-de"),
            DialectName::Italian => self.msgs.text("dialects-it"),
            DialectName::Fide => self.msgs.text("dialects-fide"),
            DialectName::French => self.msgs.text("dialects-fr"),
            DialectName::Portuguese => self.msgs.text("dialects-pt"),
            DialectName::Dutch => self.msgs.text("dialects-nl"),
            DialectName::Polish => self.msgs.text("dialects-pl"),
            DialectName::Czech => self.msgs.text("dialects-cs"),
            DialectName::Hungarian => self.msgs.text("dialects-hu"),
            DialectName::Romanian => self.msgs.text("dialects-ro"),
            DialectName::Finnish => self.msgs.text("dialects-fi"),
            DialectName::Turkish => self.msgs.text("dialects-tr"),
            DialectName::Russian => self.msgs.text("dialects-ru"),
            _ => d.code(),
        }
    }

    /// The name of a language that writes another's letters (`es`, `sv`,
    /// `da`, `no`, `sk`), as a label of the `dialects` table; the code itself
    /// for any other.
    pub fn alias_label(&self, code: &str) -> String {
        match code {
            "es" => self.msgs.text("dialects-es"),
            "sv" => self.msgs.text("dialects-sv"),
            "da" => self.msgs.text("dialects-da"),
            "no" => self.msgs.text("dialects-no"),
            "sk" => self.msgs.text("dialects-sk"),
            _ => code.to_owned(),
        }
    }

    /// The name of a piece as a table row label (`forsythe dialects`).
    pub fn piece_label(&self, role: Role) -> String {
        self.msgs.text(match role {
            Role::King => "dialects-king",
            Role::Queen => "dialects-queen",
            Role::Rook => "dialects-rook",
            Role::Bishop => "dialects-bishop",
            Role::Knight => "dialects-knight",
            Role::Pawn => "dialects-pawn",
        })
    }

    pub fn piece_name(&self, role: Role) -> String {
        self.msgs.text(match role {
            Role::King => "piece-king",
            Role::Queen => "piece-queen",
            Role::Rook => "piece-rook",
            Role::Bishop => "piece-bishop",
            Role::Knight => "piece-knight",
            Role::Pawn => "piece-pawn",
        })
    }

    fn field_name(&self, field: Field) -> (String, String) {
        let (name, expected) = match field {
            Field::Placement => ("field-placement", "expected-operations"),
            Field::SideToMove => ("field-side-to-move", "expected-side-to-move"),
            Field::Castling => ("field-castling", "expected-castling"),
            Field::EnPassant => ("field-en-passant", "expected-en-passant"),
            Field::HalfmoveClock => ("field-halfmove-clock", "expected-halfmove-clock"),
            Field::FullmoveNumber => ("field-fullmove-number", "expected-fullmove-number"),
            _ => ("field-operations", "expected-operations"),
        };
        (self.msgs.text(name), self.msgs.text(expected))
    }

    /// A problem file's warning in the user's language, with its place
    /// (`line 3, column 7: …`).
    pub fn problem_warning_text(&self, w: &crate::problems::Warning) -> String {
        use crate::problems::WarningKind as K;
        let text = match &w.kind {
            K::UnknownKeyword { word } => self
                .msgs
                .get("warn-problem-unknown-keyword", &[("word", s(word))]),
            K::AmbiguousKeyword { word, candidates } => self.msgs.get(
                "warn-problem-ambiguous-keyword",
                &[("word", s(word)), ("candidates", s(candidates.join(", ")))],
            ),
            K::UnknownPiece { code } => self
                .msgs
                .get("warn-problem-unknown-piece", &[("code", s(code))]),
            K::Hunter { code } => self.msgs.get("warn-problem-hunter", &[("code", s(code))]),
            K::UnknownAttribute { word } => self
                .msgs
                .get("warn-problem-unknown-attribute", &[("word", s(word))]),
            K::BadSquare { text } => self
                .msgs
                .get("warn-problem-bad-square", &[("text", s(text))]),
            K::MissingSquare { piece } => self
                .msgs
                .get("warn-problem-missing-square", &[("piece", s(piece))]),
            K::MissingValue { keyword } => self
                .msgs
                .get("warn-problem-missing-value", &[("keyword", s(keyword))]),
            K::BadTwin { text } => self.msgs.get("warn-problem-bad-twin", &[("text", s(text))]),
            K::BadValue { field, found } => self.msgs.get(
                "warn-problem-bad-value",
                &[("field", s(field)), ("found", s(found))],
            ),
            K::Syntax { message } => self
                .msgs
                .get("warn-problem-syntax", &[("message", s(message))]),
            K::UnexpectedEnd => self.msgs.text("warn-problem-unexpected-end"),
            K::TextAfterEnd => self.msgs.text("warn-problem-text-after-end"),
            K::SquareTwice { square } => self
                .msgs
                .get("warn-problem-square-twice", &[("square", s(square))]),
            K::NoPieces => self.msgs.text("warn-problem-no-pieces"),
            K::TooComplex => self.msgs.text("warn-problem-too-complex"),
            K::NotAProblem { found } => self
                .msgs
                .get("warn-problem-not-a-problem", &[("found", s(found))]),
        };
        let place = self.msgs.get(
            "location-line-column",
            &[("line", n(w.line)), ("column", n(w.column))],
        );
        let place = match self.file.borrow().as_deref() {
            Some(file) => format!("{file}, {place}"),
            None => place,
        };
        self.labelled(&place, &text)
    }

    /// Tells a problem file's warnings; with `--strict` they are errors.
    /// Returns whether the problem may be drawn (no warnings, or not strict).
    pub fn problem_warnings(
        &self,
        warnings: &[crate::problems::Warning],
        problem: &crate::problems::Problem,
    ) -> bool {
        let severity = if self.strict {
            Severity::Error
        } else {
            Severity::Warning
        };
        let texts = self.problem_warning_texts(warnings, problem);
        for text in &texts {
            self.emit(severity, text, None, None);
        }
        texts.is_empty() || !self.strict
    }

    /// The texts of a problem's warnings and of its twins that cannot be
    /// made, each with its place.
    pub fn problem_warning_texts(
        &self,
        warnings: &[crate::problems::Warning],
        problem: &crate::problems::Problem,
    ) -> Vec<String> {
        let mut out: Vec<String> = warnings
            .iter()
            .map(|w| self.problem_warning_text(w))
            .collect();
        for position in problem.positions() {
            if let Some(e) = &position.error {
                let text = self.twin_error_text(&position.label, e);
                out.push(self.labelled(&self.line_name(problem.line.max(1)), &text));
            }
        }
        out
    }

    /// A twin that cannot be made, in the user's language: `twin c): no
    /// piece on d5; the position it starts from is drawn`.
    pub fn twin_error_text(&self, label: &str, e: &crate::problems::TwinError) -> String {
        use crate::problems::TwinError as E;
        let (id, square) = match e {
            E::NoPiece { square } => ("warn-twin-no-piece", square),
            E::OffBoard { square } => ("warn-twin-off-board", square),
            E::PieceOutside { square } => ("warn-twin-piece-outside", square),
        };
        self.msgs
            .get(id, &[("twin", s(label)), ("square", s(square))])
    }

    /// The sentence for a warning.
    pub fn warning_text(&self, w: &Warning, dialect: &Dialect) -> String {
        match &w.kind {
            WarningKind::UnknownCharacter { ch, rank } => self.msgs.get(
                "warn-unknown-character",
                &[
                    ("char", s(ch.escape_debug())),
                    ("rank", n(*rank)),
                    ("dialect", s(self.dialect_name(dialect))),
                ],
            ),
            WarningKind::UnknownCode { code, rank } => self.msgs.get(
                "warn-unknown-code",
                &[
                    ("code", s(code.clone())),
                    ("rank", n(*rank)),
                    ("dialect", s(self.dialect_name(dialect))),
                ],
            ),
            WarningKind::ShortRank {
                rank,
                squares,
                width,
            } => self.msgs.get(
                "warn-short-rank",
                &[
                    ("rank", n(*rank)),
                    ("squares", n(*squares)),
                    ("width", n(*width)),
                    ("missing", n(width - squares)),
                ],
            ),
            WarningKind::EmptyRank { rank, width } => self.msgs.get(
                "warn-empty-rank",
                &[("rank", n(*rank)), ("width", n(*width))],
            ),
            WarningKind::FullmoveZero => self.msgs.text("warn-fullmove-zero"),
            WarningKind::BadField { field, text } => {
                let (name, expected) = self.field_name(*field);
                self.msgs.get(
                    "warn-bad-field",
                    &[
                        ("number", n(field.number())),
                        ("field", s(name)),
                        ("text", s(text)),
                        ("expected", s(expected)),
                    ],
                )
            }
            WarningKind::MissingField { field } => {
                let (name, _) = self.field_name(*field);
                self.msgs.get(
                    "warn-missing-field",
                    &[("number", n(field.number())), ("field", s(name))],
                )
            }
            WarningKind::StraySemicolon => self.msgs.text("warn-stray-semicolon"),
            WarningKind::UnterminatedOperation { opcode } => self
                .msgs
                .get("warn-unterminated-operation", &[("opcode", s(opcode))]),
            WarningKind::UnterminatedString => self.msgs.text("warn-unterminated-string"),
            WarningKind::BadOpcode { text } => {
                self.msgs.get("warn-bad-opcode", &[("text", s(text))])
            }
            WarningKind::BadOperand { opcode, text } => self.msgs.get(
                "warn-bad-operand",
                &[("opcode", s(opcode)), ("text", s(text))],
            ),
            WarningKind::LongRank {
                rank,
                squares,
                width,
            } => self.msgs.get(
                "warn-long-rank",
                &[
                    ("rank", n(*rank)),
                    ("squares", n(*squares)),
                    ("width", n(*width)),
                    ("extra", n(squares.saturating_sub(*width))),
                ],
            ),
            WarningKind::MissingSlash { rank, width } => self.msgs.get(
                "warn-missing-slash",
                &[("rank", n(*rank)), ("width", n(*width))],
            ),
            WarningKind::MissingSemicolon { opcode, next } => self.msgs.get(
                "warn-missing-semicolon",
                &[("opcode", s(opcode)), ("next", s(next))],
            ),
            WarningKind::SpacedRanks { ranks, meant } => self.msgs.get(
                "warn-spaced-ranks",
                &[("ranks", n(*ranks)), ("meant", s(meant))],
            ),
            WarningKind::StandardFields { width, height } => self.msgs.get(
                "warn-standard-fields",
                &[("width", n(*width)), ("height", n(*height))],
            ),
            WarningKind::EightRanks => self.msgs.text("note-eight-ranks"),
        }
    }

    /// The sentence for an error.
    pub fn error_text(&self, e: &Error) -> String {
        let m = &self.msgs;
        let max = || n(crate::board::MAX_SIDE);
        match &e.kind {
            ErrorKind::EmptyPlacement => m.text("err-empty-placement"),
            ErrorKind::LineTooLong { bytes } => m.get(
                "err-line-too-long",
                &[("bytes", n(*bytes)), ("max", n(MAX_LINE))],
            ),
            ErrorKind::NoSquares => m.text("err-no-squares"),
            ErrorKind::TooWide { row } => {
                m.get("err-too-wide", &[("row", n(*row)), ("max", max())])
            }
            ErrorKind::TooTall => m.get("err-too-tall", &[("max", max())]),
            ErrorKind::Ambiguous { letter, readings } => {
                let list: Vec<String> = readings
                    .iter()
                    .map(|(d, cell): &(Dialect, Cell)| {
                        let piece = match cell {
                            Cell::Piece(p) => self.piece_name(p.role),
                            Cell::Fairy(f) => crate::app::describe::fairy_name(f, m),
                            _ => String::from("?"),
                        };
                        m.get(
                            "err-ambiguous-reading",
                            &[("piece", s(piece)), ("dialect", s(self.dialect_name(d)))],
                        )
                    })
                    .collect();
                m.get(
                    "err-ambiguous",
                    &[("letter", s(letter)), ("readings", s(m.or_list(&list)))],
                )
            }
        }
    }

    /// The sentence for a dialect error on the command line, where `auto`
    /// may be given (the input's notation).
    pub fn dialect_error_text(&self, e: &DialectError) -> String {
        self.dialect_error(e, true)
    }

    /// The sentence for a dialect error on the command line, where the
    /// notation to write is asked for: `auto` cannot write, and is not offered.
    pub fn output_dialect_error_text(&self, e: &DialectError) -> String {
        self.dialect_error(e, false)
    }

    fn dialect_error(&self, e: &DialectError, auto_allowed: bool) -> String {
        match e {
            DialectError::Unknown { text, .. } if auto_allowed => {
                self.msgs.get("err-dialect-unknown", &[("text", s(text))])
            }
            DialectError::Unknown { text, .. } if text.trim().eq_ignore_ascii_case("auto") => self
                .msgs
                .get("err-dialect-auto-output", &[("text", s(text))]),
            DialectError::Unknown { text, .. } => self
                .msgs
                .get("err-dialect-unknown-output", &[("text", s(text))]),
            DialectError::NotALetter { text, ch } => self.msgs.get(
                "err-dialect-not-letter",
                &[("text", s(text)), ("char", s(ch))],
            ),
            DialectError::Repeated { text, ch } => self.msgs.get(
                "err-dialect-repeated",
                &[("text", s(text)), ("char", s(ch))],
            ),
        }
    }

    /// The sentence for a mark of the command line that cannot be read.
    pub fn mark_spec_text(&self, e: &crate::settings::MarkSpecError) -> String {
        use crate::settings::MarkSpecError;
        match e {
            MarkSpecError::Syntax(t) => self.msgs.get("err-mark", &[("text", s(t))]),
            MarkSpecError::Color(t) => self.msgs.get("err-mark-color", &[("text", s(t))]),
        }
    }

    /// The sentence for a key/value pair that cannot be read, whichever way
    /// in it came by: one text for every way.
    pub fn settings_error_text(&self, e: &crate::settings::SettingsError) -> String {
        use crate::settings::SettingsError as E;
        let m = &self.msgs;
        let kv = |key: &str, value: &str| [("key", s(key)), ("value", s(value))];
        match e {
            E::Unknown {
                key,
                suggestion: Some(k),
            } => format!(
                "{}; {}",
                m.get("md-unknown-key", &[("key", s(key))]),
                m.get("md-hint-key", &[("key", s(k))])
            ),
            E::Unknown { key, .. } => m.get("md-unknown-key", &[("key", s(key))]),
            E::NotHere {
                key,
                way: crate::settings::Way::Query,
            } => m.get("serve-err-not-in-service", &[("key", s(key))]),
            E::NotHere { key, .. } => {
                let document_only = crate::settings::find(key)
                    .is_some_and(|k| k.ways == [crate::settings::Way::Document]);
                let id = if document_only {
                    "err-key-document-only"
                } else {
                    "err-key-not-here"
                };
                m.get(id, &[("key", s(key))])
            }
            E::Repeated { key } => m.get("serve-err-param-repeated", &[("key", s(key))]),
            E::NoValue { key } => m.get("md-no-value", &[("key", s(key))]),
            E::NoRecord => m.text("serve-err-no-record"),
            E::Bool { key, value } => m.get("serve-err-param-bool", &kv(key, value)),
            E::Number { key, value } => m.get("serve-err-param-number", &kv(key, value)),
            E::Size { size, min, max } => m.get(
                "err-size",
                &[
                    ("size", n(usize::try_from(*size).unwrap_or(usize::MAX))),
                    ("min", n(*min as usize)),
                    ("max", n(*max as usize)),
                ],
            ),
            E::Theme { value } => m.get("err-theme", &[("name", s(value))]),
            E::Color { value, .. } => m.get("err-color", &[("text", s(value))]),
            E::Dialect(e) => self.dialect_error_text(e),
            E::MoveLetters { value } => m.get("err-move-letters", &[("text", s(value))]),
            E::At(e) => m.get("err-at", &[("text", s(&e.0))]),
            E::Mark { error, .. } => self.mark_spec_text(error),
            E::ChessBase(e) => self.chessbase_text(e),
            E::Annotation(e) => m.get("md-annotation", &[("word", s(&e.word))]),
            E::TooMany { key, max } => m.get(
                "serve-err-param-too-many",
                &[("key", s(key)), ("max", n(*max))],
            ),
            E::SquareSize { value } => m.get("err-square-size", &[("text", s(value))]),
            E::Glyph { value } => m.get("err-glyph", &[("text", s(value))]),
            E::Dpi { value } => m.get(
                "err-dpi",
                &[
                    ("dpi", n(usize::try_from(*value).unwrap_or(usize::MAX))),
                    ("max", n(crate::settings::MAX_DPI as usize)),
                ],
            ),
            E::Delay { value } => m.get(
                "err-delay",
                &[
                    ("delay", n(usize::try_from(*value).unwrap_or(usize::MAX))),
                    ("min", n(*crate::settings::DELAY_RANGE.start() as usize)),
                    ("max", n(*crate::settings::DELAY_RANGE.end() as usize)),
                ],
            ),
            E::TooLong { key, length } => m.get(
                "serve-err-param-too-long",
                &[
                    ("key", s(key)),
                    ("length", n(*length)),
                    ("max", n(crate::render::MAX_CAPTION)),
                ],
            ),
            E::Square { key, value }
                if crate::settings::find(key).is_some_and(|k| k.name == "check") =>
            {
                m.get("err-check", &[("text", s(value)), ("key", s(key))])
            }
            E::Square { key, value } => m.get("serve-err-param-square", &kv(key, value)),
            E::Move { value, .. } => m.get("err-last-move", &[("text", s(value))]),
            E::Choice {
                key,
                value,
                choices,
            } if !choices.is_empty() => {
                m.get(
                    "serve-err-param-choice",
                    &[
                        ("key", s(key)),
                        ("value", s(value)),
                        (
                            "choices",
                            s(m.or_list(
                                &choices.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>(),
                            )),
                        ),
                    ],
                )
            }
            E::Choice { key, value, .. } => m.get("md-bad-value", &kv(key, value)),
            E::Unsupported { key } => m.get("serve-err-unsupported", &[("key", s(key))]),
        }
    }

    /// The sentence for a ChessBase comment whose marks cannot be read.
    pub fn chessbase_text(&self, e: &crate::render::MarkError) -> String {
        use crate::render::MarkError;
        match e {
            MarkError::Color { item } => {
                let letter: String = item.chars().take(1).collect();
                self.msgs.get("err-mark-color", &[("text", s(letter))])
            }
            MarkError::Square { item } => self.msgs.get("err-mark", &[("text", s(item))]),
        }
    }

    /// The reason a file could not be written.
    pub fn write_error_text(&self, e: &crate::app::files::WriteError) -> String {
        write_reason(&self.msgs, e)
    }

    /// What went wrong with a file or the network, in words.
    pub fn io_reason(&self, e: &std::io::Error) -> String {
        io_reason(&self.msgs, e)
    }

    /// The sentence for a template that cannot be read.
    pub fn template_error_text(
        &self,
        template: &str,
        e: &crate::app::template::TemplateError,
    ) -> String {
        use crate::app::template::TemplateError;
        let detail = match e {
            TemplateError::Unclosed { column } => self
                .msgs
                .get("template-unclosed", &[("column", n(column + 1))]),
            TemplateError::Stray { column } => self
                .msgs
                .get("template-stray", &[("column", n(column + 1))]),
            TemplateError::BadName { field } => {
                self.msgs.get("template-bad-name", &[("field", s(field))])
            }
            TemplateError::BadWidth { field } => self.msgs.get(
                "template-bad-width",
                &[
                    ("field", s(field)),
                    ("max", n(crate::app::template::MAX_WIDTH)),
                ],
            ),
        };
        self.msgs.get(
            "err-template",
            &[("template", s(template)), ("detail", s(detail))],
        )
    }

    /// The sentence for a piece set that cannot be used.
    pub fn piece_error_text(&self, e: &PieceSetError) -> String {
        let (id, path, reason) = match e {
            PieceSetError::Missing(p) => ("err-piece-missing", p, String::new()),
            PieceSetError::Unreadable(p, r) => ("err-piece-unreadable", p, r.clone()),
            PieceSetError::TooLarge(p, size) => {
                return self.msgs.get(
                    "err-piece-too-large",
                    &[("path", s(p.display())), ("bytes", n(*size))],
                );
            }
            PieceSetError::Invalid(p, r) => ("err-piece-invalid", p, r.clone()),
            PieceSetError::Empty(p) => ("err-piece-empty", p, String::new()),
            PieceSetError::NotAFile(p) => (
                "err-piece-unreadable",
                p,
                "not a regular file (a folder, pipe or device is never read)".to_owned(),
            ),
        };
        self.msgs
            .get(id, &[("path", s(path.display())), ("reason", s(reason))])
    }

    /// The sentence for a diagram that cannot be drawn.
    pub fn render_error_text(&self, e: &RenderError) -> String {
        match e {
            RenderError::Size(size) => self.msgs.get(
                "err-size",
                &[
                    ("size", n(*size)),
                    ("min", n(*SIZE_RANGE.start())),
                    ("max", n(*SIZE_RANGE.end())),
                ],
            ),
            RenderError::TooSmall { size, files } => self
                .msgs
                .get("err-too-small", &[("size", n(*size)), ("files", n(*files))]),
            RenderError::CaptionTooLong(len) => self.msgs.get(
                "err-caption-too-long",
                &[("length", n(*len)), ("max", n(crate::render::MAX_CAPTION))],
            ),
            RenderError::ImageTooLarge { width, height } => self.msgs.get(
                "err-image-too-large",
                &[
                    ("width", n(*width)),
                    ("height", n(*height)),
                    ("side", n(crate::render::MAX_SIDE_PX)),
                    ("megapixels", n(crate::render::MAX_PIXELS / (1024 * 1024))),
                ],
            ),
            RenderError::MarkOffBoard(sq) => {
                self.msgs.get("err-mark-off-board", &[("square", s(sq))])
            }
            RenderError::Pieces(p) => self.piece_error_text(p),
            RenderError::Png(r) => self.msgs.get("err-encode", &[("reason", s(r))]),
            RenderError::Pdf(r) | RenderError::Gif(r) => format!("{e}: {r}"),
            RenderError::NotBuilt(format) => self
                .msgs
                .get("err-format-not-built", &[("format", s(format.name()))]),
            e => e.to_string(),
        }
    }

    /// The note that says which dialect `auto` chose and why.
    pub fn detection_text(&self, d: &Detection) -> String {
        let name = s(self.dialect_name(&d.dialect));
        match &d.reason {
            AutoReason::Alike(_) | AutoReason::Only => {
                self.msgs.get("note-auto-only", &[("dialect", name)])
            }
            AutoReason::Marks(mark) => self
                .msgs
                .get("note-auto-marks", &[("dialect", name), ("mark", s(mark))]),
            AutoReason::Plausible(dropped) => {
                let reasons: Vec<String> = dropped
                    .iter()
                    .map(|(dialect, why)| {
                        let dn = s(self.dialect_name(dialect));
                        match why {
                            Implausible::PawnOnEdgeRank { square, .. } => self.msgs.get(
                                "reason-pawn-on-edge",
                                &[("dialect", dn), ("square", s(square))],
                            ),
                            Implausible::SeveralKings { color, count } => {
                                let c = match color {
                                    Color::White => "white",
                                    Color::Black => "black",
                                };
                                self.msgs.get(
                                    "reason-several-kings",
                                    &[("dialect", dn), ("count", n(*count)), ("color", s(c))],
                                )
                            }
                        }
                    })
                    .collect();
                self.msgs.get(
                    "note-auto-plausible",
                    &[("dialect", name), ("reasons", s(reasons.join(", ")))],
                )
            }
        }
    }
}

/// The line number shown in the margin of an excerpt (none for one line).
fn line_number(p: &Place<'_>) -> String {
    p.line.map(|l| l.to_string()).unwrap_or_default()
}

/// The part of `text` to show for `spans`: at most [`WINDOW`] characters
/// around the first span, with `…` where it is cut, control characters shown
/// as spaces so carets stay in their columns. Returns the text and the line
/// of carets under it.
fn window(text: &str, spans: &[Span]) -> (String, String) {
    let chars: Vec<char> = text.chars().collect();
    let first = spans.first().map_or(0, |s| s.start);
    let start = if chars.len() > WINDOW {
        first.saturating_sub(WINDOW / 3).min(chars.len() - WINDOW)
    } else {
        0
    };
    let end = (start + WINDOW).min(chars.len());
    let mut shown = String::new();
    let offset = usize::from(start > 0);
    if start > 0 {
        shown.push('…');
    }
    shown.extend(
        chars[start..end]
            .iter()
            .map(|&c| if c.is_control() { ' ' } else { c }),
    );
    if end < chars.len() {
        shown.push('…');
    }
    let mut carets: Vec<char> = vec![' '; end - start + 2 * offset + 2];
    for span in spans {
        if span.start < start || span.start > end {
            continue;
        }
        let from = span.start - start + offset;
        let len = span.len.max(1).min(end + 1 - span.start);
        for c in carets.iter_mut().skip(from).take(len) {
            *c = '^';
        }
    }
    (
        shown,
        carets.into_iter().collect::<String>().trim_end().to_owned(),
    )
}

/// The reason a file could not be written.
pub fn write_reason(msgs: &Messages, e: &crate::app::files::WriteError) -> String {
    use crate::app::files::WriteError;
    match e {
        WriteError::NoFolder(d) => msgs.get("reason-no-folder", &[("path", s(d.display()))]),
        WriteError::FolderDenied(d) => {
            msgs.get("reason-folder-denied", &[("path", s(d.display()))])
        }
        WriteError::IsFolder(_) => msgs.text("reason-is-a-folder"),
        WriteError::SlashAtEnd(p) => {
            let text = p.to_string_lossy();
            let file = text.trim_end_matches(['/', '\\']);
            msgs.get("reason-slash-at-end", &[("file", s(file))])
        }
        WriteError::NotAFolder(d) => msgs.get("reason-not-a-folder", &[("path", s(d.display()))]),
        WriteError::Io(e) => io_reason(msgs, e),
    }
}

/// What went wrong with a file or the network, in words (never the
/// system's own text, which is in English and names error numbers).
pub fn io_reason(msgs: &Messages, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    if let Some(w) = e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<crate::app::files::WriteError>())
    {
        return write_reason(msgs, w);
    }
    let id = match e.kind() {
        ErrorKind::NotFound => "reason-io-not-found",
        ErrorKind::PermissionDenied => "reason-io-denied",
        ErrorKind::ReadOnlyFilesystem => "reason-io-read-only",
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => "reason-io-full",
        ErrorKind::FileTooLarge => "reason-io-too-large",
        ErrorKind::IsADirectory => "reason-is-a-folder",
        ErrorKind::NotADirectory => "reason-io-not-a-folder",
        ErrorKind::AlreadyExists => "reason-io-exists",
        ErrorKind::InvalidFilename => "reason-io-bad-name",
        ErrorKind::InvalidData => "reason-io-bad-data",
        ErrorKind::UnexpectedEof => "reason-io-cut-short",
        ErrorKind::AddrInUse => "reason-io-address-in-use",
        ErrorKind::AddrNotAvailable => "reason-io-address-not-here",
        ErrorKind::BrokenPipe | ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted => {
            "reason-io-closed"
        }
        ErrorKind::TimedOut => "reason-io-timed-out",
        _ => {
            return match e.raw_os_error() {
                Some(code) => msgs.get("reason-io-code", &[("code", n(code))]),
                None => msgs.text("reason-io-other"),
            };
        }
    };
    msgs.text(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_shown_whole() {
        assert_eq!(
            window("k7/8", &[Span::new(1, 1)]),
            ("k7/8".into(), " ^".into())
        );
        assert_eq!(
            window("a\tb", &[Span::new(2, 0)]),
            ("a b".into(), "  ^".into())
        );
        assert_eq!(
            window("xk6x", &[Span::new(0, 1), Span::new(3, 1)]),
            ("xk6x".into(), "^  ^".into())
        );
    }

    #[test]
    fn system_errors_are_said_in_words() {
        use std::io::{Error, ErrorKind};
        let msgs = Messages::new("en");
        let said = |e: Error| io_reason(&msgs, &e);
        assert_eq!(
            said(Error::from(ErrorKind::NotADirectory)),
            "a part of the way to it is a file, not a folder"
        );
        assert_eq!(
            said(Error::from(ErrorKind::StorageFull)),
            "there is no space left on the disk"
        );
        assert_eq!(
            said(Error::from(ErrorKind::ReadOnlyFilesystem)),
            "the file system is read-only"
        );
        assert_eq!(
            said(Error::from(ErrorKind::AddrInUse)),
            "another program is already using this address"
        );
        assert_eq!(
            said(Error::from_raw_os_error(9999)),
            "the system refused it (error 9999)"
        );
        assert_eq!(said(Error::other("raw")), "the system refused it");
        // A write error carried inside an I/O error is said as itself.
        let inner = crate::app::files::WriteError::NoFolder("out".into());
        assert_eq!(said(Error::other(inner)), "the folder out does not exist");
        let de = Messages::new("de");
        assert_eq!(
            io_reason(&de, &Error::from(ErrorKind::StorageFull)),
            "auf dem Datenträger ist kein Platz mehr"
        );
    }

    #[test]
    fn long_lines_are_cut_around_the_place() {
        let line = "x".repeat(500);
        let (shown, carets) = window(&line, &[Span::new(300, 2)]);
        assert_eq!(shown.chars().count(), WINDOW + 2);
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert_eq!(carets, format!("{}^^", " ".repeat(WINDOW / 3 + 1)));
    }
}
