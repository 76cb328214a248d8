"""Before Qt starts: can its platform plugin load? If a system library is missing, which package
to install, in one line (`problem`).

PyQt5's wheels bring Qt itself but not the system libraries Qt links to: on a minimal Debian,
Ubuntu or Fedora some of X11's and xcb's, OpenGL's, GLib's or fontconfig's are missing. Qt then
stops with "Could not load the Qt platform plugin "xcb" ... Aborted" (or Python with an
ImportError of QtCore), naming no package. Here the plugin Qt is about to load is loaded first
(with ctypes, which loads every library it links to, as Qt would); only if that fails are the
missing libraries listed (with ldd) and named with their packages. Anything else that fails is
left to Qt. This module imports no Qt.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

#: The system libraries that PyQt5's Qt, its platform plugins and its other plugins link to
#: (ldd on PyQt5 5.15's files), and the packages that hold them: (Debian and Ubuntu, Fedora).
PACKAGES = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libXext.so.6": ("libxext6", "libXext"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libpulse.so.0": ("libpulse0", "pulseaudio-libs"),
    "libpulse-mainloop-glib.so.0": ("libpulse-mainloop-glib0", "pulseaudio-libs-glib2"),
}
#: Plugin files whose name is not the platform's: QT_QPA_PLATFORM=wayland loads this one.
PLUGIN_FILES = {"wayland": "wayland-generic"}
NOT_FOUND = re.compile(r"^\s*(\S+) => not found", re.MULTILINE)
CANNOT_OPEN = re.compile(r"^(\S+): cannot open shared object file")


def platform(environ: Mapping[str, str]) -> str:
    """The platform Qt will load: QT_QPA_PLATFORM's first choice, else xcb (Qt 5 on Linux)."""
    choice = re.split(r"[;:]", environ.get("QT_QPA_PLATFORM", ""))[0].strip()
    return choice or "xcb"


def plugin_file(name: str, environ: Mapping[str, str]) -> Path | None:
    """The platform plugin's library Qt will load: from QT_QPA_PLATFORM_PLUGIN_PATH if set,
    else from PyQt5's Qt; None if there is none (Qt then says so itself)."""
    file = f"libq{PLUGIN_FILES.get(name, name)}.so"
    if environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        folders = [Path(environ["QT_QPA_PLATFORM_PLUGIN_PATH"])]
    else:
        spec = importlib.util.find_spec("PyQt5")
        locations = (spec.submodule_search_locations or []) if spec else []
        folders = [
            Path(p) / qt / "plugins" / "platforms" for p in locations for qt in ("Qt5", "Qt")
        ]
    return next((folder / file for folder in folders if (folder / file).is_file()), None)


def missing_libraries(library: Path) -> list[str]:
    """The libraries `library` links to that cannot be found; [] if it loads (it stays
    loaded, as Qt would load it next) or fails for another reason."""
    import ctypes

    try:
        ctypes.CDLL(str(library))
    except OSError as error:
        missing = not_found(library)
        first = CANNOT_OPEN.match(str(error))
        if not missing and first and first.group(1) != str(library):
            missing = [first.group(1)]
        return missing
    return []


def not_found(library: Path) -> list[str]:
    """What ldd says `library` and the libraries it loads need and cannot find, in its order."""
    import shutil  # here, not at start: only a failed load needs them
    import subprocess

    if shutil.which("ldd") is None:
        return []
    try:
        done = subprocess.run(["ldd", str(library)], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return []
    return list(dict.fromkeys(NOT_FOUND.findall(done.stdout)))


def system_family(os_release: str) -> str:
    """ "debian", "fedora" or "" from the text of /etc/os-release (ID and ID_LIKE)."""
    ids = " ".join(re.findall(r"^ID(?:_LIKE)?=\"?([^\"\n]*)", os_release, re.MULTILINE)).split()
    if {"debian", "ubuntu"}.intersection(ids):
        return "debian"
    if {"fedora", "rhel", "centos"}.intersection(ids):
        return "fedora"
    return ""


def install_advice(libraries: list[str], family: str) -> str:
    """The command that installs the packages holding `libraries` (both systems' when the
    system is neither or unknown)."""
    debian = " ".join(dict.fromkeys(PACKAGES[lib][0] for lib in libraries if lib in PACKAGES))
    fedora = " ".join(dict.fromkeys(PACKAGES[lib][1] for lib in libraries if lib in PACKAGES))
    unknown = [lib for lib in libraries if lib not in PACKAGES]
    commands = []
    if debian and family in ("debian", ""):
        commands.append(f"sudo apt install {debian}" + ("" if family else " (Debian, Ubuntu)"))
    if fedora and family in ("fedora", ""):
        commands.append(f"sudo dnf install {fedora}" + ("" if family else " (Fedora)"))
    if unknown:
        commands.append(f"the system package that provides {' and '.join(unknown)}")
    return f"install {'it' if len(libraries) == 1 else 'them'} with " + ", or ".join(commands)


def read_os_release() -> str:
    """The text of /etc/os-release ("" where there is none)."""
    for path in (Path("/etc/os-release"), Path("/usr/lib/os-release")):
        try:
            return path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
    return ""


def problem(environ: Mapping[str, str] = os.environ, program: str = "twentyfour") -> str | None:
    """One line naming what to install when Qt's platform plugin cannot load for a missing
    system library (Linux only); None when it loads, or fails for a reason Qt will tell."""
    if not sys.platform.startswith("linux"):
        return None
    name = platform(environ)
    plugin = plugin_file(name, environ)
    missing = missing_libraries(plugin) if plugin else []
    if not missing:
        return None
    listed = " and ".join([", ".join(missing[:-1]), missing[-1]] if len(missing) > 1 else missing)
    verb = "is" if len(missing) == 1 else "are"
    advice = install_advice(missing, system_family(read_os_release()))
    return f"{program}: Qt's {name} platform plugin cannot load: {listed} {verb} missing; {advice}"
