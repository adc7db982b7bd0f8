//! Board → SVG text: small and clean. Pieces and glyphs are defined once and
//! used by reference, coordinates are whole pixels or short decimals, and the
//! position is kept in `<title>` and `<desc>`.

use std::fmt::Write;
use std::sync::Arc;

use crate::board::{Cell, Color};
use crate::render::layout::{Hatch, Label, Layout, Marker, halo_paths, label_halo, num, path_data};
use crate::render::marks::{self, Shape};
use crate::render::pieces::PieceSet;
use crate::render::style::Style;
use crate::render::text::{Face, Fonts};
use crate::render::{
    Diagram, SQUARE_TEXT_FILL, TextGlyphs, UNKNOWN_FILL, UnknownGlyph, unknown_halo,
};

/// `text` escaped for XML and HTML, in content and in quoted attributes.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Characters XML does not allow are left out.
            c if c.is_control() && c != '\t' && c != '\n' => {}
            c => out.push(c),
        }
    }
    out
}

fn glyph_id(face: Face, id: u16) -> String {
    let prefix = match face {
        Face::Regular => 't',
        Face::Bold => 'u',
    };
    format!("{prefix}{id:x}")
}

/// How text is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextMode {
    /// Glyph outlines from the embedded font: no font needed to view the SVG.
    Outlines,
    /// No coordinates beside the board, captions or problem lines: the PDF
    /// writer sets them as text itself. The `?` of unknown squares and the
    /// small coordinates inside the board are still outlines.
    #[cfg_attr(not(feature = "pdf"), allow(dead_code))]
    Omitted,
}

/// A short hash of `text` (FNV-1a), to make element ids that differ between
/// diagrams inlined in one page yet are the same for the same diagram.
fn id_hash(text: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in text.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h
}

/// The id of the check glow's gradient.
const GLOW_ID: &str = "check-glow";

