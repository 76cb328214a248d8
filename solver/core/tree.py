"""Expressions: the one tree of both puzzles, its fold, its written forms, its steps.

A tree is made of numbers (`Num`), binary operations (`Op`) and operations on one operand
(`Unary`: Tchisla's √ and !); the operators are the rows of `solver.core.operators`. `fold` is the
one walk over a tree, bottom-up (values, steps, the features of a solution, copies of a digit);
`render` writes a tree with the fewest brackets; `steps` lists its working. None of them recurses
on a deep tree.

A *nested-list bracket expression* is 24's form of an expression: a list that stands for one
bracketed group, in which operands and operators alternate, an operand being a number or a
nested list, an operator one of "+", "-", "*", "/" with the usual precedence. 8/(3-8/3) is
``["8", "/", ["3", "-", ["8", "/", "3"]]]``; `to_tree` and `to_nested` convert.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from typing import ClassVar, Final, Literal, TypeAlias, TypeVar, final

from .errors import ArgumentError, DivisionByZeroError, ExpressionError, NumberError
from .numbers import (
    Q,
    brief,
    check_size,
    format_number,
    fraction_text,
    is_plain,
    short_number,
    to_number,
)
from .operators import APPLY, ARITHMETIC, OPERATORS, Operator
from .surds import Surd, Value

Style = Literal["ascii", "unicode"]
T = TypeVar("T")


class _Node:
    """What the three kinds of node share: they compare, hash, copy and pickle by their fields, as
    frozen dataclasses would, and are not changed once made. They are written out, not
    dataclasses: mypyc leaves a dataclass's generated __init__, __eq__ and __hash__ as Python,
    and the search makes hundreds of thousands of trees."""

    __slots__ = ()

    def _fields(self) -> tuple[object, ...]:
        """The node's fields, in order."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, _Node):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __reduce__(self) -> tuple[type[_Node], tuple[object, ...]]:
        return type(self), self._fields()  # for pickle and copy


@final
class Num(_Node):
    """A number in an expression."""

    __slots__ = ("value",)
    __match_args__: ClassVar = ("value",)

    def __init__(self, value: Q) -> None:
        self.value: Final = value

    def _fields(self) -> tuple[object, ...]:
        return (self.value,)

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return _repr(self)


@final
class Op(_Node):
    """A binary operation: left symbol right."""

    __slots__ = ("left", "right", "symbol")
    __match_args__: ClassVar = ("symbol", "left", "right")

    def __init__(self, symbol: str, left: Tree, right: Tree) -> None:
        self.symbol: Final = symbol
        self.left: Final = left
        self.right: Final = right

    def _fields(self) -> tuple[object, ...]:
        return self.symbol, self.left, self.right

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return _repr(self)


@final
class Unary(_Node):
    """An operation on one operand: √operand or operand! (Tchisla)."""

    __slots__ = ("operand", "symbol")
    __match_args__: ClassVar = ("symbol", "operand")

    def __init__(self, symbol: str, operand: Tree) -> None:
        self.symbol: Final = symbol
        self.operand: Final = operand

    def _fields(self) -> tuple[object, ...]:
        return self.symbol, self.operand

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return _repr(self)


Tree: TypeAlias = Num | Op | Unary
_TREES = (Num, Op, Unary)
#: Anything `evaluate` and `render` accept: a nested list, a tree or a single number.
Nested: TypeAlias = list[object]


def tree_of(value: object, name: str = "tree") -> Tree:
    """An expression tree given to a function, checked (ArgumentError if it is not one)."""
    if not isinstance(value, _TREES):
        raise ArgumentError(f"{name} must be an expression tree, not {brief(value)}")
    return value


def _repr(tree: Tree) -> str:
    """A tree as code, ``Op(symbol='+', left=Num(value=1), right=Num(value=2))``, however deep."""
    return fold(
        tree,
        lambda number: f"Num(value={number.value!r})",
        lambda op, left, right: f"Op(symbol={op.symbol!r}, left={left}, right={right})",
        lambda op, operand: f"Unary(symbol={op.symbol!r}, operand={operand})",
    )


