"""Twenty-Four's desktop game: the cheat helper, rounds against the computer, and more.

Start it with ``python -m app`` (or the ``twentyfour`` command). The folders are the layers:
rules and state live in ``app.game`` and the texts in ``app.i18n`` (no Qt); ``app.shell`` (the
window and what it runs on), ``app.views`` and ``app.widgets`` only show state and forward
input, and only they import Qt. This module holds the app's names.
"""

APP_NAME = "Twenty-Four"
#: The app's id on the desktop (the menu entry, AppStream, the window's class on Wayland).
APP_ID = "io.github.twentyfour_game.TwentyFour"
ORGANIZATION = "Twenty-Four"
