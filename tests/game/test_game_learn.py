"""The learning path, driven without widgets: its stages, stars, unlocking and kept progress."""

from __future__ import annotations

import random

import pytest

from app.game.clock import ManualClock
from app.game.history import History
from app.game.learn import (
    HANDS,
    SLOW_SECONDS,
    STAGES,
    HandResult,
    LearnPhase,
    LearnSession,
    StageJob,
    StageResult,
    stage_hands,
    stage_news,
    stage_stars,
    stage_title,
    stars_text,
)
from app.game.puzzle import Try
from solver import ALL_OPERATORS, OperatorSet, solvable, solve


def new_path(tmp_path, seed=5):
    clock = ManualClock(0.0)
    history = History(tmp_path / "history.sqlite3")
    session = LearnSession(clock=clock, rng=random.Random(seed), recorder=history)
    return session, clock, history


def open_stage(session, number):
    job = session.open(STAGES[number - 1])
    assert job is not None and session.phase is LearnPhase.DEALING
    assert session.dealt(job.run())
    assert session.phase is LearnPhase.SOLVING


def solve_hand(session, clock, seconds=5.0):
    clock.advance(seconds)
    attempt = session.submit(session.puzzle.solutions[0].text)
    assert attempt.kind is Try.NEW and session.phase is LearnPhase.HAND_DONE


def finish_stage(session, clock, seconds=5.0):
    for _ in range(len(session.hands)):
        solve_hand(session, clock, seconds)
        session.next()
    assert session.phase is LearnPhase.STAGE_DONE


# --- the stages ------------------------------------------------------------------------------


def test_there_are_about_ten_stages_from_small_sums_to_fractions():
    assert [stage.number for stage in STAGES] == list(range(1, 11))
    first, last = STAGES[0], STAGES[-1]
    assert first.operators == OperatorSet("+") and first.cards == 3 and first.target == 10
    assert last.operators == ALL_OPERATORS
    for stage in STAGES:
        assert stage_title(stage) and stage_news(stage)


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: f"stage {stage.number}")
def test_every_hand_a_stage_deals_is_solvable_by_its_rules_and_needs_what_it_brings(stage):
    hands = stage_hands(stage)
    assert len(hands) >= HANDS
    for hand in hands:
        assert len(hand) == stage.cards and stage.low <= min(hand) <= max(hand) <= stage.high
        assert solvable(hand, stage.target, operators=stage.operators)
        if stage.without is not None:
            assert not solvable(hand, stage.target, operators=stage.without)
        if stage.pictures:
            assert max(hand) > 10


def test_the_multiplying_stage_deals_hands_that_need_a_times():
    hands = stage_hands(STAGES[3])
    assert (1, 1, 1, 8) in hands  # (1+1+1) × 8
    assert (4, 6, 7, 7) not in hands  # 4 + 6 + 7 + 7: no × needed


def test_the_last_stage_deals_only_hands_that_need_a_fraction():
    hands = stage_hands(STAGES[-1])
    assert (3, 3, 8, 8) in hands
    for hand in hands:
        for found in solve(hand, 24):
            assert any(step.text("ascii").count("/") for step in found.steps)


def test_a_stage_job_deals_different_hands_of_its_cards_the_same_for_a_seed():
    stage = STAGES[7]  # picture cards
    dealt = StageJob(stage, 11).run()
    again = StageJob(stage, 11).run()
    assert [hand.cards for hand in dealt.hands] == [hand.cards for hand in again.hands]
    assert len({tuple(card.value for card in hand.cards) for hand in dealt.hands}) == HANDS
    for hand in dealt.hands:
        assert any(card.rank > 10 for card in hand.cards)  # a J, Q or K
        assert hand.solutions


# --- stars -----------------------------------------------------------------------------------


