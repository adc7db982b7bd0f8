//! `forsythe man`: a manual page in roff for the program and for each of its
//! commands, in the interface language, from the same definitions as `--help`.

use std::path::{Path, PathBuf};

use clap::{Arg, Args, Command};
use roff::{Roff, bold, italic, roman};

use crate::app::i18n::{Messages, s};
use crate::app::report::{Reporter, Severity};
use crate::cli::help::{PROGRAM, Purpose, command};
use crate::cli::{Fatal, write_stdout};

/// The commands that have a page of their own (`forsythe-render(1)`, …).
#[cfg(feature = "serve")]
pub const COMMANDS: [&str; 12] = [
    "render",
    "batch",
    "translate",
    "describe",
    "dialects",
    "completions",
    "man",
    "markdown",
    "mdbook",
    "block",
    "latex",
    "serve",
];

/// The commands that have a page of their own (`forsythe-render(1)`, …).
#[cfg(not(feature = "serve"))]
pub const COMMANDS: [&str; 11] = [
    "render",
    "batch",
    "translate",
    "describe",
    "dialects",
    "completions",
    "man",
    "markdown",
    "mdbook",
    "block",
    "latex",
];

/// `forsythe man [COMMAND] [--dir DIR]`.
#[derive(Args, Debug)]
pub struct ManArgs {
    #[arg(
        value_name = "COMMAND",
        value_parser = clap::builder::PossibleValuesParser::new(COMMANDS)
    )]
    pub command: Option<String>,
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    pub dir: Option<PathBuf>,
}

/// One manual page: its file name (`forsythe-render.1`) and its text.
pub struct Page {
    pub file: String,
    pub text: String,
}

/// Every page: the program's first, then one for each command in
/// [`COMMANDS`] order.
#[must_use]
pub fn pages(msgs: &Messages) -> Vec<Page> {
    let cmd = command(msgs, Purpose::Help);
    let subs: Vec<&Command> = COMMANDS
        .iter()
        .filter_map(|name| cmd.find_subcommand(name))
        .collect();
    let mut out = vec![page(&cmd, None, &subs, msgs)];
    out.extend(subs.iter().map(|sub| page(sub, Some(&cmd), &[], msgs)));
    out
}

/// The page name of a command: `forsythe`, `forsythe-render`.
fn page_name(cmd: &Command, parent: Option<&Command>) -> String {
    match parent {
        Some(_) => format!("{PROGRAM}-{}", cmd.get_name()),
        None => PROGRAM.to_owned(),
    }
}

/// A section heading: the message in capitals, without a colon.
fn section(msgs: &Messages, key: &str) -> String {
    let text = msgs.text(key);
    let text = text.trim_end();
    text.strip_suffix(':')
        .unwrap_or(text)
        .trim_end()
        .to_uppercase()
}

/// How an argument is written: `-o, --output FILE`, or `INPUT`.
fn signature(arg: &Arg) -> Vec<roff::Inline> {
    let mut parts = Vec::new();
    if let Some(c) = arg.get_short() {
        parts.push(bold(format!("-{c}")));
    }
    if let Some(l) = arg.get_long() {
        if !parts.is_empty() {
            parts.push(roman(", "));
        }
        parts.push(bold(format!("--{l}")));
    }
    if arg.get_action().takes_values() {
        let names: Vec<String> = arg
            .get_value_names()
            .unwrap_or_default()
            .iter()
            .map(ToString::to_string)
            .collect();
        let name = names.join(" ");
        if !parts.is_empty() {
            parts.push(roman(" "));
        }
        parts.push(italic(name));
        if arg.is_positional() && arg.get_num_args().is_some_and(|r| r.max_values() > 1) {
            parts.push(roman("…"));
        }
    }
    parts
}

