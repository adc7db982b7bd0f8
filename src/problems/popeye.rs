//! Popeye's input files: problems between `beginproblem` (`anfangproblem`,
//! `debutprobleme`), `nextproblem` and `endproblem`, in English, German or
//! French keywords, as the begin keyword's language says.
//!
//! Exactly what is read:
//! - keywords in any case and cut to any prefix that fits one keyword only
//!   (`stip`, `fors`, `auth`; `steine`, `ford`, `bedi`; `enon`, `auteur`), as
//!   Popeye reads them; a keyword of another language is read too when it is
//!   no keyword of the file's language;
//! - `pieces`: colour words (`white`, `black`, `neutral`), attributes
//!   (`royal`, `halfneutral`, `kamikaze`, …) that hold for the pieces after
//!   them until the next colour, and pieces with their squares (`kg6`,
//!   `bc2b5d6`, `grc3`: a one- or two-letter code, then squares), over as
//!   many lines as the list runs;
//! - `forsyth` (Popeye's own, with its codes in the file's language),
//!   `initialgamearray` (the starting position);
//! - `stipulation` (one word), `sstipulation`, `condition` and `option` (the
//!   words up to the next keyword; each line one condition or option);
//! - `author`, `origin`, `title`, `award`, `remark`: the rest of the line;
//! - `twin`: `move`, `exchange`, `add`, `remove`, `substitute`, `rotate`,
//!   `mirror`, `shift`, `polishtype`, `stipulation`, `condition`, `forsyth`,
//!   each twin from the main position or, after `continued`, from the twin
//!   before;
//! - what nothing here uses (`protocol`, `latex`, `input`, `zeroposition`)
//!   is kept in [`Problem::kept`].
//!
//! Nothing is an error: what cannot be read is a [`ProblemWarning`] with its line
//! and column, and reading goes on.

use super::{
    Collection, Mirror, Problem, ProblemNotation, ProblemWarning, ProblemWarningKind, Rotation,
    Source, Twin, TwinChange,
};
use crate::board::{
    Attribute, Board, BoardMarks, Cell, Fairy, GridLine, Side, Square, Turn, WalkLanguage,
};
use crate::notation::Dialect;

/// Popeye's keywords.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kw {
    Begin,
    End,
    Next,
    Stipulation,
    SStipulation,
    Author,
    Origin,
    Pieces,
    Condition,
    Option,
    Remark,
    Protocol,
    Input,
    Title,
    Twin,
    ZeroPosition,
    Latex,
    LatexPieces,
    Award,
    InitialGameArray,
    Forsyth,
}

const KEYWORDS: [[(&str, Kw); 21]; 3] = [
    [
        ("beginproblem", Kw::Begin),
        ("endproblem", Kw::End),
        ("nextproblem", Kw::Next),
        ("stipulation", Kw::Stipulation),
        ("sstipulation", Kw::SStipulation),
        ("author", Kw::Author),
        ("origin", Kw::Origin),
        ("pieces", Kw::Pieces),
        ("condition", Kw::Condition),
        ("option", Kw::Option),
        ("remark", Kw::Remark),
        ("protocol", Kw::Protocol),
        ("input", Kw::Input),
        ("title", Kw::Title),
        ("twin", Kw::Twin),
        ("zeroposition", Kw::ZeroPosition),
        ("latex", Kw::Latex),
        ("latexpieces", Kw::LatexPieces),
        ("award", Kw::Award),
        ("initialgamearray", Kw::InitialGameArray),
        ("forsyth", Kw::Forsyth),
    ],
    [
        ("anfangproblem", Kw::Begin),
        ("endeproblem", Kw::End),
        ("weiteresproblem", Kw::Next),
        ("forderung", Kw::Stipulation),
        ("sforderung", Kw::SStipulation),
        ("autor", Kw::Author),
        ("quelle", Kw::Origin),
        ("steine", Kw::Pieces),
        ("bedingung", Kw::Condition),
        ("option", Kw::Option),
        ("bemerkung", Kw::Remark),
        ("protokoll", Kw::Protocol),
        ("eingabe", Kw::Input),
        ("titel", Kw::Title),
        ("zwilling", Kw::Twin),
        ("nullstellung", Kw::ZeroPosition),
        ("latex", Kw::Latex),
        ("latexsteine", Kw::LatexPieces),
        ("auszeichnung", Kw::Award),
        ("partieanfangsstellung", Kw::InitialGameArray),
        ("forsyth", Kw::Forsyth),
    ],
    [
        ("debutprobleme", Kw::Begin),
        ("finprobleme", Kw::End),
        ("asuivre", Kw::Next),
        ("enonce", Kw::Stipulation),
        ("senonce", Kw::SStipulation),
        ("auteur", Kw::Author),
        ("source", Kw::Origin),
        ("pieces", Kw::Pieces),
        ("condition", Kw::Condition),
        ("option", Kw::Option),
        ("remarque", Kw::Remark),
        ("protocol", Kw::Protocol),
        ("entree", Kw::Input),
        ("titre", Kw::Title),
        ("jumeau", Kw::Twin),
        ("zeroposition", Kw::ZeroPosition),
        ("latex", Kw::Latex),
        ("pieceslatex", Kw::LatexPieces),
        ("prix", Kw::Award),
        ("positioninitialepartie", Kw::InitialGameArray),
        ("forsyth", Kw::Forsyth),
    ],
];

/// Popeye's twinning words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tw {
    Move,
    Exchange,
    Stipulation,
    SStipulation,
    Add,
    Remove,
    Continued,
    Rotate,
    Condition,
    Polish,
    Mirror,
    Mirrored(Mirror),
    Shift,
    Substitute,
    Forsyth,
}

const TWINNINGS: [[(&str, Tw); 19]; 3] = [
    [
        ("move", Tw::Move),
        ("exchange", Tw::Exchange),
        ("stipulation", Tw::Stipulation),
        ("sstipulation", Tw::SStipulation),
        ("add", Tw::Add),
        ("remove", Tw::Remove),
        ("continued", Tw::Continued),
        ("rotate", Tw::Rotate),
        ("condition", Tw::Condition),
        ("polishtype", Tw::Polish),
        ("mirror", Tw::Mirror),
        ("a1<-->h1", Tw::Mirrored(Mirror::A1H1)),
        ("a1<-->a8", Tw::Mirrored(Mirror::A1A8)),
        ("a1<-->h8", Tw::Mirrored(Mirror::A1H8)),
        ("a8<-->h1", Tw::Mirrored(Mirror::A8H1)),
        ("shift", Tw::Shift),
        ("substitute", Tw::Substitute),
        ("forsyth", Tw::Forsyth),
        ("polish", Tw::Polish),
    ],
    [
        ("versetze", Tw::Move),
        ("tausche", Tw::Exchange),
        ("forderung", Tw::Stipulation),
        ("sforderung", Tw::SStipulation),
        ("hinzufuegen", Tw::Add),
        ("entferne", Tw::Remove),
        ("ferner", Tw::Continued),
        ("drehung", Tw::Rotate),
        ("bedingung", Tw::Condition),
        ("farbwechsel", Tw::Polish),
        ("spiegelung", Tw::Mirror),
        ("a1<-->h1", Tw::Mirrored(Mirror::A1H1)),
        ("a1<-->a8", Tw::Mirrored(Mirror::A1A8)),
        ("a1<-->h8", Tw::Mirrored(Mirror::A1H8)),
        ("a8<-->h1", Tw::Mirrored(Mirror::A8H1)),
        ("verschiebung", Tw::Shift),
        ("ersetze", Tw::Substitute),
        ("forsyth", Tw::Forsyth),
        ("farbwechsel", Tw::Polish),
    ],
    [
        ("deplacement", Tw::Move),
        ("echange", Tw::Exchange),
        ("enonce", Tw::Stipulation),
        ("senonce", Tw::SStipulation),
        ("ajoute", Tw::Add),
        ("ote", Tw::Remove),
        ("enplus", Tw::Continued),
        ("rotation", Tw::Rotate),
        ("condition", Tw::Condition),
        ("couleurechange", Tw::Polish),
        ("miroir", Tw::Mirror),
        ("a1<-->h1", Tw::Mirrored(Mirror::A1H1)),
        ("a1<-->a8", Tw::Mirrored(Mirror::A1A8)),
        ("a1<-->h8", Tw::Mirrored(Mirror::A1H8)),
        ("a8<-->h1", Tw::Mirrored(Mirror::A8H1)),
        ("translation", Tw::Shift),
        ("remplace", Tw::Substitute),
        ("forsyth", Tw::Forsyth),
        ("couleurechange", Tw::Polish),
    ],
];

