"""A room joined from the app is kept in the player's own history, as the host keeps its room
(app.room.joining.JoinSession.keep): when the game is over, when the room ends (the host closes
it, or it cannot be reached again), or when the player leaves or quits mid-game; and it is said
kept only once it is written. A defect seen: the joined player was told "The room game is kept
in your history." while nothing was written, and Statistics showed no joined room."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from room_helpers import answer_of, open_room
from test_room_join import Joined

from app.game.clock import ManualClock
from app.game.history import History, HistoryReadOnly, RoomGame, RoomRound
from app.game.stats import history_stats
from app.room.choices import RoomChoices
from app.room.hosting import _round_record
from app.room.joining import JoinPhase, JoinSession
from app.room.player import PlayerState

KEPT = "The room game is kept in your history."
CLOSED = "The host closed the room. Thank you for playing!"


def test_a_game_joined_then_closed_by_the_host_is_kept_as_the_host_keeps_its_own(tmp_path):
    with open_room(RoomChoices(rounds=3, break_seconds=0)) as host:
        carol = Joined(host.url, "Carol", host.code)
        session = carol.session
        carol.until(lambda s: s.phase is JoinPhase.WAITING)
        host.start_round().result(30)  # type: ignore[union-attr]
        carol.until(lambda s: s.phase is JoinPhase.PLAYING)
        assert session.round is not None
        cards = [{"value": c.value} for c in session.round.cards]
        session.submit(answer_of({"cards": cards, "target": "24"}) or "")
        carol.until(lambda s: s.room.result is not None)
        with History(tmp_path / "history.sqlite3") as history:
            assert session.keep(history) == ""  # the game goes on: nothing is due yet
            assert history.room_games() == [] and session.line == ""
            host.close()
            carol.until(lambda s: s.phase is JoinPhase.ENDED)
            assert session.keep(history) == KEPT
            assert session.line == f"{CLOSED} {KEPT}"
            assert session.keep(history) == ""  # kept once
        (report,) = host.server.game.reports
        choices = host.server.game.choices
    with History(tmp_path / "history.sqlite3") as again:  # the next start
        (game,) = again.room_games()
        assert game.joined and game.joined_as == "Carol" and not game.finished
        assert (game.mode, game.rounds, game.round_seconds, game.cards, game.target) == (
            "race", 3, choices.round_seconds, 4, "24",
        )  # fmt: skip
        assert (game.deck, game.levels, game.operators) == ("standard", "any", "+-*/")
        assert [(p.name, p.score, p.rounds_won) for p in game.standings] == [("Carol", 1, 1)]
        (played,) = game.played
        hosts = _round_record(report)  # the round as the host's history keeps it
        assert played == rounded(hosts), (played, hosts)
        texts = dict(history_stats(again).records())
    assert texts["Rooms"] == (
        "1 game joined, 1 round played. The last one: Carol first with 1 point."
    )


def win_a_round(player: Joined, host: Any) -> None:
    """The host deals the next round and the player answers it rightly."""
    session = player.session
    done = len(session.kept_rounds)
    host.start_round().result(30)
    player.until(lambda s: s.phase is JoinPhase.PLAYING)
    assert session.round is not None
    cards = [{"value": c.value} for c in session.round.cards]
    session.submit(answer_of({"cards": cards, "target": "24"}) or "")
    player.until(lambda s: len(s.kept_rounds) == done + 1)


def test_a_player_who_quits_mid_game_and_joins_again_after_a_restart_keeps_one_game(tmp_path):
    """A defect seen: each joining kept a game of its own (the later one with the later rounds
    only, but the points of both). Quitting the app mid-game and joining the same room again
    from the next start (no key left: the name takes the seat back) goes on with the same game;
    a game of another room, under the same name, stays a game of its own."""
    path = tmp_path / "history.sqlite3"
    with open_room(RoomChoices(rounds=3, break_seconds=0)) as host:
        carol = Joined(host.url, "Carol", host.code)
        carol.until(lambda s: s.phase is JoinPhase.WAITING)
        win_a_round(carol, host)
        with History(path) as history:
            assert carol.session.keep(history, leaving=True) == KEPT  # the app quits
        carol.player.stop()
        carol.until(lambda s: s.phase is JoinPhase.ENDED)
        again = Joined(host.url, "Carol", host.code)  # the next start
        again.until(lambda s: s.phase is JoinPhase.WAITING)
        win_a_round(again, host)
        win_a_round(again, host)  # the last: the game is over
        again.until(lambda s: s.phase is JoinPhase.OVER)
        with History(path) as history:
            assert again.session.keep(history) == KEPT
        again.player.stop()
    with open_room(RoomChoices(rounds=1, break_seconds=0)) as other:  # another room, same name
        carol = Joined(other.url, "Carol", other.code)
        carol.until(lambda s: s.phase is JoinPhase.WAITING)
        win_a_round(carol, other)
        carol.until(lambda s: s.phase is JoinPhase.OVER)
        with History(path) as history:
            assert carol.session.keep(history) == KEPT
        carol.player.stop()
    with History(path) as history:
        games = history.room_games()
        texts = dict(history_stats(history).records())
    assert [(g.joined_as, g.rounds, g.finished) for g in games] == [
        ("Carol", 3, True),
        ("Carol", 1, True),
    ]
    assert [r.number for r in games[0].played] == [1, 2, 3]
    assert [r.scored[0].name for r in games[0].played] == ["Carol"] * 3
    assert [(p.name, p.score) for p in games[0].standings] == [("Carol", 3)]
    assert texts["Rooms"] == (
        "2 games joined, 4 rounds played. The last one: Carol first with 1 point."
    )


def rounded(played: RoomRound) -> RoomRound:
    """A round as the room tells it to its players: its seconds to a tenth."""
    scored = tuple(replace(s, seconds=round(s.seconds, 1)) for s in played.scored)
    return replace(played, seconds=round(played.seconds, 1), scored=scored)


# --- without a network: the room's messages as a script -----------------------------------------

CARDS = [
    {"value": v, "rank": str(v), "suit": s} for v, s in ((1, "S"), (2, "H"), (3, "D"), (4, "C"))
]
RULES = {
    "mode": "class", "rounds": 5, "seconds": 60.0, "cards": 4, "target": "24",
    "operators": "+-*/", "whole": False, "deck": "faces-ten", "levels": "easy-hard",
    "no_solution": True, "text": ["Class"],
}  # fmt: skip


def standings(score: int) -> list[dict[str, Any]]:
    return [
        {"name": "Carol", "score": score, "rounds": 1, "online": True},
        {"name": "Bo", "score": 0, "rounds": 0, "online": True},
    ]


def played_one_round(**rules: Any) -> JoinSession:
    """Carol joined a class game of 5 rounds and scored 150 in the first."""
    clock = ManualClock(100.0)
    session = JoinSession("http://127.0.0.1:8024/", "Carol", "K7QF", clock=clock)
    welcome = {"name": "Carol", "rules": {**RULES, **rules}, "players": standings(0)}
    assert session.apply({"type": "welcome", **welcome, "phase": "lobby", "round": None})
    dealt = {"round": 1, "total": 5, "cards": CARDS, "target": "24", "seconds": 60.0}
    more = {"remaining": 60.0, "operators": "+-*/", "whole": False}
    assert session.apply({"type": "round", **dealt, **more})
    clock.advance(9.0)
    answer = {"text": "1×2×3×4", "ascii": "1*2*3*4", "steps": ["1×2 = 2"], "target": "24"}
    scored = [{"name": "Carol", "points": 150, "seconds": 8.5, "answer": answer}]
    result = {"round": 1, "total": 5, "last": False, "reason": "everyone", "text": "1 scored"}
    hand = {"note": "", "solvable": True, "dots": 1, "cards": CARDS, "shown": None}
    assert session.apply(
        {"type": "result", **result, **hand, "scored": scored, "standings": standings(150)}
    )
    return session


def test_a_connection_lost_for_good_keeps_what_was_played(tmp_path):
    session = played_one_round()
    with History(tmp_path / "h.db") as history:
        assert session.connection(PlayerState.LOST)  # it may come back: nothing is due yet
        assert session.keep(history) == "" and history.room_games() == []
        assert session.connection(PlayerState.UNREACHABLE)
        assert session.keep(history) == KEPT and session.line.endswith(KEPT)
        (game,) = history.room_games()
    assert (game.mode, game.deck, game.levels, game.no_solution_hands) == (
        "class", "faces-ten", "easy-hard", True,
    )  # fmt: skip
    (played,) = game.played
    assert (played.hand, played.numbers, played.dots, played.reason) == (
        "A♠ 2♥ 3♦ 4♣", "1 2 3 4", 1, "everyone",
    )  # fmt: skip
    assert played.seconds == 9.0  # an older room sends no length: the round's own clock says it
    assert [(s.name, s.points, s.answer) for s in played.scored] == [("Carol", 150, "1*2*3*4")]
    assert [(p.name, p.score) for p in game.standings] == [("Carol", 150), ("Bo", 0)]


def test_leaving_or_quitting_mid_game_keeps_what_was_played(tmp_path):
    session = played_one_round()
    with History(tmp_path / "h.db") as history:
        assert session.keep(history) == ""  # still in the room
        assert session.keep(history, leaving=True) == KEPT
        assert session.keep(history, leaving=True) == ""
        assert [g.finished for g in history.room_games()] == [False]


def test_a_game_over_is_kept_then_not_again_when_the_room_closes(tmp_path):
    session = played_one_round()
    over = {"type": "over", "text": "Carol wins the game!", "standings": standings(150)}
    assert session.apply(over) and session.phase is JoinPhase.OVER
    with History(tmp_path / "h.db") as history:
        assert session.keep(history) == KEPT
        assert session.apply({"type": "closed", "text": CLOSED})
        assert session.keep(history) == "" and session.line == f"{CLOSED} {KEPT}"
        assert [g.finished for g in history.room_games()] == [True]


class ReadOnly:
    """A history that can only be read."""

    def record_room_game(self, game: RoomGame) -> int:
        raise HistoryReadOnly("your match history at h.db is read-only")


def test_it_is_never_said_kept_when_it_was_not_written() -> None:
    session = played_one_round()
    assert session.apply({"type": "closed", "text": CLOSED})
    assert session.keep(None) == "" and session.line == CLOSED  # nowhere to keep it: no word
    said = session.keep(ReadOnly())
    assert said == (
        "The room game could not be kept in your history: your match history at h.db is read-only"
    )
    assert "is kept" not in session.line and session.line.endswith(said)
    assert session.keep(ReadOnly()) == ""  # said once


def test_a_join_with_no_round_played_keeps_nothing(tmp_path):
    session = JoinSession("http://127.0.0.1:8024/", "Carol", "K7QF", clock=ManualClock(0.0))
    welcome = {"name": "Carol", "rules": RULES, "players": standings(0), "round": None}
    assert session.apply({"type": "welcome", **welcome, "phase": "lobby"})
    assert session.apply({"type": "closed", "text": CLOSED})
    with History(tmp_path / "h.db") as history:
        assert session.keep(history) == "" and history.room_games() == []
    assert session.line == CLOSED


@pytest.mark.parametrize("left_out", ["deck", "levels", "no_solution"])
def test_a_room_of_an_earlier_version_is_kept_with_what_it_said(tmp_path, left_out: str):
    session = played_one_round()
    session.rules = {k: v for k, v in session.rules.items() if k != left_out}
    with History(tmp_path / "h.db") as history:
        assert session.keep(history, leaving=True) == KEPT
        (game,) = history.room_games()
    assert game.joined_as == "Carol" and len(game.played) == 1
