"""Worksheets: a printable page of hands to solve, with an answer key, for a class.

`WorksheetOptions` is everything that decides a sheet: how many hands, their level (or a mix of
levels, easiest first), the deck, the paper, the seed, the operators the answers may use, and
whether a hint is printed under each hand (the coach's first rung, `solver.coach`).
The dialog, the command line (``python -m app --worksheet``) and the settings all go through
it, and `WorksheetOptions.key` / `parse` write and read it back for the settings.

`deal_sheet` picks the hands (slow the first time: the difficulty levels score every hand of the
deck; run it in a worker) and solves each for the key: the plainest answer (the first of
`solver.solve`) and the count of distinct answers. The same options give the same sheet: every
choice comes from random generators seeded with the seed, the level and the hand's place
(`dealing_order`, `hand_random`), never with the count, so the first hands of a sheet stay
when it is made shorter or longer (each level's, on a mixed sheet).

`Worksheet` holds the dealt hands and says every text the sheet prints, in the player's
language; `layout` says which hands go on which page, so the painter (app.shell.worksheet_pdf) only
draws.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from solver import ALL_OPERATORS, LimitError, OperatorSet, Solution, SolverError, solve

from ..i18n import bracketed, listed, sentences, translate
from . import levels
from .cards import Card
from .coaching import ladder_of
from .decks import DeckRules, cards_for
from .jobs import Cancel
from .levels import hand_level_name
from .operators import unusual, with_operators
from .options import key_parts

if TYPE_CHECKING:  # the levels' module is imported when first needed (it scores hands)
    from .levels import HandLevel

#: Cards in a hand and the number to make (a worksheet is the classic game).
CARDS = 4
TARGET = 24
MIN_COUNT, MAX_COUNT = 1, 48
DEFAULT_COUNT = 12
MAX_SEED = 999_999
#: Hands on a page of the sheet (two columns of six) and rows on a page of the key.
HANDS_PER_PAGE = 12
KEY_ROWS_PER_PAGE = 24
#: What the settings and the command line call a sheet of every level.
MIXED = "mixed"
#: A space a line never breaks at (A = 1 stays on one line).
KEEP = "\N{NO-BREAK SPACE}"


#: The parts of `WorksheetOptions.key`.
OPTION_NAMES = ("count", "level", "deck", "paper", "seed", "ops", "hints")


class WorksheetError(ValueError):
    """Options that make no sheet; the message says what to change."""


class Paper(StrEnum):
    """The paper a sheet is laid out for."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size_mm(self) -> tuple[float, float]:
        """Width and height in millimetres, portrait."""
        return (210.0, 297.0) if self is Paper.A4 else (215.9, 279.4)

    @property
    def label(self) -> str:
        """The paper for people."""
        return "A4" if self is Paper.A4 else translate("Worksheet", "Letter")

    @classmethod
    def parse(cls, text: str) -> Paper:
        """A paper from its name, any case; WorksheetError names the choices."""
        word = text.strip().lower()
        for paper in cls:
            if word == paper.value:
                return paper
        raise WorksheetError(f"{text!r} is not a paper size: choose a4 or letter")


def parse_sheet_level(text: str) -> HandLevel | None:
    """A sheet's level: "mixed" is None (every level, easiest first), else a hand level in any
    case; WorksheetError names the choices."""
    word = text.strip().lower()
    if word == MIXED:
        return None
    for level in levels.HAND_LEVELS:
        if word == level.value.lower():
            return level
    choices = ", ".join([*(level.value.lower() for level in levels.HAND_LEVELS), MIXED])
    raise WorksheetError(f"{text!r} is not a level: choose {choices}")


def sheet_level_name(level: HandLevel | None) -> str:
    """A sheet's level for people: a hand level's name, or "Mixed"."""
    return translate("Worksheet", "Mixed") if level is None else hand_level_name(level)


