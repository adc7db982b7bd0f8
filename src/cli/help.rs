//! clap in the user's language.
//!
//! The command line is first read with clap's plain definition, which is
//! quick to build. Only when it asks for help, or is wrong, or a completion
//! script or a manual page is wanted, is the definition built again with
//! every help text, heading and placeholder in the interface language; clap's
//! errors are then told in our own words, from their kind and context.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::Write as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, Parser};

use crate::app::i18n::{Messages, n, s};
use crate::cli::{Cli, EXIT_OK, EXIT_USAGE};

/// The name of the program in usage lines and manual pages, whatever the
/// file is called.
pub const PROGRAM: &str = "forsythe";

/// What a translated definition is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Help, usage errors and manual pages: an option's default, its possible
    /// values and its other names are written into its help text in the
    /// interface language, where clap would write them in English.
    Help,
    /// Completion scripts: the shells read possible values and every name of
    /// an option from the definition itself, so they stay there.
    Completions,
}

/// The command line, read. When it asks for help or the version, or cannot
/// be read, that is printed here and the exit code returned instead.
pub fn parse(args: &[OsString], msgs: &Messages) -> Result<Cli, u8> {
    let quick = match Cli::try_parse_from(args) {
        Ok(cli) => return Ok(cli),
        Err(e) => e,
    };
    if quick.kind() == ErrorKind::DisplayVersion {
        // No word of it is translated.
        let _ = quick.print();
        return Err(EXIT_OK);
    }
    let mut cmd = command(msgs, Purpose::Help);
    let e = match cmd.try_get_matches_from_mut(args) {
        Ok(mut m) => match <Cli as clap::FromArgMatches>::from_arg_matches_mut(&mut m) {
            Ok(cli) => return Ok(cli),
            Err(e) => e,
        },
        Err(e) => e,
    };
    Err(match e.kind() {
        // Help goes to stdout; a reader that closes it early is no error.
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = e.print();
            EXIT_OK
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            EXIT_USAGE
        }
        _ => {
            let text = error_text(&e, &cmd, args, msgs);
            // A message that cannot be written has nowhere else to go.
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
            EXIT_USAGE
        }
    })
}

/// The whole command-line definition with every text in the language of
/// `msgs`, built (ready for help, parsing and listings).
///
/// An option's help is the message `help-<command>-arg-<id>` if there is
/// one, else `help-arg-<id>`; a command's is `help-cmd-<command>`. Headings,
/// placeholders and clap's own words are the `cli-…` messages.
#[must_use]
pub fn command(msgs: &Messages, purpose: Purpose) -> Command {
    let cmd = Cli::command()
        .bin_name(PROGRAM)
        .about(msgs.text("help-about"))
        .after_help(format!(
            "{}\n\n{}\n\n{}",
            examples(msgs, None),
            msgs.text("help-exit-codes"),
            msgs.text("help-guide")
        ));
    let mut cmd = localize(cmd, None, msgs, purpose).mut_subcommands(|sub| {
        let name = sub.get_name().to_owned();
        localize(sub, Some(&name), msgs, purpose)
    });
    cmd.build();
    // clap makes the `help` command while building; it is translated now.
    with_usage(cmd, msgs).mut_subcommands(|sub| {
        if sub.get_name() != "help" {
            return with_usage(sub, msgs);
        }
        let about = msgs.text("cli-help-command-help");
        let sub = sub
            .about(about.clone())
            .help_template(template(msgs))
            .subcommand_help_heading(heading(msgs, "cli-heading-commands"))
            .subcommand_value_name(value_name(msgs, "COMMAND"))
            .mut_subcommands(|inner| {
                if inner.get_name() == "help" {
                    inner.about(about.clone())
                } else {
                    inner
                }
            });
        with_usage(sub, msgs)
    })
}

/// One command (`sub` names it, `None` for the program itself) before it is
/// built: its texts, its own translated `--help` (and `--version` for the
/// program), and its arguments in the order of their headings (arguments,
/// options, options of every command), since clap lists headings in the
/// order their first argument comes.
fn localize(cmd: Command, sub: Option<&str>, msgs: &Messages, purpose: Purpose) -> Command {
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(msgs.text("cli-help-help"));
    let mut cmd = cmd.disable_help_flag(true).arg(help);
    if sub.is_none() {
        let version = Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(msgs.text("cli-help-version"));
        cmd = cmd.disable_version_flag(true).arg(version);
    }
    let mut cmd = cmd
        .mut_args(|arg| localize_arg(arg, sub, msgs, purpose))
        .help_template(template(msgs))
        .subcommand_help_heading(heading(msgs, "cli-heading-commands"))
        .subcommand_value_name(value_name(msgs, "COMMAND"));
    if let Some(name) = sub {
        let examples = examples(msgs, Some(name));
        let guide = msgs.text(&format!("help-guide-{name}"));
        let short = if cmd.get_arguments().any(Arg::is_hide_short_help_set) {
            format!("{examples}\n\n{}", msgs.text("cli-more-options"))
        } else {
            format!("{examples}\n\n{guide}")
        };
        cmd = cmd
            .about(msgs.text(&format!("help-cmd-{name}")))
            .after_help(short)
            .after_long_help(format!("{examples}\n\n{guide}"));
    }
    let mut ids: Vec<(Group, String)> = cmd
        .get_arguments()
        .map(|a| (group(a), a.get_id().as_str().to_owned()))
        .collect();
    // A stable sort keeps each group in the order of definition.
    ids.sort_by_key(|(r, _)| *r);
    for (_, id) in ids {
        // Taking an argument out and putting it back moves it to the end.
        cmd = cmd.mut_arg(id, |a| a);
    }
    cmd
}

