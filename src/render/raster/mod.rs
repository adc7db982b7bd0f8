//! Board → pixels → PNG. Piece art is rasterized once per square size and
//! copied; the empty board (squares, frame, coordinates) is drawn once per
//! size and style and reused ([`cache`]). Each job has a file of its own:
//! the caches, the pieces, the empty board, text, marks, the ways pixels
//! are laid, the palette and the PNG encoder; this one lays a diagram's
//! layers over one another.

mod background;
mod cache;
mod paint;
mod palette;
mod pieces;
#[cfg(feature = "raster")]
mod png;
mod shapes;
mod text;

use resvg::tiny_skia::Pixmap;

use crate::board::Cell;
use crate::render::RenderError;
use crate::render::diagram::Diagram;
use crate::render::layout::Layout;
use crate::render::pieces::PieceSet;
use crate::render::style::Style;
use crate::render::text::Fonts;

pub(crate) use cache::{BACKGROUND_CACHE_BYTES, Cache, PIECE_CACHE_BYTES, SEEN_BYTES};
pub(crate) use palette::{choose_palette, histogram, nearest};
#[cfg(feature = "raster")]
pub(crate) use png::{PngTexts, encode_png};

/// Draws the diagram into a new pixmap: the empty board, the hatching
/// cleared round the pieces, the marks under the pieces, the pieces and
/// what stands on squares in their place, the coordinates inside the
/// squares, the marks over the pieces, the side-to-move marker.
///
/// # Errors
/// When the image cannot be made at all.
pub(crate) fn draw(
    diagram: &Diagram<'_>,
    style: &Style,
    layout: &Layout,
    pieces: &PieceSet,
    fonts: &mut Fonts,
    cache: &mut Cache,
) -> Result<Pixmap, RenderError> {
    let mut pix = cache.background(diagram, style, layout, fonts)?;
    if let Some(hatch) = &layout.hatch {
        background::clear_under_pieces(&mut pix, diagram, style, layout, pieces, hatch);
    }
    let (under, over) = layout.shapes(diagram, style);
    for shape in &under {
        shapes::draw_shape(&mut pix, shape);
    }
    draw_cells(&mut pix, diagram, layout, pieces, fonts, cache);
    text::draw_labels(&mut pix, &layout.corner_labels, fonts);
    for shape in &over {
        shapes::draw_shape(&mut pix, shape);
    }
    if let Some(m) = &layout.marker {
        shapes::draw_marker(&mut pix, m, layout.square);
    }
    Ok(pix)
}

/// Draws what stands on each square: a piece, a problem piece, a text or
/// the `?` of an unknown square; then the legend's pictures, each drawn as
/// a square of its size holding it.
fn draw_cells(
    pix: &mut Pixmap,
    diagram: &Diagram<'_>,
    layout: &Layout,
    pieces: &PieceSet,
    fonts: &mut Fonts,
    cache: &mut Cache,
) {
    let q = layout.square;
    let ink = text::CellInk::new(q, fonts);
    for (square, cell) in diagram.board.cells() {
        let (x, y) = layout.square_at(square);
        match cell {
            Cell::Text(t) => ink.text(pix, t, (x, y, q), fonts),
            Cell::Unknown(_) => ink.unknown(pix, (x, y), fonts),
            _ => draw_piece(pix, cell, (x, y, q), pieces, cache),
        }
    }
    for p in &layout.pictures {
        draw_piece(pix, p.cell, (p.x, p.y, p.size), pieces, cache);
    }
}

/// Draws the piece or problem piece `cell` on the square whose top-left
/// corner is `x`, `y`, `q` pixels wide; nothing for any other cell.
fn draw_piece(
    pix: &mut Pixmap,
    cell: Cell,
    (x, y, q): (u32, u32, u32),
    pieces: &PieceSet,
    cache: &mut Cache,
) {
    match cell {
        Cell::Piece(p) => {
            if let Some(img) = cache.piece(pieces, p, q) {
                paint::draw_over(pix, &img, x, y);
            }
        }
        Cell::Fairy(f) => {
            let raster = |p| cache.piece(pieces, p, q);
            if let Some(img) = pieces::fairy_pixmap(pieces, f, q, raster) {
                paint::draw_over(pix, &img, x, y);
            }
        }
        _ => {}
    }
}

