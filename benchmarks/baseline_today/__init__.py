"""The solver as it was before issues #10 and #14 (commit f483d69), frozen here to be measured
against in the same run as the current one (benchmarks/bench_speed.py). Not used by anything
else; do not change it.

>>> from baseline_today import solve
>>> [s.text for s in solve([3, 3, 8, 8])]
['8/(3-8/3)']
"""

from .search import clear_caches
from .solve import solve

__all__ = ["clear_caches", "solve"]
