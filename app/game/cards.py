"""Playing cards and a 52-card deck: ranks A..K, suits S H D C, shuffled by an injectable Random."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: Suits in deck order: spades, hearts, diamonds, clubs.
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = tuple(range(1, 14))
RANK_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
_LETTER_RANKS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
_SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()} | {
    "♤": "S",
    "♡": "H",
    "♢": "D",
    "♧": "C",
}
RANK_HELP = "type A, 2..10, J, Q or K (or 1..13, T for 10)"


class CardError(ValueError):
    """Text is not a card or a rank; the message says why and what to type instead."""


class DeckEmpty(ValueError):
    """The deck has fewer cards left than a deal asks for."""


def rank_name(rank: int) -> str:
    """How a rank is written on a card: A, 2..10, J, Q, K."""
    return RANK_LETTERS.get(rank, str(rank))


def parse_rank(text: str) -> int:
    """Read a typed rank (A, 2..10, J, Q, K, 1..13, T); raises CardError with a clear message."""
    cleaned = text.strip()
    if not cleaned:
        raise CardError(f"empty: {RANK_HELP}")
    letter = _LETTER_RANKS.get(cleaned.upper())
    if letter is not None:
        return letter
    if cleaned.isdigit() and cleaned.isascii():
        rank = int(cleaned)
        if rank == 0:
            raise CardError("0 is not a card: the lowest rank is A (1)")
        if rank > 13:
            raise CardError(f"{rank} is too high: the highest rank is K (13)")
        return rank
    if cleaned.lstrip("+-").isdigit():
        raise CardError(f"{cleaned!r} is not a card: ranks go from A (1) to K (13)")
    raise CardError(f"{cleaned!r} is not a card: {RANK_HELP}")


@dataclass(frozen=True, order=True)
class Card:
    """A playing card: rank 1..13 (A..K), suit "S", "H", "D" or "C"; str(card) is e.g. "10H"."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if not isinstance(self.rank, int) or isinstance(self.rank, bool) or self.rank not in RANKS:
            raise CardError(f"rank {self.rank!r} is not a card rank (1..13)")
        if self.suit not in SUITS:
            raise CardError(f"suit {self.suit!r} is not a suit (S, H, D or C)")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card like "AS", "10H", "TH", "qd" or "K♣"."""
        cleaned = text.strip()
        if len(cleaned) < 2:
            raise CardError(f"{cleaned!r} is not a card: write rank then suit, like AS, 10H, QD")
        suit_char = cleaned[-1]
        suit = _SYMBOL_SUITS.get(suit_char, suit_char.upper())
        if suit not in SUITS:
            raise CardError(f"{cleaned!r} does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣)")
        return cls(parse_rank(cleaned[:-1]), suit)

    @property
    def rank_name(self) -> str:
        """The rank as written on the card: A, 2..10, J, Q, K."""
        return rank_name(self.rank)

    @property
    def value(self) -> int:
        """The number the card counts for in the game (A = 1, J = 11, Q = 12, K = 13)."""
        return self.rank

    @property
    def symbol(self) -> str:
        """Rank with a suit symbol, e.g. "Q♦"."""
        return f"{self.rank_name}{SUIT_SYMBOLS[self.suit]}"

    @property
    def name(self) -> str:
        """The card in words, e.g. "queen of diamonds"."""
        return f"{RANK_WORDS.get(self.rank, str(self.rank))} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return f"{self.rank_name}{self.suit}"


def full_deck() -> list[Card]:
    """The 52 cards in order: A..K of spades, then hearts, diamonds, clubs."""
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def hand_text(cards: Iterable[Card]) -> str:
    """Cards as "AS 10H QD"."""
    return " ".join(str(card) for card in cards)


def hand_numbers(cards: Iterable[Card]) -> tuple[int, ...]:
    """The numbers of a hand, in card order."""
    return tuple(card.value for card in cards)


def cards_from_ranks(ranks: Sequence[int]) -> tuple[Card, ...]:
    """Cards of the given ranks with suits cycling S H D C (for typed hands and tests)."""
    return tuple(Card(rank, SUITS[i % len(SUITS)]) for i, rank in enumerate(ranks))


class Deck:
    """A 52-card deck, shuffled with an injectable `random.Random`; dealt cards leave the deck."""

    def __init__(self, rng: random.Random | None = None, *, shuffle: bool = True) -> None:
        self.rng = rng if rng is not None else random.Random()
        self._cards: list[Card] = []
        self.reset(shuffle=shuffle)

    def reset(self, *, shuffle: bool = True) -> None:
        """Gather all 52 cards again (shuffled unless told otherwise)."""
        self._cards = full_deck()
        if shuffle:
            self.shuffle()

    def shuffle(self) -> None:
        """Shuffle the cards still in the deck."""
        self.rng.shuffle(self._cards)

    @property
    def remaining(self) -> int:
        """How many cards are left."""
        return len(self._cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards left, top of the deck first."""
        return tuple(self._cards)

    def deal(self, n: int) -> tuple[Card, ...]:
        """Take the top `n` cards; raises DeckEmpty when fewer are left."""
        if n < 0:
            raise ValueError(f"cannot deal {n} cards")
        if n > len(self._cards):
            raise DeckEmpty(f"only {len(self._cards)} cards left, cannot deal {n}")
        dealt, self._cards = self._cards[:n], self._cards[n:]
        return tuple(dealt)

    def take(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Remove these particular cards from the deck (each must still be in it)."""
        wanted = tuple(cards)
        missing = [str(card) for card in wanted if card not in self._cards]
        if missing or len(set(wanted)) != len(wanted):
            raise DeckEmpty(f"not in the deck (or asked twice): {' '.join(missing) or 'duplicate'}")
        for card in wanted:
            self._cards.remove(card)
        return wanted

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards
