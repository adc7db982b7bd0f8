//! `forsythe translate` and `forsythe dialects`.

use crate::notation::ReadOptions;
use crate::notation::Survey;
use crate::notation::{Dialect, DialectChoice, ParseOptions, Span};
use crate::problems::latex::{self, Environment, Lost, LostKind, ProblemField};
use crate::{Color, Piece, Role};

use crate::app::i18n::s;
use crate::app::records::{self, Records, Text};
use crate::app::report::{Place, Reporter, Severity};
use crate::cli::{Fatal, TranslateArgs, dialect, dialect_choice, reading, write_stdout};

/// Returns whether every record was read.
pub fn run(args: &TranslateArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let from = dialect_choice(&args.from, reporter)?;
    // `--to latex-diagram` writes each record as an environment of the LaTeX
    // `diagram` package rather than as a line.
    let latex = args.to.trim() == LATEX_DIAGRAM;
    // `--to` names the notation to write, which `auto` cannot be: its error
    // lists only what may be given there (after this, `dialect` cannot fail).
    if !latex && let Err(e) = args.to.parse::<Dialect>() {
        reporter.emit(
            Severity::Error,
            &reporter.output_dialect_error_text(&e),
            None,
            None,
        );
        return Err(Fatal::Usage);
    }
    let to = if latex {
        Dialect::ENGLISH
    } else {
        dialect(&args.to, reporter)?
    };
    if let Some((source, file)) = latex_source(args.read.input.as_deref()) {
        return Ok(translate_diagrams(&source, file, latex, &to, reporter));
    }
    let (base, mut opts) = reading(
        args.keys.value("base"),
        from,
        args.keys.on("merge-digits"),
        reporter,
    )?;
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
    // Writes one record; false when it could not be read.
    let write = |text: &Text, opts: &ParseOptions| -> Result<bool, Fatal> {
        let Some(record) = records::read(text, opts, reporter) else {
            return Ok(false);
        };
        if latex {
            let board = match &base {
                Some(b) => record.placement.over(b),
                None => record.placement.to_board(),
            };
            let lang = reporter.msgs.lang();
            // A problem goes whole: its lines, twins and solution with it.
            let written = match &text.problem {
                Some(problem) => {
                    let mut problem = problem.as_ref().clone();
                    problem.board = board;
                    latex::write_problem(&problem, lang)
                }
                None => latex::write(&Environment::of_board(board), lang),
            };
            tell_lost(&written.lost, text, reporter);
            tell_lost_fields(&written.lost_fields, text, reporter);
            return write_stdout(written.text.as_bytes(), reporter).map(|()| true);
        }
        let placement = match &base {
            Some(b) => crate::notation::write_board(&record.placement.over(b), &to),
            None => crate::notation::write_placement(&record.placement, &to),
        };
        reporter.tell_unwritable(&record.placement, &to, Some(placement_place(text)));
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

/// The text of INPUT when it holds environments of the LaTeX `diagram`
/// package (as [`crate::input::holds_latex_diagrams`] tells): a file that
/// does (with its name), or the argument itself.
fn latex_source(input: Option<&str>) -> Option<(String, Option<String>)> {
    use crate::input::holds_latex_diagrams;
    let input = input?;
    let path = std::path::Path::new(input);
    if !input.contains('\n') && path.is_file() {
        if !holds_latex_diagrams(std::fs::File::open(path).ok()?) {
            return None;
        }
        let bytes = std::fs::read(path).ok()?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        return Some((text, Some(input.to_owned())));
    }
    holds_latex_diagrams(input.as_bytes()).then(|| (input.to_owned(), None))
}

/// Every diagram of a LaTeX text, written as an environment again
/// (`--to latex-diagram`) or as its placement in the notation `to`; what
/// cannot be read is told by line and column. False when there is none.
fn translate_diagrams(
    text: &str,
    file: Option<String>,
    latex: bool,
    to: &Dialect,
    reporter: &Reporter,
) -> bool {
    *reporter.file.borrow_mut() = file;
    let reading = latex::read(text);
    let lines: Vec<&str> = text.lines().collect();
    for w in &reading.warnings {
        records::tell_diagram_warning(w, &lines, reporter);
    }
    let mut ok = !reading.diagrams.is_empty();
    for d in &reading.diagrams {
        let line = lines.get(d.line.saturating_sub(1)).copied().unwrap_or("");
        let here = Text {
            text: line.to_owned(),
            line: Some(d.line),
            tags: Vec::new(),
            spot: None,
            problem: None,
        };
        let out = if latex {
            let written = latex::write_problem(&d.to_problem(), reporter.msgs.lang());
            tell_lost(&written.lost, &here, reporter);
            tell_lost_fields(&written.lost_fields, &here, reporter);
            written.text
        } else {
            reporter.tell_unwritable(&d.board.to_placement(), to, None);
            format!("{}\n", crate::notation::write_board(&d.board, to))
        };
        ok &= write_stdout(out.as_bytes(), reporter).is_ok();
    }
    *reporter.file.borrow_mut() = None;
    ok
}

/// The `--to` name of the LaTeX `diagram` package's environments.
pub const LATEX_DIAGRAM: &str = "latex-diagram";

/// One warning for each way what stands on some squares cannot be written
/// in the `diagram` package, naming the squares.
pub fn tell_lost(lost: &[Lost], text: &Text, reporter: &Reporter) {
    let kinds = [
        (LostKind::Marker, "latex-diagram-lost-marker"),
        (LostKind::EighthTurn, "latex-diagram-lost-eighth-turn"),
        (LostKind::Turn, "latex-diagram-lost-turn"),
        (LostKind::Unknown, "latex-diagram-lost-unknown"),
        (LostKind::SharedPicture, "latex-diagram-lost-shared-picture"),
        (LostKind::Attribute, "latex-diagram-lost-attribute"),
    ];
    for (kind, id) in kinds {
        let squares: Vec<String> = lost
            .iter()
            .filter(|l| l.kind == kind)
            .map(|l| l.square.to_string())
            .collect();
        if squares.is_empty() {
            continue;
        }
        let msg = reporter
            .msgs
            .get(id, &[("squares", s(reporter.msgs.and_list(&squares)))]);
        reporter.emit(Severity::Warning, &msg, Some(placement_place(text)), None);
    }
}

/// One warning naming the problem's lines (by their commands, `\\twins`)
/// that the `diagram` package cannot write so that they read back as they
/// are.
pub fn tell_lost_fields(fields: &[ProblemField], text: &Text, reporter: &Reporter) {
    if fields.is_empty() {
        return;
    }
    let names: Vec<String> = fields
        .iter()
        .map(|f| format!("`\\{}`", f.command()))
        .collect();
    let msg = reporter.msgs.get(
        "latex-diagram-lost-fields",
        &[("fields", s(reporter.msgs.and_list(&names)))],
    );
    reporter.emit(Severity::Warning, &msg, Some(placement_place(text)), None);
}

/// The caret under a record's placement, its first field.
fn placement_place(text: &Text) -> Place<'_> {
    let start = text.text.chars().take_while(|c| c.is_whitespace()).count();
    let len = text
        .text
        .split_whitespace()
        .next()
        .map_or(0, |f| f.chars().count());
    Place::new(&text.text, text.line, Span::new(start, len))
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
