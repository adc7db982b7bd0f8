//! Piece sets: our own, compiled in, or a user's folder of twelve SVG files
//! (`wK.svg` … `bP.svg`).

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::board::Piece;
use crate::render::num::num;

#[rustfmt::skip]
#[allow(clippy::approx_constant, clippy::excessive_precision)]
mod baked;

/// The largest piece file read, in bytes.
pub const MAX_PIECE_FILE: u64 = 1 << 20;

const BUILTIN: [&str; 12] = [
    include_str!("../../assets/pieces/forsythe/wK.svg"),
    include_str!("../../assets/pieces/forsythe/wQ.svg"),
    include_str!("../../assets/pieces/forsythe/wR.svg"),
    include_str!("../../assets/pieces/forsythe/wB.svg"),
    include_str!("../../assets/pieces/forsythe/wN.svg"),
    include_str!("../../assets/pieces/forsythe/wP.svg"),
    include_str!("../../assets/pieces/forsythe/bK.svg"),
    include_str!("../../assets/pieces/forsythe/bQ.svg"),
    include_str!("../../assets/pieces/forsythe/bR.svg"),
    include_str!("../../assets/pieces/forsythe/bB.svg"),
    include_str!("../../assets/pieces/forsythe/bN.svg"),
    include_str!("../../assets/pieces/forsythe/bP.svg"),
];

/// Our own drawings for small squares: heavier outlines, fewer inner lines.
const BUILTIN_SMALL: [&str; 12] = [
    include_str!("../../assets/pieces/forsythe-small/wK.svg"),
    include_str!("../../assets/pieces/forsythe-small/wQ.svg"),
    include_str!("../../assets/pieces/forsythe-small/wR.svg"),
    include_str!("../../assets/pieces/forsythe-small/wB.svg"),
    include_str!("../../assets/pieces/forsythe-small/wN.svg"),
    include_str!("../../assets/pieces/forsythe-small/wP.svg"),
    include_str!("../../assets/pieces/forsythe-small/bK.svg"),
    include_str!("../../assets/pieces/forsythe-small/bQ.svg"),
    include_str!("../../assets/pieces/forsythe-small/bR.svg"),
    include_str!("../../assets/pieces/forsythe-small/bB.svg"),
    include_str!("../../assets/pieces/forsythe-small/bN.svg"),
    include_str!("../../assets/pieces/forsythe-small/bP.svg"),
];

/// Squares smaller than this (in pixels) get our own set's small drawings
/// in raster output.
pub(crate) const SMALL_SQUARE: u32 = 28;

/// The square size of the default diagram (400 pixels, coordinates beside
/// the board), at which our own pieces come ready drawn.
pub(crate) const SPRITE_SQUARE: u32 = 45;

/// Our own twelve pieces drawn at [`SPRITE_SQUARE`] pixels, in
/// [`Piece::ALL`] order, as premultiplied RGBA rows: what drawing their
/// outlines gives, byte for byte, so that a process drawing one default
/// diagram need not fill them. Written by
/// `FORSYTHE_BLESS=1 cargo test --lib sprites`; a test checks it.
static SPRITES: &[u8] = include_bytes!("pieces/sprites.bin");

/// Why a piece set cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PieceSetError {
    /// The file does not exist.
    Missing(PathBuf),
    /// The file cannot be read.
    Unreadable(PathBuf, String),
    /// The file is larger than [`MAX_PIECE_FILE`]; the number is what was
    /// read before reading stopped, or the size the file system reports.
    TooLarge(PathBuf, u64),
    /// The path (after following symbolic links) is not a regular file: a
    /// folder, a named pipe, a device or a socket.
    NotAFile(PathBuf),
    /// The file is not SVG that can be drawn.
    Invalid(PathBuf, String),
    /// The drawing has nothing in it.
    Empty(PathBuf),
}

impl fmt::Display for PieceSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceSetError::Missing(p) => write!(f, "the piece file {} is missing", p.display()),
            PieceSetError::Unreadable(p, e) => {
                write!(f, "cannot read the piece file {}: {e}", p.display())
            }
            PieceSetError::TooLarge(p, n) => write!(
                f,
                "the piece file {} has more than {MAX_PIECE_FILE} bytes ({n} seen); at most {MAX_PIECE_FILE} are read",
                p.display()
            ),
            PieceSetError::NotAFile(p) => write!(
                f,
                "the piece file {} is not a regular file (a folder, pipe or device is never read)",
                p.display()
            ),
            PieceSetError::Invalid(p, e) => {
                write!(f, "the piece file {} is no usable SVG: {e}", p.display())
            }
            PieceSetError::Empty(p) => write!(f, "the piece file {} draws nothing", p.display()),
        }
    }
}