/// The groups of a command's arguments in help, in the order a user reads
/// them: what is read, how the board looks, what is drawn on it, the words
/// around it, what is written; then the rest, and the options of every
/// command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Arguments,
    Input,
    Look,
    Marks,
    Texts,
    Output,
    Other,
    Global,
}

impl Group {
    /// The message of its heading.
    fn heading(self) -> &'static str {
        match self {
            Group::Arguments => "cli-heading-arguments",
            Group::Input => "cli-heading-input",
            Group::Look => "cli-heading-look",
            Group::Marks => "cli-heading-marks",
            Group::Texts => "cli-heading-texts",
            Group::Output => "cli-heading-output",
            Group::Other => "cli-heading-options",
            Group::Global => "cli-heading-global",
        }
    }
}

/// The options that are no key and say what is written and where.
const OUTPUT_OPTIONS: &[&str] = &[
    "output",
    "format",
    "name",
    "twins",
    "fail-fast",
    "jobs",
    "shard",
    "manifest",
    "latex",
    "html",
    "pdf-book",
    "per-page",
    "paper",
    "to",
    "dir",
    "in-place",
    "images",
    "inline-svg",
    "drop-source",
    "link-prefix",
    "root",
];

/// The options that are no key and say what is read and how.
const INPUT_OPTIONS: &[&str] = &["record", "from", "overlay", "info"];

/// The options `-h` shows (with the arguments and the options of every
/// command); `--help` shows every one.
const MOST_USED: &[&str] = &[
    "output",
    "format",
    "dialect",
    "from",
    "to",
    "at",
    "theme",
    "size",
    "flip",
    "coordinates",
    "mark",
    "arrow",
    "caption",
    "name",
    "pdf-book",
    "in-place",
    "images",
    "inline-svg",
    "dir",
    "root",
    "bind",
    "port",
    "help",
    "version",
];

/// The group of an argument: a key's by its category, another by its name.
fn group(arg: &Arg) -> Group {
    use crate::settings::Category;
    if arg.is_global_set() {
        return Group::Global;
    }
    if arg.is_positional() {
        return Group::Arguments;
    }
    let id = arg.get_id().as_str().replace('_', "-");
    if OUTPUT_OPTIONS.contains(&id.as_str()) {
        return Group::Output;
    }
    if INPUT_OPTIONS.contains(&id.as_str()) {
        return Group::Input;
    }
    match crate::settings::find(&id)
        .filter(|k| k.name == id)
        .map(|k| k.category)
    {
        Some(Category::Reading) => Group::Input,
        Some(Category::Look) => Group::Look,
        Some(Category::Marks) => Group::Marks,
        Some(Category::Words) => Group::Texts,
        Some(Category::Messages) => Group::Global,
        None => Group::Other,
    }
}

/// Examples of a command (`None`: of the program), each a command line to
/// copy: the words of a line are the program's, not a language's.
const EXAMPLES: &[(&str, &[&str])] = &[
    (
        "",
        &[
            "forsythe render \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\" -o diagram.png",
            "forsythe batch puzzles.epd -o diagrams --pdf-book book.pdf",
            "forsythe batch problems.inp -o problems --format svg",
            "forsythe serve --port 8080",
        ],
    ),
    (
        "render",
        &[
            "forsythe render \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\" -o diagram.png",
            "forsythe render --dialect de --lang de --caption side \"4k3/8/8/8/8/8/3D4/4K3 w\" -o de.svg",
            "forsythe render --arrow e2e4 --mark d5:red --flip \"4k3/8/8/8/8/8/4P3/4K3 w\" -o marked.png",
            "forsythe render game.pgn --at 23 -o move23.png",
            "forsythe render problem.inp -o problem.svg",
        ],
    ),
    (
        "batch",
        &[
            "forsythe batch puzzles.epd -o diagrams",
            "forsythe batch book.csv -o book --format svg --pdf-book book.pdf",
            "forsythe batch games.pgn -o games --at marked --name \"{White}-{n}\"",
            "forsythe batch problems.inp -o problems --html sheet.html",
        ],
    ),
    (
        "translate",
        &[
            "forsythe translate --from de --to en \"tsldklst/bbbbbbbb/8/8/8/8/BBBBBBBB/TSLDKLST w\"",
            "forsythe translate --from auto --to fr records.txt",
        ],
    ),
    (
        "describe",
        &[
            "forsythe describe \"4k3/8/8/8/8/8/4P3/4K3 w\"",
            "forsythe --lang de describe records.txt",
        ],
    ),
    (
        "dialects",
        &["forsythe dialects", "forsythe --lang fr dialects"],
    ),
    (
        "completions",
        &[
            "forsythe completions bash > forsythe.bash",
            "forsythe completions zsh > _forsythe",
        ],
    ),
    (
        "man",
        &["forsythe man > forsythe.1", "forsythe man --dir man"],
    ),
    (
        "markdown",
        &[
            "forsythe markdown post.md -o out.md --images img",
            "forsythe markdown post.md --inline-svg -o out.md",
        ],
    ),
    ("mdbook", &["forsythe mdbook supports html"]),
    ("block", &["forsythe block -o diagram.svg < block.txt"]),
    ("latex", &["forsythe latex paper"]),
    (
        "serve",
        &[
            "forsythe serve --port 8080",
            "forsythe serve --bind 0.0.0.0 --port 80",
        ],
    ),
];

