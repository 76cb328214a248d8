"""Tchisla's model: what its view shows, worked out without widgets (the requests, the
answers' words, a puzzle being played). The solver itself is `solver.tchisla`.

A `TchislaRequest` is a target with one digit or all of 1..9; a `DigitSweep` solves its digits
in turn in one job and keeps each result as it comes, so the view can show the rows one by one.
A `TchislaSession` is the puzzle, a way to play like the others: the player types answers, which
are checked exactly (`solver.tchisla.check_answer`) and compared with the fewest copies the
solver finds meanwhile (its search, `PuzzleSearch`, runs in the view's worker).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Protocol, Unpack

from solver import Cancelled, NumberError, ParseError, SolverError
from solver.tchisla import TchislaResult, check_answer, check_digit, read_target, tchisla

from ..i18n import ended, sentences, translate
from .base_session import Session, SessionArgs, stored
from .jobs import Cancel, Progress

DIGITS = tuple(range(1, 10))


@dataclass(frozen=True)
class TchislaRequest:
    """One puzzle: reach `target` with copies of each of `digits` in turn (one digit or 1..9)."""

    target: int
    digits: tuple[int, ...]

    @classmethod
    def parse(cls, target_text: str, digits: int | Sequence[int] = DIGITS) -> TchislaRequest:
        """The typed target with one digit or several (default 1..9); NumberError if bad."""
        chosen = (digits,) if isinstance(digits, int) else tuple(digits)
        if not chosen:
            raise NumberError(translate("Tchisla", "choose at least one digit"))
        return cls(read_target(target_text), tuple(check_digit(digit) for digit in chosen))

    def __str__(self) -> str:
        first, last = self.digits[0], self.digits[-1]
        if len(self.digits) == 1:
            return f"{self.target} # {first}"
        if self.digits == tuple(range(first, last + 1)):
            return f"{self.target} # {first}..{last}"
        return f"{self.target} # {', '.join(map(str, self.digits))}"


class DigitSweep:
    """A request solved digit by digit; the results so far can be read while it runs."""

    def __init__(self, request: TchislaRequest) -> None:
        self.request = request
        self._results: list[TchislaResult] = []
        self._lock = threading.Lock()

    @property
    def results(self) -> tuple[TchislaResult, ...]:
        """The digits solved so far, in order (safe to read while `solve` runs in a worker)."""
        with self._lock:
            return tuple(self._results)

    def solve(
        self, cancel: Cancel | None = None, report: Progress | None = None
    ) -> tuple[TchislaResult, ...]:
        """Solve each digit, calling report(done, total) after each; Cancelled if cancel says so.

        While a digit is searched, report(copies, 0) tells each count of copies as it starts
        (total 0 marks it apart from the digits done).
        """
        target, digits = self.request.target, self.request.digits
        searching = None if report is None else (lambda copies: report(copies, 0))
        for done, digit in enumerate(digits, 1):
            if cancel is not None and cancel():
                raise Cancelled("cancelled")
            result = tchisla(target, digit, cancel=cancel, progress=searching)
            with self._lock:
                self._results.append(result)
            if report is not None:
                report(done, len(digits))
        return self.results


@dataclass(frozen=True)
class TchislaAnswer:
    """The words the view shows for a result."""

    answer: str
    count: str
    steps: tuple[str, ...]
    found: bool


def describe(result: TchislaResult) -> TchislaAnswer:
    """How a result reads: the expression, the count of copies, the working; or, when nothing
    was found, a short headline and why (the limits) below it."""
    if result.count is None:
        headline = translate("Tchisla", "{target} # {digit}: not found").format(
            target=result.target, digit=result.digit
        )
        return TchislaAnswer(headline, result.message, (), False)
    answer = f"{result.target} = {result.display()}"
    count = translate("Tchisla", "{copies} (the fewest within the search limits)").format(
        copies=copies_text(result.count, result.digit)
    )
    return TchislaAnswer(answer, count, working(result), True)


def working(result: TchislaResult) -> tuple[str, ...]:
    """The working of an answer, a line per step; a step that says nothing ("√7 = √7": a root
    that stays a root) is left out."""
    lines = (str(step) for step in result.steps)
    return tuple(line for line in lines if len(set(line.split(" = "))) > 1)


# --- the table of digits ---------------------------------------------------------------------


def _waiting_words(searching: bool, stopped: bool) -> str:
    """What the row of a digit not solved yet says."""
    if stopped:
        return translate("Tchisla", "not searched")
    return translate("Tchisla", "searching …") if searching else translate("Tchisla", "waiting")


@dataclass(frozen=True)
class DigitRow:
    """One row of the table: the digit, its count of copies and its expression (or why none)."""

    digit: int
    copies: str
    expression: str
    found: bool


def digit_row(result: TchislaResult) -> DigitRow:
    """A solved digit's row; a digit not found says why instead of an expression."""
    if result.count is None:
        return DigitRow(result.digit, "—", result.message, False)
    return DigitRow(result.digit, str(result.count), result.display(), True)


