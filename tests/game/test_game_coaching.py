"""The coach's hints in the games, without widgets (#34): Learn's rungs fit the stage, Score
attack's one hint costs time as Play's does, a worksheet prints the first rung under each hand."""

from __future__ import annotations

import random
import re

import pytest
from rungs import reveals

from app.game.attack import HINT_SECONDS, START_SECONDS, AttackPhase, AttackSession
from app.game.cards import Card
from app.game.clock import ManualClock
from app.game.coaching import (
    LEARN_KINDS,
    HowToFind,
    card_names,
    ladder_of,
    learn_rungs,
    one_hint,
)
from app.game.learn import STAGES, LearnPhase, LearnSession, StageJob
from app.game.worksheet import WorksheetError, WorksheetOptions, deal_sheet
from solver import RungKind, coach, solve

#: Words and numbers a hint about a fraction has: 8/3, "fraction", 分数.
FRACTION_TALK = re.compile(r"\d/\d|fraction|分数")


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: f"stage {stage.number}")
def test_learn_hints_fit_the_stage_and_speak_of_no_fraction_before_the_fraction_stage(stage):
    dealt = StageJob(stage, 11).run()
    assert dealt.hands
    for hand in dealt.hands:
        kinds = [rung.kind for rung in hand.rungs]
        assert set(kinds) <= LEARN_KINDS and kinds[-1] is RungKind.ANSWER
        assert kinds.count(RungKind.ANSWER) == 1
        numbers = tuple(card.value for card in hand.cards)
        for rung in hand.rungs[:-1]:
            assert not reveals(rung.text, numbers, stage.target), rung.text
        if stage.fractions:
            assert kinds[0] is RungKind.NOT_WHOLE  # these hands need one: said first
        else:
            for rung in hand.rungs:
                assert not rung.fraction and not FRACTION_TALK.search(rung.text), rung.text


def test_the_fraction_stage_is_the_last_and_the_first_to_allow_fractions():
    assert [stage.number for stage in STAGES if stage.fractions] == [10]


def test_learn_shows_the_climb_not_the_plans_tried():
    ladder = coach([3, 3, 8, 8])
    shown = learn_rungs(ladder)
    assert [rung.kind for rung in shown] == [
        RungKind.NOT_WHOLE,
        RungKind.PLAN,
        RungKind.GOAL,
        RungKind.STEP,
        RungKind.ANSWER,
    ]


def test_each_learn_hint_costs_a_star_and_the_last_shows_the_answer(tmp_path):
    session = LearnSession(clock=ManualClock(0.0), rng=random.Random(5))
    job = session.open(STAGES[0])
    assert job is not None and session.dealt(job.run())
    puzzle = session.puzzle
    rungs = puzzle.rungs
    assert session.hints_left == len(rungs) >= 2
    assert session.take_hint() == rungs[0].text and session.stars_now() == 2
    while session.phase is LearnPhase.SOLVING:
        session.take_hint()
    assert puzzle.hints == [rung.text for rung in rungs] and puzzle.revealed
    assert session.results[-1].shown and session.results[-1].stars == 0


# --- Score attack ----------------------------------------------------------------------------


@pytest.fixture
def attack():
    clock = ManualClock(100.0)
    session = AttackSession(clock=clock, rng=random.Random(7))
    assert session.dealt(session.start().run())
    assert session.phase is AttackPhase.PLAYING
    return session, clock


def test_an_attack_hint_is_the_first_rung_and_costs_time_once(attack):
    session, clock = attack
    setup = session.setup
    clock.advance(4.0)
    hint = session.take_hint()
    assert hint is not None and hint.cost_seconds == HINT_SECONDS
    assert hint.text == ladder_of(setup.cards).first.text
    assert setup.ladder is not None  # worked out with the hand, in the deal's worker
    assert session.remaining() == START_SECONDS - 4.0 - HINT_SECONDS
    assert session.take_hint() is hint and not session.can_hint  # no second charge
    assert session.remaining() == START_SECONDS - 4.0 - HINT_SECONDS
    assert not reveals(hint.text, tuple(card.value for card in setup.cards), 24)


def test_an_attack_hint_is_for_one_hand_and_needs_the_time_to_pay(attack):
    session, clock = attack
    session.take_hint()
    assert session.dealt(session.deal_ahead().run())
    session.submit(session.setup.solutions[0].text)
    assert session.hint_given is None and session.can_hint  # a new hand: a new hint
    clock.advance(session.remaining() - HINT_SECONDS + 0.5)
    assert not session.can_hint and session.take_hint() is None


