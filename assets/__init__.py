"""Twenty-Four's images: 52 card faces, a card back and icons, as SVG package data.

The files are made by ``python -m assets.make_cards`` and read through importlib.resources,
never through paths relative to the working directory.

>>> card_file_name(10, "H")
'10H.svg'
>>> card_svg(1, "S").startswith(b"<svg")
True
"""

from importlib.resources import files
from importlib.resources.abc import Traversable

RANK_NAMES: dict[int, str] = {
    1: "A",
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
}
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_NAMES: dict[str, str] = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
ICON_NAMES: tuple[str, ...] = (
    "app",
    "deal",
    "retry",
    "clear",
    "hint",
    "pause",
    "resume",
)


def check_rank(rank: int) -> int:
    """Return the rank if it is a card rank 1..13, else raise ValueError."""
    if isinstance(rank, bool) or not isinstance(rank, int) or rank not in RANK_NAMES:
        raise ValueError(
            f"card rank must be an integer 1..13 (A=1, J=11, Q=12, K=13), got {rank!r}"
        )
    return rank


def check_suit(suit: str) -> str:
    """Return the suit letter (S, H, D or C; any case) in upper case, else raise ValueError."""
    letter = suit.upper() if isinstance(suit, str) else suit
    if letter not in SUITS:
        raise ValueError(f"card suit must be one of S, H, D, C, got {suit!r}")
    return letter


def card_file_name(rank: int, suit: str) -> str:
    """File name of a card face inside assets/cards, e.g. ``10H.svg`` or ``QD.svg``."""
    return f"{RANK_NAMES[check_rank(rank)]}{check_suit(suit)}.svg"


def card_resource(rank: int, suit: str) -> Traversable:
    """The packaged SVG file of a card face."""
    return files("assets") / "cards" / card_file_name(rank, suit)


def card_svg(rank: int, suit: str) -> bytes:
    """SVG bytes of a card face (rank 1..13, suit S H D C)."""
    return card_resource(rank, suit).read_bytes()


def back_svg() -> bytes:
    """SVG bytes of the card back."""
    return (files("assets") / "cards" / "back.svg").read_bytes()


def icon_svg(name: str) -> bytes:
    """SVG bytes of an icon named in ICON_NAMES (``app`` is the application icon)."""
    if name not in ICON_NAMES:
        raise ValueError(f"unknown icon {name!r}; icons are {', '.join(ICON_NAMES)}")
    return (files("assets") / "icons" / f"{name}.svg").read_bytes()


__all__ = [
    "ICON_NAMES",
    "RANK_NAMES",
    "SUITS",
    "SUIT_NAMES",
    "back_svg",
    "card_file_name",
    "card_resource",
    "card_svg",
    "check_rank",
    "check_suit",
    "icon_svg",
]
