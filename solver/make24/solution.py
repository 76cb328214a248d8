"""A solution: one representative expression of a class of equivalent answers."""

from __future__ import annotations

from dataclasses import InitVar, dataclass
from functools import cached_property

from ..core.numbers import Q, format_number
from ..core.tree import Nested, Step, Style, Tree, render, steps, to_nested, value_of


@dataclass(frozen=True)
class Solution:
    """One distinct solution, shown in the preferred form (e.g. ``(6-2-1)*8``)."""

    tree: Tree
    #: the text, when whoever makes the solution already has it (the solver does)
    known_text: InitVar[str | None] = None

    def __post_init__(self, known_text: str | None) -> None:
        if known_text is not None:
            self.__dict__["text"] = known_text  # where `text` keeps what it works out

    @property
    def expression(self) -> Nested:
        """The nested-list bracket expression, e.g. ``["8", "/", ["3", "-", "8", "/", "3"]]``."""
        return to_nested(self.tree)

    @cached_property
    def text(self) -> str:
        """ASCII text with the fewest brackets: ``8/(3-8/3)``."""
        return render(self.tree)

    def display(self, style: Style = "unicode", spaced: bool = False) -> str:
        """Text for people: ``8÷(3−8÷3)`` by default."""
        return render(self.tree, style, spaced)

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        """The working, one binary operation per step: ``8/3 = 8/3``, ``3-8/3 = 1/3``, ..."""
        return tuple(steps(self.tree))

    @property
    def value(self) -> Q:
        """The exact value (the target)."""
        return value_of(self.tree)

    def to_dict(self) -> dict[str, object]:
        """The JSON form: text, nested-list expression and steps."""
        return {
            "text": self.text,
            "expression": self.expression,
            "steps": [str(step) for step in self.steps],
        }

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Solution({self.text!r} = {format_number(self.value)})"
