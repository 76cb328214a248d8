"""A match: the deck until it runs out or N rounds, only-solvable, difficulty, the summary."""

import random
import threading

import pytest

from app.game.clock import ManualClock
from app.game.levels import ComputerLevel, HandLevel
from app.game.match import LEVEL_MAX_CARDS, Match, MatchOptions
from app.game.round import Reason, Winner
from solver import solvable
from solver.make24 import difficulty


def new_match(**options):
    clock = ManualClock()
    rng = random.Random(options.pop("seed", 11))
    return Match(MatchOptions(**options), clock=clock, rng=rng), clock


def play_out(match, act):
    while (game := match.next_round()) is not None:
        act(game)
    return match.summary()


def test_a_match_deals_the_whole_deck_in_thirteen_rounds():
    match, _ = new_match()
    seen = []
    summary = play_out(match, lambda game: (seen.extend(game.cards), game.skip()))
    assert summary.rounds_played == 13 and len(set(seen)) == 52
    assert match.is_over and match.deal_job() is None


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


def test_dealing_by_difficulty_level():
    expert = set(difficulty.levels().hands[difficulty.level_index("Expert")])
    match, _ = new_match(rounds=3, deal_level=HandLevel.EXPERT)
    hands = []
    play_out(match, lambda game: (hands.append(tuple(sorted(game.numbers))), game.skip()))
    assert len(hands) == 3 and all(hand in expert for hand in hands)


def test_a_difficulty_for_too_many_cards_deals_any_hand_and_says_why():
    match, _ = new_match(card_count=LEVEL_MAX_CARDS + 1, deal_level=HandLevel.EASY, rounds=1)
    dealt = match.deal_job().run()
    assert dealt.setup is not None and "any difficulty" in dealt.note


def test_the_deal_job_runs_on_another_thread_without_touching_the_match():
    match, _ = new_match(rounds=2, only_solvable=True)
    before = match.deck.cards
    job = match.deal_job()
    done = []
    worker = threading.Thread(target=lambda: done.append(job.run()))
    worker.start()
    worker.join()
    assert match.deck.cards == before and match.current is None  # nothing changed yet
    game = match.accept(done[0])
    assert game is not None and solvable(game.numbers)
    assert all(card not in match.deck for card in game.cards)
    assert len(match.deck) == 52 - 4
    with pytest.raises(RuntimeError, match="in progress"):
        match.deal_job()


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
    assert summary.verdict() == "The computer wins the match."
    lines = summary.lines()
    assert "You 1 : 2 computer (Casual)" in lines
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


def test_abandoning_drops_the_round_in_progress_and_ends_the_match():
    match, _ = new_match()
    match.next_round().skip()
    match.next_round()
    match.abandon()
    assert match.is_over and match.deal_job() is None
    summary = match.summary()
    assert summary.rounds_played == 1 and not summary.finished
    assert summary.lines()[-1] == "You left after 1 round of 13: the match is kept as abandoned."


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="2 to 6"):
        MatchOptions(card_count=7)
    with pytest.raises(ValueError, match="at least one round"):
        MatchOptions(rounds=0)


def test_five_card_match_deals_ten_rounds():
    match, _ = new_match(card_count=5)
    assert play_out(match, lambda game: game.skip()).rounds_played == 10


def test_a_chosen_hand_is_dealt_from_the_deck():
    match, _ = new_match()
    game = match.next_round((3, 3, 8, 8))
    assert sorted(game.numbers) == [3, 3, 8, 8] and len(set(game.cards)) == 4
    assert all(card not in match.deck for card in game.cards)


def test_summary_counts_hints_and_says_the_level():
    match, clock = new_match(rounds=2, only_solvable=True, level=ComputerLevel.BEGINNER)
    game = match.next_round()
    game.hint()
    clock.advance(3)
    assert game.submit(game.solutions[0].text).ok
    match.next_round().skip()
    summary = match.summary()
    assert summary.hints_used == 1 and "Hints taken: 1" in summary.lines()
    assert summary.average_answer_time == pytest.approx(13)  # 3 s and 10 s for the hint
    assert "(Beginner)" in summary.lines()[0]
