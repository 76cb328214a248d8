"""identify: each correct way of writing a solution finds it in solve()'s list; wrong ones say why.

The rewritings below are the laws of the distinct-solution convention written as tree
rewrites, independently of solver.make24.canon: each one keeps the class, so a rewritten
solution must identify as the solution it came from, and never as another one of the hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver_counts import read_sample
from test_solver_properties import every_tree, numbers, targets, worth

from solver import (
    AnswerDivisionByZeroError,
    AnswerError,
    AnswerExpressionError,
    AnswerParseError,
    CardsError,
    DivisionByZeroError,
    LimitError,
    NumberError,
    Op,
    ParseError,
    Solution,
    Tree,
    WrongValueError,
    identify,
    render,
    solve,
)
from solver.core.numbers import Q
from solver.core.tree import value_of
from solver.i18n import install

Hand = tuple[int, ...]


@cache
def sample() -> list[tuple[Hand, list[str]]]:
    return [(hand, texts) for hand, _, texts in read_sample()]


@cache
def solutions(hand: Hand) -> list[Solution]:
    return solve(hand)


# --- Rewrites that keep the class ---------------------------------------------------------------


def value(tree: Tree) -> Q | None:
    try:
        return value_of(tree)
    except DivisionByZeroError:
        return None


def local_rewrites(tree: Op) -> Iterator[Tree]:
    """Rewrites of the top operation of a tree (laws 1, 2, 3, 4, 5 and 8 of the convention)."""
    s, a, b = tree.symbol, tree.left, tree.right
    if s in "+*":
        yield Op(s, b, a)  # commute
        if isinstance(a, Op) and a.symbol == s:
            yield Op(s, a.left, Op(s, a.right, b))  # re-associate
        if isinstance(b, Op) and b.symbol == s:
            yield Op(s, Op(s, a, b.left), b.right)
    plus, minus = ("+", "-") if s in "+-" else ("*", "/")
    if isinstance(b, Op) and b.symbol == minus:
        if s == plus:  # a+(b-c) = (a+b)-c
            yield Op(minus, Op(plus, a, b.left), b.right)
        else:  # a-(b-c) = (a+c)-b
            yield Op(minus, Op(plus, a, b.right), b.left)
            if s == "-":  # subtracting a negative: a-(b-c) = a+(c-b)
                yield Op("+", a, Op("-", b.right, b.left))
    if s == "+" and isinstance(b, Op) and b.symbol == "-":  # and back: a+(c-b) = a-(b-c)
        yield Op("-", a, Op("-", b.right, b.left))
    if s == minus and isinstance(b, Op) and b.symbol == plus:  # a-(b+c) = (a-b)-c
        yield Op(minus, Op(minus, a, b.left), b.right)
    if s == minus and isinstance(a, Op) and a.symbol == minus:  # (a-b)-c = a-(b+c)
        yield Op(minus, a.left, Op(plus, a.right, b))
    if s == minus and isinstance(a, Op) and a.symbol == plus:  # (a+b)-c = a+(b-c)
        yield Op(plus, a.left, Op(minus, a.right, b))
    if s in "*/" and isinstance(a, Op) and isinstance(b, Op) and a.symbol == b.symbol == "-":
        # signs out of factors: (a-b)*(c-d) = (b-a)*(d-c)
        yield Op(s, Op("-", a.right, a.left), Op("-", b.right, b.left))
    if s == "/" and value(b) == 1:  # x/(5-4) = x*(5-4)
        yield Op("*", a, b)
    if s == "-" and value(b) == 0:  # subtracting zero is adding it
        yield Op("+", a, b)
    if s == "/" and value(a) == 0:  # 0/A is 0*A
        yield Op("*", a, b)
    if isinstance(a, Op) and value(a.right) == value(b) != 0:  # a neutral pair either way
        if s == "-" and a.symbol == "+":  # (A+X)-X' = (A*X)/X'
            yield Op("/", Op("*", a.left, a.right), b)
        if s == "/" and a.symbol == "*":
            yield Op("-", Op("+", a.left, a.right), b)
    if s in "*/" and value(b) != 1 and isinstance(a, Op) and a.symbol == "-":
        inner = a.left  # ((A+X)-X')*B = ((A*B)+X)-X'
        if isinstance(inner, Op) and inner.symbol == "+" and value(inner.right) == value(a.right):
            yield Op("-", Op("+", Op(s, inner.left, b), inner.right), a.right)


def places(tree: Tree, path: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], Tree]]:
    """Every subtree with its path (0 left, 1 right) from the top."""
    yield path, tree
    if isinstance(tree, Op):
        yield from places(tree.left, (*path, 0))
        yield from places(tree.right, (*path, 1))


def put(tree: Tree, path: tuple[int, ...], new: Tree) -> Tree:
    """The tree with the subtree at `path` replaced by `new`."""
    if not path:
        return new
    assert isinstance(tree, Op)
    if path[0] == 0:
        return Op(tree.symbol, put(tree.left, path[1:], new), tree.right)
    return Op(tree.symbol, tree.left, put(tree.right, path[1:], new))


def moved_ones(tree: Tree) -> Iterator[Tree]:
    """A factor worth 1 taken from where it is (A*X, X*A or A/X) and put elsewhere (law 6)."""
    for path, sub in places(tree):
        if not isinstance(sub, Op) or sub.symbol not in "*/":
            continue
        sides = [(sub.right, sub.left)] + ([(sub.left, sub.right)] if sub.symbol == "*" else [])
        for one, rest in sides:
            if value(one) != 1:
                continue
            without = put(tree, path, rest)
            for where, other in places(without):
                if value(other) not in (0, 1):
                    yield put(without, where, Op("*", other, one))
                    yield put(without, where, Op("/", other, one))


def rewrites(tree: Tree) -> Iterator[Tree]:
    """Every single rewrite of a tree, anywhere in it."""
    for path, sub in places(tree):
        if isinstance(sub, Op):
            for new in local_rewrites(sub):
                yield put(tree, path, new)
    yield from moved_ones(tree)


def shown(tree: Tree) -> str:
    return render(tree, style="unicode", spaced=True)


# --- Every rewriting of every sample solution ---------------------------------------------------


def test_every_written_solution_of_the_sample_is_one_of_solve_s_list() -> None:
    """The sample's own texts (written another way) map one to one onto solve()'s list."""
    for hand, texts in sample():
        listed = solutions(hand)
        found = [identify(text, hand, solutions=listed) for text in texts]
        assert sorted(map(id, found)) == sorted(map(id, listed)), hand  # the very objects


def rewritings(tree: Tree) -> set[Tree]:
    """Every tree the rewrites reach from `tree` (the whole class as these laws write it)."""
    seen, frontier = {tree}, [tree]
    while frontier:
        frontier = [new for old in frontier for new in rewrites(old) if new not in seen]
        seen.update(frontier)
    return seen


def test_every_rewriting_of_every_sample_solution_finds_it() -> None:
    checked = 0
    for hand, _ in sample():
        for solution in solutions(hand):
            for rewritten in rewritings(solution.tree):
                assert value_of(rewritten) == 24
                found = identify(rewritten, hand)
                assert found == solution, (hand, shown(rewritten), found.text, solution.text)
                checked += 1
    assert checked > 15_000  # about 15 ways of writing each of the 1005 solutions


@st.composite
def rewritten_solutions(draw: st.DrawFn) -> tuple[Hand, Solution, Tree]:
    hand, _ = draw(st.sampled_from(sample()))
    solution = draw(st.sampled_from(solutions(hand)))
    tree = solution.tree
    for _ in range(draw(st.integers(min_value=1, max_value=12))):
        choices = list(rewrites(tree))
        if not choices:  # 8/(3-8/3) has one way of being written
            break
        tree = draw(st.sampled_from(choices))
    return hand, solution, tree


@settings(max_examples=400, deadline=None)
@given(rewritten_solutions(), st.sampled_from(["ascii", "unicode"]), st.booleans())
def test_chains_of_rewrites_typed_as_text_find_the_solution(
    case: tuple[Hand, Solution, Tree], style: str, spaced: bool
) -> None:
    hand, solution, tree = case
    text = render(tree, style=style, spaced=spaced)
    assert identify(text, hand) == solution


GIMMICKS = [
    # hand, answers written in ways the search never writes, all of one solution
    ((1, 2, 6, 8), ["(6-2-1)*8", "8*(6-(2+1))", "(6-1-2)*8"]),
    ((1, 2, 6, 8), ["8*6*1/2", "6/2*(8*1)", "8/(2/6)/1", "8*(6/(2*1))", "(8*6/2)/1", "1*8*6/2"]),
    ((1, 1, 5, 5), ["(5*5-1)*1", "5*5-1*1", "(5*5-1)/1", "5*(5*1)-1", "1*(5*5-1)", "5*5-1/1"]),
    ((1, 1, 5, 5), ["(5+1)*(5-1)", "(1+5)*(5-1)", "(5-1)*(5+1)"]),
    ((1, 1, 2, 12), ["12*2+1-1", "12*2*1/1", "(12+1-1)*2", "12*(2+1-1)", "1-1+2*12"]),
    ((1, 1, 2, 12), ["12/(1-1/2)", "12/(1-(1/2))", "[12]/{1-1/2}", "12 ÷ (1 − 1 ÷ 2)"]),
    ((3, 3, 8, 8), ["8/(3-8/3)", "8/(3-(8/3))", "8 ÷ (3 − 8 ÷ 3)", "((8)/((3)-(8)/(3)))"]),
    ((1, 2, 3, 4), ["4*3*2*1", "4*3*(2/1)", "(4*3)/(1/2)", "2*(3*4)*1", "1*2*3*4"]),
    ((1, 2, 3, 4), ["(1+2+3)*4", "4*(3+(2+1))", "((1+2)+3)*4"]),
    ((2, 4, 8, 10), ["10*2+8-4", "10*2-(4-8)", "8-(4-10*2)", "(8-4)+2*10"]),
    ((2, 4, 8, 10), ["10*4-8*2", "4*10-2*8", "(10*4)-(8*2)", "10*4-(2*8)"]),
]


@pytest.mark.parametrize(("hand", "answers"), GIMMICKS)
def test_gimmicks_and_odd_brackets_find_one_solution(hand: Hand, answers: list[str]) -> None:
    found = [identify(answer, hand) for answer in answers]
    assert found == [found[0]] * len(answers) and found[0] in solutions(hand)


# --- Every expression of a few hands, by brute force --------------------------------------------


@pytest.mark.parametrize(
    "hand",
    [(1, 1, 5, 5), (1, 1, 2, 12), (1, 2, 6, 8), (2, 4, 8, 10), (3, 3, 8, 8), (1, 1, 1, 8),
     (6, 6, 6, 6), (1, 1, 4, 6), (2, 2, 2, 3), (1, 1, 3, 8), (4, 4, 10, 10), (1, 3, 4, 6)],
)  # fmt: skip
def test_every_expression_worth_24_finds_a_solution_and_every_solution_is_found(
    hand: Hand,
) -> None:
    """All orders, brackets and operators of the cards: each correct one is in solve()'s list."""
    listed = solutions(hand)
    trees = [tree for tree in every_tree(list(hand)) if worth(tree, 24)]
    found = {id(identify(tree, hand, solutions=listed)) for tree in trees}
    assert found == set(map(id, listed))  # the very objects of the list, each of them


