//! Finding diagram blocks in a Markdown document, and writing the document
//! back with some of them replaced and every other byte as it was.
//!
//! The blocks are found by a CommonMark parser (the one mdBook uses), so a
//! fence inside an indented code block, an HTML block or another fenced
//! block is not taken for one, and blocks inside list items and block
//! quotes are found with the bytes they cover.
//!
//! A block that an earlier run replaced keeps its source in the document,
//! in an HTML comment before what was drawn from it, and a closing comment
//! after it:
//!
//! ````markdown
//! <!-- forsythe
//! ```fen
//! 8/8/8/4k3/8/8/8/4K3 w -&#45; 0 1
//! ```
//! -->
//! ![White to move. …](images/fen-c347b121ed3c.svg)
//! <!-- /forsythe -->
//! ````
//!
//! Such a kept block is found as well, and the whole of it (both comments
//! and what lies between them) is what a replacement replaces. Inside the
//! comment, `&` is written `&amp;` and every `-` that follows a `-` is
//! written `&#45;`, so that the block's text can never end the comment.

use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

use crate::app::block::notes::LineIndex;

/// The first line of the comment that keeps a block's source.
pub const KEPT_BEGIN: &str = "<!-- forsythe";

/// The line after what was drawn from a kept block.
pub const KEPT_END: &str = "<!-- /forsythe -->";

/// A block's text made safe to stand inside an HTML comment: `&` becomes
/// `&amp;` and a `-` right after a `-` becomes `&#45;`, so that no `--`
/// (and so no `-->`) is left. [`unescape_comment`] undoes it.
#[must_use]
pub fn escape_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous = None;
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '-' if previous == Some('-') => out.push_str("&#45;"),
            c => out.push(c),
        }
        previous = Some(c);
    }
    out
}

/// The text [`escape_comment`] was given. Any other `&` is left as it is,
/// so that a kept block edited by hand reads as it was typed.
#[must_use]
pub fn unescape_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        if let Some(r) = after.strip_prefix("&#45;") {
            out.push('-');
            rest = r;
        } else if let Some(r) = after.strip_prefix("&amp;") {
            out.push('&');
            rest = r;
        } else {
            out.push('&');
            rest = &after[1..];
        }
    }
    out.push_str(rest);
    out
}

/// A block's source kept in a comment, then `drawn` (what was drawn from
/// it), then the closing comment; lines end in `\n`.
#[must_use]
pub fn kept(source: &str, drawn: &str) -> String {
    let mut body = escape_comment(source);
    if !body.is_empty() && !body.ends_with('\n') {
        body.push('\n');
    }
    format!("{KEPT_BEGIN}\n{body}-->\n{drawn}\n{KEPT_END}")
}

/// A fenced block whose info string starts with one of the words asked for,
/// or a block kept by an earlier run.
#[derive(Debug, Clone)]
pub struct FencedBlock {
    /// The bytes from the opening fence to the end of the closing fence (the
    /// line end after it, and the container prefix before the opening fence,
    /// are not part of it); for a kept block, from its first comment to the
    /// end of its closing comment.
    pub range: Range<usize>,
    /// The block's text, with `\n` line ends and the container prefixes
    /// (`> `, list indentation) taken out.
    pub content: String,
    /// The block as written, from its opening fence to its closing fence,
    /// with `\n` line ends and without the container prefixes: what a kept
    /// block keeps.
    pub source: String,
    /// Pieces of `content` and where they stand in the document:
    /// (start in content, start in document, length, copied byte for byte).
    segments: Vec<(usize, usize, usize, bool)>,
    /// The block interrupts a paragraph (or a table) on the line before it.
    after_paragraph: bool,
    /// The line after the block starts a paragraph (or a thematic break, a
    /// heading, a table) that would continue one written in its place.
    before_paragraph: bool,
    /// The line after the block starts something in the same container.
    before_sibling: bool,
}

impl FencedBlock {
    /// The byte of the document where byte `offset` of the content stands.
    #[must_use]
    pub fn document_offset(&self, offset: usize) -> usize {
        let i = self
            .segments
            .partition_point(|(start, ..)| *start <= offset)
            .saturating_sub(1);
        match self.segments.get(i) {
            Some(&(start, doc, len, exact)) if exact && offset <= start + len => {
                doc + (offset - start)
            }
            Some(&(_, doc, _, _)) => doc,
            // An empty block: the line after the opening fence.
            None => self.range.start,
        }
    }
}

