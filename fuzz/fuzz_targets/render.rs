//! Any board (1×1 to 26×26, with pieces, holes and unknown squares), any
//! style, side to move, caption, problem lines, marks, problem board marks
//! and piece attributes (some off the board on purpose): `Renderer::svg` and `Renderer::png` return a result or an
//! error and never panic; they fail exactly when `Renderer::layout` does; an
//! SVG parses with usvg and, without a physical square size, is as large as
//! the layout; a PNG is a PNG as large as the layout.
//!
//! A renderer keeps caches between diagrams, so each input draws two: the
//! diagram it describes and a variant of it (other side to move, texts,
//! marks, a piece more or less, flipped), both with one renderer; the
//! variant's SVG and PNG must be the very bytes a fresh renderer makes. Every
//! input starts from a fresh renderer (a clone of a pristine one), so a crash
//! reproduces from its input alone.
//!
//! Input layout (missing bytes read as 0):
//!
//! | bytes | what |
//! | --- | --- |
//! | 0, 1 | width, height: `b % 26 + 1` |
//! | 2 | bit 0 flip, 1 coordinates, 2 side-to-move marker, 3 transparent, 4–5 theme (`Theme::ALL`), 6 own colours follow, 7 physical square size follows |
//! | 3, 4 | size: 16 + (u16 LE % 585), so 16..=600 |
//! | 5 | bits 0–1 side to move (0 none, 1 white, 2 black, 3 none), 2 caption, 3 author, 4 source, 5 stipulation, 6 dpi follows, 7 marks follow |
//! | 6 | the variant: bit 0 draw it; bit 1 the next side to move (none, white, black); 2 the caption, 3 the problem lines, 4 the marks dropped (or a caption, a stipulation, a mark added when there were none); 5 the first square's cell changed (a piece more or less); 6 flipped; 7 the side-to-move marker toggled |
//! | 7 | the problem board: bit 0 grid chess's grid, 1 vertical cylinder, 2 horizontal cylinder, 3 lines and frames follow, 4 attributes follow |
//! | … | 15 bytes of colours (light, dark, frame, text, background), when bit 6 of byte 2 |
//! | … | 2 bytes of square size (value, unit), when bit 7 of byte 2 |
//! | … | 4 bytes of dpi (u32 LE), when bit 6 of byte 5 |
//! | … | caption, author, source, stipulation (those whose bit is set): each a length byte (`% 48`) and that many bytes, read as lossy UTF-8 (bytes `0x80+` of the length byte make it long: `(b % 48) * 12`, to reach the 500-character limit) |
//! | … | when bit 7 of byte 5: a count byte (`% 9` marks), then 6 bytes for each mark: kind (0 fill, 1 circle, 2 cross, 3 arrow; bit 2 puts the squares anywhere, even off the board), file, rank, colour (3 bytes); an arrow takes 2 more bytes: its target's file, rank |
//! | … | when bit 3 of byte 7: a count byte (`% 9`), then 4 bytes each: kind (bit 0 a framed square, else a line; bit 1 vertical; bit 2 anywhere), file, rank, length |
//! | … | when bit 4 of byte 7: a count byte (`% 9`), then 3 bytes each: file, rank (anywhere, even off the board), attribute (`% Attribute::ALL.len()`) |
//! | rest | one byte a cell, rank 0 first (`b % 16`: 0 empty, 1–12 `Piece::ALL`, 13 hole, 14 unknown with the next byte as its character, 15 unknown `?`) |
#![no_main]

use forsythe::{Attribute, Attributes, BoardMarks, Cylinder, GridLine};
use forsythe::problems::problem_count;
use forsythe::render::{
    Colors, Coordinates, DarkSquares, Diagram, FrameWeight, Length, LinePlace, LineSize, Mark,
    MarkKind, Renderer, Rgb, Style, TextLine, Theme,
};
use forsythe::{Board, Cell, Color, Piece, Square};
use libfuzzer_sys::fuzz_target;

const A1: Square = match Square::new(0, 0) {
    Some(s) => s,
    None => panic!(),
};