def test_a_hand_loses_a_star_for_each_hint_two_mistakes_and_slowness():
    assert HandResult(0, 0, 10.0, False).stars == 3
    assert HandResult(1, 0, 10.0, False).stars == 2
    assert HandResult(0, 1, 10.0, False).stars == 3
    assert HandResult(0, 2, 10.0, False).stars == 2
    assert HandResult(0, 0, SLOW_SECONDS + 1, False).stars == 2
    assert HandResult(2, 3, SLOW_SECONDS + 1, False).stars == 0
    assert HandResult(0, 0, 1.0, True).stars == 0
    assert stage_stars([HandResult(0, 0, 1, False)] * 2 + [HandResult(1, 0, 1, False)] * 2) == 3
    assert stage_stars([HandResult(1, 0, 1, False)] * 2 + [HandResult(0, 0, 1, True)] * 2) == 1
    assert stars_text(2) == "★★☆"


# --- playing the path ------------------------------------------------------------------------


def test_only_the_first_stage_is_open_at_first_and_finishing_one_opens_the_next(tmp_path):
    session, clock, _ = new_path(tmp_path)
    assert session.phase is LearnPhase.MAP and session.enter_action() == "open"
    assert [session.unlocked(stage) for stage in STAGES[:3]] == [True, False, False]
    assert session.open(STAGES[1]) is None and session.phase is LearnPhase.MAP
    assert session.refused_reason() == "Stage 2 is locked: finish stage 1 first."
    assert not session.choose(STAGES[1])  # the same stage: the line stays
    assert session.choose(STAGES[0]) and session.refused_reason() == ""
    # a locked stage chosen says why at once, before Enter (a defect seen: nothing until Enter)
    assert session.choose(STAGES[2])
    assert session.refused_reason() == "Stage 3 is locked: finish stage 2 first."
    assert session.choose(STAGES[0]) and session.refused_reason() == ""
    assert session.suggested is STAGES[0]
    open_stage(session, 1)
    assert session.operators == OperatorSet("+")
    finish_stage(session, clock)
    assert session.stars == 3 and session.best(STAGES[0]) == 3
    assert session.unlocked(STAGES[1]) and not session.unlocked(STAGES[2])
    assert session.locked_reason(STAGES[1]) is None
    assert session.locked_reason(STAGES[2]) == "Stage 3 is locked: finish stage 2 first."
    assert session.enter_action() == "next"
    job = session.next()  # on to stage 2
    assert isinstance(job, StageJob) and job.stage is STAGES[1]


def test_hints_mistakes_and_time_cost_stars_and_the_third_hint_shows_the_answer(tmp_path):
    session, clock, _ = new_path(tmp_path)
    open_stage(session, 1)
    assert session.stars_now() == 3 and session.hints_left == 3
    assert session.submit("").kind is Try.WRONG  # Enter on an empty line: no try
    assert session.submit("1+1+1").kind is Try.WRONG
    assert session.stars_now() == 3
    session.submit("2+2+2")
    assert session.stars_now() == 2  # two wrong tries
    session.take_hint()
    assert session.stars_now() == 1
    clock.advance(SLOW_SECONDS + 1)
    assert session.stars_now() == 0
    session.take_hint()
    assert session.phase is LearnPhase.SOLVING
    session.take_hint()
    assert session.phase is LearnPhase.HAND_DONE and session.puzzle.revealed
    assert session.results[-1].shown and session.results[-1].stars == 0


def test_a_right_answer_says_the_stars_it_earned(tmp_path):
    session, clock, _ = new_path(tmp_path)
    open_stage(session, 1)
    session.take_hint()
    clock.advance(3.0)
    attempt = session.submit(session.puzzle.solutions[0].text)
    assert attempt.message == "Right! ★★☆"


def test_an_answer_with_an_operator_the_stage_leaves_out_is_refused(tmp_path):
    session, _, _ = new_path(tmp_path)
    open_stage(session, 1)
    numbers = session.puzzle.numbers
    attempt = session.submit(f"({numbers[0]}+{numbers[1]})*{numbers[2]}/1")
    assert attempt.kind is Try.WRONG


