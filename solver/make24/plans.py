"""The plans a player tries for a hand's last step, as data: the coach's strategies (`coach`).

A plan makes the target in one last step, ``target = left symbol right``, each side a card used
as it is or a number to make from other cards (a `Goal`): "There is an 8, and 24 = 3 × 8: can
3 3 8 make 3?". `PLANS` lists them in the order a player tries them: a card kept as it is, with
a times-table product, a sum or the 1s kept to multiply by, before a difference or two numbers
made from pairs of cards, before a division, and every whole-number plan before one that needs a
fraction. Each row says when it applies (`Plan.fits`: the shape of the step, its operators, whether
the way stays in whole numbers, whether the numbers to make are whole, whether it is a
times-table product) and its words (`Plan.say`, through `solver.i18n.translate`).

Nothing here is guessed: `best` finds the plan a player finds first among those that work for a
hand, with the way the solver finds to make its goals (the easiest, as `difficulty.easiest`
judges), `attempts` those a player would try whose goals the cards cannot make, and
`proposal_of` the plan of an answer given.

>>> from solver.core.operator_set import ALL_OPERATORS
>>> found = best((1, 2, 3, 4), 24, ALL_OPERATORS)
>>> found.plan.name, found.equation(), [(g.value, g.numbers) for g in found.goals]
('times_table', '24 = 4 × 6', [(6, (1, 2, 3))])
>>> found.say()
'There is a 4, and 24 = 4 × 6: can 1 2 3 make 6?'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Literal

from ..core.numbers import Q, divide, from_key, is_plain, key_of
from ..core.operator_set import OperatorSet
from ..core.operators import COMMUTATIVE, partner
from ..core.tree import Num, Op, Step, Tree, Writing, number_text, render
from ..i18n import translate
from .hints import LastSplit, Side, last_split
from .routes import TIMES_TABLE
from .solve import breach, solvable, solve

#: How the coach writes numbers, steps and expressions: 8 ÷ (1/3) = 24.
WRITING = Writing(pretty=True, spaced=True, fractions=True)

#: Whole numbers only, 0 or more, with every operator: what a way "in whole numbers" keeps.
WHOLE = OperatorSet(whole=True)

#: How the cards of the hand being coached are named, by the number each counts for ("A" for
#: 1, "J" for 11 …: `coach(names=...)`, so that a ladder names a hand as its cards show it); a
#: number without a name is written as a number.
_NAMES: ContextVar[Mapping[Q, str] | None] = ContextVar("card_names", default=None)
#: The shape of a last step: a card kept and a number made ("card"), 1s kept to multiply by
#: ("ones"), two numbers made ("pair"), two cards ("two").
Kind = Literal["card", "ones", "pair", "two"]
#: What the numbers to make are: whole (0 or more), a fraction, or below zero.
Need = Literal["whole", "fraction", "negative"]
#: A callback that stops a search when it returns True (as the solver's).
Cancel = Callable[[], bool] | None


@dataclass(frozen=True)
class Goal:
    """A number to make from some of the cards: whether the cards make it in whole numbers, 0
    or more (for one they cannot make: whether it is such a number), and the way chosen (None
    until it is, or when the cards cannot make it)."""

    value: Q
    numbers: tuple[Q, ...]
    whole: bool
    tree: Tree | None = None


#: An operand of the last step: a card kept as it is, or a goal.
Operand = Q | Goal


@dataclass(frozen=True)
class Shape:
    """What a plan is chosen by: a last step's kind and operator, whether its way stays in whole
    numbers, what its numbers to make are, whether it is a times-table product."""

    kind: Kind
    symbol: str
    whole: bool
    need: Need
    table: bool


@dataclass(frozen=True)
class Plan:
    """One row of `PLANS`: when it applies (None: whatever that feature is), its place in the
    order (`tier`: lower first) and its words."""

    name: str
    tier: int
    say: Callable[[Proposal], str]
    kind: Kind | None = None
    symbols: str = "+-*/"
    whole: bool | None = None
    need: Need | None = None
    table: bool | None = None

    def fits(self, shape: Shape) -> bool:
        """Whether the plan describes a last step of this shape."""
        return (
            (self.kind is None or self.kind == shape.kind)
            and shape.symbol in self.symbols
            and (self.whole is None or self.whole == shape.whole)
            and (self.need is None or self.need == shape.need)
            and (self.table is None or self.table == shape.table)
        )


@dataclass(frozen=True)
class Proposal:
    """A plan for a hand: ``target = left symbol right``, and `ones` 1s kept to multiply by."""

    target: Q
    symbol: str
    left: Operand
    right: Operand
    ones: int = 0
    #: the game's operators (as `OperatorSet.symbols`), which the two-card plan names
    operators: str = "+-*/"

    @property
    def goals(self) -> tuple[Goal, ...]:
        """The numbers to make, left first."""
        return tuple(side for side in (self.left, self.right) if isinstance(side, Goal))

    @property
    def cards(self) -> tuple[Q, ...]:
        """The cards kept as they are (the ones plan: its last 1)."""
        return tuple(side for side in (self.left, self.right) if not isinstance(side, Goal))

    @property
    def rest(self) -> tuple[Q, ...]:
        """The numbers of the first goal (what the player makes first)."""
        return self.goals[0].numbers if self.goals else ()

    @property
    def kind(self) -> Kind:
        """The shape of the step (`Kind`)."""
        if self.ones:
            return "ones"
        return ("two", "card", "pair")[len(self.goals)]

    @property
    def whole(self) -> bool:
        """Whether the way stays in whole numbers, 0 or more."""
        return is_plain(self.target) and all(goal.whole for goal in self.goals)

    @cached_property
    def shape(self) -> Shape:
        """What the plan is chosen by."""
        values = [side_value(side) for side in self.operands]
        table = self.symbol == "*" and all(
            isinstance(v, int) and 2 <= v <= TIMES_TABLE for v in values
        )
        return Shape(self.kind, self.symbol, self.whole, _need(self.goals), table)

    @cached_property
    def plan(self) -> Plan:
        """The first row of `PLANS` that fits."""
        return next(plan for plan in PLANS if plan.fits(self.shape))

    @property
    def operands(self) -> tuple[Operand, Operand]:
        """The two sides of the step as it is written (the ones plan: the goal and 1)."""
        return (self.left, self.right)

    @cached_property
    def tree(self) -> Tree | None:
        """The answer this plan leads to (None when a goal cannot be made)."""
        sides = [_side_tree(side) for side in self.operands]
        if sides[0] is None or sides[1] is None:
            return None
        tree = Op(self.symbol, sides[0], sides[1])
        return times_ones(tree, self.ones - 1) if self.ones else tree

    @property
    def split(self) -> LastSplit:
        """The last step (of the numbers, not the 1s kept) as a practice hint has it: each
        side's value and the cards it uses."""
        left, right = (
            Side(side.value, side.numbers) if isinstance(side, Goal) else Side(side, (side,))
            for side in self.operands
        )
        return LastSplit(self.target, self.symbol, left, right)

    def equation(self) -> str:
        """The last step as the plan says it: ``24 = 3 × 8``."""
        return equation(self.split.step)

    def rank(self) -> tuple[int, int, int, Q]:
        """Which plan a player tries first, before its way is chosen: its tier, then the fewest
        cards to make a number from, then its row of `PLANS`, then the most even step (4 × 6
        before 3 × 8 before 2 × 12, 12 + 12 before 16 + 8)."""
        made = sum(len(goal.numbers) for goal in self.goals)
        return (self.plan.tier, made, PLANS.index(self.plan), self.balance())

    def order(self) -> tuple[tuple[int, int, int, Q], float, str]:
        """Which plan with its way a player finds first: `rank`, then the easiest way (the
        difficulty's route cost), then the answer's text."""
        tree = self.tree
        if tree is None:
            return (self.rank(), 0.0, self.equation())
        return (self.rank(), ease(tree, self.target), render(tree))

    def balance(self) -> Q:
        """How uneven the step is: the larger side over the smaller (1 for 12 + 12)."""
        sizes: list[Q] = [side_value(side) for side in self.operands]
        low, high = sorted(-size if size < 0 else size for size in sizes)
        return divide(high, low) if low else high + 1

    def say(self) -> str:
        """The plan in words, in the current language."""
        return self.plan.say(self)


