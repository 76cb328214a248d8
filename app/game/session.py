"""A play session: one match against the computer from the start page to the summary.

The session owns everything the Play tab shows and every rule of playing: the phase (ready,
dealing, playing, paused, round over, match over), the match (deck, rounds, scores), the clock,
hints and their cost, the answer being typed, the computer, recording to the history, and which
actions the player has in each phase. The view shows `session` and forwards what the player
does; it never decides anything itself.

Dealing is slow work: `start()` and `next()` return a `DealJob` for the view to run in a worker
(`job.run(cancel)`), whose result goes back through `dealt()`. Everything else is immediate.
Time comes from an injected clock; `tick()` applies it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol, Unpack

from solver import OperatorSet

from ..i18n import translate
from .answer import AnswerResult
from .base_session import Act, Notice, Session, SessionArgs
from .clock import seconds_text
from .cues import Effect
from .match import DealJob, Dealt, Match, MatchOptions, MatchSummary
from .round import Hint, Round, Winner

#: After the computer or the clock ends a round, Enter waits this long before it deals the next
#: one (an Enter meant for the answer must not skip the result).
HOLD_SECONDS = 0.7
#: ... and at least this long after the last key the player presses while it is held: they were
#: still typing the answer the round no longer takes, and the Enter meant for it must not deal
#: the next round before they have stopped and seen the result (a defect seen in play).
HOLD_AFTER_KEY = 1.5
#: The clock ticks aloud over the last seconds of a round.
TICKING_SECONDS = 5


class Phase(Enum):
    """Where the session is."""

    READY = "ready"  # the start page: nothing being played
    DEALING = "dealing"  # the next hand is being dealt and solved in a worker
    PLAYING = "playing"
    PAUSED = "paused"  # clock stopped; nothing that reveals the hand is shown
    ROUND_OVER = "round over"  # the round's result and "Next round"
    MATCH_OVER = "match over"  # the summary


class Recorder(Protocol):
    """Where finished and abandoned matches go (app.game.history.History)."""

    @property
    def warning(self) -> str | None:
        """A message about the history itself (it lives in memory, say), said once."""
        ...

    def record_match(self, summary: MatchSummary) -> int:
        """Store a match; returns its id."""
        ...


@dataclass(frozen=True)
class Feedback:
    """What the last wrong answer said: the text typed, the message, where a syntax error is."""

    typed: str
    message: str
    position: int | None = None


__all__ = ["Act", "Feedback", "Notice", "Phase", "PlaySession", "Recorder"]


class PlaySession(Session[Phase, Recorder]):
    """One match at a time against the computer, from the start page to the summary."""

    def __init__(
        self,
        options: MatchOptions,
        *,
        hold_seconds: float = HOLD_SECONDS,
        **args: Unpack[SessionArgs[Recorder]],
    ) -> None:
        super().__init__(Phase.READY, **args)
        self.options = options
        self.hold_seconds = hold_seconds
        self.match: Match | None = None
        self.feedback: Feedback | None = None
        self._hands: list[tuple[int, ...]] = []
        self._held_until: float | None = None
        self._ticked: int | None = None

    # --- reading the state -----------------------------------------------------------------

    @property
    def round(self) -> Round | None:
        """The round on the table (being played, paused or just over)."""
        return None if self.match is None else self.match.current

    @property
    def hint(self) -> Hint | None:
        """The hint taken this round, if any."""
        game = self.round
        return None if game is None else game.hint_given

    @property
    def summary(self) -> MatchSummary | None:
        """The match so far (the summary page shows it once the match is over)."""
        return None if self.match is None else self.match.summary()

    @property
    def in_match(self) -> bool:
        """Whether a match is under way (leaving it would end it)."""
        return self.phase in (Phase.DEALING, Phase.PLAYING, Phase.PAUSED, Phase.ROUND_OVER)

    @property
    def in_game(self) -> bool:
        """A match is a game: its clock runs while it is under way."""
        return self.in_match

    @property
    def operators(self) -> OperatorSet:
        """The operators of the match (of the next one, on the start page)."""
        return self.options.operators

    @property
    def leaving_loses_progress(self) -> bool:
        """Whether leaving now would end a match with something played: ask the player first
        (not once its last round is over: the match is finished and kept)."""
        match = self.match
        return (
            self.in_match
            and match is not None
            and not match.is_over
            and (bool(match.results) or match.in_round)
        )

    @property
    def held(self) -> bool:
        """Whether the round's result is still held (Enter does not deal the next round yet)."""
        return self._held_until is not None and self.clock.now() < self._held_until

    def key_pressed(self) -> None:
        """A key the player pressed while the round's result is held: it stays held until
        `HOLD_AFTER_KEY` after the last one."""
        if self.phase is Phase.ROUND_OVER and self.held and self._held_until is not None:
            self._held_until = max(self._held_until, self.clock.now() + HOLD_AFTER_KEY)

    def available(self) -> frozenset[Act]:
        """What the player can do now."""
        game = self.round
        acts: set[Act] = set()
        if self.phase in (Phase.READY, Phase.MATCH_OVER):
            acts.add(Act.START)
        if self.phase is Phase.PLAYING:
            acts |= {Act.SUBMIT, Act.NO_SOLUTION, Act.PAUSE, Act.SKIP}
            if game is not None and game.hint_given is None:
                acts.add(Act.HINT)  # refused with the reason when too little time is left
        if self.phase is Phase.PAUSED:
            acts.add(Act.RESUME)  # the hand is hidden: resume to give it up
        if self.phase is Phase.ROUND_OVER:
            acts.add(Act.NEXT)
        if self.in_match:
            acts.add(Act.QUIT)
        return frozenset(acts)

    #: What Enter does: start, submit, resume, the next round (nothing: dealing).
    ENTER: ClassVar[Mapping[Enum, Act]] = {
        Phase.READY: Act.START,
        Phase.MATCH_OVER: Act.START,
        Phase.PLAYING: Act.SUBMIT,
        Phase.PAUSED: Act.RESUME,
        Phase.ROUND_OVER: Act.NEXT,
    }

    def enter_action(self) -> Act | None:
        """What Enter does now (`ENTER`): nothing yet while a round's result is held."""
        if self.phase is Phase.ROUND_OVER and self.held:
            return None
        return super().enter_action()

    def remaining(self) -> float:
        """Seconds the player has left in the round (frozen once it is over)."""
        game = self.round
        if game is None:
            return self.options.round_seconds
        if game.outcome is not None:
            return max(0.0, game.time_limit - game.outcome.seconds)
        return game.remaining()

    # --- a match ---------------------------------------------------------------------------

    def start(
        self, hands: Sequence[Sequence[int]] = (), options: MatchOptions | None = None
    ) -> DealJob | None:
        """Start a new match (from the start page or the summary) and deal its first round.

        `hands` (ranks) are dealt first, in order, if given; `options` replace the session's.
        A match under way must be left first (`abandon`). Returns the deal job to run.
        """
        if self.in_match:
            raise RuntimeError("a match is under way: leave it first")
        if options is not None:
            self.options = options
        self.match = Match(self.options, clock=self.clock, rng=self.rng)
        self._hands = [tuple(hand) for hand in hands]
        self._new_game()
        return self._deal()

    def dealt(self, dealt: Dealt) -> bool:
        """A deal job is done: start its round (or end the match when no hand was left).
        Returns False for the result of a job that is no longer wanted."""
        match = self.match
        if match is None or not self._take_job(dealt.job, self.phase is Phase.DEALING):
            return False
        if dealt.note:
            self.notice = Notice(dealt.note)
        if match.accept(dealt) is None:
            if not match.results:
                self.notice = Notice(
                    translate("Session", "No hand of that difficulty is left in the deck."), True
                )
                self.match = None
                self.phase = Phase.READY
            else:
                self._match_over()
            return True
        self.phase = Phase.PLAYING
        self.draft = ""
        self.feedback = None
        self.skip_asked = False
        return True

    def _leave_failed_deal(self) -> None:
        """Back to the start page (it says why dealing failed)."""
        self.match = None
        self.phase = Phase.READY

    def next(self) -> DealJob | None:
        """After a round: deal the next one, or show the summary after the last one."""
        if self.phase is not Phase.ROUND_OVER or self.match is None:
            return None
        self._held_until = None
        if self.match.is_over:
            self._match_over()
            return None
        return self._deal()

    def to_start(self) -> None:
        """From the summary back to the start page (to choose the next match's rules)."""
        if self.phase is Phase.MATCH_OVER:
            self.phase = Phase.READY

    def quit(self) -> None:
        """End the match now and show its summary; a round in progress is not counted, and the
        match is kept as abandoned (if anything was played; after its last round it is simply
        over)."""
        if not self.in_match or self.match is None:
            return
        self._job = None
        self.match.abandon()
        self._match_over()

    def abandon(self) -> None:
        """Leave the match for good (a new match, the window closing): it is kept as abandoned
        if anything was played, and the start page shows."""
        if self.in_match and self.match is not None:
            self._job = None
            self.match.abandon()
            self._record()
        self.phase = Phase.READY

    # --- the player in a round -------------------------------------------------------------

    def type(self, text: str) -> None:
        """The answer being typed (kept while the game is paused)."""
        if self.phase is Phase.PLAYING:
            super().type(text)

    def _wrong_over(self) -> None:
        if self.feedback is not None and self.feedback.typed:  # not a hint's cost
            self.feedback = None

    def submit(self, text: str | None = None) -> AnswerResult | None:
        """Check the answer (the draft unless `text` is given): right ends the round, wrong says
        why and the player tries again. None when there is nothing to answer."""
        game = self.round
        if self.phase is not Phase.PLAYING or game is None:
            return None
        typed = self.draft if text is None else text
        self.draft = typed
        self.skip_asked = False
        result = game.submit(typed)
        if game.is_over:
            # the answer, or the clock or the computer just before it (then the result waits
            # a moment: this Enter was meant for the answer, not for the next round)
            won = result.ok
            self.cues.add(Effect.RIGHT if won else Effect.COMPUTER_WINS)
            self._round_over(by_player=won)
        elif not result.ok:
            self.cues.add(Effect.WRONG)
            self.feedback = Feedback(typed, result.message, result.position)
        return result

    def claim_no_solution(self) -> None:
        """Say the hand has no solution: a point if right, the round lost if wrong."""
        game = self.round
        if self.phase is Phase.PLAYING and game is not None:
            outcome = game.claim_no_solution()
            if outcome is not None:
                won = outcome.winner is Winner.PLAYER
                self.cues.add(Effect.RIGHT if won else Effect.COMPUTER_WINS)
                self._round_over(by_player=True)

    def take_hint(self) -> Hint | None:
        """The first step of an answer; its cost comes off the player's time (too little time
        left to pay for it: the feedback says so). On a hand without an answer it is a plan asked
        as on any hand, so it never hands the "no solution" point over."""
        game = self.round
        if self.phase is not Phase.PLAYING or game is None:
            return None
        self.skip_asked = False
        given = game.hint()
        if game.is_over:
            self._round_over(by_player=False)
        elif given is None:
            self.feedback = Feedback(
                "",
                translate(
                    "Play", "A hint costs {cost} of your time, and only {left} is left."
                ).format(
                    cost=seconds_text(game.hint_seconds, 0), left=seconds_text(game.remaining())
                ),
            )
        return given

    def pause(self) -> bool:
        """Stop the clock; the view hides the cards, the hint, the feedback and the answer."""
        game = self.round
        if self.phase is not Phase.PLAYING or game is None:
            return False
        if game.pause():
            self.phase = Phase.PAUSED
            return True
        if game.is_over:  # the time ran out just before the pause
            self._round_over(by_player=False)
        return False

    def resume(self) -> bool:
        """Start the clock again; everything hidden comes back."""
        game = self.round
        if self.phase is Phase.PAUSED and game is not None and game.resume():
            self.phase = Phase.PLAYING
            return True
        return False

    @property
    def can_skip(self) -> bool:
        """A round being played can be given up (paused, its hand is hidden: resume first)."""
        return self.phase is Phase.PLAYING and self.round is not None

    def skip(self) -> None:
        """Give up the round at once: nobody scores, an answer is shown."""
        game = self.round
        if self.can_skip and game is not None:
            game.skip()
            self._round_over(by_player=True)

    def tick(self) -> bool:
        """Apply the passing time; returns whether the round ended now."""
        game = self.round
        if self.phase is not Phase.PLAYING or game is None:
            return False
        outcome = game.tick()
        if outcome is not None:
            if outcome.winner is Winner.COMPUTER:
                self.cues.add(Effect.COMPUTER_WINS)
            self._round_over(by_player=False)
            return True
        left = math.ceil(game.remaining())
        if 0 < left <= TICKING_SECONDS and left != self._ticked:
            self._ticked = left
            self.cues.add(Effect.TIME_LOW)
        return False

    # --- helpers -----------------------------------------------------------------------------

    def _deal(self) -> DealJob | None:
        """Ask for the next round to be dealt (the view runs the job)."""
        assert self.match is not None
        job = self.match.deal_job(self._hands.pop(0) if self._hands else None)
        if job is None:
            self._match_over()
            return None
        self._job = job
        self.phase = Phase.DEALING
        self.feedback = None
        self.draft = ""
        return job

    def _round_over(self, by_player: bool) -> None:
        """The round ended: hold the result a moment unless the player ended it."""
        self.phase = Phase.ROUND_OVER
        self._held_until = None if by_player else self.clock.now() + self.hold_seconds
        if self.match is not None and self.match.is_over:
            self._record()

    def _match_over(self) -> None:
        """Show the summary (back to the start page when nothing was played); record it."""
        assert self.match is not None
        self._record()
        self.phase = Phase.MATCH_OVER if self.match.results else Phase.READY
        if self.phase is Phase.MATCH_OVER:
            self.cues.add(Effect.MATCH_OVER)

    def _record(self) -> None:
        """Write the match to the history once, if anything was played; problems are noticed."""
        match = self.match
        if match is None or self._recorded:
            return
        summary = match.summary()
        if not summary.rounds_played:
            return
        self._keep_once(
            lambda recorder: recorder.record_match(summary),
            translate("Session", "The match could not be saved in your history: {reason}"),
            translate("Session", "The match is saved in your history.")
            if summary.finished
            else translate("Session", "The match is saved in your history as abandoned."),
        )
