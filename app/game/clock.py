"""Clocks: the game reads time through one of these so tests can run a minute in a millisecond."""

from __future__ import annotations

import time
from typing import Protocol


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
