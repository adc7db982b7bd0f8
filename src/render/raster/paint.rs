//! The few ways pixels are laid: an opaque rectangle set row by row, a
//! raster laid over another (premultiplied, as tiny-skia lays it), and the
//! paints of flat colours.

use resvg::tiny_skia::{self, Paint, Pixmap};

use crate::render::style::Rgb;

pub(super) fn paint(c: Rgb, anti_alias: bool) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, 255);
    p.anti_alias = anti_alias;
    p
}

/// Sets the pixels of a rectangle (the part inside the image) to an opaque
/// colour, as filling it without anti-aliasing would, row by row.
pub(super) fn fill_rect(pix: &mut Pixmap, x: u32, y: u32, w: u32, h: u32, c: Rgb) {
    let Some(color) = tiny_skia::PremultipliedColorU8::from_rgba(c.0, c.1, c.2, 255) else {
        return;
    };
    let width = pix.width() as usize;
    let (x0, x1) = (x as usize, x.saturating_add(w).min(pix.width()) as usize);
    let (y0, y1) = (y as usize, y.saturating_add(h).min(pix.height()) as usize);
    if x0 >= x1 {
        return;
    }
    let pixels = pix.pixels_mut();
    for row in y0..y1 {
        if let Some(run) = pixels.get_mut(row * width + x0..row * width + x1) {
            run.fill(color);
        }
    }
}

pub(super) fn translucent(c: Rgb, alpha: f32) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(tiny_skia::Color::from_rgba8(
        c.0,
        c.1,
        c.2,
        (alpha * 255.0).round() as u8,
    ));
    p.anti_alias = true;
    p
}

/// `v / 255`, rounded, for `v` up to 255 × 255.
fn div255(v: u32) -> u32 {
    (v + 128 + ((v + 128) >> 8)) >> 8
}

/// Lays `src` over `dst` with its top-left corner at (`x`, `y`): both are
/// premultiplied, so each channel becomes `src + dst × (1 − src alpha)`.
/// The piece rasters are copied this way, a pixel at a time with whole
/// offsets; most of their pixels are fully transparent or fully opaque.
pub(super) fn draw_over(dst: &mut Pixmap, src: &Pixmap, x: u32, y: u32) {
    let (dw, dh) = (dst.width() as usize, dst.height() as usize);
    let (x, y) = (x as usize, y as usize);
    if x >= dw || y >= dh {
        return;
    }
    let w = (src.width() as usize).min(dw - x);
    let h = (src.height() as usize).min(dh - y);
    let sw = src.width() as usize;
    let src = src.data();
    let data = dst.data_mut();
    for row in 0..h {
        let s = &src[row * sw * 4..(row * sw + w) * 4];
        let start = ((y + row) * dw + x) * 4;
        let d = &mut data[start..start + w * 4];
        for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(sp),
                a => {
                    let keep = 255 - u32::from(a);
                    for (dc, sc) in dp.iter_mut().zip(sp) {
                        *dc = (u32::from(*sc) + div255(u32::from(*dc) * keep)).min(255) as u8;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Piece;
    use crate::render::pieces::PieceSet;
    use crate::render::raster::pieces::piece_pixmap;
    use resvg::tiny_skia::Transform;

    #[test]
    fn pieces_are_laid_over_as_tiny_skia_would() {
        let pieces = PieceSet::builtin();
        let piece = piece_pixmap(&pieces, Piece::ALL[4], 37).expect("a knight");
        let mut ours = Pixmap::new(60, 50).expect("a pixmap");
        ours.fill(tiny_skia::Color::from_rgba8(0xb3, 0x87, 0x60, 200));
        let mut theirs = ours.clone();
        // Partly off the right and bottom edges.
        draw_over(&mut ours, &piece, 30, 20);
        theirs.draw_pixmap(
            30,
            20,
            piece.as_ref(),
            &tiny_skia::PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        let most = ours
            .data()
            .iter()
            .zip(theirs.data())
            .map(|(a, b)| a.abs_diff(*b))
            .max();
        assert!(most <= Some(1), "{most:?}");
        assert!(ours.data() != Pixmap::new(60, 50).expect("a pixmap").data());
        // Entirely off the image: nothing happens.
        let before = ours.clone();
        draw_over(&mut ours, &piece, 60, 0);
        assert!(ours.data() == before.data());
    }
}
