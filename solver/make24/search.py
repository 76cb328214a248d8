"""The search: every value a multiset of numbers can make, and every expression for a value.

Dynamic programming over sub-multisets (keyed by the sorted multiset), with meet in the middle for
the last operation: to make `target` from A and B, list the values of the smaller side A and ask
which value B must then make, instead of trying every pair. A large side is asked for one value at
a time, so the values of a five- or six-number multiset are never all built.

The search handles values as ints and (numerator, denominator) pairs in whole-number arithmetic
(a Fraction is slow to make and to hash); Fractions are made only for the forms found. Small
multisets are shared by every problem with what is known of them (`Part`), and what a needs from
B to make a target is worked out once for all problems (`partners`, and for all the values of a
part at once, `_needed`: most splits are ruled out by one set operation, and the others read
their steps from it). A full table asks the same questions of many hands. A part whose forms are
wanted finds all its last steps at once (a small one for every target at once, forwards).

A game that allows fewer operators, or whole numbers only (`core.operators.OperatorSet`), is
searched the same way under a `Restriction`: only the allowed operations combine values and
answer "which b?", only whole results are kept, and its parts are shared in a cache of their own.
Its forms are each built from every last step (the designated last operand of `combined_last`
may need an operator the game leaves out) and each keeps a *witness*, an expression of the form
that keeps the rules, for a class whose usual representative breaks them (`solve`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Final, final

from ..core.checks import stop_asked
from ..core.collector import leave
from ..core.errors import ArgumentError, Cancelled, LimitError
from ..core.numbers import Key, Q, brief, from_key, key_of, operate
from ..core.operator_set import ALL_OPERATORS, OperatorSet
from ..core.tree import Num, Op, Tree
from ..core.watch import poll
from . import operations
from .canon import form_hash, kept_once
from .form import (
    LEAF,
    PROD,
    SUM,
    Form,
    FormKey,
    Node,
    combine,
    combined_last,
    form_key,
    last_item,
    leaf,
    not_numbers,
    operator_kinds,
    takes_last,
)
from .kept import SHARED_KEPT, Kept
from .operations import (
    LAST_OPERATIONS,
    PARTNERS_KEPT,
    Numbers,
    Partner,
    Restriction,
    add_combined,
    partners,
    restriction,
    splits,
)

#: Every b that some value of a part needs to make a target, and each value with its partners.
Needed = tuple[set[Key] | None, tuple[tuple[Key, tuple[Partner, ...]], ...]]
#: What a last step with one number (or a part of one form) on a side asks of the other side
#: (`Search.forms_beside`): the kind of the step's result (`SUM`, `PROD`), the sign (exponent)
#: the number has in it where it can be the designated last item (0: it cannot), and its node.
Beside = tuple[int, int, Node]
#: `Search.forms_beside`'s answers kept with a part: by target, kind, sign and the number.
BesideKey = tuple[Key, int, int, object]
#: One way to make a value last: (part A, part B, operator, a on the left?, a, b), a being a
#: value of A and b one of B.
LastStep = tuple["Part", "Part", str, bool, Key, Key]

#: Multisets up to this size are shared between problems, with all they know ...
SHARED_CACHE_SIZE: Final = 3
#: ... and up to this size in problems of two more numbers (a table of six numbers asks the same
#: four-number parts again and again; in one of five they come up too seldom to be worth keeping).
SHARED_LARGEST: Final = 4
#: Parts of a problem up to this size have all their values listed (larger ones are asked).
LISTED_SIZE: Final = 3
#: ... and parts up to this size too when the other side has at least `ASKING` numbers.
LISTED_IF_ASKED: Final = 4
ASKING: Final = 3
#: ... or when it has been asked about this many values already.
ASKED_ENOUGH: Final = 24
#: Problems of at least this many numbers find their four-number parts' last steps all at once.
FORWARD_FROM: Final = 7
#: Problems of at least this many numbers make the set of every b of a `_needed` answer only
#: when it is asked again: 71 % of a seven-number problem's answers are asked once (their sets
#: took 28 MB of 1 2 3 5 6 7 8's 160), where a table's hands ask the same ones again and again.
UNION_WHEN_ASKED_AGAIN: Final = 7
#: Problems up to this size are searched to the end; larger ones (`first_solution` goes to
#: `solve.MAX_FIRST`) within a budget of `BUDGET` steps, a few seconds.
MAX_EXHAUSTIVE: Final = 7
BUDGET: Final = 200_000
#: How much work (steps, values combined) passes between two `watch.poll`s (a few thousandths
#: of a second).
POLL_EVERY: Final = 4096
#: How many lists of forms of the shared parts larger than `SHARED_CACHE_SIZE` (four-number parts
#: of a six-number problem) are kept at least (the same way; 2.6 kB each: a worker reaches its
#: share sooner and forgets, cheaper than working forms out again, 242 s where 1 << 14 took 280 s).
FORMS_KEPT: Final = 1 << 16
#: How many `_needed` answers the shared parts keep, all together, before they forget them all.
NEEDED_KEPT: Final = 1 << 15


@final
class Part:
    """A multiset of numbers with what is known of it: its splits, its values, its forms."""

    __slots__ = (
        "all_steps",
        "beside",
        "forms",
        "made",
        "needed",
        "numbers",
        "splits",
        "steps",
        "trees",
        "values",
    )

    def __init__(self, numbers: Numbers) -> None:
        self.numbers = numbers
        self.splits: tuple[tuple[Part, Part], ...] | None = None
        self.values: set[Key] | None = None
        self.forms: dict[Key, list[Form]] = {}
        #: the forms a last step with one number on its other side can keep
        #: (`Search.forms_beside`)
        self.beside: dict[BesideKey, list[Form]] = {}
        self.made: dict[Key, bool] = {}
        #: every last step worth a target, by target (what `forms` needs of an asked part)
        self.steps: dict[Key, tuple[LastStep, ...]] = {}
        #: whether `steps` holds every target the part can make (`_forward_steps`)
        self.all_steps = False
        #: by target: every b that some value a of the part needs to make it, and each value a
        #: with its partners (see `partners`)
        self.needed: dict[Key, Needed] = {}
        #: under a `Restriction`: an expression keeping its rules for each form, by form key
        self.trees: dict[FormKey, Tree] = {}

    def __repr__(self) -> str:
        return f"Part({self.numbers!r})"


#: The small multisets, shared by every problem (a full table reuses them).
_SHARED: Final[Kept[Numbers, Part]] = Kept(SHARED_KEPT)
#: The splits of multisets one number larger, into shared parts (`Search.splits`).
_SHARED_SPLITS: Final[Kept[Numbers, tuple[tuple[Part, Part], ...]]] = Kept(SHARED_KEPT)


def _values(part: Part, search: Search) -> set[Key]:
    """Every value of an expression using exactly the numbers of a part."""
    if len(part.numbers) == 1:
        return {key_of(part.numbers[0])}
    out: set[Key] = set()
    restriction = search.restriction
    for a_part, b_part in search.splits(part):
        if restriction is None:
            add_combined(out, search.values(a_part), search.values(b_part), search)
        else:
            restriction.add_combined(out, search.values(a_part), search.values(b_part), search)
    return out


def _listed(a_part: Part, b_part: Part) -> bool:
    """Whether to list every value of B for the last step a op b, or to ask B for each value it
    would need: a small B is listed; a larger one once A has many values to ask about or B has
    been asked often enough (listing costs about as much as a few dozen questions)."""
    size = len(b_part.numbers)
    if b_part.values is not None or size <= LISTED_SIZE:
        return True
    asked = len(a_part.numbers) >= ASKING or len(b_part.made) >= ASKED_ENOUGH
    return size <= LISTED_IF_ASKED and asked


def _needed(part: Part, target: Key, search: Search) -> Needed:
    """Every b that some value a of a part needs to make `target` by a+b, a-b, b-a, b/a, a*b
    or a/b, and each a with its partners (kept with the part, which is asked for the same
    target by many problems: the steps of a split that can make it are then read from here;
    `NEEDED_KEPT` answers at most, then the parts forget them all)."""
    found = part.needed.get(target)
    if found is None:
        values = part.values or search.values(part)
        restriction = search.restriction  # called directly: a function in a variable is slow
        if restriction is None:
            each = tuple([(a, partners(a, target)) for a in values])
        else:
            each = tuple([(a, restriction.partners(a, target)) for a in values])
        # one set of every b, made once (a set kept with each value's partners cost more to
        # make than this union saves: most partners are asked for once or twice); in a large
        # problem only when the answer is asked again (most are not)
        union = _union(each) if search._size < UNION_WHEN_ASKED_AGAIN else None
        found = union, each
        _keep_needed(part, target, found)
    elif found[0] is None:
        each = found[1]
        found = part.needed[target] = _union(each), each
    return found


def _union(each: tuple[tuple[Key, tuple[Partner, ...]], ...]) -> set[Key]:
    """Every b of a `_needed` answer's partners."""
    return {b for _, found_a in each for _, _, b in found_a}


