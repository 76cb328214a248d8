"""Preferences: a typed, validated wrapper over QSettings.

The file is checked when the app starts, before anything is written to it. If anything in it is
wrong (a bad value, a key the app does not know, bytes that are not text, settings of another
version), a copy of the file as it was is kept beside it (``twentyfour.ini.damaged-<time>``,
nothing the player saved is lost), the wrong parts fall back to their defaults and
`Settings.problems` says so in sentences the window shows. A file that cannot be written (read
only, a folder in its place) is said at once; changes then last until the app quits. Tests pass
a QSettings on a temporary ini file::

    settings = Settings(QSettings(str(tmp_path / "twentyfour.ini"), QSettings.IniFormat))
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload

from PyQt5.QtCore import QByteArray, QObject, QSettings, pyqtSignal

from solver import OperatorSet, SolverError

from .. import APP_NAME, ORGANIZATION
from ..game.decks import DeckRules
from ..game.levels import ComputerLevel, parse_deal_level
from ..game.options import Options
from ..game.storage import set_aside, sync_folder
from ..i18n import (
    LANGUAGES,
    bracketed,
    listed,
    sentences,
    translate,
    translate_noop,
    translated,
)
from .theme import TEXT_SIZES, THEMES

if TYPE_CHECKING:
    from ..game.levels import HandLevel
    from ..game.worksheet import WorksheetOptions

T = TypeVar("T")
V = TypeVar("V")
OptionsT = TypeVar("OptionsT", bound=Options)

#: Bumped when the meaning of stored values changes; other versions are reset to the defaults.
SCHEMA_VERSION = 1

Reader = Callable[[object], Any]
LANGUAGE_CODES = tuple(code for code, _ in LANGUAGES)
#: How a player makes an answer in the play modes: typing it, or combining the cards.
ANSWER_INPUTS = ("typing", "combining")


def _is_text(path: Path) -> bool:
    """Whether a settings file is text at all (UTF-8, no NUL or other control bytes)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return all(char.isprintable() or char in "\t\r\n" for char in text)


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


class Keyed(Protocol):
    """A value stored by its key (a computer level, a deck, a worksheet's choices)."""

    @property
    def key(self) -> str: ...


def _key_of(value: Keyed | str) -> str:
    """What is stored for a keyed value (a key as it is given)."""
    return value if isinstance(value, str) else value.key


def _deal_level_key(value: HandLevel | str | None) -> str:
    return "any" if value is None else str(value)


def _parsed(
    parse: Callable[[str], V], stored: Callable[[V], str], error: type[Exception] = ValueError
) -> Reader:
    """A reader for a value the game parses from text (None where `parse` raises `error`),
    stored as `stored` writes it."""

    def read(raw: object) -> str | None:
        try:
            return stored(parse(str(raw)))
        except error:
            return None

    return read


#: The computer's level (names of earlier versions too), stored by its key.
_computer_level = _parsed(ComputerLevel.parse, _key_of)
#: The difficulty of dealt hands: "any" or a hand level.
_deal_level = _parsed(parse_deal_level, _deal_level_key)
#: The deck variant, stored by its key ("standard", "numbers:1-20").
_deck = _parsed(DeckRules.parse, _key_of)
#: The game's operators, stored as the solver writes them ("+-*/", "+- whole").
_operators = _parsed(OperatorSet.parse, str, SolverError)


def _worksheet(raw: object) -> str | None:
    """A reader for the last worksheet's options, stored by their key ("" before the first)."""
    from ..game.worksheet import WorksheetOptions  # only when a worksheet was made

    text = str(raw).strip()
    try:
        return WorksheetOptions.parse(text).key if text else ""
    except ValueError:
        return None


def _room(raw: object) -> str | None:
    """A reader for the last room's choices, stored by their key ("" before the first)."""
    from ..room.choices import RoomChoices  # only when a room was hosted

    text = str(raw).strip()
    try:
        return RoomChoices().with_key(text).key() if text else ""
    except ValueError:
        return None


