"""Expressions: the operator table, binary trees, nested-list bracket expressions, rendering.

A *nested-list bracket expression* is a list that stands for one bracketed group; inside it
operands and operators alternate, an operand being a number or a nested list, an operator one
of "+", "-", "*", "/" with the usual precedence. 8/(3-8/3) is
``["8", "/", ["3", "-", ["8", "/", "3"]]]``.

Internally the solver works on binary trees (`Num`, `Op`); `to_tree` and `to_nested` convert.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeAlias, TypeVar

from .errors import (
    ArgumentError,
    DivisionByZeroError,
    ExpressionError,
    NumberError,
    SolverError,
)
from .numbers import (
    Q,
    brief,
    check_size,
    divide,
    format_number,
    is_plain,
    normalize,
    to_number,
)

Style = Literal["ascii", "unicode"]
T = TypeVar("T")


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
    "/": Operator("/", "÷", 2, False, divide),
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


#: How deep the quick, recursive walks go before they hand a subtree to the iterative ones.
_RECURSION = 64


def fold(tree: Tree, leaf: Callable[[Num], T], node: Callable[[Op, T, T], T]) -> T:
    """Combine a tree bottom-up: `leaf` of each number, `node(op, left, right)` of each operation
    with what its two sides gave, first operation to last (left side before right). The one
    walk over a tree: values, steps and the features of a solution all use it. A tree of any
    depth is fine (past a small depth the walk keeps its own stack instead of recursing).

    >>> fold(Op("-", Num(8), Op("/", Num(6), Num(3))), lambda n: str(n.value),
    ...      lambda op, a, b: f"({a}{op.symbol}{b})")
    '(8-(6/3))'
    """
    return _fold_shallow(tree, leaf, node, 0)


def _fold_shallow(
    tree: Tree, leaf: Callable[[Num], T], node: Callable[[Op, T, T], T], depth: int
) -> T:
    """`fold` by recursion while the tree is shallow (quick for the small trees of solutions)."""
    if isinstance(tree, Num):
        return leaf(tree)
    if depth > _RECURSION:
        return _fold_deep(tree, leaf, node)
    left = _fold_shallow(tree.left, leaf, node, depth + 1)
    return node(tree, left, _fold_shallow(tree.right, leaf, node, depth + 1))


def _fold_deep(tree: Op, leaf: Callable[[Num], T], node: Callable[[Op, T, T], T]) -> T:
    """`fold` with a stack of its own, for trees of any depth."""
    done: list[T] = []
    todo: list[Tree | None] = [tree]  # None: the operation below it has both sides in `done`
    while todo:
        item = todo.pop()
        if item is None:
            operation = todo.pop()
            assert isinstance(operation, Op)
            right = done.pop()
            done.append(node(operation, done.pop(), right))
        elif isinstance(item, Num):
            done.append(leaf(item))
        else:
            todo += (item, None, item.right, item.left)
    return done[0]


def _number(tree: Num) -> Q:
    return tree.value


def apply(operation: Op, left: Q, right: Q) -> Q:
    """The value of one operation on the values of its sides, checked: DivisionByZeroError
    names the division, LimitError a value too large to work with."""
    if operation.symbol == "/" and right == 0:
        raise DivisionByZeroError(f"division by zero in {_shortened(render(operation))}")
    return check_size(OPERATORS[operation.symbol].apply(left, right))


def _shortened(text: str, width: int = 60) -> str:
    return text if len(text) <= width else f"{text[:width]}… ({len(text)} characters)"


def value_of(tree: Tree) -> Q:
    """The exact value of a tree; raises DivisionByZeroError (and LimitError for values of more
    than `numbers.MAX_VALUE_DIGITS` digits)."""
    return fold(tree, _number, apply)


def leaves(expr: object) -> list[Q]:
    """The numbers a tree (or anything `to_tree` reads) uses, left to right."""
    out: list[Q] = []
    todo: list[Tree] = [to_tree(expr)]
    while todo:
        item = todo.pop()
        if isinstance(item, Num):
            out.append(item.value)
        else:
            todo += (item.right, item.left)
    return out


def _leaf(item: object, path: tuple[int, ...]) -> Num:
    try:
        return Num(to_number(item))
    except NumberError as error:
        raise ExpressionError(str(error), path) from None


def _group(expr: list[object] | tuple[object, ...], path: tuple[int, ...]) -> None:
    """Refuse a group that cannot alternate operands and operators."""
    if not expr:
        raise ExpressionError("empty group", path)
    if len(expr) % 2 == 0:
        raise ExpressionError(
            f"a group alternates operands and operators, so it has an odd length, not {len(expr)}",
            path,
        )


class _Frame:
    """One group of a nested list being read: its items, its index in the group around it, and
    the operands and operators read so far."""

    __slots__ = ("index", "items", "operands", "symbols")

    def __init__(self, items: list[object] | tuple[object, ...], index: int) -> None:
        self.items = items
        self.index = index
        self.operands: list[Tree] = []
        self.symbols: list[str] = []


def to_tree(expr: object, path: tuple[int, ...] = ()) -> Tree:
    """Read a nested-list expression (or a tree, or a single number) into a binary tree.

    Groups may be lists or tuples and nest to any depth (no recursion); a list that contains
    itself is refused. `path` is where `expr` sits, for messages.
    """
    if isinstance(expr, Num | Op):
        return expr
    if not isinstance(expr, list | tuple):
        return _leaf(expr, path)
    _group(expr, path)
    stack = [_Frame(expr, -1)]
    open_groups = {id(expr)}

    def here(index: int) -> tuple[int, ...]:
        return (*path, *(frame.index for frame in stack[1:]), index)

    while True:
        frame = stack[-1]
        index = len(frame.operands) + len(frame.symbols)
        if index == len(frame.items):
            stack.pop()
            open_groups.discard(id(frame.items))
            tree = _fold(frame.operands, frame.symbols)
            if not stack:
                return tree
            stack[-1].operands.append(tree)
            continue
        item = frame.items[index]
        if index % 2:
            if not isinstance(item, str) or item not in OPERATORS:
                raise ExpressionError(
                    f"expected an operator (+ - * /), got {brief(item)}", here(index)
                )
            frame.symbols.append(item)
        elif isinstance(item, str) and item in OPERATORS:
            raise ExpressionError(
                f"expected a number or a group, got operator {item!r}", here(index)
            )
        elif isinstance(item, list | tuple):
            if id(item) in open_groups:
                raise ExpressionError("the group contains itself", here(index))
            if not item or len(item) % 2 == 0:
                _group(item, here(index))
            open_groups.add(id(item))
            stack.append(_Frame(item, index))
        elif isinstance(item, Num | Op):
            frame.operands.append(item)
        else:
            try:
                frame.operands.append(Num(to_number(item)))
            except NumberError as error:
                raise ExpressionError(str(error), here(index)) from None


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


#: Markers in `_pieces`: a bracket opens, a bracket closes.
_OPEN, _CLOSE = 0, 1


def _pieces(tree: Op) -> Iterator[Num | str | int]:
    """The written form of an operation, piece by piece: numbers, operator symbols and bracket
    markers, with the fewest brackets that keep its value (no recursion, linear time)."""
    todo: list[Tree | str | int] = [tree]
    while todo:
        item = todo.pop()
        if not isinstance(item, Op):
            yield item
            continue
        left, right = item.left, item.right
        if _needs_brackets(right, item.symbol, True):
            todo += (_CLOSE, right, _OPEN)
        else:
            todo.append(right)
        todo.append(item.symbol)
        if _needs_brackets(left, item.symbol, False):
            todo += (_CLOSE, left, _OPEN)
        else:
            todo.append(left)


def to_nested(expr: object) -> Nested:
    """The nested-list form of a tree (or of anything `to_tree` reads), with the fewest brackets
    that keep its value."""
    tree = to_tree(expr)
    if isinstance(tree, Num):
        return [format_number(tree.value)]
    stack: list[Nested] = [[]]
    for piece in _pieces(tree):
        if isinstance(piece, Num):
            stack[-1].append(format_number(piece.value))
        elif isinstance(piece, str):
            stack[-1].append(piece)
        elif piece == _OPEN:
            stack.append([])
        else:
            group = stack.pop()
            stack[-1].append(group)
    return stack[0]


def render(expr: object, style: Style = "ascii", spaced: bool = False) -> str:
    """Write an expression with the fewest brackets; ``style="unicode"`` uses × ÷ −.

    >>> render(["8", "/", ["3", "-", ["8", "/", "3"]]])
    '8/(3-8/3)'
    >>> render([["6", "-", "2"], "-", "1"], style="unicode")
    '6−2−1'
    """
    if style not in ("ascii", "unicode"):
        raise ArgumentError(f"style must be 'ascii' or 'unicode', not {brief(style)}")
    tree = to_tree(expr)
    if isinstance(tree, Num):
        return _signed(format_number(tree.value), style)
    return _render(tree, style, " " if spaced else "", 0)


def _render(tree: Tree, style: Style, gap: str, depth: int) -> str:
    """`render` of an operand by recursion while the tree is shallow (quick for solutions)."""
    if isinstance(tree, Num):
        value = tree.value
        if isinstance(value, int) and 0 <= value < 10**15:
            return str(value)  # the common case, quickly
        return format_value(value, style)
    if depth > _RECURSION:
        return _render_deep(tree, style, gap)
    operator = OPERATORS[tree.symbol]
    left, right = tree.left, tree.right
    left_text = _render(left, style, gap, depth + 1)
    right_text = _render(right, style, gap, depth + 1)
    if isinstance(left, Op) and OPERATORS[left.symbol].precedence < operator.precedence:
        left_text = f"({left_text})"
    if isinstance(right, Op) and _needs_brackets(right, tree.symbol, True):
        right_text = f"({right_text})"
    symbol = operator.pretty if style == "unicode" else operator.symbol
    return f"{left_text}{gap}{symbol}{gap}{right_text}"


def _render_deep(tree: Op, style: Style, gap: str) -> str:
    """`render` piece by piece, for trees of any depth (linear time, no recursion)."""
    out: list[str] = []
    for piece in _pieces(tree):
        if isinstance(piece, Num):
            out.append(_render(piece, style, gap, 0))
        elif isinstance(piece, str):
            operator = OPERATORS[piece]
            out.append(f"{gap}{operator.pretty if style == 'unicode' else piece}{gap}")
        else:
            out.append("(" if piece == _OPEN else ")")
    return "".join(out)


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
    """The working of an expression, first operation to last (left side before right)."""
    out: list[Step] = []

    def step(operation: Op, left: Q, right: Q) -> Q:
        result = apply(operation, left, right)
        out.append(Step(left, operation.symbol, right, result))
        return result

    fold(to_tree(expr), _number, step)
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
    "apply",
    "evaluate",
    "fold",
    "format_value",
    "leaves",
    "render",
    "steps",
    "to_nested",
    "to_tree",
    "value_of",
]
