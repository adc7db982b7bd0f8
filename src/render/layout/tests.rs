//! The layout's tests: where the squares, the coordinates and the lines
//! of text go, at every size.

use super::coordinates::contrast;
use super::lines::LEGEND_LINES;
use super::*;
use crate::board::Board;
use crate::render::{Coordinates, FrameWeight, LinePlace, LineSize, MAX_CAPTION, TextLine};

const A1: Square = match Square::new(0, 0) {
    Some(s) => s,
    None => panic!(),
};

/// The layout of an empty board `files`×`ranks` with `side` to move,
/// `caption` and `lines`, in `style`.
fn lay(
    (files, ranks): (usize, usize),
    side: Option<Color>,
    caption: Option<&str>,
    lines: Vec<TextLine<'_>>,
    style: &Style,
) -> Result<Layout, RenderError> {
    let board = Board::empty(files, ranks).expect("a board size");
    let diagram = Diagram {
        side_to_move: side,
        caption,
        lines,
        ..Diagram::new(&board)
    };
    Layout::of(&diagram, style, &mut Fonts::new())
}

/// `text` at `place`, in the size problem lines at the lower corners have.
fn corner(place: LinePlace, text: &str) -> TextLine<'_> {
    TextLine::new(place, text).size(LineSize::Large)
}

fn with_caption(text: &str) -> Result<Layout, RenderError> {
    lay((8, 8), None, Some(text), vec![], &Style::default())
}

#[test]
fn problems_have_author_and_source_above_stipulation_and_count_below() {
    let style = Style::default();
    let lines = vec![
        TextLine::new(LinePlace::Above, "Sam Loyd")
            .size(LineSize::Large)
            .bold(),
        TextLine::new(LinePlace::Above, "Chess Monthly 1857"),
        corner(LinePlace::LowerLeft, "#3"),
        corner(LinePlace::LowerRight, "(5+3)"),
    ];
    let l = lay((8, 8), None, None, lines, &style).unwrap();
    let find = |t: &str| l.labels.iter().find(|x| x.text == t).unwrap().clone();
    let (author, source, stip, count) = (
        find("Sam Loyd"),
        find("Chess Monthly 1857"),
        find("#3"),
        find("(5+3)"),
    );
    assert_eq!(author.face, Face::Bold);
    assert!(author.baseline < source.baseline && source.baseline < l.board_y as f32);
    let bottom = (l.board_y + 8 * l.square) as f32;
    assert!(stip.baseline > bottom && count.baseline == stip.baseline);
    assert!(stip.x < (l.board_x as f32) && count.x > (l.board_x + 6 * l.square) as f32);
    assert!(l.height > l.width);
    // A blank line is no line: it takes no room.
    let blank = vec![corner(LinePlace::LowerLeft, "  ")];
    assert_eq!(
        lay((8, 8), None, None, blank, &style).unwrap(),
        plain_without_marker(&style)
    );
}

#[test]
fn the_legend_goes_under_the_problem_lines_and_above_the_caption() {
    let style = Style::default();
    let problem = vec![
        corner(LinePlace::LowerLeft, "#2"),
        corner(LinePlace::LowerRight, "(2+1)"),
    ];
    let mut lines = problem.clone();
    lines.push(TextLine::new(LinePlace::Legend, "Grasshopper d4"));
    let l = lay((8, 8), None, Some("Caption"), lines, &style).unwrap();
    let find = |t: &str| l.labels.iter().find(|x| x.text == t).unwrap().clone();
    let (stip, legend, caption) = (find("#2"), find("Grasshopper d4"), find("Caption"));
    assert!(stip.baseline < legend.baseline && legend.baseline < caption.baseline);
    assert!(legend.size < caption.size);
    // The legend takes a line of its own.
    let shorter = lay((8, 8), None, Some("Caption"), problem, &style).unwrap();
    assert_eq!(
        l.height - shorter.height,
        (l.square as f32 * 0.55).round() as u32
    );
}

