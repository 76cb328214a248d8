"""``python -m app.i18n update|build|check``: keep the translations in step with the code.

- ``update`` finds every marked message of app/ and solver/ (app.i18n.extract) and merges them
  into the .ts files: translations already made are kept, new messages are unfinished, messages
  gone from the code are dropped. Translate with Qt Linguist or any text editor, then
- ``build`` writes the .qm files the app loads (app.i18n.qm; deterministic), and
- ``check`` says what is out of date (exit 1): a .ts file that does not hold exactly the code's
  messages, an unfinished translation, a .qm file not built from its .ts file. The tests check
  the same. An installed copy has no .ts files (they are the translators' sources, in a
  checkout and the source archive): there ``check`` checks the built .qm files against the
  installed code, and ``update`` and ``build`` say in one line that they need a checkout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from . import HERE, LANGUAGES, qm_path, ts_path
from .extract import Found, extract, merge, write_ts
from .qm import QmError, TsFile, compile_qm, read_qm, read_ts

#: A message as the check compares them: context, source, comment, whether it is a plural.
Key = tuple[str, str, str, bool]

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


def code_keys() -> set[Key]:
    """Every message of the code: (context, source, comment, whether it is a plural)."""
    return {(f.context, f.source, f.comment, f.numerus) for f in found_messages()}


def sources_present() -> bool:
    """Whether the translators' .ts files are here (a checkout or the source archive; an
    installed copy has the built .qm files only)."""
    return any(ts_path(code).exists() for code, _ in LANGUAGES)


def _in_step(name: str, wanted: set[Key], have: set[Key], code: set[Key]) -> list[str]:
    """The messages a translation file lacks (of those `wanted`), and those it has that are no
    longer in the `code`."""
    return [f"{name}: missing {k[0]}: {k[1]!r}" for k in sorted(wanted - have)] + [
        f"{name}: no longer in the code {k[0]}: {k[1]!r}" for k in sorted(have - code)
    ]


def problems(finished: tuple[str, ...] = ("zh_CN",)) -> list[str]:
    """What is out of date: messages of the code missing from a .ts file or gone from the code,
    unfinished translations (of the `finished` languages, and English plurals), and .qm files
    not built from their .ts file. Without .ts files (an installed copy), `built_problems`."""
    if not sources_present():
        return built_problems(finished)
    found = []
    wanted = code_keys()
    for code, _ in LANGUAGES:
        name = ts_path(code).name
        if not ts_path(code).exists():
            found.append(f"{name} is missing (python -m app.i18n update makes it)")
            continue
        ts = read_ts(ts_path(code))
        have = {(m.context, m.source, m.comment, m.numerus) for m in ts.messages}
        found += _in_step(name, wanted, have, wanted)
        for message in ts.messages:
            if not message.finished and (code in finished or message.numerus):
                found.append(f"{name}: not translated {message.context}: {message.source!r}")
        if not qm_path(code).exists() or qm_path(code).read_bytes() != compile_qm(ts):
            found.append(f"{qm_path(code).name} is not built from {name}")
    return found


def built_problems(finished: tuple[str, ...] = ("zh_CN",)) -> list[str]:
    """What an installed copy's .qm files lack for its code: a message of a `finished`
    language without its translation, an English plural without its two forms, a message no
    longer in the code, or a .qm file missing or unreadable."""
    found = []
    code = code_keys()
    for language, _ in LANGUAGES:
        name = qm_path(language).name
        try:
            built = read_qm(qm_path(language).read_bytes())
        except OSError as error:
            found.append(f"{name} cannot be read: {error.strerror or error}")
            continue
        except QmError as error:
            found.append(f"{name} is damaged: {error}")
            continue
        wanted = {k for k in code if language in finished or k[3]}
        plurals = {(k[0], k[1], k[2]) for k in code if k[3]}
        have = set()
        for m in built.messages:
            key = (m.context, m.source, m.comment)
            have.add((*key, key in plurals))
            if key in plurals and language == "en" and len(m.translations) != 2:
                found.append(f"{name}: not two forms {m.context}: {m.source!r}")
        found += _in_step(name, wanted, have, code)
    return found


def _no_sources(command: str) -> int:
    """Say that update and build need the .ts files, which an installed copy lacks."""
    print(
        f"python -m app.i18n {command}: no .ts files in {HERE}: the translators' sources are in a "
        "checkout or the source archive, not in an installed copy",
        file=sys.stderr,
    )
    return 1


def main(argv: list[str]) -> int:
    """Run one of update, build, check."""
    command = argv[0] if argv else ""
    if command in ("update", "build") and not sources_present():
        return _no_sources(command)
    if command == "update":
        update()
    elif command == "build":
        build()
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        if not sources_present() and not found:
            print(
                f"the built translations (.qm) in {HERE} hold every message of the installed "
                "code (no .ts files here: an installed copy)"
            )
        return 1 if found else 0
    else:
        print("usage: python -m app.i18n update|build|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
