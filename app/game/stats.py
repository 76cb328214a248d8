"""What the statistics view shows, worked out without any widget: the hands a deck deals and
the player's own record.

Rule statistics count the hands a deck can deal (a standard deck cannot deal five aces) and
weigh each by the ways the deck deals it, so "80.6 % of the deals" is what a player meets at
the table, not only the share of distinct hands. Chart bars are chosen here too: the view says
whether a set of axis labels fits, and these functions group or thin the bars until they do.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction
from pathlib import Path
from statistics import fmean
from typing import TYPE_CHECKING, Any

from solver import ALL_OPERATORS, OperatorSet, format_number
from solver.difficulty import (
    LEVELS,
    MAX_HANDS,
    Level,
    Levels,
    Rules,
    ScoreTable,
    keep_table,
    levels,
    score,
    score_table,
)

from ..i18n import listed, listed_with, sentences, translate
from .attack import AttackRun, run_text
from .clock import seconds_text
from .daily import best_streak, streak
from .decks import DeckRules
from .levels import hand_level_name
from .operators import unusual
from .stats_cache import read_kept_table, write_kept_table
from .tchisla import copies_text

if TYPE_CHECKING:
    from .history import History, SolvedHand

#: Most bars of the difficulty histogram (equal widths on a log scale: scores are seconds).
DIFFICULTY_BINS = 9
#: The last bar holds the hardest hands above this quantile (a long, thin tail).
TAIL = 0.97
#: Rows of the hardest-hands table.
HARDEST_COUNT = 25
#: Most matches the points chart shows (the latest).
MATCHES_SHOWN = 30

#: Steps between the ticks of a whole-number axis, times powers of ten.
NICE_STEPS = (1, 2, 5)
#: Round numbers between 1 and 10, in tenths (1, 1.2, 1.5, 2, …), times powers of ten.
NICE_MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 80)

#: Whether a chart's axis labels fit side by side (the view measures them).
Fits = Callable[[Sequence[str]], bool]


def nice_steps() -> Iterator[int]:
    """1, 2, 5, 10, 20, 50, 100, …"""
    scale = 1
    while True:
        for step in NICE_STEPS:
            yield scale * step
        scale *= 10


def nice_numbers(most: int) -> list[int]:
    """Round numbers up to `most`, closer together where they are small:
    1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, …"""
    found = set(range(1, 7))
    scale = 1
    while scale <= most:
        found.update(m * scale // 10 for m in NICE_MANTISSAS if m * scale % 10 == 0)
        scale *= 10
    return sorted(n for n in found if n <= most)


def _grouped(counts: Sequence[tuple[int, int]], ends: Sequence[int]) -> tuple[Bar, ...]:
    """Hands per range of solution counts, the ranges ending at `ends` (ascending)."""
    bars = []
    start = 1
    for end in ends:
        hands = sum(n for solutions, n in counts if start <= solutions <= end)
        bars.append(Bar(str(start) if start == end else f"{start}–{end}", (hands,)))
        start = end + 1
    return tuple(bars)


def whole_ticks(low: int, high: float, most: int = 8) -> tuple[int, int]:
    """An axis from `low` up to at least `high` whose ticks fall on whole numbers, at most
    `most` intervals apart: (top, tick count), e.g. whole_ticks(0, 515) == (600, 7)."""
    span = max(1.0, high - low)
    for step in nice_steps():
        intervals = math.ceil(span / step)
        if intervals <= max(1, most):
            return low + intervals * step, intervals + 1
    raise AssertionError("unreachable")  # pragma: no cover


def percent(share: float | Fraction, digits: int = 1) -> str:
    """A share as a percentage for people: "74.8 %"."""
    return translate("Stats", "{percent} %").format(percent=f"{100 * float(share):.{digits}f}")


# --- the hands of a deck ---------------------------------------------------------------------


@dataclass(frozen=True)
class DealRules:
    """What the Hands page counts: hands of `cards` cards from a deck, to make `target` with
    the game's `operators`."""

    deck: DeckRules = field(default_factory=DeckRules)
    cards: int = 4
    target: int = 24
    operators: OperatorSet = ALL_OPERATORS

    def hand_count(self) -> int:
        """How many hands of numbers there are (some a small deck cannot deal)."""
        low, high = self.deck.values
        return math.comb(high - low + self.cards, self.cards)

    def problem(self) -> str:
        """Why these rules cannot be counted ("" when they can)."""
        count = self.hand_count()
        if count <= MAX_HANDS:
            return ""
        return translate(
            "Stats",
            "{cards} cards of {deck} make {count} different hands; at most {most} can be "
            "counted. Choose fewer cards or fewer numbers.",
        ).format(cards=self.cards, deck=self.deck.label, count=count, most=MAX_HANDS)

    def solver_rules(self) -> Rules:
        """The solver's rules over the numbers the deck's cards count for (LimitError when
        there are too many hands to score)."""
        low, high = self.deck.values
        return Rules(self.cards, low, high, self.target, self.operators)

    def copies(self) -> dict[int, int]:
        """How many cards of the deck count for each number."""
        low, high = self.deck.values
        return {value: self.deck.copies(value) for value in range(low, high + 1)}

    def text(self) -> str:
        """The rules for people: "4 cards, A–K count 1–13, target 24" (and the operators when
        they are not the classic game's)."""
        text = translate("Stats", "%n cards, {deck}, target {target}", None, self.cards).format(
            deck=self.deck.label, target=self.target
        )
        rules = unusual(self.operators)
        return text if rules is None else listed_with(text, rules)


