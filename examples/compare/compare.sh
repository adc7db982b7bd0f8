#!/bin/sh
# Side-by-side pictures of the same positions at the same width, one row per
# position: LaTeX `chessboard` with the skak font | python-chess (cburnett) |
# forsythe --theme print | forsythe --theme hatched.
#
#   examples/compare/compare.sh [OUT_DIR] [WIDTH...]
#
# Needs pdflatex with the chessboard and skak packages (Debian: texlive-games,
# texlive-latex-extra, texlive-plain-generic), pdftoppm (poppler-utils) and
# python3 with python-chess (`pip install chess`). FORSYTHE names the binary
# (default: target/debug/forsythe, built if missing); PIECES, a folder of
# pieces to try instead of the built-in set. Writes OUT_DIR/compare-WIDTH.png
# (default OUT_DIR: target/compare; default widths: 192 400 800).
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/target/compare}
[ $# -gt 0 ] && shift
widths=${*:-192 400 800}
forsythe=${FORSYTHE:-$root/target/debug/forsythe}
[ -x "$forsythe" ] || (cd "$root" && cargo build --quiet)
(cd "$root" && cargo build --quiet --example compare)
compose=$root/target/debug/examples/compare
pieces=${PIECES:+--pieces $PIECES}

mkdir -p "$out/work"
work=$out/work

# The start position and a Queen's Gambit middle game with every piece type.
positions="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R"

for width in $widths; do
    rows=""
    n=0
    for fen in $positions; do
        n=$((n + 1))
        base=$work/p$n-$width
        # LaTeX chessboard + skak: the board alone, scaled to the width.
        cat > "$base.tex" <<EOF
\documentclass{standalone}
\usepackage{chessboard}
\begin{document}
\chessboard[setfen=$fen w - - 0 1, showmover=false, margin=false,
  labelleft=false, labelbottom=false]
\end{document}
EOF
        (cd "$work" && pdflatex -interaction=batchmode "p$n-$width.tex" > /dev/null)
        pdftoppm -png -singlefile -scale-to "$width" "$base.pdf" "$base-skak"
        # python-chess, cburnett pieces.
        python3 -c "import chess, chess.svg, sys
print(chess.svg.board(chess.Board(sys.argv[1] + ' w - - 0 1'), size=int(sys.argv[2]), coordinates=False))" \
            "$fen" "$width" > "$base-cburnett.svg"
        # forsythe, print and hatched.
        for theme in print hatched; do
            # shellcheck disable=SC2086
            "$forsythe" render --quiet $pieces --theme "$theme" --no-coordinates \
                --size "$width" -o "$base-$theme.png" -- "$fen"
        done
        rows="$rows $base-skak.png,$base-cburnett.svg,$base-print.png,$base-hatched.png"
    done
    # shellcheck disable=SC2086
    "$compose" "$out/compare-$width.png" $rows
    echo "$out/compare-$width.png"
done
