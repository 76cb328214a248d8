"""Preferences: a typed, validated wrapper over QSettings.

Every value is checked when read; a missing, corrupt or outdated value falls back to its default.
A bad value is removed and noted in `Settings.problems` (the window says so once). Tests pass a
QSettings on a temporary ini file::

    settings = Settings(QSettings(str(tmp_path / "twentyfour.ini"), QSettings.IniFormat))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PyQt5.QtCore import QByteArray, QObject, QSettings, pyqtSignal

from . import APP_NAME, ORGANIZATION
from .game.levels import ComputerLevel, HandLevel, parse_deal_level

#: Bumped when the meaning of stored values changes; other versions are reset to the defaults.
SCHEMA_VERSION = 1

Reader = Callable[[object], Any]


def _int_between(low: int, high: int) -> Reader:
    """A reader for an integer in low..high (stored as int or text)."""

    def read(raw: object) -> int | None:
        if isinstance(raw, bool):
            return None
        try:
            value = int(str(raw).strip())
        except ValueError:
            return None
        return value if low <= value <= high else None

    return read


def _bool(raw: object) -> bool | None:
    """A reader for true/false (stored as bool or text)."""
    if isinstance(raw, bool):
        return raw
    return {"true": True, "1": True, "false": False, "0": False}.get(str(raw).strip().lower())


def _computer_level(raw: object) -> str | None:
    """A reader for the computer's level (names of earlier versions too), stored by its key."""
    try:
        return ComputerLevel.parse(str(raw)).key
    except ValueError:
        return None


def _deal_level(raw: object) -> str | None:
    """A reader for the difficulty of dealt hands: "any" or a hand level."""
    try:
        level = parse_deal_level(str(raw))
    except ValueError:
        return None
    return "any" if level is None else level.value


def _word(raw: object) -> str | None:
    """A reader for a short word (a view name, a difficulty level)."""
    text = str(raw).strip()
    return text if 0 < len(text) <= 40 and text.isprintable() else None


def _bytes(raw: object) -> QByteArray | None:
    """A reader for binary data such as window geometry."""
    return raw if isinstance(raw, QByteArray) else None


@dataclass(frozen=True)
class Field:
    """One setting: its default and how a stored value is read (None when invalid)."""

    default: Any
    read: Reader
    what: str


FIELDS: dict[str, Field] = {
    "round_seconds": Field(60, _int_between(10, 600), "seconds per round (10..600)"),
    "level": Field(
        ComputerLevel.CASUAL.key,
        _computer_level,
        "computer level (" + ", ".join(level.key for level in ComputerLevel) + ")",
    ),
    "target": Field(24, _int_between(1, 9999), "target (1..9999)"),
    "card_count": Field(4, _int_between(2, 6), "count of cards (2..6)"),
    "only_solvable": Field(False, _bool, "deal only solvable hands (true/false)"),
    "deal_level": Field("any", _deal_level, "difficulty of dealt hands (any, Easy … Expert)"),
    "rounds": Field(0, _int_between(0, 52), "rounds per match (0 = until the deck runs out)"),
    "geometry": Field(QByteArray(), _bytes, "window geometry"),
    "last_view": Field("", _word, "the view shown last"),
}


class Settings(QObject):
    """Typed access to the app's preferences; `changed(name)` fires after each change."""

    changed = pyqtSignal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings(
            QSettings.IniFormat, QSettings.UserScope, ORGANIZATION, APP_NAME
        )
        self.problems: list[str] = []
        #: The problems that were a bad stored value, by the value's short name ("target").
        self.bad_values: dict[str, str] = {}
        self._check_version()

    @property
    def path(self) -> str:
        """The file the settings live in."""
        return self._store.fileName()

    def get(self, name: str) -> Any:
        """The value of a setting, or its default when missing or invalid."""
        field = FIELDS[name]
        raw = self._store.value(name)
        if raw is None:
            return field.default
        value = field.read(raw)
        if value is None:
            problem = f"ignored the stored {field.what}: {str(raw)[:20]!r}; using the default"
            self._note(problem)
            self.bad_values.setdefault(problem, field.what.split(" (", 1)[0])
            self._store.remove(name)  # repaired: the next start reads the default silently
            return field.default
        return value

    def set(self, name: str, value: Any) -> None:
        """Store a setting; raises ValueError when the value is not valid for it."""
        field = FIELDS[name]
        checked = field.read(value)
        if checked is None:
            raise ValueError(f"{name}: {value!r} is not a valid {field.what}")
        if checked == self.get(name):
            return
        self._store.setValue(name, checked)
        self.changed.emit(name)

    def reset(self) -> None:
        """Forget every stored value (back to the defaults)."""
        self._store.clear()
        self._store.setValue("version", SCHEMA_VERSION)
        for name in FIELDS:
            self.changed.emit(name)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._store.sync()

    def _check_version(self) -> None:
        """Reset values written by another version of the settings."""
        raw = self._store.value("version")
        if raw is not None and _int_between(1, 1000)(raw) != SCHEMA_VERSION:
            self._note(f"settings from another version ({str(raw)[:10]!r}) were reset")
            self._store.clear()
        self._store.setValue("version", SCHEMA_VERSION)

    def _note(self, problem: str) -> None:
        """Remember a problem with the stored settings (once)."""
        if problem not in self.problems:
            self.problems.append(problem)

    # Typed properties, one per field.

    @property
    def round_seconds(self) -> int:
        """Seconds per round against the computer."""
        return int(self.get("round_seconds"))

    @round_seconds.setter
    def round_seconds(self, value: int) -> None:
        self.set("round_seconds", value)

    @property
    def computer_level(self) -> ComputerLevel:
        """How quick the computer is."""
        return ComputerLevel.parse(str(self.get("level")))

    @computer_level.setter
    def computer_level(self, value: ComputerLevel | str) -> None:
        self.set("level", value.key if isinstance(value, ComputerLevel) else value)

    @property
    def target(self) -> int:
        """The number to make (24 by default)."""
        return int(self.get("target"))

    @target.setter
    def target(self, value: int) -> None:
        self.set("target", value)

    @property
    def card_count(self) -> int:
        """Cards per hand (2..6, 4 by default)."""
        return int(self.get("card_count"))

    @card_count.setter
    def card_count(self, value: int) -> None:
        self.set("card_count", value)

    @property
    def only_solvable(self) -> bool:
        """Whether matches deal only solvable hands."""
        return bool(self.get("only_solvable"))

    @only_solvable.setter
    def only_solvable(self, value: bool) -> None:
        self.set("only_solvable", value)

    @property
    def deal_level(self) -> HandLevel | None:
        """The difficulty of dealt hands (None: any, the default)."""
        return parse_deal_level(str(self.get("deal_level")))

    @deal_level.setter
    def deal_level(self, value: HandLevel | str | None) -> None:
        self.set("deal_level", "any" if value is None else str(value))

    @property
    def rounds(self) -> int:
        """Rounds per match; 0 plays until the deck runs out (13 rounds of 4 cards)."""
        return int(self.get("rounds"))

    @rounds.setter
    def rounds(self, value: int) -> None:
        self.set("rounds", value)

    @property
    def geometry(self) -> QByteArray:
        """The main window's saved geometry (empty when none)."""
        value: QByteArray = self.get("geometry")
        return value

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.set("geometry", value)

    @property
    def last_view(self) -> str:
        """The title of the view shown when the window last closed."""
        return str(self.get("last_view"))

    @last_view.setter
    def last_view(self, value: str) -> None:
        self.set("last_view", value)
