#!/usr/bin/env bash
# Process benchmark: the time of one whole `forsythe` process, from start to
# exit (loading, reading the command line, drawing, encoding, writing).
#
# Targets, per process, for a 400-px diagram of a middle-game position:
#   render -o x.png   3 ms or less
#   render -o x.svg   2 ms or less
# Also measured: `forsythe translate FEN` (start-up and reading only, no
# drawing) and `forsythe --version` (start-up only), as baselines.
#
# With hyperfine installed it does the timing (--warmup 10 -N); otherwise a
# shell loop times RUNS runs of each with `date +%s%N`, and /bin/true in the
# same loop shows the loop's own cost (fork and exec), which is included in
# every other figure. The machine should be otherwise idle: on a busy one
# every figure grows.
#
# The binary is a normal position-independent executable; the targets above
# assume the fixed-address link, which is opt-in: build it with
#   FORSYTHE_NO_PIE=1 cargo build --release
# before running this (and without it again for `forsythe serve`).
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
"$BIN" --version >/dev/null

echo "position: $FEN"
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $RUNS runs of each command"
echo

# The mean (and with hyperfine the least) time of each command in
# milliseconds, in this order.
NAMES=("render -o x.png" "render -o x.svg" "translate (baseline)" "version (baseline)")
MEANS=()
MINS=()

if command -v hyperfine >/dev/null; then
    hyperfine --warmup 10 -N --runs "$RUNS" --export-json "$tmp/times.json" \
        --command-name="${NAMES[0]}" "$BIN render '$FEN' -o $tmp/x.png" \
        --command-name="${NAMES[1]}" "$BIN render '$FEN' -o $tmp/x.svg" \
        --command-name="${NAMES[2]}" "$BIN translate '$FEN'" \
        --command-name="${NAMES[3]}" "$BIN --version" \
        --command-name="/bin/true (process creation)" "/bin/true"
    # Each result's "mean" and "min" (seconds), in the order the commands
    # were given. On a busy machine the least time is the steadier figure.
    mapfile -t MEANS < <(awk -F': *' '/"mean"/ {gsub(/[ ,]/, "", $2); printf "%.2f\n", $2 * 1000}' "$tmp/times.json")
    mapfile -t MINS < <(awk -F': *' '/"min"/ {gsub(/[ ,]/, "", $2); printf "%.2f\n", $2 * 1000}' "$tmp/times.json")
    # The last is /bin/true: what merely starting a process costs on this
    # machine, part of every figure above. It differs between machines (and
    # virtual machines) several times over, so it is printed beside them.
    OVERHEAD_MS=${MEANS[4]}
else
    echo "(hyperfine not installed: timing a shell loop with date +%s%N)"

    # time_loop NAME CMD... : mean wall time of RUNS runs, after 10 warm-up
    # runs, printed and left in MEAN_MS.
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
                'BEGIN {printf "%-30s %7.2f ms per process   (%.2f ms without the loop overhead)\n", name, m, m - o}'
        else
            printf '%-30s %7.2f ms per process\n' "$name" "$MEAN_MS"
        fi
    }

    OVERHEAD_MS=
    time_loop "/bin/true (process creation)" /bin/true
    OVERHEAD_MS=$MEAN_MS
    time_loop "${NAMES[0]}" "$BIN" render "$FEN" -o "$tmp/x.png"
    MEANS+=("$MEAN_MS")
    time_loop "${NAMES[1]}" "$BIN" render "$FEN" -o "$tmp/x.svg"
    MEANS+=("$MEAN_MS")
    time_loop "${NAMES[2]}" "$BIN" translate "$FEN"
    MEANS+=("$MEAN_MS")
    time_loop "${NAMES[3]}" "$BIN" --version
    MEANS+=("$MEAN_MS")
fi

echo
# target NAME MEAN LIMIT [MIN] : whether a mean is within its target.
target() {
    awk -v name="$1" -v m="$2" -v t="$3" -v least="${4:-}" 'BEGIN {
        printf "target: %-16s <= %s ms: %s (mean %.2f ms", name, t, (m <= t) ? "met" : "NOT met", m
        if (least != "") printf ", least %.2f ms", least
        printf ")\n"
    }'
}
echo "/bin/true, for scale: $OVERHEAD_MS ms per process (start-up cost of this machine, in every figure)"
target "${NAMES[0]}" "${MEANS[0]}" 3 "${MINS[0]:-}"
target "${NAMES[1]}" "${MEANS[1]}" 2 "${MINS[1]:-}"