def _room_address(raw: object) -> str | None:
    """A reader for a room's address, stored as the dialog shows it ("" before the first)."""
    from ..room.joining import AddressError, room_address  # only when a room was joined

    text = str(raw).strip()
    try:
        return room_address(text).url if text else ""
    except AddressError:
        return None


def _word(raw: object) -> str | None:
    """A reader for a short word (a view name, a difficulty level)."""
    text = str(raw).strip()
    return text if 0 < len(text) <= 40 and text.isprintable() else None


def _name(raw: object) -> str | None:
    """A reader for a player's name: printable, at most 24 characters ("" for the default)."""
    text = str(raw).strip()
    return text if len(text) <= 24 and text.isprintable() else None


def _choice(choices: tuple[str, ...]) -> Reader:
    """A reader for one of a few words (any case), stored as given in `choices`."""

    def read(raw: object) -> str | None:
        word = str(raw).strip().lower()
        return word if word in choices else None

    return read


def _one_of_ints(choices: tuple[int, ...]) -> Reader:
    """A reader for one of a few whole numbers."""

    def read(raw: object) -> int | None:
        value = _int_between(min(choices), max(choices))(raw)
        return value if value in choices else None

    return read


def _language(raw: object) -> str | None:
    """A reader for the language: "" (the system's) or one the app speaks."""
    text = str(raw).strip()
    return text if text == "" or text in LANGUAGE_CODES else None


def _bytes(raw: object) -> QByteArray | None:
    """A reader for binary data such as window geometry."""
    return raw if isinstance(raw, QByteArray) else None


@dataclass(frozen=True)
class Field:
    """One setting: its default, how a stored value is read (None when invalid), and what it is
    (for programmers' errors; `field_name` says it to players)."""

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
    "deck": Field("standard", _deck, "deck (standard, faces-ten, no-faces, numbers:LOW-HIGH)"),
    "operators": Field("+-*/", _operators, "operators allowed (of +-*/, then 'whole' if so)"),
    "first_player": Field("", _name, "name of the first player of a duel"),
    "second_player": Field("", _name, "name of the second player of a duel"),
    "duel_goal": Field(5, _int_between(1, 99), "points that win a duel (1..99)"),
    "language": Field("", _language, "language (empty: the system's, en, zh_CN)"),
    "theme": Field("system", _choice(THEMES), "appearance (system, light, dark)"),
    "text_size": Field(100, _one_of_ints(TEXT_SIZES), "text size in per cent (100, 115, 130, 150)"),
    "sound_volume": Field(70, _int_between(0, 100), "sound volume (0..100)"),
    "sound_muted": Field(False, _bool, "sounds muted (true/false)"),
    "answer_input": Field(
        "typing", _choice(ANSWER_INPUTS), "how answers are made (typing, combining)"
    ),
    "geometry": Field(QByteArray(), _bytes, "window geometry"),
    "last_view": Field("", _word, "the view shown last"),
    "worksheet": Field("", _worksheet, "the last worksheet (count=N level=L deck=D …)"),
    "room": Field("", _room, "the last room's choices (mode=race rounds=N seconds=S …)"),
    "join_address": Field("", _room_address, "the address of the last room joined"),
    "join_name": Field("", _name, "the name the player last joined a room as"),
}


#: The settings' names for players (marked, translated when shown).
_FIELD_NAMES = {
    "round_seconds": translate_noop("Settings", "seconds per round"),
    "level": translate_noop("Settings", "computer level"),
    "target": translate_noop("Settings", "target"),
    "card_count": translate_noop("Settings", "count of cards"),
    "only_solvable": translate_noop("Settings", "only hands with an answer"),
    "deal_level": translate_noop("Settings", "hand difficulty"),
    "rounds": translate_noop("Settings", "rounds per match"),
    "deck": translate_noop("Settings", "deck"),
    "operators": translate_noop("Settings", "operators"),
    "first_player": translate_noop("Settings", "first player's name"),
    "second_player": translate_noop("Settings", "second player's name"),
    "duel_goal": translate_noop("Settings", "points that win a duel"),
    "language": translate_noop("Settings", "language"),
    "theme": translate_noop("Settings", "appearance"),
    "text_size": translate_noop("Settings", "text size"),
    "sound_volume": translate_noop("Settings", "sound volume"),
    "sound_muted": translate_noop("Settings", "sounds off"),
    "answer_input": translate_noop("Settings", "how answers are made"),
    "geometry": translate_noop("Settings", "window size and place"),
    "last_view": translate_noop("Settings", "view shown last"),
    "worksheet": translate_noop("Settings", "the last worksheet's choices"),
    "room": translate_noop("Settings", "the last room's choices"),
    "join_address": translate_noop("Settings", "the address of the last room joined"),
    "join_name": translate_noop("Settings", "your name in the last room joined"),
}


