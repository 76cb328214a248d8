"""How a class of solutions is shown: one representative, written in the preferred order.

The rule kept here: of the ways to write an answer, the one shown puts, in each sum and each
product,

- bracketed groups before single numbers: (6−2−1)×8, not 8×(6−2−1);
- larger operands before smaller ones, left to right (a longer run first when one is the start
  of the other): 8×3×1, 13−12+11;
- + before − and × before ÷: 6×8÷2, not 6÷2×8;

and a sign is written into the operands, never as a minus on its own: −(3−5) is written 5−3,
and a negative product puts its minus into the first factor that can take it, (2−5)×8 for
−((5−2)×8). So 1 2 6 8 makes 24 as (6−2−1)×8.

A `Shown` is such a display tree with what the order compares (its operands and its operators)
and what a listing needs (its text with the fewest brackets, its value, its steps that are not
whole and positive, its divisions and subtractions), each worked out once when asked.

Compiled with mypyc (setup.py): a chain's few items are put in order by an insertion sort (a
sort is a method call from compiled code); a node keeps its display once worked out
(`Node.shown`).
"""

from __future__ import annotations

from typing import final

from ..core.numbers import Key, Q, key_of, operate
from ..core.operators import OPERATORS, UNDOING
from ..core.tree import Num, Op, Tree, format_value, needs_brackets
from .form import LEAF, PROD, SUM, Node, can_negate, product_node


@final
class Shown:
    """A display tree with what the preferred order compares (its operands and its operators) and
    what a listing of solutions needs (its text, its value, its awkward steps), each worked out
    once when asked. A number is shown alone; anything else is a chain: the first item shown,
    then each further item with its operator (left to right)."""

    __slots__ = ("_operands", "_ranks", "_tally", "_text", "_tree", "first", "precedence", "steps")

    def __init__(
        self,
        tree: Num | None,
        first: Shown | None = None,
        steps: list[tuple[str, Shown]] | None = None,
    ) -> None:
        self._tree: Tree | None = tree  # a number's; a chain's is built when asked (`tree`)
        self.first = first
        # the list the chain was made of, kept as it is (not copied to a tuple) and never changed
        self.steps: list[tuple[str, Shown]] = [] if steps is None else steps
        # how tightly the last operation binds (3 for a number: it never needs brackets), read
        # by `text` for every item of a chain
        if self.steps:
            self.precedence: int = OPERATORS[self.steps[-1][0]].precedence
        else:
            self.precedence = 3 if first is None else first.precedence
        # a number's operands and ranks; a chain's are worked out when a sort asks (`operands`)
        self._operands: tuple[Q, ...] | None = None if tree is None else (tree.value,)
        self._ranks: tuple[int, ...] | None = None if tree is None else ()
        self._text: str | None = None
        self._tally: tuple[Key, int, int, int] | None = None

    @property
    def tree(self) -> Tree:
        """The display tree: a chain's is built when first asked, as only a listing's `_settle`
        and callers that want the tree do (the order and the text are worked out without it)."""
        if self._tree is None:
            assert self.first is not None
            tree = self.first.tree
            for symbol, item in self.steps:
                tree = Op(symbol, tree, item.tree)
            self._tree = tree
        return self._tree

    def operands(self) -> tuple[Q, ...]:
        """The numbers in display order, worked out when first asked: only a chain's sort
        compares them, and most shown trees (a listing's whole answers) are never sorted."""
        if self._operands is None:
            assert self.first is not None
            operands = self.first.operands()
            for _, item in self.steps:
                operands += item.operands()
            self._operands = operands
        return self._operands

    def ranks(self) -> tuple[int, ...]:
        """1 for each + and *, 0 for each - and /, in display order (worked out when asked)."""
        if self._ranks is None:
            assert self.first is not None
            ranks = self.first.ranks()
            for symbol, item in self.steps:
                ranks += (0 if symbol in UNDOING else 1, *item.ranks())
            self._ranks = ranks
        return self._ranks

    def text(self) -> str:
        """The tree as an operand in ASCII text, with the fewest brackets (as `render` writes)."""
        if self._text is None:
            if self.first is None:
                assert isinstance(self._tree, Num)
                self._text = format_value(self._tree.value)
            else:
                text, inner = self.first.text(), self.first.precedence
                for symbol, item in self.steps:
                    operator = OPERATORS[symbol]
                    if needs_brackets(inner, operator, False):
                        text = f"({text})"
                    right, inner = item.text(), item.precedence
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
                assert isinstance(self._tree, Num)
                self._tally = (key_of(self._tree.value), 0, 0, 0)
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


