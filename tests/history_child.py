"""Other copies of the game for the history's tests, in processes of their own: killed at a
chosen statement, opening a history all at once, holding a write when killed, or working in a
folder they may not write or read. Run as ``python tests/history_child.py COMMAND ...``; each
command says what happened as JSON on its last line (the tests check the files themselves).

It imports only the history (no Qt), once, and forks a child per kill or per copy: the kills
are real (os._exit in the child at the chosen statement), and cheap.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.game.history import History, HistoryReadOnly, store

#: Most statements one opening runs (a bound on the kills; an upgrade runs about 60).
MOST_STATEMENTS = 400


def _stop_at(statement: int) -> None:
    """Make every connection the history opens end this process at its `statement`th
    statement (SQLite's trace callback is called as each one starts), with a page cache of one
    page, so that changes spill into the file before their commit and a kill leaves a hot
    journal."""
    real = store._connect
    started = 0

    def trace(_sql: str) -> None:
        nonlocal started
        started += 1
        if started == statement:
            os._exit(9)

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = real(*args, **kwargs)
        conn.execute("PRAGMA cache_size = 1")
        conn.set_trace_callback(trace)
        return conn

    store._connect = connect  # type: ignore[assignment]


def _in_child(work: Callable[[], None]) -> int:
    """Run `work` in a forked child; its exit status (9: killed where it was told)."""
    pid = os.fork()
    if pid == 0:
        try:
            work()
        finally:
            os._exit(0)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


def kills(source: str, folder: str) -> dict[str, int]:
    """Open a copy of `source` once per statement of the opening, killed at that statement:
    `folder`/<n>.sqlite3 is the file as the kill at statement n left it."""
    for statement in range(1, MOST_STATEMENTS):
        path = Path(folder) / f"{statement}.sqlite3"
        shutil.copyfile(source, path)

        def open_it(path: Path = path, statement: int = statement) -> None:
            _stop_at(statement)
            History(path).close()

        if _in_child(open_it) == 0:  # the opening ended before the statement: no more kills
            path.unlink()
            return {"kills": statement - 1}
    raise AssertionError(f"an opening ran over {MOST_STATEMENTS} statements")


def crowd(source: str, folder: str, copies: int, rounds: int) -> dict[str, list[str]]:
    """`copies` copies of the game open `folder`/<round>.sqlite3 (a copy of `source`, or a new
    file when it is "-"), each then keeping a Tchisla best of its own; what each said, by round.
    In even rounds they start at once; in odd rounds each starts as the one before starts to
    write, so that it opens the file while that one is making or upgrading it."""
    said: dict[str, list[str]] = {}
    for round_ in range(rounds):
        path = Path(folder) / f"{round_}.sqlite3"
        if source != "-":
            shutil.copyfile(source, path)
        gates = [os.pipe() for _ in range(copies + 1)]
        reports = []
        for copy in range(copies):
            report_out, report_in = os.pipe()
            reports.append(report_out)
            if os.fork() == 0:
                try:
                    os.read(gates[copy][0], 1)  # wait for the start
                    next_gate = gates[copy + 1][1] if round_ % 2 else None
                    words = _open_and_keep(path, 1000 + copy, next_gate)
                    os.write(report_in, words.encode())
                finally:
                    os.write(gates[copy + 1][1], b"go")  # never leave the next one waiting
                    os._exit(0)
            os.close(report_in)
        for gate in gates if round_ % 2 == 0 else gates[:1]:
            os.write(gate[1], b"go")
        said[str(round_)] = [os.read(report, 4096).decode() for report in reports]
        for _ in range(copies):
            os.wait()
        for end in (*(end for gate in gates for end in gate), *reports):
            os.close(end)
    return said


#: The statements that start making or changing a file.
WRITES = ("BEGIN", "CREATE", "ALTER", "INSERT", "PRAGMA user_version =")


def _open_and_keep(
    path: Path,
    target: int,
    release: int | None,
    stop: int | None = None,
    resume: int | None = None,
) -> str:
    """Open the history and keep a Tchisla best in it: what the history said. With `release`,
    "go" is written there as this copy starts to make or change the file; with `stop`, it is
    written at that statement instead, and this copy waits there for "go" on `resume`."""
    real = store._connect
    started = 0
    released = False

    def trace(sql: str) -> None:
        nonlocal started, released
        started += 1
        if released or release is None:
            return
        if (stop is None and sql.lstrip().startswith(WRITES)) or started == stop:
            released = True
            os.write(release, b"go")
            if resume is not None:
                os.read(resume, 1)

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = real(*args, **kwargs)
        conn.set_trace_callback(trace)
        return conn

    store._connect = connect  # type: ignore[assignment]
    history = History(path)
    words = f"warning={history.warning} read_only={history.read_only}"
    try:
        history.record_tchisla(target, 7, 9, "kept")
    except (OSError, sqlite3.Error) as error:
        words += f" not kept: {error}"
    history.close()
    return words + (" (never stopped)" if stop is not None and not released else "")


def interleave(source: str, folder: str) -> dict[str, list[str]]:
    """Two copies open `folder`/<n>.sqlite3 (a copy of `source`, or a new file when it is
    "-"), the second while the first is stopped at its nth statement (the first goes on when
    the second starts to write, or is done), for every statement of the first one's opening;
    what each said, by n."""
    said: dict[str, list[str]] = {}
    for statement in range(1, MOST_STATEMENTS):
        path = Path(folder) / f"{statement}.sqlite3"
        if source != "-":
            shutil.copyfile(source, path)
        first_waits, second_waits = os.pipe(), os.pipe()
        reports = [os.pipe(), os.pipe()]
        plan = ((statement, second_waits[1], None), (None, first_waits[1], second_waits[0]))
        for copy, (stop, release, wait) in enumerate(plan):
            if os.fork() == 0:
                try:
                    if wait is not None:
                        os.read(wait, 1)
                    words = _open_and_keep(path, 1000 + copy, release, stop, first_waits[0])
                    os.write(reports[copy][1], words.encode())
                finally:
                    os.write(release, b"go")  # never leave the other one waiting
                    os._exit(0)
        said[str(statement)] = [os.read(report[0], 4096).decode() for report in reports]
        for _ in plan:
            os.wait()
        for end in (*first_waits, *second_waits, *(end for pair in reports for end in pair)):
            os.close(end)
        if said[str(statement)][0].endswith("(never stopped)"):
            path.unlink()
            del said[str(statement)]
            return said
    raise AssertionError(f"an opening ran over {MOST_STATEMENTS} statements")


def hold(path: str) -> None:
    """Start a write of many rows to the history at `path` and stop inside its transaction,
    its changes spilled into the file (a hot journal beside it): say "writing" and wait to be
    killed."""
    history = History(path)
    history._conn.execute("PRAGMA cache_size = 1")

    def insert(conn: sqlite3.Connection) -> int:
        conn.executemany(
            "INSERT INTO tchisla_best VALUES (?, 7, 9, ?, 'now')",
            [(str(5000 + n), "x" * 300) for n in range(3000)],
        )
        print("writing", flush=True)
        sys.stdin.read()  # killed here
        return 0

    history._write(insert)


def read(path: str) -> dict[str, object]:
    """Open the history at `path` (in a folder this process may not write, say) and try to keep
    a record: what it said and showed."""
    history = History(path)
    said: dict[str, object] = {
        "warning": history.warning,
        "read_only": history.read_only,
        "bests": [best.target for best in history.tchisla_bests()],
        "daily": len(history.daily_results(None)),
    }
    try:
        history.record_tchisla(4242, 7, 9, "7+" * 5000 + "7")  # a long answer: new pages
        said["kept"] = True
    except OSError as error:
        said["kept"] = str(error)
        said["read_only_error"] = isinstance(error, HistoryReadOnly)
    said["warning_after"] = history.warning
    history.close()
    return said


COMMANDS: dict[str, Callable[..., object]] = {
    "kills": kills,
    "crowd": lambda source, folder, copies, rounds: crowd(source, folder, int(copies), int(rounds)),
    "interleave": interleave,
    "hold": hold,
    "read": read,
}

if __name__ == "__main__":
    print(json.dumps(COMMANDS[sys.argv[1]](*sys.argv[2:])))
