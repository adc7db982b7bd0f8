//! What to draw, built once. The resolved settings ([`Recipe`]) and a
//! record that was read ([`Subject`]: a record, a position of a game, a
//! problem, or one of its twins on its own) become a [`Scene`]: the board
//! with who moves, the last move, the king in check, the marks, a problem
//! board's marks and its pieces' attributes, the texts around the board and
//! the description. The batch, `render`, `describe`, the animations, the
//! service and the blocks of Markdown and typeset documents all build their
//! diagrams here, and [`Scene::diagram`] is the one place a
//! [`Diagram`] is filled.

use crate::notation::Record;
use crate::problems::Problem;
#[cfg(feature = "raster")]
use crate::render::{Animation, Renderer, Style};
use crate::render::{Diagram, Mark, MarkError, RenderError};
use crate::settings::{CheckChoice, Flip, LastMove, ProblemLine, ProblemLines, Settings};
use crate::{Board, Color, Square};

use crate::app::describe::{Extras, describe};
use crate::app::i18n::Messages;
use crate::app::positions::Spot;
use crate::app::texts::{ProblemMore, RecordFields, Templates};
use crate::app::twins::{self, TwinPosition};

/// How every diagram of a run is drawn, from the resolved settings: the
/// templates of its texts, the marks every diagram has, the side the board
/// is seen from, the king in check and the last move to show.
pub struct Recipe<'a> {
    /// The captions and the problem's lines.
    pub templates: &'a Templates,
    /// The marks and arrows of the settings.
    pub marks: Vec<Mark>,
    /// `flip`.
    pub flip: Flip,
    /// `check`.
    pub check: CheckChoice,
    /// `last-move`: a move, `none`, or (when not given) the one the game
    /// played.
    pub last_move: Option<LastMove>,
}

impl<'a> Recipe<'a> {
    /// The recipe of `settings`, its texts from `templates` (made from the
    /// settings' captions and lines, or the command's own).
    #[must_use]
    pub fn new(settings: &Settings, templates: &'a Templates) -> Recipe<'a> {
        Recipe {
            templates,
            marks: settings.marks(),
            flip: settings.flip,
            check: settings.check,
            last_move: settings.last_move,
        }
    }

    /// Whether a caption asks for the side to move (`{side}`): a record
    /// that does not say it is warned of.
    #[must_use]
    pub fn asks_side(&self) -> bool {
        self.templates
            .captions
            .iter()
            .any(|t| t.fields().any(|f| f == "side"))
    }
}

/// A record that was read, as a way in holds it: what a scene is built
/// from.
#[derive(Clone, Copy)]
pub struct Subject<'a> {
    /// The record as written (a twin's board in the problem's letters): the
    /// diagram's title.
    pub title: &'a str,
    /// The record.
    pub record: &'a Record,
    /// The board drawn: the record's, or laid over a base or the board
    /// before it.
    pub board: &'a Board,
    /// PGN tags, CSV columns, or a problem's lines.
    pub tags: &'a [(String, String)],
    /// The position of a game it is: last move, check, the side a puzzle is
    /// seen from, the fields `{move}` and `{ply}`.
    pub spot: Option<&'a Spot>,
    /// The comment whose ChessBase marks are drawn: the move's, or the
    /// first of a game.
    pub comment: Option<&'a str>,
    /// The problem it was read from (a problem file, a LaTeX `diagram`).
    pub problem: Option<&'a Problem>,
    /// The position of the problem drawn on its own (`--twins each`).
    pub twin: Option<&'a TwinPosition>,
    /// Its number in the run, from 1 (`{n}`).
    pub number: usize,
    /// Its line in its file (`{line}`).
    pub line: usize,
    /// Its file's name without extension (`{stem}`).
    pub stem: &'a str,
}

