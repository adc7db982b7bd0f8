//! PGN games and lichess puzzles read from files as found in the wild: the
//! positions, moves, comments and errors they give. Every FEN expected here
//! was computed independently (python-chess, standard FEN en-passant rule).

use std::io::{BufReader, Cursor};

use forsythe::games::{
    GameError, GameErrorKind, PgnReader, PuzzleErrorKind, PuzzleReader, ReadError, SanStyle,
    Selection, Variant, comment_text, read_games,
};
use forsythe::notation::Dialect;
use forsythe::{Cell, Color, Piece, Role, Square};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/games/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn en() -> SanStyle {
    SanStyle::default()
}

fn at(s: &str) -> Selection {
    s.parse().unwrap()
}

#[test]
fn the_opera_game_with_every_kind_of_annotation() {
    let text = data("opera.pgn");
    let games: Vec<_> = read_games(&text).collect();
    assert_eq!(games.len(), 1);
    let game = games[0].as_ref().unwrap();
    assert_eq!(game.number(), 1);
    assert_eq!(game.line(), 1);
    assert_eq!(game.tags().len(), 9);
    assert_eq!(game.tag("White"), Some("Morphy, Paul"));
    assert_eq!(
        game.tag("Annotator"),
        Some(r#"The "Opera" game, notes in C:\chess"#)
    );
    assert_eq!(game.tag_line("ECO"), Some(9));
    assert_eq!(game.variant(), Variant::Standard);
    assert_eq!(game.result(), Some("1-0"));
    assert!(!game.has_fen());
    assert_eq!(
        game.movetext(&en()),
        "1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7 8.Nc3 c6 \
         9.Bg5 b5 10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.O-O-O Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6 \
         15.Bxd7+ Nxd7 16.Qb8+ Nxb8 17.Rd8#"
    );
    assert_eq!(game.last_ply(), 33);

    // Comments: before the first move, after moves, over two lines, `;`.
    assert_eq!(
        game.start_comment(),
        Some("Played in a box at the Paris opera, during The Barber of Seville.")
    );
    let moves = game.moves();
    assert_eq!(moves[0].comment.as_deref(), Some("[%clk 0:10:00]"));
    assert_eq!(
        moves[1].comment.as_deref(),
        Some("[%clk 0:09:58] [%eval 0.3]")
    );
    assert_eq!(comment_text(moves[1].comment.as_deref().unwrap()), "");
    assert_eq!(
        moves[5].comment.as_deref(),
        Some("Better is 3...exd4 or 3...Nd7, keeping the bishop.")
    );
    assert_eq!(moves[27].comment.as_deref(), Some("Black can only wait."));
    assert_eq!(moves[2].comment, None);

    // Where moves are written: glued numbers, after a `%` line.
    assert_eq!((moves[0].line, moves[0].column), (12, 4));
    assert_eq!((moves[18].line, moves[18].column), (15, 37));
    assert_eq!(moves[21].san.to_string(), "Nbd7");
    assert_eq!((moves[21].line, moves[21].column), (17, 1));
    assert_eq!((moves[29].line, moves[29].column), (19, 11));

    // The `[#]` marker after 15...Nxd7.
    assert_eq!(game.marked(), vec![30]);
    assert_eq!(game.select(&Selection::Auto), Ok(vec![30]));
    assert_eq!(game.select(&Selection::Marked), Ok(vec![30]));
    let p = game.selected(&Selection::Auto).unwrap()[0];
    assert_eq!(
        p.fen(),
        "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 0 16"
    );
    assert!(p.is_marked());
    assert_eq!(p.ply(), 30);
    assert_eq!(p.fullmove(), 16);
    assert_eq!(p.side_to_move(), Color::White);
    assert_eq!(p.san(&en()).as_deref(), Some("15...Nxd7"));
    assert_eq!(p.last_squares(), Some((sq("f6"), sq("d7"))));
    assert_eq!(p.check(), None);
    assert_eq!(p.comment(), Some("[#] [%csl Rd7][%cal Gb3b8]"));
    assert_eq!(comment_text(p.comment().unwrap()), "");

    // Check, castling long, the end.
    let p = game.position(21).unwrap();
    assert_eq!(p.san(&en()).as_deref(), Some("11.Bxb5+"));
    assert_eq!(p.check(), Some(sq("e8")));
    let p = game.position(23).unwrap();
    assert_eq!(p.san(&en()).as_deref(), Some("12.O-O-O"));
    assert_eq!(p.last_squares(), Some((sq("e1"), sq("c1"))));
    assert_eq!(
        p.fen(),
        "r3kb1r/p2nqppp/5n2/1B2p1B1/4P3/1Q6/PPP2PPP/2KR3R b kq - 2 12"
    );
    let end = game.selected(&Selection::End).unwrap()[0];
    assert_eq!(
        end.fen(),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    assert_eq!(end.check(), Some(sq("e8")));
    assert_eq!(end.san(&en()).as_deref(), Some("17.Rd8#"));
    let board = end.board();
    assert_eq!((board.width(), board.height()), (8, 8));
    assert_eq!(
        board.get(forsythe::Square::new(3, 7).unwrap()),
        Some(Cell::Piece(Piece::new(Color::White, Role::Rook)))
    );
    assert_eq!(
        board.get(forsythe::Square::new(1, 7).unwrap()),
        Some(Cell::Piece(Piece::new(Color::Black, Role::Knight)))
    );
    assert_eq!(
        board.get(forsythe::Square::new(3, 0).unwrap()),
        Some(Cell::Empty)
    );
    assert_eq!(board.piece_count(), (10, 10));

    // `--at` selections.
    assert_eq!(game.select(&at("start")), Ok(vec![0]));
    assert_eq!(game.select(&at("end")), Ok(vec![33]));
    assert_eq!(game.select(&at("every")).unwrap().len(), 34);
    assert_eq!(game.select(&at("15...")), Ok(vec![30]));
    let p = game.selected(&at("3")).unwrap()[0];
    assert_eq!(
        p.fen(),
        "rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3"
    );
    assert_eq!(
        game.select(&at("17...")).unwrap_err().to_string(),
        "the game does not reach move 17...; its last move is 17.Rd8#"
    );
    assert_eq!(
        game.select(&at("18")).unwrap_err().to_string(),
        "the game does not reach move 18; its last move is 17.Rd8#"
    );
    let start = game.position(0).unwrap();
    assert_eq!(start.last_move(), None);
    assert_eq!(start.san(&en()), None);
    assert_eq!(
        start.comment(),
        Some("Played in a box at the Paris opera, during The Barber of Seville.")
    );
}

#[test]
fn moves_in_the_letters_of_each_language() {
    let text = data("opera.pgn");
    let game = read_games(&text).next().unwrap().unwrap();
    let m = game.moves();
    let german = SanStyle::Letters(Dialect::GERMAN);
    let french = SanStyle::Letters(Dialect::FRENCH);
    let italian = SanStyle::Letters(Dialect::ITALIAN);
    let fide = SanStyle::Letters(Dialect::FIDE);
    assert_eq!(m[30].numbered(&german), "16.Db8+");
    assert_eq!(m[31].numbered(&german), "16...Sxb8");
    assert_eq!(m[21].numbered(&german), "11...Sbd7");
    assert_eq!(m[32].numbered(&french), "17.Td8#");
    assert_eq!(m[5].numbered(&french), "3...Fg4");
    assert_eq!(m[31].numbered(&italian), "16...Cxb8");
    assert_eq!(m[5].numbered(&italian), "3...Ag4");
    assert_eq!(m[22].numbered(&italian), "12.O-O-O");
    assert_eq!(m[2].numbered(&fide), "2.Sf3");
    assert_eq!(m[30].numbered(&SanStyle::Figurines), "16.♕b8+");
    assert_eq!(m[31].numbered(&SanStyle::Figurines), "16...♘xb8");
    assert_eq!(m[0].numbered(&SanStyle::Figurines), "1.e4");
    assert_eq!(
        game.position(31).unwrap().san(&german).as_deref(),
        Some("16.Db8+")
    );
    assert_eq!("de".parse::<SanStyle>(), Ok(german));
    assert_eq!("FAN".parse::<SanStyle>(), Ok(SanStyle::Figurines));
    assert!("xyz".parse::<SanStyle>().is_err());
}

#[test]
fn en_passant_promotions_castling_with_zeros_uci_and_games_without_tags() {
    let text = data("mixed.pgn");
    let games: Vec<_> = read_games(&text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 5);

    // En passant both ways, promotion to a knight without `=`, 0-0, `=Q`.
    let g = &games[0];
    assert_eq!(
        g.movetext(&en()),
        "1.e4 d5 2.e5 f5 3.exf6 Nc6 4.fxg7 Bf5 5.gxh8=N Qd7 6.Nf3 O-O-O 7.Bb5 d4 \
         8.c4 dxc3 9.O-O cxb2 10.Nf7 bxa1=Q"
    );
    let p = g.position(5).unwrap();
    assert_eq!(p.san(&en()).as_deref(), Some("3.exf6"));
    assert_eq!(p.last_squares(), Some((sq("e5"), sq("f6"))));
    assert_eq!(
        p.fen(),
        "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    assert_eq!(
        g.position(4).unwrap().fen(),
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
    assert_eq!(
        g.position(9).unwrap().fen(),
        "r2qkbnN/ppp1p2p/2n5/3p1b2/8/8/PPPP1PPP/RNBQKBNR b KQq - 0 5"
    );
    assert_eq!(
        g.position(16).unwrap().fen(),
        "2kr1bnN/pppqp2p/2n5/1B3b2/8/2p2N2/PP1P1PPP/RNBQK2R w KQ - 0 9"
    );
    let castle = g.position(17).unwrap();
    assert_eq!(castle.san(&en()).as_deref(), Some("9.O-O"));
    assert_eq!(castle.last_squares(), Some((sq("e1"), sq("g1"))));
    assert_eq!(g.moves()[16].uci(), "e1g1");
    assert_eq!(g.moves()[19].uci(), "b2a1q");
    assert_eq!(g.moves()[8].uci(), "g7h8n");
    assert_eq!(
        g.position(20).unwrap().fen(),
        "2kr1bn1/pppqpN1p/2n5/1B3b2/8/5N2/P2P1PPP/qNBQ1RK1 w - - 0 11"
    );
    assert_eq!(g.result(), Some("0-1"));
    assert_eq!(g.select(&Selection::Auto), Ok(vec![20]));

    // Moves written as UCI, castling as the king's step.
    let g = &games[1];
    assert_eq!(
        g.movetext(&en()),
        "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.O-O Bc5 5.d4 exd4 6.e5 d5 7.exf6 dxc4 \
         8.Re1+ Be6 9.fxg7 Rg8"
    );
    assert_eq!(
        g.position(12).unwrap().fen(),
        "r1bqk2r/ppp2ppp/2n2n2/2bpP3/2Bp4/5N2/PPP2PPP/RNBQ1RK1 w kq d6 0 7"
    );
    assert_eq!(
        g.position(18).unwrap().fen(),
        "r2qk1r1/ppp2pPp/2n1b3/2b5/2pp4/5N2/PPP2PPP/RNBQR1K1 w q - 1 10"
    );
    assert_eq!(g.position(15).unwrap().check(), Some(sq("e8")));

    // From a FEN: numbering from move 60, UCI promotion, `=Q+`.
    let g = &games[2];
    assert!(g.has_fen());
    assert_eq!(g.movetext(&en()), "60.e8=Q g1=Q+ 61.Kd2 Qg5+ 62.Ke2");
    assert_eq!(g.select(&Selection::Auto), Ok(vec![0]));
    assert_eq!(
        g.position(0).unwrap().fen(),
        "8/4P1k1/8/8/8/8/6p1/4K3 w - - 0 60"
    );
    let p = g.selected(&at("60...")).unwrap()[0];
    assert_eq!(p.fen(), "4Q3/6k1/8/8/8/8/8/4K1q1 w - - 0 61");
    assert_eq!(p.check(), Some(sq("e1")));
    assert_eq!(
        g.position(5).unwrap().fen(),
        "4Q3/6k1/8/6q1/8/8/4K3/8 b - - 3 62"
    );
    assert_eq!(g.result(), Some("1/2-1/2"));
    assert_eq!(
        g.select(&at("59")).unwrap_err().to_string(),
        "the game does not reach move 59; its last move is 62.Ke2"
    );

    // A game without tags follows a result.
    let g = &games[3];
    assert_eq!(g.movetext(&en()), "1.d4 Nf6 2.c4 e6 3.Nc3 Bb4");
    let g = &games[4];
    assert_eq!(g.number(), 5);
    assert_eq!(g.line(), 33);
    assert!(g.tags().is_empty());
    assert_eq!(
        g.movetext(&en()),
        "1.f4 e5 2.fxe5 d6 3.exd6 Bxd6 4.Nf3 g5 5.h3 Bg3#"
    );
    let end = g.selected(&Selection::Auto).unwrap()[0];
    assert_eq!(
        end.fen(),
        "rnbqk1nr/ppp2p1p/8/6p1/8/5NbP/PPPPP1P1/RNBQKB1R w KQkq - 1 6"
    );
    assert_eq!(end.check(), Some(sq("e1")));
    assert_eq!(g.result(), Some("0-1"));
}

#[test]
fn games_with_tags_only() {
    let text = data("headers.pgn");
    let games: Vec<_> = read_games(&text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].tag("Event"), Some("Header only"));
    assert_eq!(games[0].last_ply(), 0);
    assert_eq!(games[0].result(), Some("*"));
    assert_eq!(
        games[0].selected(&Selection::Auto).unwrap()[0].fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(games[1].line(), 5);
    assert_eq!(games[1].tag("White"), Some("Fischer, Robert James"));
    assert_eq!(games[1].result(), None);
    assert_eq!(games[1].last_ply(), 0);
    assert_eq!(games[2].line(), 8);
    assert_eq!(games[2].movetext(&en()), "1.c4");
    assert_eq!(
        games[2].select(&at("1...")).unwrap_err().to_string(),
        "the game does not reach move 1...; its last move is 1.c4"
    );
    assert_eq!(
        games[0].select(&at("1")).unwrap_err().to_string(),
        "the game does not reach move 1; it has no moves"
    );
    assert_eq!(
        games[0].select(&Selection::Marked).unwrap_err().to_string(),
        "the game has no [#] diagram marker"
    );
}

#[test]
fn chess960_castling_on_both_sides_and_a_refused_variant() {
    let text = data("chess960.pgn");
    let games: Vec<_> = read_games(&text).collect();
    assert_eq!(games.len(), 4);

    let g = games[0].as_ref().unwrap();
    assert_eq!(g.variant(), Variant::Chess960);
    assert_eq!(
        g.movetext(&en()),
        "1.O-O e6 2.Nd3 Nd6 3.e3 Be7 4.Ne5 O-O-O 5.Nxf7 Rdf8"
    );
    // X-FEN `KQkq` read as the outermost rooks, written as Shredder-FEN.
    assert_eq!(
        g.position(0).unwrap().fen(),
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"
    );
    let p = g.position(1).unwrap();
    assert_eq!(p.last_squares(), Some((sq("f1"), sq("g1"))));
    assert_eq!(
        p.fen(),
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN b ge - 1 1"
    );
    assert_eq!(g.moves()[0].uci(), "f1g1");
    let p = g.position(8).unwrap();
    assert_eq!(p.san(&en()).as_deref(), Some("4...O-O-O"));
    assert_eq!(p.last_squares(), Some((sq("f8"), sq("c8"))));
    assert_eq!(g.moves()[7].uci(), "f8e8");
    assert_eq!(
        p.fen(),
        "bqkr2rn/ppppbppp/3np3/4N3/8/4P3/PPPP1PPP/BQ1BRRKN w - - 3 5"
    );
    assert_eq!(
        g.position(10).unwrap().fen(),
        "bqk2rrn/ppppbNpp/3np3/8/8/4P3/PPPP1PPP/BQ1BRRKN w - - 1 6"
    );

    // Shredder-FEN castling letters.
    let g = games[1].as_ref().unwrap();
    assert_eq!(g.variant(), Variant::Chess960);
    assert_eq!(
        g.position(0).unwrap().fen(),
        "rknnbbqr/pppppppp/8/8/8/8/PPPPPPPP/RKNNBBQR w HAha - 0 1"
    );
    let p = g.position(5).unwrap();
    assert_eq!(p.san(&en()).as_deref(), Some("3.O-O-O"));
    assert_eq!(p.last_squares(), Some((sq("b1"), sq("c1"))));
    assert_eq!(g.moves()[4].uci(), "b1a1");
    assert_eq!(
        p.fen(),
        "rk2bbqr/pppppppp/2nn4/8/8/2NN4/PPPPPPPP/2KRBBQR b ha - 5 3"
    );
    assert_eq!(
        g.position(8).unwrap().fen(),
        "2krbbqr/pppppppp/3n4/1N6/1n6/3N4/PPPPPPPP/2KRBBQR w - - 8 5"
    );

    // Crazyhouse is refused; the next game is read.
    let e = games[2].as_ref().unwrap_err();
    assert_eq!(e.kind, GameErrorKind::Variant("Crazyhouse".into()));
    assert_eq!(
        e.to_string(),
        "game 3 (Zeta – Eta), line 16, column 1: the variant `Crazyhouse` is not supported; \
         games are read in standard chess and Chess960"
    );
    assert!(e.partial.is_none());
    assert_eq!(e.tag("White"), Some("Zeta"));
    let g = games[3].as_ref().unwrap();
    assert_eq!(g.number(), 4);
    assert_eq!(g.tag("Event"), Some("After the refusal"));
    assert_eq!(g.movetext(&en()), "1.e4");
}

#[test]
fn illegal_ambiguous_and_unreadable_moves_keep_the_positions_before() {
    let text = data("errors.pgn");
    let games: Vec<_> = read_games(&text).collect();
    assert_eq!(games.len(), 4);

    let e = games[0].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1 (Carlsen, Magnus – Nakamura, Hikaru, Blitz Arena), line 10, column 33: \
         `23...Qxh2` is not a legal move"
    );
    assert_eq!(e.kind, GameErrorKind::IllegalMove("23...Qxh2".into()));
    assert_eq!((e.number, e.line, e.column), (1, 10, 33));
    let partial = e.partial.as_ref().unwrap();
    assert_eq!(partial.last_ply(), 45);
    assert_eq!(partial.tag("Black"), Some("Nakamura, Hikaru"));
    assert_eq!(
        partial.selected(&Selection::End).unwrap()[0].fen(),
        "r1b1r1k1/2q1bp2/p2p1np1/1pnPp1Bp/P1p1P3/R1P3NP/1PB2PPN/3QR1K1 b - - 7 23"
    );
    assert_eq!(
        partial.selected(&at("4...")).unwrap()[0].fen(),
        "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5"
    );

    let e = games[1].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 2 (Meyer – ?, Club championship), line 18, column 28: \
         `10...Nd7` is ambiguous: it could be Nbd7 or Nfd7"
    );
    assert_eq!(
        e.partial.as_ref().unwrap().position(19).unwrap().fen(),
        "rnbq1rk1/2p1bppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 b - d3 0 10"
    );

    let e = games[2].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 3, line 22, column 13: `2.Qh9` is not a move"
    );
    assert_eq!(e.partial.as_ref().unwrap().last_ply(), 2);

    let g = games[3].as_ref().unwrap();
    assert_eq!(g.movetext(&en()), "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7#");
    assert_eq!(
        g.selected(&Selection::End).unwrap()[0].fen(),
        "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
    );
}

