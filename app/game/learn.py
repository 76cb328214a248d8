"""The learning path: ten stages from small sums to hands that need a fraction, for a child to
climb without reading the rules.

Each `Stage` is a game of its own: an operator set (`solver.OperatorSet`), a deck, a count of
cards, a target (the first two stages make 10 with three small cards), and which hands it deals:
those the stage's rules solve, of a difficulty band where it has one, and, where a stage brings
something new, only hands that need it (not solvable by the stage before's rules: stage 2's need
a −, stage 4's a ×, stage 6's a ÷, stage 10's a fraction; stage 8's hold a picture card). Each
stage says in one short line what is new ("Now you can multiply!"). A stage is `HANDS` hands,
dealt at once in a worker (`StageJob`: the first time, the difficulty of the stage's hands is
worked out).

Hints are the coach's rungs a child climbs (`coaching.learn_rungs`: the plan for the last step,
the numbers to make, a first step, the answer), worked out with the stage's hands under its rules:
in whole numbers before the stage that brings fractions, so no hint speaks of one there.

Stars: a hand is worth three; each hint costs one (the last shows the answer: none left),
two wrong tries or more cost one (an empty answer is no try), and more than `SLOW_SECONDS`
costs one. The stage's stars are
its hands' average, rounded. Finishing a stage (every hand solved or shown) unlocks the next one;
the best stars of each stage are kept in the history (`LearnRecorder`), and a stage may be played
again to earn more.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import ClassVar, Protocol, Unpack

from solver import ALL_OPERATORS, OperatorSet, Rung, Solution, solvable, solve

from ..i18n import translate
from .base_session import Act, Notice, SessionArgs
from .cards import Card
from .coaching import ladder_of, learn_rungs
from .cues import Effect
from .decks import DeckKind, DeckRules, cards_for
from .jobs import Cancel, Progress
from .levels import HandLevel
from .puzzle import Attempt, HandPuzzle, PuzzleSession, Try

#: Hands in a stage.
HANDS = 4
#: Stars a hand is worth before hints, mistakes and time.
STARS = 3
#: Wrong tries on a hand from which it costs a star.
MISTAKES = 2
#: A hand solved in more than this many seconds costs a star.
SLOW_SECONDS = 120.0


@dataclass(frozen=True)
class Stage:
    """One stage of the path: what it deals and with which rules (its texts: `stage_title`,
    `stage_news`)."""

    number: int
    operators: OperatorSet
    deck: DeckRules
    cards: int = 4
    target: int = 24
    #: the difficulty band of its hands among those its rules solve (None: any of them)
    level: str | None = None
    #: its hands are not solvable by these rules: they need what the stage brings
    without: OperatorSet | None = None
    #: its hands hold a card above 10 (a J, Q or K of the standard deck)
    pictures: bool = False

    @property
    def fractions(self) -> bool:
        """Whether a step may be a fraction (÷ without the whole-number rule: the stage that
        brings them): its hints may speak of one."""
        return self.operators.allows("/") and not self.operators.whole

    @property
    def low(self) -> int:
        """The smallest number a card counts."""
        return self.deck.values[0]

    @property
    def high(self) -> int:
        """The largest number a card counts."""
        return self.deck.values[1]


def _numbers(low: int, high: int) -> DeckRules:
    return DeckRules(DeckKind.NUMBERS, low, high)


#: The path, first stage first.
STAGES: tuple[Stage, ...] = (
    Stage(1, OperatorSet("+"), _numbers(1, 6), cards=3, target=10),
    Stage(2, OperatorSet("+-", True), _numbers(1, 9), 3, 10, without=OperatorSet("+")),
    Stage(3, OperatorSet("+-", True), DeckRules(DeckKind.NO_FACES)),
    Stage(4, OperatorSet("+-*", True), DeckRules(DeckKind.NO_FACES), level="Easy",
          without=OperatorSet("+-", True)),
    Stage(5, OperatorSet("+-*", True), DeckRules(DeckKind.NO_FACES), level="Medium",
          without=OperatorSet("+-", True)),
    Stage(6, OperatorSet("+-*/", True), DeckRules(DeckKind.NO_FACES),
          without=OperatorSet("+-*", True)),
    Stage(7, OperatorSet("+-*/", True), DeckRules(DeckKind.NO_FACES), level="Medium"),
    Stage(8, OperatorSet("+-*/", True), DeckRules(), level="Easy", pictures=True),
    Stage(9, OperatorSet("+-*/", True), DeckRules(), level="Hard"),
    Stage(10, ALL_OPERATORS, DeckRules(), without=OperatorSet(whole=True)),
)  # fmt: skip


def stage_title(stage: Stage) -> str:
    """A stage's name, a word or two."""
    return _texts(stage.number)[0]


