//! A book of diagrams: many a page, each with its label underneath, and
//! their solutions on pages of their own at the back.

use std::sync::Arc;

use krilla::geom::Point;

use crate::render::pdf::solutions::solution_pages;
use crate::render::pdf::{MARGIN, Print, PrintedLine, Writer};
use crate::render::style::{Rgb, Style};
use crate::render::text::Face;
use crate::render::{Diagram, RenderError, Renderer};

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

/// Where a page's cells are: gaps and the label's room, in points.
const GAP: f32 = 18.0;
const LABEL_ROOM: f32 = 16.0;
const LABEL_SIZE: f32 = 9.5;

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
