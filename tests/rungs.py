"""What the tests of the coach's hints look for in a rung's text: an expression that makes the
target from every card (an answer given away)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from solver import ParseError, leaves, parse, to_tree
from solver.core.tree import Tree, value_of

#: A run of numbers, operators and brackets in a rung's text.
_EXPRESSION = re.compile(r"[\d(−-](?:[\d()+\-−×÷*/ .]*[\d)])?")


def expressions(text: str, fractions: bool = False) -> Iterator[Tree]:
    """Every expression written in a text (runs that read as one; with `fractions`, a bracketed
    fraction is one number)."""
    for found in _EXPRESSION.finditer(text):
        try:
            yield to_tree(parse(found.group(0), fractions=fractions))
        except (ParseError, ZeroDivisionError):
            continue


def reveals(text: str, hand: tuple[object, ...], target: object) -> bool:
    """Whether a text writes an answer: an expression of every card that makes the target."""
    cards = sorted(hand)  # type: ignore[type-var]
    return any(
        sorted(leaves(tree)) == cards and value_of(tree) == target
        for fractions in (False, True)
        for tree in expressions(text, fractions)
    )