def _need(goals: tuple[Goal, ...]) -> Need:
    """The least whole of the numbers to make."""
    values = [goal.value for goal in goals]
    if any(not isinstance(v, int) for v in values):
        return "fraction"
    return "negative" if any(v < 0 for v in values) else "whole"


def side_value(side: Operand) -> Q:
    """A side's value: the card's, or the goal's."""
    return side.value if isinstance(side, Goal) else side


def _side_tree(side: Operand) -> Tree | None:
    return side.tree if isinstance(side, Goal) else Num(side)


def equation(step: Step) -> str:
    """A step written result first: ``24 = 3 × 8``."""
    worked, _, result = step.text(WRITING).rpartition(" = ")
    return f"{result} = {worked}"


def number(value: Q) -> str:
    """A number as the coach writes it: 8, 8/3, −3."""
    return number_text(value, WRITING)


@contextmanager
def card_names(names: Mapping[Q, str] | None) -> Iterator[None]:
    """While the block runs (in this thread), cards are named so (`card_text`)."""
    token = _NAMES.set(dict(names) if names else None)
    try:
        yield
    finally:
        _NAMES.reset(token)


def card_text(value: Q) -> str:
    """A card as the hand names it (`card_names`: A, J …), else its number."""
    names = _NAMES.get()
    named = names.get(value) if names else None
    return named if named else number(value)


