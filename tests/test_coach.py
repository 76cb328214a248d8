"""The coach (#34): a ladder of hints from a plan for the last step to the answer, every claim
checked by the solver, over every solvable hand of 1..13 and samples of other targets and rules."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rungs import expressions, reveals

from solver import (
    ALL_OPERATORS,
    AnswerError,
    Cancelled,
    LimitError,
    OperatorSet,
    Solution,
    i18n,
    leaves,
    solvable,
    solve,
)
from solver.core.numbers import Q
from solver.core.tree import Op, Tree, value_of
from solver.make24.coach import MAX_TRIED, Ladder, RungKind, coach
from solver.make24.plans import PLANS, Goal, Proposal, card_names
from solver.make24.solve import breach

Hand = tuple[int, ...]
#: A goal that only restates its number ("6 = 6 × 1: make 6 from 2 3").
RESTATED = re.compile(r"(\S+) = (?:\1 × 1|1 × \1): make \1 from")
HANDS: list[Hand] = list(combinations_with_replacement(range(1, 14), 4))
#: Each kind's place on the ladder: a kind never comes after one further down this list.
ORDER = list(RungKind)


def subtrees(tree: Tree) -> Iterator[Tree]:
    yield tree
    if isinstance(tree, Op):
        yield from subtrees(tree.left)
        yield from subtrees(tree.right)


def check_ladder(
    ladder: Ladder, operators: OperatorSet = ALL_OPERATORS, chosen: bool = False
) -> None:
    """What every ladder of a hand with an answer keeps (`chosen`: the ladder to an answer
    given, which may need a fraction where another answer does not)."""
    hand, target = ladder.numbers, ladder.target
    kinds = [rung.kind for rung in ladder]
    assert kinds == sorted(kinds, key=ORDER.index), kinds
    assert kinds[-1] is RungKind.ANSWER and kinds.count(RungKind.ANSWER) == 1
    assert RungKind.NO_ANSWER not in kinds
    # only the last rung gives the answer, and it uses every card once and keeps the rules
    answer = ladder.answer
    assert isinstance(answer, Solution) and answer is ladder.rungs[-1].answer
    assert [rung.answer for rung in ladder.rungs[:-1]] == [None] * (len(ladder) - 1)
    assert sorted(leaves(answer.tree)) == list(hand) and answer.value == target
    assert breach(answer.tree, operators) is None
    assert reveals(ladder.rungs[-1].text, hand, target)
    for rung in ladder.rungs[:-1]:
        assert not reveals(rung.text, hand, target), rung.text
        assert "answer" not in rung.to_dict()
    # every goal is true and on the way: a part of the answer makes it from those cards
    parts = {(value_of(t), tuple(sorted(leaves(t)))) for t in subtrees(answer.tree)}
    for rung in ladder:
        if rung.kind is RungKind.GOAL:
            assert rung.make is not None and len(rung.numbers) >= 2
            assert (rung.make, rung.numbers) in parts, rung.text
            assert solvable(rung.numbers, rung.make, operators=operators)
            assert not RESTATED.match(rung.text), rung.text
    # a fraction is told before it is used
    if kinds[0] is RungKind.NOT_WHOLE:
        assert not solvable(hand, target, operators=OperatorSet(operators.symbols, whole=True))
    elif not operators.whole and not chosen and all(isinstance(n, int) and n >= 0 for n in hand):
        assert solvable(hand, target, operators=OperatorSet(operators.symbols, whole=True))
        assert not any(rung.fraction for rung in ladder), [r.text for r in ladder]


@cache
def ladders() -> dict[Hand, Ladder]:
    return {hand: coach(hand) for hand in HANDS}


def test_every_solvable_hand_of_1_to_13_climbs_to_an_answer() -> None:
    solvable_hands = [hand for hand, ladder in ladders().items() if ladder.solvable]
    assert len(solvable_hands) == 1362
    for hand in solvable_hands:
        check_ladder(ladders()[hand])


def test_the_first_rung_never_writes_an_answer() -> None:
    for hand, ladder in ladders().items():
        assert ladder.first.answer is None or len(ladder) == 1
        assert not reveals(ladder.first.text, hand, 24), (hand, ladder.first.text)


def test_the_plans_are_as_a_player_finds_them() -> None:
    first = Counter(
        next(r.plan for r in ladder if r.kind is RungKind.PLAN)
        for ladder in ladders().values()
        if ladder.solvable
    )
    # a card kept with a times-table product is the commonest plan; every row named is a row
    assert first.most_common(1)[0][0] == "times_table"
    assert set(first) <= {plan.name for plan in PLANS}
    # the 16 hands that need a fraction are the only ones whose plan needs one
    tiers = {plan.name: plan.tier for plan in PLANS}
    assert sum(n for name, n in first.items() if tiers[name] == 3) == 16


@pytest.mark.parametrize(
    ("hand", "plan"),
    [
        ((1, 3, 5, 8), "There is an 8, and 24 = 3 × 8: can 1 3 5 make 3?"),
        ((1, 2, 3, 4), "There is a 4, and 24 = 4 × 6: can 1 2 3 make 6?"),
        ((2, 3, 5, 7), "There is a 7, and 24 = 17 + 7: can 2 3 5 make 17?"),
        ((1, 5, 7, 13), "There is a 13, and 24 = 13 + 11: can 1 5 7 make 11?"),
        ((1, 1, 4, 6), "Keep the 2 ones to multiply by at the end: make 24 from 4 6."),
        ((2, 5, 7, 9), "There is a 9, and 24 = 33 − 9: can 2 5 7 make 33?"),
        ((4, 4, 10, 10), "There is a 4, and 24 = 96 ÷ 4: can 4 10 10 make 96?"),
    ],
)
def test_plans_of_some_hands(hand: Hand, plan: str) -> None:
    assert coach(hand).first.text == plan


def test_1_3_5_8_rung_by_rung_with_json() -> None:
    rungs = [rung.to_dict() for rung in coach("1 3 5 8")]
    assert rungs == [
        {"kind": "plan", "text": "There is an 8, and 24 = 3 × 8: can 1 3 5 make 3?"},
        {"kind": "goal", "text": "3 = 6 − 3: make 6 from 1 5.", "make": "6", "from": ["1", "5"]},
        {"kind": "step", "text": "Start with 5 + 1 = 6."},
        {
            "kind": "answer",
            "text": "One answer: (5 + 1 − 3) × 8 = 24. "
            "The working: 5 + 1 = 6, 6 − 3 = 3, 3 × 8 = 24.",
            "answer": "(5+1-3)*8",
        },
    ]


def test_3_3_8_8_says_it_needs_a_fraction_and_why_before_it_shows_one() -> None:
    ladder = coach([3, 3, 8, 8])
    kinds = [rung.kind for rung in ladder]
    climb = ["nearest", "plan", "goal", "step", "answer"]
    assert kinds == ["not_whole", *["tried"] * MAX_TRIED, *climb]
    assert ladder.first.text == (
        "Every answer needs a fraction on the way, so no plan with whole numbers works."
    )
    tried = [rung.text for rung in ladder if rung.kind is RungKind.TRIED]
    assert (
        "24 = 3 × 8 needs 3 from 3 3 8, but with whole numbers they cannot make it; the "
        "nearest they can make: 2 = 8 − 3 − 3 and 7 = 8 − 3 ÷ 3." in tried
    )
    assert ladder[4].text == (
        "With whole numbers only, the nearest to 24 that 3 3 8 8 can make: "
        "23 = (8 − 3) × 3 + 8 and 25 = 3 × 3 + 8 + 8."
    )
    assert ladder[5].text == "There is an 8, and 24 = 8 ÷ (1/3): can 3 3 8 make the fraction 1/3?"
    assert ladder[6].to_dict()["make"] == "8/3" and ladder[6].numbers == (3, 8)
    assert ladder.answer is not None and ladder.answer.text == "8/(3-8/3)"
    # every plan tried is one the cards cannot keep in whole numbers, with fractions or not
    whole = OperatorSet(whole=True)
    for rung in ladder:
        if rung.kind is RungKind.TRIED:
            need = int(rung.text.split(" needs ")[1].split()[0])
            assert not solvable(rung.numbers, need, operators=whole)


def test_1_5_5_5_needs_a_fraction() -> None:
    ladder = coach("1 5 5 5")
    assert ladder.first.kind is RungKind.NOT_WHOLE
    plan = next(rung for rung in ladder if rung.kind is RungKind.PLAN)
    assert plan.text == "There is a 5, and 24 = (24/5) × 5: can 1 5 5 make the fraction 24/5?"
    assert ladder.answer is not None and ladder.answer.text == "(5-1/5)*5"


def reachable(numbers: tuple[int, ...], operators: str, whole: bool) -> set[Fraction]:
    """Brute force: every value of an expression of the numbers with these operators whose
    every step is a whole number, below zero too (`whole`), or any number 0 or more."""
    if len(numbers) == 1:
        return {Fraction(numbers[0])}
    found: set[Fraction] = set()
    n = len(numbers)
    for mask in range(1, (1 << n) - 1):
        left = tuple(numbers[i] for i in range(n) if mask >> i & 1)
        right = tuple(numbers[i] for i in range(n) if not mask >> i & 1)
        for a in reachable(left, operators, whole):
            for b in reachable(right, operators, whole):
                results = {"+": a + b, "-": a - b, "*": a * b, "/": a / b if b else None}
                found |= {
                    r
                    for symbol, r in results.items()
                    if symbol in operators
                    and r is not None
                    and (r.denominator == 1 if whole else r >= 0)
                }
    return found


@pytest.mark.parametrize(
    ("target", "operators"), [(24, "+-*/"), (10, "+-*/"), (24, "-*"), (24, "-*/"), (-3, "+-*/")]
)
def test_a_fraction_or_a_number_below_zero_is_said_only_where_every_answer_needs_one(
    target: int, operators: str
) -> None:
    said: Counter[str] = Counter()
    for hand in HANDS[::5]:
        ladder = coach(hand, target, operators=operators)
        if ladder.first.kind is not RungKind.NOT_WHOLE:
            continue
        text = ladder.first.text
        if "fraction or a number below zero" in text:
            said["either"] += 1
        elif "fraction" in text:
            said["fraction"] += 1
            assert Fraction(target) not in reachable(hand, operators, True)
        else:
            said["negative"] += 1
            assert Fraction(target) not in reachable(hand, operators, False)
    expected = "fraction" if "+" in operators else "either" if "/" in operators else "negative"
    assert set(said) == {"negative" if target < 0 else expected}  # −3 = (3 − 4) × 1 − 2


def sample(target: int, operators: OperatorSet, every: int) -> list[Hand]:
    return [hand for hand in HANDS[::every] if solvable(hand, target, operators=operators)]


@pytest.mark.parametrize("target", [10, 36])
def test_other_targets(target: int) -> None:
    hands = sample(target, ALL_OPERATORS, 3)
    assert len(hands) > 300
    for hand in hands:
        check_ladder(coach(hand, target))


@pytest.mark.parametrize("operators", ["+-*", "+-", "*/", "+-/", "-*/", "+-*/ whole"])
def test_operator_sets(operators: str) -> None:
    rules = OperatorSet.parse(operators)
    hands = sample(24, rules, 7)
    assert hands
    for hand in hands:
        ladder = coach(hand, operators=rules)
        check_ladder(ladder, rules)
        assert ladder.operators == rules
        for rung in ladder:  # the plans speak of the game's operators only
            for tree in expressions(rung.text):
                assert breach(tree, OperatorSet(rules.symbols)) is None, rung.text


def test_whole_numbers_only_speaks_of_no_fraction() -> None:
    for hand in HANDS[::4]:
        ladder = coach(hand, fractions=False)
        assert ladder.operators.whole
        assert not any(rung.fraction for rung in ladder), [r.text for r in ladder]
        assert not any("fraction" in rung.text for rung in ladder)
    assert not coach([3, 3, 8, 8], fractions=False).solvable


@pytest.mark.parametrize("hand", [(1, 1, 1, 1), (1, 1, 10, 10), (5, 7, 8, 13), (7, 13, 13, 13)])
def test_a_hand_without_an_answer_gets_the_reason(hand: Hand) -> None:
    ladder = coach(hand)
    kinds = [rung.kind for rung in ladder]
    assert kinds[0] is RungKind.NO_ANSWER and kinds[-1] is RungKind.NEAREST
    assert set(kinds[1:-1]) == {RungKind.TRIED} and len(kinds) - 2 <= MAX_TRIED
    assert not ladder.solvable and ladder.answer is None
    for rung in ladder:
        assert "answer" not in rung.to_dict() and "make" not in rung.to_dict()
    for rung in ladder.rungs[1:-1]:
        need = int(rung.text.split(" needs ")[1].split()[0])
        assert not solvable(rung.numbers, need)


def test_no_answer_lines() -> None:
    texts = [rung.text for rung in coach([1, 1, 1, 1])]
    assert texts[0] == "There is no answer: 1 1 1 1 cannot make 24."
    assert texts[1] == (
        "24 = 23 + 1 needs 23 from 1 1 1, but they cannot make it; "
        "the nearest they can make: 3 = 1 + 1 + 1."
    )
    assert texts[-1] == "The nearest to 24 that 1 1 1 1 can make: 4 = 1 + 1 + 1 + 1."
    assert coach([3, 3, 8, 8], operators="+-").first.text == (
        "There is no answer: 3 3 8 8 cannot make 24 with + −."
    )
    assert coach([3, 3, 8, 8], operators=OperatorSet(whole=True)).first.text == (
        "There is no answer: 3 3 8 8 cannot make 24 with + − × ÷, whole numbers only."
    )


def test_the_ladder_to_a_chosen_answer() -> None:
    for hand in HANDS[::9]:
        for solution in solve(hand):
            ladder = coach(hand, answer=solution)
            check_ladder(ladder, chosen=True)
            assert ladder.answer is not None and ladder.answer.tree == solution.tree
    ladder = coach("1 2 6 8", answer="(6-2-1)*8")
    assert [rung.text for rung in ladder][:3] == [
        "There is an 8, and 24 = 3 × 8: can 1 2 6 make 3?",
        "3 = 4 − 1: make 4 from 2 6.",
        "Start with 6 − 2 = 4.",
    ]
    with pytest.raises(AnswerError, match="does not use"):
        coach("1 2 6 8", answer="6*4")


def test_few_and_many_cards() -> None:
    assert [rung.text for rung in coach([24])] == ["One answer: 24 = 24."]
    two = coach([3, 8])
    assert two.first.text == "Join 3 and 8 in one step: which of + − × ÷ makes 24?"
    assert not reveals(two.first.text, (3, 8), 24)
    check_ladder(two)
    check_ladder(coach([2, 3, 4]))
    for hand in ([1, 2, 3, 4, 5], [2, 3, 5, 7, 11], [1, 1, 2, 9, 13]):
        ladder = coach(hand)
        check_ladder(ladder)
        assert [r.kind for r in ladder].count(RungKind.GOAL) >= 1
    with pytest.raises(LimitError, match="at most 6"):
        coach(range(1, 8))


def test_rationals_and_a_zero() -> None:
    check_ladder(coach(["1/2", 3, 4, 4]))
    ladder = coach([0, 3, 8, 9], 0)
    check_ladder(ladder)


def test_the_ones_plan_is_singular_or_plural() -> None:
    one = Proposal(24, "*", Goal(24, (3, 8, 8), True), 1, 1)
    assert one.say() == "Keep the 1 to multiply by at the end: make 24 from 3 8 8."
    assert coach([1, 1, 4, 6]).first.text.startswith("Keep the 2 ones")
    with card_names({1: "A", 8: "8"}):
        assert one.say() == "Keep the A to multiply by at the end: make 24 from 3 8 8."
    named = coach([1, 2, 3, 4], names={1: "A"})
    assert [rung.text for rung in named][1] == "Keep the A to multiply by: make 6 from 2 3."


def test_a_1_kept_in_a_goal_is_said_as_the_ones_plan_says_it() -> None:
    ladder = coach([1, 2, 3, 4])
    assert [rung.text for rung in ladder][:3] == [
        "There is a 4, and 24 = 4 × 6: can 1 2 3 make 6?",
        "Keep the 1 to multiply by: make 6 from 2 3.",
        "Start with 3 × 2 = 6.",
    ]
    check_ladder(ladder)


def test_a_number_below_zero_is_bracketed_after_an_operator() -> None:
    texts = [rung.text for rung in coach([-3, 4, 5, 6])]
    assert "4 = 1 − (−3): make 1 from 4 5." in texts
    assert texts[-1].endswith("The working: 5 − 4 = 1, 1 − (−3) = 4, 4 × 6 = 24.")
    assert not any(re.search(r"[−+×÷] −\d", text) for text in texts)


def test_english_articles() -> None:
    from solver.make24.plans import a_card

    assert [a_card(n) for n in (1, 3, 8, 11, 18, 80, 100, 800, 11000, 18000, 12)] == [
        "a 1",
        "a 3",
        "an 8",
        "an 11",
        "an 18",
        "an 80",
        "a 100",
        "an 800",
        "an 11000",
        "an 18000",
        "a 12",
    ]


@pytest.fixture
def chinese() -> Iterator[None]:
    """The solver's words in Chinese (the app's built translation, read without Qt)."""
    from app.i18n import qm_path
    from app.i18n.qm import read_qm

    messages = {
        (m.context, m.source): m.translations
        for m in read_qm(qm_path("zh_CN").read_bytes()).messages
    }

    def zh(context: str, text: str, comment: str | None = None, n: int = -1) -> str:
        found = messages.get((context, text))
        said = found[0] if found else text
        return said.replace("%n", str(n)) if n >= 0 else said

    before = i18n.installed()
    i18n.install(zh)
    yield
    i18n.install(before)


def test_in_chinese(chinese: None) -> None:
    assert [rung.text for rung in coach([1, 3, 5, 8])] == [
        "有一张 8，24 = 3 × 8，那么剩下的 1 3 5 能凑出 3 吗？",
        "3 = 6 − 3：用 1 5 凑出 6。",
        "先算 5 + 1 = 6。",
        "一种答案：(5 + 1 − 3) × 8 = 24。过程：5 + 1 = 6，6 − 3 = 3，3 × 8 = 24。",
    ]
    assert coach([3, 3, 8, 8]).first.text == (
        "这组牌的每一种算法，中途都要用到分数，所以只用整数的想法都行不通。"
    )
    assert coach([1, 1, 4, 6]).first.text == "把这 2 张 1 留到最后去乘：先用 4 6 凑出 24。"
    assert coach([1, 1, 1, 1]).first.text == "这组牌没有答案：1 1 1 1 凑不出 24。"
    for ladder in (coach(hand) for hand in HANDS[::40]):
        for rung in ladder:
            assert not re.search(r"[A-Za-z]{3}", rung.text), rung.text


def test_every_shape_of_a_last_step_has_a_plan() -> None:
    from itertools import product

    from solver.make24.plans import Shape

    for kind, symbol, whole, need, table in product(
        ("card", "ones", "pair", "two"),
        "+-*/",
        (True, False),
        ("whole", "fraction", "negative"),
        (True, False),
    ):
        shape = Shape(kind, symbol, whole, need, table)  # type: ignore[arg-type]
        if kind == "ones" and symbol != "*":
            continue  # the 1s kept are multiplied by
        assert any(plan.fits(shape) for plan in PLANS), shape


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.integers(min_value=-3, max_value=13),
            st.fractions(min_value=-3, max_value=6, max_denominator=4),
        ),
        min_size=1,
        max_size=4,
    ),
    st.one_of(st.integers(min_value=-10, max_value=40), st.fractions(max_denominator=3)),
    st.sampled_from(["+-*/", "+-*", "+-", "*/", "-*/", "+-/", "-", "/"]),
    st.booleans(),
)
def test_any_hand_target_and_rules(values: list[Q], target: Q, symbols: str, whole: bool) -> None:
    rules = OperatorSet(symbols, whole)
    ladder = coach(values, target, operators=rules)
    assert ladder.solvable == solvable(values, target, operators=rules)
    if ladder.solvable:
        check_ladder(ladder, rules)
    else:
        assert [ladder.first.kind, ladder[-1].kind] == [RungKind.NO_ANSWER, RungKind.NEAREST]


def test_a_coach_can_be_cancelled() -> None:
    with pytest.raises(Cancelled):
        coach([3, 3, 8, 8], cancel=lambda: True)


def test_a_ladder_names_the_cards_as_asked_and_the_numbers_made_as_numbers() -> None:
    """The helper names a hand as its cards show (A A A A), and its coach must say the same."""
    named = coach([1, 1, 1, 1], names={1: "A"})
    assert named[0].text == "There is no answer: A A A A cannot make 24."
    assert named[-1].text == "The nearest to 24 that A A A A can make: 4 = 1 + 1 + 1 + 1."
    climb = coach([1, 11, 12, 13], names={1: "A", 11: "J", 12: "Q", 13: "K"})
    assert climb[0].text == "There is a Q, and 24 = 2 × 12: can A J K make 2?"
    assert climb[1].text == "Keep the A to multiply by: make 2 from J K."
    assert coach([1, 1, 1, 1])[0].text == "There is no answer: 1 1 1 1 cannot make 24."
