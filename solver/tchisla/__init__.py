"""Tchisla: reach a target with the fewest copies of one digit, and check a typed answer.

The modules, on the expression core (`solver.core`): `limits` (how far a search goes, the checks
of a target and a digit), `expression` (copies, written forms and working of an answer, and
`TchislaResult`), `batch` (arithmetic on a whole level, as tables of operators), `levels` (the
values of each count of copies, built), `sieve` (partners sifted by residues), `search`
(`TchislaSearch`: meet in the middle over the levels), `solve` (`tchisla`, which checks what it
is given and asks the search) and `answer` (a typed answer read and checked).

>>> tchisla(11, 7).expression
'77/7'
"""

from .answer import Checked, check_answer
from .expression import TchislaResult, copies, render, steps
from .limits import CEILINGS, Limits, check_digit, check_target, read_target, read_whole
from .search import Progress, TchislaSearch
from .solve import tchisla

__all__ = [
    "CEILINGS",
    "Checked",
    "Limits",
    "Progress",
    "TchislaResult",
    "TchislaSearch",
    "check_answer",
    "check_digit",
    "check_target",
    "copies",
    "read_target",
    "read_whole",
    "render",
    "steps",
    "tchisla",
]
