//! Games: PGN movetext played into positions, and lichess puzzles.
//!
//! A PGN text is read game by game ([`read_games`] for text in memory,
//! [`PgnReader`] for a stream of any size); each game's main-line moves are
//! played from its `[FEN]` tag (or the standard start), in standard chess or
//! Chess960 as its `[Variant]` tag says. A [`Selection`] (what `--at` names)
//! picks positions, and each [`Snapshot`] gives what a diagram needs: the
//! [`Board`](crate::board::Board), the side to move, the FEN, the last move's
//! squares and SAN, the king in check, the comment after the move.
//! A lichess puzzle CSV is read row by row with [`PuzzleReader`].
//!
//! ```
//! use forsythe::games::{Selection, SanStyle, read_games};
//! use forsythe::notation::Dialect;
//!
//! let pgn = r#"[White "Anderssen"] [Black "Dufresne"]
//! 1. e4 e5 2. Nf3 Nc6 {[%csl Ge5]} 3. Bc4 Bc5 *"#;
//! let game = read_games(pgn).next().unwrap().unwrap();
//! let at: Selection = "2...".parse().unwrap();
//! let position = game.selected(&at).unwrap()[0];
//! assert_eq!(position.fen(), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
//! assert_eq!(position.san(&SanStyle::Letters(Dialect::GERMAN)).as_deref(), Some("2...Sc6"));
//! assert_eq!(position.comment(), Some("[%csl Ge5]"));
//! let (from, to) = position.last_squares().unwrap();
//! assert_eq!((from.to_string(), to.to_string()), ("b8".into(), "c6".into()));
//! ```
//!
//! # Use by a command line
//!
//! - `--at WHAT`: parse WHAT as a [`Selection`], then [`Game::selected`]
//!   (or [`Game::select`] for ply numbers); its error names the move a game
//!   does not reach. An animation takes [`Selection::Every`] (or
//!   [`Game::positions`]).
//! - A diagram of a [`Snapshot`]: [`Snapshot::board`], the side-to-move
//!   marker from [`Snapshot::side_to_move`], the last move's arrow or squares
//!   from [`Snapshot::last_squares`], a check mark on [`Snapshot::check`],
//!   marks from [`Snapshot::comment`] (ChessBase `[%csl]`/`[%cal]`).
//! - Captions and names: `{move}` is [`Snapshot::san`] in the chosen
//!   [`SanStyle`]; game tags are [`Game::tag`]; a puzzle's columns are
//!   [`Puzzle::field`] (and tags of [`Puzzle::game`]); plain comment words are
//!   [`comment_text`].
//! - Batch: [`PgnReader`] streams a file's games, [`PuzzleReader`] a CSV's
//!   rows; an error of one game or row ([`GameError`], [`PuzzleError`]) is
//!   reported with its place and the next follows. [`GameError::partial`]
//!   still holds the positions before a bad move.
//!
//! # Move generation
//!
//! Legal moves come from `cozy-chess` (MIT): it generates legal moves for
//! standard chess and Chess960 alike (castling is the king taking its own
//! rook, so one rule serves both), reads and writes Shredder-FEN, is fast
//! (magic bitboards, tables built at compile time), small (no dependency but
//! its own types crate), has no `unsafe` outside an optional feature we do
//! not use, and is a settled release line. The `chess` crate knows no
//! Chess960; `owlchess` writes SAN but knows no Chess960 either. SAN is
//! ours, on top of cozy-chess's legal moves ([`San`]).
//!
//! # FEN written
//!
//! Standard FEN; the en-passant square is given after every two-square pawn
//! step (as the PGN standard has it), whether or not a capture is possible.
//! Castling rights are `KQkq` unless a castling king is off the e-file or a
//! castling rook off the a- or h-file (Chess960); then all are written as
//! Shredder-FEN rook files (`HAha`, `GBgb`).
//!
//! # Limits
//!
//! A game of more than [`MAX_PLIES`] plies, a comment of more than
//! [`MAX_COMMENT`] bytes, and (for [`PgnReader`]) a game text of more than
//! [`MAX_GAME_BYTES`] are errors; nothing is allocated by what the input
//! claims.

mod error;
mod pgn;
mod play;
mod puzzle;
mod san;
mod select;
mod split;
mod stream;

pub use error::{GameError, GameErrorKind, MAX_COMMENT};
pub(crate) use pgn::tag_pair;
pub use pgn::{begins_with_prose, read_game};
pub use play::{
    FenProblem, Game, MAX_PLIES, MovetextSlip, PlayedMove, Snapshot, Variant, VariantError,
};
pub use puzzle::{Puzzle, PuzzleError, PuzzleErrorKind, PuzzleReader, REQUIRED_COLUMNS};
pub use san::{CheckMark, San, SanKind, SanStyle};
pub use select::{SelectError, Selection, SelectionSyntaxError};
pub use split::{Games, read_games};
pub(crate) use split::{begins_pgn, is_move, is_preamble, is_prose_line, preamble, prose_lines};
pub use stream::{Decoder, MAX_GAME_BYTES, PgnReader, ReadError};
pub(crate) use stream::{GameStream, GameText};

/// A comment without its commands: `[%clk …]`, `[%eval …]`, `[%csl …]`,
/// `[%cal …]` and the `[#]` marker are taken out and runs of blanks made one
/// space, leaving the words a caption may show.
///
/// ```
/// use forsythe::games::comment_text;
/// assert_eq!(comment_text("[%clk 0:03:01] A trap! [%cal Rd1d8] [#]"), "A trap!");
/// ```
#[must_use]
pub fn comment_text(comment: &str) -> String {
    let mut out = String::with_capacity(comment.len());
    let mut rest = comment;
    loop {
        let next = [rest.find("[%"), rest.find("[#]")]
            .into_iter()
            .flatten()
            .min();
        let Some(start) = next else {
            out.push_str(rest);
            break;
        };
        out.push_str(&rest[..start]);
        out.push(' ');
        rest = match rest[start..].find(']') {
            Some(end) => &rest[start + end + 1..],
            None => "",
        };
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_words() {
        assert_eq!(comment_text(""), "");
        assert_eq!(comment_text("  plain\n words  "), "plain words");
        assert_eq!(
            comment_text("[%eval 0.2][%clk 0:01:00]Only move."),
            "Only move."
        );
        assert_eq!(comment_text("Zugzwang [#]"), "Zugzwang");
        assert_eq!(comment_text("unfinished [%cal Ge2e4"), "unfinished");
        assert_eq!(comment_text("a [b] c"), "a [b] c");
    }

    #[test]
    fn variants_by_name() {
        for name in [
            "Standard",
            "standard",
            "From Position",
            "",
            "Normal",
            "chess",
        ] {
            assert_eq!(Variant::from_tag(name), Some(Variant::Standard), "{name}");
        }
        for name in [
            "Chess960",
            "chess 960",
            "Fischerandom",
            "Fischer Random",
            "FRC",
            "960",
        ] {
            assert_eq!(Variant::from_tag(name), Some(Variant::Chess960), "{name}");
        }
        for name in [
            "Crazyhouse",
            "Antichess",
            "Atomic",
            "King of the Hill",
            "Three-check",
        ] {
            assert_eq!(Variant::from_tag(name), None, "{name}");
        }
        assert_eq!(Variant::Chess960.to_string(), "Chess960");
    }
}
