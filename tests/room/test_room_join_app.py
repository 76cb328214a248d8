"""Joining a room from the app's window (Game › Join a room…) on real sockets on 127.0.0.1: the
dialog lists the room found on the network (the finder is a stand-in that reports the test's
room from a thread of its own, as zeroconf does), the player joins, answers wrongly then rightly
with the keys of Play, sees the result with its working and the standings, comes back after a
drop with the points kept, and is told in one line when the host closes; a wrong code is said in
the dialog; and a player in headless Chromium and the app play a game together. Every wait is
for what is expected, never for a time."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from focus import missed_by_tab, tab_round
from PyQt5.QtCore import Qt
from room_helpers import answer_of, drop, open_room

from app.game.history import History
from app.game.stats import history_stats
from app.room.choices import RoomChoices
from app.room.discovery import FoundRoom
from app.room.host import RoomHost
from app.room.joining import JoinPhase
from app.shell.context import AppContext
from app.shell.joining import RoomJoining
from app.shell.main_window import MainWindow
from solver import first_solution

WAIT = 20000


class Finder:
    """Stands in for the network's room finder: reports `rooms` from another thread on start."""

    def __init__(self, rooms: list[FoundRoom]) -> None:
        self.rooms = rooms
        self.stopped = False

    def __call__(self, on_change: Callable[[list[FoundRoom]], None], _failed: Any) -> Finder:
        self.on_change = on_change
        return self

    def start(self) -> None:
        threading.Thread(target=self.on_change, args=(self.rooms,)).start()

    def stop(self) -> None:
        self.stopped = True


@pytest.fixture
def host() -> Iterator[RoomHost]:
    with open_room(RoomChoices(rounds=2, break_seconds=0)) as room:
        yield room


@pytest.fixture
def window(qtbot, settings, data_dir, host) -> MainWindow:
    """The app's window, whose Join finds the test's room."""
    window = MainWindow(AppContext(settings, data_dir, random.Random(7)))
    qtbot.addWidget(window)
    port = int(host.url.rsplit(":", 1)[1].strip("/"))
    finder = Finder([FoundRoom("Class 4B", "127.0.0.1", port, 1)])
    window.joining = RoomJoining(window, window.context, window.show_message, browser=finder)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    if window.joining.player is not None:
        window.joining.close()


def join_from_the_list(qtbot, window: MainWindow, host: RoomHost, name: str = "Ann") -> Any:
    """Game › Join a room…, the room found picked, the code and a name typed, Join: the room's
    tab once the room has welcomed the player."""
    dialog = window.join_room()
    qtbot.waitUntil(lambda: dialog.rooms.count() == 1, timeout=WAIT)
    assert dialog.rooms.item(0).text() == f"Class 4B · 127.0.0.1:{host.url.rsplit(':', 1)[1][:-1]}"
    dialog.rooms.setCurrentRow(0)
    assert dialog.address.text() == host.url and dialog.code.hasFocus()
    qtbot.keyClicks(dialog.code, host.code.lower())
    dialog.name.setText(name)
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.joining.view is not None, timeout=WAIT)
    view = window.joining.view
    assert window.tabs.currentWidget() is view
    assert window.tabs.tabText(window.tabs.currentIndex()) == f"Room {host.code} (joined)"
    menu = [action.text() for action in window.game_menu.actions() if action.text()]
    assert menu[:4] == ["No &solution", "&Clear answer", "Com&bine cards", "&Leave room"]
    return view


def right_answer(view: Any) -> str:
    live = view.session.round
    text = answer_of({"cards": [{"value": c.value} for c in live.cards], "target": live.target})
    assert text is not None
    return text


