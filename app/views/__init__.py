"""The main window's views, one tab each, in order: the one list of them (`VIEWS`).

Each entry is a `View`: its key (for ``--view``; its module is ``app/views/<key>_view.py``), its
title in the player's language, the class the module builds it with, and whether ``--cards``
can show its cards. The window builds a view as ``view.build(context)`` (context is an
`app.shell.context.AppContext`) when its tab is first shown or the view is first asked for
(`MainWindow.view`), so a view's module is imported then too. To add a view, add ONE line to
VIEWS, e.g.::

    View("attack", lambda: translate("Views", "Score attack"), "AttackView", cards=True),

A way to play's view is an `app.views.base_view.SessionView`. Optional methods a view may have
(the window calls them when present):

- ``new_deal()``, ``retry()``, ``clear()``: the Game menu's shared actions (Ctrl+N, Ctrl+R,
  Ctrl+L) act on the current view and are disabled for views without them;
- ``load_hand(numbers)``: show a hand (the helper view has it; `context.load_hand` calls it);
- ``save_before_close()``: the window is closing: keep whatever the player would lose.

Its screenshot's scene (``python -m app --screenshot``) is in `app.shell.screenshots`. This module
imports no Qt, so ``--help`` and the command line's checks need none.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import translate

if TYPE_CHECKING:
    from PyQt5.QtWidgets import QWidget

    from ..shell.context import AppContext

ViewFactory = Callable[["AppContext"], "QWidget"]


@dataclass(frozen=True)
class View:
    """One tab of the window."""

    key: str
    #: the tab's title in the player's language
    title: Callable[[], str]
    #: the class in ``app/views/<key>_view.py`` that builds the view
    class_name: str = ""
    #: whether ``--cards`` can show its cards
    cards: bool = False
    #: builds the view instead of the class (a view made elsewhere, as tests do)
    factory: ViewFactory | None = None

    def build(self, context: AppContext) -> QWidget:
        """The view (its module is imported now)."""
        factory = self.factory
        if factory is None:
            factory = getattr(
                importlib.import_module(f"{__name__}.{self.key}_view"), self.class_name
            )
        return factory(context)


VIEWS: tuple[View, ...] = (
    View("helper", lambda: translate("Views", "Helper"), "HelperView", cards=True),
    View("play", lambda: translate("Views", "Play"), "PlayView", cards=True),
    View("attack", lambda: translate("Views", "Score attack"), "AttackView"),
    View("practice", lambda: translate("Views", "Practice"), "PracticeView", cards=True),
    View("daily", lambda: translate("Views", "Daily"), "DailyView"),
    View("duel", lambda: translate("Views", "Two players"), "DuelView", cards=True),
    View("tchisla", lambda: translate("Views", "Tchisla"), "TchislaView"),
    View("stats", lambda: translate("Views", "Statistics"), "StatsView"),
    View("learn", lambda: translate("Views", "Learn"), "LearnView"),
)
#: The keys ``--view`` takes, and those of the views ``--cards`` can show cards in.
VIEW_KEYS = tuple(view.key for view in VIEWS)
CARD_VIEWS = tuple(view.key for view in VIEWS if view.cards)
