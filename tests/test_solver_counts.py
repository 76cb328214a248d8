"""The solver against the published figures (4nums.com convention, known-counts.md)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from solver import Solution, parse, solvable, solve, to_tree
from solver.make24.canon import canonical
from solver.make24.form import form_of

DATA = Path(__file__).parent / "data"
Hand = tuple[int, ...]


def hands(low: int, high: int, cards: int = 4) -> list[Hand]:
    return list(combinations_with_replacement(range(low, high + 1), cards))


@cache
def table() -> dict[Hand, list[Solution]]:
    return {hand: solve(hand) for hand in hands(1, 13)}


def class_key(tree: object) -> object:
    return canonical(form_of(to_tree(tree))).key


def test_1362_of_1820_hands_make_24_with_3017_distinct_solutions() -> None:
    counts = {hand: len(found) for hand, found in table().items()}
    assert sum(1 for c in counts.values() if c) == 1362
    assert sum(counts.values()) == 3017


def test_how_many_hands_have_each_count_of_solutions() -> None:
    spread = Counter(len(found) for found in table().values() if found)
    assert spread == {1: 515, 2: 427, 3: 216, 4: 125, 5: 30, 6: 18, 7: 17, 8: 8, 9: 2, 10: 3, 11: 1}


@pytest.mark.parametrize(("low", "high", "expected"), [(1, 10, 566), (1, 9, 404)])
def test_smaller_ranges(low: int, high: int, expected: int) -> None:
    assert sum(solvable(hand) for hand in hands(low, high)) == expected
    assert sum(bool(table()[hand]) for hand in hands(low, high)) == expected


def test_solvable_agrees_with_solve_on_every_hand_of_a_deck() -> None:
    assert all(solvable(hand) == bool(found) for hand, found in table().items())


@pytest.mark.parametrize(
    ("hand", "count"),
    [("1 2 3 4", 3), ("3 3 8 8", 1), ("1 5 5 5", 1), ("3 3 7 7", 1), ("4 4 7 7", 1),
     ("1 3 4 6", 1), ("2 4 6 6", 6), ("2 3 6 12", 10), ("2 4 8 10", 11)],
)  # fmt: skip
def test_known_counts(hand: str, count: int) -> None:
    assert len(table()[tuple(map(int, hand.split()))]) == count


def test_the_most_solutions_is_11_for_2_4_8_10() -> None:
    best = max(table().items(), key=lambda item: len(item[1]))
    assert best[0] == (2, 4, 8, 10)


FRACTION_ONLY = """1 3 4 6, 1 4 5 6, 1 5 5 5, 1 6 6 8, 1 8 12 12, 2 2 11 11, 2 2 13 13, 2 3 5 12,
2 4 10 10, 2 5 5 10, 2 7 7 10, 3 3 7 7, 3 3 8 8, 4 4 7 7, 5 5 7 11, 5 7 7 11"""


def needs_fraction(solution: Solution) -> bool:
    return any(isinstance(step.result, Fraction) for step in solution.steps)


def test_exactly_16_hands_need_a_fraction_on_the_way() -> None:
    expected = {tuple(map(int, h.split())) for h in FRACTION_ONLY.replace("\n", " ").split(",")}
    found = {h for h, sols in table().items() if sols and all(map(needs_fraction, sols))}
    assert found == expected


@pytest.mark.parametrize(
    ("hand", "texts"),
    [
        ("3 3 8 8", ["8/(3-8/3)"]),
        ("1 5 5 5", ["(5-1/5)*5"]),
        ("3 3 7 7", ["(3/7+3)*7"]),
        ("1 2 3 4", ["(3+2+1)*4", "(4+2)*(3+1)", "4*3*2*1"]),
        ("1 1 5 5", ["(5*5-1)*1", "(5+1)*(5-1)"]),
        ("1 1 2 12", ["12*2+1-1", "12/(1-1/2)"]),
        ("1 2 6 8", ["(6-2-1)*8", "(8+1)*2+6", "8*6*1/2"]),
    ],
)
def test_preferred_forms(hand: str, texts: list[str]) -> None:
    """Seed 004's order: groups first, * before /, + before -, larger operands first."""
    found = solve(hand.split())
    assert sorted(s.text for s in found) == sorted(texts)


def read_sample() -> list[tuple[Hand, int, list[str]]]:
    rows = []
    for line in (DATA / "sample-24.tsv").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        cells = line.split("\t")
        rows.append((tuple(map(int, cells[0].split())), int(cells[1]), cells[2:]))
    return rows


def test_sample_hands_have_the_same_solutions_as_4nums() -> None:
    """Same count and the same classes, for every hand of the published sample."""
    rows = read_sample()
    assert len(rows) == 454
    for hand, count, texts in rows:
        found = table()[hand]
        assert len(found) == count, hand
        assert {class_key(s.tree) for s in found} == {class_key(parse(t)) for t in texts}, hand


def test_a_hand_given_as_one_string_is_read_as_numbers() -> None:
    # a teacher's first try: the string is split, not read character by character
    assert [s.text for s in solve("3 3 8 8")] == ["8/(3-8/3)"]
    assert solvable("1, 1, 1, 1") is False
