//! The positions an entry of an input gives: a line of a file is one record;
//! a PGN game is played and gives the positions `--at` selects; a lichess
//! puzzle row gives the position after the opponent's move, from the
//! solver's side.

use crate::games::{
    self, Game, GameError, GameErrorKind, Puzzle, PuzzleError, PuzzleErrorKind, SanStyle,
    SelectError, Selection,
};
use crate::input::{Entry, EntryKind};
use crate::{Color, Square};

use crate::app::Fatal;
use crate::app::i18n::{Messages, n, s};
use crate::app::report::{Reporter, Severity};
use crate::settings::{Settings, Way};

/// How the positions of games are chosen and their moves written.
#[derive(Debug, Clone, Default)]
pub struct Choice {
    /// `--at`.
    pub at: Selection,
    /// `--move-letters`.
    pub letters: SanStyle,
}

/// One position of a game or puzzle, with what a diagram of it shows.
#[derive(Debug, Clone)]
pub struct Spot {
    /// The full FEN.
    pub fen: String,
    /// The move just played: from and to.
    pub last_move: Option<(Square, Square)>,
    /// A king in check.
    pub check: Option<Square>,
    /// The comment after the move (where ChessBase keeps its marks).
    pub comment: Option<String>,
    /// The fields a template may ask for: `move`, `ply`, `movenumber`.
    pub fields: Vec<(&'static str, String)>,
    /// The side the board is seen from by default: a puzzle's solver.
    pub seen_from: Option<Color>,
}

/// What an entry gives.
pub enum Played {
    /// Draw the entry's record as it is (a line, a game without moves whose
    /// FEN is no standard position, a CSV row that is no puzzle).
    Record,
    /// These positions, and the game's moves written in English letters
    /// in a game of another language (see [`Strays`]).
    Spots(Vec<Spot>, Strays),
    /// The entry cannot be played: the message, where (line, column), and
    /// the positions selected before the fault.
    Failed {
        /// What is wrong, in the interface language.
        message: String,
        /// Where: line and column.
        place: (usize, usize),
        /// The positions before the fault that the selection takes.
        before: Vec<Spot>,
    },
}

/// The moves of a game in another language's letters that are written in
/// English letters (a stray `Ba3` among German moves): the game's language,
/// and each move's line, column and text. Empty for most games.
#[derive(Debug, Clone, Default)]
pub struct Strays {
    /// The language the game was read in.
    pub language: Option<crate::notation::Dialect>,
    /// Line, column and the move as written.
    pub moves: Vec<(usize, usize, String)>,
    /// What the movetext held that was passed over (a stray `}`, prose
    /// after the last move), with its line and column.
    pub slips: Vec<(usize, usize, games::MovetextSlip)>,
}

impl Strays {
    fn of(game: &Game) -> Strays {
        Strays {
            language: game.language(),
            moves: game.english_moves().to_vec(),
            slips: game.slips().to_vec(),
        }
    }
}

/// The spots of `positions` of `game`: what a diagram of each shows.
pub fn spots<'g>(
    game: &'g Game,
    positions: impl IntoIterator<Item = games::Snapshot<'g>>,
    choice: &Choice,
    seen_from: Option<Color>,
) -> Vec<Spot> {
    positions
        .into_iter()
        .map(|p| {
            let mut fields = vec![
                ("ply", p.ply().to_string()),
                ("movenumber", p.fullmove().to_string()),
            ];
            if let Some(m) = p.san(&choice.letters) {
                fields.push(("move", m));
            }
            let comment = if p.ply() == 0 {
                game.start_comment().map(str::to_owned)
            } else {
                p.comment().map(str::to_owned)
            };
            Spot {
                fen: p.fen(),
                last_move: p.last_squares().filter(|(a, b)| a != b),
                check: p.check(),
                comment,
                fields,
                seen_from,
            }
        })
        .collect()
}

/// The positions of `game` that `choice` selects.
fn selected(
    game: &Game,
    choice: &Choice,
    seen_from: Option<Color>,
    msgs: &Messages,
) -> Result<Vec<Spot>, String> {
    game.selected(&choice.at)
        .map(|ps| spots(game, ps, choice, seen_from))
        .map_err(|e| select_error_text(&e, msgs))
}

