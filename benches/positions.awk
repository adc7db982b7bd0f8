# N chess positions as FEN lines, one a line, made by a fixed pseudo-random
# sequence so that every run of a benchmark draws the same: the kings, then
# up to fourteen other pieces on an 8×8 board, White or Black to move.
#
#   awk -v n=N -v seed=SEED -f benches/positions.awk
function rnd(m) { seed = (seed * 1103515245 + 12345) % 2147483648; return int(seed / 65536) % m }
function position(   board, sq, i, rank, file, row, run, out, c) {
    for (sq = 0; sq < 64; sq++) board[sq] = ""
    board[rnd(32)] = "K"; board[32 + rnd(32)] = "k"
    for (i = 0; i < 14; i++) {
        sq = rnd(64)
        if (board[sq] == "") board[sq] = substr("QRRBBNNPPPPPqrrbbnnppppp", 1 + rnd(24), 1)
    }
    out = ""
    for (rank = 7; rank >= 0; rank--) {
        row = ""; run = 0
        for (file = 0; file < 8; file++) {
            c = board[rank * 8 + file]
            if (c == "") { run++ } else { if (run) row = row run; run = 0; row = row c }
        }
        if (run) row = row run
        out = out row (rank ? "/" : "")
    }
    return out " " (rnd(2) ? "w" : "b") " - - 0 1"
}
BEGIN { for (i = 1; i <= n; i++) print position() }
