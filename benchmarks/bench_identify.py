"""How long identifying an answer and making the daily puzzle take, in one run.

    python benchmarks/bench_identify.py

identify is timed on every distinct solution of all 1820 hands of four cards from 1..13, typed as
text in another order (the text of its mirror image, so nothing is copied from solve()'s list):
the first answer on a hand (cold: every cache cleared, so it includes solve()), a second answer on
the same hand (its solutions kept), and against the baseline of the same run, `check` alone (read
the text, check the cards and the value: what any answer check does). Five and six cards: a random
sample, cold. The daily puzzle: the first call in a fresh process (it builds the difficulty score
table) and then one call per date for a year. Wall-clock seconds (time.perf_counter): a call's
latency is what a player waits for.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solver import Num, Op, Tree, render, solve
from solver.make24.identify import _classes, check, identify
from solver.make24.search import clear_caches

ROOT = Path(__file__).resolve().parent.parent
HANDS = list(combinations_with_replacement(range(1, 14), 4))


def mirrored(tree: Tree) -> Tree:
    """The same answer written the other way round where + and * allow it."""
    if isinstance(tree, Num):
        return tree
    left, right = mirrored(tree.left), mirrored(tree.right)
    return Op(tree.symbol, right, left) if tree.symbol in "+*" else Op(tree.symbol, left, right)


def forget() -> None:
    """Every cache identify uses: the search's and the kept solutions of hands."""
    clear_caches()
    _classes.cache_clear()


def milliseconds(job: Callable[[], object]) -> float:
    started = time.perf_counter()
    job()
    return (time.perf_counter() - started) * 1000


def summary(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    mean, median = statistics.fmean(times), statistics.median(times)
    worst, top = ordered[int(0.99 * len(ordered))], ordered[-1]
    print(
        f"{name:<34} mean {mean:6.3f} ms   median {median:6.3f}   99% {worst:6.3f}"
        f"   max {top:6.3f}   ({len(times)})"
    )


def four_cards() -> None:
    first, again, checked = [], [], []
    for hand in HANDS:
        answers = [render(mirrored(s.tree)) for s in solve(hand)]
        if not answers:
            continue
        forget()
        first.append(milliseconds(lambda hand=hand, text=answers[0]: identify(text, hand)))
        for text in answers:
            again.append(milliseconds(lambda hand=hand, text=text: identify(text, hand)))
            checked.append(milliseconds(lambda hand=hand, text=text: check(text, hand)))
    summary("4 cards, first answer on a hand", first)
    summary("4 cards, another answer", again)
    summary("4 cards, check alone (baseline)", checked)
    base = statistics.fmean(checked)
    print(
        f"identify / check: first answer {statistics.fmean(first) / base:.1f}x,"
        f" another {statistics.fmean(again) / base:.1f}x"
    )


def more_cards(count: int, hands: int = 30) -> None:
    rng = random.Random(count)
    first = []
    while len(first) < hands:
        hand = tuple(sorted(rng.randint(1, 13) for _ in range(count)))
        found = solve(hand)
        if not found:
            continue
        text = render(mirrored(rng.choice(found).tree))
        forget()
        first.append(milliseconds(lambda hand=hand, text=text: identify(text, hand)))
    summary(f"{count} cards, first answer on a hand", first)


def daily() -> None:
    code = (
        f"import sys, time; sys.path.insert(0, {str(ROOT)!r})\n"
        "from datetime import date, timedelta\n"
        "from solver.make24.daily import puzzle\n"
        "t = time.perf_counter(); puzzle(date(2025, 1, 1)); first = time.perf_counter() - t\n"
        "t = time.perf_counter()\n"
        "for n in range(365): puzzle(date(2025, 1, 1) + timedelta(n))\n"
        "print(first, (time.perf_counter() - t) / 365)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first, each = map(float, out.stdout.split())
    print(f"daily puzzle: first call {first:.2f} s (score table), then {each * 1000:.2f} ms a date")


if __name__ == "__main__":
    four_cards()
    more_cards(5)
    more_cards(6)
    daily()
