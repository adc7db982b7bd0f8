//! What a block becomes in a Markdown document: the text that takes the
//! block's place (a link to its image, or inline SVG).

use std::path::{Component, Path, PathBuf};

/// The way from folder `from` to `to`, as a URL path with `/` (both are
/// made absolute first). `None` when there is no relative way (another
/// drive).
#[must_use]
pub fn relative_link(from: &Path, to: &Path) -> Option<String> {
    let from = absolute(from)?;
    let to = absolute(to)?;
    let from: Vec<Component<'_>> = from.components().collect();
    let to: Vec<Component<'_>> = to.components().collect();
    if from.first() != to.first() {
        return None;
    }
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_owned(); from.len() - common];
    parts.extend(
        to[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    Some(parts.join("/"))
}

/// `path` made absolute and free of `.` and `..` (as far as they can be
/// taken out without the file system).
fn absolute(path: &Path) -> Option<PathBuf> {
    let path = std::path::absolute(path).ok()?;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    Some(out)
}

/// A link to `name` under `prefix` (a URL or a relative path; empty for the
/// same folder). A link with spaces or parentheses is written in `<…>`.
#[must_use]
pub fn link(prefix: &str, name: &str) -> String {
    let prefix = prefix.trim_end_matches('/');
    let url = if prefix.is_empty() {
        name.to_owned()
    } else {
        format!("{prefix}/{name}")
    };
    if url.contains([' ', '(', ')', '<', '>']) {
        format!("<{}>", url.replace('<', "%3C").replace('>', "%3E"))
    } else {
        url
    }
}

/// `text` written so that Markdown shows it as it is inside `![…]`.
#[must_use]
pub fn markdown_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '[' | ']' | '*' | '_' | '`' | '<' | '>' | '&' | '!'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The Markdown image reference that replaces a block, followed by a
/// no-break space (`&nbsp;`): an image alone in its paragraph is a figure
/// to pandoc (and Quarto), which would show the alternative text, the
/// whole description, as its caption. With the space it is an image, the
/// description is its alternative text only, and every CommonMark reader
/// shows it as before.
#[must_use]
pub fn image_reference(alt: &str, url: &str) -> String {
    format!("![{}]({url})&nbsp;", markdown_escape(alt))
}

/// An SVG diagram as one line of HTML to put into a page: in a
/// `<div class="forsythe">`, with the alternative text as its label and every
/// `id` prefixed with `scope`, so that several diagrams on one page do not
/// share names. It keeps its width and height, but never grows wider than
/// the column (`max-width:100%`, the height following the `viewBox`), so a
/// phone's narrow screen shows the whole board.
#[must_use]
pub fn inline_svg(svg: &str, alt: &str, scope: &str) -> String {
    let label = crate::app::files::html_escape(alt);
    let mut body = String::with_capacity(svg.len() + 64);
    let mut rest = svg.trim();
    let patterns = ["id=\"", "href=\"#", "url(#"];
    loop {
        let next = patterns
            .iter()
            .filter_map(|p| rest.find(p).map(|i| (i, *p)))
            .min_by_key(|(i, _)| *i);
        let Some((i, p)) = next else {
            body.push_str(rest);
            break;
        };
        // `id="` must start an attribute, not end another (`data-id="`).
        let attribute_start = p != "id=\"" || i == 0 || rest.as_bytes()[i - 1] == b' ';
        body.push_str(&rest[..i + p.len()]);
        if attribute_start {
            body.push_str(scope);
            body.push('-');
        }
        rest = &rest[i + p.len()..];
    }
    let body = body.replace(['\r', '\n'], " ");
    let body = match body.strip_prefix("<svg") {
        Some(after) => {
            // The page's label replaces the one the root names by its
            // `<title>` and `<desc>`.
            let end = after.find('>').unwrap_or(after.len());
            let (root, inner) = after.split_at(end);
            let root = without_attribute(&without_attribute(root, "role"), "aria-labelledby");
            let root = without_attribute(&root, "style");
            format!("<svg role=\"img\" aria-label=\"{label}\" style=\"{SCALES}\"{root}{inner}")
        }
        None => body,
    };
    format!("<div class=\"forsythe\">{body}</div>")
}

/// The style of an inline diagram: as wide as it is drawn, or as the
/// column when that is narrower, the height in proportion.
pub const SCALES: &str = "max-width:100%;height:auto";

/// `attributes` without the attribute `name` (` name="…"`), if it has it.
fn without_attribute(attributes: &str, name: &str) -> String {
    let needle = format!(" {name}=\"");
    let Some(start) = attributes.find(&needle) else {
        return attributes.to_owned();
    };
    let value = start + needle.len();
    match attributes[value..].find('"') {
        Some(len) => format!("{}{}", &attributes[..start], &attributes[value + len + 1..]),
        None => attributes.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_between_folders() {
        let base = std::env::temp_dir();
        assert_eq!(
            relative_link(&base.join("book/src/part"), &base.join("book/src/images")),
            Some("../images".into())
        );
        assert_eq!(
            relative_link(&base.join("a"), &base.join("a/./images")),
            Some("images".into())
        );
        assert_eq!(relative_link(&base, &base), Some(String::new()));
        assert_eq!(link("", "fen-1.svg"), "fen-1.svg");
        assert_eq!(
            link("https://x.org/img/", "fen-1.svg"),
            "https://x.org/img/fen-1.svg"
        );
        assert_eq!(link("my images", "fen-1.svg"), "<my images/fen-1.svg>");
    }

    #[test]
    fn image_references_escape_their_text() {
        assert_eq!(
            image_reference("a [b] *c*", "x.svg"),
            "![a \\[b\\] \\*c\\*](x.svg)&nbsp;"
        );
    }

    #[test]
    fn inline_svg_is_one_scoped_line() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<defs><symbol id=\"wK\"/></defs>\
                   <use xlink:href=\"#wK\" data-id=\"x\"/><path fill=\"url(#g)\" stroke=\"#fff\"/></svg>\n";
        assert_eq!(
            inline_svg(svg, "a \"b\" <c>", "fen-1"),
            "<div class=\"forsythe\"><svg role=\"img\" aria-label=\"a &quot;b&quot; &lt;c&gt;\" \
             style=\"max-width:100%;height:auto\" \
             xmlns=\"http://www.w3.org/2000/svg\"> <defs><symbol id=\"fen-1-wK\"/></defs>\
             <use xlink:href=\"#fen-1-wK\" data-id=\"x\"/><path fill=\"url(#fen-1-g)\" stroke=\"#fff\"/></svg></div>"
        );
        // The root's own accessible name gives way to the page's label.
        let named = "<svg xmlns=\"s\" role=\"img\" aria-labelledby=\"title-1 desc-1\" width=\"9\">\
                     <title id=\"title-1\">t</title></svg>";
        assert_eq!(
            inline_svg(named, "alt", "p"),
            "<div class=\"forsythe\"><svg role=\"img\" aria-label=\"alt\" \
             style=\"max-width:100%;height:auto\" xmlns=\"s\" width=\"9\">\
             <title id=\"p-title-1\">t</title></svg></div>"
        );
    }
}
