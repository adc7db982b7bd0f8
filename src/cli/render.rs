//! `forsythe render`: one record, one diagram file.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use forsythe::Square;
use forsythe::games::Selection;
use forsythe::render::{
    Animation, DEFAULT_DELAY, Diagram, LastMoveStyle, Length, Mark, MarkKind, PieceSet, Problem,
    RenderError, Renderer, Rgb, Style, Theme, marks as colors,
};

use crate::cli::describe::{Extras, describe};

use crate::cli::i18n::{n, s};
use crate::cli::records::{self, Records, Text};
use crate::cli::report::{Reporter, Severity};
use crate::cli::texts::{RecordFields, Templates};
use crate::cli::{Fatal, ReadArgs, dialect_choice, reading, write_stdout};

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Svg,
    Png,
    Gif,
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

    /// The file extension of the format: its name.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Gif => "gif",
            #[cfg(feature = "pdf")]
            Format::Pdf => "pdf",
        }
    }

    fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            "gif" => Some(Format::Gif),
            #[cfg(feature = "pdf")]
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }
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

/// Whether a diagram is drawn from Black's side: `--flip` (`yes`), `--no-flip`
/// or `--flip=no`, `--flip auto` (from the side to move); without either,
/// from the side a puzzle's solver plays, else from White's.
pub fn flipped(
    args: &StyleArgs,
    side: Option<forsythe::Color>,
    seen_from: Option<forsythe::Color>,
) -> bool {
    use forsythe::Color::Black;
    match (args.flip, args.no_flip) {
        (_, true) | (Some(FlipArg::No | FlipArg::White), _) => false,
        (Some(FlipArg::Yes | FlipArg::Black), _) => true,
        (Some(FlipArg::Auto), _) => side == Some(Black),
        (None, false) => seen_from == Some(Black),
    }
}

/// `--at` and `--move-letters`, read.
pub fn choice(
    args: &GameArgs,
    reporter: &Reporter,
) -> Result<crate::cli::positions::Choice, Fatal> {
    let usage = |msg: String| {
        reporter.emit(Severity::Error, &msg, None, None);
        Fatal::Usage
    };
    let at = args
        .at
        .parse()
        .map_err(|_| usage(reporter.msgs.get("err-at", &[("text", s(&args.at))])))?;
    let letters = args.move_letters.parse().map_err(|_| {
        usage(
            reporter
                .msgs
                .get("err-move-letters", &[("text", s(&args.move_letters))]),
        )
    })?;
    Ok(crate::cli::positions::Choice { at, letters })
}

// Which positions of a game are drawn, and how its moves are written.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    #[arg(long, value_name = "WHAT", default_value = "auto")]
    pub at: String,
    #[arg(long, value_name = "LETTERS", default_value = "en")]
    pub move_letters: String,
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

/// Which king a diagram shows in check (`--check`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckChoice {
    /// The king the position has in check: the side to move's, when the
    /// side to move is known.
    Auto,
    /// No check drawn.
    None,
    /// This square, whatever stands on it.
    Square(Square),
}

impl CheckChoice {
    /// The square to show, given the board, the side to move, and the check
    /// a played game found (`Some(..)` when the position comes from moves).
    pub fn square(
        self,
        board: &forsythe::Board,
        side: Option<forsythe::Color>,
        played: Option<Option<Square>>,
    ) -> Option<Square> {
        match self {
            CheckChoice::None => None,
            CheckChoice::Square(square) => Some(square),
            CheckChoice::Auto => match played {
                Some(check) => check,
                None => side.and_then(|side| board.checked_king(side)),
            },
        }
    }
}

/// `--check`, read.
pub fn check_choice(args: &StyleArgs, reporter: &Reporter) -> Result<CheckChoice, Fatal> {
    match args.check.trim() {
        "auto" => Ok(CheckChoice::Auto),
        "none" => Ok(CheckChoice::None),
        text => Square::parse(text).map(CheckChoice::Square).ok_or_else(|| {
            reporter.emit(
                Severity::Error,
                &reporter.msgs.get("err-check", &[("text", s(&args.check))]),
                None,
                None,
            );
            Fatal::Usage
        }),
    }
}

/// A move as a diagram shows it: from and to.
type Move = (Square, Square);

/// The last move and the king in check a diagram shows: from `--last-move`
/// and `--check`, else from the game the position was played in (`spot`).
pub fn shown(
    args: &RenderArgs,
    board: &forsythe::Board,
    side: Option<forsythe::Color>,
    spot: Option<&crate::cli::positions::Spot>,
    reporter: &Reporter,
) -> Result<(Option<Move>, Option<Square>), Fatal> {
    let last_move = match args.last_move.as_deref().map(str::trim) {
        Some("none") => None,
        Some(text) => Some(parse_last_move(text).ok_or_else(|| {
            reporter.emit(
                Severity::Error,
                &reporter.msgs.get("err-last-move", &[("text", s(text))]),
                None,
                None,
            );
            Fatal::Usage
        })?),
        None => spot.and_then(|s| s.last_move),
    };
    let check = check_choice(&args.style, reporter)?.square(board, side, spot.map(|s| s.check));
    Ok((last_move, check))
}