/// A colour word or an attribute of `pieces`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Spec {
    Side(Side),
    Attribute(Attribute),
    /// `TotalInvisible 2`: how many total invisibles the problem has.
    TotalInvisible,
}

const SPECS: [[(&str, Spec); 24]; 3] = [
    [
        ("white", Spec::Side(Side::White)),
        ("black", Spec::Side(Side::Black)),
        ("neutral", Spec::Side(Side::Neutral)),
        ("royal", Spec::Attribute(Attribute::Royal)),
        ("kamikaze", Spec::Attribute(Attribute::Kamikaze)),
        ("paralysing", Spec::Attribute(Attribute::Paralysing)),
        ("chameleon", Spec::Attribute(Attribute::Chameleon)),
        ("jigger", Spec::Attribute(Attribute::Jigger)),
        ("volage", Spec::Attribute(Attribute::Volage)),
        ("functionary", Spec::Attribute(Attribute::Functionary)),
        ("halfneutral", Spec::Attribute(Attribute::HalfNeutral)),
        (
            "hurdlecolourchanging",
            Spec::Attribute(Attribute::HurdleColourChanging),
        ),
        ("protean", Spec::Attribute(Attribute::Protean)),
        ("magic", Spec::Attribute(Attribute::Magic)),
        ("uncapturable", Spec::Attribute(Attribute::Uncapturable)),
        ("patrol", Spec::Attribute(Attribute::Patrol)),
        ("frischauf", Spec::Attribute(Attribute::Frischauf)),
        ("bul", Spec::Attribute(Attribute::Bul)),
        ("dob", Spec::Attribute(Attribute::Dob)),
        ("anda", Spec::Attribute(Attribute::Anda)),
        ("andainverse", Spec::Attribute(Attribute::AndaInverse)),
        ("alicea", Spec::Attribute(Attribute::AliceA)),
        ("aliceb", Spec::Attribute(Attribute::AliceB)),
        ("totalinvisible", Spec::TotalInvisible),
    ],
    [
        ("weiss", Spec::Side(Side::White)),
        ("schwarz", Spec::Side(Side::Black)),
        ("neutral", Spec::Side(Side::Neutral)),
        ("koeniglich", Spec::Attribute(Attribute::Royal)),
        ("kamikaze", Spec::Attribute(Attribute::Kamikaze)),
        ("paralysierend", Spec::Attribute(Attribute::Paralysing)),
        ("chamaeleon", Spec::Attribute(Attribute::Chameleon)),
        ("jigger", Spec::Attribute(Attribute::Jigger)),
        ("volage", Spec::Attribute(Attribute::Volage)),
        ("beamtet", Spec::Attribute(Attribute::Functionary)),
        ("halbneutral", Spec::Attribute(Attribute::HalfNeutral)),
        (
            "sprungbockfarbewechselnd",
            Spec::Attribute(Attribute::HurdleColourChanging),
        ),
        ("proteisch", Spec::Attribute(Attribute::Protean)),
        ("magisch", Spec::Attribute(Attribute::Magic)),
        ("unschlagbar", Spec::Attribute(Attribute::Uncapturable)),
        ("patrouille", Spec::Attribute(Attribute::Patrol)),
        ("frischauf", Spec::Attribute(Attribute::Frischauf)),
        ("bul", Spec::Attribute(Attribute::Bul)),
        ("dob", Spec::Attribute(Attribute::Dob)),
        ("anda", Spec::Attribute(Attribute::Anda)),
        ("andainvers", Spec::Attribute(Attribute::AndaInverse)),
        ("alicea", Spec::Attribute(Attribute::AliceA)),
        ("aliceb", Spec::Attribute(Attribute::AliceB)),
        ("totalunsichtbar", Spec::TotalInvisible),
    ],
    [
        ("blanc", Spec::Side(Side::White)),
        ("noir", Spec::Side(Side::Black)),
        ("neutre", Spec::Side(Side::Neutral)),
        ("royale", Spec::Attribute(Attribute::Royal)),
        ("kamikaze", Spec::Attribute(Attribute::Kamikaze)),
        ("paralysante", Spec::Attribute(Attribute::Paralysing)),
        ("cameleon", Spec::Attribute(Attribute::Chameleon)),
        ("jigger", Spec::Attribute(Attribute::Jigger)),
        ("volage", Spec::Attribute(Attribute::Volage)),
        ("fonctionnaire", Spec::Attribute(Attribute::Functionary)),
        ("demineutre", Spec::Attribute(Attribute::HalfNeutral)),
        (
            "couleurechangeantsautoir",
            Spec::Attribute(Attribute::HurdleColourChanging),
        ),
        ("protee", Spec::Attribute(Attribute::Protean)),
        ("magique", Spec::Attribute(Attribute::Magic)),
        ("imprenable", Spec::Attribute(Attribute::Uncapturable)),
        ("patrouille", Spec::Attribute(Attribute::Patrol)),
        ("frischauf", Spec::Attribute(Attribute::Frischauf)),
        ("bul", Spec::Attribute(Attribute::Bul)),
        ("dob", Spec::Attribute(Attribute::Dob)),
        ("anda", Spec::Attribute(Attribute::Anda)),
        ("andainverse", Spec::Attribute(Attribute::AndaInverse)),
        ("alicea", Spec::Attribute(Attribute::AliceA)),
        ("aliceb", Spec::Attribute(Attribute::AliceB)),
        ("totalinvisible", Spec::TotalInvisible),
    ],
];

const LANGUAGES: [WalkLanguage; 3] = [
    WalkLanguage::English,
    WalkLanguage::German,
    WalkLanguage::French,
];

fn lang_index(lang: WalkLanguage) -> usize {
    match lang {
        WalkLanguage::English => 0,
        WalkLanguage::German => 1,
        WalkLanguage::French => 2,
    }
}

/// The piece letters of a language.
fn dialect(lang: WalkLanguage) -> Dialect {
    match lang {
        WalkLanguage::English => Dialect::POPEYE,
        WalkLanguage::German => Dialect::POPEYE_GERMAN,
        WalkLanguage::French => Dialect::POPEYE_FRENCH,
    }
}

