//! Piece-letter dialects: the letters of English, German, Italian, FIDE and
//! French notation, custom six-letter sets, and automatic detection.

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, Cell, Color, Piece, Role};
use crate::notation::error::{Error, ErrorKind, Implausible, Span};
use crate::notation::forsyth::{self, Read, ReadOptions};

/// Which built-in dialect a [`Dialect`] is, or `Custom` for a six-letter set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DialectName {
    English,
    German,
    Italian,
    Fide,
    French,
    Custom,
}

/// A set of six piece letters, for king, queen, rook, bishop, knight and pawn.
/// White pieces are the upper-case letters, Black's the lower-case ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dialect {
    name: DialectName,
    upper: [char; 6],
    lower: [char; 6],
}

/// Why a six-letter custom dialect was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialectError {
    /// The text is neither a known name nor six letters.
    Unknown(String),
    /// The text has six characters, but one is not a letter with a case.
    NotALetter(String, char),
    /// The same letter is used for two pieces.
    Repeated(String, char),
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DialectError::Unknown(s) => write!(
                f,
                "`{s}` is no dialect: give a name (en, de, it, fide, fr, auto) or six letters for K Q R B N P"
            ),
            DialectError::NotALetter(s, c) => {
                write!(
                    f,
                    "`{s}`: `{c}` is not a letter that has an upper and a lower case"
                )
            }
            DialectError::Repeated(s, c) => {
                write!(f, "`{s}`: the letter `{c}` stands for two pieces")
            }
        }
    }
}

impl std::error::Error for DialectError {}

const fn lower_ascii(upper: [char; 6]) -> [char; 6] {
    let mut lower = upper;
    let mut i = 0;
    while i < 6 {
        lower[i] = upper[i].to_ascii_lowercase();
        i += 1;
    }
    lower
}

const fn builtin(name: DialectName, upper: [char; 6]) -> Dialect {
    Dialect {
        name,
        upper,
        lower: lower_ascii(upper),
    }
}

impl Dialect {
    /// K Q R B N P.
    pub const ENGLISH: Dialect = builtin(DialectName::English, ['K', 'Q', 'R', 'B', 'N', 'P']);
    /// K D T L S B (König, Dame, Turm, Läufer, Springer, Bauer).
    pub const GERMAN: Dialect = builtin(DialectName::German, ['K', 'D', 'T', 'L', 'S', 'B']);
    /// R D T A C P (Re, Donna, Torre, Alfiere, Cavallo, Pedone).
    pub const ITALIAN: Dialect = builtin(DialectName::Italian, ['R', 'D', 'T', 'A', 'C', 'P']);
    /// K Q R B S P: English with S for the knight, as FIDE's figurine-free texts write.
    pub const FIDE: Dialect = builtin(DialectName::Fide, ['K', 'Q', 'R', 'B', 'S', 'P']);
    /// R D T F C P (Roi, Dame, Tour, Fou, Cavalier, Pion).
    pub const FRENCH: Dialect = builtin(DialectName::French, ['R', 'D', 'T', 'F', 'C', 'P']);

    /// The built-in dialects, in the order they are listed and tried.
    pub const BUILTIN: [Dialect; 5] = [
        Dialect::ENGLISH,
        Dialect::GERMAN,
        Dialect::ITALIAN,
        Dialect::FIDE,
        Dialect::FRENCH,
    ];

    /// A dialect from six letters for king, queen, rook, bishop, knight and
    /// pawn, in either case (`RDTFCP` or `rdtfcp`).
    ///
    /// # Errors
    /// When the text is not six distinct letters that each have a case.
    pub fn custom(letters: &str) -> Result<Dialect, DialectError> {
        let chars: Vec<char> = letters.chars().collect();
        if chars.len() != 6 {
            return Err(DialectError::Unknown(letters.to_owned()));
        }
        let mut upper = ['K'; 6];
        let mut lower = ['k'; 6];
        for (i, &c) in chars.iter().enumerate() {
            let (u, l) = case_pair(c).ok_or(DialectError::NotALetter(letters.to_owned(), c))?;
            if upper[..i].contains(&u) {
                return Err(DialectError::Repeated(letters.to_owned(), c));
            }
            upper[i] = u;
            lower[i] = l;
        }
        let dialect = Dialect {
            name: DialectName::Custom,
            upper,
            lower,
        };
        // A custom set equal to a built-in one is that dialect.
        Ok(Dialect::BUILTIN
            .into_iter()
            .find(|d| d.upper == upper)
            .unwrap_or(dialect))
    }