fn page(cmd: &Command, parent: Option<&Command>, subs: &[&Command], msgs: &Messages) -> Page {
    let name = page_name(cmd, parent);
    let about = cmd.get_about().map(ToString::to_string).unwrap_or_default();
    let mut r = Roff::new();
    r.control("SH", [section(msgs, "cli-man-name").as_str()])
        .text([roman(format!("{name} - {about}"))]);

    let path = match parent {
        Some(_) => format!("{PROGRAM} {}", cmd.get_name()),
        None => PROGRAM.to_owned(),
    };
    let usage = cmd
        .get_overridden_usage()
        .map(ToString::to_string)
        .unwrap_or_default();
    let usage = usage.strip_prefix(path.as_str()).unwrap_or(&usage).trim();
    r.control("SH", [section(msgs, "cli-man-synopsis").as_str()])
        .text([bold(path.clone()), roman(format!(" {usage}"))]);

    r.control("SH", [section(msgs, "cli-man-description").as_str()])
        .text([roman(sentence(&about))]);

    if !subs.is_empty() {
        r.control("SH", [section(msgs, "cli-heading-commands").as_str()]);
        for sub in subs {
            let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
            let see = msgs.get(
                "cli-man-see-page",
                &[("page", s(format!("{PROGRAM}-{}(1)", sub.get_name())))],
            );
            r.control("TP", [])
                .text([bold(sub.get_name())])
                .text([roman(sentence(&about))])
                .text([roman(see)]);
        }
    }

    // The arguments under their headings, in the order --help shows them.
    let mut headings: Vec<&str> = Vec::new();
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        let h = arg.get_help_heading().unwrap_or_default();
        if !headings.contains(&h) {
            headings.push(h);
        }
    }
    for h in headings {
        let title = h.trim_end().to_uppercase();
        r.control("SH", [title.as_str()]);
        for arg in cmd
            .get_arguments()
            .filter(|a| !a.is_hide_set() && a.get_help_heading().unwrap_or_default() == h)
        {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            r.control("TP", []).text(signature(arg)).text([roman(help)]);
        }
    }

    r.control("SH", [section(msgs, "cli-heading-examples").as_str()]);
    r.control("nf", []);
    let command = parent.map(|_| cmd.get_name());
    for line in crate::cli::help::example_lines(command) {
        r.text([roman(*line)]);
    }
    r.control("fi", []);

    r.control("SH", [section(msgs, "cli-man-exit-status").as_str()])
        .text([roman(msgs.text("help-exit-codes"))]);

    let others: Vec<String> = match parent {
        Some(_) => vec![PROGRAM.to_owned()],
        None => subs
            .iter()
            .map(|sub| format!("{PROGRAM}-{}", sub.get_name()))
            .collect(),
    };
    r.control("SH", [section(msgs, "cli-man-see-also").as_str()]);
    let mut refs = Vec::new();
    for (i, other) in others.iter().enumerate() {
        if i > 0 {
            refs.push(roman(", "));
        }
        refs.push(bold(other.clone()));
        refs.push(roman("(1)"));
    }
    r.text(refs);

    // `.TH` comes first; the lines roff puts before the rest (a definition
    // for apostrophes) follow it.
    let text = format!(
        ".TH {} 1 \"\" \"{PROGRAM} {}\" \"{}\"\n{}",
        name.to_uppercase(),
        env!("CARGO_PKG_VERSION"),
        msgs.text("cli-man-manual").replace('"', "'"),
        r.render()
    );
    Page {
        file: format!("{name}.1"),
        text,
    }
}

