"""Score attack: as many hands as you can before one clock runs out.

A run starts with START_SECONDS on the clock. A right answer scores the hand, adds RIGHT_SECONDS
and deals the next hand; a skip costs SKIP_SECONDS and deals another hand; the run ends when the
clock reaches zero. Hands get harder as the score grows: the difficulty levels of
`solver.difficulty` (Easy, Medium, Hard, Expert), one level every LEVEL_STEP hands
(`level_for`). Every hand dealt has an answer (a level is a band of solvable hands), so there is
no "no solution" to claim. A hint (once a hand) is the coach's first rung and costs HINT_SECONDS
off the clock, as a hint costs in Play. A run is four cards to make 24, from the deck and with
the operators of the preferences (the levels are those of the hands solvable by them).

Dealing is slow work (solving a hand; the first time, scoring every hand of the deck for the
levels), done in a worker: `start()` returns the first `DealJob`, and `deal_ahead()` the next
one the run will need. The hand after a right answer and the one after a skip are dealt while
the player works on this one, so the clock never waits on the solver; when the hand needed is
not ready (the first hand, or a very quick answer), the run waits in DEALING with its clock
stopped. Pausing stops the clock too, and the view hides the hand.

A run that ends (the clock at zero, or the player leaving it with something scored) is kept in
the history with its score, date, deck and operators; the best run of the same rules is read at
the start, so a new best is known the moment the run ends.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Protocol, Unpack

from solver import OperatorSet, Q, format_number, render

from ..i18n import sentences, translate
from .answer import AnswerResult, check_answer
from .base_session import Act, Notice, Session, SessionArgs
from .cards import hand_symbols
from .clock import date_text, seconds_text
from .coaching import ladder_of, one_hint
from .cues import Effect
from .decks import Deck
from .levels import hand_level_name
from .match import DealJob, Dealt, MatchOptions, RoundSetup
from .operators import operators_text
from .options import Options
from .round import DEFAULT_HINT_SECONDS, Hint

if TYPE_CHECKING:
    from .levels import HandLevel

#: Seconds on the clock at the start of a run.
START_SECONDS = 120.0
#: Seconds a right answer adds.
RIGHT_SECONDS = 10.0
#: Seconds a skip costs.
SKIP_SECONDS = 10.0
#: Seconds a hint costs (as in Play).
HINT_SECONDS = DEFAULT_HINT_SECONDS
#: Hands scored per difficulty level: Easy from 0, Medium from 5, Hard from 10, Expert from 15.
LEVEL_STEP = 5
#: The clock ticks aloud over the last seconds of a run.
TICKING_SECONDS = 5
#: The cards of a hand and the target of a run.
CARDS = 4
TARGET = 24


def level_for(score: int) -> HandLevel:
    """The difficulty of the hand dealt after `score` right answers: a level every LEVEL_STEP
    hands, Expert from the fourth on.

    >>> [level_for(n).value for n in (0, 4, 5, 10, 15, 40)]
    ['Easy', 'Easy', 'Medium', 'Hard', 'Expert', 'Expert']
    """
    from .levels import HandLevel

    levels = list(HandLevel)
    return levels[min(score // LEVEL_STEP, len(levels) - 1)]


def run_text(run: AttackRun) -> str:
    """A kept run for people: "17 hands · 2026-11-24 · A–K count 1–13 · + − × ÷"."""
    return translate("Attack", "{score} · {date} · {deck} · {operators}").format(
        score=translate("Attack", "%n hands", None, run.score),
        date=date_text(run.day),
        deck=run.rules.deck.label,
        operators=operators_text(run.rules.operators),
    )


class AttackPhase(Enum):
    """Where score attack is."""

    READY = "ready"  # the start page: the rules and the best runs
    DEALING = "dealing"  # waiting for the hand the run needs; the clock is stopped
    PLAYING = "playing"
    PAUSED = "paused"  # the clock is stopped and the hand hidden
    OVER = "over"  # the run ended: its score, and the best


@dataclass(frozen=True)
class AttackRules(Options):
    """What makes two runs comparable: the deck, the operators, the cards and the target (a run
    always deals four cards to make 24: the player chooses the deck and the operators)."""

    card_count: int = CARDS
    target: Q = TARGET

    CHOSEN = ("deck", "operators")


@dataclass(frozen=True)
class AttackRun:
    """A run as it is kept: its score (hands answered), hands skipped, how long it lasted
    (seconds of play), whether the clock ran out (False: the player left it) and its rules."""

    day: date
    score: int
    skipped: int
    seconds: float
    finished: bool
    rules: AttackRules = field(default_factory=AttackRules)


class AttackRecorder(Protocol):
    """Where runs are kept (app.game.history.History)."""

    def record_attack(self, run: AttackRun) -> int:
        """Keep a run; returns its id."""
        ...

    def attack_best(self, rules: AttackRules) -> AttackRun | None:
        """The best run of these rules (the first to reach the highest score)."""
        ...

    def attack_bests(self, limit: int = 5, rules: AttackRules | None = None) -> list[AttackRun]:
        """The best runs, best first; of these rules only, if given."""
        ...


class AttackSession(Session[AttackPhase, AttackRecorder]):
    """One score-attack run at a time, from the start page to its score."""

    def __init__(
        self,
        rules: AttackRules | None = None,
        *,
        today: Callable[[], date] = date.today,
        **args: Unpack[SessionArgs[AttackRecorder]],
    ) -> None:
        super().__init__(AttackPhase.READY, **args)
        self.rules = rules or AttackRules()
        self.today = today
        #: hands answered and skipped in this run
        self.score = 0
        self.skipped = 0
        #: the hand on the table, and its level
        self.setup: RoundSetup | None = None
        self.level: HandLevel | None = None
        #: what the last answer or skip said (error: a wrong answer)
        self.feedback: Notice | None = None
        #: the run ended on a hand left unanswered, and `feedback` shows it with an answer
        self.answer_at_end = False
        #: the hint taken on the hand on the table (None: none yet)
        self.hint_given: Hint | None = None
        #: the best run of these rules before this one, and this run once it is over
        self.best_before: AttackRun | None = None
        self.result: AttackRun | None = None
        self._deck = Deck(self.rng, rules=self.rules.deck)
        self._ready: dict[HandLevel, list[RoundSetup]] = {}
        self._job_level: HandLevel | None = None
        self._left = START_SECONDS
        self._since: float | None = None
        self._played = 0.0
        self._shown = 0
        self._ticked: int | None = None

    # --- reading ---------------------------------------------------------------------------

    @property
    def in_run(self) -> bool:
        """Whether a run is under way (leaving would end it)."""
        return self.phase in (AttackPhase.DEALING, AttackPhase.PLAYING, AttackPhase.PAUSED)

    @property
    def operators(self) -> OperatorSet:
        """The operators of the run's rules."""
        return self.rules.operators

    @property
    def in_game(self) -> bool:
        """A run is a game: the view reads its clock while it is under way."""
        return self.in_run

    @property
    def leaving_loses_progress(self) -> bool:
        """Whether leaving now would end a run that has shown a hand: ask the player first."""
        return self.in_run and self._shown > 0

    @property
    def hands_shown(self) -> int:
        """Hands put on the table in this run (the one on the table included)."""
        return self._shown

    @property
    def level_name(self) -> str:
        """The level of the hand on the table, in the player's language."""
        return "" if self.level is None else hand_level_name(self.level)

    @property
    def new_best(self) -> bool:
        """Whether the run that just ended beat every earlier run of its rules."""
        result = self.result
        if result is None or result.score == 0:
            return False
        return self.best_before is None or result.score > self.best_before.score

    @property
    def kept(self) -> bool:
        """Whether the run that ended is kept in the history (the clock ran out, or something
        was scored)."""
        result = self.result
        return result is not None and (result.finished or result.score > 0)

    @property
    def best_score(self) -> int:
        """The best score of these rules, this run included if it is kept."""
        before = self.best_before.score if self.best_before is not None else 0
        return max(before, self.score) if self.kept else before

    def best_text(self) -> str:
        """What the end of a run says about the best: a new best, the best so far, or that
        nothing is kept yet."""
        before = self.best_before
        if self.new_best and before is not None:
            return translate("Attack", "A new best! Your best was %n hands.", None, before.score)
        if self.new_best:
            return translate("Attack", "A new best: your first score to beat!")
        if before is None and not self.kept:
            return translate("Attack", "No hand was answered, so this run is not kept.")
        return translate("Attack", "Your best: %n hands.", None, self.best_score)

    def best_runs(self, rules: AttackRules | None = None, limit: int = 5) -> list[AttackRun]:
        """The best runs kept of these rules (those in use by default), best first."""
        of = rules or self.rules
        return self._read(lambda recorder: recorder.attack_bests(limit, of), [])

    def remaining(self) -> float:
        """Seconds left on the run's clock."""
        left = self._left
        if self._since is not None:
            left -= self.clock.now() - self._since
        return max(0.0, left)

    @property
    def can_hint(self) -> bool:
        """Whether a hint can be taken now: playing, none taken on this hand, and more time
        left than it costs."""
        return (
            self.phase is AttackPhase.PLAYING
            and self.setup is not None
            and self.hint_given is None
            and self.remaining() > HINT_SECONDS
        )

    #: What Enter does: start, submit or resume (nothing: wait for the hand).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        AttackPhase.READY: Act.START,
        AttackPhase.OVER: Act.START,
        AttackPhase.PLAYING: Act.SUBMIT,
        AttackPhase.PAUSED: Act.RESUME,
    }

    # --- a run -----------------------------------------------------------------------------

    def start(self, rules: AttackRules | None = None) -> DealJob:
        """Start a run (leave the one under way first: `stop`); returns the first deal job."""
        if self.in_run:
            raise RuntimeError("a run is under way: stop it first")
        if rules is not None:
            self.rules = rules
        self._new_game()
        self._deck = Deck(self.rng, rules=self.rules.deck)
        self._ready = {}
        self.score = self.skipped = self._shown = 0
        self.setup = self.level = self.feedback = self.result = self.hint_given = None
        self.answer_at_end = False
        self._left, self._since, self._played, self._ticked = START_SECONDS, None, 0.0, None
        rules_now = self.rules
        self.best_before = self._read(lambda recorder: recorder.attack_best(rules_now), None)
        self.phase = AttackPhase.DEALING
        return self._job_for(level_for(0))

    def deal_ahead(self) -> DealJob | None:
        """The next hand the run will need and has not got ready (None: none, or one is being
        dealt): the hand it waits for, else the next after a right answer, then after a skip."""
        if not self.in_run or self._job is not None:
            return None
        wanted = [level_for(self.score)]
        if self.phase is not AttackPhase.DEALING:
            wanted.insert(0, level_for(self.score + 1))
        for level in wanted:
            if not self._ready.get(level):
                return self._job_for(level)
        return None

    def dealt(self, dealt: Dealt) -> bool:
        """A deal job is done: the hand is kept ready, and goes on the table if the run waits
        for it (False: a stale job)."""
        level = self._job_level
        if level is None or not self._take_job(dealt.job, self.in_run):
            return False
        self._deck.replace(dealt.deck)
        if dealt.setup is None:  # even a fresh deck has no hand of that level
            self.notice = Notice(
                translate("Attack", "No hand of this deck can make 24: choose another deck."),
                True,
            )
            self._end(finished=False)
            return True
        self._ready.setdefault(level, []).append(dealt.setup)
        if self.phase is AttackPhase.DEALING:
            self._next_hand()
        return True

    def deal_failed(self, message: str) -> None:
        """Dealing failed (it should not): say so and end the run."""
        self._job = None
        self.notice = Notice(
            translate("Attack", "Could not deal: {reason}").format(reason=message), True
        )
        if self.in_run:
            self._end(finished=False)

    def stop(self) -> None:
        """Leave the run under way (a new run, the window closing): it ends now, and is kept if
        a hand was answered."""
        if self.in_run:
            self._end(finished=False)

    # --- the player ------------------------------------------------------------------------

    def type(self, text: str) -> None:
        """The answer being typed (kept while paused); typing goes on, so a skip asked for is
        forgotten."""
        if self.phase is AttackPhase.PLAYING:
            super().type(text)

    def _wrong_over(self) -> None:
        feedback = self.feedback
        if self.phase is AttackPhase.PLAYING and feedback is not None and feedback.error:
            self.feedback = None

    def submit(self, text: str) -> AnswerResult | None:
        """Check an answer: right scores, adds time and deals the next hand; wrong says why."""
        setup = self.setup
        if self.phase is not AttackPhase.PLAYING or setup is None or self.tick():
            return None
        result = check_answer(text, setup.cards, setup.target, self.rules.operators)
        if not result.ok:
            self.cues.add(Effect.WRONG)
            self.feedback = Notice(result.message, True)
            return result
        self.cues.add(Effect.RIGHT)
        self._stop_clock()
        self.score += 1
        self._left += RIGHT_SECONDS
        answer = render(result.expression, style="unicode") if result.expression else text
        self.feedback = Notice(
            translate("Attack", "Right: {answer} = {target}. +{time}").format(
                answer=answer,
                target=format_number(setup.target),
                time=seconds_text(RIGHT_SECONDS, 0),
            )
        )
        self._next_hand()
        return result

    @property
    def can_skip(self) -> bool:
        """Whether the hand can be given up now (Skip asked twice in a row: `ask_skip`, as in
        every way to play; one press that skipped at once lost two hands to a player who had
        learned to press it twice in a match)."""
        return self.phase is AttackPhase.PLAYING and self.setup is not None

    def skip(self) -> None:
        """Give up the hand: it costs time, an answer is shown and another hand is dealt."""
        setup = self.setup
        if self.phase is not AttackPhase.PLAYING or setup is None or self.tick():
            return
        self._stop_clock()
        self.skipped += 1
        self._left -= SKIP_SECONDS
        self._show_answer(
            translate("Attack", "Skipped (−{time}).").format(time=seconds_text(SKIP_SECONDS, 0))
        )
        if self._left <= 0:
            self._left = 0.0
            self._end(finished=True, shown=True)
        else:
            self._next_hand()

    def take_hint(self) -> Hint | None:
        """The coach's first rung for the hand, paid for with `HINT_SECONDS` off the clock;
        asking again returns the same hint at no further cost (None: no hint can be taken)."""
        if self.hint_given is not None:
            return self.hint_given
        setup = self.setup
        if setup is None or self.tick() or not self.can_hint:
            return None
        ladder = setup.ladder or ladder_of(setup.cards, setup.target, self.rules.operators)
        self._left -= HINT_SECONDS
        self.hint_given = Hint(one_hint(ladder), HINT_SECONDS)
        return self.hint_given

    def pause(self) -> bool:
        """Stop the clock; the view hides the hand and the answer."""
        if self.phase is not AttackPhase.PLAYING or self.tick():
            return False
        self._stop_clock()
        self.phase = AttackPhase.PAUSED
        return True

    def resume(self) -> bool:
        """Start the clock again; the hand comes back."""
        if self.phase is not AttackPhase.PAUSED:
            return False
        self.phase = AttackPhase.PLAYING
        self._start_clock()
        return True

    def quit(self) -> None:
        """End the run now and see its score (kept if a hand was answered), with an answer to
        the hand left on the table."""
        if not self.in_run:
            return
        shown = self.setup is not None
        if shown:
            self._show_answer(translate("Attack", "You ended the run."))
        self._end(finished=False, shown=shown)

    def tick(self) -> bool:
        """Apply the passing time; returns whether the run ended now."""
        if self.phase is not AttackPhase.PLAYING:
            return False
        left = self.remaining()
        if left <= 0:
            self._stop_clock()
            self._left = 0.0
            self._show_answer(translate("Attack", "Time is up."))
            self._end(finished=True, shown=True)
            return True
        whole = math.ceil(left)
        if whole <= TICKING_SECONDS and whole != self._ticked:
            self._ticked = whole
            self.cues.add(Effect.TIME_LOW)
        return False

    # --- helpers ---------------------------------------------------------------------------

    def _job_for(self, level: HandLevel) -> DealJob:
        options = MatchOptions.dealing(self.rules, only_solvable=True, deal_level=level)
        self._job = DealJob(
            self._deck.cards, options, None, self.rng.getrandbits(64), reshuffle=True, coached=True
        )
        self._job_level = level
        return self._job

    def _next_hand(self) -> None:
        """The hand of the level the score calls for on the table, if one is ready (the clock
        runs); else wait for it with the clock stopped."""
        level = level_for(self.score)
        ready = self._ready.get(level)
        self.draft = ""
        self.hint_given = None
        self.skip_asked = False  # (a question about the last hand is over)
        if not ready:
            self.setup = None
            self.phase = AttackPhase.DEALING
            return
        self.setup = ready.pop(0)
        self.level = level
        self._shown += 1
        self._ticked = None
        self.phase = AttackPhase.PLAYING
        self._start_clock()

    def _show_answer(self, why: str) -> None:
        """The hand on the table is left unanswered: say why, with one of its answers."""
        setup = self.setup
        if setup is None or not setup.solutions:
            self.feedback = Notice(why)
            return
        shown = translate("Attack", "One answer to {hand} was {answer} = {target}.").format(
            hand=hand_symbols(setup.cards),
            answer=setup.solutions[0].display(),
            target=format_number(setup.target),
        )
        self.feedback = Notice(sentences(why, shown))

    def _start_clock(self) -> None:
        self._since = self.clock.now()

    def _stop_clock(self) -> None:
        """The clock stops: the time since it started is spent (never more than was left: the
        clock is read a little after it reaches zero)."""
        if self._since is not None:
            spent = min(self.clock.now() - self._since, max(0.0, self._left))
            self._left -= spent
            self._played += spent
            self._since = None

    def _end(self, finished: bool, shown: bool = False) -> None:
        """The run is over: keep it (if the clock ran out, or something was scored); `shown`:
        the hand left on the table is shown with an answer."""
        self._stop_clock()
        self.skip_asked = False
        self.answer_at_end = shown
        self._job = None
        self._job_level = None
        self._ready = {}
        self.phase = AttackPhase.OVER
        result = self.result = AttackRun(
            self.today(), self.score, self.skipped, self._played, finished, self.rules
        )
        self.cues.add(Effect.NEW_BEST if self.new_best else Effect.MATCH_OVER)
        if finished or result.score:
            self._keep_once(
                lambda recorder: recorder.record_attack(result),
                translate("Attack", "The run could not be saved in your history: {reason}"),
            )
