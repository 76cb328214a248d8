"""Hosting a room from the app's window (Game › Host a room…): the dialog, the projector view,
players joining and playing a whole game from their own threads (app.room.player.RemotePlayer)
on real sockets on 127.0.0.1, the result in the history and Statistics, closing the room and
closing the app with a room open. Every wait is for what is expected, never for a time."""

from __future__ import annotations

import random
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from focus import missed_by_tab
from PyQt5.QtCore import Qt
from PyQt5.QtGui import QColor, QTextDocument
from PyQt5.QtWidgets import QLabel, QMessageBox
from room_helpers import LOOPBACK, answer_of

from app.room.choices import RoomChoices
from app.room.events import RoomEvent, RoomOpened
from app.room.host import RoomHost
from app.room.player import PlayerState, RemotePlayer
from app.room.server import ServerOptions
from app.shell import hosting as hosting_module
from app.shell.context import AppContext
from app.shell.hosting import RoomHosting
from app.shell.main_window import MainWindow
from app.views import VIEWS

WAIT = 20000


class Bot:
    """A player on a thread of its own that answers a round when told to (rightly)."""

    def __init__(self, url: str, name: str, code: str) -> None:
        self.messages: list[dict[str, Any]] = []
        self.player = RemotePlayer(url, name, code, on_message=self.messages.append)
        self.player.start()

    def got(self, kind: str) -> list[dict[str, Any]]:
        """The messages of a kind received so far."""
        return [m for m in list(self.messages) if m.get("type") == kind]

    def answer(self) -> None:
        """Answer the last round dealt, rightly."""
        dealt = self.got("round")[-1]
        assert self.player.send("answer", round=dealt["round"], text=answer_of(dealt))

    def stop(self) -> None:
        self.player.stop()
        assert self.player.join(15), "the player's thread did not end"


@pytest.fixture
def hosts() -> Iterator[list[RoomHost]]:
    """Every room the test opened; each is closed and its thread ended after the test."""
    made: list[RoomHost] = []
    yield made
    for host in made:
        host.close()
        assert host.join(15), "a room's thread did not end"


@pytest.fixture
def window(qtbot, settings, data_dir, hosts) -> MainWindow:
    """The app's window, hosting rooms on loopback only (not advertised), with seeded deals."""
    window = MainWindow(AppContext(settings, data_dir, random.Random(7)))
    qtbot.addWidget(window)
    window.hosting = loopback_hosting(window, hosts)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def loopback_hosting(window: MainWindow, hosts: list[RoomHost], **options: Any) -> RoomHosting:
    def factory(choices: RoomChoices, server: ServerOptions, on_event: Any) -> RoomHost:
        host = RoomHost(choices, server, on_event=on_event, rng=random.Random(24))
        hosts.append(host)
        return host

    settings = {"bind": LOOPBACK, "port": 0, "discovery": False, **options}
    return RoomHosting(
        window,
        window.context,
        window.show_message,
        options=ServerOptions(**settings),
        factory=factory,
    )


def open_room(qtbot, window: MainWindow, rounds: int = 2) -> Any:
    """Game › Host a room…, a number of rounds, Open room: the projector view once open."""
    dialog = window.host_room()
    dialog.rounds.setValue(rounds)
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.hosting.view is not None, timeout=WAIT)
    return window.hosting.view


def join(qtbot, view: Any, *names: str) -> list[Bot]:
    """Players joining the room shown, seen in the view's list."""
    opened = view.room.opened
    bots = [Bot(opened.url, name, opened.code) for name in names]
    qtbot.waitUntil(lambda: view.players.rowCount() == len(names), timeout=WAIT)
    return bots


def table(view: Any) -> list[list[str]]:
    """The players' list as shown."""
    rows = view.players
    return [
        [rows.item(r, c).text() for c in range(rows.columnCount())] for r in range(rows.rowCount())
    ]


