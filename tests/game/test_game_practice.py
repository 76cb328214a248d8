"""Practice, driven without widgets: graduated hints, every different answer, hard hands back."""

from __future__ import annotations

import random

from app.game.clock import ManualClock
from app.game.decks import DeckRules
from app.game.history import History
from app.game.practice import (
    REVIEW_GAPS,
    PracticeOptions,
    PracticePhase,
    PracticeResult,
    PracticeSession,
    Review,
    review_after,
)
from app.game.puzzle import Try


def new_practice(tmp_path, seed=3):
    clock = ManualClock(0.0)
    history = History(tmp_path / "history.sqlite3")
    session = PracticeSession(
        PracticeOptions(), clock=clock, rng=random.Random(seed), recorder=history
    )
    return session, clock, history


def deal(session, job, ranks=None):
    """Run a deal job (with these ranks instead of the deck's top, if given)."""
    from dataclasses import replace

    if ranks is not None:
        job = replace(job, ranks=ranks)
        session._job = job
    assert session.dealt(job.run())


def test_hints_are_the_coachs_ladder_and_each_rung_costs_a_star(tmp_path):
    session, _, _ = new_practice(tmp_path)
    deal(session, session.start(), (1, 2, 6, 8))
    assert session.stars_now() == 3 and session.hints_left == 4
    plan = session.hint()
    assert plan == "There is a 6, and 24 = 4 × 6: can A 2 8 make 4?"
    assert session.stars_now() == 2 and session.hints_left == 3
    assert session.hint() == "Keep the A to multiply by: make 4 from 2 8."  # the card, named
    assert session.stars_now() == 1
    assert session.hint() == "Start with 8 ÷ 2 = 4."
    assert session.stars_now() == 0 and session.phase is PracticePhase.SOLVING
    last = session.hint()
    assert last.startswith("One answer: 8 ÷ 2 × 1 × 6 = 24.")
    assert session.phase is PracticePhase.SHOWN
    assert session.stars_now() == 0 and session.hint() is None
    assert [r.kind.value for r in session.puzzle.rungs_taken] == ["plan", "goal", "step", "answer"]


def test_a_hand_that_needs_a_fraction_says_why_first_and_stars_never_go_below_zero(tmp_path):
    session, _, history = new_practice(tmp_path)
    deal(session, session.start(), (3, 3, 8, 8))
    assert session.hints_left == 9
    assert session.hint().startswith("Every answer needs a fraction")
    for _ in range(4):
        session.hint()
    assert session.stars_now() == 0 and session.phase is PracticePhase.SOLVING
    assert session.hint().startswith("There is an 8, and 24 = 8 ÷ (1/3)")
    assert session.submit("8/(3-8/3)").kind is Try.NEW
    assert session.hints_left == 0 and session.hint() is None
    session.next()
    assert history.practice_stars() == 0


def test_after_a_right_answer_the_player_looks_for_the_others(tmp_path):
    session, _, _ = new_practice(tmp_path)
    deal(session, session.start(), (1, 2, 3, 4))
    assert session.submit("4*3*2*1").kind is Try.NEW
    assert session.phase is PracticePhase.SOLVED and "3 different answers" in session.last.message
    again = session.submit("1*2*3*4")
    assert again.kind is Try.AGAIN and "4×3×2×1 again" in again.message
    assert session.submit("(1+2+3)*4").kind is Try.NEW
    assert "2 of 3 different answers found" in session.last.message
    assert session.submit("4*3*2+1").kind is Try.WRONG
    assert session.submit("(4+2)*(3+1)").kind is Try.NEW
    assert "all of them" in session.last.message
    session.type("")
    assert session.enter_action() == "next"


def test_enter_submits_while_solving_and_deals_when_nothing_is_typed_after(tmp_path):
    session, _, _ = new_practice(tmp_path)
    assert session.enter_action() == "start"
    deal(session, session.start(), (1, 2, 3, 4))
    assert session.enter_action() == "submit"
    session.submit("4*3*2*1")
    session.type("(1+2+3)*4")
    assert session.enter_action() == "submit"
    session.type("")
    assert session.enter_action() == "next"


