//! Piece-letter dialects: the letters of English, German, Italian, FIDE and
//! French notation, of nine more languages (Portuguese, Dutch, Polish, Czech,
//! Hungarian, Romanian, Finnish, Turkish, Russian; Spanish, Swedish, Danish,
//! Norwegian and Slovak write the letters of one of these), custom six-letter
//! sets, and automatic detection.

use std::fmt;
use std::str::FromStr;

use crate::board::{Color, Piece, Role};

/// Which built-in dialect a [`Dialect`] is, or `Custom` for a six-letter set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DialectName {
    /// K Q R B N P.
    English,
    /// K D T L S B.
    German,
    /// R D T A C P.
    Italian,
    /// K Q R B S P.
    Fide,
    /// R D T F C P.
    French,
    /// R D T B C P (Rei, Dama, Torre, Bispo, Cavalo, Peão).
    Portuguese,
    /// K D T L P O (Koning, Dame, Toren, Loper, Paard, Pion).
    Dutch,
    /// K H W G S P (Król, Hetman, Wieża, Goniec, Skoczek, Pion).
    Polish,
    /// K D V S J P (Král, Dáma, Věž, Střelec, Jezdec, Pěšec); Slovak too.
    Czech,
    /// K V B F H G (Király, Vezér, Bástya, Futó, Huszár, Gyalog).
    Hungarian,
    /// R D T N C P (Rege, Damă, Turn, Nebun, Cal, Pion).
    Romanian,
    /// K D T L R P (Kuningas, Daami, Torni, Lähetti, Ratsu, Pelinappula).
    Finnish,
    /// Ş V K F A P (Şah, Vezir, Kale, Fil, At, Piyon).
    Turkish,
    /// Кр Ф Л С К П (Король, Ферзь, Ладья, Слон, Конь, Пешка): the king is
    /// the two letters `Кр`, and `К` alone is the knight.
    Russian,
    /// Six letters of the user's.
    Custom,
    /// Fairy-FEN (janko.at, chessproblems.ca, fen-tool): English letters,
    /// `*1`…`*3` turn the next piece clockwise, `-` makes it neutral.
    Ffen,
    /// Fairy-FEN with `*1` and `*3` turning counter-clockwise.
    FfenLeft,
    /// YACPDB / MatPlus codes in parentheses: `(Q2)`, `(!q2)`, `(S5)`, the
    /// digits turning counter-clockwise as MatPlus counts them.
    Yacpdb,
    /// YACPDB codes with the digits turning clockwise (as fen-tool copies
    /// its Fairy-FEN `*1` into `(…1)`).
    YacpdbRight,
    /// Popeye's `forsyth` string in its English piece codes.
    Popeye,
    /// Popeye's `forsyth` string in its German piece codes.
    PopeyeGerman,
    /// Popeye's `forsyth` string in its French piece codes.
    PopeyeFrench,
    /// Unicode's chess symbols, the fairy ones from U+1FA00.
    Unicode,
}

/// How a problem notation writes what the orthodox letters cannot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FairyNotation {
    /// Fairy-FEN; `true` when `*1` turns counter-clockwise.
    Ffen {
        /// `*1` turns left (counter-clockwise) rather than right.
        left: bool,
    },
    /// YACPDB's parenthesised codes.
    Yacpdb {
        /// The digits turn right (clockwise) rather than left, as MatPlus counts.
        right: bool,
    },
    /// Popeye's `forsyth`, in one of its three languages.
    Popeye(crate::board::WalkLanguage),
    /// Unicode chess symbols.
    Unicode,
}

/// A set of six piece letters, for king, queen, rook, bishop, knight and pawn.
/// White pieces are the upper-case letters, Black's the lower-case ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dialect {
    name: DialectName,
    upper: [char; 6],
    lower: [char; 6],
}

/// Why a dialect's name or letters were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum DialectError {
    /// The text is neither a known name nor six letters.
    Unknown {
        /// The text as given.
        text: String,
        /// Whether `auto` would have been accepted in its place.
        auto: bool,
    },
    /// The text has six characters, but one is not a letter with a case.
    NotALetter {
        /// The text as given.
        text: String,
        /// The character that is not a letter.
        ch: char,
    },
    /// The same letter is used for two pieces.
    Repeated {
        /// The text as given.
        text: String,
        /// The letter given twice.
        ch: char,
    },
    /// Six letters that are a near miss of a notation's name (`deutch`):
    /// taken as letters only when written `custom:deutch`.
    NearName {
        /// The text as given.
        text: String,
        /// The name it is near.
        name: &'static str,
    },
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DialectError::Unknown { text, auto } => write!(
                f,
                "`{text}` is not a notation: give a name (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode{}) or six letters for K Q R B N P",
                if *auto { ", auto" } else { "" }
            ),
            DialectError::NotALetter { text, ch } => write!(
                f,
                "`{text}`: `{ch}` is not a letter that has an upper and a lower case"
            ),
            DialectError::Repeated { text, ch } => {
                write!(f, "`{text}`: the letter `{ch}` stands for two pieces")
            }
            DialectError::NearName { text, name } => write!(
                f,
                "`{text}` is not a notation; did you mean `{name}`? (for these six letters, write `custom:{text}`)"
            ),
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

