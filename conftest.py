"""What the whole test run collects: a module of the solver that runs compiled (mypyc) has no
doctests to collect, so its doctests run with the pure build (tests/test_builds.py runs the
solver's tests again with TWENTYFOUR_PURE=1)."""

from __future__ import annotations

from pathlib import Path

from solver.build import BUILD, compiled_source


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Leave out the .py of a compiled module (pytest would take the module for another)."""
    if BUILD.compiled and compiled_source(collection_path):
        return True
    return None
