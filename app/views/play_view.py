"""Play against the computer: this view shows a `PlaySession` and forwards what the player does.

Every rule (phases, dealing, the clock, hints, the computer, the history, which actions exist
when) lives in `app.game.session.PlaySession`. The view runs the session's deal jobs in a
JobRunner, calls `tick()` from a QTimer, asks before the player leaves a match, and renders.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PyQt5.QtCore import QEvent, QObject, Qt
from PyQt5.QtGui import QKeyEvent
from PyQt5.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from solver import format_number

from ..game.base_session import Act
from ..game.cards import Card
from ..game.clock import seconds_text
from ..game.match import MatchOptions
from ..game.operators import with_operators
from ..game.session import Phase, PlaySession
from ..i18n import translate, translate_noop
from ..shell.card_images import named_icon
from ..shell.context import AppContext
from ..shell.theme import colours, enlarge, text_style
from ..widgets.actions import retitle, show_pause
from ..widgets.adaptive import WordTable
from ..widgets.answer_box import WRONG_MARK, AnswerBox, tool_button
from ..widgets.countdown import CountdownBar
from ..widgets.felt import Felt
from ..widgets.hand_table import HandTable
from ..widgets.labels import DealingLabel, centred_text, plain_label
from ..widgets.match_choices import MatchChoices
from ..widgets.match_summary import SummaryPanel
from ..widgets.pages import arranged, big_button, page_column, stacked
from ..widgets.play_card import PlayCard
from ..widgets.round_result import RoundResultPanel
from . import game_menu
from .base_view import BOTTOM_HEIGHT, Given, SessionView, skip_question

#: The cards on the start page.
WELCOME_HAND = (Card(3, "S"), Card(3, "H"), Card(8, "D"), Card(8, "C"))


class PlayView(SessionView[PlaySession]):
    """A match against the computer: cards, countdown, the answer box, results, a summary."""

    new_match_action = game_menu.new_game(
        "new_match",
        lambda: translate("Play", "&New match"),
        lambda: translate("Play", "Start a new match against the computer"),
    )
    #: worded with the hint's cost (`set_texts`)
    hint_action = game_menu.hint()
    no_solution_action = game_menu.no_solution()
    pause_action = game_menu.pause(
        lambda: translate("Play", "Pa&use"),
        lambda: translate("Play", "Pause: stop the clock and hide the cards"),
    )
    skip_action = game_menu.skip(lambda: translate("Play", "Give up this round: nobody scores"))
    clear_action = game_menu.clear_answer()
    quit_action = game_menu.end_game(
        "quit_match",
        lambda: translate("Play", "Quit &match"),
        lambda: translate("Play", "End the match now and see the summary"),
    )
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Play", "Go on"),
        lambda: translate("Play", "Start, submit, resume or deal the next round"),
    )
    MENU = (
        "new_match",
        None,
        "hint",
        "no_solution",
        "pause",
        "skip",
        "clear",
        "combine",
        None,
        "quit",
    )
    WORDS_CONTEXT = "Play"
    WORDS: ClassVar[WordTable] = {
        "title.setText": translate_noop("Play", "Play 24 against the computer"),
        "preferences_label.setText": translate_noop(
            "Play",
            "What you choose here is kept for the next matches too; Game ▸ Preferences "
            "(Ctrl+,) has the rest.",
        ),
        "start_button.setText": translate_noop("Play", "Start a match"),
        "start_button.setToolTip": translate_noop("Play", "Deal the first round (Enter or Ctrl+N)"),
        "round_label.setAccessibleName": translate_noop("Play", "Round"),
        "score_label.setAccessibleName": translate_noop("Play", "Score"),
        "status_label.setAccessibleName": translate_noop("Play", "Computer"),
    }
    ENTER = (
        (Act.START, "new_match"),
        (Act.SUBMIT, "submit"),
        (Act.RESUME, "toggle_pause"),
        (Act.NEXT, "next_round"),
    )
    #: whether the round's result was shown held (Enter does not go on yet)
    _held_shown = False
    #: whether keys are watched for the held result (`_watch_keys`)
    _watching = False

    def new_session(self, context: AppContext, basics: Given) -> PlaySession:
        return PlaySession(context.settings.options(MatchOptions), **basics)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        """Three pages: the start page, the game, the summary."""
        self.welcome = self._welcome_page()
        self.game = self._game_page()
        self.summary = SummaryPanel(self)
        self.summary.new_match_requested.connect(self.new_match)
        self.summary.start_page_requested.connect(self.to_start_page)
        self.show_pages(self.welcome, self.game, self.summary)

    def _welcome_page(self) -> QWidget:
        """What a match will be, and the button to start it."""
        page = QWidget(self)
        self.title = centred_text(page, 2.0, bold=True)
        self.rules = centred_text(page, 1.15)
        # made before the choices: first in the focus chain, it has the focus when the page is
        # first shown (Enter or Space starts); Tab goes on to the choices
        self.start_button = big_button(page, self.new_match)
        self.choices = MatchChoices(self.context.settings, page)
        # the choices' controls, by name (tests, screenshots)
        self.level_choice, self.time_choice = self.choices.level, self.choices.time
        self.rounds_choice, self.deck_choice = self.choices.rounds, self.choices.deck
        self.combine_choice = self.choices.combine
        self.options_label = centred_text(page)
        self.preferences_label = centred_text(page)
        self.welcome_notice = centred_text(page)
        named_icon(self.start_button, "deal")
        column = (self.title, self.rules, self.choices, self.options_label)
        page_column(
            page,
            (
                (self._table_of(WELCOME_HAND, page), "centred"),
                *(*column, self.preferences_label, self.welcome_notice),
                (self.start_button, "centred"),
            ),
            (40, 20, 10),
        )
        return page

    def _table_of(self, cards: Sequence[Card], parent: QWidget) -> Felt:
        """A small green table with some cards on it (decoration): the cards shrink with the
        room, and never leave the table."""
        table = Felt(parent)
        row = QHBoxLayout(table)
        row.setContentsMargins(18, 12, 18, 12)
        row.setSpacing(10)
        for card in cards:
            widget = PlayCard(table)
            widget.show_card(card)
            widget.setToolTip("")
            widget.setAttribute(Qt.WA_TransparentForMouseEvents)
            widget.setFocusPolicy(Qt.NoFocus)  # a picture: nothing to press
            widget.setMinimumSize(46, 64)
            widget.setMaximumSize(92, 128)
            row.addWidget(widget)
        return table

    def _game_page(self) -> QWidget:
        """Score on top, the cards, the countdown and its buttons, then the answer or result."""
        page = QWidget(self)
        self.round_label = plain_label(page, scale=1.15, bold=True)
        self.score_label = QLabel(page)
        self.score_label.setTextFormat(Qt.RichText)  # coloured; numbers and fixed words only
        self.score_label.setAlignment(Qt.AlignCenter)
        enlarge(self.score_label, 1.4, bold=True)
        felt = HandTable(page)
        self.countdown = CountdownBar(page)
        self.status_label = plain_label(page)
        # Long messages wrap onto a second line (room kept for it) instead of being cut off.
        self.status_label.setWordWrap(True)
        self.status_label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.status_label.setMinimumHeight(2 * self.status_label.fontMetrics().lineSpacing())
        self.status_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.game_notice = plain_label(page)
        self.game_notice.setWordWrap(True)
        top = arranged(
            QHBoxLayout(), ((self.round_label, 2), (self.score_label, 3), (self.status_label, 2))
        )
        steps = (self.pause_action, self.skip_action, self.quit_action)
        timing = arranged(
            QHBoxLayout(), ((self.countdown, 1), *(tool_button(step, page) for step in steps))
        )
        cards = self.answer_area(felt, AnswerBox((self.hint_action, self.no_solution_action), page))
        self.result_panel = RoundResultPanel(page)
        self.result_panel.next_requested.connect(self.next_round)
        self.dealing_label = DealingLabel(page)
        enlarge(self.dealing_label, 1.3)
        bottom = (self.answer, self.result_panel, self.dealing_label)
        self.bottom = stacked(page, *bottom, most_height=BOTTOM_HEIGHT)
        arranged(
            QVBoxLayout(page), (top, self.game_notice, (cards, 1), timing, self.bottom), (14, 8), 6
        )
        return page

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language (the hint's with its cost)."""
        retitle(
            self.hint_action,
            translate("Play", "&Hint"),
            translate("Play", "A plan to start from (a hint); it costs {cost} of your time").format(
                cost=seconds_text(self.session.options.hint_seconds, 0)
            ),
        )
        self._show_rules()
        self.summary.retranslate()

    # --- leaving a match (asked first) ---------------------------------------------------------

    def leaving_words(self) -> tuple[str, str, str]:
        """What asking before leaving a match says."""
        return (
            translate("Play", "Leave the match?"),
            translate("Play", "Keep playing"),
            translate("Play", "A match is under way."),
        )

    def kept_words(self) -> str:
        """What leaving the match now keeps, in a sentence."""
        match = self.session.match
        played = len(match.results) if match is not None else 0
        if not played:
            return translate("Play", "No round has been played to the end yet, so nothing is kept.")
        if match is not None and not match.in_round:  # between rounds: none on the table
            return translate(
                "Play",
                "Its %n finished rounds are kept in your history as an abandoned match.",
                None,
                played,
            )
        return translate(
            "Play",
            "Its %n finished rounds are kept in your history as an abandoned match; the round "
            "on the table is not counted.",
            None,
            played,
        )

    def save_before_close(self) -> None:
        """The window is closing: a match under way is kept as abandoned."""
        self.runner.cancel()
        self.session.abandon()

    # --- player actions ------------------------------------------------------------------------

    def new_match(self) -> None:
        """Start a new match (Ctrl+N); asks first when one is under way."""
        self.leave_then(
            translate("Play", "Start a new match?"),
            translate("Play", "New match"),
            self._abandon_and_start,
        )

    def _abandon_and_start(self) -> None:
        self.runner.cancel()
        self.session.abandon()
        self.start_match()

    def start_match(
        self, hands: Sequence[Sequence[int]] = (), options: MatchOptions | None = None
    ) -> None:
        """Start a match with the settings' rules (or `options`); `hands` are dealt first."""
        self.choices.take_typed()
        if self.session.in_match:
            self.runner.cancel()
            self.session.abandon()
        self.run(self.session.start(hands, options or self.context.settings.options(MatchOptions)))

    def to_start_page(self) -> None:
        """From the summary back to the start page, its Start button ready (Enter)."""
        self.session.to_start()
        self.refresh()
        self.start_button.setFocus(Qt.OtherFocusReason)

    def quit_match(self) -> None:
        """End the match now and see the summary (Ctrl+W); asks first."""
        if self.session.in_match:
            self.leave_then(
                translate("Play", "Quit this match now?"),
                translate("Play", "Quit match"),
                self.end_now,
            )

    def next_round(self) -> None:
        """Deal the next round, or show the summary after the last one."""
        self.run(self.session.next())

    def press_enter(self) -> None:
        """Enter: as in every view, but an Enter while the round's result is held does nothing
        (it holds it on, as every key then does: `eventFilter`)."""
        if not self._holding():
            super().press_enter()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys that reach the view while the round's result is held (it has the focus then:
        the answer box takes no more) do nothing (they hold it on: `eventFilter`)."""
        if self._holding():
            event.accept()
            return
        super().keyPressEvent(event)

    def _holding(self) -> bool:
        """Whether the round's result is held (Enter does not go on yet)."""
        return self.phase is Phase.ROUND_OVER and self.session.held

    def _watch_keys(self, watching: bool) -> None:
        """While the result is held, every key the player presses holds it on, whichever
        widget takes it (a list searched by typing, a shortcut): an application event filter,
        there only then."""
        app = QApplication.instance()
        if app is None or watching == self._watching:
            return
        self._watching = watching
        if watching:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        """A key pressed while the result is held holds it on (`_watch_keys`); nothing is
        taken away from the widget it goes to."""
        kind = event.type() if event is not None else None
        if kind in (QEvent.KeyPress, QEvent.ShortcutOverride) and self._holding():
            self.session.key_pressed()
        return False

    def clear(self) -> None:
        """Clear the answer, typed or combined (Ctrl+L)."""
        if self.phase is Phase.PLAYING:
            super().clear()

    def tick(self) -> None:
        """Read the clock: the round ends when the computer's time or the deadline comes."""
        released = self.phase is Phase.ROUND_OVER and self._held_shown and not self.session.held
        if self.session.tick() or released:
            self.refresh()
            return
        self.context.play(self.session.cues.take())
        if self.phase is Phase.PLAYING:
            self._show_time()

    def dealt(self) -> None:
        """A round dealt while the view is away waits, paused."""
        if self.phase is Phase.PLAYING and not self.isVisible():
            self.session.pause()

    # --- state -> widgets ----------------------------------------------------------------------

    def restyle(self) -> None:
        """The colours for the palette in use (the fixed ones here, the rest in refresh)."""
        self.preferences_label.setStyleSheet(text_style("notice"))
        self.status_label.setStyleSheet(text_style("notice"))
        super().restyle()

    def show_session(self) -> None:
        """Show the session: the page, the actions, the cards, the answer, the time."""
        session = self.session
        phase = session.phase
        page = {Phase.READY: self.welcome, Phase.MATCH_OVER: self.summary}.get(phase, self.game)
        self.pages.setCurrentWidget(page)
        acts = session.available()
        asking = self.confirmation is not None
        for action, act in (
            (self.hint_action, Act.HINT),
            (self.no_solution_action, Act.NO_SOLUTION),
            (self.skip_action, Act.SKIP),
            (self.quit_action, Act.QUIT),
        ):
            action.setEnabled(act in acts and not asking)
        self.pause_action.setEnabled(bool({Act.PAUSE, Act.RESUME} & acts) and not asking)
        paused = phase is Phase.PAUSED
        show_pause(
            self.pause_action,
            paused,
            translate("Play", "Res&ume") if paused else translate("Play", "Pa&use"),
            translate("Play", "Start the clock again and show the cards")
            if paused
            else translate("Play", "Pause: stop the clock and hide the cards"),
        )
        self.new_match_action.setEnabled(not asking)
        self.clear_action.setEnabled(phase is Phase.PLAYING and not asking)
        panel = {Phase.ROUND_OVER: self.result_panel, Phase.DEALING: self.dealing_label}
        self.bottom.setCurrentWidget(panel.get(phase, self.answer))
        self._show_notice()
        self._show_score()
        self._show_cards()
        self._show_answer()
        self._show_result()
        self._show_time()
        if phase is Phase.MATCH_OVER and session.summary is not None:
            self.summary.show_summary(session.summary)

    def _show_notice(self) -> None:
        """The session's notice (the history, dealing) on whichever page shows."""
        self.show_notice(self.welcome_notice, self.game_notice)
        notice = self.session.notice
        self.summary.show_notice(notice.text if notice else "", bool(notice and notice.error))

    def _show_score(self) -> None:
        """Round number and the score."""
        match = self.session.match
        if match is None:
            return
        self.round_label.setText(
            translate("Play", "Round {number} of {total}").format(
                number=max(1, match.round_number), total=match.total_rounds
            )
        )
        self.score_label.setText(
            translate(
                "Play",
                "<span style='color:{you}'>You {player}</span>"
                "<span style='color:{muted}'> : </span>"
                "<span style='color:{them}'>{computer} Computer</span>",
            ).format(
                player=match.player_points,
                computer=match.computer_points,
                you=colours().success,
                muted=colours().muted,
                them=colours().error,
            )
        )
        self.score_label.setToolTip(
            translate("Play", "The computer plays at level {level}").format(
                level=match.options.level.label
            )
        )

    def _show_cards(self) -> None:
        """The round's cards, face down while paused or dealing."""
        game_round = self.session.round
        phase = self.phase
        if game_round is None or phase in (Phase.READY, Phase.MATCH_OVER):
            return
        self.show_hand(game_round.cards, face_down=phase in (Phase.DEALING, Phase.PAUSED))
        target = format_number(game_round.target)
        if phase is Phase.PAUSED:
            text = translate("Play", "The cards are hidden while the game is paused.")
        elif phase is Phase.PLAYING:
            text = translate(
                "Play", "Make {target} with every card once; click a card to use it."
            ).format(target=target)
        else:
            text = translate("Play", "Make {target} with every card once.").format(target=target)
        self.set_caption(text)

    @property
    def cards(self) -> list[PlayCard]:
        """The card widgets on the table."""
        return self.felt.cards

    def _show_answer(self) -> None:
        """The answer box: what was typed, the last feedback and the hint, all hidden when
        paused (the draft is kept and comes back on resume)."""
        session = self.session
        playing = session.phase is Phase.PLAYING
        self.answer.set_playing(playing)
        if session.phase is Phase.PAUSED:
            self.answer.show_paused(translate("Play", "Paused: Ctrl+P or Enter resumes"))
            if session.skip_asked:
                self.answer.say(skip_question())
            return
        if playing and self.answer.text() != session.draft:
            self.answer.set_text(session.draft)
        feedback = session.feedback
        if session.skip_asked:
            self.answer.say(skip_question())
        elif feedback is not None and playing:
            shown = " ".join(feedback.typed.split())
            if len(shown) > 60:
                shown = shown[:57] + "…"
            text = f"{WRONG_MARK} {shown}  —  {feedback.message}" if shown else feedback.message
            self.answer.say(text, error=True)
        elif playing:
            self.answer.say("")
        hint = session.hint
        self.answer.show_hint(hint.shown() if hint is not None and playing else "")
        if playing and self.confirmation is None:
            self.answer.focus()

    def _show_result(self) -> None:
        """The round's result and the button to go on."""
        game_round = self.session.round
        match = self.session.match
        if self.phase is not Phase.ROUND_OVER or game_round is None or match is None:
            self._watch_keys(False)
            return
        assert game_round.outcome is not None
        self.result_panel.show_outcome(game_round.outcome, match.is_over)
        self._held_shown = self.session.held
        self._watch_keys(self._held_shown)
        self.result_panel.set_held(self._held_shown)
        if self.confirmation is not None:
            return
        if self.session.held:  # keys still typed for the answer come to the view (held on)
            self.setFocus(Qt.OtherFocusReason)
        else:
            self.result_panel.focus_next()

    def _show_time(self) -> None:
        """The countdown and what the computer is doing."""
        session = self.session
        game_round = session.round
        match = session.match
        if game_round is None or match is None:
            return
        phase = session.phase
        paused = phase is Phase.PAUSED
        self.countdown.set_time(
            session.remaining(), game_round.round_seconds, game_round.penalty, paused
        )
        level = match.options.level.label
        if phase is Phase.PLAYING:
            text = translate("Play", "Computer ({level}) is thinking…").format(level=level)
        elif paused:
            text = translate("Play", "Paused: the clock is stopped (Ctrl+P resumes)")
        elif phase is Phase.DEALING:
            text = translate("Play", "Dealing the next hand…")
        elif phase is Phase.ROUND_OVER and game_round.outcome is not None:
            # the time taken counts a hint's cost, as the clock does
            taken = seconds_text(game_round.outcome.time_taken)
            text = translate("Play", "The round ended after {time}").format(time=taken)
        else:
            text = ""
        self.status_label.setText(text)
        self.hint_action.setEnabled(Act.HINT in session.available() and self.confirmation is None)

    def _show_rules(self) -> None:
        """The rules of the start page, with the operators of the next match."""
        self.rules.setText(
            translate(
                "Play",
                "Use every card once {operators} to make the target. "
                "Be faster than the computer: it thinks longer on harder hands.",
            ).format(operators=with_operators(self.context.settings.operators))
        )

    def show_settings(self) -> None:
        """The start page says what the next match will be."""
        self._show_rules()
        options = self.context.settings.options(MatchOptions)
        if options.rounds:
            rounds = translate("Play", "%n rounds", None, options.rounds)
        else:
            rounds = translate("Play", "the whole deck (%n rounds)", None, options.total_rounds)
        self.options_label.setText(
            translate("Play", "{rounds} · {cards} cards to make {target} · {hands}").format(
                rounds=rounds,
                cards=options.card_count,
                target=format_number(options.target),
                hands=options.hands_text(),
            )
        )