/// Where a language's piece letters are written down, for `forsythe dialects`
/// and the guide.
pub const PGN_STANDARD: &str =
    "PGN standard (S. J. Edwards, 1994), section 17, \"Alternative chesspiece identifier letters\"";
const WIKIPEDIA: &str = "Wikipedia, \"Algebraic notation (chess)\", section \"Naming the pieces\" (table of piece names in other languages)";
const FIDE_LAWS: &str = "FIDE Laws of Chess, Appendix C (algebraic notation)";
const FIDE_PROBLEMS: &str =
    "FIDE Laws of Chess, Appendix C, with S for the knight as problem composers write it";

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
    /// R D T B C P (Rei, Dama, Torre, Bispo, Cavalo, Peão).
    pub const PORTUGUESE: Dialect =
        builtin(DialectName::Portuguese, ['R', 'D', 'T', 'B', 'C', 'P']);
    /// K D T L P O (Koning, Dame, Toren, Loper, Paard, Pion).
    pub const DUTCH: Dialect = builtin(DialectName::Dutch, ['K', 'D', 'T', 'L', 'P', 'O']);
    /// K H W G S P (Król, Hetman, Wieża, Goniec, Skoczek, Pion).
    pub const POLISH: Dialect = builtin(DialectName::Polish, ['K', 'H', 'W', 'G', 'S', 'P']);
    /// K D V S J P (Král, Dáma, Věž, Střelec, Jezdec, Pěšec), also Slovak's.
    pub const CZECH: Dialect = builtin(DialectName::Czech, ['K', 'D', 'V', 'S', 'J', 'P']);
    /// K V B F H G (Király, Vezér, Bástya, Futó, Huszár, Gyalog).
    pub const HUNGARIAN: Dialect = builtin(DialectName::Hungarian, ['K', 'V', 'B', 'F', 'H', 'G']);
    /// R D T N C P (Rege, Damă, Turn, Nebun, Cal, Pion).
    pub const ROMANIAN: Dialect = builtin(DialectName::Romanian, ['R', 'D', 'T', 'N', 'C', 'P']);
    /// K D T L R P (Kuningas, Daami, Torni, Lähetti, Ratsu, Pelinappula).
    pub const FINNISH: Dialect = builtin(DialectName::Finnish, ['K', 'D', 'T', 'L', 'R', 'P']);
    /// Ş V K F A P (Şah, Vezir, Kale, Fil, At, Piyon).
    pub const TURKISH: Dialect = Dialect {
        name: DialectName::Turkish,
        upper: ['Ş', 'V', 'K', 'F', 'A', 'P'],
        lower: ['ş', 'v', 'k', 'f', 'a', 'p'],
    };
    /// Кр Ф Л С К П (Король, Ферзь, Ладья, Слон, Конь, Пешка). The king is
    /// written with two letters, `Кр` (`кр` for Black's): `К` alone is a
    /// knight. The table keeps `К` for the king; [`Dialect::piece`] never
    /// reads it so, [`Dialect::king_of`] does.
    pub const RUSSIAN: Dialect = Dialect {
        name: DialectName::Russian,
        upper: ['К', 'Ф', 'Л', 'С', 'К', 'П'],
        lower: ['к', 'ф', 'л', 'с', 'к', 'п'],
    };

    /// The languages added to the first five, in the order they are listed
    /// and tried.
    pub const MORE: [Dialect; 9] = [
        Dialect::PORTUGUESE,
        Dialect::DUTCH,
        Dialect::POLISH,
        Dialect::CZECH,
        Dialect::HUNGARIAN,
        Dialect::ROMANIAN,
        Dialect::FINNISH,
        Dialect::TURKISH,
        Dialect::RUSSIAN,
    ];

    /// Every named orthodox table: [`Dialect::BUILTIN`], then [`Dialect::MORE`].
    pub const LANGUAGES: [Dialect; 14] = {
        let mut all = [Dialect::ENGLISH; 14];
        let mut i = 0;
        while i < Dialect::BUILTIN.len() {
            all[i] = Dialect::BUILTIN[i];
            i += 1;
        }
        while i < all.len() {
            all[i] = Dialect::MORE[i - Dialect::BUILTIN.len()];
            i += 1;
        }
        all
    };

    /// Where this table's letters are written down (`None` for a custom
    /// set and the problem notations, which have their own documentation).
    #[must_use]
    pub const fn source(&self) -> Option<&'static str> {
        match self.name {
            DialectName::English => Some(FIDE_LAWS),
            DialectName::Fide => Some(FIDE_PROBLEMS),
            DialectName::German
            | DialectName::Italian
            | DialectName::French
            | DialectName::Portuguese
            | DialectName::Dutch
            | DialectName::Polish
            | DialectName::Czech
            | DialectName::Hungarian
            | DialectName::Romanian
            | DialectName::Finnish => Some(PGN_STANDARD),
            DialectName::Turkish | DialectName::Russian => Some(WIKIPEDIA),
            _ => None,
        }
    }

    /// The other languages that write exactly these letters, by their codes:
    /// Spanish the Italian ones; Swedish, Danish and Norwegian the German
    /// ones; Slovak the Czech ones. Each is a name of this table.
    #[must_use]
    pub const fn aliases(&self) -> &'static [&'static str] {
        match self.name {
            DialectName::German => &["sv", "da", "no"],
            DialectName::Italian => &["es"],
            DialectName::Czech => &["sk"],
            _ => &[],
        }
    }

    /// Fairy-FEN, `*1` a quarter turn clockwise (K Q R B N P; `S` is read as a knight too).
    pub const FFEN: Dialect = builtin(DialectName::Ffen, ['K', 'Q', 'R', 'B', 'N', 'P']);
    /// Fairy-FEN, `*1` a quarter turn counter-clockwise.
    pub const FFEN_LEFT: Dialect = builtin(DialectName::FfenLeft, ['K', 'Q', 'R', 'B', 'N', 'P']);
    /// YACPDB / MatPlus codes (K Q R B S P; `N` is read as a knight too).
    pub const YACPDB: Dialect = builtin(DialectName::Yacpdb, ['K', 'Q', 'R', 'B', 'S', 'P']);
    /// YACPDB codes, the digits turning clockwise.
    pub const YACPDB_RIGHT: Dialect =
        builtin(DialectName::YacpdbRight, ['K', 'Q', 'R', 'B', 'S', 'P']);
    /// Popeye's English `forsyth` (K Q R B S P, `N` the nightrider).
    pub const POPEYE: Dialect = builtin(DialectName::Popeye, ['K', 'Q', 'R', 'B', 'S', 'P']);
    /// Popeye's German `forsyth` (K D T L S B).
    pub const POPEYE_GERMAN: Dialect =
        builtin(DialectName::PopeyeGerman, ['K', 'D', 'T', 'L', 'S', 'B']);
    /// Popeye's French `forsyth` (R D T F C P).
    pub const POPEYE_FRENCH: Dialect =
        builtin(DialectName::PopeyeFrench, ['R', 'D', 'T', 'F', 'C', 'P']);
    /// Unicode chess symbols (English letters are read too).
    pub const UNICODE: Dialect = builtin(DialectName::Unicode, ['K', 'Q', 'R', 'B', 'N', 'P']);

    /// The problem notations, in the order auto-detection tries them.
    pub const FAIRY: [Dialect; 8] = [
        Dialect::YACPDB,
        Dialect::FFEN,
        Dialect::POPEYE_GERMAN,
        Dialect::POPEYE,
        Dialect::POPEYE_FRENCH,
        Dialect::UNICODE,
        Dialect::FFEN_LEFT,
        Dialect::YACPDB_RIGHT,
    ];

    /// The problem notation's own syntax, if this dialect is one.
    #[must_use]
    pub const fn fairy(&self) -> Option<FairyNotation> {
        use crate::board::WalkLanguage;
        match self.name {
            DialectName::English
            | DialectName::German
            | DialectName::Italian
            | DialectName::Fide
            | DialectName::French
            | DialectName::Portuguese
            | DialectName::Dutch
            | DialectName::Polish
            | DialectName::Czech
            | DialectName::Hungarian
            | DialectName::Romanian
            | DialectName::Finnish
            | DialectName::Turkish
            | DialectName::Russian
            | DialectName::Custom => None,
            DialectName::Ffen => Some(FairyNotation::Ffen { left: false }),
            DialectName::FfenLeft => Some(FairyNotation::Ffen { left: true }),
            DialectName::Yacpdb => Some(FairyNotation::Yacpdb { right: false }),
            DialectName::YacpdbRight => Some(FairyNotation::Yacpdb { right: true }),
            DialectName::Popeye => Some(FairyNotation::Popeye(WalkLanguage::English)),
            DialectName::PopeyeGerman => Some(FairyNotation::Popeye(WalkLanguage::German)),
            DialectName::PopeyeFrench => Some(FairyNotation::Popeye(WalkLanguage::French)),
            DialectName::Unicode => Some(FairyNotation::Unicode),
        }
    }

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
            return Err(DialectError::Unknown {
                text: letters.to_owned(),
                auto: false,
            });
        }
        let mut upper = ['K'; 6];
        let mut lower = ['k'; 6];
        for (i, &c) in chars.iter().enumerate() {
            let (u, l) = case_pair(c).ok_or_else(|| DialectError::NotALetter {
                text: letters.to_owned(),
                ch: c,
            })?;
            if upper[..i].contains(&u) {
                return Err(DialectError::Repeated {
                    text: letters.to_owned(),
                    ch: c,
                });
            }
            upper[i] = u;
            lower[i] = l;
        }
        let dialect = Dialect {
            name: DialectName::Custom,
            upper,
            lower,
        };
        // A custom set equal to a named one is that dialect.
        Ok(Dialect::LANGUAGES
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
            DialectName::Portuguese => "pt".into(),
            DialectName::Dutch => "nl".into(),
            DialectName::Polish => "pl".into(),
            DialectName::Czech => "cs".into(),
            DialectName::Hungarian => "hu".into(),
            DialectName::Romanian => "ro".into(),
            DialectName::Finnish => "fi".into(),
            DialectName::Turkish => "tr".into(),
            DialectName::Russian => "ru".into(),
            DialectName::Custom => {
                let letters: String = self.upper.iter().collect();
                match near_name(&letters) {
                    Some(_) => format!("{CUSTOM_PREFIX}{letters}"),
                    None => letters,
                }
            }
            DialectName::Ffen => "ffen".into(),
            DialectName::FfenLeft => "ffen-left".into(),
            DialectName::Yacpdb => "yacpdb".into(),
            DialectName::YacpdbRight => "yacpdb-right".into(),
            DialectName::Popeye => "popeye".into(),
            DialectName::PopeyeGerman => "popeye-de".into(),
            DialectName::PopeyeFrench => "popeye-fr".into(),
            DialectName::Unicode => "unicode".into(),
        }
    }

    /// The letter of `piece` in this dialect (for a Russian king, the first
    /// of its two letters: see [`Dialect::symbol`]).
    #[must_use]
    pub const fn letter(&self, piece: Piece) -> char {
        let i = piece.role.index();
        match piece.color {
            Color::White => self.upper[i],
            Color::Black => self.lower[i],
        }
    }

    /// How `piece` is written in this dialect: its letter, or the two
    /// letters of the Russian king (`Кр`, `кр`).
    #[must_use]
    pub fn symbol(&self, piece: Piece) -> String {
        let mut out = String::with_capacity(4);
        out.push(self.letter(piece));
        if let Some(second) = self.king_second(piece) {
            out.push(second);
        }
        out
    }

    /// The second letter of a two-letter king (`р` of `Кр`, `кр`).
    const fn king_second(&self, piece: Piece) -> Option<char> {
        match (self.name, piece.role) {
            (DialectName::Russian, Role::King) => Some('р'),
            _ => None,
        }
    }

    /// Whether `c` and the character after it are a two-letter king: `Кр`
    /// (also `КР`) White's, `кр` Black's, in Russian.
    #[must_use]
    pub fn king_of(&self, c: char, next: Option<char>) -> Option<Piece> {
        if self.name != DialectName::Russian || !matches!(next, Some('р' | 'Р')) {
            return None;
        }
        match c {
            'К' => Some(Piece::new(Color::White, Role::King)),
            'к' => Some(Piece::new(Color::Black, Role::King)),
            _ => None,
        }
    }

    /// Whether `c` is one of this dialect's letters: a piece, or the second
    /// letter of a two-letter king.
    #[must_use]
    pub fn knows(&self, c: char) -> bool {
        self.piece(c).is_some() || (self.name == DialectName::Russian && matches!(c, 'р' | 'Р'))
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
            if self.king_second(Piece::new(Color::White, role)).is_some() {
                continue; // a two-letter king is not one letter
            }
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
    /// The dialect's code, which [`FromStr`] reads back: `en`, `de`, `it`,
    /// `fide`, `fr`, or the six letters of a custom dialect (after
    /// `custom:` when they are a near miss of a name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl fmt::Display for DialectName {
    /// The English name: `English`, `German`, … `custom`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DialectName::English => "English",
            DialectName::German => "German",
            DialectName::Italian => "Italian",
            DialectName::Fide => "FIDE",
            DialectName::French => "French",
            DialectName::Portuguese => "Portuguese",
            DialectName::Dutch => "Dutch",
            DialectName::Polish => "Polish",
            DialectName::Czech => "Czech",
            DialectName::Hungarian => "Hungarian",
            DialectName::Romanian => "Romanian",
            DialectName::Finnish => "Finnish",
            DialectName::Turkish => "Turkish",
            DialectName::Russian => "Russian",
            DialectName::Custom => "custom",
            DialectName::Ffen => "Fairy-FEN",
            DialectName::FfenLeft => "Fairy-FEN (counter-clockwise turns)",
            DialectName::Yacpdb => "YACPDB",
            DialectName::YacpdbRight => "YACPDB (clockwise turns)",
            DialectName::Popeye => "Popeye (English)",
            DialectName::PopeyeGerman => "Popeye (German)",
            DialectName::PopeyeFrench => "Popeye (French)",
            DialectName::Unicode => "Unicode",
        })
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
    /// These letters.
    Fixed(Dialect),
    /// Whichever built-in dialect reads the letters (see [`crate::notation::detect`]).
    Auto,
}