def _deck_and_operators(rules: DealRules) -> str:
    """The deck, and the operators when they are not the classic game's: "A–K count 1–13 · + −"."""
    operators = unusual(rules.operators)
    return rules.deck.label if operators is None else f"{rules.deck.label} · {operators}"


def deal_ways(hand: Sequence[int], copies: dict[int, int]) -> int:
    """In how many ways a deck with these copies of each number deals the hand (0: never).

    >>> deal_ways((8, 8, 3, 3), {3: 4, 8: 4}), deal_ways((1,) * 5, {1: 4})
    (36, 0)
    """
    ways = 1
    for n in set(hand):  # counted here: a Counter takes 3x as long, asked of every hand
        ways *= math.comb(copies.get(n, 0), hand.count(n))
    return ways


@dataclass(frozen=True)
class HardHand:
    """One row of the hardest-hands table."""

    hand: tuple[int, ...]
    score: float
    solutions: int
    level: Level

    @property
    def text(self) -> str:
        """The hand for people: "2 3 5 12"."""
        return " ".join(map(str, self.hand))


@dataclass(frozen=True)
class Bar:
    """One bar of a chart: its label and its value in each stacked set."""

    label: str
    values: tuple[int, ...]


def round_values(low: float, high: float) -> list[Fraction]:
    """The round numbers from `low` to `high` (both included), closer together where they are
    small, at every scale: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20, …"""
    found: set[Fraction] = set()
    scale = Fraction(10) ** math.floor(math.log10(max(low, 1e-9)) - 1)
    while scale / 10 <= high:
        found.update(Fraction(m) * scale / 10 for m in NICE_MANTISSAS)
        scale *= 10
    return sorted(value for value in found if low <= value <= high)


def edge_text(value: float | Fraction) -> str:
    """An edge of a bar as people read it: "2", "1.5", "0.25"."""
    return f"{float(value):g}"


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
        """The bar's label: its range of seconds, "4–6", as the solutions chart labels its
        ranges ("18+" for the last, open bar)."""
        if self.open_ended:
            return f"{edge_text(self.low)}+"
        return f"{edge_text(self.low)}–{edge_text(self.high)}"

    @property
    def bar(self) -> Bar:
        """The bin as a bar of stacked levels."""
        return Bar(self.label, self.per_level)


