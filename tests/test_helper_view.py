"""The cheat helper, driven like a user: type, step, pick, deal, retry, clear."""

from __future__ import annotations

from itertools import pairwise

import pytest
from focus import tab_round
from PyQt5.QtCore import QPoint, Qt
from PyQt5.QtGui import QFont, QInputMethodEvent
from PyQt5.QtWidgets import QApplication, QMenu

from app.views.helper_view import HelperView
from solver import solve


@pytest.fixture
def view(qtbot, app_context):
    widget = HelperView(app_context)
    qtbot.addWidget(widget)
    widget.resize(900, 650)
    widget.show()
    return widget


def type_card(qtbot, view, index: int, text: str) -> None:
    """Replace what is typed in a card's box, as a user would."""
    edit = view.slots[index].edit
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key_Backspace)
    if text:
        qtbot.keyClicks(edit, text)


def type_hand(qtbot, view, *cards: str) -> None:
    for index, text in enumerate(cards):
        type_card(qtbot, view, index, text)


def answers(qtbot, view) -> list[str]:
    """The answers listed once the worker is done."""
    qtbot.waitUntil(lambda: view.solutions is not None and not view.runner.busy, timeout=10000)
    return [view.panel.answers.item(i).text() for i in range(view.panel.answers.count())]


def shown_cards(view) -> list[str]:
    return [str(slot.card_widget.card) for slot in view.slots]


def test_typing_3_3_8_8_shows_its_one_answer(qtbot, view):
    type_hand(qtbot, view, "3", "3", "8", "8")
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]
    assert view.heading.text() == "1 answer for 3 3 8 8 → 24"


def test_typing_1_2_3_4_shows_three_answers_and_the_working(qtbot, view):
    type_hand(qtbot, view, "A", "2", "3", "4")
    assert answers(qtbot, view) == ["4×3×2×1", "(3+2+1)×4", "(4+2)×(3+1)"]
    assert view.heading.text().startswith("3 answers")
    view.panel.answers.setCurrentRow(2)
    working = view.panel.steps.toPlainText()
    assert "4+2 = 6" in working and "3+1 = 4" in working and "6×4 = 24" in working


def test_letters_and_numbers_both_work(qtbot, view):
    type_hand(qtbot, view, "k", "Q", "t", "1")
    assert shown_cards(view)[0].startswith("K") and view.slots[2].card_widget.card.rank == 10
    expected = [s.display() for s in solve([13, 12, 10, 1])]
    assert answers(qtbot, view) == expected


def test_editing_a_card_updates_the_answers(qtbot, view):
    type_hand(qtbot, view, "1", "2", "3", "4")
    assert len(answers(qtbot, view)) == 3
    type_card(qtbot, view, 3, "5")
    assert answers(qtbot, view) == [s.display() for s in solve([1, 2, 3, 5])]
    assert "A 2 3 5" in view.heading.text()


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("0", "0 is not a card"),
        ("14", "14 is too high"),
        ("X", "'X' is not a card"),
        ("", "No card: type A–K"),
    ],
)
def test_a_bad_entry_gets_a_message_at_that_card_and_keeps_the_others(qtbot, view, entry, message):
    type_hand(qtbot, view, "3", "3", "8", "8")
    answers(qtbot, view)
    type_card(qtbot, view, 1, entry)
    assert view.slots[1].message.text() == message
    full = view.slots[1].message.toolTip()
    assert full.startswith(message[:7]) and len(full) > len(message)
    assert view.slots[1].card_widget.card is None and view.slots[1].card_widget.error
    for index in (0, 2, 3):
        assert view.slots[index].message.text() == ""
        assert view.slots[index].edit.text() == "38"[index // 2]
    assert view.panel.answers.count() == 0
    assert view.heading.text().startswith("Card 2:")
    type_card(qtbot, view, 1, "3")
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]
    assert view.slots[1].message.text() == ""


def test_no_solution_is_said_plainly(qtbot, view):
    type_hand(qtbot, view, "1", "1", "1", "1")
    assert answers(qtbot, view) == []
    assert view.heading.text() == "No solution: A A A A cannot make 24."


