//! Twins: changes to a problem's main position (or, continued, to the twin
//! before), as problem files state them.

use std::fmt;

use super::Position;
use crate::board::{Attribute, Attributes, Board, Cell, Fairy, Side, Square};

/// How far a rotating twin turns the board: counter-clockwise, so that
/// a quarter turn takes a1 to h1 (as Popeye turns it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rotation {
    /// 90°.
    Quarter,
    /// 180°.
    Half,
    /// 270°.
    ThreeQuarters,
}

impl Rotation {
    /// The angle in degrees.
    #[must_use]
    pub const fn degrees(self) -> u16 {
        match self {
            Rotation::Quarter => 90,
            Rotation::Half => 180,
            Rotation::ThreeQuarters => 270,
        }
    }

    /// The rotation of `degrees` (90, 180, 270).
    #[must_use]
    pub const fn from_degrees(degrees: u16) -> Option<Rotation> {
        match degrees {
            90 => Some(Rotation::Quarter),
            180 => Some(Rotation::Half),
            270 => Some(Rotation::ThreeQuarters),
            _ => None,
        }
    }
}

/// The line a mirroring twin reflects the board in, named by the two corners
/// it swaps as Popeye names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mirror {
    /// `a1<-->h1`: the files are reversed (left and right swap).
    A1H1,
    /// `a1<-->a8`: the ranks are reversed (top and bottom swap).
    A1A8,
    /// `a1<-->h8`: the long diagonal a8–h1 is the axis.
    A1H8,
    /// `a8<-->h1`: the long diagonal a1–h8 is the axis.
    A8H1,
}

impl Mirror {
    /// Popeye's name for it: `a1<-->h1`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Mirror::A1H1 => "a1<-->h1",
            Mirror::A1A8 => "a1<-->a8",
            Mirror::A1H8 => "a1<-->h8",
            Mirror::A8H1 => "a8<-->h1",
        }
    }
}

/// One change a twin makes. A twin may make several (`move h7 f1
/// stipulation #2`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TwinChange {
    /// The piece on `from` goes to `to` (whatever stood there is gone).
    Move {
        /// Where it stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// The pieces on two squares change places.
    Exchange {
        /// One square.
        a: Square,
        /// The other.
        b: Square,
    },
    /// A piece is added (on an occupied square it replaces the piece).
    Add {
        /// Where.
        square: Square,
        /// The piece (a [`Cell::Piece`] or [`Cell::Fairy`]).
        cell: Cell,
        /// Its attributes.
        attributes: Vec<Attribute>,
    },
    /// The piece on a square is taken off.
    Remove {
        /// Where.
        square: Square,
    },
    /// Every piece of one kind becomes another kind, whatever its colour:
    /// only the shape, turn and walk of `from` and `to` count, each piece
    /// keeps its side.
    Substitute {
        /// The kind replaced.
        from: Fairy,
        /// The kind it becomes.
        to: Fairy,
    },
    /// The whole board is turned.
    Rotate(Rotation),
    /// The whole board is reflected.
    Mirror(Mirror),
    /// Every piece moves by the step from `from` to `to`.
    Shift {
        /// The start of the step.
        from: Square,
        /// Its end.
        to: Square,
    },
    /// Polish type: White's pieces become Black's and Black's White's, and
    /// the board is reflected top to bottom; neutral pieces stay.
    Polish,
    /// A new stipulation.
    Stipulation(String),
    /// New conditions (replacing the old ones; empty for none).
    Condition(Vec<String>),
    /// A change read and kept but not understood (drawn as written).
    Other(String),
}

/// Why a twin cannot be applied to its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TwinError {
    /// There is no piece on a square the twin moves, swaps or removes.
    NoPiece {
        /// The square.
        square: Square,
    },
    /// A square the twin names is not on the board.
    OffBoard {
        /// The square.
        square: Square,
    },
    /// A shift or rotation would put a piece off the board.
    PieceOutside {
        /// The square of the piece that would leave.
        square: Square,
    },
}

