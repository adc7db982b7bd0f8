//! From settings to a diagram: the record read with its warnings, notes and
//! errors as the service sends them, then drawn in the format asked for.

use crate::notation::suggest;
use crate::notation::{DialectChoice, Error, ErrorKind, ParseOptions, Record, Span, WarningKind};
use crate::render::{Diagram, RenderError, Renderer, Style};
use crate::{Board, Color};
use serde::Serialize;

use crate::app::i18n::{n, s};
use crate::app::positions::Choice;
use crate::app::records::{self, Records};
use crate::app::report::{Captured, Place, Reporter, Severity};
use crate::app::scene::{self, Recipe, Scene, Subject};
use crate::app::texts::Templates;
use crate::problems::Problem;
use crate::serve::params::Settings;

pub use crate::render::Format;

/// One diagnostic as the service sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notice {
    /// `error`, `warning` or `note`.
    pub severity: &'static str,
    /// The sentence.
    pub message: String,
    /// The 1-based column of the first character concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// Every place concerned, as 0-based character offset and length.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub spans: Vec<(usize, usize)>,
    /// The line with a caret under the place, as the terminal shows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub excerpt: Option<String>,
    /// What was probably meant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

impl Notice {
    fn new(
        r: &Reporter,
        severity: Severity,
        message: String,
        place: Option<&Place<'_>>,
        hint: Option<String>,
    ) -> Notice {
        Notice {
            severity: match severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "note",
            },
            message,
            column: place.and_then(|p| p.spans.first()).map(Span::column),
            spans: place
                .map(|p| p.spans.iter().map(|s| (s.start, s.len)).collect())
                .unwrap_or_default(),
            excerpt: place.map(|p| r.excerpt(p)),
            hint,
        }
    }

    /// A diagnostic without a place in the record.
    #[must_use]
    pub fn plain(severity: &'static str, message: String) -> Notice {
        Notice {
            severity,
            message,
            column: None,
            spans: Vec::new(),
            excerpt: None,
            hint: None,
        }
    }
}

/// A record that was read, with what is to be said about it.
#[derive(Debug)]
pub struct RecordReading {
    /// The record (a problem's: its board, square for square).
    pub record: Record,
    /// The board to draw (laid over the base, if any).
    pub board: Board,
    /// What is drawn: the board with its marks, texts and description, in
    /// the settings' language.
    pub scene: Scene,
    /// Notes and warnings, in order.
    pub diagnostics: Vec<Notice>,
    /// Whether the record was laid over a base.
    pub overlaid: bool,
}

impl RecordReading {
    /// The record with its placement in English letters (the whole board
    /// when it was laid over a base).
    #[must_use]
    pub fn english(&self) -> String {
        let en = &crate::notation::Dialect::ENGLISH;
        let placement = if self.overlaid {
            crate::notation::write_board(&self.board, en)
        } else {
            crate::notation::write_placement(&self.record.placement, en)
        };
        self.record.with_placement(&placement)
    }
}

/// The error of a record that cannot be read, as a diagnostic.
fn error(r: &Reporter, e: &Error, text: &str) -> Notice {
    let hint = match &e.kind {
        ErrorKind::Ambiguous { readings, .. } => readings
            .first()
            .map(|(d, _)| r.msgs.get("serve-hint-ambiguous", &[("code", s(d.code()))])),
        _ => None,
    };
    let place = Place::new(text, None, e.span);
    Notice::new(r, Severity::Error, r.error_text(e), Some(&place), hint)
}

