"""Tchisla speed and memory (issue #13): today's solver against the one before, in one run.

    python benchmarks/bench_tchisla_speed.py                 # every part
    python benchmarks/bench_tchisla_speed.py --part 2016     # 2016 # 1..9 only
    python benchmarks/bench_tchisla_speed.py --part sample --sample 300 --seed 7
    python benchmarks/bench_tchisla_speed.py --part sample --with-baseline   # slow: ~40 min
    python benchmarks/bench_tchisla_speed.py --part slowest --part memory

The baseline is the solver before issue #13 (Fractions, no negated exponents), taken from git at
commit f483d69 and run in an interpreter of its own (benchmarks/baseline.py), which answers each
part's questions in turn. Every question is asked of a fresh search, so no answer comes from an
earlier one; times are CPU seconds of the process that answers (time.process_time).

- 2016: 2016 # 1..9, both solvers, the ratio (goal: at least 3x faster).
- sample: random targets 1..10000 with random digits, plus the slowest known pairs 9999 # 6,
  1747 # 7 and 7892 # 8; each answered at its fewest count (goal: every one under 5 s). With
  --with-baseline the baseline answers each too (a count of ours below the baseline's is a
  negated exponent at work and is listed).
- slowest: the slowest pairs known, before issue #13 and since, with both solvers.
- memory: the peak memory (VmHWM, Linux) of a fresh process for each heavy input, with the
  default limits and with every limit at its ceiling (goal: under 500 MB). Not ru_maxrss: a
  child started from this process would inherit this process's peak.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import BEFORE_SPEED_WORK, EarlierSolver

from solver.tchisla import CEILINGS, Limits, tchisla

HERE = Path(__file__).resolve().parent

SLOWEST_KNOWN = [(9999, 6), (1747, 7), (7892, 8)]
#: The slowest pairs of ours seen on samples since (the first level not built is the cost).
SLOWEST_NOW = [(7365, 8), (5968, 7), (9921, 5)]
HEAVY = [(99991, 7), (77777, 2), (9999, 6), (7892, 8)]
GOAL_SECONDS = 5.0
#: The solver before issue #13 as this script asks it: (count, CPU seconds, expression) of each
#: question, each of a fresh search.
BEFORE = """
from solver.tchisla import tchisla

def answers(pairs):
    found = []
    for target, digit in pairs:
        seconds, result = cpu(lambda: tchisla(target, digit))
        found.append((result.count, seconds, result.expression))
    return found
"""


def baseline_answers(
    baseline: EarlierSolver, pairs: list[tuple[int, int]]
) -> list[tuple[int | None, float, str]]:
    """(count, CPU seconds, expression) of each question, asked of the solver before #13."""
    return [tuple(row) for row in baseline.value(BEFORE, f"answers({pairs!r})")]


def timed(solve: object, target: int, digit: int) -> tuple[int | None, float, str]:
    """(count, CPU seconds, expression) of one fresh question."""
    started = time.process_time()
    result = solve(target, digit)  # type: ignore[operator]
    return result.count, time.process_time() - started, result.expression


def part_2016(baseline: EarlierSolver) -> None:
    """2016 # 1..9 with both solvers."""
    print("2016 # 1..9")
    totals = [0.0, 0.0]
    before = baseline_answers(baseline, [(2016, digit) for digit in range(1, 10)])
    for digit, theirs in zip(range(1, 10), before, strict=True):
        ours = timed(tchisla, 2016, digit)
        totals[0] += ours[1]
        totals[1] += theirs[1]
        mine, old = f"ours {ours[0]} {ours[1]:.3f} s", f"baseline {theirs[0]} {theirs[1]:.3f} s"
        print(f"  2016#{digit}  {mine}   {old}")
    print(
        f"2016: ours {totals[0]:.2f} s, baseline {totals[1]:.2f} s, "
        f"baseline / ours = {totals[1] / totals[0]:.1f}x",
        flush=True,
    )


