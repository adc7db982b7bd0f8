//! Problem chess's pieces: a colour that may be neutral, a shape (the six
//! orthodox ones, the equihopper and four marker shapes), a turn, and the walk
//! a notation names (grasshopper, nightrider, …) with the shape it is drawn in.

use std::fmt;

use crate::board::{Color, NameLanguage, Piece, Role};

/// The colour of a problem piece: White, Black, or neutral (either side's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// White's.
    White,
    /// Black's.
    Black,
    /// Both sides': drawn half white, half black.
    Neutral,
}

impl Side {
    /// All three, White first.
    pub const ALL: [Side; 3] = [Side::White, Side::Black, Side::Neutral];

    /// The orthodox colour, if the side is not neutral.
    #[must_use]
    pub const fn color(self) -> Option<Color> {
        match self {
            Side::White => Some(Color::White),
            Side::Black => Some(Color::Black),
            Side::Neutral => None,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// What a problem piece looks like, before it is turned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// The king's shape.
    King,
    /// The queen's shape.
    Queen,
    /// The rook's shape.
    Rook,
    /// The bishop's shape.
    Bishop,
    /// The knight's shape.
    Knight,
    /// The pawn's shape.
    Pawn,
    /// The equihopper: two arcs back to back.
    Equihopper,
    /// A ring, as a marker or a piece with no picture of its own.
    Circle,
    /// A diagonal cross.
    Cross,
    /// A square outline.
    Square,
    /// A triangle outline.
    Triangle,
}

impl Shape {
    /// Every shape: the orthodox ones in [`Role::ALL`] order, then the others.
    pub const ALL: [Shape; 11] = [
        Shape::King,
        Shape::Queen,
        Shape::Rook,
        Shape::Bishop,
        Shape::Knight,
        Shape::Pawn,
        Shape::Equihopper,
        Shape::Circle,
        Shape::Cross,
        Shape::Square,
        Shape::Triangle,
    ];

    /// The orthodox role this shape is drawn as, if it is one.
    #[must_use]
    pub const fn role(self) -> Option<Role> {
        match self {
            Shape::King => Some(Role::King),
            Shape::Queen => Some(Role::Queen),
            Shape::Rook => Some(Role::Rook),
            Shape::Bishop => Some(Role::Bishop),
            Shape::Knight => Some(Role::Knight),
            Shape::Pawn => Some(Role::Pawn),
            Shape::Equihopper | Shape::Circle | Shape::Cross | Shape::Square | Shape::Triangle => {
                None
            }
        }
    }

    /// Position in [`Shape::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Shape::King => 0,
            Shape::Queen => 1,
            Shape::Rook => 2,
            Shape::Bishop => 3,
            Shape::Knight => 4,
            Shape::Pawn => 5,
            Shape::Equihopper => 6,
            Shape::Circle => 7,
            Shape::Cross => 8,
            Shape::Square => 9,
            Shape::Triangle => 10,
        }
    }

    /// The English name used on the command line (`--glyph zebra=knight:90`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Shape::King => "king",
            Shape::Queen => "queen",
            Shape::Rook => "rook",
            Shape::Bishop => "bishop",
            Shape::Knight => "knight",
            Shape::Pawn => "pawn",
            Shape::Equihopper => "equihopper",
            Shape::Circle => "circle",
            Shape::Cross => "cross",
            Shape::Square => "square",
            Shape::Triangle => "triangle",
        }
    }

    /// The shape of that name.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Whether the shape may stand at a 45° step (only the knight).
    #[must_use]
    pub const fn turns_by_eighths(self) -> bool {
        matches!(self, Shape::Knight)
    }
}

impl From<Role> for Shape {
    fn from(r: Role) -> Shape {
        Shape::ALL[r.index()]
    }
}

/// How far a piece is turned, clockwise: 90° is "turned right" as Popeye's
/// LaTeX output and Unicode's fairy chess symbols turn it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Turn {
    /// Upright.
    Up,
    /// 45° clockwise (knights only).
    UpRight,
    /// 90° clockwise: turned right.
    Right,
    /// 135° clockwise (knights only).
    DownRight,
    /// 180°: upside down.
    Down,
    /// 225° clockwise (knights only).
    DownLeft,
    /// 270° clockwise: turned left.
    Left,
    /// 315° clockwise (knights only).
    UpLeft,
}

impl Turn {
    /// All eight, in clockwise order from upright.
    pub const ALL: [Turn; 8] = [
        Turn::Up,
        Turn::UpRight,
        Turn::Right,
        Turn::DownRight,
        Turn::Down,
        Turn::DownLeft,
        Turn::Left,
        Turn::UpLeft,
    ];

    /// The turn in eighths of a full turn, clockwise (0…7).
    #[must_use]
    pub const fn eighths(self) -> u8 {
        match self {
            Turn::Up => 0,
            Turn::UpRight => 1,
            Turn::Right => 2,
            Turn::DownRight => 3,
            Turn::Down => 4,
            Turn::DownLeft => 5,
            Turn::Left => 6,
            Turn::UpLeft => 7,
        }
    }

    /// The turn of that many eighths, clockwise (taken modulo 8).
    #[must_use]
    pub const fn from_eighths(n: u8) -> Turn {
        Turn::ALL[(n % 8) as usize]
    }

    /// The turn in degrees, clockwise.
    #[must_use]
    pub const fn degrees(self) -> u16 {
        self.eighths() as u16 * 45
    }

    /// The turn of that many degrees clockwise, if it is a multiple of 45.
    #[must_use]
    pub const fn from_degrees(d: u16) -> Option<Turn> {
        if d.is_multiple_of(45) {
            Some(Turn::from_eighths((d / 45 % 8) as u8))
        } else {
            None
        }
    }

    /// Whether the turn is a whole number of right angles.
    #[must_use]
    pub const fn is_right_angle(self) -> bool {
        self.eighths().is_multiple_of(2)
    }

    /// The same turn the other way round (counter-clockwise read as clockwise).
    #[must_use]
    pub const fn mirrored(self) -> Turn {
        Turn::from_eighths(8 - self.eighths())
    }
}

/// The language of a walk's code and name: Popeye's three input languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalkLanguage {
    /// Popeye's English input.
    English,
    /// Popeye's German input.
    German,
    /// Popeye's French input.
    French,
}

