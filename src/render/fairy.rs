//! Problem pieces drawn: our orthodox pieces turned (whole quarter turns of
//! the ready-drawn rasters pixel for pixel, 45° steps from the outlines),
//! neutral pieces half white and half black (the left half of the upright
//! piece White's), and the special shapes (equihopper, circle, cross,
//! square, triangle) drawn here.

use std::fmt::Write;

use resvg::tiny_skia::{self, FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

use crate::board::{Color, Fairy, Piece, Shape, Side};

/// The ink of the special shapes, and the paper of a white one.
const INK: &str = "#000";
const PAPER: &str = "#fff";

/// The outline of a special shape in a unit square (y down); the circle is
/// drawn as a circle. Every shape is filled with the piece's colour and
/// stroked in ink, as the orthodox pieces are (and as the LaTeX `diagram`
/// package draws them): a black one solid, a white one hollow, a neutral
/// one half and half.
fn outline(shape: Shape) -> Option<&'static [(f32, f32)]> {
    match shape {
        // An hourglass of two wedges point to point, as Unicode's equihopper.
        Shape::Equihopper => Some(&[
            (0.22, 0.16),
            (0.78, 0.16),
            (0.56, 0.5),
            (0.78, 0.84),
            (0.22, 0.84),
            (0.44, 0.5),
        ]),
        Shape::Square => Some(&[(0.2, 0.2), (0.8, 0.2), (0.8, 0.8), (0.2, 0.8)]),
        Shape::Triangle => Some(&[(0.5, 0.16), (0.84, 0.78), (0.16, 0.78)]),
        // An X of two bars, wide enough to be hollow or solid.
        Shape::Cross => Some(&[
            (0.2, 0.3),
            (0.3, 0.2),
            (0.5, 0.4),
            (0.7, 0.2),
            (0.8, 0.3),
            (0.6, 0.5),
            (0.8, 0.7),
            (0.7, 0.8),
            (0.5, 0.6),
            (0.3, 0.8),
            (0.2, 0.7),
            (0.4, 0.5),
        ]),
        _ => None,
    }
}

/// The stroke width of the special shapes, in squares.
const LINE: f32 = 0.07;

/// The size of a piece at a 45° step beside an upright one: turned at full
/// size, the knight's base would reach past its square's corners.
pub(crate) const DIAGONAL_SCALE: f32 = 0.85;

/// The SVG of a special shape's path in a unit square.
fn special_d(shape: Shape) -> String {
    let mut d = String::new();
    match shape {
        Shape::Circle => d.push_str("M0.82 0.5A0.32 0.32 0 1 1 0.18 0.5A0.32 0.32 0 1 1 0.82 0.5Z"),
        _ => {
            if let Some(points) = outline(shape) {
                for (i, (x, y)) in points.iter().enumerate() {
                    let _ = write!(d, "{}{x} {y}", if i == 0 { 'M' } else { 'L' });
                }
                d.push('Z');
            }
        }
    }
    d
}