def _keep_needed(part: Part, target: Key, found: Needed) -> None:
    """Keep a `_needed` answer with its part; past `NEEDED_KEPT` answers kept, every part
    forgets them first (each is asked again soon or never: within a few thousand other answers
    nearly always, in a six-card table)."""
    if _NEEDED.count >= NEEDED_KEPT:
        _NEEDED.forget()
    if not part.needed:
        _NEEDED.parts.append(part)
    part.needed[target] = found
    _NEEDED.count += 1


@final
class _Answers:
    """The parts that keep `_needed` answers, and how many answers they keep."""

    __slots__ = ("count", "parts")

    def __init__(self) -> None:
        self.count = 0
        self.parts: list[Part] = []

    def forget(self) -> None:
        """Every part forgets its answers."""
        for part in self.parts:
            part.needed = {}
        self.count = 0
        self.parts = []


_NEEDED: Final = _Answers()


#: `set.isdisjoint`, called as a function: as a method, compiled code looks it up by
#: name at every call.
_DISJOINT: Final = set.isdisjoint


def _listed_steps(
    a_part: Part, b_part: Part, target: Key, search: Search, out: list[LastStep]
) -> list[LastStep]:
    """`Search.last_steps` of one split whose values of B are listed, added to `out` (a list
    for each split, then added to the part's, took 1 % of a five-card table)."""
    listed = search.values(b_part)
    needed, each = _needed(a_part, target, search)
    zero = _is_zero(target)
    if needed is not None and _DISJOINT(needed, listed) and not zero:
        return out  # the common case, answered by one set operation
    for a, found in each:
        for symbol, left_is_a, b in found:
            if b in listed:
                out.append((a_part, b_part, symbol, left_is_a, a, b))
        if zero and _is_zero(a):
            out += _with_zero(a_part, b_part, listed, search.restriction)
    return out


