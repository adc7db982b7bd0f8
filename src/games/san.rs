//! Standard algebraic notation: reading a move as it is written in PGN
//! movetext (SAN, long algebraic and UCI), and writing a move in the piece
//! letters of a language or in figurines.

use std::fmt;
use std::str::FromStr;

use crate::board::{Role, Square};
use crate::notation::{Dialect, DialectError};

/// How the pieces of a written move are named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SanStyle {
    /// The upper-case letters of a dialect: English `K Q R B N`, German
    /// `K D T L S`, Italian `R D T A C`, French `R D T F C`, FIDE `K Q R B S`.
    Letters(Dialect),
    /// Figurines `♔ ♕ ♖ ♗ ♘`, the same for both sides, as chess books print
    /// them: the move number already says whose move it is, and the outline
    /// figures stay legible at small sizes (several systems also draw the
    /// solid ones as coloured emoji).
    Figurines,
}

impl Default for SanStyle {
    fn default() -> SanStyle {
        SanStyle::Letters(Dialect::ENGLISH)
    }
}

impl fmt::Display for SanStyle {
    /// As it is read: `figurine`, or the dialect's code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanStyle::Letters(d) => f.write_str(&d.code()),
            SanStyle::Figurines => f.write_str("figurine"),
        }
    }
}

impl FromStr for SanStyle {
    type Err = DialectError;

    /// `figurine`, `figurines` or `fan` for figurines; anything else is a
    /// dialect as [`Dialect`] reads it (`en`, `de`, `it`, `fr`, `fide`, six letters).
    fn from_str(s: &str) -> Result<SanStyle, DialectError> {
        match s.trim().to_lowercase().as_str() {
            "figurine" | "figurines" | "fan" => Ok(SanStyle::Figurines),
            _ => s.parse().map(SanStyle::Letters),
        }
    }
}

impl SanStyle {
    /// The letter or figurine of a role in this style (pawns included, though
    /// a move never names them).
    #[must_use]
    pub fn symbol(&self, role: Role) -> char {
        match self {
            SanStyle::Letters(d) => d.letters()[role.index()],
            SanStyle::Figurines => ['♔', '♕', '♖', '♗', '♘', '♙'][role.index()],
        }
    }
}

/// Whether a move gives check or mate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CheckMark {
    /// Neither.
    #[default]
    None,
    /// Check: `+`.
    Check,
    /// Checkmate: `#`.
    Mate,
}

/// What a move does, as SAN says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SanKind {
    /// `O-O`: castling on the king's side (towards the h-file).
    CastleShort,
    /// `O-O-O`: castling on the queen's side (towards the a-file).
    CastleLong,
    /// A null move: the side to move passes (PGN writers put `--`,
    /// ChessBase `Z0`, UCI `0000`).
    Null,
    /// Any other move.
    Move {
        /// The piece that moves.
        role: Role,
        /// The file of its square, when needed to tell it from another piece
        /// (always for a pawn's capture), counted from 0.
        from_file: Option<u8>,
        /// The rank of its square, when needed to tell it from another piece.
        from_rank: Option<u8>,
        /// Whether it captures (`x`).
        capture: bool,
        /// Where it goes.
        to: Square,
        /// What a pawn becomes on the last rank.
        promotion: Option<Role>,
    },
}

/// A move in standard algebraic notation, made by the game from the legal
/// moves (so it is always minimal and correct, however it was written).
/// `Display` writes it in English (`Nbd7`, `exd6`, `e8=N+`, `O-O-O#`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    /// The move.
    pub kind: SanKind,
    /// Check or mate, as the position after it has it.
    pub check: CheckMark,
}

impl San {
    /// The move in the given style, without its number: `Sf3` in German.
    #[must_use]
    pub fn write(&self, style: &SanStyle) -> String {
        let mut out = String::with_capacity(8);
        self.write_into(style, &mut out);
        out
    }

    pub(crate) fn write_into(&self, style: &SanStyle, out: &mut String) {
        match self.kind {
            SanKind::CastleShort => out.push_str("O-O"),
            SanKind::CastleLong => out.push_str("O-O-O"),
            SanKind::Null => out.push_str("--"),
            SanKind::Move {
                role,
                from_file,
                from_rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    out.push(style.symbol(role));
                }
                if let Some(f) = from_file {
                    out.push(char::from(b'a' + f));
                }
                if let Some(r) = from_rank {
                    out.push(char::from(b'1' + r));
                }
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
                if let Some(p) = promotion {
                    out.push('=');
                    out.push(style.symbol(p));
                }
            }
        }
        match self.check {
            CheckMark::None => {}
            CheckMark::Check => out.push('+'),
            CheckMark::Mate => out.push('#'),
        }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(&SanStyle::default()))
    }
}

