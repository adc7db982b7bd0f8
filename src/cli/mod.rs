//! The command line: arguments (clap), then the settings the library takes,
//! then one place that turns outcomes into messages and exit codes.

pub mod i18n;
pub mod input;
pub mod render;
pub mod report;
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

#[derive(Parser, Debug)]
#[command(
    name = "forsythe",
    version,
    about = "Chess diagrams from Forsyth, FEN and EPD, in many notations",
    after_help = "Exit codes: 0 every record was read; 1 a record had an error (the others are still done); 2 the command line was misused."
)]
pub struct Cli {
    /// Language of messages (en, de, it, nl, fr, …); default from LC_ALL, LC_MESSAGES, LANG
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Print no warnings or notes, only errors
    #[arg(long, short, global = true)]
    pub quiet: bool,
    /// Treat warnings (unknown characters, short ranks) as errors
    #[arg(long, global = true)]
    pub strict: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Draw one record as a diagram (SVG or PNG)
    Render(render::RenderArgs),
    /// Write records with their placement in another notation
    Translate(TranslateArgs),
    /// Print the piece letters of every notation
    Dialects,
}

/// What every command that reads records shares.
#[derive(Args, Debug, Clone)]
pub struct ReadArgs {
    /// Read a run of digits as one number (`10` is ten empty squares)
    #[arg(long)]
    pub merge_digits: bool,
    /// Lay the input over this position first (a record in the input's notation, or `start`)
    #[arg(long, value_name = "RECORD")]
    pub base: Option<String>,
    /// A record (Forsyth, FEN or EPD); without it, or with `-`, one record a line from stdin
    #[arg(value_name = "INPUT")]
    pub input: Option<String>,
}

#[derive(Args, Debug)]
pub struct TranslateArgs {
    /// Notation of the input: en, de, it, fide, fr, six letters (KQRBNP order), or auto
    #[arg(
        long,
        visible_alias = "dialect",
        value_name = "DIALECT",
        default_value = "en"
    )]
    pub from: String,
    /// Notation of the output: en, de, it, fide, fr or six letters
    #[arg(long, value_name = "DIALECT", default_value = "en")]
    pub to: String,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// A failure that ends the command at once.
pub enum Fatal {
    /// Misused command line: the message is already printed.
    Usage,
    /// stdout was closed by the reader: stop quietly.
    Closed,
    /// Any other failure, already reported.
    Failed,
}

/// Writes to stdout, telling a closed pipe apart from other write errors.
pub fn write_stdout(bytes: &[u8], reporter: &Reporter) -> Result<(), Fatal> {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(Fatal::Closed),
        Err(e) => {
            let msg = reporter.msgs.get(
                "err-write-output",
                &[
                    ("path", i18n::s(reporter.msgs.text("stdout-name"))),
                    ("reason", i18n::s(e)),
                ],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            Err(Fatal::Failed)
        }
    }
}

/// A dialect from the command line, or a usage error in the user's language.
pub fn dialect_choice(text: &str, reporter: &Reporter) -> Result<DialectChoice, Fatal> {
    text.parse::<DialectChoice>().map_err(|e| {
        reporter.emit(
            Severity::Error,
            &reporter.dialect_error_text(&e),
            None,
            None,
        );
        Fatal::Usage
    })
}

/// A fixed dialect from the command line (`auto` is refused).
pub fn dialect(text: &str, reporter: &Reporter) -> Result<Dialect, Fatal> {
    text.parse::<Dialect>().map_err(|e| {
        reporter.emit(
            Severity::Error,
            &reporter.dialect_error_text(&e),
            None,
            None,
        );
        Fatal::Usage
    })
}

/// The board given with `--base`, read in `dialect`; `start` is the usual
/// starting position. A base that cannot be read is a usage error.
pub fn base_board(
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
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { EXIT_OK };
            // Help and version go to stdout; a closed pipe is no error here either.
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let lang = i18n::choose(cli.lang.as_deref(), |k| std::env::var(k).ok());
    let reporter = Reporter {
        msgs: Messages::new(lang),
        quiet: cli.quiet,
        strict: cli.strict,
    };
    let outcome = match &cli.command {
        Command::Render(args) => render::run(args, &reporter),
        Command::Translate(args) => translate::run(args, &reporter),
        Command::Dialects => translate::dialects(&reporter),
    };
    ExitCode::from(match outcome {
        Ok(true) => EXIT_OK,
        Ok(false) | Err(Fatal::Failed) => EXIT_RECORD_ERROR,
        Err(Fatal::Usage) => EXIT_USAGE,
        Err(Fatal::Closed) => EXIT_OK,
    })
}
