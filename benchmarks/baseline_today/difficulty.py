"""How hard a hand is for a person: a score from its distinct solutions and their working.

Every distinct solution is a *route* to the target. A route costs the sum of its steps, each step
priced by a handful of features a player would feel (weights in `WEIGHTS`):

- the operator (each of + - * / has its own price);
- a fraction on the way (8/3, 1/3) or a large intermediate (above the target);
- combining two intermediate results ((a+b)*(c-d)) or adding to a product (5*3-7);
- friendly steps lower the cost: equal operands (x/x, x-x), ±1, and gimmicks that change
  nothing (×1, ÷1, +0, a neutral pair +x-x or ×x÷x), which players spot at once;
- the last step: a times-table product (3*8, 4*6, 2*12) is natural, a final division is not.

The hand's cost is a soft minimum of its route costs (the easiest route counts most, other easy
routes lower it a little) plus a cost per distinct number in the hand (equal cards are fewer things
to juggle). Its score is that cost on a time scale: about the mean seconds a 4nums.com player needs
for four cards to 24 (elsewhere only the order means something). Higher is harder. The weights were
fitted on half of 4nums.com's measured solve times (`benchmarks/bench_difficulty.py` refits them
and reports the rank correlation on the other half).

Levels (Easy, Medium, Hard, Expert) are quantiles of the score over every solvable hand of the
current rules, and `deal` picks a random hand of a level.

>>> score([1, 1, 4, 6]) < score([3, 3, 8, 8])
True
"""

from __future__ import annotations

import hashlib
import math
import random
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement

from .errors import LimitError, SolverError
from .expression import OPERATORS, Num, Op, Tree
from .numbers import Q, format_number, to_number
from .solution import Solution
from .solve import read_numbers, solve

Hand = tuple[Q, ...]
#: Feature name -> how much of it a route has (a count, or a size for "large").
Features = dict[str, float]

#: Route features and their fitted weights (cost units; refit with benchmarks/bench_difficulty.py).
WEIGHTS: dict[str, float] = {
    "add": 0.88,  # a + step
    "subtract": 1.0,  # a - step
    "multiply": 1.3,  # a * step
    "divide": 0.67,  # a / step
    "fraction": 2.7,  # a step with a fraction in it (operand or result)
    "large": 0.0,  # per doubling of the largest number in a step above the target
    "same": -0.5,  # a step on two equal values (x/x = 1, x-x = 0, x+x)
    "one": -1.0,  # adding or subtracting 1
    "pair": 1.3,  # a step combining two intermediate results
    "mixed": 1.3,  # adding or subtracting a product or quotient (5*3-7)
    "trivial": -2.4,  # a step that changes nothing: *1, /1, +0, -0, a neutral pair +x-x, *x/x
    "natural": -0.19,  # the last step is a times-table product (3*8, 4*6, 2*12)
    "final_divide": 1.8,  # the last step is a division
}
#: Cost per distinct number in the hand.
DISTINCT_WEIGHT = 0.5
#: Temperature of the soft minimum over routes (0 would be the plain minimum).
TEMPERATURE = 0.56
#: score = exp(SECONDS_AT_ZERO + SECONDS_SLOPE * cost): ln(4nums.com seconds) fitted on the cost.
SECONDS_AT_ZERO = 1.56
SECONDS_SLOPE = 0.17

_STEP_FEATURE = {"+": "add", "-": "subtract", "*": "multiply", "/": "divide"}
_UNDO = {"-": "+", "/": "*"}
#: The largest factor of a "times-table" product.
TIMES_TABLE = 12


class NoSolutionError(SolverError):
    """A hand without a solution has no difficulty score."""


# ---------------------------------------------------------------------------------------------
# Routes and their features


def route_features(solution: Solution | Tree, target: object = 24) -> Features:
    """How much of each feature in `WEIGHTS` one solution's working has."""
    tree = solution.tree if isinstance(solution, Solution) else solution
    scale = max(abs(Fraction(to_number(target))), Fraction(1))
    counts: Features = dict.fromkeys(WEIGHTS, 0.0)
    _walk(tree, counts, scale, trivial=False)
    last = _last_real_step(tree)
    if isinstance(last, Op) and last.symbol == "/":
        counts["final_divide"] += 1
    if _times_table(last):
        counts["natural"] += 1
    return counts


