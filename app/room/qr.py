"""The QR code of a room's address (with its code), so a phone joins by scanning it: an SVG for
the app's window and the page, a PNG, and text for the headless host's terminal (segno, pure
Python)."""

from __future__ import annotations

import io
from urllib.parse import quote

import segno

#: Error correction: M recovers a code about 15% smudged or covered (a projector's glare).
ERROR = "m"


def join_url(address: str, code: str) -> str:
    """The address a scanned code opens: the room's page with the code filled in.

    >>> join_url("http://192.168.1.20:8024/", "K7QF")
    'http://192.168.1.20:8024/?code=K7QF'
    """
    return f"{address.rstrip('/')}/?code={quote(code)}"


def _code(url: str) -> segno.QRCode:
    return segno.make(url, error=ERROR, micro=False)


def svg(url: str, scale: int = 8) -> bytes:
    """The QR code as an SVG image (black on white, a quiet zone of four modules)."""
    out = io.BytesIO()
    _code(url).save(out, kind="svg", scale=scale, border=4, xmldecl=False, light="#fff")
    return out.getvalue()


def png(url: str, scale: int = 8) -> bytes:
    """The QR code as a PNG image."""
    out = io.BytesIO()
    _code(url).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def terminal_text(url: str) -> str:
    """The QR code drawn with block characters, two rows a line (a terminal's cells are tall)."""
    out = io.StringIO()
    _code(url).terminal(out=out, compact=True, border=2)
    return out.getvalue()


def modules(url: str, border: int = 4) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules, row by row, with a quiet zone of `border` modules (True: dark),
    for a window to paint at any size.

    >>> rows = modules("http://192.168.1.20:8024/?code=K7QF")
    >>> len(rows) == len(rows[0]) and rows[4][4] and not rows[0][0]
    True
    """
    return tuple(tuple(bool(dark) for dark in row) for row in _code(url).matrix_iter(border=border))
