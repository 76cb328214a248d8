"""Tchisla as it was before issue #13 (solver/surds.py and solver/tchisla.py, frozen copies).

benchmarks/bench_tchisla.py times today's solver against this copy in the same run. It is here
to be measured against, not used or changed.
"""
