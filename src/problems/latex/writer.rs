//! The writer: an [`Environment`] as one `diagram` environment in the
//! package's order, and what of it the package cannot say ([`Lost`]).

use std::fmt::Write as _;

use crate::board::{Board, Cell, Square, SquareText, Walk};
use crate::problems::Problem;

use super::letters::{code_order, piece_code, square_code};
use super::problem::lost_lists;
use super::tex::to_latex;
use super::walks::{diagram_walk_name, names_a_walk_here};
use super::warning::{Lost, LostKind};
use super::{Environment, ProblemField};

/// A diagram written as one `diagram` environment, and what of it the
/// package cannot say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Writing {
    /// The environment, ending with a line end.
    pub text: String,
    /// What could not be written as it is, by square.
    pub lost: Vec<Lost>,
    /// The lines that would not read back as they are: a list (authors,
    /// conditions, twins, themes) one of whose items holds the list's
    /// separator (`;`, or `,` for themes) where the reader splits.
    pub lost_fields: Vec<ProblemField>,
}

/// Writes a diagram as a `diagram` environment. Walks are named under the
/// diagram (`\piecedefs`) in the language of `lang` as [`Walk::name_for`]
/// names them (English, German, French, Italian or Dutch; English for any
/// other), each by a name the reader takes back as that walk (else its
/// English name or code).
///
/// ```
/// use forsythe::problems::latex::{write, Environment};
/// let board: forsythe::Board = "4k3/8/8/8/8/8/8/4K2R".parse().unwrap();
/// let w = write(&Environment::of_board(board), "en");
/// assert_eq!(w.text, "\\begin{diagram}\n\\pieces{wKe1, wTh1, sKe8}\n\\end{diagram}\n");
/// assert!(w.lost.is_empty());
/// ```
#[must_use]
pub fn write(d: &Environment, lang: &str) -> Writing {
    let board = &d.board;
    let mut out = String::from("\\begin{diagram}");
    if (board.width(), board.height()) != (8, 8) {
        let _ = write!(out, "[{}x{}]", board.width(), board.height());
    }
    out.push('\n');
    let mut fields: Vec<&(ProblemField, String)> = d.fields.iter().collect();
    fields.sort_by_key(|(f, _)| *f);
    let (above, below): (Vec<_>, Vec<_>) = fields
        .into_iter()
        .partition(|(f, _)| *f < ProblemField::Stipulation);
    for (field, text) in above {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    let Squares {
        groups,
        walks,
        holes,
        texts,
        lost,
    } = squares_of(board);
    write_pieces(&mut out, &groups);
    write_squares(&mut out, d, &holes, &texts);
    for (field, text) in below.iter().filter(|(f, _)| *f < ProblemField::Solution) {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    let defs = piece_defs(d, walks, lang);
    if !defs.is_empty() {
        let _ = writeln!(out, "\\piecedefs{{{}}}", defs.join("; "));
    }
    if d.computer_tested {
        out.push_str("\\Co{+}\n");
    }
    for (field, text) in below.iter().filter(|(f, _)| *f >= ProblemField::Solution) {
        let _ = writeln!(out, "\\{}{{{}}}", field.command(), to_latex(text));
    }
    out.push_str("\\end{diagram}\n");
    Writing {
        text: out,
        lost,
        lost_fields: Vec::new(),
    }
}

/// A board's squares as the package writes them.
struct Squares {
    /// The pieces, grouped by their letters; the squares of each in order.
    groups: Vec<(String, Vec<Square>)>,
    /// The walks to name under the diagram: picture, walk, colours.
    walks: Vec<(String, Walk, Vec<char>)>,
    holes: Vec<Square>,
    texts: Vec<(Square, SquareText)>,
    /// What the package cannot say, by square.
    lost: Vec<Lost>,
}

/// The squares of a board, file by file, sorted into what the package
/// writes of them.
fn squares_of(board: &Board) -> Squares {
    let mut lost = Vec::new();
    let mut groups: Vec<(String, Vec<Square>)> = Vec::new();
    let mut walks: Vec<(String, Walk, Vec<char>)> = Vec::new();
    // The pieces with no walk: picture and colour.
    let mut plain: Vec<(Square, String, char)> = Vec::new();
    let mut holes = Vec::new();
    let mut texts = Vec::new();
    let mut squares: Vec<(Square, Cell)> = board.cells().collect();
    squares.sort_by_key(|(sq, _)| (sq.file(), sq.rank()));
    for (sq, cell) in squares {
        match cell {
            Cell::Empty => {}
            Cell::Hole => holes.push(sq),
            Cell::Text(t) => texts.push((sq, t)),
            Cell::Unknown(_) => lost.push(Lost {
                square: sq,
                kind: LostKind::Unknown,
            }),
            Cell::Piece(_) | Cell::Fairy(_) => {
                let Some(f) = cell.as_fairy() else { continue };
                let (code, why) = piece_code(f);
                if let Some(kind) = why {
                    lost.push(Lost { square: sq, kind });
                }
                let picture: String = code.chars().skip(1).collect();
                let colour = code.chars().next().unwrap_or('w');
                if f.walk.is_none() {
                    plain.push((sq, picture.clone(), colour));
                }
                if let Some(walk) = f.walk {
                    match walks.iter_mut().find(|(p, _, _)| *p == picture) {
                        Some((_, w, colours)) if *w == walk => {
                            if !colours.contains(&colour) {
                                colours.push(colour);
                            }
                        }
                        Some(_) => lost.push(Lost {
                            square: sq,
                            kind: LostKind::SharedPicture,
                        }),
                        None => walks.push((picture, walk, vec![colour])),
                    }
                }
                match groups.iter_mut().find(|(c, _)| *c == code) {
                    Some((_, list)) => list.push(sq),
                    None => groups.push((code, vec![sq])),
                }
            }
        }
    }
    // A piece with no walk whose picture and colour a walk is named for
    // would be read back as that walk.
    for (sq, picture, colour) in plain {
        if walks
            .iter()
            .any(|(p, _, colours)| *p == picture && colours.contains(&colour))
        {
            lost.push(Lost {
                square: sq,
                kind: LostKind::SharedPicture,
            });
        }
    }
    lost.sort_by_key(|l| (l.square.file(), l.square.rank()));
    groups.sort_by_key(|(code, _)| code_order(code));
    Squares {
        groups,
        walks,
        holes,
        texts,
        lost,
    }
}

/// `\pieces`: each group's letters and its squares.
fn write_pieces(out: &mut String, groups: &[(String, Vec<Square>)]) {
    if !groups.is_empty() {
        let items: Vec<String> = groups
            .iter()
            .map(|(code, sqs)| {
                let mut item = code.clone();
                for sq in sqs {
                    item.push_str(&square_code(*sq));
                }
                item
            })
            .collect();
        let _ = writeln!(out, "\\pieces{{{}}}", items.join(", "));
    }
}

/// The squares' other marks: holes (`\nofields`), texts (`\fieldtext`),
/// frames, grid lines and the board's flags.
fn write_squares(
    out: &mut String,
    d: &Environment,
    holes: &[Square],
    texts: &[(Square, SquareText)],
) {
    let list = |sqs: &[Square]| -> String {
        sqs.iter()
            .map(|s| square_code(*s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !holes.is_empty() {
        let _ = writeln!(out, "\\nofields{{{}}}", list(holes));
    }
    if !texts.is_empty() {
        let items: Vec<String> = texts
            .iter()
            .map(|(sq, t)| format!("{{{}}}{}", to_latex(&t.to_string()), square_code(*sq)))
            .collect();
        let _ = writeln!(out, "\\fieldtext{{{}}}", items.join(", "));
    }
    if !d.frames.is_empty() {
        let _ = writeln!(out, "\\fieldframe{{{}}}", list(&d.frames));
    }
    if !d.grid_lines.is_empty() {
        let num = |n: usize| {
            if n > 9 {
                format!("{{{n}}}")
            } else {
                n.to_string()
            }
        };
        let items: Vec<String> = d
            .grid_lines
            .iter()
            .map(|g| {
                format!(
                    "{}{}{}{}",
                    if g.vertical { 'v' } else { 'h' },
                    num(g.from.file()),
                    num(g.from.rank()),
                    num(usize::from(g.length))
                )
            })
            .collect();
        let _ = writeln!(out, "\\gridlines{{{}}}", items.join(", "));
    }
    for (flag, name) in [
        (d.grid_chess, "gridchess"),
        (d.vertical_cylinder, "verticalcylinder"),
        (d.horizontal_cylinder, "horizontalcylinder"),
        (d.no_frame, "noframe"),
    ] {
        if flag {
            let _ = writeln!(out, "\\{name}");
        }
    }
}

/// The pictures named under the diagram (`\piecedefs`): the walks of the
/// board in the language of `lang`, then the kept pictures that name no
/// walk here.
fn piece_defs(
    d: &Environment,
    mut walks: Vec<(String, Walk, Vec<char>)>,
    lang: &str,
) -> Vec<String> {
    walks.sort_by_key(|(picture, _, _)| code_order(&format!("w{picture}")));
    let mut defs: Vec<String> = walks
        .iter()
        .map(|(picture, walk, colours)| {
            let mut colours = colours.clone();
            colours.sort_by_key(|c| "wsn".find(*c));
            let colours: String = colours.into_iter().collect();
            format!(
                "{{{colours}}}{{{picture}}}{{{}}}",
                to_latex(diagram_walk_name(*walk, lang))
            )
        })
        .collect();
    // A kept picture whose letter names no piece in its document's letters
    // (`\DefinePieces`) but would in ours, under a name of a walk, would be
    // read back as that walk given to our pieces of that picture: it names
    // no piece of this board and is left out.
    defs.extend(
        d.piece_defs
            .iter()
            .filter(|p| !names_a_walk_here(p))
            .map(|p| format!("{{{}}}{{{}}}{{{}}}", p.colours, p.code, to_latex(&p.name))),
    );
    defs
}

/// Writes a problem as a `diagram` environment (see [`write()`] and
/// [`Environment::from_problem`]). Its lists that would not read back
/// as they are (see [`Writing::lost_fields`]) are written all the same.
#[must_use]
pub fn write_problem(p: &Problem, lang: &str) -> Writing {
    let (d, mut lost) = Environment::from_problem(p);
    let mut written = write(&d, lang);
    written.lost_fields = lost_lists(p);
    lost.append(&mut written.lost);
    lost.sort_by_key(|l| (l.square.file(), l.square.rank()));
    written.lost = lost;
    written
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Fairy, Shape, Side, Turn, WalkLanguage};
    use crate::problems::latex::testing::{every_kind, one, sq, through};

    #[test]
    fn every_colour_piece_and_turn_reads_and_writes_back_exactly() {
        let (text, expected) = every_kind();
        assert!(text.contains("wTRa{10}"), "{text}");
        let (d, warnings) = one(&text);
        assert_eq!(warnings, []);
        assert_eq!((d.board.width(), d.board.height()), (10, 10));
        for (square, fairy) in &expected {
            assert_eq!(d.board.get(*square), Some(Cell::fairy(*fairy)), "{square}");
        }
        let pieces = d
            .board
            .cells()
            .filter(|(_, c)| c.as_fairy().is_some())
            .count();
        assert_eq!(pieces, expected.len());
        let w = write(&d, "en");
        assert_eq!(w.text, text);
        assert_eq!(w.lost, []);
    }

    #[test]
    fn what_the_package_cannot_draw_is_lost_by_square() {
        let mut board = Board::empty(8, 8).expect("a board");
        let put = |b: &mut Board, s: &str, f: Fairy| b.set(sq(s), Cell::fairy(f));
        put(&mut board, "a1", Fairy::new(Side::White, Shape::Cross));
        put(
            &mut board,
            "b1",
            Fairy::new(Side::Black, Shape::Knight).turned(Turn::DownRight),
        );
        put(
            &mut board,
            "c1",
            Fairy::new(Side::White, Shape::Circle).turned(Turn::Down),
        );
        put(
            &mut board,
            "d1",
            Fairy::new(Side::Neutral, Shape::Equihopper).turned(Turn::Left),
        );
        board.set(sq("e1"), Cell::Unknown('Z'));
        let g = Walk::from_name("grasshopper").expect("a walk");
        let l = Walk::from_name("lion").expect("a walk");
        put(&mut board, "f1", Fairy::of_walk(Side::White, g));
        // A lion turned as the grasshopper is: its picture is taken.
        put(
            &mut board,
            "g1",
            Fairy {
                walk: Some(l),
                ..Fairy::of_walk(Side::Black, g)
            },
        );
        put(&mut board, "h1", Fairy::of_walk(Side::Black, g));
        let w = write(&Environment::of_board(board), "de");
        assert_eq!(
            w.text,
            "\\begin{diagram}\n\\pieces{wDUf1h1, wCa1c1, sSRb1, sDUg1, nXd1}\n\
             \\piecedefs{{ws}{DU}{Grashüpfer}}\n\\end{diagram}\n"
                .replace("wDUf1h1", "wDUf1")
                .replace("sSRb1, sDUg1", "sDUg1h1, sSRb1")
        );
        let lost: Vec<(String, LostKind)> = w
            .lost
            .iter()
            .map(|l| (l.square.to_string(), l.kind))
            .collect();
        assert_eq!(
            lost,
            [
                ("a1".to_owned(), LostKind::Marker),
                ("b1".to_owned(), LostKind::EighthTurn),
                ("c1".to_owned(), LostKind::Turn),
                ("d1".to_owned(), LostKind::Turn),
                ("e1".to_owned(), LostKind::Unknown),
                ("g1".to_owned(), LostKind::SharedPicture),
            ]
        );
    }

    /// A list whose item holds the list's separator cannot be written so
    /// that it reads back: the writer says which.
    #[test]
    fn a_separator_inside_an_item_is_reported() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.conditions = vec!["Circe; Madrasi".into()];
        p.keywords = vec!["Theme A, B".into(), "C".into()];
        p.authors = vec!["Smith; Jones".into()];
        let (w, _) = through(&p);
        assert_eq!(
            w.lost_fields,
            [
                ProblemField::Author,
                ProblemField::Condition,
                ProblemField::Themes
            ]
        );
        p.conditions = vec!["Circe".into(), "Madrasi".into()];
        p.keywords = vec!["C".into()];
        p.authors = vec!["J. Smith Jr.".into(), "Petrov, Ivan".into()];
        let (w, back) = through(&p);
        assert!(w.lost_fields.is_empty(), "{:?}", w.lost_fields);
        assert_eq!(back.conditions, p.conditions);
        assert_eq!(back.authors, ["J. Smith Jr.", "Ivan Petrov"]);
    }

    /// A piece with no walk in the picture of a walk named under the
    /// diagram would be read back as that walk: it is reported.
    #[test]
    fn a_piece_without_walk_in_a_named_picture_is_reported() {
        let g = Walk::from_code("g", WalkLanguage::English).unwrap();
        let mut board = Board::empty(8, 8).unwrap();
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::White, g)));
        board.set(
            sq("e4"),
            Cell::fairy(Fairy::new(Side::White, Shape::Queen).turned(Turn::Down)),
        );
        let w = write(&Environment::of_board(board), "en");
        assert_eq!(
            w.lost,
            [Lost {
                square: sq("e4"),
                kind: LostKind::SharedPicture
            }]
        );
    }
}
