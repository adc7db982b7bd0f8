//! The texts drawn with a diagram and the names of its files: templates
//! filled from the record (`{id}`, `{bm}`, `{c0}`, any EPD operation), the
//! game (`{White}`, `{Event}`, any PGN tag or CSV column) and the run (`{n}`,
//! `{line}`, `{stem}`, `{side}`, `{count}`).

use crate::app::template::{FieldSource, Template, TemplateError};
use crate::notation::Record;
use crate::settings::{ProblemLine, ProblemLines};
use crate::{Board, Color};

use crate::app::i18n::{Messages, n};

/// The templates of a run: captions, a problem's lines, file names.
#[derive(Debug, Clone, Default)]
pub struct Templates {
    /// Each `--caption`; the diagram's caption is those that give text,
    /// joined by a space.
    pub captions: Vec<Template>,
    /// `--author`, `--source`, `--stipulation`, `--condition`,
    /// `--twins-line`, `--award`, `--dedication`, `--solution`.
    pub problem: ProblemLines<Option<Template>>,
}

/// Reads one `--caption`, `--author`, … value: a template, where the words
/// `side` and `count` alone stand for `{side}` and `{count}`.
pub fn template(value: &str) -> Result<Template, TemplateError> {
    match value.trim() {
        "side" => "{side}".parse(),
        "count" => "{count}".parse(),
        _ => value.parse(),
    }
}

impl Templates {
    /// The templates from the settings' values.
    pub fn new(
        captions: &[String],
        problem: &ProblemLines<Option<String>>,
    ) -> Result<Templates, (String, TemplateError)> {
        let read = |v: &str| template(v).map_err(|e| (v.to_owned(), e));
        let captions = captions.iter().map(|c| read(c)).collect::<Result<_, _>>()?;
        let mut lines: ProblemLines<Option<Template>> = ProblemLines::default();
        for (line, value) in problem.iter() {
            *lines.get_mut(line) = value.as_deref().map(read).transpose()?;
        }
        Ok(Templates {
            captions,
            problem: lines,
        })
    }

    /// The caption: the captions that give text, joined by a space.
    pub fn caption(&self, fields: &RecordFields<'_>) -> Option<String> {
        let parts: Vec<String> = self
            .captions
            .iter()
            .filter_map(|t| t.render(fields))
            .filter(|p| !p.trim().is_empty())
            .collect();
        (!parts.is_empty()).then(|| parts.join(" "))
    }

    /// A problem's lines: each template given, else (or when its fields
    /// are all missing) the record's line of that name (a problem file's
    /// lines, the PGN tags `Author`, `Source` and `Stipulation` problem
    /// databases export); a template that gives nothing but white space
    /// turns the line off.
    pub fn problem(&self, fields: &RecordFields<'_>) -> ProblemLines<Option<String>> {
        ProblemLines::from_fn(|line| {
            self.line(line, fields, fields.tag(line.tag()).map(str::to_owned))
        })
    }

    /// One line: its template, else (or when the template's fields are all
    /// missing) `default`; nothing when that is blank, or when the template
    /// is a blank text (`--author ''`).
    pub fn line(
        &self,
        line: ProblemLine,
        fields: &RecordFields<'_>,
        default: Option<String>,
    ) -> Option<String> {
        match self.problem.get(line) {
            None => default,
            // A text without fields is drawn as written: empty, no line.
            Some(t) if t.fields().next().is_none() => t.render(fields),
            Some(t) => t.render(fields).or(default),
        }
        .filter(|s| !s.trim().is_empty())
    }
}

/// What a problem draws besides its lines: whether it was tested by a
/// solving program (`C+`), its total invisibles, its board's marks and
/// its pieces' attributes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProblemMore {
    /// `C+`.
    pub tested: bool,
    /// `TotalInvisible`: how many.
    pub invisible: u32,
    /// The problem board's grid lines, framed squares and cylinder, when
    /// the record is a problem read from a problem file.
    pub board_marks: Option<crate::board::BoardMarks>,
    /// The attributes of the problem's pieces (royal, kamikaze, …).
    pub attributes: crate::board::Attributes,
}