/// The extensions a document is read with: those every common site
/// generator understands, so that their syntax is not taken for blocks.
fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_YAML_STYLE_METADATA_BLOCKS
        | Options::ENABLE_PLUSES_DELIMITED_METADATA_BLOCKS
}

/// Every fenced block of `text` whose info string's first word is one of
/// `infos` (compared without regard to case), and every block kept by an
/// earlier run, in document order.
#[cfg(test)]
#[must_use]
pub fn find(text: &str, infos: &[String]) -> Vec<FencedBlock> {
    find_all(text, infos).0
}

/// Every fenced block of `text` whose info string's first word is one of
/// `infos`, and every kept block, as `find` gives them; and where each
/// comment starts that looks like a kept block but cannot be one (its comment never ends or holds no fenced
/// block, or the closing comment is missing): such a comment is left as it
/// is, and its author should be told.
#[must_use]
pub fn find_all(text: &str, infos: &[String]) -> (Vec<FencedBlock>, Vec<usize>) {
    let mut broken = Vec::new();
    let found = find_where(
        text,
        &|word| infos.iter().any(|i| i.eq_ignore_ascii_case(word)),
        Some(&mut broken),
    );
    (found, broken)
}

/// A kept block while it is read: its first comment, then what lies
/// between that and the closing comment.
struct Keeping {
    /// Where the first comment starts.
    start: usize,
    /// The comment's lines: as written (escaped), where each starts in the
    /// document, and whether it is the document's text byte for byte.
    lines: Vec<(String, usize, bool)>,
    /// The comment has ended (`-->`).
    closed: bool,
    /// The comment interrupts a paragraph.
    after_paragraph: bool,
}

impl Keeping {
    /// The kept block, ending at `end`, when its comment holds a fenced block.
    fn found(self, end: usize) -> Option<FencedBlock> {
        let mut kept = String::new();
        // Where each line starts in `kept` and in the document, and whether
        // the one is the other byte for byte.
        let mut lines: Vec<(usize, usize, bool)> = Vec::new();
        for (line, doc, exact) in &self.lines {
            let plain = unescape_comment(line);
            lines.push((kept.len(), *doc, *exact && plain == *line));
            kept.push_str(&plain);
        }
        let inner = find_where(&kept, &|_| true, None).into_iter().next()?;
        let mut segments = Vec::new();
        for &(content, at, len, exact) in &inner.segments {
            // A piece for each line it covers, placed in that line.
            let mut done = 0;
            loop {
                let pos = at + done;
                let i = lines
                    .partition_point(|(start, ..)| *start <= pos)
                    .saturating_sub(1);
                let Some(&(start, doc, line_exact)) = lines.get(i) else {
                    break;
                };
                let line_end = lines.get(i + 1).map_or(kept.len(), |l| l.0);
                let piece = line_end.saturating_sub(pos).min(len - done);
                let exact = exact && line_exact;
                let doc = if exact { doc + (pos - start) } else { doc };
                segments.push((content + done, doc, piece, exact));
                done += piece;
                if piece == 0 || done >= len {
                    break;
                }
            }
        }
        Some(FencedBlock {
            range: self.start..end,
            content: inner.content,
            source: inner.source,
            segments,
            after_paragraph: self.after_paragraph,
            before_paragraph: false,
            before_sibling: false,
        })
    }
}

/// The block as written: its opening fence line (`opening`, from the
/// fence on), `content`, and a closing fence like the opening one.
fn block_source(opening: &str, content: &str) -> String {
    let opening = opening.trim();
    let fence: String = opening
        .chars()
        .take_while(|c| *c == '`' || *c == '~')
        .collect();
    let mut out = format!("{opening}\n{content}");
    if !content.is_empty() && !content.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&fence);
    out.push('\n');
    out
}

/// The fenced blocks of `text` whose info string's first word `accept`s,
/// and, given `broken`, the blocks kept by an earlier run (with the start
/// of each comment that cannot be one put into `broken`).
fn find_where(
    text: &str,
    accept: &dyn Fn(&str) -> bool,
    broken: Option<&mut Vec<usize>>,
) -> Vec<FencedBlock> {
    let mut finder = Finder {
        text,
        accept,
        kept: broken.is_some(),
        broken,
        index: LineIndex::new(text),
        out: Vec::new(),
        current: None,
        current_chess: false,
        paragraph_end: None,
        after: None,
        keeping: None,
        html_first: None,
        kept_html_end: false,
    };
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        finder.event(event, range);
    }
    let keeping = finder.keeping.take();
    finder.give_up(keeping);
    finder.out
}

