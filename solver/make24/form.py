"""The same algebra: the normal form two solutions share when the laws of + and × make them equal.

The rule kept here (the first half of how 4nums.com counts answers, whose figures the solver
matches: 1362 solvable hands of 1..13, 3017 answers, 11 for 2 4 8 10): two solutions are one
answer when they differ only by

- the order of a sum's terms or a product's factors, and their grouping: a+b+c is c+(b+a);
- where − and ÷ stand in a chain: a−b+c is a+c−b, a÷b×c is a×c÷b;
- signs taken out of factors: (a−b)×(c−d) with a<b and c<d is (b−a)×(d−c), and a sum that comes
  up with either sign (−13+10 and 13−10 under a minus) is one factor.

The gimmicks with 0, 1 and pairs that cancel are the other half (`solver.make24.neutral`).

A `Node` is a number, a sum of signed terms or a product of signed factors: a sum's terms are
never sums and a product's factors never products (chains are flattened), and the items are
sorted by their keys, so that equal algebra gives equal keys. A `Form` is a sign and a node
(value = sign × node.value): a product keeps its sign outside, and a sum about to become a factor
gives its sign up where it can (`_as_factor`: the positive one of a sum and its negation).

The search builds forms bottom-up as it combines values (`combine`), and builds each sum of k
terms (product of k factors) once, not k times: `combine_last` keeps only the way that takes its
largest term last.

>>> from solver import parse, to_tree
>>> one, other = (form_of(to_tree(parse(text))) for text in ("(1-2)*(3-4)", "(4-3)*(2-1)"))
>>> form_key(one) == form_key(other)
True

Compiled with mypyc (setup.py): nodes are final classes with slots; what is worked out of a node
is kept on it rather than in a dict, with None for the node itself (a node that referred to
itself would be garbage only the cyclic collector frees, and the searches pause it).
"""

from __future__ import annotations

from typing import Final, final

from ..core.numbers import Key, Q, equals_whole, from_key, is_negative, key_of, parts, reduced
from ..core.operators import ADDITIVE, UNDOING
from ..core.tree import Num, Op, Tree, fold

#: The kinds of node.
LEAF: Final = 0
SUM: Final = 1
PROD: Final = 2

#: A node's identity under the algebra: a number's is ``(LEAF, value)``; a sum's or a product's
#: its kind, then each item's sign and key in turn, flat: ``(SUM, 1, key_of_x, -1, key_of_y)``.
#: Flat, a node's key is one tuple, not one for each item and one of them all (fewer to make,
#: compare and free), and keys order as the nested ``(kind, ((sign, key), ...))`` did: each item
#: is two entries, so the first difference falls at the same sign or key. A key not made of its
#: items (`canon._sign_inside`'s) has `SIGNED` second (`built_of_items`).
FormKey = tuple[object, ...]
#: The second entry of a key that is not made of its node's items.
SIGNED: Final = "signed"


@final
class Node:
    """A normal form of the algebra: a number, a sum of signed terms or a product of signed
    factors.

    Terms of a sum are never sums; factors of a product are never products. `value` is exact.
    """

    __slots__ = (
        "_neutral",
        "_positive",
        "factor",
        "hash",
        "hoisted",
        "items",
        "key",
        "kind",
        "shown",
        "value",
    )

    def __init__(
        self, kind: int, items: tuple[tuple[int, Node], ...], value: Q, key: FormKey
    ) -> None:
        self.kind = kind
        self.items = items
        self.value = value
        self.key = key
        self._neutral: bool | None = None
        self._positive = -1  # `positive` of the node, once worked out
        self.shown: object = None  # the display of the node, once worked out
        # What is worked out of a node is kept with it, with None for the node itself: a node
        # that referred to itself would be garbage only the cyclic collector frees, and the
        # searches pause it (table workers never run it).
        self.hoisted: dict[int, Hoisted] | None = None  # `hoist` of the node, by outer sign
        self.factor: tuple[int, Node | None] | None = None  # `_as_factor` of a sum
        self.hash = -1  # `canon.key_hash` of the node, once worked out (never negative)

    def has_neutral(self) -> bool:
        """Whether `solver.make24.neutral` may rewrite this node: a 0 or 1 inside, or a pair of
        equal values."""
        if self._neutral is None:
            self._neutral = equals_whole(self.value, 0) or _has_neutral(self)
        return self._neutral

    def positive(self) -> int:
        """`NOT_POSITIVE` when some number or result in the node is worth 0 or less, else
        `DIVIDES_BY_ONE` when some product in it divides by a factor worth 1, else `POSITIVE`
        (`classes` leaves out a form that divides by one: its twin that multiplies is there)."""
        if self._positive < 0:
            self._positive = _positive(self)
        return self._positive

    def __repr__(self) -> str:
        return f"Node({self.key!r})"


