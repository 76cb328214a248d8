"""Every answer the same as a baseline's, byte for byte, on both builds.

    python benchmarks/same_answers.py BASE            # a commit, e.g. main or 2f81463
    python benchmarks/same_answers.py BASE --six      # also the six-card table (minutes)
    python benchmarks/same_answers.py --tables 4 5 6  # the tables against main's, stored below

The baseline is the solver of commit BASE, extracted (``git archive``) into a scratch folder and
compiled there with mypyc as the install compiles this one (setup.py), once: its outputs are
kept beside it, by command, so the slow ones (the six-card table) are worked out only once for
a baseline. This tree runs as installed and as pure Python (TWENTYFOUR_PURE=1). Compared: the
standard output of the tables of four, five (and with --six six) cards, other targets and
operator sets, the difficulty table, Tchisla 2016 with every digit, the solutions of a few
hands, and `SAMPLE` (every distinct solution of random problems of 2..5 numbers with zeros,
negatives and fractions, other targets and operators, and the hints and nearest values of a
few). Prints SAME or what differs; the exit code is 1 when something does.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where the baselines are extracted and their outputs kept.
SCRATCH = Path(tempfile.gettempdir()) / "twentyfour-same-answers"

#: The commands compared (arguments of ``python -m solver``).
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("table",),
    ("table", "--cards", "5"),
    ("table", "--target", "10", "--max", "10"),
    ("table", "--ops", "+-*", "--whole"),
    ("table", "--cards", "5", "--ops", "*/", "--max", "10"),
    ("table", "--cards", "3", "--min", "-3", "--max", "6", "--target", "7/2"),
    ("difficulty",),
    ("difficulty", "--cards", "5", "--max", "9"),
    ("tchisla", "2016"),
    ("1", "2", "3", "5", "6", "7", "8"),
    ("1", "3", "6", "8", "9", "12", "13"),
    ("3", "3", "8", "8", "--steps"),
    ("1", "1", "1", "1", "1", "1"),
    ("0", "0", "1", "-2", "5/3", "--target", "-1"),
)
SIX: tuple[str, ...] = ("table", "--cards", "6")
#: The sha256 of main's ``python -m solver table --cards N`` output (main at 47c4c79, before
#: issue #35's work; four and five cards the same on both of its builds, six on the compiled).
MAIN_TABLES = {
    4: "a3edc49b6700ab781c05443d13517b726de036dfd8a4cb1f741c155c9c0193c7",
    5: "8e93c47626f291c47ad0f1f9a0ef7d075756e345c7efabb47371735cbda3ce33",
    6: "957206988f552d3a9e0ca74fa5cb8f001f0d2d3427b5e4bbba74aa7169b72008",
}

#: Random problems solved in one process, their answers printed (run as ``python -c``).
SAMPLE = """
import random
from fractions import Fraction
from solver import first_solution, nearest, solvable, solve
rng = random.Random(35)
numbers = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, -1, -3, Fraction(1, 2), Fraction(5, 3)]
targets = [24, 10, 0, 1, -4, Fraction(7, 2), 36]
rules = ["+-*/", "+-*", "+-", "*/", "-/"]
for index in range(1500):
    hand = [rng.choice(numbers) for _ in range(rng.randint(2, 5))]
    target, ops = rng.choice(targets), rng.choice(rules)
    found = solve(hand, target, operators=ops)
    print(hand, target, ops, [s.text for s in found], solvable(hand, target, operators=ops))
    if index % 10 == 0:
        print(first_solution(hand, target, operators=ops), nearest(hand, target))
"""


def run(folder: Path, arguments: list[str], pure: bool) -> bytes:
    """The standard output of ``python ARGUMENTS`` run in `folder` (whose solver it imports)."""
    env = {key: value for key, value in os.environ.items() if key != "TWENTYFOUR_PURE"}
    if pure:
        env["TWENTYFOUR_PURE"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    done = subprocess.run(
        [sys.executable, *arguments], cwd=folder, env=env, capture_output=True, check=False
    )
    return done.stdout + f"\nexit {done.returncode}\n".encode()


def arguments(command: tuple[str, ...]) -> list[str]:
    """What runs a command: the solver's command line, or the sample."""
    return ["-c", SAMPLE] if command == ("sample",) else ["-m", "solver", *command]


def baseline(commit: str) -> tuple[str, Path]:
    """The baseline's full commit id and the folder of its installed solver (a wheel built
    from the commit's tree as pip installs one, compiled, and unpacked there; once)."""
    full = subprocess.run(
        ["git", "rev-parse", commit], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    folder = SCRATCH / full[:12]
    site = folder / "site"
    if not (site / "solver" / "_build.json").is_file():
        source, wheels = folder / "source", folder / "wheel"
        source.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "archive", full], cwd=ROOT, capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
        pip = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels)]
        subprocess.run([*pip, str(source)], capture_output=True, check=True)
        wheel = next(wheels.glob("*.whl"))
        subprocess.run(["unzip", "-q", "-o", str(wheel), "-d", str(site)], check=True)
    return full, site


def kept_output(folder: Path, command: tuple[str, ...]) -> bytes:
    """The baseline's output of a command, worked out once and kept beside it."""
    name = hashlib.sha256(repr(command).encode()).hexdigest()[:16]
    path = folder / ".outputs" / name
    if not path.is_file():
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(run(folder, arguments(command), pure=False))
    return path.read_bytes()


def tables(sizes: list[int], builds: list[bool]) -> int:
    """Each table of `sizes` cards on each build against `MAIN_TABLES` (1 when one differs)."""
    differ = 0
    for cards in sizes:
        for pure in builds:
            got = run(ROOT, ["-m", "solver", "table", "--cards", str(cards)], pure)
            digest = hashlib.sha256(got.removesuffix(b"\nexit 0\n")).hexdigest()
            same = digest == MAIN_TABLES[cards]
            differ += not same
            build = "pure" if pure else "as installed"
            print(f"{'same' if same else 'DIFFERENT'}: table --cards {cards} ({build})", flush=True)
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", nargs="?", default="main", help="the baseline commit")
    parser.add_argument("--tables", type=int, nargs="*", help="only the tables, against main's")
    parser.add_argument("--six", action="store_true", help="also the six-card table")
    parser.add_argument("--compiled-only", action="store_true", help="skip the pure build")
    args = parser.parse_args()
    builds = [False] if args.compiled_only else [False, True]
    if args.tables:
        return tables(args.tables, builds)
    full, folder = baseline(args.base)
    print(f"baseline {full[:12]} in {folder}", flush=True)
    commands = [*COMMANDS, ("sample",), *([SIX] if args.six else [])]
    differ = []
    for command in commands:
        expected = kept_output(folder, command)
        for pure in builds:
            got = run(ROOT, arguments(command), pure)
            build = "pure" if pure else "as installed"
            if got != expected:
                differ.append(f"{' '.join(command)} ({build})")
                print(f"DIFFERENT: {' '.join(command)[:60]} ({build})", flush=True)
            else:
                print(f"same: {' '.join(command)[:60]} ({build}, {len(got):,} bytes)", flush=True)
    print("SAME" if not differ else f"NOT THE SAME: {len(differ)} outputs differ")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
