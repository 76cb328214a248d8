"""The main window: tabs, shared actions, settings and geometry across a restart."""

from __future__ import annotations

import random

import pytest
from PyQt5.QtCore import QSettings, Qt
from PyQt5.QtGui import QKeySequence
from PyQt5.QtWidgets import QAction, QLabel, QWidget

from app.game.round import DEFAULT_HINT_SECONDS
from app.shell.context import AppContext
from app.shell.main_window import MainWindow
from app.shell.settings import Settings
from app.views import VIEWS, View


def open_window(qtbot, settings_path, data_dir, views=None) -> MainWindow:
    """A main window on the given settings file, as the app would start it."""
    settings = Settings(QSettings(str(settings_path), QSettings.IniFormat))
    context = AppContext(settings, data_dir, random.Random(7))
    window = MainWindow(context) if views is None else MainWindow(context, views)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def window(qtbot, settings_path, data_dir):
    return open_window(qtbot, settings_path, data_dir)


def game_menu(window: MainWindow) -> list[str]:
    """The Game menu's items as shown (separators as "|")."""
    return [a.text() or "|" for a in window.game_menu.actions()]


def test_the_helper_is_a_tab_with_menus(window):
    assert window.tabs.tabText(0) == "Helper"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Help"]
    helper = window.view("helper")
    assert helper.deal_action.shortcut().toString() == "Ctrl+N"
    assert "Ctrl+N" in helper.deal_action.toolTip()
    assert window.view("helper") is window.views[0] is window.tabs.widget(0).widget()
    assert window.tabs.tabToolTip(0) == "Show the Helper view (Ctrl+1)"


def test_the_game_menu_offers_the_actions_of_the_current_tab(qtbot, window):
    """A defect seen in play: the Play tab's Game menu had the Helper's Retry and Clear, and
    none of Hint, Pause, Skip."""
    assert game_menu(window) == [
        "&Deal",
        "Back to the &first hand",
        "&Clear",
        "|",
        "H&ost a room…",
        "&Join a room…",
        "&Worksheet…",
        "&Preferences…",
        "|",
        "&Quit",
    ]
    window.show_view("play")
    assert game_menu(window) == [
        "&New match",
        "|",
        "&Hint",
        "No &solution",
        "Pa&use",
        "S&kip",
        "&Clear answer",
        "Com&bine cards",
        "|",
        "Quit &match",
        "|",
        "H&ost a room…",
        "&Join a room…",
        "&Worksheet…",
        "&Preferences…",
        "|",
        "&Quit",
    ]
    window.show_view("helper")
    assert "&Hint" not in game_menu(window)


def test_deal_retry_and_clear_act_on_the_helper(qtbot, window):
    helper = window.view("helper")
    helper.deal_action.trigger()
    dealt = [slot.card_widget.card for slot in helper.slots]
    assert None not in dealt and len(set(dealt)) == 4
    qtbot.keyClick(helper.slots[0].edit, Qt.Key_Up)
    helper.retry_action.trigger()
    assert [slot.card_widget.card for slot in helper.slots] == dealt
    helper.clear_action.trigger()
    assert all(slot.card_widget.card is None for slot in helper.slots)


def test_a_status_message_belongs_to_its_tab(qtbot, window):
    """A defect seen in play: the Helper's "Dealt …" stayed in the status bar on the Play tab."""
    window.view("helper").deal_action.trigger()
    assert window.statusBar().currentMessage().startswith("Dealt ")
    window.show_view("play")
    assert window.statusBar().currentMessage() == ""


def test_shortcut_deals(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key_N, Qt.ControlModifier)
    assert all(slot.card_widget.card is not None for slot in window.view("helper").slots)


def test_load_hand_from_anywhere_shows_the_helper(qtbot, settings_path, data_dir):
    views = [VIEWS[0], View("other", lambda: "Other", factory=lambda context: QWidget())]
    window = open_window(qtbot, settings_path, data_dir, views)
    window.tabs.setCurrentIndex(1)
    assert game_menu(window) == [  # no view actions
        "H&ost a room…",
        "&Join a room…",
        "&Worksheet…",
        "&Preferences…",
        "|",
        "&Quit",
    ]
    window.context.load_hand([1, 2, 3, 4])
    assert window.tabs.currentIndex() == 0 and "&Deal" in game_menu(window)
    helper = window.view("helper")
    qtbot.waitUntil(lambda: helper.solutions is not None, timeout=10000)
    assert len(helper.solutions) == 3


