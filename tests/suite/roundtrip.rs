//! Property: any board, written in any dialect and read back, is the same board.

use forsythe::notation::{self, Dialect};
use forsythe::{Board, Cell, Color, Piece, Placement, PlacementEntry, Role};
use proptest::prelude::*;

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        4 => Just(Cell::Empty),
        3 => (0..12usize).prop_map(|i| Cell::Piece(Piece::ALL[i])),
        1 => Just(Cell::Hole),
        1 => Just(Cell::Unknown('?')),
    ]
}

fn board() -> impl Strategy<Value = Board> {
    (1..=26usize, 1..=26usize).prop_flat_map(|(w, h)| {
        proptest::collection::vec(cell(), w * h).prop_map(move |cells| {
            let mut b = Board::empty(w, h).expect("size in range");
            for (i, c) in cells.into_iter().enumerate() {
                b.set(at(i % w, i / w), c);
            }
            b
        })
    })
}

fn dialect() -> impl Strategy<Value = Dialect> {
    prop_oneof![
        Just(Dialect::ENGLISH),
        Just(Dialect::GERMAN),
        Just(Dialect::ITALIAN),
        Just(Dialect::FIDE),
        Just(Dialect::FRENCH),
        Just(Dialect::custom("KDVSJP").expect("six letters")),
    ]
}

proptest! {
    #[test]
    fn boards_survive_writing_and_reading(b in board(), d in dialect()) {
        let text = notation::write_board(&b, &d);
        let opts = notation::ReadOptions { dialect: d, ..Default::default() };
        let read = notation::read_forsyth(&text, 0, &opts).expect("what we write, we read");
        // A rank that ends in empty squares is written short of nothing: every
        // rank is written whole, so there are no warnings but for `?`.
        let unknown = b.cells().filter(|c| matches!(c.1, Cell::Unknown(_))).count();
        prop_assert_eq!(read.warnings.len(), unknown);
        prop_assert_eq!(read.placement.to_board(), b.clone());
        prop_assert!(read.placement.is_complete());
        // Digits are never merged, and no run is longer than nine.
        prop_assert!(!text.contains('0'));
    }

    #[test]
    fn placements_with_kept_squares_survive(b in board(), keep in proptest::collection::vec(any::<bool>(), 676), d in dialect()) {
        let mut p: Placement = b.to_placement();
        for (i, k) in keep.iter().take(b.width() * b.height()).enumerate() {
            if *k {
                p.set(at(i % b.width(), i / b.width()), PlacementEntry::Keep);
            }
        }
        let text = notation::write_placement(&p, &d);
        let opts = notation::ReadOptions { dialect: d, overlay: true, ..Default::default() };
        let read = notation::read_forsyth(&text, 0, &opts).expect("what we write, we read");
        // The width may shrink if the widest rank was all kept squares at the
        // end; it never does here because kept squares are written as `.`.
        prop_assert_eq!(read.placement, p);
    }

    #[test]
    fn reading_never_panics(s in "[KQRBNPkqrbnpTDLSACF0-9/.\\-x ]{0,80}", merge in any::<bool>()) {
        let opts = notation::ReadOptions { merge_digits: merge, ..Default::default() };
        let _ = notation::read_forsyth(&s, 0, &opts);
        let _ = s.parse::<forsythe::notation::Record>();
    }
}

#[test]
fn a_board_written_in_english_reads_back_in_english() {
    let mut b = Board::empty(3, 1).expect("size");
    b.set(
        at(1, 0),
        Cell::Piece(Piece::new(Color::Black, Role::Knight)),
    );
    assert_eq!(notation::write_board(&b, &Dialect::ENGLISH), "1n1");
}

fn at(file: usize, rank: usize) -> forsythe::Square {
    forsythe::Square::new(file, rank).expect("on a board")
}