def stage_news(stage: Stage) -> str:
    """What is new in a stage, in one short line a child reads."""
    return _texts(stage.number)[1]


def _texts(number: int) -> tuple[str, str]:
    """A stage's name and what is new in it, in the player's language."""
    return {
        1: (
            translate("Learn", "Add"),
            translate("Learn", "Add the three cards together to make 10."),
        ),
        2: (
            translate("Learn", "Take away"),
            translate("Learn", "Now you can take away, too: 9 − 2 + 3 = 10."),
        ),
        3: (
            translate("Learn", "Make 24"),
            translate("Learn", "Four cards now, and the number to make is 24!"),
        ),
        4: (translate("Learn", "Multiply"), translate("Learn", "Now you can multiply!")),
        5: (
            translate("Learn", "Times tables"),
            translate("Learn", "Harder hands: look for 3 × 8, 4 × 6 and 2 × 12."),
        ),
        6: (
            translate("Learn", "Divide"),
            translate("Learn", "Now you can divide, when it comes out whole: 12 ÷ 3 = 4."),
        ),
        7: (translate("Learn", "All four"), translate("Learn", "Use all four: + − × ÷.")),
        8: (
            translate("Learn", "Picture cards"),
            translate("Learn", "J, Q and K join in: they count 11, 12 and 13."),
        ),
        9: (
            translate("Learn", "Hard hands"),
            translate("Learn", "Hard hands: try every pair of cards."),
        ),
        10: (
            translate("Learn", "Fractions"),
            translate("Learn", "Now a step may be a fraction: 8 ÷ 3 = 8/3. These hands need one!"),
        ),
    }[number]


@lru_cache(maxsize=len(STAGES))
def stage_hands(stage: Stage) -> tuple[tuple[int, ...], ...]:
    """Every hand a stage may deal, ascending (about a second the first time for a stage with a
    band: the difficulty of every hand of its rules is worked out; run it in a worker)."""
    from .match import level_hands

    hands = [
        hand
        for hand in combinations_with_replacement(range(stage.low, stage.high + 1), stage.cards)
        if solvable(hand, stage.target, operators=stage.operators)
    ]
    if stage.without is not None:
        without = stage.without
        hands = [h for h in hands if not solvable(h, stage.target, operators=without)]
    if stage.pictures:
        hands = [hand for hand in hands if max(hand) > 10]
    if stage.level is not None:
        band = level_hands(
            HandLevel(stage.level), stage.cards, stage.target, stage.deck, None, stage.operators
        )
        hands = [hand for hand in hands if hand in band]
    return tuple(hands)


@dataclass(frozen=True)
class StageHand:
    """A hand of a stage: its cards, its distinct solutions under the stage's rules and the
    coach's rungs its hints are."""

    cards: tuple[Card, ...]
    solutions: tuple[Solution, ...]
    rungs: tuple[Rung, ...] = ()


@dataclass(frozen=True)
class DealtStage:
    """What a stage job hands back: the stage's hands, in the order they are played."""

    job: StageJob
    hands: tuple[StageHand, ...]


@dataclass(frozen=True)
class StageJob:
    """Dealing a stage's hands (in a worker: the first time a stage's hands are worked out)."""

    stage: Stage
    seed: int

    def run(self, cancel: Cancel | None = None, report: Progress | None = None) -> DealtStage:
        """`HANDS` different hands of the stage (fewer if it has fewer), each solved."""
        pool = stage_hands(self.stage)
        rng = random.Random(self.seed)
        chosen = rng.sample(pool, min(HANDS, len(pool)))
        stage = self.stage
        hands = []
        for values in chosen:
            cards = cards_for(values, stage.deck, rng)
            found = solve(values, stage.target, cancel=cancel, operators=stage.operators)
            ladder = ladder_of(
                cards, stage.target, stage.operators, fractions=stage.fractions, cancel=cancel
            )
            hands.append(StageHand(cards, tuple(found), learn_rungs(ladder)))
        return DealtStage(self, tuple(hands))


