"""The keyboard reaches everything: in every mode and state Tab goes through every button a
player can press (answer line, cards, then the buttons), and a click on a button leaves the
keyboard focus where typing goes on (#36 points 3 and 14)."""

from __future__ import annotations

import random

import pytest
from app_states import STATES, reach, settle
from focus import missed_by_tab, tab_round
from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import QAbstractButton, QWidget

from app.game.learn import STAGES

#: Learn's states, beside the states every mode's tests share.
LEARN = {
    "learn, map": ("learn", []),
    "learn, a hand": ("learn", [lambda view: view.open_stage(STAGES[0])]),
}
#: States met while typing answers (combining the cards has its own keys: 1-4 and the
#: operators' keys on the table, which keeps the focus).
TYPING = [state for state in {**STATES, **LEARN} if "combining" not in state]


def reach_state(qtbot, window, state: str) -> QWidget:
    """Reach a shared state, or one of Learn's."""
    if state not in LEARN:
        return reach(qtbot, window, state)
    key, steps = LEARN[state]
    view = window.show_view(key)
    settle(qtbot)
    for step in steps:
        step(view)
        settle(qtbot)
    return view


@pytest.fixture
def window(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(5)))
    qtbot.addWidget(window)
    window.keep_on_screen = False
    window.resize(1000, 700)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.parametrize("state", TYPING)
def test_tab_reaches_every_button_and_card(qtbot, window, state) -> None:
    view = reach_state(qtbot, window, state)
    assert missed_by_tab(qtbot, view) == [], state


@pytest.mark.parametrize("state", ["play, a round", "daily", "practice, a hand", "duel, answering"])
def test_tab_goes_from_the_answer_to_the_cards_then_the_buttons(qtbot, window, state) -> None:
    view = reach_state(qtbot, window, state)
    visited = tab_round(qtbot, view.answer.entry)
    cards = [w for w in view.felt.cards if not w.face_down]
    assert cards and visited[1 : len(cards) + 1] == cards, state
    assert visited[len(cards) + 1] is view.answer.submit_button


def test_a_card_reached_by_tab_shows_its_ring_and_space_adds_it(qtbot, window) -> None:
    view = reach(qtbot, window, "play, a round")
    card = view.felt.cards[0]
    card.setFocus(Qt.TabFocusReason)
    assert card.highlighted
    qtbot.keyClick(card, Qt.Key_Space)
    assert view.answer.text() == str(card.card.value)
    assert not card.highlighted  # the focus went back to the answer line
    assert view.answer.entry.hasFocus()


@pytest.mark.parametrize(
    ("state", "button"),
    [
        ("daily", "hint"),
        ("practice, a hand", "hint"),
        ("play, a round", "hint"),
        ("attack, a hand", "skip"),
    ],
)
def test_a_click_on_a_button_leaves_the_focus_in_the_answer_line(
    qtbot, window, state, button
) -> None:
    """Before, a click on a button gave the focus to the view itself (no ring; typed keys went
    nowhere): after Copy result or Hint in Daily the player could not type on."""
    view = reach_state(qtbot, window, state)
    view.answer.focus()
    action = getattr(view, f"{button}_action")
    pressed = next(
        w
        for w in view.findChildren(QAbstractButton)
        if getattr(w, "defaultAction", lambda: None)() is action and w.isVisible()
    )
    qtbot.mouseClick(pressed, Qt.LeftButton)
    settle(qtbot)
    if view.answer.playing:
        assert view.answer.entry.hasFocus(), state
        qtbot.keyClicks(view.answer.entry, "8")
        assert view.answer.text().endswith("8")


def standing(view: QWidget) -> object:
    """What a wrong answer would change: the duel's points, the round's tries, the puzzle's
    last try."""
    session = view.session
    round_ = getattr(session, "round", None)
    return (
        getattr(session, "points", None),
        len(round_.attempts) if round_ is not None else None,
        getattr(session, "last", None),
        getattr(session, "phase", None),
    )


@pytest.mark.parametrize(
    "state",
    [
        "play, a round",
        "attack, a hand",
        "practice, a hand",
        "daily",
        "duel, answering",
        "learn, a hand",
    ],
)
def test_enter_on_an_empty_answer_says_what_to_type_and_counts_nothing(
    qtbot, window, state
) -> None:
    """Seen in Daily: Enter on an empty answer line was judged a wrong answer (✗, the wrong
    sound; in Two players it cost the player a point)."""
    from app.game.answer import empty_answer_text

    view = reach_state(qtbot, window, state)
    view.answer.focus()
    before = standing(view)
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)
    assert view.answer.feedback.text() == empty_answer_text(), state
    assert standing(view) == before, state
    assert view.answer.entry.hasFocus()