def test_a_view_that_fails_to_build_becomes_a_message(qtbot, settings_path, data_dir):
    def broken(context):
        raise RuntimeError("no cards today")

    window = open_window(
        qtbot, settings_path, data_dir, [View("broken", lambda: "Broken", factory=broken)]
    )
    page = window.views[0]
    assert isinstance(page, QLabel) and "no cards today" in page.text()


def test_settings_and_geometry_survive_a_restart(qtbot, settings_path, data_dir):
    first = open_window(qtbot, settings_path, data_dir)
    helper = first.view("helper")
    helper.count_box.setValue(5)
    helper.target_box.setValue(36)
    first.resize(700, 510)
    first.close()
    second = open_window(qtbot, settings_path, data_dir)
    helper = second.view("helper")
    assert (helper.count_box.value(), helper.target_box.value()) == (5, 36)
    assert len(helper.slots) == 5
    assert (second.width(), second.height()) == (700, 510)


def test_a_corrupt_settings_file_is_survived(qtbot, settings_path, data_dir):
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_bytes(b"\x00\xff[General\ncard_count=lots\ntarget=-3\ngeometry=zz\n\x01")
    window = open_window(qtbot, settings_path, data_dir)
    helper = window.view("helper")
    assert (helper.count_box.value(), helper.target_box.value(), len(helper.slots)) == (4, 24, 4)
    assert "The settings file was damaged." in window.statusBar().currentMessage()
    window.close()
    again = open_window(qtbot, settings_path, data_dir)
    assert again.context.settings.problems == []


def test_every_bad_setting_is_named_in_one_message(qtbot, settings_path, data_dir):
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_text(
        "[General]\nversion=1\nround_seconds=abc\nlevel=Godlike\ntarget=0\ncard_count=99\n"
        "only_solvable=maybe\n"
    )
    window = open_window(qtbot, settings_path, data_dir)
    message = window.statusBar().currentMessage()
    assert message.startswith("Some stored values were not valid: seconds per round ('abc'),")
    for name in ("computer level", "target", "count of cards", "only hands with an answer"):
        assert name in message
    assert "the file as it was is kept as" in message


def test_the_rules_name_every_shortcut_the_views_set(qtbot, window):
    rules = " ".join(window.show_rules().text().split())  # as shown: line breaks are spaces
    views = window.view_actions.actions()  # Ctrl+1, Ctrl+2…
    assert "Ctrl+1, Ctrl+2… switch views" in rules
    assert len(window.views) == len(window.keys)  # every view built, with its actions
    actions = [a for a in window.findChildren(QAction) if a not in views]
    shown = [key for a in actions for key in a.shortcuts() if not key.isEmpty()]
    window.view("tchisla")  # built, with its actions
    keys = {key.toString(QKeySequence.NativeText) for key in shown}
    keys -= {"Ctrl+Return", "Return", "Enter"}
    assert {"Ctrl+H", "Ctrl+D", "Ctrl+P", "Ctrl+S", "Ctrl+W", "Ctrl+Enter", "Esc"} <= keys
    missing = [key for key in keys if key not in rules]
    assert missing == []
    assert f"Ctrl+H hint (costs {DEFAULT_HINT_SECONDS:.0f} s)" in rules
    assert "<h3>Tchisla</h3>" in rules and "<h3>Statistics</h3>" in rules


def test_the_rules_name_every_key_of_the_cards_to_combine(qtbot, window):
    """The combining table's keys are its own (not actions): each is in the rules' keys."""
    from app.widgets.combine_table import ALL_KEYS, OPERATOR_KEYS, STEP_KEYS

    rules = " ".join(window.show_rules().text().split())
    combining = rules[rules.index("Combining the cards (Play") :]
    combining = combining[: combining.index("<br>")]
    keys = [*STEP_KEYS, *ALL_KEYS.values(), *(typed[0] for typed in OPERATOR_KEYS.values())]
    keys += ["1, 2, 3", "x", "Ctrl+T"]
    assert [key for key in keys if key not in combining] == []


def test_rules_and_about_open_without_blocking(qtbot, window):
    rules = window.show_rules()
    assert rules.isVisible() and "make <b>24</b>" in rules.text()
    rules.close()
    about = window.show_about()
    assert "Twenty-Four" in about.text() and "twentyfour.ini" in about.text()
    about.close()
    assert window.rules_action.shortcut().toString() == "F1"