@dataclass(frozen=True)
class WorksheetOptions:
    """What decides a sheet. `level` None mixes every level; `operators` is the set the answers
    use (and whether every step must be a whole number): the hands are those solvable by it, of
    its levels, and the key's answers keep it."""

    count: int = DEFAULT_COUNT
    level: HandLevel | None = field(default_factory=lambda: levels.HAND_LEVELS[0])
    deck: DeckRules = field(default_factory=DeckRules)
    seed: int = 1
    paper: Paper = Paper.A4
    operators: OperatorSet = ALL_OPERATORS
    #: a hint under each hand: the coach's first rung
    hints: bool = False

    def __post_init__(self) -> None:
        if not MIN_COUNT <= self.count <= MAX_COUNT:
            raise WorksheetError(f"{self.count} hands: a sheet has {MIN_COUNT} to {MAX_COUNT}")
        if not 0 <= self.seed <= MAX_SEED:
            raise WorksheetError(f"seed {self.seed}: give a whole number from 0 to {MAX_SEED}")

    @property
    def key(self) -> str:
        """How the settings keep it: "count=12 level=easy deck=standard paper=a4 seed=7", and
        "ops=+-,whole" when the operators are not the classic game's, "hints=yes" with hints."""
        level = MIXED if self.level is None else self.level.value.lower()
        ops = "" if self.operators.full else f" ops={str(self.operators).replace(' ', ',')}"
        hints = " hints=yes" if self.hints else ""
        return (
            f"count={self.count} level={level} deck={self.deck.key} paper={self.paper.value} "
            f"seed={self.seed}{ops}{hints}"
        )

    @classmethod
    def parse(cls, text: str) -> WorksheetOptions:
        """Options from their `key` (a part left out keeps its default); WorksheetError (or
        the deck's ValueError) says what is wrong."""
        given = key_parts(
            text, OPTION_NAMES, lambda part: WorksheetError(f"{part!r} is not a worksheet option")
        )
        try:
            count = int(given.get("count", DEFAULT_COUNT))
            seed = int(given.get("seed", 1))
        except ValueError:
            raise WorksheetError(f"{text!r}: count and seed are whole numbers") from None
        try:
            operators = OperatorSet.parse(given.get("ops", "+-*/"))
        except SolverError as error:
            raise WorksheetError(str(error)) from None
        hints = given.get("hints", "no")
        if hints not in ("yes", "no"):
            raise WorksheetError(f"hints={hints}: say hints=yes or hints=no")
        return cls(
            count=count,
            level=parse_sheet_level(given.get("level", "easy")),
            deck=DeckRules.parse(given.get("deck", "standard")),
            seed=seed,
            paper=Paper.parse(given.get("paper", Paper.A4.value)),
            operators=operators,
            hints=hints == "yes",
        )

    def level_counts(self) -> list[tuple[HandLevel, int]]:
        """How many hands of each level, easiest first (a mix shares them out evenly, the
        easier levels taking what is left over)."""
        if self.level is not None:
            return [(self.level, self.count)]
        every = levels.HAND_LEVELS
        share, left = divmod(self.count, len(every))
        counts = [(level, share + (index < left)) for index, level in enumerate(every)]
        return [(level, n) for level, n in counts if n]


@dataclass(frozen=True)
class SheetHand:
    """One hand of a sheet: its number (from 1), cards, level, and the key's answer."""

    number: int
    cards: tuple[Card, ...]
    level: HandLevel
    #: the plainest answer (the first solve() lists)
    answer: Solution
    #: how many distinct answers the hand has
    answers: int
    #: the hint printed under the hand: the coach's first rung ("" without hints)
    hint: str = ""

    @property
    def values(self) -> tuple[int, ...]:
        """The numbers the cards count for."""
        return tuple(card.value for card in self.cards)

    def cards_text(self) -> str:
        """The cards as printed in the key: "3 3 8 8", "A 5 5 5", "3 8 Q K"."""
        return " ".join(card.rank_name for card in self.cards)

    def hint_line(self) -> str:
        """The hint as printed under the cards: "Hint: There is an 8, and …" ("" without)."""
        if not self.hint:
            return ""
        return translate("Worksheet", "Hint: {hint}").format(hint=self.hint)

    def answer_text(self) -> str:
        """The answer as printed: "8 ÷ (3 − 8 ÷ 3) = 24"."""
        return f"{self.answer.display('unicode', spaced=True)} = {TARGET}"