def field_name(name: str) -> str:
    """A setting's name for players."""
    return translated("Settings", _FIELD_NAMES[name]) if name in _FIELD_NAMES else name


def _computer_level_of(raw: object) -> ComputerLevel:
    return ComputerLevel.parse(str(raw))


def _deal_level_of(raw: object) -> HandLevel | None:
    return parse_deal_level(str(raw))


def _deck_of(raw: object) -> DeckRules:
    return DeckRules.parse(str(raw))


def _operators_of(raw: object) -> OperatorSet:
    return OperatorSet.parse(str(raw))


def _is_combining(raw: object) -> bool:
    return str(raw) == "combining"


def _answer_input(combining: bool) -> str:
    return "combining" if combining else "typing"


def _as_bytes(raw: object) -> QByteArray:
    return raw if isinstance(raw, QByteArray) else QByteArray()


def _worksheet_of(raw: object) -> WorksheetOptions | None:
    from ..game.worksheet import WorksheetOptions  # only when a worksheet was made

    key = str(raw)
    return WorksheetOptions.parse(key) if key else None


class Setting(Generic[T, V]):
    """One typed attribute of `Settings` over a field of `FIELDS`: read as a T (`load` makes it
    from the value stored, or the default), set from a V (`dump` makes what is stored; `set`
    checks it and says the change)."""

    @overload
    def __init__(self: Setting[T, T], key: str, load: Callable[[Any], T]) -> None: ...

    @overload
    def __init__(self, key: str, load: Callable[[Any], T], dump: Callable[[V], object]) -> None: ...

    def __init__(
        self, key: str, load: Callable[[Any], T], dump: Callable[[V], object] | None = None
    ) -> None:
        if key not in FIELDS:
            raise KeyError(f"{key} is not a field of the settings")
        self.key = key
        self.load = load
        self.dump: Callable[[V], object] = dump if dump is not None else _same

    @overload
    def __get__(self, settings: None, owner: type[Settings]) -> Setting[T, V]: ...

    @overload
    def __get__(self, settings: Settings, owner: type[Settings]) -> T: ...

    def __get__(self, settings: Settings | None, owner: type[Settings]) -> Setting[T, V] | T:
        if settings is None:
            return self
        return self.load(settings.get(self.key))

    def __set__(self, settings: Settings, value: V) -> None:
        settings.set(self.key, self.dump(value))


def _same(value: object) -> object:
    return value


