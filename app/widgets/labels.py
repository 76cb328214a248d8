"""Labels that show text as it is: what a player typed or a file held is never read as HTML."""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QResizeEvent, QShowEvent
from PyQt5.QtWidgets import QBoxLayout, QComboBox, QLabel, QWidget

from ..i18n import WORD_JOINER, translate, unbroken
from ..shell.theme import enlarge
from .adaptive import Adaptive


def plain_label(
    parent: QWidget | None = None, text: str = "", scale: float = 1.0, bold: bool = False
) -> QLabel:
    """A label whose text is always plain text (``<b>8</b>`` shows as typed), `scale` times the
    app's text (and bold if asked)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.PlainText)
    label.setText(text)
    if scale != 1.0 or bold:
        enlarge(label, scale, bold=bold)
    return label


def described(widget: QWidget, tip: str, name: str = "") -> None:
    """A widget's tooltip, and the name a screen reader says for it: `name`, or the tip's own
    words (a field without a label of its own, a button with a symbol)."""
    widget.setToolTip(tip)
    widget.setAccessibleName(name or tip)


def labelled(layout: QBoxLayout, *fields: QWidget) -> tuple[QLabel, ...]:
    """Add each field to the row after a label of its own (worded by the caller), whose mnemonic
    gives the field the focus; returns the labels."""
    labels = []
    for field in fields:
        label = plain_label(field.parentWidget())
        label.setBuddy(field)
        layout.addWidget(label)
        layout.addWidget(field)
        labels.append(label)
    return tuple(labels)


def fronted(row: QWidget, field: QWidget) -> None:
    """A row of several fields that one label names: the label's letter (Alt and it) gives
    `field` the focus (a label gives none to a buddy that takes no focus of its own, and moves
    it on to the next field instead); Tab still goes through each field in turn, never the row
    itself, and a click on the row's gaps focuses `field`."""
    row.setFocusPolicy(Qt.ClickFocus)
    row.setFocusProxy(field)


class WrappedLabel(QLabel):
    """A plain-text label that wraps its lines and asks its layout for the height they take
    at its width (Qt's layouts lose that height inside tab widgets and scroll areas, and would
    cut the last lines off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.PlainText)
        self.setWordWrap(True)
        self.least_height = 0  # the room kept for it (`keep_room`), whatever its text

    def setText(self, text: str | None) -> None:
        """Show the text, its short bracketed notes never split across lines (`unbroken`)."""
        super().setText(unbroken(text or ""))
        self._fit_height()

    def text(self) -> str:
        """The text as it was set (without the joiners that keep notes on one line)."""
        return super().text().replace(WORD_JOINER, "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """Ask for the height of the lines at the present width (nothing while hidden: a
        hidden label has no width of its own yet)."""
        height = self.heightForWidth(self.width()) if self.isVisible() else 0
        height = max(height, self.least_height)
        if height != self.minimumHeight():
            self.setMinimumHeight(max(0, height))


def keep_room(widget: QWidget, lines: int = 0) -> None:
    """Keep a widget's room in its layout while it is hidden, and at least `lines` lines of its
    font, so what is shown around it (the cards) does not move when it comes and goes."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    if lines:
        metrics = widget.fontMetrics()
        line = max(metrics.lineSpacing(), metrics.height())
        least = lines * line + 2  # as tall as a label of that many lines
        if isinstance(widget, WrappedLabel):
            widget.least_height = least  # kept when its text changes
        widget.setMinimumHeight(least)


def centred_text(parent: QWidget | None = None, scale: float = 1.0, bold: bool = False) -> QLabel:
    """A first page's text: centred, wrapped, and as tall as its lines at its width (a narrow
    window gets more lines, never lines over one another)."""
    label = WrappedLabel(parent)
    label.setAlignment(Qt.AlignCenter)
    if scale != 1.0 or bold:
        enlarge(label, scale, bold=bold)
    return label


class DealingLabel(Adaptive, QLabel):
    """ "Dealing…", centred: what a game page shows in its answer's place while a hand is dealt
    (worded again when the language changes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.PlainText)
        self.setAlignment(Qt.AlignCenter)
        self.retranslate()

    def retranslate(self) -> None:
        """The words, in the current language."""
        self.setText(translate("Game", "Dealing…"))


def combo_box(parent: QWidget | None = None) -> QComboBox:
    """A drop-down list as wide as its longest item in the language in use (Qt's own keeps the
    width of its first showing: "Casu" for Casual after a switch from Chinese)."""
    combo = QComboBox(parent)
    combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
    return combo