thread_local! {
    // Parsing the piece set once; each input gets a clone with empty caches.
    static PRISTINE: Renderer = Renderer::new();
}

fn fresh() -> Renderer {
    PRISTINE.with(Renderer::clone)
}

struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.0.len());
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }

    fn rgb(&mut self) -> Rgb {
        Rgb(self.byte(), self.byte(), self.byte())
    }

    fn text(&mut self) -> String {
        let b = self.byte();
        let n = if b & 0x80 != 0 {
            usize::from(b % 48) * 12
        } else {
            usize::from(b % 48)
        };
        String::from_utf8_lossy(self.take(n)).into_owned()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn square(bytes: &mut Bytes<'_>, anywhere: bool, w: usize, h: usize) -> Square {
    let (f, r) = (bytes.byte(), bytes.byte());
    if anywhere {
        Square::new(usize::from(f) % 26, usize::from(r) % 26).expect("a square")
    } else {
        // Mostly on the board; `w` and `h` themselves are just off it.
        Square::new(
            (usize::from(f) % (w + 1)).min(25),
            (usize::from(r) % (h + 1)).min(25),
        )
        .expect("a square")
    }
}

/// A problem's lines as a program draws them, from the fuzzed texts (the
/// lines problem files add reuse them): the author, source, award and
/// dedication above the board, the stipulation and `count` below it, the
/// conditions and twins under those; the count only with a line that is not
/// blank.
fn problem_lines<'a>(
    author: Option<&'a str>,
    source: Option<&'a str>,
    stipulation: Option<&'a str>,
    twins: Option<&'a str>,
    count: String,
) -> Vec<TextLine<'a>> {
    use LinePlace::{Above, LowerLeft, LowerRight, Under};
    use LineSize::{Large, Normal, Small, Smaller};
    let mut lines = Vec::new();
    for (text, place, size) in [
        (author, Above, Large),
        (source, Above, Normal),
        (author, Above, Small),
        (stipulation, Above, Smaller),
        (stipulation, LowerLeft, Large),
        (source, Under, Normal),
        (twins, Under, Normal),
    ] {
        if let Some(text) = text {
            lines.push(TextLine::new(place, text).size(size));
        }
    }
    if let Some(author) = lines.first_mut().filter(|l| l.place == Above) {
        author.bold = true;
    }
    if lines.iter().any(|l| !l.text.trim().is_empty()) {
        lines.push(TextLine::new(LowerRight, count).size(Large));
    }
    lines
}

/// A legend naming `attributes` (those off the board too) with their
/// squares, as a program writes one.
fn legend(attributes: &Attributes) -> Option<TextLine<'static>> {
    let entries: Vec<String> = attributes
        .iter()
        .flat_map(|(sq, list)| list.iter().map(move |a| format!("{} {a} {sq}", a.mark())))
        .collect();
    (!entries.is_empty()).then(|| TextLine::new(LinePlace::Legend, entries.join(" \u{b7} ")))
}

