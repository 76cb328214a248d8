"""Score tables kept on disk (the data folder's statistics/): a deck's table of every hand
scored, worked out once (minutes for six cards) and read back the next time, for the same rules
and the same release of the solver only; a damaged or foreign file is worked out again."""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
from pathlib import Path
from typing import Protocol

from solver import SolverError
from solver.difficulty import HandStats, Rules, ScoreTable
from solver.version import version as solver_version

from .storage import write_atomic


class TableRules(Protocol):
    """The rules a table is worked out for (`app.game.stats.DealRules`): their repr names
    every field, and they give the solver's rules."""

    def solver_rules(self) -> Rules:
        """The rules as the solver takes them."""
        ...


#: The folder of the data folder that keeps score tables.
STATS_CACHE = "statistics"
#: The layout of a kept table; a file of another layout is worked out again.
CACHE_FORMAT = 1


def cache_key(rules: TableRules) -> str:
    """What a kept table must have been worked out for: the rules as a whole (every field of
    them, and the solver's rules they give: a new field is part of the key by itself) and the
    solver's release."""
    return f"{CACHE_FORMAT} {solver_version()} {rules!r} {rules.solver_rules()!r}"


def cache_path(folder: Path, rules: TableRules) -> Path:
    """The file that keeps the score table of some rules."""
    digest = hashlib.sha256(cache_key(rules).encode()).hexdigest()[:32]
    return folder / f"scores-{digest}.json"


def has_kept_table(folder: Path, rules: TableRules) -> bool:
    """Whether a score table of the rules is kept (not read: it may still turn out damaged; a
    folder that cannot be read keeps none)."""
    try:
        return cache_path(folder, rules).is_file()
    except OSError:
        return False


def read_kept_table(folder: Path, rules: TableRules) -> ScoreTable | None:
    """The score table kept for the rules, or None: none kept, or one that cannot be read, is
    damaged, names a hand the rules do not deal or twice, or was kept for other rules or
    another release (it is worked out again)."""
    try:
        kept = json.loads(cache_path(folder, rules).read_text(encoding="utf-8"))
        if kept["key"] != cache_key(rules):
            return None
        solver_rules = rules.solver_rules()
        rows = tuple(_hand_stats(row, solver_rules.cards) for row in kept["hands"])
        total = kept["total"]
        if type(total) is not int or total != solver_rules.hand_count() or len(rows) > total:
            return None
        hands = [row.hand for row in rows]
        if len(set(hands)) < len(hands) or not set(hands) <= set(solver_rules.hands()):
            return None
    except (OSError, ValueError, KeyError, TypeError, SolverError):
        return None
    return ScoreTable(solver_rules, rows, total)


def _hand_stats(row: object, cards: int) -> HandStats:
    """A kept row, [hand, solutions, score], checked (ValueError if it is not one)."""
    if not isinstance(row, list) or len(row) != 3:
        raise ValueError("not a row")
    hand, solutions, score = row
    if (
        not isinstance(hand, list)
        or len(hand) != cards
        or not all(type(n) is int for n in hand)
        or type(solutions) is not int
        or solutions < 1
        or type(score) is not float
        or not math.isfinite(score)
    ):
        raise ValueError("not a row")
    return HandStats(tuple(hand), solutions, score)


def write_kept_table(folder: Path, rules: TableRules, table: ScoreTable) -> None:
    """Keep a score table for the rules (written whole or not at all; a folder that cannot be
    written only means the table is worked out again next time)."""
    rows = [[list(row.hand), row.solutions, row.score] for row in table.hands]
    text = json.dumps({"key": cache_key(rules), "total": table.total, "hands": rows})
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(cache_path(folder, rules), text.encode("utf-8"))
