//! The lines of text a diagram is drawn with besides its caption, as the
//! renderer takes them: a problem's lines in the places problem
//! publications give them (its number and the author in bold, the source, award and
//! dedication above the board, the stipulation and the piece count at its
//! lower corners, the conditions and twins under them), and the legend
//! naming the fairy pieces by their walks and the pieces' attributes. The
//! renderer draws lines of text without knowing what they say; what a
//! problem's lines are, and the words of the legend, are made here.

use crate::app::i18n::Messages;
use crate::app::texts::ProblemMore;
use crate::board::{Attributes, Board, Cell, NameLanguage, Side, Square, Walk, attribute_squares};
use crate::problems::problem_count;
use crate::render::{LinePlace, LineSize, PictureLegend, TextLine};
use crate::settings::ProblemLines;

/// What separates the entries of a legend.
const SEPARATOR: &str = " \u{b7} ";

/// The lines drawn with a diagram of `board`: the problem's `lines` in
/// their places (the solution is not drawn), with the piece count at the
/// lower right when any of them is drawn (`C+` and the total invisibles as
/// `more` says), and the legend in the language `lang` when the board has
/// named pieces or `more` gives attributes: as text, with its form with
/// pictures when the board has named pieces (the style picks the form
/// drawn). Blank lines are left out.
pub fn text_lines<'a>(
    lines: &'a ProblemLines<Option<String>>,
    more: &ProblemMore,
    board: &Board,
    lang: &str,
) -> Vec<TextLine<'a>> {
    let given = |text: &'a Option<String>| text.as_deref().filter(|t| !t.trim().is_empty());
    let mut out = Vec::new();
    // The number first, above the authors, as a magazine prints it.
    if let Some(number) = given(&lines.number) {
        out.push(
            TextLine::new(LinePlace::Above, number)
                .size(LineSize::Large)
                .bold(),
        );
    }
    if let Some(author) = given(&lines.author) {
        out.push(
            TextLine::new(LinePlace::Above, author)
                .size(LineSize::Large)
                .bold(),
        );
    }
    for (text, size) in [
        (&lines.source, LineSize::Normal),
        (&lines.award, LineSize::Small),
        (&lines.dedication, LineSize::Smaller),
    ] {
        if let Some(text) = given(text) {
            out.push(TextLine::new(LinePlace::Above, text).size(size));
        }
    }
    if let Some(stipulation) = given(&lines.stipulation) {
        out.push(TextLine::new(LinePlace::LowerLeft, stipulation).size(LineSize::Large));
    }
    // A blank line is no line: only a real one brings the piece count.
    let problem = [
        &lines.number,
        &lines.author,
        &lines.source,
        &lines.stipulation,
        &lines.condition,
        &lines.twins,
        &lines.award,
        &lines.dedication,
    ]
    .into_iter()
    .any(|text| given(text).is_some());
    if problem {
        let count = problem_count(board, more.tested, more.invisible);
        out.push(TextLine::new(LinePlace::LowerRight, count).size(LineSize::Large));
    }
    for text in [&lines.condition, &lines.twins] {
        if let Some(text) = given(text) {
            out.push(TextLine::new(LinePlace::Under, text));
        }
    }
    if let Some(legend) = legend(board, more.attributes(), lang) {
        let mut line = TextLine::new(LinePlace::Legend, legend);
        if let Some((walks, pictures)) = picture_legend(board, lang) {
            let marked = more
                .attributes()
                .and_then(|a| attribute_legend(a, board, lang));
            let text = match marked {
                Some(m) => format!("{walks}{SEPARATOR}{m}"),
                None => walks,
            };
            line = line.with_pictures(PictureLegend {
                text: text.into(),
                pictures,
            });
        }
        out.push(line);
    }
    out
}

