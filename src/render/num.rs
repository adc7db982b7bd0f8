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

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // An `f32` times 100 is exact in an `f64`.
        let hundredths = (f64::from(self.0) * 100.0).round_ties_even();
        if !hundredths.is_finite() || hundredths.abs() >= 1e15 {
            // Far beyond any drawing: the formatter's digits, trimmed.
            let s = format!("{:.2}", self.0);
            return f.write_str(s.trim_end_matches('0').trim_end_matches('.'));
        }
        let n = hundredths as i64;
        let (whole, frac) = (n.unsigned_abs() / 100, n.unsigned_abs() % 100);
        let sign = if n < 0 { "-" } else { "" };
        match frac {
            0 => write!(f, "{sign}{whole}"),
            f2 if f2 % 10 == 0 => write!(f, "{sign}{whole}.{}", f2 / 10),
            f2 => write!(f, "{sign}{whole}.{f2:02}"),
        }
    }
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
