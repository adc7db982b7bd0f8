#!/usr/bin/env bash
# Service benchmark: how many diagrams `forsythe serve` answers per second,
# with keep-alive and 8 clients at once, for 1,000 different real positions,
# and how much memory it holds after a million requests of mixed sizes.
#
# Targets (2 cores, the load generator on the same machine):
#   - 400-px PNG: at least 2,500 a second, p99 latency under 10 ms;
#   - 400-px SVG: at least 20,000 a second, p99 latency under 10 ms;
#   - resident memory after 1,000,000 requests of mixed sizes (16…2048 px,
#     95% SVG, 5% PNG) within the --cache-size bound plus a few tens of MB.
#
# No request is answered from a cache: the clients send no If-None-Match and
# the service keeps no finished images; its renderers keep only piece rasters
# and empty boards.
#
# Usage: benches/serve.sh [SECONDS] [MEMORY_REQUESTS]
#   SECONDS: length of each throughput run (default 15)
#   MEMORY_REQUESTS: requests of the memory run (default 1000000; 0 skips it)
# Needs oha (cargo install oha --locked; on PATH, or named by $OHA)
# and python3 with python-chess (installed from PyPI when missing).
set -euo pipefail

SECONDS_EACH=${1:-15}
MEMORY_REQUESTS=${2:-1000000}
for n in "$SECONDS_EACH" "$MEMORY_REQUESTS"; do
    if ! [[ $n =~ ^[0-9]+$ ]]; then
        echo "usage: $0 [SECONDS] [MEMORY_REQUESTS]   (whole numbers)" >&2
        exit 2
    fi
done
cd "$(dirname "$0")/.."

OHA=${OHA:-$(command -v oha || true)}
if [[ -z $OHA ]]; then
    echo "oha is missing: cargo install oha --locked (or set OHA to its path)" >&2
    exit 2
fi
if ! python3 -c 'import chess' 2>/dev/null; then
    echo "installing python-chess ..."
    python3 -m pip install --quiet chess
fi

echo "building (cargo build --release) ..."
cargo build --release --quiet

tmp=$(mktemp -d)
pid=
cleanup() {
    [[ -n $pid ]] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
# A copy of the binary, so that a rebuild during the run cannot change it.
cp target/release/forsythe "$tmp/forsythe"

python3 benches/gen_positions.py 1000 7 > "$tmp/positions.fen"

"$tmp/forsythe" serve --quiet --port 0 --port-file "$tmp/addr" --cache-size 64 &
pid=$!
for _ in $(seq 100); do [[ -s $tmp/addr ]] && break; sleep 0.05; done
ADDR=$(cat "$tmp/addr")
BASE="http://$ADDR"

# URL files: one URL a line, oha picks among them.
python3 - "$tmp" "$BASE" <<'EOF'
import random, sys, urllib.parse
tmp, base = sys.argv[1], sys.argv[2]
fens = [l.strip() for l in open(f"{tmp}/positions.fen") if l.strip()]
def url(fmt, fen, size):
    return f"{base}/diagram.{fmt}?fen={urllib.parse.quote(fen, safe='')}&size={size}\n"
for fmt in ("svg", "png"):
    with open(f"{tmp}/{fmt}.urls", "w") as f:
        f.writelines(url(fmt, fen, 400) for fen in fens)
rng = random.Random(11)
with open(f"{tmp}/mixed.urls", "w") as f:
    for i in range(20000):
        fmt = "png" if rng.random() < 0.05 else "svg"
        f.write(url(fmt, rng.choice(fens), rng.randint(16, 2048)))
EOF

rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status"; }
hwm() { awk '/^VmHWM/ {print $2}' "/proc/$pid/status"; }

# run NAME URLFILE ARGS... : oha with 8 clients on keep-alive connections.
run() {
    local name=$1 file=$2; shift 2
    "$OHA" --no-tui --output-format json -c 8 --urls-from-file "$file" "$@" > "$tmp/$name.json"
    python3 - "$tmp/$name.json" "$name" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
s, p = r["summary"], r["latencyPercentiles"]
codes = r.get("statusCodeDistribution", {})
print(f"{sys.argv[2]:>10}: {s['requestsPerSec']:9.0f} requests/s   "
      f"p50 {p['p50']*1000:6.2f} ms   p99 {p['p99']*1000:6.2f} ms   "
      f"{s['sizePerRequest'] or 0:7.0f} bytes each   statuses {codes}")
EOF
}

echo "$(nproc) cores; 1,000 positions; 8 clients with keep-alive; ${SECONDS_EACH} s a run"
echo "warming up ..."
"$OHA" --no-tui -c 8 -z 2s --urls-from-file "$tmp/svg.urls" > /dev/null
"$OHA" --no-tui -c 8 -z 2s --urls-from-file "$tmp/png.urls" > /dev/null
run "SVG 400" "$tmp/svg.urls" -z "${SECONDS_EACH}s"
run "PNG 400" "$tmp/png.urls" -z "${SECONDS_EACH}s"
echo "resident memory now: $(( $(rss) / 1024 )) MB"

if (( MEMORY_REQUESTS > 0 )); then
    echo "memory: $MEMORY_REQUESTS requests, 95% SVG and 5% PNG, sizes 16…2048 px ..."
    run "mixed" "$tmp/mixed.urls" -n "$MEMORY_REQUESTS"
    echo "resident memory after them: $(( $(rss) / 1024 )) MB (peak $(( $(hwm) / 1024 )) MB)"
    curl -s "$BASE/metrics" | grep -E '^forsythe_(renderer_cache_bytes|busy_total|draw_seconds_count)'
fi
