//! The Typst package's diagrams, read from the documents' source: raw
//! blocks whose language is `fen`, `forsythe` or `chess`, calls of
//! `forsythe(record, ..options)`, the defaults of `forsythe-blocks.with(…)`,
//! and the files `#include`d. `forsythe typst` draws each diagram as SVG
//! into `forsythe-images/` under the project's root and writes
//! `forsythe-images/index.json`, which the package reads.
//!
//! A Typst document cannot run programs, so the package finds each diagram
//! in the index by a key it can make itself from what it sees: the raw
//! block's text (or `fen: RECORD` and a `key: value` line for each option
//! of a call), a line `@`, and a `key: value` line for each default, each
//! line trimmed and blank lines left out. A value is written as the package
//! writes it: a string as it is, a whole number or a decimal as Typst
//! writes it, yes/no for a boolean, a list's items joined with `, `.
//! `width` is the page's (the diagram's width there) and no part of the
//! key.
//!
//! The scanner knows as much of Typst's syntax as finding these needs:
//! markup and code, comments, strings, raw text, content blocks, math. A
//! value that is not written out (a variable, an expression) cannot be read
//! here; such a diagram is reported, and the package shows its placeholder.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use crate::app::Fatal;
use crate::app::block::draw::Drawer;
use crate::app::block::notes::{LineIndex, Note, emit};
use crate::app::block::pairs::{self as block, Pair};
use crate::app::i18n::s;
use crate::app::report::{Reporter, Severity};
use crate::notation::Span;
use crate::render::Format;
use crate::typeset::{Answer, DocumentDiagram, IMAGES, SourceText};

/// The format of the index, which the package checks: raised whenever an
/// entry gains or changes a key (2: a problem's award, dedication,
/// conditions and twins), with `_format` in `forsythe.typ`.
pub const FORMAT: u32 = 2;

/// The languages of raw blocks that are diagrams.
pub const LANGS: &[&str] = &["fen", "forsythe", "chess"];

/// A value written in a call.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgValue {
    /// A string, its escapes read.
    Str(String),
    /// A whole number.
    Int(i64),
    /// A decimal number.
    Float(f64),
    /// `true` or `false`.
    Bool(bool),
    /// A list of values.
    Array(Vec<ArgValue>),
    /// Anything else: a variable, an expression, a length, content.
    Other,
}

impl ArgValue {
    /// The value as the package writes it into a key, if this program can
    /// know it.
    #[must_use]
    pub fn text(&self) -> Option<String> {
        match self {
            ArgValue::Str(s) => Some(s.clone()),
            ArgValue::Int(i) => Some(i.to_string()),
            ArgValue::Float(f) => Some(f.to_string()),
            ArgValue::Bool(b) => Some(if *b { "yes" } else { "no" }.to_owned()),
            ArgValue::Array(items) => items
                .iter()
                .map(ArgValue::text)
                .collect::<Option<Vec<_>>>()
                .map(|t| t.join(", ")),
            ArgValue::Other => None,
        }
    }
}

/// One argument of a call: its name (and where it is), its value, where
/// the value is (for a string, where its text starts) and how long it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Arg {
    pub name: Option<(String, usize)>,
    pub value: ArgValue,
    pub at: usize,
    pub len: usize,
}

/// What the scanner finds, in the order it stands in the file.
#[derive(Debug, Clone, PartialEq)]
pub enum Scanned {
    /// A raw block of one of [`LANGS`]: its text and where it starts.
    Raw {
        at: usize,
        text_at: usize,
        text: String,
    },
    /// `forsythe(…)`: where it starts, its arguments.
    Call { at: usize, args: Vec<Arg> },
    /// `forsythe-blocks` (with `.with(…)`, its arguments): the defaults of
    /// what follows.
    Defaults { at: usize, args: Vec<Arg> },
    /// `include "path"`.
    Include { at: usize, path: String },
}

/// Finds the diagrams, defaults and inclusions of a Typst file.
#[must_use]
pub fn scan(text: &str) -> Vec<Scanned> {
    let mut scanner = Scanner {
        s: text,
        i: 0,
        items: Vec::new(),
    };
    scanner.markup(false);
    scanner.items
}

struct Scanner<'a> {
    s: &'a str,
    i: usize,
    items: Vec<Scanned>,
}

