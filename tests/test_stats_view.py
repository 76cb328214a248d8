"""The statistics view: rule statistics with charts, progress and cancel, the player's history."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PyQt5.QtCore import Qt, QThreadPool

from app.game.cards import cards_from_ranks
from app.game.levels import ComputerLevel
from app.game.match import MatchSummary, RoundResult
from app.game.round import Outcome, Reason, Winner
from app.stats import (
    ResultsState,
    difficulty_bins,
    history_stats,
    plural,
    rule_stats,
    whole_ticks,
)
from app.views import VIEWS, view_key
from app.views.stats_view import StatsView
from solver import solve
from solver.difficulty import LEVELS, Rules, levels

#: Hands of 1..13 by count of distinct solutions (4nums.com: 515 with 1, ..., 1 with 11).
SOLUTION_COUNTS = [515, 427, 216, 125, 30, 18, 17, 8, 2, 3, 1]


def bar_values(bar_set) -> list[float]:
    return [bar_set.at(i) for i in range(bar_set.count())]


def wait_for_idle(qtbot) -> None:
    """Let a cancelled job's thread finish before the test ends."""
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=10000)


@pytest.fixture
def loaded(app_context) -> list[list[int]]:
    """The hands the view asks the helper to show."""
    hands: list[list[int]] = []
    app_context.load_hand = hands.append
    return hands


@pytest.fixture
def view(qtbot, app_context, loaded) -> StatsView:
    widget = StatsView(app_context)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    return widget


def computed(qtbot, view: StatsView) -> StatsView:
    """Show the view (which computes the default rules) and wait for the charts."""
    view.show()
    qtbot.waitUntil(lambda: view.stats is not None, timeout=30000)
    return view


# --- the statistics without widgets ------------------------------------------------------------


def test_rule_stats_of_a_deck() -> None:
    stats = rule_stats(Rules())
    assert (stats.total, stats.solvable, stats.solutions) == (1820, 1362, 3017)
    assert [hands for _, hands in stats.solution_counts] == SOLUTION_COUNTS
    assert sum(sum(b.per_level) for b in stats.bins) == 1362
    assert stats.level_sizes == tuple(len(h) for h in levels(Rules()).hands)
    assert stats.hardest[0].hand == (2, 3, 5, 12) and stats.hardest[0].level == "Expert"
    assert stats.summary().startswith("1362 of 1820 hands of 4 numbers from 1 to 13 can make 24")


def test_difficulty_bins_cover_every_score_once() -> None:
    scores = [2.0, 5.0, 9.0, 16.0, 17.0, 100.0]  # bins from 2, 4, 8 and 16 (the top half)
    bins = difficulty_bins(scores, lambda s: "Easy" if s < 6 else "Expert", count=4, tail=0.5)
    assert [b.label for b in bins] == ["2", "4", "8", "16+"]
    assert bins[-1].high == 100.0
    assert [sum(b.per_level) for b in bins] == [1, 1, 1, 3]
    assert sum(b.per_level[LEVELS.index("Expert")] for b in bins) == 4


def test_rules_without_a_solvable_hand() -> None:
    stats = rule_stats(Rules(cards=2, low=1, high=3))
    assert (stats.solvable, stats.bins, stats.hardest) == (0, (), ())
    assert stats.summary().startswith("0 of 6 hands")


def test_counts_of_one_are_singular() -> None:
    text = rule_stats(Rules(cards=4, low=5, high=5)).summary()
    assert text.startswith("1 of 1 hand of 4 numbers from 5 to 5 can make 24")
    assert "with 1 distinct solution in all" in text
    assert (plural(0, "hand"), plural(1, "match", "matches"), plural(2, "match", "matches")) == (
        "0 hands",
        "1 match",
        "2 matches",
    )


