"""Reading and checking a player's Tchisla answer, exactly: the core reader, never eval.

What may be typed (spaces anywhere):

- the digit, alone or repeated: 7, 77, 777 (no other digit, no decimal point);
- ``+``, ``-`` (or − – —), ``*`` (or × · x), ``/`` (or ÷), brackets ``( ) [ ] { }``;
- ``^`` or ``**`` for a power; its exponent may be negated, ``2^-2`` or ``2^(-2)``, and nowhere
  else may a minus sign stand alone;
- ``√`` for a square root, also typed ``sqrt`` or ``r``: ``√9``, ``sqrt(9)``, ``r9``, ``√√(4!)``;
- ``!`` for a factorial: ``4!``, ``(√9)!``.

Two spellings that people read two ways are refused with a note: ``√4!`` (write ``√(4!)`` or
``(√4)!``; the same for ``√4^2``) and ``4!!`` (write ``(4!)!``). Every number along the way must
be positive, and exact in the search's terms (`solver.core.surds`: rationals and a·√b); an answer
that leaves them (``4-4``, ``√2+1``, ``√√2``) is refused where it does so, with a `RuleError`.
Brackets, roots and chains may go to any depth: nothing recurses on the answer.

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

from ..core.errors import AnswerError, ParseError, RuleError
from ..core.numbers import Key, brief_typed, quoted, short_number, value_code
from ..core.operators import OPERATORS
from ..core.parse import Grammar, Messages, Reader, Token
from ..core.surds import Value, bits, less, power_key, sqrt_key, sub_key, to_value
from ..core.tree import TCHISLA, Num, Op, Tree, Unary, number_text
from ..i18n import translate
from .expression import copies, render
from .limits import check_digit, check_target

#: The longest literal read (the digit written this many times at most).
MAX_LITERAL = 100
#: The largest n whose n! an answer may take.
MAX_FACTORIAL = 1000
#: The largest value (in bits, numerator and denominator) worked out while checking.
MAX_BITS = 100_000
#: The longest text read.
MAX_TEXT = 2000


class _Messages(Messages):
    """The reader's errors, in Tchisla's words where they are not 24's (in the player's
    language)."""

    def nothing(self) -> str:
        return translate("Tchisla", "nothing to read: type an answer")

    def unexpected(self, char: str) -> str:
        return translate(
            "Tchisla", "unexpected {char}: use the digit, + - × ÷ ^ √ ! and brackets"
        ).format(char=quoted(char))

    def no_decimal_point(self) -> str:
        return translate("Tchisla", "no decimal points: write whole numbers of the digit")

    def ends(self) -> str:
        return translate("Tchisla", "the answer ends where a number was expected")

    def lone_minus(self) -> str:
        return translate(
            "Tchisla", "a minus sign on its own may only negate an exponent, as in 2^(-2)"
        )

    def negated_exponent(self) -> str:
        return translate(
            "Tchisla", "a negated exponent is one term: bracket the rest, as in 2^(-(2+2))"
        )

    def ambiguous(self, shown: str, symbol: str) -> str:
        return translate(
            "Tchisla", "{shown}{op} can be read two ways: add brackets, as in √(4!) or (√4)!"
        ).format(shown=shown, op=symbol)


#: What a Tchisla answer may hold (see the module).
GRAMMAR = Grammar(
    operators=("+", "-", "*", "/", "^", "√", "!"),
    letters={},
    decimals=False,
    longest_number=None,
    negative_numbers=False,
    ambiguous_after_prefix=frozenset("!^"),
    repeated_postfix=False,
    messages=_Messages(),
)

#: An operand read: its tree and its value.
Operand = tuple[Tree, Key]


class _Values:
    """Works out the value of each operation as it is read, and refuses one that breaks a rule
    where it stands."""

    def __init__(self, text: str, digit: int) -> None:
        self.text = text
        self.digit = digit

    def rule(self, message: str, token: Token) -> RuleError:
        return RuleError(message, token.position, self.text)

    def number(self, token: Token) -> Operand:
        text = token.text
        if set(text) != {str(self.digit)}:
            raise self.rule(
                translate("Tchisla", "{number} is not made of the digit {digit} alone").format(
                    number=brief_typed(text), digit=self.digit
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
        return Num(int(text)), int(text)

    def negative(self, minus: Token, number: Token) -> Operand:
        raise AssertionError("a Tchisla answer has no negative numbers")

    def group(self, operand: Operand) -> Operand:
        return operand

    def binary(self, token: Token, left: Operand, right: Operand, negated: bool) -> Operand:
        (left_tree, a), (right_tree, b) = left, right
        symbol = token.text
        if symbol == "^":
            value: Key | None = self.raise_to(token, left, right, negated)
            symbol = "^-" if negated else "^"
        elif symbol == "-":
            if a == b or less(a, b):
                raise self.rule(
                    translate(
                        "Tchisla",
                        "{left} − {right} is not above 0: every step must give a positive number",
                    ).format(left=_shown(left_tree), right=_shown(right_tree)),
                    token,
                )
            value = sub_key(a, b)
        else:
            value = OPERATORS[symbol].exact(a, b)
        if value is None:
            raise self.rule(
                translate(
                    "Tchisla",
                    "{left} {op} {right} has no exact form here: only alike square roots add or "
                    "subtract, as in √8 + √2 = 3√2",
                ).format(
                    left=_shown(left_tree),
                    op=OPERATORS[symbol].pretty,
                    right=_shown(right_tree),
                ),
                token,
            )
        if bits(value) > MAX_BITS:
            raise self.rule(translate("Tchisla", "the value here is too large to check"), token)
        return Op(symbol, left_tree, right_tree), value

    def raise_to(self, token: Token, base: Operand, exponent: Operand, negated: bool) -> Key:
        e = exponent[1]
        if not isinstance(e, int):
            raise self.rule(
                translate("Tchisla", "the exponent {exponent} is not a whole number").format(
                    exponent=_shown(exponent[0])
                ),
                token,
            )
        if e * max(bits(base[1]) - 1, 1) > MAX_BITS:
            raise self.rule(
                translate("Tchisla", "{base} to the power {exponent} is too large to check").format(
                    base=_shown(base[0]), exponent=_shown(exponent[0])
                ),
                token,
            )
        return power_key(base[1], -e if negated else e)

    def unary(self, token: Token, operand: Operand) -> Operand:
        tree, value = operand
        if token.text == "√":
            root = sqrt_key(value)
            if root is None:
                raise self.rule(
                    translate(
                        "Tchisla",
                        "√({inner}) has no exact form here: a square root of a square root "
                        "must come out rational or a·√b",
                    ).format(inner=_shown(tree)),
                    token,
                )
            return Unary("√", tree), root
        if not isinstance(value, int):
            raise self.rule(
                translate("Tchisla", "({inner})! is not a factorial of a whole number").format(
                    inner=_shown(tree)
                ),
                token,
            )
        if value > MAX_FACTORIAL:
            raise self.rule(
                translate(
                    "Tchisla", "the factorial of {value} is too large to check (at most {most}!)"
                ).format(value=number_text(value, TCHISLA), most=MAX_FACTORIAL),
                token,
            )
        return Unary("!", tree), factorial(value)


def _shown(tree: Tree) -> str:
    """A part of the answer in a message, cut when long."""
    return brief_typed(render(tree, "unicode"), 40)


@dataclass(frozen=True)
class Reading:
    """An answer read: its expression and its exact value."""

    tree: Tree
    value: Value


def read_answer(text: str, digit: int) -> Reading:
    """The expression a player typed, with its value worked out exactly.

    Raises ParseError (with the position) for text that is not an answer, and RuleError (a
    ParseError and an AnswerError) for one that breaks a rule: another digit, a step that is not
    positive or not exact, a value too large to check.
    """
    if not isinstance(text, str):
        raise ParseError(
            translate("Tchisla", "the answer must be text, not {kind}").format(
                kind=type(text).__name__
            ),
            1,
        )
    check_digit(digit)
    if len(text) > MAX_TEXT:
        raise ParseError(
            translate("Tchisla", "the answer is {length} characters long: at most {most}").format(
                length=len(text), most=MAX_TEXT
            ),
            MAX_TEXT + 1,
            text[: MAX_TEXT + 1],
        )
    tree, value = Reader(text, GRAMMAR, _Values(text, digit)).read()
    return Reading(tree, to_value(value))


@dataclass(frozen=True, repr=False)
class Checked:
    """A checked answer: its expression, its copies of the digit and whether it hits the target."""

    text: str
    target: int
    digit: int
    tree: Tree
    value: Value

    @property
    def count(self) -> int:
        """Copies of the digit the answer uses."""
        return copies(self.tree)

    @property
    def correct(self) -> bool:
        """Whether the answer is worth the target."""
        return self.value == self.target

    def __repr__(self) -> str:
        return (
            f"Checked(text={self.text!r}, target={value_code(self.target)}, digit={self.digit!r}, "
            f"tree={self.tree!r}, value={value_code(self.value)})"
        )

    def display(self) -> str:
        """The answer as the app writes it: ``77 ÷ 7``."""
        return render(self.tree, "unicode")

    def __str__(self) -> str:
        if self.correct:
            return translate("Tchisla", "{target} = {answer}").format(
                target=short_number(self.target), answer=self.display()
            )
        return translate("Tchisla", "{answer} is {value}, not {target}").format(
            answer=self.display(),
            value=number_text(self.value, TCHISLA),
            target=short_number(self.target),
        )


def check_answer(text: str, target: int, digit: int) -> Checked:
    """Read an answer and compare it with the target: ``check_answer("77/7", 11, 7).count == 3``.

    Raises NumberError for a bad target or digit, ParseError or RuleError as `read_answer`.
    """
    check_target(target)
    reading = read_answer(text, digit)
    return Checked(text, target, digit, reading.tree, reading.value)


__all__ = ["AnswerError", "Checked", "Reading", "RuleError", "check_answer", "read_answer"]