def deal_sheet(options: WorksheetOptions, cancel: Cancel | None = None) -> Worksheet:
    """The sheet the options decide: its hands, each solved for the key. Slow the first time
    for a deck (its levels are worked out); raises WorksheetError when the deck has too few
    hands of a level, solver.Cancelled when `cancel` says so."""
    from .match import level_hands  # scores every hand of the deck the first time

    hands: list[SheetHand] = []
    for level, count in options.level_counts():
        try:
            pool = sorted(
                level_hands(level, CARDS, TARGET, options.deck, cancel, options.operators)
            )
        except LimitError:  # too many hands to score
            raise WorksheetError(_too_many(options)) from None
        except ValueError:  # no hand of the deck makes 24 at all
            raise WorksheetError(_too_few(level, 0, options)) from None
        if len(pool) < count:
            raise WorksheetError(_too_few(level, len(pool), options))
        for place, values in enumerate(dealing_order(pool, options.seed, level)[:count]):
            solutions = solve(values, TARGET, cancel=cancel, operators=options.operators)
            cards = cards_for(values, options.deck, hand_random(options.seed, level, place))
            number = len(hands) + 1
            hint = _hint(cards, options, cancel) if options.hints else ""
            hands.append(SheetHand(number, cards, level, solutions[0], len(solutions), hint))
    return Worksheet(options, tuple(hands))


def dealing_order(
    pool: list[tuple[int, ...]], seed: int, level: HandLevel
) -> list[tuple[int, ...]]:
    """The hands of a level in the order a sheet deals them: a shuffle of the whole pool that
    the seed and the level decide, so a sheet of n hands starts as one of n + 1 does."""
    order = list(pool)
    random.Random(f"twentyfour worksheet {seed} {level.value}").shuffle(order)
    return order


def hand_random(seed: int, level: HandLevel, place: int) -> random.Random:
    """The generator of the suits of a level's hand at a place (from 0): the same whatever
    the count."""
    return random.Random(f"twentyfour worksheet {seed} {level.value} {place}")


def _hint(cards: tuple[Card, ...], options: WorksheetOptions, cancel: Cancel | None) -> str:
    """A hand's hint: the coach's first rung, in the player's language, naming the cards as
    the sheet prints them (A 4 10 Q)."""
    return ladder_of(cards, TARGET, options.operators, cancel=cancel).first.text


def _deck(options: WorksheetOptions) -> str:
    """The deck for a message, with the operators when they are not the classic game's."""
    rules = unusual(options.operators)
    return options.deck.label if rules is None else bracketed(options.deck.label, rules)


def _too_many(options: WorksheetOptions) -> str:
    """Why a sheet cannot be dealt: the deck has too many hands to sort by difficulty."""
    return translate(
        "Worksheet",
        "The deck {deck} has too many different hands to sort them by difficulty: choose a "
        "smaller range of numbers.",
    ).format(deck=_deck(options))


def _too_few(level: HandLevel, found: int, options: WorksheetOptions) -> str:
    """Why a sheet cannot be dealt: the deck has fewer hands of a level than it needs."""
    if found == 0:
        return translate("Worksheet", "The deck {deck} has no {level} hands.").format(
            deck=_deck(options), level=hand_level_name(level)
        )
    return translate(
        "Worksheet",
        "The deck {deck} has only %n {level} hands: ask for fewer hands or another level.",
        None,
        found,
    ).format(deck=_deck(options), level=hand_level_name(level))


@dataclass(frozen=True)
class Page:
    """One page of a sheet: hands to solve, or rows of the key."""

    number: int
    hands: tuple[SheetHand, ...]
    is_key: bool


