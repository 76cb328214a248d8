"""Settings: typed values persist in an ini file; corrupt or outdated ones fall back to defaults."""

from __future__ import annotations

import pytest
from PyQt5.QtCore import QByteArray, QSettings

from app.game.levels import ComputerLevel, HandLevel
from app.shell.settings import SCHEMA_VERSION, Settings


def _open(path) -> Settings:
    return Settings(QSettings(str(path), QSettings.IniFormat))


def test_defaults_on_a_fresh_file(tmp_path):
    settings = _open(tmp_path / "s.ini")
    assert (settings.target, settings.card_count, settings.round_seconds) == (24, 4, 60)
    assert settings.computer_level is ComputerLevel.CASUAL and settings.deal_level is None
    assert (settings.only_solvable, settings.rounds) == (False, 0)
    assert settings.geometry.isEmpty()
    assert settings.problems == []


def test_values_survive_a_restart(tmp_path):
    path = tmp_path / "s.ini"
    settings = _open(path)
    settings.target = 36
    settings.card_count = 5
    settings.computer_level = "master"
    settings.deal_level = HandLevel.HARD
    settings.only_solvable = True
    settings.geometry = QByteArray(b"\x01\x02\x03")
    settings.sync()
    again = _open(path)
    assert (again.target, again.card_count, again.computer_level) == (36, 5, ComputerLevel.MASTER)
    assert again.deal_level is HandLevel.HARD
    assert again.only_solvable is True
    assert bytes(again.geometry) == b"\x01\x02\x03"


def test_bad_values_are_refused_with_a_message(tmp_path):
    settings = _open(tmp_path / "s.ini")
    with pytest.raises(ValueError, match=r"card_count: 7 is not a valid count of cards \(2..6\)"):
        settings.card_count = 7
    with pytest.raises(ValueError, match="level"):
        settings.computer_level = "Godlike"
    assert settings.card_count == 4


def test_changed_fires_once_per_real_change(qtbot, tmp_path):
    settings = _open(tmp_path / "s.ini")
    seen: list[str] = []
    settings.changed.connect(seen.append)
    settings.target = 24  # unchanged: no signal
    settings.target = 10
    settings.round_seconds = 30
    assert seen == ["target", "round_seconds"]


def test_a_corrupt_file_is_survived(tmp_path):
    path = tmp_path / "s.ini"
    path.write_bytes(
        b"\x00\xff[General\ntarget=abc\n=\x01garbage\ncard_count=99\nround_seconds=30\n"
        b"only_solvable=maybe\ngeometry=not-bytes\nlevel=Hard\n"
    )
    settings = _open(path)
    assert settings.target == 24
    assert settings.card_count == 4
    assert settings.only_solvable is False
    assert settings.geometry.isEmpty()
    assert settings.round_seconds == 30  # the good values are kept
    assert settings.computer_level is ComputerLevel.SKILLED  # "Hard" of an earlier version
    assert any("count of cards ('99')" in problem for problem in settings.problems)
    assert settings.aside is not None and settings.aside.read_bytes().startswith(b"\x00\xff")
    settings.card_count = 5  # and it can be written again
    settings.sync()
    assert _open(path).card_count == 5


def test_settings_from_another_version_are_reset_and_kept(tmp_path):
    path = tmp_path / "s.ini"
    path.write_text(f"[General]\nversion={SCHEMA_VERSION + 1}\ntarget=30\n")
    before = path.read_bytes()
    settings = _open(path)
    assert settings.target == 24
    assert any("another version" in problem for problem in settings.problems)
    assert settings.aside is not None and settings.aside.read_bytes() == before


