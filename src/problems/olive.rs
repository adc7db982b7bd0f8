//! YACPDB and olive problem collections: YAML documents, one problem each,
//! separated by `---` (a file that is one YAML list of problems is read
//! too).
//!
//! Exactly what is read, field by field:
//! - `algebraic`: `white`, `black` and `neutral`, each a list of pieces as
//!   Popeye writes them in English (`Ke1`, `Sa2`, `Pag7`, `Royal Zf3`:
//!   attributes first, then a one- or two-letter code and the square);
//! - `stipulation` (and `non-standard-stipulation`, which, when given, is
//!   the line drawn; the Popeye stipulation is then kept);
//! - `authors` (a list, any script; one name alone is read too);
//! - `source`: `name`, `issue` and `date` (`year`, `month`, `day`, or a
//!   text such as `1996-07`); its `volume`, `round`, `problemid` and
//!   `pagenumber` are kept;
//! - `award`: `distinction`, and the tourney's name when it is not the
//!   source's (`ditto`); the judges are kept;
//! - `twins`: `b: Move e1 e2`, `c: Continued Exchange a2 h7`, in Popeye's
//!   words, in file order; a twin `a` makes the diagram a zero position;
//! - `options`: Popeye's solving options (`SetPlay`, `Defence 1`) go to
//!   [`Problem::options`], everything else (`AntiCirce`, `Madrasi`) is a
//!   fairy condition;
//! - `solution`, `keywords`, `comments` (the remark), `id`, `title`,
//!   `dedication`;
//! - olive's older fields: `source` as one text, `source-id`
//!   (`issue/number`), `date`, `distinction`;
//! - `glyphs`: the picture a kind of piece is drawn with, by its code
//!   (`g: q2`, `nh: s1`): one of olive's glyph letters (`k`, `q`, `r`, `b`,
//!   `s` or `n`, `p`, `e` the equihopper, `o` the circle) and a turn
//!   counted as in YACPDB's piece codes (`1` a quarter turn to the left, `2`
//!   upside down, `3` to the right). The letters of pictures drawn here
//!   in the piece's own shape (`a`, `f`, `w`, `d`, `x`) change only the
//!   turn. Every piece of that kind is drawn so, the twins' pieces too;
//! - anything else (`reprints`, `foreignids`, `version-of`, …) is
//!   kept in [`Problem::kept`], written as YAML's flow style.
//!
//! Nothing is an error: broken YAML, a piece that cannot be read, a value
//! of the wrong kind is a [`Warning`] with its line and column, and reading
//! goes on with what could be read (a broken document up to its fault, and
//! the documents after it).

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, ScalarStyle};

use super::{
    Collection, Problem, Source, TwinChange, Warning, WarningKind, popeye::read_twin,
    popeye::square8,
};
use crate::board::Attribute;
use crate::board::{Board, Cell, Fairy, Shape, Side, Turn, WalkLanguage};
use crate::notation::Dialect;

/// How deeply lists and mappings may nest; deeper ones are passed over.
const MAX_DEPTH: usize = 32;

/// How many nodes the aliases of one document may repeat in all.
const MAX_ALIASED: usize = 10_000;

/// How much of a value a warning quotes.
const QUOTE: usize = 40;

/// A YAML value as read: scalars are kept as written (a year stays `1965`,
/// a stipulation `#2`), only the plain empty ones are nothing.
#[derive(Debug, Clone)]
enum Value {
    Null,
    Text(String),
    List(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

/// A value and where it starts (line and column from 1); `quoted` when its
/// text begins one character after that (`"…"`, `'…'`).
#[derive(Debug, Clone)]
struct Node {
    value: Value,
    line: usize,
    column: usize,
    quoted: bool,
    /// It ends on the line it starts on.
    one_line: bool,
}

impl Node {
    fn size(&self) -> usize {
        match &self.value {
            Value::Null | Value::Text(_) => 1,
            Value::List(items) => 1 + items.iter().map(Node::size).sum::<usize>(),
            Value::Map(pairs) => {
                1 + pairs
                    .iter()
                    .map(|(k, v)| k.size() + v.size())
                    .sum::<usize>()
            }
        }
    }

    fn text(&self) -> Option<&str> {
        match &self.value {
            Value::Text(t) => Some(t),
            _ => None,
        }
    }

    /// The node as YAML's flow style writes it (`[a, b]`, `{k: v}`), a
    /// scalar as it is.
    fn flat(&self) -> String {
        match &self.value {
            Value::Null => String::new(),
            Value::Text(t) => t.clone(),
            Value::List(items) => {
                let items: Vec<String> = items.iter().map(Node::flat).collect();
                format!("[{}]", items.join(", "))
            }
            Value::Map(pairs) => {
                let pairs: Vec<String> = pairs
                    .iter()
                    .map(|(k, v)| format!("{}: {}", k.flat(), v.flat()))
                    .collect();
                format!("{{{}}}", pairs.join(", "))
            }
        }
    }

    /// A short quotation of the node for a warning.
    fn quote(&self) -> String {
        let flat = self.flat();
        let mut out: String = flat.chars().take(QUOTE).collect();
        if flat.chars().count() > QUOTE {
            out.push('…');
        }
        out
    }

    fn warn(&self, kind: WarningKind, warnings: &mut Vec<Warning>) {
        warnings.push(Warning {
            kind,
            line: self.line,
            column: self.column,
        });
    }

    /// Where the character `index` (from 0) of a one-line scalar's text
    /// is; for a scalar over several lines (folded, or a block), where the
    /// scalar starts.
    fn at(&self, index: usize) -> (usize, usize) {
        if self.one_line {
            (self.line, self.column + usize::from(self.quoted) + index)
        } else {
            (self.line, self.column)
        }
    }
}

/// A list or mapping being read.
enum Open {
    List(Node, Vec<Node>, usize),
    Map(Node, Vec<(Node, Node)>, Option<Node>, usize),
}

/// Builds the documents of one piece of the file from the parser's events.
struct Builder {
    open: Vec<Open>,
    roots: Vec<Node>,
    /// The anchored nodes by anchor, with their sizes.
    anchors: HashMap<usize, (Node, usize)>,
    aliased: usize,
    /// The depth of the lists and mappings being passed over, too deep.
    skipping: usize,
    skip_start: Option<Node>,
    told_too_complex: bool,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            open: Vec::new(),
            roots: Vec::new(),
            anchors: HashMap::new(),
            aliased: 0,
            skipping: 0,
            skip_start: None,
            told_too_complex: false,
        }
    }

