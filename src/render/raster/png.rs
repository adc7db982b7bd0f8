//! The PNG encoder: an opaque image written with a palette when it has
//! few enough colours (else as RGB), a transparent one as RGBA; the texts
//! in uncompressed `iTXt` chunks, so the bytes are the same everywhere.

use resvg::tiny_skia::{self, Pixmap};

use crate::render::raster::palette::to_palette;
use crate::render::{EncodeError, RenderError};

/// The texts written into a PNG file.
pub(crate) struct PngTexts<'a> {
    /// The position in words, in `lang`.
    pub(crate) description: &'a str,
    /// Its BCP 47 language tag.
    pub(crate) lang: &'a str,
    /// The record the diagram was made from.
    pub(crate) record: &'a str,
}

/// Encodes a pixmap as PNG. An opaque image is written with a palette (see
/// [`to_palette`]), or as RGB if it has a great many colours; a transparent
/// one as RGBA, un-premultiplied. The texts go into uncompressed `iTXt`
/// chunks, so the bytes are the same everywhere.
pub(crate) fn encode_png(
    pix: Pixmap,
    transparent: bool,
    dpi: Option<u32>,
    texts: Option<&PngTexts<'_>>,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Paeth);
    if let Some(dpi) = dpi {
        // pHYs counts pixels per metre.
        let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
        enc.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
    }
    // Each form is written over the pixels themselves: no second image.
    let mut data = pix.take();
    if transparent {
        enc.set_color(png::ColorType::Rgba);
        for px in data.chunks_exact_mut(4) {
            if let Some(c) = tiny_skia::PremultipliedColorU8::from_rgba(px[0], px[1], px[2], px[3])
            {
                let c = c.demultiply();
                px.copy_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
            }
        }
    } else if let Some(palette) = to_palette(&mut data) {
        enc.set_color(png::ColorType::Indexed);
        enc.set_palette(palette);
    } else {
        enc.set_color(png::ColorType::Rgb);
        let n = data.len() / 4;
        for i in 0..n {
            data.copy_within(4 * i..4 * i + 3, 3 * i);
        }
        data.truncate(3 * n);
    }
    let err = |e: png::EncodingError| RenderError::Png(EncodeError::new(e));
    let mut writer = enc.write_header().map_err(err)?;
    if let Some(t) = texts {
        let mut description = png::text_metadata::ITXtChunk::new("Description", t.description);
        description.language_tag = t.lang.to_owned();
        writer.write_text_chunk(&description).map_err(err)?;
        let record = png::text_metadata::ITXtChunk::new("Comment", t.record);
        writer.write_text_chunk(&record).map_err(err)?;
    }
    writer.write_image_data(&data).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::raster::palette::MAX_DISTINCT;
    use crate::render::raster::test_pixmap as pixmap;

    /// Past the most colours a palette is made for, the image is written as
    /// RGB; a transparent one as RGBA, un-premultiplied.
    #[test]
    fn many_colours_and_transparency_decode_to_what_was_drawn() {
        let decode = |png: Vec<u8>| {
            let mut reader = png::Decoder::new(std::io::Cursor::new(png))
                .read_info()
                .expect("a PNG");
            let mut buf = vec![0; reader.output_buffer_size().expect("size")];
            reader.next_frame(&mut buf).expect("a frame");
            (reader.info().color_type, buf)
        };
        let colors: Vec<[u8; 3]> = (0..MAX_DISTINCT as u32 + 10)
            .map(|i| [i as u8, (i >> 8) as u8, 7])
            .collect();
        let pix = pixmap(&colors);
        let (kind, rgb) = decode(encode_png(pix, false, None, None).expect("encoded"));
        assert_eq!(kind, png::ColorType::Rgb);
        assert_eq!(rgb, colors.concat());
        let mut pix = Pixmap::new(3, 1).expect("a pixmap");
        pix.data_mut()
            .copy_from_slice(&[100, 50, 0, 200, 0, 0, 0, 0, 10, 20, 30, 255]);
        let (kind, rgba) = decode(encode_png(pix, true, None, None).expect("encoded"));
        assert_eq!(kind, png::ColorType::Rgba);
        assert_eq!(rgba, [128, 64, 0, 200, 0, 0, 0, 0, 10, 20, 30, 255]);
    }

    /// Decodes a PNG into its colour type and RGB (or RGBA) pixels, the
    /// palette looked up by hand, and its pixels per metre.
    fn decode(png: &[u8]) -> (png::ColorType, Vec<Vec<u8>>, Option<u32>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        let color = info.color_type;
        let dpm = info.pixel_dims.map(|d| {
            assert_eq!((d.xppu, d.unit), (d.yppu, png::Unit::Meter));
            d.xppu
        });
        let palette = info.palette.as_ref().map(|p| p.to_vec());
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        let frame = reader.next_frame(&mut buf).expect("a frame");
        let data = &buf[..frame.buffer_size()];
        let pixels = match color {
            png::ColorType::Indexed => {
                let palette = palette.expect("a palette");
                data.iter()
                    .map(|&i| palette[3 * usize::from(i)..3 * usize::from(i) + 3].to_vec())
                    .collect()
            }
            png::ColorType::Rgb => data.chunks_exact(3).map(<[u8]>::to_vec).collect(),
            png::ColorType::Rgba => data.chunks_exact(4).map(<[u8]>::to_vec).collect(),
            other => panic!("{other:?}"),
        };
        (color, pixels, dpm)
    }

    #[test]
    fn encoded_images_decode_to_what_was_drawn() {
        // Few colours: a palette, each pixel's index naming its own colour.
        let few = [[1, 2, 3], [200, 100, 0], [1, 2, 3], [255, 255, 255]];
        let png = encode_png(pixmap(&few), false, Some(300), None).expect("encoded");
        let (color, pixels, dpm) = decode(&png);
        assert_eq!(color, png::ColorType::Indexed);
        assert_eq!(dpm, Some(11811));
        assert_eq!(pixels, few.map(|c| c.to_vec()).to_vec());

        // More colours than a palette holds: the most used kept, each other
        // one drawn as its nearest (here one step of green away).
        let some: Vec<[u8; 3]> = (0..300u32)
            .map(|i| [(i % 256) as u8, (i / 256) as u8, 7])
            .collect();
        let png = encode_png(pixmap(&some), false, None, None).expect("encoded");
        let (color, pixels, dpm) = decode(&png);
        assert_eq!((color, dpm), (png::ColorType::Indexed, None));
        for (got, drawn) in pixels.iter().zip(&some) {
            let far = got.iter().zip(drawn).map(|(a, b)| a.abs_diff(*b)).max();
            assert!(far <= Some(1), "{got:?} for {drawn:?}");
        }
        assert_eq!(
            pixels[..256],
            some[..256].iter().map(|c| c.to_vec()).collect::<Vec<_>>()
        );

        // Too many colours to count: every pixel as it was.
        let many: Vec<[u8; 3]> = (0..9000u32)
            .map(|i| [(i % 256) as u8, (i / 256) as u8, 7])
            .collect();
        let png = encode_png(pixmap(&many), false, None, None).expect("encoded");
        let (color, pixels, _) = decode(&png);
        assert_eq!(color, png::ColorType::Rgb);
        assert_eq!(pixels, many.iter().map(|c| c.to_vec()).collect::<Vec<_>>());

        // Transparent: straight alpha, a half-covered pixel demultiplied.
        let mut pix = pixmap(&[[10, 20, 30], [0, 0, 0]]);
        pix.data_mut()[4..8].copy_from_slice(&[50, 25, 0, 128]);
        let png = encode_png(pix, true, None, None).expect("encoded");
        let (color, pixels, _) = decode(&png);
        assert_eq!(color, png::ColorType::Rgba);
        assert_eq!(pixels, [vec![10, 20, 30, 255], vec![100, 50, 0, 128]]);
    }
}
