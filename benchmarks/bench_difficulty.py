"""How well `solver.make24.difficulty.score` predicts real players, and a refit of its weights.

    python benchmarks/bench_difficulty.py          # correlations with 4nums.com's solve times
    python benchmarks/bench_difficulty.py --fit    # refit the weights on the fitting half

The sample (tests/data/difficulty-sample.tsv) has 4nums.com players' mean solve times for half of
the 1362 solvable hands. It is split once and for all by `solver.make24.difficulty.in_fitting_half`
(sha256 of the hand's text): the weights are fitted on one half and judged on the other.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

from solver import solve
from solver.make24.difficulty import (
    DISTINCT_WEIGHT,
    TEMPERATURE,
    WEIGHTS,
    Features,
    Rules,
    in_fitting_half,
    levels,
    route_cost,
    route_features,
    score_table,
    soft_minimum,
    spearman,
)

SAMPLE = Path(__file__).resolve().parent.parent / "tests" / "data" / "difficulty-sample.tsv"

#: Where a refit starts: every operator 1, penalties 1, bonuses -0.5 (no knowledge of the data).
START: dict[str, float] = {
    **dict.fromkeys(WEIGHTS, 1.0),
    "same": -0.5,
    "one": -0.5,
    "natural": -0.5,
    "trivial": 0.3,
    "distinct": 0.5,
    "temperature": 1.0,
}
#: How a refit moves one weight at a time: scale it, zero it, or flip its sign.
MOVES = (0.5, 0.75, 1.33, 2.0, 0.0, -1.0)


class Hand:
    """One hand of the sample: its measured time and the features of each of its routes."""

    def __init__(self, numbers: tuple[int, ...], seconds: float) -> None:
        self.numbers = numbers
        self.seconds = seconds
        found = solve(numbers)
        self.solutions = len(found)
        self.routes: list[Features] = [route_features(s) for s in found]
        self.distinct = len(set(numbers))

    def score(self, weights: dict[str, float]) -> float:
        """The hand's cost under trial weights (as `hand_cost` computes it)."""
        costs = [route_cost(r, weights) for r in self.routes]
        return soft_minimum(costs, weights["temperature"]) + weights["distinct"] * self.distinct


def read_sample(path: Path = SAMPLE) -> list[Hand]:
    """The sample's hands with their mean solve times."""
    hands = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        _rank, cards, seconds, _rate = line.split("\t")
        hands.append(Hand(tuple(int(c) for c in cards.split()), float(seconds)))
    return hands


def correlation(hands: list[Hand], weights: dict[str, float]) -> float:
    """Spearman correlation of the scores with the measured times."""
    return spearman([h.score(weights) for h in hands], [h.seconds for h in hands])


def baseline(hands: list[Hand]) -> float:
    """Spearman correlation of "fewer solutions is harder" with the measured times."""
    return spearman([-h.solutions for h in hands], [h.seconds for h in hands])


def fit(hands: list[Hand], start: dict[str, float], rounds: int = 4) -> dict[str, float]:
    """Coordinate search: move one weight at a time while the rank correlation improves."""
    weights = dict(start)
    best = correlation(hands, weights)
    for _ in range(rounds):
        for name in list(weights):
            for move in MOVES:
                trial = dict(weights)
                trial[name] = weights[name] * move if weights[name] else 0.5 * (move or 1)
                if name == "temperature" and trial[name] <= 0:
                    continue
                value = correlation(hands, trial)
                if value > best + 1e-4:
                    best, weights = value, trial
    return weights


def time_scale(hands: list[Hand], weights: dict[str, float]) -> tuple[float, float]:
    """Least squares of ln(seconds) on the cost: (SECONDS_AT_ZERO, SECONDS_SLOPE)."""
    xs = [h.score(weights) for h in hands]
    ys = [math.log(h.seconds) for h in hands]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    slope /= sum((x - mx) ** 2 for x in xs)
    return my - slope * mx, slope


def current() -> dict[str, float]:
    """The weights solver.make24.difficulty uses now."""
    return {**WEIGHTS, "distinct": DISTINCT_WEIGHT, "temperature": TEMPERATURE}


def rounded(weights: dict[str, float]) -> dict[str, float]:
    """Weights to two significant digits, as they are written into solver/make24/difficulty.py."""
    return {k: float(f"{v:.2g}") for k, v in weights.items()}


def report(hands: list[Hand], weights: dict[str, float]) -> None:
    """Print the correlations on the held-out half, the fitting half and the whole sample."""
    fitting = [h for h in hands if in_fitting_half(h.numbers)]
    held_out = [h for h in hands if not in_fitting_half(h.numbers)]
    print(f"{'':28}{'held out':>10}{'fitting':>10}{'whole':>10}")
    print(f"{'hands':28}{len(held_out):>10}{len(fitting):>10}{len(hands):>10}")
    for label, measure in (
        ("score (Spearman)", lambda part: correlation(part, weights)),
        ("solution count alone", baseline),
    ):
        cells = "".join(f"{measure(part):>10.3f}" for part in (held_out, fitting, hands))
        print(f"{label:28}{cells}")


def main(argv: list[str] | None = None) -> int:
    """Report the correlations (and refit the weights with --fit)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", action="store_true", help="refit the weights on the fitting half")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    hands = read_sample()
    print(f"sample: {len(hands)} hands read and solved in {time.perf_counter() - started:.2f} s")
    weights = current()
    if args.fit:
        started = time.perf_counter()
        fitting = [h for h in hands if in_fitting_half(h.numbers)]
        weights = rounded(fit(fitting, START))
        seconds = time.perf_counter() - started
        print(f"refit in {seconds:.1f} s; paste into solver/make24/difficulty.py:")
        for name, value in weights.items():
            print(f"    {name!r}: {value},")
        at_zero, slope = time_scale(fitting, weights)
        print(f"SECONDS_AT_ZERO = {at_zero:.3g}\nSECONDS_SLOPE = {slope:.2g}")
    report(hands, weights)
    if not args.fit:
        started = time.perf_counter()
        table = score_table(Rules())
        bands = levels(Rules())
        seconds = time.perf_counter() - started
        print(f"score table: {len(table.hands)} solvable of {table.total} hands in {seconds:.2f} s")
        bounds = ", ".join(f"{b:.2f}" for b in bands.bounds if math.isfinite(b))
        sizes = ", ".join(str(len(h)) for h in bands.hands)
        print(f"levels Easy/Medium/Hard/Expert start at {bounds} (hands: {sizes})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
