"""Twenty-Four's solver: exact, every distinct solution, any count of numbers, any target.

>>> from solver import solve, parse, evaluate, render
>>> [s.text for s in solve("3 3 8 8".split())]
['8/(3-8/3)']
>>> evaluate(parse("8/(3-8/3)"))
Fraction(24, 1)

Errors: every bad input to any function here raises a `SolverError` (a `ValueError`) with a
one-line message that says what is wrong and where, and never repeats a huge input in full:
`NumberError` (a number or card not read, or of more than 1000 digits), `ParseError` (typed
text; `.position`), `ExpressionError` (a nested list; `.path`) and its `DivisionByZeroError`,
`LimitError` (too large a request; the message names the limit) and `ArgumentError` (an argument
of the wrong kind, an unknown option). Expressions may nest and chain to any depth; values worked
out are kept to 10,000 digits. `Cancelled` (not a `SolverError`) is raised when a ``cancel``
callback asks a search to stop.

>>> parse("8/(3-")
Traceback (most recent call last):
  ...
solver.core.errors.ParseError: position 6: the expression ends where a number was expected
"""

from importlib import import_module
from typing import TYPE_CHECKING

# first: whether the compiled modules or the .py files run is decided before any of them loads
from .build import BUILD
from .core.errors import (
    ArgumentError,
    Cancelled,
    DivisionByZeroError,
    ExpressionError,
    LimitError,
    NumberError,
    ParseError,
    SolverError,
)

# the rest is imported when first asked for (a command imports what it uses: `__getattr__`)
if TYPE_CHECKING:
    from .core.numbers import (
        CARD_LETTERS,
        RANK_NAMES,
        Q,
        format_number,
        parse_number,
        quoted,
        to_number,
    )
    from .core.operator_set import ALL_OPERATORS, OperatorSet
    from .core.operators import APPLY, ARITHMETIC, OPERATORS, Operator
    from .core.parse import parse
    from .core.tree import (
        Nested,
        Num,
        Op,
        Step,
        Tree,
        evaluate,
        leaves,
        render,
        steps,
        to_nested,
        to_tree,
    )
    from .make24.coach import Ladder, Rung, RungKind, coach
    from .make24.hints import LastSplit, NoStepError, Side, last_split
    from .make24.identify import (
        AnswerDivisionByZeroError,
        AnswerError,
        AnswerExpressionError,
        AnswerParseError,
        CardsError,
        NotWholeError,
        OperatorNotAllowedError,
        WrongValueError,
        check,
        identify,
        operator_list,
    )
    from .make24.nearest import MAX_NEAREST, Near, Nearest, nearest
    from .make24.solution import Solution
    from .make24.solve import first_solution, read_numbers, solvable, solve

__all__ = [
    "ALL_OPERATORS",
    "APPLY",
    "ARITHMETIC",
    "BUILD",
    "CARD_LETTERS",
    "MAX_NEAREST",
    "OPERATORS",
    "RANK_NAMES",
    "AnswerDivisionByZeroError",
    "AnswerError",
    "AnswerExpressionError",
    "AnswerParseError",
    "ArgumentError",
    "Cancelled",
    "CardsError",
    "DivisionByZeroError",
    "ExpressionError",
    "Ladder",
    "LastSplit",
    "LimitError",
    "Near",
    "Nearest",
    "Nested",
    "NoStepError",
    "NotWholeError",
    "Num",
    "NumberError",
    "Op",
    "Operator",
    "OperatorNotAllowedError",
    "OperatorSet",
    "ParseError",
    "Q",
    "Rung",
    "RungKind",
    "Side",
    "Solution",
    "SolverError",
    "Step",
    "Tree",
    "WrongValueError",
    "check",
    "coach",
    "evaluate",
    "first_solution",
    "format_number",
    "identify",
    "last_split",
    "leaves",
    "nearest",
    "operator_list",
    "parse",
    "parse_number",
    "quoted",
    "read_numbers",
    "render",
    "solvable",
    "solve",
    "steps",
    "to_nested",
    "to_number",
    "to_tree",
]


#: Where each name imported when first asked for lives (`__getattr__`).
_HOMES = {
    ".core.numbers": (
        "CARD_LETTERS",
        "RANK_NAMES",
        "Q",
        "format_number",
        "parse_number",
        "quoted",
        "to_number",
    ),
    ".core.operator_set": ("ALL_OPERATORS", "OperatorSet"),
    ".core.operators": ("APPLY", "ARITHMETIC", "OPERATORS", "Operator"),
    ".core.parse": ("parse",),
    ".core.tree": (
        "Nested",
        "Num",
        "Op",
        "Step",
        "Tree",
        "evaluate",
        "leaves",
        "render",
        "steps",
        "to_nested",
        "to_tree",
    ),
    ".make24.coach": ("Ladder", "Rung", "RungKind", "coach"),
    ".make24.hints": ("LastSplit", "NoStepError", "Side", "last_split"),
    ".make24.identify": (
        "AnswerDivisionByZeroError",
        "AnswerError",
        "AnswerExpressionError",
        "AnswerParseError",
        "CardsError",
        "NotWholeError",
        "OperatorNotAllowedError",
        "WrongValueError",
        "check",
        "identify",
        "operator_list",
    ),
    ".make24.nearest": ("MAX_NEAREST", "Near", "Nearest", "nearest"),
    ".make24.solution": ("Solution",),
    ".make24.solve": ("first_solution", "read_numbers", "solvable", "solve"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name of a module not yet imported, imported now (``from solver import coach``
    loads the coach, ``python -m solver table`` never does); ``solver.__version__``: the release
    installed (solver.version; read when first asked)."""
    if name == "__version__":
        from .version import version

        return version()
    home = _HOME_OF.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home, __name__), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    """The module's names, those not yet imported among them."""
    return sorted({*globals(), *__all__})