impl WalkLanguage {
    /// The names to use for a language tag (`de`, `fr-CA`): German and
    /// French have Popeye's own; every other language takes English.
    #[must_use]
    pub fn for_tag(tag: &str) -> WalkLanguage {
        match NameLanguage::of_tag(tag) {
            NameLanguage::German => WalkLanguage::German,
            NameLanguage::French => WalkLanguage::French,
            _ => WalkLanguage::English,
        }
    }
}

/// How a fairy piece moves, as a notation names it: one of Popeye's walks.
/// Each has a code in Popeye's three languages, a name, and the shape and turn
/// it is drawn in by default (Popeye's own LaTeX output's choice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Walk(u8);

struct WalkInfo {
    codes: [&'static str; 3],
    names: [&'static str; 3],
    shape: Shape,
    turn: Turn,
}

#[allow(clippy::too_many_arguments)]
const fn w(
    en: &'static str,
    de: &'static str,
    fr: &'static str,
    en_name: &'static str,
    de_name: &'static str,
    fr_name: &'static str,
    shape: Shape,
    turn: Turn,
) -> WalkInfo {
    WalkInfo {
        codes: [en, de, fr],
        names: [en_name, de_name, fr_name],
        shape,
        turn,
    }
}

/// Popeye's walks (its piece table past the six orthodox pieces), with the
/// shape and turn Popeye's LaTeX output draws each in; a walk that output
/// draws with no picture of its own is drawn as a circle.
#[rustfmt::skip]
static WALKS: [WalkInfo; 157] = [
    w("le", "le", "le", "leo", "Leo", "leo", Shape::Queen, Turn::Right),
    w("ma", "ma", "ma", "mao", "Mao", "mao", Shape::Knight, Turn::Right),
    w("pa", "pa", "pa", "pao", "Pao", "pao", Shape::Rook, Turn::Left),
    w("va", "va", "va", "vao", "Vao", "vao", Shape::Bishop, Turn::Left),
    w("ro", "ro", "ro", "rose", "Rose", "rose", Shape::Rook, Turn::Right),
    w("g", "g", "s", "grasshopper", "Grashüpfer", "sauterelle", Shape::Queen, Turn::Down),
    w("n", "n", "n", "nightrider", "Nachtreiter", "noctambule", Shape::Knight, Turn::Down),
    w("z", "z", "z", "zebra", "Zebra", "zebre", Shape::Knight, Turn::Right),
    w("ca", "ca", "ch", "camel", "Kamel", "chameau", Shape::Knight, Turn::Left),
    w("gi", "gi", "gi", "giraffe", "Giraffe", "girafe", Shape::Bishop, Turn::Left),
    w("rf", "wf", "cc", "root-50-leaper", "√50-Springer", "cavalier racine carree cinquante", Shape::Rook, Turn::Down),
    w("bu", "bu", "bu", "root-25-leaper", "√25-Springer", "bucephale", Shape::Bishop, Turn::Down),
    w("we", "we", "vi", "wazir", "Wesir", "vizir", Shape::Rook, Turn::Down),
    w("al", "al", "al", "alfil", "Alfil", "alfil", Shape::Bishop, Turn::Right),
    w("fe", "fe", "fe", "fers", "Fers", "fers", Shape::Bishop, Turn::Left),
    w("da", "da", "da", "dabbaba", "Dabbaba", "dabbaba", Shape::Rook, Turn::Right),
    w("li", "li", "li", "lion", "Lion", "lion", Shape::Queen, Turn::Left),
    w("ne", "ne", "eq", "nonstop equihopper", "Non-stop Equihopper", "equisauteur (non-stop)", Shape::Queen, Turn::Right),
    w("l", "h", "l", "locust", "Heuschrecke", "locuste", Shape::Queen, Turn::Right),
    w("bp", "bb", "pb", "berolina pawn", "Berolina Bauer", "pion berolina", Shape::Pawn, Turn::Down),
    w("am", "am", "am", "amazon", "Amazone", "amazone", Shape::Queen, Turn::Left),
    w("em", "kn", "im", "empress", "Kaiserin", "imperatrice", Shape::Rook, Turn::Down),
    w("pr", "pr", "pr", "princess", "Prinzessin", "princesse", Shape::Bishop, Turn::Down),
    w("gn", "gn", "g", "gnu", "Gnu", "gnou", Shape::Bishop, Turn::Right),
    w("an", "an", "an", "antelope", "Antilope", "antilope", Shape::Bishop, Turn::Right),
    w("sq", "ei", "ec", "squirrel", "Eichhörnchen", "ecureuil", Shape::Knight, Turn::Right),
    w("wa", "wa", "v", "waran", "Waran", "varan", Shape::Rook, Turn::Right),
    w("dr", "dr", "dr", "dragon", "Drache", "dragon", Shape::Knight, Turn::Right),
    w("ka", "ka", "ka", "kangaroo", "Känguruh", "kangourou", Shape::Queen, Turn::Left),
    w("ss", "ss", "cs", "Spiralspringer", "Spiralspringer", "cavalier spirale", Shape::Knight, Turn::Right),
    w("uu", "uu", "uu", "UbiUbi", "UbiUbi", "UbiUbi", Shape::Knight, Turn::Right),
    w("ha", "ha", "ha", "hamster", "Hamster", "hamster", Shape::Queen, Turn::Right),
    w("m", "el", "e", "moose", "Elch", "elan", Shape::Queen, Turn::Left),
    w("ea", "ad", "ai", "eagle", "Adler", "aigle", Shape::Rook, Turn::Left),
    w("sw", "sp", "m", "sparrow", "Spatz", "moineaux", Shape::Knight, Turn::Right),
    w("ar", "er", "ar", "archbishop", "Erzbischof", "archeveque", Shape::Bishop, Turn::Down),
    w("rb", "rl", "fr", "reflecting bishop", "Reflektierender Läufer", "fou rebondissant", Shape::Bishop, Turn::Left),
    w("c", "kl", "ca", "cardinal", "Kardinal", "cardinal", Shape::Bishop, Turn::Right),
    w("nh", "nh", "sn", "nightrider-hopper", "Nachtreiter-Hüpfer", "noctambule sauteur", Shape::Bishop, Turn::Right),
    w("du", "du", "pi", "dummy", "Dummy", "piece impuissant", Shape::King, Turn::Left),
    w("cr", "cr", "cn", "camelrider", "Kamelreiter", "chameau noctambule", Shape::Rook, Turn::Left),
    w("zr", "zr", "zn", "zebrarider", "Zebrareiter", "zebre noctambule", Shape::Knight, Turn::Right),
    w("gr", "gr", "gn", "gnurider", "Gnureiter", "gnou noctambule", Shape::Knight, Turn::Right),
    w("ch", "ch", "sc", "camelrider hopper", "Kamelreiterhüpfer", "chameau sauteur", Shape::Rook, Turn::Left),
    w("zh", "zh", "sz", "zebrarider hopper", "Zebrareiterhüpfer", "zebre sauteur", Shape::Knight, Turn::Right),
    w("gh", "gh", "sg", "gnurider hopper", "Gnureiterhüpfer", "gnou sauteur", Shape::Knight, Turn::Left),
    w("ds", "ds", "cd", "DiagonalSpiralSpringer", "Diagonalspiral Springer", "cavalier spirale diagonale", Shape::Knight, Turn::Left),
    w("bk", "rs", "cr", "bouncy knight", "Reflektierender Springer", "cavalier rebondissant", Shape::Knight, Turn::Right),
    w("eq", "eq", "ea", "equihopper", "Equihopper", "equisauteur anglais", Shape::Queen, Turn::Right),
    w("ct", "ct", "ct", "CAT (= cavalier de troie)", "CAT (= cavalier de troie)", "CAT (= cavalier de troie)", Shape::Bishop, Turn::Right),
    w("bs", "bs", "bs", "berolina superpawn", "Superberolinabauer", "berolina superpion", Shape::Pawn, Turn::Right),
    w("sp", "sb", "sp", "superpawn", "Superbauer", "superpion", Shape::Pawn, Turn::Left),
    w("rl", "tl", "tl", "rook-lion", "Turm-Lion", "tour-lion", Shape::Rook, Turn::Left),
    w("bl", "ll", "fl", "bishop-lion", "Läufer-Lion", "fou-lion", Shape::Bishop, Turn::Left),
    w("si", "si", "si", "sirene", "Sirene", "sirene", Shape::Queen, Turn::Left),
    w("tr", "tr", "tr", "triton", "Triton", "triton", Shape::Rook, Turn::Left),
    w("nd", "nd", "ne", "nereide", "Nereide", "nereide", Shape::Bishop, Turn::Down),
    w("o", "o", "o", "orphan", "Orphan", "orphan", Shape::Pawn, Turn::Left),
    w("eh", "ra", "eh", "edgehog", "Randschwein", "edgehog", Shape::Queen, Turn::Left),
    w("mo", "mo", "mo", "moa", "Moa", "moa", Shape::Knight, Turn::Left),
    w("rr", "tj", "tc", "rook/bishop-hunter", "Turm/Läufer-Jäger", "tour/fou chasseur", Shape::Rook, Turn::Right),
    w("br", "lj", "fc", "bishop/rook-hunter", "Läufer/Turm-Jäger", "fou/tour chasseur", Shape::Rook, Turn::Left),
    w("ao", "ao", "ao", "maorider", "Maoreiter", "maorider", Shape::Knight, Turn::Right),
    w("oa", "oa", "oa", "moarider", "Moareiter", "moarider", Shape::Knight, Turn::Left),
    w("rh", "th", "st", "rookhopper", "Turmhüpfer", "sauterelle tour", Shape::Rook, Turn::Down),
    w("bh", "lh", "sf", "bishophopper", "Läuferhüpfer", "sauterelle fou", Shape::Bishop, Turn::Down),
    w("ek", "ek", "re", "erlking", "Erlkönig", "roi des elfes", Shape::Rook, Turn::Right),
    w("bt", "pf", "bt", "boyscout", "Pfadfinder", "boy-scout", Shape::Bishop, Turn::Down),
    w("gt", "pn", "gt", "girlscout", "Pfadfinderin", "girl-scout", Shape::Rook, Turn::Right),
    w("sk", "sk", "sk", "Skylla", "Skylla", "skylla", Shape::Circle, Turn::Up),
    w("cy", "cy", "cy", "Charybdis", "Charybdis", "charybdis", Shape::Circle, Turn::Up),
    w("cg", "kg", "sa", "contra grasshopper", "Kontragrashüpfer", "sauterelle contra", Shape::Circle, Turn::Up),
    w("rn", "rn", "rl", "RoseLion", "Rosenlion", "rose lion", Shape::Circle, Turn::Up),
    w("rp", "rh", "rs", "RoseHopper", "Rosenhüpfer", "rose sauteur", Shape::Circle, Turn::Up),
    w("ok", "ok", "ok", "Okapi", "Okapi", "okapi", Shape::Bishop, Turn::Left),
    w("37", "37", "37", "3:7-leaper", "3:7-Springer", "3:7-cavalier", Shape::Bishop, Turn::Right),
    w("g2", "g2", "s2", "grasshopper-2", "Grashüpfer-2", "sauterelle-2", Shape::Circle, Turn::Up),
    w("g3", "g3", "s3", "grasshopper-3", "Grashüpfer-3", "sauterelle-3", Shape::Circle, Turn::Up),
    w("16", "16", "16", "1:6-leaper", "Flamingo", "1:6-cavalier", Shape::Queen, Turn::Left),
    w("24", "24", "24", "2:4-leaper", "Hase", "2:4-cavalier", Shape::Knight, Turn::Left),
    w("35", "35", "35", "3:5-leaper", "3:5-Springer", "3:5-cavalier", Shape::Knight, Turn::Left),
    w("dg", "dg", "ds", "Double Grasshopper", "Doppelgrashüpfer", "double sauterelle", Shape::Rook, Turn::Down),
    w("kh", "kh", "sr", "Kinghopper", "Königshüpfer", "roi sauteur", Shape::Queen, Turn::Right),
    w("or", "or", "or", "Orix", "Orix", "orix", Shape::Queen, Turn::Left),
    w("15", "15", "15", "1:5-leaper", "Ibis", "1:5-cavalier", Shape::Bishop, Turn::Down),
    w("25", "25", "25", "2:5-leaper", "2:5-Springer", "2:5-cavalier", Shape::Bishop, Turn::Right),
    w("gl", "gl", "gl", "Gral", "Gral", "gral", Shape::Circle, Turn::Up),
    w("lr", "ht", "lt", "rook locust", "Turmheuschrecke", "tour locuste", Shape::Circle, Turn::Up),
    w("lb", "hl", "lf", "bishop locust", "Laeuferheuschrecke", "fou locuste", Shape::Circle, Turn::Up),
    w("ln", "hn", "ln", "nightrider locust", "Nachtschrecke", "noctambule locuste", Shape::Circle, Turn::Up),
    w("wr", "wr", "vs", "wazirrider", "Wesirreiter", "vizir sauteur", Shape::Circle, Turn::Up),
    w("fr", "fr", "fs", "fersrider", "Fersreiter", "fers sauteur", Shape::Circle, Turn::Up),
    w("bi", "bi", "bi", "bison", "Bison", "bison", Shape::Circle, Turn::Up),
    w("et", "et", "el", "elephant", "Elefant", "elephant", Shape::Circle, Turn::Up),
    w("na", "na", "na", "nao", "Nao", "nao", Shape::Circle, Turn::Up),
    w("rm", "tc", "et", "rook moose", "Turmelch", "elan tour", Shape::Rook, Turn::Right),
    w("re", "ta", "at", "rook eagle", "Turmadler", "aigle tour", Shape::Rook, Turn::Left),
    w("rw", "ts", "mt", "rook sparrow", "Turmspatz", "moineaux tour", Shape::Rook, Turn::Down),
    w("bm", "lc", "ef", "bishop moose", "Laeuferelch", "elan fou", Shape::Bishop, Turn::Right),
    w("be", "la", "af", "bishop eagle", "Laeuferadler", "aigle fou", Shape::Bishop, Turn::Left),
    w("bw", "ls", "mf", "bishop sparrow", "Laeuferspatz", "moineaux fou", Shape::Bishop, Turn::Down),
    w("ra", "ra", "ra", "rao", "Rao", "rao", Shape::Rook, Turn::Down),
    w("so", "so", "so", "scorpion", "Skorpion", "scorpion", Shape::Circle, Turn::Up),
    w("mg", "mg", "mg", "marguerite", "Marguerite", "marguerite", Shape::Circle, Turn::Up),
    w("36", "36", "36", "3:6-leaper", "3:6-Springer", "3:6-cavalier", Shape::Knight, Turn::Right),
    w("nl", "nl", "nl", "nightrider lion", "Nachtreiterlion", "noctambule lion", Shape::Circle, Turn::Up),
    w("ml", "ml", "ml", "maorider lion", "Maoreiterlion", "noctambule mao lion", Shape::Circle, Turn::Up),
    w("mm", "mm", "mm", "moarider lion", "Moareiterlion", "noctambule moa lion", Shape::Circle, Turn::Up),
    w("f", "f", "a", "friend", "Freund", "ami", Shape::Circle, Turn::Up),
    w("do", "de", "dn", "dolphin", "Delphin", "dauphin", Shape::Circle, Turn::Up),
    w("rt", "he", "la", "rabbit", "Hase", "lapin", Shape::Circle, Turn::Up),
    w("bo", "bo", "bo", "bob", "Bob", "bob", Shape::Circle, Turn::Up),
    w("qe", "qe", "qa", "equi english", "EquiEnglisch", "equis anglais", Shape::Circle, Turn::Up),
    w("qf", "qf", "qf", "equi french", "EquiFranzoesisch", "equis francais", Shape::Circle, Turn::Up),
    w("qq", "od", "qq", "querquisite", "Odysseus", "querquisite", Shape::Circle, Turn::Up),
    w("b1", "b1", "b1", "bouncer", "Bouncer", "bouncer", Shape::Circle, Turn::Up),
    w("b2", "b2", "b2", "rook bouncer", "TurmBouncer", "tour bouncer", Shape::Circle, Turn::Up),
    w("b3", "b3", "b3", "bishop bouncer", "LaeuferBouncer", "fou bouncer", Shape::Circle, Turn::Up),
    w("cp", "cb", "pc", "chinese pawn", "chinesischer Bauer", "pion chinois", Shape::Pawn, Turn::Right),
    w("rk", "rp", "cl", "radial knight", "Radialspringer", "cavalier radial", Shape::Knight, Turn::Right),
    w("pp", "rb", "pv", "protean pawn", "ReversBauer", "pion renverse", Shape::Circle, Turn::Up),
    w("ls", "lr", "lr", "Rose Locust", "RosenHeuschrecke", "rose locuste", Shape::Knight, Turn::Right),
    w("ze", "ze", "ze", "zebu", "Zebu", "zebu", Shape::Knight, Turn::Right),
    w("bn", "nr", "nr", "Bouncy Nightrider", "Reflektierender Nachreiter", "noctambule rebondissant", Shape::Knight, Turn::Right),
    w("s2", "s2", "n2", "spiralspringer (2,0)", "spiralspringer (2,0)", "spiralspringer (2,0)", Shape::Knight, Turn::Right),
    w("s4", "s4", "n4", "spiralspringer (4,0)", "spiralspringer (4,0)", "spiralspringer (4,0)", Shape::Knight, Turn::Right),
    w("s1", "s1", "n1", "diagonalspiralspringer (1,1)", "diagonalspiralspringer (1,1)", "diagonalspiralspringer (1,1)", Shape::Knight, Turn::Right),
    w("s3", "s3", "n3", "diagonalspiralspringer (3,3)", "diagonalspiralspringer (3,3)", "diagonalspiralspringer (3,3)", Shape::Knight, Turn::Right),
    w("qn", "qn", "qn", "quintessence", "quintessence", "quintessence", Shape::Circle, Turn::Up),
    w("dk", "dt", "dt", "double rookhopper", "Doppelturmhuepfer", "double tour-sauterelle", Shape::Rook, Turn::Right),
    w("db", "dl", "df", "double bishopper", "Doppellaeuferhuepfer", "double fou-sauterelle", Shape::Bishop, Turn::Right),
    w("no", "no", "no", "orix (non-stop)", "orix (non-stop)", "orix (non-stop)", Shape::Circle, Turn::Up),
    w("th", "uh", "sb", "treehopper", "treehopper", "treehopper", Shape::Circle, Turn::Up),
    w("lh", "bh", "se", "leafhopper", "leafhopper", "leafhopper", Shape::Circle, Turn::Up),
    w("ge", "gu", "sm", "greater treehopper", "greater treehopper", "greater treehopper", Shape::Circle, Turn::Up),
    w("gf", "gb", "su", "greater leafhopper", "greater leafhopper", "greater leafhopper", Shape::Circle, Turn::Up),
    w("kl", "lk", "kl", "kangarou lion", "kangarou lion", "kangarou lion", Shape::Circle, Turn::Up),
    w("ko", "ko", "ko", "kao", "kao", "kao", Shape::Circle, Turn::Up),
    w("kp", "sh", "sv", "knighthopper", "springerhuepfer", "knighthopper", Shape::Knight, Turn::Right),
    w("sh", "sc", "ba", "ship", "schiff", "bateau", Shape::Rook, Turn::Right),
    w("gy", "gy", "gy", "gryphon", "gryphon", "gryphon", Shape::Bishop, Turn::Right),
    w("ms", "ms", "cm", "marine knight", "mariner Springer", "cavalier marin", Shape::Knight, Turn::Right),
    w("po", "po", "po", "poseidon", "Poseidon", "poséidon", Shape::King, Turn::Right),
    w("mp", "mb", "pm", "marine pawn", "mariner Bauer", "pion marin", Shape::Pawn, Turn::Right),
    w("mh", "mc", "bm", "marine ship", "marines Schiff", "bateau marin", Shape::Rook, Turn::Right),
    w("st", "st", "ep", "Sting", "Stachel", "epine", Shape::King, Turn::Down),
    w("ah", "ah", "ah", "Mao hopper", "Maohuepfer", "Mao sauteur", Shape::Knight, Turn::Left),
    w("oh", "oh", "oh", "Moa hopper", "Moahuepfer", "Moa sauteur", Shape::Knight, Turn::Right),
    w("se", "se", "se", "Senora", "Senora", "Senora", Shape::Queen, Turn::Left),
    w("fa", "fa", "fa", "Faro", "Faro", "Faro", Shape::Rook, Turn::Left),
    w("lo", "lo", "lo", "Loco", "Loco", "Loco", Shape::Bishop, Turn::Left),
    w("sa", "sa", "sa", "Saltador", "Saltador", "Saltador", Shape::Knight, Turn::Left),
    // Popeye draws the contra hamster with a picture of its own (`HC`); we
    // draw it as the walks without one. The Andernach grasshopper is in the
    // English (`ag`) and French (`as`) tables only; `ag` is free in German.
    w("hc", "hc", "hc", "contra hamster", "ContraHamster", "contra hamster", Shape::Circle, Turn::Up),
    w("ag", "ag", "as", "Andernach grasshopper", "Andernach-Grashüpfer", "sauterelle d'Andernach", Shape::Circle, Turn::Up),
    // Walks of Popeye's later versions, past its piece tables: their codes
    // are those of its program text; none has a picture of its own.
    w("ee", "ae", "ae", "eagle equihopper", "Adler-Equihüpfer", "équisauteur aigle", Shape::Circle, Turn::Up),
    w("en", "aq", "aq", "eagle nonstop equihopper", "Adler-Non-stop-Equihüpfer", "équisauteur aigle non-stop", Shape::Circle, Turn::Up),
    w("sc", "sr", "ss", "scarabaeus", "Skarabäus", "scarabée", Shape::Circle, Turn::Up),
];

/// Codes a later Popeye gives a walk beside the one of its piece table,
/// read as that walk: German `rd` is the edgehog (its table's `ra` is
/// also the rao's code, and the table's first line wins).
static LATER_CODES: [(WalkLanguage, &str, &str); 1] = [(WalkLanguage::German, "rd", "eh")];

impl Walk {
    /// Every walk, in Popeye's order.
    pub fn all() -> impl Iterator<Item = Walk> {
        (0..WALKS.len() as u8).map(Walk)
    }

    fn info(self) -> &'static WalkInfo {
        &WALKS[usize::from(self.0) % WALKS.len()]
    }

    /// The walk's code in `lang` (`g` grasshopper, `n` nightrider, `ca` camel).
    #[must_use]
    pub fn code(self, lang: WalkLanguage) -> &'static str {
        self.info().codes[lang as usize]
    }

