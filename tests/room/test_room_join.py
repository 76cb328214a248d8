"""Joining a room from the app, without Qt (app.room.joining.JoinSession): against a real room on
loopback, the player joins, is told a wrong answer, scores, drops and comes back with the score,
and is told in one line when the host closes; a wrong code and no room at all end the session
with the room's reason. The messages arrive on the player's thread and are applied on the test's,
as the window applies them on its GUI thread."""

from __future__ import annotations

import queue
import threading
from typing import Any

import pytest
from room_helpers import answer_of, drop, open_room

from app.game.cards import Card
from app.game.clock import ManualClock, MonotonicClock
from app.room.choices import RoomChoices
from app.room.joining import AddressError, JoinPhase, JoinSession, card_of, room_address
from app.room.player import PlayerState, RemotePlayer

WAIT = 20.0


class Joined:
    """A JoinSession whose connection is a real RemotePlayer; `until` applies what arrived."""

    def __init__(self, url: str, name: str, code: str) -> None:
        self.session = JoinSession(url, name, code, clock=MonotonicClock())
        self.arrived: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.player = RemotePlayer(
            url,
            name,
            code,
            on_message=lambda m: self.arrived.put(("message", m)),
            on_state=lambda s: self.arrived.put(("state", s)),
        )
        self.session.link = self.player
        self.player.start()

    def until(self, done: Any) -> None:
        """Apply what arrives until `done(session)` holds."""
        while not done(self.session):
            kind, value = self.arrived.get(timeout=WAIT)
            if kind == "message":
                self.session.apply(value)
            else:
                self.session.connection(value)


def test_a_joined_player_answers_scores_drops_comes_back_and_is_told_the_room_closed() -> None:
    with open_room(RoomChoices(rounds=3, break_seconds=0)) as host:
        ann = Joined(host.url, "Ann", host.code)
        session = ann.session
        ann.until(lambda s: s.phase is JoinPhase.WAITING)
        assert session.room.name == "Ann" and session.room.rules[0].startswith("Race")
        assert [p.name for p in session.room.players] == ["Ann"]
        host.start_round().result(30)  # type: ignore[union-attr]
        ann.until(lambda s: s.phase is JoinPhase.PLAYING)
        assert session.round is not None and len(session.round.cards) == 4
        assert 0 < session.remaining() <= 60 and session.in_game
        session.submit("1+1")
        ann.until(lambda s: s.said is not None)
        assert not session.said.ok and session.phase is JoinPhase.PLAYING  # type: ignore[union-attr]
        assert session.take_verdict() is session.said and session.take_verdict() is None
        session.take_apart()  # the wrong answer combined on the cards: the view takes its line
        assert session.said is None and session.fresh_verdict and session.take_verdict() is None
        cards = [{"value": c.value} for c in session.round.cards]
        session.submit(answer_of({"cards": cards, "target": "24"}) or "")
        ann.until(lambda s: s.room.result is not None)
        result = session.room.result
        assert result is not None and result.headline.startswith("Ann takes round 1 in ")
        assert result.lines[0].startswith("Ann: ") and "\n    " in result.lines[0]  # the working
        assert session.room.players[0].score == 1 and session.phase is JoinPhase.WAITING
        drop(host, "Ann")
        ann.until(lambda s: s.line.startswith("The connection to the room dropped"))
        ann.until(lambda s: s.line == "You are back in the room: your points are kept.")
        assert session.room.players[0].score == 1
        host.close()
        ann.until(lambda s: s.phase is JoinPhase.ENDED)
        assert session.line == "The host closed the room. Thank you for playing!"
        assert ann.player.join(WAIT) and not session.in_game


def test_a_wrong_code_ends_the_session_with_the_room_s_reason() -> None:
    with open_room() as host:
        bo = Joined(host.url, "Bo", "NOPE")
        bo.until(lambda s: s.phase is JoinPhase.ENDED)
        assert bo.session.refusal.startswith("That is not this room's code")
        assert bo.session.line == bo.session.refusal and not bo.session.welcomed


def test_no_room_at_the_address_is_said() -> None:
    with open_room() as host:
        url = host.url
    cy = Joined(url, "Cy", "K7QF")  # the room is closed: nothing listens there now
    cy.until(lambda s: s.phase is JoinPhase.ENDED)
    assert cy.session.refusal.startswith(f"No room answers at {url}")


