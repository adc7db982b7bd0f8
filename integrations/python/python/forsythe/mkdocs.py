"""Diagram blocks for MkDocs (and any Python-Markdown site), through
``pymdownx.superfences``: a fenced block becomes an inline SVG when the
site is built.

In ``mkdocs.yml``::

    markdown_extensions:
      - pymdownx.superfences:
          custom_fences:
            - name: fen
              class: forsythe
              validator: !!python/name:forsythe.mkdocs.validate
              format: !!python/name:forsythe.mkdocs.fence

In a page::

    ```fen
    r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4
    arrows: h5f7:red
    caption: {side}
    ```

The block holds the ``key: value`` lines of a diagram block (its first
line may be the record alone); its header may give keys too, quoted:
```` ```fen theme="print" size="300" ````. Keys every block starts from
come from a formatter of one's own:
``format: !!python/object/apply:forsythe.mkdocs.formatter {kwds: {theme: print}}``.

A block that cannot be drawn stops the build (``SuperFencesException``)
with its line; a warning is logged, which ``mkdocs build --strict`` turns
into a failure.
"""

from __future__ import annotations

import html
import logging
from typing import Any, Callable, Dict, List, Tuple

from . import ForsytheError, _forsythe, _key, _value

log = logging.getLogger("mkdocs.plugins.forsythe")


def validate(language: str, inputs: Dict[str, str], options: Dict[str, str], attrs: Any, md: Any) -> bool:
    """Takes every key of the block's header as an option."""
    options.update(inputs)
    return True


def _header(options: Dict[str, str]) -> List[Tuple[str, str]]:
    """The keys of a block's header; a bare key (``flip``) is ``yes``."""
    return [(_key(k), "yes" if v == k else v) for k, v in options.items()]


def _draw(source: str, defaults: List[Tuple[str, str]], class_name: str) -> str:
    lang = dict(defaults).get("lang", "en")
    try:
        drawn = _forsythe.draw_block(source, defaults, "svg", lang)
    except ForsytheError as e:
        from pymdownx.superfences import SuperFencesException

        first = source.strip().splitlines()[0] if source.strip() else ""
        raise SuperFencesException(f"forsythe: in the block `{first}`: {e}") from e
    for d in drawn.diagnostics:
        if d.level == "warning":
            log.warning("forsythe: %s", d)
    svg = drawn.data.decode("utf-8")
    alt = html.escape(drawn.alt, quote=True)
    classes = html.escape(class_name or "forsythe", quote=True)
    return f'<div class="{classes}" role="img" aria-label="{alt}">{svg}</div>'


def formatter(**defaults: Any) -> Callable[..., str]:
    """A formatter whose blocks start from the keys ``defaults``."""
    pairs = [(_key(k), _value(k, v)) for k, v in defaults.items()]

    def fence(source: str, language: str, class_name: str, options: Dict[str, str], md: Any, **kwargs: Any) -> str:
        given = pairs + _header(options)
        return _draw(source, given, class_name)

    return fence


def fence(source: str, language: str, class_name: str, options: Dict[str, str], md: Any, **kwargs: Any) -> str:
    """The block's diagram as inline SVG, with the position in words as its
    label."""
    return _draw(source, _header(options), class_name)
