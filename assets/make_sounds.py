"""Make Twenty-Four's sound effects as small WAV files, from a few notes each.

Pure Python (math, struct, wave) and deterministic. Run ``python -m assets.make_sounds`` to
(re)write assets/sounds, or ``python -m assets.make_sounds --check`` to only report files that are
missing or stale.

Each effect is a handful of notes. A note is a sum of partials, sine waves at multiples of its
pitch, each rising over a few milliseconds (a raised cosine, so there is no click) and then dying
away exponentially, the higher partials faster, as a struck bar or bell does. The whole sound
fades to silence over its last tens of milliseconds and is scaled to a fixed peak well below full
scale: it starts and ends at zero and never clips. Pitches are equal-tempered note names
(A4 = 440 Hz).

Sine and exp may differ in the last bit between C libraries, so a file counts as stale only when a
sample is more than one step away from what this script makes now (or the format or length
differs); writing leaves fresh files untouched.
"""

import math
import struct
import sys
import wave
from dataclasses import dataclass
from pathlib import Path

from assets.generator import run
from assets.sounds import CHANNELS, MAX_SECONDS, SAMPLE_RATE, SAMPLE_WIDTH, Effect

FULL_SCALE = 32767
#: How far a stored sample may be from the generated one and still count as fresh.
TOLERANCE = 1
FADE_OUT = 0.08  # seconds of raised-cosine fade at the end (a quarter of a shorter sound)
NOTE_STEPS = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}

Samples = tuple[int, ...]


def pitch(name: str) -> float:
    """Frequency in Hz of a note name such as ``A4``, ``C6`` or ``Eb4`` (equal temperament).

    >>> pitch("A4"), round(pitch("C6"), 1), round(pitch("Eb4"), 1)
    (440.0, 1046.5, 311.1)
    """
    letter, accidental, octave = name[0], name[1:-1], int(name[-1])
    step = NOTE_STEPS[letter] + {"": 0, "#": 1, "b": -1}[accidental] + 12 * (octave - 4)
    return 440.0 * 2 ** (step / 12)


@dataclass(frozen=True)
class Partial:
    """One sine component of a note: a multiple of its pitch, a level, a decay time (s)."""

    ratio: float
    level: float
    decay: float


@dataclass(frozen=True)
class Note:
    """A note of an effect: its name, when it starts (s) and how loud it is against the others."""

    name: str
    start: float
    level: float = 1.0


@dataclass(frozen=True)
class Recipe:
    """How to make one effect: its length, peak level, attack, timbre and notes."""

    seconds: float
    peak: float  # fraction of full scale
    attack: float  # seconds to rise to full level
    timbre: tuple[Partial, ...]
    notes: tuple[Note, ...]


# A struck bell: bright, the upper partials die quickly.
BELL = (
    Partial(1, 1.0, 0.25),
    Partial(2, 0.35, 0.12),
    Partial(3, 0.12, 0.08),
    Partial(4.2, 0.05, 0.04),
)
# A long-ringing bell for the end of a match.
BELL_LONG = (Partial(1, 1.0, 0.4), Partial(2, 0.3, 0.18), Partial(3, 0.1, 0.1))
# A marimba bar: the fundamental and a quiet fourth harmonic.
MARIMBA = (Partial(1, 1.0, 0.18), Partial(4, 0.12, 0.04))
# A soft, hollow bonk (odd harmonics, like a triangle wave).
BONK = (Partial(1, 1.0, 0.12), Partial(3, 0.15, 0.05), Partial(5, 0.04, 0.03))
# A wood block: a short inharmonic knock.
WOOD = (Partial(1, 1.0, 0.014), Partial(2.76, 0.45, 0.007))

RECIPES: dict[Effect, Recipe] = {
    # A rising fourth: right!
    Effect.RIGHT: Recipe(0.42, 0.5, 0.004, BELL, (Note("G5", 0.0, 0.8), Note("C6", 0.09))),
    # Two low notes falling a fifth: not quite.
    Effect.WRONG: Recipe(0.34, 0.45, 0.006, BONK, (Note("Eb4", 0.0), Note("Bb3", 0.12))),
    # Three notes falling in A minor: the computer got there first.
    Effect.COMPUTER_WINS: Recipe(
        0.56, 0.45, 0.004, MARIMBA, (Note("E5", 0.0), Note("C5", 0.12), Note("A4", 0.24))
    ),
    # A quiet tick, once a second as the clock runs out.
    Effect.TIME_LOW: Recipe(0.09, 0.3, 0.0015, WOOD, (Note("D6", 0.0),)),
    # A C major arpeggio that ends on a chord.
    Effect.MATCH_OVER: Recipe(
        0.95,
        0.5,
        0.005,
        BELL_LONG,
        (
            Note("C5", 0.0, 0.8),
            Note("E5", 0.1, 0.8),
            Note("G5", 0.2, 0.8),
            Note("C6", 0.3),
            Note("G5", 0.3, 0.4),
            Note("E5", 0.3, 0.35),
        ),
    ),
    # A quick rising fanfare in G major that lands on a high chord: a new best.
    Effect.NEW_BEST: Recipe(
        0.85,
        0.5,
        0.004,
        BELL,
        (
            Note("G5", 0.0, 0.7),
            Note("B5", 0.08, 0.7),
            Note("D6", 0.16, 0.75),
            Note("G6", 0.26),
            Note("D6", 0.26, 0.45),
            Note("B5", 0.26, 0.4),
        ),
    ),
}
assert set(RECIPES) == set(Effect)