def test_a_message_the_session_cannot_read_changes_nothing() -> None:
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=ManualClock(0.0))
    assert not session.apply({"type": "round", "cards": "junk"})
    assert not session.apply({"type": "welcome"}) and not session.apply({"type": "nonsense"})
    assert session.phase is JoinPhase.JOINING and session.round is None


def test_the_round_s_clock_counts_down_on_the_player_s_clock() -> None:
    clock = ManualClock(100.0)
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=clock)
    card = {"value": 8, "rank": "8", "suit": "S"}
    dealt = {"type": "round", "round": 1, "total": 5, "cards": [card] * 4, "target": "24"}
    clocked = {"seconds": 60, "remaining": 30, "operators": "+-", "whole": True}
    assert session.apply({**dealt, **clocked})
    clock.advance(12.5)
    assert session.remaining() == 17.5 and session.operators.symbols == "+-"
    assert session.operators.whole and session.playing


def test_cards_read_as_the_room_wrote_them() -> None:
    assert card_of({"value": 12, "rank": "Q", "suit": "D"}) == Card(12, "D")
    assert card_of({"value": 10, "rank": "K", "suit": "C"}) == Card(13, "C", worth=10)
    assert card_of({"value": 42, "rank": "42", "suit": "H"}) == Card(42, "H", plain=True)


@pytest.mark.parametrize(
    ("typed", "url", "code"),
    [
        ("192.168.1.20", "http://192.168.1.20:8024/", ""),
        ("192.168.1.20:8030", "http://192.168.1.20:8030/", ""),
        ("http://10.0.0.5:8024/?code=K7QF", "http://10.0.0.5:8024/", "K7QF"),
        ("  studio.local:9000/  ", "http://studio.local:9000/", ""),
    ],
)
def test_a_typed_address_names_the_room(typed: str, url: str, code: str) -> None:
    where = room_address(typed)
    assert (where.url, where.code) == (url, code)


@pytest.mark.parametrize("typed", ["", "   ", "ftp://10.0.0.5/", "10.0.0.5:99999", "http://"])
def test_an_address_that_cannot_be_a_room_s_says_what_to_type(typed: str) -> None:
    with pytest.raises(AddressError, match="address"):
        room_address(typed)


def test_the_player_s_connection_states_are_said_once() -> None:
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=ManualClock(0.0))
    assert session.connection(PlayerState.LOST) and "joining again" in session.line
    assert session.connection(PlayerState.CLOSED) and session.line == "You left the room."
    assert not session.connection(PlayerState.LOST) and session.line == "You left the room."


@pytest.mark.parametrize("reason", ["closed", "wrong-code"])
def test_joining_again_to_a_room_that_has_gone_says_the_host_closed_it(reason: str) -> None:
    """Coming back after a drop, a room that refuses the join as closed (or another room at its
    address, which does not know the code) means the room the player was in has closed: the
    session says so, as the room's `closed` does, not "The room did not let you in."."""
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=ManualClock(0.0))
    rules = {"text": ["Race"], "cards": 4, "rounds": 3}
    welcome = {"type": "welcome", "name": "Ann", "key": "k", "rules": rules, "players": []}
    assert session.apply({**welcome, "phase": "lobby", "round": None})
    assert session.connection(PlayerState.LOST)
    refused = {"type": "error", "reason": reason, "text": "That is not this room's code."}
    assert session.apply(refused)
    assert session.phase is JoinPhase.ENDED
    assert not session.connection(PlayerState.REFUSED)  # what the player's thread says next
    assert session.line == "The host closed the room. Thank you for playing!"


