"""``python -m app.i18n update|build|check``: keep the translations in step with the code.

- ``update`` finds every marked message of app/ and solver/ (app.i18n.extract) and merges them
  into the .ts files: translations already made are kept, new messages are unfinished, messages
  gone from the code are dropped. Translate with Qt Linguist or any text editor, then
- ``build`` writes the .qm files the app loads (app.i18n.qm; deterministic), and
- ``check`` says what is out of date (exit 1): a .ts file that does not hold exactly the code's
  messages, an unfinished translation, a .qm file not built from its .ts file. The tests check
  the same.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from . import HERE, LANGUAGES, qm_path, ts_path
from .extract import Found, extract, merge, write_ts
from .qm import TsFile, compile_qm, read_ts

ROOT = HERE.parent.parent
SOURCES = ("app", "solver")


def found_messages() -> list[Found]:
    """Every marked message of the code, file by file."""
    files = sorted(path for folder in SOURCES for path in (ROOT / folder).rglob("*.py"))
    return [item for path in files for item in extract(path)]


def merged(language: str, found: list[Found]) -> TsFile:
    """A language's .ts file brought in step with the code (not written)."""
    path = ts_path(language)
    ts = read_ts(path) if path.exists() else TsFile(language, ())
    return merge(TsFile(language, ts.messages), found)


def locations(found: list[Found]) -> dict[tuple[str, str, str], list[str]]:
    """Where each message is, as paths relative to the .ts files."""
    places: dict[tuple[str, str, str], list[str]] = {}
    for item in found:
        name = Path(os.path.relpath(item.path, HERE)).as_posix()
        if name not in places.setdefault(item.key, []):
            places[item.key].append(name)
    return places


def update() -> None:
    """Bring every .ts file in step with the code."""
    found = found_messages()
    for code, _ in LANGUAGES:
        write_ts(merged(code, found), ts_path(code), locations(found))


def build() -> None:
    """Write every .qm file from its .ts file."""
    for code, _ in LANGUAGES:
        qm_path(code).write_bytes(compile_qm(read_ts(ts_path(code))))


def problems(finished: tuple[str, ...] = ("zh_CN",)) -> list[str]:
    """What is out of date: messages of the code missing from a .ts file or gone from the code,
    unfinished translations (of the `finished` languages, and English plurals), and .qm files
    not built from their .ts file."""
    found = []
    wanted = {
        (m.context, m.source, m.comment, m.numerus) for m in merged("en", found_messages()).messages
    }
    for code, _ in LANGUAGES:
        ts = read_ts(ts_path(code))
        have = {(m.context, m.source, m.comment, m.numerus) for m in ts.messages}
        name = ts_path(code).name
        found += [f"{name}: missing {k[0]}: {k[1]!r}" for k in sorted(wanted - have)]
        found += [f"{name}: no longer in the code {k[0]}: {k[1]!r}" for k in sorted(have - wanted)]
        for message in ts.messages:
            if not message.finished and (code in finished or message.numerus):
                found.append(f"{name}: not translated {message.context}: {message.source!r}")
        if not qm_path(code).exists() or qm_path(code).read_bytes() != compile_qm(ts):
            found.append(f"{qm_path(code).name} is not built from {name}")
    return found


def main(argv: list[str]) -> int:
    """Run one of update, build, check."""
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "build":
        build()
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    else:
        print("usage: python -m app.i18n update|build|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
