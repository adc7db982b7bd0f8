//! LZW compression as GIF wants it, for the frames of an [`Animation`]:
//! a table of at most 4096 codes, each a prefix code followed by one byte,
//! kept in a small open-addressing hash table (48 KiB, so it stays in the
//! processor's cache) and cleared when it is full. The `gif` crate writes
//! the result into the file.
//!
//! [`Animation`]: crate::render::Animation

/// The most codes a GIF decoder keeps.
const MAX_CODES: u16 = 4096;

/// Slots of the hash table: a power of two, twice the codes it holds.
const SLOTS: usize = 8192;

/// An LZW encoder for 8-bit data, reused from frame to frame.
pub(crate) struct Lzw {
    /// For each slot: the string's prefix code and next byte, plus one
    /// (0: an empty slot).
    keys: Vec<u32>,
    /// The code of the string in the same slot.
    codes: Vec<u16>,
}

/// Codes written least significant bit first, as GIF packs them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    count: u32,
}

impl Bits<'_> {
    fn put(&mut self, code: u16, size: u32) {
        self.acc |= u64::from(code) << self.count;
        self.count += size;
        while self.count >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count -= 8;
        }
    }

    fn finish(self) {
        if self.count > 0 {
            self.out.push(self.acc as u8);
        }
    }
}

impl Lzw {
    pub(crate) fn new() -> Lzw {
        Lzw {
            keys: vec![0; SLOTS],
            codes: vec![0; SLOTS],
        }
    }

    fn clear(&mut self) {
        self.keys.fill(0);
    }

    /// The slot of `key`: where it is, or the empty one where it goes.
    fn slot(&self, key: u32) -> usize {
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 19) as usize & (SLOTS - 1);
        loop {
            let k = self.keys[i];
            if k == key || k == 0 {
                return i;
            }
            i = (i + 1) & (SLOTS - 1);
        }
    }

    /// Appends to `out` the image data of a GIF frame holding `data`: the
    /// minimum code size (8) and the LZW codes, not yet cut into blocks.
    pub(crate) fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        const MIN_SIZE: u32 = 8;
        let clear_code: u16 = 1 << MIN_SIZE;
        let end_code = clear_code + 1;
        out.push(MIN_SIZE as u8);
        let mut bits = Bits {
            out,
            acc: 0,
            count: 0,
        };
        self.clear();
        let mut size = MIN_SIZE + 1;
        let mut next = clear_code + 2;
        bits.put(clear_code, size);
        let Some((&first, rest)) = data.split_first() else {
            bits.put(end_code, size);
            bits.finish();
            return;
        };
        let mut code = u16::from(first);
        for &byte in rest {
            let key = (u32::from(code) << 8 | u32::from(byte)) + 1;
            let at = self.slot(key);
            if self.keys[at] == key {
                code = self.codes[at];
                continue;
            }
            bits.put(code, size);
            if next < MAX_CODES {
                if u32::from(next) == 1 << size {
                    size += 1;
                }
                self.keys[at] = key;
                self.codes[at] = next;
                next += 1;
            } else {
                bits.put(clear_code, size);
                self.clear();
                size = MIN_SIZE + 1;
                next = clear_code + 2;
            }
            code = u16::from(byte);
        }
        bits.put(code, size);
        bits.put(end_code, size);
        bits.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `data` as a one-frame GIF `width` pixels wide, compressed by us, and
    /// decoded back by the `gif` crate.
    fn round_trip(data: &[u8], width: u16) -> Vec<u8> {
        let height = (data.len() / usize::from(width)) as u16;
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut file = Vec::new();
        {
            let mut encoder = gif::Encoder::new(&mut file, width, height, &palette).unwrap();
            let mut buffer = Vec::new();
            Lzw::new().encode(data, &mut buffer);
            let frame = gif::Frame {
                width,
                height,
                buffer: buffer.into(),
                ..gif::Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(file.as_slice()).unwrap();
        decoder.read_next_frame().unwrap().unwrap().buffer.to_vec()
    }

    #[test]
    fn what_is_compressed_decodes_to_itself() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut random = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let noise: Vec<u8> = (0..40_000).map(|_| random() as u8).collect();
        let few: Vec<u8> = (0..40_000).map(|_| (random() % 5) as u8).collect();
        let runs: Vec<u8> = (0..90_000u32)
            .map(|i| [7u8, 255, 0][(i / 45 % 3) as usize])
            .collect();
        let same = vec![255u8; 10_000];
        for (name, data, width) in [
            ("noise", &noise, 200),
            ("few colours", &few, 400),
            ("runs", &runs, 300),
            ("one colour", &same, 100),
        ] {
            assert!(round_trip(data, width) == *data, "{name}");
        }
        assert_eq!(round_trip(&[42], 1), [42]);
        // The table is cleared between frames.
        let mut lzw = Lzw::new();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        lzw.encode(&noise, &mut a);
        lzw.encode(&few, &mut b);
        let mut fresh = Vec::new();
        Lzw::new().encode(&few, &mut fresh);
        assert!(b == fresh);
    }
}
