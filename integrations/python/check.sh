#!/usr/bin/env bash
# The Python package's checks, as .ci/run runs them: a virtual environment
# under target/python with the tools (maturin, pytest, Sphinx, MkDocs and
# pymdown-extensions, nbconvert with a kernel, python-chess), the package
# installed from this folder as a user installs it, then the pytest suite,
# the Sphinx and MkDocs sample sites built and their images checked, and
# the sample notebook executed with its outputs checked. What cannot be had
# is named, and the check fails: nothing is skipped. With `--bench`, it
# then installs CairoSVG (and libcairo, when missing) and runs
# benches/python_speed.py against python-chess and CairoSVG.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$root/target/python"
venv="$build/venv"
python="${PYTHON:-python3}"

missing=()
command -v "$python" >/dev/null || missing+=("$python (Python 3.9 or later)")
command -v cargo >/dev/null || missing+=("cargo (Rust, to build the extension)")
if command -v "$python" >/dev/null; then
    "$python" -c 'import sys; assert sys.version_info >= (3, 9)' 2>/dev/null \
        || missing+=("Python 3.9 or later (found $("$python" --version 2>&1))")
    "$python" -c 'import venv, ensurepip' 2>/dev/null \
        || missing+=("Python's venv and ensurepip (Debian: python3-venv)")
fi
if (( ${#missing[@]} )); then
    printf 'integrations/python/check.sh: missing: %s\n' "${missing[@]}" >&2
    exit 1
fi

mkdir -p "$build"
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
pip=("$venv/bin/python" -m pip --quiet --disable-pip-version-check)
"${pip[@]}" install maturin pytest sphinx mkdocs pymdown-extensions \
    nbconvert nbclient nbformat ipykernel chess \
    || { echo "integrations/python/check.sh: the test tools could not be installed (is PyPI reachable?)" >&2; exit 1; }
for m in maturin pytest sphinx mkdocs pymdownx nbconvert nbclient ipykernel chess; do
    "$venv/bin/python" -c "import $m" 2>/dev/null || missing+=("$m (in $venv)")
done
if (( ${#missing[@]} )); then
    printf 'integrations/python/check.sh: missing: %s\n' "${missing[@]}" >&2
    exit 1
fi

# The package, as `pip install ./integrations/python` builds it, with its
# Rust build kept under target/python between runs.
CARGO_TARGET_DIR="$build/cargo" "${pip[@]}" install --force-reinstall --no-deps "$here"

cd "$here"
"$venv/bin/python" -m pytest -q -p no:cacheprovider tests

# The sample sites and notebook, built in a fresh folder each.
out="$build/samples"
rm -rf "$out"
mkdir -p "$out"
"$venv/bin/sphinx-build" -W -q -b html samples/sphinx "$out/sphinx"
"$venv/bin/sphinx-build" -W -q -b text samples/sphinx "$out/sphinx-text"
"$venv/bin/mkdocs" build --strict -q -f samples/mkdocs/mkdocs.yml -d "$out/mkdocs"
cp samples/notebook.ipynb "$out/notebook.ipynb"
"$venv/bin/jupyter" nbconvert --execute --to notebook --output notebook-run.ipynb \
    --ExecutePreprocessor.kernel_name=python3 "$out/notebook.ipynb" --log-level=WARN
"$venv/bin/python" tests/samples_check.py "$out"
echo "integrations/python/check.sh: the package, its samples and its notebook pass"

if [[ "${1:-}" == "--bench" ]]; then
    if ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2'; then
        sudo=()
        [[ $(id -u) == 0 ]] || sudo=(sudo)
        "${sudo[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq libcairo2
    fi
    "${pip[@]}" install cairosvg
    "$venv/bin/python" "$root/benches/python_speed.py"
fi
