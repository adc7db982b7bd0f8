//! `forsythe render`: one record, one diagram file.

use std::path::PathBuf;

use crate::Square;
use crate::games::Selection;
use crate::render::Format;
use crate::render::{Mark, PieceSet, Renderer, Style};
pub use crate::settings::CheckChoice;
use crate::settings::{Flip, LastMove, Settings};
use clap::{Args, ValueEnum};

use crate::cli::keys::{DiagramKeys, GivenKeys, KeyOptions};

use crate::app::i18n::{n, s};
use crate::app::records::{self, Records, Text};
use crate::app::report::{Reporter, Severity};
use crate::app::texts::{RecordFields, Templates};
use crate::app::twins::TwinsArg;
use crate::cli::{Fatal, ReadArgs, dialect_choice, reading, write_stdout};

/// `--format`'s values: the formats this build writes, by name in any case.
pub fn format_parser() -> impl clap::builder::TypedValueParser<Value = Format> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Format::built().map(Format::name))
        .try_map(|name| name.parse::<Format>())
}

/// The names of the formats this build writes (`svg`, `png`, …).
pub fn format_names() -> Vec<String> {
    Format::built().map(|f| f.name().to_owned()).collect()
}

/// Whether a diagram is drawn from Black's side: `--flip` (`yes`), `--no-flip`
/// or `--flip=no`, `--flip auto` (from the side to move); without either,
/// from the side a puzzle's solver plays, else from White's.
pub fn flipped(
    keys: &GivenKeys,
    side: Option<crate::Color>,
    seen_from: Option<crate::Color>,
) -> bool {
    flip(keys).flipped(side, seen_from)
}

/// `--flip` and `--no-flip` as the one key `flip` means them.
fn flip(keys: &GivenKeys) -> Flip {
    if keys.on("no-flip") {
        return Flip::White;
    }
    match keys.value("flip") {
        Some(f) => Flip::parse(f).unwrap_or_default(),
        None => Flip::Unset,
    }
}

/// The keys a command reads by itself rather than by the settings: the
/// captions (templates, as long and as many as they come) and the base (a
/// record in the input's notation, with the errors of one).
const READ_APART: [&str; 2] = ["caption", "base"];

