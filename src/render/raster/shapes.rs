//! Marks as pixels: tinted squares, rings, crosses and arrows, a problem
//! board's bars, the glow of a king in check, and the side-to-move marker.

use resvg::tiny_skia::{self, FillRule, Paint, Pixmap, Rect, Stroke, Transform};

use crate::board::Color;
use crate::render::layout::{Marker, marker_stroke};
use crate::render::marks::{self, MarkShape};
use crate::render::raster::paint::{fill_rect, paint, translucent};
use crate::render::style::Rgb;

pub(super) fn draw_shape(pix: &mut Pixmap, shape: &MarkShape) {
    match shape {
        MarkShape::Bars { rects, color } => {
            for &[x, y, w, h] in rects {
                fill_rect(pix, x, y, w, h, *color);
            }
        }
        MarkShape::Rect {
            x,
            y,
            size,
            color,
            alpha,
        } => {
            if let Some(r) = Rect::from_xywh(*x, *y, *size, *size) {
                let mut p = translucent(*color, *alpha);
                p.anti_alias = false;
                pix.fill_rect(r, &p, Transform::identity(), None);
            }
        }
        MarkShape::Ring {
            cx,
            cy,
            r,
            width,
            color,
            alpha,
        } => {
            if let Some(path) = tiny_skia::PathBuilder::from_circle(*cx, *cy, *r) {
                let stroke = Stroke {
                    width: *width,
                    ..Stroke::default()
                };
                pix.stroke_path(
                    &path,
                    &translucent(*color, *alpha),
                    &stroke,
                    Transform::identity(),
                    None,
                );
            }
        }
        MarkShape::Glow { x, y, size } => draw_glow(pix, *x, *y, *size),
        MarkShape::Polygon {
            points,
            color,
            alpha,
        } => {
            let mut pb = tiny_skia::PathBuilder::new();
            for (i, &(x, y)) in points.iter().enumerate() {
                if i == 0 {
                    pb.move_to(x, y);
                } else {
                    pb.line_to(x, y);
                }
            }
            pb.close();
            if let Some(path) = pb.finish() {
                pix.fill_path(
                    &path,
                    &translucent(*color, *alpha),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
    }
}

/// The red glow of a king in check, fading out from the centre of the
/// square at `x`, `y` of `size` pixels to its corners.
fn draw_glow(pix: &mut Pixmap, x: f32, y: f32, size: f32) {
    let (cx, cy, r) = (
        x + size / 2.0,
        y + size / 2.0,
        size * std::f32::consts::FRAC_1_SQRT_2,
    );
    let c = marks::CHECK;
    let stops = marks::GLOW_STOPS
        .iter()
        .map(|&(offset, alpha)| {
            tiny_skia::GradientStop::new(
                offset,
                tiny_skia::Color::from_rgba8(c.0, c.1, c.2, (alpha * 255.0).round() as u8),
            )
        })
        .collect();
    let centre = tiny_skia::Point::from_xy(cx, cy);
    let shader = tiny_skia::RadialGradient::new(
        centre,
        0.0,
        centre,
        r,
        stops,
        tiny_skia::SpreadMode::Pad,
        Transform::identity(),
    );
    if let (Some(shader), Some(path)) = (
        shader,
        Rect::from_xywh(x, y, size, size).map(tiny_skia::PathBuilder::from_rect),
    ) {
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        };
        pix.fill_path(
            &path,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// The side-to-move marker: a white or black disc with a black rim.
pub(super) fn draw_marker(pix: &mut Pixmap, m: &Marker, q: u32) {
    let Some(circle) = tiny_skia::PathBuilder::from_circle(m.cx, m.cy, m.r) else {
        return;
    };
    let fill = match m.color {
        Color::White => Rgb::WHITE,
        Color::Black => Rgb::BLACK,
    };
    pix.fill_path(
        &circle,
        &paint(fill, true),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let stroke = Stroke {
        width: marker_stroke(q),
        ..Stroke::default()
    };
    pix.stroke_path(
        &circle,
        &paint(Rgb::BLACK, true),
        &stroke,
        Transform::identity(),
        None,
    );
}
