"""Two players at one keyboard: this view shows a `DuelSession` and forwards the keys.

The players' names and the points to win are set on the first page. In a round both see the
cards; a buzz key (Z on the left, M on the right, shown on screen) lets one of them type the
answer. Every rule lives in `app.game.duel`.
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QAction,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solver import format_number

from ..game.base_session import Act
from ..game.duel import BUZZ_KEYS, DuelOptions, DuelPhase, DuelSession, points_text
from ..i18n import sentences, translate
from ..shell.context import AppContext
from ..shell.theme import colours, enlarge
from ..widgets.actions import ViewAction, retitle
from ..widgets.answer_box import AnswerBox
from ..widgets.countdown import CountdownBar
from ..widgets.duel_standings import StandingsPanel
from ..widgets.hand_table import HandTable
from ..widgets.labels import DealingLabel, centred_text, keep_room, plain_label
from ..widgets.pages import WIDE, arranged, big_button, centred_row, page_column, stacked
from ..widgets.round_result import RoundResultPanel
from . import game_menu
from .base_view import BOTTOM_HEIGHT, Given, SessionView, session_step, skip_question


class DuelView(SessionView[DuelSession]):
    """Names and goal, then the hand with both scores, then the winner."""

    #: each player's buzz key (worded with the player's name as it goes)
    first_buzz_action = ViewAction("buzz", (BUZZ_KEYS[0],), args=(0,))
    second_buzz_action = ViewAction("buzz", (BUZZ_KEYS[1],), args=(1,))
    new_duel_action = game_menu.new_game(
        "new_duel",
        lambda: translate("Duel", "&New duel"),
        lambda: translate("Duel", "Start a duel between two players"),
    )
    no_solution_action = game_menu.no_solution(
        lambda: translate("Duel", "Say these cards cannot make the target")
    )
    skip_action = game_menu.skip(lambda: translate("Duel", "Both give up this hand: nobody scores"))
    end_action = game_menu.end_game(
        "end_duel",
        lambda: translate("Duel", "&End duel"),
        lambda: translate("Duel", "Stop the duel and go back to the names"),
    )
    clear_action = game_menu.clear_answer()
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Duel", "Go on"),
        lambda: translate("Duel", "Start, submit or deal the next hand"),
    )
    MENU = (
        "new_duel",
        None,
        "first_buzz",
        "second_buzz",
        "no_solution",
        "skip",
        "clear",
        "combine",
        None,
        "end",
    )
    ENTER = (
        (Act.START, "new_duel"),
        (Act.SUBMIT, "submit"),
        (Act.NEXT, "next_round"),
        (Act.CLOSE, "close_standings"),
    )

    def new_session(self, context: AppContext, basics: Given) -> DuelSession:
        return DuelSession(context.settings.options(DuelOptions), **basics)

    @property
    def buzz_actions(self) -> list[QAction]:
        """The players' buzz keys' actions, the left player's first."""
        return [self.first_buzz_action, self.second_buzz_action]

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        self.setup_page = self._setup_page()
        self.game_page = self._game_page()
        self.standings = StandingsPanel(self)
        self.standings.done.connect(self.close_standings)
        self.show_pages(self.setup_page, self.game_page, self.standings)

    def _setup_page(self) -> QWidget:
        page = QWidget(self)
        self.title = centred_text(page, 2.0, bold=True)
        self.rules = centred_text(page, 1.1)
        self.name_edits = [QLineEdit(page), QLineEdit(page)]
        for edit in self.name_edits:
            edit.setMaxLength(24)
            # kept as typed: Enter in the box starts the duel before the box would give up
            # its text (editingFinished came too late, and the duel went on with the old name)
            edit.textEdited.connect(self._names_edited)
        self.goal_spin = QSpinBox(page)
        self.goal_spin.setRange(1, 99)
        self.goal_spin.setKeyboardTracking(False)  # a number counts once typed (12, not 1, 12)
        self.goal_spin.valueChanged.connect(self._goal_edited)
        self.form = QFormLayout()
        self.name_labels = [plain_label(page), plain_label(page)]
        self.goal_label = plain_label(page)
        for label, edit in zip(self.name_labels, self.name_edits, strict=True):
            label.setBuddy(edit)
            self.form.addRow(label, edit)
        self.goal_label.setBuddy(self.goal_spin)
        self.form.addRow(self.goal_label, self.goal_spin)
        self.last_result = centred_text(page, 1.3, bold=True)
        self.start_button = big_button(page, self.new_duel)
        form_row = centred_row(self.form)
        column = (self.title, self.rules, self.last_result, form_row)
        page_column(page, (*column, (self.start_button, "centred")), WIDE)
        return page

    def _game_page(self) -> QWidget:
        page = QWidget(self)
        self.score_labels = [plain_label(page), plain_label(page)]
        for label in self.score_labels:
            enlarge(label, 1.4, bold=True)
        self.score_labels[1].setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.round_label = plain_label(page)
        self.round_label.setAlignment(Qt.AlignCenter)
        first, second = self.score_labels
        top = arranged(QHBoxLayout(), ((first, 2), (self.round_label, 1), (second, 2)))
        felt = HandTable(page)
        self.state_label = plain_label(page)
        self.state_label.setAlignment(Qt.AlignCenter)
        self.state_label.setWordWrap(True)
        enlarge(self.state_label, 1.3, bold=True)
        self.countdown = CountdownBar(page)
        keep_room(self.countdown)  # hidden while nothing counts down; the cards stay put
        # a buzz by mouse or touch, at each player's side (the keys stay the quick way)
        self.buzz_buttons = [QToolButton(page), QToolButton(page)]
        buzzers = QHBoxLayout()
        for index, (button, action) in enumerate(
            zip(self.buzz_buttons, self.buzz_actions, strict=True)
        ):
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.TabFocus)  # a click leaves the focus where it was
            button.setToolButtonStyle(Qt.ToolButtonTextOnly)
            button.setMinimumSize(140, 40)
            enlarge(button, 1.15, bold=True)
            if index:
                buzzers.addStretch(1)
            buzzers.addWidget(button)
        cards = self.answer_area(felt, AnswerBox((self.no_solution_action,), page))
        self.result_panel = RoundResultPanel(page)
        self.result_panel.next_requested.connect(self.next_round)
        self.dealing_label = DealingLabel(page)
        bottom = (self.answer, self.result_panel, self.dealing_label)
        self.bottom = stacked(page, *bottom, most_height=BOTTOM_HEIGHT)
        parts = (top, (cards, 1), buzzers, self.state_label, self.countdown, self.bottom)
        arranged(QVBoxLayout(page), parts, (14, 10))
        return page

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language (the buzz keys' with the names)."""
        self._title_buzzes()
        self.title.setText(translate("Duel", "Two players, one keyboard"))
        self.rules.setText(
            translate(
                "Duel",
                "Both see the cards. Who sees an answer first presses their key — {first} on "
                "the left, {second} on the right — and types it: right scores a point, wrong "
                "costs one and the other may try. Sure there is none? Buzz, then No solution "
                "(Ctrl+D). Combining the cards (Ctrl+T)? After the buzz the keyboard is the "
                "answering player's: the number keys pick the cards, {first} and {second} only "
                "buzz.",
            ).format(first=BUZZ_KEYS[0], second=BUZZ_KEYS[1])
        )
        for index, label in enumerate(self.name_labels):
            label.setText(
                translate("Duel", "Player &{number} (key {key}):").format(
                    number=index + 1, key=BUZZ_KEYS[index]
                )
            )
        self.goal_label.setText(translate("Duel", "&Points to win:"))
        for index, edit in enumerate(self.name_edits):
            edit.setToolTip(
                translate("Duel", "The name of the player who buzzes with {key}").format(
                    key=BUZZ_KEYS[index]
                )
            )
        self.goal_spin.setToolTip(translate("Duel", "The first to this many points wins"))
        self.start_button.setText(translate("Duel", "Start the duel"))
        self.start_button.setToolTip(translate("Duel", "Deal the first hand (Enter)"))

    # --- the options ---------------------------------------------------------------------------

    def options(self) -> DuelOptions:
        """The rules of the next duel, from the settings (a goal typed but not yet given up by
        its box counts: Enter started the duel before the box would)."""
        self.goal_spin.interpretText()
        return self.context.settings.options(DuelOptions)

    def _names_edited(self) -> None:
        settings = self.context.settings
        settings.player_names = (self.name_edits[0].text(), self.name_edits[1].text())

    def _goal_edited(self, value: int) -> None:
        self.context.settings.duel_goal = value

    def show_settings(self) -> None:
        """The first page shows the names and goal of the next duel: a name not given shows
        as the placeholder, never as text to type after ("Player 1Tom")."""
        settings = self.context.settings
        typed = (settings.first_player, settings.second_player)
        for index, edit in enumerate(self.name_edits):
            if edit.text().strip() != typed[index]:  # kept as typed while it is typed
                edit.setText(typed[index])
            edit.setPlaceholderText(translate("Duel", "Player {number}").format(number=index + 1))
        if self.goal_spin.value() != settings.duel_goal:
            self.goal_spin.blockSignals(True)
            self.goal_spin.setValue(settings.duel_goal)
            self.goal_spin.blockSignals(False)

    # --- input ---------------------------------------------------------------------------------

    def new_duel(self) -> None:
        """Start a duel with the names and goal on the first page."""
        self.runner.cancel()
        self.session.end()
        self.session.options = self.options()
        self.retranslate()
        self.run(self.session.start())

    def start_duel(self, hands: tuple[tuple[int, ...], ...] = ()) -> None:
        """Start a duel whose first hands are these (tests, screenshots)."""
        self.runner.cancel()
        self.session.end()
        self.session.options = self.options()
        self.run(self.session.start(hands))

    def buzz(self, player: int) -> None:
        """A player's key: they answer now, on a fresh answer."""
        if self.session.buzz(player):
            self.fresh_answer()
        self.refresh()

    close_standings = session_step(
        "close", "After the standings: the names and the goal, for the next duel."
    )

    def end_duel(self) -> None:
        """Stop the duel (kept in the history if a round was played)."""
        self.runner.cancel()
        self.session.end()
        self.refresh()

    def next_round(self) -> None:
        """Deal the next hand."""
        self.run(self.session.next())

    def save_before_close(self) -> None:
        """The window is closing: a duel under way is kept as it stands."""
        self.runner.cancel()
        self.session.end()

    def dealt(self) -> None:
        """A hand is on the table: the answer box waits for a buzz (it is reset then)."""

    # --- state -> widgets ----------------------------------------------------------------------

    def show_session(self) -> None:
        """Show the session: the page, the actions, the scores, the hand, the answer box."""
        session = self.session
        phase = session.phase
        page = {DuelPhase.READY: self.setup_page, DuelPhase.OVER: self.standings}.get(
            phase, self.game_page
        )
        shown_now = self.pages.currentWidget() is not page
        self.pages.setCurrentWidget(page)
        self._title_buzzes()  # the names of this duel
        for player, action in enumerate(self.buzz_actions):
            action.setEnabled(session.can_buzz(player))
        answering = phase is DuelPhase.ANSWERING
        self.no_solution_action.setEnabled(answering)
        self.clear_action.setEnabled(answering)
        self.skip_action.setEnabled(session.can_skip)
        self.end_action.setEnabled(session.in_game)
        self._show_scores()
        self._show_setup_result()
        if phase is DuelPhase.OVER:
            self.standings.show_standings(session.summary())
            notice = session.notice
            self.standings.show_notice(notice.text if notice else "", bool(notice and notice.error))
            if shown_now:
                self.standings.focus()
        elif phase is DuelPhase.READY and shown_now:
            self.name_edits[0].setFocus(Qt.OtherFocusReason)
            self.name_edits[0].selectAll()  # typing replaces the name
        if session.cards:
            self.show_hand(session.cards)
            self.set_caption(
                translate("Duel", "Make {target} with every card once.").format(
                    target=format_number(session.options.target)
                )
            )
        bottom = {
            DuelPhase.ROUND_OVER: self.result_panel,
            DuelPhase.DEALING: self.dealing_label,
        }.get(phase, self.answer)
        self.bottom.setCurrentWidget(bottom)
        self.answer.set_playing(answering)
        if not answering:
            self.combine.restart()  # the next player starts from the cards as dealt
        if answering:
            self.answer.focus()
        elif phase is DuelPhase.BUZZING:
            self.answer.show_paused(
                translate("Duel", "Press {keys} to answer").format(keys=self._buzz_keys())
            )
            if session.feedback:
                self.answer.say(session.feedback, error=True)
            self.setFocus(Qt.OtherFocusReason)
        if session.skip_asked:
            self.answer.say(skip_question())
        self._show_result()
        self.show_time()

    def _title_buzzes(self) -> None:
        """The buzz keys' actions (the menu's, the buttons') with the players' names; a name
        not given is "Player 1" in the language in use (it stayed in the old one)."""
        settings = self.context.settings
        typed = (settings.first_player, settings.second_player)
        names = [
            name if given else default
            for name, given, default in zip(
                self.session.names, typed, settings.player_names, strict=True
            )
        ]
        for index, action in enumerate(self.buzz_actions):
            retitle(
                action,
                translate("Duel", "Buzz: {name}").format(name=names[index]),
                translate("Duel", "{name} has an answer").format(name=names[index]),
            )

    def _buzz_keys(self) -> str:
        """The keys of the players who may buzz now: "Z or M", or one of them."""
        keys = [BUZZ_KEYS[player] for player in self.session.waiting()]
        return translate("Duel", " or ").join(keys)

    def _show_result(self) -> None:
        """A hand's result, until a key is pressed: who scored, why, the answer shown and its
        working, how many other answers there were."""
        session = self.session
        hand = session.last_round
        if session.phase is not DuelPhase.ROUND_OVER or hand is None:
            return
        if session.decided:
            button = translate("Duel", "See the standings")
            tip = translate("Duel", "The final standings of the duel (Enter)")
        else:
            button = translate("Duel", "Next hand")
            tip = translate("Duel", "Deal the next hand (Enter)")
        self.result_panel.show_result(
            hand.headline,
            "success" if hand.scorer is not None else "muted",
            hand.details(session.names, session.options.target),
            hand.answer,
            button,
            tip,
        )
        self.result_panel.focus_next()

    def _show_scores(self) -> None:
        session = self.session
        for index, label in enumerate(self.score_labels):
            label.setStyleSheet(f"color: {colours().players[index]};")
            colour = colours().players[index]  # greyed as usual when the player may not buzz
            self.buzz_buttons[index].setStyleSheet(f"QToolButton:enabled {{ color: {colour}; }}")
            label.setText(
                translate("Duel", "{name} ({key}): {points}").format(
                    name=session.names[index],
                    key=BUZZ_KEYS[index],
                    points=points_text(session.scores[index]),
                )
            )
        self.round_label.setText(
            translate("Duel", "First to {goal} · hand {number}").format(
                goal=session.options.goal, number=session.hand_number
            )
        )

    def show_time(self) -> None:
        """The bar counts down the time to answer, or to buzz; it is hidden when neither runs
        (a bar frozen at "20 s" after the hand told nothing)."""
        session = self.session
        phase = session.phase
        self.countdown.setVisible(phase in (DuelPhase.ANSWERING, DuelPhase.BUZZING))
        if phase is DuelPhase.ANSWERING and session.answering is not None:
            name = session.names[session.answering]
            if self.combining:  # the whole keyboard is the answering player's now
                text = translate(
                    "Duel", "{name} answers: keys 1–{last} pick the cards, + − × ÷ combine them"
                ).format(name=name, last=len(session.cards))
            else:
                text = translate("Duel", "{name} answers…").format(name=name)
            self.state_label.setText(text)
            self.countdown.set_time(session.remaining(), session.options.answer_seconds)
        elif phase is DuelPhase.BUZZING:
            waiting = [
                translate("Duel", "{key} for {name}").format(
                    key=BUZZ_KEYS[i], name=session.names[i]
                )
                for i in session.waiting()
            ]
            self.state_label.setText(
                translate("Duel", "Who has it? Press {keys}.").format(keys=" · ".join(waiting))
            )
            self.countdown.set_time(session.remaining(), session.options.round_seconds)
        else:
            self.state_label.setText("")

    def _show_setup_result(self) -> None:
        """The first page says how the last duel ended, or why it could not go on (that it
        was saved is said on the standings)."""
        session = self.session
        notice = session.notice.text if session.notice and session.notice.error else ""
        text = session.summary().verdict() if session.rounds else ""
        self.last_result.setText(sentences(text, notice) if notice else text)
        self.last_result.setVisible(bool(self.last_result.text()))
        self.start_button.setText(
            translate("Duel", "Play again")
            if session.rounds
            else translate("Duel", "Start the duel")
        )
