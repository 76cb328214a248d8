"""A coach that teaches how to find an answer: a ladder of hints, least revealing first (#34).

A good player runs a search in their head: say the last step first (24 = 3 × 8, 4 × 6, 2 × 12,
12 + 12 …), find a card that can be one side of it and make the other side from the rest, pair
the cards up, keep a 1 to multiply by, and only when no whole-number way works, use a fraction.
`coach` turns that search into a `Ladder` of `Rung`\\ s:

1. ``plan``: the last step that suits the cards and why ("There is an 8, and 24 = 3 × 8: can
   1 3 5 make 3?"), the first of `plans.PLANS` that works, as a player finds it;
2. ``goal``: sub-goals, each the next number to make on the way ("3 = 6 − 3: make 6 from 1 5");
3. ``step``: one step to take ("Start with 5 + 1 = 6.");
4. ``answer``: the answer with its working.

A hand whose answers all need a fraction (3 3 8 8, 1 5 5 5) first says so (``not_whole``), shows
the whole-number plans a player would try and how near each comes (``tried``) and the nearest the
cards come in whole numbers (``nearest``), then climbs to a plan with a fraction. A hand with no
answer gets only the reason: ``no_answer``, the plans tried, and the nearest values.

Design, for the app (Practice's graduated hints, Learn, Play's and Score attack's one hint, the
helper's "How to find it", worksheet hints):

- ``coach(numbers, target=24, operators=..., fractions=True, answer=None, cancel=None)`` is the
  one call; it reads its arguments as `solve` does and raises the same errors. It runs the solver
  (about 10 ms for four cards in pure Python, a tenth of a second for five, seconds for six, the
  most it takes): the app calls it on its worker, with `cancel`.
- A rung is a frozen value: its kind, its text (in the language installed when the ladder is
  made: make the ladder again after a change of language), the number it asks to make and the
  cards it is about, the answer (last rung only), the plan's name, and whether it speaks of a
  number that is not whole (`Rung.fraction`).
- Learn, before its stage that brings fractions, passes ``fractions=False``: the coach then keeps
  to whole numbers, 0 or more (as `OperatorSet(whole=True)`), and no rung speaks of a fraction.
- The helper's "How to find it" for an answer the player chose passes ``answer=``: the ladder
  then leads to that answer (its last step as the plan).
- Every claim is checked before it is said: a plan's goals are made by the solver's own answers,
  a goal is part of the answer the ladder ends with, "every answer needs a fraction" is the
  solver finding none in whole numbers, "cannot make" is the solver finding nothing.
- The words go through `solver.i18n.translate` (context "Coach"), so the app shows them in the
  player's language; the command line (``python -m solver explain``) prints them in English.

>>> for rung in coach([1, 3, 5, 8]):
...     print(f"{rung.kind}: {rung.text}")
plan: There is an 8, and 24 = 3 × 8: can 1 3 5 make 3?
goal: 3 = 6 − 3: make 6 from 1 5.
step: Start with 5 + 1 = 6.
answer: One answer: (5 + 1 − 3) × 8 = 24. The working: 5 + 1 = 6, 6 − 3 = 3, 3 × 8 = 24.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from ..core.errors import LimitError
from ..core.numbers import Q, format_number, is_plain, to_number
from ..core.operator_set import ALL_OPERATORS, OperatorSet, operator_set
from ..core.tree import Num, Op, Step, Tree, leaves, render, steps, value_of
from ..i18n import translate
from .identify import check
from .nearest import Near, nearest
from .plans import (
    WRITING,
    Cancel,
    Proposal,
    attempts,
    best,
    card_names,
    card_text,
    equation,
    number,
    numbers_text,
    proposal_of,
    side_value,
)
from .solution import Solution
from .solve import read_numbers, solvable, solve

#: The most numbers the coach explains (its search lists the solutions of each part).
MAX_COACH = 6
#: The most plans tried that a ladder shows (the first a player would try).
MAX_TRIED = 3


class RungKind(StrEnum):
    """What a rung says, from the least to the most revealing."""

    NO_ANSWER = "no_answer"  # the hand has no answer
    NOT_WHOLE = "not_whole"  # every answer needs a fraction (or a number below zero)
    TRIED = "tried"  # a plan a player would try that does not work, and how near it comes
    NEAREST = "nearest"  # the values nearest the target the cards make
    PLAN = "plan"  # the last step and why it suits the cards
    GOAL = "goal"  # the next number to make, and from which cards
    STEP = "step"  # one step to take
    ANSWER = "answer"  # the answer with its working


@dataclass(frozen=True)
class Rung:
    """One hint of a ladder."""

    kind: RungKind
    text: str
    #: a goal's number to make
    make: Q | None = None
    #: the cards the rung is about: a goal's (what it is made from), a plan's or a tried plan's
    #: cards to make a number from
    numbers: tuple[Q, ...] = ()
    #: the answer (the last rung of a hand with one, and no other)
    answer: Solution | None = None
    #: the plan's name (`plans.PLANS`) for a plan or a plan tried
    plan: str = ""
    #: whether the rung speaks of a number that is not whole, 0 or more
    fraction: bool = False
    #: a plan tried, asked as a plan that works is (`Ladder.opening`): "can 1 1 1 make 23?"
    question: str = ""

    def to_dict(self) -> dict[str, object]:
        """The JSON form: kind and text; a goal's make and from; the answer's expression."""
        found: dict[str, object] = {"kind": str(self.kind), "text": self.text}
        if self.kind is RungKind.GOAL and self.make is not None:
            found["make"] = number_json(self.make)
            found["from"] = [number_json(n) for n in self.numbers]
        if self.answer is not None:
            found["answer"] = self.answer.text
        return found

    def __str__(self) -> str:
        return self.text


def number_json(value: Q) -> str:
    """A number as the JSON forms write it: 3, 8/3, -3."""
    return format_number(value)


@dataclass(frozen=True)
class Ladder:
    """The hints of a hand, least revealing first; the last is the answer when there is one."""

    numbers: tuple[Q, ...]
    target: Q
    operators: OperatorSet
    rungs: tuple[Rung, ...]

    @property
    def solvable(self) -> bool:
        """Whether the hand has an answer (the last rung shows it)."""
        return self.answer is not None

    @property
    def answer(self) -> Solution | None:
        """The answer the ladder leads to."""
        return self.rungs[-1].answer if self.rungs else None

    @property
    def first(self) -> Rung:
        """The least revealing rung (a one-hint game's hint, a worksheet's)."""
        return self.rungs[0]

    @property
    def opening(self) -> Rung:
        """The first rung for a game that scores "no solution": it never says whether the hand
        has an answer. A hand with one: `first`; a hand without: the first plan a player would
        try, asked as a question as a plan that works is ("There is a 1, and 24 = 23 + 1: can
        1 1 1 make 23?"), else the question of two cards ("Join 2 and 5 in one step: …")."""
        if self.solvable:
            return self.first
        asked = next((rung for rung in self.rungs if rung.question), None)
        if asked is not None:
            return replace(asked, kind=RungKind.PLAN, text=asked.question, question="")
        return Rung(RungKind.PLAN, _opening_question(self.numbers, self.target, self.operators))

    def __iter__(self) -> Iterator[Rung]:
        return iter(self.rungs)

    def __len__(self) -> int:
        return len(self.rungs)

    def __getitem__(self, index: int) -> Rung:
        return self.rungs[index]


def coach(
    numbers: Iterable[object],
    target: object = 24,
    *,
    operators: OperatorSet | str = ALL_OPERATORS,
    fractions: bool = True,
    answer: object = None,
    cancel: Cancel = None,
    names: Mapping[Q, str] | None = None,
) -> Ladder:
    """The ladder of hints for a hand: how to find an answer, least revealing first.

    `operators` are the game's; ``fractions=False`` keeps to whole numbers, 0 or more (no rung
    speaks of a fraction); `answer` (text, nested list, tree or `Solution`) asks for the ladder
    that leads to that answer, and raises the `AnswerError` that says why when it is not one;
    `names` says how the hand's cards show, by the number each counts for (``{1: "A"}``): the
    rungs then name the cards so ("can A 3 5 make 3?"), numbers made on the way as numbers.
    """
    with card_names(names):
        return _coach(numbers, target, operators, fractions, answer, cancel)


def _coach(
    numbers: Iterable[object],
    target: object,
    operators: OperatorSet | str,
    fractions: bool,
    answer: object,
    cancel: Cancel,
) -> Ladder:
    """`coach`, with the cards named as it was asked."""
    hand = read_numbers(numbers)
    goal = to_number(target)
    rules = operator_set(operators)
    if not fractions:
        rules = OperatorSet(rules.symbols, whole=True)
    if len(hand) > MAX_COACH:
        raise LimitError(f"{len(hand)} numbers: the coach explains at most {MAX_COACH}")
    if answer is not None:
        tree = check(
            answer.tree if isinstance(answer, Solution) else answer, hand, goal, operators=rules
        )
        rungs = _prelude(hand, goal, rules, cancel) + _climb(proposal_of(tree, rules), tree)
        return Ladder(hand, goal, rules, tuple(rungs))
    if not solvable(hand, goal, operators=rules, cancel=cancel):
        return Ladder(hand, goal, rules, tuple(_no_answer(hand, goal, rules, cancel)))
    chosen, tree = _way(hand, goal, rules, cancel)
    rungs = _prelude(hand, goal, rules, cancel) + _climb(chosen, tree)
    return Ladder(hand, goal, rules, tuple(rungs))


def _way(
    hand: tuple[Q, ...], goal: Q, rules: OperatorSet, cancel: Cancel
) -> tuple[Proposal | None, Tree]:
    """The plan a player finds first and the answer it leads to; where no plan of `PLANS`
    is found (a single number, a 0 that makes any product 0), the first answer's own."""
    chosen = best(hand, goal, rules, cancel)
    if chosen is not None and chosen.tree is not None:
        return chosen, chosen.tree
    tree = solve(hand, goal, operators=rules, cancel=cancel)[0].tree
    return proposal_of(tree, rules), tree


# --- a hand without an answer, a hand without a whole-number one ------------------------------


def _no_answer(hand: tuple[Q, ...], goal: Q, rules: OperatorSet, cancel: Cancel) -> list[Rung]:
    """Why there is no answer: saying so, the plans a player would try, the nearest values."""
    fields = {"hand": numbers_text(hand), "target": number(goal)}
    operators = " ".join(WRITING.symbols[s].strip() for s in rules.symbols)
    if rules.full:
        text = translate("Coach", "There is no answer: {hand} cannot make {target}.")
    elif not rules.whole:
        text = translate(
            "Coach", "There is no answer: {hand} cannot make {target} with {operators}."
        )
    else:
        text = translate(
            "Coach",
            "There is no answer: {hand} cannot make {target} with {operators}, whole numbers only.",
        )
    said = Rung(RungKind.NO_ANSWER, text.format(operators=operators, **fields))
    tried = _tried(hand, goal, rules, False, cancel)
    return [said, *tried, _nearest(hand, goal, rules, False, cancel)]


def _prelude(hand: tuple[Q, ...], goal: Q, rules: OperatorSet, cancel: Cancel) -> list[Rung]:
    """For a hand whose every answer needs a fraction or a number below zero: saying so, the
    whole-number plans a player would try and the nearest the cards come in whole numbers."""
    whole = OperatorSet(rules.symbols, whole=True)
    if rules.whole or solvable(hand, goal, operators=whole, cancel=cancel):
        return []
    return [
        Rung(RungKind.NOT_WHOLE, _not_whole_text(hand, goal, rules), fraction=True),
        *_tried(hand, goal, whole, True, cancel),
        _nearest(hand, goal, whole, True, cancel),
    ]


def _not_whole_text(hand: tuple[Q, ...], goal: Q, rules: OperatorSet) -> str:
    """Why no whole-number plan works: every answer needs a fraction (sure when the cards are
    whole and 0 or more, the target 0 or more and + is allowed beside −: a way through numbers
    below zero then has a twin through their sizes), or a number below zero (sure without ÷
    and with whole cards, or for a target below zero), else either."""
    cards_whole = all(isinstance(n, int) and n >= 0 for n in hand)
    if goal >= 0 and cards_whole and (rules.allows("+") or not rules.allows("-")):
        return translate(
            "Coach",
            "Every answer needs a fraction on the way, so no plan with whole numbers works.",
        )
    if goal < 0 or (cards_whole and not rules.allows("/")):
        return translate(
            "Coach",
            "Every answer needs a number below zero on the way, "
            "so no plan with whole numbers works.",
        )
    return translate(
        "Coach",
        "Every answer needs a fraction or a number below zero on the way, "
        "so no plan with whole numbers works.",
    )


def _tried(
    hand: tuple[Q, ...], goal: Q, rules: OperatorSet, whole: bool, cancel: Cancel
) -> list[Rung]:
    """The plans a player tries first that do not work, each with the nearest its cards make."""
    tried = sorted(attempts(hand, goal, rules, cancel), key=Proposal.order)[:MAX_TRIED]
    rungs: list[Rung] = []
    for proposal in tried:
        want = proposal.goals[0]
        found = nearest(want.numbers, want.value, operators=rules, cancel=cancel)
        rungs.append(_tried_rung(proposal, found.below, found.above, whole))
    return rungs


def _tried_rung(proposal: Proposal, below: Near | None, above: Near | None, whole: bool) -> Rung:
    """A plan tried: what it needs, and the nearest its cards make."""
    want = proposal.goals[0]
    near = _near_text(below, above)
    fields = {
        "step": proposal.equation(),
        "need": number(want.value),
        "rest": numbers_text(want.numbers),
        "near": near,
    }
    if whole and near:
        text = translate(
            "Coach",
            "{step} needs {need} from {rest}, but with whole numbers they cannot make it; "
            "the nearest they can make: {near}.",
        )
    elif whole:
        text = translate(
            "Coach", "{step} needs {need} from {rest}, but with whole numbers they cannot make it."
        )
    elif near:
        text = translate(
            "Coach",
            "{step} needs {need} from {rest}, but they cannot make it; "
            "the nearest they can make: {near}.",
        )
    else:
        text = translate("Coach", "{step} needs {need} from {rest}, but they cannot make it.")
    values = [near.value for near in (below, above) if near is not None]
    return Rung(
        RungKind.TRIED,
        text.format(**fields),
        numbers=want.numbers,
        plan=proposal.plan.name,
        fraction=not _plain(values),
        question=proposal.say() if proposal.kind == "card" else "",
    )


def _opening_question(hand: tuple[Q, ...], goal: Q, rules: OperatorSet) -> str:
    """A question that fits any hand: two cards' (as a plan of two cards asks it), else where
    to start."""
    if len(hand) == 2:
        return Proposal(goal, "+", hand[0], hand[1], operators=rules.symbols).say()
    return translate(
        "Coach",
        "Say the last step first: which two numbers make {target}, and can {hand} make them?",
    ).format(target=number(goal), hand=numbers_text(hand))


def _near_text(below: Near | None, above: Near | None) -> str:
    """The nearest values as said: ``23 = (8 − 3) × 3 + 8 and 25 = 3 × 3 + 8 + 8``."""
    said = [
        f"{number(near.value)} = {render(near.solution.tree, WRITING)}"
        for near in (below, above)
        if near is not None
    ]
    if len(said) == 2:
        return translate("Coach", "{below} and {above}").format(below=said[0], above=said[1])
    return said[0] if said else ""


def _nearest(hand: tuple[Q, ...], goal: Q, rules: OperatorSet, whole: bool, cancel: Cancel) -> Rung:
    """The values nearest the target the whole hand makes."""
    found = nearest(hand, goal, operators=rules, cancel=cancel)
    near = _near_text(found.below, found.above)
    fields = {"target": number(goal), "hand": numbers_text(hand), "near": near}
    if not near:
        text = translate("Coach", "{hand} can make no number by these rules.")
    elif whole:
        text = translate(
            "Coach",
            "With whole numbers only, the nearest to {target} that {hand} can make: {near}.",
        )
    else:
        text = translate("Coach", "The nearest to {target} that {hand} can make: {near}.")
    values = [near.value for near in (found.below, found.above) if near is not None]
    return Rung(RungKind.NEAREST, text.format(**fields), numbers=hand, fraction=not _plain(values))


# --- the climb to an answer -------------------------------------------------------------------


def _climb(proposal: Proposal | None, tree: Tree) -> list[Rung]:
    """The plan, the goals down to one step, and the answer."""
    if proposal is None:
        return [_answer(tree)]
    values = [side_value(side) for side in proposal.operands]
    plan = Rung(
        RungKind.PLAN,
        proposal.say(),
        numbers=proposal.rest,
        plan=proposal.plan.name,
        fraction=not _plain(values),
    )
    made = proposal.goals[0].tree if proposal.goals else None
    if not isinstance(made, Op):
        return [plan, _answer(tree)]
    goals, first = _descent(made)
    return [plan, *goals, _first_step(first), _answer(tree)]


def _descent(node: Op) -> tuple[list[Rung], Op]:
    """The goals on the way to make a goal (`node`), one a rung, down to a step of two
    numbers."""
    rungs: list[Rung] = []
    while True:
        made = [child for child in (node.left, node.right) if isinstance(child, Op)]
        if not made:
            return rungs, node
        rungs.append(_goal(node, made[0], made[1] if len(made) > 1 else None))
        node = made[0]


def _goal(node: Op, child: Op, other: Op | None) -> Rung:
    """A goal: the step that ends at `node`, and the number to make next (`child`)."""
    split = equation(_step_of(node))
    make, numbers = value_of(child), _cards(child)
    fields = {"split": split, "make": number(make), "numbers": numbers_text(numbers)}
    if other is None and _times_one(node):  # not "6 = 6 × 1": the 1 is kept, as a plan says
        text = translate("Coach", "Keep the {card} to multiply by: make {make} from {numbers}.")
        text = text.format(card=card_text(1), **fields)
    elif other is None:
        text = translate("Coach", "{split}: make {make} from {numbers}.").format(**fields)
    else:
        text = translate(
            "Coach", "{split}: make {make} from {numbers}, and {other} from {other_numbers}."
        ).format(other=number(value_of(other)), other_numbers=numbers_text(_cards(other)), **fields)
    return Rung(
        RungKind.GOAL,
        text,
        make=make,
        numbers=numbers,
        fraction=not _plain(_values(node)),
    )


def _times_one(node: Op) -> bool:
    """Whether a step multiplies a number made by a 1 kept (6 × 1), which leaves it as it is."""
    return node.symbol == "*" and any(
        isinstance(side, Num) and side.value == 1 for side in (node.left, node.right)
    )


def _first_step(node: Op) -> Rung:
    """The one step to take first."""
    step = _step_of(node)
    return Rung(
        RungKind.STEP,
        translate("Coach", "Start with {step}.").format(step=step.text(WRITING)),
        numbers=_cards(node),
        fraction=not _plain(_values(node)),
    )


def _answer(tree: Tree) -> Rung:
    """The answer with its working."""
    solution = Solution(tree)
    fields = {"answer": render(tree, WRITING), "target": number(value_of(tree))}
    worked = steps(tree)
    if worked:
        working = worked[0].text(WRITING)
        for step in worked[1:]:
            working = translate("Coach", "{working}, {step}").format(
                working=working, step=step.text(WRITING)
            )
        text = translate("Coach", "One answer: {answer} = {target}. The working: {working}.")
        text = text.format(working=working, **fields)
    else:
        text = translate("Coach", "One answer: {answer} = {target}.").format(**fields)
    values = [value for node in _operations(tree) for value in _values(node)]
    return Rung(
        RungKind.ANSWER,
        text,
        numbers=_cards(tree),
        answer=solution,
        fraction=not _plain(values),
    )


def _step_of(node: Op) -> Step:
    return Step(value_of(node.left), node.symbol, value_of(node.right), value_of(node))


def _cards(tree: Tree) -> tuple[Q, ...]:
    """The cards an expression uses, in order."""
    return tuple(sorted(leaves(tree)))


def _plain(values: Iterable[Q]) -> bool:
    """Whether every value is a whole number, 0 or more."""
    return all(map(is_plain, values))


def _values(node: Op) -> tuple[Q, Q, Q]:
    """A step's operands and result."""
    return value_of(node.left), value_of(node.right), value_of(node)


def _operations(tree: Tree) -> Iterator[Op]:
    """Every operation of a tree."""
    if isinstance(tree, Op):
        yield from _operations(tree.left)
        yield from _operations(tree.right)
        yield tree


__all__ = ["MAX_COACH", "Ladder", "Rung", "RungKind", "coach"]