impl fmt::Display for TwinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TwinError::NoPiece { square } => write!(f, "no piece on {square}"),
            TwinError::OffBoard { square } => write!(f, "{square} is not on the board"),
            TwinError::PieceOutside { square } => {
                write!(f, "the piece on {square} would leave the board")
            }
        }
    }
}

impl std::error::Error for TwinError {}

/// A twin: its changes, and whether it continues from the twin before it
/// (Popeye's `twin continued`, printed `+c)`) rather than from the main
/// position.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Twin {
    /// The changes, in order.
    pub changes: Vec<TwinChange>,
    /// Applied to the twin before it, not to the main position.
    pub continued: bool,
    /// The twin as the file writes it, when it was read from text
    /// (YACPDB's `b) wKe1-->e2`), so it can be shown as written.
    pub text: Option<String>,
}

/// The label of position `index`: `a)` for the main position (0), `b)` for
/// the first twin, … `z)`, then `z1)`, `z2)` as Popeye counts on.
#[must_use]
pub fn label(index: usize) -> String {
    if index < 26 {
        let c = char::from(b'a' + u8::try_from(index).unwrap_or(0));
        format!("{c})")
    } else {
        format!("z{})", index - 25)
    }
}

impl Twin {
    /// A twin of the main position.
    #[must_use]
    pub fn new(changes: Vec<TwinChange>) -> Twin {
        Twin {
            changes,
            continued: false,
            text: None,
        }
    }

    /// Makes the twin's changes to `position`, in order.
    ///
    /// # Errors
    /// The first change that cannot be made; `position` may then be half
    /// changed (call it on a copy).
    pub fn apply(&self, position: &mut Position) -> Result<(), TwinError> {
        for change in &self.changes {
            change.apply(position)?;
        }
        Ok(())
    }
}

fn occupied(board: &Board, square: Square) -> Result<Cell, TwinError> {
    match board.get(square) {
        None => Err(TwinError::OffBoard { square }),
        Some(Cell::Empty | Cell::Hole) => Err(TwinError::NoPiece { square }),
        Some(cell) => Ok(cell),
    }
}

fn on_board(board: &Board, square: Square) -> Result<(), TwinError> {
    if board.contains(square) {
        Ok(())
    } else {
        Err(TwinError::OffBoard { square })
    }
}

/// Moves every piece (and its attributes) by `map`; the board's size becomes
/// `size`. Holes stay where they are.
fn transform(
    position: &mut Position,
    size: (usize, usize),
    map: impl Fn(Square) -> Option<Square>,
) -> Result<(), TwinError> {
    let old = &position.board;
    // The size is the old board's, perhaps turned: it is always a size.
    let Ok(mut board) = Board::empty(size.0, size.1) else {
        return Ok(());
    };
    for (sq, cell) in old.cells() {
        if cell == Cell::Hole {
            board.set(sq, Cell::Hole);
        }
    }
    for (sq, cell) in old.cells() {
        if matches!(cell, Cell::Empty | Cell::Hole) {
            continue;
        }
        match map(sq) {
            Some(to) if board.contains(to) => {
                board.set(to, cell);
            }
            _ => return Err(TwinError::PieceOutside { square: sq }),
        }
    }
    let mut attributes = Attributes::new();
    for (sq, list) in &position.attributes {
        if let Some(to) = map(*sq) {
            attributes.insert(to, list.clone());
        }
    }
    position.board = board;
    position.attributes = attributes;
    Ok(())
}

fn swap_side(cell: Cell) -> Cell {
    match cell.as_fairy() {
        Some(f) => {
            let side = match f.side {
                Side::White => Side::Black,
                Side::Black => Side::White,
                Side::Neutral => Side::Neutral,
            };
            Cell::fairy(Fairy { side, ..f })
        }
        None => cell,
    }
}

