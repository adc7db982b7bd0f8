//! The coordinates: rank numbers left of the board and file letters under
//! it, or small ones inside the corners of the edge squares, each in an ink
//! that reads on its square.

use crate::render::layout::{Label, Layout};
use crate::render::style::{Coordinates, DarkSquares, Rgb, Style};
use crate::render::text::{Face, Fonts};

/// Squares smaller than this get no coordinates inside them: the text would
/// cover the pieces.
const MIN_SQUARE_FOR_INSIDE: u32 = 24;
/// The least contrast (as WCAG measures it) between an inside coordinate
/// drawn in the other squares' colour and its square; below it the text
/// colour is used.
const MIN_LABEL_CONTRAST: f32 = 2.0;

/// The rank numbers left of the board (past the frame and a cylinder's
/// room) and the file letters under it, in the text colour.
pub(super) fn outside_labels(layout: &Layout, style: &Style, fonts: &mut Fonts) -> Vec<Label> {
    let q = layout.square as f32;
    let (board_x, board_y, frame) = (layout.board_x, layout.board_y, layout.frame);
    let (side_room, end_room) = layout.edge_room;
    let (files, ranks) = (layout.files, layout.ranks);
    let font = (q * 0.3).max(6.0);
    let em = fonts.units_per_em(Face::Regular);
    let scale = font / em;
    let cap = fonts.cap_height(Face::Regular) * scale;
    let x_height = fonts.x_height(Face::Regular) * scale;
    let gap = (q * 0.14).max(2.0);
    let mut labels = Vec::with_capacity(files + ranks);
    for rank in 0..ranks {
        let text = (rank + 1).to_string();
        let row = if style.flip { rank } else { ranks - 1 - rank };
        let w = fonts.width(Face::Regular, &text) * scale;
        let cy = board_y as f32 + (row as f32 + 0.5) * q;
        labels.push(Label {
            x: board_x as f32 - frame as f32 - side_room as f32 - gap - w,
            baseline: cy + cap / 2.0,
            size: font,
            text,
            face: Face::Regular,
            color: style.colors.text,
            halo: None,
        });
    }
    let board_h = ranks as u32 * layout.square;
    let baseline = (board_y + board_h + frame + end_room) as f32 + gap + x_height;
    for file in 0..files {
        let text = char::from(b'a' + file as u8).to_string();
        let col = if style.flip { files - 1 - file } else { file };
        let w = fonts.width(Face::Regular, &text) * scale;
        labels.push(Label {
            x: board_x as f32 + (col as f32 + 0.5) * q - w / 2.0,
            baseline,
            size: font,
            text,
            face: Face::Regular,
            color: style.colors.text,
            halo: None,
        });
    }
    labels
}

/// The relative luminance of a colour, as WCAG defines it.
fn luminance(c: Rgb) -> f32 {
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
}

/// The contrast ratio of two colours, 1 to 21.
pub(super) fn contrast(a: Rgb, b: Rgb) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colour and rim of an inside coordinate on a dark or light square:
/// the other squares' colour where it stands out enough, else the text
/// colour; the rim is the square's colour. On hatched squares: the text
/// colour with a rim of the light colour.
fn inside_ink(style: &Style, on_dark: bool) -> (Rgb, Option<Rgb>) {
    let c = &style.colors;
    if on_dark && style.colors.dark_squares == DarkSquares::Hatched {
        return (c.text, Some(c.light));
    }
    let (ink, square) = if on_dark {
        (c.light, c.dark)
    } else {
        (c.dark, c.light)
    };
    if contrast(ink, square) >= MIN_LABEL_CONTRAST {
        (ink, Some(square))
    } else {
        (c.text, Some(square))
    }
}

/// Coordinates in the corners of the edge squares: each rank's number at the
/// top left of its square in the left-hand column, each file's letter at the
/// bottom right of its square in the bottom row.
pub(super) fn inside_labels(layout: &Layout, style: &Style, fonts: &mut Fonts) -> Vec<Label> {
    let mut labels = Vec::new();
    if style.coordinates != Coordinates::Inside || layout.square < MIN_SQUARE_FOR_INSIDE {
        return labels;
    }
    let (board_x, board_y) = (layout.board_x, layout.board_y);
    let (files, ranks) = (layout.files, layout.ranks);
    let q = layout.square as f32;
    let face = Face::Bold;
    // Small and close to the corners, where a piece leaves the square free.
    let font = (q * 0.18).max(7.0);
    let scale = font / fonts.units_per_em(face);
    let cap = fonts.cap_height(face) * scale;
    let pad = (q * 0.025).max(1.0);
    // The lowest descender of a file letter (`g`), kept inside the square.
    let descent = font * 0.2;
    let left_file = if style.flip { files - 1 } else { 0 };
    for rank in 0..ranks {
        let row = if style.flip { rank } else { ranks - 1 - rank };
        let on_dark = (left_file + rank) % 2 == 0;
        let (color, halo) = inside_ink(style, on_dark);
        labels.push(Label {
            text: (rank + 1).to_string(),
            x: board_x as f32 + pad,
            baseline: board_y as f32 + row as f32 * q + pad + cap,
            size: font,
            face,
            color,
            halo,
        });
    }
    let bottom_rank = if style.flip { ranks - 1 } else { 0 };
    let baseline = board_y as f32 + ranks as f32 * q - pad - descent;
    for file in 0..files {
        let col = if style.flip { files - 1 - file } else { file };
        let text = char::from(b'a' + file as u8).to_string();
        let w = fonts.width(face, &text) * scale;
        let on_dark = (file + bottom_rank) % 2 == 0;
        let (color, halo) = inside_ink(style, on_dark);
        labels.push(Label {
            x: board_x as f32 + (col + 1) as f32 * q - pad - w,
            baseline,
            size: font,
            text,
            face,
            color,
            halo,
        });
    }
    labels
}
