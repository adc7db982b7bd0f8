//! The piece count a problem is published with: `(8+6)`, and for a
//! computer-tested problem with total invisibles `C+ (3+2+1 TI)`.

use crate::board::Board;

/// The piece count of `board` as problem publications print it: `(8+6)`,
/// White's pieces then Black's, and neutral pieces third when there are
/// any, `(3+4+1)`.
///
/// ```
/// let board: forsythe::Board = "4k3/8/8/8/8/8/2B5/4K3".parse().unwrap();
/// assert_eq!(forsythe::problems::piece_count(&board), "(2+1)");
/// ```
#[must_use]
pub fn piece_count(board: &Board) -> String {
    match board.side_count() {
        (white, black, 0) => format!("({white}+{black})"),
        (white, black, neutral) => format!("({white}+{black}+{neutral})"),
    }
}

/// The piece count of a problem on `board` as the lower right corner of its
/// diagram shows it: [`piece_count`], with the problem's `invisible` total
/// invisibles as one more number, and `C+` before it when the problem was
/// `tested` by a solving program.
///
/// ```
/// use forsythe::problems::problem_count;
/// let board: forsythe::Board = "4k3/8/8/8/8/8/2B5/4K3".parse().unwrap();
/// assert_eq!(problem_count(&board, true, 2), "C+ (2+1+2 TI)");
/// assert_eq!(problem_count(&board, false, 0), "(2+1)");
/// ```
#[must_use]
pub fn problem_count(board: &Board, tested: bool, invisible: u32) -> String {
    let mut count = piece_count(board);
    if invisible > 0 {
        count.pop();
        count = format!("{count}+{invisible} TI)");
    }
    if tested {
        count = format!("C+ {count}");
    }
    count
}
