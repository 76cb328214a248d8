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
current rules, and `deal` picks a random hand of a level. The rules include the game's operators
(`Rules.operators`, an `OperatorSet`): with fewer of them, or whole numbers only, a hand's routes
are its solutions under those rules, and the levels are quantiles over the hands solvable under
them, so every hand dealt can be solved by the rules it is dealt under.

>>> score([1, 1, 4, 6]) < score([3, 3, 8, 8])
True
"""

from __future__ import annotations

import bisect
import hashlib
import math
import random
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..core.checks import function, instance, instances, items, real, reals, text
from ..core.errors import ArgumentError, LimitError, SolverError
from ..core.numbers import Q, brief, brief_numbers, format_number, key_of, parts, to_number
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from ..core.tree import Tree, to_tree
from . import routes, tables
from .routes import FEATURES, route_costs, route_counts
from .solution import Solution
from .solve import distinct_trees, read_numbers, solve

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
#: The weights in `routes.FEATURES` order, as the scoring's inner loop takes them.
_WEIGHTS = tuple(WEIGHTS[name] for name in FEATURES)
#: Cost per distinct number in the hand.
DISTINCT_WEIGHT = 0.5
#: Temperature of the soft minimum over routes (0 would be the plain minimum).
TEMPERATURE = 0.56
#: score = exp(SECONDS_AT_ZERO + SECONDS_SLOPE * cost): ln(4nums.com seconds) fitted on the cost.
SECONDS_AT_ZERO = 1.56
SECONDS_SLOPE = 0.17


class NoSolutionError(SolverError):
    """A hand without a solution has no difficulty score."""


# ---------------------------------------------------------------------------------------------
# Routes and their features


def route_features(solution: Solution | Tree, target: object = 24) -> Features:
    """How much of each feature in `WEIGHTS` one solution's working has."""
    tree = solution.tree if isinstance(solution, Solution) else to_tree(solution)
    top, bottom = parts(key_of(_scale(target)))
    return dict(zip(FEATURES, route_counts(tree, top, bottom).features(), strict=True))


def _scale(target: object) -> Q:
    """What counts as a large number: the size of the target, at least 1."""
    value = to_number(target)
    return max(value if value >= 0 else -value, 1)


def route_cost(features: Mapping[str, float], weights: Mapping[str, float] = WEIGHTS) -> float:
    """The cost of one route: its features times their weights."""
    for mapping, what in ((features, "features"), (weights, "weights")):
        if not isinstance(mapping, Mapping):
            raise ArgumentError(f"{what} must map feature names to amounts, not {brief(mapping)}")
    unknown = set(features) - set(weights)
    if unknown:
        raise ArgumentError(f"no weight for {', '.join(map(brief, sorted(unknown, key=str)))}")
    reals(features.values(), "the features' amounts")
    return sum(weights[name] * amount for name, amount in features.items())


def soft_minimum(costs: Iterable[float], temperature: float = TEMPERATURE) -> float:
    """About the smallest cost, lowered a little by every other cheap one.

    >>> soft_minimum([3.0]), round(soft_minimum([3.0, 3.0], 1.0), 3)
    (3.0, 2.307)
    """
    temperature = real(temperature, "temperature")
    if temperature <= 0:
        raise ArgumentError(f"temperature must be above 0, not {brief(temperature)}")
    given = items(costs, "costs")
    reals(given, "costs")
    return _soft_minimum(given, temperature)


def _soft_minimum(costs: list[float], temperature: float = TEMPERATURE) -> float:
    """`soft_minimum` of costs worked out here (nothing to check: the scoring's inner loop)."""
    if not costs:
        raise LimitError("no costs to take the soft minimum of")
    return routes.soft_minimum(costs, temperature)


# ---------------------------------------------------------------------------------------------
# The score


def score(
    numbers: Iterable[object],
    target: object = 24,
    *,
    solutions: Sequence[Solution] | None = None,
    operators: OperatorSet | str = ALL_OPERATORS,
) -> float:
    """How hard the hand is for a person, as estimated seconds (higher is harder).

    Raises NoSolutionError for a hand without a solution (under the game's `operators`). Pass
    `solutions` when they are already known to skip solving again.
    """
    hand = read_numbers(numbers)
    goal = to_number(target)
    if solutions is None:
        return _cached_score(hand, goal, operator_set(operators))
    return _score(hand, goal, _solutions(solutions))


def _solutions(solutions: object) -> list[Solution]:
    """Solutions given to a function, checked."""
    return instances(solutions, Solution, "solutions", "a list of solutions")


_CACHE: dict[tuple[Hand, Q, OperatorSet], float] = {}
_CACHE_LOCK = threading.Lock()


def _cached_score(hand: Hand, goal: Q, operators: OperatorSet) -> float:
    with _CACHE_LOCK:
        known = _CACHE.get((hand, goal, operators))
    if known is None:
        known = _score(hand, goal, solve(hand, goal, operators=operators))
        with _CACHE_LOCK:
            _CACHE[(hand, goal, operators)] = known
    return known