# --- the fold --------------------------------------------------------------------------------

#: How deep the quick, recursive walks go before they hand a subtree to the iterative ones.
_RECURSION = 64


def fold(
    tree: Tree,
    leaf: Callable[[Num], T],
    node: Callable[[Op, T, T], T],
    one: Callable[[Unary, T], T] | None = None,
) -> T:
    """Combine a tree bottom-up: `leaf` of each number, `node(op, left, right)` of each binary
    operation and `one(op, operand)` of each operation on one operand, with what their operands
    gave, first operation to last (left side before right). The one walk over a tree: values,
    steps and the features of a solution all use it. A tree of any depth is fine (past a small
    depth the walk keeps its own stack instead of recursing); a `Unary` without `one` is an
    ExpressionError.

    >>> fold(Op("-", Num(8), Op("/", Num(6), Num(3))), lambda n: str(n.value),
    ...      lambda op, a, b: f"({a}{op.symbol}{b})")
    '(8-(6/3))'
    """
    return _fold_shallow(tree, leaf, node, one, 0)


def _fold_shallow(
    tree: Tree,
    leaf: Callable[[Num], T],
    node: Callable[[Op, T, T], T],
    one: Callable[[Unary, T], T] | None,
    depth: int,
) -> T:
    """`fold` by recursion while the tree is shallow (quick for the small trees of solutions)."""
    if isinstance(tree, Num):
        return leaf(tree)
    if depth > _RECURSION:
        return _fold_deep(tree, leaf, node, one)
    if isinstance(tree, Unary):
        return _unary(one, tree)(tree, _fold_shallow(tree.operand, leaf, node, one, depth + 1))
    left = _fold_shallow(tree.left, leaf, node, one, depth + 1)
    return node(tree, left, _fold_shallow(tree.right, leaf, node, one, depth + 1))


def _unary(one: Callable[[Unary, T], T] | None, tree: Unary) -> Callable[[Unary, T], T]:
    if one is None:
        raise ExpressionError(f"{tree.symbol} takes no part in this kind of expression")
    return one


def _fold_deep(
    tree: Op | Unary,
    leaf: Callable[[Num], T],
    node: Callable[[Op, T, T], T],
    one: Callable[[Unary, T], T] | None,
) -> T:
    """`fold` with a stack of its own, for trees of any depth."""
    done: list[T] = []
    todo: list[Tree | None] = [tree]  # None: the operation below it has its operands in `done`
    while todo:
        item = todo.pop()
        if item is None:
            operation = todo.pop()
            if isinstance(operation, Op):
                right = done.pop()
                done.append(node(operation, done.pop(), right))
            else:
                assert isinstance(operation, Unary)
                done.append(_unary(one, operation)(operation, done.pop()))
        elif isinstance(item, Num):
            done.append(leaf(item))
        elif isinstance(item, Op):
            todo += (item, None, item.right, item.left)
        else:
            todo += (item, None, item.operand)
    return done[0]


# --- values of 24's expressions (rationals) ----------------------------------------------------


def _number(tree: Num) -> Q:
    return tree.value


def apply(operation: Op, left: Q, right: Q) -> Q:
    """The value of one operation on the values of its sides, checked: DivisionByZeroError
    names the division, LimitError a value too large to work with."""
    try:
        return check_size(APPLY[operation.symbol](left, right))
    except ZeroDivisionError:
        error = DivisionByZeroError(f"division by zero in {_shortened(render(operation))}")
        error.operation = operation
        raise error from None
    except KeyError:
        raise ExpressionError(
            f"{operation.symbol} takes no part in an expression of rationals"
        ) from None


def _shortened(text: str, width: int = 60) -> str:
    return text if len(text) <= width else f"{text[:width]}… ({len(text)} characters)"


def value_of(tree: Tree) -> Q:
    """The exact value of a tree of + − × ÷; raises DivisionByZeroError (and LimitError for values
    of more than `numbers.MAX_VALUE_DIGITS` digits)."""
    return fold(tree, _number, apply)


