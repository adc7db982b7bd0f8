//! The board model: colours, roles, pieces, cells, boards of any size up to
//! 26×26, and placements that can be laid over an earlier board.

use std::fmt;

mod attribute;
mod fairy;
mod marks;
mod names;
pub use attribute::{Attribute, Attributes, attribute_squares};
pub use fairy::{
    Fairy, Glyph, GlyphError, Shape, Side, SquareText, SquareTextError, Turn, Walk, WalkLanguage,
};
pub use marks::{BoardMarks, Cylinder, GridLine};
pub use names::NameLanguage;

/// The largest number of files or ranks a board may have (files `a`…`z`).
pub const MAX_SIDE: usize = 26;

/// The side a piece belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first, drawn at the bottom unless the board is flipped.
    White,
    /// The other side.
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
    /// The king.
    King,
    /// The queen.
    Queen,
    /// A rook.
    Rook,
    /// A bishop.
    Bishop,
    /// A knight.
    Knight,
    /// A pawn.
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
    /// Whose piece it is.
    pub color: Color,
    /// What piece it is.
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
    pub fn file_stem(self) -> &'static str {
        FILE_STEMS[self.index()]
    }
}

/// The file stems of [`Piece::ALL`], made from each colour's letter and
/// each role's English letter when the crate is built.
const FILE_STEMS: [&str; 12] = {
    const BYTES: [[u8; 2]; 12] = {
        let mut stems = [[0; 2]; 12];
        let mut i = 0;
        while i < 12 {
            let piece = Piece::ALL[i];
            stems[i] = [piece.color.char() as u8, piece.role.english() as u8];
            i += 1;
        }
        stems
    };
    let mut out = [""; 12];
    let mut i = 0;
    while i < 12 {
        out[i] = match std::str::from_utf8(&BYTES[i]) {
            Ok(stem) => stem,
            Err(_) => panic!("the letters of a piece are ASCII"),
        };
        i += 1;
    }
    out
};

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
    /// A problem piece that is not an orthodox one: neutral, turned, of a
    /// special shape, or of a named walk. [`Cell::fairy`] keeps orthodox
    /// pieces as [`Cell::Piece`].
    Fairy(Fairy),
    /// A square marked with a short text (Fairy-FEN's `'A`, `''12`) and no
    /// piece.
    Text(SquareText),
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

    /// The cell of a problem piece: [`Cell::Piece`] when it is an orthodox
    /// piece, else [`Cell::Fairy`].
    ///
    /// ```
    /// use forsythe::{Cell, Color, Fairy, Piece, Role, Shape, Side, Turn};
    /// let wq = Fairy::new(Side::White, Shape::Queen);
    /// assert_eq!(Cell::fairy(wq), Cell::Piece(Piece::new(Color::White, Role::Queen)));
    /// assert!(matches!(Cell::fairy(wq.turned(Turn::Down)), Cell::Fairy(_)));
    /// ```
    #[must_use]
    pub fn fairy(f: Fairy) -> Cell {
        match f.orthodox() {
            Some(p) => Cell::Piece(p),
            None => Cell::Fairy(f),
        }
    }

    /// The cell as a problem piece, orthodox or not.
    #[must_use]
    pub fn as_fairy(self) -> Option<Fairy> {
        match self {
            Cell::Piece(p) => Some(p.into()),
            Cell::Fairy(f) => Some(f),
            Cell::Empty | Cell::Hole | Cell::Unknown(_) | Cell::Text(_) => None,
        }
    }
}

/// A square named by its file and rank, both counted from 0 (`a1` is file 0,
/// rank 0). Files run `a`…`z` and ranks 1…26, so every square of every board
/// this crate draws has a name.
///
/// ```
/// use forsythe::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(Square::new(25, 25).map(|s| s.to_string()), Some("z26".to_owned()));
/// assert_eq!(Square::new(26, 0), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    file: u8,
    rank: u8,
}

