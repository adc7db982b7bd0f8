//! The board model: colours, roles, pieces, cells, boards of any size up to
//! 26×26, and placements that can be laid over an earlier board.

use std::fmt;

/// The largest number of files or ranks a board may have (files `a`…`z`).
pub const MAX_SIDE: usize = 26;

/// The side a piece belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `'w'` or `'b'`, as in FEN and in piece file names.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

/// What a piece is, independent of its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Role {
    /// Every role, in the order dialect letters are given: K, Q, R, B, N, P.
    pub const ALL: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    /// Position of the role in [`Role::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
            Role::Pawn => 5,
        }
    }

    /// The English upper-case letter, used in piece file names (`wK.svg`).
    #[must_use]
    pub const fn english(self) -> char {
        match self {
            Role::King => 'K',
            Role::Queen => 'Q',
            Role::Rook => 'R',
            Role::Bishop => 'B',
            Role::Knight => 'N',
            Role::Pawn => 'P',
        }
    }
}

/// A piece: a colour and a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    /// A piece of the given colour and role.
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// All twelve pieces: the white ones in [`Role::ALL`] order, then the black.
    pub const ALL: [Piece; 12] = {
        let mut all = [Piece::new(Color::White, Role::King); 12];
        let mut i = 0;
        while i < 12 {
            let color = if i < 6 { Color::White } else { Color::Black };
            all[i] = Piece::new(color, Role::ALL[i % 6]);
            i += 1;
        }
        all
    };

    /// Position of the piece in [`Piece::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        match self.color {
            Color::White => self.role.index(),
            Color::Black => 6 + self.role.index(),
        }
    }

    /// The piece's file stem in a piece set: `wK`, `bN`, …
    #[must_use]
    pub fn file_stem(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.color.char());
        s.push(self.role.english());
        s
    }
}

/// What one square of a board holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// An empty square.
    Empty,
    /// A square with a piece on it.
    Piece(Piece),
    /// No square at all: a hole in the board.
    Hole,
    /// A character that is no piece letter; it is kept so messages can name it,
    /// and drawn as `?`.
    Unknown(char),
}

impl Cell {
    /// The piece on the cell, if any.
    #[must_use]
    pub const fn piece(self) -> Option<Piece> {
        match self {
            Cell::Piece(p) => Some(p),
            _ => None,
        }
    }
}

/// A square named by its file and rank, both counted from 0 (`a1` is 0, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    /// Reads a square name such as `e4` or `j10` (files `a`…`z`, ranks 1…26).
    #[must_use]
    pub fn parse(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let rank: u8 = digits.parse().ok()?;
        (1..=MAX_SIDE as u8).contains(&rank).then_some(Square {
            file: file as u8 - b'a',
            rank: rank - 1,
        })
    }
}

impl fmt::Display for Square {
    /// `e4`; a file beyond `z` (which no board has) is written as its number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank = u32::from(self.rank) + 1;
        match char::from_u32(u32::from('a') + u32::from(self.file)).filter(char::is_ascii_lowercase)
        {
            Some(file) => write!(f, "{file}{rank}"),
            None => write!(f, "#{}:{rank}", u32::from(self.file) + 1),
        }
    }
}

/// A board size that is not between 1×1 and 26×26.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError {
    pub width: usize,
    pub height: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board of {}×{} squares is not possible; each side must be 1 to {MAX_SIDE}",
            self.width, self.height
        )
    }
}

impl std::error::Error for SizeError {}

fn check_size(width: usize, height: usize) -> Result<(), SizeError> {
    if (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height) {
        Ok(())
    } else {
        Err(SizeError { width, height })
    }
}

/// A grid of `T` stored rank by rank from rank 1 (the bottom as White sees it),
/// file `a` first. Shared by [`Board`] and [`Placement`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Grid<T> {
    width: u8,
    height: u8,
    cells: Vec<T>,
}

impl<T: Copy> Grid<T> {
    fn filled(width: usize, height: usize, fill: T) -> Result<Self, SizeError> {
        check_size(width, height)?;
        Ok(Grid {
            width: width as u8,
            height: height as u8,
            cells: vec![fill; width * height],
        })
    }

    fn index(&self, file: usize, rank: usize) -> Option<usize> {
        (file < self.width as usize && rank < self.height as usize)
            .then(|| rank * self.width as usize + file)
    }

    fn get(&self, file: usize, rank: usize) -> Option<T> {
        self.index(file, rank).map(|i| self.cells[i])
    }

    fn set(&mut self, file: usize, rank: usize, value: T) -> bool {
        match self.index(file, rank) {
            Some(i) => {
                self.cells[i] = value;
                true
            }
            None => false,
        }
    }
}