def _is_zero(value: Key) -> bool:
    """Whether a key is 0 (compiled, quicker than comparing an object with 0)."""
    return isinstance(value, int) and not value


def _forward_steps(part: Part, search: Search) -> dict[Key, tuple[LastStep, ...]] | None:
    """Every last step of a part at once, by target, each split's operations worked out
    forwards (for a part asked for many targets); None where some value of a split's smaller
    side is 0 (`_with_zero`'s steps, which `last_steps` lists) or a side is not listed.

    A shared part of at most three numbers is asked for dozens of targets, a four-number part
    of a seven-number problem for about 150, each a new question of its smaller sides'
    partners; a split of a side A and a listed B has only 6 · |A| · |B| results, each made once
    here, in `last_steps`'s order: by split, by the values of A, then by `LAST_OPERATIONS` (a ≠ 0
    makes each operation one to one: one b of B for each target it reaches).
    """
    if any(_is_zero(key_of(number)) for number in part.numbers):
        return None  # known before any work (a small part is asked again for each target)
    found: dict[Key, list[LastStep]] = {}
    for a_part, b_part in search.splits(part):
        values = a_part.values or search.values(a_part)
        if 0 in values or not _listed(a_part, b_part):
            return None
        listed = search.values(b_part)
        for a in values:
            search.watch(len(listed))
            for symbol, left_is_a in LAST_OPERATIONS:
                for b in listed:
                    made = operate(symbol, a, b) if left_is_a else operate(symbol, b, a)
                    if made is None:
                        continue
                    step = (a_part, b_part, symbol, left_is_a, a, b)
                    same = found.get(made)
                    if same is None:
                        found[made] = [step]
                    else:
                        same.append(step)
    return {made: tuple(steps) for made, steps in found.items()}