impl Square {
    /// The square on `file` and `rank` (both from 0), if both are below [`MAX_SIDE`].
    #[must_use]
    pub const fn new(file: usize, rank: usize) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE {
            Some(Square {
                file: file as u8,
                rank: rank as u8,
            })
        } else {
            None
        }
    }

    /// The file, from 0 (`a`).
    #[must_use]
    pub const fn file(self) -> usize {
        self.file as usize
    }

    /// The rank, from 0 (rank 1).
    #[must_use]
    pub const fn rank(self) -> usize {
        self.rank as usize
    }

    /// The square named at the start of `text` (the longest name that is
    /// one), and the rest of the text: `"e2e4"` gives `e2` and `"e4"`.
    #[must_use]
    pub fn parse_prefix(text: &str) -> Option<(Square, &str)> {
        let digits_end = text
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map_or(text.len(), |(i, _)| i);
        // A square is a letter and one or two digits; try two first.
        [digits_end.min(3), digits_end.min(2)]
            .into_iter()
            .find_map(|end| Some((Square::parse(text.get(..end)?)?, text.get(end..)?)))
    }

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
        let rank: usize = digits.parse().ok()?;
        Square::new(usize::from(file as u8 - b'a'), rank.checked_sub(1)?)
    }
}

impl Square {
    /// The characters of the square's name: its file's letter, then its
    /// rank's one or two digits (`e4`, `z26`).
    pub(crate) fn name_chars(self) -> impl Iterator<Item = char> {
        let rank = self.rank + 1;
        let tens = (rank >= 10).then(|| char::from(b'0' + rank / 10));
        std::iter::once(char::from(b'a' + self.file))
            .chain(tens)
            .chain(std::iter::once(char::from(b'0' + rank % 10)))
    }
}

impl fmt::Display for Square {
    /// `e4`, `z26`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.name_chars()
            .try_for_each(|c| fmt::Write::write_char(f, c))
    }
}

/// A square name that is not a letter `a`…`z` followed by a rank 1…26.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareError {
    text: String,
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a square; a square is a file a to z and a rank 1 to 26, like e4",
            self.text
        )
    }
}

impl std::error::Error for SquareError {}

impl std::str::FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Square, SquareError> {
        Square::parse(s).ok_or_else(|| SquareError { text: s.to_owned() })
    }
}

