//! The document's definitions: each piece and glyph used, once, the rims
//! that clear hatching round pieces, and the gradient of a check's glow.

use std::fmt::Write;

use crate::board::{Cell, Color, Piece, Side};
use crate::render::cell_text::{TextGlyphs, UnknownGlyph};
use crate::render::diagram::Diagram;
use crate::render::layout::{Hatch, Label, Layout};
use crate::render::marks;
use crate::render::num::{num, path_data};
use crate::render::pieces::{PieceSet, halo_paths};
use crate::render::style::Style;
use crate::render::svg::labels::{glyph_defs, labels_key};
use crate::render::svg::{Canvas, GLOW_ID, TextMode};
use crate::render::text::Fonts;

/// Writes `<defs>`: the pieces on the board (both halves of a neutral
/// one), the rims of pieces on hatched squares, the outline of every glyph
/// the text uses (the labels written as outlines, the squares' `texts`,
/// the `?` of `unknown` squares), and the check's glow.
pub(super) fn write_defs(
    out: &mut String,
    scene: &Canvas<'_>,
    fonts: &mut Fonts,
    text_mode: TextMode,
    texts: &[(usize, TextGlyphs)],
    unknown: Option<&UnknownGlyph>,
) {
    let Canvas {
        diagram,
        style,
        layout,
        pieces,
    } = *scene;
    out.push_str("<defs>");
    let used_pieces = used(diagram, layout);
    for p in Piece::ALL {
        if let (true, Some(art)) = (used_pieces[p.index()], pieces.art(p)) {
            art.write_symbol(out, p.file_stem());
        }
    }
    if let Some(hatch) = &layout.hatch {
        out.push_str(&hatch_defs(hatch, layout, style, pieces, diagram));
    }
    let outline_labels: Vec<&Label> = match text_mode {
        TextMode::Outlines => layout.labels.iter().chain(&layout.corner_labels).collect(),
        TextMode::Omitted => layout.corner_labels.iter().collect(),
    };
    let mut bold: Vec<u16> = texts
        .iter()
        .flat_map(|(_, t)| t.glyphs.iter().map(|g| g.0))
        .chain(unknown.map(|u| u.id))
        .collect();
    bold.sort_unstable();
    bold.dedup();
    let mut key = vec![b'G'];
    for id in &bold {
        key.extend(id.to_le_bytes());
    }
    key.push(b';');
    labels_key(&mut key, outline_labels.iter().copied());
    let defs = fonts.fragment(key, |fonts| glyph_defs(&outline_labels, &bold, fonts));
    out.push_str(&defs);
    if diagram.check.is_some() && !marks::is_print(style) {
        glow_gradient(out);
    }
    out.push_str("</defs>");
}

/// Which of the twelve pieces the board and the legend's pictures show (a
/// problem piece in an orthodox shape shows its colour's, both for a
/// neutral one).
fn used(diagram: &Diagram<'_>, layout: &Layout) -> [bool; 12] {
    let mut used_pieces = [false; 12];
    let pictures = layout.pictures.iter().map(|p| p.cell);
    for cell in diagram.board.cells().map(|(_, c)| c).chain(pictures) {
        match cell {
            Cell::Piece(p) => used_pieces[p.index()] = true,
            Cell::Fairy(f) => {
                if let Some(role) = f.shape.role() {
                    for color in Color::ALL {
                        let side = Side::from(color);
                        if f.side == side || f.side == Side::Neutral {
                            used_pieces[Piece::new(color, role).index()] = true;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    used_pieces
}

/// The red glow of a check: centred on the square, reaching its corners.
fn glow_gradient(out: &mut String) {
    let _ = write!(out, r#"<radialGradient id="{GLOW_ID}" r="0.7071">"#);
    for (offset, alpha) in marks::GLOW_STOPS {
        let _ = write!(
            out,
            r#"<stop offset="{}" stop-color="{}" stop-opacity="{}"/>"#,
            num(offset),
            marks::CHECK,
            num(alpha)
        );
    }
    out.push_str("</radialGradient>");
}

/// For each piece standing on a hatched square, its outline grown by the rim
/// that clears the lines.
fn hatch_defs(
    hatch: &Hatch,
    layout: &Layout,
    style: &Style,
    pieces: &PieceSet,
    diagram: &Diagram<'_>,
) -> String {
    let mut out = String::new();
    let mut done = [false; 12];
    for (square, cell) in diagram.board.cells() {
        let Cell::Piece(piece) = cell else { continue };
        if !Layout::is_dark(square) || std::mem::replace(&mut done[piece.index()], true) {
            continue;
        }
        let Some(art) = pieces.art(piece) else {
            continue;
        };
        let scale = layout.square as f32 / art.view.0.max(art.view.1).max(f32::EPSILON);
        let grow = hatch.halo / scale;
        let _ = write!(
            out,
            r#"<symbol id="{stem}-halo" viewBox="0 0 {} {}"><g id="{stem}-rim" fill="{paper}" stroke="{paper}" stroke-linejoin="round" stroke-linecap="round">"#,
            num(art.view.0),
            num(art.view.1),
            stem = piece.file_stem(),
            paper = style.colors.light
        );
        // The rim, and the same a rim lower, as the PNG draws it.
        for (path, width) in halo_paths(art, grow) {
            let _ = write!(
                out,
                r#"<path stroke-width="{}" d="{}"/>"#,
                num(width),
                path_data(&path)
            );
        }
        let _ = write!(
            out,
            r##"</g><use xlink:href="#{}-rim" y="{}"/>"##,
            piece.file_stem(),
            num(grow)
        );
        out.push_str("</symbol>");
    }
    out
}