def test_the_about_box_shows_paths_as_they_are(qtbot, tmp_path, data_dir):
    """A defect found by an audit: file paths went into rich text."""
    odd = tmp_path / "<b>odd</b>" / "twentyfour.ini"
    window = open_window(qtbot, odd, data_dir)
    about = window.show_about()
    assert about.textFormat() == Qt.PlainText and str(odd) in about.text()
    about.close()


def win_the_first_round(qtbot, window: MainWindow) -> QWidget:
    """Start a match in the play tab (3 3 8 8, then 1 2 3 4) and answer the first hand."""
    play = window.view("play")
    window.show_view("play")
    play.start_match([(3, 3, 8, 8), (1, 2, 3, 4)])
    qtbot.waitUntil(lambda: play.phase.name == "PLAYING", timeout=10000)
    play.answer.entry.setText("8/(3-8/3)")
    play.submit()
    return play


def play_a_short_match(qtbot, window: MainWindow) -> QWidget:
    """A whole match of one round in the play tab, won."""
    window.context.settings.rounds = 1
    play = window.view("play")
    window.show_view("play")
    play.start_match([(3, 3, 8, 8)])
    qtbot.waitUntil(lambda: play.phase.name == "PLAYING", timeout=10000)
    play.submit("8/(3-8/3)")
    play.next_round()
    assert play.phase.name == "MATCH_OVER"
    return play


def test_match_history_survives_a_restart(qtbot, settings_path, data_dir):
    """A match played in one window is in the statistics of the next one."""
    first = open_window(qtbot, settings_path, data_dir)
    play_a_short_match(qtbot, first)
    first.close()
    assert not first.isVisible()  # a finished match: nothing to ask
    second = open_window(qtbot, settings_path, data_dir)
    stats = second.view("stats")
    stats.refresh_history()
    assert stats.history_summary.text().startswith("1 match finished, 1 won.")
    (record,) = second.context.history.matches()
    assert (record.player_points, record.computer_points, record.finished) == (1, 0, True)


def test_closing_the_window_mid_match_asks_first(qtbot, settings_path, data_dir):
    """A defect seen in play: closing threw a running match away without asking."""
    first = open_window(qtbot, settings_path, data_dir)
    play = win_the_first_round(qtbot, first)
    play.next_round()
    qtbot.waitUntil(lambda: play.phase.name == "PLAYING", timeout=10000)
    first.close()
    box = first.close_question
    assert first.isVisible() and box is not None and box.isVisible()
    assert "finished round is kept in your history" in box.text()
    assert play.phase.name == "PAUSED"  # the clock does not run while the player decides
    box.buttons()[1].click()  # keep playing
    assert first.isVisible() and first.close_question is None
    first.close()
    first.close_question.buttons()[0].click()  # quit
    assert not first.isVisible()
    second = open_window(qtbot, settings_path, data_dir)
    (record,) = second.context.history.matches()
    assert (record.player_points, record.rounds_played, record.finished) == (1, 1, False)


# --- views built when first shown (a quick start: only the first view is built) ---------------


def test_only_the_view_shown_first_is_built_at_the_start(qtbot, window):
    helper = window.view("helper")
    assert window.built_views() == [helper]
    others = range(1, len(window.keys))
    assert [window.tabs.widget(i).widget() for i in others] == [None] * len(others)
    window.close()  # closing asks the views built so far only, and builds none
    assert window.built_views() == [helper]


def test_the_view_shown_last_is_the_one_built_at_the_next_start(qtbot, settings_path, data_dir):
    first = open_window(qtbot, settings_path, data_dir)
    first.show_view("tchisla")
    first.close()
    window = open_window(qtbot, settings_path, data_dir)
    assert window.keys[window.tabs.currentIndex()] == "tchisla"
    assert window.built_views() == [window.view("tchisla")]