    /// The walk's name in `lang`, as Popeye's tables spell it (`grashopper`
    /// is mended to `grasshopper`).
    #[must_use]
    pub fn name(self, lang: WalkLanguage) -> &'static str {
        self.info().names[lang as usize]
    }

    /// The shape the walk is drawn in by default.
    #[must_use]
    pub fn shape(self) -> Shape {
        self.info().shape
    }

    /// The turn the walk is drawn at by default.
    #[must_use]
    pub fn turn(self) -> Turn {
        self.info().turn
    }

    /// The walk with this code in `lang` (lower case), the first in Popeye's
    /// order where the table gives a code twice.
    #[must_use]
    pub fn from_code(code: &str, lang: WalkLanguage) -> Option<Walk> {
        let in_table = |code: &str, lang: WalkLanguage| {
            (0..WALKS.len())
                .find(|&i| WALKS[i].codes[lang as usize] == code)
                .map(|i| Walk(i as u8))
        };
        in_table(code, lang).or_else(|| {
            LATER_CODES
                .iter()
                .find(|(l, later, _)| *l == lang && *later == code)
                .and_then(|(_, _, english)| in_table(english, WalkLanguage::English))
        })
    }

    /// Every walk with this code in `lang` (lower case), in Popeye's order:
    /// more than one where Popeye's table gives a code twice (German `ra`:
    /// edgehog and rao), and [`Walk::from_code`] reads the first.
    #[must_use]
    pub fn all_from_code(code: &str, lang: WalkLanguage) -> Vec<Walk> {
        let mut walks: Vec<Walk> = Walk::all().filter(|w| w.code(lang) == code).collect();
        if walks.is_empty() {
            walks.extend(Walk::from_code(code, lang));
        }
        walks
    }

    /// The codes a later Popeye gives the walk in `lang` beside its
    /// table's (German `rd`, the edgehog).
    pub(crate) fn later_codes(self, lang: WalkLanguage) -> impl Iterator<Item = &'static str> {
        let english = self.code(WalkLanguage::English);
        LATER_CODES
            .iter()
            .filter(move |(l, _, e)| *l == lang && *e == english)
            .map(|(_, later, _)| *later)
    }

    /// The walk of this English name, or this code in any of the three
    /// languages (for `--glyph zebra=knight:90`, `--glyph z=…`).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Walk> {
        let name = name.to_lowercase();
        Walk::all()
            .find(|w| w.name(WalkLanguage::English).eq_ignore_ascii_case(&name))
            .or_else(|| Walk::from_code(&name, WalkLanguage::English))
    }
}