def test_distinct_solutions_never_map_together() -> None:
    for hand, _ in sample():
        found = [identify(solution.text, hand) for solution in solutions(hand)]
        assert len({s.text for s in found}) == len(found), hand


# --- Other targets and numbers ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "target", "answer"),
    [((1, 3, 7, 10, 25, 50), 765, "(50+25+10)*(7+3-1)"), (("1/2", 3), "3/2", "3*0.5"),
     ((0, 5, 24), 24, "24+0*5"), ((-3, 8), -24, "8*(-3)"), ((2, 3, 4, 0), 0, "0/(2+3+4)")],
)  # fmt: skip
def test_any_target_and_numbers(hand: tuple[object, ...], target: object, answer: str) -> None:
    found = identify(answer, hand, target)
    assert found in solve(hand, target)


@settings(max_examples=60, deadline=None)
@given(st.lists(numbers, min_size=1, max_size=3), targets)
def test_every_expression_of_any_numbers_finds_its_solution(values: list[Q], target: Q) -> None:
    """Negative numbers, fractions, zeros, any target: each finds one of the list.

    Typed as text when the numbers are whole (text reads 3/4 as a division, not one number).
    """
    listed = solve(values, target)
    typed = all(isinstance(value, int) for value in values)
    found = set()
    for tree in every_tree(values):
        if worth(tree, target):
            answer = render(tree) if typed else tree
            found.add(id(identify(answer, values, target, solutions=listed)))
    assert found == set(map(id, listed))