impl Default for DialectChoice {
    fn default() -> Self {
        DialectChoice::Fixed(Dialect::ENGLISH)
    }
}

impl fmt::Display for DialectChoice {
    /// As it is read: `auto`, or the dialect's code (`de`, `popeye-fr`, or
    /// six letters).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DialectChoice::Auto => f.write_str("auto"),
            DialectChoice::Fixed(d) => f.write_str(&d.code()),
        }
    }
}

impl FromStr for DialectChoice {
    type Err = DialectError;

    /// Names are matched first, ignoring case (every one of [`NAMES`]:
    /// `en`/`english`, `de`/`german`/`deutsch`, …, `auto`); anything else
    /// must be six letters, which must not be a near miss of a name
    /// (`deutch`) unless written after `custom:` (`custom:deutch`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_lowercase();
        if let Some((_, choice)) = NAMES.iter().find(|(name, _)| *name == wanted) {
            return Ok(*choice);
        }
        let (letters, explicit) = match strip_prefix_ignore_case(s.trim(), CUSTOM_PREFIX) {
            Some(rest) => (rest.trim(), true),
            None => (s.trim(), false),
        };
        if !explicit
            && letters.chars().count() == 6
            && let Some(name) = near_name(letters)
        {
            return Err(DialectError::NearName {
                text: letters.to_owned(),
                name,
            });
        }
        Dialect::custom(letters)
            .map(DialectChoice::Fixed)
            .map_err(|e| match e {
                DialectError::Unknown { text, .. } => DialectError::Unknown { text, auto: true },
                e => e,
            })
    }
}

