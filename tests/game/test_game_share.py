"""The daily archive's marks and the results to share, without widgets."""

from __future__ import annotations

from datetime import date

from app.game.archive import FIRST_DAY, Archive, DayMark, day_mark, mark_symbol
from app.game.attack import AttackRules, AttackRun
from app.game.daily import DailyResult
from app.game.decks import DeckKind, DeckRules
from app.game.share import attack_share, daily_share

TODAY = date(2026, 11, 24)  # a Tuesday


def result(day: date, solved: bool = True, hints: int = 0, late: bool = False) -> DailyResult:
    return DailyResult(day, (3, 3, 8, 8), "Expert", solved, 42.4, hints, late)


def test_each_kind_of_day_has_its_own_mark_not_only_a_colour():
    days = [None, result(TODAY), result(TODAY, hints=1), result(TODAY, hints=2)]
    days.append(result(TODAY, solved=False, hints=3))
    marks = [mark_symbol(day) for day in days]
    assert marks == ["·", "✓", "✓¹", "✓²", "✗"]
    assert [day_mark(day) for day in days] == [
        DayMark.NOT_PLAYED,
        DayMark.SOLVED,
        DayMark.HINTED,
        DayMark.HINTED,
        DayMark.FAILED,
    ]
    assert mark_symbol(result(TODAY, late=True)) == "(✓)"


def test_the_archive_offers_every_day_up_to_today():
    archive = Archive.of([result(date(2026, 11, 20), hints=1)], TODAY)
    assert archive.can_play(TODAY) and archive.can_play(FIRST_DAY)
    assert not archive.can_play(date(2026, 11, 25))
    assert archive.mark(date(2026, 11, 25)) == "" and archive.mark(date(2026, 11, 21)) == "·"
    assert archive.describe(date(2026, 11, 20)) == "Friday 2026-11-20: solved in 42 s with 1 hint."
    assert archive.describe(date(2026, 11, 25)) == "Wednesday 2026-11-25: not yet."
    assert archive.describe(TODAY) == "Tuesday 2026-11-24: not played. Today's puzzle."


def test_a_late_day_is_described_as_not_counted():
    archive = Archive.of([result(date(2026, 11, 2), solved=False, late=True)], TODAY)
    assert archive.describe(date(2026, 11, 2)) == (
        "Monday 2026-11-02: not solved; the answers were shown. Played later, from the archive: "
        "not counted in the streak."
    )


def test_the_daily_share_tells_how_it_went_and_nothing_of_the_hand():
    text = daily_share(result(TODAY, hints=1), 5, TODAY)
    assert text == "Twenty-Four 2026-11-24 ✓ 0:42 · 1 hint · streak 5"
    assert "3 3 8 8" not in text and "8/(3-8/3)" not in text
    assert daily_share(result(TODAY, hints=2), 5, TODAY).endswith("· 2 hints · streak 5")
    assert daily_share(result(TODAY), 1, TODAY).endswith("✓ 0:42 · no hints · streak 1")


def test_the_streak_is_told_only_for_today_solved_on_the_day():
    yesterday = date(2026, 11, 23)
    assert daily_share(result(yesterday), 4, TODAY) == "Twenty-Four 2026-11-23 ✓ 0:42 · no hints"
    assert daily_share(result(TODAY, solved=False), 4, TODAY) == (
        "Twenty-Four 2026-11-24 ✗ 0:42 · no hints"
    )
    late = daily_share(result(date(2026, 11, 2), late=True), 4, TODAY)
    assert late == "Twenty-Four 2026-11-02 ✓ 0:42 · no hints · played later"


def test_the_score_attack_share_tells_the_score_and_the_best():
    run = AttackRun(TODAY, 14, 2, 250.0, True)
    assert attack_share(run, 17) == "Twenty-Four score attack 2026-11-24: 14 hands · best 17"
    assert attack_share(run, 14, new_best=True).endswith(": 14 hands · new best!")
    one = AttackRun(TODAY, 1, 0, 130.0, True, AttackRules(DeckRules(DeckKind.FACES_TEN)))
    assert attack_share(one, 3) == (
        "Twenty-Four score attack 2026-11-24: 1 hand · best 3 · J Q K count 10"
    )