fn ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn ident_continue(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

impl Scanner<'_> {
    fn peek(&self) -> Option<char> {
        self.s[self.i..].chars().next()
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.s[self.i..].chars().nth(n)
    }

    fn rest(&self) -> &str {
        &self.s[self.i..]
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.i += c.len_utf8();
        }
    }

    fn skip_line(&mut self) {
        self.i = self.rest().find('\n').map_or(self.s.len(), |n| self.i + n);
    }

    /// A block comment, nested as Typst nests them.
    fn block_comment(&mut self) {
        self.i += 2;
        let mut depth = 1;
        while depth > 0 && self.i < self.s.len() {
            if self.rest().starts_with("/*") {
                depth += 1;
                self.i += 2;
            } else if self.rest().starts_with("*/") {
                depth -= 1;
                self.i += 2;
            } else {
                self.bump();
            }
        }
    }

    /// Skips a comment if one starts here.
    fn comment(&mut self) -> bool {
        if self.rest().starts_with("//") {
            self.skip_line();
            true
        } else if self.rest().starts_with("/*") {
            self.block_comment();
            true
        } else {
            false
        }
    }

    /// Raw text: a block of three backticks or more (kept when its language
    /// is a diagram's), or inline.
    fn raw(&mut self) {
        let at = self.i;
        let ticks = self.rest().bytes().take_while(|&b| b == b'`').count();
        self.i += ticks;
        if ticks == 2 {
            return;
        }
        let fence = "`".repeat(ticks);
        let lang_at = self.i;
        if ticks >= 3 {
            while self.peek().is_some_and(ident_continue) {
                self.bump();
            }
        }
        let lang = &self.s[lang_at..self.i];
        let text_at = self.i;
        let end = self
            .rest()
            .find(&fence)
            .map_or(self.s.len(), |n| self.i + n);
        let text = &self.s[text_at..end];
        self.i = (end + ticks).min(self.s.len());
        if ticks >= 3 && LANGS.contains(&lang) {
            self.items.push(Scanned::Raw {
                at,
                text_at,
                text: text.to_owned(),
            });
        }
    }

    /// Math, to its closing `$`.
    fn math(&mut self) {
        self.i += 1;
        while let Some(c) = self.peek() {
            match c {
                '\\' => {
                    self.bump();
                    self.bump();
                }
                '$' => {
                    self.bump();
                    return;
                }
                _ => self.bump(),
            }
        }
    }

    /// A string, from its opening quote to after its closing one: its text
    /// with the escapes read.
    fn string(&mut self) -> String {
        self.i += 1;
        let mut out = String::new();
        while let Some(c) = self.peek() {
            match c {
                '"' => {
                    self.bump();
                    break;
                }
                '\\' => {
                    self.bump();
                    match self.peek() {
                        Some('n') => out.push('\n'),
                        Some('r') => out.push('\r'),
                        Some('t') => out.push('\t'),
                        Some('u') if self.peek_at(1) == Some('{') => {
                            let close = self.rest().find('}');
                            if let Some(close) = close {
                                let hex = &self.s[self.i + 2..self.i + close];
                                if let Some(ch) =
                                    u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
                                {
                                    out.push(ch);
                                }
                                self.i += close;
                            }
                        }
                        Some(other) => out.push(other),
                        None => break,
                    }
                    self.bump();
                }
                _ => {
                    out.push(c);
                    self.bump();
                }
            }
        }
        out
    }

    /// Markup, to its end or (in a content block) to the `]` that closes it.
    fn markup(&mut self, content: bool) {
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                ']' if content && depth == 0 => {
                    self.bump();
                    return;
                }
                ']' => {
                    depth = depth.saturating_sub(1);
                    self.bump();
                }
                '[' => {
                    depth += 1;
                    self.bump();
                }
                '\\' => {
                    self.bump();
                    self.bump();
                }
                '/' if self.rest().starts_with("//") && self.s[..self.i].ends_with(':') => {
                    // A link (`https://…`), not a comment.
                    self.i += 2;
                }
                '/' if self.comment() => {}
                '`' => self.raw(),
                '$' => self.math(),
                '#' => {
                    self.bump();
                    self.embedded();
                }
                _ => self.bump(),
            }
        }
    }

    /// An identifier here, and where it ends.
    fn ident(&mut self) -> Option<&str> {
        let start = self.i;
        if !self.peek().is_some_and(ident_start) {
            return None;
        }
        while self.peek().is_some_and(ident_continue) {
            self.bump();
        }
        // A trailing `-` belongs to what follows (`a-` is no name).
        while self.s[start..self.i].ends_with('-') {
            self.i -= 1;
        }
        Some(&self.s[start..self.i])
    }

    /// Code embedded in markup after `#`: a statement to the end of its
    /// line, a block, or an expression with its calls and fields.
    fn embedded(&mut self) {
        match self.peek() {
            Some('{') | Some('(') => {
                self.bump();
                self.code(1, false);
                self.chain(String::new(), self.i);
            }
            Some('[') => {
                self.bump();
                self.markup(true);
            }
            Some('"') => {
                self.string();
            }
            Some(c) if ident_start(c) => {
                let at = self.i - 1;
                let name = self.ident().unwrap_or_default().to_owned();
                match name.as_str() {
                    "let" | "set" | "show" | "import" | "include" | "if" | "for" | "while"
                    | "context" | "return" => {
                        self.i = at + 1;
                        self.code(0, true);
                    }
                    _ => self.chain(name, at),
                }
            }
            _ => {}
        }
    }

    /// What follows a name in code: fields, calls, content blocks. `path`
    /// is the name so far (`forsythe-blocks.with`), `at` where it starts.
    fn chain(&mut self, mut path: String, at: usize) {
        loop {
            match self.peek() {
                Some('.') if self.peek_at(1).is_some_and(ident_start) => {
                    self.bump();
                    let field = self.ident().unwrap_or_default().to_owned();
                    path.push('.');
                    path.push_str(&field);
                }
                Some('(') => {
                    self.bump();
                    match path.as_str() {
                        "forsythe" => {
                            let args = self.args();
                            self.items.push(Scanned::Call { at, args });
                        }
                        "forsythe-blocks.with" => {
                            let args = self.args();
                            self.items.push(Scanned::Defaults { at, args });
                        }
                        _ => self.code(1, false),
                    }
                    path.clear();
                }
                Some('[') => {
                    self.bump();
                    self.markup(true);
                    path.clear();
                }
                _ => break,
            }
        }
        if path == "forsythe-blocks" {
            self.items.push(Scanned::Defaults {
                at,
                args: Vec::new(),
            });
        }
    }

    /// Code: inside `depth` open brackets (to the one that closes the
    /// first), or a statement to the end of its line (`line`).
    fn code(&mut self, mut depth: usize, line: bool) {
        while let Some(c) = self.peek() {
            match c {
                '\n' if line && depth == 0 => {
                    // An `else` on the next line goes on with the statement.
                    let next = self.rest()[1..].trim_start();
                    if next.starts_with("else") {
                        self.bump();
                        continue;
                    }
                    return;
                }
                ';' if line && depth == 0 => {
                    self.bump();
                    return;
                }
                '/' if self.comment() => {}
                '"' => {
                    self.string();
                }
                '`' => self.raw(),
                '$' => self.math(),
                '[' => {
                    self.bump();
                    self.markup(true);
                }
                '(' | '{' => {
                    depth += 1;
                    self.bump();
                }
                ')' | '}' => {
                    self.bump();
                    if depth <= 1 && !line {
                        return;
                    }
                    depth = depth.saturating_sub(1);
                    if line && depth == 0 && c == '}' {
                        // A block ends the statement unless `else` follows.
                        let next = self.rest().trim_start_matches([' ', '\t']);
                        if !next.starts_with("else") && !next.starts_with('.') {
                            return;
                        }
                    }
                }
                c if ident_start(c) => {
                    let at = self.i;
                    let name = self.ident().unwrap_or_default().to_owned();
                    if name == "include" {
                        let save = self.i;
                        let ws = self.rest().len() - self.rest().trim_start().len();
                        self.i += ws;
                        if self.peek() == Some('"') {
                            let path = self.string();
                            self.items.push(Scanned::Include { at, path });
                        } else {
                            self.i = save;
                        }
                    } else {
                        self.chain(name, at);
                    }
                }
                c if c.is_ascii_digit() => {
                    // A number, with its unit (`1em` is no name).
                    while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '.') {
                        self.bump();
                    }
                }
                _ => self.bump(),
            }
        }
    }

    fn skip_space(&mut self) {
        loop {
            let before = self.i;
            while self.peek().is_some_and(char::is_whitespace) {
                self.bump();
            }
            if self.peek() == Some('/') {
                self.comment();
            }
            if self.i == before {
                return;
            }
        }
    }

    /// A call's arguments, after its `(`, to its `)`.
    fn args(&mut self) -> Vec<Arg> {
        let mut out = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => return out,
                Some(')') => {
                    self.bump();
                    return out;
                }
                Some(',') => {
                    self.bump();
                    continue;
                }
                _ => {}
            }
            let save = self.i;
            let mut name = None;
            // `name:` names the argument; any other word starts its value.
            if let Some(id) = self.ident().map(str::to_owned) {
                self.skip_space();
                if self.peek() == Some(':') {
                    self.bump();
                    name = Some((id, save));
                } else {
                    self.i = save;
                }
            }
            self.skip_space();
            let (value, at) = self.value();
            let len = self.i - at;
            // Anything more before the next `,` or `)` makes it an
            // expression.
            self.skip_space();
            let value = match self.peek() {
                Some(',' | ')') | None => value,
                _ => {
                    self.skip_arg();
                    ArgValue::Other
                }
            };
            out.push(Arg {
                name,
                value,
                at,
                len,
            });
        }
    }

    /// Skips to the `,` or `)` that ends an argument.
    fn skip_arg(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                ',' | ')' if depth == 0 => return,
                '(' | '{' => {
                    depth += 1;
                    self.bump();
                }
                ')' | '}' => {
                    depth = depth.saturating_sub(1);
                    self.bump();
                }
                '[' => {
                    self.bump();
                    self.markup(true);
                }
                '"' => {
                    self.string();
                }
                '`' => self.raw(),
                '/' if self.comment() => {}
                _ => self.bump(),
            }
        }
    }

    /// A value written out, and where it starts (a string's text).
    fn value(&mut self) -> (ArgValue, usize) {
        let at = self.i;
        match self.peek() {
            Some('"') => {
                let text = self.string();
                (ArgValue::Str(text), at + 1)
            }
            Some('(') => {
                self.bump();
                let items = self.args();
                if items.iter().any(|a| a.name.is_some()) {
                    return (ArgValue::Other, at);
                }
                let items: Vec<ArgValue> = items.into_iter().map(|a| a.value).collect();
                if items.contains(&ArgValue::Other) {
                    (ArgValue::Other, at)
                } else {
                    (ArgValue::Array(items), at)
                }
            }
            Some(c) if c.is_ascii_digit() || c == '-' || c == '.' => {
                self.bump();
                while self
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == '.' || c == '%')
                {
                    // An exponent's sign belongs to the number.
                    if matches!(self.peek(), Some('e' | 'E'))
                        && matches!(self.peek_at(1), Some('+' | '-'))
                    {
                        self.bump();
                    }
                    self.bump();
                }
                let text = &self.s[at..self.i];
                let value = if let Ok(i) = text.parse::<i64>() {
                    ArgValue::Int(i)
                } else if text
                    .bytes()
                    .all(|b| b.is_ascii_digit() || b"-.eE+".contains(&b))
                {
                    text.parse::<f64>().map_or(ArgValue::Other, ArgValue::Float)
                } else {
                    ArgValue::Other
                };
                (value, at)
            }
            Some(c) if ident_start(c) => {
                let word = self.ident().unwrap_or_default().to_owned();
                let value = match word.as_str() {
                    "true" => ArgValue::Bool(true),
                    "false" => ArgValue::Bool(false),
                    _ => {
                        self.chain(word, at);
                        ArgValue::Other
                    }
                };
                (value, at)
            }
            _ => {
                self.skip_arg();
                (ArgValue::Other, at)
            }
        }
    }
}

