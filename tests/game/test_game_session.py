"""The play session, driven without widgets: phases, actions, hints, pause, leaving, history."""

from __future__ import annotations

import random
import sqlite3

import pytest

from app.game.clock import ManualClock
from app.game.cues import Effect
from app.game.levels import ComputerLevel
from app.game.match import MatchOptions, MatchSummary
from app.game.round import Reason, Winner
from app.game.session import Act, Phase, PlaySession


class Recorder:
    """A history that keeps matches in a list (or fails, when told to)."""

    def __init__(self, fail: bool = False) -> None:
        self.matches: list[MatchSummary] = []
        self.warning: str | None = None
        self.fail = fail

    def record_match(self, summary: MatchSummary) -> int:
        if self.fail:
            raise sqlite3.OperationalError("disk I/O error")
        self.matches.append(summary)
        return len(self.matches)


def new_session(**options) -> tuple[PlaySession, ManualClock, Recorder]:
    clock = ManualClock(100.0)
    recorder = Recorder(options.pop("fail", False))
    session = PlaySession(
        MatchOptions(**options), clock=clock, rng=random.Random(5), recorder=recorder
    )
    return session, clock, recorder


def deal(session: PlaySession, job) -> None:
    """Run a deal job as the view's worker would, and hand its result back."""
    assert job is not None and session.phase is Phase.DEALING
    assert session.dealt(job.run())


def start(session: PlaySession, *hands) -> None:
    deal(session, session.start(hands))
    assert session.phase is Phase.PLAYING


def test_from_the_start_page_enter_starts_a_match_and_deals():
    session, _, _ = new_session()
    assert session.phase is Phase.READY and session.enter_action() is Act.START
    assert session.available() == {Act.START}
    job = session.start([(3, 3, 8, 8)])
    assert session.phase is Phase.DEALING and session.enter_action() is None
    assert session.available() == {Act.QUIT}
    deal(session, job)
    assert sorted(session.round.numbers) == [3, 3, 8, 8]
    assert session.enter_action() is Act.SUBMIT
    assert {Act.SUBMIT, Act.HINT, Act.NO_SOLUTION, Act.PAUSE, Act.SKIP, Act.QUIT} == set(
        session.available()
    )


def test_a_stale_deal_is_ignored():
    session, _, _ = new_session()
    old = session.start([(1, 2, 3, 4)])
    session.abandon()
    new = session.start([(3, 3, 8, 8)])
    assert not session.dealt(old.run())
    assert session.phase is Phase.DEALING
    deal(session, new)
    assert sorted(session.round.numbers) == [3, 3, 8, 8]


def test_a_wrong_answer_is_feedback_and_a_right_one_wins_the_round():
    session, clock, _ = new_session()
    start(session, (3, 3, 8, 8))
    session.type("8*3-8+3")
    result = session.submit()
    assert not result.ok and session.phase is Phase.PLAYING
    assert session.feedback.typed == "8*3-8+3" and "19, not 24" in session.feedback.message
    clock.advance(12.5)
    assert session.submit("8/(3-8/3)").ok
    assert session.phase is Phase.ROUND_OVER and session.match.player_points == 1
    assert "Right, in 12.5 s!" in session.round.outcome.message
    assert not session.held and session.enter_action() is Act.NEXT  # the player ended it


def test_a_hint_costs_time_and_the_cost_is_in_the_answer_time_and_the_average():
    session, clock, _ = new_session(rounds=1)
    start(session, (3, 3, 8, 8))
    clock.advance(5)
    hint = session.take_hint()
    assert hint.text.startswith("Every answer needs a fraction") and session.hint is hint
    assert session.remaining() == pytest.approx(45)
    assert Act.HINT not in session.available()
    clock.advance(7.3)
    session.submit("8/(3-8/3)")
    outcome = session.round.outcome
    assert outcome.time_taken == pytest.approx(22.3)
    assert "Right, in 22.3 s (12.3 s and 10 s for the hint)!" in outcome.message
    session.next()
    assert session.phase is Phase.MATCH_OVER
    assert session.summary.average_answer_time == pytest.approx(22.3)


def test_a_hint_on_a_hand_without_an_answer_does_not_give_the_hand_away():
    """A defect seen: "There is no first step: no way to make 24" handed the no-solution
    point over for the hint's 10 s. The hint is a plan asked as on any hand (#34), the round
    goes on, and "no solution" is still the player's to claim."""
    session, _, _ = new_session()
    start(session, (1, 1, 1, 1))
    hint = session.take_hint()
    assert hint is not None and hint.text.endswith("?")
    assert not any(words in hint.text for words in ("no answer", "no solution", "no way", "cannot"))
    assert session.phase is Phase.PLAYING and Act.NO_SOLUTION in session.available()