/// The legend of `board`'s named pieces as pictures go with it, in the
/// language `lang`: an entry for each piece as it stands (its side, shape,
/// turn and walk), in the order they are read from a1, saying `= Name`,
/// and the squares after the name where pieces of its walk stand on more
/// than one: `= Grasshopper d4, h1 · = Nightrider`. The pictures, one for
/// each entry, come with it; `None` when no piece has a named walk.
pub fn picture_legend(board: &Board, lang: &str) -> Option<(String, Vec<Option<Cell>>)> {
    let mut cells: Vec<(Square, crate::board::Fairy, Walk)> = board
        .cells()
        .filter_map(|(sq, c)| match c {
            Cell::Fairy(f) => f.walk.map(|w| (sq, f, w)),
            _ => None,
        })
        .collect();
    cells.sort_by_key(|(sq, _, _)| (sq.file(), sq.rank()));
    let mut groups: Vec<(crate::board::Fairy, Vec<Square>)> = Vec::new();
    for (sq, fairy, _) in &cells {
        match groups.iter_mut().find(|(f, _)| f == fairy) {
            Some((_, squares)) => squares.push(*sq),
            None => groups.push((*fairy, vec![*sq])),
        }
    }
    let language = NameLanguage::of_tag(lang);
    let entries: Vec<String> = groups
        .iter()
        .filter_map(|(fairy, squares)| {
            let walk = fairy.walk?;
            let name = capitalised(walk.name_in(language));
            let several = cells.iter().filter(|(_, _, w)| *w == walk).count() > 1;
            Some(if several {
                let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
                format!("= {name} {}", list.join(", "))
            } else {
                format!("= {name}")
            })
        })
        .collect();
    (!entries.is_empty()).then(|| {
        let pictures = groups.iter().map(|(f, _)| Some(Cell::Fairy(*f))).collect();
        (entries.join(SEPARATOR), pictures)
    })
}

/// `name` with its first letter upper case.
fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The legend of `board` in the language `lang`: its pieces whose walk
/// the record names ([`walk_legend`]), then the attributes of its pieces
/// ([`attribute_legend`]). `None` when there is neither.
pub fn legend(board: &Board, attributes: Option<&Attributes>, lang: &str) -> Option<String> {
    let walks = walk_legend(board, lang);
    let marked = attributes.and_then(|a| attribute_legend(a, board, lang));
    match (walks, marked) {
        (Some(w), Some(m)) => Some(format!("{w}{SEPARATOR}{m}")),
        (w, m) => w.or(m),
    }
}

