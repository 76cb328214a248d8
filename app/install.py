"""Put Twenty-Four in the desktop's menus: ``python -m app.install [--user] [--uninstall]``.

Freedesktop desktops (GNOME, KDE, Xfce, ...) find applications through files in the user's data
folder ($XDG_DATA_HOME, by default ~/.local/share). This installs, for the current user only:

- applications/APP_ID.desktop   the menu entry; Exec runs the installed ``twentyfour`` command
- icons/hicolor/scalable/apps/APP_ID.svg and icons/hicolor/NxN/apps/APP_ID.png   the icon
- metainfo/APP_ID.metainfo.xml  the AppStream description software centres show

``--uninstall`` removes exactly those files: run it before ``pip uninstall twentyfour``, which takes
this command away (the entry then hides itself, since TryExec names the command, but the files
stay; README.md has the one ``rm`` that removes them). The templates are package data in
assets/desktop (for packagers, they are the files to ship under /usr/share with Exec=twentyfour as
it is).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import sysconfig
from collections.abc import Mapping, Sequence
from importlib.resources import files
from pathlib import Path

from . import APP_ID
from .game.storage import write_atomic
from .shell.png import render_png, start_drawing

#: The command the menu entry runs (the ``twentyfour`` gui-script of pyproject.toml).
COMMAND = "twentyfour"
#: PNG sizes rendered from the SVG icon, for desktops and docks that do not draw SVG.
PNG_SIZES = (48, 64, 128, 256)
#: Characters that make an Exec argument need quotes (Desktop Entry spec, "The Exec key").
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
PROG = "python -m app.install"
#: Said after installing: this command is gone once the package is (the entry then hides itself,
#: as its TryExec names the command, but its files stay).
UNINSTALL_FIRST = (
    f"To take it out of the menus again: {PROG} --uninstall, before pip uninstall twentyfour."
)


class InstallError(Exception):
    """The desktop files cannot be installed or removed (the message says why)."""


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or not absolute (XDG spec)."""
    value = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def desktop_template() -> str:
    """The packaged desktop entry (Exec=twentyfour)."""
    return (files("assets") / "desktop" / f"{APP_ID}.desktop").read_text(encoding="utf-8")


def metainfo_bytes() -> bytes:
    """The packaged AppStream metainfo."""
    return (files("assets") / "desktop" / f"{APP_ID}.metainfo.xml").read_bytes()


def icon_svg_bytes() -> bytes:
    """The application icon (assets/icons/app.svg)."""
    return (files("assets") / "icons" / "app.svg").read_bytes()


def find_command() -> Path:
    """The installed ``twentyfour`` command: in this Python's scripts (or --user's), or on PATH."""
    for scheme in (sysconfig.get_default_scheme(), f"{os.name}_user"):
        beside = Path(sysconfig.get_path("scripts", scheme)) / COMMAND
        if beside.is_file() and os.access(beside, os.X_OK):
            return beside
    found = shutil.which(COMMAND)
    if found is None:
        raise InstallError(
            f"the {COMMAND} command is not installed; install Twenty-Four first "
            "(pip install twentyfour, or pip install -e . in a checkout)"
        )
    return Path(found).absolute()


def exec_argument(path: Path) -> str:
    """A program path as an Exec argument: quoted and escaped when it needs to be.

    >>> exec_argument(Path("/usr/bin/twentyfour"))
    '/usr/bin/twentyfour'
    >>> print(exec_argument(Path("/home/me/My Games/bin/twentyfour")))
    "/home/me/My Games/bin/twentyfour"
    """
    text = str(path).replace("%", "%%")
    if RESERVED.isdisjoint(text):
        return text
    for char in '\\"`$':
        text = text.replace(char, "\\" + char)
    # The Exec value is also a string value, whose own escape for a backslash is \\.
    return '"' + text.replace("\\", "\\\\") + '"'


def desktop_entry(command: Path) -> str:
    """The desktop entry with Exec and TryExec pointing at the installed command."""
    lines = []
    for line in desktop_template().splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_argument(command)}"
        elif line.startswith("TryExec="):
            line = "TryExec=" + str(command).replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def places(home: Path) -> dict[str, Path]:
    """Where each installed file goes under the data folder, by kind ("desktop", "48", ...)."""
    icons = home / "icons" / "hicolor"
    result = {
        "desktop": home / "applications" / f"{APP_ID}.desktop",
        "svg": icons / "scalable" / "apps" / f"{APP_ID}.svg",
        "metainfo": home / "metainfo" / f"{APP_ID}.metainfo.xml",
    }
    for size in PNG_SIZES:
        result[str(size)] = icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    return result


def contents(command: Path) -> dict[str, bytes]:
    """What each installed file holds, by kind (as in `places`)."""
    svg = icon_svg_bytes()
    result = {
        "desktop": desktop_entry(command).encode("utf-8"),
        "svg": svg,
        "metainfo": metainfo_bytes(),
    }
    for size in PNG_SIZES:
        result[str(size)] = render_png(svg, size)
    return result


def install(home: Path, command: Path | None = None) -> list[Path]:
    """Write the desktop entry, icons and metainfo under the data folder; the files written."""
    made = contents(command or find_command())
    written = []
    try:
        for kind, path in places(home).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, made[kind])
            written.append(path)
    except OSError as error:
        raise InstallError(f"cannot write {error.filename}: {error.strerror}") from None
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what `install` writes; the files removed."""
    removed = []
    for path in places(home).values():
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise InstallError(f"cannot remove {path}: {error.strerror}") from None
        removed.append(path)
    return removed


def main(argv: Sequence[str] | None = None) -> int:
    """Install or uninstall for the current user; the exit code (1 on failure, with one line)."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Add Twenty-Four to the desktop's menus for the current user (files under "
        "$XDG_DATA_HOME, by default ~/.local/share), or remove it again.",
    )
    parser.add_argument(
        "--user", action="store_true", help="install for the current user (the default and only)"
    )
    parser.add_argument("--uninstall", action="store_true", help="remove the installed files")
    args = parser.parse_args(argv)
    home = data_home()
    try:
        if args.uninstall:
            removed = uninstall(home)
            for path in removed:
                print(f"removed {path}")
            if not removed:
                print(f"nothing to remove under {home}")
            return 0
        _app = start_drawing(PROG)  # the icon's PNGs are drawn with Qt
        for path in install(home):
            print(f"installed {path}")
        print(UNINSTALL_FIRST)
    except InstallError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