def test_pause_keeps_the_draft_and_hides_nothing_in_the_model_but_the_phase():
    session, clock, _ = new_session()
    start(session, (3, 3, 8, 8))
    session.type("8/(3-")
    session.take_hint()
    assert session.pause() and session.phase is Phase.PAUSED
    assert session.available() == {Act.RESUME, Act.QUIT}  # no skip behind the pause
    assert session.enter_action() is Act.RESUME
    session.type("typed while paused goes nowhere")
    assert session.submit("8/(3-8/3)") is None
    clock.advance(1000)
    assert not session.tick() and session.phase is Phase.PAUSED
    assert session.resume() and session.draft == "8/(3-"
    assert session.hint is not None  # still there to show again


def test_when_the_computer_wins_enter_waits_a_moment_before_the_next_round():
    session, clock, _ = new_session()
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    clock.advance(session.round.computer_seconds + 0.01)
    assert session.tick() and session.phase is Phase.ROUND_OVER
    assert session.round.outcome.winner is Winner.COMPUTER
    assert session.held and session.enter_action() is None
    clock.advance(0.7)
    assert not session.held and session.enter_action() is Act.NEXT
    deal(session, session.next())
    assert sorted(session.round.numbers) == [1, 2, 3, 4]


def test_keys_pressed_while_the_result_is_held_hold_it_until_the_player_stops():
    """A defect seen: a player still typing when the computer took the round pressed Enter
    for the answer a second later, and it dealt the next round before the result was seen."""
    session, clock, _ = new_session()
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    clock.advance(session.round.computer_seconds + 0.01)
    assert session.tick() and session.held
    for _ in range(4):  # still typing, a key every half second
        clock.advance(0.5)
        session.key_pressed()
        assert session.held and session.enter_action() is None
    clock.advance(1.4)
    assert session.held
    clock.advance(0.2)
    assert not session.held and session.enter_action() is Act.NEXT
    session.key_pressed()  # once released, a key changes nothing
    assert not session.held


def test_an_answer_that_comes_as_the_computer_takes_the_round_does_not_skip_its_result():
    """A defect seen: an Enter meant for Submit, pressed as the computer took the round,
    counted as the player ending it, so the next Enter dealt on before the result was seen."""
    session, clock, _ = new_session()
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    session.type("8*3")
    clock.advance(session.round.computer_seconds + 0.01)  # not ticked yet
    result = session.submit()
    assert not result.ok and session.phase is Phase.ROUND_OVER
    assert session.round.outcome.winner is Winner.COMPUTER
    assert session.held and session.enter_action() is None  # the result waits a moment
    assert Effect.RIGHT not in session.cues.take()
    assert session.draft == "8*3"  # what was typed is not lost


def test_leaving_asks_first_only_when_something_would_be_lost():
    session, _, _ = new_session()
    assert not session.leaving_loses_progress
    job = session.start()
    assert not session.leaving_loses_progress  # dealing the first hand: nothing played yet
    deal(session, job)
    assert session.leaving_loses_progress  # a round on the table


def test_abandoning_records_the_rounds_played_but_not_the_one_in_progress():
    session, clock, recorder = new_session()
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    session.submit("8/(3-8/3)")
    deal(session, session.next())
    clock.advance(0.2)
    session.abandon()
    assert session.phase is Phase.READY
    (summary,) = recorder.matches
    assert not summary.finished and summary.rounds_played == 1
    assert [r.outcome.reason for r in summary.results] == [Reason.ANSWERED]


def test_a_match_with_nothing_played_is_not_recorded():
    session, _, recorder = new_session()
    start(session, (3, 3, 8, 8))
    session.abandon()
    job = session.start()
    session.abandon()  # while the first hand is dealt
    assert recorder.matches == [] and job is not None


def test_quitting_shows_the_summary_of_an_abandoned_match():
    session, _, recorder = new_session()
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    session.skip()
    deal(session, session.next())
    session.quit()
    assert session.phase is Phase.MATCH_OVER
    summary = session.summary
    assert not summary.finished and summary.rounds_played == 1
    assert summary.verdict() == "Match abandoned"
    assert "You left after 1 round of 13" in summary.lines()[-1]
    assert recorder.matches == [summary]
    assert session.notice.text == "The match is saved in your history as abandoned."
    assert session.enter_action() is Act.START


