"""How the app looks: light, dark or the system's palette, the colours that carry meaning, and
the size of its text.

Widgets never write a colour of their own: they ask `colours()` for the one that means what
they show (success, error, a hint, …), which depends on whether the palette in use is dark, and
they ask again when the palette changes (`Appearance.restyle_all` calls the `restyle` of every
`widgets.adaptive.Adaptive` widget).
The felt stays a green card table in both; cards are white in both, like real cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QColor, QFont, QPainter, QPalette
from PyQt5.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

#: The appearance a player can choose.
THEMES = ("system", "light", "dark")
#: The text sizes a player can choose, in per cent of the system's.
TEXT_SIZES = (100, 115, 130, 150)
FONT_SCALE = "font_scale"
FONT_BOLD = "font_bold"


@dataclass(frozen=True)
class Colours:
    """The colours that carry meaning, for a light or a dark palette."""

    success: str  # the player's points, a right answer, answers found
    error: str  # the computer's points, a wrong answer, a bad card
    muted: str  # secondary text: step numbers, captions
    notice: str  # neutral messages about the situation
    hint: str  # hints
    warning: str  # results for other rules, a hand without a solution
    players: tuple[str, str]  # the two players of a duel
    felt_top: str
    felt_bottom: str
    felt_border: str
    on_felt: str
    warning_on_felt: str
    trough: str  # the countdown's empty part
    spent: str  # the time a hint cost
    bar_text: str
    levels: tuple[str, str, str, str]  # hand levels in charts, easiest first


LIGHT = Colours(
    success="#1e7d43",
    error="#b3261e",
    muted="#6b7280",
    notice="#4b5563",
    hint="#1f4e8c",
    warning="#b45309",
    players=("#1f4e8c", "#8c1f5e"),
    felt_top="#2f8553",
    felt_bottom="#1d6039",
    felt_border="#174d30",
    on_felt="#e8f5ec",
    warning_on_felt="#ffe082",
    trough="#e7eaee",
    spent="#b9c0c8",
    bar_text="#1b1b1b",
    levels=("#43a047", "#1e88e5", "#fb8c00", "#e53935"),
)
DARK = Colours(
    success="#7ddc9a",
    error="#ff8a80",
    muted="#9ca3af",
    notice="#c4c9d0",
    hint="#8ab4f8",
    warning="#fbbf24",
    players=("#8ab4f8", "#f48fb1"),
    felt_top="#22603c",
    felt_bottom="#123d25",
    felt_border="#0b2a19",
    on_felt="#e8f5ec",
    warning_on_felt="#ffe082",
    trough="#3a3f47",
    spent="#5b626b",
    bar_text="#f0f2f4",
    levels=("#81c784", "#64b5f6", "#ffb74d", "#ef9a9a"),
)


def is_dark() -> bool:
    """Whether the palette in use is dark (light text on a dark window)."""
    return QApplication.palette().color(QPalette.Window).lightness() < 128


def colours() -> Colours:
    """The meaningful colours for the palette in use."""
    return DARK if is_dark() else LIGHT


def text_style(role: str, bold: bool = False) -> str:
    """A label's style sheet for text of a meaning: "success", "error", "muted", "notice",
    "hint", "warning" (a field of `Colours`)."""
    colour = getattr(colours(), role)
    return f"color: {colour};" + (" font-weight: bold;" if bold else "")


def felt_style() -> str:
    """The style sheet of the green table (a QFrame named "felt")."""
    c = colours()
    return (
        f"#felt {{ border-radius: 14px; border: 1px solid {c.felt_border}; background: "
        f"qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {c.felt_top}, stop:1 {c.felt_bottom}); }}"
    )


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style."""
    palette = QPalette()
    window, base, text = QColor("#23262b"), QColor("#1b1d21"), QColor("#e8eaed")
    for group in (QPalette.Active, QPalette.Inactive):
        palette.setColor(group, QPalette.Window, window)
        palette.setColor(group, QPalette.WindowText, text)
        palette.setColor(group, QPalette.Base, base)
        palette.setColor(group, QPalette.AlternateBase, QColor("#2a2d33"))
        palette.setColor(group, QPalette.Text, text)
        palette.setColor(group, QPalette.Button, QColor("#2f333a"))
        palette.setColor(group, QPalette.ButtonText, text)
        palette.setColor(group, QPalette.ToolTipBase, QColor("#2f333a"))
        palette.setColor(group, QPalette.ToolTipText, text)
        palette.setColor(group, QPalette.Highlight, QColor("#3d6fb6"))
        palette.setColor(group, QPalette.HighlightedText, QColor("#ffffff"))
        palette.setColor(group, QPalette.Link, QColor("#8ab4f8"))
        palette.setColor(group, QPalette.PlaceholderText, QColor("#8b9099"))
    disabled = QColor("#7b8089")
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        palette.setColor(QPalette.Disabled, role, disabled)
    palette.setColor(QPalette.Disabled, QPalette.Button, QColor("#2a2d33"))
    palette.setColor(QPalette.Disabled, QPalette.Window, window)
    palette.setColor(QPalette.Disabled, QPalette.Base, base)
    return palette


