//! Board → SVG text: small and clean. Pieces and glyphs are defined once and
//! used by reference, coordinates are whole pixels or short decimals, and the
//! position is kept in `<title>` and `<desc>`. Each part of the document
//! has a file of its own: the definitions, the empty board, what stands on
//! the squares, the text, the marks.

mod board;
mod cells;
mod defs;
mod labels;
mod shapes;
#[cfg(test)]
mod tests;

use crate::board::Cell;
use crate::render::cell_text::UnknownGlyph;
use crate::render::diagram::Diagram;
use crate::render::layout::Layout;
use crate::render::num::{hex_digits, num, push_int};
use crate::render::pieces::PieceSet;
use crate::render::style::Style;
use crate::render::text::{Face, Fonts};

/// `text` escaped for XML and HTML, in content and in quoted attributes.
#[must_use]
pub fn escape(text: &str) -> String {
    // Most texts need nothing escaped: no markup character, no control
    // character (a C1 control begins with the byte 0xC2 in UTF-8).
    let plain = !text.bytes().any(|b| {
        matches!(b, b'&' | b'<' | b'>' | b'"' | b'\'' | 0xC2)
            || (b < 0x20 && b != b'\t' && b != b'\n')
            || b == 0x7F
    });
    if plain {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Characters XML does not allow are left out.
            c if c.is_control() && c != '\t' && c != '\n' => {}
            c => out.push(c),
        }
    }
    out
}

pub(super) fn glyph_id(face: Face, id: u16) -> String {
    let prefix = match face {
        Face::Regular => 't',
        Face::Bold => 'u',
        // Not `w` or `b`: the pieces' symbols begin with those.
        Face::SerifRegular => 'y',
        Face::SerifBold => 'z',
    };
    format!("{prefix}{id:x}")
}

/// How text is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextMode {
    /// Glyph outlines from the embedded font: no font needed to view the SVG.
    Outlines,
    /// No coordinates beside the board, captions or problem lines: the PDF
    /// writer sets them as text itself. The `?` of unknown squares and the
    /// small coordinates inside the board are still outlines.
    #[cfg_attr(not(feature = "pdf"), allow(dead_code))]
    Omitted,
}

/// A short hash of the texts `parts` one after another (FNV-1a), to make
/// element ids that differ between diagrams inlined in one page yet are the
/// same for the same diagram.
fn id_hash(parts: &[&str]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in parts.iter().flat_map(|p| p.bytes()) {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h
}

/// The id of the check glow's gradient.
pub(super) const GLOW_ID: &str = "check-glow";

/// What one SVG document draws: the diagram, its style and layout, and the
/// piece set.
#[derive(Clone, Copy)]
pub(super) struct Canvas<'d> {
    pub(super) diagram: &'d Diagram<'d>,
    pub(super) style: &'d Style,
    pub(super) layout: &'d Layout,
    pub(super) pieces: &'d PieceSet,
}

/// Writes the diagram as an SVG document: its title and description, the
/// definitions, the empty board, the marks under the pieces, what stands
/// on the squares, the text (all of it, or only the coordinates inside the
/// squares), the marks over the pieces, and the side-to-move marker.
pub(crate) fn write(
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    pieces: &PieceSet,
    fonts: &mut Fonts,
    text_mode: TextMode,
) -> String {
    let board = diagram.board;
    let mut out = String::with_capacity(8 * 1024);
    write_head(&mut out, diagram, style, layout);
    let texts = cells::square_texts(board, layout.square, fonts);
    // The `?` of an unknown square is shaped only when a square shows one.
    let unknown = board
        .cells()
        .any(|(_, c)| matches!(c, Cell::Unknown(_)))
        .then(|| UnknownGlyph::new(layout.square, fonts));
    let scene = Canvas {
        diagram,
        style,
        layout,
        pieces,
    };
    defs::write_defs(&mut out, &scene, fonts, text_mode, &texts, unknown.as_ref());
    board::write_board(&mut out, board, style, layout, fonts);
    let (under, over) = layout.shapes(diagram, style);
    for shape in &under {
        out.push_str(&shapes::shape_svg(shape));
    }
    cells::write_cells(&mut out, board, layout, &texts, unknown.as_ref());
    // Coordinates, caption and the lines of text; the small coordinates
    // inside the board last, over the pieces.
    if text_mode == TextMode::Outlines {
        out.push_str(&labels::labels_svg(&layout.labels, fonts));
    }
    out.push_str(&labels::labels_svg(&layout.corner_labels, fonts));
    for shape in &over {
        out.push_str(&shapes::shape_svg(shape));
    }
    if let Some(m) = &layout.marker {
        out.push_str(&shapes::marker(m, layout.square));
    }
    out.push_str("</svg>\n");
    out
}

/// The `<svg>` element's start (its size, physical when the style gives a
/// square size), and the `<title>` and `<desc>` that name and describe the
/// diagram, with ids that differ between diagrams.
fn write_head(out: &mut String, diagram: &Diagram<'_>, style: &Style, layout: &Layout) {
    let (w, h, q) = (layout.width, layout.height, layout.square);
    let name = diagram.name();
    let description = diagram.description();
    let hash: String = hex_digits(id_hash(&[name, "\n", &description]), 8).collect();
    out.push_str(
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" aria-labelledby="title-"#,
    );
    out.push_str(&hash);
    out.push_str(" desc-");
    out.push_str(&hash);
    out.push_str("\" ");
    match style.square_size {
        Some(len) => {
            let k = len.value() / q as f32;
            let unit = len.unit().suffix();
            out.push_str("width=\"");
            num(w as f32 * k).push_to(out);
            out.push_str(unit);
            out.push_str("\" height=\"");
            num(h as f32 * k).push_to(out);
            out.push_str(unit);
        }
        None => {
            out.push_str("width=\"");
            push_int(out, w);
            out.push_str("\" height=\"");
            push_int(out, h);
        }
    }
    out.push_str("\" viewBox=\"0 0 ");
    push_int(out, w);
    out.push(' ');
    push_int(out, h);
    out.push_str("\"><title id=\"title-");
    out.push_str(&hash);
    out.push_str("\">");
    out.push_str(&escape(name));
    out.push_str("</title><desc id=\"desc-");
    out.push_str(&hash);
    out.push_str("\">");
    out.push_str(&escape(&description));
    out.push_str("</desc>");
}

/// A number with at most four significant decimals (glyph scales are small).
pub(super) fn num4(x: f32) -> String {
    let s = format!("{:.5}", x);
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}
