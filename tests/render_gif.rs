//! Animated GIF, decoded back: the frame count, size and delays, and the
//! first and last frames' pixels against the PNG path's for the same
//! positions.

mod images;

use images::{gif_frames, png_pixels};
use std::time::Duration;

use forsythe::render::{Animation, DEFAULT_DELAY, Diagram, RenderError, Renderer, Style, Theme};
use forsythe::{Board, Cell, Square};

/// The first plies of Kasparov–Topalov, Wijk aan Zee 1999: the move, a rook's
/// move that goes with it (castling), and the square of a king it checks.
const GAME: [(&str, &str, &str); 80] = [
    ("e2e4", "", ""),
    ("d7d6", "", ""),
    ("d2d4", "", ""),
    ("g8f6", "", ""),
    ("b1c3", "", ""),
    ("g7g6", "", ""),
    ("c1e3", "", ""),
    ("f8g7", "", ""),
    ("d1d2", "", ""),
    ("c7c6", "", ""),
    ("f2f3", "", ""),
    ("b7b5", "", ""),
    ("g1e2", "", ""),
    ("b8d7", "", ""),
    ("e3h6", "", ""),
    ("g7h6", "", ""),
    ("d2h6", "", ""),
    ("c8b7", "", ""),
    ("a2a3", "", ""),
    ("e7e5", "", ""),
    ("e1c1", "a1d1", ""),
    ("d8e7", "", ""),
    ("c1b1", "", ""),
    ("a7a6", "", ""),
    ("e2c1", "", ""),
    ("e8c8", "a8d8", ""),
    ("c1b3", "", ""),
    ("e5d4", "", ""),
    ("d1d4", "", ""),
    ("c6c5", "", ""),
    ("d4d1", "", ""),
    ("d7b6", "", ""),
    ("g2g3", "", ""),
    ("c8b8", "", ""),
    ("b3a5", "", ""),
    ("b7a8", "", ""),
    ("f1h3", "", ""),
    ("d6d5", "", ""),
    ("h6f4", "", "b8"),
    ("b8a7", "", ""),
    ("h1e1", "", ""),
    ("d5d4", "", ""),
    ("c3d5", "", ""),
    ("b6d5", "", ""),
    ("e4d5", "", ""),
    ("e7d6", "", ""),
    ("d1d4", "", ""),
    ("c5d4", "", ""),
    ("e1e7", "", "a7"),
    ("a7b6", "", ""),
    ("f4d4", "", "b6"),
    ("b6a5", "", ""),
    ("b2b4", "", "a5"),
    ("a5a4", "", ""),
    ("d4c3", "", ""),
    ("d6d5", "", ""),
    ("e7a7", "", ""),
    ("a8b7", "", ""),
    ("a7b7", "", ""),
    ("d5c4", "", ""),
    ("c3f6", "", ""),
    ("a4a3", "", ""),
    ("f6a6", "", "a3"),
    ("a3b4", "", ""),
    ("c2c3", "", "b4"),
    ("b4c3", "", ""),
    ("a6a1", "", "c3"),
    ("c3d2", "", ""),
    ("a1b2", "", "d2"),
    ("d2d1", "", ""),
    ("h3f1", "", ""),
    ("d8d2", "", ""),
    ("b7d7", "", ""),
    ("d2d7", "", ""),
    ("f1c4", "", ""),
    ("b5c4", "", ""),
    ("b2h8", "", ""),
    ("d7d3", "", ""),
    ("h8a8", "", ""),
    ("c4c3", "", ""),
];

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// A board, the move that led to it, and the square of a king in check.
type Position = (Board, Option<(Square, Square)>, Option<Square>);

/// Each position of the game's first `plies` plies, with its last move and
/// check: the starting position first.
fn positions(plies: usize) -> Vec<Position> {
    let mut board = Board::standard();
    let mut out = vec![(board.clone(), None, None)];
    for &(uci, rook, check) in &GAME[..plies] {
        for m in [uci, rook].iter().filter(|m| !m.is_empty()) {
            let (from, to) = (sq(&m[..2]), sq(&m[2..]));
            let piece = board.get(from).expect("on the board");
            board.set(to, piece);
            board.set(from, Cell::Empty);
        }
        let last = Some((sq(&uci[..2]), sq(&uci[2..])));
        let check = (!check.is_empty()).then(|| sq(check));
        out.push((board.clone(), last, check));
    }
    out
}

