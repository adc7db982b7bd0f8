//! The problem notations' own marks: Fairy-FEN (`*2q`, `-k`), YACPDB's
//! parenthesised codes (`(Q2)`, `(!s5)`), Popeye's `forsyth` (its piece codes
//! in three languages, `=` neutral, `.gr` two-letter walks, runs of empty
//! squares that cross rank ends) and Unicode's chess symbols.
//!
//! Exactly what is read:
//! - Fairy-FEN: `*1`, `*2`, `*3` before a piece turn it a quarter, half and
//!   three quarters clockwise (counter-clockwise in `ffen-left`); `-` directly
//!   before a piece letter or before `*` makes it neutral (`-k`, `-*2q`); a `-`
//!   before anything else is a hole, as everywhere; `c` and `x` are a circle
//!   and a cross; `S` is read as a knight as well as `N`.
//! - YACPDB: `(`, then `!` for a neutral piece if it is one, a letter (or `-` and a special letter), then a digit if the piece is turned, then `)`;
//!   the letter's case gives the colour; digits 1–3 turn a quarter, half and
//!   three quarters counter-clockwise, as MatPlus counts them (clockwise in
//!   `yacpdb-right`), 4–7 the knight 45°, 135°, 225°, 315°; the special
//!   letters are `E` equihopper, `O` circle (MatPlus's letter; `C` is read
//!   too), `X` cross, `Q` square and `T` triangle (`(-E)`); `N` is read as a
//!   knight as well as `S`.
//! - Popeye: see [`read_popeye`].
//! - Unicode: the twelve orthodox symbols (U+2654…U+265F), the fairy ones of
//!   U+1FA00…U+1FA4D, and ○ ● ✕ ✖ □ ■ △ ▲ for the markers.

use std::iter::{Enumerate, Peekable};
use std::str::Chars;

use crate::board::WalkLanguage;
use crate::board::{
    Cell, Color, Fairy, Piece, Placement, PlacementEntry, Role, Shape, Side, Square, SquareText,
    Turn, Walk,
};
use crate::notation::dialect::{Dialect, FairyNotation};
use crate::notation::error::{Error, ErrorKind, Span, Warning, WarningKind};

/// The characters of a Forsyth string still to read, with their positions.
pub(crate) type Stream<'a> = Peekable<Enumerate<Chars<'a>>>;

/// The orthodox piece or marker a letter of `dialect` stands for (in a fairy
/// notation both knight letters are read).
fn letter(c: char, dialect: &Dialect, markers: bool) -> Option<(Side, Shape)> {
    if let Some(p) = dialect.piece(c) {
        return Some((p.color.into(), p.role.into()));
    }
    let side = if c.is_uppercase() {
        Side::White
    } else {
        Side::Black
    };
    match c.to_ascii_lowercase() {
        'n' | 's' => Some((side, Shape::Knight)),
        'c' if markers => Some((side, Shape::Circle)),
        'x' if markers => Some((side, Shape::Cross)),
        _ => None,
    }
}

/// Reads one Fairy-FEN, YACPDB or Unicode token beginning with `c` (already
/// taken from `rest`), taking the characters it needs from `rest`. Returns the
/// cell and the token's length, or `None` (and takes nothing more) when the
/// token is none of the notation's own.
pub(crate) fn read_token(
    c: char,
    rest: &mut Stream<'_>,
    notation: FairyNotation,
    dialect: &Dialect,
) -> Option<(Cell, usize)> {
    let mut look = rest.clone();
    if c == '\'' && matches!(notation, FairyNotation::Ffen { .. }) {
        let label = ffen_text(&mut look)?;
        *rest = look;
        return Some((Cell::Text(label), 2 * label.len()));
    }
    let found = match notation {
        FairyNotation::Ffen { left } => ffen_token(c, &mut look, left, dialect),
        FairyNotation::Yacpdb { right } => yacpdb_token(c, &mut look, right, dialect),
        FairyNotation::Unicode => from_unicode(c).map(|f| (f, 1)),
        FairyNotation::Popeye(_) => None,
    }?;
    *rest = look;
    Some((Cell::fairy(found.0), found.1))
}

/// Fairy-FEN's square texts, after the first `'`: `'A` is one character,
/// `''12` two.
fn ffen_text(rest: &mut Stream<'_>) -> Option<SquareText> {
    let a = rest.next()?.1;
    if a == '\'' {
        let (b, c) = (rest.next()?.1, rest.next()?.1);
        SquareText::two(b, c)
    } else {
        SquareText::one(a)
    }
}

/// The token that writes a square's text in `notation`: only Fairy-FEN
/// has one.
pub(crate) fn write_text(label: SquareText, notation: FairyNotation) -> Option<String> {
    match notation {
        FairyNotation::Ffen { .. } if label.len() == 1 => Some(format!("'{label}")),
        FairyNotation::Ffen { .. } => Some(format!("''{label}")),
        _ => None,
    }
}

