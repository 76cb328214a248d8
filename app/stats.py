"""What the statistics view shows, worked out without any widget: rule statistics and history."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from statistics import fmean
from typing import Any

from solver import format_number
from solver.difficulty import LEVELS, Levels, Rules, ScoreTable, levels, score_table

from .i18n import translate

#: Bars of the difficulty histogram (equal widths on a log scale: scores are seconds).
DIFFICULTY_BINS = 9
#: The last bar holds the hardest hands above this quantile (a long, thin tail).
TAIL = 0.97
#: Rows of the hardest-hands table.
HARDEST_COUNT = 25


#: Steps between the ticks of a whole-number axis, times powers of ten.
NICE_STEPS = (1, 2, 5)


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its noun: "1 hand", "0 hands", "2 matches" (`many` for irregular plurals)."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def whole_ticks(low: int, high: float, most: int = 8) -> tuple[int, int]:
    """An axis from `low` up to at least `high` whose ticks fall on whole numbers, at most
    `most` intervals apart: (top, tick count), e.g. whole_ticks(0, 515) == (600, 7)."""
    span = max(1.0, high - low)
    scale = 1
    while True:
        for step in (scale * n for n in NICE_STEPS):
            intervals = math.ceil(span / step)
            if intervals <= most:
                return low + intervals * step, intervals + 1
        scale *= 10


@dataclass(frozen=True)
class HardHand:
    """One row of the hardest-hands table."""

    hand: tuple[int, ...]
    score: float
    solutions: int
    level: str

    @property
    def text(self) -> str:
        """The hand for people: "2 3 5 12"."""
        return " ".join(map(str, self.hand))


@dataclass(frozen=True)
class Bin:
    """One bar of the difficulty histogram: scores in [low, high), hands per level."""

    low: float
    high: float
    per_level: tuple[int, ...]
    #: the last bar: every score from `low` up
    open_ended: bool = False

    @property
    def label(self) -> str:
        """The bar's label: its lower edge in whole seconds ("18+" for the last, open bar)."""
        return f"{self.low:.0f}+" if self.open_ended else f"{self.low:.0f}"


@dataclass(frozen=True)
class RuleStats:
    """Statistics of every hand under some rules (cards, range, target)."""

    rules: Rules
    total: int
    solvable: int
    solutions: int
    #: (count of distinct solutions, hands with that many), for counts 1..max
    solution_counts: tuple[tuple[int, int], ...]
    bins: tuple[Bin, ...]
    #: hands per level, in LEVELS order
    level_sizes: tuple[int, ...]
    hardest: tuple[HardHand, ...]

    def summary(self) -> str:
        """One sentence: how many hands can make the target."""
        rules = self.rules
        share = 100 * self.solvable / self.total if self.total else 0.0
        text = (
            f"{self.solvable} of {plural(self.total, 'hand')} of {rules.cards} numbers from "
            f"{rules.low} to {rules.high} can make {format_number(rules.target)} ({share:.1f} %), "
            f"with {plural(self.solutions, 'distinct solution')} in all."
        )
        if self.solvable:
            sizes = ", ".join(
                f"{n} {name}" for name, n in zip(LEVELS, self.level_sizes, strict=True)
            )
            text += f" Levels: {sizes}."
        return text


#: What the Hands page's controls hold: cards, smallest number, largest number, target.
Inputs = tuple[int, int, int, int]


def rules_text(cards: int, low: int, high: int, target: int | Fraction) -> str:
    """Rules for people: "4 cards from 1 to 13, target 24"."""
    return f"{plural(cards, 'card')} from {low} to {high}, target {format_number(target)}"


@dataclass(frozen=True)
class ResultsState:
    """Which rules the Hands page shows results for, and which it is computing: is what it shows
    still what the controls ask for?"""

    #: the rules of the results on screen (None before the first result)
    shown: Rules | None = None
    #: the rules being computed (None when idle)
    computing: Rules | None = None

    def note(self, inputs: Inputs) -> str:
        """Why the results on screen do not match the controls ("" when they do, when there are
        none, or while a computation runs)."""
        shown = self.shown
        if shown is None or self.computing is not None or _matches(shown, inputs):
            return ""
        text = rules_text(shown.cards, shown.low, shown.high, shown.target)
        return f"These results are for {text} — press Compute for the new settings."

    def needs_compute(self, inputs: Inputs) -> bool:
        """Whether Compute would give something new: the controls differ from the rules being
        computed, or else from the results on screen (or there are none)."""
        rules = self.computing or self.shown
        return rules is None or not _matches(rules, inputs)


def _matches(rules: Rules, inputs: Inputs) -> bool:
    """Whether the controls hold these rules."""
    return (rules.cards, rules.low, rules.high, rules.target) == inputs