def play_round(qtbot, view: Any, answering: Bot, everyone: list[Bot]) -> None:
    """Start the next round from its button, see it on the projector, one player answers."""
    qtbot.mouseClick(view.start_button, Qt.LeftButton)
    room = view.room
    played = len(room.reports)
    qtbot.waitUntil(lambda: room.live is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: all(len(b.got("round")) == played + 1 for b in everyone), timeout=WAIT)
    assert view.cards.cards == room.live.cards
    assert view.target.text() == "Make 24" and view.time.text().endswith("s")
    assert not view.start_button.isEnabled() and view.stop_button.isEnabled()
    answering.answer()
    qtbot.waitUntil(lambda: len(room.reports) == played + 1, timeout=WAIT)


# --- a whole game ----------------------------------------------------------------------------


def test_a_room_opened_from_the_dialog_plays_a_whole_game_kept_in_the_history(
    qtbot, window, settings
):
    view = open_room(qtbot, window)
    room = view.room
    opened = room.opened
    assert window.tabs.currentWidget() is view and window.tabs.tabText(len(VIEWS)) == (
        f"Room {opened.code}"
    )
    assert view.address.text() == f"http://{LOOPBACK}:{opened.port}/" == opened.url
    assert view.code.text() == f"Code {opened.code}"
    assert view.qr.text == f"{opened.url}?code={opened.code}" and view.qr.rows
    assert settings.get("room").startswith("mode=race rounds=2 seconds=60 deck=standard")
    assert [a.text() for a in window.game_menu.actions()][:3] == ["&Start round", "&End round", ""]
    ann, _bo = bots = join(qtbot, view, "Ann", "Bo")
    assert view.players_title.text() == "2 players, 2 here"
    assert view.news.text() in ("Ann joined (2 players).", "Bo joined (2 players).")
    try:
        play_round(qtbot, view, ann, bots)
        assert view.target.text().startswith("Ann takes round 1 in ")
        assert view.result.text().startswith("Ann: ") and "= 24" in view.result.text()
        working = view.result.text().splitlines()[-1]  # the working of Ann's answer
        assert working.startswith("Working: ") and working.endswith(" = 24")
        assert table(view)[0][:3] == ["1", "Ann", "1"] and view.start_button.text() == "Next round"
        play_round(qtbot, view, ann, bots)
        qtbot.waitUntil(lambda: room.over is not None, timeout=WAIT)
        assert view.target.text() == "Ann wins the game!"
        assert not view.start_button.isEnabled() and not view.stop_button.isEnabled()
        (game,) = window.context.history.room_games()
        assert (game.finished, game.rounds_played, game.mode) == (True, 2, "race")
        assert [(p.name, p.score) for p in game.standings] == [("Ann", 2), ("Bo", 0)]
        assert [r.scored[0].name for r in game.played] == ["Ann", "Ann"]
        assert window.statusBar().currentMessage() == "The room game is kept in your history."
        stats = window.show_view("stats")
        rooms = {m.text(): t.text() for m, t in stats.record_labels}["Rooms"]
        assert rooms == "1 game hosted, 2 rounds played. The last one: Ann first with 2 points."
        window.tabs.setCurrentWidget(view)
        qtbot.mouseClick(view.close_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: all(b.got("closed") for b in bots), timeout=WAIT)
        qtbot.waitUntil(lambda: window.hosting.view is None, timeout=WAIT)
        assert window.tabs.count() == len(VIEWS)
        assert window.tabs.currentIndex() == 0  # the tab shown before the room's
        qtbot.waitUntil(lambda: ann.player.state is PlayerState.CLOSED, timeout=WAIT)
        assert len(window.context.history.room_games()) == 1  # kept once
    finally:
        for bot in bots:
            bot.stop()


def test_the_view_menu_ticks_no_view_while_the_room_s_tab_is_shown(qtbot, window):
    view = open_room(qtbot, window)
    actions = window.view_actions.actions()
    assert window.tabs.currentWidget() is view
    assert not [a.text() for a in actions if a.isChecked()]  # it ticked the Helper
    actions[1].trigger()
    assert [a.isChecked() for a in actions[:2]] == [False, True]
    window.tabs.setCurrentWidget(view)
    assert not [a.text() for a in actions if a.isChecked()]


