"""A platform plugin that cannot load for a missing system library: one line naming the package
to install and exit code 1, before Qt aborts with a message that names none (app.platform_check).

The missing library is made by copying PyQt5's own xcb plugin with one of the libraries it links
to renamed (libxcb-icccm.so.4 -> .so.9, which no system has), in a Qt folder laid out as PyQt5's
so the plugin still finds Qt's libraries; QT_QPA_PLATFORM_PLUGIN_PATH points Qt and the check
at it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.platform_check import (
    PACKAGES,
    install_advice,
    platform,
    plugin_file,
    problem,
    system_family,
)

ROOT = Path(__file__).resolve().parents[1]
UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n'
FEDORA = 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=41\n'


@pytest.fixture
def broken_plugins(tmp_path: Path) -> Path:
    """A platforms folder whose xcb plugin links to a library no system has."""
    real = plugin_file("xcb", {})
    assert real is not None
    qt = tmp_path / "Qt5"
    folder = qt / "plugins" / "platforms"
    folder.mkdir(parents=True)
    (qt / "lib").symlink_to(real.parents[2] / "lib")  # the plugin finds Qt as in PyQt5
    data = real.read_bytes()
    assert data.count(b"libxcb-icccm.so.4\0") == 1
    (folder / "libqxcb.so").write_bytes(
        data.replace(b"libxcb-icccm.so.4\0", b"libxcb-icccm.so.9\0")
    )
    return folder


def test_a_missing_library_is_named_in_one_line_before_qt_aborts(broken_plugins: Path) -> None:
    """Before: Qt printed 'Could not load the Qt platform plugin "xcb" ... even though it was
    found' and aborted (SIGABRT)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
    env["QT_QPA_PLATFORM_PLUGIN_PATH"] = str(broken_plugins)
    done = subprocess.run(
        [sys.executable, "-m", "app"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert done.stderr == (
        "python -m app: Qt's xcb platform plugin cannot load: libxcb-icccm.so.9 is missing; "
        "install it with the system package that provides libxcb-icccm.so.9\n"
    )


def test_a_plugin_that_loads_is_let_through() -> None:
    assert problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert problem({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}) is None  # Qt tells the rest
    assert problem({"QT_QPA_PLATFORM": "nosuchplatform"}) is None


def test_the_platform_is_qt_s_first_choice() -> None:
    assert platform({}) == "xcb"
    assert platform({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert platform({"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"}) == "offscreen"
    assert plugin_file("wayland", {}) == plugin_file("wayland-generic", {})


def test_the_packages_are_named_for_the_system_in_use() -> None:
    missing = ["libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-xinerama.so.0"]
    assert system_family(UBUNTU) == "debian" and system_family(FEDORA) == "fedora"
    assert install_advice(missing, "debian") == (
        "install them with sudo apt install libxcb-icccm4 libxcb-keysyms1 libxcb-xinerama0"
    )
    assert install_advice(missing, "fedora") == (
        "install them with sudo dnf install xcb-util-wm xcb-util-keysyms libxcb"
    )
    assert install_advice(["libGL.so.1"], "") == (
        "install it with sudo apt install libgl1 (Debian, Ubuntu), "
        "or sudo dnf install libglvnd-glx (Fedora)"
    )
    assert install_advice(["libglib-2.0.so.0", "libgthread-2.0.so.0"], "debian") == (
        "install them with sudo apt install libglib2.0-0"
    )


def test_every_library_a_minimal_debian_lacked_has_its_packages() -> None:
    """What PyQt5's Qt and plugins could not find on a bare Debian 12 (debootstrap minbase)."""
    lacked = [
        "libGL.so.1",
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",
        "libxkbcommon.so.0",
        "libfreetype.so.6",
        "libfontconfig.so.1",
        "libXext.so.6",
        "libX11.so.6",
        "libxkbcommon-x11.so.0",
        "libxcb.so.1",
        "libxcb-xkb.so.1",
        "libxcb-xinerama.so.0",
        "libxcb-xfixes.so.0",
        "libxcb-sync.so.1",
        "libxcb-shm.so.0",
        "libxcb-shape.so.0",
        "libxcb-render.so.0",
        "libxcb-render-util.so.0",
        "libxcb-randr.so.0",
        "libxcb-keysyms.so.1",
        "libxcb-image.so.0",
        "libxcb-icccm.so.4",
        "libX11-xcb.so.1",
        "libpulse.so.0",
        "libpulse-mainloop-glib.so.0",
        "libdbus-1.so.3",
        "libwayland-cursor.so.0",
        "libwayland-client.so.0",
        "libxcb-glx.so.0",
        "libEGL.so.1",
    ]
    assert set(lacked) <= set(PACKAGES)
