#!/usr/bin/env bash
# Process benchmark: the time of one whole `forsythe render FEN -o x.png`,
# from process start to exit (loading, parsing, drawing, encoding, writing).
#
# Target: 10 ms or less per process for a 400-px PNG.
#
# Also measured: the same to SVG, and `forsythe translate FEN` (start-up and
# parsing only, no drawing) as a baseline. With hyperfine installed it does
# the timing (--warmup 10 -N); otherwise a shell loop times RUNS runs of each
# with `date +%s%N`, and /bin/true in the same loop shows the loop's own
# cost (fork and exec), which is included in every other figure.
#
# Usage: benches/process.sh [RUNS]      (runs of each command, default 200)
set -euo pipefail

RUNS=${1:-200}
if ! [[ $RUNS =~ ^[0-9]+$ ]] || (( RUNS < 1 )); then
    echo "usage: $0 [RUNS]   (runs of each command, a whole number of at least 1)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

echo "building (cargo build --release) ..."
cargo build --release --quiet

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A copy of the binary, so that a rebuild during the run cannot change it.
cp target/release/forsythe "$tmp/forsythe"
BIN=$tmp/forsythe
FEN="r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8"

# Fail early, with forsythe's own message, if a command does not work.
"$BIN" render "$FEN" -o "$tmp/x.png"
"$BIN" render "$FEN" -o "$tmp/x.svg"
"$BIN" translate "$FEN" >/dev/null

echo "position: $FEN"
echo "$(nproc) cores; $RUNS runs of each command"
echo

if command -v hyperfine >/dev/null; then
    hyperfine --warmup 10 -N --runs "$RUNS" \
        -n "render -o x.png" "$BIN render '$FEN' -o $tmp/x.png" \
        -n "render -o x.svg" "$BIN render '$FEN' -o $tmp/x.svg" \
        -n "translate (baseline)" "$BIN translate '$FEN'"
    echo
    echo "target: render -o x.png <= 10 ms"
    exit 0
fi

echo "(hyperfine not installed: timing a shell loop with date +%s%N)"

# time_loop NAME CMD... : mean wall time of RUNS runs, after 10 warm-up runs.
# Sets MEAN_MS.
time_loop() {
    local name=$1; shift
    local i start end
    for ((i = 0; i < 10; i++)); do "$@" >/dev/null; done
    start=$(date +%s%N)
    for ((i = 0; i < RUNS; i++)); do "$@" >/dev/null; done
    end=$(date +%s%N)
    MEAN_MS=$(awk -v ns=$((end - start)) -v n="$RUNS" 'BEGIN {printf "%.2f", ns / n / 1e6}')
    if [[ -n ${OVERHEAD_MS:-} ]]; then
        awk -v name="$name" -v m="$MEAN_MS" -v o="$OVERHEAD_MS" \
            'BEGIN {printf "%-24s %7.2f ms per process   (%.2f ms without the loop overhead)\n", name, m, m - o}'
    else
        printf '%-24s %7.2f ms per process\n' "$name" "$MEAN_MS"
    fi
}

OVERHEAD_MS=
time_loop "/bin/true (overhead)" /bin/true
OVERHEAD_MS=$MEAN_MS
time_loop "translate (baseline)" "$BIN" translate "$FEN"
time_loop "render -o x.svg" "$BIN" render "$FEN" -o "$tmp/x.svg"
time_loop "render -o x.png" "$BIN" render "$FEN" -o "$tmp/x.png"
PNG_MS=$MEAN_MS

echo
awk -v m="$PNG_MS" 'BEGIN {
    printf "target: render -o x.png <= 10 ms: %s (%.2f ms)\n", (m <= 10) ? "met" : "NOT met", m
}'
