//! `forsythe render`: one record, one diagram file.

use std::path::PathBuf;

use crate::games::Selection;
use crate::render::Format;
use crate::render::{PieceSet, Renderer, Style};
use crate::settings::Settings;
use clap::{Args, ValueEnum};

use crate::app::i18n::{n, s};
use crate::app::records::{self, Records, Text};
use crate::app::report::{Reporter, Severity};
use crate::app::scene::{self, Recipe, Scene, Subject};
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

/// `--flip`: always, never, or from the side to move; `black` and `white`
/// name the side the board is seen from (`yes` and `no`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FlipArg {
    Yes,
    No,
    Auto,
    Black,
    White,
}

impl FlipArg {
    /// The word of the list of keys that means it.
    fn word(self) -> &'static str {
        match self {
            FlipArg::Yes => "yes",
            FlipArg::No => "no",
            FlipArg::Auto => "auto",
            FlipArg::Black => "black",
            FlipArg::White => "white",
        }
    }
}

/// The options `render` and `batch` share, written as pairs of the one list
/// of keys ([`crate::settings::KEYS`]): the command line only spells
/// them; their meaning is the settings'.
pub fn style_pairs(args: &StyleArgs) -> Vec<(&'static str, String)> {
    let mut p: Vec<(&'static str, String)> = vec![
        ("dialect", args.dialect.clone()),
        ("size", args.size.to_string()),
        ("theme", args.theme.clone()),
        ("frame", args.frame.clone()),
    ];
    match (args.flip, args.no_flip) {
        (_, true) => p.push(("no-flip", String::new())),
        (Some(f), false) => p.push(("flip", f.word().to_owned())),
        (None, false) => {}
    }
    if args.no_coordinates {
        p.push(("no-coordinates", String::new()));
    } else if let Some(c) = &args.coordinates {
        p.push(("coordinates", c.clone()));
    }
    for (key, on) in [
        ("side-to-move", args.side_to_move),
        ("transparent", args.transparent),
    ] {
        if on {
            p.push((key, String::new()));
        }
    }
    let one = [
        ("light", &args.light),
        ("dark", &args.dark),
        ("stipulation", &args.stipulation),
        ("author", &args.author),
        ("source", &args.source),
        ("condition", &args.condition),
        ("twins-line", &args.twins_line),
        ("award", &args.award),
        ("dedication", &args.dedication),
        ("solution", &args.solution),
        ("square-size", &args.square_size),
    ];
    p.extend(
        one.into_iter()
            .filter_map(|(k, v)| v.as_ref().map(|v| (k, v.clone()))),
    );
    if let Some(dir) = &args.pieces {
        p.push(("pieces", dir.to_string_lossy().into_owned()));
    }
    if let Some(dpi) = args.dpi {
        p.push(("dpi", dpi.to_string()));
    }
    for (key, list) in [
        ("mark", &args.mark),
        ("circle", &args.circle),
        ("cross", &args.cross),
        ("arrow", &args.arrow),
        ("marks", &args.chessbase),
        ("glyph", &args.glyph),
    ] {
        p.extend(list.iter().map(|v| (key, v.clone())));
    }
    p.push(("last-move-style", args.last_move_style.word().to_owned()));
    p.push(("check", args.check.clone()));
    p.push(("legend", args.legend.clone()));
    p
}

/// The options `render` and `batch` share, read by the settings.
pub fn settings(args: &StyleArgs, reporter: &Reporter) -> Result<Settings, Fatal> {
    let pairs = style_pairs(args);
    crate::app::positions::settings_of(pairs.iter().map(|(k, v)| (*k, v.as_str())), reporter)
}

