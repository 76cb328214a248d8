"""How the computer plays at each level and round time: does it answer in time, and who wins?

For each computer level and round times of 30, 60 and 120 s this deals a few hundred hands as a
match does (four cards from shuffled 52-card decks, any hand) and reports:

- the share of the solvable hands the computer answers within the round, and its median time;
- the share of rounds two simulated players take from it: a *beginner*, who needs about 2.5
  times a hand's difficulty score (the score is about a 4nums.com player's mean seconds), and a
  *strong player*, who needs about 0.6 times it, both with a wide spread (log-normal, sigma 0.5).
  A player takes a round by answering before the computer and before the time is up.

In the same run it reports the same for the model the game used before (thinking times in fixed
ranges per level, 25–70 s for Easy … 4–15 s for Expert, whatever the round time).

    python benchmarks/bench_opponent.py [--hands 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.game.cards import hand_numbers
from app.game.decks import Deck
from app.game.levels import ComputerLevel
from app.game.opponent import Opponent, hardness
from solver import solve
from solver.make24.difficulty import score

ROUND_TIMES = (30, 60, 120)
PLAYERS = {"beginner": 2.5, "strong": 0.6}
PLAYER_SPREAD = 0.5
#: The old model: (fastest, slowest) seconds per level, by hardness 0..1, ±20 % noise.
OLD_LEVELS = {"Easy": (25, 70), "Normal": (15, 50), "Hard": (8, 30), "Expert": (4, 15)}


def deal_hands(count: int, rng: random.Random) -> list[tuple[tuple[int, ...], float | None]]:
    """Hands as a match deals them, with their difficulty scores (None: no solution)."""
    hands = []
    deck = Deck(rng)
    while len(hands) < count:
        if deck.remaining < 4:
            deck.reset()
        numbers = hand_numbers(deck.deal(4))
        found = solve(numbers)
        hands.append((numbers, score(numbers, solutions=found) if found else None))
    return hands


def player_time(hand_score: float, speed: float, rng: random.Random) -> float:
    """A simulated player's time on a hand."""
    return hand_score * speed * math.exp(rng.gauss(0.0, PLAYER_SPREAD))


def report(
    name: str, times: list[tuple[float | None, float]], round_seconds: int, seed: int
) -> str:
    """One row: in-time share and median of the computer, each player's share of the rounds."""
    rng = random.Random(seed)
    solvable = [(s, t) for s, t in times if s is not None]
    in_time = sum(t < round_seconds for _, t in solvable) / len(solvable)
    median = statistics.median(t for _, t in solvable)
    cells = [f"{name:<10}", f"{round_seconds:>4} s", f"{100 * in_time:5.0f} %", f"{median:6.1f} s"]
    for speed in PLAYERS.values():
        won = lost = 0
        for hand_score, computer in solvable:
            mine = player_time(hand_score, speed, rng)
            won += mine < min(computer, round_seconds)
            lost += computer < min(mine, round_seconds)
        cells.append(f"{100 * won / len(solvable):3.0f} % : {100 * lost / len(solvable):3.0f} %")
    return " | ".join(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hands = deal_hands(args.hands, random.Random(args.seed))
    solvable = sum(s is not None for _, s in hands)
    print(f"{len(hands)} dealt hands, {solvable} solvable\n")
    header = "level      | round | in time | median | beginner : computer | strong : computer"
    print(header)
    print("-" * len(header))
    for round_seconds in ROUND_TIMES:
        for level in ComputerLevel:
            opponent = Opponent(level, random.Random(args.seed))
            times = [(s, opponent.seconds(s, len(numbers), round_seconds)) for numbers, s in hands]
            print(report(level.key, times, round_seconds, args.seed))
        print()
    print("The model before (fixed ranges per level, whatever the round time):\n")
    print(header)
    print("-" * len(header))
    for round_seconds in ROUND_TIMES:
        rng = random.Random(args.seed)
        for name, (fastest, slowest) in OLD_LEVELS.items():
            times = [
                (s, (fastest + (slowest - fastest) * hardness(s)) * rng.uniform(0.8, 1.2))
                for _, s in hands
            ]
            print(report(name, times, round_seconds, args.seed))
        print()


if __name__ == "__main__":
    main()
