//! Numbers and paths as SVG text writes them: short, with at most two
//! decimals.

use std::fmt::Write;

use resvg::tiny_skia::{Path, PathSegment};

/// A number with at most two decimals, without trailing zeros.
pub(crate) fn num(x: f32) -> Num {
    Num(x)
}

/// A number written with at most two decimals and no trailing zeros, the
/// last one rounded half to even as `{:.2}` rounds; written without
/// allocating, as SVG text holds hundreds of them.
#[derive(Clone, Copy)]
pub(crate) struct Num(f32);

impl Num {
    /// Writes the number to `w`, digit runs whole: SVG text holds hundreds
    /// of numbers, and the formatting machinery costs more than the digits.
    pub(crate) fn write_to<W: Write + ?Sized>(self, w: &mut W) -> std::fmt::Result {
        // An `f32` times 100 is exact in an `f64`.
        let hundredths = (f64::from(self.0) * 100.0).round_ties_even();
        if !hundredths.is_finite() || hundredths.abs() >= 1e15 {
            // Far beyond any drawing: the formatter's digits, trimmed.
            let s = format!("{:.2}", self.0);
            return w.write_str(s.trim_end_matches('0').trim_end_matches('.'));
        }
        let n = hundredths as i64;
        let (whole, frac) = (n.unsigned_abs() / 100, n.unsigned_abs() % 100);
        if n < 0 {
            w.write_str("-")?;
        }
        w.write_str(itoa::Buffer::new().format(whole))?;
        let digit = |d: u64| char::from(b'0' + (d % 10) as u8);
        match frac {
            0 => Ok(()),
            f2 if f2 % 10 == 0 => {
                w.write_char('.')?;
                w.write_char(digit(f2 / 10))
            }
            f2 => {
                w.write_char('.')?;
                w.write_char(digit(f2 / 10))?;
                w.write_char(digit(f2))
            }
        }
    }

    /// Writes the number at the end of `out`.
    pub(crate) fn push_to(self, out: &mut String) {
        // Writing to a `String` cannot fail.
        let _ = self.write_to(out);
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.write_to(f)
    }
}

/// Writes the whole number `n` at the end of `out`.
pub(crate) fn push_int(out: &mut String, n: impl itoa::Integer) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// The last `digits` hexadecimal digits of `value`, in small letters, the
/// first first (`#b58863`, an id's `1f2e3d4c`).
pub(crate) fn hex_digits(value: u32, digits: u32) -> impl Iterator<Item = char> {
    (0..digits)
        .rev()
        .filter_map(move |i| char::from_digit(value.checked_shr(4 * i).unwrap_or(0) & 0xf, 16))
}

/// A path as SVG path data, with at most two decimals.
pub(crate) fn path_data(path: &Path) -> String {
    let n = num;
    let mut d = String::new();
    for seg in path.segments() {
        let _ = match seg {
            PathSegment::MoveTo(p) => write!(d, "M{} {}", n(p.x), n(p.y)),
            PathSegment::LineTo(p) => write!(d, "L{} {}", n(p.x), n(p.y)),
            PathSegment::QuadTo(a, p) => {
                write!(d, "Q{} {} {} {}", n(a.x), n(a.y), n(p.x), n(p.y))
            }
            PathSegment::CubicTo(a, b, p) => write!(
                d,
                "C{} {} {} {} {} {}",
                n(a.x),
                n(a.y),
                n(b.x),
                n(b.y),
                n(p.x),
                n(p.y)
            ),
            PathSegment::Close => write!(d, "Z"),
        };
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits_are_the_last_ones_first_first() {
        assert_eq!(hex_digits(0x00b5_8863, 6).collect::<String>(), "b58863");
        assert_eq!(hex_digits(0x1f2e_3d4c, 8).collect::<String>(), "1f2e3d4c");
        assert_eq!(hex_digits(0xa, 8).collect::<String>(), "0000000a");
        assert_eq!(hex_digits(u32::MAX, 9).collect::<String>(), "0ffffffff");
    }
}