def part_sample(size: int, seed: int, baseline: EarlierSolver | None) -> None:
    """A random sample of 1..10000 x 1..9 plus the slowest known pairs."""
    rng = random.Random(seed)
    pairs = [*SLOWEST_KNOWN]
    while len(pairs) < size + len(SLOWEST_KNOWN):
        pair = (rng.randint(1, 10000), rng.randint(1, 9))
        if pair not in pairs:
            pairs.append(pair)
    print(f"sample: {len(pairs)} pairs (seed {seed}), the slowest known first")
    before = baseline_answers(baseline, pairs) if baseline is not None else []
    ours_total = theirs_total = 0.0
    worst: list[tuple[float, int, int]] = []
    fewer = []
    for number, (target, digit) in enumerate(pairs):
        count, seconds, text = timed(tchisla, target, digit)
        ours_total += seconds
        worst.append((seconds, target, digit))
        line = f"  {target}#{digit}  ours {count} {seconds:.2f} s"
        if before:
            old, old_seconds, _ = before[number]
            theirs_total += old_seconds
            line += f"   baseline {old} {old_seconds:.2f} s"
            if count is not None and old is not None and count < old:
                fewer.append(f"{target}#{digit}: {old} -> {count} {text}")
            assert old is None or (count is not None and count <= old), (target, digit)
        if seconds > 1 or (target, digit) in SLOWEST_KNOWN:
            print(line, flush=True)
    worst.sort(reverse=True)
    print("  slowest of ours: " + ", ".join(f"{t}#{d} {s:.2f} s" for s, t, d in worst[:5]))
    over = [f"{t}#{d}" for s, t, d in worst if s >= GOAL_SECONDS]
    print(
        f"sample: ours {ours_total:.1f} s in all, worst {worst[0][0]:.2f} s, "
        f"{len(over)} at or over {GOAL_SECONDS:.0f} s {over}"
    )
    if before:
        print(
            f"sample: baseline {theirs_total:.1f} s in all, baseline / ours = "
            f"{theirs_total / ours_total:.1f}x; ours fewer copies in {len(fewer)} pairs"
        )
        for line in fewer:
            print(f"  {line}")


def part_slowest(baseline: EarlierSolver) -> None:
    """The slowest pairs known, both solvers."""
    print("slowest pairs, both solvers")
    pairs = SLOWEST_KNOWN + SLOWEST_NOW
    for (target, digit), (old, old_seconds, _) in zip(
        pairs, baseline_answers(baseline, pairs), strict=True
    ):
        count, seconds, _ = timed(tchisla, target, digit)
        print(
            f"  {target}#{digit}  ours {count} {seconds:.2f} s   baseline {old} {old_seconds:.2f} s"
            f"   baseline / ours = {old_seconds / seconds:.1f}x",
            flush=True,
        )


def part_memory() -> None:
    """Peak memory of a fresh process per heavy input, default limits and ceilings."""
    print("memory (peak of a fresh process)")
    for label, limits in (("defaults", "Limits()"), ("ceilings", f"Limits(**{CEILINGS!r})")):
        for target, digit in HEAVY:
            code = (
                "import re, time\n"
                "from solver.tchisla import Limits, tchisla\n"
                "t = time.process_time()\n"
                f"r = tchisla({target}, {digit}, limits={limits})\n"
                "status = open('/proc/self/status').read()\n"
                "peak = int(re.search(r'VmHWM:\\s+(\\d+)', status).group(1)) / 1024\n"
                "print(r.count, f'{time.process_time() - t:.1f}', f'{peak:.0f}')\n"
            )
            done = subprocess.run(
                [sys.executable, "-c", code],
                capture_output=True,
                text=True,
                check=True,
                cwd=HERE.parent,
            )
            count, seconds, peak = done.stdout.split()
            print(f"  {label:8} {target}#{digit}: {count} copies, {seconds} s, peak {peak} MB")


def main() -> None:
    """Run the chosen parts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=["2016", "sample", "slowest", "memory"], action="append")
    parser.add_argument("--sample", type=int, default=200, help="random pairs (default 200)")
    parser.add_argument("--seed", type=int, default=13, help="seed of the sample (default 13)")
    parser.add_argument(
        "--with-baseline", action="store_true", help="the baseline answers the sample too"
    )
    args = parser.parse_args()
    parts = args.part or ["2016", "sample", "slowest", "memory"]
    assert Limits()  # the defaults are what is measured
    baseline = EarlierSolver(BEFORE_SPEED_WORK)
    if "2016" in parts:
        part_2016(baseline)
    if "sample" in parts:
        part_sample(args.sample, args.seed, baseline if args.with_baseline else None)
    if "slowest" in parts:
        part_slowest(baseline)
    if "memory" in parts:
        part_memory()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory of this process: {peak:.0f} MB")


if __name__ == "__main__":
    main()
