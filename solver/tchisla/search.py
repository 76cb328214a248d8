"""Tchisla: reach a target with the fewest copies of one digit.

Operators: + − × ÷, ^ (power, its exponent may be negated at no cost: 2^(−2) = 1/4), √ (square
root, repeatable), ! (factorial of a whole number within the limits) and the digit written
several times as a literal (7, 77, 777). Values are exact: rationals and surds such as
√(7!) = 12√35 (see `solver.surds`); never floats.

The search goes by copies of the digit. Level k holds every value whose fewest copies is k: the
literal, then a op b for a in level i and b in level k − i, each closed under √ and !. Small
levels are built in full; the last levels are asked instead ("which b would make the target
with this a?"), meet in the middle, so the first count at which the target turns up is the
fewest possible within the limits. Values are stored as `solver.surds.Key` (ints and pairs of
ints, which hash and compute faster than Fractions), and the cyclic garbage collector is paused
while a search runs: it would otherwise walk the millions of stored tuples again and again.

>>> result = tchisla(11, 7)
>>> result.count, result.expression
(3, '77/7')
>>> str(tchisla(24, 4))
'24#4 = 4!'
>>> tchisla(55, 2).expression
'22*(2+√(2^(-2)))'
"""

from __future__ import annotations

import gc
import itertools
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from math import factorial, gcd, isqrt
from typing import Literal as TypingLiteral
from typing import TypeAlias

from ..core.errors import Cancelled, LimitError, NumberError
from ..core.numbers import Key, brief, fraction_text, parts, reduced, short_number
from ..core.surds import (
    Value,
    add_key,
    bits,
    div_key,
    from_square,
    inverse_key,
    log_key,
    mul_key,
    power_key,
    root_key,
    square_parts,
    sub_key,
    to_value,
)
from ..i18n import translate

Style = TypingLiteral["ascii", "unicode"]
#: Called with each count of copies as the search starts on it (for progress shown to people).
Progress = Callable[[int], None]

#: Answers to "can w be made with n copies?" kept between questions (then forgotten at once).
MEMO_SIZE = 200_000
#: How often (in inner iterations) the cancel callable is asked.
CANCEL_EVERY = 2048
#: How many pairs a level is built in between checks of max_stored.
FILL_CHUNK = 4096
#: Levels holding at most this many values in all are looked up as a set of their own when a
#: question needs only them: a small set stays in the CPU's caches, the whole store does not.
SMALL_LOOKUP = 100_000
#: A prime, the largest below 2^30: partners looked up in a small set are first sifted by their
#: residues modulo it (see `_residue`), a few operations on small ints instead of gcds of large
#: ones (Python computes faster with ints below 2^30). About one residue in 10 000 of a set of
#: 100 000 lets a partner through that is not there: it is worked out and not found.
MODULUS = 1_073_741_789


#: The largest each limit may be set to: beyond them one search could pass 500 MB or take
#: hours to set up (every factorial up to max_factorial is worked out at the start).
CEILINGS = {
    "max_copies": 40,
    "max_value": 10**100,
    "max_factorial": 100,
    "max_exponent": 1000,
    "max_stored": 1_500_000,
}


def shown(value: object) -> str:
    """Any input as a short, safe text for an error message: ints by `short_number`, else repr."""
    if isinstance(value, int) and not isinstance(value, bool):
        return short_number(value)
    try:
        text = repr(value)
    except Exception:  # an odd object whose repr fails still gets a message
        text = f"a {type(value).__name__}"
    return text if len(text) <= 40 else f"{text[:30]}… ({len(text)} characters)"


@dataclass(frozen=True)
class Limits:
    """How far the search may go.

    max_value bounds every value kept (numerator and denominator; a surd's square root of it),
    except n! for n up to max_factorial, which may be larger: 26!/24! = 650 is three fours.
    A power too large to keep still yields its first square root that fits (√√√(24^24)).
    The defaults reach the players' records for every target 1..100 and, on targets 101..1000,
    the count that values up to 10^40 and factorials up to 50! reach; ((4!)! + 26!)/(4!)! = 651
    needs 26! + 24! on the way, so values to 10^20 were not enough. See benchmarks/README.md.
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
                raise LimitError(
                    f"limit {name} must be a positive whole number, not {shown(value)}"
                )
            if value > ceiling:
                raise LimitError(
                    f"limit {name} can be at most {short_number(ceiling)} (so a search stays under "
                    f"500 MB), not {short_number(value)}"
                )

    def describe(self) -> str:
        """The limits in words: 'at most 12 copies, values up to 10^30, ...'."""
        return translate(
            "Tchisla",
            "at most {copies} copies, values up to {value}, factorials up to {factorial}!, "
            "exponents up to {exponent}, {stored} stored values",
        ).format(
            copies=self.max_copies,
            value=short_number(self.max_value),
            factorial=self.max_factorial,
            exponent=self.max_exponent,
            stored=brief(self.max_stored),
        )


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
    """left op right, op one of + - * / ^ and ^- (left to the power of minus right)."""

    symbol: str
    left: Node
    right: Node
    value: Value


Node: TypeAlias = Literal | Unary | Binary

#: The binary operators: precedence, and how each is written in ASCII and for people.
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3, "^-": 3}
UNICODE = {"+": " + ", "-": " − ", "*": " × ", "/": " ÷ ", "^": "^", "^-": "^"}
ASCII = {"+": "+", "-": "-", "*": "*", "/": "/", "^": "^", "^-": "^"}
MINUS = {"ascii": "-", "unicode": "−"}


def copies(node: Node) -> int:
    """How many copies of the digit an expression uses."""
    if isinstance(node, Literal):
        return node.copies
    if isinstance(node, Unary):
        return copies(node.child)
    return copies(node.left) + copies(node.right)


def render(node: Node, style: Style = "ascii") -> str:
    """The expression as text with the fewest brackets: ``(77/7-7)!``, ``√9+(√9)!/√9``.

    A negated exponent is always bracketed, ``2^(-2)``, and so is anything after a √ but a
    literal or another √, so that no reader wonders whether √4! is √(4!) or (√4)!.
    """
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
    left = _operand(node, node.left, style, False)
    if node.symbol == "^-":
        exponent = render(node.right, style)
        if isinstance(node.right, Binary):
            exponent = f"({exponent})"
        return f"{left}^({MINUS[style]}{exponent})"
    return f"{left}{symbols[node.symbol]}{_operand(node, node.right, style, True)}"


def _operand(parent: Binary, child: Node, style: Style, right: bool) -> str:
    """A child of a binary node, bracketed when precedence (or clarity, for ^) needs it."""
    text = render(child, style)
    if parent.symbol in ("^", "^-"):
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
    """A value as a step shows it: 2016, 7/2, 12√35 (huge numbers shortened, never failing)."""
    if isinstance(value, int):
        return short_number(value)
    return fraction_text(value) if isinstance(value, Fraction) else str(value)


@dataclass(frozen=True)
class Step:
    """One operation of the working: ``77 ÷ 7 = 11``, ``√9 = 3``, ``2^(−2) = 1/4``."""

    symbol: str
    operands: tuple[Value, ...]
    result: Value

    def __str__(self) -> str:
        shown_ = [_step_operand(v) for v in self.operands]
        if self.symbol == "√":
            text = f"√{shown_[0]}"
        elif self.symbol == "!":
            text = f"{shown_[0]}!"
        elif self.symbol == "^-":
            text = f"{shown_[0]}^(−{shown_[1]})"
        else:
            text = f"{shown_[0]}{UNICODE[self.symbol]}{shown_[1]}"
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
        name = f"{short_number(self.target)}#{self.digit}"
        return f"{name} = {self.expression}" if self.found else f"{name}: {self.message}"


# --- garbage collection ------------------------------------------------------------------------

_gc_lock = threading.Lock()
_gc_users = 0
_gc_was_enabled = False


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while searches run (in any thread); restore it after.

    A search makes millions of small tuples and no cycles: each collection would walk them all
    again. The collector comes back on when the last running search ends, however it ends.
    """
    global _gc_users, _gc_was_enabled
    with _gc_lock:
        if _gc_users == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_users += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_users -= 1
            if _gc_users == 0 and _gc_was_enabled:
                gc.enable()


