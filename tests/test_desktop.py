"""Desktop integration: the menu entry and the AppStream metainfo are valid and agree with the
project, and ``python -m app.install`` puts them (and the icon) in the user's data folder and takes
them away again.

The desktop entry is checked twice: by this file's own reading of the Desktop Entry Specification
(1.4/1.5: groups, keys and their types, escapes, Exec quoting and field codes, categories), which
runs everywhere, and by desktop-file-validate (Debian's desktop-file-utils) where it is installed;
the bad entries below show that both refuse the same mistakes. The metainfo is checked by
appstreamcli (Debian's appstream, on every machine of this project) and by the project's own
consistency rules.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sysconfig
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import metadata
from pathlib import Path

import pytest
from PyQt5.QtGui import QImage

import app.install
import assets
from app import APP_NAME
from app.install import (
    APP_ID,
    PNG_SIZES,
    UNINSTALL_FIRST,
    data_home,
    desktop_entry,
    main,
    places,
)
from solver.version import version

ASSETS_DIR = Path(assets.__file__).parent
ROOT = ASSETS_DIR.parent
DESKTOP_FILE = ASSETS_DIR / "desktop" / f"{APP_ID}.desktop"
METAINFO_FILE = ASSETS_DIR / "desktop" / f"{APP_ID}.metainfo.xml"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


# --- The Desktop Entry Specification, read in Python ---------------------------------------------

KEY_TYPES = {
    "Type": "string",
    "Version": "string",
    "Name": "localestring",
    "GenericName": "localestring",
    "NoDisplay": "boolean",
    "Comment": "localestring",
    "Icon": "iconstring",
    "Hidden": "boolean",
    "OnlyShowIn": "strings",
    "NotShowIn": "strings",
    "DBusActivatable": "boolean",
    "TryExec": "string",
    "Exec": "string",
    "Path": "string",
    "Terminal": "boolean",
    "Actions": "strings",
    "MimeType": "strings",
    "Categories": "strings",
    "Implements": "strings",
    "Keywords": "localestrings",
    "StartupNotify": "boolean",
    "StartupWMClass": "string",
    "URL": "string",
    "PrefersNonDefaultGPU": "boolean",
    "SingleMainWindow": "boolean",
}
LOCALIZABLE = {"localestring", "iconstring", "localestrings"}
VERSIONS = {"1.0", "1.1", "1.2", "1.3", "1.4", "1.5"}
MAIN_CATEGORIES = {
    "AudioVideo",
    "Audio",
    "Video",
    "Development",
    "Education",
    "Game",
    "Graphics",
    "Network",
    "Office",
    "Science",
    "Settings",
    "System",
    "Utility",
}
# The registered additional categories of games (the menu spec's list for Game; others are
# reported as unknown to this check rather than guessed).
GAME_CATEGORIES = {
    "ActionGame",
    "AdventureGame",
    "ArcadeGame",
    "BoardGame",
    "BlocksGame",
    "CardGame",
    "KidsGame",
    "LogicGame",
    "RolePlaying",
    "Shooter",
    "Simulation",
    "SportsGame",
    "StrategyGame",
}
FIELD_CODES = set("fFuUick")
DEPRECATED_FIELD_CODES = set("dDnNvm")
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
GROUP = re.compile(r"^\[([^\[\]\x00-\x1f\x7f]+)\]$")
ENTRY = re.compile(
    r"^([A-Za-z0-9-]+)(?:\[([a-z]{2,3}(?:_[A-Z]{2})?(?:\.[A-Za-z0-9-]+)?(?:@[A-Za-z]+)?)\])?"
    r" *= *(.*)$"
)


def unescape(value: str, in_list: bool = False) -> str:
    """A string value with its escapes (\\s \\n \\t \\r \\\\, and \\; in lists) resolved."""
    allowed = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    if in_list:
        allowed[";"] = "\\;"  # kept escaped, so splitting on ; leaves it alone
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            follower = next(chars, "")
            if follower not in allowed:
                raise ValueError(f"invalid escape \\{follower} in {value!r}")
            out.append(allowed[follower])
        else:
            out.append(char)
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """The arguments of an Exec value (after string unescaping), per the spec's quoting rules."""
    text, args, at = unescape(value), [], 0
    while at < len(text):
        if text[at] == " ":
            at += 1
            continue
        if text[at] == '"':
            at += 1
            arg = []
            while True:
                if at >= len(text):
                    raise ValueError(f"unclosed quote in Exec {value!r}")
                char = text[at]
                if char == '"':
                    break
                if char == "\\":
                    if at + 1 >= len(text) or text[at + 1] not in '"`$\\':
                        raise ValueError(
                            f'a backslash in quotes must escape " ` $ or \\: {value!r}'
                        )
                    at += 1
                    char = text[at]
                elif char in "`$":
                    raise ValueError(f"{char} must be escaped inside quotes in Exec {value!r}")
                arg.append(char)
                at += 1
            at += 1
            if at < len(text) and text[at] != " ":
                raise ValueError(f"a quoted argument must be a whole argument in Exec {value!r}")
            if "%" in "".join(arg).replace("%%", ""):
                raise ValueError(f"field codes may not be quoted in Exec {value!r}")
            args.append("".join(arg).replace("%%", "%"))
        else:
            end = text.find(" ", at)
            end = len(text) if end < 0 else end
            word = text[at:end]
            bad = RESERVED & set(word)
            if bad:
                raise ValueError(f"{''.join(sorted(bad))!r} must be quoted in Exec {value!r}")
            codes = re.findall(r"%(.)", word.replace("%%", ""))
            for code in codes:
                if code in DEPRECATED_FIELD_CODES:
                    raise ValueError(f"deprecated field code %{code} in Exec {value!r}")
                if code not in FIELD_CODES:
                    raise ValueError(f"unknown field code %{code} in Exec {value!r}")
            if set(codes) & set("FUi") and len(word) != 2:
                raise ValueError(f"%F, %U and %i must stand alone in Exec {value!r}")
            args.append(word.replace("%%", "%"))
            at = end
    if not args:
        raise ValueError("Exec is empty")
    return args


