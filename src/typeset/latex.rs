//! The LaTeX package's two files: the requests a run writes (`JOB.fsq`)
//! and the answers `forsythe latex JOB` writes for the next run
//! (`JOB.fsd`), as BibTeX reads `JOB.aux` and writes `JOB.bbl`.
//!
//! The requests, written by `forsythe.sty`:
//!
//! ```text
//! @forsythe-requests 2
//! @images forsythe-images
//! @request 9E107D9D372BB6826BD81D3542A419D6 command 12 article.tex
//! @set size: 245
//! @set theme: hatched
//! @option arrows: e2e4, d7d5:red
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! @end 9E107D9D372BB6826BD81D3542A419D6
//! ```
//!
//! Each request is one diagram: its MD5 sum (the package's name for it),
//! whether it is a `\forsythe` command or a `forsytheblock` environment,
//! the line and file it is on, the defaults (`@set`, from `\forsytheset`
//! and the width on the page), the options in brackets (`@option`), and
//! its body: a command's record, or an environment's lines as written
//! (from the line of `\begin` to the line of `\end`). LaTeX writes what the
//! command's options and record hold with every `#` doubled; they are read
//! back halved.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::app::block::notes::LineIndex;
use crate::app::block::pairs::{self as block, Pair};
use crate::app::files::latex_escape;
use crate::typeset::{DocumentDiagram, Fate, SourceText};

/// The format of both files, which the package checks: raised whenever
/// either file gains or changes a line (2: `\forsythelines`), so that a
/// package and a program of different formats say so instead of
/// misreading each other.
pub const FORMAT: u32 = 2;

/// How far above the line LaTeX gives (where a command's arguments end) its
/// options are looked for in the source.
const LOOK_BACK: usize = 40;

/// Whether a request is a command or an environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestKind {
    /// `\forsythe[options]{record}`.
    Command,
    /// `\begin{forsytheblock}[options] … \end{forsytheblock}`.
    Environment,
}

/// One diagram the document asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The package's name for it (the MD5 sum of what it asks).
    pub md5: String,
    pub kind: RequestKind,
    /// The source's line: a command's last line, an environment's `\begin`.
    pub line: usize,
    /// The source file, as LaTeX named it.
    pub file: String,
    /// The line of the request in the requests file.
    pub at: usize,
    /// `@set` pairs: the defaults.
    pub defaults: Vec<(String, String)>,
    /// `@option` pairs: the options in brackets.
    pub options: Vec<(String, String)>,
    /// The body's lines.
    pub body: Vec<String>,
}

/// The requests of one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requests {
    /// The folder the diagrams go into, as the document names it.
    pub images: String,
    pub list: Vec<Request>,
}

/// What is wrong with a requests file, with its line there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RequestsError {
    /// Not a requests file of the format this program reads: `found` is
    /// its first line, `format` the format it names, if it names one.
    Format { found: String, format: Option<u32> },
    /// A line that is not where it stands.
    Line { line: usize, text: String },
    /// A request without its `@end` (the run stopped while writing it).
    Unfinished { line: usize },
}

/// A value as LaTeX wrote it, with the `#` it doubled halved.
fn halved(text: &str) -> String {
    text.replace("##", "#")
}

/// `key: value` of an `@set` or `@option` line, halved.
fn pair_of(text: &str) -> Option<(String, String)> {
    let (k, v) = text.split_once(':')?;
    let k = k.trim();
    (!k.is_empty()).then(|| (halved(k), halved(v.trim())))
}