/// The notes and warnings of a record, grouped as the command line groups
/// them (every unknown character in one warning, with the notation that
/// reads them as the hint).
fn diagnostics(r: &Reporter, record: &Record, text: &str) -> Vec<Notice> {
    let mut out = Vec::new();
    if let Some(d) = &record.detection
        && crate::app::report::noteworthy(d)
    {
        out.push(Notice::new(
            r,
            Severity::Note,
            r.detection_text(d),
            None,
            None,
        ));
    }
    let unknown: Vec<(char, Span)> = record
        .warnings
        .iter()
        .filter_map(|w| match w.kind {
            WarningKind::UnknownCharacter { ch, .. } => Some((ch, w.span)),
            _ => None,
        })
        .collect();
    let hint = (!unknown.is_empty() && record.detection.is_none())
        .then(|| suggest(record.placement_text(), &record.dialect))
        .flatten()
        .map(|d| {
            r.msgs.get(
                "serve-hint-other-dialect",
                &[("code", s(d.code())), ("dialect", s(r.dialect_name(&d)))],
            )
        });
    let mut unknown_told = false;
    for w in &record.warnings {
        let is_unknown = matches!(w.kind, WarningKind::UnknownCharacter { .. });
        if is_unknown && unknown.len() > 1 {
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
            let message = r.msgs.get(
                "warn-unknown-characters",
                &[
                    ("count", n(unknown.len())),
                    ("chars", s(chars.join(" "))),
                    ("dialect", s(r.dialect_name(&record.dialect))),
                ],
            );
            let place = Place {
                text,
                line: None,
                spans: unknown.iter().map(|(_, sp)| *sp).collect(),
            };
            out.push(Notice::new(
                r,
                Severity::Warning,
                message,
                Some(&place),
                hint.clone(),
            ));
        } else {
            let place = Place::new(text, None, w.span);
            out.push(Notice::new(
                r,
                Severity::Warning,
                r.warning_text(w, &record.dialect),
                Some(&place),
                if is_unknown { hint.clone() } else { None },
            ));
        }
    }
    out
}

/// What a request's record is read into: the record, the problem it was
/// read from (a problem in Popeye's input, a LaTeX `diagram`), with the
/// problem's lines, and what is said about it.
struct ParsedRecord {
    /// The record as messages and the image's title name it.
    title: String,
    record: Record,
    problem: Option<Box<Problem>>,
    tags: Vec<(String, String)>,
    diagnostics: Vec<Notice>,
}

/// Reads the record of `settings` in the language of `r`, with the base it
/// is laid over and its caption. A record that cannot be read, or a warning
/// with `strict`, is the error.
///
/// # Errors
/// The diagnostic that stops the diagram.
pub fn read(settings: &Settings, r: &Reporter) -> Result<RecordReading, Box<Notice>> {
    let text = settings.record.as_deref().unwrap_or("").trim().to_owned();
    let base = base(settings, r)?;
    let opts = ParseOptions {
        dialect: settings.dialect,
        merge_digits: settings.merge_digits,
        overlay: base.is_some(),
    };
    let read = match problem(&text, &opts, r)? {
        Some(read) => read,
        None => record(&text, settings, &opts, r)?,
    };
    let ParsedRecord {
        title,
        record,
        problem,
        tags,
        mut diagnostics,
    } = read;
    let board = match &base {
        Some(b) => record.placement.over(b),
        None => record.placement.to_board(),
    };
    let templates = Templates::new(&settings.captions, &settings.lines)
        .map_err(|(t, e)| Box::new(Notice::plain("error", r.template_error_text(&t, &e))))?;
    let recipe = Recipe::new(settings, &templates);
    let subject = Subject {
        tags: &tags,
        problem: problem.as_deref(),
        ..Subject::new(&title, &record, &board)
    };
    // Without a comment nothing can fail.
    let scene = scene::build(&recipe, &subject, &r.msgs, true)
        .map_err(|e| Box::new(Notice::plain("error", r.chessbase_text(&e))))?;
    if scene.side.is_none() && recipe.asks_side() {
        diagnostics.push(Notice::plain("warning", r.msgs.text("warn-caption-side")));
    }
    if settings.strict
        && let Some(first) = diagnostics.iter().find(|d| d.severity == "warning")
    {
        let mut e = first.clone();
        e.severity = "error";
        e.hint = Some(r.msgs.text("serve-hint-strict"));
        return Err(Box::new(e));
    }
    Ok(RecordReading {
        record,
        board,
        scene,
        diagnostics,
        overlaid: base.is_some(),
    })
}

