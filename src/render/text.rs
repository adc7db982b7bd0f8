//! Text: one engine for SVG, PNG and PDF. Every line of text (coordinates,
//! captions, the lines round the board, the `?` of unknown squares, the labels of a
//! PDF book) is shaped here with rustybuzz from fonts compiled into the
//! binary (DejaVu Sans, through the `dejavu` crate), and each writer draws the
//! glyphs where the shaping put them: as outlines in SVG and PNG, as text in
//! the embedded font in PDF.
//!
//! Why rustybuzz: it applies the font's kerning (DejaVu keeps it in GPOS)
//! and places accents and other combining marks, which hand-made layout
//! from `ttf-parser` alone does not; it is the shaper krilla and usvg use,
//! so it is already built with the `pdf` feature; and it reads nothing from
//! the machine, so the same text gives the same glyphs and positions on
//! every machine, whatever fonts are installed.
//!
//! Shaped lines and glyph outlines are kept between diagrams, within
//! [`TEXT_CACHE_BYTES`].

use crate::render::num::num;
use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{Path, PathBuilder};

use crate::render::cache::Lru;

/// The most bytes of shaped lines and glyph outlines kept between diagrams.
pub(crate) const TEXT_CACHE_BYTES: usize = 1 << 20;

/// Which embedded face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// Coordinates and captions.
    Regular,
    /// The `?` of unknown squares, lines set in bold.
    Bold,
    /// The lines round the board in a serif style (the magazine theme's):
    /// DejaVu Serif.
    SerifRegular,
    /// Bold lines in a serif style: DejaVu Serif Bold.
    SerifBold,
}

impl Face {
    /// Every face, in the order of [`Face::index`] (the PDF writer's fonts).
    #[cfg_attr(not(feature = "pdf"), allow(dead_code))]
    pub(crate) const ALL: [Face; 4] = [
        Face::Regular,
        Face::Bold,
        Face::SerifRegular,
        Face::SerifBold,
    ];

    pub(crate) fn data(self) -> &'static [u8] {
        match self {
            Face::Regular => dejavu::sans::regular(),
            Face::Bold => dejavu::sans::bold(),
            Face::SerifRegular => dejavu::serif::regular(),
            Face::SerifBold => dejavu::serif::bold(),
        }
    }

    /// Its place in [`Face::ALL`].
    pub(crate) const fn index(self) -> usize {
        match self {
            Face::Regular => 0,
            Face::Bold => 1,
            Face::SerifRegular => 2,
            Face::SerifBold => 3,
        }
    }

    /// The face of a line, bold or not, in a serif style or not.
    pub(crate) const fn of(bold: bool, serif: bool) -> Face {
        match (bold, serif) {
            (false, false) => Face::Regular,
            (true, false) => Face::Bold,
            (false, true) => Face::SerifRegular,
            (true, true) => Face::SerifBold,
        }
    }

    /// Whether it is a bold face.
    pub(crate) const fn is_bold(self) -> bool {
        matches!(self, Face::Bold | Face::SerifBold)
    }

    /// The face of a line of `text`, bold or not, in a serif style or not:
    /// a line the serif faces cannot set whole (a figurine, which DejaVu
    /// Serif lacks and DejaVu Sans has) is set in the sans faces, rather
    /// than with the font's `?`.
    pub(crate) fn for_text(bold: bool, serif: bool, text: &str) -> Face {
        Face::of(bold, serif && serif_sets(text))
    }
}

/// Whether DejaVu Serif has every character of `text` that DejaVu Sans has.
fn serif_sets(text: &str) -> bool {
    static FACES: OnceLock<Option<(ttf_parser::Face<'static>, ttf_parser::Face<'static>)>> =
        OnceLock::new();
    let faces = FACES.get_or_init(|| {
        let serif = ttf_parser::Face::parse(Face::SerifRegular.data(), 0).ok()?;
        let sans = ttf_parser::Face::parse(Face::Regular.data(), 0).ok()?;
        Some((serif, sans))
    });
    faces.as_ref().is_none_or(|(serif, sans)| {
        text.chars()
            .all(|c| serif.glyph_index(c).is_some() || sans.glyph_index(c).is_none())
    })
}