def test_a_hard_hand_comes_back_spaced_out_until_it_is_easy(tmp_path):
    session, clock, history = new_practice(tmp_path)
    deal(session, session.start(), (3, 3, 8, 8))
    session.give_up()
    job = session.next()
    assert history.review((3, 3, 8, 8), 24, DeckRules()) == Review((3, 3, 8, 8), 1, 1 + 3)
    seen = []
    for _ in range(REVIEW_GAPS[1]):
        deal(session, job)
        seen.append(tuple(sorted(session.puzzle.numbers)))
        session.give_up() if seen[-1] != (3, 3, 8, 8) else None
        if session.phase is PracticePhase.SOLVING:
            session.submit(session.puzzle.solutions[0].text)
        job = session.next()
    deal(session, job)
    assert session.reviewing is not None and sorted(session.puzzle.numbers) == [3, 3, 8, 8]
    clock.advance(10)
    session.submit("8/(3-8/3)")  # easy this time: up a box, back much later
    session.next()
    review = history.review((3, 3, 8, 8), 24, DeckRules())
    assert review.box == 2 and review.due == history.practised() + REVIEW_GAPS[2]


def test_the_queue_rules():
    hard = PracticeResult((3, 3, 8, 8), 24, DeckRules(), 90.0, 0, False, 1, 1)
    easy = PracticeResult((3, 3, 8, 8), 24, DeckRules(), 12.0, 0, False, 1, 1)
    assert hard.hard and not easy.hard and easy.stars == 3
    assert review_after(hard, None, 10) == Review((3, 3, 8, 8), 1, 10 + REVIEW_GAPS[1])
    assert review_after(easy, None, 10) is None  # easy from the start: never queued
    last = max(REVIEW_GAPS)
    assert review_after(easy, Review((3, 3, 8, 8), last, 5), 10) is None  # learned


def test_practised_hands_are_kept_in_the_history(tmp_path):
    session, _, history = new_practice(tmp_path)
    deal(session, session.start(), (1, 2, 3, 4))
    session.submit("4*3*2*1")
    session.next()
    assert history.practised() == 1 and session.stars == 3 and session.hands == 1


def test_card_letters_count_as_the_deck_counts_them_when_an_answer_is_identified():
    from app.game.decks import DeckKind
    from app.game.puzzle import HandPuzzle
    from solver import solve

    ten = DeckRules(DeckKind.FACES_TEN)
    hand = (ten.card(13, "S"), ten.card(12, "H"), ten.card(2, "D"), ten.card(2, "C"))
    puzzle = HandPuzzle(hand, 24, tuple(solve([10, 10, 2, 2])))
    attempt = puzzle.attempt("K+Q+2+2")  # raised CardsError: K and Q were read as 13 and 12
    assert attempt.kind is Try.NEW
    assert puzzle.attempt("(Q+K)+(2+2)").kind is Try.AGAIN


def test_a_hand_is_kept_once_done_and_the_answers_found_after_too(tmp_path):
    """Seen in a real window: practice said "1 hand practised" while Statistics said none, for
    the hand was kept only at the next hand; it is kept once solved, and the answers found
    after are added when the player goes on."""
    session, _, history = new_practice(tmp_path)
    deal(session, session.start(), (1, 2, 3, 4))
    assert session.submit("4*3*2*1").kind is Try.NEW
    assert history.practice_totals()[:4] == (1, 1, 1, 0) and session.hands == 1
    assert session.submit("(1+2+3)*4").kind is Try.NEW
    assert session.submit("(4+2)*(3+1)").kind is Try.NEW
    job = session.next()
    assert job is not None
    assert history.practice_totals()[:4] == (1, 1, 1, 1)  # every answer found, one record
    assert session.hands == 1 and session.stars == 3
