"""Results to share: one short line for the clipboard ("Copy result") that tells how it went and
gives nothing of the answer away (no cards, no answer), in the player's language.

>>> from datetime import date
>>> from app.game.daily import DailyResult
>>> day = date(2026, 11, 24)
>>> daily_share(DailyResult(day, (3, 3, 8, 8), "Expert", True, 42.0, 1), 5, day)
'Twenty-Four 2026-11-24 ✓ 0:42 · 1 hint · streak 5'
"""

from __future__ import annotations

from datetime import date

from ..i18n import translate
from .attack import AttackRules, AttackRun
from .clock import clock_text
from .daily import DailyResult
from .operators import unusual


def app_name() -> str:
    """The game's name as players of the language know it (the window's title: 算24点)."""
    return translate("Window", "Twenty-Four")


def daily_share(result: DailyResult, streak: int, today: date) -> str:
    """A day's result: the date, solved or not and how fast, the hints, and the streak (told
    for today's puzzle solved on the day) or that it was played later, from the archive; the
    operators when they are not the classic game's (its puzzle is another).

    "Twenty-Four 2026-11-24 ✓ 0:42 · 1 hint · streak 5"
    """
    mark = "✓" if result.solved else "✗"
    parts = [f"{app_name()} {result.day.isoformat()} {mark} {clock_text(result.seconds)}"]
    if result.hints:
        parts.append(translate("Share", "%n hints", None, result.hints))
    else:
        parts.append(translate("Share", "no hints"))
    if result.late:
        parts.append(translate("Share", "played later"))
    elif result.solved and result.day == today:
        parts.append(translate("Share", "streak {count}").format(count=streak))
    rules = unusual(result.operators)  # each set has its own puzzle a day
    if rules is not None:
        parts.append(rules)
    return " · ".join(parts)


def attack_share(run: AttackRun, best: int, new_best: bool = False) -> str:
    """A score-attack run: its date and score, the best (or that it is a new best), and the
    rules when they are not the usual ones.

    "Twenty-Four score attack 2026-11-24: 14 hands · best 17"
    """
    head = translate("Share", "{name} score attack {date}: {score}").format(
        name=app_name(),
        date=run.day.isoformat(),
        score=translate("Share", "%n hands", None, run.score),
    )
    parts = [head]
    if new_best:
        parts.append(translate("Share", "new best!"))
    else:
        parts.append(translate("Share", "best {score}").format(score=best))
    usual = AttackRules()
    if run.rules.deck != usual.deck:
        parts.append(run.rules.deck.label)
    rules = unusual(run.rules.operators)
    if rules is not None:
        parts.append(rules)
    return " · ".join(parts)
