"""Chess diagrams from FEN, PGN and problem files: SVG, PNG, PDF and GIF.

The functions take a record (a Forsyth string, FEN, EPD, a PGN game, a
problem in Popeye or olive form, a python-chess ``Board`` or ``Game``, or a
:class:`Record` of :func:`read`) and the keys of the one vocabulary as
keyword arguments::

    import forsythe
    svg = forsythe.svg("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
                       arrows=["h5f7:red"], caption="{side}")

A keyword's ``_`` is the key's ``-`` (``side_to_move=True`` is
``side-to-move: yes``); ``True`` and ``False`` are ``yes`` and ``no``; a
list gives the key once for each item; ``None`` leaves the key out.

A record that cannot be drawn raises :class:`ForsytheError` (a
``ValueError``); what is drawn, but not all as written, is a
:class:`ForsytheWarning` through the :mod:`warnings` module.
"""

from __future__ import annotations

import base64
import html
import os
import re
import warnings
from typing import Any, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

from . import _forsythe
from ._forsythe import (
    Diagnostic,
    ForsytheError,
    ForsytheWarning,
    Record,
    __version__,
)

__all__ = [
    "Diagnostic",
    "Diagram",
    "ForsytheError",
    "ForsytheWarning",
    "Record",
    "describe",
    "gif",
    "pdf",
    "png",
    "read",
    "render_many",
    "svg",
    "translate",
    "__version__",
]

Pairs = List[Tuple[str, str]]

#: A line that starts a game's movetext: ``1.``, ``1...``, ``12. e4``.
_MOVETEXT = re.compile(r"\s*\d+\s*\.")
#: The pockets of a crazyhouse FEN (``…/RNBQKBNR[Pp] w …``).
_POCKETS = re.compile(r"\[[^\]]*\]")


def _key(name: str) -> str:
    """The key a keyword names: ``side_to_move`` is ``side-to-move``."""
    return name.rstrip("_").replace("_", "-")


def _value(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (str, int, float)):
        return str(value)
    raise TypeError(
        f"forsythe: the value of {name}= must be a string, a number, True or False, "
        f"or a list of them, not {type(value).__name__}"
    )


def _key_pairs(keys: dict) -> Pairs:
    """The pairs of keyword arguments, in the order given."""
    pairs: Pairs = []
    for name, value in keys.items():
        if value is None:
            continue
        key = _key(name)
        if isinstance(value, (list, tuple, set, frozenset)):
            pairs.extend((key, _value(name, item)) for item in value)
        else:
            pairs.append((key, _value(name, value)))
    return pairs


def _is_game(obj: Any) -> bool:
    """A python-chess ``Game`` (its root: only that has headers)."""
    return hasattr(obj, "headers") and callable(getattr(obj, "mainline_moves", None))


def _is_board(obj: Any) -> bool:
    """A python-chess ``Board``."""
    return callable(getattr(obj, "fen", None)) and hasattr(obj, "move_stack")


def _board_pairs(board: Any, keys: dict) -> Pairs:
    """A python-chess ``Board``: its FEN, and its last move unless the keys
    give one."""
    fen = _POCKETS.sub("", board.fen())
    pairs = [("fen", fen)]
    given = {_key(k) for k in keys}
    stack = getattr(board, "move_stack", None) or []
    if stack and "last-move" not in given:
        uci = stack[-1].uci()
        if uci != "0000" and "@" not in uci:
            # The squares only: a promotion's piece is in the position.
            pairs.append(("last-move", uci[:4]))
    return pairs