    /// A node is complete: it goes into the list or mapping it is in, or
    /// is a document.
    fn done(&mut self, node: Node, anchor: usize) {
        if anchor != 0 {
            let size = node.size();
            if size <= MAX_ALIASED {
                self.anchors.insert(anchor, (node.clone(), size));
            }
        }
        match self.open.last_mut() {
            None => self.roots.push(node),
            Some(Open::List(_, items, _)) => items.push(node),
            Some(Open::Map(_, pairs, key, _)) => match key.take() {
                None => *key = Some(node),
                Some(k) => pairs.push((k, node)),
            },
        }
    }

    fn start(&mut self, node: Node, list: bool, anchor: usize, warnings: &mut Vec<Warning>) {
        if self.skipping > 0 || self.open.len() >= MAX_DEPTH {
            if self.skipping == 0 {
                if !self.told_too_complex {
                    node.warn(WarningKind::TooComplex, warnings);
                    self.told_too_complex = true;
                }
                self.skip_start = Some(node);
            }
            self.skipping += 1;
            return;
        }
        self.open.push(if list {
            Open::List(node, Vec::new(), anchor)
        } else {
            Open::Map(node, Vec::new(), None, anchor)
        });
    }

    fn end(&mut self) {
        if self.skipping > 0 {
            self.skipping -= 1;
            if self.skipping == 0
                && let Some(mut node) = self.skip_start.take()
            {
                node.value = Value::Null;
                self.done(node, 0);
            }
            return;
        }
        match self.open.pop() {
            Some(Open::List(mut node, items, anchor)) => {
                node.value = Value::List(items);
                self.done(node, anchor);
            }
            Some(Open::Map(mut node, mut pairs, key, anchor)) => {
                if let Some(k) = key {
                    let null = Node {
                        value: Value::Null,
                        ..k.clone()
                    };
                    pairs.push((k, null));
                }
                node.value = Value::Map(pairs);
                self.done(node, anchor);
            }
            None => {}
        }
    }

    fn scalar(&mut self, node: Node, anchor: usize) {
        if self.skipping == 0 {
            self.done(node, anchor);
        }
    }

    fn alias(&mut self, mut node: Node, id: usize, warnings: &mut Vec<Warning>) {
        if self.skipping > 0 {
            return;
        }
        match self.anchors.get(&id) {
            Some((t, size)) if self.aliased + size <= MAX_ALIASED => {
                self.aliased += size;
                node.value = t.value.clone();
            }
            Some(_) if !self.told_too_complex => {
                node.warn(WarningKind::TooComplex, warnings);
                self.told_too_complex = true;
            }
            Some(_) => {}
            None => {}
        }
        self.done(node, 0);
    }

    /// Closes what the fault left open.
    fn close(&mut self) {
        while self.skipping > 0 {
            self.end();
        }
        while !self.open.is_empty() {
            self.end();
        }
    }
}

/// The byte ranges and first lines of the file's documents: each `---`
/// line begins one (the directives and comments above it go with it), and a
/// `...` line ends one, so that a fault in one document leaves the others
/// readable.
fn pieces(text: &str) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut start_line = 1;
    let mut content = false;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let bare = line.trim_end_matches(['\n', '\r']);
        let marker = |m: &str| {
            bare.strip_prefix(m)
                .is_some_and(|r| r.is_empty() || r.starts_with([' ', '\t']))
        };
        if marker("---") {
            if content {
                out.push((start, offset, start_line));
                start = offset;
                start_line = i + 1;
            }
            content = true;
        } else if marker("...") {
            out.push((start, offset + line.len(), start_line));
            start = offset + line.len();
            start_line = i + 2;
            content = false;
        } else {
            let t = bare.trim();
            if !(t.is_empty() || t.starts_with('#') || (t.starts_with('%') && !content)) {
                content = true;
            }
        }
        offset += line.len();
    }
    if content {
        out.push((start, text.len(), start_line));
    }
    out
}