/// What `entry` gives, as the `number`-th game of its file.
pub fn play(entry: &Entry, number: usize, choice: &Choice, msgs: &Messages) -> Played {
    match &entry.kind {
        EntryKind::Game {
            pgn,
            pgn_line,
            pgn_column,
            movetext,
            ..
        } => match games::read_game(pgn, *pgn_line, *pgn_column, number) {
            Ok(Some(game)) => match selected(&game, choice, None, msgs) {
                Ok(s) => Played::Spots(s, Strays::of(&game)),
                Err(message) => Played::Failed {
                    message: labelled(msgs, &game_label(number, game.tags(), msgs), &message),
                    place: (game.line(), 1),
                    before: Vec::new(),
                },
            },
            Ok(None) => Played::Record,
            Err(e) if fen_only(&e, movetext) => Played::Record,
            Err(e) => {
                let before = e
                    .partial
                    .as_deref()
                    .and_then(|g| selected(g, choice, None, msgs).ok())
                    .unwrap_or_default();
                Played::Failed {
                    message: game_error_text(&e, msgs),
                    place: (e.line, e.column),
                    before,
                }
            }
        },
        EntryKind::Row { columns } if is_puzzle(columns) => {
            let header: Vec<String> = columns.iter().map(|(h, _)| h.clone()).collect();
            let values: Vec<String> = columns.iter().map(|(_, v)| v.clone()).collect();
            match Puzzle::from_row(&header, values, entry.line as u64, number) {
                Ok(puzzle) => match selected(puzzle.game(), choice, Some(puzzle.solver()), msgs) {
                    Ok(mut spots) => {
                        let solution = puzzle.solution_text(&choice.letters);
                        for s in &mut spots {
                            s.fields.push(("solution", solution.clone()));
                        }
                        Played::Spots(spots, Strays::default())
                    }
                    Err(message) => Played::Failed {
                        message,
                        place: (entry.line, 1),
                        before: Vec::new(),
                    },
                },
                Err(e) => Played::Failed {
                    message: puzzle_error_text(&e, msgs),
                    place: (entry.line, 1),
                    before: Vec::new(),
                },
            }
        }
        _ => Played::Record,
    }
}

/// Whether a row is one of lichess's puzzles.
fn is_puzzle(columns: &[(String, String)]) -> bool {
    games::REQUIRED_COLUMNS
        .iter()
        .all(|c| columns.iter().any(|(h, _)| h.trim() == *c))
}

/// A game whose `[FEN]` is no standard position and which has no moves: a
/// problem database's diagram, drawn as its FEN says (holes, fairy boards,
/// other notations).
fn fen_only(e: &GameError, movetext: &str) -> bool {
    let no_moves = movetext
        .split_whitespace()
        .all(|t| matches!(t, "*" | "1-0" | "0-1" | "1/2-1/2") || t.starts_with('{'));
    matches!(e.kind, GameErrorKind::Fen { .. }) && no_moves
}

fn labelled(msgs: &Messages, label: &str, text: &str) -> String {
    msgs.get("label-text", &[("label", s(label)), ("text", s(text))])
}

/// How a game is named: `game 2 (Carlsen – Caruana, Norway Chess)`.
pub fn game_label(number: usize, tags: &[(String, String)], msgs: &Messages) -> String {
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty() && *v != "?")
    };
    let mut parts = Vec::new();
    let (white, black) = (tag("White"), tag("Black"));
    if white.is_some() || black.is_some() {
        parts.push(format!(
            "{} – {}",
            white.unwrap_or("?"),
            black.unwrap_or("?")
        ));
    }
    if let Some(e) = tag("Event") {
        parts.push(e.to_owned());
    }
    if parts.is_empty() {
        msgs.get("game-label", &[("number", n(number))])
    } else {
        msgs.get(
            "game-label-named",
            &[("number", n(number)), ("name", s(parts.join(", ")))],
        )
    }
}

/// A game's error in the interface language, naming the game.
pub fn game_error_text(e: &GameError, msgs: &Messages) -> String {
    let what = game_fault_text(&e.kind, msgs);
    labelled(msgs, &game_label(e.number, &e.tags, msgs), &what)
}

