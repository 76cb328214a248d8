"""Twenty-Four's sound effects: which there are, their file format, and where they live.

The WAV files in assets/sounds are made by ``python -m assets.make_sounds`` and read through
importlib.resources. This module knows nothing of Qt, so rules, the generator and the tests can
name an effect; ``app.shell.sound.SoundPlayer`` plays them.

>>> Effect.RIGHT.file_name
'right.wav'
>>> sound_resource(Effect.MATCH_OVER).name
'match-over.wav'
"""

from enum import Enum
from importlib.resources import files
from importlib.resources.abc import Traversable

#: Every sound is 16-bit signed PCM, mono, at 44.1 kHz.
SAMPLE_RATE = 44100
SAMPLE_WIDTH = 2
CHANNELS = 1
#: No effect is longer than this (seconds): they must never hold up play.
MAX_SECONDS = 1.0


class Effect(Enum):
    """A moment of the game that has a sound."""

    RIGHT = "right"  # the player's answer is right
    WRONG = "wrong"  # the player's answer is wrong (try again)
    COMPUTER_WINS = "computer-wins"  # the computer takes the round
    TIME_LOW = "time-low"  # a tick while the round's time runs out
    MATCH_OVER = "match-over"  # the last round is over
    NEW_BEST = "new-best"  # a score-attack run beat the best one

    @property
    def file_name(self) -> str:
        """The file's name inside assets/sounds, e.g. ``right.wav``."""
        return f"{self.value}.wav"


def sound_resource(effect: Effect) -> Traversable:
    """The packaged WAV file of an effect."""
    return files("assets") / "sounds" / effect.file_name


__all__ = ["CHANNELS", "MAX_SECONDS", "SAMPLE_RATE", "SAMPLE_WIDTH", "Effect", "sound_resource"]
