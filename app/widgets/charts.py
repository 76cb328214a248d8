"""ChartPanel: a Qt Chart that fits its labels, follows the palette and says when it has
nothing to show.

The statistics decide what the bars are (`app.game.stats`); a panel says whether a set of axis
labels fits side by side at its present width (`fits`), and the view asks again when the panel
is resized, so a label is never cut to "…".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from PyQt5.QtChart import (
    QAbstractAxis,
    QAbstractSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PyQt5.QtCore import Qt, QTimer
from PyQt5.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PyQt5.QtWidgets import QApplication, QGridLayout, QWidget

from ..game.stats import Bar, whole_ticks
from ..i18n import listed, translate
from ..shell.theme import colours, is_dark

#: Qt Charts pads each category label by this much on either side, and gives the labels of n
#: categories the width of the plot over n + 1 (QtCharts' HorizontalAxis::updateGeometry).
LABEL_PADDING = 5
#: A label's text item is this much wider than its text.
TEXT_MARGIN = 2
#: Room a value axis label needs beside its neighbours, and above and below, in pixels.
TICK_ROOM = 16
ROW_ROOM = 8
#: Room for a title, a legend, the plot, its labels and an axis title.
MIN_HEIGHT = 200
#: Charts at least this tall have a legend on top and axis titles.
ROOMY_HEIGHT = 250
#: Times a panel fills itself again when the layout turned out narrower than it guessed.
REFITS = 2
#: Pixels a title's line gives up: Qt shows a title as a text document (4 px of margin on
#: either side) and cuts a line that only just fits.
TITLE_SLACK = 16


@dataclass(frozen=True)
class BarStyle:
    """How one set of bars is told apart: its name in the legend, a colour and a pattern
    (so colour is never the only difference)."""

    name: str
    colour: str
    pattern: Qt.BrushStyle = Qt.SolidPattern


def data_text(points: Sequence[tuple[str, Sequence[tuple[str, float]]]]) -> str:
    """A chart's data in words, e.g. "1: 515; 2: 427" or "2: Easy 60, Medium 0"."""
    parts = []
    for label, values in points:
        if len(values) == 1:
            shown = f"{values[0][1]:g}"
        else:
            shown = listed(f"{name} {value:g}" for name, value in values)
        parts.append(translate("Charts", "{label}: {values}").format(label=label, values=shown))
    return translate("Charts", "; ").join(parts)


