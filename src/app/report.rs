//! Diagnostics on stderr: a sentence in the user's language, the input line,
//! and a caret under the place it concerns.

use std::io::Write;

use crate::notation::suggest;
use crate::notation::{
    AutoReason, Detection, Dialect, Error, ErrorKind, Record, Span, WarningKind,
};

use crate::app::i18n::{Messages, n, s};

mod failures;
mod names;
mod reading;

pub use failures::io_reason;

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

    /// "line 3, column 5", or "puzzles.epd, line 3, column 5" in a batch run.
    pub fn line_column_name(&self, line: usize, column: usize) -> String {
        format!(
            "{}, {}",
            self.line_name(line),
            self.msgs.get("location-column", &[("column", n(column))])
        )
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
    fn long_lines_are_cut_around_the_place() {
        let line = "x".repeat(500);
        let (shown, carets) = window(&line, &[Span::new(300, 2)]);
        assert_eq!(shown.chars().count(), WINDOW + 2);
        assert!(shown.starts_with('…') && shown.ends_with('…'));
        assert_eq!(carets, format!("{}^^", " ".repeat(WINDOW / 3 + 1)));
    }
}