# --- Wrong answers ------------------------------------------------------------------------------


def error_of(answer: object, hand: tuple[object, ...] = (3, 3, 8, 8)) -> AnswerError:
    with pytest.raises(AnswerError) as caught:
        identify(answer, hand)
    return caught.value


def test_an_unreadable_answer_says_where() -> None:
    error = error_of("8/(3-8/3")
    assert isinstance(error, AnswerParseError) and isinstance(error, ParseError)
    assert error.position == 3
    assert str(error) == "The answer cannot be read at position 3: this '(' is never closed."
    assert error.pointer() == "8/(3-8/3\n  ^"
    assert error_of("8 / (3 - 8 ? 3)").position == 12
    assert "nothing to read" in str(error_of("  "))


def test_a_malformed_nested_list_says_where() -> None:
    error = error_of(["8", "/", ["3", "-", ["8", "/"]]])
    assert isinstance(error, AnswerExpressionError)
    assert error.path == (2, 2)
    assert str(error).startswith("The answer is not a well-formed expression: at [2][2]:")


def test_an_answer_too_long_or_too_deep_is_refused_in_a_sentence() -> None:
    error = error_of("(" * 3000 + "8" + ")" * 3000)
    assert isinstance(error, AnswerParseError) and error.position == 201
    assert "it is 6001 characters long, and at most 200 are read" in str(error)
    assert identify(" " * 191 + "8/(3-8/3)", (3, 3, 8, 8)).text == "8/(3-8/3)"
    deep: list[object] = ["8"]
    for _ in range(3000):
        deep = [deep]
    # no recursion on depth: a deep or long nested list is read, and what is wrong is its cards
    assert str(error_of(deep)).startswith("8 is used once, but the hand has 2 of them")
    long_chain = str(error_of(["1", "+"] * 3000 + ["1"]))
    assert long_chain.startswith("1 is not one of the cards.") and len(long_chain) < 100


