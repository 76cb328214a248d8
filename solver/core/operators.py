"""The operators of both puzzles, once, as data.

Each row of `OPERATORS` says how an operator is written (in ASCII and for people, and what may be
typed for it), how tightly it binds and which operands it writes without brackets, how many
operands it takes and where it stands, what it does to exact values, and which operator undoes
it. The reader of typed text, the trees and their rendering, the searches of 24 and Tchisla, the
canonical forms and the difficulty features all read this table: a new operator is a row.

24 uses the four of `ARITHMETIC`; Tchisla adds powers (``^``, and ``^-``: the power of minus the
exponent, which costs no copy of the digit), square roots and factorials. A game of 24 may allow
fewer of the four, and may ask for whole numbers only (`operator_set.OperatorSet`: every
step's result a whole number, 0 or more, as in the kids' rules); the default allows all four
and any fraction.

>>> [OPERATORS[s].pretty for s in ARITHMETIC]
['+', '−', '×', '÷']
>>> partner("-", False, 24, 6), partner("/", True, 24, 8), partner("*", True, 24, 0)
(30, (1, 3), None)
>>> rational_partners(6, 24, [("+", True), ("-", False), ("*", True), ("/", True)])
[('+', True, 18), ('-', False, 30), ('*', True, 4), ('/', True, (1, 4))]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import factorial
from typing import Final

from .numbers import Key, Q, divide, inverse, negated, normalize, reduced
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


_NUMBERS_ONLY: Final[frozenset[str]] = frozenset()

#: Every operator, by symbol.
OPERATORS: Final[dict[str, Operator]] = {
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
ARITHMETIC: Final = ("+", "-", "*", "/")
#: The operators of Tchisla.
TCHISLA: Final = (*ARITHMETIC, "^", "^-", "√", "!")


def _rational(symbol: str) -> Callable[[Q, Q], Q]:
    found = OPERATORS[symbol].apply
    assert found is not None
    return found


#: The exact arithmetic of + − × ÷ on rationals, by symbol.
APPLY: Final[dict[str, Callable[[Q, Q], Q]]] = {symbol: _rational(symbol) for symbol in ARITHMETIC}
#: + and − (sums), × and ÷ (products).
ADDITIVE: Final = frozenset(s for s in ARITHMETIC if OPERATORS[s].precedence == 1)
MULTIPLICATIVE: Final = frozenset(s for s in ARITHMETIC if OPERATORS[s].precedence == 2)
#: + and ×: a op b == b op a.
COMMUTATIVE: Final = frozenset(s for s in ARITHMETIC if OPERATORS[s].commutative)
#: − and ÷: each undoes the commutative one of its precedence.
UNDOING: Final = frozenset(s for s in ARITHMETIC if not OPERATORS[s].commutative)


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
    a: Key, target: Key, asked: Sequence[tuple[str, bool]]
) -> list[tuple[str, bool, Key]]:
    """`partner` for rational a and target and each (operator, a on the left?) asked, in that
    order, with the b found: every route's value worked out at once, in whole numbers (the
    question 24's search asks most; it passes a `plan` of its questions made once)."""
    return planned_partners(a, target, plan(asked))


#: The six ways a partner is worked out (`route`): t − a, a − t, t + a, t · a, t / a, a / t.
T_MINUS_A: Final = 0
A_MINUS_T: Final = 1
T_PLUS_A: Final = 2
T_TIMES_A: Final = 3
T_OVER_A: Final = 4
A_OVER_T: Final = 5
_ROUTE_CODES: Final = {
    ("-", False): T_MINUS_A,
    ("-", True): A_MINUS_T,
    ("+", False): T_PLUS_A,
    ("*", False): T_TIMES_A,
    ("/", False): T_OVER_A,
    ("/", True): A_OVER_T,
}
#: Questions as `planned_partners` takes them: (operator, a on the left?, route code, whether
#: the operator divides).
Plan = tuple[tuple[str, bool, int, bool], ...]


def plan(asked: Sequence[tuple[str, bool]]) -> Plan:
    """The questions (operator, a on the left?) with how each is answered."""
    return tuple(
        (symbol, a_left, _ROUTE_CODES[route(symbol, a_left)], OPERATORS[symbol].divides)
        for symbol, a_left in asked
    )


def planned_partners(a: Key, target: Key, questions: Plan) -> list[tuple[str, bool, Key]]:
    """`rational_partners` for questions already planned (no lookup per question). With a = 0
    no operation that divides has a partner: b ÷ 0, and a ÷ b = 0 ÷ b = t."""
    if isinstance(a, int) and isinstance(target, int):
        return _whole_partners(a, target, questions)
    return _fraction_partners(a, target, questions)


def _whole_partners(a: int, target: int, questions: Plan) -> list[tuple[str, bool, Key]]:
    """`planned_partners` for a whole a and target: no fraction to reduce but a quotient's."""
    found: list[tuple[str, bool, Key]] = []
    for symbol, a_left, code, divides in questions:
        if divides and not a:
            continue
        if code == T_MINUS_A:
            b: Key = target - a
        elif code == A_MINUS_T:
            b = a - target
        elif code == T_PLUS_A:
            b = target + a
        elif code == T_TIMES_A:
            b = target * a
        elif code == T_OVER_A:
            if not a:
                continue
            b = target // a if target % a == 0 else reduced(target, a)
        elif not target:
            continue
        else:
            b = a // target if a % target == 0 else reduced(a, target)
        found.append((symbol, a_left, b))
    return found


def _fraction_partners(a: Key, target: Key, questions: Plan) -> list[tuple[str, bool, Key]]:
    """`planned_partners` in whole numbers: a = p/q, t = r/s. The b of a − b = t is the
    negative of the b of a + b = t, and that of a ÷ b = t the inverse of that of a × b = t:
    each is made from the other without a second gcd where both are asked (most of the cost
    of a new fraction's partners was reducing them)."""
    p, q = (a, 1) if isinstance(a, int) else a
    r, s = (target, 1) if isinstance(target, int) else target
    qs = q * s
    # a whole number and a fraction in lowest terms: their sum and differences are in lowest
    # terms already, and never whole (Henrici: a prime of q*s divides neither q*r ± p*s)
    plain = q == 1 or s == 1
    found: list[tuple[str, bool, Key]] = []
    difference: Key | None = None  # t − a, once made
    quotient: Key | None = None  # t ÷ a, once made
    for symbol, a_left, code, divides in questions:
        if divides and not p:
            continue
        if code == T_MINUS_A:
            b = difference = (r * q - p * s, qs) if plain else reduced(r * q - p * s, qs)
        elif code == A_MINUS_T:
            b = reduced(p * s - r * q, qs) if difference is None else negated(difference)
        elif code == T_PLUS_A:
            b = (r * q + p * s, qs) if plain else reduced(r * q + p * s, qs)
        elif code == T_TIMES_A:
            b = reduced(r * p, qs)
        elif code == T_OVER_A:
            if not p:
                continue
            b = quotient = reduced(r * q, s * p)
        elif not r:
            continue
        else:
            b = reduced(p * s, q * r) if quotient is None else inverse(quotient)
        found.append((symbol, a_left, b))
    return found
