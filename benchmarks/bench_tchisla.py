"""Tchisla 2016 # 1..9: our exact solver against a float baseline after seed 002, in one run.

    python benchmarks/bench_tchisla.py            # both (the baseline takes a while)
    python benchmarks/bench_tchisla.py --ours     # our solver only

The baseline follows seed 002's description, written here (not copied): generation n holds the
values n copies of the digit make, built from generations i and n - i with + - * / ^, each new
value followed by its square root (integers only) and factorial (integers up to 15); values are
floats, rounded when within 1e-10 of an integer, capped at 10^8, exponents at most 30; it stops at
the first generation that holds the target. Times are CPU seconds (time.process_time) and the
peak memory is this process's. Goals and the latest figures are in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solver.tchisla import tchisla

TARGET = 2016
RECORDS = {1: 9, 2: 6, 3: 4, 4: 4, 5: 6, 6: 4, 7: 6, 8: 5, 9: 4}


class FloatGenerations:
    """Seed 002's approach: generations by digit count over float values."""

    value_limit = 1e8
    power_limit = 30
    factorial_limit = 15
    threshold = 1e-10

    def __init__(self, target: int, digit: int) -> None:
        self.target = target
        self.digit = digit
        self.seen: set[float] = set()
        self.generations: list[list[tuple[float, str]]] = []
        self.current: list[tuple[float, str]] = []
        self.found: tuple[int, str] | None = None

    def tidy(self, value: float) -> float:
        """Snap a float that is within the threshold of an integer onto it."""
        if abs(value - round(value)) < self.threshold:
            return float(round(value))
        return value

    def offer(self, value: float, text: str) -> None:
        """Record a value of the current generation, with its root and factorial."""
        value = self.tidy(value)
        if value == self.target:  # the float comparison the baseline relies on
            self.found = (len(self.generations) + 1, text)
            raise StopIteration
        if value > self.value_limit or value in self.seen:
            return
        self.seen.add(value)
        self.current.append((value, text))
        if value.is_integer() and value > 0:
            self.offer(math.sqrt(value), f"√({text})")
            if value <= self.factorial_limit:
                self.offer(float(math.factorial(int(value))), f"({text})!")

    def cross(self, first: list[tuple[float, str]], second: list[tuple[float, str]]) -> None:
        """Offer every a op b for a in one generation and b in the other."""
        for a, ta in first:
            for b, tb in second:
                self.offer(a + b, f"({ta}+{tb})")
                self.offer(abs(a - b), f"({ta}-{tb})" if a >= b else f"({tb}-{ta})")
                self.offer(a * b, f"({ta}*{tb})")
                if a and b:
                    self.offer(a / b, f"({ta}/{tb})")
                    self.offer(b / a, f"({tb}/{ta})")
                for x, y, tx, ty in ((a, b, ta, tb), (b, a, tb, ta)):
                    if y.is_integer() and y <= self.power_limit and x > 0:
                        with contextlib.suppress(OverflowError):
                            self.offer(x**y, f"({tx}^{ty})")

    def solve(self, depth: int = 10) -> tuple[int, str] | None:
        """The first generation (digit count) and expression that make the target."""
        try:
            for n in range(1, depth + 1):
                for i in range(1, n // 2 + 1):
                    self.cross(self.generations[i - 1], self.generations[n - i - 1])
                self.offer(float(str(self.digit) * n), str(self.digit) * n)
                self.generations.append(self.current)
                self.current = []
        except StopIteration:
            return self.found
        return None


def run_ours() -> float:
    """Solve 2016 # 1..9 with solver.tchisla; print each answer; return the CPU time."""
    started = time.process_time()
    for digit in range(1, 10):
        result = tchisla(TARGET, digit)
        mark = "" if result.count == RECORDS[digit] else f"  (record {RECORDS[digit]})"
        print(f"  ours     {TARGET}#{digit}  {result.count}  {result.expression}{mark}")
    return time.process_time() - started


def run_baseline() -> float:
    """Solve 2016 # 1..9 with the float baseline; print each answer; return the CPU time."""
    started = time.process_time()
    for digit in range(1, 10):
        found = FloatGenerations(TARGET, digit).solve()
        count, text = found if found else (None, "not found")
        mark = "" if count == RECORDS[digit] else f"  (record {RECORDS[digit]})"
        print(f"  baseline {TARGET}#{digit}  {count}  {text}{mark}", flush=True)
    return time.process_time() - started


def main() -> None:
    """Time both solvers on the same job and print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", action="store_true", help="time our solver only")
    args = parser.parse_args()
    ours = run_ours()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"ours:     {ours:.2f} s CPU for 2016 # 1..9 (peak memory so far {peak:.0f} MB)")
    if args.ours:
        return
    baseline = run_baseline()
    print(f"baseline: {baseline:.2f} s CPU for 2016 # 1..9")
    print(f"ratio:    baseline / ours = {baseline / ours:.1f}")


if __name__ == "__main__":
    main()
