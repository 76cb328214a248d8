"""The command line's output, whatever stream it goes to.

A stream that cannot encode a symbol (an ASCII terminal, ``PYTHONIOENCODING=ascii``, a Windows
code page) gets the line in ASCII forms instead of an error: ``sqrt(7)`` for √7,
``12*sqrt(35)`` for 12√35, ``*`` ``/`` ``-`` for × ÷ −, ``...`` for …, each typed form of an
operator (`solver.core.operators`) for its ASCII symbol; the Tchisla reader reads ``sqrt(…)``
back. Anything else that cannot be encoded is written as a backslash escape, as Python writes
its errors.

>>> ascii_form("√(7!)/(7/(√(7!)+√(7!))-√(7!)/7!)")
'sqrt(7!)/(7/(sqrt(7!)+sqrt(7!))-sqrt(7!)/7!)'
>>> ascii_form("√√9 = √3, 12√35 × 2, 7 ÷ 24√35, 2^(−2), 9999#6: searching 7 copies…")
'sqrt(sqrt(9)) = sqrt(3), 12*sqrt(35) * 2, 7 / (24*sqrt(35)), 2^(-2), 9999#6: searching 7 copies...'
"""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from ..core.operators import OPERATORS
from ..core.parse import CLOSING, OPENING

#: Symbols and their ASCII forms: every typed form of an operator, and the ellipsis.
_ASCII = {
    spelling: operator.symbol
    for operator in OPERATORS.values()
    if operator.symbol.isascii()
    for spelling in (operator.pretty, *operator.spellings)
    if not spelling.isascii()
}
_ASCII["…"] = "..."


def ascii_form(text: str) -> str:
    """Text with every symbol in its ASCII form."""
    out: list[str] = []
    closers: dict[int, int] = {}  # brackets to close before the character at an index
    i = 0
    while i < len(text):
        if i in closers:
            out.append(")" * closers.pop(i))
        if text[i] == "√":
            i = _roots(text, i, out, closers)
        else:
            out.append(_char(text[i]))
            i += 1
    out.append(")" * sum(closers.values()))
    return "".join(out)


def _char(char: str) -> str:
    """One character in ASCII: itself, its ASCII form, its compatibility form, or an escape."""
    if char.isascii():
        return char
    found = _ASCII.get(char)
    if found is None:
        folded = unicodedata.normalize("NFKC", char)
        found = folded if folded.isascii() else char.encode("ascii", "backslashreplace").decode()
    return found


def _roots(text: str, i: int, out: list[str], closers: dict[int, int]) -> int:
    """Write the √ at text[i] (and those right after it) as sqrt(…); where to go on."""
    j = i
    while j < len(text) and text[j] == "√":
        j += 1
    roots = j - i + _coefficient(out)
    if j < len(text) and text[j] in OPENING:
        close = _matching(text, j)
        if close is not None:  # √√(x): the last √ takes x's brackets
            out.append("sqrt(" * (j - i - 1) + "sqrt")
            _close(closers, close + 1, roots - 1)
            return j
    k = j
    while k < len(text) and (text[k].isalnum() or text[k] == "."):
        k += 1
    out.append("sqrt(" * (j - i) if k > j else "sqrt" * (j - i))
    _close(closers, k, roots if k > j else roots - (j - i))
    return j


def _coefficient(out: list[str]) -> int:
    """Write the times of a number right before a √ (12√35 is 12 times √35), bracketing the
    product after a ÷ or ^ (7 ÷ 24√35 is 7 / (24*sqrt(35))); how many brackets that opens."""
    if not out or not out[-1][-1:].isdigit():
        return 0
    start = len(out)
    while start > 0 and (out[start - 1].isdigit() or out[start - 1] == "."):
        start -= 1
    before = "".join(out[:start]).rstrip()[-1:]
    out.append("*")
    if before in ("/", "^"):
        out.insert(start, "(")
        return 1
    return 0


def _close(closers: dict[int, int], at: int, count: int) -> None:
    if count > 0:
        closers[at] = closers.get(at, 0) + count


def _matching(text: str, i: int) -> int | None:
    """The index of the bracket that closes the one at text[i], or None."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in OPENING:
            depth += 1
        elif text[j] in CLOSING:
            depth -= 1
            if depth == 0:
                return j
    return None


class AsciiFallback:
    """A text stream that writes the ASCII form of what its stream cannot encode (as a whole
    line, so 7 ÷ 24√35 becomes 7 / (24*sqrt(35))); the stream's other methods are its own."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.encoding = getattr(stream, "encoding", None) or "utf-8"

    def write(self, text: str) -> int:
        if not text.isascii():
            try:
                text.encode(self.encoding)
            except UnicodeEncodeError:
                text = ascii_form(text)
            except LookupError:  # an encoding Python does not know: leave it to the stream
                pass
        return self.stream.write(text)

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


@contextmanager
def ascii_fallback() -> Iterator[None]:
    """Let standard output and error write ASCII forms of what they cannot encode (as long as
    this lasts)."""
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout = AsciiFallback(stdout)
    sys.stderr = AsciiFallback(stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = stdout, stderr
