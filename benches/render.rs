//! Diagrams with a warm renderer: PNG at 400 and 720 px, SVG, and an
//! 80-ply game as an animated GIF at 400 px.
//! Targets: 400 px PNG ≤ 1 ms, 720 px PNG ≤ 2.5 ms, SVG ≤ 50 µs, the GIF
//! ≤ 40 ms and ≤ 150 KiB.

use criterion::{Criterion, criterion_group, criterion_main};
use forsythe::notation::Record;
use forsythe::render::{Animation, DEFAULT_DELAY, Diagram, Renderer, Style};
use std::hint::black_box;

#[path = "../tests/suite/game.rs"]
mod game;

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "8/5pk1/6p1/3R4/1r5P/6P1/5PK1/8 b - - 3 41",
    "2r3k1/1q3ppp/p3p3/1p1nP3/3P4/P2Q1N2/1P3PPP/2R3K1 w - - 0 24",
];

/// The game as a GIF, the last frame held three times as long.
fn animate(renderer: &mut Renderer, positions: &[game::Position], style: &Style) -> Vec<u8> {
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
    c.bench_function("image 400 px (no encoding)", |b| {
        b.iter(|| {
            i = (i + 1) % boards.len();
            renderer
                .image(&Diagram::new(black_box(&boards[i])), &style)
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
    let positions = game::positions(game::GAME.len());
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
