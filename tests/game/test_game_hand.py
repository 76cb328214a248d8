"""The helper view's hand: typing, bad entries at one slot, stepping, deal, retry, clear."""

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.game.cards import Card
from app.game.decks import Deck
from app.game.hand import HandEditor, HandError


def typed(*texts: str) -> HandEditor:
    hand = HandEditor()
    for index, text in enumerate(texts):
        hand.set_text(index, text)
    return hand


def test_typing_four_valid_cards_gives_the_numbers():
    hand = typed("A", "t", "Q", "13")
    assert hand.numbers() == (1, 10, 12, 13)
    assert hand.complete and hand.errors() == []


def test_typing_a_card_with_a_suit_keeps_the_suit():
    hand = typed("QH")
    assert hand.slot(0).card == Card(12, "H")


@pytest.mark.parametrize(
    ("bad", "words"),
    [("0", "lowest rank is A"), ("14", "highest rank is K"), ("X", "not a card"), ("", "No card")],
)
def test_bad_entry_gives_a_message_at_that_slot_and_keeps_the_others(bad, words):
    hand = typed("3", "3", "8", "8")
    hand.set_text(2, bad)
    assert words in (hand.slot(2).error or "")
    assert hand.slot(2).card is None and hand.slot(2).text == bad
    assert [hand.slot(i).rank for i in (0, 1, 3)] == [3, 3, 8]
    assert hand.numbers() is None
    assert hand.first_error() is not None and hand.first_error().startswith("Card 3:")


def test_fixing_a_bad_entry_clears_its_message():
    hand = typed("3", "3", "X", "8")
    hand.set_text(2, "8")
    assert hand.errors() == [] and hand.numbers() == (3, 3, 8, 8)


def test_step_moves_the_rank_and_wraps():
    hand = typed("K", "A", "5")
    assert hand.step(0, +1).rank == 1
    assert hand.step(1, -1).rank == 13
    assert hand.step(2, +1).rank == 6
    assert hand.step(3, +1).rank == 1  # an empty slot starts at A going up
    assert hand.step(3, -1).rank == 13


def test_step_keeps_the_suit():
    hand = typed("5D")
    assert hand.step(0, 1).card == Card(6, "D")


def test_deal_gives_different_cards_from_the_deck():
    deck = Deck(random.Random(4))
    hand = HandEditor()
    cards = hand.deal(deck)
    assert len(set(cards)) == 4 and hand.cards == cards
    assert deck.remaining == 48


def test_deal_uses_a_fresh_deck_when_too_few_cards_are_left():
    deck = Deck(random.Random(5))
    deck.deal(50)
    hand = HandEditor()
    hand.deal(deck)
    assert hand.complete and deck.remaining == 48


def test_retry_restores_the_hand_as_dealt():
    hand = HandEditor()
    dealt = hand.deal(Deck(random.Random(6)))
    hand.set_text(0, "K")
    hand.step(1, 1)
    hand.set_text(2, "X")
    assert hand.can_retry
    assert hand.retry()
    assert hand.cards == dealt and hand.errors() == []
    assert not hand.can_retry


def test_retry_restores_the_hand_as_first_typed():
    hand = typed("1", "2", "3", "4")
    hand.set_text(3, "9")
    hand.set_text(0, "14")
    hand.retry()
    assert hand.numbers() == (1, 2, 3, 4)


def test_retry_without_a_hand_does_nothing():
    hand = typed("1", "2")
    assert not hand.can_retry
    assert hand.retry() is False
    assert hand.slot(0).rank == 1


def test_clear_empties_every_slot_and_forgets_the_retry_hand():
    hand = typed("1", "2", "3", "4")
    hand.clear()
    assert hand.cards == (None,) * 4 and hand.original is None
    assert hand.retry() is False
    hand.set_text(0, "5")
    assert hand.original is None  # only a complete hand is remembered


@pytest.mark.parametrize("count", [2, 3, 5, 6])
def test_card_count_adapts_from_two_to_six(count):
    hand = typed("1", "2", "3", "4")
    hand.set_card_count(count)
    assert len(hand.slots) == count == hand.card_count
    assert [slot.rank for slot in hand.slots[: min(count, 4)]] == [1, 2, 3, 4][: min(count, 4)]
    assert hand.complete == (count <= 4)


@pytest.mark.parametrize("count", [1, 7, 0])
def test_card_count_outside_two_to_six_is_refused(count):
    with pytest.raises(HandError, match="2 to 6"):
        HandEditor(card_count=count)


def test_any_target_is_accepted_and_bad_ones_refused():
    hand = HandEditor(target="10/3")
    assert hand.target == Fraction(10, 3)
    assert hand.set_target(36) == 36
    with pytest.raises(HandError, match="target"):
        hand.set_target("twenty")


def test_load_shows_a_given_hand():
    hand = HandEditor()
    hand.load((2, 3, 5, 12, 1))
    assert hand.card_count == 5 and hand.numbers() == (2, 3, 5, 12, 1)


def test_slot_index_out_of_range_is_refused():
    with pytest.raises(HandError, match="does not exist"):
        HandEditor().set_text(4, "A")


@given(st.lists(st.text(max_size=4), min_size=4, max_size=4))
def test_any_typing_never_raises_and_valid_slots_have_ranks(texts):
    hand = typed(*texts)
    for slot in hand.slots:
        assert (slot.card is None) == (slot.error is not None)
        if slot.card is not None:
            assert 1 <= slot.card.rank <= 13


def typed_key_by_key(hand: HandEditor, index: int, text: str) -> None:
    """Type a card one key at a time, as the player does."""
    for end in range(1, len(text) + 1):
        hand.set_text(index, text[:end])


