//! Animated GIF, decoded back: the frame count, size and delays, and the
//! first and last frames' pixels against the PNG path's for the same
//! positions.

use crate::game;
use crate::images;

use game::positions;
use images::{gif_frames, png_pixels};
use std::time::Duration;

use forsythe::Board;
use forsythe::render::{Animation, DEFAULT_DELAY, Diagram, RenderError, Renderer, Style, Theme};

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
