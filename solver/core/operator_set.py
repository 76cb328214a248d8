"""Which operators a game of 24 allows (`OperatorSet`), and whether every step must make a whole
number.

Not compiled (setup.py compiles `operators` beside it): people build these from what they typed,
and a compiled class would check its fields' types itself, with a TypeError that is no
SolverError, before `__init__` says what is wrong.
"""

from __future__ import annotations

from .errors import ArgumentError
from .frozen import Frozen
from .numbers import Q, brief
from .operators import ARITHMETIC, OPERATORS


class OperatorSet(Frozen):
    """Which of + − × ÷ a game of 24 allows, and whether every step must make a whole number.

    `symbols` holds the allowed operators' ASCII symbols, always in the order + - * /; `whole`
    asks that every step's result be a whole number, 0 or more (the kids' rule: no fraction and
    nothing below zero on the way; the numbers dealt are not steps). The default, all four and
    any number, is the classic game (`ALL_OPERATORS`). `parse` reads what a person types and
    `str` writes it back.

    >>> OperatorSet.parse("×+ −"), str(OperatorSet("+-", whole=True))
    (OperatorSet(symbols='+-*', whole=False), '+- whole')
    >>> OperatorSet("+-").allows("*"), OperatorSet("+-", whole=True).admits(-1)
    (False, False)
    """

    __slots__ = FIELDS = ("symbols", "whole")
    symbols: str
    whole: bool

    def __init__(self, symbols: str = "+-*/", whole: bool = False) -> None:
        if not isinstance(symbols, str):
            raise ArgumentError(f"operators must be text such as '+-*/', not {brief(symbols)}")
        if not isinstance(whole, bool):
            raise ArgumentError(f"whole must be True or False, not {brief(whole)}")
        for char in symbols:
            if char not in ARITHMETIC:
                raise ArgumentError(
                    f"{char!r} is not an operator of 24: choose from + - * / (as '+-*/')"
                )
        if not symbols:
            raise ArgumentError("no operator allowed: allow at least one of + - * /")
        self._set(symbols="".join(s for s in ARITHMETIC if s in symbols), whole=whole)

    @classmethod
    def parse(cls, text: str, whole: bool = False) -> OperatorSet:
        """The set a person typed: any of + - * / (or − × x ÷ ...) in any order, spaces and
        commas between them allowed; a last word "whole" asks for whole numbers only."""
        if not isinstance(text, str):
            raise ArgumentError(f"operators must be text such as '+-*/', not {brief(text)}")
        words = text.replace(",", " ").split()
        if words and words[-1].lower() == "whole":
            words, whole = words[:-1], True
        found = []
        for char in "".join(words):
            symbol = _SPELLED.get(char)
            if symbol is None:
                raise ArgumentError(
                    f"{char!r} is not an operator of 24: choose from + - * / (as '+-*/')"
                )
            found.append(symbol)
        return cls("".join(found), whole)

    @property
    def full(self) -> bool:
        """Whether this is the classic game: all four operators, any number on the way."""
        return self.symbols == _ALL and not self.whole

    def allows(self, symbol: str) -> bool:
        """Whether the operator (by its ASCII symbol) is allowed."""
        return symbol in self.symbols

    def admits(self, value: Q) -> bool:
        """Whether a step may make this value (anything, or a whole number 0 or more)."""
        return not self.whole or (isinstance(value, int) and value >= 0)

    def pretty(self) -> tuple[str, ...]:
        """The allowed operators as people read them: ('+', '−', '×')."""
        return tuple(OPERATORS[s].pretty for s in self.symbols)

    def __str__(self) -> str:
        return f"{self.symbols} whole" if self.whole else self.symbols


_ALL = "".join(ARITHMETIC)
#: Every way of typing + − × ÷, by the character typed.
_SPELLED = {
    spelling: symbol
    for symbol in ARITHMETIC
    for spelling in OPERATORS[symbol].spellings
    if len(spelling) == 1
}
#: The classic game: + − × ÷ and any number on the way.
ALL_OPERATORS = OperatorSet()


def operator_set(operators: OperatorSet | str) -> OperatorSet:
    """An `OperatorSet` as given, or read from text ("+-*"); ArgumentError for anything else."""
    if isinstance(operators, OperatorSet):
        return operators
    if isinstance(operators, str):
        return OperatorSet.parse(operators)
    raise ArgumentError(f"operators must be text such as '+-*/', not {brief(operators)}")