def check_value(key: str, kind: str, value: str) -> list[str]:
    """What is wrong with one value of a known key (empty when nothing)."""
    if any(ord(c) < 32 for c in value):
        return [f"{key}: control character in {value!r}"]
    if kind in {"string", "strings"} and not value.isascii():
        return [f"{key}: a {kind} value must be ASCII: {value!r}"]
    if kind == "boolean" and value not in {"true", "false"}:
        return [f"{key}: {value!r} is not true or false"]
    if kind.endswith("strings") and not value.endswith(";"):
        return [f"{key}: a list must end with ';': {value!r}"]
    try:
        unescape(value, in_list=kind.endswith("strings"))
    except ValueError as error:
        return [f"{key}: {error}"]
    return []


def desktop_entry_problems(text: str) -> list[str]:
    """Everything in a desktop entry that breaks the Desktop Entry Specification."""
    problems: list[str] = []
    groups: dict[str, dict[tuple[str, str | None], str]] = {}
    group: dict[tuple[str, str | None], str] | None = None
    for number, line in enumerate(text.split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        header = GROUP.match(line)
        if header:
            name = header.group(1)
            if not groups and name != "Desktop Entry":
                problems.append(f"line {number}: the first group must be [Desktop Entry]")
            if name in groups:
                problems.append(f"line {number}: group [{name}] appears twice")
            group = groups.setdefault(name, {})
            continue
        entry = ENTRY.match(line)
        if entry is None:
            problems.append(f"line {number}: not a group header or Key=Value: {line!r}")
            continue
        if group is None:
            problems.append(f"line {number}: a key before the first group")
            continue
        key, locale, value = entry.groups()
        if (key, locale) in group:
            problems.append(f"line {number}: {key} appears twice")
        group[(key, locale)] = value
    entry_group = groups.get("Desktop Entry", {})
    values = {key: value for (key, locale), value in entry_group.items() if locale is None}
    for (key, locale), value in entry_group.items():
        kind = KEY_TYPES.get(key)
        if kind is None:
            if not key.startswith("X-"):
                problems.append(f"{key}: not a key of the specification (extensions start X-)")
            continue
        if locale is not None and kind not in LOCALIZABLE:
            problems.append(f"{key}[{locale}]: {key} cannot be localized")
        problems += check_value(key, kind, value)
    for name in groups:
        if name != "Desktop Entry" and not name.startswith(("X-", "Desktop Action ")):
            problems.append(f"[{name}]: not a group of the specification")
    for key in ("Type", "Name"):
        if key not in values:
            problems.append(f"{key} is required")
    kind = values.get("Type")
    if kind not in {None, "Application", "Link", "Directory"}:
        problems.append(f"Type: {kind!r} is not Application, Link or Directory")
    if kind == "Application" and "Exec" not in values and values.get("DBusActivatable") != "true":
        problems.append("Exec is required for an application")
    if kind == "Link" and "URL" not in values:
        problems.append("URL is required for a link")
    if "Version" in values and values["Version"] not in VERSIONS:
        problems.append(f"Version: {values['Version']!r} is not a version of the specification")
    if "Exec" in values:
        try:
            exec_arguments(values["Exec"])
        except ValueError as error:
            problems.append(f"Exec: {error}")
    icon = values.get("Icon", "")
    if icon and not icon.startswith("/") and re.search(r"\.(png|svgz?|xpm)$", icon):
        problems.append(f"Icon: a theme icon name has no extension: {icon!r}")
    if "Categories" in values:
        problems += category_problems(values["Categories"])
    return problems


def category_problems(value: str) -> list[str]:
    """What is wrong with a Categories list (registered names, a main category, Game's own)."""
    names = [name for name in value.split(";") if name]
    problems = [
        f"Categories: {name!r} is not registered (or not in this check's list)"
        for name in names
        if name not in MAIN_CATEGORIES | GAME_CATEGORIES and not name.startswith("X-")
    ]
    if not MAIN_CATEGORIES & set(names):
        problems.append("Categories: no main category")
    if GAME_CATEGORIES & set(names) and "Game" not in names:
        problems.append("Categories: game categories need the main category Game")
    if len(set(names)) != len(names):
        problems.append("Categories: a category appears twice")
    return problems


def tool_verdict(tool: str, *args: str) -> tuple[int, str] | None:
    """Run a validator if it is installed: (exit code, output); None when it is not."""
    if shutil.which(tool) is None:
        return None
    run = subprocess.run([tool, *args], capture_output=True, text=True, timeout=60, check=False)
    return run.returncode, (run.stdout + run.stderr).strip()


def assert_valid_desktop_entry(path: Path) -> None:
    """The entry passes this file's reading of the spec, and desktop-file-validate if present."""
    assert desktop_entry_problems(path.read_text(encoding="utf-8")) == []
    verdict = tool_verdict("desktop-file-validate", str(path))
    assert verdict in (None, (0, "")), verdict


def fields(path: Path) -> dict[str, str]:
    """The unlocalized keys of [Desktop Entry]."""
    text = path.read_text(encoding="utf-8")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line and "[" not in line)