#: The edge of a check box or a radio button in the dark look (`DarkFusion`).
DARK_EDGE = "#8b9099"


class DarkFusion(QProxyStyle):
    """Fusion for the dark palette, with a visible edge on check boxes and radio buttons:
    Fusion draws them with an edge darker than the window, which on a dark window leaves an
    unchecked box all but invisible (a defect seen: "Whole numbers only" on the Play page)."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.setObjectName("fusion")

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        round_box = element == QStyle.PE_IndicatorRadioButton
        if element != QStyle.PE_IndicatorCheckBox and not round_box:
            return
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing, round_box)
        state = option.state
        edge = QColor(DARK_EDGE)
        if state & QStyle.State_HasFocus and state & QStyle.State_KeyboardFocusChange:
            edge = option.palette.color(QPalette.Highlight).lighter(140)  # (the focus shows)
        elif not state & QStyle.State_Enabled:
            edge = edge.darker(150)
        painter.setPen(edge)
        painter.setBrush(Qt.NoBrush)
        box = option.rect.adjusted(0, 0, -1, -1)
        if round_box:
            painter.drawEllipse(box)
        else:
            painter.drawRect(box)
        painter.restore()


class Appearance:
    """The application's look: the theme and the text size, applied at once."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        style = app.style()
        self._system_style = style.objectName() if style is not None else "Fusion"
        self._system_palette = QPalette(app.palette())
        self._system_font = QFont(app.font())
        self.theme = "system"
        self.text_size = 100
        self._styled_for: int | None = None

    def set_theme(self, theme: str) -> None:
        """Light, dark, or the system's palette; every widget hears of it (PaletteChange)."""
        self.theme = theme if theme in THEMES else "system"
        if self.theme == "system":
            self.app.setStyle(QStyleFactory.create(self._system_style) or "Fusion")
            self.app.setPalette(self._system_palette)
        elif self.theme == "dark":
            self.app.setStyle(DarkFusion())  # (the application owns it)
            self.app.setPalette(dark_palette())
        else:
            self.app.setStyle("Fusion")
            style = self.app.style()
            self.app.setPalette(style.standardPalette() if style is not None else QPalette())
        self.restyle_all()

    def restyle_all(self) -> None:
        """Every widget that has its own colours (a `restyle` method) sets them again, once
        per palette (Qt does not tell widgets styled by a style sheet that the palette
        changed)."""
        key = self.app.palette().color(QPalette.Window).rgb()
        if key == self._styled_for:
            return
        self._styled_for = key
        for widget in self.app.allWidgets():
            restyle = getattr(widget, "restyle", None)
            if callable(restyle):
                restyle()

    def set_text_size(self, percent: int) -> None:
        """Every text this much of the system's size (the enlarged ones keep their ratio)."""
        self.text_size = percent if percent in TEXT_SIZES else 100
        font = QFont(self._system_font)
        font.setPointSizeF(self._system_font.pointSizeF() * self.text_size / 100)
        self.app.setFont(font)
        for widget in self.app.allWidgets():
            scale = widget.property(FONT_SCALE)
            if scale is not None:
                _scaled_font(widget, float(scale), bool(widget.property(FONT_BOLD)))


_appearance: Appearance | None = None


def appearance() -> Appearance:
    """The application's appearance (made on first use, once the QApplication exists)."""
    global _appearance
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("the appearance needs a QApplication")
    if _appearance is None or _appearance.app is not app:
        _appearance = Appearance(app)
    return _appearance


def _scaled_font(widget: QWidget, scale: float, bold: bool) -> None:
    """Give a widget the application's font, `scale` times bigger (and bold if asked)."""
    font = QFont(QApplication.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    widget.setFont(font)


def enlarge(widget: QWidget, scale: float, bold: bool = False) -> None:
    """Make a widget's text `scale` times the app's (and bold if asked); it follows the
    player's text size when that changes."""
    widget.setProperty(FONT_SCALE, scale)
    widget.setProperty(FONT_BOLD, bold)
    _scaled_font(widget, scale, bold)
