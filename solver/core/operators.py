"""The operators of both puzzles, once, as data.

Each row of `OPERATORS` says how an operator is written (in ASCII and for people, and what may be
typed for it), how tightly it binds and which operands it writes without brackets, how many
operands it takes and where it stands, what it does to exact values, and which operator undoes
it. The reader of typed text, the trees and their rendering, the searches of 24 and Tchisla, the
canonical forms and the difficulty features all read this table: a new operator is a row.

24 uses the four of `ARITHMETIC`; Tchisla adds powers (``^``, and ``^-``: the power of minus the
exponent, which costs no copy of the digit), square roots and factorials. A game of 24 may allow
fewer of the four, and may ask for whole numbers only (`OperatorSet`: every step's result a whole
number, 0 or more, as in the kids' rules); the default allows all four and any fraction.

>>> [OPERATORS[s].pretty for s in ARITHMETIC]
['+', '−', '×', '÷']
>>> partner("-", False, 24, 6), partner("/", True, 24, 8), partner("*", True, 24, 0)
(30, (1, 3), None)
>>> rational_partners(6, 24, (("+", True), ("-", False), ("*", True), ("/", True)))
[('+', True, 18), ('-', False, 30), ('*', True, 4), ('/', True, (1, 4))]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import factorial

from .errors import ArgumentError
from .numbers import Key, Q, brief, divide, normalize, reduced
from .surds import add_key, div_key, mul_key, power_key, sqrt_key, sub_key


class Operator:
    """One operator: how it is written and read, how it binds, what it does (a plain class: the
    table is read in the searches' inner loops)."""

    __slots__ = (
        "apply",
        "arity",
        "associative",
        "bare_left",
        "bare_right",
        "commutative",
        "divides",
        "exact",
        "inverse",
        "name",
        "neutral",
        "precedence",
        "prefix",
        "pretty",
        "rightward",
        "spaced",
        "spellings",
        "symbol",
    )

    def __init__(
        self,
        symbol: str,
        pretty: str,
        name: str,
        precedence: int,
        exact: Callable[..., Key | None],
        *,
        apply: Callable[[Q, Q], Q] | None = None,
        spellings: tuple[str, ...] = (),
        arity: int = 2,
        prefix: bool = False,
        associative: bool = False,
        commutative: bool = False,
        rightward: bool = False,
        inverse: str = "",
        divides: bool = False,
        neutral: int | None = None,
        spaced: bool = False,
        bare_left: frozenset[str] | None = None,
        bare_right: frozenset[str] | None = None,
    ) -> None:
        #: as trees, nested lists and ASCII text hold it: "+", "-", "*", "/", "^", "^-", "√", "!"
        self.symbol = symbol
        #: as people read it: − × ÷ for - * /
        self.pretty = pretty
        #: in words (the difficulty features count steps by it)
        self.name = name
        #: how tightly it binds: + − 1, × ÷ 2, ^ 3, √ ! 4
        self.precedence = precedence
        #: exact arithmetic on keys (rationals and Tchisla's surds): the key of the result, or
        #: None when it has none (a sum of surds not alike, the root of a surd, a negative surd)
        self.exact = exact
        #: exact arithmetic on rationals (int or Fraction), for + − × ÷; ZeroDivisionError, x ÷ 0
        self.apply = apply
        #: what may be typed for it (words such as "sqrt" in any case)
        self.spellings = spellings
        #: 2 for left symbol right, 1 for one operand (`prefix`: before it, as √; else after: !)
        self.arity = arity
        self.prefix = prefix
        #: (a op b) op' c == a op (b op' c) for op' of the same precedence: + and ×
        self.associative = associative
        #: a op b == b op a
        self.commutative = commutative
        #: a op b op c is read a op (b op c) (powers), not (a op b) op c
        self.rightward = rightward
        #: the operator that undoes it: a + b − b == a, a × b ÷ b == a ('' when there is none)
        self.inverse = inverse
        #: whether a zero right operand is undefined (÷)
        self.divides = divides
        #: the right operand that changes nothing, x + 0, x − 0, x × 1, x ÷ 1 (on either side when
        #: the operator commutes)
        self.neutral = neutral
        #: whether spaced text puts spaces round it (+ − × ÷; never ^)
        self.spaced = spaced
        #: the operators whose results stand bare as its left (or only) operand and as its right
        #: one: None, decided by precedence (+ − × ÷ bracket only looser operations); a set,
        #: numbers and those only (^, √ and !, so no reader wonders if √4! is √(4!) or (√4)!)
        self.bare_left = bare_left
        self.bare_right = bare_right

    def __repr__(self) -> str:
        return f"Operator({self.symbol!r})"


def _power(base: Key, exponent: Key) -> Key | None:
    return power_key(base, exponent) if isinstance(exponent, int) and exponent else None


def _negated_power(base: Key, exponent: Key) -> Key | None:
    return power_key(base, -exponent) if isinstance(exponent, int) and exponent else None


def _factorial(n: Key) -> Key | None:
    return factorial(n) if isinstance(n, int) and n >= 0 else None


def _quotient(a: Key, b: Key) -> Key | None:
    return None if b == 0 else div_key(a, b)


_NUMBERS_ONLY: frozenset[str] = frozenset()

#: Every operator, by symbol.
OPERATORS: dict[str, Operator] = {
    op.symbol: op
    for op in (
        Operator(
            "+",
            "+",
            "add",
            1,
            add_key,
            apply=lambda a, b: normalize(a + b),
            spellings=("+",),
            associative=True,
            commutative=True,
            inverse="-",
            neutral=0,
            spaced=True,
        ),
        Operator(
            "-",
            "−",
            "subtract",
            1,
            sub_key,
            apply=lambda a, b: normalize(a - b),
            spellings=("-", "−", "–", "—"),
            inverse="+",
            neutral=0,
            spaced=True,
        ),
        Operator(
            "*",
            "×",
            "multiply",
            2,
            mul_key,
            apply=lambda a, b: normalize(a * b),
            spellings=("*", "x", "X", "×", "·", "∙", "✕"),
            associative=True,
            commutative=True,
            inverse="/",
            neutral=1,
            spaced=True,
        ),
        Operator(
            "/",
            "÷",
            "divide",
            2,
            _quotient,
            apply=divide,
            spellings=("/", "÷", "∕"),
            inverse="*",
            divides=True,
            neutral=1,
            spaced=True,
        ),
        Operator(
            "^",
            "^",
            "power",
            3,
            _power,
            spellings=("^", "**"),
            rightward=True,
            bare_left=frozenset("!"),
            bare_right=_NUMBERS_ONLY,
        ),
        Operator(
            "^-",
            "^",
            "power of minus",
            3,
            _negated_power,
            rightward=True,
            bare_left=frozenset("!"),
            bare_right=frozenset("√!"),
        ),
        Operator(
            "√",
            "√",
            "square root",
            4,
            sqrt_key,
            spellings=("√", "sqrt", "r", "R"),
            arity=1,
            prefix=True,
            bare_left=frozenset("√"),
        ),
        Operator(
            "!",
            "!",
            "factorial",
            4,
            _factorial,
            spellings=("!",),
            arity=1,
            bare_left=_NUMBERS_ONLY,
        ),
    )
}

#: The four operators of 24 (and of a nested-list expression), in the order + − × ÷.
ARITHMETIC = ("+", "-", "*", "/")
#: The operators of Tchisla.
TCHISLA = (*ARITHMETIC, "^", "^-", "√", "!")


def _rational(symbol: str) -> Callable[[Q, Q], Q]:
    found = OPERATORS[symbol].apply
    assert found is not None
    return found


#: The exact arithmetic of + − × ÷ on rationals, by symbol.
APPLY: dict[str, Callable[[Q, Q], Q]] = {symbol: _rational(symbol) for symbol in ARITHMETIC}
#: + and − (sums), × and ÷ (products).
ADDITIVE = frozenset(s for s in ARITHMETIC if OPERATORS[s].precedence == 1)
MULTIPLICATIVE = frozenset(s for s in ARITHMETIC if OPERATORS[s].precedence == 2)
#: + and ×: a op b == b op a.
COMMUTATIVE = frozenset(s for s in ARITHMETIC if OPERATORS[s].commutative)
#: − and ÷: each undoes the commutative one of its precedence.
UNDOING = frozenset(s for s in ARITHMETIC if not OPERATORS[s].commutative)


def route(symbol: str, a_left: bool) -> tuple[str, bool]:
    """How the b with ``a symbol b == target`` (a on the left) or ``b symbol a == target`` is
    found: by which operator, and whether it takes (a, target) rather than (target, a).

    For + and ×, and with a on the right, b is the target undone by a (24 − 6, 24 ÷ 8); with a
    on the left of − or ÷, b = a op target (a − b = t gives b = a − t).
    """
    op = OPERATORS[symbol]
    if a_left and not op.commutative:
        return symbol, True
    return op.inverse, False


def partner(symbol: str, a_left: bool, target: Key, a: Key) -> Key | None:
    """The b with ``a symbol b == target`` (a on the left) or ``b symbol a == target``: the
    meet-in-the-middle question of both searches, answered by the operator's inverse (`route`).
    None when there is no such b (a division by zero on the way, or no exact form); for 0 × b
    and 0 ÷ b, which are 0 whatever b is, the caller asks no question.
    """
    via, a_first = route(symbol, a_left)
    x, y = (a, target) if a_first else (target, a)
    if OPERATORS[via].divides and y == 0:
        return None
    b = OPERATORS[via].exact(x, y)
    if b is None or (OPERATORS[symbol].divides and (b if a_left else a) == 0):
        return None
    return b


def rational_partners(
    a: Key, target: Key, asked: tuple[tuple[str, bool], ...]
) -> list[tuple[str, bool, Key]]:
    """`partner` for rational a and target and each (operator, a on the left?) asked, in that
    order, with the b found: every route's value worked out at once, in whole numbers (the
    question 24's search asks most)."""
    p, q = (a, 1) if isinstance(a, int) else a
    r, s = (target, 1) if isinstance(target, int) else target
    qs = q * s
    values = (
        reduced(r * q - p * s, qs),  # t − a
        reduced(p * s - r * q, qs),  # a − t
        reduced(r * q + p * s, qs),  # t + a
        reduced(r * p, qs),  # t · a
        reduced(r * q, s * p) if p else None,  # t / a
        reduced(p * s, q * r) if r else None,  # a / t
    )
    plan = _PLANS.get(asked) or _plan(asked)
    # with a = 0 no operation that divides has a partner: b ÷ 0, and a ÷ b = 0 ÷ b = t
    return [
        (symbol, a_left, b)
        for symbol, a_left, index, divides in plan
        for b in (values[index],)
        if b is not None and (p or not divides)
    ]


#: The routes of `rational_partners`, by (operator, a first?), as indices of its values.
_VALUES = {("-", False): 0, ("-", True): 1, ("+", False): 2, ("*", False): 3}
_VALUES.update({("/", False): 4, ("/", True): 5})
_PLANS: dict[tuple[tuple[str, bool], ...], tuple[tuple[str, bool, int, bool], ...]] = {}


def _plan(asked: tuple[tuple[str, bool], ...]) -> tuple[tuple[str, bool, int, bool], ...]:
    """For each (operator, a on the left?) asked: which value of `rational_partners` is its b,
    and whether the operator divides (kept for each order asked)."""
    plan = tuple(
        (symbol, a_left, _VALUES[route(symbol, a_left)], OPERATORS[symbol].divides)
        for symbol, a_left in asked
    )
    _PLANS[asked] = plan
    return plan


@dataclass(frozen=True)
class OperatorSet:
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

    symbols: str = "+-*/"
    whole: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.symbols, str):
            raise ArgumentError(f"operators must be text such as '+-*/', not {brief(self.symbols)}")
        if not isinstance(self.whole, bool):
            raise ArgumentError(f"whole must be True or False, not {brief(self.whole)}")
        for char in self.symbols:
            if char not in ARITHMETIC:
                raise ArgumentError(
                    f"{char!r} is not an operator of 24: choose from + - * / (as '+-*/')"
                )
        if not self.symbols:
            raise ArgumentError("no operator allowed: allow at least one of + - * /")
        ordered = "".join(s for s in ARITHMETIC if s in self.symbols)
        object.__setattr__(self, "symbols", ordered)

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
