"""The score against real players: 4nums.com's mean solve times on hands it was not fitted on."""

from __future__ import annotations

from pathlib import Path

from solver import solve
from solver.make24.difficulty import in_fitting_half, score, spearman

SAMPLE = Path(__file__).parent / "data" / "difficulty-sample.tsv"


def read_sample() -> list[tuple[tuple[int, ...], float]]:
    """(hand, mean seconds) for each hand of the sample."""
    rows = []
    for line in SAMPLE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            _rank, cards, seconds, _rate = line.split("\t")
            rows.append((tuple(int(c) for c in cards.split()), float(seconds)))
    return rows


def test_the_split_is_fixed_and_about_half() -> None:
    rows = read_sample()
    fitting = [hand for hand, _ in rows if in_fitting_half(hand)]
    assert 300 < len(fitting) < 381
    assert in_fitting_half((1, 1, 11, 11)) == in_fitting_half(("A", "A", "J", "J"))


def test_held_out_rank_correlation_reaches_the_goal() -> None:
    held_out = [(hand, seconds) for hand, seconds in read_sample() if not in_fitting_half(hand)]
    scores = [score(hand) for hand, _ in held_out]
    seconds = [s for _, s in held_out]
    assert spearman(scores, seconds) >= 0.5


def test_score_beats_the_solution_count_alone() -> None:
    rows = read_sample()
    seconds = [s for _, s in rows]
    ours = spearman([score(hand) for hand, _ in rows], seconds)
    count = spearman([-len(solve(hand)) for hand, _ in rows], seconds)
    assert ours > count + 0.3
