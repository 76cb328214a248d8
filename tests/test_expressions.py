"""Nested-list expressions: evaluating, rendering with the fewest brackets, parsing typed text."""

from __future__ import annotations

import copy
import pickle
from fractions import Fraction

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from solver import (
    DivisionByZeroError,
    ExpressionError,
    Num,
    Op,
    ParseError,
    Tree,
    evaluate,
    parse,
    render,
    steps,
    to_nested,
)
from solver.core.tree import Unary, to_tree, value_of

EIGHT_THIRDS = ["8", "/", ["3", "-", ["8", "/", "3"]]]


def test_evaluate_is_exact() -> None:
    assert evaluate(EIGHT_THIRDS) == 24
    assert evaluate([1, "/", 3]) == Fraction(1, 3)
    assert evaluate([Fraction(1, 2), "+", "1/2"]) == 1
    assert evaluate(["-2", "*", "0.5"]) == -1


def test_precedence_inside_one_level() -> None:
    assert evaluate(["2", "+", "3", "*", "4"]) == 14
    assert evaluate(["8", "-", "2", "-", "1"]) == 5
    assert evaluate(["8", "/", "2", "/", "2"]) == 2
    assert evaluate(["8", "-", "6", "/", "2", "*", "3"]) == -1


@pytest.mark.parametrize(
    ("expr", "where", "what"),
    [
        ([], "at the top", "empty group"),
        (["1", "+"], "at the top", "odd length"),
        (["1", "+", ["2", "2"]], "at [2]", "odd length"),
        (["1", "%", "2"], "at [1]", "expected an operator"),
        (["1", "+", "+"], "at [2]", "expected a number"),
        (["1", "+", "x"], "at [2]", "not a number"),
        (["1", "+", None], "at [2]", "not a number"),
    ],
)
def test_malformed_lists_say_where(expr: list[object], where: str, what: str) -> None:
    with pytest.raises(ExpressionError) as error:
        evaluate(expr)
    assert where in str(error.value)
    assert what in str(error.value)
    assert isinstance(error.value, ValueError)


def test_division_by_zero_says_where() -> None:
    with pytest.raises(DivisionByZeroError, match="division by zero in 4/\\(3-3\\)"):
        evaluate(["1", "+", ["4", "/", ["3", "-", "3"]]])


@pytest.mark.parametrize(
    ("expr", "text"),
    [
        (["a-(b-c)", ["5", "-", ["3", "-", "1"]]], "5-(3-1)"),
        (["a/(b*c)", ["8", "/", ["2", "*", "2"]]], "8/(2*2)"),
        (["(a*b)*c", [["2", "*", "3"], "*", "4"]], "2*3*4"),
        (["a+(b+c)", ["2", "+", ["3", "+", "4"]]], "2+3+4"),
        (["a*(b/c)", ["2", "*", ["6", "/", "3"]]], "2*6/3"),
        (["a-(b+c)", ["9", "-", ["3", "+", "4"]]], "9-(3+4)"),
        (["(a+b)*c", [["1", "+", "2"], "*", "3"]], "(1+2)*3"),
        (["a+b*c", ["1", "+", ["2", "*", "3"]]], "1+2*3"),
    ],
)
def test_render_uses_the_fewest_brackets(expr: list[object], text: str) -> None:
    assert render(expr[1]) == text


def test_render_styles() -> None:
    assert render(EIGHT_THIRDS) == "8/(3-8/3)"
    assert render(EIGHT_THIRDS, style="unicode") == "8÷(3−8÷3)"
    assert render(EIGHT_THIRDS, style="unicode", spaced=True) == "8 ÷ (3 − 8 ÷ 3)"
    assert render(["-2", "*", "1/2"]) == "(-2)*(1/2)"


def test_steps_show_the_working() -> None:
    assert [str(s) for s in steps(EIGHT_THIRDS)] == ["8/3 = 8/3", "3-8/3 = 1/3", "8/(1/3) = 24"]
    assert [s.text("unicode") for s in steps(["5", "-", "9"])] == ["5−9 = −4"]
    assert [str(s) for s in steps([["5", "-", "9"], "*", "2"])] == ["5-9 = -4", "-4*2 = -8"]
    assert [str(s) for s in steps(["2", "*", ["5", "-", "9"]])] == ["5-9 = -4", "2*(-4) = -8"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("8/(3-8/3)", EIGHT_THIRDS),
        ("8 ÷ (3 − 8 ÷ 3)", EIGHT_THIRDS),
        ("(K - Q) x [A + 1]", [["13", "-", "12"], "*", ["1", "+", "1"]]),
        ("T×J", ["10", "*", "11"]),
        ("（３＋３）×4", [["3", "+", "3"], "*", "4"]),
        ("0.5 * 48", ["1/2", "*", "48"]),
        ("-2 * -12", ["-2", "*", "-12"]),
        ("{2+2}X6", [["2", "+", "2"], "*", "6"]),
        ("24", ["24"]),
    ],
)
def test_parse(text: str, expected: list[object]) -> None:
    assert evaluate(parse(text)) == evaluate(expected)
    assert render(parse(text)) == render(expected)


