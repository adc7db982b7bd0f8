//! The renderer: what it keeps between diagrams (the piece set, the fonts,
//! rasters), and the one call for each format.

use std::fmt;

use resvg::tiny_skia::Pixmap;

use crate::render::layout::Layout;
#[cfg(feature = "pdf")]
use crate::render::pdf;
use crate::render::text::Fonts;
#[cfg(feature = "raster")]
use crate::render::{Animation, DEFAULT_DELAY, Image};
use crate::render::{Diagram, Format, PieceSet, RenderError, Style, raster, svg};

/// Calls `then` with `diagram` as it is drawn in `style`: on a board of its
/// own with the walks of `style.glyphs` in their chosen shapes, when there
/// is anything to change.
fn with_glyphs<T>(diagram: &Diagram<'_>, style: &Style, then: impl FnOnce(&Diagram<'_>) -> T) -> T {
    if style.glyphs.is_empty() || !diagram.board.has_fairy() {
        return then(diagram);
    }
    let mut board = diagram.board.clone();
    board.apply_glyphs(&style.glyphs);
    then(&Diagram {
        board: &board,
        ..diagram.clone()
    })
}

/// Points (1/72 inch) per pixel of `layout` when printed: 0.75, or what
/// the square size asks for.
fn print_scale(style: &Style, layout: &Layout) -> f32 {
    style
        .square_size
        .map_or(0.75, |len| len.points() / layout.square as f32)
}

/// Draws many diagrams: keeps the parsed piece set and fonts, and what it
/// prepared for earlier diagrams (each piece's raster per square size, the
/// empty board per size and style, shaped text), within a fixed bound.
///
/// A renderer keeps at most [`CACHE_LIMIT`](crate::render::CACHE_LIMIT) bytes (48 MiB) of cached
/// rasters and text, whatever sizes, themes and texts it is asked to draw;
/// the entries used least recently make room for new ones, so the sizes in
/// use stay fast. [`Renderer::cached_bytes`] tells how much it keeps now.
/// A clone starts with a copy of the caches and has its own bound.
///
/// ```
/// use forsythe::render::{CACHE_LIMIT, Diagram, Renderer, Style};
/// use forsythe::Board;
///
/// let mut renderer = Renderer::new();
/// let board = Board::standard();
/// for size in [64, 400, 1200] {
///     renderer.png(&Diagram::new(&board), &Style { size, ..Style::default() })?;
/// }
/// assert!(renderer.cached_bytes() > 0 && renderer.cached_bytes() <= CACHE_LIMIT);
/// renderer.clear_cache();
/// assert_eq!(renderer.cached_bytes(), 0);
/// # Ok::<(), forsythe::render::RenderError>(())
/// ```
#[derive(Clone)]
pub struct Renderer {
    pieces: PieceSet,
    pub(super) fonts: Fonts,
    cache: raster::Cache,
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::new()
    }
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("pieces", &self.pieces)
            .field("cached_bytes", &self.cached_bytes())
            .finish_non_exhaustive()
    }
}

impl Renderer {
    /// A renderer with our own piece set.
    #[must_use]
    pub fn new() -> Renderer {
        Renderer::with_pieces(PieceSet::builtin())
    }

    /// A renderer with the given piece set.
    #[must_use]
    pub fn with_pieces(pieces: PieceSet) -> Renderer {
        Renderer {
            pieces,
            fonts: Fonts::new(),
            cache: raster::Cache::default(),
        }
    }

    /// The bytes of rasters and text kept between diagrams now; never more
    /// than [`CACHE_LIMIT`](crate::render::CACHE_LIMIT).
    #[must_use]
    pub fn cached_bytes(&self) -> usize {
        self.cache.bytes() + self.fonts.cached_bytes()
    }