# --- The packaged files --------------------------------------------------------------------------


def test_the_menu_entry_follows_the_desktop_entry_spec() -> None:
    assert_valid_desktop_entry(DESKTOP_FILE)


def test_the_menu_entry_names_the_game_its_icon_and_its_command() -> None:
    entry = fields(DESKTOP_FILE)
    assert entry["Type"] == "Application" and entry["Name"] == APP_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == entry["TryExec"] == "twentyfour"
    assert "twentyfour" in PYPROJECT["gui-scripts"]
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]


BAD_ENTRIES = {
    "no Name": "[Desktop Entry]\nType=Application\nExec=twentyfour\n",
    "a bad boolean": "[Desktop Entry]\nType=Application\nName=A\nExec=a\nTerminal=no\n",
    "a reserved character": "[Desktop Entry]\nType=Application\nName=A\nExec=a>b\n",
    "an unclosed quote": '[Desktop Entry]\nType=Application\nName=A\nExec=a "b\n',
    "an unknown key": "[Desktop Entry]\nType=Application\nName=A\nExec=a\nColour=red\n",
    "an unknown version": "[Desktop Entry]\nVersion=2.0\nType=Application\nName=A\nExec=a\n",
    "an unknown field code": "[Desktop Entry]\nType=Application\nName=A\nExec=a %z\n",
    "a deprecated field code": "[Desktop Entry]\nType=Application\nName=A\nExec=a %d\n",
    "a category without its main one": (
        "[Desktop Entry]\nType=Application\nName=A\nExec=a\nCategories=CardGame;\n"
    ),
    "a key given twice": "[Desktop Entry]\nType=Application\nName=A\nName=B\nExec=a\n",
    "another first group": "[Game]\nX-A=1\n[Desktop Entry]\nType=Application\nName=A\nExec=a\n",
}


