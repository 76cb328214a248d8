"""Practice that teaches: untimed hands, graduated hints, every different answer, hard hands again.

A hand is worth three stars; each hint costs one. The hints are the rungs of the coach's ladder
(`solver.coach`: a plan for the last step, the numbers to make, a first step, the answer, and for
a hand that needs a fraction first why no whole-number plan works), worked out with the hand; the
last shows the whole answer. After a right answer the player may look for the hand's other
answers. Hands the player found hard (slow, hinted, or given up) come back later, spaced out,
until they are easy: a Leitner queue counted in hands practised (`review_after`), kept in the
history database.

Like the play session, dealing is slow work: `start()` and `next()` return a `DealJob` for a
worker; `dealt()` takes its result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol, Unpack

from solver import ALL_OPERATORS, OperatorSet, Q

from ..i18n import translate
from .base_session import Act, Notice, SessionArgs
from .cues import Effect
from .decks import Deck, DeckRules
from .levels import HandLevel
from .match import DealJob, Dealt, MatchOptions
from .options import Options
from .puzzle import Attempt, HandPuzzle, PuzzleSession, Try

#: Stars a hand is worth before hints.
STARS = 3
#: A hand solved without a hint but slower than this (seconds) still counts as hard.
SLOW_SECONDS = 60.0
#: Hands later a hard hand comes back, by its box (1: just missed … 4: nearly learned); from a
#: box past the last it is learned and leaves the queue.
REVIEW_GAPS = {1: 3, 2: 10, 3: 25, 4: 60}


class PracticePhase(Enum):
    """Where practice is."""

    READY = "ready"
    DEALING = "dealing"
    SOLVING = "solving"
    SOLVED = "solved"  # a right answer is in: the player may look for more
    SHOWN = "shown"  # the answer was shown (the last hint, or given up)


@dataclass(frozen=True)
class Review:
    """A hand in the review queue: its box and when it is due (in hands practised)."""

    numbers: tuple[int, ...]
    box: int
    due: int


@dataclass(frozen=True)
class PracticeResult:
    """How a practised hand went (kept in the history)."""

    numbers: tuple[int, ...]
    target: Q
    deck: DeckRules
    seconds: float
    hints: int
    gave_up: bool
    found: int
    total: int
    operators: OperatorSet = ALL_OPERATORS

    @property
    def hard(self) -> bool:
        """Whether the hand should come back: hinted, given up or slow."""
        return self.hints > 0 or self.gave_up or self.seconds > SLOW_SECONDS

    @property
    def stars(self) -> int:
        """Three for a hand solved alone, one less for each hint."""
        return stars_earned(self.hints, self.gave_up)


def stars_earned(hints: int, gave_up: bool) -> int:
    """The stars a practised hand earned: three, one less for each hint, none if given up."""
    return 0 if gave_up else max(0, STARS - hints)


def review_after(result: PracticeResult, queued: Review | None, practised: int) -> Review | None:
    """The hand's place in the queue after this result (None: not, or no longer, in it).

    A hard hand goes to box 1 and comes back soon; an easy one moves up a box and comes back
    later; past the last box it is learned.
    """
    if result.hard:
        return Review(result.numbers, 1, practised + REVIEW_GAPS[1])
    if queued is None:
        return None
    box = queued.box + 1
    if box not in REVIEW_GAPS:
        return None
    return Review(result.numbers, box, practised + REVIEW_GAPS[box])


class PracticeRecorder(Protocol):
    """Where practice is kept (app.game.history.History)."""

    def practised(self) -> int:
        """How many hands have been practised so far."""
        ...

    def practice_stars(self) -> int:
        """The stars earned in every hand practised so far."""
        ...

    def due_review(
        self, target: Q, deck: DeckRules, practised: int, operators: OperatorSet
    ) -> Review | None:
        """The most overdue hand in the queue of these rules, if one is due."""
        ...

    def review(
        self, numbers: Sequence[int], target: Q, deck: DeckRules, operators: OperatorSet
    ) -> Review | None:
        """A hand's place in the queue."""
        ...

    def record_practice(self, result: PracticeResult, review: Review | None) -> int:
        """Keep a practised hand and its new place in the queue; returns its record's id."""
        ...

    def practice_found(self, record: int, found: int) -> None:
        """The answers found on a hand kept already (more were found after it was kept)."""
        ...


