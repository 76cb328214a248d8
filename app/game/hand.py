"""The helper view's hand: card slots that accept typed ranks, step, deal, retry and clear."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from solver import NumberError, to_number

from ..i18n import translate
from .cards import SUITS, Card, CardError
from .decks import Deck, DeckKind, DeckRules

#: What separates cards typed or pasted into one box, as a space does: "3 3 8 8", "3,3,8,8",
#: "3;3;8;8", in Chinese "3，3，8，8", "3、3、8、8", "3；3；8；8", full-width spaces (in `\s`).
#: Not "/" nor ".": they write a number ("8/3", "2.5"), as the target and the solver read them.
SEPARATORS = re.compile(r"[\s,;，、；]+")

MIN_CARDS = 2
MAX_CARDS = 6
DEFAULT_CARDS = 4
DEFAULT_TARGET = 24

Target = int | Fraction


class HandError(ValueError):
    """A hand setting (count of cards, target, slot index) is out of range."""


@dataclass(frozen=True)
class Slot:
    """One card slot: the card (None if empty or invalid), what was typed, an error message."""

    card: Card | None = None
    text: str = ""
    error: str | None = None
    #: the error in a few words, to fit under the card
    short: str | None = None
    #: what a typed number reads as, when the card shows it otherwise ("11 is J")
    note: str = ""

    @property
    def rank(self) -> int | None:
        """The rank 1..13, or None when the slot is empty or invalid."""
        return self.card.rank if self.card is not None else None

    @property
    def valid(self) -> bool:
        """Whether the slot holds a card."""
        return self.card is not None


class HandEditor:
    """State of the helper view: `card_count` slots (2..6), a target, and the hand to retry."""

    def __init__(
        self,
        card_count: int = DEFAULT_CARDS,
        target: object = DEFAULT_TARGET,
        deck: DeckRules | None = None,
    ) -> None:
        self.deck = deck or DeckRules()
        self._count = _checked_count(card_count)
        self._target: Target = _checked_target(target)
        self._slots: list[Slot] = [Slot() for _ in range(self._count)]
        self._original: tuple[Slot, ...] | None = None

    # --- reading the state -------------------------------------------------------------------

    @property
    def card_count(self) -> int:
        """How many card slots there are (2..6)."""
        return self._count

    @property
    def target(self) -> Target:
        """The number to make (24 by default; any exact number)."""
        return self._target

    @property
    def slots(self) -> tuple[Slot, ...]:
        """The slots, left to right."""
        return tuple(self._slots)

    def slot(self, index: int) -> Slot:
        """One slot by 0-based index."""
        return self._slots[self._checked_index(index)]

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The card in each slot (None where empty or invalid)."""
        return tuple(slot.card for slot in self._slots)

    @property
    def complete(self) -> bool:
        """Whether every slot holds a valid card."""
        return all(slot.valid for slot in self._slots)

    def numbers(self) -> tuple[int, ...] | None:
        """The numbers the cards count for, when every slot is valid; else None."""
        if not self.complete:
            return None
        return tuple(slot.card.value for slot in self._slots if slot.card is not None)

    def errors(self) -> list[tuple[int, str]]:
        """(index, message) for every slot with an error."""
        return [(i, slot.error) for i, slot in enumerate(self._slots) if slot.error]

    def first_error(self) -> str | None:
        """The first slot error as "Card 2: ..." for a status line, or None."""
        found = self.errors()
        if not found:
            return None
        return translate("Helper", "Card {number}: {problem}").format(
            number=found[0][0] + 1, problem=found[0][1]
        )

    @property
    def can_retry(self) -> bool:
        """Whether retry() would change the hand (there is an original hand and it was edited)."""
        return self._original is not None and self._original != tuple(self._slots)

    @property
    def original(self) -> tuple[Card | None, ...] | None:
        """The hand as dealt or first typed complete, which retry() goes back to."""
        return None if self._original is None else tuple(s.card for s in self._original)

    # --- editing -------------------------------------------------------------------------------

    def set_text(self, index: int, text: str) -> Slot:
        """Type a rank (or a card like "QH") into a slot; a bad entry gets a message there only.

        Typing goes on key by key: a hand is remembered for `retry` once it is complete and its
        last entry cannot grow into another rank ("1" may still become 10..13), or when the
        entry is done (`settle`)."""
        index = self._checked_index(index)
        self._slots[index] = self._read_slot(index, text)
        if not self._may_grow(text):
            self._remember_if_first_complete()
        return self._slots[index]

    def type_text(self, index: int, text: str) -> int | None:
        """Text typed or pasted into a slot. Several cards ("3 3 8 8", "3,3,8,8", "3，3，8，8")
        fill it and the slots after it; a separator (`SEPARATORS`) ends the entry before it, as
        Tab does, whatever it holds (`end_entry`); a card also ends when it cannot grow into
        another rank ("1" may still become 10..13; a bad entry waits to be put right).
        Separators with no entry before them end nothing: they come where the card before
        moved on to, and the slot is left as it was, to type over. Returns the slot to type in
        next (None: stay here; `index` itself: type over this slot's text)."""
        index = self._checked_index(index)
        entries = [entry for entry in SEPARATORS.split(text) if entry]
        if text and not entries:
            return index
        entries = entries or [""]
        ended = bool(text) and SEPARATORS.fullmatch(text[-1]) is not None
        last = index
        for last, entry in enumerate(entries[: self._count - index], start=index):
            self.set_text(last, entry)
        grown = len(entries) > 1 or not self._may_grow(entries[-1])
        done = ended or (grown and self._slots[last].valid)
        going = self.end_entry(last) if done else None
        return last if going is None and last != index else going

    def end_entry(self, index: int) -> int | None:
        """The player ends the entry in a slot (a separator after it, Enter, → at its end): it
        is done, good or bad (a bad one keeps its message there, as when Tab leaves it), and
        the next slot is the one to type in. None: the last slot, or no entry to end."""
        index = self._checked_index(index)
        self.settle()
        if not self._slots[index].text.strip() or index + 1 >= self._count:
            return None
        return index + 1

    def reread(self) -> None:
        """Read each bad entry again: its message in the current language (a new one)."""
        for index, slot in enumerate(self._slots):
            if slot.error is not None:
                self._slots[index] = self._read_slot(index, slot.text)

    def settle(self) -> None:
        """The entry being typed is done (the player left the card): a complete hand is now
        the hand as typed, for `retry`."""
        self._remember_if_first_complete()

    def _read_slot(self, index: int, text: str) -> Slot:
        """What a slot holds once `text` is typed into it: a card, or why not."""
        try:
            card = self._read_card(text, self._suit_for(index, self._slots[index]))
        except CardError as error:
            return Slot(None, text, str(error), error.short)
        return Slot(card, text.strip().upper(), note=_reading(text, card))

    def _may_grow(self, text: str) -> bool:
        """Whether a typed rank may still become another one with more keys ("1" → 10..13)."""
        typed = text.strip().upper()
        if not typed.isdigit():
            return False
        return any(str(rank) != typed and str(rank).startswith(typed) for rank in self.deck.ranks())

    def set_rank(self, index: int, rank: int) -> Slot:
        """Put a rank of the deck into a slot, keeping its suit (e.g. picked from a menu)."""
        index = self._checked_index(index)
        if rank not in self.deck.ranks():
            raise HandError(f"rank {rank} is not in the deck {self.deck.key}")
        card = self.deck.card(rank, self._suit_for(index, self._slots[index]))
        self._slots[index] = Slot(card, card.rank_name)
        self._remember_if_first_complete()
        return self._slots[index]

    def step(self, index: int, delta: int) -> Slot:
        """Step a slot's rank up or down through the deck's ranks, wrapping round (K -> A); an
        empty slot starts at the lowest (up) or highest (down)."""
        index = self._checked_index(index)
        ranks = self.deck.ranks()
        rank = self._slots[index].rank
        if rank is None or rank not in ranks:
            return self.set_rank(index, ranks[0] if delta > 0 else ranks[-1])
        return self.set_rank(index, ranks[(ranks.index(rank) + delta) % len(ranks)])

    def set_deck(self, deck: DeckRules) -> None:
        """Play with another deck: cards not in it are emptied, the others recounted."""
        if deck == self.deck:
            return
        self.deck = deck
        self._slots = [
            Slot(deck.card(s.card.rank, s.card.suit), s.text)
            if s.card is not None
            and s.card.rank in deck.ranks()
            and s.card.plain == (deck.kind is DeckKind.NUMBERS)
            else Slot()
            for s in self._slots
        ]
        self._original = None
        self._remember_if_first_complete()

    def deal(self, deck: Deck) -> tuple[Card, ...]:
        """Deal a fresh hand from the deck (gathering a new shuffled deck when too few are left)."""
        if deck.remaining < self._count:
            deck.reset()
        cards = deck.deal(self._count)
        self._slots = [Slot(card, card.rank_name) for card in cards]
        self._original = tuple(self._slots)
        return cards

    def load(self, numbers: tuple[int, ...] | list[int]) -> None:
        """Show a given hand of numbers (e.g. from the statistics view) with cards of the deck
        that count for them; its size becomes the card count. HandError if the deck has no card
        for one of them."""
        ranks: dict[int, int] = {}
        for rank in self.deck.ranks():
            ranks.setdefault(self.deck.card(rank, "S").value, rank)
        missing = [n for n in numbers if n not in ranks]
        if missing:
            raise HandError(
                translate("Helper", "{number} is not a card of this deck ({deck}).").format(
                    number=missing[0], deck=self.deck.label
                )
            )
        self._count = _checked_count(len(numbers))
        self._slots = [Slot() for _ in range(self._count)]
        for index, number in enumerate(numbers):
            self.set_rank(index, ranks[number])
        self._original = tuple(self._slots)

    def retry(self) -> bool:
        """Go back to the hand as dealt or typed before later edits; False if there is none."""
        if self._original is None:
            return False
        self._slots = list(self._original)
        self._count = len(self._slots)
        return True

    def clear(self) -> None:
        """Empty every slot and forget the hand to retry (start a new hand)."""
        self._slots = [Slot() for _ in range(self._count)]
        self._original = None

    def set_card_count(self, count: int) -> None:
        """Change the count of cards (2..6), keeping the first slots; forgets the retry hand."""
        count = _checked_count(count)
        if count == self._count:
            return
        kept = self._slots[:count]
        self._slots = kept + [Slot() for _ in range(count - len(kept))]
        self._count = count
        self._original = None
        self._remember_if_first_complete()

    def set_target(self, target: object) -> Target:
        """Change the target (an int, Fraction or text like "24" or "10/3"); HandError if bad."""
        self._target = _checked_target(target)
        return self._target

    # --- helpers -------------------------------------------------------------------------------

    def _checked_index(self, index: int) -> int:
        """The slot index if it exists, else HandError."""
        if not 0 <= index < self._count:
            raise HandError(f"slot {index} does not exist: there are {self._count} cards")
        return index

    def _suit_for(self, index: int, old: Slot) -> str:
        """The suit a typed rank gets: the slot's current suit, else one by position."""
        if old.card is not None:
            return old.card.suit
        return SUITS[index % len(SUITS)]

    def _read_card(self, text: str, suit: str) -> Card:
        """A card of the deck from typed text: a rank ("Q", "12") or rank and suit ("QH")."""
        cleaned = text.strip()
        try:
            return self.deck.card(self.deck.read_rank(cleaned), suit)
        except CardError as rank_error:
            if len(cleaned) >= 2 and self.deck.kind is not DeckKind.NUMBERS:
                try:
                    card = Card.parse(cleaned)
                    return self.deck.card(card.rank, card.suit)
                except CardError:
                    pass
            raise rank_error from None

    def _remember_if_first_complete(self) -> None:
        """Remember the hand for retry when it first becomes complete."""
        if self._original is None and self.complete:
            self._original = tuple(self._slots)


def _checked_count(count: int) -> int:
    """The count of cards if it is 2..6, else HandError."""
    if not isinstance(count, int) or not MIN_CARDS <= count <= MAX_CARDS:
        raise HandError(f"{count} cards: a hand has {MIN_CARDS} to {MAX_CARDS} cards")
    return count


def _checked_target(target: object) -> Target:
    """The target read exactly, else HandError."""
    try:
        value = to_number(target)
    except NumberError as error:
        raise HandError(f"target: {error}") from None
    return value


def _reading(text: str, card: Card) -> str:
    """What a typed number reads as when the card shows it otherwise: "11 is J" ("" if not)."""
    typed = text.strip()
    if not typed.isdigit() or typed == card.rank_name:
        return ""
    return translate("Helper", "{typed} is {card}").format(typed=typed, card=card.rank_name)
