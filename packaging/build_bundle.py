"""Build Twenty-Four as a one-folder bundle for people without Python, check it and start it once.

    pip install -e '.[bundle]'
    python packaging/build_bundle.py              # dist/TwentyFour/TwentyFour

1. PyInstaller builds packaging/twentyfour.spec into dist/TwentyFour (work files in build/).
2. The bundle must hold every asset (card and icon SVGs, sound WAVs, desktop files), the built
   translations as the tree has them (and no .ts source), the package's metadata, and the Qt
   plugins the game needs: the offscreen and (on Linux) xcb and wayland platforms, the SVG image
   format and icon engine, and an audio plugin.
3. On Linux every bundled library must find the libraries it links to (ldd); the few the system
   provides where they are wanted and this machine may lack (Wayland's and OpenGL's, a desktop's;
   PulseAudio's, for sound, which is optional) are listed, not counted as errors.
   No symbolic link in the bundle may point at nothing.
4. dist/TwentyFour/TwentyFour runs under QT_QPA_PLATFORM=offscreen: --version must print this
   release and the build of the solver the tree runs (compiled (mypyc) where pip install -e
   compiled it); --screenshot must write a PNG of the play view of the right size that is not blank;
   and the helper with 3 3 8 8 must show Chinese with --lang zh_CN (算24点, 共 1 种解法) and say
   "1 answer" in English (--texts prints the texts the window shows).

Prints the bundle's size and each result; exit code 0 when all is well, 1 otherwise.
``--skip-build`` checks and starts an existing bundle.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import tomllib
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
SPEC = ROOT / "packaging" / "twentyfour.spec"
NAME = "TwentyFour"
#: Qt plugins the game cannot do without, by folder: every name listed must be there.
REQUIRED_PLUGINS = {
    "platforms": ["qoffscreen", *(["qxcb", "qwayland-generic"] if sys.platform == "linux" else [])],
    "imageformats": ["qsvg"],
    "iconengines": ["qsvgicon"],
}
#: A plugin folder that must hold at least one plugin (the audio output QSoundEffect uses).
ANY_PLUGIN = ("audio",)
#: Libraries the system provides where they are wanted, which a build machine may lack (the
#: start of their names, and what they are for): a desktop's, and sound's (the game is silent
#: without PulseAudio's client library, as the README says).
DESKTOP = ("libwayland-", "libGL", "libEGL", "libOpenGL", "libGLX", "libvulkan")
OPTIONAL_LIBRARIES = {**dict.fromkeys(DESKTOP, "desktop"), "libpulse": "sound"}
SCREEN_SIZE = (1000, 700)


def asset_files() -> set[str]:
    """The data files of the assets package (paths relative to it), as pip installs them."""
    folder = ROOT / "assets"
    return {
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and path.suffix not in {".py", ".pyc"} and "__pycache__" not in path.parts
    }


def translation_files() -> dict[str, bytes]:
    """The built translations the app loads (app/i18n/*.qm), by name, as the tree has them."""
    return {path.name: path.read_bytes() for path in sorted((ROOT / "app" / "i18n").glob("*.qm"))}


def translation_problems(bundle: Path) -> list[str]:
    """What the bundle lacks of the translations and the metadata the app reads at run time."""
    found = {path.name: path for path in bundle.rglob("app/i18n/*") if path.is_file()}
    problems = [
        f"translation missing: app/i18n/{name}"
        if name not in found
        else f"translation not the tree's: app/i18n/{name}"
        for name, data in translation_files().items()
        if name not in found or found[name].read_bytes() != data
    ]
    problems += [f"a translators' source in the bundle: {n}" for n in found if n.endswith(".ts")]
    metadata = [*bundle.rglob("twentyfour-*.dist-info/METADATA")]
    metadata += bundle.rglob("twentyfour.egg-info/PKG-INFO")  # an editable install's
    if not metadata:
        problems.append("the package's metadata is missing (twentyfour-*.dist-info: the version)")
    return problems


def dangling_links(bundle: Path) -> list[str]:
    """Symbolic links in the bundle that point at nothing."""
    return [
        f"dangling link: {path.relative_to(bundle)} -> {os.readlink(path)}"
        for path in sorted(bundle.rglob("*"))
        if path.is_symlink() and not path.exists()
    ]


def plugin_name(path: Path) -> str:
    """A plugin's name without platform decoration: libqsvg.so, qsvg.dll -> qsvg."""
    name = path.name.split(".", 1)[0]
    return name[3:] if name.startswith("lib") else name


def bundle_problems(bundle: Path) -> list[str]:
    """What the bundle folder lacks: the executable, assets, or required Qt plugins."""
    problems = []
    executable = bundle / (NAME + (".exe" if sys.platform == "win32" else ""))
    if not executable.is_file():
        problems.append(f"no executable {executable}")
    assets = next(iter(sorted(bundle.rglob("assets/cards"))), None)
    shipped = (
        {p.relative_to(assets.parent).as_posix() for p in assets.parent.rglob("*") if p.is_file()}
        if assets
        else set()
    )
    problems += [f"asset missing: {name}" for name in sorted(asset_files() - shipped)]
    problems += translation_problems(bundle) + dangling_links(bundle)
    plugins = next(iter(sorted(bundle.rglob("plugins/platforms"))), None)
    if plugins is None:
        return [*problems, "no Qt plugins folder (plugins/platforms)"]
    for folder, names in REQUIRED_PLUGINS.items():
        present = {plugin_name(p) for p in (plugins.parent / folder).glob("*")}
        problems += [f"Qt plugin missing: {folder}/{name}" for name in names if name not in present]
    for folder in ANY_PLUGIN:
        if not any((plugins.parent / folder).glob("*")):
            problems.append(f"no Qt plugin in {folder}/")
    return problems


def optional_use(library: str) -> str | None:
    """What a library the system may lack is for (None: the bundle needs it)."""
    uses = [use for start, use in OPTIONAL_LIBRARIES.items() if library.startswith(start)]
    return uses[0] if uses else None


def unresolved_libraries(bundle: Path) -> tuple[list[str], list[str]]:
    """Libraries that bundled ones link to but ldd cannot find: (errors, the optional ones with
    what they are for)."""
    if sys.platform != "linux" or shutil.which("ldd") is None:
        return [], []
    internal = bundle / "_internal"
    search = os.pathsep.join(str(p) for p in (internal, internal / "PyQt5" / "Qt5" / "lib"))
    env = {**os.environ, "LD_LIBRARY_PATH": search}
    errors, optional = set(), set()
    for path in sorted(bundle.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            if "not found" in line:
                library = line.split("=>")[0].strip()
                use = optional_use(library)
                if use is not None:
                    optional.add(f"{library} ({use})")
                else:
                    errors.add(f"{library} (needed by {path.relative_to(bundle)})")
    return sorted(errors), sorted(optional)


def png_problems(data: bytes, size: tuple[int, int]) -> list[str]:
    """What is wrong with a screenshot: not a PNG, the wrong size, or one flat colour."""
    if not data.startswith(b"\x89PNG\r\n\x1a\n") or data[12:16] != b"IHDR":
        return ["the screenshot is not a PNG file"]
    width, height = struct.unpack(">II", data[16:24])
    problems = (
        []
        if (width, height) == size
        else [f"the screenshot is {width}x{height}, not {size[0]}x{size[1]}"]
    )
    chunks, at = [], 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        if kind == b"IDAT":
            chunks.append(data[at + 8 : at + 8 + length])
        at += 12 + length
    try:
        pixels = zlib.decompress(b"".join(chunks))
    except zlib.error:
        return [*problems, "the screenshot's image data is damaged"]
    if len(set(pixels)) < 32:
        problems.append("the screenshot is blank")
    return problems


def run_bundle(bundle: Path, args: list[str], home: str) -> subprocess.CompletedProcess[str]:
    """The bundle's program run headless with these options, in a home folder of its own."""
    executable = bundle / (NAME + (".exe" if sys.platform == "win32" else ""))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home}
    return subprocess.run(
        [str(executable), *args], capture_output=True, text=True, env=env, timeout=120
    )


def language_problems(texts: list[str], language: str) -> list[str]:
    """What the helper's texts with 3 3 8 8 lack in a language: its name for the game and its
    count of the answers (Chinese), or the singular '1 answer' (English)."""
    wanted = {
        "zh_CN": ["算24点", "3 3 8 8 → 24：共 1 种解法"],
        "en": ["Twenty-Four", "1 answer for 3 3 8 8 → 24"],
    }[language]
    return [
        f"--lang {language}: the window does not show {text!r}"
        for text in wanted
        if text not in texts
    ]


def tree_build() -> str:
    """The build of the solver the tree runs (the bundle is made from it): compiled (mypyc) where
    the install compiled it, else pure Python (and why)."""
    done = subprocess.run(
        [sys.executable, "-c", "from solver.build import BUILD; print(BUILD)"],
        cwd=ROOT,
        env={key: value for key, value in os.environ.items() if key != "TWENTYFOUR_PURE"},
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def smoke_test(bundle: Path) -> list[str]:
    """Start the bundle headless: its version, a screenshot of the play view, and the helper's
    texts in Chinese and in English; the problems found."""
    with tempfile.TemporaryDirectory() as scratch:
        try:
            version = run_bundle(bundle, ["--version"], scratch)
            said = version.stdout.strip()
            if f" {VERSION}, solver " not in said:
                return [f"--version says {said!r}, not {VERSION}"]
            if not said.endswith(f"solver {tree_build()}"):
                return [f"--version says {said!r}: the bundle runs another build than the tree"]
            shot = Path(scratch) / "play.png"
            command = ["--screenshot", str(shot), "--view", "play", "--cards", "3 3 8 8"]
            run = run_bundle(bundle, [*command, "--size", "{}x{}".format(*SCREEN_SIZE)], scratch)
            if run.returncode != 0:
                return [f"the bundle exited with {run.returncode}: {run.stderr.strip()[-500:]}"]
            if not shot.is_file():
                return ["the bundle wrote no screenshot"]
            problems = png_problems(shot.read_bytes(), SCREEN_SIZE)
            for language in ("zh_CN", "en"):
                helper = ["--screenshot", str(Path(scratch) / f"helper-{language}.png")]
                helper += ["--cards", "3 3 8 8", "--lang", language, "--texts"]
                run = run_bundle(bundle, helper, scratch)
                if run.returncode != 0:
                    return [f"--lang {language}: exited with {run.returncode}: {run.stderr[-500:]}"]
                problems += language_problems(json.loads(run.stdout.splitlines()[-1]), language)
        except subprocess.TimeoutExpired:
            return ["the bundle did not finish within 120 s"]
        return problems


def folder_size(folder: Path) -> int:
    """Bytes of the files in a folder (links not followed)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path) -> int:
    """Run PyInstaller on the spec; its exit code."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    print("building:", " ".join(command), flush=True)
    return subprocess.run(command, cwd=ROOT).returncode


def main(argv: list[str] | None = None) -> int:
    """Build, check and start the bundle; the exit code."""
    parser = argparse.ArgumentParser(prog="python packaging/build_bundle.py", description=__doc__)
    parser.add_argument("--skip-build", action="store_true", help="check an existing bundle")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work")
    args = parser.parse_args(argv)
    if not args.skip_build:
        try:
            import PyInstaller  # noqa: F401
        except ImportError:
            print("PyInstaller is not installed: pip install -e '.[bundle]'", file=sys.stderr)
            return 1
        if build(args.dist, args.work) != 0:
            print("PyInstaller failed (see above)", file=sys.stderr)
            return 1
    bundle = args.dist / NAME
    problems = bundle_problems(bundle)
    errors, optional = unresolved_libraries(bundle)
    problems += [f"library not found: {library}" for library in errors]
    if not problems:
        problems += smoke_test(bundle)
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MB)")
    if optional:
        print("left to the system (not on this machine):", ", ".join(optional))
    for problem in problems:
        print("problem:", problem, file=sys.stderr)
    if problems:
        return 1
    print(
        f"smoke test: {NAME} {VERSION} started headless, wrote a screenshot of the play view, "
        "showed Chinese with --lang zh_CN and '1 answer' in English: ok"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
