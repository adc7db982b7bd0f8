//! `forsythe render`: one record, one diagram file.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use forsythe::Square;
use forsythe::render::{
    Diagram, LastMoveStyle, Length, Mark, MarkKind, PieceSet, Problem, Renderer, Rgb, Style, Theme,
    marks as colors,
};

use crate::cli::i18n::{n, s};
use crate::cli::input::Lines;
use crate::cli::report::{Reporter, Severity};
use crate::cli::translate::read_record;
use crate::cli::{Fatal, ReadArgs, dialect_choice, reading, write_stdout};

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Svg,
    Png,
    #[cfg(feature = "pdf")]
    Pdf,
}

impl Format {
    fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            #[cfg(feature = "pdf")]
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }
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
    #[arg(long)]
    pub flip: bool,
    #[arg(long, overrides_with = "no_coordinates")]
    pub coordinates: bool,
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
    #[arg(long, value_name = "LENGTH")]
    pub square_size: Option<String>,
    #[arg(long, value_name = "N")]
    pub dpi: Option<u32>,
    #[arg(long, value_enum, value_name = "STYLE", default_value = "squares")]
    pub last_move_style: LastMoveArg,
}

/// How the last move is shown (`--last-move-style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LastMoveArg {
    Squares,
    Arrow,
    None,
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    #[arg(long, value_name = "TEXT")]
    pub caption: Vec<String>,
    #[arg(long, value_name = "FROMTO")]
    pub last_move: Option<String>,
    #[arg(long, value_name = "SQUARE")]
    pub check: Option<String>,
    #[command(flatten)]
    pub style: StyleArgs,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// The library's style from the command line, or a usage error.
pub fn style(args: &StyleArgs, reporter: &Reporter) -> Result<Style, Fatal> {
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let theme: Theme = args
        .theme
        .parse()
        .map_err(|e: forsythe::render::ParseThemeError| {
            usage(reporter.msgs.get("err-theme", &[("name", s(e.text()))]))
        })?;
    let mut colors = theme.colors();
    let color = |c: &Option<String>| -> Result<Option<Rgb>, Fatal> {
        c.as_deref()
            .map(|t| {
                t.parse::<Rgb>()
                    .map_err(|_| usage(reporter.msgs.get("err-color", &[("text", s(t))])))
            })
            .transpose()
    };
    if let Some(c) = color(&args.light)? {
        colors.light = c;
    }
    if let Some(c) = color(&args.dark)? {
        colors.dark = c;
    }
    if !forsythe::render::SIZE_RANGE.contains(&args.size) {
        return Err(usage(reporter.msgs.get(
            "err-size",
            &[
                ("size", n(args.size as usize)),
                ("min", n(*forsythe::render::SIZE_RANGE.start() as usize)),
                ("max", n(*forsythe::render::SIZE_RANGE.end() as usize)),
            ],
        )));
    }
    let square_size = match &args.square_size {
        Some(t) => Some(
            t.parse::<Length>()
                .map_err(|_| usage(reporter.msgs.get("err-square-size", &[("text", s(t))])))?,
        ),
        None => None,
    };
    if let Some(dpi) = args.dpi
        && !(1..=10_000).contains(&dpi)
    {
        return Err(usage(
            reporter.msgs.get("err-dpi", &[("dpi", n(dpi as usize))]),
        ));
    }
    Ok(Style {
        size: args.size,
        flip: args.flip,
        coordinates: !args.no_coordinates,
        side_to_move: args.side_to_move,
        colors,
        transparent: args.transparent,
        square_size,
        dpi: args.dpi,
        last_move: match args.last_move_style {
            LastMoveArg::Squares => LastMoveStyle::Squares,
            LastMoveArg::Arrow => LastMoveStyle::Arrow,
            LastMoveArg::None => LastMoveStyle::None,
        },
    })
}

