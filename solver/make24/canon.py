"""Canonical forms: when two solutions are the same answer (the 4nums.com convention).

Part 1 (the same algebra) is a normal form built bottom-up while searching: sums and products are
flattened into signed terms and factors, ordered canonically, and signs are taken out of factors
(``(a-b)*(c-d)`` with a<b, c<d is ``(b-a)*(d-c)``). A `Form` is a sign and a `Node`.

Part 2 (the gimmicks with 0, 1 and neutral pairs) is applied to whole solutions by `canonical`:
factors worth 1, neutral pairs (``*X/X'`` or ``+X-X'`` with X = X') and zeros float to the top,
where their order no longer matters. The result is a `Canonical`, whose `key` identifies the class
and whose `tree` is the representative shown to people, ordered as seed 004 prefers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast, final

from ..core.errors import DivisionByZeroError
from ..core.numbers import Key, Q, divide, equals_whole, is_negative, key_of, operate, same_value
from ..core.operators import ADDITIVE, OPERATORS, UNDOING
from ..core.tree import Num, Op, Tree, fold, format_value, needs_brackets, number_alone, value_of

#: The kinds of node.
LEAF: Final = 0
SUM: Final = 1
PROD: Final = 2

FormKey = tuple[object, ...]
#: The keys of a sum's terms or a product's factors, with their signs (its key's second half).
ItemKeys = tuple[tuple[int, FormKey], ...]


@final
class Node:
    """A Part-1 normal form: a number, a sum of signed terms or a product of signed factors.

    Terms of a sum are never sums; factors of a product are never products. `value` is exact.
    """

    __slots__ = ("_neutral", "factor", "hash", "hoisted", "items", "key", "kind", "shown", "value")

    def __init__(
        self, kind: int, items: tuple[tuple[int, Node], ...], value: Q, key: FormKey
    ) -> None:
        self.kind = kind
        self.items = items
        self.value = value
        self.key = key
        self._neutral: bool | None = None
        self.shown: object = None  # the display of the node, once worked out
        # What is worked out of a node is kept with it, with None for the node itself: a node
        # that referred to itself would be garbage only the cyclic collector frees, and the
        # searches pause it (table workers never run it).
        self.hoisted: dict[int, Hoisted] | None = None  # `_hoist` of the node, by outer sign
        self.factor: tuple[int, Node | None] | None = None  # `_as_factor` of a sum
        self.hash = -1  # `classes.key_hash` of the node, once worked out (never negative)

    def has_neutral(self) -> bool:
        """Whether Part 2 may rewrite this node: a 0 or 1 inside, or a pair of equal values."""
        if self._neutral is None:
            self._neutral = equals_whole(self.value, 0) or _has_neutral(self)
        return self._neutral

    def __repr__(self) -> str:
        return f"Node({self.key!r})"


def _has_neutral(node: Node) -> bool:
    if node.kind == LEAF:
        return False
    # the items seen so far, by sign (a few: lists are quicker to make than a dict, and keys
    # quicker to compare than Fractions)
    plus: list[Key] = []
    minus: list[Key] = []
    for sign, child in node.items:
        if (
            equals_whole(child.value, 0)
            or (node.kind == PROD and equals_whole(child.value, 1))
            or child.has_neutral()
        ):
            return True
        value = key_of(child.value)
        if value in (minus if sign > 0 else plus):
            return True
        (plus if sign > 0 else minus).append(value)
    return False


#: A signed normal form: value = sign * node.value.
Form = tuple[int, Node]
#: What `_hoist` keeps of a node: what is left (None: the node itself), and the ones, neutral
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


def _sum(terms: list[tuple[int, Node]], value: Q | None = None) -> Node:
    terms.sort(key=lambda t: (t[1].key, t[0]))
    if value is None:
        value = 0
        for sign, node in terms:
            value = value + node.value if sign > 0 else value - node.value
    return Node(SUM, tuple(terms), value, (SUM, tuple((s, n.key) for s, n in terms)))


def _prod(factors: list[tuple[int, Node]], value: Q | None = None) -> Node:
    factors.sort(key=lambda f: (f[1].key, f[0]))
    if value is None:
        value = 1
        for exp, node in factors:
            value = value * node.value if exp > 0 else divide(value, node.value)
    return Node(PROD, tuple(factors), value, (PROD, tuple((e, n.key) for e, n in factors)))


def _flip(node: Node) -> Node:
    """A sum with every sign changed."""
    return _sum([(-s, t) for s, t in node.items])


def _has_plus(node: Node) -> bool:
    return any(s > 0 for s, _ in node.items)


def _as_factor(node: Node) -> tuple[int, Node]:
    """A sum about to become a factor, with its sign taken out where it can be."""
    if node.kind != SUM:
        return 1, node
    if node.factor is None:
        node.factor = _apart(node, _sum_as_factor(node))
    return _back(node, node.factor)


def _apart(node: Node, form: Form) -> tuple[int, Node | None]:
    """A form worked out of a node, to keep with it: None for the node itself (no cycle)."""
    sign, other = form
    return sign, None if other is node else other


def _back(node: Node, kept: tuple[int, Node | None]) -> Form:
    """A form kept with a node (`_apart`), as it was worked out."""
    sign, other = kept
    return sign, node if other is None else other


def _sum_as_factor(node: Node) -> tuple[int, Node]:
    """`_as_factor` of a sum, worked out: a sum and its negation (both come up with negative
    numbers: -13+10, and 5*(4-6)-(-13) is -(-13)-10) become one factor, the positive one (the
    smaller key for 0) unless only the other can be written."""
    negative = is_negative(node.value)
    if negative or equals_whole(node.value, 0):
        flipped = _flip(node)
        if _writable(flipped) and (negative or not _writable(node) or flipped.key < node.key):
            return -1 if negative else 1, flipped
    return 1, node


def _writable(node: Node) -> bool:
    """Whether a sum can be written without a unary minus (as `_arrange_sum` writes it)."""
    return _has_plus(node) or any(_can_negate(term) for sign, term in node.items if sign < 0)


def _terms(form: Form, sign: int) -> list[tuple[int, Node]]:
    s, node = form
    s *= sign
    if node.kind == SUM:
        return [(s * ts, t) for ts, t in node.items]
    return [(s, node)]


def _factors(form: Form, exp: int) -> tuple[int, list[tuple[int, Node]]]:
    s, node = form
    if node.kind == PROD:
        return s, [(exp * e, f) for e, f in node.items]
    sign, factor = _as_factor(node)
    return s * sign, [(exp, factor)]


def combine(symbol: str, x: Form, y: Form, value: Q | None = None) -> Form:
    """The normal form of ``x symbol y`` (whose value the caller may already know)."""
    if symbol in ADDITIVE:
        return 1, _sum(_terms(x, 1) + _terms(y, -1 if symbol in UNDOING else 1), value)
    sx, fx = _factors(x, 1)
    sy, fy = _factors(y, -1 if symbol in UNDOING else 1)
    sign = sx * sy
    return sign, _prod(fx + fy, None if value is None else value * sign)


def combine_last(symbol: str, x: Form, y: Form, value: Q) -> Form | None:
    """`combine`, but only when y is the designated last operand of the result, else None.

    A sum of k terms (a product of k factors) is built k ways, once for each term taken last;
    the search keeps only one: the largest term whose removal leaves something a form can be
    (an expression needs a term added first, a factor multiplied first).
    """
    x_sign, x_node = x
    y_sign, y_node = y
    if symbol in ADDITIVE:
        if y_node.kind == SUM:
            return None
        kind, sign = SUM, 1
        if x_node.kind == SUM:  # a sum's form is never negative
            items, keys = x_node.items, _item_keys(x_node)
        else:
            items, keys = ((x_sign, x_node),), ((x_sign, x_node.key),)
        last = -y_sign if symbol in UNDOING else y_sign
    else:
        if y_node.kind == PROD:
            return None
        kind = PROD
        if x_node.kind == PROD:
            sign, items, keys = x_sign, x_node.items, _item_keys(x_node)
        else:
            sign, factor = _as_factor(x_node)
            sign *= x_sign
            items, keys = ((1, factor),), ((1, factor.key),)
        y_factor_sign, y_node = _as_factor(y_node)
        sign *= y_sign * y_factor_sign
        last = -1 if symbol in UNDOING else 1
    where = _place(items, last, y_node.key)
    if where is None:
        return None
    # the items stay sorted, as `_sum` and `_prod` sort them
    item, item_key = ((last, y_node),), ((last, y_node.key),)
    if where:
        items, keys = items + item, keys + item_key
    else:
        items = (*items[:-1], *item, items[-1])
        keys = (*keys[:-1], *item_key, keys[-1])
    return sign, Node(kind, items, value if sign > 0 else -value, (kind, keys))


def _item_keys(node: Node) -> ItemKeys:
    """The keys of a sum's or a product's items."""
    return cast(ItemKeys, node.key[1])


def _place(items: tuple[tuple[int, Node], ...], sign: int, key: FormKey) -> bool | None:
    """Whether the item (sign, node of `key`) goes after the sorted `items` (True) or just
    before their last one (False) if it is their designated last item; None if it is not."""
    top_sign, top = items[-1]
    if _at_least(key, sign, top.key, top_sign):
        return True
    if sign > 0 or any(s > 0 for s, _ in items[:-1]):
        return None  # the largest item can go last
    # the largest item is the only one added (multiplied) first: it cannot go last
    if len(items) == 1 or _at_least(key, sign, items[-2][1].key, items[-2][0]):
        return False
    return None


def _at_least(key: FormKey, sign: int, other_key: FormKey, other_sign: int) -> bool:
    """``(key, sign) >= (other_key, other_sign)``, without making the two tuples."""
    if key == other_key:
        return sign >= other_sign
    return key > other_key


def form_key(form: Form) -> FormKey:
    """The Part-1 identity of a form."""
    return (form[0], form[1].key)


# --- Part 2: ones, zeros and neutral pairs float to the top ------------------------------------


@final
class _Loose:
    """The neutral parts collected while canonicalising: they end up attached at the top."""

    __slots__ = ("ones", "pairs", "zeros")

    def __init__(self) -> None:
        self.ones: list[Node] = []
        self.pairs: list[tuple[Node, Node]] = []
        self.zeros: list[Node] = []

    def parts(self) -> tuple[tuple[Node, ...], tuple[tuple[Node, Node], ...], tuple[Node, ...]]:
        """The ones, pairs and zeros collected (to keep)."""
        return tuple(self.ones), tuple(self.pairs), tuple(self.zeros)


def _rebuild_sum(terms: list[tuple[int, Node]]) -> Form:
    flat: list[tuple[int, Node]] = []
    for sign, node in terms:
        flat.extend(_terms((1, node), sign))
    if not flat:
        raise AssertionError("empty sum")
    if len(flat) == 1 and flat[0][0] > 0:
        return 1, flat[0][1]
    return 1, _sum(flat)


def _rebuild_prod(sign: int, factors: list[tuple[int, Node]]) -> Form:
    flat: list[tuple[int, Node]] = []
    for exp, node in factors:
        s, fs = _factors((1, node), exp)
        sign *= s
        flat.extend(fs)
    if len(flat) == 1 and flat[0][0] > 0:
        return sign, flat[0][1]
    return sign, _prod(flat)


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


def _hoist(node: Node, loose: _Loose, outer: int = 1) -> Form:
    """Take the neutral parts out of a node (into `loose`) and return what is left.

    `outer` is the sign the node carries where it stands (only a whole solution has one).
    The answer is kept with the node: shared sub-forms come up in many solutions.
    """
    if node.kind == LEAF or not node.has_neutral():
        return 1, node
    if node.hoisted is None:
        node.hoisted = {}
    found = node.hoisted.get(outer)
    if found is None:
        own = _Loose()
        found = node.hoisted[outer] = _apart(node, _hoist_once(node, own, outer)), *own.parts()
    kept, ones, pairs, zeros = found
    loose.ones.extend(ones)
    loose.pairs.extend(pairs)
    loose.zeros.extend(zeros)
    return _back(node, kept)


def _hoist_once(node: Node, loose: _Loose, outer: int) -> Form:
    """`_hoist` worked out, for a node with neutral parts."""
    if node.kind == SUM:
        return _hoist_sum(node, loose)
    return _hoist_product(node, loose, outer)


def _hoist_sum(node: Node, loose: _Loose) -> Form:
    """`_hoist` of a sum: its neutral pairs (+X-X') and zeros go to `loose`."""
    terms: list[tuple[int, Node]] = []
    for sign, child in node.items:
        terms.extend(_terms(_hoist(child, loose), sign))
    terms = [(1 if equals_whole(n.value, 0) else s, n) for s, n in terms]  # -0 is +0
    while (found := _take_pair(terms)) is not None:
        x, x2, terms = found
        loose.pairs.append((x, x2))
    rest = [(s, n) for s, n in terms if not equals_whole(n.value, 0)]
    if len(rest) < len(terms) and any(s > 0 for s, _ in rest):
        loose.zeros.extend(n for _, n in terms if equals_whole(n.value, 0))
        terms = rest
    return _rebuild_sum(terms)


def _hoist_product(node: Node, loose: _Loose, outer: int) -> Form:
    """`_hoist` of a product: its neutral pairs (*X/X') and ones go to `loose`, unless a factor
    that only looked neutral carries the sign."""
    sign = 1
    factors: list[tuple[int, Node]] = []
    for exp, child in node.items:
        s, more = _factors(_hoist(child, loose), exp)
        sign *= s
        factors.extend(more)
    if any(equals_whole(f.value, 0) for _, f in factors):
        return _zero_product(factors)
    hoisted = list(factors)
    # dividing by something worth 1 is multiplying by it
    factors = [(1 if equals_whole(f.value, 1) else e, f) for e, f in factors]
    pairs: list[tuple[Node, Node]] = []
    while (found := _take_pair(factors)) is not None:
        x, x2, factors = found
        pairs.append((x, x2))
    ones = [f for e, f in factors if equals_whole(f.value, 1)]
    if ones:
        factors = _without_ones(factors, ones)
    core = _rebuild_prod(sign, factors)
    if sign * outer < 0 and not _absorbs_sign(core[1]):
        # a factor that only looked neutral carries the sign: (1-2)*1 is not 1*1
        return _rebuild_prod(sign, hoisted)
    loose.pairs.extend(pairs)
    loose.ones.extend(ones)
    return core


def _without_ones(factors: list[tuple[int, Node]], ones: list[Node]) -> list[tuple[int, Node]]:
    """The factors but those worth 1 (taken out of `ones` is the one kept when nothing else is
    multiplied)."""
    rest = [(e, f) for e, f in factors if not equals_whole(f.value, 1)]
    if not any(e > 0 for e, _ in rest):
        keep = min(ones, key=_order)
        ones.remove(keep)
        rest.append((1, keep))
    return rest


def _absorbs_sign(node: Node) -> bool:
    """Whether a negative sign can be written into the node (it has a sum to turn round)."""
    if node.kind == SUM:
        return _has_plus(_flip(node))
    return node.kind == PROD and any(f.kind == SUM and _has_plus(_flip(f)) for _, f in node.items)


def _zero_product(factors: list[tuple[int, Node]]) -> Form:
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


def _order(node: Node) -> FormKey:
    return node.key


@final
class Canonical:
    """A solution brought to its class's canonical form: `key` identifies the class, `tree` is
    the representative shown to people, in seed 004's preferred order."""

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
        self._shown: _Shown | None = None

    @property
    def tree(self) -> Tree:
        """The representative shown to people."""
        return self.shown().tree

    @property
    def text(self) -> str:
        """The representative as ASCII text with the fewest brackets (what `render` writes)."""
        shown = self.shown()
        if isinstance(shown.tree, Num):  # a number alone: brackets for a fraction only
            return number_alone(shown.tree.value)
        return shown.text()

    def tally(self) -> tuple[int, int, int]:
        """Steps of the representative's working whose result is not whole and positive;
        its divisions; its subtractions."""
        return self.shown().tally()[1:]

    def order(self) -> Order:
        """Where the solution goes in a listing (`listing_order`)."""
        return listing_order(self.tally(), self.text)

    def shown(self) -> _Shown:
        """The representative with what is worked out of it (once)."""
        if self._shown is None:
            if self.ones:
                core = _attach_ones(self.core, self.sign, self.ones)
            else:
                core = _shown(self.core, self.sign)
            steps: list[tuple[str, _Shown]] = []
            for x, x2 in self.pairs:
                steps += (("+", _shown(x)), ("-", _shown(x2)))
            steps.extend(("+", _shown(zero)) for zero in self.zeros)
            self._shown = _then(core, steps) if steps else core
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


#: Results of `_settle`, by the first pass's key and the value (see `canonical`).
Settled = dict[tuple[FormKey, Q], "Canonical | None"]


def canonical(form: Form, settled: Settled | None = None) -> Canonical:
    """Bring a whole solution to the canonical form of its class.

    The rewriting is run again on its own result until it stands still (a zero or a one can be
    taken out in more than one way; this settles on one), so the shown tree is always a fixed point.
    `settled` (a dict the caller keeps, e.g. for one problem) remembers that work: it depends only
    on the first pass's result, which many forms of a class share.
    """
    sign, node = form
    if node.kind == LEAF or not (node.has_neutral() or (sign < 0 and _absorbs_sign(node))):
        # Part 2 has nothing to do: the Part-1 form is canonical (or `_sign_inside` would act,
        # as it does on (1+(-1))*(1+(-1))-4 once it has come to 1+1+(-1)+(-1)-4)
        key = (1 if equals_whole(node.value, 0) else sign, node.key, (), (), ())
        return Canonical(key, sign, node, (), (), ())
    found = _canonical_once(form)
    untouched = not (found.ones or found.pairs or found.zeros)
    if untouched and found.sign == sign > 0 and found.core.key == node.key:
        return found  # Part 2 had nothing to do: the Part-1 form is already canonical
    value = sign * node.value
    if settled is None:
        result = _settle(found, value)
    else:
        # looked up once where known: hashing the nested key is what costs (None is a result)
        asked = (found.key, value)
        result = settled.get(asked)
        if result is None and asked not in settled:
            result = settled[asked] = _settle(found, value)
    if result is None:
        # a negative whole whose sign no sum can carry once the neutral parts are out (only with
        # negative targets): the class its Part-1 form comes to as written, else that form
        plain = Canonical(("plain", form_key(form)), sign, node, (), (), ())
        return _settle(plain, value) or plain
    return result


def _settle(found: Canonical, value: Q) -> Canonical | None:
    """Run the rewriting again until it stands still; None if the result is not worth `value`.

    None also when a shown tree cannot be written or worked out (all of a sum subtracted, or a
    division by what became zero): only with negative numbers, where signs have nowhere to go.
    """
    try:
        for _ in range(4):
            again = _canonical_once(form_of(found.tree))
            if again.key == found.key:
                break
            found = again
        faithful = value_of(found.tree) == value
    except (IndexError, ArithmeticError, DivisionByZeroError):
        faithful = False
    return found if faithful else None


def _canonical_once(form: Form) -> Canonical:
    loose = _Loose()
    outer, node = _sign_inside(form)
    sign, core = _hoist(node, loose, outer)
    sign = 1 if equals_whole(core.value, 0) else sign * outer
    if sign < 0 and core.kind == SUM and _has_plus(_flip(core)):
        sign, core = 1, _flip(core)  # -(3+1-1) is 1-3-1
    if equals_whole(core.value, 0) and loose.ones:  # (A-A)*1 is a zero times something
        core = _zero_product([(1, core), *((1, one) for one in loose.ones)])[1]
        loose.ones.clear()
    ones = _in_order(loose.ones)
    pairs = [_ordered_pair(x, x2) for x, x2 in loose.pairs]
    while len(ones) >= 2:  # (A*1)*1 is (A+1)-1
        pairs.append(_ordered_pair(ones.pop(), ones.pop()))
    if len(pairs) > 1:
        pairs.sort(key=lambda p: (_order(p[0]), _order(p[1])))
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
    return sorted(nodes, key=_order) if len(nodes) > 1 else list(nodes)


def _ordered_pair(x: Node, x2: Node) -> tuple[Node, Node]:
    """Two nodes sorted by key (the first first when equal, as a sort keeps them)."""
    return (x2, x) if _order(x2) < _order(x) else (x, x2)


def _sign_inside(form: Form) -> Form:
    """A negative product with its sign written back into a sum factor, where one can take it.

    Neutral parts are then taken out of that sum only where they leave it something to subtract
    from: the sign of (1-3-1)*1 stays with 1-3-1.
    """
    sign, node = form
    if sign > 0 or node.kind != PROD:
        return form
    for index, (exp, factor) in enumerate(node.items):
        if factor.kind == SUM and _has_plus(_flip(factor)):
            items = list(node.items)
            items[index] = (exp, _flip(factor))
            return 1, Node(PROD, tuple(items), -node.value, (PROD, "signed", node.key))
    return form


# --- Display: seed 004's preferred order ---------------------------------------------------------


@final
class _Shown:
    """A display tree with what seed 004's order compares (its operands and its operators) and
    what a listing of solutions needs (its text, its value, its awkward steps), each worked out
    once when asked. A number is shown alone; anything else is a chain: the first item shown,
    then each further item with its operator (left to right)."""

    __slots__ = ("_preference", "_tally", "_text", "first", "operands", "ranks", "steps", "tree")

    def __init__(
        self,
        tree: Tree,
        operands: tuple[Q, ...],
        ranks: tuple[int, ...],
        first: _Shown | None = None,
        steps: tuple[tuple[str, _Shown], ...] = (),
    ) -> None:
        self.tree = tree
        self.operands = operands
        self.ranks = ranks  # 0 for + and *, 1 for - and /, in display order
        self.first = first
        self.steps = steps
        self._preference: tuple[object, ...] | None = None
        self._text: str | None = None
        self._tally: tuple[Key, int, int, int] | None = None

    def preference(self) -> tuple[object, ...]:
        """Bracketed groups first, then larger operands first (left to right, a longer run
        first when one is the start of the other), then + before - and * before /."""
        if self._preference is None:
            operands = (*[(0, -value) for value in self.operands], (1, 0))
            self._preference = (isinstance(self.tree, Num), operands, self.ranks)
        return self._preference

    def precedence(self) -> int:
        """How tightly the tree's last operation binds (3 for a number: it never needs brackets)."""
        if self.steps:
            return OPERATORS[self.steps[-1][0]].precedence
        return 3 if self.first is None else self.first.precedence()

    def text(self) -> str:
        """The tree as an operand in ASCII text, with the fewest brackets (as `render` writes)."""
        if self._text is None:
            if self.first is None:
                assert isinstance(self.tree, Num)
                self._text = format_value(self.tree.value)
            else:
                text, inner = self.first.text(), self.first.precedence()
                for symbol, item in self.steps:
                    operator = OPERATORS[symbol]
                    if needs_brackets(inner, operator, False):
                        text = f"({text})"
                    right, inner = item.text(), item.precedence()
                    if needs_brackets(inner, operator, True):
                        right = f"({right})"
                    text, inner = f"{text}{symbol}{right}", operator.precedence
                self._text = text
        return self._text

    def tally(self) -> tuple[Key, int, int, int]:
        """The tree's value (as a key: worked out in whole numbers, not Fractions), and how many
        of its operations give a value that is not whole and positive, are divisions, are
        subtractions."""
        if self._tally is None:
            if self.first is None:
                assert isinstance(self.tree, Num)
                self._tally = (key_of(self.tree.value), 0, 0, 0)
            else:
                value, awkward, divisions, subtractions = self.first.tally()
                for symbol, item in self.steps:
                    right, more_awkward, more_divisions, more_subtractions = item.tally()
                    made = operate(symbol, value, right)
                    if made is None:
                        raise ZeroDivisionError("division by zero")
                    value = made  # a key is an int exactly when the value is whole
                    awkward += more_awkward + (not (isinstance(value, int) and value >= 0))
                    divisions += more_divisions + (symbol == "/")
                    subtractions += more_subtractions + (symbol == "-")
                self._tally = (value, awkward, divisions, subtractions)
        return self._tally


def _then(first: _Shown, steps: Sequence[tuple[str, _Shown]]) -> _Shown:
    """The chain of `first` and then each (operator, item) of `steps`."""
    tree, operands, ranks = first.tree, first.operands, first.ranks
    for symbol, item in steps:
        tree = Op(symbol, tree, item.tree)
        operands += item.operands
        ranks += (1 if symbol in UNDOING else 0, *item.ranks)
    return _Shown(tree, operands, ranks, first, tuple(steps))


def _chain(symbol_pos: str, symbol_neg: str, pos: list[_Shown], neg: list[_Shown]) -> _Shown:
    if len(pos) > 1:  # (a sort is a method call from compiled code)
        pos.sort(key=_Shown.preference)
    if len(neg) > 1:
        neg.sort(key=_Shown.preference)
    steps = [(symbol_pos, item) for item in pos[1:]] + [(symbol_neg, item) for item in neg]
    return _then(pos[0], steps)


def _shown(node: Node, sign: int = 1) -> _Shown:
    if sign > 0 and isinstance(node.shown, _Shown):
        return node.shown
    result = _arrange(node, sign)
    if sign > 0:
        node.shown = result
    return result


def _arrange(node: Node, sign: int) -> _Shown:
    if node.kind == LEAF:
        return _Shown(Num(node.value), (node.value,), ())
    if node.kind == SUM:
        return _arrange_sum(node, sign)
    return _arrange_product(node, sign)


def _arrange_sum(node: Node, sign: int) -> _Shown:
    """The display of ``sign * node`` for a sum: added terms first, then the subtracted ones."""
    items = [(s * sign, n) for s, n in node.items]
    pos = [_shown(n) for s, n in items if s > 0]
    subtracted = [n for s, n in items if s < 0]
    if not pos:
        # every term is subtracted: write the minus into a term that can take it
        taker = next((i for i, n in enumerate(subtracted) if _can_negate(n)), 0)
        pos = [_shown(subtracted.pop(taker), -1)]
    return _chain("+", "-", pos, [_shown(n) for n in subtracted])


def _arrange_product(node: Node, sign: int) -> _Shown:
    """The display of ``sign * node`` for a product: a negative sign goes into the first factor
    that can take it."""
    taker = (
        next((i for i, (_, f) in enumerate(node.items) if _can_negate(f)), -1) if sign < 0 else -1
    )
    shown = [(exp, _shown(f, -1 if i == taker else 1)) for i, (exp, f) in enumerate(node.items)]
    return _chain("*", "/", [x for e, x in shown if e > 0], [x for e, x in shown if e < 0])


def _can_negate(node: Node) -> bool:
    """Whether minus the node can be written without a unary minus (a sum turned round)."""
    if node.kind == LEAF:
        return False
    if node.kind == SUM:
        return _has_plus(_flip(node)) or any(_can_negate(n) for s, n in node.items if s > 0)
    return any(_can_negate(f) for _, f in node.items)


def _attach_ones(core: Node, sign: int, ones: tuple[Node, ...]) -> _Shown:
    """Multiply the ones into the top product (8*6*1/2) or onto the whole core ((5*5-1)*1)."""
    if core.kind == PROD:
        merged = _prod(list(core.items) + [(1, one) for one in ones])
        return _shown(merged, sign)
    pos = [_shown(core, sign)] + [_shown(one) for one in ones]
    return _chain("*", "/", pos, [])


def form_of(tree: Tree) -> Form:
    """The Part-1 normal form of any expression tree of + − × ÷ (of any depth)."""
    return fold(tree, _leaf_form, _combined)


def _leaf_form(number: Num) -> Form:
    return 1, leaf(number.value)


def _combined(operation: Op, x: Form, y: Form) -> Form:
    return combine(operation.symbol, x, y)