def numbers_text(values: tuple[Q, ...]) -> str:
    """Cards as a hand is written: 3 3 8 (A 3 8 where the hand names its cards)."""
    return " ".join(card_text(v) for v in values)


# --- the words of each plan -------------------------------------------------------------------


def a_card(value: Q) -> str:
    """A card with its English article (an 8, a 3, an 11); another language writes its own."""
    text = card_text(value)
    if _spoken_with_an(text):
        return translate("Coach", "an {number}").format(number=text)
    return translate("Coach", "a {number}").format(number=text)


def _spoken_with_an(text: str) -> bool:
    """Whether an English number is said with a vowel first: 8, 11, 18, 80-89, 800-899, 8000…"""
    if text.startswith("A"):  # the ace, named as its card shows it: an A
        return True
    digits = text.split("/")[0]
    if not digits.isdigit():
        return False
    lead = digits[: (len(digits) - 1) % 3 + 1]  # the group said first: 11 of 11000
    return lead.startswith("8") or lead in ("11", "18")


def _card_fields(proposal: Proposal) -> dict[str, str]:
    """What a plan keeping a card says: the card, the step, the other cards, the number."""
    return {
        "card": a_card(proposal.cards[0]),
        "step": proposal.equation(),
        "rest": numbers_text(proposal.rest),
        "need": number(proposal.goals[0].value),
    }


def _say_card(proposal: Proposal) -> str:
    return translate("Coach", "There is {card}, and {step}: can {rest} make {need}?").format(
        **_card_fields(proposal)
    )


def _say_card_fraction(proposal: Proposal) -> str:
    return translate(
        "Coach", "There is {card}, and {step}: can {rest} make the fraction {need}?"
    ).format(**_card_fields(proposal))


def _say_card_negative(proposal: Proposal) -> str:
    return translate(
        "Coach", "There is {card}, and {step}: can {rest} make {need}, a number below zero?"
    ).format(**_card_fields(proposal))


def _say_ones(proposal: Proposal) -> str:
    fields = {"target": number(proposal.target), "rest": numbers_text(proposal.rest)}
    if proposal.ones == 1:
        return translate(
            "Coach", "Keep the {card} to multiply by at the end: make {target} from {rest}."
        ).format(card=card_text(1), **fields)
    return translate(
        "Coach",
        "Keep the %n ones to multiply by at the end: make {target} from {rest}.",
        None,
        proposal.ones,
    ).format(**fields)


def _say_pair(proposal: Proposal) -> str:
    first, second = proposal.goals
    return translate(
        "Coach",
        "Split the cards into {left} and {right}: {step}. "
        "Can {left} make {first}, and {right} make {second}?",
    ).format(
        left=numbers_text(first.numbers),
        right=numbers_text(second.numbers),
        step=proposal.equation(),
        first=number(first.value),
        second=number(second.value),
    )


def _say_two(proposal: Proposal) -> str:
    first, second = sorted(proposal.cards)
    return translate(
        "Coach", "Join {first} and {second} in one step: which of {operators} makes {target}?"
    ).format(
        first=card_text(first),
        second=card_text(second),
        operators=" ".join(OPERATOR_SIGNS[s] for s in proposal.operators),
        target=number(proposal.target),
    )


#: The operators as the coach writes them.
OPERATOR_SIGNS = {"+": "+", "-": "−", "*": "×", "/": "÷"}

#: The plans, in the order a player tries them (a lower tier first; in a tier the fewest cards
#: to make a number from, then the easiest way). Each applies where all its features match.
PLANS: tuple[Plan, ...] = (
    Plan("times_table", 0, _say_card, "card", "*", whole=True, table=True),
    Plan("add", 0, _say_card, "card", "+", whole=True),
    Plan("ones", 0, _say_ones, "ones", "*", whole=True),
    Plan("times", 1, _say_card, "card", "*", whole=True),
    Plan("subtract", 1, _say_card, "card", "-", whole=True),
    Plan("pair", 1, _say_pair, "pair", whole=True),
    Plan("divide", 2, _say_card, "card", "/", whole=True),
    Plan("two", 2, _say_two, "two"),
    Plan("card_fraction", 3, _say_card_fraction, "card", need="fraction"),
    Plan("card_negative", 3, _say_card_negative, "card", need="negative"),
    Plan("card_way", 3, _say_card, "card"),
    Plan("ones_way", 3, _say_ones, "ones"),
    Plan("pair_way", 3, _say_pair, "pair"),
)