class Sent:
    """A link that keeps what the session sends."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, object]]] = []

    def send(self, kind: str, **fields: object) -> bool:
        self.sent.append((kind, fields))
        return True


def test_the_room_is_told_the_player_s_language_once_it_changes() -> None:
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=ManualClock(0.0))
    session.link = link = Sent()
    session.speak("en")
    session.speak("zh_CN")
    session.speak("zh_CN")
    assert link.sent == [("language", {"lang": "zh_CN"})]


def test_nothing_is_sent_when_no_round_can_be_answered() -> None:
    session = JoinSession("http://127.0.0.1:8024/", "Ann", "K7QF", clock=ManualClock(0.0))
    session.link = link = Sent()
    session.submit("8/(3-8/3)")
    session.claim_no_solution()
    assert link.sent == [] and session.enter_action() is None


class FailingBrowser:
    """A room browser on a machine whose network has no multicast."""

    def start(self) -> None:
        raise OSError("no multicast here")

    def stop(self) -> None:
        pass


def test_looking_for_rooms_says_why_it_cannot_and_tells_nobody_once_stopped() -> None:
    from app.room.discovery import BackgroundBrowser, FoundRoom

    told: queue.Queue[object] = queue.Queue()
    looking = BackgroundBrowser(told.put, told.put)
    looking.browser = FailingBrowser()  # type: ignore[assignment]
    looking.start()
    assert told.get(timeout=WAIT) == "no multicast here"
    room = FoundRoom("Class 4B", "192.168.1.20", 8024, 1)
    looking._changed([room])
    assert told.get(timeout=WAIT) == [room]
    looking.stop()
    looking._changed([room])  # the zeroconf thread finds it after the window let go
    assert told.empty()


def test_a_wrong_no_solution_claim_ends_the_player_s_round() -> None:
    with open_room(RoomChoices(rounds=2, break_seconds=0)) as host:
        ann = Joined(host.url, "Ann", host.code)
        ann.until(lambda s: s.phase is JoinPhase.WAITING)
        host.start_round().result(30)  # type: ignore[union-attr]
        ann.until(lambda s: s.phase is JoinPhase.PLAYING)
        ann.session.claim_no_solution()  # the seeded deal has an answer
        ann.until(lambda s: s.said is not None)
        assert ann.session.said.text.endswith("You are out of this round.")  # type: ignore[union-attr]
        assert ann.session.phase is JoinPhase.ANSWERED and not ann.session.playing
        ann.player.stop()


def test_a_player_who_left_joins_again_with_the_same_name_and_keeps_the_points() -> None:
    with open_room(RoomChoices(rounds=3, break_seconds=0)) as host:
        ann = Joined(host.url, "Ann", host.code)
        ann.until(lambda s: s.phase is JoinPhase.WAITING)
        host.start_round().result(30)  # type: ignore[union-attr]
        ann.until(lambda s: s.phase is JoinPhase.PLAYING)
        cards = [{"value": c.value} for c in ann.session.round.cards]  # type: ignore[union-attr]
        ann.session.submit(answer_of({"cards": cards, "target": "24"}) or "")
        ann.until(lambda s: s.room.result is not None)
        ann.player.stop()  # Leave room
        ann.until(lambda s: s.phase is JoinPhase.ENDED)
        again = Joined(host.url, "Ann", host.code)
        again.until(lambda s: s.phase is JoinPhase.WAITING)
        assert again.session.line == "You are back in the room: your points are kept."
        assert [(p.name, p.score) for p in again.session.room.players] == [("Ann", 1)]
        again.player.stop()


def test_a_player_who_switched_language_while_away_joins_again_in_it() -> None:
    """A defect seen: the app's player joined again after a drop in the language it first
    joined in, so the room's texts came back in the old one."""

    player = RemotePlayer("http://127.0.0.1:1/", "Ann", "K7QF", "en")
    session = JoinSession("http://127.0.0.1:1/", "Ann", "K7QF", clock=ManualClock(0.0))
    session.link = player
    session.speak("zh_CN")  # not connected now: nothing is sent, the language is kept
    assert player.lang == "zh_CN" and session.lang == "zh_CN"


def test_a_detached_player_tells_nothing_more_and_detach_waits_for_a_call_under_way():
    """Before: the app cleared the player's listeners by hand before deleting their Qt object,
    and a call already under way on the player's thread could still reach the deleted object
    (a segfault in CI). Now `detach` returns only once no listener call is under way."""
    inside, release, detached = threading.Event(), threading.Event(), threading.Event()
    heard: list[PlayerState] = []

    def slow(state: PlayerState) -> None:
        inside.set()
        release.wait(WAIT)
        heard.append(state)

    player = RemotePlayer("http://127.0.0.1:9/", "Ann", "CODE", on_state=slow)
    telling = threading.Thread(target=player._set, args=(PlayerState.CLOSED,))
    telling.start()
    assert inside.wait(WAIT)
    detaching = threading.Thread(target=lambda: (player.detach(), detached.set()))
    detaching.start()
    assert not detached.wait(0.2)  # the call under way holds it
    release.set()
    telling.join(WAIT)
    detaching.join(WAIT)
    assert detached.is_set()
    player._set(PlayerState.JOINED)
    assert heard == [PlayerState.CLOSED]
