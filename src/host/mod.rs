//! The engine as another program embeds it: the Typst plugin, the npm
//! package and the Python package draw through this module and nothing
//! else. A diagram is asked for as the pairs of the one vocabulary of keys
//! (`fen`, `dialect`, `arrows`, `theme`, …), or as the `key: value` lines of
//! a block; the answer is the image with its alternative text and every
//! warning as data, or the reasons it could not be drawn, each placed by
//! key, line and column. Nothing is read from or written to the machine,
//! and nothing is printed.
//!
//! ```
//! use forsythe::host::Engine;
//! use forsythe::render::Format;
//!
//! let mut engine = Engine::new("en");
//! let drawing = engine
//!     .draw(&[("fen", "8/8/8/4k3/8/8/8/4K3 w"), ("arrows", "e1e2")], Format::Svg)
//!     .unwrap();
//! assert!(drawing.bytes.starts_with(b"<svg"));
//! assert!(drawing.diagnostics.is_empty());
//!
//! let e = engine.draw(&[("pgn", "1. e4 e5\n2. Ke3 *")], Format::Svg).unwrap_err();
//! assert_eq!(e.to_string(), "pgn:2:4: error: `2.Ke3` is not a legal move");
//! ```

mod file;

use std::fmt;

use crate::app::block::draw::{BlockImage, Drawer, KeptRenderer};
use crate::app::block::notes::{LineIndex, Note};
use crate::app::block::pairs::{self, Pair};
use crate::app::block::settings as block_settings;
use crate::app::i18n::Messages;
use crate::app::records::{self, Text};
use crate::app::report::{Reporter, Severity};
use crate::input::{Entry, EntryKind};
use crate::notation::Dialect;

pub use crate::app::scene::DocumentWords;
use crate::render::Format;
use crate::settings::Way;

/// How much a diagnostic weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Nothing was made.
    Error,
    /// Something was made, but not all as written (a letter drawn as `?`).
    Warning,
    /// Worth knowing (the notation `auto` chose).
    Note,
}

impl Level {
    /// The level's name: `error`, `warning` or `note`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Note => "note",
        }
    }
}

/// What was said about a request, in the engine's language, and where it
/// points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// How much it weighs.
    pub level: Level,
    /// The message.
    pub message: String,
    /// What to do about it, when there is a suggestion.
    pub hint: Option<String>,
    /// The key whose value it points into (`fen`, `arrows`); `None` when it
    /// is about the request as a whole, or about a block's text.
    pub key: Option<String>,
    /// The line it points at, from 1: in the key's value, or in the block.
    pub line: Option<usize>,
    /// The column it points at, in characters from 1.
    pub column: Option<usize>,
}

impl fmt::Display for Diagnostic {
    /// `fen:1:20: error: …`, the place first as compilers write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(key) = &self.key {
            write!(f, "{key}:")?;
        }
        if let (Some(line), Some(column)) = (self.line, self.column) {
            write!(f, "{line}:{column}:")?;
        }
        if self.key.is_some() || self.line.is_some() {
            f.write_str(" ")?;
        }
        write!(f, "{}: {}", self.level.name(), self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, " ({hint})")?;
        }
        Ok(())
    }
}

/// A request that made nothing: every diagnostic, the errors among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineError {
    /// What was said, in order; at least one is an error.
    pub diagnostics: Vec<Diagnostic>,
}

impl EngineError {
    /// The first error (the one a host shows when it shows one).
    #[must_use]
    pub fn first(&self) -> Option<&Diagnostic> {
        self.diagnostics
            .iter()
            .find(|d| d.level == Level::Error)
            .or(self.diagnostics.first())
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.first() {
            Some(d) => d.fmt(f),
            None => f.write_str("error"),
        }
    }
}

impl std::error::Error for EngineError {}

/// A diagram drawn.
#[derive(Clone)]
pub struct Drawing {
    /// The image file's bytes, in the format asked for.
    pub bytes: Vec<u8>,
    /// Its alternative text: the `alt` key, else the position in words.
    pub alt: String,
    /// The words the document sets itself, with `texts: document` (the
    /// image then holds the board alone).
    pub words: Option<DocumentWords>,
    /// The image has a printed size of its own (`square-size`), which a
    /// page keeps rather than scaling the image to a width.
    pub natural: bool,
    /// The warnings and notes met on the way.
    pub diagnostics: Vec<Diagnostic>,
}

