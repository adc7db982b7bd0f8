#!/usr/bin/env bash
# Runs one fuzz target on the stable toolchain.
#   fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags...]
# The seeds in fuzz/seeds/TARGET (and files of ../shared/corpus, when it is
# there) are copied into fuzz/corpus/TARGET (git-ignored),
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
# The shared corpus beside the project (../shared/corpus, when there is one)
# seeds the targets too; its files are copied into the git-ignored corpus
# folder at run time, never into the project. Targets whose first byte picks
# an option get a 0 byte before each file, so the file is read whole.
shared="$fuzz_dir/../../shared/corpus"
add_shared() { # add_shared PREFIX FILE...
    local prefix=$1 f name
    shift
    for f in "$@"; do
        [[ -f $f ]] || continue
        name="$fuzz_dir/corpus/$target/shared-$(basename "$(dirname "$f")")-$(basename "$f")"
        [[ -e $name ]] && continue
        if [[ $prefix == byte ]]; then
            { printf '\0'; head -c 65536 "$f"; } > "$name"
        else
            head -c 65536 "$f" > "$name"
        fi
    done
}
if [[ -d $shared ]]; then
    case $target in
        popeye_file) add_shared byte "$shared"/popeye/BEISPIEL/*.inp ;;
        input_reader | batch_input)
            add_shared none "$shared"/popeye/BEISPIEL/*.inp "$shared"/epd/*.epd "$shared"/pgn/*.pgn ;;
        host_engine)
            add_shared byte "$shared"/popeye/BEISPIEL/*.inp "$shared"/epd/*.epd "$shared"/pgn/*.pgn ;;
        olive_file | latex_diagram | notations) ;; # the shared corpus has none of these
    esac
fi
export RUSTC_BOOTSTRAP=1
args=(--fuzz-dir "$fuzz_dir" --sanitizer "${SANITIZER:-address}" -a)
if [[ -n ${CARGO_TARGET_DIR:-} ]]; then
    args+=(--target-dir "$CARGO_TARGET_DIR")
fi
cd "$fuzz_dir/.."
exec cargo fuzz run "${args[@]}" "$target" "$fuzz_dir/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=512 -print_final_stats=1 "$@"
