"""The app's translations without Qt: a translator for `solver.i18n.speaking` read from a built
.qm file, so code that runs outside the app's window (a room's server answering each player in
the player's language) says the same texts as the app.

>>> from solver.i18n import speaking, translate
>>> with speaking(translator("zh_CN")):
...     translate("Levels", "Easy")
'简单'
>>> translator("en")("Summary", "Hints taken: %n", None, 1)
'Hints taken: 1'
"""

from __future__ import annotations

from functools import cache

from solver.i18n import Translator

from . import LANGUAGES, english, qm_path
from .qm import QmError, read_qm

#: The language the app falls back on.
ENGLISH = "en"


def language_of(tag: str) -> str:
    """The app's language for a browser's or a system's language tag ("zh-CN", "zh_Hans_CN",
    "en-GB", "fr"): Chinese for any Chinese, else English.

    >>> language_of("zh-CN"), language_of("en-GB"), language_of("fr"), language_of("zh_CN")
    ('zh_CN', 'en', 'en', 'zh_CN')
    """
    codes = {code for code, _ in LANGUAGES}
    if tag in codes:
        return tag
    return "zh_CN" if tag.strip().lower().startswith("zh") else ENGLISH


@cache
def _messages(language: str) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """The built translation of a language: (context, source, comment) to its forms; none when
    the .qm file is missing or damaged (the texts then stay English)."""
    try:
        built = read_qm(qm_path(language).read_bytes())
    except (OSError, QmError):
        return {}
    return {(m.context, m.source, m.comment): m.translations for m in built.messages}


@cache
def translator(language: str) -> Translator:
    """A translator into one of the app's languages (English for any other code)."""
    if language_of(language) == ENGLISH:
        return english
    messages = _messages(language_of(language))

    def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        forms = messages.get((context, text, disambiguation or ""))
        if not forms:
            return english(context, text, disambiguation, n)
        # Chinese has one form; a language with more would pick by its plural rule here
        return forms[0].replace("%n", str(n)) if n >= 0 else forms[0]

    return translate
