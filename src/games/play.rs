//! Playing moves: the start position from a FEN, matching written moves
//! against the legal moves, SAN for every move played, and the positions of
//! a game with everything a diagram needs (board, side to move, FEN, last
//! move, check).

use std::fmt;

use cozy_chess as cc;

use crate::board::{Board, Cell, Color, Piece, Role, Square};
use crate::games::san::{CheckMark, San, SanKind, SanStyle, Written};
use crate::notation::Dialect;

/// The most plies (half-moves) a game may have; a longer one is an error.
pub const MAX_PLIES: usize = 2000;

/// The chess a game is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Standard chess (also lichess's `From Position`).
    #[default]
    Standard,
    /// Chess960 (Fischer random chess): castling follows the rook files of
    /// the start position's castling rights.
    Chess960,
}

impl Variant {
    /// The variant a PGN `[Variant]` tag names, ignoring case, spaces and
    /// punctuation: `Standard`, `Normal`, `Chess`, `From Position` are
    /// standard chess; `Chess960`, `Chess 960`, `Fischerandom`,
    /// `Fischer Random`, `FRC`, `960` are Chess960. `None` for any other.
    #[must_use]
    pub fn from_tag(value: &str) -> Option<Variant> {
        let key: String = value
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        match key.as_str() {
            "" | "standard" | "normal" | "chess" | "fromposition" => Some(Variant::Standard),
            "chess960" | "fischerandom" | "fischerrandom" | "frc" | "960" => {
                Some(Variant::Chess960)
            }
            _ => None,
        }
    }
}

/// A variant's name that is not one this crate plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantError {
    /// The name as given.
    pub text: String,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a variant played here: Standard or Chess960",
            self.text
        )
    }
}

impl std::error::Error for VariantError {}

impl std::str::FromStr for Variant {
    type Err = VariantError;

    /// As the `Variant` tag is read ([`Variant::from_tag`]).
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        Variant::from_tag(s).ok_or_else(|| VariantError { text: s.to_owned() })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::Standard => "Standard",
            Variant::Chess960 => "Chess960",
        })
    }
}

/// Why a FEN cannot be the start of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FenProblem {
    /// Not two to six fields.
    Fields,
    /// The placement is not eight ranks of eight squares in English letters,
    /// or not a legal position (one king each, no pawn on the first or last
    /// rank, the side that does not move not in check, …).
    Placement,
    /// The side to move is not `w` or `b`.
    SideToMove,
    /// The castling field is not `-`, `KQkq` letters or files (`HAha`).
    Castling,
    /// The half-move clock is not a number.
    HalfmoveClock,
    /// The full-move number is not a number from 1 to 65535.
    FullmoveNumber,
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenProblem::Fields => "a FEN has two to six fields",
            FenProblem::Placement => {
                "the placement is not a legal chess position of eight ranks of eight squares"
            }
            FenProblem::SideToMove => "the side to move is not `w` or `b`",
            FenProblem::Castling => "the castling field is not `-`, `KQkq` or rook files",
            FenProblem::HalfmoveClock => "the half-move clock is not a number",
            FenProblem::FullmoveNumber => "the move number is not a number from 1 to 65535",
        })
    }
}

/// Reads a FEN as the start of a game.
///
/// Tolerant of what PGN files carry: missing trailing fields (side `w`,
/// castling `-`, en passant `-`, clock 0, move 1), runs of spaces, a
/// half-move clock over 100 (counted as 100) and a move number 0 (counted as
/// 1). Castling rights may be written as `KQkq` (for Chess960, as X-FEN: the
/// outermost rook on that side), as Shredder-FEN rook files (`HAha`, `GBgb`),
/// or mixed; a right whose king or rook is not on its first rank is dropped,
/// and so is an en-passant square no pawn can have passed over.
///
/// # Errors
/// A [`FenProblem`] naming the field that cannot be read.
pub(crate) fn setup(fen: &str) -> Result<cc::Board, FenProblem> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if !(2..=6).contains(&fields.len()) && fields.len() != 1 {
        return Err(FenProblem::Fields);
    }
    let get = |i: usize, default: &'static str| fields.get(i).copied().unwrap_or(default);
    let placement = fields[0];
    if placement.bytes().filter(|&b| b == b'/').count() != 7 {
        return Err(FenProblem::Placement);
    }
    let side = get(1, "w");
    if side != "w" && side != "b" {
        return Err(FenProblem::SideToMove);
    }
    let half: u32 = get(4, "0").parse().map_err(|_| FenProblem::HalfmoveClock)?;
    let full: u32 = get(5, "1")
        .parse()
        .map_err(|_| FenProblem::FullmoveNumber)?;
    let full = full.max(1);
    if full > u32::from(u16::MAX) {
        return Err(FenProblem::FullmoveNumber);
    }
    let bare = cc::Board::from_fen(&format!("{placement} {side} - - 0 1"), false)
        .map_err(|_| FenProblem::Placement)?;
    let castling = shredder_castling(&bare, get(2, "-"))?;
    let half = half.min(100);
    let ep = get(3, "-");
    cc::Board::from_fen(
        &format!("{placement} {side} {castling} {ep} {half} {full}"),
        true,
    )
    .or_else(|_| {
        cc::Board::from_fen(
            &format!("{placement} {side} {castling} - {half} {full}"),
            true,
        )
    })
    .map_err(|_| FenProblem::Placement)
}

