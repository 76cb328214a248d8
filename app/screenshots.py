"""Scenes for ``python -m app --screenshot``: each view shown in a state worth a picture
(with ``--combine``, the play and practice scenes combine the cards instead of typing).

A scene drives a view through the calls a player's input makes (its public methods and
widgets); nothing here is a rule, and no view knows of this module. `prepare` picks the scene
of a view's key (`SCENES`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Any

from .game.clock import ManualClock
from .game.daily import DailyPhase
from .game.duel import DuelPhase
from .game.practice import PracticePhase

if TYPE_CHECKING:
    from .views.daily_view import DailyView
    from .views.duel_view import DuelView
    from .views.helper_view import HelperView
    from .views.play_view import PlayView
    from .views.practice_view import PracticeView
    from .views.stats_view import StatsView
    from .views.tchisla_view import TchislaView

#: The round in progress: seconds gone, a wrong try, what is being typed.
DEMO_SECONDS = 17.0
DEMO_WRONG = "8×3−8+3"
DEMO_TYPING = "8÷(3−"
#: Shuffles the scene's deck so its cards have mixed suits.
DEMO_SEED = 4
#: The day of the daily puzzle's scene (a Saturday: a Hard hand).
DEMO_DAY = date(2026, 11, 21)

#: What the scenes combine, as the keys a player presses (cards by place, then operators):
#: Play (3 3 8 8): 8 ÷ 3, then 3 − …; Practice (2 4 8 10): 10 + 2, then 12 × ….
DEMO_COMBINING = "3/12-"
PRACTICE_COMBINING = "4+1*"

Cards = Sequence[int] | None


def combine(view: Any, keys: str) -> None:
    """Play keys on the view's cards to combine, as a player would: digits pick a card by its
    place, + - * / choose the operator."""
    for key in keys:
        if key.isdigit():
            view.combine.pick(int(key) - 1)
        else:
            view.combine.choose(key)


def prepare(key: str, view: Any, cards: Cards = None, puzzle: bool = False) -> None:
    """Put the view of `key` in its screenshot's state (`puzzle`: the Tchisla puzzle page)."""
    scene = SCENES.get("tchisla-puzzle" if puzzle else key)
    if scene is not None:
        scene(view, cards)


def helper_scene(view: HelperView, cards: Cards) -> None:
    """A hand to show (4 7 8 8 unless cards were given and loaded)."""
    if cards is None and view.editor.numbers() is None:
        view.load_hand([4, 7, 8, 8])


def play_scene(view: PlayView, cards: Cards) -> None:
    """A round in progress with these cards (3 3 8 8 unless given), in a match of hands of that
    many cards (six cards: 8 rounds, not 13): some time gone, a wrong try, a hint, typing."""
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
            if view.combining:
                combine(view, DEMO_COMBINING)
            else:
                view.answer.set_text(DEMO_TYPING)
        view.refresh()

    view.after_deal(in_progress)
    view.start_match([hand], replace(session.options, card_count=len(hand)))


def duel_scene(view: DuelView, cards: Cards) -> None:
    """A duel under way: one hand won by the first player, the second answering the next."""
    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    session.rng = random.Random(DEMO_SEED)
    view.context.settings.player_names = ("Mei", "Tom")  # the scene's settings are scratch
    hand = tuple(cards) if cards else (4, 7, 8, 8)

    def next_step() -> None:
        if session.phase is not DuelPhase.BUZZING:
            return
        if not session.rounds:
            clock.advance(6.0)
            view.buzz(0)
            view.submit("(1+2+3)*4")
            view.after_deal(next_step)
            view.next_round()
        else:
            clock.advance(9.0)
            view.buzz(1)
            clock.advance(7.0)
            view.answer.set_text("(7−8÷8)×")
            view.refresh()

    view.after_deal(next_step)
    view.start_duel(((1, 2, 3, 4), hand))


def practice_scene(view: PracticeView, cards: Cards) -> None:
    """Practice with a hand of many answers (2 4 8 10 unless given): two found, a third typed."""
    session = view.session
    session.clock = ManualClock(1000.0)
    session.rng = random.Random(DEMO_SEED)
    session.recorder = None  # the scene keeps nothing
    hand = tuple(cards) if cards else (2, 4, 8, 10)

    def found() -> None:
        if session.phase is not PracticePhase.SOLVING:
            return
        if sorted(hand) == [2, 4, 8, 10]:
            view.submit("(10-4)*(8/2)")
            view.submit("2*10+8-4")
            if view.combining:
                combine(view, PRACTICE_COMBINING)
            else:
                view.answer.set_text("(10+2)×")
        view.refresh()

    view.after_deal(found)
    view.start([hand])


def daily_scene(view: DailyView, _cards: Cards) -> None:
    """The daily puzzle of a fixed day, solved after a hint, the player looking for more."""
    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    session.today = lambda: DEMO_DAY

    def solved() -> None:
        if session.phase is not DailyPhase.SOLVING or session.puzzle is None:
            return
        clock.advance(31.0)
        view.hint()
        clock.advance(17.0)
        view.submit(session.puzzle.solutions[0].text)
        view.refresh()

    view.after_deal(solved)
    view.load_today()


def tchisla_scene(view: TchislaView, _cards: Cards) -> None:
    """2016 solved for every digit, the sevens chosen."""
    view.set_puzzle(2016, 7)
    view.solve_all()


def tchisla_puzzle_scene(view: TchislaView, _cards: Cards) -> None:
    """A Tchisla puzzle being played: 2016 with sevens, an answer checked."""
    view.puzzle_target.setText("2016")
    view.puzzle_digit.setValue(7)
    view.start_puzzle()
    view.answer_edit.setText("7 × 7 × 7 × 7 − 7 × 7 × 7 − 7 × 7 + 7")
    view.check_answer()


def stats_scene(view: StatsView, _cards: Cards) -> None:
    """The statistics of the current rules, computed."""
    view.compute_now()


#: The scene of each view's key (tchisla-puzzle: the Tchisla view's puzzle page).
SCENES: dict[str, Callable[[Any, Cards], None]] = {
    "helper": helper_scene,
    "play": play_scene,
    "practice": practice_scene,
    "daily": daily_scene,
    "duel": duel_scene,
    "tchisla": tchisla_scene,
    "tchisla-puzzle": tchisla_puzzle_scene,
    "stats": stats_scene,
}
