"""A timed round, run on a ManualClock: answers, the computer, claims, hint, pause, time out."""

import math

import pytest
from rungs import reveals

from app.game.answer import Verdict
from app.game.cards import cards_from_ranks
from app.game.clock import ManualClock
from app.game.opponent import Plan
from app.game.round import Reason, Round, RoundState, Winner, solve_hand

SOLVABLE = cards_from_ranks([3, 3, 8, 8])
UNSOLVABLE = cards_from_ranks([1, 1, 1, 1])


def make_round(cards=SOLVABLE, computer_seconds=None, **options):
    clock = ManualClock(1000.0)
    solutions = solve_hand(cards)
    computer = None
    if computer_seconds is not None:
        computer = Plan(computer_seconds, solutions[0] if solutions else None, 0.9)
    ended = []
    game = Round(
        cards, clock=clock, solutions=solutions, computer=computer, on_end=ended.append, **options
    )
    return game, clock, ended


def test_a_right_answer_wins_the_point_with_its_time():
    game, clock, ended = make_round(computer_seconds=30)
    clock.advance(12.5)
    result = game.submit("8/(3-8/3)")
    assert result.ok
    assert game.state is RoundState.OVER and ended == [game]
    assert game.outcome.winner is Winner.PLAYER and game.outcome.reason is Reason.ANSWERED
    assert game.outcome.seconds == pytest.approx(12.5)
    assert game.outcome.answer_steps == ["8÷3 = 8/3", "3−8/3 = 1/3", "8÷(1/3) = 24"]


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        ("8+8+3+3", Verdict.WRONG_VALUE, "makes 22, not 24"),
        ("8*3", Verdict.CARDS, "8 is used once, but the hand has 2 of them"),
        ("8*3*3/3*8", Verdict.CARDS, "3 is used 3 times"),
        ("8*3*(8/8)", Verdict.CARDS, "8 is used 3 times"),
        ("8*(3+3", Verdict.SYNTAX, "position 3"),
        ("8/(3-3)*8", Verdict.DIVISION_BY_ZERO, "divides by zero"),
    ],
)
def test_each_wrong_answer_gets_its_message_and_the_player_may_retry(text, verdict, words):
    game, clock, _ = make_round(computer_seconds=40)
    clock.advance(5)
    result = game.submit(text)
    assert not result.ok and result.verdict is verdict and words in result.message
    assert game.state is RoundState.PLAYING
    clock.advance(5)
    assert game.submit("8/(3-8/3)").ok
    assert game.outcome.seconds == pytest.approx(10)
    assert len(game.attempts) == 2


def test_the_computer_wins_when_its_time_comes_first_and_shows_steps():
    game, clock, ended = make_round(computer_seconds=20)
    clock.advance(19.9)
    assert game.tick() is None
    clock.advance(0.2)
    outcome = game.tick()
    assert outcome is not None and outcome.winner is Winner.COMPUTER
    assert outcome.reason is Reason.COMPUTER_ANSWERED
    assert outcome.seconds == 20  # when the computer answered, not when we looked
    assert "8÷(3−8÷3)" in outcome.message
    assert outcome.answer_steps[-1] == "8÷(1/3) = 24"
    assert ended == [game]


def test_an_answer_after_the_computer_was_first_is_too_late():
    game, clock, _ = make_round(computer_seconds=20)
    clock.advance(25)  # no tick in between: submit itself applies the time
    result = game.submit("8/(3-8/3)")
    assert not result.ok and result.verdict is Verdict.NOT_PLAYING
    assert "round is over" in result.message
    assert game.outcome.winner is Winner.COMPUTER


def test_the_computer_declares_no_solution_when_its_time_comes():
    game, clock, _ = make_round(UNSOLVABLE, computer_seconds=30)
    clock.advance(31)
    outcome = game.tick()
    assert outcome.reason is Reason.COMPUTER_NO_SOLUTION and outcome.winner is Winner.COMPUTER
    assert outcome.answer is None
    assert outcome.message == (
        "The computer declares that A♠ A♥ A♦ A♣ has no solution. It is right."
    )


def test_right_no_solution_claim_scores():
    game, clock, _ = make_round(UNSOLVABLE, computer_seconds=30)
    clock.advance(8)
    outcome = game.claim_no_solution()
    assert outcome.winner is Winner.PLAYER and outcome.reason is Reason.CLAIM_RIGHT
    assert outcome.seconds == 8
    assert outcome.message == "Right: A♠ A♥ A♦ A♣ has no solution. A point to you."


def test_wrong_no_solution_claim_loses_and_shows_an_answer():
    game, clock, _ = make_round(computer_seconds=30)
    clock.advance(3)
    outcome = game.claim_no_solution()
    assert outcome.winner is Winner.COMPUTER and outcome.reason is Reason.CLAIM_WRONG
    assert outcome.answer is not None and outcome.answer.text == "8/(3-8/3)"
    assert "One answer: 8÷(3−8÷3) = 24" in outcome.message