/// The most bytes one segment of a glyph's outline takes as SVG path data:
/// a cubic curve, six coordinates of up to six characters and a sign each,
/// with their spaces and letter.
const SVG_BYTES_PER_SEG: usize = 48;

/// One segment of an outline, in font units (y up).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Seg {
    Move(f32, f32),
    Line(f32, f32),
    Quad(f32, f32, f32, f32),
    Cubic(f32, f32, f32, f32, f32, f32),
    Close,
}

/// A glyph's outline, in font units.
#[derive(Debug, Clone, PartialEq)]
pub struct GlyphOutline {
    segs: Vec<Seg>,
    /// The outline as SVG path data, made when first asked for (raster
    /// output never needs it).
    svg: OnceLock<String>,
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

impl GlyphOutline {
    /// SVG path data in font units, y up (draw it with a `scale(s,-s)`).
    #[must_use]
    pub fn svg_path(&self) -> &str {
        self.svg
            .get_or_init(|| GlyphOutline::make_svg_path(&self.segs))
    }

    fn make_svg_path(segs: &[Seg]) -> String {
        // Font units are whole numbers in DejaVu (a quadratic curve's
        // implied points halves): written with at most two decimals, they
        // are written exactly, and the SVG stays small.
        let mut d = String::new();
        let points = |d: &mut String, verb: char, values: &[f32]| {
            d.push(verb);
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    d.push(' ');
                }
                num(*v).push_to(d);
            }
        };
        for s in segs {
            match *s {
                Seg::Move(x, y) => points(&mut d, 'M', &[x, y]),
                Seg::Line(x, y) => points(&mut d, 'L', &[x, y]),
                Seg::Quad(a, b, x, y) => points(&mut d, 'Q', &[a, b, x, y]),
                Seg::Cubic(a, b, c, e, x, y) => points(&mut d, 'C', &[a, b, c, e, x, y]),
                Seg::Close => d.push('Z'),
            }
        }
        d
    }

    /// The bytes this glyph keeps, for the cache's count: its outline, and
    /// room for the outline's SVG text, made or not (a segment is written in
    /// at most [`SVG_BYTES_PER_SEG`] bytes).
    fn bytes(&self) -> usize {
        std::mem::size_of::<GlyphOutline>()
            + self.segs.capacity() * (std::mem::size_of::<Seg>() + SVG_BYTES_PER_SEG)
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

/// One glyph of a shaped line, in font units from the line's start.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlacedGlyph {
    /// The glyph in the font.
    pub id: u16,
    /// Where its origin goes, along and above the baseline.
    pub x: f32,
    pub y: f32,
    /// How far it moves the pen (with kerning).
    pub advance: f32,
    /// The byte range of the text it stands for.
    pub start: usize,
    pub end: usize,
}

/// A line of text as the shaper laid it out.
#[derive(Debug, Clone, PartialEq)]
pub struct ShapedText {
    pub glyphs: Vec<PlacedGlyph>,
    /// The whole advance, in font units.
    pub width: f32,
}

impl ShapedText {
    fn bytes(&self, text: &str) -> usize {
        std::mem::size_of::<ShapedText>()
            + self.glyphs.capacity() * std::mem::size_of::<PlacedGlyph>()
            + text.len()
            + 64
    }
}

