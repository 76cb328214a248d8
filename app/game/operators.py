"""The game's operators for people: each in words, with the keys that type it (every widget that
names one asks here); which of + − × ÷ a game allows, and whether every step must be a whole
number (`solver.OperatorSet`, chosen in Preferences for every mode), as text; and why a hand has
no answer (`solver.nearest`, worked out where the hand is solved: in a worker), as a sentence.

>>> from solver import OperatorSet
>>> operators_text(OperatorSet()), operators_text(OperatorSet("+-", whole=True))
('+ − × ÷', '+ − · whole numbers only')
"""

from __future__ import annotations

from solver import ALL_OPERATORS, Nearest, OperatorSet, format_number

from ..i18n import translate, translate_noop, translated

#: A key that types an operator besides its own sign (x for ×, by the solver's symbol).
OTHER_KEYS = {"*": "x"}


#: The operators in words, by the solver's symbol (marked, translated when shown).
_OPERATOR_NAMES = {
    "+": translate_noop("Operators", "Add"),
    "-": translate_noop("Operators", "Subtract"),
    "*": translate_noop("Operators", "Multiply"),
    "/": translate_noop("Operators", "Divide"),
}


def operator_name(symbol: str) -> str:
    """An operator in words, by the solver's symbol: "Add" for "+"."""
    return translated("Operators", _OPERATOR_NAMES[symbol])


def operator_keys(symbol: str) -> str:
    """The keys that type an operator (the solver's symbol), in words: "+", "* or x"."""
    if symbol not in OTHER_KEYS:
        return symbol
    return translate("Operators", "{key} or {other}").format(key=symbol, other=OTHER_KEYS[symbol])


def operators_text(operators: OperatorSet) -> str:
    """The set as the rules show it: "+ − × ÷", "+ −", "+ − × ÷ · whole numbers only"."""
    signs = " ".join(operators.pretty())
    if operators.whole:
        return translate("Operators", "{signs} · whole numbers only").format(signs=signs)
    return signs


def with_operators(operators: OperatorSet) -> str:
    """How the rules of a mode say what an answer may use: "with + − × ÷ and brackets",
    "with + − and brackets, every step a whole number"."""
    signs = " ".join(operators.pretty())
    if operators.whole:
        return translate(
            "Operators", "with {signs} and brackets, every step a whole number"
        ).format(signs=signs)
    return translate("Operators", "with {signs} and brackets").format(signs=signs)


def allowed_note(operators: OperatorSet) -> str:
    """What a hand's caption adds for a set that is not the classic game's ("" for it):
    "Allowed: + − · whole numbers only."."""
    rules = unusual(operators)
    return (
        ""
        if rules is None
        else translate("Operators", "Allowed: {operators}.").format(operators=rules)
    )


def unusual(operators: OperatorSet) -> str | None:
    """The set for a summary or a share line when it is not the classic game's (None: it is)."""
    return None if operators == ALL_OPERATORS else operators_text(operators)


def nearest_text(found: Nearest) -> str:
    """Why there is no answer, in a sentence: "The nearest they make are 23 = (8−3)×3+8 and
    25 = 3×3+8+8; these cards make 58 different values."."""
    sides = [
        translate("Operators", "{value} = {answer}").format(
            value=format_number(near.value), answer=near.solution.display()
        )
        for near in (found.below, found.above)
        if near is not None
    ]
    count = translate("Operators", "these cards make %n different values", None, found.count)
    if len(sides) == 2:
        return translate(
            "Operators", "The nearest they make are {below} and {above}; {count}."
        ).format(below=sides[0], above=sides[1], count=count)
    if found.below is not None:
        return translate(
            "Operators", "The nearest they make is {below}, and nothing above {target}; {count}."
        ).format(below=sides[0], target=format_number(found.target), count=count)
    if found.above is not None:
        return translate(
            "Operators", "The nearest they make is {above}, and nothing below {target}; {count}."
        ).format(above=sides[0], target=format_number(found.target), count=count)
    return translate("Operators", "They make nothing else; {count}.").format(count=count)
