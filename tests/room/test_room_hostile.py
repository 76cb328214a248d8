"""What a room does with bad input, on 127.0.0.1: malformed, fuzzed, oversized, too frequent and
out-of-order messages, junk bytes, huge headers, wrong codes, paths outside its files, silent
connections. Each gets an error or a closed connection, never a traceback, never a stuck room."""

from __future__ import annotations

import asyncio
import json
import logging
import socket

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room_helpers import LOOPBACK, joined, open_room, play_round

from app.room.client import RoomClient, RoomClosedError
from app.room.limits import Limits
from app.room.protocol import MAX_MESSAGE_BYTES, ProtocolError, read


def http(port: int, raw: bytes, timeout: float = 10.0) -> bytes:
    """Send raw bytes to the room and read what it answers until it closes (a connection reset
    counts as closing)."""
    with socket.create_connection((LOOPBACK, port), timeout=timeout) as conn:
        try:
            conn.sendall(raw)
        except ConnectionError:  # the room closed it before reading it all: no harm done
            return b""
        answer = b""
        try:
            while chunk := conn.recv(65536):
                answer += chunk
        except ConnectionResetError:
            pass
    return answer


def get(port: int, path: str, host: str = LOOPBACK) -> bytes:
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    return http(port, request.encode())


def status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


@pytest.fixture(autouse=True)
def _no_tracebacks(caplog: pytest.LogCaptureFixture):  # type: ignore[no-untyped-def]
    """A room logs no failure while it is fed bad input."""
    with caplog.at_level(logging.WARNING, logger="app.room"):
        yield
    assert [r.getMessage() for r in caplog.records if r.name.startswith("app.room")] == []


# --- the protocol without sockets ----------------------------------------------------------------


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        st.text(max_size=300),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=8), inner, max_size=5)
            ),
            max_leaves=20,
        ).map(json.dumps),
    )
)
def test_any_text_is_read_or_refused_with_a_reason(text: str) -> None:
    try:
        message = read(text)
    except ProtocolError as error:
        assert error.reason and str(error)
    else:
        assert message["v"] == 1 and isinstance(message["type"], str)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"v":1,"type":"answer","round":1}', "bad-field"),
        ('{"v":1,"type":"answer","round":true,"text":"1"}', "bad-field"),
        ('{"v":1,"type":"answer","round":1,"text":"1","extra":0}', "bad-field"),
        ('{"v":1,"type":"answer","round":1,"text":"' + "9" * 201 + '"}', "bad-field"),
        ('{"v":2,"type":"ping"}', "bad-version"),
        ('{"v":1,"type":"shout"}', "bad-type"),
        ('{"v":1,"type":"ping","n":NaN}', "bad-json"),
        ("[1,2]", "bad-json"),
        ("[" * 5000, "too-large"),
        ("[" * 1500 + "]" * 1500, "too-large"),
    ],
)
def test_malformed_messages_are_refused_with_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        read(text)
    assert refused.value.reason == reason


# --- a room fed bad input ---------------------------------------------------------------------


def test_fuzzed_and_out_of_order_messages_get_errors_and_the_room_plays_on() -> None:
    with open_room(limits=Limits(rate=1000, burst=1000, strikes=1000)) as host:

        async def game() -> None:
            client = RoomClient(host.url)
            await client.connect()
            for text in (
                "",
                "null",
                "{",
                '{"v":1}',
                '{"v":1,"type":"answer","round":1,"text":"1"}',
                '{"v":1,"type":"no_solution","round":1}',
                "\u0000\ufffe",
                "💥" * 200,
            ):
                await client.send_text(text)
                assert (await client.expect("error"))["reason"]
            assert (await client.join("Ann", host.code))["type"] == "welcome"
            await client.send("join", name="Ann", code=host.code)
            assert (await client.expect("error"))["reason"] == "already-joined"
            await client.send("answer", round=7, text="1+2")
            assert (await client.expect("error"))["reason"] == "round-over"
            await client.ws.send_bytes(b"\x00\xff")  # type: ignore[union-attr]
            assert (await client.expect("error"))["reason"] == "bad-json"
            # the room still plays
            host.start_round().result(30)  # type: ignore[union-attr]
            assert (await play_round(client))["ok"]
            await client.close()

        asyncio.run(game())


def test_an_oversized_message_closes_the_connection_and_nothing_else() -> None:
    with open_room() as host:

        async def game() -> None:
            other = await joined(host, "Bo")
            client = await joined(host, "Ann")
            await client.send_text('{"v":1,"type":"ping","x":"' + "x" * MAX_MESSAGE_BYTES + '"}')
            with pytest.raises(RoomClosedError):
                await client.expect("never")
            assert client.ws is not None and client.ws.close_code == 1009
            broken = await joined(host, "Cy")  # a text frame that is not UTF-8
            assert broken.ws is not None
            await broken.ws._writer.send_frame(b"\xff\xfe{", aiohttp.WSMsgType.TEXT)
            with pytest.raises(RoomClosedError):
                await broken.expect("never")
            await broken.close()
            await other.send("ping")
            assert (await other.expect("pong"))["type"] == "pong"
            await client.close()
            await other.close()

        asyncio.run(game())