impl std::error::Error for PieceSetError {}

/// One piece's drawing: as SVG markup for `<symbol>` elements, and for
/// rasterizing either ready-made filled outlines (our own set) or the
/// parsed drawing (a user's set).
#[derive(Clone)]
pub(crate) struct PieceArt {
    /// A user's drawing, parsed when the set was read.
    tree: Option<Arc<usvg::Tree>>,
    /// The markup inside the drawing's `<svg>` element; for our own, inside
    /// its one `<g>`, whose attributes are [`PieceArt::style`].
    pub(crate) body: String,
    /// Presentation attributes for the whole drawing, written on its
    /// `<symbol>`: one group less for a viewer to make for each piece.
    /// Empty for a user's drawing.
    style: &'static str,
    /// Width and height of the drawing's view box.
    pub(crate) view: (f32, f32),
    /// Our own drawings, ready made.
    pub(crate) ready: Option<Ready>,
}

/// One of our own drawings, ready made (see `pieces/baked.rs`).
#[derive(Clone, Copy)]
pub(crate) struct Ready {
    /// As outlines to fill, in the view box's units.
    pub(crate) layers: &'static [Layer],
    /// Its shapes as drawn, each with its stroke's width: what the
    /// hatching's halo grows.
    shapes: &'static [DrawnShape],
}

