"""The features of a route (one solution's working), counted in whole numbers: the inner loop of
`solver.make24.difficulty`.

A route's working is its operations, first to last (the tree's `fold`), each with the values of
its operands and result and where its operands were worked out. Every value is kept as a pair of
whole numbers, numerator and a positive denominator in lowest terms, as the searches keep theirs
(`solver.core.numbers.Key`): no Fraction is made. The counts of each feature are whole numbers
but one: *large*, a sum of base-2 logarithms, added up step by step in the order the scoring has
always added them, so every score is the same to the last bit.

Compiled with mypyc (setup.py). `difficulty` reads and checks what people give; nothing here
checks its arguments (a compiled function's own type check would be a TypeError, not the
solver's ArgumentError).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final, final

from ..core.numbers import Q
from ..core.operators import ADDITIVE, ARITHMETIC, MULTIPLICATIVE, OPERATORS, UNDOING
from ..core.tree import Num, Op, Tree, fold

#: The features of a route, in the order their costs are added up (`difficulty.WEIGHTS` prices
#: each): a step of each operator (by its name in `solver.core.operators`), a fraction on the
#: way, a large number (base-2 logarithms of its size against the target's), a step on two
#: equal values, ±1, a step combining two results, adding a product or quotient, a step that
#: changes nothing, a times-table product as the last step, a division as the last step.
FEATURES: Final = (
    "add",
    "subtract",
    "multiply",
    "divide",
    "fraction",
    "large",
    "same",
    "one",
    "pair",
    "mixed",
    "trivial",
    "natural",
    "final_divide",
)
FRACTION: Final = FEATURES.index("fraction")
LARGE: Final = FEATURES.index("large")
SAME: Final = FEATURES.index("same")
ONE: Final = FEATURES.index("one")
PAIR: Final = FEATURES.index("pair")
MIXED: Final = FEATURES.index("mixed")
TRIVIAL: Final = FEATURES.index("trivial")
NATURAL: Final = FEATURES.index("natural")
FINAL_DIVIDE: Final = FEATURES.index("final_divide")

#: The largest factor of a "times-table" product.
TIMES_TABLE: Final = 12

#: The operators of a working by code (their place in `ARITHMETIC`), and what the features ask
#: of each: its feature, its neutral operand, whether it commutes, adds, multiplies or undoes,
#: and the code of the operator it undoes.
_CODES: Final = {symbol: code for code, symbol in enumerate(ARITHMETIC)}
_FEATURE: Final = tuple(FEATURES.index(OPERATORS[s].name) for s in ARITHMETIC)
_NEUTRAL: Final = tuple(OPERATORS[s].neutral or 0 for s in ARITHMETIC)
_COMMUTES: Final = tuple(OPERATORS[s].commutative for s in ARITHMETIC)
_ADDS: Final = tuple(s in ADDITIVE for s in ARITHMETIC)
_MULTIPLIES: Final = tuple(s in MULTIPLICATIVE for s in ARITHMETIC)
_UNDOES: Final = tuple(_CODES[OPERATORS[s].inverse] if s in UNDOING else -1 for s in ARITHMETIC)
_ADD: Final = _CODES["+"]
_MULTIPLY: Final = _CODES["*"]
_DIVIDE: Final = _CODES["/"]


@final
class Value:
    """An operand or result of the working: top/bottom in lowest terms (bottom > 0), and the
    step that worked it out (-1: a number of the hand)."""

    def __init__(self, top: int, bottom: int, step: int) -> None:
        self.top = top
        self.bottom = bottom
        self.step = step

    def equals(self, other: Value) -> bool:
        """Whether two values are equal."""
        return self.top == other.top and self.bottom == other.bottom

    def is_whole(self, whole: int) -> bool:
        """Whether the value is the whole number `whole`."""
        return self.bottom == 1 and self.top == whole


@final
class Step:
    """One operation of the working: its operator's code, its operands and its result."""

    def __init__(self, code: int, a: Value, b: Value, result: Value) -> None:
        self.code = code
        self.a = a
        self.b = b
        self.result = result


#: How deep the quick, recursive walk of a working goes before it hands a subtree to `fold`.
_RECURSION: Final = 64


def working(tree: Tree) -> list[Step]:
    """Every operation of a tree with its values, first to last (ZeroDivisionError: x/0)."""
    steps: list[Step] = []
    _walk(tree, steps, 0)
    return steps