/// The YAML documents of the file, with where each starts, and the faults
/// met reading them.
fn documents(text: &str, warnings: &mut Vec<Warning>) -> Vec<Node> {
    let mut out = Vec::new();
    for (from, to, first_line) in pieces(text) {
        let Some(piece) = text.get(from..to) else {
            continue;
        };
        // Lines and columns counted from the parser's character index, a
        // line ending at each `\n` only (the parser also breaks lines at a
        // lone `\r`, which no editor shows as one).
        let starts: Vec<usize> = std::iter::once(0)
            .chain(
                piece
                    .chars()
                    .enumerate()
                    .filter(|&(_, c)| c == '\n')
                    .map(|(i, _)| i + 1),
            )
            .collect();
        let chars = piece.chars().count();
        // A place past its line's end (the parser's index and our lines
        // may disagree on odd characters) is put at the line's end.
        let place = |index: usize| {
            let line = starts.partition_point(|&s| s <= index).max(1);
            let start = starts.get(line - 1).copied().unwrap_or(0);
            let end = starts.get(line).map_or(chars, |&next| next - 1);
            let column = index.min(end).saturating_sub(start) + 1;
            (line - 1 + first_line, column)
        };
        let mut b = Builder::new();
        for event in Parser::new_from_str(piece) {
            let (event, span) = match event {
                Ok(e) => e,
                Err(e) => {
                    let (line, column) = place(e.marker().index());
                    warnings.push(Warning {
                        kind: WarningKind::Syntax {
                            message: e.info().to_owned(),
                        },
                        line,
                        column,
                    });
                    break;
                }
            };
            let (line, column) = place(span.start.index());
            let mut node = Node {
                value: Value::Null,
                line,
                column,
                quoted: false,
                one_line: place(span.end.index()).0 == line,
            };
            match event {
                Event::Scalar(text, style, anchor, _) => {
                    node.quoted =
                        matches!(style, ScalarStyle::SingleQuoted | ScalarStyle::DoubleQuoted);
                    let null = style == ScalarStyle::Plain
                        && matches!(&*text, "" | "~" | "null" | "Null" | "NULL");
                    if !null {
                        node.value = Value::Text(text.into_owned());
                    }
                    b.scalar(node, anchor);
                }
                Event::SequenceStart(anchor, _) => b.start(node, true, anchor, warnings),
                Event::MappingStart(anchor, _) => b.start(node, false, anchor, warnings),
                Event::SequenceEnd | Event::MappingEnd => b.end(),
                Event::Alias(id) => b.alias(node, id, warnings),
                Event::StreamEnd => break,
                Event::Nothing
                | Event::StreamStart
                | Event::DocumentStart(_)
                | Event::DocumentEnd => {}
            }
        }
        b.close();
        out.append(&mut b.roots);
    }
    out
}

/// The first word of each of Popeye's solving options, in lower case:
/// every other entry of `options` is a fairy condition.
const POPEYE_OPTIONS: [&str; 40] = [
    "beep",
    "castling",
    "defence",
    "duplex",
    "enpassant",
    "goalisend",
    "halfduplex",
    "intelligent",
    "keepmatingpiece",
    "lastcapture",
    "maxflightsquares",
    "maxsolutions",
    "maxthreatlength",
    "maxtime",
    "movenumbers",
    "mutuallyexclusivecastling",
    "noblackking",
    "noboard",
    "nocastling",
    "noshortvariations",
    "nothreat",
    "nowhiteking",
    "nobk",
    "nowk",
    "nontrivial",
    "nullmoves",
    "postkeyplay",
    "quodlibet",
    "setplay",
    "solveinmoves",
    "startmovenumber",
    "stoponshortsolutions",
    "suppressgrid",
    "threat",
    "try",
    "variation",
    "whitetoplay",
    "writegrid",
    "intelligentmode",
    "halfduplexsetplay",
];

fn is_popeye_option(entry: &str) -> bool {
    entry
        .split_whitespace()
        .next()
        .is_some_and(|w| POPEYE_OPTIONS.contains(&w.to_lowercase().as_str()))
}

/// An attribute YACPDB writes before a piece (`Royal`, `HalfNeutral`,
/// `Bul`), in any case.
fn attribute(word: &str) -> Option<Attribute> {
    let lower = word.to_lowercase();
    Attribute::ALL.into_iter().find(|a| a.name() == lower)
}

/// What one problem document is being read into.
struct Reading<'w> {
    problem: Problem,
    warnings: &'w mut Vec<Warning>,
    tourney: Option<String>,
    source_id: Option<String>,
    date: Option<String>,
    distinction: Option<String>,
    non_standard: Option<String>,
    /// `glyphs`: the piece a code reads as, and the picture it is drawn
    /// with instead (no shape: its own shape, turned).
    glyphs: Vec<(Fairy, Option<Shape>, Option<Turn>)>,
}