// How a diagram looks: the options `render` and `batch` share.
#[derive(Args, Debug, Clone)]
pub struct StyleArgs {
    #[arg(
        long,
        visible_alias = "from",
        value_name = "DIALECT",
        default_value = "en"
    )]
    pub dialect: String,
    #[arg(long, value_name = "PX", default_value_t = 400)]
    pub size: u32,
    #[arg(
        long,
        value_enum,
        value_name = "WHEN",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "yes"
    )]
    pub flip: Option<FlipArg>,
    #[arg(long, overrides_with = "flip")]
    pub no_flip: bool,
    #[arg(
        long,
        overrides_with = "no_coordinates",
        value_name = "WHERE",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "outside",
        value_parser = ["outside", "inside", "none"]
    )]
    pub coordinates: Option<String>,
    #[arg(long)]
    pub no_coordinates: bool,
    #[arg(long)]
    pub side_to_move: bool,
    #[arg(long, value_name = "NAME", default_value = "classic")]
    pub theme: String,
    #[arg(long, value_name = "COLOR")]
    pub light: Option<String>,
    #[arg(long, value_name = "COLOR")]
    pub dark: Option<String>,
    #[arg(long, value_name = "FRAME", default_value = "thin",
          value_parser = ["none", "thin", "thick"])]
    pub frame: String,
    #[arg(long)]
    pub transparent: bool,
    #[arg(long, value_name = "DIR")]
    pub pieces: Option<PathBuf>,
    #[arg(long, value_name = "SQUARE[:COLOR]")]
    pub mark: Vec<String>,
    #[arg(long, value_name = "SQUARE[:COLOR]")]
    pub circle: Vec<String>,
    #[arg(long, value_name = "SQUARE[:COLOR]")]
    pub cross: Vec<String>,
    #[arg(long, value_name = "FROMTO[:COLOR]")]
    pub arrow: Vec<String>,
    #[arg(long = "marks", value_name = "COMMENT")]
    pub chessbase: Vec<String>,
    #[arg(long, value_name = "TEXT")]
    pub stipulation: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub author: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub source: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub condition: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub twins_line: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub award: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub dedication: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub solution: Option<String>,
    #[arg(long, value_name = "LENGTH")]
    pub square_size: Option<String>,
    #[arg(long, value_name = "N")]
    pub dpi: Option<u32>,
    #[arg(long, value_enum, value_name = "STYLE", default_value = "squares")]
    pub last_move_style: LastMoveArg,
    #[arg(long, value_name = "SQUARE", default_value = "auto")]
    pub check: String,
    #[arg(long, value_name = "WHEN", default_value = "auto", value_parser = ["auto", "none"])]
    pub legend: String,
    #[arg(long, value_name = "WALK=SHAPE[:DEGREES]", value_delimiter = ',')]
    pub glyph: Vec<String>,
}

/// How the last move is shown (`--last-move-style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LastMoveArg {
    Squares,
    Arrow,
    None,
}

impl LastMoveArg {
    /// The word of the list of keys that means it.
    fn word(self) -> &'static str {
        match self {
            LastMoveArg::Squares => "squares",
            LastMoveArg::Arrow => "arrow",
            LastMoveArg::None => "none",
        }
    }
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    #[arg(long, value_parser = format_parser(), ignore_case = true)]
    pub format: Option<Format>,
    #[arg(long, value_name = "TEXT")]
    pub caption: Vec<String>,
    #[arg(long, value_name = "FROMTO")]
    pub last_move: Option<String>,
    #[arg(long, value_name = "MS", default_value_t = 800,
          value_parser = clap::value_parser!(u32).range(10..=655_350))]
    pub delay: u32,
    #[arg(long, value_enum, value_name = "WHAT", default_value = "line")]
    pub twins: crate::app::twins::TwinsArg,
    #[command(flatten)]
    pub style: StyleArgs,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// The renderer for `--pieces`, or our own set.
