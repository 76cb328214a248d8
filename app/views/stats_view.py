"""Statistics: how many hands of the rules are solvable, how hard they are, and the player's record.

The rule statistics (every hand solved and scored) run in a JobRunner with a progress bar and a
Cancel button; the charts are Qt Charts fed from `app.stats`, which does the counting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PyQt5.QtChart import (
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
from PyQt5.QtCore import Qt
from PyQt5.QtGui import QColor, QPainter, QShowEvent
from PyQt5.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solver import SolverError, format_number
from solver.difficulty import LEVELS, Rules

from ..context import AppContext
from ..stats import (
    HistoryStats,
    Inputs,
    ResultsState,
    RuleStats,
    history_stats,
    plural,
    rule_stats,
    whole_ticks,
)
from ..worker import CancelToken

#: Rules with at most this many hands are computed as soon as the view is first shown.
AUTO_COMPUTE_HANDS = 3000
#: The points chart shows the latest matches only.
MATCHES_SHOWN = 30
#: The charts' titles.
SOLUTIONS_TITLE = "Hands by distinct solutions"
DIFFICULTY_TITLE = "Hands by difficulty"
POINTS_TITLE = "Points per match"
TIMES_TITLE = "Your answer times (s), round by round"
#: Colours of the levels, easiest first.
LEVEL_COLOURS = ("#4caf50", "#2196f3", "#ff9800", "#e53935")
#: The note over results computed for other rules than the controls hold.
STALE_STYLE = "color: #b45309; font-weight: bold;"


def _chart_view(title: str) -> tuple[QChart, QChartView]:
    """An empty, antialiased chart with a title."""
    chart = QChart()
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.NoAnimation)
    chart.legend().setVisible(False)
    view = QChartView(chart)
    view.setRenderHint(QPainter.Antialiasing)
    view.setMinimumHeight(220)
    return chart, view


def _reset(chart: QChart) -> None:
    """Remove every series and axis from a chart."""
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)


def _whole_axis(low: int, high: float) -> QValueAxis:
    """A value axis from `low` up past `high` with ticks and labels on whole numbers only."""
    axis = QValueAxis()
    top, ticks = whole_ticks(low, high)
    axis.setRange(low, top)
    axis.setTickCount(ticks)
    axis.setLabelFormat("%d")
    return axis


def _nothing_to_chart(chart: QChart, title: str, why: str) -> None:
    """An empty chart that says so in its title, without axes (nothing to measure)."""
    chart.setTitle(f"{title}<br><i>Nothing to chart:<br>{why}.</i>")


def _attach(chart: QChart, series: QAbstractSeries, categories: Sequence[str], top: float) -> None:
    """Add a series with a category x axis and a whole-number y axis from 0 past `top`."""
    chart.addSeries(series)
    x_axis = QBarCategoryAxis()
    x_axis.append(list(categories))
    font = x_axis.labelsFont()
    font.setPointSizeF(font.pointSizeF() * 0.8)
    x_axis.setLabelsFont(font)
    y_axis = _whole_axis(0, top)
    chart.addAxis(x_axis, Qt.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignLeft)
    series.attachAxis(x_axis)
    series.attachAxis(y_axis)


def _table(headers: Sequence[str]) -> QTableWidget:
    """A read-only table that selects whole rows."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectRows)
    table.setSelectionMode(QAbstractItemView.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    return table


def _cell(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if align_right:
        item.setTextAlignment(int(Qt.AlignRight | Qt.AlignVCenter))
    return item


class StatsView(QWidget):
    """Two pages: the hands of the current rules, and the player's own games."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.runner = context.make_runner(self)
        self.stats: RuleStats | None = None
        self.history: HistoryStats | None = None
        self.results = ResultsState()
        self._shown = False
        self._build()
        self._show_staleness()
        self.runner.started.connect(self._started)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._computed)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        context.settings.changed.connect(self._setting_changed)

    # --- layout ----------------------------------------------------------------------------

    def _build(self) -> None:
        """Inner tabs: Hands (rule statistics) and Your games (history)."""
        self.pages = QTabWidget(self)
        self.pages.addTab(self._build_hands_page(), "Hands")
        self.pages.addTab(self._build_history_page(), "Your games")
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

    def _spin(self, low: int, high: int, value: int, tip: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setToolTip(tip)
        return spin

    def _build_hands_page(self) -> QWidget:
        """Rule controls, progress, summary, two charts and the hardest hands."""
        page = QWidget(self)
        settings = self.context.settings
        self.cards_spin = self._spin(2, 6, settings.card_count, "Numbers per hand")
        self.low_spin = self._spin(0, 100, 1, "Smallest number (A = 1)")
        self.high_spin = self._spin(0, 100, 13, "Largest number (K = 13)")
        self.target_spin = self._spin(1, 9999, settings.target, "The number to make")
        self.compute_button = QPushButton("&Compute", page)
        self.compute_button.setToolTip("Solve and score every hand of these rules")
        self.compute_button.clicked.connect(self.compute)
        self.cancel_button = QPushButton("Cancel", page)
        self.cancel_button.setToolTip("Stop the computation")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar(page)
        self.progress.setFormat("%v / %m hands")
        self.progress.setVisible(False)
        controls = QHBoxLayout()
        for label, spin in (
            ("Cards", self.cards_spin),
            ("From", self.low_spin),
            ("To", self.high_spin),
            ("Target", self.target_spin),
        ):
            controls.addWidget(QLabel(label, page))
            controls.addWidget(spin)
        controls.addWidget(self.compute_button)
        controls.addWidget(self.progress, 1)
        controls.addWidget(self.cancel_button)
        controls.addStretch()
        for spin in (self.cards_spin, self.low_spin, self.high_spin, self.target_spin):
            spin.valueChanged.connect(self._show_staleness)
        self.stale_note = QLabel("", page)
        self.stale_note.setWordWrap(True)
        self.stale_note.setStyleSheet(STALE_STYLE)
        self.stale_note.setVisible(False)
        self.summary = QLabel("", page)
        self.summary.setWordWrap(True)
        self.solutions_chart, self.solutions_view = _chart_view(SOLUTIONS_TITLE)
        self.difficulty_chart, self.difficulty_view = _chart_view(DIFFICULTY_TITLE)
        self.difficulty_chart.legend().setAlignment(Qt.AlignRight)
        self.hardest_table = _table(["Hand", "Score (≈ s)", "Solutions", "Level"])
        self.hardest_table.setToolTip("Double-click a hand to see its answers in the helper")
        self.hardest_table.cellDoubleClicked.connect(self._load_hardest)
        grid = _charts_over_table(
            (self.solutions_view, self.difficulty_view),
            QLabel("Hardest hands (double-click to solve):", page),
            self.hardest_table,
        )
        layout = QVBoxLayout(page)
        layout.addLayout(controls)
        layout.addWidget(self.stale_note)
        layout.addWidget(self.summary)
        layout.addLayout(grid, 1)
        return page

    def _build_history_page(self) -> QWidget:
        """Summary, points per match, answer times, hardest hands solved."""
        page = QWidget(self)
        self.history_summary = QLabel("", page)
        self.history_summary.setWordWrap(True)
        self.points_chart, self.points_view = _chart_view(POINTS_TITLE)
        self.points_chart.legend().setVisible(True)
        self.times_chart, self.times_view = _chart_view(TIMES_TITLE)
        self.solved_table = _table(["Hand", "Hardness", "Your time"])
        self.solved_table.setToolTip("Double-click a hand to see its answers in the helper")
        self.solved_table.cellDoubleClicked.connect(self._load_solved)
        grid = _charts_over_table(
            (self.points_view, self.times_view),
            QLabel("Hardest hands you solved:", page),
            self.solved_table,
        )
        layout = QVBoxLayout(page)
        layout.addWidget(self.history_summary)
        layout.addLayout(grid, 1)
        return page

    # --- the rule statistics ---------------------------------------------------------------

    def inputs(self) -> Inputs:
        """What the controls hold: cards, smallest and largest number, target."""
        return (
            self.cards_spin.value(),
            self.low_spin.value(),
            self.high_spin.value(),
            self.target_spin.value(),
        )

    def rules(self) -> Rules:
        """The rules set in the controls (LimitError when they are out of reach)."""
        return Rules(*self.inputs())

    def _show_staleness(self) -> None:
        """Say when the results on screen are for other rules, and highlight Compute."""
        inputs = self.inputs()
        note = self.results.note(inputs)
        self.stale_note.setText(note)
        self.stale_note.setVisible(bool(note))
        wanted = self.results.needs_compute(inputs)
        self.compute_button.setDefault(wanted)
        font = self.compute_button.font()
        font.setBold(wanted)
        self.compute_button.setFont(font)

    def compute(self) -> None:
        """Start computing the statistics of the rules in the controls (off the GUI thread)."""
        try:
            rules = self.rules()
        except SolverError as error:
            self.summary.setText(f"Cannot compute: {error}.")
            return

        def job(token: CancelToken) -> RuleStats:
            return rule_stats(rules, cancel=token.cancelled, progress=token.report)

        self.summary.setText(f"Solving and scoring {plural(rules.hand_count(), 'hand')}…")
        self.progress.setRange(0, rules.hand_count())
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.results = replace(self.results, computing=rules)
        self._show_staleness()
        self.runner.submit(job)

    def cancel(self) -> None:
        """Stop the running computation."""
        self.runner.cancel()

    def _started(self) -> None:
        self.cancel_button.setEnabled(True)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _idle(self) -> None:
        self.progress.setVisible(False)
        self.cancel_button.setEnabled(False)
        self.results = replace(self.results, computing=None)
        self._show_staleness()

    def _failed(self, message: str) -> None:
        self._idle()
        self.summary.setText(f"Could not compute the statistics: {message}.{self._shown_still()}")

    def _cancelled(self) -> None:
        self._idle()
        self.summary.setText(f"Cancelled: press Compute to start again.{self._shown_still()}")

    def _shown_still(self) -> str:
        """What the charts still show after a failed or cancelled computation."""
        return "" if self.stats is None else f" Still shown: {self.stats.summary()}"

    def _computed(self, stats: RuleStats) -> None:
        self._idle()
        self.show_stats(stats)

    def show_stats(self, stats: RuleStats) -> None:
        """Fill the summary, the charts and the hardest-hands table."""
        self.stats = stats
        self.results = replace(self.results, shown=stats.rules)
        self._show_staleness()
        self.summary.setText(stats.summary())
        self._fill_solution_chart(stats)
        self._fill_difficulty_chart(stats)
        self._fill_hardest(stats)

    def _fill_solution_chart(self, stats: RuleStats) -> None:
        _reset(self.solutions_chart)
        self.solutions_set = QBarSet("Hands")
        self.solutions_set.append([float(hands) for _, hands in stats.solution_counts])
        if not stats.solution_counts:
            _nothing_to_chart(self.solutions_chart, SOLUTIONS_TITLE, _no_hand(stats))
            return
        self.solutions_chart.setTitle(SOLUTIONS_TITLE)
        series = QBarSeries()
        series.append(self.solutions_set)
        top = max(hands for _, hands in stats.solution_counts)
        _attach(self.solutions_chart, series, [str(n) for n, _ in stats.solution_counts], top)
        self.solutions_chart.axes(Qt.Horizontal)[0].setTitleText("distinct solutions")

    def _fill_difficulty_chart(self, stats: RuleStats) -> None:
        _reset(self.difficulty_chart)
        series = QStackedBarSeries()
        self.level_sets: list[QBarSet] = []
        for index, name in enumerate(LEVELS):
            bar_set = QBarSet(name)
            bar_set.setColor(QColor(LEVEL_COLOURS[index]))
            bar_set.append([float(b.per_level[index]) for b in stats.bins])
            series.append(bar_set)
            self.level_sets.append(bar_set)
        self.difficulty_chart.legend().setVisible(bool(stats.bins))
        if not stats.bins:
            _nothing_to_chart(self.difficulty_chart, DIFFICULTY_TITLE, _no_hand(stats))
            return
        self.difficulty_chart.setTitle(DIFFICULTY_TITLE)
        top = max(sum(b.per_level) for b in stats.bins)
        _attach(self.difficulty_chart, series, [b.label for b in stats.bins], top)
        self.difficulty_chart.axes(Qt.Horizontal)[0].setTitleText("score ≈ a player's seconds")

    def _fill_hardest(self, stats: RuleStats) -> None:
        table = self.hardest_table
        table.setRowCount(len(stats.hardest))
        for row, hard in enumerate(stats.hardest):
            table.setItem(row, 0, _cell(hard.text))
            table.setItem(row, 1, _cell(f"{hard.score:.1f}", align_right=True))
            table.setItem(row, 2, _cell(str(hard.solutions), align_right=True))
            table.setItem(row, 3, _cell(hard.level))

    def _load_hardest(self, row: int, _column: int) -> None:
        """Show a hardest hand in the helper view."""
        if self.stats is not None and 0 <= row < len(self.stats.hardest):
            self.context.load_hand(list(self.stats.hardest[row].hand))

    # --- the player's history --------------------------------------------------------------

    def refresh_history(self) -> None:
        """Read the match database again and redraw the history page."""
        try:
            stats = history_stats(self.context.history)
        except Exception as error:  # a broken database must not break the view
            self.history_summary.setText(f"Could not read your match history: {error}")
            return
        warning = getattr(self.context.history, "warning", None)
        self.show_history(stats, warning)

    def show_history(self, stats: HistoryStats, warning: str | None = None) -> None:
        """Fill the history page."""
        self.history = stats
        text = stats.summary()
        self.history_summary.setText(f"{warning}\n{text}" if warning else text)
        self._fill_points(stats)
        self._fill_times(stats)
        self._fill_solved(stats)

    def _fill_points(self, stats: HistoryStats) -> None:
        _reset(self.points_chart)
        shown = stats.points[-MATCHES_SHOWN:]
        first = len(stats.points) - len(shown) + 1
        self.player_points = QBarSet("You")
        self.computer_points = QBarSet("Computer")
        self.player_points.append([float(p) for p, _ in shown])
        self.computer_points.append([float(c) for _, c in shown])
        self.points_chart.legend().setVisible(bool(shown))
        if not shown:
            _nothing_to_chart(self.points_chart, POINTS_TITLE, "no match played yet")
            return
        self.points_chart.setTitle(POINTS_TITLE)
        series = QBarSeries()
        series.append(self.player_points)
        series.append(self.computer_points)
        top = max(max(p, c) for p, c in shown)
        _attach(self.points_chart, series, [str(first + i) for i in range(len(shown))], top)
        self.points_chart.axes(Qt.Horizontal)[0].setTitleText("match")

    def _fill_times(self, stats: HistoryStats) -> None:
        _reset(self.times_chart)
        self.times_series = QLineSeries()
        self.times_series.setName("seconds")
        self.times_series.setPointsVisible(True)
        for index, seconds in enumerate(stats.answer_times, 1):
            self.times_series.append(float(index), seconds)
        if not stats.answer_times:
            _nothing_to_chart(self.times_chart, TIMES_TITLE, "no round answered yet")
            return
        self.times_chart.setTitle(TIMES_TITLE)
        self.times_chart.addSeries(self.times_series)
        x_axis = _whole_axis(1, len(stats.answer_times))
        x_axis.setTitleText("answered round")
        y_axis = _whole_axis(0, max([10.0, *stats.answer_times]))
        self.times_chart.addAxis(x_axis, Qt.AlignBottom)
        self.times_chart.addAxis(y_axis, Qt.AlignLeft)
        self.times_series.attachAxis(x_axis)
        self.times_series.attachAxis(y_axis)

    def _fill_solved(self, stats: HistoryStats) -> None:
        table = self.solved_table
        table.setRowCount(len(stats.hardest_solved))
        for row, (hand, hardness, seconds) in enumerate(stats.hardest_solved):
            table.setItem(row, 0, _cell(hand))
            table.setItem(row, 1, _cell(f"{100 * hardness:.0f} %", align_right=True))
            table.setItem(row, 2, _cell(f"{seconds:.1f} s", align_right=True))

    def _load_solved(self, row: int, _column: int) -> None:
        """Show a solved hand in the helper view."""
        if self.history is None or not 0 <= row < len(self.history.hardest_solved):
            return
        try:
            numbers = [int(n) for n in self.history.hardest_solved[row][0].split()]
        except ValueError:
            return
        self.context.load_hand(numbers)

    # --- the app ---------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """On the first show: read the history, and compute small rule sets at once."""
        super().showEvent(event)
        self.refresh_history()
        if not self._shown:
            self._shown = True
            self._auto_compute()

    def _auto_compute(self) -> None:
        """Compute now if the rules are quick; otherwise say how to start."""
        try:
            count = self.rules().hand_count()
        except SolverError as error:
            self.summary.setText(f"Cannot compute: {error}.")
            return
        if count <= AUTO_COMPUTE_HANDS:
            self.compute()
        else:
            self.summary.setText(
                f"{plural(count, 'hand')}: press Compute to solve and score them "
                "(this can take minutes)."
            )

    def _setting_changed(self, name: str) -> None:
        """Follow the app's card count and target (the user presses Compute to recount)."""
        settings = self.context.settings
        if name == "card_count":
            self.cards_spin.setValue(settings.card_count)
        elif name == "target":
            self.target_spin.setValue(settings.target)

    def prepare_screenshot(self, cards: Sequence[int] | None) -> None:
        """For ``python -m app --screenshot``: compute the statistics of the current rules."""
        self._shown = True
        self.refresh_history()
        self.compute()


def _no_hand(stats: RuleStats) -> str:
    """Why a rule chart is empty."""
    return f"no hand makes {format_number(stats.rules.target)}"


def _charts_over_table(
    charts: tuple[QWidget, QWidget], caption: QLabel, table: QWidget
) -> QGridLayout:
    """Two charts side by side over a captioned table, the charts taking more room."""
    grid = QGridLayout()
    grid.addWidget(charts[0], 0, 0)
    grid.addWidget(charts[1], 0, 1)
    grid.addWidget(caption, 1, 0, 1, 2)
    grid.addWidget(table, 2, 0, 1, 2)
    grid.setRowStretch(0, 3)
    grid.setRowStretch(2, 2)
    return grid
