//! Animated GIF: one frame a diagram, added one at a time as a game is
//! played through.
//!
//! All frames share one palette of at most 255 colours, made once from the
//! first frame and from the same diagram with a last move and a check drawn
//! (so the tint and glow of later frames have their colours), the way the
//! PNG writer makes its palette: the colours most used are kept and every
//! other shade goes to its nearest kept colour. Each frame after the first
//! stores only the rectangle that changed, with the pixels that did not
//! change inside it transparent, so a game of many moves stays small.

use std::collections::HashMap;
use std::time::Duration;

use resvg::tiny_skia::Pixmap;

use crate::board::{Cell, Piece, Role, Square};
use crate::render::layout::Layout;
use crate::render::lzw::Lzw;
use crate::render::raster::{choose_palette, histogram, nearest};
use crate::render::style::Style;
use crate::render::{Diagram, EncodeError, RenderError, Renderer};

/// How long a frame is shown unless the caller says otherwise: 800 ms.
pub const DEFAULT_DELAY: Duration = Duration::from_millis(800);

/// The palette index of "unchanged" in frames after the first.
const TRANSPARENT: u8 = 255;

/// An animated GIF made one frame at a time: one frame a diagram, each
/// shown for its own delay, looping forever. Every frame must be as large as
/// the first (the same board size and style). GIFs have no partial
/// transparency, so a transparent style is drawn on its background colour.
///
/// ```
/// use forsythe::render::{Animation, DEFAULT_DELAY, Diagram, Renderer, Style};
/// use forsythe::{Board, Square};
///
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let mut renderer = Renderer::new();
/// let style = Style { size: 240, ..Style::default() };
/// let mut board = Board::standard();
/// let mut gif = Animation::new();
/// gif.add(&mut renderer, &Diagram::new(&board), &style, DEFAULT_DELAY)?;
/// let pawn = board.get(sq("e2")).unwrap();
/// board.set(sq("e4"), pawn);
/// board.set(sq("e2"), forsythe::Cell::Empty);
/// let after = Diagram { last_move: Some((sq("e2"), sq("e4"))), ..Diagram::new(&board) };
/// // The caller holds the last frame longer.
/// gif.add(&mut renderer, &after, &style, DEFAULT_DELAY * 3)?;
/// let bytes: Vec<u8> = gif.finish()?;
/// assert!(bytes.starts_with(b"GIF89a"));
/// # Ok::<(), forsythe::render::RenderError>(())
/// ```
pub struct Animation {
    encoder: Option<gif::Encoder<Vec<u8>>>,
    size: (u32, u32),
    palette: Vec<[u8; 3]>,
    /// The palette index of each colour seen, by its key.
    lookup: HashMap<u32, u8>,
    /// The previous frame's pixels.
    previous: Vec<u8>,
    lzw: Option<Lzw>,
    frames: usize,
}

impl Default for Animation {
    fn default() -> Animation {
        Animation::new()
    }
}

impl std::fmt::Debug for Animation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Animation")
            .field("size", &self.size)
            .field("frames", &self.frames)
            .field("colors", &self.palette.len())
            .finish_non_exhaustive()
    }
}

fn gif_error(e: gif::EncodingError) -> RenderError {
    RenderError::Gif(EncodeError::new(e))
}

/// A delay in the hundredths of a second GIF counts in.
fn centiseconds(delay: Duration) -> u16 {
    u16::try_from((delay.as_millis() + 5) / 10).unwrap_or(u16::MAX)
}

/// The squares to show the last move and the check on when the palette is
/// made: a dark and a light square, and a king's square of the other colour
/// than the light one's, so the tint lands on both square colours and the
/// glow on a square beside a piece's edge.
fn sample_squares(
    diagram: &Diagram<'_>,
) -> (Option<(Square, Square)>, Option<Square>, Option<Square>) {
    let mut dark = None;
    let mut light = None;
    let mut king = None;
    for (sq, cell) in diagram.board.cells() {
        if cell == Cell::Hole {
            continue;
        }
        let slot = if Layout::is_dark(sq) {
            &mut dark
        } else {
            &mut light
        };
        slot.get_or_insert(sq);
        if matches!(
            cell,
            Cell::Piece(Piece {
                role: Role::King,
                ..
            })
        ) {
            king.get_or_insert(sq);
        }
    }
    let last = dark.zip(light).filter(|(d, l)| d != l);
    let first_check = king.or(dark);
    let other_check = match first_check {
        Some(sq) if Layout::is_dark(sq) => light,
        Some(_) => dark,
        None => None,
    };
    (last, first_check, other_check)
}