/// Reads a requests file.
///
/// # Errors
/// The first line that does not fit.
pub fn parse(text: &str) -> Result<Requests, RequestsError> {
    let mut lines = text
        .lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .peekable();
    let first = lines.next().map(|(_, l)| l).unwrap_or_default();
    if first.trim() != format!("@forsythe-requests {FORMAT}") {
        return Err(RequestsError::Format {
            found: first.chars().take(60).collect(),
            format: first
                .trim()
                .strip_prefix("@forsythe-requests ")
                .and_then(|n| n.trim().parse().ok()),
        });
    }
    let mut images = super::IMAGES.to_owned();
    let mut list = Vec::new();
    while let Some((n, line)) = lines.next() {
        if let Some(dir) = line.strip_prefix("@images ") {
            images = dir.trim().to_owned();
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let Some(head) = line.strip_prefix("@request ") else {
            return Err(RequestsError::Line {
                line: n,
                text: line.to_owned(),
            });
        };
        let mut words = head.splitn(4, ' ');
        let (Some(md5), Some(kind), Some(number), Some(file)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(RequestsError::Line {
                line: n,
                text: line.to_owned(),
            });
        };
        let kind = match kind {
            "command" => RequestKind::Command,
            "environment" => RequestKind::Environment,
            _ => {
                return Err(RequestsError::Line {
                    line: n,
                    text: line.to_owned(),
                });
            }
        };
        let Ok(number) = number.parse::<usize>() else {
            return Err(RequestsError::Line {
                line: n,
                text: line.to_owned(),
            });
        };
        let mut request = Request {
            md5: md5.to_owned(),
            kind,
            line: number,
            file: file.to_owned(),
            at: n,
            defaults: Vec::new(),
            options: Vec::new(),
            body: Vec::new(),
        };
        let end = format!("@end {md5}");
        let mut ended = false;
        let mut in_body = false;
        for (m, l) in lines.by_ref() {
            if l == end {
                ended = true;
                break;
            }
            let set = if in_body {
                None
            } else {
                l.strip_prefix("@set ")
            };
            let option = if in_body {
                None
            } else {
                l.strip_prefix("@option ")
            };
            match (set, option) {
                (Some(p), _) if request.options.is_empty() => match pair_of(p) {
                    Some(pair) => request.defaults.push(pair),
                    None => {
                        return Err(RequestsError::Line {
                            line: m,
                            text: l.to_owned(),
                        });
                    }
                },
                (_, Some(p)) => match pair_of(p) {
                    Some(pair) => request.options.push(pair),
                    None => {
                        return Err(RequestsError::Line {
                            line: m,
                            text: l.to_owned(),
                        });
                    }
                },
                _ => {
                    in_body = true;
                    request.body.push(l.to_owned());
                }
            }
        }
        if !ended {
            return Err(RequestsError::Unfinished { line: n });
        }
        list.push(request);
    }
    Ok(Requests { images, list })
}

/// A request as a diagram: the defaults (detached), the options and the
/// body, placed in `source` (the text of the file the request is in) where
/// they are found there.
#[must_use]
pub fn diagram(request: &Request, source: &str) -> DocumentDiagram {
    let index = LineIndex::new(source);
    let at = index.line(request.line).map_or(0, |(start, _)| start);
    let defaults = request
        .defaults
        .iter()
        .map(|(k, v)| Pair::detached(k, v))
        .collect();
    let options = request
        .options
        .iter()
        .map(|(k, v)| match find_option(&index, request.line, k, v) {
            Some((key_at, value_at)) => Pair {
                key_at,
                value_at,
                ..Pair::detached(k, v)
            },
            None => Pair::detached(k, v),
        })
        .collect();
    let body = match request.kind {
        RequestKind::Command => {
            let record = halved(request.body.join(" ").trim());
            let found = find_text(&index, request.line, &record);
            let place = |offset: usize| match found {
                Some(start) if offset != usize::MAX => start + offset,
                _ => usize::MAX,
            };
            block::parse(&record)
                .map(|pairs| placed(pairs, place))
                .map_err(|e| e.placed(place))
        }
        RequestKind::Environment => {
            let text = request.body.join("\n");
            let map = LineMap::new(&index, request, source);
            block::parse(&text)
                .map(|pairs| placed(pairs, |o| map.map(o)))
                .map_err(|e| e.placed(|o| map.map(o)))
        }
    };
    DocumentDiagram {
        defaults,
        options,
        body,
        at,
    }
}

/// Pairs read from a text, placed by `place` (a byte of the text to a byte
/// of the source, or `usize::MAX`); a pair whose key or value cannot be
/// placed is detached.
fn placed(mut pairs: Vec<Pair>, place: impl Fn(usize) -> usize) -> Vec<Pair> {
    for p in &mut pairs {
        p.key_at = place(p.key_at);
        p.value_at = place(p.value_at);
        if p.key_at == usize::MAX || p.value_at == usize::MAX {
            (p.key_at, p.value_at) = (usize::MAX, usize::MAX);
        }
    }
    pairs
}

/// Where an environment's lines are in its source: line `i` of the body is
/// the source's line `request.line + i` when that line holds it (the first
/// is the end of the line of `\begin`).
struct LineMap {
    /// For each body line: where it starts in the body's text, and in the
    /// source (if it is there).
    lines: Vec<(usize, Option<usize>)>,
}

impl LineMap {
    fn new(index: &LineIndex<'_>, request: &Request, source: &str) -> LineMap {
        let mut lines = Vec::with_capacity(request.body.len());
        let mut at = 0;
        for (i, body) in request.body.iter().enumerate() {
            let there = index.line(request.line + i).and_then(|(start, text)| {
                if i == 0 {
                    text.ends_with(body.as_str())
                        .then(|| start + text.len() - body.len())
                } else {
                    (text == body).then_some(start)
                }
            });
            lines.push((at, there.filter(|s| *s <= source.len())));
            at += body.len() + 1;
        }
        LineMap { lines }
    }

    /// The source's byte for a byte of the body's text.
    fn map(&self, offset: usize) -> usize {
        if offset == usize::MAX {
            return offset;
        }
        let i = self
            .lines
            .partition_point(|(start, _)| *start <= offset)
            .saturating_sub(1);
        match self.lines.get(i) {
            Some((start, Some(there))) => there + (offset - start),
            _ => usize::MAX,
        }
    }
}

/// The bytes of the lines from `LOOK_BACK` lines above `line` to its end,
/// and where they start.
fn window<'a>(index: &LineIndex<'a>, line: usize) -> Option<(usize, &'a str)> {
    let (last_start, last) = index.line(line)?;
    let first = line.saturating_sub(LOOK_BACK).max(1);
    let (start, _) = index.line(first)?;
    let end = last_start + last.len();
    Some((start, index.text().get(start..end)?))
}