/// What a word is in a table, as Popeye looks it up: the entry it is
/// whole, else the one entry it begins.
enum Found<T> {
    One(T),
    Many(Vec<&'static str>),
    None,
}

impl<T> Found<T> {
    /// Whether the word is a whole keyword (not a prefix of one).
    fn is_exact(&self, word: &str) -> bool {
        let _ = word;
        matches!(self, Found::One(_)) && word.chars().count() >= 3
    }
}

fn lookup<T: Copy + PartialEq>(word: &str, table: &[(&'static str, T)]) -> Found<T> {
    let w = word.to_lowercase();
    if w.is_empty() {
        return Found::None;
    }
    if let Some((_, v)) = table.iter().find(|(name, _)| *name == w) {
        return Found::One(*v);
    }
    let mut hits: Vec<(&'static str, T)> = Vec::new();
    for (name, v) in table {
        if name.starts_with(&w) && !hits.iter().any(|(_, h)| h == v) {
            hits.push((name, *v));
        }
    }
    match hits.len() {
        0 => Found::None,
        1 => Found::One(hits[0].1),
        _ => Found::Many(hits.into_iter().map(|(n, _)| n).collect()),
    }
}

/// One word of the file: its text, line and column (both from 1).
#[derive(Debug, Clone)]
struct Token<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut start: Option<(usize, usize)> = None; // (byte, column)
        let mut column = 0;
        for (b, c) in line.char_indices() {
            column += 1;
            if c.is_whitespace() {
                if let Some((s, col)) = start.take() {
                    out.push(Token {
                        text: &line[s..b],
                        line: i + 1,
                        column: col,
                    });
                }
            } else if start.is_none() {
                start = Some((b, column));
            }
        }
        if let Some((s, col)) = start {
            out.push(Token {
                text: &line[s..],
                line: i + 1,
                column: col,
            });
        }
    }
    out
}

/// Whether `text` is a Popeye input file: its first word begins one of
/// Popeye's begin keywords (at least three letters of it, `anf`).
///
/// ```
/// use forsythe::problems::is_popeye;
/// assert!(is_popeye("\nAnfangProblem\nsteine weiss ke1\n"));
/// assert!(is_popeye("begi stip #2"));
/// assert!(!is_popeye("8/8/8/8/8/8/8/8"));
/// ```
#[must_use]
pub fn is_popeye(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}');
    let Some(first) = text.split_whitespace().next() else {
        return false;
    };
    first.chars().count() >= 3 && begin_language(first).is_some()
}

fn begin_language(word: &str) -> Option<WalkLanguage> {
    LANGUAGES
        .into_iter()
        .find(|l| matches!(lookup(word, &KEYWORDS[lang_index(*l)][..1]), Found::One(_)))
}

/// The text of the line from a token on, as written (trimmed).
fn rest_of_line<'a>(text_lines: &[&'a str], token: &Token<'_>) -> &'a str {
    let Some(line) = text_lines.get(token.line - 1) else {
        return "";
    };
    let start = line
        .char_indices()
        .nth(token.column - 1)
        .map_or(line.len(), |(b, _)| b);
    line.get(start..).unwrap_or("").trim()
}

/// The square named by a two-character text on Popeye's 8×8 board.
pub(super) fn square8(text: &str) -> Option<Square> {
    let mut c = text.chars();
    let (f, r) = (c.next()?, c.next()?);
    if c.next().is_some() || !('a'..='h').contains(&f) || !('1'..='8').contains(&r) {
        return None;
    }
    Square::new(f as usize - 'a' as usize, r as usize - '1' as usize)
}

/// Squares written one after another (`b5h5`), or `None`.
fn square_list(text: &str) -> Option<Vec<Square>> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() || !chars.len().is_multiple_of(2) {
        return None;
    }
    chars
        .chunks(2)
        .map(|p| square8(&p.iter().collect::<String>()))
        .collect()
}

struct Reader<'a> {
    toks: Vec<Token<'a>>,
    lines: Vec<&'a str>,
    at: usize,
    lang: WalkLanguage,
    warnings: Vec<ProblemWarning>,
    /// The count after `TotalInvisible` in the last piece list, if any.
    invisible: Option<u32>,
    /// The piece codes of more than one walk already told, each once.
    ambiguous: Vec<String>,
}

impl<'a> Reader<'a> {
    fn warn(&mut self, kind: ProblemWarningKind, tok: &Token<'_>) {
        self.warnings.push(ProblemWarning {
            kind,
            line: tok.line,
            column: tok.column,
        });
    }

    /// Tells, once a file, that a piece code stands for more than one walk
    /// in the file's language (German `ra`: edgehog and rao), and which is
    /// drawn: the first, as Popeye reads it.
    fn tell_ambiguous(&mut self, code: &str, tok: &Token<'_>) {
        let walks = crate::board::Walk::all_from_code(code, self.lang);
        if walks.len() < 2 || self.ambiguous.iter().any(|c| c == code) {
            return;
        }
        self.ambiguous.push(code.to_owned());
        let readings = walks
            .iter()
            .map(|w| w.name(WalkLanguage::English).to_owned())
            .collect();
        self.warn(
            ProblemWarningKind::AmbiguousPiece {
                code: code.to_owned(),
                readings,
            },
            tok,
        );
    }

    /// `keyword` is not followed by the value it needs.
    fn missing(&mut self, keyword: &Token<'_>) {
        self.warn(
            ProblemWarningKind::MissingValue {
                keyword: keyword.text.to_owned(),
            },
            keyword,
        );
    }