@dataclass(frozen=True)
class PracticeOptions(Options):
    """What practice deals."""

    deal_level: HandLevel | None = None


class PracticeSession(PuzzleSession[PracticePhase, PracticeRecorder]):
    """Untimed practice, one hand at a time."""

    SOLVING = PracticePhase.SOLVING
    SOLVED = PracticePhase.SOLVED

    def __init__(
        self, options: PracticeOptions, **args: Unpack[SessionArgs[PracticeRecorder]]
    ) -> None:
        super().__init__(PracticePhase.READY, **args)
        self.options = options
        #: a hand back from the review queue (its box), or None for a new hand
        self.reviewing: Review | None = None
        #: hands practised and stars earned, the hand on the table's once it is done (the
        #: history's, else this session's)
        self._kept = (0, 0)
        #: the hand on the table is kept (done: solved, or its answers shown), and its record
        self._hand_kept = False
        self._record: int | None = None
        self._found_kept = 0
        self._deck = Deck(self.rng, rules=options.deck)
        self._hands: list[tuple[int, ...]] = []

    # --- reading -----------------------------------------------------------------------------

    @property
    def operators(self) -> OperatorSet:
        """The operators practice allows."""
        return self.options.operators

    @property
    def hints_left(self) -> int:
        """Hints the player may still take on this hand."""
        puzzle = self.puzzle
        return 0 if puzzle is None else puzzle.hints_left

    @property
    def hands(self) -> int:
        """Hands practised, the one on the table included once it is solved or shown (it is
        kept then, so the statistics count it too)."""
        return self._kept[0]

    @property
    def stars(self) -> int:
        """Stars earned in every hand practised, the one on the table's once it is done."""
        return self._kept[1]

    def stars_now(self) -> int:
        """Stars the hand is still worth."""
        puzzle = self.puzzle
        if puzzle is None or puzzle.revealed:
            return 0
        return max(0, STARS - len(puzzle.hints))

    # --- hands -------------------------------------------------------------------------------

    def start(self, hands: Sequence[Sequence[int]] = ()) -> DealJob:
        """Start practising with these options: deal a hand (`hands`, ranks, are dealt first)."""
        self._deck = Deck(self.rng, rules=self.options.deck)
        self._kept = self._read(
            lambda recorder: (recorder.practised(), recorder.practice_stars()), (0, 0)
        )
        self._hands = [tuple(hand) for hand in hands]
        self._new_game()
        return self._deal()

    def next(self) -> DealJob | None:
        """Done with this hand: keep how it went, deal the next."""
        if self.phase not in (PracticePhase.SOLVED, PracticePhase.SHOWN):
            return None
        self._finish()
        return self._deal()

    def dealt(self, dealt: Dealt) -> bool:
        """A deal job is done: the hand is on the table (False: a stale job)."""
        if not self._take_job(dealt.job, self.phase is PracticePhase.DEALING):
            return False
        self._deck.replace(dealt.deck)
        if dealt.setup is None:  # even a fresh deck has no solvable hand of these rules
            self.notice = Notice(
                translate(
                    "Practice",
                    "No hand of these rules can make the target: change them in Preferences.",
                ),
                True,
            )
            self.phase = PracticePhase.READY
            return True
        self.puzzle = HandPuzzle(
            dealt.setup.cards,
            self.options.target,
            dealt.setup.solutions,
            operators=self.options.operators,
            rungs=tuple(dealt.setup.ladder or ()),
        )
        self.last = None
        self.draft = ""
        self.watch.start()
        self._hand_kept, self._record = False, None
        self.phase = PracticePhase.SOLVING
        return True

    def _leave_failed_deal(self) -> None:
        """Back to the first page (it says why dealing failed)."""
        self.stop()

    # --- the player --------------------------------------------------------------------------

    def submit(self, text: str | None = None) -> Attempt | None:
        """Check a typed answer; a right one solves the hand (and then finds more)."""
        puzzle = self.puzzle
        if puzzle is None or self.phase not in (PracticePhase.SOLVING, PracticePhase.SOLVED):
            return None
        typed = self.draft if text is None else text
        attempt = puzzle.attempt(typed)
        self.last = attempt
        if attempt.kind is not Try.AGAIN:
            self.cues.add(Effect.RIGHT if attempt.kind is Try.NEW else Effect.WRONG)
        if attempt.kind is Try.NEW:
            self.draft = ""
            if self.phase is PracticePhase.SOLVING:
                self.watch.stop()
                self.phase = PracticePhase.SOLVED
                self._hand_done()
        return attempt

    def _answer_shown(self) -> None:
        """The answers are shown: the hand is done (shown before a right answer, it counts as
        hard and comes back later)."""
        self.phase = PracticePhase.SHOWN
        self._hand_done()

    #: What Enter does: start, submit, or the next hand (`enter_action`: once solved, the
    #: next hand when nothing is typed or every answer is found).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        PracticePhase.READY: Act.START,
        PracticePhase.SOLVING: Act.SUBMIT,
        PracticePhase.SOLVED: Act.SUBMIT,
        PracticePhase.SHOWN: Act.NEXT,
    }

    def enter_action(self) -> Act | None:
        """What Enter does (`ENTER`); after a right answer, the next hand unless another answer
        is typed and some are still to find."""
        if self.phase is PracticePhase.SOLVED and (not self.draft.strip() or self._complete()):
            return Act.NEXT
        return super().enter_action()

    def stop(self) -> None:
        """Leave practice (the window closes): a hand being worked on counts as it stands."""
        if self.phase in (PracticePhase.SOLVED, PracticePhase.SHOWN):
            self._finish()
        self._job = None
        self.phase = PracticePhase.READY

    # --- helpers -------------------------------------------------------------------------------

    def _complete(self) -> bool:
        return self.puzzle is not None and self.puzzle.complete

    def _deal(self) -> DealJob:
        """The next hand: one asked for at the start, one due from the review queue, else a new
        one from the deck."""
        options = self.options
        self.reviewing = None
        ranks = self._hands.pop(0) if self._hands else None
        if ranks is None:
            self.reviewing = self._read(
                lambda recorder: recorder.due_review(
                    options.target, options.deck, recorder.practised(), options.operators
                ),
                None,
            )
        if self.reviewing is not None:
            ranks = tuple(options.deck.rank_of(n) for n in self.reviewing.numbers)
        self._job = self._job_for(ranks)
        self.phase = PracticePhase.DEALING
        return self._job

    def _job_for(self, ranks: tuple[int, ...] | None) -> DealJob:
        options = MatchOptions.dealing(
            self.options, only_solvable=True, deal_level=self.options.deal_level
        )
        return DealJob(
            self._deck.cards, options, ranks, self.rng.getrandbits(64), reshuffle=True, coached=True
        )

    def _result(self, puzzle: HandPuzzle) -> PracticeResult:
        """How the hand on the table went, so far."""
        return PracticeResult(
            numbers=tuple(sorted(puzzle.numbers)),
            target=self.options.target,
            deck=self.options.deck,
            seconds=self.seconds(),
            hints=len(puzzle.hints),
            gave_up=puzzle.revealed and not puzzle.found,
            found=len(puzzle.found),
            total=len(puzzle.solutions),
            operators=self.options.operators,
        )

    def _hand_done(self) -> None:
        """The hand is solved or its answers shown: keep how it went (and its new place in the
        review queue) now; its time, hints and stars do not change after this."""
        puzzle = self.puzzle
        if puzzle is None or self._hand_kept:
            return
        self._hand_kept = True
        result = self._result(puzzle)
        self._found_kept = result.found
        self._kept = (self._kept[0] + 1, self._kept[1] + result.stars)

        def keep(recorder: PracticeRecorder) -> None:
            queued = recorder.review(result.numbers, result.target, result.deck, result.operators)
            review = review_after(result, queued, recorder.practised() + 1)
            self._record = recorder.record_practice(result, review)

        self._keep(keep, _not_saved())

    def _finish(self) -> None:
        """Done with the hand: the answers found after it was kept are kept too."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        self._hand_done()
        found, record = len(puzzle.found), self._record
        if record is not None and found != self._found_kept:
            self._keep(lambda recorder: recorder.practice_found(record, found), _not_saved())
        self.puzzle = None
        self._hand_kept = False
        self._record = None


def _not_saved() -> str:
    """What the player reads when practice cannot be kept ({reason}: why)."""
    return translate("Practice", "Your practice could not be saved in your history: {reason}")