def leaves(expr: object) -> list[Q]:
    """The numbers a tree (or anything `to_tree` reads) uses, left to right."""
    out: list[Q] = []
    todo: list[Tree] = [to_tree(expr)]
    while todo:
        item = todo.pop()
        if isinstance(item, Num):
            out.append(item.value)
        elif isinstance(item, Op):
            todo += (item.right, item.left)
        else:
            todo.append(item.operand)
    return out


# --- nested lists -----------------------------------------------------------------------------


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
    if isinstance(expr, _TREES):
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
            if not isinstance(item, str) or item not in ARITHMETIC:
                raise ExpressionError(
                    f"expected an operator (+ - * /), got {brief(item)}", here(index)
                )
            frame.symbols.append(item)
        elif isinstance(item, str) and item in ARITHMETIC:
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
        elif isinstance(item, _TREES):
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


# --- written forms ----------------------------------------------------------------------------


class Writing:
    """How expressions and steps are written."""

    __slots__ = ("fractions", "minus", "pretty", "short", "spaced", "symbols")

    def __init__(
        self,
        *,
        pretty: bool = False,
        spaced: bool = False,
        short: bool = False,
        fractions: bool = False,
    ) -> None:
        #: − × ÷ and the minus sign −, rather than - * /
        self.pretty = pretty
        #: spaces round + − × ÷ (never round ^)
        self.spaced = spaced
        #: numbers shortened, 10^30 or 'a number of 61 digits', rather than in full (Tchisla's)
        self.short = short
        #: a step brackets every operand with a fraction in it (Tchisla's), rather than only
        #: where it would read otherwise (24's: 3-8/3 = 1/3, 8/(1/3) = 24)
        self.fractions = fractions
        #: the minus sign
        self.minus = "−" if pretty else "-"
        #: each operator as written beside its operands (^- is the ^ of a^(-b))
        self.symbols: dict[str, str] = {}
        for symbol, operator in OPERATORS.items():
            written = operator.pretty if pretty else operator.symbol
            if spaced and operator.spaced:
                written = f" {written} "
            self.symbols[symbol] = "^" if symbol == "^-" else written

    def __repr__(self) -> str:
        shown = [name for name in ("pretty", "spaced", "short", "fractions") if getattr(self, name)]
        return f"Writing({', '.join(f'{name}=True' for name in shown)})"


ASCII = Writing()
UNICODE = Writing(pretty=True)
#: Tchisla's steps: 77 ÷ 7 = 11, 2 + (1/2) = 5/2, √(7!) = 12√35.
TCHISLA = Writing(pretty=True, spaced=True, short=True, fractions=True)
_SPACED = {"ascii": Writing(spaced=True), "unicode": Writing(pretty=True, spaced=True)}


def writing(style: object, spaced: object = False) -> Writing:
    """The writing a style (`Style` or a `Writing`) names, spaced or not; ArgumentError for
    anything else. It takes any object: compiled, a narrower type would be checked by mypyc
    itself with a TypeError that is no SolverError."""
    if isinstance(style, Writing):
        return style
    if style == "ascii":
        return _SPACED["ascii"] if spaced else ASCII
    if style == "unicode":
        return _SPACED["unicode"] if spaced else UNICODE
    raise ArgumentError(f"style must be 'ascii' or 'unicode', not {brief(style)}")


def needs_brackets(inner: int, operator: Operator, right: bool) -> bool:
    """Whether an operand whose last operation binds with precedence `inner` is bracketed as
    the left or right operand of `operator` (by precedence: + − × ÷)."""
    if inner != operator.precedence:
        return inner < operator.precedence
    return right and not operator.associative


def _bare(child: Tree, operator: Operator, right: bool) -> bool:
    """Whether an operand is written without brackets."""
    if isinstance(child, Num):
        return True
    allowed = operator.bare_right if right else operator.bare_left
    if allowed is not None:
        return child.symbol in allowed
    return not needs_brackets(OPERATORS[child.symbol].precedence, operator, right)


