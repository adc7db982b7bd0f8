//! A board written as problem files hold it: Popeye's `pieces` section and
//! the `algebraic` field of an olive or YACPDB entry. Both name each piece
//! by its Popeye code in English (`K`, `S`, `G`, `CA`) and its square on
//! Popeye's 8×8 board; what they cannot hold (a hole, a square past h8, a
//! picture no walk is drawn in, an unknown square) is given back as lost.

use crate::board::{Board, Cell, Color, Fairy, Role, Side, Square, Turn, Walk, WalkLanguage};

/// A board's pieces by side, each with its Popeye code, and the squares
/// that cannot be written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PieceList {
    /// White's, Black's and the neutral pieces, in that order: each list
    /// holds `(code, squares)`, the orthodox pieces first (K, Q, R, B, S,
    /// P), then the walks by code; squares by file, then by rank.
    pub sides: [Vec<(String, Vec<Square>)>; 3],
    /// The squares that neither form can hold, in reading order (a8 first).
    pub lost: Vec<Square>,
}

/// Popeye's English code of a piece, upper case (`Q`, `S`, `G`, `CA`), or
/// `None` when no walk is drawn in its picture.
fn code(f: Fairy) -> Option<String> {
    let english = WalkLanguage::English;
    let orthodox = |role: Role| match role {
        Role::King => "k",
        Role::Queen => "q",
        Role::Rook => "r",
        Role::Bishop => "b",
        Role::Knight => "s",
        Role::Pawn => "p",
    };
    let reads_back = |w: Walk| Walk::from_code(w.code(english), english) == Some(w);
    let code = match (f.walk, f.shape.role(), f.turn) {
        (Some(w), _, _) if reads_back(w) => w.code(english),
        (None, Some(role), Turn::Up) => orthodox(role),
        (None, _, _) => Walk::all()
            .filter(|w| w.shape() == f.shape && w.turn() == f.turn && reads_back(*w))
            .map(|w| w.code(english))
            .next()?,
        _ => return None,
    };
    Some(code.to_uppercase())
}

/// Where a code stands in the list: the orthodox pieces in their order,
/// then the others by code.
fn rank_of(code: &str) -> (usize, String) {
    let order = ["K", "Q", "R", "B", "S", "P"];
    let at = order.iter().position(|c| *c == code).unwrap_or(order.len());
    (at, code.to_owned())
}

/// The board's pieces as Popeye codes, and what cannot be written.
///
/// ```
/// use forsythe::problems::piece_list;
/// let board: forsythe::Board = "k7/8/8/8/8/8/8/K7".parse().unwrap();
/// let list = piece_list(&board);
/// assert_eq!(list.sides[0][0].0, "K");
/// assert!(list.lost.is_empty());
/// ```
#[must_use]
pub fn piece_list(board: &Board) -> PieceList {
    let mut list = PieceList::default();
    let mut cells: Vec<(Square, Cell)> = board.cells().collect();
    cells.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    for (sq, cell) in cells {
        let fairy = match cell {
            Cell::Empty => continue,
            Cell::Piece(p) => Fairy::from(p),
            Cell::Fairy(f) => f,
            Cell::Hole | Cell::Unknown(_) | Cell::Text(_) => {
                list.lost.push(sq);
                continue;
            }
        };
        let Some(code) = code(fairy).filter(|_| sq.file() < 8 && sq.rank() < 8) else {
            list.lost.push(sq);
            continue;
        };
        let side = match fairy.side {
            Side::White => 0,
            Side::Black => 1,
            Side::Neutral => 2,
        };
        let group = &mut list.sides[side];
        match group.iter_mut().find(|(c, _)| *c == code) {
            Some((_, squares)) => squares.push(sq),
            None => group.push((code, vec![sq])),
        }
    }
    for group in &mut list.sides {
        group.sort_by_key(|(code, _)| rank_of(code));
    }
    list.lost
        .sort_by_key(|s| (std::cmp::Reverse(s.rank()), s.file()));
    list
}

const SIDE_WORDS: [&str; 3] = ["white", "black", "neutral"];

