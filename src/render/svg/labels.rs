//! Text as SVG: each letter a `<use>` of its glyph's outline, defined once
//! in the document's definitions; labels of one colour and rim in one
//! group.

use std::fmt::Write;
use std::sync::Arc;

use crate::render::layout::{Label, label_halo};
use crate::render::num::num;
use crate::render::svg::{glyph_id, num4};
use crate::render::text::{Face, Fonts};

/// What labels are drawn from, as bytes: a key for [`Fonts::fragment`].
pub(super) fn labels_key<'a>(key: &mut Vec<u8>, labels: impl Iterator<Item = &'a Label>) {
    for l in labels {
        key.extend(l.text.as_bytes());
        key.push(0);
        key.push(l.face.index() as u8);
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
pub(super) fn glyph_defs(labels: &[&Label], bold: &[u16], fonts: &mut Fonts) -> String {
    let mut glyphs: Vec<(Face, u16)> = Vec::new();
    for label in labels {
        let run = fonts.shape(label.face, &label.text);
        glyphs.extend(run.glyphs.iter().map(|g| (label.face, g.id)));
    }
    glyphs.extend(bold.iter().map(|&id| (Face::Bold, id)));
    glyphs.sort_by_key(|&(f, id)| (f.index(), id));
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
pub(super) fn labels_svg(labels: &[Label], fonts: &mut Fonts) -> Arc<str> {
    let mut key = vec![b'L'];
    labels_key(&mut key, labels.iter());
    fonts.fragment(key, |fonts| labels_svg_uncached(labels, fonts))
}

/// Labels, in runs of the same colour and rim, each run one group; each
/// letter an outline of the embedded font, placed as the shaping says.
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