/// Where `text` was written last before the end of `line`.
fn find_text(index: &LineIndex<'_>, line: usize, text: &str) -> Option<usize> {
    if text.is_empty() {
        return None;
    }
    let (start, window) = window(index, line)?;
    window.rfind(text).map(|i| start + i)
}

/// Where the option `key=value` was written last before the end of `line`:
/// its key and its value (the key's end when it has none).
fn find_option(
    index: &LineIndex<'_>,
    line: usize,
    key: &str,
    value: &str,
) -> Option<(usize, usize)> {
    let (start, window) = window(index, line)?;
    let mut end = window.len();
    while let Some(k) = window[..end].rfind(key) {
        end = k;
        let before = window[..k].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_') {
            continue;
        }
        let after = &window[k + key.len()..];
        let rest = after.trim_start();
        if value.is_empty() {
            let next = rest.chars().next();
            if matches!(next, Some(',' | ']') | None) {
                return Some((start + k, start + k + key.len()));
            }
            continue;
        }
        let Some(rest) = rest.strip_prefix('=') else {
            continue;
        };
        let rest = rest.trim_start();
        let rest = rest.strip_prefix('{').map_or(rest, str::trim_start);
        if rest.starts_with(value) {
            let value_at = window.len() - rest.len();
            return Some((start + k, start + value_at));
        }
    }
    None
}

/// A text as the answers write it: LaTeX's special characters escaped, and
/// each character beyond Latin-1 given to `\forsythechar` with its code, so
/// that the package can stand in for one pdfLaTeX cannot set.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut buffer = [0u8; 4];
    for c in text.chars() {
        if u32::from(c) > 0xff && !matches!(c, '\u{2013}' | '\u{2014}' | '\u{2018}'..='\u{201d}') {
            out.push_str(&format!("\\forsythechar{{{:X}}}{{{c}}}", u32::from(c)));
        } else {
            out.push_str(&latex_escape(c.encode_utf8(&mut buffer)));
        }
    }
    out
}

