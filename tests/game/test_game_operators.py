"""The operators of the preferences in every way to play, without widgets: what a round, a match,
practice, the daily puzzle, a duel and score attack deal, accept and explain under a set."""

from __future__ import annotations

import random
from datetime import date

from app.game.answer import Verdict, check_answer
from app.game.attack import AttackRules, AttackRun, AttackSession
from app.game.cards import cards_from_ranks
from app.game.clock import ManualClock
from app.game.daily import DailyResult, DailySession, DayJob
from app.game.duel import DuelOptions, DuelSession
from app.game.history import History
from app.game.levels import HandLevel
from app.game.match import Match, MatchOptions
from app.game.operators import nearest_text, operators_text, with_operators
from app.game.practice import PracticeOptions, PracticeSession
from app.game.round import Reason, Round, Winner
from app.game.share import attack_share, daily_share
from solver import ALL_OPERATORS, OperatorSet, solvable

SUMS = OperatorSet("+-")
WHOLE = OperatorSet(whole=True)


def test_the_set_reads_as_people_write_it() -> None:
    assert operators_text(ALL_OPERATORS) == "+ − × ÷"
    assert operators_text(OperatorSet("+-*", whole=True)) == "+ − × · whole numbers only"
    assert with_operators(SUMS) == "with + − and brackets"


def test_an_answer_that_breaks_the_set_is_told_why() -> None:
    cards = cards_from_ranks([5, 6, 6, 7])
    result = check_answer("(7-5)*6+6", cards, 24, SUMS)
    assert (result.ok, result.verdict) == (False, Verdict.RULES)
    assert result.message == "This game allows only + and −: the answer uses ×."
    assert check_answer("5+6+6+7", cards, 24, SUMS).ok
    fraction = check_answer("8/(3-8/3)", cards_from_ranks([3, 3, 8, 8]), 24, WHOLE)
    assert fraction.verdict is Verdict.RULES and fraction.message.startswith("8÷3 is not")


def test_a_round_under_a_set_ends_with_why_there_is_no_answer() -> None:
    """3 3 8 8 has an answer with all four operators, none with + and −: claiming so is right,
    and the result names the nearest values the cards make and how many they make."""
    clock = ManualClock(0.0)
    game = Round(cards_from_ranks([3, 3, 8, 8]), clock=clock, operators=SUMS)
    assert not game.solvable and game.nearest is not None
    outcome = game.claim_no_solution()
    assert outcome is not None and outcome.winner is Winner.PLAYER
    assert outcome.reason is Reason.CLAIM_RIGHT
    assert outcome.message.endswith(
        "The nearest they make is 22 = 8+8+3+3, and nothing above 24; these cards make 8 "
        "different values."
    )
    assert (
        outcome.message
        == f"Right: 3♠ 3♥ 8♦ 8♣ has no solution. A point to you. {nearest_text(game.nearest)}"
    )


def test_a_round_that_times_out_on_a_hand_without_an_answer_says_why() -> None:
    clock = ManualClock(0.0)
    game = Round(cards_from_ranks([1, 1, 1, 1]), clock=clock, round_seconds=10)
    clock.advance(11)
    outcome = game.tick()
    assert outcome is not None and "There is no solution" in outcome.message
    assert "The nearest they make is 4 = 1+1+1+1" in outcome.message


def test_a_match_deals_hands_solvable_by_its_set_and_its_summary_names_it() -> None:
    options = MatchOptions(rounds=6, only_solvable=True, operators=SUMS, round_seconds=30)
    match = Match(options, clock=ManualClock(0.0), rng=random.Random(4))
    for _ in range(6):
        game = match.next_round()
        assert game is not None and game.solvable
        assert solvable(game.numbers, operators=SUMS)
        assert all("*" not in s.text and "/" not in s.text for s in game.solutions)
        game.skip()
    assert "Operators: + −" in match.summary().lines()


