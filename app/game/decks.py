"""Decks: the standard 52 cards with A–K as 1–13, and the variants players ask for.

- `STANDARD`: A–K count 1–13 (the classic game);
- `FACES_TEN`: J, Q and K count 10 (sixteen tens in the deck);
- `NO_FACES`: the face cards removed, A–10 (40 cards);
- `NUMBERS`: number cards from `low` to `high`, four of each (any range, e.g. 1–20).

`DeckRules` says which; it builds the cards, reads a typed card for the deck, and tells the
statistics which numbers a hand can hold and how many cards carry each. `Deck` is a shuffled
deck of those cards, dealt from the top.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..i18n import translate, translate_noop, translated
from .cards import MAX_NUMBER_CARD, RANKS, SUITS, Card, CardError, parse_rank

FACES = (11, 12, 13)
_NUMBERS_KEY = re.compile(r"^numbers:(\d{1,2})-(\d{1,2})$")


class DeckKind(StrEnum):
    """Which deck is played."""

    STANDARD = "standard"
    FACES_TEN = "faces-ten"
    NO_FACES = "no-faces"
    NUMBERS = "numbers"


#: The kinds of deck in words, as a list of choices names them (marked, translated when shown).
_DECK_KIND_NAMES = {
    DeckKind.STANDARD: translate_noop("Decks", "A–K count 1–13"),
    DeckKind.FACES_TEN: translate_noop("Decks", "J Q K count 10"),
    DeckKind.NO_FACES: translate_noop("Decks", "No face cards (A–10)"),
    DeckKind.NUMBERS: translate_noop("Decks", "Numbers"),
}


def deck_kind_name(kind: DeckKind) -> str:
    """A kind of deck in words, as a list of choices names it: "J Q K count 10", "Numbers"."""
    return translated("Decks", _DECK_KIND_NAMES[kind])


class DeckEmpty(ValueError):
    """The deck has fewer cards left than a deal asks for."""


@dataclass(frozen=True)
class DeckRules:
    """A deck variant; `low` and `high` are the numbers of a number deck."""

    kind: DeckKind = DeckKind.STANDARD
    low: int = 1
    high: int = 13

    def __post_init__(self) -> None:
        if self.kind is not DeckKind.NUMBERS:
            object.__setattr__(self, "low", 1)
            object.__setattr__(self, "high", 13 if self.kind is DeckKind.STANDARD else 10)
        if not 0 <= self.low < self.high <= MAX_NUMBER_CARD:
            raise ValueError(
                f"numbers {self.low} to {self.high}: a number deck has at least two numbers "
                f"from 0 to {MAX_NUMBER_CARD}, smallest first"
            )

    # --- naming ----------------------------------------------------------------------------

    @property
    def key(self) -> str:
        """How the settings keep it: "standard", "faces-ten", "no-faces", "numbers:1-20"."""
        if self.kind is DeckKind.NUMBERS:
            return f"numbers:{self.low}-{self.high}"
        return self.kind.value

    @classmethod
    def parse(cls, text: str) -> DeckRules:
        """The deck a settings key names; ValueError names the choices."""
        word = text.strip().lower()
        numbers = _NUMBERS_KEY.match(word)
        if numbers is not None:
            return cls(DeckKind.NUMBERS, int(numbers[1]), int(numbers[2]))
        for kind in (DeckKind.STANDARD, DeckKind.FACES_TEN, DeckKind.NO_FACES):
            if word == kind.value:
                return cls(kind)
        raise ValueError(
            f"{text!r} is not a deck: standard, faces-ten, no-faces or numbers:LOW-HIGH"
        )

    @property
    def label(self) -> str:
        """The deck for people, e.g. "J Q K count 10"."""
        if self.kind is DeckKind.NUMBERS:
            return translate("Decks", "Numbers {low} to {high}").format(
                low=self.low, high=self.high
            )
        return deck_kind_name(self.kind)

    # --- the cards -------------------------------------------------------------------------

    def ranks(self) -> tuple[int, ...]:
        """The ranks in the deck, lowest first."""
        if self.kind is DeckKind.NUMBERS:
            return tuple(range(self.low, self.high + 1))
        if self.kind is DeckKind.NO_FACES:
            return tuple(rank for rank in RANKS if rank not in FACES)
        return RANKS

    def card(self, rank: int, suit: str) -> Card:
        """The deck's card of a rank and suit (counted as the deck counts it)."""
        if rank not in self.ranks():
            raise CardError(self._not_in_deck(str(rank)), self._not_in_deck_short(str(rank)))
        if self.kind is DeckKind.NUMBERS:
            return Card(rank, suit, plain=True)
        if self.kind is DeckKind.FACES_TEN and rank in FACES:
            return Card(rank, suit, worth=10)
        return Card(rank, suit)

    def rank_of(self, value: int) -> int:
        """The lowest rank of the deck that counts for `value` (ValueError if none does)."""
        for rank in self.ranks():
            if self.card(rank, "S").value == value:
                return rank
        raise ValueError(f"no card of the deck {self.key} counts {value}")

    def letter_values(self) -> tuple[tuple[str, int], ...]:
        """What the cards written with a letter count for, lowest rank first: (("A", 1),
        ("J", 11), ("Q", 12), ("K", 13)) for the standard deck; none for a number deck."""
        cards = (self.card(rank, "S") for rank in self.ranks())
        return tuple((c.rank_name, c.value) for c in cards if c.rank_name != str(c.value))

    def cards(self) -> list[Card]:
        """Every card of the deck in order: all ranks of spades, then hearts, diamonds, clubs."""
        return [self.card(rank, suit) for suit in SUITS for rank in self.ranks()]

    @property
    def size(self) -> int:
        """How many cards the deck has."""
        return len(SUITS) * len(self.ranks())

    def read_rank(self, text: str) -> int:
        """A typed rank for this deck (A, 2..10, J, Q, K; a number deck: its numbers);
        CardError says what is wrong."""
        if self.kind is not DeckKind.NUMBERS:
            rank = parse_rank(text)
            if rank not in self.ranks():
                shown = text.strip().upper()
                raise CardError(self._not_in_deck(shown), self._not_in_deck_short(shown))
            return rank
        cleaned = text.strip()
        if cleaned.isdigit() and cleaned.isascii() and len(cleaned) <= 2:
            rank = int(cleaned)
            if rank in self.ranks():
                return rank
        shown = cleaned if len(cleaned) <= 12 else cleaned[:10] + "…"
        raise CardError(self._not_in_deck(shown or "?"), self._not_in_deck_short(shown or "?"))

    # --- what the statistics need ----------------------------------------------------------

    @property
    def values(self) -> tuple[int, int]:
        """The smallest and largest number a card counts for."""
        counted = [self.card(rank, "S").value for rank in self.ranks()]
        return min(counted), max(counted)

    def copies(self, value: int) -> int:
        """How many cards of the deck count for `value`."""
        return len(SUITS) * sum(self.card(rank, "S").value == value for rank in self.ranks())

    # --- messages --------------------------------------------------------------------------

    def _not_in_deck(self, shown: str) -> str:
        return translate("Decks", "{card} is not in this deck ({deck}).").format(
            card=shown, deck=self.label
        )

    def _not_in_deck_short(self, shown: str) -> str:
        return translate("Decks", "{card} is not in this deck").format(card=shown)


