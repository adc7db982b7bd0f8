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
    Diagram, EncodeError, RenderError, SQUARE_TEXT_FILL_RGB, TextGlyphs, UNKNOWN_FILL_RGB,
    UnknownGlyph, marker_stroke, unknown_halo,
};

fn paint(c: Rgb, anti_alias: bool) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, 255);
    p.anti_alias = anti_alias;
    p
}

/// Sets the pixels of a rectangle (the part inside the image) to an opaque
/// colour, as filling it without anti-aliasing would, row by row.
fn fill_rect(pix: &mut Pixmap, x: u32, y: u32, w: u32, h: u32, c: Rgb) {
    let Some(color) = tiny_skia::PremultipliedColorU8::from_rgba(c.0, c.1, c.2, 255) else {
        return;
    };
    let width = pix.width() as usize;
    let (x0, x1) = (x as usize, x.saturating_add(w).min(pix.width()) as usize);
    let (y0, y1) = (y as usize, y.saturating_add(h).min(pix.height()) as usize);
    if x0 >= x1 {
        return;
    }
    let pixels = pix.pixels_mut();
    for row in y0..y1 {
        if let Some(run) = pixels.get_mut(row * width + x0..row * width + x1) {
            run.fill(color);
        }
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
    match pieces.sprite(piece, q) {
        Some(ready) => Pixmap::from_vec(ready.to_vec(), tiny_skia::IntSize::from_wh(q, q)?),
        None => draw_piece(pieces, piece, q),
    }
}

/// A problem piece for squares of `q` pixels: the upright rasters (halved
/// for a neutral piece) turned exactly by quarter turns, a knight at a 45°
/// step drawn turned from its outlines, a special shape drawn.
fn fairy_pixmap(
    cache: &mut Cache,
    pieces: &PieceSet,
    f: crate::board::Fairy,
    q: u32,
) -> Option<Pixmap> {
    use crate::board::Side;
    use crate::render::fairy;
    let Some(role) = f.shape.role() else {
        return fairy::special_pixmap(f, q);
    };
    let eighths = f.turn.eighths();
    let upright = |cache: &mut Cache, color| -> Option<Pixmap> {
        let piece = Piece::new(color, role);
        if eighths % 2 == 0 {
            cache.piece(pieces, piece, q).map(|p| (*p).clone())
        } else {
            draw_piece_turned(pieces, piece, q, f32::from(f.turn.degrees()))
        }
    };
    let img = match f.side {
        Side::White => upright(cache, Color::White)?,
        Side::Black => upright(cache, Color::Black)?,
        Side::Neutral => {
            if eighths % 2 == 0 {
                fairy::halves(
                    &upright(cache, Color::White)?,
                    &upright(cache, Color::Black)?,
                )?
            } else {
                // Halved upright, then turned with the outlines' precision:
                // the two halves drawn turned, each clipped to its half.
                let w = draw_piece_clipped(
                    pieces,
                    Piece::new(Color::White, role),
                    q,
                    f32::from(f.turn.degrees()),
                    false,
                )?;
                let b = draw_piece_clipped(
                    pieces,
                    Piece::new(Color::Black, role),
                    q,
                    f32::from(f.turn.degrees()),
                    true,
                )?;
                let mut w = w;
                draw_over(&mut w, &b, 0, 0);
                return Some(w);
            }
        }
    };
    if eighths % 2 == 0 {
        fairy::turn_quarters(&img, eighths / 2)
    } else {
        Some(img)
    }
}

/// `piece` drawn from its outlines turned `degrees` clockwise.
fn draw_piece_turned(pieces: &PieceSet, piece: Piece, q: u32, degrees: f32) -> Option<Pixmap> {
    draw_piece_with(pieces, piece, q, degrees, None)
}

/// One half of `piece` (the right half when `right`, else the left) drawn
/// from its outlines, turned `degrees` clockwise.
fn draw_piece_clipped(
    pieces: &PieceSet,
    piece: Piece,
    q: u32,
    degrees: f32,
    right: bool,
) -> Option<Pixmap> {
    draw_piece_with(pieces, piece, q, degrees, Some(right))
}

fn draw_piece_with(
    pieces: &PieceSet,
    piece: Piece,
    q: u32,
    degrees: f32,
    half: Option<bool>,
) -> Option<Pixmap> {
    let c = q as f32 / 2.0;
    let mut turn = Transform::from_rotate_at(degrees, c, c);
    if degrees % 90.0 != 0.0 {
        let k = crate::render::fairy::DIAGONAL_SCALE;
        turn = turn.pre_concat(Transform::from_row(
            k,
            0.0,
            0.0,
            k,
            c * (1.0 - k),
            c * (1.0 - k),
        ));
    }
    let mut pix = Pixmap::new(q, q)?;
    let upright = draw_piece(pieces, piece, q)?;
    let mask = match half {
        Some(right) => {
            let h = q as f32 / 2.0;
            let rect = Rect::from_xywh(if right { h } else { 0.0 }, 0.0, h, q as f32)?;
            let mut m = tiny_skia::Mask::new(q, q)?;
            m.fill_path(
                &tiny_skia::PathBuilder::from_rect(rect),
                FillRule::Winding,
                true,
                turn,
            );
            Some(m)
        }
        None => None,
    };
    // The upright raster laid on turned; drawn at this size from the
    // outlines, it is resampled once with a bicubic filter.
    let paint = tiny_skia::PixmapPaint {
        quality: tiny_skia::FilterQuality::Bicubic,
        ..tiny_skia::PixmapPaint::default()
    };
    pix.draw_pixmap(0, 0, upright.as_ref(), &paint, turn, mask.as_ref());
    Some(pix)
}

/// `piece` drawn from its outlines (or its SVG) for squares of `q` pixels.
fn draw_piece(pieces: &PieceSet, piece: Piece, q: u32) -> Option<Pixmap> {
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
        Shape::Bars { rects, color } => {
            for &[x, y, w, h] in rects {
                fill_rect(pix, x, y, w, h, *color);
            }
        }
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
    let tfill = paint(SQUARE_TEXT_FILL_RGB, true);
    // The white halo round a `?` and round a square's text.
    let halo = Stroke {
        width: unknown_halo(q),
        line_join: tiny_skia::LineJoin::Round,
        ..Stroke::default()
    };
    let unknown = UnknownGlyph::new(q, fonts);
    for (square, cell) in board.cells() {
        let (x, y) = layout.square_at(square);
        match cell {
            Cell::Piece(p) => {
                if let Some(img) = cache.piece(pieces, p, q) {
                    draw_over(&mut pix, &img, x, y);
                }
            }
            Cell::Fairy(f) => {
                if let Some(img) = fairy_pixmap(cache, pieces, f, q) {
                    draw_over(&mut pix, &img, x, y);
                }
            }
            Cell::Text(t) => {
                let t = TextGlyphs::new(t, q, fonts);
                let paths: Vec<_> = t
                    .glyphs
                    .iter()
                    .filter_map(|&(id, dx, dy)| {
                        fonts
                            .glyph(Face::Bold, id)
                            .and_then(|g| g.path(x as f32 + dx, y as f32 + dy, t.scale))
                    })
                    .collect();
                // The halos first, so no letter's halo covers its neighbour.
                for path in &paths {
                    pix.stroke_path(path, &qhalo, &halo, Transform::identity(), None);
                }
                for path in &paths {
                    pix.fill_path(path, &tfill, FillRule::Winding, Transform::identity(), None);
                }
            }
            Cell::Unknown(_) => {
                let (gx, gy) = (x as f32 + unknown.dx, y as f32 + unknown.dy);
                if let Some(path) = fonts
                    .glyph(Face::Bold, unknown.id)
                    .and_then(|g| g.path(gx, gy, unknown.scale))
                {
                    pix.stroke_path(&path, &qhalo, &halo, Transform::identity(), None);
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

    /// Counts `n` more pixels of `key`; `None` when the table is full.
    fn add(&mut self, key: u32, n: u32) -> Option<()> {
        let i = self.index(key)?;
        self.colors[usize::from(i)].1 += n;
        Some(())
    }
}

/// A pixel's four bytes as they lie in memory.
fn word(px: &[u8]) -> u32 {
    u32::from_ne_bytes([px[0], px[1], px[2], px[3]])
}

/// A pixel's colour key, `0xAARRGGBB`, from its [`word`].
fn key(word: u32) -> u32 {
    let [r, g, b, a] = word.to_ne_bytes();
    u32::from_be_bytes([a, r, g, b])
}

fn rgb_of(key: u32) -> [u8; 3] {
    [(key >> 16) as u8, (key >> 8) as u8, key as u8]
}

/// Colours (as [`color_key`] makes them) with the number of pixels of each.
pub(crate) type Counts = Vec<(u32, u32)>;

/// Eight pixels of one colour, as they lie in memory.
fn eight(word: u32) -> [u8; 32] {
    let mut block = [0; 32];
    for px in block.chunks_exact_mut(4) {
        px.copy_from_slice(&word.to_ne_bytes());
    }
    block
}

/// The distinct colours of an opaque image's pixels (four bytes each) with
/// the number of pixels of each, in order of first use; `None` past
/// [`MAX_DISTINCT`] colours.
fn count_colors(data: &[u8]) -> Option<ColorTable> {
    // Pixels are compared as they lie in memory, eight at a time while they
    // all continue the run; a colour is looked up only where its run ends,
    // which on a diagram's flat squares is seldom.
    let mut table = ColorTable::new();
    let Some((first, rest)) = data.split_at_checked(4) else {
        return Some(table);
    };
    // The run so far: its pixels' word and its length.
    let (mut raw, mut len) = (word(first), 1u32);
    let mut one_by_one = |pixels: &[u8], raw: &mut u32, len: &mut u32| -> Option<()> {
        for px in pixels.chunks_exact(4) {
            let w = word(px);
            if w != *raw {
                table.add(key(*raw), *len)?;
                (*raw, *len) = (w, 0);
            }
            *len += 1;
        }
        Some(())
    };
    let mut same = eight(raw);
    let mut blocks = rest.chunks_exact(32);
    for block in blocks.by_ref() {
        if *block == same {
            len += 8;
        } else {
            one_by_one(block, &mut raw, &mut len)?;
            same = eight(raw);
        }
    }
    one_by_one(blocks.remainder(), &mut raw, &mut len)?;
    table.add(key(raw), len)?;
    Some(table)
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

/// Counts the colours of an opaque image's pixels (four bytes each) and,
/// while they are at most 256, writes each pixel's index among them (in
/// order of first use) over the pixels in place, one byte a pixel: the
/// byte of pixel `i` goes where pixel `i / 4` was, read by then. Gives the
/// colours and how many pixels have their index written: all of them, or
/// those before the 257th colour. `None` past [`MAX_DISTINCT`] colours,
/// with the pixels as they were.
fn index_colors(data: &mut [u8]) -> Option<(ColorTable, usize)> {
    let n = data.len() / 4;
    let Some(first) = data.get(..4) else {
        return Some((ColorTable::new(), 0));
    };
    let mut runs = Runs::new(word(first))?;
    let mut same = eight(runs.raw);
    let whole = n / 8 * 8;
    for i in (0..whole).step_by(8) {
        // Read before anything is written over it.
        let mut block = [0; 32];
        block.copy_from_slice(&data[4 * i..4 * i + 32]);
        if block == same {
            runs.len += 8;
            if runs.past.is_none() {
                data[i..i + 8].fill(runs.index as u8);
            }
            continue;
        }
        for (k, px) in (i..i + 8).zip(block.chunks_exact(4)) {
            runs.pixel(k, word(px), data)?;
        }
        same = eight(runs.raw);
    }
    for k in whole..n {
        let w = word(&data[4 * k..4 * k + 4]);
        runs.pixel(k, w, data)?;
    }
    runs.table.colors[usize::from(runs.index)].1 += runs.len;
    Some((runs.table, runs.past.unwrap_or(n)))
}

/// The colours met so far by [`index_colors`], and the run it is in.
struct Runs {
    table: ColorTable,
    /// The run's pixels' word, their colour's index, and the run's length.
    raw: u32,
    index: u16,
    len: u32,
    /// The first pixel of a colour past 256, once there is one.
    past: Option<usize>,
}

impl Runs {
    fn new(raw: u32) -> Option<Runs> {
        let mut table = ColorTable::new();
        let index = table.index(key(raw))?;
        Some(Runs {
            table,
            raw,
            index,
            len: 0,
            past: None,
        })
    }

    /// Pixel `k`, whose word is `w`: counted, and its index written while
    /// the colours are at most 256. `None` when the table is full, with
    /// the pixels written over restored.
    #[inline(always)]
    fn pixel(&mut self, k: usize, w: u32, data: &mut [u8]) -> Option<()> {
        if w != self.raw {
            self.start(k, w, data)?;
        }
        self.len += 1;
        if self.past.is_none() {
            data[k] = self.index as u8;
        }
        Some(())
    }

    /// A run of `w` starting at pixel `k`.
    #[inline(never)]
    fn start(&mut self, k: usize, w: u32, data: &mut [u8]) -> Option<()> {
        self.table.colors[usize::from(self.index)].1 += self.len;
        (self.raw, self.len) = (w, 0);
        let Some(index) = self.table.index(key(w)) else {
            restore(data, &self.table, self.past.unwrap_or(k));
            return None;
        };
        self.index = index;
        if index > 255 && self.past.is_none() {
            self.past = Some(k);
        }
        Some(())
    }
}

/// Writes back the opaque pixels whose indices [`index_colors`] wrote over
/// the first `written` of them, from the last to the first, so that no
/// index is written over before it is read.
fn restore(data: &mut [u8], table: &ColorTable, written: usize) {
    for i in (0..written).rev() {
        let Some(&(key, _)) = table.colors.get(usize::from(data[i])) else {
            continue;
        };
        let [r, g, b] = rgb_of(key);
        data[4 * i..4 * i + 4].copy_from_slice(&[r, g, b, 255]);
    }
}

/// Turns the pixels of an opaque image from pixel `from` on (four bytes
/// each, every colour in `table`) into their palette indices through
/// `map`, one byte a pixel, written in place where pixel `i / 4` was.
fn index_rest(data: &mut [u8], from: usize, table: &mut ColorTable, map: &[u8]) {
    let n = data.len() / 4;
    let mut lookup = |w: u32| {
        table
            .index(key(w))
            .and_then(|i| map.get(usize::from(i)))
            .copied()
            .unwrap_or(0)
    };
    let Some(first) = data.get(4 * from..4 * from + 4) else {
        return;
    };
    let mut raw = word(first);
    let mut index = lookup(raw);
    let mut same = eight(raw);
    let mut i = from;
    while i + 8 <= n {
        let mut block = [0; 32];
        block.copy_from_slice(&data[4 * i..4 * i + 32]);
        if block == same {
            data[i..i + 8].fill(index);
        } else {
            for (k, px) in (i..i + 8).zip(block.chunks_exact(4)) {
                let w = word(px);
                if w != raw {
                    (raw, index) = (w, lookup(w));
                }
                data[k] = index;
            }
            same = eight(raw);
        }
        i += 8;
    }
    for k in i..n {
        let w = word(&data[4 * k..4 * k + 4]);
        if w != raw {
            (raw, index) = (w, lookup(w));
        }
        data[k] = index;
    }
}

/// An opaque image's pixels as a palette (RGB triples) and indices into it,
/// one byte a pixel, written over the pixels; with more than 256 colours
/// the in-between shades go to the nearest of the 256 most used. `None`,
/// with the pixels left as they were, past [`MAX_DISTINCT`] colours.
fn to_palette(data: &mut Vec<u8>) -> Option<Vec<u8>> {
    let n = data.len() / 4;
    let (mut table, written) = index_colors(data)?;
    let (palette, map) = choose_palette(&table.colors, 256);
    if written < n {
        // More than 256 colours: the indices written so far become palette
        // indices, and the rest of the pixels are looked up.
        for b in &mut data[..written] {
            *b = map.get(usize::from(*b)).copied().unwrap_or(0);
        }
        index_rest(data, written, &mut table, &map);
    }
    data.truncate(n);
    Some(palette.concat())
}

/// The distinct colours of an opaque image and their pixel counts, for a
/// palette shared by many images; `None` past [`MAX_DISTINCT`] colours.
pub(crate) fn histogram(pix: &Pixmap) -> Option<Counts> {
    count_colors(pix.data()).map(|table| table.colors)
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
    pix: Pixmap,
    transparent: bool,
    dpi: Option<u32>,
    texts: Option<&PngTexts<'_>>,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Paeth);
    if let Some(dpi) = dpi {
        // pHYs counts pixels per metre.
        let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
        enc.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
    }
    // Each form is written over the pixels themselves: no second image.
    let mut data = pix.take();
    if transparent {
        enc.set_color(png::ColorType::Rgba);
        for px in data.chunks_exact_mut(4) {
            if let Some(c) = tiny_skia::PremultipliedColorU8::from_rgba(px[0], px[1], px[2], px[3])
            {
                let c = c.demultiply();
                px.copy_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
            }
        }
    } else if let Some(palette) = to_palette(&mut data) {
        enc.set_color(png::ColorType::Indexed);
        enc.set_palette(palette);
    } else {
        enc.set_color(png::ColorType::Rgb);
        let n = data.len() / 4;
        for i in 0..n {
            data.copy_within(4 * i..4 * i + 3, 3 * i);
        }
        data.truncate(3 * n);
    }
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
    #[test]
    fn turned_pieces_are_the_upright_piece_turned_and_neutral_ones_halved() {
        use crate::board::{Fairy, Role, Shape, Side, Turn};
        let set = PieceSet::builtin();
        let mut cache = Cache::default();
        for q in [20, 45, 100] {
            let upright = cache
                .piece(&set, Piece::new(Color::White, Role::Queen), q)
                .unwrap();
            let black = cache
                .piece(&set, Piece::new(Color::Black, Role::Queen), q)
                .unwrap();
            let n = q as usize;
            let px = |p: &Pixmap, x: usize, y: usize| p.pixel(x as u32, y as u32).unwrap();
            for (turn, to) in [
                (
                    Turn::Right,
                    Box::new(|x, y| (n - 1 - y, x)) as Box<dyn Fn(usize, usize) -> (usize, usize)>,
                ),
                (Turn::Down, Box::new(|x, y| (n - 1 - x, n - 1 - y))),
                (Turn::Left, Box::new(|x, y| (y, n - 1 - x))),
            ] {
                let f = Fairy::new(Side::White, Shape::Queen).turned(turn);
                let turned = fairy_pixmap(&mut cache, &set, f, q).unwrap();
                for y in 0..n {
                    for x in 0..n {
                        let (tx, ty) = to(x, y);
                        assert_eq!(
                            px(&upright, x, y),
                            px(&turned, tx, ty),
                            "{q} {turn:?} {x},{y}"
                        );
                    }
                }
            }
            let neutral =
                fairy_pixmap(&mut cache, &set, Fairy::new(Side::Neutral, Shape::Queen), q).unwrap();
            for y in 0..n {
                for x in 0..n {
                    let from = if x < n / 2 { &upright } else { &black };
                    assert_eq!(px(from, x, y), px(&neutral, x, y));
                }
            }
            // Not all white: the right half has the black piece's ink.
            assert_ne!(neutral.data(), upright.data());
            // A knight at 45° is drawn, and differs from the upright one.
            let k = fairy_pixmap(
                &mut cache,
                &set,
                Fairy::new(Side::White, Shape::Knight).turned(Turn::UpRight),
                q,
            )
            .unwrap();
            let up = cache
                .piece(&set, Piece::new(Color::White, Role::Knight), q)
                .unwrap();
            assert!(k.data().iter().any(|&b| b > 0));
            assert_ne!(k.data(), up.data());
        }
    }

    use super::*;

    fn pixmap(colors: &[[u8; 3]]) -> Pixmap {
        let mut pix = Pixmap::new(colors.len() as u32, 1).expect("a pixmap");
        for (px, c) in pix.data_mut().chunks_exact_mut(4).zip(colors) {
            px.copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
        pix
    }

    /// Our pieces ready drawn at the default size are what drawing them
    /// gives; `FORSYTHE_BLESS=1` writes them anew.
    #[test]
    fn sprites_are_current() {
        use crate::render::pieces::SPRITE_SQUARE;
        let pieces = PieceSet::builtin();
        let mut fresh = Vec::new();
        for piece in Piece::ALL {
            let pix = draw_piece(&pieces, piece, SPRITE_SQUARE).expect("drawn");
            fresh.extend_from_slice(pix.data());
        }
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/render/pieces/sprites.bin");
        if std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0") {
            std::fs::write(&path, &fresh).expect("sprites.bin written");
        }
        let kept = std::fs::read(&path).expect("sprites.bin");
        assert!(
            kept == fresh,
            "src/render/pieces/sprites.bin is not what drawing the pieces gives; run with FORSYTHE_BLESS=1"
        );
        for (i, piece) in Piece::ALL.into_iter().enumerate() {
            let ready = piece_pixmap(&pieces, piece, SPRITE_SQUARE).expect("ready");
            let n = fresh.len() / 12;
            assert!(
                ready.data() == &fresh[i * n..(i + 1) * n],
                "{}",
                piece.file_stem()
            );
        }
        // Only our own set, and only at that size, comes ready drawn.
        assert!(pieces.sprite(Piece::ALL[0], SPRITE_SQUARE).is_some());
        assert!(pieces.sprite(Piece::ALL[0], SPRITE_SQUARE + 1).is_none());
        let disc = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
        let theirs = PieceSet::from_svgs(&[disc; 12]).expect("a set");
        assert!(theirs.sprite(Piece::ALL[0], SPRITE_SQUARE).is_none());
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
        let mut data = pixmap(&[[1, 2, 3], [1, 2, 3], [9, 9, 9], [1, 2, 3]]).take();
        let palette = to_palette(&mut data).expect("a palette");
        assert_eq!(palette, vec![1, 2, 3, 9, 9, 9]);
        assert_eq!(data, vec![0, 0, 1, 0]);
    }

    #[test]
    fn rare_colours_go_to_their_nearest_neighbour() {
        // 256 frequent greys, each twice, then one rare colour near grey 100.
        let mut colors: Vec<[u8; 3]> = (0..=255u8).flat_map(|g| [[g, g, g], [g, g, g]]).collect();
        colors.push([101, 100, 99]);
        colors.push([0, 0, 1]);
        let mut data = pixmap(&colors).take();
        let palette = to_palette(&mut data).expect("a palette");
        assert_eq!(palette.len(), 256 * 3);
        assert_eq!(data[512], 100);
        assert_eq!(data[513], 0);
    }

    /// Pixels in runs of every length, laid over the blocks of eight the
    /// indexing looks at in every way, with few colours and with more than
    /// a palette holds: each index written in place is what the palette
    /// chosen from all the colours gives that pixel's colour.
    #[test]
    fn indices_written_in_place_match_each_pixel() {
        for shades in [5u32, 300] {
            let mut colors = Vec::new();
            let mut state = 7u32;
            while colors.len() < 6000 {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let len = 1 + (state >> 16) as usize % 23;
                let c = (state >> 4) % shades;
                colors.extend(std::iter::repeat_n([c as u8, (c >> 8) as u8, 40], len));
            }
            for n in [0, 1, 7, 8, 9, 15, 16, 17, 4093, colors.len()] {
                let colors = &colors[..n];
                // What the palette should be, counted the plain way.
                let mut first_use: Vec<[u8; 3]> = Vec::new();
                let mut counts: Vec<(u32, u32)> = Vec::new();
                for c in colors {
                    let i = first_use.iter().position(|k| k == c).unwrap_or_else(|| {
                        first_use.push(*c);
                        counts.push((key(u32::from_ne_bytes([c[0], c[1], c[2], 255])), 0));
                        first_use.len() - 1
                    });
                    counts[i].1 += 1;
                }
                let (want_palette, map) = choose_palette(&counts, 256);
                let mut data = pixmap(if n == 0 { &[[0; 3]] } else { colors }).take();
                data.truncate(4 * n);
                let palette = to_palette(&mut data).expect("a palette");
                assert_eq!(
                    palette,
                    want_palette.concat(),
                    "{shades} colours, {n} pixels"
                );
                assert_eq!(data.len(), n);
                for (k, (&i, c)) in data.iter().zip(colors).enumerate() {
                    let own = first_use.iter().position(|f| f == c).expect("seen");
                    assert_eq!(i, map[own], "pixel {k} of {n}, {shades} colours");
                }
            }
        }
    }

    /// Past the most colours a palette is made for, the image is written as
    /// RGB; a transparent one as RGBA, un-premultiplied.
    #[test]
    fn many_colours_and_transparency_decode_to_what_was_drawn() {
        let decode = |png: Vec<u8>| {
            let mut reader = png::Decoder::new(std::io::Cursor::new(png))
                .read_info()
                .expect("a PNG");
            let mut buf = vec![0; reader.output_buffer_size().expect("size")];
            reader.next_frame(&mut buf).expect("a frame");
            (reader.info().color_type, buf)
        };
        let colors: Vec<[u8; 3]> = (0..MAX_DISTINCT as u32 + 10)
            .map(|i| [i as u8, (i >> 8) as u8, 7])
            .collect();
        let pix = pixmap(&colors);
        let (kind, rgb) = decode(encode_png(pix, false, None, None).expect("encoded"));
        assert_eq!(kind, png::ColorType::Rgb);
        assert_eq!(rgb, colors.concat());
        let mut pix = Pixmap::new(3, 1).expect("a pixmap");
        pix.data_mut()
            .copy_from_slice(&[100, 50, 0, 200, 0, 0, 0, 0, 10, 20, 30, 255]);
        let (kind, rgba) = decode(encode_png(pix, true, None, None).expect("encoded"));
        assert_eq!(kind, png::ColorType::Rgba);
        assert_eq!(rgba, [128, 64, 0, 200, 0, 0, 0, 0, 10, 20, 30, 255]);
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
            colors: crate::render::Colors {
                dark: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
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

    /// Decodes a PNG into its colour type and RGB (or RGBA) pixels, the
    /// palette looked up by hand, and its pixels per metre.
    fn decode(png: &[u8]) -> (png::ColorType, Vec<Vec<u8>>, Option<u32>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        let color = info.color_type;
        let dpm = info.pixel_dims.map(|d| {
            assert_eq!((d.xppu, d.unit), (d.yppu, png::Unit::Meter));
            d.xppu
        });
        let palette = info.palette.as_ref().map(|p| p.to_vec());
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        let frame = reader.next_frame(&mut buf).expect("a frame");
        let data = &buf[..frame.buffer_size()];
        let pixels = match color {
            png::ColorType::Indexed => {
                let palette = palette.expect("a palette");
                data.iter()
                    .map(|&i| palette[3 * usize::from(i)..3 * usize::from(i) + 3].to_vec())
                    .collect()
            }
            png::ColorType::Rgb => data.chunks_exact(3).map(<[u8]>::to_vec).collect(),
            png::ColorType::Rgba => data.chunks_exact(4).map(<[u8]>::to_vec).collect(),
            other => panic!("{other:?}"),
        };
        (color, pixels, dpm)
    }

    #[test]
    fn encoded_images_decode_to_what_was_drawn() {
        // Few colours: a palette, each pixel's index naming its own colour.
        let few = [[1, 2, 3], [200, 100, 0], [1, 2, 3], [255, 255, 255]];
        let png = encode_png(pixmap(&few), false, Some(300), None).expect("encoded");
        let (color, pixels, dpm) = decode(&png);
        assert_eq!(color, png::ColorType::Indexed);
        assert_eq!(dpm, Some(11811));
        assert_eq!(pixels, few.map(|c| c.to_vec()).to_vec());

        // More colours than a palette holds: the most used kept, each other
        // one drawn as its nearest (here one step of green away).
        let some: Vec<[u8; 3]> = (0..300u32)
            .map(|i| [(i % 256) as u8, (i / 256) as u8, 7])
            .collect();
        let png = encode_png(pixmap(&some), false, None, None).expect("encoded");
        let (color, pixels, dpm) = decode(&png);
        assert_eq!((color, dpm), (png::ColorType::Indexed, None));
        for (got, drawn) in pixels.iter().zip(&some) {
            let far = got.iter().zip(drawn).map(|(a, b)| a.abs_diff(*b)).max();
            assert!(far <= Some(1), "{got:?} for {drawn:?}");
        }
        assert_eq!(
            pixels[..256],
            some[..256].iter().map(|c| c.to_vec()).collect::<Vec<_>>()
        );

        // Too many colours to count: every pixel as it was.
        let many: Vec<[u8; 3]> = (0..9000u32)
            .map(|i| [(i % 256) as u8, (i / 256) as u8, 7])
            .collect();
        let png = encode_png(pixmap(&many), false, None, None).expect("encoded");
        let (color, pixels, _) = decode(&png);
        assert_eq!(color, png::ColorType::Rgb);
        assert_eq!(pixels, many.iter().map(|c| c.to_vec()).collect::<Vec<_>>());

        // Transparent: straight alpha, a half-covered pixel demultiplied.
        let mut pix = pixmap(&[[10, 20, 30], [0, 0, 0]]);
        pix.data_mut()[4..8].copy_from_slice(&[50, 25, 0, 128]);
        let png = encode_png(pix, true, None, None).expect("encoded");
        let (color, pixels, _) = decode(&png);
        assert_eq!(color, png::ColorType::Rgba);
        assert_eq!(pixels, [vec![10, 20, 30, 255], vec![100, 50, 0, 128]]);
    }
}