/// The pieces of `board` whose walk the record names, by name in the
/// language `lang` (a BCP 47 tag: German and French names for `de` and
/// `fr`, English otherwise), each with its squares, one name after another
/// in the order they are read from a1: `Grasshopper d4, h1 · Nightrider
/// c3`. A walk that pieces of more than one side have tells them apart:
/// `Bison white c3, e5; black f6`. `None` when no piece has a named walk.
pub fn walk_legend(board: &Board, lang: &str) -> Option<String> {
    let mut cells: Vec<(Square, Walk, Side)> = board
        .cells()
        .filter_map(|(sq, c)| match c {
            Cell::Fairy(f) => f.walk.map(|w| (sq, w, f.side)),
            _ => None,
        })
        .collect();
    cells.sort_by_key(|(sq, _, _)| (sq.file(), sq.rank()));
    let mut groups: Vec<(Walk, Vec<(Side, Square)>)> = Vec::new();
    for (sq, walk, side) in cells {
        match groups.iter_mut().find(|(w, _)| *w == walk) {
            Some((_, squares)) => squares.push((side, sq)),
            None => groups.push((walk, vec![(side, sq)])),
        }
    }
    if groups.is_empty() {
        return None;
    }
    let mut msgs = None;
    let named: Vec<String> = groups
        .into_iter()
        .map(|(walk, squares)| {
            let name = walk.name_for(lang);
            let mut chars = name.chars();
            let first: String = chars
                .next()
                .map(|c| c.to_uppercase().collect())
                .unwrap_or_default();
            let list = |side: Option<Side>| {
                squares
                    .iter()
                    .filter(|(s, _)| side.is_none_or(|side| *s == side))
                    .map(|(_, sq)| sq.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let one_side = squares.iter().all(|(s, _)| *s == squares[0].0);
            let where_ = if one_side {
                list(None)
            } else {
                let msgs = msgs.get_or_insert_with(|| {
                    Messages::new(crate::app::i18n::choose(Some(lang), |_| None))
                });
                [
                    (Side::White, "legend-side-white"),
                    (Side::Black, "legend-side-black"),
                    (Side::Neutral, "legend-side-neutral"),
                ]
                .into_iter()
                .filter(|(side, _)| squares.iter().any(|(s, _)| s == side))
                .map(|(side, id)| format!("{} {}", msgs.text(id), list(Some(side))))
                .collect::<Vec<_>>()
                .join("; ")
            };
            format!("{first}{} {where_}", chars.as_str())
        })
        .collect();
    Some(named.join(SEPARATOR))
}

/// The attributes of the pieces on `board`, in
/// [`Attribute::ALL`](crate::board::Attribute::ALL)'s order, each as its
/// mark, its name in `lang` and its squares read from a1: `♚ Royal e1 · K
/// Kamikaze d4, f5`. `None` when no piece on the board has one.
pub fn attribute_legend(attributes: &Attributes, board: &Board, lang: &str) -> Option<String> {
    let parts: Vec<String> = attribute_squares(attributes, board)
        .into_iter()
        .map(|(attribute, squares)| {
            let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
            format!(
                "{} {} {}",
                attribute.mark(),
                attribute.name_for(lang),
                names.join(", ")
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(SEPARATOR))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Attribute;

    fn lines(pairs: &[(&str, &str)]) -> ProblemLines<Option<String>> {
        let mut lines = ProblemLines::default();
        for (name, text) in pairs {
            let slot = match *name {
                "number" => &mut lines.number,
                "author" => &mut lines.author,
                "source" => &mut lines.source,
                "stipulation" => &mut lines.stipulation,
                "condition" => &mut lines.condition,
                "twins" => &mut lines.twins,
                "award" => &mut lines.award,
                "dedication" => &mut lines.dedication,
                "solution" => &mut lines.solution,
                other => panic!("{other}"),
            };
            *slot = Some((*text).to_owned());
        }
        lines
    }

    fn drawn(lines: &[TextLine<'_>]) -> Vec<(LinePlace, LineSize, bool, String)> {
        lines
            .iter()
            .map(|l| (l.place, l.size, l.bold, l.text.to_string()))
            .collect()
    }

    #[test]
    fn a_problems_lines_go_where_publications_print_them() {
        use LinePlace::{Above, LowerLeft, LowerRight, Under};
        use LineSize::{Large, Normal, Small, Smaller};
        let board: Board = "4k3/8/8/8/8/8/2B5/4K3".parse().expect("a board");
        let all = lines(&[
            ("author", "Sam Loyd"),
            ("source", "Chess Monthly 1857"),
            ("stipulation", "#3"),
            ("condition", "Circe"),
            ("twins", "b) Kd7"),
            ("award", "1st Prize"),
            ("dedication", "to J. Smith"),
            ("solution", "1.Bb3!"),
        ]);
        let more = ProblemMore {
            tested: true,
            invisible: 2,
            ..ProblemMore::default()
        };
        let s = |t: &str| t.to_owned();
        assert_eq!(
            drawn(&text_lines(&all, &more, &board, "en")),
            [
                (Above, Large, true, s("Sam Loyd")),
                (Above, Normal, false, s("Chess Monthly 1857")),
                (Above, Small, false, s("1st Prize")),
                (Above, Smaller, false, s("to J. Smith")),
                (LowerLeft, Large, false, s("#3")),
                (LowerRight, Large, false, s("C+ (2+1+2 TI)")),
                (Under, Normal, false, s("Circe")),
                (Under, Normal, false, s("b) Kd7")),
            ]
        );
        // With any problem line, however few, the piece count comes too.
        let only = lines(&[("dedication", "to J. Smith")]);
        assert_eq!(
            drawn(&text_lines(&only, &ProblemMore::default(), &board, "en")),
            [
                (Above, Smaller, false, s("to J. Smith")),
                (LowerRight, Large, false, s("(2+1)")),
            ]
        );
        // Found by fuzzing: a blank problem line brought the count with it.
        // Neither a blank line nor the solution is a line drawn.
        let blank = lines(&[("stipulation", "  "), ("solution", "1.Bb3!")]);
        assert_eq!(
            text_lines(&blank, &more, &board, "en"),
            Vec::<TextLine<'_>>::new()
        );
    }

    #[test]
    fn the_legend_names_walks_then_attributes() {
        use crate::notation::{self, Dialect};
        let opts = notation::ReadOptions {
            dialect: Dialect::POPEYE_GERMAN,
            ..Default::default()
        };
        let board = notation::read_forsyth("G6n/7G", 0, &opts)
            .expect("a placement")
            .placement
            .to_board();
        assert_eq!(
            walk_legend(&board, "de").as_deref(),
            Some("Grashüpfer a8, h7 · Nachtreiter h8")
        );
        assert_eq!(
            walk_legend(&board, "en").as_deref(),
            Some("Grasshopper a8, h7 · Nightrider h8")
        );
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut attributes = Attributes::new();
        attributes.insert(sq("h7"), vec![Attribute::Royal]);
        assert_eq!(
            legend(&board, Some(&attributes), "en").as_deref(),
            Some("Grasshopper a8, h7 · Nightrider h8 · \u{265a} Royal h7")
        );
        let more = ProblemMore {
            attributes,
            ..ProblemMore::default()
        };
        let none = ProblemLines::default();
        let drawn = text_lines(&none, &more, &board, "en");
        assert_eq!(drawn.len(), 1);
        assert_eq!(drawn[0].place, LinePlace::Legend);
        assert_eq!(legend(&Board::standard(), None, "en"), None);
    }

    #[test]
    fn the_picture_legend_names_each_piece_as_it_stands() {
        use crate::board::Fairy;
        let walk = |name| Walk::from_name(name).expect("a walk");
        let mut board = Board::empty(8, 8).expect("a board");
        let grasshopper = Fairy::of_walk(Side::White, walk("grasshopper"));
        let black = Fairy::of_walk(Side::Black, walk("grasshopper"));
        let zebra = Fairy::of_walk(Side::Neutral, walk("zebra"));
        for (sq, f) in [
            ("h1", grasshopper),
            ("d4", grasshopper),
            ("c6", black),
            ("f3", zebra),
        ] {
            board.set(sq.parse().expect("a square"), Cell::Fairy(f));
        }
        let (text, pictures) = picture_legend(&board, "de").expect("a legend");
        // Read from a1 by files: the black grasshopper (c6), the white
        // ones (d4, h1), the zebra; the grasshoppers' squares follow their
        // name, the zebra, alone of its walk, has none.
        assert_eq!(
            text,
            "= Grashüpfer c6 \u{b7} = Grashüpfer d4, h1 \u{b7} = Zebra"
        );
        assert_eq!(
            pictures,
            [black, grasshopper, zebra].map(|f| Some(Cell::Fairy(f)))
        );
        assert_eq!(picture_legend(&Board::standard(), "en"), None);
        // The legend line carries it beside its text; the style picks.
        let none = lines(&[]);
        let drawn = text_lines(&none, &ProblemMore::default(), &board, "de");
        assert_eq!(drawn.len(), 1);
        assert_eq!(
            drawn[0].text,
            "Grashüpfer weiß d4, h1; schwarz c6 \u{b7} Zebra f3"
        );
        let form = drawn[0].picture_form.as_ref().expect("with pictures");
        assert_eq!(form.text, text);
        assert_eq!(form.pictures, pictures);
    }

    #[test]
    fn trap_02_the_legend_tells_the_sides_of_a_walk_apart() {
        use crate::notation::{self, Dialect};
        let opts = notation::ReadOptions {
            dialect: Dialect::POPEYE_GERMAN,
            ..Default::default()
        };
        // Grasshoppers of both sides, a black nightrider alone.
        let board = notation::read_forsyth("G6n/7g/8/8/8/8/8/G7", 0, &opts)
            .expect("a placement")
            .placement
            .to_board();
        assert_eq!(
            walk_legend(&board, "en").as_deref(),
            Some("Grasshopper white a1, a8; black h7 · Nightrider h8")
        );
        assert_eq!(
            walk_legend(&board, "de").as_deref(),
            Some("Grashüpfer weiß a1, a8; schwarz h7 · Nachtreiter h8")
        );
    }

    #[test]
    fn attributes_are_named_with_their_squares() {
        let board: Board = "8/8/8/8/3Q4/8/8/4K3".parse().expect("a board");
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut attributes = Attributes::new();
        attributes.insert(sq("d4"), vec![Attribute::Royal, Attribute::Kamikaze]);
        attributes.insert(sq("e1"), vec![Attribute::Kamikaze]);
        // Off the board: not named.
        attributes.insert(sq("k9"), vec![Attribute::Magic]);
        assert_eq!(
            attribute_legend(&attributes, &board, "en").as_deref(),
            Some("\u{265a} Royal d4 · K Kamikaze d4, e1")
        );
        assert_eq!(
            attribute_legend(&attributes, &board, "fr").as_deref(),
            Some("\u{265a} Royale d4 · K Kamikaze d4, e1")
        );
        assert_eq!(attribute_legend(&Attributes::new(), &board, "en"), None);
    }
}
