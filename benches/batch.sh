#!/usr/bin/env bash
# Batch benchmark: how fast `forsythe batch` draws many real positions as
# 400-px PNGs on every core, how much memory it needs at its peak, whether the
# time grows linearly with the number of positions, and whether --jobs 1 and
# --jobs 2 write byte-identical files.
#
# Target: 10,000 400-px PNGs in under 10 s on 2 cores (1,000 diagrams/s or
# more), with peak memory (maximum resident set size) under 100 MB.
#
# Usage: benches/batch.sh [N]      (N positions, default 10000)
# The diagrams go to a folder made by mktemp -d: TMPDIR=/dev/shm puts them
# in memory, leaving out the file system's cost of creating 10,000 files.
# Needs python3; installs python-chess from PyPI if it is missing.
set -euo pipefail

N=${1:-10000}
if ! [[ $N =~ ^[0-9]+$ ]] || (( N < 4 )); then
    echo "usage: $0 [N]   (N positions, a whole number of at least 4)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

if ! python3 -c 'import chess' 2>/dev/null; then
    echo "installing python-chess ..."
    python3 -m pip install --quiet chess
fi

echo "building (cargo build --release) ..."
cargo build --release --quiet

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A copy of the binary, so that a rebuild during the run cannot change it.
cp target/release/forsythe "$tmp/forsythe"
BIN=$tmp/forsythe

