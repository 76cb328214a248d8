"""The Game menu's actions that several ways to play share, each declared once: the view's method
it calls, its keys and icon, and its name where every mode names it alike (Skip, No solution,
Show the answers, Copy result, Clear answer). A view takes one and says in its own words what it
does there (its tip), as `ViewAction.worded` lets a view word an action its base declares::

    class DuelView(SessionView[DuelSession]):
        skip_action = game_menu.skip(lambda: translate("Duel", "Both give up: nobody scores"))
"""

from __future__ import annotations

from ..i18n import translate
from ..widgets.actions import ViewAction, Words


def new_game(slot: str, text: Words, tip: Words) -> ViewAction:
    """Start (Ctrl+N, the deal icon): a match, a run, a duel, the next hand (`slot` does it)."""
    return ViewAction(slot, ("Ctrl+N",), "deal", text, tip)


def end_game(slot: str, text: Words, tip: Words) -> ViewAction:
    """End what is played now (Ctrl+W): the match, the run, the duel, the room (`slot`)."""
    return ViewAction(slot, ("Ctrl+W",), text=text, tip=tip)


def hint(tip: Words | None = None, text: Words | None = None) -> ViewAction:
    """Hint (Ctrl+H, the hint icon), with the view's tip (and name, if not "Hint"); without a tip
    the view words it as it goes (how many hints are left, what one costs)."""
    words = text or (lambda: translate("Game", "&Hint"))
    return ViewAction("hint", ("Ctrl+H",), "hint", words if tip else None, tip)


def pause(text: Words | None = None, tip: Words | None = None) -> ViewAction:
    """Pause or resume (Ctrl+P or the Pause key, the pause icon); worded as the game stands."""
    return ViewAction("toggle_pause", ("Ctrl+P", "Pause"), "pause", text, tip)


def skip(tip: Words) -> ViewAction:
    """Skip (Ctrl+S): give up the hand, as the view's tip says (asked twice where it costs)."""
    return ViewAction("skip", ("Ctrl+S",), text=lambda: translate("Game", "S&kip"), tip=tip)


def no_solution(tip: Words | None = None) -> ViewAction:
    """No solution (Ctrl+D): say the cards cannot make the target (the view may say more)."""
    return ViewAction(
        "claim_no_solution",
        ("Ctrl+D",),
        text=lambda: translate("Game", "No &solution"),
        tip=tip or (lambda: translate("Game", "Declare that these cards cannot make the target")),
    )


def give_up(tip: Words, text: Words | None = None) -> ViewAction:
    """Show the answers (Ctrl+G): give up the hand, as the view's tip says (and its name for it,
    where there is one answer to show)."""
    return ViewAction(
        "give_up",
        ("Ctrl+G",),
        text=text or (lambda: translate("Game", "Show the &answers")),
        tip=tip,
    )


def copy_result(tip: Words) -> ViewAction:
    """Copy result (Ctrl+Shift+C): the result to share, on the clipboard (`share_text`)."""
    return ViewAction(
        "copy_result", ("Ctrl+Shift+C",), text=lambda: translate("Game", "Cop&y result"), tip=tip
    )


def clear_answer() -> ViewAction:
    """Clear answer (Ctrl+L), the same in every way to play with an answer box."""
    return ViewAction(
        "clear",
        ("Ctrl+L",),
        "clear",
        lambda: translate("Answer", "&Clear answer"),
        lambda: translate("Answer", "Clear what you typed"),
    )