/// Appends to `out` the palette index of each pixel of `rgba` (opaque: the
/// style is never transparent here), or [`TRANSPARENT`] where it is the
/// same as in `previous`; `lookup` keeps the index of each colour met.
fn map_pixels(
    palette: &[[u8; 3]],
    lookup: &mut HashMap<u32, u8>,
    rgba: &[u8],
    previous: Option<&[u8]>,
    out: &mut Vec<u8>,
) {
    let mut run = (0u32, 0u8);
    let mut index = |px: u32| {
        if px != run.0 {
            let [r, g, b, _] = px.to_le_bytes();
            let key = u32::from_be_bytes([255, r, g, b]);
            let i = *lookup
                .entry(key)
                .or_insert_with(|| nearest(palette, [r, g, b]));
            run = (px, i);
        }
        run.1
    };
    match previous {
        Some(previous) => out.extend(
            words(rgba)
                .zip(words(previous))
                .map(|(px, old)| if px == old { TRANSPARENT } else { index(px) }),
        ),
        None => out.extend(words(rgba).map(index)),
    }
}

/// The pixels of RGBA bytes, each as one number (red in the low byte).
fn words(rgba: &[u8]) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
    rgba.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
}

impl Animation {
    /// An animation without frames.
    #[must_use]
    pub fn new() -> Animation {
        Animation {
            encoder: None,
            size: (0, 0),
            palette: Vec::new(),
            lookup: HashMap::new(),
            previous: Vec::new(),
            lzw: None,
            frames: 0,
        }
    }

    /// The number of frames added.
    #[must_use]
    pub fn len(&self) -> usize {
        self.frames
    }