#: Markers in `_pieces`: a bracket opens, a bracket closes, a negated exponent opens "(−".
_OPEN, _CLOSE, _NEGATED = 0, 1, 2
Piece: TypeAlias = Num | str | int


def _pieces(tree: Op | Unary) -> Iterator[Piece]:
    """The written form of an operation, piece by piece: numbers, operator symbols and bracket
    markers, with the fewest brackets that keep its value (no recursion, linear time)."""
    todo: list[Tree | str | int] = [tree]
    while todo:
        item = todo.pop()
        if isinstance(item, Op):
            operator = OPERATORS[item.symbol]
            if operator.symbol == "^-":
                todo += (_CLOSE, *_operand_pieces(item.right, operator, True), _NEGATED)
            else:
                todo += _operand_pieces(item.right, operator, True)
            todo.append(item.symbol)
            todo += _operand_pieces(item.left, operator, False)
        elif isinstance(item, Unary):
            operator = OPERATORS[item.symbol]
            if operator.prefix:
                todo += (*_operand_pieces(item.operand, operator, False), item.symbol)
            else:
                todo += (item.symbol, *_operand_pieces(item.operand, operator, False))
        else:
            yield item


def _operand_pieces(child: Tree, operator: Operator, right: bool) -> tuple[Tree | int, ...]:
    """An operand to put on `_pieces`' stack (reversed), with its brackets if it needs them."""
    return (child,) if _bare(child, operator, right) else (_CLOSE, child, _OPEN)


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
            if piece not in ARITHMETIC:
                raise ExpressionError(f"{piece} cannot be written in a nested list")
            stack[-1].append(piece)
        elif piece == _CLOSE:
            group = stack.pop()
            stack[-1].append(group)
        else:
            stack.append([])
    return stack[0]


def render(expr: object, style: object = "ascii", spaced: object = False) -> str:
    """Write an expression with the fewest brackets; ``style="unicode"`` uses × ÷ − (`style`
    is a `Style` or a `Writing`; `writing` checks it).

    >>> render(["8", "/", ["3", "-", ["8", "/", "3"]]])
    '8/(3-8/3)'
    >>> render([["6", "-", "2"], "-", "1"], style="unicode")
    '6−2−1'
    """
    how = writing(style, spaced)
    return write(to_tree(expr), how)


def write(tree: Tree, how: Writing) -> str:
    """A tree written as `how` says, with the fewest brackets."""
    if isinstance(tree, Num):
        return number_alone(tree.value, how)
    return _write(tree, how, 0)


