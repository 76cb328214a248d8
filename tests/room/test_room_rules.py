"""A room's rules without sockets: players, choices, the deal, judging, scoring, the clock."""

from __future__ import annotations

import random

import pytest

from app.game.cards import cards_from_ranks
from app.game.clock import ManualClock
from app.game.match import MatchOptions, prepare_round
from app.room.choices import Mode, RoomChoices, parse_levels, read_code
from app.room.dealer import DOTS, NO_SOLUTION_DOTS, Dealer, DealtHand
from app.room.game import EndReason, Phase, RoomGame, Verdict
from app.room.players import MAX_PLAYERS, NAME_LENGTH, Refusal, Roster, clean_name
from app.room.scoring import points
from solver.make24.difficulty import Level


def hand(ranks: str, dots: int = 1) -> DealtHand:
    """A dealt hand of these ranks."""
    cards = cards_from_ranks([int(r) for r in ranks.split()])
    return DealtHand(prepare_round(cards, MatchOptions(), random.Random(0)), dots, None)


def game(mode: Mode = Mode.RACE, rounds: int = 3, *names: str) -> tuple[RoomGame, ManualClock]:
    clock = ManualClock()
    room = RoomGame(RoomChoices(mode=mode, rounds=rounds, round_seconds=60), clock=clock)
    for name in names or ("Ann", "Bo"):
        room.join(name)
    return room, clock


# --- players ------------------------------------------------------------------------------------


def test_names_are_plain_text_trimmed_and_limited() -> None:
    assert clean_name("  Ann \t  Lee ") == "Ann Lee"
    assert clean_name("<b>李雷</b>") == "<b>李雷</b>"  # text, shown as text: nothing removed
    with pytest.raises(Refusal, match="at most 20"):
        clean_name("x" * (NAME_LENGTH + 1))
    with pytest.raises(Refusal) as empty:
        clean_name("   ")
    assert empty.value.reason == "bad-name"
    with pytest.raises(Refusal):
        clean_name("Ann\x00")
    with pytest.raises(Refusal):
        clean_name("Ann\u202e")  # a right-to-left override would turn the standings around


def test_a_name_is_held_once_and_case_does_not_make_another() -> None:
    roster = Roster()
    seat = roster.join("Ann")
    assert not seat.returning
    with pytest.raises(Refusal) as taken:
        roster.join("ANN")
    assert taken.value.reason == "name-taken" and "Ann is already playing" in str(taken.value)
    # with the key the page was given, Ann's seat is taken again at once (a dead connection)
    assert roster.join("ann", seat.player.key).player is seat.player
    with pytest.raises(Refusal):
        roster.join("Ann", "a guess")


def test_rejoining_after_a_drop_keeps_the_score() -> None:
    roster = Roster()
    ann = roster.join("Ann").player
    ann.score = 7
    roster.leave("Ann")
    back = roster.join("Ann")
    assert back.returning and back.player.score == 7 and back.player.online


def test_the_41st_player_is_told_the_room_is_full() -> None:
    roster = Roster()
    for n in range(MAX_PLAYERS):
        roster.join(f"P{n}")
    with pytest.raises(Refusal) as full:
        roster.join("Late")
    assert full.value.reason == "room-full" and "40 players at most" in str(full.value)
    roster.leave("P3")
    assert roster.join("P3").returning  # a seat kept for who dropped


# --- choices ----------------------------------------------------------------------------------


def test_codes_and_levels_are_read_as_people_type_them() -> None:
    assert read_code(" k7-qf") == "K7QF"
    with pytest.raises(ValueError):
        read_code("K!")
    assert parse_levels("hard-easy") == (Level.EASY, Level.MEDIUM, Level.HARD)
    assert parse_levels("any") == ()
    with pytest.raises(ValueError, match="not a level"):
        parse_levels("brutal")
    assert Mode.parse("CLASS") is Mode.CLASS
    with pytest.raises(ValueError):
        RoomChoices(rounds=0)
    with pytest.raises(ValueError):
        RoomChoices(round_seconds=10_000)


# --- the deal ---------------------------------------------------------------------------------


def test_the_dealer_deals_the_levels_asked_for_and_hands_with_no_answer_now_and_then() -> None:
    choices = RoomChoices(levels=parse_levels("hard"), no_solution_hands=True)
    dealer = Dealer(choices, random.Random(4))
    dealt = [dealer.deal() for _ in range(30)]
    unsolvable = [d for d in dealt if not d.solutions]
    assert 1 <= len(unsolvable) <= 15
    assert all(d.dots == NO_SOLUTION_DOTS for d in unsolvable)
    assert all(d.level is Level.HARD and d.dots == DOTS[Level.HARD] for d in dealt if d.solutions)
    plain = Dealer(RoomChoices(), random.Random(4))
    assert all(plain.deal().solutions for _ in range(20))  # without the option: solvable only


# --- judging and scoring --------------------------------------------------------------------------


def test_a_race_round_goes_to_the_first_right_answer() -> None:
    room, clock = game(Mode.RACE)
    room.start_round(hand("3 3 8 8"))
    clock.advance(5)
    wrong = room.submit("Bo", 1, "3*8+8-3")
    assert not wrong.ok and wrong.verdict is Verdict.WRONG_VALUE
    assert room.phase is Phase.PLAYING
    clock.advance(2)
    right = room.submit("Ann", 1, "8/(3-8/3)")
    assert right.ok and right.points == 1 and right.message.startswith("Correct")
    report = right.report
    assert report is not None and report.reason is EndReason.ANSWERED
    assert [(s.name, s.points) for s in report.scored] == [("Ann", 1)]
    assert report.scored[0].seconds == pytest.approx(7.0)
    assert report.scored[0].answer is not None
    assert [s.text("unicode") for s in report.scored[0].answer.steps][-1].endswith("= 24")
    assert room.phase is Phase.BETWEEN
    with pytest.raises(Refusal) as late:
        room.submit("Bo", 1, "8/(3-8/3)")
    assert late.value.reason == "round-over"