class Settings(QObject):
    """Typed access to the app's preferences; `changed(name)` fires after each change and
    `failed(message)` when a change could not be saved (said once)."""

    changed = pyqtSignal(str)
    failed = pyqtSignal(str)

    def __init__(
        self,
        store: QSettings | None = None,
        parent: QObject | None = None,
        now: Callable[[], datetime] | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store or QSettings(
            QSettings.IniFormat, QSettings.UserScope, ORGANIZATION, APP_NAME
        )
        self._now = now or (lambda: datetime.now(UTC))
        #: What was wrong with the file at the start, in sentences for the player.
        self.problems: list[str] = []
        #: Where a copy of the file as it was is kept (None: nothing was wrong with it).
        self.aside: Path | None = None
        self._unsaved = False
        self._check_file()

    def options(self, kind: type[OptionsT]) -> OptionsT:
        """A way to play's options (`MatchOptions`, `PracticeOptions` …) as the settings choose
        them: each field the kind takes from the settings (`Options.chosen`), read as `OPTIONS`
        says; the others keep their defaults."""
        return kind(**{name: OPTIONS[name](self) for name in kind.chosen() if name in OPTIONS})

    @property
    def path(self) -> str:
        """The file the settings live in."""
        return self._store.fileName()

    def get(self, name: str) -> Any:
        """The value of a setting, or its default when missing or invalid."""
        field = FIELDS[name]
        raw = self._store.value(name)
        value = None if raw is None else field.read(raw)
        return field.default if value is None else value

    def set(self, name: str, value: Any) -> None:
        """Store a setting; raises ValueError when the value is not valid for it."""
        field = FIELDS[name]
        checked = field.read(value)
        if checked is None:
            raise ValueError(f"{name}: {value!r} is not a valid {field.what}")
        if checked == self.get(name):
            return
        self._store.setValue(name, checked)
        self.sync()
        self.changed.emit(name)

    def reset(self) -> None:
        """Forget every stored value (back to the defaults)."""
        self._store.clear()
        self._store.setValue("version", SCHEMA_VERSION)
        self.sync()
        for name in FIELDS:
            self.changed.emit(name)

    def sync(self) -> None:
        """Write pending changes to disk (QSettings writes a new file and renames it over the
        old one; the rename is then made to last); `failed` says once if they cannot be
        saved."""
        self._store.sync()
        if self._store.status() == QSettings.NoError:
            sync_folder(Path(self.path).parent)
        elif not self._unsaved:
            self._unsaved = True
            self.failed.emit(self._unsaved_message())

    # --- the file at the start -----------------------------------------------------------------

    def _check_file(self) -> None:
        """Check the file before anything is written to it; keep a copy of it if anything is
        wrong, then repair it (bad parts back to their defaults)."""
        path = Path(self.path)
        unusable = self._unusable(path)
        if unusable is not None:
            self._unsaved = True
            self.problems.append(unusable)
            return
        bad = [
            name
            for name in FIELDS
            if (raw := self._store.value(name)) is not None and FIELDS[name].read(raw) is None
        ]
        version = self._store.value("version")
        other_version = version is not None and _int_between(1, 1000)(version) != SCHEMA_VERSION
        wrong = self._whats_wrong(path, bad, other_version)
        if wrong:
            self._keep_copy(path, wrong)
            self._repair([] if other_version else [n for n in FIELDS if n not in bad])
        self._store.setValue("version", SCHEMA_VERSION)
        self._store.sync()
        if self._store.status() != QSettings.NoError:
            self._unsaved = True
            self.problems.append(self._unsaved_message())

    def _unusable(self, path: Path) -> str | None:
        """Why the file cannot be used at all (a folder, not readable); None: it can."""
        if path.is_dir():
            return self._unsaved_message()
        if path.is_file() and not os.access(path, os.R_OK):
            return translate(
                "Settings",
                "Your preferences cannot be read: {path} is not readable. Defaults are used "
                "and changes last until you quit.",
            ).format(path=path)
        return None

    def _whats_wrong(self, path: Path, bad: list[str], other_version: bool) -> list[str]:
        """What is wrong with the file, in sentences (none: it is sound): damaged, of another
        version, or with values that are not valid (`bad`)."""
        wrong: list[str] = []
        garbage = path.is_file() and not _is_text(path)
        unknown = [key for key in self._store.allKeys() if key not in FIELDS and key != "version"]
        if garbage or unknown:
            wrong.append(translate("Settings", "The settings file was damaged."))
        elif other_version:
            wrong.append(
                translate("Settings", "The settings were written by another version of the game.")
            )
        if bad and not other_version:
            names = listed(
                bracketed(field_name(name), repr(str(self._store.value(name))[:20])) for name in bad
            )
            wrong.append(
                translate(
                    "Settings", "Some stored values were not valid: {names}.", None, len(bad)
                ).format(names=names)
            )
        return wrong

    def _repair(self, keep: list[str]) -> None:
        """Empty the file, then write back the stored values of the settings to `keep`."""
        good = {name: self._store.value(name) for name in keep if self._store.contains(name)}
        self._store.clear()
        for name, value in good.items():
            self._store.setValue(name, value)

    def _keep_copy(self, path: Path, wrong: list[str]) -> None:
        """Keep the file as it was beside it, and say what happened."""
        try:
            self.aside = set_aside(path, self._now, keep=True)
        except OSError as error:
            kept = translate(
                "Settings", "No copy of it could be kept ({reason}); defaults are used instead."
            ).format(reason=error.strerror or error)
        else:
            kept = translate(
                "Settings",
                "Defaults are used instead; the file as it was is kept as {aside}.",
            ).format(aside=self.aside)
        self.problems.append(sentences(*wrong, kept))

    def _unsaved_message(self) -> str:
        """What the player reads when the settings cannot be written."""
        return translate(
            "Settings",
            "Your preferences cannot be saved: {path} cannot be written. Changes last until "
            "you quit.",
        ).format(path=self.path)

    # Typed access, one attribute per field of FIELDS (a `Setting`: read as its type, set
    # through `set`, which checks the value).

    #: Seconds per round against the computer.
    round_seconds = Setting("round_seconds", int)
    #: How quick the computer is.
    computer_level = Setting("level", _computer_level_of, _key_of)
    #: The number to make (24 by default).
    target = Setting("target", int)
    #: Cards per hand (2..6, 4 by default).
    card_count = Setting("card_count", int)
    #: Whether matches deal only solvable hands.
    only_solvable = Setting("only_solvable", bool)
    #: The difficulty of dealt hands (None: any, the default).
    deal_level = Setting("deal_level", _deal_level_of, _deal_level_key)
    #: Rounds per match; 0 plays until the deck runs out (13 rounds of 4 cards).
    rounds = Setting("rounds", int)
    #: The deck every mode, the helper and the statistics use.
    deck = Setting("deck", _deck_of, _key_of)
    #: The operators every mode, the helper and the statistics allow, and whether every step
    #: must make a whole number.
    operators = Setting("operators", _operators_of, str)
    #: The names of a duel's players as typed ("" until given: `player_names` says the default).
    first_player = Setting("first_player", str)
    second_player = Setting("second_player", str)
    #: Points that win a duel.
    duel_goal = Setting("duel_goal", int)
    #: The language chosen ("" follows the system).
    language = Setting("language", str)
    #: The appearance: "system" (the default), "light" or "dark".
    theme = Setting("theme", str)
    #: The size of the text, in per cent of the system's.
    text_size = Setting("text_size", int)
    #: The volume of the sound effects, 0..100.
    sound_volume = Setting("sound_volume", int)
    #: Whether the sound effects are off.
    sound_muted = Setting("sound_muted", bool)
    #: Whether answers are made by combining the cards (else they are typed).
    combining = Setting("answer_input", _is_combining, _answer_input)
    #: The main window's saved geometry (empty when none).
    geometry = Setting("geometry", _as_bytes)
    #: The title of the view shown when the window last closed.
    last_view = Setting("last_view", str)
    #: The choices of the last worksheet made (None before the first).
    worksheet = Setting("worksheet", _worksheet_of, _key_of)

    @property
    def player_names(self) -> tuple[str, str]:
        """The names of a duel's players ("Player 1" and "Player 2" until they are given)."""
        first = self.first_player or translate("Settings", "Player 1")
        second = self.second_player or translate("Settings", "Player 2")
        return first, second

    @player_names.setter
    def player_names(self, names: tuple[str, str]) -> None:
        self.first_player, self.second_player = names


#: How each option of the ways to play (app.game.options.Options and its kinds) is read from the
#: settings, by its name in the options: the one place that maps settings to options.
OPTIONS: dict[str, Callable[[Settings], Any]] = {
    "deck": lambda settings: settings.deck,
    "operators": lambda settings: settings.operators,
    "card_count": lambda settings: settings.card_count,
    "target": lambda settings: settings.target,
    "deal_level": lambda settings: settings.deal_level,
    "rounds": lambda settings: settings.rounds or None,  # 0: until the deck runs out
    "round_seconds": lambda settings: settings.round_seconds,
    "level": lambda settings: settings.computer_level,
    "only_solvable": lambda settings: settings.only_solvable,
    "names": lambda settings: settings.player_names,
    "goal": lambda settings: settings.duel_goal,
}
