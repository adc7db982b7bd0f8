# The types of the extension module `forsythe._forsythe` (src/lib.rs), which
# the package's Python parts call; users call the functions of `forsythe`.
from os import PathLike
from typing import Dict, List, Optional, Sequence, Tuple, Union

__version__: str

Pairs = List[Tuple[str, str]]

class ForsytheError(ValueError):
    """A diagram could not be made; the first error's place and kind."""

    message: Optional[str]
    hint: Optional[str]
    key: Optional[str]
    line: Optional[int]
    column: Optional[int]
    kind: str
    diagnostics: List["Diagnostic"]
    index: Optional[int]

class ForsytheWarning(UserWarning):
    """Something was drawn, but not all as written."""

class Diagnostic:
    """One thing said about a request."""

    level: str
    message: str
    hint: Optional[str]
    key: Optional[str]
    line: Optional[int]
    column: Optional[int]

class Drawn:
    data: bytes
    alt: str
    diagnostics: List[Diagnostic]

class Record:
    """An entry of a file: a record, a game, a CSV row or a problem."""

    text: str
    line: int
    kind: str
    tags: Dict[str, str]
    pgn: Optional[str]

class Reader:
    def __init__(self, path: Union[str, PathLike[str]], kind: Optional[str] = None) -> None: ...
    def __iter__(self) -> "Reader": ...
    def __next__(self) -> Union[Record, str]: ...

def first_entry(text: str) -> Optional[Record]: ...
def draw(pairs: Pairs, format: str, lang: str, entry: Optional[Record] = None) -> Drawn: ...
def draw_block(block: str, defaults: Pairs, format: str, lang: str) -> Drawn: ...
def draw_many(
    requests: Sequence[Tuple[Pairs, Optional[Record]]], format: str, lang: str
) -> List[Union[Drawn, ForsytheError]]: ...
def describe(pairs: Pairs, lang: str) -> Tuple[str, List[Diagnostic]]: ...
def translate(pairs: Pairs, to: str, lang: str) -> Tuple[str, List[Diagnostic]]: ...
