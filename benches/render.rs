//! Diagrams with a warm renderer: PNG at 400 and 720 px, SVG, and an
//! 80-ply game as an animated GIF at 400 px.
//! Targets: 400 px PNG ≤ 1 ms, 720 px PNG ≤ 2.5 ms, SVG ≤ 50 µs, the GIF
//! ≤ 40 ms and ≤ 150 KiB.

use criterion::{Criterion, criterion_group, criterion_main};
use forsythe::notation::Record;
use forsythe::render::{Animation, DEFAULT_DELAY, Diagram, Renderer, Style};
use forsythe::{Board, Cell, Square};
use std::hint::black_box;

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "8/5pk1/6p1/3R4/1r5P/6P1/5PK1/8 b - - 3 41",
    "2r3k1/1q3ppp/p3p3/1p1nP3/3P4/P2Q1N2/1P3PPP/2R3K1 w - - 0 24",
];

/// The first 80 plies of Kasparov–Topalov, Wijk aan Zee 1999: the move, a
/// rook's move that goes with it (castling), and the square of a king it
/// checks.
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

/// Each position of the game with its last move and check.
fn game() -> Vec<Position> {
    let mut board = Board::standard();
    let mut out = vec![(board.clone(), None, None)];
    for &(uci, rook, check) in &GAME {
        for m in [uci, rook].iter().filter(|m| !m.is_empty()) {
            let piece = board.get(sq(&m[..2])).expect("on the board");
            board.set(sq(&m[2..]), piece);
            board.set(sq(&m[..2]), Cell::Empty);
        }
        let check = (!check.is_empty()).then(|| sq(check));
        out.push((board.clone(), Some((sq(&uci[..2]), sq(&uci[2..]))), check));
    }
    out
}

/// The game as a GIF, the last frame held three times as long.
fn animate(renderer: &mut Renderer, positions: &[Position], style: &Style) -> Vec<u8> {
    let mut animation = Animation::new();
    for (i, (board, last_move, check)) in positions.iter().enumerate() {
        let diagram = Diagram {
            last_move: *last_move,
            check: *check,
            ..Diagram::new(board)
        };
        let delay = if i + 1 == positions.len() {
            DEFAULT_DELAY * 3
        } else {
            DEFAULT_DELAY
        };
        animation
            .add(renderer, &diagram, style, delay)
            .expect("a frame");
    }
    animation.finish().expect("a GIF")
}

fn bench(c: &mut Criterion) {
    let boards: Vec<_> = POSITIONS
        .iter()
        .map(|p| p.parse::<Record>().expect("valid").placement.to_board())
        .collect();
    let mut renderer = Renderer::new();
    for size in [400, 720] {
        let style = Style {
            size,
            ..Style::default()
        };
        let mut i = 0;
        c.bench_function(&format!("png {size} px"), |b| {
            b.iter(|| {
                i = (i + 1) % boards.len();
                renderer
                    .png(&Diagram::new(black_box(&boards[i])), &style)
                    .expect("drawn")
            });
        });
    }
    let style = Style::default();
    let mut i = 0;
    c.bench_function("pixmap 400 px (no encoding)", |b| {
        b.iter(|| {
            i = (i + 1) % boards.len();
            renderer
                .pixmap(&Diagram::new(black_box(&boards[i])), &style)
                .expect("drawn")
        });
    });
    c.bench_function("svg", |b| {
        b.iter(|| {
            i = (i + 1) % boards.len();
            renderer
                .svg(&Diagram::new(black_box(&boards[i])), &style)
                .expect("drawn")
        });
    });
    let png = renderer
        .png(&Diagram::new(&boards[1]), &style)
        .expect("drawn");
    eprintln!("400 px PNG of a middle-game position: {} bytes", png.len());
    let positions = game();
    c.bench_function("gif 80 plies 400 px", |b| {
        b.iter(|| animate(&mut renderer, black_box(&positions), &style));
    });
    let gif = animate(&mut renderer, &positions, &style);
    eprintln!(
        "80-ply game as a 400 px GIF: {} bytes ({:.1} KiB), {} frames",
        gif.len(),
        gif.len() as f64 / 1024.0,
        positions.len()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