def test_progress_is_kept_in_the_history_the_best_stars_of_each_stage(tmp_path):
    session, clock, history = new_path(tmp_path)
    open_stage(session, 1)
    finish_stage(session, clock)
    session.again()
    session.dealt(session._job.run())
    for _ in range(len(session.hands)):
        session.give_up()
        session.next()
    assert session.phase is LearnPhase.STAGE_DONE and session.stars == 0
    assert history.stage_stars() == {1: 3} and history.stages_finished() == 2
    history.close()
    later, _, _ = new_path(tmp_path)
    assert later.best(STAGES[0]) == 3 and later.unlocked(STAGES[1])
    assert later.suggested is STAGES[1] and later.total_stars == 3


def test_a_stage_left_half_way_is_not_kept(tmp_path):
    session, clock, history = new_path(tmp_path)
    open_stage(session, 1)
    solve_hand(session, clock)
    session.to_map()
    assert session.phase is LearnPhase.MAP and history.stage_stars() == {}
    assert not session.unlocked(STAGES[1])


def test_a_stage_left_and_opened_again_goes_on_where_it_was(tmp_path):
    """A defect seen: leaving a stage and coming back dealt new hands with full stars, a
    hint's cost undone."""
    session, clock, _ = new_path(tmp_path)
    open_stage(session, 1)
    solve_hand(session, clock)
    session.next()
    cards = session.puzzle.cards
    clock.advance(10.0)
    session.take_hint()
    session.type("1+")
    worth = session.stars_now()
    assert worth == 2
    session.to_map()
    clock.advance(500.0)  # time on the map is not time on the hand
    assert session.open(STAGES[0]) is None and session.phase is LearnPhase.SOLVING
    assert session.puzzle.cards == cards and session.index == 1 and len(session.results) == 1
    assert session.stars_now() == worth and session.hints_left == 2 and session.draft == "1+"
    assert session.seconds() == pytest.approx(10.0)
    for _ in range(len(session.hands) - 1):
        solve_hand(session, clock)
        session.next()
    assert session.phase is LearnPhase.STAGE_DONE and session.stars == 3
    assert [r.hints for r in session.results][:2] == [0, 1]
    session.to_map()
    assert session.open(STAGES[0]) is not None  # a finished stage is dealt afresh


def test_a_hand_is_timed_on_the_clock_the_session_has_then(tmp_path):
    """The screenshots give a session a clock of their own once it is made: the hand's seconds
    (and its stars) are read on that clock, not the one it was made with."""
    session, _clock, _ = new_path(tmp_path)
    later = ManualClock(1000.0)
    session.clock = later
    open_stage(session, 1)
    later.advance(12.0)
    assert session.seconds() == pytest.approx(12.0)
    session.submit(session.puzzle.solutions[0].text)
    later.advance(30.0)
    assert session.seconds() == pytest.approx(12.0)  # kept as it stood when solved


def test_a_stale_deal_is_ignored(tmp_path):
    session, _, _ = new_path(tmp_path)
    first = session.open(STAGES[0])
    session.to_map()
    assert not session.dealt(first.run())
    assert session.phase is LearnPhase.MAP


def test_after_the_last_stage_the_path_goes_back_to_the_map(tmp_path):
    history = History(tmp_path / "history.sqlite3")
    for number in range(1, len(STAGES)):
        history.record_stage(StageResult(number, 1, 0, 0, 10.0))
    history.close()
    session, clock, _ = new_path(tmp_path)
    assert session.suggested is STAGES[-1]
    open_stage(session, len(STAGES))
    finish_stage(session, clock)
    assert session.next_stage is None
    assert session.next() is None and session.phase is LearnPhase.MAP


def test_a_history_that_cannot_be_written_becomes_a_notice(tmp_path):
    class Broken:
        def record_stage(self, result):
            raise OSError("disk full")

        def stage_stars(self):
            return {}

    clock = ManualClock(0.0)
    session = LearnSession(clock=clock, rng=random.Random(1), recorder=Broken())
    open_stage(session, 1)
    finish_stage(session, clock)
    assert session.notice is not None and "disk full" in session.notice.text
    assert session.unlocked(STAGES[1])  # this session still opens the next stage
