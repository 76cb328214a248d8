"""`Frozen`: a value type whose fields never change once made, as a frozen dataclass is.

The values every command makes (`OperatorSet`, `Solution`, `Nearest`) are frozen this way, not
as dataclasses: dataclasses' import (inspect, ast, dis, tokenize) and the code each dataclass
compiles as it is made were 29 M of the 755 M instructions of the four-card table command.
"""

from __future__ import annotations

from typing import ClassVar, NoReturn


class Frozen:
    """A value set once (`_set`, in ``__init__``), then compared, hashed, shown and pickled by
    its `FIELDS`, in their order (``__init__`` takes them so), as a frozen dataclass is."""

    __slots__ = ()
    #: The fields, as ``__init__`` takes them.
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def _set(self, **fields: object) -> None:
        """Set fields (in ``__init__``: afterwards they never change)."""
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Frozen)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[type[Frozen], tuple[object, ...]]:
        return type(self), self._values()