/// Finding blocks: what is known after each event of the parser.
struct Finder<'t, 'b> {
    text: &'t str,
    accept: &'b dyn Fn(&str) -> bool,
    /// Blocks kept by an earlier run are looked for.
    kept: bool,
    /// Where comments that cannot be kept blocks start.
    broken: Option<&'b mut Vec<usize>>,
    index: LineIndex<'t>,
    /// The blocks found.
    out: Vec<FencedBlock>,
    /// The fenced block being read.
    current: Option<FencedBlock>,
    /// The open block is a ```` ```chess ```` block: empty, it is the start
    /// position, as the note-taking apps' chess plugins draw it.
    current_chess: bool,
    /// The end of the paragraph that the previous event closed.
    paragraph_end: Option<usize>,
    /// The last block found, while the events after it are looked at: its
    /// index, and whether only its own end has been seen since.
    after: Option<(usize, bool)>,
    /// A kept block being read.
    keeping: Option<Keeping>,
    /// The next line of HTML is the first of its block, which interrupts a
    /// paragraph.
    html_first: Option<bool>,
    /// A kept block's closing comment was a line of the HTML block that is
    /// about to end (that end is not something after the block).
    kept_html_end: bool,
}

impl Finder<'_, '_> {
    /// The line (from 1) of byte `offset`.
    fn line(&self, offset: usize) -> usize {
        self.index.locate(offset).0
    }

    /// A comment that turned out to be no kept block.
    fn give_up(&mut self, keeping: Option<Keeping>) {
        if let (Some(k), Some(b)) = (keeping, self.broken.as_mut()) {
            b.push(k.start);
        }
    }

    /// Takes in one event of the parser.
    fn event(&mut self, event: Event<'_>, range: Range<usize>) {
        self.look_after(&event, &range);
        let previous_paragraph = self.paragraph_end.take();
        if open_text(&event) {
            self.paragraph_end = Some(range.end);
        }
        let interrupts = |finder: &Self, start: usize| {
            previous_paragraph
                .is_some_and(|end| finder.line(end.saturating_sub(1)) + 1 == finder.line(start))
        };
        // A kept block ends in the container it began in, with no other
        // block of code before its closing comment.
        if self.keeping.as_ref().is_some_and(|k| k.closed) && leaves_container(&event) {
            let keeping = self.keeping.take();
            self.give_up(keeping);
        }
        match event {
            Event::Start(Tag::HtmlBlock) if self.kept => {
                self.html_first = Some(interrupts(self, range.start));
            }
            Event::End(TagEnd::HtmlBlock) => {
                self.html_first = None;
                // A comment that never closed keeps nothing.
                if self.keeping.as_ref().is_some_and(|k| !k.closed) {
                    let keeping = self.keeping.take();
                    self.give_up(keeping);
                }
            }
            Event::Html(t) if self.kept => self.html(&t, range),
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let word = info.split_whitespace().next().unwrap_or("");
                if (self.accept)(word) {
                    let after_paragraph = interrupts(self, range.start);
                    self.open(range, after_paragraph);
                    self.current_chess = word.eq_ignore_ascii_case("chess");
                }
            }
            Event::Text(t) => {
                if let Some(block) = self.current.as_mut() {
                    let exact = self.text.get(range.clone()) == Some(&*t);
                    block
                        .segments
                        .push((block.content.len(), range.start, t.len(), exact));
                    block.content.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(mut block) = self.current.take() {
                    block.source = block_source(&block.source, &block.content);
                    if self.current_chess && block.content.trim().is_empty() {
                        block.content = format!("{}\n", crate::input::START_FEN);
                    }
                    self.found(block);
                }
            }
            _ => {}
        }
    }

    /// A block found: the events after it say what follows it.
    fn found(&mut self, block: FencedBlock) {
        self.out.push(block);
        self.after = Some((self.out.len() - 1, true));
    }