/// The embedded fonts, with the lines shaped and the glyphs outlined so far.
#[derive(Clone)]
pub struct Fonts {
    /// The faces, in the order of [`Face::ALL`].
    /// Each parsed when first used (a diagram without the serif theme
    /// never parses the serif faces). Boxed: a parsed face is a few
    /// kilobytes, and a renderer is moved from one request to the next.
    faces: Box<[OnceLock<Option<rustybuzz::Face<'static>>>; 4]>,
    /// Shaped lines of the regular and the bold faces (a serif line's key
    /// begins with [`SERIF_KEY`]).
    runs: [Lru<String, Arc<ShapedText>>; 2],
    glyphs: Lru<(Face, u16), Option<Arc<GlyphOutline>>>,
    /// Shaping plans by face and script: making one costs more than
    /// shaping a short line with it.
    plans: Vec<(Face, rustybuzz::Script, Arc<rustybuzz::ShapePlan>)>,
    /// Pieces of SVG text made from labels (the glyphs they use, the
    /// labels drawn), by what they were made from: the coordinates of
    /// every diagram of one size and style are the same.
    fragments: Lru<Vec<u8>, Arc<str>>,
}

/// The first character of the key of a line shaped in a serif face, which
/// no text holds (the lines' texts are cleaned of control characters).
const SERIF_KEY: char = '\u{1}';

/// The most bytes of SVG text kept made from labels.
pub(crate) const FRAGMENT_CACHE_BYTES: usize = 256 << 10;

/// The most shaping plans kept (a face and script each).
const MAX_PLANS: usize = 16;

impl Default for Fonts {
    fn default() -> Fonts {
        Fonts::new()
    }
}

impl Fonts {
    #[must_use]
    pub fn new() -> Fonts {
        Fonts {
            faces: Default::default(),
            runs: [
                Lru::new(TEXT_CACHE_BYTES / 4),
                Lru::new(TEXT_CACHE_BYTES / 4),
            ],
            glyphs: Lru::new(TEXT_CACHE_BYTES / 2),
            plans: Vec::new(),
            fragments: Lru::new(FRAGMENT_CACHE_BYTES),
        }
    }

    fn face(&self, face: Face) -> Option<&rustybuzz::Face<'static>> {
        self.faces
            .get(face.index())?
            .get_or_init(|| rustybuzz::Face::from_slice(face.data(), 0))
            .as_ref()
    }

    /// The bytes of shaped lines and outlines kept now.
    pub(crate) fn cached_bytes(&self) -> usize {
        self.runs[0].bytes() + self.runs[1].bytes() + self.glyphs.bytes() + self.fragments.bytes()
    }

    /// Forgets the shaped lines and outlines.
    pub(crate) fn clear(&mut self) {
        for runs in &mut self.runs {
            runs.clear();
        }
        self.glyphs.clear();
        self.plans.clear();
        self.fragments.clear();
    }

    /// The SVG text `make` writes, kept under `key` (which must say all
    /// that the text depends on).
    pub(crate) fn fragment(
        &mut self,
        key: Vec<u8>,
        make: impl FnOnce(&mut Fonts) -> String,
    ) -> Arc<str> {
        if let Some(text) = self.fragments.get(&key) {
            return Arc::clone(text);
        }
        let text: Arc<str> = make(self).into();
        let bytes = key.len() + text.len() + 64;
        match self.fragments.insert(key, text, bytes) {
            Ok(text) => Arc::clone(text),
            Err(text) => text,
        }
    }

    /// Font units per em of `face`.
    #[must_use]
    pub fn units_per_em(&self, face: Face) -> f32 {
        self.face(face)
            .map_or(2048.0, |f| f32::from(ttf_parser::Face::units_per_em(f)))
    }

    /// Height of capital letters and digits above the baseline, in font units.
    #[must_use]
    pub fn cap_height(&self, face: Face) -> f32 {
        self.face(face)
            .and_then(|f| f.capital_height())
            .map_or(0.73 * self.units_per_em(face), f32::from)
    }

    /// Height of `x` above the baseline, in font units.
    #[must_use]
    pub fn x_height(&self, face: Face) -> f32 {
        self.face(face)
            .and_then(|f| f.x_height())
            .map_or(0.55 * self.units_per_em(face), f32::from)
    }