@pytest.mark.parametrize("problem", BAD_ENTRIES)
def test_a_broken_entry_is_refused_by_both_checks(tmp_path: Path, problem: str) -> None:
    """desktop-file-validate says something (an error, a warning or a hint) about each."""
    path = tmp_path / "bad.desktop"
    path.write_text(BAD_ENTRIES[problem], encoding="utf-8")
    assert desktop_entry_problems(path.read_text(encoding="utf-8")) != [], problem
    verdict = tool_verdict("desktop-file-validate", str(path))
    assert verdict is None or verdict[1] != "", problem


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ('"a%f"', "may not be quoted"),
        ("a x%Fy", "must stand alone"),
        ('"a\\\\qb"', "backslash in quotes"),
    ],
)
def test_the_python_check_reads_exec_as_the_spec_says(value: str, says: str) -> None:
    """Rules desktop-file-validate 0.26 lets pass, which the spec states all the same."""
    with pytest.raises(ValueError, match=says):
        exec_arguments(value)
    assert exec_arguments('"/My Games/a" %f -x%%y') == ["/My Games/a", "%f", "-x%y"]
    with pytest.raises(ValueError, match=r"invalid escape \\q"):
        unescape("A\\q")


def test_the_metainfo_is_valid_appstream() -> None:
    verdict = tool_verdict("appstreamcli", "validate", "--no-net", "--strict", str(METAINFO_FILE))
    assert verdict is None or verdict[0] == 0, verdict
    root = ET.parse(METAINFO_FILE).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    for tag in ("id", "name", "summary", "metadata_license", "project_license", "description"):
        assert root.find(tag) is not None, tag
    assert root.find("description/p") is not None
    assert root.find("content_rating") is not None


def test_the_metainfo_agrees_with_the_project_and_the_menu_entry() -> None:
    root = ET.parse(METAINFO_FILE).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == APP_NAME == fields(DESKTOP_FILE)["Name"]
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == PYPROJECT["license"]
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP_FILE.name
    assert root.findtext("developer_name") == PYPROJECT["authors"][0]["name"]
    binaries = {el.text for el in root.iterfind("provides/binary")}
    assert binaries == set(PYPROJECT["scripts"]) | set(PYPROJECT["gui-scripts"])
    releases = [el.get("version") for el in root.iterfind("releases/release")]
    assert releases[0] == PYPROJECT["version"] == version()
    categories = [el.text for el in root.iterfind("categories/category")]
    assert categories == [c for c in fields(DESKTOP_FILE)["Categories"].split(";") if c]


def test_no_address_points_at_a_site_the_project_does_not_have() -> None:
    """The project has no web site and no public repository: the metainfo names no home page,
    bug tracker or screenshot address, and pip shows none (add them here once they are real)."""
    assert not re.findall(r"https?://", METAINFO_FILE.read_text(encoding="utf-8"))
    assert "urls" not in PYPROJECT
    info = metadata("twentyfour")
    assert info.get_all("Project-URL") is None and info.get("Home-page") is None


def test_pip_shows_the_authors_and_the_version() -> None:
    info = metadata("twentyfour")
    assert info["Author"] == "Twenty-Four developers"
    assert info["Version"] == PYPROJECT["version"], "reinstall: pip install -e ."


def test_package_data_ships_the_desktop_files() -> None:
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]["package-data"]["assets"]
    shipped = {p for pattern in patterns for p in ASSETS_DIR.glob(pattern)}
    assert {DESKTOP_FILE, METAINFO_FILE} <= shipped