def test_a_match_by_level_deals_from_the_levels_of_the_set() -> None:
    options = MatchOptions(rounds=3, deal_level=HandLevel.EXPERT, operators=SUMS)
    match = Match(options, clock=ManualClock(0.0), rng=random.Random(1))
    game = match.next_round()
    assert game is not None and solvable(game.numbers, operators=SUMS)  # Expert ties to Hard


def test_practice_deals_by_the_set_and_keeps_its_queue_by_it(tmp_path) -> None:
    history = History(tmp_path / "history.sqlite3")
    options = PracticeOptions(operators=SUMS)
    session = PracticeSession(
        options, clock=ManualClock(0.0), rng=random.Random(3), recorder=history
    )
    assert session.dealt(session.start().run())
    puzzle = session.puzzle
    assert puzzle is not None and puzzle.operators == SUMS
    assert solvable(puzzle.numbers, operators=SUMS)
    first, second, *rest = puzzle.numbers
    times = "*".join(str(n) for n in (first, second, *rest))  # every card, with × only
    assert session.submit(times) is not None and not puzzle.found
    assert session.last is not None and "allows only + and −" in session.last.message
    session.give_up()  # given up: the hand comes back, in the queue of + and − only
    numbers = tuple(sorted(puzzle.numbers))
    assert history.review(numbers, 24, options.deck, SUMS) is not None
    assert history.review(numbers, 24, options.deck) is None


def test_the_daily_puzzle_of_a_set_is_its_own_and_kept_apart(tmp_path) -> None:
    day = date(2026, 11, 18)
    history = History(tmp_path / "history.sqlite3")
    session = DailySession(
        clock=ManualClock(0.0), today=lambda: day, recorder=history, operators=SUMS
    )
    job = session.start()
    assert job == DayJob(day, SUMS)
    assert session.loaded(job.run())
    puzzle = session.puzzle
    assert puzzle is not None and solvable(puzzle.numbers, operators=SUMS)
    session.submit(puzzle.solutions[0].text)
    assert history.daily_result(day, SUMS) is not None and history.daily_result(day) is None
    assert session.streak() == 1
    classic = session.start(ALL_OPERATORS)  # another set: another puzzle, a fresh day
    assert classic == DayJob(day, ALL_OPERATORS) and session.result is None


def test_a_duel_under_a_set_judges_by_it_and_explains_a_hand_without_an_answer() -> None:
    duel = DuelSession(
        DuelOptions(names=("Ann", "Bo"), operators=SUMS),
        clock=ManualClock(0.0),
        rng=random.Random(2),
    )
    assert duel.dealt(duel.start(((3, 3, 8, 8),)).run())
    assert duel.buzz(0)
    duel.claim_no_solution()
    last = duel.last_round
    assert last is not None and last.points == (1, 0)
    assert "The nearest they make is 22 = 8+8+3+3" in last.message


def test_score_attack_deals_by_the_set_of_its_rules() -> None:
    rules = AttackRules(operators=OperatorSet("+-*"))
    session = AttackSession(rules, clock=ManualClock(0.0), rng=random.Random(8))
    dealt = session.start().run()
    assert dealt.setup is not None and dealt.setup.solutions
    assert solvable([card.value for card in dealt.setup.cards], operators="+-*")


def test_share_lines_name_a_set_that_is_not_the_classic_game() -> None:
    day = date(2026, 11, 24)
    result = DailyResult(day, (6, 6, 6, 6), "Easy", True, 12.0, 0, False, SUMS)
    assert daily_share(result, 1, day).endswith(" · + −")
    classic = DailyResult(day, (3, 3, 8, 8), "Expert", True, 42.0, 1)
    assert daily_share(classic, 5, day) == "Twenty-Four 2026-11-24 ✓ 0:42 · 1 hint · streak 5"
    run = AttackRun(day, 9, 0, 130.0, True, AttackRules(operators=WHOLE))
    assert attack_share(run, 9).endswith(" · + − × ÷ · whole numbers only")
