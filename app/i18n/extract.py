"""Find every marked message in the code and keep the .ts files in step with it.

A message is a call ``translate("Context", "Source", comment, n)`` (the name `translate`, as
imported from solver.i18n) with literal strings for the context, the source and the comment
(None or a string); a fourth argument makes it a plural message. A text kept as data (a table
of names, translated where it is shown: app.i18n's `translated`) is marked
``translate_noop("Context", "Source")`` and found the same way. The code is read with Python's
own parser (``ast``), so any formatting of the call is found (pylupdate5 misses calls with a
trailing comma or an attribute as the count). A call whose context or source is not a literal
string is an error: such a text could never be translated.

The .ts files keep Qt Linguist's format, so translators can use Linguist or any editor.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, replace
from pathlib import Path

from .qm import Message, TsFile

#: The names of the calls that mark a message.
MARKERS = ("translate", "translate_noop")


class MarkError(ValueError):
    """A ``translate(...)`` (or ``translate_noop(...)``) call whose text is not a literal
    string."""


@dataclass(frozen=True)
class Found:
    """A marked message where the code has it."""

    context: str
    source: str
    comment: str
    numerus: bool
    path: Path
    line: int

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies a message for Qt: context, source, comment."""
        return self.context, self.source, self.comment


def _literal(node: ast.expr | None) -> str | None:
    """The string of a literal (implicit concatenation included), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract(path: Path) -> list[Found]:
    """The marked messages of one Python file, in order."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name not in MARKERS or len(node.args) < 2 or node.keywords:
            continue
        context, source = _literal(node.args[0]), _literal(node.args[1])
        comment_node = node.args[2] if len(node.args) > 2 else None
        comment = _literal(comment_node)
        plain_none = isinstance(comment_node, ast.Constant) and comment_node.value is None
        if (
            context is None
            or source is None
            or (comment is None and comment_node and not plain_none)
        ):
            raise MarkError(
                f"{path}:{node.lineno}: {name}() needs literal strings for its context, "
                "text and comment"
            )
        found.append(Found(context, source, comment or "", len(node.args) > 3, path, node.lineno))
    return sorted(found, key=lambda f: f.line)


def merge(ts: TsFile, found: list[Found]) -> TsFile:
    """The .ts file with exactly the messages of the code: translations already made are
    kept, new messages are unfinished, messages gone from the code are dropped."""
    known = {(m.context, m.source, m.comment): m for m in ts.messages}
    messages: dict[tuple[str, str, str], Message] = {}
    for item in found:
        if item.key in messages:
            continue
        old = known.get(item.key)
        if old is not None and old.numerus == item.numerus:
            messages[item.key] = old
        else:
            messages[item.key] = Message(
                item.context, item.source, item.comment, item.numerus, (), False
            )
    ordered = sorted(messages.values(), key=lambda m: m.context)  # stable: code order within
    return replace(ts, messages=tuple(ordered))


def write_ts(ts: TsFile, path: Path, locations: dict[tuple[str, str, str], list[str]]) -> None:
    """Write a .ts file as Qt Linguist does (one form per plural for Chinese, two for English)."""
    forms = 1 if ts.language.startswith("zh") else 2
    root = ElementTree.Element("TS", {"version": "2.1", "language": ts.language})
    contexts: dict[str, ElementTree.Element] = {}
    for message in ts.messages:
        context = contexts.get(message.context)
        if context is None:
            context = contexts[message.context] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(context, "name").text = message.context
        element = ElementTree.SubElement(context, "message")
        if message.numerus:
            element.set("numerus", "yes")
        for filename in locations.get((message.context, message.source, message.comment), []):
            ElementTree.SubElement(element, "location", {"filename": filename})
        ElementTree.SubElement(element, "source").text = message.source
        if message.comment:
            ElementTree.SubElement(element, "comment").text = message.comment
        translation = ElementTree.SubElement(element, "translation")
        if not message.finished:
            translation.set("type", "unfinished")
        if message.numerus:
            texts = list(message.translations) or [""] * forms
            for text in texts + [""] * (forms - len(texts)):
                ElementTree.SubElement(translation, "numerusform").text = text
        else:
            translation.text = message.translations[0] if message.translations else ""
    ElementTree.indent(root, space="    ")
    body = ElementTree.tostring(root, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
