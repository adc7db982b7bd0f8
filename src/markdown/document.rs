//! Finding diagram blocks in a Markdown document, and writing the document
//! back with some of them replaced and every other byte as it was.
//!
//! The blocks are found by a CommonMark parser (the one mdBook uses), so a
//! fence inside an indented code block, an HTML block or another fenced
//! block is not taken for one, and blocks inside list items and block
//! quotes are found with the bytes they cover.

use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

/// A fenced block whose info string starts with one of the words asked for.
#[derive(Debug, Clone)]
pub struct Found {
    /// The bytes from the opening fence to the end of the closing fence (the
    /// line end after it, and the container prefix before the opening fence,
    /// are not part of it).
    pub range: Range<usize>,
    /// The block's text, with `\n` line ends and the container prefixes
    /// (`> `, list indentation) taken out.
    pub content: String,
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

impl Found {
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
/// `infos` (compared without regard to case), in document order.
#[must_use]
pub fn find(text: &str, infos: &[String]) -> Vec<Found> {
    let index = LineIndex::new(text);
    let line = |offset: usize| index.locate(offset).0;
    let mut out: Vec<Found> = Vec::new();
    let mut current: Option<Found> = None;
    // The end of the paragraph that the previous event closed.
    let mut paragraph_end: Option<usize> = None;
    // The last block found, while the events after it are looked at: its
    // index, and whether only its own end has been seen since.
    let mut after: Option<(usize, bool)> = None;
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        if let Some((i, direct)) = after {
            let next_line = line(out[i].range.end) + 1;
            let starts = |out: &mut Vec<Found>, joins: bool| {
                if line(range.start) == next_line {
                    out[i].before_paragraph = joins;
                    out[i].before_sibling = direct;
                }
            };
            // Whatever is not a container or a block that stands apart
            // could be taken into a paragraph (inline events are the text
            // of a tight list item's paragraph).
            let joins = match &event {
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
            if matches!(event, Event::End(_)) {
                after = Some((i, false));
            } else {
                starts(&mut out, joins);
                after = None;
            }
        }
        let previous_paragraph = paragraph_end.take();
        // Text that a line written right after it would continue: a
        // paragraph, a table, or inline text (a tight list item's paragraph).
        let open_text = match &event {
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
        };
        if open_text {
            paragraph_end = Some(range.end);
        }
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let word = info.split_whitespace().next().unwrap_or("");
                if infos.iter().any(|i| i.eq_ignore_ascii_case(word)) {
                    let after_paragraph = previous_paragraph
                        .is_some_and(|end| line(end.saturating_sub(1)) + 1 == line(range.start));
                    current = Some(Found {
                        range: trim_line_end(text, range),
                        content: String::new(),
                        segments: Vec::new(),
                        after_paragraph,
                        before_paragraph: false,
                        before_sibling: false,
                    });
                }
            }
            Event::Text(t) => {
                if let Some(block) = current.as_mut() {
                    let exact = text.get(range.clone()) == Some(&*t);
                    block
                        .segments
                        .push((block.content.len(), range.start, t.len(), exact));
                    block.content.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(block) = current.take() {
                    out.push(block);
                    after = Some((out.len() - 1, true));
                }
            }
            _ => {}
        }
    }
    out
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
/// (`new`, one line) to put there, so that `new` stands as a block of its
/// own where the block stood. A blank line is added before it when the
/// block interrupted a paragraph, and after it when the next line would
/// otherwise continue it (for `html`, an HTML block, which takes in every
/// line up to a blank one). Added lines carry the container's `>` prefixes
/// and indentation, and the document's line end.
#[must_use]
pub fn replacement(text: &str, block: &Found, new: &str, html: bool) -> (Range<usize>, String) {
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
    out.push_str(new);
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

/// The lines of a document, to turn byte offsets into line numbers and
/// columns.
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// The lines of `text`.
    #[must_use]
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { text, starts }
    }

    /// The line (1-based) that byte `offset` is on, that line's text without
    /// its line end, and the offset's column in characters (0-based).
    #[must_use]
    pub fn locate(&self, offset: usize) -> (usize, &'a str, usize) {
        let offset = offset.min(self.text.len());
        let i = self
            .starts
            .partition_point(|s| *s <= offset)
            .saturating_sub(1);
        let start = self.starts[i];
        let end = self.starts.get(i + 1).map_or(self.text.len(), |e| e - 1);
        let line = &self.text[start..end.max(start)];
        let line = line.strip_suffix('\r').unwrap_or(line);
        let column = self
            .text
            .get(start..offset)
            .map_or(0, |before| before.chars().count());
        (i + 1, line, column)
    }
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
    fn lines_and_columns() {
        let text = "ab\r\nçd e\nlast";
        let index = LineIndex::new(text);
        assert_eq!(index.locate(0), (1, "ab", 0));
        assert_eq!(index.locate(8), (2, "çd e", 3));
        assert_eq!(index.locate(10), (3, "last", 0));
        assert_eq!(index.locate(99), (3, "last", 4));
    }
}