def _with_zero(
    a_part: Part, b_part: Part, values: Iterable[Key], restriction: Restriction[Part] | None
) -> list[LastStep]:
    """0 × b and 0 ÷ b, which are 0 whatever b is (a = 0 from A, each b of B), where allowed."""
    times = restriction is None or restriction.operators.allows("*")
    over = restriction is None or restriction.operators.allows("/")
    out: list[LastStep] = []
    for b in values:
        if times:
            out.append((a_part, b_part, "*", True, 0, b))
        if b != 0 and over:
            out.append((a_part, b_part, "/", True, 0, b))
    return out


@final
class Search:
    """Values and expressions of the sub-multisets of one problem, with caches and cancellation."""

    def __init__(
        self,
        cancel: Callable[[], object] | None = None,
        budget: int | None = None,
        operators: OperatorSet = ALL_OPERATORS,
    ) -> None:
        if cancel is not None and not callable(cancel):
            raise ArgumentError(f"cancel must be a function, not {brief(cancel)}")
        self._cancel = cancel
        #: the game's operators when it is not the classic one (see `Restriction`)
        self.restriction: Restriction[Part] | None = restriction(operators)
        self._kept = _SHARED if self.restriction is None else self.restriction.shared
        self._kept_splits = (
            _SHARED_SPLITS if self.restriction is None else self.restriction.shared_splits
        )
        #: how many more steps (`check` calls) the search may take; None: no limit
        self._budget = budget
        #: checks left before the next `watch.poll` (Ctrl+C, the command line's memory ceiling)
        self._unwatched = POLL_EVERY
        self._parts: dict[Numbers, Part] = {}
        #: the last steps of four-number parts found at once, by numbers (None: asked instead)
        self._forwards: dict[Numbers, dict[Key, tuple[LastStep, ...]] | None] = {}
        self._shared = SHARED_CACHE_SIZE
        #: how many numbers the problem has (`_problem`)
        self._size = 0
        #: whether forms are being listed (then an asked part's last steps are all found)
        self._listing = False
        leave(self)  # (a command that ends next keeps it to its end: `collector.left_to_exit`)

    def _problem(self, numbers: Numbers) -> Part:
        """The part of a whole problem (sharing its smaller parts as its size asks)."""
        self._shared = min(SHARED_LARGEST, max(SHARED_CACHE_SIZE, len(numbers) - 2))
        self._size = len(numbers)
        return self.part(numbers)

    def check(self) -> None:
        """A step: `watch`, and LimitError past the search's budget."""
        self.watch()
        if self._budget is not None:
            self._budget -= 1
            if self._budget < 0:
                raise LimitError(
                    "no solution found within the search limit (there may be none: deciding "
                    f"that takes too long beyond {MAX_EXHAUSTIVE} numbers)"
                )

    def watch(self, work: int = 1) -> None:
        """Raise Cancelled if the caller asked to stop; after about `POLL_EVERY` units of work
        (a step, a value combined with another), `watch.poll` too: Ctrl+C, the command line's
        memory ceiling."""
        if self._cancel is not None and stop_asked(self._cancel):
            raise Cancelled("the search was cancelled")
        self._unwatched -= work
        if self._unwatched < 0:
            self._unwatched = POLL_EVERY
            poll()

    def part(self, numbers: Numbers) -> Part:
        """The part made of these (sorted) numbers; small ones are shared between problems."""
        if len(numbers) <= self._shared:
            kept = self._kept
            return kept.get(numbers) or kept.put(numbers, Part(numbers))
        found = self._parts.get(numbers)
        if found is None:
            found = self._parts[numbers] = Part(numbers)
        return found

    def splits(self, part: Part) -> tuple[tuple[Part, Part], ...]:
        """Each way to cut a part in two, the smaller part first; kept between problems for a
        part that is not shared but whose sides all are (each hand of five numbers cuts its
        four-number parts into shared ones: finding them by their numbers again took 2 % of a
        five-card table)."""
        if part.splits is None:
            numbers = part.numbers
            if len(numbers) - 1 == self._shared:
                kept = self._kept_splits
                found = kept.get(numbers)
                if found is None:
                    found = kept.put(numbers, self._cut(numbers))
                part.splits = found
            else:
                part.splits = self._cut(numbers)
        return part.splits

    def _cut(self, numbers: Numbers) -> tuple[tuple[Part, Part], ...]:
        """`splits` of these numbers, worked out."""
        return tuple([(self.part(a), self.part(b)) for a, b in splits(numbers)])

    def values(self, part: Part) -> set[Key]:
        """Every value an expression using exactly the numbers of a part can have."""
        if part.values is None:
            self.check()
            part.values = _values(part, self)
        return part.values

    def can_make(self, numbers: Numbers, target: Q) -> bool:
        """Whether some expression of exactly these numbers is worth `target`."""
        return self._can_make(self._problem(numbers), key_of(target))

    def _can_make(self, part: Part, target: Key) -> bool:
        """`can_make` for a part and a target as the search handles it."""
        if part.values is not None or len(part.numbers) <= LISTED_SIZE:
            return target in self.values(part)
        known = part.made.get(target)
        if known is None:
            if self._listing:  # its forms will be asked for: find every last step at once
                known = bool(self.steps(part, target))
            else:
                known = next(self.last_steps(part, target), None) is not None
            part.made[target] = known
        return known

    def steps(self, part: Part, target: Key) -> tuple[LastStep, ...]:
        """Every last step of a part worth `target` (kept with the part; a small part's, and
        a four-number part's in a problem of `FORWARD_FROM` numbers, all found at once)."""
        found = part.steps.get(target)
        if found is None:
            if part.all_steps:
                return ()
            size = len(part.numbers)
            if size <= LISTED_SIZE and self.restriction is None:
                self.check()
                forward = _forward_steps(part, self)
                if forward is not None:
                    part.steps, part.all_steps = forward, True
                    return forward.get(target, ())
            elif (
                size == LISTED_IF_ASKED and self._size >= FORWARD_FROM and self.restriction is None
            ):
                forward = self._forward(part)
                if forward is not None:
                    return forward.get(target, ())
            found = part.steps[target] = tuple(self._all_steps(part, target))
        return found

    def _forward(self, part: Part) -> dict[Key, tuple[LastStep, ...]] | None:
        """`_forward_steps` of a four-number part, kept by this search (a shared part keeping
        them would hold a few thousand steps for each of its targets); None: asked instead."""
        if part.numbers not in self._forwards:
            self.check()
            self._forwards[part.numbers] = _forward_steps(part, self)
        return self._forwards[part.numbers]

    def _all_steps(self, part: Part, target: Key) -> list[LastStep]:
        """`last_steps` as a list: listed splits' steps are taken whole, not one by one."""
        found: list[LastStep] = []
        for a_part, b_part in self.splits(part):
            self.check()
            if _listed(a_part, b_part):
                _listed_steps(a_part, b_part, target, self, found)
            else:
                found.extend(self._split_steps(a_part, b_part, target))
        return found

    def last_steps(self, part: Part, target: Key) -> Iterator[LastStep]:
        """Every last operation a op b (or b op a) worth `target`, a from the smaller side."""
        for a_part, b_part in self.splits(part):
            self.check()
            if _listed(a_part, b_part):
                yield from _listed_steps(a_part, b_part, target, self, [])
            else:
                yield from self._split_steps(a_part, b_part, target)

    def _split_steps(self, a_part: Part, b_part: Part, target: Key) -> Iterator[LastStep]:
        """The last steps worth `target` of one split whose values are not listed."""
        restriction = self.restriction
        for a in a_part.values or self.values(a_part):
            ask = partners(a, target) if restriction is None else restriction.partners(a, target)
            for symbol, left_is_a, b in ask:
                if self._can_make(b_part, b):
                    yield a_part, b_part, symbol, left_is_a, a, b
            if _is_zero(a) and _is_zero(target):
                yield from _with_zero(a_part, b_part, self.values(b_part), restriction)

    def example(self, numbers: Numbers, target: Q) -> Tree | None:
        """One expression of exactly these numbers worth `target`, or None (no listing)."""
        return self._example(self._problem(numbers), key_of(target))

    def _example(self, part: Part, target: Key) -> Tree | None:
        """`example` for a part and a target as the search handles it."""
        if len(part.numbers) == 1:
            number = part.numbers[0]
            return Num(number) if key_of(number) == target else None
        for a_part, b_part, symbol, left_is_a, a, b in self.last_steps(part, target):
            left, right = self._example(a_part, a), self._example(b_part, b)
            if left is not None and right is not None:
                return Op(symbol, left, right) if left_is_a else Op(symbol, right, left)
        return None

    def forms(self, numbers: Numbers, target: Q) -> list[Form]:
        """Every Part-1-distinct expression of exactly these numbers worth `target`."""
        self._listing = True
        return self.forms_of(self._problem(numbers), key_of(target))

    def forms_of(self, part: Part, target: Key) -> list[Form]:
        """`forms` of a part, for a target as the search handles it."""
        if self.restriction is None and SHARED_CACHE_SIZE < len(part.numbers) <= self._shared:
            return self._shared_forms(part, target)
        found = part.forms.get(target)
        if found is None:
            if self.restriction is None:
                found = part.forms[target] = _forms(self, part, target)
                _drop_steps(part, target)
            else:
                found = part.forms[target] = _witnessed_forms(self, part, target)
        return found

    def _shared_forms(self, part: Part, target: Key) -> list[Form]:
        """`forms_of` a shared part larger than `SHARED_CACHE_SIZE` (kept in `_FORMS`: many
        problems ask it, each for targets of its own, and its forms for all of them took a
        gigabyte in a six-card table)."""
        key = (part.numbers, target)
        found = _FORMS.get(key)
        if found is None:
            found = _FORMS.put(key, _forms(self, part, target))
            _drop_steps(part, target)
        return found

    def forms_beside(self, part: Part, target: Key, beside: Beside) -> list[Form]:
        """The forms of a part that a last step combining them with one number keeps
        (`Beside`: the step's kind, the number's sign where it can be last, the number): every
        form of the other kind, and of the step's own kind only those the number can join as
        the designated last item (`form.takes_last`). The part is the problem's own, or the
        rest of a problem of four numbers (its targets are then this problem's own too).

        A sum x and a number n make a sum with n as x's designated last term (a sum is never
        a last term: `combined_last`), so only if n is at least x's largest term, or stands
        just before it with every other term subtracted: every term of x but perhaps its
        largest is a number. Most of a large part's forms of the step's kind are not so (in a
        five-card table, 96 % of the four-number parts' sums beside a + or −, 99 % of their
        products beside a × or ÷): they are not built (`_forms`). The same beside the only
        form of a part (a seven-number problem's two numbers beside five)."""
        kind, last, number = beside
        key = (target, kind, last, number.value if number.kind == LEAF else number.key)
        found = part.beside.get(key)
        if found is None:
            # known from the part's numbers before any form is made (then no form of the
            # kind is kept, nor its sides asked): beside a number, with the sign +, every item
            # is a number and at most it; with -, those outside the largest item are
            numbers = part.numbers
            if number.kind == LEAF and (
                (last > 0 and numbers[-1] > number.value)
                or (last < 0 and numbers[0] > number.value)
            ):
                beside = kind, 0, number
                last = 0
            every = part.forms.get(target)
            if every is None:
                found = _forms(self, part, target, beside)
            else:  # (all its forms are known already: those the step keeps are picked out)
                found = [
                    form
                    for form in every
                    if form[1].kind != kind or (last and takes_last(form[1], last, number))
                ]
            part.beside[key] = found
        return found

    def values_of(self, numbers: Numbers) -> set[Key]:
        """Every value an expression of exactly these (sorted) numbers can have."""
        return self.values(self._problem(numbers))

    def witness(self, numbers: Numbers, form: Form) -> Tree:
        """Under a `Restriction`: an expression of one of `forms(numbers, ...)` that keeps the
        game's rules."""
        return self.part(numbers).trees[form_key(form)]