/// The example command lines of a command (`None`: of the program).
#[must_use]
pub fn example_lines(command: Option<&str>) -> &'static [&'static str] {
    EXAMPLES
        .iter()
        .find(|(c, _)| *c == command.unwrap_or(""))
        .map_or(&[][..], |(_, lines)| lines)
}

/// The examples of a command (`None`: of the program), under their heading.
fn examples(msgs: &Messages, command: Option<&str>) -> String {
    let mut out = msgs.text("cli-heading-examples");
    for line in example_lines(command) {
        out.push_str("\n  ");
        out.push_str(line);
    }
    out
}

/// One argument: its help, heading and placeholders in the interface
/// language; for help, the facts clap would add in English written in.
fn localize_arg(arg: Arg, sub: Option<&str>, msgs: &Messages, purpose: Purpose) -> Arg {
    let id = arg.get_id().as_str().replace('_', "-");
    let key = sub
        .map(|s| format!("help-{s}-arg-{id}"))
        .filter(|k| msgs.has(k))
        .unwrap_or_else(|| format!("help-arg-{id}"));
    let mut help = if msgs.has(&key) {
        msgs.text(&key)
    } else {
        arg.get_help().map(ToString::to_string).unwrap_or_default()
    };
    let takes_values = arg.get_action().takes_values();
    let heading_key = group(&arg).heading();
    // `-h` shows the options used most, `--help` every one.
    let shown = arg.is_positional() || arg.is_global_set() || MOST_USED.contains(&id.as_str());
    let mut arg = arg
        .help_heading(heading(msgs, heading_key))
        .hide_short_help(!shown);
    if takes_values {
        let names: Vec<String> = match arg.get_value_names() {
            Some(names) if !names.is_empty() => {
                names.iter().map(|v| value_name(msgs, v.as_str())).collect()
            }
            _ => vec![value_name(msgs, &arg.get_id().as_str().to_uppercase())],
        };
        arg = arg.value_names(names);
    }
    if purpose == Purpose::Help {
        let mut facts = Vec::new();
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if takes_values && !defaults.is_empty() && !arg.is_hide_default_value_set() {
            facts.push(msgs.get("cli-default", &[("value", s(defaults.join(" ")))]));
        }
        let shown = arg.get_visible_short_aliases().unwrap_or_default();
        let short: Vec<String> = shown.iter().map(|c| format!("-{c}")).collect();
        let long: Vec<String> = arg
            .get_visible_aliases()
            .unwrap_or_default()
            .iter()
            .map(|a| format!("--{a}"))
            .collect();
        let names = [short, long].concat();
        if !names.is_empty() {
            facts.push(msgs.get("cli-aliases", &[("names", s(names.join(", ")))]));
        }
        if takes_values && !arg.is_hide_possible_values_set() {
            let values: Vec<String> = arg
                .get_value_parser()
                .possible_values()
                .map(|it| {
                    it.filter(|v| !v.is_hide_set())
                        .map(|v| v.get_name().to_owned())
                        .collect()
                })
                .unwrap_or_default();
            if !values.is_empty() {
                facts.push(msgs.get("cli-possible-values", &[("values", s(values.join(", ")))]));
            }
        }
        for fact in facts {
            if !help.is_empty() {
                help.push(' ');
            }
            help.push_str(&fact);
        }
        // Every name stays; clap no longer shows them in English.
        let all_short = arg.get_all_short_aliases().unwrap_or_default();
        let all_long: Vec<String> = arg
            .get_all_aliases()
            .unwrap_or_default()
            .iter()
            .map(|a| (*a).to_owned())
            .collect();
        if takes_values {
            arg = arg.hide_default_value(true).hide_possible_values(true);
        }
        arg = arg
            .short_alias(None)
            .short_aliases(all_short)
            .alias(None)
            .aliases(all_long);
    }
    if help.is_empty() { arg } else { arg.help(help) }
}

/// A heading as clap wants it: the message without its final colon, which
/// clap adds (French keeps its space before the colon).
fn heading(msgs: &Messages, key: &str) -> String {
    let text = msgs.text(key);
    let text = text.trim_end();
    text.strip_suffix(':').unwrap_or(text).to_owned()
}