def test_arrow_keys_wheel_and_menu_change_a_rank(qtbot, view):
    type_hand(qtbot, view, "3", "3", "8", "8")
    qtbot.keyClick(view.slots[0].edit, Qt.Key_Up)
    assert view.slots[0].edit.text() == "4"
    qtbot.keyClick(view.slots[0].edit, Qt.Key_Down)
    qtbot.keyClick(view.slots[0].edit, Qt.Key_Down)
    assert view.slots[0].edit.text() == "2"
    view.slots[3].card_widget.stepped.emit(1)  # what a wheel turn up sends
    assert view.slots[3].edit.text() == "9"
    menu = view.slots[2].card_widget.pick_menu()
    assert isinstance(menu, QMenu) and len(menu.actions()) == 13
    menu.actions()[11].trigger()  # Q
    assert view.slots[2].edit.text() == "Q"
    assert answers(qtbot, view) == [s.display() for s in solve([2, 3, 12, 9])]


def test_wheel_event_steps_the_card(qtbot, view):
    from PyQt5.QtCore import QPointF
    from PyQt5.QtGui import QWheelEvent

    type_hand(qtbot, view, "K", "3", "8", "8")
    widget = view.slots[0].card_widget
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        centre,
        QPoint(),
        QPoint(0, 120),
        Qt.NoButton,
        Qt.NoModifier,
        Qt.NoScrollPhase,
        False,
    )
    widget.wheelEvent(event)
    assert view.slots[0].edit.text() == "A"  # K wraps to A


def test_deal_gives_different_cards_and_answers(qtbot, view):
    for _ in range(5):
        qtbot.mouseClick(view.deal_button, Qt.LeftButton)
        cards = [slot.card_widget.card for slot in view.slots]
        assert None not in cards and len(set(cards)) == 4
        expected = [s.display() for s in solve([card.rank for card in cards])]
        assert answers(qtbot, view) == expected


def test_retry_restores_the_dealt_hand(qtbot, view):
    qtbot.mouseClick(view.deal_button, Qt.LeftButton)
    dealt = shown_cards(view)
    assert not view.retry_button.isEnabled()
    qtbot.keyClick(view.slots[0].edit, Qt.Key_Up)
    type_card(qtbot, view, 2, "X")
    assert shown_cards(view) != dealt and view.retry_button.isEnabled()
    qtbot.mouseClick(view.retry_button, Qt.LeftButton)
    assert shown_cards(view) == dealt
    assert all(slot.message.text() == "" for slot in view.slots)


def test_clear_empties_the_hand(qtbot, view):
    type_hand(qtbot, view, "3", "3", "8", "8")
    answers(qtbot, view)
    qtbot.mouseClick(view.clear_button, Qt.LeftButton)
    assert [slot.edit.text() for slot in view.slots] == [""] * 4
    assert all(slot.message.text() == "" for slot in view.slots)
    assert view.panel.answers.count() == 0
    assert "Type 4 cards" in view.heading.text()


def test_target_and_count_of_cards_adapt_and_are_remembered(qtbot, view, settings):
    view.count_box.setValue(3)
    assert len(view.slots) == 3 and settings.card_count == 3
    view.target_box.setValue(10)
    assert settings.target == 10
    type_hand(qtbot, view, "2", "3", "4")
    assert answers(qtbot, view) == [s.display() for s in solve([2, 3, 4], 10)]
    assert view.heading.text().endswith("→ 10")


def test_load_hand_shows_six_cards_without_blocking(qtbot, view):
    view.load_hand([13, 12, 11, 10, 9, 8])
    assert len(view.slots) == 6 and view.count_box.value() == 6
    assert view.runner.busy  # the search runs on a worker; the window keeps responding
    view.load_hand([3, 3, 8, 8])  # a newer hand cancels it
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]
    assert view.heading.text() == "1 answer for 3 3 8 8 → 24"


def focused_slot(view) -> int:
    return next(i for i, slot in enumerate(view.slots) if slot.edit.hasFocus())


@pytest.mark.parametrize("go_on", [Qt.Key_Space, Qt.Key_Return, Qt.Key_Right])
def test_1_1_1_1_is_typed_as_a_person_types_it(qtbot, view, go_on):
    """A defect seen: "1", Space (or Enter or →), "1" made "11 is J"."""
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.slots[0].focus_text()
    for index in range(4):
        assert focused_slot(view) == index
        qtbot.keyClick(view.slots[index].edit, Qt.Key_1)
        if index < 3:
            qtbot.keyClick(view.slots[index].edit, go_on)
    assert view.editor.numbers() == (1, 1, 1, 1)
    assert [slot.edit.text() for slot in view.slots] == ["1", "1", "1", "1"]