    /// Forgets every raster and shaped text kept between diagrams.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.fonts.clear();
    }

    /// The style a diagram is drawn in: `style`, but with both a physical
    /// square size and a resolution, as wide as they ask.
    fn sized(diagram: &Diagram<'_>, style: &Style) -> Style {
        match (style.square_size, style.dpi) {
            (Some(len), Some(dpi)) => {
                let square = (len.points() / 72.0 * dpi as f32).round().max(2.0) as u32;
                let marker = style.side_to_move && diagram.side_to_move.is_some();
                Style {
                    size: Layout::width_for_square(
                        diagram.board.width(),
                        square,
                        style,
                        marker,
                        diagram.cylinder().vertical,
                    ),
                    ..style.clone()
                }
            }
            _ => style.clone(),
        }
    }

    /// The layout of a diagram (its size in pixels, where each square and
    /// each line of text is), and the style it is drawn in.
    pub(crate) fn layout(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(Layout, Style), RenderError> {
        let style = Self::sized(diagram, style);
        diagram.check_fields()?;
        let layout = Layout::of(diagram, &style, &mut self.fonts)?;
        Ok((layout, style))
    }

    /// The diagram as an SVG document.
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn svg(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<String, RenderError> {
        with_glyphs(diagram, style, |diagram| {
            let (layout, style) = &self.layout(diagram, style)?;
            Ok(svg::write(
                diagram,
                style,
                layout,
                &self.pieces,
                &mut self.fonts,
                svg::TextMode::Outlines,
            ))
        })
    }

    /// The diagram as pixels, for callers that encode or composite
    /// themselves.
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "raster")]
    pub fn image(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Image, RenderError> {
        let pix = self.pixmap(diagram, style)?;
        Ok(Image::from_pixmap(&pix))
    }

    /// The diagram as the rasteriser's premultiplied pixels.
    pub(crate) fn pixmap(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<Pixmap, RenderError> {
        with_glyphs(diagram, style, |diagram| {
            let (layout, style) = &self.layout(diagram, style)?;
            raster::draw(
                diagram,
                style,
                layout,
                &self.pieces,
                &mut self.fonts,
                &mut self.cache,
            )
        })
    }

    /// The diagram as a PNG file, with the description in an `iTXt` chunk
    /// named `Description` (in the diagram's language) and the record in
    /// one named `Comment`.
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "raster")]
    pub fn png(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let pix = self.pixmap(diagram, style)?;
        let texts = raster::PngTexts {
            description: &diagram.description(),
            lang: diagram.lang,
            record: &diagram.record(),
        };
        raster::encode_png(pix, style.transparent, style.dpi, Some(&texts))
    }

    /// The diagram's size as printed, in PostScript points (1/72 inch):
    /// the size of its PDF's page, which is also the physical size of its
    /// SVG when `style` gives a square size. Without one, a pixel is 0.75
    /// points (1/96 inch).
    ///
    /// # Errors
    /// See [`RenderError`].
    pub fn print_size(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<(f32, f32), RenderError> {
        with_glyphs(diagram, style, |diagram| {
            let (layout, style) = self.layout(diagram, style)?;
            let scale = print_scale(&style, &layout);
            Ok((layout.width as f32 * scale, layout.height as f32 * scale))
        })
    }

    /// What a PDF page needs of a diagram: its drawing without its text,
    /// the text as shaped lines, and its size in pixels.
    #[cfg(feature = "pdf")]
    pub(super) fn print(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<pdf::Print, RenderError> {
        with_glyphs(diagram, style, |diagram| self.print_glyphed(diagram, style))
    }

    /// [`Renderer::print`], on the board as drawn.
    #[cfg(feature = "pdf")]
    fn print_glyphed(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
    ) -> Result<pdf::Print, RenderError> {
        let (layout, style) = &self.layout(diagram, style)?;
        let svg = svg::write(
            diagram,
            style,
            layout,
            &self.pieces,
            &mut self.fonts,
            svg::TextMode::Omitted,
        );
        let lines = layout
            .labels
            .iter()
            .map(|label| pdf::PrintedLine {
                run: self.fonts.shape(label.face, &label.text),
                text: label.text.clone(),
                face: label.face,
                x: label.x,
                baseline: label.baseline,
                size: label.size,
                color: style.colors.text,
            })
            .collect();
        let scale = print_scale(style, layout);
        Ok(pdf::Print {
            svg,
            lines,
            width: layout.width as f32,
            height: layout.height as f32,
            scale,
            title: diagram.title.map(str::to_owned),
            description: diagram.description(),
            lang: diagram.lang.to_owned(),
        })
    }

    /// The diagram as a one-page PDF of vector graphics, with its text in
    /// the embedded font (a subset of it), tagged for accessibility: the
    /// diagram is a figure whose alternative text is the description, and
    /// the document's language is the diagram's.
    ///
    /// # Errors
    /// See [`RenderError`].
    #[cfg(feature = "pdf")]
    pub fn pdf(&mut self, diagram: &Diagram<'_>, style: &Style) -> Result<Vec<u8>, RenderError> {
        let print = self.print(diagram, style)?;
        pdf::single(print)
    }

    /// The diagram in any format: SVG text as UTF-8, a PNG, a still GIF, a
    /// PDF. One call for a program that takes the format as a setting.
    ///
    /// # Errors
    /// See [`RenderError`]; [`RenderError::NotBuilt`] for PDF without the
    /// `pdf` feature.
    pub fn encode(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
        format: Format,
    ) -> Result<Vec<u8>, RenderError> {
        match format {
            Format::Svg => self.svg(diagram, style).map(String::into_bytes),
            #[cfg(feature = "raster")]
            Format::Png => self.png(diagram, style),
            #[cfg(feature = "raster")]
            Format::Gif => {
                let mut gif = Animation::new();
                gif.add(self, diagram, style, DEFAULT_DELAY)?;
                gif.finish()
            }
            #[cfg(not(feature = "raster"))]
            Format::Png | Format::Gif => Err(RenderError::NotBuilt(format)),
            #[cfg(feature = "pdf")]
            Format::Pdf => self.pdf(diagram, style),
            #[cfg(not(feature = "pdf"))]
            Format::Pdf => Err(RenderError::NotBuilt(format)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Attribute, Attributes, Board, Color, Square};
    use crate::render::{Legend, LinePlace, LineSize, TextLine};

    /// A warm renderer draws exactly what a fresh one draws.
    fn same_as_fresh(first: &Diagram<'_>, then: &Diagram<'_>, style: &Style) {
        let mut warm = Renderer::new();
        warm.pixmap(first, style).expect("drawn");
        let a = warm.pixmap(then, style).expect("drawn");
        let b = Renderer::new().pixmap(then, style).expect("drawn");
        assert_eq!((a.width(), a.height()), (b.width(), b.height()));
        assert!(
            a.data() == b.data(),
            "the cached background was not this diagram's"
        );
    }

    #[test]
    fn attributes_are_marked_on_their_squares_and_the_legend_drawn_when_asked() {
        let board: Board = "8/8/8/8/3Q4/8/8/4K3".parse().expect("a board");
        let sq = |s: &str| Square::parse(s).expect("a square");
        let mut attributes = Attributes::new();
        attributes.insert(sq("d4"), vec![Attribute::Royal, Attribute::Kamikaze]);
        attributes.insert(sq("e1"), vec![Attribute::Kamikaze]);
        // Off the board: not drawn.
        attributes.insert(sq("k9"), vec![Attribute::Magic]);
        let diagram = Diagram {
            attributes: Some(&attributes),
            lines: vec![TextLine::new(
                LinePlace::Legend,
                "\u{265a} Royal d4 · K Kamikaze d4, e1",
            )],
            ..Diagram::new(&board)
        };
        let mut r = Renderer::new();
        let (layout, _) = r.layout(&diagram, &Style::default()).expect("laid out");
        let marks: Vec<(&str, f32, f32)> = layout
            .corner_labels
            .iter()
            .map(|l| (l.text.as_str(), l.x.round(), l.baseline.round()))
            .collect();
        // In the top-right corner of d4 (x 166 to 211, y 188 to 233), the
        // crown first; e1's mark in its own corner.
        assert_eq!(
            marks,
            [
                ("\u{265a}", 189.0, 198.0),
                ("K", 201.0, 198.0),
                ("K", 246.0, 333.0)
            ]
        );
        assert!(
            layout
                .labels
                .iter()
                .any(|l| l.text.ends_with("K Kamikaze d4, e1"))
        );
        // No legend asked for: the marks stay, the names go.
        let quiet = Style {
            legend: Legend::None,
            ..Style::default()
        };
        let (layout, _) = r.layout(&diagram, &quiet).expect("laid out");
        assert_eq!(layout.corner_labels.len(), 3);
        assert!(!layout.labels.iter().any(|l| l.text.contains("Kamikaze")));
        let svg = r.svg(&diagram, &Style::default()).expect("drawn");
        assert!(svg.contains(r##"stroke="#ffffff""##), "{svg}");
    }

    // Found by fuzzing: the empty board was cached by size and style only, so a
    // diagram with a caption got the background of one without.
    #[test]
    fn regression_background_cache_caption() {
        let board = Board::standard();
        let captioned = Diagram {
            caption: Some("White to move"),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &captioned, &Style::default());
    }

    // Found by fuzzing: the same with a problem's lines and piece count.
    #[test]
    fn regression_background_cache_count() {
        let board = Board::standard();
        let problem = Diagram {
            lines: vec![
                TextLine::new(LinePlace::LowerLeft, "#2").size(LineSize::Large),
                TextLine::new(LinePlace::LowerRight, "(16+16)").size(LineSize::Large),
            ],
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &problem, &Style::default());
    }

    // Found by fuzzing: the same with the room for the side-to-move marker,
    // which only a record with a side to move gets.
    #[test]
    fn regression_background_cache_marker() {
        let board = Board::standard();
        let style = Style {
            side_to_move: true,
            ..Style::default()
        };
        let white = Diagram {
            side_to_move: Some(Color::White),
            ..Diagram::new(&board)
        };
        same_as_fresh(&Diagram::new(&board), &white, &style);
        same_as_fresh(&white, &Diagram::new(&board), &style);
    }
}
