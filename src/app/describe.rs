//! A diagram in words, for screen readers and alternative texts, in the
//! order a person reads a diagram: the board when it is not 8×8, who moves,
//! White's pieces and Black's by kind with their squares, then the caption,
//! the problem's lines, holes and unknown squares.
//!
//! The same words serve `forsythe describe`, the `<desc>` of an SVG, a PNG's
//! description, a PDF's alternative text, a Markdown image's `alt` and the
//! web page.

use fluent_bundle::FluentValue;

use crate::{Board, Cell, Color, Fairy, Piece, Role, Side, Square, Turn};

use crate::app::i18n::{Messages, n, s};

/// What is described besides the board.
#[derive(Debug, Clone, Copy, Default)]
pub struct Extras<'a> {
    /// Who moves.
    pub side: Option<Color>,
    /// The caption under the board.
    pub caption: Option<&'a str>,
    /// A problem's number in its collection.
    pub number: Option<&'a str>,
    /// A problem's author, source and stipulation.
    pub problem: [Option<&'a str>; 3],
    /// A problem's conditions, twins, award and dedication.
    pub more_lines: [Option<&'a str>; 4],
    /// A problem board's grid lines, framed squares and joined edges.
    pub board_marks: Option<&'a crate::board::BoardMarks>,
    /// The attributes of a problem's pieces.
    pub attributes: Option<&'a crate::board::Attributes>,
}

impl<'a> Extras<'a> {
    /// Who moves, the caption, and a problem's author, source and
    /// stipulation as the templates give them.
    pub fn new(
        side: Option<Color>,
        caption: Option<&'a str>,
        problem: &'a crate::settings::ProblemLines<Option<String>>,
    ) -> Extras<'a> {
        Extras {
            side,
            caption,
            number: problem.number.as_deref(),
            problem: [
                problem.author.as_deref(),
                problem.source.as_deref(),
                problem.stipulation.as_deref(),
            ],
            more_lines: [
                problem.condition.as_deref(),
                problem.twins.as_deref(),
                problem.award.as_deref(),
                problem.dedication.as_deref(),
            ],
            board_marks: None,
            attributes: None,
        }
    }
}

