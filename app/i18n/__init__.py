"""The app's languages: English, the source, and Simplified Chinese.

Every text a player reads is marked ``translate("Context", "Text {field}")`` (solver.i18n), in
app/ and solver/ alike. Qt Linguist's .ts files beside this module hold the translations, one per
language; English has one too, for its plural forms ("%n rounds": "1 round"). They are the
translators' sources, in a checkout and the source archive only: what is installed and read at
run time is the .qm files built from them (``python -m app.i18n build``). The app installs Qt's
translator at start (`app.shell.languages`); until then, and in every Qt-free use of the app's
models, `english` below gives the English text with the right plural forms, read from
twentyfour_en.qm.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from solver import i18n
from solver.i18n import sentences, translate

__all__ = [
    "LANGUAGES",
    "bracketed",
    "english",
    "english_plurals",
    "listed",
    "qm_path",
    "sentences",
    "translate",
    "translate_noop",
    "translated",
    "ts_path",
]

#: The languages the app speaks: (code, name in that language).
LANGUAGES = (("en", "English"), ("zh_CN", "简体中文"))
HERE = Path(__file__).resolve().parent


def ts_path(language: str) -> Path:
    """The Qt Linguist source of a language's translation."""
    return HERE / f"twentyfour_{language}.ts"


def qm_path(language: str) -> Path:
    """The compiled translation Qt loads (``python -m app.i18n build`` makes it)."""
    return HERE / f"twentyfour_{language}.qm"


@cache
def english_plurals() -> dict[tuple[str, str], tuple[str, ...]]:
    """The English forms of every plural message, by (context, source): (one, many); none if
    the built English translation is missing or damaged (the counts then read "1 answers")."""
    from .qm import QmError, read_qm  # only when an English plural is first needed

    try:
        built = read_qm(qm_path("en").read_bytes())
    except (OSError, QmError):
        return {}
    return {
        (message.context, message.source): message.translations
        for message in built.messages
        if message.numerus
    }


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The English text: the source itself, or its singular when n is 1 (%n becomes n)."""
    if n >= 0:
        forms = english_plurals().get((context, text))
        if forms:
            text = forms[0] if n == 1 else forms[-1]
    return i18n.english(context, text, disambiguation, n)


def translate_noop(context: str, text: str) -> str:
    """Mark a text for translation where it is kept as data (a table of names), as Qt's
    QT_TRANSLATE_NOOP does: the text itself, found by ``python -m app.i18n update`` as a
    translate() call is; `translated` gives it in the current language where it is shown."""
    return text


def translated(context: str, text: str) -> str:
    """A text marked with `translate_noop` in `context`, in the current language."""
    return i18n.translate(context, text)


def listed(items: Iterable[str]) -> str:
    """Items one after the other in a sentence: "2 Easy, 3 Hard"; Chinese writes its own
    comma: "简单 2 题，困难 3 题"."""
    return translate("Text", ", ").join(items)


def ended(text: str) -> str:
    """A message said as a whole sentence: with the full stop of the language ("7 + 7 is 14,
    not 175." and "7 + 7 等于 14，不是 175。"), or as it is when it ends a sentence already (a
    "!" is Tchisla's factorial: it ends no sentence)."""
    if not text or text.endswith((".", "?", "…", "。", "！", "？")):
        return text
    return translate("Text", "{sentence}.").format(sentence=text)


#: A character that joins its neighbours on one line (Unicode's WORD JOINER: no width, no glyph).
WORD_JOINER = "\u2060"
#: A short note in Chinese brackets, with the sign or word it explains: √（平方根）, !（阶乘）.
_SHORT_NOTE = re.compile(r"[^\s（）]?（[^\s（）]{1,6}）")


def unbroken(text: str) -> str:
    """The text with each short bracketed note kept on one line with what it explains: Chinese
    lines may break between any two characters, and "√（平方" / "根）" broke a word in two.

    >>> unbroken("√（平方根）、!（阶乘）").replace(WORD_JOINER, "~")
    '√~（~平~方~根~）、!~（~阶~乘~）'
    """
    return _SHORT_NOTE.sub(lambda found: WORD_JOINER.join(found.group()), text)


def listed_with(text: str, note: str) -> str:
    """A text with one more item after a comma: "4 cards, target 24, + −"; Chinese writes its
    own comma: "4 张牌，目标 24，+ −"."""
    return translate("Text", "{text}, {item}").format(text=text, item=note)


def bracketed(text: str, note: str) -> str:
    """A text with a note in brackets after it: "Deal (Ctrl+N)"; Chinese writes its own
    brackets, without the space: "发牌（Ctrl+N）"."""
    return translate("Text", "{text} ({note})").format(text=text, note=note)


i18n.set_default(english)  # the app's English, until and unless Qt's translator is installed