def test_a_tab_clicked_the_first_time_shows_a_working_view(qtbot, window):
    """The view is built before its tab shows: the focus, the Game menu, the status bar and
    Enter behave as if it had been there from the start."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view("helper").deal_action.trigger()
    assert window.statusBar().currentMessage().startswith("Dealt ")
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(1).center())
    play = window.view("play")
    assert window.tabs.currentIndex() == 1 and window.tabs.widget(1).widget() is play
    assert play.isVisible() and play.start_button.isVisible()
    assert window.statusBar().currentMessage() == ""  # the helper's message went
    assert game_menu(window)[:3] == ["&New match", "|", "&Hint"]
    assert window.focusWidget() is play.start_button  # as when every view was built at start
    qtbot.keyClick(window.focusWidget(), Qt.Key_Return)  # Enter starts a match
    qtbot.waitUntil(lambda: play.phase.name == "PLAYING", timeout=10000)


def test_ctrl_tab_to_a_view_not_built_yet(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key_Tab, Qt.ControlModifier)
    play = window.view("play")
    assert window.tabs.currentIndex() == 1 and play.isVisible()
    assert window.focusWidget() is play.start_button
    assert "&New match" in game_menu(window) and window.view_actions.actions()[1].isChecked()


def test_a_view_asked_for_is_built_in_its_tab_without_showing_it(qtbot, window):
    from app.views.stats_view import StatsView

    stats = window.view("stats")
    assert isinstance(stats, StatsView) and window.view("stats") is stats  # built once
    assert window.tabs.widget(window.keys.index("stats")).widget() is stats
    assert window.tabs.currentIndex() == 0 and not stats.isVisible()
    assert "&Deal" in game_menu(window)  # still the helper's menu
    assert window.show_view("stats") is stats and stats.isVisible()
    assert "&Deal" not in game_menu(window)


def test_views_built_later_start_in_the_language_look_and_settings_of_the_moment(qtbot, window):
    from PyQt5.QtWidgets import QApplication

    from app.shell.languages import use_language
    from app.shell.theme import DARK, FONT_SCALE, appearance
    from solver import i18n

    settings = window.context.settings  # as Preferences changes them
    settings.rounds = 5
    settings.theme = "dark"
    settings.text_size = 130
    window.set_language("zh_CN")
    try:
        play = window.view("play")
        assert play.start_button.text() == "开始比赛"
        assert "5" in play.options_label.text() and play.time_choice.text() == "60 秒"
        assert DARK.felt_top in play.felt.styleSheet()
        scale = float(play.title.property(FONT_SCALE))
        assert play.title.font().pointSizeF() == pytest.approx(
            QApplication.font().pointSizeF() * scale
        )
        window.show_view("play")
        assert game_menu(window)[0] == play.new_match_action.text() == "新比赛(&N)"
    finally:
        use_language("en")
        i18n.install(None)
        appearance().set_theme("light")
        appearance().set_text_size(100)


@pytest.mark.parametrize(("key", "done"), [("daily", "session.daily"), ("stats", "results.shown")])
def test_a_screenshot_of_a_view_not_shown_first_renders_it_whole(
    qtbot, app_context, tmp_path, capsys, key, done
):
    """python -m app --screenshot --view X: X is built, shown, and its work done first."""
    from PyQt5.QtGui import QImage

    from app.__main__ import parse_args
    from app.shell.take_screenshot import save_screenshot

    window = MainWindow(app_context)
    qtbot.addWidget(window)
    out = tmp_path / f"{key}.png"
    assert save_screenshot(window, parse_args(["--screenshot", str(out), "--view", key])) == 0
    view = window.view(key)
    assert window.tabs.currentWidget().widget() is view and view.isVisible()
    owner, name = done.split(".")
    assert getattr(getattr(view, owner), name) is not None  # its puzzle, its statistics
    assert QImage(str(out)).size() == window.size()
    assert capsys.readouterr().out.strip() == str(out)


STARTED = """
import sys
from PyQt5.QtCore import QTimer
import app.__main__ as entry
import app.shell.gui as gui

opened = gui.open_main_window

def open_then_close(*args, **kwargs):
    window = opened(*args, **kwargs)
    QTimer.singleShot(0, window.close)
    return window

gui.open_main_window = open_then_close
entry.main([])
print(" ".join(sorted(sys.modules)))
"""


def test_the_start_imports_only_what_the_first_view_needs(tmp_path):
    """A quick start: the other views, the statistics' charts, the match history, the
    difficulty score, the preferences and the translation tools load when first used."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", STARTED], cwd=root, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    modules = set(done.stdout.split())
    assert "app.views.helper_view" in modules
    later = {
        *(f"app.views.{key}_view" for key in ("play", "practice", "daily", "duel", "tchisla")),
        "app.views.stats_view",
        "PyQt5.QtChart",
        "app.game.stats",
        "app.game.history",
        "sqlite3",
        "solver.make24.difficulty",
        "solver.tchisla",
        "app.widgets.preferences",
        "xml.etree.ElementTree",
    }
    assert sorted(modules & later) == []