impl PieceArt {
    /// Writes the drawing as an SVG `<symbol>` named `id`. Our own
    /// drawings stay inside their view box, so theirs need no clip: a
    /// viewer then has no clip to make for each piece it draws.
    pub(crate) fn write_symbol(&self, out: &mut String, id: &str) {
        out.push_str(r#"<symbol id=""#);
        out.push_str(id);
        out.push_str(r#"" viewBox="0 0 "#);
        num(self.view.0).push_to(out);
        out.push(' ');
        num(self.view.1).push_to(out);
        if self.ready.is_some() {
            out.push_str(r#"" overflow="visible"#);
        }
        out.push('"');
        if !self.style.is_empty() {
            out.push(' ');
            out.push_str(self.style);
        }
        out.push('>');
        out.push_str(&self.body);
        out.push_str("</symbol>");
    }

    /// A user's drawing, as parsed.
    pub(crate) fn tree(&self) -> Option<&usvg::Tree> {
        self.tree.as_deref()
    }
}

/// SVG-like verbs (`M`, `L`, `Q`, `C`, `Z`) and their points as a path;
/// `None` if it is empty.
fn path_of(verbs: &[u8], points: &[f32]) -> Option<tiny_skia::Path> {
    let mut pb = tiny_skia::PathBuilder::with_capacity(verbs.len(), points.len() / 2);
    let mut pts = points.chunks_exact(2).map(|p| (p[0], p[1]));
    let mut next = || pts.next().unwrap_or_default();
    for verb in verbs {
        match verb {
            b'M' => {
                let (x, y) = next();
                pb.move_to(x, y);
            }
            b'L' => {
                let (x, y) = next();
                pb.line_to(x, y);
            }
            b'Q' => {
                let ((x1, y1), (x, y)) = (next(), next());
                pb.quad_to(x1, y1, x, y);
            }
            b'C' => {
                let ((x1, y1), (x2, y2), (x, y)) = (next(), next(), next());
                pb.cubic_to(x1, y1, x2, y2, x, y);
            }
            _ => pb.close(),
        }
    }
    pb.finish()
}

/// One filled outline of a ready-made drawing: its verbs and points (see
/// [`path_of`]), in the view box's units, filled with the non-zero rule.
/// The layers of a drawing are filled in order.
pub(crate) struct Layer {
    pub(crate) rgb: [u8; 3],
    pub(crate) verbs: &'static [u8],
    pub(crate) points: &'static [f32],
}

impl Layer {
    /// The outline as a path; `None` if it is empty.
    pub(crate) fn path(&self) -> Option<tiny_skia::Path> {
        path_of(self.verbs, self.points)
    }
}

/// One shape of a ready-made drawing as it is drawn (see [`path_of`]), in
/// the view box's units, and the width of its stroke (0 for none).
pub(crate) struct DrawnShape {
    pub(crate) width: f32,
    pub(crate) verbs: &'static [u8],
    pub(crate) points: &'static [f32],
}

/// Twelve piece drawings, in [`Piece::ALL`] order. Our own drawings come
/// ready to fill (see `pieces/baked.rs`) and are set up when first used; a
/// user's set is parsed and checked when it is read.
#[derive(Clone)]
pub struct PieceSet {
    art: Vec<OnceLock<Option<PieceArt>>>,
    /// The drawings for small squares (our own set only).
    small: Vec<OnceLock<Option<PieceArt>>>,
    /// Whether this is our own set, whose drawings are set up when first used.
    builtin: bool,
}

impl fmt::Debug for PieceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PieceSet")
            .field("pieces", &self.art.len())
            .finish()
    }
}

fn options() -> usvg::Options<'static> {
    usvg::Options {
        // Never follow a reference to another file or the network.
        resources_dir: None,
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

fn parse(path: &Path, text: &str, opt: &usvg::Options<'_>) -> Result<usvg::Tree, PieceSetError> {
    let tree = usvg::Tree::from_str(text, opt)
        .map_err(|e| PieceSetError::Invalid(path.to_owned(), e.to_string()))?;
    if !tree.root().has_children() {
        return Err(PieceSetError::Empty(path.to_owned()));
    }
    Ok(tree)
}

/// The markup between `<svg …>` and `</svg>`.
fn inner(svg: &str) -> &str {
    let start = svg
        .find("<svg")
        .and_then(|i| svg[i..].find('>').map(|j| i + j + 1))
        .unwrap_or(0);
    let end = svg.rfind("</svg>").unwrap_or(svg.len()).max(start);
    svg[start..end].trim()
}

/// A drawing that is one `<g …>…</g>` as that group's attributes and its
/// content; any other drawing as no attributes and itself.
fn lift_group(body: &str) -> (&str, &str) {
    let lifted = body
        .strip_prefix("<g ")
        .and_then(|rest| rest.strip_suffix("</g>"))
        .filter(|rest| !rest.contains("<g"))
        .and_then(|rest| rest.split_once('>'))
        .filter(|(attrs, _)| !attrs.ends_with('/'));
    lifted.unwrap_or(("", body))
}

/// Reads one piece file: a regular file (after following links), at most
/// [`MAX_PIECE_FILE`] bytes, whatever its size claims to be.
fn read_piece_file(path: &Path) -> Result<String, PieceSetError> {
    use std::io::Read;
    let unreadable = |e: std::io::Error| PieceSetError::Unreadable(path.to_owned(), e.to_string());
    // Looked at before it is opened: opening a named pipe would wait for a
    // writer, and a device may never end.
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => PieceSetError::Missing(path.to_owned()),
        _ => unreadable(e),
    })?;
    if !meta.is_file() {
        return Err(PieceSetError::NotAFile(path.to_owned()));
    }
    if meta.len() > MAX_PIECE_FILE {
        return Err(PieceSetError::TooLarge(path.to_owned(), meta.len()));
    }
    let file = std::fs::File::open(path).map_err(unreadable)?;
    // The file opened may not be the one looked at (it can be replaced in
    // between): look again at what was opened.
    if !file.metadata().map_err(unreadable)?.is_file() {
        return Err(PieceSetError::NotAFile(path.to_owned()));
    }
    let mut bytes = Vec::new();
    file.take(MAX_PIECE_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_PIECE_FILE {
        return Err(PieceSetError::TooLarge(path.to_owned(), bytes.len() as u64));
    }
    String::from_utf8(bytes)
        .map_err(|e| PieceSetError::Invalid(path.to_owned(), format!("not UTF-8 text: {e}")))
}

impl PieceSet {
    /// Our own set, compiled into the binary; each drawing is set up when
    /// first used, and parsed as SVG only if the hatched theme's halo needs it.
    #[must_use]
    pub fn builtin() -> PieceSet {
        PieceSet {
            art: (0..12).map(|_| OnceLock::new()).collect(),
            small: (0..12).map(|_| OnceLock::new()).collect(),
            builtin: true,
        }
    }

    /// One of our own drawings: its markup, and its outlines ready to fill
    /// (nothing is parsed).
    fn own(piece: Piece, small: bool) -> PieceArt {
        let i = piece.index();
        let (text, layers, shapes) = if small {
            (BUILTIN_SMALL[i], baked::SMALL[i], baked::SMALL_SHAPES[i])
        } else {
            (BUILTIN[i], baked::NORMAL[i], baked::NORMAL_SHAPES[i])
        };
        let (style, body) = lift_group(inner(text));
        PieceArt {
            tree: None,
            body: body.to_owned(),
            style,
            view: baked::VIEW,
            ready: Some(Ready { layers, shapes }),
        }
    }