impl Reading<'_> {
    fn keep(&mut self, key: &str, node: &Node) {
        self.problem.kept.push((key.to_owned(), node.flat()));
    }

    /// A value that must be text (a number is text too).
    fn text(&mut self, field: &str, node: &Node) -> Option<String> {
        match &node.value {
            Value::Text(t) => Some(t.trim().to_owned()),
            Value::Null => {
                node.warn(
                    WarningKind::MissingValue {
                        keyword: field.to_owned(),
                    },
                    self.warnings,
                );
                None
            }
            _ => {
                self.bad(field, node);
                None
            }
        }
    }

    fn bad(&mut self, field: &str, node: &Node) {
        node.warn(
            WarningKind::BadValue {
                field: field.to_owned(),
                found: node.quote(),
            },
            self.warnings,
        );
    }

    /// A mapping's pairs; nothing, with a warning unless the value is
    /// empty, for any other value.
    fn map<'n>(&mut self, field: &str, node: &'n Node) -> Option<&'n [(Node, Node)]> {
        match &node.value {
            Value::Map(pairs) => Some(pairs),
            Value::Null => None,
            _ => {
                self.bad(field, node);
                None
            }
        }
    }

    /// A list of texts; one text alone is a list of one.
    fn texts(&mut self, field: &str, node: &Node) -> Vec<String> {
        match &node.value {
            Value::Null => Vec::new(),
            Value::Text(t) => vec![t.trim().to_owned()],
            Value::List(items) => items
                .iter()
                .filter_map(|item| match &item.value {
                    Value::Text(t) => Some(t.trim().to_owned()),
                    Value::Null => None,
                    _ => {
                        self.bad(field, item);
                        None
                    }
                })
                .filter(|t| !t.is_empty())
                .collect(),
            Value::Map(_) => {
                self.bad(field, node);
                Vec::new()
            }
        }
    }

    fn field(&mut self, key: &Node, value: &Node) {
        let Some(name) = key.text() else {
            self.bad("key", key);
            return;
        };
        let name = name.trim().to_lowercase();
        match name.as_str() {
            "algebraic" => self.algebraic(value),
            "stipulation" => {
                if let Some(s) = self.text("stipulation", value) {
                    self.problem.stipulation = Some(s);
                }
            }
            "non-standard-stipulation" => {
                self.non_standard = self.text("non-standard-stipulation", value);
            }
            "authors" | "author" => {
                let authors = self.texts("authors", value);
                self.problem.authors.extend(authors);
            }
            "source" => self.source(value),
            "award" => self.award(value),
            "distinction" => self.distinction = self.text("distinction", value),
            "source-id" => self.source_id = self.text("source-id", value),
            "date" => self.date = date(value),
            "twins" => self.twins(value),
            "options" => {
                for entry in self.texts("options", value) {
                    if is_popeye_option(&entry) {
                        self.problem.options.push(entry);
                    } else {
                        self.problem.conditions.push(entry);
                    }
                }
            }
            "solution" => self.problem.solution = self.text("solution", value),
            "keywords" => {
                let keywords = self.texts("keywords", value);
                self.problem.keywords.extend(keywords);
            }
            "comments" => {
                let comments = self.texts("comments", value);
                if !comments.is_empty() {
                    self.problem.remark = Some(comments.join("\n"));
                }
            }
            "id" => self.problem.id = self.text("id", value),
            "title" => self.problem.title = self.text("title", value),
            "dedication" => self.problem.dedication = self.text("dedication", value),
            "glyphs" => self.glyphs(value),
            _ => self.keep(&name, value),
        }
    }

    fn algebraic(&mut self, node: &Node) {
        let Some(pairs) = self.map("algebraic", node) else {
            return;
        };
        for (key, list) in pairs {
            let side = match key.text().map(|k| k.trim().to_lowercase()).as_deref() {
                Some("white") => Side::White,
                Some("black") => Side::Black,
                Some("neutral") => Side::Neutral,
                _ => {
                    key.warn(
                        WarningKind::UnknownAttribute { word: key.quote() },
                        self.warnings,
                    );
                    continue;
                }
            };
            let items: Vec<&Node> = match &list.value {
                Value::List(items) => items.iter().collect(),
                Value::Text(_) => vec![list],
                Value::Null => Vec::new(),
                Value::Map(_) => {
                    self.bad(key.text().unwrap_or("algebraic"), list);
                    continue;
                }
            };
            for item in items {
                match item.text() {
                    Some(t) => self.piece(item, t, side),
                    None => self.bad(key.text().unwrap_or("algebraic"), item),
                }
            }
        }
    }

    /// One piece: attributes, then the code and the square (`Royal Zf3`).
    fn piece(&mut self, node: &Node, text: &str, side: Side) {
        let mut attributes = Vec::new();
        let words: Vec<(usize, &str)> = words(text);
        let Some(((last_at, last), before)) = words.split_last().map(|(l, b)| (*l, b)) else {
            self.bad("algebraic", node);
            return;
        };
        for &(at, word) in before {
            match attribute(word) {
                Some(a) => {
                    if !attributes.contains(&a) {
                        attributes.push(a);
                    }
                }
                None => {
                    let (line, column) = node.at(at);
                    self.warnings.push(Warning {
                        kind: WarningKind::UnknownAttribute {
                            word: word.to_owned(),
                        },
                        line,
                        column,
                    });
                }
            }
        }
        let (line, column) = node.at(last_at);
        let chars: Vec<char> = last.chars().collect();
        let warn = |kind, warnings: &mut Vec<Warning>| {
            warnings.push(Warning { kind, line, column });
        };
        if chars.len() < 3 || chars.len() > 4 {
            let kind = if chars.iter().any(char::is_ascii_digit) {
                WarningKind::BadSquare {
                    text: last.to_owned(),
                }
            } else {
                WarningKind::MissingSquare {
                    piece: last.to_owned(),
                }
            };
            warn(kind, self.warnings);
            return;
        }
        let split = chars.len() - 2;
        let code: String = chars[..split].iter().collect();
        let square: String = chars[split..].iter().collect::<String>().to_lowercase();
        let Some(square) = square8(&square) else {
            warn(
                WarningKind::BadSquare {
                    text: last.to_owned(),
                },
                self.warnings,
            );
            return;
        };
        let cell = match crate::notation::fairy::popeye_piece(
            &code,
            &Dialect::POPEYE,
            WalkLanguage::English,
        ) {
            Some(f) => Cell::fairy(Fairy { side, ..f }),
            None => {
                warn(
                    WarningKind::UnknownPiece { code: code.clone() },
                    self.warnings,
                );
                Cell::Unknown(code.chars().next().unwrap_or('?'))
            }
        };
        if !matches!(self.problem.board.get(square), Some(Cell::Empty) | None) {
            warn(WarningKind::SquareTwice { square }, self.warnings);
        }
        self.problem.board.set(square, cell);
        if attributes.is_empty() {
            self.problem.attributes.remove(&square);
        } else {
            self.problem.attributes.insert(square, attributes);
        }
    }

    fn source(&mut self, node: &Node) {
        let pairs = match &node.value {
            Value::Text(t) => {
                self.problem.source = Some(Source::line(t));
                return;
            }
            Value::Null => return,
            Value::List(_) => {
                self.bad("source", node);
                return;
            }
            Value::Map(pairs) => pairs,
        };
        let mut source = Source::default();
        for (key, value) in pairs {
            let name = key.text().unwrap_or_default().trim().to_lowercase();
            match name.as_str() {
                "name" => {
                    if let Some(t) = self.text("name", value) {
                        source.name = t;
                    }
                }
                "issue" => source.issue = self.text("issue", value),
                "date" => source.date = date(value),
                _ => self.keep(&format!("source.{name}"), value),
            }
        }
        self.problem.source = Some(source);
    }

    fn award(&mut self, node: &Node) {
        let pairs = match &node.value {
            Value::Text(t) => {
                self.problem.award = Some(t.trim().to_owned());
                return;
            }
            Value::Null => return,
            Value::List(_) => {
                self.bad("award", node);
                return;
            }
            Value::Map(pairs) => pairs,
        };
        for (key, value) in pairs {
            let name = key.text().unwrap_or_default().trim().to_lowercase();
            match name.as_str() {
                "distinction" => self.distinction = self.text("distinction", value),
                "tourney" => match &value.value {
                    Value::Text(t) if t.trim().eq_ignore_ascii_case("ditto") => {}
                    Value::Text(t) => self.tourney = Some(t.trim().to_owned()),
                    Value::Map(tourney) => {
                        for (k, v) in tourney {
                            let k = k.text().unwrap_or_default().trim().to_lowercase();
                            if k == "name" {
                                self.tourney = self
                                    .text("tourney", v)
                                    .filter(|t| !t.eq_ignore_ascii_case("ditto"));
                            } else {
                                self.keep(&format!("award.tourney.{k}"), v);
                            }
                        }
                    }
                    _ => self.bad("tourney", value),
                },
                _ => self.keep(&format!("award.{name}"), value),
            }
        }
    }

    fn twins(&mut self, node: &Node) {
        let Some(pairs) = self.map("twins", node) else {
            return;
        };
        for (label, value) in pairs {
            let Some(text) = value.text() else {
                value.warn(
                    WarningKind::BadTwin {
                        text: value.quote(),
                    },
                    self.warnings,
                );
                continue;
            };
            if label.text().is_some_and(|l| l.trim() == "a")
                && !self.problem.kept.iter().any(|(k, _)| k == "zeroposition")
            {
                // The diagram is no position to solve: twin a) is the first.
                self.problem
                    .kept
                    .push(("zeroposition".into(), String::new()));
            }
            // YACPDB writes a mirror's axis with spaces too.
            let text = text.replace(" <-->", "<-->").replace("<--> ", "<-->");
            let (twin, warnings) = read_twin(&text);
            for w in warnings {
                let (line, column) = if w.line == 1 {
                    value.at(w.column - 1)
                } else {
                    (value.line, value.column)
                };
                self.warnings.push(Warning { line, column, ..w });
            }
            if !twin.changes.is_empty() {
                self.problem.twins.push(twin);
            }
        }
    }

    /// `glyphs`: a mapping from piece codes to olive's glyphs (`g: q2`).
    fn glyphs(&mut self, node: &Node) {
        let Some(pairs) = self.map("glyphs", node) else {
            return;
        };
        for (key, value) in pairs {
            let code = key.text().unwrap_or_default().trim();
            let Some(piece) =
                crate::notation::fairy::popeye_piece(code, &Dialect::POPEYE, WalkLanguage::English)
            else {
                // No piece code: what it would draw is unknown.
                self.bad("glyphs", key);
                continue;
            };
            match value.text().and_then(glyph) {
                Some((shape, turn)) => self.glyphs.push((piece, shape, turn)),
                // `g:` with nothing after it names its code.
                None if matches!(value.value, Value::Null) => value.warn(
                    WarningKind::MissingValue {
                        keyword: code.to_owned(),
                    },
                    self.warnings,
                ),
                None => self.bad("glyphs", value),
            }
        }
    }

    /// A cell drawn with the glyph the file gives its kind of piece, if any
    /// (the last one given for that kind).
    fn dress(&self, cell: Cell) -> Cell {
        match cell.as_fairy() {
            Some(f) => Cell::fairy(self.dress_piece(f)),
            None => cell,
        }
    }

    fn dress_piece(&self, f: Fairy) -> Fairy {
        let kind = |f: Fairy| Fairy {
            side: Side::White,
            ..f
        };
        match self
            .glyphs
            .iter()
            .rev()
            .find(|(k, _, _)| kind(*k) == kind(f))
        {
            Some(&(_, shape, turn)) => {
                let shape = shape.unwrap_or(f.shape);
                let turn = match turn {
                    Some(t) => t,
                    // A shape drawn only at right angles stands upright
                    // rather than keep a knight's eighth.
                    None if f.turn.is_right_angle() || shape.turns_by_eighths() => f.turn,
                    None => Turn::Up,
                };
                Fairy { shape, turn, ..f }
            }
            None => f,
        }
    }

    /// Draws the board's pieces and the twins' with the file's glyphs.
    fn apply_glyphs(&mut self) {
        if self.glyphs.is_empty() {
            return;
        }
        let cells: Vec<_> = self.problem.board.cells().collect();
        for (square, cell) in cells {
            let dressed = self.dress(cell);
            if dressed != cell {
                self.problem.board.set(square, dressed);
            }
        }
        let mut twins = std::mem::take(&mut self.problem.twins);
        for twin in &mut twins {
            for change in &mut twin.changes {
                match change {
                    TwinChange::Add { cell, .. } => *cell = self.dress(*cell),
                    TwinChange::Substitute { from, to } => {
                        *from = self.dress_piece(*from);
                        *to = self.dress_piece(*to);
                    }
                    _ => {}
                }
            }
        }
        self.problem.twins = twins;
    }

    /// The fields that need the others: olive's own `distinction`,
    /// `source-id` and `date`, the award's tourney, and the non-standard
    /// stipulation (the Popeye one is kept), and the glyphs.
    fn finish(mut self) -> Problem {
        self.apply_glyphs();
        if let Some(text) = self.non_standard.take() {
            let popeye = self.problem.stipulation.replace(text).unwrap_or_default();
            self.problem.kept.push(("stipulation".into(), popeye));
        }
        if let Some(id) = self.source_id.take() {
            let s = self.problem.source.get_or_insert_with(Source::default);
            if s.issue.is_none() {
                s.issue = Some(id);
            } else {
                self.problem.kept.push(("source-id".into(), id));
            }
        }
        if let Some(date) = self.date.take() {
            let s = self.problem.source.get_or_insert_with(Source::default);
            if s.date.is_none() {
                s.date = Some(date);
            } else {
                self.problem.kept.push(("date".into(), date));
            }
        }
        if self.problem.award.is_none() {
            let source = self.problem.source.as_ref().map(|s| s.name.as_str());
            let tourney = self.tourney.take().filter(|t| Some(t.as_str()) != source);
            self.problem.award = match (self.distinction.take(), tourney) {
                (Some(d), Some(t)) => Some(format!("{d}, {t}")),
                (Some(d), None) => Some(d),
                (None, Some(t)) => Some(t),
                (None, None) => None,
            };
        }
        self.problem
    }
}

