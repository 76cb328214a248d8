"""The Tchisla puzzle without widgets: answers checked, compared with the fewest, hints, bests."""

from __future__ import annotations

import random

import pytest

from app.game.clock import ManualClock
from app.game.history import History, HistoryReadOnly
from app.game.tchisla import (
    DEAL_TARGETS,
    Kind,
    Puzzle,
    TchislaPhase,
    TchislaSession,
    copies_text,
    searching_words,
)
from solver import Cancelled, NumberError
from solver.tchisla import Limits, TchislaResult, tchisla
from solver.tchisla.answer import read_answer


def playing(puzzle: Puzzle, recorder: object = None) -> TchislaSession:
    """A puzzle being played, its solver not done yet."""
    session = TchislaSession(clock=ManualClock(), recorder=recorder)  # type: ignore[arg-type]
    session.start(puzzle)
    assert session.phase is TchislaPhase.PLAYING and session.puzzle == puzzle
    return session


def solved(target: int = 11, digit: int = 7, recorder: object = None) -> TchislaSession:
    """A puzzle whose solver has finished."""
    state = playing(Puzzle(target, digit), recorder)
    state.solved(tchisla(target, digit))
    return state


def test_words_for_counts_and_the_search() -> None:
    assert copies_text(6, 7) == "6 sevens"
    assert copies_text(3, 6) == "3 sixes"
    assert searching_words(7) == "searching 7 copies…"
    assert Puzzle(11, 7).task() == "Make 11 with as few copies of 7 as you can."


def test_a_dealt_puzzle_is_in_range_and_follows_the_random_generator() -> None:
    dealt = [Puzzle.deal(random.Random(seed)) for seed in range(50)]
    assert all(p.target in DEAL_TARGETS and 1 <= p.digit <= 9 for p in dealt)
    assert dealt == [Puzzle.deal(random.Random(seed)) for seed in range(50)]
    assert len(set(dealt)) > 40


def test_a_typed_puzzle_is_checked() -> None:
    assert Puzzle.parse(" 2,016 ", 7) == Puzzle(2016, 7)
    with pytest.raises(NumberError, match="whole number"):
        Puzzle.parse("twelve", 7)
    with pytest.raises(NumberError, match="digit"):
        Puzzle.parse("12", 0)


def test_a_right_answer_is_compared_with_the_fewest() -> None:
    state = solved()
    assert state.fewest == 3
    feedback = state.submit("7 + 7/7 + 7/7 + 7/7 + 7/7")
    assert feedback.kind is Kind.RIGHT and feedback.count == 9
    assert feedback.message == "Right: 9 sevens. The fewest we know is 3."
    assert state.submit("77 ÷ 7").message == "Right: 3 sevens, as few as we know."


def test_a_wrong_or_unreadable_answer_says_why_and_where() -> None:
    state = solved()
    wrong = state.submit("7 + 7/7")
    assert wrong.kind is Kind.WRONG and wrong.message == "7 + 7 ÷ 7 is 8, not 11."
    unread = state.submit("77 / (7")
    assert unread.kind is Kind.UNREAD and unread.position == 6
    assert unread.message == "position 6: this '(' is never closed."
    other = state.submit("77/8")
    assert other.kind is Kind.UNREAD and other.position == 4
    assert "8 is not made of the digit 7 alone" in other.message
    assert state.best is None


def test_an_answer_before_the_solver_is_done_is_compared_when_it_is() -> None:
    state = playing(Puzzle(11, 7))
    state.searching(2)
    assert state.search_text() == "searching 2 copies…"
    feedback = state.submit("7 + 7/7 + 7/7 + 7/7 + 7/7")
    assert feedback.message == "Right: 9 sevens. The solver is still looking for the fewest."
    state.solved(tchisla(11, 7))
    assert state.last is not None
    assert state.last.message == "Right: 9 sevens. The fewest we know is 3."
    assert state.search_text() == "The solver is done."


def test_a_failed_search_leaves_answers_uncompared() -> None:
    state = playing(Puzzle(11, 7))
    state.stopped()
    assert state.submit("77/7").message == "Right: 3 sevens."
    assert state.hint() == "No hint: the solver found no answer."
    assert state.search_text() == "The solver stopped without an answer."


def test_a_search_the_player_cancelled_is_not_called_a_search_without_an_answer() -> None:
    """A defect seen: after Esc the hint said the solver found no answer (it was stopped)."""
    state = playing(Puzzle(11, 7))
    state.stopped(cancelled=True)
    assert state.submit("77/7").message == "Right: 3 sevens."
    assert state.hint() == "No hint: you stopped the search. Press Start to search again."
    assert state.search_text() == "You stopped the search: press Start to search again."