/// A text made from a request (a description, a translation), with the
/// warnings and notes met on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The text.
    pub text: String,
    /// The warnings and notes.
    pub diagnostics: Vec<Diagnostic>,
}

/// The engine: its messages in one language, and what it prepares once and
/// keeps between requests (the piece art, the font, the shapes drawn).
pub struct Engine {
    reporter: Reporter,
    kept: Option<KeptRenderer>,
    way: Way,
}

impl Engine {
    /// An engine whose messages and words are in `lang` (`en`, `de`, `fr`,
    /// `it`, `nl`; a regional tag such as `de-CH` is its language; any
    /// other is English).
    #[must_use]
    pub fn new(lang: &str) -> Engine {
        let chosen = crate::app::i18n::choose(Some(lang), |_| None);
        Engine {
            reporter: Reporter {
                msgs: Messages::new(chosen),
                quiet: false,
                strict: false,
                file: std::cell::RefCell::new(None),
            },
            kept: None,
            way: Way::Block,
        }
    }

    /// The engine, taking the keys of requests that come `way`: a
    /// Markdown block's ([`Way::Block`], the default), or a typeset
    /// document's ([`Way::Document`], with the keys about the page such as
    /// `texts`).
    #[must_use]
    pub fn by(mut self, way: Way) -> Engine {
        self.way = way;
        self
    }