/// One of olive's glyphs (`q`, `s1`, `e2`): its shape, if it is one drawn
/// here, and its turn (none: the piece keeps its own).
fn glyph(text: &str) -> Option<(Option<Shape>, Option<Turn>)> {
    let text = text.trim().to_lowercase();
    let mut chars = text.chars();
    let shape = match chars.next()? {
        'k' => Some(Shape::King),
        'q' => Some(Shape::Queen),
        'r' => Some(Shape::Rook),
        'b' => Some(Shape::Bishop),
        's' | 'n' => Some(Shape::Knight),
        'p' => Some(Shape::Pawn),
        'e' => Some(Shape::Equihopper),
        'o' => Some(Shape::Circle),
        'a' | 'f' | 'w' | 'd' | 'x' => None,
        _ => return None,
    };
    let turn = match (chars.next(), chars.next()) {
        // A picture of its own stands upright; the piece's own shape keeps
        // its own turn.
        (None, _) => shape.map(|_| Turn::Up),
        // Counted as the digits of YACPDB's piece codes (`(S1)`) are:
        // counter-clockwise.
        (Some('1'), None) => Some(Turn::Left),
        (Some('2'), None) => Some(Turn::Down),
        (Some('3'), None) => Some(Turn::Right),
        _ => return None,
    };
    Some((shape, turn))
}