def test_the_app_joins_a_room_plays_a_round_comes_back_and_is_told_the_room_closed(
    qtbot, window, host
):
    before = window.tabs.currentIndex()
    view = join_from_the_list(qtbot, window, host)
    assert view.felt.caption.text() == "Waiting for the host's next round"
    assert view.players.item(0, 1).text() == "Ann" and view.players.item(0, 1).font().bold()
    host.start_round().result(30)
    qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
    assert view.round_label.text() == "Round 1 of 2" and view.time_label.text().endswith(" s")
    assert view.felt._hand == view.session.round.cards and not view.felt.cards[0].face_down
    qtbot.keyClicks(view.answer.entry, "1+1")
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)  # Enter sends, as in Play
    qtbot.waitUntil(lambda: view.answer.feedback.text().startswith("✗"), timeout=WAIT)
    assert view.answer.playing  # a wrong answer may be tried again
    view.answer.set_text(right_answer(view))
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)
    qtbot.waitUntil(lambda: view.result.text().startswith("Ann takes round 1 in "), timeout=WAIT)
    assert not view.answer.playing and view.answer.text() == ""
    assert "\n    " in view.result.text()  # the answer's working
    assert view.points_label.text() == "Ann: 1 point"
    drop(host, "Ann")
    qtbot.waitUntil(
        lambda: view.line.text() == "You are back in the room: your points are kept.",
        timeout=WAIT,
    )
    assert view.points_label.text() == "Ann: 1 point"
    host.close()
    closed = "The host closed the room. Thank you for playing! " + KEPT
    qtbot.waitUntil(lambda: view.line.text() == closed, timeout=WAIT)
    assert window.statusBar().currentMessage() == closed
    assert view.session.phase is JoinPhase.ENDED and not view.answer.playing
    qtbot.keyClick(view, Qt.Key_Return)  # Enter leaves a room that has ended
    qtbot.waitUntil(lambda: window.joining.view is None, timeout=WAIT)
    assert window.tabs.currentIndex() == before and window.tabs.indexOf(view) == -1


KEPT = "The room game is kept in your history."


def play_and_win_a_round(qtbot, view: Any, host: RoomHost) -> None:
    """The host deals the next round; the player answers it first."""
    host.start_round().result(30)
    qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
    number = view.session.round.number
    view.answer.set_text(right_answer(view))
    qtbot.keyClick(view.answer.entry, Qt.Key_Return)
    qtbot.waitUntil(lambda: view.session.room.round_count[0] == number, timeout=WAIT)


def test_a_game_joined_from_the_app_is_kept_in_its_own_history_and_statistics(qtbot, window, host):
    """A defect seen: Carol's copy said "The room game is kept in your history." when the host
    closed the room, but its data folder stayed empty and Statistics showed no joined room."""
    view = join_from_the_list(qtbot, window, host, "Carol")
    play_and_win_a_round(qtbot, view, host)
    assert window.context.history.room_games() == []  # the game goes on: not yet
    host.close()
    said = f"The host closed the room. Thank you for playing! {KEPT}"
    qtbot.waitUntil(lambda: view.line.text() == said, timeout=WAIT)
    assert window.statusBar().currentMessage() == said
    with History(window.context.history_path) as again:  # what the next start finds
        (game,) = again.room_games()
        texts = dict(history_stats(again).records())
    assert game.joined_as == "Carol" and not game.finished and game.rounds_played == 1
    assert [(p.name, p.score, p.rounds_won) for p in game.standings] == [("Carol", 1, 1)]
    assert game.played[0].scored[0].name == "Carol" and game.played[0].numbers
    assert texts["Rooms"] == (
        "1 game joined, 1 round played. The last one: Carol first with 1 point."
    )
    stats = window.show_view("stats")
    rows = {m.text(): t.text() for m, t in stats.record_labels}
    assert rows["Rooms"] == texts["Rooms"]  # none hosted: only the room joined
    window.tabs.setCurrentWidget(view)
    qtbot.keyClick(view, Qt.Key_Return)  # leaving a room that has ended keeps nothing more
    qtbot.waitUntil(lambda: window.joining.view is None, timeout=WAIT)
    assert len(window.context.history.room_games()) == 1


