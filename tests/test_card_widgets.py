"""Where a card is drawn in its widget: on the felt centred, in the helper on its text box."""

from __future__ import annotations

from app.game.cards import Card
from app.widgets.card_widget import CardWidget
from app.widgets.hand_table import HandTable


def test_a_dealt_card_is_centred_on_a_tall_table(qtbot):
    """A defect seen in Practice: with room to spare the cards sat on the felt's bottom edge,
    a wide empty band above them."""
    table = HandTable()
    qtbot.addWidget(table)
    table.show_hand([Card(5, "H"), Card(2, "D"), Card(11, "S"), Card(10, "H")])
    table.resize(900, 480)
    table.show()
    qtbot.waitExposed(table)
    card = table.cards[0]
    rect = card.card_rect()
    above, below = rect.top(), card.height() - rect.bottom()
    assert card.height() - rect.height() > 40  # there is room to spare
    assert abs(above - below) <= 1


def test_a_helper_card_sits_on_its_text_box(qtbot):
    widget = CardWidget()
    qtbot.addWidget(widget)
    widget.resize(150, 400)
    rect = widget.card_rect()
    assert widget.height() - rect.bottom() <= 6 and rect.top() > 100


def test_a_card_letter_ticks_the_card_it_counts_for_in_the_deck(qtbot):
    from app.game.decks import DeckKind, DeckRules

    ten = DeckRules(DeckKind.FACES_TEN)
    table = HandTable()
    qtbot.addWidget(table)
    table.show_hand([ten.card(12, "H"), ten.card(10, "S"), ten.card(2, "D"), ten.card(2, "C")])
    table.mark_used("Q+")  # the queen counts 10 here: it ticks the first card that counts 10
    assert [card.used for card in table.cards] == [True, False, False, False]