/// The board the record is laid over (`base`), read in the record's
/// notation; `start` is the standard position.
fn base(settings: &Settings, r: &Reporter) -> Result<Option<Board>, Box<Notice>> {
    match settings.base.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some("start") => Ok(Some(Board::standard())),
        Some(b) => {
            let opts = ParseOptions {
                dialect: settings.dialect,
                merge_digits: settings.merge_digits,
                overlay: false,
            };
            match Record::parse(b, &opts) {
                Ok(rec) => Ok(Some(rec.placement.to_board())),
                Err(e) => {
                    let mut d = error(r, &e, b);
                    d.message = r.msgs.get("serve-err-base", &[("reason", s(&d.message))]);
                    Err(Box::new(d))
                }
            }
        }
    }
}

/// A record of several lines that holds a problem (Popeye's input, a LaTeX
/// `diagram`), read as the command line reads the same text: its board,
/// its lines, the marks of its board and its pieces' attributes. `None`
/// when the text holds no problem.
fn problem(
    text: &str,
    opts: &ParseOptions,
    r: &Reporter,
) -> Result<Option<ParsedRecord>, Box<Notice>> {
    if !text.contains('\n') {
        return Ok(None);
    }
    let (first, captured) = r.capture(|| {
        let mut records = Records::of_lines(text, &Choice::default(), r);
        records.next_text(r).ok().flatten().flatten()
    });
    let Some(read) = first.filter(|t| t.problem.is_some()) else {
        return Ok(None);
    };
    let diagnostics: Vec<Notice> = captured.iter().map(|c| captured_diagnostic(r, c)).collect();
    if let Some(e) = diagnostics.iter().find(|d| d.severity == "error") {
        return Err(Box::new(e.clone()));
    }
    let Some(record) = records::read(&read, opts, r) else {
        return Ok(None);
    };
    Ok(Some(ParsedRecord {
        title: read.text,
        record,
        problem: read.problem,
        tags: read.tags,
        diagnostics,
    }))
}

/// A diagnostic the reporter kept, as the service sends it.
fn captured_diagnostic(r: &Reporter, c: &Captured) -> Notice {
    let place = c.place.as_ref().map(|(text, line, spans)| Place {
        text,
        line: *line,
        spans: spans.clone(),
    });
    Notice::new(
        r,
        c.severity,
        c.message.clone(),
        place.as_ref(),
        c.hint.clone(),
    )
}

/// A record of one line, read with its notes and warnings.
fn record(
    text: &str,
    settings: &Settings,
    opts: &ParseOptions,
    r: &Reporter,
) -> Result<ParsedRecord, Box<Notice>> {
    let problem_notation =
        matches!(settings.dialect, DialectChoice::Fixed(d) if d.fairy().is_some());
    if !problem_notation && text.chars().any(char::is_alphabetic) && !crate::input::is_record(text)
    {
        // A sentence or a list of moves is no record: the command line
        // passes such lines over, and the service draws none of them.
        // Digits alone (`fen=8`) are asked for as a record: an empty board;
        // in a problem notation one code (`(!S)`) is a whole record.
        let msg = r.msgs.get("serve-err-not-a-record", &[("text", s(text))]);
        let hint = r.msgs.text("serve-hint-not-a-record");
        return Err(Box::new(Notice::new(
            r,
            Severity::Error,
            msg,
            None,
            Some(hint),
        )));
    }
    let record = Record::parse(text, opts).map_err(|e| Box::new(error(r, &e, text)))?;
    let diagnostics = diagnostics(r, &record, text);
    Ok(ParsedRecord {
        title: text.to_owned(),
        record,
        problem: None,
        tags: Vec::new(),
        diagnostics,
    })
}