fn only_error(text: &str) -> GameError {
    let mut games = read_games(text);
    let e = games.next().unwrap().unwrap_err();
    assert!(games.next().is_none());
    e
}

#[test]
fn null_moves_are_passes_in_every_spelling() {
    // `--` (PGN writers, python-chess), `Z0` (ChessBase), `0000` (UCI),
    // `@@@@`; in the main line, after a number, and in a variation; and
    // numbers written `1..`, `2.. ` or not at all.
    let text = "1. e4 -- 2. d4 Z0 3..c4 (3. Nf3 -- 4. g3) 0000 4.Nf3 @@@@ 5. Nc3 Nf6 g3 e5 *";
    let game = read_games(text).next().unwrap().unwrap();
    assert_eq!(game.last_ply(), 12);
    let end = game.position(game.last_ply()).unwrap();
    assert_eq!(
        end.fen(),
        "rnbqkb1r/pppp1ppp/5n2/4p3/2PPP3/2N2NP1/PP3P1P/R1BQKB1R w KQkq e6 0 7"
    );
    let nulls: Vec<_> = game.moves().iter().filter(|m| m.is_null()).collect();
    assert_eq!(nulls.len(), 4);
    assert!(
        nulls
            .iter()
            .all(|m| m.uci() == "0000" && m.color == Color::Black)
    );
    assert_eq!(
        game.movetext(&en()),
        "1.e4 -- 2.d4 -- 3.c4 -- 4.Nf3 -- 5.Nc3 Nf6 6.g3 e5"
    );
    // A pass shows no last move.
    assert_eq!(game.position(2).unwrap().last_squares(), None);
    assert_eq!(
        game.position(2).unwrap().san(&en()).as_deref(),
        Some("1...--")
    );
    assert_eq!(
        game.position(1).unwrap().last_squares(),
        Some((sq("e2"), sq("e4")))
    );
}

