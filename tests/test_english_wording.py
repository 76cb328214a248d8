"""English as a reader expects it: plural forms, marks that cannot be misread, the rules a start
page deals by."""

from __future__ import annotations

from app.game.archive import legend
from app.game.cards import cards_from_ranks
from app.game.puzzle import HandPuzzle
from app.views.practice_view import PracticeView
from solver import OperatorSet, solve


def test_one_answer_of_one_is_said_in_the_singular() -> None:
    puzzle = HandPuzzle(cards_from_ranks([6, 11, 12, 12]), 24, tuple(solve([6, 11, 12, 12])))
    assert puzzle.progress() == "0 of 1 different answer found"
    assert puzzle.attempt("(Q×J+Q)÷6").accepted
    assert puzzle.progress() == "1 of 1 different answer found"
    two = HandPuzzle(cards_from_ranks([2, 3, 3, 10]), 24, tuple(solve([2, 3, 3, 10])))
    assert two.progress() == "0 of 2 different answers found"


def test_the_archive_legend_sets_each_mark_apart_from_its_neighbours() -> None:
    """A defect: "✗ not solved · · not played" read as one stray double dot."""
    items = legend().split(";")
    assert [item.split("=")[0].strip() for item in items] == ["✓", "✓¹", "✗", "·", "(✓)"]
    assert legend().count("·") == 1


def test_the_practice_start_page_says_the_operators_in_use(qtbot, app_context) -> None:
    app_context.settings.operators = OperatorSet("+-*", whole=True)
    view = PracticeView(app_context)
    qtbot.addWidget(view)
    view.show()
    assert view.rules.isVisible()
    assert view.rules.text() == (
        "4 cards to make 24 · deck: A–K count 1–13 · + − × · whole numbers only · "
        "Any difficulty · Preferences: Ctrl+,"
    )
    app_context.settings.operators = OperatorSet()
    qtbot.waitUntil(lambda: "+ − × ÷ ·" in view.rules.text())