/// Writes the diagram as an SVG document.
pub(crate) fn write(
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    pieces: &PieceSet,
    fonts: &mut Fonts,
    text_mode: TextMode,
) -> String {
    let board = diagram.board;
    let (w, h, q) = (layout.width, layout.height, layout.square);
    let mut out = String::with_capacity(8 * 1024);
    let size_attrs = match style.square_size {
        Some(len) => {
            let k = len.value() / q as f32;
            let unit = len.unit().suffix();
            format!(
                r#"width="{}{unit}" height="{}{unit}""#,
                num(w as f32 * k),
                num(h as f32 * k)
            )
        }
        None => format!(r#"width="{w}" height="{h}""#),
    };
    let name = diagram.name();
    let description = diagram.description();
    let hash = id_hash(&format!("{name}\n{description}"));
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" aria-labelledby="title-{hash:08x} desc-{hash:08x}" {size_attrs} viewBox="0 0 {w} {h}">"#
    );
    let _ = write!(
        out,
        r#"<title id="title-{hash:08x}">{}</title>"#,
        escape(name)
    );
    let _ = write!(
        out,
        r#"<desc id="desc-{hash:08x}">{}</desc>"#,
        escape(&description)
    );

    // Definitions: each piece and glyph used, once.
    out.push_str("<defs>");
    let mut used_pieces = [false; 12];
    let mut has_unknown = false;
    for (_, cell) in board.cells() {
        match cell {
            Cell::Piece(p) => used_pieces[p.index()] = true,
            Cell::Fairy(f) => {
                if let Some(role) = f.shape.role() {
                    for color in Color::ALL {
                        let side = crate::board::Side::from(color);
                        if f.side == side || f.side == crate::board::Side::Neutral {
                            used_pieces[crate::board::Piece::new(color, role).index()] = true;
                        }
                    }
                }
            }
            Cell::Unknown(_) => has_unknown = true,
            _ => {}
        }
    }
    // Squares' texts, shaped once: drawn below, their glyphs defined here.
    let texts: Vec<(usize, TextGlyphs)> = board
        .cells()
        .enumerate()
        .filter_map(|(n, (_, cell))| match cell {
            Cell::Text(t) => Some((n, TextGlyphs::new(t, q, fonts))),
            _ => None,
        })
        .collect();
    for p in crate::board::Piece::ALL {
        if let (true, Some(art)) = (used_pieces[p.index()], pieces.art(p)) {
            let _ = write!(
                out,
                r#"<symbol id="{}" viewBox="0 0 {} {}">{}</symbol>"#,
                p.file_stem(),
                num(art.view.0),
                num(art.view.1),
                art.body
            );
        }
    }
    if let Some(hatch) = &layout.hatch {
        out.push_str(&hatch_defs(hatch, layout, style, pieces, diagram));
    }
    let unknown = UnknownGlyph::new(q, fonts);
    let outline_labels: Vec<&Label> = match text_mode {
        TextMode::Outlines => layout.labels.iter().chain(&layout.corner_labels).collect(),
        TextMode::Omitted => layout.corner_labels.iter().collect(),
    };
    let mut bold: Vec<u16> = texts
        .iter()
        .flat_map(|(_, t)| t.glyphs.iter().map(|g| g.0))
        .chain(has_unknown.then_some(unknown.id))
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
        // Centred on the square, reaching its corners.
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
    out.push_str("</defs>");

    if !style.transparent {
        let _ = write!(
            out,
            r#"<rect width="{w}" height="{h}" fill="{}"/>"#,
            style.colors.background
        );
    }

    // Squares: the light ones as one path (or one rectangle when the board
    // has no holes), the dark ones as another.
    let holes = board.cells().any(|c| c.1 == Cell::Hole);
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
    // The frame: a ring around the board's outer rectangle.
    let f = layout.frame;
    if f > 0 {
        let _ = write!(
            out,
            r#"<path fill="{}" fill-rule="evenodd" d="M{} {}h{}v{}h-{}zM{bx} {by}v{bh}h{bw}v-{bh}z"/>"#,
            style.colors.frame,
            bx - f,
            by - f,
            bw + 2 * f,
            bh + 2 * f,
            bw + 2 * f
        );
    }
    // The hatching cleared around the pieces on hatched squares.
    if layout.hatch.is_some() {
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

    let (under, over) = shapes(diagram, style, layout);
    for shape in &under {
        out.push_str(&shape_svg(shape));
    }

    // Pieces and unknown squares.
    let qscale = unknown.scale;
    for (n, (square, cell)) in board.cells().enumerate() {
        let (x, y) = layout.square_at(square);
        match cell {
            Cell::Fairy(f) => crate::render::fairy::svg(&mut out, f, x, y, q, n),
            Cell::Piece(p) => {
                let _ = write!(
                    out,
                    r##"<use xlink:href="#{}" x="{x}" y="{y}" width="{q}" height="{q}"/>"##,
                    p.file_stem()
                );
            }
            Cell::Text(_) => {
                let Some((_, t)) = texts.iter().find(|(m, _)| *m == n) else {
                    continue;
                };
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
                // The halos first, so no letter's halo covers its neighbour.
                let _ = write!(
                    out,
                    r##"<g fill="none" stroke="#fff" stroke-width="{halo}" stroke-linejoin="round">"##
                );
                uses(&mut out);
                let _ = write!(out, r#"</g><g fill="{SQUARE_TEXT_FILL}">"#);
                uses(&mut out);
                out.push_str("</g>");
            }
            Cell::Unknown(_) => {
                let gx = num(x as f32 + unknown.dx);
                let gy = num(y as f32 + unknown.dy);
                let s = num4(qscale);
                let id = glyph_id(Face::Bold, unknown.id);
                let halo = num(unknown_halo(q) / qscale);
                let _ = write!(
                    out,
                    r##"<g transform="matrix({s} 0 0 -{s} {gx} {gy})"><use xlink:href="#{id}" fill="none" stroke="#fff" stroke-width="{halo}" stroke-linejoin="round"/><use xlink:href="#{id}" fill="{UNKNOWN_FILL}"/></g>"##
                );
            }
            _ => {}
        }
    }

    // Coordinates, caption and a problem's lines; the small coordinates
    // inside the board last, over the pieces.
    if text_mode == TextMode::Outlines {
        out.push_str(&labels_svg(&layout.labels, fonts));
    }
    out.push_str(&labels_svg(&layout.corner_labels, fonts));
    for shape in &over {
        out.push_str(&shape_svg(shape));
    }
    if let Some(m) = &layout.marker {
        out.push_str(&marker(m, q));
    }
    out.push_str("</svg>\n");
    out
}

/// Labels, in runs of the same colour and rim, each run one group; each
/// letter an outline of the embedded font, placed as the shaping says.
/// What labels are drawn from, as bytes: a key for [`Fonts::fragment`].
fn labels_key<'a>(key: &mut Vec<u8>, labels: impl Iterator<Item = &'a Label>) {
    for l in labels {
        key.extend(l.text.as_bytes());
        key.push(0);
        key.push(u8::from(l.face == Face::Bold));
        for v in [l.x, l.baseline, l.size] {
            key.extend(v.to_bits().to_le_bytes());
        }
        key.extend([l.color.0, l.color.1, l.color.2]);
        match l.halo {
            Some(h) => key.extend([1, h.0, h.1, h.2]),
            None => key.push(0),
        }
    }
}

/// The outline of each glyph `labels` (and the unknown square's `?`, if
/// any) use, once each, as `<path>` definitions.
fn glyph_defs(labels: &[&Label], bold: &[u16], fonts: &mut Fonts) -> String {
    let mut glyphs: Vec<(Face, u16)> = Vec::new();
    for label in labels {
        let run = fonts.shape(label.face, &label.text);
        glyphs.extend(run.glyphs.iter().map(|g| (label.face, g.id)));
    }
    glyphs.extend(bold.iter().map(|&id| (Face::Bold, id)));
    glyphs.sort_by_key(|&(f, id)| (f == Face::Bold, id));
    glyphs.dedup();
    let mut out = String::new();
    for &(face, id) in &glyphs {
        if let Some(g) = fonts.glyph(face, id) {
            if g.svg_path().is_empty() {
                continue;
            }
            let _ = write!(
                out,
                r#"<path id="{}" d="{}"/>"#,
                glyph_id(face, id),
                g.svg_path()
            );
        }
    }
    out
}

/// The labels drawn, each letter a `<use>` of its glyph's outline; kept
/// by `fonts` for the next diagram with the same labels.
fn labels_svg(labels: &[Label], fonts: &mut Fonts) -> Arc<str> {
    let mut key = vec![b'L'];
    labels_key(&mut key, labels.iter());
    fonts.fragment(key, |fonts| labels_svg_uncached(labels, fonts))
}

fn labels_svg_uncached(labels: &[Label], fonts: &mut Fonts) -> String {
    let mut out = String::new();
    let mut start = 0;
    while start < labels.len() {
        let first = &labels[start];
        let run = labels[start..]
            .iter()
            .take_while(|l| (l.color, l.halo) == (first.color, first.halo))
            .count();
        out.push_str(&label_run(&labels[start..start + run], fonts));
        start += run;
    }
    out
}

/// A run of labels of one colour and rim.
fn label_run(labels: &[Label], fonts: &mut Fonts) -> String {
    let mut out = String::new();
    let Some(first) = labels.first() else {
        return out;
    };
    let _ = write!(out, r#"<g fill="{}">"#, first.color);
    for label in labels {
        let scale = label.size / fonts.units_per_em(label.face);
        let s4 = num4(scale);
        let run = fonts.shape(label.face, &label.text);
        for g in &run.glyphs {
            let has_outline = fonts
                .glyph(label.face, g.id)
                .is_some_and(|o| !o.svg_path().is_empty());
            if !has_outline {
                continue;
            }
            let at = format!(
                r#"transform="matrix({s4} 0 0 -{s4} {} {})""#,
                num(label.x + g.x * scale),
                num(label.baseline - g.y * scale)
            );
            let id = glyph_id(label.face, g.id);
            if let Some(halo) = label.halo {
                let _ = write!(
                    out,
                    r##"<use xlink:href="#{id}" {at} fill="none" stroke="{halo}" stroke-width="{}" stroke-linejoin="round"/>"##,
                    num(label_halo(label.size) / scale)
                );
            }
            let _ = write!(out, r##"<use xlink:href="#{id}" {at}/>"##);
        }
    }
    out.push_str("</g>");
    out
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

/// The shapes drawn under the pieces and over them: the marks, the last
/// move and the check.
pub(crate) fn shapes(
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
) -> (Vec<Shape>, Vec<Shape>) {
    let (mut under, mut over) = layout.mark_shapes(diagram.marks, diagram.board);
    let (game_under, game_over) = marks::game_shapes(
        diagram.last_move,
        diagram.check,
        style,
        layout.square as f32,
        |sq| {
            let (x, y) = layout.square_at(sq);
            (x as f32, y as f32)
        },
        |sq| marks::occupied(diagram.board, sq),
    );
    // The last move and the check go above the marked squares and below
    // the marks' rings and arrows.
    under.extend(game_under);
    over.splice(0..0, game_over);
    // A problem board's lines and frames over every tint, under the pieces.
    if let Some(board_marks) = diagram.board_marks {
        under.extend(layout.board_mark_shapes(board_marks, style.colors.frame));
    }
    (under, over)
}

/// A number with at most four significant decimals (glyph scales are small).
fn num4(x: f32) -> String {
    let s = format!("{:.5}", x);
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn shape_svg(shape: &Shape) -> String {
    match shape {
        Shape::Bars { rects, color } => {
            let mut d = String::new();
            for [x, y, w, h] in rects {
                let _ = write!(d, "M{x} {y}h{w}v{h}h-{w}z");
            }
            format!(r#"<path fill="{color}" d="{d}"/>"#)
        }
        Shape::Rect {
            x,
            y,
            size,
            color,
            alpha,
        } => format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{color}" fill-opacity="{}"/>"#,
            num(*x),
            num(*y),
            num(*size),
            num(*size),
            num(*alpha)
        ),
        Shape::Ring {
            cx,
            cy,
            r,
            width,
            color,
            alpha,
        } => format!(
            r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{color}" stroke-width="{}" stroke-opacity="{}"/>"#,
            num(*cx),
            num(*cy),
            num(*r),
            num(*width),
            num(*alpha)
        ),
        Shape::Glow { x, y, size } => format!(
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="url(#{GLOW_ID})"/>"##,
            num(*x),
            num(*y),
            num(*size),
            num(*size)
        ),
        Shape::Polygon {
            points,
            color,
            alpha,
        } => {
            let mut d = String::new();
            for (i, (x, y)) in points.iter().enumerate() {
                let _ = write!(
                    d,
                    "{}{} {}",
                    if i == 0 { 'M' } else { 'L' },
                    num(*x),
                    num(*y)
                );
            }
            format!(
                r#"<path d="{d}Z" fill="{color}" fill-opacity="{}"/>"#,
                num(*alpha)
            )
        }
    }
}

fn marker(m: &Marker, q: u32) -> String {
    let stroke = num(crate::render::marker_stroke(q));
    let fill = match m.color {
        Color::White => "#fff",
        Color::Black => "#000",
    };
    format!(
        r##"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="#000" stroke-width="{stroke}"/>"##,
        num(m.cx),
        num(m.cy),
        num(m.r)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::usvg;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(1.0).to_string(), "1");
        assert_eq!(num(1.25).to_string(), "1.25");
        assert_eq!(num(1.256).to_string(), "1.26");
        assert_eq!(num(-0.001).to_string(), "0");
        assert_eq!(num(-2.5).to_string(), "-2.5");
        assert_eq!(num(0.125).to_string(), "0.12");
        assert_eq!(num(0.375).to_string(), "0.38");
        assert_eq!(num(f32::NAN).to_string(), "NaN");
        assert_eq!(num4(0.0146484375), "0.01465");
    }

    /// Exactly what `format!("{:.2}")` with the zeros trimmed writes, for
    /// every kind of value: halves, ties, large, negative, random bits.
    #[test]
    fn numbers_are_written_as_the_formatter_rounds_them() {
        fn trimmed(x: f32) -> String {
            let s = format!("{x:.2}");
            let s = s.trim_end_matches('0').trim_end_matches('.');
            if s == "-0" {
                "0".to_owned()
            } else {
                s.to_owned()
            }
        }
        let mut values: Vec<f32> = (-4000..4000).map(|i| i as f32 / 800.0).collect();
        values.extend([1e9, -1e9, 3.4e38, 1e-30, 2047.995, 0.005, 0.015, 0.025]);
        let mut bits = 0x2545_f491_u32;
        for _ in 0..200_000 {
            bits ^= bits << 13;
            bits ^= bits >> 17;
            bits ^= bits << 5;
            let x = f32::from_bits(bits);
            if x.is_finite() && x.abs() < 1e7 {
                values.push(x);
            }
        }
        for x in values {
            assert_eq!(num(x).to_string(), trimmed(x), "{x:e}");
        }
    }

    fn draw(board: &str, style: &crate::render::Style) -> String {
        let board: crate::Board = board.parse().expect("a board");
        crate::render::Renderer::new()
            .svg(&Diagram::new(&board), style)
            .expect("drawn")
    }

    #[test]
    fn hatched_squares_are_lines_cleared_around_pieces() {
        use crate::render::{Style, Theme};
        let svg = draw("4k3/8/8/8/8/8/8/4K3", &Style::with_theme(Theme::Hatched));
        // At 400 pixels a line every 4 pixels, one wide, from the board's
        // corner (inside the coordinates and the frame): each one stroke
        // across the board, clipped to the dark squares.
        let clip = r##"<clipPath id="hatch"><path d="M31 323h45v45h-45z"##;
        assert!(svg.contains(clip), "{svg}");
        let lines = svg
            .split(r##"<path clip-path="url(#hatch)" fill="none" stroke="#000000" stroke-width="0.71" d=""##)
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("the lines");
        assert!(
            lines.starts_with("M27 12L35 4M27 16L39 4M27 20L43 4"),
            "{lines}"
        );
        assert_eq!(lines.matches('M').count(), 181);
        // e1 is dark, e8 light: only the white king gets a rim, once.
        assert!(svg.contains(
            r##"<symbol id="wK-halo" viewBox="0 0 100 100"><g id="wK-rim" fill="#ffffff""##
        ));
        assert!(svg.contains(r##"<use xlink:href="#wK-rim" y="3.5"/></symbol>"##));
        assert!(!svg.contains("bK-halo"));
        assert_eq!(svg.matches(r##"<use xlink:href="#wK-halo""##).count(), 1);
        // The rim goes under the piece.
        let rim = svg.find(r##"<use xlink:href="#wK-halo""##).expect("a rim");
        let king = svg.find(r##"<use xlink:href="#wK" "##).expect("a king");
        assert!(rim < king);
        usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
        // Without hatching: none of it.
        let plain = draw("4k3/8/8/8/8/8/8/4K3", &Style::with_theme(Theme::Print));
        assert!(!plain.contains("clip-path") && !plain.contains("halo"));
    }

    #[test]
    fn frames_and_inside_coordinates() {
        use crate::render::{Coordinates, Frame, Style, Theme};
        let frame = |frame| {
            draw(
                "8/8/8/8/8/8/8/8",
                &Style {
                    frame,
                    ..Style::default()
                },
            )
        };
        assert!(!frame(Frame::None).contains("evenodd"));
        // Two pixels round 45-pixel squares, or four.
        let thin = frame(Frame::Thin);
        assert!(thin.contains(r#"fill-rule="evenodd" d="M29 6h364v364h-364zM31 8v360h360v-360z""#));
        let thick = frame(Frame::Thick);
        assert!(
            thick.contains(r#"fill-rule="evenodd" d="M27 4h368v368h-368zM31 8v360h360v-360z""#)
        );
        let inside = draw(
            "R7/8/8/8/8/8/8/8",
            &Style {
                coordinates: Coordinates::Inside,
                ..Style::with_theme(Theme::Green)
            },
        );
        // Bold digits and letters, each with a rim of its square's colour,
        // drawn after the pieces.
        assert!(inside.contains(r#"<path id="u14" "#) && inside.contains(r#"<path id="u44" "#));
        assert!(!inside.contains(r#"<path id="t14" "#));
        let rims = |c: &str| {
            inside
                .matches(&format!(r#"fill="none" stroke="{c}""#))
                .count()
        };
        assert_eq!((rims("#769758"), rims("#eceed2")), (8, 8));
        let rook = inside.find(r##"<use xlink:href="#wR""##).expect("a rook");
        let eight = inside.find(r##"<use xlink:href="#u1b""##).expect("an 8");
        assert!(rook < eight);
        usvg::Tree::from_str(&inside, &usvg::Options::default()).expect("valid SVG");
    }

    fn draw_marked(
        board: &str,
        marks: &crate::problems::BoardMarks,
        style: &crate::render::Style,
    ) -> String {
        let board: crate::Board = board.parse().expect("a board");
        let diagram = Diagram {
            board_marks: Some(marks),
            ..Diagram::new(&board)
        };
        crate::render::Renderer::new()
            .svg(&diagram, style)
            .expect("drawn")
    }

    #[test]
    fn grid_lines_and_framed_squares_are_bars_of_the_frames_colour() {
        use crate::problems::{BoardMarks, GridLine};
        use crate::render::Style;
        let sq = |s: &str| crate::Square::parse(s).expect("a square");
        // At 400 pixels the squares are 45 wide from (31, 8); a line is 3
        // pixels, centred on its edge and reaching half a line past its ends,
        // within the board.
        let grid = BoardMarks {
            grid: true,
            ..BoardMarks::default()
        };
        let svg = draw_marked("8/8/8/8/8/8/8/K7", &grid, &Style::default());
        let bars = concat!(
            r##"<path fill="#4a3322" d="M120 8h3v360h-3zM210 8h3v360h-3zM300 8h3v360h-3z"##,
            r##"M31 277h360v3h-360zM31 187h360v3h-360zM31 97h360v3h-360z"/>"##
        );
        assert!(svg.contains(bars), "{svg}");
        // Under the pieces.
        let king = svg.find(r##"<use xlink:href="#wK""##).expect("a king");
        assert!(svg.find(bars).is_some_and(|b| b < king));
        // A line of Popeye's (from the lower-left corner of c6, one square
        // up), a line along the board's edge and a framed square; a line and
        // a square off the board are left out.
        let marks = BoardMarks {
            grid_lines: vec![
                GridLine {
                    vertical: true,
                    from: sq("c6"),
                    length: 1,
                },
                GridLine {
                    vertical: false,
                    from: sq("e1"),
                    length: 4,
                },
                GridLine {
                    vertical: true,
                    from: sq("k1"),
                    length: 2,
                },
            ],
            framed: vec![sq("d4"), sq("j9")],
            ..BoardMarks::default()
        };
        let svg = draw_marked("8/8/8/8/8/8/8/8", &marks, &Style::default());
        assert!(
            svg.contains(concat!(
                r##"<path fill="#4a3322" d="M120 97h3v48h-3zM210 367h181v1h-181z"##,
                r##"M166 188h45v3h-45zM166 230h45v3h-45zM166 191h3v39h-3zM208 191h3v39h-3z"/>"##
            )),
            "{svg}"
        );
        usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
        // Flipped, the same lines stand where the squares went.
        let flipped = draw_marked(
            "8/8/8/8/8/8/8/8",
            &marks,
            &Style {
                flip: true,
                ..Style::default()
            },
        );
        assert!(
            flipped.contains(r##"<path fill="#4a3322" d="M300 232h3v48h-3z"##),
            "{flipped}"
        );
    }

    #[test]
    fn a_cylinder_gets_room_and_arrowheads_outside_its_joined_edges() {
        use crate::problems::{BoardMarks, Cylinder};
        use crate::render::Style;
        let plain = draw_marked("8/8/8/8/8/8/8/8", &BoardMarks::default(), &Style::default());
        assert!(plain.contains(r#"viewBox="0 0 400 400""#));
        let ring = BoardMarks {
            cylinder: Cylinder {
                vertical: true,
                horizontal: true,
            },
            ..BoardMarks::default()
        };
        let svg = draw_marked("8/8/8/8/8/8/8/8", &ring, &Style::default());
        // Squares of 43 pixels (not 45) leave room for the marks on every
        // side, and the board is a square image still.
        assert!(svg.contains(r#"viewBox="0 0 400 400""#), "{svg}");
        assert!(svg.contains(r#"<rect x="39" y="17" width="344" height="344""#));
        let arrows: Vec<&str> = svg
            .split("<path d=\"")
            .skip(1)
            .filter_map(|p| p.split('"').next())
            .collect();
        assert_eq!(
            arrows,
            [
                "M34.85 194.59L27.97 189L34.85 183.41Z",
                "M387.15 194.59L394.03 189L387.15 183.41Z",
                "M216.59 12.85L211 5.97L205.41 12.85Z",
                "M216.59 365.15L211 372.03L205.41 365.15Z",
            ],
            "{svg}"
        );
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a<b>&\"c\u{1}"), "a&lt;b&gt;&amp;&quot;c");
    }
}
