"""Whole tables of hands, worked out on every core: the hands of a deck, how many there are,
a job run over each of them in order, and the worker processes started ahead of a run (the
public names of `solver.make24.tables`).

>>> hand_count(4, 1, 13)
1820
"""

from .make24.tables import hand_count, hands, prepare_workers, rows, solution_texts

__all__ = ["hand_count", "hands", "prepare_workers", "rows", "solution_texts"]