@pytest.mark.parametrize(
    ("text", "position", "what"),
    [
        ("", 1, "nothing to read"),
        ("3+", 3, "ends where a number was expected"),
        ("(3+4", 1, "this '(' is never closed"),
        ("((3+4)", 1, "this '(' is never closed"),
        ("(3+(4", 4, "this '(' is never closed"),
        ("3+4)", 4, "never opened"),
        ("(3+4]", 5, "']' cannot close '(': close it with ')'"),
        ("3 % 4", 3, "unexpected '%'"),
        ("3 4", 3, "expected an operator"),
        ("()", 2, "empty brackets"),
        ("1..2", 1, "not a number"),
        ("-(3+4)", 1, "minus sign on its own"),
        ("3*/4", 3, "where a number was expected"),
        ("8÷÷3", 3, "'÷' where a number was expected"),  # as typed, not the '/' it is read as
        ("3 x x 4", 5, "'x' where a number was expected"),
        ("1+" + "9" * 5000, 3, "a number of 5000 digits: at most 1000"),
        ("1+𐩀", 3, "unexpected '𐩀'"),  # a digit to str.isdigit, not a decimal one
    ],
)
def test_parse_errors_name_the_position(text: str, position: int, what: str) -> None:
    with pytest.raises(ParseError) as error:
        parse(text)
    assert error.value.position == position
    assert what in str(error.value)
    assert str(error.value).startswith(f"position {position}:")


def test_parse_never_evaluates_python() -> None:
    with pytest.raises(ParseError):
        parse("__import__('os').system('true')")


numbers = st.one_of(
    st.integers(min_value=0, max_value=20),
    st.integers(min_value=-20, max_value=-1),
    st.fractions(min_value=-10, max_value=10, max_denominator=7),
)


def trees(depth: int = 4) -> st.SearchStrategy[Tree]:
    return st.recursive(
        numbers.map(Num),
        lambda inner: st.builds(Op, st.sampled_from("+-*/"), inner, inner),
        max_leaves=depth * 2,
    )


def safe_value(tree: Tree) -> Fraction | None:
    try:
        return Fraction(value_of(tree))
    except DivisionByZeroError:
        return None


@given(trees(), st.sampled_from(["ascii", "unicode"]), st.booleans())
def test_parse_render_round_trip_keeps_the_value(tree: Tree, style: str, spaced: bool) -> None:
    value = safe_value(tree)
    assume(value is not None)
    text = render(tree, style=style, spaced=spaced)  # type: ignore[arg-type]
    assert evaluate(parse(text)) == value


@given(trees())
def test_nested_list_round_trip(tree: Tree) -> None:
    value = safe_value(tree)
    assume(value is not None)
    nested = to_nested(tree)
    assert evaluate(nested) == value
    assert render(nested) == render(tree)


def test_render_refuses_an_unknown_style() -> None:
    with pytest.raises(ValueError, match="style must be 'ascii' or 'unicode', not 'latex'"):
        render(["1", "+", "2"], style="latex")  # type: ignore[arg-type]


def test_trees_are_values_that_compare_hash_copy_and_pickle_as_such() -> None:
    # written out rather than dataclasses (for the compiled build's speed): the same behaviour
    tree = Op("/", Num(8), Op("-", Num(3), Op("/", Num(8), Num(3))))
    again = to_tree(parse("8/(3-8/3)"))
    assert tree == again and hash(tree) == hash(again) and tree != Op("/", Num(8), Num(3))
    assert Num(1) != 1 and Op("+", Num(1), Num(2)) != ("+", 1, 2)
    assert Unary("√", Num(9)) == Unary("√", Num(9)) != Unary("!", Num(9))
    assert {tree: "found"}[again] == "found"
    for copied in (copy.copy(tree), copy.deepcopy(tree), pickle.loads(pickle.dumps(tree))):
        assert copied == tree and render(copied) == "8/(3-8/3)"
    assert repr(Op("+", Num(1), Num(2))) == "Op(symbol='+', left=Num(value=1), right=Num(value=2))"
    match tree:
        case Op("/", Num(8), Op(symbol="-")):
            pass
        case _:
            pytest.fail("a tree no longer matches by its fields")