def _drop_steps(part: Part, target: Key) -> None:
    """Forget a part's last steps for a target once its forms are known (they are not asked
    again; a part asked target by target kept them, 6 % of a six-card worker's memory), unless
    they were all found at once (`_forward_steps`)."""
    if not part.all_steps:
        part.steps.pop(target, None)


def _forms(search: Search, part: Part, target: Key, beside: Beside | None = None) -> list[Form]:
    """`Search.forms_of` worked out: combine the forms of each last step's two sides; only
    those a step with one number `beside` keeps, if given (`Search.forms_beside`)."""
    value = value_of(target)
    if len(part.numbers) == 1:
        number = part.numbers[0]
        return [(1, leaf(number))] if number == value else []
    # the forms found, each once, in the order first found: two last steps may build the same
    # form (x + y and x - (-y)); they are told apart by `form_hash` (kept with the nodes) and
    # compared in full only when it is the same (a dict keyed by `form_key` hashed the whole
    # nested key of every form; see `_add_new`)
    found: list[Form] = []
    seen: dict[int, Node] = {}
    # beside one number: the step's kind, the number's sign, the number (see `Beside`)
    own, last, joining = (0, 0, _NO_NUMBER) if beside is None else beside
    for a_part, b_part, symbol, left_is_a, a, b in search.steps(part, target):
        # each form is built once, with its designated last operand on the right
        commutes, additive, undoing = operator_kinds(symbol)
        kind = SUM if additive else PROD
        picked = kind == own  # (only those the number can join last are kept)
        if picked and not last:
            continue
        lefts = search.forms_of(a_part, a)
        if not lefts:
            continue
        if len(lefts) == 1 and _beside_one(search, b_part):
            # one form beside (a number, mostly): where it can be the last item of B's forms
            sign, item = last_item(lefts[0], additive, commutes, left_is_a)
            rights = search.forms_beside(b_part, b, (kind, sign, item))
        else:
            rights = search.forms_of(b_part, b)
        if not left_is_a:
            lefts, rights = rights, lefts
        step = (additive, undoing, commutes, value)
        if picked:
            _combine_picked(search, step, lefts, rights, (kind, last, joining), found, seen)
        else:
            _combine(search, step, lefts, rights, found, seen)
    return found


