"""Are Tchisla's default limits wide enough? The defaults against wider limits on one range.

    python benchmarks/bench_tchisla_limits.py                      # 101..1000, every digit
    python benchmarks/bench_tchisla_limits.py --from 101 --to 300 --digits 2 4
    python benchmarks/bench_tchisla_limits.py --wide-value 50 --wide-factorial 60

Every target of the range is solved for each digit twice in the same run: with the default
`Limits` and with wider ones (values to 10^40, factorials to 50! unless given). A shorter answer
under the wide limits is an answer the defaults miss; the script lists them and prints both CPU
times, so the price of the wider limits is seen next to what they find. The latest figures are
in benchmarks/README.md. The whole default range takes about 20 minutes on 2 vCPUs.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solver.tchisla import Limits, TchislaSearch


def counts(
    limits: Limits, targets: range, digits: list[int]
) -> tuple[dict[tuple[int, int], tuple[int, str]], float]:
    """(target, digit) -> (count, expression) under some limits, and the CPU seconds it took."""
    started = time.process_time()
    found: dict[tuple[int, int], tuple[int, str]] = {}
    for digit in digits:
        search = TchislaSearch(digit, limits)  # one search per digit answers the whole range
        for target in targets:
            result = search.solve(target)
            count = result.count if result.count is not None else limits.max_copies + 1
            found[target, digit] = (count, result.expression)
    return found, time.process_time() - started


def main() -> None:
    """Solve the range under both limits and report the differences and the times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="low", type=int, default=101, help="first target")
    parser.add_argument("--to", dest="high", type=int, default=1000, help="last target")
    parser.add_argument("--digits", type=int, nargs="+", default=list(range(1, 10)))
    parser.add_argument("--wide-value", type=int, default=40, help="wide values to 10^N")
    parser.add_argument("--wide-factorial", type=int, default=50, help="wide factorials to N!")
    args = parser.parse_args()
    targets = range(args.low, args.high + 1)
    default = Limits()
    wide = Limits(max_value=10**args.wide_value, max_factorial=args.wide_factorial)
    print(f"targets {args.low}..{args.high}, digits {' '.join(map(str, args.digits))}")
    ours, ours_time = counts(default, targets, args.digits)
    print(f"defaults ({default.describe()}): {ours_time:.1f} s CPU", flush=True)
    theirs, wide_time = counts(wide, targets, args.digits)
    print(f"wide ({wide.describe()}): {wide_time:.1f} s CPU")
    shorter = [key for key in ours if theirs[key][0] < ours[key][0]]
    longer = [key for key in ours if theirs[key][0] > ours[key][0]]
    for target, digit in shorter:
        (mine, text), (best, wide_text) = ours[target, digit], theirs[target, digit]
        print(f"  {target}#{digit}: defaults {mine} {text}   wide {best} {wide_text}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"{len(ours)} cells: the wide limits find {len(shorter)} shorter answers "
        f"and {len(longer)} longer; wide / defaults time = {wide_time / ours_time:.1f}; "
        f"peak memory {peak:.0f} MB"
    )


if __name__ == "__main__":
    main()
