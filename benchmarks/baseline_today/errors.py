"""The errors the solver raises: one ValueError subclass per kind of bad input."""

from __future__ import annotations


class SolverError(ValueError):
    """Base class of every error the solver raises for bad input."""


class NumberError(SolverError):
    """A number (or card) could not be read."""


class ParseError(SolverError):
    """Typed text is not an expression; `position` is the 1-based column of the problem."""

    def __init__(self, message: str, position: int, text: str = "") -> None:
        super().__init__(f"position {position}: {message}")
        self.position = position
        self.text = text
        self.reason = message

    def pointer(self) -> str:
        """The typed text with a caret under the problem, for a terminal."""
        return f"{self.text}\n{' ' * (self.position - 1)}^"


class ExpressionError(SolverError):
    """A nested-list expression is malformed; `path` says where (indices from the top list)."""

    def __init__(self, message: str, path: tuple[int, ...] = ()) -> None:
        where = "at the top" if not path else "at " + "".join(f"[{i}]" for i in path)
        super().__init__(f"{where}: {message}")
        self.path = path
        self.reason = message


class DivisionByZeroError(ExpressionError):
    """An expression divides by something whose value is zero."""


class LimitError(SolverError):
    """A request is too large to answer within the solver's limits."""
