"""Deck variants: A–K as 1–13, J Q K as 10, no face cards, any range of numbers."""

import random

import pytest

from app.game.cards import CardError
from app.game.clock import ManualClock
from app.game.decks import Deck, DeckKind, DeckRules
from app.game.hand import HandEditor, HandError
from app.game.match import Match, MatchOptions

STANDARD = DeckRules()
FACES_TEN = DeckRules(DeckKind.FACES_TEN)
NO_FACES = DeckRules(DeckKind.NO_FACES)
NUMBERS = DeckRules(DeckKind.NUMBERS, 1, 20)


@pytest.mark.parametrize(
    ("deck", "size", "values", "tens"),
    [(STANDARD, 52, (1, 13), 4), (FACES_TEN, 52, (1, 10), 16), (NO_FACES, 40, (1, 10), 4)],
)
def test_each_deck_has_its_cards(deck, size, values, tens):
    cards = deck.cards()
    assert len(cards) == deck.size == size == len(set(cards))
    assert deck.values == values and deck.copies(10) == tens
    assert sum(card.value == 10 for card in cards) == tens


def test_face_cards_count_ten_but_still_look_like_face_cards():
    queen = FACES_TEN.card(12, "D")
    assert queen.value == 10 and queen.rank_name == "Q" and queen.symbol == "Q♦"


def test_a_number_deck_holds_number_cards():
    cards = NUMBERS.cards()
    assert len(cards) == 80 and {card.value for card in cards} == set(range(1, 21))
    seventeen = NUMBERS.card(17, "H")
    assert seventeen.plain and seventeen.rank_name == "17" and str(seventeen) == "17H"
    assert NUMBERS.card(12, "S").rank_name == "12"  # a number, not a queen


def test_keys_and_names_round_trip():
    for deck in (STANDARD, FACES_TEN, NO_FACES, NUMBERS):
        assert DeckRules.parse(deck.key) == deck
    assert NUMBERS.key == "numbers:1-20" and NUMBERS.label == "Numbers 1 to 20"
    assert FACES_TEN.label == "J Q K count 10"
    for bad in ("poker", "numbers:5-5", "numbers:9-3", "numbers:1-200"):
        with pytest.raises(ValueError):
            DeckRules.parse(bad)


def test_typing_cards_follows_the_deck():
    editor = HandEditor(deck=FACES_TEN)
    for index, text in enumerate(["K", "Q", "2", "2"]):
        editor.set_text(index, text)
    assert editor.numbers() == (10, 10, 2, 2)
    editor = HandEditor(deck=NO_FACES)
    slot = editor.set_text(0, "K")
    assert slot.card is None and "not in this deck" in slot.error
    editor = HandEditor(deck=NUMBERS)
    assert editor.set_text(0, "17").card.value == 17
    assert editor.set_text(1, "Q").card is None
    assert editor.step(2, -1).card.rank == 20  # an empty card steps down from the highest


def test_a_hand_of_numbers_is_shown_with_the_decks_cards():
    editor = HandEditor(deck=FACES_TEN)
    editor.load([10, 10, 2, 2])
    assert [slot.card.rank_name for slot in editor.slots] == ["10", "10", "2", "2"]
    with pytest.raises(HandError, match="not a card of this deck"):
        editor.load([11, 1, 1, 1])


def test_changing_the_deck_keeps_the_cards_it_still_has():
    editor = HandEditor()
    for index, text in enumerate(["K", "Q", "2", "2"]):
        editor.set_text(index, text)
    editor.set_deck(FACES_TEN)
    assert editor.numbers() == (10, 10, 2, 2)
    editor.set_deck(NO_FACES)
    assert [slot.card is None for slot in editor.slots] == [True, True, False, False]


def test_a_match_deals_from_its_deck_and_says_so():
    options = MatchOptions(deck=NO_FACES, rounds=None)
    match = Match(options, clock=ManualClock(), rng=random.Random(2))
    assert match.total_rounds == 10
    seen = []
    while (game := match.next_round()) is not None:
        seen.extend(game.cards)
        game.skip()
    assert len(seen) == 40 and all(card.rank <= 10 for card in seen)
    assert "Deck: No face cards (A–10)" in match.summary().lines()


def test_a_match_with_faces_as_ten_scores_answers_in_tens():
    match = Match(MatchOptions(deck=FACES_TEN), clock=ManualClock(), rng=random.Random(1))
    game = match.next_round((13, 12, 2, 2))
    assert sorted(game.numbers) == [2, 2, 10, 10]
    assert game.submit("10+10+2+2").ok


def test_dealing_a_number_deck():
    deck = Deck(random.Random(4), rules=NUMBERS)
    hand = deck.deal(4)
    assert len(deck) == 76 and all(card.plain for card in hand)


def test_card_errors_say_the_deck():
    with pytest.raises(CardError, match=r"K is not in this deck \(No face cards \(A–10\)\)"):
        NO_FACES.read_rank("k")
