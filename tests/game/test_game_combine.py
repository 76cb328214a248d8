"""Combining cards (app.game.combine): picks, operators, undo and reset, the working, and the
answer built, judged exactly like a typed one."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.game.answer import Verdict, check_answer
from app.game.cards import Card, cards_from_ranks
from app.game.clock import ManualClock
from app.game.combine import SYMBOLS, CardTable, places_text
from app.game.decks import DeckKind, DeckRules
from app.game.puzzle import HandPuzzle, Try
from app.game.round import Round, Winner
from solver import evaluate, identify, parse, solve

HAND = cards_from_ranks([3, 3, 8, 8])


def values(table: CardTable) -> list[str | None]:
    return [None if card is None else card.text for card in table.places]


def play(table: CardTable, *moves: int | str) -> CardTable:
    """Places (1-based, as the keys) and operators, in the order a player presses them."""
    for move in moves:
        if isinstance(move, int):
            table.pick(move - 1)
        else:
            table.choose(move)
    return table


def test_a_pair_becomes_one_card_with_the_exact_value_in_the_second_place():
    table = play(CardTable(HAND), 3, "/", 1)
    assert values(table) == ["8/3", "3", None, "8"]
    made = table.places[0]
    assert made is not None and made.value == Fraction(8, 3) and made.made
    assert made.formula() == "8÷3"
    assert table.working() == ["8÷3 = 8/3"]


def test_three_three_eight_eight_by_combining():
    table = play(CardTable(HAND), 3, "/", 1, 2, "-", 1, 4, "/", 1)
    assert table.finished
    assert table.working() == ["8÷3 = 8/3", "3−8/3 = 1/3", "8÷(1/3) = 24"]
    assert table.result is not None and table.result.value == 24
    assert table.expression() == ["8", "/", ["3", "-", "8", "/", "3"]]
    assert table.answer_text() == "8/(3-8/3)"
    assert check_answer(table.answer_text() or "", HAND).ok


def test_the_working_is_written_as_the_solvers_steps():
    table = play(CardTable(HAND), 3, "/", 1, 2, "-", 1, 4, "/", 1)
    (solution,) = solve([3, 3, 8, 8])
    assert table.working() == [step.text("unicode") for step in solution.steps]


def test_the_result_stays_picked_for_the_next_operator():
    table = play(CardTable(cards_from_ranks([1, 2, 3, 4])), 1, "+", 2)
    assert table.picked == 1 and table.operator is None
    play(table, "*", 3)
    assert values(table) == [None, None, "9", "4"] and table.picked == 2
    assert table.working() == ["1+2 = 3", "3×3 = 9"]


def test_picking_the_picked_card_again_puts_it_down():
    table = CardTable(HAND)
    assert table.pick(0) and table.picked == 0
    assert table.pick(0) and table.picked is None
    play(table, 1, "+", 1)
    assert table.picked is None and table.operator is None
    assert values(table) == ["3", "3", "8", "8"] and table.working() == []


def test_another_card_before_the_operator_moves_the_pick():
    table = play(CardTable(HAND), 1, 3)
    assert table.picked == 2 and table.operator is None
    assert values(table) == ["3", "3", "8", "8"]


def test_the_operator_can_be_changed_or_taken_back_before_the_second_card():
    table = play(CardTable(HAND), 3, "+", "*")
    assert table.operator == "*"
    assert table.pending() == "8 × …"
    play(table, "*")
    assert table.operator is None and table.picked == 2
    play(table, "-", 4)
    assert values(table) == ["3", "3", None, "0"]
    assert table.working() == ["8−8 = 0"]


def test_an_operator_with_no_card_picked_is_refused_with_a_message():
    table = CardTable(HAND)
    assert not table.choose("+")
    assert table.operator is None and table.message == "Pick a card first, then + − × ÷."
    assert table.pick(0) and table.message == ""


def test_a_division_by_zero_is_refused_and_nothing_changes():
    table = play(CardTable(HAND), 3, "-", 4)  # 8 − 8 = 0 in place 4
    assert play(table, 1, "/").operator == "/"
    assert not table.pick(3)
    assert table.message == "3 ÷ 0 cannot be worked out: no number can be divided by zero."
    assert values(table) == ["3", "3", None, "0"]
    assert table.picked == 0 and table.operator == "/" and len(table.steps) == 1
    assert table.pick(1)  # another second card is fine
    assert values(table) == [None, "1", None, "0"]


def test_zero_may_be_divided():
    table = play(CardTable(HAND), 3, "-", 4, "/", 1)
    assert values(table) == ["0", "3", None, None]
    assert table.working() == ["8−8 = 0", "0÷3 = 0"]


def test_an_empty_place_or_no_such_card_is_refused():
    table = play(CardTable(HAND), 1, "+", 2)
    assert not table.pick(0)
    assert table.message == "Card 1 has been combined already."
    assert not table.pick(6)
    assert table.message == "There is no card 7."
    assert table.picked == 1  # the result is still picked


def test_undo_steps_back_the_operator_then_the_pick_then_the_combinations():
    table = play(CardTable(HAND), 3, "/", 1, 2, "-", 1)
    play(table, 4, "/")
    assert table.undo() and table.operator is None and table.picked == 3
    assert table.undo() and table.picked is None
    assert table.undo() and values(table) == ["8/3", "3", None, "8"]
    assert table.working() == ["8÷3 = 8/3"]
    assert table.undo() and values(table) == ["3", "3", "8", "8"] and table.working() == []
    assert not table.undo() and not table.can_undo


def test_one_undo_takes_back_a_combination_whose_result_the_table_picked():
    table = play(CardTable(HAND), 1, "+", 2)
    assert table.picked == 1  # picked by the table, not by the player
    assert table.undo() and values(table) == ["3", "3", "8", "8"] and table.picked is None
    play(table, 1, "+", 2, "*")
    assert table.undo() and table.operator is None and table.picked == 1
    assert table.undo() and values(table) == ["3", "3", "8", "8"]


def test_put_down_lets_go_of_the_pick_and_the_operator():
    table = play(CardTable(HAND), 1, "+", 2, "*")
    assert table.put_down() and table.picked is None and table.operator is None
    assert values(table) == [None, "6", "8", "8"]
    assert not table.put_down()


def test_reset_starts_over_and_undo_brings_the_table_back():
    table = play(CardTable(HAND), 3, "/", 1, 2, "-", 1)
    before = values(table)
    assert table.reset()
    assert values(table) == ["3", "3", "8", "8"] and table.working() == []
    assert table.picked is None and not table.can_reset
    assert not table.reset()
    assert table.undo() and values(table) == before
    assert len(table.working()) == 2


def test_reset_with_only_a_pick_puts_it_down():
    table = play(CardTable(HAND), 2, "+")
    assert table.can_reset and table.reset()
    assert table.picked is None and table.operator is None and not table.can_undo


def test_add_all_and_multiply_all_are_one_action_each():
    table = CardTable(cards_from_ranks([1, 2, 3, 4]))
    assert table.combine_all("*")
    assert table.finished and table.result is not None and table.result.value == 24
    assert table.working() == ["1×2 = 2", "2×3 = 6", "6×4 = 24"]
    assert table.answer_text() == "1*2*3*4"
    assert table.undo() and values(table) == ["1", "2", "3", "4"]
    table = play(CardTable(HAND), 1, "*", 3)  # 3×8 = 24 in place 3
    assert table.combine_all("+")
    assert table.working() == ["3×8 = 24", "3+24 = 27", "27+8 = 35"]
    assert table.answer_text() == "3+3*8+8"
    with pytest.raises(ValueError):
        table.combine_all("-")


def test_nothing_to_combine_when_one_card_is_left():
    table = CardTable(cards_from_ranks([4, 6]))
    play(table, 1, "*", 2)
    assert table.finished and table.picked is None
    assert not table.combine_all("+") and not table.pick(1) and not table.choose("+")
    assert table.message == "One card left: your answer. Undo (Backspace) takes back a step."
    assert table.undo() and not table.finished


def test_the_prompt_says_what_to_do_next():
    table = CardTable(HAND)
    assert table.prompt() == "Pick a card."
    table.pick(2)
    assert table.prompt() == "8 picked: choose + − × ÷."
    table.choose("/")
    assert table.prompt() == "8 ÷ …: pick the second card."


def test_cards_are_described_for_a_screen_reader():
    table = play(CardTable([Card(12, "D"), Card(3, "S")]), 1, "/", 2)
    assert table.cards[0].spoken() == "4, made of 12÷3"
    table.undo()
    table.undo()
    assert table.places[0] is not None
    assert table.places[0].spoken() == "Queen of diamonds, counts 12"
    assert table.places[1] is not None and table.places[1].spoken() == "3 of spades"
    assert places_text(table.places) == "1: 12, 2: 3"


def test_no_answer_before_one_card_is_left():
    table = play(CardTable(HAND), 1, "+", 2)
    assert not table.finished and table.expression() is None and table.answer_text() is None


# --- judged exactly like a typed answer --------------------------------------------------------


def test_a_deck_where_jqk_count_ten_is_judged_by_the_cards_values():
    ten = DeckRules(DeckKind.FACES_TEN)
    hand = [ten.card(13, "S"), ten.card(12, "H"), ten.card(2, "D"), ten.card(2, "C")]
    table = CardTable(hand)
    assert [card.text for card in table.cards] == ["10", "10", "2", "2"]
    table.combine_all("+")
    assert table.answer_text() == "10+10+2+2"
    assert check_answer(table.answer_text() or "", hand).ok
    standard = cards_from_ranks([13, 12, 2, 2])  # the same cards counted 13 and 12
    table = CardTable(standard)
    table.combine_all("+")
    result = check_answer(table.answer_text() or "", standard)
    assert result.verdict is Verdict.WRONG_VALUE
    assert result.message == "The answer makes 29, not 24."


def test_a_built_answer_finds_the_hands_distinct_answers_like_a_typed_one():
    hand = cards_from_ranks([1, 2, 3, 4])
    puzzle = HandPuzzle(hand, 24, tuple(solve([1, 2, 3, 4])))
    typed = puzzle.attempt("1*2*3*4")
    assert typed.kind is Try.NEW
    again = CardTable(hand)
    again.combine_all("*")
    attempt = puzzle.attempt(again.answer_text() or "")
    assert attempt.kind is Try.AGAIN
    table = play(CardTable(hand), 1, "+", 2, "+", 3, "*", 4)  # (1+2+3)×4
    attempt = puzzle.attempt(table.answer_text() or "")
    assert attempt.kind is Try.NEW
    assert "2 of" in attempt.message
    assert attempt.solution == identify("(1+2+3)*4", [1, 2, 3, 4])


def test_a_built_answer_wins_a_round_like_a_typed_one():
    clock = ManualClock()
    game = Round(HAND, clock=clock)
    table = play(CardTable(HAND), 3, "/", 1, 2, "-", 1, 4, "/", 1)
    result = game.submit(table.answer_text() or "")
    assert result.ok and game.outcome is not None and game.outcome.winner is Winner.PLAYER
    assert result.message == "Correct: 8÷(3−8÷3) = 24."


def test_a_wrong_built_answer_gets_the_typed_answers_message():
    table = CardTable(HAND)
    table.combine_all("+")
    assert check_answer(table.answer_text() or "", HAND).message == "The answer makes 22, not 24."


# --- the property ------------------------------------------------------------------------------


@st.composite
def combinations(draw):
    """A hand of 2..6 cards and a sequence of combinations that ends at one card."""
    ranks = draw(st.lists(st.integers(1, 13), min_size=2, max_size=6))
    table = CardTable(cards_from_ranks(ranks))
    while not table.finished:
        left = [i for i, card in enumerate(table.places) if card is not None]
        first = draw(st.sampled_from(left))
        second = draw(st.sampled_from([i for i in left if i != first]))
        symbol = draw(st.sampled_from(SYMBOLS))
        if table.picked is not None:
            table.pick(table.picked)  # put the result down first
        table.pick(first)
        table.choose(symbol)
        if not table.pick(second):  # a division by zero: add instead
            assert "divided by zero" in table.message
            table.choose("+")
            assert table.pick(second)
    return ranks, table


@given(combinations(), st.sampled_from([24, 10, 1]))
def test_any_built_answer_is_worth_its_card_and_judged_like_typed_text(case, target):
    ranks, table = case
    hand = cards_from_ranks(ranks)
    result = table.result
    assert result is not None
    expression = table.expression()
    assert evaluate(expression) == result.value
    text = table.answer_text() or ""
    assert evaluate(parse(text)) == result.value
    assert len(table.steps) == len(ranks) - 1
    assert table.steps[-1].result == result.value
    verdict = check_answer(text, hand, target)
    assert verdict.ok == (result.value == target)
    if not verdict.ok:
        assert verdict.verdict is Verdict.WRONG_VALUE


@given(combinations())
def test_undoing_every_action_gives_the_dealt_cards_back(case):
    ranks, table = case
    while table.undo():
        pass
    assert [card.value for card in table.places if card is not None] == ranks
    assert table.working() == []
