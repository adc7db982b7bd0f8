//! What both targets share: how the first input byte picks the options.
//!
//! Byte 0: bits 0-2 pick the dialect (0-4 the built-ins in `Dialect::BUILTIN`
//! order, 5 the custom `KDVSJP`, 6 `auto`; 7 is English again), bit 3 sets
//! `merge_digits`, bit 4 sets `overlay`. Bits 5-7 are unused. The rest of the
//! input, when it is UTF-8, is the line.

use forsythe::notation::{Dialect, DialectChoice, ParseOptions};

pub fn split(data: &[u8]) -> Option<(ParseOptions, &str)> {
    let (&first, rest) = data.split_first()?;
    let dialect = match first & 0x07 {
        i @ 0..=4 => DialectChoice::Fixed(Dialect::BUILTIN[usize::from(i)]),
        5 => DialectChoice::Fixed(Dialect::custom("KDVSJP").expect("six distinct letters")),
        6 => DialectChoice::Auto,
        _ => DialectChoice::Fixed(Dialect::ENGLISH),
    };
    let opts = ParseOptions {
        dialect,
        merge_digits: first & 0x08 != 0,
        overlay: first & 0x10 != 0,
    };
    let line = std::str::from_utf8(rest).ok()?;
    Some((opts, line))
}