/// The package's form of a key: each line trimmed, blank lines left out.
#[must_use]
pub fn normal(text: &str) -> String {
    text.split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The key of a diagram whose body is `body` under `defaults`.
#[must_use]
pub fn key(body: &str, defaults: &[(String, String)]) -> String {
    let lines: Vec<String> = defaults.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    normal(&format!("{body}\n@\n{}", lines.join("\n")))
}

/// What a problem of a call says: the message id and the argument's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgumentError {
    pub id: &'static str,
    pub key: String,
    pub at: usize,
    pub len: usize,
}

/// The defaults a `forsythe-blocks.with(…)` gives, as `key: value` texts
/// (`width` left out), and what cannot be read of them.
#[must_use]
pub fn defaults(args: &[Arg]) -> (Vec<(String, String)>, Vec<ArgumentError>) {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for arg in args {
        let Some((name, name_at)) = &arg.name else {
            problems.push(ArgumentError {
                id: "typst-positional",
                key: String::new(),
                at: arg.at,
                len: arg.len.max(1),
            });
            continue;
        };
        if name == "width" {
            continue;
        }
        match arg.value.text() {
            Some(t) => out.push((name.clone(), t)),
            None => problems.push(ArgumentError {
                id: "typst-not-literal",
                key: name.clone(),
                at: *name_at,
                len: name.chars().count(),
            }),
        }
    }
    (out, problems)
}

