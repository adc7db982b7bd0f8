//! `forsythe describe`: each record's description, a line each.

use clap::Args;

use crate::app::records::{self, Records};
use crate::app::report::{Reporter, Severity};
use crate::app::scene::{self, Recipe, Subject};
use crate::app::texts::Templates;
use crate::cli::keys::{DescribeKeys, KeyOptions};
use crate::cli::{Fatal, ReadArgs, dialect_choice, reading, write_stdout};

#[derive(Args, Debug)]
pub struct DescribeArgs {
    #[command(flatten)]
    pub keys: KeyOptions<DescribeKeys>,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// `forsythe describe`: each record's description, a line each. Returns
/// whether every record was read.
pub fn run(args: &DescribeArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let keys = &args.keys;
    let from = dialect_choice(keys.value("dialect").unwrap_or_default(), reporter)?;
    let (base, opts) = reading(keys.value("base"), from, keys.on("merge-digits"), reporter)?;
    let text = |key| keys.value(key).map(str::to_owned);
    let templates = Templates::new(
        &keys.values("caption"),
        &crate::settings::ProblemLines {
            number: text("number"),
            author: text("author"),
            source: text("source"),
            stipulation: text("stipulation"),
            ..Default::default()
        },
    )
    .map_err(|(t, e)| {
        reporter.emit(
            Severity::Error,
            &reporter.template_error_text(&t, &e),
            None,
            None,
        );
        Fatal::Usage
    })?;
    let settings = crate::settings::Settings::default();
    let recipe = Recipe::new(&settings, &templates);
    let choice = crate::cli::choice(&args.keys, reporter)?;
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.word(),
        &choice,
        &opts,
        reporter,
    )?;
    records.name_file(reporter);
    let mut all_ok = true;
    let mut number = 0;
    while let Some(text) = records.next_text(reporter)? {
        number += 1;
        let Some(text) = text else {
            all_ok = false;
            continue;
        };
        let Some(record) = records::read(&text, &opts, reporter) else {
            all_ok = false;
            continue;
        };
        let board = match &base {
            Some(b) => record.placement.over(b),
            None => record.placement.to_board(),
        };
        let subject = Subject {
            tags: &text.tags,
            spot: text.spot.as_ref(),
            problem: text.problem.as_deref(),
            number,
            line: text.line.unwrap_or(1),
            ..Subject::new(&text.text, &record, &board)
        };
        // No comment is given (its marks are not described), so nothing
        // can fail here.
        let Ok(scene) = scene::build(&recipe, &subject, &reporter.msgs, true) else {
            all_ok = false;
            continue;
        };
        let mut line = scene.description;
        line.push('\n');
        write_stdout(line.as_bytes(), reporter)?;
    }
    records::tell_windows_1252(&records, reporter);
    *reporter.file.borrow_mut() = None;
    Ok(all_ok)
}
