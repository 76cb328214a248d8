"""SoundPlayer: effects load once, follow volume and mute, and silence never breaks the game."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PyQt5.QtCore import QObject, QUrl

import app.shell.sound
from app.shell.sound import (
    DEFAULT_VOLUME,
    Effect,
    QtBackend,
    SilentBackend,
    SoundPlayer,
    default_backend,
    gain,
)
from assets.sounds import sound_resource


@dataclass
class FakeVoice:
    """A voice that records what it was asked to do."""

    path: Path
    volumes: list[float] = field(default_factory=list)
    plays: int = 0

    def setVolume(self, volume: float) -> None:
        self.volumes.append(volume)

    def play(self) -> None:
        self.plays += 1


@dataclass
class FakeBackend:
    """A backend that records every load (the tests stay silent)."""

    voices: dict[str, FakeVoice] = field(default_factory=dict)

    def load(self, path: Path, parent: QObject) -> FakeVoice:
        assert path.is_file()
        voice = self.voices[path.name] = FakeVoice(path)
        return voice


@pytest.fixture
def backend() -> FakeBackend:
    return FakeBackend()


def test_an_effect_loads_once_on_first_play_and_plays_each_time(qapp, backend):
    player = SoundPlayer(backend)
    assert backend.voices == {}  # nothing loaded before it is needed
    assert player.play(Effect.RIGHT) and player.play(Effect.RIGHT)
    assert list(backend.voices) == ["right.wav"]
    voice = backend.voices["right.wav"]
    assert voice.plays == 2 and voice.volumes == [gain(DEFAULT_VOLUME)]
    assert voice.path.read_bytes() == sound_resource(Effect.RIGHT).read_bytes()


def test_preload_loads_every_effect_from_its_own_file(qapp, backend):
    SoundPlayer(backend).preload()
    assert sorted(backend.voices) == sorted(effect.file_name for effect in Effect)
    assert all(voice.plays == 0 for voice in backend.voices.values())


def test_muted_plays_nothing_and_unmuting_restores_the_volume(qapp, backend):
    player = SoundPlayer(backend, volume=40)
    player.play(Effect.WRONG)
    player.set_muted(True)
    assert player.muted and not player.play(Effect.WRONG)
    player.set_muted(False)
    assert player.play(Effect.WRONG)
    voice = backend.voices["wrong.wav"]
    assert voice.plays == 2
    assert voice.volumes == [gain(40), 0.0, gain(40)]


def test_volume_changes_reach_loaded_effects_and_zero_is_silent(qapp, backend):
    player = SoundPlayer(backend)
    player.play(Effect.TIME_LOW)
    player.set_volume(100)
    assert player.volume == 100 and backend.voices["time-low.wav"].volumes[-1] == 1.0
    player.set_volume(0)
    assert not player.play(Effect.TIME_LOW) and not player.play(Effect.MATCH_OVER)
    assert backend.voices["time-low.wav"].plays == 1 and "match-over.wav" not in backend.voices


def test_a_player_made_muted_loads_nothing_until_unmuted(qapp, backend):
    player = SoundPlayer(backend, muted=True)
    assert not player.play(Effect.COMPUTER_WINS) and backend.voices == {}


def test_the_volume_curve_is_even_to_the_ear(qapp):
    gains = [gain(volume) for volume in range(0, 101, 10)]
    assert gains[0] == 0.0 and gains[-1] == 1.0
    assert gains == sorted(gains) and len(set(gains)) == len(gains)
    assert gain(50) < 0.5 * gain(100)  # loudness is not linear in amplitude


@pytest.mark.parametrize("volume", [-1, 101, 50.5, True, "70"])
def test_a_bad_volume_is_refused_with_a_clear_message(qapp, volume):
    message = re.escape(f"sound volume must be an integer 0..100, got {volume!r}")
    with pytest.raises(ValueError, match=message):
        SoundPlayer(SilentBackend(), volume=volume)
    with pytest.raises(ValueError, match=message):
        SoundPlayer(SilentBackend()).set_volume(volume)


def test_a_backend_that_cannot_play_leaves_the_player_silent(qapp):
    player = SoundPlayer(SilentBackend())
    assert not player.play(Effect.RIGHT)
    player.set_volume(90)  # no voices to update: nothing breaks
    assert not player.play(Effect.RIGHT)


def test_a_missing_sound_file_is_silent_and_not_retried(qapp, backend, monkeypatch, tmp_path):
    monkeypatch.setattr(app.shell.sound, "sound_resource", lambda effect: tmp_path / "gone.wav")
    player = SoundPlayer(backend)
    assert not player.play(Effect.RIGHT) and not player.play(Effect.RIGHT)
    assert backend.voices == {}


def test_the_tests_and_screenshots_are_silent(qapp):
    """The offscreen platform gets the silent backend, so a player made anywhere is quiet here."""
    assert isinstance(default_backend(), SilentBackend)


def test_without_qt_multimedia_the_qt_backend_is_silent(qapp, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "PyQt5.QtMultimedia", None)  # import fails
    backend = QtBackend()
    assert not backend.available
    assert backend.load(tmp_path / "right.wav", QObject()) is None
    assert not SoundPlayer(backend).play(Effect.RIGHT)


def test_qt_multimedia_is_imported_with_the_first_effect_not_with_the_window(qapp, monkeypatch):
    """Importing Qt Multimedia takes a while: it is not part of the start-up."""
    import types

    asked: list[str] = []

    def module_attribute(name: str) -> object:
        if not name.startswith("__"):
            asked.append(name)
        raise AttributeError(name)

    stand_in = types.ModuleType("PyQt5.QtMultimedia")
    stand_in.__getattr__ = module_attribute
    monkeypatch.setitem(sys.modules, "PyQt5.QtMultimedia", stand_in)
    player = SoundPlayer(QtBackend())
    assert asked == []
    assert not player.play(Effect.RIGHT)  # the stand-in has no QSoundEffect: silence
    assert asked == ["QSoundEffect"]


def test_with_qt_multimedia_the_qt_backend_gives_sound_effects_on_the_files(qapp):
    """Qt Multimedia loads where its libraries are (here it needs libpulse-mainloop-glib0)."""
    try:
        from PyQt5.QtMultimedia import QSoundEffect
    except ImportError:
        assert not QtBackend().available
        return
    backend = QtBackend()
    assert backend.available
    owner = QObject()
    path = Path(str(sound_resource(Effect.RIGHT)))
    voice = backend.load(path, owner)
    assert isinstance(voice, QSoundEffect) and voice.parent() is owner
    assert voice.source() == QUrl.fromLocalFile(str(path))
    voice.setVolume(0.0)
    voice.play()  # returns at once, device or not
    player = SoundPlayer(backend, volume=1)
    assert player.play(Effect.TIME_LOW)  # a real QSoundEffect, barely audible


def test_no_sound_server_is_said_once_a_run_not_for_every_effect(qapp, qtlog):
    """A defect seen: with no sound server, Qt Multimedia said "pa_context_connect() failed"
    for every effect loaded, 44 lines in one session. Once Qt Multimedia is loaded, it is said
    once; every other message of Qt's goes on."""
    from PyQt5.QtCore import qWarning

    from app.shell.qt_messages import after_once, leave_out_of_qt_messages
    from app.shell.sound import NO_SOUND_SERVER

    if not QtBackend().available:  # (Qt Multimedia loaded: the messages are looked after)
        # no Qt Multimedia here (its system library is missing): the filter it would set
        leave_out_of_qt_messages(after_once(NO_SOUND_SERVER))
    for _ in range(3):
        qWarning(NO_SOUND_SERVER.encode())
        qWarning(b"another warning")
    said = [record.message for record in qtlog.records]
    assert said.count(NO_SOUND_SERVER) == 1 and said.count("another warning") == 3
