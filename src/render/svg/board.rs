//! The empty board as SVG: the background, the squares (the dark ones
//! hatched, when they are), the frame, and the rims that clear the
//! hatching round pieces.

use std::fmt::Write;
use std::sync::Arc;

use crate::board::{Board, Cell};
use crate::render::layout::{Hatch, Layout};
use crate::render::num::num;
use crate::render::style::Style;
use crate::render::text::Fonts;

/// Writes the background, the squares, the frame and the rims. A board
/// without holes or hatching is the same for every diagram of its layout
/// and colours, and is written once for them.
pub(super) fn write_board(
    out: &mut String,
    board: &Board,
    style: &Style,
    layout: &Layout,
    fonts: &mut Fonts,
) {
    let holes = board.cells().any(|c| c.1 == Cell::Hole);
    if layout.hatch.is_none() && !holes {
        let text = fonts.fragment(plain_key(style, layout), |fonts| {
            let mut text = String::new();
            write_parts(&mut text, board, holes, style, layout, fonts);
            text
        });
        out.push_str(&text);
    } else {
        write_parts(out, board, holes, style, layout, fonts);
    }
}

/// All that a board without holes or hatching depends on.
fn plain_key(style: &Style, layout: &Layout) -> Vec<u8> {
    let c = &style.colors;
    let mut key = vec![b'B', u8::from(style.transparent), u8::from(layout.flip)];
    for rgb in [c.background, c.light, c.dark, c.frame] {
        key.extend([rgb.0, rgb.1, rgb.2]);
    }
    let (outer, inner) = style.frame.lines(layout.frame);
    let (files, ranks) = (layout.files as u32, layout.ranks as u32);
    for v in [
        layout.width,
        layout.height,
        layout.board_x,
        layout.board_y,
        layout.square,
        files,
        ranks,
        layout.frame,
        outer,
        inner,
    ] {
        key.extend(v.to_le_bytes());
    }
    key
}

/// The background, the squares, the frame and the rims, written out
/// (`holes`: whether the board has any).
fn write_parts(
    out: &mut String,
    board: &Board,
    holes: bool,
    style: &Style,
    layout: &Layout,
    fonts: &mut Fonts,
) {
    if !style.transparent {
        let _ = write!(
            out,
            r#"<rect width="{}" height="{}" fill="{}"/>"#,
            layout.width, layout.height, style.colors.background
        );
    }
    write_squares(out, board, holes, style, layout, fonts);
    write_frame(out, style, layout);
    if layout.hatch.is_some() {
        write_rims(out, board, layout);
    }
}