    /// The language of the engine's messages (`en`, `de`, …).
    #[must_use]
    pub fn lang(&self) -> &'static str {
        self.reporter.msgs.lang()
    }

    /// Draws the diagram the pairs describe, in `format`.
    ///
    /// # Errors
    /// Why nothing was drawn: a key that is unknown or has a wrong value, a
    /// record that cannot be read, a game that cannot be played.
    pub fn draw(&mut self, pairs: &[(&str, &str)], format: Format) -> Result<Drawing, EngineError> {
        self.draw_over(&[], pairs, format)
    }

    /// Draws the diagram the pairs describe, each key of `defaults` given
    /// first unless the pairs give it (a document's defaults).
    ///
    /// # Errors
    /// As [`Engine::draw`]; a wrong default is told without a place.
    pub fn draw_over(
        &mut self,
        defaults: &[(&str, &str)],
        pairs: &[(&str, &str)],
        format: Format,
    ) -> Result<Drawing, EngineError> {
        let given = Given::new(pairs);
        let defaults = detached(defaults);
        let strict = self.strict_by(&[&defaults, &given.pairs]);
        let outcome = self.strictly(strict, |e| {
            e.with_drawer(format, &defaults, |d| d.draw_pairs(&given.pairs, &[]))
        });
        given.finish(outcome.drawn, &outcome.notes, Drawing::of)
    }

    /// Draws each item of a file's `text` (FEN or EPD lines, a PGN file,
    /// Popeye's input, an olive or YACPDB collection, LaTeX `diagram`
    /// environments) by the pairs (which give no record), in the file's
    /// order: a problem with its lines and twins, a game at `at`. What is
    /// said about an item is placed by its line in the file.
    ///
    /// # Errors
    /// A wrong pair, or an item that cannot be drawn: every error of the
    /// file, each at its line.
    pub fn file(
        &mut self,
        text: &str,
        pairs: &[(&str, &str)],
        format: Format,
    ) -> Result<Vec<Drawing>, EngineError> {
        let given = Given::new(pairs);
        // The file gives the records: the settings are read as a block's
        // with an empty board for its record.
        let mut all = given.pairs.clone();
        all.push(Pair::detached("fen", "8/8/8/8/8/8/8/8"));
        let block = match block_settings::settings_by(self.way, &all) {
            Ok(b) => b,
            Err(e) => {
                let note =
                    crate::app::block::notes::settings_error(&self.reporter, &e, &given.pairs);
                return Err(EngineError {
                    diagnostics: vec![given.diagnostic(&note)],
                });
            }
        };
        let items = self.strictly(block.settings.strict, |e| {
            e.with_drawer(format, &[], |d| file::items(d, text, &block.settings))
        });
        let mut drawings: Vec<Drawing> = Vec::new();
        let mut errors = Vec::new();
        let mut loose = Vec::new();
        for item in items {
            let said: Vec<Diagnostic> = item.said.iter().map(said_in_file).collect();
            match item.image {
                Some(image) if !said.iter().any(|d| d.level == Level::Error) => {
                    drawings.push(Drawing::of(image, said));
                }
                _ => {
                    let (e, other): (Vec<_>, Vec<_>) =
                        said.into_iter().partition(|d| d.level == Level::Error);
                    errors.extend(e);
                    loose.extend(other);
                }
            }
        }
        if errors.is_empty() && drawings.is_empty() {
            errors.push(Diagnostic {
                level: Level::Error,
                message: self.reporter.msgs.text("md-no-record"),
                hint: None,
                key: None,
                line: None,
                column: None,
            });
        }
        if !errors.is_empty() {
            errors.extend(loose);
            return Err(EngineError {
                diagnostics: errors,
            });
        }
        if let Some(last) = drawings.last_mut() {
            last.diagnostics.extend(loose);
        }
        Ok(drawings)
    }

    /// Draws a block: the `key: value` lines of a Markdown block or a Typst
    /// raw block (its first line may be the record alone), each key of
    /// `defaults` given first unless the block gives it. Places are lines
    /// and columns of `block`.
    ///
    /// # Errors
    /// As [`Engine::draw`], and a block that cannot be read.
    pub fn draw_block(
        &mut self,
        block: &str,
        defaults: &[(&str, &str)],
        format: Format,
    ) -> Result<Drawing, EngineError> {
        let defaults = detached(defaults);
        let parsed = pairs::parse(block);
        let strict = match &parsed {
            Ok(pairs) => self.strict_by(&[&defaults, pairs]),
            Err(_) => false,
        };
        let outcome = self.strictly(strict, |engine| {
            engine.with_drawer(format, &defaults, |d| match parsed {
                Ok(pairs) => d.draw_pairs(&pairs, &[]),
                Err(e) => crate::app::block::draw::BlockOutcome {
                    drawn: None,
                    notes: vec![d.block_error(&e)],
                },
            })
        });
        let index = LineIndex::new(block);
        let diagnostics = outcome
            .notes
            .iter()
            .map(|n| {
                diagnostic(
                    n,
                    None,
                    n.place
                        .as_ref()
                        .map(|(at, spans)| place_in(&index, *at, spans)),
                )
            })
            .collect();
        finish(outcome.drawn, diagnostics, Drawing::of)
    }

    /// The position the pairs describe, in words (each position of a
    /// game's `at: every` on a line of its own).
    ///
    /// # Errors
    /// As [`Engine::draw`].
    pub fn describe(&mut self, pairs: &[(&str, &str)]) -> Result<Answer, EngineError> {
        let given = Given::new(pairs);
        let strict = self.strict_by(&[&given.pairs]);
        let (text, notes) = self.strictly(strict, |e| {
            e.with_drawer(Format::Svg, &[], |d| d.describe_pairs(&given.pairs, &[]))
        });
        given.finish(text, &notes, |text, diagnostics| Answer {
            text,
            diagnostics,
        })
    }

    /// The record of the pairs (`fen`, read in its `dialect`, over its
    /// `base`) written in the notation `to` (`de`, `fairy-fen`,
    /// `popeye`, …). A square that notation cannot write is a warning that
    /// names it.
    ///
    /// # Errors
    /// A notation `to` that is not one, and as [`Engine::describe`].
    pub fn translate(&mut self, pairs: &[(&str, &str)], to: &str) -> Result<Answer, EngineError> {
        let to: Dialect = to.trim().parse().map_err(|e| {
            let message = self.reporter.output_dialect_error_text(&e);
            EngineError {
                diagnostics: vec![Diagnostic {
                    level: Level::Error,
                    message,
                    hint: None,
                    key: Some("to".to_owned()),
                    line: None,
                    column: None,
                }],
            }
        })?;
        let given = Given::new(pairs);
        let (text, notes) = match block_settings::settings_by(self.way, &given.pairs) {
            Ok(block) => {
                self.reporter.strict = block.settings.strict;
                let reporter = &self.reporter;
                let (text, captured) = reporter
                    .capture(|| reporter.in_block(|| written_in(&block.settings, &to, reporter)));
                let notes: Vec<Note> = captured
                    .iter()
                    .map(|c| crate::app::block::notes::placed(c, &given.pairs))
                    .collect();
                self.reporter.strict = false;
                (text, notes)
            }
            Err(e) => (
                None,
                vec![crate::app::block::notes::settings_error(
                    &self.reporter,
                    &e,
                    &given.pairs,
                )],
            ),
        };
        given.finish(text, &notes, |text, diagnostics| Answer {
            text,
            diagnostics,
        })
    }

    /// Draws an entry of a file as [`crate::input::Reader`] reads it, with
    /// the pairs over it: a chess problem (Popeye's input, an olive or
    /// YACPDB collection) as `render` draws it, its fairy pieces, their
    /// attributes, the board's marks and its lines (author, source,
    /// stipulation, conditions, twins) as read; a game as its `pgn`; any
    /// other entry as its record. The pairs give no record of their own.
    ///
    /// # Errors
    /// As [`Engine::draw`]; a problem file's warning with `strict`.
    pub fn draw_entry(
        &mut self,
        entry: &Entry,
        pairs: &[(&str, &str)],
        format: Format,
    ) -> Result<Drawing, EngineError> {
        let (key, record) = match &entry.kind {
            EntryKind::Game { pgn, .. } => ("pgn", pgn.as_str()),
            _ => ("fen", entry.text.as_str()),
        };
        let given: Vec<(&str, &str)> = std::iter::once((key, record))
            .chain(pairs.iter().copied())
            .collect();
        let EntryKind::Problem {
            problem,
            lines,
            warnings,
        } = &entry.kind
        else {
            return self.draw(&given, format);
        };
        let given = Given::new(&given);
        let block = match block_settings::settings_by(self.way, &given.pairs) {
            Ok(block) => block,
            Err(e) => {
                let note =
                    crate::app::block::notes::settings_error(&self.reporter, &e, &given.pairs);
                return given.finish(None::<BlockImage>, &[note], Drawing::of);
            }
        };
        let strict = block.settings.strict;
        let (drawn, captured) = self.strictly(strict, |e| {
            e.with_drawer(format, &[], |drawer| {
                let reporter = drawer.reporter();
                let (told, mut said) = reporter
                    .capture(|| reporter.in_block(|| reporter.problem_warnings(warnings, problem)));
                if !told {
                    return (None, said);
                }
                let text = Text {
                    text: entry.text.clone(),
                    line: Some(entry.line),
                    tags: crate::app::twins::lines_with_twins(problem, lines, &reporter.msgs),
                    spot: None,
                    problem: Some(problem.clone()),
                };
                let (image, mut more) = file::one(drawer, &text, &block.settings);
                said.append(&mut more);
                (image, said)
            })
        });
        let notes: Vec<Note> = captured
            .iter()
            .map(|c| crate::app::block::notes::placed(c, &given.pairs))
            .collect();
        given.finish(drawn, &notes, Drawing::of)
    }

    /// Whether the pairs, each list over the one before, say `strict`: a
    /// warning is then an error, as `--strict` makes it on the command line.
    /// Pairs that cannot be read say nothing here (drawing tells why).
    fn strict_by(&self, lists: &[&[Pair]]) -> bool {
        let said = lists.iter().rev().find_map(|list| {
            list.iter()
                .rev()
                .find(|p| crate::settings::find(&p.key).is_some_and(|k| k.name == "strict"))
        });
        let Some(said) = said else {
            return false;
        };
        // The key alone, with an empty board for the record it needs.
        let pairs = [said.clone(), Pair::detached("fen", "8/8/8/8/8/8/8/8")];
        block_settings::settings_by(self.way, &pairs).is_ok_and(|b| b.settings.strict)
    }

    /// Runs `f` with the engine's warnings errors when `strict`, and as
    /// before after it.
    fn strictly<T>(&mut self, strict: bool, f: impl FnOnce(&mut Engine) -> T) -> T {
        self.reporter.strict = strict;
        let value = f(self);
        self.reporter.strict = false;
        value
    }

    /// Runs `f` on a drawer that draws in `format` from `defaults`, with
    /// the renderer kept from the last request, and keeps it again.
    fn with_drawer<T>(
        &mut self,
        format: Format,
        defaults: &[Pair],
        f: impl FnOnce(&mut Drawer<'_>) -> T,
    ) -> T {
        let mut drawer = Drawer::new(&self.reporter, format, defaults.to_vec())
            .by(self.way)
            .keeping(self.kept.take());
        let value = f(&mut drawer);
        self.kept = drawer.kept();
        value
    }
}