# --- one hint, for a game that scores "no solution" ------------------------------------------


@pytest.mark.parametrize("hand", [(1, 1, 1, 1), (1, 1, 1, 2), (13, 13, 13, 13), (2, 5)])
def test_one_hint_for_a_hand_without_an_answer_asks_a_plan(hand):
    text = one_hint(ladder_of(hand))
    assert text.endswith("?") and "answer" not in text and "cannot" not in text


# --- worksheets ------------------------------------------------------------------------------


def test_a_worksheet_with_hints_prints_the_first_rung_under_each_hand():
    sheet = deal_sheet(WorksheetOptions(count=6, seed=9, hints=True))
    texts = list(sheet.texts())
    for hand in sheet.hands:
        first = coach(hand.values, names=dict(card_names(hand.cards))).first.text
        assert hand.hint == first and f"Hint: {first}" in texts
        assert not reveals(hand.hint, hand.values, 24)
    plain = deal_sheet(WorksheetOptions(count=6, seed=9))
    assert [h.cards for h in plain.hands] == [h.cards for h in sheet.hands]  # the same hands
    assert not any(text.startswith("Hint:") for text in plain.texts())


def test_the_hints_choice_is_kept_with_the_other_options():
    options = WorksheetOptions(seed=4, hints=True)
    assert options.key.endswith(" hints=yes")
    assert WorksheetOptions.parse(options.key) == options
    assert not WorksheetOptions.parse("seed=4").hints
    with pytest.raises(WorksheetError, match="hints=yes or hints=no"):
        WorksheetOptions.parse("hints=maybe")


# --- the helper's "How to find it" ----------------------------------------------------------


def test_how_to_find_it_shows_the_hands_ladder_then_the_chosen_answers():
    how = HowToFind()
    assert how.lines() == [] and how.ladder is None
    ladder = coach([1, 3, 5, 8])
    how.show_hand(ladder)
    assert how.title() == "How to find it"
    while how.reveal():
        pass
    assert how.lines()[:3] == [f"{n}. {rung.text}" for n, rung in enumerate(ladder, 1)][:3]
    answer = next(s for s in solve([1, 3, 5, 8]) if s.text != ladder.answer.text)
    job = how.choose(answer)
    assert job is not None and how.waiting and how.lines() == ["Working out how…"]
    assert how.title() == f"How to find {answer.display()}"
    assert how.coached(job, job.run())
    while how.reveal():
        pass
    assert how.ladder.answer == answer and how.lines()[-1].startswith("4. One answer: ")
    assert how.choose(None) is None and how.ladder is ladder  # back to the hand's
    assert how.choose(answer) is None and how.ladder.answer == answer  # worked out once


def test_a_ladder_for_an_answer_no_longer_chosen_or_of_an_old_hand_is_not_shown():
    how = HowToFind()
    how.show_hand(coach([1, 3, 5, 8]))
    first, second = solve([1, 3, 5, 8])[:2]
    job = how.choose(first)
    how.choose(second)
    assert not how.coached(job, job.run())  # kept, not shown: another answer is chosen
    assert how.choose(first) is None  # already known
    old = how.choose(second)
    how.show_hand(coach([3, 3, 8, 8]))
    assert not how.coached(old, old.run()) and how.ladder.numbers == (3, 3, 8, 8)


def test_choosing_the_answer_again_while_its_ladder_is_worked_out_starts_no_second_job():
    how = HowToFind()
    how.show_hand(coach([3, 3, 8, 8]))
    (answer,) = solve([3, 3, 8, 8])
    job = how.choose(answer)  # a click
    assert job is not None and how.choose(answer) is None  # then Enter on it
    assert how.coached(job, job.run()) and how.ladder.answer == answer


def test_only_a_ladder_with_an_answer_ends_with_one():
    how = HowToFind()
    how.show_hand(coach([1, 1, 1, 1]))
    while how.reveal():
        pass
    assert how.lines()[-1].startswith("5. The nearest to 24") and not how.shows_answer
    how.show_hand(coach([1, 3, 5, 8]))
    assert not how.shows_answer  # its first rung only
    while how.reveal():
        pass
    assert how.shows_answer
    how.choose(solve([1, 3, 5, 8])[1])
    assert how.waiting and not how.shows_answer  # "Working out how…" is no answer


