"""The package's functions as a user calls them: the formats, the keys as
keyword arguments, records of every kind (python-chess objects read by
their public methods), files read lazily, errors and warnings, and threads
drawing at once."""

import io
import threading
import warnings
from pathlib import Path

import pytest

import forsythe

KINGS = "8/8/8/4k3/8/8/8/4K3 w"
ITALIAN = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
DATA = Path(__file__).resolve().parents[3] / "tests" / "data"


def test_the_formats_are_their_files():
    assert forsythe.svg(KINGS).startswith("<svg")
    assert forsythe.png(KINGS).startswith(b"\x89PNG\r\n\x1a\n")
    assert forsythe.pdf(KINGS).startswith(b"%PDF-")
    assert forsythe.gif("1. e4 e5 2. Nf3 *").startswith(b"GIF89a")


def test_a_png_is_as_wide_as_its_size():
    data = forsythe.png(KINGS, size=300)
    width = int.from_bytes(data[16:20], "big")
    assert width == 300


def test_keywords_are_keys():
    plain = forsythe.svg(ITALIAN)
    marked = forsythe.svg(ITALIAN, arrows=["h5f7:red"], side_to_move=True, flip=True, theme="hatched")
    assert marked != plain
    # The same diagram as the keys written as a block gives.
    block = forsythe._forsythe.draw_block(
        f"{ITALIAN}\narrows: h5f7:red\nside-to-move: yes\nflip: yes\ntheme: hatched", [], "svg", "en"
    )
    assert marked == block.data.decode()
    # None leaves a key out; False is no.
    assert forsythe.svg(ITALIAN, flip=None) == plain
    assert forsythe.svg(ITALIAN, side_to_move=False) == forsythe.svg(ITALIAN, **{"side-to-move": "no"})


def test_describe_and_translate():
    assert forsythe.describe(KINGS) == "White to move. White: king e1. Black: king e5."
    assert forsythe.describe(KINGS, lang="de") == "Weiß am Zug. Weiß: König e1. Schwarz: König e5."
    assert forsythe.translate("8/8/8/4k3/8/8/8/4K2Q w - - 0 1", to="de") == "8/8/8/4k3/8/8/8/4K2D w - - 0 1"
    assert forsythe.translate("8/8/8/4k3/8/8/8/4K2D w", dialect="de", to="en") == "8/8/8/4k3/8/8/8/4K2Q w"


def test_a_game_is_read_as_pgn_and_at_chooses_its_position():
    game = '[Event "t"]\n\n1. e4 e5 2. Nf3 Nc6 *'
    end = forsythe.describe(game)
    assert end.startswith("White to move") and "knights c6 and g8" in end
    start = forsythe.describe(game, at="start")
    assert "pawns a2, b2, c2, d2, e2" in start
    assert forsythe.describe("1. e4 *").startswith("Black to move")