def test_the_host_ends_a_round_and_a_player_leaving_shows_away(qtbot, window):
    view = open_room(qtbot, window, rounds=3)
    ann, bo = join(qtbot, view, "Ann", "Bo")
    try:
        qtbot.mouseClick(view.start_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: view.room.live is not None, timeout=WAIT)
        qtbot.mouseClick(view.stop_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: view.room.report is not None, timeout=WAIT)
        assert view.target.text() == "The host ended round 1."
        assert view.result.text().startswith("One answer: ")  # the solver's, nobody found one
        bo.stop()
        qtbot.waitUntil(lambda: view.players_title.text() == "2 players, 1 here", timeout=WAIT)
        assert [row[1:] for row in table(view) if row[1].startswith("Bo")] == [["Bo (away)", "0"]]
        assert view.news.text() == "Bo left."
    finally:
        ann.stop()


# --- closing -----------------------------------------------------------------------------------


def question(view: Any) -> QMessageBox | None:
    """The question shown over a view, if one is."""
    return next((box for box in view.findChildren(QMessageBox) if box.isVisible()), None)


def test_closing_the_room_while_a_game_is_under_way_asks_first(qtbot, window):
    """A defect seen: Close room (Ctrl+W) ended a game in progress at once. Now it asks, as
    quitting a match does: Enter keeps the room open and the game going; Close room closes it.
    Once the game is over it closes without a question (the first test)."""
    view = open_room(qtbot, window, rounds=3)
    ann, bo = bots = join(qtbot, view, "Ann", "Bo")
    try:
        play_round(qtbot, view, ann, bots)
        bo.stop()  # one away: the game still has its players
        qtbot.waitUntil(lambda: view.players_title.text() == "2 players, 1 here", timeout=WAIT)
        qtbot.keyClick(view, Qt.Key_W, Qt.ControlModifier)
        box = question(view)
        assert box is not None, "closed without asking"
        assert box.windowTitle() == "Close the room?"
        assert box.text().startswith("A game is under way with 2 players: closing the room ")
        qtbot.keyClick(box, Qt.Key_Return)  # the answer that loses nothing
        qtbot.waitUntil(lambda: question(view) is None)
        assert view.room.is_open and window.hosting.view is view and not ann.got("closed")
        qtbot.mouseClick(view.start_button, Qt.LeftButton)  # the game goes on
        qtbot.waitUntil(lambda: len(ann.got("round")) == 2, timeout=WAIT)
        qtbot.mouseClick(view.close_button, Qt.LeftButton)
        box = question(view)
        assert box is not None
        yes = next(b for b in box.buttons() if b.text() == "Close room")
        yes.click()
        qtbot.waitUntil(lambda: bool(ann.got("closed")), timeout=WAIT)
        qtbot.waitUntil(lambda: window.hosting.view is None, timeout=WAIT)
        (game,) = window.context.history.room_games()
        assert not game.finished and game.rounds_played == 1  # the round cut short is not kept
    finally:
        for bot in bots:
            bot.stop()


def test_closing_the_app_with_a_room_open_tells_every_player_and_closes(qtbot, window, hosts):
    view = open_room(qtbot, window)
    ann, bo = join(qtbot, view, "Ann", "Bo")
    try:
        bo.stop()  # away: the question counts the players it would reach
        qtbot.waitUntil(lambda: view.players_title.text() == "2 players, 1 here", timeout=WAIT)
        window.close()
        box = window.close_question
        assert box is not None and window.isVisible()
        assert "A room is open with 1 player: quitting closes it" in box.text()
        box.buttons()[0].click()  # quit
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)
        assert ann.got("closed") and "closed the room" in ann.got("closed")[0]["text"]
        assert hosts[0].join(15)
    finally:
        ann.stop()