/// What asks for six letters as a notation even when they look like a
/// name: `custom:deutch`.
pub const CUSTOM_PREFIX: &str = "custom:";

/// Every name of a notation that [`DialectChoice`] reads (in lower case; any
/// case is read), with what it stands for.
pub const NAMES: &[(&str, DialectChoice)] = {
    use DialectChoice::{Auto, Fixed};
    &[
        ("en", Fixed(Dialect::ENGLISH)),
        ("english", Fixed(Dialect::ENGLISH)),
        ("de", Fixed(Dialect::GERMAN)),
        ("german", Fixed(Dialect::GERMAN)),
        ("deutsch", Fixed(Dialect::GERMAN)),
        ("it", Fixed(Dialect::ITALIAN)),
        ("italian", Fixed(Dialect::ITALIAN)),
        ("italiano", Fixed(Dialect::ITALIAN)),
        ("fide", Fixed(Dialect::FIDE)),
        ("fr", Fixed(Dialect::FRENCH)),
        ("french", Fixed(Dialect::FRENCH)),
        ("francais", Fixed(Dialect::FRENCH)),
        ("français", Fixed(Dialect::FRENCH)),
        ("es", Fixed(Dialect::ITALIAN)),
        ("spanish", Fixed(Dialect::ITALIAN)),
        ("espanol", Fixed(Dialect::ITALIAN)),
        ("español", Fixed(Dialect::ITALIAN)),
        ("pt", Fixed(Dialect::PORTUGUESE)),
        ("portuguese", Fixed(Dialect::PORTUGUESE)),
        ("portugues", Fixed(Dialect::PORTUGUESE)),
        ("português", Fixed(Dialect::PORTUGUESE)),
        ("nl", Fixed(Dialect::DUTCH)),
        ("dutch", Fixed(Dialect::DUTCH)),
        ("nederlands", Fixed(Dialect::DUTCH)),
        ("pl", Fixed(Dialect::POLISH)),
        ("polish", Fixed(Dialect::POLISH)),
        ("polski", Fixed(Dialect::POLISH)),
        ("cs", Fixed(Dialect::CZECH)),
        ("cz", Fixed(Dialect::CZECH)),
        ("czech", Fixed(Dialect::CZECH)),
        ("cesky", Fixed(Dialect::CZECH)),
        ("česky", Fixed(Dialect::CZECH)),
        ("čeština", Fixed(Dialect::CZECH)),
        ("sk", Fixed(Dialect::CZECH)),
        ("slovak", Fixed(Dialect::CZECH)),
        ("slovensky", Fixed(Dialect::CZECH)),
        ("slovenčina", Fixed(Dialect::CZECH)),
        ("hu", Fixed(Dialect::HUNGARIAN)),
        ("hungarian", Fixed(Dialect::HUNGARIAN)),
        ("magyar", Fixed(Dialect::HUNGARIAN)),
        ("ro", Fixed(Dialect::ROMANIAN)),
        ("romanian", Fixed(Dialect::ROMANIAN)),
        ("romana", Fixed(Dialect::ROMANIAN)),
        ("română", Fixed(Dialect::ROMANIAN)),
        ("sv", Fixed(Dialect::GERMAN)),
        ("swedish", Fixed(Dialect::GERMAN)),
        ("svenska", Fixed(Dialect::GERMAN)),
        ("da", Fixed(Dialect::GERMAN)),
        ("danish", Fixed(Dialect::GERMAN)),
        ("dansk", Fixed(Dialect::GERMAN)),
        ("no", Fixed(Dialect::GERMAN)),
        ("nb", Fixed(Dialect::GERMAN)),
        ("nn", Fixed(Dialect::GERMAN)),
        ("norwegian", Fixed(Dialect::GERMAN)),
        ("norsk", Fixed(Dialect::GERMAN)),
        ("fi", Fixed(Dialect::FINNISH)),
        ("finnish", Fixed(Dialect::FINNISH)),
        ("suomi", Fixed(Dialect::FINNISH)),
        ("tr", Fixed(Dialect::TURKISH)),
        ("turkish", Fixed(Dialect::TURKISH)),
        ("turkce", Fixed(Dialect::TURKISH)),
        ("türkçe", Fixed(Dialect::TURKISH)),
        ("ru", Fixed(Dialect::RUSSIAN)),
        ("russian", Fixed(Dialect::RUSSIAN)),
        ("русский", Fixed(Dialect::RUSSIAN)),
        ("ffen", Fixed(Dialect::FFEN)),
        ("fairy-fen", Fixed(Dialect::FFEN)),
        ("ffen-left", Fixed(Dialect::FFEN_LEFT)),
        ("yacpdb", Fixed(Dialect::YACPDB)),
        ("matplus", Fixed(Dialect::YACPDB)),
        ("yacpdb-right", Fixed(Dialect::YACPDB_RIGHT)),
        ("popeye", Fixed(Dialect::POPEYE)),
        ("popeye-en", Fixed(Dialect::POPEYE)),
        ("popeye-de", Fixed(Dialect::POPEYE_GERMAN)),
        ("popeye-fr", Fixed(Dialect::POPEYE_FRENCH)),
        ("unicode", Fixed(Dialect::UNICODE)),
        ("auto", Auto),
    ]
};

