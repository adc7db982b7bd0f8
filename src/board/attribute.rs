//! The attributes a problem piece carries beside its colour and walk
//! (royal, half-neutral, kamikaze, …): what they are called, and the small
//! mark a diagram draws for each.

use std::collections::BTreeMap;
use std::fmt;

use crate::board::{Board, NameLanguage, Square};

/// An attribute a problem piece carries beside its colour and walk. Most of
/// them change nothing of the piece's shape, so a diagram marks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attribute {
    /// The piece is royal (it can be checked and mated).
    Royal,
    /// Half-neutral: neutral until it moves.
    HalfNeutral,
    /// A chameleon: it changes its walk each time it moves.
    Chameleon,
    /// A kamikaze piece vanishes when it captures.
    Kamikaze,
    /// A paralysing piece stops the pieces it observes.
    Paralysing,
    /// A jigger.
    Jigger,
    /// A volage piece changes colour on a square of the other colour.
    Volage,
    /// A functionary (beamtet) piece moves only while observed.
    Functionary,
    /// A patrol piece captures only when guarded.
    Patrol,
    /// A Frischauf piece (promoted, so castling rules see it so).
    Frischauf,
    /// A magic piece changes the colour of the pieces it observes.
    Magic,
    /// An uncapturable piece.
    Uncapturable,
    /// A protean piece takes the walk of what it captures.
    Protean,
    /// A hurdle-colour-changing piece changes the colour of the pieces it
    /// hops over.
    HurdleColourChanging,
    /// Bul: a piece of the Bul family's conditions (Popeye's `Bul`).
    Bul,
    /// Dob: a piece of the Dob family's conditions (Popeye's `Dob`).
    Dob,
    /// Anda: a piece of Anda chess's conditions (Popeye's `Anda`).
    Anda,
    /// Anda inverse (Popeye's `AndaInverse`).
    AndaInverse,
    /// In Alice chess, a piece that starts on board A.
    AliceA,
    /// In Alice chess, a piece that starts on board B.
    AliceB,
}

impl Attribute {
    /// All of them, in the order above.
    pub const ALL: [Attribute; 20] = [
        Attribute::Royal,
        Attribute::HalfNeutral,
        Attribute::Chameleon,
        Attribute::Kamikaze,
        Attribute::Paralysing,
        Attribute::Jigger,
        Attribute::Volage,
        Attribute::Functionary,
        Attribute::Patrol,
        Attribute::Frischauf,
        Attribute::Magic,
        Attribute::Uncapturable,
        Attribute::Protean,
        Attribute::HurdleColourChanging,
        Attribute::Bul,
        Attribute::Dob,
        Attribute::Anda,
        Attribute::AndaInverse,
        Attribute::AliceA,
        Attribute::AliceB,
    ];

    /// The English name, in lower case (`royal`, `halfneutral`), as Popeye's
    /// English input writes it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Attribute::Royal => "royal",
            Attribute::HalfNeutral => "halfneutral",
            Attribute::Chameleon => "chameleon",
            Attribute::Kamikaze => "kamikaze",
            Attribute::Paralysing => "paralysing",
            Attribute::Jigger => "jigger",
            Attribute::Volage => "volage",
            Attribute::Functionary => "functionary",
            Attribute::Patrol => "patrol",
            Attribute::Frischauf => "frischauf",
            Attribute::Magic => "magic",
            Attribute::Uncapturable => "uncapturable",
            Attribute::Protean => "protean",
            Attribute::HurdleColourChanging => "hurdlecolourchanging",
            Attribute::Bul => "bul",
            Attribute::Dob => "dob",
            Attribute::Anda => "anda",
            Attribute::AndaInverse => "andainverse",
            Attribute::AliceA => "alicea",
            Attribute::AliceB => "aliceb",
        }
    }
}

