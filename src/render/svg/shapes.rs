//! Marks as SVG: tinted squares, rings, crosses and arrows, a problem
//! board's bars, the glow of a king in check, and the side-to-move marker.

use std::fmt::Write;

use crate::board::Color;
use crate::render::layout::{Marker, marker_stroke};
use crate::render::marks::MarkShape;
use crate::render::num::num;
use crate::render::svg::GLOW_ID;

/// One shape as an SVG element.
pub(super) fn shape_svg(shape: &MarkShape) -> String {
    match shape {
        MarkShape::Bars { rects, color } => {
            let mut d = String::new();
            for [x, y, w, h] in rects {
                let _ = write!(d, "M{x} {y}h{w}v{h}h-{w}z");
            }
            format!(r#"<path fill="{color}" d="{d}"/>"#)
        }
        MarkShape::Rect {
            x,
            y,
            size,
            color,
            alpha,
        } => format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{color}" fill-opacity="{}"/>"#,
            num(*x),
            num(*y),
            num(*size),
            num(*size),
            num(*alpha)
        ),
        MarkShape::Ring {
            cx,
            cy,
            r,
            width,
            color,
            alpha,
        } => format!(
            r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{color}" stroke-width="{}" stroke-opacity="{}"/>"#,
            num(*cx),
            num(*cy),
            num(*r),
            num(*width),
            num(*alpha)
        ),
        MarkShape::Glow { x, y, size } => format!(
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="url(#{GLOW_ID})"/>"##,
            num(*x),
            num(*y),
            num(*size),
            num(*size)
        ),
        MarkShape::Polygon {
            points,
            color,
            alpha,
        } => {
            let mut d = String::new();
            for (i, (x, y)) in points.iter().enumerate() {
                let _ = write!(
                    d,
                    "{}{} {}",
                    if i == 0 { 'M' } else { 'L' },
                    num(*x),
                    num(*y)
                );
            }
            format!(
                r#"<path d="{d}Z" fill="{color}" fill-opacity="{}"/>"#,
                num(*alpha)
            )
        }
    }
}

/// The side-to-move marker: a white or black disc with a black rim.
pub(super) fn marker(m: &Marker, q: u32) -> String {
    let stroke = num(marker_stroke(q));
    let fill = match m.color {
        Color::White => "#fff",
        Color::Black => "#000",
    };
    format!(
        r##"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="#000" stroke-width="{stroke}"/>"##,
        num(m.cx),
        num(m.cy),
        num(m.r)
    )
}
