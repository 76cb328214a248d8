"""Score attack: this view shows an `AttackSession` (as many hands as you can before one clock
runs out) and forwards what the player does. The rules live in `app.game.attack`; the line to
share in `app.game.share`.

Three pages: the start page (the rules and the best runs), the run (the hand, the clock, the
answer box), and the run's score (a new best said there, Copy result, Play again). The session's
deal jobs run in the worker: the one it waits for, then the next hands ahead of time
(`refresh` asks for them).
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QAction,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..game.attack import (
    RIGHT_SECONDS,
    SKIP_SECONDS,
    START_SECONDS,
    AttackPhase,
    AttackRules,
    AttackSession,
    run_text,
)
from ..game.clock import Clock, MonotonicClock, clock_text, seconds_text
from ..game.match import DealJob
from ..game.operators import operators_text
from ..game.share import attack_share
from ..i18n import sentences, translate
from ..shell.context import AppContext, HistoryRecorder
from ..shell.theme import enlarge, text_style
from ..shell.worker import CancelToken
from ..widgets.actions import retitle, show_pause, view_action
from ..widgets.answer_box import AnswerBox, tool_button
from ..widgets.countdown import CountdownBar
from ..widgets.hand_table import HandTable
from ..widgets.labels import plain_label
from .base_view import SessionView


def attack_rules(context: AppContext) -> AttackRules:
    """The rules of a new run: the deck and the operators of the settings (four cards to make
    24)."""
    return AttackRules(deck=context.settings.deck, operators=context.settings.operators)


class AttackView(SessionView[AttackSession]):
    """A score-attack run: the hand, one clock for the run, the answer box, the score."""

    def __init__(
        self, context: AppContext, clock: Clock | None = None, parent: QWidget | None = None
    ) -> None:
        session = AttackSession(
            attack_rules(context),
            clock=clock or MonotonicClock(),
            rng=context.rng,
            recorder=HistoryRecorder(context),
        )
        super().__init__(context, session, parent)
        self._hand_shown = 0
        self._make_actions()
        self._build()
        self.restyle()
        self.retranslate()
        context.settings.changed.connect(lambda _name: self._show_start())
        self.refresh()

    @property
    def phase(self) -> AttackPhase:
        """The session's phase."""
        return self.session.phase

    # --- building ------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        self.new_run_action = view_action(self, self.new_run, ["Ctrl+N"], "deal")
        self.pause_action = view_action(self, self.toggle_pause, ["Ctrl+P", "Pause"], "pause")
        self.skip_action = view_action(self, self.skip, ["Ctrl+S"])
        self.clear_action = view_action(self, self.clear, ["Ctrl+L"], "clear")
        self.end_action = view_action(self, self.end_run, ["Ctrl+W"])
        self.copy_action = view_action(self, self.copy_result, ["Ctrl+Shift+C"])
        #: Enter anywhere in the view does the obvious thing (not in the menu).
        self.enter_action = view_action(self, self.press_enter, ["Return", "Enter"])

    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part for this view."""
        return [
            self.new_run_action,
            None,
            self.pause_action,
            self.skip_action,
            self.clear_action,
            self.combine_action,
            None,
            self.end_action,
            self.copy_action,
        ]

    def _build(self) -> None:
        self.pages = QStackedWidget(self)
        self.welcome = self._welcome_page()
        self.game = self._game_page()
        self.over = self._over_page()
        for page in (self.welcome, self.game, self.over):
            self.pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    def _welcome_page(self) -> QWidget:
        """What a run is, the best runs so far, and the button to start one."""
        page = QWidget(self)
        self.title = _centred(page, 2.0, bold=True)
        self.rules_label = _centred(page, 1.1)
        self.rules_label.setWordWrap(True)
        self.options_label = _centred(page)
        self.options_label.setWordWrap(True)
        self.best_title = _centred(page, 1.15, bold=True)
        self.best_list = _centred(page, 1.05)
        self.best_list.setWordWrap(True)
        self.welcome_notice = _centred(page)
        self.welcome_notice.setWordWrap(True)
        self.start_button = QPushButton(page)
        self.start_button.setMinimumSize(220, 48)
        enlarge(self.start_button, 1.2, bold=True)
        self.start_button.clicked.connect(self.new_run)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        layout.addStretch(1)
        for widget in (self.title, self.rules_label, self.options_label):
            layout.addWidget(widget)
        layout.addSpacing(8)
        layout.addWidget(self.best_title)
        layout.addWidget(self.best_list)
        layout.addWidget(self.welcome_notice)
        layout.addWidget(self.start_button, 0, Qt.AlignHCenter)
        layout.addStretch(2)
        return page

    def _game_page(self) -> QWidget:
        """The score and the level, the hand, the clock and its buttons, the answer box."""
        page = QWidget(self)
        self.score_label = plain_label(page)
        enlarge(self.score_label, 1.4, bold=True)
        self.level_label = plain_label(page)
        self.level_label.setAlignment(Qt.AlignCenter)
        enlarge(self.level_label, 1.15)
        self.status_label = plain_label(page)
        self.status_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.game_notice = plain_label(page)
        self.game_notice.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.score_label, 2)
        top.addWidget(self.level_label, 2)
        top.addWidget(self.status_label, 2)
        felt = HandTable(page)
        self.countdown = CountdownBar(page)
        timing = QHBoxLayout()
        timing.addWidget(self.countdown, 1)
        for action in (self.pause_action, self.skip_action, self.end_action):
            timing.addWidget(tool_button(action, page))
        cards = self.answer_area(felt, AnswerBox((), page))
        self.answer.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addWidget(self.game_notice)
        layout.addWidget(cards, 1)
        layout.addLayout(timing)
        layout.addWidget(self.answer)
        return page

    def _over_page(self) -> QWidget:
        """The run's score, the best (a new one celebrated), Copy result and Play again."""
        page = QWidget(self)
        self.over_title = _centred(page, 1.6, bold=True)
        self.over_score = _centred(page, 2.6, bold=True)
        self.best_line = _centred(page, 1.25, bold=True)
        self.best_line.setWordWrap(True)
        self.over_details = _centred(page, 1.05)
        self.over_details.setWordWrap(True)
        self.over_notice = _centred(page)
        self.over_notice.setWordWrap(True)
        self.copy_button = QPushButton(page)
        self.copy_button.setMinimumSize(160, 44)
        self.copy_button.clicked.connect(self.copy_result)
        self.again_button = QPushButton(page)
        self.again_button.setMinimumSize(200, 44)
        enlarge(self.again_button, 1.15, bold=True)
        self.again_button.clicked.connect(self.new_run)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        layout.addStretch(1)
        for widget in (
            self.over_title,
            self.over_score,
            self.best_line,
            self.over_details,
            self.over_notice,
        ):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addStretch(2)
        return page

    def retranslate(self) -> None:
        """Every fixed text of the view, in the current language."""
        for action, text, tip in (
            (
                self.new_run_action,
                translate("Attack", "&New run"),
                translate("Attack", "Start a new score-attack run"),
            ),
            (
                self.skip_action,
                translate("Attack", "S&kip"),
                translate("Attack", "Another hand, for {time} of your time").format(
                    time=seconds_text(SKIP_SECONDS, 0)
                ),
            ),
            (
                self.clear_action,
                translate("Attack", "&Clear answer"),
                translate("Attack", "Clear what you typed"),
            ),
            (
                self.end_action,
                translate("Attack", "&End the run"),
                translate("Attack", "End the run now and see its score"),
            ),
            (
                self.copy_action,
                translate("Attack", "Cop&y result"),
                translate("Attack", "Copy the run's score to share"),
            ),
            (
                self.enter_action,
                translate("Attack", "Go on"),
                translate("Attack", "Start, submit or resume"),
            ),
        ):
            retitle(action, text, tip)
        self.title.setText(translate("Attack", "Score attack"))
        self.rules_label.setText(
            translate(
                "Attack",
                "{start} on the clock. A right answer scores a hand and adds {right}; a skip "
                "costs {skip}. The hands get harder as your score grows, from Easy to Expert, and "
                "every one has an answer. The run ends when the clock reaches zero.",
            ).format(
                start=seconds_text(START_SECONDS, 0),
                right=seconds_text(RIGHT_SECONDS, 0),
                skip=seconds_text(SKIP_SECONDS, 0),
            )
        )
        self.best_title.setText(translate("Attack", "Your best runs"))
        self.start_button.setText(translate("Attack", "Start a run"))
        self.start_button.setToolTip(translate("Attack", "Deal the first hand (Enter or Ctrl+N)"))
        self.again_button.setText(translate("Attack", "Play again"))
        self.again_button.setToolTip(translate("Attack", "Start a new run (Enter or Ctrl+N)"))
        self.copy_button.setText(translate("Attack", "Copy result"))
        self.copy_button.setToolTip(
            translate("Attack", "Copy the run's score to share (Ctrl+Shift+C)")
        )
        self.score_label.setAccessibleName(translate("Attack", "Score"))
        self.level_label.setAccessibleName(translate("Attack", "Hand and level"))
        self._show_start()
        if hasattr(self, "session"):
            self.refresh()

    # --- leaving a run (asked first) -----------------------------------------------------------

    def leave_question(self) -> str | None:
        """What to ask before the window closes (None: nothing would be lost)."""
        if not self.session.leaving_loses_progress:
            return None
        return sentences(
            translate("Attack", "A score-attack run is under way: leaving ends it."), self._kept()
        )

    def _kept(self) -> str:
        """What leaving the run now keeps, in a sentence."""
        score = self.session.score
        if score:
            return translate("Attack", "Its %n hands are kept in your history.", None, score)
        return translate("Attack", "No hand was answered, so nothing is kept.")

    def save_before_close(self) -> None:
        """The window is closing: a run under way ends, and is kept if it scored."""
        self.runner.cancel()
        self.session.stop()

    def _ask(self, text: str, yes: str, then: Callable[[], None]) -> None:
        self.ask_first(
            translate("Attack", "Leave the run?"),
            sentences(text, self._kept()),
            yes,
            translate("Attack", "Keep playing"),
            then,
        )

    # --- what the player does ------------------------------------------------------------------

    def new_run(self) -> None:
        """Start a run (Ctrl+N); asks first when one is under way."""
        if self.session.leaving_loses_progress:
            self._ask(
                translate("Attack", "Start a new run?"),
                translate("Attack", "New run"),
                self.start_run,
            )
            return
        self.start_run()

    def start_run(self, rules: AttackRules | None = None) -> None:
        """Start a run with the settings' deck (or `rules`); a run under way ends first."""
        self.runner.cancel()
        self.session.stop()
        self.run(self.session.start(rules or attack_rules(self.context)))

    def end_run(self) -> None:
        """End the run now and see its score (Ctrl+W); asks first."""
        if not self.session.in_run:
            return
        if self.session.leaving_loses_progress:
            self._ask(
                translate("Attack", "End this run now?"),
                translate("Attack", "End the run"),
                self._end_now,
            )
        else:
            self._end_now()

    def _end_now(self) -> None:
        self.runner.cancel()
        self.session.quit()
        self.refresh()

    def toggle_pause(self) -> None:
        """Pause (the clock stops, the hand is hidden) or resume (Ctrl+P)."""
        self.session.toggle_pause()
        self.refresh()

    def skip(self) -> None:
        """Another hand, for some of the time (Ctrl+S)."""
        self.session.skip()
        self.refresh()

    def clear(self) -> None:
        """Clear the answer box (Ctrl+L)."""
        if self.phase is AttackPhase.PLAYING:
            self.answer.clear()

    def press_enter(self) -> None:
        """Enter: start, submit or resume, whatever has the focus."""
        handlers: dict[str, Callable[[], None]] = {
            "start": self.new_run,
            "submit": self.submit,
            "resume": self.toggle_pause,
        }
        action = self.session.enter_action()
        if action is not None and self.confirmation is None:
            handlers[action]()

    def share_text(self) -> str:
        """The run to share ("" before one is over)."""
        session = self.session
        if session.result is None:
            return ""
        return attack_share(session.result, session.best_score, session.new_best)

    def tick(self) -> None:
        """Read the clock: the run ends at zero; the countdown follows."""
        if self.session.tick():
            self.refresh()
            return
        self.context.play(self.session.cues.take())
        self._show_time()

    def dealt(self) -> None:
        """A hand that goes on the table while the view is away waits, paused."""
        if self.phase is AttackPhase.PLAYING and not self.isVisible():
            self.session.pause()

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Deal ahead what the run will need (in the worker), then show the session."""
        job = self.session.deal_ahead()
        if job is not None:
            self.runner.submit(lambda token: _run(job, token))
        super().refresh()

    def restyle(self) -> None:
        """The colours for the palette in use."""
        self.status_label.setStyleSheet(text_style("notice"))
        self.best_line.setStyleSheet(text_style("success", bold=True))
        if hasattr(self, "session"):
            self.refresh()

    def show_session(self) -> None:
        """Show the session: the page, the actions, the hand, the answer, the time, the score."""
        session = self.session
        phase = session.phase
        pages = {AttackPhase.READY: self.welcome, AttackPhase.OVER: self.over}
        self.pages.setCurrentWidget(pages.get(phase, self.game))
        asking = self.confirmation is not None
        playing = phase is AttackPhase.PLAYING
        self.new_run_action.setEnabled(not asking)
        self.pause_action.setEnabled(
            phase in (AttackPhase.PLAYING, AttackPhase.PAUSED) and not asking
        )
        self.skip_action.setEnabled(playing and not asking)
        self.clear_action.setEnabled(playing and not asking)
        self.end_action.setEnabled(session.in_run and not asking)
        self.copy_action.setEnabled(session.result is not None and phase is AttackPhase.OVER)
        self.enter_action.setEnabled(session.enter_action() is not None and not asking)
        paused = phase is AttackPhase.PAUSED
        show_pause(
            self.pause_action,
            paused,
            translate("Attack", "Res&ume") if paused else translate("Attack", "Pa&use"),
            translate("Attack", "Start the clock again and show the hand")
            if paused
            else translate("Attack", "Pause: stop the clock and hide the hand"),
        )
        self._show_notice()
        if phase is AttackPhase.READY:
            self._show_start()
        elif phase is AttackPhase.OVER:
            self._show_over()
        else:
            self._show_run()

    def _show_notice(self) -> None:
        notice = self.session.notice
        text = notice.text if notice else ""
        style = text_style("error", bold=True) if notice and notice.error else text_style("notice")
        for label in (self.welcome_notice, self.game_notice, self.over_notice):
            label.setText(text)
            label.setStyleSheet(style)
            label.setVisible(bool(text))

    def _show_start(self) -> None:
        """The rules of the next run and the best runs of those rules."""
        rules = attack_rules(self.context)
        self.options_label.setText(
            translate(
                "Attack", "Four cards to make 24 · deck: {deck} · {operators} · Preferences: Ctrl+,"
            ).format(deck=rules.deck.label, operators=operators_text(rules.operators))
        )
        if not hasattr(self, "session"):
            return
        runs = self.session.best_runs(rules)
        self.best_list.setText(
            "\n".join(f"{place}. {run_text(run)}" for place, run in enumerate(runs, 1))
            or translate("Attack", "No run yet: your best will show here.")
        )

    def _show_run(self) -> None:
        """The hand (hidden while paused or dealing), the score, the level, the answer box."""
        session = self.session
        phase = session.phase
        playing = phase is AttackPhase.PLAYING
        self.score_label.setText(translate("Attack", "Score: {score}").format(score=session.score))
        self.level_label.setText(
            translate("Attack", "Hand {number} · {level}").format(
                number=session.hands_shown, level=session.level_name
            )
            if session.setup is not None
            else ""
        )
        setup = session.setup
        if setup is not None:
            self.show_hand(setup.cards, face_down=not playing)
        if phase is AttackPhase.PAUSED:
            caption = translate("Attack", "The hand is hidden while the run is paused.")
        elif phase is AttackPhase.DEALING:
            caption = translate("Attack", "Dealing… the clock waits.")
        else:
            caption = translate("Attack", "Make 24 with every card once; click a card to use it.")
        self.set_caption(caption)
        if session.hands_shown != self._hand_shown:  # a new hand: a fresh answer box
            self._hand_shown = session.hands_shown
            self.answer.set_text("")
        self.answer.set_playing(playing)
        if phase is AttackPhase.PAUSED:
            self.answer.show_paused(translate("Attack", "Paused: Ctrl+P or Enter resumes"))
        else:
            if playing and self.answer.text() != session.draft:
                self.answer.set_text(session.draft)
            feedback = session.feedback
            self.answer.say(feedback.text if feedback else "", bool(feedback and feedback.error))
            self.answer.show_hint("")
        self.show_used()
        if playing and self.confirmation is None:
            self.answer.focus()
        self._show_time()

    def show_used(self) -> None:
        """Fade the cards the answer already uses (none unless a hand is being played)."""
        playing = self.phase is AttackPhase.PLAYING
        self.felt.mark_used(self.answer.text() if playing else "")

    def _show_time(self) -> None:
        """The run's clock, and what it is doing."""
        session = self.session
        phase = session.phase
        left = session.remaining()
        self.countdown.set_time(
            left, max(START_SECONDS, left), 0.0, phase is not AttackPhase.PLAYING
        )
        if phase is AttackPhase.PAUSED:
            text = translate("Attack", "Paused: the clock is stopped (Ctrl+P resumes)")
        elif phase is AttackPhase.DEALING:
            text = translate("Attack", "Dealing: the clock is stopped")
        else:
            text = ""
        self.status_label.setText(text)

    def _show_over(self) -> None:
        """The run's score and the best: a new best said in a line (and its sound)."""
        session = self.session
        result = session.result
        if result is None:
            return
        self.over_title.setText(
            translate("Attack", "Time is up!")
            if result.finished
            else translate("Attack", "The run is over.")
        )
        self.over_score.setText(translate("Attack", "%n hands", None, result.score))
        before = session.best_before
        if session.new_best and before is not None:
            best = translate("Attack", "A new best! Your best was %n hands.", None, before.score)
        elif session.new_best:
            best = translate("Attack", "A new best: your first score to beat!")
        else:
            best = translate("Attack", "Your best: %n hands.", None, session.best_score)
        self.best_line.setText(best)
        self.best_line.setStyleSheet(
            text_style("success", bold=True) if session.new_best else text_style("notice")
        )
        self.over_details.setText(
            translate(
                "Attack", "%n skipped · {time} of play · deck: {deck}", None, result.skipped
            ).format(time=clock_text(result.seconds), deck=result.rules.deck.label)
        )
        if self.confirmation is None:
            self.again_button.setFocus()


def _centred(parent: QWidget, scale: float = 1.0, bold: bool = False) -> QLabel:
    """A centred plain-text label."""
    label = plain_label(parent)
    label.setAlignment(Qt.AlignCenter)
    if scale != 1.0 or bold:
        enlarge(label, scale, bold=bold)
    return label


def _run(job: DealJob, token: CancelToken) -> object:
    """The worker's part: the deal job, stopped when the token is cancelled."""
    return job.run(token.cancelled)