    /// Which dialect this is.
    #[must_use]
    pub const fn name(&self) -> DialectName {
        self.name
    }

    /// The short name used on the command line (`en`, `de`, …), or the six
    /// letters of a custom dialect.
    #[must_use]
    pub fn code(&self) -> String {
        match self.name {
            DialectName::English => "en".into(),
            DialectName::German => "de".into(),
            DialectName::Italian => "it".into(),
            DialectName::Fide => "fide".into(),
            DialectName::French => "fr".into(),
            DialectName::Custom => self.upper.iter().collect(),
        }
    }

    /// The letter of `piece` in this dialect.
    #[must_use]
    pub const fn letter(&self, piece: Piece) -> char {
        let i = piece.role.index();
        match piece.color {
            Color::White => self.upper[i],
            Color::Black => self.lower[i],
        }
    }

    /// The six upper-case (white) letters in K Q R B N P order.
    #[must_use]
    pub const fn letters(&self) -> [char; 6] {
        self.upper
    }

    /// The piece a letter stands for, if it is one of this dialect's letters.
    #[must_use]
    pub fn piece(&self, c: char) -> Option<Piece> {
        for (i, role) in Role::ALL.into_iter().enumerate() {
            if self.upper[i] == c {
                return Some(Piece::new(Color::White, role));
            }
            if self.lower[i] == c {
                return Some(Piece::new(Color::Black, role));
            }
        }
        None
    }
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect::ENGLISH
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            DialectName::English => f.write_str("English"),
            DialectName::German => f.write_str("German"),
            DialectName::Italian => f.write_str("Italian"),
            DialectName::Fide => f.write_str("FIDE"),
            DialectName::French => f.write_str("French"),
            DialectName::Custom => {
                let letters: String = self.upper.iter().collect();
                write!(f, "custom ({letters})")
            }
        }
    }
}

/// Upper and lower case of a letter, when both exist and are single characters.
fn case_pair(c: char) -> Option<(char, char)> {
    if !c.is_alphabetic() {
        return None;
    }
    let mut up = c.to_uppercase();
    let mut low = c.to_lowercase();
    let (u, l) = (up.next()?, low.next()?);
    (up.next().is_none() && low.next().is_none() && u != l).then_some((u, l))
}

/// A dialect as chosen on the command line: a fixed one, or `auto`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DialectChoice {
    Fixed(Dialect),
    Auto,
}

impl Default for DialectChoice {
    fn default() -> Self {
        DialectChoice::Fixed(Dialect::ENGLISH)
    }
}

impl FromStr for DialectChoice {
    type Err = DialectError;

    /// Names are matched first, ignoring case: `en`/`english`, `de`/`german`/
    /// `deutsch`, `it`/`italian`/`italiano`, `fide`, `fr`/`french`/`francais`
    /// (also `français`), `auto`; anything else must be six letters.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fixed = |d| Ok(DialectChoice::Fixed(d));
        match s.trim().to_lowercase().as_str() {
            "en" | "english" => fixed(Dialect::ENGLISH),
            "de" | "german" | "deutsch" => fixed(Dialect::GERMAN),
            "it" | "italian" | "italiano" => fixed(Dialect::ITALIAN),
            "fide" => fixed(Dialect::FIDE),
            "fr" | "french" | "francais" | "français" => fixed(Dialect::FRENCH),
            "auto" => Ok(DialectChoice::Auto),
            _ => Dialect::custom(s.trim()).map(DialectChoice::Fixed),
        }
    }
}

impl FromStr for Dialect {
    type Err = DialectError;

    /// As [`DialectChoice`], but `auto` is refused.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.parse::<DialectChoice>()? {
            DialectChoice::Fixed(d) => Ok(d),
            DialectChoice::Auto => Err(DialectError::Unknown(s.to_owned())),
        }
    }
}

/// How automatic detection chose a dialect.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AutoReason {
    /// Every dialect that knows all the letters reads the same board; these
    /// are the dialects, the chosen one first.
    Alike(Vec<Dialect>),
    /// Only the chosen dialect knows every letter.
    Only,
    /// The dialects that knew every letter read different boards; these were
    /// set aside as impossible positions, leaving the chosen one.
    Plausible(Vec<(Dialect, Implausible)>),
}

/// The outcome of automatic detection.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Detection {
    pub dialect: Dialect,
    pub reason: AutoReason,
}