impl<'a> Subject<'a> {
    /// The record `record` written as `title`, drawn on `board`: the first
    /// of its run, on line 1, with no tags, game, problem or comment.
    #[must_use]
    pub fn new(title: &'a str, record: &'a Record, board: &'a Board) -> Subject<'a> {
        Subject {
            title,
            record,
            board,
            tags: &[],
            spot: None,
            comment: None,
            problem: None,
            twin: None,
            number: 1,
            line: 1,
            stem: "",
        }
    }

    /// Who moves, when the record says.
    #[must_use]
    pub fn side(&self) -> Option<Color> {
        self.record.side_to_move
    }

    /// The fields of its own a template may ask for: a game's `{move}`,
    /// `{ply}`, … and a twin's `{twin}`.
    #[must_use]
    pub fn extra(&self) -> Vec<(&'static str, String)> {
        let mut extra = self.spot.map(|s| s.fields.clone()).unwrap_or_default();
        if let Some(t) = self.twin {
            extra.push(("twin", t.letter.clone()));
        }
        extra
    }

    /// What fills its templates, with `extra` (see [`Subject::extra`]), the
    /// words of `{side}` and `{count}` in `msgs`.
    #[must_use]
    pub fn fields<'s>(
        &'s self,
        extra: &'s [(&'static str, String)],
        msgs: &'s Messages,
    ) -> RecordFields<'s> {
        RecordFields {
            number: self.number,
            line: self.line,
            stem: self.stem,
            record: Some(self.record),
            tags: self.tags,
            board: self.board,
            side: self.side(),
            msgs,
            extra,
        }
    }
}

/// One diagram to draw, owned: the board and everything shown with it. An
/// animation is a scene a position.
#[derive(Debug, Clone)]
pub struct Scene {
    /// The board.
    pub board: Board,
    /// Who moves, when the record says.
    pub side: Option<Color>,
    /// A short name: the record as written.
    pub title: String,
    /// The caption under the board.
    pub caption: Option<String>,
    /// The problem's lines, templates filled in (the solution is among
    /// them but never drawn).
    pub lines: ProblemLines<Option<String>>,
    /// `C+`, the total invisibles, the problem board's marks and its
    /// pieces' attributes.
    pub more: ProblemMore,
    /// The marks and arrows.
    pub marks: Vec<Mark>,
    /// The move just played.
    pub last_move: Option<(Square, Square)>,
    /// A king in check.
    pub check: Option<Square>,
    /// The position in words (empty when it was not asked for).
    pub description: String,
    /// Drawn from Black's side.
    pub flip: bool,
}

/// Builds the scene of `subject` by `recipe`: its texts in `msgs`, and its
/// description when `described`.
///
/// # Errors
/// A comment whose ChessBase marks cannot be read.
pub fn build(
    recipe: &Recipe<'_>,
    subject: &Subject<'_>,
    msgs: &Messages,
    described: bool,
) -> Result<Scene, MarkError> {
    let mut marks = recipe.marks.clone();
    if let Some(comment) = subject.comment {
        marks.extend(Mark::parse_chessbase(comment)?);
    }
    let extra = subject.extra();
    let fields = subject.fields(&extra, msgs);
    let side = subject.side();
    let caption = recipe.templates.caption(&fields);
    let mut lines = recipe.templates.problem(&fields);
    if let Some(t) = subject.twin {
        lines.stipulation = twins::labelled(lines.stipulation.take(), &t.label);
    }
    let more = ProblemMore::of(&fields).with_problem(subject.problem, subject.twin);
    let description = if described {
        let said = said_lines(recipe, subject, &lines, msgs);
        let extras = Extras::new(side, caption.as_deref(), &said).with_more(&more);
        describe(subject.board, &extras, msgs)
    } else {
        String::new()
    };
    let spot = subject.spot;
    let last_move = match recipe.last_move {
        Some(LastMove::None) => None,
        Some(LastMove::Move(m)) => Some((m.from, m.to)),
        None => spot.and_then(|s| s.last_move),
    };
    Ok(Scene {
        board: subject.board.clone(),
        side,
        title: subject.title.trim().to_owned(),
        caption,
        lines,
        more,
        marks,
        last_move,
        check: recipe
            .check
            .square(subject.board, side, spot.map(|s| s.check)),
        description,
        flip: recipe.flip.flipped(side, spot.and_then(|s| s.seen_from)),
    })
}

/// The lines as a description says them: a problem's twins line made from
/// its twins in words (`b) white rook e2 to e4`) through the same template
/// as the drawn line (`b) ♖e2→e4`), the other lines as drawn.
fn said_lines(
    recipe: &Recipe<'_>,
    subject: &Subject<'_>,
    lines: &ProblemLines<Option<String>>,
    msgs: &Messages,
) -> ProblemLines<Option<String>> {
    let mut said = lines.clone();
    let tag = ProblemLine::Twins.tag();
    let words = subject
        .problem
        .filter(|_| subject.twin.is_none() && subject.tags.iter().any(|(k, _)| k == tag))
        .and_then(|p| twins::words(p, msgs));
    if let Some(words) = words {
        let tags: Vec<(String, String)> = subject
            .tags
            .iter()
            .map(|(k, v)| (k.clone(), if k == tag { words.clone() } else { v.clone() }))
            .collect();
        let told = Subject {
            tags: &tags,
            ..*subject
        };
        let extra = told.extra();
        let fields = told.fields(&extra, msgs);
        said.twins = recipe
            .templates
            .line(ProblemLine::Twins, &fields, Some(words));
    }
    said
}

