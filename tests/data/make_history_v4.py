"""Write tests/data/history-v4.sqlite3: a history as the game kept it before rooms (schema
version 4), with a row of every kind, for tests/game/test_history_store.py.

It was run once with the code of commit 21f1b27 (before the room games of issue #33's app
half); kept to say how the file was made, not to be run again (today's code would write today's
format).
"""

from __future__ import annotations

import sys
from datetime import UTC, date, datetime
from pathlib import Path

FIXED = datetime(2026, 12, 5, 3, 0, tzinfo=UTC)


def main(path: Path) -> None:
    """A match of three rounds, a duel of + and − only, a practised hand in the review queue, a
    daily result, a score-attack run, a Tchisla best and a stage of the learning path, all kept
    at FIXED."""
    from app.game.attack import AttackRun
    from app.game.daily import DailyResult
    from app.game.decks import DeckRules
    from app.game.duel import DuelRound, DuelSummary
    from app.game.history import History
    from app.game.learn import StageResult
    from app.game.practice import PracticeResult, Review
    from solver import OperatorSet

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "game"))
    from test_game_history import played_match

    sums = OperatorSet("+-", whole=True)
    path.unlink(missing_ok=True)
    with History(path, now=lambda: FIXED) as history:
        history.record_match(played_match())
        history.record_duel(
            DuelSummary(
                ("Mei", "Tom"),
                (5, 2),
                5,
                (DuelRound((), (1, 0), "", "", None),),
                True,
                DeckRules(),
                sums,
            )
        )
        result = PracticeResult((2, 3, 5, 12), 24, DeckRules(), 95.0, 2, False, 1, 1)
        history.record_practice(result, Review((2, 3, 5, 12), 1, 4))
        history.record_daily(DailyResult(date(2026, 12, 4), (1, 2, 6, 8), "Easy", True, 21.0, 0))
        history.record_attack(AttackRun(date(2026, 12, 4), 15, 0, 170.0, True))
        history.record_tchisla(100, 4, 3, "4!*4+4")
        history.record_stage(StageResult(1, 3, 0, 0, 42.0))
    print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("history-v4.sqlite3"))
