//! A drawn diagram's pixels, for callers that encode or composite them
//! themselves.

#[cfg(feature = "raster")]
use resvg::tiny_skia::Pixmap;

/// A drawn diagram's pixels: 8-bit RGBA, not premultiplied, row by row
/// from the top left. Made by
/// [`Renderer::image`](crate::render::Renderer::image).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

impl Image {
    #[cfg(feature = "raster")]
    pub(crate) fn from_pixmap(pix: &Pixmap) -> Image {
        let mut rgba = pix.data().to_vec();
        for p in rgba.chunks_exact_mut(4) {
            let a = u16::from(p[3]);
            if a != 255 && a != 0 {
                for c in &mut p[..3] {
                    // Rounded, as tiny-skia demultiplies.
                    *c = u8::try_from((u16::from(*c) * 255 + a / 2) / a).unwrap_or(u8::MAX);
                }
            }
        }
        Image {
            width: pix.width(),
            height: pix.height(),
            rgba,
        }
    }

    /// Its width in pixels.
    #[must_use]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Its height in pixels.
    #[must_use]
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Its pixels, four bytes each (red, green, blue, alpha).
    #[must_use]
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// The pixel at `x`, `y` (from the top left), if it is inside.
    #[must_use]
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        self.rgba.get(i..i + 4).and_then(|p| p.try_into().ok())
    }

    /// Its pixels, as a buffer of its own.
    #[must_use]
    pub fn into_rgba(self) -> Vec<u8> {
        self.rgba
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::render::{Diagram, Renderer, Style};

    #[test]
    fn an_image_is_straight_rgba() {
        let board: Board = "k7/8/8/3--3/8/8/8/7K".parse().expect("a board");
        let style = Style {
            size: 120,
            transparent: true,
            ..Style::default()
        };
        let diagram = Diagram::new(&board);
        let mut r = Renderer::new();
        let pix = r.pixmap(&diagram, &style).expect("drawn");
        let image = r.image(&diagram, &style).expect("drawn");
        assert_eq!((image.width(), image.height()), (pix.width(), pix.height()));
        let mut seen = [false; 2];
        for (i, p) in pix.pixels().iter().enumerate() {
            let c = p.demultiply();
            let x = u32::try_from(i).expect("small") % pix.width();
            let y = u32::try_from(i).expect("small") / pix.width();
            let want = [c.red(), c.green(), c.blue(), c.alpha()];
            assert_eq!(image.pixel(x, y), Some(want), "at {x}, {y}");
            seen[usize::from(c.alpha() == 255)] |= c.alpha() > 0;
        }
        assert_eq!(seen, [false, true], "opaque pixels, and transparent ones");
        assert!(
            image.pixel(0, 0).is_some_and(|p| p[3] == 0),
            "a transparent corner"
        );
        // A half-covered pixel is given in its own colour.
        let mut one = Pixmap::new(2, 1).expect("a pixmap");
        let half =
            resvg::tiny_skia::PremultipliedColorU8::from_rgba(50, 25, 0, 128).expect("valid");
        one.pixels_mut()[1] = half;
        let image = Image::from_pixmap(&one);
        assert_eq!(image.rgba(), [0, 0, 0, 0, 100, 50, 0, 128]);
        assert_eq!(image.pixel(image.width(), 0), None);
        assert_eq!(image.clone().into_rgba().len(), image.rgba().len());
    }
}