    /// A set from a folder holding `wK.svg`, `wQ.svg`, … `bP.svg`. Each file
    /// must be a regular file (a symbolic link is followed; a folder, named
    /// pipe or device is refused before it is opened), is read through a
    /// limit of [`MAX_PIECE_FILE`] bytes, parsed, and written back as clean
    /// SVG, so nothing it refers to outside itself is ever followed.
    ///
    /// The web platform (`wasm32-unknown-unknown`) has no files: there the
    /// first file is unreadable, and a module built for it holds no SVG
    /// parser for piece files.
    ///
    /// # Errors
    /// The first file that is missing, not a regular file, unreadable, too
    /// large, not SVG, or empty.
    pub fn from_dir(dir: &Path) -> Result<PieceSet, PieceSetError> {
        if cfg!(all(target_arch = "wasm32", target_os = "unknown")) {
            let first = dir.join(format!("{}.svg", Piece::ALL[0].file_stem()));
            return Err(PieceSetError::Unreadable(
                first,
                "this platform has no files".to_owned(),
            ));
        }
        let mut texts = Vec::with_capacity(12);
        for piece in Piece::ALL {
            let path = dir.join(format!("{}.svg", piece.file_stem()));
            let text = read_piece_file(&path)?;
            texts.push((path, text));
        }
        PieceSet::from_texts(texts.iter().map(|(p, t)| (p.as_path(), t.as_str())))
    }

    /// A set from twelve SVG documents in memory, in [`Piece::ALL`] order
    /// (`wK`, `wQ`, `wR`, `wB`, `wN`, `wP`, then `bK` … `bP`), for programs
    /// without a file system. Each is checked and cleaned as
    /// [`PieceSet::from_dir`] does; an error names the piece as `wK.svg` …
    ///
    /// ```
    /// use forsythe::render::PieceSet;
    /// let disc = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
    /// let set = PieceSet::from_svgs(&[disc; 12]).unwrap();
    /// assert!(PieceSet::from_svgs(&["<svg/>"; 12]).is_err());
    /// # let _ = set;
    /// ```
    ///
    /// # Errors
    /// The first drawing that is too large, not SVG, or empty.
    pub fn from_svgs<S: AsRef<str>>(svgs: &[S; 12]) -> Result<PieceSet, PieceSetError> {
        let names: Vec<PathBuf> = Piece::ALL
            .iter()
            .map(|p| PathBuf::from(format!("{}.svg", p.file_stem())))
            .collect();
        for (name, svg) in names.iter().zip(svgs) {
            let len = svg.as_ref().len() as u64;
            if len > MAX_PIECE_FILE {
                return Err(PieceSetError::TooLarge(name.clone(), len));
            }
        }
        PieceSet::from_texts(
            names
                .iter()
                .zip(svgs)
                .map(|(n, s)| (n.as_path(), s.as_ref())),
        )
    }

    fn from_texts<'t>(
        texts: impl Iterator<Item = (&'t Path, &'t str)>,
    ) -> Result<PieceSet, PieceSetError> {
        let opt = options();
        let mut art = Vec::with_capacity(12);
        for (piece, (path, text)) in Piece::ALL.into_iter().zip(texts) {
            let tree = parse(path, text, &opt)?;
            let write = usvg::WriteOptions {
                id_prefix: Some(format!("{}-", piece.file_stem())),
                coordinates_precision: 3,
                transforms_precision: 4,
                indent: usvg::Indent::None,
                attributes_indent: usvg::Indent::None,
                ..usvg::WriteOptions::default()
            };
            let clean = tree.to_string(&write);
            art.push(OnceLock::from(Some(PieceArt {
                view: (tree.size().width(), tree.size().height()),
                body: inner(&clean).to_owned(),
                style: "",
                tree: Some(Arc::new(tree)),
                ready: None,
            })));
        }
        Ok(PieceSet {
            art,
            small: Vec::new(),
            builtin: false,
        })
    }

    /// Each piece of the set as an SVG `<symbol>` whose id is `prefix`
    /// and the piece's file stem (`wK` … `bP`), its view box the
    /// drawing's: what a page puts in a hidden `<svg>` to show the pieces
    /// a diagram shows, each by `<use href="#…">`.
    #[must_use]
    pub fn symbols(&self, prefix: &str) -> String {
        let mut out = String::new();
        for piece in Piece::ALL {
            if let Some(art) = self.art(piece) {
                art.write_symbol(&mut out, &format!("{prefix}{}", piece.file_stem()));
            }
        }
        out
    }