@dataclass(frozen=True)
class HandResult:
    """How one hand of a stage went."""

    hints: int
    mistakes: int
    seconds: float
    #: the answer was shown (by the last hint, or given up): no star
    shown: bool

    @property
    def stars(self) -> int:
        """Three, less one for each hint, for two mistakes or more, for a slow answer."""
        if self.shown:
            return 0
        lost = self.hints + (self.mistakes >= MISTAKES) + (self.seconds > SLOW_SECONDS)
        return max(0, STARS - lost)


def stage_stars(results: Sequence[HandResult]) -> int:
    """A stage's stars: its hands' average, rounded (half up).

    >>> stage_stars([HandResult(0, 0, 9, False)] * 3 + [HandResult(1, 0, 9, False)])
    3
    >>> stage_stars([HandResult(0, 0, 9, True), HandResult(2, 0, 9, False)])
    1
    """
    if not results:
        return 0
    return math.floor(sum(r.stars for r in results) / len(results) + 0.5)


@dataclass(frozen=True)
class StageResult:
    """A finished stage as the history keeps it."""

    stage: int
    stars: int
    hints: int
    mistakes: int
    seconds: float


class LearnRecorder(Protocol):
    """Where the path's progress is kept (app.game.history.History)."""

    def record_stage(self, result: StageResult) -> int:
        """Keep a finished stage; returns its record's id."""
        ...

    def stage_stars(self) -> dict[int, int]:
        """The best stars of every stage finished, by stage number."""
        ...


class LearnPhase(Enum):
    """Where the path is."""

    MAP = "map"  # the stages to choose from
    DEALING = "dealing"  # the stage's hands are being dealt
    SOLVING = "solving"
    HAND_DONE = "hand done"  # solved or shown: on to the next hand
    STAGE_DONE = "stage done"  # the stage's stars; on to the next stage


@dataclass(frozen=True)
class LeftStage:
    """A stage left half way, as it was: its hands, the hand on the table with its hints,
    mistakes, time and answer being typed, and the hands done (it goes on from there)."""

    hands: tuple[StageHand, ...]
    index: int
    puzzle: HandPuzzle
    last: Attempt | None
    results: tuple[HandResult, ...]
    mistakes: int
    seconds: float
    frozen: bool
    draft: str
    phase: LearnPhase