/// `text` ended as a sentence: with a full stop unless it has one (or a
/// question or exclamation mark), so that what follows it reads apart.
fn sentence(text: &str) -> String {
    let text = text.trim_end();
    if text.is_empty() || text.ends_with(['.', '!', '?']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

/// Prints one page, or writes every page into a folder.
pub fn run(args: &ManArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let pages = pages(&reporter.msgs);
    let Some(dir) = &args.dir else {
        let wanted = match &args.command {
            Some(name) => format!("{PROGRAM}-{name}.1"),
            None => format!("{PROGRAM}.1"),
        };
        let page = pages.iter().find(|p| p.file == wanted).unwrap_or(&pages[0]);
        return write_stdout(page.text.as_bytes(), reporter).map(|()| true);
    };
    if let Err(e) = crate::app::files::create_folder(Path::new(dir)) {
        let msg = reporter.msgs.get(
            "err-batch-dir",
            &[
                ("path", s(dir.display())),
                ("reason", s(reporter.write_error_text(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    for page in &pages {
        let path: PathBuf = Path::new(dir).join(&page.file);
        if let Err(e) = crate::app::files::write_atomic(&path, page.text.as_bytes()) {
            let msg = reporter.msgs.get(
                "err-write-output",
                &[
                    ("path", s(path.display())),
                    ("reason", s(reporter.write_error_text(&e))),
                ],
            );
            reporter.emit(Severity::Error, &msg, None, None);
            return Err(Fatal::Failed);
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::LANGUAGES;

    /// How roff writes a word in running text (a hyphen is `\-`, an
    /// apostrophe a defined string).
    fn escaped(text: &str) -> String {
        text.replace('\\', "\\\\")
            .replace('-', "\\-")
            .replace('\'', "\\*(Aq")
    }

    #[test]
    fn the_list_of_pages_is_the_list_of_commands() {
        let cmd = command(&Messages::new("en"), Purpose::Help);
        let names: Vec<&str> = cmd
            .get_subcommands()
            .map(Command::get_name)
            .filter(|n| *n != "help")
            .collect();
        assert_eq!(names, COMMANDS);
    }

    /// Every page of every language names its command, and lists every
    /// option and argument of it with its help text.
    #[test]
    fn every_page_is_complete() {
        for (lang, _) in LANGUAGES {
            let msgs = Messages::new(lang);
            let cmd = command(&msgs, Purpose::Help);
            let pages = pages(&msgs);
            assert_eq!(pages.len(), COMMANDS.len() + 1);
            for (i, page) in pages.iter().enumerate() {
                let (sub, name) = match i {
                    0 => (&cmd, PROGRAM.to_owned()),
                    _ => {
                        let sub = cmd.find_subcommand(COMMANDS[i - 1]).expect("a command");
                        (sub, format!("{PROGRAM}-{}", COMMANDS[i - 1]))
                    }
                };
                let text = &page.text;
                assert_eq!(page.file, format!("{name}.1"));
                assert!(
                    text.starts_with(&format!(".TH {} 1 ", name.to_uppercase())),
                    "{lang} {name}"
                );
                assert!(
                    text.contains(&escaped(&format!("\n{name} - "))),
                    "{lang} {name}"
                );
                for arg in sub.get_arguments() {
                    if let Some(l) = arg.get_long() {
                        let long = format!("\\fB{}\\fR", escaped(&format!("--{l}")));
                        assert!(text.contains(&long), "{lang} {name} --{l}");
                    }
                    let help = arg.get_help().expect("every argument has help").to_string();
                    let first = help.split_whitespace().next().unwrap_or_default();
                    assert!(
                        text.contains(&escaped(first)),
                        "{lang} {name} {}",
                        arg.get_id()
                    );
                }
                // No English heading where the language has its own word.
                if *lang != "en" {
                    let en = Messages::new("en");
                    for key in [
                        "cli-man-name",
                        "cli-man-synopsis",
                        "cli-man-description",
                        "cli-man-exit-status",
                        "cli-man-see-also",
                        "cli-heading-options",
                    ] {
                        let english = section(&en, key);
                        if english != section(&msgs, key) {
                            assert!(
                                !text.contains(&format!(".SH {english}\n")),
                                "{lang} {name}: {english}"
                            );
                            assert!(
                                !text.contains(&format!(".SH \"{english}\"\n")),
                                "{lang} {name}: {english}"
                            );
                        }
                    }
                }
            }
        }
    }
}