# --- python -m app.install ------------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary XDG_DATA_HOME (laid out like /usr/share, so appstreamcli can read the tree)."""
    path = tmp_path / "root" / "usr" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(path))
    return path


def installed_command() -> Path:
    """The twentyfour command beside this Python (pip install -e . puts it there)."""
    return Path(sysconfig.get_path("scripts")) / "twentyfour"


def test_install_puts_the_entry_icon_and_metainfo_in_the_data_folder(
    qapp, home: Path, capsys
) -> None:
    assert main(["--user"]) == 0
    written = places(home)
    assert capsys.readouterr().out == "".join(f"installed {p}\n" for p in written.values()) + (
        UNINSTALL_FIRST + "\n"
    )
    entry_path = written["desktop"]
    assert entry_path == home / "applications" / f"{APP_ID}.desktop"
    assert_valid_desktop_entry(entry_path)
    assert written["svg"].read_bytes() == (ASSETS_DIR / "icons" / "app.svg").read_bytes()
    assert written["metainfo"].read_bytes() == METAINFO_FILE.read_bytes()
    for size in PNG_SIZES:
        image = QImage(
            str(home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
        )
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the icon is drawn
        assert image.pixelColor(0, 0).alpha() == 0  # on a transparent background
    verdict = tool_verdict(
        "appstreamcli", "validate-tree", "--no-net", "--strict", str(home.parents[1])
    )
    assert verdict is None or verdict[0] == 0, verdict


def test_the_installed_entry_runs_the_installed_command(qapp, home: Path) -> None:
    assert main([]) == 0
    entry = fields(home / "applications" / f"{APP_ID}.desktop")
    command = exec_arguments(entry["Exec"])
    assert command == [str(installed_command())]
    assert entry["TryExec"] == str(installed_command())
    run = subprocess.run(
        [*command, "--help"], capture_output=True, text=True, timeout=60, check=False
    )
    assert run.returncode == 0 and run.stdout.startswith("usage: twentyfour")


@pytest.mark.parametrize(
    "where",
    ["/home/me/My Games/bin/twentyfour", '/opt/say "hi"/$HOME/`x`/back\\slash/100%/twentyfour'],
)
def test_any_command_path_is_quoted_so_the_desktop_reads_it_back(
    tmp_path: Path, where: str
) -> None:
    path = tmp_path / "entry.desktop"
    path.write_text(desktop_entry(Path(where)), encoding="utf-8")
    assert_valid_desktop_entry(path)
    entry = fields(path)
    assert exec_arguments(entry["Exec"]) == [where]
    assert unescape(entry["TryExec"]) == where


def test_uninstall_removes_exactly_what_install_wrote(qapp, home: Path, capsys) -> None:
    main([])
    assert capsys.readouterr().out.endswith(
        "To take it out of the menus again: python -m app.install --uninstall, "
        "before pip uninstall twentyfour.\n"
    )
    other = home / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["--uninstall"]) == 0
    out = capsys.readouterr().out
    assert out.count("removed ") == 3 + len(PNG_SIZES)
    assert not any(path.exists() for path in places(home).values())
    assert [p for p in home.rglob("*") if p.is_file()] == [other]
    assert main(["--uninstall"]) == 0
    assert capsys.readouterr().out == f"nothing to remove under {home}\n"


def test_without_the_command_install_says_what_to_do(qapp, home, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(app.install.sysconfig, "get_path", lambda *args: str(tmp_path / "none"))
    monkeypatch.setenv("PATH", str(tmp_path / "none"))
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the twentyfour command is not installed" in err
    assert not home.exists()


def test_an_unwritable_data_folder_is_one_line_not_a_traceback(qapp, tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("python -m app.install: error: cannot write") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("value", "is_default"), [("", True), ("relative/dir", True), ("/x", False)]
)
def test_the_data_folder_follows_the_xdg_rules(value: str, is_default: bool) -> None:
    expected = Path.home() / ".local" / "share" if is_default else Path(value)
    assert data_home({"XDG_DATA_HOME": value}) == expected
    assert data_home({}) == Path.home() / ".local" / "share"
    assert data_home(dict(os.environ)) == data_home()
