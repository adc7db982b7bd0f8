//! A real game's first 80 plies as boards, for the animation tests and the
//! GIF benchmark (which includes this file).

use forsythe::{Board, Cell, Square};

/// The first plies of Kasparov–Topalov, Wijk aan Zee 1999: the move, a rook's
/// move that goes with it (castling), and the square of a king it checks.
pub const GAME: [(&str, &str, &str); 80] = [
    ("e2e4", "", ""),
    ("d7d6", "", ""),
    ("d2d4", "", ""),
    ("g8f6", "", ""),
    ("b1c3", "", ""),
    ("g7g6", "", ""),
    ("c1e3", "", ""),
    ("f8g7", "", ""),
    ("d1d2", "", ""),
    ("c7c6", "", ""),
    ("f2f3", "", ""),
    ("b7b5", "", ""),
    ("g1e2", "", ""),
    ("b8d7", "", ""),
    ("e3h6", "", ""),
    ("g7h6", "", ""),
    ("d2h6", "", ""),
    ("c8b7", "", ""),
    ("a2a3", "", ""),
    ("e7e5", "", ""),
    ("e1c1", "a1d1", ""),
    ("d8e7", "", ""),
    ("c1b1", "", ""),
    ("a7a6", "", ""),
    ("e2c1", "", ""),
    ("e8c8", "a8d8", ""),
    ("c1b3", "", ""),
    ("e5d4", "", ""),
    ("d1d4", "", ""),
    ("c6c5", "", ""),
    ("d4d1", "", ""),
    ("d7b6", "", ""),
    ("g2g3", "", ""),
    ("c8b8", "", ""),
    ("b3a5", "", ""),
    ("b7a8", "", ""),
    ("f1h3", "", ""),
    ("d6d5", "", ""),
    ("h6f4", "", "b8"),
    ("b8a7", "", ""),
    ("h1e1", "", ""),
    ("d5d4", "", ""),
    ("c3d5", "", ""),
    ("b6d5", "", ""),
    ("e4d5", "", ""),
    ("e7d6", "", ""),
    ("d1d4", "", ""),
    ("c5d4", "", ""),
    ("e1e7", "", "a7"),
    ("a7b6", "", ""),
    ("f4d4", "", "b6"),
    ("b6a5", "", ""),
    ("b2b4", "", "a5"),
    ("a5a4", "", ""),
    ("d4c3", "", ""),
    ("d6d5", "", ""),
    ("e7a7", "", ""),
    ("a8b7", "", ""),
    ("a7b7", "", ""),
    ("d5c4", "", ""),
    ("c3f6", "", ""),
    ("a4a3", "", ""),
    ("f6a6", "", "a3"),
    ("a3b4", "", ""),
    ("c2c3", "", "b4"),
    ("b4c3", "", ""),
    ("a6a1", "", "c3"),
    ("c3d2", "", ""),
    ("a1b2", "", "d2"),
    ("d2d1", "", ""),
    ("h3f1", "", ""),
    ("d8d2", "", ""),
    ("b7d7", "", ""),
    ("d2d7", "", ""),
    ("f1c4", "", ""),
    ("b5c4", "", ""),
    ("b2h8", "", ""),
    ("d7d3", "", ""),
    ("h8a8", "", ""),
    ("c4c3", "", ""),
];

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// A board, the move that led to it, and the square of a king in check.
pub type Position = (Board, Option<(Square, Square)>, Option<Square>);

/// Each position of the game's first `plies` plies, with its last move and
/// check: the starting position first.
pub fn positions(plies: usize) -> Vec<Position> {
    let mut board = Board::standard();
    let mut out = vec![(board.clone(), None, None)];
    for &(uci, rook, check) in &GAME[..plies] {
        for m in [uci, rook].iter().filter(|m| !m.is_empty()) {
            let (from, to) = (sq(&m[..2]), sq(&m[2..]));
            let piece = board.get(from).expect("on the board");
            board.set(to, piece);
            board.set(from, Cell::Empty);
        }
        let last = Some((sq(&uci[..2]), sq(&uci[2..])));
        let check = (!check.is_empty()).then(|| sq(check));
        out.push((board.clone(), last, check));
    }
    out
}
