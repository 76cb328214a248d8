"""Issue #21's goals in one run: the compiled build (mypyc) against the pure build of the same
source and against seed 001's float method (baseline_seed001.py).

    python benchmarks/bench_compiled.py            # everything but the full six-card table
    python benchmarks/bench_compiled.py --quick    # seed 001 on every 10th hand, fewer repeats
    python benchmarks/bench_compiled.py --six      # also the full six-card table (minutes)

Each build runs in fresh interpreters of its own (TWENTYFOUR_PURE=1 for the pure one; each
checks that the build it runs is the one asked for and prints its figures as JSON), one per
part: the tables and the Statistics tab, seven numbers (with the peak memory of that process),
Tchisla. Single-process figures are CPU seconds (time.process_time) with every cache cleared
first, the median of the runs; runs spread over worker processes are wall seconds (what a
person waits). Every total is checked (1362 / 3017 for four cards, 6104 / 89,656 for five).
mhfan/inrust, in Rust, lists the four-card table in 0.012 s (its own figure, not run here).
Start-up is measured by bench_startup.py.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from functools import partial
from itertools import combinations_with_replacement
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

#: mhfan/inrust's time for the four-card table (its README).
INRUST = 0.012
#: The seven-number sample: how many hands, and the seed that draws them.
SEVEN_HANDS = 20
SEVEN_SEED = 21
BUILDS = {"compiled": False, "pure": True}
T = TypeVar("T")


def cold() -> None:
    """Forget every cache of the solver (and the score tables)."""
    from solver.make24 import difficulty
    from solver.make24.search import clear_caches

    clear_caches()
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()


def timed(job: Callable[[], object], runs: int, clock: Callable[[], float]) -> tuple[float, object]:
    """Median seconds by `clock` of `runs` cold runs, and the job's result."""
    times, result = [], None
    for _ in range(runs):
        cold()
        started = clock()
        result = job()
        times.append(clock() - started)
    return statistics.median(times), result


def cpu(job: Callable[[], object], runs: int) -> tuple[float, object]:
    """Median CPU seconds of `runs` cold runs, and the job's result."""
    return timed(job, runs, time.process_time)


def wall(job: Callable[[], object], runs: int) -> tuple[float, object]:
    """Median wall seconds of `runs` cold runs, and the job's result."""
    return timed(job, runs, time.perf_counter)


def on_a_thread(job: Callable[[], T]) -> T:
    """The job's result, worked out on a thread of its own (as the app's worker does)."""
    results: list[T] = []
    thread = threading.Thread(target=lambda: results.append(job()))
    thread.start()
    thread.join()
    return results[0]


def table(cards: int, workers: int | None = None, every: int = 1) -> tuple[int, int]:
    """(solvable hands, distinct solutions) of the table of `cards` numbers from 1..13."""
    from solver.make24.tables import hand_count, hands, rows, solution_texts

    chosen = list(hands(cards, 1, 13))[::every]
    solvable = solutions = 0
    total = hand_count(cards, 1, 13) if every == 1 else len(chosen)
    for _, texts in rows(solution_texts, chosen, 24, total=total, workers=workers):
        solvable += bool(texts)
        solutions += len(texts)
    return solvable, solutions


