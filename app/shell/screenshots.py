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

from ..game.attack import AttackPhase
from ..game.clock import ManualClock
from ..game.daily import DailyPhase
from ..game.duel import DuelPhase
from ..game.learn import STAGES, LearnPhase
from ..game.practice import PracticePhase
from .qt_messages import leave_out_of_qt_messages

if TYPE_CHECKING:
    from ..views.attack_view import AttackView
    from ..views.daily_view import DailyView
    from ..views.duel_view import DuelView
    from ..views.helper_view import HelperView
    from ..views.joined_room import JoinView
    from ..views.learn_view import LearnView
    from ..views.play_view import PlayView
    from ..views.practice_view import PracticeView
    from ..views.projector import ProjectorView
    from ..views.stats_view import StatsView
    from ..views.tchisla_view import TchislaView
    from .main_window import MainWindow

#: What Qt says on every screenshot that is no news to anyone: the offscreen platform plugin
#: cannot pass a window's size hints on (there is no window system to take them).
QUIET_QT_MESSAGES = frozenset({"This plugin does not support propagateSizeHints()"})

#: The round in progress: seconds gone, a wrong try, what is being typed.
DEMO_SECONDS = 17.0
DEMO_WRONG = "8×3−8+3"
DEMO_TYPING = "8÷(3−"
#: Shuffles the scene's deck so its cards have mixed suits.
DEMO_SEED = 4
#: The score-attack scene: hands answered, and the seconds each took.
DEMO_SCORE = 6
DEMO_HAND_SECONDS = 14.0
#: The day of the daily puzzle's scene (a Saturday: a Hard hand).
DEMO_DAY = date(2026, 11, 21)

#: What the scenes combine, as the keys a player presses (cards by place, then operators):
#: Play (3 3 8 8): 8 ÷ 3, then 3 − …; Practice (2 4 8 10): 10 + 2, then 12 × ….
DEMO_COMBINING = "3/12-"
PRACTICE_COMBINING = "4+1*"

#: The learning path's scene: the hints taken on each hand of the stages played, in order.
LEARN_HINTS = ((0, 0, 0, 0), (0, 1, 0, 0), (1, 0, 1, 1))

Cards = Sequence[int] | None


def combine(view: Any, keys: str) -> None:
    """Play keys on the view's cards to combine, as a player would: digits pick a card by its
    place, + - * / choose the operator."""
    for key in keys:
        if key.isdigit():
            view.combine.pick(int(key) - 1)
        else:
            view.combine.choose(key)


def prepare(
    key: str,
    view: Any,
    cards: Cards = None,
    puzzle: bool = False,
    archive: bool = False,
    coach: bool = False,
) -> None:
    """Put the view of `key` in its screenshot's state (`puzzle`: the Tchisla puzzle page;
    `archive`: the daily archive; `coach`: the helper's How to find it for an answer chosen)."""
    variant = {"tchisla-puzzle": puzzle, "daily-archive": archive, "helper-coach": coach}
    scene = SCENES.get(next((name for name, asked in variant.items() if asked), key))
    if scene is not None:
        scene(view, cards)


def helper_scene(view: HelperView, cards: Cards) -> None:
    """A hand to show (4 7 8 8 unless cards were given and loaded)."""
    if cards is None and view.editor.numbers() is None:
        view.load_hand([4, 7, 8, 8])


#: How many hints the helper's How to find it shows in its screenshot (the answer not yet).
COACH_HINTS_SHOWN = 3


def helper_coach_scene(view: HelperView, cards: Cards) -> None:
    """How to find it for an answer chosen in the list: once the hand is solved, the answer
    after the one the coach's own ladder leads to (the last one, else the first) is chosen;
    once its ladder is worked out, Next hint is pressed until `COACH_HINTS_SHOWN` show (fewer
    where the ladder is short: never its answer)."""
    helper_scene(view, cards)

    def choose(_result: object) -> None:
        view.runner.finished.disconnect(choose)
        answers = view.panel.answers
        ladder = view.how.hand
        own = ladder.answer.text if ladder is not None and ladder.answer is not None else ""
        rows = [row for row in range(answers.count()) if view.panel.solutions[row].text != own]
        if rows:
            answers.setCurrentRow(rows[-1])

    def hints(_result: object) -> None:
        view.coach_runner.finished.disconnect(hints)
        ladder = view.how.ladder
        while ladder is not None and view.how.shown < min(COACH_HINTS_SHOWN, len(ladder) - 1):
            view.coach_pane.next_button.click()

    view.runner.finished.connect(choose)
    view.coach_runner.finished.connect(hints)


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