#: The first tier of a plan joining two numbers made (or two cards): the hand's answers are
#: looked at only when no plan keeping a card comes before it.
SPLIT_TIER = min(plan.tier for plan in PLANS if plan.kind in ("pair", "two"))


# --- finding the plans of a hand --------------------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """A last step a player may try: keep `cards` (one card, or the 1s), make `need` from
    `rest`, and finish with `symbol`; `card_left` says on which side the card stands."""

    symbol: str
    card: Q
    card_left: bool
    need: Q
    rest: tuple[Q, ...]
    ones: int = 0

    def proposal(self, target: Q, goal: Goal) -> Proposal:
        """The plan with the goal (made or not) in its place."""
        if self.ones:
            return Proposal(target, "*", goal, 1, self.ones)
        if self.symbol in COMMUTATIVE:
            larger_first = self.symbol == "+"  # 24 = 16 + 8, 24 = 3 × 8
            card_left = (self.card > self.need) == larger_first
        else:
            card_left = self.card_left
        left, right = (self.card, goal) if card_left else (goal, self.card)
        return Proposal(target, self.symbol, left, right)


def card_attempts(hand: tuple[Q, ...], target: Q, rules: OperatorSet) -> Iterator[Attempt]:
    """Every last step keeping one card (or the 1s) as it is and making a number the rules
    allow from the others (at least two of them)."""
    if len(hand) < 3:
        return
    goal = key_of(target)
    for card in sorted(set(hand)):
        rest = _without(hand, card, 1)
        for symbol in rules.symbols:
            if card == 1 and symbol == "*":
                continue  # the ones plan
            for card_left in (False,) if symbol in COMMUTATIVE else (False, True):
                found = partner(symbol, card_left, goal, key_of(card))
                if found is not None and rules.admits(from_key(found)):
                    yield Attempt(symbol, card, card_left, from_key(found), rest)
    yield from _ones_attempts(hand, target, rules)


def _ones_attempts(hand: tuple[Q, ...], target: Q, rules: OperatorSet) -> Iterator[Attempt]:
    """Keep some of the 1s to multiply by and make the target from the other cards."""
    if not rules.allows("*"):
        return
    for count in range(hand.count(1), 0, -1):
        rest = _without(hand, 1, count)
        if len(rest) >= 2:
            yield Attempt("*", 1, False, target, rest, count)


def _without(hand: tuple[Q, ...], card: Q, count: int) -> tuple[Q, ...]:
    """The hand without `count` copies of a card."""
    rest = list(hand)
    for _ in range(count):
        rest.remove(card)
    return tuple(rest)


def best(
    hand: tuple[Q, ...], target: Q, rules: OperatorSet, cancel: Cancel = None
) -> Proposal | None:
    """The plan a player finds first, with its way (None when the hand has no plan: a single
    number, or no answer): the plans that keep a card are sketched (the solver says their goals
    can be made, and whether in whole numbers), the answers that join two numbers made are
    looked at only when no such plan comes before them, and only the plans first in `rank`
    get their ways."""
    found = sketches(hand, target, rules, cancel)
    if min((p.plan.tier for p in found), default=SPLIT_TIER) >= SPLIT_TIER:
        found += split_proposals(hand, target, rules, cancel)
    if not found:
        return None
    first = min(proposal.rank() for proposal in found)
    chosen = [made(p, rules, cancel) for p in found if p.rank() == first]
    return min(chosen, key=Proposal.order)


def sketches(
    hand: tuple[Q, ...], target: Q, rules: OperatorSet, cancel: Cancel = None
) -> list[Proposal]:
    """Every plan keeping a card (or the 1s) whose goal the cards make, its way not chosen."""
    whole = OperatorSet(rules.symbols, whole=True)
    found = []
    for attempt in card_attempts(hand, target, rules):
        if solvable(attempt.rest, attempt.need, operators=rules, cancel=cancel):
            in_whole = rules.whole or (
                is_plain(attempt.need)
                and is_plain(target)
                and solvable(attempt.rest, attempt.need, operators=whole, cancel=cancel)
            )
            found.append(attempt.proposal(target, Goal(attempt.need, attempt.rest, in_whole)))
    return found


def made(proposal: Proposal, rules: OperatorSet, cancel: Cancel = None) -> Proposal:
    """The plan with a way to make each goal (the easiest; in whole numbers where it can be)."""
    whole = OperatorSet(rules.symbols, whole=True)

    def way(side: Operand) -> Operand:
        if not isinstance(side, Goal) or side.tree is not None:
            return side
        tree = easiest_way(side.numbers, side.value, whole if side.whole else rules, cancel)
        return replace(side, tree=tree)

    return replace(proposal, left=way(proposal.left), right=way(proposal.right))


def attempts(
    hand: tuple[Q, ...], target: Q, rules: OperatorSet, cancel: Cancel = None
) -> list[Proposal]:
    """The plans a player would try whose goal the cards cannot make (by the rules), a whole
    number 0 or more each (keeping one card as it is, or one 1)."""
    return [
        attempt.proposal(target, Goal(attempt.need, attempt.rest, True))
        for attempt in card_attempts(hand, target, rules)
        if attempt.ones <= 1
        and is_plain(attempt.need)
        and not solvable(attempt.rest, attempt.need, operators=rules, cancel=cancel)
    ]


def easiest_way(
    numbers: tuple[Q, ...], value: Q, rules: OperatorSet, cancel: Cancel = None
) -> Tree | None:
    """The easiest way the numbers make the value, or None: the 1s kept to multiply by at the
    end where the other numbers make it (as many as can be), else the easiest way of all (in
    whole numbers if there is one)."""
    way = _easiest(numbers, value, rules, cancel)
    if way is None or not rules.allows("*"):
        return way
    for count in range(numbers.count(1), 0, -1):
        rest = _without(numbers, 1, count)
        kept: Tree | None = Num(value) if rest == (value,) else None
        if kept is None and len(rest) > 1:
            kept = _easiest(rest, value, rules, cancel)
        if kept is not None and (keeps_whole(kept) or not keeps_whole(way)):
            return times_ones(kept, count)
    return way


def _easiest(
    numbers: tuple[Q, ...], value: Q, rules: OperatorSet, cancel: Cancel = None
) -> Tree | None:
    """The easiest of the solver's ways (in whole numbers if there is one), or None."""
    ways = solve(numbers, value, operators=rules, cancel=cancel)
    if not ways:
        return None
    whole = [way for way in ways if keeps_whole(way.tree)]
    from .difficulty import easiest  # loaded when first asked (see `ease`)

    return easiest(whole or ways, value).tree


