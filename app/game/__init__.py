"""Game rules and state as plain classes (no Qt): cards, hands, answers, rounds, matches, the
ways to play (one session shape: base_session), the computer opponent, levels, the clock and
the history."""

from __future__ import annotations

import importlib
from typing import Any

#: Where each name of the package lives. Importing the package imports none of its modules: a
#: name's module is imported when the name is first asked for (``from app.game import Match``),
#: so the app's start-up reads only the modules its first view uses.
_HOMES = {
    "answer": ("AnswerResult", "Verdict", "check_answer"),
    "base_session": ("Notice", "Session"),
    "cards": ("Card", "CardError", "parse_rank", "rank_name"),
    "clock": ("Clock", "ManualClock", "MonotonicClock", "countdown_text", "seconds_text"),
    "decks": ("Deck", "DeckEmpty", "DeckKind", "DeckRules"),
    "hand": ("HandEditor", "HandError", "Slot"),
    "history": ("History",),
    "jobs": ("Cancel", "Job", "Progress"),
    "levels": ("ComputerLevel", "HandLevel"),
    "match": (
        "Match",
        "MatchOptions",
        "MatchSummary",
        "RoundResult",
        "RoundSetup",
        "prepare_round",
    ),
    "opponent": ("Opponent", "Plan"),
    "round": ("Hint", "Outcome", "Reason", "Round", "RoundState", "Winner", "solve_hand"),
    "session": ("Act", "Phase", "PlaySession"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_MODULE_OF)


def __getattr__(name: str) -> Any:
    """A name of the package, from its module (imported now if it was not yet)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