@dataclass(frozen=True)
class RuleStats:
    """Statistics of every hand a deck deals under some rules (cards, target)."""

    rules: DealRules
    #: hands (multisets of numbers) the deck can deal
    total: int
    solvable: int
    solutions: int
    #: the share of all deals (each hand weighed by the ways it is dealt) that can be solved
    solvable_deals: Fraction
    #: (count of distinct solutions, hands with that many), for counts 1..max
    solution_counts: tuple[tuple[int, int], ...]
    #: the scores of the solvable hands, in hand order
    scores: tuple[float, ...]
    #: hands per level, in LEVELS order
    level_sizes: tuple[int, ...]
    hardest: tuple[HardHand, ...]
    #: the level bands (None when nothing is solvable)
    bands: Levels | None = field(default=None, compare=False)

    def summary(self) -> str:
        """A few sentences: how many hands and deals can make the target, and how hard."""
        rules = self.rules
        share = Fraction(self.solvable, self.total) if self.total else Fraction(0)
        parts = [
            translate(
                "Stats",
                "{cards} cards, {deck}: %n different hands, {solvable} of them can make "
                "{target} ({hands} of the hands, {deals} of the deals).",
                None,
                self.total,
            ).format(
                cards=rules.cards,
                deck=_deck_and_operators(rules),
                solvable=self.solvable,
                target=format_number(rules.target),
                hands=percent(share),
                deals=percent(self.solvable_deals),
            ),
            translate("Stats", "%n distinct solutions in all.", None, self.solutions),
        ]
        undealt = rules.hand_count() - self.total
        if undealt:  # solved and counted while working, as the progress said
            parts.insert(
                1,
                translate(
                    "Stats",
                    "The other %n hands of numbers that were solved need more cards of one "
                    "number than the deck has.",
                    None,
                    undealt,
                ),
            )
        if self.solvable:
            sizes = listed(
                translate("Stats", "{count} {level}").format(count=n, level=hand_level_name(level))
                for level, n in zip(LEVELS, self.level_sizes, strict=True)
            )
            parts.append(translate("Stats", "Levels: {levels}.").format(levels=sizes))
        return sentences(*parts)

    def level_of(self, score: float) -> Level:
        """The level of a score among these rules' hands."""
        return self.bands.level_of(score) if self.bands is not None else LEVELS[0]

    def solution_bars(self, fits: Fits) -> tuple[Bar, ...]:
        """Hands by their count of distinct solutions: a bar per count while the labels fit,
        else per range of counts, wider as the counts grow ("1", "2–3", "4–5", "6–8", …)."""
        counts = self.solution_counts
        if not counts:
            return ()
        most = counts[-1][0]
        nice = [end for end in nice_numbers(most) if end < most]
        choices = [list(range(1, most + 1))]
        choices += [[*nice[::every], most] for every in range(1, len(nice) + 1)]
        for ends in choices:
            bars = _grouped(counts, ends)
            if fits([bar.label for bar in bars]):
                return bars
        return _grouped(counts, [most])

    def difficulty_bins(self, fits: Fits) -> tuple[Bin, ...]:
        """The difficulty histogram with as many bars (up to DIFFICULTY_BINS) as fit."""
        for count in range(DIFFICULTY_BINS, 1, -1):
            bins = difficulty_bins(self.scores, self.level_of, count)
            if fits([b.label for b in bins]):
                return bins
        return difficulty_bins(self.scores, self.level_of, 1)


def rule_stats(
    rules: DealRules,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    cache: Path | None = None,
) -> RuleStats:
    """Score every hand the deck deals and summarise (slow: run it in a JobRunner). With a
    `cache` folder, a score table worked out once is kept there and read back the next time."""
    kept = read_kept_table(cache, rules) if cache is not None else None
    if kept is not None:
        keep_table(kept)
    table = score_table(rules.solver_rules(), cancel=cancel, progress=progress)
    if cache is not None and kept is None:
        write_kept_table(cache, rules, table)
    return summarise(rules, table, levels(table.rules) if table.hands else None)


