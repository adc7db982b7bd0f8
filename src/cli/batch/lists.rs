//! The lists a batch writes beside its diagrams, each as the diagrams are
//! drawn and put in place whole at the end: the manifest (JSON or CSV), the
//! LaTeX file, the HTML contact sheet.

use std::io::{Seek, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::ser::SerializeMap;

use crate::app::files::{AtomicFile, WriteError, html_escape, latex_escape};
use crate::cli::batch::plan::BatchItem;

/// One record of the manifest.
#[derive(Serialize)]
struct ManifestRow<'a> {
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

fn side_code(item: &BatchItem) -> Option<&'static str> {
    item.side.map(|c| match c {
        crate::Color::White => "w",
        crate::Color::Black => "b",
    })
}

fn row<'a>(item: &'a BatchItem, outputs: &'a [String], error: Option<&'a str>) -> ManifestRow<'a> {
    ManifestRow {
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
            .and_then(|j| j.scene.last_move)
            .map(|(from, to)| format!("{from}{to}")),
        check: item
            .job
            .as_ref()
            .ok()
            .and_then(|j| j.scene.check)
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
        item: &BatchItem,
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
/// are set under a heading. The lines wait in a temporary file until the
/// end, so that the file can begin by naming every character beyond ASCII
/// it holds, and a run of any length holds none of them in memory.
pub struct Latex {
    file: AtomicFile,
    path: PathBuf,
    dir: PathBuf,
    words: LatexWords,
    /// The diagrams' and solutions' lines.
    body: std::io::BufWriter<std::fs::File>,
    /// Every character beyond ASCII of the text LaTeX sets.
    chars: std::collections::BTreeSet<char>,
    /// Whether a solution was written.
    solved: bool,
}

/// The words of the LaTeX file, in the interface language.
pub struct LatexWords {
    /// The heading of the solutions.
    pub heading: String,
    /// The warning of pdfLaTeX for a character the document has not set
    /// up, with `#1` for the character and `#2` for its code.
    pub cannot_set: String,
    /// The warning of LuaLaTeX and XeLaTeX for a character the font lacks,
    /// `#1` and `#2` as above.
    pub no_glyph: String,
}

/// The definitions the LaTeX file begins with, each one only when the
/// document has none of its own; the two warnings go where `@CANNOT@` and
/// `@NOGLYPH@` stand.
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
% \\forsythesolutionstyle sets a paragraph as the solutions are set: ragged
% right, and never a move broken at its hyphen (Sf3-e5, 0-0-0); a run of
% moves without spaces or an address breaks where this file allows it.
% Use it in a \\forsythesolution of your own.
\\providecommand{\\forsythesolutionstyle}{\\rightskip=0pt plus 3em\\relax\\spaceskip=\\fontdimen2\\font\\xspaceskip=\\fontdimen2\\font\\tolerance=9999\\emergencystretch=3em\\exhyphenpenalty=10000\\ifdefined\\automatichyphenpenalty\\automatichyphenpenalty=10000\\fi\\relax}
\\providecommand{\\forsythesolutionentry}[2]{\\par{\\noindent\\forsythesolutionstyle\\setbox0\\hbox{\\textbf{#1.}\\enspace}\\hangindent=\\wd0\\hangafter=1\\box0 #2\\par}}
% Text beyond Latin (Cyrillic, say): with LuaLaTeX or XeLaTeX, load a font
% that has it (\\usepackage{fontspec}\\setmainfont{DejaVu Serif}); with
% pdfLaTeX, set up the script as for any text in it (for Cyrillic, the T2A
% font encoding and babel, from TeX Live's Cyrillic package). Each
% character of this file beyond ASCII is named below as
% \\forsythecharacter{code}{character}: a warning says when the font lacks
% one, and pdfLaTeX sets one the document has not set up as `?' rather than
% stop.
\\providecommand{\\forsythecharacter}[2]{\\ifdefined\\directlua\\forsythefontlacks{#1}{#2}\\else\\ifdefined\\XeTeXversion\\forsythefontlacks{#1}{#2}\\else\\ifcsname u8\\string:\\detokenize{#2}\\endcsname\\else\\expandafter\\gdef\\csname u8\\string:\\detokenize{#2}\\endcsname{?}\\forsythewarnonce{\\forsythecannotset{#2}{#1}}\\fi\\fi\\fi}
\\providecommand{\\forsythefontlacks}[2]{\\iffontchar\\font\\string\"#1\\relax\\else\\forsythewarnonce{\\forsythenoglyph{#2}{#1}}\\fi}
\\providecommand{\\forsythewarnonce}[1]{\\ifdefined\\forsythewarned\\else\\gdef\\forsythewarned{}#1\\fi}
\\providecommand{\\forsythecannotset}[2]{\\PackageWarningNoLine{forsythe}{\\detokenize{@CANNOT@}}}
\\providecommand{\\forsythenoglyph}[2]{\\PackageWarningNoLine{forsythe}{\\detokenize{@NOGLYPH@}}}
";

/// A warning as the LaTeX file gives it to `\detokenize`: what would end
/// the text early (a brace not matched, `%`, a `#` other than `#1` and
/// `#2`) left out.
fn latex_warning(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                depth += 1;
                out.push(c);
            }
            '}' if depth > 0 => {
                depth -= 1;
                out.push(c);
            }
            '}' | '%' => {}
            '#' => {
                if let Some(d) = chars.next_if(|d| matches!(d, '1' | '2')) {
                    out.push('#');
                    out.push(d);
                }
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.extend(std::iter::repeat_n('}', depth));
    out
}

impl Latex {
    /// Starts the file at `path`, for diagrams in `dir`, the solutions at
    /// its end under the heading of `words`.
    pub fn create(path: &Path, dir: &Path, words: LatexWords) -> Result<Latex, ListError> {
        let file = AtomicFile::create(path).map_err(|e| (path.to_owned(), e))?;
        let body = tempfile::tempfile().map_err(io(path))?;
        Ok(Latex {
            file,
            path: path.to_owned(),
            dir: dir.to_owned(),
            words,
            body: std::io::BufWriter::new(body),
            chars: std::collections::BTreeSet::new(),
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
        item: &BatchItem,
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
        let drawn = job.is_some_and(|j| j.scene.caption.is_some());
        // A twin drawn on its own is numbered as in the PDF book: `3a`.
        let caption = match item.id.as_deref() {
            Some(id) if !drawn => format!("{}{}. {id}", item.number, item.twin),
            _ => format!("{}{}", item.number, item.twin),
        };
        let width = width.map_or_else(|| "0.45\\linewidth".to_owned(), points);
        let caption = latex_escape(&caption);
        self.chars.extend(caption.chars().filter(|c| !c.is_ascii()));
        let mut lines = format!(
            "\\forsythediagram{{{}}}{{{caption}}}{{{width}}}\n",
            target.replace('\\', "/"),
        );
        if let Some(solution) = job
            .and_then(|j| j.solution.as_deref())
            .map(latex_solution)
            .filter(|s| !s.is_empty())
        {
            self.solved = true;
            self.chars
                .extend(solution.chars().filter(|c| !c.is_ascii()));
            lines.push_str(&format!(
                "\\forsythesolution{{{}}}{{{solution}}}\n",
                item.number,
            ));
        }
        self.body
            .write_all(lines.as_bytes())
            .map_err(io(&self.path))
    }

    /// Writes the file: the definitions, the characters beyond ASCII, the
    /// diagrams, then the solutions kept, if any, under the heading; and
    /// puts it in place.
    pub fn finish(mut self) -> Result<(), ListError> {
        let heading = latex_escape(&self.words.heading);
        if self.solved {
            self.chars.extend(heading.chars().filter(|c| !c.is_ascii()));
        }
        let mut text = LATEX_PREAMBLE
            .replace("@CANNOT@", &latex_warning(&self.words.cannot_set))
            .replace("@NOGLYPH@", &latex_warning(&self.words.no_glyph));
        if !self.chars.is_empty() {
            for c in &self.chars {
                text.push_str(&format!(
                    "\\forsythecharacter{{{:04X}}}{{{c}}}",
                    u32::from(*c)
                ));
            }
            text.push('\n');
        }
        self.file
            .write_all(text.as_bytes())
            .map_err(io(&self.path))?;
        let mut body = self
            .body
            .into_inner()
            .map_err(|e| io(&self.path)(e.into_error()))?;
        body.seek(std::io::SeekFrom::Start(0))
            .and_then(|_| std::io::copy(&mut body, &mut self.file))
            .map_err(io(&self.path))?;
        if self.solved {
            self.file
                .write_all(format!(
                    "\\ifx\\forsythesolutionlist\\empty\\else\n\\forsythesolutions{{{heading}}}\n\\forsythesolutionlist\n\\fi\n"
                ).as_bytes())
                .map_err(io(&self.path))?;
        }
        let path = self.path;
        self.file.finish().map_err(|e| (path, e))
    }
}

/// A solution as LaTeX text: escaped, its line breaks kept (`\newline`, a
/// run of empty lines as one empty line), the leading spaces of a line
/// kept as spaces as wide (a tab as four), and a long word given places to
/// break (see [`breakable`]).
fn latex_solution(text: &str) -> String {
    let mut out = String::new();
    for (gap, line) in solution_lines(text) {
        if !out.is_empty() {
            out.push_str(if gap {
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
        let mut word = String::new();
        for c in line.trim_start().chars() {
            if c.is_whitespace() {
                out.push_str(&breakable(&std::mem::take(&mut word)));
                out.push_str(&latex_escape(&c.to_string()));
            } else {
                word.push(c);
            }
        }
        out.push_str(&breakable(&word));
    }
    out
}

/// A word of more characters than this may break inside.
const LONG_WORD: usize = 16;
/// In a long word, a break is allowed after at most this many characters
/// without one (or as soon after as neither side ends a part).
const BREAK_EVERY: usize = 10;
/// A long word breaks no nearer its start or end than this.
const WORD_EDGE: usize = 3;

/// The characters after which a long word breaks best: those that end a
/// move (`+`, `#`, `!`, `?`), a move number or a part of an address.
fn ends_part(c: char) -> bool {
    matches!(
        c,
        '.' | ',' | ';' | '/' | ')' | ']' | '+' | '#' | '!' | '?' | '&'
    )
}

/// A word escaped for LaTeX; one longer than [`LONG_WORD`] (a run of moves
/// without spaces, an address) may break: after a run of the characters
/// that end a part ([`ends_part`]), and at least every [`BREAK_EVERY`]
/// characters (inside letters with a hyphen, as a word is hyphenated,
/// unless the word is an address; not before or after a character that
/// ends a part, so that `+!` stays with its move), but never
/// beside a hyphen, so that no move is broken at its hyphen (`Sf3-e5`,
/// `0-0-0`).
fn breakable(word: &str) -> String {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() <= LONG_WORD {
        return latex_escape(word);
    }
    let address = word.contains('/') || word.contains('@');
    let mut out = String::new();
    let mut since = 0;
    for (i, pair) in chars.windows(2).enumerate() {
        let (c, next) = (pair[0], pair[1]);
        out.push_str(&latex_escape(&c.to_string()));
        since += 1;
        let at = i + 1;
        if at < WORD_EDGE || chars.len() - at < WORD_EDGE || c == '-' || next == '-' {
            continue;
        }
        if ends_part(c) && !ends_part(next) {
            out.push_str("\\allowbreak{}");
            since = 0;
        } else if since >= BREAK_EVERY && !ends_part(c) && !ends_part(next) {
            out.push_str(if c.is_alphabetic() && next.is_alphabetic() && !address {
                "\\discretionary{-}{}{}"
            } else {
                "\\allowbreak{}"
            });
            since = 0;
        }
    }
    if let Some(last) = chars.last() {
        out.push_str(&latex_escape(&last.to_string()));
    }
    out
}

/// A solution's lines as the lists set them: without the spaces they end
/// with, the first and the last not empty, each with whether an empty line
/// (a run of them counts as one) stands before it.
fn solution_lines(text: &str) -> impl Iterator<Item = (bool, &str)> {
    let mut blank = false;
    text.trim()
        .lines()
        .map(str::trim_end)
        .filter_map(move |line| {
            if line.is_empty() {
                blank = true;
                None
            } else {
                Some((std::mem::take(&mut blank), line))
            }
        })
}

/// A solution as HTML text, to be shown with its white space kept: escaped,
/// its lines as [`solution_lines`] gives them.
fn html_solution(text: &str) -> String {
    let mut out = String::new();
    for (gap, line) in solution_lines(text) {
        if !out.is_empty() {
            out.push_str(if gap { "\n\n" } else { "\n" });
        }
        out.push_str(&html_escape(line));
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
        item: &BatchItem,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_word_and_a_move_stay_whole() {
        assert_eq!(breakable("1.Sf3-e5+!"), "1.Sf3-e5+!");
        assert_eq!(breakable("0-0-0#"), "0-0-0\\#");
        assert_eq!(breakable("abcdefghijklmnop"), "abcdefghijklmnop");
    }

    #[test]
    fn moves_without_spaces_break_after_each_move_and_never_at_a_hyphen() {
        assert_eq!(
            breakable("1.Qd1-d3+!Ke4-e52.Qd3-d5#"),
            "1.Qd1-d3+!\\allowbreak{}Ke4-e52.\\allowbreak{}Qd3-d5\\#"
        );
        // Castling and a long run of hyphened moves: no break beside a hyphen.
        assert_eq!(breakable("0-0-0-0-0-0-0-0-0-0"), "0-0-0-0-0-0-0-0-0-0");
    }

    #[test]
    fn an_address_breaks_after_its_parts_and_without_a_hyphen() {
        assert_eq!(
            breakable("https://yacpdb.org/#/problem/123456789012"),
            "https://\\allowbreak{}yacpdb.\\allowbreak{}org/\\#/\\allowbreak{}problem/\\allowbreak{}123456789012"
        );
        assert_eq!(
            breakable("ab@abcdefghijklmnopqrstu"),
            "ab@abcdefg\\allowbreak{}hijklmnopq\\allowbreak{}rstu"
        );
    }

    #[test]
    fn a_long_word_of_letters_is_hyphenated_every_ten_letters() {
        assert_eq!(
            breakable("abcdefghijklmnopqrstuvwxyz"),
            "abcdefghij\\discretionary{-}{}{}klmnopqrst\\discretionary{-}{}{}uvwxyz"
        );
        // Not within three characters of the end.
        assert_eq!(
            breakable("abcdefghijklmnopqrstuv"),
            "abcdefghij\\discretionary{-}{}{}klmnopqrstuv"
        );
    }

    #[test]
    fn a_solution_breaks_only_its_long_words() {
        assert_eq!(
            latex_solution("1.Sf3-e5! 0-0-0\n  1...Kxd1-d2&abcdefghijklmnopq"),
            "1.Sf3-e5! 0-0-0\\newline \\hspace*{2\\fontdimen2\\font}1...\\allowbreak{}Kxd1-d2\\&\\allowbreak{}abcdefghij\\discretionary{-}{}{}klmnopq"
        );
    }

    #[test]
    fn a_warning_keeps_its_two_arguments_and_balanced_braces() {
        assert_eq!(
            latex_warning("{#1} (U+#2) 100% #3 } {open"),
            "{#1} (U+#2) 100 3  {open}"
        );
    }
}
