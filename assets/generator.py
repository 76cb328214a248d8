"""The command line the asset generators share (``python -m assets.make_cards``, ``make_sounds``).

Each generator makes its files deterministically; this writes the missing or stale ones, or with
``--check`` only names them and exits 1 (a test runs the same check).
"""

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

#: Lists the generated files missing or stale under an assets folder (or writes them).
FileAction = Callable[[Path], list[str]]


def run(
    argv: list[str] | None,
    *,
    prog: str,
    description: str | None,
    made: str,
    stale_files: FileAction,
    write_all: FileAction,
) -> int:
    """Write the generated files, or with --check only report stale ones; the exit code."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--check", action="store_true", help="only report missing/stale files")
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent, help="assets folder (default: this one)"
    )
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_files(args.out)
        for name in stale:
            print(f"stale or missing: {name}", file=sys.stderr)
        return 1 if stale else 0
    changed = write_all(args.out)
    print(f"{made}, {len(changed)} written under {args.out}")
    return 0