/// A placeholder such as `SQUARE[:COLOR]` with each word translated
/// (`cli-value-square`, `cli-value-color`); a word without a message stays.
#[must_use]
pub fn value_name(msgs: &Messages, name: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.is_empty() {
            return;
        }
        let key = format!("cli-value-{}", word.to_ascii_lowercase());
        if msgs.has(&key) {
            out.push_str(&msgs.text(&key));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in name.chars() {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// clap's help layout with our heading for the usage line.
fn template(msgs: &Messages) -> StyledStr {
    let style = *clap::builder::Styles::default().get_usage();
    let mut t = StyledStr::new();
    let _ = write!(
        t,
        "{{before-help}}{{about-with-newline}}\n{style}{}{style:#} {{usage}}\n\n{{all-args}}{{after-help}}",
        msgs.text("cli-heading-usage")
    );
    t
}

/// A built command with its usage line translated: clap writes `[OPTIONS]`
/// in English.
fn with_usage(mut cmd: Command, msgs: &Messages) -> Command {
    let rendered = cmd.render_usage().ansi().to_string();
    // clap puts a heading before the usage itself: `Usage: `, styled.
    let usage = match rendered.find("Usage:") {
        Some(at) => {
            let rest = &rendered[at + "Usage:".len()..];
            rest.find(' ').map_or(rest, |space| &rest[space + 1..])
        }
        None => rendered.as_str(),
    };
    let options = format!("[{}]", value_name(msgs, "OPTIONS"));
    let usage = usage.replace("[OPTIONS]", &options);
    cmd.override_usage(usage)
}

/// The usage line of an error, without clap's heading.
fn usage_of(e: &clap::Error) -> Option<String> {
    match e.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(u)) => {
            let text = u.to_string();
            let text = text.strip_prefix("Usage:").unwrap_or(&text).trim();
            (!text.is_empty()).then(|| text.to_owned())
        }
        _ => None,
    }
}

/// The command the user ran (`forsythe render`), for "see --help": the
/// first word on the line that is not an option or an option's value.
fn command_path(cmd: &Command, args: &[OsString]) -> String {
    match subcommand(cmd, args) {
        Some(sub) => format!("{PROGRAM} {}", sub.get_name()),
        None => PROGRAM.to_owned(),
    }
}

/// The command the user ran, if any: the first word on the line that is
/// not an option or an option's value.
fn subcommand<'a>(cmd: &'a Command, args: &[OsString]) -> Option<&'a Command> {
    let takes_value = |word: &str| {
        cmd.get_arguments().any(|a| {
            a.get_action().takes_values()
                && (a.get_long().is_some_and(|l| word == format!("--{l}"))
                    || a.get_short().is_some_and(|c| word == format!("-{c}")))
        })
    };
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word.starts_with('-') {
            if takes_value(&word) {
                words.next();
            }
            continue;
        }
        return cmd
            .find_subcommand(word.as_ref())
            .filter(|sub| sub.get_name() != "help");
    }
    None
}

/// Every name an option of the command the user ran answers to (`--dialect`,
/// `--from`, `-o`), the program's own options among them.
fn option_names(cmd: &Command, args: &[OsString]) -> Vec<String> {
    let mut names = Vec::new();
    let sub = subcommand(cmd, args);
    for arg in cmd
        .get_arguments()
        .chain(sub.iter().flat_map(|c| c.get_arguments()))
    {
        if let Some(long) = arg.get_long() {
            names.push(format!("--{long}"));
        }
        for alias in arg.get_all_aliases().unwrap_or_default() {
            names.push(format!("--{alias}"));
        }
        if let Some(short) = arg.get_short() {
            names.push(format!("-{short}"));
        }
        for short in arg.get_all_short_aliases().unwrap_or_default() {
            names.push(format!("-{short}"));
        }
    }
    names
}

/// The first word before `--` that is written as an option (`--notation`,
/// `--notation=de`, `-x`) but is none of the command's: the record takes
/// words that start with `-`, so such a word was read as the record and the
/// error fell on a later word.
fn unknown_option(cmd: &Command, args: &[OsString]) -> Option<String> {
    let names = option_names(cmd, args);
    args.iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .take_while(|a| a != "--")
        .find(|a| {
            let name = a.split('=').next().unwrap_or(a);
            let long = name.len() > 2 && name.starts_with("--");
            let short = name.len() == 2
                && name.starts_with('-')
                && name.chars().nth(1).is_some_and(|c| c.is_ascii_alphabetic());
            (long || short) && !names.iter().any(|n| n == name)
        })
        .map(|a| a.split('=').next().unwrap_or(&a).to_owned())
}

/// The option meant by an unknown one (`--notation`: `--dialect`; `--move`:
/// `--at`; `--fliped`: `--flip`), if the command has it.
fn meant_option(cmd: &Command, args: &[OsString], written: &str) -> Option<String> {
    let names = option_names(cmd, args);
    let bare = written.trim_start_matches('-');
    let has = |name: &str| names.iter().any(|n| n == name);
    if has(written) {
        // Known, but not where it was written (an option before its
        // command): clap says where it goes.
        return None;
    }
    // On the command line the notation is the record's: its `dialect`.
    let key = if crate::settings::fold(bare) == "notation" {
        Some("dialect")
    } else {
        crate::settings::closest(bare)
    };
    if let Some(key) = key.map(|k| format!("--{k}")).filter(|k| has(k)) {
        return Some(key);
    }
    names
        .iter()
        .filter(|n| n.starts_with("--"))
        .map(|n| (crate::notation::edit_distance(n, written), n))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n.clone())
}