/// The words of a text with the index (in characters) each starts at.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (index, (b, c)) in text.char_indices().enumerate() {
        if c.is_whitespace() {
            if let Some((s, i)) = start.take() {
                out.push((i, &text[s..b]));
            }
        } else if start.is_none() {
            start = Some((b, index));
        }
    }
    if let Some((s, i)) = start {
        out.push((i, &text[s..]));
    }
    out
}

/// A date: `{year: 1965, month: 2}` as `1965-02`, a text as written.
fn date(node: &Node) -> Option<String> {
    match &node.value {
        Value::Text(t) => Some(t.trim().to_owned()),
        Value::Map(pairs) => {
            let part = |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| k.text().is_some_and(|k| k.trim() == name))
                    .and_then(|(_, v)| v.text())
                    .map(str::trim)
            };
            let mut out = part("year")?.to_owned();
            for name in ["month", "day"] {
                let Some(p) = part(name) else { break };
                if p.len() == 1 {
                    out.push_str(&format!("-0{p}"));
                } else {
                    out.push('-');
                    out.push_str(p);
                }
            }
            Some(out)
        }
        Value::Null | Value::List(_) => None,
    }
}

fn empty_board() -> Board {
    // 8×8 is always a size.
    Board::empty(8, 8).unwrap_or_else(|_| Board::standard())
}

fn problem(node: &Node, warnings: &mut Vec<Warning>) -> Option<Problem> {
    let pairs = match &node.value {
        Value::Map(pairs) => pairs,
        Value::Null => return None,
        _ => {
            node.warn(
                WarningKind::NotAProblem {
                    found: node.quote(),
                },
                warnings,
            );
            return None;
        }
    };
    let mut problem = Problem::new(empty_board());
    problem.line = node.line;
    let mut r = Reading {
        problem,
        warnings,
        tourney: None,
        source_id: None,
        date: None,
        distinction: None,
        non_standard: None,
        glyphs: Vec::new(),
    };
    let mut has_pieces = false;
    for (key, value) in pairs {
        has_pieces |= key
            .text()
            .is_some_and(|k| k.trim().eq_ignore_ascii_case("algebraic"));
        r.field(key, value);
    }
    if !has_pieces {
        node.warn(WarningKind::NoPieces, r.warnings);
    }
    Some(r.finish())
}

/// Reads a YACPDB or olive collection: every problem in it, and what could
/// not be read.
///
/// ```
/// use forsythe::problems::read_olive;
/// let text = "---\nauthors:\n  - Петров, Иван\nstipulation: \"#2\"\n\
///             algebraic:\n  white: [Kg6, Qh1]\n  black: [Kh8]\n";
/// let c = read_olive(text);
/// assert_eq!(c.problems.len(), 1);
/// assert_eq!(c.problems[0].board.to_string(), "7k/8/6K1/8/8/8/8/7Q");
/// assert_eq!(c.problems[0].authors, ["Петров, Иван"]);
/// assert_eq!(c.problems[0].stipulation.as_deref(), Some("#2"));
/// assert!(c.warnings.is_empty());
/// ```
#[must_use]
pub fn read_olive(text: &str) -> Collection {
    let text = text.trim_start_matches('\u{feff}');
    let mut warnings = Vec::new();
    let mut problems = Vec::new();
    for doc in documents(text, &mut warnings) {
        match &doc.value {
            Value::List(items) if items.iter().all(|i| matches!(i.value, Value::Map(_))) => {
                for item in items {
                    problems.extend(problem(item, &mut warnings));
                }
            }
            _ => problems.extend(problem(&doc, &mut warnings)),
        }
    }
    warnings.sort_by_key(|w| (w.line, w.column));
    Collection { problems, warnings }
}

