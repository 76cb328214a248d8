"""The Tchisla view, driven like a user: type a target, pick a digit or all, solve, cancel."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import Qt, QThreadPool
from PyQt5.QtWidgets import QApplication

from app.game.tchisla import (
    DigitRow,
    DigitSweep,
    TchislaRequest,
    copies_text,
    describe,
    digit_rows,
    progress_text,
    stopped_text,
    summary_text,
)
from app.shell.screenshots import prepare
from app.shell.theme import text_style
from app.views import VIEWS
from app.views.tchisla_view import TchislaView
from solver import Cancelled, NumberError
from solver.tchisla import Limits, tchisla

#: A target above the default value limit (10^30): not found at once.
ABOVE_LIMIT = str(Limits().max_value * 10 + 1)
#: A puzzle that takes the search many seconds (long enough to cancel it).
SLOW = (99991, 7)
#: The fewest copies for 24 with each digit 1..9 (found in well under a second).
COUNTS_24 = ["4", "2", "3", "1", "2", "4", "4", "2", "3"]


@pytest.fixture
def view(qtbot, app_context):
    widget = TchislaView(app_context)
    qtbot.addWidget(widget)
    widget.resize(800, 600)
    widget.show()
    yield widget
    widget.solver_page.runner.cancel()
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=10000)


def ask(qtbot, view: TchislaView, target: str, digit: int) -> None:
    """Type the target, set the digit and press Enter in the target box."""
    solver = view.solver_page
    solver.target_edit.selectAll()
    qtbot.keyClick(solver.target_edit, Qt.Key_Backspace)
    qtbot.keyClicks(solver.target_edit, target)
    solver.digit_spin.setValue(digit)
    qtbot.keyClick(solver.target_edit, Qt.Key_Return)


def steps_shown(view: TchislaView) -> list[str]:
    solver = view.solver_page
    return [solver.steps.item(i).text() for i in range(solver.steps.count())]


def column(view: TchislaView, index: int) -> list[str]:
    """The texts of one column of the table (0 digit, 1 copies, 2 expression)."""
    solver = view.solver_page
    return [solver.table.item(row, index).text() for row in range(solver.table.rowCount())]


def solve_all(qtbot, view: TchislaView, target: str) -> None:
    """Type the target and press Solve all digits, then wait for the nine answers."""
    solver = view.solver_page
    solver.target_edit.setText(target)
    with qtbot.waitSignal(solver.runner.finished, timeout=20000):
        qtbot.mouseClick(solver.all_button, Qt.LeftButton)


# --- without widgets ----------------------------------------------------------------------------


def test_request_reads_typed_targets() -> None:
    assert TchislaRequest.parse(" 2,016 ", 7) == TchislaRequest(2016, (7,))
    assert str(TchislaRequest(11, (7,))) == "11 # 7"
    assert TchislaRequest.parse("2016").digits == tuple(range(1, 10))
    assert str(TchislaRequest.parse("2016")) == "2016 # 1..9"
    assert str(TchislaRequest(24, (4, 7))) == "24 # 4, 7"
    bad = [("", "type a target"), ("12a", "whole number"), ("0", "positive whole number, not 0")]
    for text, message in bad:
        with pytest.raises(NumberError, match=message):
            TchislaRequest.parse(text, 7)
    with pytest.raises(NumberError, match="digit"):
        TchislaRequest.parse("12", 0)
    with pytest.raises(NumberError, match="at least one digit"):
        TchislaRequest.parse("12", ())


def test_counts_read_as_words() -> None:
    assert copies_text(6, 7) == "6 sevens"
    assert copies_text(1, 4) == "1 four"
    assert copies_text(2, 6) == "2 sixes"


def test_description_of_an_answer_and_of_a_failure() -> None:
    words = describe(tchisla(11, 7))
    assert words.found and words.answer == "11 = 77 ÷ 7"
    assert words.count == "3 sevens (the fewest within the search limits)"
    assert words.steps == ("77 ÷ 7 = 11",)
    missing = describe(tchisla(2016, 1, limits=Limits(max_copies=3)))
    assert not missing.found and missing.steps == ()
    # a short headline; the limits below it, in the count's plain font
    assert missing.answer == "2016 # 1: not found"
    assert missing.count.startswith("not found within the limits (at most 3 copies")


def test_the_working_leaves_out_a_root_that_stays_a_root() -> None:
    """A defect seen: the working of 61 # 7 began "√7 = √7"."""
    words = describe(tchisla(61, 7))
    assert "√7 = √7" not in words.steps
    assert words.steps[0] == "7! = 5040" and words.steps[-1] == "61√7 ÷ √7 = 61"


