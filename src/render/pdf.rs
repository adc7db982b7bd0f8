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

use crate::render::style::{Rgb, Style};
use crate::render::text::{Face, Fonts, ShapedText};
use crate::render::{Diagram, EncodeError, RenderError, Renderer};

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
    regular: Option<Font>,
    bold: Option<Font>,
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
            regular: font(Face::Regular),
            bold: font(Face::Bold),
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
        let fonts = (self.regular.clone(), self.bold.clone());
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
        let fonts = (self.regular.clone(), self.bold.clone());
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
fn draw_line(surface: &mut Surface<'_>, fonts: &(Option<Font>, Option<Font>), line: &PrintedLine) {
    let font = match line.face {
        Face::Regular => &fonts.0,
        Face::Bold => &fonts.1,
    };
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

/// A paper size for a [`Book`].
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

/// Where a page's cells are: margins, gaps and the label's room, in points.
const MARGIN: f32 = 42.0;
const GAP: f32 = 18.0;
const LABEL_ROOM: f32 = 16.0;
const LABEL_SIZE: f32 = 9.5;

/// The solutions pages: the size of their text and of their heading, the
/// distance from one baseline to the next, the room between two solutions
/// and under the heading, in points.
const SOLUTION_SIZE: f32 = 10.0;
const SOLUTION_LEADING: f32 = 13.0;
const SOLUTION_GAP: f32 = 5.0;
const HEADING_SIZE: f32 = 16.0;
const HEADING_ROOM: f32 = 14.0;
/// The most of the text width a solution's number, or a line's own
/// indentation, takes.
const MOST_INDENT: f32 = 0.25;

/// A paragraph of a solutions page, its lines placed in points: the
/// heading, or a solution (or the part of one that a page holds).
pub(crate) struct SolutionBlock {
    pub(crate) heading: bool,
    pub(crate) lines: Vec<PrintedLine>,
}

/// A line of `text` in `face` and `size` (points) at `x` and `baseline`.
fn text_line(
    fonts: &mut Fonts,
    face: Face,
    text: &str,
    x: f32,
    baseline: f32,
    size: f32,
) -> PrintedLine {
    PrintedLine {
        run: fonts.shape(face, text),
        text: text.to_owned(),
        face,
        x,
        baseline,
        size,
        color: Rgb::BLACK,
    }
}

/// The width of `text` in `face` at `size`, in points.
fn points_wide(fonts: &mut Fonts, face: Face, text: &str, size: f32) -> f32 {
    fonts.width(face, text) / fonts.units_per_em(face) * size
}

/// `word` cut where it must be to fit `width` points, each piece as wide as
/// the room allows (at least one character a piece); cut between the
/// shaper's clusters, so an accent stays with its letter.
fn break_word(fonts: &mut Fonts, word: &str, width: f32) -> Vec<String> {
    let scale = SOLUTION_SIZE / fonts.units_per_em(Face::Regular);
    let run = fonts.shape(Face::Regular, word);
    let mut pieces = Vec::new();
    let (mut start, mut wide) = (0, 0.0);
    for glyph in &run.glyphs {
        let advance = glyph.advance * scale;
        if wide + advance > width
            && glyph.start > start
            && word.is_char_boundary(glyph.start)
            && let Some(piece) = word.get(start..glyph.start)
        {
            pieces.push(piece.to_owned());
            start = glyph.start;
            wide = 0.0;
        }
        wide += advance;
    }
    if let Some(rest) = word.get(start..).filter(|r| !r.is_empty()) {
        pieces.push(rest.to_owned());
    }
    pieces
}

/// One line of a solution as its file writes it, set in lines of at most
/// `width` points: broken between words, a word wider than a line broken
/// inside. Its leading spaces (a tab as four) indent it; the lines it wraps
/// into are indented one em more, so that the file's own lines stand out.
/// Gives each line's text and its indentation in points.
fn wrap(fonts: &mut Fonts, line: &str, width: f32) -> Vec<(String, f32)> {
    let line: String = line
        .chars()
        .map(|c| if c.is_control() && c != '\t' { ' ' } else { c })
        .collect();
    let spaces: usize = line
        .chars()
        .take_while(|c| c.is_whitespace())
        .map(|c| if c == '\t' { 4 } else { 1 })
        .sum();
    let indent = (spaces as f32 * points_wide(fonts, Face::Regular, " ", SOLUTION_SIZE))
        .min(width * MOST_INDENT);
    let wrapped = indent + SOLUTION_SIZE.min(width * MOST_INDENT);
    // The room on the line's first line, and on the lines it wraps into.
    let room = |lines: &Vec<(String, f32)>| {
        if lines.is_empty() {
            width - indent
        } else {
            width - wrapped
        }
    };
    let at = |lines: &Vec<(String, f32)>| if lines.is_empty() { indent } else { wrapped };
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in line.split_whitespace() {
        let longer = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if points_wide(fonts, Face::Regular, &longer, SOLUTION_SIZE) <= room(&lines) {
            current = longer;
            continue;
        }
        if !current.is_empty() {
            let x = at(&lines);
            lines.push((std::mem::take(&mut current), x));
        }
        if points_wide(fonts, Face::Regular, word, SOLUTION_SIZE) <= room(&lines) {
            current = word.to_owned();
        } else {
            // Every piece as wide as a wrapped line may be.
            let mut pieces = break_word(fonts, word, width - wrapped);
            current = pieces.pop().unwrap_or_default();
            for piece in pieces {
                let x = at(&lines);
                lines.push((piece, x));
            }
        }
    }
    if !current.is_empty() {
        let x = at(&lines);
        lines.push((current, x));
    }
    lines
}

/// The solutions set on pages of `paper` (width and height in points), with
/// the margins and fonts of the book's diagram pages: `heading` at the top
/// of the first, then each solution, its `label` (its diagram's number) in
/// bold and its text beside it, wrapped to the text width, the line breaks
/// of its text kept (one empty line for any run of them), running onto as
/// many pages as it needs. A solution starts on a new page unless its first
/// two lines fit. Solutions without text are left out; no pages when none
/// is left.
pub(crate) fn solution_pages(
    fonts: &mut Fonts,
    paper: (f32, f32),
    heading: &str,
    solutions: &[(&str, &str)],
) -> Vec<Vec<SolutionBlock>> {
    let (pw, ph) = paper;
    let width = (pw - 2.0 * MARGIN).max(SOLUTION_SIZE);
    let bottom = ph - MARGIN;
    let solutions: Vec<(&str, &str)> = solutions
        .iter()
        .map(|(label, text)| (label.trim(), text.trim()))
        .filter(|(_, text)| !text.is_empty())
        .collect();
    if solutions.is_empty() {
        return Vec::new();
    }
    let space = points_wide(fonts, Face::Regular, " ", SOLUTION_SIZE);
    // The text of every solution starts at the same distance from the
    // margin: after the widest number and a space.
    let widest = solutions
        .iter()
        .map(|(label, _)| points_wide(fonts, Face::Bold, label, SOLUTION_SIZE))
        .fold(0.0, f32::max);
    let hang = (widest + 2.0 * space).min(width * MOST_INDENT);
    let text_x = MARGIN + hang;
    let room = width - hang;

    let mut pages: Vec<Vec<SolutionBlock>> = Vec::new();
    let mut page: Vec<SolutionBlock> = Vec::new();
    let mut lines = Vec::new();
    let mut heading_line = text_line(fonts, Face::Bold, heading.trim(), MARGIN, 0.0, HEADING_SIZE);
    // A heading wider than the page shrinks to its width.
    let heading_wide = heading_line.run.width / fonts.units_per_em(Face::Bold) * HEADING_SIZE;
    if heading_wide > width {
        heading_line.size = HEADING_SIZE * width / heading_wide;
    }
    heading_line.baseline = MARGIN + heading_line.size;
    let mut baseline = heading_line.baseline + HEADING_ROOM + SOLUTION_SIZE;
    lines.push(heading_line);
    page.push(SolutionBlock {
        heading: true,
        lines: std::mem::take(&mut lines),
    });
    let mut first = true;
    for (label, text) in solutions {
        let mut set: Vec<(String, f32)> = Vec::new();
        let mut blank = false;
        for line in text.lines() {
            if line.trim().is_empty() {
                blank = true;
                continue;
            }
            if std::mem::take(&mut blank) {
                set.push((String::new(), 0.0));
            }
            set.extend(wrap(fonts, line, room));
        }
        if !first {
            baseline += SOLUTION_GAP;
        }
        first = false;
        // The number and its first two lines together.
        let together = set.len().min(2) as f32;
        if baseline + (together - 1.0) * SOLUTION_LEADING > bottom && !page.is_empty() {
            pages.push(std::mem::take(&mut page));
            baseline = MARGIN + SOLUTION_SIZE;
        }
        let mut label_line = text_line(fonts, Face::Bold, label, MARGIN, baseline, SOLUTION_SIZE);
        let label_wide = label_line.run.width / fonts.units_per_em(Face::Bold) * SOLUTION_SIZE;
        if label_wide > hang - space {
            label_line.size = SOLUTION_SIZE * (hang - space).max(1.0) / label_wide;
        }
        lines.push(label_line);
        for (i, (text, indent)) in set.into_iter().enumerate() {
            if i > 0 {
                baseline += SOLUTION_LEADING;
            }
            if baseline > bottom && !lines.is_empty() {
                page.push(SolutionBlock {
                    heading: false,
                    lines: std::mem::take(&mut lines),
                });
                pages.push(std::mem::take(&mut page));
                baseline = MARGIN + SOLUTION_SIZE;
            }
            if !text.is_empty() {
                lines.push(text_line(
                    fonts,
                    Face::Regular,
                    &text,
                    text_x + indent,
                    baseline,
                    SOLUTION_SIZE,
                ));
            }
        }
        baseline += SOLUTION_LEADING;
        page.push(SolutionBlock {
            heading: false,
            lines: std::mem::take(&mut lines),
        });
    }
    pages.push(page);
    pages
}

/// Many diagrams in one PDF, `per_page` a page in two columns (one when a
/// page holds one), each with a label underneath, and at the back, when
/// given, their solutions: for proof-reading and print shops. Diagrams are
/// added one at a time as they are drawn; only those of the page being
/// filled are held, as drawings, the pages before are already set. A book
/// stays on the thread that made it (the PDF writer it holds is not
/// `Send`).
pub struct Book {
    paper: Paper,
    per_page: usize,
    writer: Writer,
    pending: Vec<(Print, PrintedLine, f32)>,
    added: usize,
    /// Pages of text set.
    text_pages: usize,
}

impl std::fmt::Debug for Book {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Book")
            .field("paper", &self.paper)
            .field("per_page", &self.per_page)
            .field("added", &self.added)
            .finish_non_exhaustive()
    }
}