/// Whether a word is one of a FEN's fields after the placement: the side
/// to move, castling, en passant, or a count.
fn fen_field(word: &str) -> bool {
    matches!(word, "w" | "b" | "-")
        || (!word.is_empty() && word.chars().all(|c| c.is_ascii_digit()))
        || (!word.is_empty() && word.len() <= 4 && word.chars().all(|c| "KQkq".contains(c)))
        || (word.len() == 2
            && word.as_bytes()[0].is_ascii_lowercase()
            && matches!(word.as_bytes()[1], b'3' | b'6'))
}

/// When `arg` is a field of a FEN written without quotes (the shell split
/// it into words), the command line with the FEN quoted.
fn unquoted_fen(arg: &str, args: &[OsString]) -> Option<String> {
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let start = words
        .iter()
        .enumerate()
        .skip(1)
        .find(|(i, w)| {
            w.contains('/')
                && crate::input::is_record(w)
                && words.get(i + 1).is_some_and(|next| fen_field(next))
        })
        .map(|(i, _)| i)?;
    let end = (start + 1..words.len().min(start + 6))
        .take_while(|&i| fen_field(&words[i]))
        .last()?
        + 1;
    if !words[start + 1..end].iter().any(|w| w == arg) {
        return None;
    }
    let fen = words[start..end].join(" ");
    let mut line = vec![PROGRAM.to_owned()];
    line.extend(words[1..start].iter().cloned());
    line.push(format!("\"{fen}\""));
    line.extend(words[end..].iter().cloned());
    Some(line.join(" "))
}

/// The strings of a context value, one or many.
fn strings(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(v)) => vec![v.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    }
}

fn number(e: &clap::Error, kind: ContextKind) -> usize {
    match e.get(kind) {
        Some(ContextValue::Number(v)) => usize::try_from(*v).unwrap_or(0),
        _ => 0,
    }
}

/// Names in backquotes, joined by commas.
fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The option such as `--flip` that `arg` follows among `args`, when that
/// option's value is optional, with the values it takes as a separate word:
/// `--flip black` with `black` misspelt is read as an argument of its own.
fn after_optional_value(arg: &str, args: &[OsString]) -> Option<(String, Vec<String>)> {
    let at = args.iter().position(|a| a == arg)?;
    let before = args.get(at.checked_sub(1)?)?;
    crate::cli::keys::optional_values()
        .map(|(name, values)| (format!("--{name}"), values))
        .find(|(option, _)| before == option.as_str())
        .map(|(option, values)| (option, values.iter().map(|v| (*v).to_owned()).collect()))
}

/// A usage error of clap in the interface language, as our diagnostics are
/// written: the message, hints, the usage line and where to read more.
#[must_use]
pub fn error_text(e: &clap::Error, cmd: &Command, args: &[OsString], msgs: &Messages) -> String {
    let mut hints: Vec<String> = Vec::new();
    let path = command_path(cmd, args);
    let message = message(e, cmd, &path, args, msgs, &mut hints);
    let labelled =
        |label: &str, text: &str| msgs.get("label-text", &[("label", s(label)), ("text", s(text))]);
    let mut out = labelled(&msgs.text("severity-error"), &message);
    out.push('\n');
    let hint = msgs.text("severity-hint");
    for h in hints {
        let _ = writeln!(out, "  = {}", labelled(&hint, &h));
    }
    if let Some(usage) = usage_of(e) {
        let _ = write!(out, "\n{} {usage}\n", msgs.text("cli-heading-usage"));
    }
    let _ = write!(
        out,
        "\n{}\n",
        msgs.get("cli-more-help", &[("command", s(path))])
    );
    out
}

/// The message of a usage error, with the hints it gives.
fn message(
    e: &clap::Error,
    cmd: &Command,
    path: &str,
    args: &[OsString],
    msgs: &Messages,
    hints: &mut Vec<String>,
) -> String {
    match e.kind() {
        ErrorKind::InvalidSubcommand => unknown_command(e, path, msgs, hints),
        ErrorKind::UnknownArgument => unknown_argument(e, cmd, args, msgs, hints),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => invalid_value(e, msgs, hints),
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(e, ContextKind::InvalidArg);
            msgs.get(
                "cli-error-missing-arguments",
                &[("count", n(missing.len())), ("args", s(quoted(&missing)))],
            )
        }
        ErrorKind::MissingSubcommand => {
            let valid = strings(e, ContextKind::ValidSubcommand);
            msgs.get(
                "cli-error-missing-command",
                &[
                    ("command", s(first(e, ContextKind::InvalidSubcommand))),
                    ("commands", s(quoted(&valid))),
                ],
            )
        }
        ErrorKind::ArgumentConflict => {
            let arg = first(e, ContextKind::InvalidArg);
            let prior = strings(e, ContextKind::PriorArg);
            if prior.is_empty() || prior == [arg.clone()] {
                msgs.get("cli-error-repeated", &[("arg", s(arg))])
            } else {
                msgs.get(
                    "cli-error-conflict",
                    &[("arg", s(arg)), ("others", s(quoted(&prior)))],
                )
            }
        }
        ErrorKind::NoEquals => msgs.get(
            "cli-error-equals",
            &[("arg", s(first(e, ContextKind::InvalidArg)))],
        ),
        ErrorKind::TooManyValues => msgs.get(
            "cli-error-too-many-values",
            &[
                ("arg", s(first(e, ContextKind::InvalidArg))),
                ("value", s(first(e, ContextKind::InvalidValue))),
            ],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = match e.kind() {
                ErrorKind::TooFewValues => number(e, ContextKind::MinValues),
                _ => number(e, ContextKind::ExpectedNumValues),
            };
            msgs.get(
                "cli-error-value-count",
                &[
                    ("arg", s(first(e, ContextKind::InvalidArg))),
                    ("expected", n(expected)),
                    ("actual", n(number(e, ContextKind::ActualNumValues))),
                ],
            )
        }
        ErrorKind::InvalidUtf8 => msgs.text("cli-error-not-utf8"),
        _ => msgs.text("cli-error-other"),
    }
}

