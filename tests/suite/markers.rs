//! Markers by colour, as drawn: a white marker is hollow (paper inside its
//! ink line), a black one filled, a neutral one white on the left and black
//! on the right, for every marker shape (and the equihopper), in PNG, in SVG
//! (drawn by resvg as a browser draws it) and from the LaTeX `diagram`
//! package's `wC`, `sC` and `nC`. Each check is an exact pixel probe at a
//! point well inside the shape's body, left and right of its middle.

use std::path::Path;

use resvg::{tiny_skia, usvg};

use crate::common;

/// Where the board of a picture starts (the air round it, on every side)
/// and the side of its squares: the first pixel of the middle row that is
/// not the background's, and the rest of the width shared by `files`.
fn board_box(rgba: &[u8], width: u32, height: u32, files: u32) -> (u32, f32) {
    let y = height / 2;
    let ground = grey(rgba, width, 0, y);
    let air = (0..width)
        .find(|&x| grey(rgba, width, x, y) != ground)
        .expect("a board");
    (air, (width - 2 * air) as f32 / files as f32)
}

/// A point in a square, in fractions of its side from its top-left corner.
type Point = (f32, f32);

/// Each shape's YACPDB letter (upper case white) and two points inside its
/// body, left and right of its middle.
const SHAPES: [(&str, char, Point, Point); 5] = [
    ("circle", 'O', (0.34, 0.5), (0.66, 0.5)),
    ("cross", 'X', (0.3, 0.3), (0.7, 0.3)),
    ("square", 'Q', (0.34, 0.5), (0.66, 0.5)),
    ("triangle", 'T', (0.4, 0.64), (0.6, 0.64)),
    ("equihopper", 'E', (0.38, 0.25), (0.62, 0.25)),
];

/// The sides, top rank first: White, Black, neutral.
const SIDES: [&str; 3] = ["white", "black", "neutral"];

/// Three ranks of the five shapes: white, black, neutral, in YACPDB codes.
fn record() -> String {
    let rank = |side: &str| -> String {
        SHAPES
            .iter()
            .map(|(_, letter, _, _)| match side {
                "white" => format!("(-{letter})"),
                "black" => format!("(-{})", letter.to_ascii_lowercase()),
                _ => format!("(!-{letter})"),
            })
            .collect()
    };
    SIDES.map(rank).join("/")
}

/// The grey of a pixel (0 black … 255 white).
fn grey(rgba: &[u8], width: u32, x: u32, y: u32) -> u8 {
    let i = ((y * width + x) * 4) as usize;
    let sum = u32::from(rgba[i]) + u32::from(rgba[i + 1]) + u32::from(rgba[i + 2]);
    u8::try_from(sum / 3).unwrap_or(255)
}

/// Checks every shape of every side in a picture of [`record`] drawn with
/// no frame and no coordinates.
fn assert_by_colour(what: &str, rgba: &[u8], width: u32, height: u32) {
    let (air, q) = board_box(rgba, width, height, 5);
    for (rank, side) in SIDES.iter().enumerate() {
        for (file, (shape, _, left, right)) in SHAPES.iter().enumerate() {
            let at = |(fx, fy): (f32, f32)| {
                let x = air + ((file as f32 + fx) * q) as u32;
                let y = air + ((rank as f32 + fy) * q) as u32;
                grey(rgba, width, x, y)
            };
            let (l, r) = (at(*left), at(*right));
            let (want_l, want_r) = match *side {
                "white" => (true, true),
                "black" => (false, false),
                _ => (true, false),
            };
            let paper = |g: u8| g >= 250;
            let ink = |g: u8| g <= 5;
            let ok = |g: u8, white: bool| if white { paper(g) } else { ink(g) };
            assert!(
                ok(l, want_l) && ok(r, want_r),
                "{what}: a {side} {shape} reads {l} on the left and {r} on the right"
            );
        }
    }
}

/// Draws `args` into a file of the temporary folder and returns its bytes.
fn draw(dir: &Path, args: &[&str], stdin: &str) -> Vec<u8> {
    let o = common::run(args, dir, stdin.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    assert_eq!(common::stderr(&o), "");
    let out = args
        .iter()
        .skip_while(|a| **a != "-o")
        .nth(1)
        .expect("an output");
    std::fs::read(dir.join(out)).expect("the picture")
}

/// The keys that draw [`record`] with no frame and no coordinates.
const PLAIN: [&str; 8] = [
    "--dialect",
    "yacpdb",
    "--coordinates",
    "none",
    "--frame",
    "none",
    "--size",
    "500",
];

#[test]
fn png_markers_are_hollow_filled_or_half_by_colour() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let record = record();
    let mut args = vec!["render"];
    args.extend(PLAIN);
    args.extend(["-o", "m.png", "--", &record]);
    let png = common::image::decode(&draw(dir.path(), &args, ""));
    assert_eq!(png.width, 500);
    assert_by_colour("PNG", &png.rgba, png.width, png.height);
}

/// An SVG drawn by resvg into RGBA pixels.
fn rasterize(svg: &[u8]) -> (u32, u32, Vec<u8>) {
    let tree = usvg::Tree::from_data(svg, &usvg::Options::default()).expect("our SVG reads");
    let size = tree.size().to_int_size();
    let mut pix = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a pixmap");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pix.as_mut());
    let rgba = pix
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    (size.width(), size.height(), rgba)
}

#[test]
fn svg_markers_are_hollow_filled_or_half_by_colour() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let record = record();
    let mut args = vec!["render"];
    args.extend(PLAIN);
    args.extend(["-o", "m.svg", "--", &record]);
    let svg = draw(dir.path(), &args, "");
    let text = String::from_utf8_lossy(&svg);
    // A black marker's body is ink, a white one's paper: never left unfilled.
    assert!(!text.contains(r##"fill="none" stroke="#000""##), "{text}");
    let (width, height, rgba) = rasterize(&svg);
    assert_eq!(width, 500);
    assert_by_colour("SVG", &rgba, width, height);
}

#[test]
fn the_diagram_packages_white_black_and_neutral_circles_differ() {
    // wC, sC, nC on the first rank's first three squares.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let tex = "\\begin{diagram}\n\\pieces{wCa1, sCb1, nCc1}\n\\end{diagram}\n";
    std::fs::write(dir.path().join("circles.tex"), tex).expect("written");
    let png = draw(
        dir.path(),
        &[
            "render",
            "circles.tex",
            "--coordinates",
            "none",
            "--frame",
            "none",
            "--size",
            "800",
            "-o",
            "c.png",
        ],
        "",
    );
    let png = common::image::decode(&png);
    assert_eq!(png.width, 800);
    let (air, q) = board_box(&png.rgba, png.width, png.height, 8);
    let probe = |file: u32, fx: f32| {
        let x = air + ((file as f32 + fx) * q) as u32;
        grey(&png.rgba, png.width, x, air + (7.5 * q) as u32)
    };
    let sides = [(0, 255, 255), (1, 0, 0), (2, 255, 0)];
    for (file, left, right) in sides {
        let (l, r) = (probe(file, 0.34), probe(file, 0.66));
        assert!(
            l.abs_diff(left) <= 5 && r.abs_diff(right) <= 5,
            "{}: {l} left, {r} right",
            ["wC", "sC", "nC"][file as usize]
        );
    }
}
