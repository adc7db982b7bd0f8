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
    let mut out = Vec::new();
    let mut current: Option<Found> = None;
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let word = info.split_whitespace().next().unwrap_or("");
                if infos.iter().any(|i| i.eq_ignore_ascii_case(word)) {
                    current = Some(Found {
                        range: trim_line_end(text, range),
                        content: String::new(),
                        segments: Vec::new(),
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
