"""What every way to play deals and accepts: the deck, the operators, the cards in a hand and the
target. Each way to play's options (`MatchOptions`, `PracticeOptions`, `DuelOptions`,
`AttackRules`) are an `Options` with what that way adds (rounds, a clock, a goal …).

The player chooses them in the settings; `app.shell.settings.Settings.options(kind)` makes any
kind of options from the settings, each field of the same meaning read in one place (its
`OPTIONS` table). A kind whose rules fix some fields (score attack always deals four cards to
make 24) says which fields the player chooses (`chosen`).
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass, field, fields
from typing import ClassVar

from solver import ALL_OPERATORS, OperatorSet, Q, format_number

from ..i18n import translate
from .decks import DeckRules
from .operators import operators_text


@dataclass(frozen=True)
class Options:
    """The rules every way to play deals by and checks answers by."""

    deck: DeckRules = field(default_factory=DeckRules)
    #: the operators answers may use, and whether every step must be a whole number
    operators: OperatorSet = ALL_OPERATORS
    card_count: int = 4
    #: the number to make: the solver's number (a whole number from the settings)
    target: Q = 24

    #: The fields the player chooses in the settings (None: every field the settings have).
    CHOSEN: ClassVar[tuple[str, ...] | None] = None

    @classmethod
    def chosen(cls) -> tuple[str, ...]:
        """The names of the fields the settings choose for this kind of options."""
        names = tuple(each.name for each in fields(cls))
        return names if cls.CHOSEN is None else cls.CHOSEN


def rules_text(options: Options) -> str:
    """The rules a way to play deals by, as its start page says them: "4 cards to make 24 ·
    deck: A–K count 1–13 · + − × ÷"."""
    return translate(
        "Options",
        "%n cards to make {target} · deck: {deck} · {operators}",
        None,
        options.card_count,
    ).format(
        target=format_number(options.target),
        deck=options.deck.label,
        operators=operators_text(options.operators),
    )


def key_parts(
    text: str, names: Container[str], unknown: Callable[[str], Exception]
) -> dict[str, str]:
    """The `name=value` parts of a key (a worksheet's, a room's), by name; a part that is not
    one of `names` raises `unknown(part)`."""
    given: dict[str, str] = {}
    for part in text.split():
        name, equals, value = part.partition("=")
        if not equals or name not in names:
            raise unknown(part)
        given[name] = value
    return given
