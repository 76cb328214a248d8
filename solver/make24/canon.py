"""Canonical forms: when two solutions are the same answer, and which of them is shown.

Two solutions are one answer when 4nums.com counts them as one: when the laws of + and × make
them equal (`solver.make24.form`: order, grouping, where − and ÷ stand in a chain, signs taken
out of factors), and whatever the gimmicks with 0, 1 and pairs that cancel (×(5−4), ×3÷3, +3−3,
+0) do (`solver.make24.neutral`). With this rule the 1820 hands of 1..13 have exactly 4nums.com's
figures: 1362 solvable, 3017 answers.

`canonical` brings a whole solution to its class: the algebra's normal form, the neutral parts
taken out and put back at the top in a fixed order (ones multiplied into the top product, pairs
and zeros added after it), run again on its own result until it stands still (a zero or a one
can be taken out in more than one way; this settles on one). The result, a `Canonical`, has the
`key` of the class and the `tree` shown for it, written in the preferred order
(`solver.make24.display`: groups first, larger operands first, + before −, × before ÷).
`listing_order` puts the plainest answers first.
"""

from __future__ import annotations

from typing import Final, Protocol, TypeVar, final

from ..core.errors import DivisionByZeroError
from ..core.numbers import Q, equals_whole, key_of
from ..core.tree import Tree, number_alone
from .display import Shown, attach_ones, show, then
from .form import (
    LEAF,
    NOT_POSITIVE,
    PROD,
    SIGNED,
    SUM,
    Form,
    FormKey,
    Node,
    built_of_items,
    combine,
    flipped,
    form_key,
    form_of,
    has_plus,
)
from .neutral import Loose, absorbs_sign, hoist_whole, node_order, zero_product


@final
class Canonical:
    """A solution brought to its class's canonical form: `key` identifies the class, `tree` is
    the representative shown to people, in the preferred order (`solver.make24.display`)."""

    __slots__ = ("_shown", "core", "key", "ones", "pairs", "sign", "zeros")

    def __init__(
        self,
        key: FormKey,
        sign: int,
        core: Node,
        ones: tuple[Node, ...],
        pairs: tuple[tuple[Node, Node], ...],
        zeros: tuple[Node, ...],
    ) -> None:
        self.key = key
        self.sign = sign
        self.core = core
        self.ones = ones
        self.pairs = pairs
        self.zeros = zeros
        self._shown: Shown | None = None

    @property
    def tree(self) -> Tree:
        """The representative shown to people."""
        return self.shown().tree

    @property
    def text(self) -> str:
        """The representative as ASCII text with the fewest brackets (what `render` writes)."""
        shown = self.shown()
        if shown.first is None:  # a number alone: brackets for a fraction only
            return number_alone(shown.operands()[0])
        return shown.text()

    def tally(self) -> tuple[int, int, int]:
        """Steps of the representative's working whose result is not whole and positive;
        its divisions; its subtractions."""
        return self.shown().tally()[1:]

    def order(self) -> Order:
        """Where the solution goes in a listing (`listing_order`)."""
        return listing_order(self.tally(), self.text)

    def shown(self) -> Shown:
        """The representative with what is worked out of it (once)."""
        if self._shown is None:
            if self.ones:
                core = attach_ones(self.core, self.sign, self.ones)
            else:
                core = show(self.core, self.sign)
            if self.pairs or self.zeros:  # (most have neither: no list made for them)
                steps: list[tuple[str, Shown]] = []
                for x, x2 in self.pairs:
                    steps.append(("+", show(x)))
                    steps.append(("-", show(x2)))
                for zero in self.zeros:
                    steps.append(("+", show(zero)))
                core = then(core, steps)
            self._shown = core
        return self._shown

    def __repr__(self) -> str:
        return f"Canonical({self.key!r})"


#: Where a solution goes in a listing (`listing_order`).
Order = tuple[int, int, int, int, str]


def listing_order(tally: tuple[int, int, int], text: str) -> Order:
    """The order of a listing of solutions: whole positive steps first, then fewer divisions
    and subtractions, then shorter text (a solution's `Canonical.tally` and text)."""
    awkward, divisions, subtractions = tally
    return awkward, divisions, subtractions, len(text), text


#: Results of `_settle` (see `canonical`) by the first pass's `class_hash`: its key, the value and
#: the result of each (a dict keyed by the key and the value hashed the whole nested key each time).
Settled = dict[int, list[tuple[FormKey, Q, "Canonical | None"]]]


