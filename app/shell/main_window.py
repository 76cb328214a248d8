"""The main window: one tab per view (each built when first shown), a menu bar with shared
actions, a status bar."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PyQt5.QtCore import QEvent, QObject, Qt, pyqtSignal
from PyQt5.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QMoveEvent,
    QPixmap,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PyQt5.QtWidgets import (
    QAction,
    QActionGroup,
    QDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QStyle,
    QTabBar,
    QTabWidget,
    QWidget,
)

from solver import BUILD
from solver.version import version

from ..i18n import LANGUAGES, sentences, translate
from ..i18n.rules import rules_html
from ..views import VIEWS, View
from ..widgets.actions import retitle
from ..widgets.dialogs import TextDialog
from ..widgets.questions import ask
from ..widgets.status_line import StatusLine
from .card_images import app_icon, redraw_icons
from .context import AppContext
from .languages import SYSTEM, display_name, use_language
from .sound import SoundPlayer
from .theme import appearance

if TYPE_CHECKING:
    from ..widgets.preferences import PreferencesDialog
    from ..widgets.worksheet_dialog import WorksheetDialog
    from .hosting import RoomHosting
    from .joining import RoomJoining

DEFAULT_SIZE = (1000, 700)
#: The least size of the window (smaller screens get the screen's size; views then scroll).
MIN_SIZE = (480, 360)


#: The settings' problems stay in the status bar this long (there may be several to read).
SETTINGS_MESSAGE_MS = 30000


class _ViewArea(QScrollArea):
    """A frameless scroll area for a view (set when the view is built) that gives it all the
    room there is, and scrollbars only when the window is smaller than the least size of the
    view. (Qt's resizable scroll area sizes a layout with wrapping text by its height for the
    width, worked out from the preferred sizes, and scrolls views that would fit.)"""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.NoFrame)
        self.setWidgetResizable(False)

    def setWidget(self, view: QWidget) -> None:
        super().setWidget(view)
        view.installEventFilter(self)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.LayoutRequest:
            self._fit()  # the view's least size may have changed
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The view as large as the room, and never smaller than it can be."""
        view: QWidget | None = self.widget()  # None until the view is built
        if view is None:
            return
        least = view.minimumSizeHint().expandedTo(view.minimumSize())
        room = self.maximumViewportSize()
        bar = self.style().pixelMetric(QStyle.PM_ScrollBarExtent)
        width, height = room.width(), room.height()
        if least.height() > height:  # a vertical scrollbar takes some of the width
            width -= bar
        if least.width() > width:  # a horizontal one some of the height
            height -= bar
        view.resize(max(width, least.width()), max(height, least.height()))


class _Tabs(QTabWidget):
    """A tab widget that says which page is about to be shown (`showing`) before it shows it,
    so the page can be built first: Qt then gives it the focus as if it had always been there,
    whichever way the tab was changed (a click, Ctrl+Tab, the wheel, a shortcut)."""

    showing = pyqtSignal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        bar = QTabBar(self)
        bar.currentChanged.connect(self.showing)  # before the tab widget's own connection
        self.setTabBar(bar)


def solver_build() -> str:
    """Which build of the solver runs, as ``--version`` says it (`solver.build`)."""
    if BUILD.compiled:
        return translate("Window", "Solver: compiled (mypyc)")
    return translate("Window", "Solver: pure Python")