impl TwinChange {
    /// Makes this change to `position`.
    ///
    /// # Errors
    /// See [`TwinError`].
    pub fn apply(&self, position: &mut Position) -> Result<(), TwinError> {
        let (w, h) = (position.board.width(), position.board.height());
        match self {
            TwinChange::Move { from, to } => {
                let cell = occupied(&position.board, *from)?;
                on_board(&position.board, *to)?;
                position.board.set(*from, Cell::Empty);
                position.board.set(*to, cell);
                position.attributes.remove(to);
                if let Some(a) = position.attributes.remove(from) {
                    position.attributes.insert(*to, a);
                }
            }
            TwinChange::Exchange { a, b } => {
                let ca = occupied(&position.board, *a)?;
                let cb = occupied(&position.board, *b)?;
                position.board.set(*a, cb);
                position.board.set(*b, ca);
                let aa = position.attributes.remove(a);
                let ab = position.attributes.remove(b);
                if let Some(x) = aa {
                    position.attributes.insert(*b, x);
                }
                if let Some(x) = ab {
                    position.attributes.insert(*a, x);
                }
            }
            TwinChange::Add {
                square,
                cell,
                attributes,
            } => {
                on_board(&position.board, *square)?;
                position.board.set(*square, *cell);
                if attributes.is_empty() {
                    position.attributes.remove(square);
                } else {
                    position.attributes.insert(*square, attributes.clone());
                }
            }
            TwinChange::Remove { square } => {
                occupied(&position.board, *square)?;
                position.board.set(*square, Cell::Empty);
                position.attributes.remove(square);
            }
            TwinChange::Substitute { from, to } => substitute(position, from, to),
            TwinChange::Rotate(r) => rotate(position, *r)?,
            TwinChange::Mirror(m) => mirror(position, *m)?,
            TwinChange::Shift { from, to } => {
                let df = to.file() as isize - from.file() as isize;
                let dr = to.rank() as isize - from.rank() as isize;
                transform(position, (w, h), |s| {
                    let f = usize::try_from(s.file() as isize + df).ok()?;
                    let r = usize::try_from(s.rank() as isize + dr).ok()?;
                    Square::new(f, r)
                })?;
            }
            TwinChange::Polish => {
                let h1 = h.saturating_sub(1);
                transform(position, (w, h), |s| Square::new(s.file(), h1 - s.rank()))?;
                let cells: Vec<(Square, Cell)> = position.board.cells().collect();
                for (sq, cell) in cells {
                    position.board.set(sq, swap_side(cell));
                }
            }
            TwinChange::Stipulation(s) => position.stipulation = Some(s.clone()),
            TwinChange::Condition(c) => position.conditions.clone_from(c),
            TwinChange::Other(_) => {}
        }
        Ok(())
    }
}

/// Every piece of `from`'s walk and picture, of either side, becomes `to`,
/// keeping its side.
fn substitute(position: &mut Position, from: &Fairy, to: &Fairy) {
    let squares: Vec<(Square, Fairy)> = position
        .board
        .cells()
        .filter_map(|(sq, c)| c.as_fairy().map(|f| (sq, f)))
        .filter(|(_, f)| {
            Fairy {
                side: from.side,
                ..*f
            } == *from
        })
        .collect();
    for (sq, f) in squares {
        position.board.set(
            sq,
            Cell::fairy(Fairy {
                side: f.side,
                ..*to
            }),
        );
    }
}

/// Turns the position (its board, cells and attributes) by `r`.
fn rotate(position: &mut Position, r: Rotation) -> Result<(), TwinError> {
    let (w, h) = (position.board.width(), position.board.height());
    let (w1, h1) = (w.saturating_sub(1), h.saturating_sub(1));
    match r {
        // Counter-clockwise: (f, r) → (h-1-r, f) on a board h wide.
        Rotation::Quarter => transform(position, (h, w), |s| Square::new(h1 - s.rank(), s.file()))?,
        Rotation::Half => transform(position, (w, h), |s| {
            Square::new(w1 - s.file(), h1 - s.rank())
        })?,
        Rotation::ThreeQuarters => {
            transform(position, (h, w), |s| Square::new(s.rank(), w1 - s.file()))?
        }
    }
    Ok(())
}

