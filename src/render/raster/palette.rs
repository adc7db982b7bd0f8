//! A colour quantiser: the distinct colours of an opaque image counted in
//! runs, and at most 256 of them chosen as a palette (the most used, the
//! rest going to their nearest), each pixel's index written over the
//! pixels themselves. PNG files and GIF animations take their palettes
//! from here.

// The PNG encoder's palette (`to_palette` and what it uses) is built with
// the `raster` feature only; the GIF encoder's part always is.
#![cfg_attr(not(feature = "raster"), allow(dead_code))]

use resvg::tiny_skia::Pixmap;

/// A colour table with a slot for each distinct colour of an image.
struct ColorTable {
    /// `0` is a free slot; otherwise `0xAARRGGBB` with alpha 255.
    keys: Vec<u32>,
    /// Index of the colour in `colors`.
    slots: Vec<u16>,
    colors: Vec<(u32, u32)>, // (key, number of pixels)
}

/// More distinct colours than this and the image is written as RGB.
pub(super) const MAX_DISTINCT: usize = 8192;

const TABLE_BITS: u32 = 14;

impl ColorTable {
    fn new() -> ColorTable {
        ColorTable {
            keys: vec![0; 1 << TABLE_BITS],
            slots: vec![0; 1 << TABLE_BITS],
            colors: Vec::with_capacity(512),
        }
    }

