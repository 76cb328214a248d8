"""A match: the deck until it runs out or N rounds, only-solvable, a deal filter, the summary."""

import random

import pytest

from app.game.clock import ManualClock
from app.game.match import Match, MatchOptions, level_filter
from app.game.opponent import Level, Opponent, solution_hardness
from app.game.round import Reason, Winner
from solver import difficulty, solvable


def new_match(**options):
    clock = ManualClock()
    rng = random.Random(options.pop("seed", 11))
    opponent = Opponent(options.get("level", Level.NORMAL), rng, hardness=solution_hardness)
    return Match(MatchOptions(**options), clock=clock, rng=rng, opponent=opponent), clock


def play_out(match, act):
    while (game := match.next_round()) is not None:
        act(game)
    return match.summary()


def test_a_match_deals_the_whole_deck_in_thirteen_rounds():
    match, _ = new_match()
    seen = []
    summary = play_out(match, lambda game: (seen.extend(game.cards), game.skip()))
    assert summary.rounds_played == 13 and len(set(seen)) == 52
    assert match.is_over and match.deal() is None


def test_a_chosen_number_of_rounds_even_beyond_one_deck():
    match, _ = new_match(rounds=15)
    summary = play_out(match, lambda game: game.skip())
    assert summary.rounds_played == 15


def test_only_solvable_deals_only_solvable_hands():
    match, _ = new_match(only_solvable=True, seed=3)
    hands = []
    play_out(match, lambda game: (hands.append(game.numbers), game.skip()))
    assert hands and all(solvable(hand) for hand in hands)
    cards = [card for result in match.results for card in result.cards]
    assert len(cards) == len(set(cards))


def test_deal_filter_hook_chooses_hands():
    match, _ = new_match(rounds=5)
    match.deal_filter = lambda numbers, target: max(numbers) <= 6
    hands = []
    play_out(match, lambda game: (hands.append(game.numbers), game.skip()))
    assert len(hands) == 5 and all(max(hand) <= 6 for hand in hands)


def test_filter_nothing_passes_ends_the_match():
    match, _ = new_match()
    match.deal_filter = lambda numbers, target: False
    assert match.next_round() is None and match.is_over
    assert match.summary().rounds_played == 0


def test_scores_and_summary_after_a_full_match():
    match, clock = new_match(rounds=4, seed=21, only_solvable=True)
    plan = iter(["answer", "slow", "claim", "skip"])

    def act(game):
        move = next(plan)
        if move == "answer":
            clock.advance(6)
            assert game.submit(game.solutions[0].text).ok
        elif move == "slow":
            clock.advance(game.computer_seconds + 1)
            game.tick()
        elif move == "claim":
            clock.advance(2)
            game.claim_no_solution()  # wrong: only solvable hands are dealt
        else:
            clock.advance(1)
            game.skip()

    summary = play_out(match, act)
    assert (summary.player_points, summary.computer_points) == (1, 2)
    assert (summary.rounds_won, summary.rounds_lost, summary.rounds_drawn) == (1, 2, 1)
    assert summary.average_answer_time == pytest.approx(6)
    assert summary.winner is Winner.COMPUTER and summary.finished
    reasons = [r.outcome.reason for r in summary.results]
    assert reasons == [
        Reason.ANSWERED,
        Reason.COMPUTER_ANSWERED,
        Reason.CLAIM_WRONG,
        Reason.SKIPPED,
    ]
    lines = summary.lines()
    assert lines[0] == "The computer wins the match."
    assert "You 1 : 2 computer (Normal)" in lines
    assert "Average answer time: 6.0 s" in lines


def test_average_answer_time_over_won_rounds_only():
    match, clock = new_match(rounds=3, only_solvable=True)
    times = iter([4.0, 10.0])

    def act(game):
        seconds = next(times, None)
        if seconds is None:
            game.skip()
        else:
            clock.advance(seconds)
            game.submit(game.solutions[-1].text)

    summary = play_out(match, act)
    assert summary.rounds_won == 2 and summary.average_answer_time == pytest.approx(7)
    assert summary.winner is Winner.PLAYER


def test_quit_skips_the_current_round_and_ends_the_match():
    match, _ = new_match()
    game = match.next_round()
    match.quit()
    assert game.is_over and match.is_over and match.next_round() is None
    summary = match.summary()
    assert summary.rounds_played == 1 and not summary.finished
    assert summary.lines()[-1] == "You quit before the last round."


def test_prepare_in_a_worker_then_start_round():
    match, _ = new_match(rounds=1)
    cards = match.deal()
    setup = match.prepare(cards)
    assert setup.computer is not None and setup.cards == cards
    game = match.start_round(setup)
    assert game.solutions == list(setup.solutions)
    with pytest.raises(RuntimeError, match="in progress"):
        match.deal()


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="2 to 6"):
        MatchOptions(card_count=7)
    with pytest.raises(ValueError, match="at least one round"):
        MatchOptions(rounds=0)


def test_five_card_match_deals_ten_rounds():
    match, _ = new_match(card_count=5)
    assert play_out(match, lambda game: game.skip()).rounds_played == 10


def test_a_filter_that_refuses_with_an_error_just_skips_the_hand():
    match, _ = new_match(rounds=2)

    def picky(numbers, target):
        if not solvable(numbers, target):
            raise ValueError("no score for a hand without solution")
        return True

    match.deal_filter = picky
    hands = []
    play_out(match, lambda game: (hands.append(game.numbers), game.skip()))
    assert len(hands) == 2 and all(solvable(hand) for hand in hands)


def test_dealing_by_difficulty_level():
    expert = set(difficulty.levels().hands[difficulty.level_index("Expert")])
    match, _ = new_match(rounds=3)
    match.deal_filter = level_filter("Expert")
    hands = []
    play_out(match, lambda game: (hands.append(tuple(sorted(game.numbers))), game.skip()))
    assert len(hands) == 3 and all(hand in expert for hand in hands)
    with pytest.raises(ValueError, match="not a level"):
        level_filter("Impossible")


def test_summary_counts_hints_and_changing_the_filter_takes_effect():
    match, clock = new_match(rounds=2, only_solvable=True, level=Level.EASY)
    match.deal_filter = lambda numbers, target: max(numbers) <= 5
    game = match.next_round()
    assert max(game.numbers) <= 5
    game.hint()
    clock.advance(3)
    assert game.submit(game.solutions[0].text).ok
    match.deal_filter = lambda numbers, target: min(numbers) >= 9
    game = match.next_round()
    assert min(game.numbers) >= 9
    game.skip()
    summary = match.summary()
    assert summary.hints_used == 1 and "Hints taken: 1" in summary.lines()
