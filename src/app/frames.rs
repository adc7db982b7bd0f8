//! The pictures of one diagram or one animation, owned, so that every way
//! in draws a game's positions the same way.

use crate::Square;
use crate::render::{Animation, Diagram, Mark, RenderError, Renderer, Style};
use crate::settings::ProblemLines;

use crate::app::describe::{Extras, describe};
use crate::app::problem_lines::text_lines;
use crate::app::report::{Reporter, Severity};
use crate::app::texts::{ProblemMore, RecordFields, Templates};

/// A frame's words: its caption, its problem lines and its description
/// for screen readers.
pub struct Words {
    pub caption: Option<String>,
    pub problem: ProblemLines<Option<String>>,
    pub more: ProblemMore,
    pub description: String,
}

/// The words of the record `fields` describes, in `fields.msgs`; with
/// `warn`, a caption that asks for the side to move of a record without one
/// is warned of.
pub fn words(
    templates: &Templates,
    fields: &RecordFields<'_>,
    reporter: &Reporter,
    warn: bool,
) -> Words {
    let caption = templates.caption(fields);
    if warn
        && fields.side.is_none()
        && templates
            .captions
            .iter()
            .any(|t| t.fields().any(|f| f == "side"))
    {
        reporter.emit(
            Severity::Warning,
            &reporter.msgs.text("warn-caption-side"),
            None,
            None,
        );
    }
    let problem = templates.problem(fields);
    let extras = Extras::new(fields.side, caption.as_deref(), &problem);
    let description = describe(fields.board, &extras, fields.msgs);
    Words {
        caption,
        problem,
        more: ProblemMore::of(fields),
        description,
    }
}

/// One diagram as drawn (an animation has one a position): the board and
/// everything the diagram shows with it.
pub struct Frame {
    pub board: crate::Board,
    pub side: Option<crate::Color>,
    pub title: String,
    pub caption: Option<String>,
    pub problem: ProblemLines<Option<String>>,
    pub more: ProblemMore,
    pub marks: Vec<Mark>,
    pub last_move: Option<(Square, Square)>,
    pub check: Option<Square>,
    pub description: String,
    pub flip: bool,
}

impl Frame {
    /// The diagram to draw, its words in `lang`.
    pub fn diagram<'a>(&'a self, lang: &'a str) -> Diagram<'a> {
        Diagram {
            side_to_move: self.side,
            title: Some(&self.title),
            caption: self.caption.as_deref(),
            marks: &self.marks,
            lines: text_lines(&self.problem, &self.more, &self.board, lang),
            last_move: self.last_move,
            check: self.check,
            description: Some(&self.description),
            lang,
            board_marks: self.more.board_marks.as_ref(),
            attributes: self.more.attributes(),
            ..Diagram::new(&self.board)
        }
    }
}

/// The frames as an animated GIF: each shown `delay_ms`, the last three
/// times as long, all seen from the side the first is. Frames without a
/// caption among frames with one get a dash, so every frame has the same
/// size.
pub fn animation(
    renderer: &mut Renderer,
    frames: &[Frame],
    style: &mut Style,
    delay_ms: u32,
    lang: &str,
) -> Result<Vec<u8>, RenderError> {
    let delay = std::time::Duration::from_millis(u64::from(delay_ms));
    style.flip = frames.first().is_some_and(|f| f.flip);
    let any_caption = frames.iter().any(|f| f.caption.is_some());
    let mut gif = Animation::new();
    for (i, frame) in frames.iter().enumerate() {
        let mut diagram = frame.diagram(lang);
        if any_caption && diagram.caption.is_none() {
            diagram.caption = Some("\u{2013}");
        }
        let hold = if i + 1 == frames.len() && frames.len() > 1 {
            delay * 3
        } else {
            delay
        };
        gif.add(renderer, &diagram, style, hold)?;
    }
    gif.finish()
}