def _has_neutral(node: Node) -> bool:
    if node.kind == LEAF:
        return False
    # the items seen so far, by sign (a few: lists are quicker to make than a dict, and keys
    # quicker to compare than Fractions)
    plus: list[Key] = []
    minus: list[Key] = []
    product = node.kind == PROD
    for sign, child in node.items:
        value = key_of(child.value)  # (a whole value's key is its int: 0 and 1 are ints)
        if isinstance(value, int) and (value == 0 or (product and value == 1)):
            return True
        if child.has_neutral():
            return True
        if value in (minus if sign > 0 else plus):
            return True
        (plus if sign > 0 else minus).append(value)
    return False


#: What `Node.positive` says of a node.
NOT_POSITIVE: Final = 0
POSITIVE: Final = 1
DIVIDES_BY_ONE: Final = 2


def _positive(node: Node) -> int:
    value = node.value
    if is_negative(value) or equals_whole(value, 0):
        return NOT_POSITIVE
    found = POSITIVE
    product = node.kind == PROD
    for sign, child in node.items:
        inner = child.positive()
        if inner == NOT_POSITIVE:
            return NOT_POSITIVE
        if inner == DIVIDES_BY_ONE or (product and sign < 0 and equals_whole(child.value, 1)):
            found = DIVIDES_BY_ONE
    return found


#: A signed normal form: value = sign * node.value.
Form = tuple[int, Node]
#: What `hoist` keeps of a node: what is left (None: the node itself), and the ones, neutral
#: pairs and zeros taken out.
Hoisted = tuple[
    tuple[int, "Node | None"],
    tuple["Node", ...],
    tuple[tuple["Node", "Node"], ...],
    tuple["Node", ...],
]


def leaf(value: Q) -> Node:
    """The normal form of a number."""
    return Node(LEAF, (), value, (LEAF, value))


def sum_node(terms: list[tuple[int, Node]], value: Q | None = None) -> Node:
    """The sum of signed terms (none of them a sum), its value worked out unless given."""
    items = _in_order(terms)
    if value is None:
        value = _sum_value(items)
    return Node(SUM, items, value, flat_key(SUM, items))


def product_node(factors: list[tuple[int, Node]], value: Q | None = None) -> Node:
    """The product of factors with their exponents ±1 (none of them a product), its value worked
    out unless given."""
    items = _in_order(factors)
    if value is None:
        value = _product_value(items)
    return Node(PROD, items, value, flat_key(PROD, items))


def flat_key(kind: int, items: tuple[tuple[int, Node], ...] | list[tuple[int, Node]]) -> FormKey:
    """The key of a sum or product of these items, in this order (`FormKey`)."""
    key: list[object] = [kind]
    for sign, node in items:
        key.append(sign)
        key.append(node.key)
    return tuple(key)


def built_of_items(node: Node) -> bool:
    """Whether a node's key is its own, made of its items' signs and keys (a number's, its value,
    counts too): every one's but `canon._sign_inside`'s, whose key marks it `SIGNED`."""
    key = node.key
    return len(key) < 2 or not isinstance(key[1], str)


def _in_order(items: list[tuple[int, Node]]) -> tuple[tuple[int, Node], ...]:
    """The items sorted by key, then sign, as a stable sort by ``(node.key, sign)`` sorts them:
    an insertion sort of the few items of a node (a sort with a key function called the
    function and made a tuple for each item)."""
    out: list[tuple[int, Node]] = []
    for item in items:
        sign, node = item
        key = node.key
        where = len(out)
        while where and not _at_least(key, sign, out[where - 1][1].key, out[where - 1][0]):
            where -= 1
        out.insert(where, item)
    return tuple(out)


def _sum_value(terms: tuple[tuple[int, Node], ...]) -> Q:
    """The value of a sum's signed terms, in whole numbers (a Fraction's + and - are Python
    code; one Fraction is made at the end, where the sum is not whole)."""
    top, bottom = 0, 1
    for sign, node in terms:
        p, q = parts(key_of(node.value))
        top = top * q + (p * bottom if sign > 0 else -p * bottom)
        bottom *= q
    return top if bottom == 1 else from_key(reduced(top, bottom))


def _product_value(factors: tuple[tuple[int, Node], ...]) -> Q:
    """The value of a product's factors with their exponents, in whole numbers (as `_sum_value`);
    ZeroDivisionError for a division by 0."""
    top, bottom = 1, 1
    for exp, node in factors:
        p, q = parts(key_of(node.value))
        if exp > 0:
            top, bottom = top * p, bottom * q
        else:
            top, bottom = top * q, bottom * p
    if not bottom:
        raise ZeroDivisionError("division by zero")
    return top if bottom == 1 else from_key(reduced(top, bottom))


def flipped(node: Node) -> Node:
    """A sum with every sign changed."""
    return sum_node([(-s, t) for s, t in node.items])


