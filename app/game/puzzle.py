"""One hand to solve at leisure: graduated hints and every different answer, as plain state.

Practice, Learn and the daily puzzle show a hand and let the player work on it without a clock
racing them: hints come one at a time, from a nudge to the whole answer. Practice's and Learn's
are the rungs of the coach's ladder (`rungs`: a plan for the last step, the numbers to make, a
first step, the answer; `app.game.coaching` says which rungs a game shows); the daily puzzle's are
three (the last step's split, then the first step, then the answer). Once a right answer is in,
the player may look for the others: `solver.identify` tells which distinct answer a typed one is,
so writing an answer found before in another form is recognised. `PuzzleSession` is what the
three ways to play share: the puzzle on the table, its seconds and its hints.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Unpack

from solver import (
    ALL_OPERATORS,
    OperatorSet,
    Q,
    Rung,
    Solution,
    format_number,
    identify,
    last_split,
)
from solver.difficulty import easiest

from ..i18n import translate
from .answer import check_answer
from .base_session import PhaseT, RecorderT, Session, SessionArgs
from .cards import Card
from .clock import Stopwatch
from .coaching import card_names

#: The hints without a ladder (the daily puzzle's), from the least to the most given away.
HINT_LEVELS = 3
#: The rungs of a ladder shown at once: the last taken, and the one before for its context.
SHOWN_RUNGS = 2


class Try(Enum):
    """What a typed answer turned out to be."""

    WRONG = "wrong"  # not a solution (the message says why)
    NEW = "new"  # a solution not found before
    AGAIN = "again"  # a solution found before, written another way


@dataclass(frozen=True)
class Attempt:
    """The verdict on one typed answer."""

    kind: Try
    message: str
    solution: Solution | None = None
    #: 1-based column of a syntax error, if that was the problem
    position: int | None = None

    @property
    def accepted(self) -> bool:
        """Whether the answer is one of the hand's (new or found before): the answer line is
        then emptied."""
        return self.kind is not Try.WRONG


@dataclass
class HandPuzzle:
    """A hand, its distinct solutions, what the player found and the hints taken."""

    cards: tuple[Card, ...]
    target: Q
    solutions: tuple[Solution, ...]
    found: list[Solution] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    revealed: bool = False
    #: the operators answers may use, and whether every step must be a whole number
    operators: OperatorSet = ALL_OPERATORS
    #: the coach's rungs the hints are, least revealing first, the last the answer (none: the
    #: three hints of `HINT_LEVELS`)
    rungs: tuple[Rung, ...] = ()

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers of the cards."""
        return tuple(card.value for card in self.cards)

    @property
    def solved(self) -> bool:
        """Whether the player found an answer by themselves (not from the last hint)."""
        return bool(self.found)

    @property
    def complete(self) -> bool:
        """Whether every distinct answer has been found."""
        return len(self.found) == len(self.solutions)

    @property
    def hint_count(self) -> int:
        """How many hints the hand has: its rungs, else `HINT_LEVELS`."""
        return len(self.rungs) if self.rungs else HINT_LEVELS

    @property
    def hints_left(self) -> int:
        """Hints that can still be taken (none after the answer is found or shown)."""
        if self.found or self.revealed:
            return 0
        return max(0, self.hint_count - len(self.hints))

    @property
    def can_hint(self) -> bool:
        """Whether another hint can be taken (none after the answer is found or shown)."""
        return self.hints_left > 0

    def hint_text(self) -> str:
        """The hints as shown under the answer: every one taken, one a line; of a ladder, the
        last `SHOWN_RUNGS` taken, each with its place ("Hint 2 of 4: …")."""
        if not self.rungs:
            return "\n".join(self.hints)
        first = max(0, len(self.hints) - SHOWN_RUNGS)
        return "\n".join(
            translate("Puzzle", "Hint {number} of {count}: {hint}").format(
                number=number, count=len(self.rungs), hint=hint
            )
            for number, hint in enumerate(self.hints[first:], first + 1)
        )

    @property
    def rungs_taken(self) -> tuple[Rung, ...]:
        """The rungs shown so far, least revealing first."""
        return self.rungs[: len(self.hints)]

    def progress(self) -> str:
        """'1 of 3 different answers found'."""
        return translate(
            "Puzzle", "{found} of %n different answers found", None, len(self.solutions)
        ).format(found=len(self.found))

    def attempt(self, text: str) -> Attempt:
        """Check a typed answer: a new answer, one found before, or why it is not one."""
        result = check_answer(text, self.cards, self.target, self.operators)
        if not result.ok:
            return Attempt(Try.WRONG, result.message, position=result.position)
        solution = self._which(result.expression)
        if solution in self.found:
            return Attempt(
                Try.AGAIN,
                translate(
                    "Puzzle", "That is {answer} again, written another way. {progress}."
                ).format(answer=solution.display(), progress=self.progress()),
                solution,
            )
        self.found.append(solution)
        if self.complete:
            message = translate(
                "Puzzle", "Right! That is all of them: %n different answers.", None, len(self.found)
            )
        elif len(self.found) == 1:
            message = translate(
                "Puzzle",
                "Right! This hand has %n different answers: can you find another?",
                None,
                len(self.solutions),
            )
        else:
            message = translate("Puzzle", "Another one! {progress}.").format(
                progress=self.progress()
            )
        return Attempt(Try.NEW, message, solution)

    def hint(self) -> str | None:
        """The next hint (None when none is left): the next rung, else the last step's split,
        the first step, then the whole answer; the answer reveals the hand."""
        if not self.can_hint or not self.solutions:
            return None
        if self.rungs:
            rung = self.rungs[len(self.hints)]
            self.revealed = rung.answer is not None or len(self.hints) + 1 == len(self.rungs)
            self.hints.append(rung.text)
            return rung.text
        route = easiest(self.solutions, self.target)
        level = len(self.hints) + 1
        if level == 1:
            text = split_hint(route, self.target, dict(card_names(self.cards)))
        elif level == 2:
            text = translate("Puzzle", "Start with {step}.").format(
                step=route.steps[0].text("unicode")
            )
        else:
            text = translate("Puzzle", "One answer: {answer} = {target}.").format(
                answer=route.display(), target=format_number(self.target)
            )
            self.revealed = True
        self.hints.append(text)
        return text

    def reveal(self) -> Sequence[Solution]:
        """Give up: the hand is shown as solved by the hints; returns the answers not found."""
        if not self.found:
            self.revealed = True
        return [s for s in self.solutions if s not in self.found]

    def _which(self, expression: object) -> Solution:
        """The distinct solution a right answer is (solver.identify, one notion of "the same"),
        from the answer as checked (its card letters counted as the deck counts them)."""
        return identify(
            expression,
            self.numbers,
            self.target,
            solutions=self.solutions,
            operators=self.operators,
        )