#[test]
fn a_long_legend_is_broken_between_its_entries_not_shrunk() {
    let style = Style {
        size: 360,
        ..Style::default()
    };
    let entries = [
        "Nightrider c7",
        "Grasshopper d4",
        "\u{265a} Royal a1, b2, d4",
        "\u{bd} Half-neutral e7, f7",
        "C Chameleon b2",
        "K Kamikaze a1, b2, c7, e7, f7",
    ];
    let long = entries.join(" \u{b7} ");
    let with = |legend: &str| {
        let lines = vec![
            corner(LinePlace::LowerLeft, "h#2"),
            TextLine::new(LinePlace::Legend, legend.to_owned()),
        ];
        lay((8, 8), None, None, lines, &style).unwrap()
    };
    let l = with(&long);
    let one = with("Grasshopper d4");
    let size = one
        .labels
        .iter()
        .find(|x| x.text == "Grasshopper d4")
        .unwrap()
        .size;
    let lines: Vec<&Label> = l
        .labels
        .iter()
        .filter(|x| entries.iter().any(|e| x.text.starts_with(e)))
        .collect();
    // Every entry, in order, each once, on lines of the short one's size.
    let joined: Vec<&str> = lines.iter().map(|x| x.text.as_str()).collect();
    assert_eq!(joined.join(" \u{b7} "), long);
    assert!((2..=LEGEND_LINES).contains(&lines.len()), "{joined:?}");
    let mut fonts = Fonts::new();
    let em = fonts.units_per_em(Face::Regular);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line.size, size);
        let w = fonts.width(Face::Regular, &line.text) / em * line.size;
        assert!(line.x >= 0.0 && line.x + w <= 360.0, "{}", line.text);
        if i > 0 {
            let step = line.baseline - lines[i - 1].baseline;
            assert_eq!(step, (l.square as f32 * 0.4).round());
        }
    }
    // The image grows by the added lines.
    assert_eq!(
        l.height - one.height,
        (lines.len() as u32 - 1) * (l.square as f32 * 0.4).round() as u32
    );
}

#[test]
fn a_legend_past_its_last_line_keeps_every_entry_on_that_line() {
    let many: Vec<String> = (1..=200)
        .map(|i| format!("Piece{i} a{}", i % 8 + 1))
        .collect();
    let long = many.join(" \u{b7} ");
    let lines = vec![TextLine::new(LinePlace::Legend, long.as_str())];
    let l = lay((8, 8), None, None, lines, &Style::default()).unwrap();
    let lines: Vec<&str> = l
        .labels
        .iter()
        .filter(|x| x.text.starts_with("Piece"))
        .map(|x| x.text.as_str())
        .collect();
    assert_eq!(lines.len(), LEGEND_LINES);
    assert_eq!(lines.join(" \u{b7} "), long);
    // Longer than any caption may be: the legend is drawn all the same.
    assert!(long.chars().count() > MAX_CAPTION);
}

fn layout(files: usize, ranks: usize, style: &Style) -> Layout {
    lay((files, ranks), Some(Color::White), None, vec![], style).expect("fits")
}

#[test]
fn the_default_diagram_is_square_and_fits_the_width() {
    let l = layout(8, 8, &Style::default());
    assert_eq!((l.width, l.height), (400, 400));
    assert_eq!(l.square, 45);
    assert_eq!(l.frame, 2);
    assert_eq!(l.labels.len(), 16);
    assert!(l.board_x + 8 * l.square + l.frame <= l.width);
    assert_eq!(l.marker, None);
}

#[test]
fn flipping_turns_the_board() {
    let style = Style {
        flip: true,
        ..Style::default()
    };
    let l = layout(8, 8, &style);
    // a1 is top-right when flipped.
    assert_eq!(l.square_at(A1), (l.board_x + 7 * l.square, l.board_y));
    let plain = layout(8, 8, &Style::default());
    assert_eq!(
        plain.square_at(A1),
        (plain.board_x, plain.board_y + 7 * plain.square)
    );
    assert!(Layout::is_dark(A1) && !Layout::is_dark(Square::new(1, 0).unwrap()));
}