def ease(tree: Tree, target: Q) -> float:
    """How hard the way is for a person: the difficulty score's route cost. The difficulty
    module loads when a coach is first asked, not when the solver is imported (the app starts
    without it)."""
    from .difficulty import route_cost, route_features

    return route_cost(route_features(tree, target))


def times_ones(tree: Tree, count: int) -> Tree:
    """The tree multiplied by 1, `count` times: 6 × 4 × 1 × 1."""
    for _ in range(count):
        tree = Op("*", tree, Num(1))
    return tree


def keeps_whole(tree: Tree) -> bool:
    """Whether every step of the tree makes a whole number, 0 or more."""
    return breach(tree, WHOLE) is None


def split_proposals(
    hand: tuple[Q, ...], target: Q, rules: OperatorSet, cancel: Cancel = None
) -> list[Proposal]:
    """The plans of the hand's answers whose last step joins two numbers made (or two cards),
    each answer as the solver shows it and, where it can, in whole numbers (a class of answers
    is shown by a member in whole numbers only when asked for one): the card plans are all
    found by `sketches` itself."""
    answers = solve(hand, target, operators=rules, cancel=cancel)
    if not rules.whole:
        whole = OperatorSet(rules.symbols, whole=True)
        answers += solve(hand, target, operators=whole, cancel=cancel)
    found = []
    for answer in answers:
        proposal = proposal_of(answer.tree, rules)
        if proposal is not None and proposal.kind in ("pair", "two"):
            found.append(proposal)
    return found


def proposal_of(tree: Tree, rules: OperatorSet) -> Proposal | None:
    """The plan of an answer (None for a single number): its last step as written
    (`hints.last_split`), each side made as the answer makes it."""
    if not isinstance(tree, Op):
        return None
    split = last_split(tree)
    left, right = (
        Goal(side.value, side.numbers, keeps_whole(made), made) if side.compound else side.value
        for side, made in ((split.left, tree.left), (split.right, tree.right))
    )
    ones = int(tree.symbol == "*" and right == 1 and isinstance(left, Goal))
    return Proposal(split.result, tree.symbol, left, right, ones, rules.symbols)