/// The castling field in Shredder-FEN letters, from `KQkq` (X-FEN) or file
/// letters; rights without their king and rook on the first rank are dropped.
fn shredder_castling(board: &cc::Board, field: &str) -> Result<String, FenProblem> {
    if field == "-" {
        return Ok("-".into());
    }
    // [color][short, long]
    let mut rights: [[Option<cc::File>; 2]; 2] = [[None; 2]; 2];
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            cc::Color::White
        } else {
            cc::Color::Black
        };
        let back = cc::Rank::First.relative_to(color);
        let king = board.king(color);
        let rooks = board.colored_pieces(color, cc::Piece::Rook);
        let rook_on = |f: cc::File| rooks.has(cc::Square::new(f, back));
        let file = match c.to_ascii_lowercase() {
            'k' => cc::File::ALL
                .into_iter()
                .rev()
                .find(|&f| f > king.file() && rook_on(f)),
            'q' => cc::File::ALL
                .into_iter()
                .find(|&f| f < king.file() && rook_on(f)),
            l @ 'a'..='h' => {
                let f = cc::File::index(usize::from(l as u8 - b'a'));
                rook_on(f).then_some(f)
            }
            _ => return Err(FenProblem::Castling),
        };
        if let Some(f) = file
            && king.rank() == back
            && f != king.file()
        {
            rights[color as usize][usize::from(f < king.file())] = Some(f);
        }
    }
    let mut out = String::new();
    for color in cc::Color::ALL {
        for f in rights[color as usize].into_iter().flatten() {
            let letter = char::from(f);
            out.push(match color {
                cc::Color::White => letter.to_ascii_uppercase(),
                cc::Color::Black => letter,
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    Ok(out)
}

fn color(c: cc::Color) -> Color {
    match c {
        cc::Color::White => Color::White,
        cc::Color::Black => Color::Black,
    }
}

fn role(p: cc::Piece) -> Role {
    match p {
        cc::Piece::King => Role::King,
        cc::Piece::Queen => Role::Queen,
        cc::Piece::Rook => Role::Rook,
        cc::Piece::Bishop => Role::Bishop,
        cc::Piece::Knight => Role::Knight,
        cc::Piece::Pawn => Role::Pawn,
    }
}

fn cc_role(r: Role) -> cc::Piece {
    match r {
        Role::King => cc::Piece::King,
        Role::Queen => cc::Piece::Queen,
        Role::Rook => cc::Piece::Rook,
        Role::Bishop => cc::Piece::Bishop,
        Role::Knight => cc::Piece::Knight,
        Role::Pawn => cc::Piece::Pawn,
    }
}

fn square(s: cc::Square) -> Square {
    // Files and ranks of an 8×8 board are below 8, so always a square.
    Square::new(s.file() as usize, s.rank() as usize).unwrap_or(A1)
}

/// The square a1.
const A1: Square = match Square::new(0, 0) {
    Some(s) => s,
    None => panic!("a1 is a square"),
};

/// The board of a position as [`crate::board::Board`]: the one place that
/// turns the move generator's board into ours.
fn to_board(position: &cc::Board) -> Board {
    // An 8×8 board; every square is set below.
    let mut board = Board::standard();
    for s in cc::Square::ALL {
        let cell = match (position.piece_on(s), position.color_on(s)) {
            (Some(p), Some(c)) => Cell::Piece(Piece::new(color(c), role(p))),
            _ => Cell::Empty,
        };
        board.set(square(s), cell);
    }
    board
}

/// A FEN of a position: standard FEN, with Shredder-FEN castling letters
/// (`HAha`) only when a castling king is not on the e-file or a castling rook
/// not on the a- or h-file, where `KQkq` would be read wrongly.
fn fen(position: &cc::Board) -> String {
    let shredder = cc::Color::ALL.into_iter().any(|c| {
        let rights = position.castle_rights(c);
        (rights.short.is_some() || rights.long.is_some())
            && (position.king(c).file() != cc::File::E
                || rights.short.is_some_and(|f| f != cc::File::H)
                || rights.long.is_some_and(|f| f != cc::File::A))
    });
    if shredder {
        format!("{position:#}")
    } else {
        format!("{position}")
    }
}

/// Whether a legal move is castling: the generator writes it as the king
/// taking its own rook.
fn is_castle(position: &cc::Board, mv: cc::Move) -> bool {
    position.colors(position.side_to_move()).has(mv.to)
}

/// Where the king lands when `mv` is castling (g- or c-file), else `mv.to`.
fn shown_to(position: &cc::Board, mv: cc::Move) -> cc::Square {
    if is_castle(position, mv) {
        let file = if mv.to.file() > mv.from.file() {
            cc::File::G
        } else {
            cc::File::C
        };
        cc::Square::new(file, mv.from.rank())
    } else {
        mv.to
    }
}

/// Why a written move could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum MoveProblem {
    /// No legal move fits.
    Illegal,
    /// Several legal moves fit; their SAN.
    Ambiguous(Vec<String>),
    /// A null move by a side in check.
    NullInCheck,
}

/// The legal move that `written` means in `position`.
pub(crate) fn find(position: &cc::Board, written: &Written) -> Result<cc::Move, MoveProblem> {
    let mut found: Vec<cc::Move> = Vec::new();
    match *written {
        // A pass is no move of the board's; the game plays it itself.
        Written::Null => return Err(MoveProblem::Illegal),
        Written::Castle { long } => {
            let king = position.king(position.side_to_move());
            position.generate_moves_for(king.bitboard(), |moves| {
                for mv in moves {
                    if is_castle(position, mv) && (mv.to.file() < mv.from.file()) == long {
                        found.push(mv);
                    }
                }
                false
            });
        }
        Written::Move {
            role: None,
            from_file: Some(ff),
            from_rank: Some(fr),
            to,
            promotion,
        } => {
            // From square to square, as UCI writes it: the piece is the one
            // standing there; castling may be written as the king's two-square
            // step (`e1g1`) or as the king taking its rook (`e1h1`).
            let from = cc::Square::new(
                cc::File::index(usize::from(ff)),
                cc::Rank::index(usize::from(fr)),
            );
            let to = cc::Square::new(
                cc::File::index(usize::from(to.0)),
                cc::Rank::index(usize::from(to.1)),
            );
            let promotion = promotion.map(cc_role);
            let mut castles = Vec::new();
            position.generate_moves_for(from.bitboard(), |moves| {
                for mv in moves {
                    if mv.promotion != promotion {
                        continue;
                    }
                    if mv.to == to {
                        found.push(mv);
                    } else if is_castle(position, mv) && shown_to(position, mv) == to {
                        castles.push(mv);
                    }
                }
                false
            });
            if found.is_empty() {
                found = castles;
            }
        }
        Written::Move {
            role: written_role,
            from_file,
            from_rank,
            to,
            promotion,
        } => {
            let piece = cc_role(written_role.unwrap_or(Role::Pawn));
            let to = cc::Square::new(
                cc::File::index(usize::from(to.0)),
                cc::Rank::index(usize::from(to.1)),
            );
            let promotion = promotion.map(cc_role);
            let mask = position.colored_pieces(position.side_to_move(), piece);
            position.generate_moves_for(mask, |moves| {
                for mv in moves {
                    if mv.to == to
                        && mv.promotion == promotion
                        && !is_castle(position, mv)
                        && from_file.is_none_or(|f| mv.from.file() as u8 == f)
                        && from_rank.is_none_or(|r| mv.from.rank() as u8 == r)
                    {
                        found.push(mv);
                    }
                }
                false
            });
        }
    }
    match found.as_slice() {
        [] => Err(MoveProblem::Illegal),
        [mv] => Ok(*mv),
        many => {
            let mut candidates: Vec<String> = many
                .iter()
                .map(|&mv| san(position, mv).to_string())
                .collect();
            candidates.sort();
            Err(MoveProblem::Ambiguous(candidates))
        }
    }
}

/// The SAN of a legal move, without its check mark.
fn san(position: &cc::Board, mv: cc::Move) -> San {
    if is_castle(position, mv) {
        let kind = if mv.to.file() > mv.from.file() {
            SanKind::CastleShort
        } else {
            SanKind::CastleLong
        };
        return San {
            kind,
            check: CheckMark::None,
        };
    }
    let piece = position.piece_on(mv.from).unwrap_or(cc::Piece::Pawn);
    let en_passant = piece == cc::Piece::Pawn && mv.from.file() != mv.to.file();
    let capture = position.occupied().has(mv.to) || en_passant;
    let (mut from_file, mut from_rank) = (None, None);
    if piece == cc::Piece::Pawn {
        if capture {
            from_file = Some(mv.from.file() as u8);
        }
    } else if piece != cc::Piece::King {
        let mut others = Vec::new();
        let mask = position.colored_pieces(position.side_to_move(), piece) & !mv.from.bitboard();
        position.generate_moves_for(mask, |moves| {
            if moves.to.has(mv.to) {
                others.push(moves.from);
            }
            false
        });
        if !others.is_empty() {
            if others.iter().all(|s| s.file() != mv.from.file()) {
                from_file = Some(mv.from.file() as u8);
            } else if others.iter().all(|s| s.rank() != mv.from.rank()) {
                from_rank = Some(mv.from.rank() as u8);
            } else {
                from_file = Some(mv.from.file() as u8);
                from_rank = Some(mv.from.rank() as u8);
            }
        }
    }
    San {
        kind: SanKind::Move {
            role: role(piece),
            from_file,
            from_rank,
            capture,
            to: square(mv.to),
            promotion: mv.promotion.map(role),
        },
        check: CheckMark::None,
    }
}

/// A move of a game, as it was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// Its SAN, made from the legal moves (write it with [`San::write`]).
    pub san: San,
    /// The full-move number it has (`23` for `23.Qh5` and `23...Qxh2`).
    pub number: u32,
    /// Who played it.
    pub color: Color,
    /// The square the piece left; for castling, the king's square.
    pub from: Square,
    /// The square the piece reached; for castling, the king's square after
    /// it (g- or c-file), which in Chess960 may be the square it left.
    pub to: Square,
    /// What a pawn became.
    pub promotion: Option<Role>,
    /// The square UCI names as the move's end: `to`, except for castling in
    /// Chess960, which UCI writes as the king taking its rook.
    uci_to: Square,
    /// The comments that follow the move, joined by a space, with each run
    /// of blanks and line breaks made one space; ChessBase marks (`[%csl …]`, `[%cal …]`) and clocks stay in it.
    pub comment: Option<String>,
    /// Whether a comment after it holds ChessBase's diagram marker `[#]`.
    pub marked: bool,
    /// Where the move is written (both from 1; the column counts characters).
    pub line: usize,
    /// The column the move starts at.
    pub column: usize,
}

impl PlayedMove {
    /// The move in UCI (`e2e4`, `e7e8q`); castling as the king's two-square
    /// step in standard chess (`e1g1`), as the king taking its rook in
    /// Chess960 (`b1a1`), as engines and lichess write them.
    #[must_use]
    pub fn uci(&self) -> String {
        if self.is_null() {
            return "0000".to_owned();
        }
        let mut out = format!("{}{}", self.from, self.uci_to);
        if let Some(p) = self.promotion {
            out.push(SanStyle::default().symbol(p).to_ascii_lowercase());
        }
        out
    }

    /// Whether it is a null move (a pass): its `from` and `to` are then both
    /// the king's square.
    #[must_use]
    pub fn is_null(&self) -> bool {
        self.san.kind == SanKind::Null
    }

    /// The move with its number in the given style: `1.e4`, `23...Dxh2+`.
    #[must_use]
    pub fn numbered(&self, style: &SanStyle) -> String {
        let mut out = self.number.to_string();
        out.push_str(match self.color {
            Color::White => ".",
            Color::Black => "...",
        });
        self.san.write_into(style, &mut out);
        out
    }
}

/// A game: its tags, its start position and the moves played from it.
///
/// Positions are counted in plies: 0 is the start, `n` the position after
/// the `n`-th move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) number: usize,
    pub(crate) line: usize,
    pub(crate) tags: Vec<(String, String)>,
    pub(crate) tag_lines: Vec<usize>,
    pub(crate) variant: Variant,
    pub(crate) result: Option<String>,
    pub(crate) start_comment: Option<String>,
    pub(crate) start_marked: bool,
    pub(crate) moves: Vec<PlayedMove>,
    pub(crate) boards: Vec<cc::Board>,
    /// The language of the moves' piece letters, when it is not English.
    pub(crate) language: Option<Dialect>,
    /// Moves written in English in a game of another language: line,
    /// column and the move as written.
    pub(crate) strays: Vec<(usize, usize, String)>,
    /// What the movetext holds that is neither move nor annotation and was
    /// passed over: line, column and what it is.
    pub(crate) slips: Vec<(usize, usize, MovetextSlip)>,
}

