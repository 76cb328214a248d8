"""Qt's side of the translations: install the app's translation and Qt's own, at start and when
the player switches language (every widget then gets a LanguageChange event and retranslates).

The app's messages (app/ and solver/) go through `solver.i18n.translate`; once a language is in
use that is `QCoreApplication.translate`, so Qt's translators answer them. Qt's own texts (OK,
Cancel, the context menu of a text box) come from Qt's qtbase translation of the same language.
"""

from __future__ import annotations

from PyQt5.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PyQt5.QtGui import QGuiApplication

from solver import i18n

from ..i18n import LANGUAGES, qm_path, translate

#: The setting that follows the system's language.
SYSTEM = ""
CODES = tuple(code for code, _ in LANGUAGES)

_installed: list[QTranslator] = []
_current = ""


def system_language() -> str:
    """The language of the system, if the app speaks it, else English."""
    name = QLocale.system().name()
    if name.startswith("zh"):
        return "zh_CN"
    return "en"


def resolve(choice: str) -> str:
    """The language a choice means: SYSTEM follows the system; unknown codes are English."""
    if choice == SYSTEM:
        return system_language()
    return choice if choice in CODES else "en"


def current() -> str:
    """The language in use ("" before any is installed)."""
    return _current


def display_name() -> str:
    """The app's name as players of the language in use know the game (APP_NAME names its
    folders and settings, whatever the language)."""
    return translate("Window", "Twenty-Four")


def _qt_translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The app's messages, answered by the translators installed in Qt."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def use_language(choice: str) -> str:
    """Install the translations of a language (a code, or SYSTEM); returns the code used."""
    global _current
    language = resolve(choice)
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("use_language needs a QApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    qt_folder = QLibraryInfo.location(QLibraryInfo.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_folder), (str(qm_path(language)), "")):
        translator = QTranslator(app)
        if translator.load(name, folder) if folder else translator.load(name):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(language))
    i18n.install(_qt_translate)
    _current = language
    if isinstance(app, QGuiApplication):
        app.setApplicationDisplayName(display_name())  # the title of Qt's own dialogs
    return language
