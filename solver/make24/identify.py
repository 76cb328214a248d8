"""Which distinct solution an answer is, or why it is not a solution.

`identify` reads a typed or nested-list answer (parsed, never evaluated as code), checks it against
the hand and the target, and returns the solution of ``solve(numbers, target)`` in the answer's
class. The class is the canonical key of `solver.make24.canon` (the one notion of "the same
answer"), so every correct way of writing a solution finds it: other orders and brackets, ×1 or ÷1
moved elsewhere, a−(b−c) for a+c−b, 3×8÷1 for 8×3×1, neutral pairs written with other operators.

An answer that is not a solution raises an `AnswerError`, whose message is whole sentences for the
player (through `solver.i18n.translate`) and whose fields say the same for a program:

- `AnswerParseError` (also a ParseError): the text cannot be read; `position` says where;
- `AnswerExpressionError` (also an ExpressionError): a malformed nested list; `path` says where;
- `CardsError`: a card missing, used too often, or not in the hand (`extra`, `missing`);
- `AnswerDivisionByZeroError` (also a DivisionByZeroError): `division` is the division by zero;
- `WrongValueError`: it uses the cards but makes `value`, not `target`;
- in a game with fewer operators or whole numbers only (``operators=``, an `OperatorSet`):
  `OperatorNotAllowedError`, it uses an operator the game leaves out (`symbol`), and
  `NotWholeError`, a step makes a fraction or goes below zero (`operation`, `value`).

>>> identify("4*(1+2+3)", [1, 2, 3, 4]).text
'(3+2+1)*4'
>>> identify("6/2*(8*1)", [1, 2, 6, 8]).text      # ×1 and the division written elsewhere
'8*6*1/2'
>>> identify("4*3*2+1", [1, 2, 3, 4])
Traceback (most recent call last):
...
solver.make24.identify.WrongValueError: The answer makes 25, not 24.
>>> identify("8/(3-8/3)", [3, 3, 8, 8], operators=OperatorSet(whole=True))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
solver.make24.identify.NotWholeError: 8÷3 is not a whole number: in this game every step must...
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from ..core.checks import instances
from ..core.errors import (
    AnswerError,
    DivisionByZeroError,
    ExpressionError,
    LimitError,
    ParseError,
    SolverError,
)
from ..core.numbers import CARD_LETTERS, Q, brief, brief_numbers, to_number
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from ..core.parse import parse
from ..core.tree import Op, Tree, leaves, render, to_tree, value_of
from ..i18n import sentences, translate
from .canon import canonical
from .form import FormKey, form_of
from .solution import Solution
from .solve import breach, read_numbers, solve

#: How many hands' solutions `identify` keeps (a match asks about one hand many times).
HANDS_KEPT = 32
#: The most numbers of a hand whose answers are identified (far more than a search can solve).
MAX_NUMBERS = 64
#: The longest typed answer read (six cards take about 40 characters; this keeps every walk over
#: the answer's tree far from Python's recursion limit).
MAX_ANSWER_LENGTH = 200


class AnswerParseError(AnswerError, ParseError):
    """The typed answer cannot be read; `position` is the 1-based column of the problem."""

    def __init__(self, error: ParseError) -> None:
        SolverError.__init__(
            self,
            translate(
                "Answer", "The answer cannot be read at position {position}: {reason}."
            ).format(position=error.position, reason=error.reason),
        )
        self.position = error.position
        self.text = error.text
        self.reason = error.reason


class AnswerExpressionError(AnswerError, ExpressionError):
    """A nested-list answer is malformed; `path` says where (indices from the top list)."""

    def __init__(self, error: ExpressionError) -> None:
        SolverError.__init__(
            self,
            translate("Answer", "The answer is not a well-formed expression: {problem}.").format(
                problem=str(error)
            ),
        )
        self.path = error.path
        self.reason = error.reason


class CardsError(AnswerError):
    """The answer does not use each card of the hand exactly once.

    `extra` holds the numbers used that the hand does not have (or not that often), `missing` the
    cards left out; `value` is what the answer makes (None if it divides by zero); `names` says
    how the cards show, by the number each counts for (``{11: "J"}``): the message names them
    so, a number without a name as a number.
    """

    def __init__(
        self,
        hand: tuple[Q, ...],
        used: tuple[Q, ...],
        value: Q | None,
        names: Mapping[Q, str] | None = None,
    ) -> None:
        have, uses = Counter(hand), Counter(used)
        self.hand = hand
        self.used = used
        self.extra = tuple(sorted((uses - have).elements()))
        self.missing = tuple(sorted((have - uses).elements()))
        self.value = value
        named = dict(names or {})
        parts = [_card_problem(n, uses[n], have[n], have[-n], named) for n in sorted(have | uses)]
        unused = [n for n in hand if not uses[n]]
        if unused:
            parts.append(
                translate("Answer", "The answer does not use {cards}.").format(
                    cards=_text(unused, named)
                )
            )
        parts.append(translate("Answer", "The cards are {cards}.").format(cards=_text(hand, named)))
        super().__init__(sentences(*parts))


def _card_problem(number: Q, used: int, have: int, opposite: int, names: Mapping[Q, str]) -> str:
    """One sentence on a number used more often than the hand has it, or less but not never."""
    text = names.get(number) or brief(number)
    if have == 0 and number < 0 and opposite:
        return translate(
            "Answer",
            "{number} is not one of the cards: use {card} and change the sign before it.",
        ).format(number=text, card=names.get(-number) or brief(-number))
    if have == 0:
        return translate("Answer", "{number} is not one of the cards.").format(number=text)
    if used > have == 1:
        return translate(
            "Answer", "{number} is used more than once, but the hand has only one {number}."
        ).format(number=text)
    if used > have:
        return translate(
            "Answer", "{number} is used {used} times, but the hand has only {have} of them."
        ).format(number=text, used=used, have=have)
    if used == 1 < have:
        return translate(
            "Answer", "{number} is used once, but the hand has {have} of them: use each one."
        ).format(number=text, have=have)
    if 0 < used < have:
        return translate(
            "Answer",
            "{number} is used {used} times, but the hand has {have} of them: use each one.",
        ).format(number=text, used=used, have=have)
    return ""  # used once per card, or not at all (said with the other unused cards)


def _text(numbers: Iterable[Q], names: Mapping[Q, str]) -> str:
    """Cards as the player sees a hand: 3 3 8 8, A 6 J Q where `names` names them (a long one
    cut, as `brief_numbers` cuts)."""
    if not names:
        return brief_numbers(numbers)
    return " ".join(names.get(n) or brief(n) for n in numbers)  # a game's hand: a few cards


class AnswerDivisionByZeroError(AnswerError, DivisionByZeroError):
    """The answer divides by zero; `division` is the first division by zero in it."""

    def __init__(self, division: Tree) -> None:
        SolverError.__init__(
            self,
            translate(
                "Answer", "The answer divides by zero: {division} cannot be worked out."
            ).format(division=render(division, style="unicode")),
        )
        self.division = division
        self.path = ()
        self.reason = str(self)


class WrongValueError(AnswerError):
    """The answer uses the cards but makes `value`, not `target`."""

    def __init__(self, value: Q, target: Q) -> None:
        super().__init__(
            translate("Answer", "The answer makes {value}, not {target}.").format(
                value=brief(value), target=brief(target)
            )
        )
        self.value = value
        self.target = target


class OperatorNotAllowedError(AnswerError):
    """The answer uses an operator the game leaves out (`symbol`, in ASCII)."""

    def __init__(self, symbol: str, operators: OperatorSet) -> None:
        super().__init__(
            translate(
                "Answer", "This game allows only {operators}: the answer uses {symbol}."
            ).format(operators=operator_list(operators), symbol=_pretty(symbol))
        )
        self.symbol = symbol
        self.operators = operators


class NotWholeError(AnswerError):
    """A step of the answer makes `value`, which is not a whole number 0 or more, in a game of
    whole numbers only; `operation` is that step (a tree)."""

    def __init__(self, operation: Op, value: Q) -> None:
        step = render(operation, style="unicode")
        if value < 0:
            text = translate(
                "Answer", "{step} is below zero: in this game every step must make 0 or more."
            )
        else:
            text = translate(
                "Answer",
                "{step} is not a whole number: in this game every step must make a whole number.",
            )
        super().__init__(text.format(step=step))
        self.operation = operation
        self.value = value


def operator_list(operators: OperatorSet) -> str:
    """The allowed operators for a sentence: "+", "+ and −", "+, − and ×"."""
    shown = operators.pretty()
    text = shown[0]
    for item in shown[1:-1]:
        text = translate("Answer", "{list}, {item}").format(list=text, item=item)
    if len(shown) > 1:
        text = translate("Answer", "{list} and {item}").format(list=text, item=shown[-1])
    return text


def _pretty(symbol: str) -> str:
    return OperatorSet(symbol).pretty()[0]


def identify(
    answer: object,
    numbers: Iterable[object],
    target: object = 24,
    *,
    solutions: Sequence[Solution] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> Solution:
    """The distinct solution that `answer` (text, nested list or tree) is a way of writing.

    Raises an `AnswerError` saying why when the answer is not a solution, and SolverError when the
    numbers or the target cannot be read. `solutions` are the hand's solutions if the caller has
    them (`solve(numbers, target, operators=operators)`); otherwise they are worked out (and kept
    for a few hands). An answer whose class is not among `solutions` (only if they are not the
    hand's) gets its class's canonical representative.
    """
    hand = read_numbers(numbers)
    goal = to_number(target)
    rules = operator_set(operators)
    if solutions is not None:
        solutions = instances(solutions, Solution, "solutions", "a list of solutions")
    _check_size(len(hand))
    tree = check(answer, hand, goal, operators=rules)
    answer_class = canonical(form_of(tree))
    classes = _classes(hand, goal, rules) if solutions is None else _keyed(solutions)
    found = classes.get(answer_class.key)
    if found is not None:
        return found
    shown = answer_class.tree
    return Solution(shown if breach(shown, rules) is None else tree)


def check(
    answer: object,
    numbers: Iterable[object],
    target: object = 24,
    *,
    letters: Mapping[str, int] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
    names: Mapping[Q, str] | None = None,
) -> Tree:
    """The answer as a tree if it is a solution (each card once, worth the target exactly, by
    the game's `operators`); `letters` says what typed card letters count for (A J Q K, T: 1,
    11, 12, 13, 10 by default); `names` how the cards show, by the number each counts for
    (``{1: "A", 11: "J"}``), for a message that names them (`CardsError`).

    Raises the `AnswerError` that says why it is not; the checks go in this order: it can be read,
    it uses the cards, it can be worked out (no division by zero), it uses only the game's
    operators, every step makes what the game allows, it makes the target.

    With fractions among the numbers, a bracketed fraction such as (2/3) is read as that one
    number, as a solution is written (`render`), unless the cards say that it is a division
    (with whole cards it always is one: 12/(1/2) uses the cards 1 and 2).
    """
    hand = read_numbers(numbers)
    goal = to_number(target)
    rules = operator_set(operators)
    fractions = any(not isinstance(n, int) for n in hand)
    tree = _read(answer, letters, fractions)
    used = tuple(sorted(leaves(tree)))
    if used != hand and fractions and isinstance(answer, str):
        divided = _read(answer, letters, False)
        if tuple(sorted(leaves(divided))) == hand:
            tree, used = divided, hand
    value, division = _worked_out(tree)
    if used != hand:
        raise CardsError(hand, used, value, _named(answer, letters, names))
    if value is None:
        raise AnswerDivisionByZeroError(division or tree)
    broken = breach(tree, rules)
    if broken is not None and broken.excluded:
        raise OperatorNotAllowedError(broken.operation.symbol, rules)
    if broken is not None:
        raise NotWholeError(broken.operation, broken.value)
    if value != goal:
        raise WrongValueError(value, goal)
    return tree


def _named(
    answer: object, letters: Mapping[str, int] | None, names: Mapping[Q, str] | None
) -> dict[Q, str]:
    """How a message names the numbers of an answer: the hand's cards as they show (`names`),
    a number typed as a card letter that is not in the hand as typed (K, not 13)."""
    named: dict[Q, str] = {}
    if isinstance(answer, str):
        for letter, value in (CARD_LETTERS if letters is None else letters).items():
            if re.search(rf"(?<![^\W\d_]){letter}(?![^\W\d_])", answer, re.IGNORECASE):
                named[value] = letter
    return {**named, **(names or {})}


def _read(
    answer: object, letters: Mapping[str, int] | None = None, fractions: bool = False
) -> Tree:
    """An answer as a tree: text is parsed, a nested list (or tree, or number) is read."""
    try:
        if isinstance(answer, str):
            if len(answer) > MAX_ANSWER_LENGTH:
                raise ParseError(
                    translate(
                        "Answer", "it is {length} characters long, and at most {most} are read"
                    ).format(length=len(answer), most=MAX_ANSWER_LENGTH),
                    MAX_ANSWER_LENGTH + 1,
                    answer,
                )
            return to_tree(parse(answer, letters, fractions=fractions))
        return to_tree(answer)
    except ParseError as error:
        raise AnswerParseError(error) from None
    except ExpressionError as error:
        raise AnswerExpressionError(error) from None


def class_key(tree: Tree) -> FormKey:
    """The key of the distinct-solution class of a tree, or of anything `to_tree` reads
    (`solver.make24.canon`)."""
    tree = to_tree(tree)
    _check_size(len(leaves(tree)))
    return canonical(form_of(tree)).key


def _check_size(numbers: int) -> None:
    """LimitError past `MAX_NUMBERS` numbers (the canonical forms are worked out by recursion)."""
    if numbers > MAX_NUMBERS:
        raise LimitError(
            f"{numbers} numbers: an answer is identified among hands of at most {MAX_NUMBERS}"
        )


def _keyed(solutions: Iterable[Solution]) -> dict[FormKey, Solution]:
    return {class_key(solution.tree): solution for solution in solutions}


@lru_cache(maxsize=HANDS_KEPT)
def _classes(hand: tuple[Q, ...], goal: Q, operators: OperatorSet) -> dict[FormKey, Solution]:
    """The hand's solutions by class key (the dict is never changed once made)."""
    return _keyed(solve(hand, goal, operators=operators))


def _worked_out(tree: Tree) -> tuple[Q | None, Op | None]:
    """The exact value of a tree, or None and its first division by zero (innermost, left
    first: the first one met working it out)."""
    try:
        return value_of(tree), None
    except DivisionByZeroError as error:
        return None, error.operation if isinstance(error.operation, Op) else None


__all__ = [
    "AnswerDivisionByZeroError",
    "AnswerError",
    "AnswerExpressionError",
    "AnswerParseError",
    "CardsError",
    "NotWholeError",
    "OperatorNotAllowedError",
    "WrongValueError",
    "check",
    "class_key",
    "identify",
    "operator_list",
]