/// Something in a game's movetext that is passed over rather than read:
/// the game goes on after it, or ends before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MovetextSlip {
    /// A `}` that closes no comment; the game goes on after it.
    StrayBrace,
    /// Prose after the last move (`1.Select a square…` below a game in a
    /// README): the game ends at its last move.
    Prose,
}

impl Game {
    pub(crate) fn new(
        number: usize,
        line: usize,
        tags: Vec<(String, String)>,
        tag_lines: Vec<usize>,
        variant: Variant,
        start: cc::Board,
    ) -> Game {
        Game {
            number,
            line,
            tags,
            tag_lines,
            variant,
            result: None,
            start_comment: None,
            start_marked: false,
            moves: Vec::new(),
            boards: vec![start],
            language: None,
            strays: Vec::new(),
            slips: Vec::new(),
        }
    }

    /// Plays a written move after the last one.
    pub(crate) fn play(
        &mut self,
        written: &Written,
        line: usize,
        column: usize,
    ) -> Result<(), MoveProblem> {
        let before = self.last_board();
        if *written == Written::Null {
            let after = before.null_move().ok_or(MoveProblem::NullInCheck)?;
            let king = square(before.king(before.side_to_move()));
            self.moves.push(PlayedMove {
                san: San {
                    kind: SanKind::Null,
                    check: CheckMark::None,
                },
                number: u32::from(before.fullmove_number()),
                color: color(before.side_to_move()),
                from: king,
                to: king,
                promotion: None,
                uci_to: king,
                comment: None,
                marked: false,
                line,
                column,
            });
            self.boards.push(after);
            return Ok(());
        }
        let mv = find(before, written)?;
        let mut san = san(before, mv);
        let mut after = before.clone();
        after.play_unchecked(mv);
        if !after.checkers().is_empty() {
            san.check = if after.generate_moves(|_| true) {
                CheckMark::Check
            } else {
                CheckMark::Mate
            };
        }
        let castle = is_castle(before, mv);
        let uci_to = if castle && self.variant == Variant::Standard {
            shown_to(before, mv)
        } else {
            mv.to
        };
        let played = PlayedMove {
            san,
            number: u32::from(before.fullmove_number()),
            color: color(before.side_to_move()),
            from: square(mv.from),
            to: square(shown_to(before, mv)),
            promotion: mv.promotion.map(role),
            uci_to: square(uci_to),
            comment: None,
            marked: false,
            line,
            column,
        };
        self.moves.push(played);
        self.boards.push(after);
        Ok(())
    }