impl fmt::Debug for Drawing {
    /// The image by its size only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Drawing")
            .field("bytes", &format_args!("[{} bytes]", self.bytes.len()))
            .field("alt", &self.alt)
            .field("words", &self.words)
            .field("natural", &self.natural)
            .field("diagnostics", &self.diagnostics)
            .finish()
    }
}

impl Drawing {
    /// The drawing of a block's image, with what was said.
    fn of(image: crate::app::block::draw::BlockImage, diagnostics: Vec<Diagnostic>) -> Drawing {
        Drawing {
            bytes: image.bytes,
            alt: image.alt,
            words: image.texts,
            natural: image.natural,
            diagnostics,
        }
    }
}

/// The answer when there is a value, else the error; the diagnostics go
/// with either.
fn finish<V, T>(
    value: Option<V>,
    diagnostics: Vec<Diagnostic>,
    make: impl FnOnce(V, Vec<Diagnostic>) -> T,
) -> Result<T, EngineError> {
    match value {
        Some(v) if !diagnostics.iter().any(|d| d.level == Level::Error) => Ok(make(v, diagnostics)),
        _ => Err(EngineError { diagnostics }),
    }
}

/// Pairs that stand in no text (a host's defaults).
fn detached(pairs: &[(&str, &str)]) -> Vec<Pair> {
    pairs.iter().map(|(k, v)| Pair::detached(k, v)).collect()
}

