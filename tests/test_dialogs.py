"""Every dialog of the app fits the screen: at 800×600, and at QT_SCALE_FACTOR=2 (where the
same screen is 400×300); a long text scrolls, and the buttons stay in sight. Dialog titles do
not repeat the app's name (the system adds it: "Twenty-Four: rules — Twenty-Four")."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Opens every dialog of the app and prints, for each: its name, whether it fits the screen's
#: room, whether its buttons are inside it, whether its title names the app.
DIALOGS = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    from PyQt5.QtCore import QSettings
    from PyQt5.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication
    from app.shell.context import AppContext
    from app.shell.languages import display_name, use_language
    from app.shell.main_window import MainWindow
    from app.shell.settings import Settings

    app = QApplication([])
    use_language(sys.argv[3])
    settings = Settings(QSettings(sys.argv[1], QSettings.IniFormat))
    window = MainWindow(AppContext(settings, Path(sys.argv[2]), random.Random(1)))
    window.show()
    room = window.screen().availableGeometry()

    def report(name, dialog):
        app.processEvents()
        frame = dialog.frameGeometry()
        scrolled = [a.viewport() for a in dialog.findChildren(QAbstractScrollArea)]
        buttons = [  # the dialog's own buttons, not those of a form that scrolls
            b for b in dialog.findChildren(QAbstractButton)
            if b.isVisible() and not any(v.isAncestorOf(b) for v in scrolled)
        ]
        inside = all(
            room.contains(b.mapToGlobal(b.rect().center())) for b in buttons if b.text()
        )
        named = display_name() in dialog.windowTitle()
        print(name, room.contains(frame), inside, named, frame.width(), frame.height())
        dialog.close()

    report("rules", window.show_rules())
    report("about", window.show_about())
    preferences = window.preferences()
    preferences.show()
    report("preferences", preferences)
    window._ask_before_closing(["A match is under way: it will be kept as abandoned."])
    report("quit", window.close_question)
    """
)


def dialogs(tmp_path: Path, scale: str, language: str = "en") -> list[list[str]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    command = [sys.executable, "-c", DIALOGS, str(tmp_path / "s.ini"), str(data), language]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [line.split() for line in done.stdout.splitlines()]


def test_every_dialog_fits_800_by_600(tmp_path):
    for name, fits, buttons, named, *_size in dialogs(tmp_path, "1"):
        assert (name, fits, buttons, named) == (name, "True", "True", "False")


def test_every_dialog_fits_at_scale_2(tmp_path):
    for name, fits, buttons, named, *_size in dialogs(tmp_path, "2", "zh_CN"):
        assert (name, fits, buttons, named) == (name, "True", "True", "False")


def test_the_rules_scroll_and_their_close_button_is_in_sight(qtbot, settings, data_dir):
    from PyQt5.QtWidgets import QDialogButtonBox

    from app.shell.context import AppContext
    from app.shell.main_window import MainWindow

    window = MainWindow(AppContext(settings, data_dir, random.Random(1)))
    qtbot.addWidget(window)
    window.show()
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    room = rules.screen().availableGeometry()
    assert rules.frameGeometry().height() <= room.height()
    bar = rules.browser.verticalScrollBar()
    assert bar.maximum() > 0  # the rules are longer than 600 px: they scroll
    close = rules.buttons.button(QDialogButtonBox.Close)
    assert room.contains(close.mapToGlobal(close.rect().center()))
    assert rules.windowTitle() == "Rules"
    rules.close()