def test_a_missing_card_is_named() -> None:
    error = error_of("8*3")
    assert isinstance(error, CardsError)
    assert (error.missing, error.extra, error.value) == ((3, 8), (), 24)
    assert str(error) == (
        "3 is used once, but the hand has 2 of them: use each one. "
        "8 is used once, but the hand has 2 of them: use each one. The cards are 3 3 8 8."
    )
    error = error_of("3*8", (1, 3, 8))
    assert str(error) == "The answer does not use 1. The cards are 1 3 8."


def test_a_card_used_twice_is_named() -> None:
    error = error_of("(1+2+3)*4*1", (1, 2, 3, 4))
    assert isinstance(error, CardsError) and error.extra == (1,) and error.missing == ()
    assert str(error) == (
        "1 is used more than once, but the hand has only one 1. The cards are 1 2 3 4."
    )
    error = error_of("8/(3-8/3)*(3/3)")
    assert (
        str(error) == "3 is used 4 times, but the hand has only 2 of them. The cards are 3 3 8 8."
    )


def test_a_number_not_in_the_hand_is_named() -> None:
    error = error_of("(1+2+3)*4", (1, 2, 3, 5))
    assert isinstance(error, CardsError) and error.extra == (4,) and error.missing == (5,)
    assert str(error) == (
        "4 is not one of the cards. The answer does not use 5. The cards are 1 2 3 5."
    )
    error = error_of("(-3+2+1)*4", (1, 2, 3, 4))
    assert str(error).startswith(
        "-3 is not one of the cards: use 3 and change the sign before it. "
        "The answer does not use 3."
    )


def test_cards_are_checked_before_dividing() -> None:
    error = error_of("8/(3-3)*8*8")
    assert isinstance(error, CardsError) and error.value is None


def test_a_division_by_zero_is_shown() -> None:
    error = error_of("(8+8)/(3-3)")
    assert isinstance(error, AnswerDivisionByZeroError) and isinstance(error, DivisionByZeroError)
    assert render(error.division) == "(8+8)/(3-3)"
    assert str(error) == "The answer divides by zero: (8+8)÷(3−3) cannot be worked out."
    inner = error_of("8/(3-3)+8")
    assert isinstance(inner, AnswerDivisionByZeroError) and render(inner.division) == "8/(3-3)"


def test_a_wrong_value_says_what_it_makes() -> None:
    error = error_of("8/(3-8)/3")
    assert isinstance(error, WrongValueError)
    assert (error.value, error.target) == (Fraction(-8, 15), 24)
    assert str(error) == "The answer makes -8/15, not 24."
    assert str(error_of("(1+2+3+4)", (1, 2, 3, 4))) == "The answer makes 10, not 24."


def test_bad_numbers_or_target_are_not_answer_errors() -> None:
    with pytest.raises(NumberError):
        identify("1+1", [1, "X"])
    with pytest.raises(NumberError):
        identify("1+1", [1, 1], "two")
    with pytest.raises(LimitError):
        identify("1", [])


def test_messages_go_through_the_translator() -> None:
    install(lambda context, text, disambiguation=None, n=-1: f"[{context}] {text}")
    try:
        assert str(error_of("1+2+3+4", (1, 2, 3, 4))) == "[Answer] The answer makes 10, not 24."
    finally:
        install(None)


# --- The solutions a caller already has ---------------------------------------------------------


def test_the_caller_s_list_is_used_as_is() -> None:
    listed = solve([1, 2, 6, 8])
    found = identify("8*(6-2-1)", [1, 2, 6, 8], solutions=listed)
    assert found is listed[1] and found.text == "(6-2-1)*8"


def test_a_class_missing_from_the_caller_s_list_gets_its_representative() -> None:
    assert identify("8*(6-2-1)", [1, 2, 6, 8], solutions=[]).text == "(6-2-1)*8"