/// The common walks' names in Italian and Dutch, by Popeye's English code:
/// the names problemists writing in those languages use (`grillo` and
/// `nottambulo` as Italian Wikipedia's articles name them, `sprinkhaan`
/// and `nachtruiter` as the Dutch problem society's introduction to fairy
/// chess does), and the plain words for the animals and people the others
/// are named after. A walk not here keeps its English name.
#[rustfmt::skip]
static ITALIAN_DUTCH: [(&str, &str, &str); 43] = [
    ("g", "grillo", "sprinkhaan"), ("n", "nottambulo", "nachtruiter"),
    ("z", "zebra", "zebra"), ("ca", "cammello", "kameel"), ("gi", "giraffa", "giraffe"),
    ("le", "leo", "leo"), ("pa", "pao", "pao"), ("va", "vao", "vao"), ("ma", "mao", "mao"),
    ("mo", "moa", "moa"), ("na", "nao", "nao"), ("ro", "rosa", "roos"),
    ("li", "leone", "leeuw"), ("ka", "canguro", "kangoeroe"), ("l", "locusta", "locust"),
    ("am", "amazzone", "amazone"), ("em", "imperatrice", "keizerin"),
    ("pr", "principessa", "prinses"), ("al", "alfil", "alfil"), ("da", "dabbaba", "dabbaba"),
    ("fe", "fers", "fers"), ("we", "wazir", "wazir"), ("an", "antilope", "antilope"),
    ("bi", "bisonte", "bizon"), ("gn", "gnu", "gnoe"), ("et", "elefante", "olifant"),
    ("ok", "okapi", "okapi"), ("o", "orfano", "wees"), ("f", "amico", "vriend"),
    ("m", "alce", "eland"), ("ea", "aquila", "arend"), ("sw", "passero", "mus"),
    ("sq", "scoiattolo", "eekhoorn"), ("dr", "drago", "draak"), ("gy", "grifone", "griffioen"),
    ("sh", "nave", "schip"), ("c", "cardinale", "kardinaal"),
    ("ar", "arcivescovo", "aartsbisschop"), ("bp", "pedone berolina", "berolinapion"),
    ("sp", "superpedone", "superpion"), ("dg", "doppio grillo", "dubbele sprinkhaan"),
    ("cg", "controgrillo", "contrasprinkhaan"), ("rb", "alfiere riflettente", "weerkaatsende loper"),
];

