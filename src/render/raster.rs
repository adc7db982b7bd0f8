//! Board → pixels → PNG. Piece art is rasterized once per square size and
//! copied; the empty board (squares, frame, coordinates) is drawn once per
//! size and style and reused.

use std::collections::HashMap;

use resvg::tiny_skia::{self, FillRule, Paint, Pixmap, PixmapPaint, Rect, Stroke, Transform};

use crate::board::{Cell, Color, Piece};
use crate::render::layout::Layout;
use crate::render::pieces::PieceSet;
use crate::render::style::{Rgb, Style};
use crate::render::text::{Face, Fonts};
use crate::render::{
    Diagram, RenderError, UNKNOWN_FILL_RGB, marker_stroke, unknown_glyph_size, unknown_halo,
};

fn paint(c: Rgb, anti_alias: bool) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, 255);
    p.anti_alias = anti_alias;
    p
}

fn fill_rect(pix: &mut Pixmap, x: u32, y: u32, w: u32, h: u32, c: Rgb) {
    if let Some(r) = Rect::from_xywh(x as f32, y as f32, w as f32, h as f32) {
        pix.fill_rect(r, &paint(c, false), Transform::identity(), None);
    }
}

/// What decides the empty board's pixels.
#[derive(Clone, PartialEq, Eq, Hash)]
struct BackgroundKey {
    files: usize,
    ranks: usize,
    style: Style,
}

/// Rasters kept between diagrams.
#[derive(Default)]
pub(crate) struct Cache {
    /// Piece images by square size, in [`Piece::ALL`] order, made when first used.
    pieces: HashMap<u32, Vec<Option<Pixmap>>>,
    /// Empty boards without holes, by size and style.
    backgrounds: HashMap<BackgroundKey, Pixmap>,
}

/// At most this many backgrounds are kept; past it the cache starts afresh.
const MAX_BACKGROUNDS: usize = 16;

fn piece_pixmap(pieces: &PieceSet, piece: Piece, q: u32) -> Option<Pixmap> {
    let art = pieces.art(piece)?;
    let mut pix = Pixmap::new(q, q)?;
    let (vw, vh) = art.view;
    let scale = q as f32 / vw.max(vh).max(f32::EPSILON);
    let dx = (q as f32 - vw * scale) / 2.0;
    let dy = (q as f32 - vh * scale) / 2.0;
    resvg::render(
        &art.tree,
        Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
        &mut pix.as_mut(),
    );
    Some(pix)
}

fn draw_background(
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
    for (file, rank, cell) in board.cells() {
        if cell == Cell::Hole {
            continue;
        }
        let (x, y) = layout.square_at(file, rank);
        let c = if Layout::is_dark(file, rank) {
            style.colors.dark
        } else {
            style.colors.light
        };
        fill_rect(pix, x, y, q, q, c);
    }
    let (bx, by, f) = (layout.board_x, layout.board_y, layout.frame);
    let (bw, bh) = (layout.files as u32 * q, layout.ranks as u32 * q);
    let fc = style.colors.frame;
    fill_rect(pix, bx - f, by - f, bw + 2 * f, f, fc);
    fill_rect(pix, bx - f, by + bh, bw + 2 * f, f, fc);
    fill_rect(pix, bx - f, by, f, bh, fc);
    fill_rect(pix, bx + bw, by, f, bh, fc);
    let em = fonts.units_per_em(Face::Regular);
    let text = paint(style.colors.text, true);
    for label in &layout.labels {
        let scale = label.size / em;
        let mut x = label.x;
        for c in label.text.chars() {
            let Some(g) = fonts.glyph(Face::Regular, c) else {
                continue;
            };
            if let Some(path) = g.path(x, label.baseline, scale) {
                pix.fill_path(&path, &text, FillRule::Winding, Transform::identity(), None);
            }
            x += g.advance * scale;
        }
    }
}

