"""Tchisla: reach a target with the fewest copies of one digit (`search`), and check a typed
answer (`answer`).

>>> tchisla(11, 7).expression
'77/7'
"""

from .search import (
    CEILINGS,
    Limits,
    Progress,
    TchislaResult,
    TchislaSearch,
    check_digit,
    check_target,
    copies,
    render,
    steps,
    tchisla,
)

__all__ = [
    "CEILINGS",
    "Limits",
    "Progress",
    "TchislaResult",
    "TchislaSearch",
    "check_digit",
    "check_target",
    "copies",
    "render",
    "steps",
    "tchisla",
]
