"""The gimmicks with 0, 1 and pairs that cancel: where they stand does not make another answer.

The rule kept here (the second half of how 4nums.com counts answers; the first is
`solver.make24.form`): a solution is the same answer wherever it puts

- a factor worth 1, multiplied or divided: 8×3×(5−4), 8×3÷(5−4) and 8÷(5−4)×3 are one;
- a neutral pair, a value added and an equal one subtracted (+X−X′) or multiplied and divided
  (×X÷X′), X and X′ equal in value however they are written: 4×6+3−3 is 4×(6+3−3);
- a term worth 0, added or subtracted: 4×6+(5−5) is 4×(6+(5−5));
- a zero times anything: only which numbers the other factors use matters (0×0 is 0+0).

`hoist` takes every such part out of where it stands into a `Loose` collection, and
`solver.make24.canon` attaches them at the top of the solution, where their order is fixed. A part
that only looks neutral stays where it is when it carries a sign nothing else can: (1−2)×1 is not
1×1, and the sign of (1−3−1)×1 stays with 1−3−1.

What `hoist` works out of a node is kept on the node (`Node.hoisted`, by the sign the node
carries): the same sub-forms come up in many solutions of a hand.
"""

from __future__ import annotations

from typing import final

from ..core.numbers import Q, equals_whole, same_value
from .form import (
    LEAF,
    PROD,
    SUM,
    Form,
    FormKey,
    Node,
    apart,
    back,
    built_of_items,
    factors_of,
    flat_key,
    flipped,
    has_plus,
    leaf,
    product_node,
    sum_node,
    terms_of,
)


@final
class Loose:
    """The neutral parts collected while canonicalising: they end up attached at the top.

    `keep` False: `hoist` keeps no answer with the nodes, which are new and not asked again (the
    nodes of a tree worked out again, as `canon._settle` does).
    """

    __slots__ = ("keep", "ones", "pairs", "zeros")

    def __init__(self, keep: bool = True) -> None:
        self.keep = keep
        self.ones: list[Node] = []
        self.pairs: list[tuple[Node, Node]] = []
        self.zeros: list[Node] = []

    def parts(self) -> tuple[tuple[Node, ...], tuple[tuple[Node, Node], ...], tuple[Node, ...]]:
        """The ones, pairs and zeros collected (to keep)."""
        return tuple(self.ones), tuple(self.pairs), tuple(self.zeros)


def _rebuild_sum(terms: list[tuple[int, Node]]) -> Form:
    flat: list[tuple[int, Node]] = []
    for sign, node in terms:
        flat.extend(terms_of((1, node), sign))
    if not flat:
        raise AssertionError("empty sum")
    if len(flat) == 1 and flat[0][0] > 0:
        return 1, flat[0][1]
    return 1, sum_node(flat)


def _rebuild_prod(sign: int, factors: list[tuple[int, Node]]) -> Form:
    flat: list[tuple[int, Node]] = []
    for exp, node in factors:
        s, fs = factors_of((1, node), exp)
        sign *= s
        flat.extend(fs)
    if len(flat) == 1 and flat[0][0] > 0:
        return sign, flat[0][1]
    return sign, product_node(flat)


def _take_pair(
    items: list[tuple[int, Node]], keep: int = 1
) -> tuple[Node, Node, list[tuple[int, Node]]] | None:
    """Find X (positive) and X' (negative) of equal non-zero value, leaving a positive item."""
    for i, (si, xi) in enumerate(items):
        if si < 0 or equals_whole(xi.value, 0):
            continue
        for j, (sj, xj) in enumerate(items):
            if sj > 0 or not same_value(xj.value, xi.value):
                continue
            rest = [item for k, item in enumerate(items) if k not in (i, j)]
            if len(rest) >= keep and any(s > 0 for s, _ in rest):
                return xi, xj, rest
    return None