/// An opaque image one pixel high of `colors`, for the tests.
#[cfg(test)]
pub(crate) fn test_pixmap(colors: &[[u8; 3]]) -> Pixmap {
    let mut pix = Pixmap::new(colors.len() as u32, 1).expect("a pixmap");
    for (px, c) in pix.data_mut().chunks_exact_mut(4).zip(colors) {
        px.copy_from_slice(&[c[0], c[1], c[2], 255]);
    }
    pix
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Square};
    use crate::render::style::Rgb;
    use crate::render::{DarkSquares, Renderer, Theme};

    fn rgb(pix: &Pixmap, x: u32, y: u32) -> Rgb {
        let p = pix.pixel(x, y).expect("inside").demultiply();
        Rgb(p.red(), p.green(), p.blue())
    }

    /// A legend's pictures are the board's own pieces: each legend picture's
    /// pixels are those of the same piece on a light square of a board
    /// drawn with squares of the picture's size, where the light squares
    /// are the paper's white. A turned piece and a neutral one (half and
    /// half) are probed, each against itself and against the other.
    #[test]
    fn a_legend_picture_is_the_boards_piece() {
        use crate::board::{Cell, Fairy, Side, Walk};
        use crate::render::{Coordinates, Legend, LinePlace, PictureLegend, TextLine};
        let walk = |name| Walk::from_name(name).expect("a walk");
        let white = Fairy::of_walk(Side::White, walk("grasshopper"));
        let neutral = Fairy::of_walk(Side::Neutral, walk("zebra"));
        let (b1, d1) = (
            Square::new(1, 0).expect("b1"),
            Square::new(3, 0).expect("d1"),
        );
        let mut board = Board::empty(8, 8).expect("a board");
        board.set(b1, Cell::Fairy(white));
        board.set(d1, Cell::Fairy(neutral));
        let mut style = Style {
            size: 400,
            coordinates: Coordinates::None,
            legend: Legend::Pictures,
            ..Style::default()
        };
        style.colors.light = style.colors.background;
        let line = TextLine::new(LinePlace::Legend, "Grasshopper b1 \u{b7} Zebra d1")
            .with_pictures(PictureLegend {
                text: "= Grasshopper \u{b7} = Zebra".into(),
                pictures: vec![Some(Cell::Fairy(white)), Some(Cell::Fairy(neutral))],
            });
        let diagram = Diagram {
            lines: vec![line],
            ..Diagram::new(&board)
        };
        let mut renderer = Renderer::new();
        let pix = renderer.pixmap(&diagram, &style).expect("drawn");
        let layout = Layout::of(&diagram, &style, &mut Fonts::new()).expect("laid out");
        assert_eq!(layout.pictures.len(), 2);
        let side = layout.pictures[0].size;
        assert!(side > 10 && side < layout.square, "{side}");
        // The same board with squares as large as the pictures.
        let plain = Diagram::new(&board);
        let small = Style {
            size: Layout::width_for_square(8, side, &style, false, false),
            ..style.clone()
        };
        let board_pix = renderer.pixmap(&plain, &small).expect("drawn");
        let board_layout = Layout::of(&plain, &small, &mut Fonts::new()).expect("laid out");
        assert_eq!(board_layout.square, side);
        let block = |pix: &Pixmap, (x0, y0): (u32, u32)| -> Vec<Rgb> {
            (0..side)
                .flat_map(|dy| (0..side).map(move |dx| (x0 + dx, y0 + dy)))
                .map(|(x, y)| rgb(pix, x, y))
                .collect()
        };
        let on_board = [b1, d1].map(|sq| block(&board_pix, board_layout.square_at(sq)));
        for (n, picture) in layout.pictures.iter().enumerate() {
            assert_eq!(picture.size, side);
            let drawn = block(&pix, (picture.x, picture.y));
            let ink = drawn.iter().filter(|&&c| c != Rgb::WHITE).count();
            assert!(
                ink > (side * side / 8) as usize,
                "picture {n}: {ink} pixels of ink"
            );
            assert!(drawn == on_board[n], "picture {n} differs from its piece");
            assert!(drawn != on_board[1 - n], "picture {n} is the other piece");
        }
    }

    #[test]
    fn hatched_squares_are_whole_pixels_of_ink_and_paper() {
        let board = Board::standard();
        let style = Style {
            size: 800,
            ..Style::with_theme(Theme::Hatched)
        };
        let pix = Renderer::new()
            .pixmap(&Diagram::new(&board), &style)
            .expect("drawn");
        let mut layout_fonts = Fonts::new();
        let layout =
            Layout::of(&Diagram::new(&board), &style, &mut layout_fonts).expect("laid out");
        let hatch = layout.hatch.expect("hatched");
        // c3 is dark and empty: every pixel is ink exactly where a line is.
        let (x0, y0) = layout.square_at(Square::new(2, 2).expect("c3"));
        let mut ink = 0;
        for y in y0..y0 + layout.square {
            for x in x0..x0 + layout.square {
                let line = hatch.covers(x - layout.board_x, y - layout.board_y);
                let want = if line { Rgb::BLACK } else { Rgb::WHITE };
                assert_eq!(rgb(&pix, x, y), want, "{x}, {y}");
                ink += u32::from(line);
            }
        }
        let share = ink as f32 / (layout.square * layout.square) as f32;
        assert!((0.2..0.3).contains(&share), "{share}");
    }

    #[test]
    fn hatching_stops_short_of_the_pieces() {
        let board = Board::standard();
        let hatched = Style {
            size: 800,
            coordinates: crate::render::Coordinates::None,
            ..Style::with_theme(Theme::Hatched)
        };
        // The same board with plain white squares: the pieces alone.
        let plain = Style {
            colors: crate::render::Colors {
                dark: Rgb::WHITE,
                dark_squares: DarkSquares::Filled,
                ..hatched.colors
            },
            ..hatched.clone()
        };
        let diagram = Diagram::new(&board);
        let a = Renderer::new().pixmap(&diagram, &hatched).expect("drawn");
        let b = Renderer::new().pixmap(&diagram, &plain).expect("drawn");
        let mut fonts = Fonts::new();
        let l = Layout::of(&diagram, &hatched, &mut fonts).expect("laid out");
        let side = 8 * l.square;
        let inside = |x: u32, y: u32| {
            (l.board_x..l.board_x + side).contains(&x) && (l.board_y..l.board_y + side).contains(&y)
        };
        let pixels = || {
            (0..a.width())
                .flat_map(|x| (0..a.height()).map(move |y| (x, y)))
                .filter(|&(x, y)| inside(x, y))
        };
        let piece = |x: u32, y: u32| inside(x, y) && rgb(&b, x, y) != Rgb::WHITE;
        let lines: Vec<(u32, u32)> = pixels()
            .filter(|&(x, y)| rgb(&a, x, y) != rgb(&b, x, y))
            .collect();
        assert!(lines.len() > 10_000, "{}", lines.len());
        // No pixel of a line touches a pixel of a piece (the rim is 3.3
        // pixels at this size; without it, lines run into the outlines).
        for &(x, y) in &lines {
            for (px, py) in (x - 1..=x + 1).flat_map(|px| (y - 1..=y + 1).map(move |py| (px, py))) {
                assert!(!piece(px, py), "line at {x}, {y}; piece at {px}, {py}");
            }
        }
    }

    #[test]
    fn every_frame_coordinates_and_hatching_at_every_size() {
        use crate::render::{Coordinates, FrameWeight};
        let boards = [
            "K",
            "--rnbk--/-pppppp-/8/8/-PPPPPP-/--RNBK--",
            "rnbqkbnrrr/pppppppppp/55/55/55/55/55/55/PPPPPPPPPP/RNBQKBNRRR",
            "k?/-K",
        ];
        let mut renderer = Renderer::new();
        for board in boards {
            let board: Board = board.parse().expect("a board");
            let diagram = Diagram::new(&board);
            for size in (16..=420).step_by(29) {
                for (i, frame) in FrameWeight::ALL.into_iter().enumerate() {
                    let style = Style {
                        size,
                        frame,
                        coordinates: Coordinates::ALL[i % Coordinates::ALL.len()],
                        flip: size % 2 == 0,
                        transparent: i == 1,
                        ..Style::with_theme(Theme::Hatched)
                    };
                    let drawn = match renderer.pixmap(&diagram, &style) {
                        Ok(pix) => pix.width() == size,
                        // Only a board too wide for a tiny image may fail.
                        Err(e) => {
                            assert!(size < 64, "{size}: {e}");
                            false
                        }
                    };
                    assert_eq!(renderer.svg(&diagram, &style).is_ok(), drawn, "{size}");
                }
            }
        }
    }
}
