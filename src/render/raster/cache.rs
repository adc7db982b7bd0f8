//! The rasters a renderer keeps between diagrams: each piece per square
//! size, and the empty board per size and style, each cache bounded by
//! bytes ([`PIECE_CACHE_BYTES`], [`BACKGROUND_CACHE_BYTES`]) and forgetting
//! what was used least recently.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use resvg::tiny_skia::Pixmap;

use crate::board::{Cell, Piece};
use crate::render::RenderError;
use crate::render::cache::Lru;
use crate::render::diagram::Diagram;
use crate::render::layout::Layout;
use crate::render::pieces::PieceSet;
use crate::render::raster::background::draw_background;
use crate::render::raster::pieces::piece_pixmap;
use crate::render::style::{Colors, FrameWeight, Style};
use crate::render::text::Fonts;

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
    colors: Colors,
    /// The frame's kind: a double frame and a single one may be as wide.
    frame: FrameWeight,
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
            label.face.hash(state);
            (
                label.x.to_bits(),
                label.baseline.to_bits(),
                label.size.to_bits(),
            )
                .hash(state);
        }
        self.colors.hash(state);
        self.frame.hash(state);
        self.transparent.hash(state);
    }
}

/// The bytes a pixmap keeps.
pub(super) fn pixmap_bytes(pix: &Pixmap) -> usize {
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
    pub(super) fn piece(&mut self, pieces: &PieceSet, piece: Piece, q: u32) -> Option<Arc<Pixmap>> {
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

    /// The empty board of `diagram` (squares, frame, coordinates and
    /// lines of text): from the cache when it holds it, else drawn now, and
    /// kept when it is asked for a second time. A board with holes is
    /// always drawn afresh.
    ///
    /// # Errors
    /// When the image cannot be made at all.
    pub(super) fn background(
        &mut self,
        diagram: &Diagram<'_>,
        style: &Style,
        layout: &Layout,
        fonts: &mut Fonts,
    ) -> Result<Pixmap, RenderError> {
        let fresh = |fonts: &mut Fonts| -> Result<Pixmap, RenderError> {
            let mut pix =
                Pixmap::new(layout.width, layout.height).ok_or(RenderError::Size(layout.width))?;
            draw_background(&mut pix, diagram, style, layout, fonts);
            Ok(pix)
        };
        if diagram.board.cells().any(|c| c.1 == Cell::Hole) {
            return fresh(fonts);
        }
        let key = BackgroundKey {
            layout: Layout {
                marker: None,
                ..layout.clone()
            },
            colors: style.colors,
            frame: style.frame,
            transparent: style.transparent,
        };
        if let Some(pix) = self.backgrounds.get(&key) {
            return Ok(pix.clone());
        }
        let pix = fresh(fonts)?;
        let bytes = pixmap_bytes(&pix);
        if self.seen.get(&key).is_some() {
            if bytes <= BACKGROUND_CACHE_BYTES {
                let _ = self.backgrounds.insert(key, pix.clone(), bytes);
            }
        } else {
            let _ = self.seen.insert(key, (), SEEN_ENTRY_BYTES);
        }
        Ok(pix)
    }
}
