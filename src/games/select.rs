//! Which positions of a game are drawn: the start, the end, the positions
//! ChessBase's `[#]` markers ask for, every position, a choice made from the
//! game itself, or the position after a given move.

use std::fmt;
use std::str::FromStr;

use crate::board::Color;
use crate::games::play::{Game, Snapshot};
use crate::games::san::SanStyle;

/// The positions of a game to draw, as the command line's `--at` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Selection {
    /// `start`: the position before the first move.
    Start,
    /// `end`: the position after the last move.
    End,
    /// `marked`: the positions after each comment holding `[#]`.
    Marked,
    /// `every`: every position, start and end included.
    Every,
    /// `auto`: the marked positions when there are any, else the start when
    /// the game has a `[FEN]` tag (a puzzle), else the end.
    #[default]
    Auto,
    /// `23`: after White's 23rd move; `23...`: after Black's.
    After {
        /// The move number.
        number: u32,
        /// Whose move.
        color: Color,
    },
}

/// A text that is no [`Selection`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectionSyntaxError(pub String);

impl fmt::Display for SelectionSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` names no position; use start, end, marked, every, auto, a move number such as 23 (after White's move) or 23... (after Black's)",
            self.0
        )
    }
}

impl std::error::Error for SelectionSyntaxError {}

impl FromStr for Selection {
    type Err = SelectionSyntaxError;

    /// The words ignore case; a move is its number (1 or more) alone or with
    /// `.` for White's move, with `...` or `…` for Black's.
    fn from_str(s: &str) -> Result<Selection, SelectionSyntaxError> {
        let t = s.trim();
        let word = match t.to_ascii_lowercase().as_str() {
            "start" => Some(Selection::Start),
            "end" => Some(Selection::End),
            "marked" => Some(Selection::Marked),
            "every" => Some(Selection::Every),
            "auto" => Some(Selection::Auto),
            _ => None,
        };
        if let Some(w) = word {
            return Ok(w);
        }
        let (digits, color) = if let Some(d) = t.strip_suffix("...").or(t.strip_suffix('…')) {
            (d, Color::Black)
        } else {
            (t.strip_suffix('.').unwrap_or(t), Color::White)
        };
        match digits.parse::<u32>() {
            Ok(number) if number > 0 && digits.bytes().all(|b| b.is_ascii_digit()) => {
                Ok(Selection::After { number, color })
            }
            _ => Err(SelectionSyntaxError(s.to_owned())),
        }
    }
}

impl fmt::Display for Selection {
    /// As it is read: `start`, `23`, `23...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Selection::Start => f.write_str("start"),
            Selection::End => f.write_str("end"),
            Selection::Marked => f.write_str("marked"),
            Selection::Every => f.write_str("every"),
            Selection::Auto => f.write_str("auto"),
            Selection::After {
                number,
                color: Color::White,
            } => write!(f, "{number}"),
            Selection::After {
                number,
                color: Color::Black,
            } => write!(f, "{number}..."),
        }
    }
}

/// A selection the game cannot give.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SelectError {
    /// The game does not reach the move (`23...`); the last move it has,
    /// with its number (`20.Kh1`), if any.
    NotReached {
        /// The move asked for, as written (`23...`).
        wanted: String,
        /// The game's last move with its number.
        last: Option<String>,
    },
    /// `marked`, but no comment of the game holds `[#]`.
    NoMarker,
}

impl fmt::Display for SelectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SelectError::NotReached {
                wanted,
                last: Some(last),
            } => write!(
                f,
                "the game does not reach move {wanted}; its last move is {last}"
            ),
            SelectError::NotReached { wanted, last: None } => {
                write!(f, "the game does not reach move {wanted}; it has no moves")
            }
            SelectError::NoMarker => write!(f, "the game has no [#] diagram marker"),
        }
    }
}

impl std::error::Error for SelectError {}

impl Game {
    /// The plies a selection asks for, in order.
    ///
    /// # Errors
    /// A move the game does not reach, or `marked` without a marker.
    pub fn select(&self, selection: &Selection) -> Result<Vec<usize>, SelectError> {
        let last = self.last_ply();
        Ok(match *selection {
            Selection::Start => vec![0],
            Selection::End => vec![last],
            Selection::Every => (0..=last).collect(),
            Selection::Marked => {
                let marked = self.marked();
                if marked.is_empty() {
                    return Err(SelectError::NoMarker);
                }
                marked
            }
            Selection::Auto => {
                let marked = self.marked();
                if !marked.is_empty() {
                    marked
                } else if self.has_fen() {
                    vec![0]
                } else {
                    vec![last]
                }
            }
            Selection::After { number, color } => {
                match self
                    .moves()
                    .iter()
                    .position(|m| m.number == number && m.color == color)
                {
                    Some(i) => vec![i + 1],
                    None => {
                        return Err(SelectError::NotReached {
                            wanted: selection.to_string(),
                            last: self
                                .moves()
                                .last()
                                .map(|m| m.numbered(&SanStyle::default())),
                        });
                    }
                }
            }
        })
    }

    /// The positions a selection asks for, in order.
    ///
    /// # Errors
    /// As [`Game::select`].
    pub fn selected(&self, selection: &Selection) -> Result<Vec<Snapshot<'_>>, SelectError> {
        Ok(self
            .select(selection)?
            .into_iter()
            .filter_map(|ply| self.position(ply))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selections_are_read_and_written_back() {
        for (text, sel) in [
            ("start", Selection::Start),
            ("END", Selection::End),
            (" marked ", Selection::Marked),
            ("every", Selection::Every),
            ("Auto", Selection::Auto),
            (
                "23",
                Selection::After {
                    number: 23,
                    color: Color::White,
                },
            ),
            (
                "23.",
                Selection::After {
                    number: 23,
                    color: Color::White,
                },
            ),
            (
                "23...",
                Selection::After {
                    number: 23,
                    color: Color::Black,
                },
            ),
            (
                "7…",
                Selection::After {
                    number: 7,
                    color: Color::Black,
                },
            ),
        ] {
            assert_eq!(text.parse::<Selection>(), Ok(sel), "{text}");
        }
        assert_eq!("23...".parse::<Selection>().unwrap().to_string(), "23...");
        assert_eq!("9".parse::<Selection>().unwrap().to_string(), "9");
        for bad in [
            "",
            "0",
            "0...",
            "-3",
            "+3",
            "23..",
            "x",
            "23....",
            "4294967296",
        ] {
            assert_eq!(
                bad.parse::<Selection>(),
                Err(SelectionSyntaxError(bad.to_owned())),
                "{bad}"
            );
        }
        assert_eq!(
            SelectionSyntaxError("x".into()).to_string(),
            "`x` names no position; use start, end, marked, every, auto, a move number such as 23 (after White's move) or 23... (after Black's)"
        );
    }
}