/// The notation a reading used, by its code (`de`), for URLs.
#[must_use]
pub fn dialect_code(settings: &Settings, reading: &RecordReading) -> String {
    match settings.dialect {
        DialectChoice::Fixed(d) => d.code(),
        DialectChoice::Auto => reading.record.dialect.code(),
    }
}

/// The diagram and style a reading is drawn in, handed to `then`: the one
/// place both [`draw`] and [`key`] take them from.
fn drawn<T>(
    reading: &RecordReading,
    settings: &Settings,
    then: impl FnOnce(&Diagram<'_>, &Style) -> T,
) -> T {
    let diagram = reading
        .scene
        .diagram(crate::serve::params::image_lang(settings));
    let mut style = settings.style();
    style.flip = reading.scene.flip;
    then(&diagram, &style)
}

/// FNV-1a (128 bits), fed as text is written into it.
struct Fnv(u128);

impl Fnv {
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013B;

    /// Started with the crate's version, so that another version's tags
    /// never match.
    fn new() -> Fnv {
        let mut h = Fnv(0x6c62_272e_07bb_0142_62b8_2175_6295_c58d);
        h.feed(concat!("forsythe/", env!("CARGO_PKG_VERSION"), "\n"));
        h
    }

    fn feed(&mut self, text: &str) {
        for b in text.bytes() {
            self.0 ^= u128::from(b);
            self.0 = self.0.wrapping_mul(Fnv::PRIME);
        }
    }

    fn tag(&self) -> String {
        format!("\"{:032x}\"", self.0)
    }
}

impl std::fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.feed(s);
        Ok(())
    }
}

/// A strong entity tag for `text`: FNV-1a (128 bits) of the crate's version
/// and the text, the same on every machine.
#[cfg(test)]
#[must_use]
pub fn etag(text: &str) -> String {
    let mut h = Fnv::new();
    h.feed(text);
    h.tag()
}

/// The entity tag of a reading drawn in `format`: a hash of every field of
/// the diagram and style that [`draw`] hands the renderer (their derived
/// `Debug` text, so a field added to either is in the key without anyone
/// remembering it), and of the crate's version. Two requests with one key
/// get the same bytes. The text is hashed as it is written, never held.
#[must_use]
pub fn key(reading: &RecordReading, settings: &Settings, format: Format) -> String {
    drawn(reading, settings, |diagram, style| {
        use std::fmt::Write as _;
        let mut h = Fnv::new();
        // Writing into the hash cannot fail.
        let _ = write!(h, "{}\n{diagram:?}\n{style:?}", format.name());
        h.tag()
    })
}

/// Draws a reading.
///
/// # Errors
/// What the renderer refuses (too small, too large, a mark off the board).
pub fn draw(
    reading: &RecordReading,
    settings: &Settings,
    format: Format,
    renderer: &mut Renderer,
) -> Result<Vec<u8>, RenderError> {
    drawn(reading, settings, |diagram, style| {
        renderer.encode(diagram, style, format)
    })
}

/// The message for a diagram the renderer refuses, in the service's words
/// where the command line's would name an option.
#[must_use]
pub fn render_error_text(r: &Reporter, e: &RenderError) -> String {
    match e {
        RenderError::TooSmall { size, files } => r.msgs.get(
            "serve-err-too-small",
            &[("size", n(*size as usize)), ("files", n(*files))],
        ),
        RenderError::ImageTooLarge { width, height } => r.msgs.get(
            "serve-err-image-too-large",
            &[
                ("width", n(*width as usize)),
                ("height", n(*height as usize)),
            ],
        ),
        e => r.render_error_text(e),
    }
}

