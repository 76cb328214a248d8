"""A cache bounded by size, for what the searches keep between problems (`search`; compiled)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Final, Generic, TypeVar, final

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

#: How many shared multisets the searches keep at least (then the least recently used half is
#: forgotten).
SHARED_KEPT: Final = 4096


@final
class Kept(Generic[K, V]):
    """A cache that keeps at least `size` entries: when full, what was not used since it last
    filled up is forgotten (two generations: never all at once, never more than 2 * size)."""

    __slots__ = ("new", "old", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self.new: dict[K, V] = {}
        self.old: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        """The value kept for a key, or None."""
        found = self.new.get(key)
        if found is None:
            found = self.old.get(key)
            if found is not None:
                self.put(key, found)
        return found

    def put(self, key: K, value: V) -> V:
        """Keep a value (and return it)."""
        if len(self.new) >= self.size:
            self.old, self.new = self.new, {}
        self.new[key] = value
        return value

    def clear(self) -> None:
        """Forget everything."""
        self.new, self.old = {}, {}

    def __len__(self) -> int:
        return len(self.new) + len(self.old)
