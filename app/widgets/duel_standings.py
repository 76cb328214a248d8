"""StandingsPanel: the end of a duel: who won, the scores, and every hand in a table."""

from __future__ import annotations

from PyQt5.QtCore import pyqtSignal
from PyQt5.QtWidgets import QWidget

from ..game.duel import BUZZ_KEYS, DuelRound, DuelSummary, points_text
from ..i18n import translate
from ..shell.theme import colours, text_style
from .adaptive import Adaptive
from .end_panel import EndPanel


def hand_row(number: int, hand: DuelRound) -> list[str]:
    """One hand as table cells: its number, the cards, each player's points, what happened,
    the answer shown."""
    answer = hand.answer.display() if hand.answer is not None else translate("Duel", "no solution")
    return [
        str(number),
        " ".join(card.symbol for card in hand.cards),
        *(points_text(points, sign=True) for points in hand.points),
        hand.headline,
        answer,
    ]


class StandingsPanel(Adaptive, EndPanel):
    """The final standings of a duel; `done` when the player goes on (to the set-up page)."""

    done = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: DuelSummary | None = None
        self.done_button = self.button
        self.done_button.clicked.connect(self.done)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text, in the current language (the standings shown again)."""
        self.verdict.setAccessibleName(translate("Duel", "Duel result"))
        self.table.setAccessibleName(translate("Duel", "Hands played"))
        self.table.setToolTip(
            translate("Duel", "Every hand: the points each player won or lost, and an answer")
        )
        self.done_button.setText(translate("Duel", "Done"))
        self.done_button.setToolTip(
            translate("Duel", "Back to the names and the points to win (Enter)")
        )
        if self.summary is not None:
            self.show_standings(self.summary)

    def restyle(self) -> None:
        """The players' colours for the palette in use."""
        if self.summary is not None:
            self.show_standings(self.summary)

    def show_standings(self, summary: DuelSummary) -> None:
        """Show how a duel ended, hand by hand."""
        self.summary = summary
        self.verdict.setText(summary.verdict())
        self.details.setText(
            " : ".join(
                translate("Duel", "{name} ({key}) {points}").format(
                    name=name, key=key, points=points_text(points)
                )
                for name, key, points in zip(summary.names, BUZZ_KEYS, summary.scores, strict=True)
            )
        )
        winner = summary.winner if summary.finished else None
        style = text_style("muted") if winner is None else f"color: {colours().players[winner]};"
        self.verdict.setStyleSheet(style)
        hands = summary.rounds

        def ink(row: int, column: int) -> str:
            player = column - 2
            scored = player in (0, 1) and hands[row].points[player] > 0
            return colours().players[player] if scored else ""

        self.show_rows(
            [
                translate("Duel", "Hand"),
                translate("Duel", "Cards"),
                *summary.names,
                translate("Duel", "What happened"),
                translate("Duel", "Answer"),
            ],
            [hand_row(number, hand) for number, hand in enumerate(hands, 1)],
            ink,
        )
