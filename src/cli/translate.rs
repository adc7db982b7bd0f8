//! `forsythe translate` and `forsythe dialects`.

use forsythe::notation::ReadOptions;
use forsythe::notation::Survey;
use forsythe::notation::{Dialect, DialectChoice, ParseOptions, Span};
use forsythe::{Color, Piece, Role};

use crate::app::i18n::s;
use crate::app::records::{self, Records, Text};
use crate::app::report::{Place, Reporter, Severity};
use crate::cli::{Fatal, TranslateArgs, dialect, dialect_choice, reading, write_stdout};

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
    let (base, mut opts) = reading(
        args.read.base.as_deref(),
        from,
        args.read.merge_digits,
        reporter,
    )?;
    let choice = crate::cli::choice(&args.read.games, reporter)?;
    let mut records = Records::open(
        args.read.input.as_deref(),
        args.read.record,
        &choice,
        &opts,
        reporter,
    )?;
    records.name_file(reporter);
    let mut all_ok = true;
    // Writes one record; false when it could not be read.
    let write = |text: &Text, opts: &ParseOptions| -> Result<bool, Fatal> {
        let Some(record) = records::read(text, opts, reporter) else {
            return Ok(false);
        };
        let placement = match &base {
            Some(b) => forsythe::notation::write_board(&record.placement.over(b), &to),
            None => forsythe::notation::write_placement(&record.placement, &to),
        };
        let lost = forsythe::notation::unwritable(&record.placement, &to);
        if !lost.is_empty() {
            let squares: Vec<String> = lost.iter().map(ToString::to_string).collect();
            let msg = reporter.msgs.get(
                "warn-unwritable",
                &[
                    ("dialect", s(reporter.dialect_name(&to))),
                    ("squares", s(reporter.msgs.and_list(&squares))),
                ],
            );
            // The caret under the placement, the record's first field.
            let start = text.text.chars().take_while(|c| c.is_whitespace()).count();
            let len = text
                .text
                .split_whitespace()
                .next()
                .map_or(0, |f| f.chars().count());
            let place = Place::new(&text.text, text.line, Span::new(start, len));
            reporter.emit(Severity::Warning, &msg, Some(place), None);
        }
        let mut out = record.with_placement(&placement);
        out.push('\n');
        write_stdout(out.as_bytes(), reporter).map(|()| true)
    };
    if opts.dialect == DialectChoice::Auto && matches!(records, Records::Stream { .. }) {
        // The notation of the whole input is decided from all its records.
        let mut texts = Vec::new();
        while let Some(t) = records.next_text(reporter)? {
            match t {
                Some(t) => texts.push(t),
                None => all_ok = false,
            }
        }
        let mut survey = Survey::default();
        for t in &texts {
            survey.add(&t.text, &ReadOptions::default());
        }
        if texts.len() > 1 {
            let decided = survey.decide();
            if let Some(d) = decided {
                opts.dialect = DialectChoice::Fixed(d);
            }
            let file = match &records {
                Records::Stream { file: Some(f), .. } => f.clone(),
                _ => reporter.msgs.text("stdin-name"),
            };
            crate::cli::batch::dialect_note(reporter, &file, decided);
        }
        for t in &texts {
            all_ok &= write(t, &opts)?;
        }
    } else {
        while let Some(t) = records.next_text(reporter)? {
            match t {
                Some(t) => all_ok &= write(&t, &opts)?,
                None => all_ok = false,
            }
        }
    }
    records::tell_windows_1252(&records, reporter);
    *reporter.file.borrow_mut() = None;
    Ok(all_ok)
}

/// Prints the letter table of every named language (the first five, then
/// the nine added to them), with headings in the interface language, and
/// where each table's letters come from.
pub fn dialects(reporter: &Reporter) -> Result<bool, Fatal> {
    let mut out = letter_table(&Dialect::BUILTIN, reporter);
    out.push('\n');
    out.push_str(&letter_table(&Dialect::MORE, reporter));
    out.push('\n');
    out.push_str(&reporter.msgs.text("dialects-sources"));
    out.push('\n');
    for d in Dialect::LANGUAGES {
        let Some(source) = d.source() else { continue };
        let line = reporter.msgs.get(
            "dialects-source",
            &[
                ("name", s(reporter.dialect_label(&d))),
                ("source", s(source)),
            ],
        );
        out.push_str(&format!("{:<6}{line}\n", d.code()));
        for code in d.aliases() {
            let line = reporter.msgs.get(
                "dialects-alias",
                &[
                    ("name", s(reporter.alias_label(code))),
                    ("of", s(reporter.dialect_name(&d))),
                    ("code", s(d.code())),
                ],
            );
            out.push_str(&format!("{code:<6}{line}\n"));
        }
    }
    write_stdout(out.as_bytes(), reporter)?;
    Ok(true)
}

/// The letters of `dialects`, a column each, a row for each piece.
fn letter_table(dialects: &[Dialect], reporter: &Reporter) -> String {
    let mut rows: Vec<Vec<String>> = Vec::new();
    rows.push(
        std::iter::once(reporter.msgs.text("dialects-heading-piece"))
            .chain(dialects.iter().map(|d| reporter.dialect_label(d)))
            .collect(),
    );
    rows.push(
        std::iter::once(reporter.msgs.text("dialects-heading-code"))
            .chain(dialects.iter().map(Dialect::code))
            .collect(),
    );
    for role in Role::ALL {
        rows.push(
            std::iter::once(reporter.piece_label(role))
                .chain(dialects.iter().map(|d| {
                    let white = d.symbol(Piece::new(Color::White, role));
                    let black = d.symbol(Piece::new(Color::Black, role));
                    format!("{white} {black}")
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
    out
}