def _score(hand: Hand, goal: Q, solutions: Sequence[Solution]) -> float:
    """The score of a hand the solver has just solved (`hand_cost` without its checks)."""
    return _seconds(_hand_cost(hand, goal, solutions))


def _seconds(cost: float) -> float:
    """A hand's score (estimated seconds) from its cost in weight units."""
    return math.exp(SECONDS_AT_ZERO + SECONDS_SLOPE * cost)


def hand_cost(hand: Sequence[Q], target: object, solutions: Sequence[Solution]) -> float:
    """The hand's cost in weight units: soft minimum of its routes plus its distinct numbers."""
    return _hand_cost(read_numbers(hand), target, _solutions(solutions))


def _hand_cost(hand: Sequence[Q], target: object, solutions: Sequence[Solution]) -> float:
    """`hand_cost` of a hand and solutions known to be right (the scoring's inner loop)."""
    if not solutions:
        goal = brief(to_number(target))
        raise NoSolutionError(f"{brief_numbers(hand)} cannot make {goal}: no difficulty score")
    return _tree_cost(hand, target, [s.tree for s in solutions])


def _tree_cost(hand: Sequence[Q], target: object, trees: list[Tree]) -> float:
    """`_hand_cost` of the solutions' trees (at least one)."""
    top, bottom = parts(key_of(_scale(target)))
    costs = route_costs(trees, top, bottom, _WEIGHTS)
    return _soft_minimum(costs) + DISTINCT_WEIGHT * len(set(hand))


def easiest(solutions: Sequence[Solution], target: object = 24) -> Solution:
    """The solution a person most likely finds first (the cheapest route)."""
    solutions = _solutions(solutions)
    if not solutions:
        raise NoSolutionError("no solutions given")
    return min(solutions, key=lambda s: route_cost(route_features(s, target)))


# ---------------------------------------------------------------------------------------------
# Rules, score tables and levels


@dataclass(frozen=True)
class Rules:
    """Which hands are played: `cards` numbers from `low` to `high`, to make `target` with the
    game's `operators` (all four by default; text such as "+-*" is read)."""

    cards: int = 4
    low: int = 1
    high: int = 13
    target: Q = 24
    operators: OperatorSet = ALL_OPERATORS

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", to_number(self.target))
        object.__setattr__(self, "operators", operator_set(self.operators))
        for name in ("cards", "low", "high"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ArgumentError(f"{name} must be a whole number, not {brief(value)}")
        if not 1 <= self.cards <= 6:
            raise LimitError(f"cards must be from 1 to 6, not {brief(self.cards)}")
        if self.low > self.high:
            raise LimitError(
                f"the smallest number {brief(self.low)} is larger than the largest "
                f"{brief(self.high)}"
            )
        if self.hand_count() > MAX_HANDS:
            raise LimitError(
                f"{brief(self.hand_count())} hands of {self.cards} numbers from {brief(self.low)} "
                f"to {brief(self.high)}: at most {MAX_HANDS} are scored"
            )

    def hand_count(self) -> int:
        """How many hands (multisets) there are."""
        return tables.hand_count(self.cards, self.low, self.high)

    def hands(self) -> Iterator[tuple[int, ...]]:
        """Every hand in ascending order."""
        return tables.hands(self.cards, self.low, self.high)


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
    workers: int | None = None,
) -> ScoreTable:
    """Score every solvable hand of the rules (cached per rules; 1820 hands take about a second).

    `progress(done, total)` is called as hands are done; `cancel()` returning True raises
    Cancelled. A large table is worked out on every core (`solver.tables.rows`; `workers` says
    how many processes, 1 for this one only).
    """
    instance(rules, Rules, "rules", "Rules")
    function(cancel, "cancel")
    function(progress, "progress")
    with _CACHE_LOCK:
        known = _TABLES.get(rules)
    if known is not None:
        if progress is not None:
            progress(known.total, known.total)
        return known
    total = rules.hand_count()
    rows: list[HandStats] = []
    found = tables.rows(
        tables.under(hand_stats, rules.operators),
        rules.hands(),
        rules.target,
        total=total,
        workers=workers,
        cancel=cancel,
        progress=progress,
    )
    for hand, (count, hand_score) in found:
        if hand_score is not None:
            rows.append(HandStats(hand, count, hand_score))
    return keep_table(ScoreTable(rules, tuple(rows), total))


def keep_table(table: ScoreTable) -> ScoreTable:
    """Keep a score table worked out (here, or earlier and kept on disk by the caller) for its
    rules: `score_table`, `levels` and `score` answer from it from now on."""
    with _CACHE_LOCK:
        _TABLES[table.rules] = table
        rules = table.rules
        _CACHE.update(((row.hand, rules.target, rules.operators), row.score) for row in table.hands)
    return table


def hand_stats(
    hand: tuple[int, ...], target: Q, operators: OperatorSet = ALL_OPERATORS
) -> tuple[int, float | None]:
    """A hand's count of distinct solutions and its score (None without a solution): the job
    of a score table, run by `solver.tables.rows` (in worker processes for a large table)."""
    numbers, goal = read_numbers(hand), to_number(target)
    found = distinct_trees(numbers, goal, operators=operators)
    if not found:
        return 0, None
    return len(found), _seconds(_tree_cost(numbers, goal, found))