impl Book {
    /// An empty book on `paper`, `per_page` diagrams a page (at least one).
    #[must_use]
    pub fn new(paper: Paper, per_page: usize) -> Book {
        Book {
            paper,
            per_page: per_page.max(1),
            writer: Writer::new(),
            pending: Vec::new(),
            added: 0,
            text_pages: 0,
        }
    }

    /// The number of diagrams added.
    #[must_use]
    pub fn len(&self) -> usize {
        self.added
    }

    /// Whether no diagram was added.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.added == 0
    }

    fn grid(&self) -> (usize, usize, f32, f32) {
        let (pw, ph) = self.paper.size();
        let cols = if self.per_page > 1 { 2 } else { 1 };
        let rows = self.per_page.div_ceil(cols);
        let cell_w = (pw - 2.0 * MARGIN - (cols - 1) as f32 * GAP) / cols as f32;
        let cell_h = (ph - 2.0 * MARGIN - (rows - 1) as f32 * GAP) / rows as f32;
        (cols, rows, cell_w, cell_h)
    }

    /// Draws `diagram` in `style` with `renderer` and adds it to the book,
    /// with `label` (its number, say) underneath.
    ///
    /// # Errors
    /// What drawing the diagram gives ([`RenderError`]), or a page that
    /// cannot be written.
    pub fn add(
        &mut self,
        renderer: &mut Renderer,
        diagram: &Diagram<'_>,
        style: &Style,
        label: &str,
    ) -> Result<(), RenderError> {
        let print = renderer.print(diagram, style)?;
        let (_, _, cell_w, _) = self.grid();
        let run = renderer.fonts.shape(Face::Regular, label);
        let em = renderer.fonts.units_per_em(Face::Regular);
        // A long label shrinks to the cell's width.
        let size = if run.width / em * LABEL_SIZE > cell_w {
            cell_w * em / run.width.max(1.0)
        } else {
            LABEL_SIZE
        };
        let line = PrintedLine {
            run,
            text: label.to_owned(),
            face: Face::Regular,
            x: 0.0,
            baseline: 0.0,
            size,
            color: Rgb::BLACK,
        };
        let width = line.run.width / em * size;
        self.pending.push((print, line, width));
        self.added += 1;
        if self.pending.len() == self.per_page {
            self.flush()?;
        }
        Ok(())
    }

    /// Sets the diagrams held on a page.
    fn flush(&mut self) -> Result<(), RenderError> {
        let (cols, _, cell_w, cell_h) = self.grid();
        let pending = std::mem::take(&mut self.pending);
        let mut labels = Vec::with_capacity(pending.len());
        let mut places = Vec::with_capacity(pending.len());
        for (i, (print, label, label_width)) in pending.iter().enumerate() {
            let (col, row) = (i % cols, i / cols);
            let scale = (cell_w / print.width).min((cell_h - LABEL_ROOM) / print.height);
            let (w, h) = (print.width * scale, print.height * scale);
            let x = MARGIN + col as f32 * (cell_w + GAP) + (cell_w - w) / 2.0;
            let y = MARGIN + row as f32 * (cell_h + GAP);
            labels.push(PrintedLine {
                run: Arc::clone(&label.run),
                text: label.text.clone(),
                face: label.face,
                x: x + w / 2.0 - label_width / 2.0,
                baseline: y + h + 12.0,
                size: label.size,
                color: label.color,
            });
            places.push((Point::from_xy(x, y), scale));
        }
        let items: Vec<_> = pending
            .iter()
            .zip(&places)
            .zip(&labels)
            .map(|(((print, ..), (at, scale)), label)| (print, *at, *scale, Some(label)))
            .collect();
        self.writer.page(self.paper.size(), &items)
    }

    /// Sets `solutions` on pages of their own after the diagrams added so
    /// far, as books print them: `heading` (say "Solutions") at the top,
    /// then each solution, its label (its diagram's number, as `"7."`) in
    /// bold and beside it its text wrapped to the width of the page (a
    /// line that wraps going on one em further in), the line breaks of the
    /// text kept, in the book's margins and fonts.
    /// Solutions without text are left out; nothing is set when none is
    /// left. Gives the number of pages set.
    ///
    /// ```
    /// use forsythe::render::{Book, Diagram, Paper, Renderer, Style};
    /// use forsythe::Board;
    ///
    /// let mut renderer = Renderer::new();
    /// let mut book = Book::new(Paper::A4, 6);
    /// let board: Board = "4k3/8/4K3/8/8/8/8/7R".parse()?;
    /// book.add(&mut renderer, &Diagram::new(&board), &Style::default(), "1.")?;
    /// let pages = book.solutions(&mut renderer, "Solutions", &[("1.", "1.Rh8#")])?;
    /// assert_eq!(pages, 1);
    /// let pdf: Vec<u8> = book.finish()?;
    /// assert!(pdf.starts_with(b"%PDF-"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// When a page cannot be written.
    pub fn solutions(
        &mut self,
        renderer: &mut Renderer,
        heading: &str,
        solutions: &[(&str, &str)],
    ) -> Result<usize, RenderError> {
        let pages = solution_pages(&mut renderer.fonts, self.paper.size(), heading, solutions);
        if pages.is_empty() {
            return Ok(0);
        }
        if !self.pending.is_empty() {
            self.flush()?;
        }
        for page in &pages {
            self.writer.text_page(self.paper.size(), page)?;
        }
        self.text_pages += pages.len();
        Ok(pages.len())
    }

    /// The finished PDF. A book without diagrams or solutions has one
    /// empty page.
    ///
    /// # Errors
    /// When a page or the document cannot be written.
    pub fn finish(mut self) -> Result<Vec<u8>, RenderError> {
        if !self.pending.is_empty() {
            self.flush()?;
        }
        if self.added == 0 && self.text_pages == 0 {
            self.writer.page(self.paper.size(), &[])?;
        }
        self.writer.finish(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A4: (f32, f32) = (595.276, 841.89);

    fn wide(fonts: &mut Fonts, line: &PrintedLine) -> f32 {
        line.run.width / fonts.units_per_em(line.face) * line.size
    }

    /// Every line of `pages` in the text area, and the number of pages.
    fn check_area(fonts: &mut Fonts, pages: &[Vec<SolutionBlock>]) {
        for page in pages {
            for line in page.iter().flat_map(|b| &b.lines) {
                let right = line.x + wide(fonts, line);
                assert!(line.x >= MARGIN, "{}", line.text);
                assert!(
                    right <= A4.0 - MARGIN + 0.01,
                    "{} ends at {right}",
                    line.text
                );
                assert!(line.baseline >= MARGIN + line.size * 0.9, "{}", line.text);
                assert!(line.baseline <= A4.1 - MARGIN, "{}", line.text);
            }
        }
    }

    fn texts(block: &SolutionBlock) -> Vec<&str> {
        block.lines.iter().map(|l| l.text.as_str()).collect()
    }

    #[test]
    fn solutions_are_numbered_in_bold_and_keep_their_lines() {
        let mut fonts = Fonts::new();
        let pages = solution_pages(
            &mut fonts,
            A4,
            "Lösungen",
            &[
                ("1.", "1.Qd1-d3+! Ke4*f3 2.Rh5-h3#\n"),
                ("2.", "   "),
                ("12.", "1.Rd7! zz\n  1...Kf8 2.Qh8#\n\n\n  1...Kxd7 2.Qd4#"),
            ],
        );
        assert_eq!(pages.len(), 1);
        let page = &pages[0];
        assert_eq!(page.len(), 3, "the heading and two solutions");
        assert!(page[0].heading && !page[1].heading && !page[2].heading);
        assert_eq!(texts(&page[0]), ["Lösungen"]);
        assert_eq!(page[0].lines[0].face, Face::Bold);
        assert_eq!(texts(&page[1]), ["1.", "1.Qd1-d3+! Ke4*f3 2.Rh5-h3#"]);
        // The empty solution is left out; the file's line breaks are kept,
        // a run of empty lines as one.
        assert_eq!(
            texts(&page[2]),
            ["12.", "1.Rd7! zz", "1...Kf8 2.Qh8#", "1...Kxd7 2.Qd4#"]
        );
        let [label, first, second, third] = &page[2].lines[..] else {
            panic!("four lines");
        };
        assert_eq!((label.face, first.face), (Face::Bold, Face::Regular));
        assert_eq!(label.x, MARGIN);
        assert_eq!(label.baseline, first.baseline);
        // The text hangs after the widest number; indented lines keep
        // their indentation.
        let space = points_wide(&mut fonts, Face::Regular, " ", SOLUTION_SIZE);
        let widest = points_wide(&mut fonts, Face::Bold, "12.", SOLUTION_SIZE);
        assert!((first.x - (MARGIN + widest + 2.0 * space)).abs() < 0.01);
        assert_eq!(page[1].lines[1].x, first.x);
        assert!((second.x - (first.x + 2.0 * space)).abs() < 0.01);
        assert_eq!(second.baseline - first.baseline, SOLUTION_LEADING);
        assert_eq!(third.baseline - second.baseline, 2.0 * SOLUTION_LEADING);
        assert_eq!(
            page[2].lines[0].baseline - page[1].lines[1].baseline,
            SOLUTION_LEADING + SOLUTION_GAP
        );
        check_area(&mut fonts, &pages);
    }

    #[test]
    fn long_lines_wrap_at_the_text_width_and_a_long_word_is_broken() {
        let mut fonts = Fonts::new();
        let moves: Vec<String> = (1..=60)
            .map(|n| format!("{n}.Qa{}+ Kb7", n % 8 + 1))
            .collect();
        let moves = moves.join(" ");
        let word = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя".repeat(6);
        let text = format!("{moves}\n{word}");
        let pages = solution_pages(&mut fonts, A4, "Solutions", &[("1.", &text)]);
        assert_eq!(pages.len(), 1);
        check_area(&mut fonts, &pages);
        let lines = &pages[0][1].lines[1..];
        let words: Vec<&str> = lines
            .iter()
            .take_while(|l| l.text.contains(' '))
            .flat_map(|l| l.text.split(' '))
            .collect();
        assert_eq!(words.join(" "), moves, "every word, in order");
        let wrapped = lines.iter().filter(|l| l.text.contains(' ')).count();
        assert!(wrapped > 3, "{wrapped} lines");
        // The lines a line of the file wraps into are indented one em
        // more than its first, the next line of the file is not.
        for line in &lines[1..wrapped] {
            assert_eq!(line.x, lines[0].x + SOLUTION_SIZE, "{}", line.text);
        }
        assert_eq!(lines[wrapped].x, lines[0].x);
        for line in &lines[wrapped + 1..] {
            assert_eq!(line.x, lines[0].x + SOLUTION_SIZE, "{}", line.text);
        }
        // Each wrapped line is full: its next word would not have fitted.
        let right = A4.0 - MARGIN;
        for pair in lines[..wrapped].windows(2) {
            let next = pair[1].text.split(' ').next().unwrap_or_default();
            let longer = format!("{} {next}", pair[0].text);
            let w = points_wide(&mut fonts, Face::Regular, &longer, SOLUTION_SIZE);
            assert!(pair[0].x + w > right, "{longer}");
        }
        let pieces: Vec<&str> = lines[wrapped..].iter().map(|l| l.text.as_str()).collect();
        assert!(pieces.len() >= 2, "{pieces:?}");
        assert_eq!(pieces.concat(), word);
    }

    #[test]
    fn solutions_run_onto_as_many_pages_as_they_need() {
        let mut fonts = Fonts::new();
        let labels: Vec<String> = (1..=150).map(|n| format!("{n}.")).collect();
        let solutions: Vec<(&str, &str)> = labels
            .iter()
            .map(|l| (l.as_str(), "1.Sf3! threat 2.Qd1#\n1...Kd5 2.Sb4#"))
            .collect();
        let pages = solution_pages(&mut fonts, A4, "Solutions", &solutions);
        // 150 solutions of two lines, 31 points each, about 24 a page.
        assert_eq!(pages.len(), 7);
        check_area(&mut fonts, &pages);
        assert!(pages[0][0].heading);
        assert!(pages[1..].iter().flatten().all(|b| !b.heading));
        // The numbers in order, each solution whole on one page.
        let numbers: Vec<&str> = pages
            .iter()
            .flatten()
            .filter(|b| !b.heading)
            .map(|b| {
                assert_eq!(b.lines.len(), 3);
                b.lines[0].text.as_str()
            })
            .collect();
        assert_eq!(numbers, labels);
        for page in &pages[1..] {
            assert_eq!(page[0].lines[0].baseline, MARGIN + SOLUTION_SIZE);
        }
    }

    #[test]
    fn a_long_solution_goes_on_over_the_page() {
        let mut fonts = Fonts::new();
        let text: Vec<String> = (1..=80)
            .map(|n| format!("{n}...Kd5 {}.Sb4#", n + 1))
            .collect();
        let text = text.join("\n");
        let pages = solution_pages(
            &mut fonts,
            A4,
            "Solutions",
            &[("1.", "1.e4"), ("2.", &text)],
        );
        assert_eq!(pages.len(), 2);
        check_area(&mut fonts, &pages);
        let first = texts(&pages[0][2]);
        let rest = texts(&pages[1][0]);
        assert_eq!(first[0], "2.");
        assert_eq!(first.len() - 1 + rest.len(), 80);
        assert_eq!(
            rest[0],
            format!("{}...Kd5 {}.Sb4#", first.len(), first.len() + 1)
        );
        assert_eq!(pages[1][0].lines[0].baseline, MARGIN + SOLUTION_SIZE);
        // Each page full: a line more would not have fitted.
        let last = pages[0][2].lines.last().map_or(0.0, |l| l.baseline);
        assert!(last + SOLUTION_LEADING > A4.1 - MARGIN);
    }

    #[test]
    fn no_pages_without_a_solution() {
        let mut fonts = Fonts::new();
        assert!(solution_pages(&mut fonts, A4, "Solutions", &[]).is_empty());
        assert!(solution_pages(&mut fonts, A4, "Solutions", &[("1.", " \n\t")]).is_empty());
    }
}