@pytest.mark.parametrize("low", [0, 1])
def test_whole_number_axes_tick_on_whole_numbers_only(low: int) -> None:
    for high in [0, 0.5, 1, 2, 3, 7, 9, 10.5, 41.5, 515, 1362, 17550]:
        top, ticks = whole_ticks(low, high)
        step = Fraction(top - low, ticks - 1)
        assert top >= high and step.denominator == 1 and 2 <= ticks <= 9, (high, top, ticks)


STALE_NOTE = (
    "These results are for 4 cards from 1 to 13, target 24 — press Compute for the new settings."
)


def test_results_for_other_rules_say_so() -> None:
    state = ResultsState(shown=Rules())
    assert state.note((4, 1, 13, 24)) == "" and not state.needs_compute((4, 1, 13, 24))
    for inputs in [(3, 1, 13, 24), (4, 2, 13, 24), (4, 1, 10, 24), (4, 1, 13, 10), (4, 9, 2, 24)]:
        assert state.note(inputs) == STALE_NOTE and state.needs_compute(inputs), inputs
    assert (
        ResultsState(shown=Rules(2, 0, 5, 7))
        .note((4, 1, 13, 24))
        .startswith("These results are for 2 cards from 0 to 5, target 7 — ")
    )


def test_nothing_shown_or_computing_has_no_note() -> None:
    assert ResultsState().note((4, 1, 13, 24)) == ""
    assert ResultsState().needs_compute((4, 1, 13, 24))  # nothing computed yet
    computing = ResultsState(shown=Rules(), computing=Rules(high=12))
    assert computing.note((4, 1, 12, 24)) == ""  # the summary says it is computing
    assert not computing.needs_compute((4, 1, 12, 24))
    assert computing.needs_compute((4, 1, 13, 24))  # another change while computing


def tick_values(axis) -> list[float]:
    """The values a QValueAxis labels (evenly spaced from its min to its max)."""
    count = axis.tickCount()
    span = axis.max() - axis.min()
    return [axis.min() + span * i / (count - 1) for i in range(count)]


def whole_and_distinct(axis) -> bool:
    """Every tick of the axis is a whole number, so "%d" labels them truly (not "1 1 1 1 2")."""
    values = tick_values(axis)
    return all(v == round(v) for v in values) and len(set(values)) == len(values)


# --- the hands page ----------------------------------------------------------------------------


def test_charts_show_the_solution_counts_and_difficulty(qtbot, view: StatsView) -> None:
    computed(qtbot, view)
    assert "1362 of 1820 hands" in view.summary.text()
    assert len(view.solutions_chart.series()) == 1
    assert bar_values(view.solutions_set) == SOLUTION_COUNTS
    assert view.solutions_chart.axes(Qt.Horizontal)[0].categories()[:3] == ["1", "2", "3"]
    sizes = [len(h) for h in levels(Rules()).hands]
    assert [sum(bar_values(s)) for s in view.level_sets] == sizes
    assert [s.label() for s in view.level_sets] == list(LEVELS)
    assert len(view.difficulty_chart.series()) == 1


def test_hardest_table_lists_the_hardest_first(qtbot, view: StatsView) -> None:
    computed(qtbot, view)
    table = view.hardest_table
    assert table.rowCount() == 25
    assert table.item(0, 0).text() == "2 3 5 12"
    assert table.item(0, 3).text() == "Expert"
    scores = [float(table.item(row, 1).text()) for row in range(table.rowCount())]
    assert scores == sorted(scores, reverse=True)


def test_double_click_loads_the_hand_into_the_helper(qtbot, view: StatsView, loaded) -> None:
    computed(qtbot, view)
    double_click(qtbot, view.hardest_table, 0)
    assert loaded == [[2, 3, 5, 12]]