/// The pairs of a request, laid end to end in a text of their own
/// (`key: value` a line) so that what is said about a value is placed in
/// it, then told as the key, and the line and column in its value.
struct Given {
    pairs: Vec<Pair>,
}

impl Given {
    fn new(given: &[(&str, &str)]) -> Given {
        let mut at = 0;
        let pairs = given
            .iter()
            .map(|(key, value)| {
                let key_at = at;
                let value_at = key_at + key.len() + 2;
                at = value_at + value.len() + 1;
                Pair {
                    key: (*key).to_owned(),
                    key_at,
                    value: (*value).to_owned(),
                    value_at,
                    implicit: false,
                    follows: false,
                }
            })
            .collect();
        Given { pairs }
    }

    /// The answer, its notes told by key, line and column.
    fn finish<V, T>(
        &self,
        value: Option<V>,
        notes: &[Note],
        make: impl FnOnce(V, Vec<Diagnostic>) -> T,
    ) -> Result<T, EngineError> {
        let diagnostics = notes.iter().map(|n| self.diagnostic(n)).collect();
        finish(value, diagnostics, make)
    }

    /// The note told by the key whose value (or key) it points into.
    fn diagnostic(&self, note: &Note) -> Diagnostic {
        let Some((at, spans)) = &note.place else {
            return diagnostic(note, None, None);
        };
        let Some(pair) = self
            .pairs
            .iter()
            .find(|p| (p.key_at..=p.value_at + p.value.len()).contains(at))
        else {
            return diagnostic(note, None, None);
        };
        let place = at
            .checked_sub(pair.value_at)
            .map(|within| place_in(&LineIndex::new(&pair.value), within, spans));
        diagnostic(note, Some(pair.key.clone()), place)
    }
}

/// The line and column (both from 1) of the byte `at` of an index's text,
/// moved on by the first span's start.
fn place_in(index: &LineIndex<'_>, at: usize, spans: &[crate::notation::Span]) -> (usize, usize) {
    let (line, _, column) = index.locate(at);
    let start = spans.first().map_or(0, |s| s.start);
    (line, column + start + 1)
}

/// What was said about an item of a file, placed by its line in the file.
fn said_in_file(c: &crate::app::report::Captured) -> Diagnostic {
    let (line, column) = match &c.place {
        Some((_, line, spans)) => (*line, Some(spans.first().map_or(0, |s| s.start) + 1)),
        None => (None, None),
    };
    diagnostic(
        &Note {
            severity: c.severity,
            message: c.message.clone(),
            hint: c.hint.clone(),
            place: None,
        },
        None,
        line.zip(column),
    )
}

/// A note as a diagnostic, with its key and place.
fn diagnostic(note: &Note, key: Option<String>, place: Option<(usize, usize)>) -> Diagnostic {
    Diagnostic {
        level: match note.severity {
            Severity::Error => Level::Error,
            Severity::Warning => Level::Warning,
            Severity::Note => Level::Note,
        },
        message: note.message.clone(),
        hint: note.hint.clone(),
        key,
        line: place.map(|p| p.0),
        column: place.map(|p| p.1),
    }
}

/// The record of `settings` written in `to`, as `forsythe translate`
/// writes it; what cannot be read or written is told to `reporter`.
fn written_in(
    settings: &crate::settings::Settings,
    to: &Dialect,
    reporter: &Reporter,
) -> Option<String> {
    let (base, opts) = records::reading(
        settings.base.as_deref(),
        settings.dialect,
        settings.merge_digits,
        reporter,
    )
    .ok()?;
    let text = Text {
        text: settings.record.clone().unwrap_or_default(),
        line: None,
        tags: Vec::new(),
        spot: None,
        problem: None,
    };
    let record = records::read(&text, &opts, reporter)?;
    let placement = match &base {
        Some(b) => crate::notation::write_board(&record.placement.over(b), to),
        None => crate::notation::write_placement(&record.placement, to),
    };
    reporter.tell_unwritable(&record.placement, to, None);
    Some(record.with_placement(&placement))
}