def _walk(tree: Tree, steps: list[Step], depth: int) -> Value:
    """The working of a tree in the order of the tree's `fold`: by a recursion of its own while
    the tree is shallow (the small trees of solutions: no callback called for each node), by
    `fold` past that depth or for an operation it refuses (ExpressionError)."""
    if isinstance(tree, Num):
        return _number(tree)
    if isinstance(tree, Op) and depth < _RECURSION:
        a = _walk(tree.left, steps, depth + 1)
        return _step(steps, tree, a, _walk(tree.right, steps, depth + 1))
    return _fold(tree, steps)


def _fold(tree: Tree, steps: list[Step]) -> Value:
    """`_walk` by the tree's `fold` (a function of its own: a closure costs every call)."""
    return fold(tree, _number, lambda operation, a, b: _step(steps, operation, a, b))


def _number(number: Num) -> Value:
    """A number of the hand in the working."""
    value: Q = number.value
    if isinstance(value, int):
        return Value(value, 1, -1)
    return Value(value.numerator, value.denominator, -1)


def _step(steps: list[Step], operation: Op, a: Value, b: Value) -> Value:
    """Add an operation on a and b to the working: its result."""
    code = _CODES[operation.symbol]
    result = _apply(code, a, b)
    result.step = len(steps)
    steps.append(Step(code, a, b, result))
    return result


def _apply(code: int, a: Value, b: Value) -> Value:
    """The value of a op b, in lowest terms."""
    p, q, r, s = a.top, a.bottom, b.top, b.bottom
    if _MULTIPLIES[code]:
        if code == _DIVIDE:
            if r == 0:
                raise ZeroDivisionError("division by zero")
            p, q, r, s = p, q, s, r
            if s < 0:
                r, s = -r, -s
        if q == 1 and s == 1:
            return Value(p * r, 1, -1)
        return _lowest(p * r, q * s)
    if q == 1 and s == 1:
        return Value(p + r if code == _ADD else p - r, 1, -1)
    return _lowest(p * s + r * q if code == _ADD else p * s - r * q, q * s)


