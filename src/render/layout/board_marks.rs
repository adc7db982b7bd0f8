//! What a problem board shows besides its pieces, placed: grid lines and
//! framed squares as bars of whole pixels, a cylinder's arrowheads outside
//! its joined edges, and the small marks of the pieces' attributes.

use crate::board::{Attribute, Attributes, Board, BoardMarks, GridLine, Square};
use crate::render::cell_text::SQUARE_TEXT_FILL_RGB;
use crate::render::layout::{Label, Layout};
use crate::render::marks::MarkShape;
use crate::render::style::Rgb;
use crate::render::text::{Face, Fonts};

impl Layout {
    /// The shapes of a problem board's marks, in `color` (the frame's): its
    /// grid lines (the lines of Grid chess, each centred on its square
    /// edges, in whole pixels), framed squares (a frame inside the square)
    /// and, outside each edge a cylinder joins, a small arrowhead pointing
    /// out at the edge's middle, where the board goes on round to the other
    /// side. Lines and squares off the board are left out.
    pub(crate) fn board_mark_shapes(&self, marks: &BoardMarks, color: Rgb) -> Vec<MarkShape> {
        let mut rects = self.grid_rects(marks);
        rects.extend(self.framed_rects(&marks.framed));
        let mut out = Vec::new();
        if !rects.is_empty() {
            out.push(MarkShape::Bars { rects, color });
        }
        out.extend(self.cylinder_arrows(marks, color));
        out
    }

    /// The lines of `marks` (and the usual grid of Grid chess, when it has
    /// it) as rectangles `(x, y, width, height)`: each centred on its square
    /// edges, each end reaching half a line further so that lines meet
    /// squarely, nothing past the squares.
    fn grid_rects(&self, marks: &BoardMarks) -> Vec<[u32; 4]> {
        let (files, ranks) = (self.files, self.ranks);
        let w = self.grid_width();
        let half = w / 2;
        let (bx, by) = (self.board_x, self.board_y);
        let (bw, bh) = (files as u32 * self.square, ranks as u32 * self.square);
        let mut lines: Vec<GridLine> = marks.grid_lines.clone();
        if marks.grid {
            lines.extend(grid_chess_lines(files, ranks));
        }
        let mut rects = Vec::new();
        for line in &lines {
            let (f, r) = (line.from.file(), line.from.rank());
            let len = usize::from(line.length);
            let (end_f, end_r) = if line.vertical {
                (f, r + len)
            } else {
                (f + len, r)
            };
            if f > files || r > ranks || len == 0 {
                continue;
            }
            let (a, b) = (self.corner(f, r), self.corner(end_f, end_r));
            let (x0, x1) = (a.0.min(b.0), a.0.max(b.0));
            let (y0, y1) = (a.1.min(b.1), a.1.max(b.1));
            let x0 = x0.saturating_sub(half).clamp(bx, bx + bw);
            let y0 = y0.saturating_sub(half).clamp(by, by + bh);
            let x1 = (x1 + w - half).clamp(bx, bx + bw);
            let y1 = (y1 + w - half).clamp(by, by + bh);
            if x1 > x0 && y1 > y0 {
                rects.push([x0, y0, x1 - x0, y1 - y0]);
            }
        }
        rects
    }

    /// A frame inside each of `framed` on the board, as four rectangles.
    fn framed_rects(&self, framed: &[Square]) -> Vec<[u32; 4]> {
        let (q, w) = (self.square, self.grid_width());
        let mut rects = Vec::new();
        for sq in framed {
            if sq.file() >= self.files || sq.rank() >= self.ranks {
                continue;
            }
            let (x, y) = self.square_at(*sq);
            let side = q.saturating_sub(2 * w);
            rects.extend([
                [x, y, q, w],
                [x, y + q - w, q, w],
                [x, y + w, w, side],
                [x + q - w, y + w, w, side],
            ]);
        }
        rects
    }