fn ffen_token(
    c: char,
    rest: &mut Stream<'_>,
    left: bool,
    dialect: &Dialect,
) -> Option<(Fairy, usize)> {
    let mut len = 1;
    let mut c = c;
    let neutral = c == '-';
    if neutral {
        c = rest.next()?.1;
        len += 1;
    }
    let mut turn = Turn::Up;
    if c == '*' {
        let d = rest.next()?.1;
        let n = d.to_digit(10).filter(|n| (1..=3).contains(n))?;
        turn = Turn::from_eighths(2 * n as u8);
        if left {
            turn = turn.mirrored();
        }
        c = rest.next()?.1;
        len += 2;
    }
    let (side, shape) = letter(c, dialect, true)?;
    if neutral && shape.role().is_none()
        || (len == 1 && shape.role().is_some() && dialect.piece(c).is_some())
    {
        // A marker is never neutral; a plain orthodox letter is read as usual.
        return None;
    }
    let side = if neutral { Side::Neutral } else { side };
    Some((Fairy::new(side, shape).turned(turn), len))
}

fn yacpdb_token(
    c: char,
    rest: &mut Stream<'_>,
    right: bool,
    dialect: &Dialect,
) -> Option<(Fairy, usize)> {
    if c != '(' {
        return None;
    }
    let mut len = 1;
    let mut next = || {
        len += 1;
        rest.next().map(|x| x.1)
    };
    let mut c = next()?;
    let neutral = c == '!';
    if neutral {
        c = next()?;
    }
    let (side, shape) = if c == '-' {
        let s = next()?;
        let side = if s.is_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let shape = match s.to_ascii_uppercase() {
            'E' => Shape::Equihopper,
            'O' | 'C' => Shape::Circle,
            'X' => Shape::Cross,
            'Q' => Shape::Square,
            'T' => Shape::Triangle,
            _ => return None,
        };
        (side, shape)
    } else if c.eq_ignore_ascii_case(&'E') {
        (
            if c == 'E' { Side::White } else { Side::Black },
            Shape::Equihopper,
        )
    } else {
        letter(c, dialect, false)?
    };
    let mut c = next()?;
    let mut turn = Turn::Up;
    if let Some(d) = c.to_digit(10) {
        turn = match d {
            0 => Turn::Up,
            1..=3 => Turn::from_eighths(2 * d as u8),
            4..=7 if shape == Shape::Knight => Turn::from_eighths(2 * (d as u8 - 4) + 1),
            _ => return None,
        };
        // MatPlus counts the digits counter-clockwise.
        if !right {
            turn = turn.mirrored();
        }
        c = next()?;
    }
    if c != ')' {
        return None;
    }
    let side = if neutral { Side::Neutral } else { side };
    Some((Fairy::new(side, shape).turned(turn), len))
}

/// The Unicode chess symbol of a piece, where Unicode has one.
#[must_use]
pub fn unicode(f: Fairy) -> Option<char> {
    let side = match f.side {
        Side::White => 0,
        Side::Black => 1,
        Side::Neutral => 2,
    };
    let code = match (f.shape.role(), f.shape) {
        (Some(role), _) => {
            let r = role.index() as u32;
            match (f.turn, f.side) {
                (Turn::Up, Side::White) => 0x2654 + r,
                (Turn::Up, Side::Black) => 0x265A + r,
                (Turn::Up, Side::Neutral) => 0x1FA00 + r,
                (Turn::Right, _) => 0x1FA09 + 6 * side + r,
                (Turn::Down, _) => 0x1FA1E + 6 * side + r,
                (Turn::Left, _) => 0x1FA33 + 6 * side + r,
                (Turn::UpRight, _) if role == Role::Knight => 0x1FA06 + side,
                (Turn::DownRight, _) if role == Role::Knight => 0x1FA1B + side,
                (Turn::DownLeft, _) if role == Role::Knight => 0x1FA30 + side,
                (Turn::UpLeft, _) if role == Role::Knight => 0x1FA45 + side,
                _ => return None,
            }
        }
        (None, Shape::Equihopper) => match f.turn {
            Turn::Up => 0x1FA48 + side,
            Turn::Right => 0x1FA4B + side,
            _ => return None,
        },
        (None, marker) => {
            if f.turn != Turn::Up || f.side == Side::Neutral {
                return None;
            }
            let (white, black) = match marker {
                Shape::Circle => ('○', '●'),
                Shape::Cross => ('✕', '✖'),
                Shape::Square => ('□', '■'),
                _ => ('△', '▲'),
            };
            return Some(if f.side == Side::White { white } else { black });
        }
    };
    char::from_u32(code)
}

/// Every piece Unicode has a symbol for, once.
fn unicode_pieces() -> impl Iterator<Item = Fairy> {
    Side::ALL.into_iter().flat_map(|side| {
        Shape::ALL.into_iter().flat_map(move |shape| {
            Turn::ALL
                .into_iter()
                .map(move |turn| Fairy::new(side, shape).turned(turn))
        })
    })
}

