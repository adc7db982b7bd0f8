//! Drawing one block: its pairs become `render` settings, which are drawn
//! with the very functions the `render` command uses. What they report is
//! kept, placed in the block's text, and handed back rather than written.

use forsythe::notation::Span;
use forsythe::render::{Diagram, Problem as ProblemLines, Renderer};

use super::block::{self, BlockError, Pair};
use super::output;
use super::settings::{self, Settings, SettingsError, SettingsErrorKind};
use crate::cli::i18n::s;
use crate::cli::records::{self, Text};
use crate::cli::records::{dialect_choice, reading};
use crate::cli::render::{Format, marks, renderer, style};
use crate::cli::report::{Captured, Reporter, Severity};
use crate::cli::texts::{RecordFields, Templates};

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

/// A diagram drawn from a block.
#[derive(Debug, Clone)]
pub struct Drawn {
    /// The image file's bytes.
    pub bytes: Vec<u8>,
    /// The hash of everything that makes the image (see [`output::file_name`]).
    pub hash: u64,
    /// The image's alternative text.
    pub alt: String,
}

/// What came of a block: a diagram (or none, after an error), and every
/// diagnostic on the way.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub drawn: Option<Drawn>,
    pub notes: Vec<Note>,
}

/// Draws blocks: the output format, the defaults every block starts from,
/// and a renderer kept from block to block.
pub struct Drawer<'r> {
    reporter: &'r Reporter,
    format: Format,
    defaults: Vec<Pair>,
    renderer: Option<Renderer>,
}

/// Where an attempt to draw stopped.
enum Stop {
    /// At the options alone (style, notation, marks, base).
    Options,
    /// At the record.
    Record,
    /// At drawing.
    Drawing,
}