def test_leaving_mid_game_keeps_what_was_played_and_joining_again_keeps_one_game(
    qtbot, window, host
):
    """A defect seen: Carol left after round 1 and joined again for round 2; her history kept
    two games, the second with round 2 only but with both points, and Statistics said "2 games
    joined". The room's game is one game: kept once, with both rounds."""
    view = join_from_the_list(qtbot, window, host, "Carol")
    play_and_win_a_round(qtbot, view, host)
    view.leave_action.trigger()  # Leave room, the game not over
    qtbot.waitUntil(lambda: window.joining.view is None, timeout=WAIT)
    assert window.statusBar().currentMessage() == KEPT
    (left,) = window.context.history.room_games()
    assert (left.joined_as, left.finished, left.rounds_played) == ("Carol", False, 1)
    view = join_from_the_list(qtbot, window, host, "Carol")  # back, with the point kept
    play_and_win_a_round(qtbot, view, host)  # the last round: the game is over
    kept = window.context.history.room_games
    qtbot.waitUntil(lambda: any(game.finished for game in kept()), timeout=WAIT)
    assert window.statusBar().currentMessage() == KEPT
    window.joining.close()  # the window closing: nothing more is due
    (game,) = window.context.history.room_games()
    assert (game.joined_as, game.finished) == ("Carol", True)
    assert [r.number for r in game.played] == [1, 2]
    assert [r.scored[0].name for r in game.played] == ["Carol", "Carol"]
    assert [(p.name, p.score) for p in game.standings] == [("Carol", 2)]
    stats = window.show_view("stats")
    rows = {m.text(): t.text() for m, t in stats.record_labels}
    assert rows["Rooms"] == (
        "1 game joined, 2 rounds played. The last one: Carol first with 2 points."
    )


def test_quitting_mid_game_keeps_what_was_played(qtbot, window, host):
    view = join_from_the_list(qtbot, window, host, "Carol")
    play_and_win_a_round(qtbot, view, host)
    window.close()  # the app quits with the game under way
    with History(window.context.history_path) as again:
        (game,) = again.room_games()
    assert (game.joined_as, game.finished, game.rounds_played) == ("Carol", False, 1)


def test_a_joined_game_that_cannot_be_written_is_never_said_kept(qtbot, window, host):
    view = join_from_the_list(qtbot, window, host, "Carol")
    play_and_win_a_round(qtbot, view, host)
    window.context.history.read_only = True  # a full disk, a read-only folder
    host.close()
    qtbot.waitUntil(lambda: view.session.phase is JoinPhase.ENDED, timeout=WAIT)
    line = view.line.text()
    assert "could not be kept in your history" in line and KEPT not in line
    assert window.statusBar().currentMessage() == line


def chinese(text: str) -> bool:
    """Whether a text is written in Chinese (has a CJK character)."""
    return any("\u4e00" <= character <= "\u9fff" for character in text)


def test_what_the_room_said_follows_the_player_switching_language(qtbot, window, host):
    """A defect seen: a round's result, a verdict and the rules stayed in English after the
    player switched the app to Chinese while joined; now they follow, as every text does."""
    from app.shell.languages import use_language
    from solver import i18n

    view = join_from_the_list(qtbot, window, host)
    host.start_round().result(30)
    qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
    try:
        view.answer.set_text("1+")
        qtbot.keyClick(view.answer.entry, Qt.Key_Return)
        qtbot.waitUntil(lambda: "position" in view.answer.feedback.text(), timeout=WAIT)
        window.set_language("zh_CN")
        qtbot.waitUntil(lambda: chinese(view.answer.feedback.text()), timeout=WAIT)
        assert chinese(view.rules.text()) and view.answer.playing
        window.set_language("en")
        qtbot.waitUntil(lambda: "position" in view.answer.feedback.text(), timeout=WAIT)
        view.answer.set_text(right_answer(view))
        qtbot.keyClick(view.answer.entry, Qt.Key_Return)
        qtbot.waitUntil(lambda: view.result.text().startswith("Ann takes round 1"), timeout=WAIT)
        drop(host, "Ann")
        qtbot.waitUntil(lambda: view.line.text().startswith("You are back"), timeout=WAIT)
        window.set_language("zh_CN")
        qtbot.waitUntil(lambda: view.result.text().startswith("Ann 用"), timeout=WAIT)
        headline, scored = view.result.text().split("\n")[:2]
        assert "第 1 回合" in headline and chinese(scored) and chinese(view.rules.text())
        assert view.line.text() == "你回到房间了，你的分数还在。"
        host.close()
        qtbot.waitUntil(lambda: view.session.phase is JoinPhase.ENDED, timeout=WAIT)
        assert view.line.text().endswith("这局房间游戏已保存到历史记录中。")  # and it is
        window.set_language("en")
        closed = "The host closed the room. Thank you for playing! " + KEPT
        qtbot.waitUntil(lambda: view.line.text() == closed, timeout=WAIT)
    finally:
        use_language("en")
        i18n.install(None)