def test_a_hand_pasted_into_a_card_fills_the_cards(qtbot, view):
    """A defect seen: pasting "3 3 8 8" kept "3 3 " and said it was not a card."""
    QApplication.clipboard().setText("3 3 8 8")
    view.slots[0].focus_text()
    view.slots[0].edit.paste()
    assert view.editor.numbers() == (3, 3, 8, 8)
    assert [slot.edit.text() for slot in view.slots] == ["3", "3", "8", "8"]
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]


def test_a_typed_letter_shows_as_the_picker_writes_it(qtbot, view):
    type_card(qtbot, view, 0, "a")
    assert view.slots[0].edit.text() == "A"
    assert view.retry_action.text() == "Back to the &first hand"


def test_typing_moves_on_to_the_next_card(qtbot, view):
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.slots[0].focus_text()
    qtbot.keyClicks(view.slots[0].edit, "Q")
    assert view.slots[1].edit.hasFocus()
    qtbot.keyClicks(view.slots[1].edit, "1")  # could be A or the start of 10..13: stay
    assert view.slots[1].edit.hasFocus()
    qtbot.keyClicks(view.slots[1].edit, "2")
    assert view.slots[2].edit.hasFocus() and view.slots[1].edit.text() == "12"


def test_copy_puts_answers_on_the_clipboard(qtbot, view):
    from PyQt5.QtWidgets import QApplication

    messages: list[str] = []
    view.context.show_message = messages.append
    type_hand(qtbot, view, "1", "2", "3", "4")
    shown = answers(qtbot, view)
    view.panel.answers.setCurrentRow(2)
    view.panel.copy_selected()
    assert QApplication.clipboard().text() == shown[2]
    view.panel.copy_all()
    assert QApplication.clipboard().text().splitlines() == shown
    assert messages[-2:] == [f"Copied {shown[2]}", f"Copied {len(shown)} answers"]


def test_the_cursor_starts_in_the_first_card(qtbot, app_context):
    widget = HelperView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: widget.slots[0].edit.hasFocus())


def test_clear_type_3_3_8_10_and_retry_keeps_the_ten(qtbot, view):
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    qtbot.mouseClick(view.deal_button, Qt.LeftButton)
    view.clear()
    for text in ("3", "3", "8", "10"):
        qtbot.keyClicks(QApplication.focusWidget(), text)
    assert shown_cards(view)[3].startswith("10")
    view.retry_action.trigger()
    assert [slot.edit.text() for slot in view.slots] == ["3", "3", "8", "10"]


def test_the_dealt_message_goes_when_the_hand_changes(qtbot, view):
    messages: list[str] = []
    view.context.show_message = messages.append
    qtbot.mouseClick(view.deal_button, Qt.LeftButton)
    assert messages[-1].startswith("Dealt ")
    type_card(qtbot, view, 0, "5")
    assert messages[-1] == ""  # no longer names the cards on the table
    count = len(messages)
    type_card(qtbot, view, 1, "6")
    assert len(messages) == count  # said once


def test_the_heading_names_the_cards_as_they_show(qtbot, view):
    view.load_hand([1, 5, 5, 5])
    answers(qtbot, view)
    assert view.heading.text() == "1 answer for A 5 5 5 → 24"


def test_a_number_typed_for_a_lettered_card_is_said_under_it(qtbot, view):
    type_hand(qtbot, view, "11", "11")
    assert [slot.message.text() for slot in view.slots[:2]] == ["11 is J", "11 is J"]


def test_a_target_is_kept_once_typed_not_digit_by_digit(qtbot, view, settings):
    kept: list[int] = []
    settings.changed.connect(lambda name: kept.append(settings.target) if name == "target" else 0)
    view.target_box.selectAll()
    qtbot.keyClicks(view.target_box, "100")
    assert kept == []  # not 1, then 10
    qtbot.keyClick(view.target_box, Qt.Key_Return)
    assert kept == [100] and view.editor.target == 100


def test_the_first_card_has_the_focus_as_soon_as_the_view_shows(qtbot, app_context):
    # Set later (on a timer), the focus could go to the Deal button first when the window
    # became active at once, and typing 3 then did nothing (seen in Chinese).
    widget = HelperView(app_context)
    qtbot.addWidget(widget)
    widget.show()
    assert widget.focusWidget() is widget.slots[0].edit