class Level(StrEnum):
    """How hard a hand is among the solvable hands of its rules (a band of the score)."""

    EASY = "Easy"
    MEDIUM = "Medium"
    HARD = "Hard"
    EXPERT = "Expert"

    @classmethod
    def parse(cls, text: str) -> Level:
        """A level from its name in any case; LimitError names the choices."""
        return LEVELS[level_index(text)]


#: The levels, easiest first, and the score quantiles that separate them.
LEVELS: tuple[Level, ...] = tuple(Level)
LEVEL_QUANTILES = (0.4, 0.7, 0.9)


@dataclass(frozen=True)
class Levels:
    """Score bands of the levels over the solvable hands of some rules."""

    rules: Rules
    #: The lowest score of Medium, Hard and Expert.
    bounds: tuple[float, float, float]
    #: Hands of each level, in `LEVELS` order.
    hands: tuple[tuple[tuple[int, ...], ...], ...]

    def level_of(self, value: float) -> Level:
        """The level of a score."""
        return LEVELS[bisect.bisect_right(self.bounds, value)]  # how many bounds it reaches

    def hands_near(self, level: str) -> tuple[tuple[int, ...], ...]:
        """The hands of a level, or where it has none (with few operators many scores tie, and
        a band can be empty) those of the nearest level that has some, the easier first."""
        index = level_index(level)
        for distance in range(len(LEVELS)):
            for near in (index - distance, index + distance):
                if 0 <= near < len(LEVELS) and self.hands[near]:
                    return self.hands[near]
        return ()

    def band(self, level: str) -> tuple[float, float]:
        """The scores of a level: [low, high), unbounded at the ends."""
        index = level_index(level)
        edges = (-math.inf, *self.bounds, math.inf)
        return edges[index], edges[index + 1]


def level_index(level: str) -> int:
    """The position of a level name in `LEVELS` (any case); LimitError names the choices."""
    wanted = text(level, "level").strip().lower()
    for index, name in enumerate(LEVELS):
        if name.lower() == wanted:
            return index
    raise LimitError(f"{brief(level)} is not a level: choose {', '.join(LEVELS)}")


def quantile(sorted_values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of the sorted values lie (nearest rank); a fraction
    below 0 or above 1 is taken as 0 or 1, however far out (it was multiplied first, and a huge
    one overflowed to an infinity that no rank is).

    >>> quantile([1.0, 2.0, 3.0, 4.0], 0.5), quantile([1.0, 2.0], 1e308)
    (2.0, 2.0)
    """
    reals(sorted_values, "sorted_values")
    fraction = min(1.0, max(0.0, real(fraction, "fraction")))
    if not sorted_values:
        raise LimitError("no values to take a quantile of")
    index = max(0, math.ceil(fraction * len(sorted_values)) - 1)
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
        with_operators = "" if rules.operators.full else f" with {rules.operators}"
        raise NoSolutionError(
            f"no hand of {rules.cards} numbers from {brief(rules.low)} to {brief(rules.high)} "
            f"makes {brief(rules.target)}{with_operators}"
        )
    ordered = sorted(table.scores())
    cuts = [quantile(ordered, q) for q in LEVEL_QUANTILES]
    bounds = (_above(ordered, cuts[0]), _above(ordered, cuts[1]), _above(ordered, cuts[2]))
    groups: list[list[tuple[int, ...]]] = [[] for _ in LEVELS]
    for row in table.hands:
        groups[bisect.bisect_right(bounds, row.score)].append(row.hand)  # as `level_of`
    return Levels(rules, bounds, tuple(tuple(g) for g in groups))


def _above(ordered: Sequence[float], cut: float) -> float:
    """The smallest score strictly above a cut (a band starts there), or infinity."""
    return next((v for v in ordered if v > cut), math.inf)


def deal(
    level: str,
    rules: Rules = Rules(),
    rng: random.Random | None = None,
) -> tuple[int, ...]:
    """A random solvable hand of the level under the rules, every hand of it equally likely (of
    the nearest level with hands, where ties leave the level none: `Levels.hands_near`)."""
    index = level_index(level)
    if rng is not None:
        instance(rng, random.Random, "rng", "a random.Random")
    choices = levels(rules).hands_near(level)
    if not choices:
        raise NoSolutionError(f"no {LEVELS[index]} hand under these rules")
    return (rng or random.Random()).choice(choices)


# ---------------------------------------------------------------------------------------------
# Calibration helpers


def in_fitting_half(hand: Sequence[object]) -> bool:
    """The fixed calibration split: fitted on when sha256 of "a b c d" has an even first byte."""
    written = " ".join(format_number(to_number(n)) for n in items(hand, "hand"))
    return hashlib.sha256(written.encode()).digest()[0] % 2 == 0


def ranks(values: Sequence[float]) -> list[float]:
    """The rank of each value (0-based; ties get their average rank)."""
    values = items(values, "values")
    reals(values, "values")
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
    xs, ys = items(xs, "xs"), items(ys, "ys")
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
