//! What stands on the squares, as SVG: pieces as `<use>`s of their
//! symbols, problem pieces, and a square's text or the `?` of an unknown
//! square, each glyph with a white halo.

use std::fmt::Write;

use crate::board::{Board, Cell};
use crate::render::cell_text::{
    SQUARE_TEXT_FILL, TextGlyphs, UNKNOWN_FILL, UnknownGlyph, unknown_halo,
};
use crate::render::layout::Layout;
use crate::render::num::num;
use crate::render::svg::{glyph_id, num4};
use crate::render::text::{Face, Fonts};

/// The glyphs of each square's text, by the square's place among the
/// board's cells, shaped once: their outlines are defined, then drawn.
pub(super) fn square_texts(board: &Board, q: u32, fonts: &mut Fonts) -> Vec<(usize, TextGlyphs)> {
    board
        .cells()
        .enumerate()
        .filter_map(|(n, (_, cell))| match cell {
            Cell::Text(t) => Some((n, TextGlyphs::new(t, q, fonts))),
            _ => None,
        })
        .collect()
}

/// Writes what stands on each square of `board`, then the legend's
/// pictures, each as a square of its size holding it.
pub(super) fn write_cells(
    out: &mut String,
    board: &Board,
    layout: &Layout,
    texts: &[(usize, TextGlyphs)],
    unknown: Option<&UnknownGlyph>,
) {
    let q = layout.square;
    let mut count = 0;
    for (n, (square, cell)) in board.cells().enumerate() {
        let (x, y) = layout.square_at(square);
        count = n + 1;
        match cell {
            Cell::Text(_) => {
                if let Some((_, t)) = texts.iter().find(|(m, _)| *m == n) {
                    write_text(out, t, (x, y, q));
                }
            }
            Cell::Unknown(_) => {
                if let Some(unknown) = unknown {
                    write_unknown(out, unknown, (x, y, q));
                }
            }
            _ => write_piece(out, cell, (x, y, q), n),
        }
    }
    for (n, p) in layout.pictures.iter().enumerate() {
        write_piece(out, p.cell, (p.x, p.y, p.size), count + n);
    }
}

/// The piece or problem piece `cell` on the square whose top-left corner
/// is `x`, `y`, `q` pixels wide (`id` tells a neutral piece's clip from
/// the others); nothing for any other cell.
fn write_piece(out: &mut String, cell: Cell, (x, y, q): (u32, u32, u32), id: usize) {
    match cell {
        Cell::Fairy(f) => crate::render::fairy::svg(out, f, x, y, q, id),
        Cell::Piece(p) => {
            // `<use xlink:href="#wK" x="…" y="…" width="…" height="…"/>`,
            // written a part at a time: a board holds dozens.
            let mut digits = itoa::Buffer::new();
            out.reserve(72);
            out.push_str(r##"<use xlink:href="#"##);
            out.push_str(p.file_stem());
            out.push_str("\" x=\"");
            out.push_str(digits.format(x));
            out.push_str("\" y=\"");
            out.push_str(digits.format(y));
            let q = digits.format(q);
            out.push_str("\" width=\"");
            out.push_str(q);
            out.push_str("\" height=\"");
            out.push_str(q);
            out.push_str("\"/>");
        }
        _ => {}
    }
}

/// A square's text at `x`, `y`: the halos first, so no letter's halo
/// covers its neighbour, then the letters.
fn write_text(out: &mut String, t: &TextGlyphs, (x, y, q): (u32, u32, u32)) {
    let s = num4(t.scale);
    let halo = num(unknown_halo(q) / t.scale);
    let uses = |out: &mut String| {
        for &(id, dx, dy) in &t.glyphs {
            let _ = write!(
                out,
                r##"<use xlink:href="#{}" transform="matrix({s} 0 0 -{s} {} {})"/>"##,
                glyph_id(Face::Bold, id),
                num(x as f32 + dx),
                num(y as f32 + dy)
            );
        }
    };
    let _ = write!(
        out,
        r##"<g fill="none" stroke="#fff" stroke-width="{halo}" stroke-linejoin="round">"##
    );
    uses(out);
    let _ = write!(out, r#"</g><g fill="{SQUARE_TEXT_FILL}">"#);
    uses(out);
    out.push_str("</g>");
}

/// The `?` of an unknown square at `x`, `y`, with its halo.
fn write_unknown(out: &mut String, unknown: &UnknownGlyph, (x, y, q): (u32, u32, u32)) {
    let gx = num(x as f32 + unknown.dx);
    let gy = num(y as f32 + unknown.dy);
    let s = num4(unknown.scale);
    let id = glyph_id(Face::Bold, unknown.id);
    let halo = num(unknown_halo(q) / unknown.scale);
    let _ = write!(
        out,
        r##"<g transform="matrix({s} 0 0 -{s} {gx} {gy})"><use xlink:href="#{id}" fill="none" stroke="#fff" stroke-width="{halo}" stroke-linejoin="round"/><use xlink:href="#{id}" fill="{UNKNOWN_FILL}"/></g>"##
    );
}