def part_tables(runs: int, six: bool) -> dict[str, object]:
    """The tables of four, five and six cards, and the Statistics tab's computation."""
    from app.game.stats import DealRules, rule_stats
    from solver.make24.tables import prepare_workers

    four, counts4 = cpu(lambda: table(4, workers=1), max(runs, 5))
    assert counts4 == (1362, 3017), counts4
    five, counts5 = wall(lambda: table(5), runs)
    assert counts5 == (6104, 89656), counts5
    five_cpu, _ = cpu(lambda: table(5, workers=1), 1)
    # as the app runs it: on a thread (the workers then come from a fork server), the server
    # started when the tab opened (`prepare_workers`), a moment before the player's Compute;
    # the first run here finds none started, as an app that had not called it would
    compute = partial(on_a_thread, lambda: rule_stats(DealRules(cards=5)))
    stats_first, _ = wall(compute, 1)
    prepare_workers()
    time.sleep(1)
    stats, _ = wall(compute, runs)
    with tempfile.TemporaryDirectory() as folder:
        first = rule_stats(DealRules(cards=5), cache=Path(folder))
        again, kept = wall(lambda: rule_stats(DealRules(cards=5), cache=Path(folder)), runs)
        assert kept == first
    six_sample, _ = cpu(lambda: table(6, workers=1, every=50), 1)
    found: dict[str, object] = {"four": four, "five": five, "five_cpu": five_cpu}
    found.update(stats=stats, again=again)
    found["stats_first"] = stats_first
    found["six_sample"] = six_sample
    if six:
        found["six"], counts6 = wall(lambda: table(6), 1)
        found["six_counts"] = counts6
    return found


def seven_hands() -> list[list[int]]:
    """The sample of seven-number hands (any numbers from 1..13, drawn with a fixed seed)."""
    rng = random.Random(SEVEN_SEED)
    return [sorted(rng.randint(1, 13) for _ in range(7)) for _ in range(SEVEN_HANDS)]


def part_seven() -> dict[str, object]:
    """Every distinct solution of each hand of the sample, one after the other (cold)."""
    from solver import solve

    times: list[float] = []
    counts: list[int] = []
    collections: list[float] = []
    for hand in seven_hands():
        cold()
        started = time.process_time()
        found = solve(hand, 24)
        solved = time.process_time()
        # the young collection the search leaves for later (the solutions still kept, as a
        # program showing them keeps them): Python runs it on the next allocation of an object
        # it tracks (nothing is made between the two clocks and this call)
        gc.collect(0)
        collections.append(time.process_time() - solved)
        times.append(solved - started)
        counts.append(len(found))
        del found
    return {"times": times, "counts": counts, "collections": collections, "peak_mb": peak_mb()}


def part_tchisla(runs: int) -> dict[str, object]:
    """Tchisla 2016 # 1..9, a fresh search for each digit."""
    from solver.tchisla import tchisla

    seconds, counts = cpu(lambda: [tchisla(2016, d).count for d in range(1, 10)], max(runs, 5))
    return {"tchisla": seconds, "counts": counts}


def peak_mb() -> float:
    """The peak resident memory of this process (VmHWM), in MB."""
    status = Path("/proc/self/status").read_text()
    line = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
    return int(line.split()[1]) / 1024


def child(part: str, build: str, runs: int, six: bool) -> None:
    """One part in this process, on the build asked for; its figures as JSON on stdout."""
    from solver.build import BUILD

    assert BUILD.compiled == (build == "compiled"), f"asked for {build}, running {BUILD}"
    if part == "tables":
        found = part_tables(runs, six)
    elif part == "seven":
        found = part_seven()
    else:
        found = part_tchisla(runs)
    print(json.dumps({"build": str(BUILD), **found}))