def test_a_ten_typed_key_by_key_is_the_hand_retry_goes_back_to():
    hand = HandEditor()
    for index, text in enumerate(["3", "3", "8", "10"]):
        typed_key_by_key(hand, index, text)
    assert hand.original is not None
    assert [card.rank for card in hand.original if card] == [3, 3, 8, 10]  # not 3 3 8 A
    assert not hand.can_retry


def test_an_ace_typed_as_1_is_remembered_once_the_entry_is_done():
    hand = typed("3", "3", "8")
    hand.set_text(3, "1")  # may still become 10..13
    assert hand.original is None
    hand.settle()
    assert hand.original is not None and hand.numbers() == (3, 3, 8, 1)


def test_a_number_the_card_shows_otherwise_is_said():
    hand = typed("11", "1", "12", "7")
    assert [slot.note for slot in hand.slots] == ["11 is J", "1 is A", "12 is Q", ""]
    assert typed("J").slot(0).note == ""


def test_a_space_after_a_card_ends_it_as_a_person_types_1_1_1_1():
    """A defect seen: "1", Space, "1" made "11 is J"; "1 1 1 1" could not be typed."""
    hand = HandEditor()
    assert hand.type_text(0, "1") is None  # "1" may still become 10..13
    assert hand.type_text(0, "1 ") == 1
    assert hand.slot(0).rank == 1 and hand.slot(0).text == "1"
    for index in (1, 2):
        assert hand.type_text(index, "1 ") == index + 1
    assert hand.type_text(3, "1") is None and hand.numbers() == (1, 1, 1, 1)


def test_a_card_that_cannot_grow_moves_on_at_once():
    hand = HandEditor()
    assert hand.type_text(0, "J") == 1 and hand.type_text(1, "10") == 2
    assert hand.type_text(2, "X") is None  # a bad entry stays, its message under it


def test_pasting_a_hand_into_a_card_fills_the_cards_from_there():
    """A defect seen: pasting "3 3 8 8" into a card kept "3 3 " and said it was not a card."""
    hand = HandEditor()
    assert hand.type_text(0, "3 3 8 8") == 3  # the last card: all four filled
    assert hand.numbers() == (3, 3, 8, 8) and hand.errors() == []
    other = HandEditor()
    assert other.type_text(1, "q, K") == 3
    assert [slot.text for slot in other.slots] == ["", "Q", "K", ""]


def test_a_typed_letter_shows_as_the_card_writes_it():
    """A defect seen: a typed "a" stayed lowercase, while the picker wrote "A"."""
    hand = HandEditor()
    hand.type_text(0, "a")
    hand.set_text(1, "qh")
    assert [slot.text for slot in hand.slots[:2]] == ["A", "QH"]


@pytest.mark.parametrize("separator", [",", ";", "，", "、", "；", "\u3000", " "])
def test_a_comma_typed_after_a_card_ends_it_as_a_space_does(separator):
    """A defect seen: "3,3,8,8" typed key by key made 3 | (empty) | 3 | 88: the comma came in
    the card the 3 had moved on to, and was read as an empty card there."""
    hand = typed("5", "6", "7", "9")  # typed over a hand, as over an empty one
    type_keys(hand, f"3{separator}3{separator}8{separator}8")
    assert hand.numbers() == (3, 3, 8, 8) and hand.errors() == []
    empty = HandEditor()
    type_keys(empty, f"3{separator}3{separator}8{separator}8")
    assert empty.numbers() == (3, 3, 8, 8) and empty.errors() == []


def type_keys(hand: HandEditor, keys: str) -> None:
    """Keys typed one by one from the first card, as the helper's boxes take them: a card moved
    on to has its text selected (the next key replaces it), else the key goes at its end."""
    index, selected = 0, True
    for key in keys:
        going = hand.type_text(index, key if selected else hand.slot(index).text + key)
        selected = going is not None
        index = index if going is None else going


def test_a_separator_with_no_entry_before_it_leaves_the_card_as_it_was():
    hand = typed("5", "6", "7", "9")
    assert hand.type_text(1, ",") == 1  # the comma after a 3 typed in card 1: type over 6
    assert hand.slot(1).text == "6" and hand.errors() == []
    assert HandEditor().type_text(0, "，、 ") == 0


@pytest.mark.parametrize(
    ("keys", "texts", "short"),
    [
        (["0", "0 "], ["0", ""], "0 is not a card"),
        (["1", "14", "14 "], ["14", ""], "14 is too high"),
        (["x", "x "], ["X", ""], "'x' is not a card"),
        (["0", "0,"], ["0", ""], "0 is not a card"),
    ],
)
def test_a_separator_after_a_bad_entry_ends_it_and_it_keeps_its_message(keys, texts, short):
    """A defect seen: "0 5 " made "05 is 5": the space after the 0 was dropped, the 0 never
    said to be wrong."""
    hand = HandEditor()
    for key in keys[:-1]:
        assert hand.type_text(0, key) is None  # a bad entry waits to be put right
    assert hand.type_text(0, keys[-1]) == 1  # ended: on to the next card, as Tab goes
    assert hand.slot(0).short == short and hand.slot(0).text.upper() == texts[0].upper()
    assert hand.type_text(1, "5") == 2 and hand.slot(1).rank == 5
    assert hand.slot(0).short == short  # still said


def test_ending_an_entry_goes_on_whatever_it_holds_but_not_past_the_last_card():
    hand = typed("0", "5")
    assert hand.end_entry(0) == 1 and hand.end_entry(1) == 2
    assert hand.end_entry(2) is None  # empty: nothing to end
    hand.type_text(3, "0")
    assert hand.end_entry(3) is None  # the last card
