#!/usr/bin/env bash
# LaTeX benchmark: how long a document with N diagrams takes to compile with
# the forsythe package (integrations/latex/forsythe.sty), on its first run
# (nothing drawn yet) and on a second run of the unchanged document, beside
# the same document made with the `chessboard` package (TeX Live's
# texlive-games), which typesets its boards in TeX on every run.
#
# The ways timed, each with pdfLaTeX:
#   forsythe, two steps   first: pdflatex, forsythe latex, pdflatex
#                         second: pdflatex
#   forsythe, shell       first: pdflatex -shell-escape (each diagram drawn
#                         during the run); second: pdflatex -shell-escape
#   chessboard            first and second: pdflatex
#
# The positions are made by a fixed pseudo-random sequence
# (benches/positions.awk), so every run draws the same. Each figure is the
# best of REPEAT runs (default 3).
#
# Needs: pdflatex with the chessboard package (apt-get install
# texlive-latex-extra texlive-games).
#
# Usage: benches/latex.sh [N [REPEAT]]      (default 100 diagrams, 3 runs)
set -euo pipefail

N=${1:-100}
REPEAT=${2:-3}
if ! [[ $N =~ ^[0-9]+$ && $REPEAT =~ ^[0-9]+$ ]] || (( N < 1 || REPEAT < 1 )); then
    echo "usage: $0 [N [REPEAT]]   (whole numbers of at least 1)" >&2
    exit 2
fi
command -v pdflatex >/dev/null || { echo "pdflatex is needed" >&2; exit 1; }
kpsewhich chessboard.sty >/dev/null || { echo "the chessboard package is needed" >&2; exit 1; }
cd "$(dirname "$0")/.."

echo "building (cargo build --release) ..."
cargo build --release --quiet

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A copy of the binary, so that a rebuild during the run cannot change it.
mkdir "$tmp/bin"
cp "${CARGO_TARGET_DIR:-target}/release/forsythe" "$tmp/bin/forsythe"
export PATH="$tmp/bin:$PATH"
cp integrations/latex/forsythe.sty "$tmp/"

# The N positions, one a line.
awk -v n="$N" -v seed=20261204 -f benches/positions.awk > "$tmp/positions"

# document NAME PREAMBLE DIAGRAM: a document with a paragraph and a centred
# diagram for each position, DIAGRAM a printf format of the position.
document() {
    local name=$1 preamble=$2 diagram=$3 i=0
    {
        printf '\\documentclass[11pt]{article}\n\\usepackage[T1]{fontenc}\n'
        printf '\\usepackage[a4paper,margin=2cm]{geometry}\n%s\n\\begin{document}\n' "$preamble"
        while read -r fen; do
            i=$((i + 1))
            printf 'Diagram %d: a few words about the position before it is shown.\n\n' "$i"
            printf "\\\\begin{center}\n$diagram\n\\\\end{center}\n\n" "$fen"
        done < "$tmp/positions"
        printf '\\end{document}\n'
    } > "$tmp/$name.tex"
}
document forsythe '\usepackage{forsythe}' '\\forsythe[side-to-move]{%s}'
document chessboard '\usepackage{chessboard}' '\\chessboard[setfen={%s}, showmover]'

# seconds COMMAND...: runs COMMAND in the folder, quietly; prints how long
# it took in nanoseconds.
seconds() {
    local start end
    start=$(date +%s%N)
    (cd "$tmp" && "$@" > /dev/null 2>&1) || { echo "failed: $*" >&2; exit 1; }
    end=$(date +%s%N)
    echo $((end - start))
}

clean() { rm -rf "$tmp"/forsythe-images "$tmp"/*.fsq "$tmp"/*.fsd "$tmp"/*.aux "$tmp"/*.pdf; }

# best NAME FIRST... -- SECOND...: the best of REPEAT tries of FIRST (from
# nothing) and of SECOND (after it); prints both in seconds.
best() {
    local label=$1; shift
    local first=() second=() f s bf=0 bs=0 r
    while [[ $1 != -- ]]; do first+=("$1"); shift; done
    shift
    second=("$@")
    for ((r = 0; r < REPEAT; r++)); do
        clean
        f=0
        local step
        # FIRST is a list of commands separated by `+`.
        local cmd=()
        for step in "${first[@]}" +; do
            if [[ $step == + ]]; then
                f=$((f + $(seconds "${cmd[@]}")))
                cmd=()
            else
                cmd+=("$step")
            fi
        done
        s=$(seconds "${second[@]}")
        (( bf == 0 || f < bf )) && bf=$f
        (( bs == 0 || s < bs )) && bs=$s
    done
    awk -v l="$label" -v f="$bf" -v s="$bs" \
        'BEGIN { printf "  %-28s first run %6.2f s   second run %6.2f s\n", l, f / 1e9, s / 1e9 }'
    if command -v pdfinfo >/dev/null; then
        local pdf=${second[-1]}
        pdfinfo "$tmp/$pdf.pdf" 2>/dev/null | awk '/^Pages:/ { printf "  %-28s %d pages\n", "", $2 }'
    fi
}

echo "$N diagrams, pdfLaTeX, best of $REPEAT runs:"
LATEX=(pdflatex -interaction=nonstopmode -halt-on-error)
best "forsythe, two steps" \
    "${LATEX[@]}" forsythe + forsythe latex forsythe + "${LATEX[@]}" forsythe \
    -- "${LATEX[@]}" forsythe
best "forsythe, shell escape" \
    "${LATEX[@]}" -shell-escape forsythe \
    -- "${LATEX[@]}" -shell-escape forsythe
best "chessboard" \
    "${LATEX[@]}" chessboard \
    -- "${LATEX[@]}" chessboard
