"""Peak memory of every process of a run together (issue #35), with its wall time.

    python benchmarks/bench_memory.py                     # 4 and 5 cards, 7 numbers, --jobs 2
    python benchmarks/bench_memory.py --cards 6 --jobs 2 8
    python benchmarks/bench_memory.py --stats --cards 6   # the Statistics tab's computation
    python benchmarks/bench_memory.py --seven             # the 7-number sample, whole command
    python benchmarks/bench_memory.py --four 7            # the four-card command against seed 001

Each run is a fresh process (``python -m solver table --cards N --jobs J``, a seven-number
``python -m solver`` hand, or the Statistics computation as the app runs it: on a thread, its
workers from the fork server started a moment before). While it runs, /proc is read every
`EVERY` seconds: the process and every process under it (its workers, the fork server, the
resource tracker), each one's resident memory (RSS) and its proportional share (PSS: a page
shared by n processes counts 1/n in each, as forked workers share the parent's). The peak of
the sum is reported for both: RSS counts a shared page once per process (an upper bound), PSS
once in all (what the machine gives). Linux only. The goal: under 1 GB (RSS, all together).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Seconds between two looks at /proc: often at first (a four-card table takes a tenth of a
#: second), then less (each look costs the kernel a walk of every process's pages).
EVERY = 0.01
EVERY_LATER = 0.1
#: Seconds between two listings of the processes (a new worker is found within this).
LISTED = 0.5
PAGE = os.sysconf("SC_PAGE_SIZE")
MB = 1 << 20
#: The seven-number sample of bench_compiled.py: how many hands, and the seed that draws them.
SEVEN_HANDS = 20
SEVEN_SEED = 21

#: The Statistics computation as the app runs it (app/views/stats_view.py): the fork server
#: started when the tab opens, the job on a pool thread.
STATS_CHILD = """
import sys, threading, time
from app.game.stats import DealRules, rule_stats
from solver.tables import prepare_workers
prepare_workers()
time.sleep(0.5)
found = []
jobs = None if sys.argv[2] == "default" else int(sys.argv[2])
def job():
    from solver.make24 import difficulty
    rules = DealRules(cards=int(sys.argv[1]))
    table = difficulty.score_table(rules.solver_rules(), workers=jobs)
    found.append(len(table.hands))
started = time.perf_counter()
thread = threading.Thread(target=job)
thread.start()
thread.join()
print(found[0], f"{time.perf_counter() - started:.3f}", file=sys.stderr)
"""

#: Seed 001's method over the four-card table, as a whole command of its own (its start counted
#: as ours is).
SEED001_CHILD = """
import sys
from itertools import combinations_with_replacement
sys.path.insert(0, "benchmarks")
import baseline_seed001
for hand in combinations_with_replacement(range(1, 14), 4):
    baseline_seed001.solve(hand)
"""


def children() -> dict[int, list[int]]:
    """Every process's children, by parent id (from /proc/*/stat)."""
    found: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_text()
        except OSError:
            continue
        parent = int(stat[stat.rindex(")") + 2 :].split()[1])
        found.setdefault(parent, []).append(int(name))
    return found


def tree(root: int) -> list[int]:
    """The process and every process under it."""
    below = children()
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo += below.get(pid, [])
    return out


def rss_pss(pid: int) -> tuple[int, int]:
    """A process's resident memory and proportional share, in bytes (0, 0 once it is gone)."""
    try:
        rss = int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
        pss = 0
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                pss = int(line.split()[1]) * 1024
                break
        return rss, pss
    except (OSError, ValueError, IndexError):
        return 0, 0


@dataclass
class Peak:
    """The largest sums seen, and the most processes at once."""

    rss: int = 0
    pss: int = 0
    processes: int = 0
    samples: list[tuple[float, int]] = field(default_factory=list)

    def look(self, pids: list[int], started: float) -> None:
        """Add up the memory of these processes now."""
        rss = pss = 0
        for pid in pids:
            r, p = rss_pss(pid)
            rss, pss = rss + r, pss + p
        self.rss, self.pss = max(self.rss, rss), max(self.pss, pss)
        self.processes = max(self.processes, len(pids))
        self.samples.append((time.perf_counter() - started, rss))


