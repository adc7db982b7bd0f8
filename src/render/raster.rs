//! Board → pixels → PNG. Piece art is rasterized once per square size and
//! copied; the empty board (squares, frame, coordinates) is drawn once per
//! size and style and reused. Both are kept in caches bounded by bytes
//! ([`PIECE_CACHE_BYTES`], [`BACKGROUND_CACHE_BYTES`]) that forget the
//! sizes used least recently.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use resvg::tiny_skia::{self, FillRule, Paint, Pixmap, Rect, Stroke, Transform};

use crate::board::{Cell, Color, Piece};
use crate::render::cache::Lru;
use crate::render::layout::{Hatch, Label, Layout, halo_paths, label_halo};
use crate::render::marks;
use crate::render::marks::Shape;
use crate::render::pieces::PieceSet;
use crate::render::style::{Rgb, Style};
use crate::render::text::{Face, Fonts};
use crate::render::{
    Diagram, EncodeError, RenderError, UNKNOWN_FILL_RGB, UnknownGlyph, marker_stroke, unknown_halo,
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

/// The most bytes of piece rasters a renderer keeps.
pub(crate) const PIECE_CACHE_BYTES: usize = 15 << 20;
/// The most bytes of empty boards a renderer keeps.
pub(crate) const BACKGROUND_CACHE_BYTES: usize = 32 << 20;
/// The backgrounds remembered as drawn once (not their pixels): at most 256.
pub(crate) const SEEN_BYTES: usize = 256 * SEEN_ENTRY_BYTES;
/// What one remembered background is counted as: its key (layout, labels
/// and colours) is well under a kilobyte.
const SEEN_ENTRY_BYTES: usize = 1024;

/// Everything the empty board's pixels depend on: the whole layout (size,
/// squares, frame, every line of text) but the marker, and the colours.
#[derive(Clone, PartialEq)]
struct BackgroundKey {
    layout: Layout,
    colors: crate::render::style::Colors,
    transparent: bool,
}

// The layout holds no NaN (every number in it is a finite position or
// size), so its equality is total.
impl Eq for BackgroundKey {}

impl Hash for BackgroundKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let l = &self.layout;
        (l.width, l.height, l.square, l.board_x, l.board_y).hash(state);
        (l.files, l.ranks, l.frame, l.flip).hash(state);
        for label in &l.labels {
            label.text.hash(state);
            (
                label.x.to_bits(),
                label.baseline.to_bits(),
                label.size.to_bits(),
            )
                .hash(state);
        }
        self.colors.hash(state);
        self.transparent.hash(state);
    }
}

/// The bytes a pixmap keeps.
fn pixmap_bytes(pix: &Pixmap) -> usize {
    pix.data().len() + std::mem::size_of::<Pixmap>()
}

/// Rasters kept between diagrams, each cache bounded by bytes.
#[derive(Clone)]
pub(crate) struct Cache {
    /// Piece images by square size and [`Piece::index`], made when first used.
    pieces: Lru<(u32, usize), Option<Arc<Pixmap>>>,
    /// Empty boards without holes, by size and style.
    backgrounds: Lru<BackgroundKey, Pixmap>,
    /// The backgrounds drawn once: a background is kept when it is asked
    /// for a second time, so that a process drawing one diagram never pays
    /// for a copy it will not use.
    seen: Lru<BackgroundKey, ()>,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            pieces: Lru::new(PIECE_CACHE_BYTES),
            backgrounds: Lru::new(BACKGROUND_CACHE_BYTES),
            seen: Lru::new(SEEN_BYTES),
        }
    }
}

impl Cache {
    /// The bytes kept now.
    pub(crate) fn bytes(&self) -> usize {
        self.pieces.bytes() + self.backgrounds.bytes() + self.seen.bytes()
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.pieces.clear();
        self.backgrounds.clear();
        self.seen.clear();
    }