/// A move as `--last-move` takes it: `e2e4`, `e2-e4`, `e2->e4` or `e7e8q`
/// (a promotion letter is allowed and ignored).
pub fn parse_last_move(text: &str) -> Option<(Square, Square)> {
    let (from, rest) = Square::parse_prefix(text.trim())?;
    let rest = rest
        .strip_prefix("->")
        .or_else(|| rest.strip_prefix('-'))
        .unwrap_or(rest);
    let (to, rest) = Square::parse_prefix(rest)?;
    let promotion = rest.strip_prefix('=').unwrap_or(rest);
    let ok = promotion.is_empty() || (promotion.len() == 1 && "qrbnQRBN".contains(promotion));
    (ok && from != to).then_some((from, to))
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
    #[arg(long, value_name = "MS", default_value_t = 800,
          value_parser = clap::value_parser!(u32).range(10..=655_350))]
    pub delay: u32,
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
        flip: flipped(args, None, None),
        coordinates: match &args.coordinates {
            _ if args.no_coordinates => forsythe::render::Coordinates::None,
            Some(c) => c.parse().unwrap_or_default(),
            None => forsythe::render::Coordinates::Outside,
        },
        frame: args.frame.parse().unwrap_or_default(),
        side_to_move: args.side_to_move,
        colors,
        dark_squares: theme.dark_squares(),
        transparent: args.transparent,
        square_size,
        dpi: args.dpi,
        last_move: match args.last_move_style {
            LastMoveArg::Squares => LastMoveStyle::Squares,
            LastMoveArg::Arrow => LastMoveStyle::Arrow,
            LastMoveArg::None => LastMoveStyle::None,
        },
        legend: forsythe::render::Legend::from_name(&args.legend).unwrap_or_default(),
        glyphs: args
            .glyph
            .iter()
            .map(|g| {
                g.parse::<forsythe::Glyph>()
                    .map_err(|_| usage(reporter.msgs.get("err-glyph", &[("text", s(g))])))
            })
            .collect::<Result<_, _>>()?,
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