def rise(t: float, attack: float) -> float:
    """The attack: 0 at the start of a note, rising smoothly to 1 after `attack` seconds."""
    return 1.0 if t >= attack else 0.5 - 0.5 * math.cos(math.pi * t / attack)


def note_value(note: Note, recipe: Recipe, t: float) -> float:
    """A note's value at t seconds after the effect starts (0 before the note)."""
    age = t - note.start
    if age < 0:
        return 0.0
    frequency = pitch(note.name)
    ring = sum(
        p.level * math.exp(-age / p.decay) * math.sin(2 * math.pi * p.ratio * frequency * age)
        for p in recipe.timbre
    )
    return note.level * rise(age, recipe.attack) * ring


def synthesize(recipe: Recipe) -> Samples:
    """The 16-bit samples of an effect: notes summed, faded out, scaled to the recipe's peak."""
    count = round(recipe.seconds * SAMPLE_RATE)
    fade = round(min(FADE_OUT, recipe.seconds / 4) * SAMPLE_RATE)
    values = []
    for index in range(count):
        t = index / SAMPLE_RATE
        value = sum(note_value(note, recipe, t) for note in recipe.notes)
        left = count - 1 - index
        if left < fade:
            value *= 0.5 - 0.5 * math.cos(math.pi * left / fade)
        values.append(value)
    scale = recipe.peak * FULL_SCALE / max(abs(v) for v in values)
    return tuple(round(v * scale) for v in values)


def wav_bytes(samples: Samples) -> bytes:
    """The samples as little-endian 16-bit PCM frames."""
    return struct.pack(f"<{len(samples)}h", *samples)


def all_sounds() -> dict[str, Samples]:
    """Every generated file: path relative to the assets package -> samples."""
    return {f"sounds/{effect.file_name}": synthesize(RECIPES[effect]) for effect in Effect}


def read_samples(path: Path) -> Samples | None:
    """The samples of a WAV file in the effects' format, or None if it is not one."""
    try:
        with wave.open(str(path), "rb") as file:
            shape = (file.getnchannels(), file.getsampwidth(), file.getframerate())
            if shape != (CHANNELS, SAMPLE_WIDTH, SAMPLE_RATE) or file.getcomptype() != "NONE":
                return None
            frames = file.readframes(file.getnframes())
    except (OSError, EOFError, wave.Error):
        return None
    return struct.unpack(f"<{len(frames) // 2}h", frames)


def is_fresh(stored: Samples | None, made: Samples) -> bool:
    """Whether stored samples are what the generator makes, within TOLERANCE per sample."""
    return (
        stored is not None
        and len(stored) == len(made)
        and all(abs(a - b) <= TOLERANCE for a, b in zip(stored, made, strict=True))
    )


def stale_files(root: Path, sounds: dict[str, Samples] | None = None) -> list[str]:
    """Generated files that are missing under root or differ from what the generator makes."""
    sounds = all_sounds() if sounds is None else sounds
    return [name for name, made in sounds.items() if not is_fresh(read_samples(root / name), made)]


def write_wav(path: Path, samples: Samples) -> None:
    """Write samples as a 16-bit mono WAV file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as file:
        file.setnchannels(CHANNELS)
        file.setsampwidth(SAMPLE_WIDTH)
        file.setframerate(SAMPLE_RATE)
        file.writeframes(wav_bytes(samples))


def write_all(root: Path) -> list[str]:
    """Write every missing or stale sound under root; return the ones written."""
    sounds = all_sounds()
    changed = stale_files(root, sounds)
    for name in changed:
        write_wav(root / name, sounds[name])
    return changed


def main(argv: list[str] | None = None) -> int:
    """Command line: write the WAV files, or with --check only report stale ones."""
    return run(
        argv,
        prog="python -m assets.make_sounds",
        description=__doc__,
        made=f"{len(Effect)} sounds",
        stale_files=stale_files,
        write_all=write_all,
    )


assert all(recipe.seconds <= MAX_SECONDS for recipe in RECIPES.values())

if __name__ == "__main__":
    sys.exit(main())
