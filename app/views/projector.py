"""ProjectorView: the projector view of a room the player hosts (Game › Host a room…), shown in the
window while the room is open: the round and its clock, the cards large on the felt, the last
round's result with the answers and their working, and beside them how to join (the QR code,
the address, the code) and the players as they join, leave and score. Its text grows with the
view, so a class reads it from the back of the room (F11: full screen).

It shows an `app.room.hosting.HostedRoom` (the room's state, kept from its events by
app.shell.hosting) and asks for what the host does with signals; every name is plain text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, TypeVar

from PyQt5.QtCore import Qt, QTimer, pyqtSignal
from PyQt5.QtGui import QFont, QResizeEvent
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from solver import format_number

from ..game.clock import Clock, MonotonicClock, countdown_text
from ..i18n import translate, translate_noop
from ..room.game import Standing
from ..room.hosting import HostedRoom, HostPhase
from ..shell.theme import colours
from ..widgets.actions import ActionsView, ViewAction, Words, action_button, retitle
from ..widgets.adaptive import Adaptive, WordTable
from ..widgets.countdown import CountdownBar
from ..widgets.felt import Felt
from ..widgets.hand_strip import HandStrip
from ..widgets.labels import WrappedLabel, keep_room, plain_label
from ..widgets.pages import SPRING, arranged
from ..widgets.qr_code import QrCode
from ..widgets.questions import ask
from ..widgets.standings_table import StandingsTable
from . import game_menu

#: How often the clock is redrawn while a round is played.
TICK_MS = 200
#: Players' answers the result shows at most (a class of 40 would fill the screen).
SCORED_SHOWN = 6
#: The text's unit is this share of the view's width or height (the smaller), at least MIN_UNIT px.
UNIT_OF_WIDTH, UNIT_OF_HEIGHT, MIN_UNIT = 1 / 62, 1 / 36, 11
#: The side panel's share of the width, and the QR code's largest share of the height: before
#: the first round (everyone is joining) and after it (the standings need the room).
SIDE_SHARE, QR_SHARE, QR_SHARE_PLAYING = 0.3, 0.4, 0.27

W = TypeVar("W", bound=QWidget)


def host_signal(
    signal: str, key: str, text: Words | None = None, tip: Words | None = None
) -> ViewAction:
    """An action of the room's screen: its key sends the host the view's signal of that name
    (`ProjectorView.signal`); without words the view words it as it goes."""
    return ViewAction("signal", (key,), text=text, tip=tip, args=(signal,))


class ProjectorView(ActionsView, Adaptive, QWidget):
    """The room on a big screen, and the host's buttons under it; the host's actions are in the
    Game menu while the room's tab is shown."""

    #: worded as the game goes (Start round, Next round)
    start_action = host_signal("start_round", "Ctrl+N")
    stop_action = host_signal(
        "stop_round",
        "Ctrl+E",
        lambda: translate("Projector", "&End round"),
        lambda: translate("Projector", "End the round now and show its result"),
    )
    #: worded as the window is (Full screen, Leave full screen)
    full_screen_action = host_signal("full_screen", "F11")
    leave_action = host_signal(
        "leave_full_screen",
        "Esc",
        lambda: translate("Projector", "Leave full screen"),
        lambda: translate("Projector", "Show the window's menus and tabs again"),
    )
    #: asked first while a game is under way (`ask_to_close`)
    close_action = game_menu.end_game(
        "ask_to_close",
        lambda: translate("Projector", "&Close room"),
        lambda: translate("Projector", "Close the room: every player is told, the game is kept"),
    )
    MENU = ("start", "stop", None, "full_screen", None, "close")
    WORDS_CONTEXT = "Projector"
    WORDS: ClassVar[WordTable] = {
        "how.setText": translate_noop(
            "Projector", "Scan the code with a phone, or open the address and type the code."
        ),
        "qr.setAccessibleName": translate_noop("Projector", "QR code of the room's address"),
    }

    start_round = pyqtSignal()
    stop_round = pyqtSignal()
    close_room = pyqtSignal()
    #: F11: full screen on or off; Esc: off
    full_screen = pyqtSignal()
    leave_full_screen = pyqtSignal()
    #: the tab's title changed (the language, the room's code)
    retitled = pyqtSignal(str)

    def __init__(
        self, room: HostedRoom, clock: Clock | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.room = room
        self.clock = clock or MonotonicClock()
        self.is_full_screen = False
        #: the question open before closing the room (`ask_to_close`), if one is
        self.confirmation: QMessageBox | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        #: each label's size in units of the view's text, and whether it is bold
        self._sizes: list[tuple[QWidget, float, bool]] = []
        self.make_actions()
        self._build()
        self.retranslate()
        self.restyle()

    # --- building ------------------------------------------------------------------------------

    def signal(self, name: str) -> None:
        """Ask the host for what an action names (its signal)."""
        getattr(self, name).emit()

    def ask_to_close(self) -> None:
        """Close the room (Ctrl+W): while a game is under way with players in it, the host is
        asked first, as leaving a match is (Enter and Esc keep the room open)."""
        room = self.room
        if not room.closing_ends_game:
            self.close_room.emit()
            return
        if self.confirmation is not None:
            return

        def answered(close: bool) -> None:
            self.confirmation = None
            if close:
                self.close_room.emit()

        self.confirmation = ask(
            self,
            translate("Projector", "Close the room?"),
            translate(
                "Projector",
                "A game is under way with %n players: closing the room ends it now. Every "
                "player is told, and the rounds played are kept in your history.",
                None,
                len(room.players),
            ),
            translate("Projector", "Close room"),
            translate("Projector", "Keep the room open"),
            answered,
        )

    def _sized(self, widget: W, units: float, bold: bool = False) -> W:
        """A widget whose text is `units` of the view's text unit."""
        self._sizes.append((widget, units, bold))
        return widget

    def _build(self) -> None:
        self.title = self._sized(plain_label(self), 1.6, bold=True)
        self.time = self._sized(plain_label(self), 2.4, bold=True)
        self.time.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.bar = CountdownBar(self, written=False)  # the time is written large above it
        keep_room(self.bar)
        header = arranged(QHBoxLayout(), ((self.title, 1), self.time))
        self.felt = Felt(self)
        self.cards = HandStrip(self.felt)
        self.target = self._sized(plain_label(self.felt), 1.9, bold=True)
        self.target.setAlignment(Qt.AlignCenter)
        self.target.setWordWrap(True)
        self.result = self._sized(WrappedLabel(self.felt), 1.25)
        self.result.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
        stage = QVBoxLayout(self.felt)
        stage.setContentsMargins(16, 12, 16, 12)
        stage.addStretch(1)
        stage.addWidget(self.cards, 4)
        stage.addWidget(self.target)
        stage.addWidget(self.result, 3)
        stage.addStretch(1)
        self.side = QWidget(self)
        arranged(
            QVBoxLayout(self.side),
            (self._join_panel(), self.players_title, (self.players, 1)),
            (0, 0),
        )
        body = arranged(QHBoxLayout(), ((self.felt, 1), self.side))
        self.news = self._sized(plain_label(self), 1.0)
        arranged(QVBoxLayout(self), (header, self.bar, (body, 1), self.news, self._buttons()))

    def _join_panel(self) -> QVBoxLayout:
        """How to join: the QR code, the address and the code."""
        side = self.side
        self.qr = QrCode(side)
        self.address = self._sized(plain_label(side), 1.2, bold=True)
        self.code = self._sized(plain_label(side), 2.6, bold=True)
        self.how = self._sized(plain_label(side), 0.9)
        self.how.setWordWrap(True)
        for label in (self.address, self.code, self.how):
            label.setAlignment(Qt.AlignCenter)
            label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.players_title = self._sized(plain_label(side), 1.2, bold=True)
        self.players = StandingsTable(side)
        self._sized(self.players, 1.1)
        panel = QVBoxLayout()
        panel.addWidget(self.qr, 0, Qt.AlignHCenter)
        panel.addWidget(self.address)
        panel.addWidget(self.code)
        panel.addWidget(self.how)
        return panel

    def _buttons(self) -> QHBoxLayout:
        """The host's buttons: start or end a round, full screen, close the room."""
        self.start_button = action_button(self, self.start_action)
        self.start_button.setDefault(True)
        self.stop_button = action_button(self, self.stop_action)
        self.full_screen_button = action_button(self, self.full_screen_action)
        self.close_button = action_button(self, self.close_action)
        ends = (self.full_screen_button, self.close_button)
        return arranged(QHBoxLayout(), (self.start_button, self.stop_button, SPRING, *ends))

    # --- language, palette and size ------------------------------------------------------------

    def retranslate(self) -> None:
        """Every fixed text, in the current language (the room's texts again too)."""
        self.retitle_actions()
        self.players.retranslate()
        self.say_words()
        self.refresh()

    def restyle(self) -> None:
        """Text on the felt in the felt's ink; the players' table follows the palette."""
        ink = colours().on_felt
        for label in (self.target, self.result):
            label.setStyleSheet(f"color: {ink};")
        self.news.setStyleSheet(f"color: {colours().muted};")
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The text grows with the view; the QR code takes its share of the height."""
        super().resizeEvent(event)
        self._fit_text()

    def unit(self) -> int:
        """The view's text unit in pixels (a projector's full screen: about 30)."""
        size = self.size()
        unit = min(size.width() * UNIT_OF_WIDTH, size.height() * UNIT_OF_HEIGHT)
        return max(MIN_UNIT, round(unit))

    def _fit_text(self) -> None:
        unit = self.unit()
        for widget, units, bold in self._sizes:
            font = QFont(self.font())
            font.setPixelSize(max(MIN_UNIT, round(unit * units)))
            font.setBold(bold)
            widget.setFont(font)
        rows = self.players.verticalHeader()
        rows.setDefaultSectionSize(round(unit * 1.35))
        self.bar.setFixedHeight(round(unit * 0.6))
        joining = self.room.live is None and not self.room.reports
        share = QR_SHARE if joining else QR_SHARE_PLAYING
        self.how.setVisible(joining)  # once the game is on, the standings need the room
        self.side.setFixedWidth(round(self.width() * SIDE_SHARE))
        side = round(min(self.width() * SIDE_SHARE, self.height() * share))
        self.qr.setMaximumSize(side, side)
        self.cards.setMaximumHeight(self.cards.height_for(self.felt.width() - 40))

    # --- showing the room ----------------------------------------------------------------------

    def tab_title(self) -> str:
        """The title of the room's tab."""
        opened = self.room.opened
        if opened is None:
            return translate("Projector", "Room")
        return translate("Projector", "Room {code}").format(code=opened.code)

    def set_full_screen(self, full: bool) -> None:
        """Say whether the window is full screen (F11's text, Esc works only then)."""
        self.is_full_screen = full
        self.leave_action.setEnabled(full)
        text = (
            translate("Projector", "Leave &full screen")
            if full
            else translate("Projector", "&Full screen")
        )
        retitle(
            self.full_screen_action,
            text,
            translate("Projector", "The room alone on the whole screen, for a projector"),
        )

    def refresh(self) -> None:
        """Show the room as it is now."""
        room = self.room
        self._show_heading()
        self._show_stage()
        self._show_join()
        self._show_players(room.players)
        self.news.setText(room.news)
        self._show_buttons()
        self._fit_text()
        if room.live is not None and room.is_open:
            self.timer.start()
        else:
            self.timer.stop()
        self.tick()
        self.retitled.emit(self.tab_title())

    def tick(self) -> None:
        """The round's clock."""
        live = self.room.live
        if live is None:
            self.time.setText("")
            self.bar.setVisible(False)
            return
        left = self.room.remaining(self.clock.now())
        self.time.setText(countdown_text(left))
        self.bar.set_time(left, live.seconds)
        self.bar.setVisible(True)

    def _show_heading(self) -> None:
        room = self.room
        title = room.round_title()
        if room.phase is HostPhase.CLOSING:
            title = translate("Projector", "Closing the room…")
        elif not title:
            title = translate("Projector", "Waiting for players to join")
        self.title.setText(f"{title} · {room.choices.mode.word}")

    def _show_stage(self) -> None:
        """The cards and what they are for; the result of the last round (or the rules)."""
        room = self.room
        live, report = room.live, room.report
        target = format_number(room.choices.target)
        if live is not None:
            self.cards.show_cards(live.cards)
            self.target.setText(translate("Projector", "Make {target}").format(target=target))
            self._show_result("")
            return
        if report is not None:
            headline, scored, notes = room.result_parts()
            lines = [*_shortened(scored), *notes]
            if room.over is not None:  # who won, large; the last round under it
                headline, lines = room.winners(), [headline, *lines]
            self.cards.show_cards(report.cards)
            self.target.setText(headline)
            self._show_result("\n".join(lines))
            return
        self.cards.show_cards([None] * room.choices.card_count)
        self.target.setText(
            translate("Projector", "Dealing…") if room.starting else room.choices.summary()[0]
        )
        self._show_result("\n".join(room.choices.summary()[1:]))

    def _show_result(self, text: str) -> None:
        """The lines under the cards; none while a round is played (the cards take the room)."""
        self.result.setText(text)
        self.result.setVisible(bool(text))

    def _show_join(self) -> None:
        opened = self.room.opened
        self.qr.set_text(opened.join_url if opened is not None else "")
        self.address.setText(opened.url if opened is not None else "")
        code = opened.code if opened is not None else ""
        self.code.setText(translate("Projector", "Code {code}").format(code=code) if code else "")

    def _show_players(self, players: Sequence[Standing]) -> None:
        """The players, best first; those not connected now are greyed and marked away."""
        here = sum(player.online for player in players)
        self.players_title.setText(
            translate("Projector", "%n players, {here} here", None, len(players)).format(here=here)
        )
        self.players.show_standings(players)

    def _show_buttons(self) -> None:
        room = self.room
        self.start_action.setEnabled(room.can_start)
        self.stop_action.setEnabled(room.can_stop)
        self.close_action.setEnabled(room.phase in (HostPhase.OPEN, HostPhase.OPENING))
        next_round = translate("Projector", "&Next round")
        retitle(
            self.start_action,
            translate("Projector", "&Start round") if not room.reports else next_round,
            translate("Projector", "Deal the next hand to every player"),
        )
        self.set_full_screen(self.is_full_screen)


def _shortened(lines: Sequence[str]) -> list[str]:
    """Players' answers, at most `SCORED_SHOWN` of them and a line for the rest."""
    if len(lines) <= SCORED_SHOWN:
        return list(lines)
    more = translate("Projector", "… and %n more.", None, len(lines) - SCORED_SHOWN)
    return [*lines[:SCORED_SHOWN], more]
