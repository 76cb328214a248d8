"""What a room plays, chosen by its host as Play's choices: the deck, the operators and whole
numbers, a level or a range of levels, the round time, the rounds, the mode, and whether hands
with no answer are dealt now and then; and the room's code.

Race: the first right answer takes the round (a point). Class: everyone who solves the hand
scores, the faster the more, and harder hands are worth more (app.room.scoring).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from typing import Any

from solver import ALL_OPERATORS, OperatorSet, SolverError, format_number
from solver.difficulty import LEVELS, Level

from ..game.decks import DeckRules
from ..game.levels import hand_level_name
from ..game.operators import operators_text
from ..game.options import key_parts
from ..i18n import translate

#: The letters and digits of a room code: none that reads as another (0 O, 1 I L, 2 Z, 5 S, 8 B).
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
CODE_LENGTH = 4
_CODE = re.compile(r"^[A-Z0-9]{3,8}$")

#: Limits of the choices (a room is a game, not a stress test).
ROUNDS = (1, 50)
ROUND_SECONDS = (5, 600)
BREAK_SECONDS = (0, 120)
#: The share of hands dealt with no answer when the room deals them (about one in six).
NO_SOLUTION_SHARE = Fraction(1, 6)


class Mode(StrEnum):
    """How a room scores a round."""

    RACE = "race"
    CLASS = "class"

    @classmethod
    def parse(cls, text: str) -> Mode:
        """A mode from its name, any case; ValueError names the choices."""
        for mode in cls:
            if text.strip().lower() == mode.value:
                return mode
        raise ValueError(f"{text!r} is not a mode: choose race or class")

    @property
    def word(self) -> str:
        """The mode's name in a word."""
        titles = {Mode.RACE: translate("Room", "Race"), Mode.CLASS: translate("Room", "Class")}
        return titles[self]

    @property
    def label(self) -> str:
        """The mode's name for players, with what it means."""
        labels = {
            Mode.RACE: translate("Room", "Race: the first right answer takes the round"),
            Mode.CLASS: translate("Room", "Class: everyone who solves it scores, faster more"),
        }
        return labels[self]