class PuzzleSession(Session[PhaseT, RecorderT]):
    """A way to play with one hand to solve at a time, a `HandPuzzle` (Practice, Learn, the
    daily puzzle): the hand on the table, the verdict on the last answer, the seconds on it and
    its hints. The last hint shows the whole answer and ends the hand (`_answer_shown`)."""

    #: The phase in which the hand is being solved (hints are given), and the one after a right
    #: answer in which the others may be looked for (None: the hand ends at the first).
    SOLVING: ClassVar[Enum]
    SOLVED: ClassVar[Enum | None] = None

    def __init__(self, phase: PhaseT, **args: Unpack[SessionArgs[RecorderT]]) -> None:
        super().__init__(phase, **args)
        self.puzzle: HandPuzzle | None = None
        self.last: Attempt | None = None
        #: the seconds on the hand on the table
        self.watch = Stopwatch(lambda: self.clock.now())

    def seconds(self) -> float:
        """Seconds on the hand so far (frozen once it is solved or its answer shown)."""
        return self.watch.seconds() if self.puzzle is not None else 0.0

    @property
    def can_give_up(self) -> bool:
        """Whether "Show the answers" would show anything new: some answers are not found."""
        puzzle = self.puzzle
        solving = self.phase in (self.SOLVING, self.SOLVED)
        return solving and puzzle is not None and not puzzle.complete

    def take_hint(self) -> str | None:
        """The next hint (`hint`)."""
        return self.hint()

    def hint(self) -> str | None:
        """The next hint while the hand is being solved (None: not now); the last one shows
        the whole answer, which ends the hand."""
        puzzle = self.puzzle
        if puzzle is None or self.phase is not self.SOLVING:
            return None
        text = puzzle.hint()
        if puzzle.revealed:
            self.watch.stop()
            self._answer_shown()
        return text

    def _wrong_over(self) -> None:
        if self.last is not None and self.last.kind is Try.WRONG:
            self.last = None

    def give_up(self) -> None:
        """Show every answer: before a right one the hand ends unsolved; after one, the answers
        not found are shown (`_answer_shown`)."""
        puzzle = self.puzzle
        if puzzle is None or not self.can_give_up:
            return
        puzzle.reveal()
        self.last = None  # the verdict on the last answer is over: the answers are shown
        if self.phase is self.SOLVING:
            self.watch.stop()
        self._answer_shown()

    def _answer_shown(self) -> None:
        """The answers were shown, by the last hint or on asking (the clock is stopped)."""
        raise NotImplementedError


def split_hint(solution: Solution, target: Q, names: Mapping[Q, str] | None = None) -> str:
    """The first hint: the last step of a solution and what to make on each side, e.g.
    "24 = 3 × 8: make 3 from A 2 6", the cards named as `names` says they show (by the number
    each counts for), the numbers to make as numbers."""
    split = last_split(solution)
    operation = split.step.text("unicode").rpartition(" = ")[0]  # "3×8" of "3×8 = 24"
    step = f"{format_number(split.result)} = {operation}"
    sides = split.to_make

    def numbers(side_numbers: tuple[Q, ...]) -> str:
        return " ".join((names or {}).get(n) or format_number(n) for n in side_numbers)

    if len(sides) == 1:
        return translate("Puzzle", "{step}: make {value} from {numbers}.").format(
            step=step, value=format_number(sides[0].value), numbers=numbers(sides[0].numbers)
        )
    if len(sides) == 2:
        return translate(
            "Puzzle",
            "{step}: make {first} from {first_numbers} and {second} from {second_numbers}.",
        ).format(
            step=step,
            first=format_number(sides[0].value),
            first_numbers=numbers(sides[0].numbers),
            second=format_number(sides[1].value),
            second_numbers=numbers(sides[1].numbers),
        )
    return translate("Puzzle", "The last step is {step}.").format(step=step)