def summarise(rules: DealRules, table: ScoreTable, bands: Levels | None) -> RuleStats:
    """RuleStats from a score table and its level bands (None when nothing is solvable)."""
    copies = rules.copies()
    ways = {hand: deal_ways(hand, copies) for hand in table.rules.hands()}  # once per hand
    dealt = [row for row in table.hands if ways[row.hand]]
    all_deals = math.comb(sum(copies.values()), rules.cards)
    solvable_deals = sum(ways[row.hand] for row in dealt)
    counts = Counter(row.solutions for row in dealt)
    level_of = bands.level_of if bands is not None else (lambda _score: LEVELS[0])
    sizes = Counter(level_of(row.score) for row in dealt)
    hardest = sorted(dealt, key=lambda row: (-row.score, row.hand))[:HARDEST_COUNT]
    return RuleStats(
        rules=rules,
        total=sum(1 for count in ways.values() if count),
        solvable=len(dealt),
        solutions=sum(row.solutions for row in dealt),
        solvable_deals=Fraction(solvable_deals, all_deals) if all_deals else Fraction(0),
        solution_counts=tuple((n, counts[n]) for n in range(1, max(counts, default=0) + 1)),
        scores=tuple(row.score for row in dealt),
        level_sizes=tuple(sizes[level] for level in LEVELS),
        hardest=tuple(
            HardHand(row.hand, row.score, row.solutions, level_of(row.score)) for row in hardest
        ),
        bands=bands,
    )


def difficulty_bins(
    scores: Sequence[float],
    level_of: Callable[[float], Level],
    count: int = DIFFICULTY_BINS,
    tail: float = TAIL,
) -> tuple[Bin, ...]:
    """A histogram of the scores split by level: up to `count - 1` bins spaced evenly on a log
    scale up to the `tail` quantile, their edges round numbers (short labels: "4–6"), and one
    last bin for the rare hardest hands above it."""
    if not scores:
        return ()
    ordered = sorted(scores)
    low, high = ordered[0], ordered[-1]
    cut = ordered[min(len(ordered) - 1, int(tail * len(ordered)))]
    rounds = round_values(low / 2, max(high, 1.0) * 2)
    start = float(max((value for value in rounds if value <= low), default=low))
    edges = [start]
    if cut > low and count >= 2:
        step = (math.log(cut) - math.log(start)) / (count - 1)
        for i in range(1, count):
            wanted = math.log(start) + step * i
            edge = float(min(rounds, key=lambda value: abs(math.log(value) - wanted)))
            if edges[-1] < edge < high:
                edges.append(edge)
    edges.append(high)
    tallies = [[0] * len(LEVELS) for _ in edges[:-1]]
    for value in ordered:
        index = sum(value >= edge for edge in edges[1:-1])
        tallies[index][LEVELS.index(level_of(value))] += 1
    last = len(tallies) - 1
    return tuple(
        Bin(edges[i], edges[i + 1], tuple(t), open_ended=0 < i == last)
        for i, t in enumerate(tallies)
    )


def latest_bars(points: Sequence[tuple[int, int]], fits: Fits) -> tuple[Bar, ...]:
    """The latest matches' points (yours, the computer's) as bars numbered from the first
    match ever: as many as fit, at most MATCHES_SHOWN."""
    for shown in range(min(MATCHES_SHOWN, len(points)), 0, -1):
        first = len(points) - shown
        bars = tuple(Bar(str(first + i + 1), pair) for i, pair in enumerate(points[first:]))
        if shown == 1 or fits([bar.label for bar in bars]):
            return bars
    return ()


