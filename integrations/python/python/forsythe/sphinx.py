"""The Sphinx extension: a ``forsythe`` directive that draws a diagram.

In ``conf.py``::

    extensions = ["forsythe.sphinx"]
    forsythe_defaults = {"theme": "print"}   # keys every diagram starts from
    forsythe_format = "svg"                  # or "png", for HTML

In a page::

    .. forsythe:: r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4
       :align: center

       arrows: h5f7:red
       caption: {side}

The argument is the record; the content is the ``key: value`` lines of a
diagram block (its first line may be the record alone), and any key may be
an option too (``:flip: yes``). ``:format:``, ``:align:`` and ``:class:``
are the directive's own. The record is read while the page is read, so a
mistake is reported at its line. HTML gets an image file (with the
position in words as alternative text, or the ``alt`` key), LaTeX a PDF,
text, manual pages and Texinfo the alternative text.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any, Dict, List, Tuple

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from . import ForsytheError, __version__, _forsythe, _key, _value

logger = logging.getLogger(__name__)

#: The directive's own options; every other option is a key.
_OWN = ("format", "align", "class")


class forsythe_diagram(nodes.General, nodes.Element):
    """A diagram, from reading to writing: its block, defaults and words."""


class _Keys(dict):
    """The directive's options: its own, and any key as it is written."""

    def __missing__(self, name: str) -> Any:
        return directives.unchanged


def _align(value: str) -> str:
    return directives.choice(value, ("left", "center", "right"))


def _format(value: str) -> str:
    return directives.choice(value, ("svg", "png"))


class ForsytheDirective(SphinxDirective):
    """``.. forsythe:: [RECORD]`` with a block's ``key: value`` lines."""

    has_content = True
    required_arguments = 0
    optional_arguments = 1
    final_argument_whitespace = True
    option_spec = _Keys(format=_format, align=_align, **{"class": directives.class_option})

    def run(self) -> List[nodes.Node]:
        lines: List[Tuple[str, int]] = []
        if self.arguments:
            lines.append((self.arguments[0], self.lineno))
        for i, line in enumerate(self.content):
            lines.append((line, self.content_offset + i + 1))
        for name, value in self.options.items():
            if name not in _OWN:
                lines.append((f"{name}: {value or 'yes'}", self.lineno))
        block = "\n".join(text for text, _ in lines)
        config = self.env.config
        defaults = [(_key(k), _value(k, v)) for k, v in (config.forsythe_defaults or {}).items()]
        lang = _lang(config)
        try:
            drawn = _forsythe.draw_block(block, defaults, "svg", lang)
        except ForsytheError as e:
            line = lines[e.line - 1][1] if e.line and e.line <= len(lines) else self.lineno
            return [self.state.document.reporter.error(f"forsythe: {e}", line=line)]
        for d in drawn.diagnostics:
            if d.level == "warning":
                line = lines[d.line - 1][1] if d.line and d.line <= len(lines) else self.lineno
                logger.warning("forsythe: %s", d, location=(self.env.docname, line))
        node = forsythe_diagram()
        node["block"] = block
        node["defaults"] = defaults
        node["lang"] = lang
        node["alt"] = drawn.alt
        node["format"] = self.options.get("format", config.forsythe_format)
        node["align"] = self.options.get("align", "")
        node["classes"] += self.options.get("class", [])
        self.set_source_info(node)
        return [node]


def _lang(config: Any) -> str:
    return config.forsythe_lang or config.language or "en"


def _image(node: forsythe_diagram, format: str, folder: str) -> str:
    """Draws the node's diagram in ``format`` into ``folder`` (once for the
    same diagram) and returns the file's name."""
    identity = repr((node["block"], node["defaults"], node["lang"], format))
    name = f"forsythe-{hashlib.sha1(identity.encode('utf-8')).hexdigest()[:16]}.{format}"
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        drawn = _forsythe.draw_block(node["block"], node["defaults"], format, node["lang"])
        os.makedirs(folder, exist_ok=True)
        with open(path, "wb") as f:
            f.write(drawn.data)
    return name


def visit_html(self: Any, node: forsythe_diagram) -> None:
    name = _image(node, node["format"], os.path.join(self.builder.outdir, self.builder.imagedir))
    classes = " ".join(["forsythe"] + node["classes"])
    align = f' style="text-align: {node["align"]}"' if node["align"] else ""
    src = f"{self.builder.imgpath}/{name}"
    self.body.append(
        f'<div class="{classes}"{align}><img src="{self.encode(src)}" '
        f'alt="{self.encode(node["alt"])}"></div>\n'
    )
    raise nodes.SkipNode


def visit_latex(self: Any, node: forsythe_diagram) -> None:
    name = _image(node, "pdf", str(self.builder.outdir))
    stem = name[: -len(".pdf")]
    self.body.append(f"\n\\begin{{center}}\\sphinxincludegraphics{{{{{stem}}}.pdf}}\\end{{center}}\n")
    raise nodes.SkipNode


def visit_text(self: Any, node: forsythe_diagram) -> None:
    self.add_text(f"[{node['alt']}]")
    raise nodes.SkipNode


def visit_words(self: Any, node: forsythe_diagram) -> None:
    self.body.append(f"[{node['alt']}]\n")
    raise nodes.SkipNode


def setup(app: Any) -> Dict[str, Any]:
    app.add_config_value("forsythe_defaults", {}, "env", types=[dict])
    app.add_config_value("forsythe_format", "svg", "env", types=[str])
    app.add_config_value("forsythe_lang", "", "env", types=[str])
    app.add_node(
        forsythe_diagram,
        html=(visit_html, None),
        latex=(visit_latex, None),
        text=(visit_text, None),
        man=(visit_words, None),
        texinfo=(visit_words, None),
    )
    app.add_directive("forsythe", ForsytheDirective)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