def _walk(tree: Tree, counts: Features, scale: Fraction, trivial: bool) -> Q:
    """Add the features of every step of `tree` to `counts`; return its value."""
    if isinstance(tree, Num):
        return tree.value
    neutral = _neutral_pair(tree)
    a = _walk(tree.left, counts, scale, trivial=neutral)
    b = _walk(tree.right, counts, scale, trivial=False)
    result = OPERATORS[tree.symbol].apply(a, b)
    if trivial or neutral or _changes_nothing(tree.symbol, a, b):
        counts["trivial"] += 1
        return result
    counts[_STEP_FEATURE[tree.symbol]] += 1
    if any(isinstance(v, Fraction) for v in (a, b, result)):
        counts["fraction"] += 1
    largest = max(_size(a), _size(b), _size(result))
    if largest > scale:
        counts["large"] += math.log2(largest / scale)
    if a == b:
        counts["same"] += 1
    if tree.symbol in "+-" and 1 in (a, b):
        counts["one"] += 1
    if isinstance(tree.left, Op) and isinstance(tree.right, Op):
        counts["pair"] += 1
    if tree.symbol in "+-" and any(_is_product(child) for child in (tree.left, tree.right)):
        counts["mixed"] += 1
    return result


def _size(value: Q) -> Fraction:
    """The absolute value as a Fraction."""
    return Fraction(value) if value >= 0 else -Fraction(value)


def _neutral_pair(tree: Op) -> bool:
    """Whether `tree` is (A+X)-X' or (A*X)/X' with X = X' in value: a gimmick that undoes itself."""
    left = tree.left
    if tree.symbol not in _UNDO or not isinstance(left, Op) or left.symbol != _UNDO[tree.symbol]:
        return False
    return _value(left.right) == _value(tree.right)


def _last_real_step(tree: Tree) -> Tree:
    """The last step that does something, past gimmicks at the top ((3*8)*1, 3*8+7-7)."""
    while isinstance(tree, Op):
        if _neutral_pair(tree):
            assert isinstance(tree.left, Op)
            tree = tree.left.left
        elif _changes_nothing(tree.symbol, _value(tree.left), _value(tree.right)):
            keep_left = tree.symbol in "/-" or _value(tree.right) in (0, 1)
            tree = tree.left if keep_left else tree.right
        else:
            break
    return tree


def _changes_nothing(symbol: str, a: Q, b: Q) -> bool:
    """x*1, 1*x, x/1, x+0, 0+x, x-0."""
    if symbol in "*/":
        return b == 1 or (symbol == "*" and a == 1)
    return b == 0 or (symbol == "+" and a == 0)


def _is_product(tree: Tree) -> bool:
    return isinstance(tree, Op) and tree.symbol in "*/"


def _times_table(tree: Tree) -> bool:
    """Whether the last step multiplies two whole numbers from 2 to 12 (3*8, 4*6, 2*12)."""
    if not isinstance(tree, Op) or tree.symbol != "*":
        return False
    factors = (_value(tree.left), _value(tree.right))
    return all(isinstance(f, int) and 2 <= f <= TIMES_TABLE for f in factors)


def _value(tree: Tree) -> Q:
    if isinstance(tree, Num):
        return tree.value
    return OPERATORS[tree.symbol].apply(_value(tree.left), _value(tree.right))


def route_cost(features: Mapping[str, float], weights: Mapping[str, float] = WEIGHTS) -> float:
    """The cost of one route: its features times their weights."""
    return sum(weights[name] * amount for name, amount in features.items())


def soft_minimum(costs: Iterable[float], temperature: float = TEMPERATURE) -> float:
    """About the smallest cost, lowered a little by every other cheap one.

    >>> soft_minimum([3.0]), round(soft_minimum([3.0, 3.0], 1.0), 3)
    (3.0, 2.307)
    """
    values = list(costs)
    low = min(values)
    return low - temperature * math.log(sum(math.exp((low - c) / temperature) for c in values))


# ---------------------------------------------------------------------------------------------
# The score


def score(
    numbers: Iterable[object],
    target: object = 24,
    *,
    solutions: Sequence[Solution] | None = None,
) -> float:
    """How hard the hand is for a person, as estimated seconds (higher is harder).

    Raises NoSolutionError for a hand without a solution. Pass `solutions` when they are already
    known to skip solving again.
    """
    hand = read_numbers(numbers)
    goal = to_number(target)
    if solutions is None:
        return _cached_score(hand, goal)
    return _score(hand, goal, solutions)


