"""StandingsTable: a room's players, best first, as the projector and a joined room show them:
the place, the name (plain text; "(away)" after it while the player is not connected, greyed)
and the points; the player's own row in bold. A name takes the width the table has, on one
line: one too long for it is cut at the table's edge ("…"), and shown whole in its tooltip."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PyQt5.QtCore import QSize, Qt
from PyQt5.QtGui import QColor
from PyQt5.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..i18n import translate
from ..room.game import Standing
from ..shell.theme import colours


class ContentsHeader(QHeaderView):
    """A header whose sections, hidden, are as wide as their cells' contents: Qt's
    ResizeToContents sizes a section to its header's label too, hidden or not (the place and
    the points were as wide as "#" and "Points" with their margins, about 40 px unused each)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Horizontal, parent)
        self.setMinimumSectionSize(0)  # else the widest character of the font and margins

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        """No room for a label nobody sees."""
        if self.isHidden():
            return QSize(0, 0)
        return super().sectionSizeFromContents(logicalIndex)


class StandingsTable(QTableWidget):
    """The players of a room, best first; no header (the title above says what it is)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setHorizontalHeader(ContentsHeader(self))
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.setFocusPolicy(Qt.NoFocus)
        self.setShowGrid(False)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setVisible(False)
        # one line a name, cut at the column's edge: wrapped (Qt's default), a name of markup
        # broke after "</" and its second line fell outside the row ("<b>x</…" in a wide table)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.ElideRight)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.Stretch)

    def retranslate(self) -> None:
        """The columns' names (read by screen readers), in the current language."""
        self.setHorizontalHeaderLabels(
            ["#", translate("Standings", "Player"), translate("Standings", "Points")]
        )
        self.setAccessibleName(translate("Standings", "Players"))

    def show_standings(self, players: Sequence[Standing], me: str = "") -> None:
        """The players, best first; those not connected now are greyed and marked away, `me`
        (the player's own name) is bold."""
        self.setRowCount(len(players))
        muted = QColor(colours().muted)
        for row, player in enumerate(players):
            name = player.name
            if not player.online:
                name = translate("Standings", "{name} (away)").format(name=name)
            for column, text in enumerate((str(row + 1), name, str(player.score))):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(int(Qt.AlignRight | Qt.AlignVCenter))
                else:
                    item.setToolTip(plain_tip(text))  # the whole name, as text
                if not player.online:
                    item.setForeground(muted)
                if player.name == me:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(row, column, item)


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` as it is: Qt reads a tooltip that looks like markup as markup
    ("<b>Bo</b>" would be bold), so it is given as markup that says the text."""
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"
