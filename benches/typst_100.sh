#!/usr/bin/env bash
# Typst benchmark: how long `typst compile` takes for a document with N
# diagrams (default 100) drawn through the forsythe package, the engine
# inside it as a WebAssembly plugin (no program, no pass before). The
# positions are made by a fixed pseudo-random sequence
# (benches/positions.awk), all different, so that Typst's memory of calls
# it has answered before helps no more than it does in a real book; a
# paragraph stands before each centred diagram.
#
# Each run is a fresh compiler (a new Python process), as `typst compile`
# is; the figures are the best and the median of REPEAT runs (default 5).
# The compiler is the `typst` package of Python (`python3 -m pip install
# typst`; TYPST_PYTHON names another interpreter). The package is built
# first with integrations/typst/build.sh.
#
# KEYS, if given, are more named arguments of every diagram, as Typst
# writes them: 'coordinates: "none"' draws boards without coordinates,
# as board-n-pieces draws them by default.
#
# Usage: benches/typst_100.sh [N [REPEAT [KEYS]]]
set -euo pipefail

N=${1:-100}
REPEAT=${2:-5}
KEYS=${3:-}
if ! [[ $N =~ ^[0-9]+$ && $REPEAT =~ ^[0-9]+$ ]] || (( N < 1 || REPEAT < 1 )); then
    echo "usage: $0 [N [REPEAT]]   (whole numbers of at least 1)" >&2
    exit 2
fi
python=${TYPST_PYTHON:-python3}
"$python" -c 'import typst' 2>/dev/null \
    || { echo "the typst package of Python is needed: $python -m pip install typst" >&2; exit 1; }
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "building the package (integrations/typst/build.sh) ..."
package=$(integrations/typst/build.sh "$tmp/packages" | tail -n 1)
version=$(basename "$package")
echo "plugin: $(wc -c < "$package/forsythe.wasm") bytes"

# The document: a paragraph and a centred diagram for each position.
{
    printf '#import "@local/forsythe:%s": *\n' "$version"
    printf '#set page(paper: "a4", margin: 2cm)\n\n'
    i=0
    awk -v n="$N" -v seed=20261204 -f benches/positions.awk | while read -r fen; do
        i=$((i + 1))
        printf 'Diagram %d: a few words about the position before it is shown.\n\n' "$i"
        printf '#align(center, forsythe("%s", width: 5cm%s))\n\n' "$fen" "${KEYS:+, $KEYS}"
    done
} > "$tmp/doc.typ"

"$python" - "$tmp/doc.typ" "$tmp/packages" "$REPEAT" "$N" <<'EOF'
import statistics, subprocess, sys, time

doc, packages, repeat, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
# One compiler per run, in a process of its own, as `typst compile` is.
run = ("import sys, typst\n"
       "typst.compile(sys.argv[1], output=sys.argv[1][:-4] + '.pdf', package_path=sys.argv[2])\n")
times = []
for _ in range(repeat):
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", run, doc, packages], check=True)
    times.append(time.perf_counter() - start)
print(f"{n} diagrams, {repeat} runs: best {min(times):.2f} s, median {statistics.median(times):.2f} s")
EOF
