"""The bundle's checks (packaging/build_bundle.py) catch what a broken bundle lacks.

Building the bundle takes PyInstaller and half a minute, so it is not part of the test run (see the
README); these tests run its checks on a bundle-shaped folder and on screenshots made here.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest
from PyQt5.QtGui import QColor, QImage, QPainter

from app.shell.png import png_bytes

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "build_bundle", ROOT / "packaging" / "build_bundle.py"
)
assert _spec is not None and _spec.loader is not None
build_bundle = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_bundle)

PLUGINS = [
    "platforms/libqoffscreen.so",
    "platforms/libqxcb.so",
    "platforms/libqwayland-generic.so",
    "imageformats/libqsvg.so",
    "iconengines/libqsvgicon.so",
    "audio/libqtmedia_pulse.so",
]


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """A folder laid out as PyInstaller lays out dist/TwentyFour (empty stand-in files)."""
    folder = tmp_path / "TwentyFour"
    internal = folder / "_internal"
    shutil.copytree(ROOT / "assets", internal / "assets", ignore=shutil.ignore_patterns("*.py"))
    (internal / "app" / "i18n").mkdir(parents=True)
    for name, data in build_bundle.translation_files().items():
        (internal / "app" / "i18n" / name).write_bytes(data)
    metadata = internal / "twentyfour-0.2.0.dist-info" / "METADATA"
    metadata.parent.mkdir()
    metadata.write_text("Metadata-Version: 2.4\nName: twentyfour\n")
    (internal / "libQt5Core.so.5").symlink_to("PyQt5/Qt5/lib/libQt5Core.so.5")
    (internal / "PyQt5" / "Qt5" / "lib").mkdir(parents=True)
    (internal / "PyQt5" / "Qt5" / "lib" / "libQt5Core.so.5").write_bytes(b"")
    for plugin in PLUGINS:
        path = internal / "PyQt5" / "Qt5" / "plugins" / plugin
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    (folder / "TwentyFour").write_bytes(b"")
    return folder


def test_a_complete_bundle_passes(bundle: Path) -> None:
    assert build_bundle.bundle_problems(bundle) == []


def test_every_asset_is_required(bundle: Path) -> None:
    assets = bundle / "_internal" / "assets"
    (assets / "sounds" / "right.wav").unlink()
    (assets / "cards" / "QS.svg").unlink()
    shutil.rmtree(assets / "desktop")
    problems = build_bundle.bundle_problems(bundle)
    assert "asset missing: sounds/right.wav" in problems
    assert "asset missing: cards/QS.svg" in problems
    assert any(p.startswith("asset missing: desktop/") for p in problems)
    assert {"sounds/right.wav", "icons/app.svg", "cards/back.svg"} <= build_bundle.asset_files()


@pytest.mark.parametrize(
    ("plugin", "says"),
    [
        ("imageformats/libqsvg.so", "Qt plugin missing: imageformats/qsvg"),
        ("iconengines/libqsvgicon.so", "Qt plugin missing: iconengines/qsvgicon"),
        ("platforms/libqoffscreen.so", "Qt plugin missing: platforms/qoffscreen"),
        ("audio/libqtmedia_pulse.so", "no Qt plugin in audio/"),
    ],
)
def test_the_qt_plugins_the_game_needs_are_required(bundle: Path, plugin: str, says: str) -> None:
    (bundle / "_internal" / "PyQt5" / "Qt5" / "plugins" / plugin).unlink()
    assert build_bundle.bundle_problems(bundle) == [says]


def png(width: int, height: int, draw: bool) -> bytes:
    """A PNG made by Qt, with a few shapes on it or one flat colour."""
    image = QImage(width, height, QImage.Format_ARGB32)
    image.fill(QColor("#2e7d32"))
    if draw:
        painter = QPainter(image)
        for step in range(0, width, 40):
            painter.fillRect(step, step % height, 30, 50, QColor(step % 256, 80, 200 - step % 200))
        painter.drawText(20, 20, "Round 1 of 13")
        painter.end()
    return png_bytes(image)


def test_the_screenshot_must_be_a_drawn_png_of_the_right_size(qapp) -> None:
    size = build_bundle.SCREEN_SIZE
    assert build_bundle.png_problems(png(*size, draw=True), size) == []
    assert build_bundle.png_problems(png(*size, draw=False), size) == ["the screenshot is blank"]
    assert build_bundle.png_problems(png(800, 600, draw=True), size) == [
        "the screenshot is 800x600, not 1000x700"
    ]
    assert build_bundle.png_problems(b"GIF89a", size) == ["the screenshot is not a PNG file"]


def test_the_translations_and_the_metadata_are_required(bundle: Path) -> None:
    """Before: the spec collected assets and the solver only, and the check looked at assets."""
    internal = bundle / "_internal"
    assert {"twentyfour_zh_CN.qm", "twentyfour_en.qm"} <= set(build_bundle.translation_files())
    (internal / "app" / "i18n" / "twentyfour_zh_CN.qm").unlink()
    (internal / "app" / "i18n" / "twentyfour_en.qm").write_bytes(b"stale")
    (internal / "app" / "i18n" / "twentyfour_en.ts").write_text("<TS/>")
    shutil.rmtree(internal / "twentyfour-0.2.0.dist-info")
    assert build_bundle.bundle_problems(bundle) == [
        "translation not the tree's: app/i18n/twentyfour_en.qm",
        "translation missing: app/i18n/twentyfour_zh_CN.qm",
        "a translators' source in the bundle: twentyfour_en.ts",
        "the package's metadata is missing (twentyfour-*.dist-info: the version)",
    ]


def test_a_link_to_a_library_left_out_is_found(bundle: Path) -> None:
    """Before: six links in _internal/ pointed at the Qt libraries the spec leaves out."""
    internal = bundle / "_internal"
    (internal / "libQt5Quick.so.5").symlink_to("PyQt5/Qt5/lib/libQt5Quick.so.5")
    assert build_bundle.bundle_problems(bundle) == [
        "dangling link: _internal/libQt5Quick.so.5 -> PyQt5/Qt5/lib/libQt5Quick.so.5"
    ]


def test_the_smoke_test_wants_chinese_and_the_english_singular() -> None:
    chinese = ["算24点", "游戏(&G)", "3 3 8 8 → 24：共 1 种解法"]
    assert build_bundle.language_problems(chinese, "zh_CN") == []
    assert build_bundle.language_problems(["Twenty-Four", "1 answers for 3 3 8 8 → 24"], "en") == [
        "--lang en: the window does not show '1 answer for 3 3 8 8 → 24'"
    ]
    assert len(build_bundle.language_problems(["Twenty-Four", "&Game"], "zh_CN")) == 2


def test_sound_s_library_is_left_to_the_system_like_the_desktop_s(
    bundle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the script exited 1 on a machine without PulseAudio, which is optional (the game
    is silent without it)."""
    ldd = (
        "\tlibpulse.so.0 => not found\n\tlibpulse-mainloop-glib.so.0 => not found\n"
        "\tlibwayland-client.so.0 => not found\n\tlibQt5Sql.so.5 => not found\n"
        "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0000000000)\n"
    )
    monkeypatch.setattr(build_bundle.shutil, "which", lambda program: f"/usr/bin/{program}")
    monkeypatch.setattr(
        build_bundle.subprocess,
        "run",
        lambda *args, **kw: subprocess.CompletedProcess(args, 0, ldd),
    )
    errors, optional = build_bundle.unresolved_libraries(bundle)
    assert errors and all(
        error.startswith("libQt5Sql.so.5 (needed by _internal/") for error in errors
    )
    assert optional == [
        "libpulse-mainloop-glib.so.0 (sound)",
        "libpulse.so.0 (sound)",
        "libwayland-client.so.0 (desktop)",
    ]
