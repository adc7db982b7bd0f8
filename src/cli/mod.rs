//! The command line: arguments (clap), then the settings the library takes,
//! then one place that turns outcomes into messages and exit codes.

mod batch;
pub mod describe;
pub mod help;
#[cfg(test)]
mod help_languages;
pub mod keys;
mod man;
pub mod markdown;
pub mod render;
#[cfg(feature = "serve")]
mod serve;
mod translate;
pub mod typeset;

pub use crate::app::Fatal;
use crate::app::i18n;
pub use crate::app::records::{dialect, dialect_choice, reading};

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::app::i18n::Messages;
use crate::app::positions::{Choice, settings_of};
use crate::app::report::{Reporter, Severity};

/// Every record was read.
pub const EXIT_OK: u8 = 0;
/// At least one record had an error (the others were still done).
pub const EXIT_RECORD_ERROR: u8 = 1;
/// The command line was misused.
pub const EXIT_USAGE: u8 = 2;
/// A batch was stopped by SIGINT or SIGTERM (128 + SIGINT, as shells report it).
pub const EXIT_INTERRUPTED: u8 = 130;

// Help texts are not written here: every `about` and every option's help
// comes from the Fluent messages (`help-…` keys), in the user's language;
// see `help::command`.
#[derive(Parser, Debug)]
#[command(name = "forsythe", version)]
pub struct Cli {
    #[command(flatten)]
    pub messages: keys::KeyOptions<keys::MessageKeys>,
    #[arg(long, short, global = true)]
    pub quiet: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    Render(render::RenderArgs),
    Batch(batch::BatchArgs),
    Translate(TranslateArgs),
    Describe(describe::DescribeArgs),
    Dialects,
    Completions(CompletionsArgs),
    Man(man::ManArgs),
    Markdown(markdown::MarkdownArgs),
    Mdbook(markdown::MdbookArgs),
    Block(markdown::BlockArgs),
    Latex(typeset::LatexArgs),
    #[cfg(feature = "serve")]
    Serve(serve::ServeArgs),
}

// What every command that reads records has besides its keys: the input,
// and whether it is a record.
#[derive(Args, Debug, Clone)]
pub struct ReadArgs {
    #[arg(long)]
    pub record: bool,
    #[arg(value_name = "INPUT", allow_hyphen_values = true)]
    pub input: Option<String>,
    /// Whether INPUT was written after `--` (set once the words are read).
    #[arg(skip)]
    pub after_dashes: bool,
}

impl ReadArgs {
    /// How INPUT was written.
    #[must_use]
    pub fn word(&self) -> crate::app::records::InputWord {
        use crate::app::records::InputWord;
        if self.record {
            InputWord::Record
        } else if self.after_dashes {
            InputWord::AfterDashes
        } else {
            InputWord::Word
        }
    }
}

impl Command {
    /// The input of a command that reads records.
    fn read_args(&mut self) -> Option<&mut ReadArgs> {
        match self {
            Command::Render(a) => Some(&mut a.read),
            Command::Translate(a) => Some(&mut a.read),
            Command::Describe(a) => Some(&mut a.read),
            _ => None,
        }
    }
}

/// Whether `input` is one of the words after `--` among `args`.
fn after_dashes(args: &[std::ffi::OsString], input: &str) -> bool {
    args.iter()
        .skip_while(|a| *a != "--")
        .skip(1)
        .any(|a| *a == input)
}

/// `--at` and `--move-letters`: which positions of a game are drawn, and
/// how its moves are written.
pub fn choice(keys: &keys::GivenKeys, reporter: &Reporter) -> Result<Choice, Fatal> {
    let pairs = ["at", "move-letters"].map(|k| (k, keys.value(k).unwrap_or_default()));
    let s = settings_of(pairs, reporter)?;
    Ok(Choice {
        at: s.at,
        letters: s.san_style(),
    })
}

#[derive(Args, Debug)]
pub struct TranslateArgs {
    #[arg(
        long,
        visible_alias = "dialect",
        value_name = "DIALECT",
        default_value = "en"
    )]
    pub from: String,
    #[arg(long, value_name = "DIALECT", default_value = "en")]
    pub to: String,
    #[command(flatten)]
    pub keys: keys::KeyOptions<keys::ReadingKeys>,
    #[command(flatten)]
    pub read: ReadArgs,
}

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// The value of `--lang` among the raw arguments, before they are parsed
/// (the help texts depend on it).
fn lang_argument(args: &[std::ffi::OsString]) -> Option<String> {
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if a == "--lang" {
            return it.next().map(|v| v.into_owned());
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            return Some(v.to_owned());
        }
    }
    None
}

/// `--flip auto` (and `--coordinates inside`, …) written as `--flip=auto`:
/// these options alone take no value, so that `--flip RECORD` keeps meaning
/// a flipped record.
fn flip_values(args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let optional: Vec<(String, Vec<&str>)> = keys::optional_values()
        .map(|(name, values)| (format!("--{name}"), values))
        .collect();
    let mut out = Vec::with_capacity(args.len());
    let mut it = args.into_iter().peekable();
    while let Some(a) = it.next() {
        if a == "--" {
            out.push(a);
            out.extend(it);
            break;
        }
        let option = optional.iter().find(|(name, _)| a == name.as_str());
        let value = it
            .peek()
            .and_then(|v| v.to_str())
            .filter(|v| option.is_some_and(|(_, values)| values.contains(v)))
            .map(str::to_owned);
        match (option, value) {
            (Some((name, _)), Some(v)) => {
                it.next();
                out.push(format!("{name}={v}").into());
            }
            _ => out.push(a),
        }
    }
    out
}

