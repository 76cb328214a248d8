"""The room on its own thread, as the app's window will drive it; discovery's records and the QR
code, without sending anything on the network."""

from __future__ import annotations

import asyncio
import ipaddress
import queue
import socket
import threading

from room_helpers import LOOPBACK, answer_of, drop, joined, open_room, play_round

from app.room import qr
from app.room.choices import RoomChoices
from app.room.discovery import SERVICE_TYPE, found_room, lan_address, service_info
from app.room.events import (
    PlayerJoined,
    RoomClosed,
    RoomEvent,
    RoomFailed,
    RoomOpened,
    RoundEnded,
    RoundStarted,
)
from app.room.game import Phase
from app.room.host import RoomHost
from app.room.limits import Limits
from app.room.player import PlayerState, RemotePlayer
from app.room.server import ServerOptions


def next_event(host: RoomHost, kind: type[RoomEvent]) -> RoomEvent:
    """The next event of a kind (bounded wait)."""
    while not isinstance(event := host.events.get(timeout=20), kind):
        pass
    return event


def test_the_host_opens_plays_and_closes_from_another_thread() -> None:
    threads: list[str] = []
    seen: list[RoomEvent] = []

    def listen(event: RoomEvent) -> None:
        threads.append(threading.current_thread().name)
        seen.append(event)

    host = RoomHost(
        RoomChoices(rounds=1, break_seconds=0),
        ServerOptions(bind=LOOPBACK, discovery=False, code="ABCD"),
        on_event=listen,
    )
    assert host.start_round() is None  # nothing to do before it is open
    host.start()
    opened = next_event(host, RoomOpened)
    assert isinstance(opened, RoomOpened) and opened.code == "ABCD" and not opened.advertised
    assert opened.url == host.url == f"http://{LOOPBACK}:{opened.port}/"
    assert opened.join_url == f"http://{LOOPBACK}:{opened.port}/?code=ABCD"

    async def play() -> None:
        ann = await joined(host, "Ann")
        assert isinstance(next_event(host, PlayerJoined), PlayerJoined)
        assert [p.name for p in host.snapshot().players] == ["Ann"]
        started = host.start_round()
        assert started is not None and started.result(30) is True
        dealt = next_event(host, RoundStarted)
        assert isinstance(dealt, RoundStarted) and len(dealt.cards) == 4
        now = host.snapshot()
        assert now.phase is Phase.PLAYING and now.round == 1 and now.cards == dealt.cards
        assert (await play_round(ann))["ok"]
        ended = next_event(host, RoundEnded)
        assert isinstance(ended, RoundEnded) and ended.report.scored[0].name == "Ann"
        await ann.close()

    asyncio.run(play())
    host.close()
    assert isinstance(next_event(host, RoomClosed), RoomClosed)
    assert host.join(15)
    assert host.snapshot().phase is Phase.CLOSED and host.snapshot().rounds_played == 1
    assert set(threads) == {"room"}  # events come on the room's thread, never the caller's
    with socket.socket() as probe:  # and it no longer listens
        assert probe.connect_ex((LOOPBACK, opened.port)) != 0


def test_a_port_that_is_taken_is_an_event_not_an_exception() -> None:
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        host = RoomHost(RoomChoices(), ServerOptions(bind=LOOPBACK, port=port, discovery=False))
        host.start()
        failed = next_event(host, RoomFailed)
        assert isinstance(failed, RoomFailed) and failed.message
        assert host.join(15) and host.url == ""


def test_a_listener_that_fails_does_not_stop_the_room() -> None:
    def broken(event: RoomEvent) -> None:
        raise RuntimeError("a bug in the window")

    host = RoomHost(RoomChoices(), ServerOptions(bind=LOOPBACK, discovery=False), on_event=broken)
    host.start()
    host.wait_open()

    async def play() -> None:
        client = await joined(host, "Ann")
        await client.close()

    asyncio.run(play())
    host.close()
    assert host.join(15)


def test_the_advert_names_where_the_room_is_and_never_its_code() -> None:
    info = service_info("Twenty-Four room. Mr Li's class", "192.168.1.20", 8024)
    assert info.type == SERVICE_TYPE and info.port == 8024
    assert info.decoded_properties == {"v": "1", "path": "/"}
    room = found_room(info)
    assert room is not None and room.url == "http://192.168.1.20:8024/" and room.version == 1
    assert "." not in room.name.removesuffix(".")  # a dot would end the instance's label


def test_the_lan_address_is_a_private_ipv4_address_or_loopback() -> None:
    address = ipaddress.IPv4Address(lan_address())
    assert address.is_private


def test_the_qr_code_holds_the_address_with_the_code() -> None:
    url = qr.join_url("http://192.168.1.20:8024/", "K7QF")
    assert url == "http://192.168.1.20:8024/?code=K7QF"
    assert qr.svg(url).startswith(b"<svg") and qr.png(url).startswith(b"\x89PNG")
    rows = qr.terminal_text(url).splitlines()
    assert len(rows) > 10 and len({len(row) for row in rows if row}) == 1


def test_the_room_serves_its_qr_code() -> None:
    with open_room() as host:
        assert host.join_url.endswith(f"?code={host.code}")


def test_the_apps_player_joins_plays_comes_back_after_a_drop_and_sees_the_room_close() -> None:
    with open_room(RoomChoices(rounds=2, break_seconds=0)) as host:
        messages: queue.Queue[dict[str, object]] = queue.Queue()
        states: list[PlayerState] = []
        player = RemotePlayer(
            host.url, "Ann", host.code.lower(), on_message=messages.put, on_state=states.append
        )
        player.start()

        def next_of(kind: str) -> dict[str, object]:
            while (found := messages.get(timeout=20))["type"] != kind:
                pass
            return found

        assert next_of("welcome")["name"] == "Ann"
        host.start_round().result(30)  # type: ignore[union-attr]
        dealt = next_of("round")
        assert player.send("answer", round=dealt["round"], text=answer_of(dealt))
        assert next_of("verdict")["ok"]
        drop(host, "Ann")
        welcome = next_of("welcome")  # joined again by itself, with its key
        assert welcome["returning"] and welcome["players"][0]["score"] == 1  # type: ignore[index]
        host.close()
        assert next_of("closed")["text"]
        assert player.join(20)
        assert states[0] is PlayerState.JOINED and PlayerState.LOST in states
        assert states[-1] is PlayerState.CLOSED


def test_the_apps_player_is_told_a_wrong_code_and_stops() -> None:
    with open_room() as host:
        states: list[PlayerState] = []
        player = RemotePlayer(host.url, "Ann", "NOPE", on_state=states.append)
        player.start()
        assert player.join(20)
        assert states == [PlayerState.REFUSED]


def test_the_apps_player_pings_so_a_quiet_player_is_kept(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("app.room.player.PING_SECONDS", 0.05)
    with open_room(limits=Limits(idle_seconds=0.5)) as host:
        messages: queue.Queue[dict[str, object]] = queue.Queue()
        player = RemotePlayer(host.url, "Ann", host.code, on_message=messages.put)
        player.start()
        kinds = [messages.get(timeout=20)["type"] for _ in range(12)]
        assert kinds.count("pong") >= 8 and "welcome" in kinds
        assert player.state is PlayerState.JOINED  # still there, well past the idle limit
        player.stop()
        assert player.join(20) and player.state is PlayerState.CLOSED