/// The keys `render` and `batch` take, read by the settings: the command
/// line only spells them; their meaning is the settings'.
pub fn settings(keys: &GivenKeys, reporter: &Reporter) -> Result<Settings, Fatal> {
    let pairs: Vec<(&'static str, String)> = keys
        .pairs()
        .into_iter()
        .filter(|(k, _)| !READ_APART.contains(k))
        .collect();
    crate::app::positions::settings_of(pairs.iter().map(|(k, v)| (*k, v.as_str())), reporter)
}

/// `--check`, read.
pub fn check_choice(keys: &GivenKeys, reporter: &Reporter) -> Result<CheckChoice, Fatal> {
    let check = keys.value("check").unwrap_or_default();
    Ok(crate::app::positions::settings_of([("check", check)], reporter)?.check)
}

/// A move as a diagram shows it: from and to.
type Move = (Square, Square);

/// The last move and the king in check a diagram shows: from `--last-move`
/// and `--check`, else from the game the position was played in (`spot`).
pub fn shown(
    args: &RenderArgs,
    board: &crate::Board,
    side: Option<crate::Color>,
    spot: Option<&crate::app::positions::Spot>,
    reporter: &Reporter,
) -> Result<(Option<Move>, Option<Square>), Fatal> {
    let mut pairs = vec![("check", args.keys.value("check").unwrap_or_default())];
    if let Some(m) = args.keys.value("last-move") {
        pairs.push(("last-move", m));
    }
    let s = crate::app::positions::settings_of(pairs, reporter)?;
    let last_move = match s.last_move {
        Some(LastMove::None) => None,
        Some(LastMove::Move(m)) => Some((m.from, m.to)),
        None => spot.and_then(|s| s.last_move),
    };
    let check = s.check.square(board, side, spot.map(|s| s.check));
    Ok((last_move, check))
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    #[arg(long, value_parser = format_parser(), ignore_case = true)]
    pub format: Option<Format>,
    #[arg(long, value_enum, value_name = "WHAT", default_value = "line")]
    pub twins: TwinsArg,
    #[command(flatten)]
    pub keys: KeyOptions<DiagramKeys>,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// `--twins`' values: how a problem with twins is drawn (the shells'
/// completions show what each means).
impl ValueEnum for TwinsArg {
    fn value_variants<'a>() -> &'a [Self] {
        &TwinsArg::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let meaning = match self {
            TwinsArg::Line => "One diagram of the main position, with the twins line",
            TwinsArg::Each => {
                "One diagram a position (`a)`, `b)`, …), each with its own label and no twins line"
            }
        };
        Some(clap::builder::PossibleValue::new(self.name()).help(meaning))
    }
}

/// The marks and arrows given on the command line, in the order: fills,
/// circles, crosses, arrows, then those of `--marks` comments.
pub fn marks(keys: &GivenKeys, reporter: &Reporter) -> Result<Vec<Mark>, Fatal> {
    Ok(settings(keys, reporter)?.marks())
}

/// The renderer for `--pieces`, or our own set.
pub fn renderer(keys: &GivenKeys, reporter: &Reporter) -> Result<Renderer, Fatal> {
    let Some(dir) = keys.path("pieces") else {
        return Ok(Renderer::new());
    };
    PieceSet::from_dir(&dir)
        .map(Renderer::with_pieces)
        .map_err(|e| {
            reporter.emit(Severity::Error, &reporter.piece_error_text(&e), None, None);
            Fatal::Usage
        })
}

/// Why `path` cannot be written, said before any work; a folder gets the
/// example of a file in it.
fn output_error(
    path: &std::path::Path,
    format: Option<Format>,
    e: &crate::app::files::WriteError,
    reporter: &Reporter,
) -> String {
    let reason = match e {
        crate::app::files::WriteError::IsFolder(dir) => {
            let name = format!("diagram.{}", format.unwrap_or(Format::Png).name());
            reporter.msgs.get(
                "reason-output-folder",
                &[("example", s(dir.join(name).display()))],
            )
        }
        e => reporter.write_error_text(e),
    };
    reporter.msgs.get(
        "err-write-output",
        &[("path", s(path.display())), ("reason", s(reason))],
    )
}

pub fn run(args: &RenderArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let to_stdout = args.output.as_os_str() == "-";
    if !to_stdout && let Err(e) = crate::app::files::check_output(&args.output) {
        return Err(usage(output_error(&args.output, args.format, &e, reporter)));
    }
    let format = match (args.format, Format::from_path(&args.output)) {
        (Some(f), _) | (None, Some(f)) if !(to_stdout && args.format.is_none()) => f,
        _ if to_stdout => {
            let formats = format_names();
            return Err(usage(reporter.msgs.get(
                "err-format-stdout",
                &[("formats", s(reporter.msgs.or_list(&formats)))],
            )));
        }
        _ => {
            let extensions: Vec<String> = format_names().iter().map(|f| format!(".{f}")).collect();
            return Err(usage(reporter.msgs.get(
                "err-format-unknown",
                &[
                    ("path", s(args.output.display())),
                    ("extensions", s(reporter.msgs.or_list(&extensions))),
                ],
            )));
        }
    };
    let settings = settings(&args.keys, reporter)?;
    let mut style = settings.style();
    let from = dialect_choice(args.keys.value("dialect").unwrap_or_default(), reporter)?;
    let (base, opts) = reading(
        args.keys.value("base"),
        from,
        args.keys.on("merge-digits"),
        reporter,
    )?;
    let mut renderer = renderer(&args.keys, reporter)?;
    let marks = marks(&args.keys, reporter)?;
    let templates = Templates::new(&args.keys.values("caption"), &settings.lines)
        .map_err(|(t, e)| usage(reporter.template_error_text(&t, &e)))?;
    let animate = format == Format::Gif;
    let mut choice = crate::cli::choice(&args.keys, reporter)?;
    if animate && choice.at == Selection::Auto {
        // An animation of a game shows all of it.
        choice.at = Selection::Every;
    }
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.record,
        &choice,
        &opts,
        reporter,
    )?;
    records.name_file(reporter);
    let Some(first) = records.next_text(reporter)? else {
        return Err(usage(reporter.msgs.text("err-no-record")));
    };
    let Some(text) = first else {
        return Ok(false);
    };
    // One record; or, for an animation, every position of one game.
    let mut texts = vec![text];
    while let Some(next) = records.next_text(reporter)? {
        match next {
            Some(t) if animate && t.spot.is_some() && t.line == texts[0].line => texts.push(t),
            // A game that stops at a fault was reported; nothing is drawn.
            None if animate && texts[0].spot.is_some() => return Ok(false),
            extra => {
                let line = extra.and_then(|t| t.line).unwrap_or(0);
                return Err(usage(
                    reporter.msgs.get("err-one-record", &[("line", n(line))]),
                ));
            }
        }
    }
    records::tell_windows_1252(&records, reporter);
    if args.twins == TwinsArg::Each
        && let [text] = texts.as_slice()
        && let Some(problem) = text.problem.as_deref()
        && !problem.twins.is_empty()
    {
        let shared = Shared {
            base: base.as_ref(),
            opts: &opts,
            marks: &marks,
            templates: &templates,
        };
        return each_twin(
            args,
            text,
            problem,
            format,
            &shared,
            &mut renderer,
            &mut style,
            reporter,
        );
    }
    let mut frames = Vec::with_capacity(texts.len());
    let shared = Shared {
        base: base.as_ref(),
        opts: &opts,
        marks: &marks,
        templates: &templates,
    };
    for text in &texts {
        let Some(frame) = frame(args, text, &shared, None, reporter)? else {
            return Ok(false);
        };
        frames.push(frame);
    }
    *reporter.file.borrow_mut() = None;
    let lang = reporter.msgs.lang();
    let bytes = if animate {
        crate::app::frames::animation(&mut renderer, &frames, &mut style, settings.delay, lang)
    } else {
        let frame = &frames[0];
        style.flip = frame.flip;
        renderer.encode(&frame.diagram(lang), &style, format)
    }
    .map_err(|e| usage(reporter.render_error_text(&e)))?;
    if to_stdout {
        write_stdout(&bytes, reporter)?;
    } else {
        write_file(&args.output, &bytes, reporter)?;
    }
    Ok(true)
}

/// Writes `bytes` to `path`, or reports why it cannot.
fn write_file(path: &std::path::Path, bytes: &[u8], reporter: &Reporter) -> Result<(), Fatal> {
    crate::app::files::write_atomic(path, bytes).map_err(|e| {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[
                ("path", s(path.display())),
                ("reason", s(reporter.write_error_text(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Failed
    })
}

/// What every frame of a run shares: `--base`, the reading options, the
/// marks of the command line, the templates.
struct Shared<'a> {
    base: Option<&'a crate::Board>,
    opts: &'a crate::notation::ParseOptions,
    marks: &'a [Mark],
    templates: &'a Templates,
}

/// The file a twin's diagram is written to: OUTPUT with the twin's letter
/// where it says `{twin}`, else after its name (`0007.svg` → `0007b.svg`).
pub fn twin_path(output: &std::path::Path, letter: &str) -> PathBuf {
    let text = output.to_string_lossy();
    if text.contains("{twin}") {
        return PathBuf::from(text.replace("{twin}", letter));
    }
    let stem = output
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match output.extension() {
        Some(ext) => format!("{stem}{letter}.{}", ext.to_string_lossy()),
        None => format!("{stem}{letter}"),
    };
    output.with_file_name(name)
}

/// `--twins each`: one diagram a position of `problem`, each in its own
/// file, labelled and without the twins line.
#[allow(clippy::too_many_arguments)]
fn each_twin(
    args: &RenderArgs,
    text: &Text,
    problem: &crate::problems::Problem,
    format: Format,
    shared: &Shared<'_>,
    renderer: &mut Renderer,
    style: &mut Style,
    reporter: &Reporter,
) -> Result<bool, Fatal> {
    if args.output.as_os_str() == "-" {
        reporter.emit(
            Severity::Error,
            &reporter.msgs.text("err-twins-stdout"),
            None,
            None,
        );
        return Err(Fatal::Usage);
    }
    let lang = reporter.msgs.lang();
    for drawn in crate::app::twins::each(problem, &text.tags) {
        let mut own = problem.clone();
        own.board = drawn.board.clone();
        own.twins.clear();
        own.attributes = drawn.attributes.clone();
        let position = Text {
            // The twin's own board, in the problem's letters, as batch names it.
            text: crate::notation::write_board(&drawn.board, &problem.notation.dialect),
            line: text.line,
            tags: drawn.tags.clone(),
            spot: None,
            problem: Some(Box::new(own)),
        };
        let Some(frame) = frame(args, &position, shared, Some(&drawn), reporter)? else {
            return Ok(false);
        };
        style.flip = frame.flip;
        let bytes = renderer
            .encode(&frame.diagram(lang), style, format)
            .map_err(|e| {
                reporter.emit(Severity::Error, &reporter.render_error_text(&e), None, None);
                Fatal::Usage
            })?;
        write_file(&twin_path(&args.output, &drawn.letter), &bytes, reporter)?;
    }
    *reporter.file.borrow_mut() = None;
    Ok(true)
}

/// Reads `text` into what its diagram shows; `None` when the record was
/// refused (and reported).
fn frame(
    args: &RenderArgs,
    text: &Text,
    shared: &Shared<'_>,
    twin: Option<&crate::app::twins::Drawn>,
    reporter: &Reporter,
) -> Result<Option<crate::app::frames::Frame>, Fatal> {
    let Some(record) = records::read(text, shared.opts, reporter) else {
        return Ok(None);
    };
    let board = match shared.base {
        Some(b) => record.placement.over(b),
        None => record.placement.to_board(),
    };
    let spot = text.spot.as_ref();
    let mut marks = shared.marks.to_vec();
    if let Some(comment) = spot.and_then(|s| s.comment.as_deref()) {
        let line = text.line.unwrap_or(1);
        marks.extend(Mark::parse_chessbase(comment).map_err(|e| {
            let msg = reporter.labelled(&reporter.line_name(line), &reporter.chessbase_text(&e));
            reporter.emit(Severity::Error, &msg, None, None);
            Fatal::Failed
        })?);
    }
    let side = record.side_to_move;
    let flip = flipped(&args.keys, side, spot.and_then(|s| s.seen_from));
    let mut extra: Vec<(&str, String)> = spot.map(|s| s.fields.clone()).unwrap_or_default();
    if let Some(t) = twin {
        extra.push(("twin", t.letter.clone()));
    }
    let fields = RecordFields {
        number: 1,
        line: text.line.unwrap_or(1),
        stem: "",
        record: Some(&record),
        tags: &text.tags,
        board: &board,
        side,
        msgs: &reporter.msgs,
        extra: &extra,
    };
    let crate::app::frames::Words {
        caption,
        mut problem,
        more,
        mut description,
    } = crate::app::frames::words(shared.templates, &fields, reporter, true);
    if let Some(t) = twin {
        problem.stipulation = crate::app::twins::labelled(problem.stipulation.take(), &t.label);
    }
    let (last_move, check) = shown(args, &board, side, spot, reporter)?;
    let more = more.with_problem(text.problem.as_deref(), twin);
    if twin.is_some() || text.problem.is_some() {
        // Said again with the twin's label and the problem board's marks.
        let extras =
            crate::app::describe::Extras::new(side, caption.as_deref(), &problem).with_more(&more);
        description = crate::app::describe::describe(&board, &extras, &reporter.msgs);
    }
    Ok(Some(crate::app::frames::Frame {
        board,
        side,
        title: text.text.trim().to_owned(),
        caption,
        problem,
        more,
        marks,
        last_move,
        check,
        description,
        flip,
    }))
}
