#!/usr/bin/env bash
# The npm package's checks: builds the package (build.sh), installs the
# tests' packages from the registry exactly as test/package-lock.json pins
# them (markdown-it, remark, resvg, playwright-core, TypeScript), and runs
# the tests with Node's own test runner, Chromium's included. What is
# missing is listed, and the checks fail: nothing is skipped.
#
#   integrations/js/check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

missing=()
command -v cargo >/dev/null || missing+=("cargo (the Rust toolchain)")
if ! command -v node >/dev/null; then
    missing+=("node (Node.js 20 or later)")
elif (( $(node -p 'process.versions.node.split(".")[0]') < 20 )); then
    missing+=("node 20 or later (this is $(node --version))")
fi
command -v npm >/dev/null || missing+=("npm")
[[ -x ${CHROMIUM:-/usr/bin/chromium} ]] || missing+=("chromium (${CHROMIUM:-/usr/bin/chromium}; apt-get install chromium)")
if (( ${#missing[@]} )); then
    printf 'integrations/js/check.sh: missing: %s\n' "${missing[@]}" >&2
    exit 1
fi

package=$("$here/build.sh" | tail -n 1)
echo "the package: $package ($(du -h "$package/forsythe.wasm" | cut -f1) of WebAssembly)"
# The program the Markdown plugins are compared with.
cargo build --quiet --release --bin forsythe --manifest-path "$root/Cargo.toml"
cd "$here/test"
npm ci --no-audit --no-fund --loglevel=error
FORSYTHE_EXE=$root/target/release/forsythe node --test ./*.test.mjs
