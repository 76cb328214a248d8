"""The room as the host's window shows it, without Qt or sockets: its state from the room's
events, what the host may do when, the ports a room tries, the room's choices kept in the
settings, and the game kept once in the history (app.room.hosting, app.game.history.rooms)."""

from __future__ import annotations

import pytest

from app.game.history import History, RoomGame, RoomPlace, RoomRound, RoomScore
from app.game.history.store import HistoryReadOnly
from app.room.choices import Mode, RoomChoices, levels_key, parse_levels
from app.room.demo import GONE, NAMES, class_game
from app.room.events import GameOver, PlayerJoined, RoomClosed, RoomFailed
from app.room.game import Standing
from app.room.hosting import HostedRoom, HostPhase, ports_to_try

CHOICES = RoomChoices(mode=Mode.CLASS, rounds=3, round_seconds=60.0)


def played(room: HostedRoom, now: float = 1000.0) -> HostedRoom:
    """The demo's class game applied: six players, two rounds played, Zoe's phone dropped."""
    opening, _live = class_game(room.choices, now)
    for event in opening:
        room.apply(event)
    return room


def test_a_port_in_use_is_tried_again_on_the_next_then_on_any():
    assert ports_to_try(8024) == (8024, 8025, 8026, 8027, 0)
    assert ports_to_try(0) == (0,)
    assert ports_to_try(65534) == (65534, 65535, 0)


def test_the_room_follows_its_events():
    room = HostedRoom(CHOICES)
    assert room.phase is HostPhase.OPENING and not room.can_start
    opening, live = class_game(CHOICES, 1000.0)
    room.apply(opening[0])
    assert room.is_open and room.can_start and room.opened.code == "K7QF"
    assert room.round_title() == "" and room.result_parts() == ("", [], [])
    for event in opening[1:]:
        room.apply(event)
    assert [p.name for p in room.players][:3] == ["Mia", "Leo", "Ava"]
    assert len(room.players) == len(NAMES) and room.online == len(NAMES) - 1
    assert room.news == "Zoe left."
    headline, scored, notes = room.result_parts()
    assert headline == "3 players scored in round 2."
    assert scored[0].startswith("Mia: (5−1÷5)×5 = 24, 12.5 s, +")
    assert notes == ["Working: 1÷5 = 1/5 · 5−1/5 = 24/5 · 24/5×5 = 24"]
    assert room.round_title() == "Round 2 of 3"
    room.apply(live[0])
    assert room.live is not None and not room.can_start and room.can_stop
    assert room.remaining(1000.0) == 60.0 - GONE and room.remaining(2000.0) == 0.0
    assert room.round_title() == "Round 3 of 3"


def test_the_host_may_start_a_round_only_between_rounds_and_not_after_the_last():
    room = played(HostedRoom(CHOICES))
    assert room.can_start
    room.starting = True  # asked for, being dealt: not twice
    assert not room.can_start
    room.starting = False
    room.apply(GameOver(room.players, ""))
    assert not room.can_start and room.winners() == "Mia wins the game!"


def test_a_room_that_could_not_open_says_why():
    room = HostedRoom(CHOICES)
    room.apply(RoomFailed("[Errno 98] address already in use"))
    assert room.phase is HostPhase.FAILED and "already in use" in room.failure
    assert not room.can_start and room.game_record() is None


def test_a_room_closing_while_it_opens_stays_closing():
    room = HostedRoom(CHOICES)
    room.closing()
    opening, _ = class_game(CHOICES, 1000.0)
    room.apply(opening[0])
    assert room.phase is HostPhase.CLOSING and not room.is_open
    room.apply(RoomClosed(0, ()))
    assert room.phase is HostPhase.CLOSED


def test_the_game_is_kept_once_when_it_is_over(tmp_path):
    room = played(HostedRoom(CHOICES))
    with History(tmp_path / "h.db") as history:
        assert room.keep(history) == ""  # not over yet, the room still open
        room.apply(GameOver(room.players, ""))
        assert room.keep(history) == "The room game is kept in your history."
        room.apply(RoomClosed(2, room.players))
        assert room.keep(history) == ""  # once
        (game,) = history.room_games()
    assert (game.mode, game.rounds, game.rounds_played, game.finished) == ("class", 3, 2, True)
    rules = (game.deck, game.operators, game.levels, game.target)
    assert rules == ("standard", "+-*/", "any", "24")
    assert [(p.name, p.score) for p in game.standings[:2]] == [("Mia", 483), ("Leo", 420)]
    first = game.played[0]
    assert (first.hand, first.numbers, first.dots, first.reason) == (
        "3♠ 3♥ 8♦ 8♣",
        "3 3 8 8",
        3,
        "timed out",
    )
    assert [(s.name, s.answer) for s in first.scored] == [
        ("Leo", "8/(3-8/3)"),
        ("Mia", "8/(3-8/3)"),
    ]


