"""JoinView: a room another machine hosts, joined from the app (Game › Join a room…) and played
as Play is: the cards on the table, the answer typed or the cards combined (the same keys:
Enter, Ctrl+D, Ctrl+L, Ctrl+T), the round's clock, the room's verdict, each round's result with
the answers' working, and the players beside them.

Everything is the session's (app.room.joining.JoinSession): the host judges, the session keeps
what the room said; this view shows it. Every name is plain text.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QResizeEvent
from PyQt5.QtWidgets import QHBoxLayout, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from ..game.base_session import Act
from ..game.cards import Card
from ..game.clock import countdown_text
from ..i18n import translate
from ..room.joining import JoinPhase, JoinSession
from ..shell.context import AppContext
from ..shell.languages import current
from ..shell.theme import enlarge, text_style
from ..widgets.answer_box import AnswerBox
from ..widgets.countdown import CountdownBar
from ..widgets.hand_table import HandTable
from ..widgets.labels import WrappedLabel, plain_label
from ..widgets.pages import arranged
from ..widgets.standings_table import StandingsTable
from . import game_menu
from .base_view import SessionView

#: The side with the players: its share of the view's width.
SIDE_SHARE = 0.28


class JoinView(SessionView[JoinSession]):
    """A joined room: the round as Play shows one, the result, the players."""

    #: Leave room (or the room ended: back to the tab shown before)
    leave_room = pyqtSignal()
    #: the tab's title changed (the language)
    retitled = pyqtSignal(str)

    no_solution_action = game_menu.no_solution()
    clear_action = game_menu.clear_answer()
    leave_action = game_menu.end_game(
        "leave",
        lambda: translate("Join", "&Leave room"),
        lambda: translate("Join", "Leave the room: the host keeps your seat and points"),
    )
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Join", "Go on"),
        lambda: translate("Join", "Send your answer (or leave a room that has ended)"),
    )
    MENU = ("no_solution", "clear", "combine", None, "leave")
    ENTER = ((Act.SUBMIT, "submit"), (Act.CLOSE, "leave"))

    def __init__(
        self, context: AppContext, session: JoinSession, parent: QWidget | None = None
    ) -> None:
        #: the round whose cards are on the table (a new one starts the answer over)
        self._shown_round = 0
        super().__init__(context, parent=parent, session=session)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        """One page: the round and the answer on the left, the players on the right."""
        self.round_label = plain_label(self, scale=1.15, bold=True)
        self.points_label = plain_label(self, scale=1.15, bold=True)
        self.points_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.time_label = plain_label(self, scale=1.4, bold=True)
        self.time_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        top = arranged(
            QHBoxLayout(), ((self.round_label, 1), self.points_label, 24, self.time_label)
        )
        self.line = WrappedLabel(self)
        self.countdown = CountdownBar(self, written=False)
        self.countdown.setFixedHeight(10)
        felt = HandTable(self)
        cards = self.answer_area(felt, AnswerBox((self.no_solution_action,), self))
        self.result = WrappedLabel(self)
        self.result.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.result.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        enlarge(self.result, 1.1)
        # the answer while a round is played, its result after it, in the same place
        self.bottom = QStackedWidget(self)
        self.bottom.addWidget(self.answer)
        self.bottom.addWidget(self.result)
        self.bottom.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        play = arranged(QVBoxLayout(), (top, self.line, (cards, 1), self.countdown, self.bottom))
        self.players_title = plain_label(self, scale=1.1, bold=True)
        self.players = StandingsTable(self)
        self.rules = WrappedLabel(self)
        self.side = QWidget(self)
        arranged(QVBoxLayout(self.side), (self.players_title, (self.players, 1), self.rules))
        arranged(QHBoxLayout(self), ((play, 1), self.side), (14, 8))

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language; the room is told the language."""
        self.players.retranslate()
        self.players_title.setText(translate("Join", "Players"))
        self.time_label.setAccessibleName(translate("Join", "Time left"))
        self.session.speak(current() or "en")
        self.retitled.emit(self.tab_title())

    def tab_title(self) -> str:
        """The title of the room's tab."""
        return translate("Join", "Room {code} (joined)").format(code=self.session.code.upper())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The players take their share of the width."""
        super().resizeEvent(event)
        self.side.setFixedWidth(max(180, round(self.width() * SIDE_SHARE)))

    # --- what the player does ------------------------------------------------------------------

    def leave(self) -> None:
        """Leave the room (Ctrl+W): the host keeps the seat and the points."""
        self.leave_room.emit()

    # --- state -> widgets ----------------------------------------------------------------------

    def restyle(self) -> None:
        """The colours of the palette in use."""
        self.rules.setStyleSheet(text_style("notice"))
        super().restyle()

    def show_session(self) -> None:
        """Show the room: the round, the answer, the result, the players."""
        session = self.session
        playing = session.playing
        self.no_solution_action.setEnabled(playing)
        self.clear_action.setEnabled(playing)
        self._show_heading()
        self._show_cards()
        self._show_answer()
        self._show_result()
        room = session.room
        self.players.show_standings(room.players, room.name)
        self.rules.setText("\n".join(room.rules))
        self.show_time()

    def _show_heading(self) -> None:
        session = self.session
        live, room = session.round, session.room
        number, total = (live.number, live.total) if live is not None else room.round_count
        heading = translate("Play", "Round {number} of {total}").format(number=number, total=total)
        self.round_label.setText(heading if number else self.tab_title())
        mine = next((p for p in room.players if p.name == room.name), None)
        self.points_label.setText(
            ""
            if mine is None
            else translate("Join", "{name}: %n points", None, mine.score).format(name=mine.name)
        )
        ended = session.phase is JoinPhase.ENDED
        self.line.setText(session.line)
        self.line.setStyleSheet(text_style("error" if ended else "notice", bold=ended))
        self.line.setVisible(bool(session.line))

    def _show_cards(self) -> None:
        """The round's cards; between rounds the last hand played, face up; before the first,
        the cards face down."""
        session = self.session
        live = session.round
        if live is not None:
            self.show_hand(live.cards)
            if live.number != self._shown_round:
                self._shown_round = live.number
                self.fresh_answer()
            self.set_caption(
                translate(
                    "Play", "Make {target} with every card once; click a card to use it."
                ).format(target=live.target)
            )
            return
        played = session.room.played
        if played:
            self.show_hand(played[-1])
        else:
            self.show_hand([Card(1, "S")] * session.room.card_count, face_down=True)
        self.set_caption(_WAITING[session.phase]())

    def _show_answer(self) -> None:
        """The answer box, open while the round can be answered; the room's verdict."""
        session = self.session
        self.answer.set_playing(session.playing)
        taken_back = session.fresh_verdict and session.said is None  # a wrong one, taken apart
        said = session.take_verdict()
        if said is not None:
            if said.ok:
                self.answer.set_text("")
            self.answer.say(said.text, error=not said.ok)
            if not said.ok and not self.combining:
                self.answer.point_at(said.position)
        elif taken_back or session.round is None:
            self.answer.say("")
        if session.playing and self.isVisible() and self.confirmation is None:
            self.answer.focus()

    def _show_result(self) -> None:
        """The last round's result (with the answers' working), and who won once it is over."""
        room = self.session.room
        lines: list[str] = []
        if room.winners:
            lines.append(room.winners)
        if room.result is not None and self.session.round is None:
            lines += [room.result.headline, *room.result.lines]
        self.result.setText("\n".join(lines))
        shown = self.result if lines and not self.session.in_game else self.answer
        self.bottom.setCurrentWidget(shown)

    def show_time(self) -> None:
        """The round's clock."""
        live = self.session.round
        self.countdown.setVisible(live is not None)
        if live is None:
            self.time_label.setText("")
            return
        left = self.session.remaining()
        self.countdown.set_time(left, live.seconds)
        self.time_label.setText(countdown_text(left))


#: What the heading says when no round is being played.
_WAITING: dict[JoinPhase, Callable[[], str]] = {
    JoinPhase.JOINING: lambda: translate("Join", "Joining the room…"),
    JoinPhase.WAITING: lambda: translate("Join", "Waiting for the host's next round"),
    JoinPhase.PLAYING: lambda: "",
    JoinPhase.ANSWERED: lambda: translate("Join", "Waiting for the round to end"),
    JoinPhase.OVER: lambda: translate("Join", "The game is over"),
    JoinPhase.ENDED: lambda: translate("Join", "The room has ended"),
}
