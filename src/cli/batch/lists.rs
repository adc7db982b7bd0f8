//! The lists a batch writes beside its diagrams, each as the diagrams are
//! drawn and put in place whole at the end: the manifest (JSON or CSV), the
//! LaTeX file, the HTML contact sheet.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::app::files::{AtomicFile, WriteError, html_escape, latex_escape};
use crate::cli::batch::plan::Item;

/// One record of the manifest.
#[derive(Serialize)]
struct Row<'a> {
    number: usize,
    file: &'a str,
    line: usize,
    record: &'a str,
    outputs: &'a [String],
    id: Option<&'a str>,
    data: Pairs<'a>,
    side_to_move: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_move: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<String>,
    warnings: &'a [String],
    error: Option<&'a str>,
}

/// Name–value pairs written as a JSON object, in their order.
struct Pairs<'a>(&'a [(String, String)]);

impl Serialize for Pairs<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

fn side_code(item: &Item) -> Option<&'static str> {
    item.side.map(|c| match c {
        forsythe::Color::White => "w",
        forsythe::Color::Black => "b",
    })
}

fn row<'a>(item: &'a Item, outputs: &'a [String], error: Option<&'a str>) -> Row<'a> {
    Row {
        number: item.number,
        file: &item.file,
        line: item.line,
        record: &item.text,
        outputs,
        id: item.id.as_deref(),
        data: Pairs(&item.data),
        side_to_move: side_code(item),
        last_move: item
            .job
            .as_ref()
            .ok()
            .and_then(|j| j.last_move)
            .map(|(from, to)| format!("{from}{to}")),
        check: item
            .job
            .as_ref()
            .ok()
            .and_then(|j| j.check)
            .map(|s| s.to_string()),
        warnings: &item.warnings,
        error,
    }
}

/// The manifest, written record by record.
pub enum Manifest {
    /// `manifest.json`: `{"records": [ … ]}`.
    Json { file: AtomicFile, first: bool },
    /// `manifest.csv`.
    Csv(Box<csv::Writer<AtomicFile>>),
}

/// A failure writing one of the lists: which file, and why.
pub type ListError = (PathBuf, WriteError);

fn io(path: &Path) -> impl Fn(std::io::Error) -> ListError + '_ {
    move |e| (path.to_owned(), WriteError::Io(e))
}

impl Manifest {
    /// Starts the manifest at `path`.
    pub fn json(path: &Path) -> Result<Manifest, ListError> {
        let mut file = AtomicFile::create(path).map_err(|e| (path.to_owned(), e))?;
        file.write_all(b"{\n  \"records\": [").map_err(io(path))?;
        Ok(Manifest::Json { file, first: true })
    }

    /// Starts a CSV manifest at `path`.
    pub fn csv(path: &Path) -> Result<Manifest, ListError> {
        let file = AtomicFile::create(path).map_err(|e| (path.to_owned(), e))?;
        let mut w = csv::Writer::from_writer(file);
        w.write_record([
            "number",
            "file",
            "line",
            "record",
            "outputs",
            "id",
            "data",
            "side_to_move",
            "warnings",
            "error",
        ])
        .map_err(|e| (path.to_owned(), WriteError::Io(e.into())))?;
        Ok(Manifest::Csv(Box::new(w)))
    }

    /// Adds one record with the files written for it, or its error.
    pub fn add(
        &mut self,
        path: &Path,
        item: &Item,
        outputs: &[String],
        error: Option<&str>,
    ) -> Result<(), ListError> {
        let r = row(item, outputs, error);
        match self {
            Manifest::Json { file, first } => {
                let sep = if *first { "\n    " } else { ",\n    " };
                *first = false;
                let text = serde_json::to_string(&r)
                    .map_err(|e| (path.to_owned(), WriteError::Io(e.into())))?;
                file.write_all(sep.as_bytes()).map_err(io(path))?;
                file.write_all(text.as_bytes()).map_err(io(path))
            }
            Manifest::Csv(w) => {
                let data: Vec<String> = item.data.iter().map(|(k, v)| format!("{k}={v}")).collect();
                w.write_record([
                    item.number.to_string(),
                    item.file.clone(),
                    item.line.to_string(),
                    item.text.clone(),
                    outputs.join(" "),
                    item.id.clone().unwrap_or_default(),
                    data.join("; "),
                    side_code(item).unwrap_or("").to_owned(),
                    item.warnings.join("; "),
                    error.unwrap_or("").to_owned(),
                ])
                .map_err(|e| (path.to_owned(), WriteError::Io(e.into())))
            }
        }
    }