@pytest.mark.parametrize("cancelled", [True, False])
def test_a_hint_asked_while_the_solver_looks_is_not_left_saying_it_looks(cancelled) -> None:
    """A defect seen in a real window: Hint, then Esc, and the line still said "the solver is
    still looking" under "You stopped the search"."""
    state = playing(Puzzle(11, 7))
    state.searching(2)
    assert state.take_hint() == "No hint yet: the solver is still looking."
    state.stopped(cancelled=cancelled)
    assert state.feedback_text == (
        "No hint: you stopped the search. Press Start to search again."
        if cancelled
        else "No hint: the solver found no answer."
    )


def test_a_hint_asked_while_the_solver_looks_goes_once_it_is_done() -> None:
    state = playing(Puzzle(11, 7))
    state.take_hint()
    state.solved(tchisla(11, 7))
    assert state.feedback_text == "" and state.hints == 0  # Hint now gives the first step


def test_hints_leave_out_steps_that_say_nothing() -> None:
    """A defect seen: the working of 61 # 7 began "√7 = √7"."""
    state = playing(Puzzle(61, 7))
    state.solved(tchisla(61, 7))
    total = len(state.solution.steps) - 1
    for _ in range(total + 1):
        state.hint()
    shown = state.hints_shown()
    assert len(shown) == total and "√7 = √7" not in shown
    assert state.hint().startswith(f"Hint {total} of {total}: ")


def test_fewer_copies_than_the_solver_found_is_news() -> None:
    state = playing(Puzzle(11, 7))
    longer = read_answer("7 + 7/7 + 7/7 + 7/7 + 7/7", 7)  # as if the solver found only this
    state.solved(TchislaResult(11, 7, Limits(), longer.tree))
    assert state.fewest == 9
    assert state.submit("77/7").message == (
        "Right: 3 sevens, fewer than the 9 the solver found within its limits!"
    )


def test_hints_reveal_a_best_answer_one_step_at_a_time_from_the_last() -> None:
    state = playing(Puzzle(5, 9))
    assert state.hint() == "No hint yet: the solver is still looking."
    state.solved(tchisla(5, 9))  # √9 + (√9)! ÷ √9
    assert state.hint() == "Hint 1 of 4: 3 + 2 = 5"
    assert state.hint() == "Hint 2 of 4: 6 ÷ 3 = 2"
    state.hint(), state.hint()
    assert state.hint() == "Hint 4 of 4: √9 = 3"  # no more: the last stays shown
    assert state.hints_shown() == ["3 + 2 = 5", "6 ÷ 3 = 2", "3! = 6", "√9 = 3"]
    assert solved(777, 7).hint() == "Hint: the answer is just 777."


def test_the_best_answer_is_kept_in_the_history(tmp_path) -> None:
    with History(tmp_path / "h.sqlite") as history:
        state = solved(11, 7, history)
        assert state.best_text() == "No answer of yours for this puzzle yet."
        state.submit("7 + 7/7 + 7/7 + 7/7 + 7/7")
        state.submit("77/7")
        state.submit("7 + 7/7 + 7/7 + 7/7 + 7/7")  # worse: the best stays
        assert state.best_text() == "Your best: 3 sevens, 77 ÷ 7"
        again = playing(Puzzle(11, 7), history)  # the same puzzle another day
        assert again.best_text() == "Your best: 3 sevens, 77 ÷ 7"
        stored = history.tchisla_best(11, 7)
        assert stored is not None and stored.copies == 3


def test_a_best_that_cannot_be_saved_is_said_and_the_answer_still_counts(tmp_path) -> None:
    class ReadOnly:
        def record_tchisla(self, *args: object) -> bool:
            raise HistoryReadOnly("your match history at /x is read-only")

        def tchisla_best(self, target: int, digit: int) -> None:
            return None

    state = solved(11, 7, ReadOnly())
    said = state.submit("77/7")
    assert said.kind is Kind.RIGHT
    assert said.message.endswith(
        "Your best could not be saved in your history: your match history at /x is read-only"
    )


def test_the_puzzle_search_reports_the_copies_and_can_be_cancelled() -> None:
    reports: list[tuple[int, int]] = []
    result = Puzzle(2016, 7).search(report=lambda done, total: reports.append((done, total)))
    assert result.count == 6 and reports == [(n, 0) for n in range(1, 7)]
    with pytest.raises(Cancelled):
        Puzzle(9973, 9).search(cancel=lambda: True)
