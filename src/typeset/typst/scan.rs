//! The scanner: as much of Typst's syntax as finding the diagrams needs
//! (markup and code, comments, strings, raw text, content blocks, math).
//! It finds the raw blocks whose language is a diagram's, the calls of
//! `forsythe(…)` and `forsythe-blocks.with(…)` with the values written out
//! in them, and the files `#include`d, in the order they stand.

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