def test_python_chess_boards_and_games_are_read_by_their_methods():
    chess = pytest.importorskip("chess")
    import chess.pgn

    board = chess.Board()
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]:
        board.push_san(san)
    # The position, and its last move drawn as the key gives it.
    assert forsythe.svg(board) == forsythe.svg(board.fen(), last_move="h5f7")
    assert forsythe.describe(board) == forsythe.describe(board.fen())
    # A key given wins over the move stack.
    assert forsythe.svg(board, last_move="none") == forsythe.svg(board.fen(), last_move="none")
    # A promotion's last move is its squares.
    promoted = chess.Board("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
    promoted.push_uci("e7e8q")
    assert forsythe.svg(promoted) == forsythe.svg(promoted.fen(), last_move="e7e8")

    game = chess.pgn.read_game(io.StringIO('[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 *'))
    assert forsythe.describe(game) == forsythe.describe(game.end().board())
    assert forsythe.svg(game, caption="{White} vs {Black}") == forsythe.svg(str(game), caption="{White} vs {Black}")


def test_a_bad_record_raises_forsythe_error_with_its_place():
    with pytest.raises(forsythe.ForsytheError) as caught:
        forsythe.svg("1. e4 e5\n2. Ke3 *")
    e = caught.value
    assert isinstance(e, ValueError)
    assert str(e) == "pgn:2:4: error: `2.Ke3` is not a legal move"
    assert (e.key, e.line, e.column, e.kind) == ("pgn", 2, 4, "game")
    assert e.message == "`2.Ke3` is not a legal move"
    assert [d.level for d in e.diagnostics] == ["error"]

    with pytest.raises(forsythe.ForsytheError) as caught:
        forsythe.svg(KINGS, theme="plaid")
    assert (caught.value.key, caught.value.kind, caught.value.line, caught.value.column) == ("theme", "key", 1, 1)

    with pytest.raises(forsythe.ForsytheError) as caught:
        forsythe.svg("44444444/8 w")
    assert str(caught.value) == "fen:1:7: error: the 1st rank from the top is wider than 26 squares"
    assert (caught.value.key, caught.value.kind, caught.value.column) == ("fen", "record", 7)

    with pytest.raises(forsythe.ForsytheError) as caught:
        forsythe.svg(KINGS, fliip=True)
    assert "fliip" in str(caught.value) and caught.value.kind == "key"


def test_wrong_python_values_are_type_errors():
    with pytest.raises(TypeError):
        forsythe.svg(KINGS, size={"a": 1})
    with pytest.raises(TypeError):
        forsythe.svg(12345)
    with pytest.raises(TypeError):
        forsythe.svg(Path("x.pgn"))
    with pytest.raises(ValueError):
        forsythe.render_many([KINGS], "jpeg")


def test_a_warning_is_a_forsythe_warning_at_the_callers_line():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        line = _line() + 1
        forsythe.svg("8/8/8/4k3/8/8/8/4K2Z w")
    assert len(caught) == 1
    w = caught[0]
    assert w.category is forsythe.ForsytheWarning
    assert issubclass(forsythe.ForsytheWarning, UserWarning)
    assert str(w.message).startswith("fen:1:20: warning: `Z` in rank 1 is not a piece letter")
    assert (Path(w.filename).name, w.lineno) == ("test_api.py", line)
    # Python's filters apply: a warning may be an error.
    with warnings.catch_warnings():
        warnings.simplefilter("error", forsythe.ForsytheWarning)
        with pytest.raises(forsythe.ForsytheWarning):
            forsythe.png("8/8/8/4k3/8/8/8/4K2Z w")


def _line():
    import inspect

    return inspect.currentframe().f_back.f_lineno


def test_nothing_is_printed(capfd):
    with pytest.warns(forsythe.ForsytheWarning):
        forsythe.svg("8/8/8/4k3/8/8/8/4K2Z w")
    with pytest.raises(forsythe.ForsytheError):
        forsythe.svg("////")
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")


def test_the_diagram_shows_itself():
    d = forsythe.Diagram(KINGS, size=200)
    assert d.alt == "White to move. White: king e1. Black: king e5."
    assert d._repr_svg_() == d.svg() == forsythe.svg(KINGS, size=200)
    assert d._repr_png_() == forsythe.png(KINGS, size=200)
    page = d._repr_html_()
    assert page.startswith('<img class="forsythe" src="data:image/svg+xml;base64,')
    assert page.endswith('alt="White to move. White: king e1. Black: king e5.">')
    assert forsythe.Diagram(KINGS, alt='a "quoted" text')._repr_html_().endswith('alt="a &quot;quoted&quot; text">')
    with pytest.raises(forsythe.ForsytheError):
        forsythe.Diagram(KINGS, theme="plaid")


def test_a_diagram_saves_itself_in_the_format_its_name_says(tmp_path):
    d = forsythe.Diagram(KINGS)
    d.save(tmp_path / "a.png")
    d.save(tmp_path / "a.svg")
    d.save(str(tmp_path / "b"), format="pdf")
    assert (tmp_path / "a.png").read_bytes() == forsythe.png(KINGS)
    assert (tmp_path / "a.svg").read_text() == forsythe.svg(KINGS)
    assert (tmp_path / "b").read_bytes().startswith(b"%PDF-")
    with pytest.raises(ValueError):
        d.save(tmp_path / "a.jpeg")


def test_render_many_draws_in_order():
    records = [f"8/8/8/4k3/8/8/8/{_rank(i)} w" for i in range(8)]
    many = forsythe.render_many(records, "png", size=200)
    assert many == [forsythe.png(r, size=200) for r in records]
    svgs = forsythe.render_many(records, "svg")
    assert svgs == [forsythe.svg(r) for r in records]
    assert forsythe.render_many([]) == []


def _rank(i):
    """Rank 1 with the white king on file ``i`` (from 0)."""
    return "".join(x for x in (str(i) if i else "", "K", str(7 - i) if i < 7 else ""))


def test_render_many_raises_the_first_error_with_its_index():
    with pytest.raises(forsythe.ForsytheError) as caught:
        forsythe.render_many([KINGS, KINGS, "////", "44444444/8 w"])
    assert caught.value.index == 2
    assert caught.value.kind == "record"


def test_threads_draw_at_once():
    records = [f"8/8/8/4k3/8/8/8/{_rank(i)} w" for i in range(8)]
    expected = {r: forsythe.png(r, size=160) for r in records}
    failures = []

    def work(offset):
        try:
            for n in range(40):
                r = records[(n + offset) % len(records)]
                if forsythe.png(r, size=160) != expected[r]:
                    failures.append(r)
                if forsythe.render_many(records[:3], size=160) != [expected[x] for x in records[:3]]:
                    failures.append("many")
        except Exception as e:  # noqa: BLE001 - a failure in a thread is told here
            failures.append(repr(e))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []


def test_a_problem_in_popeye_form_is_a_record():
    problem = "BeginProblem\nAuthor A. Writer\nStip h#2\nPieces White Ke1 Qd1 Black Ke8 Neutral Ga4\nEndProblem\n"
    svg = forsythe.svg(problem)
    assert "A. Writer" in svg and "h#2" in svg
    assert "grasshopper a4" in forsythe.describe(problem)


def test_read_yields_the_records_of_a_file_lazily(tmp_path):
    games = forsythe.read(DATA / "games" / next(p.name for p in (DATA / "games").glob("*.pgn")))
    first = next(games)
    assert first.kind == "game" and first.pgn and first.line >= 1
    assert isinstance(first.tags, dict)
    assert forsythe.svg(first).startswith("<svg")

    problems = list(forsythe.read(DATA / "problems" / "english.inp"))
    assert [p.kind for p in problems] == ["problem", "problem"]
    assert problems[0].tags["Author"] == "A. Writer, B. Helper"
    assert problems[0].tags["Stipulation"] == "h#2"
    assert "Royal" in forsythe.describe(problems[0])

    olive = list(forsythe.read(DATA / "problems" / "twin-fairy.olv"))
    assert olive and olive[0].kind == "problem"
    assert forsythe.png(olive[0]).startswith(b"\x89PNG")

    lines = tmp_path / "puzzles.epd"
    lines.write_text(f"# two\nA heading\n{KINGS}\n\n8/8/8/8/8/8/8/QK6 w\n")
    records = list(forsythe.read(lines))
    assert [(r.kind, r.line, r.text) for r in records] == [
        ("record", 3, KINGS),
        ("record", 5, "8/8/8/8/8/8/8/QK6 w"),
    ]
    assert records[0].tags == {"title": "A heading"}
    assert forsythe.render_many(records, "svg") == [forsythe.svg(KINGS), forsythe.svg("8/8/8/8/8/8/8/QK6 w")]

    table = tmp_path / "p.csv"
    table.write_text(f"PuzzleId,FEN,Rating\nab1,{KINGS},1500\n")
    (row,) = list(forsythe.read(table))
    assert (row.kind, row.text, row.tags["Rating"]) == ("row", KINGS, "1500")

    with pytest.raises(OSError):
        list(forsythe.read(tmp_path / "none.pgn"))
    with pytest.raises(ValueError):
        forsythe.read(lines, kind="klingon").__next__()
