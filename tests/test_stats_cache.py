"""The Statistics tab keeps the score tables it worked out in the data folder: a deck computed
once opens at once, also after a restart; a kept table that is damaged, or was kept for other
rules or another release, is worked out again."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

import app.game.stats_cache
from app.game.decks import DeckKind, DeckRules
from app.game.stats import DealRules, rule_stats
from app.game.stats_cache import STATS_CACHE, cache_path, has_kept_table, read_kept_table
from app.views.stats_view import StatsView
from solver.make24 import difficulty

#: Four cards of A..10: 715 hands, quick to work out.
SMALL = DealRules(DeckRules(DeckKind.NO_FACES), 4, 24)


@pytest.fixture(autouse=True)
def forgotten() -> None:
    """Nothing kept in memory from another test: each call works out or reads from disk."""
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()


def no_solving(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Make working out a score table fail the test (it should be read from the disk)."""
    asked: list[object] = []

    def refuse(*args: object, **kwargs: object) -> object:
        asked.append(args)
        raise AssertionError("the score table was worked out again")

    monkeypatch.setattr(difficulty.tables, "rows", refuse)
    return asked


def test_a_table_worked_out_once_is_read_back_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = rule_stats(SMALL, cache=tmp_path)
    assert has_kept_table(tmp_path, SMALL)
    difficulty._TABLES.clear()
    difficulty._CACHE.clear()
    no_solving(monkeypatch)
    again = rule_stats(SMALL, cache=tmp_path)
    assert again == first and again.bands == first.bands
    assert again.summary() == first.summary()


@pytest.mark.parametrize(
    "damage",
    [
        "",
        "{",
        "null",
        '{"key": 1}',
        "\x00\xff garbage",
        "truncated",
        "a row of text",
        "a negative count",
        "a missing row",
        "a hand the deck does not deal",
        "a hand out of order",
        "a hand twice",
    ],
)
def test_a_damaged_table_is_ignored_and_worked_out_again(tmp_path: Path, damage: str) -> None:
    first = rule_stats(SMALL, cache=tmp_path)
    path = cache_path(tmp_path, SMALL)
    text = path.read_text(encoding="utf-8")
    kept = json.loads(text)
    if damage == "truncated":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "a row of text":
        kept["hands"][3] = "1 2 3 4"
        path.write_text(json.dumps(kept), encoding="utf-8")
    elif damage == "a negative count":
        kept["hands"][3][1] = -2
        path.write_text(json.dumps(kept), encoding="utf-8")
    elif damage == "a missing row":
        kept["total"] += 1
        path.write_text(json.dumps(kept), encoding="utf-8")
    elif damage.startswith("a hand"):  # before: a KeyError at every opening of the tab
        kept["hands"][3][0] = {
            "a hand the deck does not deal": [1, 1, 1, 11],
            "a hand out of order": [10, 9, 8, 7],
            "a hand twice": kept["hands"][0][0],
        }[damage]
        path.write_text(json.dumps(kept), encoding="utf-8")
    else:
        path.write_bytes(damage.encode("latin-1"))
    assert read_kept_table(tmp_path, SMALL) is None
    difficulty._TABLES.clear()
    assert rule_stats(SMALL, cache=tmp_path) == first
    assert read_kept_table(tmp_path, SMALL) is not None  # written whole again


@dataclass(frozen=True)
class NewRules(DealRules):
    """Rules with one more field (as operator sets will be): part of the key by itself."""

    operators: str = "+-*/"


def test_the_key_is_the_rules_as_a_whole_and_the_release(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rule_stats(SMALL, cache=tmp_path)
    others = [
        replace(SMALL, target=10),
        replace(SMALL, cards=3),
        replace(SMALL, deck=DeckRules(DeckKind.NUMBERS, 1, 10)),  # the same numbers, another deck
        NewRules(SMALL.deck, 4, 24, "+-*"),
    ]
    paths = {cache_path(tmp_path, rules) for rules in [SMALL, *others]}
    assert len(paths) == 5
    # a table kept for other rules, copied to this one's name, is not taken for it
    cache_path(tmp_path, SMALL).replace(cache_path(tmp_path, others[0]))
    assert read_kept_table(tmp_path, others[0]) is None
    rule_stats(SMALL, cache=tmp_path)
    monkeypatch.setattr(app.game.stats_cache, "solver_version", lambda: "9.9.9")
    assert not has_kept_table(tmp_path, SMALL)
    assert read_kept_table(tmp_path, SMALL) is None


def test_a_folder_that_cannot_be_written_only_means_working_it_out(tmp_path: Path) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    assert rule_stats(SMALL, cache=blocked).solvable == 566
    assert rule_stats(SMALL, cache=blocked / "below").solvable == 566
    assert not has_kept_table(blocked, SMALL)


def test_a_deck_computed_once_opens_at_once_after_a_restart(
    qtbot, app_context, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rules too slow to count by themselves (here: every one) are shown as soon as the tab
    opens when their table is kept; before, they waited for Compute in every session."""
    monkeypatch.setattr("app.views.stats_view.AUTO_COMPUTE_HANDS", 0)
    first = StatsView(app_context)
    qtbot.addWidget(first)
    first.show()
    assert first.stats is None and not first.runner.busy  # nothing counted by itself
    with qtbot.waitSignal(first.runner.finished, timeout=30000):
        first.compute()
    assert (app_context.data_dir / STATS_CACHE).is_dir()
    shown = first.summary.text()

    difficulty._TABLES.clear()  # a new session: nothing in memory
    difficulty._CACHE.clear()
    asked = no_solving(monkeypatch)
    second = StatsView(app_context)
    qtbot.addWidget(second)
    with qtbot.waitSignal(second.runner.finished, timeout=10000):
        second.show()
    assert second.summary.text() == shown and not asked
