"""The daily puzzle: one hand a day, the same for everyone (`solver.daily`), and a streak.

The hand of the day comes from the date alone; its level rises through the week (Monday easy,
Sunday expert). The player solves it at leisure with the same graduated hints as practice (each
shown in the result) and may look for its other answers. The first result of a date is kept in
the history; the streak is the count of consecutive days solved up to today (or up to
yesterday, while today's is still open). Any past day can be played from the archive
(`open_day`; app.game.archive marks the days): its first result is kept as late, and a late
solve does not count for the streak. Dates come from an injected `today`, so tests can move
across days.

A game with fewer operators, or whole numbers only (Preferences), has its own puzzle each day, the
same for everybody who plays by those rules (`solver.daily`: the date and the set decide
the hand); its results, streak and archive are its own too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum
from typing import ClassVar, Protocol

from solver import ALL_OPERATORS, OperatorSet
from solver.daily import DailyPuzzle, puzzle

from ..i18n import sentences, translate
from .base_session import Act, Notice, Recorded
from .cards import cards_from_ranks
from .clock import Clock, seconds_text
from .cues import Effect
from .jobs import Cancel, Progress
from .levels import HandLevel, hand_level_name
from .puzzle import Attempt, HandPuzzle, PuzzleSession, Try


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
    #: played from the archive after its day: a late solve, not counted in the streak
    late: bool = False
    #: the rules the day was played by (each set has its own puzzle a day)
    operators: OperatorSet = ALL_OPERATORS


class DailyRecorder(Protocol):
    """Where daily results go (app.game.history.History)."""

    def daily_result(self, day: date, operators: OperatorSet) -> DailyResult | None:
        """The result kept for a date's puzzle of these rules."""
        ...

    def daily_solved_days(self, operators: OperatorSet) -> set[date]:
        """Every date whose puzzle of these rules was solved on the day (late solves are not
        counted)."""
        ...

    def daily_results(self, operators: OperatorSet) -> list[DailyResult]:
        """Every day's kept result of these rules, oldest first."""
        ...

    def record_daily(self, result: DailyResult) -> None:
        """Keep a date's result (only the first one counts)."""
        ...


def weekday_name(day: date) -> str:
    """A weekday's name in the player's language."""
    names = (
        translate("Daily", "Monday"),
        translate("Daily", "Tuesday"),
        translate("Daily", "Wednesday"),
        translate("Daily", "Thursday"),
        translate("Daily", "Friday"),
        translate("Daily", "Saturday"),
        translate("Daily", "Sunday"),
    )
    return names[day.weekday()]


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


def load_puzzle(
    day: date, cancel: Cancel | None = None, operators: OperatorSet = ALL_OPERATORS
) -> DailyPuzzle:
    """The puzzle of a date under these rules (slow the first time: run it in a worker)."""
    return puzzle(day, cancel=cancel, operators=operators)


@dataclass(frozen=True)
class DayJob:
    """Working out a date's puzzle (in a worker: the first one takes a moment)."""

    day: date
    operators: OperatorSet = ALL_OPERATORS

    def run(self, cancel: Cancel | None = None, report: Progress | None = None) -> DailyPuzzle:
        """The puzzle of the date."""
        return load_puzzle(self.day, cancel, self.operators)


