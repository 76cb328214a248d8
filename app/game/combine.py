"""Playing with the cards: pick a card, an operator and a second card; the two become one card.

The way 24 is played at a table (and in GCompris's guess24, 4nums.com and the mobile games): the
cards lie in a row; the player picks one, then + − × ÷, then another, and the pair becomes one
card that shows the exact result (8 ÷ 3 shows 8/3). When one card is left, the expression it was
made from is the player's answer. `CardTable` holds those rules and nothing else: it knows no
widget, no clock and no target.

The table
    Each dealt card keeps its place, numbered 1, 2, 3, … from the left (the keys that pick it).
    Combining the first card picked with the second puts the result in the second card's place
    and leaves the first place empty, so no card moves and no key changes. Each card on the
    table is a `TableCard`: its exact value (a Fraction) and the solver's nested-list expression
    it was made from (a dealt card: its number as text; a made card: ``[left, "/", right]``).
    `steps` is the working so far, in the solver's own form (`solver.Step`; "8÷3 = 8/3").

What a player does (each returns whether anything changed; a refusal sets `message`)
    `pick(i)`: with no card picked, picks card i. Picking the picked card again puts it down
        (and forgets the operator). Another card with no operator chosen: the pick moves to
        it. Another card with an operator chosen: the two are combined (first op second), the
        result takes the second card's place and stays picked, ready for the next operator.
        An empty place is refused; so is a division by zero, and nothing changes.
    `choose(op)`: the operator for the picked card ("+", "-", "*", "/"); choosing another one
        replaces it, choosing the same one again takes it back. Refused with no card picked.
    `combine_all(op)`: "+" or "*" of every card left, left to right (4nums's shortcut): one
        action, so one `undo` takes it back, with one step of working per pair.
    A table of a game with fewer operators (`operators`, an `OperatorSet`) refuses the others
    (its widget shows only the allowed ones), and one of whole numbers only refuses a step
    whose result is not a whole number 0 or more (8 ÷ 3), with the solver's own messages.
    `ready()`: whether the answer is built; if not, the message says how to build it.
    `undo()`: steps back: first the operator chosen, then the card picked, then the last
        combination (any number of times; a result picked by the table itself, not by the
        player, goes with its combination). `put_down()` lets go of the card picked and the
        operator. `reset()` starts over from the dealt cards; it is itself an action that `undo`
        takes back.

The answer, and how a play mode judges it
    Once one card is left (`finished`), `expression()` is the nested list it was made from
    (the fewest brackets) and `answer_text()` the same as ASCII text written with the cards'
    values ("8/(3-8/3)"; never card letters, so a Q that a deck counts 10 is written 10).
    A mode judges that text EXACTLY as a typed answer, by passing it to the session's own
    ``submit(text)`` (PlaySession, PracticeSession, DailySession, DuelSession all take the text
    of an answer): the same `answer.check_answer` against the hand's card values, the same
    messages, `solver.identify` for "2 of 3 different answers found", the same history. So the
    integration is, in a view::

        table = CardTable(session_cards)            # a new table for each hand dealt
        ...                                          # the widget forwards picks and operators
        if table.finished:
            result = session.submit(table.answer_text())

    A wrong answer leaves the table as it is, so the player can undo a step and try again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from solver import (
    ALL_OPERATORS,
    APPLY,
    OPERATORS,
    Nested,
    NotWholeError,
    Num,
    Op,
    OperatorSet,
    Step,
    format_number,
    operator_list,
    render,
    to_nested,
    to_number,
)

from ..i18n import listed, translate
from .cards import Card

#: The operators a player combines with, in the order of their buttons.
SYMBOLS = ("+", "-", "*", "/")
#: The operators of the "all cards at once" shortcut.
ALL_SYMBOLS = ("+", "*")


@dataclass(frozen=True)
class TableCard:
    """A card on the table: a dealt card, or one made by combining two."""

    value: Fraction
    #: the solver's nested-list expression: a number as text, or [left, symbol, right]
    expression: str | Nested
    #: the dealt card it is (None for a card made by combining)
    card: Card | None = None

    @property
    def made(self) -> bool:
        """Whether the card was made by combining others."""
        return isinstance(self.expression, list)

    @property
    def text(self) -> str:
        """The value as the card shows it: "24", "8/3", "-5"."""
        return format_number(self.value)

    def formula(self) -> str:
        """What the card was made from, with × ÷ − ("8÷3"); a dealt card: its value."""
        return render(self.expression, style="unicode")

    def spoken(self) -> str:
        """The card for a screen reader: "Queen of diamonds, 10", "8/3, made of 8÷3"."""
        if self.card is not None:
            if self.card.rank_name == self.text:
                return self.card.name
            return translate("Combine", "{card}, counts {value}").format(
                card=self.card.name, value=self.text
            )
        if not self.made:
            return self.text
        return translate("Combine", "{value}, made of {formula}").format(
            value=self.text, formula=self.formula()
        )


@dataclass(frozen=True)
class _State:
    """What undo goes back to: the places of the table and the working."""

    places: tuple[TableCard | None, ...]
    steps: tuple[Step, ...]


def dealt_card(card: Card | object) -> TableCard:
    """A dealt card (or a plain number) as it lies on the table."""
    value = card.value if isinstance(card, Card) else to_number(card)
    return TableCard(
        Fraction(value), format_number(value), card if isinstance(card, Card) else None
    )


def operator_sign(symbol: str) -> str:
    """How an operator is written for people: + − × ÷."""
    return OPERATORS[symbol].pretty


class CardTable:
    """The cards of a hand being combined, the pick in progress and the working so far."""

    def __init__(
        self, cards: Iterable[Card | object], operators: OperatorSet = ALL_OPERATORS
    ) -> None:
        #: the operators the game allows, and whether every step must be a whole number
        self.operators = operators
        self._dealt = tuple(dealt_card(card) for card in cards)
        self._state = _State(self._dealt, ())
        self._history: list[_State] = []
        #: the place of the card picked first (None: none)
        self.picked: int | None = None
        #: the operator chosen for it (None: none yet)
        self.operator: str | None = None
        #: the card picked is the result of the last combination, picked by the table
        self._picked_result = False
        #: why the last action was refused ("" when it was not)
        self.message = ""

    # --- reading ---------------------------------------------------------------------------

    @property
    def places(self) -> tuple[TableCard | None, ...]:
        """Every place of the table, left to right (None: its card was combined away)."""
        return self._state.places

    @property
    def cards(self) -> list[TableCard]:
        """The cards left on the table, left to right."""
        return [card for card in self._state.places if card is not None]

    @property
    def steps(self) -> tuple[Step, ...]:
        """The working so far, first step first."""
        return self._state.steps

    def working(self) -> list[str]:
        """The working as the solver writes it, one line a step: "8÷3 = 8/3"."""
        return [step.text("unicode") for step in self._state.steps]

    @property
    def finished(self) -> bool:
        """Whether one card is left: the answer is built."""
        return len(self.cards) == 1

    @property
    def can_undo(self) -> bool:
        """Whether `undo` would change anything."""
        return self.picked is not None or bool(self._history)

    @property
    def can_reset(self) -> bool:
        """Whether the table differs from the cards as dealt (or a card is picked)."""
        return self.picked is not None or self._state.places != self._dealt

    @property
    def can_combine_all(self) -> bool:
        """Whether two cards or more are left."""
        return len(self.cards) >= 2

    @property
    def result(self) -> TableCard | None:
        """The last card, once the answer is built."""
        cards = self.cards
        return cards[0] if len(cards) == 1 else None

    def expression(self) -> Nested | None:
        """The answer built, as a nested list with the fewest brackets (None: not built yet)."""
        result = self.result
        return None if result is None else to_nested(result.expression)

    def answer_text(self) -> str | None:
        """The answer built as text a typed-answer check reads ("8/(3-8/3)"), or None."""
        expression = self.expression()
        return None if expression is None else render(expression)

    def pending(self) -> str:
        """The combination under way, for people: "8", "8 ÷ …" ("" when none)."""
        if self.picked is None:
            return ""
        card = self._state.places[self.picked]
        assert card is not None
        if self.operator is None:
            return card.text
        return f"{card.text} {operator_sign(self.operator)} …"

    def prompt(self) -> str:
        """What to do next, in a sentence."""
        if self.finished:
            return translate(
                "Combine", "One card left: your answer. Undo (Backspace) takes back a step."
            )
        if self.picked is None:
            return translate("Combine", "Pick a card.")
        if self.operator is None:
            return translate("Combine", "{card} picked: choose {operators}.").format(
                card=self.pending(), operators=self._signs()
            )
        return translate("Combine", "{pending}: pick the second card.").format(
            pending=self.pending()
        )

    def ready(self) -> bool:
        """Whether the answer is built; if not, `message` says what to do (a player pressed
        Enter with cards still to combine)."""
        self.message = ""
        if self.finished:
            return True
        return self._refuse(
            translate(
                "Combine", "Combine two cards at a time until one is left: that is your answer."
            )
        )

    # --- what the player does --------------------------------------------------------------

    def pick(self, place: int) -> bool:
        """A card is picked (its place, from 0): see the module's docstring for what it does."""
        self.message = ""
        places = self._state.places
        if not 0 <= place < len(places):
            return self._refuse(
                translate("Combine", "There is no card {place}.").format(place=place + 1)
            )
        card = places[place]
        if card is None:
            return self._refuse(
                translate("Combine", "Card {place} has been combined already.").format(
                    place=place + 1
                )
            )
        if self.finished:
            return self._refuse(self.prompt())
        if place == self.picked:
            return self.put_down()
        if self.picked is None or self.operator is None:
            self.picked, self._picked_result = place, False
            return True
        return self._combine(self.picked, self.operator, place)

    def choose(self, symbol: str) -> bool:
        """An operator for the picked card (the same one again takes it back)."""
        self.message = ""
        if symbol not in SYMBOLS:
            raise ValueError(f"{symbol!r} is not an operator: + - * /")
        if self.picked is None:
            if self.finished:
                return self._refuse(self.prompt())
            return self._refuse(
                translate("Combine", "Pick a card first, then {operators}.").format(
                    operators=self._signs()
                )
            )
        if not self.operators.allows(symbol):
            return self._refuse(self._not_allowed())
        self.operator = None if symbol == self.operator else symbol
        return True

    def combine_all(self, symbol: str) -> bool:
        """Add (or multiply) every card left, left to right; one action for `undo`."""
        self.message = ""
        if symbol not in ALL_SYMBOLS:
            raise ValueError(f"{symbol!r}: only + and * combine every card at once")
        if not self.can_combine_all:
            return self._refuse(self.prompt())
        if not self.operators.allows(symbol):
            return self._refuse(self._not_allowed())
        before = self._state
        for place in [i for i, card in enumerate(self._state.places) if card is not None][1:]:
            first = next(i for i, card in enumerate(self._state.places) if card is not None)
            refusal = self._not_whole(first, symbol, place)
            if refusal is not None:
                self._state = before
                return self._refuse(refusal)
            self._state = self._combined(first, symbol, place)
        self._history.append(before)
        self.picked, self.operator, self._picked_result = None, None, False
        return True

    def undo(self) -> bool:
        """Step back: the operator chosen, else the card the player picked, else the last
        combination."""
        self.message = ""
        if self.operator is not None:
            self.operator = None
        elif self.picked is not None and not self._picked_result:
            self.picked = None
        elif self._history:
            self._state = self._history.pop()
            self.picked, self._picked_result = None, False
        else:
            return False
        return True

    def put_down(self) -> bool:
        """Let go of the card picked and the operator chosen (False: nothing was picked)."""
        self.message = ""
        if self.picked is None:
            return False
        self.picked, self.operator, self._picked_result = None, None, False
        return True

    def reset(self) -> bool:
        """Start over from the cards as dealt (`undo` brings the table back)."""
        self.message = ""
        if not self.can_reset:
            return False
        if self._state.places != self._dealt:
            self._history.append(self._state)
            self._state = _State(self._dealt, ())
        self.picked, self.operator, self._picked_result = None, None, False
        return True

    # --- helpers ---------------------------------------------------------------------------

    def _refuse(self, message: str) -> bool:
        self.message = message
        return False

    def _signs(self) -> str:
        """The allowed operators as the prompt lists them: "+ − × ÷"."""
        return " ".join(self.operators.pretty())

    def _not_allowed(self) -> str:
        """Why an operator the game leaves out is refused."""
        return translate("Combine", "This game allows only {operators}.").format(
            operators=operator_list(self.operators)
        )

    def _not_whole(self, first: int, symbol: str, second: int) -> str | None:
        """Why combining two places breaks the rule of whole numbers (None: it does not)."""
        left, right = self._state.places[first], self._state.places[second]
        assert left is not None and right is not None
        a, b = _exact(left.value), _exact(right.value)
        result = APPLY[symbol](a, b)
        if self.operators.admits(result):
            return None
        return str(NotWholeError(Op(symbol, Num(a), Num(b)), result))

    def _combine(self, first: int, symbol: str, second: int) -> bool:
        """Combine two places (the result stays picked), or refuse a division by zero."""
        right = self._state.places[second]
        assert right is not None
        if symbol == "/" and right.value == 0:
            left = self._state.places[first]
            assert left is not None
            return self._refuse(
                translate(
                    "Combine", "{left} ÷ 0 cannot be worked out: no number can be divided by zero."
                ).format(left=left.text)
            )
        refusal = self._not_whole(first, symbol, second)
        if refusal is not None:
            return self._refuse(refusal)
        self._history.append(self._state)
        self._state = self._combined(first, symbol, second)
        self.operator = None
        self.picked = None if self.finished else second
        self._picked_result = self.picked is not None
        return True

    def _combined(self, first: int, symbol: str, second: int) -> _State:
        """The table with the first card combined into the second's place."""
        places = list(self._state.places)
        left, right = places[first], places[second]
        assert left is not None and right is not None
        a, b = _exact(left.value), _exact(right.value)
        result = APPLY[symbol](a, b)
        places[first] = None
        places[second] = TableCard(Fraction(result), [left.expression, symbol, right.expression])
        return _State(tuple(places), (*self._state.steps, Step(a, symbol, b, result)))


def _exact(value: Fraction) -> int | Fraction:
    """A value as the solver keeps it: an int when whole."""
    return value.numerator if value.denominator == 1 else value


def places_text(places: Sequence[TableCard | None]) -> str:
    """The table for a screen reader: "1: 8, 2: empty, 3: 8/3"."""
    empty = translate("Combine", "empty")
    return listed(
        f"{index + 1}: {card.text if card is not None else empty}"
        for index, card in enumerate(places)
    )
