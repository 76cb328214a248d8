"""The one session shape every way to play shares: results kept once, storage problems and a
history kept only for this session said the same way in every mode, reads that fail harmless."""

from __future__ import annotations

import random
import sqlite3
from datetime import date

import pytest

from app.game.base_session import Notice, Session, read_or, stored
from app.game.clock import ManualClock
from app.game.daily import DailySession, load_puzzle
from app.game.duel import DuelOptions, DuelSession
from app.game.history import History
from app.game.match import MatchOptions
from app.game.practice import PracticeOptions, PracticePhase, PracticeSession
from app.game.session import Phase, PlaySession
from app.game.tchisla import Puzzle, TchislaSession

DAY = date(2026, 11, 16)


@pytest.fixture
def memory_history(tmp_path):
    """A history that cannot be kept on disk: it lives in memory and says so."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with History(blocker / "history.sqlite3") as history:
        assert history.warning is not None and "this session only" in history.warning
        yield history


def test_a_duel_kept_only_for_this_session_says_so_not_saved(memory_history):
    duel = DuelSession(
        DuelOptions(goal=1), clock=ManualClock(), rng=random.Random(1), recorder=memory_history
    )
    assert duel.dealt(duel.start(((1, 2, 3, 4),)).run())
    duel.buzz(0)
    duel.submit("1*2*3*4")
    assert len(memory_history.duels()) == 1
    assert duel.notice == Notice(memory_history.warning, True)


def test_a_daily_result_kept_only_for_this_session_says_so(memory_history):
    session = DailySession(clock=ManualClock(), today=lambda: DAY, recorder=memory_history)
    assert session.dealt(session.start().run())
    session.submit(session.puzzle.solutions[0].text)
    assert memory_history.daily_result(DAY) is not None
    assert session.notice == Notice(memory_history.warning, True)


def test_the_warning_of_a_history_is_said_once_then_each_result_as_usual(memory_history):
    play = PlaySession(
        MatchOptions(rounds=1), clock=ManualClock(), rng=random.Random(2), recorder=memory_history
    )
    for said in (
        Notice(memory_history.warning, True),
        Notice("The match is saved in your history.", kept=True),
    ):
        assert play.dealt(play.start([(3, 3, 8, 8)]).run())
        play.submit("8/(3-8/3)")
        assert play.phase is Phase.ROUND_OVER and play.notice == said
        play.next()


class Failing:
    """A history whose every read and write fails as a locked database does."""

    warning = None

    def __getattr__(self, name):
        def fail(*args, **kwargs):
            raise sqlite3.OperationalError("database is locked")

        return fail


def test_every_mode_says_a_storage_problem_as_an_error_notice_and_goes_on():
    practice = PracticeSession(PracticeOptions(), clock=ManualClock(), recorder=Failing())
    assert practice.dealt(practice.start([(1, 2, 3, 4)]).run())  # the queue could not be read
    practice.submit("1*2*3*4")
    practice.next()
    assert practice.phase is PracticePhase.DEALING and practice.hands == 1
    assert practice.notice.error and "database is locked" in practice.notice.text
    daily = DailySession(clock=ManualClock(), today=lambda: DAY, recorder=Failing())
    assert daily.loaded(load_puzzle(DAY)) and daily.streak() == 0
    daily.give_up()
    assert daily.notice.error and "could not be saved" in daily.notice.text


def test_a_tchisla_puzzle_opens_when_the_history_cannot_be_read():
    """A defect: a locked history made starting a Tchisla puzzle raise (a traceback)."""
    state = TchislaSession(clock=ManualClock(), recorder=Failing())
    state.start(Puzzle(11, 7))
    assert state.best is None
    feedback = state.submit("77/7")
    assert "could not be saved" in feedback.message and "database is locked" in feedback.message


def test_stored_and_read_or_turn_storage_problems_into_words_and_defaults():
    assert stored(lambda: None, "lost: {reason}") is None
    assert stored(Failing().record, "lost: {reason}") == "lost: database is locked"
    assert read_or(Failing().read, 7) == 7 and read_or(lambda: 3, 7) == 3
    with pytest.raises(ZeroDivisionError):  # only storage problems are caught
        read_or(lambda: 1 / 0, 7)


def test_a_result_is_kept_once_per_game():
    kept = []
    session: Session = Session(Phase.READY, clock=ManualClock(), recorder=kept)
    for _ in range(3):
        session._keep_once(lambda recorder: recorder.append(1), "lost: {reason}", "kept")
    assert kept == [1] and session.notice == Notice("kept", kept=True)
    session._new_game()
    assert session.notice is None
    session._keep_once(lambda recorder: recorder.append(2), "lost: {reason}")
    assert kept == [1, 2]


def test_every_way_to_play_deals_with_the_random_numbers_it_is_given_or_its_own():
    """The clock, the random numbers and the recorder are taken the same way by every session."""
    from app.game.attack import AttackSession
    from app.game.learn import LearnSession

    clock, given = ManualClock(), random.Random(7)
    sessions = [
        PlaySession(MatchOptions(), clock=clock, rng=given),
        PracticeSession(PracticeOptions(), clock=clock, rng=given),
        DuelSession(DuelOptions(), clock=clock, rng=given),
        AttackSession(clock=clock, rng=given),
        LearnSession(clock=clock, rng=given),
        TchislaSession(clock=clock, rng=given),
    ]
    assert all(s.rng is given and s.clock is clock and s.recorder is None for s in sessions)
    own = [PracticeSession(PracticeOptions(), clock=clock), LearnSession(clock=clock)]
    assert all(isinstance(s.rng, random.Random) and s.rng is not given for s in own)


def test_a_failed_deal_leaves_the_game_for_its_first_page_and_says_why():
    """Play, Practice, a duel and Learn each go back where a game starts, the job forgotten,
    with one error notice (no test covered a failed deal before)."""
    from app.game.duel import DuelPhase
    from app.game.learn import STAGES, LearnPhase, LearnSession

    clock = ManualClock()
    play = PlaySession(MatchOptions(), clock=clock, rng=random.Random(1))
    practice = PracticeSession(PracticeOptions(), clock=clock, rng=random.Random(1))
    duel = DuelSession(DuelOptions(), clock=clock, rng=random.Random(1))
    learn = LearnSession(clock=clock, rng=random.Random(1))
    jobs = [play.start(), practice.start(), duel.start(), learn.open(STAGES[0])]
    sessions = [play, practice, duel, learn]
    for session, job in zip(sessions, jobs, strict=True):
        assert job is not None
        session.deal_failed("out of memory")
        assert session.notice == Notice("Could not deal: out of memory", True)
        assert session._job is None
    assert (play.phase, play.match) == (Phase.READY, None)
    assert [practice.phase, duel.phase, learn.phase] == [
        PracticePhase.READY,
        DuelPhase.READY,
        LearnPhase.MAP,
    ]