def _record_pairs(record: Any, keys: dict) -> Tuple[Pairs, Optional[Record]]:
    """The pairs of a record, or the file's entry it is."""
    if record is None:
        return [], None
    if isinstance(record, Record):
        return [], record
    if isinstance(record, bytes):
        record = record.decode("utf-8")
    if isinstance(record, str):
        text = record.strip()
        if "\n" in text or text.startswith("[") or _MOVETEXT.match(text):
            entry = _forsythe.first_entry(record)
            if entry is not None and entry.kind == "problem":
                return [], entry
            if entry is not None or text.startswith("[") or _MOVETEXT.match(text):
                return [("pgn", record)], None
        return [("fen", record)], None
    if _is_game(record):
        return [("pgn", str(record))], None
    if _is_board(record):
        return _board_pairs(record, keys), None
    if isinstance(record, os.PathLike):
        raise TypeError(
            "forsythe: a path is a file of records: read it with forsythe.read(path)"
        )
    raise TypeError(
        "forsythe: a record is a string (FEN, EPD, Forsyth, PGN, a Popeye or olive "
        "problem), a python-chess Board or Game, or a forsythe.Record, "
        f"not {type(record).__name__}"
    )


def _request(record: Any, keys: dict) -> Tuple[Pairs, Optional[Record], str]:
    """The pairs of a request, its file's entry, and the language of its
    messages (the ``lang`` key, English without one)."""
    pairs, entry = _record_pairs(record, keys)
    lang = keys.get("lang") or "en"
    return pairs + _key_pairs(keys), entry, str(lang)


def _warn(diagnostics: Iterable[Diagnostic], stacklevel: int) -> None:
    """Each warning, as a :class:`ForsytheWarning` at the caller's line."""
    for d in diagnostics:
        if d.level == "warning":
            warnings.warn(str(d), ForsytheWarning, stacklevel=stacklevel + 1)


def _draw(record: Any, keys: dict, format: str, stacklevel: int) -> "_forsythe.Drawn":
    pairs, entry, lang = _request(record, keys)
    drawn = _forsythe.draw(pairs, format, lang, entry)
    _warn(drawn.diagnostics, stacklevel + 1)
    return drawn


def svg(record: Any = None, /, **keys: Any) -> str:
    """The diagram of ``record`` as SVG text."""
    return _draw(record, keys, "svg", 2).data.decode("utf-8")


def png(record: Any = None, /, **keys: Any) -> bytes:
    """The diagram of ``record`` as a PNG file's bytes."""
    return _draw(record, keys, "png", 2).data


def pdf(record: Any = None, /, **keys: Any) -> bytes:
    """The diagram of ``record`` as a PDF file's bytes."""
    return _draw(record, keys, "pdf", 2).data


def gif(game: Any = None, /, **keys: Any) -> bytes:
    """The positions of ``game`` as an animated GIF's bytes (the positions
    ``at`` names: every one by default)."""
    return _draw(game, keys, "gif", 2).data


def describe(record: Any = None, /, **keys: Any) -> str:
    """The position of ``record`` in words (each position of a game's
    ``at="every"`` on a line of its own), in the ``lang`` key's language."""
    pairs, entry, lang = _request(record, keys)
    if entry is not None:
        # A file's problem is described as it is drawn.
        pairs = [(k, v) for k, v in pairs if k != "alt"]
        drawn = _forsythe.draw(pairs, "svg", lang, entry)
        _warn(drawn.diagnostics, 2)
        return drawn.alt
    text, diagnostics = _forsythe.describe(pairs, lang)
    _warn(diagnostics, 2)
    return text


def translate(record: Any = None, /, to: str = "en", **keys: Any) -> str:
    """The record written in the notation ``to`` (``de``, ``fr``,
    ``fairy-fen``, ``popeye``, …); ``dialect`` names the notation it is
    written in."""
    pairs, entry, lang = _request(record, keys)
    if entry is not None:
        pairs = [("fen", entry.text)] + pairs
    text, diagnostics = _forsythe.translate(pairs, to, lang)
    _warn(diagnostics, 2)
    return text


def render_many(
    records: Iterable[Any], format: str = "png", /, **keys: Any
) -> List[Union[bytes, str]]:
    """The diagrams of ``records``, each with the same keys, drawn in
    parallel with the GIL released, in the order given: bytes, or SVG text
    for ``format="svg"``.

    The first record that cannot be drawn raises its :class:`ForsytheError`,
    whose ``index`` is its place in ``records``.
    """
    shared = _key_pairs(keys)
    lang = str(keys.get("lang") or "en")
    requests = []
    for record in records:
        pairs, entry = _record_pairs(record, keys)
        requests.append((pairs + shared, entry))
    answers = _forsythe.draw_many(requests, format, lang)
    out: List[Union[bytes, str]] = []
    for answer in answers:
        if isinstance(answer, ForsytheError):
            raise answer
        _warn(answer.diagnostics, 2)
        data = answer.data
        out.append(data.decode("utf-8") if format.lower() == "svg" else data)
    return out