/// The fields that only a problem collection begins with.
const FIRST_FIELDS: [&str; 12] = [
    "algebraic",
    "authors",
    "stipulation",
    "twins",
    "solution",
    "keywords",
    "award",
    "distinction",
    "source-id",
    "intended-solutions",
    "non-standard-stipulation",
    "foreignids",
];

/// Fields that begin a collection after a `---` line.
const MORE_FIELDS: [&str; 14] = [
    "source",
    "date",
    "options",
    "comments",
    "reprints",
    "version-of",
    "versionists",
    "after",
    "correctors",
    "correction-of",
    "anticipated-by",
    "glyphs",
    "id",
    "ash",
];

/// Whether a line (trimmed) is a YACPDB field as a collection's first line
/// has it: `algebraic:`, `authors:`, `stipulation: "#2"`, … at the start;
/// after a `---` line (`after_marker`) any field of a problem.
#[must_use]
pub fn is_olive_field(line: &str, after_marker: bool) -> bool {
    let line = line.strip_prefix("- ").unwrap_or(line);
    let Some((key, rest)) = line.split_once(':') else {
        return false;
    };
    (rest.is_empty() || rest.starts_with(' '))
        && (FIRST_FIELDS.contains(&key) || (after_marker && MORE_FIELDS.contains(&key)))
}

/// Whether a line is YAML's document start: `---`, alone or with a value
/// after a space (not a border of dashes, `--- ---`).
#[must_use]
pub fn is_document_start(line: &str) -> bool {
    line.strip_prefix("---").is_some_and(|r| {
        r.is_empty() || (r.starts_with([' ', '\t']) && !r.trim_start().starts_with('-'))
    })
}

