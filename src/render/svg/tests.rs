//! The SVG writer's tests: numbers, hatching, frames, problem boards, and
//! the escaping of text.

use super::*;
use resvg::usvg;

#[test]
fn numbers_are_short() {
    assert_eq!(num(1.0).to_string(), "1");
    assert_eq!(num(1.25).to_string(), "1.25");
    assert_eq!(num(1.256).to_string(), "1.26");
    assert_eq!(num(-0.001).to_string(), "0");
    assert_eq!(num(-2.5).to_string(), "-2.5");
    assert_eq!(num(0.125).to_string(), "0.12");
    assert_eq!(num(0.375).to_string(), "0.38");
    assert_eq!(num(f32::NAN).to_string(), "NaN");
    assert_eq!(num4(0.0146484375), "0.01465");
}

/// Exactly what `format!("{:.2}")` with the zeros trimmed writes, for
/// every kind of value: halves, ties, large, negative, random bits.
#[test]
fn numbers_are_written_as_the_formatter_rounds_them() {
    fn trimmed(x: f32) -> String {
        let s = format!("{x:.2}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        if s == "-0" {
            "0".to_owned()
        } else {
            s.to_owned()
        }
    }
    let mut values: Vec<f32> = (-4000..4000).map(|i| i as f32 / 800.0).collect();
    values.extend([1e9, -1e9, 3.4e38, 1e-30, 2047.995, 0.005, 0.015, 0.025]);
    let mut bits = 0x2545_f491_u32;
    for _ in 0..200_000 {
        bits ^= bits << 13;
        bits ^= bits >> 17;
        bits ^= bits << 5;
        let x = f32::from_bits(bits);
        if x.is_finite() && x.abs() < 1e7 {
            values.push(x);
        }
    }
    for x in values {
        assert_eq!(num(x).to_string(), trimmed(x), "{x:e}");
    }
}

fn draw(board: &str, style: &crate::render::Style) -> String {
    let board: crate::Board = board.parse().expect("a board");
    crate::render::Renderer::new()
        .svg(&Diagram::new(&board), style)
        .expect("drawn")
}

