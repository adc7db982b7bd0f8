//! The package's piece letters (`\DefinePieces`, German by default): a
//! piece as its letters (`wDU`) and back, and squares as it writes them.

use crate::board::{Fairy, Shape, Side, Square, Turn};

use super::warning::LostKind;

/// The letters of `\DefinePieces`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Letters {
    /// White, black, neutral.
    pub(super) colours: [char; 3],
    /// King, queen, rook, bishop, knight, pawn.
    pub(super) pieces: [char; 6],
    /// Left, right, upside down.
    pub(super) turns: [char; 3],
}

pub(super) const GERMAN: Letters = Letters {
    colours: ['w', 's', 'n'],
    pieces: ['K', 'D', 'T', 'L', 'S', 'B'],
    turns: ['L', 'R', 'U'],
};

const SIDES: [Side; 3] = [Side::White, Side::Black, Side::Neutral];
pub(super) const ROLES: [Shape; 6] = [
    Shape::King,
    Shape::Queen,
    Shape::Rook,
    Shape::Bishop,
    Shape::Knight,
    Shape::Pawn,
];
const TURNS: [Turn; 3] = [Turn::Left, Turn::Right, Turn::Down];

impl Letters {
    pub(super) fn side(&self, c: char) -> Option<Side> {
        self.colours
            .iter()
            .position(|&l| l == c)
            .and_then(|i| SIDES.get(i).copied())
    }

    /// The shape of a piece letter, and whether it may be turned.
    pub(super) fn shape(&self, c: char) -> Option<(Shape, Turn, bool)> {
        if let Some(i) = self.pieces.iter().position(|&l| l == c) {
            return ROLES.get(i).map(|&s| (s, Turn::Up, true));
        }
        match c {
            'C' => Some((Shape::Circle, Turn::Up, false)),
            'E' => Some((Shape::Equihopper, Turn::Up, false)),
            'X' => Some((Shape::Equihopper, Turn::Right, false)),
            _ => None,
        }
    }

    pub(super) fn turn(&self, c: char) -> Option<Turn> {
        self.turns
            .iter()
            .position(|&l| l == c)
            .and_then(|i| TURNS.get(i).copied())
    }
}

/// The package's letters for a piece (`wDU`), with what the package could
/// not say of it.
pub(super) fn piece_code(f: Fairy) -> (String, Option<LostKind>) {
    let colour = match f.side {
        Side::White => 'w',
        Side::Black => 's',
        Side::Neutral => 'n',
    };
    let mut lost = None;
    let (letter, turnable) = match f.shape {
        Shape::King => ('K', true),
        Shape::Queen => ('D', true),
        Shape::Rook => ('T', true),
        Shape::Bishop => ('L', true),
        Shape::Knight => ('S', true),
        Shape::Pawn => ('B', true),
        Shape::Equihopper => {
            let e = if f.turn.eighths().is_multiple_of(4) {
                'E'
            } else {
                'X'
            };
            if !matches!(f.turn, Turn::Up | Turn::Right) {
                lost = Some(LostKind::Turn);
            }
            (e, false)
        }
        Shape::Circle => {
            if f.turn != Turn::Up {
                lost = Some(LostKind::Turn);
            }
            ('C', false)
        }
        Shape::Cross | Shape::Square | Shape::Triangle => {
            lost = Some(LostKind::Marker);
            ('C', false)
        }
    };
    let mut code = format!("{colour}{letter}");
    if turnable {
        let eighths = f.turn.eighths();
        if eighths % 2 == 1 {
            lost = Some(LostKind::EighthTurn);
        }
        match Turn::from_eighths(eighths - eighths % 2) {
            Turn::Right => code.push('R'),
            Turn::Down => code.push('U'),
            Turn::Left => code.push('L'),
            _ => {}
        }
    }
    (code, lost)
}

/// The order pieces are written in: colour, shape, turn.
pub(super) fn code_order(code: &str) -> (usize, usize, usize) {
    let mut chars = code.chars();
    let colour = chars.next().and_then(|c| "wsn".find(c)).unwrap_or(3);
    let piece = chars.next().and_then(|c| "KDTLSBCEX".find(c)).unwrap_or(9);
    let turn = chars
        .next()
        .and_then(|c| "RUL".find(c))
        .map_or(0, |i| i + 1);
    (colour, piece, turn)
}

/// A square as the package writes it: `e4`, `i{11}`.
pub(super) fn square_code(sq: Square) -> String {
    let file = char::from(b'a' + u8::try_from(sq.file()).unwrap_or(0));
    let rank = sq.rank() + 1;
    if rank > 9 {
        format!("{file}{{{rank}}}")
    } else {
        format!("{file}{rank}")
    }
}

/// The letters of a problem piece without its colour (`DU`), and the piece
/// of such letters with a colour letter (`sDU`).
fn piece_of_code(code: &str) -> Option<Fairy> {
    let mut chars = code.chars();
    let side = GERMAN.side(chars.next()?)?;
    let (shape, base, turnable) = GERMAN.shape(chars.next()?)?;
    let turn = match chars.next() {
        Some(c) if turnable => GERMAN.turn(c)?,
        Some(_) => return None,
        None => base,
    };
    chars.next().is_none().then_some(Fairy {
        side,
        shape,
        turn,
        walk: None,
    })
}

/// A piece and its square at the start of a twin's word (`wKd1`), and the
/// rest of the word.
pub(super) fn coded_square(word: &str) -> Option<(Option<Fairy>, Square, &str)> {
    let square_at = word
        .find(|c: char| c.is_ascii_lowercase() && c != 'w' && c != 's' && c != 'n')
        .filter(|&i| i > 0)
        .or_else(|| {
            word.find(|c: char| c.is_ascii_lowercase())
                .filter(|&i| i > 1)
        });
    let (code, rest) = match square_at {
        Some(i) if word.get(..i).is_some_and(|c| piece_of_code(c).is_some()) => word.split_at(i),
        _ => ("", word),
    };
    let piece = if code.is_empty() {
        None
    } else {
        piece_of_code(code)
    };
    let (square, rest) = Square::parse_prefix(rest)?;
    Some((piece, square, rest))
}