def test_a_message_lies_over_the_bottom_of_the_window_only_while_it_lasts(qtbot, window):
    """Defects seen: an empty status-bar strip (with stray separators) under every view; then,
    shown only with a message, it took its line from the view and the cards shrank and grew
    back. The message lies over the bottom of the window while it lasts."""
    bar, line = window.statusBar(), window.status_line
    assert not bar.isVisible() and not line.isVisible()
    window.show_message("Copied 8÷(3−8÷3)")
    assert line.isVisible() and line.text() == bar.currentMessage() == "Copied 8÷(3−8÷3)"
    assert line.geometry().bottom() == window.height() - 1 and line.width() == window.width()
    bar.clearMessage()
    assert not line.isVisible() and not bar.isVisible()
    play = window.show_view("play")
    qtbot.mouseMove(play)  # hovering actions shows no status tips that would bring it back
    assert not line.isVisible() and not any(a.statusTip() for a in play.actions())


def test_the_cards_keep_their_size_when_a_line_of_text_comes(qtbot, window):
    """Seen in a real window: the status bar came with "Dealt …" or "Copied: …" and went
    again, and the helper's nearest values came under the heading: each time the cards shrank
    and grew back."""
    helper = window.view("helper")
    helper.load_hand([3, 3, 8, 8])
    qtbot.wait(30)
    before = helper.felt.geometry()
    window.show_message("Copied: Twenty-Four 2026-11-28 ✓ 0:07")
    qtbot.wait(30)
    assert helper.felt.geometry() == before
    helper.load_hand([1, 1, 1, 1])  # no answer: what they make nearest 24, in a line
    qtbot.waitUntil(lambda: helper.why_label.isVisible() and helper.why_label.text() != "")
    qtbot.wait(30)
    assert helper.felt.geometry() == before


def test_a_window_that_is_gone_hears_nothing_more_from_the_settings(qtbot, settings_path, data_dir):
    """A defect seen: a crash that depended on the order of the tests. The settings outlive
    the window, and what the window had connected to them with a lambda ran on the deleted
    window (a bound method's connection goes with its window)."""
    from PyQt5 import sip
    from PyQt5.QtCore import QCoreApplication, QEvent

    settings = Settings(QSettings(str(settings_path), QSettings.IniFormat))
    window = MainWindow(AppContext(settings, data_dir, random.Random(7)))
    window.show()
    window.show_message("Saved.")
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    qtbot.waitUntil(lambda: sip.isdeleted(window))
    settings.failed.emit("The settings could not be saved.")
    settings.changed.emit("target")


def test_the_frame_that_comes_after_showing_is_kept_on_the_screen(
    qtbot, settings_path, data_dir, monkeypatch
):
    """A defect seen on an 800×600 screen: the window was fitted before the window manager
    framed it, and ~20 px of it hung off the bottom."""
    from PyQt5.QtCore import QPoint, QRect
    from PyQt5.QtGui import QMoveEvent
    from PyQt5.QtWidgets import QApplication

    window = open_window(qtbot, settings_path, data_dir)
    room = window.screen().availableGeometry()
    assert window.height() + 21 > room.height()  # fitted with no frame: one would hang off
    # then the frame comes: a 20 px title bar and 1 px borders, and the window moves into it
    monkeypatch.setattr(
        MainWindow,
        "frameGeometry",
        lambda self: QRect(self.x() - 1, self.y() - 20, self.width() + 2, self.height() + 21),
    )
    QApplication.sendEvent(window, QMoveEvent(QPoint(1, 20), QPoint(0, 0)))
    assert window.width() + 2 <= room.width() and window.height() + 21 <= room.height()


@pytest.mark.parametrize("opened", ["show_worksheet", "show_preferences", "show_rules"])
def test_a_dialog_opened_over_a_timed_round_pauses_it(qtbot, window, opened):
    """A defect seen: Game › Worksheet… in a timed round did not pause it, and the computer
    took the round while the player read the dialog."""
    from PyQt5.QtWidgets import QApplication, QDialog

    from app.game.session import Phase

    window.tabs.setCurrentIndex(window.keys.index("play"))
    play = window.view("play")
    play.start_match([(3, 3, 8, 8)])
    qtbot.waitUntil(lambda: play.session.phase is Phase.PLAYING, timeout=10000)
    getattr(window, opened)()
    dialog = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()
    )
    assert play.session.phase is Phase.PAUSED
    dialog.reject()
    qtbot.waitUntil(lambda: play.session.phase is Phase.PLAYING)