    /// `text` shaped in `face`: its glyphs, kerned, and their positions. A
    /// character the font lacks is drawn as the font's `?`.
    pub fn shape(&mut self, face: Face, text: &str) -> Arc<ShapedText> {
        let runs = usize::from(face.is_bold());
        let serif = matches!(face, Face::SerifRegular | Face::SerifBold);
        let key = serif.then(|| format!("{SERIF_KEY}{text}"));
        if let Some(run) = self.runs[runs].get(key.as_deref().unwrap_or(text)) {
            return Arc::clone(run);
        }
        let key = key.unwrap_or_else(|| text.to_owned());
        let run = Arc::new(self.shape_uncached(face, text));
        let bytes = run.bytes(&key);
        match self.runs[runs].insert(key, run, bytes) {
            Ok(run) => Arc::clone(run),
            Err(run) => run,
        }
    }

    /// The plan for shaping `buffer` (its script guessed) in `face`.
    fn plan(
        &mut self,
        face: Face,
        buffer: &rustybuzz::UnicodeBuffer,
    ) -> Option<Arc<rustybuzz::ShapePlan>> {
        let script = buffer.script();
        if let Some((_, _, plan)) = self.plans.iter().find(|p| p.0 == face && p.1 == script) {
            return Some(Arc::clone(plan));
        }
        let plan = Arc::new(rustybuzz::ShapePlan::new(
            self.face(face)?,
            buffer.direction(),
            (script != rustybuzz::script::UNKNOWN).then_some(script),
            buffer.language().as_ref(),
            &[],
        ));
        if self.plans.len() >= MAX_PLANS {
            self.plans.clear();
        }
        self.plans.push((face, script, Arc::clone(&plan)));
        Some(plan)
    }

    fn shape_uncached(&mut self, face: Face, text: &str) -> ShapedText {
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        // Left to right whatever the script: our lines are names, numbers
        // and short captions, laid out from a left edge.
        buffer.set_direction(rustybuzz::Direction::LeftToRight);
        buffer.guess_segment_properties();
        let (Some(plan), Some(f)) = (self.plan(face, &buffer), self.face(face)) else {
            return ShapedText {
                glyphs: Vec::new(),
                width: 0.0,
            };
        };
        let shaped = rustybuzz::shape_with_plan(f, &plan, buffer);
        let question = f
            .glyph_index('?')
            .map(|g| (g.0, f32::from(f.glyph_hor_advance(g).unwrap_or(0))));
        let infos = shaped.glyph_infos();
        let positions = shaped.glyph_positions();
        let mut glyphs = Vec::with_capacity(infos.len());
        let mut pen = 0.0;
        for (i, (info, pos)) in infos.iter().zip(positions).enumerate() {
            let start = info.cluster as usize;
            let end = infos
                .iter()
                .skip(i + 1)
                .map(|g| g.cluster as usize)
                .find(|&c| c > start)
                .unwrap_or(text.len());
            let (id, advance) = match (info.glyph_id, question) {
                // No glyph for this character: the font's `?` instead.
                (0, Some(q)) => q,
                (id, _) => (u16::try_from(id).unwrap_or(0), pos.x_advance as f32),
            };
            glyphs.push(PlacedGlyph {
                id,
                x: pen + pos.x_offset as f32,
                y: pos.y_offset as f32,
                advance,
                start,
                end,
            });
            pen += advance;
        }
        ShapedText { glyphs, width: pen }
    }

    /// The outline of glyph `id` of `face`.
    pub fn glyph(&mut self, face: Face, id: u16) -> Option<Arc<GlyphOutline>> {
        let key = (face, id);
        if let Some(g) = self.glyphs.get(&key) {
            return g.clone();
        }
        let glyph = self.load(face, id).map(Arc::new);
        let bytes = glyph.as_ref().map_or(16, |g| g.bytes()) + 32;
        match self.glyphs.insert(key, glyph, bytes) {
            Ok(g) => g.clone(),
            Err(g) => g,
        }
    }

    fn load(&self, face: Face, id: u16) -> Option<GlyphOutline> {
        let f = self.face(face)?;
        let mut collect = Collect(Vec::new());
        // A glyph without an outline (a space) is still a glyph.
        let _ = f.outline_glyph(ttf_parser::GlyphId(id), &mut collect);
        Some(GlyphOutline {
            segs: collect.0,
            svg: OnceLock::new(),
        })
    }

