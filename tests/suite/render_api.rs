//! The renderer as a library sees it: what a diagram shows (last move,
//! check, description) in SVG and PNG, the bound on what a renderer keeps,
//! typed errors with their causes, and no panic on extreme styles.

use std::error::Error;

use forsythe::render::{
    CACHE_LIMIT, Coordinates, Diagram, LastMoveStyle, Length, MAX_DESCRIPTION, Mark, PieceSetError,
    RenderError, Renderer, Rgb, Style, Theme, Unit,
};
use forsythe::{Board, Cell, Color, Square};
use proptest::prelude::*;

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn after_qxf7() -> Board {
    "rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR"
        .parse()
        .expect("a board")
}

/// The value of `name="…"` in the first element of `svg` named `element`.
fn attribute<'a>(svg: &'a str, element: &str, name: &str) -> Option<&'a str> {
    let start = svg.find(&format!("<{element} "))?;
    let tag = &svg[start..start + svg[start..].find('>')?];
    let key = format!(" {name}=\"");
    let at = tag.find(&key)? + key.len();
    Some(&tag[at..at + tag[at..].find('"')?])
}

#[test]
fn svg_is_an_image_labelled_by_its_title_and_description() {
    let board = after_qxf7();
    let diagram = Diagram {
        title: Some("After 3.Qxf7+"),
        description: Some(
            "Black is in check: the white queen on f7 attacks the king on e8 & <more>.",
        ),
        lang: "en-GB",
        ..Diagram::new(&board)
    };
    let svg = Renderer::new()
        .svg(&diagram, &Style::default())
        .expect("drawn");
    assert_eq!(attribute(&svg, "svg", "role"), Some("img"));
    let ids: Vec<&str> = attribute(&svg, "svg", "aria-labelledby")
        .expect("labelled")
        .split(' ')
        .collect();
    assert_eq!(ids.len(), 2);
    // The title and the description are the root's first two children, with
    // the ids the root names.
    let body = &svg[svg.find('>').expect("root") + 1..];
    let title = format!(r#"<title id="{}">After 3.Qxf7+</title>"#, ids[0]);
    assert!(body.starts_with(&title), "{}", &body[..120]);
    let desc = format!(
        r#"<desc id="{}">Black is in check: the white queen on f7 attacks the king on e8 &amp; &lt;more&gt;.</desc>"#,
        ids[1]
    );
    assert!(body[title.len()..].starts_with(&desc));
    // Another diagram gets other ids, so both can be inlined in one page.
    let other = Renderer::new()
        .svg(&Diagram::new(&board), &Style::default())
        .expect("drawn");
    assert_ne!(
        attribute(&other, "svg", "aria-labelledby"),
        Some(ids.join(" ").as_str())
    );
    assert!(other.contains(">Chess diagram</title><desc "));
    assert!(
        other.contains(
            ">Chess diagram, 8×8: rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR</desc>"
        )
    );
}

#[test]
fn last_move_and_check_are_drawn_as_the_style_says() {
    let board = after_qxf7();
    let base = Diagram {
        last_move: Some((sq("f3"), sq("f7"))),
        check: Some(sq("e8")),
        ..Diagram::new(&board)
    };
    let mut r = Renderer::new();
    let tint = format!(r#"fill="{}" fill-opacity="0.55""#, Mark::LAST_MOVE);
    let squares = r.svg(&base, &Style::default()).expect("drawn");
    assert_eq!(squares.matches(&tint).count(), 2, "both squares tinted");
    assert!(
        squares.contains(r##"fill="url(#check-glow)""##),
        "a glow under the king"
    );
    let arrow = r
        .svg(
            &base,
            &Style {
                last_move: LastMoveStyle::Arrow,
                ..Style::default()
            },
        )
        .expect("drawn");
    assert_eq!(arrow.matches(&tint).count(), 0);
    assert!(arrow.contains(&format!(
        r#"fill="{}" fill-opacity="0.85""#,
        Mark::LAST_MOVE
    )));
    let none = r
        .svg(
            &base,
            &Style {
                last_move: LastMoveStyle::None,
                ..Style::default()
            },
        )
        .expect("drawn");
    assert!(!none.contains(&Mark::LAST_MOVE.to_string()));
    // On a board with white squares: a ring, no glow.
    for colors in [
        Theme::Print.colors(),
        forsythe::render::Colors {
            light: Rgb::WHITE,
            ..Theme::Green.colors()
        },
    ] {
        let print = r
            .svg(
                &base,
                &Style {
                    colors,
                    ..Style::default()
                },
            )
            .expect("drawn");
        assert!(!print.contains("check-glow"));
        assert!(print.contains(&format!(r#"fill="none" stroke="{}""#, Mark::CHECK)));
    }
    // The glow is under the king: the square's centre pixel is the king's
    // own colour, its edge is reddened.
    let style = Style {
        size: 200,
        coordinates: Coordinates::None,
        ..Style::default()
    };
    let with = r.image(&base, &style).expect("drawn");
    let without = r.image(&Diagram::new(&board), &style).expect("drawn");
    let diff: usize = with
        .rgba()
        .chunks_exact(4)
        .zip(without.rgba().chunks_exact(4))
        .filter(|(a, b)| a != b)
        .count();
    assert!(diff > 500, "{diff} pixels differ");
}

#[test]
fn squares_off_the_board_are_refused() {
    let board: Board = "k7/8/K7".parse().expect("a board");
    let mut r = Renderer::new();
    let off = Diagram {
        last_move: Some((sq("a1"), sq("a4"))),
        ..Diagram::new(&board)
    };
    assert_eq!(
        r.svg(&off, &Style::default()),
        Err(RenderError::MarkOffBoard(sq("a4")))
    );
    let off = Diagram {
        check: Some(sq("i1")),
        ..Diagram::new(&board)
    };
    assert_eq!(
        r.png(&off, &Style::default()),
        Err(RenderError::MarkOffBoard(sq("i1")))
    );
}

#[test]
fn descriptions_and_languages_are_checked() {
    let board = Board::standard();
    let mut r = Renderer::new();
    let long = "x".repeat(MAX_DESCRIPTION + 1);
    let d = Diagram {
        description: Some(&long),
        ..Diagram::new(&board)
    };
    assert_eq!(
        r.svg(&d, &Style::default()),
        Err(RenderError::DescriptionTooLong(MAX_DESCRIPTION + 1))
    );
    for bad in ["", "en_GB", "de-", "a b", "x\"y", &"a".repeat(36)] {
        let d = Diagram {
            lang: bad,
            ..Diagram::new(&board)
        };
        assert_eq!(
            r.svg(&d, &Style::default()),
            Err(RenderError::Lang(bad.to_owned())),
            "{bad}"
        );
    }
    for good in ["en", "de-AT", "pt-BR", "zh-Hant-TW", "nl"] {
        let d = Diagram {
            lang: good,
            ..Diagram::new(&board)
        };
        assert!(r.svg(&d, &Style::default()).is_ok(), "{good}");
    }
}

#[test]
fn png_keeps_the_description_and_the_record_in_text_chunks() {
    let board = after_qxf7();
    let description = "Schwarz steht im Schach: die weiße Dame auf f7 greift den König an.";
    let diagram = Diagram {
        title: Some("rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3"),
        description: Some(description),
        lang: "de",
        ..Diagram::new(&board)
    };
    let style = Style {
        size: 160,
        ..Style::default()
    };
    let png = Renderer::new().png(&diagram, &style).expect("drawn");
    let reader = png::Decoder::new(std::io::Cursor::new(&png))
        .read_info()
        .expect("a PNG");
    let texts: Vec<(String, String, String)> = reader
        .info()
        .utf8_text
        .iter()
        .map(|c| {
            (
                c.keyword.clone(),
                c.language_tag.clone(),
                c.get_text().expect("text"),
            )
        })
        .collect();
    assert_eq!(
        texts,
        [
            (
                "Description".to_owned(),
                "de".to_owned(),
                description.to_owned()
            ),
            (
                "Comment".to_owned(),
                String::new(),
                diagram.title.unwrap_or_default().to_owned()
            ),
        ]
    );
    // Uncompressed and in a fixed order: the same bytes every time.
    assert!(png == Renderer::new().png(&diagram, &style).expect("drawn"));
    // Without a description, the technical one.
    let plain = Renderer::new()
        .png(&Diagram::new(&board), &style)
        .expect("drawn");
    let reader = png::Decoder::new(std::io::Cursor::new(&plain))
        .read_info()
        .expect("a PNG");
    let first = &reader.info().utf8_text[0];
    assert_eq!(
        first.get_text().expect("text"),
        "Chess diagram, 8×8: rnbqkbnr/pppp1Qpp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR"
    );
    assert_eq!(first.language_tag, "en");
}

#[test]
fn the_cache_stays_within_its_bound_whatever_is_drawn() {
    let board = Board::standard();
    let ten: Board = "rnbqkbnrrr/pppppppppp/55/55/55/55/55/55/PPPPPPPPPP/RNBQKBNRRR"
        .parse()
        .expect("a board");
    let mut r = Renderer::new();
    let mut most = 0;
    // Every theme, sizes from 17 (16 has no room for eight files) to 2048 px
    // (a spread of them: all 2032 at every theme take minutes in a debug
    // build), captions in many scripts, two board shapes.
    let mut sizes: Vec<u32> = (17..=2048).step_by(151).collect();
    sizes.extend([2047, 2048, 1500, 700]);
    for (i, &size) in sizes.iter().enumerate() {
        for theme in Theme::ALL {
            let caption = format!("Diagram {i} — Weiß am Zug — Белые начинают — {size}");
            let diagram = Diagram {
                caption: Some(&caption),
                side_to_move: Some(Color::White),
                last_move: Some((sq("e2"), sq("e4"))),
                ..Diagram::new(if i % 3 == 1 { &ten } else { &board })
            };
            let style = Style {
                size,
                colors: theme.colors(),
                // At 16 px the marker leaves no room for eight files.
                side_to_move: size >= 64,
                ..Style::default()
            };
            // Twice: an empty board is kept when it is asked for again.
            for _ in 0..2 {
                r.image(&diagram, &style).expect("drawn");
            }
            most = most.max(r.cached_bytes());
            assert!(
                r.cached_bytes() <= CACHE_LIMIT,
                "{} bytes after {size} px {theme}",
                r.cached_bytes()
            );
        }
    }
    assert!(
        most > CACHE_LIMIT / 2,
        "the cache is used: at most {most} bytes"
    );
    // The size in use stays cached: once it has been drawn twice, drawing
    // it again adds nothing.
    let style = Style {
        size: 400,
        ..Style::default()
    };
    r.image(&Diagram::new(&board), &style).expect("drawn");
    r.image(&Diagram::new(&board), &style).expect("drawn");
    let before = r.cached_bytes();
    r.image(&Diagram::new(&board), &style).expect("drawn");
    assert_eq!(r.cached_bytes(), before);
    r.clear_cache();
    assert_eq!(r.cached_bytes(), 0);
    // A board drawn once is remembered, not kept: a process that draws one
    // diagram never copies it. The second time it is kept.
    r.image(&Diagram::new(&board), &style).expect("drawn");
    let once = r.cached_bytes();
    r.image(&Diagram::new(&board), &style).expect("drawn");
    assert!(
        r.cached_bytes() >= once + 400 * 400 * 4,
        "{once} then {}",
        r.cached_bytes()
    );
}

#[test]
fn one_huge_piece_is_drawn_without_being_kept() {
    // A 1×1 board at 4096 px: a square of about 3200 px, a piece raster of
    // about 40 MiB, larger than the whole cache.
    let board: Board = "K".parse().expect("a board");
    let mut r = Renderer::new();
    let pix = r
        .image(
            &Diagram::new(&board),
            &Style {
                size: 4096,
                coordinates: Coordinates::None,
                ..Style::default()
            },
        )
        .expect("drawn");
    assert_eq!(pix.width(), 4096);
    assert!(r.cached_bytes() <= CACHE_LIMIT);
    // The king is there: the centre of the square is not the square's colour.
    let centre = pix.pixel(2048, pix.height() / 2).expect("a pixel");
    let light = Theme::Classic.colors().light;
    assert_ne!(centre[..3], [light.0, light.1, light.2]);
}

#[test]
fn errors_keep_their_causes() {
    let e = RenderError::Pieces(PieceSetError::Missing("set/wK.svg".into()));
    assert_eq!(e.to_string(), "the piece set cannot be used");
    let source = e.source().expect("a cause");
    assert_eq!(source.to_string(), "the piece file set/wK.svg is missing");
    assert!(RenderError::Size(3).source().is_none());
    // An animation without frames is a GIF error, with its reason.
    let e = forsythe::render::Animation::new()
        .finish()
        .expect_err("no frames");
    assert!(matches!(e, RenderError::Gif(_)));
    assert_eq!(e.to_string(), "GIF encoding failed");
    assert_eq!(
        e.source().expect("a cause").to_string(),
        "an animation needs at least one frame"
    );
}

/// What drawing gave, once checked against what the style asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Drawn,
    Size,
    TooSmall,
    TooLarge,
    OffBoard,
}

/// Checks an SVG drawn at `size` (or, when `derived`, at the width a square
/// size and a resolution give) for a board `files` wide: a picture of a size
/// in range whose `viewBox` is that width, or the one error that fits.
fn outcome(
    result: Result<String, RenderError>,
    size: u32,
    derived: bool,
    files: usize,
) -> Result<Outcome, String> {
    let in_range = forsythe::render::SIZE_RANGE;
    match result {
        Ok(svg) => {
            let view = svg
                .split("viewBox=\"0 0 ")
                .nth(1)
                .and_then(|v| v.split(' ').next())
                .and_then(|w| w.parse::<u32>().ok())
                .ok_or("an SVG without a viewBox")?;
            if !in_range.contains(&view) || (!derived && view != size) {
                return Err(format!("drawn {view} wide for {size}"));
            }
            Ok(Outcome::Drawn)
        }
        Err(RenderError::Size(s)) if !derived && s == size && !in_range.contains(&s) => {
            Ok(Outcome::Size)
        }
        Err(RenderError::TooSmall { size: s, files: f })
            if f == files && (derived || s == size) && s < 2 * (files as u32 + 3) =>
        {
            Ok(Outcome::TooSmall)
        }
        Err(RenderError::ImageTooLarge { width, height })
            if (derived || width == size)
                && (height > forsythe::render::MAX_SIDE_PX
                    || u64::from(width) * u64::from(height) > forsythe::render::MAX_PIXELS) =>
        {
            Ok(Outcome::TooLarge)
        }
        Err(RenderError::MarkOffBoard(_)) => Ok(Outcome::OffBoard),
        Err(e) => Err(format!("unexpected: {e:?}")),
    }
}

#[test]
fn extreme_styles_give_a_result_or_an_error() {
    let boards: Vec<Board> = [(1, 1), (1, 26), (26, 1), (26, 26), (8, 8)]
        .iter()
        .map(|&(w, h)| {
            let mut b = Board::empty(w, h).expect("a size");
            b.set(
                Square::new(w - 1, h - 1).expect("a square"),
                Cell::Unknown('x'),
            );
            b
        })
        .collect();
    let lengths = [
        None,
        Length::new(0.001, Unit::Pt),
        Length::new(10.0, Unit::In),
    ];
    let mut r = Renderer::new();
    let mut seen = std::collections::BTreeSet::new();
    for board in &boards {
        for size in [0, 1, 15, 16, 17, 100, 4096, 4097, u32::MAX] {
            for square_size in lengths {
                for dpi in [None, Some(0), Some(1), Some(u32::MAX)] {
                    for (coordinates, side, flip) in [
                        (Coordinates::Outside, true, true),
                        (Coordinates::Inside, true, false),
                        (Coordinates::None, false, false),
                    ] {
                        let style = Style {
                            size,
                            coordinates,
                            side_to_move: side,
                            flip,
                            square_size,
                            dpi,
                            ..Style::default()
                        };
                        let diagram = Diagram {
                            side_to_move: Some(Color::Black),
                            caption: Some("caption"),
                            check: Some(Square::new(0, 0).expect("a1")),
                            ..Diagram::new(board)
                        };
                        let derived = square_size.is_some() && dpi.is_some();
                        let got = outcome(r.svg(&diagram, &style), size, derived, board.width())
                            .unwrap_or_else(|e| panic!("{e}: {style:?} on {}", board.width()));
                        seen.insert(got);
                    }
                }
            }
        }
    }
    // Every outcome is met, so none of the checks above is idle.
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [
            Outcome::Drawn,
            Outcome::Size,
            Outcome::TooSmall,
            Outcome::TooLarge
        ]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_style_and_board_shape_draws_or_errs(
        w in 1usize..=26,
        h in 1usize..=26,
        size in any::<u32>(),
        small in 16u32..=160,
        flip in any::<bool>(),
        coordinates in prop_oneof![
            Just(Coordinates::None),
            Just(Coordinates::Outside),
            Just(Coordinates::Inside)
        ],
        side in any::<bool>(),
        dpi in proptest::option::of(any::<u32>()),
        points in proptest::option::of(0.0f32..800.0),
        from in (0usize..26, 0usize..26),
        to in (0usize..26, 0usize..26),
    ) {
        let board = Board::empty(w, h).expect("a size");
        let square = |(f, r): (usize, usize)| Square::new(f, r).expect("a square");
        let marks = [Mark::arrow(square(from), square(to), Mark::RED)];
        let diagram = Diagram {
            last_move: Some((square(from), square(to))),
            check: Some(square(to)),
            marks: &marks,
            side_to_move: Some(Color::White),
            ..Diagram::new(&board)
        };
        let style = Style {
            size: if size % 2 == 0 { size } else { small },
            flip,
            coordinates,
            side_to_move: side,
            dpi,
            square_size: points.and_then(|p| Length::new(p, Unit::Pt)),
            ..Style::default()
        };
        let mut r = Renderer::new();
        let on_board = |(f, r): (usize, usize)| f < w && r < h;
        let derived = style.square_size.is_some() && dpi.is_some();
        let got = outcome(r.svg(&diagram, &style), style.size, derived, w);
        prop_assert!(got.is_ok(), "{:?} for {:?}", got, style);
        let marks_on = on_board(from) && on_board(to);
        match got {
            Ok(Outcome::OffBoard) => prop_assert!(!marks_on),
            // Marks are checked before the size.
            Ok(_) => prop_assert!(marks_on),
            Err(_) => {}
        }
    }
}

#[test]
fn a_service_can_move_renderers_and_builders_between_threads() {
    fn send<T: Send + 'static>() {}
    send::<Renderer>();
    send::<forsythe::render::Animation>();
    send::<RenderError>();
    fn sync<T: Sync>() {}
    sync::<Renderer>();
    sync::<RenderError>();
}

/// What a renderer keeps between diagrams (piece rasters, boards, SVG text
/// made from coordinates and dark squares) never shows: every diagram is
/// the same drawn by a renderer that has drawn others as by a fresh one.
#[test]
fn a_warm_renderer_draws_what_a_fresh_one_draws() {
    let boards: Vec<Board> = [
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R",
        "4k3/8/8/8/8/8/8/4K3",
        "rnbqkbnr/pppppppp/8/8/4-3/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnrrr/pppppppppp/55/55/55/55/55/55/PPPPPPPPPP/RNBQKBNRRR",
        "8/8/8/8/8/8/8/XK6",
    ]
    .iter()
    .map(|b| b.parse().expect("a board"))
    .collect();
    let mut warm = Renderer::new();
    for round in 0..2 {
        for (i, board) in boards.iter().enumerate() {
            for (size, theme) in [
                (400, Theme::ALL[0]),
                (233, Theme::ALL[1]),
                (400, Theme::Hatched),
            ] {
                let caption = format!("Diagram {i}");
                let diagram = Diagram {
                    caption: (i % 2 == 0).then_some(caption.as_str()),
                    side_to_move: Some(Color::Black),
                    ..Diagram::new(board)
                };
                let style = Style {
                    size,
                    colors: theme.colors(),
                    flip: round == 1,
                    ..Style::default()
                };
                let fresh = Renderer::new().svg(&diagram, &style).expect("drawn");
                assert_eq!(
                    warm.svg(&diagram, &style).expect("drawn"),
                    fresh,
                    "{i} {size}"
                );
                let fresh = Renderer::new().png(&diagram, &style).expect("drawn");
                assert!(
                    warm.png(&diagram, &style).expect("drawn") == fresh,
                    "{i} {size}"
                );
            }
        }
    }
}
