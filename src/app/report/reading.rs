//! The words for what reading a record or a problem says: its warnings,
//! its errors, the notation `auto` chose, a problem file's warnings and a
//! twin that cannot be made.

use crate::notation::MAX_LINE;
use crate::notation::{
    AutoReason, Detection, Dialect, DialectError, Error, ErrorKind, Implausible, Warning,
    WarningKind,
};
use crate::{Cell, Color};

use super::{Reporter, Severity};
use crate::app::i18n::{n, s};

impl Reporter {
    /// Warns of the squares of `placement` that the notation `to` cannot
    /// write (they are left out of what is written), at `place`.
    pub fn tell_unwritable(
        &self,
        placement: &crate::board::Placement,
        to: &crate::notation::Dialect,
        place: Option<super::Place<'_>>,
    ) {
        let lost = crate::notation::unwritable(placement, to);
        if lost.is_empty() {
            return;
        }
        let squares: Vec<String> = lost.iter().map(ToString::to_string).collect();
        let msg = self.msgs.get(
            "warn-unwritable",
            &[
                ("dialect", s(self.dialect_name(to))),
                ("squares", s(self.msgs.and_list(&squares))),
            ],
        );
        self.emit(Severity::Warning, &msg, place, None);
    }

    /// A problem file's warning in the user's language, with its place
    /// (`line 3, column 7: …`).
    pub fn problem_warning_text(&self, w: &crate::problems::ProblemWarning) -> String {
        use crate::problems::ProblemWarningKind as K;
        let text = match &w.kind {
            K::UnknownKeyword { word } => self
                .msgs
                .get("warn-problem-unknown-keyword", &[("word", s(word))]),
            K::AmbiguousKeyword { word, candidates } => self.msgs.get(
                "warn-problem-ambiguous-keyword",
                &[("word", s(word)), ("candidates", s(candidates.join(", ")))],
            ),
            K::AmbiguousPiece { code, readings } => self.msgs.get(
                "warn-problem-ambiguous-piece",
                &[
                    ("code", s(code)),
                    ("readings", s(readings.join(", "))),
                    ("drawn", s(readings.first().cloned().unwrap_or_default())),
                ],
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
            K::UnknownCondition { word } => self
                .msgs
                .get("warn-problem-unknown-condition", &[("word", s(word))]),
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
        warnings: &[crate::problems::ProblemWarning],
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
        warnings: &[crate::problems::ProblemWarning],
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
        // Every name that is read, for the notation of the input (with
        // `auto`) or the one to write (with `latex-diagram`).
        let names = |auto: bool| {
            let mut names: Vec<&str> = crate::notation::NAMES
                .iter()
                .map(|(n, _)| *n)
                .filter(|n| auto || *n != "auto")
                .collect();
            if !auto {
                names.push("latex-diagram");
            }
            names.join(", ")
        };
        let near = |text: &str, message: String| match crate::notation::near_name(text) {
            Some(name) => format!(
                "{message}; {}",
                self.msgs.get("md-hint-key", &[("key", s(name))])
            ),
            None => message,
        };
        match e {
            DialectError::Unknown { text, .. } if auto_allowed => near(
                text,
                self.msgs.get(
                    "err-dialect-unknown",
                    &[("text", s(text)), ("names", s(names(true)))],
                ),
            ),
            DialectError::Unknown { text, .. } if text.trim().eq_ignore_ascii_case("auto") => {
                self.msgs.get(
                    "err-dialect-auto-output",
                    &[("text", s(text)), ("names", s(names(false)))],
                )
            }
            DialectError::Unknown { text, .. } => near(
                text,
                self.msgs.get(
                    "err-dialect-unknown-output",
                    &[("text", s(text)), ("names", s(names(false)))],
                ),
            ),
            DialectError::NotALetter { text, ch } => self.msgs.get(
                "err-dialect-not-letter",
                &[("text", s(text)), ("char", s(ch))],
            ),
            DialectError::Repeated { text, ch } => self.msgs.get(
                "err-dialect-repeated",
                &[("text", s(text)), ("char", s(ch))],
            ),
            DialectError::NearName { text, name } => self.msgs.get(
                "err-dialect-near-name",
                &[
                    ("text", s(text)),
                    ("name", s(*name)),
                    ("prefix", s(crate::notation::CUSTOM_PREFIX)),
                ],
            ),
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
