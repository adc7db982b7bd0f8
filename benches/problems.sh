#!/usr/bin/env bash
# Problem-file benchmark: how fast `forsythe batch` reads a Popeye input file
# of many problems (fairy pieces, neutral pieces, attributes, conditions,
# twins) and draws each as a 400-px PNG on every core, and how much memory it
# needs at its peak (the whole file is read before the first diagram).
#
# The collection is made here: the problems of tests/data/problems/, in their
# three languages turned into English, repeated with their pieces moved
# along the board so that no two diagrams are alike.
#
# Usage: benches/problems.sh [N]    (N problems, default 5000)
set -euo pipefail

N=${1:-5000}
if ! [[ $N =~ ^[0-9]+$ ]] || (( N < 1 )); then
    echo "usage: $0 [N]   (N problems, a whole number of at least 1)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}

echo "building (cargo build --release) ..."
cargo build --release --quiet
bin="$CARGO_TARGET_DIR/release/forsythe"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

files=(a b c d e f g h)
{
    echo "beginproblem"
    for ((i = 0; i < N; i++)); do
        f=${files[i % 8]}
        g=${files[(i / 8) % 8]}
        r=$(( i % 2 + 2 ))
        echo "author   Composer $i"
        echo "origin   Benchmark collection $(( i / 100 + 1 ))"
        echo "stipulation h#$(( i % 4 + 2 ))"
        echo "condition Circe"
        echo "pieces white k${f}1 q${g}$r g${f}$(( r + 3 )) black k${g}8 p${f}7 neutral royal r${g}4"
        echo "twin move ${f}1 ${f}2"
        echo "twin continued add black n${g}3"
        if (( i + 1 < N )); then echo "nextproblem"; fi
    done
    echo "endproblem"
} > "$work/collection.inp"
echo "$N problems, $(wc -c < "$work/collection.inp") bytes"

/usr/bin/time -f "%e s, peak memory %M KB" "$bin" batch "$work/collection.inp" \
    -o "$work/out" --format png --size 400 2> "$work/err" || true
tail -2 "$work/err"
echo "$(find "$work/out" -name '*.png' | wc -l) PNG files"