    /// Ends the manifest and puts it in place.
    pub fn finish(self, path: &Path) -> Result<(), ListError> {
        match self {
            Manifest::Json { mut file, first } => {
                let end: &[u8] = if first { b"]\n}\n" } else { b"\n  ]\n}\n" };
                file.write_all(end).map_err(io(path))?;
                file.finish().map_err(|e| (path.to_owned(), e))
            }
            Manifest::Csv(w) => {
                let file = w
                    .into_inner()
                    .map_err(|e| (path.to_owned(), WriteError::Io(e.into_error())))?;
                file.finish().map_err(|e| (path.to_owned(), e))
            }
        }
    }
}

/// A path to `target` as seen from the folder holding `from` (the LaTeX or
/// HTML file), when both are relative or both absolute; else `target` itself.
pub fn relative(target: &Path, from: &Path) -> String {
    let base = from.parent().unwrap_or(Path::new(""));
    let base = if base.as_os_str().is_empty() {
        Path::new(".")
    } else {
        base
    };
    let (Ok(t), Ok(b)) = (std::path::absolute(target), std::path::absolute(base)) else {
        return target.display().to_string();
    };
    let tc: Vec<_> = t.components().collect();
    let bc: Vec<_> = b.components().collect();
    let common = tc.iter().zip(&bc).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_owned(); bc.len() - common];
    parts.extend(
        tc[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

/// The LaTeX file: one `\forsythediagram{file}{caption}{width}` a diagram,
/// and a `\forsythesolution{number}{moves}` after each that has a solution,
/// which by default gathers it for the end of the file, where the solutions
/// are set under a heading.
pub struct Latex {
    file: AtomicFile,
    path: PathBuf,
    dir: PathBuf,
    /// The heading of the solutions, in the interface language.
    heading: String,
    /// Whether a solution was written.
    solved: bool,
}

/// The definitions the LaTeX file begins with, each one only when the
/// document has none of its own.
const LATEX_PREAMBLE: &str = "\
% Diagrams made by forsythe: one \\forsythediagram per diagram.
% Define \\forsythediagram before \\input-ing this file to lay them out your way.
\\providecommand{\\forsythediagram}[3]{\\begin{center}\\includegraphics[width=#3]{#1}\\par\\small #2\\end{center}}
% A diagram's solution follows it as \\forsythesolution{number}{moves}, which
% keeps it for the end of this file: there \\forsythesolutions{heading} begins
% them and each is set as \\forsythesolutionentry{number}{moves}. Define
% any of the three before \\input-ing this file to set them your way (a
% \\forsythesolution of your own, one that sets the solution under its
% diagram, say, leaves nothing for the end).
\\gdef\\forsythesolutionlist{}
\\providecommand{\\forsythesolution}[2]{\\expandafter\\gdef\\expandafter\\forsythesolutionlist\\expandafter{\\forsythesolutionlist\\forsythesolutionentry{#1}{#2}}}
\\providecommand{\\forsythesolutions}[1]{\\section*{#1}}
\\providecommand{\\forsythesolutionentry}[2]{\\par{\\sloppy\\noindent\\setbox0\\hbox{\\textbf{#1.}\\enspace}\\hangindent=\\wd0\\hangafter=1\\box0 #2\\par}}
";

impl Latex {
    /// Starts the file at `path`, for diagrams in `dir`, the solutions at
    /// its end under `heading`.
    pub fn create(path: &Path, dir: &Path, heading: &str) -> Result<Latex, ListError> {
        let mut file = AtomicFile::create(path).map_err(|e| (path.to_owned(), e))?;
        file.write_all(LATEX_PREAMBLE.as_bytes())
            .map_err(io(path))?;
        Ok(Latex {
            file,
            path: path.to_owned(),
            dir: dir.to_owned(),
            heading: heading.to_owned(),
            solved: false,
        })
    }

    /// Adds a diagram drawn into `outputs` (a PDF or PNG is preferred).
    /// The caption is the diagram's number (with its twin's letter), then
    /// its id unless the image
    /// holds a caption of its own (which is not written twice). The width
    /// is `width` (the diagram's width as printed, in points, when a square
    /// size is asked for), else `0.45\linewidth`.
    pub fn add(
        &mut self,
        item: &Item,
        outputs: &[String],
        width: Option<f32>,
    ) -> Result<(), ListError> {
        let Some(file) = outputs
            .iter()
            .find(|o| o.ends_with(".pdf") || o.ends_with(".png"))
            .or(outputs.first())
        else {
            return Ok(());
        };
        let target = relative(&self.dir.join(file), &self.path);
        let job = item.job.as_ref().ok();
        let drawn = job.is_some_and(|j| j.caption.is_some());
        // A twin drawn on its own is numbered as in the PDF book: `3a`.
        let caption = match item.id.as_deref() {
            Some(id) if !drawn => format!("{}{}. {id}", item.number, item.twin),
            _ => format!("{}{}", item.number, item.twin),
        };
        let width = width.map_or_else(|| "0.45\\linewidth".to_owned(), points);
        let mut line = format!(
            "\\forsythediagram{{{}}}{{{}}}{{{width}}}\n",
            target.replace('\\', "/"),
            latex_escape(&caption)
        );
        if let Some(solution) = job
            .and_then(|j| j.solution.as_deref())
            .map(latex_solution)
            .filter(|s| !s.is_empty())
        {
            self.solved = true;
            line.push_str(&format!(
                "\\forsythesolution{{{}}}{{{solution}}}\n",
                item.number,
            ));
        }
        self.file.write_all(line.as_bytes()).map_err(io(&self.path))
    }

    /// Sets the solutions kept, if any, under the heading, and puts the
    /// file in place.
    pub fn finish(mut self) -> Result<(), ListError> {
        if self.solved {
            let end = format!(
                "\\ifx\\forsythesolutionlist\\empty\\else\n\\forsythesolutions{{{}}}\n\\forsythesolutionlist\n\\fi\n",
                latex_escape(&self.heading)
            );
            self.file
                .write_all(end.as_bytes())
                .map_err(io(&self.path))?;
        }
        let path = self.path;
        self.file.finish().map_err(|e| (path, e))
    }
}

/// A solution as LaTeX text: escaped, its line breaks kept (`\newline`, a
/// run of empty lines as one empty line), the leading spaces of a line
/// kept as spaces as wide (a tab as four).
fn latex_solution(text: &str) -> String {
    let mut out = String::new();
    let mut blank = false;
    for line in text.trim().lines() {
        let line = line.trim_end();
        if line.is_empty() {
            blank = true;
            continue;
        }
        if !out.is_empty() {
            out.push_str(if std::mem::take(&mut blank) {
                "\\newline\\mbox{}\\newline "
            } else {
                "\\newline "
            });
        }
        let spaces: usize = line
            .chars()
            .take_while(|c| c.is_whitespace())
            .map(|c| if c == '\t' { 4 } else { 1 })
            .sum();
        if spaces > 0 {
            out.push_str(&format!("\\hspace*{{{spaces}\\fontdimen2\\font}}"));
        }
        out.push_str(&latex_escape(line.trim_start()));
    }
    out
}

/// A solution as HTML text, to be shown with its white space kept: escaped,
/// its lines without trailing spaces, a run of empty lines as one, its
/// first and last lines not empty.
fn html_solution(text: &str) -> String {
    let mut out = String::new();
    let mut blank = false;
    for line in text.trim().lines().map(str::trim_end) {
        if line.is_empty() {
            blank = true;
        } else {
            if !out.is_empty() {
                out.push_str(if std::mem::take(&mut blank) {
                    "\n\n"
                } else {
                    "\n"
                });
            }
            out.push_str(&html_escape(line));
        }
    }
    out
}

/// A length in PostScript points as TeX writes it (`bp`), to a hundredth.
fn points(value: f32) -> String {
    let text = format!("{:.2}", value.max(0.0));
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text}bp")
}

/// The HTML contact sheet: every diagram with its number, record, warnings
/// and error, and its solution folded away until asked for, for
/// proof-reading.
pub struct Html {
    file: AtomicFile,
    path: PathBuf,
    dir: PathBuf,
    /// The word that opens a solution (`Solution`), escaped.
    solution: String,
}

impl Html {
    /// Starts the sheet at `path`, titled `title`, in language `lang`; a
    /// solution opens with the word `solution`.
    pub fn create(
        path: &Path,
        dir: &Path,
        title: &str,
        lang: &str,
        solution: &str,
    ) -> Result<Html, ListError> {
        let mut file = AtomicFile::create(path).map_err(|e| (path.to_owned(), e))?;
        let title = html_escape(title);
        let head = format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n<style>\n\
             body {{ font-family: sans-serif; margin: 1.5em; }}\n\
             main {{ display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 1.5em; }}\n\
             figure {{ margin: 0; }}\n img {{ width: 100%; height: auto; }}\n\
             figcaption {{ font-size: 0.85em; word-break: break-all; }}\n\
             .n {{ font-weight: bold; }}\n .warn {{ color: #8a5a00; }}\n .err {{ color: #b00020; }}\n\
             .sol {{ margin-top: 0.4em; }}\n .sol summary {{ cursor: pointer; }}\n\
             .sol div {{ white-space: pre-wrap; tab-size: 4; word-break: normal; overflow-wrap: anywhere; margin-top: 0.2em; }}\n\
             @media print {{\n figure {{ break-inside: avoid; }}\n .sol summary {{ list-style: none; font-weight: bold; }}\n\
             .sol::details-content {{ content-visibility: visible; display: block; }}\n }}\n\
             </style>\n</head>\n<body>\n<h1>{title}</h1>\n<main>\n"
        );
        file.write_all(head.as_bytes()).map_err(io(path))?;
        Ok(Html {
            file,
            path: path.to_owned(),
            dir: dir.to_owned(),
            solution: html_escape(solution),
        })
    }

    /// Adds one record.
    pub fn add(
        &mut self,
        item: &Item,
        outputs: &[String],
        error: Option<&str>,
    ) -> Result<(), ListError> {
        let mut out = String::from("<figure>\n");
        if let Some(file) = outputs
            .iter()
            .find(|o| o.ends_with(".svg"))
            .or(outputs.first())
        {
            let src = relative(&self.dir.join(file), &self.path);
            out.push_str(&format!(
                "<img src=\"{}\" alt=\"{}\">\n",
                html_escape(&src),
                html_escape(&item.text)
            ));
        }
        out.push_str(&format!(
            "<figcaption><span class=\"n\">{}{}</span> {}<br><code>{}</code><br>{}",
            item.number,
            item.twin,
            html_escape(item.id.as_deref().unwrap_or("")),
            html_escape(&item.text),
            html_escape(&format!("{}:{}", item.file, item.line)),
        ));
        for w in &item.warnings {
            out.push_str(&format!(
                "<br><span class=\"warn\">{}</span>",
                html_escape(w)
            ));
        }
        if let Some(e) = error {
            out.push_str(&format!(
                "<br><span class=\"err\">{}</span>",
                html_escape(e)
            ));
        }
        if let Some(solution) = item
            .job
            .as_ref()
            .ok()
            .and_then(|j| j.solution.as_deref())
            .map(html_solution)
            .filter(|s| !s.is_empty())
        {
            out.push_str(&format!(
                "<details class=\"sol\"><summary>{}</summary><div>{solution}</div></details>",
                self.solution
            ));
        }
        out.push_str("</figcaption>\n</figure>\n");
        self.file.write_all(out.as_bytes()).map_err(io(&self.path))
    }

    /// Ends the sheet and puts it in place.
    pub fn finish(mut self) -> Result<(), ListError> {
        let path = self.path;
        self.file
            .write_all(b"</main>\n</body>\n</html>\n")
            .map_err(io(&path))?;
        self.file.finish().map_err(|e| (path, e))
    }
}