/// A list of marks (`e4,d5:red` or `e4 d5`), each read by [`parse_mark`]:
/// split at commas and white space, as a Markdown block splits one.
///
/// # Errors
/// The first item that cannot be read, named alone; an empty list.
pub fn parse_marks(kind: MarkOption, spec: &str) -> Result<Vec<Mark>, MarkSpecError> {
    let spec = match kind {
        // `e2 -> e4` and `e2 - e4` are one arrow, not two squares.
        MarkOption::Arrow => std::borrow::Cow::Owned(
            spec.replace(" ->", "->")
                .replace("-> ", "->")
                .replace(" -", "-")
                .replace("- ", "-"),
        ),
        _ => std::borrow::Cow::Borrowed(spec),
    };
    let marks: Vec<Mark> = spec
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
        .map(|item| parse_mark(kind, item))
        .collect::<Result<_, _>>()?;
    if marks.is_empty() {
        return Err(MarkSpecError::Syntax(spec.into_owned()));
    }
    Ok(marks)
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
            out.extend(parse_marks(kind, spec).map_err(|e| usage(reporter.mark_spec_text(&e)))?);
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

/// Why `path` cannot be written, said before any work; a folder gets the
/// example of a file in it.
fn output_error(
    path: &std::path::Path,
    format: Option<Format>,
    e: &crate::cli::files::WriteError,
    reporter: &Reporter,
) -> String {
    let reason = match e {
        crate::cli::files::WriteError::IsFolder(dir) => {
            let name = format!("diagram.{}", format.unwrap_or(Format::Png).extension());
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
    if !to_stdout && let Err(e) = crate::cli::files::check_output(&args.output) {
        return Err(usage(output_error(&args.output, args.format, &e, reporter)));
    }
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
    let mut style = style(&args.style, reporter)?;
    let from = dialect_choice(&args.style.dialect, reporter)?;
    let (base, opts) = reading(
        args.read.base.as_deref(),
        from,
        args.read.merge_digits,
        reporter,
    )?;
    let mut renderer = renderer(&args.style, reporter)?;
    let marks = marks(&args.style, reporter)?;
    let templates = Templates::new(
        &args.caption,
        [
            args.style.author.as_deref(),
            args.style.source.as_deref(),
            args.style.stipulation.as_deref(),
        ],
    )
    .map_err(|(t, e)| usage(reporter.template_error_text(&t, &e)))?;
    let animate = format == Format::Gif;
    let mut choice = crate::cli::render::choice(&args.read.games, reporter)?;
    if animate && choice.at == Selection::Auto {
        // An animation of a game shows all of it.
        choice.at = Selection::Every;
    }
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.record,
        &choice,
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
    let mut frames = Vec::with_capacity(texts.len());
    for text in &texts {
        let Some(frame) = frame(
            args,
            text,
            base.as_ref(),
            &opts,
            &marks,
            &templates,
            reporter,
        )?
        else {
            return Ok(false);
        };
        frames.push(frame);
    }
    *reporter.file.borrow_mut() = None;
    let lang = reporter.msgs.lang();
    let bytes = if animate {
        animation(&mut renderer, &frames, &mut style, args.delay, lang)
    } else {
        let frame = &frames[0];
        style.flip = frame.flip;
        encode(&mut renderer, &frame.diagram(lang), &style, format)
    }
    .map_err(|e| usage(reporter.render_error_text(&e)))?;
    if to_stdout {
        write_stdout(&bytes, reporter)?;
    } else if let Err(e) = crate::cli::files::write_atomic(&args.output, &bytes) {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[
                ("path", s(args.output.display())),
                ("reason", s(reporter.write_error_text(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    Ok(true)
}

/// One diagram `render` draws (an animation has one a position).
struct Frame {
    board: forsythe::Board,
    side: Option<forsythe::Color>,
    title: String,
    caption: Option<String>,
    problem: [Option<String>; 3],
    marks: Vec<Mark>,
    last_move: Option<(Square, Square)>,
    check: Option<Square>,
    description: String,
    flip: bool,
}

impl Frame {
    fn diagram<'a>(&'a self, lang: &'a str) -> Diagram<'a> {
        Diagram {
            side_to_move: self.side,
            title: Some(&self.title),
            caption: self.caption.as_deref(),
            marks: &self.marks,
            problem: Problem {
                author: self.problem[0].as_deref(),
                source: self.problem[1].as_deref(),
                stipulation: self.problem[2].as_deref(),
            },
            last_move: self.last_move,
            check: self.check,
            description: Some(&self.description),
            lang,
            ..Diagram::new(&self.board)
        }
    }
}

/// Reads `text` into what its diagram shows; `None` when the record was
/// refused (and reported).
fn frame(
    args: &RenderArgs,
    text: &Text,
    base: Option<&forsythe::Board>,
    opts: &forsythe::notation::ParseOptions,
    marks: &[Mark],
    templates: &Templates,
    reporter: &Reporter,
) -> Result<Option<Frame>, Fatal> {
    let Some(record) = records::read(text, opts, reporter) else {
        return Ok(None);
    };
    let board = match base {
        Some(b) => record.placement.over(b),
        None => record.placement.to_board(),
    };
    let spot = text.spot.as_ref();
    let mut marks = marks.to_vec();
    if let Some(comment) = spot.and_then(|s| s.comment.as_deref()) {
        let line = text.line.unwrap_or(1);
        marks.extend(Mark::parse_chessbase(comment).map_err(|e| {
            let msg = reporter.labelled(&reporter.line_name(line), &reporter.chessbase_text(&e));
            reporter.emit(Severity::Error, &msg, None, None);
            Fatal::Failed
        })?);
    }
    let side = record.side_to_move;
    let flip = flipped(&args.style, side, spot.and_then(|s| s.seen_from));
    let extra: Vec<(&str, String)> = spot.map(|s| s.fields.clone()).unwrap_or_default();
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
    let caption = templates.caption(&fields);
    if side.is_none()
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
    let problem = templates.problem(&fields);
    let (last_move, check) = shown(args, &board, side, spot, reporter)?;
    let description = describe(
        &board,
        &Extras::new(side, caption.as_deref(), &problem),
        &reporter.msgs,
    );
    Ok(Some(Frame {
        board,
        side,
        title: text.text.trim().to_owned(),
        caption,
        problem,
        marks,
        last_move,
        check,
        description,
        flip,
    }))
}

/// A diagram in a format of one image.
pub fn encode(
    renderer: &mut Renderer,
    diagram: &Diagram<'_>,
    style: &Style,
    format: Format,
) -> Result<Vec<u8>, RenderError> {
    match format {
        Format::Svg => renderer.svg(diagram, style).map(String::into_bytes),
        Format::Png => renderer.png(diagram, style),
        Format::Gif => {
            let mut gif = Animation::new();
            gif.add(renderer, diagram, style, DEFAULT_DELAY)?;
            gif.finish()
        }
        #[cfg(feature = "pdf")]
        Format::Pdf => renderer.pdf(diagram, style),
    }
}

/// The frames as an animated GIF: each shown `delay_ms`, the last three
/// times as long, all seen from the side the first is. Frames without a
/// caption among frames with one get a dash, so every frame has the same
/// size.
fn animation(
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
