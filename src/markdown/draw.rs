//! Drawing one block: its pairs become the library's settings, which are
//! drawn with the very functions the `render` command uses. What they
//! report is kept, placed in the block's text, and handed back rather than
//! written.

use std::path::PathBuf;

use crate::games::{self, GameError, GameErrorKind, Selection};
use crate::notation::{Dialect, ParseOptions, Record, Span};
use crate::render::Legend;
use crate::render::{Mark, PieceSet, Renderer};
use crate::settings::{LastMove, ProblemLine, Settings, SettingsError, TextPlace, Way};

use super::block::{self, BlockError, Pair};
use super::output;
use super::settings::{self, Block, BlockSettingsError, ErrorKind};
use crate::app::frames::Frame;
use crate::app::i18n::s;
use crate::app::positions::{self, Choice, Spot};
use crate::app::records::reading;
use crate::app::records::{self, Text};
use crate::app::report::{Captured, Reporter, Severity};
use crate::app::texts::{RecordFields, Templates};
use crate::render::Format;

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
    /// The words the document sets itself, with `texts: document` (the
    /// image then holds the board alone); `None` when they are drawn.
    pub texts: Option<Texts>,
    /// The image has a printed size of its own (`square-size`), which a
    /// typeset document keeps.
    pub natural: bool,
}

/// The words of a diagram, for a document that sets them in its own font:
/// above the board the author, the source, the award and the dedication,
/// under it the stipulation at the left and the piece count at the right,
/// the conditions and the twins, then the legend and the caption. Each is
/// finished text (templates filled in), `None` when the diagram has none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Texts {
    pub author: Option<String>,
    pub source: Option<String>,
    pub award: Option<String>,
    pub dedication: Option<String>,
    pub stipulation: Option<String>,
    pub condition: Option<String>,
    pub twins: Option<String>,
    /// The piece count (`(8+6)`), given with any problem line.
    pub count: Option<String>,
    /// The fairy pieces by their walks (`Grasshopper d4`).
    pub legend: Option<String>,
    pub caption: Option<String>,
}

/// What came of a block: a diagram (or none, after an error), and every
/// diagnostic on the way.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub drawn: Option<Drawn>,
    pub notes: Vec<Note>,
}

/// Draws blocks: the output format, the defaults every block starts from,
/// and a renderer kept from block to block (with the folder of pieces it
/// draws with).
pub struct Drawer<'r> {
    reporter: &'r Reporter,
    format: Format,
    /// The way in the blocks come by.
    way: Way,
    defaults: Vec<Pair>,
    renderer: Option<(Option<PathBuf>, Renderer)>,
}

/// Where an attempt to draw stopped.
enum Stop {
    /// At the options alone (style, notation, marks, base).
    Options,
    /// At the record, or at the game; the note says where.
    Record,
    /// At drawing.
    Drawing,
    /// At the game, or at which of its positions: the note says where.
    Game(Note),
}