/// Why a text read from an input gave no scene; each is told to the
/// reporter.
pub enum Unscened {
    /// Its record could not be read.
    Record,
    /// The ChessBase marks of its comment could not be read.
    Marks,
}

/// The scene of a text read from an input, as `render` builds it: its
/// record read by `opts` and laid over `base`, with its tags, its game's
/// spot and comment, its problem and `twin`, its words in `msgs`.
///
/// # Errors
/// What stopped it, told to `reporter`.
pub fn of_text(
    text: &crate::app::records::Text,
    recipe: &Recipe<'_>,
    (base, opts): (Option<&Board>, &crate::notation::ParseOptions),
    twin: Option<&TwinPosition>,
    msgs: &Messages,
    reporter: &crate::app::report::Reporter,
) -> Result<Scene, Unscened> {
    let record = crate::app::records::read(text, opts, reporter).ok_or(Unscened::Record)?;
    let board = match base {
        Some(b) => record.placement.over(b),
        None => record.placement.to_board(),
    };
    let line = text.line.unwrap_or(1);
    let subject = Subject {
        tags: &text.tags,
        spot: text.spot.as_ref(),
        comment: text.spot.as_ref().and_then(|s| s.comment.as_deref()),
        problem: text.problem.as_deref(),
        twin,
        line,
        ..Subject::new(&text.text, &record, &board)
    };
    build(recipe, &subject, msgs, true).map_err(|e| {
        let message = reporter.labelled(&reporter.line_name(line), &reporter.chessbase_text(&e));
        reporter.emit(crate::app::report::Severity::Error, &message, None, None);
        Unscened::Marks
    })
}

impl Scene {
    /// What reaches a square off the board, when `e` is one and it is an
    /// arrow or the last move of this scene, in the language of `msgs`: the
    /// renderer names the square only (`None` for every other error).
    #[must_use]
    pub fn off_board_text(&self, e: &RenderError, msgs: &Messages) -> Option<String> {
        use crate::render::MarkKind;
        let RenderError::MarkOffBoard(sq) = e else {
            return None;
        };
        let arrow = self.marks.iter().find_map(|m| match m.kind {
            MarkKind::Arrow(to) if m.square == *sq || to == *sq => Some((m.square, to)),
            _ => None,
        });
        let (id, (from, to)) = match (arrow, self.last_move) {
            (Some(arrow), _) => ("err-arrow-off-board", arrow),
            (None, Some((from, to))) if from == *sq || to == *sq => {
                ("err-last-move-off-board", (from, to))
            }
            _ => return None,
        };
        let (from, to, sq) = (from.to_string(), to.to_string(), sq.to_string());
        Some(msgs.get(
            id,
            &[
                ("move", crate::app::i18n::s(format!("{from}{to}"))),
                ("square", crate::app::i18n::s(sq)),
            ],
        ))
    }

    /// The diagram to draw, its words in `lang`: the one place the
    /// renderer's diagram is filled.
    #[must_use]
    pub fn diagram<'a>(&'a self, lang: &'a str) -> Diagram<'a> {
        Diagram {
            side_to_move: self.side,
            title: Some(&self.title),
            caption: self.caption.as_deref(),
            marks: &self.marks,
            lines: crate::app::problem_lines::text_lines(
                &self.lines,
                &self.more,
                &self.board,
                lang,
            ),
            last_move: self.last_move,
            check: self.check,
            description: Some(self.description.as_str()).filter(|d| !d.is_empty()),
            lang,
            board_marks: self.more.board_marks.as_ref(),
            attributes: self.more.attributes(),
            ..Diagram::new(&self.board)
        }
    }

