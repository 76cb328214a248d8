"""Solver speed and memory against seed 001's float baseline, in one run.

    python benchmarks/bench_solver.py            # everything (about half a minute)
    python benchmarks/bench_solver.py --quick    # the baseline on every 10th hand only

Times are CPU seconds of this process (time.process_time), so other work on the machine does
not blur them. Prints each figure and the ratios; the goals are in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import baseline_seed001 as baseline

from solver import solvable, solve
from solver.make24.search import clear_caches

ROOT = Path(__file__).resolve().parent.parent
HANDS = list(combinations_with_replacement(range(1, 14), 4))


def cold() -> None:
    """Forget every cache, so each timing starts from nothing."""
    clear_caches()


def timed(job: Callable[[], object]) -> tuple[float, object]:
    cold()
    started = time.process_time()
    result = job()
    return time.process_time() - started, result


def peak_memory_of_table() -> float:
    """Peak resident memory (MB) of a fresh process that lists the full table."""
    code = (
        f"import resource, sys; sys.path.insert(0, {str(ROOT)!r})\n"
        "from itertools import combinations_with_replacement as c\n"
        "from solver import solve\n"
        "n = sum(len(solve(h)) for h in c(range(1, 14), 4))\n"
        "print(n, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    count, kilobytes = map(int, out.stdout.split())
    assert count == 3017
    return kilobytes / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="baseline on every 10th hand")
    args = parser.parse_args()
    step = 10 if args.quick else 1
    sample = HANDS[::step]
    scale = len(HANDS) / len(sample)
    print(f"Python {sys.version.split()[0]}; {len(HANDS)} hands from 1..13, target 24")

    ours_table, found = timed(lambda: sum(len(solve(h)) for h in HANDS))
    base_table, raw = timed(lambda: sum(len(baseline.solve(h)) for h in sample))
    base_table *= scale
    print(f"full table, every distinct solution: ours {ours_table:.2f} s ({found} solutions)")
    print(
        f"  baseline (seed 001, floats, repeats): {base_table:.2f} s "
        f"({'about ' if step > 1 else ''}{int(raw * scale)} solutions with repeats)"
    )
    print(f"  ratio {base_table / ours_table:.1f}x  (goal 10x)")

    ours_yes, solvable_count = timed(lambda: sum(solvable(h) for h in HANDS))
    base_first, _ = timed(lambda: sum(baseline.solvable(h) for h in sample))
    base_first *= scale
    print(f"solvable over every hand: ours {ours_yes:.3f} s ({solvable_count} solvable)")
    print(f"  ratio to the baseline's full search: {base_table / ours_yes:.0f}x  (goal 50x)")
    print(
        f"  ratio to the baseline stopping at its first solution ({base_first:.2f} s): "
        f"{base_first / ours_yes:.0f}x"
    )

    six, found6 = timed(lambda: solve([1, 3, 7, 10, 25, 50], 765))
    print(
        f"six numbers, 1 3 7 10 25 50 -> 765: {six:.3f} s, "
        f"{len(found6)} distinct solutions (goal under 2 s)"
    )  # type: ignore[arg-type]

    rng = random.Random(2024)
    worst = 0.0
    worst_case = ""
    for _ in range(100):
        hand = [rng.randint(1, 13) for _ in range(6)]
        target = rng.choice([24, rng.randint(1, 1000)])
        seconds, _ = timed(lambda hand=hand, target=target: solvable(hand, target))
        if seconds > worst:
            worst, worst_case = seconds, f"{' '.join(map(str, hand))} -> {target}"
    print(
        f"solvable, 100 random six-number hands from 1..13 (cold caches): "
        f"worst {worst:.3f} s ({worst_case}) (goal under 0.5 s)"
    )

    print(
        f"peak memory of the full table (fresh process, RSS): "
        f"{peak_memory_of_table():.0f} MB (goal under 200 MB)"
    )
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"(this benchmark process peaked at {own:.0f} MB)")


if __name__ == "__main__":
    main()
