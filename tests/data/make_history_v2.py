"""Write tests/data/history-v2.sqlite3: a history as the game kept it before history became a
package (schema version 2), with a row of every kind, for tests/game/test_history_store.py.

It was run once with the code of commit 439d699 (app/game/history.py); kept to say how the file
was made, not to be run again (today's code would write today's format).
"""

from __future__ import annotations

import sys
from datetime import UTC, date, datetime
from pathlib import Path

FIXED = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)


def main(path: Path) -> None:
    """A match of three rounds (answered in 5 s and 12 s, one skipped), a duel, a practised hand
    in the review queue, a daily result and a Tchisla best, all kept at FIXED."""
    from app.game.daily import DailyResult
    from app.game.decks import DeckKind, DeckRules
    from app.game.duel import DuelRound, DuelSummary
    from app.game.history import History
    from app.game.practice import PracticeResult, Review

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "game"))
    from test_game_history import played_match

    path.unlink(missing_ok=True)
    tens = DeckRules(DeckKind.FACES_TEN)
    with History(path, now=lambda: FIXED) as history:
        history.record_match(played_match())
        history.record_duel(
            DuelSummary(("Mei", "Tom"), (5, 3), 5, (DuelRound((), (1, 0), "", None),), True, tens)
        )
        result = PracticeResult((1, 3, 4, 6), 24, DeckRules(), 75.0, 1, False, 2, 2)
        history.record_practice(result, Review((1, 3, 4, 6), 1, 4))
        history.record_daily(DailyResult(date(2026, 11, 21), (3, 3, 8, 8), "hard", True, 48.0, 1))
        history.record_tchisla(2016, 7, 6, "√(7!)/(7/(√(7!)+√(7!))-√(7!)/7!)")
    print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("history-v2.sqlite3"))