class StuckHost:
    """A room that opens and then never answers again (its thread stuck)."""

    def __init__(self, on_event: Any) -> None:
        self.on_event = on_event

    def start(self) -> None:
        url = "http://127.0.0.1:9/"
        self.on_event(RoomOpened(url, "ABCD", url + "?code=ABCD", 9, False))

    def start_round(self) -> object:
        return None

    def stop_round(self) -> object:
        return None

    def close(self) -> None:
        """Asked to close, says nothing."""


def test_closing_the_app_never_waits_long_on_a_room_that_does_not_answer(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr(hosting_module, "CLOSE_WAIT_MS", 100)
    window.hosting = RoomHosting(
        window,
        window.context,
        window.show_message,
        factory=lambda _c, _o, on_event: StuckHost(on_event),
    )
    open_room(qtbot, window)
    window.close()
    window.close_question.buttons()[0].click()
    assert window.isVisible()  # not at once: the room is asked to tell its players first
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=WAIT)


def test_cancel_while_the_room_opens_closes_it_again(qtbot, window, hosts):
    dialog = window.host_room()
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    dialog.reject()  # before the room's opening reached the window
    qtbot.waitUntil(lambda: window.hosting.room.phase.value == "closed", timeout=WAIT)
    assert window.hosting.view is None and window.tabs.count() == len(VIEWS)
    assert hosts[0].join(15)


# --- opening -----------------------------------------------------------------------------------


