"""What every way to play's view repeats (after Vorta's views/base_tab.py): the session it shows,
the worker that runs the session's slow jobs, the clock's timer while a game is on, and the
answer area.

The answer area is where the player makes an answer, in one of two ways, the player's choice
(the `combining` setting, switched by Ctrl+T or the "Combine cards" button in every mode, and in
Preferences): typing it in the answer box (clicking a card types its number), or combining the
cards two at a time (`app.widgets.combine_table.CombineTable` over the Qt-free
`app.game.combine.CardTable`), with the operators the session allows (`Session.operators`).
`answer_area(felt, answer)` wires both to the session once for Play, Practice, Daily and Two
players (and any new mode) and returns the widget the view lays out where the cards go (the felt,
or the cards to combine, whichever is in use):

- `show_hand(cards, face_down)` lays each hand out on both (a new hand starts the combining
  over; face down hides it, as a pause does);
- an answer is judged by the session's `submit(text)` whichever way it was made: the combining
  table hands in its expression as text the moment one card is left (the same checks, messages,
  `identify` and history as a typed answer); a right one that leaves the hand open (practice:
  find another) starts the table over, a wrong one leaves it as it is, to undo a step;
- the table takes input only while the answer box does (`AnswerBox.set_playing`): a round over
  freezes it; `answer.focus()` gives it the focus while combining;
- `fresh_answer()` empties the answer box and starts the combining over (a new player's turn).

A view shows its session in `show_session()`; `refresh()` plays the sounds the session called
for, keeps the timer running while a game is on and calls it. Leaving a game under way is asked
first (`ask_first`), its clock stopped meanwhile (`pause_for_question`), as it is while the view
is hidden. A result to share (`share_text`, built by `app.game.share`) goes to the clipboard with
`copy_result`. Nothing here is a rule: the session (`app.game.base_session.Session`) decides
everything.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypedDict, TypeVar

from PyQt5.QtCore import Qt, QTimer
from PyQt5.QtGui import QHideEvent
from PyQt5.QtWidgets import (
    QAction,
    QApplication,
    QLabel,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..game.answer import empty_answer_text
from ..game.base_session import Act, Session
from ..game.cards import Card
from ..game.clock import Clock, MonotonicClock
from ..game.jobs import Job
from ..game.operators import allowed_note
from ..i18n import sentences, translate
from ..shell.context import AppContext
from ..shell.theme import text_style
from ..widgets.actions import ENTER_KEYS, ActionsView, ViewAction, retitle, view_action
from ..widgets.adaptive import Adaptive
from ..widgets.answer_box import AnswerBox
from ..widgets.combine_table import CombineTable
from ..widgets.hand_table import HandTable
from ..widgets.pages import arranged, sized_by_current, stacked
from ..widgets.questions import ask

if TYPE_CHECKING:
    from ..game.base_session import Later
    from ..game.history import History

#: How often the clock is read while a game is on.
TICK_MS = 100
#: The key that switches between typing answers and combining the cards, in every mode.
COMBINE_KEY = "Ctrl+T"
#: The most height, in pixels, of a game page's bottom where the answer box and the round's
#: result take turns (`app.widgets.pages.stacked`): the cards keep the rest.
BOTTOM_HEIGHT = 190

SessionT = TypeVar("SessionT", bound=Session[Any, Any])


class Given(TypedDict):
    """What a view gives the session it shows: the clock, the app's random numbers and the
    history to record into (opened when first used)."""

    clock: Clock
    rng: random.Random
    recorder: Later[History]


def given(context: AppContext, clock: Clock | None = None) -> Given:
    """What a view's session is given (`clock`: the real one unless a test passes its own)."""
    return {"clock": clock or MonotonicClock(), "rng": context.rng, "recorder": context.recorder()}


def skip_question() -> str:
    """What the first Skip (Ctrl+S) says (`Session.ask_skip`): the second gives the hand up."""
    return translate(
        "Play", "Skip this hand? Press Skip (Ctrl+S) again to give it up: nobody scores."
    )


def session_step(step: str, doc: str) -> Callable[[SessionView[Any]], None]:
    """A view's method (`doc` says what it does) that takes this step on the session (its
    method of that name), then shows the session."""

    def take(view: SessionView[Any]) -> None:
        getattr(view.session, step)()
        view.refresh()

    take.__doc__ = doc
    return take


