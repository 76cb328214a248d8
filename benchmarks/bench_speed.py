"""Issue #14's goals in one run: ours against today's code (the solver before #10 and #14, taken
from git at commit f483d69 and run beside ours: benchmarks/baseline.py) and against seed 001's
float method (baseline_seed001.py).

    python benchmarks/bench_speed.py            # everything but the full six-number table
    python benchmarks/bench_speed.py --quick    # baselines on samples, fewer repeats
    python benchmarks/bench_speed.py --six      # also the full six-number table (minutes)

Single-process timings are CPU seconds of this process (time.process_time), every cache cleared
first, the median of the runs; runs spread over worker processes are wall seconds (that is what
a person waits), with the process CPU of this one beside them. Every total is checked against
the known counts (1362 / 3017 for four cards, 6104 / 89,656 for five).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from itertools import combinations_with_replacement
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import baseline  # noqa: E402
import baseline_seed001 as seed001  # noqa: E402 (after the path is set)
from baseline import BEFORE_SPEED_WORK, EarlierSolver  # noqa: E402

from app.game.stats import DealRules, rule_stats  # noqa: E402
from solver import first_solution  # noqa: E402
from solver.make24 import difficulty  # noqa: E402
from solver.make24.search import clear_caches  # noqa: E402
from solver.make24.tables import hand_count, hands, rows, solution_texts  # noqa: E402

#: Today's code as this script asks it, in its own interpreter (`EarlierSolver`): `cold` forgets
#: its caches (and score tables), `table` counts a table's solvable hands and solutions, every
#: `step`-th hand of `cards` numbers, `stats` works out the Statistics tab's tables and levels.
TODAY = """
from itertools import combinations_with_replacement
from solver import difficulty, solve
from solver.search import clear_caches

def cold():
    clear_caches()
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()

def table(cards, step=1):
    chosen = list(combinations_with_replacement(range(1, 14), cards))[::step]
    counts = [len(solve(hand)) for hand in chosen]
    return sum(1 for n in counts if n), sum(counts)

def stats(cards):
    rules = difficulty.Rules(cards=cards)
    difficulty.score_table(rules)
    difficulty.levels(rules)
"""


def cold() -> None:
    """Forget every cache of our solver (and the score tables)."""
    clear_caches()
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()


def cpu(job: Callable[[], object], runs: int) -> tuple[float, object]:
    """Median CPU seconds of `runs` cold runs, and the job's result."""
    return baseline.cpu(job, runs, cold)


def wall(job: Callable[[], object], runs: int) -> tuple[float, float, object]:
    """Median wall seconds and this process's CPU seconds of `runs` cold runs, and the result."""
    walls, cpus = [], []
    result: object = None
    for _ in range(runs):
        cold()
        started, started_cpu = time.perf_counter(), time.process_time()
        result = job()
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - started_cpu)
    return statistics.median(walls), statistics.median(cpus), result


def our_table(cards: int, workers: int | None = None) -> tuple[int, int]:
    """(solvable hands, distinct solutions) of every hand of `cards` numbers from 1..13."""
    solvable = solutions = 0
    found = rows(
        solution_texts, hands(cards, 1, 13), 24, total=hand_count(cards, 1, 13), workers=workers
    )
    for _, texts in found:
        solvable += bool(texts)
        solutions += len(texts)
    return solvable, solutions


def today_cpu(today: EarlierSolver, job: str, runs: int) -> tuple[float, object]:
    """Median CPU seconds of `runs` cold runs of a job of today's code (TODAY), and its result."""
    seconds, result = today.value(TODAY, f"cpu(lambda: {job}, {runs}, cold)")
    return seconds, tuple(result) if isinstance(result, list) else result