def test_a_port_in_use_falls_back_to_the_next(qtbot, settings, data_dir, hosts):
    taken = socket.socket()
    taken.bind((LOOPBACK, 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        window = MainWindow(AppContext(settings, data_dir, random.Random(7)))
        qtbot.addWidget(window)
        window.hosting = loopback_hosting(window, hosts, port=port)
        view = open_room(qtbot, window)
        assert view.room.opened.port != port and str(view.room.opened.port) in view.address.text()
        assert len(window.hosting.host.failures) >= 1
    finally:
        taken.close()


def test_a_room_that_cannot_open_says_why_in_the_dialog(qtbot, window, hosts):
    window.hosting = loopback_hosting(window, hosts, bind="192.0.2.1")  # not this machine's
    dialog = window.host_room()
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    assert not dialog.open_button.isEnabled() and dialog.status.text() == "Opening the room…"
    qtbot.waitUntil(lambda: dialog.open_button.isEnabled(), timeout=WAIT)
    assert dialog.status.text().startswith("The room could not open: ")
    assert dialog.isVisible() and window.tabs.count() == len(VIEWS)
    assert len(hosts) == 1  # any free port was asked for: nothing else to try


def test_the_dialog_starts_from_the_settings_and_remembers_the_room(qtbot, window, settings):
    settings.round_seconds = 45
    settings.operators = "+-* whole"
    settings.deal_level = "Hard"
    dialog = window.host_room()
    choices = dialog.choices()
    assert (choices.round_seconds, str(choices.operators)) == (45.0, "+-* whole")
    assert [level.value for level in choices.levels] == ["Hard"] and choices.rounds == 10
    dialog.mode.setCurrentIndex(1)
    dialog.low.setCurrentIndex(1)  # from Easy
    dialog.no_answer.setChecked(True)
    dialog.reject()
    assert settings.get("room") == ""  # only a room opened is remembered
    view = open_room(qtbot, window, rounds=7)
    assert view.room.choices.rounds == 7
    assert settings.get("room").startswith("mode=race rounds=7 seconds=45")


# --- the projector -----------------------------------------------------------------------------


def test_a_name_with_html_in_it_shows_as_text(qtbot, window):
    view = open_room(qtbot, window)
    name = "<b>Bo</b><img src=x>"
    (bo,) = join(qtbot, view, name)
    try:
        assert table(view)[0][1] == name
        assert view.news.text() == f"{name} joined (1 player)."
        labels = view.findChildren(QLabel)
        assert labels and all(label.textFormat() == Qt.PlainText for label in labels)
    finally:
        bo.stop()


def _text_reach(table: Any, row: int) -> float:
    """How far into its cell a row's name is drawn: the share of the name column's width up to
    the rightmost dark pixel of the row (the names are dark on a light table)."""
    image = table.viewport().grab().toImage()
    cell = table.visualRect(table.model().index(row, 1))
    for x in range(cell.right(), cell.left(), -1):
        if any(
            QColor(image.pixel(x, y)).lightness() < 110 for y in range(cell.top(), cell.bottom())
        ):
            return (x - cell.left()) / cell.width()
    return 0.0


def test_the_host_s_list_gives_a_long_name_its_whole_width_and_the_tooltip_says_it(qtbot):
    """A defect seen: on the host's projector the name <b>x</b><script>alert(1)</script> was
    cut to "<b>x</…" with most of the list empty (the name was wrapped after "</" and its second
    line fell outside the row); the joined app showed it whole."""
    from app.game.clock import ManualClock
    from app.room.game import Standing
    from app.room.hosting import HostedRoom, HostPhase
    from app.views.projector import ProjectorView

    name = "<b>x</b><script>alert(1)</script>"
    room = HostedRoom(RoomChoices(), phase=HostPhase.OPEN)
    room.players = (Standing(name, 1, 1, True), Standing("Carol", 0, 0, False))
    view = ProjectorView(room, ManualClock(0.0))
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    view.refresh()
    rows = view.players
    qtbot.waitUntil(lambda: rows.viewport().width() > 0)
    assert rows.columnWidth(1) > rows.viewport().width() / 2  # the names take the width
    assert _text_reach(rows, 0) > 0.85  # cut at the list's edge, not a few letters in
    assert rows.item(0, 1).text() == name  # the item holds the whole name
    for row, whole in ((0, name), (1, "Carol (away)")):
        tip = QTextDocument()
        tip.setHtml(rows.item(row, 1).toolTip())  # a tooltip is read as markup: it says text
        assert tip.toPlainText() == whole
    labels = view.findChildren(QLabel)
    assert labels and all(label.textFormat() == Qt.PlainText for label in labels)


def test_the_place_and_the_points_take_the_width_they_show_the_names_the_rest(qtbot):
    """A defect seen: the place and points columns were as wide as their hidden headers ("#",
    "Points" and their margins), about 40 px each the names could not use. Now each is as wide
    as its widest cell, at the projector's text size as the window grows, and the name column
    has the rest."""
    from app.game.clock import ManualClock
    from app.room.game import Standing
    from app.room.hosting import HostedRoom, HostPhase
    from app.views.projector import ProjectorView

    room = HostedRoom(RoomChoices(), phase=HostPhase.OPEN)
    room.players = (Standing("Ann", 7, 7, True), Standing("Bo", 3, 3, False))
    view = ProjectorView(room, ManualClock(0.0))
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    rows = view.players
    for size in ((800, 600), (1920, 1080)):  # the text grows with the view
        view.resize(*size)
        view.refresh()
        qtbot.waitUntil(lambda: rows.viewport().width() > 0)
        place, points = rows.columnWidth(0), rows.columnWidth(2)
        assert place <= rows.sizeHintForColumn(0) and points <= rows.sizeHintForColumn(2)
        assert place + rows.columnWidth(1) + points >= rows.viewport().width() - 1
        digit = rows.fontMetrics().horizontalAdvance("0")
        assert points < 5 * digit, (points, digit)  # "7" and "3": a digit and the margins


def test_f11_shows_the_room_alone_on_the_screen_and_esc_brings_the_window_back(qtbot, window):
    view = open_room(qtbot, window)
    qtbot.keyClick(view, Qt.Key_F11)
    assert window.isFullScreen() and not window.menuBar().isVisible()
    assert not window.tabs.tabBar().isVisible()
    assert view.full_screen_button.text() == "Leave full screen"
    qtbot.keyClick(view, Qt.Key_Escape)
    assert not window.isFullScreen() and window.menuBar().isVisible()
    assert window.tabs.tabBar().isVisible() and view.full_screen_button.text() == "Full screen"
    qtbot.keyClick(view, Qt.Key_F11)
    window.tabs.setCurrentIndex(0)  # Ctrl+1 and the like: the window comes back
    assert not window.isFullScreen() and window.menuBar().isVisible()


def test_the_room_s_events_reach_the_window_on_its_own_thread(qtbot, window):
    threads: list[threading.Thread] = []
    seen: list[RoomEvent] = []

    def count(event: RoomEvent) -> None:
        threads.append(threading.current_thread())
        seen.append(event)

    dialog = window.host_room()
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    window.hosting.host.happened.connect(count)
    qtbot.waitUntil(lambda: window.hosting.view is not None, timeout=WAIT)
    (ann,) = join(qtbot, window.hosting.view, "Ann")
    ann.stop()
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=WAIT)
    assert set(threads) == {threading.main_thread()}


def test_the_projector_speaks_the_window_s_language(qtbot, window):
    view = open_room(qtbot, window)
    code = view.room.opened.code
    window.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: view.start_button.text() == "开始回合")  # Qt posts the change
        assert view.title.text() == "等玩家加入 · 抢答"
        assert view.code.text() == f"房间号 {code}"
        assert window.tabs.tabText(window.tabs.indexOf(view)) == f"房间 {code}"
        assert view.players_title.text() == "0 位玩家，0 位在线"
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: view.start_button.text() == "Start round")