/// German names as a German reader spells them, by Popeye's English code,
/// where Popeye's table writes them otherwise: umlauts for its `ae`, `oe`
/// and `ue`, nouns in capitals, compounds in one word, the current
/// spelling of Känguru, and the Nachtreiter its bouncing kin is named after;
/// the 2:4-leaper is `2:4-Springer`, as Popeye names the 2:5-, 3:5- and
/// 3:7-leapers, since its table's `Hase` is the rabbit's name too.
#[rustfmt::skip]
static GERMAN_SPELLING: [(&str, &str); 25] = [
    ("bp", "Berolinabauer"), ("ka", "Känguru"), ("ds", "Diagonalspiralspringer"),
    ("lb", "Läuferheuschrecke"), ("bm", "Läuferelch"), ("be", "Läuferadler"),
    ("bw", "Läuferspatz"), ("qf", "EquiFranzösisch"), ("b2", "Turm-Bouncer"),
    ("b3", "Läufer-Bouncer"), ("pp", "Reversbauer"), ("ls", "Rosenheuschrecke"),
    ("bn", "Reflektierender Nachtreiter"), ("s2", "Spiralspringer (2,0)"),
    ("s4", "Spiralspringer (4,0)"), ("s1", "Diagonalspiralspringer (1,1)"),
    ("s3", "Diagonalspiralspringer (3,3)"), ("dk", "Doppelturmhüpfer"),
    ("db", "Doppelläuferhüpfer"), ("kp", "Springerhüpfer"), ("sh", "Schiff"),
    ("ah", "Maohüpfer"), ("oh", "Moahüpfer"), ("hc", "Kontrahamster"),
    ("24", "2:4-Springer"),
];