def measured(
    command: list[str], env: dict[str, str] | None = None, output: Path | None = None
) -> tuple[float, Peak, str]:
    """Run a command (its stdout written to `output`, else thrown away), watching its processes'
    memory: wall seconds, the peaks, and its stderr's last line."""
    peak = Peak()
    started = time.perf_counter()
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL if output is None else output.open("wb"),
        stderr=subprocess.PIPE,
        text=True,
    )
    done = threading.Event()

    def watch() -> None:
        pids, listed = [process.pid], 0.0
        while not done.is_set():
            now = time.perf_counter() - started
            if now - listed >= (LISTED if now > 2 else EVERY):
                pids, listed = tree(process.pid), now
            peak.look(pids, started)
            done.wait(EVERY if now < 2 else EVERY_LATER)

    watcher = threading.Thread(target=watch)
    watcher.start()
    _, err = process.communicate()
    seconds = time.perf_counter() - started
    done.set()
    watcher.join()
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{err[-2000:]}")
    lines = err.strip().splitlines()
    return seconds, peak, lines[-1] if lines else ""


def environment(pure: bool) -> dict[str, str]:
    """The environment of a run on the build asked for."""
    env = {key: value for key, value in os.environ.items() if key != "TWENTYFOUR_PURE"}
    if pure:
        env["TWENTYFOUR_PURE"] = "1"
    return env


def seven_hands() -> list[list[int]]:
    """The seven-number sample (as bench_compiled.py draws it)."""
    rng = random.Random(SEVEN_SEED)
    return [sorted(rng.randint(1, 13) for _ in range(7)) for _ in range(SEVEN_HANDS)]


def show(what: str, seconds: float, peak: Peak, said: str = "") -> None:
    """One line of the report."""
    print(
        f"{what}: {seconds:.2f} s wall, peak RSS {peak.rss / MB:.0f} MB, PSS {peak.pss / MB:.0f} "
        f"MB, {peak.processes} processes at most{f'  [{said}]' if said else ''}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, nargs="*", default=[4, 5], help="table sizes")
    parser.add_argument("--jobs", nargs="*", default=["2"], help="worker counts, or 'default'")
    parser.add_argument("--stats", action="store_true", help="the Statistics computation too")
    parser.add_argument("--seven", action="store_true", help="the seven-number sample")
    parser.add_argument("--pure", action="store_true", help="the pure build")
    parser.add_argument("--keep", type=Path, help="keep each table's output in this folder")
    parser.add_argument("--four", type=int, default=0, help="runs of the four-card command")
    args = parser.parse_args()
    if args.keep is not None:
        args.keep.mkdir(parents=True, exist_ok=True)  # (a folder not there yet is made)
    env = environment(args.pure)
    print(f"load average {os.getloadavg()[0]:.2f}; {'pure' if args.pure else 'as installed'}")
    python = [sys.executable]
    for cards in args.cards:
        for jobs in args.jobs:
            given = [] if jobs == "default" else ["--jobs", jobs]
            command = [*python, "-m", "solver", "table", "--cards", str(cards), *given]
            output = None if args.keep is None else args.keep / f"table{cards}-jobs{jobs}.txt"
            seconds, peak, said = measured(command, env, output)
            show(f"table --cards {cards} --jobs {jobs}", seconds, peak, said)
            if output is not None:
                print(f"  sha256 {hashlib.sha256(output.read_bytes()).hexdigest()}  {output}")
            if args.stats:
                command = [*python, "-c", STATS_CHILD, str(cards), jobs]
                seconds, peak, said = measured(command, env)
                show(f"Statistics, {cards} cards, --jobs {jobs}", seconds, peak, said)
    if args.four:
        four_command(python, env, args.four)
    if args.seven:
        times, peaks = [], []
        for hand in seven_hands():
            seconds, peak, _ = measured([*python, "-m", "solver", *map(str, hand)], env)
            times.append(seconds)
            peaks.append(peak.rss)
        print(
            f"7 numbers, {SEVEN_HANDS} hands (seed {SEVEN_SEED}), the whole command: median "
            f"{statistics.median(times):.2f} s, slowest {max(times):.2f} s; peak RSS at most "
            f"{max(peaks) / MB:.0f} MB"
        )


def four_command(python: list[str], env: dict[str, str], runs: int) -> None:
    """The whole four-card command (``python -m solver table``, start-up counted) against seed
    001's method run as a command of its own, alternately, `runs` times each: the medians."""
    ours, seed = [], []
    for _ in range(runs):
        ours.append(measured([*python, "-m", "solver", "table"], env)[0])
        seed.append(measured([*python, "-c", SEED001_CHILD], env)[0])
    a, b = statistics.median(ours), statistics.median(seed)
    print(
        f"4 cards, the whole command, wall, medians of {runs}: ours {a:.3f} s (fastest "
        f"{min(ours):.3f}), seed 001 {b:.2f} s: {b / a:.1f}x (goal 30x)"
    )


if __name__ == "__main__":
    main()