def read(path: Union[str, "os.PathLike[str]"], kind: Optional[str] = None) -> Iterator[Record]:
    """The records of a file, one :class:`Record` at a time, as they are read:
    one record a line (FEN, EPD, Forsyth), PGN games, a CSV file with a
    ``FEN`` column, Popeye's input or an olive (YACPDB) collection. ``kind``
    (``lines``, ``pgn``, ``csv``, ``popeye``, ``olive``) says which, when
    the file's name and first lines do not. A part of the file that gives
    no record is a :class:`ForsytheWarning`."""
    if kind is None:
        kind = _kind_of(os.fspath(path))
    for item in _forsythe.Reader(os.fspath(path), kind):
        if isinstance(item, str):
            warnings.warn(item, ForsytheWarning, stacklevel=2)
        else:
            yield item


#: The kinds a file's name tells, as the command line reads them; any
#: other file is known by its first lines.
_KINDS = {".pgn": "pgn", ".olv": "olive"}


def _kind_of(path: str) -> Optional[str]:
    """The kind of file its name says, if it says one."""
    return _KINDS.get(os.path.splitext(path)[1].lower())


class Diagram:
    """A diagram: ``Diagram(record, **keys)``. It shows itself in Jupyter
    (SVG, PNG, and HTML with the position in words as alternative text),
    and draws itself as :meth:`svg`, :meth:`png`, :meth:`pdf` or into a
    file with :meth:`save`. Each format is drawn once and kept."""

    def __init__(self, record: Any = None, /, **keys: Any) -> None:
        self.record = record
        self.keys = keys
        self._drawn: dict = {}
        # Reading the record now raises its error where the diagram is made.
        self._get("svg", 3)

    def _get(self, format: str, stacklevel: int = 3) -> "_forsythe.Drawn":
        if format not in self._drawn:
            self._drawn[format] = _draw(self.record, self.keys, format, stacklevel)
        return self._drawn[format]

    def svg(self) -> str:
        """The diagram as SVG text."""
        return self._get("svg").data.decode("utf-8")

    def png(self) -> bytes:
        """The diagram as a PNG file's bytes."""
        return self._get("png").data

    def pdf(self) -> bytes:
        """The diagram as a PDF file's bytes."""
        return self._get("pdf").data

    @property
    def alt(self) -> str:
        """Its alternative text: the ``alt`` key, else the position in words."""
        return self._get("svg").alt

    @property
    def diagnostics(self) -> Sequence[Diagnostic]:
        """The warnings and notes met drawing it."""
        return self._get("svg").diagnostics

    def save(self, path: Union[str, "os.PathLike[str]"], format: Optional[str] = None) -> None:
        """Writes the diagram to ``path``, in ``format`` (``svg``, ``png``,
        ``pdf``, ``gif``) or the one its extension names."""
        if format is None:
            format = os.path.splitext(os.fspath(path))[1].lstrip(".").lower()
        if format not in ("svg", "png", "pdf", "gif"):
            raise ValueError(
                f"forsythe: say which format to save {os.fspath(path)!r} in: svg, png, pdf or gif"
            )
        data = self._get(format).data
        with open(path, "wb") as f:
            f.write(data)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_png_(self) -> bytes:
        return self.png()

    def _repr_html_(self) -> str:
        data = base64.b64encode(self._get("svg").data).decode("ascii")
        alt = html.escape(self.alt, quote=True)
        return f'<img class="forsythe" src="data:image/svg+xml;base64,{data}" alt="{alt}">'

    def __repr__(self) -> str:
        return f"<forsythe.Diagram {self.alt!r}>"
