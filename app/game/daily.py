"""The daily puzzle: one hand a day, the same for everyone (`solver.daily`), and a streak.

The hand of the day comes from the date alone; its level rises through the week (Monday easy,
Sunday expert). The player solves it at leisure with the same graduated hints as practice (each
shown in the result) and may look for its other answers. The first result of a date is kept in
the history; the streak is the count of consecutive days solved up to today (or up to
yesterday, while today's is still open). Dates come from an injected `today`, so tests can move
across days.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum
from typing import Protocol

from solver.make24.daily import DailyPuzzle, puzzle

from ..i18n import translate
from .cards import cards_from_ranks
from .clock import Clock
from .cues import Cues, Effect
from .levels import HandLevel, hand_level_name
from .puzzle import Attempt, HandPuzzle, Try

Cancel = Callable[[], bool]


class DailyPhase(Enum):
    """Where the daily puzzle is."""

    LOADING = "loading"  # the day's hand is being worked out (a worker)
    SOLVING = "solving"
    SOLVED = "solved"  # found: the player may look for more
    SHOWN = "shown"  # given up: the answers are shown


@dataclass(frozen=True)
class DailyResult:
    """How a day's puzzle went (the first try of the day is kept)."""

    day: date
    hand: tuple[int, ...]
    level: str
    solved: bool
    seconds: float
    hints: int


class DailyRecorder(Protocol):
    """Where daily results go (app.game.history.History)."""

    def daily_result(self, day: date) -> DailyResult | None:
        """The result kept for a date."""
        ...

    def daily_solved_days(self) -> set[date]:
        """Every date whose puzzle was solved."""
        ...

    def record_daily(self, result: DailyResult) -> None:
        """Keep a date's result (only the first one counts)."""
        ...


def streak(solved: Iterable[date], today: date) -> int:
    """Consecutive days solved, ending today, or yesterday if today is not solved yet.

    >>> days = {date(2026, 11, 20), date(2026, 11, 21)}
    >>> streak(days, date(2026, 11, 22)), streak(days, date(2026, 11, 23))
    (2, 0)
    """
    days = set(solved)
    day = today if today in days else today - timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


def best_streak(solved: Iterable[date]) -> int:
    """The most consecutive days ever solved.

    >>> best_streak([date(2026, 1, d) for d in (1, 2, 3, 7, 8)]), best_streak([])
    (3, 0)
    """
    days = set(solved)
    return max(
        (streak(days, day) for day in days if day + timedelta(days=1) not in days), default=0
    )


def load_puzzle(day: date, cancel: Cancel | None = None) -> DailyPuzzle:
    """The puzzle of a date (slow the first time: run it in a worker)."""
    return puzzle(day, cancel=cancel)