def test_a_sweep_solves_each_digit_and_reports_after_each() -> None:
    reports: list[tuple[int, int]] = []
    sweep = DigitSweep(TchislaRequest.parse("24"))
    results = sweep.solve(report=lambda done, total: reports.append((done, total)))
    assert [str(result.count) for result in results] == COUNTS_24
    assert [report for report in reports if report[1]] == [(done, 9) for done in range(1, 10)]
    assert (1, 0) in reports  # and each count of copies as a digit's search starts on it
    assert sweep.results == results


def test_a_cancelled_sweep_stops_between_digits_and_keeps_what_it_found() -> None:
    digits_done: list[int] = []

    def report(done: int, total: int) -> None:
        if total:  # a digit done, not a count of copies
            digits_done.append(done)

    sweep = DigitSweep(TchislaRequest.parse("24"))
    with pytest.raises(Cancelled):
        sweep.solve(lambda: len(digits_done) >= 2, report)
    assert [result.digit for result in sweep.results] == [1, 2]


def test_rows_show_solved_searching_waiting_and_cancelled_digits() -> None:
    solved = (tchisla(24, 1), tchisla(2016, 2, limits=Limits(max_copies=3)))
    rows = digit_rows(range(1, 5), solved)
    assert rows[0] == DigitRow(1, "4", "(1 + 1 + 1 + 1)!", True)
    assert rows[1].copies == "—" and not rows[1].found
    assert rows[1].expression.startswith("not found within the limits (at most 3 copies")
    assert [row.expression for row in rows[2:]] == ["searching …", "waiting"]
    stopped = digit_rows(range(1, 5), solved, stopped=True)
    assert [row.expression for row in stopped[2:]] == ["not searched"] * 2


def test_progress_summary_and_cancel_texts() -> None:
    assert progress_text(3, 9) == "3 of 9 digits"
    assert progress_text(0, 1) == "0 of 1 digit"
    everything = [tchisla(24, digit) for digit in range(1, 10)]
    assert summary_text("24 # 1..9", everything) == "24 # 1..9: found for all 9 digits."
    some = [*everything[:8], tchisla(2016, 9, limits=Limits(max_copies=2))]
    assert summary_text("x", some) == (
        "x: found for 8 of 9 digits; 1 not found within the search limits."
    )
    assert summary_text("24 # 4", everything[3:4]) == "24 # 4: solved."
    assert stopped_text(3, 9) == (
        "Cancelled after 3 of 9 digits: press Solve all digits to start again."
    )
    assert stopped_text(0, 1) == "Cancelled: press Solve to start again."


# --- the view -----------------------------------------------------------------------------------


def test_the_view_is_registered_as_tchisla() -> None:
    assert [view.key for view in VIEWS].count("tchisla") == 1