#[test]
fn structural_errors_name_their_place() {
    let e = only_error("1. e4 {a comment\nthat never ends");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 7: the comment `{` is not closed"
    );
    assert_eq!(e.partial.unwrap().last_ply(), 1);
    let e = only_error("1. e4 (1. d4 (1. c4) e5 *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 7: the variation `(` is not closed"
    );
    let e = only_error("[White \"A\"]\n1. e4 ) e5 *");
    assert_eq!(
        e.to_string(),
        "game 1 (A – ?), line 2, column 7: `)` closes no variation"
    );
    let e = only_error("1. e4 f5 2. Qh5+ -- *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 18: `2...--` is a null move (a pass) while in check, which cannot be played"
    );
    let e = only_error("1. e4 e5 ] *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 10: `]` has no place in movetext"
    );
    let e = only_error("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 1: the FEN `8/8/8/8/8/8/8/8 w - - 0 1` cannot start a game: \
         the placement is not a legal chess position of eight ranks of eight squares"
    );
    let e = only_error("[\"Event\"]\n1. e4 *");
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 1: a tag pair is written [Name \"value\"]"
    );
}

#[test]
fn limits_on_plies_and_comments() {
    // 2,000 plies are read; the 2,001st is an error.
    let cycle = "Nf3 Nf6 Ng1 Ng8 ".repeat(500);
    let game = read_games(&cycle).next().unwrap().unwrap();
    assert_eq!(game.last_ply(), 2000);
    assert_eq!(
        game.position(2000).unwrap().fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 1001"
    );
    let e = only_error(&format!("{cycle}Nf3"));
    assert_eq!(e.kind, GameErrorKind::TooManyPlies);
    assert_eq!((e.line, e.column), (1, 8001));
    assert_eq!(e.partial.unwrap().last_ply(), 2000);

    let long = format!("1. e4 {{{}}} e5 *", "x".repeat(64 * 1024 + 1));
    let e = only_error(&long);
    assert_eq!(
        e.to_string(),
        "game 1, line 1, column 7: the comment is longer than 64 KiB"
    );
    let fits = format!("1. e4 {{{}}} e5 *", "x".repeat(64 * 1024));
    assert_eq!(
        read_games(&fits).next().unwrap().unwrap().movetext(&en()),
        "1.e4 e5"
    );
}