class DailySession:
    """Today's puzzle, its hints, its result and the streak."""

    def __init__(
        self,
        *,
        clock: Clock,
        today: Callable[[], date] = date.today,
        recorder: DailyRecorder | None = None,
    ) -> None:
        self.clock = clock
        self.today = today
        self.recorder = recorder
        self.phase = DailyPhase.LOADING
        self.day = today()
        self.daily: DailyPuzzle | None = None
        self.puzzle: HandPuzzle | None = None
        self.last: Attempt | None = None
        #: the result kept for the day (the first try), once there is one
        self.result: DailyResult | None = None
        self.notice = ""
        #: the sounds the moments call for (the view plays them)
        self.cues = Cues()
        self._shown_at = 0.0
        self._seconds: float | None = None

    # --- reading -----------------------------------------------------------------------------

    @property
    def level_name(self) -> str:
        """The day's level, in the player's language."""
        return "" if self.daily is None else hand_level_name(HandLevel(self.daily.level))

    @property
    def is_stale(self) -> bool:
        """Whether the date has changed since this puzzle was loaded (a new one is waiting)."""
        return self.today() != self.day

    def seconds(self) -> float:
        """Seconds on the puzzle (frozen once solved or given up)."""
        if self._seconds is not None:
            return self._seconds
        return self.clock.now() - self._shown_at if self.puzzle is not None else 0.0

    def streak(self) -> int:
        """Consecutive days solved (today included once solved)."""
        if self.recorder is None:
            return 1 if self.result is not None and self.result.solved else 0
        try:
            return streak(self.recorder.daily_solved_days(), self.today())
        except (sqlite3.Error, OSError):
            return 0

    # --- the day -------------------------------------------------------------------------------

    def reload(self) -> date:
        """Go to today's puzzle (after midnight, say); returns the date to load."""
        self.day = self.today()
        self.phase = DailyPhase.LOADING
        self.daily = None
        self.puzzle = None
        self.result = None
        self.last = None
        return self.day

    def loaded(self, daily: DailyPuzzle) -> bool:
        """The day's puzzle was worked out: show it (False: it is for another day)."""
        if daily.date != self.day or self.phase is not DailyPhase.LOADING:
            return False
        self.daily = daily
        self.puzzle = HandPuzzle(cards_from_ranks(daily.hand), 24, daily.solutions)
        self.last = None
        self._shown_at = self.clock.now()
        self._seconds = None
        self.result = self._kept()
        self.phase = DailyPhase.SOLVING
        return True

    # --- the player ----------------------------------------------------------------------------

    def submit(self, text: str) -> Attempt | None:
        """Check a typed answer; the first right one solves the day."""
        puzzle = self.puzzle
        if puzzle is None or self.phase not in (DailyPhase.SOLVING, DailyPhase.SOLVED):
            return None
        attempt = puzzle.attempt(text)
        self.last = attempt
        if attempt.kind is not Try.AGAIN:
            self.cues.add(Effect.RIGHT if attempt.kind is Try.NEW else Effect.WRONG)
        if attempt.kind is Try.NEW and self.phase is DailyPhase.SOLVING:
            self._seconds = self.seconds()
            self.phase = DailyPhase.SOLVED
            self._keep(solved=True)
        return attempt

    def hint(self) -> str | None:
        """The next hint; the last one shows the answer (the day is then not solved)."""
        puzzle = self.puzzle
        if puzzle is None or self.phase is not DailyPhase.SOLVING:
            return None
        text = puzzle.hint()
        if puzzle.revealed:
            self._give_up()
        return text

    def give_up(self) -> None:
        """Show the answers (the day counts as not solved); after a right answer, the others."""
        puzzle = self.puzzle
        if puzzle is None or self.phase not in (DailyPhase.SOLVING, DailyPhase.SOLVED):
            return
        puzzle.reveal()
        if self.phase is DailyPhase.SOLVING:
            self._give_up()
        self.phase = DailyPhase.SHOWN

    def result_text(self) -> str:
        """How the day went, for people (the kept result, which is the first try)."""
        result = self.result
        if result is None:
            return ""
        if not result.solved:
            return translate("Daily", "Today's puzzle was not solved: the answers were shown.")
        if result.hints:
            return translate(
                "Daily", "Solved in {seconds:.0f} s with %n hints.", None, result.hints
            ).format(seconds=result.seconds)
        return translate("Daily", "Solved in {seconds:.0f} s, without a hint.").format(
            seconds=result.seconds
        )

    # --- helpers -------------------------------------------------------------------------------

    def _give_up(self) -> None:
        self._seconds = self.seconds()
        self.phase = DailyPhase.SHOWN
        self._keep(solved=False)

    def _kept(self) -> DailyResult | None:
        if self.recorder is None:
            return None
        try:
            return self.recorder.daily_result(self.day)
        except (sqlite3.Error, OSError):
            return None

    def _keep(self, solved: bool) -> None:
        """Keep the day's result unless one is kept already (the first try counts)."""
        if self.result is not None or self.daily is None or self.puzzle is None:
            return
        self.result = DailyResult(
            self.day,
            self.daily.hand,
            self.daily.level,
            solved,
            self.seconds(),
            len(self.puzzle.hints),
        )
        if self.recorder is None:
            return
        try:
            self.recorder.record_daily(self.result)
        except (sqlite3.Error, OSError) as error:
            self.notice = translate(
                "Daily", "Today's result could not be saved in your history: {reason}"
            ).format(reason=error)
