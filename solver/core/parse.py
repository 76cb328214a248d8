"""Reading what a person types: one tokenizer and one reader for both puzzles. No eval, ever.

A `Grammar` says what a puzzle's expressions may hold: its operators (their spellings come from
`solver.core.operators`), card letters, decimal points, where a minus sign may stand, and the
messages of its errors. The reader goes through the tokens once, without recursion (brackets,
roots and chains may go to any depth), keeping the pending operations on a stack as operator
precedence asks; each operation is handed to a `Builder` as soon as its operands are read, in the
order recursive descent would meet them, so an error a builder finds (Tchisla's rules) is the
first one a reader from the left would see. 24's builder makes the nested-list expression of the
typed brackets (`parse`); Tchisla's works values out (`solver.tchisla.answer`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from fractions import Fraction
from typing import Generic, NamedTuple, Protocol, TypeVar

from ..i18n import translate
from . import checks
from .errors import ArgumentError, ParseError
from .numbers import (
    CARD_LETTERS,
    MAX_NUMBER_LENGTH,
    brief,
    format_number,
    normalize,
    quoted,
)
from .operators import ARITHMETIC, OPERATORS

#: Brackets, each opening one with its closing one.
OPENING = {"(": ")", "[": "]", "{": "}"}
CLOSING = {closing: opening for opening, closing in OPENING.items()}

T = TypeVar("T")


class Token(NamedTuple):
    """One token of typed text: a number, an operator or a bracket, at a 1-based position."""

    kind: str  # "number", "op", "open", "close"
    text: str
    position: int


class Messages:
    """The errors of reading, as 24 words them (in the player's language); a puzzle may word
    them its own way. The `ParseError` says where: a message names no other position."""

    def nothing(self) -> str:
        return translate("Parse", "nothing to read: type an expression")

    def unexpected(self, char: str) -> str:
        return translate(
            "Parse", "unexpected {char}: use numbers, A J Q K, + - × ÷ and brackets"
        ).format(char=quoted(char))

    def not_a_number(self, literal: str) -> str:
        return translate("Parse", "{text} is not a number").format(text=brief(literal))

    def too_long(self, digits: int, most: int) -> str:
        return translate("Parse", "a number of {digits} digits: at most {most} are read").format(
            digits=digits, most=most
        )

    def no_decimal_point(self) -> str:
        return translate("Parse", "no decimal points")

    def ends(self) -> str:
        return translate("Parse", "the expression ends where a number was expected")

    def empty(self) -> str:
        return translate("Parse", "empty brackets")

    def never_closed(self, opening: Token) -> str:
        return translate("Parse", "this {bracket} is never closed").format(
            bracket=quoted(opening.text)
        )

    def never_opened(self, closing: Token) -> str:
        return translate("Parse", "{bracket} closes a bracket that was never opened").format(
            bracket=quoted(closing.text)
        )

    def mismatched(self, closing: Token, opening: Token) -> str:
        return translate(
            "Parse", "{closing} cannot close {opening}: close it with {expected}"
        ).format(
            closing=quoted(closing.text),
            opening=quoted(opening.text),
            expected=quoted(OPENING[opening.text]),
        )

    def operator_expected(self, typed: str) -> str:
        return translate("Parse", "expected an operator before {text}").format(text=brief(typed))

    def number_expected(self, typed: str) -> str:
        return translate("Parse", "{text} where a number was expected").format(text=brief(typed))

    def lone_minus(self) -> str:
        return translate("Parse", "a minus sign on its own may only stand before a number")

    def negated_exponent(self) -> str:
        return translate("Parse", "a negated exponent is one term: bracket the rest")

    def ambiguous(self, shown: str, symbol: str) -> str:
        return translate("Parse", "{shown}{op} can be read two ways: add brackets").format(
            shown=shown, op=symbol
        )

    def repeated(self) -> str:
        return translate("Parse", "!! can be read two ways: write (n!)! for the factorial of n!")


class Grammar:
    """What a puzzle's typed expressions may hold."""

    def __init__(
        self,
        *,
        operators: tuple[str, ...] = ARITHMETIC,
        letters: Mapping[str, int] = CARD_LETTERS,
        decimals: bool = True,
        longest_number: int | None = MAX_NUMBER_LENGTH,
        negative_numbers: bool = True,
        ambiguous_after_prefix: frozenset[str] = frozenset(),
        repeated_postfix: bool = True,
        fractions: bool = False,
        messages: Messages | None = None,
    ) -> None:
        #: the operators that may be typed, by symbol (their spellings come with them)
        self.operators = operators
        #: card letters and what they count for (A J Q K and T)
        self.letters = letters
        #: whether a number may have a decimal point (0.5), and how many characters it may have
        self.decimals = decimals
        self.longest_number = longest_number
        #: whether a minus sign before a number makes it negative (24), or may only negate an
        #: exponent, 2^-2 and 2^(-2) (Tchisla)
        self.negative_numbers = negative_numbers
        #: operators that may not follow the operand of a prefix operator (√4! and √4^2 read two
        #: ways), and whether a postfix operator may follow another (4!! reads two ways)
        self.ambiguous_after_prefix = ambiguous_after_prefix
        self.repeated_postfix = repeated_postfix
        #: whether a bracketed fraction, (2/3) or (-2/3), is one number, as `render` writes a
        #: fraction number (else it is a division, as a player with whole cards means it)
        self.fractions = fractions
        self.messages = messages or Messages()
        spellings = [(s, symbol) for symbol in operators for s in OPERATORS[symbol].spellings]
        #: the spellings of more than one character (read in any case) and their operators,
        #: longest first: sqrt, **
        self.words = tuple(
            sorted(((s.lower(), symbol) for s, symbol in spellings if len(s) > 1), key=_longest)
        )
        #: what each character that may be typed alone is: (kind, text) of its token
        self.singles = {s: ("op", symbol) for s, symbol in spellings if len(s) == 1}
        self.singles.update((char, ("open", char)) for char in OPENING)
        self.singles.update((char, ("close", char)) for char in CLOSING)
        #: the characters that are a token by themselves, whatever follows (no word, card
        #: letter or fraction starts with them): most operators and brackets, read quickly
        self.plain = {} if self.words else dict(self.singles)
        for char in (*letters, *(c.lower() for c in letters), *"(" * fractions):
            self.plain.pop(char, None)
        #: the operators between two operands and how tightly they bind; those before their one
        #: operand (√) and after it (!)
        self.precedence = {s: OPERATORS[s].precedence for s in operators if OPERATORS[s].arity == 2}
        self.prefix = frozenset(s for s in operators if OPERATORS[s].prefix)
        self.postfix = frozenset(operators) - set(self.precedence) - self.prefix


def _longest(word: tuple[str, str]) -> int:
    return -len(word[0])


def _plain(char: str) -> str:
    """Fold full-width and other compatibility forms (（ ） ３) to their plain character."""
    folded = unicodedata.normalize("NFKC", char)
    return folded if len(folded) == 1 else char


def tokenize(text: str, grammar: Grammar) -> list[Token]:
    """Split typed text into tokens; raises ParseError naming the position of a bad character."""
    chars = list(text) if text.isascii() else [_plain(c) for c in text]
    folded = "".join(chars) if grammar.fractions else ""
    plain = grammar.plain
    tokens: list[Token] = []
    i, end = 0, len(chars)
    while i < end:
        char = chars[i]
        if char.isspace():
            i += 1
        elif char in plain:
            kind, token = plain[char]
            tokens.append(Token(kind, token, i + 1))
            i += 1
        elif char.isdecimal() or char == ".":
            i = _number(chars, i, text, grammar, tokens)
        else:
            i = _symbol(chars, i, folded, text, grammar, tokens)
    return tokens


def _number(chars: list[str], i: int, text: str, grammar: Grammar, tokens: list[Token]) -> int:
    """Read the number at chars[i] into `tokens`; where the next token starts."""
    end, j = len(chars), i + 1
    while j < end and chars[j].isdecimal():
        j += 1
    if chars[i] != "." and (j == end or chars[j] != ".") and j - i <= 18:
        tokens.append(Token("number", "".join(chars[i:j]), i + 1))  # a few digits, quickly
        return j
    decimals = grammar.decimals
    if chars[i] == "." and not decimals:
        raise ParseError(grammar.messages.no_decimal_point(), i + 1, text)
    j = i + 1
    while j < end and (chars[j].isdecimal() or (decimals and chars[j] == ".")):
        j += 1
    literal = "".join(chars[i:j])
    if decimals and (literal.count(".") > 1 or literal == "."):
        raise ParseError(grammar.messages.not_a_number(literal), i + 1, text)
    most = grammar.longest_number
    if most is not None and j - i > most:
        raise ParseError(grammar.messages.too_long(j - i, most), i + 1, text)
    tokens.append(Token("number", literal, i + 1))
    return j


def _symbol(
    chars: list[str], i: int, folded: str, text: str, grammar: Grammar, tokens: list[Token]
) -> int:
    """Read the fraction number, operator, card letter or bracket at chars[i] into `tokens`;
    where the next token starts."""
    char = chars[i]
    if char == "(" and folded and (fraction := _fraction(folded, i, grammar)):
        sign = "-" if fraction.group(1) else ""
        tokens.append(Token("number", sign + fraction.group(2), i + 1))
        return fraction.end()
    if grammar.words and (word := _word(chars, i, grammar.words)) is not None:
        tokens.append(Token("op", word[1], i + 1))
        return i + len(word[0])
    letters = grammar.letters
    if char.upper() in letters and not (i + 1 < len(chars) and chars[i + 1].isalpha()):
        tokens.append(Token("number", str(letters[char.upper()]), i + 1))
        return i + 1
    if char in grammar.singles:
        kind, token = grammar.singles[char]
        tokens.append(Token(kind, token, i + 1))
        return i + 1
    raise ParseError(grammar.messages.unexpected(text[i]), i + 1, text)


#: A fraction number as written in an expression: (2/3), (-2/3), (−2/3).
_FRACTION = re.compile(
    r"\(([" + re.escape("".join(OPERATORS["-"].spellings)) + r"]?)(\d+/0*[1-9]\d*)\)"
)


def _fraction(folded: str, i: int, grammar: Grammar) -> re.Match[str] | None:
    """The bracketed fraction number at folded[i], or None."""
    found = _FRACTION.match(folded, i)
    most = grammar.longest_number
    if found is None or (most is not None and len(found.group(2)) > 2 * most + 1):
        return None
    return found


def _word(chars: list[str], i: int, words: tuple[tuple[str, str], ...]) -> tuple[str, str] | None:
    """The spelling of more than one character at chars[i] (any case), with its operator."""
    for word in words:
        if "".join(chars[i : i + len(word[0])]).lower() == word[0]:
            return word
    return None


class Builder(Protocol[T]):
    """What a reader makes of the tokens, operand by operand."""

    def number(self, token: Token) -> T: ...

    def negative(self, minus: Token, number: Token) -> T: ...

    def binary(self, token: Token, left: T, right: T, negated: bool) -> T: ...

    def unary(self, token: Token, operand: T) -> T: ...

    def group(self, operand: T) -> T: ...


#: Frames of the reader's stack: an open bracket, an open bracket of a negated exponent, a
#: binary operation waiting for its right operand, a prefix operator waiting for its operand.
_OPEN, _NEGATED, _BINARY, _PREFIX = 0, 1, 2, 3
#: Past every precedence: any operator may follow.
_NOTHING_SEALED = 99
#: The minus sign, as an operator.
MINUS = frozenset("-")


class _Frame(Generic[T]):
    """A frame of the reader's stack (see the kinds above)."""

    __slots__ = ("inner", "kind", "left", "negated", "precedence", "token")

    def __init__(self, kind: int, token: Token, left: T | None = None, precedence: int = 0) -> None:
        self.kind = kind
        self.token = token
        #: a binary operation: its left operand, its precedence, whether its right one is negated
        self.left = left
        self.precedence = precedence
        self.negated = False
        #: a prefix operator written right after another (the inner ones of √√4)
        self.inner = False


class Reader(Generic[T]):
    """Reads the tokens of a text into what a builder makes of them (see the module)."""

    def __init__(self, text: str, grammar: Grammar, builder: Builder[T]) -> None:
        self.text = text
        self.grammar = grammar
        self.messages = grammar.messages
        self.builder = builder
        self.tokens = tokenize(text, grammar)
        self.index = 0
        self.stack: list[_Frame[T]] = []
        self.precedence = grammar.precedence
        self.prefix, self.postfix = grammar.prefix, grammar.postfix
        #: operators that bind at least this tightly may not follow the last operand read (a
        #: power with a bracketed negated exponent is whole: 2^(-2)^2 and 2^(-2)! do not read)
        self.sealed = _NOTHING_SEALED

    # tokens

    def peek(self, ahead: int = 0) -> Token | None:
        i = self.index + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def is_op(self, token: Token | None, symbols: frozenset[str]) -> bool:
        return token is not None and token.kind == "op" and token.text in symbols

    def typed(self, token: Token) -> str:
        """A token as the player typed it: × stays ×, not the * it is read as, and a card
        letter stays J, not the 11 it counts for (the text from the token to the next one)."""
        after = self.tokens.index(token) + 1
        end = self.tokens[after].position - 1 if after < len(self.tokens) else len(self.text)
        return self.text[token.position - 1 : end].strip() or token.text

    def error(self, message: str, token: Token | None) -> ParseError:
        position = token.position if token is not None else len(self.text) + 1
        return ParseError(message, position, self.text)

    # the reader

    def read(self) -> T:
        """Every token read into one operand."""
        tokens, precedence = self.tokens, self.precedence
        if not tokens:
            raise self.error(self.messages.nothing(), None)
        while True:
            operand = self.completed(self.operand())
            while True:
                token = tokens[self.index] if self.index < len(tokens) else None
                if token is None:
                    return self.end(operand)
                bound = precedence.get(token.text, 0) if token.kind == "op" else 0
                if bound and bound < self.sealed:
                    self.push_binary(token, operand, bound)
                    break
                operand = self.close(token, operand)

    def operand(self) -> T:
        """Read up to a number, opening brackets and prefix operators on the way."""
        tokens, stack = self.tokens, self.stack
        while True:
            if self.index >= len(tokens):
                raise self.error(self.messages.ends(), None)
            token = tokens[self.index]
            self.index += 1
            kind = token.kind
            if kind == "number":
                return self.builder.number(token)
            if kind == "open":
                if (after := self.peek()) is not None and after.kind == "close":
                    raise self.error(self.messages.empty(), after)
                stack.append(_Frame(_OPEN, token))
            elif kind == "op" and token.text in self.prefix:
                frame: _Frame[T] = _Frame(_PREFIX, token)
                frame.inner = bool(stack) and stack[-1].kind == _PREFIX
                stack.append(frame)
            else:
                return self.sign(token)

    def sign(self, token: Token) -> T:
        """A token where a number was expected that is not one: a negative number, or an error."""
        if token.kind == "op" and token.text == "-":
            number = self.peek()
            if not self.grammar.negative_numbers:
                raise self.error(self.messages.lone_minus(), token)
            if number is not None and number.kind == "number":
                self.index += 1
                return self.builder.negative(token, number)
            raise self.error(self.messages.lone_minus(), token)
        raise self.error(self.messages.number_expected(self.typed(token)), token)

    def completed(self, operand: T) -> T:
        """An operand read: the prefix operators before it applied (innermost first), or else the
        postfix operators after it."""
        self.sealed = _NOTHING_SEALED
        stack = self.stack
        if stack and stack[-1].kind == _PREFIX:
            return self.prefixed(operand)
        if self.postfix:
            while self.is_op(token := self.peek(), self.postfix):
                assert token is not None
                self.index += 1
                if not self.grammar.repeated_postfix and self.is_op(self.peek(), self.postfix):
                    raise self.error(self.messages.repeated(), token)
                operand = self.builder.unary(token, operand)
        return operand

    def prefixed(self, operand: T) -> T:
        """The prefix operators waiting for an operand applied to it, innermost first; the
        outermost one only once the next token is known not to make the reading ambiguous."""
        stack, build = self.stack, self.builder
        while stack[-1].inner:
            operand = build.unary(stack.pop().token, operand)
        first = stack.pop().token
        after = self.peek()
        if self.is_op(after, self.grammar.ambiguous_after_prefix):
            assert after is not None
            # the operand as typed: from the token after the prefix (however the prefix was
            # spelt: √, sqrt, r) to the operator that makes the reading ambiguous
            start = self.tokens[self.tokens.index(first) + 1].position - 1
            shown = "".join(self.text[start : after.position - 1].split())
            raise self.error(self.messages.ambiguous(first.text + shown, after.text), after)
        return build.unary(first, operand)

    def push_binary(self, token: Token, operand: T, precedence: int) -> None:
        """A binary operator: finish the operations before it that bind at least as tightly,
        then wait for its right operand (negated, for a minus sign after ^ in Tchisla)."""
        rightward = OPERATORS[token.text].rightward
        operand = self.reduce(operand, precedence, rightward)
        stack = self.stack
        if stack and stack[-1].kind == _NEGATED and precedence < stack[-2].precedence:
            raise self.error(self.messages.negated_exponent(), token)  # 2^(-2+2)
        self.index += 1
        self.sealed = _NOTHING_SEALED
        frame = _Frame(_BINARY, token, operand, precedence)
        stack.append(frame)
        if rightward and not self.grammar.negative_numbers:
            self.negation(frame)

    def negation(self, frame: _Frame[T]) -> None:
        """A minus sign right after a power negates its exponent: 2^-2, 2^(-2), 2^(-(2+2))."""
        after = self.peek()
        if after is not None and after.kind == "op" and after.text == "-":
            self.index += 1
            frame.negated = True
        elif after is not None and after.kind == "open" and self.is_op(self.peek(1), MINUS):
            self.index += 2
            frame.negated = True
            self.stack.append(_Frame(_NEGATED, after))

    def reduce(self, operand: T, precedence: int = 0, rightward: bool = False) -> T:
        """Finish the waiting binary operations that bind more tightly than `precedence` (or as
        tightly, for an operator that groups from the left)."""
        stack = self.stack
        while stack and stack[-1].kind == _BINARY:
            frame = stack[-1]
            if frame.precedence < precedence or (frame.precedence == precedence and rightward):
                break
            stack.pop()
            assert frame.left is not None
            operand = self.builder.binary(frame.token, frame.left, operand, frame.negated)
        return operand

    def close(self, token: Token, operand: T) -> T:
        """A token after an operand that is not a binary operator: a closing bracket (what it
        closes is then an operand), or an error."""
        operand = self.reduce(operand)
        frame = self.stack[-1] if self.stack else None
        if token.kind != "close":
            if frame is not None and frame.kind == _NEGATED:
                raise self.error(self.messages.negated_exponent(), token)
            raise self.error(self.messages.operator_expected(self.typed(token)), token)
        if frame is None:
            raise self.error(self.messages.never_opened(token), token)
        if OPENING[frame.token.text] != token.text:
            raise self.error(self.messages.mismatched(token, frame.token), token)
        self.index += 1
        self.stack.pop()
        if frame.kind == _NEGATED:  # 2^(-2): the power itself, nothing after it applies
            power = self.stack.pop()
            assert power.left is not None
            self.sealed = power.precedence
            return self.builder.binary(power.token, power.left, operand, True)
        return self.completed(self.builder.group(operand))

    def end(self, operand: T) -> T:
        """The end of the text: every operation finished, every bracket closed."""
        operand = self.reduce(operand)
        if self.stack:  # the innermost bracket left open is where the problem is
            opening = self.stack[-1].token
            raise self.error(self.messages.never_closed(opening), opening)
        return operand


class _Nested:
    """Builds 24's nested-list expression: the typed text's brackets, operands and operators."""

    def number(self, token: Token) -> list[object]:
        return [_written(token.text)]

    def negative(self, minus: Token, number: Token) -> list[object]:
        return [format_number(-normalize(Fraction(number.text)))]  # -0.5 is read as -1/2

    def binary(
        self, token: Token, left: list[object], right: list[object], negated: bool
    ) -> list[object]:
        left.append(token.text)
        left += right
        return left

    def unary(self, token: Token, operand: list[object]) -> list[object]:
        raise AssertionError("24 has no operator on one operand")

    def group(self, operand: list[object]) -> list[object]:
        return [operand]


def _written(literal: str) -> str:
    """A number as typed (digits, maybe a decimal point), written exactly: 0.5 is 1/2."""
    if literal.isdigit():
        return str(int(literal))
    return format_number(normalize(Fraction(literal)))


#: 24's typed expressions, with the default card letters.
GRAMMAR = Grammar()


def parse(
    text: str, letters: Mapping[str, int] | None = None, *, fractions: bool = False
) -> list[object]:
    """Turn typed text into a nested-list expression (`letters`: what card letters count for,
    for a deck where J, Q and K count 10, say). With `fractions`, a bracketed fraction such as
    (2/3) is one number, as `render` writes a fraction number, so what `render` writes of a hand
    with fractions reads back; without, it is a division, as a player with whole cards means.

    >>> parse("8 ÷ (3 − 8/3)")
    ['8', '/', ['3', '-', '8', '/', '3']]
    >>> parse("(K - Q) x [A + 1]")
    [['13', '-', '12'], '*', ['1', '+', '1']]
    >>> parse("4/(2/3)"), parse("4/(2/3)", fractions=True)
    (['4', '/', ['2', '/', '3']], ['4', '/', '2/3'])
    """
    if not isinstance(text, str):
        raise ArgumentError(f"parse reads text, not {brief(text)}")
    if not text.strip():
        raise ParseError(GRAMMAR.messages.nothing(), 1, text)
    if letters is None and not fractions:
        grammar = GRAMMAR
    else:
        given = CARD_LETTERS if letters is None else checks.letters(letters)
        grammar = Grammar(letters=given, fractions=bool(fractions))
    return Reader(text, grammar, _Nested()).read()