/// The squares: the light ones as one path (or one rectangle when the
/// board has no `holes`), the dark ones as another.
fn write_squares(
    out: &mut String,
    board: &Board,
    holes: bool,
    style: &Style,
    layout: &Layout,
    fonts: &mut Fonts,
) {
    let q = layout.square;
    let squares = || {
        let (mut light, mut dark) = (String::new(), String::new());
        for (square, cell) in board.cells() {
            if cell == Cell::Hole {
                continue;
            }
            let is_dark = Layout::is_dark(square);
            if !is_dark && !holes {
                continue;
            }
            let (x, y) = layout.square_at(square);
            let d = if is_dark { &mut dark } else { &mut light };
            let _ = write!(d, "M{x} {y}h{q}v{q}h-{q}z");
        }
        (light, dark)
    };
    let (light, dark): (String, Arc<str>) = if holes {
        let (light, dark) = squares();
        (light, dark.into())
    } else {
        // Without holes the dark squares are the same for every diagram of
        // this size and shape.
        let mut key = vec![b'D'];
        for v in [layout.board_x, layout.board_y, q] {
            key.extend(v.to_le_bytes());
        }
        key.extend([
            layout.files as u8,
            layout.ranks as u8,
            u8::from(layout.flip),
        ]);
        let dark = fonts.fragment(key, |_| squares().1);
        (String::new(), dark)
    };
    let (bx, by) = (layout.board_x, layout.board_y);
    let (bw, bh) = (layout.files as u32 * q, layout.ranks as u32 * q);
    if holes {
        if !light.is_empty() {
            let _ = write!(out, r#"<path fill="{}" d="{light}"/>"#, style.colors.light);
        }
        if layout.hatch.is_some() && !dark.is_empty() {
            let _ = write!(out, r#"<path fill="{}" d="{dark}"/>"#, style.colors.light);
        }
    } else {
        let _ = write!(
            out,
            r#"<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" fill="{}"/>"#,
            style.colors.light
        );
    }
    if !dark.is_empty() {
        if let Some(hatch) = &layout.hatch {
            out.push_str(&hatch_lines(hatch, layout, style, &dark));
        } else {
            let _ = write!(out, r#"<path fill="{}" d="{dark}"/>"#, style.colors.dark);
        }
    }
}

/// The frame: a ring around the board's outer rectangle; a double frame
/// is two, a heavy one outside and a thin one inside, with paper between.
fn write_frame(out: &mut String, style: &Style, layout: &Layout) {
    let f = layout.frame;
    if f == 0 {
        return;
    }
    let q = layout.square;
    let (bx, by) = (layout.board_x, layout.board_y);
    let (bw, bh) = (layout.files as u32 * q, layout.ranks as u32 * q);
    let (outer, inner) = style.frame.lines(f);
    // A ring `out` pixels outside the board, `width` wide.
    let ring = |out: u32, width: u32| {
        let (x, y, w, h) = (bx - out, by - out, bw + 2 * out, bh + 2 * out);
        let (ix, iy, iw, ih) = (x + width, y + width, w - 2 * width, h - 2 * width);
        format!(
            r#"<path fill="{}" fill-rule="evenodd" d="M{x} {y}h{w}v{h}h-{w}zM{ix} {iy}v{ih}h{iw}v-{ih}z"/>"#,
            style.colors.frame
        )
    };
    out.push_str(&ring(f, outer));
    if inner > 0 {
        out.push_str(&ring(inner, inner));
    }
}

/// The hatching cleared around the pieces on hatched squares: each piece's
/// rim, defined once.
fn write_rims(out: &mut String, board: &Board, layout: &Layout) {
    let q = layout.square;
    for (square, cell) in board.cells() {
        if let (Cell::Piece(p), true) = (cell, Layout::is_dark(square)) {
            let (x, y) = layout.square_at(square);
            let _ = write!(
                out,
                r##"<use xlink:href="#{}-halo" x="{x}" y="{y}" width="{q}" height="{q}"/>"##,
                p.file_stem()
            );
        }
    }
}

/// The lines of hatched squares: each line one stroke across the whole
/// board, clipped to the dark squares (`dark`, their path), so that a viewer
/// draws no seams between tiles; the lines fall where a PNG's do.
fn hatch_lines(hatch: &Hatch, layout: &Layout, style: &Style, dark: &str) -> String {
    let (p, w) = (hatch.period as f32, hatch.width as f32);
    let (bx, by) = (layout.board_x as f32, layout.board_y as f32);
    let bw = (layout.files as u32 * layout.square) as f32;
    let bh = (layout.ranks as u32 * layout.square) as f32;
    let mut d = String::new();
    // Line k: x + y = t (from the board's corner), t = p - (w - 1)/2 + k p,
    // the middle of the pixels a PNG fills; each runs a period past the
    // board's edges, so that its ends are clipped away.
    let mut t = p - (w - 1.0) / 2.0 - p;
    while t < bw + bh + p {
        let (u0, u1) = ((t - bh - p).max(-p), t.min(bw) + p);
        let _ = write!(
            d,
            "M{} {}L{} {}",
            num(bx + u0),
            num(by + t - u0),
            num(bx + u1),
            num(by + t - u1)
        );
        t += p;
    }
    format!(
        r#"<clipPath id="hatch"><path d="{dark}"/></clipPath><path clip-path="url(#hatch)" fill="none" stroke="{}" stroke-width="{}" d="{d}"/>"#,
        style.colors.dark,
        num(w * std::f32::consts::FRAC_1_SQRT_2)
    )
}