    /// Notes what starts on the line after the last block found, once the
    /// events of its own end are past.
    fn look_after(&mut self, event: &Event<'_>, range: &Range<usize>) {
        let Some((i, direct)) = self.after else {
            return;
        };
        if std::mem::take(&mut self.kept_html_end) && matches!(event, Event::End(TagEnd::HtmlBlock))
        {
            return;
        }
        if matches!(event, Event::End(_)) {
            self.after = Some((i, false));
            return;
        }
        // Whatever is not a container or a block that stands apart could
        // be taken into a paragraph (inline events are the text of a tight
        // list item's paragraph).
        let joins = match event {
            Event::Start(tag) => !matches!(
                tag,
                Tag::List(_)
                    | Tag::Item
                    | Tag::BlockQuote(_)
                    | Tag::CodeBlock(_)
                    | Tag::HtmlBlock
                    | Tag::FootnoteDefinition(_)
                    | Tag::MetadataBlock(_)
            ),
            Event::Html(_) => false,
            _ => true,
        };
        if self.line(range.start) == self.line(self.out[i].range.end) + 1 {
            self.out[i].before_paragraph = joins;
            self.out[i].before_sibling = direct;
        }
        self.after = None;
    }

    /// A fenced block of a word accepted starts at `range`.
    fn open(&mut self, range: Range<usize>, after_paragraph: bool) {
        let text = self.text;
        let opening = text[range.start..].split('\n').next().unwrap_or("");
        self.current = Some(FencedBlock {
            range: trim_line_end(text, range),
            content: String::new(),
            // The opening fence, until the block is read.
            source: opening.to_owned(),
            segments: Vec::new(),
            after_paragraph,
            before_paragraph: false,
            before_sibling: false,
        });
    }

    /// A line of HTML: perhaps the first comment of a kept block, a line of
    /// it, or its closing comment.
    fn html(&mut self, t: &str, range: Range<usize>) {
        let first = self.html_first.take();
        let exact = self.text.get(range.clone()) == Some(t);
        if let Some(after_paragraph) = first
            && t.trim_end() == KEPT_BEGIN
        {
            let keeping = self.keeping.take();
            self.give_up(keeping);
            self.keeping = Some(Keeping {
                start: range.start,
                lines: Vec::new(),
                closed: false,
                after_paragraph,
            });
        } else if let Some(k) = self.keeping.as_mut().filter(|k| !k.closed) {
            match t.find("-->") {
                Some(end) => {
                    let last = &t[..end];
                    if !last.trim().is_empty() {
                        k.lines.push((last.to_owned(), range.start, exact));
                    }
                    k.closed = true;
                }
                None => k.lines.push((t.to_owned(), range.start, exact)),
            }
        } else if t.trim() == KEPT_END
            && let Some(k) = self.keeping.take_if(|k| k.closed)
        {
            let start = k.start;
            match k.found(trim_line_end(self.text, range).end) {
                Some(found) => {
                    self.found(found);
                    self.kept_html_end = true;
                }
                None => self.give_up(Some(Keeping {
                    start,
                    lines: Vec::new(),
                    closed: true,
                    after_paragraph: false,
                })),
            }
        }
    }
}

/// Whether `event` ends text that a line written right after it would
/// continue: a paragraph, a table, or inline text (a tight list item's
/// paragraph).
fn open_text(event: &Event<'_>) -> bool {
    match event {
        Event::End(t) => matches!(
            t,
            TagEnd::Paragraph
                | TagEnd::Table
                | TagEnd::Emphasis
                | TagEnd::Strong
                | TagEnd::Strikethrough
                | TagEnd::Superscript
                | TagEnd::Subscript
                | TagEnd::Link
                | TagEnd::Image
        ),
        Event::Start(_) | Event::Rule | Event::Html(_) => false,
        _ => true,
    }
}

/// Whether `event` enters or leaves a container, or starts a block of
/// code: a kept block's closing comment cannot come after it.
fn leaves_container(event: &Event<'_>) -> bool {
    matches!(
        event,
        Event::Start(
            Tag::List(_)
                | Tag::Item
                | Tag::BlockQuote(_)
                | Tag::FootnoteDefinition(_)
                | Tag::CodeBlock(_)
        ) | Event::End(
            TagEnd::List(_) | TagEnd::Item | TagEnd::BlockQuote(_) | TagEnd::FootnoteDefinition
        )
    )
}

/// A block's range without the line end that ends it (a block that is not
/// closed runs to the end of its container, line end included).
fn trim_line_end(text: &str, range: Range<usize>) -> Range<usize> {
    let mut end = range.end;
    let bytes = text.as_bytes();
    if end > range.start && bytes.get(end - 1) == Some(&b'\n') {
        end -= 1;
        if end > range.start && bytes.get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
    }
    range.start..end
}

