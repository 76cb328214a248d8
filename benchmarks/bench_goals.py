"""Issue #35's speed goals in one run, each against its baseline from the same run (a few minutes).

    python benchmarks/bench_goals.py              # every goal (the six-card table: 1-2 minutes)
    python benchmarks/bench_goals.py --no-six     # all but the six-card table
    python benchmarks/bench_goals.py --runs 9     # more runs of each short command
    python benchmarks/bench_goals.py --base none  # no run of the code the goals were set against

Every figure is a whole command in a fresh process, start-up counted, as a person waits for it
(wall seconds; the CPU seconds of the process and its workers beside them, which a busy machine
changes less). The commands run as an installed user has them: with their bytecode cached (the
variable PYTHONDONTWRITEBYTECODE is taken out of the environment, for both sides, and each
command runs once before it is timed). Seed 001's method (baseline_seed001.py) over the
four-card table runs as a command of its own, alternating with ours. The goals:

- the four-card command ``python -m solver table``: at least 30 times faster than seed 001's;
- the five-card table ``python -m solver table --cards 5`` (its workers: one per core): at most
  1.0 s, on the machine the goal was set on. The issue measured the code of then (f0f367d) at
  1.4-1.6 s there; this VM's speed has since moved by a factor of two (seed 001's four-card
  command: 2.8 s then, 5-10 s since), so that code's table runs too, alternating with ours (a
  compiled wheel of it, built once as same_answers.py builds a baseline), and the goal is also
  shown as its share: at most 1.0/1.6 of that code's time in the same run (the slowest figure,
  the strictest share). Both verdicts are printed;
- seven numbers, ``python -m solver`` on bench_compiled.py's 20 hands (each the median of three
  runs): median under 0.3 s, the slowest under 0.7 s, also set in seconds (where f0f367d had a
  median of 0.45 s and its slowest hand took 0.93 s): f0f367d runs each hand too, and the goal is
  also shown as shares of its median and its slowest (at most 0.3/0.45 and 0.7/0.93);
- the six-card table ``python -m solver table --cards 6``: at most 20 times seed 001's
  four-card time (seed 001 timed before and again after the table: the machine's speed drifts).

Timings on a machine that other work keeps busy say little (the load average is printed first
and last); the lead's figures come from a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
#: Seed 001's method over the four-card table, as a whole command of its own (bench_memory's).
SEED001 = """
import sys
from itertools import combinations_with_replacement
sys.path.insert(0, "benchmarks")
import baseline_seed001
for hand in combinations_with_replacement(range(1, 14), 4):
    baseline_seed001.solve(hand)
"""
#: The seven-number sample of bench_compiled.py: how many hands, and the seed that draws them.
SEVEN_HANDS, SEVEN_SEED = 20, 21
#: The goals (#35).
FOUR_TIMES, FIVE_SECONDS, SEVEN_MEDIAN, SEVEN_SLOWEST, SIX_TIMES = 30, 1.0, 0.3, 0.7, 20
#: The code the goals in seconds were set against (main when #35 was filed), and the share of its
#: time in the same run that each goal was where the issue measured it: the five-card table 1.0 s
#: where it took 1.6 s (the issue's figures: 1.4-1.6 s); seven numbers a median of 0.3 s where it
#: had 0.45 s, the slowest 0.7 s where it had 0.93 s.
BASE, FIVE_SHARE, SEVEN_SHARES = "f0f367d", FIVE_SECONDS / 1.6, (0.3 / 0.45, 0.7 / 0.93)


class Run(NamedTuple):
    """A command's wall seconds and the CPU seconds (user + system) of it and its children."""

    wall: float
    cpu: float


