"""Read Qt Linguist .ts files and write the compiled .qm files Qt's QTranslator loads.

This is what Qt's ``lrelease`` does, for the parts of the format this app uses (contexts, source
texts, comments, plural forms, the plural rules of English and Chinese). It is written here so
that building the translations needs nothing but Python: ``python -m app.i18n build``. The output
is deterministic, so a test rebuilds each .qm and checks the committed file is current.

The .qm format (Qt's qtranslator.cpp): a 16-byte magic, then tagged blocks. `Hashes` is a sorted
table of (ELF hash of source + comment, offset of the message); `Messages` holds each message as
tagged fields (its translations as UTF-16BE, then comment, source and context as UTF-8);
`NumerusRules` holds the bytecode that picks a plural form for a count. `read_qm` reads such a
file back, so what the app needs at run time (English plural forms, the check of an installed
copy) comes from the built files alone: the .ts files are the translators' sources and are not
installed.
"""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
#: Block tags.
HASHES, MESSAGES, NUMERUS_RULES, LANGUAGE = 0x42, 0x69, 0x88, 0xA7
#: Field tags inside a message.
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8
#: Plural rules as Qt encodes them: English has "n == 1" and the rest; Chinese one form only.
Q_EQ = 0x01
NUMERUS_RULES_OF = {"en": bytes([Q_EQ, 1]), "zh": b""}


@dataclass(frozen=True)
class Message:
    """One message of a .ts file; `translations` has one text, or one per plural form."""

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    #: whether the translator marked it finished (not "unfinished", "vanished" or "obsolete")
    finished: bool


@dataclass(frozen=True)
class TsFile:
    """A parsed .ts file: its language and its messages, in file order."""

    language: str
    messages: tuple[Message, ...]


def read_ts(path: Path) -> TsFile:
    """Parse a Qt Linguist .ts file (our own files: a trusted, small XML)."""
    root = ElementTree.parse(path).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ()
                state = "unfinished"
            else:
                state = translation.get("type", "")
                if numerus:
                    texts = tuple(form.text or "" for form in translation.iter("numerusform"))
                else:
                    texts = (translation.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    translations=texts,
                    finished=state == "" and all(texts) and bool(texts),
                )
            )
    return TsFile(root.get("language") or "", tuple(messages))


def elf_hash(data: bytes) -> int:
    """Qt's ELF hash of a message's source text and comment (never 0)."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _field(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data


def _message_bytes(message: Message) -> bytes:
    """A message as .qm fields: its translations, then comment, source text and context."""
    out = b"".join(
        _field(TAG_TRANSLATION, text.encode("utf-16-be")) for text in message.translations
    )
    out += _field(TAG_COMMENT, message.comment.encode())
    out += _field(TAG_SOURCE, message.source.encode())
    out += _field(TAG_CONTEXT, message.context.encode())
    return out + bytes([TAG_END])


def _block(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data


def compile_qm(ts: TsFile) -> bytes:
    """The .qm file of the finished messages of a .ts file (the others fall back to English)."""
    wanted = sorted(
        (m for m in ts.messages if m.finished),
        key=lambda m: (m.context.encode(), m.source.encode(), m.comment.encode()),
    )
    messages = b""
    offsets: list[tuple[int, int]] = []
    for message in wanted:
        offsets.append((elf_hash((message.source + message.comment).encode()), len(messages)))
        messages += _message_bytes(message)
    hashes = b"".join(struct.pack(">II", h, offset) for h, offset in sorted(offsets))
    rules = NUMERUS_RULES_OF.get(ts.language.split("_")[0], b"")
    out = MAGIC + _block(LANGUAGE, ts.language.encode())
    out += _block(HASHES, hashes) + _block(MESSAGES, messages)
    if rules:
        out += _block(NUMERUS_RULES, rules)
    return out


class QmError(ValueError):
    """A .qm file this module cannot read (not one, or damaged)."""


def _blocks(data: bytes) -> dict[int, bytes]:
    """The tagged blocks of a .qm file, by tag."""
    if not data.startswith(MAGIC):
        raise QmError("not a .qm file")
    blocks, at = {}, len(MAGIC)
    while at < len(data):
        if at + 5 > len(data):
            raise QmError(f"a block header is cut short at byte {at}")
        tag, length = struct.unpack_from(">BI", data, at)
        at += 5
        if at + length > len(data):
            raise QmError(f"block {tag:#x} runs past the end of the file")
        blocks[tag] = data[at : at + length]
        at += length
    return blocks


def _read_message(data: bytes, at: int) -> tuple[Message, int]:
    """The message whose fields start at `at` (as `_message_bytes` writes them), and where the
    next one starts."""
    texts: list[str] = []
    fields = {TAG_SOURCE: "", TAG_CONTEXT: "", TAG_COMMENT: ""}
    while True:
        if at >= len(data):
            raise QmError("a message runs past the end of its block")
        tag = data[at]
        if tag == TAG_END:
            at += 1
            break
        if at + 5 > len(data) or tag not in (TAG_TRANSLATION, *fields):
            raise QmError(f"unknown field {tag:#x} in a message")
        (length,) = struct.unpack_from(">I", data, at + 1)
        value = data[at + 5 : at + 5 + length]
        at += 5 + length
        if tag == TAG_TRANSLATION:
            texts.append(value.decode("utf-16-be"))
        else:
            fields[tag] = value.decode("utf-8")
    message = Message(
        context=fields[TAG_CONTEXT],
        source=fields[TAG_SOURCE],
        comment=fields[TAG_COMMENT],
        numerus=len(texts) > 1,
        translations=tuple(texts),
        finished=True,
    )
    return message, at


def read_qm(data: bytes) -> TsFile:
    """The messages of a .qm file that `compile_qm` wrote, in file order (`numerus` is set where
    a message has more than one form; a .qm file holds finished messages only).

    >>> ts = TsFile("en", (Message("Stats", "%n hands", "", True, ("%n hand", "%n hands"), True),))
    >>> read_qm(compile_qm(ts)) == ts
    True
    """
    blocks = _blocks(data)
    messages, body = [], blocks.get(MESSAGES, b"")
    at = 0
    try:
        while at < len(body):
            message, at = _read_message(body, at)
            messages.append(message)
    except UnicodeDecodeError as error:
        raise QmError(f"a text is not encoded as a .qm file encodes it ({error.reason})") from None
    return TsFile(blocks.get(LANGUAGE, b"").decode("utf-8", "replace"), tuple(messages))
