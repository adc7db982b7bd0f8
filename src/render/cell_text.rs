//! What is drawn on a square in place of a piece: the `?` of an unknown
//! square and a square's text (a letter or two), each glyph placed in the
//! square, with its ink and the white halo round it; shared by the SVG and
//! PNG writers.

use crate::board::SquareText;
use crate::render::style::Rgb;
use crate::render::text::{Face, Fonts};

/// The fill of the `?` on unknown squares: a neutral grey.
pub(crate) const UNKNOWN_FILL: &str = "#5a5a5a";
pub(crate) const UNKNOWN_FILL_RGB: Rgb = Rgb(0x5a, 0x5a, 0x5a);

/// Where the `?` of an unknown square goes: its scale from font units, the
/// offset of its baseline's start from the square's corner, and
/// its glyph.
pub(crate) struct UnknownGlyph {
    pub(crate) scale: f32,
    pub(crate) dx: f32,
    pub(crate) dy: f32,
    pub(crate) id: u16,
}

impl UnknownGlyph {
    pub(crate) fn new(q: u32, fonts: &mut Fonts) -> UnknownGlyph {
        let face = Face::Bold;
        let size = q as f32 * 0.78;
        let scale = size / fonts.units_per_em(face);
        let run = fonts.shape(face, "?");
        let width = run.width * scale;
        let cap = fonts.cap_height(face) * scale;
        UnknownGlyph {
            scale,
            dx: (q as f32 - width) / 2.0,
            dy: (q as f32 + cap) / 2.0,
            id: run.glyphs.first().map_or(0, |g| g.id),
        }
    }
}

/// The glyphs of a square's text, placed in a square of `q` pixels: bold,
/// centred, as tall as a capital of 0.56 squares, narrowed to fit two
/// wide characters.
pub(crate) struct TextGlyphs {
    pub(crate) scale: f32,
    /// Each glyph and the offset of its origin from the square's corner.
    pub(crate) glyphs: Vec<(u16, f32, f32)>,
}

impl TextGlyphs {
    pub(crate) fn new(text: SquareText, q: u32, fonts: &mut Fonts) -> TextGlyphs {
        let face = Face::Bold;
        let q = q as f32;
        let run = fonts.shape(face, &text.to_string());
        let cap = fonts.cap_height(face).max(1.0);
        let mut scale = 0.56 * q / cap;
        if run.width * scale > 0.84 * q {
            scale = 0.84 * q / run.width;
        }
        let dx = (q - run.width * scale) / 2.0;
        let dy = (q + cap * scale) / 2.0;
        TextGlyphs {
            scale,
            glyphs: run
                .glyphs
                .iter()
                .map(|g| (g.id, dx + g.x * scale, dy - g.y * scale))
                .collect(),
        }
    }
}

/// The ink of a square's text, with a white halo as the `?` has.
pub(crate) const SQUARE_TEXT_FILL: &str = "#111111";
pub(crate) const SQUARE_TEXT_FILL_RGB: Rgb = Rgb(0x11, 0x11, 0x11);

/// Width of the white halo stroke around the `?`.
pub(crate) fn unknown_halo(q: u32) -> f32 {
    (q as f32 * 0.08).max(1.0)
}