/// What kind of mark an option draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkOption {
    /// `--mark`: a tinted square.
    Fill,
    /// `--circle`.
    Circle,
    /// `--cross`.
    Cross,
    /// `--arrow`: two squares.
    Arrow,
}

/// A mark as the command line writes it, or why it is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkSpecError {
    /// Not a square (or two squares for an arrow).
    Syntax(String),
    /// The colour is neither a name nor CSS hex.
    Color(String),
}

/// A colour by name (`green`, `red`, `yellow`, `blue`, or their first
/// letters, as ChessBase writes them) or CSS hex.
pub fn mark_color(text: &str) -> Result<Rgb, MarkSpecError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "green" | "g" => Ok(colors::GREEN),
        "red" | "r" => Ok(colors::RED),
        "yellow" | "y" => Ok(colors::YELLOW),
        "blue" | "b" => Ok(colors::BLUE),
        _ => text
            .parse()
            .map_err(|_| MarkSpecError::Color(text.to_owned())),
    }
}

/// Reads `SQUARE[:COLOR]` (or `FROMTO[:COLOR]` for an arrow, also written
/// `e2-e4` or `e2->e4`); the colour is green when none is given.
pub fn parse_mark(kind: MarkOption, spec: &str) -> Result<Mark, MarkSpecError> {
    let (squares, color_text) = match spec.split_once(':') {
        Some((s, c)) => (s.trim(), Some(c)),
        None => (spec.trim(), None),
    };
    let color = color_text.map_or(Ok(colors::GREEN), mark_color)?;
    let syntax = || MarkSpecError::Syntax(spec.to_owned());
    let (square, rest) = Square::parse_prefix(squares).ok_or_else(syntax)?;
    let kind = match kind {
        MarkOption::Arrow => {
            let rest = rest
                .strip_prefix("->")
                .or_else(|| rest.strip_prefix('-'))
                .unwrap_or(rest);
            match Square::parse_prefix(rest) {
                Some((to, "")) if to != square => MarkKind::Arrow(to),
                _ => return Err(syntax()),
            }
        }
        _ if !rest.is_empty() => return Err(syntax()),
        MarkOption::Fill => MarkKind::Fill,
        MarkOption::Circle => MarkKind::Circle,
        MarkOption::Cross => MarkKind::Cross,
    };
    Ok(Mark {
        kind,
        square,
        color,
    })
}