class MainWindow(QMainWindow):
    """Tabs built from app.views.VIEWS, shared actions, geometry kept in the settings."""

    def __init__(self, context: AppContext, views: Sequence[View] = VIEWS):
        super().__init__()
        self.context = context
        self.setWindowIcon(app_icon())
        self.tabs = _Tabs(self)
        self.tabs.setDocumentMode(True)
        self.setCentralWidget(self.tabs)
        context.show_message = self.show_message
        context.load_hand = self.load_hand
        if context.sounds is None:
            context.sounds = SoundPlayer(
                volume=context.settings.sound_volume,
                muted=context.settings.sound_muted,
                parent=self,
            )
        context.settings.changed.connect(self._setting_changed)
        self._closing = False
        self._fitted = False
        #: the frame's extra width and height when the window was last fitted to the screen
        self._fitted_frame = (0, 0)
        #: Keep the window inside the available screen (not for offscreen screenshots, whose
        #: size is asked for and whose screen is only virtual).
        self.keep_on_screen = True
        self.close_question: QMessageBox | None = None
        #: Game › Host a room… (made when first asked for)
        self.hosting: RoomHosting | None = None
        #: Game › Join a room… (made when first asked for)
        self.joining: RoomJoining | None = None
        self.keys: list[str] = []
        self._tabs: list[View] = []
        #: The views, one per tab, each built when its tab is first shown or it is asked for
        #: (`view`); None until then. Each tab holds its view in a scroll area: a window smaller
        #: than a view's least size scrolls rather than cuts it off.
        self._views: list[QWidget | None] = []
        for view in views:
            self.tabs.addTab(_ViewArea(), view.title())
            self.keys.append(view.key)
            self._tabs.append(view)
            self._views.append(None)
        self._make_actions()
        self._make_menus()
        self.retranslate()
        for action in self.language_actions.actions():
            action.setChecked(action.data() == context.settings.language)
        self.tabs.showing.connect(self._showing)
        self.tabs.currentChanged.connect(self._view_changed)
        #: the status bar's messages, over the bottom of the window (nothing moves for them)
        self.status_line = StatusLine(self)
        self._restore()
        self._view_changed(self.tabs.currentIndex())  # builds the view shown first
        # bound methods, not lambdas: the settings outlive the window, and Qt drops a bound
        # method's connection when its window is gone (a lambda would run on a deleted window)
        context.settings.failed.connect(self._settings_failed)
        problems = [*context.settings.problems, *context.problems]
        if problems:
            self.show_message(sentences(*problems), SETTINGS_MESSAGE_MS)

    # --- building ------------------------------------------------------------------------------

    def _view_at(self, index: int) -> QWidget | None:
        """The view of a tab, built now if it was not yet (None: no such tab)."""
        if not 0 <= index < len(self._views):
            return None
        view = self._views[index]
        if view is None:
            view = self._views[index] = self._build(self._tabs[index])
            area = self.tabs.widget(index)
            assert isinstance(area, QScrollArea)
            area.setWidget(view)
            area.setFocusProxy(view)
        return view

    @property
    def views(self) -> list[QWidget]:
        """Every view, one per tab, in order (the ones not built yet are built now: `view` and
        `built_views` build no more than they must)."""
        views = [self._view_at(index) for index in range(len(self._views))]
        return [view for view in views if view is not None]

    def built_views(self) -> list[QWidget]:
        """The views built so far (a view never shown holds nothing of the player's)."""
        return [view for view in self._views if view is not None]

    def _build(self, tab: View) -> QWidget:
        """Build one view; a view that fails to build becomes a message, not a crash."""
        try:
            return tab.build(self.context)
        except Exception as error:  # one broken view must not take the app down
            label = QLabel(
                translate("Window", "The {view} view could not be opened:\n{reason}").format(
                    view=tab.title(), reason=error
                )
            )
            label.setTextFormat(Qt.PlainText)
            label.setAlignment(Qt.AlignCenter)
            label.setWordWrap(True)
            return label

    def _action(
        self, shortcut: QKeySequence.StandardKey | str, slot: Callable[[], object]
    ) -> QAction:
        """A window action with a shortcut (its texts are set by retranslate)."""
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _make_actions(self) -> None:
        """The window's own actions (the views bring theirs), created once (texts: retranslate)."""
        self.preferences_action = self._action("Ctrl+,", self.show_preferences)
        self.preferences_action.setMenuRole(QAction.PreferencesRole)
        self.worksheet_action = self._action("", self.show_worksheet)
        self.host_room_action = self._action("", self.host_room)
        self.join_room_action = self._action("", self.join_room)
        self.quit_action = self._action("Ctrl+Q", self.quit)
        self.rules_action = self._action(QKeySequence.HelpContents, self._rules_triggered)
        self.about_action = self._action("", self._about_triggered)
        self.view_actions = QActionGroup(self)
        for index in range(self.tabs.count()):
            shortcut = f"Ctrl+{index + 1}" if index < 9 else ""
            action = self._action(shortcut, partial(self.tabs.setCurrentIndex, index))
            action.setCheckable(True)
            self.view_actions.addAction(action)
        self.sound_action = self._action("", self._toggle_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not self.context.settings.sound_muted)
        self.language_actions = QActionGroup(self)
        for code in (SYSTEM, *(code for code, _ in LANGUAGES)):
            action = self._action("", partial(self.set_language, code))
            action.setCheckable(True)
            action.setData(code)
            self.language_actions.addAction(action)

    def _make_menus(self) -> None:
        """Game (the current view's actions, then the window's), View and Help."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions(self.view_actions.actions())
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.sound_action)
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(self.language_actions.actions())
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.rules_action, self.about_action])
        for menu in (self.game_menu, self.view_menu, self.language_menu, self.help_menu):
            menu.setToolTipsVisible(True)

    def retranslate(self) -> None:
        """Every fixed text of the window, in the current language (the views do their own)."""
        retitle(
            self.preferences_action,
            translate("Window", "&Preferences…"),
            translate("Window", "Round time, computer, target, cards, deck"),
        )
        retitle(
            self.worksheet_action,
            translate("Window", "&Worksheet…"),
            translate("Window", "Print a sheet of hands to solve, with its answer key"),
        )
        retitle(
            self.host_room_action,
            translate("Window", "H&ost a room…"),
            translate("Window", "Play together: phones and computers on this network join"),
        )
        retitle(
            self.join_room_action,
            translate("Window", "&Join a room…"),
            translate("Window", "Play in a room another computer on this network hosts"),
        )
        name = display_name()
        self.setWindowTitle(name)
        retitle(
            self.quit_action,
            translate("Window", "&Quit"),
            translate("Window", "Quit {name}").format(name=name),
        )
        retitle(
            self.rules_action, translate("Window", "&Rules"), translate("Window", "How to play")
        )
        retitle(
            self.about_action,
            translate("Window", "&About {name}").format(name=name),
            translate("Window", "About this program"),
        )
        for index, action in enumerate(self.view_actions.actions()):
            title = self._tabs[index].title()
            self.tabs.setTabText(index, title)
            retitle(action, title, translate("Window", "Show the {view} view").format(view=title))
            self.tabs.setTabToolTip(index, action.toolTip())
        retitle(
            self.sound_action,
            translate("Window", "&Sounds"),
            translate("Window", "Sound effects on or off (the volume is in Preferences)"),
        )
        names = dict(LANGUAGES)
        for action in self.language_actions.actions():
            code = action.data()
            text = translate("Window", "System language") if code == SYSTEM else names[code]
            retitle(action, text, translate("Window", "Show the game in this language"))
        self.game_menu.setTitle(translate("Window", "&Game"))
        self.view_menu.setTitle(translate("Window", "&View"))
        self.language_menu.setTitle(translate("Window", "&Language"))
        self.help_menu.setTitle(translate("Window", "&Help"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: every fixed text again; a new palette: the icons in its ink."""
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.PaletteChange:  # the system's palette changed, or a theme
            appearance().restyle_all()
            redraw_icons(self)
        super().changeEvent(event)

    def _toggle_sound(self) -> None:
        """View › Sounds: on or off, remembered."""
        self.context.settings.sound_muted = not self.sound_action.isChecked()

    def _setting_changed(self, name: str) -> None:
        """The sound, the appearance and the text size take effect at once."""
        settings, sounds = self.context.settings, self.context.sounds
        if name == "theme":
            appearance().set_theme(settings.theme)
        elif name == "text_size":
            appearance().set_text_size(settings.text_size)
        if name in ("sound_volume", "sound_muted") and sounds is not None:
            sounds.set_volume(settings.sound_volume)
            sounds.set_muted(settings.sound_muted)
            self.sound_action.setChecked(not settings.sound_muted)

    def set_language(self, choice: str) -> None:
        """Switch the language now (SYSTEM: the system's) and keep the choice."""
        self.context.settings.language = choice
        language = use_language(choice)
        for action in self.language_actions.actions():
            action.setChecked(action.data() == choice)
        self.show_message(
            translate(
                "Window",
                "Language: {language}. Messages already on screen stay as they were written.",
            ).format(language=dict(LANGUAGES)[language])
        )

    def _fill_game_menu(self, view: QWidget | None) -> None:
        """The Game menu shows the current view's actions, then Preferences and Quit."""
        menu = self.game_menu
        menu.clear()
        make = getattr(view, "menu_actions", None)
        for action in make() if callable(make) else []:
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        if menu.actions():
            menu.addSeparator()
        menu.addAction(self.host_room_action)
        menu.addAction(self.join_room_action)
        menu.addAction(self.worksheet_action)
        menu.addAction(self.preferences_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)

    # --- behaviour -----------------------------------------------------------------------------

    def view(self, key: str) -> QWidget | None:
        """The view with a given key (helper, play, tchisla, stats), if there is one (built now
        if it was not yet)."""
        if key not in self.keys:
            return None
        return self._view_at(self.keys.index(key))

    def show_view(self, key: str) -> QWidget | None:
        """Switch to a view by key; returns it (None when there is no such view)."""
        if key not in self.keys:
            return None
        index = self.keys.index(key)
        self.tabs.setCurrentIndex(index)
        return self._view_at(index)

    def load_hand(self, numbers: Sequence[int]) -> None:
        """Show a hand in the helper view and switch to it."""
        view = self.show_view("helper")
        if view is not None and hasattr(view, "load_hand"):
            view.load_hand(list(numbers))

    def quit(self) -> None:
        """Close the window (saving its geometry), which ends the app."""
        self.close()

    def show_message(self, text: str, ms: int = 6000) -> None:
        """A message in the status bar."""
        self.statusBar().showMessage(text, ms)

    def _settings_failed(self, text: str) -> None:
        """The settings could not be written: say so for a while."""
        self.show_message(text, SETTINGS_MESSAGE_MS)

    def preferences(self) -> PreferencesDialog:
        """The preferences dialog (not shown yet)."""
        from ..widgets.preferences import PreferencesDialog  # imported when first opened

        return PreferencesDialog(self.context.settings, self)

    def show_preferences(self) -> None:
        """Edit the settings; the views adapt when they change."""
        self._open_over(self.preferences())

    def show_worksheet(self) -> WorksheetDialog:
        """Game › Worksheet…: choose a sheet, preview it, print it or save it (not blocking)."""
        from ..widgets.worksheet_dialog import WorksheetDialog  # imported when first opened

        dialog = WorksheetDialog(self.context.settings, self, self.context.rng)
        self._open_over(dialog)
        return dialog

    def join_room(self) -> QWidget:
        """Game › Join a room…: its dialog, or the joined room's tab (app.shell.joining)."""
        if self.joining is None:
            from .joining import RoomJoining  # imported when first asked for

            self.joining = RoomJoining(self, self.context, self.show_message)
        return self.joining.join_room()

    def host_room(self) -> QWidget:
        """Game › Host a room…: its dialog, or the open room's tab (app.shell.hosting)."""
        if self.hosting is None:
            from .hosting import RoomHosting  # imported when first asked for

            self.hosting = RoomHosting(self, self.context, self.show_message)
        return self.hosting.host_room()

    def show_rules(self) -> TextDialog:
        """The rules of the game and how to use the app (a window-modal dialog that scrolls,
        not blocking)."""
        return self._open_text(translate("Window", "Rules"), rules_html(), rich=True)

    def show_about(self) -> TextDialog:
        """Version, what the program is, where its settings and data live, which build of the
        solver runs (plain text: the paths are shown as they are)."""
        text = translate(
            "Window",
            "{name} {version}\n\nThe 24-point card game and a helper that knows every distinct "
            "answer, with exact arithmetic.\n\nSettings: {settings}\nMatch history: {history}",
        ).format(
            name=display_name(),
            version=version(),
            settings=self.context.settings.path,
            history=self.context.history_path,
        )
        text += "\n" + solver_build()
        return self._open_text(
            translate("Window", "About"),
            text,
            rich=False,
            icon=self.windowIcon().pixmap(64),
        )

    def _rules_triggered(self) -> None:
        """Help > Rules."""
        self.show_rules()

    def _about_triggered(self) -> None:
        """Help > About."""
        self.show_about()

    def _open_text(
        self, title: str, text: str, *, rich: bool, icon: QPixmap | None = None
    ) -> TextDialog:
        """Open a text over the window (it fits the screen and scrolls); it deletes itself
        when closed. Its title does not repeat the app's name: the system adds it."""
        dialog = TextDialog(title, text, self, rich=rich, icon=icon)
        dialog.setWindowModality(Qt.WindowModal)
        self._open_over(dialog)
        return dialog

    def _open_over(self, dialog: QDialog) -> None:
        """Open a dialog over the window (it deletes itself when closed). A game with a clock
        is paused while it is open, and goes on after it; the keys come back to the window."""
        paused = self._pause_games()
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._dialog_closed(paused))
        dialog.open()

    def _pause_games(self) -> list[QWidget]:
        """Stop the clock of every view's game that has one; the views paused."""
        return [view for view in self.built_views() if getattr(view, "pause_for_question", bool)()]

    def _dialog_closed(self, paused: Sequence[QWidget]) -> None:
        """A dialog over the window closed: the games it paused go on, the keys come back."""
        for view in paused:
            view.resume_after_question()  # type: ignore[attr-defined]
        self.activateWindow()

    def _showing(self, index: int) -> None:
        """A tab is about to be shown: a message about another view goes, and the tab's view is
        built if it was not yet (its own messages then stay)."""
        self.statusBar().clearMessage()
        self._view_at(index)

    def _view_changed(self, index: int) -> None:
        """The Game menu shows the new view's actions (a room's tab: its own); the view is ticked
        in the View menu (a room's tab, not one of its views: none is)."""
        self._fill_game_menu(self._view_at(index) or self.tabs.widget(index))
        actions = self.view_actions.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)
        else:  # a room's tab (an exclusive group keeps one ticked: the rule is lifted a moment)
            self.view_actions.setExclusive(False)
            for action in actions:
                action.setChecked(False)
            self.view_actions.setExclusive(True)

    def _ask_before_closing(self, questions: Sequence[str]) -> None:
        """A window-modal question; Quit closes the window, the other button keeps it."""
        if self.close_question is not None:
            return
        paused = self._pause_games()

        def answered(leave: bool) -> None:
            self.close_question = None
            if leave:
                self._closing = True
                self.close()
                return
            for view in paused:
                view.resume_after_question()  # type: ignore[attr-defined]

        self.close_question = ask(
            self,
            translate("Window", "Quit?"),
            "\n\n".join(questions),
            translate("Window", "Quit"),
            translate("Window", "Keep playing"),
            answered,
        )

    def fit_screen(self) -> None:
        """Keep the window inside the available screen (a size saved on a larger screen, or at
        another scale, is clamped), and its least size within it."""
        screen: QScreen | None = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w, extra_h = self._fitted_frame = self._frame_extra()  # the frame, once shown
        most_w, most_h = room.width() - extra_w, room.height() - extra_h
        self.setMinimumSize(min(MIN_SIZE[0], most_w), min(MIN_SIZE[1], most_h))
        if self.isMaximized() or self.isFullScreen():
            return
        width, height = min(self.width(), most_w), min(self.height(), most_h)
        self.resize(width, height)
        x = min(max(frame.x(), room.left()), room.right() + 1 - width - extra_w)
        y = min(max(frame.y(), room.top()), room.bottom() + 1 - height - extra_h)
        self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        """Once shown, keep the window inside the screen."""
        super().showEvent(event)
        if not self._fitted and self.keep_on_screen:
            self._fitted = True
            self.fit_screen()

    def moveEvent(self, event: QMoveEvent) -> None:
        """The window manager's frame comes after the window is shown (the window moves into
        it): fit the screen again once it is known, so the frame does not hang off it."""
        super().moveEvent(event)
        if self._fitted and self.keep_on_screen and self._frame_extra() != self._fitted_frame:
            self.fit_screen()

    def _frame_extra(self) -> tuple[int, int]:
        """How much wider and taller the window manager's frame makes the window."""
        frame = self.frameGeometry()
        return frame.width() - self.width(), frame.height() - self.height()

    def _restore(self) -> None:
        """Size, position and the last view from the settings."""
        settings = self.context.settings
        if settings.geometry.isEmpty() or not self.restoreGeometry(settings.geometry):
            self.resize(*DEFAULT_SIZE)
        last = settings.last_view.lower()  # a key; earlier versions kept the English title
        last = {"statistics": "stats"}.get(last, last)
        if last in self.keys:
            self.tabs.setCurrentIndex(self.keys.index(last))

    def leave_questions(self) -> list[str]:
        """What the views say would be lost by closing now (a match under way)."""
        questions = []
        for view in self.built_views():
            ask = getattr(view, "leave_question", None)
            question = ask() if callable(ask) else None
            if question:
                questions.append(question)
        room = self.hosting.leave_question() if self.hosting is not None else None
        return [*questions, room] if room else questions

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask first if something would be lost; then save what the views hold, the geometry
        and the current view, and close."""
        questions = [] if self._closing else self.leave_questions()
        if questions:
            event.ignore()
            self._ask_before_closing(questions)
            return
        if self.hosting is not None and self.hosting.close_then(self.close):
            event.ignore()  # the window closes once the room has told every player
            return
        if self.joining is not None:
            self.joining.close()
        for view in self.built_views():
            save = getattr(view, "save_before_close", None)
            if save is not None:
                save()
        settings = self.context.settings
        settings.geometry = self.saveGeometry()
        index = self.tabs.currentIndex()
        if 0 <= index < len(self.keys) and self.keys[index]:
            settings.last_view = self.keys[index]
        settings.sync()
        self.context.close()
        super().closeEvent(event)