def number_alone(value: Q, how: Style | Writing = ASCII) -> str:
    """A number written on its own: -3, 24, and a fraction in brackets, (2/3), as everywhere in
    an expression, so that it reads back as one number (`parse(..., fractions=True)`)."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return format_value(value, how)
    return _signed(format_number(value), writing(how))


def _write(tree: Tree, how: Writing, depth: int) -> str:
    """`write` of an operand by recursion while the tree is shallow (quick for solutions)."""
    if isinstance(tree, Num):
        value = tree.value
        if isinstance(value, int) and 0 <= value < 10**15:
            return str(value)  # the common case, quickly
        return format_value(value, how)
    if depth > _RECURSION:
        return _write_deep(tree, how)
    operator = OPERATORS[tree.symbol]
    if isinstance(tree, Unary):
        text = _write(tree.operand, how, depth + 1)
        if not _bare(tree.operand, operator, False):
            text = f"({text})"
        return f"{operator.pretty}{text}" if operator.prefix else f"{text}{operator.pretty}"
    left, right = tree.left, tree.right
    left_text = _write(left, how, depth + 1)
    right_text = _write(right, how, depth + 1)
    if not isinstance(left, Num) and not _bare(left, operator, False):
        left_text = f"({left_text})"
    if not isinstance(right, Num) and not _bare(right, operator, True):
        right_text = f"({right_text})"
    if operator.symbol == "^-":
        right_text = f"({how.minus}{right_text})"
    return f"{left_text}{how.symbols[operator.symbol]}{right_text}"


def _write_deep(tree: Op | Unary, how: Writing) -> str:
    """`write` piece by piece, for trees of any depth (linear time, no recursion)."""
    out: list[str] = []
    for piece in _pieces(tree):
        if isinstance(piece, Num):
            out.append(_write(piece, how, 0))
        elif isinstance(piece, str):
            out.append(how.symbols[piece])
        else:
            out.append("(" if piece == _OPEN else ")" if piece == _CLOSE else f"({how.minus}")
    return "".join(out)


def _signed(text: str, how: Writing) -> str:
    return text.replace("-", "−") if how.pretty else text


def format_value(value: Q, how: Style | Writing = ASCII) -> str:
    """A value as an operand: brackets round fractions and negatives, as in 8/(1/3) (a bracketed
    fraction is one number to `parse(..., fractions=True)`)."""
    text = _signed(format_number(value), writing(how))
    return text if is_plain(value) else f"({text})"


def number_text(value: Value, how: Writing = ASCII) -> str:
    """A value as a step shows it: 24, -2, 8/3, 12√35 (huge numbers shortened if `how` says)."""
    if isinstance(value, Surd):
        return str(value)
    if not how.short:
        return _signed(format_number(value), how)
    if isinstance(value, int):
        return short_number(value)
    return fraction_text(value)


# --- steps ------------------------------------------------------------------------------------


@final
class Step:
    """One operation of the working, on values already worked out: ``8/(1/3) = 24``; for an
    operation on one operand `right` is None: ``√9 = 3``. Equal when its operation is (how it
    is written aside). Its fields are read-only (compiled; `Final`). Not a dataclass, for every
    command's start (`solver.core.frozen`)."""

    __slots__ = ("left", "result", "right", "symbol", "writing")

    def __init__(
        self,
        left: Value,
        symbol: str,
        right: Value | None,
        result: Value,
        writing: Writing = ASCII,
    ) -> None:
        self.left: Final = left
        self.symbol: Final = symbol
        self.right: Final = right
        self.result: Final = result
        #: how `str` writes it (Tchisla's steps: spaced, numbers shortened)
        self.writing: Final = writing

    def _fields(self) -> tuple[Value, str, Value | None, Value]:
        """What two equal steps share."""
        return self.left, self.symbol, self.right, self.result

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Step(left={self.left!r}, symbol={self.symbol!r}, right={self.right!r}, "
            f"result={self.result!r})"
        )

    def text(self, style: object = "ascii") -> str:
        """The step as `8/(1/3) = 24`, a fraction or negative operand bracketed where needed
        (`style`: a `Style` or a `Writing`)."""
        how = writing(style)
        operator = OPERATORS[self.symbol]
        left = self._operand(self.left, operator, False, how)
        if self.right is None:
            text = f"{operator.pretty}{left}" if operator.prefix else f"{left}{operator.pretty}"
        else:
            right = self._operand(self.right, operator, True, how)
            if operator.symbol == "^-":
                right = f"({how.minus}{right})"
            text = f"{left}{how.symbols[operator.symbol]}{right}"
        return f"{text} = {number_text(self.result, how)}"

    @staticmethod
    def _operand(value: Value, operator: Operator, right: bool, how: Writing) -> str:
        """An operand of the step, bracketed as `how` says."""
        text = number_text(value, how)
        if how.fractions:  # 8 ÷ (1/3), 1 − (−3)
            bracket = "/" in text or (right and text.startswith(("-", how.minus)))
            return f"({text})" if bracket else text
        if not right or isinstance(value, Surd):
            return text
        if isinstance(value, Fraction) and value > 0 and operator.precedence == 1:
            return text
        return text if is_plain(value) else f"({text})"

    def __str__(self) -> str:
        return self.text(self.writing)


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
    "ASCII",
    "TCHISLA",
    "UNICODE",
    "Nested",
    "Num",
    "Op",
    "Step",
    "Tree",
    "Unary",
    "Writing",
    "apply",
    "evaluate",
    "fold",
    "format_value",
    "leaves",
    "number_alone",
    "number_text",
    "render",
    "steps",
    "to_nested",
    "to_tree",
    "tree_of",
    "value_of",
    "write",
]
