"""The main window's views, one tab each, in order.

Each entry is ``(title, factory)``; the window builds a view as ``factory(context)`` (context is
an `app.context.AppContext`) when its tab is first shown or the view is first asked for
(`MainWindow.view`), so a view's module is imported then too. To add a view, add ONE line below,
e.g.::

    ("Play", lazy("app.views.play_view", "PlayView")),
    ("Practice", lazy("app.views.practice_view", "PracticeView")),
    ("Daily", lazy("app.views.daily_view", "DailyView")),
    ("Two players", lazy("app.views.duel_view", "DuelView")),

Optional methods a view may have (the window calls them when present):

- ``new_deal()``, ``retry()``, ``clear()``: the Game menu's shared actions (Ctrl+N, Ctrl+R,
  Ctrl+L) act on the current view and are disabled for views without them;
- ``load_hand(numbers)``: show a hand (the helper view has it; `context.load_hand` calls it);
- ``prepare_screenshot(cards)``: get ready for ``python -m app --screenshot`` (cards may be None);
- ``save_before_close()``: the window is closing: keep whatever the player would lose.

The view's key for ``--view`` is its module name without ``_view`` (helper, play, tchisla, stats).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PyQt5.QtWidgets import QWidget

from ..context import AppContext
from ..i18n import translate

ViewFactory = Callable[[AppContext], QWidget]


def lazy(module: str, name: str) -> ViewFactory:
    """A factory that imports ``module.name`` only when the view is built."""

    def build(context: AppContext) -> QWidget:
        factory: ViewFactory = getattr(importlib.import_module(module), name)
        return factory(context)

    build.__module__ = module
    build.__qualname__ = name
    return build


def view_title(key: str, default: str) -> str:
    """A view's tab title in the player's language (`default` for a view not listed here)."""
    titles = {
        "helper": translate("Views", "Helper"),
        "play": translate("Views", "Play"),
        "practice": translate("Views", "Practice"),
        "daily": translate("Views", "Daily"),
        "duel": translate("Views", "Two players"),
        "tchisla": translate("Views", "Tchisla"),
        "stats": translate("Views", "Statistics"),
    }
    return titles.get(key, default)


def view_key(factory: ViewFactory) -> str:
    """The short name of a view for ``--view``: its module name without ``_view``."""
    module = getattr(factory, "__module__", "") or ""
    return module.rsplit(".", 1)[-1].removesuffix("_view")


VIEWS: list[tuple[str, ViewFactory]] = [
    ("Helper", lazy("app.views.helper_view", "HelperView")),
    ("Play", lazy("app.views.play_view", "PlayView")),
    ("Practice", lazy("app.views.practice_view", "PracticeView")),
    ("Daily", lazy("app.views.daily_view", "DailyView")),
    ("Two players", lazy("app.views.duel_view", "DuelView")),
    ("Tchisla", lazy("app.views.tchisla_view", "TchislaView")),
    ("Statistics", lazy("app.views.stats_view", "StatsView")),
]