def new_code(length: int = CODE_LENGTH) -> str:
    """A random room code, e.g. "K7QF"."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def read_code(text: str) -> str:
    """A room code as typed, made plain (spaces and dashes dropped, capitals): "k7-qf" is
    "K7QF". ValueError when it is not 3 to 8 letters and digits.

    >>> read_code(" k7-qf ")
    'K7QF'
    """
    code = re.sub(r"[\s-]", "", text).upper()
    if not _CODE.match(code):
        raise ValueError(f"{text!r} is not a room code: 3 to 8 letters and digits")
    return code


def parse_levels(text: str) -> tuple[Level, ...]:
    """The levels of dealt hands: "any" (every level: ``()``), one level ("hard") or a range
    ("easy-hard", "medium..expert"); ValueError names the choices.

    >>> [str(level) for level in parse_levels("medium-expert")]
    ['Medium', 'Hard', 'Expert']
    """
    word = text.strip().lower()
    if word in ("", "any"):
        return ()
    low, _, high = word.replace("..", "-").partition("-")
    try:
        first = Level.parse(low)
        last = Level.parse(high) if high else first
    except ValueError:
        choices = ", ".join(level.lower() for level in LEVELS)
        raise ValueError(
            f"{text!r} is not a level: any, one of {choices}, or a range such as easy-hard"
        ) from None
    a, b = sorted((LEVELS.index(first), LEVELS.index(last)))
    return LEVELS[a : b + 1]


def levels_key(levels: tuple[Level, ...]) -> str:
    """The levels as `parse_levels` reads them: "any", "hard" or a range, "easy-hard".

    >>> levels_key(parse_levels("medium-expert"))
    'medium-expert'
    """
    if not levels:
        return "any"
    ends = dict.fromkeys(level.value.lower() for level in (levels[0], levels[-1]))
    return "-".join(ends)


def _within(name: str, value: float, bounds: tuple[int, int]) -> None:
    """ValueError unless low <= value <= high."""
    low, high = bounds
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}")


@dataclass(frozen=True)
class RoomChoices:
    """The rules of a room's game."""

    mode: Mode = Mode.RACE
    rounds: int = 10
    round_seconds: float = 60.0
    #: seconds between a round's result and the next round, when rounds start by themselves
    break_seconds: float = 8.0
    card_count: int = 4
    target: int | Fraction = 24
    deck: DeckRules = field(default_factory=DeckRules)
    operators: OperatorSet = ALL_OPERATORS
    #: the levels hands are dealt from (empty: any difficulty)
    levels: tuple[Level, ...] = ()
    #: deal a hand with no answer now and then (a right "no solution" scores it)
    no_solution_hands: bool = False

    def __post_init__(self) -> None:
        _within("rounds", self.rounds, ROUNDS)
        _within("the round time", self.round_seconds, ROUND_SECONDS)
        _within("the break", self.break_seconds, BREAK_SECONDS)
        if not 2 <= self.card_count <= 6:
            raise ValueError(f"{self.card_count} cards: a hand has 2 to 6 cards")
        if self.deck.size < self.card_count:
            raise ValueError(f"a deck of {self.deck.size} cards cannot deal {self.card_count}")

    def key(self) -> str:
        """How the host's settings keep the choices of a dialog: "mode=race rounds=10 seconds=60
        deck=standard levels=any no-answer=0", and "ops=+-,whole" when the operators are not
        the classic game's (the cards and the target are the player's settings)."""
        ops = "" if self.operators.full else f" ops={str(self.operators).replace(' ', ',')}"
        seconds = format_number(Fraction(self.round_seconds).limit_denominator(10))
        return (
            f"mode={self.mode.value} rounds={self.rounds} seconds={seconds} "
            f"deck={self.deck.key} levels={levels_key(self.levels)} "
            f"no-answer={int(self.no_solution_hands)}{ops}"
        )

    def with_key(self, text: str) -> RoomChoices:
        """These choices with those of a `key` (a part left out is kept); ValueError says what
        is wrong."""
        given = key_parts(
            text, _KEY_PARTS, lambda part: ValueError(f"{part!r} is not a room's choice")
        )
        try:
            changes = {_KEY_PARTS[name][0]: _KEY_PARTS[name][1](v) for name, v in given.items()}
        except SolverError as error:
            raise ValueError(str(error)) from None
        return replace(self, **changes)

    def summary(self) -> list[str]:
        """The rules for players, one line each (in the language being spoken)."""
        levels = (
            translate("Levels", "Any difficulty")
            if not self.levels
            else " – ".join(dict.fromkeys(hand_level_name(self.levels[i]) for i in (0, -1)))
        )
        lines = [
            self.mode.label,
            translate("Room", "%n rounds of {seconds} s", None, self.rounds).format(
                seconds=format_number(Fraction(self.round_seconds).limit_denominator(10))
            ),
            translate("Room", "Make {target} with {count} cards").format(
                target=format_number(self.target), count=self.card_count
            ),
            translate("Summary", "Deck: {deck}").format(deck=self.deck.label),
            translate("Summary", "Operators: {operators}").format(
                operators=operators_text(self.operators)
            ),
            levels,
        ]
        if self.no_solution_hands:
            lines.append(translate("Room", "Some hands have no answer: say so to score."))
        return lines


def _yes(text: str) -> bool:
    """A key's 0 or 1."""
    if text not in ("0", "1"):
        raise ValueError(f"{text!r} is not 0 or 1")
    return text == "1"


#: The parts of `RoomChoices.key`: the field each sets and how its text is read.
_KEY_PARTS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "mode": ("mode", Mode.parse),
    "rounds": ("rounds", int),
    "seconds": ("round_seconds", float),
    "deck": ("deck", DeckRules.parse),
    "levels": ("levels", parse_levels),
    "no-answer": ("no_solution_hands", _yes),
    "ops": ("operators", lambda text: OperatorSet.parse(text.replace(",", " "))),
}
