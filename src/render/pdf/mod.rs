//! PDF: each diagram's drawing (squares, pieces, marks, as our SVG without
//! its text) converted by krilla into vectors, and its text set by us in the
//! embedded font from the same shaped lines SVG and PNG draw, so pieces,
//! marks and text stay sharp at any zoom, the text can be searched and
//! copied, and the file prints the same everywhere.
//!
//! Documents are tagged for accessibility: each diagram is a figure whose
//! alternative text is its description, a book's labels are paragraphs, and
//! the document's language is the diagrams'.
//!
//! [`Renderer::pdf`](crate::render::Renderer::pdf) writes one diagram; a
//! [`Book`] takes diagrams one at a time and sets them on pages, and their
//! solutions, if any, on pages of their own at the back
//! ([`Book::solutions`]):
//!
//! ```
//! use forsythe::render::{Book, Paper};
//! use forsythe::render::{Diagram, Renderer, Style};
//! use forsythe::Board;
//!
//! let mut renderer = Renderer::new();
//! let mut book = Book::new(Paper::A4, 6);
//! for (n, record) in ["4k3/8/8/8/8/8/8/4K2R", "4k3/8/8/8/8/8/8/R3K3"].iter().enumerate() {
//!     let board: Board = record.parse()?;
//!     book.add(&mut renderer, &Diagram::new(&board), &Style::default(), &format!("{}.", n + 1))?;
//! }
//! let pdf: Vec<u8> = book.finish()?;
//! assert!(pdf.starts_with(b"%PDF-"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod book;
mod solutions;

use std::num::NonZeroU16;
use std::sync::Arc;

use krilla::color::rgb;
use krilla::geom::{Point, Size, Transform};
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::tagging::{ContentTag, Node, SpanTag, Tag, TagGroup, TagKind, TagTree};
use krilla::text::{Font, GlyphId, KrillaGlyph};
use krilla_svg::{SurfaceExt, SvgSettings};
use resvg::usvg;

use crate::render::style::Rgb;
use crate::render::text::{Face, ShapedText};
use crate::render::{EncodeError, RenderError};

pub use book::{Book, Paper};
use solutions::SolutionBlock;

/// A line of text, shaped, in the diagram's pixels.
pub(crate) struct PrintedLine {
    pub(crate) run: Arc<ShapedText>,
    pub(crate) text: String,
    pub(crate) face: Face,
    pub(crate) x: f32,
    pub(crate) baseline: f32,
    pub(crate) size: f32,
    pub(crate) color: Rgb,
}

/// One diagram ready for a page: its drawing without text (SVG), its text,
/// its size in pixels, the points a pixel takes, and what a reader of the
/// tags is told.
pub(crate) struct Print {
    pub(crate) svg: String,
    pub(crate) lines: Vec<PrintedLine>,
    pub(crate) width: f32,
    pub(crate) height: f32,
    pub(crate) scale: f32,
    pub(crate) title: Option<String>,
    pub(crate) description: String,
    pub(crate) lang: String,
}

fn pdf_error(message: impl Into<String>) -> RenderError {
    RenderError::Pdf(EncodeError::message(message))
}

/// A PDF being written: the document, the embedded fonts, the tags.
struct Writer {
    document: krilla::Document,
    /// The fonts, in the order of [`Face::ALL`]; only those a page uses
    /// are embedded.
    fonts: [Option<Font>; 4],
    tags: Vec<Node>,
    lang: Option<String>,
    options: usvg::Options<'static>,
}

/// How krilla writes our PDF: as PDF 1.5. From 1.6 on, krilla adds
/// `/Suspects false` to the catalog's `MarkInfo`, which poppler (pdfinfo,
/// pdftoppm, Evince, Okular) reports as a syntax error on every reading;
/// 1.5 has every feature a diagram uses (tags, object streams,
/// transparency) and is read by every viewer.
fn settings() -> krilla::SerializeSettings {
    let configuration = krilla::configure::ConfigurationBuilder::new()
        .with_version(krilla::configure::PdfVersion::Pdf15)
        .finish()
        .unwrap_or_default();
    krilla::SerializeSettings {
        configuration,
        ..krilla::SerializeSettings::default()
    }
}

impl Writer {
    fn new() -> Writer {
        let font = |face: Face| Font::new(krilla::Data::from(face.data()), 0);
        Writer {
            document: krilla::Document::new_with(settings()),
            fonts: Face::ALL.map(font),
            tags: Vec::new(),
            lang: None,
            options: usvg::Options {
                // Our own SVG refers to nothing outside itself.
                resources_dir: None,
                ..usvg::Options::default()
            },
        }
    }