/// Draws the diagram into a new pixmap.
pub(crate) fn draw(
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    pieces: &PieceSet,
    fonts: &mut Fonts,
    cache: &mut Cache,
) -> Result<Pixmap, RenderError> {
    let board = diagram.board;
    let holes = board.cells().any(|c| c.2 == Cell::Hole);
    let mut pix = if holes {
        let mut pix =
            Pixmap::new(layout.width, layout.height).ok_or(RenderError::Size(layout.width))?;
        draw_background(&mut pix, diagram, style, layout, fonts);
        pix
    } else {
        let key = BackgroundKey {
            files: layout.files,
            ranks: layout.ranks,
            style: Style {
                side_to_move: false,
                ..style.clone()
            },
        };
        if !cache.backgrounds.contains_key(&key) {
            let mut pix =
                Pixmap::new(layout.width, layout.height).ok_or(RenderError::Size(layout.width))?;
            draw_background(&mut pix, diagram, style, layout, fonts);
            if cache.backgrounds.len() >= MAX_BACKGROUNDS {
                cache.backgrounds.clear();
            }
            cache.backgrounds.insert(key.clone(), pix);
        }
        cache
            .backgrounds
            .get(&key)
            .cloned()
            .ok_or(RenderError::Size(layout.width))?
    };

    let q = layout.square;
    let set = cache.pieces.entry(q).or_insert_with(|| vec![None; 12]);
    let (qfill, qhalo) = (paint(UNKNOWN_FILL_RGB, true), paint(Rgb::WHITE, true));
    let em = fonts.units_per_em(Face::Bold);
    let qsize = unknown_glyph_size(q);
    let qscale = qsize / em;
    let qwidth = fonts.width(Face::Bold, "?") * qscale;
    let qcap = fonts.cap_height(Face::Bold) * qscale;
    for (file, rank, cell) in board.cells() {
        let (x, y) = layout.square_at(file, rank);
        match cell {
            Cell::Piece(p) => {
                let slot = &mut set[p.index()];
                if slot.is_none() {
                    *slot = piece_pixmap(pieces, p, q);
                }
                if let Some(img) = slot {
                    pix.draw_pixmap(
                        x as i32,
                        y as i32,
                        img.as_ref(),
                        &PixmapPaint::default(),
                        Transform::identity(),
                        None,
                    );
                }
            }
            Cell::Unknown(_) => {
                let gx = x as f32 + (q as f32 - qwidth) / 2.0;
                let gy = y as f32 + (q as f32 + qcap) / 2.0;
                if let Some(path) = fonts
                    .glyph(Face::Bold, '?')
                    .and_then(|g| g.path(gx, gy, qscale))
                {
                    let stroke = Stroke {
                        width: unknown_halo(q),
                        line_join: tiny_skia::LineJoin::Round,
                        ..Stroke::default()
                    };
                    pix.stroke_path(&path, &qhalo, &stroke, Transform::identity(), None);
                    pix.fill_path(
                        &path,
                        &qfill,
                        FillRule::Winding,
                        Transform::identity(),
                        None,
                    );
                }
            }
            _ => {}
        }
    }

    if let Some(m) = &layout.marker {
        if let Some(circle) = tiny_skia::PathBuilder::from_circle(m.cx, m.cy, m.r) {
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
    }
    Ok(pix)
}

/// Encodes a pixmap as PNG: RGB when every pixel is opaque, else RGBA
/// (un-premultiplied), with fast compression. `dpi` adds the resolution.
pub(crate) fn encode_png(pix: &Pixmap, transparent: bool) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let data: Vec<u8> = if transparent {
        pix.pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    } else {
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        for px in pix.data().chunks_exact(4) {
            rgb.extend_from_slice(&px[..3]);
        }
        rgb
    };
    let mut out = Vec::with_capacity(data.len() / 16);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(if transparent {
        png::ColorType::Rgba
    } else {
        png::ColorType::Rgb
    });
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Up);
    let mut writer = enc
        .write_header()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .write_image_data(&data)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}
