"""Game rules and state as plain classes (no Qt): cards, hands, answers, rounds, matches."""

from .answer import AnswerResult, Verdict, check_answer
from .cards import Card, CardError, Deck, DeckEmpty, parse_rank, rank_name
from .clock import Clock, ManualClock, MonotonicClock
from .hand import HandEditor, HandError, Slot

__all__ = [
    "AnswerResult",
    "Card",
    "CardError",
    "Clock",
    "Deck",
    "DeckEmpty",
    "HandEditor",
    "HandError",
    "ManualClock",
    "MonotonicClock",
    "Slot",
    "Verdict",
    "check_answer",
    "parse_rank",
    "rank_name",
]