def attack_scene(view: AttackView, _cards: Cards) -> None:
    """A run under way: six hands answered, a wrong try at the seventh (a Medium one), the next
    answer being typed."""
    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    session.rng = random.Random(DEMO_SEED)
    session.recorder = None  # the scene keeps nothing

    def step() -> None:
        setup = session.setup
        if session.phase is not AttackPhase.PLAYING or setup is None:
            view.after_deal(step)
            return
        if session.score < DEMO_SCORE:
            clock.advance(DEMO_HAND_SECONDS)
            view.submit(setup.solutions[0].text)
            view.after_deal(step)
            return
        clock.advance(9.0)
        numbers = [str(card.value) for card in setup.cards]
        wrong = (
            "+".join(numbers)
            if sum(card.value for card in setup.cards) != 24
            else "*".join(numbers)
        )
        view.submit(wrong)
        answer = setup.solutions[0].display()
        view.answer.set_text(answer[: len(answer) // 2])
        view.refresh()

    view.after_deal(step)
    view.start_run()


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


#: The archive's scene: (day of DEMO_DAY's month, how it went, played on the day or later).
ARCHIVE_PLAYS = (
    (2, "solve", True),
    (3, "hint", True),
    (4, "solve", True),
    (6, "give up", True),
    (9, "solve", True),
    (10, "solve", True),
    (11, "hints", True),
    (13, "hint", True),
    (5, "solve", False),
    (16, "solve", True),
    (17, "hint", True),
    (18, "solve", True),
    (19, "solve", True),
    (20, "solve", True),
    (21, "hint", True),
)


def daily_archive_scene(view: DailyView, _cards: Cards) -> None:
    """The archive of a month played most days: solved, with hints, one given up, one played
    later; the day before DEMO_DAY chosen."""
    clock = ManualClock(1000.0)
    session = view.session
    session.clock = clock
    plays = list(ARCHIVE_PLAYS)

    def finish(how: str) -> None:
        puzzle = session.puzzle
        if puzzle is None:
            return
        clock.advance(25.0 + 9 * len(plays))
        for _ in range({"hint": 1, "hints": 2}.get(how, 0)):
            view.hint()
        if how == "give up":
            view.give_up()
        else:
            view.submit(puzzle.solutions[0].text)

    def play_next() -> None:
        if not plays:
            session.today = lambda: DEMO_DAY
            view.toggle_archive()
            view.calendar.select_day(DEMO_DAY.replace(day=20))
            return
        number, how, on_the_day = plays.pop(0)
        day = DEMO_DAY.replace(day=number)
        session.today = lambda: day if on_the_day else DEMO_DAY

        def then() -> None:
            finish(how)
            play_next()

        view.after_deal(then)
        view.play_day(day)

    play_next()


def tchisla_scene(view: TchislaView, _cards: Cards) -> None:
    """2016 solved for every digit, the sevens chosen."""
    view.solver_page.set_puzzle(2016, 7)
    view.solver_page.solve_all()


def tchisla_puzzle_scene(view: TchislaView, _cards: Cards) -> None:
    """A Tchisla puzzle being played: 2016 with sevens, an answer checked."""
    page = view.puzzle_page
    page.puzzle_target.setText("2016")
    page.puzzle_digit.setValue(7)
    page.start_puzzle()
    page.answer_edit.setText("7 × 7 × 7 × 7 − 7 × 7 × 7 − 7 × 7 + 7")
    page.check_answer()


def learn_scene(view: LearnView, _cards: Cards) -> None:
    """The learning path after its first stages, played with a few hints (three stars, three,
    two): the next stage (Multiply, + − × with whole numbers only) opened, a hint taken."""
    session = view.session
    session.clock = ManualClock(1000.0)
    session.rng = random.Random(DEMO_SEED)
    session.recorder = None  # the scene keeps nothing
    stages = list(zip(STAGES, LEARN_HINTS, strict=False))

    def play_stage(hints: Sequence[int]) -> None:
        for taken in hints:
            puzzle = session.puzzle
            if session.phase is not LearnPhase.SOLVING or puzzle is None:
                return
            for _ in range(taken):
                view.hint()
            view.submit(puzzle.solutions[0].text)
            view.go_on()
        play_next()

    def play_next() -> None:
        if not stages:
            view.after_deal(view.hint)
            view.open_stage(session.suggested)
            return
        stage, hints = stages.pop(0)
        view.after_deal(lambda: play_stage(hints))
        view.open_stage(stage)

    play_next()


def stats_scene(view: StatsView, _cards: Cards) -> None:
    """The statistics of the current rules, computed."""
    view.compute_now()


def room_scene(window: MainWindow) -> ProjectorView | None:
    """A class game hosted from Game › Host a room… (no network: the room's events are a
    script, app.room.demo): six players joined, two rounds played, a phone dropped, the third
    round under way."""
    from ..room.choices import Mode
    from ..room.demo import ScriptedHost, class_game
    from .hosting import RoomHosting

    clock = ManualClock(1000.0)

    def scripted(choices: Any, _options: Any, on_event: Any) -> ScriptedHost:
        opening, live = class_game(choices, clock.now())
        return ScriptedHost(opening, live, on_event)

    hosting = RoomHosting(
        window, window.context, window.show_message, factory=scripted, clock=clock
    )
    window.hosting = hosting
    dialog: Any = window.host_room()
    dialog.show_choices(replace(dialog.choices(), mode=Mode.CLASS, rounds=10, round_seconds=60))
    dialog.open_button.click()
    hosting.start_round()
    return hosting.view


def join_scene(window: MainWindow) -> JoinView | None:
    """A room joined from Game › Join a room… (no network: the room's messages are a script,
    app.room.demo): Ava in the class game of the room scene, the third round under way, an
    answer being typed."""
    from ..room.demo import ADDRESS, CODE, joined_game
    from ..widgets.join_dialog import JoinRequest
    from .joining import QtPlayer, RoomJoining

    clock = ManualClock(1000.0)

    class Scripted(QtPlayer):
        """The room's messages of the script, at once."""

        def start(self) -> None:
            for said in joined_game(clock.now()):
                self.arrived.emit(said)

        def send(self, kind: str, **fields: Any) -> bool:
            return True

        def stop(self) -> None:
            """Nothing to leave."""

    def scripted(request: JoinRequest, lang: str, parent: Any) -> QtPlayer:
        return Scripted(request.url, request.name, request.code, lang, parent)

    joining = RoomJoining(window, window.context, window.show_message, clock=clock, player=scripted)
    window.joining = joining
    joining.join(JoinRequest(ADDRESS, CODE, "Ava"))
    view = joining.view
    if view is not None:
        view.answer.set_text("(12−8)×")
    return view


#: The scene of each view's key (tchisla-puzzle: the Tchisla view's puzzle page).
SCENES: dict[str, Callable[[Any, Cards], None]] = {
    "helper": helper_scene,
    "helper-coach": helper_coach_scene,
    "play": play_scene,
    "attack": attack_scene,
    "practice": practice_scene,
    "daily": daily_scene,
    "daily-archive": daily_archive_scene,
    "duel": duel_scene,
    "tchisla": tchisla_scene,
    "tchisla-puzzle": tchisla_puzzle_scene,
    "stats": stats_scene,
    "learn": learn_scene,
}


def quiet_qt_messages() -> None:
    """Leave Qt's messages in `QUIET_QT_MESSAGES` out; every other one goes on as before."""
    leave_out_of_qt_messages(lambda message: message in QUIET_QT_MESSAGES)