#[test]
fn what_movetext_may_hold() {
    let text = "% exported by an old program\n\
                [Event \"Odds and ends\"]\n\
                [Result \"*\"]\n\
                \n\
                1.e4 1...e5 2.Nf3!? $1 2...Nc6?! 3.Bb5 ; the Spanish\n\
                \n\
                a6 {no {nesting} 4.Ba4 ( 4.Bxc6 dxc6 ( 4...bxc6 $2 ) 5.O-O ) 4... Nf6 \
                5.O-O! Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 10.d4 Nbd7 11.c4 ±\n\
                11...c6 12.cxb5 axb5 13.Nc3 Bb7 14.Bg5 b4 15.Nb1 h6 16.Bh4 c5 17.dxe5 Nxe4 \
                18.Bxe7 Qxe7 19.exd6 Qf6 20.Nbd2 Nxd6 21.Nc4 Nxc4 22.Bxc4 Nb6 23.Ne5 Rae8 \
                24.Bxf7+ Rxf7 25.Nxf7 Rxe1+ 26.Qxe1 Kxf7 27.Qe3 Qg5 28.Qxg5 hxg5 29.b3 Ke6 \
                30.a3 Kd6 31.axb4 cxb4 32.Ra5 Nd5 33.f3 Bc8 34.Kf2 Bf5 35.Ra7 g6 36.Ra6+ Kc5 \
                37.Ke1 Nf4 38.g3 Nxh3 39.Kd2 Kb5 40.Rd6 Kc5 41.Ra6 Nf2 42.g4 Bd3 43.Re6 *\n";
    let games: Vec<_> = read_games(text).collect();
    assert_eq!(games.len(), 1);
    let g = games[0].as_ref().unwrap();
    assert_eq!(g.line(), 2);
    assert_eq!(g.last_ply(), 85);
    assert_eq!(g.moves()[4].comment.as_deref(), Some("the Spanish"));
    assert_eq!(g.moves()[5].comment.as_deref(), Some("no {nesting"));
    assert_eq!(g.moves()[6].san.to_string(), "Ba4");
    assert_eq!(
        g.selected(&Selection::End).unwrap()[0].fen(),
        "8/8/4R1p1/2k3p1/1p4P1/1P1b1P2/3K1n2/8 b - - 2 43"
    );
    assert_eq!(
        g.selected(&at("24")).unwrap()[0].fen(),
        "4rrk1/1b3Bp1/1n3q1p/2p1N3/1p6/7P/PP3PP1/R2QR1K1 b - - 0 24"
    );
}

