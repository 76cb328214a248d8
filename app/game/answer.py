"""Checking a typed answer against the hand: exact value, each card once, clear messages."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from solver import (
    ALL_OPERATORS,
    CARD_LETTERS,
    AnswerDivisionByZeroError,
    AnswerParseError,
    CardsError,
    Nested,
    NotWholeError,
    OperatorNotAllowedError,
    OperatorSet,
    SolverError,
    WrongValueError,
    check,
    format_number,
    render,
    to_nested,
    to_number,
)

from ..i18n import translate
from .cards import Card
from .coaching import hand_names

#: The ranks of the face cards, J Q K.
FACE_RANKS = (11, 12, 13)


class Verdict(StrEnum):
    """What kind of answer this was."""

    CORRECT = "correct"
    EMPTY = "empty"
    SYNTAX = "syntax"
    CARDS = "cards"  # a card missing, used twice, or not in the hand
    DIVISION_BY_ZERO = "division by zero"
    WRONG_VALUE = "wrong value"
    RULES = "rules"  # an operator the game leaves out, or a step that is not a whole number
    NOT_PLAYING = "not playing"  # the round is over or paused (used by Round.submit)


@dataclass(frozen=True)
class AnswerResult:
    """The verdict on one answer: ok, a message for the player, and the exact value if known."""

    ok: bool
    message: str
    value: Fraction | None = None
    verdict: Verdict = Verdict.CORRECT
    #: 1-based column of a syntax error in the typed text
    position: int | None = None
    #: the typed text with a caret under the syntax error (two lines)
    pointer: str | None = None
    #: the parsed expression, when the text parsed
    expression: Nested | None = None
    #: numbers typed that are not in the hand (or used too often), and cards left out
    extra: tuple[Fraction, ...] = ()
    missing: tuple[Fraction, ...] = ()

    @property
    def accepted(self) -> bool:
        """Whether the answer was right (the answer line is then emptied)."""
        return self.ok


def card_letters(cards: Iterable[Card | object]) -> dict[str, int] | None:
    """What typed card letters count for in this hand: A J Q K as 1, 11, 12, 13, unless the
    deck counts the face cards otherwise (J Q K as 10), as a face card of the hand shows."""
    for card in cards:
        if isinstance(card, Card) and card.rank in FACE_RANKS and card.value != card.rank:
            return {**CARD_LETTERS, **dict.fromkeys(("J", "Q", "K"), card.value)}
    return None


def empty_answer_text() -> str:
    """What an empty answer is told: no answer yet, and what to type (never a wrong answer)."""
    return translate("Answer", "Type an expression that uses every card once.")


def check_answer(
    text: str,
    cards: Iterable[Card | object],
    target: object = 24,
    operators: OperatorSet = ALL_OPERATORS,
) -> AnswerResult:
    """Check typed text: it must parse, use each card exactly once, keep the game's `operators`
    (the operators allowed, whole steps) and equal the target exactly.

    The checks and their messages are the solver's (`solver.check`, which also refuses
    an answer too long to be sensible before reading it); this says the verdict as an
    `AnswerResult`.
    """
    cards = list(cards)
    hand = [card.value if isinstance(card, Card) else to_number(card) for card in cards]
    goal = to_number(target)
    if not text.strip():
        return AnswerResult(False, empty_answer_text(), None, Verdict.EMPTY)
    try:
        tree = check(
            text,
            hand,
            goal,
            letters=card_letters(cards),
            operators=operators,
            names=dict(hand_names(cards)),
        )
    except AnswerParseError as error:
        return AnswerResult(
            False,
            str(error),
            verdict=Verdict.SYNTAX,
            position=error.position,
            pointer=error.pointer(),
        )
    except CardsError as error:
        return AnswerResult(
            False,
            str(error),
            _exact(error.value),
            Verdict.CARDS,
            extra=tuple(Fraction(n) for n in error.extra),
            missing=tuple(Fraction(n) for n in error.missing),
        )
    except AnswerDivisionByZeroError as error:
        return AnswerResult(False, str(error), verdict=Verdict.DIVISION_BY_ZERO)
    except WrongValueError as error:
        return AnswerResult(False, str(error), _exact(error.value), Verdict.WRONG_VALUE)
    except (OperatorNotAllowedError, NotWholeError) as error:
        return AnswerResult(False, str(error), verdict=Verdict.RULES)
    except SolverError as error:  # e.g. a number too long to read
        return AnswerResult(False, str(error), verdict=Verdict.SYNTAX)
    return AnswerResult(
        True,
        translate("Answer", "Correct: {answer} = {target}.").format(
            answer=render(tree, style="unicode"), target=format_number(goal)
        ),
        Fraction(goal),
        expression=to_nested(tree),
    )


def _exact(value: object) -> Fraction | None:
    """A value as a Fraction (None stays None)."""
    return None if value is None else Fraction(to_number(value))