    /// Takes the words out of the scene for a document that sets them in
    /// its own font (the image is then the board alone): every problem line
    /// that is drawn (the solution is drawn nowhere), the piece count with
    /// them, the legend of the fairy pieces in `lang` when `legend`, and
    /// the caption.
    pub fn take_words(&mut self, legend: bool, lang: &str) -> DocumentWords {
        let lines = std::mem::take(&mut self.lines).map(|line, text| {
            text.filter(|t| line != ProblemLine::Solution && !t.trim().is_empty())
        });
        let count = lines
            .iter()
            .any(|(_, l)| l.is_some())
            .then(|| crate::problems::piece_count(&self.board));
        let legend = legend
            .then(|| crate::app::problem_lines::walk_legend(&self.board, lang))
            .flatten();
        DocumentWords {
            number: lines.number,
            author: lines.author,
            source: lines.source,
            award: lines.award,
            dedication: lines.dedication,
            stipulation: lines.stipulation,
            condition: lines.condition,
            twins: lines.twins,
            count,
            legend,
            caption: self.caption.take().filter(|t| !t.trim().is_empty()),
        }
    }
}

/// The words of a diagram, for a document that sets them in its own font:
/// above the board the number, the author, the source, the award and the dedication,
/// under it the stipulation at the left and the piece count at the right,
/// the conditions and the twins, then the legend and the caption. Each is
/// finished text (templates filled in), `None` when the diagram has none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentWords {
    /// The problem's number in its collection.
    pub number: Option<String>,
    /// The author (or authors).
    pub author: Option<String>,
    /// Where the problem was published.
    pub source: Option<String>,
    /// Its award.
    pub award: Option<String>,
    /// Its dedication.
    pub dedication: Option<String>,
    /// The stipulation (`#2`).
    pub stipulation: Option<String>,
    /// The fairy conditions.
    pub condition: Option<String>,
    /// The twins.
    pub twins: Option<String>,
    /// The piece count (`(8+6)`), given with any problem line.
    pub count: Option<String>,
    /// The fairy pieces by their walks (`Grasshopper d4`).
    pub legend: Option<String>,
    /// The caption.
    pub caption: Option<String>,
}

impl DocumentWords {
    /// Each of the words by its name (`number`, `author`, … `caption`, as
    /// the fields are named), in the order above.
    ///
    /// ```
    /// use forsythe::host::DocumentWords;
    /// let words = DocumentWords { caption: Some("Zugzwang".into()), ..Default::default() };
    /// let there: Vec<_> = words.by_name().into_iter().filter(|(_, w)| w.is_some()).collect();
    /// assert_eq!(there, [("caption", Some("Zugzwang"))]);
    /// ```
    #[must_use]
    pub fn by_name(&self) -> [(&'static str, Option<&str>); 11] {
        [
            ("number", self.number.as_deref()),
            ("author", self.author.as_deref()),
            ("source", self.source.as_deref()),
            ("award", self.award.as_deref()),
            ("dedication", self.dedication.as_deref()),
            ("stipulation", self.stipulation.as_deref()),
            ("condition", self.condition.as_deref()),
            ("twins", self.twins.as_deref()),
            ("count", self.count.as_deref()),
            ("legend", self.legend.as_deref()),
            ("caption", self.caption.as_deref()),
        ]
    }

    /// Whether there are no words at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_name().iter().all(|(_, w)| w.is_none())
    }
}

/// The scenes as an animated GIF: each shown `delay_ms`, the last three
/// times as long, all seen from the side the first is. Scenes without a
/// caption among scenes with one get a dash, so every picture has the same
/// size.
///
/// # Errors
/// What the renderer refuses.
#[cfg(feature = "raster")]
pub fn animation(
    renderer: &mut Renderer,
    scenes: &[Scene],
    style: &mut Style,
    delay_ms: u32,
    lang: &str,
) -> Result<Vec<u8>, RenderError> {
    let delay = std::time::Duration::from_millis(u64::from(delay_ms));
    style.flip = scenes.first().is_some_and(|f| f.flip);
    let any_caption = scenes.iter().any(|f| f.caption.is_some());
    let mut gif = Animation::new();
    for (i, scene) in scenes.iter().enumerate() {
        let mut diagram = scene.diagram(lang);
        if any_caption && diagram.caption.is_none() {
            diagram.caption = Some("\u{2013}");
        }
        let hold = if i + 1 == scenes.len() && scenes.len() > 1 {
            delay * 3
        } else {
            delay
        };
        gif.add(renderer, &diagram, style, hold)?;
    }
    gif.finish()
}
