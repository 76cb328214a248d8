"""A solution: one representative expression of a class of equivalent answers."""

from __future__ import annotations

from functools import cached_property

from ..core.frozen import Frozen
from ..core.numbers import Q, format_number
from ..core.tree import Nested, Step, Style, Tree, render, steps, to_nested, value_of


class Solution(Frozen):
    """One distinct solution, shown in the preferred form (e.g. ``(6-2-1)*8``)."""

    FIELDS = ("tree",)
    tree: Tree

    def __init__(self, tree: Tree, known_text: str | None = None) -> None:
        """`known_text`: the text, when whoever makes the solution already has it (the solver
        does)."""
        self._set(tree=tree)
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
