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
from typing import TYPE_CHECKING, Any

from PyQt5.QtCore import QByteArray, QObject, QSettings, pyqtSignal

from solver import OperatorSet, SolverError

from .. import APP_NAME, ORGANIZATION
from ..game.decks import DeckRules
from ..game.levels import ComputerLevel, parse_deal_level
from ..game.storage import set_aside, sync_folder
from ..i18n import LANGUAGES, bracketed, listed, sentences, translate
from .theme import TEXT_SIZES, THEMES

if TYPE_CHECKING:
    from ..game.levels import HandLevel
    from ..game.worksheet import WorksheetOptions

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


def _deck(raw: object) -> str | None:
    """A reader for the deck variant, stored by its key ("standard", "numbers:1-20")."""
    try:
        return DeckRules.parse(str(raw)).key
    except ValueError:
        return None


def _operators(raw: object) -> str | None:
    """A reader for the game's operators, stored as the solver writes them ("+-*/", "+- whole")."""
    try:
        return str(OperatorSet.parse(str(raw)))
    except SolverError:
        return None


def _worksheet(raw: object) -> str | None:
    """A reader for the last worksheet's options, stored by their key ("" before the first)."""
    from ..game.worksheet import WorksheetOptions  # only when a worksheet was made

    text = str(raw).strip()
    try:
        return WorksheetOptions.parse(text).key if text else ""
    except ValueError:
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
}


def field_name(name: str) -> str:
    """A setting's name for players."""
    names = {
        "round_seconds": translate("Settings", "seconds per round"),
        "level": translate("Settings", "computer level"),
        "target": translate("Settings", "target"),
        "card_count": translate("Settings", "count of cards"),
        "only_solvable": translate("Settings", "only hands with an answer"),
        "deal_level": translate("Settings", "hand difficulty"),
        "rounds": translate("Settings", "rounds per match"),
        "deck": translate("Settings", "deck"),
        "operators": translate("Settings", "operators"),
        "first_player": translate("Settings", "first player's name"),
        "second_player": translate("Settings", "second player's name"),
        "duel_goal": translate("Settings", "points that win a duel"),
        "language": translate("Settings", "language"),
        "theme": translate("Settings", "appearance"),
        "text_size": translate("Settings", "text size"),
        "sound_volume": translate("Settings", "sound volume"),
        "sound_muted": translate("Settings", "sounds off"),
        "answer_input": translate("Settings", "how answers are made"),
        "geometry": translate("Settings", "window size and place"),
        "last_view": translate("Settings", "view shown last"),
        "worksheet": translate("Settings", "the last worksheet's choices"),
    }
    return names.get(name, name)


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
    def deck(self) -> DeckRules:
        """The deck every mode, the helper and the statistics use."""
        return DeckRules.parse(str(self.get("deck")))

    @deck.setter
    def deck(self, value: DeckRules | str) -> None:
        self.set("deck", value.key if isinstance(value, DeckRules) else value)

    @property
    def operators(self) -> OperatorSet:
        """The operators every mode, the helper and the statistics allow, and whether every
        step must make a whole number."""
        return OperatorSet.parse(str(self.get("operators")))

    @operators.setter
    def operators(self, value: OperatorSet | str) -> None:
        self.set("operators", str(value))

    @property
    def player_names(self) -> tuple[str, str]:
        """The names of a duel's players ("Player 1" and "Player 2" until they are given)."""
        first = str(self.get("first_player")) or translate("Settings", "Player 1")
        second = str(self.get("second_player")) or translate("Settings", "Player 2")
        return first, second

    @player_names.setter
    def player_names(self, names: tuple[str, str]) -> None:
        self.set("first_player", names[0])
        self.set("second_player", names[1])

    @property
    def duel_goal(self) -> int:
        """Points that win a duel."""
        return int(self.get("duel_goal"))

    @duel_goal.setter
    def duel_goal(self, value: int) -> None:
        self.set("duel_goal", value)

    @property
    def language(self) -> str:
        """The language chosen ("" follows the system)."""
        return str(self.get("language"))

    @language.setter
    def language(self, value: str) -> None:
        self.set("language", value)

    @property
    def theme(self) -> str:
        """The appearance: "system" (the default), "light" or "dark"."""
        return str(self.get("theme"))

    @theme.setter
    def theme(self, value: str) -> None:
        self.set("theme", value)

    @property
    def text_size(self) -> int:
        """The size of the text, in per cent of the system's."""
        return int(self.get("text_size"))

    @text_size.setter
    def text_size(self, value: int) -> None:
        self.set("text_size", value)

    @property
    def sound_volume(self) -> int:
        """The volume of the sound effects, 0..100."""
        return int(self.get("sound_volume"))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self.set("sound_volume", value)

    @property
    def sound_muted(self) -> bool:
        """Whether the sound effects are off."""
        return bool(self.get("sound_muted"))

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self.set("sound_muted", value)

    @property
    def combining(self) -> bool:
        """Whether answers are made by combining the cards (else they are typed)."""
        return str(self.get("answer_input")) == "combining"

    @combining.setter
    def combining(self, value: bool) -> None:
        self.set("answer_input", "combining" if value else "typing")

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

    @property
    def worksheet(self) -> WorksheetOptions | None:
        """The choices of the last worksheet made (None before the first)."""
        from ..game.worksheet import WorksheetOptions

        key = str(self.get("worksheet"))
        return WorksheetOptions.parse(key) if key else None

    @worksheet.setter
    def worksheet(self, value: WorksheetOptions) -> None:
        self.set("worksheet", value.key)