fn color_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn role_key(r: Role) -> &'static str {
    match r {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// Squares as a list in the words of `msgs`, in the reading order of a
/// list: by file, then by rank (`a1, a2 and b1`), the names written
/// straight into the list.
fn square_list(msgs: &Messages, mut squares: Vec<Square>) -> String {
    squares.sort_unstable_by_key(|s| (s.file(), s.rank()));
    let Some((last, rest)) = squares.split_last() else {
        return String::new();
    };
    let last: String = last.name_chars().collect();
    if rest.is_empty() {
        return last;
    }
    let mut first = String::with_capacity(4 * rest.len());
    for (i, square) in rest.iter().enumerate() {
        if i > 0 {
            first.push_str(", ");
        }
        first.extend(square.name_chars());
    }
    msgs.list_and(first, &last)
}

/// What stands on a board, gathered in one pass, in the board's order.
#[derive(Default)]
struct Census {
    /// The squares of each of the twelve pieces.
    pieces: [Vec<Square>; 12],
    fairies: Vec<(Square, Fairy)>,
    texts: Vec<(Square, crate::SquareText)>,
    holes: Vec<Square>,
    unknown: Vec<Square>,
}

impl Census {
    fn of(board: &Board) -> Census {
        let mut census = Census::default();
        for (square, cell) in board.cells() {
            match cell {
                Cell::Piece(p) => census.pieces[p.index()].push(square),
                Cell::Fairy(f) => census.fairies.push((square, f)),
                Cell::Text(t) => census.texts.push((square, t)),
                Cell::Hole => census.holes.push(square),
                Cell::Unknown(_) => census.unknown.push(square),
                Cell::Empty => {}
            }
        }
        census
    }
}

/// What a fairy piece is called: its walk's name, else its shape with how
/// it is turned (`queen turned upside down`).
pub fn fairy_name(f: &Fairy, msgs: &Messages) -> String {
    if let Some(walk) = f.walk {
        return walk.name_for(msgs.lang()).to_owned();
    }
    let shape = msgs.get("describe-shape", &[("shape", s(f.shape.name()))]);
    if f.turn == Turn::Up {
        return shape;
    }
    let turn = match f.turn {
        Turn::Right => "right",
        Turn::Down => "down",
        Turn::Left => "left",
        _ => "other",
    };
    msgs.get(
        "describe-turned",
        &[
            ("piece", s(shape)),
            ("turn", s(turn)),
            ("degrees", n(f.turn.degrees())),
        ],
    )
}

/// The fairy pieces of `side` on `board`, a group of squares for each
/// name, in the order their first square is read (a1, a2, …, b1).
fn fairy_groups(fairies: &[(Square, Fairy)], side: Side, msgs: &Messages) -> Vec<String> {
    let mut cells: Vec<(Square, Fairy)> = fairies
        .iter()
        .filter(|(_, f)| f.side == side)
        .copied()
        .collect();
    cells.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    let mut groups: Vec<(String, Vec<Square>)> = Vec::new();
    for (sq, f) in cells {
        let name = fairy_name(&f, msgs);
        match groups.iter_mut().find(|(g, _)| *g == name) {
            Some((_, squares)) => squares.push(sq),
            None => groups.push((name, vec![sq])),
        }
    }
    groups
        .into_iter()
        .map(|(name, squares)| {
            msgs.get(
                "describe-fairy",
                &[
                    ("name", s(name)),
                    ("squares", s(square_list(msgs, squares))),
                ],
            )
        })
        .collect()
}

/// The description of `board` with `extras`, in the language of `msgs`.
pub fn describe(board: &Board, extras: &Extras<'_>, msgs: &Messages) -> String {
    let mut sentences: Vec<String> = Vec::new();
    if (board.width(), board.height()) != (8, 8) {
        sentences.push(msgs.get(
            "describe-board",
            &[("files", n(board.width())), ("ranks", n(board.height()))],
        ));
    }
    if let Some(side) = extras.side {
        sentences.push(msgs.get("describe-side", &[("side", s(color_key(side)))]));
    }
    let mut census = Census::of(board);
    sentences.extend(army_sentences(&mut census, msgs));
    if let Some(c) = extras.caption.filter(|c| !c.trim().is_empty()) {
        // A caption that only says who moves is said once.
        let c = sentence(c);
        if !sentences.contains(&c) {
            sentences.push(c);
        }
    }
    if let Some(t) = extras.number.filter(|t| !t.trim().is_empty()) {
        sentences.push(msgs.get("describe-number", &[("text", s(t.trim()))]));
    }
    let problem_keys = [
        "describe-author",
        "describe-source",
        "describe-stipulation",
        "describe-condition",
        "describe-twins",
        "describe-award",
        "describe-dedication",
    ];
    let lines = extras.problem.iter().chain(&extras.more_lines);
    for (key, text) in problem_keys.iter().zip(lines) {
        if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
            sentences.push(msgs.get(key, &[("text", s(t.trim()))]));
        }
    }
    if let Some(a) = extras.attributes {
        sentences.extend(attribute_sentence(a, board, msgs));
    }
    if let Some(m) = extras.board_marks {
        sentences.extend(board_mark_sentences(m, msgs));
    }
    sentences.extend(text_sentence(std::mem::take(&mut census.texts), msgs));
    for (squares, key) in [
        (census.holes, "describe-holes"),
        (census.unknown, "describe-unknown"),
    ] {
        if !squares.is_empty() {
            let count = squares.len();
            sentences.push(msgs.get(
                key,
                &[
                    ("count", n(count)),
                    ("squares", s(square_list(msgs, squares))),
                ],
            ));
        }
    }
    sentences.join(" ")
}