def _beside_one(search: Search, part: Part) -> bool:
    """Whether a part beside one form gives only the forms the step keeps (`forms_beside`):
    the problem's own parts, and the rest of a problem of four numbers."""
    size = len(part.numbers)
    return size > search._shared or size + 1 == search._size >= 4


#: A last step as `_forms` combines its sides: whether its operator is + or −, whether it is
#: − or ÷, whether it commutes, and the value made.
Step = tuple[bool, bool, bool, Q]


def _combine(
    search: Search,
    step: Step,
    lefts: list[Form],
    rights: list[Form],
    found: list[Form],
    seen: dict[int, Node],
) -> None:
    """Add to `found` each new form of a left and a right side (`combined_last`); a right side
    of the step's kind is never last: only the other way round, beside a left one that is not."""
    additive, undoing, commutes, value = step
    kind = SUM if additive else PROD
    for right in rights:
        search.check()
        if right[1].kind == kind:
            if commutes:
                for left in lefts:
                    if left[1].kind != kind:
                        form = combined_last(additive, undoing, right, left, value)
                        if form is not None:
                            _add_new(form, found, seen)
            continue
        for left in lefts:
            form = combined_last(additive, undoing, left, right, value)
            if form is None and commutes:
                form = combined_last(additive, undoing, right, left, value)
            if form is not None:
                _add_new(form, found, seen)


