"""The Python package against python-chess and CairoSVG, in one run:

- 1,000 different 400-pixel PNGs: ``forsythe.render_many`` against
  ``chess.svg.board`` then ``cairosvg.svg2png`` for each;
- one SVG at a time: ``forsythe.svg`` against ``chess.svg.board``.

The positions are those of real games, played move by move from the start
with python-chess (the same list for both). Run it in a virtual
environment with the package, ``chess`` and ``cairosvg`` installed (the
latter needs the system's libcairo)::

    python benches/python_speed.py [--count 1000]

It prints the times and the ratios, and exits 1 when a ratio is under its
target (100 for PNG, 10 for SVG).
"""

import argparse
import random
import sys
import time

import cairosvg
import chess
import chess.svg

import forsythe


def positions(count: int, seed: int = 7) -> list:
    """``count`` different boards from random legal games."""
    rng = random.Random(seed)
    seen, boards = set(), []
    while len(boards) < count:
        board = chess.Board()
        for _ in range(rng.randint(4, 80)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            if board.board_fen() not in seen and rng.random() < 0.2:
                seen.add(board.board_fen())
                boards.append(board.copy())
                if len(boards) == count:
                    break
    return boards


def best(f, runs: int = 3) -> float:
    """The shortest of ``runs`` timings of ``f``, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1000)
    args = parser.parse_args()
    boards = positions(args.count)
    fens = [b.fen() for b in boards]

    # Both warmed up once.
    forsythe.render_many(fens[:10], "png", size=400)
    cairosvg.svg2png(bytestring=chess.svg.board(boards[0], size=400).encode())

    ours_png = best(lambda: forsythe.render_many(fens, "png", size=400))
    theirs_png = best(
        lambda: [cairosvg.svg2png(bytestring=chess.svg.board(b, size=400).encode()) for b in boards],
        runs=1,
    )
    ours_svg = best(lambda: [forsythe.svg(f, size=400) for f in fens])
    theirs_svg = best(lambda: [chess.svg.board(b, size=400) for b in boards])

    n = len(boards)
    png_ratio = theirs_png / ours_png
    svg_ratio = theirs_svg / ours_svg
    print(f"{n} different 400-px PNGs:")
    print(f"  forsythe.render_many        {ours_png:8.3f} s  ({ours_png / n * 1e3:.3f} ms each)")
    print(f"  chess.svg + cairosvg        {theirs_png:8.3f} s  ({theirs_png / n * 1e3:.3f} ms each)")
    print(f"  forsythe is {png_ratio:.0f}x faster (target 100x)")
    print(f"{n} SVGs, one at a time:")
    print(f"  forsythe.svg                {ours_svg:8.3f} s  ({ours_svg / n * 1e3:.3f} ms each)")
    print(f"  chess.svg.board             {theirs_svg:8.3f} s  ({theirs_svg / n * 1e3:.3f} ms each)")
    print(f"  forsythe is {svg_ratio:.1f}x faster (target 10x)")
    return 0 if png_ratio >= 100 and svg_ratio >= 10 else 1


if __name__ == "__main__":
    sys.exit(main())
