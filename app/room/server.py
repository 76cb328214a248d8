"""The room's server: aiohttp serves the page (its own few files, nothing else) and a WebSocket
per player, on an asyncio loop that is never the app's GUI thread (the headless host runs it on
its own loop, the app on a thread of its own: app.room.host).

Each player's messages are read strictly (app.room.protocol) and answered in the player's
language; the game (app.room.game) judges and scores; results go to everyone at once, one JSON
text per language. The limits (app.room.limits) bound what a device may send: HTTP header sizes,
message size and rate, a connection that never joins or falls silent, wrong codes from one
address. A refusal is an error message; a device that keeps earning them is let go; a bug in
handling one message is logged in a line and answered with an error, and the room plays on.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import ipaddress
import logging
import random
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from solver import format_number

from ..game.clock import Clock, MonotonicClock
from ..i18n import translate
from ..i18n.catalogue import language_of
from . import protocol, qr, texts
from .choices import RoomChoices, levels_key, new_code, read_code
from .dealer import Dealer, DealtHand
from .discovery import Advert, lan_address
from .events import (
    GameOver,
    PlayerJoined,
    PlayerLeft,
    RoomClosed,
    RoomEvent,
    RoundEnded,
    RoundStarted,
)
from .game import Judged, LiveRound, Phase, RoomGame, RoundReport
from .limits import Bucket, CodeGuard, Limits
from .players import Refusal, name_key
from .protocol import Message, ProtocolError, message
from .texts import speaking_language

log = logging.getLogger(__name__)

#: The page's files, the only ones served: path -> (package, file in it, content type).
FILES = {
    "/": ("app.room", "web/index.html", "text/html"),
    "/room.css": ("app.room", "web/room.css", "text/css"),
    "/room.js": ("app.room", "web/room.js", "text/javascript"),
    "/texts.js": ("app.room", "web/texts.js", "text/javascript"),
    "/icon.svg": ("assets", "icons/app.svg", "image/svg+xml"),
}
#: Headers on every page response: nothing from elsewhere, nothing inline, no framing.
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
#: WebSocket close codes: going away (the room closes), policy (too many refusals, silent).
CLOSE_GOING_AWAY, CLOSE_POLICY = 1001, 1008
#: Seconds the server pings a page's WebSocket (a dead one is noticed within twice that).
HEARTBEAT = 20.0
#: Seconds given to advertising on the network before the room opens without it.
ADVERTISE_SECONDS = 3.0


@dataclass(eq=False)
class Connection:
    """A player's page connected to the room."""

    ws: web.WebSocketResponse
    address: str
    bucket: Bucket
    language: str = "en"
    #: the player's name once joined
    name: str | None = None
    strikes: int = 0
    #: the round of the player's last verdict, and its message said again (in another language)
    verdict: tuple[int, Callable[[], str]] | None = None


@dataclass
class ServerOptions:
    """Where and how a room listens."""

    #: the address to listen on ("0.0.0.0": the local network; tests: "127.0.0.1")
    bind: str = "0.0.0.0"
    port: int = 0
    #: the address players open (None: the machine's LAN address, or loopback for a loopback bind)
    address: str | None = None
    code: str | None = None
    discovery: bool = True
    #: start each round by itself once this many players are connected (None: the host does)
    auto_start: int | None = None
    limits: Limits = field(default_factory=Limits)
    #: the host's language (events' texts, the terminal)
    language: str = "en"
    title: str = "Twenty-Four room"