/// Whether `text` is a YACPDB or olive collection: its first line that is
/// neither blank nor a comment, after any `---`, is a problem's field.
///
/// ```
/// use forsythe::problems::is_olive;
/// assert!(is_olive("---\nauthors:\n  - Loyd, Samuel\n"));
/// assert!(is_olive("# my problems\nalgebraic:\n  white: [Ke1]\n"));
/// assert!(!is_olive("beginproblem\n"));
/// assert!(!is_olive("source: elsewhere\n"));
/// ```
#[must_use]
pub fn is_olive(text: &str) -> bool {
    let mut after_marker = false;
    for line in text.trim_start_matches('\u{feff}').lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with('%') {
            continue;
        }
        if is_document_start(t) {
            after_marker = true;
            continue;
        }
        return is_olive_field(t, after_marker);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap_or_else(|| panic!("{s}"))
    }

    #[test]
    fn documents_split_at_their_markers_and_keep_their_lines() {
        let text = "%YAML 1.2\n---\na: 1\n---\nb: [x, y]\n...\n# end\n";
        assert_eq!(pieces(text), vec![(0, 19, 1), (19, 37, 4)]);
        let mut w = Vec::new();
        let docs = documents(text, &mut w);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(docs.len(), 2);
        assert_eq!((docs[1].line, docs[1].column), (5, 1));
        assert_eq!(docs[1].flat(), "{b: [x, y]}");
    }

    #[test]
    fn a_piece_with_attributes_and_a_fairy_walk() {
        let c = read_olive(
            "algebraic:\n  white: [Ka1, Sa2, Pag7]\n  black: [Royal Zf3, Qh8]\n  neutral: [HurdleColourChanging Ga5]\n",
        );
        assert_eq!(c.warnings, vec![]);
        let p = &c.problems[0];
        assert_eq!(p.attributes.get(&sq("f3")), Some(&vec![Attribute::Royal]));
        assert_eq!(
            p.attributes.get(&sq("a5")),
            Some(&vec![Attribute::HurdleColourChanging])
        );
        let g = p.board.get(sq("a5")).and_then(Cell::as_fairy);
        assert_eq!(g.map(|g| g.side), Some(Side::Neutral));
        assert_eq!(p.board.to_string(), "7q/6?1/8/?7/8/5?2/N7/K7");
    }

    #[test]
    fn glyphs_draw_each_kind_of_piece_the_twins_too() {
        let c = read_olive(
            "algebraic:\n  white: [Ka1, Ga2, Qd1, ROd4]\n  black: [Kh8, Nb3]\n\
             twins:\n  b: Add black Gc3\n  c: Substitute G N\n\
             glyphs:\n  g: s3\n  Q: q2\n  n: e\n  ro: x1\n  zz: q\n  s: y9\n  b:\n",
        );
        let p = &c.problems[0];
        let at = |s: &str| p.board.get(sq(s)).and_then(Cell::as_fairy);
        let grasshopper = crate::board::Walk::from_code("g", WalkLanguage::English);
        let drawn = |f: Option<Fairy>| f.map(|f| (f.shape, f.turn));
        assert_eq!(drawn(at("a2")), Some((Shape::Knight, Turn::Right)));
        assert_eq!(at("a2").and_then(|f| f.walk), grasshopper);
        assert_eq!(drawn(at("d1")), Some((Shape::Queen, Turn::Down)));
        assert!(matches!(p.board.get(sq("d1")), Some(Cell::Fairy(_))));
        assert_eq!(drawn(at("b3")), Some((Shape::Equihopper, Turn::Up)));
        // `x`: the rose keeps its own shape, turned left.
        let rose = crate::board::Walk::from_code("ro", WalkLanguage::English);
        let rose_shape = rose.map(crate::board::Walk::shape);
        assert_eq!(drawn(at("d4")), rose_shape.map(|s| (s, Turn::Left)));
        // The orthodox king has no glyph and stays as it was.
        assert!(matches!(p.board.get(sq("a1")), Some(Cell::Piece(_))));
        let TwinChange::Add { cell, .. } = &p.twins[0].changes[0] else {
            panic!("{:?}", p.twins[0]);
        };
        assert_eq!(drawn(cell.as_fairy()), Some((Shape::Knight, Turn::Right)));
        let TwinChange::Substitute { from, to } = &p.twins[1].changes[0] else {
            panic!("{:?}", p.twins[1]);
        };
        assert_eq!((from.shape, from.turn), (Shape::Knight, Turn::Right));
        assert_eq!((to.shape, to.turn), (Shape::Equihopper, Turn::Up));
        let found: Vec<_> = c
            .warnings
            .iter()
            .map(|w| (&w.kind, w.line, w.column))
            .collect();
        assert_eq!(
            found,
            vec![
                (
                    &WarningKind::BadValue {
                        field: "glyphs".into(),
                        found: "zz".into()
                    },
                    12,
                    3
                ),
                (
                    &WarningKind::BadValue {
                        field: "glyphs".into(),
                        found: "y9".into()
                    },
                    13,
                    6
                ),
                (
                    &WarningKind::MissingValue {
                        keyword: "b".into()
                    },
                    14,
                    4
                ),
            ]
        );
        assert!(p.kept.iter().all(|(k, _)| k != "glyphs"), "{:?}", p.kept);
    }

    #[test]
    fn deep_nesting_is_cut_not_recursed() {
        for nest in [
            format!("x:\n  {}y\n", "- ".repeat(5000)),
            format!("x: {}{}\n", "[".repeat(200), "]".repeat(200)),
        ] {
            let c = read_olive(&format!("{nest}algebraic: {{white: [Ke1]}}\n"));
            assert_eq!(c.problems.len(), 1);
            assert_eq!(
                c.warnings.iter().map(|w| &w.kind).collect::<Vec<_>>(),
                [&WarningKind::TooComplex]
            );
            assert_eq!(c.problems[0].board.to_string(), "8/8/8/8/8/8/8/4K3");
        }
    }

    #[test]
    fn aliases_repeat_up_to_a_bound() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..10 {
            let prev = i - 1;
            text.push_str(&format!(
                "a{i}: &a{i} [*a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}]\n"
            ));
        }
        text.push_str("stipulation: \"#2\"\n");
        let c = read_olive(&text);
        assert_eq!(c.problems.len(), 1);
        assert_eq!(c.problems[0].stipulation.as_deref(), Some("#2"));
        assert!(c.warnings.iter().any(|w| w.kind == WarningKind::TooComplex));
    }

    /// Issue 44, finding 8: a lone CR is no line end where warnings are
    /// placed; lines end at `\n` (and `\r\n`) only, as editors show them.
    #[test]
    fn a_lone_cr_does_not_count_as_a_line() {
        // The parser meets the end of the file, after the one `\n`, on
        // line 2 (it counted 5).
        let c = read_olive("stipulation: x\r\r\rbad: [\n");
        let places: Vec<_> = c.warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(places, [(1, 1), (2, 1)], "{:?}", c.warnings);
        let c = read_olive("stipulation: \"#2\"\r\nalgebraic:\r\n  white: [Kz9]\r\n");
        assert_eq!(c.warnings.len(), 1, "{:?}", c.warnings);
        assert_eq!((c.warnings[0].line, c.warnings[0].column), (3, 11));
    }

    /// A word of a scalar folded over several lines is placed where the
    /// scalar starts, never past the end of a line (found by fuzzing).
    #[test]
    fn a_word_of_a_folded_scalar_is_placed_at_its_start() {
        let c = read_olive("algebraic:\n  white: Ka1 Sb2\n    authors\n");
        let places: Vec<_> = c
            .warnings
            .iter()
            .map(|w| (&w.kind, w.line, w.column))
            .collect();
        // One piece, `authors`, with two words before it taken for its
        // attributes: all said where the scalar starts.
        let word = |w: &str| WarningKind::UnknownAttribute { word: w.into() };
        let missing = WarningKind::MissingSquare {
            piece: "authors".into(),
        };
        assert_eq!(
            places,
            [
                (&word("Ka1"), 2, 10),
                (&word("Sb2"), 2, 10),
                (&missing, 2, 10)
            ]
        );
    }

    /// Places after letters of several bytes are counted in characters;
    /// a syntax error at the end of the file is on its last line (found by
    /// fuzzing: it was put past the line's end).
    #[test]
    fn places_after_wide_letters_stay_on_their_lines() {
        let c = read_olive("authors: [Ärger, Ödön]\nalgebraic:\n  white: [Kz9]\n");
        let places: Vec<_> = c.warnings.iter().map(|w| (w.line, w.column)).collect();
        assert_eq!(places, [(3, 11)], "{:?}", c.warnings);
        let text = "%--\u{fffd}\u{fffd}\u{fffd}x\n---\nau\u{0}gc3";
        let c = read_olive(text);
        for w in &c.warnings {
            let line = text.split('\n').nth(w.line - 1).unwrap_or("");
            assert!(w.column <= line.chars().count() + 1, "{w:?}");
        }
    }
}