def canonical(form: Form, settled: Settled | None = None) -> Canonical:
    """Bring a whole solution to the canonical form of its class.

    The rewriting is run again on its own result until it stands still (a zero or a one can be
    taken out in more than one way; this settles on one), so the shown tree is always a fixed point.
    `settled` (a dict the caller keeps, e.g. for one problem) remembers that work: it depends only
    on the first pass's result, which many forms of a class share.
    """
    sign, node = form
    if node.kind == LEAF or not (node.has_neutral() or (sign < 0 and absorbs_sign(node))):
        # no neutral part to move: the algebra's form is canonical (or `_sign_inside` would act,
        # as it does on (1+(-1))*(1+(-1))-4 once it has come to 1+1+(-1)+(-1)-4)
        key = (1 if equals_whole(node.value, 0) else sign, node.key, (), (), ())
        return Canonical(key, sign, node, (), (), ())
    found = _canonical_once(form)
    untouched = not (found.ones or found.pairs or found.zeros)
    if untouched and found.sign == sign > 0 and found.core.key == node.key:
        return found  # no neutral part moved: the algebra's form is canonical
    value = sign * node.value
    result = _settle(found, value) if settled is None else _settled(found, value, settled)
    if result is None:
        # a negative whole whose sign no sum can carry once the neutral parts are out (only with
        # negative targets): the class its algebra's form comes to as written, else that form
        plain = Canonical(("plain", form_key(form)), sign, node, (), (), ())
        return _settle(plain, value) or plain
    return result


def _settled(found: Canonical, value: Q, settled: Settled) -> Canonical | None:
    """`_settle`, looked up in `settled` by `class_hash` where known (None is a result too)."""
    code = class_hash(found)
    alike = settled.get(code)
    if alike is None:
        alike = settled[code] = []
    else:
        for key, known, result in alike:
            if key == found.key and known == value:
                return result
    result = _settle(found, value)
    alike.append((found.key, value, result))
    return result


def _settle(found: Canonical, value: Q) -> Canonical | None:
    """Run the rewriting again until it stands still; None if the result is not worth `value`.

    None also when a shown tree cannot be written or worked out (all of a sum subtracted, or a
    division by what became zero): only with negative numbers, where signs have nowhere to go.
    """
    try:
        for _ in range(4):
            again = _canonical_once(_shown_form(found), keep=False)
            if again.key == found.key:
                break
            found = again
        # (the shown tree's value as its tally works it out, in whole numbers: the listing
        # asks for the tally too)
        faithful = found.shown().tally()[0] == key_of(value)
    except (IndexError, ArithmeticError, DivisionByZeroError):
        faithful = False
    return found if faithful else None


def _shown_form(found: Canonical) -> Form:
    """`form_of(found.tree)`. Where every number and result in it is positive, no zero was
    taken out and the core is an algebra's own node (not `_sign_inside`'s), the shown tree is
    the core, times the ones, plus and minus each pair: its form is made of those, a few
    `combine`s, not of every operation of the tree again (half of `_settle`'s work)."""
    sign, core = found.sign, found.core
    parts = (core, *found.ones, *(node for pair in found.pairs for node in pair))
    if (
        sign < 0
        or found.zeros
        or not built_of_items(core)
        or any(node.positive() == NOT_POSITIVE for node in parts)
    ):
        return form_of(found.tree)
    form: Form = (sign, core)
    for one in found.ones:
        form = combine("*", form, (1, one))
    for x, x2 in found.pairs:
        form = combine("-", combine("+", form, (1, x)), (1, x2))
    return form


def _canonical_once(form: Form, keep: bool = True) -> Canonical:
    """One pass of `canonical`: the neutral parts taken out and put back at the top in order
    (`keep` False: the form's nodes are new and not asked again, see `Loose`)."""
    loose = Loose(keep)
    outer, node = _sign_inside(form)
    sign, core = hoist_whole(node, loose, outer)
    sign = 1 if equals_whole(core.value, 0) else sign * outer
    if sign < 0 and core.kind == SUM:
        turned = flipped(core)
        if has_plus(turned):
            sign, core = 1, turned  # -(3+1-1) is 1-3-1
    if not (loose.ones or loose.pairs or loose.zeros):  # nothing taken out: nothing to order
        return Canonical((sign, core.key, (), (), ()), sign, core, (), (), ())
    if equals_whole(core.value, 0) and loose.ones:  # (A-A)*1 is a zero times something
        core = zero_product([(1, core), *((1, one) for one in loose.ones)])[1]
        loose.ones.clear()
    ones = _in_order(loose.ones)
    pairs = [_ordered_pair(x, x2) for x, x2 in loose.pairs]
    while len(ones) >= 2:  # (A*1)*1 is (A+1)-1
        pairs.append(_ordered_pair(ones.pop(), ones.pop()))
    if len(pairs) > 1:
        pairs.sort(key=_pair_order)
    zeros = _in_order(loose.zeros)
    key = (
        sign,
        core.key,
        tuple(o.key for o in ones),
        tuple((a.key, b.key) for a, b in pairs),
        tuple(z.key for z in zeros),
    )
    return Canonical(key, sign, core, tuple(ones), tuple(pairs), tuple(zeros))