def then(first: Shown, steps: list[tuple[str, Shown]]) -> Shown:
    """The chain of `first` and then each (operator, item) of `steps` (a list the chain keeps)."""
    return Shown(None, first, steps)


def _ahead(a: Shown, b: Shown) -> bool:
    """Whether `a` goes before `b` in a chain: bracketed groups first, then larger operands
    first (left to right; a longer run first when one is the start of the other), then + before
    - and * before /. The operands are compared as they are, not negated (a Fraction negated is
    a new Fraction each time), and the ranks only where the operands are equal."""
    group = a.first is not None
    if group != (b.first is not None):
        return group
    operands, others = a.operands(), b.operands()
    if operands == others:
        return a.ranks() > b.ranks()
    return operands > others


def _sort(items: list[Shown]) -> None:
    """Put a chain's items in the preferred order (`_ahead`), as a stable sort would: an
    insertion sort of a few items (list.sort with a key is a method call from compiled code,
    and made a tuple for each item)."""
    for index in range(1, len(items)):
        item, at = items[index], index
        while at > 0 and _ahead(item, items[at - 1]):
            items[at] = items[at - 1]
            at -= 1
        items[at] = item


def _chain(symbol_pos: str, symbol_neg: str, pos: list[Shown], neg: list[Shown]) -> Shown:
    """The chain of the items of `pos` (the first alone, then each after `symbol_pos`) and then
    of `neg` (each after `symbol_neg`), each group in the preferred order."""
    _sort(pos)
    _sort(neg)
    steps: list[tuple[str, Shown]] = []
    for index in range(1, len(pos)):
        steps.append((symbol_pos, pos[index]))
    for item in neg:
        steps.append((symbol_neg, item))
    return then(pos[0], steps)


def show(node: Node, sign: int = 1) -> Shown:
    if sign > 0 and isinstance(node.shown, Shown):
        return node.shown
    result = _arrange(node, sign)
    if sign > 0:
        node.shown = result
    return result


def _arrange(node: Node, sign: int) -> Shown:
    if node.kind == LEAF:
        return Shown(Num(node.value))
    if node.kind == SUM:
        return _arrange_sum(node, sign)
    return _arrange_product(node, sign)


def _arrange_sum(node: Node, sign: int) -> Shown:
    """The display of ``sign * node`` for a sum: added terms first, then the subtracted ones."""
    pos: list[Shown] = []
    subtracted: list[Node] = []
    for term_sign, term in node.items:
        if term_sign * sign > 0:
            pos.append(show(term))
        else:
            subtracted.append(term)
    if not pos:
        # every term is subtracted: write the minus into a term that can take it
        taker = next((i for i, n in enumerate(subtracted) if can_negate(n)), 0)
        pos = [show(subtracted.pop(taker), -1)]
    return _chain("+", "-", pos, [show(n) for n in subtracted])


def _arrange_product(node: Node, sign: int) -> Shown:
    """The display of ``sign * node`` for a product: a negative sign goes into the first factor
    that can take it."""
    taker = (
        next((i for i, (_, f) in enumerate(node.items) if can_negate(f)), -1) if sign < 0 else -1
    )
    pos: list[Shown] = []
    neg: list[Shown] = []
    for index, (exp, factor) in enumerate(node.items):
        (pos if exp > 0 else neg).append(show(factor, -1 if index == taker else 1))
    return _chain("*", "/", pos, neg)


def attach_ones(core: Node, sign: int, ones: tuple[Node, ...]) -> Shown:
    """Multiply the ones into the top product (8*6*1/2) or onto the whole core ((5*5-1)*1)."""
    if core.kind == PROD:
        merged = product_node(list(core.items) + [(1, one) for one in ones])
        return show(merged, sign)
    pos = [show(core, sign)] + [show(one) for one in ones]
    return _chain("*", "/", pos, [])