/// French names as a French reader spells them, by Popeye's English code,
/// where Popeye's table writes them otherwise: with their accents, the
/// sparrow (moineau) in the singular, the powerless piece (pièce
/// impuissante) in the feminine, and in small letters like the others.
#[rustfmt::skip]
static FRENCH_SPELLING: [(&str, &str); 26] = [
    ("z", "zèbre"), ("zr", "zèbre noctambule"), ("zh", "zèbre sauteur"),
    ("rf", "cavalier racine carrée cinquante"), ("bu", "bucéphale"),
    ("ne", "équisauteur (non-stop)"), ("em", "impératrice"), ("sq", "écureuil"),
    ("m", "élan"), ("rm", "élan tour"), ("bm", "élan fou"), ("sw", "moineau"),
    ("rw", "moineau tour"), ("bw", "moineau fou"), ("ar", "archevêque"),
    ("du", "pièce impuissante"), ("eq", "équisauteur anglais"), ("si", "sirène"),
    ("nd", "néréide"), ("et", "éléphant"), ("qe", "équis anglais"),
    ("qf", "équis français"), ("pp", "pion renversé"), ("st", "épine"),
    ("ah", "mao sauteur"), ("oh", "moa sauteur"),
];

impl Walk {
    /// The walk's name for the language of a tag (`de`, `fr-CA`, `it`,
    /// `nl-BE`): Popeye's own names in English, German and French (German
    /// and French spelt as their readers spell them), the common walks'
    /// names in Italian and Dutch, English otherwise.
    ///
    /// ```
    /// use forsythe::{Walk, WalkLanguage};
    /// let g = Walk::from_code("g", WalkLanguage::English).unwrap();
    /// assert_eq!(g.name_for("de"), "Grashüpfer");
    /// assert_eq!(g.name_for("it"), "grillo");
    /// assert_eq!(g.name_for("nl-BE"), "sprinkhaan");
    /// assert_eq!(g.name_for("pl"), "grasshopper");
    /// let z = Walk::from_code("z", WalkLanguage::English).unwrap();
    /// assert_eq!(z.name_for("fr"), "zèbre");
    /// ```
    #[must_use]
    pub fn name_for(self, tag: &str) -> &'static str {
        self.name_in(NameLanguage::of_tag(tag))
    }

    /// The walk's name in a language: Popeye's own names in English, German
    /// and French (German and French spelt as their readers spell them),
    /// the common walks' names in Italian and Dutch, English otherwise.
    #[must_use]
    pub fn name_in(self, language: NameLanguage) -> &'static str {
        let code = self.code(WalkLanguage::English);
        let find = |table: &[(&'static str, &'static str)]| {
            table
                .iter()
                .find(|(c, _)| *c == code)
                .map(|&(_, name)| name)
        };
        let own = match language {
            NameLanguage::Italian => ITALIAN_DUTCH
                .iter()
                .find(|(c, _, _)| *c == code)
                .map(|&(_, it, _)| it),
            NameLanguage::Dutch => ITALIAN_DUTCH
                .iter()
                .find(|(c, _, _)| *c == code)
                .map(|&(_, _, nl)| nl),
            NameLanguage::German => find(&GERMAN_SPELLING),
            NameLanguage::French => find(&FRENCH_SPELLING),
            NameLanguage::English => None,
        };
        own.unwrap_or_else(|| self.name(WalkLanguage::for_tag(language.tag())))
    }
}

