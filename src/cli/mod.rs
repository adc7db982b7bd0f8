//! The command line: arguments (clap), then the settings the library takes,
//! then one place that turns outcomes into messages and exit codes.

mod batch;
mod files;
pub mod i18n;
pub mod input;
pub mod render;
pub mod report;
#[cfg(feature = "serve")]
mod serve;
mod translate;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use forsythe::notation::{Dialect, DialectChoice, ParseOptions, Record};

use crate::cli::i18n::Messages;
use crate::cli::report::{Reporter, Severity};

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
// see `localized_command`.
#[derive(Parser, Debug)]
#[command(name = "forsythe", version)]
pub struct Cli {
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    #[arg(long, short, global = true)]
    pub quiet: bool,
    #[arg(long, global = true)]
    pub strict: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    Render(render::RenderArgs),
    Batch(batch::BatchArgs),
    Translate(TranslateArgs),
    Dialects,
    Completions(CompletionsArgs),
    Man,
    #[cfg(feature = "serve")]
    Serve(serve::ServeArgs),
}

// What every command that reads records shares.
#[derive(Args, Debug, Clone)]
pub struct ReadArgs {
    #[arg(long)]
    pub merge_digits: bool,
    #[arg(long, value_name = "RECORD")]
    pub base: Option<String>,
    #[arg(value_name = "INPUT")]
    pub input: Option<String>,
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
    pub read: ReadArgs,
}

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// The command-line definition with every help text in the language of
/// `msgs`. An option's help is `help-<command>-arg-<id>` if that message
/// exists, else `help-arg-<id>`; a command's is `help-cmd-<command>`.
#[must_use]
pub fn localized_command(msgs: &Messages) -> clap::Command {
    use clap::CommandFactory;
    localize(Cli::command(), None, msgs)
        .about(msgs.text("help-about"))
        .after_help(msgs.text("help-exit-codes"))
}

fn localize(cmd: clap::Command, sub: Option<&str>, msgs: &Messages) -> clap::Command {
    let mut cmd = cmd.mut_args(|arg| {
        let id = arg.get_id().as_str().replace('_', "-");
        let specific = sub.map(|s| format!("help-{s}-arg-{id}"));
        let key = specific
            .filter(|k| msgs.has(k))
            .unwrap_or_else(|| format!("help-arg-{id}"));
        if msgs.has(&key) {
            arg.help(msgs.text(&key))
        } else {
            arg
        }
    });
    if let Some(name) = sub {
        cmd = cmd.about(msgs.text(&format!("help-cmd-{name}")));
    } else {
        cmd = cmd.mut_subcommands(|c| {
            let name = c.get_name().to_owned();
            localize(c, Some(&name), msgs)
        });
    }
    cmd
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

/// A failure that ends the command at once.
pub enum Fatal {
    /// Misused command line: the message is already printed.
    Usage,
    /// stdout was closed by the reader: stop quietly.
    Closed,
    /// Any other failure, already reported.
    Failed,
    /// Stopped by SIGINT or SIGTERM after writing what was finished.
    Interrupted,
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
fn stdout_failed(e: &dyn std::fmt::Display, reporter: &Reporter) -> Fatal {
    let msg = reporter.msgs.get(
        "err-write-output",
        &[
            ("path", i18n::s(reporter.msgs.text("stdout-name"))),
            ("reason", i18n::s(e)),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
    Fatal::Failed
}

/// A dialect from the command line, or a usage error in the user's language.
pub fn dialect_choice(text: &str, reporter: &Reporter) -> Result<DialectChoice, Fatal> {
    parse_dialect(text, reporter)
}

/// A fixed dialect from the command line (`auto` is refused).
pub fn dialect(text: &str, reporter: &Reporter) -> Result<Dialect, Fatal> {
    parse_dialect(text, reporter)
}

fn parse_dialect<T>(text: &str, reporter: &Reporter) -> Result<T, Fatal>
where
    T: std::str::FromStr<Err = forsythe::notation::DialectError>,
{
    text.parse::<T>().map_err(|e| {
        reporter.emit(
            Severity::Error,
            &reporter.dialect_error_text(&e),
            None,
            None,
        );
        Fatal::Usage
    })
}

/// How records are read: the board given with `--base` (read in `dialect`;
/// `start` is the usual starting position) and the options that follow from
/// it, an overlay when there is a base. A base that cannot be read is a usage
/// error.
pub fn reading(
    base: Option<&str>,
    dialect: DialectChoice,
    merge_digits: bool,
    reporter: &Reporter,
) -> Result<(Option<forsythe::Board>, ParseOptions), Fatal> {
    let board = base_board(base, dialect, merge_digits, reporter)?;
    let opts = ParseOptions {
        dialect,
        merge_digits,
        overlay: board.is_some(),
    };
    Ok((board, opts))
}

fn base_board(
    base: Option<&str>,
    dialect: DialectChoice,
    merge_digits: bool,
    reporter: &Reporter,
) -> Result<Option<forsythe::Board>, Fatal> {
    let Some(text) = base else { return Ok(None) };
    if text.trim() == "start" {
        return Ok(Some(forsythe::Board::standard()));
    }
    let opts = ParseOptions {
        dialect,
        merge_digits,
        overlay: false,
    };
    match Record::parse(text, &opts) {
        Ok(record) => {
            if !reporter.record(&record, text, None) {
                return Err(Fatal::Usage);
            }
            Ok(Some(record.placement.to_board()))
        }
        Err(e) => {
            reporter.emit(Severity::Error, &reporter.msgs.text("err-base"), None, None);
            reporter.error(&e, text, None);
            Err(Fatal::Usage)
        }
    }
}

/// Runs the program with the process's arguments and environment.
#[must_use]
pub fn main() -> ExitCode {
    use clap::FromArgMatches;
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = i18n::choose(lang_argument(&args).as_deref(), |k| std::env::var(k).ok());
    let msgs = Messages::new(lang);
    let parsed = localized_command(&msgs)
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { EXIT_OK };
            // Help and version go to stdout; a closed pipe is no error here either.
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let reporter = Reporter {
        msgs,
        quiet: cli.quiet,
        strict: cli.strict,
        file: std::cell::RefCell::new(None),
    };
    let outcome = match &cli.command {
        Command::Render(args) => render::run(args, &reporter),
        Command::Batch(args) => batch::run(args, &reporter),
        Command::Translate(args) => translate::run(args, &reporter),
        Command::Dialects => translate::dialects(&reporter),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(args, &reporter),
        Command::Completions(args) => {
            let mut cmd = localized_command(&reporter.msgs);
            let mut out = Vec::new();
            clap_complete::generate(args.shell, &mut cmd, "forsythe", &mut out);
            write_stdout(&out, &reporter).map(|()| true)
        }
        Command::Man => {
            let mut out = Vec::new();
            match clap_mangen::Man::new(localized_command(&reporter.msgs)).render(&mut out) {
                Ok(()) => write_stdout(&out, &reporter).map(|()| true),
                Err(e) => Err(stdout_failed(&e, &reporter)),
            }
        }
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
        let cmd = localized_command(&msgs);
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
}