class DailySession(PuzzleSession[DailyPhase, DailyRecorder]):
    """Today's puzzle (or a past day's), its hints, its result and the streak."""

    SOLVING = DailyPhase.SOLVING
    SOLVED = DailyPhase.SOLVED

    def __init__(
        self,
        *,
        clock: Clock,
        today: Callable[[], date] = date.today,
        recorder: Recorded[DailyRecorder] = None,
        operators: OperatorSet = ALL_OPERATORS,
    ) -> None:
        super().__init__(DailyPhase.LOADING, clock=clock, recorder=recorder)
        self.today = today
        #: the rules the puzzles are played by (`start` takes another set)
        self._operators = operators
        self.day = today()
        self.daily: DailyPuzzle | None = None
        #: the result kept for the day (the first try), once there is one
        self.result: DailyResult | None = None
        #: the day is a past one, opened from the archive (its first result is a late one)
        self.late = False

    # --- reading -----------------------------------------------------------------------------

    @property
    def operators(self) -> OperatorSet:
        """The rules the puzzles are played by (each set has its own puzzle a day)."""
        return self._operators

    @operators.setter
    def operators(self, operators: OperatorSet) -> None:
        self._operators = operators

    @property
    def level_name(self) -> str:
        """The day's level, in the player's language."""
        return "" if self.daily is None else hand_level_name(HandLevel(self.daily.level))

    @property
    def is_stale(self) -> bool:
        """Whether today's puzzle is shown and the date has changed since (a new one is
        waiting); a past day opened from the archive stays."""
        return not self.late and self.today() != self.day

    @property
    def new_day_due(self) -> bool:
        """Whether today's puzzle should replace the one on the table when the date is found
        changed since it was dealt as today's: yes unless the player is on its first try (not
        solved, answers not shown). A puzzle being worked on stays, and counts for its own day
        once solved; `new_day_text` says that today's is ready."""
        return self.is_stale and not (self.phase is DailyPhase.SOLVING and self.result is None)

    def new_day_text(self) -> str:
        """What to say while the puzzle on the table stays past its day ("" else)."""
        if not self.is_stale or self.phase is DailyPhase.LOADING:
            return ""
        return translate("Daily", "A new day has begun: today's puzzle is ready (Ctrl+N).")

    @property
    def is_today(self) -> bool:
        """Whether the day shown is today."""
        return self.day == self.today()

    #: What Enter does: check the answer (the archive's view plays the chosen day).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        DailyPhase.SOLVING: Act.SUBMIT,
        DailyPhase.SOLVED: Act.SUBMIT,
    }

    def streak(self) -> int:
        """Consecutive days solved (today included once solved)."""
        if self.recorder is None:
            result = self.result
            return 1 if result is not None and result.solved and not result.late else 0
        return self._read(
            lambda recorder: streak(recorder.daily_solved_days(self.operators), self.today()), 0
        )

    # --- the day -------------------------------------------------------------------------------

    def results(self) -> list[DailyResult]:
        """Every day's kept result (for the archive), oldest first."""
        return self._read(lambda recorder: recorder.daily_results(self.operators), [])

    def start(self, operators: OperatorSet | None = None) -> DayJob:
        """Go to today's puzzle (of these rules, if given); returns the job that works it out."""
        if operators is not None:
            self.operators = operators
        return DayJob(self.reload(), self.operators)

    def open_day(self, day: date) -> DayJob | None:
        """Go to a day's puzzle: today's, or a past day's from the archive (played late);
        returns the job that works it out (None: a day to come, which cannot be played)."""
        if day > self.today():
            return None
        return DayJob(self.reload(day), self.operators)

    def reload(self, day: date | None = None) -> date:
        """Go to today's puzzle (after midnight, say), or to a past day's; returns the date to
        load."""
        today = self.today()
        self.day = today if day is None else day
        self.late = self.day < today
        self.phase = DailyPhase.LOADING
        self._new_game()
        self.daily = None
        self.puzzle = None
        self.result = None
        self.last = None
        return self.day

    def dealt(self, result: DailyPuzzle) -> bool:
        """The job is done: the day's puzzle (`loaded`)."""
        return self.loaded(result)

    def deal_failed(self, message: str) -> None:
        """The day's puzzle could not be worked out (it should not happen): say so."""
        self.notice = Notice(
            translate("Daily", "Today's puzzle could not be worked out: {reason}").format(
                reason=message
            ),
            True,
        )

    def loaded(self, daily: DailyPuzzle) -> bool:
        """The day's puzzle was worked out: show it (False: it is for another day)."""
        if (
            daily.date != self.day
            or daily.operators != self.operators
            or self.phase is not DailyPhase.LOADING
        ):
            return False
        self.daily = daily
        self.puzzle = HandPuzzle(
            cards_from_ranks(daily.hand), 24, daily.solutions, operators=self.operators
        )
        self.last = None
        self.watch.start()
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
            self.watch.stop()
            self.phase = DailyPhase.SOLVED
            self._keep_result(solved=True)
        return attempt

    def result_text(self) -> str:
        """How the day went, for people (the kept result, which is the first try)."""
        result = self.result
        if result is None:
            return ""
        if not result.solved:
            text = (
                translate("Daily", "Today's puzzle was not solved: the answers were shown.")
                if result.day == self.today()
                else translate("Daily", "This puzzle was not solved: the answers were shown.")
            )
        elif result.hints:
            text = translate("Daily", "Solved in {time} with %n hints.", None, result.hints).format(
                time=seconds_text(result.seconds, 0)
            )
        else:
            text = translate("Daily", "Solved in {time}, without a hint.").format(
                time=seconds_text(result.seconds, 0)
            )
        if result.late:
            text = sentences(
                text,
                translate("Daily", "Played later, from the archive: not counted in the streak."),
            )
        return text

    # --- helpers -------------------------------------------------------------------------------

    def _answer_shown(self) -> None:
        """The answers are shown: shown before a right one, the day counts as not solved (the
        first result is the one kept)."""
        self.phase = DailyPhase.SHOWN
        self._keep_result(solved=False)

    def _kept(self) -> DailyResult | None:
        day, operators = self.day, self.operators
        return self._read(lambda recorder: recorder.daily_result(day, operators), None)

    def _keep_result(self, solved: bool) -> None:
        """Keep the day's result unless one is kept already (the first try counts)."""
        if self.result is not None or self.daily is None or self.puzzle is None:
            return
        result = self.result = DailyResult(
            self.day,
            self.daily.hand,
            self.daily.level,
            solved,
            self.seconds(),
            len(self.puzzle.hints),
            self.late,
            self.operators,
        )
        self._keep(
            lambda recorder: recorder.record_daily(result),
            translate("Daily", "Today's result could not be saved in your history: {reason}"),
        )