/// The first string of a context value.
fn first(e: &clap::Error, kind: ContextKind) -> String {
    strings(e, kind).into_iter().next().unwrap_or_default()
}

/// The hint that names what was probably meant.
fn similar(msgs: &Messages, name: &str) -> String {
    msgs.get("cli-hint-similar", &[("name", s(name))])
}

/// A command that does not exist.
fn unknown_command(
    e: &clap::Error,
    path: &str,
    msgs: &Messages,
    hints: &mut Vec<String>,
) -> String {
    let name = first(e, ContextKind::InvalidSubcommand);
    if let Some(best) = strings(e, ContextKind::SuggestedSubcommand).last() {
        hints.push(similar(msgs, best));
    }
    if clap_suggests(e, "to pass") {
        let example = format!("{path} -- {name}");
        hints.push(msgs.get(
            "cli-hint-as-value",
            &[("arg", s(&name)), ("example", s(example))],
        ));
    }
    msgs.get("cli-error-unknown-command", &[("name", s(name))])
}

/// An argument no option or place takes.
fn unknown_argument(
    e: &clap::Error,
    cmd: &Command,
    args: &[OsString],
    msgs: &Messages,
    hints: &mut Vec<String>,
) -> String {
    let arg = first(e, ContextKind::InvalidArg);
    if let Some(example) = unquoted_fen(&arg, args) {
        hints.push(msgs.get("cli-hint-quote-fen", &[("example", s(example))]));
        return msgs.get("cli-error-unquoted-fen", &[("arg", s(arg))]);
    }
    // An unknown option before the record was read as the record.
    let arg = match unknown_option(cmd, args) {
        Some(option) if option != arg => {
            if let Some(meant) = meant_option(cmd, args, &option) {
                hints.push(similar(msgs, &meant));
            }
            return msgs.get("cli-error-unknown-argument", &[("arg", s(option))]);
        }
        _ => arg,
    };
    let meant = arg
        .starts_with("--")
        .then(|| meant_option(cmd, args, &arg))
        .flatten();
    if let Some(best) = meant
        .as_ref()
        .or(strings(e, ContextKind::SuggestedArg).last())
    {
        hints.push(similar(msgs, best));
    }
    for tip in suggestions(e) {
        if tip.starts_with("to pass") {
            // An option is never the record, which comes before it.
            if !arg.starts_with("--") {
                let example = format!("-- {arg}");
                hints.push(msgs.get(
                    "cli-hint-as-value",
                    &[("arg", s(&arg)), ("example", s(example))],
                ));
            }
        } else if tip.contains("remove") {
            hints.push(msgs.get("cli-hint-remove-dashes", &[("name", s(&arg))]));
        } else if let Some(example) = tip.split('\'').nth(1)
            && meant.is_none()
        {
            // "'render --flip' exists": the option of a command.
            hints.push(similar(msgs, example));
        }
    }
    if let Some((option, values)) = after_optional_value(&arg, args) {
        hints.push(msgs.get(
            "cli-hint-optional-values",
            &[("option", s(option)), ("values", s(quoted(&values)))],
        ));
    }
    msgs.get("cli-error-unknown-argument", &[("arg", s(arg))])
}

/// A value an option does not take: none of its values (or none at
/// all), or not a whole number in its range.
fn invalid_value(e: &clap::Error, msgs: &Messages, hints: &mut Vec<String>) -> String {
    let arg = first(e, ContextKind::InvalidArg);
    let value = first(e, ContextKind::InvalidValue);
    if e.kind() == ErrorKind::ValueValidation {
        hints.push(if value.trim().parse::<i128>().is_ok() {
            msgs.text("cli-hint-number-range")
        } else {
            msgs.text("cli-hint-whole-number")
        });
    } else {
        if let Some(best) = strings(e, ContextKind::SuggestedValue).last() {
            hints.push(similar(msgs, best));
        }
        let valid = strings(e, ContextKind::ValidValue);
        if !valid.is_empty() {
            hints.push(msgs.get("cli-hint-possible-values", &[("values", s(quoted(&valid)))]));
        }
        if value.is_empty() {
            return msgs.get("cli-error-missing-value", &[("arg", s(arg))]);
        }
    }
    msgs.get(
        "cli-error-invalid-value",
        &[("arg", s(arg)), ("value", s(value))],
    )
}

/// clap's own suggestions, as plain text (read only for their facts; their
/// words are English).
fn suggestions(e: &clap::Error) -> Vec<String> {
    match e.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
        _ => Vec::new(),
    }
}