def environment() -> dict[str, str]:
    """The environment of every command: bytecode written and read, as an install has it."""
    return {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def run(arguments: list[str], folder: Path = ROOT) -> Run:
    """Run ``python ARGUMENTS`` once in `folder` (whose solver it imports; output thrown away):
    its wall and CPU seconds."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, *arguments],
        cwd=folder,
        env=environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    assert process.stderr is not None
    said = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"python {' '.join(arguments)} failed:\n{said[-2000:]}")
    return Run(wall, usage.ru_utime + usage.ru_stime)


def median(runs: list[Run]) -> Run:
    """The median wall and the median CPU of some runs."""
    return Run(statistics.median(r.wall for r in runs), statistics.median(r.cpu for r in runs))


def verdict(met: bool) -> str:
    """'met' or 'NOT met'."""
    return "met" if met else "NOT met"


def seven_hands() -> list[list[int]]:
    """The seven-number sample (as bench_compiled.py draws it)."""
    rng = random.Random(SEVEN_SEED)
    return [sorted(rng.randint(1, 13) for _ in range(7)) for _ in range(SEVEN_HANDS)]


def four(runs: int) -> Run:
    """The four-card command against seed 001's, alternating: prints the goal; seed 001's
    median run (the six-card goal's baseline)."""
    ours_command, seed_command = ["-m", "solver", "table"], ["-c", SEED001]
    run(ours_command)  # bytecode written, files in the page cache
    ours, seed = [], []
    for _ in range(runs):
        ours.append(run(ours_command))
        seed.append(run(seed_command))
    a, b = median(ours), median(seed)
    met = b.wall / a.wall >= FOUR_TIMES
    print(
        f"4 cards, python -m solver table, medians of {runs}: ours {a.wall:.3f} s wall "
        f"({a.cpu:.3f} s CPU, fastest {min(r.wall for r in ours):.3f} s), seed 001 "
        f"{b.wall:.2f} s ({b.cpu:.2f} s CPU): {b.wall / a.wall:.1f}x by the clock, "
        f"{b.cpu / a.cpu:.1f}x in CPU (goal {FOUR_TIMES}x): {verdict(met)}"
    )
    return b


def five(runs: int, base: Path | None, label: str = BASE) -> None:
    """The five-card table on every core: prints the goal, against 1.0 s and, where `base` (the
    folder of an installed solver: `BASE`'s, or the commit `label` names) is given, its
    share of that code's time, the two run alternately (judged against `FIVE_SHARE` for
    `BASE` only: another commit's share is shown, not judged)."""
    command = ["-m", "solver", "table", "--cards", "5"]
    run(command)
    if base is not None:
        run(command, base)
    found, old = [], []
    for _ in range(runs):
        found.append(run(command))
        if base is not None:
            old.append(run(command, base))
    m = median(found)
    print(
        f"5 cards, python -m solver table --cards 5, median of {runs}: {m.wall:.2f} s wall "
        f"(fastest {min(r.wall for r in found):.2f} s; {m.cpu:.2f} s CPU of every process) "
        f"(goal {FIVE_SECONDS} s on this machine today): {verdict(m.wall <= FIVE_SECONDS)}"
    )
    if old:
        b = median(old)
        share = m.wall / b.wall
        judged = label == BASE
        what = " (the code the goal was set against: 1.4-1.6 s then)" if judged else ""
        goal = f" (goal: at most {FIVE_SHARE:.3f}): {verdict(share <= FIVE_SHARE)}"
        print(
            f"  against {label}{what}, same run: {b.wall:.2f} s wall ({b.cpu:.2f} s CPU): ours "
            f"{share:.2f} of it by the clock, {m.cpu / b.cpu:.2f} in CPU{goal if judged else ''}"
        )


#: How many times each seven-number hand runs (the median run counts: one run of a command of
#: half a second moved by a quarter with this VM's spells).
SEVEN_RUNS = 3


def seven(base: Path | None, label: str = BASE) -> None:
    """The seven-number sample, a whole command each, `SEVEN_RUNS` rounds over all the hands
    (a slow spell of the machine then falls on every hand alike), each hand's median run
    counted: prints the goal, against its seconds and, where `base` is given (as for `five`),
    as shares of that code's median and slowest hand, each hand run right after ours."""
    hands = [["-m", "solver", *map(str, hand)] for hand in seven_hands()]
    run(hands[0])
    if base is not None:
        run(hands[0], base)
    rounds, old_rounds = [], []
    for _ in range(SEVEN_RUNS):
        rounds.append([run(hand) for hand in hands])
        if base is not None:
            old_rounds.append([run(hand, base) for hand in hands])
    found = [median(list(runs)) for runs in zip(*rounds, strict=True)]
    middle, slowest = statistics.median(r.wall for r in found), max(r.wall for r in found)
    met = middle < SEVEN_MEDIAN and slowest < SEVEN_SLOWEST
    print(
        f"7 numbers, {SEVEN_HANDS} hands (seed {SEVEN_SEED}, each the median of {SEVEN_RUNS} "
        f"runs): median {middle:.2f} s, slowest "
        f"{slowest:.2f} s wall (CPU: median {statistics.median(r.cpu for r in found):.2f} s, "
        f"most {max(r.cpu for r in found):.2f} s) (goal: under {SEVEN_MEDIAN} s and "
        f"{SEVEN_SLOWEST} s on this machine today): {verdict(met)}"
    )
    if old_rounds:
        old = [median(list(runs)) for runs in zip(*old_rounds, strict=True)]
        old_middle, old_slowest = statistics.median(r.wall for r in old), max(r.wall for r in old)
        shares = middle / old_middle, slowest / old_slowest
        judged = label == BASE
        what = " (0.45 s and 0.93 s then)" if judged else ""
        goal = (
            f" (goal: at most {SEVEN_SHARES[0]:.3f} and {SEVEN_SHARES[1]:.3f}): "
            f"{verdict(shares[0] <= SEVEN_SHARES[0] and shares[1] <= SEVEN_SHARES[1])}"
        )
        print(
            f"  against {label}{what}, same run: median {old_middle:.2f} s, slowest "
            f"{old_slowest:.2f} s: ours {shares[0]:.2f} and {shares[1]:.2f} of them"
            f"{goal if judged else ''}"
        )


def six(seed: Run) -> None:
    """The six-card table on every core against seed 001's four-card time: prints the goal.
    Seed 001 runs again right after the table (three times): this VM's speed drifts within
    minutes, and the baseline is the mean of its medians before and after."""
    found = run(["-m", "solver", "table", "--cards", "6"])
    after = median([run(["-c", SEED001]) for _ in range(3)])
    baseline = (seed.wall + after.wall) / 2
    times = found.wall / baseline
    print(
        f"6 cards, python -m solver table --cards 6: {found.wall:.1f} s wall ({found.cpu:.1f} s "
        f"CPU of every process), {times:.1f}x seed 001's four-card {baseline:.2f} s (median "
        f"{seed.wall:.2f} s before, {after.wall:.2f} s after) (goal at most {SIX_TIMES}x): "
        f"{verdict(times <= SIX_TIMES)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each short command")
    parser.add_argument("--no-six", action="store_true", help="leave out the six-card table")
    parser.add_argument(
        "--base",
        "--five-base",
        default=BASE,
        help=f"the commit the five-card table and the seven numbers are also timed against "
        f"(default {BASE}; 'none' to leave it out)",
    )
    args = parser.parse_args()
    said = subprocess.run(
        [sys.executable, "-m", "solver", "--version"],
        capture_output=True,
        text=True,
        env=environment(),
        check=True,
    )
    print(f"{said.stdout.strip()}; {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    base = None
    if args.base != "none":
        import same_answers  # (its baseline: a compiled wheel of the commit, built once)

        commit, base = same_answers.baseline(args.base)
        print(f"five cards and seven numbers also against {commit[:12]}: {base}")
    seed = four(args.runs)
    five(args.runs, base, args.base)
    seven(base, args.base)
    if not args.no_six:
        six(seed)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