#[test]
fn hatched_squares_are_lines_cleared_around_pieces() {
    use crate::render::{Style, Theme};
    let svg = draw("4k3/8/8/8/8/8/8/4K3", &Style::with_theme(Theme::Hatched));
    // At 400 pixels a line every 4 pixels, one wide, from the board's
    // corner (inside the coordinates and the frame): each one stroke
    // across the board, clipped to the dark squares.
    let clip = r##"<clipPath id="hatch"><path d="M31 323h45v45h-45z"##;
    assert!(svg.contains(clip), "{svg}");
    let lines = svg
        .split(r##"<path clip-path="url(#hatch)" fill="none" stroke="#000000" stroke-width="0.71" d=""##)
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the lines");
    assert!(
        lines.starts_with("M27 12L35 4M27 16L39 4M27 20L43 4"),
        "{lines}"
    );
    assert_eq!(lines.matches('M').count(), 181);
    // e1 is dark, e8 light: only the white king gets a rim, once.
    assert!(
        svg.contains(
            r##"<symbol id="wK-halo" viewBox="0 0 100 100"><g id="wK-rim" fill="#ffffff""##
        )
    );
    assert!(svg.contains(r##"<use xlink:href="#wK-rim" y="3.5"/></symbol>"##));
    assert!(!svg.contains("bK-halo"));
    assert_eq!(svg.matches(r##"<use xlink:href="#wK-halo""##).count(), 1);
    // The rim goes under the piece.
    let rim = svg.find(r##"<use xlink:href="#wK-halo""##).expect("a rim");
    let king = svg.find(r##"<use xlink:href="#wK" "##).expect("a king");
    assert!(rim < king);
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    // Without hatching: none of it.
    let plain = draw("4k3/8/8/8/8/8/8/4K3", &Style::with_theme(Theme::Print));
    assert!(!plain.contains("clip-path") && !plain.contains("halo"));
}

#[test]
fn frames_and_inside_coordinates() {
    use crate::render::{Coordinates, FrameWeight, Style, Theme};
    let frame = |frame| {
        draw(
            "8/8/8/8/8/8/8/8",
            &Style {
                frame,
                ..Style::default()
            },
        )
    };
    assert!(!frame(FrameWeight::None).contains("evenodd"));
    // Two pixels round 45-pixel squares, or four.
    let thin = frame(FrameWeight::Thin);
    assert!(thin.contains(r#"fill-rule="evenodd" d="M29 6h364v364h-364zM31 8v360h360v-360z""#));
    let thick = frame(FrameWeight::Thick);
    assert!(thick.contains(r#"fill-rule="evenodd" d="M27 4h368v368h-368zM31 8v360h360v-360z""#));
    let inside = draw(
        "R7/8/8/8/8/8/8/8",
        &Style {
            coordinates: Coordinates::Inside,
            ..Style::with_theme(Theme::Green)
        },
    );
    // Bold digits and letters, each with a rim of its square's colour,
    // drawn after the pieces.
    assert!(inside.contains(r#"<path id="u14" "#) && inside.contains(r#"<path id="u44" "#));
    assert!(!inside.contains(r#"<path id="t14" "#));
    let rims = |c: &str| {
        inside
            .matches(&format!(r#"fill="none" stroke="{c}""#))
            .count()
    };
    assert_eq!((rims("#769758"), rims("#eceed2")), (8, 8));
    let rook = inside.find(r##"<use xlink:href="#wR""##).expect("a rook");
    let eight = inside.find(r##"<use xlink:href="#u1b""##).expect("an 8");
    assert!(rook < eight);
    usvg::Tree::from_str(&inside, &usvg::Options::default()).expect("valid SVG");
}

fn draw_marked(
    board: &str,
    marks: &crate::board::BoardMarks,
    style: &crate::render::Style,
) -> String {
    let board: crate::Board = board.parse().expect("a board");
    let diagram = Diagram {
        board_marks: Some(marks),
        ..Diagram::new(&board)
    };
    crate::render::Renderer::new()
        .svg(&diagram, style)
        .expect("drawn")
}

#[test]
fn grid_lines_and_framed_squares_are_bars_of_the_frames_colour() {
    use crate::board::{BoardMarks, GridLine};
    use crate::render::Style;
    let sq = |s: &str| crate::Square::parse(s).expect("a square");
    // At 400 pixels the squares are 45 wide from (31, 8); a line is 3
    // pixels, centred on its edge and reaching half a line past its ends,
    // within the board.
    let grid = BoardMarks {
        grid: true,
        ..BoardMarks::default()
    };
    let svg = draw_marked("8/8/8/8/8/8/8/K7", &grid, &Style::default());
    let bars = concat!(
        r##"<path fill="#4a3322" d="M120 8h3v360h-3zM210 8h3v360h-3zM300 8h3v360h-3z"##,
        r##"M31 277h360v3h-360zM31 187h360v3h-360zM31 97h360v3h-360z"/>"##
    );
    assert!(svg.contains(bars), "{svg}");
    // Under the pieces.
    let king = svg.find(r##"<use xlink:href="#wK""##).expect("a king");
    assert!(svg.find(bars).is_some_and(|b| b < king));
    // A line of Popeye's (from the lower-left corner of c6, one square
    // up), a line along the board's edge and a framed square; a line and
    // a square off the board are left out.
    let marks = BoardMarks {
        grid_lines: vec![
            GridLine {
                vertical: true,
                from: sq("c6"),
                length: 1,
            },
            GridLine {
                vertical: false,
                from: sq("e1"),
                length: 4,
            },
            GridLine {
                vertical: true,
                from: sq("k1"),
                length: 2,
            },
        ],
        framed: vec![sq("d4"), sq("j9")],
        ..BoardMarks::default()
    };
    let svg = draw_marked("8/8/8/8/8/8/8/8", &marks, &Style::default());
    assert!(
        svg.contains(concat!(
            r##"<path fill="#4a3322" d="M120 97h3v48h-3zM210 367h181v1h-181z"##,
            r##"M166 188h45v3h-45zM166 230h45v3h-45zM166 191h3v39h-3zM208 191h3v39h-3z"/>"##
        )),
        "{svg}"
    );
    usvg::Tree::from_str(&svg, &usvg::Options::default()).expect("valid SVG");
    // Flipped, the same lines stand where the squares went.
    let flipped = draw_marked(
        "8/8/8/8/8/8/8/8",
        &marks,
        &Style {
            flip: true,
            ..Style::default()
        },
    );
    assert!(
        flipped.contains(r##"<path fill="#4a3322" d="M300 232h3v48h-3z"##),
        "{flipped}"
    );
}

#[test]
fn a_cylinder_gets_room_and_arrowheads_outside_its_joined_edges() {
    use crate::board::{BoardMarks, Cylinder};
    use crate::render::Style;
    let plain = draw_marked("8/8/8/8/8/8/8/8", &BoardMarks::default(), &Style::default());
    assert!(plain.contains(r#"viewBox="0 0 400 400""#));
    let ring = BoardMarks {
        cylinder: Cylinder {
            vertical: true,
            horizontal: true,
        },
        ..BoardMarks::default()
    };
    let svg = draw_marked("8/8/8/8/8/8/8/8", &ring, &Style::default());
    // Squares of 43 pixels (not 45) leave room for the marks on every
    // side, and the board is a square image still.
    assert!(svg.contains(r#"viewBox="0 0 400 400""#), "{svg}");
    assert!(svg.contains(r#"<rect x="39" y="17" width="344" height="344""#));
    let arrows: Vec<&str> = svg
        .split("<path d=\"")
        .skip(1)
        .filter_map(|p| p.split('"').next())
        .collect();
    assert_eq!(
        arrows,
        [
            "M34.85 194.59L27.97 189L34.85 183.41Z",
            "M387.15 194.59L394.03 189L387.15 183.41Z",
            "M216.59 12.85L211 5.97L205.41 12.85Z",
            "M216.59 365.15L211 372.03L205.41 365.15Z",
        ],
        "{svg}"
    );
}

#[test]
fn text_is_escaped() {
    assert_eq!(escape("a<b>&\"c\u{1}"), "a&lt;b&gt;&amp;&quot;c");
}