def combine_by_keys(qtbot, view: Any) -> None:
    """Combine the cards into a right answer with the keys of Play: a card's place (1-4), an
    operator, another card's place; step after step of the solver's working."""
    live = view.session.round
    found = first_solution([card.value for card in live.cards], int(live.target))
    table = view.combine.table
    for step in found.steps:
        places = [i for i, held in enumerate(table.places) if held is not None]
        left = next(i for i in places if table.places[i].value == step.left)
        right = next(i for i in places if table.places[i].value == step.right and i != left)
        if table.picked != left:
            qtbot.keyClicks(view.combine, str(left + 1))
        qtbot.keyClicks(view.combine, step.symbol)
        qtbot.keyClicks(view.combine, str(right + 1))


def test_the_app_answers_by_combining_the_cards_with_the_same_keys(qtbot, window, host):
    window.context.settings.combining = True
    view = join_from_the_list(qtbot, window, host, "Bo")
    host.start_round().result(30)
    qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
    assert view.cards_area.currentWidget() is view.combine and view.combine.hasFocus()
    combine_by_keys(qtbot, view)
    qtbot.waitUntil(lambda: view.result.text().startswith("Bo takes round 1"), timeout=WAIT)


def test_a_wrong_code_is_said_in_the_dialog_and_nothing_else_opens(qtbot, window, host):
    dialog = window.join_room()
    dialog.address.setText(host.url.removeprefix("http://"))
    dialog.code.setText("NOPE")
    dialog.name.setText("Cy")
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT)
    assert dialog.status.text().startswith("That is not this room's code")
    assert window.joining.view is None and window.tabs.count() == len(window.keys)


def test_the_dialog_offers_the_last_room_s_address_and_name_again(
    qtbot, window, host, settings_path
):
    """A player who joined once finds the address and the name typed for them the next time,
    in this window and after a restart (the settings file); the code is asked again."""
    from PyQt5.QtCore import QSettings

    from app.shell.settings import Settings

    dialog = window.join_room()
    dialog.address.setText(host.url.removeprefix("http://"))
    dialog.code.setText(host.code)
    dialog.name.setText("  Dee  ")
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.joining.view is not None, timeout=WAIT)
    window.joining.leave()
    again = window.join_room()
    assert (again.address.text(), again.name.text(), again.code.text()) == (host.url, "Dee", "")
    qtbot.waitUntil(again.code.hasFocus)  # what is left to type
    again.reject()
    restarted = Settings(QSettings(str(settings_path), QSettings.IniFormat))
    assert (restarted.get("join_address"), restarted.get("join_name")) == (host.url, "Dee")


def test_what_the_dialog_cannot_use_is_said_before_anything_is_sent(qtbot, window, host):
    dialog = window.join_room()
    dialog.name.setText("Cy")
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    assert dialog.status.text() == "Type the room's address, as the host's screen shows it."
    dialog.address.setText(host.url)
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    assert dialog.status.text() == "Type the room's code: the host's screen shows it."
    dialog.code.setText(host.code)
    dialog.name.setText("   ")
    qtbot.mouseClick(dialog.join_button, Qt.LeftButton)
    assert dialog.status.text() == "Type your name to join."
    assert window.joining.player is None
    dialog.reject()
    assert window.joining.browser.stopped


def test_a_browser_player_and_the_app_play_a_game_together(qtbot, window, host):
    """Headless Chromium (a phone) and the app's Join in one room: each takes a round, each sees
    the other's result, both are told when the host closes."""
    from room_browser import PHONE, answer, by_testid, chromium, dealt_values, join, missing

    problem = missing()
    if problem is not None:
        pytest.fail(problem)
    with chromium(PHONE, "en") as ann:
        join(ann, host.join_url, "Ann", None)
        view = join_from_the_list(qtbot, window, host, "Cy")
        qtbot.waitUntil(lambda: view.players.rowCount() == 2, timeout=WAIT)
        host.start_round().result(30)
        values = dealt_values(ann, 1)
        qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
        assert [card.value for card in view.session.round.cards] == values  # the same hand
        by_testid(ann, "answer").send_keys(answer(values).text)
        by_testid(ann, "answer-submit").click()
        qtbot.waitUntil(lambda: view.result.text().startswith("Ann takes round 1"), timeout=WAIT)
        assert not view.answer.playing  # the race is over for the app's player too
        host.start_round().result(30)
        qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
        view.answer.set_text(right_answer(view))
        qtbot.keyClick(view.answer.entry, Qt.Key_Return)
        qtbot.waitUntil(lambda: "Cy takes round 2" in view.result.text(), timeout=WAIT)
        assert "Cy" in by_testid(ann, "round-result").text
        qtbot.waitUntil(lambda: view.session.phase is JoinPhase.OVER, timeout=WAIT)  # "over" next
        assert view.result.text().startswith("The game is over: a draw between ")
        host.close()
        qtbot.waitUntil(lambda: view.session.phase is JoinPhase.ENDED, timeout=WAIT)
        assert "closed the room" in by_testid(ann, "message").text


