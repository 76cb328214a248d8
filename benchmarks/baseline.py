"""Our own earlier solver, to measure against in the same run as this tree's.

The benchmarks compare with the solver of a named commit, not with a copy kept in the tree: its
``solver`` package is taken out of git (``git archive``) into a scratch folder, and code runs
against it in fresh interpreters (it is called ``solver`` too, so it cannot share a process with
this tree's). This needs a git checkout of the project (not a source archive).

    earlier = EarlierSolver(BEFORE_SPEED_WORK)
    seconds, count = earlier.value("from solver import solve", "cpu(lambda: len(solve([4, 6])))")

``cpu`` (defined in every such interpreter) times a job as the benchmarks time this tree's:
CPU seconds of the process (``time.process_time``), the median of cold runs. The scratch folder
is removed when the object goes, at the latest when the benchmark ends.
"""

from __future__ import annotations

import inspect
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The last commit before the speed work of issues #10, #13 and #14: Fractions throughout, no
#: compiled modules, Tchisla without negated exponents (what baseline_today/ and
#: baseline_tchisla/ kept a copy of until issue #32).
BEFORE_SPEED_WORK = "f483d690a73ac39ed525b0768e46686a21028206"


def cpu(
    job: Callable[[], object], runs: int = 1, cold: Callable[[], None] = lambda: None
) -> tuple[float, object]:
    """Median CPU seconds of `runs` runs of `job`, each after `cold`, and the job's result."""
    times = []
    result: object = None
    for _ in range(runs):
        cold()
        started = time.process_time()
        result = job()
        times.append(time.process_time() - started)
    return statistics.median(times), result


#: What a fresh interpreter runs first: the earlier solver first on the path (checked), `cpu`.
PRELUDE = """
from __future__ import annotations
import json, statistics, sys, time
from collections.abc import Callable
sys.path.insert(0, {tree!r})
import solver
assert solver.__file__.startswith({tree!r}), f"not the earlier solver: {{solver.__file__}}"
""" + inspect.getsource(cpu).replace("{", "{{").replace("}", "}}")


def extract(revision: str, target: Path, paths: Sequence[str] = ("solver",)) -> Path:
    """The project's `paths` as they were at `revision` (git archive), in `target`."""
    target.mkdir()
    archive = subprocess.run(
        ["git", "archive", "--format=tar", revision, *paths],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target


class EarlierSolver:
    """The solver of an earlier commit, in a scratch folder of its own."""

    def __init__(self, revision: str = BEFORE_SPEED_WORK) -> None:
        self.revision = revision
        self._scratch = tempfile.TemporaryDirectory(prefix="earlier-solver-")
        self.tree = extract(revision, Path(self._scratch.name) / "tree")

    def __str__(self) -> str:
        return f"the solver of {self.revision:.7}"

    def run(self, code: str) -> str:
        """What `code` prints, run in a fresh interpreter on the earlier solver."""
        done = subprocess.run(
            [sys.executable, "-c", PRELUDE.format(tree=str(self.tree)) + code],
            cwd=self.tree,
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            raise SystemExit(f"{self} failed:\n{done.stderr[-3000:]}")
        return done.stdout

    def value(self, setup: str, expression: str) -> Any:
        """The value of `expression` (JSON: tuples come back as lists) after `setup`, worked
        out in a fresh interpreter on the earlier solver."""
        printed = self.run(f"{setup}\nprint(json.dumps({expression}))\n")
        return json.loads(printed.splitlines()[-1])