    pub(crate) fn last_board(&self) -> &cc::Board {
        // `boards` always holds the start position.
        &self.boards[self.boards.len() - 1]
    }

    /// Adds a comment after the last move (or before the first), and notes
    /// a `[#]` marker in it.
    pub(crate) fn comment(&mut self, text: &str) {
        let marked = text.contains("[#]");
        let (slot, mark) = match self.moves.last_mut() {
            Some(m) => (&mut m.comment, &mut m.marked),
            None => (&mut self.start_comment, &mut self.start_marked),
        };
        *mark |= marked;
        let mut words = text.split_whitespace();
        let Some(first) = words.next() else {
            return;
        };
        let c = slot.get_or_insert_with(String::new);
        if !c.is_empty() {
            c.push(' ');
        }
        c.push_str(first);
        for w in words {
            c.push(' ');
            c.push_str(w);
        }
    }

    /// Marks the position after `ply` moves as a `[#]` marker would.
    pub(crate) fn mark(&mut self, ply: usize) {
        match ply.checked_sub(1) {
            None => self.start_marked = true,
            Some(i) => {
                if let Some(m) = self.moves.get_mut(i) {
                    m.marked = true;
                }
            }
        }
    }

    /// Its number in the text it was read from (from 1).
    #[must_use]
    pub fn number(&self) -> usize {
        self.number
    }

