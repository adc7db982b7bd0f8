//! Popeye's fairy conditions by their whole names: the words of a `cond`
//! line, cut short as Popeye reads them (any unambiguous prefix, any case)
//! in its English, German or French input, become the names Popeye's own
//! tables give (`madr` is Madrasi, `circe cage strict` Circe Cage Strict,
//! `antisuper` Anti-supercirce), written for a reader (words apart, the
//! German and French letters the tables spell without), in the language
//! asked for where Popeye's German or French table has the name, else in
//! English. A condition's parameters are kept: its variants by their whole
//! names (`Parrain`, `Strict`), squares and numbers as typed (`Imitator
//! c1`). A word that is neither is kept as typed and reported once.

use crate::board::WalkLanguage;

/// A `cond` line's conditions by their whole names, and the words no table
/// knows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConditionNames {
    /// Each condition with its parameters (`Circe Parrain`, `Imitator c1`).
    pub names: Vec<String>,
    /// The words that are neither a condition, nor a variant, nor a square
    /// or number, each once, as typed.
    pub unknown: Vec<String>,
}

/// The column of a language in the tables below.
fn column(entry: &(&'static str, &'static str, &'static str), lang: WalkLanguage) -> &'static str {
    match lang {
        WalkLanguage::English => entry.0,
        WalkLanguage::German => entry.1,
        WalkLanguage::French => entry.2,
    }
}

/// A table of names: English, German, French.
type Table = &'static [(&'static str, &'static str, &'static str)];

/// What a word finds in a table.
enum Found {
    /// One entry (the word is its name, or the start of no other's).
    One(usize),
    /// The start of several names.
    Several,
    /// The start of none.
    None,
}