def rule_stats(
    rules: Rules,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> RuleStats:
    """Score every hand of the rules and summarise (slow: run it in a JobRunner)."""
    table = score_table(rules, cancel=cancel, progress=progress)
    return summarise(table, levels(rules) if table.hands else None)


def summarise(table: ScoreTable, bands: Levels | None) -> RuleStats:
    """RuleStats from a score table and its level bands (None when nothing is solvable)."""
    counts = Counter(row.solutions for row in table.hands)
    most = max(counts, default=0)
    level_of = bands.level_of if bands is not None else (lambda _: LEVELS[0])
    hardest = tuple(
        HardHand(row.hand, row.score, row.solutions, level_of(row.score))
        for row in table.hardest(HARDEST_COUNT)
    )
    return RuleStats(
        rules=table.rules,
        total=table.total,
        solvable=len(table.hands),
        solutions=sum(row.solutions for row in table.hands),
        solution_counts=tuple((n, counts.get(n, 0)) for n in range(1, most + 1)),
        bins=difficulty_bins(table.scores(), level_of),
        level_sizes=tuple(sum(level_of(s) == name for s in table.scores()) for name in LEVELS),
        hardest=hardest,
    )


def difficulty_bins(
    scores: Sequence[float],
    level_of: Callable[[float], str],
    count: int = DIFFICULTY_BINS,
    tail: float = TAIL,
) -> tuple[Bin, ...]:
    """A histogram of the scores split by level: `count - 1` bins of equal width on a log scale
    up to the `tail` quantile, and one last bin for the rare hardest hands above it."""
    if not scores:
        return ()
    ordered = sorted(scores)
    low, high = ordered[0], ordered[-1]
    cut = ordered[min(len(ordered) - 1, int(tail * len(ordered)))]
    if cut <= low or count < 2:
        edges = [low, high]
    else:
        step = (math.log(cut) - math.log(low)) / (count - 1)
        edges = [low * math.exp(step * i) for i in range(count - 1)] + [cut, high]
    tallies = [[0] * len(LEVELS) for _ in edges[:-1]]
    for value in ordered:
        index = sum(value >= edge for edge in edges[1:-1])
        tallies[index][LEVELS.index(level_of(value))] += 1
    last = len(tallies) - 1
    return tuple(
        Bin(edges[i], edges[i + 1], tuple(t), open_ended=0 < i == last)
        for i, t in enumerate(tallies)
    )


@dataclass(frozen=True)
class HistoryStats:
    """The player's own record from the match database."""

    #: (player points, computer points) per finished match, oldest first
    points: tuple[tuple[int, int], ...]
    #: matches the player left before the last round (kept apart from the finished ones)
    abandoned: int
    #: seconds of each round the player won (a hint's cost included), oldest first
    answer_times: tuple[float, ...]
    #: (hand as text, hardness 0..1, seconds), hardest first
    hardest_solved: tuple[tuple[str, float, float], ...]

    def summary(self) -> str:
        """A few sentences about the player's games."""
        if not self.points and not self.abandoned:
            return translate(
                "Stats", "No matches played yet: play against the computer to see your record here."
            )
        won = sum(player > computer for player, computer in self.points)
        if self.points:
            parts = [
                translate(
                    "Stats", "%n matches finished, {won} won.", None, len(self.points)
                ).format(won=won)
            ]
        else:
            parts = [translate("Stats", "No match finished yet.")]
        if self.abandoned:
            parts.append(
                translate(
                    "Stats",
                    "%n matches left before the end, not counted here.",
                    None,
                    self.abandoned,
                )
            )
        if self.answer_times:
            parts.append(
                translate(
                    "Stats",
                    "%n rounds answered, on average in {seconds:.1f} s.",
                    None,
                    len(self.answer_times),
                ).format(seconds=fmean(self.answer_times))
            )
        return " ".join(parts)


def history_stats(history: Any, hardest: int = 10) -> HistoryStats:
    """Read the player's record from an app.game.history.History."""
    matches = history.matches()
    return HistoryStats(
        points=tuple((m.player_points, m.computer_points) for m in matches if m.finished),
        abandoned=sum(not m.finished for m in matches),
        answer_times=tuple(a.seconds for a in history.answer_times()),
        hardest_solved=tuple(
            (_numbers(h.numbers, h.hand), h.hardness, h.seconds)
            for h in history.hardest_solved(hardest)
        ),
    )


def _numbers(numbers: str, hand: str) -> str:
    """A stored hand for people: its numbers sorted ("3 3 8 8"), else the cards as stored."""
    try:
        return " ".join(str(n) for n in sorted(int(n) for n in numbers.split()))
    except ValueError:
        return hand