def hoist(node: Node, loose: Loose, outer: int = 1) -> Form:
    """Take the neutral parts out of a node (into `loose`) and return what is left.

    `outer` is the sign the node carries where it stands (only a whole solution has one).
    The answer is kept with the node: shared sub-forms come up in many solutions.
    """
    if node.kind == LEAF or not node.has_neutral():
        return 1, node
    if not loose.keep:
        return _hoist_once(node, loose, outer)
    if node.hoisted is None:
        node.hoisted = {}
    found = node.hoisted.get(outer)
    if found is None:
        own = Loose()
        found = node.hoisted[outer] = apart(node, _hoist_once(node, own, outer)), *own.parts()
    kept, ones, pairs, zeros = found
    if ones:  # (mostly one or two of the three are empty)
        loose.ones.extend(ones)
    if pairs:
        loose.pairs.extend(pairs)
    if zeros:
        loose.zeros.extend(zeros)
    return back(node, kept)


def hoist_whole(node: Node, loose: Loose, outer: int = 1) -> Form:
    """`hoist` of a whole solution's node, not kept with it: the node is new with each form (or
    each `_settle` round), so a kept answer would cost a dict and its tuples and not be asked
    again; its sub-nodes' answers are kept (`hoist`), as many forms share them."""
    if node.kind == LEAF or not node.has_neutral():
        return 1, node
    if node.hoisted is not None and outer in node.hoisted:
        return hoist(node, loose, outer)
    return _hoist_once(node, loose, outer)


def _hoist_once(node: Node, loose: Loose, outer: int) -> Form:
    """`hoist` worked out, for a node with neutral parts."""
    if node.kind == SUM:
        return _hoist_sum(node, loose)
    return _hoist_product(node, loose, outer)


def _hoist_sum(node: Node, loose: Loose) -> Form:
    """`hoist` of a sum: its neutral pairs (+X-X') and zeros go to `loose`."""
    terms: list[tuple[int, Node]] = []
    for item in node.items:
        sign, child = item
        if child.kind == LEAF:
            terms.append(item)
            continue
        hoisted = hoist(child, loose)
        if hoisted[0] == 1 and hoisted[1] is child:
            terms.append(item)  # as it was (a term is never a sum: nothing to flatten)
        else:
            terms.extend(terms_of(hoisted, sign))
    if any(s < 0 and equals_whole(n.value, 0) for s, n in terms):  # -0 is +0
        terms = [(1 if equals_whole(n.value, 0) else s, n) for s, n in terms]
    while (found := _take_pair(terms)) is not None:
        x, x2, terms = found
        loose.pairs.append((x, x2))
    rest = [item for item in terms if not equals_whole(item[1].value, 0)]
    if len(rest) < len(terms) and any(s > 0 for s, _ in rest):
        loose.zeros.extend(n for _, n in terms if equals_whole(n.value, 0))
        terms = rest
    if len(terms) == 1 and terms[0][0] > 0:
        return 1, terms[0][1]
    return 1, _rebuilt(node, terms, node.value)


def _hoist_product(node: Node, loose: Loose, outer: int) -> Form:
    """`hoist` of a product: its neutral pairs (*X/X') and ones go to `loose`, unless a factor
    that only looked neutral carries the sign."""
    sign = 1
    factors: list[tuple[int, Node]] = []
    for item in node.items:
        exp, child = item
        if child.kind == LEAF:
            factors.append(item)  # as it was (a number is its own factor)
            continue
        s, more = factors_of(hoist(child, loose), exp)
        sign *= s
        factors.extend(more)
    if any(equals_whole(f.value, 0) for _, f in factors):
        return zero_product(factors)
    hoisted = factors  # (the lists below are new ones)
    if any(e < 0 and equals_whole(f.value, 1) for e, f in factors):
        # dividing by something worth 1 is multiplying by it
        factors = [(1 if equals_whole(f.value, 1) else e, f) for e, f in factors]
    pairs: list[tuple[Node, Node]] = []
    while (found := _take_pair(factors)) is not None:
        x, x2, factors = found
        pairs.append((x, x2))
    ones = [f for e, f in factors if equals_whole(f.value, 1)]
    if ones:
        factors = _without_ones(factors, ones)
    core = _product_of(node, sign, factors)
    if sign * outer < 0 and not absorbs_sign(core[1]):
        # a factor that only looked neutral carries the sign: (1-2)*1 is not 1*1
        return _product_of(node, sign, hoisted)
    loose.pairs.extend(pairs)
    loose.ones.extend(ones)
    return core


