//! `forsythe render`: one record, one diagram file.

use std::path::PathBuf;

use crate::games::Selection;
use crate::render::Format;
use crate::render::{PieceSet, Renderer, Style};
use crate::settings::Settings;
use clap::{Args, ValueEnum};

use crate::cli::keys::{DiagramKeys, GivenKeys, KeyOptions};

use crate::app::i18n::{n, s};
use crate::app::records::{self, Records, Text};
use crate::app::report::{Reporter, Severity};
use crate::app::scene::{self, Recipe, Scene, Unscened};
use crate::app::texts::Templates;
use crate::app::twins::{TwinPosition, TwinsArg};
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
    let templates = Templates::new(&args.keys.values("caption"), &settings.lines)
        .map_err(|(t, e)| usage(reporter.template_error_text(&t, &e)))?;
    let recipe = Recipe::new(&settings, &templates);
    let animate = format == Format::Gif;
    let mut choice = crate::cli::choice(&args.keys, reporter)?;
    if animate && choice.at == Selection::Auto {
        // An animation of a game shows all of it.
        choice.at = Selection::Every;
    }
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.word(),
        &choice,
        &opts,
        reporter,
    )?;
    records.name_file(reporter);
    let Some(texts) = texts(&mut records, animate, reporter)? else {
        return Ok(false);
    };
    records::tell_windows_1252(&records, reporter);
    let shared = Shared {
        base: base.as_ref(),
        opts: &opts,
        recipe: &recipe,
    };
    if args.twins == TwinsArg::Each
        && let [text] = texts.as_slice()
        && let Some(problem) = text.problem.as_deref()
        && !problem.twins.is_empty()
    {
        return each_twin(
            &args.output,
            text,
            problem,
            format,
            &shared,
            &mut renderer,
            &mut style,
            reporter,
        );
    }
    let mut scenes = Vec::with_capacity(texts.len());
    for text in &texts {
        let Some(scene) = scene(text, &shared, None, reporter)? else {
            return Ok(false);
        };
        scenes.push(scene);
    }
    *reporter.file.borrow_mut() = None;
    let lang = reporter.msgs.lang();
    let bytes = if animate {
        crate::app::scene::animation(&mut renderer, &scenes, &mut style, settings.delay, lang)
    } else {
        let scene = &scenes[0];
        style.flip = scene.flip;
        renderer.encode(&scene.diagram(lang), &style, format)
    }
    .map_err(|e| {
        usage(match scenes.first() {
            Some(scene) => scene
                .off_board_text(&e, &reporter.msgs)
                .unwrap_or_else(|| reporter.render_error_text(&e)),
            None => reporter.render_error_text(&e),
        })
    })?;
    if to_stdout {
        write_stdout(&bytes, reporter)?;
    } else {
        write_file(&args.output, &bytes, reporter)?;
    }
    Ok(true)
}

/// The one record to draw; or, for an animation, every position of one
/// game. `None` when it was refused (and reported); a second record is a
/// usage error.
fn texts(
    records: &mut Records,
    animate: bool,
    reporter: &Reporter,
) -> Result<Option<Vec<Text>>, Fatal> {
    let Some(first) = records.next_text(reporter)? else {
        reporter.emit(
            Severity::Error,
            &reporter.msgs.text("err-no-record"),
            None,
            None,
        );
        return Err(Fatal::Usage);
    };
    let Some(text) = first else {
        return Ok(None);
    };
    let mut texts = vec![text];
    while let Some(next) = records.next_text(reporter)? {
        match next {
            Some(t) if animate && t.spot.is_some() && t.line == texts[0].line => texts.push(t),
            // A game that stops at a fault was reported; nothing is drawn.
            None if animate && texts[0].spot.is_some() => return Ok(None),
            extra => {
                let line = extra.and_then(|t| t.line).unwrap_or(0);
                let msg = reporter.msgs.get("err-one-record", &[("line", n(line))]);
                reporter.emit(Severity::Error, &msg, None, None);
                return Err(Fatal::Usage);
            }
        }
    }
    Ok(Some(texts))
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

/// What every scene of a run shares: `--base`, the reading options, and
/// how it is drawn.
struct Shared<'a> {
    base: Option<&'a crate::Board>,
    opts: &'a crate::notation::ParseOptions,
    recipe: &'a Recipe<'a>,
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
/// file (named from `output`), labelled and without the twins line.
#[allow(clippy::too_many_arguments)]
fn each_twin(
    output: &std::path::Path,
    text: &Text,
    problem: &crate::problems::Problem,
    format: Format,
    shared: &Shared<'_>,
    renderer: &mut Renderer,
    style: &mut Style,
    reporter: &Reporter,
) -> Result<bool, Fatal> {
    if output.as_os_str() == "-" {
        reporter.emit(
            Severity::Error,
            &reporter.msgs.text("err-twins-stdout"),
            None,
            None,
        );
        return Err(Fatal::Usage);
    }
    let lang = reporter.msgs.lang();
    for twin in crate::app::twins::each(problem, &text.tags) {
        let mut own = problem.clone();
        own.board = twin.board.clone();
        own.twins.clear();
        own.attributes = twin.attributes.clone();
        let position = Text {
            // The twin's own board, in the problem's letters, as batch names it.
            text: crate::notation::write_board(&twin.board, &problem.notation.dialect),
            line: text.line,
            tags: twin.tags.clone(),
            spot: None,
            problem: Some(Box::new(own)),
        };
        let Some(scene) = scene(&position, shared, Some(&twin), reporter)? else {
            return Ok(false);
        };
        style.flip = scene.flip;
        let bytes = renderer
            .encode(&scene.diagram(lang), style, format)
            .map_err(|e| {
                reporter.emit(
                    Severity::Error,
                    &scene
                        .off_board_text(&e, &reporter.msgs)
                        .unwrap_or_else(|| reporter.render_error_text(&e)),
                    None,
                    None,
                );
                Fatal::Usage
            })?;
        write_file(&twin_path(output, &twin.letter), &bytes, reporter)?;
    }
    *reporter.file.borrow_mut() = None;
    Ok(true)
}

/// Reads `text` into what its diagram shows; `None` when the record was
/// refused (and reported).
fn scene(
    text: &Text,
    shared: &Shared<'_>,
    twin: Option<&TwinPosition>,
    reporter: &Reporter,
) -> Result<Option<Scene>, Fatal> {
    let reading = (shared.base, shared.opts);
    let scene = match scene::of_text(text, shared.recipe, reading, twin, &reporter.msgs, reporter) {
        Ok(scene) => scene,
        Err(Unscened::Record) => return Ok(None),
        Err(Unscened::Marks) => return Err(Fatal::Failed),
    };
    if scene.side.is_none() && shared.recipe.asks_side() {
        reporter.emit(
            Severity::Warning,
            &reporter.msgs.text("warn-caption-side"),
            None,
            None,
        );
    }
    Ok(Some(scene))
}
