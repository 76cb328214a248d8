"""Statistics: how many hands a deck deals can make the target, how hard they are, and the
player's own record in every way to play.

The rule statistics (every hand solved and scored) run in a JobRunner with a progress bar and a
Cancel button; `app.game.stats` does the counting and chooses the bars, the chart panels show them
and fit their labels to their width.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PyQt5.QtCore import QEvent, Qt
from PyQt5.QtGui import QShowEvent
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

from solver import format_number
from solver.difficulty import LEVELS
from solver.tables import prepare_workers

from ..game.clock import seconds_text
from ..game.levels import hand_level_name
from ..game.stats import (
    DealRules,
    HistoryStats,
    ResultsState,
    RuleStats,
    history_stats,
    latest_bars,
    rule_stats,
)
from ..game.stats_cache import STATS_CACHE, has_kept_table
from ..i18n import sentences, translate
from ..shell.context import AppContext
from ..shell.theme import colours, text_style
from ..shell.worker import CancelToken
from ..widgets.actions import ENTER_KEYS, ActionsView, ViewAction
from ..widgets.adaptive import Adaptive
from ..widgets.charts import BarStyle, ChartPair, ChartPanel
from ..widgets.deck_picker import DeckPicker
from ..widgets.labels import WrappedLabel, described, keep_room, plain_label
from ..widgets.operator_picker import OperatorPicker
from ..widgets.pages import arranged

#: Rules with at most this many hands are computed as soon as they are shown or chosen (the
#: standard deck's 1820 hands of four take well under half a second; estimated from the count
#: of hands, never timed on the GUI thread).
AUTO_COMPUTE_HANDS = 3000
#: Patterns of the hand levels' bars, easiest first (with their colours: never colour alone).
LEVEL_PATTERNS = (Qt.SolidPattern, Qt.Dense3Pattern, Qt.BDiagPattern, Qt.DiagCrossPattern)


def _table(parent: QWidget) -> QTableWidget:
    """A read-only table that selects whole rows."""
    table = QTableWidget(0, 0, parent)
    table.setEditTriggers(QAbstractItemView.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectRows)
    table.setSelectionMode(QAbstractItemView.SingleSelection)
    table.setTabKeyNavigation(False)  # Tab leaves the table, the arrows move in it
    table.verticalHeader().setVisible(False)
    return table


def _fill_table(table: QTableWidget, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """Set a table's headers and rows (numbers aligned right); the row chosen before stays
    chosen if its hand is still listed (wherever it now is), else none is."""
    chosen = table.item(table.currentRow(), 0) if table.selectedItems() else None
    hand = chosen.text() if chosen is not None else None
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column > 0 and text[:1].isdigit():
                item.setTextAlignment(int(Qt.AlignRight | Qt.AlignVCenter))
            table.setItem(row, column, item)
    table.clearSelection()  # a row chosen before now lists another hand
    table.setCurrentItem(None)
    for row, cells in enumerate(rows):
        if hand is not None and cells and cells[0] == hand:
            table.selectRow(row)
            break


class StatsView(ActionsView, Adaptive, QWidget):
    """Two pages: the hands a deck deals, and the player's own games."""

    compute_action = ViewAction(
        "compute",
        ("F5",),
        text=lambda: translate("Stats", "&Compute"),
        tip=lambda: translate("Stats", "Solve and score every hand of these rules"),
    )
    cancel_action = ViewAction(
        "cancel",
        ("Esc",),
        text=lambda: translate("Stats", "C&ancel"),
        tip=lambda: translate("Stats", "Stop the computation"),
    )
    #: Enter: solve the chosen hand in the helper, or compute
    enter_action = ViewAction("press_enter", ENTER_KEYS)
    MENU = ("compute", "cancel")

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.runner = context.make_runner(self)
        self.stats: RuleStats | None = None
        self.history: HistoryStats | None = None
        self.history_warning = ""
        self.results = ResultsState()
        #: where score tables worked out are kept (a deck computed once opens at once)
        self._cache = context.data_dir / STATS_CACHE
        self._shown = False
        #: rules whose computation was cancelled or failed: not started again by themselves
        self._stopped: DealRules | None = None
        #: the summary's message, worked out again in the language in use
        self._summary: Callable[[], str] = lambda: ""
        self.make_actions()
        self.cancel_action.setEnabled(False)
        self._build()
        self.retranslate()
        self.restyle()
        self._show_staleness()
        self.runner.report_to(
            self._computed, self._failed, self._progress, self._cancelled, self._started
        )
        context.settings.changed.connect(self._setting_changed)

    # --- building --------------------------------------------------------------------------

    def _build(self) -> None:
        """Inner tabs: Hands (rule statistics) and Your games (history)."""
        self.pages = QTabWidget(self)
        self.pages.addTab(self._build_hands_page(), "")
        self.pages.addTab(self._build_history_page(), "")
        # your games are read again when their page comes up: a game kept while this view
        # stood shown (a room closed in its own window) was missing until a restart
        self.pages.currentChanged.connect(self._page_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setKeyboardTracking(False)  # a number counts once typed, not digit by digit
        spin.valueChanged.connect(self._show_staleness)
        return spin

    def _build_hands_page(self) -> QWidget:
        """Rule controls, progress, summary, two charts and the hardest hands."""
        page = QWidget(self)
        settings = self.context.settings
        self.deck_picker = DeckPicker(settings.deck, page)
        self.deck_picker.changed.connect(self._show_staleness)
        self.operator_picker = OperatorPicker(settings.operators, page)
        self.operator_picker.changed.connect(self._show_staleness)
        self.cards_spin = self._spin(2, 6, settings.card_count)
        self.target_spin = self._spin(1, 9999, settings.target)
        self.deck_label = plain_label(page)
        self.deck_label.setBuddy(self.deck_picker)
        self.cards_label = plain_label(page)
        self.cards_label.setBuddy(self.cards_spin)
        self.target_label = plain_label(page)
        self.target_label.setBuddy(self.target_spin)
        self.compute_button = QPushButton(page)
        self.compute_button.clicked.connect(self.compute)
        self.cancel_button = QPushButton(page)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar(page)
        self.progress.setVisible(False)
        deck_row = arranged(QHBoxLayout(), (self.deck_label, (self.deck_picker, 1)))
        self.operators_label = plain_label(page)
        self.operators_label.setBuddy(self.operator_picker)
        operators_row = arranged(QHBoxLayout(), (self.operators_label, (self.operator_picker, 1)))
        numbers = (self.cards_label, self.cards_spin, self.target_label, self.target_spin)
        # Cancel beside Compute, the progress after them: a Cancel after the progress moved to
        # the far end as the bar came, away from where the pointer was (a defect seen)
        computing = (self.compute_button, self.cancel_button, (self.progress, 1), (None, 0))
        controls = arranged(QHBoxLayout(), (*numbers, *computing))
        self.stale_note = WrappedLabel(page)
        self.stale_note.setVisible(False)
        # its room is kept: the charts must not resize (and re-bin the results shown) when it
        # comes, for the deck chosen then is not the one they show
        keep_room(self.stale_note, 1)
        self.summary = WrappedLabel(page)
        fills = (self._fill_solution_chart, self._fill_difficulty_chart)
        hands = _ChartsOverTable(page, fills, self._load_hardest)
        self.solutions_chart, self.difficulty_chart = hands.charts
        self.hardest_caption, self.hardest_table = hands.caption, hands.table
        rows = (deck_row, operators_row, controls, self.stale_note, self.summary, (hands.layout, 1))
        arranged(QVBoxLayout(page), rows)
        return page

    def _build_history_page(self) -> QWidget:
        """The record of every mode, points per match, answer times, hardest hands solved."""
        page = QWidget(self)
        self.warning_label = WrappedLabel(page)
        self.warning_label.setVisible(False)
        self.records = QGridLayout()
        self.records.setColumnStretch(1, 1)
        self.records.setVerticalSpacing(1)  # one line a mode: room for the charts at 800×600
        self.record_labels: list[tuple[QLabel, QLabel]] = []
        for row in range(len(HistoryStats((), 0, (), ()).records())):
            mode, text = plain_label(page), WrappedLabel(page)
            font = mode.font()
            font.setBold(True)
            mode.setFont(font)
            mode.setAlignment(Qt.AlignLeft | Qt.AlignTop)
            text.setTextInteractionFlags(Qt.TextSelectableByMouse)
            self.records.addWidget(mode, row, 0)
            self.records.addWidget(text, row, 1)
            self.record_labels.append((mode, text))
        self.history_summary = self.record_labels[0][1]
        games = _ChartsOverTable(page, (self._fill_points, self._fill_times), self._load_solved)
        self.points_chart, self.times_chart = games.charts
        self.solved_caption, self.solved_table = games.caption, games.table
        arranged(QVBoxLayout(page), (self.warning_label, self.records, (games.layout, 1)))
        return page

    # --- language and palette --------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text of the view, in the current language."""
        self.retitle_actions()
        self.pages.setAccessibleName(translate("Stats", "Statistics"))
        self.pages.setToolTip(translate("Stats", "The hands a deck deals, and your own games"))
        self.pages.setTabText(0, translate("Stats", "Ha&nds"))
        self.pages.setTabText(1, translate("Stats", "&Your games"))
        self.deck_label.setText(translate("Stats", "D&eck:"))
        self.operators_label.setText(translate("Stats", "&Operators:"))
        self.cards_label.setText(translate("Stats", "Ca&rds:"))
        self.target_label.setText(translate("Stats", "&Target:"))
        described(self.cards_spin, translate("Stats", "Cards per hand"))
        described(
            self.target_spin, translate("Stats", "The number to make"), translate("Stats", "Target")
        )
        self.compute_button.setText(translate("Stats", "&Compute"))
        self.compute_button.setToolTip(self.compute_action.toolTip())
        self.cancel_button.setText(translate("Stats", "Cancel"))
        self.cancel_button.setToolTip(self.cancel_action.toolTip())
        self.progress.setFormat(translate("Stats", "%v / %m hands"))
        self.progress.setAccessibleName(translate("Stats", "Hands solved and scored"))
        self.hardest_caption.setText(
            translate("Stats", "Hardest hand&s (Enter or double-click to solve):")
        )
        self.solved_caption.setText(translate("Stats", "Hardest hands you so&lved:"))
        tip = translate("Stats", "Enter or double-click a hand to see its answers in the helper")
        for table in (self.hardest_table, self.solved_table):
            table.setToolTip(tip)
        self.summary.setText(self._summary())
        self._show_staleness()
        self._fill_tables()
        self._fill_records()
        self._fill_charts()

    def restyle(self) -> None:
        """The palette changed: the charts' colours, the note over stale results."""
        self.stale_note.setStyleSheet(text_style("warning", bold=True))
        self.warning_label.setStyleSheet(text_style("warning"))
        for chart in (
            self.solutions_chart,
            self.difficulty_chart,
            self.points_chart,
            self.times_chart,
        ):
            chart.restyle()
        self._fill_charts()

    # --- the rule statistics ---------------------------------------------------------------

    def rules(self) -> DealRules:
        """The rules the controls hold."""
        return DealRules(
            self.deck_picker.deck(),
            self.cards_spin.value(),
            self.target_spin.value(),
            self.operator_picker.operators(),
        )

    def _say(self, message: Callable[[], str]) -> None:
        """Show a summary message (worked out again if the language changes)."""
        self._summary = message
        self.summary.setText(message())

    def _show_staleness(self) -> None:
        """Say when the results on screen are for other rules, and highlight Compute; rules
        quick to count (`_quick`) are counted at once instead."""
        rules = self.rules()
        quick = not rules.problem() and self._quick(rules)
        wanted = self.results.needs_compute(rules) and rules != self._stopped
        if self._shown and quick and wanted:
            self.compute()
            return
        note = self.results.note(rules)
        old = note != self.stale_note.text()
        self.stale_note.setText(note)
        self.stale_note.setVisible(bool(note))
        if old:  # the charts' titles say which rules they are for
            self._fill_solution_chart()
            self._fill_difficulty_chart()
        wanted = self.results.needs_compute(rules)
        self.compute_button.setDefault(wanted)
        font = self.compute_button.font()
        font.setBold(wanted)
        self.compute_button.setFont(font)

    def _quick(self, rules: DealRules) -> bool:
        """Whether rules are counted without asking: a few thousand hands (well under half a
        second, in the worker), or a table worked out before and kept on disk."""
        return rules.hand_count() <= AUTO_COMPUTE_HANDS or has_kept_table(self._cache, rules)

    def compute(self) -> None:
        """Start computing the statistics of the rules in the controls (off the GUI thread)."""
        rules = self.rules()
        problem = rules.problem()
        if problem:
            self._say(lambda: sentences(translate("Stats", "Cannot compute:"), rules.problem()))
            return

        cache = self._cache

        def job(token: CancelToken) -> RuleStats:
            return rule_stats(rules, token.cancelled, token.report, cache)

        count = rules.hand_count()
        self._say(lambda: translate("Stats", "Solving and scoring %n hands…", None, count))
        self.progress.setRange(0, count)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.cancel_action.setEnabled(True)
        self.results = replace(self.results, computing=rules)
        self._show_staleness()
        self.runner.submit(job)

    def cancel(self) -> None:
        """Stop the running computation."""
        if self.runner.busy:
            self.runner.cancel()

    def press_enter(self) -> None:
        """Enter: in a table, solve the chosen hand in the helper; elsewhere, compute."""
        focus = self.focusWidget()
        if focus is self.hardest_table and self.hardest_table.currentRow() >= 0:
            self._load_hardest(self.hardest_table.currentRow(), 0)
        elif focus is self.solved_table and self.solved_table.currentRow() >= 0:
            self._load_solved(self.solved_table.currentRow(), 0)
        elif self.pages.currentIndex() == 0:
            self.compute()

    def _started(self) -> None:
        self.cancel_button.setEnabled(True)
        self.cancel_action.setEnabled(True)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _idle(self) -> None:
        self.progress.setVisible(False)
        self.cancel_button.setEnabled(False)
        self.cancel_action.setEnabled(False)
        self.results = replace(self.results, computing=None)
        self._show_staleness()

    def _failed(self, message: str) -> None:
        self._stopped = self.results.computing
        self._idle()
        self._say(
            lambda: sentences(
                translate("Stats", "Could not compute the statistics: {reason}.").format(
                    reason=message.rstrip(".")
                ),
                self._shown_still(),
            )
        )

    def _cancelled(self) -> None:
        self._stopped = self.results.computing
        self._idle()
        self._say(
            lambda: sentences(
                translate("Stats", "Cancelled: press Compute to start again."),
                self._shown_still(),
            )
        )

    def _shown_still(self) -> str:
        """What the charts still show after a failed or cancelled computation."""
        if self.stats is None:
            return ""
        return translate("Stats", "Still shown: {summary}").format(summary=self.stats.summary())

    def _computed(self, stats: RuleStats) -> None:
        self.results = self.results.computed(stats.rules)
        self._idle()
        self.show_stats(stats)

    def show_stats(self, stats: RuleStats) -> None:
        """Fill the summary, the charts and the hardest-hands table."""
        self.stats = stats
        self.results = replace(self.results, shown=stats.rules)
        self._show_staleness()
        self._say(stats.summary)
        self._fill_tables()
        self._fill_charts()

    def _fill_charts(self) -> None:
        """Fill every chart for its present width (again after a resize or a change of
        language or palette)."""
        self._fill_solution_chart()
        self._fill_difficulty_chart()
        self._fill_points()
        self._fill_times()

    def _titled(self, title: str) -> str:
        """A chart's title, with the rules it shows when the controls ask for others (the
        text over the charts says the same: everything shown says what it is for)."""
        stats = self.stats
        if stats is None or not self.stale_note.text():
            return title
        return translate("Stats", "{title}, for {rules}").format(
            title=title, rules=stats.rules.text()
        )

    def _fill_solution_chart(self) -> None:
        chart, stats = self.solutions_chart, self.stats
        title = self._titled(translate("Stats", "Hands by distinct solutions"))
        bars = stats.solution_bars(chart.fits) if stats is not None else ()
        (self.solutions_set,) = chart.show_bars(
            bars,
            [BarStyle(translate("Stats", "Hands"), colours().hint)],
            translate("Stats", "distinct solutions"),
        )
        chart.set_title(title, self._why_no_hand() if stats is not None and not bars else "")

    def _fill_difficulty_chart(self) -> None:
        chart, stats = self.difficulty_chart, self.stats
        title = self._titled(translate("Stats", "Hands by difficulty"))
        bins = stats.difficulty_bins(chart.fits) if stats is not None else ()
        self.level_sets = chart.show_bars(
            [b.bar for b in bins],
            [
                BarStyle(hand_level_name(level), colours().levels[index], LEVEL_PATTERNS[index])
                for index, level in enumerate(LEVELS)
            ],
            translate("Stats", "score ≈ a player's seconds"),
            stacked=True,
        )
        chart.set_title(title, self._why_no_hand() if stats is not None and not bins else "")

    def _why_no_hand(self) -> str:
        assert self.stats is not None
        return translate("Stats", "no hand makes {target}").format(
            target=format_number(self.stats.rules.target)
        )

    def _fill_tables(self) -> None:
        headers = [
            translate("Stats", "Hand"),
            translate("Stats", "Score (≈ s)"),
            translate("Stats", "Solutions"),
            translate("Stats", "Level"),
        ]
        hardest = self.stats.hardest if self.stats is not None else ()
        rows = [
            [hard.text, f"{hard.score:.1f}", str(hard.solutions), hand_level_name(hard.level)]
            for hard in hardest
        ]
        _fill_table(self.hardest_table, headers, rows)
        solved = self.history.hardest_solved if self.history is not None else ()
        _fill_table(  # hardness in the Hands page's unit: its score, about a player's seconds
            self.solved_table,
            [
                translate("Stats", "Hand"),
                translate("Stats", "Score (≈ s)"),
                translate("Stats", "Your time"),
                translate("Stats", "Played in"),
            ],
            [
                [row.hand, f"{row.score:.1f}", seconds_text(row.seconds), row.mode_text()]
                for row in solved
            ],
        )

    def _load_hardest(self, row: int, _column: int) -> None:
        """Show a hardest hand in the helper view."""
        if self.stats is not None and 0 <= row < len(self.stats.hardest):
            self.context.load_hand(list(self.stats.hardest[row].hand))

    # --- the player's history --------------------------------------------------------------

    def refresh_history(self) -> None:
        """Read the history database again and redraw the history page."""
        try:
            stats = history_stats(self.context.history, operators=self.context.settings.operators)
        except Exception as error:  # a broken database must not break the view
            self.history_warning = translate(
                "Stats", "Could not read your history: {reason}"
            ).format(reason=error)
            self._fill_records()
            return
        warning = self.context.history.warning
        self.show_history(stats, warning)

    def show_history(self, stats: HistoryStats, warning: str | None = None) -> None:
        """Fill the history page."""
        self.history = stats
        self.history_warning = warning or ""
        self._fill_records()
        self._fill_tables()
        self._fill_points()
        self._fill_times()

    def _fill_records(self) -> None:
        self.warning_label.setText(self.history_warning)
        self.warning_label.setVisible(bool(self.history_warning))
        stats = self.history or HistoryStats((), 0, (), ())
        for (mode_label, text_label), (mode, text) in zip(
            self.record_labels, stats.records(), strict=True
        ):
            mode_label.setText(mode)
            text_label.setText(text)

    def _fill_points(self) -> None:
        chart = self.points_chart
        points = self.history.points if self.history is not None else ()
        bars = latest_bars(points, chart.fits)
        c = colours()
        self.player_points, self.computer_points = chart.show_bars(
            bars,
            [
                BarStyle(translate("Stats", "You"), c.success),
                BarStyle(translate("Stats", "Computer"), c.error, Qt.BDiagPattern),
            ],
            translate("Stats", "match"),
        )
        chart.set_title(
            translate("Stats", "Points per match"),
            "" if bars else translate("Stats", "no match played yet"),
        )

    def _fill_times(self) -> None:
        chart = self.times_chart
        times = self.history.round_times if self.history is not None else ()
        self.times_series = chart.show_line(
            times, translate("Stats", "seconds"), translate("Stats", "answered round")
        )
        chart.set_title(
            translate("Stats", "Your answer times (s), round by round"),
            "" if times else translate("Stats", "no round answered yet"),
        )

    def _load_solved(self, row: int, _column: int) -> None:
        """Show a solved hand in the helper view."""
        if self.history is None or not 0 <= row < len(self.history.hardest_solved):
            return
        try:
            numbers = [int(n) for n in self.history.hardest_solved[row].hand.split()]
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
            # a large computation's worker processes come from a fork server here (the app has
            # threads): started now, its imports pass while the player sets the rules up
            prepare_workers()
            self._auto_compute()

    def _page_changed(self, index: int) -> None:
        """Your games come up: read them again."""
        if index == 1:
            self.refresh_history()

    def changeEvent(self, event: QEvent) -> None:
        """The window comes back to the front (from a room's window, say) with your games
        shown: read them again."""
        super().changeEvent(event)
        if (
            event.type() == QEvent.ActivationChange
            and self.isActiveWindow()
            and self.isVisible()
            and self.pages.currentIndex() == 1
        ):
            self.refresh_history()

    def _auto_compute(self) -> None:
        """Compute now if the rules are quick; otherwise say how to start."""
        rules = self.rules()
        count = rules.hand_count()
        if rules.problem():
            self.compute()  # says why not
        elif self._quick(rules):
            self.compute()
        else:
            self._say(
                lambda: translate(
                    "Stats",
                    "%n hands: press Compute to solve and score them (this can take a while).",
                    None,
                    count,
                )
            )

    def _setting_changed(self, name: str) -> None:
        """Follow the app's deck, card count and target (the user presses Compute to
        recount)."""
        settings = self.context.settings
        if name == "card_count":
            self.cards_spin.setValue(settings.card_count)
        elif name == "target":
            self.target_spin.setValue(settings.target)
        elif name == "deck":
            self.deck_picker.set_deck(settings.deck)
            self._show_staleness()
        elif name == "operators":
            self.operator_picker.set_operators(settings.operators)
            self._show_staleness()
            self.refresh_history()

    def compute_now(self) -> None:
        """Compute the statistics of the current rules now (and not again when the tab is first
        shown)."""
        self._shown = True
        self.refresh_history()
        self.compute()


class _ChartsOverTable:
    """What each page ends with: two charts (each filled again by its function) over a
    captioned table of hands (a double click loads one), the charts taking more room."""

    def __init__(
        self,
        page: QWidget,
        fills: tuple[Callable[[], None], Callable[[], None]],
        load: Callable[[int, int], None],
    ) -> None:
        self.charts = ChartPanel(page), ChartPanel(page)
        for chart, fill in zip(self.charts, fills, strict=True):
            chart.refill = fill
        self.caption = plain_label(page)
        self.table = _table(page)
        self.caption.setBuddy(self.table)
        self.table.cellDoubleClicked.connect(load)
        pair = ChartPair(*self.charts, page)
        self.layout = arranged(QVBoxLayout(), ((pair, 3), self.caption, (self.table, 2)))