def test_solving_shows_answer_count_and_steps(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    ask(qtbot, view, "5", 9)
    qtbot.waitUntil(lambda: solver.result is not None, timeout=10000)
    assert solver.answer.text() == "5 = √9 + (√9)! ÷ √9"
    assert solver.count.text() == "3 nines (the fewest within the search limits)"
    assert column(view, 0) == ["9"] and column(view, 1) == ["3"]
    assert steps_shown(view) == ["√9 = 3", "3! = 6", "6 ÷ 3 = 2", "3 + 2 = 5"]
    assert not solver.busy_bar.isVisible() and not solver.cancel_button.isEnabled()


def test_2016_with_sevens_uses_six(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solver.set_puzzle(2016, 7)
    qtbot.mouseClick(solver.solve_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: solver.result is not None, timeout=10000)
    assert solver.count.text().startswith("6 sevens")
    assert "√5040 = 12√35" in steps_shown(view)


def test_busy_while_searching_and_cancel_stops_it(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    target, digit = SLOW
    ask(qtbot, view, str(target), digit)
    assert solver.busy_bar.isVisible() and solver.cancel_button.isEnabled()
    assert solver.status.text() == f"Searching {target} # {digit} …"
    qtbot.waitUntil(lambda: solver.status.text().endswith(" copies…"), timeout=10000)
    assert solver.status.text().startswith(f"Searching {target} # {digit} … searching ")
    with qtbot.waitSignal(solver.runner.cancelled, timeout=5000):
        qtbot.mouseClick(solver.cancel_button, Qt.LeftButton)
    assert solver.status.text() == "Cancelled: press Solve to start again."
    assert not solver.busy_bar.isVisible() and not solver.cancel_button.isEnabled()
    assert solver.result is None
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=5000)  # the search stopped


def test_a_new_question_replaces_a_running_one(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    ask(qtbot, view, str(SLOW[0]), SLOW[1])
    ask(qtbot, view, "11", 7)
    qtbot.waitUntil(lambda: solver.result is not None, timeout=10000)
    assert solver.answer.text() == "11 = 77 ÷ 7"
    assert not solver.runner.busy


def test_escape_cancels(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    ask(qtbot, view, str(SLOW[0]), SLOW[1])
    with qtbot.waitSignal(solver.runner.cancelled, timeout=5000):
        qtbot.keyClick(solver.target_edit, Qt.Key_Escape)
    assert not solver.cancel_button.isEnabled()


def test_bad_target_says_why_and_starts_nothing(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    ask(qtbot, view, "twelve", 7)
    assert solver.status.text().startswith("Cannot solve: the target must be a positive whole")
    assert not solver.runner.busy and not solver.cancel_button.isEnabled()
    assert solver.answer.text() == "" and solver.steps.count() == 0
    assert solver.table.rowCount() == 0


def test_a_target_beyond_the_limits_says_not_found(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    ask(qtbot, view, ABOVE_LIMIT, 7)
    qtbot.waitUntil(lambda: solver.result is not None, timeout=10000)
    assert solver.status.text() == f"{ABOVE_LIMIT} # 7: not found within the search limits."
    # a short headline in the large font; why, with the limits, in the plain one below
    assert solver.answer.text() == f"{ABOVE_LIMIT} # 7: not found"
    assert solver.count.text().startswith("not found within the limits (")
    assert solver.count.text().endswith("the target itself is above the value limit")
    assert solver.steps.count() == 0
    assert column(view, 1) == ["—"] and "above the value limit" in column(view, 2)[0]
    # the long line of limits wraps: the page fits its window (it ran off to the right, and a
    # scroll bar came, in a real window of 1000 px)
    QApplication.processEvents()
    assert solver.minimumSizeHint().width() <= view.width()


# --- all digits ---------------------------------------------------------------------------------


def test_all_digits_fills_nine_rows_and_shows_the_chosen_digit(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solver.digit_spin.setValue(4)
    solve_all(qtbot, view, "24")
    assert column(view, 0) == [str(digit) for digit in range(1, 10)]
    assert column(view, 1) == COUNTS_24
    assert column(view, 2)[3] == "4!"
    assert solver.status.text() == "24 # 1..9: found for all 9 digits."
    assert solver.table.selectedItems()[0].row() == 3  # the Digit box's digit is chosen
    assert solver.answer.text() == "24 = 4!" and solver.count.text().startswith("1 four")
    assert steps_shown(view) == ["4! = 24"]
    assert not solver.busy_bar.isVisible() and not solver.cancel_button.isEnabled()


def test_choosing_a_row_shows_its_working(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solve_all(qtbot, view, "24")
    cell = solver.table.visualItemRect(solver.table.item(6, 2)).center()
    qtbot.mouseClick(solver.table.viewport(), Qt.LeftButton, pos=cell)
    assert solver.answer.text() == "24 = (77 ÷ 7 − 7)!"
    assert solver.count.text() == "4 sevens (the fewest within the search limits)"
    assert steps_shown(view) == ["77 ÷ 7 = 11", "11 − 7 = 4", "4! = 24"]
    qtbot.keyClick(solver.table, Qt.Key_Down)  # the arrow keys move the choice
    assert solver.answer.text() == "24 = (√(8 + 8))!"


def test_rows_appear_one_by_one_with_progress(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    seen: list[tuple[int, int, str, list[str]]] = []

    def snapshot(done: int, total: int) -> None:  # runs after the view's own slot
        if total:  # not a count of copies
            seen.append((done, total, solver.busy_bar.text(), column(view, 2)))

    solver.runner.progress.connect(snapshot)
    solve_all(qtbot, view, "24")
    assert [(done, total) for done, total, _, _ in seen] == [(d, 9) for d in range(1, 10)]
    _, _, bar, rows = seen[2]
    assert bar == "3 of 9 digits"
    assert rows[:3] == [tchisla(24, digit).display() for digit in (1, 2, 3)]
    assert rows[3:] == ["searching …"] + ["waiting"] * 5


def test_ctrl_enter_solves_all_digits(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solver.target_edit.setText("24")
    with qtbot.waitSignal(solver.runner.finished, timeout=20000):
        qtbot.keyClick(solver.target_edit, Qt.Key_Return, Qt.ControlModifier)
    assert column(view, 1) == COUNTS_24


def test_digits_not_found_say_why_in_their_rows(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solve_all(qtbot, view, ABOVE_LIMIT)
    assert column(view, 1) == ["—"] * 9
    assert all(text.startswith("not found within the limits (") for text in column(view, 2))
    assert solver.status.text().endswith(
        "found for 0 of 9 digits; 9 not found within the search limits."
    )
    assert solver.answer.text().startswith(f"{ABOVE_LIMIT} # 7: not found")


def test_cancelling_all_digits_keeps_a_sane_state(qtbot, view: TchislaView) -> None:
    solver = view.solver_page
    solver.target_edit.setText(str(SLOW[0]))
    qtbot.mouseClick(solver.all_button, Qt.LeftButton)
    assert solver.busy_bar.isVisible() and solver.busy_bar.text() == "0 of 9 digits"
    assert solver.status.text() == f"Searching {SLOW[0]} # 1..9 …"
    assert column(view, 2) == ["searching …"] + ["waiting"] * 8
    with qtbot.waitSignal(solver.runner.cancelled, timeout=5000):
        qtbot.mouseClick(solver.cancel_button, Qt.LeftButton)
    assert solver.status.text().startswith("Cancelled after 0 of 9 digits")
    assert column(view, 2) == ["not searched"] * 9
    assert not solver.busy_bar.isVisible() and not solver.cancel_button.isEnabled()
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=5000)  # the search stopped
    solve_all(qtbot, view, "24")  # and a new one works
    assert column(view, 1) == COUNTS_24


def test_a_failing_digit_keeps_the_rows_found(qtbot, view: TchislaView, monkeypatch) -> None:
    solver = view.solver_page

    def solve_or_fail(target: int, digit: int, **options: object) -> object:
        if digit == 3:
            raise MemoryError("out of memory")
        return tchisla(target, digit, **options)

    monkeypatch.setattr("app.game.tchisla.tchisla", solve_or_fail)
    solver.target_edit.setText("24")
    with qtbot.waitSignal(solver.runner.failed, timeout=20000):
        qtbot.mouseClick(solver.all_button, Qt.LeftButton)
    assert solver.status.text() == "Could not solve: out of memory."
    assert column(view, 1)[:2] == ["4", "2"]
    assert column(view, 2)[2:] == ["not searched"] * 7
    assert not solver.busy_bar.isVisible() and not solver.cancel_button.isEnabled()


# --- the puzzle page ----------------------------------------------------------------------------


def start(qtbot, view: TchislaView, target: str, digit: int) -> None:
    """Open the Puzzle page, type a target and a digit and press Enter."""
    page = view.puzzle_page
    view.pages.setCurrentIndex(1)
    page.puzzle_target.setFocus()
    page.puzzle_target.selectAll()
    qtbot.keyClicks(page.puzzle_target, target)
    page.puzzle_digit.setValue(digit)
    qtbot.keyClick(page.puzzle_target, Qt.Key_Return)


def type_answer(qtbot, view: TchislaView, text: str) -> None:
    """Type an answer in the answer box (clicked first, as a player does) and press Enter."""
    page = view.puzzle_page
    page.answer_edit.setFocus()
    page.answer_edit.clear()
    qtbot.keyClicks(page.answer_edit, text)
    qtbot.keyClick(page.answer_edit, Qt.Key_Return)


def test_a_puzzle_is_played_by_keyboard_alone(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        start(qtbot, view, "11", 7)
        assert page.answer_edit.hasFocus()  # ready to type at once
    assert page.task.text() == "Make 11 with as few copies of 7 as you can."
    type_answer(qtbot, view, "7 + 7/7 + 7/7 + 7/7 + 7/7")
    assert page.feedback.text() == "Right: 9 sevens. The fewest we know is 3."
    type_answer(qtbot, view, "77/7")
    assert page.feedback.text() == "Right: 3 sevens, as few as we know."
    assert page.best.text() == "Your best: 3 sevens, 77 ÷ 7"
    qtbot.keyClick(page.answer_edit, Qt.Key_H, Qt.ControlModifier)
    assert page.feedback.text() == "Hint 1 of 1: 77 ÷ 7 = 11"
    assert [page.hints.item(i).text() for i in range(page.hints.count())] == ["77 ÷ 7 = 11"]
    stored = view.context.history.tchisla_best(11, 7)
    assert stored is not None and stored.copies == 3


def test_an_answer_before_the_search_ends_is_compared_when_it_does(
    qtbot, view: TchislaView
) -> None:
    page = view.puzzle_page
    start(qtbot, view, "2016", 7)
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        type_answer(qtbot, view, "7*7*7*7 - 7*7*7 - 7*7 + 7")
        assert page.feedback.text().startswith("Right: 10 sevens.")
    assert page.feedback.text() == "Right: 10 sevens. The fewest we know is 6."
    assert page.search_status.text() == "The solver is done."
    assert not page.puzzle_cancel.isEnabled() and not page.puzzle_bar.isVisible()


def test_a_bad_answer_says_where_and_puts_the_cursor_there(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    start(qtbot, view, "11", 7)
    type_answer(qtbot, view, "77 / (7")
    assert page.feedback.text() == "position 6: this '(' is never closed."
    assert page.feedback.textFormat() == Qt.PlainText
    assert page.answer_edit.cursorPosition() == 5
    type_answer(qtbot, view, "7 + 8")
    assert "8 is not made of the digit 7 alone" in page.feedback.text()
    assert page.answer_edit.cursorPosition() == 4


def test_the_puzzle_search_shows_the_copies_and_esc_cancels_it(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    target, digit = SLOW
    start(qtbot, view, str(target), digit)
    assert page.puzzle_cancel.isEnabled() and page.puzzle_bar.isVisible()
    # The count goes up while it is watched: 1 copy is said before 2 copies.
    qtbot.waitUntil(lambda: page.search_status.text().endswith(" copies…"), timeout=10000)
    assert page.search_status.text().startswith("searching ")
    with qtbot.waitSignal(page.runner.cancelled, timeout=5000):
        qtbot.keyClick(page.answer_edit, Qt.Key_Escape)
    # stopped by the player: not "the solver found no answer" (a defect seen)
    assert page.search_status.text() == "You stopped the search: press Start to search again."
    assert not page.puzzle_cancel.isEnabled()
    qtbot.keyClick(page.answer_edit, Qt.Key_H, Qt.ControlModifier)
    assert page.feedback.text() == "No hint: you stopped the search. Press Start to search again."
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=5000)


def test_new_deal_deals_a_puzzle_and_plays_it(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        page.new_deal()  # the window's New deal (Ctrl+N) on this view
    session = page.session
    puzzle = session.puzzle
    assert puzzle is not None and view.pages.currentIndex() == 1
    assert page.puzzle_target.text() == str(puzzle.target)
    assert page.puzzle_digit.value() == puzzle.digit
    assert session.fewest is not None


def test_a_bad_puzzle_target_says_why(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    start(qtbot, view, "twelve", 7)
    assert page.feedback.text().startswith("Cannot start: the target must be a positive whole")
    assert page.session.puzzle is None and not page.runner.busy
    type_answer(qtbot, view, "77/7")
    assert page.feedback.text() == "Start a puzzle first: Start, or Deal a puzzle (Ctrl+N)."


def test_the_puzzle_keys_go_in_order(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        start(qtbot, view, "11", 7)
    view.activateWindow()
    page.puzzle_target.setFocus()
    qtbot.waitUntil(page.puzzle_target.hasFocus)
    order = []
    for _ in range(7):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [
        page.puzzle_digit,
        page.start_button,
        page.deal_button,
        page.answer_edit,
        page.check_button,
        page.hint_button,
        page.hints,
    ]


def test_the_puzzle_screenshot_option_goes_with_the_tchisla_view(capsys) -> None:
    from app.__main__ import parse_args

    assert parse_args(["--screenshot", "x.png", "--view", "tchisla", "--puzzle"]).puzzle
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--screenshot", "x.png", "--view", "play", "--puzzle"])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.strip().endswith("--puzzle goes with --view tchisla")


def test_the_puzzle_screenshot_shows_a_checked_answer(qtbot, view: TchislaView) -> None:
    page = view.puzzle_page
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        prepare("tchisla", view, puzzle=True)
    assert page.feedback.text() == "Right: 10 sevens. The fewest we know is 6."


def test_ctrl_n_in_the_window_deals_a_puzzle_in_the_tchisla_tab(qtbot, app_context) -> None:
    from app.shell.main_window import MainWindow

    window = MainWindow(app_context)
    qtbot.addWidget(window)
    window.show()
    view = window.show_view("tchisla")
    assert isinstance(view, TchislaView)
    page = view.puzzle_page
    assert page.deal_action in window.game_menu.actions()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        qtbot.keyClick(window, Qt.Key_N, Qt.ControlModifier)
    assert page.session.puzzle is not None and view.pages.currentIndex() == 1
    assert page.answer_edit.hasFocus()
    window.close()


def test_a_target_or_puzzle_that_cannot_be_read_is_said_in_the_error_colour(
    qtbot, view: TchislaView
) -> None:
    solver = view.solver_page
    page = view.puzzle_page
    from app.shell.theme import text_style

    ask(qtbot, view, "twelve", 7)
    assert solver.status.styleSheet() == text_style("error")
    ask(qtbot, view, "12", 7)
    assert solver.status.styleSheet() == ""  # searching: no longer a problem
    start(qtbot, view, "twelve", 7)
    assert page.feedback.styleSheet() == text_style("error")


def test_a_hint_looks_the_same_after_a_wrong_answer_as_after_a_right_one(
    qtbot, view: TchislaView
) -> None:
    """A hint is never an error: after a wrong answer it was drawn red, as the verdict was."""
    page = view.puzzle_page
    with qtbot.waitSignal(page.runner.finished, timeout=20000):
        start(qtbot, view, "11", 7)
    type_answer(qtbot, view, "7 + 7")
    wrong = page.feedback.styleSheet()
    assert wrong == text_style("error")
    qtbot.keyClick(page.answer_edit, Qt.Key_H, Qt.ControlModifier)
    assert page.feedback.text() == "Hint 1 of 1: 77 ÷ 7 = 11"
    after_wrong = page.feedback.styleSheet()
    type_answer(qtbot, view, "77/7")
    qtbot.keyClick(page.answer_edit, Qt.Key_H, Qt.ControlModifier)
    assert page.feedback.text() == "Hint 1 of 1: 77 ÷ 7 = 11"
    assert after_wrong == page.feedback.styleSheet() == ""
    type_answer(qtbot, view, "7 + 7")
    assert page.feedback.styleSheet() == wrong  # the next verdict has its own look again
