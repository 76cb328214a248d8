"""`tchisla()`: reach a target with the fewest copies of one digit (the search is
`solver.tchisla.search`; this checks what it is given first, as Python, so a bad argument is a
SolverError and not a compiled module's TypeError).

>>> result = tchisla(11, 7)
>>> result.count, result.expression
(3, '77/7')
>>> str(tchisla(24, 4))
'24#4 = 4!'
>>> tchisla(55, 2).expression
'22*(2+√(2^(-2)))'
"""

from __future__ import annotations

from collections.abc import Callable

from .expression import TchislaResult
from .limits import Limits, check_digit, check_limits, check_target
from .search import Progress, TchislaSearch


def tchisla(
    target: int,
    digit: int,
    *,
    limits: Limits | None = None,
    cancel: Callable[[], bool] | None = None,
    progress: Progress | None = None,
) -> TchislaResult:
    """Reach `target` with the fewest copies of `digit`: ``tchisla(11, 7).expression == '77/7'``.

    Raises NumberError for a target below 1 or a digit outside 1..9, LimitError for limits that
    are not a `Limits`, Cancelled when `cancel` returns True. `progress(n)` is called as the
    search starts on n copies. When nothing is found within the limits the result says so and
    names them.
    """
    check_target(target)
    check_digit(digit)
    limits = Limits() if limits is None else check_limits(limits)
    return TchislaSearch(digit, limits, cancel, progress).solve(target)
