"""Two players at one keyboard, driven without widgets."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app.game.base_session import Notice
from app.game.clock import ManualClock
from app.game.decks import DeckRules
from app.game.duel import DuelOptions, DuelPhase, DuelSession, DuelSummary


class Recorder:
    def __init__(self) -> None:
        self.duels = []

    def record_duel(self, summary) -> int:
        self.duels.append(summary)
        return len(self.duels)


def new_duel(**options):
    clock = ManualClock(50.0)
    recorder = Recorder()
    options.setdefault("names", ("Ann", "Bo"))
    duel = DuelSession(DuelOptions(**options), clock=clock, rng=random.Random(2), recorder=recorder)
    return duel, clock, recorder


def deal(duel, job) -> None:
    assert job is not None and duel.dealt(job.run())


def test_the_first_to_buzz_answers_and_a_right_answer_scores():
    duel, _, _ = new_duel()
    deal(duel, duel.start(((3, 3, 8, 8),)))
    assert duel.phase is DuelPhase.BUZZING and duel.can_buzz(0) and duel.can_buzz(1)
    assert duel.buzz(1) and duel.phase is DuelPhase.ANSWERING and duel.answering == 1
    assert not duel.buzz(0)  # too late: Bo is answering
    assert duel.submit("8/(3-8/3)").ok
    assert duel.scores == [0, 1] and duel.phase is DuelPhase.ROUND_OVER
    done = duel.last_round
    assert done.points == (0, 1) and done.headline == "Bo scores a point!" and done.scorer == 1
    assert done.answer.text == "8/(3-8/3)" and done.others() == "It is the hand's only answer."
    assert [str(step) for step in done.answer.steps][-1] == "8/(1/3) = 24"  # its working
    assert duel.hand_number == 1  # the hand just played, not the next one


def test_a_wrong_answer_costs_a_point_and_the_other_may_buzz():
    duel, _, _ = new_duel()
    deal(duel, duel.start(((3, 3, 8, 8),)))
    duel.buzz(0)
    assert not duel.submit("8*3").ok
    assert duel.scores == [-1, 0] and duel.phase is DuelPhase.BUZZING
    assert not duel.can_buzz(0) and duel.can_buzz(1)
    assert "A point off. Bo may buzz now." in duel.feedback
    duel.buzz(1)
    duel.submit("3*8+8-8")  # wrong: 8 used 3 times
    assert duel.scores == [-1, -1] and duel.phase is DuelPhase.ROUND_OVER
    done = duel.last_round
    assert done.headline == "Both have missed: nobody scores" and done.scorer is None
    assert "8 is used" in done.message and done.answer.text == "8/(3-8/3)"
    assert done.points_text(duel.names) == "Ann −1 · Bo −1"


def test_a_hand_won_after_the_others_miss_says_so():
    """A defect seen: a hand won after the other's wrong answer said only "Bo scores a
    point!"."""
    duel, clock, _ = new_duel()
    deal(duel, duel.start(((3, 3, 8, 8), (3, 3, 8, 8), (3, 3, 8, 8))))
    duel.buzz(0)
    duel.submit("8*3")
    duel.buzz(1)
    duel.submit("8/(3-8/3)")
    assert duel.last_round.headline == "Bo scores a point after Ann's wrong answer!"
    deal(duel, duel.next())
    duel.buzz(1)
    duel.claim_no_solution()
    duel.buzz(0)
    duel.submit("8/(3-8/3)")
    assert duel.last_round.headline == "Ann scores a point after Bo's wrong claim!"
    deal(duel, duel.next())
    duel.buzz(0)
    clock.advance(duel.options.answer_seconds + 0.1)
    duel.buzz(1)
    duel.submit("8/(3-8/3)")
    assert duel.last_round.headline == "Bo scores a point after Ann ran out of time!"


def test_negative_scores_have_a_true_minus_sign():
    """A defect seen: "Player 1 wins 2 to -1!", beside "−1" in the hand's points."""
    summary = DuelSummary(("Ann", "Bo"), (2, -1), 2, (), True, DeckRules())
    assert summary.verdict() == "Ann wins 2 to −1!"
    stopped = replace(summary, scores=(-1, 0), finished=False)
    assert stopped.verdict() == "Duel stopped: Ann −1, Bo 0."
    assert replace(summary, scores=(-2, -2)).verdict() == "A draw, −2 each."