    /// The raster of `piece` at `q` pixels, from the cache or made now (and
    /// kept if it fits).
    fn piece(&mut self, pieces: &PieceSet, piece: Piece, q: u32) -> Option<Arc<Pixmap>> {
        let key = (q, piece.index());
        if let Some(p) = self.pieces.get(&key) {
            return p.clone();
        }
        let pix = piece_pixmap(pieces, piece, q).map(Arc::new);
        let bytes = pix.as_deref().map_or(0, pixmap_bytes) + 32;
        match self.pieces.insert(key, pix, bytes) {
            Ok(p) => p.clone(),
            Err(p) => p,
        }
    }
}

fn piece_pixmap(pieces: &PieceSet, piece: Piece, q: u32) -> Option<Pixmap> {
    let art = pieces.art_for(piece, q)?;
    let mut pix = Pixmap::new(q, q)?;
    let (vw, vh) = art.view;
    let scale = q as f32 / vw.max(vh).max(f32::EPSILON);
    let dx = (q as f32 - vw * scale) / 2.0;
    let dy = (q as f32 - vh * scale) / 2.0;
    let t = Transform::from_row(scale, 0.0, 0.0, scale, dx, dy);
    match art.baked {
        Some(layers) => {
            for layer in layers {
                if let Some(path) = layer.path() {
                    let [r, g, b] = layer.rgb;
                    pix.fill_path(
                        &path,
                        &paint(Rgb(r, g, b), true),
                        FillRule::Winding,
                        t,
                        None,
                    );
                }
            }
        }
        None => resvg::render(art.tree()?, t, &mut pix.as_mut()),
    }
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
    fill_rect(pix, bx - f, by - f, bw + 2 * f, f, fc);
    fill_rect(pix, bx - f, by + bh, bw + 2 * f, f, fc);
    fill_rect(pix, bx - f, by, f, bh, fc);
    fill_rect(pix, bx + bw, by, f, bh, fc);
    draw_labels(pix, &layout.labels, fonts);
}