impl ProblemMore {
    /// What a record's fields name.
    pub fn of(fields: &RecordFields<'_>) -> ProblemMore {
        let get = |name: &str| fields.tag(name).filter(|v| !v.trim().is_empty());
        ProblemMore {
            tested: get("C+").is_some(),
            invisible: get("TotalInvisible")
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or(0),
            board_marks: None,
            attributes: crate::board::Attributes::new(),
        }
    }

    /// With what `problem` (the record's, if it was read from a problem
    /// file) draws besides its lines: the marks of its board and the
    /// attributes of its pieces.
    ///
    /// `twin` is the position drawn when it is one of the problem's twins
    /// on its own: its attributes are the ones its changes left (a piece
    /// moved keeps its own), in place of the main position's.
    pub fn with_problem(
        mut self,
        problem: Option<&crate::problems::Problem>,
        twin: Option<&crate::app::twins::TwinPosition>,
    ) -> ProblemMore {
        self.board_marks = problem
            .map(|p| p.marks.clone())
            .filter(|m| *m != crate::board::BoardMarks::default());
        self.attributes = match (problem, twin) {
            (Some(_), Some(t)) => t.attributes.clone(),
            (Some(p), None) => p.attributes.clone(),
            (None, _) => crate::board::Attributes::new(),
        };
        self
    }

    /// The attributes to draw, if any.
    pub fn attributes(&self) -> Option<&crate::board::Attributes> {
        (!self.attributes.is_empty()).then_some(&self.attributes)
    }
}

impl<'a> crate::app::describe::Extras<'a> {
    /// With what a problem board shows besides its pieces.
    #[must_use]
    pub fn with_more(self, more: &'a ProblemMore) -> crate::app::describe::Extras<'a> {
        crate::app::describe::Extras {
            board_marks: more.board_marks.as_ref(),
            attributes: more.attributes(),
            ..self
        }
    }
}

/// What fills the templates for one diagram.
pub struct RecordFields<'a> {
    /// The diagram's number in the run, from 1.
    pub number: usize,
    /// Its line in its file.
    pub line: usize,
    /// Its file's name without extension.
    pub stem: &'a str,
    /// The record, when it was read.
    pub record: Option<&'a Record>,
    /// PGN tags or CSV columns.
    pub tags: &'a [(String, String)],
    /// The board drawn.
    pub board: &'a Board,
    /// Who moves.
    pub side: Option<Color>,
    /// For the words of `{side}` and `{count}`.
    pub msgs: &'a Messages,
    /// Fields of the edge's own (a game's `{move}`, `{ply}`, …).
    pub extra: &'a [(&'a str, String)],
}

impl RecordFields<'_> {
    /// A PGN tag or CSV column.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The record's id: the EPD `id`, else a lichess `PuzzleId`, else the
    /// PGN `Event`, else the heading above the record (its `title`).
    pub fn id(&self) -> Option<String> {
        self.record
            .and_then(|r| r.id())
            .or_else(|| self.tag("PuzzleId"))
            .or_else(|| self.tag("Event"))
            .or_else(|| self.tag("title"))
            .map(str::to_owned)
    }

    /// The `{solution}`: a puzzle's solving moves, the moves written below
    /// a record, a problem's solution (a problem file's, a PGN `Solution`
    /// tag), else an EPD record's `pv` or `bm`, numbered.
    pub fn solution(&self) -> Option<String> {
        if let Some((_, v)) = self.extra.iter().find(|(k, _)| *k == "solution") {
            return Some(v.clone());
        }
        self.record
            .and_then(|r| r.operands("solution"))
            .or_else(|| self.tag("solution").map(str::to_owned))
            .or_else(|| self.tag("Solution").map(str::to_owned))
            .or_else(|| self.record.and_then(epd_solution))
            .filter(|s| !s.trim().is_empty())
    }
}

