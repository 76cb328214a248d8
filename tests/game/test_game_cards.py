"""Cards and the deck: 52 different cards, deals never repeat a card, seeded shuffles repeat."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.game.cards import Card, CardError, parse_rank
from app.game.decks import Deck, DeckEmpty, full_deck


def test_full_deck_has_52_different_cards_of_four_suits():
    cards = full_deck()
    assert len(cards) == len(set(cards)) == 52
    assert {card.suit for card in cards} == {"S", "H", "D", "C"}
    assert sorted({card.rank for card in cards}) == list(range(1, 14))


@pytest.mark.parametrize("text", ["AS", "10H", "QD", "KC", "7S", "JH"])
def test_card_text_round_trips(text):
    assert str(Card.parse(text)) == text


def test_card_parse_accepts_t_lowercase_and_suit_symbols():
    assert Card.parse("th") == Card(10, "H")
    assert Card.parse("q♦") == Card(12, "D")
    assert Card(1, "S").symbol == "A♠"
    assert Card(12, "D").name == "Queen of diamonds"


@pytest.mark.parametrize("text", ["", "A", "1X", "0S", "14H", "ZS"])
def test_bad_card_text_raises_card_error_with_message(text):
    with pytest.raises(CardError) as caught:
        Card.parse(text)
    assert str(caught.value)


@pytest.mark.parametrize(
    ("text", "rank"), [("A", 1), ("a", 1), ("t", 10), ("10", 10), ("J", 11), ("12", 12), ("K", 13)]
)
def test_parse_rank_reads_letters_and_numbers(text, rank):
    assert parse_rank(text) == rank


@pytest.mark.parametrize(
    ("text", "words"),
    [("0", "lowest rank is A"), ("14", "highest rank is K"), ("X", "not a card"), ("", "No card")],
)
def test_parse_rank_messages_say_what_is_wrong(text, words):
    with pytest.raises(CardError, match=words):
        parse_rank(text)


def test_deck_deals_from_the_top_and_shrinks():
    deck = Deck(random.Random(1))
    top = deck.cards[:4]
    assert deck.deal(4) == top
    assert deck.remaining == 48
    assert not any(card in deck for card in top)


def test_deck_runs_out_after_thirteen_hands_of_four():
    deck = Deck(random.Random(2))
    hands = [deck.deal(4) for _ in range(13)]
    assert len({card for hand in hands for card in hand}) == 52
    with pytest.raises(DeckEmpty, match="0 cards left"):
        deck.deal(4)


def test_same_seed_same_order_other_seed_other_order():
    assert Deck(random.Random(7)).cards == Deck(random.Random(7)).cards
    assert Deck(random.Random(7)).cards != Deck(random.Random(8)).cards


def test_reset_gathers_all_cards():
    deck = Deck(random.Random(3))
    deck.deal(10)
    deck.reset()
    assert deck.remaining == 52 and set(deck.cards) == set(full_deck())


def test_take_removes_particular_cards():
    deck = Deck(shuffle=False)
    deck.take([Card(3, "S"), Card(8, "H")])
    assert deck.remaining == 50 and Card(3, "S") not in deck
    with pytest.raises(DeckEmpty):
        deck.take([Card(3, "S")])


@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 6), max_size=20))
def test_deals_never_repeat_a_card(seed, sizes):
    deck = Deck(random.Random(seed))
    seen: set[Card] = set()
    for size in sizes:
        if size > deck.remaining:
            break
        hand = deck.deal(size)
        assert len(set(hand)) == size
        assert seen.isdisjoint(hand)
        seen.update(hand)
    assert len(seen) + deck.remaining == 52
