//! `forsythe render`: one record, one diagram file.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use forsythe::render::marks::MarkError;
use forsythe::render::{
    Diagram, Layout, Length, Mark, MarkKind, PieceSet, Problem, Renderer, Rgb, Style, Theme,
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
    /// The names of the formats this program writes (`svg`, `png`, …).
    pub fn names() -> Vec<String> {
        Format::value_variants()
            .iter()
            .filter_map(|f| f.to_possible_value())
            .map(|v| v.get_name().to_owned())
            .collect()
    }

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
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    #[arg(long, value_name = "TEXT")]
    pub caption: Vec<String>,
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
        .map_err(|t| usage(reporter.msgs.get("err-theme", &[("name", s(t))])))?;
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
                ("size", n(args.size)),
                ("min", n(*forsythe::render::SIZE_RANGE.start())),
                ("max", n(*forsythe::render::SIZE_RANGE.end())),
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
    const MAX_DPI: u32 = 10_000;
    if let Some(dpi) = args.dpi
        && !(1..=MAX_DPI).contains(&dpi)
    {
        return Err(usage(
            reporter
                .msgs
                .get("err-dpi", &[("dpi", n(dpi)), ("max", n(MAX_DPI))]),
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
    })
}

/// The style for one board: with `--square-size` and `--dpi`, the image is
/// as wide as that physical square size asks at that resolution.
pub fn style_for_board(style: &Style, files: usize, marker: bool) -> Style {
    match (style.square_size, style.dpi) {
        (Some(len), Some(dpi)) => {
            let square = (len.points() / 72.0 * dpi as f32).round().max(2.0) as u32;
            Style {
                size: Layout::width_for_square(files, square, style, marker),
                ..style.clone()
            }
        }
        _ => style.clone(),
    }
}

/// The marks and arrows given on the command line, in the order: fills,
/// circles, crosses, arrows, then those of `--marks` comments.
pub fn marks(args: &StyleArgs, reporter: &Reporter) -> Result<Vec<Mark>, Fatal> {
    let mut out = Vec::new();
    let a1 = forsythe::Square { file: 0, rank: 0 };
    let groups = [
        (MarkKind::Fill, &args.mark),
        (MarkKind::Circle, &args.circle),
        (MarkKind::Cross, &args.cross),
        (MarkKind::Arrow(a1), &args.arrow),
    ];
    for (kind, specs) in groups {
        for spec in specs {
            out.push(Mark::parse(kind, spec).map_err(|e| mark_error(&e, reporter))?);
        }
    }
    for comment in &args.chessbase {
        out.extend(Mark::parse_chessbase(comment).map_err(|e| mark_error(&e, reporter))?);
    }
    Ok(out)
}

/// Reports a mark that cannot be read, as a usage error.
pub fn mark_error(e: &MarkError, reporter: &Reporter) -> Fatal {
    let msg = match e {
        MarkError::Syntax(t) => reporter.msgs.get("err-mark", &[("text", s(t))]),
        MarkError::Color(t) => reporter.msgs.get("err-mark-color", &[("text", s(t))]),
    };
    reporter.emit(Severity::Error, &msg, None, None);
    Fatal::Usage
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
        _ if to_stdout => {
            let formats = Format::names();
            return Err(usage(reporter.msgs.get(
                "err-format-stdout",
                &[("formats", s(reporter.msgs.or_list(&formats)))],
            )));
        }
        _ => {
            let extensions: Vec<String> = Format::names().iter().map(|f| format!(".{f}")).collect();
            return Err(usage(reporter.msgs.get(
                "err-format-unknown",
                &[
                    ("path", s(args.output.display())),
                    ("extensions", s(reporter.msgs.or_list(&extensions))),
                ],
            )));
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
    };
    let marker = style.side_to_move && record.side_to_move.is_some();
    let style = style_for_board(&style, board.width(), marker);
    let bytes = match format {
        Format::Svg => renderer.svg(&diagram, &style).map(String::into_bytes),
        Format::Png => renderer.png(&diagram, &style),
        #[cfg(feature = "pdf")]
        Format::Pdf => renderer.pdf(&diagram, &style),
    }
    .map_err(|e| usage(reporter.render_error_text(&e)))?;
    if to_stdout {
        write_stdout(&bytes, reporter)?;
    } else if let Err(e) = forsythe::batch::write_atomic(&args.output, &bytes) {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[("path", s(args.output.display())), ("reason", s(e))],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    Ok(true)
}