    /// The width of `text` in font units, as shaped.
    pub fn width(&mut self, face: Face, text: &str) -> f32 {
        self.shape(face, text).width
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cache counts room for a glyph's SVG text before it is made:
    /// the text made never takes more.
    #[test]
    fn svg_text_fits_the_room_counted() {
        let mut fonts = Fonts::new();
        let text: String = (' '..='~').chain('\u{a0}'..='\u{17f}').collect();
        for face in [Face::Regular, Face::Bold] {
            let run = fonts.shape(face, &text);
            assert!(run.glyphs.len() > 300);
            for g in &run.glyphs {
                let glyph = fonts.glyph(face, g.id).expect("a glyph");
                let before = glyph.bytes();
                let svg = glyph.svg_path();
                assert!(svg.len() <= glyph.segs.len() * SVG_BYTES_PER_SEG, "{svg}");
                assert_eq!(glyph.bytes(), before);
            }
        }
    }

    #[test]
    fn glyphs_come_from_the_embedded_font() {
        let mut fonts = Fonts::new();
        assert_eq!(fonts.units_per_em(Face::Regular), 2048.0);
        let a = fonts.shape(Face::Regular, "a");
        assert_eq!(a.glyphs.len(), 1);
        assert!(a.width > 1000.0 && a.width < 1400.0);
        let g = fonts.glyph(Face::Regular, a.glyphs[0].id).expect("a glyph");
        assert!(g.svg_path().starts_with('M'));
        assert!(g.path(0.0, 10.0, 0.01).is_some());
        // Accented letters (for captions) are there too.
        let s = fonts.shape(Face::Regular, "ß");
        assert_ne!(s.glyphs[0].id, fonts.shape(Face::Regular, "?").glyphs[0].id);
        assert!(fonts.width(Face::Regular, "ab") > a.width);
        assert!(fonts.cap_height(Face::Regular) > fonts.x_height(Face::Regular));
    }

    #[test]
    fn pairs_are_kerned() {
        let mut fonts = Fonts::new();
        for pair in ["AV", "To", "Ty", "LT"] {
            let (a, b) = pair.split_at(1);
            let apart = fonts.width(Face::Regular, a) + fonts.width(Face::Regular, b);
            let together = fonts.width(Face::Regular, pair);
            assert!(
                together < apart,
                "{pair}: {together} is not less than {apart}"
            );
        }
        // A pair the font does not kern keeps its advances.
        let apart = fonts.width(Face::Regular, "o") + fonts.width(Face::Regular, "o");
        assert_eq!(fonts.width(Face::Regular, "oo"), apart);
    }

    #[test]
    fn missing_characters_are_question_marks_and_clusters_cover_the_text() {
        let mut fonts = Fonts::new();
        let q = fonts.shape(Face::Regular, "?").glyphs[0];
        // U+E000 is a private-use character DejaVu has no glyph for.
        let run = fonts.shape(Face::Regular, "a\u{e000}b");
        assert_eq!(run.glyphs.len(), 3);
        assert_eq!((run.glyphs[1].id, run.glyphs[1].advance), (q.id, q.advance));
        assert_eq!(
            run.glyphs
                .iter()
                .map(|g| (g.start, g.end))
                .collect::<Vec<_>>(),
            [(0, 1), (1, 4), (4, 5)]
        );
    }

    #[test]
    fn the_cache_stays_within_its_budget() {
        let mut fonts = Fonts::new();
        for i in 0..20_000u32 {
            let text = format!(
                "caption {i} {}",
                char::from_u32(0x100 + i % 400).unwrap_or('x')
            );
            let run = fonts.shape(Face::Regular, &text);
            for g in &run.glyphs {
                fonts.glyph(Face::Regular, g.id);
            }
        }
        assert!(
            fonts.cached_bytes() <= TEXT_CACHE_BYTES,
            "{}",
            fonts.cached_bytes()
        );
        assert!(fonts.cached_bytes() > TEXT_CACHE_BYTES / 4);
    }
}
