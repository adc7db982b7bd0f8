#!/usr/bin/env bash
# Runs one fuzz target on the stable toolchain.
#   fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags...]
# The seeds in fuzz/seeds/TARGET are copied into fuzz/corpus/TARGET (git-ignored),
# which libFuzzer then grows; crashes land in fuzz/artifacts/TARGET (git-ignored).
# RUSTC_BOOTSTRAP=1 lets stable rustc take the -Z flags cargo-fuzz passes
# (sanitizer, coverage instrumentation). Set SANITIZER=none for a faster run
# without AddressSanitizer, and CARGO_TARGET_DIR to build elsewhere.
set -euo pipefail
target=${1:?usage: fuzz/run.sh TARGET [SECONDS] [libFuzzer flags...]}
seconds=${2:-600}
shift $(( $# >= 2 ? 2 : 1 ))
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$fuzz_dir/corpus/$target"
cp -n "$fuzz_dir/seeds/$target"/* "$fuzz_dir/corpus/$target/" 2>/dev/null || true
export RUSTC_BOOTSTRAP=1
args=(--fuzz-dir "$fuzz_dir" --sanitizer "${SANITIZER:-address}" -a)
if [[ -n ${CARGO_TARGET_DIR:-} ]]; then
    args+=(--target-dir "$CARGO_TARGET_DIR")
fi
cd "$fuzz_dir/.."
exec cargo fuzz run "${args[@]}" "$target" "$fuzz_dir/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=512 -print_final_stats=1 "$@"
