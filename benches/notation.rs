//! Reading a full FEN and writing its placement back (target: under 1 µs).

use criterion::{Criterion, criterion_group, criterion_main};
use forsythe::notation::{Dialect, ParseOptions, Record, write_placement};
use std::hint::black_box;

const FEN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
const EPD: &str =
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - bm Ng5; id \"two knights\";";

fn bench(c: &mut Criterion) {
    let opts = ParseOptions::default();
    c.bench_function("read FEN + write placement", |b| {
        b.iter(|| {
            let r = Record::parse(black_box(FEN), &opts).expect("valid");
            write_placement(&r.placement, &Dialect::ENGLISH)
        });
    });
    c.bench_function("read EPD + write placement (German)", |b| {
        b.iter(|| {
            let r = Record::parse(black_box(EPD), &opts).expect("valid");
            write_placement(&r.placement, &Dialect::GERMAN)
        });
    });
    let auto = ParseOptions {
        dialect: forsythe::notation::DialectChoice::Auto,
        ..Default::default()
    };
    c.bench_function("read FEN, dialect auto", |b| {
        b.iter(|| Record::parse(black_box(FEN), &auto).expect("valid"));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
