"""The states a player meets in every mode, and how to reach them in a window (shared by the
accessibility and translation tests)."""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtWidgets import QWidget

from app.shell.worker import JobRunner


def _press(name: str) -> Callable[[QWidget], object]:
    """Call a view's method (a page's: "page.method")."""

    def press(view: QWidget) -> object:
        target: object = view
        for part in name.split("."):
            target = getattr(target, part)
        return target()  # type: ignore[operator]

    return press


def _typed(text: str) -> Callable[[QWidget], object]:
    return lambda view: view.submit(text)


def _answered(view: QWidget) -> None:
    """Submit a right answer to the hand on the table."""
    session = view.session
    puzzle = getattr(session, "puzzle", None)
    round_ = getattr(session, "round", None)
    setup = getattr(session, "setup", None)
    if puzzle is not None:
        solutions = puzzle.solutions
    elif setup is not None:
        solutions = setup.solutions
    elif round_ is not None:
        solutions = round_.solutions
    else:
        solutions = session.solutions
    view.submit(solutions[0].display() if solutions else "1+1")


def _run_over(view: QWidget) -> None:
    """End the score-attack run (as the clock reaching zero would)."""
    view.session.quit()
    view.refresh()


def _combining(view: QWidget) -> None:
    """Answers are made by combining the cards (the player's choice, in every mode)."""
    view.context.settings.combining = True


#: Every mode in the states a player meets: (view, the steps that lead there).
STATES = {
    "helper": ("helper", []),
    "helper, no answer": ("helper", [lambda view: view.load_hand([1, 1, 1, 1])]),
    "play, start": ("play", []),
    "play, a round": ("play", [_press("press_enter")]),
    "play, a wrong answer": ("play", [_press("press_enter"), _typed("1+1+1+1")]),
    "play, bad text": ("play", [_press("press_enter"), _typed("8 ? 3")]),
    "play, paused": ("play", [_press("press_enter"), _press("toggle_pause")]),
    "play, round over": ("play", [_press("press_enter"), _press("skip"), _press("skip")]),
    "play, combining the cards": (
        "play",
        [_combining, _press("press_enter"), lambda view: view.combine.pick(0)],
    ),
    "attack, start": ("attack", []),
    "attack, a hand": ("attack", [_press("press_enter")]),
    "attack, a wrong answer": ("attack", [_press("press_enter"), _typed("1+1+1+1")]),
    "attack, paused": ("attack", [_press("press_enter"), _press("toggle_pause")]),
    "attack, over": ("attack", [_press("press_enter"), _answered, _run_over]),
    "practice, start": ("practice", []),
    "practice, a hand": ("practice", [_press("press_enter")]),
    "practice, solved": ("practice", [_press("press_enter"), _answered]),
    "practice, answers shown": ("practice", [_press("press_enter"), _press("give_up")]),
    "daily": ("daily", []),
    "daily, answers shown": ("daily", [_press("give_up")]),
    "daily, archive": ("daily", [_press("toggle_archive")]),
    "daily, a past day": (
        "daily",
        [_press("toggle_archive"), lambda view: view.play_day(view.session.day.replace(day=1))],
    ),
    "duel, names": ("duel", []),
    "duel, a hand": ("duel", [_press("press_enter")]),
    "duel, answering": ("duel", [_press("press_enter"), lambda view: view.buzz(0)]),
    "duel, combining the cards": (
        "duel",
        [_combining, _press("press_enter"), lambda view: view.buzz(1)],
    ),
    "duel, a hand's result": (
        "duel",
        [_press("press_enter"), lambda view: view.buzz(0), _answered],
    ),
    "duel, standings": (
        "duel",
        [
            lambda view: view.goal_spin.setValue(1),
            _press("press_enter"),
            lambda view: view.buzz(1),
            _answered,
            _press("press_enter"),
        ],
    ),
    "tchisla": ("tchisla", []),
    "tchisla, solved": (
        "tchisla",
        [lambda view: view.solver_page.set_puzzle(24, 7), _press("solver_page.solve_all")],
    ),
    "tchisla, a bad target": (
        "tchisla",
        [lambda view: view.solver_page.target_edit.setText("12a"), _press("solver_page.solve")],
    ),
    "tchisla, a puzzle": (
        "tchisla",
        [
            lambda view: view.puzzle_page.puzzle_target.setText("11"),
            _press("puzzle_page.start_puzzle"),
        ],
    ),
    "tchisla, a puzzle answered": (
        "tchisla",
        [
            lambda view: view.puzzle_page.puzzle_target.setText("11"),
            _press("puzzle_page.start_puzzle"),
            lambda view: view.puzzle_page.answer_edit.setText("77/7"),
            _press("puzzle_page.check_answer"),
            _press("puzzle_page.hint"),
        ],
    ),
    "statistics, hands": ("stats", []),
    "statistics, your games": ("stats", [lambda view: view.pages.setCurrentIndex(1)]),
}


def settle(qtbot) -> None:
    """Let the jobs a step started finish and the window follow."""
    qtbot.waitUntil(lambda: not JobRunner.any_busy(), timeout=20000)
    qtbot.wait(30)


def reach(qtbot, window, state: str) -> QWidget:
    key, steps = STATES[state]
    view = window.show_view(key)
    settle(qtbot)
    for step in steps:
        step(view)
        settle(qtbot)
    return view


def answer_line_clear_of_keys(view: QWidget) -> bool:
    """Whether the answer line lies wholly above its keys (it once lay over them)."""
    entry, keys = view.answer.entry, view.answer.clear_button
    bottom = entry.mapTo(view, entry.rect().bottomLeft()).y()
    return bool(bottom < keys.mapTo(view, keys.rect().topLeft()).y())