def test_too_many_messages_are_refused_and_a_flood_is_let_go() -> None:
    with open_room(limits=Limits(rate=2, burst=5, strikes=10)) as host:

        async def game() -> list[str]:
            client = await joined(host, "Ann")
            for _ in range(40):
                await client.send("ping")
            reasons = []
            with pytest.raises(RoomClosedError):
                while True:
                    found = await client.next_message()
                    reasons.append(found.get("reason", found["type"]))
            await client.close()
            return reasons

        reasons = asyncio.run(game())
        assert "pong" in reasons and "too-fast" in reasons


def test_wrong_codes_from_one_address_slow_down() -> None:
    with open_room(limits=Limits(free_tries=3, strikes=100)) as host:

        async def game() -> list[str]:
            client = RoomClient(host.url)
            await client.connect()
            reasons = [(await client.join("Ann", "WRONG"))["reason"] for _ in range(5)]
            refused = await client.join("Ann", host.code)  # even the right one must wait now
            reasons.append(refused["reason"])
            assert "try again in" in refused["text"]
            await client.close()
            return reasons

        assert asyncio.run(game()) == ["wrong-code"] * 4 + ["wait", "wait"]


def test_a_connection_that_never_joins_or_falls_silent_is_closed() -> None:
    with open_room(limits=Limits(join_seconds=0.3, idle_seconds=0.6)) as host:

        async def game() -> None:
            silent = RoomClient(host.url)
            await silent.connect()
            with pytest.raises(RoomClosedError):
                await silent.next_message(timeout=10)
            assert silent.ws is not None and silent.ws.close_code == 1008
            await silent.close()
            quiet = await joined(host, "Ann")
            with pytest.raises(RoomClosedError):
                await quiet.expect("never", timeout=10)
            await quiet.close()

        asyncio.run(game())


def test_a_page_of_another_site_may_not_open_a_players_socket() -> None:
    with open_room() as host:

        async def attempt() -> int:
            async with aiohttp.ClientSession() as session:
                try:
                    await session.ws_connect(
                        RoomClient.socket_url(host.url), origin="http://evil.example"
                    )
                except aiohttp.WSServerHandshakeError as refused:
                    return refused.status
            return 101

        assert asyncio.run(attempt()) == 403


# --- HTTP -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/room.js/../../server.py",
        "/web/room.js",
        "/server.py",
        "/..%2fserver.py",
        "//etc/passwd",
        "/index.html%00.js",
    ],
)
def test_the_room_serves_only_its_own_files(path: str) -> None:
    with open_room() as host:
        answer = get(host.server.port, path)
        assert status(answer) in (400, 404), answer[:200]
        assert b"import " not in answer and b"root:" not in answer


def test_the_page_and_its_files_are_served_with_strict_headers() -> None:
    with open_room() as host:
        for path in ("/", "/room.js", "/room.css", "/texts.js", "/qr.svg"):
            answer = get(host.server.port, path)
            assert status(answer) == 200, path
            head = answer.split(b"\r\n\r\n")[0].lower()
            assert b"content-security-policy: default-src 'none'" in head
            assert b"x-content-type-options: nosniff" in head
        assert b"<svg" in get(host.server.port, "/qr.svg")


def test_junk_bytes_and_huge_headers_are_answered_without_harm() -> None:
    with open_room() as host:
        port = host.server.port
        junk = http(port, bytes(range(256)) * 40)
        assert junk == b"" or status(junk) == 400
        huge = http(port, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
        assert huge == b"" or status(huge) in (400, 431)
        many = b"".join(b"X-%d: 1\r\n" % n for n in range(500))
        answer = http(port, b"GET / HTTP/1.1\r\nHost: x\r\n" + many + b"\r\n")
        assert answer == b"" or status(answer) in (400, 431)
        assert status(get(port, "/")) == 200  # and the room still serves


def test_a_name_of_another_site_pointing_here_is_not_served() -> None:
    with open_room() as host:
        port = host.server.port
        assert status(get(port, "/", "evil.example")) == 421  # DNS rebinding
        assert status(get(port, "/ws", f"evil.example:{port}")) == 421
        for own in (LOOPBACK, f"{LOOPBACK}:{port}", "localhost", "[::1]", "192.168.1.20:8024"):
            assert status(get(port, "/", own)) == 200, own


def test_a_connection_that_never_finishes_its_request_is_closed() -> None:
    with open_room(limits=Limits(keepalive_seconds=0.5)) as host:
        for raw in (b"", b"GET / HTTP/1.1\r\nHost: x\r\n"):  # nothing, or headers never ended
            with socket.create_connection((LOOPBACK, host.server.port), timeout=10) as conn:
                conn.sendall(raw)
                assert conn.recv(100) == b""  # closed by the room, well before the timeout
