"""Classes of solutions: a problem's forms sorted by their canonical forms (`canon`), by hash.

A canonical form's key is a nested tuple, and Python keeps no tuple's hash: a dict keyed by keys
hashed each whole key again for every form. Here forms are sorted by `canon.class_hash` (made of
their nodes' hashes, each kept with its node) and keys compared in full only when two hashes
agree. The search dedupes its forms the same way, and `canonical` looks up its settled results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .canon import Canonical, Settled, canonical, class_hash
from .form import Form


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
