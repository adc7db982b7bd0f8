//! The positions a block draws: its record as it is, the position after
//! its `moves` played from the record, or the positions of its `pgn` that
//! `at` names, each read as the command line reads a record.

use crate::Board;
use crate::games::{self, Game, GameError, GameErrorKind, Selection};
use crate::notation::{Dialect, DialectChoice, ParseOptions, Record, Span};

use super::notes::{Note, error_note, offset_of, value_place};
use super::pairs::Pair;
use super::settings::BlockSettings;
use crate::app::i18n::s;
use crate::app::positions::{self, Choice, Spot};
use crate::app::records::{self, Text};
use crate::app::report::{Reporter, Severity};

/// Where an attempt to draw a block stopped.
pub enum Stop {
    /// At the options alone (style, notation, marks, base).
    Options,
    /// At the record, or at the game; the note says where.
    Record,
    /// At drawing.
    Drawing,
    /// At the game, or at which of its positions: the note says where.
    Game(Note),
}

/// A position a block draws: its record, or a position of its game.
pub struct BlockPosition {
    /// The text read as the record.
    pub text: Text,
    /// The position's record, read.
    pub record: Record,
    /// The board drawn.
    pub board: Board,
    /// The game's spot it is (last move, check, comment, the fields
    /// `{move}` and `{ply}`).
    pub spot: Option<Spot>,
}

/// How a block's positions are read: what is said goes to `reporter`
/// (which is capturing), records are read by `opts` and laid over `base`.
pub struct BlockReading<'a> {
    pub reporter: &'a Reporter,
    pub block: &'a BlockSettings,
    pub pairs: &'a [Pair],
    pub base: Option<&'a Board>,
    pub opts: &'a ParseOptions,
    /// Every position of a game is drawn (an animation), not one.
    pub animate: bool,
}

impl BlockReading<'_> {
    /// The positions the block draws: its record as it is, the position
    /// after its `moves` played from the record, or the position of its
    /// `pgn` that `at` names (the end, or the first `[#]` marker, when it
    /// names none); every position `at` names for an animation.
    pub fn positions(&self) -> Result<Vec<BlockPosition>, Stop> {
        let s = &self.block.settings;
        let (game, value, tag_lines) =
            if let (Some(g), Some(text)) = (self.block.pgn, s.pgn.as_deref()) {
                (games::read_game(text, 1, 1, 1), g, 0)
            } else if let (Some(m), Some(moves), Some(record)) =
                (self.block.moves, s.moves.as_deref(), s.record.as_deref())
            {
                // The moves are played from the record, read as any record
                // is (in its notation), then written as the FEN a game
                // starts from.
                let start = self.read(plain(record), self.opts, None)?;
                let fen = start_fen(&start.record);
                let text = format!("[FEN \"{fen}\"]\n{moves}");
                (games::read_game(&text, 0, 1, 1), m, 1)
            } else {
                let record = s.record.as_deref().unwrap_or_default();
                return Ok(vec![self.read(plain(record), self.opts, None)?]);
            };
        let pair = &self.pairs[value];
        let game = match game {
            Ok(Some(g)) => g,
            Ok(None) => {
                let msg = self.reporter.msgs.text("md-no-record");
                self.reporter.emit(Severity::Error, &msg, None, None);
                return Err(Stop::Record);
            }
            Err(e) => return Err(Stop::Game(self.game_error(&e, pair, tag_lines))),
        };
        self.game_positions(&game)
    }

    /// The positions of `game` that `at` names.
    fn game_positions(&self, game: &Game) -> Result<Vec<BlockPosition>, Stop> {
        let settings = &self.block.settings;
        let reporter = self.reporter;
        let at = match settings.at {
            // An animation of a game shows all of it, as `render` draws it.
            Selection::Auto if self.animate => Selection::Every,
            Selection::Every if !self.animate => {
                let pair = at_pair(self.pairs);
                let key = pair.map_or("at", |p| p.key.as_str());
                let message = reporter.msgs.get("md-at-every", &[("key", s(key))]);
                return Err(Stop::Game(error_note(message, pair.and_then(value_place))));
            }
            Selection::Auto if game.marked().is_empty() => Selection::End,
            Selection::Auto => Selection::Marked,
            other => other,
        };
        let choice = Choice {
            at,
            letters: settings.san_style(),
        };
        let selected = match game.selected(&at) {
            Ok(p) => p,
            Err(e) => {
                let message = positions::select_error_text(&e, &reporter.msgs);
                let place = at_pair(self.pairs).and_then(value_place);
                return Err(Stop::Game(error_note(message, place)));
            }
        };
        let mut spots = positions::spots(game, selected, &choice, None);
        if !self.animate {
            spots.truncate(1);
        }
        if spots.is_empty() {
            return Err(Stop::Record);
        }
        let fen = ParseOptions {
            dialect: DialectChoice::Fixed(Dialect::ENGLISH),
            merge_digits: false,
            overlay: false,
        };
        spots
            .into_iter()
            .map(|spot| {
                let text = Text {
                    text: spot.fen.clone(),
                    line: None,
                    tags: game.tags().to_vec(),
                    spot: None,
                    problem: None,
                };
                self.read(text, &fen, Some(spot))
            })
            .collect()
    }

    /// Reads `text` by `opts`, laid over the base.
    fn read(
        &self,
        text: Text,
        opts: &ParseOptions,
        spot: Option<Spot>,
    ) -> Result<BlockPosition, Stop> {
        let record = records::read(&text, opts, self.reporter).ok_or(Stop::Record)?;
        let board = match self.base {
            Some(b) => record.placement.over(b),
            None => record.placement.to_board(),
        };
        Ok(BlockPosition {
            text,
            record,
            board,
            spot,
        })
    }

    /// The note for a game that cannot be played, at the move (or the
    /// record) concerned. `skip` lines of the text read come before the
    /// value.
    fn game_error(&self, e: &GameError, pair: &Pair, skip: usize) -> Note {
        let message = positions::game_fault_text(&e.kind, &self.reporter.msgs);
        let place = match &e.kind {
            // The record the moves were to be played from.
            GameErrorKind::Fen { .. } if skip > 0 => {
                self.block.record.and_then(|r| value_place(&self.pairs[r]))
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
}

/// A record given as it is written, with nothing around it.
fn plain(text: &str) -> Text {
    Text {
        text: text.trim().to_owned(),
        line: None,
        tags: Vec::new(),
        spot: None,
        problem: None,
    }
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

/// The last pair that says which position of a game to draw.
fn at_pair(pairs: &[Pair]) -> Option<&Pair> {
    pairs
        .iter()
        .rev()
        .find(|p| crate::settings::find(&p.key).is_some_and(|k| k.name == "at"))
}
