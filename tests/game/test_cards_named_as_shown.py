"""Every message that names the player's cards names them as the table shows them (A J Q K), and
a reading error quotes what the player typed; numbers made on the way stay numbers."""

from __future__ import annotations

import pytest

from app.game.answer import check_answer
from app.game.cards import cards_from_ranks
from app.game.puzzle import HandPuzzle
from app.game.worksheet import WorksheetOptions, deal_sheet
from solver import ParseError, coach, parse, solve

#: The daily puzzle the tester played: 6 J Q Q.
HAND = cards_from_ranks([6, 11, 12, 12])


@pytest.mark.parametrize(
    ("typed", "quoted"),
    [("6 J Q Q", "'J'"), ("6 + q Q", "'Q'"), ("(3+5) K", "'K'"), ("8 ×× 3", "'×'")],
)
def test_a_reading_error_quotes_what_was_typed(typed: str, quoted: str) -> None:
    with pytest.raises(ParseError) as error:
        parse(typed)
    assert quoted in str(error.value)
    assert "11" not in str(error.value) and "12" not in str(error.value)


def test_the_answer_box_says_what_was_typed_before_the_card_letter() -> None:
    result = check_answer("6 J Q Q", HAND)
    assert "expected an operator before 'J'" in result.message


def test_a_cards_message_names_the_hand_as_it_shows() -> None:
    result = check_answer("J*Q+Q", HAND)
    assert "The answer does not use 6. The cards are 6 J Q Q." in result.message
    result = check_answer("(Q*J+Q)/6*Q", HAND)
    assert "Q is used 3 times, but the hand has only 2 of them." in result.message


def test_a_card_letter_not_in_the_hand_is_named_as_typed() -> None:
    result = check_answer("(K*J+Q)/6", HAND)
    assert "K is not one of the cards." in result.message
    assert "13" not in result.message


def test_the_daily_hint_names_the_cards_and_keeps_the_numbers_made() -> None:
    puzzle = HandPuzzle(HAND, 24, tuple(solve([6, 11, 12, 12])))
    assert puzzle.hint() == "24 = 144÷6: make 144 from J Q Q."


def test_worksheet_hints_name_the_cards_as_the_sheet_prints_them() -> None:
    sheet = deal_sheet(WorksheetOptions(count=12, seed=7, hints=True))
    faces = [hand for hand in sheet.hands if {1, 11, 12, 13} & set(hand.values)]
    assert faces
    for hand in faces:
        named = [card.rank_name for card in hand.cards if card.value in (1, 11, 12, 13)]
        assert any(name in hand.hint.split(":")[-1] for name in named), hand.hint


def test_the_coach_joins_two_cards_by_their_names() -> None:
    ladder = coach([2, 12], names={12: "Q"})
    assert ladder.opening.text.startswith("Join 2 and Q in one step")
