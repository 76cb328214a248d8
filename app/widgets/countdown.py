"""CountdownBar: the time left in a round as a coloured bar with the seconds written on it."""

from __future__ import annotations

from PyQt5.QtCore import QRectF, QSize, Qt
from PyQt5.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PyQt5.QtWidgets import QSizePolicy, QWidget

from ..game.clock import countdown_text, seconds_text
from ..i18n import translate
from ..shell.theme import colours

#: Bar colours by the share of time left: plenty, getting short, nearly gone.
PLENTY = QColor("#2e9d57")
SHORT = QColor("#e69a17")
NEARLY_GONE = QColor("#d84434")


def bar_colour(fraction: float) -> QColor:
    """The bar's colour for the share of time left."""
    if fraction > 0.5:
        return PLENTY
    return SHORT if fraction > 0.2 else NEARLY_GONE


class CountdownBar(QWidget):
    """Shows `remaining` of `total` seconds; `cost` seconds at the end are struck out (a hint).
    `written`: the seconds are written on the bar (a view that shows them larger elsewhere
    leaves them off)."""

    def __init__(self, parent: QWidget | None = None, written: bool = True) -> None:
        super().__init__(parent)
        self.written = written
        self.total = 60.0
        self.remaining = 60.0
        self.cost = 0.0
        self.paused = False
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMinimumHeight(30 if written else 6)
        self.setAccessibleName(translate("Countdown", "Time left"))

    def sizeHint(self) -> QSize:
        """Wide and short."""
        return QSize(400, 30)

    def set_time(
        self, remaining: float, total: float, cost: float = 0.0, paused: bool = False
    ) -> None:
        """Show the time left, the round's time, a hint's cost and whether the clock is stopped."""
        state = (max(0.0, remaining), max(0.001, total), max(0.0, cost), paused)
        if state != (self.remaining, self.total, self.cost, self.paused):
            self.remaining, self.total, self.cost, self.paused = state
            self.update()
        if self.cost:
            tip = translate("Countdown", "{left} left of {total}; the hint cost {cost} (hatched)")
        else:
            tip = translate("Countdown", "{left} left of {total}")
        tip = tip.format(
            left=countdown_text(self.remaining),
            total=seconds_text(self.total, 0),
            cost=seconds_text(self.cost, 0),
        )
        if paused:
            tip = translate("Countdown", "{time} (paused)").format(time=tip)
        self.setToolTip(tip)
        self.setAccessibleDescription(tip)

    def text(self) -> str:
        """What the bar says."""
        if self.paused:
            return translate("Countdown", "{left} · paused").format(
                left=countdown_text(self.remaining)
            )
        return countdown_text(self.remaining)

    def paintEvent(self, event: QPaintEvent) -> None:
        """A rounded trough, the time left in colour, a hint's cost hatched at the end."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        radius = rect.height() / 2
        painter.setPen(Qt.NoPen)
        palette = colours()
        painter.setBrush(QColor(palette.trough))
        painter.drawRoundedRect(rect, radius, radius)
        fraction = min(1.0, self.remaining / self.total)
        painter.save()
        clip = QRectF(rect)
        painter.setClipRect(clip)
        if self.cost:
            width = rect.width() * min(1.0, self.cost / self.total)
            spent = QRectF(rect.right() - width, rect.top(), width, rect.height())
            painter.setBrush(QBrush(QColor(palette.spent), Qt.BDiagPattern))
            painter.drawRoundedRect(spent, radius, radius)
        if fraction > 0:
            filled = QRectF(rect.left(), rect.top(), rect.width() * fraction, rect.height())
            colour = QColor(palette.muted) if self.paused else bar_colour(fraction)
            painter.setBrush(colour)
            painter.drawRoundedRect(filled, radius, radius)
        painter.restore()
        if self.written:
            self._write(painter, rect)
        painter.end()

    def _write(self, painter: QPainter, rect: QRectF) -> None:
        """The time left, written across the bar."""
        palette = colours()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, int(rect.height() * 0.55)))
        painter.setFont(font)
        painter.setPen(QPen(QColor(palette.bar_text)))
        painter.drawText(rect, Qt.AlignCenter, self.text())
