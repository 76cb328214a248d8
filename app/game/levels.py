"""Levels, in one place: how hard a dealt hand is, and how quick the computer is.

The two are named apart so a player can tell them apart in the same dialog: hands are Easy,
Medium, Hard or Expert (`HandLevel`, solver.difficulty's bands of the difficulty score); the
computer plays like a Beginner, a Casual player, a Skilled one or a Master (`ComputerLevel`).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any

from ..i18n import translate, translate_noop, translated

if TYPE_CHECKING:
    from solver.difficulty import LEVELS as HAND_LEVELS
    from solver.difficulty import Level as HandLevel

__all__ = [
    "HAND_LEVELS",
    "ComputerLevel",
    "HandLevel",
    "deal_level_name",
    "hand_level_name",
    "parse_deal_level",
]


class ComputerLevel(Enum):
    """How quick the computer is: a player who needs `speed` times a hand's difficulty score
    (about a 4nums.com player's mean seconds) and, with `reach` set, always answers within that
    share of the round (so short rounds stay a game); `reach` None may run out of time."""

    BEGINNER = ("Beginner", 3.5, None)
    CASUAL = ("Casual", 1.5, 0.95)
    SKILLED = ("Skilled", 0.6, 0.75)
    MASTER = ("Master", 0.3, 0.5)

    def __init__(self, key: str, speed: float, reach: float | None) -> None:
        self.key = key
        self.speed = speed
        self.reach = reach

    @property
    def label(self) -> str:
        """The level's name in the player's language."""
        return translated("Levels", _COMPUTER_LEVEL_NAMES[self])

    @classmethod
    def parse(cls, text: str) -> ComputerLevel:
        """A level from its stored name, any case; the names of earlier versions are read too
        (Easy, Normal, Hard, Expert). ValueError names the choices."""
        word = text.strip().lower()
        for level in cls:
            if word in (level.key.lower(), level.name.lower()):
                return level
        if word in _OLD_NAMES:
            return _OLD_NAMES[word]
        choices = ", ".join(level.key for level in cls)
        raise ValueError(f"{text!r} is not a computer level: choose {choices}")

    def __str__(self) -> str:
        return self.key


#: The computer's levels' names for players (marked, translated when shown).
_COMPUTER_LEVEL_NAMES = {
    ComputerLevel.BEGINNER: translate_noop("Levels", "Beginner"),
    ComputerLevel.CASUAL: translate_noop("Levels", "Casual"),
    ComputerLevel.SKILLED: translate_noop("Levels", "Skilled"),
    ComputerLevel.MASTER: translate_noop("Levels", "Master"),
}

#: The hand levels' names for players, by the level's value (a `HandLevel` is its value as a
#: key: solver.difficulty is imported only when first asked for).
_HAND_LEVEL_NAMES = {
    "Easy": translate_noop("Levels", "Easy"),
    "Medium": translate_noop("Levels", "Medium"),
    "Hard": translate_noop("Levels", "Hard"),
    "Expert": translate_noop("Levels", "Expert"),
}

#: The computer's levels as earlier versions named them (still found in settings files).
_OLD_NAMES = {
    "easy": ComputerLevel.BEGINNER,
    "normal": ComputerLevel.CASUAL,
    "hard": ComputerLevel.SKILLED,
    "expert": ComputerLevel.MASTER,
}


def __getattr__(name: str) -> Any:
    """`HandLevel` and `HAND_LEVELS` are solver.difficulty's, imported when first asked for
    (the difficulty score is not needed to start the app)."""
    if name not in ("HandLevel", "HAND_LEVELS"):  # e.g. __path__, which import asks for
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from solver import difficulty

    return difficulty.Level if name == "HandLevel" else difficulty.LEVELS


def hand_level_name(level: HandLevel) -> str:
    """A hand level's name in the player's language."""
    return translated("Levels", _HAND_LEVEL_NAMES[level])


def deal_level_name(level: HandLevel | None) -> str:
    """What a match deals, for people: "Any difficulty" or a hand level's name."""
    return translate("Levels", "Any difficulty") if level is None else hand_level_name(level)


def parse_deal_level(text: str) -> HandLevel | None:
    """The stored difficulty of dealt hands: "any" is None, else a hand level (any case);
    ValueError names the choices."""
    if text.strip().lower() == "any":
        return None
    from solver.difficulty import LEVELS as HAND_LEVELS
    from solver.difficulty import Level as HandLevel

    try:
        return HandLevel.parse(text)
    except ValueError:
        choices = ", ".join(["any", *HAND_LEVELS])
        raise ValueError(f"{text!r} is not a difficulty of dealt hands: choose {choices}") from None