    /// The line it starts on (its first tag, or its first move).
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// Its tags, in the order written, values unescaped.
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of a tag (the first, if it is written twice).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The line a tag is written on.
    #[must_use]
    pub fn tag_line(&self, name: &str) -> Option<usize> {
        self.tags
            .iter()
            .position(|(n, _)| n == name)
            .and_then(|i| self.tag_lines.get(i).copied())
    }

    /// Whether the game starts from a `[FEN]` tag (as a puzzle does).
    #[must_use]
    pub fn has_fen(&self) -> bool {
        self.tag("FEN").is_some()
    }

    /// Standard chess or Chess960.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The language of the moves' piece letters (`Sf3`: German), found from
    /// the first move English cannot read; `None` for English and figurines.
    #[must_use]
    pub fn language(&self) -> Option<Dialect> {
        self.language
    }

    /// The moves written in English letters in a game of another language
    /// (a stray `Ba3` among German moves), played as English: the line and
    /// column of each and the move as written.
    #[must_use]
    pub fn english_moves(&self) -> &[(usize, usize, String)] {
        &self.strays
    }

    /// What the movetext held that was passed over (a stray `}`, prose
    /// after the last move): the line and column of each and what it is.
    #[must_use]
    pub fn slips(&self) -> &[(usize, usize, MovetextSlip)] {
        &self.slips
    }