    fn peek(&self) -> Option<Token<'a>> {
        self.toks.get(self.at).cloned()
    }

    /// The keyword a word is, in the file's language, else in another.
    fn keyword(&self, word: &str) -> Found<Kw> {
        match lookup(word, &KEYWORDS[lang_index(self.lang)]) {
            Found::None => {}
            other => return other,
        }
        for l in LANGUAGES {
            if l != self.lang
                && let Found::One(k) = lookup(word, &KEYWORDS[lang_index(l)])
            {
                return Found::One(k);
            }
        }
        Found::None
    }

    /// Whether a word ends a list of words (of a condition, an option, a
    /// piece list): a keyword of three letters or more (a shorter word there
    /// is a piece's letter or a parameter, `uwnur t`).
    fn is_keyword(&self, word: &str) -> bool {
        word.chars().count() >= 3
            && !word.chars().any(|c| c.is_ascii_digit())
            && matches!(self.keyword(word), Found::One(_))
    }

    /// The twinning a word is (three letters or more: a shorter word in a
    /// twin is a piece's letter, `ersetze d s`).
    fn twinning(&self, word: &str) -> Option<Tw> {
        if word.chars().count() < 3 {
            return None;
        }
        if let Found::One(t) = lookup(word, &TWINNINGS[lang_index(self.lang)]) {
            return Some(t);
        }
        LANGUAGES
            .into_iter()
            .filter(|l| *l != self.lang)
            .find_map(|l| match lookup(word, &TWINNINGS[lang_index(l)]) {
                Found::One(t) if word.chars().count() >= 3 => Some(t),
                _ => None,
            })
    }

    fn spec(&self, word: &str) -> Option<Spec> {
        if word.chars().any(|c| c.is_ascii_digit()) {
            return None;
        }
        if let Found::One(s) = lookup(word, &SPECS[lang_index(self.lang)]) {
            return Some(s);
        }
        // A colour or attribute of another language, written out in full
        // or nearly (`paralysing` in a German file).
        LANGUAGES
            .into_iter()
            .filter(|l| *l != self.lang)
            .find_map(|l| match lookup(word, &SPECS[lang_index(l)]) {
                Found::One(s) if word.chars().count() >= 4 => Some(s),
                _ => None,
            })
    }

    /// Skips the rest of the current line (after the token at `line`).
    fn skip_line(&mut self, line: usize) {
        while self.peek().is_some_and(|t| t.line == line) {
            self.at += 1;
        }
    }

    /// The words up to the next keyword, one string a line.
    fn words_to_keyword(&mut self, stop: impl Fn(&Self, &str) -> bool) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut last_line = 0;
        while let Some(t) = self.peek() {
            if stop(self, t.text) {
                break;
            }
            self.at += 1;
            if t.line == last_line
                && let Some(l) = out.last_mut()
            {
                l.push(' ');
                l.push_str(t.text);
            } else {
                out.push(t.text.to_owned());
            }
            last_line = t.line;
        }
        out
    }

    /// A piece token (`kg6`, `bc2b5`, `grc3`): its piece and squares.
    fn piece_token(&mut self, tok: &Token<'_>, side: Side) -> Option<(Cell, Vec<Square>)> {
        let lower = tok.text.to_lowercase();
        if let Some((up, down)) = lower.split_once('/') {
            // A hunter (`s/lb8`): two walks and no shape of its own; drawn
            // as its forward piece turned to the right, and said.
            let squares = (1..=2).find_map(|k| {
                let rest: String = down.chars().skip(k).collect();
                let code: String = down.chars().take(k).collect();
                square_list(&rest).map(|l| (code, l))
            });
            if let Some((code, squares)) = squares {
                let d = dialect(self.lang);
                let forward = crate::notation::fairy::popeye_piece(up, &d, self.lang);
                let known = crate::notation::fairy::popeye_piece(&code, &d, self.lang);
                let code = format!("{up}/{code}");
                return match (forward, known) {
                    (Some(f), Some(_)) => {
                        self.warn(ProblemWarningKind::Hunter { code }, tok);
                        let drawn = Fairy {
                            side,
                            shape: f.shape,
                            turn: Turn::Right,
                            walk: None,
                        };
                        Some((Cell::fairy(drawn), squares))
                    }
                    _ => {
                        self.warn(ProblemWarningKind::UnknownPiece { code }, tok);
                        Some((Cell::Unknown('?'), squares))
                    }
                };
            }
        }
        let chars: Vec<char> = lower.chars().collect();
        for k in [1, 2] {
            if chars.len() <= k {
                continue;
            }
            let code: String = chars[..k].iter().collect();
            let rest: String = chars[k..].iter().collect();
            let Some(squares) = square_list(&rest) else {
                continue;
            };
            let d = dialect(self.lang);
            return match crate::notation::fairy::popeye_piece(&code, &d, self.lang) {
                Some(f) => {
                    self.tell_ambiguous(&code, tok);
                    Some((Cell::fairy(Fairy { side, ..f }), squares))
                }
                None => {
                    // Drawn `?`, where the file puts it.
                    let first = code.chars().next().unwrap_or('?');
                    self.warn(ProblemWarningKind::UnknownPiece { code }, tok);
                    Some((Cell::Unknown(first), squares))
                }
            };
        }
        let kind = if chars.iter().any(char::is_ascii_digit) {
            ProblemWarningKind::BadSquare {
                text: tok.text.to_owned(),
            }
        } else {
            ProblemWarningKind::MissingSquare {
                piece: tok.text.to_owned(),
            }
        };
        self.warn(kind, tok);
        None
    }

    /// A list of pieces with colours and attributes, up to the first word
    /// that is none of them. `stop` ends it early (a twinning word).
    fn pieces(
        &mut self,
        stop: impl Fn(&Self, &str) -> bool,
    ) -> Vec<(Square, Cell, Vec<Attribute>)> {
        let mut out = Vec::new();
        let mut side = Side::White;
        let mut attributes: Vec<Attribute> = Vec::new();
        while let Some(t) = self.peek() {
            if let Some(spec) = self.spec(t.text) {
                self.at += 1;
                match spec {
                    Spec::Side(s) => {
                        side = s;
                        attributes.clear();
                    }
                    Spec::Attribute(a) => {
                        if !attributes.contains(&a) {
                            attributes.push(a);
                        }
                    }
                    Spec::TotalInvisible => match self.peek() {
                        Some(n) if n.text.parse::<u32>().is_ok() => {
                            self.at += 1;
                            self.invisible = n.text.parse().ok();
                        }
                        _ => self.missing(&t),
                    },
                }
                continue;
            }
            if !t.text.chars().any(|c| c.is_ascii_digit()) {
                if self.is_keyword(t.text) || stop(self, t.text) {
                    break;
                }
                // Not a word of a piece list: a slip, or the next keyword
                // misspelt; it is told where the keywords are read.
                break;
            }
            self.at += 1;
            if let Some((piece, squares)) = self.piece_token(&t, side) {
                for sq in squares {
                    out.push((sq, piece, attributes.clone()));
                }
            }
        }
        out
    }

    fn square_token(&mut self, keyword: &Token<'_>) -> Option<Square> {
        let Some(t) = self.peek() else {
            self.missing(keyword);
            return None;
        };
        let lower = t.text.to_lowercase();
        match square8(&lower) {
            Some(sq) => {
                self.at += 1;
                Some(sq)
            }
            None => {
                self.warn(
                    ProblemWarningKind::BadSquare {
                        text: t.text.to_owned(),
                    },
                    &t,
                );
                None
            }
        }
    }

    /// One twin: its changes up to the first word that is no twinning.
    fn twin(&mut self, keyword: &Token<'_>) -> Twin {
        let mut twin = Twin::default();
        let start = self.at;
        while let Some(t) = self.peek() {
            let Some(tw) = self.twinning(t.text) else {
                break;
            };
            self.at += 1;
            match tw {
                Tw::Continued => {
                    if self.at - 1 == start {
                        twin.continued = true;
                    }
                }
                Tw::Move | Tw::Exchange | Tw::Shift => {
                    let (Some(a), Some(b)) = (self.square_token(&t), self.square_token(&t)) else {
                        continue;
                    };
                    twin.changes.push(match tw {
                        Tw::Move => TwinChange::Move { from: a, to: b },
                        Tw::Exchange => TwinChange::Exchange { a, b },
                        _ => TwinChange::Shift { from: a, to: b },
                    });
                }
                Tw::Stipulation => self.twin_stipulation(&t, &mut twin),
                Tw::SStipulation => {
                    let words =
                        self.words_to_keyword(|r, w| r.twinning(w).is_some() || r.is_keyword(w));
                    twin.changes.push(TwinChange::Stipulation(words.join(" ")));
                }
                Tw::Condition => {
                    let words =
                        self.words_to_keyword(|r, w| r.twinning(w).is_some() || r.is_keyword(w));
                    twin.changes.push(TwinChange::Condition(words));
                }
                Tw::Add => {
                    let pieces = self.pieces(|r, w| r.twinning(w).is_some());
                    if pieces.is_empty() {
                        self.missing(&t);
                    }
                    for (square, piece, attributes) in pieces {
                        twin.changes.push(TwinChange::Add {
                            square,
                            cell: piece,
                            attributes,
                        });
                    }
                }
                Tw::Remove => self.twin_removals(&t, &mut twin),
                Tw::Rotate => self.twin_rotation(&t, &mut twin),
                Tw::Mirror => self.twin_mirror(&t, &mut twin),
                Tw::Mirrored(m) => twin.changes.push(TwinChange::Mirror(m)),
                Tw::Polish => twin.changes.push(TwinChange::Polish),
                Tw::Substitute => self.twin_substitution(&t, &mut twin),
                Tw::Forsyth => {
                    let text = self.peek().map(|n| n.text.to_owned()).unwrap_or_default();
                    if !text.is_empty() {
                        self.at += 1;
                    }
                    twin.changes
                        .push(TwinChange::Other(format!("forsyth {text}")));
                }
            }
        }
        if twin.changes.is_empty() {
            self.warn(
                ProblemWarningKind::BadTwin {
                    text: rest_of_line(&self.lines, keyword).to_owned(),
                },
                keyword,
            );
        }
        twin
    }

    /// The stipulation a twin changes to: the words up to the next twinning
    /// or keyword, or to the line's end once one word is read.
    fn twin_stipulation(&mut self, t: &Token<'_>, twin: &mut Twin) {
        let mut words: Vec<&str> = Vec::new();
        while let Some(n) = self.peek() {
            if (n.line != t.line && !words.is_empty())
                || self.twinning(n.text).is_some()
                || self.is_keyword(n.text)
            {
                break;
            }
            self.at += 1;
            words.push(n.text);
        }
        if words.is_empty() {
            self.missing(t);
        } else {
            twin.changes.push(TwinChange::Stipulation(words.join(" ")));
        }
    }

    /// The squares a twin empties: the lists of squares that follow.
    fn twin_removals(&mut self, t: &Token<'_>, twin: &mut Twin) {
        let mut any = false;
        while let Some(s) = self.peek() {
            let Some(list) = square_list(&s.text.to_lowercase()) else {
                break;
            };
            self.at += 1;
            any = true;
            for square in list {
                twin.changes.push(TwinChange::Remove { square });
            }
        }
        if !any {
            self.missing(t);
        }
    }

    /// A twin's rotation: the degrees that follow.
    fn twin_rotation(&mut self, t: &Token<'_>, twin: &mut Twin) {
        let r = self
            .peek()
            .and_then(|n| n.text.parse::<u16>().ok().and_then(Rotation::from_degrees));
        self.twin_change(t, twin, r.map(TwinChange::Rotate));
    }

    /// A change read from the word after the twin's keyword (taken), or
    /// the rest of the line told as a twin that cannot be read.
    fn twin_change(&mut self, t: &Token<'_>, twin: &mut Twin, change: Option<TwinChange>) {
        match change {
            Some(change) => {
                self.at += 1;
                twin.changes.push(change);
            }
            None => self.warn(
                ProblemWarningKind::BadTwin {
                    text: rest_of_line(&self.lines, t).to_owned(),
                },
                t,
            ),
        }
    }

    /// A twin's mirror: the mirroring word that follows.
    fn twin_mirror(&mut self, t: &Token<'_>, twin: &mut Twin) {
        let m = self.peek().and_then(|n| match self.twinning(n.text) {
            Some(Tw::Mirrored(m)) => Some(m),
            _ => None,
        });
        self.twin_change(t, twin, m.map(TwinChange::Mirror));
    }

    /// A twin's substitution: the two walks that follow.
    fn twin_substitution(&mut self, t: &Token<'_>, twin: &mut Twin) {
        let mut walk = || {
            let n = self.peek()?;
            let d = dialect(self.lang);
            let f = crate::notation::fairy::popeye_piece(&n.text.to_lowercase(), &d, self.lang)?;
            self.at += 1;
            Some(f)
        };
        match (walk(), walk()) {
            (Some(from), Some(to)) => {
                twin.changes.push(TwinChange::Substitute { from, to });
            }
            _ => self.warn(
                ProblemWarningKind::BadTwin {
                    text: rest_of_line(&self.lines, t).to_owned(),
                },
                t,
            ),
        }
    }
}

