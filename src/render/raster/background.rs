//! The empty board as pixels: the background, the squares (hatched ones
//! laid pixel by pixel), the frame and the text round the board; and the
//! hatching cleared round each piece on a hatched square.

use resvg::tiny_skia::{self, FillRule, Pixmap, Stroke, Transform};

use crate::board::{Cell, Piece};
use crate::render::diagram::Diagram;
use crate::render::layout::{Hatch, Layout};
use crate::render::pieces::{PieceSet, halo_paths};
use crate::render::raster::paint::{draw_over, fill_rect, paint};
use crate::render::raster::text::draw_labels;
use crate::render::style::{Rgb, Style};
use crate::render::text::Fonts;

pub(super) fn draw_background(
    pix: &mut Pixmap,
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    fonts: &mut Fonts,
) {
    let board = diagram.board;
    if !style.transparent {
        let b = style.colors.background;
        pix.fill(tiny_skia::Color::from_rgba8(b.0, b.1, b.2, 255));
    }
    let q = layout.square;
    for (square, cell) in board.cells() {
        if cell == Cell::Hole {
            continue;
        }
        let (x, y) = layout.square_at(square);
        let dark = Layout::is_dark(square);
        match (&layout.hatch, dark) {
            (Some(hatch), true) => {
                fill_rect(pix, x, y, q, q, style.colors.light);
                hatch_square(pix, (x, y), layout, hatch, style.colors.dark);
            }
            (None, true) => fill_rect(pix, x, y, q, q, style.colors.dark),
            (_, false) => fill_rect(pix, x, y, q, q, style.colors.light),
        }
    }
    let (bx, by, f) = (layout.board_x, layout.board_y, layout.frame);
    let (bw, bh) = (layout.files as u32 * q, layout.ranks as u32 * q);
    let fc = style.colors.frame;
    // A ring `out` pixels outside the board, `t` wide; a double frame is
    // two, with paper between.
    let mut ring = |out: u32, t: u32| {
        let (x, y, w, h) = (bx - out, by - out, bw + 2 * out, bh + 2 * out);
        fill_rect(pix, x, y, w, t, fc);
        fill_rect(pix, x, y + h - t, w, t, fc);
        fill_rect(pix, x, y + t, t, h - 2 * t, fc);
        fill_rect(pix, x + w - t, y + t, t, h - 2 * t, fc);
    };
    let (outer, inner) = style.frame.lines(f);
    if f > 0 {
        ring(f, outer);
    }
    if inner > 0 {
        ring(inner, inner);
    }
    draw_labels(pix, &layout.labels, fonts);
}

/// Lays the lines of a hatched square at `x`, `y` pixel by pixel, so that
/// they are crisp at any size.
fn hatch_square(pix: &mut Pixmap, (x, y): (u32, u32), layout: &Layout, hatch: &Hatch, ink: Rgb) {
    let Some(color) = tiny_skia::PremultipliedColorU8::from_rgba(ink.0, ink.1, ink.2, 255) else {
        return;
    };
    let width = pix.width();
    let q = layout.square;
    let pixels = pix.pixels_mut();
    for py in y..y + q {
        for px in x..x + q {
            if hatch.covers(px - layout.board_x, py - layout.board_y)
                && let Some(p) = pixels.get_mut((py * width + px) as usize)
            {
                *p = color;
            }
        }
    }
}

/// A piece's outline grown by the hatching's halo, in `paper`, on a square
/// of `q` pixels.
fn halo_pixmap(pieces: &PieceSet, piece: Piece, q: u32, grow: f32, paper: Rgb) -> Option<Pixmap> {
    let art = pieces.art_for(piece, q)?;
    let mut pix = Pixmap::new(q, q)?;
    let (vw, vh) = art.view;
    let scale = q as f32 / vw.max(vh).max(f32::EPSILON);
    let t = Transform::from_row(
        scale,
        0.0,
        0.0,
        scale,
        (q as f32 - vw * scale) / 2.0,
        (q as f32 - vh * scale) / 2.0,
    );
    let fill = paint(paper, true);
    // The rim, and the same again a rim lower, so that the lines stop
    // short of the piece all round and leave none under its base.
    for dy in [0.0, grow] {
        let t = t.pre_translate(0.0, dy / scale);
        for (path, width) in halo_paths(art, grow / scale) {
            pix.fill_path(&path, &fill, FillRule::Winding, t, None);
            let stroke = Stroke {
                width,
                line_join: tiny_skia::LineJoin::Round,
                line_cap: tiny_skia::LineCap::Round,
                ..Stroke::default()
            };
            pix.stroke_path(&path, &fill, &stroke, t, None);
        }
    }
    Some(pix)
}

/// Clears the hatching around each piece on a hatched square.
pub(super) fn clear_under_pieces(
    pix: &mut Pixmap,
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    pieces: &PieceSet,
    hatch: &Hatch,
) {
    let mut halos: [Option<Option<Pixmap>>; 12] = Default::default();
    for (square, cell) in diagram.board.cells() {
        let Cell::Piece(p) = cell else { continue };
        if !Layout::is_dark(square) {
            continue;
        }
        let halo = halos[p.index()].get_or_insert_with(|| {
            halo_pixmap(pieces, p, layout.square, hatch.halo, style.colors.light)
        });
        if let Some(img) = halo {
            let (x, y) = layout.square_at(square);
            draw_over(pix, img, x, y);
        }
    }
}