_CACHE: dict[tuple[Hand, Q], float] = {}
_CACHE_LOCK = threading.Lock()


def _cached_score(hand: Hand, goal: Q) -> float:
    with _CACHE_LOCK:
        known = _CACHE.get((hand, goal))
    if known is None:
        known = _score(hand, goal, solve(hand, goal))
        with _CACHE_LOCK:
            _CACHE[(hand, goal)] = known
    return known


def _score(hand: Hand, goal: Q, solutions: Sequence[Solution]) -> float:
    return math.exp(SECONDS_AT_ZERO + SECONDS_SLOPE * hand_cost(hand, goal, solutions))


def hand_cost(hand: Sequence[Q], target: object, solutions: Sequence[Solution]) -> float:
    """The hand's cost in weight units: soft minimum of its routes plus its distinct numbers."""
    if not solutions:
        shown = " ".join(format_number(n) for n in hand)
        goal = format_number(to_number(target))
        raise NoSolutionError(f"{shown} cannot make {goal}: no difficulty score")
    costs = [route_cost(route_features(s, target)) for s in solutions]
    return soft_minimum(costs) + DISTINCT_WEIGHT * len(set(hand))


def easiest(solutions: Sequence[Solution], target: object = 24) -> Solution:
    """The solution a person most likely finds first (the cheapest route)."""
    if not solutions:
        raise NoSolutionError("no solutions given")
    return min(solutions, key=lambda s: route_cost(route_features(s, target)))


# ---------------------------------------------------------------------------------------------
# Rules, score tables and levels


@dataclass(frozen=True)
class Rules:
    """Which hands are played: `cards` numbers from `low` to `high`, to make `target`."""

    cards: int = 4
    low: int = 1
    high: int = 13
    target: Q = 24

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", to_number(self.target))
        if not 1 <= self.cards <= 6:
            raise LimitError(f"cards must be from 1 to 6, not {self.cards}")
        if self.low > self.high:
            raise LimitError(
                f"the smallest number {self.low} is larger than the largest {self.high}"
            )
        if self.hand_count() > MAX_HANDS:
            raise LimitError(
                f"{self.hand_count()} hands of {self.cards} numbers from {self.low} to "
                f"{self.high}: at most {MAX_HANDS} are scored"
            )

    def hand_count(self) -> int:
        """How many hands (multisets) there are."""
        return math.comb(self.high - self.low + self.cards, self.cards)

    def hands(self) -> Iterator[tuple[int, ...]]:
        """Every hand in ascending order."""
        return combinations_with_replacement(range(self.low, self.high + 1), self.cards)


#: The most hands a score table covers (6 numbers from 1..13 are 18564).
MAX_HANDS = 20000

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


@dataclass(frozen=True)
class HandStats:
    """One solvable hand of a table: its distinct solution count and score."""

    hand: tuple[int, ...]
    solutions: int
    score: float


@dataclass(frozen=True)
class ScoreTable:
    """Every solvable hand of some rules with its score, in ascending hand order."""

    rules: Rules
    hands: tuple[HandStats, ...]
    total: int

    def scores(self) -> list[float]:
        """The scores, in hand order."""
        return [h.score for h in self.hands]

    def hardest(self, count: int = 20) -> list[HandStats]:
        """The `count` hardest hands, hardest first."""
        return sorted(self.hands, key=lambda h: (-h.score, h.hand))[:count]


_TABLES: dict[Rules, ScoreTable] = {}


