"""Sound cues: the sounds a game's moments call for, queued by the rules, played by the view."""

from __future__ import annotations

from assets.sounds import Effect

__all__ = ["Cues", "Effect"]


class Cues:
    """The sounds called for since the view last took them, in order."""

    def __init__(self) -> None:
        self._queued: list[Effect] = []

    def add(self, effect: Effect) -> None:
        """Call for a sound."""
        self._queued.append(effect)

    def take(self) -> list[Effect]:
        """The sounds called for since the last take (and forget them)."""
        taken, self._queued = self._queued, []
        return taken
