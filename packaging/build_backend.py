"""The build backend: setuptools' own, which asks for mypy (mypyc comes with it) only for a
build that compiles the solver (setup.py), never for a pure one (TWENTYFOUR_PURE=1).

pyproject.toml names this module (``build-backend``, found on ``backend-path``). The mypy asked
for is the one the tests type-check with, pyproject.toml's ``test`` extra: one range for both.
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403 (every hook this module does not change)

#: The project's pyproject.toml (a build runs in the source tree, this module in packaging/).
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def compiling() -> bool:
    """Whether this build compiles the solver (setup.py: unless TWENTYFOUR_PURE is set)."""
    return os.environ.get("TWENTYFOUR_PURE", "") in ("", "0")


def mypy_requirement() -> str:
    """The mypy of the test extra (pyproject.toml), as a requirement."""
    with PYPROJECT.open("rb") as file:
        extras = tomllib.load(file)["project"]["optional-dependencies"]
    return next(r for r in extras["test"] if re.match(r"mypy\s*(?:[<>=!~;]|$)", r))


def compiler_requirements() -> list[str]:
    """What a build of the solver needs besides setuptools."""
    return [mypy_requirement()] if compiling() else []


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    """setuptools' requirements for a wheel, and mypy where the solver is compiled."""
    return [*build_meta.get_requires_for_build_wheel(config_settings), *compiler_requirements()]


def get_requires_for_build_editable(config_settings: dict[str, object] | None = None) -> list[str]:
    """setuptools' requirements for an editable install, and mypy where the solver is compiled."""
    return [*build_meta.get_requires_for_build_editable(config_settings), *compiler_requirements()]
