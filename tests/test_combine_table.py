"""The combining table (app.widgets.combine_table): played by keyboard alone and by mouse alone;
it shows the table it is given, names everything for a screen reader, and fits small windows."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import QPoint, Qt
from PyQt5.QtGui import QColor, QImage
from PyQt5.QtWidgets import QApplication, QMainWindow, QShortcut
from test_accessibility import controls, description_of, keys_for, name_of

from app.game.answer import check_answer
from app.game.cards import cards_from_ranks
from app.game.decks import DeckKind, DeckRules
from app.widgets.combine_table import CombineTable

HAND = cards_from_ranks([3, 3, 8, 8])


@pytest.fixture
def table(qtbot):
    widget = CombineTable()
    qtbot.addWidget(widget)
    widget.set_cards(HAND)
    widget.resize(640, 330)
    widget.show()
    qtbot.waitExposed(widget)
    widget.setFocus()
    return widget


def shown(widget: CombineTable) -> list[str | None]:
    return [None if card.held is None else card.held.text for card in widget.cards]


def test_three_three_eight_eight_by_keyboard_alone(qtbot, table):
    with qtbot.waitSignal(table.built) as built:
        qtbot.keyClicks(table, "3/12-14/1")
    assert built.args == ["8/(3-8/3)"]
    assert shown(table) == ["24", None, None, None]
    assert table.working.text() == "Working: 8÷3 = 8/3   3−8/3 = 1/3   8÷(1/3) = 24"
    assert check_answer(built.args[0], HAND).ok


def test_keys_undo_reset_and_put_down(qtbot, table):
    qtbot.keyClicks(table, "3/1")
    assert shown(table) == ["8/3", "3", None, "8"] and table.table.picked == 0
    qtbot.keyClick(table, Qt.Key_Escape)  # puts the picked card down
    assert table.table.picked is None and shown(table) == ["8/3", "3", None, "8"]
    qtbot.keyClick(table, Qt.Key_Backspace)
    assert shown(table) == ["3", "3", "8", "8"]
    qtbot.keyClicks(table, "1*3")
    qtbot.keyClick(table, Qt.Key_Z, Qt.ControlModifier)
    assert shown(table) == ["3", "3", "8", "8"]
    qtbot.keyClicks(table, "1x3")
    assert shown(table) == [None, "3", "24", "8"]
    qtbot.keyClick(table, Qt.Key_Escape)  # the result was picked: put it down
    qtbot.keyClick(table, Qt.Key_Escape)  # nothing picked: start over
    assert shown(table) == ["3", "3", "8", "8"] and table.working.text() == "Working: none yet"


def test_add_all_and_multiply_all_by_key(qtbot):
    widget = CombineTable()
    qtbot.addWidget(widget)
    widget.set_cards(cards_from_ranks([1, 2, 3, 4]))
    with qtbot.waitSignal(widget.built) as built:
        qtbot.keyClick(widget, Qt.Key_P)
    assert built.args == ["1*2*3*4"]
    qtbot.keyClick(widget, Qt.Key_Backspace)
    with qtbot.waitSignal(widget.built) as built:
        qtbot.keyClick(widget, Qt.Key_S)
    assert built.args == ["1+2+3+4"]


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.LeftButton, pos=widget.rect().center())


def test_three_three_eight_eight_by_mouse_alone(qtbot, table):
    buttons = table.operator_buttons
    with qtbot.waitSignal(table.built) as built:
        for step in ((2, "/", 0), (1, "-", 0), (3, "/", 0)):
            click(qtbot, table.cards[step[0]])
            click(qtbot, buttons[step[1]])
            click(qtbot, table.cards[step[2]])
    assert built.args == ["8/(3-8/3)"]
    click(qtbot, table.undo_button)
    assert shown(table) == ["1/3", None, None, "8"]
    click(qtbot, table.reset_button)
    assert shown(table) == ["3", "3", "8", "8"]
    with qtbot.waitSignal(table.built) as built:
        click(qtbot, table.all_buttons["+"])
    assert built.args == ["3+3+8+8"]


def test_the_chosen_operator_and_the_picked_card_are_marked(qtbot, table):
    click(qtbot, table.cards[2])
    assert table.cards[2].lifted and not table.cards[0].lifted
    assert table.cards[2].accessibleName() == "Card 3: 8 of diamonds, picked"
    assert not any(button.isChecked() for button in table.operator_buttons.values())
    click(qtbot, table.operator_buttons["/"])
    assert table.operator_buttons["/"].isChecked() and table.cards[2].operator == "/"
    assert table.prompt.text() == "8 ÷ …: pick the second card."
    click(qtbot, table.operator_buttons["+"])
    assert table.operator_buttons["+"].isChecked()
    assert not table.operator_buttons["/"].isChecked()


@pytest.mark.parametrize("size", [(640, 330), (990, 330), (990, 560), (400, 200)])
def test_the_operators_disc_is_whole_inside_its_place(qtbot, table, size):
    # a card as wide as its place (the daily puzzle and practice at 800x600 and up) had the
    # right half of its operator's disc cut off by the place's edge
    table.resize(*size)
    qtbot.keyClicks(table, "1*")
    place = table.cards[0]
    disc = place.operator_disc()
    assert place.rect().contains(disc.toAlignedRect())
    assert disc.left() < place.card_rect().right() < disc.right()  # still astride the card


def test_a_picked_card_is_drawn_higher_with_a_ring(qtbot, table):
    before = table.cards[1].card_rect()
    qtbot.keyClick(table, Qt.Key_2)
    after = table.cards[1].card_rect()
    assert after.top() < before.top()  # lifted: its place shows it, not its colour alone
    image = table.cards[1].grab().toImage()
    ring = image.pixelColor(int(after.center().x()), max(0, int(after.top()) - 2))
    assert ring.blue() > 150 and ring.red() < 120


def test_a_division_by_zero_is_refused_on_the_table(qtbot, table):
    qtbot.keyClicks(table, "3-4")  # 8 − 8 = 0 in place 4
    qtbot.keyClick(table, Qt.Key_Escape)
    qtbot.keyClicks(table, "1/4")
    assert table.prompt.text() == (
        "✗ 3 ÷ 0 cannot be worked out: no number can be divided by zero."
    )
    assert shown(table) == ["3", "3", None, "0"]
    qtbot.keyClicks(table, "2")
    assert shown(table) == [None, "1", None, "0"]


def test_a_combined_card_shows_a_fraction_as_one(qtbot, table):
    qtbot.keyClicks(table, "3/1")
    card = table.cards[0]
    assert card.held is not None and card.held.formula() == "8÷3"
    assert "8/3, made of 8÷3" in card.accessibleName()
    image: QImage = card.grab().toImage()
    rect = card.card_rect()
    middle = int(rect.center().y())
    row = [image.pixelColor(x, middle) for x in range(int(rect.left()) + 4, int(rect.right()) - 4)]
    dark = [colour for colour in row if colour.lightness() < 80]
    assert dark, "a fraction bar across the middle of the card"


def test_jqk_counting_ten_are_combined_as_tens(qtbot):
    ten = DeckRules(DeckKind.FACES_TEN)
    hand = [ten.card(13, "S"), ten.card(12, "H"), ten.card(2, "D"), ten.card(2, "C")]
    widget = CombineTable()
    qtbot.addWidget(widget)
    widget.set_cards(hand)
    assert widget.cards[0].accessibleName() == "Card 1: King of spades, counts 10"
    with qtbot.waitSignal(widget.built) as built:
        qtbot.keyClick(widget, Qt.Key_S)
    assert built.args == ["10+10+2+2"] and check_answer(built.args[0], hand).ok


def test_its_keys_win_over_the_windows_shortcuts_while_it_has_the_focus(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    widget = CombineTable()
    window.setCentralWidget(widget)
    widget.set_cards(HAND)
    fired = []
    for key in ("Esc", "S", "1"):
        QShortcut(key, window).activated.connect(lambda key=key: fired.append(key))
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    qtbot.keyClick(widget, Qt.Key_1)
    assert widget.table.picked == 0 and fired == []
    qtbot.keyClick(widget, Qt.Key_Escape)
    assert widget.table.picked is None and fired == []


def test_no_input_while_face_down_or_disabled(qtbot, table):
    table.set_face_down(True)
    qtbot.keyClick(table, Qt.Key_1)
    click(qtbot, table.cards[1])
    assert table.table.picked is None
    assert not table.all_buttons["+"].isEnabled()
    assert table.cards[0].accessibleName() == "Card 1: face down"
    table.set_face_down(False)
    table.setEnabled(False)
    table.pick(0)
    assert table.table.picked is None


def test_every_control_has_a_name_a_description_and_a_key(qtbot, table):
    found = controls(table)
    assert table in found or table.focusPolicy() & Qt.TabFocus
    named = [w for w in found if name_of(w, table).strip()]
    assert named == found
    assert [w for w in found if not description_of(w).strip()] == []
    keyless = [w for w in found if not w.focusPolicy() & Qt.TabFocus and not keys_for(w)]
    assert keyless == []
    assert table.accessibleName() == "Cards to combine"
    assert "Card 1: 3 of spades" in table.accessibleDescription()
    assert "Backspace undoes" in table.accessibleDescription()
    for card in table.cards:
        assert keys_for(card) == str(card.place + 1)


def test_translated_and_fits_a_small_window(qtbot):
    from app.shell.languages import use_language

    use_language("zh_CN")
    try:
        widget = CombineTable()
        qtbot.addWidget(widget)
        widget.set_cards(cards_from_ranks([1, 5, 5, 5, 13, 12]))
        assert widget.undo_button.text() == "撤销"
        assert widget.prompt.text() == "选一张牌。"
        least = widget.minimumSizeHint()
        assert least.width() <= 560 and least.height() <= 300  # 800×600, or 640 wide at scale 2
    finally:
        use_language("en")


def test_dark_palette_keeps_the_text_readable(qtbot, table):
    from app.shell.theme import appearance

    appearance().set_theme("dark")
    try:
        colour = QColor(table.working.styleSheet().split(":")[1].strip(" ;"))
        assert colour.lightness() > 150  # light text on the dark window
    finally:
        appearance().set_theme("light")


def test_the_widget_can_be_drawn_to_a_file(qtbot, table, tmp_path):
    qtbot.keyClicks(table, "3/1")
    path = tmp_path / "table.png"
    assert table.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 640 * QApplication.primaryScreen().devicePixelRatio() - 1
    assert image.pixelColor(QPoint(20, 20)) != image.pixelColor(QPoint(20, image.height() - 10))
