"""Tchisla: two pages, the solver and a puzzle to play, under the rules.

The solver page (`app.views.tchisla_solver.TchislaSolverPage`) finds the fewest copies of a
digit for a target; the puzzle page (`app.views.tchisla_puzzle.TchislaPuzzleView`, a way to
play like the others: a `SessionView` of a `TchislaSession`) lets the player find answers. This
view holds them in tabs: its Game menu part is both pages' actions, which work from either page
(Ctrl+N deals a puzzle and shows it), and its Cancel (Esc) stops the search of the page in view.
"""

from __future__ import annotations

from PyQt5.QtWidgets import QAction, QTabWidget, QVBoxLayout, QWidget

from ..i18n import translate
from ..shell.context import AppContext
from ..widgets.actions import ActionsView, ViewAction
from ..widgets.adaptive import Adaptive
from ..widgets.labels import WrappedLabel
from .tchisla_puzzle import TchislaPuzzleView
from .tchisla_solver import TchislaSolverPage


def rules() -> str:
    """The rules above both pages."""
    return translate(
        "Tchisla",
        "Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power; "
        "its exponent may be negated for free: 2^(−2) = 1/4), √ (square root), ! (factorial) "
        "and the digit repeated (7, 77, 777).",
    )


class TchislaView(ActionsView, Adaptive, QWidget):
    """The rules, then the solver page and the puzzle page in tabs."""

    cancel_action = ViewAction(
        "cancel_search",
        ("Esc",),
        text=lambda: translate("Tchisla", "&Cancel the search"),
        tip=lambda: translate("Tchisla", "Stop the solver's search"),
    )

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.make_actions()
        self.rules_label = WrappedLabel(self)
        self.pages = QTabWidget(self)
        self.pages.setDocumentMode(True)
        self.solver_page = TchislaSolverPage(context, self.pages)
        self.puzzle_page = TchislaPuzzleView(context, parent=self.pages)
        self.pages.addTab(self.solver_page, "")
        self.pages.addTab(self.puzzle_page, "")
        # the solver page's words come once the tabs have measured it (its rows keep the size
        # measured then: the window's first layout stays as it has been, see the page)
        self.solver_page.retranslate()
        self.solver_page.restyle()
        layout = QVBoxLayout(self)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.pages, 1)
        # each page's actions work from either page (the Game menu holds them too)
        self.addActions(self._shared_actions())
        self.retranslate()
        self.pages.currentChanged.connect(lambda _index: self._update_actions())
        self.solver_page.changed.connect(self._update_actions)
        self.puzzle_page.changed.connect(self._update_actions)
        self.puzzle_page.started.connect(lambda: self.pages.setCurrentWidget(self.puzzle_page))
        self._update_actions()

    def _shared_actions(self) -> list[QAction]:
        """The pages' actions the Game menu holds: the puzzle's, then the solver's."""
        puzzle, solver = self.puzzle_page, self.solver_page
        return [
            puzzle.deal_action,
            puzzle.hint_action,
            solver.solve_action,
            solver.solve_all_action,
        ]

    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part for this view."""
        deal, hint, solve, solve_all = self._shared_actions()
        return [deal, hint, None, solve, solve_all, self.cancel_action]

    def retranslate(self) -> None:
        """The rules, the tabs and Cancel, in the current language (each page does its own)."""
        self.retitle_actions()
        self.rules_label.setText(rules())
        self.pages.setTabText(0, translate("Tchisla", "S&olver"))
        self.pages.setTabText(1, translate("Tchisla", "&Puzzle"))
        self.pages.setTabToolTip(0, translate("Tchisla", "Find the fewest copies for a target"))
        self.pages.setTabToolTip(1, translate("Tchisla", "Play: find an answer yourself"))
        self.pages.setAccessibleName(translate("Tchisla", "Tchisla"))
        self.pages.setToolTip(translate("Tchisla", "The solver, and a puzzle to play"))
        for button in (self.solver_page.cancel_button, self.puzzle_page.puzzle_cancel):
            button.setText(translate("Tchisla", "Cancel"))
            button.setToolTip(self.cancel_action.toolTip())

    def _on_puzzle(self) -> bool:
        """Whether the puzzle page is the one in view."""
        return self.pages.currentWidget() is self.puzzle_page

    def _update_actions(self) -> None:
        """Cancel is on while the page in view searches."""
        page = self.puzzle_page if self._on_puzzle() else self.solver_page
        self.cancel_action.setEnabled(page.runner.busy)

    def cancel_search(self) -> None:
        """Stop the search of the page in view (Esc); a puzzle can still be played."""
        if self._on_puzzle():
            self.puzzle_page.runner.cancel()
        else:
            self.solver_page.cancel()
