"""The difficulty score: its order on clear cases, its features, levels and dealing by level."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from solver import Cancelled, LimitError, parse, solve, to_tree
from solver.make24.difficulty import (
    LEVELS,
    WEIGHTS,
    NoSolutionError,
    Rules,
    deal,
    easiest,
    levels,
    quantile,
    route_features,
    score,
    score_table,
    soft_minimum,
    spearman,
)
from solver.make24.routes import FEATURES

DECK = Rules()


def rank_from_hardest(hand: tuple[int, ...]) -> int:
    """1 for the hardest solvable hand of 1..13, 1362 for the easiest."""
    order = [row.hand for row in score_table(DECK).hardest(len(score_table(DECK).hands))]
    return order.index(hand) + 1


def test_easy_hand_scores_below_a_famous_hard_one() -> None:
    assert score([1, 1, 4, 6]) < score([3, 3, 8, 8])
    assert score([1, 2, 3, 4]) < score([4, 4, 7, 7])


def test_2_3_5_12_is_among_the_hardest_five_percent() -> None:
    assert rank_from_hardest((2, 3, 5, 12)) <= 1362 * 5 // 100


def test_famous_hard_hands_are_in_the_hardest_tenth() -> None:
    for hand in [(3, 3, 8, 8), (1, 5, 5, 5), (3, 3, 7, 7), (4, 4, 7, 7), (1, 4, 5, 6)]:
        assert rank_from_hardest(hand) <= 136, hand


def test_score_ignores_order_and_accepts_cards() -> None:
    assert score(["Q", "2", "A", "A"]) == score([1, 1, 2, 12]) == score((12, 1, 2, 1))


def test_score_reuses_given_solutions() -> None:
    found = solve([2, 3, 5, 12])
    assert score([2, 3, 5, 12], solutions=found) == score([2, 3, 5, 12])


def test_unsolvable_hand_has_no_score() -> None:
    with pytest.raises(NoSolutionError, match="1 1 1 1 cannot make 24"):
        score([1, 1, 1, 1])


def test_score_works_for_other_counts_and_targets() -> None:
    assert score([2, 3], target=6) < score([3, 3, 8, 8])
    assert score([1, 3, 7, 10, 25, 50], target=765) > 0
    assert score([1, 2, 3], target=Fraction(1, 2)) > 0


def test_a_step_far_larger_than_the_target_is_scored() -> None:
    """Before: 0 × 10^400 = 0 raised OverflowError (its size against the target, as a float)."""
    assert score([0, 10**400], 0) > 0


def test_a_fraction_on_the_way_is_counted_per_step() -> None:
    features = route_features(to_tree(parse("8/(3-8/3)")))
    assert features["fraction"] == 3
    assert features["divide"] == 2 and features["subtract"] == 1
    assert features["final_divide"] == 1


def test_gimmicks_are_trivial_and_the_real_last_step_counts() -> None:
    features = route_features(to_tree(parse("8*3+7-7")))
    assert features["trivial"] == 2
    assert features["multiply"] == 1
    assert features["natural"] == 1


def test_mixed_and_pair_steps() -> None:
    mixed = route_features(to_tree(parse("(5*3-7)*3")))
    assert mixed["mixed"] == 1 and mixed["pair"] == 0
    pair = route_features(to_tree(parse("(4+2)*(3+1)")))
    assert pair["pair"] == 1 and pair["one"] == 1


def test_the_features_of_a_deep_route_are_counted() -> None:
    """A route deeper than the scoring's own recursion (64) is walked by the tree's fold."""
    features = route_features(to_tree(parse("+".join(["1"] * 200))), 10)
    assert features["add"] == features["one"] == 199
    assert features["large"] > 0 and features["trivial"] == 0


def test_every_feature_has_a_weight_in_the_order_costs_are_added() -> None:
    """A route's cost adds its features' costs in this order: another order could change a
    score in its last bit."""
    assert tuple(WEIGHTS) == FEATURES
    assert list(route_features(to_tree(parse("3*8")))) == list(FEATURES)


def test_easiest_route_of_1_2_3_4_avoids_pairing_two_results() -> None:
    assert easiest(solve([1, 2, 3, 4])).text in {"(3+2+1)*4", "4*3*2*1"}


def test_soft_minimum_is_lowered_by_more_easy_routes() -> None:
    assert soft_minimum([5.0]) == 5.0
    assert soft_minimum([5.0, 5.0]) < soft_minimum([5.0, 9.0]) < 5.0


def test_spearman_on_known_values() -> None:
    assert spearman([1, 2, 3], [2, 4, 9]) == pytest.approx(1.0)
    assert spearman([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert spearman([1, 1, 2], [5, 5, 5]) == 0.0


def test_levels_split_the_solvable_hands_by_quantiles() -> None:
    bands = levels(DECK)
    sizes = [len(hands) for hands in bands.hands]
    assert sum(sizes) == 1362
    assert sizes[0] > sizes[1] > sizes[2] > sizes[3] > 0
    assert bands.level_of(score([1, 1, 4, 6])) == "Easy"
    assert bands.level_of(score([2, 3, 5, 12])) == "Expert"
    assert (2, 3, 5, 12) in bands.hands[LEVELS.index("Expert")]


@pytest.mark.parametrize("level", LEVELS)
def test_a_dealt_hand_scores_in_its_levels_band(level: str) -> None:
    bands = levels(DECK)
    low, high = bands.band(level)
    rng = random.Random(7)
    for _ in range(20):
        hand = deal(level, DECK, rng)
        assert low <= score(hand) < high
        assert bands.level_of(score(hand)) == level


def test_dealing_is_reproducible_with_a_seeded_rng() -> None:
    assert deal("hard", DECK, random.Random(3)) == deal("Hard", DECK, random.Random(3))


def test_bad_level_and_rules_are_clear_errors() -> None:
    with pytest.raises(LimitError, match="'Impossible' is not a level: choose Easy, Medium"):
        deal("Impossible")
    with pytest.raises(LimitError, match="cards must be from 1 to 6, not 7"):
        Rules(cards=7)
    with pytest.raises(LimitError, match="smallest number 9 is larger than the largest 2"):
        Rules(low=9, high=2)
    with pytest.raises(NoSolutionError, match="no hand of 2 numbers from 1 to 3 makes 24"):
        levels(Rules(cards=2, high=3))


def test_score_table_reports_progress_and_covers_every_hand() -> None:
    seen: list[tuple[int, int]] = []
    table = score_table(
        Rules(cards=3, high=9, target=10), progress=lambda d, t: seen.append((d, t))
    )
    assert table.total == 165
    assert seen[-1] == (165, 165)
    hands = [row.hand for row in table.hands]
    assert hands == sorted(hands)
    assert all(row.solutions == len(solve(row.hand, 10)) for row in table.hands[:20])


def test_score_table_can_be_cancelled() -> None:
    with pytest.raises(Cancelled):
        score_table(Rules(cards=4, high=11, target=23), cancel=lambda: True)


def test_a_quantile_of_a_fraction_far_out_is_the_end_not_an_overflow() -> None:
    """Hypothesis found 1e308 as the fraction: multiplied by the count it overflowed to an
    infinity, an OverflowError instead of the last value."""
    assert quantile([1.0, 2.0, 3.0], 8.98846567431158e307) == 3.0
    assert quantile([1.0, 2.0, 3.0], -1e308) == 1.0
    assert [quantile([1.0, 2.0, 3.0, 4.0], q) for q in (0, 0.25, 0.5, 1)] == [1.0, 1.0, 2.0, 4.0]
