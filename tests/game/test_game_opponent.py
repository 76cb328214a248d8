"""The computer opponent: slower on harder hands and lower levels, seeded noise."""

import random
from fractions import Fraction

import pytest

from app.game.opponent import Level, Opponent, solution_hardness
from solver import solve


def quiet(level=Level.NORMAL):
    return Opponent(level, random.Random(0), hardness=solution_hardness, noise=0)


def test_harder_hands_take_longer():
    opponent = quiet()
    easy = opponent.think_time((1, 2, 3, 4))
    medium = opponent.think_time((4, 4, 10, 10))
    hard = opponent.think_time((3, 3, 8, 8))
    assert easy < medium < hard


def test_fraction_only_hands_are_harder_than_integer_ones():
    assert solution_hardness((3, 3, 8, 8), Fraction(24), solve([3, 3, 8, 8])) > solution_hardness(
        (6, 6, 6, 6), Fraction(24), solve([6, 6, 6, 6])
    )


def test_more_cards_take_longer():
    opponent = quiet()
    assert opponent.think_time((1, 2, 3, 4, 1, 1)) > opponent.think_time((1, 2, 3, 4))


def test_levels_order_thinking_time():
    times = [quiet(level).think_time((4, 4, 10, 10)) for level in Level]
    assert times == sorted(times, reverse=True)  # Easy slowest, Expert fastest


def test_no_solution_hand_plans_a_declaration():
    plan = quiet().plan((1, 1, 1, 1))
    assert plan.solution is None and plan.seconds > quiet().think_time((1, 2, 3, 4))


def test_plan_shows_a_real_solution():
    plan = quiet().plan((3, 3, 8, 8))
    assert plan.solution is not None and plan.solution.text == "8/(3-8/3)"


def test_same_seed_same_times_and_noise_varies_them():
    first = Opponent(Level.HARD, random.Random(5))
    second = Opponent(Level.HARD, random.Random(5))
    hands = [(1, 2, 3, 4), (3, 3, 8, 8), (2, 2, 6, 6)]
    assert [first.think_time(h) for h in hands] == [second.think_time(h) for h in hands]
    noisy = Opponent(Level.HARD, random.Random(6))
    times = {round(noisy.think_time((2, 2, 6, 6)), 6) for _ in range(5)}
    assert len(times) > 1


def test_noise_stays_within_its_bounds():
    opponent = Opponent(Level.NORMAL, random.Random(1), hardness=lambda *_: 0.5, noise=0.2)
    middle = Level.NORMAL.fastest + (Level.NORMAL.slowest - Level.NORMAL.fastest) * 0.5
    for _ in range(50):
        assert 0.8 * middle <= opponent.think_time((1, 2, 3, 4)) <= 1.2 * middle


def test_level_parse():
    assert Level.parse("expert") is Level.EXPERT and str(Level.EASY) == "Easy"
    with pytest.raises(ValueError, match="Easy, Normal, Hard, Expert"):
        Level.parse("godlike")


def test_outside_difficulty_score_is_used_with_anchors(monkeypatch):
    import sys
    import types

    from app.game import opponent

    fake = types.ModuleType("solver.difficulty")
    seconds = {(1, 2, 3, 4): 5.0, (3, 3, 8, 8): 50.0, (2, 2, 6, 6): 15.0}

    def score(numbers, target=24, *, solutions=None):
        return seconds[tuple(sorted(numbers))]

    fake.score = score
    monkeypatch.setitem(sys.modules, "solver.difficulty", fake)
    hardness = opponent.default_hardness()
    assert hardness is not solution_hardness
    values = [hardness(h, Fraction(24), solve(h)) for h in seconds]
    assert values[0] == pytest.approx(0.1) and values[1] == pytest.approx(0.9)
    assert 0.1 < values[2] < 0.9
    assert hardness((1, 1, 1, 1), Fraction(24), []) == opponent.NO_SOLUTION_HARDNESS


def test_without_outside_score_the_own_hardness_is_used(monkeypatch):
    import sys

    from app.game import opponent

    monkeypatch.setitem(sys.modules, "solver.difficulty", None)  # import fails
    assert opponent.default_hardness() is solution_hardness