def test_quitting_after_the_last_round_shows_the_finished_match_not_an_abandoned_one():
    session, _, recorder = new_session(rounds=2)
    start(session, (3, 3, 8, 8), (1, 2, 3, 4))
    session.submit("8/(3-8/3)")
    deal(session, session.next())
    session.skip()
    assert session.phase is Phase.ROUND_OVER
    assert not session.leaving_loses_progress  # Ctrl+N and Quit need not ask: nothing is lost
    session.quit()
    assert session.phase is Phase.MATCH_OVER
    summary = session.summary
    assert summary.finished and summary.verdict() == "You win the match!"
    assert not any("abandoned" in line for line in summary.lines())
    assert [m.finished for m in recorder.matches] == [True]
    assert session.notice.text == "The match is saved in your history."
    # only who won any: not "0 by the computer"
    assert summary.lines()[1] == "Rounds: 2 played (1 won by you, 1 won by nobody)"


def test_a_finished_match_is_recorded_once_and_says_so_until_the_next_match():
    session, _, recorder = new_session(rounds=2)
    start(session, (3, 3, 8, 8), (1, 1, 1, 1))
    session.submit("8/(3-8/3)")
    deal(session, session.next())
    session.claim_no_solution()
    assert session.phase is Phase.ROUND_OVER and len(recorder.matches) == 1
    assert session.notice.text == "The match is saved in your history."
    session.next()
    assert session.phase is Phase.MATCH_OVER and len(recorder.matches) == 1
    assert recorder.matches[0].finished and recorder.matches[0].player_points == 2
    session.start()
    assert session.notice is None  # the message ended with its situation


def test_a_history_that_cannot_be_written_is_a_notice_and_the_game_goes_on():
    session, _, _ = new_session(rounds=1, fail=True)
    start(session, (3, 3, 8, 8))
    session.submit("8/(3-8/3)")
    assert session.notice.error and "could not be saved" in session.notice.text
    session.next()
    assert session.phase is Phase.MATCH_OVER


def test_every_phase_offers_exactly_its_actions():
    session, _, _ = new_session()
    seen = {session.phase: session.available()}
    job = session.start([(3, 3, 8, 8)])
    seen[session.phase] = session.available()
    deal(session, job)
    session.pause()
    seen[session.phase] = session.available()
    session.resume()
    seen[session.phase] = session.available()
    session.skip()
    seen[session.phase] = session.available()
    session.quit()
    seen[session.phase] = session.available()
    assert seen == {
        Phase.READY: {Act.START},
        Phase.DEALING: {Act.QUIT},
        Phase.PAUSED: {Act.RESUME, Act.QUIT},
        Phase.PLAYING: {Act.SUBMIT, Act.HINT, Act.NO_SOLUTION, Act.PAUSE, Act.SKIP, Act.QUIT},
        Phase.ROUND_OVER: {Act.NEXT, Act.QUIT},
        Phase.MATCH_OVER: {Act.START},
    }


def test_the_options_of_the_next_match_come_at_its_start():
    session, _, _ = new_session()
    start(session, (3, 3, 8, 8))
    session.abandon()
    deal(session, session.start(options=MatchOptions(rounds=3, level=ComputerLevel.MASTER)))
    assert session.match.total_rounds == 3
    assert session.round.computer.seconds <= 0.5 * 60 + 1e-9  # a Master answers in half a round


def test_dealing_a_difficulty_that_is_not_left_in_the_deck_says_so():
    session, _, _ = new_session(card_count=2, only_solvable=True, target=997)
    deal(session, session.start())
    assert session.phase is Phase.READY
    assert session.notice.error and "No hand" in session.notice.text


def test_the_moments_call_for_their_sounds():
    from app.game.cues import Effect

    session, clock, _ = new_session(rounds=2, round_seconds=30, level=ComputerLevel.BEGINNER)
    start(session, (3, 3, 8, 8), (1, 1, 1, 1))
    session.submit("8*3")
    session.submit("8/(3-8/3)")
    assert session.cues.take() == [Effect.WRONG, Effect.RIGHT]
    deal(session, session.next())
    clock.advance(24.5)
    for _ in range(20):  # the view ticks often: each of the last 5 seconds sounds once
        session.tick()
        clock.advance(0.25)
    assert session.cues.take() == [Effect.TIME_LOW] * 5
    session.claim_no_solution()
    session.next()
    assert session.cues.take() == [Effect.RIGHT, Effect.MATCH_OVER]