/// The SVG of a fairy piece on the square whose top-left corner is
/// (`x`, `y`), `q` pixels wide; `stem` names the symbol of an orthodox
/// shape's upright piece (`wQ`), which the defs hold. `id` makes the clip
/// of a neutral piece unique in the document.
pub(crate) fn svg(out: &mut String, f: Fairy, x: u32, y: u32, q: u32, id: usize) {
    let (cx, cy) = (x as f32 + q as f32 / 2.0, y as f32 + q as f32 / 2.0);
    let turn = f.turn.degrees();
    let _ = write!(out, "<g");
    if !turn.is_multiple_of(90) {
        // A diagonal turn is drawn smaller, so that the turned piece keeps
        // within its square.
        let k = DIAGONAL_SCALE;
        let _ = write!(
            out,
            r#" transform="rotate({turn} {cx} {cy}) translate({} {}) scale({k})""#,
            crate::render::num::num(cx * (1.0 - k)),
            crate::render::num::num(cy * (1.0 - k))
        );
    } else if turn != 0 {
        let _ = write!(out, r#" transform="rotate({turn} {cx} {cy})""#);
    }
    out.push('>');
    let half = q / 2;
    if f.side == Side::Neutral {
        let _ = write!(
            out,
            r#"<clipPath id="neutral-{id}"><rect x="{}" y="{y}" width="{}" height="{q}"/></clipPath>"#,
            x + half,
            q - half
        );
    }
    match f.shape.role() {
        Some(role) => {
            let stem = |c| Piece::new(c, role).file_stem();
            let first = if f.side == Side::Black {
                Color::Black
            } else {
                Color::White
            };
            let _ = write!(
                out,
                r##"<use xlink:href="#{}" x="{x}" y="{y}" width="{q}" height="{q}"/>"##,
                stem(first)
            );
            if f.side == Side::Neutral {
                let _ = write!(
                    out,
                    // The clip on a group: on the `use` itself, its `x` and
                    // `y` would move the clip too (browsers do so).
                    r##"<g clip-path="url(#neutral-{id})"><use xlink:href="#{}" x="{x}" y="{y}" width="{q}" height="{q}"/></g>"##,
                    stem(Color::Black)
                );
            }
        }
        None => {
            let d = special_d(f.shape);
            let s = q as f32;
            let width = LINE;
            let body = |fill: &str, clip: bool| {
                format!(
                    r#"<path transform="matrix({s} 0 0 {s} {x} {y})" fill="{fill}" stroke="{INK}" stroke-width="{width}" stroke-linejoin="round" stroke-linecap="round" d="{d}"{}/>"#,
                    if clip {
                        format!(r#" clip-path="url(#neutral-{id}-u)""#)
                    } else {
                        String::new()
                    }
                )
            };
            let fill = if f.side == Side::Black { INK } else { PAPER };
            out.push_str(&body(fill, false));
            if f.side == Side::Neutral {
                // The clip in the path's own unit square.
                let _ = write!(
                    out,
                    r#"<clipPath id="neutral-{id}-u" clipPathUnits="userSpaceOnUse"><rect x="0.5" y="0" width="0.5" height="1"/></clipPath>"#
                );
                out.push_str(&body(INK, true));
            }
        }
    }
    out.push_str("</g>");
}

/// Every pixel of `src` (a square) turned by `quarters` quarter turns
/// clockwise: exact, no resampling.
#[must_use]
pub(crate) fn turn_quarters(src: &Pixmap, quarters: u8) -> Option<Pixmap> {
    let n = src.width();
    if src.height() != n {
        return None;
    }
    let mut dst = Pixmap::new(n, n)?;
    let (s, d) = (src.data(), dst.data_mut());
    let n = n as usize;
    for y in 0..n {
        for x in 0..n {
            // Where the source pixel (x, y) goes.
            let (tx, ty) = match quarters % 4 {
                0 => (x, y),
                1 => (n - 1 - y, x),
                2 => (n - 1 - x, n - 1 - y),
                _ => (y, n - 1 - x),
            };
            let from = (y * n + x) * 4;
            let to = (ty * n + tx) * 4;
            d[to..to + 4].copy_from_slice(&s[from..from + 4]);
        }
    }
    Some(dst)
}

/// The left half of `white` and the right half of `black`: a neutral piece.
#[must_use]
pub(crate) fn halves(white: &Pixmap, black: &Pixmap) -> Option<Pixmap> {
    let (w, h) = (white.width(), white.height());
    if (black.width(), black.height()) != (w, h) {
        return None;
    }
    let mut out = white.clone();
    let half = (w / 2) as usize;
    let row = w as usize * 4;
    let b = black.data();
    for (y, line) in out.data_mut().chunks_exact_mut(row).enumerate() {
        line[half * 4..].copy_from_slice(&b[y * row + half * 4..(y + 1) * row]);
    }
    Some(out)
}

fn paint(rgb: (u8, u8, u8)) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(rgb.0, rgb.1, rgb.2, 255);
    p.anti_alias = true;
    p
}

/// A special shape drawn for a square of `q` pixels, turned.
#[must_use]
pub(crate) fn special_pixmap(f: Fairy, q: u32) -> Option<Pixmap> {
    let mut pix = Pixmap::new(q, q)?;
    let s = q as f32;
    let t =
        Transform::from_rotate_at(f32::from(f.turn.degrees()), s / 2.0, s / 2.0).pre_scale(s, s);
    let mut pb = PathBuilder::new();
    match f.shape {
        Shape::Circle => pb.push_circle(0.5, 0.5, 0.32),
        shape => {
            let points = outline(shape)?;
            for (i, &(x, y)) in points.iter().enumerate() {
                if i == 0 {
                    pb.move_to(x, y);
                } else {
                    pb.line_to(x, y);
                }
            }
            pb.close();
        }
    }
    let path = pb.finish()?;
    let (ink, paper) = ((0, 0, 0), (255, 255, 255));
    let fill = if f.side == Side::Black { ink } else { paper };
    pix.fill_path(&path, &paint(fill), FillRule::Winding, t, None);
    if f.side == Side::Neutral {
        let mut clip = tiny_skia::Mask::new(q, q)?;
        let rect = tiny_skia::Rect::from_xywh(0.5, 0.0, 0.5, 1.0)?;
        clip.fill_path(&PathBuilder::from_rect(rect), FillRule::Winding, true, t);
        pix.fill_path(&path, &paint(ink), FillRule::Winding, t, Some(&clip));
    }
    let stroke = Stroke {
        width: LINE,
        line_join: tiny_skia::LineJoin::Round,
        line_cap: tiny_skia::LineCap::Round,
        ..Stroke::default()
    };
    pix.stroke_path(&path, &paint(ink), &stroke, t, None);
    Some(pix)
}
