"""Playing cards and a 52-card deck: ranks A..K, suits S H D C, shuffled by an injectable Random."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from solver import CARD_LETTERS, RANK_NAMES, quoted

from ..i18n import translate

#: Suits in deck order: spades, hearts, diamonds, clubs.
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = tuple(range(1, 14))
_TOKEN = re.compile(r"[0-9]+|[AJQKTajqkt]")
_SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()} | {
    "♤": "S",
    "♡": "H",
    "♢": "D",
    "♧": "C",
}


class CardError(ValueError):
    """Text is not a card or a rank; the message says why and what to type instead, and
    `short` says it in a few words (to fit under a card)."""

    def __init__(self, message: str, short: str | None = None) -> None:
        super().__init__(message)
        self.short = short or message


def rank_name(rank: int) -> str:
    """How a rank is written on a card: A, 2..10, J, Q, K."""
    return RANK_NAMES.get(rank, str(rank))


def parse_rank(text: str) -> int:
    """Read a typed rank (A, 2..10, J, Q, K, 1..13, T); raises CardError with a clear message."""
    cleaned = text.strip()
    if not cleaned:
        raise CardError(
            translate("Cards", "No card: type A, 2..10, J, Q or K (or 1..13, T for 10)."),
            translate("Cards", "No card: type A–K"),
        )
    letter = CARD_LETTERS.get(cleaned.upper())
    if letter is not None:
        return letter
    if cleaned.isdigit() and cleaned.isascii() and len(cleaned) <= 4:
        rank = int(cleaned)
        if rank == 0:
            raise CardError(
                translate("Cards", "0 is not a card: the lowest rank is A (1)."),
                translate("Cards", "0 is not a card"),
            )
        if rank > 13:
            raise CardError(
                translate("Cards", "{rank} is too high: the highest rank is K (13).").format(
                    rank=rank
                ),
                translate("Cards", "{rank} is too high").format(rank=rank),
            )
        return rank
    shown = cleaned if len(cleaned) <= 12 else cleaned[:10] + "…"
    short = translate("Cards", "{text} is not a card").format(text=quoted(shown))
    if cleaned.lstrip("+-").isdigit():
        raise CardError(
            translate("Cards", "{text} is not a card: ranks go from A (1) to K (13).").format(
                text=quoted(shown)
            ),
            short,
        )
    raise CardError(
        translate(
            "Cards", "{text} is not a card: type A, 2..10, J, Q or K (or 1..13, T for 10)."
        ).format(text=quoted(shown)),
        short,
    )


#: The largest number a card of a number deck shows.
MAX_NUMBER_CARD = 99


@dataclass(frozen=True, order=True)
class Card:
    """A playing card: rank 1..13 (A..K), suit "S", "H", "D" or "C"; str(card) is e.g. "10H".

    A deck may count a card for another value than its rank (`worth`: J, Q and K as 10), and a
    number deck holds `plain` cards that show their number, 0..99, never a letter or a picture.
    """

    rank: int
    suit: str
    worth: int | None = None
    plain: bool = False

    def __post_init__(self) -> None:
        ranks = range(MAX_NUMBER_CARD + 1) if self.plain else RANKS
        if not isinstance(self.rank, int) or isinstance(self.rank, bool) or self.rank not in ranks:
            raise CardError(f"rank {self.rank!r} is not a card rank ({ranks[0]}..{ranks[-1]})")
        if self.suit not in SUITS:
            raise CardError(f"suit {self.suit!r} is not a suit (S, H, D or C)")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card like "AS", "10H", "TH", "qd" or "K♣"."""
        cleaned = text.strip()
        shown = quoted(cleaned if len(cleaned) <= 12 else cleaned[:10] + "…")
        if len(cleaned) < 2:
            raise CardError(
                translate(
                    "Cards", "{text} is not a card: write rank then suit, like AS, 10H, QD."
                ).format(text=shown)
            )
        suit_char = cleaned[-1]
        suit = _SYMBOL_SUITS.get(suit_char, suit_char.upper())
        if suit not in SUITS:
            raise CardError(
                translate("Cards", "{text} does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣).").format(
                    text=shown
                )
            )
        return cls(parse_rank(cleaned[:-1]), suit)

    @property
    def rank_name(self) -> str:
        """The rank as written on the card: A, 2..10, J, Q, K (a number card: its number)."""
        return str(self.rank) if self.plain else rank_name(self.rank)

    @property
    def value(self) -> int:
        """The number the card counts for in the game (A = 1, J = 11, Q = 12, K = 13, unless the
        deck counts it otherwise)."""
        return self.rank if self.worth is None else self.worth

    @property
    def symbol(self) -> str:
        """Rank with a suit symbol, e.g. "Q♦"."""
        return f"{self.rank_name}{SUIT_SYMBOLS[self.suit]}"

    @property
    def name(self) -> str:
        """The card in words, e.g. "Queen of diamonds"."""
        return card_name(self.rank, self.suit, self.plain)

    def __str__(self) -> str:
        return f"{self.rank_name}{self.suit}"


def card_name(rank: int, suit: str, plain: bool = False) -> str:
    """A card in words in the player's language, e.g. "Queen of diamonds", "7 of clubs"."""
    ranks = (
        {}
        if plain
        else {
            1: translate("Cards", "Ace"),
            11: translate("Cards", "Jack"),
            12: translate("Cards", "Queen"),
            13: translate("Cards", "King"),
        }
    )
    texts = {
        "S": translate("Cards", "{rank} of spades"),
        "H": translate("Cards", "{rank} of hearts"),
        "D": translate("Cards", "{rank} of diamonds"),
        "C": translate("Cards", "{rank} of clubs"),
    }
    return texts[suit].format(rank=ranks.get(rank, str(rank)))


def hand_text(cards: Iterable[Card]) -> str:
    """Cards as "AS 10H QD"."""
    return " ".join(str(card) for card in cards)


def hand_numbers(cards: Iterable[Card]) -> tuple[int, ...]:
    """The numbers of a hand, in card order."""
    return tuple(card.value for card in cards)


def used_cards(
    text: str, values: Sequence[int], letters: Mapping[str, int] | None = None
) -> list[bool]:
    """Which cards (by value, in order) a typed answer already mentions; `letters` says what
    the card letters count for (A J Q K, T: 1, 11, 12, 13, 10 unless the deck says otherwise).

    >>> used_cards("8÷(3−", [3, 3, 8, 8])
    [True, False, True, False]
    """
    counted = CARD_LETTERS if letters is None else letters
    counts = Counter(
        (int(token) if len(token) <= 3 else 0)  # no card has a longer number
        if token.isdigit()
        else counted.get(token.upper(), 0)
        for token in _TOKEN.findall(text)
    )
    used = []
    for value in values:
        used.append(counts[value] > 0)
        counts[value] -= 1
    return used


def cards_from_ranks(ranks: Sequence[int]) -> tuple[Card, ...]:
    """Cards of the given ranks with suits cycling S H D C (for typed hands and tests)."""
    return tuple(Card(rank, SUITS[i % len(SUITS)]) for i, rank in enumerate(ranks))
