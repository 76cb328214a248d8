"""Reading and checking a player's Tchisla answer, exactly: a parser, never eval.

What may be typed (spaces anywhere):

- the digit, alone or repeated: 7, 77, 777 (no other digit, no decimal point);
- ``+``, ``-`` (or − – —), ``*`` (or × · x), ``/`` (or ÷), brackets ``( ) [ ] { }``;
- ``^`` or ``**`` for a power; its exponent may be negated, ``2^-2`` or ``2^(-2)``, and nowhere
  else may a minus sign stand alone;
- ``√`` for a square root, also typed ``sqrt`` or ``r``: ``√9``, ``sqrt(9)``, ``r9``, ``√√(4!)``;
- ``!`` for a factorial: ``4!``, ``(√9)!``.

Two spellings that people read two ways are refused with a note: ``√4!`` (write ``√(4!)`` or
``(√4)!``; the same for ``√4^2``) and ``4!!`` (write ``(4!)!``). Every number along the way must
be positive, and exact in the search's terms (`solver.surds`: rationals and a·√b); an answer
that leaves them (``4-4``, ``√2+1``, ``√√2``) is refused where it does so.

>>> check_answer("77/7", 11, 7).correct
True
>>> str(check_answer("7+7/7", 11, 7))
'7 + 7 ÷ 7 is 8, not 11'
>>> read_answer("2^-2", 2).value
Fraction(1, 4)
"""

from __future__ import annotations

from dataclasses import dataclass
from math import factorial

from ..core.errors import ParseError
from ..core.numbers import Key, short_number
from ..core.parse import Token
from ..core.parse import _plain as plain_character  # one fold for every typed expression
from ..core.surds import (
    add_key,
    bits,
    div_key,
    less,
    mul_key,
    power_key,
    sqrt_key,
    sub_key,
    to_key,
    to_value,
)
from ..i18n import translate
from .search import (
    Binary,
    Literal,
    Node,
    Unary,
    check_digit,
    check_target,
    copies,
    render,
    value_text,
)

#: The longest literal read (the digit written this many times at most).
MAX_LITERAL = 100
#: The largest n whose n! an answer may take.
MAX_FACTORIAL = 1000
#: The largest value (in bits, numerator and denominator) worked out while checking.
MAX_BITS = 100_000
#: The longest text read.
MAX_TEXT = 2000

TIMES = set("*×·xX∙✕")
DIVIDE = set("/÷∕")
MINUS = set("-−–—")
OPENING = {"(": ")", "[": "]", "{": "}"}
CLOSING = set(OPENING.values())
UNICODE_OPS = {"+": "+", "-": "−"}


class AnswerError(ParseError):
    """An answer that reads but breaks a rule: another digit, a step that is not positive,
    not exact or too large. `position` is the 1-based column of the operation."""


def tokenize(text: str) -> list[Token]:
    """Split an answer into tokens; ParseError naming the position of anything unknown."""
    if len(text) > MAX_TEXT:
        raise ParseError(
            translate("Tchisla", "the answer is {length} characters long: at most {most}").format(
                length=len(text), most=MAX_TEXT
            ),
            MAX_TEXT + 1,
            text[: MAX_TEXT + 1],
        )
    chars = [plain_character(c) for c in text]
    tokens: list[Token] = []
    i = 0
    while i < len(chars):
        char, position = chars[i], i + 1
        lower = "".join(chars[i : i + 4]).lower()
        if char.isspace():
            i += 1
        elif char.isdecimal():
            j = i
            while j < len(chars) and chars[j].isdecimal():
                j += 1
            tokens.append(Token("number", "".join(chars[i:j]), position))
            i = j
        elif char == ".":
            raise ParseError(
                translate("Tchisla", "no decimal points: write whole numbers of the digit"),
                position,
                text,
            )
        elif lower == "sqrt" or char in "√rR":
            tokens.append(Token("op", "√", position))
            i += 4 if lower == "sqrt" else 1
        elif char == "*" and i + 1 < len(chars) and chars[i + 1] == "*":
            tokens.append(Token("op", "^", position))
            i += 2
        elif char in "^!+":
            tokens.append(Token("op", char, position))
            i += 1
        elif char in TIMES or char in DIVIDE or char in MINUS:
            symbol = "*" if char in TIMES else "/" if char in DIVIDE else "-"
            tokens.append(Token("op", symbol, position))
            i += 1
        elif char in OPENING or char in CLOSING:
            tokens.append(Token("open" if char in OPENING else "close", char, position))
            i += 1
        else:
            raise ParseError(
                translate(
                    "Tchisla",
                    "unexpected {char}: use the digit, + - × ÷ ^ √ ! and brackets",
                ).format(char=repr(text[i])),
                position,
                text,
            )
    return tokens