impl<'r> Drawer<'r> {
    /// A drawer for diagrams in `format`, every block starting from the
    /// pairs `defaults`; what it reports goes to `reporter` (by way of the
    /// notes it returns).
    #[must_use]
    pub fn new(reporter: &'r Reporter, format: Format, defaults: Vec<Pair>) -> Drawer<'r> {
        Drawer {
            reporter,
            format,
            defaults,
            renderer: None,
        }
    }

    /// The format diagrams are drawn in.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// Checks the defaults on an empty board: what is wrong with them is
    /// wrong for every block. The notes have no place.
    pub fn check_defaults(&mut self) -> Vec<Note> {
        let mut outcome = self.draw_pairs(&[Pair::detached("fen", "8/8/8/8/8/8/8/8")]);
        outcome.notes.retain(|n| n.severity == Severity::Error);
        for n in &mut outcome.notes {
            n.place = None;
        }
        outcome.notes
    }

    /// Draws the block whose text is `text`.
    pub fn draw(&mut self, text: &str) -> Outcome {
        match block::parse(text) {
            Ok(pairs) => self.draw_pairs(&pairs),
            Err(e) => Outcome {
                drawn: None,
                notes: vec![self.block_error(&e)],
            },
        }
    }

    fn draw_pairs(&mut self, block: &[Pair]) -> Outcome {
        let pairs = settings::with_defaults(&self.defaults, block);
        let settings = match settings::settings(&pairs, self.format) {
            Ok(s) => s,
            Err(e) => {
                return Outcome {
                    drawn: None,
                    notes: vec![self.settings_error(&e, &pairs)],
                };
            }
        };
        let reporter = self.reporter;
        let (result, captured) = reporter.capture(|| self.attempt(&settings, &pairs));
        let mut notes: Vec<Note> = captured.iter().map(|c| place(c, &pairs)).collect();
        // A note or warning that does not say where (the notation `auto`
        // chose, a caption without a side to move) is about the record.
        for n in notes.iter_mut().filter(|n| n.severity != Severity::Error) {
            if n.place.is_none() {
                n.place = value_place(&pairs[settings.record]);
            }
        }
        match result {
            Ok(drawn) => Outcome {
                drawn: Some(drawn),
                notes,
            },
            Err(stop) => {
                if !notes.iter().any(|n| n.place.is_some()) {
                    let culprit = self.culprit(&pairs, settings.record, &stop);
                    if let Some(p) = culprit.map(|i| &pairs[i]) {
                        for n in &mut notes {
                            n.place = value_place(p);
                        }
                    }
                }
                Outcome { drawn: None, notes }
            }
        }
    }

    /// The one pair that makes an attempt fail by itself (with the record
    /// and the defaults), when the failure does not say where it is.
    fn culprit(&mut self, pairs: &[Pair], record: usize, stop: &Stop) -> Option<usize> {
        if matches!(stop, Stop::Record) {
            return None;
        }
        (0..pairs.len())
            .filter(|&i| i != record && pairs[i].in_block())
            .find(|&i| {
                let alone = settings::with_defaults(
                    &self.defaults,
                    &[pairs[record].clone(), pairs[i].clone()],
                );
                match settings::settings(&alone, self.format) {
                    Ok(s) => {
                        let reporter = self.reporter;
                        let (result, _) = reporter.capture(|| self.attempt(&s, &alone));
                        result.is_err()
                    }
                    Err(_) => true,
                }
            })
    }

    /// Draws with `settings` through the `render` command's functions; every
    /// diagnostic goes to the reporter (which is capturing). Returns the
    /// diagram or where it stopped.
    fn attempt(&mut self, settings: &Settings, pairs: &[Pair]) -> Result<Drawn, Stop> {
        let reporter = self.reporter;
        let args = &settings.render;
        let prepared = (|| {
            let style = style(&args.style, reporter).ok()?;
            let from = dialect_choice(&args.style.dialect, reporter).ok()?;
            let (base, opts) = reading(
                args.read.base.as_deref(),
                from,
                args.read.merge_digits,
                reporter,
            )
            .ok()?;
            let marks = marks(&args.style, reporter).ok()?;
            if self.renderer.is_none() {
                self.renderer = Some(renderer(&args.style, reporter).ok()?);
            }
            Some((style, base, opts, marks))
        })();
        let Some((style, base, opts, marks)) = prepared else {
            return Err(Stop::Options);
        };
        let text = Text {
            text: pairs[settings.record].value.trim().to_owned(),
            line: None,
            tags: Vec::new(),
            spot: None,
        };
        let Some(record) = records::read(&text, &opts, reporter) else {
            return Err(Stop::Record);
        };
        let board = match &base {
            Some(b) => record.placement.over(b),
            None => record.placement.to_board(),
        };
        let templates = Templates::new(
            &args.caption,
            [
                args.style.author.as_deref(),
                args.style.source.as_deref(),
                args.style.stipulation.as_deref(),
            ],
        )
        .map_err(|(t, e)| {
            reporter.emit(
                Severity::Error,
                &reporter.template_error_text(&t, &e),
                None,
                None,
            );
            Stop::Options
        })?;
        let fields = RecordFields {
            number: 1,
            line: 1,
            stem: "",
            record: Some(&record),
            tags: &[],
            board: &board,
            side: record.side_to_move,
            msgs: &reporter.msgs,
            extra: &[],
        };
        let caption = templates.caption(&fields);
        if record.side_to_move.is_none()
            && templates
                .captions
                .iter()
                .any(|t| t.fields().any(|f| f == "side"))
        {
            reporter.emit(
                Severity::Warning,
                &reporter.msgs.text("warn-caption-side"),
                None,
                None,
            );
        }
        let problem = templates.problem(&fields);
        let (last_move, check) =
            crate::cli::render::shown(args, &board, record.side_to_move, None, reporter)
                .map_err(|_| Stop::Options)?;
        let extras =
            crate::cli::describe::Extras::new(record.side_to_move, caption.as_deref(), &problem);
        let description = crate::cli::describe::describe(&board, &extras, &reporter.msgs);
        let text = text.text;
        let diagram = Diagram {
            side_to_move: record.side_to_move,
            title: Some(text.trim()),
            caption: caption.as_deref(),
            marks: &marks,
            problem: ProblemLines {
                author: problem[0].as_deref(),
                source: problem[1].as_deref(),
                stipulation: problem[2].as_deref(),
            },
            last_move,
            check,
            description: Some(&description),
            lang: reporter.msgs.lang(),
            ..Diagram::new(&board)
        };
        let Some(renderer) = self.renderer.as_mut() else {
            return Err(Stop::Options);
        };
        let bytes = crate::cli::render::encode(renderer, &diagram, &style, self.format);
        let bytes = match bytes {
            Ok(b) => b,
            Err(e) => {
                reporter.emit(Severity::Error, &reporter.render_error_text(&e), None, None);
                return Err(Stop::Drawing);
            }
        };
        let hash = output::stable_hash(
            settings
                .args
                .iter()
                .map(String::as_str)
                .chain([caption.as_deref().unwrap_or("")]),
        );
        let alt = output::alt_text(settings.alt.as_deref(), &description);
        Ok(Drawn { bytes, hash, alt })
    }

    fn note(
        &self,
        message: String,
        hint: Option<String>,
        place: Option<(usize, Vec<Span>)>,
    ) -> Note {
        Note {
            severity: Severity::Error,
            message,
            hint,
            place,
        }
    }

    /// The note for a block that cannot be read.
    fn block_error(&self, e: &BlockError) -> Note {
        let m = &self.reporter.msgs;
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
        self.note(message, None, at.map(|a| (a, vec![Span::new(0, len)])))
    }

    /// The note for pairs that do not make settings.
    fn settings_error(&self, e: &SettingsError, pairs: &[Pair]) -> Note {
        let m = &self.reporter.msgs;
        let pair = e.pair.map(|i| &pairs[i]);
        let key_place = pair.and_then(|p| {
            p.in_block()
                .then(|| (p.key_at, vec![Span::new(0, p.key.chars().count())]))
        });
        let value = pair.and_then(value_place);
        let (message, hint, place) = match &e.kind {
            SettingsErrorKind::UnknownKey { key, hint } => (
                m.get("md-unknown-key", &[("key", s(key))]),
                hint.map(|h| m.get("md-hint-key", &[("key", s(h))])),
                key_place,
            ),
            SettingsErrorKind::Twice { key, first } => {
                let first_key = &pairs[*first].key;
                (
                    m.get("md-key-twice", &[("key", s(key)), ("first", s(first_key))]),
                    None,
                    key_place,
                )
            }
            SettingsErrorKind::NotABool { key, value: v } => (
                m.get("md-not-a-bool", &[("key", s(key)), ("value", s(v))]),
                None,
                value,
            ),
            SettingsErrorKind::Orientation { value: v } => {
                (m.get("md-orientation", &[("value", s(v))]), None, value)
            }
            SettingsErrorKind::NoValue { key } => {
                (m.get("md-no-value", &[("key", s(key))]), None, key_place)
            }
            SettingsErrorKind::NotSupported { key } => (
                m.get("md-not-supported", &[("key", s(key))]),
                None,
                key_place,
            ),
            SettingsErrorKind::NoRecord => (m.text("md-no-record"), None, None),
            SettingsErrorKind::Annotation { word, at } => (
                m.get("md-annotation", &[("word", s(word))]),
                None,
                pair.filter(|p| p.in_block()).map(|p| {
                    // `at` counts from the trimmed value.
                    let lead = p.value.len() - p.value.trim_start().len();
                    let column = p.value.get(..lead + at).map_or(0, |t| t.chars().count());
                    (p.value_at, vec![Span::new(column, word.chars().count())])
                }),
            ),
            SettingsErrorKind::BadValue { key, value: v } => (
                m.get("md-bad-value", &[("key", s(key)), ("value", s(v))]),
                None,
                value,
            ),
            SettingsErrorKind::Command(reason) => {
                (m.get("md-command", &[("reason", s(reason))]), None, value)
            }
        };
        self.note(message, hint, place)
    }
}

/// The place of a pair's value (or of its key, when the value is empty), if
/// the pair is in the block.
fn value_place(p: &Pair) -> Option<(usize, Vec<Span>)> {
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
fn place(c: &Captured, pairs: &[Pair]) -> Note {
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
