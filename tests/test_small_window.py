"""At 800×600, the least window the README promises every tab is usable in, and at 1280×800,
in English and in Chinese: the cards of every way to play are large enough to read, and what
a page says or offers lies inside the window.

Seen in a real window: in Daily, Practice and Learn the answers-found list, kept under the
answer box, left the cards 58 px tall (40 while combining) and half the tab empty, where
Score attack's were 197; the archive's buttons and the solved day's working lay under the
window's bottom edge."""

from __future__ import annotations

import pytest
from app_states import reach
from PyQt5.QtWidgets import QWidget
from test_keyboard import reach_state
from test_layout import open_window

from app.widgets.combine_table import CombineCard

#: The least height, in pixels, of a card drawn at each window size (Score attack's are 197
#: at 800×600 and 339 at 1280×800).
LEAST_CARD = {(800, 600): 95, (1280, 800): 250}

#: The states (`app_states`, `test_keyboard.LEARN`) whose cards are measured: a hand on the
#: table of each way to play that shows one at leisure, and Score attack's to compare.
HANDS = ("daily", "practice, a hand", "learn, a hand", "attack, a hand")


@pytest.fixture(params=["en", "zh_CN"])
def language(request):
    from app.shell.languages import use_language
    from solver import i18n

    use_language(request.param)
    yield request.param
    use_language("en")
    i18n.install(None)


def card_heights(view) -> list[int]:
    """How tall each card of the hand is drawn, on the felt or on the cards to combine."""
    if view.context.settings.combining:
        cards = [card for card in view.combine.findChildren(CombineCard) if card.isVisible()]
    else:
        cards = view.felt.cards
    return [round(card.card_rect().height()) for card in cards]


def inside_window(widget: QWidget) -> bool:
    """Whether a widget is shown whole inside its tab's visible room (not under the window's
    bottom edge, the status bar or a scrolled-away part)."""
    window = widget.window()
    area = window.tabs.currentWidget().viewport()
    corners = (widget.rect().topLeft(), widget.rect().bottomRight())
    return widget.isVisible() and all(
        area.rect().contains(widget.mapTo(area, corner)) for corner in corners
    )


@pytest.mark.parametrize("size", list(LEAST_CARD))
@pytest.mark.parametrize("combining", [False, True], ids=["typing", "combining"])
@pytest.mark.parametrize("state", HANDS)
def test_the_cards_take_the_room_the_window_has(
    qtbot, settings, data_dir, language, state, combining, size
):
    settings.combining = combining
    window = open_window(qtbot, settings, data_dir, size)
    view = reach_state(qtbot, window, state)
    least = LEAST_CARD[size]
    heights: list[int] = []

    def large() -> bool:
        heights[:] = card_heights(view)
        return len(heights) >= 3 and min(heights) >= least

    qtbot.waitUntil(large, timeout=3000)
    area = window.tabs.currentWidget()
    assert area.verticalScrollBar().maximum() == 0  # and nothing scrolls for it


@pytest.mark.parametrize("combining", [False, True], ids=["typing", "combining"])
def test_the_solved_days_working_lies_inside_the_window(
    qtbot, settings, data_dir, language, combining
):
    settings.combining = combining
    window = open_window(qtbot, settings, data_dir, (800, 600))
    view = reach(qtbot, window, "daily")
    view.submit(view.session.puzzle.solutions[0].display())
    working = view.panel.working
    qtbot.waitUntil(lambda: working.text() != "" and inside_window(working), timeout=3000)
    assert working.heightForWidth(working.width()) <= working.height()  # no line cut off


def test_the_archives_buttons_lie_inside_the_window(qtbot, settings, data_dir, language):
    window = open_window(qtbot, settings, data_dir, (800, 600))
    view = reach(qtbot, window, "daily, archive")
    for button in (view.play_button, view.back_button):
        qtbot.waitUntil(lambda button=button: inside_window(button), timeout=3000)
