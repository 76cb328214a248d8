"""Reading what a person types into a nested-list expression. No eval, ever."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from .errors import ArgumentError, ParseError
from .numbers import CARD_LETTERS, MAX_NUMBER_LENGTH, brief, format_number, normalize
from .tree import Nested

TIMES = set("*xX×·∙✕")
DIVIDE = set("/÷∕")
MINUS = set("-−–—")
PLUS = set("+")
OPENING = {"(": ")", "[": "]", "{": "}"}
CLOSING = {v: k for k, v in OPENING.items()}


@dataclass(frozen=True)
class Token:
    """One token of typed text: a number, an operator or a bracket, at a 1-based position."""

    kind: str  # "number", "op", "open", "close"
    text: str
    position: int


def _plain(char: str) -> str:
    """Fold full-width and other compatibility forms (（ ） ３) to their plain character."""
    folded = unicodedata.normalize("NFKC", char)
    return folded if len(folded) == 1 else char


def tokenize(text: str, letters: Mapping[str, int] | None = None) -> list[Token]:
    """Split typed text into tokens; raises ParseError naming the position of a bad character.
    `letters` says what card letters count for (A J Q K and T by default: 1, 11, 12, 13, 10)."""
    letters = CARD_LETTERS if letters is None else letters
    tokens: list[Token] = []
    chars = list(text) if text.isascii() else [_plain(c) for c in text]
    i = 0
    while i < len(chars):
        char, position = chars[i], i + 1
        if char.isspace():
            i += 1
        elif char.isdecimal() or char == ".":
            j = i
            while j < len(chars) and (chars[j].isdecimal() or chars[j] == "."):
                j += 1
            literal = "".join(chars[i:j])
            if literal.count(".") > 1 or literal == ".":
                raise ParseError(f"{brief(literal)} is not a number", position, text)
            if len(literal) > MAX_NUMBER_LENGTH:
                raise ParseError(
                    f"a number of {len(literal)} digits: at most {MAX_NUMBER_LENGTH} are read",
                    position,
                    text,
                )
            tokens.append(Token("number", literal, position))
            i = j
        elif char.upper() in letters and not (i + 1 < len(chars) and chars[i + 1].isalpha()):
            tokens.append(Token("number", str(letters[char.upper()]), position))
            i += 1
        elif char in TIMES:
            tokens.append(Token("op", "*", position))
            i += 1
        elif char in DIVIDE:
            tokens.append(Token("op", "/", position))
            i += 1
        elif char in MINUS:
            tokens.append(Token("op", "-", position))
            i += 1
        elif char in PLUS:
            tokens.append(Token("op", "+", position))
            i += 1
        elif char in OPENING:
            tokens.append(Token("open", char, position))
            i += 1
        elif char in CLOSING:
            tokens.append(Token("close", char, position))
            i += 1
        else:
            raise ParseError(
                f"unexpected {text[i]!r}: use numbers, A J Q K, + - × ÷ and brackets",
                position,
                text,
            )
    return tokens


class _Parser:
    def __init__(self, text: str, letters: Mapping[str, int] | None = None) -> None:
        self.text = text
        self.tokens = tokenize(text, letters)
        self.index = 0

    def peek(self) -> Token | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def end_position(self) -> int:
        return len(self.text) + 1

    def typed(self, token: Token) -> str:
        """An operator as the player typed it (× stays ×, not the * it is read as)."""
        return self.text[token.position - 1] if token.kind == "op" else token.text

    def error(self, message: str, token: Token | None) -> ParseError:
        return ParseError(message, token.position if token else self.end_position(), self.text)

    def expression(self) -> Nested:
        """Every token read into nested groups, one per pair of brackets (no recursion: brackets
        may nest to any depth)."""
        stack: list[tuple[Token | None, Nested]] = [(None, [])]
        wants_operand = True
        while True:
            token = self.peek()
            opening, items = stack[-1]
            if wants_operand:
                if token is None:
                    raise self.error("the expression ends where a number was expected", None)
                self.index += 1
                if token.kind == "open":
                    if (after := self.peek()) is not None and after.kind == "close":
                        raise self.error("empty brackets", after)
                    stack.append((token, []))
                    continue
                items.append(self.number(token))
                wants_operand = False
            elif token is None:
                if opening is not None:
                    raise self.error(
                        f"the bracket opened at position {opening.position} is never closed", None
                    )
                return items
            elif token.kind == "close":
                if opening is None:
                    raise self.error(
                        f"{token.text!r} closes a bracket that was never opened", token
                    )
                if OPENING[opening.text] != token.text:
                    raise self.error(
                        f"{token.text!r} does not match {opening.text!r} at position "
                        f"{opening.position}",
                        token,
                    )
                self.index += 1
                stack.pop()
                stack[-1][1].append(items)
            elif token.kind != "op":
                raise self.error(f"expected an operator before {token.text!r}", token)
            else:
                self.index += 1
                items.append(token.text)
                wants_operand = True

    def number(self, token: Token) -> str:
        """The operand that starts with `token` (already read): a number or a negative number."""
        if token.kind == "number":
            return _written(token.text)
        if token.kind == "op" and token.text == "-":
            number = self.peek()
            if number is not None and number.kind == "number":
                self.index += 1
                return format_number(-normalize(Fraction(number.text)))  # -0.5 is read as -1/2
            raise self.error("a minus sign on its own may only stand before a number", token)
        if token.kind == "close":
            raise self.error(f"{token.text!r} where a number was expected", token)
        raise self.error(f"{self.typed(token)!r} where a number was expected", token)


def _written(literal: str) -> str:
    """A number as typed (digits, maybe a decimal point), written exactly: 0.5 is 1/2."""
    if literal.isdigit():
        return str(int(literal))
    return format_number(normalize(Fraction(literal)))


def parse(text: str, letters: Mapping[str, int] | None = None) -> Nested:
    """Turn typed text into a nested-list expression (`letters`: what card letters count for,
    for a deck where J, Q and K count 10, say).

    >>> parse("8 ÷ (3 − 8/3)")
    ['8', '/', ['3', '-', '8', '/', '3']]
    >>> parse("(K - Q) x [A + 1]")
    [['13', '-', '12'], '*', ['1', '+', '1']]
    """
    if not isinstance(text, str):
        raise ArgumentError(f"parse reads text, not {brief(text)}")
    if not text.strip():
        raise ParseError("nothing to read: type an expression", 1, text)
    return _Parser(text, letters).expression()
