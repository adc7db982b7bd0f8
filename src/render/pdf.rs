//! PDF: our SVG (with its text as text) converted by krilla, with the
//! embedded font, so pieces, marks and text stay vectors at any zoom and the
//! file prints the same everywhere.

use std::sync::Arc;

use krilla::geom::Size;
use krilla::page::PageSettings;
use krilla_svg::{SurfaceExt, SvgSettings};
use resvg::usvg;

use crate::render::RenderError;

/// One page: an SVG document drawn over the whole page, in points.
pub(crate) struct Page {
    pub(crate) svg: String,
    pub(crate) width: f32,
    pub(crate) height: f32,
}

fn options() -> usvg::Options<'static> {
    let mut fontdb = usvg::fontdb::Database::new();
    fontdb.load_font_data(dejavu::sans::regular().to_vec());
    fontdb.load_font_data(dejavu::sans::bold().to_vec());
    usvg::Options {
        resources_dir: None,
        font_family: crate::render::svg::FONT_FAMILY.to_owned(),
        fontdb: Arc::new(fontdb),
        ..usvg::Options::default()
    }
}

/// A PDF document with one page for each of `pages`.
///
/// # Errors
/// When an SVG cannot be read back or the PDF cannot be written.
pub(crate) fn document(pages: &[Page]) -> Result<Vec<u8>, RenderError> {
    let opt = options();
    let mut document = krilla::Document::new();
    for page in pages {
        let tree = usvg::Tree::from_str(&page.svg, &opt)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        let size = Size::from_wh(page.width, page.height)
            .ok_or(RenderError::Encode("empty page".into()))?;
        let mut p = document.start_page_with(PageSettings::new(size));
        let mut surface = p.surface();
        surface.draw_svg(&tree, size, SvgSettings::default());
        surface.finish();
        p.finish();
    }
    document
        .finish()
        .map_err(|e| RenderError::Encode(format!("{e:?}")))
}

/// A paper size for [`book`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Paper {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 inches.
    Letter,
}

impl Paper {
    /// Width and height in points.
    #[must_use]
    pub const fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.276, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// One diagram of a book: its SVG (from [`crate::render::Renderer::svg_for_print`]),
/// its size in pixels, and the line printed under it.
pub struct BookEntry {
    /// The diagram as SVG for print.
    pub svg: String,
    /// Its width in pixels.
    pub width: f32,
    /// Its height in pixels.
    pub height: f32,
    /// The line under it.
    pub label: String,
}

/// The markup inside an SVG document's root element.
fn inner(svg: &str) -> &str {
    let start = svg
        .find("<svg")
        .and_then(|i| svg[i..].find('>').map(|j| i + j + 1))
        .unwrap_or(0);
    let end = svg.rfind("</svg>").unwrap_or(svg.len()).max(start);
    &svg[start..end]
}

/// Every diagram of `entries` on pages of `paper`, `per_page` a page, in two
/// columns (one when a page holds one), each with its label underneath.
///
/// # Errors
/// When an SVG cannot be read back or the PDF cannot be written.
pub fn book(entries: &[BookEntry], paper: Paper, per_page: usize) -> Result<Vec<u8>, RenderError> {
    let (pw, ph) = paper.size();
    let per_page = per_page.max(1);
    let cols = if per_page > 1 { 2 } else { 1 };
    let rows = per_page.div_ceil(cols);
    let (margin, gap, label_h) = (42.0, 18.0, 16.0);
    let cell_w = (pw - 2.0 * margin - (cols - 1) as f32 * gap) / cols as f32;
    let cell_h = (ph - 2.0 * margin - (rows - 1) as f32 * gap) / rows as f32;
    let mut pages = Vec::new();
    for chunk in entries.chunks(per_page) {
        let mut svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{pw}" height="{ph}" viewBox="0 0 {pw} {ph}"><rect width="{pw}" height="{ph}" fill="#fff"/>"##
        );
        for (i, e) in chunk.iter().enumerate() {
            let (col, row) = (i % cols, i / cols);
            let scale = (cell_w / e.width).min((cell_h - label_h) / e.height);
            let (w, h) = (e.width * scale, e.height * scale);
            let x = margin + col as f32 * (cell_w + gap) + (cell_w - w) / 2.0;
            let y = margin + row as f32 * (cell_h + gap);
            svg.push_str(&format!(
                r#"<svg x="{x}" y="{y}" width="{w}" height="{h}" viewBox="0 0 {} {}">{}</svg>"#,
                e.width,
                e.height,
                inner(&e.svg)
            ));
            svg.push_str(&format!(
                r##"<text x="{}" y="{}" font-family="{}" font-size="9.5" text-anchor="middle" fill="#000">{}</text>"##,
                x + w / 2.0,
                y + h + 12.0,
                crate::render::svg::FONT_FAMILY,
                crate::render::svg::escape(&e.label)
            ));
        }
        svg.push_str("</svg>");
        pages.push(Page {
            svg,
            width: pw,
            height: ph,
        });
    }
    if pages.is_empty() {
        pages.push(Page {
            svg: format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="{pw}" height="{ph}"></svg>"#
            ),
            width: pw,
            height: ph,
        });
    }
    document(&pages)
}