/// A board size that is not between 1×1 and 26×26.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeError {
    /// The number of files asked for.
    pub width: usize,
    /// The number of ranks asked for.
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

    fn index(&self, square: Square) -> Option<usize> {
        let (file, rank) = (square.file(), square.rank());
        (file < self.width as usize && rank < self.height as usize)
            .then(|| rank * self.width as usize + file)
    }

    fn get(&self, square: Square) -> Option<T> {
        self.index(square).map(|i| self.cells[i])
    }

    fn set(&mut self, square: Square, value: T) -> bool {
        match self.index(square) {
            Some(i) => {
                self.cells[i] = value;
                true
            }
            None => false,
        }
    }

    /// The square of the cell at `index` in `cells`.
    fn square(&self, index: usize) -> Square {
        let w = self.width as usize;
        // Both are below 26: the grid is at most 26×26.
        Square {
            file: (index % w) as u8,
            rank: (index / w) as u8,
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
            let rows = [
                (0, Piece::new(Color::White, role)),
                (1, Piece::new(Color::White, Role::Pawn)),
                (6, Piece::new(Color::Black, Role::Pawn)),
                (7, Piece::new(Color::Black, role)),
            ];
            for (rank, piece) in rows {
                board.grid.cells[rank * 8 + file] = Cell::Piece(piece);
            }
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

    /// Whether the board has this square.
    #[must_use]
    pub fn contains(&self, square: Square) -> bool {
        self.grid.index(square).is_some()
    }

    /// The cell on `square`, or `None` off the board.
    ///
    /// ```
    /// use forsythe::{Board, Cell, Color, Piece, Role, Square};
    /// let board = Board::standard();
    /// let e1 = Square::parse("e1").unwrap();
    /// assert_eq!(board.get(e1), Some(Cell::Piece(Piece::new(Color::White, Role::King))));
    /// assert_eq!(board.get(Square::parse("i1").unwrap()), None);
    /// ```
    #[must_use]
    pub fn get(&self, square: Square) -> Option<Cell> {
        self.grid.get(square)
    }

    /// Puts `cell` on `square`; returns false (and changes nothing) off the board.
    pub fn set(&mut self, square: Square, cell: Cell) -> bool {
        self.grid.set(square, cell)
    }

    /// Every square with its cell, rank 1 first, file `a` first.
    pub fn cells(&self) -> impl Iterator<Item = (Square, Cell)> + '_ {
        self.grid
            .cells
            .iter()
            .enumerate()
            .map(|(i, &c)| (self.grid.square(i), c))
    }

    /// The square of `side`'s king if an enemy piece attacks it, as the
    /// check a diagram shows.
    ///
    /// Works on any board the crate reads, not only legal chess positions:
    /// `side` must have exactly one king (else there is no check to show),
    /// White's pawns attack towards higher ranks, and holes and unknown
    /// squares stop a rook, bishop or queen like a piece does.
    ///
    /// ```
    /// use forsythe::{Board, Color, Square};
    /// let board: Board = "4k3/8/8/8/8/8/8/4R1K1".parse().unwrap();
    /// assert_eq!(board.checked_king(Color::Black), Square::parse("e8"));
    /// assert_eq!(board.checked_king(Color::White), None);
    /// ```
    #[must_use]
    pub fn checked_king(&self, side: Color) -> Option<Square> {
        let king = Piece::new(side, Role::King);
        let mut kings = self
            .cells()
            .filter(|&(_, cell)| cell == Cell::Piece(king))
            .map(|(square, _)| square);
        let square = kings.next()?;
        if kings.next().is_some() {
            return None;
        }
        self.attacked_by(square, side.other()).then_some(square)
    }

    /// Whether a piece of `by` attacks `target`.
    fn attacked_by(&self, target: Square, by: Color) -> bool {
        let at = |df: isize, dr: isize| -> Option<Cell> {
            let file = target.file().checked_add_signed(df)?;
            let rank = target.rank().checked_add_signed(dr)?;
            self.get(Square::new(file, rank)?)
        };
        let is = |cell: Option<Cell>, roles: &[Role]| matches!(cell, Some(Cell::Piece(p)) if p.color == by && roles.contains(&p.role));
        // A pawn of `by` attacks from one rank behind, as `by` moves.
        let behind = match by {
            Color::White => -1,
            Color::Black => 1,
        };
        if is(at(-1, behind), &[Role::Pawn]) || is(at(1, behind), &[Role::Pawn]) {
            return true;
        }
        const KNIGHT: [(isize, isize); 8] = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        const STRAIGHT: [(isize, isize); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        const DIAGONAL: [(isize, isize); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        if KNIGHT.iter().any(|&(f, r)| is(at(f, r), &[Role::Knight])) {
            return true;
        }
        let lines = [
            (STRAIGHT, [Role::Rook, Role::Queen]),
            (DIAGONAL, [Role::Bishop, Role::Queen]),
        ];
        for (directions, sliders) in lines {
            for (f, r) in directions {
                if is(at(f, r), &[Role::King]) {
                    return true;
                }
                let mut step = 1;
                loop {
                    match at(f * step, r * step) {
                        Some(Cell::Empty) => step += 1,
                        cell => {
                            if is(cell, &sliders) {
                                return true;
                            }
                            break;
                        }
                    }
                }
            }
        }
        false
    }

    /// How many problem pieces of each colour stand on the board, orthodox
    /// or not: (white, black, neutral).
    #[must_use]
    pub fn side_count(&self) -> (usize, usize, usize) {
        self.grid
            .cells
            .iter()
            .filter_map(|c| c.as_fairy())
            .filter(|f| {
                !matches!(
                    f.shape,
                    Shape::Circle | Shape::Cross | Shape::Square | Shape::Triangle
                ) || f.walk.is_some()
            })
            .fold((0, 0, 0), |(w, b, n), f| match f.side {
                Side::White => (w + 1, b, n),
                Side::Black => (w, b + 1, n),
                Side::Neutral => (w, b, n + 1),
            })
    }

    /// Whether any square holds a problem piece that is not orthodox.
    #[must_use]
    pub fn has_fairy(&self) -> bool {
        self.grid.cells.iter().any(|c| matches!(c, Cell::Fairy(_)))
    }

    /// Draws every piece of a walk named in `glyphs` in the shape and turn
    /// given there (`--glyph zebra=knight:90`).
    pub fn apply_glyphs(&mut self, glyphs: &[Glyph]) {
        if glyphs.is_empty() {
            return;
        }
        for cell in &mut self.grid.cells {
            if let Cell::Fairy(f) = cell
                && let Some(g) = glyphs.iter().rev().find(|g| Some(g.walk) == f.walk)
            {
                f.shape = g.shape;
                f.turn = g.turn;
            }
        }
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

/// What a placement does to one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlacementEntry {
    /// Keeps what the base board has there (`.`, a square missing at the end
    /// of a short rank, a missing rank).
    Keep,
    /// Sets the square to this cell.
    Set(Cell),
}

impl PlacementEntry {
    /// The cell it sets, if it sets one.
    #[must_use]
    pub fn cell(self) -> Option<Cell> {
        match self {
            PlacementEntry::Keep => None,
            PlacementEntry::Set(cell) => Some(cell),
        }
    }

    fn of(cell: Option<Cell>) -> PlacementEntry {
        cell.map_or(PlacementEntry::Keep, PlacementEntry::Set)
    }
}

/// What a parsed Forsyth string says: for each square an [`PlacementEntry`], a cell
/// or "keep what the base board has there".
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

    /// The entry on `square`; `None` off the board.
    #[must_use]
    pub fn get(&self, square: Square) -> Option<PlacementEntry> {
        self.grid.get(square).map(PlacementEntry::of)
    }

    /// Sets the entry on `square`; returns false (and changes nothing) off the board.
    pub fn set(&mut self, square: Square, entry: PlacementEntry) -> bool {
        self.grid.set(square, entry.cell())
    }

    /// Every square with its entry, rank 1 first, file `a` first.
    pub fn entries(&self) -> impl Iterator<Item = (Square, PlacementEntry)> + '_ {
        self.grid
            .cells
            .iter()
            .enumerate()
            .map(|(i, &c)| (self.grid.square(i), PlacementEntry::of(c)))
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
                let at = |height: usize| {
                    height
                        .checked_sub(row + 1)
                        .and_then(|r| Square::new(file, r))
                };
                let mine = at(self.height())
                    .and_then(|sq| self.get(sq))
                    .and_then(PlacementEntry::cell);
                let theirs = at(base.height()).and_then(|sq| base.get(sq));
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

    #[test]
    fn checks_by_every_kind_of_piece() {
        let check = |fen: &str, side| {
            let board: Board = fen.parse().expect("a board");
            board.checked_king(side).map(|s| s.to_string())
        };
        let e4 = Some("e4".to_owned());
        // Pawns attack forward, as their side moves.
        assert_eq!(check("8/8/8/3p4/4K3/8/8/8", Color::White), e4);
        assert_eq!(check("8/8/8/8/4K3/3p4/8/8", Color::White), None);
        assert_eq!(
            check("8/8/8/8/4k3/5P2/8/8", Color::Black),
            e4.clone().map(|_| "e4".to_owned())
        );
        assert_eq!(check("8/8/8/5P2/4k3/8/8/8", Color::Black), None);
        // Knights, kings, and sliders until something stands between.
        assert_eq!(check("8/8/8/8/4K3/8/3n4/8", Color::White), e4);
        assert_eq!(check("8/8/8/4k3/4K3/8/8/8", Color::White), e4);
        assert_eq!(check("4r3/8/8/8/4K3/8/8/8", Color::White), e4);
        assert_eq!(check("4r3/8/4P3/8/4K3/8/8/8", Color::White), None);
        assert_eq!(check("8/8/8/8/4K3/8/8/1b6", Color::White), e4);
        assert_eq!(check("8/8/8/8/4K3/8/2P5/1b6", Color::White), None);
        assert_eq!(check("8/8/8/8/4K3/8/8/b7", Color::White), None);
        assert_eq!(check("8/8/8/8/4K3/8/8/4q3", Color::White), e4);
        // A rook does not move diagonally, nor a bishop straight.
        assert_eq!(check("8/8/8/8/4K3/8/8/r7", Color::White), None);
        assert_eq!(check("4b3/8/8/8/4K3/8/8/8", Color::White), None);
        // Own pieces give no check.
        assert_eq!(check("4R3/8/8/8/4K3/8/8/8", Color::White), None);
        // A hole or an unknown square stops a line.
        assert_eq!(check("4r3/8/4-3/8/4K3/8/8/8", Color::White), None);
        assert_eq!(check("4r3/8/4x3/8/4K3/8/8/8", Color::White), None);
        // No king, or two: no check to show.
        assert_eq!(check("4r3/8/8/8/8/8/8/8", Color::White), None);
        assert_eq!(check("4r3/8/8/8/4K3/8/8/K7", Color::White), None);
        // Any board size: on a 3×3 board a knight on a2 reaches c3.
        assert_eq!(check("2K/n2/3", Color::White), Some("c3".to_owned()));
    }

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

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn get_and_set_stay_on_the_board() {
        let mut b = Board::empty(3, 2).unwrap();
        assert!(b.set(sq("c2"), WK));
        assert!(!b.set(sq("d1"), WK));
        assert!(!b.set(sq("a3"), WK));
        assert_eq!(b.get(sq("c2")), Some(WK));
        assert_eq!(b.get(sq("d2")), None);
        assert!(b.contains(sq("c2")) && !b.contains(sq("c3")));
        assert_eq!(
            b.cells()
                .filter(|c| c.1 == WK)
                .map(|c| c.0)
                .collect::<Vec<_>>(),
            vec![sq("c2")]
        );
    }

    #[test]
    fn square_names() {
        assert_eq!(Square::parse("e4"), Square::new(4, 3));
        assert_eq!(Square::parse("z26"), Square::new(25, 25));
        for bad in ["", "e", "e0", "e27", "E4", "e04", "4e", "e4x", "é4"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
            assert!(bad.parse::<Square>().is_err());
        }
        assert_eq!(Square::new(9, 9).unwrap().to_string(), "j10");
        // Found by fuzzing: a square far off any board could not be written;
        // now no such square can be made.
        assert_eq!(Square::new(255, 255), None);
        assert_eq!(Square::new(usize::MAX, 0), None);
        for file in 0..MAX_SIDE {
            for rank in 0..MAX_SIDE {
                let s = Square::new(file, rank).unwrap();
                assert_eq!(s.to_string().parse::<Square>(), Ok(s));
            }
        }
        assert_eq!(
            "k9".parse::<Square>().map_err(|e| e.to_string()),
            Ok(sq("k9"))
        );
        assert_eq!(
            "x0".parse::<Square>().unwrap_err().to_string(),
            "`x0` is not a square; a square is a file a to z and a rank 1 to 26, like e4"
        );
    }

    #[test]
    fn standard_position() {
        let b = Board::standard();
        assert_eq!(b.get(sq("e1")), Some(WK));
        assert_eq!(b.get(sq("d8")), Some(BQ));
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
        base.set(sq("a1"), WK);
        base.set(sq("b2"), BQ);
        // A 3×1 placement: only the top rank, third square is new.
        let mut p = Placement::keep_all(3, 1).unwrap();
        p.set(sq("a1"), PlacementEntry::Set(Cell::Hole));
        let out = p.over(&base);
        assert_eq!((out.width(), out.height()), (3, 2));
        assert_eq!(out.get(sq("a2")), Some(Cell::Hole)); // top-left replaced
        assert_eq!(out.get(sq("b2")), Some(BQ)); // kept
        assert_eq!(out.get(sq("c2")), Some(Cell::Empty)); // beyond the base
        assert_eq!(out.get(sq("a1")), Some(WK)); // missing rank kept
        assert!(!p.is_complete());
        assert_eq!(p.to_board().get(sq("b1")), Some(Cell::Empty));
        assert_eq!(base.to_placement().over(&Board::standard()).width(), 8);
    }
}