def digit_rows(
    digits: Sequence[int], results: Sequence[TchislaResult], stopped: bool = False
) -> list[DigitRow]:
    """A row per digit: solved ones from the results, then the one searching and those waiting."""
    rows = [digit_row(result) for result in results]
    for index, digit in enumerate(digits[len(results) :]):
        rows.append(DigitRow(digit, "", _waiting_words(index == 0, stopped), False))
    return rows


def progress_text(done: int, total: int) -> str:
    """'3 of 9 digits', '1 of 1 digit'."""
    return translate("Tchisla", "{done} of %n digits", None, total).format(done=done)


def summary_text(name: str, results: Sequence[TchislaResult]) -> str:
    """What a finished solve says: how many digits were found and how many were not."""
    missing = sum(1 for result in results if not result.found)
    if len(results) == 1:
        if missing:
            return translate("Tchisla", "{name}: not found within the search limits.").format(
                name=name
            )
        return translate("Tchisla", "{name}: solved.").format(name=name)
    if not missing:
        return translate("Tchisla", "{name}: found for all %n digits.", None, len(results)).format(
            name=name
        )
    return translate(
        "Tchisla",
        "{name}: found for {found} of %n digits; {missing} not found within the search limits.",
        None,
        len(results),
    ).format(name=name, found=len(results) - missing, missing=missing)


def stopped_text(done: int, total: int) -> str:
    """What a cancelled solve says."""
    if total == 1:
        return translate("Tchisla", "Cancelled: press Solve to start again.")
    return translate(
        "Tchisla", "Cancelled after {progress}: press Solve all digits to start again."
    ).format(progress=progress_text(done, total))


# --- the puzzle ------------------------------------------------------------------------------

#: Dealt puzzles: a target in this range (every one solved in about a second) and any digit.
DEAL_TARGETS = range(10, 1000)


#: Each digit's count in words, singular and plural (whole messages, for the translators).
_COPIES: dict[int, tuple[Callable[[], str], Callable[[int], str]]] = {
    1: (
        lambda: translate("Tchisla", "1 one"),
        lambda n: translate("Tchisla", "%n ones", None, n),
    ),
    2: (
        lambda: translate("Tchisla", "1 two"),
        lambda n: translate("Tchisla", "%n twos", None, n),
    ),
    3: (
        lambda: translate("Tchisla", "1 three"),
        lambda n: translate("Tchisla", "%n threes", None, n),
    ),
    4: (
        lambda: translate("Tchisla", "1 four"),
        lambda n: translate("Tchisla", "%n fours", None, n),
    ),
    5: (
        lambda: translate("Tchisla", "1 five"),
        lambda n: translate("Tchisla", "%n fives", None, n),
    ),
    6: (
        lambda: translate("Tchisla", "1 six"),
        lambda n: translate("Tchisla", "%n sixes", None, n),
    ),
    7: (
        lambda: translate("Tchisla", "1 seven"),
        lambda n: translate("Tchisla", "%n sevens", None, n),
    ),
    8: (
        lambda: translate("Tchisla", "1 eight"),
        lambda n: translate("Tchisla", "%n eights", None, n),
    ),
    9: (
        lambda: translate("Tchisla", "1 nine"),
        lambda n: translate("Tchisla", "%n nines", None, n),
    ),
}


def copies_text(count: int, digit: int) -> str:
    """'6 sevens', '1 four', '2 sixes'."""
    one, many = _COPIES[digit]
    return one() if count == 1 else many(count)