def has_plus(node: Node) -> bool:
    return any(s > 0 for s, _ in node.items)


def _as_factor(node: Node) -> tuple[int, Node]:
    """A sum about to become a factor, with its sign taken out where it can be."""
    if node.kind != SUM:
        return 1, node
    if node.factor is None:
        node.factor = apart(node, _sum_as_factor(node))
    return back(node, node.factor)


def apart(node: Node, form: Form) -> tuple[int, Node | None]:
    """A form worked out of a node, to keep with it: None for the node itself (no cycle)."""
    sign, other = form
    return sign, None if other is node else other


def back(node: Node, kept: tuple[int, Node | None]) -> Form:
    """A form kept with a node (`apart`), as it was worked out."""
    sign, other = kept
    return sign, node if other is None else other


def _sum_as_factor(node: Node) -> tuple[int, Node]:
    """`_as_factor` of a sum, worked out: a sum and its negation (both come up with negative
    numbers: -13+10, and 5*(4-6)-(-13) is -(-13)-10) become one factor, the positive one (the
    smaller key for 0) unless only the other can be written."""
    negative = is_negative(node.value)
    if negative or equals_whole(node.value, 0):
        turned = flipped(node)
        if _writable(turned) and (negative or not _writable(node) or turned.key < node.key):
            return -1 if negative else 1, turned
    return 1, node


def _writable(node: Node) -> bool:
    """Whether a sum can be written without a unary minus (as `display._arrange_sum` writes it)."""
    return has_plus(node) or any(can_negate(term) for sign, term in node.items if sign < 0)


def terms_of(form: Form, sign: int) -> list[tuple[int, Node]]:
    s, node = form
    s *= sign
    if node.kind == SUM:
        return [(s * ts, t) for ts, t in node.items]
    return [(s, node)]


def factors_of(form: Form, exp: int) -> tuple[int, list[tuple[int, Node]]]:
    s, node = form
    if node.kind == PROD:
        return s, [(exp * e, f) for e, f in node.items]
    sign, factor = _as_factor(node)
    return s * sign, [(exp, factor)]


def combine(symbol: str, x: Form, y: Form, value: Q | None = None) -> Form:
    """The normal form of ``x symbol y`` (whose value the caller may already know)."""
    if symbol in ADDITIVE:
        return 1, sum_node(terms_of(x, 1) + terms_of(y, -1 if symbol in UNDOING else 1), value)
    sx, fx = factors_of(x, 1)
    sy, fy = factors_of(y, -1 if symbol in UNDOING else 1)
    sign = sx * sy
    return sign, product_node(fx + fy, None if value is None else value * sign)


def combine_last(symbol: str, x: Form, y: Form, value: Q) -> Form | None:
    """`combine`, but only when y is the designated last operand of the result, else None.

    A sum of k terms (a product of k factors) is built k ways, once for each term taken last;
    the search keeps only one: the largest term whose removal leaves something a form can be
    (an expression needs a term added first, a factor multiplied first).
    """
    return combined_last(symbol in ADDITIVE, symbol in UNDOING, x, y, value)


def combined_last(additive: bool, undoing: bool, x: Form, y: Form, value: Q) -> Form | None:
    """`combine_last` with the operator's kind already looked up: + or − (`additive`), − or ÷
    (`undoing`). The search combines many pairs of forms by one operator; looking the symbol up
    in two sets for each pair took a tenth of the combining."""
    x_sign, x_node = x
    y_sign, y_node = y
    if additive:
        if y_node.kind == SUM:
            return None
        last = -y_sign if undoing else y_sign
        if x_node.kind == SUM:  # a sum's form is never negative
            return _joined(SUM, 1, x_node, last, y_node, value)
        return _paired(SUM, 1, x_sign, x_node, last, y_node, value)
    if y_node.kind == PROD:
        return None
    y_factor_sign, y_node = _as_factor(y_node)
    sign = y_sign * y_factor_sign
    last = -1 if undoing else 1
    if x_node.kind == PROD:
        return _joined(PROD, x_sign * sign, x_node, last, y_node, value)
    x_factor_sign, factor = _as_factor(x_node)
    return _paired(PROD, x_sign * x_factor_sign * sign, 1, factor, last, y_node, value)


def _paired(
    kind: int, sign: int, top_sign: int, top: Node, last: int, y_node: Node, value: Q
) -> Form | None:
    """`combined_last` of one item (x, not a sum or product of the kind) and y: the form of
    the two, or None where y is not the designated last item. Nothing is made for None (most
    pairs are ruled out here)."""
    key = y_node.key
    if _at_least(key, last, top.key, top_sign):
        items = ((top_sign, top), (last, y_node))
        keys: FormKey = (kind, top_sign, top.key, last, key)
    elif last < 0:
        # the one item is the only one added (multiplied) first: it cannot go last, y can
        items = ((last, y_node), (top_sign, top))
        keys = (kind, last, key, top_sign, top.key)
    else:
        return None  # the largest item can go last
    return sign, Node(kind, items, value if sign > 0 else -value, keys)


