"""Classes of solutions: a problem's forms sorted by their canonical forms (`canon`), by hash.

A canonical form's key is a nested tuple, and Python keeps no tuple's hash: a dict keyed by keys
hashed each whole key again for every form. Here forms are sorted by `canon.class_hash` (made of
their nodes' hashes, each kept with its node) and keys compared in full only when two hashes
agree. The search dedupes its forms the same way, and `canonical` looks up its settled results.

A form that divides by a factor worth 1 (8×3÷(5−4), 24÷1) is not brought to its class at all
when every number and result in it is positive (`form.Node.positive`): the form that multiplies
by that factor instead is one of the problem's forms too (the search lists the form of every
expression, and it is one worth the same), and it is of the same class: `neutral.hoist` turns
a division by something worth 1 into a multiplication before anything else, and the only way
the two could part, a factor that carries a negative sign (`neutral._hoist_product`), needs a
value below 0. With one, they can be answers of their own: (4−5)÷1−2 is not (4−5)×1−2 for −3.
A third of a seven-number problem's forms and a sixth of a five-card hand's are left out so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .canon import Canonical, Settled, canonical, class_hash, kept_once
from .form import DIVIDES_BY_ONE, Form


def classes(forms: Sequence[Form], check: Callable[[], object]) -> list[Canonical]:
    """The canonical form of each class of these solutions (of one problem), once, in the order
    each is first met (a form left out for its twin, above, is met as its twin); `check` is
    called every 64 forms (it raises to stop).

    Forms are sorted into classes by `class_hash` and their keys compared in full only when two
    hashes agree (a dict keyed by the class key hashed the whole nested key of every form)."""
    settled: Settled = {}
    found: list[Canonical] = []
    seen: dict[int, Canonical] = {}  # (by hash: `kept_once`)
    for index, form in enumerate(forms):
        if index % 64 == 0:
            check()
        sign, node = form
        if sign > 0 and node.has_neutral() and node.positive() == DIVIDES_BY_ONE:
            continue  # its twin that multiplies is one of the forms, and of its class (above)
        one = canonical(form, settled)
        if kept_once(seen, class_hash(one), one):
            found.append(one)
    return found
