//! Pieces as pixels: our own drawn once at the usual size, any piece
//! drawn from its outlines for other sizes, and problem pieces turned or
//! halved (neutral) from the upright ones.

use std::sync::Arc;

use resvg::tiny_skia::{self, FillRule, Pixmap, Rect, Transform};

use crate::board::{Color, Fairy, Piece, Side};
use crate::render::fairy;
use crate::render::pieces::PieceSet;
use crate::render::raster::paint::{draw_over, paint};
use crate::render::style::Rgb;

pub(super) fn piece_pixmap(pieces: &PieceSet, piece: Piece, q: u32) -> Option<Pixmap> {
    match pieces.sprite(piece, q) {
        Some(ready) => Pixmap::from_vec(ready.to_vec(), tiny_skia::IntSize::from_wh(q, q)?),
        None => draw_piece(pieces, piece, q),
    }
}

/// A problem piece for squares of `q` pixels: the upright rasters (halved
/// for a neutral piece, each as `raster` gives it) turned exactly by
/// quarter turns, a knight at a 45° step drawn turned from its outlines, a
/// special shape drawn.
pub(super) fn fairy_pixmap(
    pieces: &PieceSet,
    f: Fairy,
    q: u32,
    mut raster: impl FnMut(Piece) -> Option<Arc<Pixmap>>,
) -> Option<Pixmap> {
    let Some(role) = f.shape.role() else {
        return fairy::special_pixmap(f, q);
    };
    let eighths = f.turn.eighths();
    let mut upright = |color| -> Option<Pixmap> {
        let piece = Piece::new(color, role);
        if eighths.is_multiple_of(2) {
            raster(piece).map(|p| (*p).clone())
        } else {
            draw_piece_turned(pieces, piece, q, f32::from(f.turn.degrees()))
        }
    };
    let img = match f.side {
        Side::White => upright(Color::White)?,
        Side::Black => upright(Color::Black)?,
        Side::Neutral => {
            if eighths.is_multiple_of(2) {
                fairy::halves(&upright(Color::White)?, &upright(Color::Black)?)?
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
    if eighths.is_multiple_of(2) {
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
        let k = fairy::DIAGONAL_SCALE;
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
pub(super) fn draw_piece(pieces: &PieceSet, piece: Piece, q: u32) -> Option<Pixmap> {
    let art = pieces.art_for(piece, q)?;
    let mut pix = Pixmap::new(q, q)?;
    let (vw, vh) = art.view;
    let scale = q as f32 / vw.max(vh).max(f32::EPSILON);
    let dx = (q as f32 - vw * scale) / 2.0;
    let dy = (q as f32 - vh * scale) / 2.0;
    let t = Transform::from_row(scale, 0.0, 0.0, scale, dx, dy);
    match art.ready.map(|r| r.layers) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::raster::cache::Cache;

    #[test]
    fn turned_pieces_are_the_upright_piece_turned_and_neutral_ones_halved() {
        use crate::board::{Role, Shape, Turn};
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
                let turned = fairy_pixmap(&set, f, q, |p| cache.piece(&set, p, q)).unwrap();
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
            let neutral = fairy_pixmap(&set, Fairy::new(Side::Neutral, Shape::Queen), q, |p| {
                cache.piece(&set, p, q)
            })
            .unwrap();
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
                &set,
                Fairy::new(Side::White, Shape::Knight).turned(Turn::UpRight),
                q,
                |p| cache.piece(&set, p, q),
            )
            .unwrap();
            let up = cache
                .piece(&set, Piece::new(Color::White, Role::Knight), q)
                .unwrap();
            assert!(k.data().iter().any(|&b| b > 0));
            assert_ne!(k.data(), up.data());
        }
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
}
