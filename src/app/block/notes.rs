//! What is said about a block, placed where it is written: a note points at
//! bytes of the block's text (a pair's key or value, a move of its game),
//! and is written on stderr at its line and column in the document the
//! block stands in.

use crate::notation::Span;
use crate::settings::SettingsError;

use super::pairs::{BlockError, Pair};
use super::settings::{BlockSettingsError, BlockSettingsErrorKind};
use crate::app::i18n::{Messages, s};
use crate::app::report::{Captured, Place, Reporter, Severity};

/// A diagnostic about a block, placed in the block's text.
#[derive(Debug, Clone)]
pub struct Note {
    pub severity: Severity,
    pub message: String,
    pub hint: Option<String>,
    /// The byte of the block's text where the place starts, and the
    /// characters concerned, counted from there. `None`: the block as a whole.
    pub place: Option<(usize, Vec<Span>)>,
}

/// An error note.
#[must_use]
pub fn error_note(message: String, place: Option<(usize, Vec<Span>)>) -> Note {
    Note {
        severity: Severity::Error,
        message,
        hint: None,
        place,
    }
}

/// The note for a block that cannot be read.
#[must_use]
pub fn block_error(m: &Messages, e: &BlockError) -> Note {
    let (message, at, len) = match e {
        BlockError::Empty => (m.text("md-block-empty"), None, 0),
        BlockError::NotAPair { at, text } => (
            m.get("md-not-a-pair", &[("text", s(text))]),
            Some(*at),
            text.chars().count(),
        ),
        BlockError::NotAnOption { at, text } => (
            m.get("md-not-an-option", &[("text", s(text))]),
            Some(*at),
            text.chars().count(),
        ),
        BlockError::UnclosedQuote { at } => (m.text("md-unclosed-quote"), Some(*at), 1),
        BlockError::NoKey { at } => (m.text("md-no-key"), Some(*at), 1),
    };
    error_note(message, at.map(|a| (a, vec![Span::new(0, len)])))
}

/// The note for pairs that do not make settings: the one text every way
/// in gives, placed at the pair.
#[must_use]
pub fn settings_error(r: &Reporter, e: &BlockSettingsError, pairs: &[Pair]) -> Note {
    let m = &r.msgs;
    let pair = e.pair.map(|i| &pairs[i]);
    let key_place = pair.and_then(|p| {
        p.in_block()
            .then(|| (p.key_at, vec![Span::new(0, p.key.chars().count())]))
    });
    let (message, hint, place) = match &e.kind {
        BlockSettingsErrorKind::Settings(e) => return key_error(r, e, pair, key_place),
        BlockSettingsErrorKind::Twice { key, first } => {
            let first_key = &pairs[*first].key;
            (
                m.get("md-key-twice", &[("key", s(key)), ("first", s(first_key))]),
                None,
                key_place,
            )
        }
        BlockSettingsErrorKind::Stray { word, key, list } => {
            let id = if *list {
                "md-stray-item"
            } else {
                "md-stray-word"
            };
            (
                m.get(id, &[("word", s(word)), ("key", s(key))]),
                Some(m.get("md-hint-list", &[("key", s(key))])),
                key_place,
            )
        }
        BlockSettingsErrorKind::PgnAndRecord { other } => (
            m.get("md-pgn-and-record", &[("other", s(other))]),
            None,
            key_place,
        ),
        BlockSettingsErrorKind::MovesWithoutRecord => {
            (m.text("md-moves-no-record"), None, key_place)
        }
        BlockSettingsErrorKind::NoRecord => (m.text("md-no-record"), None, None),
    };
    Note {
        hint,
        ..error_note(message, place)
    }
}

/// The note for a pair the settings refuse: at its key when the key is
/// wrong, at the word of an annotation, else at its value.
fn key_error(
    r: &Reporter,
    e: &SettingsError,
    pair: Option<&Pair>,
    key_place: Option<(usize, Vec<Span>)>,
) -> Note {
    let m = &r.msgs;
    let (message, hint, place) = match e {
        SettingsError::Unknown { key, suggestion } => (
            m.get("md-unknown-key", &[("key", s(key))]),
            suggestion.map(|h| m.get("md-hint-key", &[("key", s(h))])),
            key_place,
        ),
        // In a block `notation` is where the coordinates go; a notation's
        // name there meant the record's notation.
        SettingsError::Choice { key, value, .. }
            if crate::settings::fold(key) == "notation"
                && crate::notation::NAMES
                    .iter()
                    .any(|(n, _)| n.eq_ignore_ascii_case(value.trim())) =>
        {
            (
                r.settings_error_text(e),
                Some(m.get("md-hint-notation-dialect", &[("value", s(value))])),
                key_place,
            )
        }
        SettingsError::NoValue { .. }
        | SettingsError::NotHere { .. }
        | SettingsError::Repeated { .. } => (r.settings_error_text(e), None, key_place),
        SettingsError::Annotation(a) => (
            r.settings_error_text(e),
            None,
            pair.filter(|p| p.in_block()).map(|p| {
                let column = p.value.get(..a.at).map_or(0, |t| t.chars().count());
                (p.value_at, vec![Span::new(column, a.word.chars().count())])
            }),
        ),
        e => (r.settings_error_text(e), None, pair.and_then(value_place)),
    };
    Note {
        hint,
        ..error_note(message, place)
    }
}

