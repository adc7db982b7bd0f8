//! `forsythe translate` and `forsythe dialects`.

use forsythe::notation::{Dialect, ParseOptions, Record, forsyth};
use forsythe::{Color, Piece, Role};

use crate::cli::input::{Line, Lines};
use crate::cli::report::{Reporter, Severity};
use crate::cli::{Fatal, TranslateArgs, dialect, dialect_choice, reading, write_stdout};

/// Reads a line as a record and reports what is wrong with it. `None` when
/// the record failed (already reported).
pub fn read_record(
    line: &Line,
    opts: &ParseOptions,
    reporter: &Reporter,
) -> Option<(String, Record)> {
    let text = match &line.text {
        Ok(t) => t,
        Err(problem) => {
            let mut msg = reporter.line_problem_text(*problem);
            if let Some(l) = line.number {
                msg = reporter.labelled(&reporter.line_name(l), &msg);
            }
            reporter.emit(Severity::Error, &msg, None, None);
            return None;
        }
    };
    match Record::parse(text, opts) {
        Ok(record) => reporter
            .record(&record, text, line.number)
            .then(|| (text.clone(), record)),
        Err(e) => {
            reporter.error(&e, text, line.number);
            None
        }
    }
}

/// Returns whether every record was read.
pub fn run(args: &TranslateArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let from = dialect_choice(&args.from, reporter)?;
    // `--to` names the notation to write, which `auto` cannot be: its error
    // lists only what may be given there (after this, `dialect` cannot fail).
    if let Err(e) = args.to.parse::<Dialect>() {
        reporter.emit(
            Severity::Error,
            &reporter.output_dialect_error_text(&e),
            None,
            None,
        );
        return Err(Fatal::Usage);
    }
    let to = dialect(&args.to, reporter)?;
    let (base, opts) = reading(
        args.read.base.as_deref(),
        from,
        args.read.merge_digits,
        reporter,
    )?;
    let mut lines = Lines::new(args.read.input.as_deref());
    let mut all_ok = true;
    for line in lines.by_ref() {
        let Some((text, record)) = read_record(&line, &opts, reporter) else {
            all_ok = false;
            continue;
        };
        let placement = match &base {
            Some(b) => forsyth::write_board(&record.placement.over(b), &to),
            None => forsyth::write_placement(&record.placement, &to),
        };
        let mut out = record.replace_placement(&text, &placement);
        out.push('\n');
        write_stdout(out.as_bytes(), reporter)?;
    }
    if let Some(e) = lines.error() {
        let msg = reporter.msgs.get(
            "err-read-input",
            &[
                (
                    "path",
                    crate::cli::i18n::s(reporter.msgs.text("stdin-name")),
                ),
                ("reason", crate::cli::i18n::s(e)),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    Ok(all_ok)
}

/// Prints the letter table of every built-in dialect, with headings in the
/// interface language.
pub fn dialects(reporter: &Reporter) -> Result<bool, Fatal> {
    let names: Vec<String> = Dialect::BUILTIN
        .iter()
        .map(|d| reporter.dialect_label(d))
        .collect();
    let codes: Vec<String> = Dialect::BUILTIN.iter().map(Dialect::code).collect();
    let mut rows: Vec<Vec<String>> = Vec::new();
    rows.push(
        std::iter::once(reporter.msgs.text("dialects-heading-piece"))
            .chain(names.iter().cloned())
            .collect(),
    );
    rows.push(
        std::iter::once(reporter.msgs.text("dialects-heading-code"))
            .chain(codes.iter().cloned())
            .collect(),
    );
    for role in Role::ALL {
        let piece = Piece::new(Color::White, role);
        rows.push(
            std::iter::once(reporter.piece_label(role))
                .chain(Dialect::BUILTIN.iter().map(|d| {
                    let l = d.letter(piece);
                    format!("{l} {}", l.to_lowercase())
                }))
                .collect(),
        );
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in &rows {
        let mut line = String::new();
        for (cell, w) in row.iter().zip(&widths) {
            line.push_str(cell);
            line.push_str(&" ".repeat(w - cell.chars().count() + 2));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    write_stdout(out.as_bytes(), reporter)?;
    Ok(true)
}
