"""Every file the app writes is written whole or not at all, and a folder the app cannot read or
write becomes a message, never a traceback: a full disk (a small tmpfs where one can be
mounted, else the disk's error injected), an unreadable data folder, a failed write."""

from __future__ import annotations

import errno
import json
import os

import pytest
from faults import as_anyone, run, small_disk

from app.game.storage import LOG_FILE, append_log, write_atomic


def no_room(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every file sync fail as a full disk does (the bytes do not all fit)."""

    def full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)


def test_a_file_is_replaced_whole_and_keeps_its_permissions(tmp_path):
    path = tmp_path / "sheet.pdf"
    write_atomic(path, b"new file")
    assert path.read_bytes() == b"new file"
    path.chmod(0o640)
    write_atomic(path, b"second" * 1000)
    assert path.read_bytes() == b"second" * 1000
    assert path.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


def test_a_failed_write_leaves_the_old_file_as_it_was_and_no_stub(tmp_path, monkeypatch):
    old = tmp_path / "old.pdf"
    old.write_bytes(b"the sheet printed last week")
    no_room(monkeypatch)
    for path in (old, tmp_path / "new.pdf"):
        with pytest.raises(OSError) as raised:
            write_atomic(path, b"x" * 100_000)
        assert raised.value.errno == errno.ENOSPC and raised.value.filename == str(path)
    assert old.read_bytes() == b"the sheet printed last week"
    assert [p.name for p in tmp_path.iterdir()] == ["old.pdf"]


def test_a_report_that_cannot_be_logged_leaves_the_log_as_it_was(tmp_path, monkeypatch):
    append_log(tmp_path, "first report\n")
    no_room(monkeypatch)
    with pytest.raises(OSError):
        append_log(tmp_path, "second report\n")
    assert (tmp_path / LOG_FILE).read_text() == "first report\n"
    assert [p.name for p in tmp_path.iterdir()] == [LOG_FILE]


def test_the_settings_file_is_replaced_by_a_rename_not_written_in_place(settings, settings_path):
    """QSettings (Qt 5.15) writes a new file beside the old one and renames it over: the old
    file's bytes never change, so a crash leaves one or the other whole."""
    settings.round_seconds = 45
    with settings_path.open("rb") as before:
        kept = before.read()
        settings.round_seconds = 50
        before.seek(0)
        assert before.read() == kept  # the old file, still open, is untouched
        assert os.fstat(before.fileno()).st_ino != settings_path.stat().st_ino
    assert "round_seconds=50" in settings_path.read_text()


# --- a full disk --------------------------------------------------------------------------------

#: Writes an old sheet, fills the disk, then asks for a new sheet over it and another beside it.
FULL_DISK_SHEETS = """
import json, subprocess, sys
from pathlib import Path
disk = Path(sys.argv[1])
old = disk / "old.pdf"
old.write_bytes(b"%PDF the sheet printed last week" * 10)
try:
    with open(disk / "filler", "wb") as filler:
        while True:
            filler.write(b"x" * 1024)
            filler.flush()
except OSError:
    pass
said = []
for name in ("old.pdf", "new.pdf"):
    done = subprocess.run([sys.executable, "-m", "app", "--worksheet", str(disk / name),
                           "--seed", "7"], capture_output=True, text=True)
    said.append([done.returncode, done.stderr.splitlines()])
print(json.dumps({"said": said, "old": old.read_bytes().decode("latin-1"),
                  "files": sorted(p.name for p in disk.iterdir())}))
"""


def test_a_worksheet_saved_on_a_full_disk_leaves_the_older_one_whole(
    tmp_path, monkeypatch, capsys, qapp
):
    """Before: `path.write_bytes` over an older sheet left 64 KiB of a truncated file, and a
    new one was left at 0 bytes."""
    disk = tmp_path / "disk"
    disk.mkdir()
    prefix = small_disk(disk, 512)
    if prefix is not None:
        runtime = tmp_path / "runtime"
        runtime.mkdir(mode=0o700)
        home = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
        home["XDG_RUNTIME_DIR"] = str(runtime)
        done = run("-c", FULL_DISK_SHEETS, disk, prefix=prefix, env_extra=home)
        assert done.returncode == 0, done.stderr
        shown = json.loads(done.stdout)
    else:
        from app.__main__ import parse_args
        from app.shell.write_worksheet import _write_worksheet

        (disk / "old.pdf").write_bytes(b"%PDF the sheet printed last week" * 10)
        no_room(monkeypatch)
        said = []
        for name in ("old.pdf", "new.pdf"):
            args = parse_args(["--worksheet", str(disk / name), "--seed", "7"])
            code = _write_worksheet(args, "twentyfour")
            said.append([code, capsys.readouterr().err.splitlines()])
        old = (disk / "old.pdf").read_text()
        shown = {"said": said, "old": old, "files": sorted(p.name for p in disk.iterdir())}
    assert shown["old"] == "%PDF the sheet printed last week" * 10
    assert set(shown["files"]) - {"filler"} == {"old.pdf"}
    for code, lines in shown["said"]:
        assert code == 1 and len(lines) == 1 and lines[0].endswith(": the disk is full")


# --- a data folder that cannot be read ------------------------------------------------------

#: Starts the window on a data folder, opens the history, asks for a kept statistics table and
#: meets an unexpected error: what the player is told.
START = """
import json, sys
from pathlib import Path
from PyQt5.QtCore import QSettings
from PyQt5.QtWidgets import QApplication
from app.shell.gui import open_main_window
from app.shell.settings import Settings
from app.game.stats import DealRules
from app.game.stats_cache import STATS_CACHE, has_kept_table
qt = QApplication([])
folder = Path(sys.argv[1])
window = open_main_window(folder, Settings(QSettings(sys.argv[2], QSettings.IniFormat)))
started = window.statusBar().currentMessage()
history = window.context.history.warning
kept = has_kept_table(folder / STATS_CACHE, DealRules(cards=5))
sys.excepthook(ValueError, ValueError("a test"), None)
print(json.dumps({"started": started, "history": history, "kept": kept,
                  "error": window.statusBar().currentMessage()}))
"""


def test_a_data_folder_that_cannot_be_read_is_said_not_a_traceback(tmp_path):
    """Before: `storage.move_up` looked into the folder outside its `try`, and the start ended
    in a PermissionError traceback."""
    folder = tmp_path / "Twenty-Four"
    (folder / "Twenty-Four").mkdir(parents=True)
    folder.chmod(0)
    try:
        done = run("-c", START, folder, tmp_path / "settings.ini", prefix=as_anyone())
    finally:
        folder.chmod(0o755)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    shown = json.loads(done.stdout.splitlines()[-1])
    assert "cannot be read" in shown["started"]
    assert "this session only" in shown["history"] and not shown["kept"]
    assert "could not be written to the error log" in shown["error"]