/// The place of a pair's value (or of its key, when the value is empty), if
/// the pair is in the block.
#[must_use]
pub fn value_place(p: &Pair) -> Option<(usize, Vec<Span>)> {
    if !p.in_block() {
        return None;
    }
    if p.value.is_empty() {
        return Some((p.key_at, vec![Span::new(0, p.key.chars().count())]));
    }
    Some((p.value_at, vec![Span::new(0, p.value.chars().count())]))
}

/// A captured diagnostic placed in the block: one that points into a pair's
/// value (the record, or the base position) points at that value's place.
#[must_use]
pub fn placed(c: &Captured, pairs: &[Pair]) -> Note {
    let place = c.place.as_ref().and_then(|(text, _, spans)| {
        pairs
            .iter()
            .filter(|p| p.in_block())
            .find(|p| p.value.trim() == text.as_str())
            .map(|p| (p.value_at, spans.clone()))
    });
    Note {
        severity: c.severity,
        message: c.message.clone(),
        hint: c.hint.clone(),
        place,
    }
}

/// The byte of `text` at `line` and `column` (both from 1, the column
/// counting characters).
#[must_use]
pub fn offset_of(text: &str, line: usize, column: usize) -> Option<usize> {
    let mut start = 0;
    for _ in 1..line {
        start += text.get(start..)?.find('\n')? + 1;
    }
    let rest = text.get(start..)?;
    let skip = column.checked_sub(1)?;
    rest.char_indices().nth(skip).map(|(i, _)| start + i)
}

/// The lines of a document, to turn byte offsets into line numbers and
/// columns.
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// The lines of `text`.
    #[must_use]
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { text, starts }
    }

    /// The whole text.
    #[must_use]
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The byte where line `line` (1-based) starts, and its text without its
    /// line end; `None` past the last line.
    #[must_use]
    pub fn line(&self, line: usize) -> Option<(usize, &'a str)> {
        let start = *self.starts.get(line.checked_sub(1)?)?;
        let (_, text, _) = self.locate(start);
        Some((start, text))
    }

    /// The line (1-based) that byte `offset` is on, that line's text without
    /// its line end, and the offset's column in characters (0-based).
    #[must_use]
    pub fn locate(&self, offset: usize) -> (usize, &'a str, usize) {
        let offset = offset.min(self.text.len());
        let i = self
            .starts
            .partition_point(|s| *s <= offset)
            .saturating_sub(1);
        let start = self.starts[i];
        let end = self.starts.get(i + 1).map_or(self.text.len(), |e| e - 1);
        let line = &self.text[start..end.max(start)];
        let line = line.strip_suffix('\r').unwrap_or(line);
        let column = self
            .text
            .get(start..offset)
            .map_or(0, |before| before.chars().count());
        (i + 1, line, column)
    }
}

/// Writes a note about a block on stderr, placed in the document whose
/// lines are `index`: `offset` turns a byte of the block's text into a byte
/// of the document, and a note without a place points at `fence` (where
/// the block starts).
pub fn emit(
    reporter: &Reporter,
    note: &Note,
    index: &LineIndex<'_>,
    offset: &dyn Fn(usize) -> usize,
    fence: usize,
) {
    let (at, spans) = match &note.place {
        Some((at, spans)) => (offset(*at), spans.clone()),
        None => (fence, vec![Span::new(0, 1)]),
    };
    let (line, text, column) = index.locate(at);
    let spans = spans
        .into_iter()
        .map(|sp| Span::new(column + sp.start, sp.len.max(1)))
        .collect();
    let place = Place {
        text,
        line: Some(line),
        spans,
    };
    reporter.emit(
        note.severity,
        &note.message,
        Some(place),
        note.hint.as_deref(),
    );
}