@dataclass(frozen=True)
class Worksheet:
    """A dealt sheet: its options and hands, the pages they go on and every text it prints."""

    options: WorksheetOptions
    hands: tuple[SheetHand, ...]

    def pages(self) -> list[Page]:
        """The hands' pages (`HANDS_PER_PAGE` each), then the key's (`KEY_ROWS_PER_PAGE`)."""
        pages: list[Page] = []
        for per_page, is_key in ((HANDS_PER_PAGE, False), (KEY_ROWS_PER_PAGE, True)):
            for start in range(0, len(self.hands), per_page):
                chunk = self.hands[start : start + per_page]
                pages.append(Page(len(pages) + 1, chunk, is_key))
        return pages

    @property
    def page_count(self) -> int:
        """How many pages the sheet and its key take."""
        return len(self.pages())

    # --- the texts -------------------------------------------------------------------------

    def title(self) -> str:
        """The heading of the sheet."""
        return translate("Worksheet", "Make {target}").format(target=TARGET)

    def details(self) -> str:
        """What the sheet is: "12 hands · Easy · A–K count 1–13" (and the operators when they
        are not the classic game's: "· + −")."""
        count = translate("Worksheet", "%n hands", None, len(self.hands))
        parts = [count, sheet_level_name(self.options.level), self.options.deck.label]
        rules = unusual(self.options.operators)
        return " · ".join(parts if rules is None else [*parts, rules])

    def instructions(self) -> str:
        """What to do, and what the lettered cards count for (the key writes Q as 12)."""
        return sentences(
            translate(
                "Worksheet",
                "Use each of the four cards once, {operators}, to make {target}. "
                "Write your answer under the cards.",
            ).format(operators=with_operators(self.options.operators), target=TARGET),
            self.card_values(),
        )

    def card_values(self) -> str:
        """What the lettered cards of the deck count for: "Card values: A = 1, J = 11,
        Q = 12, K = 13." (nothing for a number deck, whose cards show their numbers); a line
        breaks between the pairs, never inside one."""
        values = self.options.deck.letter_values()
        if not values:
            return ""
        pairs = (f"{name}{KEEP}={KEEP}{value}" for name, value in values)
        return translate("Worksheet", "Card values: {values}.").format(values=listed(pairs))

    def blanks(self) -> list[tuple[str, str]]:
        """The lines to fill in at the top, each as (the label before the line, the text after
        it): name, date, and the score out of the count of hands."""
        return [
            (translate("Worksheet", "Name:"), ""),
            (translate("Worksheet", "Date:"), ""),
            (translate("Worksheet", "Score:"), f"/ {len(self.hands)}"),
        ]

    def footer(self, page: Page) -> str:
        """The foot of a page: the sheet's number (its seed, to print it again) and the page."""
        return translate("Worksheet", "Sheet {seed} · page {page} of {pages}").format(
            seed=self.options.seed, page=page.number, pages=self.page_count
        )

    def key_title(self) -> str:
        """The heading of the key's pages."""
        return translate("Worksheet", "Answer key")

    def key_note(self) -> str:
        """Under the key's heading: which sheet it answers, and what the columns mean."""
        note = translate(
            "Worksheet",
            "For sheet {seed} ({details}). One answer for each hand, the plainest; the last "
            "column says how many different answers the hand has.",
        ).format(seed=self.options.seed, details=self.details())
        return sentences(note, self.card_values())

    @property
    def mixed(self) -> bool:
        """Whether the sheet mixes levels (its key then says each hand's)."""
        return self.options.level is None

    def key_headings(self) -> list[str]:
        """The key's columns: number, cards, an answer, the level (a mixed sheet), the count
        of answers."""
        level = [translate("Worksheet", "Level")] if self.mixed else []
        return [
            translate("Worksheet", "No."),
            translate("Worksheet", "Cards"),
            translate("Worksheet", "An answer"),
            *level,
            translate("Worksheet", "Answers"),
        ]

    def key_row(self, hand: SheetHand) -> list[str]:
        """One hand's row of the key, column by column (as `key_headings`)."""
        level = [hand_level_name(hand.level)] if self.mixed else []
        return [str(hand.number), hand.cards_text(), hand.answer_text(), *level, str(hand.answers)]

    def texts(self) -> Iterator[str]:
        """Every text the sheet prints, page by page (tests compare sheets by them)."""
        for page in self.pages():
            if page.is_key:
                yield from (self.key_title(), self.key_note(), *self.key_headings())
                for hand in page.hands:
                    yield from self.key_row(hand)
            else:
                yield from (self.title(), self.details(), self.instructions())
                yield from (text for blank in self.blanks() for text in blank if text)
                for hand in page.hands:
                    yield from (str(hand.number), " ".join(str(c) for c in hand.cards))
                    if hand.hint:
                        yield hand.hint_line()
            yield self.footer(page)