    /// The drawing of `piece`, if the set has it.
    #[must_use]
    pub(crate) fn art(&self, piece: Piece) -> Option<&PieceArt> {
        self.art
            .get(piece.index())?
            .get_or_init(|| self.builtin.then(|| PieceSet::own(piece, false)))
            .as_ref()
    }

    /// Our own `piece` ready drawn for squares of `square` pixels, as
    /// premultiplied RGBA rows, if it comes that way (see [`SPRITES`]).
    pub(crate) fn sprite(&self, piece: Piece, square: u32) -> Option<&'static [u8]> {
        if !self.builtin || square != SPRITE_SQUARE {
            return None;
        }
        let len = (SPRITE_SQUARE * SPRITE_SQUARE * 4) as usize;
        SPRITES.get(piece.index() * len..(piece.index() + 1) * len)
    }

    /// The drawing of `piece` for squares of `square` pixels: our own set
    /// has heavier drawings for squares under [`SMALL_SQUARE`].
    pub(crate) fn art_for(&self, piece: Piece, square: u32) -> Option<&PieceArt> {
        let small = self
            .small
            .get(piece.index())
            .filter(|_| square < SMALL_SQUARE)
            .and_then(|cell| {
                cell.get_or_init(|| Some(PieceSet::own(piece, true)))
                    .as_ref()
            });
        small.or_else(|| self.art(piece))
    }
}

/// The outline of a piece grown by `grow` (in the drawing's units): each
/// shape of the drawing as a path in the drawing's coordinates, with the
/// width of a stroke that, drawn over the filled shape, reaches `grow`
/// beyond its own outline. Filled and stroked, these paths give the white
/// rim that keeps hatching clear of a piece.
pub(crate) fn halo_paths(art: &PieceArt, grow: f32) -> Vec<(tiny_skia::Path, f32)> {
    let mut out = match (art.ready, art.tree()) {
        (Some(ready), _) => ready
            .shapes
            .iter()
            .filter_map(|s| Some((path_of(s.verbs, s.points)?, s.width)))
            .collect(),
        (None, Some(tree)) => drawn_shapes(tree),
        (None, None) => Vec::new(),
    };
    for (_, width) in &mut out {
        *width += 2.0 * grow;
    }
    out
}

/// Each visible shape of a parsed drawing as a path in the drawing's
/// coordinates, with the width of its stroke there (0 for none).
fn drawn_shapes(tree: &usvg::Tree) -> Vec<(tiny_skia::Path, f32)> {
    let mut out = Vec::new();
    each_path(tree.root(), &mut |p| {
        if !p.is_visible() {
            return;
        }
        let t: tiny_skia::Transform = p.abs_transform();
        // Widths scale with the transform; take its mean scale.
        let k = ((t.sx * t.sy - t.kx * t.ky).abs()).sqrt();
        let own = p.stroke().map_or(0.0, |s| s.width().get() * k);
        if let Some(path) = p.data().clone().transform(t) {
            out.push((path, own));
        }
    });
    out
}