/// One twin as Popeye writes it after `twin`, in English keywords (`Move
/// e1 e2`, `Continued Exchange a2 h7`, `Add white Sa1`), as other problem
/// files quote it: the twin, and the warnings, their lines and columns
/// counted in `text` from 1. Words after the twin are said.
pub(super) fn read_twin(text: &str) -> (Twin, Vec<ProblemWarning>) {
    let mut r = Reader {
        toks: tokens(text),
        lines: text.lines().collect(),
        at: 0,
        lang: WalkLanguage::English,
        warnings: Vec::new(),
        invisible: None,
        ambiguous: Vec::new(),
    };
    let whole = Token {
        text: "",
        line: 1,
        column: 1,
    };
    let twin = r.twin(&whole);
    if !twin.changes.is_empty()
        && let Some(t) = r.peek()
    {
        let rest = rest_of_line(&r.lines, &t).to_owned();
        r.warn(ProblemWarningKind::BadTwin { text: rest }, &t);
    }
    (twin, r.warnings)
}

impl<'a> Reader<'a> {
    /// Reads the begin keyword and takes its language; without one, the
    /// file is read as English from its first word, and that is said.
    /// False for a file of no words.
    fn begin(&mut self) -> bool {
        match self.peek() {
            None => return false,
            Some(first) => match begin_language(first.text) {
                Some(lang) => {
                    self.lang = lang;
                    self.at = 1;
                }
                None => {
                    // No begin keyword: read as English from the first word,
                    // and say so.
                    self.warn(
                        ProblemWarningKind::UnknownKeyword {
                            word: first.text.to_owned(),
                        },
                        &first,
                    );
                }
            },
        }
        true
    }

    /// The keyword a word is, or none: an unknown or ambiguous word is
    /// said once a line.
    fn known_keyword(&mut self, t: &Token<'_>, last_unknown_line: &mut usize) -> Option<Kw> {
        match self.keyword(t.text) {
            Found::One(k) => Some(k),
            Found::Many(candidates) => {
                if t.line != *last_unknown_line {
                    self.warn(
                        ProblemWarningKind::AmbiguousKeyword {
                            word: t.text.to_owned(),
                            candidates: candidates.iter().map(|c| (*c).to_owned()).collect(),
                        },
                        t,
                    );
                    *last_unknown_line = t.line;
                }
                None
            }
            Found::None => {
                if t.line != *last_unknown_line {
                    self.warn(
                        ProblemWarningKind::UnknownKeyword {
                            word: t.text.to_owned(),
                        },
                        t,
                    );
                    *last_unknown_line = t.line;
                }
                None
            }
        }
    }

    /// A keyword whose value is the rest of its line (`author`, `origin`,
    /// `title`, `award`, `remark`, `protocol`, `input`).
    fn line_field(&mut self, kw: Kw, t: &Token<'_>, problem: &mut Problem) {
        let value = self
            .peek()
            .filter(|n| n.line == t.line)
            .map(|n| rest_of_line(&self.lines, &n).to_owned())
            .unwrap_or_default();
        self.skip_line(t.line);
        if value.is_empty() {
            self.missing(t);
            return;
        }
        match kw {
            Kw::Author => problem.authors.push(value),
            Kw::Origin => match &mut problem.source {
                Some(s) => {
                    s.name.push_str("; ");
                    s.name.push_str(&value);
                }
                None => problem.source = Some(Source::line(&value)),
            },
            Kw::Title => push_line(&mut problem.title, &value),
            Kw::Award => push_line(&mut problem.award, &value),
            Kw::Remark => push_line(&mut problem.remark, &value),
            Kw::Protocol => problem.kept.push(("protocol".into(), value)),
            _ => problem.kept.push(("input".into(), value)),
        }
    }

