"""Twenty-Four's desktop game: the cheat helper, rounds against the computer, and more.

Start it with ``python -m app`` (or the ``twentyfour`` command). Rules and state live in
``app.game`` (no Qt); the widgets in ``app.views`` and ``app.widgets`` only show state and
forward input.
"""

APP_NAME = "Twenty-Four"
#: The app's id on the desktop (the menu entry, AppStream, the window's class on Wayland).
APP_ID = "io.github.twentyfour_game.TwentyFour"
ORGANIZATION = "Twenty-Four"