#[cfg(test)]
mod tests {
    use super::*;

    const KINGS: &str = "8/8/8/4k3/8/8/8/4K3 w";

    #[test]
    fn a_record_is_drawn_the_same_by_a_fresh_engine_and_a_warm_one() {
        let mut warm = Engine::new("en");
        let first = warm.draw(&[("fen", KINGS)], Format::Png).unwrap();
        warm.draw(
            &[("fen", "8/8/8/8/8/8/8/QK6"), ("theme", "hatched")],
            Format::Svg,
        )
        .unwrap();
        let again = warm.draw(&[("fen", KINGS)], Format::Png).unwrap();
        let fresh = Engine::new("en")
            .draw(&[("fen", KINGS)], Format::Png)
            .unwrap();
        assert_eq!(first.bytes, again.bytes);
        assert_eq!(first.bytes, fresh.bytes);
        assert!(first.bytes.starts_with(b"\x89PNG"));
        assert_eq!(first.alt, "White to move. White: king e1. Black: king e5.");
    }

    #[test]
    fn an_illegal_move_is_an_error_placed_in_the_game() {
        let e = Engine::new("en")
            .draw(
                &[("size", "300"), ("pgn", "1. e4 e5\n2. Ke3 *")],
                Format::Svg,
            )
            .unwrap_err();
        let d = e.first().unwrap();
        assert_eq!(d.level, Level::Error);
        assert_eq!(
            (d.key.as_deref(), d.line, d.column),
            (Some("pgn"), Some(2), Some(4))
        );
        assert_eq!(e.to_string(), "pgn:2:4: error: `2.Ke3` is not a legal move");
    }

    #[test]
    fn an_unknown_letter_is_drawn_and_warned_of_with_its_place() {
        let mut engine = Engine::new("en");
        let pairs = [("dialect", "en"), ("fen", "8/8/8/4k3/8/8/8/4K2Z w")];
        let drawing = engine.draw(&pairs, Format::Svg).unwrap();
        let warnings: Vec<_> = drawing
            .diagnostics
            .iter()
            .filter(|d| d.level == Level::Warning)
            .collect();
        assert_eq!(warnings.len(), 1, "{:?}", drawing.diagnostics);
        assert_eq!(warnings[0].key.as_deref(), Some("fen"));
        assert_eq!(warnings[0].column, Some(20));
        assert!(warnings[0].message.contains("`Z`"), "{}", warnings[0]);
    }

    /// The `strict` key makes a warning an error, as `--strict` does on
    /// the command line; without it, or after it, the warning stays one.
    #[test]
    fn strict_makes_a_warning_an_error() {
        let mut engine = Engine::new("en");
        let odd = [("dialect", "en"), ("fen", "8/8/8/4k3/8/8/8/4K2Z w")];
        let strict: Vec<(&str, &str)> = odd.iter().copied().chain([("strict", "yes")]).collect();
        let e = engine.draw(&strict, Format::Svg).unwrap_err();
        let errors: Vec<_> = e
            .diagnostics
            .iter()
            .filter(|d| d.level == Level::Error)
            .collect();
        assert_eq!(errors.len(), 1, "{:?}", e.diagnostics);
        assert_eq!(errors[0].key.as_deref(), Some("fen"));
        assert_eq!(errors[0].column, Some(20));
        assert!(errors[0].message.contains("`Z`"), "{}", errors[0]);
        let block = "strict: yes\ndialect: en\nfen: 8/8/8/4k3/8/8/8/4K2Z w";
        assert!(engine.draw_block(block, &[], Format::Svg).is_err());
        assert!(
            engine
                .draw_over(&[("strict", "yes")], &odd, Format::Svg)
                .is_err()
        );
        assert!(engine.describe(&strict).is_err());
        let file = "8/8/8/4k3/8/8/8/4K2Z w\n";
        let by = [("dialect", "en"), ("strict", "yes")];
        assert!(engine.file(file, &by, Format::Svg).is_err());
        assert!(engine.file(file, &by[..1], Format::Svg).is_ok());
        // Not strict: drawn, with the warning; the engine forgets `strict`.
        for pairs in [&odd[..], &[odd[0], odd[1], ("strict", "no")]] {
            let drawing = engine.draw(pairs, Format::Svg).unwrap();
            assert!(
                drawing
                    .diagnostics
                    .iter()
                    .any(|d| d.level == Level::Warning),
                "{:?}",
                drawing.diagnostics
            );
        }
        let kings = [("fen", KINGS), ("strict", "yes")];
        assert!(
            engine
                .draw(&kings, Format::Svg)
                .unwrap()
                .diagnostics
                .is_empty()
        );
    }