/// The entry of `table` whose name in `lang` is `word` or starts with it,
/// ignoring case, as Popeye looks a word up: a whole name wins over the
/// names it starts.
fn look_up(
    table: &[(&'static str, &'static str, &'static str)],
    word: &str,
    lang: WalkLanguage,
) -> Found {
    let word = word.to_lowercase();
    if word.is_empty() {
        return Found::None;
    }
    let mut found = Found::None;
    for (i, entry) in table.iter().enumerate() {
        let name = column(entry, lang).to_lowercase();
        if name == word {
            return Found::One(i);
        }
        if name.starts_with(&word) {
            found = match found {
                Found::None => Found::One(i),
                // The same name twice in a table (two variants alike) is one.
                Found::One(j)
                    if column(&table[j], lang).eq_ignore_ascii_case(column(entry, lang)) =>
                {
                    Found::One(j)
                }
                _ => Found::Several,
            };
        }
    }
    found
}

/// The entry `words[at..]` names in `table`, and how many words it took: a
/// word that starts several names may be joined with the next
/// (`rex inclusive`).
fn look_up_words(
    table: &[(&'static str, &'static str, &'static str)],
    words: &[&str],
    at: usize,
    lang: WalkLanguage,
) -> Option<(usize, usize)> {
    let mut joined = String::new();
    for (n, w) in words.iter().enumerate().skip(at).take(3) {
        joined.push_str(w);
        match look_up(table, &joined, lang) {
            Found::One(i) => return Some((i, n - at + 1)),
            Found::Several => {}
            Found::None => return None,
        }
    }
    None
}

/// Whether a word is a parameter kept as typed: a square or squares
/// (`c1`, `a1b2`), a number, or any word with a digit; a piece's code of
/// one or two letters (`uwnur d t l s`, `ChamaeleonSequenz D T L S`); a
/// lone `-` (`bgl - 29`).
fn is_parameter(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit())
        || word == "-"
        || (word.chars().count() <= 2 && word.chars().all(char::is_alphabetic))
}

/// What a word at `at` of `words` names, and how many words it takes: a
/// variant of the condition before it (`Parrain`, `RexInklusive`), a
/// condition, a board, or a condition Popeye reads for both sides
/// (`Laengstzueger`, `UltraSchachZwang`). A word that begins a line is
/// first a condition, then a variant of the last line's condition.
fn name_at(
    words: &[&str],
    at: usize,
    after_condition: bool,
    from: WalkLanguage,
) -> Option<(Table, usize, usize)> {
    let variants = after_condition.then_some(VARIANTS);
    let tables: [Option<Table>; 5] = if at == 0 {
        [
            Some(CONDITIONS),
            Some(BOARDS),
            Some(BOTH_SIDES),
            variants,
            None,
        ]
    } else {
        [
            variants,
            Some(CONDITIONS),
            Some(BOARDS),
            Some(BOTH_SIDES),
            None,
        ]
    };
    tables
        .into_iter()
        .flatten()
        .find_map(|table| look_up_words(table, words, at, from).map(|(i, n)| (table, i, n)))
}

/// The conditions of `entries` (the lines of Popeye's `cond`, each one or
/// more conditions with their parameters) read in `from` and named in `to`.
///
/// ```
/// use forsythe::WalkLanguage;
/// use forsythe::problems::name_conditions;
/// let e = |s: &str| vec![s.to_owned()];
/// let en = WalkLanguage::English;
/// assert_eq!(name_conditions(&e("madr"), en, en).names, ["Madrasi"]);
/// assert_eq!(name_conditions(&e("circe cage strict"), en, en).names, ["Circe Cage Strict"]);
/// assert_eq!(name_conditions(&e("antisuper"), en, en).names, ["Anti-supercirce"]);
/// assert_eq!(name_conditions(&e("imitator c1"), en, en).names, ["Imitator c1"]);
/// let de = name_conditions(&e("SchwarzerLaengst"), WalkLanguage::German, en);
/// assert_eq!(de.names, ["Black Maximummer"]);
/// let odd = name_conditions(&e("madrasi zyx"), en, en);
/// assert_eq!((odd.names, odd.unknown), (vec!["Madrasi zyx".to_owned()], vec!["zyx".to_owned()]));
/// ```
#[must_use]
pub fn name_conditions(entries: &[String], from: WalkLanguage, to: WalkLanguage) -> ConditionNames {
    let mut out = ConditionNames::default();
    for entry in entries {
        // Commas and semicolons part conditions as spaces do (`Circe;Madrasi`).
        let words: Vec<&str> = entry
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty())
            .collect();
        let mut at = 0;
        while let Some(&word) = words.get(at) {
            let in_condition = !out.names.is_empty();
            // A piece's code or a square after a condition is its parameter,
            // though it may start a name (`L` of `ChamaeleonSequenz D T L S`).
            let parameter = in_condition && at > 0 && is_parameter(word);
            if let Some((table, i, n)) =
                name_at(&words, at, in_condition, from).filter(|_| !parameter)
            {
                let name = spell(column(&table[i], to), to);
                if std::ptr::eq(table, VARIANTS) {
                    push_word(&mut out.names, &name);
                } else {
                    out.names.push(name);
                }
                at += n;
                continue;
            }
            if in_condition && is_parameter(word) {
                push_word(&mut out.names, word);
            } else {
                if !out.unknown.iter().any(|u| u == word) {
                    out.unknown.push(word.to_owned());
                }
                if in_condition {
                    push_word(&mut out.names, word);
                } else {
                    out.names.push(word.to_owned());
                }
            }
            at += 1;
        }
    }
    out
}

/// Adds a parameter to the last condition.
fn push_word(names: &mut [String], word: &str) {
    if let Some(last) = names.last_mut() {
        last.push(' ');
        last.push_str(word);
    }
}

/// Names kept whole: never cut into words.
const WHOLE: &[&str] = &[
    "KoeKo",
    "NoIProm",
    "UltraSchachZwang",
    "OhneIUW",
    "UWnur",
    "NorskSjakk",
];

/// Prefixes joined to the word after them (`SuperCirce`: Supercirce).
const PREFIXES: &[&str] = &["Super", "Ultra", "Hyper"];

/// Words `Anti` is joined to without a hyphen (`AntiCirce`: Anticirce).
const ANTI_SOLID: &[&str] = &[
    "Circe",
    "Kings",
    "Koenige",
    "Rois",
    "Guards",
    "Deckungen",
    "Gardes",
];

/// The German and French letters Popeye's tables spell without: parts of
/// words and what a reader sees.
const LETTERS: &[(WalkLanguage, &str, &str)] = &[
    (WalkLanguage::German, "aengst", "ängst"),
    (WalkLanguage::German, "uerzest", "ürzest"),
    (WalkLanguage::German, "zueger", "züger"),
    (WalkLanguage::German, "Zueger", "Züger"),
    (WalkLanguage::German, "oenig", "önig"),
    (WalkLanguage::German, "Kaefig", "Käfig"),
    (WalkLanguage::German, "laender", "länder"),
    (WalkLanguage::German, "Naechster", "Nächster"),
    (WalkLanguage::German, "Ruecken", "Rücken"),
    (WalkLanguage::German, "loecher", "löcher"),
    (WalkLanguage::German, "maessig", "mäßig"),
    (WalkLanguage::German, "Fussball", "Fußball"),
    (WalkLanguage::German, "Weiss", "Weiß"),
    (WalkLanguage::German, "Schaecher", "Schächer"),
    (WalkLanguage::German, "amaeleon", "amäleon"),
    (WalkLanguage::German, "ulaer", "ulär"),
    (WalkLanguage::German, "KoeKo", "KöKo"),
    (WalkLanguage::German, "Koeko", "KöKo"),
    (WalkLanguage::French, "Echecs", "Échecs"),
    (WalkLanguage::French, "Echange", "Échange"),
    (WalkLanguage::French, "alefique", "aléfique"),
    (WalkLanguage::French, "ymetri", "ymétri"),
    (WalkLanguage::French, "eflecteur", "éflecteur"),
    (WalkLanguage::French, "Transmute", "Transmuté"),
    (WalkLanguage::French, "epublicain", "épublicain"),
    (WalkLanguage::French, "phabetique", "phabétique"),
    (WalkLanguage::French, "Generalise", "Généralisé"),
    (WalkLanguage::French, "Protee", "Protée"),
    (WalkLanguage::French, "Geneve", "Genève"),
    (WalkLanguage::French, "ameleon", "améléon"),
    (WalkLanguage::French, "Relache", "Relâché"),
    (WalkLanguage::French, "Diametral", "Diamétral"),
    (WalkLanguage::French, "Derniere", "Dernière"),
    (WalkLanguage::French, "Irreguliere", "Irrégulière"),
    (WalkLanguage::French, "Decalage", "Décalage"),
    (WalkLanguage::French, "Entree", "Entrée"),
];

/// A name of Popeye's tables written for a reader: its words apart
/// (`MirrorCirce`: Mirror Circe), prefixes joined (`AntiSuperCirce`:
/// Anti-supercirce), English `Chess` and German `Schach` as the languages
/// write them (Andernach chess, Andernachschach, Chinesisches Schach), and
/// the letters the table spells without (Längstzüger, Maléfique).
fn spell(name: &str, lang: WalkLanguage) -> String {
    let mut words: Vec<String> = if WHOLE.contains(&name) {
        vec![name.to_owned()]
    } else {
        split_camel(name)
    };
    join_prefixes(&mut words);
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        let prev = i.checked_sub(1).and_then(|p| words.get(p));
        match (lang, w.as_str(), prev) {
            (WalkLanguage::English, "Chess", Some(_)) => out.push_str(" chess"),
            (WalkLanguage::German, "Schach", Some(p))
                if !(p.ends_with("es") || p.ends_with("er") || p.contains('&')) =>
            {
                out.push_str("schach");
            }
            _ => {
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(w);
            }
        }
    }
    for (l, from, to) in LETTERS {
        if *l == lang {
            out = out.replace(from, to);
        }
    }
    out
}

/// `MirrorCirce` as `Mirror`, `Circe`; a run of capitals is one word
/// (`PADChess`: `PAD`, `Chess`), and `&` joins (`Take&Make`).
fn split_camel(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).and_then(|p| chars.get(p)).copied();
        let next = chars.get(i + 1).copied();
        let starts = c.is_uppercase()
            && match prev {
                None | Some('&') => false,
                Some(p) if p.is_lowercase() || p.is_ascii_digit() => true,
                Some(p) => p.is_uppercase() && next.is_some_and(char::is_lowercase),
            };
        if starts && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        word.push(c);
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// Joins `Super`, `Ultra` and `Hyper` to the word after them, and `Anti`
/// with a hyphen (without one before `Circe` and the like).
fn join_prefixes(words: &mut Vec<String>) {
    let mut i = words.len();
    while i > 1 {
        i -= 1;
        let (prev, this) = (words[i - 1].clone(), words[i].clone());
        let joined = if PREFIXES.contains(&prev.as_str()) {
            Some(format!("{prev}{}", this.to_lowercase()))
        } else if prev == "Anti" {
            if ANTI_SOLID.contains(&this.as_str()) {
                Some(format!("Anti{}", this.to_lowercase()))
            } else if PREFIXES.iter().any(|p| this.starts_with(p)) {
                Some(format!("Anti-{}", this.to_lowercase()))
            } else {
                Some(format!("Anti-{this}"))
            }
        } else {
            None
        };
        if let Some(j) = joined {
            words[i - 1] = j;
            words.remove(i);
        }
    }
}

/// Popeye's conditions, as its English, German and French tables name them.
const CONDITIONS: &[(&str, &str, &str)] = &[
    ("Circe", "Circe", "Circe"),
    ("MirrorCirce", "SpiegelCirce", "CirceMalefique"),
    ("Madrasi", "Madrasi", "Madrasi"),
    ("Volage", "Volage", "Volage"),
    ("Hypervolage", "Hypervolage", "Hypervolage"),
    ("BichromChess", "BichromesSchach", "Bichromatique"),
    ("MonochromChess", "MonochromesSchach", "Monochromatique"),
    ("GridChess", "Gitterschach", "Grille"),
    ("KoeKo", "KoeKo", "Koeko"),
    ("BlackEdgeMover", "SchwarzerRandzueger", "NoirBordCoup"),
    ("WhiteEdgeMover", "WeisserRandzueger", "BlancBordCoup"),
    ("Leofamily", "Leofamily", "Leofamily"),
    ("ChineseChess", "ChinesischesSchach", "Chinoises"),
    ("Patrouille", "PatrouilleSchach", "Patrouille"),
    ("PWC", "PlatzwechselCirce", "CirceEchange"),
    ("NoCapture", "Ohneschlag", "SansPrises"),
    ("ImmunChess", "Immunschach", "Immun"),
    ("MirrorImmunChess", "SpiegelImmunschach", "ImmunMalefique"),
    ("ContactGridChess", "KontaktGitter", "ContactGrille"),
    ("Imitator", "Imitator", "Imitator"),
    ("CavalierMajeur", "CavalierMajeur", "CavalierMajeur"),
    ("HaanerChess", "HaanerSchach", "Haan"),
    ("ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"),
    ("CouscousCirce", "CouscousCirce", "CirceCouscous"),
    (
        "EquipollentsCirce",
        "EquipollentsCirce",
        "CirceEquipollents",
    ),
    ("FileCirce", "FileCirce", "FileCirce"),
    ("BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum"),
    ("BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum"),
    ("WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum"),
    ("WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum"),
    ("MagicSquares", "MagischeFelder", "CaseMagique"),
    ("Sentinelles", "Sentinelles", "Sentinelles"),
    ("Tibet", "TibetSchach", "Tibet"),
    ("DoubleTibet", "DoppeltibetSchach", "DoubleTibet"),
    ("DiagramCirce", "DiagrammCirce", "CirceDiagramme"),
    ("Hole", "Loch", "Trou"),
    ("BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce"),
    ("WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce"),
    (
        "ReflectiveKings",
        "ReflektierendeKoenige",
        "RoisReflecteurs",
    ),
    (
        "TransmutedKings",
        "TransmutierendeKoenige",
        "RoisTransmutes",
    ),
    (
        "BlackFollowMyLeader",
        "SchwarzerVerfolgungszueger",
        "NoirPoursuite",
    ),
    (
        "WhiteFollowMyLeader",
        "WeisserVerfolgungszueger",
        "BlancPoursuite",
    ),
    ("DuellistChess", "Duellantenschach", "Duelliste"),
    ("ParrainCirce", "CirceParrain", "CirceParrain"),
    ("NoIProm", "OhneIUW", "SansIProm"),
    ("SymmetryCirce", "SymmetrieCirce", "CirceSymetrique"),
    ("VogtlaenderChess", "VogtlaenderSchach", "EchecsVogtlaender"),
    ("EinsteinChess", "EinsteinSchach", "EchecsEinstein"),
    ("Bicolores", "Bicolores", "Bicolores"),
    ("NewKoeko", "NeuKoeko", "KoekoNouveaux"),
    ("CirceClone", "CirceClone", "CirceClone"),
    ("AntiCirce", "AntiCirce", "AntiCirce"),
    ("MirrorFileCirce", "SpiegelFileCirce", "FileCirceMalefique"),
    ("AntipodeanCirce", "AntipodenCirce", "CirceAntipoden"),
    (
        "MirrorCirceClone",
        "SpiegelCirceclone",
        "CirceCloneMalefique",
    ),
    ("MirrorAntiCirce", "AntiSpiegelCirce", "AntiCirceMalefique"),
    (
        "DiagramAntiCirce",
        "AntiDiagrammCirce",
        "AntiCirceDiagramme",
    ),
    ("FileAntiCirce", "AntiFileCirce", "AntiFileCirce"),
    (
        "SymmetryAntiCirce",
        "AntiSymmetrieCirce",
        "AntiCirceSymetrique",
    ),
    (
        "MirrorFileAntiCirce",
        "AntiSpiegelFileCirce",
        "AntiFileCirceMalefique",
    ),
    (
        "AntipodeanAntiCirce",
        "AntiAntipodenCirce",
        "AntiCirceAntipoden",
    ),
    (
        "EquipollentsAntiCirce",
        "AntiEquipollentsCirce",
        "AntiCirceEquipollents",
    ),
    ("FileImmunChess", "FileImmunSchach", "ImmunFile"),
    ("DiagramImmunChess", "DiagrammImmunSchach", "ImmunDiagramme"),
    (
        "MirrorFileImmunChess",
        "SpiegelFileImmunSchach",
        "ImmunFileMalefique",
    ),
    (
        "SymmetryImmunChess",
        "SymmetrieImmunSchach",
        "ImmunSymmetrique",
    ),
    (
        "AntipodeanImmunChess",
        "AntipodenImmunSchach",
        "ImmunAntipoden",
    ),
    (
        "EquipollentsImmunChess",
        "EquipollentsImmunSchach",
        "ImmunEquipollents",
    ),
    (
        "ReversalEinsteinChess",
        "ReversesEinsteinSchach",
        "ReversEchecsEinstein",
    ),
    ("SuperCirce", "SuperCirce", "SuperCirce"),
    ("RelegationChess", "Degradierung", "Degradierung"),
    ("NorskSjakk", "NorskSjakk", "NorskSjakk"),
    ("TraitorChess", "TraitorChess", "EchecsTraitor"),
    ("AndernachChess", "AndernachSchach", "EchecsAndernach"),
    ("WhiteForcedSquare", "WeissesZwangsfeld", "BlancCaseForce"),
    (
        "WhiteConsequentForcedSquare",
        "WeissesKonsequentesZwangsfeld",
        "BlancCaseForceConsequent",
    ),
    ("BlackForcedSquare", "SchwarzesZwangsfeld", "NoirCaseForce"),
    (
        "BlackConsequentForcedSquare",
        "SchwarzesKonsequentesZwangsfeld",
        "NoirCaseForceConsequent",
    ),
    ("ChameleonChess", "ChamaeleonSchach", "EchecsCameleon"),
    ("FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire"),
    ("GlasgowChess", "GlasgowSchach", "EchecsGlasgow"),
    (
        "AntiAndernachChess",
        "AntiAndernachSchach",
        "EchecsAntiAndernach",
    ),
    ("FrischAufCirce", "FrischAufCirce", "FrischAufCirce"),
    (
        "VerticalMirrorCirce",
        "VertikalesSpiegelCirce",
        "CirceMalefiqueVerticale",
    ),
    ("Isardam", "Isardam", "Isardam"),
    ("ChecklessChess", "OhneSchach", "SansEchecs"),
    ("DiametralCirce", "DiametralCirce", "CirceDiametrale"),
    ("PromOnly", "UWnur", "PromSeul"),
    ("RankCirce", "RankCirce", "RankCirce"),
    ("ExclusiveChess", "ExklusivSchach", "EchecsExclusif"),
    ("MarsCirce", "MarsCirce", "MarsCirce"),
    ("MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique"),
    ("PhantomChess", "PhantomSchach", "EchecsPhantom"),
    (
        "WhiteReflectiveKing",
        "WeisserReflektierenderKoenig",
        "BlancRoiReflecteur",
    ),
    (
        "BlackReflectiveKing",
        "SchwarzerReflektierenderKoenig",
        "NoirRoiReflecteur",
    ),
    (
        "WhiteTransmutedKing",
        "WeisserTransmutierenderKoenig",
        "BlancRoiTransmute",
    ),
    (
        "BlackTransmutedKing",
        "SchwarzerTransmutierenderKoenig",
        "NoirRoiTransmute",
    ),
    (
        "AntiEinsteinChess",
        "AntiEinsteinSchach",
        "EchecsAntiEinstein",
    ),
    (
        "MirrorCouscousCirce",
        "SpiegelCouscousCirce",
        "CirceCouscousMalefique",
    ),
    (
        "BlackRoyalSquare",
        "SchwarzesKoeniglichesFeld",
        "NoirCaseRoyal",
    ),
    (
        "WhiteRoyalSquare",
        "WeissesKoeniglichesFeld",
        "BlancCaseRoyal",
    ),
    ("BrunnerChess", "BrunnerSchach", "EchecsBrunner"),
    ("PlusChess", "PlusSchach", "EchecsPlus"),
    ("CirceAssassin", "AssassinCirce", "CirceAssassin"),
    ("PatienceChess", "PatienceSchach", "EchecsPatience"),
    (
        "RepublicanChess",
        "RepublikanerSchach",
        "EchecsRepublicains",
    ),
    ("ExtinctionChess", "AusrottungsSchach", "EchecsExtinction"),
    ("CentralChess", "ZentralSchach", "EchecsCentral"),
    (
        "ActuatedRevolvingBoard",
        "ActuatedRevolvingBoard",
        "ActuatedRevolvingBoard",
    ),
    ("MessignyChess", "MessignySchach", "EchecsMessigny"),
    ("Woozles", "Woozles", "Woozles"),
    ("BiWoozles", "BiWoozles", "BiWoozles"),
    ("Heffalumps", "Heffalumps", "Heffalumps"),
    ("BiHeffalumps", "BiHeffalumps", "BiHeffalumps"),
    ("WhitePromSquares", "UWFeldWeiss", "BlancCasePromotion"),
    ("BlackPromSquares", "UWFeldSchwarz", "NoirCasePromotion"),
    ("NoWhitePromotion", "OhneWeissUW", "SansBlancPromotion"),
    ("NoBlackPromotion", "OhneSchwarzUW", "SansNoirPromotion"),
    ("EiffelChess", "EiffelSchach", "EchecsEiffel"),
    (
        "BlackUltraSchachZwang",
        "SchwarzerUltraSchachZwang",
        "NoirUltraSchachZwang",
    ),
    (
        "WhiteUltraSchachZwang",
        "WeisserUltraSchachZwang",
        "BlancUltraSchachZwang",
    ),
    (
        "ActuatedRevolvingCentre",
        "ActuatedRevolvingCentre",
        "ActuatedRevolvingCentre",
    ),
    ("ShieldedKings", "SchutzKoenige", "ShieldedKings"),
    (
        "LineChameleonChess",
        "LinienChamaeleonSchach",
        "EchecsCameleonLigne",
    ),
    ("NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises"),
    ("NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises"),
    ("AprilChess", "Aprilschach", "EchecsAvril"),
    (
        "AlphabeticChess",
        "AlphabetischesSchach",
        "EchecsAlphabetiques",
    ),
    ("CirceTurncoats", "TurncoatCirce", "CirceTurncoats"),
    (
        "CirceDoubleAgents",
        "DoppelAgentenCirce",
        "CirceDoubleAgents",
    ),
    ("AMU", "AMU", "AMU"),
    ("SingleBox", "NurPartiesatzSteine", "SingleBox"),
    ("MAFF", "MAFF", "MAFF"),
    ("OWU", "OWU", "OWU"),
    (
        "WhiteOscillatingKings",
        "WeisseOszillierendeKoenige",
        "BlancRoisOscillant",
    ),
    (
        "BlackOscillatingKings",
        "SchwarzeOszillierendeKoenige",
        "NoirRoisOscillant",
    ),
    ("AntiKings", "AntiKoenige", "AntiRois"),
    ("AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"),
    (
        "AntiMarsMirrorCirce",
        "AntiMarsMalefiqueCirce",
        "AntiMarsMalefiqueCirce",
    ),
    (
        "AntiMarsAntipodeanCirce",
        "AntiMarsAntipodeanCirce",
        "AntiMarsAntipodeanCirce",
    ),
    (
        "WhiteSuperTransmutingKing",
        "WeisserSuperTransmutierenderKoenig",
        "BlancSuperRoiTransmute",
    ),
    (
        "BlackSuperTransmutingKing",
        "SchwarzerSuperTransmutierenderKoenig",
        "NoirSuperRoiTransmute",
    ),
    ("AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"),
    ("UltraPatrol", "UltraPatrouille", "UltraPatrouille"),
    ("SwappingKings", "TauschKoenige", "RoisEchanges"),
    ("RoyalDynasty", "KoenigsDynastie", "DynastieRoyale"),
    ("SAT", "SAT", "SAT"),
    ("StrictSAT", "StrictSAT", "StrictSAT"),
    ("Take&MakeChess", "Take&MakeSchach", "Take&MakeEchecs"),
    (
        "BlackSynchronMover",
        "SchwarzerSynchronZueger",
        "NoirSynchronCoup",
    ),
    (
        "WhiteSynchronMover",
        "WeisserSynchronZueger",
        "BlancSynchronCoup",
    ),
    (
        "BlackAntiSynchronMover",
        "SchwarzerAntiSynchronZueger",
        "NoirAntiSynchronCoup",
    ),
    (
        "WhiteAntiSynchronMover",
        "WeisserAntiSynchronZueger",
        "BlancAntiSynchronCoup",
    ),
    ("Masand", "Masand", "Masand"),
    ("BGL", "BGL", "BGL"),
    ("BlackChecks", "SchwarzSchaecher", "NoirEchecs"),
    ("AnnanChess", "Annanschach", "AnnanEchecs"),
    ("NormalPawn", "NormalBauern", "PionNormale"),
    ("Lortap", "Elliuortap", "Elliuortap"),
    ("VaultingKings", "VaultingKings", "VaultingKings"),
    (
        "WhiteVaultingKing",
        "WeisserVaultingKing",
        "BlancVaultingKing",
    ),
    (
        "BlackVaultingKing",
        "SchwarzerVaultingKing",
        "NoirVaultingKing",
    ),
    ("ProteanChess", "ProteischesSchach", "EchecsProtee"),
    ("GenevaChess", "GenferSchach", "EchecsGeneve"),
    (
        "ChameleonPursuit",
        "ChamaeleonVerfolgung",
        "CameleonPoursuite",
    ),
    ("AntiKoeko", "AntiKoeko", "AntiKoeko"),
    ("CastlingChess", "RochadeSchach", "EchecsRoque"),
    ("LosingChess", "Schlagschach", "QuiPerdGagne"),
    ("Disparate", "Disparate", "Disparate"),
    ("GhostChess", "Geisterschach", "EchecsGhost"),
    ("HauntedChess", "Spukschach", "EchecsHantes"),
    (
        "ProvocationChess",
        "ProvokationSchach",
        "EchecsProvacateurs",
    ),
    ("CageCirce", "KaefigCirce", "CirceCage"),
    ("Dummy", "Dummy", "Dummy"),
    ("Football", "Fussball", "Football"),
    ("ContraParrain", "KontraParrain", "ContraParrain"),
    ("KobulKings", "KobulKoenige", "RoisKobul"),
    ("ExchangeCastling", "PlatzwechselRochade", "EchangeRoque"),
    (
        "WhiteAlphabeticChess",
        "WeissesAlphabetischesSchach",
        "BlancEchecsAlphabetiques",
    ),
    (
        "BlackAlphabeticChess",
        "SchwarzesAlphabetischesSchach",
        "NoirEchecsAlphabetiques",
    ),
    ("CirceTake&Make", "CirceTake&Make", "CirceTake&Make"),
    ("SuperGuards", "SuperDeckungen", "Supergardes"),
    ("Wormholes", "Wurmloecher", "TrousDeVer"),
    ("MarineChess", "MarinesSchach", "EchecsMarins"),
    (
        "UltramarineChess",
        "UltramarinesSchach",
        "EchecsUltramarins",
    ),
    ("BackHome", "NachHause", "Retour"),
    ("FaceToFace", "AngesichtZuAngesicht", "FaceAFace"),
    ("BackToBack", "RueckenAnRuecken", "DosADos"),
    ("CheekToCheek", "WangeAnWange", "JoueAJoue"),
    ("ChameleonSequence", "Chamaeleonsequenz", "CameleonSequence"),
    ("AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"),
    ("SnekChess", "SnekSchach", "EchecsSnek"),
    (
        "SnekCircleChess",
        "SnekZirkulaerSchach",
        "EchecsSnekCirculaires",
    ),
    ("LastCapture", "LetzterSchlag", "DernierePrise"),
    (
        "ArgentinianChess",
        "ArgentinischesSchach",
        "EchecsArgentins",
    ),
    ("LostPieces", "VerloreneSteine", "PiecesPerdues"),
    ("PartialParalysis", "PartielleParalyse", "ParalysePartielle"),
    (
        "VerticalSymmetryCirce",
        "VertikaleSymmetrieCirce",
        "CirceSymetriqueVerticale",
    ),
    (
        "HorizontalSymmetryCirce",
        "HorizontaleSymmetrieCirce",
        "CirceSymetriqueHorizontale",
    ),
    (
        "VerticalSymmetryAntiCirce",
        "VertikaleAntiSymmetrieCirce",
        "AntiCirceSymetriqueVerticale",
    ),
    (
        "HorizontalSymmetryAntiCirce",
        "HorizontaleAntiSymmetrieCirce",
        "AntiCirceSymetriqueHorizontale",
    ),
    (
        "ImmuneVerticalSymmetry",
        "ImmuneVertikaleSymmetrie",
        "ImmuneSymetriqueVerticale",
    ),
    (
        "ImmuneHorizontalSymmetry",
        "ImmuneHorizontaleSymmetrie",
        "ImmuneSymetriqueHorizontale",
    ),
    ("LeseMajeste", "LeseMajeste", "LeseMajeste"),
    ("Rokagogo", "Rokagogo", "Rokagogo"),
    ("Breton", "Breton", "Breton"),
    ("Make&TakeChess", "Make&TakeSchach", "Make&TakeEchecs"),
    ("PointReflection", "Punktspiegelung", "ReflexionCentrale"),
    ("NannaChess", "Nannaschach", "AnnanEchecs"),
    (
        "MasandGeneralised",
        "MasandVerallgemeinert",
        "MasandGeneralise",
    ),
    ("Bolero", "Bolero", "Bolero"),
    ("BoleroInverse", "BoleroInvers", "BoleroInverse"),
    ("Influencer", "Influencer", "Influenceur"),
    ("RoleExchange", "Rollentausch", "EchangeRole"),
    ("BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister"),
    ("BlackMinDister", "SchwarzerMinDister", "NoirMinDister"),
    ("WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister"),
    ("WhiteMinDister", "WeisserMinDister", "BlancMinDister"),
    ("SeriesCapture", "SerienSchlag", "SerieCapture"),
    ("DarkSide", "DarkSide", "DarkSide"),
    ("Leffie", "Leffie", "Leffie"),
    ("Pepo", "Pepo", "Pepo"),
    ("CASTChess", "CASTSchach", "CASTEchecs"),
    ("Bicaptures", "Bicaptures", "Bicaptures"),
    ("FuddledMen", "FuddledMen", "FuddledMen"),
    (
        "TransmissionMenace",
        "TransmissionMenace",
        "TransmissionMenace",
    ),
    ("PowerTransfer", "KraftTransfer", "TransfertPouvoir"),
    ("MultiCaptures", "MultiCaptures", "MultiCaptures"),
    ("AntiGuards", "AntiDeckungen", "Antigardes"),
    ("FrankfurtChess", "FrankfurtSchach", "Francfort"),
    ("Anda", "Anda", "Anda"),
    ("AndaInverse", "AndaInvers", "AndaInverse"),
    ("HalfInChess", "HalfInChess", "HalfInChess"),
    ("AllInChess", "AllInChess", "AllInChess"),
    ("MainlyInChess", "MainlyInChess", "MainlyInChess"),
    ("AliceChess", "AliceSchach", "Alice"),
    ("Immobilio", "Immobilio", "Immobilio"),
    ("PADChess", "PADSchach", "PADechecs"),
    ("DangerCirce", "GefahrenCirce", "CirceDanger"),
];

/// The boards other programs name as conditions, which Popeye files may
/// carry for them and our reader draws (a cylinder's joined edges).
/// The conditions Popeye reads for both sides when its tables of
/// conditions name them only for one (`Laengstzueger`, after
/// `SchwarzerLaengstzueger` and `WeisserLaengstzueger`): English, German,
/// French.
const BOTH_SIDES: &[(&str, &str, &str)] = &[
    ("Maximummer", "Laengstzueger", "Maximum"),
    ("UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"),
];

const BOARDS: &[(&str, &str, &str)] = &[
    ("VerticalCylinder", "VerticalCylinder", "VerticalCylinder"),
    (
        "HorizontalCylinder",
        "HorizontalCylinder",
        "HorizontalCylinder",
    ),
    ("AnchorRing", "AnchorRing", "AnchorRing"),
];

/// The words after a condition that name its variant (Circe's `Parrain`, a
/// grid's `VerticalShift`, a side's `White`), in the same three languages.
const VARIANTS: &[(&str, &str, &str)] = &[
    ("RexInclusive", "RexInklusive", "RexInclusif"),
    ("RexExclusive", "RexExklusive", "RexExclusif"),
    ("Mirror", "Spiegel", "Malefique"),
    ("Assassin", "Assassin", "Assassin"),
    ("Diametral", "Diametral", "Diametral"),
    ("VerticalMirror", "VertikalSpiegel", "MalefiqueVerticale"),
    ("Clone", "Clone", "Clone"),
    ("Chameleon", "Chamaeleon", "Chameleon"),
    ("Turncoats", "Turncoat", "Turncoats"),
    ("Couscous", "Couscous", "Couscous"),
    ("LastMove", "LetzterZug", "CoupDernier"),
    ("Equipollents", "Equipollents", "Equipollents"),
    ("Parrain", "Parrain", "Parrain"),
    ("ContraParrain", "ContraParrain", "ContraParrain"),
    ("Cage", "Kaefig", "Cage"),
    ("Rank", "Reihe", "Rangee"),
    ("File", "File", "Colonne"),
    ("Symmetry", "Symmetrie", "Symetrie"),
    (
        "VerticalSymmetry",
        "VertikaleSymmetrie",
        "VerticaleSymetrique",
    ),
    (
        "HorizontalSymmetry",
        "HorizontaleSymmetrie",
        "HorizontaleSymetrique",
    ),
    ("Diagram", "Diagramm", "Diagramme"),
    ("PWC", "Platzwechsel", "Echange"),
    ("Antipodes", "Antipoden", "Antipodes"),
    ("Take&Make", "Take&Make", "Take&Make"),
    ("Super", "Super", "Super"),
    ("April", "April", "Avril"),
    ("Frischauf", "Frischauf", "Frischauf"),
    ("Calvet", "Calvet", "Calvet"),
    ("Cheylan", "Cheylan", "Cheylan"),
    ("Strict", "Strikt", "Stricte"),
    ("Relaxed", "Locker", "Relache"),
    ("Volcanic", "Vulkan", "Volcanique"),
    ("Parachute", "Fallschirm", "Parachute"),
    ("Einstein", "Einstein", "Einstein"),
    ("ReversalEinstein", "ReversesEinstein", "ReversEinstein"),
    ("WaitCapture", "NaechsterSchlag", "PriseProchaine"),
    ("CaptureSquare", "Schlagfeld", "CaseDePrise"),
    ("VerticalShift", "VertikalVerschieben", "VerticalDecalage"),
    (
        "HorizontalShift",
        "HorizontalVerschieben",
        "HorizontalDecalage",
    ),
    ("DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"),
    ("Orthogonal", "Orthogonal", "Orthogonale"),
    ("Irregular", "Unregelmaessig", "Irreguliere"),
    ("GridLine", "GitterLinie", "LigneGrille"),
    ("PionPropre", "PionPropre", "PionPropre"),
    ("PionAdvers", "PionAdvers", "PionAdvers"),
    ("PionNeutre", "PionNeutre", "PionNeutre"),
    ("MaximumBlack", "MaximumSchwarz", "MaximumNoir"),
    ("MaximumWhite", "MaximumWeiss", "MaximumBlanc"),
    ("MaximumTotal", "MaximumTotal", "MaximumTotal"),
    ("ParaSentinelles", "ParaSentinelles", "ParaSentinelles"),
    ("Berolina", "Berolina", "Berolina"),
    ("White", "Weiss", "Blancs"),
    ("Black", "Schwarz", "Noirs"),
    ("Neighbour", "Nachbar", "Voisin"),
    ("TypeA", "TypA", "TypeA"),
    ("TypeB", "TypB", "TypeB"),
    ("TypeC", "TypC", "TypeC"),
    ("TypeD", "TypD", "TypeD"),
    ("Type1", "Typ1", "Type1"),
    ("Type2", "Typ2", "Type2"),
    ("Type3", "Typ3", "Type3"),
    ("Transmuting", "Transmutierende", "Transmute"),
    ("Maximummer", "Laengstzueger", "Maximum"),
    ("UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn names(line: &str, from: WalkLanguage, to: WalkLanguage) -> Vec<String> {
        name_conditions(&[line.to_owned()], from, to).names
    }

    #[test]
    fn whole_names_from_prefixes_in_three_languages() {
        let (en, de, fr) = (
            WalkLanguage::English,
            WalkLanguage::German,
            WalkLanguage::French,
        );
        assert_eq!(names("madr", en, en), ["Madrasi"]);
        assert_eq!(names("MADRASI", de, en), ["Madrasi"]);
        assert_eq!(names("antisuper", en, en), ["Anti-supercirce"]);
        assert_eq!(names("anticirce", en, en), ["Anticirce"]);
        assert_eq!(names("andernach", en, en), ["Andernach chess"]);
        assert_eq!(names("andernach", en, de), ["Andernachschach"]);
        assert_eq!(names("echecsandernach", fr, fr), ["Échecs Andernach"]);
        assert_eq!(names("chinesisch", de, de), ["Chinesisches Schach"]);
        assert_eq!(names("schwarzerlaengst", de, de), ["Schwarzer Längstzüger"]);
        assert_eq!(names("schwarzerlaengst", de, en), ["Black Maximummer"]);
        assert_eq!(names("circemalefique", fr, fr), ["Circe Maléfique"]);
        assert_eq!(names("circemalefique", fr, en), ["Mirror Circe"]);
        assert_eq!(names("antimarscirce", en, en), ["Anti-Mars Circe"]);
        assert_eq!(names("koeko", en, de), ["KöKo"]);
        assert_eq!(names("take&makechess", en, en), ["Take&Make chess"]);
    }

    #[test]
    fn parameters_are_kept() {
        let en = WalkLanguage::English;
        assert_eq!(names("circe cage strict", en, en), ["Circe Cage Strict"]);
        assert_eq!(names("circe parrain", en, en), ["Circe Parrain"]);
        assert_eq!(
            names("circe parrain", en, WalkLanguage::German),
            ["Circe Parrain"]
        );
        assert_eq!(
            names("circe cage", en, WalkLanguage::German),
            ["Circe Käfig"]
        );
        assert_eq!(names("imitator c1", en, en), ["Imitator c1"]);
        assert_eq!(
            names("madrasi rex inclusive", en, en),
            ["Madrasi Rex Inclusive"]
        );
        assert_eq!(names("circe madrasi", en, en), ["Circe", "Madrasi"]);
        assert_eq!(
            names("gridchess verticalshift", en, en),
            ["Grid chess Vertical Shift"]
        );
        assert_eq!(names("bgl 100 200", en, en), ["BGL 100 200"]);
        assert_eq!(names("anchorring", en, en), ["Anchor Ring"]);
        assert_eq!(names("Circe;Madrasi", en, en), ["Circe", "Madrasi"]);
    }

    #[test]
    fn popeyes_own_examples_read_whole() {
        let (de, en) = (WalkLanguage::German, WalkLanguage::English);
        let lines = |ls: &[&str]| ls.iter().map(|l| (*l).to_owned()).collect::<Vec<_>>();
        let read = |ls: &[&str], to| {
            let n = name_conditions(&lines(ls), de, to);
            assert_eq!(n.unknown, Vec::<String>::new(), "{ls:?}");
            n.names
        };
        // Pieces' codes and a lone `-` are parameters.
        assert_eq!(
            read(&["ChamaeleonSequenz D T L S D"], de),
            ["Chamäleonsequenz D T L S D"]
        );
        assert_eq!(read(&["aprilschach l"], en), ["April chess l"]);
        assert_eq!(read(&["bgl - 29"], en), ["BGL - 29"]);
        // A variant on a line of its own belongs to the condition before.
        assert_eq!(
            read(&["madrasi", "rexinklusive"], en),
            ["Madrasi Rex Inclusive"]
        );
        // Popeye's conditions for both sides, whole and cut short.
        assert_eq!(
            read(&["laengstzueger antikoeko"], de),
            ["Längstzüger", "Anti-KöKo"]
        );
        assert_eq!(read(&["laengstzueger"], en), ["Maximummer"]);
        assert_eq!(read(&["ultraschachz"], de), ["UltraSchachZwang"]);
        // A word no table has stays as typed, told once.
        let n = name_conditions(&lines(&["verlorenesteine schwarzmaxi"]), de, de);
        assert_eq!(n.unknown, ["schwarzmaxi"]);
    }

    #[test]
    fn an_unknown_word_is_kept_and_told_once() {
        let en = WalkLanguage::English;
        let n = name_conditions(&["frobnicate madrasi frobnicate".to_owned()], en, en);
        assert_eq!(n.names, ["frobnicate", "Madrasi frobnicate"]);
        assert_eq!(n.unknown, ["frobnicate"]);
        // `anti` starts several names, and no word after it tells which.
        let n = name_conditions(&["anti".to_owned()], en, en);
        assert_eq!(
            (n.names, n.unknown),
            (vec!["anti".to_owned()], vec!["anti".to_owned()])
        );
    }
}