def test_bad_values_are_kept_in_a_copy_of_the_file(tmp_path):
    """A defect found by an audit: bad values were deleted and no copy kept (a 5161-byte file
    became 219 bytes)."""
    path = tmp_path / "s.ini"
    lines = ["[General]", "version=1", "target=36", "card_count=lots", "round_seconds=-5"]
    path.write_text("\n".join(lines + [f"; note {i}" for i in range(300)]) + "\n")
    before = path.read_bytes()
    settings = _open(path)
    assert settings.target == 36 and settings.card_count == 4 and settings.round_seconds == 60
    (problem,) = settings.problems
    assert "count of cards ('lots')" in problem and "seconds per round ('-5')" in problem
    assert str(settings.aside) in problem and settings.aside.read_bytes() == before
    assert _open(path).problems == []  # repaired: the next start says nothing


def test_a_file_of_random_bytes_is_kept_aside_and_said(tmp_path):
    """A defect found by an audit: random bytes were rewritten as junk keys, without a word."""
    import random

    path = tmp_path / "s.ini"
    path.write_bytes(random.Random(3).randbytes(3000))
    before = path.read_bytes()
    settings = _open(path)
    assert any("damaged" in problem for problem in settings.problems)
    assert settings.aside.read_bytes() == before
    again = QSettings(str(path), QSettings.IniFormat)
    assert set(again.allKeys()) <= {"version"}  # no junk written back
    assert _open(path).problems == []


def test_a_folder_in_place_of_the_file_is_said_and_changes_last_the_session(qtbot, tmp_path):
    """A defect found by an audit: every change of preferences was lost without a word."""
    path = tmp_path / "s.ini"
    path.mkdir()
    settings = _open(path)
    assert any("cannot be saved" in problem for problem in settings.problems)
    failures: list[str] = []
    settings.failed.connect(failures.append)
    settings.target = 30
    settings.card_count = 5
    assert (settings.target, settings.card_count) == (30, 5)  # for this session
    assert failures == []  # said once, at the start
    assert path.is_dir()


def test_a_change_that_cannot_be_saved_is_said_once(qtbot, tmp_path):
    path = tmp_path / "sub" / "s.ini"
    settings = _open(path)
    assert settings.problems == []
    path.unlink()
    path.mkdir()  # the file became a folder while the app runs
    failures: list[str] = []
    settings.failed.connect(failures.append)
    settings.target = 30
    settings.target = 31
    assert len(failures) == 1 and "cannot be saved" in failures[0]


def test_reset_goes_back_to_defaults(qtbot, tmp_path):
    settings = _open(tmp_path / "s.ini")
    settings.target = 12
    with qtbot.waitSignal(settings.changed):
        settings.reset()
    assert settings.target == 24


def test_each_way_to_play_takes_its_options_from_the_settings(tmp_path):
    from app.game.attack import AttackRules
    from app.game.decks import DeckKind, DeckRules
    from app.game.duel import DuelOptions
    from app.game.match import MatchOptions
    from app.game.practice import PracticeOptions
    from solver import OperatorSet

    settings = _open(tmp_path / "s.ini")
    settings.card_count, settings.target, settings.deck = 5, 36, "faces-ten"
    settings.operators, settings.deal_level, settings.rounds = "+-* whole", HandLevel.HARD, 3
    settings.round_seconds, settings.computer_level, settings.only_solvable = 90, "master", True
    settings.player_names, settings.duel_goal = ("Mei", "Tom"), 7
    tens, ops = DeckRules(DeckKind.FACES_TEN), OperatorSet.parse("+-* whole")
    shared = {"deck": tens, "operators": ops, "card_count": 5, "target": 36}
    assert settings.options(MatchOptions) == MatchOptions(
        **shared,
        rounds=3,
        round_seconds=90,
        level=ComputerLevel.MASTER,
        only_solvable=True,
        deal_level=HandLevel.HARD,
    )
    assert settings.options(PracticeOptions) == PracticeOptions(**shared, deal_level=HandLevel.HARD)
    assert settings.options(DuelOptions) == DuelOptions(
        **shared, names=("Mei", "Tom"), goal=7, round_seconds=90
    )
    # score attack always deals four cards to make 24: the player chooses its deck and operators
    assert settings.options(AttackRules) == AttackRules(tens, ops)
    settings.rounds = 0  # until the deck runs out
    assert settings.options(MatchOptions).rounds is None