def test_how_to_find_it_gives_a_rung_at_a_time_the_answer_last_and_a_new_hand_starts_again():
    """A defect seen: every rung, the answer in bold among them, showed at once: the coach
    gave the answer away instead of leading to it."""
    how = HowToFind()
    ladder = coach([1, 3, 5, 8])
    how.show_hand(ladder)
    assert how.lines() == [f"1. {ladder[0].text}"] and how.more and not how.shows_answer
    for shown in range(2, len(ladder) + 1):
        assert how.reveal() and len(how.lines()) == shown
    assert not how.more and not how.reveal() and how.shows_answer
    assert "One answer" in how.lines()[-1] and len(how.lines()) == len(ladder)
    answer = solve([1, 3, 5, 8])[2]
    job = how.choose(answer)  # another answer chosen: its ladder from the first rung
    assert job is not None and how.coached(job, job.run())
    assert len(how.lines()) == 1 and how.more
    how.reveal()
    how.show_hand(coach([3, 3, 8, 8]))  # a new hand: from its first rung
    assert len(how.lines()) == 1 and how.more and how.chosen is None


def test_how_to_find_it_writes_the_answer_as_the_list_does_and_says_when_it_is_not_the_first():
    """A defect seen: for 10 J Q K the list showed 13+12+10−11 first and the coach "One answer:
    13 + 10 − 11 + 12", spaced otherwise, without a word on why."""
    how = HowToFind()
    listed = solve([10, 11, 12, 13])
    how.show_hand(coach([10, 11, 12, 13]), listed[0])
    while how.reveal():
        pass
    last = how.lines()[-1]
    assert last.startswith("4. One answer: 13+10−11+12 = 24. The working: 13 + 10 = 23")
    assert last.endswith("the list shows another answer first.)")
    (only,) = solve([3, 3, 8, 8])
    how.show_hand(coach([3, 3, 8, 8]), only)
    while how.reveal():
        pass
    assert how.lines()[-1].startswith("9. One answer: 8÷(3−8÷3) = 24.")
    assert "list" not in how.lines()[-1]  # the list's first answer: nothing to say
    how.show_hand(coach([10, 11, 12, 13]), listed[0])
    job = how.choose(listed[0])  # the list's first chosen: its own ladder leads to it
    assert job is not None and how.coached(job, job.run())
    while how.reveal():
        pass
    assert how.lines()[-1].startswith("4. One answer: 13+12+10−11 = 24.")
    assert "list" not in how.lines()[-1]


def test_the_helpers_coach_names_the_cards_as_they_show():
    """A defect seen: the helper said "A A A A cannot make 24" and its coach "1 1 1 1"."""
    cards = [Card(1, "S"), Card(3, "H"), Card(12, "D"), Card(1, "C")]
    assert card_names(cards) == ((1, "A"), (12, "Q"))
    how = HowToFind()
    names = card_names([Card(1, suit) for suit in "SHDC"])
    how.show_hand(ladder_of([1, 1, 1, 1], names=names), None, names)
    assert how.lines() == ["1. There is no answer: A A A A cannot make 24."]
    ladder = ladder_of([1, 3, 5, 8], names=card_names([Card(r, "S") for r in (1, 3, 5, 8)]))
    assert ladder[0].text == "There is an 8, and 24 = 3 × 8: can A 3 5 make 3?"
    assert ladder[1].text == "3 = 6 − 3: make 6 from A 5."  # the cards; the numbers made: 6
    assert ladder[2].text == "Start with 5 + 1 = 6."  # a step works with numbers
    names = card_names([Card(1, "S"), Card(3, "S"), Card(5, "S"), Card(8, "S")])
    how.show_hand(coach([1, 3, 5, 8]), solve([1, 3, 5, 8])[0], names)
    job = how.choose(solve([1, 3, 5, 8])[0])  # an answer's ladder names them too
    assert job is not None and how.coached(job, job.run())
    assert how.lines() == ["1. There is an A, and 24 = 23 + 1: can 3 5 8 make 23?"]


def test_a_games_hint_names_the_hand_as_its_cards_show():
    """The helper's fault, in the games: a hint asked "can 1 3 4 make …?" of the cards A 3 4
    on the table. Cards given as cards name themselves; numbers stay numbers."""
    from app.game.cards import Card

    cards = [Card(rank, suit) for rank, suit in ((1, "S"), (3, "H"), (4, "D"), (6, "C"))]
    assert any("can A 3 4 make" in rung.text for rung in ladder_of(cards))
    assert any("can 1 3 4 make" in rung.text for rung in ladder_of([1, 3, 4, 6]))