/// Calls `f` on each path of `group` and of the groups in it, in the
/// order they are drawn.
fn each_path(group: &usvg::Group, f: &mut impl FnMut(&usvg::Path)) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => each_path(g, f),
            usvg::Node::Path(p) => f(p),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How finely strokes are turned into outlines: fine enough for squares
    /// of 16 × 100 units, far past the largest diagram drawn.
    const BAKE_RESOLUTION: f32 = 4.0;

    /// The layers of one drawing: each shape's fill, then its stroke as an
    /// outline, in drawing order, as the SVG renderer would paint them.
    fn bake(text: &str) -> Vec<([u8; 3], resvg::tiny_skia::Path)> {
        use resvg::tiny_skia;
        fn color(paint: &usvg::Paint, opacity: f32) -> [u8; 3] {
            let usvg::Paint::Color(c) = paint else {
                panic!("our pieces are painted in flat colours")
            };
            assert!(
                (opacity - 1.0).abs() < f32::EPSILON,
                "our pieces are opaque"
            );
            [c.red, c.green, c.blue]
        }
        fn walk(group: &usvg::Group, out: &mut Vec<([u8; 3], tiny_skia::Path)>) {
            assert!((group.opacity().get() - 1.0).abs() < f32::EPSILON);
            for node in group.children() {
                match node {
                    usvg::Node::Group(g) => walk(g, out),
                    usvg::Node::Path(p) => {
                        assert!(p.is_visible());
                        assert_eq!(p.paint_order(), usvg::PaintOrder::FillAndStroke);
                        let t = p.abs_transform();
                        if let Some(fill) = p.fill() {
                            assert_eq!(fill.rule(), usvg::FillRule::NonZero);
                            let path = p.data().clone().transform(t).expect("a path");
                            out.push((color(fill.paint(), fill.opacity().get()), path));
                        }
                        if let Some(stroke) = p.stroke() {
                            assert!(stroke.dasharray().is_none());
                            let outline = p
                                .data()
                                .stroke(&stroke.to_tiny_skia(), BAKE_RESOLUTION)
                                .expect("a stroke")
                                .transform(t)
                                .expect("a path");
                            out.push((color(stroke.paint(), stroke.opacity().get()), outline));
                        }
                    }
                    _ => panic!("our pieces are paths and groups"),
                }
            }
        }
        let tree = usvg::Tree::from_str(text, &options()).expect("our pieces are valid SVG");
        assert_eq!((tree.size().width(), tree.size().height()), baked::VIEW);
        let mut out = Vec::new();
        walk(tree.root(), &mut out);
        out
    }

    /// The shapes one path of our drawings holds touch nowhere, their
    /// outlines included (`together` in `generate.py`): drawn at once they
    /// look as they would drawn one by one.
    #[test]
    fn shapes_drawn_as_one_path_touch_nowhere() {
        use resvg::tiny_skia::{FillRule, Mask, PathBuilder, Transform};
        const SCALE: f32 = 8.0;
        let side = (100.0 * SCALE) as u32;
        fn subpaths(path: &tiny_skia::Path) -> Vec<tiny_skia::Path> {
            use tiny_skia::PathSegment as S;
            let mut out = Vec::new();
            let mut pb = PathBuilder::new();
            for segment in path.segments() {
                match segment {
                    S::MoveTo(p) => {
                        if let Some(done) = std::mem::take(&mut pb).finish() {
                            out.push(done);
                        }
                        pb.move_to(p.x, p.y);
                    }
                    S::LineTo(p) => pb.line_to(p.x, p.y),
                    S::QuadTo(a, p) => pb.quad_to(a.x, a.y, p.x, p.y),
                    S::CubicTo(a, b, p) => pb.cubic_to(a.x, a.y, b.x, b.y, p.x, p.y),
                    S::Close => pb.close(),
                }
            }
            out.extend(pb.finish());
            out
        }
        let mut merged = 0;
        for (name, text) in BUILTIN.iter().chain(&BUILTIN_SMALL).enumerate() {
            let tree = usvg::Tree::from_str(text, &options()).expect("valid SVG");
            let mut found = Vec::new();
            each_path(tree.root(), &mut |p| found.push(p.clone()));
            for path in &found {
                let parts = subpaths(path.data());
                if parts.len() < 2 {
                    continue;
                }
                merged += 1;
                let mut count = vec![0u8; (side * side) as usize];
                for part in &parts {
                    let mut mask = Mask::new(side, side).expect("a mask");
                    let t = Transform::from_scale(SCALE, SCALE);
                    if path.fill().is_some() {
                        mask.fill_path(part, FillRule::Winding, false, t);
                    }
                    if let Some(stroke) = path.stroke() {
                        let outline = part
                            .stroke(&stroke.to_tiny_skia(), SCALE)
                            .expect("a stroke");
                        mask.fill_path(&outline, FillRule::Winding, false, t);
                    }
                    for (n, m) in count.iter_mut().zip(mask.data()) {
                        *n += u8::from(*m > 0);
                    }
                }
                let touching = count.iter().filter(|n| **n > 1).count();
                assert_eq!(touching, 0, "drawing {name}: shapes of one path overlap");
            }
        }
        assert!(merged >= 12, "only {merged} paths hold several shapes");
    }

    /// The text of `pieces/baked.rs`.
    fn baked_source() -> String {
        use std::fmt::Write;
        let mut s = String::from(
            "//! Our own piece drawings (`assets/pieces/forsythe` and `forsythe-small`)\n\
             //! as outlines to fill, their strokes already turned into outlines, so\n\
             //! that drawing them needs neither an SVG parser nor a stroker; and\n\
             //! their shapes as drawn, with their strokes' widths, for the halo\n\
             //! that clears hatching round a piece.\n\
             //! Written by `FORSYTHE_BLESS=1 cargo test --lib baked_pieces`: do not edit.\n\n\
             use super::{DrawnShape, Layer};\n\n\
             /// The view box of every drawing.\n\
             pub(super) const VIEW: (f32, f32) = (100.0, 100.0);\n",
        );
        let sets = [("NORMAL", &BUILTIN), ("SMALL", &BUILTIN_SMALL)];
        for (name, set) in sets {
            let _ = write!(s, "\npub(super) static {name}: [&[Layer]; 12] = [\n");
            for (piece, text) in Piece::ALL.iter().zip(set) {
                let _ = writeln!(s, "    // {}", piece.file_stem());
                s.push_str("    &[\n");
                for (rgb, path) in bake(text) {
                    let (verbs, points) = written(&path);
                    let _ = writeln!(
                        s,
                        "        Layer {{ rgb: {rgb:?}, verbs: b\"{verbs}\", points: &[{points}] }},"
                    );
                }
                s.push_str("    ],\n");
            }
            s.push_str("];\n");
        }
        for (name, set) in sets {
            let _ = write!(
                s,
                "\npub(super) static {name}_SHAPES: [&[DrawnShape]; 12] = [\n"
            );
            for (piece, text) in Piece::ALL.iter().zip(set) {
                let _ = writeln!(s, "    // {}", piece.file_stem());
                s.push_str("    &[\n");
                let tree =
                    usvg::Tree::from_str(text, &options()).expect("our pieces are valid SVG");
                for (path, width) in drawn_shapes(&tree) {
                    let (verbs, points) = written(&path);
                    let _ = writeln!(
                        s,
                        "        DrawnShape {{ width: {width:?}, verbs: b\"{verbs}\", points: &[{points}] }},"
                    );
                }
                s.push_str("    ],\n");
            }
            s.push_str("];\n");
        }
        s
    }

    /// A path's verbs, and its points as Rust writes them (which read back
    /// as the same numbers).
    fn written(path: &resvg::tiny_skia::Path) -> (String, String) {
        use resvg::tiny_skia::PathSegment;
        let (mut verbs, mut points) = (String::new(), Vec::new());
        for seg in path.segments() {
            let (v, pts) = match seg {
                PathSegment::MoveTo(p) => ('M', vec![p]),
                PathSegment::LineTo(p) => ('L', vec![p]),
                PathSegment::QuadTo(a, p) => ('Q', vec![a, p]),
                PathSegment::CubicTo(a, b, p) => ('C', vec![a, b, p]),
                PathSegment::Close => ('Z', vec![]),
            };
            verbs.push(v);
            points.extend(pts.into_iter().flat_map(|p| [p.x, p.y]));
        }
        let points: Vec<String> = points.iter().map(|v| format!("{v:?}")).collect();
        (verbs, points.join(", "))
    }

    #[test]
    fn baked_pieces_are_current() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/render/pieces/baked.rs");
        let fresh = baked_source();
        if std::env::var_os("FORSYTHE_BLESS").is_some_and(|v| v != "0") {
            std::fs::write(&path, &fresh).expect("baked.rs written");
        }
        let kept = std::fs::read_to_string(&path).expect("baked.rs");
        assert!(
            kept == fresh,
            "src/render/pieces/baked.rs is not what assets/pieces gives; run with FORSYTHE_BLESS=1"
        );
    }

    #[test]
    fn baked_layers_make_paths() {
        for set in [&baked::NORMAL, &baked::SMALL] {
            for layers in set {
                assert!(!layers.is_empty());
                for layer in *layers {
                    assert!(layer.path().is_some());
                }
            }
        }
        for set in [&baked::NORMAL_SHAPES, &baked::SMALL_SHAPES] {
            for shapes in set {
                assert!(!shapes.is_empty());
                for shape in *shapes {
                    assert!(path_of(shape.verbs, shape.points).is_some());
                }
            }
        }
    }

    /// Our drawings are written as symbols with `overflow="visible"`:
    /// nothing of them, strokes included, may reach past their view box.
    /// (The drawings for small squares are only ever rasterized.)
    #[test]
    fn our_drawings_stay_inside_their_view_box() {
        let set = PieceSet::builtin();
        for (piece, text) in Piece::ALL.iter().zip(&BUILTIN) {
            let tree = usvg::Tree::from_str(text, &options()).expect("valid SVG");
            let b = tree.root().abs_stroke_bounding_box();
            let (w, h) = baked::VIEW;
            assert!(
                b.left() >= 0.0 && b.top() >= 0.0 && b.right() <= w && b.bottom() <= h,
                "{} reaches {b:?}",
                piece.file_stem()
            );
            let mut symbol = String::new();
            set.art(*piece)
                .expect("ours")
                .write_symbol(&mut symbol, "p");
            assert!(
                symbol.starts_with(r#"<symbol id="p" viewBox="0 0 100 100" overflow="visible" "#)
            );
        }
    }

    /// The halo of our own drawings is grown from their shapes as drawn,
    /// ready made: the same paths and widths as from the parsed drawing.
    #[test]
    fn halos_of_our_drawings_are_those_of_the_parsed_drawings() {
        for small in [false, true] {
            for piece in Piece::ALL {
                let art = PieceSet::own(piece, small);
                let text = if small { BUILTIN_SMALL } else { BUILTIN }[piece.index()];
                let tree = usvg::Tree::from_str(text, &options()).expect("valid SVG");
                let ready = halo_paths(&art, 1.5);
                let parsed = drawn_shapes(&tree);
                assert_eq!(ready.len(), parsed.len(), "{}", piece.file_stem());
                for ((a, wa), (b, wb)) in ready.iter().zip(&parsed) {
                    assert_eq!(a, b, "{}", piece.file_stem());
                    assert!((wa - (wb + 3.0)).abs() < 1e-6, "{}", piece.file_stem());
                }
            }
        }
    }

    #[test]
    fn builtin_set_parses_and_is_square() {
        let set = PieceSet::builtin();
        for p in Piece::ALL {
            for small in [false, true] {
                let art = PieceSet::own(p, small);
                let text = if small { BUILTIN_SMALL } else { BUILTIN }[p.index()];
                assert!(
                    usvg::Tree::from_str(text, &options()).is_ok(),
                    "{}",
                    p.file_stem()
                );
                assert_eq!(art.view, (100.0, 100.0));
            }
            let (a, b) = (
                set.art_for(p, SMALL_SQUARE - 1),
                set.art_for(p, SMALL_SQUARE),
            );
            assert!(!std::ptr::eq(a.unwrap(), b.unwrap()), "{}", p.file_stem());
            let a = set.art(p).expect("twelve drawings");
            assert_eq!(a.view, (100.0, 100.0), "{}", p.file_stem());
            assert!(
                a.body.starts_with('<') && !a.body.contains("<svg"),
                "{}",
                p.file_stem()
            );
            assert!(!a.body.contains("id="), "ids would clash in one document");
        }
    }

    #[test]
    fn inner_markup() {
        assert_eq!(inner(r#"<svg a="b"><g/></svg>"#), "<g/>");
        assert_eq!(inner("<g/>"), "<g/>");
    }

    #[test]
    fn a_drawing_in_one_group_lifts_its_attributes() {
        assert_eq!(
            lift_group(r##"<g fill="#fff" stroke="#000"><path d="M0,0H9"/></g>"##),
            (r##"fill="#fff" stroke="#000""##, r#"<path d="M0,0H9"/>"#)
        );
        for body in [
            r#"<path d="M0,0H9"/>"#,
            r#"<g fill="red"><path d="M0,0H9"/></g><path d="M1,1H9"/>"#,
            r#"<g fill="red"><g stroke="red"/></g>"#,
            r#"<g fill="red"/>"#,
        ] {
            assert_eq!(lift_group(body), ("", body));
        }
        let set = PieceSet::builtin();
        for piece in Piece::ALL {
            let art = set.art(piece).expect("our own drawing");
            assert!(art.style.starts_with("fill="), "{}", art.style);
            let mut symbol = String::new();
            art.write_symbol(&mut symbol, "p");
            assert!(
                symbol.starts_with(&format!(
                    r#"<symbol id="p" viewBox="0 0 100 100" overflow="visible" {}><path "#,
                    art.style
                )),
                "{symbol}"
            );
            assert!(symbol.ends_with("/></symbol>"), "{symbol}");
        }
    }

    #[test]
    fn user_sets_are_checked_file_by_file() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let e = PieceSet::from_dir(dir.path()).unwrap_err();
        assert_eq!(e, PieceSetError::Missing(dir.path().join("wK.svg")));
        for p in Piece::ALL {
            let text = BUILTIN[p.index()];
            std::fs::write(dir.path().join(format!("{}.svg", p.file_stem())), text)
                .expect("written");
        }
        let set = PieceSet::from_dir(dir.path()).expect("a copy of our set is a valid set");
        assert!(
            set.art(Piece::ALL[3])
                .expect("a bishop")
                .body
                .contains("<path")
        );
        std::fs::write(dir.path().join("bN.svg"), "not svg").expect("written");
        assert!(matches!(
            PieceSet::from_dir(dir.path()),
            Err(PieceSetError::Invalid(..))
        ));
        std::fs::write(
            dir.path().join("bN.svg"),
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>"#,
        )
        .expect("written");
        assert!(matches!(
            PieceSet::from_dir(dir.path()),
            Err(PieceSetError::Empty(_))
        ));
    }
}
