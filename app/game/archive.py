"""The daily archive: every past day's puzzle, marked with how it went, any of them to play.

A day is solved (alone, or with hints), not solved (the answers were shown) or not played; each
has its own mark, so the calendar never tells them apart by colour alone: ✓, ✓¹ or ✓² (the
hints taken), ✗, and · for a day not played. A day first played after its date, from the
archive, is a late solve (or a late miss): its mark is in brackets, "(✓)", and it does not count
for the streak. Days after today cannot be played yet; the archive starts at FIRST_DAY.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from enum import Enum

from ..i18n import sentences, translate
from .clock import date_text, seconds_text
from .daily import DailyResult, weekday_name

#: The first day the archive offers (every day has a puzzle; the calendar needs a start).
FIRST_DAY = date(2000, 1, 1)
#: The hints taken, as a mark shows them (two at most: the third shows the answer).
_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class DayMark(Enum):
    """How a day's puzzle went."""

    SOLVED = "solved"  # without a hint
    HINTED = "hinted"  # solved with hints
    FAILED = "failed"  # the answers were shown
    NOT_PLAYED = "not played"


def day_mark(result: DailyResult | None) -> DayMark:
    """How a day went, from its kept result (None: not played)."""
    if result is None:
        return DayMark.NOT_PLAYED
    if not result.solved:
        return DayMark.FAILED
    return DayMark.HINTED if result.hints else DayMark.SOLVED


def mark_symbol(result: DailyResult | None) -> str:
    """The mark a day shows: "✓", "✓¹", "✗" or "·"; in brackets when it was played late.

    >>> from datetime import date
    >>> day = date(2026, 11, 20)
    >>> mark_symbol(None), mark_symbol(DailyResult(day, (1, 2, 3, 4), "Easy", True, 9.0, 2))
    ('·', '✓²')
    >>> mark_symbol(DailyResult(day, (1, 2, 3, 4), "Easy", False, 9.0, 0, late=True))
    '(✗)'
    """
    if result is None:
        return "·"
    symbol = "✓" if result.solved else "✗"
    if result.solved and result.hints:
        symbol += str(result.hints).translate(_SUPERSCRIPTS)
    return f"({symbol})" if result.late else symbol


def legend() -> str:
    """What the marks mean, in the player's language: each mark with "=", never the "·" of a
    day not played between two of them."""
    return translate(
        "Archive",
        "✓ = solved;  ✓¹ = solved with one hint;  ✗ = not solved;  · = not played;  "
        "(✓) = played later",
    )


@dataclass(frozen=True)
class Archive:
    """The kept results of every day, as of `today`."""

    results: dict[date, DailyResult]
    today: date

    @classmethod
    def of(cls, results: Iterable[DailyResult], today: date) -> Archive:
        """The archive of these results."""
        return cls({result.day: result for result in results}, today)

    def can_play(self, day: date) -> bool:
        """Whether a day's puzzle can be played: from FIRST_DAY to today."""
        return FIRST_DAY <= day <= self.today

    def mark(self, day: date) -> str:
        """A day's mark ("" for a day that cannot be played)."""
        return mark_symbol(self.results.get(day)) if self.can_play(day) else ""

    def describe(self, day: date) -> str:
        """A day and how it went, in a sentence or two: "Friday 2026-11-20: solved in 42 s
        with 1 hint."."""
        name = translate("Archive", "{weekday} {date}").format(
            weekday=weekday_name(day), date=date_text(day)
        )
        if not self.can_play(day):
            return translate("Archive", "{day}: not yet.").format(day=name)
        result = self.results.get(day)
        mark = day_mark(result)
        if result is None or mark is DayMark.NOT_PLAYED:
            text = translate("Archive", "{day}: not played.").format(day=name)
        elif mark is DayMark.FAILED:
            text = translate("Archive", "{day}: not solved; the answers were shown.").format(
                day=name
            )
        elif mark is DayMark.HINTED:
            text = translate(
                "Archive", "{day}: solved in {time} with %n hints.", None, result.hints
            )
            text = text.format(day=name, time=seconds_text(result.seconds, 0))
        else:
            text = translate("Archive", "{day}: solved in {time}, without a hint.").format(
                day=name, time=seconds_text(result.seconds, 0)
            )
        late = result is not None and result.late
        return sentences(
            text,
            translate("Archive", "Played later, from the archive: not counted in the streak.")
            if late
            else "",
            translate("Archive", "Today's puzzle.") if day == self.today else "",
        )