/// A call as a diagram's options and body (placed in the file), and its
/// key; or what is wrong with it.
pub fn call(
    args: &[Arg],
    at: usize,
    defaults: &[(String, String)],
) -> Result<(DocumentDiagram, String), ArgumentError> {
    let record = args.first().filter(|a| a.name.is_none());
    let Some(Arg {
        value: ArgValue::Str(record),
        at: record_at,
        ..
    }) = record
    else {
        // At the first argument, name and value, or at the call.
        let (at, len) = match args.first() {
            Some(a) => {
                let start = a.name.as_ref().map_or(a.at, |(_, n)| *n);
                (start, (a.at + a.len).saturating_sub(start).max(1))
            }
            None => (at, "#forsythe".len()),
        };
        return Err(ArgumentError {
            id: "typst-record-argument",
            key: String::new(),
            at,
            len,
        });
    };
    let mut lines = vec![format!("fen: {record}")];
    let mut options = Vec::new();
    for arg in &args[1..] {
        let Some((name, name_at)) = &arg.name else {
            return Err(ArgumentError {
                id: "typst-positional",
                key: String::new(),
                at: arg.at,
                len: arg.len.max(1),
            });
        };
        if name == "width" {
            continue;
        }
        let Some(text) = arg.value.text() else {
            return Err(ArgumentError {
                id: "typst-not-literal",
                key: name.clone(),
                at: *name_at,
                len: name.chars().count(),
            });
        };
        lines.push(format!("{name}: {text}"));
        let value_at = match arg.value {
            ArgValue::Str(_) | ArgValue::Int(_) | ArgValue::Float(_) | ArgValue::Bool(_) => arg.at,
            _ => usize::MAX,
        };
        options.push(Pair {
            key_at: if value_at == usize::MAX {
                usize::MAX
            } else {
                *name_at
            },
            value_at,
            ..Pair::detached(name, &text)
        });
    }
    let body = block::parse(record).map(|mut pairs| {
        for p in &mut pairs {
            p.key_at += record_at;
            p.value_at += record_at;
        }
        pairs
    });
    let key = key(&lines.join("\n"), defaults);
    Ok((
        DocumentDiagram {
            defaults: defaults_pairs(defaults),
            options,
            body,
            at,
        },
        key,
    ))
}

