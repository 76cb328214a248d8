"""Text a person reads goes through one translation hook: English unless an app installs one.

Every message a player may see is a whole sentence with named fields, marked so that Qt's
``pylupdate5`` finds it (the call must be spelled ``translate(`` with literal strings)::

    translate("Parse", "unexpected {char}: use numbers, A J Q K, + - × ÷ and brackets").format(
        char=quoted(char)
    )

Counts use Qt's plural forms: pass ``n`` and write ``%n`` in the text, in its plural English form
(``translate("Stats", "%n hands", None, n)``); the English singular comes from the app's English
translation. The solver itself never installs a hook, so its command line stays English; the app
installs Qt's translator (``install``) and every marked message, the solver's included, follows
the chosen language.

>>> translate("Example", "%n copies of the digit", None, 3)
'3 copies of the digit'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = [
    "Translator",
    "english",
    "install",
    "installed",
    "sentences",
    "set_default",
    "speaking",
    "translate",
]

#: translate(context, text, disambiguation, n) -> the text in the current language.
Translator = Callable[[str, str, "str | None", int], str]


#: The English singular of the solver's own counted texts: the command line loads no
#: translation to take it from (the app's English translation has the same forms, and a test
#: keeps the two in step).
_SINGULAR = {
    "at most %n copies, values up to {value}, factorials up to {factorial}!, "
    "exponents up to {exponent}, {stored} stored values": "at most %n copy, values up to "
    "{value}, factorials up to {factorial}!, exponents up to {exponent}, {stored} stored values",
    "Keep the %n ones to multiply by at the end: make {target} from {rest}.": "Keep the %n one "
    "to multiply by at the end: make {target} from {rest}.",
}


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The source text itself, in the singular for a count of 1 where it has one
    (``at most 1 copy``), with %n replaced by the count."""
    if n == 1:
        text = _SINGULAR.get(text, text)
    return text.replace("%n", str(n)) if n >= 0 else text


_default: Translator = english
_translator: Translator = english
#: A translator for one thread or asyncio task only (`speaking`), over the installed one.
_speaking: ContextVar[Translator | None] = ContextVar("speaking", default=None)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` (from `context`) in the current language; %n becomes `n` when n >= 0."""
    return (_speaking.get() or _translator)(context, text, disambiguation, n)


@contextmanager
def speaking(translator: Translator) -> Iterator[None]:
    """Use `translator` for the messages of this thread (or asyncio task) inside the block only,
    whatever is installed: a server answers each player in the player's language while the app
    around it keeps its own.

    >>> with speaking(lambda context, text, d=None, n=-1: text.upper()):
    ...     translate("Example", "hello")
    'HELLO'
    >>> translate("Example", "hello")
    'hello'
    """
    token = _speaking.set(translator)
    try:
        yield
    finally:
        _speaking.reset(token)


def installed() -> Translator:
    """The translator in use."""
    return _translator


def install(translator: Translator | None) -> None:
    """Use `translator` for every message from now on (None: back to the default English)."""
    global _translator
    _translator = translator or _default


def set_default(translator: Translator) -> None:
    """The English to fall back on (an app's, with its plural forms); in use at once unless
    another translator is installed."""
    global _default, _translator
    if _translator is _default:
        _translator = translator
    _default = translator


#: Sentence ends after which a language writes no space (Chinese: 。！？； and a closing bracket).
_WIDE_ENDS = ("。", "！", "？", "；", "）", "」")


def sentences(*parts: str) -> str:
    """Sentences one after the other: a space between English ones, none after a Chinese
    full stop. Empty parts are left out.

    >>> sentences("Right.", "", "Next round."), sentences("答对了。", "下一回合。")
    ('Right. Next round.', '答对了。下一回合。')
    """
    text = ""
    for part in filter(None, parts):
        text += part if not text or text.endswith(_WIDE_ENDS) else " " + part
    return text