impl FieldSource for RecordFields<'_> {
    fn field(&self, name: &str) -> Option<String> {
        if let Some((_, v)) = self.extra.iter().find(|(k, _)| *k == name) {
            return Some(v.clone());
        }
        match name {
            "n" => Some(self.number.to_string()),
            "line" => Some(self.line.to_string()),
            "stem" => (!self.stem.is_empty()).then(|| self.stem.to_owned()),
            "id" => self.id(),
            "solution" => self.solution(),
            "side" => self.side.map(|c| {
                self.msgs.text(match c {
                    Color::White => "caption-side-white",
                    Color::Black => "caption-side-black",
                })
            }),
            "count" => {
                // Fairy pieces count too, neutral ones third, as problem
                // publications count them and the drawn count does.
                Some(match self.board.side_count() {
                    (w, b, 0) => self
                        .msgs
                        .get("caption-count", &[("white", n(w)), ("black", n(b))]),
                    (w, b, neutral) => self.msgs.get(
                        "caption-count-neutral",
                        &[("white", n(w)), ("black", n(b)), ("neutral", n(neutral))],
                    ),
                })
            }
            // An EPD operation or a tag as named; else a tag named so in
            // any case (`{author}` is a problem's `Author`, `{event}` a
            // game's `Event`).
            _ => self
                .record
                .and_then(|r| r.operands(name))
                .or_else(|| self.tag(name).map(str::to_owned))
                .or_else(|| {
                    self.tags
                        .iter()
                        .find(|(n, _)| n.eq_ignore_ascii_case(name))
                        .map(|(_, v)| v.clone())
                }),
        }
    }
}

/// The solution an EPD record gives: its `pv` (the line of play), else its
/// `bm` (each best move a solution of its own, separated by commas),
/// numbered as the solution of a puzzle is (`16.Qd1+ Kf7 17.Qxd7`,
/// `16...Qd1+`), from the record's move number (or its `fmvn`, or 1), the
/// moves as the record writes them. Moves that carry their own numbers are
/// written as they are.
fn epd_solution(record: &Record) -> Option<String> {
    let operation = |opcode: &str| {
        record
            .operations
            .iter()
            .find(|o| o.opcode == opcode && !o.operands.is_empty())
    };
    let number = record
        .fullmove_number
        .or_else(|| operation("fmvn").and_then(|o| o.operands[0].parse().ok()))
        .unwrap_or(1)
        .max(1);
    let black = record.side_to_move == Some(Color::Black);
    let numbered = |moves: &[String]| {
        moves
            .iter()
            .any(|m| m.starts_with(|c: char| c.is_ascii_digit()) && m.contains('.'))
    };
    if let Some(pv) = operation("pv") {
        return Some(if numbered(&pv.operands) {
            pv.operands.join(" ")
        } else {
            movetext(number, black, &pv.operands)
        });
    }
    let bm = operation("bm")?;
    if numbered(&bm.operands) {
        return Some(bm.operands.join(" "));
    }
    let each: Vec<String> = bm
        .operands
        .iter()
        .map(|m| movetext(number, black, std::slice::from_ref(m)))
        .collect();
    Some(each.join(", "))
}

