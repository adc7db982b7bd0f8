#!/usr/bin/env bash
# Markdown benchmark: how long `forsythe markdown` takes on a document with
# many diagram blocks, and whether a second run over the unchanged document
# writes any file.
#
# Target: a 300-block document converts in under a second (SVG files), and a
# second run writes no file at all (neither an image nor the document).
#
# The document has N blocks, each a different position (pieces placed by a
# fixed pseudo-random sequence, so every run draws the same), written in
# turn as a bare record, a record with key=value options, and key: value
# lines with arrows, marks and a caption, some inside list items and block
# quotes, with prose, a table and a code block between them.
#
# Usage: benches/markdown.sh [N]      (N blocks, default 300)
set -euo pipefail

N=${1:-300}
if ! [[ $N =~ ^[0-9]+$ ]] || (( N < 1 )); then
    echo "usage: $0 [N]   (N blocks, a whole number of at least 1)" >&2
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

awk -v n="$N" -v seed=20261130 -f benches/positions.awk > "$tmp/positions"
awk -v n="$N" -v positions="$tmp/positions" '
BEGIN {
    print "---\ntitle: \"" n " diagrams\"\n---\n\n# " n " diagrams\n"
    print "| move | idea |\n|---|---|\n| 1.e4 | centre |\n"
    print "```sh\nforsythe markdown in.md -o out.md --images images\n```\n"
    for (i = 1; i <= n; i++) {
        print "Position " i ": some prose between the diagrams, *with* `inline` markup.\n"
        getline fen < positions
        k = i % 5
        if (k == 0) print "```fen\n" fen "\n```\n"
        else if (k == 1) print "```fen\n" fen "\nflip=true caption=\"{side}\" theme=print\n```\n"
        else if (k == 2) print "```forsythe\nfen: " fen "\narrows: e2-e4, g1->f3:red\nsquares: d4 d5:blue\ncaption: Diagram " i "\nsize: 320\n```\n"
        else if (k == 3) print "- a list item\n\n  ```chess\n  " fen "\n  coordinates=false\n  ```\n"
        else print "> a quote\n>\n> ```fen\n> position: " fen "\n> circle: e4\n> side-to-move: yes\n> ```\n"
    }
}' > "$tmp/in.md"

# run LABEL ARGS... : times one `forsythe markdown ARGS`, in seconds.
run() {
    local label=$1; shift
    local start end
    start=$(date +%s%N)
    "$BIN" markdown "$@" > /dev/null
    end=$(date +%s%N)
    awk -v l="$label" -v ns=$((end - start)) 'BEGIN { printf "  %-44s %7.3f s\n", l, ns / 1e9 }'
}

# Every file under $tmp/out with its inode and modification time.
stamps() { find "$tmp/out" -type f -printf '%p %i %T@\n' | sort; }

blocks=$(grep -c '^ *>\? *```\(fen\|forsythe\|chess\)' "$tmp/in.md")
echo "a document of $(wc -c < "$tmp/in.md") bytes with $blocks diagram blocks:"
run "first run, SVG files (empty images folder)" "$tmp/in.md" -o "$tmp/out/doc.md" --images "$tmp/out/images"
echo "  $(find "$tmp/out/images" -type f | wc -l) image files written"
stamps > "$tmp/before"
run "second run, nothing changed" "$tmp/in.md" -o "$tmp/out/doc.md" --images "$tmp/out/images"
stamps > "$tmp/after"
if cmp -s "$tmp/before" "$tmp/after"; then
    echo "  the second run wrote no file"
else
    echo "  the second run WROTE FILES:"
    diff "$tmp/before" "$tmp/after" | head
    exit 1
fi
run "first run, PNG files" "$tmp/in.md" -o "$tmp/out/png.md" --images "$tmp/out/png" --format png
run "inline SVG" "$tmp/in.md" --inline-svg
