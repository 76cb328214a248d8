"""Expressions: the operator table, binary trees, nested-list bracket expressions, rendering.

A *nested-list bracket expression* is a list that stands for one bracketed group; inside it
operands and operators alternate, an operand being a number or a nested list, an operator one
of "+", "-", "*", "/" with the usual precedence. 8/(3-8/3) is
``["8", "/", ["3", "-", ["8", "/", "3"]]]``.

Internally the solver works on binary trees (`Num`, `Op`); `to_tree` and `to_nested` convert.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeAlias

from .errors import DivisionByZeroError, ExpressionError, NumberError, SolverError
from .numbers import Q, format_number, is_plain, normalize, to_number

Style = Literal["ascii", "unicode"]


def _divide(a: Q, b: Q) -> Q:
    if b == 0:
        raise ZeroDivisionError
    if isinstance(a, int) and isinstance(b, int):
        return a // b if a % b == 0 else Fraction(a, b)
    return normalize(Fraction(a) / b)


@dataclass(frozen=True)
class Operator:
    """One arithmetic operator: how it is written, how tightly it binds, what it does."""

    symbol: str
    pretty: str
    precedence: int
    #: a op (b op' c) == (a op b) op' c for operators of the same precedence
    associative: bool
    apply: Callable[[Q, Q], Q]


OPERATORS: dict[str, Operator] = {
    "+": Operator("+", "+", 1, True, lambda a, b: normalize(a + b)),
    "-": Operator("-", "−", 1, False, lambda a, b: normalize(a - b)),
    "*": Operator("*", "×", 2, True, lambda a, b: normalize(a * b)),
    "/": Operator("/", "÷", 2, False, _divide),
}


@dataclass(frozen=True)
class Num:
    """A number in an expression."""

    value: Q

    def __str__(self) -> str:
        return render(self)


@dataclass(frozen=True)
class Op:
    """A binary operation."""

    symbol: str
    left: Tree
    right: Tree

    def __str__(self) -> str:
        return render(self)


Tree: TypeAlias = Num | Op
#: Anything `evaluate` and `render` accept: a nested list, a tree or a single number.
Nested: TypeAlias = list[object]


def value_of(tree: Tree) -> Q:
    """The exact value of a tree; raises DivisionByZeroError."""
    if isinstance(tree, Num):
        return tree.value
    right = value_of(tree.right)
    if tree.symbol == "/" and right == 0:
        raise DivisionByZeroError(f"division by zero in {render(tree)}")
    return OPERATORS[tree.symbol].apply(value_of(tree.left), right)


def leaves(tree: Tree) -> list[Q]:
    """The numbers a tree uses, left to right."""
    if isinstance(tree, Num):
        return [tree.value]
    return leaves(tree.left) + leaves(tree.right)


def to_tree(expr: object, path: tuple[int, ...] = ()) -> Tree:
    """Read a nested-list expression (or a tree, or a single number) into a binary tree."""
    if isinstance(expr, Num | Op):
        return expr
    if isinstance(expr, tuple):
        expr = list(expr)
    if not isinstance(expr, list):
        try:
            return Num(to_number(expr))
        except NumberError as error:
            raise ExpressionError(str(error), path) from None
    if not expr:
        raise ExpressionError("empty group", path)
    if len(expr) % 2 == 0:
        raise ExpressionError(
            f"a group alternates operands and operators, so it has an odd length, not {len(expr)}",
            path,
        )
    operands: list[Tree] = []
    symbols: list[str] = []
    for index, item in enumerate(expr):
        here = (*path, index)
        if index % 2:
            if not isinstance(item, str) or item not in OPERATORS:
                raise ExpressionError(f"expected an operator (+ - * /), got {item!r}", here)
            symbols.append(item)
        else:
            if isinstance(item, str) and item in OPERATORS:
                raise ExpressionError(f"expected a number or a group, got operator {item!r}", here)
            operands.append(to_tree(item, here))
    return _fold(operands, symbols)


def _fold(operands: Sequence[Tree], symbols: Sequence[str]) -> Tree:
    """Combine alternating operands and operators with precedence, left to right."""
    terms: list[Tree] = [operands[0]]
    additive: list[str] = []
    for symbol, operand in zip(symbols, operands[1:], strict=True):
        if OPERATORS[symbol].precedence == 2:
            terms[-1] = Op(symbol, terms[-1], operand)
        else:
            additive.append(symbol)
            terms.append(operand)
    result = terms[0]
    for symbol, term in zip(additive, terms[1:], strict=True):
        result = Op(symbol, result, term)
    return result


def evaluate(expr: object) -> Fraction:
    """The exact value of a nested-list expression (or tree, or number) as a Fraction.

    >>> evaluate(["8", "/", ["3", "-", ["8", "/", "3"]]])
    Fraction(24, 1)
    """
    return Fraction(value_of(to_tree(expr)))


def _needs_brackets(child: Tree, parent: str, right: bool) -> bool:
    if isinstance(child, Num):
        return False
    inner, outer = OPERATORS[child.symbol], OPERATORS[parent]
    if inner.precedence != outer.precedence:
        return inner.precedence < outer.precedence
    return right and not outer.associative


def to_nested(tree: Tree) -> Nested:
    """The nested-list form of a tree, with the fewest brackets that keep its value."""
    if isinstance(tree, Num):
        return [format_number(tree.value)]
    items: Nested = []
    for child, right in ((tree.left, False), (tree.right, True)):
        if _needs_brackets(child, tree.symbol, right):
            items.append(to_nested(child))
        elif isinstance(child, Num):
            items.append(format_number(child.value))
        else:
            items.extend(to_nested(child))
        if not right:
            items.append(tree.symbol)
    return items


def render(expr: object, style: Style = "ascii", spaced: bool = False) -> str:
    """Write an expression with the fewest brackets; ``style="unicode"`` uses × ÷ −.

    >>> render(["8", "/", ["3", "-", ["8", "/", "3"]]])
    '8/(3-8/3)'
    >>> render([["6", "-", "2"], "-", "1"], style="unicode")
    '6−2−1'
    """
    if style not in ("ascii", "unicode"):
        raise ValueError(f"style must be 'ascii' or 'unicode', not {style!r}")
    tree = to_tree(expr)
    return _render(tree, style, " " if spaced else "", top=True)


def _render(tree: Tree, style: Style, gap: str, top: bool = False) -> str:
    if isinstance(tree, Num):
        value = tree.value
        if isinstance(value, int) and value >= 0:
            return str(value)  # the common case, quickly
        text = _signed(format_number(value), style)
        return text if top or is_plain(value) else f"({text})"
    operator = OPERATORS[tree.symbol]
    left, right = tree.left, tree.right
    left_text, right_text = _render(left, style, gap), _render(right, style, gap)
    if isinstance(left, Op) and OPERATORS[left.symbol].precedence < operator.precedence:
        left_text = f"({left_text})"
    if isinstance(right, Op) and _needs_brackets(right, tree.symbol, True):
        right_text = f"({right_text})"
    symbol = operator.pretty if style == "unicode" else operator.symbol
    return f"{left_text}{gap}{symbol}{gap}{right_text}"


def _signed(text: str, style: Style) -> str:
    return text.replace("-", "−") if style == "unicode" else text


def format_value(value: Q, style: Style = "ascii") -> str:
    """A value as an operand: brackets round fractions and negatives, as in 8/(1/3)."""
    text = _signed(format_number(value), style)
    return text if is_plain(value) else f"({text})"


@dataclass(frozen=True)
class Step:
    """One binary operation of the working, on values already worked out."""

    left: Q
    symbol: str
    right: Q
    result: Q

    def text(self, style: Style = "ascii") -> str:
        """The step as `8/(1/3) = 24`, a fraction or negative operand bracketed where needed."""
        operator = OPERATORS[self.symbol]
        symbol = operator.pretty if style == "unicode" else operator.symbol
        positive_fraction = isinstance(self.right, Fraction) and self.right > 0
        if positive_fraction and operator.precedence == 1:
            right = _signed(format_number(self.right), style)
        else:
            right = format_value(self.right, style)
        left = _signed(format_number(self.left), style)
        return f"{left}{symbol}{right} = {_signed(format_number(self.result), style)}"

    def __str__(self) -> str:
        return self.text()


def steps(expr: object) -> list[Step]:
    """The working of an expression, first operation to last (left subtree before right)."""
    out: list[Step] = []

    def walk(tree: Tree) -> Q:
        if isinstance(tree, Num):
            return tree.value
        left, right = walk(tree.left), walk(tree.right)
        if tree.symbol == "/" and right == 0:
            raise DivisionByZeroError(f"division by zero in {render(tree)}")
        result = OPERATORS[tree.symbol].apply(left, right)
        out.append(Step(left, tree.symbol, right, result))
        return result

    walk(to_tree(expr))
    return out


__all__ = [
    "OPERATORS",
    "Nested",
    "Num",
    "Op",
    "Operator",
    "SolverError",
    "Step",
    "Tree",
    "evaluate",
    "format_value",
    "leaves",
    "render",
    "steps",
    "to_nested",
    "to_tree",
    "value_of",
]
