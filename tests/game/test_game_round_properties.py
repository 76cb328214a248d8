"""Any sequence of player actions and passing time keeps a round consistent."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.game.cards import cards_from_ranks
from app.game.clock import ManualClock
from app.game.opponent import Plan
from app.game.round import Reason, Round, RoundState, Winner, solve_hand

HANDS = {"solvable": cards_from_ranks([3, 3, 8, 8]), "none": cards_from_ranks([1, 1, 1, 1])}
SOLUTIONS = {name: solve_hand(cards) for name, cards in HANDS.items()}

actions = st.lists(
    st.one_of(
        st.tuples(st.just("wait"), st.floats(0, 30)),
        st.tuples(
            st.sampled_from(["tick", "pause", "resume", "hint", "claim", "skip"]), st.just(0)
        ),
        st.tuples(st.just("submit"), st.sampled_from(["8/(3-8/3)", "8+8+3+3", "8*(3", ""])),
    ),
    max_size=25,
)


@settings(max_examples=150, deadline=None)
@given(
    hand=st.sampled_from(sorted(HANDS)),
    computer=st.one_of(st.none(), st.floats(1, 90)),
    steps=actions,
)
def test_round_invariants(hand, computer, steps):
    clock = ManualClock()
    solutions = SOLUTIONS[hand]
    plan = None if computer is None else Plan(computer, solutions[0] if solutions else None, 0.5)
    ended = []
    game = Round(HANDS[hand], clock=clock, solutions=solutions, computer=plan, on_end=ended.append)
    last_elapsed = 0.0
    for action, argument in steps:
        if action == "wait":
            clock.advance(argument)
        elif action == "submit":
            game.submit(argument)
        elif action == "claim":
            game.claim_no_solution()
        else:
            getattr(game, action)()
        elapsed = game.elapsed()
        assert elapsed >= last_elapsed - 1e-9
        last_elapsed = elapsed
        assert 0 <= game.remaining() <= game.round_seconds
        assert game.cards_hidden == (game.state is RoundState.PAUSED)
        assert len(ended) == (1 if game.is_over else 0)
    game.tick()
    if game.outcome is None:
        return
    outcome = game.outcome
    assert outcome.seconds <= game.round_seconds + 1e-9
    if outcome.winner is Winner.COMPUTER and outcome.reason is not Reason.CLAIM_WRONG:
        assert outcome.seconds == pytest.approx(computer)
    if outcome.reason is Reason.TIMED_OUT:
        assert computer is None or computer >= game.time_limit
    if outcome.reason is Reason.CLAIM_RIGHT:
        assert not solutions
    if outcome.reason is Reason.ANSWERED:
        assert solutions and (computer is None or outcome.seconds <= computer)