/// Defaults as detached pairs (they may stand in another file).
fn defaults_pairs(defaults: &[(String, String)]) -> Vec<Pair> {
    defaults.iter().map(|(k, v)| Pair::detached(k, v)).collect()
}

/// A raw block as a diagram (placed in the file) and its key.
#[must_use]
pub fn raw(
    text: &str,
    text_at: usize,
    at: usize,
    defaults: &[(String, String)],
) -> (DocumentDiagram, String) {
    let body = block::parse(text)
        .map(|mut pairs| {
            for p in &mut pairs {
                p.key_at += text_at;
                p.value_at += text_at;
            }
            pairs
        })
        .map_err(|e| shifted(e, text_at));
    (
        DocumentDiagram {
            defaults: defaults_pairs(defaults),
            options: Vec::new(),
            body,
            at,
        },
        key(text, defaults),
    )
}

fn shifted(e: block::BlockError, by: usize) -> block::BlockError {
    use block::BlockError as E;
    match e {
        E::Empty => E::Empty,
        E::NotAPair { at, text } => E::NotAPair { at: at + by, text },
        E::NotAnOption { at, text } => E::NotAnOption { at: at + by, text },
        E::UnclosedQuote { at } => E::UnclosedQuote { at: at + by },
        E::NoKey { at } => E::NoKey { at: at + by },
    }
}

/// One entry of the index.
fn entry(answer: &Answer) -> serde_json::Value {
    let mut map = serde_json::Map::new();
    let put =
        |map: &mut serde_json::Map<String, serde_json::Value>, k: &str, v: &Option<String>| {
            if let Some(v) = v {
                map.insert(k.to_owned(), v.clone().into());
            }
        };
    match answer {
        Answer::Drawn {
            file,
            alt,
            texts,
            natural,
            warnings,
        } => {
            map.insert("file".into(), file.clone().into());
            map.insert("alt".into(), alt.clone().into());
            map.insert("natural".into(), (*natural).into());
            put(&mut map, "author", &texts.author);
            put(&mut map, "source", &texts.source);
            put(&mut map, "award", &texts.award);
            put(&mut map, "dedication", &texts.dedication);
            put(&mut map, "stipulation", &texts.stipulation);
            put(&mut map, "condition", &texts.condition);
            put(&mut map, "twins", &texts.twins);
            put(&mut map, "count", &texts.count);
            put(&mut map, "legend", &texts.legend);
            put(&mut map, "caption", &texts.caption);
            if !warnings.is_empty() {
                map.insert("warnings".into(), warnings.clone().into());
            }
        }
        Answer::Failed { message, warnings } => {
            map.insert("error".into(), message.clone().into());
            if !warnings.is_empty() {
                map.insert("warnings".into(), warnings.clone().into());
            }
        }
    }
    serde_json::Value::Object(map)
}