/// `text` without `prefix` at its start, in any case.
fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// The name of [`NAMES`] that `text` is a near miss of (a letter or two
/// off: `deutch`, `germen`, `ger`), if any; the nearest, the first of
/// those as near.
#[must_use]
pub fn near_name(text: &str) -> Option<&'static str> {
    let wanted = text.trim().to_lowercase();
    let count = wanted.chars().count();
    if count < 2 {
        return None;
    }
    NAMES
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| name.chars().count() >= 4)
        .filter_map(|name| {
            let d = edit_distance(&wanted, name);
            let close = d <= 2 && d < name.chars().count() / 2;
            let begins = count >= 3 && name.starts_with(wanted.as_str());
            (close || begins).then_some((d, name))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// The edit distance (insertions, deletions, substitutions) of two words.
#[must_use]
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

impl FromStr for Dialect {
    type Err = DialectError;

    /// As [`DialectChoice`], but `auto` is refused.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let choice = s.parse::<DialectChoice>().map_err(|e| match e {
            DialectError::Unknown { text, .. } => DialectError::Unknown { text, auto: false },
            e => e,
        })?;
        match choice {
            DialectChoice::Fixed(d) => Ok(d),
            DialectChoice::Auto => Err(DialectError::Unknown {
                text: s.to_owned(),
                auto: false,
            }),
        }
    }
}