/// A board: `width` files and `height` ranks, each 1 to 26.
///
/// Files and ranks are counted from 0: file 0 is `a`, rank 0 is rank 1, the
/// bottom rank as White sees the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    grid: Grid<Cell>,
}

impl Board {
    /// An empty board of the given size.
    ///
    /// # Errors
    /// When a side is 0 or more than [`MAX_SIDE`].
    pub fn empty(width: usize, height: usize) -> Result<Board, SizeError> {
        Grid::filled(width, height, Cell::Empty).map(|grid| Board { grid })
    }

    /// The usual starting position of chess.
    #[must_use]
    pub fn standard() -> Board {
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        let mut board = Board {
            grid: Grid {
                width: 8,
                height: 8,
                cells: vec![Cell::Empty; 64],
            },
        };
        for (file, role) in back.into_iter().enumerate() {
            board.set(file, 0, Cell::Piece(Piece::new(Color::White, role)));
            board.set(file, 1, Cell::Piece(Piece::new(Color::White, Role::Pawn)));
            board.set(file, 6, Cell::Piece(Piece::new(Color::Black, Role::Pawn)));
            board.set(file, 7, Cell::Piece(Piece::new(Color::Black, role)));
        }
        board
    }

    /// Number of files.
    #[must_use]
    pub fn width(&self) -> usize {
        self.grid.width as usize
    }

    /// Number of ranks.
    #[must_use]
    pub fn height(&self) -> usize {
        self.grid.height as usize
    }

    /// The cell on `file`, `rank` (both from 0), or `None` off the board.
    #[must_use]
    pub fn get(&self, file: usize, rank: usize) -> Option<Cell> {
        self.grid.get(file, rank)
    }

    /// Puts `cell` on `file`, `rank`; returns false (and changes nothing) off the board.
    pub fn set(&mut self, file: usize, rank: usize, cell: Cell) -> bool {
        self.grid.set(file, rank, cell)
    }

    /// Every cell with its file and rank, rank 1 first.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize, Cell)> + '_ {
        let w = self.width();
        self.grid
            .cells
            .iter()
            .enumerate()
            .map(move |(i, &c)| (i % w, i / w, c))
    }

    /// How many pieces of each colour stand on the board: (white, black).
    #[must_use]
    pub fn piece_count(&self) -> (usize, usize) {
        self.grid
            .cells
            .iter()
            .filter_map(|c| c.piece())
            .fold((0, 0), |(w, b), p| match p.color {
                Color::White => (w + 1, b),
                Color::Black => (w, b + 1),
            })
    }

    /// The board as a placement that changes every square.
    #[must_use]
    pub fn to_placement(&self) -> Placement {
        Placement {
            grid: Grid {
                width: self.grid.width,
                height: self.grid.height,
                cells: self.grid.cells.iter().map(|&c| Some(c)).collect(),
            },
        }
    }
}

/// What a parsed Forsyth string says: for each square either a cell, or `None`
/// for "keep what the base board has there" (from `.`, from the squares missing
/// at the end of a short rank, and from missing ranks).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Placement {
    grid: Grid<Option<Cell>>,
}

impl Placement {
    /// A placement that keeps every square of a `width`×`height` board.
    ///
    /// # Errors
    /// When a side is 0 or more than [`MAX_SIDE`].
    pub fn keep_all(width: usize, height: usize) -> Result<Placement, SizeError> {
        Grid::filled(width, height, None).map(|grid| Placement { grid })
    }

    /// Number of files.
    #[must_use]
    pub fn width(&self) -> usize {
        self.grid.width as usize
    }

    /// Number of ranks.
    #[must_use]
    pub fn height(&self) -> usize {
        self.grid.height as usize
    }

    /// The entry on `file`, `rank` (both from 0): `Some(None)` means keep;
    /// `None` means off the board.
    #[must_use]
    pub fn get(&self, file: usize, rank: usize) -> Option<Option<Cell>> {
        self.grid.get(file, rank)
    }

    /// Sets the entry on `file`, `rank`; returns false (and changes nothing) off the board.
    pub fn set(&mut self, file: usize, rank: usize, entry: Option<Cell>) -> bool {
        self.grid.set(file, rank, entry)
    }