class LearnSession(PuzzleSession[LearnPhase, LearnRecorder]):
    """The path: a map of stages, a stage's hands one at a time, its stars."""

    SOLVING = LearnPhase.SOLVING

    def __init__(self, **args: Unpack[SessionArgs[LearnRecorder]]) -> None:
        super().__init__(LearnPhase.MAP, **args)
        self.stage: Stage | None = None
        self.hands: tuple[StageHand, ...] = ()
        #: the hand on the table (from 0) and its puzzle
        self.index = 0
        self.results: list[HandResult] = []
        #: the locked stage the player last tried to open, while the map says why (`choose`)
        self.refused: Stage | None = None
        #: the best stars of each stage finished (the history's, else this session's)
        self._best: dict[int, int] = {}
        self._mistakes = 0
        self._best = self._read(lambda recorder: recorder.stage_stars(), {})
        #: the stages left half way, by number: opened again, they go on where they were
        self._left: dict[int, LeftStage] = {}

    # --- reading -----------------------------------------------------------------------------

    @property
    def operators(self) -> OperatorSet:
        """The stage's operators (the cards to combine offer only these)."""
        return ALL_OPERATORS if self.stage is None else self.stage.operators

    def best(self, stage: Stage) -> int | None:
        """The best stars of a stage (None: not finished yet)."""
        return self._best.get(stage.number)

    @property
    def total_stars(self) -> int:
        """The best stars of every stage, added up (out of `STARS` a stage)."""
        return sum(self._best.values())

    @property
    def suggested(self) -> Stage:
        """The stage to play next: the first one open and not finished (the last one once
        every stage is finished)."""
        for stage in STAGES:
            if self.unlocked(stage) and self.best(stage) is None:
                return stage
        return STAGES[-1]

    def unlocked(self, stage: Stage) -> bool:
        """Whether a stage can be played: the first, or one after a finished stage."""
        return stage.number == 1 or stage.number - 1 in self._best

    def locked_reason(self, stage: Stage) -> str | None:
        """Why a stage cannot be played yet, in a line a child reads (None when it can)."""
        if self.unlocked(stage):
            return None
        return translate(
            "Learn", "Stage {number} is locked: finish stage {previous} first."
        ).format(number=stage.number, previous=stage.number - 1)

    def refused_reason(self) -> str:
        """Why the stage the player tried to open is locked, while it is chosen ("" else)."""
        return "" if self.refused is None else self.locked_reason(self.refused) or ""

    def choose(self, stage: Stage) -> bool:
        """A stage is chosen on the map (the focus moved to it): a locked one says at once why
        (`refused_reason`), an open one says nothing. True when the line changed."""
        refused = None if self.unlocked(stage) else stage
        if refused is self.refused:
            return False
        self.refused = refused
        return True

    @property
    def next_stage(self) -> Stage | None:
        """The stage after the one played (None after the last)."""
        if self.stage is None or self.stage.number >= len(STAGES):
            return None
        return STAGES[self.stage.number]

    @property
    def stars(self) -> int:
        """The stars of the stage so far (its hands done)."""
        return stage_stars(self.results)

    def stars_now(self) -> int:
        """What the hand on the table is still worth."""
        if self.puzzle is None or self.puzzle.revealed:
            return 0
        return HandResult(len(self.puzzle.hints), self._mistakes, self.seconds(), False).stars

    @property
    def hints_left(self) -> int:
        """Hints the player may still take on this hand."""
        puzzle = self.puzzle
        if puzzle is None or self.phase is not LearnPhase.SOLVING:
            return 0
        return puzzle.hints_left

    #: What Enter does: open (on the map: the stage chosen, else `suggested`), submit, the
    #: next (hand or stage), or nothing (dealing).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        LearnPhase.MAP: Act.OPEN,
        LearnPhase.SOLVING: Act.SUBMIT,
        LearnPhase.HAND_DONE: Act.NEXT,
        LearnPhase.STAGE_DONE: Act.NEXT,
    }

    # --- the path ------------------------------------------------------------------------------

    def open(self, stage: Stage) -> StageJob | None:
        """Play a stage from its first hand, or from where it was left (None: it goes on at
        once, or it is still locked and `refused_reason` says why)."""
        if not self.unlocked(stage):
            self.refused = stage
            return None
        self.refused = None
        left = self._left.pop(stage.number, None)
        if left is not None:
            self._go_on(stage, left)
            return None
        self.stage = stage
        self.hands = ()
        self.puzzle = None
        self.results = []
        self.last = None
        self._new_game()
        self._job = StageJob(stage, self.rng.getrandbits(64))
        self.phase = LearnPhase.DEALING
        return self._job

    def dealt(self, result: DealtStage) -> bool:
        """The stage's hands are dealt: the first is on the table (False: a stale job)."""
        if not self._take_job(result.job, self.phase is LearnPhase.DEALING):
            return False
        if not result.hands:  # cannot happen with the stages as they are
            self.notice = Notice(translate("Learn", "This stage has no hand to deal."), True)
            self.phase = LearnPhase.MAP
            return True
        self.hands = result.hands
        self._show_hand(0)
        return True

    def _leave_failed_deal(self) -> None:
        """Back to the map (it says why dealing failed)."""
        self.phase = LearnPhase.MAP

    def submit(self, text: str | None = None) -> Attempt | None:
        """Check an answer: right finishes the hand, wrong says why (and counts as a mistake)."""
        puzzle = self.puzzle
        if puzzle is None or self.phase is not LearnPhase.SOLVING:
            return None
        typed = self.draft if text is None else text
        attempt = puzzle.attempt(typed)
        if attempt.kind is Try.WRONG:
            if typed.strip():  # Enter on an empty line is no try
                self._mistakes += 1
            self.cues.add(Effect.WRONG)
            self.last = attempt
            return attempt
        self.watch.stop()
        stars = HandResult(len(puzzle.hints), self._mistakes, self.watch.seconds(), False).stars
        self.last = Attempt(attempt.kind, _well_done(stars), attempt.solution)
        self.cues.add(Effect.RIGHT)
        self._hand_done(shown=False)
        return self.last

    def _answer_shown(self) -> None:
        """The answer is shown (no star for this hand): on to the next."""
        self._hand_done(shown=True)

    def next(self) -> StageJob | None:
        """After a hand: the next one, or the stage's stars; after the stars: the next stage
        (its job), or the map after the last."""
        if self.phase is LearnPhase.HAND_DONE:
            if self.index + 1 < len(self.hands):
                self._show_hand(self.index + 1)
            else:
                self._stage_done()
            return None
        if self.phase is LearnPhase.STAGE_DONE:
            following = self.next_stage
            if following is None:
                self.to_map()
                return None
            return self.open(following)
        return None

    def again(self) -> StageJob | None:
        """Play the stage just finished again (other hands)."""
        if self.phase is not LearnPhase.STAGE_DONE or self.stage is None:
            return None
        return self.open(self.stage)

    def to_map(self) -> None:
        """Back to the stages; a stage left half way waits there as it was (its hints and
        mistakes still count), until it is played on or finished."""
        self._leave()
        self._job = None
        self.stage = None
        self.puzzle = None
        self.hands = ()
        self.phase = LearnPhase.MAP

    # --- helpers -------------------------------------------------------------------------------

    def _leave(self) -> None:
        """Keep the stage being played as it is, to go on with later."""
        stage, puzzle = self.stage, self.puzzle
        if stage is None or puzzle is None or self.phase not in _PLAYING:
            return
        frozen = self.watch.stopped
        self._left[stage.number] = LeftStage(
            self.hands,
            self.index,
            puzzle,
            self.last,
            tuple(self.results),
            self._mistakes,
            self.seconds(),
            frozen,
            self.draft,
            self.phase,
        )

    def _go_on(self, stage: Stage, left: LeftStage) -> None:
        """Play on a stage left half way, where it was (the hand's clock goes on from its
        time)."""
        self._new_game()
        self._job = None
        self.stage, self.hands, self.index = stage, left.hands, left.index
        self.puzzle, self.last, self.results = left.puzzle, left.last, list(left.results)
        self._mistakes = left.mistakes
        self.watch.start(left.seconds, stopped=left.frozen)
        self.draft = left.draft
        self.phase = left.phase

    def _show_hand(self, index: int) -> None:
        stage = self.stage
        assert stage is not None
        hand = self.hands[index]
        self.index = index
        self.puzzle = HandPuzzle(
            hand.cards, stage.target, hand.solutions, operators=stage.operators, rungs=hand.rungs
        )
        self.last = None
        self.draft = ""
        self._mistakes = 0
        self.watch.start()
        self.phase = LearnPhase.SOLVING

    def _hand_done(self, shown: bool) -> None:
        puzzle = self.puzzle
        assert puzzle is not None
        self.results.append(HandResult(len(puzzle.hints), self._mistakes, self.seconds(), shown))
        self.phase = LearnPhase.HAND_DONE

    def _stage_done(self) -> None:
        """The stage is finished: its stars, kept (the best counts), and the next unlocked."""
        stage = self.stage
        assert stage is not None
        result = StageResult(
            stage.number,
            stage_stars(self.results),
            sum(r.hints for r in self.results),
            sum(r.mistakes for r in self.results),
            sum(r.seconds for r in self.results),
        )
        self._best[stage.number] = max(result.stars, self._best.get(stage.number, 0))
        self.phase = LearnPhase.STAGE_DONE
        self.cues.add(Effect.MATCH_OVER)
        self._keep_once(
            lambda recorder: recorder.record_stage(result),
            translate("Learn", "Your progress could not be saved in your history: {reason}"),
        )


#: The phases of a stage being played (left for the map, it waits as it was).
_PLAYING = (LearnPhase.SOLVING, LearnPhase.HAND_DONE)


def _well_done(stars: int) -> str:
    """What a right answer says, with the stars it earned."""
    return translate("Learn", "Right! {stars}").format(stars=stars_text(stars))


def stars_text(stars: int, out_of: int = STARS) -> str:
    """Stars as a child sees them: "★★☆"."""
    return "★" * stars + "☆" * (out_of - stars)