def wrapped(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """Text as escaped lines of at most `width` pixels, broken between words (anywhere in a
    word too long for a line, as Chinese text is)."""
    lines: list[str] = []
    line = ""
    for word in re.findall(r"\S+\s*", text) or [text]:
        while metrics.horizontalAdvance((line + word).rstrip()) > width and (line or len(word) > 1):
            if line:
                lines.append(line.rstrip())
                line = ""
                continue
            cut = max(1, len(word) - 1)  # a word wider than the line: break it
            while cut > 1 and metrics.horizontalAdvance(word[:cut]) > width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        line += word
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return [escape(line) for line in lines]


class ChartPanel(QChartView):
    """An antialiased chart without animation that fills itself again (through `refill`,
    set by its owner) when it is resized or its labels turn out not to fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._chart = QChart()
        super().__init__(self._chart, parent)
        self._chart.setAnimationOptions(QChart.NoAnimation)
        self._chart.legend().setVisible(False)
        self.setRenderHint(QPainter.Antialiasing)
        self.setMinimumHeight(MIN_HEIGHT)
        self.setFocusPolicy(Qt.StrongFocus)  # reachable by Tab, read by a screen reader
        #: fills the chart for its present size (the owner's)
        self.refill: Callable[[], None] = lambda: None
        self._refits = 0
        self._fitting = False
        #: the data in words, for a screen reader
        self._data_text = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fit)
        self.restyle()

    # --- what fits -------------------------------------------------------------------------

    def plot_width(self) -> float:
        """The width of the plot area (a guess from the panel's width before there are axes:
        the chart's margins and the count axis take about 90 pixels)."""
        if not self._chart.axes():
            return max(1.0, self.width() - 90.0)
        return max(1.0, self._chart.plotArea().width())

    def fits(self, labels: Sequence[str]) -> bool:
        """Whether these category labels fit side by side under the plot without being cut
        (a hidden chart has no size yet: it fills itself again when it is shown)."""
        if not labels or not self.isVisible():
            return True
        metrics = QFontMetrics(self.label_font())
        room = self.plot_width() / (len(labels) + 1) - 2 * LABEL_PADDING
        return max(metrics.horizontalAdvance(label) for label in labels) + TEXT_MARGIN <= room

    def cut(self) -> bool:
        """Whether the category labels shown do not fit the plot as laid out."""
        return any(
            isinstance(axis, QBarCategoryAxis) and not self.fits(axis.categories())
            for axis in self._chart.axes()
        )

    def plot_height(self) -> float:
        """The height of the plot area (a guess before there are axes: the title, a legend,
        the labels and an axis title take about 130 pixels)."""
        if not self._chart.axes():
            return max(1.0, self.height() - 130.0)
        return max(1.0, self._chart.plotArea().height())

    def roomy(self) -> bool:
        """Whether the chart is tall enough for a legend on top and an axis title (a short
        one keeps its height for the bars: the legend goes to the side, the title says it)."""
        return not self.isVisible() or self.height() >= ROOMY_HEIGHT

    def most_ticks(self, widest: str) -> int:
        """How many intervals a value axis can label side by side, its widest label given."""
        metrics = QFontMetrics(self.label_font())
        return max(1, int(self.plot_width() // (metrics.horizontalAdvance(widest) + TICK_ROOM)))

    def most_rows(self) -> int:
        """How many intervals a value axis can label one above the other."""
        metrics = QFontMetrics(self.label_font())
        return max(1, int(self.plot_height() // (metrics.height() + ROW_ROOM)))

    def label_font(self) -> QFont:
        """The font of the axis labels (a little smaller than the text's)."""
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        return font

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refits = 0
        self._timer.start(0)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again: filled for its size (a title set while it was hidden was not broken
        into lines, and Qt cut it short)."""
        super().showEvent(event)
        self._refits = 0
        self._timer.start(0)

    def _fit(self) -> None:
        """Fill the chart for its size as laid out now (after a resize, or after a fill that
        changed the axes and so the room for the bars); then once more, as the layout follows."""
        self._fitting = True
        try:
            self.refill()
        finally:
            self._fitting = False
        self._refits += 1
        if self._refits <= REFITS:
            self._timer.start(0)

    def _filled(self) -> None:
        """After the owner filled the chart: check the labels once the layout has followed."""
        if not self._fitting:
            self._refits = 1
            self._timer.start(0)

    # --- filling ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Remove every series and axis."""
        self._chart.removeAllSeries()
        for axis in self._chart.axes():
            self._chart.removeAxis(axis)

    def set_title(self, title: str, why_empty: str = "") -> None:
        """The chart's title; with `why_empty`, the chart says it has nothing to show and why.
        Lines are broken to the chart's width (Qt would cut them short)."""
        title_font = self._chart.titleFont()
        lines = wrapped(title, QFontMetrics(title_font), self.title_width())
        if why_empty:
            nothing = translate("Charts", "Nothing to chart: {why}.").format(why=why_empty)
            italic = QFont(title_font)
            italic.setBold(False)
            italic.setItalic(True)
            more = wrapped(nothing, QFontMetrics(italic), self.title_width())
            lines += [f"<i>{line}</i>" for line in more]
        self._chart.setTitle("<br>".join(lines))
        self.setAccessibleName(title)
        self.setAccessibleDescription(nothing if why_empty else self._data_text)

    def title_width(self) -> int:
        """The room for a line of the title (any, while the chart is hidden and has no size:
        it fills itself again when it is shown)."""
        if not self.isVisible():
            return 1 << 20
        margins = self._chart.margins()  # Qt cuts the title at the chart's margins
        room = self._chart.size().width() - margins.left() - margins.right() - TITLE_SLACK
        return max(80, int(room))

    def show_bars(
        self,
        bars: Sequence[Bar],
        styles: Sequence[BarStyle],
        x_title: str,
        stacked: bool = False,
    ) -> list[QBarSet]:
        """Bars (one set per style; stacked or side by side) over labelled categories, with a
        whole-number count axis; returns the bar sets."""
        self.clear()
        sets = []
        for index, style in enumerate(styles):
            bar_set = QBarSet(style.name)
            bar_set.setBrush(QBrush(QColor(style.colour), style.pattern))
            bar_set.setPen(QPen(QColor(style.colour).darker(130)))
            bar_set.append([float(bar.values[index]) for bar in bars])
            sets.append(bar_set)
        self._data_text = data_text(
            [
                (
                    bar.label,
                    [(style.name, value) for style, value in zip(styles, bar.values, strict=True)],
                )
                for bar in bars
            ]
        )
        legend = self._chart.legend()
        legend.setVisible(len(styles) > 1 and bool(bars))
        legend.setAlignment(Qt.AlignTop if self.roomy() else Qt.AlignBottom)
        self._filled()
        if not bars:
            return sets
        series = QStackedBarSeries() if stacked else QBarSeries()
        for bar_set in sets:
            series.append(bar_set)
        self._chart.addSeries(series)
        x_axis = QBarCategoryAxis()
        x_axis.append([bar.label for bar in bars])
        x_axis.setTitleText(x_title if self.roomy() else "")
        top = max((sum(bar.values) if stacked else max(bar.values)) for bar in bars)
        y_axis = self._count_axis(0, top)
        self._add_axes(series, x_axis, y_axis)
        return sets

    def show_line(self, values: Sequence[float], name: str, x_title: str) -> QLineSeries:
        """A line through values numbered from 1, on whole-number axes; returns the series."""
        self.clear()
        series = QLineSeries()
        series.setName(name)
        series.setPointsVisible(True)
        series.setPen(QPen(QColor(colours().hint), 2))
        for index, value in enumerate(values, 1):
            series.append(float(index), value)
        self._data_text = data_text(
            [(str(index), [(name, round(value, 1))]) for index, value in enumerate(values, 1)]
        )
        self._filled()
        if not values:
            return series
        self._chart.addSeries(series)
        x_axis = self._count_axis(1, len(values), horizontal=True)
        x_axis.setTitleText(x_title if self.roomy() else "")
        y_axis = self._count_axis(0, max([10.0, *values]))
        self._add_axes(series, x_axis, y_axis)
        return series

    def _count_axis(self, low: int, high: float, horizontal: bool = False) -> QValueAxis:
        """A value axis from `low` up past `high` with ticks and labels on whole numbers only
        (no more across than fit)."""
        axis = QValueAxis()
        most = self.most_ticks(str(int(high) * 10)) if horizontal else self.most_rows()
        top, ticks = whole_ticks(low, high, min(8, most))
        axis.setRange(low, top)
        axis.setTickCount(ticks)
        axis.setLabelFormat("%d")
        return axis

    def _add_axes(
        self, series: QAbstractSeries, x_axis: QAbstractAxis, y_axis: QAbstractAxis
    ) -> None:
        for axis, where in ((x_axis, Qt.AlignBottom), (y_axis, Qt.AlignLeft)):
            axis.setLabelsFont(self.label_font())
            self._style_axis(axis)
            self._chart.addAxis(axis, where)
            series.attachAxis(axis)

    # --- colours ---------------------------------------------------------------------------

    def restyle(self) -> None:
        """Follow the palette: the chart's background, titles and grid (the owner fills the
        bars again for their colours)."""
        palette = QApplication.palette()
        self._chart.setTheme(QChart.ChartThemeDark if is_dark() else QChart.ChartThemeLight)
        self._chart.setBackgroundBrush(QBrush(palette.base().color()))
        self._chart.setTitleBrush(QBrush(palette.text().color()))
        title = QApplication.font()
        title.setBold(True)
        self._chart.setTitleFont(title)
        self._chart.legend().setLabelColor(palette.text().color())
        self._chart.legend().setFont(self.label_font())
        for axis in self._chart.axes():
            self._style_axis(axis)

    def _style_axis(self, axis: QAbstractAxis) -> None:
        text = QApplication.palette().text().color()
        axis.setLabelsColor(text)
        axis.setTitleBrush(QBrush(text))
        axis.setTitleFont(self.label_font())
        grid = QColor(colours().muted)
        grid.setAlpha(70)
        axis.setGridLineColor(grid)


class ChartPair(QWidget):
    """Two charts side by side when there is room for both, else one above the other."""

    #: The narrowest width that shows the charts side by side.
    SIDE_BY_SIDE = 640

    def __init__(self, first: ChartPanel, second: ChartPanel, parent: QWidget | None = None):
        super().__init__(parent)
        first.setParent(self)
        second.setParent(self)
        self.charts = (first, second)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.side_by_side: bool | None = None
        self._arrange(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(self.width() >= self.SIDE_BY_SIDE)

    def _arrange(self, side_by_side: bool) -> None:
        if side_by_side == self.side_by_side:
            return
        self.side_by_side = side_by_side
        first, second = self.charts
        for chart in self.charts:
            self._grid.removeWidget(chart)
        self._grid.addWidget(first, 0, 0)
        self._grid.addWidget(second, *((0, 1) if side_by_side else (1, 0)))