    #[test]
    fn a_wrong_value_names_its_key() {
        let e = Engine::new("en")
            .draw(&[("fen", KINGS), ("theme", "plaid")], Format::Svg)
            .unwrap_err();
        let d = e.first().unwrap();
        assert_eq!(
            (d.key.as_deref(), d.line, d.column),
            (Some("theme"), Some(1), Some(1))
        );
    }

    #[test]
    fn a_block_is_placed_by_its_own_lines() {
        let block = "size: 200\nfen: 8/8/8/4k3/8/8/8/4K3\narrows: e2e4 e2e9\n";
        let e = Engine::new("en")
            .draw_block(block, &[], Format::Svg)
            .unwrap_err();
        let d = e.first().unwrap();
        assert_eq!(
            (d.key.as_deref(), d.line, d.column),
            (None, Some(3), Some(9))
        );
        let e = Engine::new("en")
            .draw_block("size: 200\n8/8/8/4k3/8/8/8/4K3", &[], Format::Svg)
            .unwrap_err();
        let d = e.first().unwrap();
        assert_eq!((d.line, d.column), (Some(2), Some(1)));
        let drawn = Engine::new("en")
            .draw_block(
                "8/8/8/4k3/8/8/8/4K3\nflip: yes",
                &[("theme", "hatched")],
                Format::Svg,
            )
            .unwrap();
        assert!(drawn.bytes.starts_with(b"<svg"));
    }

    #[test]
    fn the_words_are_in_the_engines_language() {
        let mut engine = Engine::new("de-CH");
        assert_eq!(engine.lang(), "de");
        let answer = engine.describe(&[("fen", KINGS)]).unwrap();
        assert_eq!(
            answer.text,
            "Weiß am Zug. Weiß: König e1. Schwarz: König e5."
        );
        let e = engine
            .draw(&[("fen", KINGS), ("fliip", "yes")], Format::Svg)
            .unwrap_err();
        assert!(e.to_string().contains("flip"), "{e}");
    }