/// `moves` with move numbers from `number`, Black's first move (when
/// `black` moves first) after `...`.
fn movetext(mut number: u32, black: bool, moves: &[String]) -> String {
    let mut out = String::new();
    let mut white = !black;
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if white {
            out.push_str(&format!("{number}.{m}"));
        } else if i == 0 {
            out.push_str(&format!("{number}...{m}"));
        } else {
            out.push_str(m);
        }
        if !white {
            number = number.saturating_add(1);
        }
        white = !white;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_come_from_the_record_the_tags_and_the_run() {
        let msgs = Messages::new("en");
        let record: Record =
            "4k3/8/8/8/8/8/8/3QK3 w - - bm Qd7+ Qe7+; id \"mate.1\"; c0 \"CCC post\";"
                .parse()
                .unwrap();
        let board = record.placement.to_board();
        let tags = vec![("White".to_owned(), "Réti".to_owned())];
        let fields = RecordFields {
            number: 7,
            line: 12,
            stem: "suite",
            record: Some(&record),
            tags: &tags,
            board: &board,
            side: Some(Color::White),
            msgs: &msgs,
            extra: &[],
        };
        let t = |s: &str| template(s).unwrap().render(&fields);
        assert_eq!(t("{n:04}-{id}").as_deref(), Some("0007-mate.1"));
        assert_eq!(
            t("{bm} / {c0} / {White}").as_deref(),
            Some("Qd7+ Qe7+ / CCC post / Réti")
        );
        assert_eq!(t("side").as_deref(), Some("White to move"));
        assert_eq!(t("count").as_deref(), Some("(2+1)"));
        // Fairy pieces are counted, neutral ones third.
        let fairy_board: Board = {
            use crate::notation::Dialect;
            let opts = crate::notation::ReadOptions {
                dialect: Dialect::YACPDB,
                ..crate::notation::ReadOptions::default()
            };
            let read = crate::notation::read_forsyth("K(Q2)(!s)(b3)4/8", 0, &opts).unwrap();
            read.placement.to_board()
        };
        let fairy = RecordFields {
            board: &fairy_board,
            ..fields
        };
        assert_eq!(
            template("count").unwrap().render(&fairy).as_deref(),
            Some("(2+1+1)")
        );
        assert_eq!(t("{stem}:{line}").as_deref(), Some("suite:12"));
        assert_eq!(t("{Event}"), None);
        // Nothing invented: c0 is no author unless a template asks for it.
        let templates = Templates::new(&[], &ProblemLines::default()).unwrap();
        assert_eq!(templates.problem(&fields), ProblemLines::default());
        let asked = ProblemLines {
            author: Some("{c0}".to_owned()),
            source: Some("{c1}".to_owned()),
            ..ProblemLines::default()
        };
        let recipe = Templates::new(&[], &asked).unwrap();
        assert_eq!(
            recipe.problem(&fields),
            ProblemLines {
                author: Some("CCC post".to_owned()),
                ..ProblemLines::default()
            }
        );
        // PGN tags named Author, Source, Stipulation fill the lines by default.
        let tags = vec![
            ("Author".to_owned(), "S. Loyd".to_owned()),
            ("Stipulation".to_owned(), "#3".to_owned()),
        ];
        let game = RecordFields {
            tags: &tags,
            ..fields
        };
        assert_eq!(
            templates.problem(&game),
            ProblemLines {
                author: Some("S. Loyd".to_owned()),
                stipulation: Some("#3".to_owned()),
                ..ProblemLines::default()
            }
        );
    }

    #[test]
    fn every_line_is_a_template_over_the_record_line_of_its_name() {
        let msgs = Messages::new("en");
        let board: Board = "8/8/8/8/8/8/8/K6k".parse().unwrap();
        let tags: Vec<(String, String)> = [
            ("Stipulation", "h#2"),
            ("Condition", "Circe"),
            ("Twins", "b) Ka1→b1"),
            ("Award", "1st Prize"),
            ("Dedication", "to A. Friend"),
            ("Solution", "1.Kb1 Kg1"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
        let fields = RecordFields {
            number: 3,
            line: 1,
            stem: "",
            record: None,
            tags: &tags,
            board: &board,
            side: None,
            msgs: &msgs,
            extra: &[],
        };
        let given = |pairs: &[(ProblemLine, &str)]| {
            let mut asked: ProblemLines<Option<String>> = ProblemLines::default();
            for (line, text) in pairs {
                *asked.get_mut(*line) = Some((*text).to_owned());
            }
            Templates::new(&[], &asked).unwrap().problem(&fields)
        };
        let plain = given(&[]);
        assert_eq!(plain.condition.as_deref(), Some("Circe"));
        assert_eq!(plain.twins.as_deref(), Some("b) Ka1→b1"));
        assert_eq!(plain.award.as_deref(), Some("1st Prize"));
        assert_eq!(plain.dedication.as_deref(), Some("to A. Friend"));
        assert_eq!(plain.solution.as_deref(), Some("1.Kb1 Kg1"));
        assert_eq!(plain.author, None);
        let made = given(&[
            (ProblemLine::Condition, "Conditions: {Condition}"),
            (ProblemLine::Twins, "{n}: {Twins}"),
            (ProblemLine::Award, "{Award}, {Missing}"),
            (ProblemLine::Dedication, ""),
            (ProblemLine::Solution, " "),
            (ProblemLine::Author, "{Nobody}"),
            (ProblemLine::Stipulation, ""),
        ]);
        assert_eq!(made.stipulation, None);
        assert_eq!(made.condition.as_deref(), Some("Conditions: Circe"));
        assert_eq!(made.twins.as_deref(), Some("3: b) Ka1→b1"));
        assert_eq!(made.award.as_deref(), Some("1st Prize, "));
        assert_eq!((made.dedication, made.solution), (None, None));
        assert_eq!(made.author, None);
    }
}