    /// A page of `size` points with `items`: each diagram at its top-left
    /// corner and scale (points a pixel), and the line set under it.
    fn page(
        &mut self,
        size: (f32, f32),
        items: &[(&Print, Point, f32, Option<&PrintedLine>)],
    ) -> Result<(), RenderError> {
        let page_size = Size::from_wh(size.0, size.1).ok_or_else(|| pdf_error("an empty page"))?;
        let mut trees = Vec::with_capacity(items.len());
        for (print, ..) in items {
            let tree = usvg::Tree::from_str(&print.svg, &self.options)
                .map_err(|e| RenderError::Pdf(EncodeError::new(e)))?;
            trees.push(tree);
        }
        let mut page = self.document.start_page_with(PageSettings::new(page_size));
        let mut surface = page.surface();
        let fonts = self.fonts.clone();
        for ((print, at, scale, label), tree) in items.iter().zip(&trees) {
            if self.lang.is_none() {
                self.lang = Some(print.lang.clone());
            }
            let size = Size::from_wh(print.width, print.height)
                .ok_or_else(|| pdf_error("an empty diagram"))?;
            let id = surface.start_tagged(ContentTag::Other);
            surface.push_transform(&Transform::from_row(*scale, 0.0, 0.0, *scale, at.x, at.y));
            surface.draw_svg(tree, size, SvgSettings::default());
            for line in &print.lines {
                draw_line(&mut surface, &fonts, line);
            }
            surface.pop();
            surface.end_tagged();
            let figure =
                Tag::Figure(Some(print.description.clone())).with_lang(Some(print.lang.clone()));
            self.tags
                .push(TagGroup::with_children(figure, vec![id.into()]).into());
            if let Some(label) = label {
                let id = surface.start_tagged(ContentTag::Span(SpanTag::empty()));
                draw_line(&mut surface, &fonts, label);
                surface.end_tagged();
                self.tags
                    .push(TagGroup::with_children(Tag::P, vec![id.into()]).into());
            }
        }
        surface.finish();
        page.finish();
        Ok(())
    }

    /// A page of `size` points holding only text: each block a paragraph
    /// (a heading when it says so) of lines placed in points.
    fn text_page(&mut self, size: (f32, f32), blocks: &[SolutionBlock]) -> Result<(), RenderError> {
        let page_size = Size::from_wh(size.0, size.1).ok_or_else(|| pdf_error("an empty page"))?;
        let mut page = self.document.start_page_with(PageSettings::new(page_size));
        let mut surface = page.surface();
        let fonts = self.fonts.clone();
        for block in blocks {
            let id = surface.start_tagged(ContentTag::Span(SpanTag::empty()));
            for line in &block.lines {
                draw_line(&mut surface, &fonts, line);
            }
            surface.end_tagged();
            let tag: TagKind = if block.heading {
                let text: Vec<&str> = block.lines.iter().map(|l| l.text.as_str()).collect();
                Tag::Hn(NonZeroU16::MIN, Some(text.join(" "))).into()
            } else {
                Tag::P.into()
            };
            self.tags
                .push(TagGroup::with_children(tag, vec![id.into()]).into());
        }
        surface.finish();
        page.finish();
        Ok(())
    }

    /// The finished document, titled `title`.
    fn finish(mut self, title: Option<String>) -> Result<Vec<u8>, RenderError> {
        let lang = self.lang.take().unwrap_or_else(|| "en".to_owned());
        let mut metadata = Metadata::new().language(lang.clone());
        if let Some(title) = title {
            metadata = metadata.title(title);
        }
        self.document.set_metadata(metadata);
        let mut tree = TagTree::new().with_lang(Some(lang));
        for node in self.tags {
            tree.push(node);
        }
        self.document.set_tag_tree(tree);
        self.document
            .finish()
            .map_err(|e| pdf_error(format!("{e:?}")))
    }
}

/// Sets `line` as text in its face, where the shaping placed each glyph.
fn draw_line(surface: &mut Surface<'_>, fonts: &[Option<Font>; 4], line: &PrintedLine) {
    let font = &fonts[line.face.index()];
    let Some(font) = font else { return };
    let em = font.units_per_em();
    let mut pen = 0.0;
    let glyphs: Vec<KrillaGlyph> = line
        .run
        .glyphs
        .iter()
        .map(|g| {
            let glyph = KrillaGlyph {
                glyph_id: GlyphId::new(u32::from(g.id)),
                text_range: g.start..g.end,
                x_advance: g.advance / em,
                x_offset: (g.x - pen) / em,
                y_offset: g.y / em,
                y_advance: 0.0,
                location: None,
            };
            pen += g.advance;
            glyph
        })
        .collect();
    let c = line.color;
    surface.set_fill(Some(Fill {
        paint: rgb::Color::new(c.0, c.1, c.2).into(),
        opacity: NormalizedF32::ONE,
        ..Fill::default()
    }));
    surface.draw_glyphs(
        Point::from_xy(line.x, line.baseline),
        &glyphs,
        font.clone(),
        &line.text,
        line.size,
        false,
    );
    surface.set_fill(None);
}

/// A one-page PDF of one diagram, the page as large as the diagram.
pub(crate) fn single(print: Print) -> Result<Vec<u8>, RenderError> {
    let mut writer = Writer::new();
    let size = (print.width * print.scale, print.height * print.scale);
    let title = print.title.clone();
    writer.page(
        size,
        &[(&print, Point::from_xy(0.0, 0.0), print.scale, None)],
    )?;
    writer.finish(title)
}

/// The margin round every page of a book, in points.
const MARGIN: f32 = 42.0;