def searching_words(copies: int) -> str:
    """'searching 7 copies…' while the solver works on that count."""
    return translate("Tchisla", "searching %n copies…", None, copies)


class Kind(Enum):
    """What became of a typed answer."""

    UNREAD = "unread"  # not an answer, or one that breaks a rule (the message says where)
    WRONG = "wrong"  # an answer, but not worth the target
    RIGHT = "right"


@dataclass(frozen=True)
class Feedback:
    """What the puzzle says about an answer; `position` (1-based) points at a problem."""

    kind: Kind
    message: str
    position: int | None = None
    count: int | None = None

    @property
    def accepted(self) -> bool:
        """Whether the answer is right."""
        return self.kind is Kind.RIGHT


class TchislaRecorder(Protocol):
    """Where the best answers are kept (app.game.history.History)."""

    def record_tchisla(self, target: int, digit: int, copies: int, answer: str) -> bool: ...

    def tchisla_best(self, target: int, digit: int) -> Any: ...


@dataclass(frozen=True)
class Puzzle:
    """Reach `target` with as few copies of `digit` as you can."""

    target: int
    digit: int

    @classmethod
    def deal(cls, rng: random.Random) -> Puzzle:
        """A random puzzle: a target from DEAL_TARGETS and a digit 1..9."""
        return cls(rng.choice(DEAL_TARGETS), rng.randint(1, 9))

    @classmethod
    def parse(cls, target_text: str, digit: int) -> Puzzle:
        """The typed target with a digit; NumberError if either is bad."""
        return cls(read_target(target_text), check_digit(digit))

    def search(self, cancel: Cancel | None = None, report: Progress | None = None) -> TchislaResult:
        """The fewest copies, as the solver finds them; report(copies, 0) as each count starts."""
        progress = None if report is None else (lambda copies: report(copies, 0))
        return tchisla(self.target, self.digit, cancel=cancel, progress=progress)

    def task(self) -> str:
        """'Make 11 with as few sevens as you can.'"""
        return translate(
            "Tchisla", "Make {target} with as few copies of {digit} as you can."
        ).format(target=self.target, digit=self.digit)


@dataclass(frozen=True)
class PuzzleSearch:
    """The solver's search for a puzzle's fewest copies: a job the view runs in its worker."""

    puzzle: Puzzle

    def run(self, cancel: Cancel | None = None, report: Progress | None = None) -> TchislaResult:
        """The fewest copies; report(copies, 0) as each count starts."""
        return self.puzzle.search(cancel, report)


class TchislaPhase(Enum):
    """Where the puzzle is."""

    READY = "ready"  # no puzzle yet: choose one or be dealt one
    PLAYING = "playing"  # answers are checked; the solver looks for the fewest meanwhile


