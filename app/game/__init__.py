"""The rules layer: game rules and state as plain classes, without Qt. Cards, hands, answers,
rounds, matches, the ways to play (one session shape: base_session), the computer opponent,
levels, the clock, Tchisla's requests and puzzle, the statistics, the history and the files it
keeps (storage).

A module here may import the solver (`solver`), the texts (`app.i18n`) and the standard
library; never Qt, nor app.shell, app.views or app.widgets, which build on this layer. Import
names from their modules (``from app.game.match import Match``): the package exports nothing.
"""