#[test]
fn marker_beside_the_side_to_move() {
    let style = Style {
        side_to_move: true,
        ..Style::default()
    };
    let l = layout(8, 8, &style);
    let m = l.marker.expect("a marker");
    assert!(m.cx > (l.board_x + 8 * l.square) as f32);
    assert!(m.cy > (l.board_y + 7 * l.square) as f32);
    let flipped = layout(
        8,
        8,
        &Style {
            flip: true,
            ..style.clone()
        },
    );
    assert!(flipped.marker.unwrap().cy < (flipped.board_y + flipped.square) as f32);
    assert!(l.board_x + 8 * l.square + l.frame < l.width);
}

#[test]
fn captions_go_under_the_board_and_shrink_to_fit() {
    let style = Style::default();
    let plain = layout(8, 8, &style);
    let with = with_caption("White to move").unwrap();
    let caption = with.labels.last().unwrap();
    assert_eq!(caption.text, "White to move");
    let below = (with.board_y + 8 * with.square + with.frame) as f32;
    assert!(caption.baseline > below + 10.0 && caption.baseline < with.height as f32);
    assert!(with.height > plain.height);
    let long = "x".repeat(200);
    let with = with_caption(&long).unwrap();
    let caption = with.labels.last().unwrap();
    assert!(caption.x >= 0.0 && caption.size < 6.0);
    assert_eq!(
        with_caption(&"x".repeat(501)),
        Err(RenderError::CaptionTooLong(501))
    );
    // A line of text has the caption's limit, all but a legend.
    let long_line = vec![TextLine::new(LinePlace::Under, "x".repeat(501))];
    assert_eq!(
        lay((8, 8), None, None, long_line, &style),
        Err(RenderError::CaptionTooLong(501))
    );
    // A blank caption is no caption.
    assert_eq!(with_caption("  ").unwrap(), plain_without_marker(&style));
}

fn plain_without_marker(style: &Style) -> Layout {
    lay((8, 8), None, None, vec![], style).unwrap()
}

#[test]
fn widths_for_a_square_size() {
    for (files, q) in [(8, 45), (8, 24), (10, 31), (8, 19), (26, 60)] {
        let style = Style::default();
        let size = Layout::width_for_square(files, q, &style, true, false);
        let l = layout(
            files,
            files,
            &Style {
                size,
                side_to_move: true,
                ..style
            },
        );
        assert_eq!(l.square, q, "{files} files, {q} px");
    }
}

#[test]
fn images_are_at_most_16_megapixels() {
    let tall = Style {
        size: 4096,
        ..Style::default()
    };
    assert!(matches!(
        lay((1, 26), None, None, vec![], &tall),
        Err(RenderError::ImageTooLarge { width: 4096, .. })
    ));
    assert!(lay((8, 8), None, None, vec![], &tall).is_ok());
}

fn label<'a>(l: &'a Layout, text: &str) -> &'a Label {
    l.labels
        .iter()
        .chain(&l.corner_labels)
        .find(|x| x.text == text)
        .expect("a label")
}