/// A sentence for each side's pieces, White's and Black's always, the
/// neutral pieces' when there are some.
fn army_sentences(census: &mut Census, msgs: &Messages) -> Vec<String> {
    let mut sentences = Vec::new();
    for side in Side::ALL {
        let mut groups = Vec::new();
        let Some(color) = side.color() else {
            // Neutral pieces: a sentence of their own, only when there are.
            let groups = fairy_groups(&census.fairies, side, msgs);
            if !groups.is_empty() {
                sentences.push(msgs.get(
                    "describe-army",
                    &[("color", s("neutral")), ("pieces", s(groups.join(", ")))],
                ));
            }
            continue;
        };
        for role in Role::ALL {
            let squares = std::mem::take(&mut census.pieces[Piece::new(color, role).index()]);
            if squares.is_empty() {
                continue;
            }
            let count = squares.len();
            groups.push(msgs.get(
                "describe-group",
                &[
                    ("role", FluentValue::from(role_key(role))),
                    ("count", n(count)),
                    ("squares", FluentValue::from(square_list(msgs, squares))),
                ],
            ));
        }
        groups.extend(fairy_groups(&census.fairies, side, msgs));
        let key = if groups.is_empty() {
            "describe-army-empty"
        } else {
            "describe-army"
        };
        sentences.push(msgs.get(
            key,
            &[
                ("color", FluentValue::from(color_key(color))),
                ("pieces", FluentValue::from(groups.join(", "))),
            ],
        ));
    }
    sentences
}

/// The sentence of the texts written on squares, if any.
fn text_sentence(mut texts: Vec<(Square, crate::SquareText)>, msgs: &Messages) -> Option<String> {
    if texts.is_empty() {
        return None;
    }
    texts.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    let items: Vec<String> = texts
        .iter()
        .map(|(sq, t)| {
            msgs.get(
                "describe-text",
                &[("text", s(t.to_string())), ("square", s(sq.to_string()))],
            )
        })
        .collect();
    Some(msgs.get(
        "describe-texts",
        &[
            ("count", n(texts.len())),
            ("texts", s(msgs.and_list(&items))),
        ],
    ))
}