/// The answers file: the version of the program and the format, then one
/// line for each request answered (and its warnings), in their order.
#[must_use]
pub fn answers(answered: &[(String, Vec<String>)], job: &str) -> String {
    // A package of another format reads no further than its second line
    // (and then says which formats differ), so that it never meets a
    // command it does not know.
    let mut out = format!(
        "% The diagrams of {job}, written by `forsythe latex {job}` (forsythe {}); do not edit.\n\
         \\forsytheanswers{{{}}}{{{FORMAT}}}\n\
         \\ifnum\\csname c__forsythe_format_int\\endcsname={FORMAT} \\else\\expandafter\\endinput\\fi\n",
        env!("CARGO_PKG_VERSION"),
        env!("CARGO_PKG_VERSION"),
    );
    for (_, lines) in answered {
        for line in lines {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The lines that answer one request.
#[must_use]
pub fn answer_lines(md5: &str, images: &str, answer: &Fate) -> Vec<String> {
    let mut out = Vec::new();
    let warnings = match answer {
        Fate::Drawn {
            file,
            texts,
            natural,
            warnings,
            ..
        } => {
            let t = |o: &Option<String>| escape(o.as_deref().unwrap_or(""));
            let path = if images.is_empty() {
                file.clone()
            } else {
                format!("{}/{file}", images.trim_end_matches('/'))
            };
            out.push(format!(
                "\\forsythedrawn{{{md5}}}{{{}}}{{{}}}{{{}}}{{{}}}{{{}}}{{{}}}{{{}}}{{{}}}",
                path,
                u8::from(*natural),
                t(&texts.author),
                t(&texts.source),
                t(&texts.stipulation),
                t(&texts.count),
                t(&texts.legend),
                t(&texts.caption),
            ));
            // A problem's further lines, when it has any: a line of their
            // own, so that the answers of a diagram without them stay as
            // they were.
            let further = [
                &texts.award,
                &texts.dedication,
                &texts.condition,
                &texts.twins,
            ];
            if further.iter().any(|l| l.is_some()) {
                let [award, dedication, condition, twins] = further.map(t);
                out.push(format!(
                    "\\forsythelines{{{md5}}}{{{award}}}{{{dedication}}}{{{condition}}}{{{twins}}}"
                ));
            }
            warnings
        }
        Fate::Failed { message, warnings } => {
            out.push(format!("\\forsythefailed{{{md5}}}{{{}}}", escape(message)));
            warnings
        }
    };
    for w in warnings {
        out.push(format!("\\forsythewarning{{{md5}}}{{{}}}", escape(w)));
    }
    out
}

/// The answers of an earlier run that may be kept: each drawn request's
/// lines, by its MD5 sum, when the file was written by this version of the
/// program and the image it names is still there (under `base`, the folder
/// of the requests).
#[must_use]
pub fn earlier(text: &str, base: &Path) -> HashMap<String, Vec<String>> {
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    let version = format!(
        "\\forsytheanswers{{{}}}{{{FORMAT}}}",
        env!("CARGO_PKG_VERSION")
    );
    if !text.lines().any(|l| l == version) {
        return out;
    }
    let mut drawn: HashSet<String> = HashSet::new();
    for line in text.lines() {
        let Some((command, rest)) = line.split_once('{') else {
            continue;
        };
        let Some((md5, rest)) = rest.split_once('}') else {
            continue;
        };
        match command {
            "\\forsythedrawn" => {
                let file = rest
                    .strip_prefix('{')
                    .and_then(|r| r.split_once('}'))
                    .map(|(f, _)| f);
                if file.is_some_and(|f| base.join(f).is_file()) {
                    drawn.insert(md5.to_owned());
                    out.entry(md5.to_owned()).or_default().push(line.to_owned());
                }
            }
            "\\forsythewarning" if drawn.contains(md5) => {
                out.entry(md5.to_owned()).or_default().push(line.to_owned());
            }
            _ => {}
        }
    }
    out
}

/// The requests file and the answers file of a job: `JOB`, `JOB.tex`,
/// `JOB.fsq` or `JOB.fsd` all name them.
#[must_use]
pub fn files(job: &Path) -> (PathBuf, PathBuf, String) {
    let base = match job.extension().and_then(|e| e.to_str()) {
        Some("tex" | "fsq" | "fsd") => job.with_extension(""),
        _ => job.to_path_buf(),
    };
    let name = base
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let with = |ext: &str| {
        let mut p = base.clone().into_os_string();
        p.push(ext);
        PathBuf::from(p)
    };
    (with(".fsq"), with(".fsd"), name)
}

/// The source a request names, read once for all its requests.
pub fn source<'c>(
    cache: &'c mut HashMap<String, SourceText>,
    base: &Path,
    file: &str,
) -> &'c SourceText {
    cache.entry(file.to_owned()).or_insert_with(|| {
        let path = base.join(file);
        SourceText {
            name: file.to_owned(),
            text: super::read_source(&path).unwrap_or_default(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const REQUESTS: &str = "@forsythe-requests 2\n@images pics\n\
        @request ABC command 3 doc.tex\n@set size: 245\n@set theme: hatched\n\
        @option stipulation: ##2\n@option flip: \n8/8/8/4k3/8/8/8/4K3 w\n@end ABC\n\
        @request DEF environment 5 doc.tex\n@set size: 245\n\n\
        fen: 8/8/8/4k3/8/8/8/4K3 w\nsize: 200\n\n@end DEF\n";

    #[test]
    fn requests_are_read() {
        let r = parse(REQUESTS).unwrap();
        assert_eq!(r.images, "pics");
        assert_eq!(r.list.len(), 2);
        let a = &r.list[0];
        assert_eq!(
            (a.md5.as_str(), a.kind, a.line, a.at),
            ("ABC", RequestKind::Command, 3, 3)
        );
        assert_eq!(
            a.defaults,
            [
                ("size".into(), "245".into()),
                ("theme".into(), "hatched".into())
            ]
        );
        assert_eq!(
            a.options,
            [
                ("stipulation".into(), "#2".into()),
                ("flip".into(), String::new())
            ]
        );
        assert_eq!(a.body, ["8/8/8/4k3/8/8/8/4K3 w"]);
        let b = &r.list[1];
        assert_eq!(b.kind, RequestKind::Environment);
        assert_eq!(b.body, ["", "fen: 8/8/8/4k3/8/8/8/4K3 w", "size: 200", ""]);
    }

    #[test]
    fn broken_requests_say_where() {
        assert_eq!(
            parse("@forsythe-requests 1\n"),
            Err(RequestsError::Format {
                found: "@forsythe-requests 1".into(),
                format: Some(1)
            })
        );
        assert_eq!(
            parse("@forsythe-requests x\n"),
            Err(RequestsError::Format {
                found: "@forsythe-requests x".into(),
                format: None
            })
        );
        assert_eq!(
            parse("\\relax\n"),
            Err(RequestsError::Format {
                found: "\\relax".into(),
                format: None
            })
        );
        assert_eq!(
            parse("@forsythe-requests 2\nhello\n"),
            Err(RequestsError::Line {
                line: 2,
                text: "hello".into()
            })
        );
        assert_eq!(
            parse("@forsythe-requests 2\n@request A command 1 d.tex\n8/8\n"),
            Err(RequestsError::Unfinished { line: 2 })
        );
        assert!(parse("@forsythe-requests 2\n@request A command x d.tex\n@end A\n").is_err());
    }

    #[test]
    fn pairs_are_placed_in_the_source() {
        let source = "\\documentclass{article}\n\\begin{document}\n\
            \\forsythe[stipulation = {#2},\n  flip]{8/8/8/4k3/8/8/8/4K3 w}\n\
            \\begin{forsytheblock}\nfen: 8/8/8/4k3/8/8/8/4K3 w\nsize: 200\n\\end{forsytheblock}\n";
        let mut r = parse(REQUESTS).unwrap();
        r.list[0].line = 4;
        r.list[1].line = 5;
        let DocumentDiagram {
            defaults,
            options,
            body,
            ..
        } = diagram(&r.list[0], source);
        assert!(defaults.iter().all(|p| !p.in_block()));
        assert_eq!(
            &source[options[0].key_at..options[0].key_at + 11],
            "stipulation"
        );
        assert_eq!(&source[options[0].value_at..options[0].value_at + 2], "#2");
        assert_eq!(&source[options[1].key_at..options[1].key_at + 4], "flip");
        let body = body.unwrap();
        assert_eq!(body[0].key, "fen");
        assert_eq!(&source[body[0].value_at..body[0].value_at + 5], "8/8/8");
        let body = diagram(&r.list[1], source).body.unwrap();
        assert_eq!(&source[body[1].key_at..body[1].key_at + 9], "size: 200");
        assert_eq!(&source[body[1].value_at..body[1].value_at + 3], "200");
        // Lines that are not where the request says are not placed.
        r.list[1].line = 1;
        let body = diagram(&r.list[1], source).body.unwrap();
        assert!(body.iter().all(|p| !p.in_block()));
    }

    #[test]
    fn texts_are_escaped_for_every_engine() {
        assert_eq!(escape("#2 & 50% ~"), "\\#2 \\& 50\\% \\textasciitilde{}");
        assert_eq!(escape("Weiß – 1.♘f3"), "Weiß – 1.\\forsythechar{2658}{♘}f3");
    }

    #[test]
    fn job_names() {
        for name in ["a/doc", "a/doc.tex", "a/doc.fsq", "a/doc.fsd"] {
            assert_eq!(
                files(Path::new(name)),
                (
                    PathBuf::from("a/doc.fsq"),
                    PathBuf::from("a/doc.fsd"),
                    "doc".into()
                )
            );
        }
        assert_eq!(files(Path::new("my.doc")).0, PathBuf::from("my.doc.fsq"));
    }
}