#[test]
fn line_endings_and_streams_give_the_same_games() {
    let text = [
        "opera.pgn",
        "mixed.pgn",
        "headers.pgn",
        "chess960.pgn",
        "errors.pgn",
    ]
    .map(data)
    .join("\n");
    let in_memory: Vec<String> = read_games(&text).map(|r| summary(&r)).collect();
    assert_eq!(in_memory.len(), 17);
    // The numbers count on through the files.
    assert_eq!(
        in_memory[13],
        "error: game 14 (Carlsen, Magnus – Nakamura, Hikaru, Blitz Arena), line 104, column 33: \
         `23...Qxh2` is not a legal move"
    );
    // A stream read through a tiny buffer, so games straddle every refill.
    let streamed: Vec<String> = PgnReader::new(BufReader::with_capacity(7, text.as_bytes()))
        .map(|r| match r {
            Ok(g) => summary(&Ok(g)),
            Err(ReadError::Game(e)) => summary(&Err(*e)),
            Err(ReadError::Io(e)) => panic!("{e}"),
            Err(e) => panic!("{e}"),
        })
        .collect();
    assert_eq!(streamed, in_memory);
    // Windows line endings and a byte-order mark change nothing.
    let crlf = format!("\u{feff}{}", text.replace('\n', "\r\n"));
    let streamed: Vec<String> = PgnReader::new(Cursor::new(crlf.into_bytes()))
        .map(|r| match r {
            Ok(g) => summary(&Ok(g)),
            Err(ReadError::Game(e)) => summary(&Err(*e)),
            Err(ReadError::Io(e)) => panic!("{e}"),
            Err(e) => panic!("{e}"),
        })
        .collect();
    assert_eq!(streamed, in_memory);
    let bom = format!("\u{feff}{text}");
    let with_bom: Vec<String> = read_games(&bom).map(|r| summary(&r)).collect();
    assert_eq!(with_bom, in_memory);
}