def double_click(qtbot, table, row: int) -> None:
    """Double-click a row as a user does: press, release, then the double click."""
    center = table.visualItemRect(table.item(row, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.LeftButton, pos=center)
    qtbot.mouseDClick(table.viewport(), Qt.LeftButton, pos=center)


def compute_highlighted(view: StatsView) -> bool:
    """The Compute button is the default button, in bold."""
    button = view.compute_button
    return button.isDefault() and button.font().bold()


def test_changed_inputs_mark_the_results_stale_until_computed(qtbot, view: StatsView) -> None:
    computed(qtbot, view)
    assert not view.stale_note.isVisibleTo(view) and not compute_highlighted(view)
    for spin, value in [
        (view.cards_spin, 3),
        (view.low_spin, 2),
        (view.high_spin, 10),
        (view.target_spin, 10),
    ]:
        old = spin.value()
        spin.setValue(value)
        assert view.stale_note.isVisibleTo(view) and view.stale_note.text() == STALE_NOTE
        assert compute_highlighted(view)
        assert "1362 of 1820 hands" in view.summary.text()  # the old results stay readable
        assert not view.runner.busy  # no recomputing behind the user's back
        spin.setValue(old)  # back to the computed rules: the note goes
        assert not view.stale_note.isVisibleTo(view) and not compute_highlighted(view)
    view.high_spin.setValue(10)
    with qtbot.waitSignal(view.runner.finished, timeout=10000):
        qtbot.mouseClick(view.compute_button, Qt.LeftButton)
    assert "of 715 hands of 4 numbers from 1 to 10 can make 24" in view.summary.text()
    assert not view.stale_note.isVisibleTo(view) and not compute_highlighted(view)


def test_progress_and_cancel(qtbot, view: StatsView) -> None:
    computed(qtbot, view)
    view.high_spin.setValue(24)  # 17550 hands: long enough to cancel half way
    with qtbot.waitSignal(view.runner.progress, timeout=10000):
        qtbot.mouseClick(view.compute_button, Qt.LeftButton)
    assert view.progress.isVisibleTo(view)
    assert view.progress.maximum() == 17550
    assert not view.stale_note.isVisibleTo(view) and not compute_highlighted(view)  # computing
    qtbot.waitUntil(lambda: view.progress.value() > 0)
    assert view.cancel_button.isEnabled()
    with qtbot.waitSignal(view.runner.cancelled, timeout=5000):
        qtbot.mouseClick(view.cancel_button, Qt.LeftButton)
    assert view.summary.text().startswith("Cancelled")
    assert not view.cancel_button.isEnabled()
    assert not view.progress.isVisibleTo(view)
    assert view.stats is not None and view.stats.rules == Rules()  # the charts are kept
    assert view.stale_note.text() == STALE_NOTE and compute_highlighted(view)  # for 1 to 13
    wait_for_idle(qtbot)


def test_rules_without_a_solvable_hand_have_nothing_to_chart(qtbot, view: StatsView) -> None:
    view.low_spin.setValue(1)
    view.high_spin.setValue(3)
    view.target_spin.setValue(9999)
    with qtbot.waitSignal(view.runner.finished, timeout=10000):
        view.compute()
    assert view.summary.text().startswith("0 of 15 hands")
    for chart in (view.solutions_chart, view.difficulty_chart):
        assert chart.axes() == []  # no empty axes with stray titles and "0 0 0" labels
        assert "Nothing to chart:<br>no hand makes 9999." in chart.title()
    view.target_spin.setValue(24)
    with qtbot.waitSignal(view.runner.finished, timeout=10000):
        view.compute()
    assert view.solutions_chart.title() == "Hands by distinct solutions"
    assert whole_and_distinct(view.solutions_chart.axes(Qt.Vertical)[0])


def test_bad_rules_say_why_without_starting(qtbot, view: StatsView) -> None:
    view.low_spin.setValue(9)
    view.high_spin.setValue(2)
    view.compute()
    assert "smallest number 9 is larger than the largest 2" in view.summary.text()
    assert not view.runner.busy


def test_other_rules_are_counted(qtbot, view: StatsView) -> None:
    view.cards_spin.setValue(3)
    view.high_spin.setValue(9)
    view.target_spin.setValue(10)
    with qtbot.waitSignal(view.runner.finished, timeout=10000):
        view.compute()
    expected = rule_stats(Rules(3, 1, 9, 10))
    assert view.stats == expected
    assert bar_values(view.solutions_set) == [float(n) for _, n in expected.solution_counts]


def test_follows_the_card_count_and_target_settings(view: StatsView, app_context) -> None:
    app_context.settings.card_count = 3
    app_context.settings.target = 10
    assert (view.cards_spin.value(), view.target_spin.value()) == (3, 10)


# --- the history page --------------------------------------------------------------------------


def played(points: tuple[int, int], answers: list[tuple[list[int], float, float]]) -> MatchSummary:
    """A match where the player answered the given hands (ranks, seconds, hardness)."""
    results = []
    for number, (ranks, seconds, hardness) in enumerate(answers, 1):
        outcome = Outcome(Winner.PLAYER, Reason.ANSWERED, "right", solve(ranks)[0], seconds)
        results.append(
            RoundResult(number, cards_from_ranks(ranks), 24, outcome, hardness, False, 0)
        )
    times = [seconds for _, seconds, _ in answers]
    return MatchSummary(
        player_points=points[0],
        computer_points=points[1],
        rounds_played=len(results),
        rounds_won=len(results),
        rounds_lost=0,
        rounds_drawn=0,
        average_answer_time=sum(times) / len(times) if times else None,
        results=tuple(results),
        level=ComputerLevel.CASUAL,
        card_count=4,
        target=Fraction(24),
        finished=True,
    )


def test_history_page_charts_the_players_record(qtbot, view: StatsView, app_context, loaded):
    history = app_context.history
    history.record_match(played((2, 5), [([1, 2, 3, 4], 8.0, 0.1), ([3, 3, 8, 8], 41.5, 0.9)]))
    history.record_match(played((7, 1), [([4, 4, 7, 7], 30.0, 0.8)]))
    view.refresh_history()
    assert view.history_summary.text().startswith("2 matches finished, 1 won. 3 rounds answered")
    assert bar_values(view.player_points) == [2.0, 7.0]
    assert bar_values(view.computer_points) == [5.0, 1.0]
    points = view.times_series.pointsVector()
    assert [(p.x(), p.y()) for p in points] == [(1.0, 8.0), (2.0, 41.5), (3.0, 30.0)]
    table = view.solved_table
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == [
        "3 3 8 8",
        "4 4 7 7",
        "1 2 3 4",
    ]
    assert table.item(0, 1).text() == "90 %"
    view.show()
    view.pages.setCurrentIndex(1)
    double_click(qtbot, table, 1)
    assert loaded[-1] == [4, 4, 7, 7]
    assert history_stats(history) == view.history


def test_empty_history_invites_to_play(view: StatsView) -> None:
    view.refresh_history()
    assert view.history_summary.text().startswith("No matches played yet")
    assert bar_values(view.player_points) == []
    assert view.times_series.count() == 0
    assert view.points_chart.axes() == [] and view.times_chart.axes() == []
    assert "Nothing to chart:<br>no match played yet." in view.points_chart.title()
    assert "Nothing to chart:<br>no round answered yet." in view.times_chart.title()


def test_a_short_history_has_whole_number_axes(view: StatsView, app_context) -> None:
    app_context.history.record_match(
        played((1, 0), [([1, 2, 3, 4], 8.0, 0.1), ([3, 3, 8, 8], 41.5, 0.9)])
    )
    view.refresh_history()
    assert view.history_summary.text().startswith("1 match finished, 1 won. 2 rounds answered")
    rounds = view.times_chart.axes(Qt.Horizontal)[0]
    assert tick_values(rounds) == [1.0, 2.0]
    for chart in (view.points_chart, view.times_chart):
        assert chart.title() in ("Points per match", "Your answer times (s), round by round")
        assert all(whole_and_distinct(axis) for axis in chart.axes(Qt.Vertical))


def test_registered_as_the_stats_view() -> None:
    assert "stats" in [view_key(factory) for _, factory in VIEWS]