    /// `latex` or `latexpieces`: the file name, then the pieces' LaTeX
    /// names, kept as written.
    fn latex_names(&mut self, kw: Kw, t: &Token<'_>, problem: &mut Problem) {
        // The file name, then lines of LaTeX names of pieces (a
        // piece's code first) up to the next keyword.
        let mut lines = vec![rest_of_line(&self.lines, t).to_owned()];
        self.skip_line(t.line);
        while let Some(n) = self.peek() {
            if n.text.chars().count() > 2 || self.keyword(n.text).is_exact(n.text) {
                break;
            }
            lines.push(rest_of_line(&self.lines, &n).to_owned());
            self.skip_line(n.line);
        }
        let key = if kw == Kw::Latex {
            "latex"
        } else {
            "latexpieces"
        };
        problem.kept.push((key.into(), lines.join("\n")));
    }

    /// `stipulation`: the words on its line (`dia 4`, `ser-# 10`), or the
    /// next word.
    fn stipulation(&mut self, t: &Token<'_>, problem: &mut Problem) {
        // The words on its line (`dia 4`, `ser-# 10`), or the next word.
        let mut words: Vec<&str> = Vec::new();
        while let Some(n) = self.peek() {
            if n.line != t.line || self.is_keyword(n.text) {
                break;
            }
            self.at += 1;
            words.push(n.text);
        }
        if words.is_empty()
            && let Some(n) = self.peek()
            && !self.is_keyword(n.text)
        {
            self.at += 1;
            words.push(n.text);
        }
        if words.is_empty() {
            self.missing(t);
        } else {
            problem.stipulation = Some(words.join(" "));
        }
    }

    /// `pieces`: placed on the board, or, after `a=>b`, kept as the
    /// position to reach.
    fn placed_pieces(&mut self, t: &Token<'_>, problem: &mut Problem) {
        let pieces = self.pieces(|_, _| false);
        if let Some(n) = self.invisible.take() {
            problem.total_invisible = n;
        }
        if pieces.is_empty() {
            self.missing(t);
        }
        if problem
            .stipulation
            .as_deref()
            .is_some_and(|st| st.to_lowercase().starts_with("a=>b"))
            && problem.board.cells().any(|(_, c)| c != Cell::Empty)
        {
            // After `a=>b`, pieces set the position to reach: kept
            // as its Forsyth string, the diagram stays position a.
            let mut target = empty_board();
            if let Some((_, f)) = problem.kept.iter().find(|(k, _)| k == "a=>b")
                && let Ok(b) = f.parse::<Board>()
            {
                target = b;
            }
            for (sq, piece, _) in pieces {
                target.set(sq, piece);
            }
            problem.kept.retain(|(k, _)| k != "a=>b");
            let text = crate::notation::write_board(&target, &dialect(WalkLanguage::English));
            problem.kept.push(("a=>b".into(), text));
            return;
        }
        for (sq, piece, attributes) in pieces {
            if !matches!(problem.board.get(sq), Some(Cell::Empty) | None) {
                self.warn(ProblemWarningKind::SquareTwice { square: sq }, t);
            }
            problem.board.set(sq, piece);
            if attributes.is_empty() {
                problem.attributes.remove(&sq);
            } else {
                problem.attributes.insert(sq, attributes);
            }
        }
    }

    /// `forsyth`: a Forsyth string laid over the board.
    fn forsyth(&mut self, t: &Token<'_>, problem: &mut Problem) {
        let Some(f) = self.peek() else {
            self.missing(t);
            return;
        };
        self.at += 1;
        let d = dialect(self.lang);
        match crate::notation::read_popeye(f.text, 0, &d, self.lang) {
            Ok(read) => {
                for w in &read.warnings {
                    let code = f
                        .text
                        .chars()
                        .skip(w.span.start)
                        .take(w.span.len.max(1))
                        .collect();
                    self.warnings.push(ProblemWarning {
                        kind: ProblemWarningKind::UnknownPiece { code },
                        line: f.line,
                        column: f.column + w.span.start,
                    });
                }
                problem.board = read.placement.over(&problem.board);
            }
            Err(e) => self.warnings.push(ProblemWarning {
                kind: ProblemWarningKind::BadValue {
                    field: t.text.to_owned(),
                    found: f.text.to_owned(),
                },
                line: f.line,
                column: f.column + e.span.start,
            }),
        }
    }

    /// After the last word: a problem the file ends inside is kept if it
    /// says anything, and a missing `endproblem` or text after it is said.
    fn finish(&mut self, ended: bool, mut problem: Problem, problems: &mut Vec<Problem>) {
        if !ended {
            // The file ends without `endproblem`: the last problem is kept if it
            // says anything.
            if problem.board.cells().any(|(_, c)| c != Cell::Empty)
                || problem.stipulation.is_some()
                || !problem.authors.is_empty()
            {
                problem.marks = board_marks(&problem.conditions, &problem.options);
                problems.push(problem);
            }
            if let Some(last) = self.toks.last().cloned() {
                self.warn(ProblemWarningKind::UnexpectedEnd, &last);
            }
        } else if let Some(t) = self.peek() {
            self.warn(ProblemWarningKind::TextAfterEnd, &t);
        }
    }
}

fn empty_board() -> Board {
    // 8×8 is always a size.
    Board::empty(8, 8).unwrap_or_else(|_| Board::standard())
}

/// Reads a Popeye input file: every problem in it, and what could not be
/// read.
///
/// ```
/// use forsythe::problems::read_popeye;
/// let text = "beginproblem\nauthor S. Loyd\nstip #2\npieces white kg6 qh1 black kh8\nend\n";
/// let c = read_popeye(text);
/// assert_eq!(c.problems.len(), 1);
/// assert_eq!(c.problems[0].board.to_string(), "7k/8/6K1/8/8/8/8/7Q");
/// assert_eq!(c.problems[0].stipulation.as_deref(), Some("#2"));
/// assert!(c.warnings.is_empty());
/// ```
#[must_use]
pub fn read_popeye(text: &str) -> Collection {
    let text = text.trim_start_matches('\u{feff}');
    let mut r = Reader {
        toks: tokens(text),
        lines: text.lines().collect(),
        at: 0,
        lang: WalkLanguage::English,
        warnings: Vec::new(),
        invisible: None,
        ambiguous: Vec::new(),
    };
    let mut problems = Vec::new();
    if !r.begin() {
        return Collection::default();
    }
    let start_line = |r: &Reader<'_>| r.peek().map_or(1, |t| t.line);
    let new_problem = |lang: WalkLanguage, line: usize| {
        let mut p = Problem::new(empty_board());
        p.notation = ProblemNotation {
            dialect: dialect(lang),
            walks: lang,
        };
        p.line = line;
        p
    };
    let mut problem = new_problem(r.lang, start_line(&r));
    let mut ended = false;
    let mut last_unknown_line = 0;
    while let Some(t) = r.peek() {
        r.at += 1;
        let Some(kw) = r.known_keyword(&t, &mut last_unknown_line) else {
            continue;
        };
        match kw {
            Kw::Begin => {}
            Kw::End | Kw::Next => {
                problem.marks = board_marks(&problem.conditions, &problem.options);
                problems.push(std::mem::replace(
                    &mut problem,
                    new_problem(r.lang, start_line(&r)),
                ));
                if kw == Kw::End {
                    ended = true;
                    break;
                }
            }
            Kw::Author
            | Kw::Origin
            | Kw::Title
            | Kw::Award
            | Kw::Remark
            | Kw::Protocol
            | Kw::Input => r.line_field(kw, &t, &mut problem),
            Kw::Latex | Kw::LatexPieces => r.latex_names(kw, &t, &mut problem),
            Kw::ZeroPosition => {
                // The diagram is not solved itself: the twins that follow
                // change it (the first one here, without `twin`).
                problem.kept.push(("zeroposition".into(), String::new()));
                let twin = r.twin(&t);
                if twin
                    .changes
                    .iter()
                    .any(|c| matches!(c, TwinChange::Condition(_)))
                {
                    // A twin's conditions are Popeye's words too.
                    problem.condition_words = Some(r.lang);
                }
                if !twin.changes.is_empty() {
                    problem.twins.push(twin);
                }
            }
            Kw::Stipulation => r.stipulation(&t, &mut problem),
            Kw::SStipulation => {
                let words = r.words_to_keyword(|r, w| r.is_keyword(w));
                if words.is_empty() {
                    r.missing(&t);
                } else {
                    problem.stipulation = Some(words.join(" "));
                }
            }
            Kw::Condition => {
                let words = r.words_to_keyword(|r, w| r.is_keyword(w));
                if words.is_empty() {
                    r.missing(&t);
                }
                for word in super::name_conditions(&words, r.lang, r.lang).unknown {
                    r.warn(ProblemWarningKind::UnknownCondition { word }, &t);
                }
                problem.condition_words = Some(r.lang);
                problem.conditions.extend(words);
            }
            Kw::Option => {
                let words = r.words_to_keyword(|r, w| r.is_keyword(w));
                problem.options.extend(words);
            }
            Kw::Pieces => r.placed_pieces(&t, &mut problem),
            Kw::Forsyth => r.forsyth(&t, &mut problem),
            Kw::InitialGameArray => problem.board = Board::standard(),
            Kw::Twin => {
                let twin = r.twin(&t);
                if twin
                    .changes
                    .iter()
                    .any(|c| matches!(c, TwinChange::Condition(_)))
                {
                    // A twin's conditions are Popeye's words too.
                    problem.condition_words = Some(r.lang);
                }
                if !twin.changes.is_empty() {
                    problem.twins.push(twin);
                }
            }
        }
    }
    r.finish(ended, problem, &mut problems);
    Collection {
        problems,
        warnings: r.warnings,
    }
}