impl Detection {
    /// True when the choice is worth telling the user: the letters alone or
    /// the plausibility of the position decided, and it is not plain English.
    #[must_use]
    pub fn is_noteworthy(&self) -> bool {
        match self.reason {
            AutoReason::Alike(_) => false,
            AutoReason::Only => self.dialect != Dialect::ENGLISH,
            AutoReason::Plausible(_) => true,
        }
    }
}

fn implausible(board: &Board) -> Option<Implausible> {
    let mut kings = [0usize; 2];
    for (file, rank, cell) in board.cells() {
        if let Cell::Piece(p) = cell {
            if p.role == Role::Pawn && (rank == 0 || rank + 1 == board.height()) {
                return Some(Implausible::PawnOnEdgeRank {
                    color: p.color,
                    file,
                    rank,
                });
            }
            if p.role == Role::King {
                kings[p.color as usize] += 1;
            }
        }
    }
    Color::ALL
        .into_iter()
        .find(|&c| kings[c as usize] > 1)
        .map(|color| Implausible::SeveralKings {
            color,
            count: kings[color as usize],
        })
}

/// Reads a placement whose dialect is not known (`--dialect auto`).
///
/// The built-in dialects that know every letter of `text` are tried (when none
/// knows them all, those that know the most); if they all read the same board
/// the first wins. Otherwise readings with a pawn on the first or last rank or
/// with two kings of one colour are set aside; if one reading is left it wins,
/// and if several different ones are left the letters are ambiguous.
/// `opts.dialect` is ignored.
///
/// # Errors
/// As [`forsyth::read`], and [`ErrorKind::Ambiguous`].
pub fn detect(text: &str, column: usize, opts: &ReadOptions) -> Result<(Read, Detection), Error> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    let mut letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    letters.sort_unstable();
    letters.dedup();
    let unknown = |d: &Dialect| letters.iter().filter(|&&c| d.piece(c).is_none()).count();
    let fewest = Dialect::BUILTIN.iter().map(unknown).min().unwrap_or(0);
    let mut readings: Vec<(Dialect, Read)> = Vec::new();
    for d in Dialect::BUILTIN
        .into_iter()
        .filter(|d| unknown(d) == fewest)
    {
        let read = forsyth::read(
            text,
            column,
            &ReadOptions {
                dialect: d,
                ..*opts
            },
        )?;
        readings.push((d, read));
    }
    let all_alike =
        |rs: &[(Dialect, Read)]| rs.iter().all(|(_, r)| r.placement == rs[0].1.placement);
    if all_alike(&readings) {
        let reason = if readings.len() == 1 {
            AutoReason::Only
        } else {
            AutoReason::Alike(readings.iter().map(|(d, _)| *d).collect())
        };
        let (dialect, read) = readings.swap_remove(0);
        return Ok((read, Detection { dialect, reason }));
    }
    let mut dropped = Vec::new();
    let mut kept = Vec::new();
    for (d, read) in readings {
        match implausible(&read.placement.to_board()) {
            Some(why) => dropped.push((d, why, read)),
            None => kept.push((d, read)),
        }
    }
    if !kept.is_empty() && all_alike(&kept) {
        let (dialect, read) = kept.swap_remove(0);
        let reason =
            AutoReason::Plausible(dropped.into_iter().map(|(d, why, _)| (d, why)).collect());
        return Ok((read, Detection { dialect, reason }));
    }
    // Still ambiguous: name the first letter the remaining readings disagree on.
    let left: Vec<Dialect> = if kept.is_empty() {
        dropped.iter().map(|(d, _, _)| *d).collect()
    } else {
        kept.iter().map(|(d, _)| *d).collect()
    };
    let (i, letter) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| {
            let first = left[0].piece(c);
            left.iter().any(|d| d.piece(c) != first)
        })
        .unwrap_or((0, '?'));
    let readings = left
        .iter()
        .filter_map(|d| d.piece(letter).map(|p| (*d, p)))
        .collect();
    Err(Error::new(
        ErrorKind::Ambiguous { letter, readings },
        Span::new(column + i, 1),
    ))
}