    #[test]
    fn a_record_is_translated_and_a_wrong_notation_named() {
        let mut engine = Engine::new("en");
        let answer = engine
            .translate(&[("fen", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1")], "de")
            .unwrap();
        assert_eq!(answer.text, "8/8/8/4k3/8/8/8/4K2D w - - 0 1");
        assert!(answer.diagnostics.is_empty());
        let e = engine.translate(&[("fen", KINGS)], "klingon").unwrap_err();
        assert_eq!(e.first().unwrap().key.as_deref(), Some("to"));
    }

    #[test]
    fn each_item_of_a_file_is_drawn_with_its_lines() {
        let popeye = "BeginProblem\nAuthor Sam Loyd\nPieces White Kb5 Qc3 Black Ka7\n\
                      Stipulation #2\nTwin Move c3 c4\nNext\nPieces White Ke1 Black Ke8 Pe7\n\
                      Stipulation h#2\nEndProblem\n";
        let mut engine = Engine::new("en").by(Way::Document);
        let drawings = engine
            .file(popeye, &[("texts", "document")], Format::Svg)
            .unwrap();
        assert_eq!(drawings.len(), 2);
        let words = drawings[0].words.as_ref().unwrap();
        assert_eq!(words.author.as_deref(), Some("Sam Loyd"));
        assert_eq!(words.stipulation.as_deref(), Some("#2"));
        assert_eq!(words.count.as_deref(), Some("(2+1)"));
        assert!(words.twins.as_deref().unwrap().contains("c4"), "{words:?}");
        assert_eq!(
            drawings[1].words.as_ref().unwrap().stipulation.as_deref(),
            Some("h#2")
        );
        let epd = "8/8/8/4k3/8/8/8/4K3 w - - id \"one\";\n8/8/8/8/8/8/8/QK5k b - - id \"two\";\n";
        let drawings = engine
            .file(
                epd,
                &[("caption", "{id}"), ("texts", "document")],
                Format::Png,
            )
            .unwrap();
        assert_eq!(drawings.len(), 2);
        let caption = drawings[1]
            .words
            .as_ref()
            .and_then(|w| w.caption.as_deref());
        assert_eq!(caption, Some("two"));
        assert!(drawings[1].bytes.starts_with(b"\x89PNG"));
    }

    #[test]
    fn a_bad_item_of_a_file_is_an_error_at_its_line() {
        let epd = "8/8/8/4k3/8/8/8/4K3 w - -\n\n8/8/8/4k3/8/8/8/4K3 w - - bm Qh9;\n";
        let e = Engine::new("en")
            .file(epd, &[("pgn", "")], Format::Svg)
            .unwrap_err();
        assert_eq!(e.first().unwrap().key.as_deref(), Some("pgn"));
        let pgn = "[Event \"one\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. e4 e5\n2. Ke3 *\n";
        let e = Engine::new("en").file(pgn, &[], Format::Svg).unwrap_err();
        let d = e.first().unwrap();
        assert_eq!(
            d.message,
            "line 8, column 4: game 2 (two): `2.Ke3` is not a legal move"
        );
    }

    /// The entries of a file's text, as the input reader gives them.
    fn entries(text: &str) -> Vec<Entry> {
        crate::input::Reader::new(text.as_bytes())
            .map(|e| e.unwrap().unwrap())
            .collect()
    }

    #[test]
    fn a_problem_of_a_file_is_drawn_with_its_pieces_and_lines() {
        let file = "BeginProblem\nAuthor A. Writer\nStip h#2\nCond Circe\n\
                    Pieces White Ke1 Qd1 Black Ke8 Neutral Ga4\nTwin Move d1 d7\nEndProblem\n";
        let entries = entries(file);
        assert_eq!(entries.len(), 1);
        let mut engine = Engine::new("en");
        let drawn = engine
            .draw_entry(&entries[0], &[("size", "300")], Format::Svg)
            .unwrap();
        let svg = String::from_utf8(drawn.bytes).unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        for words in ["A. Writer", "h#2", "Circe", "b) "] {
            assert!(svg.contains(words), "{words} is not drawn: {svg}");
        }
        assert!(drawn.alt.contains("grasshopper"), "{}", drawn.alt);
        assert!(drawn.diagnostics.is_empty(), "{:?}", drawn.diagnostics);
        // The pairs are read over the problem, placed as for `draw`.
        let e = engine
            .draw_entry(&entries[0], &[("theme", "plaid")], Format::Png)
            .unwrap_err();
        assert_eq!(e.first().unwrap().key.as_deref(), Some("theme"));
        let png = engine.draw_entry(&entries[0], &[], Format::Png).unwrap();
        assert!(png.bytes.starts_with(b"\x89PNG"));
    }

    #[test]
    fn an_olive_problem_is_drawn_and_its_warnings_told() {
        let file = "---\nauthors:\n  - Writer, Anne\nalgebraic:\n  white: [Kb6, Gc3]\n  \
                    black: [Kd4, Xx5]\nstipulation: \"h#2\"\n";
        let entries = entries(file);
        let drawn = Engine::new("en")
            .draw_entry(&entries[0], &[], Format::Svg)
            .unwrap();
        let svg = String::from_utf8(drawn.bytes).unwrap();
        assert!(svg.contains("Writer") && svg.contains("h#2"), "{svg}");
        let warnings: Vec<String> = drawn
            .diagnostics
            .iter()
            .filter(|d| d.level == Level::Warning)
            .map(ToString::to_string)
            .collect();
        assert_eq!(warnings.len(), 1, "{:?}", drawn.diagnostics);
        assert!(warnings[0].contains("Xx5"), "{}", warnings[0]);
    }

    #[test]
    fn a_game_and_a_record_of_a_file_are_drawn_as_their_pairs() {
        let games = entries("[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n");
        let mut engine = Engine::new("en");
        let drawn = engine.draw_entry(&games[0], &[], Format::Svg).unwrap();
        let pgn = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *";
        let direct = engine.draw(&[("pgn", pgn)], Format::Svg).unwrap();
        assert_eq!(drawn.bytes, direct.bytes);
        let records = entries("8/8/8/4k3/8/8/8/4K3 w\n");
        let drawn = engine.draw_entry(&records[0], &[], Format::Svg).unwrap();
        let direct = engine.draw(&[("fen", KINGS)], Format::Svg).unwrap();
        assert_eq!(drawn.bytes, direct.bytes);
    }
}
