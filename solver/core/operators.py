"""The operators of both puzzles, once, as data.

Each row of `OPERATORS` says how an operator is written (in ASCII and for people, and what may be
typed for it), how tightly it binds and which operands it writes without brackets, how many
operands it takes and where it stands, what it does to exact values, and which operator undoes
it. The reader of typed text, the trees and their rendering, the searches of 24 and Tchisla, the
canonical forms and the difficulty features all read this table: a new operator is a row.

24 uses the four of `ARITHMETIC`; Tchisla adds powers (``^``, and ``^-``: the power of minus the
exponent, which costs no copy of the digit), square roots and factorials.

>>> [OPERATORS[s].pretty for s in ARITHMETIC]
['+', '−', '×', '÷']
>>> partner("-", False, 24, 6), partner("/", True, 24, 8), partner("*", True, 24, 0)
(30, (1, 3), None)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import factorial

from .numbers import Key, Q, divide, normalize
from .surds import add_key, div_key, mul_key, power_key, sqrt_key, sub_key


@dataclass(frozen=True)
class Operator:
    """One operator: how it is written and read, how it binds, what it does."""

    #: as trees, nested lists and ASCII text hold it: "+", "-", "*", "/", "^", "^-", "√", "!"
    symbol: str
    #: as people read it: − × ÷ for - * /
    pretty: str
    #: in words (the difficulty features count steps by it)
    name: str
    #: how tightly it binds: + − 1, × ÷ 2, ^ 3, √ ! 4
    precedence: int
    #: exact arithmetic on keys (rationals and Tchisla's surds): the key of the result, or None
    #: when it has none (a sum of surds that are not alike, the root of a surd, a negative surd)
    exact: Callable[..., Key | None]
    #: exact arithmetic on rationals (int or Fraction), for + − × ÷; ZeroDivisionError for x ÷ 0
    apply: Callable[[Q, Q], Q] | None = None
    #: what may be typed for it (words such as "sqrt" in any case)
    spellings: tuple[str, ...] = ()
    #: 2 for left symbol right, 1 for one operand (`prefix`: before it, as √; else after, as !)
    arity: int = 2
    prefix: bool = False
    #: (a op b) op' c == a op (b op' c) for op' of the same precedence: + and ×
    associative: bool = False
    #: a op b == b op a
    commutative: bool = False
    #: a op b op c is read a op (b op c) (powers), not (a op b) op c
    rightward: bool = False
    #: the operator that undoes it: a + b − b == a, a × b ÷ b == a ('' when there is none here)
    inverse: str = ""
    #: whether a zero right operand is undefined (÷)
    divides: bool = False
    #: the right operand that changes nothing, x + 0, x − 0, x × 1, x ÷ 1 (on either side when
    #: the operator commutes)
    neutral: int | None = None
    #: whether spaced text puts spaces round it (+ − × ÷; never ^)
    spaced: bool = False
    #: the operators whose results stand bare as its left (or only) operand and as its right one:
    #: None, decided by precedence (+ − × ÷ bracket only looser operations); a set, numbers and
    #: those only (^, √ and !, so that no reader wonders whether √4! is √(4!) or (√4)!)
    bare_left: frozenset[str] | None = None
    bare_right: frozenset[str] | None = None


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
            lambda a, b: normalize(a + b),
            ("+",),
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
            lambda a, b: normalize(a - b),
            ("-", "−", "–", "—"),
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
            lambda a, b: normalize(a * b),
            ("*", "x", "X", "×", "·", "∙", "✕"),
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
            divide,
            ("/", "÷", "∕"),
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


def partner(symbol: str, a_left: bool, target: Key, a: Key) -> Key | None:
    """The b with ``a symbol b == target`` (a on the left) or ``b symbol a == target``: the
    meet-in-the-middle question of both searches, answered by the operator's inverse. None when
    there is no such b (a division by zero on the way, or no exact form); for 0 × b and 0 ÷ b,
    which are 0 whatever b is, the caller asks no question.

    For + and ×, and with a on the right, b = target undone by a (24 − 6, 24 ÷ 8); with a on the
    left of − or ÷, b = a op target (a − b = t gives b = a − t).
    """
    op = OPERATORS[symbol]
    if a_left and not op.commutative:
        x, y, via = a, target, op
    else:
        x, y, via = target, a, OPERATORS[op.inverse]
    if via.divides and y == 0:
        return None
    b = via.exact(x, y)
    if b is None or (op.divides and (b if a_left else a) == 0):
        return None
    return b