/// Popeye's `pieces` section of the board: a line for each side that has
/// pieces, each piece's code followed by its squares (`Pa2b2`).
///
/// ```
/// use forsythe::problems::popeye_pieces;
/// let board: forsythe::Board = "k7/8/8/8/8/8/PP6/K7".parse().unwrap();
/// assert_eq!(popeye_pieces(&board), "pieces\n  white Ka1 Pa2b2\n  black Ka8\n");
/// ```
#[must_use]
pub fn popeye_pieces(board: &Board) -> String {
    let list = piece_list(board);
    let mut out = String::from("pieces\n");
    for (word, group) in SIDE_WORDS.iter().zip(&list.sides) {
        if group.is_empty() {
            continue;
        }
        let pieces: Vec<String> = group
            .iter()
            .map(|(code, squares)| {
                let squares: String = squares.iter().map(Square::to_string).collect();
                format!("{code}{squares}")
            })
            .collect();
        out.push_str(&format!("  {word} {}\n", pieces.join(" ")));
    }
    out
}

/// The `algebraic` field of an olive or YACPDB entry: a list for each
/// side that has pieces, one code and square each (`Ka1`, `Pa2`), with
/// `stipulation` and the document marker around it.
///
/// ```
/// use forsythe::problems::olive_entry;
/// let board: forsythe::Board = "k7/8/8/8/8/8/PP6/K7".parse().unwrap();
/// assert_eq!(
///     olive_entry(&board, None),
///     "---\nalgebraic:\n  white: [Ka1, Pa2, Pb2]\n  black: [Ka8]\n"
/// );
/// ```
#[must_use]
pub fn olive_entry(board: &Board, side: Option<Color>) -> String {
    let list = piece_list(board);
    let mut out = String::from("---\n");
    if let Some(Color::Black) = side {
        // A problem is White's to move unless it says otherwise.
        out.push_str("options:\n  - WhiteToPlay\n");
    }
    out.push_str("algebraic:\n");
    for (word, group) in SIDE_WORDS.iter().zip(&list.sides) {
        if group.is_empty() {
            continue;
        }
        let pieces: Vec<String> = group
            .iter()
            .flat_map(|(code, squares)| squares.iter().map(move |sq| format!("{code}{sq}")))
            .collect();
        out.push_str(&format!("  {word}: [{}]\n", pieces.join(", ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{self, Dialect, ReadOptions};

    fn board(text: &str, dialect: Dialect) -> Board {
        let opts = ReadOptions {
            dialect,
            ..Default::default()
        };
        notation::read_forsyth(text, 0, &opts)
            .unwrap()
            .placement
            .to_board()
    }

    #[test]
    fn fairy_pieces_are_written_by_their_walks() {
        // A grasshopper on d4, a neutral rook on c6, a hole on h1, a zebra.
        let b = board("8/8/2=r5/8/3G4/5Z2/8/k6K", Dialect::POPEYE);
        let list = piece_list(&b);
        assert_eq!(list.lost, Vec::<Square>::new());
        assert_eq!(
            popeye_pieces(&b),
            "pieces\n  white Kh1 Gd4 Zf3\n  black Ka1\n  neutral Rc6\n"
        );
        assert_eq!(
            olive_entry(&b, None),
            "---\nalgebraic:\n  white: [Kh1, Gd4, Zf3]\n  black: [Ka1]\n  neutral: [Rc6]\n"
        );
    }

    #[test]
    fn what_cannot_be_written_is_told() {
        let b = board("-8/9/9/9/9/9/9/K7k", Dialect::FFEN);
        let list = piece_list(&b);
        let lost: Vec<String> = list.lost.iter().map(Square::to_string).collect();
        assert_eq!(lost, ["a8", "i1"]);
        assert_eq!(popeye_pieces(&b), "pieces\n  white Ka1\n");
    }

    #[test]
    fn what_is_written_reads_back() {
        let b = board("8/8/2=r5/8/3G4/5Z2/2P5/k6K", Dialect::POPEYE);
        let text = format!("begin\n{}stipulation #2\nend\n", popeye_pieces(&b));
        let read = crate::problems::read_popeye(&text);
        assert_eq!(read.problems[0].board, b);
        let read = crate::problems::read_olive(&olive_entry(&b, None));
        assert_eq!(read.problems[0].board, b);
    }
}
