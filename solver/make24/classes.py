"""Classes of solutions: a problem's forms sorted by their canonical forms (`canon`), by hash.

A canonical form's key is a nested tuple, and Python keeps no tuple's hash: a dict keyed by keys
hashed each whole key again for every form. Here a node's key is hashed once, from its items'
hashes (`key_hash`, kept with the node), a class's from its nodes' (`class_hash`), and keys are
compared in full only when two hashes agree. The search dedupes its forms the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from .canon import Canonical, Settled, canonical
from .form import LEAF, Form, Node

#: `key_hash` stays below 2**30: compiled, a product of ints takes the quick way only when both
#: are below 2**31 (else it is Python's multiplication of objects).
_HASH_MASK: Final = (1 << 30) - 1


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
        if node.kind == LEAF or len(key) != 2:
            found = hash(key) & _HASH_MASK
        else:
            found = node.kind
            for sign, item in node.items:
                found = ((found * 31) ^ (key_hash(item) * 3 + sign + 1)) & _HASH_MASK
        node.hash = found
    return found


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


def classes(forms: Sequence[Form], check: Callable[[], object]) -> list[Canonical]:
    """The canonical form of each class of these solutions (of one problem), the first found of
    each, in the order first found; `check` is called every 64 forms (it raises to stop).

    Forms are sorted into classes by `class_hash` and their keys compared in full only when two
    hashes agree (a dict keyed by the class key hashed the whole nested key of every form)."""
    settled: Settled = {}
    found: list[Canonical] = []
    seen: dict[int, list[Canonical]] = {}
    for index, form in enumerate(forms):
        if index % 64 == 0:
            check()
        one = canonical(form, settled)
        code = class_hash(one)
        alike = seen.get(code)
        if alike is None:
            seen[code] = [one]
        elif any(one.key == other.key for other in alike):
            continue
        else:
            alike.append(one)
        found.append(one)
    return found