class RoomServer:
    """A room: the game, the page and the players' connections; `open`, play, `close`."""

    def __init__(
        self,
        choices: RoomChoices,
        options: ServerOptions | None = None,
        *,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        on_event: Callable[[RoomEvent], None] | None = None,
    ) -> None:
        self.options = options or ServerOptions()
        self.clock = clock or MonotonicClock()
        self.code = read_code(self.options.code) if self.options.code else new_code()
        self.game = RoomGame(choices, clock=self.clock)
        self.dealer = Dealer(choices, rng)
        self.on_event = on_event
        limits = self.options.limits
        self.guard = CodeGuard(self.clock, limits.free_tries, limits.longest_wait)
        self.port = 0
        self.address = ""
        self.advertised = False
        self._connections: set[Connection] = set()
        self._players: dict[str, Connection] = {}
        self._runner: web.AppRunner | None = None
        self._advert: Advert | None = None
        self._next_hand: asyncio.Future[DealtHand] | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._starting: asyncio.TimerHandle | None = None
        self._dealing = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._files = {
            path: _read_file(package, name) for path, (package, name, _) in FILES.items()
        }

    # --- where it is -----------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The room's page, as players open it."""
        return f"http://{self.address}:{self.port}/"

    @property
    def join_url(self) -> str:
        """The address a QR code opens: the page with the code filled in."""
        return qr.join_url(self.url, self.code)

    @property
    def is_open(self) -> bool:
        """Whether the room listens."""
        return self._runner is not None

    # --- opening and closing ---------------------------------------------------------------------

    async def open(self) -> None:
        """Listen on the port (OSError: it is taken), deal the first hand, advertise."""
        limits = self.options.limits
        app = web.Application(client_max_size=1024, middlewares=[_own_host])
        app.router.add_get("/ws", self._socket)
        app.router.add_get("/qr.svg", self._qr)
        for path in FILES:
            app.router.add_get(path, self._file)
        runner = web.AppRunner(
            app,
            access_log=None,
            handle_signals=False,
            keepalive_timeout=limits.keepalive_seconds,
            max_line_size=limits.max_line,
            max_field_size=limits.max_line,
            max_headers=limits.max_headers,
        )
        await runner.setup()
        site = web.TCPSite(runner, self.options.bind, self.options.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = _bound_port(runner, self.options.port)
        self.address = self.options.address or _shown_address(self.options.bind)
        self._deal_ahead()
        if self.options.discovery and self.address != "127.0.0.1":
            await self._advertise()

    async def _advertise(self) -> None:
        """Advertise the room on the network, if multicast works within a few seconds."""
        try:
            self._advert = await asyncio.wait_for(
                Advert.publish(self.options.title, self.address, self.port), ADVERTISE_SECONDS
            )
            self.advertised = True
        except Exception as error:  # discovery is optional: the room plays without it
            log.info("the room is not advertised on the network: %s", error)

    async def close(self) -> None:
        """Tell every player the room is closing, let them go, stop listening."""
        if self._runner is None:
            return
        self.game.close()
        self._cancel_timers()
        for conn in list(self._connections):
            with speaking_language(conn.language):
                text = protocol.dump(message("closed", text=texts.closed_text()))
            await _send(conn, text)
            await conn.ws.close(code=CLOSE_GOING_AWAY, message=b"room closed")
        if self._advert is not None:
            with contextlib.suppress(Exception):
                await self._advert.withdraw()
            self._advert = None
        runner, self._runner = self._runner, None
        await runner.cleanup()
        if self._next_hand is not None:
            self._next_hand.cancel()
        self._emit(RoomClosed(self.game.rounds_played, self.game.standings()))

    # --- the host's commands ---------------------------------------------------------------------

    async def start_round(self) -> bool:
        """Deal and start the next round (False: one is on, the game is over, or it is closed)."""
        if self._dealing or not self._can_start():
            return False
        self._cancel_start()
        self._dealing = True
        try:
            hand = await self._hand()
        except Exception as error:
            log.warning("no hand could be dealt: %s", error)
            return False
        finally:
            self._dealing = False
        if not self._can_start():  # closed, or the host stopped the game, while dealing
            return False
        live = self.game.start_round(hand)
        self._schedule_tick(live.seconds)
        deadline = self.game.deadline() or 0.0
        self._emit(
            RoundStarted(
                live.number,
                self.game.choices.rounds,
                hand.cards,
                hand.setup.target,
                live.seconds,
                deadline,
            )
        )
        await self._broadcast(lambda conn: self._round_message(live, conn))
        return True

    def _can_start(self) -> bool:
        """Whether the room is open and the game may deal now."""
        return self.is_open and self.game.can_deal

    async def stop_round(self) -> None:
        """End the round being played now."""
        report = self.game.stop_round()
        if report is not None:
            await self._finish(report)

    # --- dealing and the clock -------------------------------------------------------------------

    def _deal_ahead(self) -> None:
        """Deal the next hand in a worker thread while the room waits for it."""
        self._next_hand = asyncio.ensure_future(asyncio.to_thread(self.dealer.deal))
        self._next_hand.add_done_callback(_settle)

    async def _hand(self) -> DealtHand:
        """The hand dealt ahead (dealt now if none was)."""
        if self._next_hand is None:
            self._deal_ahead()
        assert self._next_hand is not None
        future, self._next_hand = self._next_hand, None
        return await future

    def _schedule_tick(self, delay: float) -> None:
        """Look at the clock again in `delay` seconds (when the round runs out)."""
        if self._timer is not None:
            self._timer.cancel()
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(max(0.0, delay) + 0.01, self._tick)

    def _tick(self) -> None:
        """The round's time is up (or nearly: look again)."""
        self._timer = None
        report = self.game.tick()
        if report is not None:
            self._spawn(self._finish(report))
        elif self.game.phase is Phase.PLAYING:
            self._schedule_tick(self.game.remaining())

    def _cancel_timers(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._cancel_start()

    def _cancel_start(self) -> None:
        if self._starting is not None:
            self._starting.cancel()
            self._starting = None

    def _spawn(self, work: Awaitable[Any]) -> None:
        """Run a coroutine on the loop, kept until it is done (its errors logged)."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("room task failed: %r", task.exception())

    # --- a round ends ----------------------------------------------------------------------------

    async def _finish(self, report: RoundReport) -> None:
        """A round ended: everyone gets its result; the host is told; the game goes on."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        next_in = self._next_in(report)
        await self._broadcast(lambda conn: protocol.result_message(report, next_in))
        if not report.last and self._next_hand is None:  # dealt while players read the result,
            self._deal_ahead()  # never while they answer: dealing holds the interpreter a while
        self._emit(RoundEnded(report, next_in))
        if report.last:
            await self._broadcast(
                lambda conn: message(
                    "over",
                    text=texts.winners_text(report.standings),
                    standings=protocol.standings_fields(report.standings),
                )
            )
            with speaking_language(self.options.language):
                self._emit(GameOver(report.standings, texts.winners_text(report.standings)))
        else:
            self._maybe_auto_start()

    def _next_in(self, report: RoundReport) -> float | None:
        """Seconds until the next round starts by itself (None: the host starts it)."""
        if report.last or self.options.auto_start is None:
            return None
        return self.game.choices.break_seconds

    def _maybe_auto_start(self) -> None:
        """Start the next round after the break, once enough players are connected."""
        wanted = self.options.auto_start
        if wanted is None or not self.game.can_deal or self._starting is not None:
            return
        if len(self.game.roster.online) < wanted:
            return
        loop = asyncio.get_running_loop()
        self._starting = loop.call_later(self.game.choices.break_seconds, self._auto_start)

    def _auto_start(self) -> None:
        self._starting = None
        self._spawn(self.start_round())

    # --- the page --------------------------------------------------------------------------------

    async def _file(self, request: web.Request) -> web.Response:
        """One of the page's files."""
        kind = FILES[request.path][2]
        return web.Response(
            body=self._files[request.path],
            content_type=kind,
            charset="utf-8",
            headers=SECURITY_HEADERS,
        )

    async def _qr(self, request: web.Request) -> web.Response:
        """The QR code of the room's address with its code."""
        return web.Response(
            body=qr.svg(self.join_url), content_type="image/svg+xml", headers=SECURITY_HEADERS
        )

    # --- a player's connection -------------------------------------------------------------------

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        """A player's WebSocket: read messages until it closes."""
        address = request.remote or "?"
        refusal = self._refuse_connection(request, address)
        if refusal is not None:
            return refusal
        ws = web.WebSocketResponse(
            max_msg_size=protocol.MAX_MESSAGE_BYTES, heartbeat=HEARTBEAT, compress=False
        )
        await ws.prepare(request)
        limits = self.options.limits
        conn = Connection(ws, address, Bucket(self.clock, limits.rate, limits.burst))
        self._connections.add(conn)
        try:
            await self._read(conn)
        finally:
            self._connections.discard(conn)
            await self._gone(conn)
        return ws

    def _refuse_connection(self, request: web.Request, address: str) -> web.Response | None:
        """Why a WebSocket is refused before it opens: too many, or from another site's page."""
        limits = self.options.limits
        from_here = sum(conn.address == address for conn in self._connections)
        if len(self._connections) >= limits.connections or from_here >= limits.per_address:
            return web.Response(status=503, text="too many connections\n")
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            return web.Response(status=403, text="another site's page may not join\n")
        return None

    async def _read(self, conn: Connection) -> None:
        """Take a connection's messages one by one; close it when it never joins, falls silent,
        or keeps sending what is refused."""
        limits = self.options.limits
        while not conn.ws.closed:
            timeout = limits.join_seconds if conn.name is None else limits.idle_seconds
            try:
                received = await conn.ws.receive(timeout=timeout)
            except TimeoutError:
                await conn.ws.close(code=CLOSE_POLICY, message=b"silent")
                return
            if received.type is WSMsgType.TEXT:
                await self._on_text(conn, received.data)
            elif received.type is WSMsgType.BINARY:
                await self._refuse(conn, "bad-json", "text messages only")
            else:  # closing, closed, or an error (a message over the size: closed with 1009)
                return
            if conn.strikes > limits.strikes:
                await conn.ws.close(code=CLOSE_POLICY, message=b"too many errors")

    async def _on_text(self, conn: Connection, data: str) -> None:
        """One message from a page, answered in the player's language."""
        with speaking_language(conn.language):
            if not conn.bucket.take():
                await self._refuse(
                    conn, "too-fast", translate("Room", "Too many messages: slow down.")
                )
                return
            try:
                received = protocol.read(data)
                await HANDLERS[received["type"]](self, conn, received)
            except (ProtocolError, Refusal) as refusal:
                await self._refuse(conn, refusal.reason, str(refusal))
            except Exception as error:  # a bug must not stop the room: log it, answer, go on
                log.warning("a message could not be handled: %r", error)
                await self._refuse(
                    conn, "server-error", translate("Room", "The room could not do that.")
                )

    async def _refuse(self, conn: Connection, reason: str, text: str, **more: object) -> None:
        """Answer with an error, and count it against the connection."""
        conn.strikes += 1
        await _send(conn, protocol.dump(protocol.error(reason, text, **more)))

    async def _gone(self, conn: Connection) -> None:
        """A page's connection closed: the player (if it was this connection's) goes offline."""
        name = conn.name
        if name is None or self._players.get(name_key(name)) is not conn:
            return
        del self._players[name_key(name)]
        report = self.game.leave(name)
        self._emit(PlayerLeft(name, self.game.standings()))
        await self._broadcast_players()
        if report is not None:
            await self._finish(report)

    # --- players' messages -----------------------------------------------------------------------

    async def _join(self, conn: Connection, received: Message) -> None:
        """A page joins with a name and the code (and the key it was given, coming back)."""
        if conn.name is not None:
            raise Refusal("already-joined", translate("Room", "You have joined already."))
        conn.language = language_of(received.get("lang") or conn.language)
        with speaking_language(conn.language):
            self._check_code(conn, received["code"])
            seat = self.game.join(received["name"], received.get("key"))
            player = seat.player
            old = self._players.get(name_key(player.name))
            conn.name = player.name
            self._players[name_key(player.name)] = conn
            if old is not None and old is not conn:  # the same player's dead connection
                old.name = None
                await old.ws.close(code=CLOSE_POLICY, message=b"joined again elsewhere")
            await _send(conn, protocol.dump(self._welcome(conn, player.key, seat.returning)))
        self._emit(PlayerJoined(player.name, seat.returning, self.game.standings()))
        await self._broadcast_players()
        self._maybe_auto_start()

    def _check_code(self, conn: Connection, typed: str) -> None:
        """Refusal unless the code is the room's (an address sending wrong ones must wait)."""
        wait = self.guard.wait(conn.address)
        if wait > 0:
            raise Refusal(
                "wait",
                translate("Room", "Too many wrong codes: try again in {seconds} s.").format(
                    seconds=max(1, round(wait))
                ),
            )
        try:
            right = read_code(typed) == self.code
        except ValueError:
            right = False
        if not right:
            self.guard.wrong(conn.address)
            raise Refusal(
                "wrong-code",
                translate("Room", "That is not this room's code: look at the host's screen."),
            )
        self.guard.right(conn.address)

    async def _answer(self, conn: Connection, received: Message) -> None:
        """A player's answer to a round."""
        judged = self.game.submit(self._name(conn), received["round"], received["text"])
        await self._judged(conn, received["round"], judged)

    async def _no_solution(self, conn: Connection, received: Message) -> None:
        """A player says the hand has no answer."""
        judged = self.game.claim_no_solution(self._name(conn), received["round"])
        await self._judged(conn, received["round"], judged)

    async def _judged(self, conn: Connection, number: int, judged: Judged) -> None:
        """Tell the player the verdict; a round it ended, everyone."""
        result = judged.result
        verdict = message(
            "verdict",
            round=number,
            ok=judged.ok,
            verdict=judged.verdict.value,
            text=judged.message,
            points=judged.points,
            position=result.position if result is not None else None,
        )
        await _send(conn, protocol.dump(verdict))
        if judged.again is not None:
            conn.verdict = (number, judged.again)
        if judged.report is not None:
            await self._finish(judged.report)

    async def _language(self, conn: Connection, received: Message) -> None:
        """The page switched language: texts from now on in it, and those it shows again."""
        conn.language = language_of(received["lang"])
        if conn.name is None:  # not in the room: nothing of the room's is shown
            return
        reports, said = self.game.reports, conn.verdict
        with speaking_language(conn.language):
            again = protocol.texts_message(
                self.game.choices.summary(),
                reports[-1] if reports else None,
                None if said is None else (said[0], said[1]()),
            )
            await _send(conn, protocol.dump(again))

    async def _ping(self, conn: Connection, received: Message) -> None:
        """The page is still there."""
        await _send(conn, protocol.dump(message("pong")))

    async def _leave(self, conn: Connection, received: Message) -> None:
        """The player leaves (the seat and score are kept for coming back)."""
        await conn.ws.close()

    def _name(self, conn: Connection) -> str:
        """The connection's player (Refusal: it has not joined)."""
        if conn.name is None:
            raise Refusal("not-joined", translate("Room", "Join the room first."))
        return conn.name

    # --- messages out ----------------------------------------------------------------------------

    def _welcome(self, conn: Connection, key: str, returning: bool) -> Message:
        """What a page gets on joining: its key, the rules, the players, the round being played."""
        choices = self.game.choices
        live = self.game.current if self.game.phase is Phase.PLAYING else None
        return message(
            "welcome",
            name=conn.name,
            key=key,
            returning=returning,
            language=conn.language,
            phase=self.game.phase.value,
            rules={
                "mode": choices.mode.value,
                "rounds": choices.rounds,
                "seconds": choices.round_seconds,
                "cards": choices.card_count,
                "target": format_number(choices.target),
                "operators": choices.operators.symbols,
                "whole": choices.operators.whole,
                "deck": choices.deck.key,
                "levels": levels_key(choices.levels),
                "no_solution": choices.no_solution_hands,
                "text": choices.summary(),
            },
            players=protocol.standings_fields(self.game.standings()),
            round=self._round_fields(live, conn) if live is not None else None,
        )

    def _round_message(self, live: LiveRound, conn: Connection) -> Message:
        return message("round", **self._round_fields(live, conn))

    def _round_fields(self, live: LiveRound, conn: Connection) -> dict[str, object]:
        """A round as a page shows it: never its answers, nor whether it has any."""
        choices = self.game.choices
        entry = live.entries.get(conn.name.casefold()) if conn.name else None
        return {
            "round": live.number,
            "total": choices.rounds,
            "cards": [protocol.card_fields(card) for card in live.hand.cards],
            "target": format_number(live.hand.setup.target),
            "seconds": live.seconds,
            "remaining": round(self.game.remaining(), 2),
            "operators": choices.operators.symbols,
            "whole": choices.operators.whole,
            "done": entry is not None and entry.done,
        }

    async def _broadcast_players(self) -> None:
        await self._broadcast(
            lambda conn: message(
                "players", players=protocol.standings_fields(self.game.standings())
            )
        )

    async def _broadcast(self, build: Callable[[Connection], Message]) -> None:
        """Send a message to every joined page, built once per language (per page where it
        depends on the player)."""
        joined = [conn for conn in self._players.values() if not conn.ws.closed]
        texts_by_language: dict[str, str] = {}
        sends = []
        for conn in joined:
            text = texts_by_language.get(conn.language)
            if text is None:
                with speaking_language(conn.language):
                    built = build(conn)
                    text = protocol.dump(built)
                if built.get("type") != "round":  # the same for every player of a language
                    texts_by_language[conn.language] = text
            sends.append(_send(conn, text))
        await asyncio.gather(*sends)

    def _emit(self, event: RoomEvent) -> None:
        """Tell the host (a failing listener is logged, never the room's problem)."""
        if self.on_event is None:
            return
        try:
            self.on_event(event)
        except Exception as error:
            log.warning("the room's listener failed: %r", error)


#: What each type of player's message does.
HANDLERS: dict[str, Callable[[RoomServer, Connection, Message], Awaitable[None]]] = {
    "join": RoomServer._join,
    "answer": RoomServer._answer,
    "no_solution": RoomServer._no_solution,
    "language": RoomServer._language,
    "ping": RoomServer._ping,
    "leave": RoomServer._leave,
}


def _settle(dealt: asyncio.Future[DealtHand]) -> None:
    """After a deal, before the round is played: what dealing left behind (the solver's caches,
    hundreds of thousands of objects) is set aside from Python's full garbage collections, which
    walked it all, now and then, for a quarter of a second in the middle of a round (after the
    young garbage is collected, cheaply, so none of it is set aside)."""
    if not dealt.cancelled():
        gc.collect(1)
        gc.freeze()


def _is_own_host(host: str) -> bool:
    """Whether a request's Host names this machine: an address, localhost, or its own name (a
    page of another site that a name of its own points here, DNS rebinding, is not served)."""
    name = urlsplit(f"//{host}").hostname or ""
    try:
        ipaddress.ip_address(name)
    except ValueError:
        machine = socket.gethostname().split(".")[0].lower()
        return name.lower() in ("localhost", machine, f"{machine}.local")
    return True


@web.middleware
async def _own_host(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Serve only requests addressed to this machine."""
    if not _is_own_host(request.host):
        return web.Response(status=421, text="this room is reached by its address\n")
    return await handler(request)


async def _send(conn: Connection, text: str) -> None:
    """Send a text; a page that has gone is no error (its close is handled where it is read)."""
    if conn.ws.closed:
        return
    with contextlib.suppress(ConnectionError, RuntimeError):
        await conn.ws.send_str(text)


def _read_file(package: str, name: str) -> bytes:
    """One of the page's files, from the installed package."""
    return resources.files(package).joinpath(name).read_bytes()


def _bound_port(runner: web.AppRunner, asked: int) -> int:
    """The port the room listens on (the one asked for, or the one the system gave)."""
    for address in runner.addresses:
        if isinstance(address, tuple) and len(address) >= 2:
            return int(address[1])
    return asked


def _shown_address(bind: str) -> str:
    """The address players open for a room listening on `bind`."""
    if bind in ("0.0.0.0", "", "::"):
        return lan_address()
    return bind
