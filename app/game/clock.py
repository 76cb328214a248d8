"""Clocks: the game reads time through one of these so tests can run a minute in a millisecond;
the stopwatch that times a hand on one; and time as players read it ("17.3 s", "17.3 秒"),
written here only."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from datetime import date
from typing import Protocol

from ..i18n import translate


class Clock(Protocol):
    """Anything with `now()`: seconds as a float from an arbitrary start, never going back."""

    def now(self) -> float:
        """The current time in seconds."""
        ...


class MonotonicClock:
    """The real clock (time.monotonic)."""

    def now(self) -> float:
        """Seconds from the monotonic clock."""
        return time.monotonic()


class ManualClock:
    """A clock that only moves when told to (tests and screenshots)."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start

    def now(self) -> float:
        """The time set so far."""
        return self._now

    def advance(self, seconds: float) -> float:
        """Move the clock forward; returns the new time."""
        if seconds < 0:
            raise ValueError(f"a clock cannot go back ({seconds} s)")
        self._now += seconds
        return self._now

    def set(self, now: float) -> None:
        """Jump to a time not earlier than the current one."""
        self.advance(now - self._now)


class Stopwatch:
    """The seconds a player spends on a hand: they run from `start` and are kept as they stand
    at `stop` (a hand solved, or its answers shown). `now` reads the time: the session's clock,
    whichever it has then (a screenshot gives it its own)."""

    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        self._started = 0.0
        self._stopped: float | None = None

    def start(self, already: float = 0.0, stopped: bool = False) -> None:
        """Run from now, with `already` seconds spent before (a hand taken up again); `stopped`:
        those seconds are all (the hand was done)."""
        self._started = self.now() - already
        self._stopped = already if stopped else None

    def stop(self) -> None:
        """Keep the seconds as they stand (stopped again, they stay)."""
        self._stopped = self.seconds()

    @property
    def stopped(self) -> bool:
        """Whether the seconds are kept (the hand is done)."""
        return self._stopped is not None

    def seconds(self) -> float:
        """The seconds spent so far, or kept at `stop`."""
        return self.now() - self._started if self._stopped is None else self._stopped


# --- time for people ---------------------------------------------------------------------------


def seconds_text(seconds: float, digits: int = 1) -> str:
    """Seconds as players read them, with `digits` decimals: "17.3 s", "60 s" (digits=0)."""
    return translate("Time", "{seconds} s").format(seconds=f"{seconds:.{digits}f}")


def countdown_text(seconds: float) -> str:
    """Whole seconds left, rounded up (a bar at 0.3 s still says "1 s")."""
    return translate("Time", "{seconds} s").format(seconds=max(0, math.ceil(seconds - 1e-9)))


def clock_text(seconds: float) -> str:
    """Whole seconds as a clock shows them, the same in every language: "0:42", "12:05",
    "1:02:03" (an hour or more).

    >>> clock_text(42.4), clock_text(725), clock_text(3723)
    ('0:42', '12:05', '1:02:03')
    """
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def date_text(day: date) -> str:
    """A date as the player's language writes it: "2026-11-29", "2026年11月29日"."""
    return translate("Time", "{year}-{month:02}-{day:02}").format(
        year=day.year, month=day.month, day=day.day
    )


def seconds_unit() -> str:
    """What follows a number of seconds, space included (" s", " 秒"): a spin box's suffix."""
    return translate("Time", "{seconds} s").partition("{seconds}")[2]