def test_the_screenshot_s_room_plays_a_script_without_the_network(qtbot, window):
    """python -m app --screenshot … --room: a class game under way, no port opened."""
    from app.shell.screenshots import room_scene

    view = room_scene(window)
    assert window.tabs.currentWidget() is view
    assert view.title.text() == "Round 3 of 10 · Class" and view.time.text() == "43 s"
    assert view.players_title.text() == "6 players, 5 here"
    assert view.code.text() == "Code K7QF" and view.news.text() == "Zoe left."
    assert [row[1] for row in table(view)][:3] == ["Mia", "Leo", "Ava"]
    assert table(view)[4][1:] == ["Zoe (away)", "0"]


def test_a_projector_at_16_9_shows_every_player_of_a_small_class_and_one_clock(qtbot, window):
    """At 1280×720 the six players fit without scrolling (the seventh row was cut off), and
    the bar under the big clock does not write the seconds a second time, small."""
    from app.shell.screenshots import room_scene

    window.resize(1280, 720)
    view = room_scene(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: view.players.viewport().height() > 0)
    rows = view.players
    assert not rows.verticalScrollBar().isVisible()
    bottom = rows.visualRect(rows.model().index(5, 1)).bottom()
    assert bottom < rows.viewport().height()
    assert not view.bar.written and view.bar.height() < view.time.height()


def test_a_round_that_cannot_be_dealt_is_said_and_can_be_asked_again(qtbot, window):
    """A deck of noughts and ones makes no 24: the round is refused, not "Dealing…" for ever."""
    from app.game.decks import DeckRules

    dialog = window.host_room()
    dialog.deck.set_deck(DeckRules.parse("numbers:0-1"))
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.hosting.view is not None, timeout=WAIT)
    view = window.hosting.view
    (ann,) = join(qtbot, view, "Ann")
    try:
        qtbot.mouseClick(view.start_button, Qt.LeftButton)
        said = "The next round could not be dealt: try again."
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == said, timeout=WAIT)
        assert view.start_button.isEnabled() and view.room.live is None
        assert view.target.text() != "Dealing…" and not ann.got("round")
    finally:
        ann.stop()


def test_tab_reaches_every_button_of_the_hosted_room(qtbot, window):
    """The host's room (the projector view in the window) is run by keyboard too: Tab reaches
    every button before a round, during one and after it."""
    view = open_room(qtbot, window)
    everyone = join(qtbot, view, "Ann")
    assert missed_by_tab(qtbot, view) == []
    qtbot.mouseClick(view.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.room.live is not None, timeout=WAIT)
    assert missed_by_tab(qtbot, view) == []
    everyone[0].answer()
    qtbot.waitUntil(lambda: len(view.room.reports) == 1, timeout=WAIT)
    assert missed_by_tab(qtbot, view) == []
