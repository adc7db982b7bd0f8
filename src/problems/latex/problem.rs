//! An [`Environment`] as a [`Problem`] and back: authors, lists, twins and
//! the lines no field of a problem holds.

use crate::board::{Board, BoardMarks, Cell, Cylinder, Fairy, Square, WalkLanguage};
use crate::problems::{Position, Problem, ProblemNotation, Source, Twin, TwinChange};

use super::letters::{coded_square, piece_code};
use super::tex::{from_latex, to_latex};
use super::walks::kept_piece_def;
use super::warning::{Lost, LostKind};
use super::{Environment, ProblemField};

/// `kept` keys of a [`Problem`] read from a diagram: the package's lines
/// that no field of a problem holds, by command.
const KEPT: [ProblemField; 11] = [
    ProblemField::City,
    ProblemField::SourceNr,
    ProblemField::Pages,
    ProblemField::Months,
    ProblemField::Tournament,
    ProblemField::After,
    ProblemField::Version,
    ProblemField::Correction,
    ProblemField::Comment,
    ProblemField::Judgement,
    ProblemField::Genre,
];

/// `Surname, Given` as the package writes an author, turned to `Given
/// Surname`; a name with no comma stays as it is.
fn author_from_package(name: &str) -> String {
    crate::problems::author_name(name)
}

/// An author as the package takes one, its spaces one each: `Surname,
/// Given` (the last word is the surname); a name that has a comma already, one word, or one whose
/// last word would not be read back as a surname (`J. Smith Jr.`), stays.
fn author_to_package(name: &str) -> String {
    // TeX reads any run of spaces as one.
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let name = name.as_str();
    match name.rsplit_once(' ') {
        Some((given, surname)) if !name.contains(',') => {
            let turned = format!("{}, {}", surname.trim(), given.trim());
            if author_from_package(&turned) == name {
                turned
            } else {
                name.to_owned()
            }
        }
        _ => name.to_owned(),
    }
}

/// One twin as the package's lines write it (`b) wKd1→c1`, `c) +sBe5`):
/// its changes where every word is a move, exchange, addition or removal,
/// else the whole as a change read and kept; the text as written either way.
fn twin_from_text(text: &str) -> Twin {
    let t = text.trim();
    let continued = t.starts_with('+') && starts_with_label(t);
    let body = match t.split_once(')') {
        Some((label, rest))
            if label.trim_start_matches('+').chars().count() <= 3
                && label
                    .trim_start_matches('+')
                    .starts_with(|c: char| c.is_ascii_lowercase()) =>
        {
            rest.trim()
        }
        _ => t,
    };
    let change = |word: &str| -> Option<TwinChange> {
        if let Some(rest) = word.strip_prefix('+') {
            let (piece, square, rest) = coded_square(rest)?;
            return rest.is_empty().then_some(TwinChange::Add {
                square,
                cell: Cell::fairy(piece?),
                attributes: Vec::new(),
            });
        }
        if let Some(rest) = word.strip_prefix('-') {
            let (_, square, rest) = coded_square(rest)?;
            return rest.is_empty().then_some(TwinChange::Remove { square });
        }
        let (_, from, rest) = coded_square(word)?;
        if let Some(to) = rest.strip_prefix('→').or_else(|| rest.strip_prefix('-')) {
            let (_, to, rest) = coded_square(to)?;
            return rest.is_empty().then_some(TwinChange::Move { from, to });
        }
        let to = rest.strip_prefix('↔')?;
        let (_, b, rest) = coded_square(to)?;
        rest.is_empty()
            .then_some(TwinChange::Exchange { a: from, b })
    };
    let changes: Option<Vec<TwinChange>> = body.split_whitespace().map(change).collect();
    let changes = match changes {
        Some(c) if !c.is_empty() => c,
        _ => vec![TwinChange::Other(body.to_owned())],
    };
    Twin {
        changes,
        continued,
        text: Some(t.to_owned()),
    }
}

