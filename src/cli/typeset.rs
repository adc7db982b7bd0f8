//! `forsythe latex`: the diagrams of a LaTeX document drawn for its
//! package (see `crate::typeset`).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use clap::Args;

use crate::app::Fatal;
use crate::app::block::draw::Drawer;
use crate::app::files::write_if_changed;
use crate::app::i18n::s;
use crate::app::report::{Place, Reporter, Severity};
use crate::notation::Span;
use crate::render::Format;
use crate::typeset::{self, Fate, latex};

// Help texts come from the Fluent messages (`help-latex-arg-…`).

// `forsythe latex JOB`: the requests of a LaTeX run in, the diagrams and
// the answers out.
#[derive(Args, Debug)]
pub struct LatexArgs {
    #[arg(value_name = "JOB")]
    pub job: PathBuf,
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Reports that `path` could not be read (`err-read-input`) or written
/// (`err-write-output`).
fn io_error(reporter: &Reporter, id: &str, path: &Path, e: &std::io::Error) {
    let msg = reporter.msgs.get(
        id,
        &[
            ("path", s(path.display())),
            ("reason", s(reporter.io_reason(e))),
        ],
    );
    reporter.emit(Severity::Error, &msg, None, None);
}

/// `forsythe latex JOB`: returns whether every diagram was drawn.
pub fn run_latex(args: &LatexArgs, reporter: &Reporter) -> Result<bool, Fatal> {
    let msgs = &reporter.msgs;
    let (requests_path, answers_path, job) = latex::files(&args.job);
    let text = match std::fs::read(&requests_path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            io_error(reporter, "err-read-input", &requests_path, &e);
            if e.kind() == std::io::ErrorKind::NotFound {
                let hint = msgs.get("latex-hint-run-latex", &[("job", s(&job))]);
                reporter.emit(Severity::Note, &hint, None, None);
            }
            return Err(Fatal::Failed);
        }
    };
    let requests = match latex::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            let (message, line) = match &e {
                latex::RequestsError::Format {
                    format: Some(found),
                    ..
                } => {
                    let id = if *found < latex::FORMAT {
                        "latex-format-older"
                    } else {
                        "latex-format-newer"
                    };
                    let args = [
                        ("found", s(found)),
                        ("format", s(latex::FORMAT)),
                        ("version", s(env!("CARGO_PKG_VERSION"))),
                    ];
                    (msgs.get(id, &args), 1)
                }
                latex::RequestsError::Format { found, .. } => {
                    (msgs.get("latex-format", &[("found", s(found))]), 1)
                }
                latex::RequestsError::Line { line, text } => {
                    (msgs.get("latex-bad-line", &[("text", s(text))]), *line)
                }
                latex::RequestsError::Unfinished { line } => (msgs.text("latex-unfinished"), *line),
            };
            let shown = text.lines().nth(line - 1).unwrap_or_default();
            let previous = reporter
                .file
                .replace(Some(requests_path.display().to_string()));
            reporter.emit(
                Severity::Error,
                &message,
                Some(Place::new(shown, Some(line), Span::new(0, 1))),
                None,
            );
            reporter.file.replace(previous);
            return Err(Fatal::Failed);
        }
    };
    let base = folder_of(&requests_path);
    let folder = base.join(&requests.images);
    let earlier = std::fs::read_to_string(&answers_path)
        .map(|t| latex::earlier(&t, &base))
        .unwrap_or_default();
    let mut drawer = Drawer::new(reporter, Format::Pdf, Vec::new())
        .by(crate::settings::Way::Document)
        .naming();
    let mut sources: HashMap<String, typeset::SourceText> = HashMap::new();
    let mut written = HashSet::new();
    let mut answered: Vec<(String, Vec<String>)> = Vec::new();
    let mut all_drawn = true;
    for request in &requests.list {
        if answered.iter().any(|(md5, _)| *md5 == request.md5) {
            continue;
        }
        // Drawn by an earlier run into the folder the document names now.
        let prefix = format!(
            "\\forsythedrawn{{{}}}{{{}/",
            request.md5,
            requests.images.trim_end_matches('/')
        );
        if let Some(lines) = earlier.get(&request.md5)
            && lines.first().is_some_and(|l| l.starts_with(&prefix))
        {
            answered.push((request.md5.clone(), lines.clone()));
            continue;
        }
        let source = latex::source(&mut sources, &base, &request.file);
        let diagram = latex::diagram(request, &source.text);
        let answer = typeset::draw(
            &mut drawer,
            reporter,
            source,
            diagram,
            &folder,
            &mut written,
        );
        all_drawn &= matches!(answer, Fate::Drawn { .. });
        let lines = latex::answer_lines(&request.md5, &requests.images, &answer);
        answered.push((request.md5.clone(), lines));
    }
    let answers = latex::answers(&answered, &job);
    if let Err(e) = write_if_changed(&answers_path, answers.as_bytes()) {
        io_error(reporter, "err-write-output", &answers_path, &e);
        return Err(Fatal::Failed);
    }
    Ok(all_drawn)
}