#[test]
fn inside_coordinates_sit_in_the_corners_of_the_edge_squares() {
    let style = Style {
        coordinates: Coordinates::Inside,
        ..Style::default()
    };
    let l = layout(8, 8, &style);
    // No room beside the board: the squares grow.
    assert_eq!(l.square, 48);
    assert!(l.labels.is_empty());
    assert_eq!(l.corner_labels.len(), 16);
    let q = l.square as f32;
    let (bx, by) = (l.board_x as f32, l.board_y as f32);
    for (i, rank) in ["8", "7", "6", "5", "4", "3", "2", "1"].iter().enumerate() {
        let n = label(&l, rank);
        assert_eq!(n.face, Face::Bold);
        assert!(n.x > bx && n.x < bx + 0.1 * q, "{rank} at {}", n.x);
        let top = by + i as f32 * q;
        assert!(n.baseline > top && n.baseline < top + 0.3 * q, "{rank}");
    }
    for (i, file) in ["a", "b", "c", "d", "e", "f", "g", "h"].iter().enumerate() {
        let f = label(&l, file);
        let right = bx + (i + 1) as f32 * q;
        assert!(f.x > right - 0.25 * q && f.x < right, "{file}");
        assert!(
            f.baseline > by + 7.7 * q && f.baseline < by + 8.0 * q,
            "{file}"
        );
    }
    // Each in the other squares' colour: a1 is dark, a2 and b1 light.
    let c = style.colors;
    assert_eq!(
        (label(&l, "1").color, label(&l, "1").halo),
        (c.light, Some(c.dark))
    );
    assert_eq!(label(&l, "2").color, c.dark);
    assert_eq!(label(&l, "b").color, c.dark);
    assert_eq!(label(&l, "a").color, c.light);
}

#[test]
fn inside_coordinates_flipped() {
    let style = Style {
        coordinates: Coordinates::Inside,
        flip: true,
        ..Style::default()
    };
    let l = layout(8, 8, &style);
    let q = l.square as f32;
    // Rank 1 is at the top, the h-file on the left.
    let one = label(&l, "1");
    assert!(one.baseline < l.board_y as f32 + 0.3 * q);
    let h = label(&l, "h");
    assert!(h.x < l.board_x as f32 + q && h.x > l.board_x as f32 + 0.5 * q);
    let a = label(&l, "a");
    assert!(a.x > l.board_x as f32 + 7.5 * q);
    // h1 and a8 are light, h8 dark.
    let c = style.colors;
    assert_eq!(one.color, c.dark);
    assert_eq!(label(&l, "8").color, c.light);
    assert_eq!(h.color, c.light);
}

#[test]
fn inside_coordinates_stay_readable() {
    // Grey on white is too faint: the print theme uses its text colour.
    let print = Style {
        coordinates: Coordinates::Inside,
        ..Style::with_theme(crate::render::Theme::Print)
    };
    let l = layout(8, 8, &print);
    assert_eq!(l.corner_labels.len(), 16);
    assert!(l.corner_labels.iter().all(|x| x.color == Rgb::BLACK));
    assert_eq!(label(&l, "1").halo, Some(Rgb(0xc4, 0xc4, 0xc4)));
    // On hatched squares: the text colour with a white rim.
    let hatched = Style {
        coordinates: Coordinates::Inside,
        ..Style::with_theme(crate::render::Theme::Hatched)
    };
    let l = layout(8, 8, &hatched);
    assert_eq!(label(&l, "1").halo, Some(Rgb::WHITE));
    assert_eq!(label(&l, "2").halo, Some(Rgb::WHITE));
    assert!(l.corner_labels.iter().all(|x| x.color == Rgb::BLACK));
    // Too small for text inside a square: none.
    let small = Style {
        size: 192,
        ..print.clone()
    };
    assert!(layout(8, 8, &small).corner_labels.is_empty());
    assert!(contrast(Rgb::WHITE, Rgb::BLACK) > 20.9);
    assert!((contrast(Rgb(0x77, 0x77, 0x77), Rgb::WHITE) - 4.48).abs() < 0.01);
}