/// What is wrong with a game, in the interface language, without naming
/// the game (a block holds one).
pub fn game_fault_text(kind: &GameErrorKind, msgs: &Messages) -> String {
    match kind {
        GameErrorKind::Variant(v) => msgs.get("game-variant", &[("variant", s(v))]),
        GameErrorKind::Fen { fen, .. } => msgs.get("game-fen", &[("fen", s(fen))]),
        GameErrorKind::IllegalMove(m) => msgs.get("game-illegal", &[("move", s(m))]),
        GameErrorKind::AmbiguousMove {
            written,
            candidates,
        } => msgs.get(
            "game-ambiguous",
            &[("move", s(written)), ("moves", s(msgs.or_list(candidates)))],
        ),
        GameErrorKind::UnreadableMove(m) => msgs.get("game-unreadable", &[("move", s(m))]),
        GameErrorKind::NullMove(m) => msgs.get("game-null", &[("move", s(m))]),
        GameErrorKind::TooManyPlies => {
            msgs.get("game-too-many-plies", &[("max", n(games::MAX_PLIES))])
        }
        GameErrorKind::CommentTooLong => msgs.get(
            "game-comment-too-long",
            &[("max", n(games::MAX_COMMENT / 1024))],
        ),
        GameErrorKind::UnclosedComment => msgs.text("game-unclosed-comment"),
        GameErrorKind::UnclosedVariation => msgs.text("game-unclosed-variation"),
        GameErrorKind::UnopenedVariation => msgs.text("game-unopened-variation"),
        GameErrorKind::Unexpected(c) => msgs.get("game-unexpected", &[("char", s(c))]),
        GameErrorKind::TagSyntax => msgs.text("game-tag-syntax"),
        GameErrorKind::TooLong(bytes) => {
            msgs.get("game-too-long", &[("max", n(bytes / (1024 * 1024)))])
        }
    }
}

/// A selection the game cannot give, in the interface language.
pub fn select_error_text(e: &SelectError, msgs: &Messages) -> String {
    match e {
        SelectError::NotReached {
            wanted,
            last: Some(last),
        } => msgs.get("at-not-reached", &[("move", s(wanted)), ("last", s(last))]),
        SelectError::NotReached { wanted, last: None } => {
            msgs.get("at-no-moves", &[("move", s(wanted))])
        }
        SelectError::NoMarker => msgs.text("at-no-marker"),
    }
}

/// A puzzle row that cannot be read, in the interface language.
pub fn puzzle_error_text(e: &PuzzleError, msgs: &Messages) -> String {
    match &e.kind {
        PuzzleErrorKind::MissingColumn(c) => msgs.get("puzzle-column", &[("column", s(c))]),
        PuzzleErrorKind::Columns { expected, found } => msgs.get(
            "err-csv-columns",
            &[("found", n(*found)), ("expected", n(*expected))],
        ),
        PuzzleErrorKind::Fen { fen, .. } => msgs.get("game-fen", &[("fen", s(fen))]),
        PuzzleErrorKind::TooFewMoves(m) => msgs.get("puzzle-few-moves", &[("moves", s(m))]),
        PuzzleErrorKind::Move { index, uci, .. } => {
            msgs.get("puzzle-move", &[("index", n(*index)), ("move", s(uci))])
        }
        PuzzleErrorKind::Csv(reason) => reason.clone(),
        PuzzleErrorKind::Io(e) => crate::app::report::io_reason(msgs, e),
        _ => e.to_string(),
    }
}

/// Settings from the command line's pairs, or a usage error in the words
/// every way in shares.
pub fn settings_of<'a>(
    pairs: impl IntoIterator<Item = (&'static str, &'a str)>,
    reporter: &Reporter,
) -> Result<Settings, Fatal> {
    let mut s = Settings::default();
    for (k, v) in pairs {
        // Named as the command line writes it, in the messages.
        s.apply_from(Way::CommandLine, &format!("--{k}"), v)
            .map_err(|e| {
                reporter.emit(
                    Severity::Error,
                    &reporter.settings_error_text(&e),
                    None,
                    None,
                );
                Fatal::Usage
            })?;
    }
    Ok(s)
}