    /// The result: the movetext's closing `1-0`, `0-1`, `1/2-1/2` or `*`,
    /// else the `[Result]` tag.
    #[must_use]
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref().or_else(|| self.tag("Result"))
    }

    /// The moves played, in order; move `i` leads to ply `i + 1`.
    #[must_use]
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The comment before the first move.
    #[must_use]
    pub fn start_comment(&self) -> Option<&str> {
        self.start_comment.as_deref()
    }

    /// The number of the last position (the number of moves played).
    #[must_use]
    pub fn last_ply(&self) -> usize {
        self.moves.len()
    }

    /// The position after `ply` moves (0 = the start); `None` past the end.
    #[must_use]
    pub fn position(&self, ply: usize) -> Option<Snapshot<'_>> {
        (ply < self.boards.len()).then_some(Snapshot { game: self, ply })
    }

    /// Every position, from the start to the end.
    pub fn positions(&self) -> impl Iterator<Item = Snapshot<'_>> + '_ {
        (0..self.boards.len()).map(move |ply| Snapshot { game: self, ply })
    }

    /// The plies whose position a `[#]` marker asks for: 0 when the comment
    /// before the first move has one, else after each marked move.
    #[must_use]
    pub fn marked(&self) -> Vec<usize> {
        let start = self.start_marked.then_some(0);
        start
            .into_iter()
            .chain(
                self.moves
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| m.marked)
                    .map(|(i, _)| i + 1),
            )
            .collect()
    }

    /// The moves with their numbers, in the given style:
    /// `1.e4 e5 2.Nf3`, or `12...Kh8 13.Qh5` when Black moves first.
    #[must_use]
    pub fn movetext(&self, style: &SanStyle) -> String {
        movetext(&self.moves, style)
    }
}

/// Moves with their numbers: White's move and the first move carry one.
pub(crate) fn movetext(moves: &[PlayedMove], style: &SanStyle) -> String {
    let mut out = String::with_capacity(moves.len() * 6);
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if i == 0 || m.color == Color::White {
            out.push_str(&m.number.to_string());
            out.push_str(match m.color {
                Color::White => ".",
                Color::Black => "...",
            });
        }
        m.san.write_into(style, &mut out);
    }
    out
}

/// A snapshot of a game: its position after some plies, with everything a
/// diagram of it may show.
#[derive(Debug, Clone, Copy)]
pub struct Snapshot<'g> {
    game: &'g Game,
    ply: usize,
}

impl<'g> Snapshot<'g> {
    /// The position after `ply` moves; `ply` is at most the game's last.
    pub(crate) fn new(game: &'g Game, ply: usize) -> Snapshot<'g> {
        Snapshot {
            game,
            ply: ply.min(game.last_ply()),
        }
    }

    fn inner(&self) -> &'g cc::Board {
        &self.game.boards[self.ply]
    }