@dataclass(frozen=True)
class ResultsState:
    """Which rules the Hands page shows results for, and which it is computing: is what it shows
    still what the controls ask for?"""

    #: the rules of the results on screen (None before the first result)
    shown: DealRules | None = None
    #: the rules being computed (None when idle)
    computing: DealRules | None = None

    def note(self, asked: DealRules) -> str:
        """Why the results on screen do not match the controls ("" when they do, when there are
        none, or while a computation runs)."""
        shown = self.shown
        if shown is None or self.computing is not None or shown == asked:
            return ""
        return translate(
            "Stats", "These results are for {rules} — press Compute for the new settings."
        ).format(rules=shown.text())

    def needs_compute(self, asked: DealRules) -> bool:
        """Whether Compute would give something new: the controls differ from the rules being
        computed, or else from the results on screen (or there are none)."""
        rules = self.computing or self.shown
        return rules is None or rules != asked

    def computed(self, rules: DealRules) -> ResultsState:
        """The state once the results for `rules` came: shown, and nothing computing (in one
        step: in between, the rules would be neither and be computed again)."""
        return replace(self, shown=rules, computing=None)


# --- the player's record ---------------------------------------------------------------------


@dataclass(frozen=True)
class HistoryStats:
    """The player's own record from the history database."""

    #: (player points, computer points) per finished match, oldest first
    points: tuple[tuple[int, int], ...]
    #: matches the player left before the last round (kept apart from the finished ones)
    abandoned: int
    #: seconds of each round the player won against the computer (a hint's cost included),
    #: oldest first
    answer_times: tuple[float, ...]
    #: the hardest hands solved, hardest first, in every way to play (`hardest_solved`)
    hardest_solved: tuple[SolvedRow, ...]
    #: practice: hands, solved, solved without a hint, every answer found, average seconds
    practice: tuple[int, int, int, int, float | None] = (0, 0, 0, 0, None)
    #: hands waiting in the practice review queue
    reviews: int = 0
    #: daily puzzles: played and solved (of every set of operators, each set having its own
    #: puzzle a day), then the current and the longest streak of the set in use
    daily: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: the set of operators whose daily streak is counted (the Daily tab's)
    daily_operators: OperatorSet = ALL_OPERATORS
    #: two-player games: played, played to the end
    duels: tuple[int, int] = (0, 0)
    #: Tchisla puzzles with a best kept, and the latest best: (target, digit, copies) or None
    tchisla: tuple[int, tuple[int, int, int] | None] = (0, None)
    #: score attack: runs kept, and the best ones (of any deck), best first
    attack: tuple[int, tuple[AttackRun, ...]] = (0, ())
    #: rooms hosted: games, rounds played in them, and the last game's winner and points
    rooms: tuple[int, int, tuple[str, int] | None] = (0, 0, None)
    #: rooms of other hosts joined from the app: the same
    joined: tuple[int, int, tuple[str, int] | None] = (0, 0, None)
    #: seconds of each round the player won in every game that times one (matches and rooms
    #: joined), in the order they were played: the chart of answer times
    round_times: tuple[float, ...] = ()

    def summary(self) -> str:
        """A few sentences about the matches against the computer."""
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
                    "%n rounds answered, on average in {seconds}.",
                    None,
                    len(self.answer_times),
                ).format(seconds=seconds_text(fmean(self.answer_times)))
            )
        return sentences(*parts)

    def records(self) -> list[tuple[str, str]]:
        """The record of every way to play: (the mode, what the player did)."""
        return [
            (translate("Stats", "Against the computer"), self.summary()),
            (translate("Stats", "Practice"), self._practice_text()),
            (translate("Stats", "Daily puzzle"), self._daily_text()),
            (translate("Stats", "Two players"), self._duels_text()),
            (translate("Stats", "Tchisla"), self._tchisla_text()),
            (translate("Stats", "Score attack"), self._attack_text()),
            (translate("Stats", "Rooms"), self._rooms_text()),
        ]

    def _rooms_text(self) -> str:
        """The rooms hosted, then those of other hosts joined from the app (one row: the
        records fit at 800×600)."""
        parts: list[str] = []
        kinds: tuple[tuple[tuple[int, int, tuple[str, int] | None], Callable[[int], str]], ...] = (
            (self.rooms, lambda n: translate("Stats", "%n games hosted, {rounds}.", None, n)),
            (self.joined, lambda n: translate("Stats", "%n games joined, {rounds}.", None, n)),
        )
        for (games, rounds, last), said in kinds:
            if games:
                played = said(games).format(rounds=_rounds_played(rounds))
                parts += [played, _last_room_text(last)]
        if not parts:
            return translate(
                "Stats", "No room game yet: Game › Host a room… or Join a room… to play together."
            )
        return sentences(*parts)

    def _attack_text(self) -> str:
        runs, best = self.attack
        if not best:
            return translate("Stats", "No score-attack run yet.")
        text = translate("Stats", "%n runs; the best: {best}.", None, runs).format(
            best=run_text(best[0])
        )
        if len(best) > 1:
            text = sentences(
                text,
                translate("Stats", "Then {scores}.").format(
                    scores=listed(str(run.score) for run in best[1:])
                ),
            )
        return text

    def _practice_text(self) -> str:
        hands, solved, alone, every, seconds = self.practice
        if not hands:
            return translate("Stats", "No hand practised yet.")
        parts = [
            translate(
                "Stats",
                "%n hands practised: {solved} solved, {alone} without a hint, "
                "{every} with every answer found.",
                None,
                hands,
            ).format(solved=solved, alone=alone, every=every)
        ]
        if seconds is not None:
            parts.append(
                translate("Stats", "A solved hand took {seconds} on average.").format(
                    seconds=seconds_text(seconds)
                )
            )
        if self.reviews:
            parts.append(
                translate("Stats", "%n hands wait in the review queue.", None, self.reviews)
            )
        return sentences(*parts)

    def _daily_text(self) -> str:
        """The daily puzzles played and solved, then the streak of the set in use (named when
        it is not the classic game's)."""
        played, solved, current, longest = self.daily
        if not played:
            return translate("Stats", "No daily puzzle played yet.")
        rules = unusual(self.daily_operators)
        if rules is None:
            text = translate(
                "Stats",
                "%n puzzles played, {solved} solved; the streak is {current}, the longest "
                "{longest}.",
                None,
                played,
            )
        else:
            text = translate(
                "Stats",
                "%n puzzles played, {solved} solved; with {rules} the streak is {current}, the "
                "longest {longest}.",
                None,
                played,
            )
        return text.format(solved=solved, current=current, longest=longest, rules=rules)

    def _duels_text(self) -> str:
        played, finished = self.duels
        if not played:
            return translate("Stats", "No two-player game yet.")
        return translate("Stats", "%n games, {finished} played to the end.", None, played).format(
            finished=finished
        )

    def _tchisla_text(self) -> str:
        solved, latest = self.tchisla
        if latest is None:
            return translate("Stats", "No Tchisla puzzle solved yet.")
        target, digit, copies = latest
        return translate(
            "Stats", "%n puzzles solved; the latest: {target} with {copies}.", None, solved
        ).format(target=target, copies=copies_text(copies, digit))


