"""Scenes for ``python -m app --screenshot``: each view shown in a state worth a picture.

A scene drives a view through the same calls a player's input makes; nothing here is a rule.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from .game.clock import ManualClock

if TYPE_CHECKING:
    from .views.daily_view import DailyView
    from .views.duel_view import DuelView
    from .views.play_view import PlayView
    from .views.practice_view import PracticeView

#: The round in progress: seconds gone, a wrong try, what is being typed.
DEMO_SECONDS = 17.0
DEMO_WRONG = "8×3−8+3"
DEMO_TYPING = "8÷(3−"
#: Shuffles the scene's deck so its cards have mixed suits.
DEMO_SEED = 4
#: The day of the daily puzzle's scene (a Saturday: a Hard hand).
DEMO_DAY = date(2026, 11, 21)


def play_demo(view: PlayView, cards: Sequence[int] | None) -> None:
    """A round in progress with these cards (3 3 8 8 unless given), in a match of hands of that
    many cards (six cards: 8 rounds, not 13): some time gone, a wrong try, a hint, typing."""
    from .views.play_view import match_options

    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    session.rng = random.Random(DEMO_SEED)
    hand = tuple(cards) if cards else (3, 3, 8, 8)

    def in_progress() -> None:
        game = session.round
        if game is None:
            return
        clock.advance(min(DEMO_SECONDS, game.computer_seconds * 0.6))
        if sorted(game.numbers) == [3, 3, 8, 8]:
            view.submit(DEMO_WRONG)
            clock.advance(4.0)
            view.hint()
            view.answer.set_text(DEMO_TYPING)
        view.refresh()

    view.after_deal(in_progress)
    view.start_match([hand], replace(match_options(view.context), card_count=len(hand)))


def duel_demo(view: DuelView, cards: Sequence[int] | None) -> None:
    """A duel under way: one hand won by the first player, the second answering the next."""
    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    session.rng = random.Random(DEMO_SEED)
    view.context.settings.player_names = ("Mei", "Tom")  # the scene's settings are scratch
    hand = tuple(cards) if cards else (4, 7, 8, 8)
    view.start_duel(((1, 2, 3, 4), hand))
    view.runner.finished.connect(lambda _result: _duel_next(view, clock))


def _duel_next(view: DuelView, clock: ManualClock) -> None:
    """The scene's steps, as each hand is dealt."""
    from .game.duel import DuelPhase

    session = view.session
    if session.phase is not DuelPhase.BUZZING:
        return
    if not session.rounds:
        clock.advance(6.0)
        view.buzz(0)
        view.submit("(1+2+3)*4")
        view.next_round()
    else:
        clock.advance(9.0)
        view.buzz(1)
        clock.advance(7.0)
        view.answer.set_text("(7−8÷8)×")
        view.refresh()


def practice_demo(view: PracticeView, cards: Sequence[int] | None) -> None:
    """Practice with a hand of many answers (2 4 8 10 unless given): two found, a third typed."""
    from .game.practice import PracticePhase

    session = view.session
    session.clock = ManualClock(1000.0)
    session.rng = random.Random(DEMO_SEED)
    session.recorder = None  # the scene keeps nothing
    hand = tuple(cards) if cards else (2, 4, 8, 10)
    view.session.options = view.options()
    job = session.start()
    session._job = job = replace(job, ranks=hand)

    def found() -> None:
        if session.phase is not PracticePhase.SOLVING:
            return
        if sorted(hand) == [2, 4, 8, 10]:
            view.submit("(10-4)*(8/2)")
            view.submit("2*10+8-4")
            view.answer.set_text("(10+2)×")
        view.refresh()

    view.runner.finished.connect(lambda _result: found())
    view._run(job)


def daily_demo(view: DailyView) -> None:
    """The daily puzzle of a fixed day, solved after a hint, the player looking for more."""
    from .game.daily import DailyPhase

    clock = ManualClock(1000.0)
    view.session.clock = clock
    view.session.today = lambda: DEMO_DAY

    def solved() -> None:
        session = view.session
        if session.phase is not DailyPhase.SOLVING or session.puzzle is None:
            return
        clock.advance(31.0)
        view.hint()
        clock.advance(17.0)
        view.submit(session.puzzle.solutions[0].text)
        view.refresh()

    view.runner.finished.connect(lambda _result: solved())
    view.load_today()