#[test]
fn frames() {
    let frame = |frame| {
        layout(
            8,
            8,
            &Style {
                frame,
                ..Style::default()
            },
        )
    };
    let (none, thin, thick) = (
        frame(FrameWeight::None),
        frame(FrameWeight::Thin),
        frame(FrameWeight::Thick),
    );
    assert_eq!((none.frame, thin.frame, thick.frame), (0, 2, 4));
    assert!(none.square >= thin.square && thin.square >= thick.square);
    for l in [&none, &thin, &thick] {
        assert_eq!((l.width, l.height), (400, 400));
        assert!(l.board_x + 8 * l.square + l.frame <= l.width);
        // The numbers keep their distance from the frame.
        assert!(label(l, "1").x + 6.0 < (l.board_x - l.frame) as f32);
    }
    for frame in FrameWeight::ALL {
        let style = Style {
            frame,
            ..Style::default()
        };
        let size = Layout::width_for_square(8, 83, &style, false, false);
        let l = layout(
            8,
            8,
            &Style {
                size,
                ..style.clone()
            },
        );
        assert_eq!(l.square, 83, "{frame}");
    }
}

#[test]
fn hatching_per_square_size() {
    let h = |q| {
        let h = Hatch::for_square(q);
        (h.period, h.width)
    };
    assert_eq!(h(16), (4, 1));
    assert_eq!(h(21), (4, 1));
    assert_eq!(h(45), (4, 1));
    assert_eq!(h(55), (5, 1));
    assert_eq!(h(83), (8, 2));
    assert_eq!(h(95), (9, 2));
    assert_eq!(h(190), (17, 4));
    for q in [16, 45, 83, 190, 400] {
        let hatch = Hatch::for_square(q);
        // Each period's square of pixels holds `width` pixels a row.
        let p = hatch.period;
        let covered = (0..p)
            .flat_map(|y| (0..p).map(move |x| (x, y)))
            .filter(|&(x, y)| hatch.covers(x, y))
            .count();
        assert_eq!(covered as u32, p * hatch.width, "{q}");
        // The lines rise to the right: a covered pixel's neighbour up
        // and to the right is covered too.
        assert!(hatch.covers(p - 1, 0) && hatch.covers(p - 2, 1) && hatch.covers(0, p - 1));
        assert!(hatch.halo >= 1.0 && hatch.halo <= (q as f32 * 0.04).max(1.0));
    }
    let style = Style::with_theme(crate::render::Theme::Hatched);
    assert_eq!(layout(8, 8, &style).hatch, Some(Hatch::for_square(45)));
    assert_eq!(layout(8, 8, &Style::default()).hatch, None);
}

#[test]
fn sizes_and_small_boards() {
    let style = |size| Style {
        size,
        ..Style::default()
    };
    assert_eq!(
        lay((8, 8), None, None, vec![], &style(15)),
        Err(RenderError::Size(15))
    );
    assert_eq!(
        lay((8, 8), None, None, vec![], &style(4097)),
        Err(RenderError::Size(4097))
    );
    let small = layout(8, 8, &style(64));
    assert!(small.labels.is_empty(), "no room for coordinates at 64 px");
    assert_eq!(small.width, 64);
    assert_eq!(
        lay((26, 26), None, None, vec![], &style(16)),
        Err(RenderError::TooSmall {
            size: 16,
            files: 26
        })
    );
    let big = layout(26, 26, &style(4096));
    assert_eq!(big.labels.len(), 52);
    assert_eq!(big.labels.last().unwrap().text, "z");
    let wide = layout(10, 4, &style(400));
    assert!(wide.height < 250);
}

#[test]
fn a_dedication_is_a_line_above_the_board_under_the_award() {
    let style = Style::default();
    let lines = vec![
        TextLine::new(LinePlace::Above, "W. Widmung")
            .size(LineSize::Large)
            .bold(),
        TextLine::new(LinePlace::Above, "1st Prize").size(LineSize::Small),
        TextLine::new(LinePlace::Above, "to J. Smith").size(LineSize::Smaller),
    ];
    let l = lay((8, 8), None, None, lines, &style).unwrap();
    let line = |t: &str| {
        l.labels
            .iter()
            .find(|x| x.text == t)
            .expect("drawn")
            .baseline
    };
    assert!(line("W. Widmung") < line("1st Prize"));
    assert!(line("1st Prize") < line("to J. Smith"));
    assert!(line("to J. Smith") < l.board_y as f32);
}
