//! PNG images as plain RGBA pixels, for tests that compare pictures.
#![allow(dead_code)]

pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Decodes a PNG of any colour type into 8-bit RGBA.
pub fn decode(bytes: &[u8]) -> Image {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    buf.truncate(info.buffer_size());
    let rgba = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::GrayscaleAlpha => buf
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    Image {
        width: info.width,
        height: info.height,
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
