"""The room's limits on what players' devices may send, as plain classes on an injected clock:
how often (`Bucket`), how many wrong codes from one address before it must wait (`CodeGuard`),
and the numbers of the server's other limits (`Limits`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game.clock import Clock


@dataclass(frozen=True)
class Limits:
    """The server's limits; tests may tighten them."""

    #: seconds a new connection has to join before it is closed
    join_seconds: float = 15.0
    #: seconds a joined player's page may stay silent (it pings every 15 s) before it is closed
    idle_seconds: float = 60.0
    #: messages a connection may send per second on average, and in a burst
    rate: float = 5.0
    burst: int = 15
    #: refusals (errors) a connection may earn before it is closed
    strikes: int = 20
    #: open WebSocket connections in all, and from one address
    connections: int = 120
    per_address: int = 60
    #: wrong codes from one address before it waits, and the longest wait in seconds
    free_tries: int = 3
    longest_wait: float = 60.0
    #: HTTP: the longest request line or header, the most headers, seconds an idle
    #: keep-alive connection stays open
    max_line: int = 4096
    max_headers: int = 40
    keepalive_seconds: float = 15.0


class Bucket:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, clock: Clock, rate: float, burst: int) -> None:
        self.clock = clock
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._at = clock.now()

    def take(self) -> bool:
        """Whether one more message may be taken now (it is counted if so)."""
        now = self.clock.now()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


@dataclass
class _Tries:
    """Wrong codes from one address, and until when it must wait."""

    wrong: int = 0
    until: float = 0.0


@dataclass
class CodeGuard:
    """Wrong room codes by address: after `free_tries` wrong ones an address waits 1 s, then 2,
    4, … up to `longest_wait` before its next try is read; a right code forgives it."""

    clock: Clock
    free_tries: int = 3
    longest_wait: float = 60.0
    _by_address: dict[str, _Tries] = field(default_factory=dict)

    def wait(self, address: str) -> float:
        """Seconds the address must still wait before a code it sends is read (0: none)."""
        tries = self._by_address.get(address)
        return 0.0 if tries is None else max(0.0, tries.until - self.clock.now())

    def wrong(self, address: str) -> float:
        """Count a wrong code; returns the seconds the address must now wait."""
        tries = self._by_address.setdefault(address, _Tries())
        tries.wrong += 1
        over = tries.wrong - self.free_tries
        if over > 0:
            tries.until = self.clock.now() + min(self.longest_wait, 2.0 ** (over - 1))
        return self.wait(address)

    def right(self, address: str) -> None:
        """A right code: the address's wrong ones are forgotten."""
        self._by_address.pop(address, None)