/// The marks and arrows given on the command line, in the order: fills,
/// circles, crosses, arrows, then those of `--marks` comments.
pub fn marks(args: &StyleArgs, reporter: &Reporter) -> Result<Vec<Mark>, Fatal> {
    let mut out = Vec::new();
    let groups = [
        (MarkOption::Fill, &args.mark),
        (MarkOption::Circle, &args.circle),
        (MarkOption::Cross, &args.cross),
        (MarkOption::Arrow, &args.arrow),
    ];
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    for (kind, specs) in groups {
        for spec in specs {
            out.push(parse_mark(kind, spec).map_err(|e| usage(reporter.mark_spec_text(&e)))?);
        }
    }
    for comment in &args.chessbase {
        out.extend(Mark::parse_chessbase(comment).map_err(|e| usage(reporter.chessbase_text(&e)))?);
    }
    Ok(out)
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

/// The caption from the `--caption` values: `side` is who moves and `count`
/// the piece count (white+black), in the interface language; any other value
/// is text in which `{side}` and `{count}` are replaced. Several values are
/// joined with a space. `None` without values.
pub fn caption(
    values: &[String],
    board: &forsythe::Board,
    side: Option<forsythe::Color>,
    reporter: &Reporter,
) -> Option<String> {
    if values.is_empty() {
        return None;
    }
    let side_text = || match side {
        Some(forsythe::Color::White) => reporter.msgs.text("caption-side-white"),
        Some(forsythe::Color::Black) => reporter.msgs.text("caption-side-black"),
        None => {
            reporter.emit(
                Severity::Warning,
                &reporter.msgs.text("warn-caption-side"),
                None,
                None,
            );
            String::new()
        }
    };
    let count_text = || {
        let (w, b) = board.piece_count();
        reporter
            .msgs
            .get("caption-count", &[("white", n(w)), ("black", n(b))])
    };
    let parts: Vec<String> = values
        .iter()
        .map(|v| match v.as_str() {
            "side" => side_text(),
            "count" => count_text(),
            text => {
                let mut out = text.to_owned();
                if out.contains("{side}") {
                    out = out.replace("{side}", &side_text());
                }
                if out.contains("{count}") {
                    out = out.replace("{count}", &count_text());
                }
                out
            }
        })
        .filter(|p| !p.trim().is_empty())
        .collect();
    Some(parts.join(" "))
}

pub fn run(args: &RenderArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let to_stdout = args.output.as_os_str() == "-";
    let format = match (args.format, Format::from_path(&args.output)) {
        (Some(f), _) | (None, Some(f)) if !(to_stdout && args.format.is_none()) => f,
        _ if to_stdout => return Err(usage(reporter.msgs.text("err-format-stdout"))),
        _ => {
            return Err(usage(
                reporter
                    .msgs
                    .get("err-format-unknown", &[("path", s(args.output.display()))]),
            ));
        }
    };
    let style = style(&args.style, reporter)?;
    let from = dialect_choice(&args.style.dialect, reporter)?;
    let (base, opts) = reading(
        args.read.base.as_deref(),
        from,
        args.read.merge_digits,
        reporter,
    )?;
    let mut renderer = renderer(&args.style, reporter)?;
    let marks = marks(&args.style, reporter)?;
    let mut lines = Lines::new(args.read.input.as_deref());
    let Some(line) = lines.next() else {
        return Err(usage(reporter.msgs.text("err-no-record")));
    };
    if let Some(extra) = lines.next() {
        let number = extra.number.unwrap_or(0);
        return Err(usage(
            reporter.msgs.get("err-one-record", &[("line", n(number))]),
        ));
    }
    let Some((text, record)) = read_record(&line, &opts, reporter) else {
        return Ok(false);
    };
    let board = match &base {
        Some(b) => record.placement.over(b),
        None => record.placement.to_board(),
    };
    let caption = caption(&args.caption, &board, record.side_to_move, reporter);
    let last_move = match &args.last_move {
        Some(text) => match parse_mark(MarkOption::Arrow, text) {
            Ok(Mark {
                kind: MarkKind::Arrow(to),
                square,
                ..
            }) => Some((square, to)),
            _ => return Err(usage(reporter.msgs.get("err-mark", &[("text", s(text))]))),
        },
        None => None,
    };
    let check = match args.check.as_deref() {
        None | Some("none") => None,
        Some(text) => Some(
            Square::parse(text.trim())
                .ok_or_else(|| usage(reporter.msgs.get("err-mark", &[("text", s(text))])))?,
        ),
    };
    let diagram = Diagram {
        board: &board,
        side_to_move: record.side_to_move,
        title: Some(text.trim()),
        caption: caption.as_deref(),
        marks: &marks,
        problem: Problem {
            author: args.style.author.as_deref(),
            source: args.style.source.as_deref(),
            stipulation: args.style.stipulation.as_deref(),
        },
        last_move,
        check,
        ..Diagram::new(&board)
    };
    let bytes = match format {
        Format::Svg => renderer.svg(&diagram, &style).map(String::into_bytes),
        Format::Png => renderer.png(&diagram, &style),
        #[cfg(feature = "pdf")]
        Format::Pdf => renderer.pdf(&diagram, &style),
    }
    .map_err(|e| usage(reporter.render_error_text(&e)))?;
    if to_stdout {
        write_stdout(&bytes, reporter)?;
    } else if let Err(e) = crate::cli::files::write_atomic(&args.output, &bytes) {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[("path", s(args.output.display())), ("reason", s(e))],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    Ok(true)
}