/// What replaces `block` in `text`: the bytes to replace and the text
/// (`new`, lines ending in `\n`) to put there, so that `new` stands as a
/// block of its own where the block stood. Each line after the first gets
/// the container's prefix and the document's line end. A blank line is added before it when the
/// block interrupted a paragraph, and after it when the next line would
/// otherwise continue it (for `html`, an HTML block, which takes in every
/// line up to a blank one). Added lines carry the container's `>` prefixes
/// and indentation, and the document's line end.
#[must_use]
pub fn replacement(
    text: &str,
    block: &FencedBlock,
    new: &str,
    html: bool,
) -> (Range<usize>, String) {
    let range = block.range.clone();
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let prefix: String = text[line_start..range.start]
        .chars()
        .map(|c| {
            if c == '>' || c.is_whitespace() {
                c
            } else {
                ' '
            }
        })
        .collect();
    let blank = prefix.trim_end();
    let eol = match text[range.start..].find('\n') {
        Some(i) if text[..range.start + i].ends_with('\r') => "\r\n",
        _ => "\n",
    };
    let mut out = String::with_capacity(new.len() + 16);
    let mut start = range.start;
    if block.after_paragraph {
        start = line_start;
        out.push_str(blank);
        out.push_str(eol);
        out.push_str(&prefix);
    }
    for (i, part) in new.split('\n').enumerate() {
        if i > 0 {
            out.push_str(eol);
            out.push_str(if part.is_empty() { blank } else { &prefix });
        }
        out.push_str(part);
    }
    if block.before_paragraph || (html && block.before_sibling) {
        out.push_str(eol);
        out.push_str(blank);
    }
    (start..range.end, out)
}