    /// Whether no frame was added.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.frames == 0
    }

    /// Draws `diagram` in `style` with `renderer` as the next frame, shown
    /// for `delay` (rounded to hundredths of a second; [`DEFAULT_DELAY`] is
    /// the usual).
    ///
    /// # Errors
    /// What drawing the diagram gives ([`RenderError`]); a frame of another
    /// size than the first ([`RenderError::FrameSize`]); an image too large
    /// for a GIF (65535 pixels a side) or an encoder failure
    /// ([`RenderError::Gif`]).
    pub fn add(
        &mut self,
        renderer: &mut Renderer,
        diagram: &Diagram<'_>,
        style: &Style,
        delay: Duration,
    ) -> Result<(), RenderError> {
        let style = Style {
            transparent: false,
            ..style.clone()
        };
        let pix = renderer.pixmap(diagram, &style)?;
        let size = (pix.width(), pix.height());
        if self.encoder.is_none() {
            self.start(renderer, diagram, &style, &pix)?;
        } else if size != self.size {
            return Err(RenderError::FrameSize {
                expected: self.size,
                found: size,
            });
        }
        let (w, h) = (size.0 as usize, size.1 as usize);
        let data = pix.data();
        let mut frame = gif::Frame {
            delay: centiseconds(delay),
            dispose: gif::DisposalMethod::Keep,
            ..gif::Frame::default()
        };
        if self.frames == 0 {
            frame.width = size.0 as u16;
            frame.height = size.1 as u16;
            let mut buffer = Vec::with_capacity(w * h);
            map_pixels(&self.palette, &mut self.lookup, data, None, &mut buffer);
            frame.buffer = buffer.into();
        } else {
            // The rectangle that changed (compared as drawn, before the
            // palette); one pixel when nothing did.
            let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
            for y in 0..h {
                let row = &data[y * w * 4..(y + 1) * w * 4];
                let prev = &self.previous[y * w * 4..(y + 1) * w * 4];
                if row == prev {
                    continue;
                }
                let pixels = || words(row).zip(words(prev));
                let first = pixels().position(|(a, b)| a != b).unwrap_or(0);
                let last = pixels().rposition(|(a, b)| a != b).unwrap_or(0);
                x0 = x0.min(first);
                x1 = x1.max(last + 1);
                y0 = y0.min(y);
                y1 = y + 1;
            }
            if x0 >= x1 {
                (x0, y0, x1, y1) = (0, 0, 1, 1);
            }
            let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
            for y in y0..y1 {
                let span = (y * w + x0) * 4..(y * w + x1) * 4;
                let (row, prev) = (&data[span.clone()], &self.previous[span]);
                map_pixels(
                    &self.palette,
                    &mut self.lookup,
                    row,
                    Some(prev),
                    &mut buffer,
                );
            }
            frame.left = x0 as u16;
            frame.top = y0 as u16;
            frame.width = (x1 - x0) as u16;
            frame.height = (y1 - y0) as u16;
            frame.transparent = Some(TRANSPARENT);
            frame.buffer = buffer.into();
        }
        let lzw = self.lzw.get_or_insert_with(Lzw::new);
        let mut compressed = Vec::with_capacity(frame.buffer.len() / 4);
        lzw.encode(&frame.buffer, &mut compressed);
        frame.buffer = compressed.into();
        if let Some(encoder) = self.encoder.as_mut() {
            encoder
                .write_lzw_pre_encoded_frame(&frame)
                .map_err(gif_error)?;
        }
        self.previous.clear();
        self.previous.extend_from_slice(data);
        self.frames += 1;
        Ok(())
    }

    /// Makes the palette from the first frame and starts the file.
    fn start(
        &mut self,
        renderer: &mut Renderer,
        diagram: &Diagram<'_>,
        style: &Style,
        first: &Pixmap,
    ) -> Result<(), RenderError> {
        let too_large =
            || RenderError::Gif(EncodeError::message("a GIF is at most 65535 pixels a side"));
        let w = u16::try_from(first.width()).map_err(|_| too_large())?;
        let h = u16::try_from(first.height()).map_err(|_| too_large())?;
        // The colours of the first frame, then those of the same diagram
        // with a last move and a check on squares of both colours.
        let mut counts: Vec<(u32, u32)> = histogram(first).unwrap_or_default();
        let (last, check, other_check) = sample_squares(diagram);
        for check in [check, other_check] {
            let sample = Diagram {
                last_move: last,
                check,
                ..diagram.clone()
            };
            let pix = renderer.pixmap(&sample, style)?;
            let mut at: HashMap<u32, usize> = counts
                .iter()
                .enumerate()
                .map(|(i, &(k, _))| (k, i))
                .collect();
            for (key, n) in histogram(&pix).unwrap_or_default() {
                match at.get(&key) {
                    Some(&i) => counts[i].1 += n,
                    None => {
                        at.insert(key, counts.len());
                        counts.push((key, n));
                    }
                }
            }
        }
        let (palette, map) = choose_palette(&counts, usize::from(TRANSPARENT));
        self.lookup = counts
            .iter()
            .zip(&map)
            .map(|(&(key, _), &i)| (key, i))
            .collect();
        let mut table: Vec<u8> = palette.concat();
        // The slot of "unchanged" is never drawn; pad to 256 entries.
        table.resize(256 * 3, 0);
        self.palette = palette;
        let mut encoder =
            gif::Encoder::new(Vec::with_capacity(64 * 1024), w, h, &table).map_err(gif_error)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(gif_error)?;
        self.encoder = Some(encoder);
        self.size = (first.width(), first.height());
        Ok(())
    }

    /// The finished GIF.
    ///
    /// # Errors
    /// An animation without frames, or an encoder failure ([`RenderError::Gif`]).
    pub fn finish(self) -> Result<Vec<u8>, RenderError> {
        let encoder = self.encoder.ok_or_else(|| {
            RenderError::Gif(EncodeError::message(
                "an animation needs at least one frame",
            ))
        })?;
        encoder.into_inner().map_err(gif_error)
    }
}