def _in_order(nodes: list[Node]) -> list[Node]:
    """The nodes sorted by key (mostly none or one: a sort is a method call from compiled code)."""
    return sorted(nodes, key=node_order) if len(nodes) > 1 else list(nodes)


def _pair_order(pair: tuple[Node, Node]) -> tuple[FormKey, FormKey]:
    """Where a neutral pair goes among the pairs attached at the top: by its two keys (a
    function, not a lambda: compiled, a lambda made a closure at every pass, sorted or not)."""
    return node_order(pair[0]), node_order(pair[1])


def _ordered_pair(x: Node, x2: Node) -> tuple[Node, Node]:
    """Two nodes sorted by key (the first first when equal, as a sort keeps them)."""
    return (x2, x) if node_order(x2) < node_order(x) else (x, x2)


def _sign_inside(form: Form) -> Form:
    """A negative product with its sign written back into a sum factor, where one can take it.

    Neutral parts are then taken out of that sum only where they leave it something to subtract
    from: the sign of (1-3-1)*1 stays with 1-3-1.
    """
    sign, node = form
    if sign > 0 or node.kind != PROD:
        return form
    for index, (exp, factor) in enumerate(node.items):
        if factor.kind == SUM and has_plus(flipped(factor)):
            items = list(node.items)
            items[index] = (exp, flipped(factor))
            return 1, Node(PROD, tuple(items), -node.value, (PROD, SIGNED, node.key))
    return form


#: `key_hash` stays below 2**30: compiled, a product of ints takes the quick way only when both
#: are below 2**31 (else it is Python's multiplication of objects).
_HASH_MASK: Final = (1 << 30) - 1
#: What a dict keyed by `form_hash` or `class_hash` (both below 2**31) adds to a hash to keep
#: an entry whose hash an unequal one already has (`kept_once`).
CLASH: Final = 1 << 31


class Keyed(Protocol):
    """What `kept_once` keeps: a node or a canonical form, told apart by its key."""

    @property
    def key(self) -> FormKey: ...


K = TypeVar("K", bound=Keyed)


def kept_once(seen: dict[int, K], code: int, item: K) -> bool:
    """Keep `item` in `seen` by its hash `code` unless one of an equal key is there; whether
    it is new. One entry for each hash (a list for each, nearly always of one, cost a list
    made and freed for every item): an unequal item with the same hash goes at the hash plus
    `CLASH`, and so on. A new entry is told by the dict's size (compiled, a tuple kept, such
    as a form, is a new object: never the one in hand)."""
    while True:
        known = len(seen)
        other = seen.setdefault(code, item)
        if len(seen) > known:
            return True
        if other.key == item.key:
            return False
        code += CLASH


def key_hash(node: Node) -> int:
    """A hash of a node's key, kept with the node and worked out from its items' hashes: hashing
    the key itself walks the whole nested tuple again each time (Python does not keep a tuple's
    hash). Equal keys have equal hashes: a leaf's and any other key's that is not made of its
    items' keys (`_sign_inside`'s) hash as the key itself; a sum's or product's key is its kind
    and its items' signs and keys, and its hash is made of the same, the items' by this function.
    """
    found = node.hash
    if found < 0:
        key = node.key
        if node.kind == LEAF or not built_of_items(node):
            found = hash(key) & _HASH_MASK
        else:
            found = node.kind
            for sign, item in node.items:
                found = ((found * 31) ^ (key_hash(item) * 3 + sign + 1)) & _HASH_MASK
        node.hash = found
    return found


def form_hash(form: Form) -> int:
    """A hash of `form_key(form)` (forms of equal keys hash alike), without walking the key;
    odd for a positive sign, even for a negative one."""
    sign, node = form
    return key_hash(node) * 2 + (sign > 0)


def class_hash(found: Canonical) -> int:
    """A hash of a canonical form's `key` made of its nodes' `key_hash`es (solutions with equal
    keys hash alike), without walking the key: many forms of a problem are sorted into classes
    by it (hashing the nested key itself was 2 % of a five-card table)."""
    key = found.key
    first = key[0]
    if not isinstance(first, int):  # the "plain" key of a form kept as it is
        return hash(key) & _HASH_MASK
    code = ((first + 2) * 31 ^ key_hash(found.core)) & _HASH_MASK
    for one in found.ones:
        code = (code * 31 ^ key_hash(one)) & _HASH_MASK
    code = (code * 31 ^ 1) & _HASH_MASK
    for x, x2 in found.pairs:
        code = ((code * 31 ^ key_hash(x)) * 31 ^ key_hash(x2)) & _HASH_MASK
    code = (code * 31 ^ 2) & _HASH_MASK
    for zero in found.zeros:
        code = (code * 31 ^ key_hash(zero)) & _HASH_MASK
    return code
