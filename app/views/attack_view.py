"""Score attack: this view shows an `AttackSession` (as many hands as you can before one clock
runs out) and forwards what the player does. The rules live in `app.game.attack`; the line to
share in `app.game.share`.

Three pages: the start page (the rules and the best runs), the run (the hand, the clock, the
answer box), and the run's score (a new best said there, Copy result, Play again). The session's
deal jobs run in the worker: the one it waits for, then the next hands ahead of time
(`refresh` asks for them).
"""

from __future__ import annotations

from typing import ClassVar

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..game.attack import (
    HINT_SECONDS,
    RIGHT_SECONDS,
    SKIP_SECONDS,
    START_SECONDS,
    AttackPhase,
    AttackRules,
    AttackSession,
    run_text,
)
from ..game.base_session import Act
from ..game.clock import clock_text, seconds_text
from ..game.options import rules_text
from ..game.share import attack_share
from ..i18n import translate, translate_noop
from ..shell.context import AppContext
from ..shell.theme import enlarge, text_style
from ..widgets.actions import show_pause
from ..widgets.adaptive import WordTable
from ..widgets.answer_box import AnswerBox, tool_button
from ..widgets.countdown import CountdownBar
from ..widgets.hand_table import HandTable
from ..widgets.labels import plain_label
from ..widgets.pages import arranged, big_button, centred_row, page_column
from . import game_menu
from .base_view import Given, SessionView