def _joined(kind: int, sign: int, x_node: Node, last: int, y_node: Node, value: Q) -> Form | None:
    """`combined_last` of a sum (product) x and one more item y, the items kept sorted as
    `sum_node` and `product_node` sort them; None where y is not the designated last item."""
    items, keys = x_node.items, x_node.key
    key = y_node.key
    top_sign, top = items[-1]
    if _at_least(key, last, top.key, top_sign):
        items = (*items, (last, y_node))
        keys = (*keys, last, key)
    elif _before_top(items, last, key):
        items = (*items[:-1], (last, y_node), items[-1])
        keys = (*keys[:-2], last, key, top_sign, top.key)
    else:
        return None
    return sign, Node(kind, items, value if sign > 0 else -value, keys)


def takes_last(node: Node, last: int, item: Node) -> bool:
    """Whether `combined_last` keeps a sum (product) `node` with one more item, `item` with
    the sign (exponent) `last`: whether the item is then the designated last one (as `_joined`
    decides)."""
    top_sign, top = node.items[-1]
    key = item.key
    return _at_least(key, last, top.key, top_sign) or _before_top(node.items, last, key)


def last_item(form: Form, additive: bool, commutes: bool, left_is_a: bool) -> tuple[int, Node]:
    """A form on one side of a last step as an item of the other side's sum (product), where
    `combined_last` can keep it last: its sign (exponent) there, 0 where it never is last (it
    is of the step's kind, or left of − or ÷), and its node there (a sum as a factor)."""
    sign, node = form
    if node.kind == (SUM if additive else PROD):
        return 0, node
    last = 1 if commutes else 0 if left_is_a else -1
    if additive:
        return last * sign, node
    return last, _as_factor(node)[1]


def not_numbers(node: Node, kind: int) -> int:
    """How many of the items a node brings to a `kind` (a sum's terms, a product's factors)
    are not numbers: its own items if it is of that kind, else itself (see `takes_last`)."""
    if node.kind == LEAF:
        return 0
    if node.kind != kind:
        return 1
    count = 0
    for _, item in node.items:
        if item.kind != LEAF:
            count += 1
    return count


def operator_kinds(symbol: str) -> tuple[bool, bool, bool]:
    """An operator's kind: whether it commutes, whether it is + or − (makes a sum), whether it
    is − or ÷ (the search asks once a last step: compiled, comparing the symbol with the four
    is quicker than a dict keyed by it, three set lookups took 2 % of a five-card table's
    combining, and the answer is three flags, not a tuple made)."""
    if symbol == "+":
        return True, True, False
    if symbol == "*":
        return True, False, False
    if symbol == "-":
        return False, True, True
    if symbol == "/":
        return False, False, True
    raise ValueError(f"not an operator: {symbol!r}")


def _before_top(items: tuple[tuple[int, Node], ...], sign: int, key: FormKey) -> bool:
    """Whether the item (sign, node of `key`), not the largest, is still the designated last
    one: just before the largest, which is the only item added (multiplied) first and so cannot
    go last."""
    if sign > 0:
        return False  # the largest item can go last
    for index in range(len(items) - 1):
        if items[index][0] > 0:
            return False
    if len(items) == 1:
        return True
    before_sign, before = items[-2]
    return _at_least(key, sign, before.key, before_sign)


def _at_least(key: FormKey, sign: int, other_key: FormKey, other_sign: int) -> bool:
    """``(key, sign) >= (other_key, other_sign)``, without making the two tuples (and with one
    walk of the nested keys where the first is larger or the sign decides: keys are compared
    often, in `_paired`, `_joined` and `_in_order`)."""
    if key is other_key:
        return sign >= other_sign
    if key > other_key:
        return True
    return sign >= other_sign and key == other_key


def form_key(form: Form) -> FormKey:
    """The identity of a form under the algebra."""
    return (form[0], form[1].key)


def can_negate(node: Node) -> bool:
    """Whether minus the node can be written without a unary minus (a sum turned round)."""
    if node.kind == LEAF:
        return False
    if node.kind == SUM:
        return has_plus(flipped(node)) or any(can_negate(n) for s, n in node.items if s > 0)
    return any(can_negate(f) for _, f in node.items)


def form_of(tree: Tree) -> Form:
    """The normal form of any expression tree of + − × ÷ (of any depth)."""
    return fold(tree, _leaf_form, _combined)


def _leaf_form(number: Num) -> Form:
    return 1, leaf(number.value)


def _combined(operation: Op, x: Form, y: Form) -> Form:
    return combine(operation.symbol, x, y)
