//! What can be wrong with a game: the error that names the game, the place
//! in the text, and what went wrong there.

use std::fmt;

use crate::games::play::{FenProblem, Game, MAX_PLIES};

/// The longest comment a game may have, in bytes.
pub const MAX_COMMENT: usize = 64 * 1024;

/// What went wrong in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GameErrorKind {
    /// The `[Variant]` tag names a variant other than standard chess and
    /// Chess960 (its value as written).
    Variant(String),
    /// The `[FEN]` tag cannot start a game.
    Fen {
        /// The tag's value.
        fen: String,
        /// What is wrong with it.
        problem: FenProblem,
    },
    /// No legal move fits; the move with its number as written (`23...Qxh2`).
    IllegalMove(String),
    /// Several legal moves fit the move as written; their SAN.
    AmbiguousMove {
        /// The move with its number, as written.
        written: String,
        /// The legal moves it could be, in SAN.
        candidates: Vec<String>,
    },
    /// The text is no move (`23...Qh9`, `e4e`).
    UnreadableMove(String),
    /// A null move (`--`, `Z0`, `0000`) by a side in check, which cannot pass.
    NullMove(String),
    /// More than [`MAX_PLIES`] moves.
    TooManyPlies,
    /// A comment longer than [`MAX_COMMENT`] bytes.
    CommentTooLong,
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A `(` variation that is never closed.
    UnclosedVariation,
    /// A `)` that closes no variation.
    UnopenedVariation,
    /// A character that has no place in movetext.
    Unexpected(char),
    /// A line starting with `[` that is no tag pair `[Name "value"]`.
    TagSyntax,
    /// The game's text is longer than a reader accepts (in bytes).
    TooLong(usize),
}

impl fmt::Display for GameErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameErrorKind::Variant(v) => write!(
                f,
                "the variant `{v}` is not supported; games are read in standard chess and Chess960"
            ),
            GameErrorKind::Fen { fen, problem } => {
                write!(f, "the FEN `{fen}` cannot start a game: {problem}")
            }
            GameErrorKind::IllegalMove(m) => write!(f, "`{m}` is not a legal move"),
            GameErrorKind::AmbiguousMove {
                written,
                candidates,
            } => write!(
                f,
                "`{written}` is ambiguous: it could be {}",
                candidates.join(" or ")
            ),
            GameErrorKind::UnreadableMove(m) => write!(f, "`{m}` is not a move"),
            GameErrorKind::NullMove(m) => {
                write!(
                    f,
                    "`{m}` is a null move (a pass) while in check, which cannot be played"
                )
            }
            GameErrorKind::TooManyPlies => {
                write!(f, "the game has more than {MAX_PLIES} plies")
            }
            GameErrorKind::CommentTooLong => {
                write!(f, "the comment is longer than {} KiB", MAX_COMMENT / 1024)
            }
            GameErrorKind::UnclosedComment => write!(f, "the comment `{{` is not closed"),
            GameErrorKind::UnclosedVariation => {
                write!(f, "the variation `(` is not closed")
            }
            GameErrorKind::UnopenedVariation => write!(f, "`)` closes no variation"),
            GameErrorKind::Unexpected(c) => write!(f, "`{c}` has no place in movetext"),
            GameErrorKind::TagSyntax => write!(f, "a tag pair is written [Name \"value\"]"),
            GameErrorKind::TooLong(n) => {
                write!(
                    f,
                    "the game's text is longer than {} MiB",
                    n / (1024 * 1024)
                )
            }
        }
    }
}

/// A game that cannot be read to its end.
///
/// `Display` names the game, the place and the fault:
/// `game 2 (Carlsen – Caruana, Norway Chess), line 14, column 9: `23...Qxh2` is not a legal move`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameError {
    /// The game's number in its text (from 1).
    pub number: usize,
    /// The game's tags, as far as they were read.
    pub tags: Vec<(String, String)>,
    /// Where the fault is (from 1; the column counts characters).
    pub line: usize,
    /// The column of the fault.
    pub column: usize,
    /// What is wrong.
    pub kind: GameErrorKind,
    /// The game up to the fault: every move before it was played, so its
    /// positions can still be drawn. `None` when no position could be set up
    /// (an unsupported variant, a bad FEN, a text too long).
    pub partial: Option<Box<Game>>,
}

impl GameError {
    /// The value of one of the game's tags (`?` counts as none).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag(&self.tags, name)
    }

    /// How the game is named in messages: `game 2 (Carlsen – Caruana, Norway Chess)`;
    /// `?` for a missing player, no parentheses when no player or event is known.
    #[must_use]
    pub fn label(&self) -> String {
        label(self.number, &self.tags)
    }
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty() && *v != "?")
}

pub(crate) fn label(number: usize, tags: &[(String, String)]) -> String {
    let white = tag(tags, "White");
    let black = tag(tags, "Black");
    let event = tag(tags, "Event");
    let mut parts = Vec::new();
    if white.is_some() || black.is_some() {
        parts.push(format!(
            "{} – {}",
            white.unwrap_or("?"),
            black.unwrap_or("?")
        ));
    }
    if let Some(e) = event {
        parts.push(e.to_owned());
    }
    if parts.is_empty() {
        format!("game {number}")
    } else {
        format!("game {number} ({})", parts.join(", "))
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, line {}, column {}: {}",
            self.label(),
            self.line,
            self.column,
            self.kind
        )
    }
}

impl std::error::Error for GameError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|&(n, v)| (n.to_owned(), v.to_owned()))
            .collect()
    }

    #[test]
    fn games_are_named_by_what_their_tags_say() {
        assert_eq!(label(3, &[]), "game 3");
        assert_eq!(label(3, &tags(&[("White", "?"), ("Event", " ")])), "game 3");
        assert_eq!(label(1, &tags(&[("Black", "Tal")])), "game 1 (? – Tal)");
        assert_eq!(
            label(
                2,
                &tags(&[
                    ("Event", "Hastings"),
                    ("White", "Lasker"),
                    ("Black", "Capablanca")
                ])
            ),
            "game 2 (Lasker – Capablanca, Hastings)"
        );
        assert_eq!(label(9, &tags(&[("Event", "Blitz")])), "game 9 (Blitz)");
        let e = GameError {
            number: 4,
            tags: tags(&[("White", "A"), ("Round", "?")]),
            line: 7,
            column: 2,
            kind: GameErrorKind::TooLong(16 * 1024 * 1024),
            partial: None,
        };
        assert_eq!(
            e.to_string(),
            "game 4 (A – ?), line 7, column 2: the game's text is longer than 16 MiB"
        );
        assert_eq!(e.tag("Round"), None);
        assert_eq!(e.tag("White"), Some("A"));
    }
}
