//! Text drawn from fonts compiled into the binary (DejaVu Sans, through the
//! `dejavu` crate), as outlines: the same shapes on every machine, whatever
//! fonts it has, and no font needed to view an SVG we write.

use std::collections::HashMap;
use std::fmt::Write;

use resvg::tiny_skia::{Path, PathBuilder};

/// Which embedded face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// Coordinates and captions.
    Regular,
    /// The `?` of unknown squares.
    Bold,
}

impl Face {
    fn data(self) -> &'static [u8] {
        match self {
            Face::Regular => dejavu::sans::regular(),
            Face::Bold => dejavu::sans::bold(),
        }
    }
}

/// One segment of an outline, in font units (y up).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Seg {
    Move(f32, f32),
    Line(f32, f32),
    Quad(f32, f32, f32, f32),
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

/// A glyph's outline and advance, in font units.
#[derive(Debug, Clone, PartialEq)]
pub struct Glyph {
    segs: Vec<Seg>,
    /// The outline as SVG path data, made once.
    svg: String,
    pub advance: f32,
}

struct Collect(Vec<Seg>);

impl ttf_parser::OutlineBuilder for Collect {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.push(Seg::Move(x, y));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.push(Seg::Line(x, y));
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.push(Seg::Quad(x1, y1, x, y));
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.push(Seg::Cubic(x1, y1, x2, y2, x, y));
    }
    fn close(&mut self) {
        self.0.push(Seg::Close);
    }
}

impl Glyph {
    /// SVG path data in font units, y up (draw it with a `scale(s,-s)`).
    #[must_use]
    pub fn svg_path(&self) -> &str {
        &self.svg
    }

    fn make_svg_path(segs: &[Seg]) -> String {
        let mut d = String::new();
        for s in segs {
            // Font units are integers in DejaVu; writing them so keeps the SVG small.
            let _ = match *s {
                Seg::Move(x, y) => write!(d, "M{x} {y}"),
                Seg::Line(x, y) => write!(d, "L{x} {y}"),
                Seg::Quad(a, b, x, y) => write!(d, "Q{a} {b} {x} {y}"),
                Seg::Cubic(a, b, c, e, x, y) => write!(d, "C{a} {b} {c} {e} {x} {y}"),
                Seg::Close => write!(d, "Z"),
            };
        }
        d
    }

    /// The outline placed with its origin at (`x`, `baseline`) and scaled by
    /// `scale` pixels per font unit, y down, for tiny-skia.
    #[must_use]
    pub fn path(&self, x: f32, baseline: f32, scale: f32) -> Option<Path> {
        let mut pb = PathBuilder::new();
        let p = |fx: f32, fy: f32| (x + fx * scale, baseline - fy * scale);
        for s in &self.segs {
            match *s {
                Seg::Move(a, b) => {
                    let (a, b) = p(a, b);
                    pb.move_to(a, b);
                }
                Seg::Line(a, b) => {
                    let (a, b) = p(a, b);
                    pb.line_to(a, b);
                }
                Seg::Quad(a, b, c, d) => {
                    let ((a, b), (c, d)) = (p(a, b), p(c, d));
                    pb.quad_to(a, b, c, d);
                }
                Seg::Cubic(a, b, c, d, e, f) => {
                    let ((a, b), (c, d), (e, f)) = (p(a, b), p(c, d), p(e, f));
                    pb.cubic_to(a, b, c, d, e, f);
                }
                Seg::Close => pb.close(),
            }
        }
        pb.finish()
    }
}

/// The embedded fonts, with the glyphs looked up so far.
#[derive(Clone)]
pub struct Fonts {
    regular: Option<ttf_parser::Face<'static>>,
    bold: Option<ttf_parser::Face<'static>>,
    glyphs: HashMap<(Face, char), Option<Glyph>>,
}

impl Default for Fonts {
    fn default() -> Fonts {
        Fonts::new()
    }
}

impl Fonts {
    #[must_use]
    pub fn new() -> Fonts {
        Fonts {
            regular: ttf_parser::Face::parse(Face::Regular.data(), 0).ok(),
            bold: ttf_parser::Face::parse(Face::Bold.data(), 0).ok(),
            glyphs: HashMap::new(),
        }
    }

    fn face(&self, face: Face) -> Option<&ttf_parser::Face<'static>> {
        match face {
            Face::Regular => self.regular.as_ref(),
            Face::Bold => self.bold.as_ref(),
        }
    }

    /// Font units per em of `face`.
    #[must_use]
    pub fn units_per_em(&self, face: Face) -> f32 {
        self.face(face)
            .map_or(2048.0, |f| f32::from(f.units_per_em()))
    }

    /// Height of capital letters and digits above the baseline, in font units.
    #[must_use]
    pub fn cap_height(&self, face: Face) -> f32 {
        self.face(face)
            .and_then(ttf_parser::Face::capital_height)
            .map_or(0.73 * self.units_per_em(face), f32::from)
    }

    /// Height of `x` above the baseline, in font units.
    #[must_use]
    pub fn x_height(&self, face: Face) -> f32 {
        self.face(face)
            .and_then(ttf_parser::Face::x_height)
            .map_or(0.55 * self.units_per_em(face), f32::from)
    }

    /// The glyph for `c` (the font's `?` when it has none for `c`).
    pub fn glyph(&mut self, face: Face, c: char) -> Option<&Glyph> {
        if !self.glyphs.contains_key(&(face, c)) {
            let g = self.load(face, c).or_else(|| self.load(face, '?'));
            self.glyphs.insert((face, c), g);
        }
        self.glyphs.get(&(face, c)).and_then(Option::as_ref)
    }

    fn load(&self, face: Face, c: char) -> Option<Glyph> {
        let f = self.face(face)?;
        let id = f.glyph_index(c)?;
        let mut collect = Collect(Vec::new());
        // A glyph without an outline (a space) is still a glyph with an advance.
        let _ = f.outline_glyph(id, &mut collect);
        Some(Glyph {
            svg: Glyph::make_svg_path(&collect.0),
            segs: collect.0,
            advance: f32::from(f.glyph_hor_advance(id).unwrap_or(0)),
        })
    }

    /// The width of `text` in font units.
    pub fn width(&mut self, face: Face, text: &str) -> f32 {
        text.chars()
            .map(|c| self.glyph(face, c).map_or(0.0, |g| g.advance))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_come_from_the_embedded_font() {
        let mut fonts = Fonts::new();
        assert_eq!(fonts.units_per_em(Face::Regular), 2048.0);
        let a = fonts.glyph(Face::Regular, 'a').expect("a glyph").clone();
        assert!(a.advance > 1000.0 && a.advance < 1400.0);
        assert!(a.svg_path().starts_with('M'));
        assert!(a.path(0.0, 10.0, 0.01).is_some());
        // Accented letters (for captions) are there too.
        assert!(fonts.glyph(Face::Regular, 'ß').is_some());
        assert!(fonts.glyph(Face::Bold, '?').is_some());
        assert!(fonts.width(Face::Regular, "ab") > a.advance);
        assert!(fonts.cap_height(Face::Regular) > fonts.x_height(Face::Regular));
    }
}
