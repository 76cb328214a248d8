"""Actions of a view: created once, shown in the Game menu while the view is current, and
triggered by their shortcuts only then (a hidden view's shortcuts do not fire).

A view declares its actions as data, in its class (`ViewAction`): the method each calls, its
keys, its icon and its words; `ActionsView` makes them once (`make_actions`), lists the Game
menu's part from the names in `MENU` (`menu_actions`) and sets every action's words again in
the current language (`retitle_actions`)::

    class PracticeView(ActionsView, QWidget):
        hint_action = ViewAction(
            "hint", ("Ctrl+H",), "hint", lambda: translate("Practice", "&Hint"), ...
        )
        MENU = ("next", None, "hint", "give_up")  # None: a separator

After `make_actions` the attribute (``view.hint_action``) is the QAction.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import ClassVar, overload

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QIcon, QKeySequence
from PyQt5.QtWidgets import QAction, QPushButton, QWidget

from ..i18n import bracketed
from ..shell.card_images import named_icon

#: Words worked out in the current language (an action's text or tooltip).
Words = Callable[[], str]
#: The keys of a view's Enter action: Enter anywhere in the view does what the moment calls for.
ENTER_KEYS = ("Return", "Enter")


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


def button_text(text: str) -> str:
    """A menu's text as a button shows it, without its mnemonic: "&Deal" is "Deal", and "发牌(&D)"
    is "发牌" (a language without the letter writes it after the word, in brackets).

    >>> button_text("开始回合(&S)"), button_text("&Start round"), button_text("Q&&A")
    ('开始回合', 'Start round', 'Q&A')
    """
    return re.sub(r"\(&[^)]\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def action_button(parent: QWidget, action: QAction) -> QPushButton:
    """A button for an action that follows it: its icon, text, tooltip and enabled state."""
    button = QPushButton(parent)
    button.clicked.connect(action.trigger)

    def follow() -> None:
        button.setIcon(action.icon())
        button.setText(button_text(action.text()))
        button.setToolTip(action.toolTip())
        button.setEnabled(action.isEnabled())

    action.changed.connect(follow)
    follow()
    return button


class ViewAction:
    """An action of a view, declared in its class: the view's method it calls (`slot`, with
    `args`), its keys and icon, and its words (None: the view words it as it goes, e.g. Pause
    and Resume); the view's `make_actions` makes the QAction that the attribute is from then
    on."""

    def __init__(
        self,
        slot: str,
        keys: Sequence[str] = (),
        icon: str = "",
        text: Words | None = None,
        tip: Words | None = None,
        args: tuple[object, ...] = (),
    ) -> None:
        self.slot = slot
        self.keys = tuple(keys)
        self.icon = icon
        self.text = text
        self.tip = tip
        self.args = args
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, view: None, owner: type) -> ViewAction: ...

    @overload
    def __get__(self, view: QWidget, owner: type) -> QAction: ...

    def __get__(self, view: QWidget | None, owner: type) -> ViewAction | QAction:
        if view is None:
            return self
        raise AttributeError(f"{self.name} is made by the view's make_actions")

    def worded(self, text: Words, tip: Words) -> ViewAction:
        """The same action with these words (a view's own for an action its base declares)."""
        return ViewAction(self.slot, self.keys, self.icon, text, tip, self.args)

    def make(self, view: QWidget) -> QAction:
        """The view's QAction for this declaration (it becomes the view's attribute)."""
        slot = getattr(view, self.slot)
        args = self.args
        action = view_action(view, lambda: slot(*args), self.keys, self.icon)
        setattr(view, self.name, action)  # the instance's own: it hides this declaration
        return action

    def retitle(self, view: QWidget) -> None:
        """Set the action's words in the current language (if it has words of its own)."""
        if self.text is not None and self.tip is not None:
            retitle(getattr(view, self.name), self.text(), self.tip())


def declared_actions(view_class: type) -> list[ViewAction]:
    """A view class's actions, in the order they are declared (a base class's first; one a
    subclass declares again takes the subclass's place)."""
    found: dict[str, ViewAction] = {}
    for klass in reversed(view_class.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, ViewAction):
                found.pop(name, None)
                found[name] = value
    return list(found.values())


class ActionsView:
    """Mixed into a view (before the Qt class): its declared actions (`ViewAction`), made once,
    its Game menu's part (`MENU`: the actions' names without "_action", None a separator) and
    their words in the current language."""

    #: The Game menu's part for the view: names of its actions ("hint": `hint_action`), None
    #: for a separator.
    MENU: ClassVar[tuple[str | None, ...]] = ()

    def make_actions(self) -> None:
        """Make every declared action (once, when the view is built)."""
        assert isinstance(self, QWidget)
        for declared in declared_actions(type(self)):
            declared.make(self)

    def menu_actions(self) -> list[QAction | None]:
        """The Game menu's part for this view (None: a separator)."""
        return [None if name is None else getattr(self, f"{name}_action") for name in self.MENU]

    def retitle_actions(self) -> None:
        """Every declared action's words, in the current language."""
        assert isinstance(self, QWidget)
        for declared in declared_actions(type(self)):
            declared.retitle(self)


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
