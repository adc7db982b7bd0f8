//! Any line that parses: its placement, written in every built-in dialect and
//! read back (as an overlay) in that dialect, is the same placement; laid over
//! the standard board it gives a board of the larger size with the written
//! squares showing; and `replace_placement` keeps every other byte of the line.
//!
//! An unknown square is written `?` (documented), so the placement is compared
//! with its unknown characters all turned into `?`.
#![no_main]

use forsythe::notation::{self, Dialect, DialectChoice, ParseOptions, Record};
use forsythe::{Board, Cell, Placement, PlacementEntry};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

/// The placement as writing and reading it back gives it: unknown squares are `?`.
fn as_written(p: &Placement) -> Placement {
    let mut out = p.clone();
    for (square, entry) in p.entries() {
        if let PlacementEntry::Set(Cell::Unknown(_)) = entry {
            out.set(square, PlacementEntry::Set(Cell::Unknown('?')));
        }
    }
    out
}

fn unknown_squares(p: &Placement) -> usize {
    p.entries()
        .filter(|(_, e)| matches!(e, PlacementEntry::Set(Cell::Unknown(_))))
        .count()
}

fn check_over(p: &Placement, base: &Board) {
    let b = p.over(base);
    let (w, h) = (p.width().max(base.width()), p.height().max(base.height()));
    assert_eq!((b.width(), b.height()), (w, h), "size of the overlay");
    // Aligned at the top-left: row `r` from the top is rank `h - 1 - r`.
    for row in 0..h {
        for file in 0..w {
            let got = b.get(sq(file, h - 1 - row)).expect("on the board");
            let mine = p
                .height()
                .checked_sub(row + 1)
                .and_then(|r| p.get(sq(file, r)))
                .and_then(PlacementEntry::cell);
            let theirs = base
                .height()
                .checked_sub(row + 1)
                .and_then(|r| base.get(sq(file, r)));
            let want = mine.or(theirs).unwrap_or(Cell::Empty);
            assert_eq!(got, want, "overlay cell {file}, row {row} from the top");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((opts, line)) = common::split(data) else {
        return;
    };
    let Ok(record) = Record::parse(line, &opts) else {
        return;
    };
    let placement = &record.placement;
    let expected = as_written(placement);
    let unknown = unknown_squares(placement);

    // The board on a fresh (empty) base has the placement's size.
    let fresh = placement.to_board();
    assert_eq!(
        (fresh.width(), fresh.height()),
        (placement.width(), placement.height())
    );

    // Written in every built-in dialect, read back as an overlay in it.
    for d in Dialect::BUILTIN {
        let text = notation::write_placement(placement, &d);
        let read_opts = notation::ReadOptions {
            dialect: d,
            merge_digits: false,
            overlay: true,
        };
        let back = notation::read_forsyth(&text, 0, &read_opts)
            .unwrap_or_else(|e| panic!("{d}: `{text}` does not read back: {e}"));
        assert_eq!(back.placement, expected, "{d}: `{text}`");
        // As an overlay nothing but the `?` squares gives a warning.
        assert_eq!(back.warnings.len(), unknown, "{d}: `{text}`");
        // The written board reads back as the same board.
        let board_text = notation::write_board(&fresh, &d);
        let board_back = notation::read_forsyth(&board_text, 0, &read_opts)
            .unwrap_or_else(|e| panic!("{d}: board `{board_text}` does not read back: {e}"));
        assert_eq!(
            board_back.placement.to_board(),
            as_written(&fresh.to_placement()).to_board(),
            "{d}: board `{board_text}`"
        );
    }

    // Laid over the standard board, and over an empty 1×1 board.
    check_over(placement, &Board::standard());
    check_over(placement, &Board::empty(1, 1).expect("1×1"));

    // with_placement keeps every byte outside the placement.
    let old = record.placement_text();
    let start = line.find(old).expect("the placement is in the line");
    let end = start + old.len();
    assert!(!old.is_empty(), "an empty placement of {line:?}");
    let new_text = notation::write_placement(placement, &record.dialect);
    let replaced = record.with_placement(&new_text);
    assert_eq!(&replaced[..start], &line[..start]);
    assert_eq!(&replaced[start..start + new_text.len()], new_text);
    assert_eq!(&replaced[start + new_text.len()..], &line[end..]);
    // The placement is the whole first field: it ends the line or a space follows.
    assert!(
        line[end..].is_empty() || line[end..].starts_with(char::is_whitespace),
        "the placement stops inside the field of {line:?}"
    );
    assert!(line[..start].chars().all(char::is_whitespace));

    // The new line, read in the record's dialect, is the same record but for
    // the placement's spelling (digits are written single, so not merged).
    if !opts.merge_digits {
        let again_opts = ParseOptions {
            dialect: DialectChoice::Fixed(record.dialect),
            merge_digits: false,
            overlay: opts.overlay,
        };
        let again = Record::parse(&replaced, &again_opts)
            .unwrap_or_else(|e| panic!("`{replaced}` (from `{line}`) does not parse: {e}"));
        assert_eq!(again.placement, expected, "`{replaced}`");
        assert_eq!(again.kind, record.kind);
        assert_eq!(again.side_to_move, record.side_to_move);
        assert_eq!(again.castling, record.castling);
        assert_eq!(again.en_passant, record.en_passant);
        assert_eq!(again.halfmove_clock, record.halfmove_clock);
        assert_eq!(again.fullmove_number, record.fullmove_number);
        assert_eq!(again.operations.len(), record.operations.len());
        for (a, b) in again.operations.iter().zip(&record.operations) {
            assert_eq!((&a.opcode, &a.operands), (&b.opcode, &b.operands));
        }
        assert_eq!(again.placement_text(), new_text);
    }
});

fn sq(file: usize, rank: usize) -> forsythe::Square {
    forsythe::Square::new(file, rank).expect("a square of a board")
}