fn clap_suggests(e: &clap::Error, start: &str) -> bool {
    suggestions(e).iter().any(|t| t.starts_with(start))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::LANGUAGES;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    /// The error text for a command line, in one language.
    fn error(lang: &str, args: &[&str]) -> String {
        let msgs = Messages::new(lang);
        let mut cmd = command(&msgs, Purpose::Help);
        let args = os(args);
        let e = cmd
            .try_get_matches_from_mut(&args)
            .expect_err("a usage error");
        error_text(&e, &cmd, &args, &msgs)
    }

    #[test]
    fn placeholders_are_translated_word_by_word() {
        let de = Messages::new("de");
        assert_eq!(value_name(&de, "SQUARE[:COLOR]"), "FELD[:FARBE]");
        assert_eq!(value_name(&de, "FILE"), "DATEI");
        assert_eq!(value_name(&de, "PX"), "PX");
        let en = Messages::new("en");
        assert_eq!(value_name(&en, "FROMTO[:COLOR]"), "FROMTO[:COLOR]");
    }

    #[test]
    fn headings_lose_their_colon_only() {
        assert_eq!(
            heading(&Messages::new("fr"), "cli-heading-options"),
            "Options\u{a0}"
        );
        assert_eq!(
            heading(&Messages::new("de"), "cli-heading-global"),
            "Globale Optionen"
        );
    }

    /// Every placeholder of every command has its words translated, in every
    /// language but English.
    #[test]
    fn every_placeholder_is_translated() {
        let cmd = Cli::command();
        let mut words =
            std::collections::BTreeSet::from(["command".to_owned(), "options".to_owned()]);
        let mut collect = |c: &Command| {
            for a in c.get_arguments().filter(|a| a.get_action().takes_values()) {
                let names: Vec<String> = match a.get_value_names() {
                    Some(v) => v.iter().map(ToString::to_string).collect(),
                    None => vec![a.get_id().to_string()],
                };
                for v in names {
                    for w in v.split(|c: char| !c.is_ascii_alphabetic()) {
                        if !w.is_empty() {
                            words.insert(w.to_ascii_lowercase());
                        }
                    }
                }
            }
        };
        collect(&cmd);
        cmd.get_subcommands().for_each(&mut collect);
        for (lang, _) in LANGUAGES {
            let m = Messages::new(lang);
            for w in &words {
                assert!(m.has(&format!("cli-value-{w}")), "{lang}: cli-value-{w}");
            }
        }
    }

    #[test]
    fn every_language_builds_and_parses() {
        for (lang, _) in LANGUAGES {
            let msgs = Messages::new(lang);
            let mut cmd = command(&msgs, Purpose::Help);
            let m = cmd
                .try_get_matches_from_mut(os(&[
                    "forsythe", "render", "8/8", "--from", "de", "-o", "x.svg",
                ]))
                .expect("the same command line as the plain definition");
            let (name, sub) = m.subcommand().expect("a command");
            assert_eq!(name, "render");
            assert_eq!(
                sub.get_one::<String>("dialect").map(String::as_str),
                Some("de")
            );
            // The plain and the translated definition know the same options.
            let plain = Cli::command();
            for sub in plain.get_subcommands() {
                let ours = cmd.find_subcommand(sub.get_name()).expect("the command");
                for a in sub.get_arguments() {
                    assert!(
                        ours.get_arguments().any(|b| b.get_id() == a.get_id()
                            && b.get_long() == a.get_long()
                            && b.get_short() == a.get_short()),
                        "{lang}: {} {}",
                        sub.get_name(),
                        a.get_id()
                    );
                }
            }
        }
    }

    /// A command line split as a shell splits it (double quotes only), up
    /// to a redirection.
    fn shell_words(line: &str) -> Vec<String> {
        let mut words = Vec::new();
        let (mut word, mut quoted, mut any) = (String::new(), false, false);
        for c in line.chars() {
            match c {
                '"' => {
                    quoted = !quoted;
                    any = true;
                }
                ' ' if !quoted => {
                    if any {
                        words.push(std::mem::take(&mut word));
                    }
                    any = false;
                }
                c => {
                    word.push(c);
                    any = true;
                }
            }
        }
        if any {
            words.push(word);
        }
        let end = words
            .iter()
            .position(|w| w == ">" || w == "<")
            .unwrap_or(words.len());
        words.truncate(end);
        words
    }

    #[test]
    fn every_example_is_a_command_line_that_parses() {
        for (command, lines) in EXAMPLES {
            assert!(!lines.is_empty(), "{command}");
            for line in *lines {
                let words = shell_words(line);
                assert_eq!(words[0], PROGRAM);
                if !command.is_empty() {
                    assert!(words.contains(&(*command).to_owned()), "{line}");
                }
                let parsed = Cli::try_parse_from(&words);
                assert!(parsed.is_ok(), "{line}: {:?}", parsed.err());
            }
        }
        // Every command has its examples.
        let cmd = Cli::command();
        for sub in cmd.get_subcommands() {
            assert!(
                !example_lines(Some(sub.get_name())).is_empty(),
                "{}",
                sub.get_name()
            );
        }
    }

    #[test]
    fn trap_06_no_help_shows_a_raw_message_id() {
        for (lang, _) in LANGUAGES {
            let msgs = Messages::new(lang);
            let mut cmd = command(&msgs, Purpose::Help);
            let mut texts = vec![("help".to_owned(), cmd.render_long_help().to_string())];
            for sub in cmd.get_subcommands_mut() {
                let name = sub.get_name().to_owned();
                texts.push((format!("{name} --help"), sub.render_long_help().to_string()));
                texts.push((format!("{name} -h"), sub.render_help().to_string()));
            }
            for (what, text) in texts {
                let ids = crate::app::i18n::raw_message_ids(&text);
                assert_eq!(ids, Vec::<String>::new(), "{lang} {what}");
            }
        }
    }

    #[test]
    fn options_are_grouped_as_a_user_reads_them() {
        let msgs = Messages::new("en");
        let mut cmd = command(&msgs, Purpose::Help);
        let render = cmd.find_subcommand_mut("render").expect("render");
        let help = render.render_long_help().to_string();
        let at = |h: &str| {
            help.find(&format!("\n{h}\n"))
                .unwrap_or_else(|| panic!("{h}\n{help}"))
        };
        let order = [
            "Arguments:",
            "Input:",
            "Look:",
            "Marks:",
            "Texts:",
            "Output:",
            "Options:",
            "Global options:",
        ]
        .map(at);
        assert!(order.is_sorted(), "{order:?}\n{help}");
        for (option, heading) in [
            ("--dialect", "Input:"),
            ("--theme", "Look:"),
            ("--arrow", "Marks:"),
            ("--caption", "Texts:"),
            ("--output", "Output:"),
        ] {
            // The option's own line: `      --theme …` or `  -o, --output …`.
            let place = help
                .match_indices('\n')
                .map(|(i, _)| i + 1)
                .find(|&i| {
                    let line = help[i..].trim_start();
                    let line = line
                        .split_once(", ")
                        .filter(|(s, _)| s.len() == 2)
                        .map_or(line, |(_, l)| l);
                    line.starts_with(&format!("{option} "))
                })
                .expect(option);
            let after = [
                "Arguments:",
                "Input:",
                "Look:",
                "Marks:",
                "Texts:",
                "Output:",
                "Options:",
                "Global options:",
            ]
            .into_iter()
            .rfind(|h| at(h) < place);
            assert_eq!(after, Some(heading), "{option}");
        }
    }

    #[test]
    fn unknown_command_with_a_suggestion() {
        assert_eq!(
            error("en", &["forsythe", "rendr"]),
            "error: `rendr` is not a command of forsythe\n  = hint: did you mean `render`?\n\n\
             Usage: forsythe [OPTIONS] <COMMAND>\n\n\
             For more information, run `forsythe --help`.\n"
        );
    }

    #[test]
    fn an_option_before_its_command() {
        let text = error("de", &["forsythe", "--flip", "render"]);
        assert!(
            text.starts_with(
                "Fehler: unerwartetes Argument `--flip`\n  = Tipp: meinten Sie `render --flip`?\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_value_that_looks_like_an_option() {
        let text = error("en", &["forsythe", "batch", "p.epd", "-5", "-o", "x"]);
        assert!(
            text.starts_with(
                "error: unexpected argument `-5`\n  = hint: to pass `-5` as a value, write `-- -5`\n"
            ),
            "{text}"
        );
        let text = error("en", &["forsythe", "--", "render"]);
        assert!(
            text.contains("= hint: `render` is a command; to use it, remove the `--` before it\n"),
            "{text}"
        );
    }

    #[test]
    fn numbers_and_repeats() {
        let text = error(
            "en",
            &["forsythe", "render", "--size", "big", "-o", "x.png"],
        );
        assert!(
            text.starts_with("error: `big` is not a valid value for `--size <PX>`\n  = hint: expected a whole number\n"),
            "{text}"
        );
        let text = error(
            "en",
            &["forsythe", "render", "--size", "99999999999", "-o", "x.png"],
        );
        assert!(
            text.contains("= hint: the number is out of range\n"),
            "{text}"
        );
        let text = error(
            "en",
            &[
                "forsythe",
                "render",
                "--transparent",
                "--transparent",
                "-o",
                "x.png",
            ],
        );
        assert!(
            text.starts_with("error: `--transparent` may be given only once\n"),
            "{text}"
        );
        let text = error("it", &["forsythe", "man", "render", "--dir", "x"]);
        assert!(
            text.starts_with("errore: `[COMANDO]` non si può usare insieme a `--dir <CARTELLA>`\n"),
            "{text}"
        );
    }

    #[test]
    fn the_command_is_found_past_global_options() {
        let cmd = command(&Messages::new("en"), Purpose::Help);
        let path = |a: &[&str]| command_path(&cmd, &os(a));
        assert_eq!(path(&["f", "--lang", "render", "batch"]), "forsythe batch");
        assert_eq!(path(&["f", "-q", "render", "x"]), "forsythe render");
        assert_eq!(path(&["f", "nothing", "render"]), "forsythe");
        assert_eq!(path(&["f", "--", "render"]), "forsythe");
        assert_eq!(path(&["f", "help", "render"]), "forsythe");
    }
}