def score_table(
    rules: Rules = Rules(),
    *,
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> ScoreTable:
    """Score every solvable hand of the rules (cached per rules; 1820 hands take about a second).

    `progress(done, total)` is called after each hand; `cancel()` returning True raises Cancelled.
    """
    with _CACHE_LOCK:
        known = _TABLES.get(rules)
    if known is not None:
        if progress is not None:
            progress(known.total, known.total)
        return known
    total = rules.hand_count()
    rows: list[HandStats] = []
    for done, hand in enumerate(rules.hands(), 1):
        found = solve(hand, rules.target, cancel=cancel)
        if found:
            rows.append(HandStats(hand, len(found), _score(hand, rules.target, found)))
        if progress is not None:
            progress(done, total)
    table = ScoreTable(rules, tuple(rows), total)
    with _CACHE_LOCK:
        _TABLES[rules] = table
        _CACHE.update(((row.hand, rules.target), row.score) for row in rows)
    return table


#: The level names, easiest first, and the score quantiles that separate them.
LEVELS = ("Easy", "Medium", "Hard", "Expert")
LEVEL_QUANTILES = (0.4, 0.7, 0.9)


@dataclass(frozen=True)
class Levels:
    """Score bands of the levels over the solvable hands of some rules."""

    rules: Rules
    #: The lowest score of Medium, Hard and Expert.
    bounds: tuple[float, float, float]
    #: Hands of each level, in `LEVELS` order.
    hands: tuple[tuple[tuple[int, ...], ...], ...]

    def level_of(self, value: float) -> str:
        """The level of a score."""
        return LEVELS[sum(value >= bound for bound in self.bounds)]

    def band(self, level: str) -> tuple[float, float]:
        """The scores of a level: [low, high), unbounded at the ends."""
        index = level_index(level)
        edges = (-math.inf, *self.bounds, math.inf)
        return edges[index], edges[index + 1]


def level_index(level: str) -> int:
    """The position of a level name in `LEVELS` (any case); LimitError names the choices."""
    for index, name in enumerate(LEVELS):
        if name.lower() == level.strip().lower():
            return index
    raise LimitError(f"{level!r} is not a level: choose {', '.join(LEVELS)}")


def quantile(sorted_values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of the sorted values lie (nearest rank)."""
    if not sorted_values:
        raise LimitError("no values to take a quantile of")
    index = min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def levels(
    rules: Rules = Rules(),
    *,
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> Levels:
    """Easy/Medium/Hard/Expert as score quantiles (40%, 30%, 20%, 10% of the solvable hands)."""
    table = score_table(rules, cancel=cancel, progress=progress)
    if not table.hands:
        raise NoSolutionError(
            f"no hand of {rules.cards} numbers from {rules.low} to {rules.high} "
            f"makes {format_number(rules.target)}"
        )
    ordered = sorted(table.scores())
    cuts = [quantile(ordered, q) for q in LEVEL_QUANTILES]
    bounds = (_above(ordered, cuts[0]), _above(ordered, cuts[1]), _above(ordered, cuts[2]))
    groups: list[list[tuple[int, ...]]] = [[] for _ in LEVELS]
    found = Levels(rules, bounds, ())
    for row in table.hands:
        groups[LEVELS.index(found.level_of(row.score))].append(row.hand)
    return Levels(rules, bounds, tuple(tuple(g) for g in groups))


def _above(ordered: Sequence[float], cut: float) -> float:
    """The smallest score strictly above a cut (a band starts there), or infinity."""
    return next((v for v in ordered if v > cut), math.inf)


def deal(
    level: str,
    rules: Rules = Rules(),
    rng: random.Random | None = None,
) -> tuple[int, ...]:
    """A random solvable hand of the level under the rules, every hand of it equally likely."""
    index = level_index(level)
    choices = levels(rules).hands[index]
    if not choices:
        raise NoSolutionError(f"no {LEVELS[index]} hand under these rules")
    return (rng or random.Random()).choice(choices)


# ---------------------------------------------------------------------------------------------
# Calibration helpers


def in_fitting_half(hand: Sequence[object]) -> bool:
    """The fixed calibration split: fitted on when sha256 of "a b c d" has an even first byte."""
    text = " ".join(format_number(to_number(n)) for n in hand)
    return hashlib.sha256(text.encode()).digest()[0] % 2 == 0


def ranks(values: Sequence[float]) -> list[float]:
    """The rank of each value (0-based; ties get their average rank)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    out = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in order[start : end + 1]:
            out[position] = (start + end) / 2
        start = end + 1
    return out


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation of two equally long sequences (0.0 if either is constant).

    >>> spearman([1, 2, 3, 4], [10, 30, 20, 40])
    0.8
    """
    if len(xs) != len(ys):
        raise LimitError(f"{len(xs)} values against {len(ys)}: give equally many")
    return _pearson(ranks(xs), ranks(ys))


def _pearson(xs: Sequence[float], ys: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    mx, my = sum(xs) / n, sum(ys) / n
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    vx = sum((x - mx) ** 2 for x in xs)
    vy = sum((y - my) ** 2 for y in ys)
    return cov / math.sqrt(vx * vy) if vx and vy else 0.0
