"""The daily puzzle: this view shows a `DailySession` (one hand a day, the same for everyone, a
streak) and forwards what the player does. The rules live in `app.game.daily`; the archive (a
month calendar of past days, any of them to play) in `app.game.archive`; the result to share in
`app.game.share`.

Two pages: the puzzle, and the archive (Ctrl+D; Esc goes back). On the archive page Enter (or a
double click) plays the chosen day.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PyQt5.QtCore import Qt, QTimer
from PyQt5.QtGui import QHideEvent, QShowEvent
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..game.archive import Archive, legend
from ..game.base_session import Act
from ..game.clock import Clock, MonotonicClock, date_text
from ..game.daily import DailyPhase, DailySession, weekday_name
from ..game.operators import unusual
from ..game.share import daily_share
from ..i18n import sentences, translate
from ..shell.context import AppContext
from ..shell.theme import enlarge
from ..widgets.actions import ViewAction, retitle
from ..widgets.answer_box import tool_button
from ..widgets.archive_calendar import ArchiveCalendar
from ..widgets.hand_table import HandTable
from ..widgets.labels import keep_room, plain_label
from ..widgets.pages import SPRING, arranged, stacked
from ..widgets.puzzle_panel import PuzzlePanel
from . import game_menu
from .base_view import SessionView

#: How often the view, while shown, looks whether the date has changed (milliseconds).
DAY_CHECK_MS = 20_000


class DailyView(SessionView[DailySession]):
    """Today's hand, its level and the streak; hints and every answer as in practice."""

    hint_action = game_menu.hint(
        lambda: translate("Daily", "The next hint: the last step, the first step, the answer")
    )
    give_up_action = game_menu.give_up(
        lambda: translate("Daily", "Give up today's puzzle and see every answer")
    )
    today_action = game_menu.new_game(
        "load_today",
        lambda: translate("Daily", "&Today's puzzle"),
        lambda: translate("Daily", "Load the puzzle of today's date"),
    )
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Daily", "Go on"),
        lambda: translate("Daily", "Check the answer; in the archive, play the chosen day"),
    )
    clear_action = game_menu.clear_answer()
    #: worded as it goes: to the archive, or back from it
    archive_action = ViewAction("toggle_archive", ("Ctrl+D",))
    back_action = ViewAction(
        "show_puzzle_page",
        ("Esc",),
        text=lambda: translate("Daily", "Back to the puzzle"),
        tip=lambda: translate("Daily", "Leave the archive"),
    )
    copy_action = game_menu.copy_result(
        lambda: translate(
            "Daily", "Copy the day's result to share: it gives nothing of the answer away"
        )
    )
    MENU = ("today", "archive", None, "hint", "give_up", "clear", "combine", None, "copy")
    ENTER = ((Act.OPEN, "play_chosen_day"), (Act.SUBMIT, "submit"))

    def __init__(
        self,
        context: AppContext,
        clock: Clock | None = None,
        today: Callable[[], date] = date.today,
        parent: QWidget | None = None,
    ) -> None:
        session = DailySession(
            clock=clock or MonotonicClock(),
            today=today,
            recorder=context.recorder(),
            operators=context.settings.operators,
        )
        super().__init__(context, parent=parent, session=session)

    def setting_changed(self, name: str) -> None:
        """Other operators chosen: their own puzzle of the day (once the view is seen)."""
        super().setting_changed(name)
        if name == "operators" and self.context.settings.operators != self.session.operators:
            self.session.operators = self.context.settings.operators
            if self.isVisible():
                self.load_today()
            else:
                self.session.reload()  # loaded when the view is shown

    def build(self) -> None:
        #: the date when the view last looked (`check_day`)
        self._seen_day = self.session.today()
        self._day_timer = QTimer(self)
        self._day_timer.setInterval(DAY_CHECK_MS)
        self._day_timer.timeout.connect(self.check_day)
        self.puzzle_page = self._puzzle_page()
        self.archive_page = self._archive_page()
        self.show_pages(self.puzzle_page, self.archive_page, sized=False)

    def _puzzle_page(self) -> QWidget:
        """The day, the streak, the result (Copy result, the archive), the hand, the panel."""
        page = QWidget(self)
        self.heading, self.streak_label, top = _title_row(page)
        self.result_label = plain_label(page, scale=1.1)
        self.result_label.setWordWrap(True)
        keep_room(self.result_label, 1)  # the cards do not move when the result comes
        result_row = QHBoxLayout()
        result_row.addWidget(self.result_label, 1)
        #: back to today from a past day (shown only then)
        self.today_button = tool_button(self.today_action, page)
        result_row.addWidget(self.today_button)
        result_row.addWidget(tool_button(self.copy_action, page))
        result_row.addWidget(tool_button(self.archive_action, page))
        felt = HandTable(page)
        self.panel = PuzzlePanel((self.hint_action, self.give_up_action), None, page)
        cards = self.answer_area(felt, self.panel.answer)
        self.loading_label = plain_label(page)
        self.loading_label.setAlignment(Qt.AlignCenter)
        self.bottom = stacked(page, self.panel, self.loading_label)
        arranged(QVBoxLayout(page), (top, result_row, (cards, 1), self.bottom), (14, 10))
        return page

    def _archive_page(self) -> QWidget:
        """The month calendar of past days, what the marks mean, the chosen day, Play and
        Back."""
        page = QWidget(self)
        self.archive_title, self.archive_streak, top = _title_row(page)
        self.calendar = ArchiveCalendar(page)
        enlarge(self.calendar, 1.1)
        self.calendar.chosen.connect(self.play_day)
        self.calendar.selectionChanged.connect(self._show_chosen_day)
        self.legend_label = plain_label(page)
        self.legend_label.setWordWrap(True)
        self.day_label = plain_label(page, scale=1.15, bold=True)
        self.day_label.setWordWrap(True)
        self.play_button = QPushButton(page)
        enlarge(self.play_button, 1.1, bold=True)
        self.play_button.clicked.connect(self.play_chosen_day)
        self.back_button = QPushButton(page)
        self.back_button.clicked.connect(self.show_puzzle_page)
        buttons = arranged(QHBoxLayout(), (self.play_button, self.back_button, SPRING))
        parts = (top, (self.calendar, 1), self.legend_label, self.day_label, buttons)
        arranged(QVBoxLayout(page), parts, (14, 10))
        return page

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language."""
        self.archive_title.setText(translate("Daily", "Past puzzles"))
        self.legend_label.setText(legend())
        self.play_button.setText(translate("Daily", "Play this day"))
        self.play_button.setToolTip(translate("Daily", "Play the chosen day's puzzle (Enter)"))
        self.back_button.setText(translate("Daily", "Back to the puzzle"))
        self.back_button.setToolTip(translate("Daily", "Leave the archive (Esc)"))
        self.calendar.retranslate()

    # --- input ---------------------------------------------------------------------------------

    def load_today(self) -> None:
        """Load the puzzle of today's date (in the worker: the first one takes a moment)."""
        self.pages.setCurrentWidget(self.puzzle_page)
        self.run(self.session.start(self.context.settings.operators))

    def play_day(self, day: date) -> None:
        """Play a day's puzzle: a past one from the archive, or today's (the day on the table
        goes on as it is)."""
        if day == self.session.day and self.session.daily is not None:
            self.show_puzzle_page()
            return
        job = self.session.open_day(day)
        if job is None:
            return
        self.pages.setCurrentWidget(self.puzzle_page)
        self.run(job)

    def play_chosen_day(self) -> None:
        """Play the day chosen in the calendar (Enter on the archive page)."""
        self.play_day(self.calendar.selected_day())

    def enter_act(self) -> Act | None:
        """Enter: in the archive, play the chosen day; else check the answer."""
        if self.pages.currentWidget() is self.archive_page:
            return Act.OPEN
        return self.session.enter_action()

    def toggle_archive(self) -> None:
        """Show the archive (Ctrl+D), the day shown chosen; again: back to the puzzle."""
        if self.pages.currentWidget() is self.archive_page:
            self.show_puzzle_page()
            return
        self.calendar.select_day(self.session.day)
        self.pages.setCurrentWidget(self.archive_page)
        self.refresh()
        self.calendar.setFocus()

    def show_puzzle_page(self) -> None:
        """Back from the archive to the puzzle (Esc)."""
        self.pages.setCurrentWidget(self.puzzle_page)
        self.refresh()
        if self.session.phase in (DailyPhase.SOLVING, DailyPhase.SOLVED):
            self.answer.focus()

    def share_text(self) -> str:
        """The day's kept result to share ("" before there is one)."""
        session = self.session
        if session.result is None:
            return ""
        return daily_share(session.result, session.streak(), session.today())

    def showEvent(self, event: QShowEvent) -> None:
        """The first time it is shown, or on a new day: load today's puzzle (`check_day`)."""
        super().showEvent(event)
        self._day_timer.start()
        if self.session.daily is None and not self.runner.busy:
            self.load_today()
        else:
            self.check_day(shown=True)

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden, the view stops looking at the date (it looks again when shown)."""
        self._day_timer.stop()
        super().hideEvent(event)

    def check_day(self, shown: bool = False) -> None:
        """Now and then while the view is shown, and when it is shown: once the date has
        changed, today's puzzle comes, unless the player is working on the one on the table,
        which stays (the texts then say that it was yesterday's and that today's is ready; a
        puzzle solved after midnight is not taken away while its result is read)."""
        if self.runner.busy:
            return
        today = self.session.today()
        turned, self._seen_day = today != self._seen_day, today
        if (turned or shown) and self.session.new_day_due:
            self.load_today()
        elif turned:
            self.refresh()

    # --- state -> widgets ----------------------------------------------------------------------

    def show_session(self) -> None:
        """Show the session: the day, the streak, the result, the hand and the puzzle panel;
        or the archive."""
        session = self.session
        phase = session.phase
        loading = phase is DailyPhase.LOADING
        notice = session.notice.text if session.notice else ""
        working = (
            translate("Daily", "Working out today's puzzle…")
            if session.is_today
            else translate("Daily", "Working out the puzzle of {date}…").format(
                date=date_text(session.day)
            )
        )
        self.loading_label.setText(notice if loading and notice else working)
        self.bottom.setCurrentWidget(self.loading_label if loading else self.panel)
        self._show_actions()
        streak = translate("Daily", "Streak: %n days", None, session.streak())
        self.archive_streak.setText(streak)
        self.streak_label.setText(streak)
        self.streak_label.setToolTip(
            translate(
                "Daily",
                "Days in a row you solved the daily puzzle. Monday's is the easiest, Sunday's "
                "the hardest.",
            )
        )
        if self.pages.currentWidget() is self.archive_page:
            self._show_archive()
        day = session.day
        heading = (
            translate("Daily", "Puzzle of {weekday} {date} · {level}").format(
                weekday=weekday_name(day), date=date_text(day), level=session.level_name
            )
            if session.daily is not None
            else translate("Daily", "Puzzle of {weekday} {date}").format(
                weekday=weekday_name(day), date=date_text(day)
            )
        )
        rules = unusual(session.operators)  # each set has its own puzzle a day
        self.heading.setText(heading if rules is None else f"{heading} · {rules}")
        result = sentences(session.result_text(), session.new_day_text())
        if notice and not loading:
            result = sentences(result, notice)
        if session.result is not None and phase is DailyPhase.SOLVING:
            result = sentences(
                result, translate("Daily", "You can try it again; the first try is kept.")
            )
        self.result_label.setText(result)
        self._show_puzzle()

    def _show_actions(self) -> None:
        """What can be done now: answer (on the puzzle page), go to another day, copy."""
        session = self.session
        phase = session.phase
        in_archive = self.pages.currentWidget() is self.archive_page
        answering = phase in (DailyPhase.SOLVING, DailyPhase.SOLVED) and not in_archive
        puzzle = session.puzzle
        can_hint = puzzle is not None and puzzle.can_hint
        self.hint_action.setEnabled(answering and phase is DailyPhase.SOLVING and can_hint)
        self.give_up_action.setEnabled(answering and session.can_give_up)
        self.today_action.setEnabled(phase is not DailyPhase.LOADING and not session.is_today)
        self.today_button.setVisible(not session.is_today)
        self.clear_action.setEnabled(answering)
        self.back_action.setEnabled(in_archive)
        self.copy_action.setEnabled(session.result is not None)
        retitle(
            self.archive_action,
            translate("Daily", "&Return to the puzzle")
            if in_archive
            else translate("Daily", "A&rchive of past days"),
            translate("Daily", "Leave the archive")
            if in_archive
            else translate("Daily", "A calendar of past days: see how each went, play any of them"),
        )

    def _show_puzzle(self) -> None:
        """The hand and the puzzle panel."""
        session = self.session
        puzzle = session.puzzle
        if puzzle is None:
            return
        self.show_hand(puzzle.cards)
        self.set_caption(
            translate("Daily", "Make 24 with every card once. Everyone gets these cards today.")
            if session.is_today
            else translate(
                "Daily", "Make 24 with every card once. Everyone got these cards on {date}."
            ).format(date=date_text(session.day))
        )
        phase = session.phase
        open_ = phase in (DailyPhase.SOLVING, DailyPhase.SOLVED) and not puzzle.complete
        self.panel.show_puzzle(puzzle, session.last, open_, phase is DailyPhase.SHOWN)

    def _show_archive(self) -> None:
        """The calendar with every day's mark, and the chosen day."""
        self.calendar.show_archive(Archive.of(self.session.results(), self.session.today()))
        self._show_chosen_day()

    def _show_chosen_day(self) -> None:
        """What the chosen day was, and whether it can be played."""
        self.day_label.setText(self.calendar.description())
        day = self.calendar.selected_day()
        self.play_button.setEnabled(day <= self.session.today())


def _title_row(page: QWidget) -> tuple[QLabel, QLabel, QHBoxLayout]:
    """A page's title on the left and the streak on the right."""
    title = plain_label(page, scale=1.3, bold=True)
    streak = plain_label(page, scale=1.2, bold=True)
    streak.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
    return title, streak, arranged(QHBoxLayout(), ((title, 2), (streak, 1)))