/// The letters of the piece on a square (`wKd1`), or the square alone.
fn coded(board: &Board, square: Square) -> String {
    match board.get(square).and_then(Cell::as_fairy) {
        Some(f) => format!("{}{square}", piece_code(f).0),
        None => square.to_string(),
    }
}

/// A twin in the package's lines: as written when it was read from text,
/// else its changes in the package's piece letters.
fn twin_to_text(problem: &Problem, index: usize, positions: &[Position]) -> String {
    let Some(twin) = problem.twins.get(index) else {
        return String::new();
    };
    if let Some(text) = &twin.text {
        return text.clone();
    }
    let base = if twin.continued {
        positions.get(index)
    } else {
        positions.first()
    };
    let board = base.map_or(&problem.board, |p| &p.board);
    let words: Vec<String> = twin
        .changes
        .iter()
        .map(|c| match c {
            TwinChange::Move { from, to } => format!("{}→{to}", coded(board, *from)),
            TwinChange::Exchange { a, b } => format!("{}↔{}", coded(board, *a), coded(board, *b)),
            TwinChange::Add { square, cell, .. } => match cell.as_fairy() {
                Some(f) => format!("+{}{square}", piece_code(f).0),
                None => format!("+{square}"),
            },
            TwinChange::Remove { square } => format!("-{}", coded(board, *square)),
            TwinChange::Substitute { from, to } => {
                let letters = |f: &Fairy| piece_code(*f).0.chars().skip(1).collect::<String>();
                format!("{}→{}", letters(from), letters(to))
            }
            TwinChange::Rotate(r) => format!("rotate {}°", r.degrees()),
            TwinChange::Mirror(m) => m.name().replace("<-->", "↔"),
            TwinChange::Shift { from, to } => format!("shift {from}→{to}"),
            TwinChange::Polish => "Polish type".to_owned(),
            TwinChange::Stipulation(s) => s.clone(),
            TwinChange::Condition(c) => c.join(", "),
            TwinChange::Other(s) => s.clone(),
        })
        .collect();
    let label = crate::problems::twin::label(index + 1);
    let plus = if twin.continued { "+" } else { "" };
    format!("{plus}{label} {}", words.join(" "))
}

