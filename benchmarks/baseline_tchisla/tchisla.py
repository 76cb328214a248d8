"""Tchisla: reach a target with the fewest copies of one digit.

Operators: + − × ÷, ^ (power), √ (square root, repeatable), ! (factorial of a whole number within
the limits) and the digit written several times as a literal (7, 77, 777). Values are exact:
rationals and surds such as √(7!) = 12√35 (see `solver.surds`); never floats.

The search goes by copies of the digit. Level k holds every value whose fewest copies is k: the
literal, then a op b for a in level i and b in level k − i, each closed under √ and !. Small
levels are built in full; the last levels are asked instead ("which b would make the target
with this a?"), meet in the middle, so the first count at which the target turns up is the
fewest possible within the limits.

>>> result = tchisla(11, 7)
>>> result.count, result.expression
(3, '77/7')
>>> str(tchisla(24, 4))
'24#4 = 4!'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from math import factorial, isqrt
from typing import Literal as TypingLiteral
from typing import TypeAlias

from solver.core.errors import Cancelled, LimitError, NumberError
from solver.core.numbers import count_text

from .surds import (
    Q,
    Surd,
    Value,
    add,
    div,
    divide,
    from_square,
    log,
    mul,
    power,
    rational_root,
    root,
    sqrt,
    square,
    sub,
)

Style = TypingLiteral["ascii", "unicode"]

#: Answers to "can w be made with n copies?" kept between questions (then forgotten at once).
MEMO_SIZE = 200_000
#: How often (in inner iterations) the cancel callable is asked.
CANCEL_EVERY = 2048
#: How many pairs a level is built in between checks of max_stored.
FILL_CHUNK = 4096


#: The largest each limit may be set to: beyond them one search could pass 1 GB or take hours
#: to set up (every factorial up to max_factorial is worked out at the start).
CEILINGS = {
    "max_copies": 40,
    "max_value": 10**100,
    "max_factorial": 100,
    "max_exponent": 1000,
    "max_stored": 1_500_000,
}


@dataclass(frozen=True)
class Limits:
    """How far the search may go.

    max_value bounds every value kept (numerator and denominator; a surd's square root of it),
    except n! for n up to max_factorial, which may be larger: 26!/24! = 650 is three fours.
    A power too large to keep still yields its first square root that fits (√√√(24^24)).
    The defaults reach the players' records for targets 1..100 (but for six cells that no
    limit reaches) and, on targets 101..1000, the count that values up to 10^40 and factorials
    up to 50! reach; ((4!)! + 26!)/(4!)! = 651 needs 26! + 24! on the way, so values to 10^20
    were not enough. See benchmarks/README.md.
    """

    max_copies: int = 12
    max_value: int = 10**30
    max_factorial: int = 30
    max_exponent: int = 40
    max_stored: int = 1_000_000

    def __post_init__(self) -> None:
        for name, ceiling in CEILINGS.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise LimitError(f"limit {name} must be a positive whole number, not {value!r}")
            if value > ceiling:
                raise LimitError(
                    f"limit {name} can be at most {short_number(ceiling)} (so a search stays under "
                    f"1 GB), not {short_number(value)}"
                )

    def describe(self) -> str:
        """The limits in words: 'at most 12 copies, values up to 10^30, ...'."""
        return (
            f"at most {self.max_copies} copies, values up to {short_number(self.max_value)}, "
            f"factorials up to {self.max_factorial}!, exponents up to {self.max_exponent}, "
            f"{count_text(self.max_stored, 'stored value')}"
        )


def short_number(n: int) -> str:
    """10**12 as '10^12', other numbers as they are."""
    text = str(n)
    if len(text) > 4 and text.strip("0") == "1":
        return f"10^{len(text) - 1}"
    return text


# --- expression trees ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Literal:
    """The digit written `copies` times: 7, 77, 777."""

    digit: int
    copies: int

    @property
    def value(self) -> int:
        """The number the literal stands for."""
        return int(str(self.digit) * self.copies)


@dataclass(frozen=True, slots=True)
class Unary:
    """√child or child!."""

    symbol: str
    child: Node
    value: Value


@dataclass(frozen=True, slots=True)
class Binary:
    """left op right, op one of + - * / ^."""

    symbol: str
    left: Node
    right: Node
    value: Value


Node: TypeAlias = Literal | Unary | Binary

PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
UNICODE = {"+": " + ", "-": " − ", "*": " × ", "/": " ÷ ", "^": "^"}
ASCII = {"+": "+", "-": "-", "*": "*", "/": "/", "^": "^"}


def copies(node: Node) -> int:
    """How many copies of the digit an expression uses."""
    if isinstance(node, Literal):
        return node.copies
    if isinstance(node, Unary):
        return copies(node.child)
    return copies(node.left) + copies(node.right)


def render(node: Node, style: Style = "ascii") -> str:
    """The expression as text with the fewest brackets: ``(77/7-7)!``, ``√9+(√9)!/√9``."""
    if isinstance(node, Literal):
        return str(node.value)
    if isinstance(node, Unary):
        inner = render(node.child, style)
        if node.symbol == "!":
            return f"{inner}!" if isinstance(node.child, Literal) else f"({inner})!"
        bare = isinstance(node.child, Literal) or (
            isinstance(node.child, Unary) and node.child.symbol == "√"
        )
        return f"√{inner}" if bare else f"√({inner})"
    symbols = UNICODE if style == "unicode" else ASCII
    return f"{_operand(node, node.left, style, False)}{symbols[node.symbol]}" + _operand(
        node, node.right, style, True
    )


def _operand(parent: Binary, child: Node, style: Style, right: bool) -> str:
    """A child of a binary node, bracketed when precedence (or clarity, for ^) needs it."""
    text = render(child, style)
    if parent.symbol == "^":
        bare = isinstance(child, Literal) or (
            not right and isinstance(child, Unary) and child.symbol == "!"
        )
        return text if bare else f"({text})"
    if not isinstance(child, Binary):
        return text
    mine, theirs = PRECEDENCE[parent.symbol], PRECEDENCE[child.symbol]
    if theirs < mine or (right and theirs == mine and parent.symbol in "-/"):
        return f"({text})"
    return text


def value_text(value: Value) -> str:
    """A value as a step shows it: 2016, 7/2, 12√35."""
    return str(value)


@dataclass(frozen=True)
class Step:
    """One operation of the working: ``77 ÷ 7 = 11``, ``√9 = 3``, ``3! = 6``."""

    symbol: str
    operands: tuple[Value, ...]
    result: Value

    def __str__(self) -> str:
        shown = [_step_operand(v) for v in self.operands]
        if self.symbol == "√":
            text = f"√{shown[0]}"
        elif self.symbol == "!":
            text = f"{shown[0]}!"
        else:
            text = f"{shown[0]}{UNICODE[self.symbol]}{shown[1]}"
        return f"{text} = {value_text(self.result)}"


def _step_operand(value: Value) -> str:
    """An operand in a step, bracketed when it is not a plain number or surd."""
    text = value_text(value)
    return f"({text})" if "/" in text else text


def steps(node: Node) -> tuple[Step, ...]:
    """The working of an expression, innermost first, each distinct operation once."""
    out: list[Step] = []
    seen: set[Step] = set()

    def visit(n: Node) -> None:
        if isinstance(n, Literal):
            return
        if isinstance(n, Unary):
            visit(n.child)
            step = Step(n.symbol, (n.child.value,), n.value)
        else:
            visit(n.left)
            visit(n.right)
            step = Step(n.symbol, (n.left.value, n.right.value), n.value)
        if step not in seen:
            seen.add(step)
            out.append(step)

    visit(node)
    return tuple(out)


# --- the result --------------------------------------------------------------------------------


@dataclass(frozen=True)
class TchislaResult:
    """The answer to target # digit: the expression with the fewest copies, or why there is none."""

    target: int
    digit: int
    limits: Limits
    tree: Node | None = None
    message: str = ""

    @property
    def found(self) -> bool:
        """Whether an expression was found within the limits."""
        return self.tree is not None

    @property
    def count(self) -> int | None:
        """Copies of the digit used (the fewest possible within the limits), None if not found."""
        return None if self.tree is None else copies(self.tree)

    @cached_property
    def expression(self) -> str:
        """ASCII text of the expression ('' when not found): ``(77/7-7)!``."""
        return "" if self.tree is None else render(self.tree)

    def display(self) -> str:
        """Text for people: ``(77 ÷ 7 − 7)!``."""
        return "" if self.tree is None else render(self.tree, "unicode")

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The working, one operation per step."""
        return () if self.tree is None else steps(self.tree)

    def __str__(self) -> str:
        name = f"{self.target}#{self.digit}"
        return f"{name} = {self.expression}" if self.found else f"{name}: {self.message}"


# --- the search --------------------------------------------------------------------------------

#: How a stored value was made: ("lit",), ("√", a), ("!", a), (op, left, right) or
#: ("^√", base, exponent, j): j square roots of base ^ exponent, a power too large to keep.
Recipe: TypeAlias = tuple[object, ...]


class _OutOfRoom(Exception):
    """A level that the search needs does not fit within max_stored."""


@dataclass
class TchislaSearch:
    """The levels of one digit under some limits, reusable for many targets."""

    digit: int
    limits: Limits = field(default_factory=Limits)
    cancel: Callable[[], bool] | None = None

    def __post_init__(self) -> None:
        check_digit(self.digit)
        self._best: dict[Value, tuple[int, Recipe]] = {}
        self._levels: list[list[Value]] = [[]]
        self._unbuildable = self.limits.max_copies + 1
        self._memo: dict[tuple[Value, int], Node | None] = {}
        self._ticks = 0
        self._spent = 0
        self._max_bits = self.limits.max_value.bit_length()
        # n! may pass max_value: (4!-√4)!/(4!-4)! = 22!/20! = 462 takes four 4s
        self._facts = {factorial(m): m for m in range(3, self.limits.max_factorial + 1)}
        self._fact_args = set(self._facts.values())

    # public

    def solve(self, target: int) -> TchislaResult:
        """The expression for target with the fewest copies of the digit, within the limits."""
        check_target(target)
        limits = self.limits
        if not self._fits(target):
            return self._not_found(target, "the target itself is above the value limit")
        try:
            for n in range(1, limits.max_copies + 1):
                self._prepare(n)
                node = self._reach(target, n)
                if node is not None:
                    return TchislaResult(target, self.digit, limits, node)
        except _OutOfRoom:
            return self._not_found(target, "the levels it needs do not fit in max_stored")
        return self._not_found(target, "")

    def _not_found(self, target: int, why: str) -> TchislaResult:
        """A result that says the target was not found and which limits applied."""
        message = f"not found within the limits ({self.limits.describe()})"
        if why:
            message += f": {why}"
        return TchislaResult(target, self.digit, self.limits, None, message)

    @property
    def built(self) -> int:
        """How many levels are built in full."""
        return len(self._levels) - 1

    def level_sizes(self) -> list[int]:
        """The number of values in each built level (for profiling)."""
        return [len(level) for level in self._levels[1:]]

    # limits and cancellation

    def _tick(self, work: int = 1) -> None:
        """Count work done; now and then ask the cancel callable and raise Cancelled."""
        self._ticks += work
        if self._ticks >= CANCEL_EVERY:
            self._ticks = 0
            if self.cancel is not None and self.cancel():
                raise Cancelled("the Tchisla search was cancelled")

    def _fits(self, v: Value) -> bool:
        """Whether a value is within the value limit (numerator and denominator)."""
        m = self.limits.max_value
        if type(v) is int:
            return v <= m or v in self._facts
        if isinstance(v, Fraction):
            return v.numerator <= m and v.denominator <= m
        q = square(v)
        mm = m * m
        return q <= mm if isinstance(q, int) else q.numerator <= mm and q.denominator <= mm

    def _literal(self, k: int) -> int:
        """The digit written k times."""
        return int(str(self.digit) * k)

    # building levels

    def _prepare(self, n: int) -> None:
        """Build the levels that asking about count n needs, and more once asking costs more.

        Levels up to n // 2 are needed (their values are listed). A further level is built when
        the asking done since the last build plus the next question would cost more than
        building it (the ski-rental rule), so one question stays cheap and a table of many
        targets soon runs on lookups.
        """
        while self.built < n - 1:
            k = self.built + 1
            needed = k <= n // 2
            if not needed:
                asking = self._spent + self._query_cost(n)
                if k >= self._unbuildable or asking < self._pairs(k):
                    break
            if not self._build(k):
                self._unbuildable = k
                if needed:
                    raise _OutOfRoom
                break
            self._spent = 0
        if n > self.built:
            self._spent += self._query_cost(n)

    def _query_cost(self, n: int) -> int:
        """About how many pair operations asking about one value of count n takes."""
        sizes = [len(level) for level in self._levels]
        costs = [0] * (n + 1)
        for m in range(self.built + 1, n + 1):
            costs[m] = 2 * sum(sizes[i] * (3 + 7 * costs[m - i]) for i in range(1, m // 2 + 1))
        return costs[n]

    def _pairs(self, k: int) -> int:
        """How many pairs building level k would combine."""
        sizes = [len(level) for level in self._levels]
        return sum(sizes[i] * sizes[k - i] for i in range(1, k // 2 + 1))

    def _build(self, k: int) -> bool:
        """Build level k in full; False (and nothing kept) if it would exceed max_stored."""
        level: list[Value] = []
        self._levels.append(level)
        try:
            fits = self._fill(k, level)
        except BaseException:  # cancelled: leave the levels as they were before
            self._drop(level)
            raise
        if not fits:
            self._drop(level)
            return False
        self._memo.clear()
        return True

    def _fill(self, k: int, level: list[Value]) -> bool:
        """Put every value of level k into `level`; False once max_stored is passed."""
        self._add(self._literal(k), k, ("lit",), level)
        cap = self.limits.max_stored
        for i in range(1, k // 2 + 1):
            left, right = self._levels[i], self._levels[k - i]
            for x, a in enumerate(left):
                # a row can add ten values per b: check the cap every few thousand b's, not
                # once per row, or one row past a large level overshoots it many times over
                for start in range(x if i == k - i else 0, len(right), FILL_CHUNK):
                    self._tick(FILL_CHUNK // 8)
                    for b in right[start : start + FILL_CHUNK]:
                        self._combine(a, b, k, level)
                    if len(self._best) > cap:
                        return False
        return True

    def _drop(self, level: list[Value]) -> None:
        """Forget a level that was being built (the last one)."""
        for v in level:
            del self._best[v]
        self._levels.pop()

    def _add(self, v: Value, k: int, recipe: Recipe, level: list[Value]) -> None:
        """Store a new value of level k (if it fits) with its √ and ! descendants."""
        if v in self._best or not self._fits(v):
            return
        self._best[v] = (k, recipe)
        level.append(v)
        if isinstance(v, Surd) or v == 1:
            return
        if isinstance(v, int):
            r = isqrt(v)
            self._add(r if r * r == v else Surd(v), k, ("√", v), level)
            if v in self._fact_args:
                self._add(factorial(v), k, ("!", v), level)
            return
        root_ = sqrt(v)
        if root_ is not None:
            self._add(root_, k, ("√", v), level)

    def _combine(self, a: Value, b: Value, k: int, level: list[Value]) -> None:
        """Store every a op b and b op a."""
        add_ = self._add
        if isinstance(a, int) and isinstance(b, int):
            add_(a + b, k, ("+", a, b), level)
            add_(a * b, k, ("*", a, b), level)
            if a > b:
                add_(a - b, k, ("-", a, b), level)
            elif b > a:
                add_(b - a, k, ("-", b, a), level)
            add_(divide(a, b), k, ("/", a, b), level)
            add_(divide(b, a), k, ("/", b, a), level)
        elif not isinstance(a, Surd) and not isinstance(b, Surd):
            self._combine_rationals(a, b, k, level)
        elif isinstance(a, Surd) and isinstance(b, Surd):
            self._combine_surds(a, b, k, level)
        else:  # a surd and a rational: no sum or difference; products and quotients are surds
            sa, sb = square(a), square(b)
            add_(Surd(sa * sb), k, ("*", a, b), level)
            add_(Surd(divide(sa, sb)), k, ("/", a, b), level)
            add_(Surd(divide(sb, sa)), k, ("/", b, a), level)
        self._powers(a, b, k, level)
        self._powers(b, a, k, level)

    def _combine_surds(self, a: Surd, b: Surd, k: int, level: list[Value]) -> None:
        """Store every a op b and b op a for two surds (sums only when they are alike)."""
        add_ = self._add
        sa, sb = a.square, b.square
        r = rational_root(divide(sa, sb), 2)  # a = r·b when they are alike
        if r is None:
            add_(from_square(sa * sb), k, ("*", a, b), level)
            add_(from_square(divide(sa, sb)), k, ("/", a, b), level)
            add_(from_square(divide(sb, sa)), k, ("/", b, a), level)
            return
        add_(Surd((r + 1) * (r + 1) * sb), k, ("+", a, b), level)
        if r != 1:
            big, small = (a, b) if r > 1 else (b, a)
            add_(Surd((r - 1) * (r - 1) * sb), k, ("-", big, small), level)
        add_(_whole(r * sb), k, ("*", a, b), level)
        add_(r, k, ("/", a, b), level)
        add_(divide(1, r), k, ("/", b, a), level)

    def _combine_rationals(self, a: Q, b: Q, k: int, level: list[Value]) -> None:
        """Store every a op b and b op a for two rationals, at least one a Fraction."""
        add_ = self._add
        add_(_whole(a + b), k, ("+", a, b), level)
        add_(_whole(a * b), k, ("*", a, b), level)
        if a > b:
            add_(_whole(a - b), k, ("-", a, b), level)
        elif b > a:
            add_(_whole(b - a), k, ("-", b, a), level)
        add_(divide(a, b), k, ("/", a, b), level)
        add_(divide(b, a), k, ("/", b, a), level)

    def _powers(self, base: Value, exponent: Value, k: int, level: list[Value]) -> None:
        """Store base ^ exponent when the exponent is a whole number within the limits."""
        if type(exponent) is not int or exponent < 2 or exponent > self.limits.max_exponent:
            return
        if base == 1:
            return
        bits = _bits(base) - 1  # base ^ n has at least bits * n bits
        if bits * exponent <= self._max_bits:
            value = power(base, exponent)
            if self._fits(value):
                self._add(value, k, ("^", base, exponent), level)
                return
        # Too large to keep, but its square roots may fit: √√((√24)^24) = 24^3. Store the first
        # root that fits, base ^ (exponent / 2^j), made as j square roots of the power.
        roots, rest = 0, exponent
        while rest % 2 == 0 and rest > 2:
            roots, rest = roots + 1, rest // 2
            if bits * rest <= self._max_bits:
                value = power(base, rest)
                if self._fits(value):
                    self._add(value, k, ("^√", base, exponent, roots), level)
                    return

    # asking about a value

    def _reach(self, w: Value, n: int) -> Node | None:
        """An expression for w with at most n copies, or None."""
        if not self._fits(w):
            return None
        if n <= self.built:
            entry = self._best.get(w)
            return self._tree(w) if entry is not None and entry[0] <= n else None
        if w in self._best:
            return self._tree(w)
        key = (w, n)
        if key in self._memo:
            return self._memo[key]
        found: Node | None = None
        for p, chain in self._preimages(w):
            found = self._made(p, n)
            if found is not None:
                for symbol, value in chain:
                    found = Unary(symbol, found, value)
                break
        if len(self._memo) > MEMO_SIZE:
            self._memo.clear()
        self._memo[key] = found
        return found

    def _preimages(self, w: Value) -> Iterator[tuple[Value, list[tuple[str, Value]]]]:
        """Values p that √ and ! turn into w, with the operations (w itself first)."""
        todo: list[tuple[Value, list[tuple[str, Value]]]] = [(w, [])]
        seen = {w}
        while todo:
            p, chain = todo.pop(0)
            yield p, chain
            if p != 1:
                q = square(p)
                if q not in seen and self._fits(q):
                    seen.add(q)
                    todo.append((q, [("√", p), *chain]))
            m = self._facts.get(p) if type(p) is int else None
            if m is not None and m not in seen:
                seen.add(m)
                todo.append((m, [("!", p), *chain]))

    def _made(self, p: Value, n: int) -> Node | None:
        """An expression for p with at most n copies whose last step is binary or a literal."""
        if p in self._best:
            return self._tree(p)
        for k in range(self.built + 1, n + 1):
            if p == self._literal(k):
                return Literal(self.digit, k)
        for i in range(1, n // 2 + 1):
            for a in self._levels[i]:
                self._tick()
                for symbol, b, a_left in self._partners(p, a):
                    other = self._reach(b, n - i)
                    if other is not None:
                        mine = self._tree(a)
                        left, right = (mine, other) if a_left else (other, mine)
                        return Binary(symbol, left, right, p)
        return None

    def _partners(self, p: Value, a: Value) -> Iterator[tuple[str, Value, bool]]:
        """(op, b, a on the left?) for every b with a op b == p or b op a == p."""
        b = sub(p, a)
        if b is not None:
            yield "+", b, True
        b = sub(a, p)
        if b is not None:
            yield "-", b, True
        b = add(p, a)
        if b is not None:
            yield "-", b, False
        yield "*", div(p, a), True
        yield "/", div(a, p), True
        yield "/", mul(p, a), False
        max_exponent = self.limits.max_exponent
        if type(a) is int and 2 <= a <= max_exponent:
            r = root(p, a)
            if r is not None and r != 1:
                yield "^", r, False
        if a != 1:
            e = log(a, p, max_exponent)
            if e is not None:
                yield "^", e, True

    def _tree(self, v: Value) -> Node:
        """The stored expression for a value of a built level."""
        k, recipe = self._best[v]
        kind = recipe[0]
        if kind == "lit":
            return Literal(self.digit, k)
        if kind in ("√", "!"):
            return Unary(str(kind), self._tree(_as_value(recipe[1])), v)
        if kind == "^√":  # roots of a power too large to keep: worked out again here
            base, exponent, roots = _as_value(recipe[1]), recipe[2], recipe[3]
            assert isinstance(exponent, int) and isinstance(roots, int)
            node: Node = Binary("^", self._tree(base), self._tree(exponent), power(base, exponent))
            for j in range(1, roots + 1):
                node = Unary("√", node, power(base, exponent >> j))
            return node
        left, right = _as_value(recipe[1]), _as_value(recipe[2])
        return Binary(str(kind), self._tree(left), self._tree(right), v)


def _whole(x: Q) -> Q:
    """A rational as int when it is whole (so 3/1 is stored as 3)."""
    if isinstance(x, int):
        return x
    return x.numerator if x.denominator == 1 else x


def _as_value(x: object) -> Value:
    """A recipe entry as a Value (for the type checker)."""
    assert isinstance(x, int | Fraction | Surd)
    return x


def _bits(v: Value) -> int:
    """The bit length of the larger of numerator and denominator of a value (rounded up)."""
    if type(v) is int:
        return v.bit_length()
    if isinstance(v, Fraction):
        return max(v.numerator.bit_length(), v.denominator.bit_length())
    q = square(v)
    top = q if isinstance(q, int) else max(q.numerator, q.denominator)
    return (top.bit_length() + 1) // 2


# --- checking input and the entry point ------------------------------------------------------


def check_digit(digit: object) -> int:
    """The digit as an int 1..9, or NumberError."""
    if isinstance(digit, bool) or not isinstance(digit, int) or not 1 <= digit <= 9:
        raise NumberError(f"the digit must be one of 1..9, not {digit!r}")
    return digit


def check_target(target: object) -> int:
    """The target as a positive int, or NumberError."""
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise NumberError(f"the target must be a whole number of at least 1, not {target!r}")
    return target


def tchisla(
    target: int,
    digit: int,
    *,
    limits: Limits | None = None,
    cancel: Callable[[], bool] | None = None,
) -> TchislaResult:
    """Reach `target` with the fewest copies of `digit`: ``tchisla(11, 7).expression == '77/7'``.

    Raises NumberError for a target below 1 or a digit outside 1..9, Cancelled when `cancel`
    returns True. When nothing is found within the limits the result says so and names them.
    """
    check_target(target)
    check_digit(digit)
    return TchislaSearch(digit, limits or Limits(), cancel).solve(target)