/// Mirrors the position (its board, cells and attributes) in `m`.
fn mirror(position: &mut Position, m: Mirror) -> Result<(), TwinError> {
    let (w, h) = (position.board.width(), position.board.height());
    let (w1, h1) = (w.saturating_sub(1), h.saturating_sub(1));
    match m {
        Mirror::A1H1 => {
            transform(position, (w, h), |s| Square::new(w1 - s.file(), s.rank()))?;
        }
        Mirror::A1A8 => {
            transform(position, (w, h), |s| Square::new(s.file(), h1 - s.rank()))?;
        }
        // a1 ↔ h8: the axis is a8–h1.
        Mirror::A1H8 => transform(position, (h, w), |s| {
            Square::new(h1 - s.rank(), w1 - s.file())
        })?,
        // a8 ↔ h1: the axis is a1–h8.
        Mirror::A8H1 => {
            transform(position, (h, w), |s| Square::new(s.rank(), s.file()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Attribute;
    use crate::board::{Color, Piece, Role, Shape, Walk, WalkLanguage};
    use crate::problems::Problem;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn problem(placement: &str) -> Problem {
        let read =
            crate::notation::read_forsyth(placement, 0, &crate::notation::ReadOptions::default())
                .unwrap();
        Problem::new(read.placement.to_board())
    }

    fn twin_board(p: &Problem, changes: Vec<TwinChange>) -> Result<String, TwinError> {
        let mut pos = p.main_position();
        Twin::new(changes).apply(&mut pos)?;
        Ok(pos.board.to_string())
    }

    #[test]
    fn labels_run_a_to_z_then_z1() {
        assert_eq!(label(0), "a)");
        assert_eq!(label(1), "b)");
        assert_eq!(label(25), "z)");
        assert_eq!(label(26), "z1)");
    }

    #[test]
    fn move_exchange_add_remove() {
        let p = problem("3k4/8/8/8/8/8/8/R3K3");
        let b = twin_board(
            &p,
            vec![TwinChange::Move {
                from: sq("e1"),
                to: sq("d1"),
            }],
        );
        assert_eq!(b.unwrap(), "3k4/8/8/8/8/8/8/R2K4");
        let b = twin_board(
            &p,
            vec![TwinChange::Exchange {
                a: sq("a1"),
                b: sq("d8"),
            }],
        );
        assert_eq!(b.unwrap(), "3R4/8/8/8/8/8/8/k3K3");
        let add = TwinChange::Add {
            square: sq("b2"),
            cell: Cell::Piece(Piece::new(Color::Black, Role::Knight)),
            attributes: vec![],
        };
        assert_eq!(twin_board(&p, vec![add]).unwrap(), "3k4/8/8/8/8/8/1n6/R3K3");
        let b = twin_board(&p, vec![TwinChange::Remove { square: sq("a1") }]);
        assert_eq!(b.unwrap(), "3k4/8/8/8/8/8/8/4K3");
        let b = twin_board(&p, vec![TwinChange::Remove { square: sq("a2") }]);
        assert_eq!(b, Err(TwinError::NoPiece { square: sq("a2") }));
    }

    #[test]
    fn rotation_is_counter_clockwise_and_mirrors_swap_the_named_corners() {
        let p = problem("7k/8/8/8/8/8/8/R7");
        let rot = |r| twin_board(&p, vec![TwinChange::Rotate(r)]).unwrap();
        // a1 → h1, h8 → a8.
        assert_eq!(rot(Rotation::Quarter), "k7/8/8/8/8/8/8/7R");
        assert_eq!(rot(Rotation::Half), "7R/8/8/8/8/8/8/k7");
        assert_eq!(rot(Rotation::ThreeQuarters), "R7/8/8/8/8/8/8/7k");
        let mir = |m| twin_board(&p, vec![TwinChange::Mirror(m)]).unwrap();
        assert_eq!(mir(Mirror::A1H1), "k7/8/8/8/8/8/8/7R");
        assert_eq!(mir(Mirror::A1A8), "R7/8/8/8/8/8/8/7k");
        assert_eq!(mir(Mirror::A1H8), "7R/8/8/8/8/8/8/k7");
        assert_eq!(mir(Mirror::A8H1), "7k/8/8/8/8/8/8/R7");
    }

    #[test]
    fn shift_moves_everything_or_refuses() {
        let p = problem("8/8/8/8/8/8/1k6/K7");
        let b = twin_board(
            &p,
            vec![TwinChange::Shift {
                from: sq("a1"),
                to: sq("b2"),
            }],
        );
        assert_eq!(b.unwrap(), "8/8/8/8/8/2k5/1K6/8");
        let b = twin_board(
            &p,
            vec![TwinChange::Shift {
                from: sq("b2"),
                to: sq("a1"),
            }],
        );
        assert_eq!(b, Err(TwinError::PieceOutside { square: sq("a1") }));
    }

    #[test]
    fn polish_swaps_colours_and_reflects_keeping_neutrals() {
        let mut p = problem("8/8/8/8/8/8/1k6/K7");
        let neutral = Cell::fairy(Fairy::new(Side::Neutral, Shape::Rook));
        p.board.set(sq("h5"), neutral);
        let b = twin_board(&p, vec![TwinChange::Polish]).unwrap();
        let mut pos = p.main_position();
        Twin::new(vec![TwinChange::Polish]).apply(&mut pos).unwrap();
        assert_eq!(pos.board.get(sq("h4")), Some(neutral));
        assert_eq!(
            pos.board.get(sq("a8")),
            Some(Cell::Piece(Piece::new(Color::Black, Role::King)))
        );
        assert_eq!(
            pos.board.get(sq("b7")),
            Some(Cell::Piece(Piece::new(Color::White, Role::King)))
        );
        assert!(b.starts_with("k7/1K6/"));
    }

    #[test]
    fn substitute_keeps_each_pieces_side() {
        let p = problem("q7/8/8/8/8/8/8/Q3K3");
        let g = Walk::from_code("g", WalkLanguage::English).unwrap();
        let change = TwinChange::Substitute {
            from: Fairy::new(Side::White, Shape::Queen),
            to: Fairy::of_walk(Side::White, g),
        };
        let mut pos = p.main_position();
        Twin::new(vec![change]).apply(&mut pos).unwrap();
        assert_eq!(
            pos.board.get(sq("a8")),
            Some(Cell::fairy(Fairy::of_walk(Side::Black, g)))
        );
        assert_eq!(
            pos.board.get(sq("a1")),
            Some(Cell::fairy(Fairy::of_walk(Side::White, g)))
        );
        assert_eq!(
            pos.board.get(sq("e1")),
            Some(Cell::Piece(Piece::new(Color::White, Role::King)))
        );
    }

    #[test]
    fn continued_twins_build_on_the_one_before_and_attributes_follow_pieces() {
        let mut p = problem("8/8/8/8/8/8/8/K7");
        p.attributes.insert(sq("a1"), vec![Attribute::Royal]);
        p.stipulation = Some("#2".into());
        p.twins.push(Twin::new(vec![TwinChange::Move {
            from: sq("a1"),
            to: sq("b1"),
        }]));
        let mut c = Twin::new(vec![
            TwinChange::Move {
                from: sq("b1"),
                to: sq("c1"),
            },
            TwinChange::Stipulation("h#2".into()),
        ]);
        c.continued = true;
        p.twins.push(c);
        p.twins.push(Twin::new(vec![TwinChange::Move {
            from: sq("b1"),
            to: sq("c1"),
        }]));
        let ps = p.positions();
        let labels: Vec<_> = ps.iter().map(|x| x.label.as_str()).collect();
        assert_eq!(labels, ["a)", "b)", "c)", "d)"]);
        assert_eq!(ps[2].board.to_string(), "8/8/8/8/8/8/8/2K5");
        assert_eq!(
            ps[2].attributes.get(&sq("c1")),
            Some(&vec![Attribute::Royal])
        );
        assert_eq!(ps[2].stipulation.as_deref(), Some("h#2"));
        assert_eq!(ps[1].stipulation.as_deref(), Some("#2"));
        // d) starts from a): nothing on b1, so it stays the main position.
        assert_eq!(ps[3].error, Some(TwinError::NoPiece { square: sq("b1") }));
        assert_eq!(ps[3].board, p.board);
    }
}
