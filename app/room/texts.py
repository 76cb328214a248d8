"""What a room says to people, in their language: each player's page gets its texts in the
language it asked for, the host's terminal in its own (`speaking_language`). The sentences the
app already has (an answer's verdict, "One answer: …", "There is no solution to …", why a hand
has no answer) are the app's own, so they read the same here as in Play.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from solver import format_number, quoted
from solver.i18n import speaking

from ..game.clock import seconds_text
from ..game.operators import nearest_text
from ..i18n import listed, sentences, translate
from ..i18n.catalogue import language_of, translator
from .events import PlayerJoined, PlayerLeft, RoomEvent, RoundEnded, RoundStarted
from .game import EndReason, RoundReport, Scored, Standing


@contextmanager
def speaking_language(tag: str) -> Iterator[None]:
    """Say every text of this thread or task in the app's language nearest `tag` (inside the
    block only)."""
    with speaking(translator(language_of(tag))):
        yield


def sent(text: str, most: int = 30) -> str:
    """Text a person typed or sent, for a message: quoted as the language quotes ('x', “x”) and
    cut when long.

    >>> sent("lang"), sent("x" * 40, 5)
    ("'lang'", "'xxxxx…'")
    """
    return quoted(text if len(text) <= most else text[:most] + "…")


def hand_symbols(report: RoundReport) -> str:
    """The cards as the app writes them: "A♠ 3♥ 8♦ 8♣"."""
    return " ".join(card.symbol for card in report.cards)


def headline(report: RoundReport) -> str:
    """Who took the round, in one sentence."""
    scored = report.scored
    number = report.number
    if report.reason is EndReason.ANSWERED and scored:
        first = scored[0]
        if first.answer is None:
            return translate("Room", "{name} takes round {number}: there is no solution.").format(
                name=first.name, number=number
            )
        return translate("Room", "{name} takes round {number} in {time}.").format(
            name=first.name, number=number, time=seconds_text(first.seconds)
        )
    if scored:
        return translate("Room", "%n players scored in round {number}.", None, len(scored)).format(
            number=number
        )
    if report.reason is EndReason.STOPPED:
        return translate("Room", "The host ended round {number}.").format(number=number)
    if report.reason is EndReason.TIMED_OUT:
        return translate("Room", "Time is up: nobody scored in round {number}.").format(
            number=number
        )
    return translate("Room", "Nobody scored in round {number}.").format(number=number)


def answer_note(report: RoundReport) -> str:
    """What the hand made: an answer when no player found one, or why it has none."""
    if report.shown is not None:
        return translate("Round", "One answer: {answer} = {target}.").format(
            answer=report.shown.display(), target=format_number(report.target)
        )
    if report.solvable:
        return ""
    none = translate("Round", "There is no solution to {hand}.").format(hand=hand_symbols(report))
    return sentences(none, nearest_text(report.nearest)) if report.nearest is not None else none


def scored_line(scored: Scored, target: object) -> str:
    """A player who scored: "Ann: 8÷(3−8÷3) = 24, 4.2 s, +1"."""
    answer = None if scored.answer is None else scored.answer.display()
    return scored_words(scored.name, answer, format_number(target), scored.seconds, scored.points)


def scored_words(name: str, answer: str | None, target: str, seconds: float, points: int) -> str:
    """A player who scored, from what a result says of them (`answer` None: a right "no
    solution")."""
    gained, time = f"+{points}", seconds_text(seconds)
    if answer is None:
        return translate("Room", "{name}: no solution, {time}, {points}").format(
            name=name, time=time, points=gained
        )
    return translate("Room", "{name}: {answer} = {target}, {time}, {points}").format(
        name=name, answer=answer, target=target, time=time, points=gained
    )


def standings_line(standings: tuple[Standing, ...]) -> str:
    """The standings on one line: "Ann 3 · Bo 1"."""
    return " · ".join(f"{s.name} {s.score}" for s in standings)


def winners_text(standings: tuple[Standing, ...]) -> str:
    """Who won the game, when it is over."""
    if not standings or standings[0].score == 0:
        return translate("Room", "The game is over: nobody scored.")
    best = [s.name for s in standings if s.score == standings[0].score]
    if len(best) == 1:
        return translate("Room", "{name} wins the game!").format(name=best[0])
    return translate("Room", "The game is over: a draw between {names}.").format(names=listed(best))


def report_lines(report: RoundReport) -> list[str]:
    """A round's result for the host's terminal: the hand, who scored, the answers, the
    standings."""
    lines = [
        translate("Room", "Round {number} of {total}: {hand}").format(
            number=report.number, total=report.total, hand=hand_symbols(report)
        ),
        headline(report),
        *(scored_line(s, report.target) for s in report.scored),
    ]
    note = answer_note(report)
    if note:
        lines.append(note)
    lines.append(
        translate("Room", "Standings: {standings}").format(
            standings=standings_line(report.standings)
        )
    )
    if report.last:
        lines.append(winners_text(report.standings))
    return lines


def closed_text() -> str:
    """What every player reads when the host closes the room."""
    return translate("Room", "The host closed the room. Thank you for playing!")


def event_lines(event: RoomEvent) -> list[str]:
    """An event as lines for the host (the terminal, the window's news): who joined or left, a
    round dealt, a round's result."""
    if isinstance(event, PlayerJoined):
        count = len(event.players)
        text = (
            translate("Room", "{name} is back (%n players).", None, count)
            if event.returning
            else translate("Room", "{name} joined (%n players).", None, count)
        )
        return [text.format(name=event.name)]
    if isinstance(event, PlayerLeft):
        return [translate("Room", "{name} left.").format(name=event.name)]
    if isinstance(event, RoundStarted):
        hand = " ".join(card.symbol for card in event.cards)
        return [
            translate("Room", "Round {number} of {total}: {hand}").format(
                number=event.number, total=event.total, hand=hand
            )
        ]
    if isinstance(event, RoundEnded):
        return report_lines(event.report)[1:]
    return []
