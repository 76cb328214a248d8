"""Actions of a view: created once, shown in the Game menu while the view is current, and
triggered by their shortcuts only then (a hidden view's shortcuts do not fire)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QIcon, QKeySequence
from PyQt5.QtWidgets import QAction, QWidget

from ..i18n import bracketed
from ..shell.card_images import named_icon


def view_action(
    view: QWidget,
    slot: Callable[[], object],
    keys: Sequence[str | QKeySequence.StandardKey] = (),
    icon: str = "",
) -> QAction:
    """An action of `view` with shortcuts (its text and tooltip are set by `retitle`)."""
    action = QAction(QIcon(), "", view)
    if icon:
        named_icon(action, icon)
    action.setShortcuts([QKeySequence(key) for key in keys])
    action.setShortcutContext(Qt.WindowShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    view.addAction(action)
    return action


def show_pause(action: QAction, paused: bool, text: str, tip: str) -> None:
    """A game's pause action as the game stands: while it is paused, Resume with a triangle
    pointing on; else Pause with two bars (`text` and `tip` say which, in the view's words)."""
    retitle(action, text, tip)
    named_icon(action, "resume" if paused else "pause")


def retitle(action: QAction, text: str, tip: str) -> None:
    """Set an action's menu text and a tooltip that names its first shortcut (no status tip:
    the menus show the tooltips, and the status bar is kept for the app's messages)."""
    action.setText(text)
    keys = action.shortcut().toString(QKeySequence.NativeText)
    action.setToolTip(bracketed(tip, keys) if keys else tip)


#: The dynamic property that names the key doing what a button without keyboard focus does.
TYPED_INSTEAD = "typed_instead"


def typed_instead(button: QWidget, keys: str) -> None:
    """Say which key does what this button does (it takes no keyboard focus, so the answer line
    keeps it): kept for the accessibility checks and read by nobody else."""
    button.setProperty(TYPED_INSTEAD, keys)