class AttackView(SessionView[AttackSession]):
    """A score-attack run: the hand, one clock for the run, the answer box, the score."""

    new_run_action = game_menu.new_game(
        "new_run",
        lambda: translate("Attack", "&New run"),
        lambda: translate("Attack", "Start a new score-attack run"),
    )
    #: worded as it goes: Pause, or Resume
    pause_action = game_menu.pause()
    skip_action = game_menu.skip(
        lambda: translate("Attack", "Another hand, for {time} of your time").format(
            time=seconds_text(SKIP_SECONDS, 0)
        )
    )
    hint_action = game_menu.hint(
        lambda: translate(
            "Attack", "A plan to start from (once a hand), for {time} of your time"
        ).format(time=seconds_text(HINT_SECONDS, 0))
    )
    clear_action = game_menu.clear_answer()
    end_action = game_menu.end_game(
        "end_run",
        lambda: translate("Attack", "&End the run"),
        lambda: translate("Attack", "End the run now and see its score"),
    )
    copy_action = game_menu.copy_result(
        lambda: translate("Attack", "Copy the run's score to share")
    )
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Attack", "Go on"),
        lambda: translate("Attack", "Start, submit or resume"),
    )
    MENU = ("new_run", None, "pause", "hint", "skip", "clear", "combine", None, "end", "copy")
    ENTER = ((Act.START, "new_run"), (Act.SUBMIT, "submit"), (Act.RESUME, "toggle_pause"))
    #: the hands shown when the answer box was last emptied for a new hand
    _hand_shown = 0

    WORDS_CONTEXT = "Attack"
    WORDS: ClassVar[WordTable] = {
        "title.setText": translate_noop("Attack", "Score attack"),
        "best_title.setText": translate_noop("Attack", "Your best runs"),
        "start_button.setText": translate_noop("Attack", "Start a run"),
        "start_button.setToolTip": translate_noop(
            "Attack", "Deal the first hand (Enter or Ctrl+N)"
        ),
        "again_button.setText": translate_noop("Attack", "Play again"),
        "again_button.setToolTip": translate_noop("Attack", "Start a new run (Enter or Ctrl+N)"),
        "copy_button.setText": translate_noop("Attack", "Copy result"),
        "copy_button.setToolTip": translate_noop(
            "Attack", "Copy the run's score to share (Ctrl+Shift+C)"
        ),
        "score_label.setAccessibleName": translate_noop("Attack", "Score"),
        "level_label.setAccessibleName": translate_noop("Attack", "Hand and level"),
    }

    def new_session(self, context: AppContext, basics: Given) -> AttackSession:
        return AttackSession(context.settings.options(AttackRules), **basics)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        self.welcome = self._welcome_page()
        self.game = self._game_page()
        self.over = self._over_page()
        self.show_pages(self.welcome, self.game, self.over, sized=False)

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
        self.start_button = big_button(page, self.new_run)
        page_column(
            page,
            (
                *(self.title, self.rules_label, self.options_label, 8),
                *(self.best_title, self.best_list, self.welcome_notice),
                (self.start_button, "centred"),
            ),
        )
        return page

    def _game_page(self) -> QWidget:
        """The score and the level, the hand, the clock and its buttons, the answer box."""
        page = QWidget(self)
        self.score_label = plain_label(page, scale=1.4, bold=True)
        self.level_label = plain_label(page, scale=1.15)
        self.level_label.setAlignment(Qt.AlignCenter)
        self.status_label = plain_label(page)
        self.status_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.game_notice = plain_label(page)
        self.game_notice.setWordWrap(True)
        top = arranged(
            QHBoxLayout(), ((self.score_label, 2), (self.level_label, 2), (self.status_label, 2))
        )
        felt = HandTable(page)
        self.countdown = CountdownBar(page)
        steps = (self.pause_action, self.skip_action, self.end_action)
        timing = arranged(
            QHBoxLayout(), ((self.countdown, 1), *(tool_button(step, page) for step in steps))
        )
        cards = self.answer_area(felt, AnswerBox((self.hint_action,), page))
        self.answer.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        arranged(
            QVBoxLayout(page), (top, self.game_notice, (cards, 1), timing, self.answer), (14, 10), 8
        )
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
        #: the hand the clock ended, with one of its answers
        self.last_hand = _centred(page)
        self.last_hand.setWordWrap(True)
        self.over_notice = _centred(page)
        self.over_notice.setWordWrap(True)
        self.copy_button = QPushButton(page)
        self.copy_button.setMinimumSize(160, 44)
        self.copy_button.clicked.connect(self.copy_result)
        self.again_button = QPushButton(page)
        self.again_button.setMinimumSize(200, 44)
        enlarge(self.again_button, 1.15, bold=True)
        self.again_button.clicked.connect(self.new_run)
        buttons = centred_row(self.again_button, self.copy_button)
        over = (self.over_title, self.over_score, self.best_line, self.over_details, self.last_hand)
        page_column(page, (*over, self.over_notice, buttons))
        return page

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language."""
        self.rules_label.setText(
            translate(
                "Attack",
                "{start} on the clock. A right answer scores a hand and adds {right}; a skip "
                "costs {skip}, and a hint {hint}. The hands get harder as your score grows, from "
                "Easy to Expert, and every one has an answer. The run ends when the clock reaches "
                "zero.",
            ).format(
                start=seconds_text(START_SECONDS, 0),
                right=seconds_text(RIGHT_SECONDS, 0),
                skip=seconds_text(SKIP_SECONDS, 0),
                hint=seconds_text(HINT_SECONDS, 0),
            )
        )

    # --- leaving a run (asked first) -----------------------------------------------------------

    def leaving_words(self) -> tuple[str, str, str]:
        """What asking before leaving a run says."""
        return (
            translate("Attack", "Leave the run?"),
            translate("Attack", "Keep playing"),
            translate("Attack", "A score-attack run is under way: leaving ends it."),
        )

    def kept_words(self) -> str:
        """What leaving the run now keeps, in a sentence."""
        score = self.session.score
        if score:
            return translate("Attack", "Its %n hands are kept in your history.", None, score)
        return translate("Attack", "No hand was answered, so nothing is kept.")

    def save_before_close(self) -> None:
        """The window is closing: a run under way ends, and is kept if it scored."""
        self.runner.cancel()
        self.session.stop()

    # --- what the player does ------------------------------------------------------------------

    def new_run(self) -> None:
        """Start a run (Ctrl+N); asks first when one is under way."""
        self.leave_then(
            translate("Attack", "Start a new run?"), translate("Attack", "New run"), self.start_run
        )

    def start_run(self, rules: AttackRules | None = None) -> None:
        """Start a run with the settings' deck (or `rules`); a run under way ends first."""
        self.runner.cancel()
        self.session.stop()
        self.run(self.session.start(rules or self.context.settings.options(AttackRules)))

    def end_run(self) -> None:
        """End the run now and see its score (Ctrl+W); asks first."""
        if self.session.in_run:
            self.leave_then(
                translate("Attack", "End this run now?"),
                translate("Attack", "End the run"),
                self.end_now,
            )

    def clear(self) -> None:
        """Clear the answer box (Ctrl+L)."""
        if self.phase is AttackPhase.PLAYING:
            self.answer.clear()

    def share_text(self) -> str:
        """The run to share ("" before one is over)."""
        session = self.session
        if session.result is None:
            return ""
        return attack_share(session.result, session.best_score, session.new_best)

    def dealt(self) -> None:
        """A hand that goes on the table while the view is away waits, paused."""
        if self.phase is AttackPhase.PLAYING and not self.isVisible():
            self.session.pause()

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Deal ahead what the run will need (in the worker), then show the session."""
        job = self.session.deal_ahead()
        if job is not None:
            self.start_job(job)
        super().refresh()

    def restyle(self) -> None:
        """The colours for the palette in use."""
        self.status_label.setStyleSheet(text_style("notice"))
        self.best_line.setStyleSheet(text_style("success", bold=True))
        super().restyle()

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
        self.hint_action.setEnabled(session.can_hint and not asking)
        self.clear_action.setEnabled(playing and not asking)
        self.end_action.setEnabled(session.in_run and not asking)
        self.copy_action.setEnabled(session.result is not None and phase is AttackPhase.OVER)
        paused = phase is AttackPhase.PAUSED
        show_pause(
            self.pause_action,
            paused,
            translate("Attack", "Res&ume") if paused else translate("Attack", "Pa&use"),
            translate("Attack", "Start the clock again and show the hand")
            if paused
            else translate("Attack", "Pause: stop the clock and hide the hand"),
        )
        self.show_notice(self.welcome_notice, self.game_notice, self.over_notice)
        if phase is AttackPhase.READY:
            self.show_settings()
        elif phase is AttackPhase.OVER:
            self._show_over()
        else:
            self._show_run()

    def show_settings(self) -> None:
        """The rules of the next run and the best runs of those rules."""
        rules = self.context.settings.options(AttackRules)
        self.options_label.setText(
            translate("Attack", "{rules} · Preferences: Ctrl+,").format(rules=rules_text(rules))
        )
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
            if session.skip_asked:
                self.answer.say(
                    translate(
                        "Attack",
                        "Skip this hand? Press Skip (Ctrl+S) again: another hand, for {time} "
                        "of your time.",
                    ).format(time=seconds_text(SKIP_SECONDS, 0))
                )
            else:
                self.answer.say(
                    feedback.text if feedback else "", bool(feedback and feedback.error)
                )
            hint = session.hint_given
            self.answer.show_hint(hint.shown() if hint is not None and playing else "")
        self.show_used()
        if playing and self.confirmation is None:
            self.answer.focus()
        self.show_time()

    def show_used(self) -> None:
        """Fade the cards the answer already uses (none unless a hand is being played)."""
        playing = self.phase is AttackPhase.PLAYING
        self.felt.mark_used(self.answer.text() if playing else "")

    def show_time(self) -> None:
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
        self.best_line.setText(session.best_text())
        self.best_line.setStyleSheet(
            text_style("success", bold=True) if session.new_best else text_style("notice")
        )
        self.over_details.setText(
            translate(
                "Attack", "%n skipped · {time} of play · deck: {deck}", None, result.skipped
            ).format(time=clock_text(result.seconds), deck=result.rules.deck.label)
        )
        last = session.feedback.text if session.answer_at_end and session.feedback else ""
        self.last_hand.setText(last)
        self.last_hand.setVisible(bool(last))
        if self.confirmation is None:
            self.again_button.setFocus()


def _centred(parent: QWidget, scale: float = 1.0, bold: bool = False) -> QLabel:
    """A centred plain-text label."""
    label = plain_label(parent, scale=scale, bold=bold)
    label.setAlignment(Qt.AlignCenter)
    return label