def test_a_game_left_when_the_room_closes_is_kept_unfinished(tmp_path):
    room = played(HostedRoom(CHOICES))
    room.closing()
    room.apply(RoomClosed(2, room.players))
    with History(tmp_path / "h.db") as history:
        assert room.keep(history) == "The room game is kept in your history."
        assert [g.finished for g in history.room_games()] == [False]


def test_a_room_without_a_round_played_keeps_nothing(tmp_path):
    room = HostedRoom(CHOICES)
    room.apply(PlayerJoined("Ann", False, (Standing("Ann", 0, 0, True),)))
    room.apply(RoomClosed(0, room.players))
    with History(tmp_path / "h.db") as history:
        assert room.keep(history) == ""
        assert history.room_game_count() == 0


def test_a_history_that_cannot_be_written_is_said_not_raised():
    class ReadOnly:
        def record_room_game(self, game: RoomGame) -> int:
            raise HistoryReadOnly("your match history at h.db is read-only")

    room = played(HostedRoom(CHOICES))
    room.apply(GameOver(room.players, ""))
    said = room.keep(ReadOnly())
    assert said == (
        "The room game could not be kept in your history: your match history at h.db is read-only"
    )
    assert room.keep(ReadOnly()) == ""  # said once, not after every event


def test_a_room_game_is_kept_with_names_as_typed(tmp_path):
    name = "<b>Bo</b> & 'Ann'"
    game = RoomGame(
        "race", 1, 30.0, 4, "24", "faces-ten", "+- whole", "easy-hard", True, True,
        (RoomPlace(name, 1, 1), RoomPlace("Cy", 0, 0)),
        (
            RoomRound(1, "A♠ 5♥ 5♦ 5♣", "1 5 5 5", "24", 3, False, "answered", 4.5, None,
                      (RoomScore(name, 1, 4.5, None),)),
        ),
    )  # fmt: skip
    with History(tmp_path / "h.db") as history:
        assert history.record_room_game(game) == 1
    with History(tmp_path / "h.db") as again:
        (kept,) = again.room_games()
    assert kept.standings == game.standings and kept.played == game.played
    assert kept.id == 1 and kept.played_at and kept.rounds_played == 1


def test_a_room_game_is_stored_as_before_and_a_bad_row_is_left_out(tmp_path):
    """The columns are written from the records' fields and read back by their types: yes/no
    as 1/0, NULL kept as None; a round whose number is text is left out and counted."""
    import sqlite3

    game = RoomGame(
        "race", 2, 30.0, 4, "24", "standard", "+-*/", "any", False, True,
        (RoomPlace("Ann", 2, 2),),
        (
            RoomRound(1, "A♠ 5♥ 5♦ 5♣", "1 5 5 5", "24", 3, True, "answered", 4.5, None,
                      (RoomScore("Ann", 1, 4.5, "5*(5-1/5)"),)),
            RoomRound(2, "3♠ 3♥ 8♦ 8♣", "3 3 8 8", "24", 3, True, "timed out", 30.0, "8/(3-8/3)"),
        ),
    )  # fmt: skip
    with History(tmp_path / "h.db") as history:
        history.record_room_game(game)
    conn = sqlite3.connect(tmp_path / "h.db")
    with conn:
        stored = conn.execute("SELECT no_solution_hands, finished FROM room_games").fetchall()
        solvable = conn.execute("SELECT typeof(solvable), solvable FROM room_rounds").fetchall()
        conn.execute("UPDATE room_rounds SET dots = 'three' WHERE number = 2")
    conn.close()
    assert stored == [(0, 1)] and solvable == [("integer", 1), ("integer", 1)]
    with History(tmp_path / "h.db") as again:
        (kept,) = again.room_games()
        assert kept.played == game.played[:1] and again.unreadable_count() == 1


def test_the_choices_of_a_room_are_kept_by_their_key():
    choices = RoomChoices(
        mode=Mode.CLASS,
        rounds=12,
        round_seconds=45.0,
        levels=parse_levels("easy-hard"),
        no_solution_hands=True,
    ).with_key("ops=+-,whole deck=faces-ten")
    key = choices.key()
    assert key == (
        "mode=class rounds=12 seconds=45 deck=faces-ten levels=easy-hard no-answer=1 ops=+-,whole"
    )
    assert RoomChoices().with_key(key) == choices
    assert levels_key(()) == "any" and levels_key(parse_levels("hard")) == "hard"


@pytest.mark.parametrize(
    ("key", "says"),
    [
        ("rounds=99", "rounds must be from 1 to 50"),
        ("mode=team", "is not a mode"),
        ("ops=%", "is not an operator"),
        ("colour=red", "is not a room's choice"),
        ("no-answer=maybe", "is not 0 or 1"),
    ],
)
def test_a_bad_key_says_what_is_wrong(key, says):
    with pytest.raises(ValueError, match=says):
        RoomChoices().with_key(key)