class TchislaSession(Session[TchislaPhase, TchislaRecorder]):
    """Tchisla's puzzle, one at a time: the answers typed, the solver's fewest, the hints shown,
    and what the feedback line says.

    The solver runs in the view's worker (`start` hands the view the search): it tells each
    count of copies it starts on (`progress`), then its answer (`dealt`), or it stops
    (`deal_failed`, `cancelled`). Answers can be checked before it is done; the comparison with
    the fewest comes as soon as it is known.
    """

    def __init__(self, **args: Unpack[SessionArgs[TchislaRecorder]]) -> None:
        super().__init__(TchislaPhase.READY, **args)
        self.puzzle: Puzzle | None = None
        self.solution: TchislaResult | None = None
        self.copies_searched: int | None = None
        self.search_ended = False
        #: the player stopped the search (Esc) before it found anything
        self.stopped_by_player = False
        self.hints = 0
        self.last: Feedback | None = None
        self.best: tuple[int, str] | None = None
        #: what the feedback line says instead of the last answer's verdict (a hint, a puzzle
        #: that cannot start), and whether that is a problem
        self._said: str | None = None
        self._said_wrong = False
        #: the line says a hint waits for the solver (said again once the search ends)
        self._hint_waits = False

    # --- a puzzle -------------------------------------------------------------------------------

    def deal(self) -> PuzzleSearch:
        """Start a random puzzle (`start`)."""
        return self.start(Puzzle.deal(self.rng))

    def open(self, target_text: str, digit: int) -> PuzzleSearch | None:
        """Start the typed puzzle (`start`); None (and the feedback line says why) when it
        cannot be read, the puzzle on the table going on."""
        try:
            puzzle = Puzzle.parse(target_text, digit)
        except SolverError as error:
            self._say(translate("Tchisla", "Cannot start: {reason}.").format(reason=error), True)
            return None
        return self.start(puzzle)

    def start(self, puzzle: Puzzle) -> PuzzleSearch:
        """Play `puzzle` from its start; returns the solver's search for the view to run."""
        self.puzzle = puzzle
        self.phase = TchislaPhase.PLAYING
        self.solution = self.copies_searched = self.last = None
        self.search_ended = self.stopped_by_player = False
        self.hints = 0
        best = self._read(lambda recorder: recorder.tchisla_best(puzzle.target, puzzle.digit), None)
        self.best = (best.copies, best.answer) if best else None
        self._say("")
        job = self._job = PuzzleSearch(puzzle)
        return job

    # --- the solver -----------------------------------------------------------------------------

    def progress(self, done: int, total: int) -> bool:
        """The search has started on `done` copies (`total` is 0)."""
        self.searching(done)
        return True

    def dealt(self, result: TchislaResult) -> bool:
        """The search is done (found or not)."""
        self.solved(result)
        return True

    def deal_failed(self, message: str) -> None:
        """The search failed: no fewest to compare with."""
        self.stopped()

    def cancelled(self) -> bool:
        """The player stopped the search: no fewest to compare with (nor "no answer")."""
        self.stopped(cancelled=True)
        return True

    def searching(self, copies: int) -> None:
        """The solver has started on this count of copies."""
        self.copies_searched = copies

    def solved(self, result: TchislaResult) -> None:
        """The solver is done (found or not); a right answer already given is compared now."""
        self.solution = result if result.found else None
        self.search_ended = True
        self.copies_searched = None
        self._job = None
        if self.last is not None and self.last.kind is Kind.RIGHT and self.last.count:
            self.last = self._right(self.last.count)
        self.say_last()
        if self._hint_waits:  # found: Hint now gives a step; not found: say so
            self._say(None if self.solution is not None else self.hint())

    def stopped(self, cancelled: bool = False) -> None:
        """The search was cancelled by the player (or failed): no fewest to compare with."""
        self.search_ended = True
        self.stopped_by_player = cancelled
        self.copies_searched = None
        self._job = None
        if self._hint_waits:
            self._say(self.hint())

    @property
    def fewest(self) -> int | None:
        """The fewest copies the solver found (None while searching or if it found none)."""
        return None if self.solution is None else self.solution.count

    def search_text(self) -> str:
        """How the solver is doing, in words."""
        if self.copies_searched is not None:
            return searching_words(self.copies_searched)
        if self.fewest is not None:
            return translate("Tchisla", "The solver is done.")
        if self.stopped_by_player:
            return translate("Tchisla", "You stopped the search: press Start to search again.")
        if self.search_ended:
            return translate("Tchisla", "The solver stopped without an answer.")
        return ""

    # --- the player -----------------------------------------------------------------------------

    def submit(self, text: str) -> Feedback | None:
        """Check a typed answer exactly; a right one is kept in the history if it is a best.
        None when no puzzle is on the table (the feedback line says so)."""
        puzzle = self.puzzle
        if puzzle is None:
            self._say(
                translate("Tchisla", "Start a puzzle first: Start, or Deal a puzzle (Ctrl+N)."),
                True,
            )
            return None
        self.last = self._checked(puzzle, text)
        self.say_last()
        return self.last

    def _checked(self, puzzle: Puzzle, text: str) -> Feedback:
        """What a typed answer is worth; a right one is kept in the history if it is a best."""
        try:
            checked = check_answer(text, puzzle.target, puzzle.digit)
        except ParseError as error:
            return Feedback(Kind.UNREAD, ended(str(error)), error.position)
        if not checked.correct:
            return Feedback(Kind.WRONG, ended(str(checked)), None, checked.count)
        count = checked.count
        if self.best is None or count < self.best[0]:
            self.best = (count, checked.display())
        right = self._right(count)
        recorder = self.recorder
        if recorder is None:
            return right
        unsaved = stored(
            lambda: recorder.record_tchisla(puzzle.target, puzzle.digit, count, checked.display()),
            translate("Tchisla", "Your best could not be saved in your history: {reason}"),
        )
        if unsaved is None:
            return right
        return replace(right, message=sentences(right.message, unsaved))

    def _right(self, count: int) -> Feedback:
        """What a right answer with `count` copies says, compared with the fewest if known."""
        assert self.puzzle is not None
        words = copies_text(count, self.puzzle.digit)
        fewest = self.fewest
        if fewest is None:
            if self.search_ended:
                message = translate("Tchisla", "Right: {copies}.").format(copies=words)
            else:
                message = translate(
                    "Tchisla", "Right: {copies}. The solver is still looking for the fewest."
                ).format(copies=words)
        elif count == fewest:
            message = translate("Tchisla", "Right: {copies}, as few as we know.").format(
                copies=words
            )
        elif count > fewest:
            message = translate("Tchisla", "Right: {copies}. The fewest we know is {fewest}.")
            message = message.format(copies=words, fewest=fewest)
        else:
            message = translate(
                "Tchisla",
                "Right: {copies}, fewer than the {fewest} the solver found within its limits!",
            ).format(copies=words, fewest=fewest)
        return Feedback(Kind.RIGHT, message, None, count)

    def best_text(self) -> str:
        """The player's best for this puzzle, from the history and this session."""
        if self.best is None or self.puzzle is None:
            return translate("Tchisla", "No answer of yours for this puzzle yet.")
        copies, answer = self.best
        return translate("Tchisla", "Your best: {copies}, {answer}").format(
            copies=copies_text(copies, self.puzzle.digit), answer=answer
        )

    @property
    def hints_left(self) -> int:
        """Steps of a best answer not revealed yet (none before the solver has one)."""
        return 0 if self.solution is None else max(0, len(self.solution.steps) - self.hints)

    def take_hint(self) -> str | None:
        """The next hint (`hint`), if a puzzle is on the table; the feedback line says it."""
        if self.puzzle is None:
            return None
        text = self.hint()
        self._say(text)
        self._hint_waits = self.solution is None and not self.search_ended
        return text

    def hint(self) -> str:
        """Reveal one more step of a best answer, from the last step back; or say why not."""
        if self.solution is None:
            if self.stopped_by_player:
                return translate(
                    "Tchisla", "No hint: you stopped the search. Press Start to search again."
                )
            if self.search_ended:
                return translate("Tchisla", "No hint: the solver found no answer.")
            return translate("Tchisla", "No hint yet: the solver is still looking.")
        steps = working(self.solution)
        if not steps:  # the answer is the digit itself, or a repeat of it
            return translate("Tchisla", "Hint: the answer is just {answer}.").format(
                answer=self.solution.display()
            )
        if self.hints < len(steps):
            self.hints += 1
        return translate("Tchisla", "Hint {number} of {total}: {step}").format(
            number=self.hints, total=len(steps), step=steps[len(steps) - self.hints]
        )

    def hints_shown(self) -> list[str]:
        """The steps revealed so far, the last step of the answer first."""
        if self.solution is None:
            return []
        steps = working(self.solution)
        return [steps[len(steps) - i] for i in range(1, self.hints + 1)]

    # --- the feedback line ----------------------------------------------------------------------

    @property
    def feedback_text(self) -> str:
        """What the feedback line says: a hint or a problem said last, else the last answer's
        verdict."""
        if self._said is not None:
            return self._said
        return "" if self.last is None else self.last.message

    @property
    def feedback_bad(self) -> bool:
        """Whether the feedback line is drawn as a problem: what it says is one (a line said
        since the last answer, a hint for one, has its own look, whatever the verdict before it),
        or else the last answer was not right."""
        if self._said is not None:
            return self._said_wrong
        return self.last is not None and self.last.kind is not Kind.RIGHT

    def say_last(self) -> None:
        """The feedback line says the last answer's verdict again (if there is one), instead of
        a hint or a problem said since (a new verdict, the solver's answer, a new language)."""
        if self.last is not None:
            self._say(None)

    def _say(self, text: str | None, wrong: bool = False) -> None:
        self._said = text
        self._said_wrong = wrong
        self._hint_waits = False
