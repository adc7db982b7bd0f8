//! From a block's pairs to the `render` command's settings.
//!
//! A block means exactly what the same options on the `render` command line
//! mean: [`settings`] turns the pairs into `render` arguments and parses them
//! with the command line's own definitions. That one function is the whole
//! mapping.

use clap::{CommandFactory, Parser, ValueEnum};

use super::block::Pair;
use crate::cli::render::{Format, RenderArgs};

/// The `render` command line alone, parsed from a list of arguments.
#[derive(Parser, Debug)]
#[command(no_binary_name = true)]
struct RenderLine {
    #[command(flatten)]
    render: RenderArgs,
}

/// What a key stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    /// The record to draw.
    Record,
    /// The image's alternative text (not a `render` option).
    Alt,
    /// A switch of `render`: true gives `--NAME`.
    Switch(&'static str),
    /// `coordinates`: false gives `--no-coordinates`; `inside` and `outside`
    /// say where.
    Coordinates,
    /// `orientation`: `black` gives `--flip`, `white` nothing.
    Orientation,
    /// An option with one value, given at most once.
    Value(&'static str),
    /// An option that may be given several times, one value each.
    Repeat(&'static str),
    /// A list of squares, split at commas and spaces, one option each.
    List(&'static str),
    /// A list of arrows, each `e2e4`, `e2-e4` or `e2->e4`, with an optional
    /// `:color`.
    Arrows,
    /// An option that `render` may not have: passed on when it does.
    Later(&'static str),
    /// Arrows and highlights written as `Ae2-e4/r Hf7/g`.
    Annotations,
}

/// Every key a block knows, as it is documented, and what it stands for.
const KEYS: &[(&str, Target)] = &[
    ("fen", Target::Record),
    ("record", Target::Record),
    ("position", Target::Record),
    ("dialect", Target::Value("dialect")),
    ("from", Target::Value("dialect")),
    ("flip", Target::Switch("flip")),
    ("orientation", Target::Orientation),
    ("theme", Target::Value("theme")),
    ("size", Target::Value("size")),
    ("coordinates", Target::Coordinates),
    ("side-to-move", Target::Switch("side-to-move")),
    ("light", Target::Value("light")),
    ("dark", Target::Value("dark")),
    ("transparent", Target::Switch("transparent")),
    ("mark", Target::List("mark")),
    ("squares", Target::List("mark")),
    ("circle", Target::List("circle")),
    ("cross", Target::List("cross")),
    ("arrow", Target::Arrows),
    ("arrows", Target::Arrows),
    ("marks", Target::Repeat("marks")),
    ("annotations", Target::Annotations),
    ("last-move", Target::Later("last-move")),
    ("check", Target::Later("check")),
    ("last-move-style", Target::Value("last-move-style")),
    ("legend", Target::Value("legend")),
    ("glyph", Target::List("glyph")),
    ("glyphs", Target::List("glyph")),
    ("caption", Target::Repeat("caption")),
    ("author", Target::Value("author")),
    ("source", Target::Value("source")),
    ("stipulation", Target::Value("stipulation")),
    ("alt", Target::Alt),
    ("base", Target::Value("base")),
    ("merge-digits", Target::Switch("merge-digits")),
    ("square-size", Target::Value("square-size")),
    ("dpi", Target::Value("dpi")),
];

/// A key in the form keys are compared in: lower case, without `-` and `_`.
#[must_use]
pub fn canonical(key: &str) -> String {
    key.chars()
        .filter(|c| *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect()
}

fn target(key: &str) -> Option<Target> {
    let key = canonical(key);
    KEYS.iter()
        .find(|(name, _)| canonical(name) == key)
        .map(|(_, t)| *t)
}

/// The known key closest to an unknown one, if one is close enough to be
/// what was meant.
#[must_use]
pub fn closest_key(key: &str) -> Option<&'static str> {
    let wanted = canonical(key);
    KEYS.iter()
        .map(|(name, _)| (distance(&canonical(name), &wanted), *name))
        .filter(|(d, name)| {
            *d <= (name.len() / 3).max(1)
                || (wanted.len() >= 3 && canonical(name).contains(&wanted))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// The edit distance (insertions, deletions, substitutions) of two keys.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A block's settings: the `render` arguments they make, parsed.
#[derive(Debug)]
pub struct Settings {
    /// The `render` arguments, in a fixed order (options sorted by name, the
    /// record last), so that equal diagrams have equal arguments.
    pub args: Vec<String>,
    /// The arguments as `render` reads them.
    pub render: RenderArgs,
    /// The `alt` text, if given.
    pub alt: Option<String>,
    /// The pair that holds the record.
    pub record: usize,
}

/// What is wrong with a block's pairs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsError {
    /// The pair concerned (an index into the pairs), if one is.
    pub pair: Option<usize>,
    pub kind: SettingsErrorKind,
}

/// The kinds of [`SettingsError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsErrorKind {
    /// No key of that name; the closest known key, if one is close.
    UnknownKey {
        key: String,
        hint: Option<&'static str>,
    },
    /// A key that may be given once is given again (the first is `first`).
    Twice { key: String, first: usize },
    /// A yes/no key with another value.
    NotABool { key: String, value: String },
    /// `orientation` other than `white` or `black`.
    Orientation { value: String },
    /// A key without a value that needs one.
    NoValue { key: String },
    /// A key that `render` does not have yet.
    NotSupported { key: String },
    /// No record in the block.
    NoRecord,
    /// A word of `annotations` that is not `Ae2-e4` or `Hf7` (with `/g`,
    /// `/r`, `/b`, `/y`); `at` is its byte offset in the value.
    Annotation { word: String, at: usize },
    /// A value the `render` option does not take.
    BadValue { key: String, value: String },
    /// Any other complaint of the command-line parser.
    Command(String),
}

/// The pairs of a block with defaults before them: a default is dropped when
/// the block gives the same key (in any spelling or alias of it).
#[must_use]
pub fn with_defaults(defaults: &[Pair], block: &[Pair]) -> Vec<Pair> {
    let given: Vec<Option<Target>> = block.iter().map(|p| target(&p.key)).collect();
    defaults
        .iter()
        .filter(|d| {
            let t = target(&d.key);
            t.is_none() || !given.iter().any(|g| same_option(*g, t))
        })
        .chain(block)
        .cloned()
        .collect()
}

/// Whether two targets set the same `render` option.
fn same_option(a: Option<Target>, b: Option<Target>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => option_of(a) == option_of(b),
        _ => false,
    }
}

fn option_of(t: Target) -> &'static str {
    match t {
        Target::Record => "",
        Target::Alt => "alt",
        Target::Coordinates => "coordinates",
        Target::Orientation => "flip",
        Target::Arrows => "arrow",
        Target::Annotations => "annotations",
        Target::Switch(o)
        | Target::Value(o)
        | Target::Repeat(o)
        | Target::List(o)
        | Target::Later(o) => o,
    }
}

/// A yes/no value: `true`, `yes`, `on`, `1`, or nothing, and their opposites.
fn boolean(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "true" | "yes" | "on" | "1" => Some(true),
        "false" | "no" | "off" | "0" => Some(false),
        _ => None,
    }
}

/// The items of a list value: split at commas and white space.
fn items(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
}

/// A list of arrows with the spaces around `->` and `-` taken out, so that
/// `e2 -> e4, g1 - f3` is two arrows.
fn tight_arrows(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            let after_dash = out.ends_with('-') || out.ends_with("->");
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            let before_dash = chars.peek() == Some(&'-');
            if !after_dash && !before_dash {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `e2->e4`, `e2-e4` and `e2 e4` as `render` writes a move: `e2e4`. A colour
/// after `:` is kept.
fn arrow(spec: &str) -> String {
    let (squares, color) = match spec.split_once(':') {
        Some((s, c)) => (s, Some(c)),
        None => (spec, None),
    };
    let mut out: String = squares
        .replace("->", "")
        .chars()
        .filter(|c| *c != '-' && !c.is_whitespace())
        .collect();
    if let Some(c) = color {
        out.push(':');
        out.push_str(c);
    }
    out
}

/// Whether `render` has the option `--long`, and whether it takes a value.
fn render_option(long: &str) -> Option<bool> {
    RenderLine::command()
        .get_arguments()
        .find(|a| a.get_long() == Some(long))
        .map(|a| a.get_action().takes_values())
}

/// Reads `annotations` (`Ae2-e4 Hf7/r`) into arrows and marks.
fn annotations(value: &str) -> Result<Vec<(&'static str, String)>, SettingsErrorKind> {
    let mut out = Vec::new();
    let mut offset = 0;
    for word in value.split(' ') {
        let at = offset;
        offset += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        let bad = || SettingsErrorKind::Annotation {
            word: word.to_owned(),
            at,
        };
        let (body, color) = match word.split_once('/') {
            Some((b, c)) => (b, Some(c)),
            None => (word, None),
        };
        let color = match color {
            None => None,
            Some("g") => Some("green"),
            Some("r") => Some("red"),
            Some("b") => Some("blue"),
            Some("y") => Some("yellow"),
            Some(_) => return Err(bad()),
        };
        let (option, squares) = match body.split_at_checked(1) {
            Some(("A", rest)) => ("arrow", arrow(rest)),
            Some(("H", rest)) => ("mark", rest.to_owned()),
            _ => return Err(bad()),
        };
        if squares.is_empty() {
            return Err(bad());
        }
        out.push((
            option,
            match color {
                Some(c) => format!("{squares}:{c}"),
                None => squares,
            },
        ));
    }
    Ok(out)
}

/// Turns a block's pairs (defaults first, see [`with_defaults`]) into the
/// settings of the `render` command, as if its options had been typed on
/// the command line, for a diagram in `format`.
///
/// # Errors
/// An unknown key, a key given twice, a value that is not what its key
/// takes, no record.
pub fn settings(pairs: &[Pair], format: Format) -> Result<Settings, SettingsError> {
    let at = |pair: usize, kind: SettingsErrorKind| SettingsError {
        pair: Some(pair),
        kind,
    };
    // (option, value, pair) in the order written; sorted by option below.
    let mut options: Vec<(&'static str, Option<String>, usize)> = Vec::new();
    let mut once: Vec<(&'static str, usize)> = Vec::new();
    let mut record = None;
    let mut alt = None;
    for (i, pair) in pairs.iter().enumerate() {
        let Some(target) = target(&pair.key) else {
            return Err(at(
                i,
                SettingsErrorKind::UnknownKey {
                    key: pair.key.clone(),
                    hint: closest_key(&pair.key),
                },
            ));
        };
        let value = pair.value.trim();
        let single = !matches!(
            target,
            Target::Repeat(_) | Target::List(_) | Target::Arrows | Target::Annotations
        );
        if single {
            let option = option_of(target);
            if let Some((_, first)) = once.iter().find(|(o, _)| *o == option) {
                return Err(at(
                    i,
                    SettingsErrorKind::Twice {
                        key: pair.key.clone(),
                        first: *first,
                    },
                ));
            }
            once.push((option, i));
        }
        let needs_value = !matches!(
            target,
            Target::Switch(_) | Target::Coordinates | Target::Later(_)
        );
        if needs_value && value.is_empty() {
            return Err(at(
                i,
                SettingsErrorKind::NoValue {
                    key: pair.key.clone(),
                },
            ));
        }
        let yes_no = || {
            boolean(value).ok_or_else(|| {
                at(
                    i,
                    SettingsErrorKind::NotABool {
                        key: pair.key.clone(),
                        value: value.to_owned(),
                    },
                )
            })
        };
        match target {
            Target::Record => record = Some(i),
            Target::Alt => alt = Some(value.to_owned()),
            Target::Switch(o) => {
                if yes_no()? {
                    options.push((o, None, i));
                }
            }
            Target::Coordinates => match value.trim().to_ascii_lowercase().as_str() {
                place @ ("inside" | "outside") => {
                    options.push(("coordinates", Some(place.to_owned()), i));
                }
                _ => {
                    let o = if yes_no()? {
                        "coordinates"
                    } else {
                        "no-coordinates"
                    };
                    options.push((o, None, i));
                }
            },
            Target::Orientation => match value.to_ascii_lowercase().as_str() {
                "white" => {}
                "black" => options.push(("flip", None, i)),
                _ => {
                    return Err(at(
                        i,
                        SettingsErrorKind::Orientation {
                            value: value.to_owned(),
                        },
                    ));
                }
            },
            Target::Value(o) | Target::Repeat(o) => options.push((o, Some(value.to_owned()), i)),
            Target::List(o) => {
                for item in items(value) {
                    options.push((o, Some(item.to_owned()), i));
                }
            }
            Target::Arrows => {
                for item in items(&tight_arrows(value)) {
                    options.push(("arrow", Some(arrow(item)), i));
                }
            }
            Target::Annotations => {
                for (o, v) in annotations(value).map_err(|kind| at(i, kind))? {
                    options.push((o, Some(v), i));
                }
            }
            Target::Later(o) => match render_option(o) {
                None => {
                    return Err(at(
                        i,
                        SettingsErrorKind::NotSupported {
                            key: pair.key.clone(),
                        },
                    ));
                }
                Some(true) => {
                    let v = if o == "last-move" {
                        arrow(value)
                    } else {
                        value.to_owned()
                    };
                    options.push((o, Some(v), i));
                }
                Some(false) => {
                    if yes_no()? {
                        options.push((o, None, i));
                    }
                }
            },
        }
    }
    let Some(record) = record else {
        return Err(SettingsError {
            pair: None,
            kind: SettingsErrorKind::NoRecord,
        });
    };
    options.sort_by_key(|(o, _, _)| *o);
    let format = format
        .to_possible_value()
        .map(|v| v.get_name().to_owned())
        .unwrap_or_default();
    let mut args = vec!["--output=-".to_owned(), format!("--format={format}")];
    for (o, v, _) in &options {
        args.push(match v {
            Some(v) => format!("--{o}={v}"),
            None => format!("--{o}"),
        });
    }
    args.push("--".to_owned());
    args.push(pairs[record].value.trim().to_owned());
    match RenderLine::try_parse_from(&args) {
        Ok(line) => Ok(Settings {
            args,
            render: line.render,
            alt,
            record,
        }),
        Err(e) => Err(command_error(&e, pairs, &options)),
    }
}

/// The pair behind a complaint of the command-line parser.
fn command_error(
    e: &clap::Error,
    pairs: &[Pair],
    options: &[(&'static str, Option<String>, usize)],
) -> SettingsError {
    use clap::error::{ContextKind, ContextValue};
    let long = match e.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(a)) => a
            .trim_start_matches('-')
            .split([' ', '='])
            .next()
            .map(str::to_owned),
        _ => None,
    };
    let value = match e.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(v)) => Some(v.clone()),
        _ => None,
    };
    let found = long.as_deref().and_then(|l| {
        options
            .iter()
            .find(|(o, v, _)| *o == l && (value.is_none() || v.as_deref() == value.as_deref()))
    });
    match (found, value) {
        (Some((_, _, i)), Some(value)) => SettingsError {
            pair: Some(*i),
            kind: SettingsErrorKind::BadValue {
                key: pairs[*i].key.clone(),
                value,
            },
        },
        (found, _) => SettingsError {
            pair: found.map(|(_, _, i)| *i),
            kind: SettingsErrorKind::Command(
                e.kind().as_str().unwrap_or("invalid arguments").to_owned(),
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markdown::block;

    fn args(text: &str) -> Vec<String> {
        let pairs = block::parse(text).unwrap();
        settings(&pairs, Format::Svg).unwrap().args
    }

    fn error(text: &str) -> SettingsError {
        let pairs = block::parse(text).unwrap();
        settings(&pairs, Format::Svg).unwrap_err()
    }

    #[test]
    fn a_record_alone_is_the_render_defaults() {
        assert_eq!(
            args("8/8/8/8/8/8/8/K6k w\n"),
            ["--output=-", "--format=svg", "--", "8/8/8/8/8/8/8/K6k w"]
        );
    }

    #[test]
    fn keys_become_render_options_in_a_fixed_order() {
        let text = "fen: 4k3/8/8/8/8/8/8/3DK3 w\ndialect: de\norientation: black\n\
                    arrows: h5f7:red, g1 - f3 e2->e4\nsquares: f7:red\ncaption: {side}\nsize: 320\n\
                    Side_To_Move: yes\ncoordinates: false\n";
        assert_eq!(
            args(text),
            [
                "--output=-",
                "--format=svg",
                "--arrow=h5f7:red",
                "--arrow=g1f3",
                "--arrow=e2e4",
                "--caption={side}",
                "--dialect=de",
                "--flip",
                "--mark=f7:red",
                "--no-coordinates",
                "--side-to-move",
                "--size=320",
                "--",
                "4k3/8/8/8/8/8/8/3DK3 w",
            ]
        );
        // The same options in another order are the same arguments.
        let shuffled = "size: 320\ncoordinates: no\nside-to-move: true\ncaption: {side}\n\
                        squares: f7:red\narrows: h5f7:red g1->f3, e2e4\nflip: true\ndialect: de\n\
                        position: 4k3/8/8/8/8/8/8/3DK3 w\n";
        assert_eq!(args(text), args(shuffled));
    }

    #[test]
    fn the_parsed_settings_are_the_render_arguments() {
        let pairs = block::parse("-rnbk--/8 b\nflip=true size=200 alt='A hole'\n").unwrap();
        let s = settings(&pairs, Format::Png).unwrap();
        assert_eq!(s.render.style.flip, Some(crate::cli::render::FlipArg::Yes));
        assert_eq!(s.render.style.size, 200);
        assert_eq!(s.render.read.input.as_deref(), Some("-rnbk--/8 b"));
        assert_eq!(s.render.format, Some(Format::Png));
        assert_eq!(s.alt.as_deref(), Some("A hole"));
        assert_eq!(s.record, 0);
    }

    #[test]
    fn annotations_are_arrows_and_marks() {
        let a = args("fen: 8/8/8/8/8/8/8/K6k\nannotations: Af8-b4 Hf8 Ha7/g Ae1-e8/r\n");
        assert_eq!(
            a[2..6],
            [
                "--arrow=f8b4",
                "--arrow=e1e8:red",
                "--mark=f8",
                "--mark=a7:green"
            ]
        );
        assert_eq!(
            error("fen: 8/8\nannotations: Hf8 !!f8\n"),
            SettingsError {
                pair: Some(1),
                kind: SettingsErrorKind::Annotation {
                    word: "!!f8".into(),
                    at: 4
                }
            }
        );
    }

    #[test]
    fn errors_name_the_pair() {
        assert_eq!(
            error("fen: 8/8\nflp: true\n"),
            SettingsError {
                pair: Some(1),
                kind: SettingsErrorKind::UnknownKey {
                    key: "flp".into(),
                    hint: Some("flip")
                }
            }
        );
        assert_eq!(
            error("fen: 8/8\nsize: 10\nsize: 20\n").kind,
            SettingsErrorKind::Twice {
                key: "size".into(),
                first: 1
            }
        );
        assert_eq!(
            error("fen: 8/8\nflip: true\norientation: black\n").pair,
            Some(2)
        );
        assert_eq!(
            error("fen: 8/8\nflip: maybe\n").kind,
            SettingsErrorKind::NotABool {
                key: "flip".into(),
                value: "maybe".into()
            }
        );
        assert_eq!(
            error("fen: 8/8\norientation: left\n").kind,
            SettingsErrorKind::Orientation {
                value: "left".into()
            }
        );
        assert_eq!(
            error("size: 200\n"),
            SettingsError {
                pair: None,
                kind: SettingsErrorKind::NoRecord
            }
        );
        assert_eq!(
            error("fen: 8/8\ntheme:\n").kind,
            SettingsErrorKind::NoValue {
                key: "theme".into()
            }
        );
        assert_eq!(
            error("fen: 8/8\ncaption: x\nSIZE: big\n"),
            SettingsError {
                pair: Some(2),
                kind: SettingsErrorKind::BadValue {
                    key: "SIZE".into(),
                    value: "big".into()
                }
            }
        );
    }

    #[test]
    fn last_move_and_check_reach_render() {
        let text =
            "fen: 8/8/8/8/8/8/8/K6k w\nlast-move: e2-e4\ncheck: none\nlast-move-style: arrow\n";
        let pairs = block::parse(text).unwrap();
        let s = settings(&pairs, Format::Svg).unwrap();
        assert_eq!(s.render.last_move.as_deref(), Some("e2e4"));
        assert_eq!(s.render.style.check, "none");
        assert_eq!(
            s.render.style.last_move_style,
            crate::cli::render::LastMoveArg::Arrow
        );
    }

    #[test]
    fn the_legend_key_reaches_render() {
        let pairs = block::parse("fen: 8/8/8/8/8/8/8/K6k w\nlegend: none\n").unwrap();
        let s = settings(&pairs, Format::Svg).unwrap();
        assert_eq!(s.render.style.legend, "none");
        let pairs = block::parse("fen: 8/8/8/8/8/8/8/K6k w\nlegend: sometimes\n").unwrap();
        assert!(settings(&pairs, Format::Svg).is_err());
    }

    #[test]
    fn defaults_give_way_to_the_block() {
        let defaults = [
            Pair::detached("theme", "print"),
            Pair::detached("size", "300"),
            Pair::detached("orientation", "black"),
        ];
        let block = block::parse("fen: 8/8\nSize: 200\nflip: false\n").unwrap();
        let merged = with_defaults(&defaults, &block);
        let keys: Vec<&str> = merged.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys, ["theme", "fen", "Size", "flip"]);
    }

    #[test]
    fn closest_keys() {
        assert_eq!(closest_key("orientaton"), Some("orientation"));
        assert_eq!(closest_key("arow"), Some("arrow"));
        assert_eq!(closest_key("colour"), None);
        assert_eq!(closest_key("side-to-mov"), Some("side-to-move"));
        assert_eq!(closest_key("coord"), Some("coordinates"));
    }
}
