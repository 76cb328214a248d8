"""Game rules and state as plain classes (no Qt): cards, hands, answers, rounds, matches."""

from .answer import AnswerResult, Verdict, check_answer
from .cards import Card, CardError, Deck, DeckEmpty, parse_rank, rank_name
from .clock import Clock, ManualClock, MonotonicClock
from .hand import HandEditor, HandError, Slot
from .history import History
from .match import Match, MatchOptions, MatchSummary, RoundResult, RoundSetup, prepare_round
from .opponent import Level, Opponent, Plan
from .round import Hint, Outcome, Reason, Round, RoundState, Winner, solve_hand

__all__ = [
    "AnswerResult",
    "Card",
    "CardError",
    "Clock",
    "Deck",
    "DeckEmpty",
    "HandEditor",
    "HandError",
    "Hint",
    "History",
    "Level",
    "ManualClock",
    "Match",
    "MatchOptions",
    "MatchSummary",
    "MonotonicClock",
    "Opponent",
    "Outcome",
    "Plan",
    "Reason",
    "Round",
    "RoundResult",
    "RoundSetup",
    "RoundState",
    "Slot",
    "Verdict",
    "Winner",
    "check_answer",
    "parse_rank",
    "prepare_round",
    "rank_name",
    "solve_hand",
]
