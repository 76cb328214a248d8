"""The release of Twenty-Four: written once, as pyproject.toml's [project] version, and read here
from the installed package's metadata by everything that shows it (``--version`` of both
commands, the app's About box, ``solver.__version__``).

The metadata is read only when asked (importing importlib.metadata costs about 25 ms, more than
a tenth of the app's start-up budget).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (pathlib is not imported at a command's start: about 5 ms)
    from pathlib import Path

__all__ = ["DISTRIBUTION", "VersionAction", "tree_version", "version", "version_line"]

#: The name pip installs the project as (pyproject.toml's [project] name).
DISTRIBUTION = "twentyfour"
#: The checkout a source tree's solver package sits in (pyproject.toml beside it).
TREE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


@cache
def version() -> str:
    """The release installed; in a source tree that is not installed, its pyproject.toml's."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return tree_version(TREE) or "unknown"


def tree_version(root: Path | str) -> str | None:
    """The [project] version of root/pyproject.toml, if it is Twenty-Four's and readable."""
    import tomllib

    try:
        with open(os.path.join(root, "pyproject.toml"), "rb") as file:
            project = tomllib.load(file).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != DISTRIBUTION or not isinstance(project.get("version"), str):
        return None
    return str(project["version"])


def version_line(program: str) -> str:
    """What ``--version`` prints: ``twentyfour-solver 0.2.0, solver compiled (mypyc)``."""
    from .build import BUILD

    return f"{program} {version()}, solver {BUILD}"


class VersionAction(argparse.Action):
    """``--version``: print the program's name, the release and which build of the solver runs
    (`solver.build`), and exit (code 0)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "print the version and exit")
        super().__init__(
            option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, nargs=0, **kwargs
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        """Print ``PROG VERSION, solver BUILD`` on stdout and exit."""
        print(version_line(parser.prog))
        parser.exit(0)
