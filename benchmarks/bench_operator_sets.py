"""Issue #22's promise: operator sets cost the classic game nothing. In one run, alternating
fresh processes, the classic game's work by the solver before #22 and by this one:

    git archive 9e36fcf solver | tar -x -C /tmp/before     # the solver before #22
    python benchmarks/bench_operator_sets.py /tmp/before [RUNS]

Each process clears every cache and times, in CPU seconds: the full table of four cards
(every distinct solution of 1820 hands), `solvable` on every hand, the difficulty levels of the
default rules, and every 7th hand of the five-card table; then, in this solver only, the same
table under a few operator sets. The medians are printed; the counts are checked to agree.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CODE = r"""
import gc, sys, time
sys.path.insert(0, ROOT)
from itertools import islice
from solver import solvable
from solver.make24 import difficulty
from solver.make24.search import clear_caches
from solver.make24.tables import hands, solution_texts

def timed(job):
    clear_caches()
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()
    started = time.process_time()
    result = job()
    return time.process_time() - started, result

gc.disable()
table, solutions = timed(lambda: sum(len(solution_texts(h, 24)) for h in hands(4, 1, 13)))
deciding, solvable_hands = timed(lambda: sum(solvable(h, 24) for h in hands(4, 1, 13)))
levels, _ = timed(lambda: difficulty.levels(difficulty.Rules()))
five, five_solutions = timed(
    lambda: sum(len(solution_texts(h, 24)) for h in islice(hands(5, 1, 13), 0, None, 7))
)
print((solutions, solvable_hands, five_solutions, table, deciding, levels, five))
"""

SETS = r"""
import sys, time
sys.path.insert(0, ROOT)
from solver import OperatorSet
from solver.make24.search import clear_caches
from solver.make24.tables import hands, solution_texts
for text in ("+-*/ whole", "+-*", "+-* whole", "+-", "*/"):
    operators = OperatorSet.parse(text)
    clear_caches()
    started = time.process_time()
    found = [solution_texts(h, 24, operators) for h in hands(4, 1, 13)]
    seconds = time.process_time() - started
    solvable = sum(bool(texts) for texts in found)
    count = sum(len(texts) for texts in found)
    print(f"  {text:10} {seconds:.3f} s, {solvable} solvable, {count} solutions")
"""


def run(code: str, root: str) -> str:
    """Run the code in a fresh process with `root` first on the path."""
    done = subprocess.run(
        [sys.executable, "-c", code.replace("ROOT", repr(root))],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def main() -> None:
    before = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    found: dict[str, list[tuple[float, ...]]] = {"before #22": [], "now": []}
    for _ in range(runs):
        for name, root in (("before #22", before), ("now", str(ROOT))):
            found[name].append(eval(run(CODE, root)))  # our own tuple of numbers
    counts = {rows[0][:3] for rows in found.values()}
    assert len(counts) == 1, counts
    print(
        f"solutions of four cards, solvable hands, solutions of every 7th five-card hand: {counts}"
    )
    for name, rows in found.items():
        medians = [statistics.median(row[k] for row in rows) for k in range(3, 7)]
        print(
            f"{name:10}: 4-card table {medians[0]:.3f} s, solvable {medians[1]:.3f} s, "
            f"levels {medians[2]:.3f} s, 5-card every 7th hand {medians[3]:.2f} s"
        )
    print("the 4-card table under other sets (now):")
    print(run(SETS, str(ROOT)), end="")


if __name__ == "__main__":
    main()