/// The start position in each language added to the first five, as test
/// cases of reading and finding them.
#[cfg(test)]
pub(crate) const START_IN_MORE_LANGUAGES: [(Dialect, &str); 9] = [
    (
        Dialect::PORTUGUESE,
        "tcbdrbct/pppppppp/8/8/8/8/PPPPPPPP/TCBDRBCT",
    ),
    (
        Dialect::DUTCH,
        "tpldklpt/oooooooo/8/8/8/8/OOOOOOOO/TPLDKLPT",
    ),
    (
        Dialect::POLISH,
        "wsghkgsw/pppppppp/8/8/8/8/PPPPPPPP/WSGHKGSW",
    ),
    (
        Dialect::CZECH,
        "vjsdksjv/pppppppp/8/8/8/8/PPPPPPPP/VJSDKSJV",
    ),
    (
        Dialect::HUNGARIAN,
        "bhfvkfhb/gggggggg/8/8/8/8/GGGGGGGG/BHFVKFHB",
    ),
    (
        Dialect::ROMANIAN,
        "tcndrnct/pppppppp/8/8/8/8/PPPPPPPP/TCNDRNCT",
    ),
    (
        Dialect::FINNISH,
        "trldklrt/pppppppp/8/8/8/8/PPPPPPPP/TRLDKLRT",
    ),
    (
        Dialect::TURKISH,
        "kafvşfak/pppppppp/8/8/8/8/PPPPPPPP/KAFVŞFAK",
    ),
    (
        Dialect::RUSSIAN,
        "лксфкрскл/пппппппп/8/8/8/8/ПППППППП/ЛКСФКрСКЛ",
    ),
];

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
        // Czech letters given as a set are the Czech dialect.
        assert_eq!(Dialect::custom("KDVSJP"), Ok(Dialect::CZECH));
        // A genuinely new set (Estonian: Kuningas, Lipp, Vanker, Oda, Ratsu, Ettur).
        let cz = Dialect::custom("KLVORE").unwrap();
        assert_eq!(cz.name(), DialectName::Custom);
        assert_eq!(cz.code(), "KLVORE");
        assert_eq!(cz.to_string(), "KLVORE");
        assert_eq!(cz.to_string().parse::<Dialect>(), Ok(cz));
        for d in Dialect::BUILTIN {
            assert_eq!(d.to_string().parse::<Dialect>(), Ok(d));
        }
        assert_eq!(Dialect::GERMAN.name().to_string(), "German");
        assert_eq!(cz.piece('r'), Some(p(Color::Black, Role::Knight)));
        // Non-ASCII letters work when they have a case.
        let ru = Dialect::custom("КФЛСНП").unwrap();
        assert_eq!(ru.piece('ф'), Some(p(Color::Black, Role::Queen)));
    }

    /// Every added table, both colours, by its letters in K Q R B N P order.
    #[test]
    fn letters_of_more_languages() {
        let tables: [(Dialect, &str, &str, &str); 9] = [
            (Dialect::PORTUGUESE, "pt", "RDTBCP", "rdtbcp"),
            (Dialect::DUTCH, "nl", "KDTLPO", "kdtlpo"),
            (Dialect::POLISH, "pl", "KHWGSP", "khwgsp"),
            (Dialect::CZECH, "cs", "KDVSJP", "kdvsjp"),
            (Dialect::HUNGARIAN, "hu", "KVBFHG", "kvbfhg"),
            (Dialect::ROMANIAN, "ro", "RDTNCP", "rdtncp"),
            (Dialect::FINNISH, "fi", "KDTLRP", "kdtlrp"),
            (Dialect::TURKISH, "tr", "ŞVKFAP", "şvkfap"),
            (Dialect::RUSSIAN, "ru", "КФЛСКП", "кфлскп"),
        ];
        for (d, code, upper, lower) in tables {
            assert_eq!(d.code(), code);
            assert_eq!(code.parse::<Dialect>(), Ok(d));
            assert_eq!(d.to_string().parse::<Dialect>(), Ok(d));
            assert!(d.source().is_some(), "{d}");
            for ((role, u), l) in Role::ALL.into_iter().zip(upper.chars()).zip(lower.chars()) {
                let (white, black) = (p(Color::White, role), p(Color::Black, role));
                assert_eq!((d.letter(white), d.letter(black)), (u, l), "{d} {role:?}");
                if role != Role::King || d != Dialect::RUSSIAN {
                    assert_eq!(d.piece(u), Some(white), "{d} {u}");
                    assert_eq!(d.piece(l), Some(black), "{d} {l}");
                    assert_eq!(d.symbol(white), u.to_string());
                }
            }
        }
        // The Russian king is two letters; `К` alone is the knight.
        let ru = Dialect::RUSSIAN;
        assert_eq!(ru.symbol(p(Color::White, Role::King)), "Кр");
        assert_eq!(ru.symbol(p(Color::Black, Role::King)), "кр");
        assert_eq!(ru.piece('К'), Some(p(Color::White, Role::Knight)));
        assert_eq!(ru.piece('к'), Some(p(Color::Black, Role::Knight)));
        assert_eq!(
            ru.king_of('К', Some('р')),
            Some(p(Color::White, Role::King))
        );
        assert_eq!(
            ru.king_of('к', Some('р')),
            Some(p(Color::Black, Role::King))
        );
        assert_eq!(ru.king_of('К', Some('Ф')), None);
        assert_eq!(Dialect::ENGLISH.king_of('K', Some('р')), None);
        assert!(ru.knows('р') && !ru.knows('q') && !Dialect::POLISH.knows('р'));
    }

    /// Languages that write another's letters are names of that table.
    #[test]
    fn aliases_are_names_of_one_table() {
        for (name, d) in [
            ("es", Dialect::ITALIAN),
            ("Spanish", Dialect::ITALIAN),
            ("español", Dialect::ITALIAN),
            ("sv", Dialect::GERMAN),
            ("da", Dialect::GERMAN),
            ("no", Dialect::GERMAN),
            ("norsk", Dialect::GERMAN),
            ("sk", Dialect::CZECH),
            ("slovak", Dialect::CZECH),
            ("polski", Dialect::POLISH),
            ("magyar", Dialect::HUNGARIAN),
            ("Русский", Dialect::RUSSIAN),
            ("türkçe", Dialect::TURKISH),
        ] {
            assert_eq!(name.parse::<Dialect>(), Ok(d), "{name}");
        }
        assert_eq!(Dialect::GERMAN.aliases(), &["sv", "da", "no"]);
        assert_eq!(Dialect::ITALIAN.aliases(), &["es"]);
        assert_eq!(Dialect::CZECH.aliases(), &["sk"]);
        assert!(Dialect::POLISH.aliases().is_empty());
        assert_eq!(Dialect::custom("KHWGSP"), Ok(Dialect::POLISH));
    }

    #[test]
    fn bad_custom_dialects() {
        assert_eq!(
            Dialect::custom("KQRBNK"),
            Err(DialectError::Repeated {
                text: "KQRBNK".into(),
                ch: 'K'
            })
        );
        assert_eq!(
            Dialect::custom("KQRbnk"),
            Err(DialectError::Repeated {
                text: "KQRbnk".into(),
                ch: 'k'
            })
        );
        assert_eq!(
            Dialect::custom("KQR1NP"),
            Err(DialectError::NotALetter {
                text: "KQR1NP".into(),
                ch: '1'
            })
        );
        assert_eq!(
            Dialect::custom("KQRB"),
            Err(DialectError::Unknown {
                text: "KQRB".into(),
                auto: false
            })
        );
        assert_eq!(
            "xyz".parse::<DialectChoice>().unwrap_err().to_string(),
            "`xyz` is not a notation: give a name (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode, auto) or six letters for K Q R B N P"
        );
        assert_eq!(
            "auto".parse::<Dialect>().unwrap_err().to_string(),
            "`auto` is not a notation: give a name (en, de, it, fide, fr, es, pt, nl, pl, cs, sk, hu, ro, sv, da, no, fi, tr, ru, ffen, ffen-left, yacpdb, yacpdb-right, popeye, popeye-de, popeye-fr, unicode) or six letters for K Q R B N P"
        );
        assert!("".parse::<DialectChoice>().is_err());
        let msg = "KQRBNK".parse::<Dialect>().unwrap_err().to_string();
        assert_eq!(msg, "`KQRBNK`: the letter `K` stands for two pieces");
    }
}
