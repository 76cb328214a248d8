"""What every way to play has in common, without widgets: the session a view shows.

A session holds a phase (an Enum of the mode's own), a clock, the random numbers it deals
with, a recorder (the history, or None; these three are given to every way to play alike:
`SessionArgs`), a notice for the player, the sounds the moments call for, the answer being
typed and the slow job (dealing) handed to the view. It keeps results in one way: once per
game, and a storage problem becomes a notice, never an error (`stored`, `read_or`). A way to
play is a subclass that adds its rules; its view is an `app.views.base_view.SessionView`.

The hooks a view calls: `dealt(result)` and `deal_failed(message)` for the job it ran,
`type(text)`, `submit(text)` (a verdict with `accepted` and `position`, or None),
`take_hint()`, `ask_skip()` (Skip asked twice in a row gives the hand up), `tick()`, `pause()`
and `resume()` (a mode with a clock stops it while the player is away or asked something), and
`in_game` (whether a game is on: leaving would end it).
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import (
    Any,
    ClassVar,
    Generic,
    Protocol,
    Required,
    TypeAlias,
    TypedDict,
    TypeVar,
    Unpack,
)

from solver import ALL_OPERATORS, OperatorSet

from ..i18n import translate
from .clock import Clock
from .cues import Cues

#: What a history that cannot be written or read raises (the file, the disk, SQLite).
STORAGE_ERRORS = (sqlite3.Error, OSError)

PhaseT = TypeVar("PhaseT", bound=Enum)
RecorderT = TypeVar("RecorderT")
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Act(StrEnum):
    """What a player can do in a way to play: a view's action does it, and Enter does the one
    the moment calls for (`Session.enter_action`)."""

    START = "start"  # start a game (a match, a run, practice, a duel)
    OPEN = "open"  # open what is chosen (a stage of the path, a day of the archive)
    SUBMIT = "submit"
    HINT = "hint"
    NO_SOLUTION = "no solution"
    PAUSE = "pause"
    RESUME = "resume"
    SKIP = "skip"
    NEXT = "next"  # go on: the next hand, round or stage
    CLOSE = "close"  # close what is shown (a duel's standings) for the next game
    QUIT = "quit"  # end the game now and see how it went


@dataclass(frozen=True)
class Notice:
    """A message about the session's situation (the history, dealing); `error` when it is bad
    news. It lasts until the situation changes. `kept`: it only says a game is kept, which is
    news where the game's end is shown (a summary), not on the pages of the game or the one
    before the next (there it pushed the table down as the last round ended, and stayed on the
    start page after)."""

    text: str
    error: bool = False
    kept: bool = False


class Verdict(Protocol):
    """What a submitted answer comes back as (app.game.answer.AnswerResult,
    app.game.puzzle.Attempt)."""

    @property
    def accepted(self) -> bool:
        """Whether the answer was taken as right (the answer line is then emptied)."""
        ...

    @property
    def position(self) -> int | None:
        """The 1-based column of a syntax error, if that was the problem."""
        ...


class Later(Generic[T_co]):
    """A recorder opened when it is first used, not when the session is made (the app's history:
    a view built when the window starts opens no file until a game records or reads)."""

    def __init__(self, open_it: Callable[[], T_co]) -> None:
        self._open = open_it

    def open(self) -> T_co:
        """The recorder (its opener opens it the first time it is asked)."""
        return self._open()


#: What a session is given to record into: the recorder, one opened when first used, or None.
Recorded: TypeAlias = RecorderT | Later[RecorderT] | None


class SessionArgs(TypedDict, Generic[RecorderT], total=False):
    """What every session is made with (keywords): its clock, the random numbers it deals with
    (None: a fresh generator; tests give a seeded one) and where it records."""

    clock: Required[Clock]
    rng: random.Random | None
    recorder: Recorded[RecorderT]


def stored(write: Callable[[], object], failed: str) -> str | None:
    """Write to the history: None when it is kept, else what to tell the player (`failed`, with
    the problem as {reason})."""
    try:
        write()
    except STORAGE_ERRORS as error:
        return failed.format(reason=error)
    return None


def read_or(read: Callable[[], T], default: T) -> T:
    """A read from the history, or `default` when it cannot be read (the game goes on)."""
    try:
        return read()
    except STORAGE_ERRORS:
        return default


class Session(Generic[PhaseT, RecorderT]):
    """A way to play, from its first page to its end: the state its view shows."""

    def __init__(self, phase: PhaseT, **args: Unpack[SessionArgs[RecorderT]]) -> None:
        self.phase = phase
        self.clock = args["clock"]
        rng = args.get("rng")
        self.rng = rng if rng is not None else random.Random()
        self._recorder: Recorded[RecorderT] = args.get("recorder")
        self.notice: Notice | None = None
        #: the answer being typed
        self.draft = ""
        #: the sounds the moments call for (the view plays them)
        self.cues = Cues()
        #: Skip was asked for once and waits to be asked again (a key pressed by mistake, Ctrl+S
        #: out of habit, must not give up the hand); anything else the player does forgets it
        self.skip_asked = False
        self._job: object | None = None
        self._recorded = False
        self._warned: str | None = None

    @property
    def recorder(self) -> RecorderT | None:
        """Where the session keeps its results (None: nowhere), opened now if it is opened when
        first used."""
        recorder = self._recorder
        return recorder.open() if isinstance(recorder, Later) else recorder

    @recorder.setter
    def recorder(self, recorder: Recorded[RecorderT]) -> None:
        self._recorder = recorder

    # --- the hooks a view calls ----------------------------------------------------------------

    @property
    def in_game(self) -> bool:
        """Whether a game is on (its clock runs; leaving would end it)."""
        return False

    @property
    def leaving_loses_progress(self) -> bool:
        """Whether leaving now would end a game with something played (the view asks first)."""
        return False

    @property
    def operators(self) -> OperatorSet:
        """The operators answers may use now, and whether every step must be a whole number
        (the cards to combine offer only these)."""
        return ALL_OPERATORS

    #: What Enter does in each phase (a phase not named: nothing, e.g. while a hand is dealt);
    #: a way to play where it depends on more than the phase says so in `enter_action`.
    ENTER: ClassVar[Mapping[Enum, Act]] = {}

    def enter_action(self) -> Act | None:
        """What Enter does now (None: nothing, e.g. while a hand is dealt)."""
        return self.ENTER.get(self.phase)

    @property
    def hints_left(self) -> int:
        """How many more hints the player may take now (`take_hint`); 0 in a way to play
        without hints, or when none can be taken."""
        return 0

    def dealt(self, result: Any) -> bool:
        """The job handed to the view is done: take its result (False: a stale job)."""
        raise NotImplementedError

    def deal_failed(self, message: str) -> None:
        """The job handed to the view failed (it should not): the game is left
        (`_leave_failed_deal`) and the first page says why."""
        self._job = None
        self._leave_failed_deal()
        self.notice = Notice(
            translate("Session", "Could not deal: {reason}").format(reason=message), True
        )

    def progress(self, done: int, total: int) -> bool:
        """The job handed to the view says how it goes; returns whether the view shows it."""
        return False

    def cancelled(self) -> bool:
        """The job handed to the view was cancelled (the view's Cancel, or a new job); returns
        whether the view shows anything new."""
        return False

    def type(self, text: str) -> None:
        """The answer being typed."""
        self.draft = text
        self.skip_asked = False

    def work_on(self) -> None:
        """The player works on an answer another way (combining the cards): a skip asked for
        is forgotten, as when typing goes on."""
        self.skip_asked = False

    def take_apart(self) -> None:
        """The answer combined on the cards is taken apart (Undo, Reset): a verdict that it
        was wrong speaks of cards no longer on the table, and is over (`_wrong_over`)."""
        self.work_on()
        self._wrong_over()

    def _wrong_over(self) -> None:
        """Forget the verdict on the last answer if it said it was wrong (a way to play that
        keeps one says how)."""

    @property
    def can_skip(self) -> bool:
        """Whether the hand can be given up now."""
        return False

    def skip(self) -> None:
        """Give up the hand at once (nobody scores)."""

    def ask_skip(self) -> bool:
        """The player asks to give up the hand: the first time it is only noted (`skip_asked`:
        the view says how to confirm), the second time in a row it is given up. Returns whether
        the hand was given up."""
        if not self.can_skip:
            return False
        if not self.skip_asked:
            self.skip_asked = True
            return False
        self.skip_asked = False
        self.skip()
        return True

    def submit(self, text: str) -> Verdict | None:
        """Check an answer (None: there is nothing to answer now)."""
        raise NotImplementedError

    def claim_no_solution(self) -> None:
        """Say the hand has no solution (a way to play that scores the claim)."""

    def give_up(self) -> None:
        """Show the answers: the hand is given up (a way to play that shows them)."""

    def quit(self) -> None:
        """End the game now and show how it went (a way to play whose games end)."""

    def take_hint(self) -> object | None:
        """A hint, if one can be taken now (None: none)."""
        return None

    def tick(self) -> bool:
        """Apply the passing time; returns whether anything the view shows changed."""
        return False

    def pause(self) -> bool:
        """Stop the clock (the view hides the hand); returns whether it was stopped now (False:
        nothing runs against a clock)."""
        return False

    def resume(self) -> bool:
        """Start the clock again after `pause`; returns whether it was started."""
        return False

    def toggle_pause(self) -> bool:
        """Pause, or resume when paused; returns whether anything changed."""
        return self.resume() or self.pause()

    # --- for the ways to play ------------------------------------------------------------------

    def _leave_failed_deal(self) -> None:
        """A deal failed: leave the game for the page a game starts from."""
        raise NotImplementedError

    def _new_game(self) -> None:
        """A new game starts: it will be kept once, and the last one's notice is over."""
        self._recorded = False
        self.notice = None

    def _take_job(self, job: object, waiting: bool) -> bool:
        """Whether a finished job is the one handed to the view while the session still waits
        for it (False: a stale job); it is then taken, and no job runs."""
        if job is not self._job or not waiting:
            return False
        self._job = None
        return True

    def _keep(
        self, write: Callable[[RecorderT], object], failed: str, saved: str | None = None
    ) -> bool:
        """Keep a result in the history. A storage problem becomes an error notice (`failed`,
        with {reason}); a warning of the history's own (it lives in memory, say) is said once;
        else `saved`, if given, says it is kept. Returns whether it was kept."""
        recorder = self.recorder
        if recorder is None:
            return False
        problem = stored(lambda: write(recorder), failed)
        if problem is not None:
            self.notice = Notice(problem, True)
            return False
        warning = getattr(recorder, "warning", None)
        if warning and warning != self._warned:  # said once, not after every game
            self._warned = warning
            self.notice = Notice(warning, True)
        elif saved is not None:
            self.notice = Notice(saved, kept=True)
        return True

    def _keep_once(
        self, write: Callable[[RecorderT], object], failed: str, saved: str | None = None
    ) -> bool:
        """`_keep`, once per game (a game left and then ended is not kept twice)."""
        if self._recorded or self.recorder is None:
            return False
        self._recorded = True
        return self._keep(write, failed, saved)

    def _read(self, read: Callable[[RecorderT], T], default: T) -> T:
        """A read from the history; `default` without a history or when it cannot be read."""
        recorder = self.recorder
        if recorder is None:
            return default
        return read_or(lambda: read(recorder), default)
