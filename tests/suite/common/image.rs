//! PNG images as plain RGBA pixels, for tests that compare pictures.
#![allow(dead_code)]

pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Decodes a PNG of any colour type into 8-bit RGBA, with the decoder of
/// `tests/images` (which the including test declares as `mod images`).
pub fn decode(bytes: &[u8]) -> Image {
    let (width, height, rgba) = crate::images::png_pixels(bytes);
    Image {
        width,
        height,
        rgba,
    }
}

/// How many pixels of two images of the same size differ, and where the
/// first of them is; `None` when the sizes differ.
pub fn differing_pixels(a: &Image, b: &Image) -> Option<(usize, Option<(u32, u32)>)> {
    if (a.width, a.height) != (b.width, b.height) {
        return None;
    }
    let mut count = 0;
    let mut first = None;
    for (i, (p, q)) in a
        .rgba
        .chunks_exact(4)
        .zip(b.rgba.chunks_exact(4))
        .enumerate()
    {
        if p != q {
            count += 1;
            if first.is_none() {
                let i = i as u32;
                first = Some((i % a.width, i / a.width));
            }
        }
    }
    Some((count, first))
}