@dataclass(frozen=True)
class SolvedRow:
    """A hand the player solved, as the "hardest solved" table shows it: its difficulty score
    in the same unit as the Hands page's (about a player's seconds)."""

    hand: str
    score: float
    seconds: float
    #: the way to play: "match", "practice", "daily" or "room"
    mode: str

    def mode_text(self) -> str:
        """Where the hand was solved, for people."""
        names = {
            "match": translate("Stats", "match"),
            "practice": translate("Stats", "practice"),
            "daily": translate("Stats", "daily puzzle"),
            "room": translate("Stats", "room game"),
        }
        return names.get(self.mode, self.mode)


def hardest_solved(solved: Sequence[SolvedHand], count: int) -> tuple[SolvedRow, ...]:
    """The hardest of the hands solved (app.game.history.SolvedHand, from every way to play),
    by their difficulty score (the slower first on a tie); a hand is scored once."""
    scores: dict[tuple[str, str], float | None] = {}
    rows = []
    for hand in solved:
        key = (hand.numbers, hand.target)
        if key not in scores:
            try:
                numbers = [int(n) for n in hand.numbers.split()]
                scores[key] = score(numbers, Fraction(hand.target))
            except (ValueError, ArithmeticError):  # not a hand the solver reads, or no answer
                scores[key] = None
        value = scores[key]
        if value is not None:
            rows.append(SolvedRow(hand.numbers, value, float(hand.seconds), hand.mode))
    rows.sort(key=lambda row: (-row.score, -row.seconds))
    return tuple(rows[:count])