# Peak memory comes from GNU time (`/usr/bin/time -v`); without it, try to
# install it (root with apt only), else poll VmHWM in /proc/PID/status.
if [[ ! -x /usr/bin/time && $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    { apt-get install -y -qq time || { apt-get update -qq && apt-get install -y -qq time; }; } \
        >/dev/null 2>&1 || true
fi

now_ns() { date +%s%N; }

# run_batch OUT ARGS... : forsythe batch ARGS -o OUT --quiet.
# Sets WALL (seconds), RSS_KB (peak resident set, kB) and CPU (user and
# system time, when GNU time is there).
run_batch() {
    local out=$1; shift
    local start end rc=0
    if [[ -x /usr/bin/time ]]; then
        start=$(now_ns)
        /usr/bin/time -v -o "$tmp/time.txt" "$BIN" batch "$@" -o "$out" --quiet || rc=$?
        end=$(now_ns)
        RSS_KB=$(awk -F': *' '/Maximum resident set size/ {print $2}' "$tmp/time.txt")
        CPU=$(awk -F': *' '/User time/ {u = $2} /System time/ {s = $2}
            END {printf "user %.2f s, system %.2f s", u, s}' "$tmp/time.txt")
    else
        local pid hwm
        RSS_KB=0 CPU="not measured (no /usr/bin/time)"
        start=$(now_ns)
        "$BIN" batch "$@" -o "$out" --quiet &
        pid=$!
        while kill -0 "$pid" 2>/dev/null; do
            hwm=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
            if [[ -n $hwm ]] && (( hwm > RSS_KB )); then RSS_KB=$hwm; fi
            sleep 0.02
        done
        wait "$pid" || rc=$?
        end=$(now_ns)
    fi
    WALL=$(awk -v ns=$((end - start)) 'BEGIN {printf "%.3f", ns / 1e9}')
    if (( rc != 0 )); then
        echo "  !! forsythe batch exited with status $rc" >&2
        FAILED=1
    fi
}

# check_output OUT COUNT : every record drawn, no error in the manifest.
check_output() {
    local pngs errors
    pngs=$(find "$1" -name '*.png' | wc -l)
    errors=$(grep -o '"error": [^n]' "$1/manifest.json" | wc -l || true)
    if (( pngs != $2 || errors != 0 )); then
        echo "  !! expected $2 PNGs, found $pngs; records with an error: $errors" >&2
        FAILED=1
    fi
}

FAILED=0
CORES=$(nproc)
echo "generating $N positions (benches/gen_positions.py, seed 1) ..."
python3 benches/gen_positions.py "$N" 1 > "$tmp/positions.fen"
HALF=$((N / 2))
QUARTER=$((N / 4))
head -n "$HALF" "$tmp/positions.fen" > "$tmp/half.fen"
head -n "$QUARTER" "$tmp/positions.fen" > "$tmp/quarter.fen"

PNG=(--format png --size 400)
# Every run writes to its own folder, all removed only at the end: on ext4
# without a journal, creating files right after deleting many is much slower.
echo "output folders in $tmp ($(df --output=fstype "$tmp" | tail -n 1))"

echo
echo "== $N positions, 400-px PNG, all $CORES cores =="
run_batch "$tmp/full" "$tmp/positions.fen" "${PNG[@]}"
check_output "$tmp/full" "$N"
T_FULL=$WALL
read -r TOTAL_BYTES < <(find "$tmp/full" -name '*.png' -printf '%s\n' | awk '{s += $1} END {print s + 0}')
awk -v n="$N" -v t="$T_FULL" -v kb="$RSS_KB" -v bytes="$TOTAL_BYTES" -v cpu="$CPU" 'BEGIN {
    printf "positions:        %d\n", n
    printf "wall time:        %.2f s\n", t
    printf "CPU time:         %s\n", cpu
    printf "diagrams/second:  %.0f   (target >= 1000, i.e. 10,000 in < 10 s)\n", n / t
    printf "peak RSS:         %.1f MB   (target < 100 MB)\n", kb / 1024
    printf "PNG size total:   %.1f MB   (%d bytes)\n", bytes / 1048576, bytes
    printf "PNG size mean:    %.1f kB\n", bytes / n / 1024
}'

echo
echo "== linearity: $HALF positions (first half of the same file) =="
run_batch "$tmp/half" "$tmp/half.fen" "${PNG[@]}"
check_output "$tmp/half" "$HALF"
T_HALF=$WALL
HALF_RSS=$RSS_KB
awk -v n="$N" -v h="$HALF" -v t="$T_FULL" -v th="$T_HALF" -v kb="$HALF_RSS" 'BEGIN {
    r = t / th
    printf "time for %d:  %.2f s\n", n, t
    printf "time for %d:  %.2f s   (peak RSS %.1f MB)\n", h, th, kb / 1024
    printf "ratio:          %.2f   (2.00 for linear growth: %s)\n", r,
        (r > 1.7 && r < 2.3) ? "looks linear" : "NOT linear"
}'

echo
echo "== determinism: $QUARTER positions, --jobs 1 vs --jobs 2 =="
run_batch "$tmp/j1" "$tmp/quarter.fen" "${PNG[@]}" --jobs 1
check_output "$tmp/j1" "$QUARTER"
printf -- "--jobs 1: %.2f s\n" "$WALL"
run_batch "$tmp/j2" "$tmp/quarter.fen" "${PNG[@]}" --jobs 2
check_output "$tmp/j2" "$QUARTER"
printf -- "--jobs 2: %.2f s\n" "$WALL"
same=0 differ=0
for f in "$tmp"/j1/*; do
    name=${f##*/}
    if cmp -s "$f" "$tmp/j2/$name"; then
        same=$((same + 1))
    else
        differ=$((differ + 1))
        if (( differ <= 5 )); then echo "  differs: $name"; fi
    fi
done
n1=$(ls "$tmp/j1" | wc -l)
n2=$(ls "$tmp/j2" | wc -l)
if (( differ == 0 && n1 == n2 )); then
    echo "outputs: byte-identical ($same files, manifest.json included)"
else
    echo "outputs: DIFFER ($differ of $n1 files differ; $n1 vs $n2 files)"
    FAILED=1
fi

echo
if (( FAILED )); then
    echo "checks FAILED (see above)"
    exit 1
fi
echo "checks passed: exit status, one PNG per record, no record errors, --jobs 1 = --jobs 2"