/// Whether `word` is `name` or a prefix of it of at least four letters, in
/// any case (Popeye reads condition words cut short).
fn fits(word: &str, name: &str) -> bool {
    let (w, n) = (word.to_lowercase(), name.to_lowercase());
    w == n || (w.chars().count() >= 4 && n.starts_with(&w))
}

/// Which of `names` (one a language) `word` is.
fn any_fits(word: &str, names: &[&str]) -> bool {
    names.iter().any(|n| fits(word, n))
}

/// What the board of a problem under `conditions` shows: Grid chess's grid
/// (`gridchess`, `gitterschach`, `grille`) with Popeye's variants (the
/// shifted grids, `orthogonal` lines, `irregular` cells, extra `gridline`s),
/// and the cylinders (`verticalcylinder`, `horizontalcylinder`,
/// `anchorring`). Popeye's option `suppressgrid` leaves the grid undrawn.
fn board_marks(conditions: &[String], options: &[String]) -> BoardMarks {
    const GRID: [&str; 3] = ["gridchess", "gitterschach", "grille"];
    let words: Vec<&str> = conditions
        .iter()
        .flat_map(|c| c.split_whitespace())
        .collect();
    let mut marks = BoardMarks::default();
    for w in &words {
        let w = w.to_lowercase();
        match w.as_str() {
            "verticalcylinder" => marks.cylinder.vertical = true,
            "horizontalcylinder" => marks.cylinder.horizontal = true,
            "anchorring" => {
                marks.cylinder.vertical = true;
                marks.cylinder.horizontal = true;
            }
            _ => {}
        }
    }
    let suppressed = options
        .iter()
        .flat_map(|o| o.split_whitespace())
        .any(|o| fits(o, "suppressgrid"));
    let Some(start) = words.iter().position(|w| any_fits(w, &GRID)) else {
        return marks;
    };
    if suppressed {
        return marks;
    }
    // The words after the grid's name, up to the next condition: its variant
    // and extra lines.
    let rest = &words[start + 1..];
    let mut cells: Option<Vec<Vec<Square>>> = None;
    let mut lines: Vec<GridLine> = Vec::new();
    let mut shift: Option<(bool, bool)> = None;
    let mut orthogonal: Option<&str> = None;
    let mut i = 0;
    while i < rest.len() {
        let w = rest[i];
        i += 1;
        if any_fits(
            w,
            &["verticalshift", "vertikalverschieben", "verticaldecalage"],
        ) {
            shift = Some((false, true));
        } else if any_fits(
            w,
            &[
                "horizontalshift",
                "horizontalverschieben",
                "horizontaldecalage",
            ],
        ) {
            shift = Some((true, false));
        } else if any_fits(
            w,
            &["diagonalshift", "diagonalverschieben", "diagonaldecalage"],
        ) {
            shift = Some((true, true));
        } else if any_fits(w, &["orthogonal", "orthogonale"]) {
            orthogonal = rest.get(i).copied();
            i += 1;
        } else if any_fits(w, &["irregular", "unregelmaessig", "irreguliere"]) {
            let mut groups = Vec::new();
            while let Some(squares) = rest.get(i).and_then(|g| square_list(&g.to_lowercase())) {
                groups.push(squares);
                i += 1;
            }
            cells = Some(groups);
        } else if any_fits(w, &["gridline", "gitterlinie", "lignegrille"]) {
            while let Some(line) = rest.get(i).and_then(|l| popeye_grid_line(l)) {
                lines.push(line);
                i += 1;
            }
        } else {
            break;
        }
    }
    match (shift, orthogonal, cells) {
        (_, _, Some(groups)) => marks.grid_lines = irregular_lines(&groups),
        (_, Some(spec), None) => marks.grid_lines = orthogonal_lines(spec),
        (Some((files, ranks)), None, None) => {
            // The usual grid (lines after files and ranks 2, 4, 6) moved by
            // one file and/or one rank.
            let (f0, r0) = (2 - usize::from(files), 2 - usize::from(ranks));
            marks.grid_lines =
                orthogonal_cuts((f0..8).step_by(2).collect(), (r0..8).step_by(2).collect());
        }
        (None, None, None) => marks.grid = true,
    }
    marks.grid_lines.extend(lines);
    marks
}

/// Full lines of an 8×8 board after the files `after_files` (1 is the line
/// between a and b) and the ranks `after_ranks`.
fn orthogonal_cuts(after_files: Vec<usize>, after_ranks: Vec<usize>) -> Vec<GridLine> {
    let mut out = Vec::new();
    for f in after_files.into_iter().filter(|f| (1..8).contains(f)) {
        out.extend(Square::new(f, 0).map(|from| GridLine {
            vertical: true,
            from,
            length: 8,
        }));
    }
    for r in after_ranks.into_iter().filter(|r| (1..8).contains(r)) {
        out.extend(Square::new(0, r).map(|from| GridLine {
            vertical: false,
            from,
            length: 8,
        }));
    }
    out
}

/// Popeye's `orthogonal bdf246`: lines right of the files and above the
/// ranks named.
fn orthogonal_lines(spec: &str) -> Vec<GridLine> {
    let spec = spec.to_lowercase();
    let files = spec
        .chars()
        .filter(|c| ('a'..='h').contains(c))
        .map(|c| c as usize - 'a' as usize + 1)
        .collect();
    let ranks = spec
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(|d| d as usize)
        .collect();
    orthogonal_cuts(files, ranks)
}

