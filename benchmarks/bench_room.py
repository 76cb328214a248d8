"""A room with 40 players on loopback: how soon every player sees a round's result after the host
judges the winning answer, and the host's CPU while 40 players answer.

The host runs in a process of its own (`app.room.host.RoomHost`, as the app runs it: a thread
with its own asyncio loop); the players are WebSocket clients in this process, each reading its
connection all the time and noting when each message arrives. The clock is time.monotonic,
which is the same for both processes, so "judged" (the round's report, stamped by the host right
after the winning answer is judged) and "seen" (a player's result arrives) are comparable.

- Race rounds: every player but one sends a wrong answer, then the winner (a different player
  each round) sends a right one. Reported: per round, the time until the *last* of the players
  sees the result; its median, p99 and maximum over the rounds. Goal: p99 under 100 ms.
- Class rounds: all 40 answer (a wrong answer, then a right one); the host's CPU time (user +
  system, from /proc) over the wall time of those rounds, as a share of one core.
- Baseline in the same run: the same race rounds with 2 players.

    python benchmarks/bench_room.py [--rounds 30] [--players 40]

Only 127.0.0.1 is used; the room is not advertised.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import os
import statistics
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.room.choices import Mode, RoomChoices
from app.room.client import RoomClient
from app.room.events import RoomEvent, RoundEnded
from app.room.host import RoomHost
from app.room.limits import Limits
from app.room.server import ServerOptions
from solver import first_solution

LOOPBACK = "127.0.0.1"


def cpu_seconds() -> float:
    """This process's CPU time, user and system."""
    times = os.times()
    return times.user + times.system


def host_process(pipe: Connection, mode: str, rounds: int) -> None:
    """The room, in a process of its own, driven through a pipe."""
    choices = RoomChoices(mode=Mode(mode), rounds=rounds, round_seconds=120, break_seconds=0)
    limits = Limits(per_address=200, connections=200, rate=50, burst=50)

    def tell(event: RoomEvent) -> None:
        if isinstance(event, RoundEnded):
            # the event is told once the result is written to every player's socket
            pipe.send(("ended", event.report.number, event.report.ended_at, time.monotonic()))

    host = RoomHost(
        choices, ServerOptions(bind=LOOPBACK, discovery=False, limits=limits), on_event=tell
    )
    host.start()
    pipe.send(("open", host.wait_open(), host.code))
    while True:
        command = pipe.recv()
        if command == "start":
            started = host.start_round()
            assert started is not None and started.result(60)
        elif command == "cpu":
            pipe.send(("cpu", cpu_seconds(), 0.0, 0.0))
        elif command == "close":
            host.close()
            host.join(30)
            return


class Player:
    """A WebSocket player that reads all the time, noting when each message arrives."""

    def __init__(self, client: RoomClient) -> None:
        self.client = client
        self.arrived: dict[tuple[str, int], float] = {}
        self.rounds: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.task = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        while True:
            try:
                found = await self.client.next_message(timeout=300)
            except Exception:
                return
            now = time.monotonic()
            self.arrived[(found["type"], found.get("round", 0))] = now
            if found["type"] == "round":
                await self.rounds.put(found)


async def play(url: str, code: str, pipe: Connection, players: int, rounds: int, race: bool):  # type: ignore[no-untyped-def]
    """Play `rounds` rounds; per round, the seconds from judging to every player's result."""
    crowd = []
    for n in range(players):
        client = RoomClient(url)
        await client.connect()
        await client.join(f"P{n}", code)
        crowd.append(Player(client))
    gaps: list[float] = []
    writes: list[float] = []
    cpu_start, wall_start = 0.0, time.monotonic()
    for number in range(1, rounds + 1):
        pipe.send("start")
        dealt = [await p.rounds.get() for p in crowd]
        values = [card["value"] for card in dealt[0]["cards"]]
        found = first_solution(values, 24)
        right = found.text if found is not None else None
        if number == 1:  # the CPU is counted from the first answers on
            pipe.send("cpu")
            cpu_start = (await asyncio.to_thread(pipe.recv))[1]
            wall_start = time.monotonic()
        winner = crowd[number % players]
        others = [p for p in crowd if p is not winner] if race else crowd
        await asyncio.gather(*(p.client.send("answer", round=number, text="1+1") for p in others))
        await asyncio.sleep(0)
        senders = [winner] if race else crowd
        await asyncio.gather(
            *(
                p.client.send("answer", round=number, text=right)
                if right
                else p.client.send("no_solution", round=number)
                for p in senders
            )
        )
        kind, ended, judged, written = await asyncio.to_thread(pipe.recv)
        assert (kind, ended) == ("ended", number)
        writes.append(written - judged)
        while not all(("result", number) in p.arrived for p in crowd):
            await asyncio.sleep(0.001)
        gaps.append(max(p.arrived[("result", number)] for p in crowd) - judged)
    wall = time.monotonic() - wall_start
    pipe.send("cpu")
    cpu_end = (await asyncio.to_thread(pipe.recv))[1]
    for p in crowd:
        p.task.cancel()
        await p.client.close()
    return gaps, writes, (cpu_end - cpu_start) / wall


def run(players: int, rounds: int, mode: str) -> tuple[list[float], list[float], float]:
    """Open a room in a child process, play, close. The 40 players share this one process, where
    40 devices would each have their own: its garbage collector is kept off while they play, so
    its pauses (the solver's caches of every hand solved here) are not counted as the room's."""
    context = multiprocessing.get_context("spawn")
    here, there = context.Pipe()
    child = context.Process(target=host_process, args=(there, mode, rounds))
    child.start()
    _, url, code = here.recv()
    gc.disable()
    try:
        return asyncio.run(play(url, code, here, players, rounds, mode == "race"))
    finally:
        gc.enable()
        here.send("close")
        child.join(60)


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def describe(name: str, gaps: list[float]) -> str:
    ms = [g * 1000 for g in gaps]
    return (
        f"{name}: median {statistics.median(ms):.1f} ms, p99 {percentile(ms, 0.99):.1f} ms, "
        f"max {max(ms):.1f} ms over {len(ms)} rounds"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--players", type=int, default=40)
    args = parser.parse_args()
    base, base_writes, _ = run(2, args.rounds, "race")
    print(describe("race, 2 players (baseline): judged to every player's result", base))
    print(describe("  judged to the result written to every socket", base_writes))
    race, race_writes, race_cpu = run(args.players, args.rounds, "race")
    print(describe(f"race, {args.players} players: judged to every player's result", race))
    print(describe("  judged to the result written to every socket", race_writes))
    print(f"  host CPU during the race rounds: {race_cpu:.0%} of one core")
    crowd, crowd_writes, cpu = run(args.players, args.rounds, "class")
    print(describe(f"class, {args.players} players all answering: judged to every result", crowd))
    print(describe("  judged to the result written to every socket", crowd_writes))
    print(f"  host CPU while {args.players} players answer: {cpu:.0%} of one core")
    goal = percentile(race, 0.99) < 0.100
    print(f"goal p99 < 100 ms with {args.players} players: {'met' if goal else 'NOT met'}")


if __name__ == "__main__":
    main()
