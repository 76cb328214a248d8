"""A room run on a thread of its own, for the app's window (whose GUI thread never waits on the
network): a small thread-safe API over `RoomServer`.

From any thread: `start()` opens the room in the background (a `RoomOpened` or `RoomFailed`
event follows), `start_round()`, `stop_round()` and `close()` ask the room to do so, and
`snapshot()` reads where it is. Events (`app.room.events`) go to `on_event`, called on the room's
thread (the app's host wraps it in a Qt signal, which carries them to the GUI thread), and into
`events`, a queue any thread may read. Nothing here blocks but `wait_open` and `join`, which
scripts and tests use; the app does not need them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import queue
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..game.cards import Card
from ..game.clock import Clock
from .choices import RoomChoices
from .events import RoomClosed, RoomEvent, RoomFailed, RoomOpened
from .game import Phase, RoundReport, Standing
from .server import RoomServer, ServerOptions

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Snapshot:
    """Where the room is, as the host's window shows it (a copy: safe on any thread)."""

    phase: Phase
    players: tuple[Standing, ...]
    rounds_played: int
    #: the round being played: its number (0: none) and when it runs out on the room's clock
    round: int = 0
    deadline: float | None = None
    #: the cards of the round being played and its target (the projector view shows them)
    cards: tuple[Card, ...] = ()
    target: int | Fraction = 24
    reports: tuple[RoundReport, ...] = field(default_factory=tuple)


class RoomHost:
    """A room on its own thread and asyncio loop."""

    def __init__(
        self,
        choices: RoomChoices,
        options: ServerOptions | None = None,
        *,
        on_event: Callable[[RoomEvent], None] | None = None,
        clock: Clock | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.events: queue.Queue[RoomEvent] = queue.Queue()
        self._on_event = on_event
        self.server = RoomServer(choices, options, clock=clock, rng=rng, on_event=self._event)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._opened = threading.Event()
        self._stopped = threading.Event()
        self.failure: str | None = None
        self._stopping: asyncio.Event | None = None
        self._close_asked = False
        self._snapshot = Snapshot(Phase.LOBBY, (), 0)

    # --- where it is (any thread) ----------------------------------------------------------------

    @property
    def code(self) -> str:
        """The room's code."""
        return self.server.code

    @property
    def url(self) -> str:
        """The room's page ("" until it is open)."""
        return self.server.url if self._opened.is_set() and not self.failure else ""

    @property
    def join_url(self) -> str:
        """The address its QR code opens."""
        return self.server.join_url if self.url else ""

    def snapshot(self) -> Snapshot:
        """Where the room is, as of its last event."""
        return self._snapshot

    # --- commands (any thread; none waits) -------------------------------------------------------

    def start(self) -> None:
        """Open the room in the background; `RoomOpened` or `RoomFailed` follows."""
        if self._thread is not None:
            raise RuntimeError("the room is started already")
        self._thread = threading.Thread(target=self._run, name="room", daemon=True)
        self._thread.start()

    def start_round(self) -> concurrent.futures.Future[Any] | None:
        """Deal and start the next round (a future of whether it started; None: not open)."""
        return self._call(self.server.start_round)

    def stop_round(self) -> concurrent.futures.Future[Any] | None:
        """End the round being played now."""
        return self._call(self.server.stop_round)

    def close(self) -> None:
        """Close the room: every player is told; `RoomClosed` follows, then the thread ends."""
        self._close_asked = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._stop_now)

    def _stop_now(self) -> None:
        if self._stopping is not None:
            self._stopping.set()

    # --- waiting (scripts and tests, never the GUI thread) ---------------------------------------

    def wait_open(self, timeout: float = 10.0) -> str:
        """Wait until the room listens; its address (RuntimeError: it could not open)."""
        if not self._opened.wait(timeout):
            raise TimeoutError(f"the room did not open within {timeout} s")
        if self.failure is not None:
            raise RuntimeError(self.failure)
        return self.url

    def join(self, timeout: float = 10.0) -> bool:
        """Wait until the room's thread has ended (after `close`); whether it has."""
        return self._stopped.wait(timeout)

    # --- the room's thread -----------------------------------------------------------------------

    def _call(self, command: Callable[[], Any]) -> concurrent.futures.Future[Any] | None:
        loop = self._loop
        if loop is None or loop.is_closed() or not self._opened.is_set():
            return None
        return asyncio.run_coroutine_threadsafe(command(), loop)

    def _run(self) -> None:
        """The thread: its own loop, the room open until `close`."""
        try:
            asyncio.run(self._serve())
        finally:
            self._opened.set()
            self._stopped.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        server = self.server
        try:
            await server.open()
        except OSError as error:
            self.failure = str(error)
            self._event(RoomFailed(str(error)))
            return
        try:
            self._event(
                RoomOpened(server.url, server.code, server.join_url, server.port, server.advertised)
            )
            self._opened.set()
            if not self._close_asked:
                await self._stopping.wait()
        finally:
            await server.close()

    def _event(self, event: RoomEvent) -> None:
        """An event of the room's: keep the snapshot current, queue it, tell the listener."""
        game = self.server.game
        live = game.current if game.phase is Phase.PLAYING else None
        self._snapshot = Snapshot(
            phase=game.phase,
            players=game.standings(),
            rounds_played=game.rounds_played,
            round=live.number if live is not None else 0,
            deadline=game.deadline(),
            cards=live.hand.cards if live is not None else (),
            target=live.hand.setup.target if live is not None else game.choices.target,
            reports=tuple(game.reports),
        )
        self.events.put(event)
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception as error:  # the window's bug is not the room's: it plays on
                log.warning("the room's listener failed: %r", error)
        if isinstance(event, RoomClosed):
            self._snapshot = Snapshot(Phase.CLOSED, game.standings(), game.rounds_played)