class SessionView(ActionsView, Adaptive, QWidget, Generic[SessionT]):
    """A view of one way to play: its session, jobs, timer, actions and answer area.

    Building one (`__init__`) runs the same steps for every way to play: its session (the one
    given, else `new_session`'s, with the clock given or the real one), the worker and the
    timer, the declared actions (`ViewAction`s of the class), `build()` (the view's pages),
    `restyle()`, `retranslate()` (the actions' words, then the view's own: `WORDS`, then
    `set_texts`), then `refresh()`; `setting_changed(name)` follows the settings from then on.
    """

    #: Enter anywhere in the view does what the moment calls for (each view words it).
    enter_action = ViewAction("press_enter", ENTER_KEYS)
    #: The view's method that does each thing Enter can do (`Session.enter_action`), in pairs.
    ENTER: ClassVar[tuple[tuple[Act, str], ...]] = ()

    felt: HandTable
    answer: AnswerBox
    #: the cards to combine, and what the view lays out where the cards go (`answer_area`)
    combine: CombineTable
    cards_area: QStackedWidget
    #: typing answers or combining the cards (checked: combining), in the Game menu
    combine_action: QAction

    def __init__(
        self,
        context: AppContext,
        clock: Clock | None = None,
        parent: QWidget | None = None,
        *,
        session: SessionT | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.session = (
            self.new_session(context, given(context, clock)) if session is None else session
        )
        self._after_deal: Callable[[], None] | None = None
        self.setFocusPolicy(Qt.ClickFocus)  # it keeps the focus when the answer closes
        #: whether answers are made with the cards (`answer_area`), and the hand the combining
        #: table was given last
        self._cards = False
        self._hand: tuple[Card, ...] | None = None
        self.runner = context.make_runner(self)
        self.runner.report_to(
            self._job_done, self._job_failed, self._job_progress, self._job_cancelled
        )
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        #: the question open before leaving a game (`ask_first`), if one is
        self.confirmation: QMessageBox | None = None
        self.make_actions()
        self.build()
        self.restyle()
        self.retranslate()
        context.settings.changed.connect(self.setting_changed)
        self.refresh()

    @property
    def phase(self) -> Any:
        """The session's phase (an Enum of the way to play's own)."""
        return self.session.phase

    def new_session(self, context: AppContext, basics: Given) -> SessionT:
        """The session of a view that makes its own: the way to play's session with what a
        view gives (`basics`) and the options the settings hold."""
        raise NotImplementedError

    def build(self) -> None:
        """Make the view's pages (its actions are made already)."""
        raise NotImplementedError

    def set_texts(self) -> None:
        """Every fixed text of the view's own widgets, in the current language."""

    def show_pages(self, *pages: QWidget, sized: bool = True) -> None:
        """The view's pages, one shown at a time (the first now), filling the view; `sized`: the
        view asks for the room of the page shown only."""
        self.pages = stacked(self, *pages)
        if sized:
            sized_by_current(self.pages)
        arranged(QVBoxLayout(self), (self.pages,), (0, 0))

    def retranslate(self) -> None:
        """Every fixed text in the current language: the actions' words, the view's own (its
        WORDS, then `set_texts`), what the settings say, then the session shown again."""
        self.retitle_actions()
        self.say_words()
        self.set_texts()
        self.show_settings()
        self.refresh()

    def setting_changed(self, name: str) -> None:
        """A setting changed: the way of answering follows it (a view showing other settings
        follows them too)."""
        if name == "answer_input" and self._cards:
            self._show_input()
            if self.answer.playing and self.isVisible():
                self.answer.focus()
        self.show_settings()

    def show_settings(self) -> None:
        """Show what the settings say on the view's own pages (the next game's rules, the
        players' names): after the words, and whenever a setting changes."""

    # --- the answer area -----------------------------------------------------------------------

    def answer_area(self, felt: HandTable, answer: AnswerBox) -> QWidget:
        """Wire the table, the answer box and the cards to combine to the session (every mode
        does it here); returns the widget to lay out where the cards go."""
        self.felt = felt
        self.answer = answer
        felt.chosen.connect(lambda value: answer.insert(str(value)))
        answer.submitted.connect(self.submit)
        answer.edited.connect(self.typed)
        parent = felt.parentWidget()
        self.combine = CombineTable(parent)
        self.combine.built.connect(self.submit)
        self.combine.changed.connect(self._combined)
        self.combine.taken_apart.connect(self._taken_apart)
        felt.captioned.connect(self.combine.set_caption)
        self.cards_area = stacked(parent, felt, self.combine)
        self.combine_action = view_action(self, self.toggle_combining, [COMBINE_KEY])
        self.combine_action.setCheckable(True)
        answer.add_button(self.combine_action)
        self._cards = True
        self._show_input()
        return self.cards_area

    @property
    def combining(self) -> bool:
        """Whether answers are made by combining the cards (the player's choice)."""
        return self.context.settings.combining

    def toggle_combining(self) -> None:
        """Switch between typing answers and combining the cards (Ctrl+T); remembered, and the
        same in every mode."""
        self.context.settings.combining = not self.combining

    def _show_input(self) -> None:
        """Show the way of answering in use: the felt and the answer line, or the cards to
        combine (the switch says which, in the language in use)."""
        combining = self.combining
        self.cards_area.setCurrentWidget(self.combine if combining else self.felt)
        self.answer.set_typing(not combining, self.combine, self.combine.controls)
        self.combine_action.setChecked(combining)
        retitle(
            self.combine_action,
            translate("Answer", "Com&bine cards"),
            translate(
                "Answer",
                "Answer by combining the cards two at a time (on), or by typing (off)",
            ),
        )

    def show_hand(self, cards: Sequence[Card], face_down: bool = False) -> None:
        """Lay the hand on the table (face down while it must not be seen); a new hand starts
        the combining over."""
        self.felt.show_hand(cards, face_down)
        hand = tuple(cards)
        operators = self.session.operators
        if hand != self._hand or operators != self.combine.table.operators:
            self._hand = hand
            self._order_tabs()
            self.combine.set_cards(hand, operators)
            self.answer.set_operators(operators.symbols)
        if face_down != self.combine.face_down:
            self.combine.set_face_down(face_down)

    def _order_tabs(self) -> None:
        """Tab goes from the answer line to the cards, then to the answer's buttons (the cards
        are made after the answer box, so Qt's order of making would put them last)."""
        chain = [self.answer.entry, *self.felt.cards, self.answer.submit_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def set_caption(self, text: str) -> None:
        """What the hand's caption says (what to make), with the operators allowed when they
        are not the classic game's; on the felt and the cards to combine alike."""
        self.felt.set_caption(sentences(text, allowed_note(self.session.operators)))

    def fresh_answer(self) -> None:
        """An empty answer box and the cards as dealt (a new hand, another player's turn)."""
        self.answer.reset()
        self.combine.restart()

    def typed(self, text: str) -> None:
        """What is typed goes to the session; the cards it uses fade."""
        asked = self.session.skip_asked
        self.session.type(text)
        self.show_used()
        if asked:  # typing goes on: the question about skipping is over
            self.refresh()

    def _combined(self) -> None:
        """A step on the cards to combine: the question about skipping is over."""
        if self.session.skip_asked:
            self.session.work_on()
            self.refresh()

    def _taken_apart(self) -> None:
        """Undo or Reset on the cards to combine: a verdict that the answer was wrong is over
        (it spoke of cards no longer on the table)."""
        self.session.take_apart()
        self.refresh()

    def show_used(self) -> None:
        """Fade the cards the answer already uses (none while no answer can be made: a text
        left from a hand over or from the player who missed ticks nothing)."""
        self.felt.mark_used(self.answer.text() if self.answer.playing else "")

    # --- what the player does ------------------------------------------------------------------

    def submit(self, text: str | None = None) -> None:
        """Check the answer in the box, or the cards combined (or `text`): a right one empties
        the box (and starts the combining over if the hand is still open), a syntax error puts
        the cursor where it is. Enter with cards still to combine says how to go on."""
        if text is None and self.combining:
            if not self.combine.ready():
                return
            text = self.combine.table.answer_text()
        typed = self.answer.text() if text is None else text
        if not typed.strip():  # Enter on an empty line: said what to do, never a wrong answer
            self.answer.say(empty_answer_text())
            self.answer.focus()
            return
        checked = self.session.submit(typed)
        right = checked is not None and checked.accepted
        if right:
            self.answer.set_text("")
        self.refresh()
        if right and self.answer.playing:
            self.combine.restart()  # the hand is still open: another answer
        if checked is not None and not self.combining:
            self.answer.point_at(checked.position)

    def enter_act(self) -> Act | None:
        """What Enter does now: what the session says (a view with pages of its own, such as an
        archive, may say otherwise)."""
        return self.session.enter_action()

    def press_enter(self) -> None:
        """Enter: what the moment calls for (`enter_act`), done by the view's method for it
        (`ENTER`); nothing while the player is asked a question."""
        act = self.enter_act()
        if act is not None and self.confirmation is None:
            getattr(self, dict(self.ENTER)[act])()

    #: the Game menu's steps on the session (`session_step`), each shown at once
    hint = session_step("take_hint", "Take the next hint (Ctrl+H).")
    claim_no_solution = session_step("claim_no_solution", "Say the hand has no solution (Ctrl+D).")
    give_up = session_step("give_up", "Show the answers (Ctrl+G).")
    toggle_pause = session_step("toggle_pause", "Pause (the hand hidden) or resume (Ctrl+P).")
    skip = session_step("ask_skip", "Give up the hand (Ctrl+S), asked twice in a row.")

    def clear(self) -> None:
        """Clear the answer box, or start the combining over (Ctrl+L)."""
        if self.combining:
            self.combine.reset()
        else:
            self.answer.clear()

    def share_text(self) -> str:
        """The result to share, spoiler-free (app.game.share builds it); "" when there is
        none."""
        return ""

    def copy_result(self) -> None:
        """Put the result to share on the clipboard (Copy result, Ctrl+Shift+C) and say so."""
        text = self.share_text()
        clipboard = QApplication.clipboard()
        if not text or clipboard is None:
            return
        clipboard.setText(text)
        self.context.show_message(translate("Share", "Copied: {text}").format(text=text))
        self.focus_after(getattr(self, "copy_action", None))

    def focus_after(self, action: QAction | None) -> None:
        """After a button's action the keyboard goes on where it is of use: in the answer line
        while an answer can be made (typed keys reach it), else on the action's button with
        its focus ring, never on the view itself, where nothing shows it and keys go nowhere."""
        if self._cards and self.answer.playing:
            self.answer.focus()
            return
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self and self.isAncestorOf(focus):
            return  # a button of the view has it already (a click on one gives it)
        for button in self.findChildren(QToolButton):
            if button.defaultAction() is action and button.isVisible() and button.isEnabled():
                # as Tab would: the ring shows, after a click too (Qt draws it once the
                # keyboard has moved the focus in the window)
                self.window().setAttribute(Qt.WA_KeyboardFocusChange)
                button.setFocus(Qt.TabFocusReason)
                return

    def tick(self) -> None:
        """Read the clock (the timer runs while a game is on): what it changed is shown, else
        the countdown goes on (`show_time`) with the sounds it calls for."""
        if self.session.tick():
            self.refresh()
            return
        self.context.play(self.session.cues.take())
        self.show_time()

    def show_time(self) -> None:
        """Show how the clock stands (a view with a countdown)."""

    # --- leaving a game (asked first) ---------------------------------------------------------

    def leaving_words(self) -> tuple[str, str, str]:
        """What asking before leaving a game says: its title, the answer that keeps playing,
        and that a game is under way (a way to play whose games can be left)."""
        return "", "", ""

    def kept_words(self) -> str:
        """What leaving the game now keeps, in a sentence."""
        return ""

    def leave_question(self) -> str | None:
        """What to ask before the window closes (None: nothing would be lost)."""
        if not self.session.leaving_loses_progress:
            return None
        return asked(self.leaving_words()[2], self.kept_words())

    def leave_then(self, question: str, yes: str, then: Callable[[], None]) -> None:
        """Do `then`, which leaves the game under way; when that would lose what was played,
        ask first (`question`, with what is kept; `yes` does it)."""
        if not self.session.leaving_loses_progress:
            then()
            return
        title, no, _under_way = self.leaving_words()
        self.ask_first(title, asked(question, self.kept_words()), yes, no, then)

    def end_now(self) -> None:
        """End the game now and show how it went (the job under way is dropped)."""
        self.runner.cancel()
        self.session.quit()
        self.refresh()

    def pause_for_question(self) -> bool:
        """A question is about to be asked (leave the game?): stop the clock meanwhile, if the
        mode has one. Returns whether the game was paused."""
        paused = self.session.pause()
        self.refresh()
        return paused

    def resume_after_question(self) -> None:
        """The player chose to keep playing: the game goes on."""
        if self.session.resume():
            self.refresh()

    def hideEvent(self, event: QHideEvent) -> None:
        """Leaving the view (another tab, the window minimised) pauses a game with a clock."""
        if self.session.pause():
            self.refresh()
        super().hideEvent(event)

    def ask_first(self, title: str, text: str, yes: str, no: str, then: Callable[[], None]) -> None:
        """Ask before leaving a game (`then` if the player says `yes`); the clock is stopped
        while the question is open, and runs again if the player keeps playing."""
        was_playing = self.pause_for_question()

        def answered(leave: bool) -> None:
            self.confirmation = None
            if leave:
                then()
            elif was_playing:
                self.resume_after_question()
            else:
                self.refresh()

        self.confirmation = ask(self, title, text, yes, no, answered)
        self.refresh()

    # --- the session's jobs, in the worker -----------------------------------------------------

    def run(self, job: Job[Any] | None) -> None:
        """Run the session's slow work (dealing) in the worker, then show the session; its
        result goes back to the session when it is done."""
        if job is not None:
            self.start_job(job)
        self.refresh()

    def start_job(self, job: Job[Any]) -> None:
        """Run a session's job in the worker (a newer one cancels it): what it tells as it goes
        and its result go back to the session."""
        self.runner.submit(lambda token: job.run(token.cancelled, token.report))

    def after_deal(self, then: Callable[[], None]) -> None:
        """Run `then` once the job being run has put its hand on the table (screenshots,
        tests)."""
        self._after_deal = then

    def dealt(self) -> None:
        """A new hand is on the table: a fresh answer."""
        self.fresh_answer()

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

    def _job_progress(self, done: int, total: int) -> None:
        if self.session.progress(done, total):
            self.refresh()

    def _job_cancelled(self) -> None:
        if self.session.cancelled():
            self.refresh()

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the session: its sounds, the timer, then everything else (`show_session`)."""
        self.context.play(self.session.cues.take())
        if self.session.in_game and not self.timer.isActive():
            self.timer.start()
        elif not self.session.in_game:
            self.timer.stop()
        answering = self._cards and (self.combine.hasFocus() or self.answer.entry.hasFocus())
        self.show_session()
        self.enter_action.setEnabled(self.enter_act() is not None and self.confirmation is None)
        if self._cards:
            self.show_used()
            self._show_input()
        focus = QApplication.focusWidget()
        if answering and (focus is None or not self.isAncestorOf(focus)):
            # the answer closed (a hand done) and Qt moved the focus on, to the tabs, say,
            # where an arrow key would change the view: the view keeps it (Enter goes on)
            self.setFocus(Qt.OtherFocusReason)

    def show_session(self) -> None:
        """Show the session's state in the widgets."""
        raise NotImplementedError

    def show_notice(self, *labels: QLabel) -> None:
        """The session's notice (the history, dealing) on these labels (the pages of a game and
        the one it starts from: not one that only says a game is kept, `Notice.kept`), in the
        error colour when it is bad news; a label with nothing to say is hidden."""
        notice = self.session.notice
        text = notice.text if notice and not notice.kept else ""
        style = text_style("error", bold=True) if notice and notice.error else text_style("notice")
        for label in labels:
            label.setText(text)
            label.setStyleSheet(style)
            label.setVisible(bool(text))

    def restyle(self) -> None:
        """The palette changed: show everything again in its colours."""
        self.refresh()


def asked(question: str, kept: str) -> str:
    """A question before leaving and what leaving keeps, each on a line of its own: a box
    wraps the two as one paragraph anywhere (a lone "中。" on a second line)."""
    return "\n".join(part for part in (question, kept) if part)
