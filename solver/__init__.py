"""Twenty-Four's solver: exact, every distinct solution, any count of numbers, any target.

>>> from solver import solve, parse, evaluate, render
>>> [s.text for s in solve("3 3 8 8".split())]
['8/(3-8/3)']
>>> evaluate(parse("8/(3-8/3)"))
Fraction(24, 1)
"""

from .errors import (
    DivisionByZeroError,
    ExpressionError,
    LimitError,
    NumberError,
    ParseError,
    SolverError,
)
from .expression import Num, Op, Step, Tree, evaluate, leaves, render, steps, to_nested, to_tree
from .hints import LastSplit, NoStepError, Side, last_split
from .identify import (
    AnswerDivisionByZeroError,
    AnswerError,
    AnswerExpressionError,
    AnswerParseError,
    CardsError,
    WrongValueError,
    identify,
)
from .numbers import format_number, parse_number, to_number
from .parse import parse
from .search import Cancelled
from .solution import Solution
from .solve import first_solution, read_numbers, solvable, solve

__all__ = [
    "AnswerDivisionByZeroError",
    "AnswerError",
    "AnswerExpressionError",
    "AnswerParseError",
    "Cancelled",
    "CardsError",
    "DivisionByZeroError",
    "ExpressionError",
    "LastSplit",
    "LimitError",
    "NoStepError",
    "Num",
    "NumberError",
    "Op",
    "ParseError",
    "Side",
    "Solution",
    "SolverError",
    "Step",
    "Tree",
    "WrongValueError",
    "evaluate",
    "first_solution",
    "format_number",
    "identify",
    "last_split",
    "leaves",
    "parse",
    "parse_number",
    "read_numbers",
    "render",
    "solvable",
    "solve",
    "steps",
    "to_nested",
    "to_number",
    "to_tree",
]