@dataclass(frozen=True)
class Checked:
    """A checked answer: its expression, its copies of the digit and whether it hits the target."""

    text: str
    target: int
    digit: int
    tree: Node

    @property
    def count(self) -> int:
        """Copies of the digit the answer uses."""
        return copies(self.tree)

    @property
    def correct(self) -> bool:
        """Whether the answer is worth the target."""
        return self.tree.value == self.target

    def display(self) -> str:
        """The answer as the app writes it: ``77 ÷ 7``."""
        return render(self.tree, "unicode")

    def __str__(self) -> str:
        if self.correct:
            return translate("Tchisla", "{target} = {answer}").format(
                target=short_number(self.target), answer=self.display()
            )
        return translate("Tchisla", "{answer} is {value}, not {target}").format(
            answer=self.display(), value=_value_text(self.tree), target=short_number(self.target)
        )


def _value_text(node: Node) -> str:
    """A value as a person reads it (huge ones shortened)."""
    return value_text(node.value)


class _Reader:
    """Recursive descent over the tokens, working out each value as it is read."""

    def __init__(self, text: str, digit: int) -> None:
        self.text = text
        self.digit = digit
        self.tokens = tokenize(text)
        self.index = 0

    # tokens

    def peek(self, ahead: int = 0) -> Token | None:
        i = self.index + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def is_op(self, symbol: str, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.kind == "op" and token.text == symbol

    def take(self) -> Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def where(self, token: Token | None) -> int:
        return token.position if token is not None else len(self.text) + 1

    def syntax(self, message: str, token: Token | None) -> ParseError:
        return ParseError(message, self.where(token), self.text)

    def rule(self, message: str, token: Token | None) -> AnswerError:
        return AnswerError(message, self.where(token), self.text)

    # grammar

    def answer(self) -> Node:
        if not self.tokens:
            raise self.syntax(translate("Tchisla", "nothing to read: type an answer"), None)
        node = self.sum()
        token = self.peek()
        if token is not None:
            if token.kind == "close":
                raise self.syntax(
                    translate("Tchisla", "{bracket} closes a bracket that was never opened").format(
                        bracket=repr(token.text)
                    ),
                    token,
                )
            raise self.syntax(
                translate("Tchisla", "expected an operator before {text}").format(
                    text=repr(self.typed(token))
                ),
                token,
            )
        return node

    def sum(self) -> Node:
        node = self.product()
        while self.is_op("+") or self.is_op("-"):
            token = self.take()
            node = self.binary(token, node, self.product())
        return node

    def product(self) -> Node:
        node = self.power()
        while self.is_op("*") or self.is_op("/"):
            token = self.take()
            node = self.binary(token, node, self.power())
        return node

    def power(self) -> Node:
        base = self.unary()
        if not self.is_op("^"):
            return base
        token = self.take()
        if self.is_op("-"):  # 2^-2: the minus negates the exponent that follows
            self.take()
            return self.binary(token, base, self.power(), negated=True)
        opening = self.peek()
        if opening is not None and opening.kind == "open" and self.is_op("-", 1):
            self.index += 2  # 2^(-2), 2^(-(2+2))
            exponent = self.power()
            self.close(opening, negated=True)
            return self.binary(token, base, exponent, negated=True)
        return self.binary(token, base, self.power())

    def unary(self) -> Node:
        if not self.is_op("√"):
            return self.postfix()
        token = self.take()
        child = self.rooted()
        after = self.peek()
        if after is not None and after.kind == "op" and after.text in "!^":
            shown = "√" + self.source(token, after)
            raise self.syntax(
                translate(
                    "Tchisla",
                    "{shown}{op} can be read two ways: add brackets, as in √(4!) or (√4)!",
                ).format(shown=shown, op=after.text),
                after,
            )
        return self.root(token, child)

    def rooted(self) -> Node:
        """What a √ applies to: another √ or a single number or bracket."""
        if self.is_op("√"):
            token = self.take()
            return self.root(token, self.rooted())
        return self.atom()

    def postfix(self) -> Node:
        node = self.atom()
        while self.is_op("!"):
            token = self.take()
            if self.is_op("!"):
                raise self.syntax(
                    translate(
                        "Tchisla", "!! can be read two ways: write (n!)! for the factorial of n!"
                    ),
                    token,
                )
            node = self.factorial(token, node)
        return node

    def atom(self) -> Node:
        token = self.peek()
        if token is None:
            raise self.syntax(
                translate("Tchisla", "the answer ends where a number was expected"), None
            )
        self.index += 1
        if token.kind == "number":
            return self.literal(token)
        if token.kind == "open":
            if (after := self.peek()) is not None and after.kind == "close":
                raise self.syntax(translate("Tchisla", "empty brackets"), after)
            node = self.sum()
            self.close(token)
            return node
        if token.kind == "op" and token.text == "-":
            raise self.syntax(
                translate(
                    "Tchisla",
                    "a minus sign on its own may only negate an exponent, as in 2^(-2)",
                ),
                token,
            )
        raise self.syntax(
            translate("Tchisla", "{text} where a number was expected").format(
                text=repr(self.typed(token))
            ),
            token,
        )

    def close(self, opening: Token, negated: bool = False) -> None:
        token = self.peek()
        if token is None:
            raise self.syntax(
                translate(
                    "Tchisla", "the bracket opened at position {position} is never closed"
                ).format(position=opening.position),
                None,
            )
        if token.kind != "close":
            if negated:
                raise self.syntax(
                    translate(
                        "Tchisla",
                        "a negated exponent is one term: bracket the rest, as in 2^(-(2+2))",
                    ),
                    token,
                )
            raise self.syntax(
                translate("Tchisla", "expected an operator before {text}").format(
                    text=repr(self.typed(token))
                ),
                token,
            )
        if OPENING[opening.text] != token.text:
            raise self.syntax(
                translate(
                    "Tchisla", "{closing} does not match {opening} at position {position}"
                ).format(
                    closing=repr(token.text),
                    opening=repr(opening.text),
                    position=opening.position,
                ),
                token,
            )
        self.index += 1

    # values

    def literal(self, token: Token) -> Node:
        text = token.text
        if set(text) != {str(self.digit)}:
            raise self.rule(
                translate("Tchisla", "{number} is not made of the digit {digit} alone").format(
                    number=_short(text), digit=self.digit
                ),
                token,
            )
        if len(text) > MAX_LITERAL:
            raise self.rule(
                translate("Tchisla", "a number of {length} digits: at most {most} are read").format(
                    length=len(text), most=MAX_LITERAL
                ),
                token,
            )
        return Literal(self.digit, len(text))

    def binary(self, token: Token, left: Node, right: Node, negated: bool = False) -> Node:
        a, b = to_key(left.value), to_key(right.value)
        symbol = token.text
        value: Key | None
        if symbol == "^":
            value = self.raise_to(token, left, right, negated)
            symbol = "^-" if negated else "^"
        elif symbol == "+":
            value = add_key(a, b)
        elif symbol == "-":
            if a == b or less(a, b):
                raise self.rule(
                    translate(
                        "Tchisla",
                        "{left} − {right} is not above 0: every step must give a positive number",
                    ).format(left=_shown(left), right=_shown(right)),
                    token,
                )
            value = sub_key(a, b)
        elif symbol == "*":
            value = mul_key(a, b)
        else:
            value = div_key(a, b)
        if value is None:
            raise self.rule(
                translate(
                    "Tchisla",
                    "{left} {op} {right} has no exact form here: only alike square roots add or "
                    "subtract, as in √8 + √2 = 3√2",
                ).format(left=_shown(left), op=UNICODE_OPS[symbol], right=_shown(right)),
                token,
            )
        self.check_size(token, value)
        return Binary(symbol, left, right, to_value(value))

    def raise_to(self, token: Token, base: Node, exponent: Node, negated: bool) -> Key:
        e = exponent.value
        if not isinstance(e, int):
            raise self.rule(
                translate("Tchisla", "the exponent {exponent} is not a whole number").format(
                    exponent=_shown(exponent)
                ),
                token,
            )
        key = to_key(base.value)
        if e * max(bits(key) - 1, 1) > MAX_BITS:
            raise self.rule(
                translate("Tchisla", "{base} to the power {exponent} is too large to check").format(
                    base=_shown(base), exponent=_shown(exponent)
                ),
                token,
            )
        return power_key(key, -e if negated else e)

    def root(self, token: Token, child: Node) -> Node:
        value = sqrt_key(to_key(child.value))
        if value is None:
            raise self.rule(
                translate(
                    "Tchisla",
                    "√({inner}) has no exact form here: a square root of a square root "
                    "must come out rational or a·√b",
                ).format(inner=_shown(child)),
                token,
            )
        return Unary("√", child, to_value(value))

    def factorial(self, token: Token, child: Node) -> Node:
        n = child.value
        if not isinstance(n, int):
            raise self.rule(
                translate("Tchisla", "({inner})! is not a factorial of a whole number").format(
                    inner=_shown(child)
                ),
                token,
            )
        if n > MAX_FACTORIAL:
            raise self.rule(
                translate(
                    "Tchisla", "the factorial of {value} is too large to check (at most {most}!)"
                ).format(value=_value_text(child), most=MAX_FACTORIAL),
                token,
            )
        return Unary("!", child, factorial(n))

    def check_size(self, token: Token, value: Key) -> None:
        if bits(value) > MAX_BITS:
            raise self.rule(
                translate("Tchisla", "the value here is too large to check"),
                token,
            )

    # text

    def typed(self, token: Token) -> str:
        """A token as the player typed it."""
        return self.text[token.position - 1] if token.kind == "op" else token.text

    def source(self, start: Token, end: Token) -> str:
        """The typed text after `start` and before `end`, spaces dropped."""
        return "".join(self.text[start.position : end.position - 1].split())


def _short(text: str) -> str:
    """A typed number, shortened when long."""
    return text if len(text) <= 20 else f"{text[:8]}…({len(text)} digits)"


def _shown(node: Node) -> str:
    """A part of the answer in a message, shortened when long."""
    text = render(node, "unicode")
    return text if len(text) <= 40 else f"{text[:30]}…"


def read_answer(text: str, digit: int) -> Node:
    """The expression a player typed, with every value worked out exactly.

    Raises ParseError (with the position) for text that is not an answer, and AnswerError (a
    ParseError) for one that breaks a rule: another digit, a step that is not positive or not
    exact, a value too large to check.
    """
    if not isinstance(text, str):
        raise ParseError(
            translate("Tchisla", "the answer must be text, not {kind}").format(
                kind=type(text).__name__
            ),
            1,
        )
    return _Reader(text, check_digit(digit)).answer()


def check_answer(text: str, target: int, digit: int) -> Checked:
    """Read an answer and compare it with the target: ``check_answer("77/7", 11, 7).count == 3``.

    Raises NumberError for a bad target or digit, ParseError or AnswerError as `read_answer`.
    """
    check_target(target)
    return Checked(text, target, digit, read_answer(text, digit))