/// The lines between the cells of an irregular grid: each cell a group of
/// squares, the squares no group names one more cell.
fn irregular_lines(groups: &[Vec<Square>]) -> Vec<GridLine> {
    let cell = |sq: Square| {
        groups
            .iter()
            .position(|g| g.contains(&sq))
            .unwrap_or(groups.len())
    };
    let mut out = Vec::new();
    for rank in 0..8 {
        for file in 0..8 {
            let Some(sq) = Square::new(file, rank) else {
                continue;
            };
            let left = file.checked_sub(1).and_then(|f| Square::new(f, rank));
            if left.is_some_and(|l| cell(l) != cell(sq)) {
                out.push(GridLine {
                    vertical: true,
                    from: sq,
                    length: 1,
                });
            }
            let below = rank.checked_sub(1).and_then(|r| Square::new(file, r));
            if below.is_some_and(|b| cell(b) != cell(sq)) {
                out.push(GridLine {
                    vertical: false,
                    from: sq,
                    length: 1,
                });
            }
        }
    }
    out
}

/// Popeye's `Ha24`: a line from the lower-left corner of a2, horizontal
/// (`H`) or vertical (`V`), 4 squares long.
fn popeye_grid_line(text: &str) -> Option<GridLine> {
    let lower = text.to_lowercase();
    let mut c = lower.chars();
    let vertical = match c.next()? {
        'v' => true,
        'h' => false,
        _ => return None,
    };
    let from = square8(&c.by_ref().take(2).collect::<String>())?;
    let length = c.next()?.to_digit(10)?;
    if c.next().is_some() || length == 0 {
        return None;
    }
    Some(GridLine {
        vertical,
        from,
        length: u8::try_from(length).ok()?,
    })
}

fn push_line(slot: &mut Option<String>, value: &str) {
    match slot {
        Some(s) => {
            s.push('\n');
            s.push_str(value);
        }
        None => *slot = Some(value.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn german_abbreviations_colours_attributes_and_lists_over_lines() {
        let text = "anfa\nprot x.out\n\nquel The Problemist July 1996\nauto P.A.Petkov\nford #2\n\
                    stei\nweis kh1 sb7\nschw kd7 tc3g4\nstei neut halbn tc6\nbedi antisupercirce\nopti vari\nende\n";
        let c = read_popeye(text);
        assert_eq!(c.warnings, vec![]);
        let p = &c.problems[0];
        assert_eq!(p.board.to_string(), "8/1N1k4/2?5/8/6r1/2r5/8/7K");
        let n = p.board.get(sq("c6")).and_then(Cell::as_fairy).unwrap();
        assert_eq!((n.side, n.shape), (Side::Neutral, Shape::Rook));
        assert_eq!(
            p.attributes.get(&sq("c6")),
            Some(&vec![Attribute::HalfNeutral])
        );
        assert_eq!(p.authors, ["P.A.Petkov"]);
        assert_eq!(
            p.source.as_ref().map(ToString::to_string).as_deref(),
            Some("The Problemist July 1996")
        );
        assert_eq!(p.stipulation.as_deref(), Some("#2"));
        assert_eq!(p.conditions, ["antisupercirce"]);
        assert_eq!(p.options, ["vari"]);
        assert_eq!(p.kept, [("protocol".to_owned(), "x.out".to_owned())]);
        assert_eq!(p.line, 2);
    }

    #[test]
    fn trap_10_an_ambiguous_piece_code_names_both_readings() {
        let text =
            "anfangproblem\nforderung #2\nsteine weiss kh1 rae4 rab2 schwarz kd7 rah8\nende\n";
        let c = read_popeye(text);
        // Told once, at the first piece of that code.
        assert_eq!(
            c.warnings,
            vec![ProblemWarning {
                kind: ProblemWarningKind::AmbiguousPiece {
                    code: "ra".into(),
                    readings: vec!["edgehog".into(), "rao".into()],
                },
                line: 3,
                column: 18,
            }]
        );
        // English codes are one walk each: no word.
        let c = read_popeye("beginproblem\nstipulation #2\npieces white kh1 rae4 black kd7\nend\n");
        assert_eq!(c.warnings, vec![]);
    }

    fn marks_of(text: &str) -> BoardMarks {
        let c = read_popeye(text);
        assert_eq!(c.warnings, vec![], "{text}");
        c.problems[0].marks.clone()
    }

    fn line(vertical: bool, from: &str, length: u8) -> GridLine {
        GridLine {
            vertical,
            from: Square::parse(from).unwrap(),
            length,
        }
    }

    #[test]
    fn grid_chess_and_cylinders_mark_the_board() {
        let plain = marks_of("beginproblem\npieces white kc1 black ke5\ncondition circe\nend\n");
        assert_eq!(plain, BoardMarks::default());
        let grid = marks_of("beginproblem\ncond gridchess\npieces white kc1\nend\n");
        assert!(grid.grid && grid.grid_lines.is_empty());
        // German, cut short, after another condition on the same line.
        let grid = marks_of("anfangproblem\nbedingung madrasi gitter\nsteine weiss kc1\nende\n");
        assert!(grid.grid);
        // Popeye's shifted grid: lines after files 2, 4, 6 and ranks 1, 3, 5, 7.
        let shifted =
            marks_of("beginproblem\ncondition gridchess verticalshift\npieces white kc1\nend\n");
        assert!(!shifted.grid);
        assert_eq!(
            shifted.grid_lines,
            [
                line(true, "c1", 8),
                line(true, "e1", 8),
                line(true, "g1", 8),
                line(false, "a2", 8),
                line(false, "a4", 8),
                line(false, "a6", 8),
                line(false, "a8", 8),
            ]
        );
        // Lines right of b, d, f and above 2, 4, 6 are the usual grid; extra
        // lines come after it.
        let orthogonal = marks_of(
            "debutprobleme\ncondition grille orthogonale bdf246 lignegrille Ha24 Vc61\npieces blanc rc1\nfinprobleme\n",
        );
        assert_eq!(orthogonal.grid_lines.len(), 8);
        assert_eq!(orthogonal.grid_lines[0], line(true, "c1", 8));
        assert_eq!(orthogonal.grid_lines[3], line(false, "a3", 8));
        assert_eq!(
            orthogonal.grid_lines[6..],
            [line(false, "a2", 4), line(true, "c6", 1)]
        );
        // Irregular cells: the lines between them, a square's edge each.
        let cells =
            marks_of("beginproblem\ncondition grid irregular a8a7b8b7\npieces white kc1\nend\n");
        assert_eq!(
            cells.grid_lines,
            [
                line(false, "a7", 1),
                line(false, "b7", 1),
                line(true, "c7", 1),
                line(true, "c8", 1),
            ]
        );
        // Popeye's option that leaves the grid undrawn.
        let none = marks_of(
            "beginproblem\ncondition gridchess\noption suppressgrid\npieces white kc1\nend\n",
        );
        assert!(!none.grid && none.grid_lines.is_empty());
        let ring = marks_of("beginproblem\ncondition anchorring\npieces white kc1\nend\n");
        assert!(ring.cylinder.vertical && ring.cylinder.horizontal);
        let v = marks_of("beginproblem\ncondition verticalcylinder\npieces white kc1\nend\n");
        assert!(v.cylinder.vertical && !v.cylinder.horizontal);
        // A problem that ends without `endproblem` keeps its marks too.
        let open = read_popeye("beginproblem\ncondition gridchess\npieces white kc1\n");
        assert!(open.problems[0].marks.grid);
    }
}
