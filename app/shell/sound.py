"""Sound effects: `SoundPlayer` plays the game's short WAV effects (assets/sounds) with Qt.

A sound must never hurt the game. When Qt Multimedia cannot be loaded (on Linux it needs
PulseAudio's client library), there is no audio device, or a file is missing, the player is
simply silent: nothing raises, nothing blocks. Each effect is loaded once, on its first use (or
all at once by `preload`), as a QSoundEffect, which decodes and plays off the GUI thread.

The backend is injectable: tests pass a recording fake, and `default_backend` is silent on the
offscreen and minimal platforms (tests, screenshots), where no one is listening.

    player = SoundPlayer(parent=window)
    player.set_volume(settings.sound_volume)    # 0..100
    player.set_muted(settings.sound_muted)
    player.play(Effect.RIGHT)
"""

from __future__ import annotations

import contextlib
import weakref
from importlib.resources import as_file
from pathlib import Path
from typing import Any, Protocol

from PyQt5.QtCore import QObject, QUrl
from PyQt5.QtGui import QGuiApplication

from assets.sounds import Effect, sound_resource

from .qt_messages import after_once, leave_out_of_qt_messages

#: The volume a new player starts at (0..100).
DEFAULT_VOLUME = 70
#: Platforms with no one to hear a sound: the tests' and the screenshots'.
SILENT_PLATFORMS = ("offscreen", "minimal")
#: What Qt Multimedia says for every effect it loads where no sound server answers (a Linux
#: without PulseAudio or PipeWire): said once a run, not 44 times a session (a defect seen).
NO_SOUND_SERVER = "PulseAudioService: pa_context_connect() failed"


def gain(volume: int, muted: bool = False) -> float:
    """The amplitude factor 0.0..1.0 for a volume 0..100: cubic, so the slider feels even.

    >>> gain(100), gain(50), gain(0), gain(70, muted=True)
    (1.0, 0.125, 0.0, 0.0)
    """
    return 0.0 if muted else (volume / 100) ** 3


class Voice(Protocol):
    """One loaded effect (QSoundEffect has these methods)."""

    def setVolume(self, volume: float) -> None:
        """Set the amplitude factor 0.0..1.0."""

    def play(self) -> None:
        """Start playing from the beginning (in the background)."""


class Backend(Protocol):
    """Makes voices from WAV files."""

    def load(self, path: Path, parent: QObject) -> Voice | None:
        """A voice for the file, or None when this backend cannot play it."""


class SilentBackend:
    """A backend that plays nothing."""

    def load(self, path: Path, parent: QObject) -> Voice | None:
        """No voice: stay silent."""
        return None


class QtBackend:
    """Voices are QSoundEffects; none at all when Qt Multimedia cannot be imported. It is
    imported when the first effect loads, not when the window opens (it takes a while)."""

    def __init__(self) -> None:
        self._imported = False
        self._effect_class: Any = None

    @property
    def available(self) -> bool:
        """Whether Qt Multimedia loaded (it is imported now if it was not yet)."""
        return self._sound_effect() is not None

    def _sound_effect(self) -> Any:
        """QSoundEffect, or None when Qt Multimedia cannot be imported."""
        if not self._imported:
            self._imported = True
            try:
                from PyQt5.QtMultimedia import QSoundEffect
            except ImportError:  # e.g. libpulse-mainloop-glib.so.0 is not installed
                pass
            else:
                self._effect_class = QSoundEffect
                leave_out_of_qt_messages(after_once(NO_SOUND_SERVER))
        return self._effect_class

    def load(self, path: Path, parent: QObject) -> Voice | None:
        """A QSoundEffect on the file (it loads in the background), or None."""
        effect_class = self._sound_effect()
        if effect_class is None:
            return None
        effect = effect_class(parent)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        voice: Voice = effect
        return voice


def default_backend() -> Backend:
    """Qt Multimedia, except on platforms where no one hears anything (tests, screenshots)."""
    if QGuiApplication.platformName() in SILENT_PLATFORMS:
        return SilentBackend()
    return QtBackend()


class SoundPlayer(QObject):
    """Plays effects at a volume 0..100 unless muted; silent whenever sound is not possible."""

    def __init__(
        self,
        backend: Backend | None = None,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._backend = default_backend() if backend is None else backend
        self._volume = _checked_volume(volume)
        self._muted = bool(muted)
        self._voices: dict[Effect, Voice | None] = {}
        # Files extracted from a zipped install live until the player goes.
        self._files = contextlib.ExitStack()
        weakref.finalize(self, self._files.close)

    @property
    def volume(self) -> int:
        """The volume, 0..100."""
        return self._volume

    @property
    def muted(self) -> bool:
        """Whether the player is muted."""
        return self._muted

    def set_volume(self, volume: int) -> None:
        """Set the volume 0..100 (ValueError outside); loaded effects follow at once."""
        self._volume = _checked_volume(volume)
        self._update_voices()

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute."""
        self._muted = bool(muted)
        self._update_voices()

    def play(self, effect: Effect) -> bool:
        """Start an effect in the background; False when nothing can be heard."""
        if self._muted or self._volume == 0:
            return False
        voice = self._voice(effect)
        if voice is None:
            return False
        voice.play()
        return True

    def preload(self) -> None:
        """Load every effect now (the first play of each is then immediate)."""
        for effect in Effect:
            self._voice(effect)

    def _voice(self, effect: Effect) -> Voice | None:
        """The effect's voice, loaded on first use; None (remembered) when it cannot load."""
        if effect not in self._voices:
            voice = None
            try:
                path = self._files.enter_context(as_file(sound_resource(effect)))
                if path.is_file():
                    voice = self._backend.load(path, self)
            except OSError:  # the file is missing or cannot be extracted
                voice = None
            if voice is not None:
                voice.setVolume(gain(self._volume, self._muted))
            self._voices[effect] = voice
        return self._voices[effect]

    def _update_voices(self) -> None:
        """Give every loaded voice the current gain."""
        for voice in self._voices.values():
            if voice is not None:
                voice.setVolume(gain(self._volume, self._muted))


def _checked_volume(volume: int) -> int:
    """The volume if it is an integer 0..100, else ValueError."""
    if isinstance(volume, bool) or not isinstance(volume, int) or not 0 <= volume <= 100:
        raise ValueError(f"sound volume must be an integer 0..100, got {volume!r}")
    return volume


__all__ = [
    "DEFAULT_VOLUME",
    "Backend",
    "Effect",
    "QtBackend",
    "SilentBackend",
    "SoundPlayer",
    "Voice",
    "default_backend",
    "gain",
]
