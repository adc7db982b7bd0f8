"""Checks what integrations/python/check.sh built from the samples: the
Sphinx site's images (files of the right format, with alternative text),
its text build, the MkDocs site's inline SVG, and the executed notebook's
outputs. Run as `python samples_check.py OUT`; it exits 1 with what is
wrong."""

import json
import re
import sys
from pathlib import Path

out = Path(sys.argv[1])
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


# Sphinx: three images in _images, each with the position in words.
page = (out / "sphinx" / "index.html").read_text(encoding="utf-8")
images = re.findall(r'<img src="(_images/forsythe-[0-9a-f]+\.(svg|png))" alt="([^"]*)"', page)
check(len(images) == 3, f"sphinx: 3 diagrams expected, found {len(images)}")
for src, ext, alt in images:
    data = (out / "sphinx" / src).read_bytes()
    magic = b"<svg" if ext == "svg" else b"\x89PNG"
    check(data.startswith(magic), f"sphinx: {src} is not {ext.upper()}")
    check(alt.startswith(("White to move", "Black to move", "White:")), f"sphinx: {src} alt is {alt!r}")
check([e for _, e, _ in images] == ["svg", "svg", "png"], f"sphinx: formats {[e for _, e, _ in images]}")
check(any("Sam Loyd" in alt for _, _, alt in images), "sphinx: the problem's author is not in its alternative text")
text = (out / "sphinx-text" / "index.txt").read_text(encoding="utf-8")
check(text.count("[White to move") + text.count("[Black to move") + text.count("[White:") == 3,
      "sphinx: the text build does not hold the 3 descriptions")

# MkDocs: three inline SVG diagrams, labelled.
site = (out / "mkdocs" / "index.html").read_text(encoding="utf-8")
inline = re.findall(r'<div class="forsythe" role="img" aria-label="([^"]+)"><svg', site)
check(len(inline) == 3, f"mkdocs: 3 inline diagrams expected, found {len(inline)}")
check("```" not in site, "mkdocs: a block was left as text")

# The notebook: each diagram's output holds SVG, PNG and HTML.
nb = json.loads((out / "notebook-run.ipynb").read_text(encoding="utf-8"))
outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", [])]
check(not any(o.get("output_type") == "error" for o in outputs), "notebook: a cell failed")
shown = [o["data"] for o in outputs if "image/svg+xml" in o.get("data", {})]
check(len(shown) == 2, f"notebook: 2 diagrams expected, found {len(shown)}")
for data in shown:
    svg = data["image/svg+xml"]
    svg = "".join(svg) if isinstance(svg, list) else svg
    check(svg.startswith("<svg"), "notebook: an SVG output is not SVG")
    check("image/png" in data and "text/html" in data, "notebook: PNG or HTML output missing")

if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
print(f"samples: {len(images)} Sphinx images, {len(inline)} MkDocs diagrams, {len(shown)} notebook diagrams checked")