/// A short text written on a square, as problem diagrams mark squares: one
/// or two letters or digits (`A`, `12`).
///
/// ```
/// use forsythe::SquareText;
/// let a: SquareText = "A".parse().unwrap();
/// assert_eq!(a.to_string(), "A");
/// assert_eq!(a.len(), 1);
/// assert!("12".parse::<SquareText>().is_ok());
/// assert!("ABC".parse::<SquareText>().is_err());
/// assert!("+".parse::<SquareText>().is_err());
/// assert!("".parse::<SquareText>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SquareText {
    chars: [char; 2],
    two: bool,
}

impl SquareText {
    /// The longest text a square holds, in characters.
    pub const MAX: usize = 2;

    /// The label of one character, if it is a letter or digit.
    #[must_use]
    pub fn one(c: char) -> Option<SquareText> {
        c.is_alphanumeric().then_some(SquareText {
            chars: [c, c],
            two: false,
        })
    }

    /// The label of two characters, if both are letters or digits.
    #[must_use]
    pub fn two(a: char, b: char) -> Option<SquareText> {
        (a.is_alphanumeric() && b.is_alphanumeric()).then_some(SquareText {
            chars: [a, b],
            two: true,
        })
    }

    /// How many characters it has: 1 or 2.
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // a label is never empty
    pub const fn len(&self) -> usize {
        if self.two { 2 } else { 1 }
    }

    /// Its characters.
    #[must_use]
    pub fn chars(&self) -> &[char] {
        &self.chars[..self.len()]
    }
}

impl fmt::Display for SquareText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.chars() {
            fmt::Write::write_char(f, *c)?;
        }
        Ok(())
    }
}

/// Why a text cannot be a square's [`SquareText`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareTextError(String);

impl fmt::Display for SquareTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a square's text: one or two letters or digits",
            self.0
        )
    }
}

impl std::error::Error for SquareTextError {}

impl std::str::FromStr for SquareText {
    type Err = SquareTextError;
    fn from_str(s: &str) -> Result<SquareText, SquareTextError> {
        let mut it = s.chars();
        let label = match (it.next(), it.next(), it.next()) {
            (Some(a), None, _) => SquareText::one(a),
            (Some(a), Some(b), None) => SquareText::two(a, b),
            _ => None,
        };
        label.ok_or_else(|| SquareTextError(s.to_owned()))
    }
}

/// A problem piece: colour, shape, turn and (where the notation names one) walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fairy {
    /// White, Black or neutral.
    pub side: Side,
    /// The shape it is drawn in.
    pub shape: Shape,
    /// How far the shape is turned.
    pub turn: Turn,
    /// How it moves, when the notation says.
    pub walk: Option<Walk>,
}

impl Fairy {
    /// An upright piece of `shape` with no walk.
    #[must_use]
    pub const fn new(side: Side, shape: Shape) -> Fairy {
        Fairy {
            side,
            shape,
            turn: Turn::Up,
            walk: None,
        }
    }

    /// A piece of `walk`, in the walk's own shape and turn.
    #[must_use]
    pub fn of_walk(side: Side, walk: Walk) -> Fairy {
        Fairy {
            side,
            shape: walk.shape(),
            turn: walk.turn(),
            walk: Some(walk),
        }
    }

    /// The same piece turned by `turn` more; a 45° step only turns a knight.
    #[must_use]
    pub fn turned(self, turn: Turn) -> Fairy {
        Fairy {
            turn: Turn::from_eighths(self.turn.eighths() + turn.eighths()),
            ..self
        }
    }

    /// The orthodox piece this is, if it is one: White or Black, an
    /// orthodox shape, upright and with no walk.
    #[must_use]
    pub fn orthodox(self) -> Option<Piece> {
        match (self.side.color(), self.shape.role(), self.turn, self.walk) {
            (Some(color), Some(role), Turn::Up, None) => Some(Piece::new(color, role)),
            _ => None,
        }
    }
}

impl From<Piece> for Fairy {
    fn from(p: Piece) -> Fairy {
        Fairy::new(p.color.into(), p.role.into())
    }
}