/// A move as a PGN file writes it, before it is matched against the legal
/// moves: what it says and nothing more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Written {
    /// `O-O`, `0-0` (short) or `O-O-O`, `0-0-0` (long).
    Castle { long: bool },
    /// A null move: `--`, `Z0`, `0000`, `@@@@`.
    Null,
    /// A piece move (`Nbd7`, `Ng1-f3`), a pawn move (`exd6`, `e8Q`), or a
    /// move from square to square without a piece letter (`e2e4`, `e7e8q`).
    Move {
        role: Option<Role>,
        from_file: Option<u8>,
        from_rank: Option<u8>,
        to: (u8, u8),
        promotion: Option<Role>,
    },
}

/// Whether a move as written (its check marks and glyphs taken off) is a
/// null move: `--` (the PGN writers' and python-chess's), `Z0`
/// (ChessBase's), `0000` (UCI's) or `@@@@` (some engines').
pub(crate) fn is_null(t: &str) -> bool {
    matches!(t.trim_end_matches(is_suffix), "--" | "Z0" | "0000" | "@@@@")
}

/// Characters that may follow a move and say nothing about which move it is:
/// check and mate marks and annotation glyphs.
fn is_suffix(c: char) -> bool {
    matches!(
        c,
        '+' | '#' | '!' | '?' | '‼' | '⁇' | '⁉' | '⁈' | '†' | '‡' | '□'
    )
}

fn role_of_letter(c: char) -> Option<Role> {
    match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        'P' => Some(Role::Pawn),
        _ => None,
    }
}

fn promotion_of_letter(c: char) -> Option<Role> {
    match c.to_ascii_uppercase() {
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        _ => None,
    }
}

fn file_of(b: u8) -> Option<u8> {
    (b'a'..=b'h').contains(&b).then(|| b - b'a')
}

fn rank_of(b: u8) -> Option<u8> {
    (b'1'..=b'8').contains(&b).then(|| b - b'1')
}

