#!/usr/bin/env bash
# Builds the forsythe engine as WebAssembly and assembles the npm package
# `forsythe` in OUT (target/npm/forsythe unless given): the ES modules, their
# TypeScript types, README.md, LICENSE, forsythe.wasm, and a package.json
# whose version is the crate's. `npm pack` works in that folder. The
# package's repository is the one FORSYTHE_REPOSITORY names, else the clone's
# `origin`. The package's path is printed last.
#
#   integrations/js/build.sh [OUT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$root/target/npm/forsythe}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$root/Cargo.toml" | head -n 1)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
cargo build --quiet --release --target wasm32-unknown-unknown \
    --manifest-path "$root/integrations/wasm/Cargo.toml"
wasm=$root/integrations/wasm/target/wasm32-unknown-unknown/release/forsythe_wasm.wasm
repository=${FORSYTHE_REPOSITORY:-$(git -C "$root" remote get-url origin 2>/dev/null || true)}

rm -rf "$out"
mkdir -p "$out"
cp "$here"/src/*.js "$here"/types/*.d.ts "$here/README.md" "$here/LICENSE" "$out/"
cp "$wasm" "$out/forsythe.wasm"
printf '// The version of the package, which is the crate'"'"'s (written by build.sh).\nexport const VERSION = %s;\n' \
    "\"$version\"" >"$out/version.js"
VERSION=$version REPOSITORY=$repository node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const [source, target] = process.argv.slice(1);
const p = JSON.parse(readFileSync(source, "utf8"));
p.version = process.env.VERSION;
if (process.env.REPOSITORY) {
  p.repository = { type: "git", url: process.env.REPOSITORY, directory: "integrations/js" };
} else {
  console.error("build.sh: no repository known (set FORSYTHE_REPOSITORY before publishing)");
}
writeFileSync(target, JSON.stringify(p, null, 2) + "\n");
' "$here/package.json" "$out/package.json"
echo "$out"
