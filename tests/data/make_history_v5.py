"""Write tests/data/history-v5.sqlite3: a history as the game kept it before rooms joined from
the app were kept (schema version 5: only the rooms hosted), with a row of every kind, for
tests/game/test_history_store.py.

It was run once with the code of commit e51434b (before the rooms joined were kept); kept to say
how the file was made, not to be run again (today's code would write today's format).
"""

from __future__ import annotations

import sys
from datetime import UTC, date, datetime
from pathlib import Path

FIXED = datetime(2026, 12, 12, 3, 0, tzinfo=UTC)


def main(path: Path) -> None:
    """A match of three rounds, a duel of + and − only, a practised hand in the review queue, a
    daily result, a score-attack run, a Tchisla best, a stage of the learning path and a room
    hosted (two players, two rounds), all kept at FIXED."""
    from app.game.attack import AttackRun
    from app.game.daily import DailyResult
    from app.game.decks import DeckRules
    from app.game.duel import DuelRound, DuelSummary
    from app.game.history import History, RoomGame, RoomPlace, RoomRound, RoomScore
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
        history.record_daily(DailyResult(date(2026, 12, 11), (1, 2, 6, 8), "Easy", True, 21.0, 0))
        history.record_attack(AttackRun(date(2026, 12, 11), 15, 0, 170.0, True))
        history.record_tchisla(100, 4, 3, "4!*4+4")
        history.record_stage(StageResult(1, 3, 0, 0, 42.0))
        history.record_room_game(
            RoomGame(
                "race", 2, 60.0, 4, "24", "standard", "+-*/", "any", False, True,
                (RoomPlace("Ann", 1, 1), RoomPlace("Bo", 1, 1)),
                (
                    RoomRound(
                        1, "A♠ 2♥ 3♦ 4♣", "1 2 3 4", "24", 1, True, "answered", 12.5, None,
                        (RoomScore("Ann", 1, 12.5, "1*2*3*4"),),
                    ),
                    RoomRound(
                        2, "3♠ 3♥ 8♦ 8♣", "3 3 8 8", "24", 3, True, "answered", 30.0, None,
                        (RoomScore("Bo", 1, 30.0, "8/(3-8/3)"),),
                    ),
                ),
            )
        )  # fmt: skip
    print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("history-v5.sqlite3"))