def test_the_answers_and_the_working_show_when_they_have_the_focus(qtbot, view):
    """A defect seen: the Answers list and the Working pane showed no focus when reached by
    Tab."""
    type_hand(qtbot, view, "3", "3", "8", "8")
    answers(qtbot, view)
    panel = view.panel
    caption = panel.captions[panel.answers]
    before = caption.styleSheet()
    panel.answers.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(panel.answers.hasFocus)
    assert caption.styleSheet() != before and "underline" in caption.styleSheet()
    panel.steps.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(panel.steps.hasFocus)
    assert "underline" in panel.captions[panel.steps].styleSheet()
    assert "underline" not in caption.styleSheet()
    assert panel.steps.textInteractionFlags() & Qt.TextSelectableByKeyboard  # a caret shows


# --- How to find it (#34) ---------------------------------------------------------------------


def how_lines(view) -> list[str]:
    """The rungs How to find it shows, one a line."""
    return [line for line in view.coach_pane.rungs.toPlainText().splitlines() if line.strip()]


def next_hint(qtbot, view) -> bool:
    """Ask How to find it for its next rung as a player does by keyboard: Tab to Next hint,
    Space; False when there is none left (the button is disabled)."""
    button = view.coach_pane.next_button
    if not button.isEnabled():
        return False
    button.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(button, Qt.Key_Space)
    return True


def every_hint(qtbot, view) -> list[str]:
    """Every rung of How to find it, asked for one by one."""
    while next_hint(qtbot, view):
        pass
    return how_lines(view)


def test_how_to_find_it_shows_the_hands_ladder_beside_the_answers(qtbot, view):
    from solver import coach

    type_hand(qtbot, view, "A", "3", "5", "8")
    answers(qtbot, view)
    assert view.coach_pane.caption.text() == "How to find it"
    ladder = coach([1, 3, 5, 8], names={1: "A"})
    assert how_lines(view) == ["1. There is an 8, and 24 = 3 × 8: can A 3 5 make 3?"]
    expected = [f"{n}. {rung.text}" for n, rung in enumerate(ladder, 1)]
    assert every_hint(qtbot, view)[:3] == expected[:3]
    assert how_lines(view)[3].startswith("4. One answer: (5+1−3)×8 = 24.")


def test_choosing_an_answer_shows_the_ladder_that_leads_to_it(qtbot, view):
    type_hand(qtbot, view, "A", "3", "5", "8")
    listed = answers(qtbot, view)
    row = listed.index("(8−3)×5−1")
    item = view.panel.answers.item(row)
    qtbot.mouseClick(
        view.panel.answers.viewport(),
        Qt.LeftButton,
        pos=view.panel.answers.visualItemRect(item).center(),
    )
    qtbot.waitUntil(lambda: not view.coach_runner.busy and not view.how.waiting, timeout=10000)
    assert view.coach_pane.caption.text() == "How to find (8−3)×5−1"
    lines = every_hint(qtbot, view)
    assert lines[0] == "1. There is an A, and 24 = 25 − 1: can 3 5 8 make 25?"
    assert lines[-1].startswith("4. One answer: (8−3)×5−1 = 24.")
    qtbot.keyClick(view.panel.answers, Qt.Key_Up)  # by keyboard: the answer above
    qtbot.waitUntil(lambda: not view.coach_runner.busy and not view.how.waiting, timeout=10000)
    above = view.panel.selected()
    assert view.coach_pane.caption.text() == f"How to find {above.display()}"
    assert view.how.ladder.answer == above


def bold_lines(view) -> list[bool]:
    """Whether each rung How to find it shows is in bold."""
    block, bold = view.coach_pane.rungs.document().begin(), []
    while block.isValid():
        if block.text().strip():
            bold.append(block.begin().fragment().charFormat().fontWeight() > QFont.Normal)
        block = block.next()
    return bold


def test_enter_chooses_the_only_answer_of_3_3_8_8_as_a_click_does(qtbot, view):
    type_hand(qtbot, view, "3", "3", "8", "8")
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]
    assert view.coach_pane.caption.text() == "How to find it"
    view.panel.answers.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(view.panel.answers.hasFocus)
    qtbot.keyClick(view.panel.answers, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.coach_runner.busy and not view.how.waiting, timeout=10000)
    assert view.coach_pane.caption.text() == "How to find 8÷(3−8÷3)"
    assert view.how.ladder.answer.text == "8/(3-8/3)"