def run_part(part: str, build: str, runs: int, six: bool) -> dict[str, object]:
    """A part in a fresh interpreter on one build."""
    env = {key: value for key, value in os.environ.items() if key != "TWENTYFOUR_PURE"}
    if BUILDS[build]:
        env["TWENTYFOUR_PURE"] = "1"
    command = [sys.executable, __file__, "--child", part, build, "--runs", str(runs)]
    done = subprocess.run(
        [*command, *(["--six"] if six else [])],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        raise SystemExit(f"{part} on the {build} build failed:\n{done.stderr[-3000:]}")
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


def seed001_four(quick: bool) -> float:
    """Seed 001's CPU seconds for the four-card table (from every 10th hand with --quick)."""
    import baseline_seed001 as seed001

    four = list(combinations_with_replacement(range(1, 14), 4))
    sample = four[:: 10 if quick else 1]
    started = time.process_time()
    for hand in sample:
        seed001.solve(hand)
    return (time.process_time() - started) * len(four) / len(sample)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="seed 001 on a sample, one run")
    parser.add_argument("--six", action="store_true", help="also the full six-card table")
    parser.add_argument("--runs", type=int, default=3, help="runs of each timing (default 3)")
    parser.add_argument("--child", nargs=2, metavar=("PART", "BUILD"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    runs = 1 if args.quick else args.runs
    if args.child:
        child(args.child[0], args.child[1], runs, args.six)
        return
    load = os.getloadavg()[0]
    print(f"Python {sys.version.split()[0]}; load average {load:.2f}; medians of {runs} run(s)")
    seed = seed001_four(args.quick)
    found = {
        build: {
            **run_part("tables", build, runs, args.six),
            **run_part("seven", build, runs, args.six),
            **run_part("tchisla", build, runs, args.six),
        }
        for build in BUILDS
    }
    ours, pure = found["compiled"], found["pure"]
    print(f"builds: {ours['build']} / {pure['build']}")
    report(ours, pure, seed, args.quick)


def report(ours: dict[str, object], pure: dict[str, object], seed: float, quick: bool) -> None:
    """Every goal: the compiled build, the pure build and the ratios."""

    def both(key: str, unit: str = "s") -> str:
        a, b = float(ours[key]), float(pure[key])  # type: ignore[arg-type]
        return f"compiled {a:.3f} {unit}, pure {b:.3f} {unit} ({b / a:.2f}x)"

    four = float(ours["four"])  # type: ignore[arg-type]
    sampled = " (from every 10th hand)" if quick else ""
    print(
        f"4 cards, full table, CPU: {both('four')}; seed 001 {seed:.2f} s{sampled}: "
        f"{seed / four:.0f}x (goal 30x; pure {seed / float(pure['four']):.0f}x); "  # type: ignore[arg-type]
        f"inrust 0.012 s is {four / INRUST:.1f}x faster than the compiled build"
    )
    print(f"5 cards, full table, wall on every core (goal 2 s): {both('five')}")
    print(f"5 cards, full table, CPU in one process: {both('five_cpu')}")
    print(f"5 cards, the Statistics tab's computation, wall (goal 2 s): {both('stats')}")
    print(f"  … the fork server not started when the tab opened: {both('stats_first')}")
    print(
        f"5 cards, the Statistics tab again, its table kept on disk (goal 0.2 s): {both('again')}"
    )
    six_a, six_b = float(ours["six_sample"]), float(pure["six_sample"])  # type: ignore[arg-type]
    print(
        f"6 cards, every 50th hand CPU: {both('six_sample')}; the full table at this rate on "
        f"two cores: about {six_a * 25:.0f} s compiled, {six_b * 25:.0f} s pure (goal 120 s)"
    )
    if "six" in ours:
        print(f"6 cards, the full table on every core: {both('six')}, {ours['six_counts']}")
    for name, found in (("compiled", ours), ("pure", pure)):
        times = [float(t) for t in found["times"]]  # type: ignore[attr-defined]
        after = [float(t) for t in found["collections"]]  # type: ignore[attr-defined]
        worst = max(a + b for a, b in zip(times, after, strict=True))
        print(
            f"7 numbers, {SEVEN_HANDS} random hands (seed {SEVEN_SEED}), {name}: median "
            f"{statistics.median(times):.2f} s, slowest {max(times):.2f} s (goal 2 s), "
            f"peak {float(found['peak_mb']):.0f} MB (goal 500 MB); "  # type: ignore[arg-type]
            f"the young collection each leaves: median {statistics.median(after):.2f} s, "
            f"at most {max(after):.2f} s; solving and collecting at most {worst:.2f} s"
        )
    assert ours["counts"] == pure["counts"]
    print(f"Tchisla 2016 # 1..9, CPU (goal 2x the pure build): {both('tchisla')}")


if __name__ == "__main__":
    main()