fn summary(r: &Result<forsythe::games::Game, GameError>) -> String {
    match r {
        Ok(g) => format!(
            "{} {} {:?} {} {}",
            g.number(),
            g.line(),
            g.tags(),
            g.movetext(&en()),
            g.selected(&Selection::End).unwrap()[0].fen()
        ),
        Err(e) => format!("error: {e}"),
    }
}

#[test]
fn a_decoder_for_other_encodings() {
    fn latin1(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
        bytes
            .iter()
            .map(|&b| char::from(b))
            .collect::<String>()
            .into()
    }
    let bytes: &[u8] =
        b"[White \"M\xfcller\"]\n[Black \"Fran\xe7ois\"]\n\n1. e4 {tr\xe8s bien} e5 *\n";
    let games: Vec<_> = PgnReader::with_decoder(bytes, latin1)
        .map(Result::unwrap)
        .collect();
    assert_eq!(games[0].tag("White"), Some("Müller"));
    assert_eq!(games[0].tag("Black"), Some("François"));
    assert_eq!(games[0].moves()[0].comment.as_deref(), Some("très bien"));
    assert_eq!(
        (games[0].moves()[1].line, games[0].moves()[1].column),
        (4, 19)
    );
}

#[test]
fn lichess_puzzles() {
    let csv = data("puzzles.csv");
    let reader = PuzzleReader::new(csv.as_bytes()).unwrap();
    assert_eq!(reader.header().len(), 10);
    let rows: Vec<_> = reader.collect();
    assert_eq!(rows.len(), 7);

    let p = rows[0].as_ref().unwrap();
    assert_eq!((p.id(), p.line()), ("00008", 2));
    assert_eq!(p.solver(), Color::White);
    assert_eq!(
        p.position().fen(),
        "r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25"
    );
    assert_eq!(p.position().san(&en()).as_deref(), Some("24...Bxg3"));
    assert_eq!(p.position().last_squares(), Some((sq("f2"), sq("g3"))));
    assert_eq!(p.solution_text(&en()), "25.Rxe7 Qb1+ 26.Nc1 Qxc1+ 27.Qxc1");
    assert_eq!(p.solution().len(), 5);
    assert_eq!(p.field("Rating"), Some("1913"));
    assert_eq!(
        p.field("Themes"),
        Some("crushing hangingPiece long middlegame")
    );
    assert_eq!(p.field("OpeningTags"), Some(""));
    assert_eq!(p.field("Nope"), None);
    assert_eq!(p.fields().count(), 10);
    assert_eq!(p.game().select(&Selection::Auto), Ok(vec![1]));
    assert_eq!(p.game().tag("PuzzleId"), Some("00008"));

    let p = rows[1].as_ref().unwrap();
    assert_eq!(p.solver(), Color::Black);
    assert_eq!(p.position().san(&en()).as_deref(), Some("30.Rc2"));
    assert_eq!(p.solution_text(&en()), "30...Rd1#");
    assert_eq!(
        p.solution_text(&SanStyle::Letters(Dialect::GERMAN)),
        "30...Td1#"
    );
    assert_eq!(
        p.position().fen(),
        "3r2k1/5ppp/8/8/8/8/2R2PPP/6K1 b - - 1 30"
    );

    let e = rows[2].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 4: the FEN `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1` cannot be set up: \
         the placement is not a legal chess position of eight ranks of eight squares"
    );

    let p = rows[3].as_ref().unwrap();
    assert_eq!(p.line(), 5);
    assert_eq!(p.solver(), Color::White);
    assert_eq!(p.position().san(&en()).as_deref(), Some("9...O-O"));
    assert_eq!(p.position().last_squares(), Some((sq("e8"), sq("g8"))));
    assert_eq!(
        p.position().fen(),
        "r4rk1/pppq1ppp/2n1bn2/3p4/3P4/2N1BN2/PPPQ1PPP/R3K2R w KQ - 5 10"
    );
    assert_eq!(p.solution_text(&en()), "10.O-O-O Ne4 11.Nxe4");
    assert_eq!(p.solution()[0].uci(), "e1c1");
    assert_eq!(p.field("Themes"), Some("advantage, short"));
    assert_eq!(p.field("OpeningTags"), Some("Queens_Pawn_Game"));

    let e = rows[4].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 6: move 2 of `Moves`, `d8c2`, is not a legal move"
    );
    let e = rows[5].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 7: the row has 8 fields where the header has 10"
    );

    let p = rows[6].as_ref().unwrap();
    assert_eq!(p.line(), 8);
    assert_eq!(p.position().san(&en()).as_deref(), Some("70...Kf3"));
    assert_eq!(p.solution_text(&en()), "71.b8=N");
    assert_eq!(p.solver(), Color::White);
}

