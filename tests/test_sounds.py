"""The sound effects: one valid, short, click-free WAV per effect, exactly what the script makes."""

import tomllib
import wave
from pathlib import Path

import pytest

import assets
from assets import make_sounds
from assets.sounds import (
    CHANNELS,
    MAX_SECONDS,
    SAMPLE_RATE,
    SAMPLE_WIDTH,
    Effect,
    sound_resource,
)

ASSETS_DIR = Path(assets.__file__).parent
ROOT = ASSETS_DIR.parent
FULL_SCALE = 32767


@pytest.fixture(scope="module")
def made() -> dict[str, make_sounds.Samples]:
    """What the generator makes (computed once for this file)."""
    return make_sounds.all_sounds()


def samples_of(effect: Effect) -> tuple[int, ...]:
    """The committed samples of an effect."""
    samples = make_sounds.read_samples(Path(str(sound_resource(effect))))
    assert samples is not None, f"{effect.file_name} is not a 16-bit mono 44.1 kHz WAV"
    return samples


@pytest.mark.parametrize("effect", Effect)
def test_each_effect_is_a_16_bit_mono_pcm_wav_of_a_fraction_of_a_second(effect: Effect) -> None:
    with wave.open(str(sound_resource(effect)), "rb") as file:
        assert file.getnchannels() == CHANNELS == 1
        assert file.getsampwidth() == SAMPLE_WIDTH == 2
        assert file.getframerate() == SAMPLE_RATE == 44100
        assert file.getcomptype() == "NONE"
        seconds = file.getnframes() / file.getframerate()
    assert 0.05 <= seconds <= MAX_SECONDS
    assert seconds == pytest.approx(make_sounds.RECIPES[effect].seconds, abs=1 / SAMPLE_RATE)


@pytest.mark.parametrize("effect", Effect)
def test_each_effect_is_audible_but_never_clips(effect: Effect) -> None:
    peak = max(abs(s) for s in samples_of(effect))
    assert 0.25 * FULL_SCALE <= peak <= 0.6 * FULL_SCALE


@pytest.mark.parametrize("effect", Effect)
def test_each_effect_starts_softly_and_ends_in_silence(effect: Effect) -> None:
    samples = samples_of(effect)
    peak = max(abs(s) for s in samples)
    half_ms = SAMPLE_RATE // 2000
    assert max(abs(s) for s in samples[:half_ms]) < peak / 2  # a soft attack, not a click
    assert abs(samples[0]) <= 1 and abs(samples[-1]) <= 1
    assert max(abs(s) for s in samples[-half_ms:]) < peak / 100  # faded out, no click at the end
    assert abs(sum(samples) / len(samples)) < FULL_SCALE / 1000  # no DC offset


def test_the_tick_is_the_shortest_and_quietest_and_match_over_the_longest() -> None:
    lengths = {effect: len(samples_of(effect)) for effect in Effect}
    peaks = {effect: max(abs(s) for s in samples_of(effect)) for effect in Effect}
    assert min(lengths, key=lengths.__getitem__) is Effect.TIME_LOW
    assert min(peaks, key=peaks.__getitem__) is Effect.TIME_LOW
    assert max(lengths, key=lengths.__getitem__) is Effect.MATCH_OVER


def test_the_effects_are_different_sounds() -> None:
    assert len({samples_of(effect) for effect in Effect}) == len(Effect)


def test_committed_files_match_the_generator(made: dict[str, make_sounds.Samples]) -> None:
    assert make_sounds.stale_files(ASSETS_DIR, made) == []
    assert sorted(p.name for p in (ASSETS_DIR / "sounds").iterdir()) == sorted(
        effect.file_name for effect in Effect
    )


def test_generator_writes_then_checks_a_fresh_folder(tmp_path: Path) -> None:
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 1
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 0


def test_a_file_is_stale_only_beyond_one_step_or_in_another_format(
    tmp_path: Path, made: dict[str, make_sounds.Samples]
) -> None:
    name = f"sounds/{Effect.WRONG.file_name}"
    samples = list(made[name])
    samples[1000] += 1  # what another C library's sin() may give
    make_sounds.write_wav(tmp_path / name, tuple(samples))
    assert make_sounds.stale_files(tmp_path, {name: made[name]}) == []
    samples[1000] += 1
    make_sounds.write_wav(tmp_path / name, tuple(samples))
    assert make_sounds.stale_files(tmp_path, {name: made[name]}) == [name]
    with wave.open(str(tmp_path / name), "wb") as file:  # right samples, wrong rate
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(48000)
        file.writeframes(make_sounds.wav_bytes(made[name]))
    assert make_sounds.stale_files(tmp_path, {name: made[name]}) == [name]
    (tmp_path / name).write_bytes(b"RIFF")
    assert make_sounds.stale_files(tmp_path, {name: made[name]}) == [name]


def test_package_data_patterns_ship_every_wav() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["assets"]
    shipped = {p for pattern in patterns for p in ASSETS_DIR.glob(pattern)}
    present = set(ASSETS_DIR.rglob("*.wav"))
    assert len(present) == len(Effect) and present <= shipped
