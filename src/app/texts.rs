//! The texts drawn with a diagram and the names of its files: templates
//! filled from the record (`{id}`, `{bm}`, `{c0}`, any EPD operation), the
//! game (`{White}`, `{Event}`, any PGN tag or CSV column) and the run (`{n}`,
//! `{line}`, `{stem}`, `{side}`, `{count}`).

use crate::app::template::{Fields, Template, TemplateError};
use forsythe::notation::Record;
use forsythe::{Board, Color};

use crate::app::i18n::{Messages, n};

/// The templates of a run: captions, a problem's lines, file names.
#[derive(Debug, Clone, Default)]
pub struct Templates {
    /// Each `--caption`; the diagram's caption is those that give text,
    /// joined by a space.
    pub captions: Vec<Template>,
    /// `--author`, `--source`, `--stipulation`.
    pub problem: [Option<Template>; 3],
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
    /// The templates from the command line's values.
    pub fn new(
        captions: &[String],
        problem: [Option<&str>; 3],
    ) -> Result<Templates, (String, TemplateError)> {
        let read = |v: &str| template(v).map_err(|e| (v.to_owned(), e));
        let captions = captions.iter().map(|c| read(c)).collect::<Result<_, _>>()?;
        let [a, s, t] = problem.map(|p| p.map(read).transpose());
        Ok(Templates {
            captions,
            problem: [a?, s?, t?],
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

    /// The author, source and stipulation: each template given, else (or
    /// when its fields are all missing) the PGN tag of that name (problem
    /// databases export `Author`, `Source` and `Stipulation`); nothing else
    /// fills them.
    pub fn problem(&self, fields: &RecordFields<'_>) -> [Option<String>; 3] {
        let names = ["Author", "Source", "Stipulation"];
        let mut out: [Option<String>; 3] = Default::default();
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.problem[i]
                .as_ref()
                .and_then(|t| t.render(fields))
                .or_else(|| fields.tag(names[i]).map(str::to_owned))
                .filter(|s| !s.trim().is_empty());
        }
        out
    }
}

/// A problem's further lines, from its record's named lines: the
/// conditions, the twins, the award, and whether it was tested by a
/// solving program (`C+`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProblemMore {
    /// `Condition`.
    pub condition: Option<String>,
    /// `Twins`.
    pub twins: Option<String>,
    /// `Award`.
    pub award: Option<String>,
    /// `Dedication`.
    pub dedication: Option<String>,
    /// `C+`.
    pub tested: bool,
    /// `TotalInvisible`: how many.
    pub invisible: u32,
    /// The problem board's grid lines, framed squares and cylinder, when
    /// the record is a problem read from a problem file.
    pub board_marks: Option<forsythe::problems::BoardMarks>,
    /// The attributes of the problem's pieces (royal, kamikaze, …).
    pub attributes: forsythe::problems::Attributes,
}

impl ProblemMore {
    /// The lines a record's fields name.
    pub fn of(fields: &RecordFields<'_>) -> ProblemMore {
        let get = |name: &str| {
            fields
                .tag(name)
                .filter(|v| !v.trim().is_empty())
                .map(str::to_owned)
        };
        ProblemMore {
            condition: get("Condition"),
            twins: get("Twins"),
            award: get("Award"),
            dedication: get("Dedication"),
            tested: get("C+").is_some(),
            invisible: get("TotalInvisible")
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or(0),
            board_marks: None,
            attributes: forsythe::problems::Attributes::new(),
        }
    }

    /// With what `problem` (the record's, if it was read from a problem
    /// file) draws besides its lines: the marks of its board, the
    /// attributes of its pieces, and its dedication when the record's
    /// fields do not name one.
    ///
    /// `twin` is the position drawn when it is one of the problem's twins
    /// on its own: its attributes are the ones its changes left (a piece
    /// moved keeps its own), in place of the main position's.
    pub fn with_problem(
        mut self,
        problem: Option<&forsythe::problems::Problem>,
        twin: Option<&crate::app::twins::Drawn>,
    ) -> ProblemMore {
        self.board_marks = problem
            .map(|p| p.marks.clone())
            .filter(|m| *m != forsythe::problems::BoardMarks::default());
        self.attributes = match (problem, twin) {
            (Some(_), Some(t)) => t.attributes.clone(),
            (Some(p), None) => p.attributes.clone(),
            (None, _) => forsythe::problems::Attributes::new(),
        };
        if self.dedication.is_none() {
            self.dedication = problem
                .and_then(|p| p.dedication.clone())
                .filter(|d| !d.trim().is_empty());
        }
        self
    }

    /// The attributes to draw, if any.
    pub fn attributes(&self) -> Option<&forsythe::problems::Attributes> {
        (!self.attributes.is_empty()).then_some(&self.attributes)
    }

    /// The lines as the renderer takes them, beside author, source and
    /// stipulation.
    pub fn problem<'a>(&'a self, lines: &'a [Option<String>; 3]) -> forsythe::render::Problem<'a> {
        forsythe::render::Problem {
            author: lines[0].as_deref(),
            source: lines[1].as_deref(),
            stipulation: lines[2].as_deref(),
            condition: self.condition.as_deref(),
            twins: self.twins.as_deref(),
            award: self.award.as_deref(),
            dedication: self.dedication.as_deref(),
            tested: self.tested,
            invisible: self.invisible,
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
}

impl Fields for RecordFields<'_> {
    fn field(&self, name: &str) -> Option<String> {
        if let Some((_, v)) = self.extra.iter().find(|(k, _)| *k == name) {
            return Some(v.clone());
        }
        match name {
            "n" => Some(self.number.to_string()),
            "line" => Some(self.line.to_string()),
            "stem" => (!self.stem.is_empty()).then(|| self.stem.to_owned()),
            "id" => self.id(),
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
            _ => self
                .record
                .and_then(|r| r.operands(name))
                .or_else(|| self.tag(name).map(str::to_owned)),
        }
    }
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
            use forsythe::notation::Dialect;
            let opts = forsythe::notation::ReadOptions {
                dialect: Dialect::YACPDB,
                ..forsythe::notation::ReadOptions::default()
            };
            let read = forsythe::notation::read_forsyth("K(Q2)(!s)(b3)4/8", 0, &opts).unwrap();
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
        let templates = Templates::new(&[], [None, None, None]).unwrap();
        assert_eq!(templates.problem(&fields), [None, None, None]);
        let recipe = Templates::new(&[], [Some("{c0}"), Some("{c1}"), None]).unwrap();
        assert_eq!(
            recipe.problem(&fields),
            [Some("CCC post".to_owned()), None, None]
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
            [Some("S. Loyd".to_owned()), None, Some("#3".to_owned())]
        );
    }
}