#[test]
fn puzzle_columns_in_any_order() {
    let csv = data("puzzles_reordered.csv");
    let rows: Vec<_> = PuzzleReader::new(csv.as_bytes())
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].id(), "0BACK");
    assert_eq!(rows[0].solution_text(&en()), "30...Rd1#");
    assert_eq!(rows[1].field("Source"), Some("collection \"B\""));
    assert_eq!(rows[1].solution_text(&SanStyle::Figurines), "71.b8=♘");
    assert_eq!(rows[1].line(), 3);

    let e = PuzzleReader::new("PuzzleId,Moves\n1,e2e4 e7e5\n".as_bytes()).unwrap_err();
    assert_eq!(e.to_string(), "line 1: the header has no `FEN` column");
    assert!(matches!(e.kind, PuzzleErrorKind::MissingColumn("FEN")));

    let few = "PuzzleId,FEN,Moves\nx,8/8/8/4k3/8/8/8/4K3 w - - 0 1,e1d1\n";
    let e = PuzzleReader::new(few.as_bytes())
        .unwrap()
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2: `Moves` is `e1d1`; it needs the opponent's move and the first move of the solution"
    );
    let open = "PuzzleId,FEN,Moves\n\"x,8/8/8/4k3/8/8/8/4K3 w - - 0 1,e1d1 e5e4\n";
    let rows: Vec<_> = PuzzleReader::new(open.as_bytes()).unwrap().collect();
    assert_eq!(rows.len(), 1);
    assert_eq!(
        rows[0].as_ref().unwrap_err().to_string(),
        "line 2: the row has 1 fields where the header has 3"
    );
}

