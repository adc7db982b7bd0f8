//! Diagrams with a warm renderer: PNG at 400 and 720 px, and SVG.
//! Targets: 400 px PNG ≤ 1 ms, 720 px PNG ≤ 2.5 ms, SVG ≤ 50 µs.

use criterion::{Criterion, criterion_group, criterion_main};
use forsythe::notation::Record;
use forsythe::render::{Diagram, Renderer, Style};
use std::hint::black_box;

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "8/5pk1/6p1/3R4/1r5P/6P1/5PK1/8 b - - 3 41",
    "2r3k1/1q3ppp/p3p3/1p1nP3/3P4/P2Q1N2/1P3PPP/2R3K1 w - - 0 24",
];

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
}

criterion_group!(benches, bench);
criterion_main!(benches);