# --- the search --------------------------------------------------------------------------------

#: How a stored value was made, with the count k of copies first: (k, "lit"), (k, "√", a),
#: (k, "!", a), (k, op, left, right) for op in + - * / ^ ^-, or (k, "^√", base, exponent, j):
#: j square roots of base ^ exponent (exponent negative when negated), a power too large to keep.
Entry: TypeAlias = tuple[object, ...]


class _OutOfRoom(Exception):
    """A level that the search needs does not fit within max_stored."""


@dataclass
class TchislaSearch:
    """The levels of one digit under some limits, reusable for many targets."""

    digit: int
    limits: Limits = field(default_factory=Limits)
    cancel: Callable[[], bool] | None = None
    progress: Progress | None = None

    def __post_init__(self) -> None:
        check_digit(self.digit)
        if not isinstance(self.limits, Limits):
            raise LimitError(f"limits must be a Limits, not {shown(self.limits)}")
        self._best: dict[Key, Entry] = {}
        self._levels: list[list[Key]] = [[]]
        self._unbuildable = self.limits.max_copies + 1
        self._memo: dict[tuple[Key, int], Node | None] = {}
        self._kinds_cache: dict[int, _Kinds] = {}
        self._pairs_found: dict[tuple[Key, int, int], list[tuple[str, Key, Key, bool]]] = {}
        #: The values of levels lo..hi as one set, by (lo, hi), when there are few of them.
        self._lookups: dict[tuple[int, int], frozenset[Key] | None] = {}
        #: The residues of the values of such a set (`_residue_sets`), by (lo, hi), once the
        #: values scanned against it (counted in `_scanned`) outnumber it.
        self._residues: dict[tuple[int, int], tuple[frozenset[int], frozenset[int]]] = {}
        self._scanned: dict[tuple[int, int], int] = {}
        #: Part of the first level too large to build: (k, i, values), from level i with k − i.
        self._part: tuple[int, int, list[Key]] | None = None
        #: The level whose part may be built, and the pairs' worth of asking spent on it since.
        self._part_wanted: int | None = None
        self._part_spent = 0
        self._ticks = 0
        self._spent = 0
        self._max = self.limits.max_value
        self._max_square = self._max * self._max
        self._max_bits = self._max.bit_length()
        self._max_exponent = self.limits.max_exponent
        # n! may pass max_value: (4!-√4)!/(4!-4)! = 22!/20! = 462 takes four 4s
        self._facts = {factorial(m): m for m in range(3, self.limits.max_factorial + 1)}
        self._fact_args = frozenset(self._facts.values())

    # public

    def solve(self, target: int) -> TchislaResult:
        """The expression for target with the fewest copies of the digit, within the limits."""
        check_target(target)
        limits = self.limits
        if not self._fits(target):
            return self._not_found(target, "the target itself is above the value limit")
        with gc_paused():
            try:
                for n in range(1, limits.max_copies + 1):
                    if self.progress is not None:
                        self.progress(n)
                    self._prepare(n)
                    node = self._reach(target, n)
                    if node is not None:
                        return TchislaResult(target, self.digit, limits, node)
            except _OutOfRoom:
                return self._not_found(
                    target, translate("Tchisla", "the levels it needs do not fit in max_stored")
                )
        return self._not_found(target, "")

    def _not_found(self, target: int, why: str) -> TchislaResult:
        """A result that says the target was not found and which limits applied."""
        message = translate("Tchisla", "not found within the limits ({limits})").format(
            limits=self.limits.describe()
        )
        if why:
            message = translate("Tchisla", "{message}: {why}").format(message=message, why=why)
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

    def _fits(self, v: Key) -> bool:
        """Whether a value is within the value limit (numerator and denominator)."""
        if isinstance(v, int):
            return v <= self._max or v in self._facts
        top, bottom = v
        if bottom > 0:
            return top <= self._max and bottom <= self._max
        return top <= self._max_square and -bottom <= self._max_square

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
                if self._expected_size(k) > self.limits.max_stored - len(self._best):
                    self._unbuildable = k  # it would not fit: building it would be time lost
                    self._part_wanted = k  # but its largest part may, once asking costs more
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

    def _expected_size(self, k: int) -> int:
        """About how many values level k will hold: its pairs times the last level's yield."""
        made, pairs = len(self._levels[k - 1]), self._pairs(k - 1)
        return self._pairs(k) * made // max(pairs, 1)

    def _pairs(self, k: int) -> int:
        """How many pairs building level k would combine."""
        return sum(self._split_pairs(k, i) for i in range(1, k // 2 + 1))

    def _split_pairs(self, k: int, i: int) -> int:
        """How many pairs level i with level k − i makes (each pair once)."""
        a, b = len(self._levels[i]), len(self._levels[k - i])
        return a * b if 2 * i < k else a * (a + 1) // 2

    def _build(self, k: int) -> bool:
        """Build level k in full; False (and nothing kept) if it would exceed max_stored."""
        if self._part is not None and self._part[0] == k:  # the whole level replaces its part
            self._forget(self._part[2])
            self._part = None
        level: list[Key] = []
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
        self._kinds_cache.clear()
        self._pairs_found.clear()
        self._lookups.clear()
        self._residues.clear()
        self._scanned.clear()
        return True

    def _fill(self, k: int, level: list[Key], splits: Iterable[int] | None = None) -> bool:
        """Put every value of level k into `level`; False once max_stored is passed.

        `splits` (the i of level i with level k − i) builds only those parts of the level.
        """
        if splits is None:
            self._add(self._literal(k), (k, "lit"), level)
            splits = range(1, k // 2 + 1)
        cap = self.limits.max_stored
        for i in splits:
            left, right = self._levels[i], self._levels[k - i]
            if i < k - i:  # each a against the other level, a chunk of each kind at a time
                kinds = self._kinds(k - i)
                for a in left:
                    for chunk in kinds.chunks(FILL_CHUNK):
                        self._tick(FILL_CHUNK // 8)
                        self._combine_chunk(a, chunk, k, level)
                        if len(self._best) > cap:
                            return False
                continue
            for x, a in enumerate(left):  # a level with itself: each pair once
                # a row can add ten values per b: check the cap every few thousand b's, not
                # once per row, or one row past a large level overshoots it many times over
                for start in range(x, len(right), FILL_CHUNK):
                    self._tick(FILL_CHUNK // 8)
                    for b in right[start : start + FILL_CHUNK]:
                        self._combine(a, b, k, level)
                    if len(self._best) > cap:
                        return False
        return True

    def _combine_chunk(self, a: Key, chunk: _Kinds, k: int, level: list[Key]) -> None:
        """`_combine` of a with every b of a chunk, one operator at a time.

        Each result is worked out in a list comprehension and only the new ones go on to be
        stored: most results of a large level are values already known.
        """
        best, keep = self._best, self._keep
        ints, fractions, surds, squares = (
            chunk.ints,
            chunk.fractions,
            chunk.surds,
            chunk.surd_squares,
        )
        if isinstance(a, int):
            keep(k, level, "+", a, [(v, b) for b in ints for v in [a + b] if v not in best])
            keep(k, level, "*", a, [(v, b) for b in ints for v in [a * b] if v not in best])
            keep(
                k, level, "-", a, [(v, b) for b in ints for v in [a - b] if v > 0 and v not in best]
            )
            keep(
                k,
                level,
                "-",
                a,
                [(v, b) for b in ints for v in [b - a] if v > 0 and v not in best],
                False,
            )
            quotients = _scaled_ratios(a, 1, ints)
            keep(k, level, "/", a, _fresh(best, quotients, ints))
            keep(k, level, "/", a, _fresh(best, _inverses(quotients), ints), False)
            # a with fractions t/u: a ± t/u keeps the denominator u, in lowest terms
            keep(
                k,
                level,
                "+",
                a,
                [(v, b) for b in fractions for v in [(a * b[1] + b[0], b[1])] if v not in best],
            )
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for b in fractions
                    for v in [(a * b[1] - b[0], b[1])]
                    if v[0] > 0 and v not in best
                ],
            )
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for b in fractions
                    for v in [(b[0] - a * b[1], b[1])]
                    if v[0] > 0 and v not in best
                ],
                False,
            )
            keep(k, level, "*", a, _fresh(best, _fraction_ratios(a, 1, fractions), fractions))
            quotients = _fraction_ratios(a, 1, fractions, True)
            keep(k, level, "/", a, _fresh(best, quotients, fractions))
            keep(k, level, "/", a, _fresh(best, _inverses(quotients), fractions), False)
            square = a * a  # with surds: products and quotients only, all surds
            keep(k, level, "*", a, _fresh(best, _scaled_surds(square, 1, squares), surds))
            surd_quotients = _scaled_surds(square, 1, squares, True)
            keep(k, level, "/", a, _fresh(best, surd_quotients, surds))
            keep(k, level, "/", a, _fresh(best, _surd_inverses(surd_quotients), surds), False)
        elif a[1] > 0:
            big_p, big_q = a
            keep(
                k,
                level,
                "+",
                a,
                [(v, b) for b in ints for v in [(big_p + b * big_q, big_q)] if v not in best],
            )
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for b in ints
                    for v in [(big_p - b * big_q, big_q)]
                    if v[0] > 0 and v not in best
                ],
            )
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for b in ints
                    for v in [(b * big_q - big_p, big_q)]
                    if v[0] > 0 and v not in best
                ],
                False,
            )
            keep(k, level, "*", a, _fresh(best, _scaled_ratios(big_p, big_q, ints, True), ints))
            quotients = _scaled_ratios(big_p, big_q, ints)
            keep(k, level, "/", a, _fresh(best, quotients, ints))
            keep(k, level, "/", a, _fresh(best, _inverses(quotients), ints), False)
            sums = _fraction_sums(big_p, big_q, fractions)
            keep(k, level, "+", a, _fresh(best, sums, fractions))
            differences = _fraction_sums(big_p, big_q, fractions, -1)
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for v, b in zip(differences, fractions, strict=True)
                    if _positive(v) and v not in best
                ],
            )
            negated = _fraction_sums(-big_p, big_q, fractions)
            keep(
                k,
                level,
                "-",
                a,
                [
                    (v, b)
                    for v, b in zip(negated, fractions, strict=True)
                    if _positive(v) and v not in best
                ],
                False,
            )
            keep(
                k,
                level,
                "*",
                a,
                _fresh(best, _fraction_ratios(big_p, big_q, fractions), fractions),
            )
            quotients = _fraction_ratios(big_p, big_q, fractions, True)
            keep(k, level, "/", a, _fresh(best, quotients, fractions))
            keep(k, level, "/", a, _fresh(best, _inverses(quotients), fractions), False)
            p2, q2 = big_p * big_p, big_q * big_q
            keep(k, level, "*", a, _fresh(best, _scaled_surds(p2, q2, squares), surds))
            surd_quotients = _scaled_surds(p2, q2, squares, True)
            keep(k, level, "/", a, _fresh(best, surd_quotients, surds))
            keep(k, level, "/", a, _fresh(best, _surd_inverses(surd_quotients), surds), False)
        else:
            s0, t0 = a[0], -a[1]  # a = √(s0/t0)
            int_squares, fraction_squares = chunk.int_squares, chunk.fraction_squares
            keep(k, level, "*", a, _fresh(best, _scaled_surds(s0, t0, int_squares), ints))
            surd_quotients = _scaled_surds(s0, t0, int_squares, True)
            keep(k, level, "/", a, _fresh(best, surd_quotients, ints))
            keep(k, level, "/", a, _fresh(best, _surd_inverses(surd_quotients), ints), False)
            keep(
                k,
                level,
                "*",
                a,
                _fresh(best, _scaled_surds(s0, t0, fraction_squares), fractions),
            )
            surd_quotients = _scaled_surds(s0, t0, fraction_squares, True)
            keep(k, level, "/", a, _fresh(best, surd_quotients, fractions))
            keep(k, level, "/", a, _fresh(best, _surd_inverses(surd_quotients), fractions), False)
            ratios = _scaled_roots(s0, t0, squares, True)  # a / b
            keep(k, level, "/", a, _fresh(best, ratios, surds))
            keep(k, level, "/", a, _fresh(best, _inverses(ratios), surds), False)
            keep(
                k,
                level,
                "*",
                a,
                _fresh(best, _scaled_roots(s0, t0, squares), surds),
            )
            for other, ratio_ in zip(surds, ratios, strict=True):
                if isinstance(ratio_, int) or ratio_[1] > 0:  # alike: a sum and a difference
                    self._alike(a, other, ratio_, k, level)
        largest = self._max_exponent
        if isinstance(a, int) and 2 <= a <= largest:
            for base in chunk.items:
                if base != 1:
                    self._powers(base, a, k, level)
        if a != 1:
            for exponent in chunk.ints:
                if 2 <= exponent <= largest:
                    self._powers(a, exponent, k, level)

    def _keep(
        self,
        k: int,
        level: list[Key],
        symbol: str,
        a: Key,
        fresh: list[tuple[Key, Key]],
        a_left: bool = True,
    ) -> None:
        """Store the new values v = a op b (or b op a) of a chunk, given as (v, b)."""
        add = self._add
        for v, b in fresh:
            add(v, (k, symbol, a, b) if a_left else (k, symbol, b, a), level)

    def _drop(self, level: list[Key]) -> None:
        """Forget a level that was being built (the last one)."""
        self._forget(level)
        self._levels.pop()

    def _forget(self, values: list[Key]) -> None:
        """Take values out of the store."""
        for v in values:
            del self._best[v]

    def _count_part_asking(self, k: int) -> None:
        """Count what asking about count k costs in its largest split; build the part once it
        has cost as much as building it would (the ski-rental rule again)."""
        i = k // 2
        self._part_spent += 2 * len(self._levels[i])  # a partner costs about two pairs
        if self._part_spent >= self._split_pairs(k, i):
            self._part_wanted = None
            self._build_part(k)

    def _build_part(self, k: int) -> None:
        """Store the part of level k made from its largest split, when the level is too large.

        Asking about count k goes through each split of k; the split of level k // 2 with level
        k − k // 2 costs most (for eights, level 6 is 1.4 million values, but its part from
        level 3 with itself some 300 000). With that part stored, asking skips that split.
        """
        i = k // 2
        made, pairs = len(self._levels[k - 1]), self._pairs(k - 1)
        expected = self._split_pairs(k, i) * made // max(pairs, 1)
        if self._part is not None or expected > self.limits.max_stored - len(self._best):
            return
        part: list[Key] = []
        try:
            fits = self._fill(k, part, [i])
        except BaseException:  # cancelled: as it was before
            self._forget(part)
            raise
        if not fits:
            self._forget(part)
            return
        self._part = (k, i, part)
        self._memo.clear()
        self._pairs_found.clear()

    def _add(self, v: Key, entry: Entry, level: list[Key]) -> None:
        """Store a new value (if it fits) with its √ and ! descendants, all made as `entry` says."""
        best = self._best
        if v in best:
            return
        if isinstance(v, int):  # `_fits`, written out: this runs for every new value
            if v > self._max and v not in self._facts:
                return
            best[v] = entry
            level.append(v)
            if v == 1:
                return
            k = entry[0]
            r = isqrt(v)
            self._add(r if r * r == v else (v, -1), (k, "√", v), level)
            if v in self._fact_args:
                self._add(factorial(v), (k, "!", v), level)
            return
        top, bottom = v
        if bottom < 0:  # a surd: no root to add
            if top <= self._max_square and -bottom <= self._max_square:
                best[v] = entry
                level.append(v)
            return
        if top > self._max or bottom > self._max:
            return
        best[v] = entry
        level.append(v)
        # a fraction in lowest terms: its root is rational or a surd
        r, s = isqrt(top), isqrt(bottom)
        self._add(
            (r, s) if r * r == top and s * s == bottom else (top, -bottom),
            (entry[0], "√", v),
            level,
        )

    def _combine(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a."""
        best, add = self._best, self._add
        if type(a) is int and type(b) is int:
            v: Key = a + b
            if v not in best:
                add(v, (k, "+", a, b), level)
            v = a * b
            if v not in best:
                add(v, (k, "*", a, b), level)
            if a > b:
                v = a - b
                if v not in best:
                    add(v, (k, "-", a, b), level)
            elif b > a:
                v = b - a
                if v not in best:
                    add(v, (k, "-", b, a), level)
            g = gcd(a, b)
            v = a // g if g == b else (a // g, b // g)
            if v not in best:
                add(v, (k, "/", a, b), level)
            v = b // g if g == a else (b // g, a // g)
            if v not in best:
                add(v, (k, "/", b, a), level)
            largest = self._max_exponent
            if 2 <= b <= largest and a != 1:
                self._powers(a, b, k, level)
            if 2 <= a <= largest and b != 1:
                self._powers(b, a, k, level)
            return
        a_surd = not isinstance(a, int) and a[1] < 0
        b_surd = not isinstance(b, int) and b[1] < 0
        if not a_surd and not b_surd:
            self._combine_rationals(a, b, k, level)
        elif a_surd and b_surd:
            self._combine_surds(a, b, k, level)
        else:  # a surd and a rational: no sum or difference; products and quotients are surds
            (p, q), (r, s) = square_parts(a), square_parts(b)
            for v, entry in (
                (_surd(p * r, q * s), (k, "*", a, b)),
                (_surd(p * s, q * r), (k, "/", a, b)),
                (_surd(q * r, p * s), (k, "/", b, a)),
            ):
                if v not in best:
                    add(v, entry, level)
            self._one_power(a, b, k, level)

    def _combine_surds(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a for two surds (sums only when they are alike)."""
        best, add = self._best, self._add
        (p, q), (r, s) = square_parts(a), square_parts(b)
        ratio_ = from_square(p * s, q * r)  # a = ratio·b when they are alike
        for v, entry in (
            (from_square(p * r, q * s), (k, "*", a, b)),
            (ratio_, (k, "/", a, b)),
            (inverse_key(ratio_), (k, "/", b, a)),
        ):
            if v not in best:
                add(v, entry, level)
        if isinstance(ratio_, int) or ratio_[1] > 0:
            self._alike(a, b, ratio_, k, level)

    def _alike(self, a: Key, b: Key, ratio_: Key, k: int, level: list[Key]) -> None:
        """a + b and the positive a − b or b − a, for alike surds: a = ratio·b, ratio = m/n."""
        m, n = (ratio_, 1) if isinstance(ratio_, int) else ratio_
        r, s = square_parts(b)
        self._add(_surd((m + n) * (m + n) * r, n * n * s), (k, "+", a, b), level)
        if m != n:
            big, small = (a, b) if m > n else (b, a)
            self._add(_surd((m - n) * (m - n) * r, n * n * s), (k, "-", big, small), level)

    def _combine_rationals(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """Store every a op b and b op a for two rationals, at least one a fraction."""
        best, add = self._best, self._add
        p, q = (a, 1) if isinstance(a, int) else a
        r, s = (b, 1) if isinstance(b, int) else b
        ps, qr = p * s, q * r
        made = [
            (reduced(ps + qr, q * s), (k, "+", a, b)),
            (reduced(p * r, q * s), (k, "*", a, b)),
            (reduced(ps, qr), (k, "/", a, b)),
            (reduced(qr, ps), (k, "/", b, a)),
        ]
        if ps > qr:
            made.append((reduced(ps - qr, q * s), (k, "-", a, b)))
        elif qr > ps:
            made.append((reduced(qr - ps, q * s), (k, "-", b, a)))
        for v, entry in made:
            if v not in best:
                add(v, entry, level)
        self._one_power(a, b, k, level)

    def _one_power(self, a: Key, b: Key, k: int, level: list[Key]) -> None:
        """a ^ ±b or b ^ ±a, when one of two values (not both) is a whole exponent."""
        largest = self._max_exponent
        if isinstance(b, int) and 2 <= b <= largest:
            self._powers(a, b, k, level)
        elif isinstance(a, int) and 2 <= a <= largest:
            self._powers(b, a, k, level)

    def _powers(self, base: Key, exponent: int, k: int, level: list[Key]) -> None:
        """Store base ^ exponent and base ^ (−exponent) (base not 1, exponent 2..max_exponent)."""
        size = bits(base) - 1  # base ^ n has at least size * n bits
        if size * exponent <= self._max_bits:
            value = power_key(base, exponent)
            if self._fits(value):
                self._add(value, (k, "^", base, exponent), level)
                self._add(inverse_key(value), (k, "^-", base, exponent), level)
                return
        # Too large to keep, but its square roots may fit: √√((√24)^24) = 24^3. Store the first
        # root that fits, base ^ (±exponent / 2^j), made as j square roots of the power.
        roots, rest = 0, exponent
        while rest % 2 == 0 and rest > 2:
            roots, rest = roots + 1, rest // 2
            if size * rest <= self._max_bits:
                value = power_key(base, rest)
                if self._fits(value):
                    self._add(value, (k, "^√", base, exponent, roots), level)
                    self._add(inverse_key(value), (k, "^√", base, -exponent, roots), level)
                    return

    # asking about a value

    def _reach(self, w: Key, n: int) -> Node | None:
        """An expression for w with at most n copies, or None."""
        if not self._fits(w):
            return None
        if n <= self.built:
            entry = self._best.get(w)
            return self._tree(w) if entry is not None and _count(entry) <= n else None
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
                    found = Unary(symbol, found, to_value(value))
                break
        if len(self._memo) > MEMO_SIZE:
            self._memo.clear()
        self._memo[key] = found
        return found

    def _preimages(self, w: Key) -> Iterator[tuple[Key, list[tuple[str, Key]]]]:
        """Values p that √ and ! turn into w, with the operations (w itself first)."""
        todo: list[tuple[Key, list[tuple[str, Key]]]] = [(w, [])]
        seen = {w}
        while todo:
            p, chain = todo.pop(0)
            yield p, chain
            if p != 1:
                top, bottom = square_parts(p)
                q = top if bottom == 1 else (top, bottom)
                if q not in seen and self._fits(q):
                    seen.add(q)
                    todo.append((q, [("√", p), *chain]))
            m = self._facts.get(p) if type(p) is int else None
            if m is not None and m not in seen:
                seen.add(m)
                todo.append((m, [("!", p), *chain]))

    def _made(self, p: Key, n: int) -> Node | None:
        """An expression for p with at most n copies whose last step is binary or a literal."""
        best = self._best
        if p in best:
            return self._tree(p)
        for k in range(self.built + 1, n + 1):
            if p == self._literal(k):
                return Literal(self.digit, k)
        if n == self._part_wanted:
            self._count_part_asking(n)
        for i in range(1, n // 2 + 1):
            rest = n - i
            if self._part is not None and self._part[:2] == (n, i):
                continue  # every value of this split is stored: p is not one of them
            if rest <= self.built:  # the other side is a lookup, not a question
                node = self._listed(p, i, rest)
                if node is not None:
                    return node
                continue
            kinds = self._kinds(i)
            for symbol, a_left, items, candidates in self._all_partners(p, kinds):
                for a, b in zip(items, candidates, strict=True):
                    self._tick()
                    if not _positive(b):
                        continue
                    found = self._reach(b, rest)
                    if found is not None:
                        mine = self._tree(a)
                        left, right = (mine, found) if a_left else (found, mine)
                        return Binary(symbol, left, right, to_value(p))
        return None

    def _all_partners(self, p: Key, kinds: _Kinds) -> Candidates:
        """`_candidates`, then the partners by powers of the few a that may have them."""
        yield from _candidates(p, kinds)
        yield from self._power_candidates(p, kinds)

    def _power_candidates(self, p: Key, kinds: _Kinds) -> Candidates:
        """The partners by powers of the few a of a level that may have them."""
        for a in self._powering(p, kinds):
            for symbol, b, a_left in self._power_partners(p, a):
                yield symbol, a_left, [a], [b]

    def _listed(self, p: Key, i: int, rest: int) -> Node | None:
        """p as a op b or b op a, a of count i and b of count at most rest, both built.

        Every partner b of one operator is worked out for the whole level at once and looked up
        at once (`isdisjoint`). p is not stored (the caller looked), so no b of fewer than
        built − i + 1 copies can make it: a op b would be a stored value. When the levels of
        the b that can are small, the partners are looked up in a set of those levels alone,
        kept for (p, i, rest); else in the whole store, kept for (p, i) (the same p is often
        asked again with another count).
        """
        lo = max(self.built - i + 1, 1)
        among = self._lookup(lo, rest)
        memo_key = (p, i, 0 if among is None else rest)
        pairs = self._pairs_found.get(memo_key)
        if pairs is None:
            sieve = None if among is None else self._sieve(lo, rest, among, i)
            pairs = self._find_pairs(p, i, among, sieve)
            if len(self._pairs_found) > MEMO_SIZE:
                self._pairs_found.clear()
            self._pairs_found[memo_key] = pairs
        best = self._best
        for symbol, a, b, a_left in pairs:
            if _count(best[b]) <= rest:
                return self._joined(symbol, a, b, a_left, p)
        return None

    def _sieve(
        self, lo: int, hi: int, among: frozenset[Key], i: int
    ) -> tuple[frozenset[int], frozenset[int]] | None:
        """The residues of the set of levels lo..hi, once sifting pays (else None).

        Working out a value's residue costs about as much as sifting one a: the residues are
        worked out once the values of level i scanned against the set outnumber it, so a
        short search (2016 # 1) does not pay for them.
        """
        key = (lo, hi)
        sieve = self._residues.get(key)
        if sieve is None:
            scanned = self._scanned.get(key, 0) + len(self._levels[i])
            self._scanned[key] = scanned
            if scanned > len(among):
                sieve = self._residues[key] = _residue_sets(among)
        return sieve

    def _lookup(self, lo: int, hi: int) -> frozenset[Key] | None:
        """The values of built levels lo..hi as one set, or None when they are too many."""
        lo = max(lo, 1)
        key = (lo, hi)
        if key not in self._lookups:
            levels = self._levels[lo : hi + 1]
            small = sum(map(len, levels)) <= SMALL_LOOKUP
            self._lookups[key] = frozenset().union(*levels) if small else None
        return self._lookups[key]

    def _find_pairs(
        self,
        p: Key,
        i: int,
        among: frozenset[Key] | None = None,
        sieve: tuple[frozenset[int], frozenset[int]] | None = None,
    ) -> list[tuple[str, Key, Key, bool]]:
        """Every (op, a, b, a on the left?) making p with a of level i and b stored (in `among`,
        when given; `sieve` holds the residues of its values, see `_sifted`)."""
        best = self._best
        stored = best.keys() if among is None else among
        kinds = self._kinds(i)
        self._tick(len(self._levels[i]))
        found = []
        partners = None if sieve is None else _sifted(p, kinds, *sieve)
        if partners is None:
            partners = self._all_partners(p, kinds)
        else:
            partners = itertools.chain(partners, self._power_candidates(p, kinds))
        for symbol, a_left, items, candidates in partners:
            if not stored.isdisjoint(candidates):  # a loop in C, stopping at a hit
                found += [
                    (symbol, a, b, a_left)
                    for a, b in zip(items, candidates, strict=True)
                    if b in stored
                ]
        found.sort(key=lambda pair: _count(best[pair[2]]))  # the cheapest b first
        return found

    def _joined(self, symbol: str, a: Key, b: Key, a_left: bool, p: Key) -> Binary:
        """The node a op b (or b op a) for the value p, both sides stored."""
        mine, other = self._tree(a), self._tree(b)
        left, right = (mine, other) if a_left else (other, mine)
        return Binary(symbol, left, right, to_value(p))

    def _kinds(self, i: int) -> _Kinds:
        """Level i split by kind of value (worked out once, when first asked)."""
        kinds = self._kinds_cache.get(i)
        if kinds is None:
            kinds = self._kinds_cache[i] = _Kinds(self._levels[i])
        return kinds

    def _powering(self, p: Key, kinds: _Kinds) -> list[Key]:
        """The values a of a level that may make p as b ^ ±a or a ^ ±b (a cheap sieve)."""
        out: list[Key] = [*kinds.exponents(self._max_exponent)]
        p2, q2 = square_parts(p)
        # a ^ e = p with e >= 2 means (a²)^e = p², so the squares of the parts of a² divide
        # those of p² (or swapped: a ^ −e); a whole p (q2 = 1) needs a² whole or 1 / whole.
        # A rational's powers are rational: a surd p needs a surd a.
        if isinstance(p, int):
            out += [
                a
                for a, a4, b4 in kinds.fourths_whole_or_unit
                if (p2 % a4 == 0 if b4 == 1 else p2 % b4 == 0)
            ]
            return out
        fourths = kinds.surd_fourths if p[1] < 0 else kinds.fourths
        out += [
            a
            for a, a4, b4 in fourths
            if (p2 % a4 == 0 and q2 % b4 == 0) or (p2 % b4 == 0 and q2 % a4 == 0)
        ]
        return out

    def _power_partners(self, p: Key, a: Key) -> Iterator[tuple[str, Key, bool]]:
        """(op, b, a on the left?) for every b with b ^ ±a == p or a ^ ±b == p."""
        largest = self._max_exponent
        if isinstance(a, int) and 2 <= a <= largest:
            yield from self._roots(p, a)
        if a != 1:
            e = log_key(a, p, largest)
            if e is not None:
                yield "^", e, True
            e = log_key(inverse_key(a), p, largest)  # a ^ (−e) = (1/a) ^ e
            if e is not None:
                yield "^-", e, True

    @staticmethod
    def _roots(p: Key, a: int) -> Iterator[tuple[str, Key, bool]]:
        """b with b ^ a = p, and 1/b, whose ^ (−a) is p."""
        r = root_key(p, a)
        if r is not None and r != 1:
            yield "^", r, False
            yield "^-", inverse_key(r), False

    def _tree(self, v: Key) -> Node:
        """The stored expression for a value of a built level."""
        entry = self._best[v]
        k, kind = entry[0], entry[1]
        assert isinstance(k, int)
        if kind == "lit":
            return Literal(self.digit, k)
        if kind in ("√", "!"):
            return Unary(str(kind), self._tree(_key(entry[2])), to_value(v))
        if kind == "^√":  # roots of a power too large to keep: worked out again here
            base, exponent, roots = _key(entry[2]), entry[3], entry[4]
            assert isinstance(exponent, int) and isinstance(roots, int)
            symbol = "^" if exponent > 0 else "^-"
            node: Node = Binary(
                symbol,
                self._tree(base),
                self._tree(abs(exponent)),
                to_value(power_key(base, exponent)),
            )
            for j in range(1, roots + 1):
                node = Unary("√", node, to_value(power_key(base, exponent >> j)))
            return node
        left, right = _key(entry[2]), _key(entry[3])
        return Binary(str(kind), self._tree(left), self._tree(right), to_value(v))


#: A fraction p/q as (p, q), or a surd's square s/t as (s, t): a pair known not to be an int.
Pair: TypeAlias = tuple[int, int]


class _Kinds:
    """A built level split by kind: whole numbers, fractions, surds (with their squares)."""

    def __init__(self, level: list[Key]) -> None:
        self.items = level
        self.ints: list[int] = []
        self.fractions: list[Pair] = []
        self.surds: list[Pair] = []
        for v in level:
            if isinstance(v, int):
                self.ints.append(v)
            elif v[1] > 0:
                self.fractions.append(v)
            else:
                self.surds.append(v)
        self.surd_squares = [(top, -bottom) for top, bottom in self.surds]
        self.rationals: list[Key] = [*self.ints, *self.fractions]
        self._chunks: list[_Kinds] | None = None
        self._exponents: dict[int, list[int]] = {}
        self.rational_pairs = [(v, 1) for v in self.ints] + self.fractions
        self.int_squares = [(v * v, 1) for v in self.ints]
        self.fraction_squares = [(t * t, u * u) for t, u in self.fractions]
        self.rational_squares = self.int_squares + self.fraction_squares
        self.squares = [square_parts(v) for v in level]

    def exponents(self, largest: int) -> list[int]:
        """The whole numbers 2..largest of the level: the exponents it can give (kept for each
        `largest`, so a search with other limits never gets another's list)."""
        known = self._exponents.get(largest)
        if known is None:
            known = self._exponents[largest] = [a for a in self.ints if 2 <= a <= largest]
        return known

    @cached_property
    def fourths(self) -> list[tuple[Key, int, int]]:
        """(a, x², y²) for each value a but 1, x/y the square of a (for the sieve of powers)."""
        return [
            (a, a2 * a2, b2 * b2)
            for a, (a2, b2) in zip(self.items, self.squares, strict=True)
            if a2 != b2
        ]

    @cached_property
    def surd_fourths(self) -> list[tuple[Key, int, int]]:
        """`fourths` of the surds alone."""
        return [(a, a4, b4) for a, a4, b4 in self.fourths if not isinstance(a, int) and a[1] < 0]

    @cached_property
    def fourths_whole_or_unit(self) -> list[tuple[Key, int, int]]:
        """`fourths` of the values whose square is a whole number or 1 / a whole number."""
        return [(a, a4, b4) for a, a4, b4 in self.fourths if a4 == 1 or b4 == 1]

    @cached_property
    def residues(self) -> _Residues | None:
        """The residues of the level's values (None in the rare case that one has none)."""
        return _Residues.of(self)

    def chunks(self, size: int) -> list[_Kinds]:
        """The level cut in pieces of about `size` values, each split by kind (kept)."""
        if self._chunks is None:
            if len(self.items) <= size:
                self._chunks = [self]
            else:
                pieces = range(0, len(self.items), size)
                self._chunks = [_Kinds(self.items[start : start + size]) for start in pieces]
        return self._chunks


Candidates: TypeAlias = Iterator[tuple[str, bool, Sequence[Key], Sequence[Key]]]
#: A value with its residue and the residue's inverse (see `_Residues`).
Residue: TypeAlias = tuple[Key, int, int]


def _residue(key: Key) -> int | None:
    """The residue modulo MODULUS of a rational key, or of the square of a surd key: the
    numerator times the inverse of the denominator. None when MODULUS divides the denominator.

    Residues are a ring homomorphism: the residue of p − a, p / a or p · a follows from those
    of p and a, whatever the size of the numbers. Two values with different residues differ.
    """
    if isinstance(key, int):
        return key % MODULUS
    top, bottom = key
    bottom = abs(bottom)
    if bottom % MODULUS == 0:
        return None
    return top * pow(bottom, -1, MODULUS) % MODULUS


def _residue_sets(values: Iterable[Key]) -> tuple[frozenset[int], frozenset[int]]:
    """The residues of the rational values and of the squares of the surds among `values`.

    A value whose denominator MODULUS divides is left out: no partner worked out from values
    with residues (and nonzero ones, to divide by) can be it.
    """
    rational: set[int] = set()
    surd: set[int] = set()
    for v in values:
        r = _residue(v)
        if r is not None:
            (surd if not isinstance(v, int) and v[1] < 0 else rational).add(r)
    return frozenset(rational), frozenset(surd)


class _Residues:
    """The residues of a level's values, and their inverses, by kind (see `_sifted`)."""

    def __init__(
        self,
        ints: list[Residue],
        fractions: list[Residue],
        surds: list[Residue],
        rationals: list[Residue],
    ) -> None:
        self.ints, self.fractions, self.surds = ints, fractions, surds
        #: The rationals (ints, then fractions) with the residues of their squares.
        self.rationals = rationals

    @staticmethod
    def of(kinds: _Kinds) -> _Residues | None:
        """The residues of a level, None when one is missing or 0 (it has no inverse)."""
        lists: list[list[Residue]] = []
        for values in (kinds.ints, kinds.fractions, kinds.surds):
            out: list[Residue] = []
            for v in values:
                r = _residue(v)
                if not r:
                    return None
                out.append((v, r, pow(r, -1, MODULUS)))
            lists.append(out)
        ints, fractions, surds = lists
        squares = [(a, r * r % MODULUS, inverse * inverse % MODULUS) for a, r, inverse in ints]
        squares += [
            (a, r * r % MODULUS, inverse * inverse % MODULUS) for a, r, inverse in fractions
        ]
        return _Residues(ints, fractions, surds, squares)


def _sifted(
    p: Key, kinds: _Kinds, rational: frozenset[int], surd: frozenset[int]
) -> Candidates | None:
    """`_candidates` for partners looked up in a small set, sifted by residues first.

    `rational` and `surd` hold the residues of the set's rationals and of its surds' squares.
    A partner whose residue is not among them is not in the set, so only the few a whose
    partner's residue is are worked out exactly (and then looked up): the same pairs, in the
    same order, as `_candidates` finds. None when p or the level has no residues to work with.
    """
    level = kinds.residues
    r = _residue(p)
    if level is None or not r:
        return None
    return _sifted_partners(p, r, level, kinds, rational, surd)


def _sifted_partners(
    p: Key, r: int, level: _Residues, kinds: _Kinds, rational: frozenset[int], surd: frozenset[int]
) -> Candidates:
    """The work of `_sifted`, r the residue of p (of its square, for a surd)."""
    m = MODULUS
    inverse = pow(r, -1, m)
    if isinstance(p, int) or p[1] > 0:
        for values in (level.ints, level.fractions):
            items = [a for a, h, _ in values if (r - h) % m in rational]
            yield "+", True, items, [sub_key(p, a) or 0 for a in items]  # b = p − a
            items = [a for a, h, _ in values if (h - r) % m in rational]
            yield "-", True, items, [sub_key(a, p) or 0 for a in items]  # b = a − p
            items = [a for a, h, _ in values if (r + h) % m in rational]
            yield "-", False, items, [add_key(p, a) or 0 for a in items]  # b = p + a
            items = [a for a, _, g in values if r * g % m in rational]
            yield "*", True, items, [div_key(p, a) for a in items]  # b = p / a
            items = [a for a, h, _ in values if h * inverse % m in rational]
            yield "/", True, items, [div_key(a, p) for a in items]  # b = a / p
            items = [a for a, h, _ in values if r * h % m in rational]
            yield "/", False, items, [mul_key(p, a) for a in items]  # b = p · a
        r, inverse = r * r % m, inverse * inverse % m  # with surds: by the squares
        values = level.surds
    else:
        values = level.rationals  # p's residue is already its square's
    items = [a for a, _, g in values if r * g % m in surd]
    yield "*", True, items, [div_key(p, a) for a in items]
    items = [a for a, h, _ in values if h * inverse % m in surd]
    yield "/", True, items, [div_key(a, p) for a in items]
    items = [a for a, h, _ in values if r * h % m in surd]
    yield "/", False, items, [mul_key(p, a) for a in items]
    if not isinstance(p, int) and p[1] < 0:
        yield from _surd_with_surds(p[0], -p[1], kinds.surds, kinds.surd_squares)


def _candidates(p: Key, kinds: _Kinds) -> Candidates:
    """For each operator, the b each a of a level needs: (op, a on the left?, the a, the b).

    Covers + − × ÷ between p and every a of the level. A b that is not positive comes out as a
    key no value has (a negative number or 0): it is simply never found. Each list is one
    comprehension (no generator feeding it): this is the inner loop of asking.
    """
    ints, fractions = kinds.ints, kinds.fractions
    surds, squares = kinds.surds, kinds.surd_squares
    if isinstance(p, int) or p[1] > 0:
        big_p, big_q = (p, 1) if isinstance(p, int) else p
        if big_q == 1:
            yield "+", True, ints, [big_p - a for a in ints]
            yield "-", True, ints, [a - big_p for a in ints]
            yield "-", False, ints, [big_p + a for a in ints]
            quotients = [  # b = p / a
                (big_p // g if a == g else (big_p // g, a // g))
                for a in ints
                for g in [gcd(big_p, a)]
            ]
            yield "*", True, ints, quotients
            yield "/", True, ints, _inverses(quotients)  # b = a / p
            yield "/", False, ints, [big_p * a for a in ints]
        else:  # p − a, a − p and p + a keep p's denominator, in lowest terms
            yield "+", True, ints, [(big_p - a * big_q, big_q) for a in ints]
            yield "-", True, ints, [(a * big_q - big_p, big_q) for a in ints]
            yield "-", False, ints, [(big_p + a * big_q, big_q) for a in ints]
            quotients = _scaled_ratios(big_p, big_q, ints)
            yield "*", True, ints, quotients
            yield "/", True, ints, _inverses(quotients)
            yield "/", False, ints, _scaled_ratios(big_p, big_q, ints, True)
        yield "+", True, fractions, _fraction_sums(big_p, big_q, fractions, -1)  # p − a
        yield "-", True, fractions, _fraction_sums(-big_p, big_q, fractions)  # a − p
        yield "-", False, fractions, _fraction_sums(big_p, big_q, fractions)  # p + a
        quotients = _fraction_ratios(big_p, big_q, fractions, True)
        yield "*", True, fractions, quotients
        yield "/", True, fractions, _inverses(quotients)
        yield "/", False, fractions, _fraction_ratios(big_p, big_q, fractions)
        p2, q2 = big_p * big_p, big_q * big_q  # with a surd a: products and quotients only
        surd_quotients = _scaled_surds(p2, q2, squares, True)
        yield "*", True, surds, surd_quotients
        yield "/", True, surds, _surd_inverses(surd_quotients)
        yield "/", False, surds, _scaled_surds(p2, q2, squares)
        return
    p2, q2 = p[0], -p[1]  # p is a surd: with a rational a, products and quotients are surds
    rationals, rational_squares = kinds.rationals, kinds.rational_squares
    surd_quotients = _scaled_surds(p2, q2, rational_squares, True)
    yield "*", True, rationals, surd_quotients
    yield "/", True, rationals, _surd_inverses(surd_quotients)
    yield "/", False, rationals, _scaled_surds(p2, q2, rational_squares)
    yield from _surd_with_surds(p2, q2, surds, squares)


def _surd_with_surds(p2: int, q2: int, surds: list[Pair], squares: list[Pair]) -> Candidates:
    """The partners of a surd p = √(p2/q2) with surds a: products, quotients and the sums and
    differences of alike surds."""
    ratios = _scaled_roots(p2, q2, squares, True)  # b = p / a
    yield "*", True, surds, ratios
    yield "/", True, surds, _inverses(ratios)
    yield "/", False, surds, _scaled_roots(p2, q2, squares)
    # a sum or difference of surds is a surd only when they are alike: p = r·a, r rational
    alike: list[tuple[Pair, int, int, int, int]] = [
        (a, *parts(r), s, t)
        for a, r, (s, t) in zip(surds, ratios, squares, strict=True)
        if isinstance(r, int) or r[1] > 0
    ]
    items = [a for a, _, _, _, _ in alike]
    # p = a + b: b = (r − 1)·a; p = a − b: b = (1 − r)·a; p = b − a: b = (r + 1)·a
    yield (
        "+",
        True,
        items,
        [_surd((m - n) ** 2 * s, n * n * t) if m > n else 0 for _, m, n, s, t in alike],
    )
    yield (
        "-",
        True,
        items,
        [_surd((n - m) ** 2 * s, n * n * t) if n > m else 0 for _, m, n, s, t in alike],
    )
    yield "-", False, items, [_surd((m + n) ** 2 * s, n * n * t) for _, m, n, s, t in alike]


def _scaled_ratios(m: int, n: int, ints: Sequence[int], swap: bool = False) -> list[Key]:
    """The keys of m / (n·a) for each a in ints, or of (m·a) / n with swap (all positive)."""
    if swap:
        return [
            (x // g if n == g else (x // g, n // g))
            for a in ints
            for x in [m * a]
            for g in [gcd(x, n)]
        ]
    return [
        (m // g if y == g else (m // g, y // g)) for a in ints for y in [n * a] for g in [gcd(m, y)]
    ]


def _fraction_ratios(m: int, n: int, pairs: Sequence[Pair], swap: bool = False) -> list[Key]:
    """The keys of (m·x) / (n·y) for each (x, y) in pairs, or of (m·y) / (n·x) with swap."""
    if swap:
        return [
            (x // g if y == g else (x // g, y // g))
            for t, u in pairs
            for x in [m * u]
            for y in [n * t]
            for g in [gcd(x, y)]
        ]
    return [
        (x // g if y == g else (x // g, y // g))
        for t, u in pairs
        for x in [m * t]
        for y in [n * u]
        for g in [gcd(x, y)]
    ]


def _scaled_surds(m: int, n: int, pairs: Sequence[Pair], swap: bool = False) -> list[Pair]:
    """The keys of √((m·x) / (n·y)) for each (x, y) in pairs, or of √((m·y) / (n·x)) with swap;
    each known not to be rational."""
    if swap:
        return [
            (x // g, -(y // g))
            for s, t in pairs
            for x in [m * t]
            for y in [n * s]
            for g in [gcd(x, y)]
        ]
    return [
        (x // g, -(y // g)) for s, t in pairs for x in [m * s] for y in [n * t] for g in [gcd(x, y)]
    ]


def _scaled_roots(m: int, n: int, pairs: Sequence[Pair], swap: bool = False) -> list[Key]:
    """The keys of √((m·x) / (n·y)) for each (x, y) in pairs, or of √((m·y) / (n·x)) with swap:
    rational when that is a square, else surds."""
    if swap:
        pairs = [(t, s) for s, t in pairs]
    return [
        (r if s == 1 else (r, s)) if r * r == x and s * s == y else (x, -y)
        for x0, y0 in pairs
        for g in [gcd(m * x0, n * y0)]
        for x in [m * x0 // g]
        for y in [n * y0 // g]
        for r in [isqrt(x)]
        for s in [isqrt(y)]
    ]


def _fraction_sums(m: int, n: int, pairs: Sequence[Pair], sign: int = 1) -> list[Key]:
    """The keys of m/n + x/y (or m/n − x/y with sign −1) for each fraction (x, y) in pairs.

    A result that is not positive comes out as a key no value has (see `_positive`).
    """
    if sign > 0:
        return [
            (x // g if y == g else (x // g, y // g))
            for t, u in pairs
            for x in [m * u + t * n]
            for y in [n * u]
            for g in [gcd(x, y)]
        ]
    return [
        (x // g if y == g else (x // g, y // g))
        for t, u in pairs
        for x in [m * u - t * n]
        for y in [n * u]
        for g in [gcd(x, y)]
    ]


def _fresh(
    best: dict[Key, Entry], values: Sequence[Key], partners: Sequence[Key]
) -> list[tuple[Key, Key]]:
    """The (v, b) whose value v is not stored yet (products and quotients: all positive)."""
    return [(v, b) for v, b in zip(values, partners, strict=True) if v not in best]


def _surd_inverses(keys: list[Pair]) -> list[Pair]:
    """1/k for each surd key k = (x, −y): (y, −x)."""
    return [(-y, -x) for x, y in keys]


def _inverses(keys: list[Key]) -> list[Key]:
    """1/k for each positive key k: the pair turned round, no gcd needed."""
    return [
        ((1 if k == 1 else (1, k)) if isinstance(k, int) else (k[1] if k[0] == 1 else (k[1], k[0])))
        if isinstance(k, int) or k[1] > 0
        else (-k[1], -k[0])
        for k in keys
    ]


def _positive(key: Key) -> bool:
    """Whether a key from `_candidates` is a value (not a negative number or 0 standing in)."""
    return key > 0 if isinstance(key, int) else key[0] > 0


def _count(entry: Entry) -> int:
    """The count of copies of a stored value."""
    k = entry[0]
    assert isinstance(k, int)
    return k


def _key(x: object) -> Key:
    """An entry's operand as a Key (for the type checker)."""
    assert isinstance(x, int | tuple)
    return x


def _surd(top: int, bottom: int) -> Key:
    """The key of √(top/bottom) when that is known not to be rational."""
    g = gcd(top, bottom)
    return (top // g, -(bottom // g)) if g != 1 else (top, -bottom)


# --- checking input and the entry point ------------------------------------------------------


def check_digit(digit: object) -> int:
    """The digit as an int 1..9, or NumberError."""
    if isinstance(digit, bool) or not isinstance(digit, int) or not 1 <= digit <= 9:
        raise NumberError(
            translate("Tchisla", "the digit must be one of 1..9, not {digit}").format(
                digit=shown(digit)
            )
        )
    return digit


def check_target(target: object) -> int:
    """The target as a positive int, or NumberError."""
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise NumberError(
            translate(
                "Tchisla", "the target must be a whole number of at least 1, not {target}"
            ).format(target=shown(target))
        )
    return target


def tchisla(
    target: int,
    digit: int,
    *,
    limits: Limits | None = None,
    cancel: Callable[[], bool] | None = None,
    progress: Progress | None = None,
) -> TchislaResult:
    """Reach `target` with the fewest copies of `digit`: ``tchisla(11, 7).expression == '77/7'``.

    Raises NumberError for a target below 1 or a digit outside 1..9, LimitError for limits that
    are not a `Limits`, Cancelled when `cancel` returns True. `progress(n)` is called as the
    search starts on n copies. When nothing is found within the limits the result says so and
    names them.
    """
    check_target(target)
    check_digit(digit)
    return TchislaSearch(digit, Limits() if limits is None else limits, cancel, progress).solve(
        target
    )