def peak_of(code: str, paths: list[str] | None = None) -> tuple[float, float, str]:
    """CPU seconds, peak resident MB and output of `code` in a fresh interpreter (this tree's
    solver first on the path, or those `paths`)."""
    paths = paths or [str(ROOT), str(ROOT / "benchmarks")]
    wrapper = (  # VmHWM, not ru_maxrss: that one keeps the parent's peak across exec
        f"import re, sys, time; sys.path[:0] = {paths!r}\n"
        "started = time.process_time()\n"
        f"{code}\n"
        "peak = re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1)\n"
        "print(time.process_time() - started, int(peak) / 1024)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", wrapper], capture_output=True, text=True, check=True
    )
    *lines, last = done.stdout.splitlines()
    seconds, megabytes = map(float, last.split())
    return seconds, megabytes, " ".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="baselines on samples, one run")
    parser.add_argument("--six", action="store_true", help="also the full six-number table")
    args = parser.parse_args()
    runs = 1 if args.quick else 3
    print(f"Python {sys.version.split()[0]}; medians of {runs} run(s)")
    today = EarlierSolver(BEFORE_SPEED_WORK)

    # --- four cards --------------------------------------------------------------------------
    four = list(combinations_with_replacement(range(1, 14), 4))
    ours4, counts4 = cpu(lambda: our_table(4, workers=1), max(runs, 5))
    today4, today_counts4 = today_cpu(today, "table(4)", max(runs, 5))
    sample = four[:: 10 if args.quick else 1]
    seed4, _ = cpu(lambda: [seed001.solve(hand) for hand in sample], 1)
    seed4 *= len(four) / len(sample)
    assert counts4 == today_counts4 == (1362, 3017), (counts4, today_counts4)
    print(
        f"4 cards, full table (1820 hands, 3017 solutions): ours {ours4:.3f} s, today "
        f"{today4:.3f} s ({today4 / ours4:.1f}x), seed 001 {seed4:.2f} s: "
        f"{seed4 / ours4:.0f}x (goal 30x; today {seed4 / today4:.0f}x)"
    )

    # --- five cards --------------------------------------------------------------------------
    wall5, _, counts5 = wall(lambda: our_table(5), runs)
    one5, _ = cpu(lambda: our_table(5, workers=1), 1)
    five = list(combinations_with_replacement(range(1, 14), 5))
    sample5 = five[:: 7 if args.quick else 1]
    today5, _ = today_cpu(today, f"table(5, {7 if args.quick else 1})", 1)
    today5 *= len(five) / len(sample5)
    assert counts5 == (6104, 89656), counts5
    print(
        f"5 cards, full table (6188 hands, 6104 solvable, 89,656 solutions): ours {wall5:.2f} s "
        f"wall on every core (goal 2 s), {one5:.2f} s CPU in one process; today "
        f"{today5:.1f} s CPU{' (from every 7th hand)' if args.quick else ''}: "
        f"{today5 / one5:.1f}x per core, {today5 / wall5:.1f}x waiting"
    )
    stats5, _, stats = wall(lambda: rule_stats(DealRules(cards=5)), runs)
    today_stats5, _ = today_cpu(today, "stats(5)", 1)
    print(
        f"5 cards, the Statistics tab's computation (table, scores, levels, charts): ours "
        f"{stats5:.2f} s wall (goal 4 s); today {today_stats5:.1f} s: "
        f"{today_stats5 / stats5:.1f}x; {stats.summary()}"  # type: ignore[attr-defined]
    )

    # --- six cards ---------------------------------------------------------------------------
    six = list(combinations_with_replacement(range(1, 14), 6))
    sample6 = six[::50]
    ours6, _ = cpu(lambda: sum(len(solution_texts(h, 24)) for h in sample6), 1)
    today6, _ = today_cpu(today, "table(6, 50)", 1)
    print(
        f"6 cards, every 50th hand ({len(sample6)}) in one process: ours {ours6:.1f} s CPU, "
        f"today {today6:.1f} s ({today6 / ours6:.1f}x); the full table at this rate: ours about "
        f"{ours6 * 50:.0f} s CPU, {ours6 * 50 / 2:.0f} s on two cores (goal 120 s), today "
        f"about {today6 * 50:.0f} s"
    )
    if args.six:
        wall6, _, counts6 = wall(lambda: our_table(6), 1)
        print(f"6 cards, the full table on every core: {wall6:.0f} s wall, {counts6}")

    # --- seven and ten numbers ---------------------------------------------------------------
    for hand in ["1,2,3,4,5,6,7", "1,3,4,6,8,12,13", "13,12,11,10,9,8,7"]:
        code = f"from solver import solve\nprint(len(solve([{hand}], 24)))"
        seconds, megabytes, count = peak_of(code)
        old = f"from solver import solve\nprint(len(solve([{hand}], 24, max_numbers=7)))"
        old_seconds, old_megabytes, _ = peak_of(old, [str(today.tree)])
        print(
            f"7 numbers {hand} -> 24: {count} solutions in {seconds:.2f} s, {megabytes:.0f} MB "
            f"(goal 3 s, 500 MB); today (limit lifted) {old_seconds:.2f} s, {old_megabytes:.0f} MB"
        )
    rng = random.Random(14)
    times = []
    for _ in range(20 if args.quick else 50):
        ten = [rng.randint(1, 13) for _ in range(10)]
        target = rng.choice([24, rng.randint(1, 1000)])
        started = time.process_time()
        first_solution(ten, target)
        times.append(time.process_time() - started)
    print(
        f"first_solution, {len(times)} random hands of 10 numbers from 1..13: median "
        f"{statistics.median(times):.3f} s, slowest {max(times):.3f} s (goal: typically 1 s)"
    )


if __name__ == "__main__":
    main()
