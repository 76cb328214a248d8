"""ArchiveCalendar: a month of daily puzzles, each day with its mark under its number.

It shows an `app.game.archive.Archive` (the marks and what they mean come from there); days to
come cannot be chosen. Arrow keys move a day or a week, Page Up and Page Down a month, Home and
End go to the month's first and last day; a double click (or Enter, which the view handles)
chooses the day: `chosen(date)`.
"""

from __future__ import annotations

import re
from datetime import date

from PyQt5.QtCore import QDate, QLocale, QRect, Qt, pyqtSignal
from PyQt5.QtGui import QColor, QFont, QPainter, QPalette
from PyQt5.QtWidgets import QCalendarWidget, QTableView, QToolButton, QWidget

from ..game.archive import FIRST_DAY, Archive
from ..i18n import translate
from ..shell.theme import colours
from .actions import typed_instead

#: The keys that do what each navigation button does (the buttons take no keyboard focus).
_BUTTON_KEYS = {
    "qt_calendar_prevmonth": "PgUp",
    "qt_calendar_nextmonth": "PgDown",
    "qt_calendar_monthbutton": "PgUp, PgDown",
    "qt_calendar_yearbutton": "PgUp, PgDown",
}


class ArchiveCalendar(QCalendarWidget):
    """The daily archive's month calendar."""

    chosen = pyqtSignal(object)  # datetime.date

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._archive = Archive({}, date.today())
        self.setFirstDayOfWeek(Qt.Monday)
        self.setVerticalHeaderFormat(QCalendarWidget.NoVerticalHeader)
        self.setHorizontalHeaderFormat(QCalendarWidget.ShortDayNames)
        self.setMinimumDate(_qdate(FIRST_DAY))
        self.setMinimumSize(300, 240)
        self.activated.connect(lambda day: self.chosen.emit(day.toPyDate()))
        self.currentPageChanged.connect(self._name_page)
        self.selectionChanged.connect(self._describe)
        self.days = self.findChild(QTableView, "qt_calendar_calendarview")
        for name, keys in _BUTTON_KEYS.items():
            button = self.findChild(QToolButton, name)
            if button is not None:
                typed_instead(button, keys)
        self.retranslate()

    def retranslate(self) -> None:
        """The month and day names (the locale of the language in use) and the names a screen
        reader reads, in the current language."""
        self.setLocale(QLocale())
        self._name_page()
        names = {
            "qt_calendar_prevmonth": (
                translate("Archive", "Previous month"),
                translate("Archive", "Show the month before (Page Up)"),
            ),
            "qt_calendar_nextmonth": (
                translate("Archive", "Next month"),
                translate("Archive", "Show the month after (Page Down)"),
            ),
            "qt_calendar_monthbutton": (
                translate("Archive", "Month"),
                translate("Archive", "Choose the month to show"),
            ),
            "qt_calendar_yearbutton": (
                translate("Archive", "Year"),
                translate("Archive", "Choose the year to show"),
            ),
        }
        for name, (text, tip) in names.items():
            button = self.findChild(QToolButton, name)
            if button is not None:
                button.setAccessibleName(text)
                button.setToolTip(tip)
        self.setAccessibleName(translate("Archive", "Calendar of past puzzles"))
        self.setAccessibleDescription(
            translate(
                "Archive",
                "Arrow keys: a day or a week; Page Up, Page Down: a month; Enter: play the day",
            )
        )
        if self.days is not None:
            self.days.setAccessibleName(translate("Archive", "Days"))
            self._describe()

    def _name_page(self) -> None:
        """The month and the year above the days as the language writes them in a date:
        "November 2026", "2026年11月". Qt writes the month's name and then the year whatever the
        language; where the language writes the year first, the month's button says both, and
        the year's is hidden (the months' keys and arrows still go from year to year)."""
        month = self.findChild(QToolButton, "qt_calendar_monthbutton")
        year = self.findChild(QToolButton, "qt_calendar_yearbutton")
        if month is None or year is None:
            return
        locale = self.locale()
        shown = QDate(self.yearShown(), self.monthShown(), 1)
        long_date = locale.dateFormat(QLocale.LongFormat)
        month_written, year_written = _written(long_date, "M"), _written(long_date, "y")
        year_first = long_date.find("y") < long_date.find("M")
        month.setText(locale.toString(shown, (year_written if year_first else "") + month_written))
        year.setText(locale.toString(shown, year_written))
        year.setVisible(not year_first)

    # --- what it shows ---------------------------------------------------------------------

    def show_archive(self, archive: Archive) -> None:
        """Show these results; days after `archive.today` cannot be chosen."""
        self._archive = archive
        self.setMaximumDate(_qdate(archive.today))
        self._describe()
        self.updateCells()

    def selected_day(self) -> date:
        """The day chosen with the keys or the mouse."""
        day: date = self.selectedDate().toPyDate()
        return day

    def select_day(self, day: date) -> None:
        """Select a day and show its month."""
        self.setSelectedDate(_qdate(day))
        self._describe()

    def description(self) -> str:
        """The selected day and how it went."""
        return self._archive.describe(self.selected_day())

    def _describe(self) -> None:
        if self.days is not None:
            self.days.setAccessibleDescription(self.description())

    # --- painting ----------------------------------------------------------------------------

    def paintCell(self, painter: QPainter | None, rect: QRect, when: QDate | date) -> None:
        """A day: its number in the upper half, its mark in the lower (the shown month's days
        only); a day that cannot be chosen is greyed, the selected one highlighted."""
        if painter is None:
            return
        qdate = when if isinstance(when, QDate) else _qdate(when)
        day: date = qdate.toPyDate()
        palette = self.palette()
        selected = qdate == self.selectedDate()
        playable = self._archive.can_play(day)
        in_month = qdate.month() == self.monthShown()
        painter.save()
        background = palette.color(
            QPalette.Highlight if selected else QPalette.Base if playable else QPalette.Window
        )
        painter.fillRect(rect, background)
        ink = palette.color(QPalette.HighlightedText if selected else QPalette.Text)
        if not playable or not in_month:
            ink = palette.color(QPalette.Disabled, QPalette.Text)
        upper = QRect(rect.left(), rect.top(), rect.width(), rect.height() // 2)
        lower = QRect(rect.left(), upper.bottom(), rect.width(), rect.height() - upper.height())
        font = QFont(self.font())
        font.setBold(day == self._archive.today)
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(upper, int(Qt.AlignHCenter | Qt.AlignBottom), str(qdate.day()))
        mark = self._archive.mark(day) if in_month else ""
        if mark:
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.15)
            painter.setFont(font)
            painter.setPen(ink if selected else self._mark_colour(day))
            painter.drawText(lower, int(Qt.AlignHCenter | Qt.AlignTop), mark)
        painter.restore()

    def _mark_colour(self, day: date) -> QColor:
        """A mark's colour (the mark itself says the same: colour is never the only sign)."""
        result = self._archive.results.get(day)
        palette = colours()
        if result is None:
            return QColor(palette.muted)
        return QColor(palette.success if result.solved else palette.error)


def _written(long_date: str, letter: str) -> str:
    """How a locale's long date writes the month ("M") or the year ("y"): the field with the
    text that follows it up to the next field or space ("M月", "yyyy年"; "MMMM", "yyyy").

    >>> _written("yyyy年M月d日dddd", "M"), _written("dddd, MMMM d, yyyy", "y")
    ('M月', 'yyyy')
    """
    found = re.search(rf"{letter}+(?:'[^']*'|[^A-Za-z'\s,.])*", long_date)
    return found.group() if found else letter * 4


def _qdate(day: date) -> QDate:
    """A date as Qt has it."""
    return QDate(day.year, day.month, day.day)
