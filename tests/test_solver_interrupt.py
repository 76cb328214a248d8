"""Ctrl+C, memory and progress on the command line, as a person at a terminal meets them.

Each command runs in a process of its own, its stderr a terminal (a pseudo-terminal), and is
sent SIGINT as a terminal sends it (to its whole process group: a table's workers too) once its
output shows it got to a given point: never after a fixed delay. It must end in one line and
exit code 130: never "fatal: out of memory" and SIGABRT (the compiled build took Ctrl+C inside
compiled code), never a traceback. This file runs on the build the install made (compiled where
there is a C compiler) and again on the pure one (tests/test_builds.py).
"""

from __future__ import annotations

import io
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solver.build import BUILD
from solver.cli import common, main
from solver.core import watch

ROOT = Path(__file__).resolve().parents[1]
#: The longest a command may take to reach a point of its output (a safeguard against a hang,
#: far beyond what any of them needs: no speed is measured here).
PATIENCE = 300.0
#: The ten primes that made a search of --first fill 1.4 GB in 7 s.
TEN_PRIMES = ["--first", "--target", "1000000007", "2", "3", "5", "7", "11", "13", "17", "19"]
TEN_PRIMES += ["23", "29"]
#: A hand the coach takes seconds over (it has no answer: the nearest values are looked for).
NO_ANSWER = ["explain", "7/3", "11/5", "13", "-17", "19/7", "23", "--target", "100003"]
#: ``python -m solver`` with its progress shown sooner (`Command`'s `quiet_for`).
LAUNCH = (
    "import sys; from solver.cli import command, common; common.QUIET_FOR = {quiet_for}; "
    "sys.argv[0] = 'solver'; sys.exit(command())"
)


class Command:
    """``python -m solver ARGS`` running, its stderr a terminal (or a pipe), read as it goes."""

    def __init__(self, *args: str, terminal: bool = True, quiet_for: float | None = None) -> None:
        """`quiet_for`: the seconds a search runs before its progress shows, if not the
        command's own (a search that takes two seconds here may take one on a faster machine)."""
        reader, writer = pty.openpty() if terminal else os.pipe()
        launch = ["-m", "solver"]
        if quiet_for is not None:
            launch = ["-c", LAUNCH.format(quiet_for=quiet_for)]
        self.process = subprocess.Popen(
            [sys.executable, *launch, *args],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=writer,
            start_new_session=True,  # a process group of its own, as a terminal's job
        )
        os.close(writer)
        assert self.process.stdout is not None
        #: what was read so far from stdout and stderr, and the streams still open
        self.read = {"stdout": b"", "stderr": b""}
        self.open = {self.process.stdout.fileno(): "stdout", reader: "stderr"}
        self.stderr_fd = reader

    def text(self, name: str) -> str:
        """What the command wrote to stdout or stderr so far."""
        return self.read[name].decode(errors="replace")

    def wait_for(self, pattern: str) -> None:
        """Read the output until `pattern` (a regular expression) shows up in it."""
        deadline = time.monotonic() + PATIENCE
        while not any(re.search(pattern, self.text(name)) for name in self.read):
            assert self._read(deadline), (
                f"{BUILD}: the output ended without {pattern!r}: {self.text('stderr')!r}"
            )

    def _read(self, deadline: float) -> bool:
        """Read what comes before `deadline`; False once every stream has ended."""
        timeout = deadline - time.monotonic()
        if not self.open or timeout <= 0:
            return False
        ready, _, _ = select.select(list(self.open), [], [], timeout)
        for fd in ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # a terminal whose other end has closed
                chunk = b""
            if chunk:
                self.read[self.open[fd]] += chunk
            else:
                del self.open[fd]
        return True

    def finish(self) -> tuple[int, list[str]]:
        """Read to the end; the exit code and the lines of stderr (a progress line rewritten in
        place counts as its last state)."""
        deadline = time.monotonic() + PATIENCE
        while self._read(deadline):
            pass
        code = self.process.wait(timeout=PATIENCE)
        assert self.process.stdout is not None
        self.process.stdout.close()
        os.close(self.stderr_fd)
        text = self.text("stderr").replace("\r\n", "\n")
        lines = [re.sub(r".*\r(\x1b\[K)?", "", line) for line in text.split("\n")]
        return code, [line for line in lines if line.strip()]

    def interrupt(self) -> tuple[int, list[str]]:
        """Ctrl+C at a terminal: SIGINT to the command's process group; then `finish`."""
        os.killpg(self.process.pid, signal.SIGINT)
        return self.finish()


def interrupted(command: Command, prog: str) -> None:
    """Ctrl+C ended the command in one line and exit code 130, without a traceback."""
    code, lines = command.interrupt()
    said = "\n".join(lines)
    assert "Traceback" not in said and "fatal" not in said, f"{BUILD}: {said}"
    assert code == 130, f"{BUILD}: exit {code}: {said}"
    assert lines[-1] == f"{prog}: interrupted", f"{BUILD}: {said}"