/// Reads one move token (already without its move number). Check marks,
/// annotation glyphs and a trailing `e.p.` are ignored; the capture mark
/// (`x` or `:`) and a `-` between squares are optional.
pub(crate) fn read(token: &str) -> Option<Written> {
    let mut t = token.trim_end_matches(is_suffix);
    if let Some(rest) = t.strip_suffix("e.p.") {
        t = rest.trim_end_matches(is_suffix);
    }
    if is_null(t) {
        return Some(Written::Null);
    }
    match t {
        "O-O" | "0-0" | "o-o" => return Some(Written::Castle { long: false }),
        "O-O-O" | "0-0-0" | "o-o-o" => return Some(Written::Castle { long: true }),
        _ => {}
    }
    if !t.is_ascii() {
        return None;
    }
    let mut b = t.as_bytes();
    // The promotion: `=Q`, `(Q)`, `/Q`, or a letter right after the rank.
    let mut promotion = None;
    match b {
        [rest @ .., b'(', p, b')'] | [rest @ .., b'=' | b'/', p] => {
            promotion = Some(promotion_of_letter(char::from(*p))?);
            b = rest;
        }
        [rest @ .., d, p] if d.is_ascii_digit() => {
            if let Some(role) = promotion_of_letter(char::from(*p)) {
                promotion = Some(role);
                b = &b[..rest.len() + 1];
            }
        }
        _ => {}
    }
    let [rest @ .., f, r] = b else {
        return None;
    };
    let mut rest: &[u8] = rest;
    let to = (file_of(*f)?, rank_of(*r)?);
    let mut role = None;
    if let [first, tail @ ..] = rest
        && let Some(r) = role_of_letter(char::from(*first))
    {
        role = Some(r);
        rest = tail;
    }
    if let [head @ .., b'x' | b':' | b'-'] = rest {
        rest = head;
    }
    let (from_file, from_rank) = match rest {
        [] => (None, None),
        [c] => match (file_of(*c), rank_of(*c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return None,
        },
        [f, r] => (Some(file_of(*f)?), Some(rank_of(*r)?)),
        _ => return None,
    };
    Some(Written::Move {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

/// A move token written in the letters of `language` (or in figurines, or
/// with an en dash in castling: `0–0`), rewritten in English letters so
/// that [`read`] reads it: `Sf3` in German is `Nf3`, `a1=D` is `a1=Q`,
/// Russian's two-letter king `Кр` is `K` and its `К` alone the knight.
/// Castling is left as it is (Dutch writes its pawn `O`). `None` when a
/// capital letter is none of the language's pieces.
pub(crate) fn in_english(token: &str, language: &Dialect) -> Option<String> {
    let dashed: String = token
        .chars()
        .map(|c| match c {
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            c => c,
        })
        .collect();
    let bare = dashed.trim_end_matches(is_suffix);
    if matches!(bare, "O-O" | "0-0" | "o-o" | "O-O-O" | "0-0-0" | "o-o-o") {
        return Some(dashed);
    }
    let english = Dialect::ENGLISH.letters();
    let letters = language.letters();
    let two_letter_king = language.king_of(letters[0], Some('р')).is_some();
    let mut out = String::with_capacity(dashed.len());
    let mut chars = dashed.chars().peekable();
    while let Some(c) = chars.next() {
        let figurine = "♔♕♖♗♘♙".find(c).or_else(|| "♚♛♜♝♞♟".find(c));
        if let Some(at) = figurine {
            // Each figurine is three bytes long in UTF-8.
            let i = at / 3;
            if i < 5 {
                out.push(english[i]);
            }
            continue;
        }
        if !c.is_uppercase() {
            out.push(c);
            continue;
        }
        if language.king_of(c, chars.peek().copied()).is_some() {
            chars.next();
            out.push('K');
            continue;
        }
        // The piece this letter names; where two share a letter (Russian
        // `К`, whose king has its second letter), the one without it.
        let role = (0..6)
            .filter(|&i| letters[i] == c)
            .find(|&i| !(i == 0 && two_letter_king))?;
        out.push(english[role]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(
        role: Option<Role>,
        from: (Option<u8>, Option<u8>),
        to: (u8, u8),
        promotion: Option<Role>,
    ) -> Option<Written> {
        Some(Written::Move {
            role,
            from_file: from.0,
            from_rank: from.1,
            to,
            promotion,
        })
    }

    #[test]
    fn moves_as_written_in_the_wild() {
        let n = Some(Role::Knight);
        assert_eq!(read("e4"), mv(None, (None, None), (4, 3), None));
        assert_eq!(read("Nf3!?"), mv(n, (None, None), (5, 2), None));
        assert_eq!(read("Nbd7"), mv(n, (Some(1), None), (3, 6), None));
        assert_eq!(read("N1d2"), mv(n, (None, Some(0)), (3, 1), None));
        assert_eq!(
            read("Qh4xe1#"),
            mv(Some(Role::Queen), (Some(7), Some(3)), (4, 0), None)
        );
        assert_eq!(read("Ng1-f3"), mv(n, (Some(6), Some(0)), (5, 2), None));
        assert_eq!(read("exd6e.p."), mv(None, (Some(4), None), (3, 5), None));
        assert_eq!(read("exd6"), read("ed6"));
        assert_eq!(read("e:d6"), read("ed6"));
        assert_eq!(
            read("Pe4"),
            mv(Some(Role::Pawn), (None, None), (4, 3), None)
        );
        let q = Some(Role::Queen);
        for promo in ["e8=Q", "e8Q", "e8(Q)", "e8/Q", "e8=Q+", "e8Q#!!"] {
            assert_eq!(read(promo), mv(None, (None, None), (4, 7), q), "{promo}");
        }
        assert_eq!(read("gxh8=N"), mv(None, (Some(6), None), (7, 7), n));
        assert_eq!(read("e7e8q"), mv(None, (Some(4), Some(6)), (4, 7), q));
        assert_eq!(read("b7b8n"), mv(None, (Some(1), Some(6)), (1, 7), n));
        assert_eq!(read("e2e4"), mv(None, (Some(4), Some(1)), (4, 3), None));
        for (text, long) in [
            ("O-O", false),
            ("0-0", false),
            ("O-O+", false),
            ("O-O-O", true),
            ("0-0-0#", true),
            ("o-o-o", true),
        ] {
            assert_eq!(read(text), Some(Written::Castle { long }), "{text}");
        }
        for bad in [
            "", "e9", "i4", "Qh9", "Xe4", "e8=K", "e8=P", "Nbbd7", "Nb1b2d3", "e4é", "O-O-O-O",
            "4", "x", "=Q",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }

    #[test]
    fn styles() {
        let san = San {
            kind: SanKind::Move {
                role: Role::Bishop,
                from_file: Some(2),
                from_rank: None,
                capture: true,
                to: Square::new(4, 5).unwrap(),
                promotion: None,
            },
            check: CheckMark::Check,
        };
        assert_eq!(san.to_string(), "Bcxe6+");
        assert_eq!(san.write(&SanStyle::Letters(Dialect::ITALIAN)), "Acxe6+");
        assert_eq!(san.write(&SanStyle::Letters(Dialect::FRENCH)), "Fcxe6+");
        assert_eq!(san.write(&SanStyle::Letters(Dialect::GERMAN)), "Lcxe6+");
        assert_eq!(san.write(&SanStyle::Figurines), "♗cxe6+");
        let castle = San {
            kind: SanKind::CastleLong,
            check: CheckMark::Mate,
        };
        assert_eq!(castle.write(&SanStyle::Letters(Dialect::GERMAN)), "O-O-O#");
        assert_eq!(SanStyle::Figurines.symbol(Role::Knight), '♘');
        assert_eq!(SanStyle::default().symbol(Role::Pawn), 'P');
        assert_eq!(
            "fr".parse::<SanStyle>(),
            Ok(SanStyle::Letters(Dialect::FRENCH))
        );
        assert_eq!("figurine".parse::<SanStyle>(), Ok(SanStyle::Figurines));
    }
}