/// Who moves, for the page.
#[must_use]
pub fn side_name(side: Option<Color>) -> Option<&'static str> {
    side.map(|c| match c {
        Color::White => "w",
        Color::Black => "b",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::http::with_reporter;
    use proptest::prelude::*;

    fn settings(pairs: &[(&str, &str)]) -> Settings {
        let mut s = Settings::default();
        s.apply_all(pairs.iter().copied()).expect("good pairs");
        s
    }

    fn key_and_bytes(s: &Settings, format: Format) -> (String, Vec<u8>) {
        let reading = with_reporter("en", |r| read(s, r)).expect("a readable record");
        let bytes = draw(&reading, s, format, &mut Renderer::new()).expect("drawn");
        (key(&reading, s, format), bytes)
    }

    #[test]
    fn the_key_ignores_how_things_were_said() {
        let fen = "8/8/8/8/8/8/8/K6k";
        let k = |pairs: &[(&str, &str)]| key_and_bytes(&settings(pairs), Format::Svg).0;
        let plain = k(&[("fen", fen)]);
        assert_eq!(
            plain,
            k(&[("fen", fen), ("theme", "classic"), ("size", "400")])
        );
        assert_eq!(plain, k(&[("fen", fen), ("light", "#eed7b3")]));
        assert_ne!(plain, k(&[("fen", fen), ("flip", "1")]));
        assert_eq!(
            k(&[("fen", fen), ("mark", "e4:green")]),
            k(&[("fen", fen), ("marks", "[%csl Ge4]")])
        );
        let svg = k(&[("fen", fen)]);
        let png = key_and_bytes(&settings(&[("fen", fen)]), Format::Png).0;
        assert_ne!(svg, png);
    }

    #[test]
    fn a_hatched_board_in_print_colours_is_not_the_print_theme() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        let (a, a_svg) = key_and_bytes(
            &settings(&[("fen", fen), ("theme", "hatched"), ("dark", "#c4c4c4")]),
            Format::Svg,
        );
        let (b, b_svg) = key_and_bytes(&settings(&[("fen", fen), ("theme", "print")]), Format::Svg);
        assert_ne!(a_svg, b_svg);
        assert_ne!(a, b);
    }

    /// Pairs from a small vocabulary, so that different requests often mean
    /// one diagram.
    fn request() -> impl Strategy<Value = Vec<(&'static str, &'static str)>> {
        let choice = |key: &'static str, values: &'static [&'static str]| {
            proptest::option::of(proptest::sample::select(values))
                .prop_map(move |v| v.map(|v| (key, v)))
        };
        (
            choice("theme", &["classic", "print", "hatched"]),
            choice("dark", &["#c4c4c4", "#000", "#b38760"]),
            choice("light", &["#fff", "#eed7b3"]),
            choice("size", &["400", "200"]),
            choice("mark", &["e4:green", "e4:#15781b"]),
            choice("marks", &["[%csl Ge4]", "[%cal Re2e4]"]),
            choice("frame", &["thin", "thick"]),
            choice("check", &["auto", "none"]),
            choice(
                "fen",
                &[
                    "4k3/8/8/8/8/8/8/4K2R w",
                    "4k3/8/8/8/8/8/8/4K2R w K",
                    "4k3/4R3/8/8/8/8/8/4K3 b",
                ],
            ),
        )
            .prop_map(|t| {
                let mut out: Vec<(&'static str, &'static str)> =
                    [t.0, t.1, t.2, t.3, t.4, t.5, t.6, t.7]
                        .into_iter()
                        .flatten()
                        .collect();
                out.push(t.8.unwrap_or(("fen", "4k3/8/8/8/8/8/8/4K3")));
                out
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn one_key_is_one_picture(a in request(), b in request()) {
            for format in [Format::Svg, Format::Png] {
                let (ka, ba) = key_and_bytes(&settings(&a), format);
                let (kb, bb) = key_and_bytes(&settings(&b), format);
                if ka == kb {
                    prop_assert_eq!(ba, bb, "{:?} and {:?} share a key", a, b);
                } else {
                    prop_assert_ne!(ba, bb, "{:?} and {:?} differ only in key", a, b);
                }
            }
        }
    }
}