#[test]
fn a_lichess_export_with_clocks_and_evaluations() {
    let text = data("blitz.pgn");
    let game = read_games(&text).next().unwrap().unwrap();
    assert_eq!(game.last_ply(), 80);
    assert_eq!(
        game.tag("Opening"),
        Some("Ruy Lopez: Closed, Smyslov Defense")
    );
    assert_eq!(
        game.moves()[0].comment.as_deref(),
        Some("[%eval -0.30] [%clk 0:02:59]")
    );
    assert_eq!(
        comment_text(game.moves()[45].comment.as_deref().unwrap()),
        "Mistake. Better was Nb6."
    );
    assert_eq!(
        game.selected(&Selection::Auto).unwrap()[0].fen(),
        "8/8/3R2p1/2k2bp1/1p6/1P3PPn/3K4/8 w - - 4 41"
    );
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    const PIECES: [&str; 44] = [
        "[Event \"x\"]",
        "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]",
        "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]",
        "[Variant \"Chess960\"]",
        "[Variant \"Atomic\"]",
        "\n",
        "\n\n",
        " ",
        "\r\n",
        "{",
        "}",
        "(",
        ")",
        ";",
        "%",
        "$1",
        "1.",
        "1...",
        "12…",
        "e4",
        "e5",
        "Nf3",
        "Nc6",
        "Bb5",
        "O-O",
        "0-0-0",
        "1-0",
        "*",
        "½-½",
        "e2e4",
        "e7e8q",
        "--",
        "[",
        "]",
        "\"",
        "\\",
        "é",
        "[#]",
        "[%clk 0:01]",
        "!?",
        "Kb1",
        "Ka2",
        "\u{feff}",
        "x",
    ];

    fn text() -> impl Strategy<Value = String> {
        proptest::collection::vec(0..PIECES.len(), 0..80)
            .prop_map(|v| v.into_iter().map(|i| PIECES[i]).collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// Any text is read without a panic, and a stream read through a
        /// small buffer gives what the text in memory gives.
        #[test]
        fn streams_and_text_agree(text in text(), capacity in 1usize..16) {
            let in_memory: Vec<String> = read_games(&text).map(|r| summary(&r)).collect();
            let streamed: Vec<String> =
                PgnReader::new(BufReader::with_capacity(capacity, text.as_bytes()))
                    .map(|r| match r {
                        Ok(g) => summary(&Ok(g)),
                        Err(ReadError::Game(e)) => summary(&Err(*e)),
                        Err(ReadError::Io(e)) => format!("io: {e}"),
                        Err(e) => format!("other: {e}"),
                    })
                    .collect();
            // The stream skips a byte-order mark only when it sees its
            // three bytes at once.
            if !text.starts_with('\u{feff}') || capacity >= 3 {
                prop_assert_eq!(streamed, in_memory);
            }
        }

        /// Any row is read without a panic.
        #[test]
        fn puzzle_rows_never_panic(fen in "[1-8kqrbnpKQRBNP/ wb-]{0,70}", moves in "[a-h1-8qnrb ]{0,20}") {
            let csv = format!("PuzzleId,FEN,Moves\nx,{fen},{moves}\n");
            let rows: Vec<_> = PuzzleReader::new(csv.as_bytes()).unwrap().collect();
            prop_assert_eq!(rows.len(), 1);
        }
    }
}

fn end_fen(game: &forsythe::games::Game) -> String {
    game.position(game.last_ply()).unwrap().fen()
}

#[test]
fn a_german_game_file_is_played_in_german_letters() {
    let text = data("german.pgn");
    let games: Vec<_> = read_games(&text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    // Sf3, Lb5, 0–0 with an en dash, and a stray English Ba3, which is the
    // bishop's move (python-chess plays it so), not the pawn's a2-a3.
    let g = &games[0];
    assert_eq!(g.language(), Some(Dialect::GERMAN));
    assert_eq!(
        end_fen(g),
        "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/1P2P3/BB3N2/P1PP1PPP/RN1Q1RK1 w - - 2 9"
    );
    assert_eq!(g.english_moves(), [(10, 4, "Ba3".to_owned())]);
    assert_eq!(g.result(), Some("1-0"));
    let german = SanStyle::Letters(Dialect::GERMAN);
    assert_eq!(g.moves()[14].numbered(&german), "8.La3");
    // A promotion to a Dame, mate, and the result `0:1`.
    let g = &games[1];
    assert_eq!(end_fen(g), "8/8/8/8/8/4k3/8/q3K3 w - - 0 2");
    assert_eq!(g.result(), Some("0-1"));
    assert_eq!(g.moves()[0].numbered(&german), "1...a1=D#");
}

#[test]
fn moves_in_the_letters_of_other_languages_and_in_figurines() {
    // Each line is the same opening (1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6 4.O-O Be7
    // 5.Re1) in one language's letters; the end position is python-chess's.
    let end = "r1bqk2r/ppppbppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 7 5";
    for (movetext, language) in [
        (
            "1.e4 e5 2.Cf3 Cc6 3.Fb5 Cf6 4.O-O Fe7 5.Te1",
            Some(Dialect::FRENCH),
        ),
        (
            "1.e4 e5 2.Cf3 Cc6 3.Ab5 Cf6 4.O-O Ae7 5.Te1",
            Some(Dialect::ITALIAN),
        ),
        (
            "1.e4 e5 2.Sf3 Sc6 3.Gb5 Sf6 4.O-O Ge7 5.We1",
            Some(Dialect::POLISH),
        ),
        (
            "1.e4 e5 2.Кf3 Кc6 3.Сb5 Кf6 4.O-O Сe7 5.Лe1",
            Some(Dialect::RUSSIAN),
        ),
        ("1.e4 e5 2.♘f3 ♞c6 3.♗b5 ♞f6 4.0–0 ♝e7 5.♖e1", None),
        ("1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6 4.O-O Be7 5.Re1", None),
    ] {
        let pgn = format!("{movetext} *\n");
        let game = read_games(&pgn).next().unwrap().unwrap();
        assert_eq!(end_fen(&game), end, "{movetext}");
        assert_eq!(game.language(), language, "{movetext}");
        assert!(game.english_moves().is_empty(), "{movetext}");
    }
    // The French king `R` once the game is French; the Russian `Кр`.
    let game = read_games("1.e4 e5 2.Cf3 Cc6 3.Re2 *\n")
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(
        end_fen(&game),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPPKPPP/RNBQ1B1R b kq - 3 3"
    );
    let game = read_games("1.e4 e5 2.Кf3 Кc6 3.Крe2 *\n")
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(
        end_fen(&game),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPPKPPP/RNBQ1B1R b kq - 3 3"
    );
    // An English game's illegal move stays an error: no other language is
    // tried for a move English reads.
    let e = only_error("1.e4 e5 2.Bb6 *\n");
    assert!(
        matches!(&e.kind, GameErrorKind::IllegalMove(m) if m == "2.Bb6"),
        "{e:?}"
    );
}
