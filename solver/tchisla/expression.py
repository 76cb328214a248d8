"""Tchisla's expressions, on the core tree (`solver.core.tree`): the copies of the digit they use,
how they are written, their working, and the result of a search.

A literal is a `Num` whose value is the digit repeated (7, 77, 777); the operators are + − × ÷,
^ and ^- (to the power of minus the exponent), √ and ! (`solver.core.operators`).

>>> tree = Op("/", Num(77), Num(7))
>>> copies(tree), render(tree), render(tree, "unicode"), [str(step) for step in steps(tree)]
(3, '77/7', '77 ÷ 7', ['77 ÷ 7 = 11'])
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..core.numbers import Key, digit_count, short_number, value_code
from ..core.operators import OPERATORS
from ..core.surds import Value, to_value
from ..core.tree import (
    ASCII,
    TCHISLA,
    Num,
    Op,
    Step,
    Style,
    Tree,
    Unary,
    Writing,
    fold,
    tree_of,
    write,
    writing,
)
from .limits import Limits

#: How an answer is written for people: spaced, with × ÷ −: ``(77 ÷ 7 − 7)!``.
DISPLAY = Writing(pretty=True, spaced=True)


def copies(tree: Tree) -> int:
    """How many copies of the digit an expression uses (a literal is the digit repeated)."""
    return fold(tree_of(tree), _digits, _both, _one)


def _digits(number: Num) -> int:
    return digit_count(number.value) if isinstance(number.value, int) else 0


def _both(operation: Op, left: int, right: int) -> int:
    return left + right


def _one(operation: Unary, operand: int) -> int:
    return operand


def render(tree: Tree, style: Style = "ascii") -> str:
    """The expression as text with the fewest brackets: ``(77/7-7)!``, ``√9+(√9)!/√9``.

    A negated exponent is always bracketed, ``2^(-2)``, and so is anything after a √ but a
    literal or another √, so that no reader wonders whether √4! is √(4!) or (√4)!.
    """
    how = writing(style)
    return write(tree_of(tree), DISPLAY if how.pretty else ASCII)


def value_of(tree: Tree) -> Value:
    """The exact value of an expression whose every step has one (as the search's and the
    checked answers' have)."""
    return to_value(fold(tree, _key, _binary, _unary))


def _key(number: Num) -> Key:
    value = number.value
    assert isinstance(value, int)
    return value


def _binary(operation: Op, left: Key, right: Key) -> Key:
    result = OPERATORS[operation.symbol].exact(left, right)
    assert result is not None, operation
    return result


def _unary(operation: Unary, operand: Key) -> Key:
    result = OPERATORS[operation.symbol].exact(operand)
    assert result is not None, operation
    return result


def steps(tree: Tree) -> tuple[Step, ...]:
    """The working of an expression, innermost first, each distinct operation once."""
    out: dict[Step, None] = {}

    def binary(operation: Op, left: Key, right: Key) -> Key:
        result = _binary(operation, left, right)
        step = Step(to_value(left), operation.symbol, to_value(right), to_value(result), TCHISLA)
        out.setdefault(step)
        return result

    def unary(operation: Unary, operand: Key) -> Key:
        result = _unary(operation, operand)
        out.setdefault(Step(to_value(operand), operation.symbol, None, to_value(result), TCHISLA))
        return result

    fold(tree_of(tree), _key, binary, unary)
    return tuple(out)


@dataclass(frozen=True, repr=False)
class TchislaResult:
    """The answer to target # digit: the expression with the fewest copies, or why there is none."""

    target: int
    digit: int
    limits: Limits
    tree: Tree | None = None
    message: str = ""

    @property
    def found(self) -> bool:
        """Whether an expression was found within the limits."""
        return self.tree is not None

    @property
    def count(self) -> int | None:
        """Copies of the digit used (the fewest possible within the limits), None if not found."""
        return None if self.tree is None else copies(self.tree)

    @cached_property
    def expression(self) -> str:
        """ASCII text of the expression ('' when not found): ``(77/7-7)!``."""
        return "" if self.tree is None else render(self.tree)

    def display(self) -> str:
        """Text for people: ``(77 ÷ 7 − 7)!``."""
        return "" if self.tree is None else render(self.tree, "unicode")

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The working, one operation per step."""
        return () if self.tree is None else steps(self.tree)

    def __repr__(self) -> str:
        return (
            f"TchislaResult(target={value_code(self.target)}, digit={self.digit!r}, "
            f"limits={self.limits!r}, tree={self.tree!r}, message={self.message!r})"
        )

    def __str__(self) -> str:
        name = f"{short_number(self.target)}#{self.digit}"
        return f"{name} = {self.expression}" if self.found else f"{name}: {self.message}"