/// Draws text, each letter an outline of the embedded font.
fn draw_labels(pix: &mut Pixmap, labels: &[Label], fonts: &mut Fonts) {
    for label in labels {
        let text = paint(label.color, true);
        let scale = label.size / fonts.units_per_em(label.face);
        let run = fonts.shape(label.face, &label.text);
        for g in &run.glyphs {
            let Some(glyph) = fonts.glyph(label.face, g.id) else {
                continue;
            };
            if let Some(path) =
                glyph.path(label.x + g.x * scale, label.baseline - g.y * scale, scale)
            {
                if let Some(halo) = label.halo {
                    let stroke = Stroke {
                        width: label_halo(label.size),
                        line_join: tiny_skia::LineJoin::Round,
                        ..Stroke::default()
                    };
                    pix.stroke_path(
                        &path,
                        &paint(halo, true),
                        &stroke,
                        Transform::identity(),
                        None,
                    );
                }
                pix.fill_path(&path, &text, FillRule::Winding, Transform::identity(), None);
            }
        }
    }
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
fn clear_under_pieces(
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

fn translucent(c: Rgb, alpha: f32) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(tiny_skia::Color::from_rgba8(
        c.0,
        c.1,
        c.2,
        (alpha * 255.0).round() as u8,
    ));
    p.anti_alias = true;
    p
}

fn draw_shape(pix: &mut Pixmap, shape: &Shape) {
    match shape {
        Shape::Rect {
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
        Shape::Ring {
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
        Shape::Glow { x, y, size } => {
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
                Rect::from_xywh(*x, *y, *size, *size).map(tiny_skia::PathBuilder::from_rect),
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
        Shape::Polygon {
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

/// `v / 255`, rounded, for `v` up to 255 × 255.
fn div255(v: u32) -> u32 {
    (v + 128 + ((v + 128) >> 8)) >> 8
}

/// Lays `src` over `dst` with its top-left corner at (`x`, `y`): both are
/// premultiplied, so each channel becomes `src + dst × (1 − src alpha)`.
/// The piece rasters are copied this way, a pixel at a time with whole
/// offsets; most of their pixels are fully transparent or fully opaque.
fn draw_over(dst: &mut Pixmap, src: &Pixmap, x: u32, y: u32) {
    let (dw, dh) = (dst.width() as usize, dst.height() as usize);
    let (x, y) = (x as usize, y as usize);
    if x >= dw || y >= dh {
        return;
    }
    let w = (src.width() as usize).min(dw - x);
    let h = (src.height() as usize).min(dh - y);
    let sw = src.width() as usize;
    let src = src.data();
    let data = dst.data_mut();
    for row in 0..h {
        let s = &src[row * sw * 4..(row * sw + w) * 4];
        let start = ((y + row) * dw + x) * 4;
        let d = &mut data[start..start + w * 4];
        for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(sp),
                a => {
                    let keep = 255 - u32::from(a);
                    for (dc, sc) in dp.iter_mut().zip(sp) {
                        *dc = (u32::from(*sc) + div255(u32::from(*dc) * keep)).min(255) as u8;
                    }
                }
            }
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
    let holes = board.cells().any(|c| c.1 == Cell::Hole);
    let mut pix = if holes {
        let mut pix =
            Pixmap::new(layout.width, layout.height).ok_or(RenderError::Size(layout.width))?;
        draw_background(&mut pix, diagram, style, layout, fonts);
        pix
    } else {
        let key = BackgroundKey {
            layout: Layout {
                marker: None,
                ..layout.clone()
            },
            colors: style.colors,
            transparent: style.transparent,
        };
        match cache.backgrounds.get(&key) {
            Some(pix) => pix.clone(),
            None => {
                let mut pix = Pixmap::new(layout.width, layout.height)
                    .ok_or(RenderError::Size(layout.width))?;
                draw_background(&mut pix, diagram, style, layout, fonts);
                let bytes = pixmap_bytes(&pix);
                if cache.seen.get(&key).is_some() {
                    if bytes <= BACKGROUND_CACHE_BYTES {
                        let _ = cache.backgrounds.insert(key, pix.clone(), bytes);
                    }
                } else {
                    let _ = cache.seen.insert(key, (), SEEN_ENTRY_BYTES);
                }
                pix
            }
        }
    };

    if let Some(hatch) = &layout.hatch {
        clear_under_pieces(&mut pix, diagram, style, layout, pieces, hatch);
    }
    let (under, over) = crate::render::svg::shapes(diagram, style, layout);
    for shape in &under {
        draw_shape(&mut pix, shape);
    }
    let q = layout.square;
    let (qfill, qhalo) = (paint(UNKNOWN_FILL_RGB, true), paint(Rgb::WHITE, true));
    let unknown = UnknownGlyph::new(q, fonts);
    for (square, cell) in board.cells() {
        let (x, y) = layout.square_at(square);
        match cell {
            Cell::Piece(p) => {
                if let Some(img) = cache.piece(pieces, p, q) {
                    draw_over(&mut pix, &img, x, y);
                }
            }
            Cell::Unknown(_) => {
                let (gx, gy) = (x as f32 + unknown.dx, y as f32 + unknown.dy);
                if let Some(path) = fonts
                    .glyph(Face::Bold, unknown.id)
                    .and_then(|g| g.path(gx, gy, unknown.scale))
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

    draw_labels(&mut pix, &layout.corner_labels, fonts);
    for shape in &over {
        draw_shape(&mut pix, shape);
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

/// A colour table with a slot for each distinct colour of an image.
struct ColorTable {
    /// `0` is a free slot; otherwise `0xAARRGGBB` with alpha 255.
    keys: Vec<u32>,
    /// Index of the colour in `colors`.
    slots: Vec<u16>,
    colors: Vec<(u32, u32)>, // (key, number of pixels)
}

/// More distinct colours than this and the image is written as RGB.
const MAX_DISTINCT: usize = 8192;
const TABLE_BITS: u32 = 14;

impl ColorTable {
    fn new() -> ColorTable {
        ColorTable {
            keys: vec![0; 1 << TABLE_BITS],
            slots: vec![0; 1 << TABLE_BITS],
            colors: Vec::with_capacity(512),
        }
    }

    /// The index of `key`, added if new; `None` when the table is full.
    fn index(&mut self, key: u32) -> Option<u16> {
        let mask = (1usize << TABLE_BITS) - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> (32 - TABLE_BITS)) as usize;
        loop {
            match self.keys[i] {
                0 => {
                    if self.colors.len() >= MAX_DISTINCT {
                        return None;
                    }
                    self.keys[i] = key;
                    self.slots[i] = self.colors.len() as u16;
                    self.colors.push((key, 0));
                    return Some(self.slots[i]);
                }
                k if k == key => return Some(self.slots[i]),
                _ => i = (i + 1) & mask,
            }
        }
    }
}

fn rgb_of(key: u32) -> [u8; 3] {
    [(key >> 16) as u8, (key >> 8) as u8, key as u8]
}

/// Colours (as [`color_key`] makes them) with the number of pixels of each.
pub(crate) type Counts = Vec<(u32, u32)>;

/// The distinct colours of an opaque image with the number of pixels of
/// each, in order of first use, and the image as runs of one colour (its
/// index among them, and the run's length); `None` past [`MAX_DISTINCT`]
/// colours.
fn count_colors(pix: &Pixmap) -> Option<(Counts, Vec<(u16, u32)>)> {
    // Pixels are compared as they lie in memory; a run's colour becomes a
    // key only where the run ends, which on a diagram's flat squares is
    // seldom.
    fn key(raw: u32) -> u32 {
        let [r, g, b, a] = raw.to_ne_bytes();
        u32::from_be_bytes([a, r, g, b])
    }
    let mut table = ColorTable::new();
    let mut runs: Vec<(u16, u32)> = Vec::with_capacity(4096);
    let mut words = pix
        .data()
        .chunks_exact(4)
        .map(|px| u32::from_ne_bytes([px[0], px[1], px[2], px[3]]));
    let Some(mut raw) = words.next() else {
        return Some((table.colors, runs));
    };
    let mut len = 0u32;
    let mut end_run = |table: &mut ColorTable, raw: u32, len: u32| -> Option<()> {
        let i = table.index(key(raw))?;
        table.colors[usize::from(i)].1 += len;
        runs.push((i, len));
        Some(())
    };
    for w in words {
        len += 1;
        if w != raw {
            end_run(&mut table, raw, len)?;
            (raw, len) = (w, 0);
        }
    }
    end_run(&mut table, raw, len + 1)?;
    Some((table.colors, runs))
}

/// The index in `palette` of the colour nearest to `c` (the first on a tie).
pub(crate) fn nearest(palette: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let dist = |k: &[u8; 3]| -> u32 {
        c.iter()
            .zip(k)
            .map(|(a, b)| u32::from(a.abs_diff(*b)).pow(2))
            .sum()
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(p, k)| (dist(k), *p))
        .map_or(0, |(p, _)| p as u8)
}

/// At most `max` colours (at most 256) for `colors` (key and pixel count):
/// all of them if they are that few, else the most used (in order of first
/// use on a tie); and for each colour, the index of the palette colour it
/// becomes: itself if kept, else its nearest kept colour — the in-between
/// shades of anti-aliased edges go to the flat colours they sit between.
pub(crate) fn choose_palette(colors: &[(u32, u32)], max: usize) -> (Vec<[u8; 3]>, Vec<u8>) {
    let max = max.min(256);
    let n = colors.len();
    if n <= max {
        let palette = colors.iter().map(|&(k, _)| rgb_of(k)).collect();
        return (palette, (0..n).map(|i| i as u8).collect());
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(colors[i].1), i));
    let mut kept: Vec<usize> = order[..max].to_vec();
    kept.sort_unstable();
    let mut slot = vec![None; n];
    for (p, &i) in kept.iter().enumerate() {
        slot[i] = Some(p as u8);
    }
    let palette: Vec<[u8; 3]> = kept.iter().map(|&i| rgb_of(colors[i].0)).collect();
    let map = (0..n)
        .map(|i| slot[i].unwrap_or_else(|| nearest(&palette, rgb_of(colors[i].0))))
        .collect();
    (palette, map)
}

/// An opaque image as a palette of at most 256 colours and one index a
/// pixel (see [`choose_palette`]).
fn to_palette(pix: &Pixmap) -> Option<(Vec<u8>, Vec<u8>)> {
    let (colors, runs) = count_colors(pix)?;
    let (palette, map) = choose_palette(&colors, 256);
    let mut data = Vec::with_capacity(pix.data().len() / 4);
    for (i, len) in runs {
        data.resize(data.len() + len as usize, map[usize::from(i)]);
    }
    Some((palette.concat(), data))
}

/// The distinct colours of an opaque image and their pixel counts, for a
/// palette shared by many images; `None` past [`MAX_DISTINCT`] colours.
pub(crate) fn histogram(pix: &Pixmap) -> Option<Counts> {
    count_colors(pix).map(|(colors, _)| colors)
}

/// The texts written into a PNG file.
pub(crate) struct PngTexts<'a> {
    /// The position in words, in `lang`.
    pub(crate) description: &'a str,
    /// Its BCP 47 language tag.
    pub(crate) lang: &'a str,
    /// The record the diagram was made from.
    pub(crate) record: &'a str,
}

/// Encodes a pixmap as PNG. An opaque image is written with a palette (see
/// [`to_palette`]), or as RGB if it has a great many colours; a transparent
/// one as RGBA, un-premultiplied. The texts go into uncompressed `iTXt`
/// chunks, so the bytes are the same everywhere.
pub(crate) fn encode_png(
    pix: &Pixmap,
    transparent: bool,
    dpi: Option<u32>,
    texts: Option<&PngTexts<'_>>,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_depth(png::BitDepth::Eight);
    if let Some(dpi) = dpi {
        // pHYs counts pixels per metre.
        let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
        enc.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
    }
    let data: Vec<u8> = if transparent {
        enc.set_color(png::ColorType::Rgba);
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Paeth);
        pix.pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    } else if let Some((palette, indices)) = to_palette(pix) {
        enc.set_color(png::ColorType::Indexed);
        enc.set_palette(palette);
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Paeth);
        indices
    } else {
        enc.set_color(png::ColorType::Rgb);
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Paeth);
        let mut rgb = Vec::with_capacity((w * h * 3) as usize);
        for px in pix.data().chunks_exact(4) {
            rgb.extend_from_slice(&px[..3]);
        }
        rgb
    };
    let err = |e: png::EncodingError| RenderError::Png(EncodeError::new(e));
    let mut writer = enc.write_header().map_err(err)?;
    if let Some(t) = texts {
        let mut description = png::text_metadata::ITXtChunk::new("Description", t.description);
        description.language_tag = t.lang.to_owned();
        writer.write_text_chunk(&description).map_err(err)?;
        let record = png::text_metadata::ITXtChunk::new("Comment", t.record);
        writer.write_text_chunk(&record).map_err(err)?;
    }
    writer.write_image_data(&data).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixmap(colors: &[[u8; 3]]) -> Pixmap {
        let mut pix = Pixmap::new(colors.len() as u32, 1).expect("a pixmap");
        for (px, c) in pix.data_mut().chunks_exact_mut(4).zip(colors) {
            px.copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
        pix
    }

    #[test]
    fn pieces_are_laid_over_as_tiny_skia_would() {
        let pieces = PieceSet::builtin();
        let piece = piece_pixmap(&pieces, Piece::ALL[4], 37).expect("a knight");
        let mut ours = Pixmap::new(60, 50).expect("a pixmap");
        ours.fill(tiny_skia::Color::from_rgba8(0xb3, 0x87, 0x60, 200));
        let mut theirs = ours.clone();
        // Partly off the right and bottom edges.
        draw_over(&mut ours, &piece, 30, 20);
        theirs.draw_pixmap(
            30,
            20,
            piece.as_ref(),
            &tiny_skia::PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        let most = ours
            .data()
            .iter()
            .zip(theirs.data())
            .map(|(a, b)| a.abs_diff(*b))
            .max();
        assert!(most <= Some(1), "{most:?}");
        assert!(ours.data() != Pixmap::new(60, 50).expect("a pixmap").data());
        // Entirely off the image: nothing happens.
        let before = ours.clone();
        draw_over(&mut ours, &piece, 60, 0);
        assert!(ours.data() == before.data());
    }

    #[test]
    fn few_colours_make_an_exact_palette() {
        let pix = pixmap(&[[1, 2, 3], [1, 2, 3], [9, 9, 9], [1, 2, 3]]);
        let (palette, data) = to_palette(&pix).expect("a palette");
        assert_eq!(palette, vec![1, 2, 3, 9, 9, 9]);
        assert_eq!(data, vec![0, 0, 1, 0]);
    }

    #[test]
    fn rare_colours_go_to_their_nearest_neighbour() {
        // 256 frequent greys, each twice, then one rare colour near grey 100.
        let mut colors: Vec<[u8; 3]> = (0..=255u8).flat_map(|g| [[g, g, g], [g, g, g]]).collect();
        colors.push([101, 100, 99]);
        colors.push([0, 0, 1]);
        let (palette, data) = to_palette(&pixmap(&colors)).expect("a palette");
        assert_eq!(palette.len(), 256 * 3);
        assert_eq!(data[512], 100);
        assert_eq!(data[513], 0);
    }

    use crate::board::{Board, Square};
    use crate::render::{DarkSquares, Renderer, Theme};

    fn rgb(pix: &Pixmap, x: u32, y: u32) -> Rgb {
        let p = pix.pixel(x, y).expect("inside").demultiply();
        Rgb(p.red(), p.green(), p.blue())
    }

    #[test]
    fn hatched_squares_are_whole_pixels_of_ink_and_paper() {
        let board = Board::standard();
        let style = Style {
            size: 800,
            ..Style::with_theme(Theme::Hatched)
        };
        let pix = Renderer::new()
            .pixmap(&crate::render::Diagram::new(&board), &style)
            .expect("drawn");
        let mut layout_fonts = Fonts::new();
        let layout = Layout::new(
            8,
            8,
            None,
            &crate::render::layout::Texts::default(),
            &style,
            &mut layout_fonts,
        )
        .expect("laid out");
        let hatch = layout.hatch.expect("hatched");
        // c3 is dark and empty: every pixel is ink exactly where a line is.
        let (x0, y0) = layout.square_at(Square::new(2, 2).expect("c3"));
        let mut ink = 0;
        for y in y0..y0 + layout.square {
            for x in x0..x0 + layout.square {
                let line = hatch.covers(x - layout.board_x, y - layout.board_y);
                let want = if line { Rgb::BLACK } else { Rgb::WHITE };
                assert_eq!(rgb(&pix, x, y), want, "{x}, {y}");
                ink += u32::from(line);
            }
        }
        let share = ink as f32 / (layout.square * layout.square) as f32;
        assert!((0.2..0.3).contains(&share), "{share}");
    }

    #[test]
    fn hatching_stops_short_of_the_pieces() {
        let board = Board::standard();
        let hatched = Style {
            size: 800,
            coordinates: crate::render::Coordinates::None,
            ..Style::with_theme(Theme::Hatched)
        };
        // The same board with plain white squares: the pieces alone.
        let plain = Style {
            dark_squares: DarkSquares::Filled,
            colors: crate::render::Colors {
                dark: Rgb::WHITE,
                ..hatched.colors
            },
            ..hatched.clone()
        };
        let diagram = crate::render::Diagram::new(&board);
        let a = Renderer::new().pixmap(&diagram, &hatched).expect("drawn");
        let b = Renderer::new().pixmap(&diagram, &plain).expect("drawn");
        let mut fonts = Fonts::new();
        let texts = crate::render::layout::Texts::default();
        let l = Layout::new(8, 8, None, &texts, &hatched, &mut fonts).expect("laid out");
        let side = 8 * l.square;
        let inside = |x: u32, y: u32| {
            (l.board_x..l.board_x + side).contains(&x) && (l.board_y..l.board_y + side).contains(&y)
        };
        let pixels = || {
            (0..a.width())
                .flat_map(|x| (0..a.height()).map(move |y| (x, y)))
                .filter(|&(x, y)| inside(x, y))
        };
        let piece = |x: u32, y: u32| inside(x, y) && rgb(&b, x, y) != Rgb::WHITE;
        let lines: Vec<(u32, u32)> = pixels()
            .filter(|&(x, y)| rgb(&a, x, y) != rgb(&b, x, y))
            .collect();
        assert!(lines.len() > 10_000, "{}", lines.len());
        // No pixel of a line touches a pixel of a piece (the rim is 3.3
        // pixels at this size; without it, lines run into the outlines).
        for &(x, y) in &lines {
            for (px, py) in (x - 1..=x + 1).flat_map(|px| (y - 1..=y + 1).map(move |py| (px, py))) {
                assert!(!piece(px, py), "line at {x}, {y}; piece at {px}, {py}");
            }
        }
    }

    #[test]
    fn every_frame_coordinates_and_hatching_at_every_size() {
        use crate::render::{Coordinates, Frame};
        let boards = [
            "K",
            "--rnbk--/-pppppp-/8/8/-PPPPPP-/--RNBK--",
            "rnbqkbnrrr/pppppppppp/55/55/55/55/55/55/PPPPPPPPPP/RNBQKBNRRR",
            "k?/-K",
        ];
        let mut renderer = Renderer::new();
        for board in boards {
            let board: Board = board.parse().expect("a board");
            let diagram = crate::render::Diagram::new(&board);
            for size in (16..=420).step_by(29) {
                for (i, frame) in Frame::ALL.into_iter().enumerate() {
                    let style = Style {
                        size,
                        frame,
                        coordinates: Coordinates::ALL[i],
                        flip: size % 2 == 0,
                        transparent: i == 1,
                        ..Style::with_theme(Theme::Hatched)
                    };
                    let drawn = match renderer.pixmap(&diagram, &style) {
                        Ok(pix) => pix.width() == size,
                        // Only a board too wide for a tiny image may fail.
                        Err(e) => {
                            assert!(size < 64, "{size}: {e}");
                            false
                        }
                    };
                    assert_eq!(renderer.svg(&diagram, &style).is_ok(), drawn, "{size}");
                }
            }
        }
    }

    #[test]
    fn encoded_images_decode_to_what_was_drawn() {
        let pix = pixmap(&[[1, 2, 3], [200, 100, 0]]);
        let png = encode_png(&pix, false, Some(300), None).expect("encoded");
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        assert_eq!(reader.info().color_type, png::ColorType::Indexed);
        let dims = reader.info().pixel_dims.expect("pHYs");
        assert_eq!((dims.xppu, dims.unit), (11811, png::Unit::Meter));
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        reader.next_frame(&mut buf).expect("a frame");
        assert_eq!(&buf[..2], &[0, 1]);
    }
}