pub fn renderer(args: &StyleArgs, reporter: &Reporter) -> Result<Renderer, Fatal> {
    let Some(dir) = &args.pieces else {
        return Ok(Renderer::new());
    };
    PieceSet::from_dir(dir)
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
    let settings = settings(&args.style, reporter)?;
    let mut style = settings.style();
    let from = dialect_choice(&args.style.dialect, reporter)?;
    let (base, opts) = reading(
        args.read.base.as_deref(),
        from,
        args.read.merge_digits,
        reporter,
    )?;
    let mut renderer = renderer(&args.style, reporter)?;
    let templates = Templates::new(&args.caption, &settings.lines)
        .map_err(|(t, e)| usage(reporter.template_error_text(&t, &e)))?;
    let mut recipe = Recipe::new(&settings, &templates);
    if let Some(m) = &args.last_move {
        recipe.last_move =
            crate::app::positions::settings_of([("last-move", m.as_str())], reporter)?.last_move;
    }
    let animate = format == Format::Gif;
    let mut choice = crate::cli::choice(&args.read.games, reporter)?;
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
        crate::app::scene::animation(&mut renderer, &scenes, &mut style, args.delay, lang)
    } else {
        let scene = &scenes[0];
        style.flip = scene.flip;
        renderer.encode(&scene.diagram(lang), &style, format)
    }
    .map_err(|e| usage(reporter.render_error_text(&e)))?;
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
                reporter.emit(Severity::Error, &reporter.render_error_text(&e), None, None);
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
    let Some(record) = records::read(text, shared.opts, reporter) else {
        return Ok(None);
    };
    let board = match shared.base {
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
    let scene = scene::build(shared.recipe, &subject, &reporter.msgs, true).map_err(|e| {
        let msg = reporter.labelled(&reporter.line_name(line), &reporter.chessbase_text(&e));
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Failed
    })?;
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

#[cfg(test)]
mod tests {
    use crate::settings::{KEYS, Kind, Way, find};
    use clap::{ArgAction, CommandFactory};

    /// Options of `render` about the command rather than the diagram: where
    /// it writes, in what format, whether its argument is a record or a
    /// file, and how many files a problem with twins gives (a block or a
    /// request draws one picture).
    const COMMAND_ONLY: &[&str] = &[
        "output", "format", "record", "quiet", "help", "version", "twins",
    ];

    /// Every option of `render` is a key of the one list, with the list's
    /// name, other names, value name and kind; every key the command line
    /// takes is an option of `render`.
    #[test]
    fn render_options_are_the_keys() {
        let cli = crate::cli::Cli::command();
        let render = cli.find_subcommand("render").expect("render");
        let args: Vec<&clap::Arg> = render.get_arguments().chain(cli.get_arguments()).collect();
        for arg in &args {
            let Some(long) = arg.get_long() else { continue };
            if COMMAND_ONLY.contains(&long) {
                continue;
            }
            let key = find(long).unwrap_or_else(|| panic!("--{long} is no key"));
            assert_eq!(key.name, long, "--{long}");
            assert!(key.takes(Way::CommandLine), "--{long}");
            let aliases: Vec<&str> = arg.get_visible_aliases().unwrap_or_default();
            assert!(
                aliases.iter().all(|a| key.aliases.contains(a)),
                "--{long}: {aliases:?}"
            );
            let value: Vec<String> = arg
                .get_value_names()
                .unwrap_or_default()
                .iter()
                .map(ToString::to_string)
                .collect();
            let flag = matches!(arg.get_action(), ArgAction::SetTrue);
            let kind = match arg.get_action() {
                ArgAction::Append => Kind::Many,
                ArgAction::SetTrue => Kind::Switch,
                _ if arg.get_num_args().is_some_and(|n| n.min_values() == 0) => Kind::Switch,
                _ => Kind::Value,
            };
            assert_eq!(kind, key.kind, "--{long}");
            if flag {
                assert_eq!(key.value, "", "--{long}");
            } else {
                assert_eq!(value, [key.value], "--{long}");
            }
        }
        for key in KEYS.iter().filter(|k| k.takes(Way::CommandLine)) {
            if key.name == crate::settings::KEYS[0].name {
                // The record is the argument after the options.
                continue;
            }
            assert!(
                args.iter().any(|a| a.get_long() == Some(key.name)),
                "the key `{}` is no option of render",
                key.name
            );
        }
    }

    /// The options `batch` shares with `render` are the same keys.
    #[test]
    fn batch_style_options_are_keys() {
        let cli = crate::cli::Cli::command();
        let batch = cli.find_subcommand("batch").expect("batch");
        let render = cli.find_subcommand("render").expect("render");
        for arg in batch.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if let Some(key) = find(long)
                && key.takes(Way::CommandLine)
                && !COMMAND_ONLY.contains(&long)
            {
                assert!(
                    render.get_arguments().any(|a| a.get_long() == Some(long)),
                    "batch --{long} is a key but no option of render"
                );
            }
        }
    }
}