/// The position a block draws: its record, or a position of its game.
struct Position {
    /// The text read as the record.
    text: Text,
    /// The position's record, read.
    record: Record,
    /// The board drawn.
    board: crate::Board,
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
            way: Way::Block,
            defaults,
            renderer: None,
        }
    }

    /// The drawer, for blocks that come by `way` (the diagrams of a
    /// typeset document rather than Markdown blocks).
    #[must_use]
    pub fn by(mut self, way: Way) -> Drawer<'r> {
        self.way = way;
        self
    }

    /// The format diagrams are drawn in.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// Checks the defaults on an empty board: what is wrong with them is
    /// wrong for every block. The notes have no place.
    pub fn check_defaults(&mut self) -> Vec<Note> {
        let mut outcome = self.draw_pairs(&[Pair::detached("fen", "8/8/8/8/8/8/8/8")], &[]);
        outcome.notes.retain(|n| n.severity == Severity::Error);
        for n in &mut outcome.notes {
            n.place = None;
        }
        outcome.notes
    }

    /// Draws the block whose text is `text`.
    pub fn draw(&mut self, text: &str) -> Outcome {
        self.draw_with(text, &[])
    }

    /// Draws the block whose text is `text`, with the pairs its info string
    /// gives (`fen black`) before its own: a key given in both is given
    /// twice.
    pub fn draw_with(&mut self, text: &str, info: &[Pair]) -> Outcome {
        match block::parse(text) {
            Ok(pairs) => self.draw_pairs(&pairs, info),
            Err(e) => Outcome {
                drawn: None,
                notes: vec![self.block_error(&e)],
            },
        }
    }

    /// The pairs every block starts from from now on (a default gives way
    /// to the block's own pair of the same key).
    pub fn set_defaults(&mut self, defaults: Vec<Pair>) {
        self.defaults = defaults;
    }

    /// Draws a block read into pairs already, with `info`'s pairs before
    /// its own (a key given in both is given twice). A pair's places are
    /// bytes of whatever text the caller places notes in.
    pub fn draw_pairs(&mut self, block: &[Pair], info: &[Pair]) -> Outcome {
        let given: Vec<Pair> = info.iter().chain(block).cloned().collect();
        let pairs = settings::with_defaults(&self.defaults, &given);
        let settings = match settings::settings_by(self.way, &pairs) {
            Ok(s) => s,
            Err(e) => {
                return Outcome {
                    drawn: None,
                    notes: vec![self.settings_error(&e, &pairs)],
                };
            }
        };
        let reporter = self.reporter;
        let (result, captured) =
            reporter.capture(|| reporter.in_block(|| self.attempt(&settings, &pairs)));
        let mut notes: Vec<Note> = captured.iter().map(|c| place(c, &pairs)).collect();
        let drawn = settings.drawn();
        // A note or warning that does not say where (the notation `auto`
        // chose, a caption without a side to move) is about the record.
        for n in notes.iter_mut().filter(|n| n.severity != Severity::Error) {
            if n.place.is_none() {
                n.place = drawn.and_then(|d| value_place(&pairs[d]));
            }
        }
        match result {
            Ok(drawn) => Outcome {
                drawn: Some(drawn),
                notes,
            },
            Err(Stop::Game(note)) => {
                notes.push(note);
                Outcome { drawn: None, notes }
            }
            Err(stop) => {
                if !notes.iter().any(|n| n.place.is_some()) {
                    let culprit = self.culprit(&pairs, drawn, &stop);
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
    fn culprit(&mut self, pairs: &[Pair], record: Option<usize>, stop: &Stop) -> Option<usize> {
        if matches!(stop, Stop::Record | Stop::Game(_)) {
            return None;
        }
        let record = record?;
        (0..pairs.len())
            .filter(|&i| i != record && pairs[i].in_block())
            .find(|&i| {
                let alone = settings::with_defaults(
                    &self.defaults,
                    &[pairs[record].clone(), pairs[i].clone()],
                );
                match settings::settings_by(self.way, &alone) {
                    Ok(s) => {
                        let reporter = self.reporter;
                        let (result, _) = reporter.capture(|| self.attempt(&s, &alone));
                        result.is_err()
                    }
                    Err(_) => true,
                }
            })
    }

    /// The renderer for the settings' folder of pieces (our own set without
    /// one), made once for each folder.
    fn renderer(&mut self, pieces: Option<&PathBuf>) -> Option<&mut Renderer> {
        let reporter = self.reporter;
        let same = self
            .renderer
            .as_ref()
            .is_some_and(|(p, _)| p.as_ref() == pieces);
        if !same {
            let renderer = match pieces {
                None => Renderer::new(),
                Some(dir) => match PieceSet::from_dir(dir) {
                    Ok(set) => Renderer::with_pieces(set),
                    Err(e) => {
                        reporter.emit(Severity::Error, &reporter.piece_error_text(&e), None, None);
                        return None;
                    }
                },
            };
            self.renderer = Some((pieces.cloned(), renderer));
        }
        self.renderer.as_mut().map(|(_, r)| r)
    }

    /// Draws with `block`'s settings through the `render` command's
    /// functions; every diagnostic goes to the reporter (which is
    /// capturing). Returns the diagram or where it stopped.
    fn attempt(&mut self, block: &Block, pairs: &[Pair]) -> Result<Drawn, Stop> {
        let reporter = self.reporter;
        let s = &block.settings;
        let mut style = s.style();
        let (base, opts) = reading(s.base.as_deref(), s.dialect, s.merge_digits, reporter)
            .map_err(|_| Stop::Options)?;
        let marks = s.marks();
        self.renderer(s.pieces.as_ref()).ok_or(Stop::Options)?;
        let templates = Templates::new(&s.captions, &s.lines).map_err(|(t, e)| {
            reporter.emit(
                Severity::Error,
                &reporter.template_error_text(&t, &e),
                None,
                None,
            );
            Stop::Options
        })?;
        let animate = self.format == Format::Gif;
        let positions = self.position(block, pairs, base.as_ref(), &opts, animate)?;
        // The picture's words (captions, the description) in the block's
        // `lang`, as `--lang` gives them on the command line.
        let lang_msgs;
        let msgs = match s.lang.as_deref() {
            Some(l) => {
                lang_msgs =
                    crate::app::i18n::Messages::new(crate::app::i18n::choose(Some(l), |_| None));
                &lang_msgs
            }
            None => &reporter.msgs,
        };
        let mut frames = Vec::with_capacity(positions.len());
        for (position, spot) in positions {
            let Position {
                text,
                record,
                board,
            } = position;
            let mut marks = marks.clone();
            if let Some(comment) = spot.as_ref().and_then(|s| s.comment.as_deref()) {
                // The marks of the move's comment, as `render` draws them.
                match Mark::parse_chessbase(comment) {
                    Ok(m) => marks.extend(m),
                    Err(e) => {
                        reporter.emit(Severity::Error, &reporter.chessbase_text(&e), None, None);
                        return Err(Stop::Record);
                    }
                }
            }
            let side = record.side_to_move;
            let flip = s
                .flip
                .flipped(side, spot.as_ref().and_then(|s| s.seen_from));
            let extra: Vec<(&str, String)> =
                spot.as_ref().map(|s| s.fields.clone()).unwrap_or_default();
            let fields = RecordFields {
                number: 1,
                line: 1,
                stem: "",
                record: Some(&record),
                tags: &text.tags,
                board: &board,
                side,
                msgs,
                extra: &extra,
            };
            let crate::app::frames::Words {
                caption,
                problem,
                more,
                description,
            } = crate::app::frames::words(&templates, &fields, reporter, frames.is_empty());
            let last_move = match s.last_move {
                Some(LastMove::None) => None,
                Some(LastMove::Move(m)) => Some((m.from, m.to)),
                None => spot.as_ref().and_then(|s| s.last_move),
            };
            let check = s.check.square(&board, side, spot.as_ref().map(|s| s.check));
            frames.push(Frame {
                board,
                side,
                title: text.text.trim().to_owned(),
                caption,
                problem,
                more,
                marks,
                last_move,
                check,
                description,
                flip,
            });
        }
        let format = self.format;
        let lang = msgs.lang();
        // The hash keeps the words whether they are drawn or not.
        let captions: Vec<String> = frames
            .iter()
            .map(|f| f.caption.clone().unwrap_or_default())
            .collect();
        let texts = (s.texts == TextPlace::Document).then(|| {
            // The document sets the words: the image is the board alone.
            style.legend = Legend::None;
            let frame = &mut frames[0];
            // Every drawn line goes to the document (the solution is
            // drawn nowhere).
            let lines = std::mem::take(&mut frame.problem).map(|line, text| {
                text.filter(|t| line != ProblemLine::Solution && !t.trim().is_empty())
            });
            let count = lines
                .iter()
                .any(|(_, l)| l.is_some())
                .then(|| crate::problems::piece_count(&frame.board));
            let legend = (s.legend == Legend::Auto)
                .then(|| crate::app::problem_lines::walk_legend(&frame.board, lang))
                .flatten();
            Texts {
                author: lines.author,
                source: lines.source,
                award: lines.award,
                dedication: lines.dedication,
                stipulation: lines.stipulation,
                condition: lines.condition,
                twins: lines.twins,
                count,
                legend,
                caption: frame.caption.take().filter(|t| !t.trim().is_empty()),
            }
        });
        let Some(renderer) = self.renderer(s.pieces.as_ref()) else {
            return Err(Stop::Options);
        };
        let drawn = if animate {
            crate::app::frames::animation(renderer, &frames, &mut style, s.delay, lang)
        } else {
            style.flip = frames[0].flip;
            renderer.encode(&frames[0].diagram(lang), &style, format)
        };
        let bytes = match drawn {
            Ok(b) => b,
            Err(e) => {
                reporter.emit(Severity::Error, &reporter.render_error_text(&e), None, None);
                return Err(Stop::Drawing);
            }
        };
        let identity = image_identity(s, format);
        let hash = output::stable_hash(
            identity
                .iter()
                .map(String::as_str)
                .chain(captions.iter().map(String::as_str)),
        );
        let alt = output::alt_text(s.alt.as_deref(), &frames[0].description);
        Ok(Drawn {
            bytes,
            hash,
            alt,
            texts,
            natural: s.square_size.is_some(),
        })
    }

    /// The position the block draws: its record as it is, the position
    /// after its `moves` played from the record, or the position of its
    /// `pgn` that `at` names (the end, or the first `[#]` marker, when it
    /// names none). A game's position comes with its spot (last move,
    /// check, comment, the fields `{move}` and `{ply}`).
    fn position(
        &self,
        block: &Block,
        pairs: &[Pair],
        base: Option<&crate::Board>,
        opts: &ParseOptions,
        animate: bool,
    ) -> Result<Vec<(Position, Option<Spot>)>, Stop> {
        let reporter = self.reporter;
        let s = &block.settings;
        let read = |text: Text, opts: &ParseOptions| {
            let record = records::read(&text, opts, reporter).ok_or(Stop::Record)?;
            let board = match base {
                Some(b) => record.placement.over(b),
                None => record.placement.to_board(),
            };
            Ok::<_, Stop>(Position {
                text,
                record,
                board,
            })
        };
        let plain = |t: &str| Text {
            text: t.trim().to_owned(),
            line: None,
            tags: Vec::new(),
            spot: None,
            problem: None,
        };
        let (game, value, tag_lines) = if let (Some(g), Some(text)) = (block.pgn, s.pgn.as_deref())
        {
            (games::read_game(text, 1, 1, 1), g, 0)
        } else if let (Some(m), Some(moves), Some(record)) =
            (block.moves, s.moves.as_deref(), s.record.as_deref())
        {
            // The moves are played from the record, read as any record is
            // (in its notation), then written as the FEN a game starts from.
            let start = read(plain(record), opts)?;
            let fen = start_fen(&start.record);
            let text = format!("[FEN \"{fen}\"]\n{moves}");
            (games::read_game(&text, 0, 1, 1), m, 1)
        } else {
            let record = s.record.as_deref().unwrap_or_default();
            return Ok(vec![(read(plain(record), opts)?, None)]);
        };
        let pair = &pairs[value];
        let game = match game {
            Ok(Some(g)) => g,
            Ok(None) => {
                let msg = reporter.msgs.text("md-no-record");
                reporter.emit(Severity::Error, &msg, None, None);
                return Err(Stop::Record);
            }
            Err(e) => {
                return Err(Stop::Game(
                    self.game_error(&e, pair, block, pairs, tag_lines),
                ));
            }
        };
        let at = match s.at {
            // An animation of a game shows all of it, as `render` draws it.
            Selection::Auto if animate => Selection::Every,
            Selection::Every if !animate => {
                let pair = at_pair(pairs);
                let key = pair.map_or("at", |p| p.key.as_str());
                let message = reporter
                    .msgs
                    .get("md-at-every", &[("key", crate::app::i18n::s(key))]);
                return Err(Stop::Game(error_note(message, pair.and_then(value_place))));
            }
            Selection::Auto if game.marked().is_empty() => Selection::End,
            Selection::Auto => Selection::Marked,
            other => other,
        };
        let choice = Choice {
            at,
            letters: s.san_style(),
        };
        let selected = match game.selected(&at) {
            Ok(p) => p,
            Err(e) => {
                let message = positions::select_error_text(&e, &reporter.msgs);
                let place = at_pair(pairs).and_then(value_place);
                return Err(Stop::Game(error_note(message, place)));
            }
        };
        let mut spots = positions::spots(&game, selected, &choice, None);
        if !animate {
            spots.truncate(1);
        }
        if spots.is_empty() {
            return Err(Stop::Record);
        }
        let fen = ParseOptions {
            dialect: crate::notation::DialectChoice::Fixed(Dialect::ENGLISH),
            merge_digits: false,
            overlay: false,
        };
        let mut out = Vec::with_capacity(spots.len());
        for spot in spots {
            let text = Text {
                text: spot.fen.clone(),
                line: None,
                tags: game.tags().to_vec(),
                spot: None,
                problem: None,
            };
            out.push((read(text, &fen)?, Some(spot)));
        }
        Ok(out)
    }

    /// The note for a game that cannot be played, at the move (or the
    /// record) concerned. `skip` lines of the text read come before the
    /// value.
    fn game_error(
        &self,
        e: &GameError,
        pair: &Pair,
        block: &Block,
        pairs: &[Pair],
        skip: usize,
    ) -> Note {
        let message = positions::game_fault_text(&e.kind, &self.reporter.msgs);
        let place = match &e.kind {
            // The record the moves were to be played from.
            GameErrorKind::Fen { .. } if skip > 0 => {
                block.record.and_then(|r| value_place(&pairs[r]))
            }
            _ => e
                .line
                .checked_sub(skip)
                .filter(|_| pair.in_block())
                .and_then(|line| offset_of(&pair.value, line, e.column))
                .map(|at| {
                    let word = pair.value[at..]
                        .split(char::is_whitespace)
                        .next()
                        .unwrap_or_default();
                    (
                        pair.value_at + at,
                        vec![Span::new(0, word.chars().count().max(1))],
                    )
                })
                .or_else(|| value_place(pair)),
        };
        error_note(message, place)
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
    pub fn block_error(&self, e: &BlockError) -> Note {
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

    /// The note for pairs that do not make settings: the one text every way
    /// in gives, placed at the pair.
    fn settings_error(&self, e: &BlockSettingsError, pairs: &[Pair]) -> Note {
        let r = self.reporter;
        let m = &r.msgs;
        let pair = e.pair.map(|i| &pairs[i]);
        let key_place = pair.and_then(|p| {
            p.in_block()
                .then(|| (p.key_at, vec![Span::new(0, p.key.chars().count())]))
        });
        let value = pair.and_then(value_place);
        let (message, hint, place) = match &e.kind {
            ErrorKind::Settings(SettingsError::Unknown { key, suggestion }) => (
                m.get("md-unknown-key", &[("key", s(key))]),
                suggestion.map(|h| m.get("md-hint-key", &[("key", s(h))])),
                key_place,
            ),
            ErrorKind::Settings(
                e @ (SettingsError::NoValue { .. }
                | SettingsError::NotHere { .. }
                | SettingsError::Repeated { .. }),
            ) => (r.settings_error_text(e), None, key_place),
            ErrorKind::Settings(e @ SettingsError::Annotation(a)) => (
                r.settings_error_text(e),
                None,
                pair.filter(|p| p.in_block()).map(|p| {
                    let column = p.value.get(..a.at).map_or(0, |t| t.chars().count());
                    (p.value_at, vec![Span::new(column, a.word.chars().count())])
                }),
            ),
            ErrorKind::Settings(e) => (r.settings_error_text(e), None, value),
            ErrorKind::Twice { key, first } => {
                let first_key = &pairs[*first].key;
                (
                    m.get("md-key-twice", &[("key", s(key)), ("first", s(first_key))]),
                    None,
                    key_place,
                )
            }
            ErrorKind::Stray { word, key, list } => {
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
            ErrorKind::PgnAndRecord { other } => (
                m.get("md-pgn-and-record", &[("other", s(other))]),
                None,
                key_place,
            ),
            ErrorKind::MovesWithoutRecord => (m.text("md-moves-no-record"), None, key_place),
            ErrorKind::NoRecord => (m.text("md-no-record"), None, None),
        };
        self.note(message, hint, place)
    }
}

/// What makes a block's image, as pairs in a fixed order: its settings
/// (but the alternative text, which is not in the image) and the format.
fn image_identity(settings: &Settings, format: Format) -> Vec<String> {
    let mut identity: Vec<String> = settings::identity(settings)
        .into_iter()
        .filter(|p| !p.starts_with("alt="))
        .collect();
    identity.push(format!("format={}", format.name()));
    identity
}

/// The FEN a game starts from: the record's placement in English letters,
/// its side to move (White's when it gives none), castling rights, en
/// passant square and counters.
fn start_fen(record: &Record) -> String {
    let placement = crate::notation::write_placement(&record.placement, &Dialect::ENGLISH);
    let side = match record.side_to_move {
        Some(crate::Color::Black) => "b",
        _ => "w",
    };
    let castling = record.castling.as_deref().unwrap_or("-");
    let en_passant = record.en_passant.map_or("-".to_owned(), |e| e.to_string());
    format!(
        "{placement} {side} {castling} {en_passant} {} {}",
        record.halfmove_clock.unwrap_or(0),
        record.fullmove_number.unwrap_or(1)
    )
}

/// The byte of `text` at `line` and `column` (both from 1, the column
/// counting characters).
fn offset_of(text: &str, line: usize, column: usize) -> Option<usize> {
    let mut start = 0;
    for _ in 1..line {
        start += text.get(start..)?.find('\n')? + 1;
    }
    let rest = text.get(start..)?;
    let skip = column.checked_sub(1)?;
    rest.char_indices().nth(skip).map(|(i, _)| start + i)
}

/// The last pair that says which position of a game to draw.
fn at_pair(pairs: &[Pair]) -> Option<&Pair> {
    pairs
        .iter()
        .rev()
        .find(|p| crate::settings::find(&p.key).is_some_and(|k| k.name == "at"))
}

/// An error note.
fn error_note(message: String, place: Option<(usize, Vec<Span>)>) -> Note {
    Note {
        severity: Severity::Error,
        message,
        hint: None,
        place,
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