def test_only_an_answer_is_in_bold_not_the_nearest_values_of_a_hand_without_one(qtbot, view):
    type_hand(qtbot, view, "A", "3", "5", "8")
    answers(qtbot, view)
    every_hint(qtbot, view)
    assert bold_lines(view) == [False, False, False, True]
    type_hand(qtbot, view, "A", "A", "A", "A")
    assert answers(qtbot, view) == []
    assert every_hint(qtbot, view)[-1].startswith("5. The nearest to 24 that A A A A can make")
    assert not any(bold_lines(view))


def wrapped_lines(view) -> list[str]:
    """The lines of How to find it as the pane wraps them."""
    view.coach_pane.rungs.document().setTextWidth(view.coach_pane.rungs.viewport().width())
    block, lines = view.coach_pane.rungs.document().begin(), []
    while block.isValid():
        layout = block.layout()
        for n in range(layout.lineCount()):
            line = layout.lineAt(n)
            lines.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return [line.strip() for line in lines if line.strip()]


def test_how_to_find_it_never_breaks_a_line_inside_an_expression(qtbot, view):
    view.resize(700, 650)
    type_hand(qtbot, view, "3", "3", "8", "8")
    answers(qtbot, view)
    assert len(every_hint(qtbot, view)) == 9
    lines = wrapped_lines(view)
    assert len(lines) > 9  # the pane wraps them
    for line, after in pairwise(lines):  # "… 4 =" above "8 ÷ 8 + 3 …"
        assert line[-1] not in "=+−×÷" and after[0] not in "=+−×÷", (line, after)


def test_how_to_find_it_for_a_fraction_hand_and_a_hand_without_an_answer(qtbot, view):
    type_hand(qtbot, view, "A", "5", "5", "5")
    answers(qtbot, view)
    lines = every_hint(qtbot, view)
    assert lines[0].startswith("1. Every answer needs a fraction")
    assert "24/5" in "\n".join(lines)
    type_hand(qtbot, view, "A", "A", "A", "A")
    assert answers(qtbot, view) == []
    assert how_lines(view)[0] == "1. There is no answer: A A A A cannot make 24."


def test_how_to_find_it_empties_while_the_hand_is_not_complete(qtbot, view):
    type_hand(qtbot, view, "A", "3", "5", "8")
    answers(qtbot, view)
    type_card(qtbot, view, 3, "")
    assert how_lines(view) == [] and view.coach_pane.caption.text() == "How to find it"


# --- a play-through's defects: separators, a bad entry ended, one hand named one way, hints --


def press(qtbot, text: str) -> None:
    """Type into the box with the focus as a player does: a key for ASCII, else what a Chinese
    input method commits (full-width punctuation, the full-width space)."""
    for char in text:
        focused = QApplication.focusWidget()
        if char.isascii():
            qtbot.keyClicks(focused, char)
        else:
            event = QInputMethodEvent()
            event.setCommitString(char)
            QApplication.sendEvent(focused, event)


@pytest.mark.parametrize("separator", [",", ";", "，", "、", "；", "\u3000", ", "])
def test_cards_typed_with_commas_fill_the_cards_as_with_spaces(qtbot, view, separator):
    """A defect seen: clicking card 1 and typing "3,3,8,8" left 3 | (empty) | 3 | 88."""
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    for hand in ("", "5 6 7 9"):  # on empty cards, and over a hand
        view.clear()
        press(qtbot, hand)
        qtbot.mouseClick(view.slots[0].edit, Qt.LeftButton)
        view.slots[0].edit.selectAll()
        press(qtbot, separator.join("3388"))
        assert [slot.edit.text() for slot in view.slots] == ["3", "3", "8", "8"], hand
        assert [slot.message.text() for slot in view.slots] == ["", "", "", ""]
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]


@pytest.mark.parametrize("text", ["3,3,8,8", "3，3，8，8", "3、3、8、8", ",3;3 8，8,"])
def test_a_hand_pasted_with_commas_fills_the_cards(qtbot, view, text):
    QApplication.clipboard().setText(text)
    view.slots[0].focus_text()
    view.slots[0].edit.paste()
    assert [slot.edit.text() for slot in view.slots] == ["3", "3", "8", "8"]
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]


