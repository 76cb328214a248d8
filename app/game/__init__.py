"""Game rules and state as plain classes (no Qt): cards, hands, answers, rounds, matches, the
play session, the computer opponent, levels, the clock and the match history."""

from .answer import AnswerResult, Verdict, check_answer
from .cards import Card, CardError, parse_rank, rank_name
from .clock import Clock, ManualClock, MonotonicClock
from .decks import Deck, DeckEmpty, DeckKind, DeckRules
from .hand import HandEditor, HandError, Slot
from .history import History
from .levels import ComputerLevel, HandLevel
from .match import Match, MatchOptions, MatchSummary, RoundResult, RoundSetup, prepare_round
from .opponent import Opponent, Plan
from .round import Hint, Outcome, Reason, Round, RoundState, Winner, solve_hand
from .session import Act, Phase, PlaySession

__all__ = [
    "Act",
    "AnswerResult",
    "Card",
    "CardError",
    "Clock",
    "ComputerLevel",
    "Deck",
    "DeckEmpty",
    "DeckKind",
    "DeckRules",
    "HandEditor",
    "HandError",
    "HandLevel",
    "Hint",
    "History",
    "ManualClock",
    "Match",
    "MatchOptions",
    "MatchSummary",
    "MonotonicClock",
    "Opponent",
    "Outcome",
    "Phase",
    "Plan",
    "PlaySession",
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
