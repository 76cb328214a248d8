"""The headless host, `python -m app.room serve`, as a person runs it (on 127.0.0.1 here)."""

from __future__ import annotations

import asyncio
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from room_helpers import LOOPBACK, play_round

from app.room.client import RoomClient

ROOM_LINE = re.compile(r"^room: (http://127\.0\.0\.1:(\d+)/) code ([A-Z0-9]+)$")
WAIT = 60.0


class Serving:
    """A running `serve` command, its output read line by line as it comes."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def line(self) -> str:
        """The next line printed (bounded wait)."""
        found = self.lines.get(timeout=WAIT)
        assert found is not None, f"the command ended: {self.seen}"
        self.seen.append(found)
        return found

    def rest(self) -> str:
        """Everything printed, once the command has ended."""
        while (found := self.lines.get(timeout=WAIT)) is not None:
            self.seen.append(found)
        return "\n".join(self.seen)

    def until(self, text: str) -> str:
        """Lines until one that holds `text`."""
        while text not in (found := self.line()):
            pass
        return found


@contextmanager
def serve(*options: str) -> Iterator[Serving]:
    command = [sys.executable, "-m", "app.room", "serve", "--bind", LOOPBACK, "--port", "0"]
    process = subprocess.Popen(
        [*command, "--no-discovery", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield Serving(process)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(WAIT)
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def test_serve_prints_the_room_plays_once_enough_players_join_and_closes_at_the_end() -> None:
    with serve("--code", "k7qf", "--rounds", "2", "--min-players", "2", "--break", "0") as room:
        first = ROOM_LINE.match(room.line())
        assert first is not None and first[3] == "K7QF"
        url = first[1]

        async def game() -> None:
            players = []
            for name in ("Ann", "Bo"):
                client = RoomClient(url)
                await client.connect()
                assert (await client.join(name, "K7QF"))["type"] == "welcome"
                players.append(client)
            for _ in range(2):
                assert (await play_round(players[0]))["ok"]
                await players[1].expect("result")
            assert "Ann wins" in (await players[1].expect("over"))["text"]
            assert (await players[1].expect("closed"))["text"]
            for client in players:
                await client.close()

        asyncio.run(game())
        assert room.process.wait(WAIT) == 0
        printed = room.rest()
        assert (
            "Ann joined" in printed and "Round 1 of 2" in printed and "Ann takes round 2" in printed
        )
        assert "Standings: Ann 2 · Bo 0" in printed and "Ann wins the game!" in printed


def test_ctrl_c_closes_the_room_cleanly_and_tells_the_players() -> None:
    with serve("--lang", "zh_CN") as room:
        url = ROOM_LINE.match(room.line())
        assert url is not None

        async def player() -> str:
            client = RoomClient(url[1])
            await client.connect()
            await client.join("Ann", url[3])
            room.process.send_signal(signal.SIGINT)
            text = (await client.expect("closed"))["text"]
            await client.close()
            return str(text)

        assert asyncio.run(player()) == "The host closed the room. Thank you for playing!"
        assert room.process.wait(WAIT) in (0, 130)
        assert room.process.stderr is not None and "Traceback" not in room.process.stderr.read()
        assert "房间已关闭。" in room.until("房间")  # the host's terminal speaks its --lang


@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--rounds", "0"], "rounds must be from 1 to 50"),
        (["--mode", "duel"], "'duel' is not a mode"),
        (["--code", "K!"], "is not a room code"),
        (["--levels", "brutal"], "is not a level"),
        (["--seconds", "soon"], "is not a number"),
        (["--port", "70000"], "the port must be from 0 to 65535"),
        (["--lang", "fr"], "invalid choice"),
    ],
)
def test_bad_options_say_so_in_one_line_and_exit_2(options: list[str], says: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app.room", "serve", *options],
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and says in done.stderr, done.stderr
    assert done.stdout == ""


def test_a_port_that_is_taken_is_one_line_and_exit_1() -> None:
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = [sys.executable, "-m", "app.room", "serve", "--bind", LOOPBACK]
        done = subprocess.run(
            [*command, "--port", str(port), "--no-discovery"],
            capture_output=True,
            text=True,
            timeout=WAIT,
        )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and f"cannot listen on port {port}" in done.stderr