def _product_of(node: Node, sign: int, factors: list[tuple[int, Node]]) -> Form:
    """The product of a product node's factors left by `hoist` (factors as `factors_of` gives
    them, none a product), with the sign taken out of them: worth what the node is worth."""
    if len(factors) == 1 and factors[0][0] > 0:
        return sign, factors[0][1]
    return sign, _rebuilt(node, factors, node.value * sign)


def _rebuilt(node: Node, items: list[tuple[int, Node]], value: Q) -> Node:
    """A node of `node`'s kind made of `items` (none of that kind) and worth `value`: `node`
    itself when they are its own items, and built without sorting when they are some of them,
    in their order (`hoist` took the others out); `sum_node` or `product_node` otherwise, with
    the value given (what `hoist` takes out is worth 0 in a sum and 1 in a product).

    Most nodes `hoist` rewrites lose a pair, a one or a zero and keep the rest as it was: sorting
    the rest again compared nested keys, and rebuilding what was not changed made a new node.
    A node whose key is not made of its items' keys (`canon._sign_inside`'s) is built anew."""
    if built_of_items(node) and _some_of(items, node.items):
        if len(items) == len(node.items):
            return node
        return Node(node.kind, tuple(items), value, flat_key(node.kind, items))
    if node.kind == SUM:
        return sum_node(items, value)
    return product_node(items, value)


def _some_of(items: list[tuple[int, Node]], whole: tuple[tuple[int, Node], ...]) -> bool:
    """Whether `items` are some of `whole`'s items (the same nodes with the same signs), in
    `whole`'s order: then they are sorted as `whole` is."""
    at = 0
    for sign, item in items:
        while at < len(whole) and (whole[at][1] is not item or whole[at][0] != sign):
            at += 1
        if at == len(whole):
            return False
        at += 1
    return True


def _without_ones(factors: list[tuple[int, Node]], ones: list[Node]) -> list[tuple[int, Node]]:
    """The factors but those worth 1 (taken out of `ones` is the one kept when nothing else is
    multiplied)."""
    rest = [(e, f) for e, f in factors if not equals_whole(f.value, 1)]
    if not any(e > 0 for e, _ in rest):
        keep = min(ones, key=node_order)
        ones.remove(keep)
        rest.append((1, keep))
    return rest


def absorbs_sign(node: Node) -> bool:
    """Whether a negative sign can be written into the node (it has a sum to turn round)."""
    if node.kind == SUM:
        return has_plus(flipped(node))
    return node.kind == PROD and any(f.kind == SUM and has_plus(flipped(f)) for _, f in node.items)


def zero_product(factors: list[tuple[int, Node]]) -> Form:
    """Something times zero: only which numbers the other factors use matters (0*0 is 0+0)."""
    zeros = [f for _, f in factors if equals_whole(f.value, 0)]
    numbers = [leaf(v) for _, f in factors if not equals_whole(f.value, 0) for v in _numbers(f)]
    zero = _rebuild_sum([(1, z) for z in zeros])
    if not numbers:
        return zero
    other = _rebuild_sum([(1, n) for n in numbers])
    return _rebuild_prod(1, [(1, zero[1]), (1, other[1])])


def _numbers(node: Node) -> list[Q]:
    if node.kind == LEAF:
        return [node.value]
    return [v for _, child in node.items for v in _numbers(child)]


def node_order(node: Node) -> FormKey:
    return node.key