def test_the_screenshot_s_joined_room_plays_a_script_without_the_network(qtbot, window):
    """python -m app --screenshot … --join: Ava in round 3 of a class game, no port opened."""
    from app.shell.screenshots import join_scene

    view = join_scene(window)
    assert window.tabs.currentWidget() is view and view.answer.playing
    assert view.round_label.text() == "Round 3 of 10" and view.time_label.text() == "43 s"
    assert view.points_label.text() == "Ava: 201 points"
    assert view.players.item(4, 1).text() == "Zoe (away)" and view.players.item(2, 1).font().bold()


def test_tab_reaches_every_button_and_card_of_a_joined_room(qtbot, window, host):
    """The joined room's tab is played as Play is: Tab reaches the answer line, the cards and
    every button, waiting for a round and during one."""
    view = join_from_the_list(qtbot, window, host)
    assert missed_by_tab(qtbot, view) == []
    host.start_round().result(30)
    qtbot.waitUntil(lambda: view.answer.playing, timeout=WAIT)
    assert missed_by_tab(qtbot, view) == []
    visited = tab_round(qtbot, view.answer.entry)
    cards = [card for card in view.felt.cards if not card.face_down]
    assert cards and visited[1 : len(cards) + 1] == cards


def test_a_room_that_does_not_answer_for_two_minutes_after_a_drop_is_given_up(qtbot, window):
    """A defect seen (on the room's page, and the app did the same): a connection that dropped
    just as the host closed the room never heard the room's `closed`, and said "joining again…"
    for ever. After two minutes of tries the session stops trying and says so, and how to join
    again. The room's messages are a script and the clock is the test's."""
    from app.game.clock import ManualClock
    from app.room.demo import ADDRESS, CODE, joined_game
    from app.room.player import PlayerState
    from app.shell.joining import QtPlayer
    from app.widgets.join_dialog import JoinRequest

    clock = ManualClock(1000.0)
    stopped: list[bool] = []

    class Scripted(QtPlayer):
        def start(self) -> None:
            for said in joined_game(clock.now()):
                self.arrived.emit(said)

        def send(self, kind: str, **fields: Any) -> bool:
            return False  # the connection is down

        def stop(self) -> None:
            stopped.append(True)

    player: list[QtPlayer] = []

    def scripted(request: JoinRequest, lang: str, parent: Any) -> QtPlayer:
        player.append(Scripted(request.url, request.name, request.code, lang, parent))
        return player[0]

    joining = RoomJoining(window, window.context, window.show_message, clock=clock, player=scripted)
    window.joining = joining
    joining.join(JoinRequest(ADDRESS, CODE, "Ava"))
    view = joining.view
    assert view is not None and view.session.playing
    dropped = "The connection to the room dropped: joining again…"
    for seconds in (0, 10, 50, 59):  # a try fails, and the next, … for 119 s
        clock.advance(seconds)
        player[0].changed.emit(PlayerState.LOST)
        assert view.line.text() == dropped and not stopped
    clock.advance(1)
    player[0].changed.emit(PlayerState.LOST)  # two minutes after the drop
    gone = (
        "The room has not answered for two minutes: it may have closed. To play on, join it "
        "again (Game › Join a room…)."
    )
    assert view.line.text() == gone == window.statusBar().currentMessage()
    assert stopped == [True] and view.session.phase is JoinPhase.ENDED
    assert not view.answer.playing
    qtbot.keyClick(view, Qt.Key_Return)  # Enter leaves a room that has ended
    qtbot.waitUntil(lambda: window.joining.view is None, timeout=WAIT)