@pytest.mark.parametrize(
    "moment",
    [
        r"999983#1: searching 1 copy",  # as the search starts
        r"999983#\d: searching \d+ copies… \d+ s",  # deep in a search, its seconds shown
        r"999983#1\t",  # between two digits' searches
        r"999983#2: searching \d+ copies",  # in the second
    ],
)
def test_ctrl_c_stops_tchisla_in_one_line(moment: str) -> None:
    command = Command("tchisla", "999983")
    command.wait_for(moment)
    interrupted(command, "python -m solver tchisla")


@pytest.mark.parametrize("moment", [r"searching… [2-9] s", r"searching… ([3-9]|\d\d) s"])
def test_ctrl_c_stops_a_search_for_a_first_solution_in_one_line(moment: str) -> None:
    """The ten primes: the compiled build aborted at 1 s and at 3 s, every time (the memory
    ceiling raised, so that it is still searching then; a busy machine shows 3 s first)."""
    command = Command(*TEN_PRIMES, "--max-memory", "20000")
    command.wait_for(moment)
    interrupted(command, "python -m solver")


@pytest.mark.parametrize(
    ("jobs", "moment"),
    [
        ("1", r"6,188 hands of 5 numbers"),  # as it starts
        ("1", r"\d+/6,188 hands \(\d+ %\)"),  # under way, progress shown
        ("2", r"\d+/6,188 hands \(\d+ %\)"),  # with workers, which leave Ctrl+C to it
    ],
)
def test_ctrl_c_stops_a_table_in_one_line(jobs: str, moment: str) -> None:
    command = Command("table", "--cards", "5", "--jobs", jobs)
    command.wait_for(moment)
    interrupted(command, "python -m solver table")


def test_ctrl_c_stops_a_table_written_to_a_log_in_one_line() -> None:
    command = Command("table", "--cards", "5", "--jobs", "1", terminal=False)
    command.wait_for(r"6,188 hands of 5 numbers")
    interrupted(command, "python -m solver table")


def test_ctrl_c_stops_the_coach_in_one_line() -> None:
    """The coach's searches showed nothing for seconds and, with their nearest values compared
    in plain Python, did not hear Ctrl+C for a second or more. (The hand takes the compiled build
    about two seconds, less on a fast machine: its progress is asked for after half a second, so
    that Ctrl+C comes while it searches.)"""
    command = Command(*NO_ANSWER, quiet_for=0.5)
    command.wait_for(r"searching… \d+ s")
    interrupted(command, "python -m solver explain")


class Terminal(io.StringIO):
    """A terminal's stderr, as far as the progress line can tell."""

    def isatty(self) -> bool:
        return True


class Clock:
    """A clock that goes a second on each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (["--target", "1000", "1", "2", "3", "4", "5", "6", "7"], r"\r\x1b\[Ksearching… 2 s"),
        (["tchisla", "2016", "7"], r"\r\x1b\[K2016#7: searching \d copies… \d+ s"),
    ],
)
def test_a_long_search_shows_on_a_terminal_what_it_does_and_for_how_long(
    monkeypatch: pytest.MonkeyPatch, args: list[str], shown: str
) -> None:
    """The seconds go by on the progress line (a search for one hand printed nothing until it
    ended), and the line is gone when the answer comes."""
    stderr = Terminal()
    monkeypatch.setattr(sys, "stderr", stderr)
    monkeypatch.setattr(watch, "clock", Clock())
    monkeypatch.setattr(common, "clock", Clock())
    assert main(args) == 0
    assert re.search(shown, stderr.getvalue()), stderr.getvalue()
    assert stderr.getvalue().endswith("\r\x1b[K")


def test_a_search_stops_at_its_memory_ceiling_and_says_how_to_lift_it() -> None:
    """The ten primes filled 1.4 GB in 7 s; allowed 200 MB, they stop there."""
    command = Command(*TEN_PRIMES, "--max-memory", "200")
    code, lines = command.finish()
    assert code == 2, lines
    assert lines[-1] == (
        "python -m solver: error: the search took more than 200 MB of memory: give a larger "
        "--max-memory (now 200) to let it use more"
    )


def test_the_ceiling_counts_from_what_the_command_holds_not_what_started_it() -> None:
    """Started by a program that held 400 MB (the test run, after its tables), the command's
    peak was reported from that program's (Linux carries it over an exec): the ceiling counted
    from there and the ten primes ran out of steps before reaching it."""
    held = b"\1" * (400 * 10**6)  # resident in this process when the command is started
    command = Command(*TEN_PRIMES, "--max-memory", "200")
    del held
    code, lines = command.finish()
    assert code == 2, lines
    assert "the search took more than 200 MB of memory" in lines[-1]


@pytest.mark.parametrize(
    "subcommand", [[], ["table"], ["difficulty"], ["tchisla"], ["daily"], ["explain"]]
)
def test_help_says_the_memory_limit_and_how_to_lift_it(subcommand: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "solver", *subcommand, "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
    )
    said = " ".join(done.stdout.split())
    assert "--max-memory N" in said
    assert "default 900, so that a command stays under 1 GB" in said
    assert "give more to go further" in said