fn png_size(png: &[u8]) -> (u32, u32) {
    assert!(png.len() > 24, "a PNG of {} bytes", png.len());
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert_eq!(&png[12..16], b"IHDR", "first chunk");
    let be = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

/// The SVG and PNG of one diagram, checked against its layout.
fn draw(
    renderer: &mut Renderer,
    diagram: &Diagram<'_>,
    style: &Style,
) -> (Result<String, String>, Result<Vec<u8>, String>) {
    let svg = renderer.svg(diagram, style);
    let png = renderer.png(diagram, style);
    match (&svg, &png) {
        (Ok(svg), Ok(png)) => {
            let tree = resvg::usvg::Tree::from_str(svg, &Default::default())
                .unwrap_or_else(|e| panic!("the SVG does not parse: {e}\n{svg}"));
            if style.square_size.is_none() {
                let s = tree.size();
                let (w, h) = png_size(png);
                assert_eq!(
                    (s.width(), s.height()),
                    (w as f32, h as f32),
                    "SVG and PNG size"
                );
            }
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "svg and png fail alike"),
        _ => panic!("svg {svg:?} but png {:?}", png.as_ref().map(Vec::len)),
    }
    (
        svg.map_err(|e| e.to_string()),
        png.map_err(|e| e.to_string()),
    )
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let w = usize::from(bytes.byte() % 26) + 1;
    let h = usize::from(bytes.byte() % 26) + 1;
    let flags = bytes.byte();
    let size = 16 + u32::from(u16::from_le_bytes([bytes.byte(), bytes.byte()])) % 585;
    let more = bytes.byte();
    let variant = bytes.byte();
    let problem_board = bytes.byte();

    let colors = if flags & 0x40 != 0 {
        Colors {
            light: bytes.rgb(),
            dark: bytes.rgb(),
            frame: bytes.rgb(),
            text: bytes.rgb(),
            background: bytes.rgb(),
            dark_squares: if flags & 0x20 != 0 {
                DarkSquares::Hatched
            } else {
                DarkSquares::Filled
            },
        }
    } else {
        Theme::ALL[usize::from((flags >> 4) & 3)].colors()
    };
    let square_size = if flags & 0x80 != 0 {
        let (v, u) = (bytes.byte(), bytes.byte());
        let unit = ["pt", "mm", "cm", "in"][usize::from(u & 3)];
        // Only lengths the library accepts when reading them.
        format!("{}{unit}", f32::from(v) / 4.0 + 0.01)
            .parse::<Length>()
            .ok()
    } else {
        None
    };
    let dpi = if more & 0x40 != 0 {
        Some(u32::from_le_bytes([
            bytes.byte(),
            bytes.byte(),
            bytes.byte(),
            bytes.byte(),
        ]))
    } else {
        None
    };
    let style = Style {
        size,
        flip: flags & 1 != 0,
        coordinates: if flags & 2 != 0 {
            Coordinates::Outside
        } else {
            Coordinates::None
        },
        frame: FrameWeight::Thin,
        side_to_move: flags & 4 != 0,
        colors,
        transparent: flags & 8 != 0,
        square_size,
        dpi,
        ..Style::default()
    };
    let side_to_move = match more & 3 {
        1 => Some(Color::White),
        2 => Some(Color::Black),
        _ => None,
    };
    let mut texts: [Option<String>; 4] = Default::default();
    for (i, t) in texts.iter_mut().enumerate() {
        if more & (4 << i) != 0 {
            *t = Some(bytes.text());
        }
    }
    let [caption, author, source, stipulation] = &texts;

    let mut marks = Vec::new();
    if more & 0x80 != 0 {
        let count = bytes.byte() % 9;
        for _ in 0..count {
            let kind = bytes.byte();
            let anywhere = kind & 4 != 0;
            let from = square(&mut bytes, anywhere, w, h);
            let color = bytes.rgb();
            let kind = match kind & 3 {
                0 => MarkKind::Fill,
                1 => MarkKind::Circle,
                2 => MarkKind::Cross,
                _ => MarkKind::Arrow(square(&mut bytes, anywhere, w, h)),
            };
            marks.push(Mark {
                kind,
                square: from,
                color,
            });
        }
    }

    let mut board_marks = BoardMarks {
        grid: problem_board & 1 != 0,
        cylinder: Cylinder {
            vertical: problem_board & 2 != 0,
            horizontal: problem_board & 4 != 0,
        },
        ..BoardMarks::default()
    };
    if problem_board & 8 != 0 {
        let count = bytes.byte() % 9;
        for _ in 0..count {
            let kind = bytes.byte();
            let at = square(&mut bytes, kind & 4 != 0, w, h);
            let length = bytes.byte();
            if kind & 1 != 0 {
                board_marks.framed.push(at);
            } else {
                board_marks.grid_lines.push(GridLine {
                    vertical: kind & 2 != 0,
                    from: at,
                    length,
                });
            }
        }
    }
    let mut attributes = Attributes::new();
    if problem_board & 16 != 0 {
        let count = bytes.byte() % 9;
        for _ in 0..count {
            let at = square(&mut bytes, true, w, h);
            let attribute = Attribute::ALL[usize::from(bytes.byte()) % Attribute::ALL.len()];
            attributes.entry(at).or_default().push(attribute);
        }
    }

    let mut board = Board::empty(w, h).expect("1..=26 is a board size");
    'cells: for rank in 0..h {
        for file in 0..w {
            if bytes.is_empty() {
                break 'cells;
            }
            let b = bytes.byte() % 16;
            let cell = match b {
                0 => Cell::Empty,
                1..=12 => Cell::Piece(Piece::ALL[usize::from(b - 1)]),
                13 => Cell::Hole,
                14 => Cell::Unknown(char::from(bytes.byte())),
                _ => Cell::Unknown('?'),
            };
            let square = forsythe::Square::new(file, rank).expect("on the board");
            assert!(board.set(square, cell), "{file},{rank} on a {w}×{h} board");
        }
    }

    let invisible = u32::try_from(board.width() % 3).unwrap_or(0);
    let mut lines = problem_lines(
        author.as_deref(),
        source.as_deref(),
        stipulation.as_deref(),
        caption.as_deref(),
        problem_count(&board, side_to_move.is_some(), invisible),
    );
    lines.extend(legend(&attributes));
    let diagram = Diagram {
        board: &board,
        side_to_move,
        title: None,
        caption: caption.as_deref(),
        marks: &marks,
        lines,
        board_marks: Some(&board_marks),
        attributes: Some(&attributes),
        ..Diagram::new(&board)
    };

    let mut renderer = fresh();
    let _ = draw(&mut renderer, &diagram, &style);
    if variant & 1 == 0 {
        return;
    }

    // The variant, drawn by the renderer that drew the first diagram and by
    // a fresh one: the same bytes.
    let mut board2 = board.clone();
    if variant & 0x20 != 0 {
        let cell = match board.get(A1) {
            Some(Cell::Piece(_)) => Cell::Empty,
            _ => Cell::Piece(Piece::ALL[usize::from(variant >> 6)]),
        };
        board2.set(A1, cell);
    }
    let extra_mark = [Mark {
        kind: MarkKind::Circle,
        square: A1,
        color: Rgb(0xc8, 0x2a, 0x2a),
    }];
    let diagram2 = Diagram {
        board: &board2,
        side_to_move: if variant & 2 != 0 {
            match side_to_move {
                None => Some(Color::White),
                Some(Color::White) => Some(Color::Black),
                Some(Color::Black) => None,
            }
        } else {
            side_to_move
        },
        title: None,
        caption: if variant & 4 != 0 {
            match diagram.caption {
                Some(_) => None,
                None => Some("White to play and win"),
            }
        } else {
            diagram.caption
        },
        marks: if variant & 0x10 != 0 {
            if marks.is_empty() { &extra_mark } else { &[] }
        } else {
            &marks
        },
        lines: if variant & 8 != 0 {
            if diagram.lines.is_empty() {
                problem_lines(
                    None,
                    None,
                    Some("#2"),
                    None,
                    problem_count(&board2, false, 0),
                )
            } else {
                Vec::new()
            }
        } else {
            diagram.lines.clone()
        },
        board_marks: diagram.board_marks,
        attributes: diagram.attributes,
        ..Diagram::new(&board2)
    };
    let style2 = Style {
        flip: style.flip != (variant & 0x40 != 0),
        side_to_move: style.side_to_move != (variant & 0x80 != 0),
        ..style.clone()
    };
    let (svg_warm, png_warm) = draw(&mut renderer, &diagram2, &style2);
    let (svg_fresh, png_fresh) = draw(&mut fresh(), &diagram2, &style2);
    assert!(
        svg_warm == svg_fresh,
        "the SVG of the second diagram differs from a fresh renderer's"
    );
    assert!(
        png_warm == png_fresh,
        "the PNG of the second diagram differs from a fresh renderer's"
    );
});