def _combine_picked(
    search: Search,
    step: Step,
    lefts: list[Form],
    rights: list[Form],
    beside: Beside,
    found: list[Form],
    seen: dict[int, Node],
) -> None:
    """`_combine`, keeping only the forms a number beside joins as their designated last item
    (`beside`: the forms' kind, the number's sign, the number; such a form has no item but
    numbers with the sign +, one with -)."""
    additive, undoing, commutes, value = step
    kind, last, joining = beside
    # (beside a form that is not a number, no bound: more items than any form has)
    most = (0 if last > 0 else 1) if joining.kind == LEAF else 1 << 20
    for right in rights:
        search.check()
        right_items = not_numbers(right[1], kind)
        if right_items > most:
            continue
        for left in lefts:
            if right_items + not_numbers(left[1], kind) > most:
                continue  # too many items that are not numbers for the number to go last
            form = combined_last(additive, undoing, left, right, value)
            if form is None and commutes:
                form = combined_last(additive, undoing, right, left, value)
            if form is not None and takes_last(form[1], last, joining):
                _add_new(form, found, seen)


def _add_new(form: Form, found: list[Form], seen: dict[int, Node]) -> None:
    """Add a form to `found` unless an equal one is there (`seen`: each form's node by
    `form_hash`, which tells the sign too; compiled, a form kept in a dict is a tuple made)."""
    if kept_once(seen, form_hash(form), form[1]):
        found.append(form)


