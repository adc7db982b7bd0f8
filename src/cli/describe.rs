//! `forsythe describe`: each record's description, a line each.

use clap::Args;

use crate::app::describe::{Extras, describe};
use crate::app::records::{self, Records};
use crate::app::report::{Reporter, Severity};
use crate::app::texts::{RecordFields, Templates};
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
    let choice = crate::cli::choice(keys, reporter)?;
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.record,
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
        let fields = RecordFields {
            number,
            line: text.line.unwrap_or(1),
            stem: "",
            record: Some(&record),
            tags: &text.tags,
            board: &board,
            side: record.side_to_move,
            msgs: &reporter.msgs,
            extra: &[],
        };
        let caption = templates.caption(&fields);
        let problem = templates.problem(&fields);
        let more =
            crate::app::texts::ProblemMore::of(&fields).with_problem(text.problem.as_deref(), None);
        let extras =
            Extras::new(record.side_to_move, caption.as_deref(), &problem).with_more(&more);
        let mut line = describe(&board, &extras, &reporter.msgs);
        line.push('\n');
        write_stdout(line.as_bytes(), reporter)?;
    }
    records::tell_windows_1252(&records, reporter);
    *reporter.file.borrow_mut() = None;
    Ok(all_ok)
}