def test_too_slow_an_answer_counts_as_wrong():
    duel, clock, _ = new_duel()
    deal(duel, duel.start(((1, 2, 3, 4),)))
    duel.buzz(0)
    clock.advance(duel.options.answer_seconds + 0.1)
    assert duel.tick() and duel.scores == [-1, 0] and duel.phase is DuelPhase.BUZZING
    assert "Ann ran out of time." in duel.feedback


def test_the_hands_clock_waits_while_a_player_answers():
    duel, clock, _ = new_duel(round_seconds=30)
    deal(duel, duel.start(((1, 2, 3, 4),)))
    clock.advance(10)
    duel.buzz(0)
    clock.advance(15)
    duel.submit("1+2+3+4")  # wrong
    assert duel.remaining() == pytest.approx(20)


def test_claims_of_no_solution():
    duel, _, _ = new_duel()
    deal(duel, duel.start(((1, 1, 1, 1), (3, 3, 8, 8))))
    duel.buzz(1)
    duel.claim_no_solution()
    assert duel.scores == [0, 1] and "no solution" in duel.last_round.message
    deal(duel, duel.next())
    duel.buzz(0)
    duel.claim_no_solution()
    assert duel.scores == [-1, 1] and duel.phase is DuelPhase.BUZZING


def test_nobody_buzzes_in_time():
    duel, clock, _ = new_duel(round_seconds=30)
    deal(duel, duel.start(((3, 3, 8, 8),)))
    clock.advance(30)
    assert duel.tick() and duel.phase is DuelPhase.ROUND_OVER and duel.scores == [0, 0]
    assert duel.last_round.headline == "Time is up: nobody scores"
    assert duel.last_round.message == "" and duel.last_round.answer is not None


def test_first_to_the_goal_wins_and_the_duel_is_recorded():
    duel, _, recorder = new_duel(goal=2)
    deal(duel, duel.start(((1, 2, 3, 4), (4, 4, 10, 10))))
    duel.buzz(0)
    duel.submit("1*2*3*4")
    deal(duel, duel.next())
    duel.buzz(0)
    duel.submit("(10*10-4)/4")
    # the last hand's result first (a defect seen: the last point jumped to the set-up page),
    # then the standings, then the set-up page
    assert duel.phase is DuelPhase.ROUND_OVER and duel.decided
    assert duel.last_round.answer.text == "(10*10-4)/4"
    assert duel.last_round.others() == "It is the hand's only answer."
    assert duel.rounds[0].others() == "The hand has 2 other answers."  # 1 2 3 4 has three
    assert duel.next() is None and duel.phase is DuelPhase.OVER and not duel.in_game
    duel.close()
    assert duel.phase is DuelPhase.READY
    (summary,) = recorder.duels
    assert summary.scores == (2, 0) and summary.finished and summary.winner == 0
    assert summary.verdict() == "Ann wins 2 to 0!"
    assert duel.notice == Notice("The duel is saved in your history.", kept=True)


def test_a_duel_ended_early_is_recorded_unfinished_and_an_empty_one_not_at_all():
    duel, _, recorder = new_duel()
    deal(duel, duel.start(((1, 2, 3, 4),)))
    duel.end()
    assert recorder.duels == [] and duel.phase is DuelPhase.READY
    deal(duel, duel.start(((1, 2, 3, 4), (3, 3, 8, 8))))
    duel.skip()
    deal(duel, duel.next())
    duel.end()
    (summary,) = recorder.duels
    assert not summary.finished and len(summary.rounds) == 1


def test_a_stale_deal_is_ignored():
    duel, _, _ = new_duel()
    old = duel.start()
    new = duel.start(((3, 3, 8, 8),))
    assert not duel.dealt(old.run())
    deal(duel, new)
    assert sorted(card.value for card in duel.cards) == [3, 3, 8, 8]