def _lowest(top: int, bottom: int) -> Value:
    """top/bottom (bottom > 0) in lowest terms."""
    divisor = _GCD(top, bottom)
    return Value(top // divisor, bottom // divisor, -1)


# --- the features ----------------------------------------------------------------------------


@final
class Counts:
    """How much of each feature a route has: whole counts by `FEATURES` index, and the size of
    its large numbers (the `LARGE` count is how many steps had one)."""

    def __init__(self) -> None:
        self.counts: list[int] = [0] * len(FEATURES)
        self.large = 0.0

    def features(self) -> list[float]:
        """The amount of each feature, in `FEATURES` order."""
        amounts = [float(count) for count in self.counts]
        amounts[LARGE] = self.large
        return amounts

    def cost(self, weights: tuple[float, ...]) -> float:
        """The features times their weights (in `FEATURES` order), added up in that order as
        the builtin sum adds them; a feature the route has none of adds nothing (0.0 or -0.0)."""
        terms: list[float] = []
        for index, count in enumerate(self.counts):
            if count:
                amount = self.large if index == LARGE else float(count)
                terms.append(weights[index] * amount)
        return _SUM(terms)


def route_counts(tree: Tree, top: int, bottom: int) -> Counts:
    """The features of a tree's working; top/bottom is what counts as large (the target's size,
    at least 1, in lowest terms)."""
    steps = working(tree)
    found = Counts()
    counts = found.counts
    trivial = [False] * len(steps)
    for index in range(len(steps) - 1, -1, -1):  # every operation before its operands
        step = steps[index]
        neutral = _neutral_pair(steps, step)
        if neutral:
            trivial[step.a.step] = True  # the first half of a gimmick that undoes itself
        if trivial[index] or neutral or _changes_nothing(step):
            counts[TRIVIAL] += 1
        else:
            _count_step(found, steps, step, top, bottom)
    last = _last_real_step(steps)
    if last >= 0 and steps[last].code == _DIVIDE:
        counts[FINAL_DIVIDE] += 1
    if last >= 0 and _times_table(steps[last]):
        counts[NATURAL] += 1
    return found


def route_costs(
    trees: Sequence[Tree], top: int, bottom: int, weights: tuple[float, ...]
) -> list[float]:
    """The cost of each tree's route (top/bottom as in `route_counts`): its features times their
    weights, in `FEATURES` order."""
    return [route_counts(tree, top, bottom).cost(weights) for tree in trees]


def _count_step(found: Counts, steps: list[Step], step: Step, top: int, bottom: int) -> None:
    """Count the features of one step that does something."""
    counts = found.counts
    code, a, b, result = step.code, step.a, step.b, step.result
    counts[_FEATURE[code]] += 1
    if a.bottom != 1 or b.bottom != 1 or result.bottom != 1:
        counts[FRACTION] += 1
        largest = _larger(_larger(a, b), result)
        size, parts = _size(largest.top), largest.bottom
    else:
        size, parts = _size(_larger_whole(_larger_whole(a.top, b.top), result.top)), 1
    if size * bottom > top * parts:
        ratio_top, ratio_bottom = size * bottom, parts * top
        divisor = _GCD(ratio_top, ratio_bottom)
        counts[LARGE] += 1
        found.large += _LOG2(ratio_top // divisor) - _LOG2(ratio_bottom // divisor)
    if a.equals(b):
        counts[SAME] += 1
    adds = _ADDS[code]
    if adds and (a.is_whole(1) or b.is_whole(1)):
        counts[ONE] += 1
    if a.step >= 0 and b.step >= 0:
        counts[PAIR] += 1
    if adds and (_made_by_product(steps, a) or _made_by_product(steps, b)):
        counts[MIXED] += 1


def _made_by_product(steps: list[Step], value: Value) -> bool:
    """Whether a value is worked out by a product or a quotient."""
    return value.step >= 0 and _MULTIPLIES[steps[value.step].code]


#: log2 of a whole number of any size, called as Python calls it (math.log2 takes a huge int
#: as it is, not as a float, which would overflow), and math.gcd (read once, not looked up in
#: the module at each call).
_LOG2: Final = math.log2
_GCD: Final = math.gcd
#: The builtin sum (read once), which adds floats as the scoring always has.
_SUM: Final = sum


def _larger(x: Value, y: Value) -> Value:
    """The one of two values larger in size (the first if they are as large)."""
    return y if _size(y.top) * x.bottom > _size(x.top) * y.bottom else x


def _larger_whole(x: int, y: int) -> int:
    """The one of two whole numbers larger in size."""
    return y if _size(y) > _size(x) else x


def _size(whole: int) -> int:
    """The absolute value of a whole number."""
    return whole if whole >= 0 else -whole


def _neutral_pair(steps: list[Step], step: Step) -> bool:
    """Whether a step is (A+X)-X' or (A*X)/X' with X = X' in value: a gimmick that undoes itself."""
    undoes = _UNDOES[step.code]
    if undoes < 0 or step.a.step < 0:
        return False
    inner = steps[step.a.step]
    return inner.code == undoes and inner.b.equals(step.b)


def _last_real_step(steps: list[Step]) -> int:
    """The last step that does something, past gimmicks at the top ((3*8)*1, 3*8+7-7): its
    index in the working, or -1 when only a number is left."""
    index = len(steps) - 1
    while index >= 0:
        step = steps[index]
        if _neutral_pair(steps, step):
            index = steps[step.a.step].a.step
        elif _changes_nothing(step):
            keep_left = _UNDOES[step.code] >= 0 or step.b.is_whole(0) or step.b.is_whole(1)
            index = step.a.step if keep_left else step.b.step
        else:
            break
    return index


def _changes_nothing(step: Step) -> bool:
    """x*1, 1*x, x/1, x+0, 0+x, x-0: an operand is the operator's neutral one."""
    neutral = _NEUTRAL[step.code]
    return step.b.is_whole(neutral) or (_COMMUTES[step.code] and step.a.is_whole(neutral))


def _times_table(step: Step) -> bool:
    """Whether a step multiplies two whole numbers from 2 to 12 (3*8, 4*6, 2*12)."""
    if step.code != _MULTIPLY:
        return False
    return all(v.bottom == 1 and 2 <= v.top <= TIMES_TABLE for v in (step.a, step.b))


def soft_minimum(costs: list[float], temperature: float) -> float:
    """About the smallest of some costs (at least one), lowered a little by every other cheap
    one (`difficulty.soft_minimum`)."""
    values = sorted(costs)  # the same sum whatever order the solutions came in
    low = values[0]
    return low - temperature * math.log(
        math.fsum([math.exp((low - c) / temperature) for c in values])
    )