def test_time_out_nobody_scores_and_an_answer_is_shown():
    game, clock, _ = make_round(computer_seconds=None)
    clock.advance(59.99)
    assert game.tick() is None and game.remaining() == pytest.approx(0.01)
    clock.advance(0.01)
    outcome = game.tick()
    assert outcome.winner is Winner.NOBODY and outcome.reason is Reason.TIMED_OUT
    assert outcome.answer.text == "8/(3-8/3)" and outcome.seconds == 60


def test_time_out_when_the_computer_is_slower_than_the_round():
    game, clock, _ = make_round(computer_seconds=75)
    clock.advance(80)
    assert game.tick().reason is Reason.TIMED_OUT


def test_time_out_on_a_hand_without_solution_says_so():
    game, clock, _ = make_round(UNSOLVABLE)
    clock.advance(60)
    outcome = game.tick()
    assert outcome.answer is None
    assert outcome.message.endswith("There is no solution to A♠ A♥ A♦ A♣.")


def test_pause_stops_the_clock_and_hides_the_cards():
    game, clock, _ = make_round(computer_seconds=20)
    clock.advance(10)
    assert game.pause()
    assert game.cards_hidden and game.state is RoundState.PAUSED
    clock.advance(500)  # a long pause: neither the computer nor the deadline move
    assert game.tick() is None
    assert game.elapsed() == 10 and game.remaining() == 50
    refused = game.submit("8/(3-8/3)")
    assert refused.verdict is Verdict.NOT_PLAYING and "paused" in refused.message
    assert game.claim_no_solution() is None
    assert game.resume()
    assert not game.cards_hidden
    clock.advance(9)
    assert game.tick() is None
    clock.advance(1)
    assert game.tick().winner is Winner.COMPUTER


def test_pause_and_resume_only_when_they_make_sense():
    game, _, _ = make_round()
    assert not game.resume()
    game.skip()
    assert not game.pause()


def test_hint_is_the_coachs_first_rung_and_costs_time():
    game, clock, _ = make_round(computer_seconds=None, hint_seconds=10)
    clock.advance(5)
    hint = game.hint()
    assert hint.text.startswith("Every answer needs a fraction") and hint.cost_seconds == 10
    assert game.remaining() == pytest.approx(45)
    assert game.hint() is hint and game.remaining() == pytest.approx(45)  # no double charge
    clock.advance(45)
    assert game.tick().reason is Reason.TIMED_OUT


def test_hint_is_refused_when_time_cannot_pay_for_it():
    game, clock, _ = make_round(hint_seconds=10)
    clock.advance(55)
    assert not game.can_hint and game.hint() is None


@pytest.mark.parametrize("ranks", [[1, 1, 1, 1], [1, 1, 2, 2], [13, 13, 13, 13], [2, 5]])
def test_a_hint_on_a_hand_without_solution_does_not_say_so(ranks):
    """The hint asks a plan as a hand with an answer's plan is asked: the "no solution" point
    is the player's to find (#36 point 12)."""
    game, _, _ = make_round(cards_from_ranks(ranks))
    text = game.hint().text
    assert text.endswith("?") and ("There is a" in text or "Join" in text), text
    said = text.lower()
    assert not any(word in said for word in ("no answer", "no solution", "cannot", "no way"))


@pytest.mark.parametrize("ranks", [[1, 2, 3, 4], [3, 3, 8, 8], [1, 5, 5, 5], [6, 6, 6, 6], [4, 6]])
def test_a_hint_never_writes_an_answer(ranks):
    cards = cards_from_ranks(ranks)
    game, _, _ = make_round(cards)
    assert not reveals(game.hint().text, tuple(ranks), 24)


def test_skip_ends_the_round_for_nobody_with_an_answer():
    game, clock, ended = make_round(computer_seconds=30)
    clock.advance(4)
    outcome = game.skip()
    assert outcome.winner is Winner.NOBODY and outcome.reason is Reason.SKIPPED
    assert outcome.answer is not None and ended == [game]
    assert game.skip() is None and game.tick() is None


def test_round_solves_the_hand_itself_when_not_given_solutions():
    game = Round(SOLVABLE, clock=ManualClock())
    assert [s.text for s in game.solutions] == ["8/(3-8/3)"]
    assert game.computer_seconds == math.inf


def test_other_targets_work():
    game = Round(cards_from_ranks([1, 2, 5]), 8, clock=ManualClock())
    assert game.submit("(5-1)*2").ok


def test_a_right_answer_with_card_letters_is_kept_as_the_deck_counts_them():
    from app.game.decks import DeckKind, DeckRules

    ten = DeckRules(DeckKind.FACES_TEN)
    hand = (ten.card(13, "S"), ten.card(12, "H"), ten.card(2, "D"), ten.card(2, "C"))
    game = Round(hand, clock=ManualClock(0.0))
    assert game.submit("K+Q+2+2").ok
    assert game.outcome is not None and game.outcome.answer is not None
    assert game.outcome.answer.text == "10+10+2+2"  # not 13+12+2+2