def history_stats(
    history: History,
    hardest: int = 10,
    today: date | None = None,
    operators: OperatorSet = ALL_OPERATORS,
) -> HistoryStats:
    """Read the player's record from the history: the daily puzzles of every set of
    operators, as every other record and the hardest hands solved count them, and the streak
    of the `operators` in use (each set has its own puzzle a day, and its own streak)."""
    matches = history.matches()
    puzzles = history.daily_results(None)
    days = history.daily_results(operators)
    on_the_day = [result.day for result in days if result.solved and not result.late]
    duels = history.duels()
    bests = history.tchisla_bests()
    every_room = history.room_games()
    rooms = [game for game in every_room if not game.joined]
    joined = [game for game in every_room if game.joined]
    against_the_computer = [(a.played_at, a.seconds) for a in history.answer_times()]
    return HistoryStats(
        points=tuple((m.player_points, m.computer_points) for m in matches if m.finished),
        abandoned=sum(not m.finished for m in matches),
        answer_times=tuple(seconds for _, seconds in against_the_computer),
        round_times=_in_order_played(against_the_computer, history.room_answer_times()),
        hardest_solved=hardest_solved(history.solved_hands(), hardest),
        practice=history.practice_totals(),
        reviews=len(history.reviews()),
        daily=(
            len(puzzles),
            sum(result.solved for result in puzzles),
            streak(on_the_day, today or date.today()),
            best_streak(on_the_day),
        ),
        daily_operators=operators,
        duels=(len(duels), sum(d.finished for d in duels)),
        tchisla=(len(bests), (bests[0].target, bests[0].digit, bests[0].copies) if bests else None),
        attack=(history.attack_count(), tuple(history.attack_bests(3))),
        rooms=(len(rooms), sum(game.rounds_played for game in rooms), _room_winner(rooms)),
        joined=(len(joined), sum(game.rounds_played for game in joined), _room_winner(joined)),
    )


def _in_order_played(*games: Sequence[tuple[str, float]]) -> tuple[float, ...]:
    """The seconds of rounds of several ways to play, each (when its game was kept, seconds)
    and in order, as one list in the order they were played."""
    every_round = sorted(itertools.chain(*games), key=lambda kept: kept[0])  # stable: in order
    return tuple(seconds for _, seconds in every_round)


def _rounds_played(rounds: int) -> str:
    """How many rounds were played in the rooms ("1 round played": its own plural)."""
    return translate("Stats", "%n rounds played", None, rounds)


def _last_room_text(last: tuple[str, int] | None) -> str:
    """Who came first in the last room game, and with how many points."""
    if last is None:
        return translate("Stats", "Nobody scored in the last one.")
    name, points = last
    return translate("Stats", "The last one: {name} first with %n points.", None, points).format(
        name=name
    )


def _room_winner(games: Sequence[Any]) -> tuple[str, int] | None:
    """The last room game's first player and points (None: none, or nobody scored)."""
    if not games or not games[-1].standings or not games[-1].standings[0].score:
        return None
    first = games[-1].standings[0]
    return first.name, first.score
