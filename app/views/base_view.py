"""What every way to play's view repeats (after Vorta's views/base_tab.py): the session it shows,
the worker that runs the session's slow jobs, the clock's timer while a game is on, and the
answer area.

The answer area is where the player makes an answer: the cards on the table (`felt`) and the
answer box (`answer`). `answer_area(felt, answer)` wires them to the session once for every
mode: a card clicked goes into the answer, what is typed goes to the session and fades the cards
it uses, an answer submitted is checked by the session (`submit`), and `show_hand` lays the
hand out. A second way to make an answer (combining cards, say) is added there, once, for
Play, Practice, Daily and Two players alike: its widget is made in `answer_area` (beside or
inside the answer box, which every mode has), gets each new hand in `show_hand`, and hands the
expression it built to `submit(text)`, exactly as a typed answer.

A view shows its session in `show_session()`; `refresh()` plays the sounds the session called
for, keeps the timer running while a game is on and calls it. Nothing here is a rule: the
session (`app.game.base_session.Session`) decides everything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PyQt5.QtCore import QTimer
from PyQt5.QtWidgets import QWidget

from ..context import AppContext
from ..game.base_session import Session
from ..game.cards import Card
from ..game.jobs import Job
from ..i18n import translate
from ..widgets.adaptive import Adaptive
from ..widgets.answer_box import AnswerBox
from ..widgets.hand_table import HandTable
from ..worker import CancelToken

#: How often the clock is read while a game is on.
TICK_MS = 100

SessionT = TypeVar("SessionT", bound=Session[Any, Any])


def skip_question() -> str:
    """What the first Skip (Ctrl+S) says (`Session.ask_skip`): the second gives the hand up."""
    return translate(
        "Play", "Skip this hand? Press Skip (Ctrl+S) again to give it up: nobody scores."
    )


class SessionView(Adaptive, QWidget, Generic[SessionT]):
    """A view of one way to play: its session, jobs, timer and answer area."""

    felt: HandTable
    answer: AnswerBox

    def __init__(
        self, context: AppContext, session: SessionT, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.session = session
        self._after_deal: Callable[[], None] | None = None
        self.runner = context.make_runner(self)
        self.runner.finished.connect(self._job_done)
        self.runner.failed.connect(self._job_failed)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    # --- the answer area -----------------------------------------------------------------------

    def answer_area(self, felt: HandTable, answer: AnswerBox) -> None:
        """Wire the table and the answer box to the session (every mode does it here)."""
        self.felt = felt
        self.answer = answer
        felt.chosen.connect(lambda value: answer.insert(str(value)))
        answer.submitted.connect(self.submit)
        answer.edited.connect(self.typed)

    def show_hand(self, cards: Sequence[Card], face_down: bool = False) -> None:
        """Lay the hand on the table (face down while it must not be seen)."""
        self.felt.show_hand(cards, face_down)

    def typed(self, text: str) -> None:
        """What is typed goes to the session; the cards it uses fade."""
        asked = self.session.skip_asked
        self.session.type(text)
        self.show_used()
        if asked:  # typing goes on: the question about skipping is over
            self.refresh()

    def show_used(self) -> None:
        """Fade the cards the answer already uses (none while no answer can be made: a text
        left from a hand over or from the player who missed ticks nothing)."""
        self.felt.mark_used(self.answer.text() if self.answer.playing else "")

    # --- what the player does ------------------------------------------------------------------

    def submit(self, text: str | None = None) -> None:
        """Check the answer in the box (or `text`): a right one empties the box, a syntax error
        puts the cursor where it is."""
        checked = self.session.submit(self.answer.text() if text is None else text)
        if checked is not None and checked.accepted:
            self.answer.set_text("")
        self.refresh()
        if checked is not None:
            self.answer.point_at(checked.position)

    def hint(self) -> None:
        """Take the next hint (Ctrl+H)."""
        self.session.take_hint()
        self.refresh()

    def clear(self) -> None:
        """Clear the answer box (Ctrl+L)."""
        self.answer.clear()

    def tick(self) -> None:
        """Read the clock (the timer runs while a game is on)."""
        if self.session.tick():
            self.refresh()

    # --- the session's jobs, in the worker -----------------------------------------------------

    def run(self, job: Job[Any] | None) -> None:
        """Run the session's slow work (dealing) in the worker; its result goes back to the
        session when it is done."""
        if job is not None:
            self.runner.submit(lambda token: _run(job, token))
        self.refresh()

    def after_deal(self, then: Callable[[], None]) -> None:
        """Run `then` once the job being run has put its hand on the table (screenshots,
        tests)."""
        self._after_deal = then

    def dealt(self) -> None:
        """A new hand is on the table: a fresh answer box."""
        self.answer.reset()

    def _job_done(self, result: object) -> None:
        if not self.session.dealt(result):
            return
        self.dealt()
        self.refresh()
        if self._after_deal is not None:
            after, self._after_deal = self._after_deal, None
            after()

    def _job_failed(self, message: str) -> None:
        self.session.deal_failed(message)
        self.refresh()

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the session: its sounds, the timer, then everything else (`show_session`)."""
        self.context.play(self.session.cues.take())
        if self.session.in_game and not self.timer.isActive():
            self.timer.start()
        elif not self.session.in_game:
            self.timer.stop()
        self.show_session()
        self.show_used()

    def show_session(self) -> None:
        """Show the session's state in the widgets."""
        raise NotImplementedError

    def restyle(self) -> None:
        """The palette changed: show everything again in its colours."""
        self.refresh()


def _run(job: Job[Any], token: CancelToken) -> object:
    """The worker's part: the job, stopped when the token is cancelled."""
    return job.run(token.cancelled)