    /// True when no square is kept from a base.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.grid.cells.iter().all(Option::is_some)
    }

    /// The board this placement gives on a fresh (empty) board: kept squares are empty.
    #[must_use]
    pub fn to_board(&self) -> Board {
        Board {
            grid: Grid {
                width: self.grid.width,
                height: self.grid.height,
                cells: self
                    .grid
                    .cells
                    .iter()
                    .map(|c| c.unwrap_or(Cell::Empty))
                    .collect(),
            },
        }
    }

    /// Lays this placement over `base`. The two are aligned at the top-left
    /// corner (the top rank, file `a`), the way both were written; the result
    /// is as wide and as tall as the larger of the two. Kept squares take the
    /// base's cell, or are empty where the base has no such square.
    #[must_use]
    pub fn over(&self, base: &Board) -> Board {
        let width = self.width().max(base.width());
        let height = self.height().max(base.height());
        let mut cells = Vec::with_capacity(width * height);
        for rank in 0..height {
            // Row counted from the top, shared by both inputs.
            let row = height - 1 - rank;
            for file in 0..width {
                let mine = self
                    .height()
                    .checked_sub(row + 1)
                    .and_then(|r| self.get(file, r))
                    .flatten();
                let theirs = base
                    .height()
                    .checked_sub(row + 1)
                    .and_then(|r| base.get(file, r));
                cells.push(mine.or(theirs).unwrap_or(Cell::Empty));
            }
        }
        Board {
            grid: Grid {
                width: width as u8,
                height: height as u8,
                cells,
            },
        }
    }
}

impl From<&Board> for Placement {
    fn from(board: &Board) -> Placement {
        board.to_placement()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WK: Cell = Cell::Piece(Piece::new(Color::White, Role::King));
    const BQ: Cell = Cell::Piece(Piece::new(Color::Black, Role::Queen));

    #[test]
    fn sizes_outside_one_to_26_are_errors() {
        assert_eq!(
            Board::empty(27, 8),
            Err(SizeError {
                width: 27,
                height: 8
            })
        );
        assert!(Board::empty(0, 8).is_err());
        assert!(Board::empty(8, 0).is_err());
        assert!(Board::empty(usize::MAX, usize::MAX).is_err());
        let b = Board::empty(26, 26).unwrap();
        assert_eq!((b.width(), b.height()), (26, 26));
        assert_eq!(
            SizeError {
                width: 30,
                height: 2
            }
            .to_string(),
            "a board of 30×2 squares is not possible; each side must be 1 to 26"
        );
    }

    #[test]
    fn get_and_set_stay_on_the_board() {
        let mut b = Board::empty(3, 2).unwrap();
        assert!(b.set(2, 1, WK));
        assert!(!b.set(3, 0, WK));
        assert!(!b.set(0, 2, WK));
        assert_eq!(b.get(2, 1), Some(WK));
        assert_eq!(b.get(3, 1), None);
        assert_eq!(b.cells().filter(|c| c.2 == WK).count(), 1);
    }

    #[test]
    fn square_names() {
        assert_eq!(Square::parse("e4"), Some(Square { file: 4, rank: 3 }));
        assert_eq!(Square::parse("z26"), Some(Square { file: 25, rank: 25 }));
        for bad in ["", "e", "e0", "e27", "E4", "e04", "4e", "e4x", "é4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
        assert_eq!(Square { file: 9, rank: 9 }.to_string(), "j10");
        // Found by fuzzing: a square far off any board is still written.
        assert_eq!(
            Square {
                file: 255,
                rank: 255
            }
            .to_string(),
            "#256:256"
        );
    }

    #[test]
    fn standard_position() {
        let b = Board::standard();
        assert_eq!(b.get(4, 0), Some(WK));
        assert_eq!(b.get(3, 7), Some(BQ));
        assert_eq!(b.piece_count(), (16, 16));
    }

    #[test]
    fn piece_table_is_consistent() {
        for (i, p) in Piece::ALL.iter().enumerate() {
            assert_eq!(p.index(), i);
        }
        assert_eq!(Piece::ALL[0].file_stem(), "wK");
        assert_eq!(Piece::ALL[10].file_stem(), "bN");
        assert_eq!(Color::White.other(), Color::Black);
    }

    #[test]
    fn overlay_keeps_base_cells_and_grows_to_the_larger_size() {
        let mut base = Board::empty(2, 2).unwrap();
        base.set(0, 0, WK);
        base.set(1, 1, BQ);
        // A 3×1 placement: only the top rank, third square is new.
        let mut p = Placement::keep_all(3, 1).unwrap();
        p.set(0, 0, Some(Cell::Hole));
        let out = p.over(&base);
        assert_eq!((out.width(), out.height()), (3, 2));
        assert_eq!(out.get(0, 1), Some(Cell::Hole)); // top-left replaced
        assert_eq!(out.get(1, 1), Some(BQ)); // kept
        assert_eq!(out.get(2, 1), Some(Cell::Empty)); // beyond the base
        assert_eq!(out.get(0, 0), Some(WK)); // missing rank kept
        assert!(!p.is_complete());
        assert_eq!(p.to_board().get(1, 0), Some(Cell::Empty));
        assert_eq!(base.to_placement().over(&Board::standard()).width(), 8);
    }
}
