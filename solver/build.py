"""Which build of the solver runs: compiled (mypyc) or pure Python, and why.

The install compiles the solver's hot modules with mypyc where a C compiler is there (setup.py)
and leaves the .py files beside them: the same source either way, never two. It writes
``solver/_build.json``: the modules compiled, with a hash of the source each was compiled from,
or why nothing was compiled. Python would load a compiled module before its .py, so this module
(imported first by ``solver/__init__``) decides once, for the whole solver, before any of it
loads:

- compiled, when every compiled module is there, was built from the .py beside it and loads;
- pure Python otherwise: ``TWENTYFOUR_PURE`` is set (as msgpack's MSGPACK_PUREPYTHON; not in a
  PyInstaller bundle, which holds only the build it was made with and no .py files), nothing
  was compiled (no C compiler at install time, or a source tree never installed), or a source
  was edited since it was compiled (an editable install: one line on stderr says so, and
  ``pip install -e .`` compiles again), or the compiled code does not load. Then every module
  of the solver loads from its .py (compiled and pure modules never mix: compiled modules call
  each other directly).

``python -m solver --version`` (and the app's) says which build runs: `BUILD`.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from types import ModuleType
from typing import NamedTuple

#: Set to anything but "" or "0", the solver runs as pure Python (at install time: compiles
#: nothing).
PURE_VARIABLE = "TWENTYFOUR_PURE"
#: (paths as text: pathlib, with urllib.parse and fnmatch, took 5 ms of every command's start)
PACKAGE = os.path.dirname(os.path.realpath(__file__))
#: What the build wrote (setup.py).
MANIFEST = os.path.join(PACKAGE, "_build.json")
COMPILED = "compiled (mypyc)"
PURE = "pure Python"


class Build(NamedTuple):
    """The build that runs: `COMPILED` or `PURE`, and why it is pure ('' when compiled)."""

    kind: str
    reason: str = ""

    @property
    def compiled(self) -> bool:
        """Whether the compiled modules run."""
        return self.kind == COMPILED

    def __str__(self) -> str:
        return f"{self.kind} ({self.reason})" if self.reason else self.kind


def pure_wanted(environ: dict[str, str] | os._Environ[str] = os.environ) -> bool:
    """Whether `PURE_VARIABLE` asks for pure Python."""
    return environ.get(PURE_VARIABLE, "") not in ("", "0")


def source_hash(path: str) -> str:
    """The hash of a source file (as setup.py records it)."""
    import hashlib  # (only when a source may have changed: its import takes as long as ours)

    with open(path, "rb") as source:
        return hashlib.sha256(source.read()).hexdigest()


def source_stamp(path: str) -> list[int]:
    """A source file's size and modification time (ns), as setup.py records them: the same
    stamp, the same file (an edit changes the time), and its hash need not be worked out."""
    found = os.stat(path)
    return [found.st_size, found.st_mtime_ns]


def _read_manifest() -> dict[str, object] | None:
    try:
        with open(MANIFEST, encoding="utf-8") as manifest:
            found = json.loads(manifest.read())
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def _module_files(name: str) -> tuple[str, list[str]]:
    """A module's .py and its compiled files (if any) in this package."""
    stem = os.path.join(os.path.dirname(PACKAGE), *name.split("."))
    return stem + ".py", [stem + suffix for suffix in EXTENSION_SUFFIXES]


def compiled_source(path: os.PathLike[str] | str) -> bool:
    """Whether a file is the .py of a module of the solver that has a compiled file beside it."""
    stem, suffix = os.path.splitext(os.fspath(path))
    return suffix == ".py" and any(os.path.isfile(stem + more) for more in EXTENSION_SUFFIXES)


def _stale(modules: dict[str, object], stamps: dict[str, object]) -> str | None:
    """Why the compiled modules cannot run as built (None if each one is there and was built
    from the .py beside it: the same stamp as when it was compiled, or else the same hash)."""
    for name, recorded in modules.items():
        source, compiled = _module_files(name)
        if not any(os.path.isfile(path) for path in compiled):
            return f"the compiled {name} is missing"
        if not os.path.exists(source):
            continue  # a bundle holds no source to be edited: nothing can have changed
        try:
            if stamps.get(name) != source_stamp(source) and source_hash(source) != recorded:
                relative = os.path.relpath(source, os.path.dirname(PACKAGE))
                return f"{relative.replace(os.sep, '/')} changed since it was compiled"
        except OSError:
            return f"{os.path.basename(source)} cannot be read"
    return None


def choose() -> tuple[Build, bool]:
    """The build to run, and whether to warn (a compiled build that cannot be used)."""
    frozen = getattr(sys, "frozen", False)  # a bundle holds one build, and no .py to fall back on
    if pure_wanted() and not frozen:
        return Build(PURE, f"{PURE_VARIABLE} is set"), False
    manifest = _read_manifest()
    if manifest is None:
        return Build(PURE, "not compiled: not installed with pip"), False
    modules = manifest.get("modules")
    if not manifest.get("compiled") or not isinstance(modules, dict):
        return Build(PURE, f"not compiled: {manifest.get('reason', 'no reason recorded')}"), False
    stamps = manifest.get("stamps")
    stale = _stale(modules, stamps if isinstance(stamps, dict) else {})
    if stale is not None:
        return Build(PURE, f"{stale}; pip install -e . compiles it again"), True
    group = manifest.get("group")
    try:
        if isinstance(group, str):
            importlib.import_module(f"{group}__mypyc")
    except ImportError as error:
        return Build(PURE, f"the compiled modules do not load: {error}"), True
    return Build(COMPILED), False


class SourceFirst:
    """A finder (for `sys.meta_path`) that loads every module of the solver from its .py, never
    a compiled file."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if path is None or not name.startswith(f"{__package__}."):
            return None
        leaf = name.rpartition(".")[2]
        for folder in path:
            source = os.path.join(folder, f"{leaf}.py")
            if os.path.isfile(source):
                from importlib.util import spec_from_file_location

                return spec_from_file_location(name, source)
        return None


def _start() -> Build:
    build, warn = choose()
    if not build.compiled:
        sys.meta_path.insert(0, SourceFirst())
        if warn:
            print(f"twentyfour: the solver runs as {build}", file=sys.stderr)
    return build


#: The build that runs in this process.
BUILD = _start()
