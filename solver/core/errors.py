"""The errors the solver raises: one family for bad input, and `Cancelled`.

Every bad input to any function of the library (text that is not an expression, a malformed
nested list, something that is not a number, a number or request too large, an argument of the
wrong kind) raises a `SolverError`, a `ValueError` subclass whose message says what is wrong and
where, in one line that never repeats a huge input in full:

- `NumberError`: a number or card could not be read (or has too many digits);
- `ParseError`: typed text is not an expression (`position` says where);
- `ExpressionError`: a nested-list expression is malformed (`path` says where);
  `DivisionByZeroError`: it divides by zero;
- `LimitError`: a request is too large to answer within the solver's limits (the message names
  the limit);
- `ArgumentError`: an argument of the wrong kind or an unknown option (``parse(5)``,
  ``render(..., style="latex")``); it is also a `TypeError`;
- `AnswerError`: an answer that is not a solution of the puzzle, the message saying why (24's
  in `solver.make24.identify`; Tchisla's `RuleError`, an answer that breaks a rule at a
  position).

`Cancelled` is not an error of the input: it is raised when the caller's ``cancel`` callback
asks a search to stop, and is not a `SolverError` (nor a `ValueError`), so code that handles bad
input never swallows a cancellation by accident.
"""

from __future__ import annotations

from ..i18n import translate

#: The most characters of what was typed that a message quotes (`solver.core.numbers.brief`
#: cuts a value, `ParseError.pointer` shows the typed text around its problem).
QUOTED = 100


class SolverError(ValueError):
    """Base class of every error the solver raises for bad input."""


class NumberError(SolverError):
    """A number (or card) could not be read."""


class ParseError(SolverError):
    """Typed text is not an expression; `position` is the 1-based column of the problem (the
    only one its message names)."""

    def __init__(self, message: str, position: int, text: str = "") -> None:
        super().__init__(
            translate("Parse", "position {position}: {reason}").format(
                position=position, reason=message
            )
        )
        self.position = position
        self.text = text
        self.reason = message

    def pointer(self) -> str:
        """The typed text with a caret under the problem, for a terminal: at most `QUOTED`
        characters of it, around the problem (… where it is cut)."""
        start = max(0, min(self.position - 1 - QUOTED // 2, len(self.text) - QUOTED))
        end = start + QUOTED
        cut = ("…" if start else "", "…" if end < len(self.text) else "")
        shown = cut[0] + self.text[start:end] + cut[1]
        return f"{shown}\n{' ' * (self.position - start - (not start))}^"


class ExpressionError(SolverError):
    """A nested-list expression is malformed; `path` says where (indices from the top list)."""

    def __init__(self, message: str, path: tuple[int, ...] = ()) -> None:
        super().__init__(f"{where(path)}: {message}")
        self.path = path
        self.reason = message


def where(path: tuple[int, ...]) -> str:
    """A place in a nested list for a message: "at the top", "at [2][0]" (a long path cut)."""
    if not path:
        return "at the top"
    shown = "".join(f"[{i}]" for i in path[:8])
    return f"at {shown}" if len(path) <= 8 else f"at {shown}… ({len(path)} levels deep)"


class DivisionByZeroError(ExpressionError):
    """An expression divides by something whose value is zero; `operation` is the division (a
    tree), when the error comes from working the expression out."""

    operation: object = None


class LimitError(SolverError):
    """A request is too large to answer within the solver's limits."""


class ArgumentError(SolverError, TypeError):
    """An argument of the wrong kind, or an option the function does not know (also a
    TypeError, as Python's own functions raise for an argument of the wrong kind)."""


class AnswerError(SolverError):
    """An answer that is not a solution of the puzzle; the message says why, for the player.

    24's answers (`solver.make24.identify`): AnswerParseError, CardsError, WrongValueError, ...;
    Tchisla's: RuleError (text that does not read at all is a plain ParseError there).
    """


class RuleError(AnswerError, ParseError):
    """An answer that reads but breaks a rule of the puzzle (Tchisla's: another digit, a step
    that is not positive or not exact, a value too large to check); `position` says where."""


class Cancelled(Exception):
    """The caller cancelled the search (its ``cancel`` callback returned True)."""