class Deck:
    """A shuffled deck of a variant's cards (52 standard ones by default), shuffled with an
    injectable `random.Random`; dealt cards leave the deck."""

    def __init__(
        self,
        rng: random.Random | None = None,
        *,
        rules: DeckRules | None = None,
        shuffle: bool = True,
    ) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.rules = rules or DeckRules()
        self._cards: list[Card] = []
        self.reset(shuffle=shuffle)

    def reset(self, *, shuffle: bool = True) -> None:
        """Gather every card again (shuffled unless told otherwise)."""
        self._cards = self.rules.cards()
        if shuffle:
            self.shuffle()

    def replace(self, cards: Iterable[Card]) -> None:
        """Put these cards in the deck instead, in this order (e.g. a deal worked out elsewhere)."""
        self._cards = list(cards)

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


def cards_for(values: Sequence[int], deck: DeckRules, rng: random.Random) -> tuple[Card, ...]:
    """Cards of the deck that count for these values (no card twice; a value several cards
    count for, such as 10 when J Q K count 10, gets any of them)."""
    left = deck.cards()
    chosen = []
    for value in values:
        card = rng.choice([card for card in left if card.value == value])
        left.remove(card)
        chosen.append(card)
    return tuple(chosen)


def full_deck() -> list[Card]:
    """The 52 standard cards in order: A..K of spades, then hearts, diamonds, clubs."""
    return DeckRules().cards()