impl fmt::Display for Fairy {
    /// `neutral knight 90°`, `white queen 180° (grasshopper)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::White => "white",
            Side::Black => "black",
            Side::Neutral => "neutral",
        };
        write!(f, "{side} {}", self.shape.name())?;
        if self.turn != Turn::Up {
            write!(f, " {}°", self.turn.degrees())?;
        }
        if let Some(walk) = self.walk {
            write!(f, " ({})", walk.name(WalkLanguage::English))?;
        }
        Ok(())
    }
}

/// A user's choice of shape and turn for a walk (`zebra=knight:90`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Glyph {
    /// The walk drawn differently.
    pub walk: Walk,
    /// The shape to draw it in.
    pub shape: Shape,
    /// The turn, clockwise.
    pub turn: Turn,
}

/// Why a `--glyph` value was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlyphError {
    /// The text as given.
    pub text: String,
}

impl fmt::Display for GlyphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a glyph choice: write WALK=SHAPE or WALK=SHAPE:DEGREES, like zebra=knight:90 (shapes: king, queen, rook, bishop, knight, pawn, equihopper, circle, cross, square, triangle; degrees clockwise, 0 90 180 270, and 45 steps for the knight)",
            self.text
        )
    }
}

impl std::error::Error for GlyphError {}

impl fmt::Display for Glyph {
    /// As it is read: `zebra=knight:90`. A walk whose English name does not
    /// read back as itself (`CAT (= cavalier de troie)`) is written by its
    /// code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.walk.name(WalkLanguage::English);
        let walk = if !name.contains(['=', ':']) && Walk::from_name(name) == Some(self.walk) {
            name
        } else {
            self.walk.code(WalkLanguage::English)
        };
        write!(f, "{walk}={}:{}", self.shape.name(), self.turn.degrees())
    }
}

impl std::str::FromStr for Glyph {
    type Err = GlyphError;

    /// `zebra=knight:90`, `g=queen:180`, `camel=knight:270`.
    fn from_str(s: &str) -> Result<Glyph, GlyphError> {
        let err = || GlyphError { text: s.to_owned() };
        let (walk, rest) = s.split_once('=').ok_or_else(err)?;
        let (shape, degrees) = rest.split_once(':').unwrap_or((rest, "0"));
        let walk = Walk::from_name(walk.trim()).ok_or_else(err)?;
        let shape = Shape::from_name(&shape.trim().to_lowercase()).ok_or_else(err)?;
        let turn = degrees
            .trim()
            .parse::<u16>()
            .ok()
            .filter(|&d| d < 360)
            .and_then(Turn::from_degrees)
            .filter(|t| t.is_right_angle() || shape.turns_by_eighths())
            .ok_or_else(err)?;
        Ok(Glyph { walk, shape, turn })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_italian_and_dutch_name_is_of_a_walk_of_popeyes() {
        for (code, it, nl) in ITALIAN_DUTCH {
            let walk = Walk::from_code(code, WalkLanguage::English)
                .unwrap_or_else(|| panic!("`{code}` is no walk's English code"));
            assert_eq!((walk.name_for("it"), walk.name_for("nl")), (it, nl));
        }
        let mut codes: Vec<&str> = ITALIAN_DUTCH.iter().map(|(c, _, _)| *c).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), ITALIAN_DUTCH.len(), "a code given twice");
        // A walk with no Italian name keeps its English one.
        let bouncer = Walk::from_code("b1", WalkLanguage::English).expect("a walk");
        assert_eq!(bouncer.name_for("it"), bouncer.name(WalkLanguage::English));
    }

    #[test]
    fn german_and_french_names_are_spelt_as_their_readers_spell_them() {
        for (table, tag, popeye) in [
            (&GERMAN_SPELLING[..], "de", WalkLanguage::German),
            (&FRENCH_SPELLING[..], "fr", WalkLanguage::French),
        ] {
            let mut codes: Vec<&str> = table.iter().map(|(c, _)| *c).collect();
            codes.sort_unstable();
            codes.dedup();
            assert_eq!(codes.len(), table.len(), "a code given twice ({tag})");
            for (code, name) in table {
                let walk = Walk::from_code(code, WalkLanguage::English)
                    .unwrap_or_else(|| panic!("`{code}` is no walk's English code"));
                assert_eq!(walk.name_for(tag), *name);
                // Each corrects Popeye's spelling; none is Popeye's own.
                assert_ne!(walk.name(popeye), *name, "{code}");
            }
        }
        let sparrow = Walk::from_code("sw", WalkLanguage::English).expect("a walk");
        assert_eq!(
            (sparrow.name_for("de-CH"), sparrow.name_for("fr-BE")),
            ("Spatz", "moineau")
        );
        let hopper = Walk::from_code("bw", WalkLanguage::English).expect("a walk");
        assert_eq!(hopper.name_for("de"), "Läuferspatz");
        assert_eq!(hopper.name(WalkLanguage::German), "Laeuferspatz");
    }

    /// Issue 45: a language tag picks the walks' names as it picks the
    /// attributes' names, in any letter case (`DE` gave German attribute
    /// names but English walk names).
    #[test]
    fn a_tag_in_capitals_names_walks_as_it_names_attributes() {
        use crate::board::{Attribute, NameLanguage};
        let g = Walk::from_code("g", WalkLanguage::English).expect("a walk");
        for (tag, walk, attribute) in [
            ("DE", "Grashüpfer", "Königlich"),
            ("De-AT", "Grashüpfer", "Königlich"),
            ("FR_ca", "sauterelle", "Royale"),
            ("IT", "grillo", "Reale"),
            ("NL-be", "sprinkhaan", "Koninklijk"),
            ("PL", "grasshopper", "Royal"),
        ] {
            assert_eq!(g.name_for(tag), walk, "{tag}");
            assert_eq!(Attribute::Royal.name_for(tag), attribute, "{tag}");
            let lower = tag.to_lowercase();
            assert_eq!(g.name_for(tag), g.name_for(&lower), "{tag}");
            assert_eq!(WalkLanguage::for_tag(tag), WalkLanguage::for_tag(&lower));
            let language = NameLanguage::of_tag(tag);
            assert_eq!(g.name_in(language), walk);
            assert_eq!(Attribute::Royal.name_in(language), attribute);
        }
        assert_eq!(WalkLanguage::for_tag("DE"), WalkLanguage::German);
        assert_eq!(WalkLanguage::for_tag("Fr"), WalkLanguage::French);
    }
}
