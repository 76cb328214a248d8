"""Real faults for the storage tests, made in processes of their own: a folder the process may
not write or read (even when the tests run as root), and a small disk that fills up."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The script of other copies of the game (tests/history_child.py).
CHILD = Path(__file__).resolve().parent / "history_child.py"
#: Long enough for any of these processes on a loaded machine; a hang fails the test instead.
TIMEOUT = 120
#: The capabilities that let root read and write whatever the permissions say.
OVERRIDES = "-dac_override,-dac_read_search"


def as_anyone() -> list[str]:
    """A command prefix under which a process meets files' permissions as any player does: when
    the tests run as root, its override of them is dropped (util-linux's setpriv)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    assert setpriv is not None, "running as root, the tests need setpriv to meet permissions"
    return [setpriv, "--bounding-set", OVERRIDES, "--inh-caps", OVERRIDES]


def run(
    *args: str | Path, prefix: list[str] | None = None, stdin: str = "", env_extra=None
) -> subprocess.CompletedProcess[str]:
    """Run this Python on `args` from the checkout (its output kept as text)."""
    env = {**os.environ, **(env_extra or {})}
    command = [*(prefix or []), sys.executable, *map(str, args)]
    return subprocess.run(
        command, cwd=ROOT, env=env, input=stdin, capture_output=True, text=True, timeout=TIMEOUT
    )


def child(*args: str | Path, prefix: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run a command of tests/history_child.py."""
    return run(CHILD, *args, prefix=prefix)


def small_disk(folder: Path, kib: int) -> list[str] | None:
    """A command prefix that runs a process with a disk of `kib` KiB mounted at `folder` (a
    tmpfs in a mount namespace of its own: it is gone when the process ends); None where no
    tmpfs can be mounted (the tests then inject the full disk's error instead)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return None
    prefix = [unshare, "--map-root-user", "--mount", "sh", "-c"]
    script = f'mount -t tmpfs -o size={kib}k tmpfs "{folder}" && exec "$@"'
    probe = subprocess.run(
        [*prefix, script, "probe", "true"], capture_output=True, timeout=TIMEOUT, check=False
    )
    return [*prefix, script, "small-disk"] if probe.returncode == 0 else None