impl Attribute {
    /// The small mark a diagram draws in the top-right corner of the
    /// square of a piece with this attribute: `♚` for a royal piece, `½` for
    /// a half-neutral one, else the initial of its English name (two letters
    /// where initials meet: `Pt` patrol, `Pr` protean, `Fr` Frischauf, `Hc`
    /// hurdle-colour-changing, `Bu` Bul, `Do` Dob, `An` Anda, `Ai` Anda
    /// inverse), and `A` or `B` for the Alice chess board a piece starts on.
    #[must_use]
    pub const fn mark(self) -> &'static str {
        match self {
            Attribute::Royal => "\u{265a}",
            Attribute::HalfNeutral => "\u{bd}",
            Attribute::Chameleon => "C",
            Attribute::Kamikaze => "K",
            Attribute::Paralysing => "P",
            Attribute::Jigger => "J",
            Attribute::Volage => "V",
            Attribute::Functionary => "F",
            Attribute::Patrol => "Pt",
            Attribute::Frischauf => "Fr",
            Attribute::Magic => "M",
            Attribute::Uncapturable => "U",
            Attribute::Protean => "Pr",
            Attribute::HurdleColourChanging => "Hc",
            Attribute::Bul => "Bu",
            Attribute::Dob => "Do",
            Attribute::Anda => "An",
            Attribute::AndaInverse => "Ai",
            Attribute::AliceA => "A",
            Attribute::AliceB => "B",
        }
    }

    /// Its name as a diagram's legend writes it, in the language `lang` (a
    /// BCP 47 tag): English, German, French, Italian or Dutch, English for
    /// any other; Italian and Dutch keep the English name of the attributes
    /// named after a problemist or with no settled name of their own there.
    ///
    /// ```
    /// use forsythe::Attribute;
    /// assert_eq!(Attribute::HalfNeutral.name_for("en"), "Half-neutral");
    /// assert_eq!(Attribute::Royal.name_for("de-AT"), "Königlich");
    /// assert_eq!(Attribute::Chameleon.name_for("fr"), "Caméléon");
    /// ```
    #[must_use]
    pub fn name_for(self, lang: &str) -> &'static str {
        self.name_in(NameLanguage::of_tag(lang))
    }

    /// The attribute's name in a language (see [`Attribute::name_for`]).
    #[must_use]
    pub fn name_in(self, language: NameLanguage) -> &'static str {
        use Attribute as A;
        // English, German, French, Italian, Dutch.
        let names: [&'static str; 5] = match self {
            A::Royal => ["Royal", "Königlich", "Royale", "Reale", "Koninklijk"],
            A::HalfNeutral => [
                "Half-neutral",
                "Halbneutral",
                "Demi-neutre",
                "Semineutro",
                "Halfneutraal",
            ],
            A::Chameleon => [
                "Chameleon",
                "Chamäleon",
                "Caméléon",
                "Camaleonte",
                "Kameleon",
            ],
            A::Kamikaze => ["Kamikaze"; 5],
            A::Paralysing => [
                "Paralysing",
                "Paralysierend",
                "Paralysante",
                "Paralizzante",
                "Verlammend",
            ],
            A::Jigger => ["Jigger"; 5],
            A::Volage => ["Volage"; 5],
            A::Functionary => [
                "Functionary",
                "Beamtet",
                "Fonctionnaire",
                "Functionary",
                "Functionary",
            ],
            A::Patrol => [
                "Patrol",
                "Patrouille",
                "Patrouille",
                "Pattuglia",
                "Patrouille",
            ],
            A::Frischauf => ["Frischauf"; 5],
            A::Magic => ["Magic", "Magisch", "Magique", "Magico", "Magisch"],
            A::Uncapturable => [
                "Uncapturable",
                "Unschlagbar",
                "Imprenable",
                "Imprendibile",
                "Onslaanbaar",
            ],
            A::Protean => ["Protean", "Proteisch", "Protée", "Protean", "Protean"],
            A::HurdleColourChanging => [
                "Hurdle-colour-changing",
                "Sprungbock-farbwechselnd",
                "Changeant la couleur du sautoir",
                "Hurdle-colour-changing",
                "Hurdle-colour-changing",
            ],
            A::Bul => ["Bul"; 5],
            A::Dob => ["Dob"; 5],
            A::Anda => ["Anda"; 5],
            A::AndaInverse => [
                "Anda inverse",
                "Anda invers",
                "Anda inverse",
                "Anda inverso",
                "Anda invers",
            ],
            A::AliceA => ["Alice A"; 5],
            A::AliceB => ["Alice B"; 5],
        };
        names[language.index()]
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The attributes of the pieces of one position, by square. A square with
/// no attributes is not in the map.
pub type Attributes = BTreeMap<Square, Vec<Attribute>>;

/// The attributes of the pieces on `board`, in [`Attribute::ALL`]'s order,
/// each with its squares read from a1 (by file, then rank); squares off
/// the board are left out, and attributes no piece has.
#[must_use]
pub fn attribute_squares(attributes: &Attributes, board: &Board) -> Vec<(Attribute, Vec<Square>)> {
    let on_board = |sq: &Square| sq.file() < board.width() && sq.rank() < board.height();
    Attribute::ALL
        .into_iter()
        .filter_map(|attribute| {
            let mut squares: Vec<Square> = attributes
                .iter()
                .filter(|(sq, list)| on_board(sq) && list.contains(&attribute))
                .map(|(sq, _)| *sq)
                .collect();
            squares.sort_by_key(|sq| (sq.file(), sq.rank()));
            (!squares.is_empty()).then_some((attribute, squares))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_names_are_distinct() {
        let mut names: Vec<_> = Attribute::ALL.iter().map(|a| a.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Attribute::ALL.len());
    }
}
