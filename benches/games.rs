//! Reading and playing an 80-ply game with a comment after every move
//! (target: well under 100 µs), and reading lichess puzzle rows.

use criterion::{Criterion, criterion_group, criterion_main};
use forsythe::games::{PgnReader, PuzzleReader, Selection, read_games};
use std::hint::black_box;

const GAME: &str = include_str!("../tests/data/games/blitz.pgn");

const PUZZLES: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 h6c1,1913,75,94,6230,crushing hangingPiece long middlegame,https://lichess.org/787zsVup/black#48,\n";

fn bench(c: &mut Criterion) {
    c.bench_function("read + play an 80-ply game with comments", |b| {
        b.iter(|| {
            let game = read_games(black_box(GAME))
                .next()
                .expect("a game")
                .expect("valid");
            assert_eq!(game.last_ply(), 80);
            game
        });
    });
    c.bench_function("... and draw its end: FEN, board, SAN", |b| {
        b.iter(|| {
            let game = read_games(black_box(GAME))
                .next()
                .expect("a game")
                .expect("valid");
            let end = game.selected(&Selection::End).expect("end")[0];
            (end.fen(), end.board(), end.san(&Default::default()))
        });
    });
    let many = GAME.repeat(100);
    c.bench_function("stream 100 such games", |b| {
        b.iter(|| PgnReader::new(black_box(many.as_bytes())).count());
    });
    c.bench_function("split 100 such games as `batch` reads them", |b| {
        b.iter(|| forsythe::input::Reader::new(black_box(many.as_bytes())).count());
    });
    let rows = format!(
        "{}{}",
        PUZZLES,
        PUZZLES
            .lines()
            .nth(1)
            .map(|l| format!("{l}\n"))
            .unwrap_or_default()
            .repeat(99)
    );
    // A suite of 5,000 FEN lines, and the same positions as a published
    // collection: a heading above each and its solution below. Every line
    // is sorted into record or prose as `batch` reads it.
    let fens = [
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "5q2/8/5Nr1/8/6B1/2p3Q1/5b1K/5k2 w - - 0 1 bm Qd3+; id \"m2.1\";",
        "r3k2r/pp1n1ppp/2p1pn2/q7/1bPP4/2N1PN2/PPQ2PPP/R3KB1R w KQkq - 2 10",
    ];
    let suite: String = (0..5000).map(|i| format!("{}\n", fens[i % 4])).collect();
    c.bench_function("split 5,000 FEN lines as `batch` reads them", |b| {
        b.iter(|| forsythe::input::Reader::new(black_box(suite.as_bytes())).count());
    });
    let collection: String = (0..5000)
        .map(|i| {
            format!(
                "Player {i} vs Player {}, Havana 1966\n{}\n1. Nf6+ gxf6 2. Bxf7#\n\n",
                i + 1,
                fens[i % 4]
            )
        })
        .collect();
    c.bench_function(
        "split a collection of 5,000 (heading, FEN, solution)",
        |b| {
            b.iter(|| forsythe::input::Reader::new(black_box(collection.as_bytes())).count());
        },
    );
    c.bench_function("split 100 puzzle rows as `batch` reads them", |b| {
        b.iter(|| forsythe::input::Reader::new(black_box(rows.as_bytes())).count());
    });
    c.bench_function("read 100 puzzle rows", |b| {
        b.iter(|| {
            PuzzleReader::new(black_box(rows.as_bytes()))
                .expect("header")
                .count()
        });
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
