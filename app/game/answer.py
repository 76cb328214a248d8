"""Checking a typed answer against the hand: exact value, each card once, clear messages."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from solver import (
    DivisionByZeroError,
    ExpressionError,
    ParseError,
    evaluate,
    format_number,
    leaves,
    parse,
    render,
    to_number,
    to_tree,
)
from solver.expression import Nested
from solver.numbers import RANK_NAMES

from ..i18n import translate
from .cards import Card

#: The longest answer read: the longest sensible answer for six cards is far shorter; anything
#: longer is refused with a message before it is parsed.
MAX_ANSWER_LENGTH = 200


class Verdict(StrEnum):
    """What kind of answer this was."""

    CORRECT = "correct"
    EMPTY = "empty"
    TOO_LONG = "too long"
    SYNTAX = "syntax"
    CARDS = "cards"  # a card missing, used twice, or not in the hand
    DIVISION_BY_ZERO = "division by zero"
    WRONG_VALUE = "wrong value"
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
    def kind(self) -> Verdict:
        """Alias of `verdict`."""
        return self.verdict


def check_answer(text: str, cards: Iterable[Card | object], target: object = 24) -> AnswerResult:
    """Check typed text: it must parse, use each card exactly once and equal the target exactly."""
    items = list(cards)
    hand = [_card_value(card) for card in items]
    named = any(isinstance(card, Card) for card in items)
    goal = Fraction(to_number(target))
    if not text.strip():
        return AnswerResult(
            False,
            translate("Answer", "Type an expression that uses every card once."),
            None,
            Verdict.EMPTY,
        )
    if len(text) > MAX_ANSWER_LENGTH:
        return AnswerResult(
            False,
            translate(
                "Answer",
                "That answer is {length} characters long: an answer has at most {most}.",
            ).format(length=len(text), most=MAX_ANSWER_LENGTH),
            verdict=Verdict.TOO_LONG,
        )
    try:
        expression = parse(text)
        tree = to_tree(expression)
    except ParseError as error:
        return AnswerResult(
            False,
            translate(
                "Answer", "Cannot read the expression at position {position}: {reason}."
            ).format(position=error.position, reason=error.reason),
            verdict=Verdict.SYNTAX,
            position=error.position,
            pointer=error.pointer(),
        )
    except ExpressionError as error:  # parse() output always folds; kept for safety
        return AnswerResult(
            False,
            translate("Answer", "Cannot read the expression: {reason}.").format(reason=error),
            verdict=Verdict.SYNTAX,
        )
    value = _value_or_none(expression)
    card_problem = _card_problems(leaves(tree), hand, named)
    if card_problem is not None:
        message, extra, missing = card_problem
        if value is not None:
            makes = translate("Answer", "(It makes {value}.)").format(value=format_number(value))
            message = f"{message} {makes}"
        return AnswerResult(
            False,
            message,
            value,
            Verdict.CARDS,
            expression=expression,
            extra=extra,
            missing=missing,
        )
    if value is None:
        return AnswerResult(
            False,
            translate("Answer", "It divides by zero: {place} cannot be worked out.").format(
                place=_zero_division_place(expression)
            ),
            verdict=Verdict.DIVISION_BY_ZERO,
            expression=expression,
        )
    if value != goal:
        return AnswerResult(
            False,
            translate("Answer", "It evaluates to {value}, not {target}.").format(
                value=format_number(value), target=format_number(goal)
            ),
            value,
            Verdict.WRONG_VALUE,
            expression=expression,
        )
    shown = render(expression, style="unicode")
    return AnswerResult(
        True,
        translate("Answer", "Correct: {answer} = {target}.").format(
            answer=shown, target=format_number(goal)
        ),
        value,
        expression=expression,
    )


def _card_value(card: Card | object) -> Fraction:
    """The exact number a card (or a plain number) counts for."""
    return Fraction(card.value if isinstance(card, Card) else to_number(card))


def _value_or_none(expression: Nested) -> Fraction | None:
    """The exact value, or None when the expression divides by zero."""
    try:
        return evaluate(expression)
    except DivisionByZeroError:
        return None


def _zero_division_place(expression: Nested) -> str:
    """The division by zero, e.g. "8/(3-3)", from the solver's error message."""
    try:
        evaluate(expression)
    except DivisionByZeroError as error:
        return str(error.reason).removeprefix("division by zero in ")
    return render(expression)


def _name(value: Fraction, named: bool) -> str:
    """A number as the player knows it: "Q (12)" for face cards when the hand is cards."""
    text = format_number(value.numerator if value.denominator == 1 else value)
    if named and value.denominator == 1 and value.numerator in RANK_NAMES:
        return f"{RANK_NAMES[value.numerator]} ({text})"
    return text


def _card_problems(
    used_values: Iterable[object], hand: list[Fraction], named: bool
) -> tuple[str, tuple[Fraction, ...], tuple[Fraction, ...]] | None:
    """A message about cards not in the hand, used too often or left out; None if all is well."""
    used = Counter(Fraction(to_number(v)) for v in used_values)
    have = Counter(hand)
    problems: list[str] = []
    extra: list[Fraction] = []
    for value, count in used.items():
        card = _name(value, named)
        if have[value] == 0:
            extra.extend([value] * count)
            if value < 0 and have[-value]:
                problems.append(
                    translate(
                        "Answer",
                        "{card} is not one of your cards: a card cannot be made negative, "
                        "subtract it instead.",
                    ).format(card=card)
                )
            else:
                problems.append(
                    translate("Answer", "{card} is not one of your cards.").format(card=card)
                )
        elif count > have[value]:
            extra.extend([value] * (count - have[value]))
            problems.append(_used_message(card, count, have[value]))
    missing: list[Fraction] = []
    for value, count in have.items():
        left_out = count - used[value]
        if left_out > 0:
            missing.extend([value] * left_out)
            card = _name(value, named)
            if used[value]:
                problems.append(_used_message(card, used[value], count))
            elif count == 2:
                problems.append(
                    translate("Answer", "{card} is missing (both of them).").format(card=card)
                )
            else:
                problems.append(
                    translate("Answer", "{card} is missing (all %n of them).", None, count).format(
                        card=card
                    )
                )
    if not problems:
        return None
    cards = translate("Answer", "Your cards: {cards}.").format(
        cards=", ".join(_name(v, named) for v in hand)
    )
    return " ".join([*problems, cards]), tuple(extra), tuple(missing)


def _used_message(card: str, used: int, have: int) -> str:
    """ "8 is used once, but you have 2 of them." """
    if have == 1:
        return translate(
            "Answer", "{card} is used %n times, but you have only one.", None, used
        ).format(card=card)
    return translate(
        "Answer", "{card} is used %n times, but you have {have} of them.", None, used
    ).format(card=card, have=have)