/// The built-in dialect that knows more of the letters of the placement
/// `text` than `current` does (the most, the first in [`Dialect::BUILTIN`] on
/// a tie): what the user probably meant. `None` when `current` knows them all
/// or no dialect knows more.
#[must_use]
pub fn suggest(text: &str, current: &Dialect) -> Option<Dialect> {
    let text = text.split(char::is_whitespace).next().unwrap_or("");
    let unknown = |d: &Dialect| {
        text.chars()
            .filter(|&c| c.is_alphabetic() && d.piece(c).is_none())
            .count()
    };
    let mine = unknown(current);
    if mine == 0 {
        return None;
    }
    Dialect::BUILTIN
        .into_iter()
        .map(|d| (unknown(&d), d))
        .filter(|&(u, _)| u < mine)
        .min_by_key(|&(u, _)| u)
        .map(|(_, d)| d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(color: Color, role: Role) -> Piece {
        Piece::new(color, role)
    }

    /// Every row of the letter table in SPEC section 2, both colours.
    #[test]
    fn spec_letter_table() {
        let rows: [(Role, [char; 4]); 6] = [
            (Role::King, ['K', 'K', 'R', 'K']),
            (Role::Queen, ['Q', 'D', 'D', 'Q']),
            (Role::Rook, ['R', 'T', 'T', 'R']),
            (Role::Bishop, ['B', 'L', 'A', 'B']),
            (Role::Knight, ['N', 'S', 'C', 'S']),
            (Role::Pawn, ['P', 'B', 'P', 'P']),
        ];
        let dialects = [
            Dialect::ENGLISH,
            Dialect::GERMAN,
            Dialect::ITALIAN,
            Dialect::FIDE,
        ];
        for (role, letters) in rows {
            for (d, letter) in dialects.iter().zip(letters) {
                let lower = letter.to_ascii_lowercase();
                assert_eq!(d.piece(letter), Some(p(Color::White, role)), "{d} {letter}");
                assert_eq!(d.piece(lower), Some(p(Color::Black, role)), "{d} {lower}");
                assert_eq!(d.letter(p(Color::White, role)), letter);
                assert_eq!(d.letter(p(Color::Black, role)), lower);
            }
        }
    }

    #[test]
    fn french_letters() {
        let d = Dialect::FRENCH;
        assert_eq!(d.letters(), ['R', 'D', 'T', 'F', 'C', 'P']);
        assert_eq!(d.piece('f'), Some(p(Color::Black, Role::Bishop)));
        assert_eq!(d.piece('N'), None);
    }

    #[test]
    fn names_on_the_command_line() {
        let cases = [
            ("en", Dialect::ENGLISH),
            ("english", Dialect::ENGLISH),
            ("de", Dialect::GERMAN),
            ("German", Dialect::GERMAN),
            ("deutsch", Dialect::GERMAN),
            ("it", Dialect::ITALIAN),
            ("italian", Dialect::ITALIAN),
            ("italiano", Dialect::ITALIAN),
            ("FIDE", Dialect::FIDE),
            ("fr", Dialect::FRENCH),
            ("french", Dialect::FRENCH),
            ("francais", Dialect::FRENCH),
        ];
        for (name, d) in cases {
            assert_eq!(
                name.parse::<DialectChoice>(),
                Ok(DialectChoice::Fixed(d)),
                "{name}"
            );
        }
        assert_eq!("auto".parse::<DialectChoice>(), Ok(DialectChoice::Auto));
        assert!("auto".parse::<Dialect>().is_err());
    }

    #[test]
    fn custom_dialects() {
        // The French letters given as a custom set are the French dialect.
        assert_eq!(Dialect::custom("RDTFCP"), Ok(Dialect::FRENCH));
        assert_eq!(Dialect::custom("rdtfcp"), Ok(Dialect::FRENCH));
        // A genuinely new set (Spanish: Rey, Dama, Torre, Alfil, Caballo, Peón).
        let es = Dialect::custom("RDTACP").unwrap();
        assert_eq!(es, Dialect::ITALIAN);
        let cz = Dialect::custom("KDVSJP").unwrap();
        assert_eq!(cz.name(), DialectName::Custom);
        assert_eq!(cz.code(), "KDVSJP");
        assert_eq!(cz.to_string(), "custom (KDVSJP)");
        assert_eq!(cz.piece('j'), Some(p(Color::Black, Role::Knight)));
        // Non-ASCII letters work when they have a case.
        let ru = Dialect::custom("КФЛСНП").unwrap();
        assert_eq!(ru.piece('ф'), Some(p(Color::Black, Role::Queen)));
    }

    fn auto(text: &str) -> Result<(Read, Detection), Error> {
        detect(text, 0, &ReadOptions::default())
    }

    #[test]
    fn auto_all_alike() {
        // English, German and FIDE read this the same way.
        let (read, det) = auto("4k3/8/8/8/8/8/8/4K3").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
        assert_eq!(
            det.reason,
            AutoReason::Alike(vec![Dialect::ENGLISH, Dialect::GERMAN, Dialect::FIDE])
        );
        assert!(!det.is_noteworthy());
        assert!(read.warnings.is_empty());
    }

    #[test]
    fn auto_only_one_dialect_knows_the_letters() {
        let (read, det) = auto("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST").unwrap();
        assert_eq!(
            det,
            Detection {
                dialect: Dialect::GERMAN,
                reason: AutoReason::Only
            }
        );
        assert!(det.is_noteworthy());
        assert_eq!(read.placement.to_board(), Board::standard());
        let (_, det) = auto("tcadract/pppppppp/8/8/8/8/PPPPPPPP/TCADRACT").unwrap();
        assert_eq!(det.dialect, Dialect::ITALIAN);
        let (_, det) = auto("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap();
        assert_eq!(
            det,
            Detection {
                dialect: Dialect::ENGLISH,
                reason: AutoReason::Only
            }
        );
        assert!(!det.is_noteworthy());
    }

    #[test]
    fn auto_drops_impossible_readings() {
        // English: bishops on the back rank; German: pawns there.
        let (_, det) = auto("4k3/8/8/8/8/8/8/2B1KB2").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
        assert_eq!(
            det.reason,
            AutoReason::Plausible(vec![(
                Dialect::GERMAN,
                Implausible::PawnOnEdgeRank {
                    color: Color::White,
                    file: 2,
                    rank: 0
                }
            )])
        );
        // English and FIDE: two white kings? no: R is a rook there, a king in
        // Italian and French, which then have two white kings.
        let (_, det) = auto("r3k2r/8/8/8/8/8/8/R3K2R").unwrap();
        assert_eq!(det.dialect, Dialect::ENGLISH);
    }

    #[test]
    fn auto_ambiguous_is_an_error_that_lists_the_readings() {
        let e = auto("8/8/8/3R4/8/8/8/8").unwrap_err();
        assert_eq!(
            e.kind,
            ErrorKind::Ambiguous {
                letter: 'R',
                readings: vec![
                    (Dialect::ENGLISH, Piece::new(Color::White, Role::Rook)),
                    (Dialect::ITALIAN, Piece::new(Color::White, Role::King)),
                    (Dialect::FIDE, Piece::new(Color::White, Role::Rook)),
                    (Dialect::FRENCH, Piece::new(Color::White, Role::King)),
                ]
            }
        );
        assert_eq!(e.span, Span::new(7, 1));
        assert_eq!(
            e.to_string(),
            "the dialect is ambiguous: `R` is a rook in English, a king in Italian, a rook in FIDE, a king in French; choose one with --dialect"
        );
    }

    #[test]
    fn auto_with_a_typo_uses_the_dialect_that_knows_most_letters() {
        let (read, det) = auto("tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLSX").unwrap();
        assert_eq!(det.dialect, Dialect::GERMAN);
        assert_eq!(read.warnings.len(), 1);
    }

    #[test]
    fn suggestions() {
        let german = "tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w KQkq -";
        assert_eq!(suggest(german, &Dialect::ENGLISH), Some(Dialect::GERMAN));
        assert_eq!(suggest(german, &Dialect::GERMAN), None);
        assert_eq!(suggest("4k3/8/8/8/8/8/8/3QK2x", &Dialect::ENGLISH), None);
        assert_eq!(
            suggest("4k3/8/8/8/8/8/8/3SK3", &Dialect::ENGLISH),
            Some(Dialect::GERMAN)
        );
        // A typo does not hide the better reading.
        assert_eq!(
            suggest("tsldklsx/8/8/8/8/8/8/4K3", &Dialect::ENGLISH),
            Some(Dialect::GERMAN)
        );
        assert_eq!(suggest("xyz", &Dialect::ENGLISH), None);
    }

    #[test]
    fn bad_custom_dialects() {
        assert_eq!(
            Dialect::custom("KQRBNK"),
            Err(DialectError::Repeated("KQRBNK".into(), 'K'))
        );
        assert_eq!(
            Dialect::custom("KQRbnk"),
            Err(DialectError::Repeated("KQRbnk".into(), 'k'))
        );
        assert_eq!(
            Dialect::custom("KQR1NP"),
            Err(DialectError::NotALetter("KQR1NP".into(), '1'))
        );
        assert_eq!(
            Dialect::custom("KQRB"),
            Err(DialectError::Unknown("KQRB".into()))
        );
        assert!("xyz".parse::<DialectChoice>().is_err());
        assert!("".parse::<DialectChoice>().is_err());
        let msg = "KQRBNK".parse::<Dialect>().unwrap_err().to_string();
        assert_eq!(msg, "`KQRBNK`: the letter `K` stands for two pieces");
    }
}
