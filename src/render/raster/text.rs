//! Text as pixels: labels (each letter an outline of the embedded font,
//! with its rim), and what stands on a square in place of a piece: its
//! text, or the `?` of an unknown square, each with a white halo.

use resvg::tiny_skia::{self, FillRule, Paint, Pixmap, Stroke, Transform};

use crate::board::SquareText;
use crate::render::cell_text::{
    SQUARE_TEXT_FILL_RGB, TextGlyphs, UNKNOWN_FILL_RGB, UnknownGlyph, unknown_halo,
};
use crate::render::layout::{Label, label_halo};
use crate::render::raster::paint::paint;
use crate::render::style::Rgb;
use crate::render::text::{Face, Fonts};

/// Draws text, each letter an outline of the embedded font.
pub(super) fn draw_labels(pix: &mut Pixmap, labels: &[Label], fonts: &mut Fonts) {
    for label in labels {
        let text = paint(label.color, true);
        let scale = label.size / fonts.units_per_em(label.face);
        let run = fonts.shape(label.face, &label.text);
        for g in &run.glyphs {
            let Some(glyph) = fonts.glyph(label.face, g.id) else {
                continue;
            };
            if let Some(path) =
                glyph.path(label.x + g.x * scale, label.baseline - g.y * scale, scale)
            {
                if let Some(halo) = label.halo {
                    let stroke = Stroke {
                        width: label_halo(label.size),
                        line_join: tiny_skia::LineJoin::Round,
                        ..Stroke::default()
                    };
                    pix.stroke_path(
                        &path,
                        &paint(halo, true),
                        &stroke,
                        Transform::identity(),
                        None,
                    );
                }
                pix.fill_path(&path, &text, FillRule::Winding, Transform::identity(), None);
            }
        }
    }
}

/// The inks of what stands on a square in place of a piece, at squares of
/// `q` pixels: the white halo's paint and stroke, the `?`'s fill and a
/// square text's fill, and where the `?`'s glyph goes.
pub(super) struct CellInk {
    halo_paint: Paint<'static>,
    halo: Stroke,
    unknown_fill: Paint<'static>,
    text_fill: Paint<'static>,
    unknown: UnknownGlyph,
}

impl CellInk {
    /// The inks for squares of `q` pixels.
    pub(super) fn new(q: u32, fonts: &mut Fonts) -> CellInk {
        CellInk {
            halo_paint: paint(Rgb::WHITE, true),
            // The white halo round a `?` and round a square's text.
            halo: Stroke {
                width: unknown_halo(q),
                line_join: tiny_skia::LineJoin::Round,
                ..Stroke::default()
            },
            unknown_fill: paint(UNKNOWN_FILL_RGB, true),
            text_fill: paint(SQUARE_TEXT_FILL_RGB, true),
            unknown: UnknownGlyph::new(q, fonts),
        }
    }

    /// Draws `text` on the square of `q` pixels at `x`, `y`.
    pub(super) fn text(
        &self,
        pix: &mut Pixmap,
        text: SquareText,
        (x, y, q): (u32, u32, u32),
        fonts: &mut Fonts,
    ) {
        let t = TextGlyphs::new(text, q, fonts);
        let paths: Vec<_> = t
            .glyphs
            .iter()
            .filter_map(|&(id, dx, dy)| {
                fonts
                    .glyph(Face::Bold, id)
                    .and_then(|g| g.path(x as f32 + dx, y as f32 + dy, t.scale))
            })
            .collect();
        // The halos first, so no letter's halo covers its neighbour.
        for path in &paths {
            pix.stroke_path(
                path,
                &self.halo_paint,
                &self.halo,
                Transform::identity(),
                None,
            );
        }
        for path in &paths {
            pix.fill_path(
                path,
                &self.text_fill,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// Draws the `?` of an unknown square on the square at `x`, `y`.
    pub(super) fn unknown(&self, pix: &mut Pixmap, (x, y): (u32, u32), fonts: &mut Fonts) {
        let u = &self.unknown;
        let (gx, gy) = (x as f32 + u.dx, y as f32 + u.dy);
        if let Some(path) = fonts
            .glyph(Face::Bold, u.id)
            .and_then(|g| g.path(gx, gy, u.scale))
        {
            pix.stroke_path(
                &path,
                &self.halo_paint,
                &self.halo,
                Transform::identity(),
                None,
            );
            pix.fill_path(
                &path,
                &self.unknown_fill,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
}