    /// A cylinder's arrowheads, at the middle of each joined edge (on a
    /// square edge, between the coordinates), a little off the frame; none
    /// where the layout made no room for them.
    fn cylinder_arrows(&self, marks: &BoardMarks, color: Rgb) -> Vec<MarkShape> {
        let q = self.square;
        let (bx, by) = (self.board_x, self.board_y);
        let (bw, bh) = (self.files as u32 * q, self.ranks as u32 * q);
        let qf = q as f32;
        let (depth, half_base, gap) = (qf * 0.16, qf * 0.13, qf * 0.05);
        let f = self.frame as f32;
        let mid = |n: usize, start: u32| {
            if n > 1 {
                (start + (n / 2) as u32 * q) as f32
            } else {
                start as f32 + qf / 2.0
            }
        };
        let mut out = Vec::new();
        let mut arrow = |tip: (f32, f32), base: (f32, f32), across: (f32, f32)| {
            out.push(MarkShape::Polygon {
                points: vec![
                    (base.0 + across.0 * half_base, base.1 + across.1 * half_base),
                    tip,
                    (base.0 - across.0 * half_base, base.1 - across.1 * half_base),
                ],
                color,
                alpha: 1.0,
            });
        };
        if marks.cylinder.vertical && self.edge_room.0 > 0 {
            let y = mid(self.ranks, by);
            let left = bx as f32 - f - gap;
            arrow((left - depth, y), (left, y), (0.0, 1.0));
            let right = (bx + bw) as f32 + f + gap;
            arrow((right + depth, y), (right, y), (0.0, 1.0));
        }
        if marks.cylinder.horizontal && self.edge_room.1 > 0 {
            let x = mid(self.files, bx);
            let top = by as f32 - f - gap;
            arrow((x, top - depth), (x, top), (1.0, 0.0));
            let bottom = (by + bh) as f32 + f + gap;
            arrow((x, bottom + depth), (x, bottom), (1.0, 0.0));
        }
        out
    }

    /// The marks of the pieces' attributes: on each square of the board
    /// with attributes, their marks side by side in the square's top-right
    /// corner, small, in the ink of a square's text with a white rim so
    /// that they read over any piece and square; `♚` in the regular face,
    /// letters in bold. None on squares under 16 pixels.
    pub(crate) fn attribute_labels(
        &self,
        attributes: &Attributes,
        board: &Board,
        fonts: &mut Fonts,
    ) -> Vec<Label> {
        let mut out = Vec::new();
        if self.square < 16 {
            return out;
        }
        for (square, list) in attributes {
            if square.file() >= board.width() || square.rank() >= board.height() {
                continue;
            }
            out.extend(self.square_marks(*square, list, fonts));
        }
        out
    }

    /// The marks of `attributes` in the top-right corner of `square`.
    fn square_marks(
        &self,
        square: Square,
        attributes: &[Attribute],
        fonts: &mut Fonts,
    ) -> Vec<Label> {
        let q = self.square as f32;
        let size = (q * 0.21).max(6.0);
        let pad = (q * 0.06).max(1.5);
        let gap = size * 0.12;
        // The king of `♚` is a smaller drawing than a letter: it is set
        // larger, in the regular face (the bold one has none).
        let marks: Vec<(&str, Face, f32)> = attributes
            .iter()
            .map(|a| match a {
                Attribute::Royal => (a.mark(), Face::Regular, size * 1.3),
                _ => (a.mark(), Face::Bold, size),
            })
            .collect();
        if marks.is_empty() {
            return Vec::new();
        }
        let widths: Vec<f32> = marks
            .iter()
            .map(|(t, face, size)| fonts.width(*face, t) / fonts.units_per_em(*face) * size)
            .collect();
        let total = widths.iter().sum::<f32>() + gap * (marks.len() - 1) as f32;
        let cap = fonts.cap_height(Face::Bold) / fonts.units_per_em(Face::Bold) * size;
        let (x, y) = self.square_at(square);
        let mut left = x as f32 + q - pad - total;
        let mut out = Vec::with_capacity(marks.len());
        for ((text, face, size), w) in marks.iter().zip(&widths) {
            out.push(Label {
                text: (*text).to_owned(),
                x: left,
                baseline: y as f32 + pad + cap,
                size: *size,
                face: *face,
                color: SQUARE_TEXT_FILL_RGB,
                halo: Some(Rgb::WHITE),
            });
            left += w + gap;
        }
        out
    }
}

/// Grid chess's usual grid on a board `files`×`ranks`: a line after every
/// second file and every second rank, the whole board long.
fn grid_chess_lines(files: usize, ranks: usize) -> Vec<GridLine> {
    let mut lines = Vec::new();
    for f in (2..files).step_by(2) {
        lines.extend(Square::new(f, 0).map(|from| GridLine {
            vertical: true,
            from,
            length: u8::try_from(ranks).unwrap_or(u8::MAX),
        }));
    }
    for r in (2..ranks).step_by(2) {
        lines.extend(Square::new(0, r).map(|from| GridLine {
            vertical: false,
            from,
            length: u8::try_from(files).unwrap_or(u8::MAX),
        }));
    }
    lines
}