    /// The index of `key`, added if new; `None` when the table is full.
    fn index(&mut self, key: u32) -> Option<u16> {
        let mask = (1usize << TABLE_BITS) - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> (32 - TABLE_BITS)) as usize;
        loop {
            match self.keys[i] {
                0 => {
                    if self.colors.len() >= MAX_DISTINCT {
                        return None;
                    }
                    self.keys[i] = key;
                    self.slots[i] = self.colors.len() as u16;
                    self.colors.push((key, 0));
                    return Some(self.slots[i]);
                }
                k if k == key => return Some(self.slots[i]),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Counts `n` more pixels of `key`; `None` when the table is full.
    fn add(&mut self, key: u32, n: u32) -> Option<()> {
        let i = self.index(key)?;
        self.colors[usize::from(i)].1 += n;
        Some(())
    }
}

/// A pixel's four bytes as they lie in memory.
fn word(px: &[u8]) -> u32 {
    u32::from_ne_bytes([px[0], px[1], px[2], px[3]])
}

/// A pixel's colour key, `0xAARRGGBB`, from its [`word`].
fn key(word: u32) -> u32 {
    let [r, g, b, a] = word.to_ne_bytes();
    u32::from_be_bytes([a, r, g, b])
}

fn rgb_of(key: u32) -> [u8; 3] {
    [(key >> 16) as u8, (key >> 8) as u8, key as u8]
}

/// Colours (as [`color_key`] makes them) with the number of pixels of each.
pub(crate) type ColorCounts = Vec<(u32, u32)>;

/// Eight pixels of one colour, as they lie in memory.
fn eight(word: u32) -> [u8; 32] {
    let mut block = [0; 32];
    for px in block.chunks_exact_mut(4) {
        px.copy_from_slice(&word.to_ne_bytes());
    }
    block
}

/// The distinct colours of an opaque image's pixels (four bytes each) with
/// the number of pixels of each, in order of first use; `None` past
/// [`MAX_DISTINCT`] colours.
fn count_colors(data: &[u8]) -> Option<ColorTable> {
    // Pixels are compared as they lie in memory, eight at a time while they
    // all continue the run; a colour is looked up only where its run ends,
    // which on a diagram's flat squares is seldom.
    let mut table = ColorTable::new();
    let Some((first, rest)) = data.split_at_checked(4) else {
        return Some(table);
    };
    // The run so far: its pixels' word and its length.
    let (mut raw, mut len) = (word(first), 1u32);
    let mut one_by_one = |pixels: &[u8], raw: &mut u32, len: &mut u32| -> Option<()> {
        for px in pixels.chunks_exact(4) {
            let w = word(px);
            if w != *raw {
                table.add(key(*raw), *len)?;
                (*raw, *len) = (w, 0);
            }
            *len += 1;
        }
        Some(())
    };
    let mut same = eight(raw);
    let mut blocks = rest.chunks_exact(32);
    for block in blocks.by_ref() {
        if *block == same {
            len += 8;
        } else {
            one_by_one(block, &mut raw, &mut len)?;
            same = eight(raw);
        }
    }
    one_by_one(blocks.remainder(), &mut raw, &mut len)?;
    table.add(key(raw), len)?;
    Some(table)
}

/// The index in `palette` of the colour nearest to `c` (the first on a tie).
pub(crate) fn nearest(palette: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let dist = |k: &[u8; 3]| -> u32 {
        c.iter()
            .zip(k)
            .map(|(a, b)| u32::from(a.abs_diff(*b)).pow(2))
            .sum()
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(p, k)| (dist(k), *p))
        .map_or(0, |(p, _)| p as u8)
}

/// At most `max` colours (at most 256) for `colors` (key and pixel count):
/// all of them if they are that few, else the most used (in order of first
/// use on a tie); and for each colour, the index of the palette colour it
/// becomes: itself if kept, else its nearest kept colour — the in-between
/// shades of anti-aliased edges go to the flat colours they sit between.
pub(crate) fn choose_palette(colors: &[(u32, u32)], max: usize) -> (Vec<[u8; 3]>, Vec<u8>) {
    let max = max.min(256);
    let n = colors.len();
    if n <= max {
        let palette = colors.iter().map(|&(k, _)| rgb_of(k)).collect();
        return (palette, (0..n).map(|i| i as u8).collect());
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(colors[i].1), i));
    let mut kept: Vec<usize> = order[..max].to_vec();
    kept.sort_unstable();
    let mut slot = vec![None; n];
    for (p, &i) in kept.iter().enumerate() {
        slot[i] = Some(p as u8);
    }
    let palette: Vec<[u8; 3]> = kept.iter().map(|&i| rgb_of(colors[i].0)).collect();
    let map = (0..n)
        .map(|i| slot[i].unwrap_or_else(|| nearest(&palette, rgb_of(colors[i].0))))
        .collect();
    (palette, map)
}

/// Counts the colours of an opaque image's pixels (four bytes each) and,
/// while they are at most 256, writes each pixel's index among them (in
/// order of first use) over the pixels in place, one byte a pixel: the
/// byte of pixel `i` goes where pixel `i / 4` was, read by then. Gives the
/// colours and how many pixels have their index written: all of them, or
/// those before the 257th colour. `None` past [`MAX_DISTINCT`] colours,
/// with the pixels as they were.
fn index_colors(data: &mut [u8]) -> Option<(ColorTable, usize)> {
    let n = data.len() / 4;
    let Some(first) = data.get(..4) else {
        return Some((ColorTable::new(), 0));
    };
    let mut runs = Runs::new(word(first))?;
    let mut same = eight(runs.raw);
    let whole = n / 8 * 8;
    for i in (0..whole).step_by(8) {
        // Read before anything is written over it.
        let mut block = [0; 32];
        block.copy_from_slice(&data[4 * i..4 * i + 32]);
        if block == same {
            runs.len += 8;
            if runs.past.is_none() {
                data[i..i + 8].fill(runs.index as u8);
            }
            continue;
        }
        for (k, px) in (i..i + 8).zip(block.chunks_exact(4)) {
            runs.pixel(k, word(px), data)?;
        }
        same = eight(runs.raw);
    }
    for k in whole..n {
        let w = word(&data[4 * k..4 * k + 4]);
        runs.pixel(k, w, data)?;
    }
    runs.table.colors[usize::from(runs.index)].1 += runs.len;
    Some((runs.table, runs.past.unwrap_or(n)))
}

/// The colours met so far by [`index_colors`], and the run it is in.
struct Runs {
    table: ColorTable,
    /// The run's pixels' word, their colour's index, and the run's length.
    raw: u32,
    index: u16,
    len: u32,
    /// The first pixel of a colour past 256, once there is one.
    past: Option<usize>,
}

impl Runs {
    fn new(raw: u32) -> Option<Runs> {
        let mut table = ColorTable::new();
        let index = table.index(key(raw))?;
        Some(Runs {
            table,
            raw,
            index,
            len: 0,
            past: None,
        })
    }

