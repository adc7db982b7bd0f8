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
