"""The headless host: ``python -m app.room serve [--port N] [--code CODE] [--rounds N]
[--seconds S] [--min-players N] [--mode race|class] [--lang L]`` (and --levels, --deck, --ops,
--whole, --no-solution-hands, --break, --bind, --no-discovery, --qr).

It prints ``room: http://ADDRESS:PORT/ code CODE`` on one line (ADDRESS the machine's address on
the local network, loopback when it has none), starts each round once --min-players are
connected, prints each round's result, and closes the room when the game is over (exit 0) or on
Ctrl+C (exit 130), telling every player. Bad options: one line on stderr, exit 2; a port that is
taken: one line, exit 1.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Sequence
from typing import Any, NoReturn, TextIO

from solver import OperatorSet, SolverError

from ..game.decks import DeckRules
from ..i18n import translate
from ..i18n.catalogue import language_of
from . import qr, texts
from .choices import (
    BREAK_SECONDS,
    ROUND_SECONDS,
    ROUNDS,
    Mode,
    RoomChoices,
    parse_levels,
    read_code,
)
from .events import GameOver, RoomEvent
from .players import MAX_PLAYERS
from .server import RoomServer, ServerOptions

PROGRAM = "python -m app.room"
DEFAULT_PORT = 8024
#: Exit codes: the game played out, a port taken, bad options, stopped with Ctrl+C.
OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 130


class _Parser(argparse.ArgumentParser):
    """Errors on one line, exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE, f"{self.prog}: error: {message}\n")


def _bounded(kind: type, low: float, high: float, what: str) -> Any:
    """An argparse type: a number from low to high."""

    def read(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be from {low} to {high}, not {text}")
        return value  # type: ignore[no-any-return]

    return read


def _wrap(reader: Any) -> Any:
    """An argparse type from a reader that raises ValueError (its message kept)."""

    def read(text: str) -> object:
        try:
            return reader(text)
        except (ValueError, SolverError) as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return read


def parser() -> argparse.ArgumentParser:
    """The command's options."""
    top = _Parser(prog=PROGRAM, description="Host a room of Twenty-Four on the local network.")
    commands = top.add_subparsers(dest="command", required=True, parser_class=_Parser)
    serve = commands.add_parser("serve", help="open a room and play until the game is over")
    serve.add_argument("--port", type=_bounded(int, 0, 65535, "the port"), default=DEFAULT_PORT)
    serve.add_argument("--code", type=_wrap(read_code), help="the room's code (default: random)")
    serve.add_argument("--rounds", type=_bounded(int, *ROUNDS, "rounds"), default=10)
    serve.add_argument("--seconds", type=_bounded(float, *ROUND_SECONDS, "seconds"), default=60.0)
    serve.add_argument(
        "--min-players", type=_bounded(int, 1, MAX_PLAYERS, "--min-players"), default=2
    )
    serve.add_argument("--mode", type=_wrap(Mode.parse), default=Mode.RACE, help="race or class")
    serve.add_argument("--lang", choices=("en", "zh_CN"), default="en")
    serve.add_argument("--levels", type=_wrap(parse_levels), default=(), help="e.g. easy-hard")
    serve.add_argument("--deck", type=_wrap(DeckRules.parse), default=DeckRules())
    serve.add_argument("--ops", type=_wrap(OperatorSet.parse), default=None, help="e.g. +-*/")
    serve.add_argument("--whole", action="store_true", help="every step a whole number")
    serve.add_argument("--no-solution-hands", action="store_true")
    serve.add_argument("--break", dest="pause", type=_bounded(float, *BREAK_SECONDS, "--break"))
    serve.add_argument("--bind", default="0.0.0.0", help="the address to listen on")
    serve.add_argument("--no-discovery", action="store_true", help="do not advertise the room")
    serve.add_argument("--qr", action="store_true", help="print the QR code of the address")
    return top


def choices_of(args: argparse.Namespace) -> RoomChoices:
    """The room's choices from the options."""
    operators = args.ops or OperatorSet()
    if args.whole:
        operators = OperatorSet(operators.symbols, whole=True)
    return RoomChoices(
        mode=args.mode,
        rounds=args.rounds,
        round_seconds=args.seconds,
        break_seconds=8.0 if args.pause is None else args.pause,
        deck=args.deck,
        operators=operators,
        levels=args.levels,
        no_solution_hands=args.no_solution_hands,
    )


class Terminal:
    """What the headless host prints as the room plays, in its language."""

    def __init__(self, out: TextIO, language: str) -> None:
        self.out = out
        self.language = language
        self.over = asyncio.Event()

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.out, flush=True)

    def event(self, event: RoomEvent) -> None:
        """Print an event of the room's."""
        with texts.speaking_language(self.language):
            lines = texts.event_lines(event)
        self.say(*lines)
        if isinstance(event, GameOver):
            self.over.set()


async def serve(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    """Open the room, play, close; the exit code."""
    terminal = Terminal(out, language_of(args.lang))
    options = ServerOptions(
        bind=args.bind,
        port=args.port,
        code=args.code,
        discovery=not args.no_discovery,
        auto_start=args.min_players,
        language=terminal.language,
    )
    server = RoomServer(choices_of(args), options, on_event=terminal.event)
    try:
        await server.open()
    except OSError as error:
        print(
            f"{PROGRAM} serve: error: cannot listen on port {args.port}: {error.strerror or error}",
            file=sys.stderr,
        )
        return FAILED
    terminal.say(f"room: {server.url} code {server.code}")
    if args.qr:
        terminal.say(qr.terminal_text(server.join_url))
    interrupted = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, interrupted.set)
    try:
        done = {
            asyncio.ensure_future(interrupted.wait()),
            asyncio.ensure_future(terminal.over.wait()),
        }
        _, pending = await asyncio.wait(done, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
    finally:
        await server.close()
        with texts.speaking_language(terminal.language):
            terminal.say(translate("Room", "The room is closed."))
    return INTERRUPTED if interrupted.is_set() else OK


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; its exit code."""
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format=f"{PROGRAM}: %(message)s")
    try:
        return asyncio.run(serve(args))
    except KeyboardInterrupt:  # Ctrl+C before the room's own handler was in place
        return INTERRUPTED
