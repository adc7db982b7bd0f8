#!/usr/bin/env bash
# Builds the forsythe engine as a WebAssembly plugin and assembles the Typst
# package: typst.toml, lib.typ, README.md, LICENSE and forsythe.wasm, in
# OUT/local/forsythe/VERSION (OUT is target/typst-packages unless given),
# the layout of Typst's own package folders. The plugin is also left beside
# lib.typ, so that this folder is the package. With --install the package
# goes to Typst's folder of local packages as well, for
# `#import "@local/forsythe:VERSION": *`. The package's path is printed last.
# The plugin is not passed through binaryen's wasm-opt: `-Oz` makes it
# 6% smaller, but Typst's interpreter then takes longer to load it.
#
#   integrations/typst/build.sh [--install] [OUT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
install=no
if [[ ${1:-} == --install ]]; then
    install=yes
    shift
fi
out=${1:-$root/target/typst-packages}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$here/typst.toml" | head -n 1)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
# SVG alone: Typst takes no other format, and the module is smaller
# without the rasteriser and the PNG and GIF encoders.
cargo build --quiet --release --target wasm32-unknown-unknown --no-default-features \
    --manifest-path "$root/integrations/wasm/Cargo.toml"
wasm=$root/integrations/wasm/target/wasm32-unknown-unknown/release/forsythe_wasm.wasm
cp "$wasm" "$here/forsythe.wasm"
assemble() { # assemble FOLDER
    rm -rf "$1"
    mkdir -p "$1"
    cp "$here/typst.toml" "$here/lib.typ" "$here/README.md" "$here/LICENSE" "$here/forsythe.wasm" "$1/"
}
package=$out/local/forsythe/$version
assemble "$package"
if [[ $install == yes ]]; then
    data=${XDG_DATA_HOME:-$HOME/.local/share}
    assemble "$data/typst/packages/local/forsythe/$version"
fi
echo "$package"