#: `_forms`'s number beside when there is none (never looked at).
_NO_NUMBER: Final = leaf(0)


def _witnessed_forms(search: Search, part: Part, target: Key) -> list[Form]:
    """`Search.forms_of` under a `Restriction`: the form of every expression of the allowed
    operations (each built from every last step: `combine`, not `combine_last`), each with the
    first such expression found as its witness (`Part.trees`)."""
    value = value_of(target)
    if len(part.numbers) == 1:
        number = part.numbers[0]
        if number != value:
            return []
        form = (1, leaf(number))
        part.trees[form_key(form)] = Num(number)
        return [form]
    found: dict[FormKey, Form] = {}
    trees = part.trees
    for a_part, b_part, symbol, left_is_a, a, b in search.steps(part, target):
        lefts, rights = search.forms_of(a_part, a), search.forms_of(b_part, b)
        left_part, right_part = a_part, b_part
        if not left_is_a:
            lefts, rights, left_part, right_part = rights, lefts, b_part, a_part
        for right in rights:
            search.check()
            right_tree = right_part.trees[form_key(right)]
            for left in lefts:
                form = combine(symbol, left, right, value)
                key = form_key(form)
                if key not in found:
                    found[key] = form
                    trees[key] = Op(symbol, left_part.trees[form_key(left)], right_tree)
    return list(found.values())


def value_of(target: Key) -> Q:
    """`from_key(target)`, a fraction made once (the Fraction constructor is Python code: made
    for every part and target whose forms are listed, it took 1 % of a five-card table)."""
    if isinstance(target, int):
        return target
    found = _VALUES.get(target)
    if found is None:
        found = _VALUES.put(target, from_key(target))
    return found


#: The forms of the shared parts larger than `SHARED_CACHE_SIZE`, by numbers and target.
_FORMS: Final[Kept[tuple[Numbers, Key], list[Form]]] = Kept(FORMS_KEPT)

#: `value_of` already worked out (shared by every problem).
_VALUES: Final[Kept[Key, Q]] = Kept(PARTNERS_KEPT)


def clear_caches() -> None:
    """Forget everything kept between problems (for timing from cold)."""
    _VALUES.clear()
    _SHARED.clear()
    _SHARED_SPLITS.clear()
    _FORMS.clear()
    _NEEDED.forget()
    operations.clear_caches()