/// The diagrams of an earlier index, when it was written by this version
/// of the program: each entry that names an image must still have it in
/// `folder`.
fn earlier(folder: &Path) -> serde_json::Map<String, serde_json::Value> {
    let Ok(text) = std::fs::read_to_string(folder.join("index.json")) else {
        return serde_json::Map::new();
    };
    let Ok(serde_json::Value::Object(mut index)) = serde_json::from_str(&text) else {
        return serde_json::Map::new();
    };
    let same = index.get("forsythe").and_then(|v| v.as_str()) == Some(env!("CARGO_PKG_VERSION"))
        && index.get("format").and_then(serde_json::Value::as_u64) == Some(u64::from(FORMAT));
    let Some(serde_json::Value::Object(diagrams)) = index.remove("diagrams") else {
        return serde_json::Map::new();
    };
    if !same {
        return serde_json::Map::new();
    }
    diagrams
        .into_iter()
        .filter(|(_, e)| match e.get("file") {
            Some(f) => f
                .as_str()
                .is_some_and(|f| is_image_name(f) && folder.join(f).is_file()),
            None => e.get("error").is_some(),
        })
        .collect()
}

/// Whether `name` is the name of an image this program writes
/// (`fen-0123456789ab.svg`).
fn is_image_name(name: &str) -> bool {
    name.strip_prefix("fen-")
        .and_then(|r| r.strip_suffix(".svg"))
        .is_some_and(|h| h.len() == 12 && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The documents an entry is for.
fn documents(entry: &serde_json::Value) -> Vec<String> {
    entry
        .get("documents")
        .and_then(|d| d.as_array())
        .map(|d| {
            d.iter()
                .filter_map(|x| x.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// `entry` with `documents` as the documents it is for.
fn with_documents(mut entry: serde_json::Value, documents: Vec<String>) -> serde_json::Value {
    if let serde_json::Value::Object(map) = &mut entry {
        map.insert("documents".into(), documents.into());
    }
    entry
}

/// A document's name in the index: its path from the root, with `/`.
fn document_name(root: &Path, file: &Path) -> String {
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let (root, file) = (canonical(root), canonical(file));
    file.strip_prefix(&root)
        .unwrap_or(&file)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The run over a set of documents.
struct Indexing<'r> {
    reporter: &'r Reporter,
    drawer: Drawer<'r>,
    root: PathBuf,
    folder: PathBuf,
    earlier: serde_json::Map<String, serde_json::Value>,
    diagrams: BTreeMap<String, serde_json::Value>,
    /// The document being read (its name in the index).
    document: String,
    written: HashSet<PathBuf>,
    /// The files being read, outermost first (an inclusion of one of them
    /// is a circle).
    reading: Vec<PathBuf>,
    all_drawn: bool,
}

impl Indexing<'_> {
    fn problem(&mut self, source: &SourceText, problem: &ArgumentError, key: Option<&str>) {
        let msgs = &self.reporter.msgs;
        let message = msgs.get(problem.id, &[("key", s(&problem.key))]);
        let note = Note {
            severity: Severity::Error,
            message: message.clone(),
            hint: None,
            place: Some((problem.at, vec![Span::new(0, problem.len)])),
        };
        let index = LineIndex::new(&source.text);
        let previous = self.reporter.file.replace(Some(source.name.clone()));
        emit(self.reporter, &note, &index, &|o| o, problem.at);
        self.reporter.file.replace(previous);
        self.all_drawn = false;
        if let Some(key) = key {
            let answer = Answer::Failed {
                message,
                warnings: Vec::new(),
            };
            self.diagrams
                .entry(key.to_owned())
                .or_insert_with(|| entry(&answer));
            self.claim(key);
        }
    }

    /// Marks the entry of `key` as one of the document's.
    fn claim(&mut self, key: &str) {
        if let Some(e) = self.diagrams.get_mut(key) {
            let mut docs = documents(e);
            if !docs.contains(&self.document) {
                docs.push(self.document.clone());
            }
            *e = with_documents(e.take(), docs);
        }
    }

    fn diagram(&mut self, source: &SourceText, diagram: DocumentDiagram, key: String) {
        if self.diagrams.contains_key(&key) {
            self.claim(&key);
            return;
        }
        if let Some(e) = self.earlier.get(&key).filter(|e| e.get("file").is_some()) {
            self.diagrams
                .insert(key.clone(), with_documents(e.clone(), Vec::new()));
            self.claim(&key);
            return;
        }
        let answer = super::draw(
            &mut self.drawer,
            self.reporter,
            source,
            diagram,
            &self.folder,
            &mut self.written,
        );
        self.all_drawn &= matches!(answer, Answer::Drawn { .. });
        self.diagrams.insert(key.clone(), entry(&answer));
        self.claim(&key);
    }

    /// Reads one file and what it includes, with `defaults` in force.
    fn file(&mut self, path: &Path, defaults: &mut Vec<(String, String)>) {
        let name = path.display().to_string();
        let text = match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(t) => t,
                Err(e) => {
                    let offset = e.utf8_error().valid_up_to();
                    let msg = format!(
                        "{name}: {}",
                        self.reporter
                            .msgs
                            .get("err-not-utf8", &[("offset", crate::app::i18n::n(offset))])
                    );
                    self.reporter.emit(Severity::Error, &msg, None, None);
                    self.all_drawn = false;
                    return;
                }
            },
            Err(e) => {
                let msg = self.reporter.msgs.get(
                    "err-read-input",
                    &[
                        ("path", s(&name)),
                        ("reason", s(self.reporter.io_reason(&e))),
                    ],
                );
                self.reporter.emit(Severity::Error, &msg, None, None);
                self.all_drawn = false;
                return;
            }
        };
        let here = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.reading.push(here);
        let source = SourceText { name, text };
        for item in scan(&source.text) {
            match item {
                Scanned::Raw { at, text_at, text } => {
                    let (diagram, key) = raw(&text, text_at, at, defaults);
                    self.diagram(&source, diagram, key);
                }
                Scanned::Call { at, args } => match call(&args, at, defaults) {
                    Ok((diagram, key)) => self.diagram(&source, diagram, key),
                    Err(p) => self.problem(&source, &p, None),
                },
                Scanned::Defaults { args, .. } => {
                    let (d, problems) = self::defaults(&args);
                    for p in &problems {
                        self.problem(&source, p, None);
                    }
                    *defaults = d;
                }
                Scanned::Include { at, path: included } => {
                    let target = match included.strip_prefix('/') {
                        Some(inside) => self.root.join(inside),
                        None => path.parent().unwrap_or(Path::new("")).join(&included),
                    };
                    let canonical =
                        std::fs::canonicalize(&target).unwrap_or_else(|_| target.clone());
                    if self.reading.contains(&canonical) {
                        let p = ArgumentError {
                            id: "typst-include-circle",
                            key: included.clone(),
                            at,
                            len: "include".len(),
                        };
                        self.problem(&source, &p, None);
                    } else {
                        self.file(&target, defaults);
                    }
                }
            }
        }
        self.reading.pop();
    }
}

/// `forsythe typst FILE...`: draws every diagram of the documents (and of
/// the files they include) into `ROOT/forsythe-images/` and writes the
/// index there. The root is the first document's folder unless given.
///
/// # Errors
/// [`Fatal::Failed`] when the index cannot be written.
pub fn run(files: &[PathBuf], root: Option<&Path>, reporter: &Reporter) -> Result<bool, Fatal> {
    let root = match root {
        Some(r) => r.to_path_buf(),
        None => match files.first().and_then(|f| f.parent()) {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        },
    };
    let folder = root.join(IMAGES);
    let mut run = Indexing {
        reporter,
        drawer: Drawer::new(reporter, Format::Svg, Vec::new()).by(crate::settings::Way::Document),
        earlier: earlier(&folder),
        root,
        folder,
        diagrams: BTreeMap::new(),
        document: String::new(),
        written: HashSet::new(),
        reading: Vec::new(),
        all_drawn: true,
    };
    let mut names = Vec::new();
    for file in files {
        run.document = document_name(&run.root, file);
        names.push(run.document.clone());
        let mut defaults = Vec::new();
        run.file(file, &mut defaults);
    }
    // The diagrams of other documents in the same index stay.
    for (key, e) in std::mem::take(&mut run.earlier) {
        let others: Vec<String> = documents(&e)
            .into_iter()
            .filter(|d| !names.contains(d))
            .collect();
        if others.is_empty() {
            continue;
        }
        match run.diagrams.get_mut(&key) {
            Some(now) => {
                let mut docs = documents(now);
                docs.extend(others);
                docs.sort();
                docs.dedup();
                *now = with_documents(now.take(), docs);
            }
            None => {
                run.diagrams.insert(key, with_documents(e, others));
            }
        }
    }

    let index = serde_json::json!({
        "forsythe": env!("CARGO_PKG_VERSION"),
        "format": FORMAT,
        "diagrams": run.diagrams,
    });
    let mut text = serde_json::to_string_pretty(&index).unwrap_or_default();
    text.push('\n');
    let path = run.folder.join("index.json");
    let written = crate::app::files::create_folder(&run.folder)
        .map_err(std::io::Error::other)
        .and_then(|()| crate::app::files::write_if_changed(&path, text.as_bytes()));
    if let Err(e) = written {
        let msg = reporter.msgs.get(
            "err-write-output",
            &[
                ("path", s(path.display())),
                ("reason", s(reporter.io_reason(&e))),
            ],
        );
        reporter.emit(Severity::Error, &msg, None, None);
        return Err(Fatal::Failed);
    }
    prune(&run.folder, &run.diagrams);
    Ok(run.all_drawn)
}

/// Removes the images of the folder that no diagram of the index shows
/// any longer (only files named as this program names them).
fn prune(folder: &Path, diagrams: &BTreeMap<String, serde_json::Value>) {
    let used: HashSet<&str> = diagrams
        .values()
        .filter_map(|e| e.get("file").and_then(|f| f.as_str()))
        .collect();
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if is_image_name(&name) && !used.contains(name.as_ref()) {
            // An image left behind does no harm: a failure is not reported.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raws(text: &str) -> Vec<String> {
        scan(text)
            .into_iter()
            .filter_map(|i| match i {
                Scanned::Raw { text, .. } => Some(text),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn raw_blocks_of_diagrams_are_found() {
        let doc = "= Title\n```fen\n8/8/8/4k3/8/8/8/4K3 w\n```\n\
                   ```rust\nfn main() {}\n```\n\
                   // ```fen\n// not this\n\n/* ```fen\nnor this\n``` */\n\
                   #figure([```chess\nfen: 8/8\n```], caption: [A `fen` word])\n\
                   See https://example.org/x and `inline`.\n\
                   ````forsythe\n```\n````\n";
        assert_eq!(
            raws(doc),
            ["\n8/8/8/4k3/8/8/8/4K3 w\n", "\nfen: 8/8\n", "\n```\n"]
        );
    }

    #[test]
    fn calls_and_defaults_are_read() {
        let doc = "#import \"forsythe.typ\": *\n\
                   #show: forsythe-blocks.with(theme: \"print\", size: 300, width: 5cm)\n\
                   A #forsythe(\"8/8/8/4k3/8/8/8/4K3 w\", flip: true, arrows: (\"e2e4\", \"d7d5:red\"), caption: \"Say \\\"hi\\\"\") here.\n\
                   #let x = 3\n#forsythe(\"8/8\", size: x)\n";
        let items = scan(doc);
        assert_eq!(items.len(), 3, "{items:?}");
        let Scanned::Defaults { args, .. } = &items[0] else {
            panic!("{items:?}")
        };
        let (d, problems) = defaults(args);
        assert!(problems.is_empty());
        assert_eq!(
            d,
            [
                ("theme".into(), "print".into()),
                ("size".into(), "300".into())
            ]
        );
        let Scanned::Call { args, at } = &items[1] else {
            panic!("{items:?}")
        };
        let (diagram, key) = call(args, *at, &d).unwrap();
        assert_eq!(
            key,
            "fen: 8/8/8/4k3/8/8/8/4K3 w\nflip: yes\narrows: e2e4, d7d5:red\ncaption: Say \"hi\"\n@\ntheme: print\nsize: 300"
        );
        let flip = &diagram.options[0];
        assert_eq!(&doc[flip.key_at..flip.key_at + 4], "flip");
        assert_eq!(&doc[flip.value_at..flip.value_at + 4], "true");
        let record = &diagram.body.as_ref().unwrap()[0];
        assert_eq!(&doc[record.value_at..record.value_at + 5], "8/8/8");
        let Scanned::Call { args, at } = &items[2] else {
            panic!("{items:?}")
        };
        let p = call(args, *at, &d).unwrap_err();
        assert_eq!((p.id, p.key.as_str()), ("typst-not-literal", "size"));
        assert_eq!(&doc[p.at..p.at + p.len], "size");
    }

    #[test]
    fn keys_are_the_packages() {
        // Typst gives a raw block's text without its first line break and
        // its common indentation; the key is the same either way.
        assert_eq!(
            key("\n  fen: 8/8\n    size: 3\n  ", &[]),
            key("fen: 8/8\n  size: 3", &[])
        );
        assert_eq!(key("fen: 8/8", &[]), "fen: 8/8\n@");
        assert_eq!(ArgValue::Float(1.0).text().as_deref(), Some("1"));
        assert_eq!(ArgValue::Float(0.5).text().as_deref(), Some("0.5"));
        assert_eq!(
            ArgValue::Array(vec![ArgValue::Int(2), ArgValue::Bool(false)])
                .text()
                .as_deref(),
            Some("2, no")
        );
        assert_eq!(ArgValue::Array(vec![ArgValue::Other]).text(), None);
    }

    #[test]
    fn includes_and_code_are_followed() {
        let doc = "#include \"chapter.typ\"\n#{\n  let d = forsythe(\"8/8\")\n  include \"/x.typ\"\n}\n\
                   #if true { forsythe(\"k7\") } else [```fen\n8\n```]\n";
        let kinds: Vec<String> = scan(doc)
            .iter()
            .map(|i| match i {
                Scanned::Include { path, .. } => format!("include {path}"),
                Scanned::Call { .. } => "call".into(),
                Scanned::Raw { .. } => "raw".into(),
                Scanned::Defaults { .. } => "defaults".into(),
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "include chapter.typ",
                "call",
                "include /x.typ",
                "call",
                "raw"
            ]
        );
    }
}
