"""Checking answers: correct, and a specific message for each kind of wrong answer."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.game.answer import Verdict, check_answer
from app.game.cards import Card, cards_from_ranks

HAND = cards_from_ranks([3, 3, 8, 8])


def test_correct_answer_is_exact_even_where_floats_are_not():
    result = check_answer("8/(3-8/3)", HAND)
    assert result.ok and result.verdict is Verdict.CORRECT
    assert result.value == 24
    assert "8÷(3−8÷3)" in result.message


def test_card_letters_and_unicode_operators_are_accepted():
    hand = [Card(12, "S"), Card(1, "H"), Card(1, "D"), Card(2, "C")]
    assert check_answer("Q × 2 × (A ÷ A)", hand).ok


def test_wrong_value_says_what_it_evaluates_to():
    result = check_answer("8+8+3+3", HAND)
    assert not result.ok and result.verdict is Verdict.WRONG_VALUE
    assert result.message == "The answer makes 22, not 24."
    assert result.value == 22


def test_wrong_fractional_value_is_shown_exactly():
    result = check_answer("8/3+8+3", HAND)
    assert result.value == Fraction(41, 3)
    assert "41/3, not 24" in result.message


def test_missing_card_is_named():
    result = check_answer("8*3*3", HAND)
    assert result.verdict is Verdict.CARDS
    assert "8 is used once, but the hand has 2 of them: use each one." in result.message
    assert result.value == 72 and result.missing == (8,)


def test_card_left_out_entirely_is_named():
    hand = cards_from_ranks([1, 2, 3, 4])
    result = check_answer("2*3*4", hand)
    assert "The answer does not use A." in result.message


def test_card_used_twice_is_named():
    result = check_answer("8*3*(3-8/8)", HAND)
    assert "8 is used 3 times, but the hand has only 2 of them." in result.message


def test_card_used_twice_when_held_once():
    hand = cards_from_ranks([1, 2, 3, 4])
    result = check_answer("4*3*2*1*1", hand)
    assert "A is used more than once, but the hand has only one A." in result.message
    assert result.extra == (1,)


def test_number_not_in_the_hand_is_named():
    result = check_answer("8*3*(8/8)", cards_from_ranks([3, 3, 8, 9]))
    assert "8 is used more than once, but the hand has only one 8." in result.message
    result = check_answer("6*4", HAND)
    assert "6 is not one of the cards." in result.message
    assert "4 is not one of the cards." in result.message


def test_negated_card_is_explained():
    result = check_answer("-3+3+8+8+8", [3, 3, 8, 8, 8])
    assert "-3 is not one of the cards: use 3 and change the sign before it." in result.message


@pytest.mark.parametrize(
    ("text", "position", "words"),
    [
        ("8/(3-8/3", 3, "never closed"),
        ("8/(3-8/3))", 10, "never opened"),
        ("8 3 + 8 * 3", 3, "expected an operator"),
        ("8/(3-8/3)+", 11, "number was expected"),
        ("8 % 3", 3, "unexpected '%'"),
    ],
)
def test_syntax_error_says_where_it_breaks(text, position, words):
    result = check_answer(text, HAND)
    assert result.verdict is Verdict.SYNTAX and result.position == position
    assert f"position {position}" in result.message and words in result.message
    assert result.pointer is not None and result.pointer.splitlines()[1].index("^") == position - 1


def test_division_by_zero_is_named():
    result = check_answer("8/(3-3)*8", HAND)
    assert result.verdict is Verdict.DIVISION_BY_ZERO
    assert "8÷(3−3) cannot be worked out" in result.message


def test_empty_answer_asks_for_an_expression():
    result = check_answer("   ", HAND)
    assert result.verdict is Verdict.EMPTY and "Type an expression" in result.message


def test_other_targets_and_plain_numbers():
    assert check_answer("(5-1)*2", [1, 2, 5], target=8).ok
    assert check_answer("10/3", [10, 3], target="10/3").ok
    assert not check_answer("10/3", [10, 3]).ok


@given(st.text(alphabet="0123456789AJQKT+-*/×÷()[] xX.%", max_size=20))
def test_any_text_gets_a_verdict_never_an_exception(text):
    result = check_answer(text, HAND)
    assert result.message
    assert result.ok == (result.verdict is Verdict.CORRECT)


def test_face_letters_count_as_the_deck_counts_them() -> None:
    """A defect found by playing with J Q K as 10: typing Q for the queen on the table was
    read as 12 ("12 is not one of the cards")."""
    from app.game.decks import DeckKind, DeckRules

    tens = DeckRules(DeckKind.FACES_TEN)
    hand = [tens.card(12, "S"), tens.card(2, "H"), tens.card(4, "D"), tens.card(1, "C")]
    assert check_answer("Q*2+4*A", hand).ok
    assert check_answer("q × 2 + 4 × 1", hand).ok
    assert check_answer("10*2+4*1", hand).ok
    standard = [
        DeckRules().card(rank, suit) for rank, suit in zip((12, 2, 4, 1), "SHDC", strict=True)
    ]
    assert check_answer("Q*2+4*A", standard).message == "The answer makes 28, not 24."
