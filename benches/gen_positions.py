#!/usr/bin/env python3
"""Print N chess positions as FEN lines, for the batch benchmark.

Usage: gen_positions.py N SEED > positions.fen

Each position comes from its own game of random legal moves played from the
start position, 10 to 80 plies long; a game that ends early (mate, stalemate,
draw) is thrown away and a new one started. The same N and SEED always give
the same lines. Needs python-chess (`python3 -m pip install chess`).
"""
import random
import sys

import chess


def random_position(rng):
    while True:
        board = chess.Board()
        for _ in range(rng.randint(10, 80)):
            moves = list(board.legal_moves)
            if not moves or board.is_insufficient_material():
                break
            board.push(rng.choice(moves))
        else:
            return board.fen()


def main():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} N SEED")
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    out = sys.stdout
    for _ in range(n):
        out.write(random_position(rng) + "\n")


if __name__ == "__main__":
    main()
