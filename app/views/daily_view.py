"""The daily puzzle: this view shows a `DailySession` (one hand a day, the same for everyone, a
streak) and forwards what the player does. The rules live in `app.game.daily`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QShowEvent
from PyQt5.QtWidgets import QAction, QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ..context import AppContext, HistoryRecorder
from ..game.clock import Clock, MonotonicClock
from ..game.daily import DailyPhase, DailySession
from ..i18n import sentences, translate
from ..theme import enlarge
from ..widgets.actions import retitle, view_action
from ..widgets.hand_table import HandTable
from ..widgets.labels import keep_room, plain_label
from ..widgets.puzzle_panel import PuzzlePanel
from .base_view import SessionView


def weekday_name(day: date) -> str:
    """A weekday's name in the player's language."""
    names = (
        translate("Daily", "Monday"),
        translate("Daily", "Tuesday"),
        translate("Daily", "Wednesday"),
        translate("Daily", "Thursday"),
        translate("Daily", "Friday"),
        translate("Daily", "Saturday"),
        translate("Daily", "Sunday"),
    )
    return names[day.weekday()]


class DailyView(SessionView[DailySession]):
    """Today's hand, its level and the streak; hints and every answer as in practice."""

    def __init__(
        self,
        context: AppContext,
        clock: Clock | None = None,
        today: Callable[[], date] = date.today,
        parent: QWidget | None = None,
    ) -> None:
        session = DailySession(
            clock=clock or MonotonicClock(), today=today, recorder=HistoryRecorder(context)
        )
        super().__init__(context, session, parent)
        self._make_actions()
        self._build()
        self.retranslate()
        self.refresh()

    def _make_actions(self) -> None:
        self.hint_action = view_action(self, self.hint, ["Ctrl+H"], "hint")
        self.give_up_action = view_action(self, self.give_up, ["Ctrl+G"])
        self.today_action = view_action(self, self.load_today, ["Ctrl+N"], "deal")
        self.enter_action = view_action(self, self.submit, ["Return", "Enter"])
        self.clear_action = view_action(self, self.clear, ["Ctrl+L"], "clear")

    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part for this view."""
        return [
            self.today_action,
            None,
            self.hint_action,
            self.give_up_action,
            self.clear_action,
            self.combine_action,
        ]

    def _build(self) -> None:
        self.heading = plain_label(self)
        enlarge(self.heading, 1.3, bold=True)
        self.streak_label = plain_label(self)
        self.streak_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        enlarge(self.streak_label, 1.2, bold=True)
        top = QHBoxLayout()
        top.addWidget(self.heading, 2)
        top.addWidget(self.streak_label, 1)
        self.result_label = plain_label(self)
        self.result_label.setWordWrap(True)
        enlarge(self.result_label, 1.1)
        keep_room(self.result_label, 1)  # the cards do not move when the result comes
        felt = HandTable(self)
        self.panel = PuzzlePanel((self.hint_action, self.give_up_action), None, self)
        cards = self.answer_area(felt, self.panel.answer)
        self.loading_label = plain_label(self)
        self.loading_label.setAlignment(Qt.AlignCenter)
        self.bottom = QStackedWidget(self)
        self.bottom.addWidget(self.panel)
        self.bottom.addWidget(self.loading_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addLayout(top)
        layout.addWidget(self.result_label)
        layout.addWidget(cards, 1)
        layout.addWidget(self.bottom)

    def retranslate(self) -> None:
        """Every fixed text of the view, in the current language."""
        retitle(
            self.hint_action,
            translate("Daily", "&Hint"),
            translate("Daily", "The next hint: the last step, the first step, the answer"),
        )
        retitle(
            self.give_up_action,
            translate("Daily", "Show the &answers"),
            translate("Daily", "Give up today's puzzle and see every answer"),
        )
        retitle(
            self.today_action,
            translate("Daily", "&Today's puzzle"),
            translate("Daily", "Load the puzzle of today's date"),
        )
        retitle(
            self.clear_action,
            translate("Daily", "&Clear answer"),
            translate("Daily", "Clear what you typed"),
        )
        retitle(
            self.enter_action,
            translate("Daily", "Submit"),
            translate("Daily", "Check the answer"),
        )
        self.refresh()

    # --- input ---------------------------------------------------------------------------------

    def load_today(self) -> None:
        """Load the puzzle of today's date (in the worker: the first one takes a moment)."""
        self.run(self.session.start())

    def give_up(self) -> None:
        """Show every answer (Ctrl+G)."""
        self.session.give_up()
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """The first time it is shown, or on a new day: load today's puzzle."""
        super().showEvent(event)
        if not self.runner.busy and (self.session.daily is None or self.session.is_stale):
            self.load_today()

    # --- state -> widgets ----------------------------------------------------------------------

    def show_session(self) -> None:
        """Show the session: the day, the streak, the result, the hand and the puzzle panel."""
        session = self.session
        phase = session.phase
        loading = phase is DailyPhase.LOADING
        notice = session.notice.text if session.notice else ""
        self.loading_label.setText(
            notice if loading and notice else translate("Daily", "Working out today's puzzle…")
        )
        self.bottom.setCurrentWidget(self.loading_label if loading else self.panel)
        self.hint_action.setEnabled(
            phase is DailyPhase.SOLVING and session.puzzle is not None and session.puzzle.can_hint
        )
        self.give_up_action.setEnabled(session.can_give_up)
        self.today_action.setEnabled(not loading and session.is_stale)
        self.enter_action.setEnabled(phase in (DailyPhase.SOLVING, DailyPhase.SOLVED))
        self.clear_action.setEnabled(phase in (DailyPhase.SOLVING, DailyPhase.SOLVED))
        day = session.day
        self.heading.setText(
            translate("Daily", "Puzzle of {weekday} {date} · {level}").format(
                weekday=weekday_name(day), date=day.isoformat(), level=session.level_name
            )
            if session.daily is not None
            else translate("Daily", "Puzzle of {weekday} {date}").format(
                weekday=weekday_name(day), date=day.isoformat()
            )
        )
        count = session.streak()
        self.streak_label.setText(translate("Daily", "Streak: %n days", None, count))
        self.streak_label.setToolTip(
            translate(
                "Daily",
                "Days in a row you solved the daily puzzle. Monday's is the easiest, Sunday's "
                "the hardest.",
            )
        )
        result = session.result_text()
        if notice and not loading:
            result = sentences(result, notice)
        if session.result is not None and phase is DailyPhase.SOLVING:
            result = sentences(
                result, translate("Daily", "You can try it again; the first try is kept.")
            )
        self.result_label.setText(result)
        self.result_label.setVisible(bool(result))
        puzzle = session.puzzle
        if puzzle is None:
            return
        self.show_hand(puzzle.cards)
        self.felt.set_caption(
            translate("Daily", "Make 24 with every card once. Everyone gets these cards today.")
        )
        open_ = phase in (DailyPhase.SOLVING, DailyPhase.SOLVED) and not puzzle.complete
        self.panel.show_puzzle(puzzle, session.last, open_, phase is DailyPhase.SHOWN)