def test_the_app_judges_each_answer_exactly_with_its_own_messages() -> None:
    room, _ = game()
    room.start_round(hand("1 5 5 5"))
    assert room.submit("Ann", 1, "5*5-1*5").verdict is Verdict.WRONG_VALUE
    syntax = room.submit("Ann", 1, "5*(5-")
    assert syntax.verdict is Verdict.SYNTAX and syntax.result is not None
    assert syntax.result.position is not None
    assert room.submit("Ann", 1, "5*5-1").verdict is Verdict.CARDS
    assert room.submit("Ann", 1, "(5-1/5)*5").ok  # 24 exactly, never a float


def test_a_class_round_scores_everyone_who_solves_it_faster_more() -> None:
    room, clock = game(Mode.CLASS, 3, "Ann", "Bo", "Cy")
    room.start_round(hand("1 2 3 4", dots=2))
    clock.advance(6)
    first = room.submit("Ann", 1, "1*2*3*4")
    assert first.ok and first.report is None
    clock.advance(24)
    second = room.submit("Bo", 1, "(1+2+3)*4")
    assert second.points < first.points
    assert first.points == points(Mode.CLASS, dots=2, seconds=6, round_seconds=60)
    with pytest.raises(Refusal):
        room.submit("Ann", 1, "4*3*2*1")  # once solved, done for the round
    clock.advance(40)
    report = room.tick()
    assert report is not None and report.reason is EndReason.TIMED_OUT
    assert [s.name for s in report.scored] == ["Ann", "Bo"]
    assert [s.name for s in report.standings] == ["Ann", "Bo", "Cy"]


def test_a_class_round_ends_when_every_connected_player_has_answered() -> None:
    room, _ = game(Mode.CLASS, 2, "Ann", "Bo")
    room.start_round(hand("1 2 3 4"))
    room.leave("Bo")  # leaving never stops a round ...
    assert room.phase is Phase.PLAYING
    report = room.submit("Ann", 1, "1*2*3*4").report  # ... but nobody waits for who left
    assert report is not None and report.reason is EndReason.EVERYONE


def test_no_solution_claims_right_score_and_wrong_put_the_player_out() -> None:
    room, _ = game(Mode.RACE)
    room.start_round(hand("1 1 1 1", dots=NO_SOLUTION_DOTS))
    claim = room.claim_no_solution("Bo", 1)
    assert claim.ok and claim.verdict is Verdict.CLAIM_RIGHT
    assert claim.report is not None and not claim.report.solvable
    assert claim.report.scored[0].answer is None and claim.report.nearest is not None
    room.start_round(hand("3 3 8 8"))
    wrong = room.claim_no_solution("Ann", 2)
    assert (
        not wrong.ok and wrong.verdict is Verdict.CLAIM_WRONG and "has a solution" in wrong.message
    )
    assert "8/(3" not in wrong.message and "8÷(3" not in wrong.message  # no answer told
    with pytest.raises(Refusal):
        room.submit("Ann", 2, "8/(3-8/3)")
    ended = room.claim_no_solution("Bo", 2).report  # everyone out: the round ends
    assert ended is not None and ended.shown is not None and ended.reason is EndReason.EVERYONE


def test_the_clock_ends_a_round_and_the_last_round_ends_the_game() -> None:
    room, clock = game(Mode.RACE, 1)
    assert room.tick() is None
    room.start_round(hand("3 3 8 8"))
    clock.advance(59.9)
    assert room.tick() is None and room.remaining() == pytest.approx(0.1)
    clock.advance(0.2)
    with pytest.raises(Refusal):  # an answer after the time is up is too late
        room.submit("Ann", 1, "8/(3-8/3)")
    report = room.reports[-1]
    assert report.reason is EndReason.TIMED_OUT and report.last and report.shown is not None
    assert room.phase is Phase.OVER and not room.can_deal
    with pytest.raises(Refusal):
        room.start_round(hand("1 2 3 4"))


def test_only_the_round_being_played_is_answered_and_only_by_players() -> None:
    room, _ = game()
    with pytest.raises(Refusal):
        room.submit("Ann", 1, "1")
    room.start_round(hand("1 2 3 4"))
    with pytest.raises(Refusal) as stranger:
        room.submit("Zed", 1, "1*2*3*4")
    assert stranger.value.reason == "not-joined"
    with pytest.raises(Refusal):
        room.submit("Ann", 2, "1*2*3*4")
    with pytest.raises(Refusal):
        room.start_round(hand("1 2 3 4"))  # one round at a time
    assert room.stop_round() is not None and room.phase is Phase.BETWEEN
    room.close()
    with pytest.raises(Refusal):
        room.join("Cy")


def test_class_points_grow_with_dots_and_speed() -> None:
    assert points(Mode.CLASS, dots=3, seconds=0, round_seconds=60) == 300
    assert points(Mode.CLASS, dots=3, seconds=60, round_seconds=60) == 150
    assert points(Mode.CLASS, dots=1, seconds=10, round_seconds=60) > points(
        Mode.CLASS, dots=1, seconds=20, round_seconds=60
    )
    assert points(Mode.RACE, dots=3, seconds=1, round_seconds=60) == 1