    /// Pixel `k`, whose word is `w`: counted, and its index written while
    /// the colours are at most 256. `None` when the table is full, with
    /// the pixels written over restored.
    #[inline(always)]
    fn pixel(&mut self, k: usize, w: u32, data: &mut [u8]) -> Option<()> {
        if w != self.raw {
            self.start(k, w, data)?;
        }
        self.len += 1;
        if self.past.is_none() {
            data[k] = self.index as u8;
        }
        Some(())
    }

    /// A run of `w` starting at pixel `k`.
    #[inline(never)]
    fn start(&mut self, k: usize, w: u32, data: &mut [u8]) -> Option<()> {
        self.table.colors[usize::from(self.index)].1 += self.len;
        (self.raw, self.len) = (w, 0);
        let Some(index) = self.table.index(key(w)) else {
            restore(data, &self.table, self.past.unwrap_or(k));
            return None;
        };
        self.index = index;
        if index > 255 && self.past.is_none() {
            self.past = Some(k);
        }
        Some(())
    }
}

/// Writes back the opaque pixels whose indices [`index_colors`] wrote over
/// the first `written` of them, from the last to the first, so that no
/// index is written over before it is read.
fn restore(data: &mut [u8], table: &ColorTable, written: usize) {
    for i in (0..written).rev() {
        let Some(&(key, _)) = table.colors.get(usize::from(data[i])) else {
            continue;
        };
        let [r, g, b] = rgb_of(key);
        data[4 * i..4 * i + 4].copy_from_slice(&[r, g, b, 255]);
    }
}

/// Turns the pixels of an opaque image from pixel `from` on (four bytes
/// each, every colour in `table`) into their palette indices through
/// `map`, one byte a pixel, written in place where pixel `i / 4` was.
fn index_rest(data: &mut [u8], from: usize, table: &mut ColorTable, map: &[u8]) {
    let n = data.len() / 4;
    let mut lookup = |w: u32| {
        table
            .index(key(w))
            .and_then(|i| map.get(usize::from(i)))
            .copied()
            .unwrap_or(0)
    };
    let Some(first) = data.get(4 * from..4 * from + 4) else {
        return;
    };
    let mut raw = word(first);
    let mut index = lookup(raw);
    let mut same = eight(raw);
    let mut i = from;
    while i + 8 <= n {
        let mut block = [0; 32];
        block.copy_from_slice(&data[4 * i..4 * i + 32]);
        if block == same {
            data[i..i + 8].fill(index);
        } else {
            for (k, px) in (i..i + 8).zip(block.chunks_exact(4)) {
                let w = word(px);
                if w != raw {
                    (raw, index) = (w, lookup(w));
                }
                data[k] = index;
            }
            same = eight(raw);
        }
        i += 8;
    }
    for k in i..n {
        let w = word(&data[4 * k..4 * k + 4]);
        if w != raw {
            (raw, index) = (w, lookup(w));
        }
        data[k] = index;
    }
}

/// An opaque image's pixels as a palette (RGB triples) and indices into it,
/// one byte a pixel, written over the pixels; with more than 256 colours
/// the in-between shades go to the nearest of the 256 most used. `None`,
/// with the pixels left as they were, past [`MAX_DISTINCT`] colours.
pub(super) fn to_palette(data: &mut Vec<u8>) -> Option<Vec<u8>> {
    let n = data.len() / 4;
    let (mut table, written) = index_colors(data)?;
    let (palette, map) = choose_palette(&table.colors, 256);
    if written < n {
        // More than 256 colours: the indices written so far become palette
        // indices, and the rest of the pixels are looked up.
        for b in &mut data[..written] {
            *b = map.get(usize::from(*b)).copied().unwrap_or(0);
        }
        index_rest(data, written, &mut table, &map);
    }
    data.truncate(n);
    Some(palette.concat())
}

/// The distinct colours of an opaque image and their pixel counts, for a
/// palette shared by many images; `None` past [`MAX_DISTINCT`] colours.
pub(crate) fn histogram(pix: &Pixmap) -> Option<ColorCounts> {
    count_colors(pix.data()).map(|table| table.colors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::raster::test_pixmap as pixmap;

    #[test]
    fn few_colours_make_an_exact_palette() {
        let mut data = pixmap(&[[1, 2, 3], [1, 2, 3], [9, 9, 9], [1, 2, 3]]).take();
        let palette = to_palette(&mut data).expect("a palette");
        assert_eq!(palette, vec![1, 2, 3, 9, 9, 9]);
        assert_eq!(data, vec![0, 0, 1, 0]);
    }

    #[test]
    fn rare_colours_go_to_their_nearest_neighbour() {
        // 256 frequent greys, each twice, then one rare colour near grey 100.
        let mut colors: Vec<[u8; 3]> = (0..=255u8).flat_map(|g| [[g, g, g], [g, g, g]]).collect();
        colors.push([101, 100, 99]);
        colors.push([0, 0, 1]);
        let mut data = pixmap(&colors).take();
        let palette = to_palette(&mut data).expect("a palette");
        assert_eq!(palette.len(), 256 * 3);
        assert_eq!(data[512], 100);
        assert_eq!(data[513], 0);
    }

    /// Pixels in runs of every length, laid over the blocks of eight the
    /// indexing looks at in every way, with few colours and with more than
    /// a palette holds: each index written in place is what the palette
    /// chosen from all the colours gives that pixel's colour.
    #[test]
    fn indices_written_in_place_match_each_pixel() {
        for shades in [5u32, 300] {
            let mut colors = Vec::new();
            let mut state = 7u32;
            while colors.len() < 6000 {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let len = 1 + (state >> 16) as usize % 23;
                let c = (state >> 4) % shades;
                colors.extend(std::iter::repeat_n([c as u8, (c >> 8) as u8, 40], len));
            }
            for n in [0, 1, 7, 8, 9, 15, 16, 17, 4093, colors.len()] {
                let colors = &colors[..n];
                // What the palette should be, counted the plain way.
                let mut first_use: Vec<[u8; 3]> = Vec::new();
                let mut counts: Vec<(u32, u32)> = Vec::new();
                for c in colors {
                    let i = first_use.iter().position(|k| k == c).unwrap_or_else(|| {
                        first_use.push(*c);
                        counts.push((key(u32::from_ne_bytes([c[0], c[1], c[2], 255])), 0));
                        first_use.len() - 1
                    });
                    counts[i].1 += 1;
                }
                let (want_palette, map) = choose_palette(&counts, 256);
                let mut data = pixmap(if n == 0 { &[[0; 3]] } else { colors }).take();
                data.truncate(4 * n);
                let palette = to_palette(&mut data).expect("a palette");
                assert_eq!(
                    palette,
                    want_palette.concat(),
                    "{shades} colours, {n} pixels"
                );
                assert_eq!(data.len(), n);
                for (k, (&i, c)) in data.iter().zip(colors).enumerate() {
                    let own = first_use.iter().position(|f| f == c).expect("seen");
                    assert_eq!(i, map[own], "pixel {k} of {n}, {shades} colours");
                }
            }
        }
    }
}