impl Environment {
    /// The problem this diagram is: its board, lines, twins and marks. The
    /// package's lines that a problem has no field for are kept by command
    /// (`city`, `tournament`, `comment`, …), as are its pictures named
    /// under the diagram that name no walk (`piecedefs`) and `\noframe`.
    #[must_use]
    pub fn to_problem(&self) -> Problem {
        let mut p = Problem::new(self.board.clone());
        p.line = self.line;
        p.notation = ProblemNotation {
            dialect: crate::notation::Dialect::POPEYE_GERMAN,
            walks: WalkLanguage::German,
        };
        let list = |field: ProblemField, sep: char| -> Vec<String> {
            self.field(field)
                .map(|t| {
                    t.split(sep)
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default()
        };
        p.authors = list(ProblemField::Author, ';')
            .iter()
            .map(|a| author_from_package(a))
            .collect();
        let date = match (
            self.field(ProblemField::Year),
            self.field(ProblemField::Month),
            self.field(ProblemField::Day),
        ) {
            (Some(y), Some(m), Some(d)) => Some(format!("{y}-{m:0>2}-{d:0>2}")),
            (Some(y), Some(m), None) => Some(format!("{y}-{m:0>2}")),
            (Some(y), _, _) => Some(y.to_owned()),
            _ => None,
        };
        let issue = self.field(ProblemField::Issue).map(str::to_owned);
        if self.field(ProblemField::Source).is_some() || issue.is_some() || date.is_some() {
            p.source = Some(Source {
                name: self
                    .field(ProblemField::Source)
                    .unwrap_or_default()
                    .to_owned(),
                issue,
                date,
            });
        }
        p.award = self.field(ProblemField::Award).map(str::to_owned);
        p.dedication = self.field(ProblemField::Dedication).map(str::to_owned);
        p.stipulation = self.field(ProblemField::Stipulation).map(str::to_owned);
        p.conditions = list(ProblemField::Condition, ';');
        p.twins = self
            .field(ProblemField::Twins)
            .map(twin_items)
            .unwrap_or_default()
            .iter()
            .map(|t| twin_from_text(t))
            .collect();
        p.remark = self.field(ProblemField::Remark).map(str::to_owned);
        p.solution = self.field(ProblemField::Solution).map(str::to_owned);
        p.keywords = list(ProblemField::Themes, ',');
        p.computer_tested = self.computer_tested;
        p.marks = BoardMarks {
            grid_lines: self.grid_lines.clone(),
            grid: self.grid_chess,
            framed: self.frames.clone(),
            cylinder: Cylinder {
                vertical: self.vertical_cylinder,
                horizontal: self.horizontal_cylinder,
            },
        };
        for (field, text) in &self.fields {
            if KEPT.contains(field) {
                p.kept.push((field.command().to_owned(), text.clone()));
            }
        }
        if self.no_frame {
            p.kept.push(("noframe".to_owned(), String::new()));
        }
        for d in &self.piece_defs {
            p.kept.push((
                "piecedefs".to_owned(),
                format!("{{{}}}{{{}}}{{{}}}", d.colours, d.code, d.name),
            ));
        }
        p
    }

    /// The diagram of a problem, and what of it the package cannot say: the
    /// attributes of its pieces (royal, …), which the package has no mark
    /// for. Its title and solving options are no part of a diagram and are
    /// left out; its source's date is written as `\year`, `\month` and
    /// `\day` when it is `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    #[must_use]
    pub fn from_problem(p: &Problem) -> (Environment, Vec<Lost>) {
        let mut d = Environment::of_board(p.board.clone());
        d.line = p.line.max(1);
        let lost = p
            .attributes
            .iter()
            .filter(|(_, a)| !a.is_empty())
            .map(|(square, _)| Lost {
                square: *square,
                kind: LostKind::Attribute,
            })
            .collect();
        // Written trimmed, as they are read.
        let mut push = |field: ProblemField, text: &str| {
            if !text.trim().is_empty() {
                d.fields.push((field, text.trim().to_owned()));
            }
        };
        let lists = lists_of(p);
        let joined = |field: ProblemField| {
            lists
                .iter()
                .find(|(f, _, _)| *f == field)
                .map(|(_, sep, items)| {
                    let items: Vec<&str> = items.iter().map(|i| i.trim()).collect();
                    items.join(sep)
                })
                .unwrap_or_default()
        };
        push(ProblemField::Author, &joined(ProblemField::Author));
        if let Some(source) = &p.source {
            push(ProblemField::Source, &source.name);
            if let Some(issue) = &source.issue {
                push(ProblemField::Issue, issue);
            }
            if let Some(date) = &source.date {
                let parts: Vec<&str> = date.split('-').collect();
                let numeric = parts
                    .iter()
                    .all(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
                // A number without its leading zeros (`07` is `7`, `00` is `0`).
                let number = |n: &'_ str| -> String {
                    let t = n.trim_start_matches('0');
                    if t.is_empty() { "0" } else { t }.to_owned()
                };
                match parts.as_slice() {
                    [y, m, day] if numeric => {
                        push(ProblemField::Year, y);
                        push(ProblemField::Month, &number(m));
                        push(ProblemField::Day, &number(day));
                    }
                    [y, m] if numeric => {
                        push(ProblemField::Year, y);
                        push(ProblemField::Month, &number(m));
                    }
                    _ => push(ProblemField::Year, date),
                }
            }
        }
        if let Some(a) = &p.award {
            push(ProblemField::Award, a);
        }
        if let Some(a) = &p.dedication {
            push(ProblemField::Dedication, a);
        }
        if let Some(s) = &p.stipulation {
            push(ProblemField::Stipulation, s);
        }
        push(ProblemField::Condition, &joined(ProblemField::Condition));
        push(ProblemField::Twins, &joined(ProblemField::Twins));
        if let Some(r) = &p.remark {
            push(ProblemField::Remark, r);
        }
        if let Some(s) = &p.solution {
            push(ProblemField::Solution, s);
        }
        push(ProblemField::Themes, &joined(ProblemField::Themes));
        for (key, text) in &p.kept {
            match ProblemField::from_command(key) {
                Some(field) if KEPT.contains(&field) => push(field, text),
                _ if key == "noframe" => d.no_frame = true,
                _ if key == "piecedefs" => d.piece_defs.extend(kept_piece_def(text)),
                _ => {}
            }
        }
        d.computer_tested = p.computer_tested;
        d.frames = p.marks.framed.clone();
        d.grid_lines = p.marks.grid_lines.clone();
        d.grid_chess = p.marks.grid;
        d.vertical_cylinder = p.marks.cylinder.vertical;
        d.horizontal_cylinder = p.marks.cylinder.horizontal;
        (d, lost)
    }
}

/// The problem's lists as the package writes them: each field, the
/// separator its items are joined with, and the items.
fn lists_of(p: &Problem) -> Vec<(ProblemField, &'static str, Vec<String>)> {
    let positions = p.positions();
    vec![
        (
            ProblemField::Author,
            "; ",
            p.authors.iter().map(|a| author_to_package(a)).collect(),
        ),
        (ProblemField::Condition, "; ", p.conditions.clone()),
        (
            ProblemField::Twins,
            "; ",
            (0..p.twins.len())
                .map(|i| twin_to_text(p, i, &positions))
                .collect(),
        ),
        (ProblemField::Themes, ", ", p.keywords.clone()),
    ]
}

/// The items of a list as read back: split at the separator, trimmed,
/// empty ones left out.
fn list_items(text: &str, sep: char) -> Vec<String> {
    text.split(sep)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The twins of a `\twins` line: separated by `;`. When the first twin
/// starts with its label (`b)`, `+c)`), a `;` separates twins only where
/// a label follows it, so that a twin may hold a `;` (`b) Condition
/// Circe;Madrasi; c) …`), kept as written.
fn twin_items(text: &str) -> Vec<String> {
    if !starts_with_label(text) {
        return list_items(text, ';');
    }
    let mut out = Vec::new();
    let mut start = 0;
    for (i, _) in text.match_indices(';') {
        let after = text.get(i + 1..).unwrap_or("");
        if starts_with_label(after) {
            out.push(text.get(start..i).unwrap_or(""));
            start = i + 1;
        }
    }
    out.push(text.get(start..).unwrap_or(""));
    out.into_iter()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Whether a twin's text starts with its label: `b)`, `+c)`, `z12)`.
fn starts_with_label(text: &str) -> bool {
    let t = text.trim_start().trim_start_matches('+');
    let mut chars = t.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let rest = chars
        .as_str()
        .trim_start_matches(|c: char| c.is_ascii_digit());
    rest.starts_with(')')
}

/// The lists of a problem that would not read back as written.
pub(super) fn lost_lists(p: &Problem) -> Vec<ProblemField> {
    let normal = |items: &[String]| -> Vec<String> {
        items
            .iter()
            .map(|i| from_latex(&to_latex(i)))
            .filter(|i| !i.is_empty())
            .collect()
    };
    lists_of(p)
        .into_iter()
        .filter(|(field, sep, items)| {
            let text = from_latex(&to_latex(&items.join(sep)));
            let back = if *field == ProblemField::Twins {
                twin_items(&text)
            } else {
                list_items(&text, sep.chars().next().unwrap_or(';'))
            };
            back != normal(items)
        })
        .map(|(field, _, _)| field)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{GridLine, Shape, Side, Turn, Walk};
    use crate::problems::latex::reader::read;
    use crate::problems::latex::testing::{one, sq, through};
    use crate::problems::latex::writer::{write, write_problem};

    #[test]
    fn a_problem_with_its_lines_reads_and_writes_back_exactly() {
        let text = "\\begin{diagram}\n\
            \\author{Brand, Thomas; Höning, Stefan}\n\
            \\source{Problemkiste}\n\
            \\year{1992}\n\
            \\award{1. Preis}\n\
            \\dedication{Elmar Bartel gew.}\n\
            \\pieces{wKd1, wLe2, wSRc3, sKh8, sDUb2g7, sBe4, nTLa4}\n\
            \\nofields{h1}\n\
            \\fieldtext{{12}a8, {A}f6}\n\
            \\fieldframe{d4, e5}\n\
            \\gridlines{v217, h{10}04}\n\
            \\gridchess\n\
            \\verticalcylinder\n\
            \\stipulation{h\\#7}\n\
            \\condition{Circe; Anticirce}\n\
            \\twins{b) wKd1\\ra{}c1; c) +sBe5}\n\
            \\remark{50\\% \\& more}\n\
            \\piecedefs{{s}{DU}{grasshopper}; {w}{SR}{zebra}}\n\
            \\Co{+}\n\
            \\solution{1.Ta3 Kc2!, 2.Tf3 e\\x{}f3}\n\
            \\end{diagram}\n";
        let (d, warnings) = one(text);
        assert_eq!(warnings, []);
        let grasshopper = Walk::from_name("grasshopper").expect("a walk");
        let zebra = Walk::from_name("zebra").expect("a walk");
        assert_eq!(
            d.board.get(sq("g7")),
            Some(Cell::Fairy(Fairy::of_walk(Side::Black, grasshopper)))
        );
        assert_eq!(
            d.board.get(sq("c3")),
            Some(Cell::Fairy(Fairy::of_walk(Side::White, zebra)))
        );
        assert_eq!(
            d.board.get(sq("a4")),
            Some(Cell::Fairy(
                Fairy::new(Side::Neutral, Shape::Rook).turned(Turn::Left)
            ))
        );
        assert_eq!(d.board.get(sq("h1")), Some(Cell::Hole));
        assert_eq!(
            d.board.get(sq("a8")),
            Some(Cell::Text("12".parse().expect("a text")))
        );
        assert_eq!(d.frames, [sq("d4"), sq("e5")]);
        assert_eq!(
            d.grid_lines,
            [
                GridLine {
                    vertical: true,
                    from: sq("c2"),
                    length: 7
                },
                GridLine {
                    vertical: false,
                    from: sq("k1"),
                    length: 4
                },
            ]
        );
        assert!(d.grid_chess && d.vertical_cylinder && !d.horizontal_cylinder && d.computer_tested);
        assert_eq!(
            d.field(ProblemField::Author),
            Some("Brand, Thomas; Höning, Stefan")
        );
        assert_eq!(d.field(ProblemField::Stipulation), Some("h#7"));
        assert_eq!(d.field(ProblemField::Twins), Some("b) wKd1→c1; c) +sBe5"));
        assert_eq!(d.field(ProblemField::Remark), Some("50% & more"));
        assert_eq!(
            d.field(ProblemField::Solution),
            Some("1.Ta3 Kc2!, 2.Tf3 e×f3")
        );
        assert_eq!(d.piece_defs, []);
        assert_eq!(write(&d, "en").text, text);
    }

    #[test]
    fn a_picture_whose_colours_hold_groups_is_kept_through_a_problem() {
        // The colours are a group holding groups and a line end, the name
        // a brace of its own: both come back as they were read.
        let text = "\\begin{diagram}\\piecedefs{{{7}\n\\year{m}}{QU}{Grash\\\"upfer}; \
            {w}{Q}{a \\{b}}\\end{diagram}\n";
        let r = read(text);
        assert_eq!(r.warnings, []);
        let [d] = r.diagrams.as_slice() else {
            panic!("one diagram: {:?}", r.diagrams)
        };
        assert_eq!(d.piece_defs.len(), 2);
        let (from, _) = Environment::from_problem(&d.to_problem());
        assert_eq!(from.piece_defs, d.piece_defs);
        let written = write_problem(&d.to_problem(), "en");
        let back = read(&written.text);
        assert_eq!(back.warnings, [], "{}", written.text);
        assert_eq!(back.diagrams[0].piece_defs, d.piece_defs);
    }

    #[test]
    fn a_diagram_is_a_problem_and_back() {
        let text = "\\begin{diagram}\n\
            \\author{Brand, Thomas; Höning, Stefan}\n\
            \\source{Problemkiste}\n\
            \\issue{12}\n\
            \\month{7}\n\
            \\year{1992}\n\
            \\tournament{Thematic tourney}\n\
            \\award{1. Preis}\n\
            \\pieces{wKa1, wDUd4, sKh8, nTb6}\n\
            \\fieldframe{e4}\n\
            \\gridlines{v217}\n\
            \\horizontalcylinder\n\
            \\noframe\n\
            \\stipulation{h\\#2}\n\
            \\condition{Circe; Madrasi}\n\
            \\twins{b) wKa1\\ra{}a2; c) +sBe5; +d) h8\\lra{}a1; e) rotate 90}\n\
            \\remark{Grasshopper}\n\
            \\piecedefs{{w}{DU}{grasshopper}; {s}{K}{Kaiser}}\n\
            \\Co{+}\n\
            \\solution{1.Ka2}\n\
            \\themes{Zilahi, Umnov}\n\
            \\end{diagram}\n";
        let (d, warnings) = one(text);
        assert_eq!(warnings, []);
        let p = d.to_problem();
        assert_eq!(p.authors, ["Thomas Brand", "Stefan Höning"]);
        assert_eq!(
            p.source,
            Some(Source {
                name: "Problemkiste".into(),
                issue: Some("12".into()),
                date: Some("1992-07".into()),
            })
        );
        assert_eq!(p.award.as_deref(), Some("1. Preis"));
        assert_eq!(p.stipulation.as_deref(), Some("h#2"));
        assert_eq!(p.conditions, ["Circe", "Madrasi"]);
        assert_eq!(p.keywords, ["Zilahi", "Umnov"]);
        assert!(p.computer_tested);
        assert_eq!(p.marks.framed, [sq("e4")]);
        assert!(p.marks.cylinder.horizontal && !p.marks.cylinder.vertical);
        let changes: Vec<&[TwinChange]> = p.twins.iter().map(|t| t.changes.as_slice()).collect();
        assert_eq!(
            changes,
            [
                &[TwinChange::Move {
                    from: sq("a1"),
                    to: sq("a2")
                }][..],
                &[TwinChange::Add {
                    square: sq("e5"),
                    cell: Cell::Piece(crate::board::Piece::new(
                        crate::board::Color::Black,
                        crate::board::Role::Pawn
                    )),
                    attributes: Vec::new()
                }][..],
                &[TwinChange::Exchange {
                    a: sq("h8"),
                    b: sq("a1")
                }][..],
                &[TwinChange::Other("rotate 90".into())][..],
            ]
        );
        assert!(p.twins[2].continued && !p.twins[1].continued);
        // The twins are played: b) has the king on a2.
        let b = &p.positions()[1];
        assert_eq!(
            b.board.get(sq("a2")).and_then(Cell::piece).map(|p| p.role),
            Some(crate::board::Role::King)
        );
        assert_eq!(
            p.kept,
            [
                ("tournament".to_owned(), "Thematic tourney".to_owned()),
                ("noframe".to_owned(), String::new()),
                ("piecedefs".to_owned(), "{s}{K}{Kaiser}".to_owned()),
            ]
        );
        // Written back, it is the same text.
        let w = write_problem(&p, "en");
        assert_eq!(w.lost, []);
        assert_eq!(w.text, text);
    }

    #[test]
    fn a_problem_read_elsewhere_is_written_in_the_package_letters() {
        let mut board = Board::empty(8, 8).expect("a board");
        let g = Walk::from_name("grasshopper").expect("a walk");
        board.set(sq("d7"), Cell::fairy(Fairy::new(Side::White, Shape::King)));
        board.set(sq("d4"), Cell::fairy(Fairy::of_walk(Side::Black, g)));
        let mut p = Problem::new(board);
        p.authors = vec!["Sam Loyd".into(), "Loyd, Samuel".into()];
        p.source = Some(Source {
            name: "The Problemist".into(),
            issue: None,
            date: Some("1996-07-04".into()),
        });
        p.title = Some("left out".into());
        p.options = vec!["try".into()];
        p.twins = vec![
            Twin::new(vec![TwinChange::Move {
                from: sq("d7"),
                to: sq("e6"),
            }]),
            Twin::new(vec![TwinChange::Remove { square: sq("d4") }]),
            Twin {
                continued: true,
                ..Twin::new(vec![TwinChange::Stipulation("h#3".into())])
            },
        ];
        p.attributes
            .insert(sq("d7"), vec![crate::board::Attribute::Royal]);
        let w = write_problem(&p, "en");
        assert_eq!(
            w.text,
            "\\begin{diagram}\n\
             \\author{Loyd, Sam; Loyd, Samuel}\n\
             \\source{The Problemist}\n\
             \\day{4}\n\
             \\month{7}\n\
             \\year{1996}\n\
             \\pieces{wKd7, sDUd4}\n\
             \\twins{b) wKd7\\ra{}e6; c) -sDUd4; +d) h\\#3}\n\
             \\piecedefs{{s}{DU}{grasshopper}}\n\
             \\end{diagram}\n"
        );
        assert_eq!(
            w.lost,
            [Lost {
                square: sq("d7"),
                kind: LostKind::Attribute
            }]
        );
    }

    /// Issue 44, finding 6: `^`, `~`, `∼`, line breaks and a twin holding a
    /// `;` read back as they were written.
    #[test]
    fn text_fields_read_back_as_written() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.stipulation = Some("h^#3".into());
        p.remark = Some("~1 and ∼2\nsecond line\r\nthird".into());
        p.solution = Some("1.Ka2\n1...Kb1".into());
        p.twins = vec![
            Twin::new(vec![TwinChange::Condition(vec!["Circe;Madrasi".into()])]),
            Twin {
                continued: true,
                ..Twin::new(vec![TwinChange::Stipulation("#2".into())])
            },
        ];
        let (w, back) = through(&p);
        assert!(w.text.contains("\\stipulation{h\\^{}\\#3}"), "{}", w.text);
        assert!(
            w.text
                .contains("\\remark{\\textasciitilde{}1 and \\any{}2\\\\second line\\\\third}"),
            "{}",
            w.text
        );
        assert!(
            w.text.contains("\\twins{b) Circe;Madrasi; +c) \\#2}"),
            "{}",
            w.text
        );
        assert!(w.lost_fields.is_empty());
        assert_eq!(back.stipulation.as_deref(), Some("h^#3"));
        assert_eq!(
            back.remark.as_deref(),
            Some("~1 and ∼2\nsecond line\nthird")
        );
        assert_eq!(back.solution.as_deref(), Some("1.Ka2\n1...Kb1"));
        let twins: Vec<_> = back
            .twins
            .iter()
            .map(|t| (t.text.as_deref(), t.continued))
            .collect();
        assert_eq!(
            twins,
            [(Some("b) Circe;Madrasi"), false), (Some("+c) #2"), true)]
        );
        // The accents alone are read as written.
        assert_eq!(from_latex("a\\\"{}b\\'{}c\\`{}d"), "a\"b'c`d");
    }

    /// A month or day of zero is written `0`, not left out (found by
    /// fuzzing: `2020-00` came back as `2020`).
    #[test]
    fn a_zero_month_is_written() {
        let mut p = Problem::new(Board::empty(8, 8).unwrap());
        p.source = Some(Source {
            name: "Problemkiste".into(),
            issue: None,
            date: Some("2020-00-07".into()),
        });
        let (w, back) = through(&p);
        assert!(
            w.text.contains("\\day{7}\n\\month{0}\n\\year{2020}\n"),
            "{}",
            w.text
        );
        assert_eq!(
            back.source.and_then(|s| s.date).as_deref(),
            Some("2020-00-07")
        );
    }
}
