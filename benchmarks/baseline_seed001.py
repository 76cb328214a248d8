"""The baseline: seed 001's second method, written here from its description.

Pick two of the numbers, combine them with + - * / (both ways for - and /), put the result back,
recurse until one number is left, and compare it with the target as a rounded float. Formulas are
built only for the solutions. Every solution is listed as found: no merging of equivalent ones.
It is here to be measured against, not used.
"""

from __future__ import annotations

from itertools import combinations

Item = tuple[float, object]  # value and how it was made: a number or (left, op, right)


def _combine(a: Item, b: Item) -> list[Item]:
    (x, ex), (y, ey) = a, b
    out: list[Item] = [
        (x + y, (ex, "+", ey)),
        (x - y, (ex, "-", ey)),
        (y - x, (ey, "-", ex)),
        (x * y, (ex, "*", ey)),
    ]
    if y != 0:
        out.append((x / y, (ex, "/", ey)))
    if x != 0:
        out.append((y / x, (ey, "/", ex)))
    return out


def _formula(made: object) -> str:
    if isinstance(made, tuple):
        left, op, right = made
        return f"({_formula(left)}{op}{_formula(right)})"
    return str(made)


def _search(items: list[Item], target: float, found: list[str], first: bool) -> bool:
    if len(items) == 1:
        if round(items[0][0], 3) == target:
            found.append(_formula(items[0][1]))
            return first
        return False
    tried: set[tuple[float, float]] = set()
    for i, j in combinations(range(len(items)), 2):
        pair = (items[i][0], items[j][0])
        if pair in tried:  # the seed skips a pair of values it has already taken
            continue
        tried.add(pair)
        rest = [items[k] for k in range(len(items)) if k not in (i, j)]
        for made in _combine(items[i], items[j]):
            if _search([*rest, made], target, found, first):
                return True
    return False


def solve(numbers: tuple[int, ...], target: float = 24) -> list[str]:
    """Every solution the baseline finds (with repeats, as the seed's program lists them)."""
    found: list[str] = []
    _search([(float(n), n) for n in numbers], target, found, first=False)
    return found


def solvable(numbers: tuple[int, ...], target: float = 24) -> bool:
    """The baseline stopped at its first solution."""
    found: list[str] = []
    return _search([(float(n), n) for n in numbers], target, found, first=True)