/// How far `a` is from `b`: the share of pixels that differ by more than 8
/// in a channel, and the largest difference.
fn difference(a: &[u8], b: &[u8]) -> (f64, u8) {
    assert_eq!(a.len(), b.len());
    let mut far = 0usize;
    let mut most = 0u8;
    for (p, q) in a.chunks_exact(4).zip(b.chunks_exact(4)) {
        let d = p
            .iter()
            .zip(q)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        most = most.max(d);
        if d > 8 {
            far += 1;
        }
    }
    (far as f64 / (a.len() / 4) as f64, most)
}

#[test]
fn a_game_as_an_animation() {
    let positions = positions(24);
    let style = Style {
        size: 240,
        colors: Theme::Green.colors(),
        ..Style::default()
    };
    let mut renderer = Renderer::new();
    let mut animation = Animation::new();
    let last = positions.len() - 1;
    for (i, (board, last_move, check)) in positions.iter().enumerate() {
        let diagram = Diagram {
            last_move: *last_move,
            check: *check,
            ..Diagram::new(board)
        };
        let delay = if i == last {
            DEFAULT_DELAY * 3
        } else {
            DEFAULT_DELAY
        };
        animation
            .add(&mut renderer, &diagram, &style, delay)
            .expect("a frame");
    }
    assert_eq!(animation.len(), 25);
    let bytes = animation.finish().expect("a GIF");
    let (w, h, frames) = gif_frames(&bytes);
    assert_eq!((w, h), (240, 240));
    assert_eq!(frames.len(), 25);
    let delays: Vec<u16> = frames.iter().map(|f| f.0).collect();
    assert_eq!(delays[..24], [80; 24]);
    assert_eq!(delays[24], 240);
    for i in [0, last] {
        let (board, last_move, check) = &positions[i];
        let diagram = Diagram {
            last_move: *last_move,
            check: *check,
            ..Diagram::new(board)
        };
        let (pw, ph, png) = png_pixels(&renderer.png(&diagram, &style).expect("a PNG"));
        assert_eq!((pw, ph), (240, 240));
        let (far, most) = difference(&frames[i].1, &png);
        // Both are quantised to a palette, from different images: the flat
        // colours are the same, an anti-aliased edge may take another shade.
        assert!(
            far < 0.01,
            "frame {i}: {:.2}% of pixels differ, at most by {most}",
            far * 100.0
        );
    }
    // Later frames store only what changed: the file is much smaller than
    // its frames would be alone.
    let first_alone = {
        let mut one = Animation::new();
        let (board, ..) = &positions[0];
        one.add(&mut renderer, &Diagram::new(board), &style, DEFAULT_DELAY)
            .expect("a frame");
        one.finish().expect("a GIF").len()
    };
    assert!(
        bytes.len() < first_alone * 5,
        "{} bytes for 25 frames, {first_alone} for one",
        bytes.len()
    );
    // The same bytes every time, from a fresh renderer too.
    let mut again = Animation::new();
    let mut fresh = Renderer::new();
    for (i, (board, last_move, check)) in positions.iter().enumerate() {
        let diagram = Diagram {
            last_move: *last_move,
            check: *check,
            ..Diagram::new(board)
        };
        let delay = if i == last {
            DEFAULT_DELAY * 3
        } else {
            DEFAULT_DELAY
        };
        again
            .add(&mut fresh, &diagram, &style, delay)
            .expect("a frame");
    }
    assert!(again.finish().expect("a GIF") == bytes);
}

#[test]
fn frames_must_be_as_large_as_the_first() {
    let board = Board::standard();
    let mut renderer = Renderer::new();
    let mut animation = Animation::new();
    let style = Style {
        size: 120,
        ..Style::default()
    };
    animation
        .add(
            &mut renderer,
            &Diagram::new(&board),
            &style,
            Duration::from_millis(100),
        )
        .expect("a frame");
    let larger = Style {
        size: 121,
        ..Style::default()
    };
    let e = animation
        .add(
            &mut renderer,
            &Diagram::new(&board),
            &larger,
            Duration::from_millis(100),
        )
        .expect_err("another size");
    assert_eq!(
        e,
        RenderError::FrameSize {
            expected: (120, 120),
            found: (121, 121)
        }
    );
    assert_eq!(animation.len(), 1);
    assert!(animation.finish().expect("a GIF").starts_with(b"GIF89a"));
}
