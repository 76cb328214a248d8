"""python -m app: bad options are one line and exit 2; --screenshot writes a PNG and exits."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PyQt5.QtGui import QImage

from app.__main__ import main, parse_args

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--cards", "3 3 8 X"], "card 4 'X'"),
        (["--cards", "3 0 8 8"], "0 is not a card"),
        (["--cards", "3"], "give 2 to 6 cards"),
        (["--view", "poker"], "invalid choice: 'poker'"),
        (["--size", "tiny"], "is not a size like 1000x700"),
        (["--screenshot", "shot.jpg"], "must end in .png"),
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--view", "play", "--archive"], "--archive goes with --view daily"),
        (["--room"], "--room goes with --screenshot"),
        (["--join"], "--join goes with --screenshot"),
        (["--worksheet", "s.pdf", "--join"], "leave out --join"),
        (["--worksheet", "s.pdf", "--room"], "leave out --room"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(capsys, argv, says):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err and "Traceback" not in err


@pytest.mark.parametrize("view", ["tchisla", "stats"])
def test_cards_for_a_view_without_cards_are_refused(capsys, view):
    """--cards would be silently ignored there: say so at once instead of a misleading PNG."""
    with pytest.raises(SystemExit) as stop:
        parse_args(["--screenshot", "shot.png", "--view", view, "--cards", "3 3 8 8"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err == (
        f"twentyfour: error: --cards: the {view} view shows no cards "
        "(use --view helper, play, practice or duel, or drop --cards)\n"
    )


def test_good_options_are_read():
    args = parse_args(["--screenshot", "x.png", "--view", "helper", "--cards", "A,K,q,10"])
    assert args.cards == [1, 13, 12, 10] and args.view == "helper"
    assert parse_args(["--size", "800x600"]).size == (800, 600)
    assert parse_args(["--view", "play", "--cards", "1 2 3 4 5 6"]).cards == [1, 2, 3, 4, 5, 6]
    assert parse_args(["--view", "stats"]).cards is None


def test_screenshot_renders_the_helper_to_a_png_without_a_display(tmp_path):
    out = tmp_path / "helper.png"
    hidden = ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    env = {key: value for key, value in os.environ.items() if key not in hidden}
    env["HOME"] = str(tmp_path)
    command = [sys.executable, "-m", "app", "--screenshot", str(out), "--cards", "3 3 8 8"]
    command += ["--size", "800x600"]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 600)
    colours = {image.pixel(x, y) for x in range(0, 800, 8) for y in range(0, 600, 8)}
    assert len(colours) > 20  # cards and text were drawn, not a blank window
    assert not (tmp_path / ".config").exists()  # the user's settings are left alone


def test_an_unexpected_error_is_logged_and_shown_not_fatal(qtbot, app_context, tmp_path):
    """The last safety net: the window says what went wrong and keeps going."""
    from app.shell.gui import _unexpected_error_reporter
    from app.shell.main_window import MainWindow

    window = MainWindow(app_context)
    qtbot.addWidget(window)
    report = _unexpected_error_reporter(window, tmp_path)
    try:
        raise RuntimeError("the dog ate the deck")
    except RuntimeError as error:
        report(RuntimeError, error, error.__traceback__)
    message = window.statusBar().currentMessage()
    assert "Something went wrong (RuntimeError: the dog ate the deck)" in message
    assert "the dog ate the deck" in (tmp_path / "errors.log").read_text(encoding="utf-8")


def test_the_app_starts_when_its_data_folder_is_a_file(qtbot, tmp_path, settings, monkeypatch):
    """A defect found by an audit: FileExistsError at start, no window, no message."""
    from app.shell.gui import open_main_window

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    blocker = tmp_path / "Twenty-Four"
    blocker.write_text("not a folder")
    window = open_main_window(blocker, settings)
    qtbot.addWidget(window)
    assert "is a file, not a folder" in window.statusBar().currentMessage()
    history = window.context.history
    assert "this session" in history.warning
    assert blocker.read_text() == "not a folder"


def test_the_error_log_is_kept_short(tmp_path):
    from app.game.storage import LOG_FILE, append_log

    for _ in range(40):
        append_log(tmp_path, "x" * 1000 + "\n", limit=10_000)
    assert (tmp_path / LOG_FILE).stat().st_size <= 10_000
    assert (tmp_path / (LOG_FILE + ".1")).stat().st_size <= 10_000
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOG_FILE, LOG_FILE + ".1"]


def test_data_of_the_doubled_folder_moves_up(tmp_path):
    """Earlier versions kept data in Twenty-Four/Twenty-Four (the About box showed it)."""
    from app.game.storage import move_up

    folder = tmp_path / "Twenty-Four"
    (folder / "Twenty-Four").mkdir(parents=True)
    (folder / "Twenty-Four" / "history.sqlite3").write_bytes(b"old history")
    assert move_up(folder) is None
    assert (folder / "history.sqlite3").read_bytes() == b"old history"
    assert not (folder / "Twenty-Four").exists()


def test_the_data_folder_is_not_doubled(qapp):
    from app.shell.context import default_data_dir

    path = default_data_dir()
    assert path.name == "Twenty-Four" and path.parent.name != "Twenty-Four"


def test_help_names_the_program_as_it_was_started():
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "app", "--help"], cwd=root, env=env, capture_output=True, text=True
    )
    assert done.stdout.startswith("usage: python -m app ")


def test_the_window_is_destroyed_before_the_application(qapp, tmp_path, monkeypatch):
    """Left to Python's exit, the window and the QApplication went in no fixed order, and about
    one screenshot in fifteen crashed on the way out (a segmentation fault, exit code -11)."""
    from PyQt5 import sip

    import app.shell.main_window

    made = []
    original = app.shell.main_window.MainWindow

    def remember(*args, **kwargs):
        made.append(original(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(app.shell.main_window, "MainWindow", remember)
    assert main(["--screenshot", str(tmp_path / "shot.png"), "--view", "helper"]) == 0
    assert len(made) == 1 and sip.isdeleted(made[0])
    assert QImage(str(tmp_path / "shot.png")).width() == 1000