/// Writes to stdout, telling a closed pipe apart from other write errors.
pub fn write_stdout(bytes: &[u8], reporter: &Reporter) -> Result<(), Fatal> {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(Fatal::Closed),
        Err(e) => Err(stdout_failed(&e, reporter)),
    }
}

/// Reports that standard output could not be written.
fn stdout_failed(e: &io::Error, reporter: &Reporter) -> Fatal {
    let msg = reporter.msgs.get(
        "err-write-output",
        &[
            ("path", i18n::s(reporter.msgs.text("stdout-name"))),
            ("reason", i18n::s(reporter.io_reason(e))),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
    Fatal::Failed
}

/// Runs the program with the process's arguments and environment.
#[must_use]
pub fn main() -> ExitCode {
    let args = flip_values(std::env::args_os().collect());
    let lang = i18n::choose(lang_argument(&args).as_deref(), |k| std::env::var(k).ok());
    // Nothing is read from the messages until one is needed.
    let msgs = Messages::new(lang);
    let mut cli = match help::parse(&args, &msgs) {
        Ok(cli) => cli,
        Err(code) => return ExitCode::from(code),
    };
    if let Some(read) = cli.command.read_args()
        && let Some(input) = &read.input
    {
        read.after_dashes = after_dashes(&args, input);
    }
    let reporter = Reporter {
        msgs,
        quiet: cli.quiet,
        strict: cli.messages.on("strict"),
        file: std::cell::RefCell::new(None),
    };
    let outcome = match &cli.command {
        Command::Render(args) => render::run(args, &reporter),
        Command::Batch(args) => batch::run(args, &reporter),
        Command::Translate(args) => translate::run(args, &reporter),
        Command::Describe(args) => describe::run(args, &reporter),
        Command::Dialects => translate::dialects(&reporter),
        Command::Markdown(args) => markdown::run_markdown(args, &reporter),
        Command::Mdbook(args) => markdown::run_mdbook(args, &reporter),
        Command::Block(args) => markdown::run_block(args, &reporter),
        Command::Latex(args) => typeset::run_latex(args, &reporter),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(args, &reporter),
        Command::Completions(args) => {
            let mut cmd = help::command(&reporter.msgs, help::Purpose::Completions);
            let mut out = Vec::new();
            clap_complete::generate(args.shell, &mut cmd, help::PROGRAM, &mut out);
            write_stdout(&out, &reporter).map(|()| true)
        }
        Command::Man(args) => man::run(args, &reporter),
    };
    ExitCode::from(match outcome {
        Ok(true) => EXIT_OK,
        Ok(false) | Err(Fatal::Failed) => EXIT_RECORD_ERROR,
        Err(Fatal::Usage) => EXIT_USAGE,
        Err(Fatal::Closed) => EXIT_OK,
        Err(Fatal::Interrupted) => EXIT_INTERRUPTED,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command and every option has its help text in English.
    #[test]
    fn every_option_has_help() {
        let msgs = Messages::new("en");
        let cmd = help::command(&msgs, help::Purpose::Help);
        let mut missing = Vec::new();
        for sub in cmd.get_subcommands() {
            if sub.get_about().is_none() {
                missing.push(format!("help-cmd-{}", sub.get_name()));
            }
            for arg in sub.get_arguments() {
                if arg.get_help().is_none() && !matches!(arg.get_id().as_str(), "help" | "version")
                {
                    missing.push(format!("{} {}", sub.get_name(), arg.get_id()));
                }
            }
        }
        assert!(missing.is_empty(), "no help for: {missing:?}");
    }

    #[test]
    fn flip_takes_its_value_as_a_separate_word() {
        let args = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(
            flip_values(args(&["f", "render", "--flip", "auto", "k7"])),
            args(&["f", "render", "--flip=auto", "k7"])
        );
        assert_eq!(
            flip_values(args(&["f", "render", "--flip", "black", "k7"])),
            args(&["f", "render", "--flip=black", "k7"])
        );
        assert_eq!(
            flip_values(args(&["f", "render", "--flip", "k7"])),
            args(&["f", "render", "--flip", "k7"])
        );
        assert_eq!(
            flip_values(args(&["f", "render", "--coordinates", "inside", "k7"])),
            args(&["f", "render", "--coordinates=inside", "k7"])
        );
        assert_eq!(
            flip_values(args(&["f", "render", "--", "--flip", "auto"])),
            args(&["f", "render", "--", "--flip", "auto"])
        );
    }

    #[test]
    fn lang_is_found_before_parsing() {
        let args = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(
            lang_argument(&args(&["f", "render", "--lang", "de"])),
            Some("de".into())
        );
        assert_eq!(
            lang_argument(&args(&["f", "--lang=nl_BE.UTF-8", "dialects"])),
            Some("nl_BE.UTF-8".into())
        );
        assert_eq!(lang_argument(&args(&["f", "render", "--", "--lang"])), None);
    }

    /// clap is the command line's alone: no module below it names it but
    /// in words.
    #[test]
    fn only_the_command_line_uses_clap() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut stack = vec![src.clone()];
        let mut users = Vec::new();
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("a folder") {
                let path = entry.expect("an entry").path();
                if path == src.join("cli") {
                    continue;
                }
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let code = text
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .any(|l| l.contains("clap::") || l.contains("use clap"));
                if code {
                    users.push(path.display().to_string());
                }
            }
        }
        assert!(users.is_empty(), "{users:?}");
    }
}