    /// The game it belongs to.
    #[must_use]
    pub fn game(&self) -> &'g Game {
        self.game
    }

    /// Its ply: 0 for the start, `n` after `n` moves.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The pieces, on an 8×8 board.
    #[must_use]
    pub fn board(&self) -> Board {
        to_board(self.inner())
    }

    /// The side to move.
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        color(self.inner().side_to_move())
    }

    /// The full FEN (see the module documentation for its castling letters).
    #[must_use]
    pub fn fen(&self) -> String {
        fen(self.inner())
    }

    /// The full-move number of the move to be played next.
    #[must_use]
    pub fn fullmove(&self) -> u32 {
        u32::from(self.inner().fullmove_number())
    }

    /// The move that led here (`None` at the start).
    #[must_use]
    pub fn last_move(&self) -> Option<&'g PlayedMove> {
        self.ply.checked_sub(1).map(|i| &self.game.moves[i])
    }

    /// The squares of the move that led here, as a user sees them.
    #[must_use]
    pub fn last_squares(&self) -> Option<(Square, Square)> {
        self.last_move()
            .filter(|m| !m.is_null())
            .map(|m| (m.from, m.to))
    }

    /// The square of the king in check, if the side to move is in check.
    #[must_use]
    pub fn check(&self) -> Option<Square> {
        let b = self.inner();
        (!b.checkers().is_empty()).then(|| square(b.king(b.side_to_move())))
    }

    /// The move that led here with its number, in the given style: `23...Qxh2+`.
    #[must_use]
    pub fn san(&self, style: &SanStyle) -> Option<String> {
        self.last_move().map(|m| m.numbered(style))
    }

    /// The comment after the move that led here (at the start: the comment
    /// before the first move).
    #[must_use]
    pub fn comment(&self) -> Option<&'g str> {
        match self.last_move() {
            Some(m) => m.comment.as_deref(),
            None => self.game.start_comment.as_deref(),
        }
    }

    /// Whether a `[#]` marker asks for this position.
    #[must_use]
    pub fn is_marked(&self) -> bool {
        match self.last_move() {
            Some(m) => m.marked,
            None => self.game.start_marked,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::san::read;

    fn game(fen: &str) -> Game {
        Game::new(
            1,
            1,
            Vec::new(),
            Vec::new(),
            Variant::Standard,
            setup(fen).unwrap(),
        )
    }

    fn play(g: &mut Game, moves: &str) {
        for m in moves.split_whitespace() {
            g.play(&read(m).unwrap(), 1, 1)
                .unwrap_or_else(|e| panic!("{m}: {e:?}"));
        }
    }

    #[test]
    fn fen_fields_are_read_leniently() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(
            format!("{}", setup(start).unwrap()),
            format!("{start} w - - 0 1")
        );
        assert_eq!(
            format!("{}", setup(&format!("{start}  b KQkq - 150 0")).unwrap()),
            format!("{start} b KQkq - 100 1")
        );
        // An en-passant square no pawn passed over is dropped.
        assert_eq!(
            format!("{}", setup(&format!("{start} w KQkq e6 0 1")).unwrap()),
            format!("{start} w KQkq - 0 1")
        );
        assert_eq!(
            setup(&format!("{start} x")).unwrap_err(),
            FenProblem::SideToMove
        );
        assert_eq!(
            setup("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err(),
            FenProblem::Placement
        );
        assert_eq!(
            setup("rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w").unwrap_err(),
            FenProblem::Placement
        );
        assert_eq!(
            setup(&format!("{start} w KQkz")).unwrap_err(),
            FenProblem::Castling
        );
        assert_eq!(
            setup(&format!("{start} w - - x 1")).unwrap_err(),
            FenProblem::HalfmoveClock
        );
        assert_eq!(
            setup(&format!("{start} w - - 0 70000")).unwrap_err(),
            FenProblem::FullmoveNumber
        );
        assert_eq!(
            setup(&format!("{start} w - - 0 1 x")).unwrap_err(),
            FenProblem::Fields
        );
    }

    #[test]
    fn castling_letters_of_every_kind() {
        // X-FEN KQkq in Chess960: the outermost rooks.
        let b = setup("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1").unwrap();
        assert_eq!(
            format!("{b:#}"),
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"
        );
        assert_eq!(
            fen(&b),
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"
        );
        // Shredder letters that fit standard chess are written as KQkq.
        let b = setup("r3k2r/8/8/8/8/8/8/R3K2R b HAha - 0 1").unwrap();
        assert_eq!(fen(&b), "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        // A right without its rook is dropped.
        let b = setup("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").unwrap();
        assert_eq!(fen(&b), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    }

    #[test]
    fn san_disambiguation_and_marks() {
        let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        play(&mut g, "Rd1");
        // The king stands between the h-rook and d1.
        assert_eq!(g.moves[0].san.to_string(), "Rd1");
        let mut g = game("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
        play(&mut g, "Rad1");
        assert_eq!(g.moves[0].san.to_string(), "Rad1");
        let mut g = game("7k/2N5/8/8/8/2N1N3/8/4K3 w - - 0 1");
        play(&mut g, "c3d5");
        assert_eq!(g.moves[0].san.to_string(), "Nc3d5");
        let mut g = game("4k3/8/8/8/1N3N2/8/1N6/4K3 w - - 0 1");
        play(&mut g, "Nb2d3");
        // Three knights reach d3: b2 shares its file with b4, its rank with none.
        assert_eq!(g.moves[0].san.to_string(), "N2d3");
        let mut g = game("4k3/8/8/8/1N3N2/8/8/4K3 w - - 0 1");
        play(&mut g, "Nfd3");
        assert_eq!(g.moves[0].san.to_string(), "Nfd3");
        let mut g = game("4k3/8/8/8/1N6/8/1N6/4K3 w - - 0 1");
        play(&mut g, "Nb4d3");
        assert_eq!(g.moves[0].san.to_string(), "N4d3");
        assert_eq!(
            g.moves[0]
                .san
                .write(&SanStyle::Letters(crate::notation::Dialect::GERMAN)),
            "S4d3"
        );
    }

    #[test]
    fn mate_and_check_marks() {
        let mut g = game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        play(&mut g, "f3 e5 g4 Qh4");
        assert_eq!(g.moves[3].san.to_string(), "Qh4#");
        assert_eq!(g.moves[3].numbered(&SanStyle::Figurines), "2...♕h4#");
        let end = g.position(4).unwrap();
        assert_eq!(end.check(), Some(Square::parse("e1").unwrap()));
        assert_eq!(
            end.fen(),
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
        );
        assert_eq!(g.movetext(&SanStyle::default()), "1.f3 e5 2.g4 Qh4#");
    }

    #[test]
    fn ambiguous_and_illegal() {
        let g = game("4k3/8/8/8/1N3N2/8/8/4K3 w - - 0 1");
        assert_eq!(
            find(&g.boards[0], &read("Nd3").unwrap()),
            Err(MoveProblem::Ambiguous(vec!["Nbd3".into(), "Nfd3".into()]))
        );
        assert_eq!(
            find(&g.boards[0], &read("Nd4").unwrap()),
            Err(MoveProblem::Illegal)
        );
        assert_eq!(
            find(&g.boards[0], &read("O-O").unwrap()),
            Err(MoveProblem::Illegal)
        );
    }

    #[test]
    fn board_conversion() {
        let g = game("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let b = g.position(0).unwrap().board();
        assert_eq!(b.piece_count(), (2, 1));
        assert_eq!(
            b.get(Square::new(7, 0).unwrap()),
            Some(Cell::Piece(Piece::new(Color::White, Role::Rook)))
        );
        assert_eq!(
            b.get(Square::new(4, 7).unwrap()),
            Some(Cell::Piece(Piece::new(Color::Black, Role::King)))
        );
        assert_eq!(b.get(Square::new(0, 0).unwrap()), Some(Cell::Empty));
    }
}

#[cfg(test)]
mod roundtrip {
    use super::*;
    use crate::games::read_games;
    use proptest::prelude::*;

    /// Plays the `picks`-th legal move (modulo their number) ply by ply.
    fn random_game(start: cc::Board, variant: Variant, picks: &[usize]) -> Game {
        let mut game = Game::new(1, 1, Vec::new(), Vec::new(), variant, start);
        for &pick in picks {
            let mut legal = Vec::new();
            game.last_board().generate_moves(|moves| {
                legal.extend(moves);
                false
            });
            let Some(&mv) = legal.get(pick % legal.len().max(1)) else {
                break;
            };
            let written = Written::Move {
                role: None,
                from_file: Some(mv.from.file() as u8),
                from_rank: Some(mv.from.rank() as u8),
                to: (mv.to.file() as u8, mv.to.rank() as u8),
                promotion: mv.promotion.map(role),
            };
            game.play(&written, 1, 1).unwrap();
        }
        game
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// SAN written for random legal moves reads back to the same game,
        /// in standard chess and Chess960, and the UCI written reads back too.
        #[test]
        fn san_and_uci_read_back(
            picks in proptest::collection::vec(0usize..200, 0..160),
            scharnagl in 0u32..960,
        ) {
            for variant in [Variant::Standard, Variant::Chess960] {
                let start = match variant {
                    Variant::Standard => cc::Board::default(),
                    Variant::Chess960 => cc::Board::chess960_startpos(scharnagl),
                };
                let game = random_game(start.clone(), variant, &picks);
                let fen = fen(&start);
                let tags = format!("[Variant \"{variant}\"]\n[FEN \"{fen}\"]\n\n");
                let san = format!("{tags}{} *", game.movetext(&SanStyle::default()));
                let again = read_games(&san).next().unwrap().unwrap();
                prop_assert_eq!(&again.boards, &game.boards);
                prop_assert_eq!(&again.moves.iter().map(|m| m.san).collect::<Vec<_>>(),
                    &game.moves.iter().map(|m| m.san).collect::<Vec<_>>());
                let uci: Vec<String> = game.moves.iter().map(PlayedMove::uci).collect();
                let uci = format!("{tags}{} *", uci.join(" "));
                let again = read_games(&uci).next().unwrap().unwrap();
                prop_assert_eq!(&again.boards, &game.boards);
            }
        }
    }

    fn placement(cells: &[u8], kings: (usize, usize)) -> String {
        const LETTERS: &[u8] = b"PNBRQpnbrq";
        let mut squares: Vec<Option<u8>> = cells
            .iter()
            .map(|&c| LETTERS.get(usize::from(c)).copied())
            .collect();
        squares[kings.0] = Some(b'K');
        squares[kings.1] = Some(b'k');
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match squares[rank * 8 + file] {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(char::from(p));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// Any FEN is set up or refused without a panic; one that is set up
        /// is written back to a FEN that sets up the same position, and every
        /// legal move in it gets its SAN.
        #[test]
        fn any_fen(
            cells in proptest::collection::vec(0u8..30, 64),
            kings in (0usize..64, 0usize..64),
            side in prop_oneof![Just("w"), Just("b")],
            castling in "[KQkqA-Ha-h-]{0,5}",
            ep in "(-|[a-h][36])",
            clocks in "[0-9]{1,3} [0-9]{1,5}",
        ) {
            prop_assume!(kings.0 != kings.1);
            let fen_text = format!("{} {side} {castling} {ep} {clocks}", placement(&cells, kings));
            if let Ok(board) = setup(&fen_text) {
                let written = fen(&board);
                let again = setup(&written).unwrap();
                prop_assert_eq!(fen(&again), written);
                let _ = to_board(&board);
                let mut legal = Vec::new();
                board.generate_moves(|moves| {
                    legal.extend(moves);
                    false
                });
                for mv in legal {
                    let _ = san(&board, mv).to_string();
                }
            }
        }
    }
}
