"""The build: the solver's hot modules compiled with mypyc where a C compiler is there.

pyproject.toml says everything else; this file adds only the compiled modules. The same
sources are compiled (mypyc reads the type hints the project already has, mypy-strict) and
installed beside the .py files, which stay: without a working C compiler (or with
TWENTYFOUR_PURE=1 at install time) nothing is compiled and the same code runs as Python. Either
way the build writes solver/_build.json, which ``solver.build`` reads at import: the compiled
modules and a hash of the source each was compiled from (a source edited since, in an editable
install, makes the solver run as Python, with a one-line warning), or why nothing was compiled.

mypyc runs once, when build_ext runs (not when this file is read: a build reads it for the
source archive, the metadata and the wheel), and writes its C code and mypy's cache into a
scratch folder that goes with the build. Until then the extensions are named only, as mypyc
will name them, so the wheel is tagged for this Python and system. A pure build needs no mypy
(packaging/build_backend.py asks for it only where the solver is compiled).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: The modules compiled: the inner loops of both puzzles' searches (measured with cProfile: a
#: table of four and five cards, Tchisla 2016 # 1..9, the Statistics tab). The modules people call
#: (solve, difficulty, tchisla.solve and its limits, the tree) stay Python: a compiled function
#: checks its arguments' types itself and would raise TypeError where they promise a SolverError.
COMPILED = (
    "solver/core/numbers.py",
    "solver/core/surds.py",
    "solver/core/operators.py",
    "solver/core/tree.py",
    "solver/make24/search.py",
    "solver/make24/form.py",
    "solver/make24/neutral.py",
    "solver/make24/display.py",
    "solver/make24/canon.py",
    "solver/make24/classes.py",
    "solver/make24/kept.py",
    "solver/make24/operations.py",
    "solver/make24/routes.py",
    "solver/tchisla/batch.py",
    "solver/tchisla/levels.py",
    "solver/tchisla/sieve.py",
    "solver/tchisla/search.py",
)
#: The shared library of the compiled modules (a top-level module of its own).
GROUP = "twentyfour_solver"
#: What the build writes for ``solver.build``.
MANIFEST = "solver/_build.json"


def note(text: str) -> None:
    """A line of the install output (shown by ``pip install -v`` and ``python -m build``)."""
    print(f"twentyfour: {text}", file=sys.stderr, flush=True)


def wants_pure() -> bool:
    """Whether TWENTYFOUR_PURE asks for no compiled module (as at run time)."""
    return os.environ.get("TWENTYFOUR_PURE", "") not in ("", "0")


def compiler_problem() -> str | None:
    """Why no extension can be built here (None if a C compiler builds one against Python.h)."""
    import shutil
    from distutils.ccompiler import new_compiler
    from distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    customize_compiler(compiler)
    program = getattr(compiler, "compiler_so", None) or ["cc"]
    if shutil.which(program[0]) is None:
        return f"no C compiler ({program[0]} not found)"
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder, "probe.c")
        probe.write_text("#include <Python.h>\nint probe(void) { return PY_MAJOR_VERSION; }\n")
        try:
            compiler.compile(
                [str(probe)], output_dir=folder, include_dirs=[sysconfig.get_paths()["include"]]
            )
        except Exception:  # CompileError, a missing program or header: any reason is a reason
            return f"no working C compiler ({program[0]} could not compile a test file)"
    return None


def source_hash(path: str) -> str:
    """The hash of a source file, as ``solver.build`` checks it."""
    return hashlib.sha256((ROOT / path).read_bytes()).hexdigest()


def source_stamp(path: str) -> list[int]:
    """A source file's size and modification time (ns), as ``solver.build`` checks them first
    (a source with the same stamp is not hashed at every start)."""
    found = (ROOT / path).stat()
    return [found.st_size, found.st_mtime_ns]


def manifest(reason: str | None) -> str:
    """The text of solver/_build.json: the modules compiled and their sources' hashes, or why
    none is."""
    if reason is not None:
        return json.dumps({"compiled": False, "reason": reason}) + "\n"
    from mypy.version import __version__ as mypy_version

    names = {path: path.removesuffix(".py").replace("/", ".") for path in COMPILED}
    modules = {name: source_hash(path) for path, name in names.items()}
    stamps = {name: source_stamp(path) for path, name in names.items()}
    build = {"compiled": True, "compiler": f"mypyc {mypy_version}", "group": GROUP}
    return json.dumps({**build, "modules": modules, "stamps": stamps}, indent=1) + "\n"


def write_manifest(build_lib: str, inplace: bool, reason: str | None) -> None:
    """Write solver/_build.json into the build (and the source tree for an in-place build)."""
    text = manifest(reason)
    for folder in [Path(build_lib), *([ROOT] if inplace else [])]:
        target = folder / MANIFEST
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


class BuildPure(build_py):
    """build_py that writes solver/_build.json when nothing is compiled (build_ext does when
    something is)."""

    def run(self) -> None:
        super().run()
        if not self.distribution.has_ext_modules():
            reason = BuildCompiled.reason or "nothing to compile"
            note(f"{reason}: the solver is installed as pure Python (slower, the same answers)")
            write_manifest(self.build_lib, self.editable_mode, reason)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), str(Path(self.build_lib) / MANIFEST)]


class BuildCompiled(build_ext):
    """build_ext that never fails the install: if the C code does not build, the extensions are
    dropped and the same code runs as Python; either way it writes solver/_build.json."""

    reason: str | None = None

    def run(self) -> None:
        reason = self.reason
        if reason is None:
            with tempfile.TemporaryDirectory(prefix="twentyfour-mypyc-") as scratch:
                reason = self.generate(scratch)
                if reason is None:
                    reason = self.compile()
        if reason is not None:
            self.extensions = []  # nothing built: none is an output
            note(f"{reason}: the solver is installed as pure Python (slower, the same answers)")
        else:
            note(f"{len(COMPILED)} modules of the solver compiled with mypyc")
        write_manifest(self.build_lib, self.inplace or self.editable_mode, reason)

    def generate(self, scratch: str) -> str | None:
        """Write the C code of the compiled modules into `scratch` (mypy's cache too) and give
        the named extensions their sources; why not, if that fails (mypy missing or refusing)."""
        try:
            from mypyc.build import mypycify

            options = [f"--cache-dir={Path(scratch, 'mypy')}", *COMPILED]
            made = mypycify(options, opt_level="3", group_name=GROUP, target_dir=scratch)
        except Exception as error:  # still install, as Python
            return f"mypyc could not compile the solver ({type(error).__name__}: {error})"
        found = {extension.name: extension for extension in made}
        if sorted(found) != sorted(extension.name for extension in self.extensions):
            return f"mypyc made other modules than expected ({', '.join(sorted(found))})"
        for extension in self.extensions:
            vars(extension).update(vars(found[extension.name]))
        return None

    def compile(self) -> str | None:
        """Build the extensions from their C code; why not, if that fails."""
        try:
            super().run()
        except Exception as error:
            first = str(error).strip().splitlines()
            self.drop_outputs()
            return f"the compiled modules did not build ({first[0] if first else error})"
        return None

    def drop_outputs(self) -> None:
        """Remove what a failed build left (a half-built set of modules would not load)."""
        for output in self.get_outputs():
            Path(output).unlink(missing_ok=True)

    def get_outputs(self) -> list[str]:
        return [*super().get_outputs(), str(Path(self.build_lib) / MANIFEST)]


def why_pure() -> str | None:
    """Why nothing is compiled here (None: the solver is)."""
    if wants_pure():
        return "TWENTYFOUR_PURE was set at install time"
    return compiler_problem()


def named_extensions() -> list[Extension]:
    """The extension modules mypyc makes, by name only (their C code is written by
    `BuildCompiled`): the group's shared library and one module for each compiled source."""
    names = [f"{GROUP}__mypyc", *(path.removesuffix(".py").replace("/", ".") for path in COMPILED)]
    return [Extension(name, sources=[]) for name in names]


BuildCompiled.reason = why_pure()
setup(
    ext_modules=[] if BuildCompiled.reason else named_extensions(),
    cmdclass={"build_ext": BuildCompiled, "build_py": BuildPure},
)
