//! Fairy pieces as drawn: a turned piece is the upright piece turned, pixel
//! for pixel within anti-aliasing, and a neutral piece is the white piece's
//! left half beside the black piece's right half. Each case is a one-square
//! board drawn with no frame and no coordinates at a size whose air is even,
//! so the image turns about its own middle.

use forsythe::render::{Coordinates, Diagram, FrameWeight, Renderer, Style};
use forsythe::{Board, Cell, Fairy, Shape, Side, SquareText, Turn};
use resvg::{tiny_skia, usvg};

const SIZE: u32 = 120;

/// The pixels (RGBA) of a one-square board holding `fairy`,
/// in PNG's fast path (`small`: squares under 28 px) or the large one.
fn draw(fairy: Fairy, small: bool) -> (u32, Vec<[u8; 4]>) {
    draw_cell(Cell::fairy(fairy), small)
}

/// The pixels of a one-square board holding `cell`.
fn draw_cell(cell: Cell, small: bool) -> (u32, Vec<[u8; 4]>) {
    let mut board = Board::empty(1, 1).expect("a board");
    board.set("a1".parse().expect("a1"), cell);
    let style = Style {
        size: if small { 24 } else { SIZE },
        coordinates: Coordinates::None,
        frame: FrameWeight::None,
        ..Style::default()
    };
    let pix = Renderer::new()
        .image(&Diagram::new(&board), &style)
        .expect("drawn");
    assert_eq!(pix.width(), pix.height(), "a square image");
    let px = pix
        .rgba()
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2], p[3]])
        .collect();
    (pix.width(), px)
}

/// `img` (side `n`) turned clockwise by `quarters` quarter turns.
fn turned(n: u32, img: &[[u8; 4]], quarters: u8) -> Vec<[u8; 4]> {
    let mut out = vec![[0; 4]; img.len()];
    for y in 0..n {
        for x in 0..n {
            // Where the pixel (x, y) goes after one clockwise quarter: (n-1-y, x).
            let (mut tx, mut ty) = (x, y);
            for _ in 0..quarters {
                (tx, ty) = (n - 1 - ty, tx);
            }
            out[(ty * n + tx) as usize] = img[(y * n + x) as usize];
        }
    }
    out
}