/// An attribute's name inside a sentence, after a colon: in German, French,
/// Italian and Dutch a word that is neither a name nor a German noun
/// starts in a small letter there (`königlich`, `royale`, `reale`,
/// `koninklijk`), as the walks' names do; English keeps the legend's
/// capital, as a list after a colon may.
fn attribute_in_sentence(attribute: crate::board::Attribute, lang: &str) -> String {
    use crate::board::{Attribute as A, NameLanguage};
    let name = attribute.name_for(lang);
    let language = NameLanguage::of_tag(lang);
    // Named after a problemist or a story, in every language.
    let proper = matches!(
        attribute,
        A::Frischauf | A::Bul | A::Dob | A::Anda | A::AndaInverse | A::AliceA | A::AliceB
    );
    let german_noun = language == NameLanguage::German
        && matches!(
            attribute,
            A::Chameleon
                | A::Kamikaze
                | A::Jigger
                | A::Volage
                | A::Patrol
                | A::HurdleColourChanging
        );
    if proper || german_noun || language == NameLanguage::English {
        return name.to_owned();
    }
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// The attributes of the pieces on `board`, each by name with its squares,
/// in one sentence (`Pieces with attributes: Royal d4; Kamikaze b7 and e4.`);
/// the semicolon between them is the language's own (`list-semicolon`).
fn attribute_sentence(
    attributes: &crate::board::Attributes,
    board: &Board,
    msgs: &Messages,
) -> Option<String> {
    let parts: Vec<String> = crate::board::attribute_squares(attributes, board)
        .into_iter()
        .map(|(attribute, squares)| {
            msgs.get(
                "describe-attribute",
                &[
                    ("name", s(attribute_in_sentence(attribute, msgs.lang()))),
                    ("squares", s(square_list(msgs, squares))),
                ],
            )
        })
        .collect();
    let list = parts.into_iter().reduce(|first, next| {
        msgs.get("list-semicolon", &[("first", s(first)), ("next", s(next))])
    })?;
    Some(msgs.get("describe-attributes", &[("list", s(list))]))
}

/// What a problem board shows besides its pieces: a grid, framed squares,
/// joined edges.
fn board_mark_sentences(marks: &crate::board::BoardMarks, msgs: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    if marks.grid || !marks.grid_lines.is_empty() {
        out.push(msgs.text("describe-grid"));
    }
    if !marks.framed.is_empty() {
        out.push(msgs.get(
            "describe-framed",
            &[
                ("count", n(marks.framed.len())),
                ("squares", s(square_list(msgs, marks.framed.clone()))),
            ],
        ));
    }
    let joined = match (marks.cylinder.vertical, marks.cylinder.horizontal) {
        (true, true) => Some("both"),
        (true, false) => Some("files"),
        (false, true) => Some("ranks"),
        (false, false) => None,
    };
    if let Some(kind) = joined {
        out.push(msgs.get("describe-cylinder", &[("edges", s(kind))]));
    }
    out
}

/// A caption as a sentence: with a full stop unless it ends in one (or in
/// `?`, `!`, `…`, a closing bracket or quote).
fn sentence(text: &str) -> String {
    let t = text.trim();
    if t.ends_with(['.', '!', '?', '…', ')', ']', '"', '»', '“', '”']) {
        t.to_owned()
    } else {
        format!("{t}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    const MIDDLE_GAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R";

    #[test]
    fn a_middle_game_in_five_languages() {
        let b = board(MIDDLE_GAME);
        let extras = Extras {
            side: Some(Color::White),
            caption: Some("Queen's Gambit Declined"),
            ..Extras::default()
        };
        let cases = [
            (
                "en",
                "White to move. White: king e1, queen d1, rooks a1 and h1, bishops e2 and f1, knights c3 and f3, pawns a2, b2, c4, d4, f2, g2 and h2. Black: king g8, queen d8, rooks a8 and f8, bishops c8 and e7, knights c6 and f6, pawns a7, b7, d5, e6, f7, g7 and h7. Queen's Gambit Declined.",
            ),
            (
                "de",
                "Weiß am Zug. Weiß: König e1, Dame d1, Türme a1 und h1, Läufer e2 und f1, Springer c3 und f3, Bauern a2, b2, c4, d4, f2, g2 und h2. Schwarz: König g8, Dame d8, Türme a8 und f8, Läufer c8 und e7, Springer c6 und f6, Bauern a7, b7, d5, e6, f7, g7 und h7. Queen's Gambit Declined.",
            ),
            (
                "fr",
                "Trait aux Blancs. Blancs\u{a0}: roi e1, dame d1, tours a1 et h1, fous e2 et f1, cavaliers c3 et f3, pions a2, b2, c4, d4, f2, g2 et h2. Noirs\u{a0}: roi g8, dame d8, tours a8 et f8, fous c8 et e7, cavaliers c6 et f6, pions a7, b7, d5, e6, f7, g7 et h7. Queen's Gambit Declined.",
            ),
            (
                "it",
                "Muove il Bianco. Bianco: re e1, donna d1, torri a1 e h1, alfieri e2 e f1, cavalli c3 e f3, pedoni a2, b2, c4, d4, f2, g2 e h2. Nero: re g8, donna d8, torri a8 e f8, alfieri c8 e e7, cavalli c6 e f6, pedoni a7, b7, d5, e6, f7, g7 e h7. Queen's Gambit Declined.",
            ),
            (
                "nl",
                "Wit aan zet. Wit: koning e1, dame d1, torens a1 en h1, lopers e2 en f1, paarden c3 en f3, pionnen a2, b2, c4, d4, f2, g2 en h2. Zwart: koning g8, dame d8, torens a8 en f8, lopers c8 en e7, paarden c6 en f6, pionnen a7, b7, d5, e6, f7, g7 en h7. Queen's Gambit Declined.",
            ),
        ];
        for (lang, want) in cases {
            assert_eq!(describe(&b, &extras, &Messages::new(lang)), want, "{lang}");
        }
    }

    #[test]
    fn a_problem_with_holes_in_five_languages() {
        let b = board("--k-----/8/8/3x4/8/8/8/-----K--");
        let extras = Extras {
            side: None,
            caption: None,
            problem: [
                Some("A. Composer"),
                Some("The Problemist, 1999"),
                Some("#2"),
            ],
            ..Extras::default()
        };
        let cases = [
            (
                "en",
                "White: king f1. Black: king c8. Composed by A. Composer. Published in The Problemist, 1999. Stipulation: #2. Holes: a1, a8, b1, b8, c1, d1, d8, e1, e8, f8, g1, g8, h1 and h8. Unknown square: d5.",
            ),
            (
                "de",
                "Weiß: König f1. Schwarz: König c8. Verfasser: A. Composer. Quelle: The Problemist, 1999. Forderung: #2. Löcher: a1, a8, b1, b8, c1, d1, d8, e1, e8, f8, g1, g8, h1 und h8. Unbekanntes Feld: d5.",
            ),
            (
                "fr",
                "Blancs\u{a0}: roi f1. Noirs\u{a0}: roi c8. Auteur\u{a0}: A. Composer. Source\u{a0}: The Problemist, 1999. Énoncé\u{a0}: #2. Trous\u{a0}: a1, a8, b1, b8, c1, d1, d8, e1, e8, f8, g1, g8, h1 et h8. Case inconnue\u{a0}: d5.",
            ),
            (
                "it",
                "Bianco: re f1. Nero: re c8. Autore: A. Composer. Fonte: The Problemist, 1999. Enunciato: #2. Buchi: a1, a8, b1, b8, c1, d1, d8, e1, e8, f8, g1, g8, h1 e h8. Casa sconosciuta: d5.",
            ),
            (
                "nl",
                "Wit: koning f1. Zwart: koning c8. Auteur: A. Composer. Bron: The Problemist, 1999. Opgave: #2. Gaten: a1, a8, b1, b8, c1, d1, d8, e1, e8, f8, g1, g8, h1 en h8. Onbekend veld: d5.",
            ),
        ];
        for (lang, want) in cases {
            assert_eq!(describe(&b, &extras, &Messages::new(lang)), want, "{lang}");
        }
    }

    #[test]
    fn a_problem_boards_lines_marks_and_attributes_in_five_languages() {
        use crate::board::{Attribute, Attributes, BoardMarks, Cylinder};
        let b = board("4k3/8/8/8/8/8/8/2K5");
        let sq = |t: &str| Square::parse(t).unwrap();
        let mut attributes = Attributes::new();
        attributes.insert(sq("e8"), vec![Attribute::Royal, Attribute::Kamikaze]);
        attributes.insert(sq("c1"), vec![Attribute::Kamikaze, Attribute::HalfNeutral]);
        // Off the board: never said.
        attributes.insert(sq("k9"), vec![Attribute::Royal]);
        let marks = BoardMarks {
            grid: true,
            framed: vec![sq("e4"), sq("d5")],
            cylinder: Cylinder {
                vertical: true,
                horizontal: false,
            },
            ..BoardMarks::default()
        };
        let extras = Extras {
            problem: [None, None, Some("h#2")],
            more_lines: [
                Some("Circe"),
                Some("b) Ke8\u{2192}d8"),
                Some("1st Prize"),
                Some("J. Smith"),
            ],
            board_marks: Some(&marks),
            attributes: Some(&attributes),
            ..Extras::default()
        };
        let cases = [
            (
                "en",
                "White: king c1. Black: king e8. Stipulation: h#2. Conditions: Circe. Twins: b) Ke8\u{2192}d8. Award: 1st Prize. Dedication: J. Smith. Pieces with attributes: Royal e8; Half-neutral c1; Kamikaze c1 and e8. Grid lines divide the board. Framed squares: d5 and e4. The a-file and the last file are joined, as on a cylinder.",
            ),
            (
                "de",
                "Weiß: König c1. Schwarz: König e8. Forderung: h#2. Bedingungen: Circe. Zwillinge: b) Ke8\u{2192}d8. Auszeichnung: 1st Prize. Widmung: J. Smith. Steine mit Eigenschaften: königlich e8; halbneutral c1; Kamikaze c1 und e8. Gitterlinien teilen das Brett. Umrandete Felder: d5 und e4. Die a-Linie und die letzte Linie grenzen aneinander wie auf einem Zylinder.",
            ),
            (
                "fr",
                "Blancs\u{a0}: roi c1. Noirs\u{a0}: roi e8. Énoncé\u{a0}: h#2. Conditions\u{a0}: Circe. Jumeaux\u{a0}: b) Ke8\u{2192}d8. Distinction\u{a0}: 1st Prize. Dédicace\u{a0}: J. Smith. Pièces dotées d’attributs\u{a0}: royale e8\u{202f}; demi-neutre c1\u{202f}; kamikaze c1 et e8. Des lignes de grille divisent l’échiquier. Cases encadrées\u{a0}: d5 et e4. La colonne a et la dernière colonne se rejoignent, comme sur un cylindre.",
            ),
            (
                "it",
                "Bianco: re c1. Nero: re e8. Enunciato: h#2. Condizioni: Circe. Gemelli: b) Ke8\u{2192}d8. Distinzione: 1st Prize. Dedica: J. Smith. Pezzi con attributi: reale e8; semineutro c1; kamikaze c1 e e8. La scacchiera è divisa da linee di griglia. Case incorniciate: d5 e e4. La colonna a e l’ultima colonna sono unite, come su un cilindro.",
            ),
            (
                "nl",
                "Wit: koning c1. Zwart: koning e8. Opgave: h#2. Voorwaarden: Circe. Tweelingen: b) Ke8\u{2192}d8. Onderscheiding: 1st Prize. Opdracht: J. Smith. Stukken met eigenschappen: koninklijk e8; halfneutraal c1; kamikaze c1 en e8. Rasterlijnen verdelen het bord. Omlijnde velden: d5 en e4. De a-lijn en de laatste lijn sluiten op elkaar aan, als op een cilinder.",
            ),
        ];
        for (lang, want) in cases {
            assert_eq!(describe(&b, &extras, &Messages::new(lang)), want, "{lang}");
        }
        let ring = BoardMarks {
            cylinder: Cylinder {
                vertical: true,
                horizontal: true,
            },
            ..BoardMarks::default()
        };
        let extras = Extras {
            board_marks: Some(&ring),
            ..Extras::default()
        };
        assert!(
            describe(&b, &extras, &Messages::new("en"))
                .ends_with(" Both pairs of opposite edges are joined, as on an anchor ring.")
        );
    }

    #[test]
    fn boards_of_other_sizes_and_empty_armies() {
        let b = board("91/91/91/91/91/91/91/91/91/4K5");
        let msgs = Messages::new("en");
        assert_eq!(
            describe(&b, &Extras::default(), &msgs),
            "A board of 10 by 10 squares. White: king e1. Black has no pieces."
        );
        assert_eq!(sentence("Mate in two!"), "Mate in two!");
    }

    #[test]
    fn fairy_neutral_and_turned_pieces_in_five_languages() {
        use crate::notation::Dialect;
        let opts = crate::notation::ReadOptions {
            dialect: Dialect::YACPDB,
            ..crate::notation::ReadOptions::default()
        };
        let read = crate::notation::read_forsyth("(Q2)(!k)(S6)(-E)(b3)(-o)2/8", 0, &opts).unwrap();
        let mut b = read.placement.to_board();
        // A named walk: a grasshopper on a1.
        let walk = crate::Walk::from_code("g", crate::WalkLanguage::English).unwrap();
        b.set(
            "a1".parse().unwrap(),
            Cell::fairy(Fairy::of_walk(Side::Black, walk)),
        );
        let cases = [
            (
                "en",
                "A board of 8 by 2 squares. White: queen (upside down) a2, knight (turned 135°) c2, equihopper d2. Black: grasshopper a1, bishop (turned right) e2, circle f2. Neutral: king b2.",
            ),
            (
                "de",
                "Ein Brett von 8 mal 2 Feldern. Weiß: Dame (auf dem Kopf) a2, Springer (um 135° gedreht) c2, Equihopper d2. Schwarz: Grashüpfer a1, Läufer (nach rechts gedreht) e2, Kreis f2. Neutral: König b2.",
            ),
            (
                "fr",
                "Un échiquier de 8 cases sur 2. Blancs\u{a0}: dame (tête en bas) a2, cavalier (rotation de 135°) c2, équisauteur d2. Noirs\u{a0}: sauterelle a1, fou (quart de tour à droite) e2, cercle f2. Neutres\u{a0}: roi b2.",
            ),
            (
                "it",
                "Una scacchiera di 8 colonne per 2 traverse. Bianco: donna (a testa in giù) a2, cavallo (rotazione di 135°) c2, equisaltatore d2. Nero: grillo a1, alfiere (quarto di giro a destra) e2, cerchio f2. Neutri: re b2.",
            ),
            (
                "nl",
                "Een bord van 8 bij 2 velden. Wit: dame (ondersteboven) a2, paard (gedraaid over 135°) c2, equispringer d2. Zwart: sprinkhaan a1, loper (kwartslag naar rechts) e2, cirkel f2. Neutraal: koning b2.",
            ),
        ];
        for (lang, want) in cases {
            let msgs = Messages::new(lang);
            assert_eq!(describe(&b, &Extras::default(), &msgs), want, "{lang}");
        }
    }

    #[test]
    fn attribute_names_inside_a_sentence() {
        use crate::board::Attribute as A;
        let cases = [
            (A::Royal, "en", "Royal"),
            (A::Royal, "de", "königlich"),
            (A::Chameleon, "de", "Chamäleon"),
            (A::Paralysing, "de", "paralysierend"),
            (A::HurdleColourChanging, "de", "Sprungbock-farbwechselnd"),
            (
                A::HurdleColourChanging,
                "fr",
                "changeant la couleur du sautoir",
            ),
            (A::Frischauf, "fr", "Frischauf"),
            (A::AliceA, "it", "Alice A"),
            (A::Chameleon, "it", "camaleonte"),
            (A::Uncapturable, "nl", "onslaanbaar"),
            (A::Royal, "pl", "Royal"),
        ];
        for (attribute, lang, want) in cases {
            assert_eq!(
                attribute_in_sentence(attribute, lang),
                want,
                "{attribute} {lang}"
            );
        }
    }

    #[test]
    fn a_board_one_file_wide_or_one_rank_high() {
        let cases = [
            ("k/1/1/1/1/1/1/K", "fr", "Un échiquier de 1 case sur 8."),
            (
                "k/1/1/1/1/1/1/K",
                "it",
                "Una scacchiera di 1 colonna per 8 traverse.",
            ),
            ("k6K", "it", "Una scacchiera di 8 colonne per 1 traversa."),
            ("k6K", "en", "A board of 8 by 1 squares."),
        ];
        for (record, lang, want) in cases {
            let said = describe(&board(record), &Extras::default(), &Messages::new(lang));
            assert!(said.starts_with(want), "{lang}: {said}");
        }
    }

    #[test]
    fn texts_on_squares_in_five_languages() {
        let opts = crate::notation::ReadOptions {
            dialect: crate::notation::Dialect::FFEN,
            ..crate::notation::ReadOptions::default()
        };
        let read = crate::notation::read_forsyth("'A3''12r2/8/8/8/8/8/8/'x7", 0, &opts).unwrap();
        let b = read.placement.to_board();
        let cases = [
            (
                "en",
                "White has no pieces. Black: rook f8. Texts on squares: “x” on a1, “A” on a8 and “12” on e8.",
            ),
            (
                "de",
                "Weiß hat keine Steine. Schwarz: Turm f8. Beschriftete Felder: „x“ auf a1, „A“ auf a8 und „12“ auf e8.",
            ),
            (
                "fr",
                "Les Blancs n’ont aucune pièce. Noirs\u{a0}: tour f8. Cases marquées\u{a0}: «\u{a0}x\u{a0}» en a1, «\u{a0}A\u{a0}» en a8 et «\u{a0}12\u{a0}» en e8.",
            ),
            (
                "it",
                "Il Bianco non ha pezzi. Nero: torre f8. Case con scritta: «x» in a1, «A» in a8 e «12» in e8.",
            ),
            (
                "nl",
                "Wit heeft geen stukken. Zwart: toren f8. Velden met opschrift: “x” op a1, “A” op a8 en “12” op e8.",
            ),
        ];
        for (lang, want) in cases {
            let msgs = Messages::new(lang);
            assert_eq!(describe(&b, &Extras::default(), &msgs), want, "{lang}");
        }
        // One text: the singular.
        let read = crate::notation::read_forsyth("'A7", 0, &opts).unwrap();
        let b = read.placement.to_board();
        let msgs = Messages::new("en");
        assert!(describe(&b, &Extras::default(), &msgs).ends_with("Text on a square: “A” on a1."));
    }
}