@pytest.mark.parametrize(
    ("keys", "texts", "messages"),
    [
        ("0 5 ", ["0", "5", "", ""], ["0 is not a card", "", "", ""]),
        ("0 14 ", ["0", "14", "", ""], ["0 is not a card", "14 is too high", "", ""]),
        ("x 5", ["x", "5", "", ""], ["'x' is not a card", "", "", ""]),
        ("14 5", ["14", "5", "", ""], ["14 is too high", "", "", ""]),
        ("0,5,", ["0", "5", "", ""], ["0 is not a card", "", "", ""]),
        ("1 0", ["1", "0", "", ""], ["1 is A", "0 is not a card", "", ""]),
    ],
)
def test_a_space_after_a_bad_entry_ends_it_and_its_message_stays(
    qtbot, view, keys, texts, messages
):
    """A defect seen: after Clear, "0 5 " made card 1 "05 is 5": the 0 was never said wrong."""
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.clear()
    press(qtbot, keys)
    assert [slot.edit.text() for slot in view.slots] == texts
    assert [slot.message.text() for slot in view.slots] == messages
    bad = next(i for i, message in enumerate(messages) if message and " is A" not in message)
    assert view.heading.text().startswith(f"Card {bad + 1}: {messages[bad]}")


@pytest.mark.parametrize("go_on", [Qt.Key_Return, Qt.Key_Right, Qt.Key_Tab])
def test_enter_or_right_after_a_bad_entry_goes_on_as_tab_and_space_do(qtbot, view, go_on):
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.clear()
    press(qtbot, "0")
    qtbot.keyClick(view.slots[0].edit, go_on)
    assert focused_slot(view) == 1 and view.slots[0].message.text() == "0 is not a card"


def test_the_helper_names_a_hand_one_way_in_the_heading_and_how_to_find_it(qtbot, view):
    """A defect seen: "A A A A cannot make 24" above, "1 1 1 1 cannot make 24" in the coach."""
    type_hand(qtbot, view, "A", "A", "A", "A")
    assert answers(qtbot, view) == []
    assert view.heading.text() == "No solution: A A A A cannot make 24."
    lines = every_hint(qtbot, view)
    assert lines[0] == "1. There is no answer: A A A A cannot make 24."
    assert lines[-1].startswith("5. The nearest to 24 that A A A A can make: 4 = 1 + 1 + 1 + 1")
    assert not any(" 1 1 1" in line for line in lines)


def test_how_to_find_its_answer_is_written_as_the_list_writes_it_and_says_which(qtbot, view):
    """A defect seen: for 10 J Q K the list's first answer was 13+12+10−11, the coach's "One
    answer" 13 + 10 − 11 + 12, without a word."""
    type_hand(qtbot, view, "10", "J", "Q", "K")
    assert answers(qtbot, view) == ["13+12+10−11"]
    last = every_hint(qtbot, view)[-1]
    assert last.startswith("4. One answer: 13+10−11+12 = 24.")
    assert last.endswith("the list shows another answer first.)")
    type_hand(qtbot, view, "3", "3", "8", "8")
    assert answers(qtbot, view) == ["8÷(3−8÷3)"]
    last = every_hint(qtbot, view)[-1]
    assert last.startswith("9. One answer: 8÷(3−8÷3) = 24.") and "list" not in last


def test_how_to_find_it_gives_a_hint_at_a_time_and_the_answer_last(qtbot, view):
    """A defect seen: every rung showed at once, the answer in bold after one scroll: the coach
    gave the answer away instead of leading to it."""
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    type_hand(qtbot, view, "A", "3", "5", "8")
    answers(qtbot, view)
    button = view.coach_pane.next_button
    assert how_lines(view) == ["1. There is an 8, and 24 = 3 × 8: can A 3 5 make 3?"]
    assert button.isEnabled() and not any(bold_lines(view)) and button.text() == "&Next hint"
    assert button in tab_round(qtbot, view.slots[0].edit)  # Tab reaches it
    qtbot.keyClick(button, Qt.Key_Space)
    assert how_lines(view)[1] == "2. 3 = 6 − 3: make 6 from A 5." and len(how_lines(view)) == 2
    assert (
        next_hint(qtbot, view) and len(how_lines(view)) == 3 and "answer" not in how_lines(view)[2]
    )
    assert next_hint(qtbot, view) and how_lines(view)[3].startswith("4. One answer")
    assert bold_lines(view) == [False, False, False, True] and not button.isEnabled()
    assert view.coach_pane.rungs.hasFocus()  # the keys stay in the hints, not lost
    type_hand(qtbot, view, "3", "3", "8", "8")  # a new hand: its first hint only
    answers(qtbot, view)
    assert len(how_lines(view)) == 1 and button.isEnabled()