/// The piece in `img` (side `n`): the smallest box holding every pixel of
/// the square that is not the square's own colour, as (width, height,
/// pixels).
fn ink(n: u32, img: &[[u8; 4]]) -> (u32, u32, Vec<[u8; 4]>) {
    // The square fills the middle of the image; its colour is at its corner.
    let margin = n / 12;
    let ground = img[(margin * n + margin) as usize];
    let (mut x0, mut y0, mut x1, mut y1) = (n, n, 0, 0);
    for y in margin..n - margin {
        for x in margin..n - margin {
            let p = img[(y * n + x) as usize];
            if p.iter()
                .zip(ground.iter())
                .any(|(a, b)| a.abs_diff(*b) > 24)
            {
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
    }
    assert!(x0 <= x1, "no piece drawn");
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    let px = (y0..=y1)
        .flat_map(|y| (x0..=x1).map(move |x| img[(y * n + x) as usize]))
        .collect();
    (w, h, px)
}

/// The share of pixels that differ by more than `tolerance` in a channel.
fn differing(a: &[[u8; 4]], b: &[[u8; 4]], tolerance: u8) -> f64 {
    let n = a
        .iter()
        .zip(b)
        .filter(|(p, q)| {
            p.iter()
                .zip(q.iter())
                .any(|(x, y)| x.abs_diff(*y) > tolerance)
        })
        .count();
    n as f64 / a.len() as f64
}

#[test]
fn a_turned_piece_is_the_upright_piece_turned() {
    for small in [false, true] {
        for shape in [
            Shape::King,
            Shape::Queen,
            Shape::Rook,
            Shape::Bishop,
            Shape::Knight,
            Shape::Pawn,
        ] {
            for side in [Side::White, Side::Black] {
                let (n, upright) = draw(Fairy::new(side, shape), small);
                for (turn, quarters) in [(Turn::Right, 1), (Turn::Down, 2), (Turn::Left, 3)] {
                    let (m, drawn) = draw(Fairy::new(side, shape).turned(turn), small);
                    assert_eq!(n, m);
                    // A turned piece is centred in its square as the upright
                    // one is: compare the pieces themselves, each cut to
                    // the box of what differs from the square.
                    let (w1, h1, want) = ink(n, &turned(n, &upright, quarters));
                    let (w2, h2, got) = ink(n, &drawn);
                    assert!(
                        w1.abs_diff(w2) <= 1 && h1.abs_diff(h2) <= 1,
                        "{side:?} {shape:?} turned {turn:?}: {w1}×{h1} against {w2}×{h2}"
                    );
                    let (w, h) = (w1.min(w2), h1.min(h2));
                    let cut = |img: &[[u8; 4]], iw: u32| -> Vec<[u8; 4]> {
                        (0..h)
                            .flat_map(|y| (0..w).map(move |x| img[(y * iw + x) as usize]))
                            .collect()
                    };
                    let share = differing(&cut(&want, w1), &cut(&got, w2), 24);
                    assert!(
                        share < 0.01,
                        "{side:?} {shape:?} turned {turn:?} (small: {small}): {:.1} % of the pixels differ",
                        share * 100.0
                    );
                }
            }
        }
    }
}

#[test]
fn a_neutral_piece_is_half_white_half_black() {
    for shape in [Shape::King, Shape::Queen, Shape::Rook, Shape::Knight] {
        let (n, white) = draw(Fairy::new(Side::White, shape), false);
        let (_, black) = draw(Fairy::new(Side::Black, shape), false);
        let (_, neutral) = draw(Fairy::new(Side::Neutral, shape), false);
        let half = |img: &[[u8; 4]], left: bool| -> Vec<[u8; 4]> {
            // Two columns either side of the middle are left out: the seam.
            let (from, to) = if left { (0, n / 2 - 2) } else { (n / 2 + 2, n) };
            (0..n)
                .flat_map(|y| (from..to).map(move |x| (y * n + x) as usize))
                .map(|i| img[i])
                .collect()
        };
        let left = differing(&half(&white, true), &half(&neutral, true), 24);
        let right = differing(&half(&black, false), &half(&neutral, false), 24);
        assert!(
            left < 0.02,
            "{shape:?}: the left half is White's ({:.1} % differ)",
            left * 100.0
        );
        assert!(
            right < 0.02,
            "{shape:?}: the right half is Black's ({:.1} % differ)",
            right * 100.0
        );
        // And it is neither piece whole.
        assert!(differing(&white, &neutral, 24) > 0.01 && differing(&black, &neutral, 24) > 0.01);
    }
}

/// The SVG of a one-square board holding `fairy`, drawn by resvg as a
/// browser draws it, at the PNG's size.
fn draw_svg(fairy: Fairy) -> Vec<[u8; 4]> {
    draw_svg_cell(Cell::fairy(fairy))
}

/// The SVG of a one-square board holding `cell`, drawn by resvg.
fn draw_svg_cell(cell: Cell) -> Vec<[u8; 4]> {
    let mut board = Board::empty(1, 1).expect("a board");
    board.set("a1".parse().expect("a1"), cell);
    let style = Style {
        size: SIZE,
        coordinates: Coordinates::None,
        frame: FrameWeight::None,
        ..Style::default()
    };
    let svg = Renderer::new()
        .svg(&Diagram::new(&board), &style)
        .expect("drawn");
    // A clip on a `use` with `x` and `y` is moved by them in browsers: the
    // clip is on a group.
    let clipped_use = svg
        .split("<use")
        .skip(1)
        .any(|u| u.split('>').next().is_some_and(|e| e.contains("clip-path")));
    assert!(!clipped_use, "{svg}");
    let tree = usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("our SVG reads");
    let mut pix = tiny_skia::Pixmap::new(SIZE, SIZE).expect("a pixmap");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pix.as_mut());
    pix.pixels()
        .iter()
        .map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

#[test]
fn svg_draws_neutral_and_diagonal_pieces_as_png_does() {
    for (side, turn) in [
        (Side::Neutral, Turn::Up),
        (Side::Neutral, Turn::Down),
        (Side::White, Turn::UpRight),
        (Side::Neutral, Turn::DownRight),
    ] {
        let fairy = Fairy {
            turn,
            ..Fairy::new(side, Shape::Knight)
        };
        let (n, png) = draw(fairy, false);
        assert_eq!(n, SIZE);
        let svg = draw_svg(fairy);
        let apart = differing(&png, &svg, 48);
        assert!(
            apart < 0.03,
            "{side:?} {turn:?}: {:.1} % of the pixels differ",
            apart * 100.0
        );
    }
}

/// The box (left, top, right, bottom) of the pixels darker than `level`.
fn ink_box(n: u32, img: &[[u8; 4]], level: u8) -> Option<(u32, u32, u32, u32)> {
    let mut b: Option<(u32, u32, u32, u32)> = None;
    for (i, p) in img.iter().enumerate() {
        if p[0].max(p[1]).max(p[2]) < level {
            let (x, y) = (i as u32 % n, i as u32 / n);
            b = Some(match b {
                None => (x, y, x, y),
                Some((l, t, r, bo)) => (l.min(x), t.min(y), r.max(x), bo.max(y)),
            });
        }
    }
    b
}

#[test]
fn a_square_text_is_centred_bold_ink_in_png_and_svg() {
    let text = |t: &str| Cell::Text(t.parse::<SquareText>().expect("a text"));
    let mut widths = Vec::new();
    for t in ["A", "12", "WW"] {
        let (n, png) = draw_cell(text(t), false);
        let (l, top, r, bottom) = ink_box(n, &png, 0x40).expect("ink drawn");
        // Centred: the same air left and right, above and below, within a pixel
        // or two (the glyphs' own side bearings).
        assert!(
            (l as i32 - (n - 1 - r) as i32).abs() <= 3,
            "{t}: {l}..{r} of {n}"
        );
        assert!(
            (top as i32 - (n - 1 - bottom) as i32).abs() <= 3,
            "{t}: {top}..{bottom}"
        );
        // One capital as tall as a bit over half the square, two narrowed
        // to fit; never wider than the square.
        let height = bottom - top + 1;
        let tall = if t.len() == 1 { 48..=60 } else { 24..=60 };
        assert!(tall.contains(&height), "{t}: {height} px tall");
        assert!(r - l < n * 88 / 100, "{t}: {} px wide", r - l);
        widths.push(r - l);
        // SVG draws it as PNG does.
        let svg = draw_svg_cell(text(t));
        let apart = differing(&png, &svg, 48);
        assert!(apart < 0.02, "{t}: {:.1} % differ", apart * 100.0);
        // The small fast path draws it too.
        let (m, small) = draw_cell(text(t), true);
        assert!(ink_box(m, &small, 0x60).is_some(), "{t} at {m} px");
    }
    assert!(
        widths[0] < widths[1] && widths[1] <= widths[2],
        "{widths:?}"
    );
}

/// A user's piece set is turned and halved as ours is: each of its twelve
/// drawings here is a band across the top of the square, green for White and
/// red for Black, so where the band lands and which colour each half has
/// says what was drawn.
#[test]
fn a_users_piece_set_is_turned_and_halved() {
    use forsythe::render::PieceSet;
    let band = |fill: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="10" y="10" width="80" height="30" fill="{fill}"/></svg>"##
        )
    };
    let (white, black) = (band("#00ff00"), band("#ff0000"));
    let svgs: [String; 12] =
        std::array::from_fn(|i| if i < 6 { white.clone() } else { black.clone() });
    let set = PieceSet::from_svgs(&svgs).expect("a piece set");
    let style = Style {
        size: SIZE,
        coordinates: Coordinates::None,
        frame: FrameWeight::None,
        ..Style::default()
    };
    let draw = |fairy: Fairy| {
        let mut board = Board::empty(1, 1).expect("a board");
        board.set("a1".parse().expect("a1"), Cell::fairy(fairy));
        Renderer::with_pieces(set.clone())
            .image(&Diagram::new(&board), &style)
            .expect("drawn")
    };
    let green = |p: [u8; 4]| p[1] > 200 && p[0] < 60;
    let red = |p: [u8; 4]| p[0] > 200 && p[1] < 60;
    let n = SIZE;
    let at = |img: &forsythe::render::Image, fx: f32, fy: f32| {
        img.pixel((fx * n as f32) as u32, (fy * n as f32) as u32)
            .expect("inside")
    };
    // Upright: the band at the top.
    let up = draw(Fairy::new(Side::White, Shape::Queen));
    assert!(green(at(&up, 0.5, 0.3)) && !green(at(&up, 0.5, 0.7)));
    // Upside down: at the bottom; turned right: at the right.
    let down = draw(Fairy::new(Side::White, Shape::Queen).turned(Turn::Down));
    assert!(green(at(&down, 0.5, 0.7)) && !green(at(&down, 0.5, 0.3)));
    let right = draw(Fairy::new(Side::Black, Shape::Rook).turned(Turn::Right));
    assert!(red(at(&right, 0.7, 0.5)) && !red(at(&right, 0.3, 0.5)));
    // Neutral: White's drawing on the left, Black's on the right.
    let neutral = draw(Fairy::new(Side::Neutral, Shape::King));
    assert!(
        green(at(&neutral, 0.3, 0.3)),
        "{:?}",
        at(&neutral, 0.3, 0.3)
    );
    assert!(red(at(&neutral, 0.7, 0.3)), "{:?}", at(&neutral, 0.7, 0.3));
    // Neutral and upside down: the band at the bottom, White's half still
    // on the left as the reader sees it.
    let both = draw(Fairy::new(Side::Neutral, Shape::King).turned(Turn::Down));
    assert!(!green(at(&both, 0.3, 0.3)) && !red(at(&both, 0.7, 0.3)));
    assert!(green(at(&both, 0.3, 0.7)) || red(at(&both, 0.3, 0.7)));
}