/// The piece a Unicode chess symbol stands for.
#[must_use]
pub fn from_unicode(c: char) -> Option<Fairy> {
    if c.is_ascii() {
        return None;
    }
    unicode_pieces().find(|&f| unicode(f) == Some(c))
}

/// The token that writes `cell` in `notation`, or `None` where the notation
/// has no way to write it.
pub(crate) fn write_token(f: Fairy, notation: FairyNotation, dialect: &Dialect) -> Option<String> {
    let orthodox = |side: Side, role: Role| {
        let color = side.color().unwrap_or(Color::Black);
        dialect.letter(Piece::new(color, role))
    };
    match notation {
        FairyNotation::Unicode => unicode(f).map(String::from),
        FairyNotation::Ffen { left } => {
            let mut out = String::new();
            if f.side == Side::Neutral {
                out.push('-');
            }
            if !f.turn.is_right_angle() {
                return None;
            }
            let turn = if left { f.turn.mirrored() } else { f.turn };
            if turn != Turn::Up {
                out.push('*');
                out.push(char::from(b'0' + turn.eighths() / 2));
            }
            let c = match (f.shape.role(), f.shape) {
                (Some(role), _) => orthodox(f.side, role),
                (None, Shape::Circle) if f.side != Side::Neutral => 'c',
                (None, Shape::Cross) if f.side != Side::Neutral => 'x',
                _ => return None,
            };
            let c = if f.side == Side::White {
                c.to_ascii_uppercase()
            } else {
                c
            };
            out.push(c);
            Some(out)
        }
        FairyNotation::Yacpdb { right } => {
            let mut out = String::from("(");
            if f.side == Side::Neutral {
                out.push('!');
            }
            let special = match f.shape {
                Shape::Equihopper => Some('e'),
                Shape::Circle => Some('o'),
                Shape::Cross => Some('x'),
                Shape::Square => Some('q'),
                Shape::Triangle => Some('t'),
                _ => None,
            };
            let c = match (f.shape.role(), special) {
                (Some(role), _) => orthodox(f.side, role),
                (None, Some(s)) => {
                    out.push('-');
                    s
                }
                (None, None) => return None,
            };
            out.push(if f.side == Side::White {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            });
            let e = if right { f.turn } else { f.turn.mirrored() }.eighths();
            match e {
                0 => {}
                _ if e % 2 == 0 => out.push(char::from(b'0' + e / 2)),
                _ => out.push(char::from(b'4' + e / 2)),
            }
            out.push(')');
            Some(out)
        }
        FairyNotation::Popeye(lang) => {
            let mut out = String::new();
            if f.side == Side::Neutral {
                out.push('=');
            }
            // The code must read back as what it writes: a walk in its own
            // picture, an orthodox piece upright, a picture with no walk as
            // the first walk drawn so whose code reads back.
            let reads_as = |code: &str, walk: Walk| {
                popeye_piece(code, dialect, lang).and_then(|p| p.walk) == Some(walk)
            };
            let walk_code = |w: Walk| {
                std::iter::once(w.code(lang))
                    .chain(Walk::later_codes(w, lang))
                    .find(|c| reads_as(c, w))
            };
            let code: String = match (f.walk, f.shape.role(), f.turn) {
                (Some(w), _, _) if w.shape() == f.shape && w.turn() == f.turn => {
                    walk_code(w)?.to_owned()
                }
                // A walk drawn in another picture: the code would lose it.
                (Some(_), _, _) => return None,
                (None, Some(role), Turn::Up) => orthodox(Side::Black, role).to_string(),
                (None, _, _) => Walk::all()
                    .filter(|w| w.shape() == f.shape && w.turn() == f.turn)
                    .find_map(walk_code)?
                    .to_owned(),
            };
            // A code of digits alone (`35`, the 3:5-leaper) has no case:
            // it reads back White, so a black one cannot be written.
            if f.side == Side::Black && !code.chars().any(char::is_alphabetic) {
                return None;
            }
            if code.chars().count() == 2 {
                out.push('.');
            }
            if f.side == Side::White {
                out.extend(code.chars().map(|c| c.to_ascii_uppercase()));
            } else {
                out.push_str(&code);
            }
            Some(out)
        }
    }
}

/// The piece a Popeye code stands for in `lang`: an orthodox letter or a walk.
pub(crate) fn popeye_piece(code: &str, dialect: &Dialect, lang: WalkLanguage) -> Option<Fairy> {
    let lower = code.to_lowercase();
    let mut chars = lower.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(p) = dialect.piece(c)
    {
        return Some(p.into());
    }
    Walk::from_code(&lower, lang).map(|w| Fairy::of_walk(Side::Black, w))
}

