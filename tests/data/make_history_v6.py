"""Write tests/data/history-v6.sqlite3: a history as the game kept it before a room joined again
was kept as one game (schema version 6: no seat, so each joining kept a game of its own), with
the rows of `make_history_v5.py` and a room joined, for tests/game/test_history_store.py.

It was run once with the code of commit 35be705 (before the seat was kept); kept to say how the
file was made, not to be run again (today's code would write today's format).
"""

from __future__ import annotations

import sys
from pathlib import Path

from make_history_v5 import FIXED
from make_history_v5 import main as write_rows_of_v5


def main(path: Path) -> None:
    """The rows of version 5's file (a match, a duel, practice, a daily result, a score-attack
    run, a Tchisla best, a stage, a room hosted), then a room joined as Carol (one round), all
    kept at FIXED."""
    from app.game.history import History, RoomGame, RoomPlace, RoomRound, RoomScore

    write_rows_of_v5(path)
    scored = (RoomScore("Bo", 100, 4.0, "1*2*3*4"), RoomScore("Carol", 90, 9.5, "4*3*2*1"))
    with History(path, now=lambda: FIXED) as history:
        history.record_room_game(
            RoomGame(
                "class", 5, 45.0, 4, "24", "standard", "+-*/", "any", False, False,
                (RoomPlace("Bo", 150, 1), RoomPlace("Carol", 90, 1)),
                (
                    RoomRound(
                        1, "A♠ 2♥ 3♦ 4♣", "1 2 3 4", "24", 1, True, "everyone", 20.0, None, scored
                    ),
                ),
                joined_as="Carol",
            )
        )  # fmt: skip


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("history-v6.sqlite3"))