/// `text` with each range replaced by its text; the ranges are in order and
/// do not overlap. Every other byte is kept.
#[must_use]
pub fn replace(text: &str, replacements: &[(Range<usize>, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (range, new) in replacements {
        out.push_str(&text[at..range.start]);
        out.push_str(new);
        at = range.end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn infos() -> Vec<String> {
        vec!["fen".into(), "chess".into()]
    }

    #[test]
    fn blocks_at_the_top_level_in_lists_and_quotes() {
        let text = "Intro\n\n```fen\nabc\n  def\n```\n\n- item\n\n  ~~~~Chess x\n  one\n    two\n  ~~~~\n\
                    - > ```rust\n  > q\n  > ```\n\n> 1. ```fen\n>    k\n>    ```\n";
        let found = find(text, &infos());
        assert_eq!(found.len(), 3);
        assert_eq!(&text[found[0].range.clone()], "```fen\nabc\n  def\n```");
        assert_eq!(found[0].content, "abc\n  def\n");
        assert_eq!(found[1].content, "one\n  two\n");
        assert_eq!(&text[found[2].range.clone()], "```fen\n>    k\n>    ```");
        assert_eq!(found[2].content, "k\n");
        // Content offsets lead back to the document.
        let two = found[1].content.find("two").unwrap();
        assert_eq!(&text[found[1].document_offset(two)..][..3], "two");
        let k = found[2].document_offset(0);
        assert_eq!(&text[k..k + 1], "k");
    }

    #[test]
    fn crlf_and_unclosed_blocks() {
        let text = "A\r\n\r\n```fen\r\nabc\r\ndef\r\n```\r\n\r\n```fen\r\nopen\r\n";
        let found = find(text, &infos());
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].content, "abc\ndef\n");
        let d = found[0].document_offset(4);
        assert_eq!(&text[d..d + 3], "def");
        assert_eq!(&text[found[1].range.clone()], "```fen\r\nopen");
    }

    #[test]
    fn fences_that_are_not_blocks() {
        let text = "    ```fen\n    x\n    ```\n\n<div>\n\n```fen\ny\n```\n\n````md\n```fen\nz\n```\n````\n";
        let found = find(text, &infos());
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].content, "y\n");
    }

    /// The document with every diagram block replaced by `new`.
    fn replaced(text: &str, new: &str, html: bool) -> String {
        let found = find(text, &infos());
        let r: Vec<_> = found
            .iter()
            .map(|b| replacement(text, b, new, html))
            .collect();
        replace(text, &r)
    }

    #[test]
    fn a_replacement_stands_as_a_block_of_its_own() {
        // Blank lines around the block: nothing is added.
        assert_eq!(
            replaced("a\n\n```fen\nx\n```\n\nb\n", "IMG", false),
            "a\n\nIMG\n\nb\n"
        );
        // A block that interrupts a paragraph, and text right after it.
        assert_eq!(
            replaced("a\n```fen\nx\n```\nb\n", "IMG", false),
            "a\n\nIMG\n\nb\n"
        );
        assert_eq!(
            replaced("> a\r\n> ```fen\r\n> x\r\n> ```\r\nb\r\n", "IMG", false),
            "> a\r\n>\r\n> IMG\r\n>\r\nb\r\n"
        );
        // A thematic break right after would make the image a heading.
        assert_eq!(
            replaced("```fen\nx\n```\n---\n", "IMG", false),
            "IMG\n\n---\n"
        );
        // The next list item: no blank line, so a tight list stays tight.
        assert_eq!(
            replaced("- ```fen\n  x\n  ```\n- b\n", "IMG", false),
            "- IMG\n- b\n"
        );
        // HTML takes in the next line of its container, so it gets one.
        assert_eq!(
            replaced("```fen\nx\n```\n# h\n", "<div>", true),
            "<div>\n\n# h\n"
        );
        assert_eq!(
            replaced("- ```fen\n  x\n  ```\n- b\n", "<div>", true),
            "- <div>\n- b\n"
        );
        assert_eq!(
            replaced("1. ```fen\n   x\n   ```\n   b\n", "IMG", false),
            "1. IMG\n\n   b\n"
        );
        assert_eq!(
            replaced("- a *b*\n  ```fen\n  x\n  ```\n", "IMG", false),
            "- a *b*\n\n  IMG\n"
        );
        assert_eq!(
            replaced("| a |\n|---|\n| 1 |\n```fen\nx\n```\n", "IMG", false),
            "| a |\n|---|\n| 1 |\n\nIMG\n"
        );
        assert_eq!(
            replaced("# h\n```fen\nx\n```\n", "IMG", false),
            "# h\nIMG\n"
        );
    }

    #[test]
    fn replacing_keeps_every_other_byte() {
        let text = "a ```x``` b ```y``` c";
        assert_eq!(
            replace(text, &[(2..9, "1".into()), (12..19, "2".into())]),
            "a 1 b 2 c"
        );
    }

    #[test]
    fn comments_hold_any_text_and_give_it_back() {
        for text in [
            "8/8/8/4k3/8/8/8/4K3 w -- 0 1",
            "--> <!-- --!> ---- -",
            "a &#45; &amp; & b",
            "-\n-\n--\n",
            "",
        ] {
            let escaped = escape_comment(text);
            assert!(!escaped.contains("--"), "{escaped}");
            assert_eq!(unescape_comment(&escaped), text);
        }
        assert_eq!(escape_comment("w -- 0 1"), "w -&#45; 0 1");
        assert_eq!(escape_comment("--->"), "-&#45;&#45;>");
        assert_eq!(escape_comment("Q&A"), "Q&amp;A");
        // Typed by hand: a lone `&` and a `--` read as they are.
        assert_eq!(unescape_comment("Q&A -- &#45"), "Q&A -- &#45");
    }

    #[test]
    fn a_kept_block_is_found_with_its_source() {
        let block = "```fen black\n8/8/8/4k3/8/8/8/4K3 w -- 0 1\ncaption=\"-->\"\n```\n";
        let text = format!("a\n\n{}\n\nb\n", kept(block, "IMG"));
        assert_eq!(
            text,
            "a\n\n<!-- forsythe\n```fen black\n8/8/8/4k3/8/8/8/4K3 w -&#45; 0 1\n\
             caption=\"-&#45;>\"\n```\n-->\nIMG\n<!-- /forsythe -->\n\nb\n"
        );
        let found = find(&text, &infos());
        assert_eq!(found.len(), 1);
        let f = &found[0];
        assert_eq!(f.source, block);
        assert_eq!(f.content, "8/8/8/4k3/8/8/8/4K3 w -- 0 1\ncaption=\"-->\"\n");
        assert_eq!(
            &text[f.range.clone()],
            &text[3..text.len() - 4],
            "from the first comment to the end of the closing one"
        );
        // Content offsets lead back into the comment: exactly on a line
        // without escapes, at the start of a line with them.
        let caption = f.content.find("caption").unwrap();
        assert_eq!(&text[f.document_offset(caption)..][..7], "caption");
        let dashes = f.content.find("--").unwrap();
        assert_eq!(&text[f.document_offset(dashes)..][..3], "8/8");
    }

    #[test]
    fn broken_kept_blocks_are_left_alone() {
        let begin = "<!-- forsythe\n```fen\nk\n```\n-->\n";
        // No closing comment; a closing comment in another container; a
        // comment that never ends; a comment without a fenced block.
        for text in [
            format!("{begin}IMG\n"),
            format!(
                "- {}\n- IMG\n  <!-- /forsythe -->\n",
                begin.replace('\n', "\n  ")
            ),
            "<!-- forsythe\n```fen\nk\n```\nIMG\n<!-- /forsythe -->\n".to_owned(),
            "<!-- forsythe\nk\n-->\nIMG\n<!-- /forsythe -->\n".to_owned(),
        ] {
            let (found, broken) = find_all(&text, &infos());
            assert!(found.is_empty(), "{text}");
            assert_eq!(broken, [text.find("<!--").unwrap()], "{text}");
        }
        // The closing comment of one kept block does not close an earlier
        // one that lost its own.
        let text = format!("{begin}A\n\n{begin}B\n<!-- /forsythe -->\n");
        let found = find(&text, &infos());
        assert_eq!(found.len(), 1);
        assert!(text[found[0].range.clone()].ends_with("B\n<!-- /forsythe -->"));
    }

    /// The document with every diagram block replaced by `new` with its
    /// source kept.
    fn kept_replaced(text: &str, new: &str, html: bool) -> String {
        let found = find(text, &infos());
        let r: Vec<_> = found
            .iter()
            .map(|b| replacement(text, b, &kept(&b.source, new), html))
            .collect();
        replace(text, &r)
    }

    #[test]
    fn keeping_twice_changes_nothing() {
        let documents = [
            "a\n\n```fen\nx -- -->\n```\n\nb\n",
            "a\n```fen\nx\n```\nb\n",
            "> a\r\n> ```fen\r\n> x --\r\n>\r\n> y\r\n> ```\r\nb\r\n",
            "```fen\nx\n```\n---\n",
            "- ```fen\n  x\n  ```\n- b\n",
            "```fen\nx\n```\n# h\n",
            "1. ```fen\n   x\n   ```\n   b\n",
            "- a *b*\n  ```fen\n  x\n  ```\n",
            "| a |\n|---|\n| 1 |\n```fen\nx\n```\n",
            "~~~~Chess x\n  one\n~~~~\n```fen\nunclosed",
        ];
        for text in documents {
            for (new, html) in [("IMG", false), ("<div>", true)] {
                let once = kept_replaced(text, new, html);
                let twice = kept_replaced(&once, new, html);
                assert_eq!(once, twice, "{text:?}");
                let sources: Vec<String> =
                    find(text, &infos()).into_iter().map(|f| f.source).collect();
                let kept: Vec<String> = find(&once, &infos())
                    .into_iter()
                    .map(|f| f.source)
                    .collect();
                assert_eq!(sources, kept, "{once}");
                assert!(
                    find(&once, &infos())
                        .iter()
                        .all(|f| once[f.range.clone()].starts_with(KEPT_BEGIN))
                );
            }
        }
        assert_eq!(
            kept_replaced("> a\n> ```fen\n> x\n>\n> y\n> ```\nb\n", "IMG", false),
            "> a\n>\n> <!-- forsythe\n> ```fen\n> x\n>\n> y\n> ```\n> -->\n> IMG\n\
             > <!-- /forsythe -->\n>\nb\n"
        );
        assert_eq!(
            kept_replaced("- ```fen\n  x\n  ```\n- b\n", "IMG", false),
            "- <!-- forsythe\n  ```fen\n  x\n  ```\n  -->\n  IMG\n  <!-- /forsythe -->\n- b\n"
        );
    }

    #[test]
    fn lines_and_columns() {
        let text = "ab\r\nçd e\nlast";
        let index = LineIndex::new(text);
        assert_eq!(index.locate(0), (1, "ab", 0));
        assert_eq!(index.locate(8), (2, "çd e", 3));
        assert_eq!(index.locate(10), (3, "last", 0));
        assert_eq!(index.locate(99), (3, "last", 4));
    }
}