/// Reads Popeye's `forsyth` string (the text after `forsyth`/`fors`) on its
/// 8×8 board, in the piece codes of `lang`, starting at `column`.
///
/// Exactly: upper-case codes are White's, lower-case Black's, `=` before a
/// piece makes it neutral; one letter is a piece or a one-letter walk (`g`,
/// `n`, `z`), `.` and two characters a two-letter walk (`.gr`, `.B1`); a run of
/// one or two digits is that many empty squares (`24` is three ranks). As
/// Popeye itself reads it, the squares are filled one after another from a8
/// to h1 and `/` is passed over: it is where a rank usually ends, but a run
/// may cross it and a rank with one square too many or too few moves the
/// squares after it along. Squares missing at the end are empty, and empty
/// squares past h1 are nothing. A piece past h1 is an error (Popeye leaves
/// it out without a word); anything else unknown is an unknown square with a
/// warning.
///
/// # Errors
/// An empty string, or a piece past the 64th square.
pub fn read_popeye(
    text: &str,
    column: usize,
    dialect: &Dialect,
    lang: WalkLanguage,
) -> Result<crate::notation::error::Read, Error> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    if text.is_empty() {
        return Err(Error::new(ErrorKind::EmptyPlacement, Span::new(column, 0)));
    }
    const SIDE: usize = 8;
    let mut cells = vec![Cell::Empty; SIDE * SIDE];
    let mut warnings = Vec::new();
    let mut at = 0usize; // squares from a8, rank by rank
    let mut neutral: Option<usize> = None;
    let mut chars = text.chars().enumerate().peekable();
    let too_many = |col: usize| Error::new(ErrorKind::TooTall, Span::new(col, 1));
    while let Some((i, c)) = chars.next() {
        let col = column + i;
        let mut place = |cell: Cell, at: &mut usize| -> Result<(), Error> {
            if *at >= SIDE * SIDE {
                return Err(too_many(col));
            }
            cells[*at] = cell;
            *at += 1;
            Ok(())
        };
        match c {
            '0'..='9' => {
                // Popeye reads one or two digits as a number; a third
                // starts the next one.
                let mut n = c as usize - '0' as usize;
                if let Some(&(_, d @ '0'..='9')) = chars.peek() {
                    n = n * 10 + (d as usize - '0' as usize);
                    chars.next();
                }
                at = (at + n).min(SIDE * SIDE);
                neutral = None;
            }
            '/' => {}
            '=' => neutral = Some(col),
            _ => {
                let (code, len) = if c == '.' {
                    let a = chars.next().map(|x| x.1);
                    let b = chars.next().map(|x| x.1);
                    match (a, b) {
                        (Some(a), Some(b)) => (format!("{a}{b}"), 3),
                        _ => (String::from(c), 1),
                    }
                } else {
                    (String::from(c), 1)
                };
                let cell = match popeye_piece(&code, dialect, lang) {
                    Some(mut f) => {
                        let upper = code.chars().any(char::is_uppercase)
                            || !code.chars().any(char::is_lowercase);
                        f.side = if neutral.is_some() {
                            Side::Neutral
                        } else if upper {
                            Side::White
                        } else {
                            Side::Black
                        };
                        Cell::fairy(f)
                    }
                    None => {
                        let rank = SIDE - (at / SIDE).min(SIDE - 1);
                        warnings.push(Warning {
                            kind: WarningKind::UnknownCharacter { ch: c, rank },
                            span: Span::new(col, len),
                        });
                        Cell::Unknown(c)
                    }
                };
                neutral = None;
                place(cell, &mut at)?;
            }
        }
    }
    let Ok(mut placement) = Placement::keep_all(SIDE, SIDE) else {
        return Err(too_many(column));
    };
    for (i, cell) in cells.into_iter().enumerate() {
        if let Some(sq) = Square::new(i % SIDE, SIDE - 1 - i / SIDE) {
            placement.set(sq, PlacementEntry::Set(cell));
        }
    }
    Ok(crate::notation::error::Read {
        placement,
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::notation::forsyth::{self, ReadOptions};

    fn read(text: &str, dialect: Dialect) -> forsyth::Read {
        let opts = ReadOptions {
            dialect,
            ..ReadOptions::default()
        };
        forsyth::read(text, 0, &opts).expect("a placement")
    }

    fn board(text: &str, dialect: Dialect) -> Board {
        read(text, dialect).placement.to_board()
    }

    fn at(b: &Board, name: &str) -> Cell {
        b.get(Square::parse(name).unwrap()).unwrap()
    }

    #[test]
    fn popeye_runs_cross_rank_ends_and_missing_ranks_are_empty() {
        let b = board("24/4Ks2/8/4k3/5S2/8", Dialect::POPEYE_GERMAN);
        assert_eq!(b.to_string(), "8/8/8/4Kn2/8/4k3/5N2/8");
        let b = board("8/1l6/2B5/40", Dialect::POPEYE_GERMAN);
        assert_eq!(b.to_string(), "8/1b6/2P5/8/8/8/8/8");
        let b = board("16/3tT3/3d4/8/3k4/1K6/8", Dialect::POPEYE_GERMAN);
        assert_eq!(b.to_string(), "8/8/3rR3/3q4/8/3k4/1K6/8");
        assert_eq!(
            board("56/LK4lk/", Dialect::POPEYE_GERMAN).to_string(),
            "8/8/8/8/8/8/8/BK4bk"
        );
        assert!(
            read("24/4Ks2/8/4k3/5S2/8", Dialect::POPEYE_GERMAN)
                .warnings
                .is_empty()
        );
        // A rank of nine squares moves the rest along by one, and the
        // empty square pushed past h1 is nothing, as Popeye reads it
        // (`bgl.inp` of Popeye's examples).
        assert_eq!(
            board(
                "8/5b2/5B1T/3B1ks1/3Bbsb2/8/4b3/2K1D3/",
                Dialect::POPEYE_GERMAN
            )
            .to_string(),
            "8/5p2/5P1R/3P1kn1/3Ppnp1/8/5p2/3K1Q2"
        );
        // A short rank moves the rest back; `/` is passed over.
        assert_eq!(
            board("7/k/K7", Dialect::POPEYE).to_string(),
            "7k/K7/8/8/8/8/8/8"
        );
        // Three digits are two numbers: `100` is 10 and 0.
        assert_eq!(
            board("100K", Dialect::POPEYE).to_string(),
            "8/2K5/8/8/8/8/8/8"
        );
    }

    #[test]
    fn popeye_walks_neutral_pieces_and_two_letter_codes() {
        let b = board(
            "8/3bB3/1N4bG/1bb2k1S/T5b1/7b/LB3b2/2KDS3",
            Dialect::POPEYE_GERMAN,
        );
        let nightrider = Walk::from_code("n", WalkLanguage::German).unwrap();
        assert_eq!(
            at(&b, "b6"),
            Cell::Fairy(Fairy::of_walk(Side::White, nightrider))
        );
        let Cell::Fairy(g) = at(&b, "h6") else {
            panic!("a grasshopper")
        };
        assert_eq!(
            (g.side, g.shape, g.turn),
            (Side::White, Shape::Queen, Turn::Down)
        );
        assert_eq!(
            g.walk.map(|w| w.name(WalkLanguage::German)),
            Some("Grashüpfer")
        );
        let b = board("8/1b6/6bb/3b4/3K2bk/7b/1=b6/8", Dialect::POPEYE_GERMAN);
        assert_eq!(
            at(&b, "b2"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::Pawn))
        );
        assert_eq!(b.side_count(), (1, 7, 1));
        let b = board("16/3L4/2K5/2.B15/3k4/2.b15/8", Dialect::POPEYE_GERMAN);
        let Cell::Fairy(w) = at(&b, "c4") else {
            panic!("a bouncer")
        };
        assert_eq!(w.side, Side::White);
        assert_eq!(
            w.walk.map(|w| w.name(WalkLanguage::English)),
            Some("bouncer")
        );
        let Cell::Fairy(w) = at(&b, "c2") else {
            panic!("a bouncer")
        };
        assert_eq!(w.side, Side::Black);
        // English: S is the knight, N the nightrider; French: s the grasshopper.
        let b = board("SN6/7s", Dialect::POPEYE);
        assert_eq!(
            at(&b, "a8"),
            Cell::Piece(Piece::new(Color::White, Role::Knight))
        );
        assert_eq!(
            at(&b, "b8"),
            Cell::Fairy(Fairy::of_walk(Side::White, nightrider))
        );
        let b = board("S7", Dialect::POPEYE_FRENCH);
        let Cell::Fairy(g) = at(&b, "a8") else {
            panic!("a sauterelle")
        };
        assert_eq!(g.walk.map(|w| w.code(WalkLanguage::English)), Some("g"));
        // Past the 64th square is an error, not a wrapped board.
        let opts = ReadOptions {
            dialect: Dialect::POPEYE,
            ..ReadOptions::default()
        };
        assert!(forsyth::read("64K", 0, &opts).is_err());
        assert!(forsyth::read("8/8/8/8/8/8/8/8/K", 0, &opts).is_err());
        assert!(forsyth::read("8/8/8/8/8/8/8/8/8", 0, &opts).is_ok());
    }

    #[test]
    fn ffen_texts_are_one_or_two_characters_on_a_square() {
        let text = |t: &str| Cell::Text(t.parse::<SquareText>().unwrap());
        // `'A` one character, `''12` two; the digits after them are runs.
        let r = read("'A''127/'x1''Zz6", Dialect::FFEN);
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
        let b = r.placement.to_board();
        assert_eq!((b.width(), b.height()), (9, 2));
        assert_eq!(at(&b, "a2"), text("A"));
        assert_eq!(at(&b, "b2"), text("12"));
        assert_eq!(at(&b, "c2"), Cell::Empty);
        assert_eq!(at(&b, "a1"), text("x"));
        assert_eq!(at(&b, "c1"), text("Zz"));
        assert_eq!(forsyth::write_board(&b, &Dialect::FFEN), "'A''127/'x1''Zz6");
        // Only Fairy-FEN writes them; elsewhere they are `?` and said to be.
        assert_eq!(forsyth::write_board(&b, &Dialect::YACPDB), "??7/?1?6");
        let lost: Vec<String> = forsyth::unwritable(&r.placement, &Dialect::YACPDB)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(lost, ["a2", "b2", "a1", "c1"]);
        assert!(forsyth::unwritable(&r.placement, &Dialect::FFEN).is_empty());
        // A quote with no letter or digit after it is no text: `?`, warned.
        let quote = |r: &forsyth::Read| {
            r.warnings
                .iter()
                .any(|w| matches!(w.kind, WarningKind::UnknownCharacter { ch: '\'', .. }))
        };
        assert!(quote(&read("'/8", Dialect::FFEN)));
        assert!(quote(&read("''A/8", Dialect::FFEN)));
        assert!(quote(&read("'+7", Dialect::FFEN)));
        // Outside Fairy-FEN a quote is an unknown character, as before.
        assert!(quote(&read("'A7", Dialect::YACPDB)));
    }

    #[test]
    fn ffen_turns_neutral_pieces_and_holes() {
        let b = board("-*2q*1N-k-1-*3b/8", Dialect::FFEN);
        assert_eq!(
            at(&b, "a2"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::Queen).turned(Turn::Down))
        );
        assert_eq!(
            at(&b, "b2"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Knight).turned(Turn::Right))
        );
        assert_eq!(
            at(&b, "c2"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::King))
        );
        // `-` before a digit is a hole, the digit its own square.
        assert_eq!(at(&b, "d2"), Cell::Hole);
        assert_eq!(at(&b, "e2"), Cell::Empty);
        assert_eq!(
            at(&b, "f2"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::Bishop).turned(Turn::Left))
        );
        let left = board("*1N7", Dialect::FFEN_LEFT);
        assert_eq!(
            at(&left, "a1"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Knight).turned(Turn::Left))
        );
        assert_eq!(
            forsyth::write_board(&b, &Dialect::FFEN),
            "-*2q*1N-k-1-*3b2/8"
        );
    }

    #[test]
    fn yacpdb_codes() {
        let b = board("(Q2)(!q2)(S5)(-E)(!-e1)(-x)(n)K", Dialect::YACPDB);
        assert_eq!(
            at(&b, "a1"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Queen).turned(Turn::Down))
        );
        assert_eq!(
            at(&b, "b1"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::Queen).turned(Turn::Down))
        );
        // MatPlus counts counter-clockwise: 5 is 135° to the left.
        assert_eq!(
            at(&b, "c1"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Knight).turned(Turn::DownLeft))
        );
        assert_eq!(
            at(&b, "d1"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Equihopper))
        );
        assert_eq!(
            at(&b, "e1"),
            Cell::Fairy(Fairy::new(Side::Neutral, Shape::Equihopper).turned(Turn::Left))
        );
        assert_eq!(
            at(&b, "f1"),
            Cell::Fairy(Fairy::new(Side::Black, Shape::Cross))
        );
        assert_eq!(
            at(&b, "g1"),
            Cell::Piece(Piece::new(Color::Black, Role::Knight))
        );
        assert_eq!(
            forsyth::write_board(&b, &Dialect::YACPDB),
            "(Q2)(!q2)(S5)(-E)(!-e1)(-x)sK"
        );
        // A bishop has no 45° turns, MatPlus's star is not drawn yet: a code
        // that is none is one unknown square, warned about as a whole.
        for code in ["(B5)", "(-S)", "(Z)"] {
            let r = read(&format!("{code}7/8"), Dialect::YACPDB);
            let b = r.placement.to_board();
            assert_eq!((b.width(), b.height()), (8, 2), "{code}");
            assert_eq!(at(&b, "a2"), Cell::Unknown('('), "{code}");
            assert_eq!(
                r.warnings,
                [Warning {
                    kind: WarningKind::UnknownCode {
                        code: code.to_owned(),
                        rank: 2
                    },
                    span: Span::new(0, code.len()),
                }],
                "{code}"
            );
        }
        // An unclosed one is a typo: its characters are read one by one.
        let r = read("(Q26", Dialect::YACPDB);
        assert!(matches!(
            r.warnings[..],
            [Warning {
                kind: WarningKind::UnknownCharacter { ch: '(', .. },
                ..
            }]
        ));
        // `yacpdb-right` counts clockwise; the same pieces, other digits.
        assert_eq!(
            forsyth::write_board(&b, &Dialect::YACPDB_RIGHT),
            "(Q2)(!q2)(S6)(-E)(!-e3)(-x)sK"
        );
        assert_eq!(board("(S6)(!-e3)6", Dialect::YACPDB_RIGHT), {
            let mut r = Board::empty(8, 1).unwrap();
            r.set(
                Square::new(0, 0).unwrap(),
                Cell::fairy(Fairy::new(Side::White, Shape::Knight).turned(Turn::DownLeft)),
            );
            r.set(
                Square::new(1, 0).unwrap(),
                Cell::fairy(Fairy::new(Side::Neutral, Shape::Equihopper).turned(Turn::Left)),
            );
            r
        });
        // MatPlus's circle is `(-O)`; our older `(-C)` is read too; `(-O)` is written.
        let circles = board("(-O)(-c)6", Dialect::YACPDB);
        assert_eq!(
            at(&circles, "a1"),
            Cell::Fairy(Fairy::new(Side::White, Shape::Circle))
        );
        assert_eq!(
            at(&circles, "b1"),
            Cell::Fairy(Fairy::new(Side::Black, Shape::Circle))
        );
        assert_eq!(
            forsyth::write_board(&circles, &Dialect::YACPDB),
            "(-O)(-o)6"
        );
    }

    /// Every piece a notation can write, read back the same.
    fn round_trip(dialect: Dialect, can: impl Fn(Fairy) -> bool) -> usize {
        let mut n = 0;
        for f in unicode_pieces() {
            if !can(f)
                || (f.turn != Turn::Up && !f.turn.is_right_angle() && !f.shape.turns_by_eighths())
            {
                continue;
            }
            let mut b = Board::empty(3, 1).unwrap();
            b.set(Square::new(1, 0).unwrap(), Cell::fairy(f));
            let text = forsyth::write_board(&b, &dialect);
            assert!(!text.contains('?'), "{f} in {dialect}: {text}");
            assert_eq!(board(&text, dialect), b, "{f} in {dialect}: {text}");
            n += 1;
        }
        n
    }

    #[test]
    fn round_trips_on_every_shape_turn_and_colour() {
        // Unicode: the orthodox shapes at every turn it has, the equihopper
        // upright and turned right, markers white and black.
        let n = round_trip(Dialect::UNICODE, |f| unicode(f).is_some());
        assert_eq!(n, 3 * 6 * 4 + 3 * 4 + 3 * 2 + 2 * 4);
        // YACPDB: everything.
        let n = round_trip(Dialect::YACPDB, |_| true);
        assert_eq!(n, 3 * 6 * 4 + 3 * 4 + 3 * 4 + 3 * 4 * 4);
        let n = round_trip(Dialect::YACPDB_RIGHT, |_| true);
        assert_eq!(n, 3 * 6 * 4 + 3 * 4 + 3 * 4 + 3 * 4 * 4);
        // Fairy-FEN: right angles of the orthodox shapes; circle and cross.
        let ffen = |f: Fairy| {
            f.turn.is_right_angle()
                && (f.shape.role().is_some()
                    || (matches!(f.shape, Shape::Circle | Shape::Cross) && f.side != Side::Neutral))
        };
        assert_eq!(round_trip(Dialect::FFEN, ffen), 3 * 6 * 4 + 2 * 2 * 4);
        assert_eq!(round_trip(Dialect::FFEN_LEFT, ffen), 3 * 6 * 4 + 2 * 2 * 4);
        // Through all four: YACPDB → Fairy-FEN → Unicode → YACPDB.
        let text = "(Q2)(!q2)(s3)(!B1)(-E)K2/(!r)(P2)(!s)(N1)4";
        let b = board(text, Dialect::YACPDB);
        let ffen_text = forsyth::write_board(&b, &Dialect::FFEN);
        assert_eq!(ffen_text, "*2Q-*2q*1n-*3b?K2/-r*2P-n*3N4");
        let uni = forsyth::write_board(&board(text, Dialect::YACPDB), &Dialect::UNICODE);
        assert_eq!(uni, "🨟🨫🨓🩂🩈♔2/🨂🨣🨄🨹4".replace('🨹', "🨷"));
        assert_eq!(board(&uni, Dialect::UNICODE), b);
        // Popeye keeps the glyphs through its walks; its board is 8×8, the
        // squares keeping their names (the rank of 8 is rank 1).
        let p = forsyth::write_board(&board("(Q2)(S2)(!s2)K4", Dialect::YACPDB), &Dialect::POPEYE);
        assert_eq!(p, "8/8/8/8/8/8/8/GN=nK4");
        let back = board(&p, Dialect::POPEYE);
        let glyphs: Vec<_> = (0..3)
            .map(|f| {
                at(&back, &format!("{}1", char::from(b'a' + f)))
                    .as_fairy()
                    .map(|f| (f.side, f.shape, f.turn))
            })
            .collect();
        assert_eq!(
            glyphs,
            [
                Some((Side::White, Shape::Queen, Turn::Down)),
                Some((Side::White, Shape::Knight, Turn::Down)),
                Some((Side::Neutral, Shape::Knight, Turn::Down)),
            ]
        );
        assert_eq!(
            forsyth::write_board(&back, &Dialect::YACPDB),
            "8/8/8/8/8/8/8/(Q2)(S2)(!s2)K4"
        );
    }

    /// Issue 44, finding 1: the leapers whose Popeye codes are digits alone
    /// have no case, so a black one cannot be written: `?`, and said to be.
    #[test]
    fn a_black_digit_code_leaper_is_unwritable_in_popeye() {
        let leaper = Walk::from_code("35", WalkLanguage::English).expect("the 3:5-leaper");
        let mut b = Board::empty(8, 8).unwrap();
        let a1 = Square::parse("a1").unwrap();
        let b1 = Square::parse("b1").unwrap();
        b.set(a1, Cell::fairy(Fairy::of_walk(Side::Black, leaper)));
        b.set(b1, Cell::fairy(Fairy::of_walk(Side::White, leaper)));
        assert_eq!(
            forsyth::write_board(&b, &Dialect::POPEYE),
            "8/8/8/8/8/8/8/?.356"
        );
        assert_eq!(
            forsyth::unwritable(&b.to_placement(), &Dialect::POPEYE),
            [a1]
        );
        // The white one and a neutral one read back as they were.
        b.set(a1, Cell::fairy(Fairy::of_walk(Side::Neutral, leaper)));
        let text = forsyth::write_board(&b, &Dialect::POPEYE);
        assert_eq!(text, "8/8/8/8/8/8/8/=.35.356");
        assert_eq!(board(&text, Dialect::POPEYE), b);
    }

    /// Issue 44, finding 3: Popeye's `forsyth` has no holes, and a walk's
    /// code says nothing of a picture other than the walk's own: both are
    /// `?`, and said to be. Squares past h8 are not written at all.
    #[test]
    fn holes_turned_walks_and_far_squares_are_unwritable_in_popeye() {
        let g = Walk::from_code("g", WalkLanguage::English).expect("the grasshopper");
        let mut b = Board::empty(9, 8).unwrap();
        let sq = |s: &str| Square::parse(s).unwrap();
        b.set(sq("a8"), Cell::Hole);
        b.set(
            sq("c8"),
            Cell::fairy(Fairy::of_walk(Side::White, g).turned(Turn::Right)),
        );
        b.set(sq("d8"), Cell::fairy(Fairy::of_walk(Side::White, g)));
        b.set(sq("i1"), Cell::Piece(Piece::new(Color::White, Role::King)));
        assert_eq!(
            forsyth::write_board(&b, &Dialect::POPEYE),
            "?1?G4/8/8/8/8/8/8/8"
        );
        assert_eq!(
            forsyth::unwritable(&b.to_placement(), &Dialect::POPEYE),
            [sq("a8"), sq("c8"), sq("i1")]
        );
    }

    /// The code a walk is written by reads back as that walk, or the walk
    /// is unwritable: German `ra` is read as the first walk of Popeye's
    /// table with that code.
    #[test]
    fn every_walk_written_in_popeye_reads_back_as_itself() {
        for dialect in [
            Dialect::POPEYE,
            Dialect::POPEYE_GERMAN,
            Dialect::POPEYE_FRENCH,
        ] {
            for walk in Walk::all() {
                for side in [Side::White, Side::Neutral] {
                    let mut b = Board::empty(8, 8).unwrap();
                    b.set(
                        Square::new(3, 3).unwrap(),
                        Cell::fairy(Fairy::of_walk(side, walk)),
                    );
                    let text = forsyth::write_board(&b, &dialect);
                    if forsyth::unwritable(&b.to_placement(), &dialect).is_empty() {
                        assert_eq!(board(&text, dialect), b, "{walk:?} in {dialect}: {text}");
                    }
                }
            }
        }
        let edgehog = Walk::from_code("eh", WalkLanguage::English).expect("the edgehog");
        let mut b = Board::empty(8, 8).unwrap();
        b.set(
            Square::new(0, 0).unwrap(),
            Cell::fairy(Fairy::of_walk(Side::Black, edgehog)),
        );
        assert_eq!(
            forsyth::write_board(&b, &Dialect::POPEYE_GERMAN),
            "8/8/8/8/8/8/8/.ra7"
        );
    }

    /// Issue 44, finding 2: in Fairy-FEN a `-` before a piece letter or `*`
    /// makes the piece neutral, so a hole right before one cannot be
    /// written: it is `?`, and said to be; the piece keeps its colour.
    #[test]
    fn a_hole_before_a_piece_is_unwritable_in_ffen() {
        let b = board("-K5k/8/8/8/8/8/8/8", Dialect::YACPDB);
        assert_eq!(
            forsyth::write_board(&b, &Dialect::FFEN),
            "?K5k/8/8/8/8/8/8/8"
        );
        let lost: Vec<String> = forsyth::unwritable(&b.to_placement(), &Dialect::FFEN)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(lost, ["a8"]);
        // Before a digit, a text, a neutral piece or another hole it is `-`.
        let b = board("-1--k--'A5", Dialect::FFEN);
        let text = forsyth::write_board(&b, &Dialect::FFEN);
        assert!(forsyth::unwritable(&b.to_placement(), &Dialect::FFEN).is_empty());
        assert_eq!(board(&text, Dialect::FFEN), b, "{text}");
        // Before a turned piece (`*1N`) it is lost too.
        let b = board("-(S3)6", Dialect::YACPDB);
        assert_eq!(forsyth::write_board(&b, &Dialect::FFEN), "?*1N6");
    }
}
