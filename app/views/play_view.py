"""Play against the computer: timed rounds dealt from a deck, answers checked exactly, a summary.

The rules live in `app.game` (Match, Round, Opponent); this view only shows their state and
forwards what the player does. Dealing and solving a hand run in a JobRunner; a QTimer calls
`Round.tick()` so the clock (real in the app, a ManualClock in tests) decides when a round ends.
"""

from __future__ import annotations

import random
import re
import sqlite3
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from PyQt5.QtCore import Qt, QTimer
from PyQt5.QtGui import QHideEvent, QIcon, QKeySequence
from PyQt5.QtWidgets import (
    QAction,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from solver import Cancelled, format_number

from ..cards import svg_icon
from ..context import AppContext
from ..game.cards import RANK_LETTERS, Card, Deck, cards_from_ranks
from ..game.clock import Clock, ManualClock, MonotonicClock
from ..game.match import Match, MatchOptions, RoundSetup, level_filter
from ..game.opponent import Level
from ..game.round import Round
from ..widgets.answer_box import AnswerBox, tool_button
from ..widgets.countdown import CountdownBar
from ..widgets.felt import FELT_STYLE
from ..widgets.fonts import enlarge
from ..widgets.match_summary import SummaryPanel
from ..widgets.play_card import PlayCard
from ..widgets.round_result import RoundResultPanel
from ..worker import CancelToken

#: How often the clock is read while a round is played.
TICK_MS = 100
#: After the computer or the clock ends a round, "Next round" waits this long (an Enter meant
#: for the answer must not skip the result).
HOLD_MS = 700
#: The round in progress for ``--screenshot``: seconds gone, a wrong try, what is being typed.
DEMO_SECONDS = 17.0
DEMO_WRONG = "8×3−8+3"
DEMO_TYPING = "8÷(3−"
#: Shuffles the screenshot's deck so its cards have mixed suits.
DEMO_SEED = 4
#: The cards on the start page.
WELCOME_HAND = (Card(3, "S"), Card(3, "H"), Card(8, "D"), Card(8, "C"))
_TOKEN = re.compile(r"\d+|[AJQKajqk]")


class Phase(Enum):
    """What the view shows."""

    IDLE = "idle"  # no match yet: the welcome page
    DEALING = "dealing"  # the next hand is being dealt and solved in the worker
    PLAYING = "playing"
    PAUSED = "paused"
    ROUND_OVER = "round over"  # the result panel and "Next round"
    MATCH_OVER = "match over"  # the summary


@dataclass(frozen=True)
class Dealt:
    """What the worker hands back: the match it dealt for, the round's setup (None: no hand
    left), and a note for the status bar."""

    match: Match
    setup: RoundSetup | None
    note: str | None = None


def used_cards(text: str, values: Sequence[int]) -> list[bool]:
    """Which cards (by value, in order) the typed answer already mentions."""
    letters = {letter: value for value, letter in RANK_LETTERS.items()}
    counts = Counter(
        int(token) if token.isdigit() else letters.get(token.upper(), 0)
        for token in _TOKEN.findall(text)
    )
    used = []
    for value in values:
        used.append(counts[value] > 0)
        counts[value] -= 1
    return used


def cards_for(deck: Deck, ranks: Sequence[int]) -> tuple[Card, ...]:
    """Cards of the given ranks, taken from the deck when it still holds them."""
    chosen: list[Card] = []
    for rank in ranks:
        card = next((c for c in deck.cards if c.rank == rank and c not in chosen), None)
        if card is None:
            return cards_from_ranks(list(ranks))
        chosen.append(card)
    return deck.take(chosen)


def deal_job(match: Match, hand: Sequence[int] | None, level: str, token: CancelToken) -> Dealt:
    """The worker's job: set up dealing by level, deal (or take a given hand), solve, plan."""
    note = None
    if level.lower() != "any" and match.deal_filter is None:
        try:
            match.deal_filter = level_filter(
                level, match.options.card_count, match.target, cancel=token.cancelled
            )
        except Cancelled:
            raise
        except ValueError as error:
            note = f"Dealing hands of any difficulty: {error}"
    cards = cards_for(match.deck, hand) if hand else match.deal()
    if cards is None:
        return Dealt(match, None, note)
    return Dealt(match, match.prepare(cards, cancel=token.cancelled), note)


class PlayView(QWidget):
    """A match against the computer: cards, countdown, the answer box, results, a summary."""

    def __init__(
        self, context: AppContext, clock: Clock | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.clock: Clock = clock or MonotonicClock()
        self.rng = context.rng
        self.match: Match | None = None
        self.round: Round | None = None
        self.phase = Phase.IDLE
        self.cards: list[PlayCard] = []
        self._hands: list[tuple[int, ...]] = []
        self._recorded = False
        self._demo = False
        self._warned: str | None = None
        self.runner = context.make_runner(self)
        self.runner.finished.connect(self._dealt)
        self.runner.failed.connect(self._deal_failed)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.setFocusPolicy(Qt.ClickFocus)
        self._make_actions()
        self._build()
        context.settings.changed.connect(lambda _name: self._show_options())
        self._show_options()
        self.refresh()

    # --- building ------------------------------------------------------------------------------

    def _action(
        self, text: str, keys: Sequence[str], tip: str, slot: Callable[[], None], icon: str = ""
    ) -> QAction:
        """An action of this view with shortcuts and a tooltip that names the first one."""
        action = QAction(svg_icon(icon) if icon else QIcon(), text, self)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.WidgetWithChildrenShortcut)
        action.setToolTip(f"{tip} ({keys[0]})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        """Hint, pause, skip, no solution and quit: created once, shown as buttons."""
        self.hint_action = self._action(
            "Hint", ["Ctrl+H"], "Show the first step of an answer; costs time", self.hint, "hint"
        )
        pause_tip = "Pause: stop the clock and hide the cards"
        self.pause_action = self._action(
            "Pause", ["Ctrl+P", "Pause"], pause_tip, self.toggle_pause, "pause"
        )
        self.skip_action = self._action(
            "Skip", ["Ctrl+S"], "Give up this round: nobody scores", self.skip
        )
        claim_tip = "Declare that these cards cannot make the target"
        self.no_solution_action = self._action(
            "No solution", ["Ctrl+D"], claim_tip, self.claim_no_solution
        )
        self.quit_action = self._action(
            "Quit match", ["Ctrl+W"], "End the match now and see the summary", self.quit_match
        )

    def _build(self) -> None:
        """Three pages: the welcome page, the game, the summary."""
        self.pages = QStackedWidget(self)
        self.welcome = self._welcome_page()
        self.game = self._game_page()
        self.summary = SummaryPanel(self)
        self.summary.new_match_requested.connect(self.new_deal)
        for page in (self.welcome, self.game, self.summary):
            self.pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    def _welcome_page(self) -> QWidget:
        """What a match will be, and the button to start it."""
        page = QWidget(self)
        title = QLabel("Play 24 against the computer", page)
        enlarge(title, 2.0, bold=True)
        title.setAlignment(Qt.AlignCenter)
        rules = QLabel(
            "Use every card once with + − × ÷ and brackets to make the target. "
            "Be faster than the computer: it thinks longer on harder hands.",
            page,
        )
        rules.setWordWrap(True)
        rules.setAlignment(Qt.AlignCenter)
        enlarge(rules, 1.15)
        self.options_label = QLabel(page)
        self.options_label.setAlignment(Qt.AlignCenter)
        self.options_label.setWordWrap(True)
        self.start_button = QPushButton(svg_icon("deal"), "Start a match", page)
        self.start_button.setToolTip("Deal the first round (Ctrl+N)")
        self.start_button.setMinimumSize(220, 48)
        enlarge(self.start_button, 1.2, bold=True)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.new_deal)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.setSpacing(16)
        layout.addStretch(1)
        layout.addWidget(self._table_of(WELCOME_HAND, page), 0, Qt.AlignHCenter)
        layout.addWidget(title)
        layout.addWidget(rules)
        layout.addWidget(self.options_label)
        layout.addWidget(self.start_button, 0, Qt.AlignHCenter)
        layout.addStretch(2)
        return page

    def _table_of(self, cards: Sequence[Card], parent: QWidget) -> QFrame:
        """A small green table with some cards on it (decoration)."""
        table = QFrame(parent)
        table.setObjectName("felt")
        table.setStyleSheet(FELT_STYLE)
        row = QHBoxLayout(table)
        row.setContentsMargins(18, 14, 18, 14)
        row.setSpacing(10)
        for card in cards:
            widget = PlayCard(table)
            widget.show_card(card)
            widget.setToolTip("")
            widget.setAttribute(Qt.WA_TransparentForMouseEvents)
            widget.setFixedSize(92, 128)
            row.addWidget(widget)
        return table

    def _game_page(self) -> QWidget:
        """Score on top, the cards, the countdown and its buttons, then the answer or result."""
        page = QWidget(self)
        self.round_label = QLabel(page)
        self.round_label.setAccessibleName("Round")
        enlarge(self.round_label, 1.15, bold=True)
        self.score_label = QLabel(page)
        self.score_label.setAccessibleName("Score")
        self.score_label.setAlignment(Qt.AlignCenter)
        self.score_label.setTextFormat(Qt.RichText)
        enlarge(self.score_label, 1.4, bold=True)
        self.felt = QFrame(page)
        self.felt.setObjectName("felt")
        self.felt.setStyleSheet(FELT_STYLE)
        self.cards_row = QHBoxLayout()
        self.cards_row.setSpacing(14)
        self.target_label = QLabel(self.felt)
        self.target_label.setAlignment(Qt.AlignCenter)
        self.target_label.setStyleSheet("color: #e8f5ec;")
        enlarge(self.target_label, 1.1)
        felt_layout = QVBoxLayout(self.felt)
        felt_layout.setContentsMargins(12, 12, 12, 8)
        felt_layout.setSpacing(6)
        felt_layout.addLayout(self.cards_row, 1)
        felt_layout.addWidget(self.target_label)
        self.countdown = CountdownBar(page)
        self.status_label = QLabel(page)
        self.status_label.setAccessibleName("Computer")
        self.status_label.setStyleSheet("color: #4b5563;")
        # Long messages wrap onto a second line (room kept for it) instead of being cut off.
        self.status_label.setWordWrap(True)
        self.status_label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.status_label.setMinimumHeight(2 * self.status_label.fontMetrics().lineSpacing())
        self.status_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.round_label, 2)
        top.addWidget(self.score_label, 3)
        top.addWidget(self.status_label, 2)
        timing = QHBoxLayout()
        timing.addWidget(self.countdown, 1)
        for action in (self.pause_action, self.skip_action, self.quit_action):
            timing.addWidget(tool_button(action, page))
        self.bottom = QStackedWidget(page)
        self.answer = AnswerBox((self.hint_action, self.no_solution_action), page)
        self.answer.submitted.connect(self.submit)
        self.answer.edited.connect(self._typed)
        self.result_panel = RoundResultPanel(page)
        self.result_panel.next_requested.connect(self.next_round)
        self.dealing_label = QLabel("Dealing…", page)
        self.dealing_label.setAlignment(Qt.AlignCenter)
        enlarge(self.dealing_label, 1.3)
        for panel in (self.answer, self.result_panel, self.dealing_label):
            self.bottom.addWidget(panel)
        self.bottom.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.bottom.setFixedHeight(190)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addWidget(self.felt, 1)
        layout.addLayout(timing)
        layout.addWidget(self.bottom)
        return page

    def _make_cards(self, count: int) -> None:
        """One PlayCard per card of the hand, centred (rebuilt when the count changes)."""
        if len(self.cards) == count:
            return
        while self.cards_row.count():
            item = self.cards_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cards_row.addStretch(1)
        self.cards = []
        for _ in range(count):
            card = PlayCard(self.felt)
            card.chosen.connect(lambda value: self.answer.insert(str(value)))
            self.cards_row.addWidget(card, 3)
            self.cards.append(card)
        self.cards_row.addStretch(1)

    def hideEvent(self, event: QHideEvent) -> None:
        """Leaving the view (another tab, the window minimised) pauses the round."""
        if self.phase is Phase.PLAYING:
            self.toggle_pause()
        super().hideEvent(event)

    # --- the match ------------------------------------------------------------------------------

    def options(self) -> MatchOptions:
        """The rules of a new match, from the settings."""
        settings = self.context.settings
        return MatchOptions(
            card_count=settings.card_count,
            target=settings.target,
            rounds=settings.rounds or None,
            round_seconds=settings.round_seconds,
            level=Level.parse(settings.level),
            only_solvable=settings.only_solvable,
        )

    def new_deal(self) -> None:
        """Start a new match (the Game menu's New deal, Ctrl+N); a match in progress is quit."""
        self.start_match()

    def start_match(
        self, hands: Sequence[Sequence[int]] = (), options: MatchOptions | None = None
    ) -> None:
        """Start a match with the settings' options (or `options`); `hands` (ranks) are dealt
        first, if given."""
        if self.match is not None and not self._recorded:
            self.match.quit()
            self._record()
        self.match = Match(options or self.options(), clock=self.clock, rng=self.rng)
        self._hands = [tuple(hand) for hand in hands]
        self._recorded = False
        self.round = None
        self._deal()

    def next_round(self) -> None:
        """Deal the next round, or show the summary after the last one."""
        if self.match is None or self.phase is not Phase.ROUND_OVER:
            return
        if self.match.is_over:
            self._match_over()
        else:
            self._deal()

    def quit_match(self) -> None:
        """End the match now (a round in progress is skipped) and show the summary."""
        if self.match is None or self.phase in (Phase.IDLE, Phase.MATCH_OVER):
            return
        self.runner.cancel()
        self.match.quit()
        self._match_over()

    def save_before_close(self) -> None:
        """The app is closing: a match in progress ends as quit and goes into the history."""
        self.quit_match()

    def _deal(self) -> None:
        """Deal and solve the next hand in the worker; the round starts when it is ready."""
        assert self.match is not None
        self.timer.stop()
        self.phase = Phase.DEALING
        hand = self._hands.pop(0) if self._hands else None
        level = self.context.settings.deal_level
        match = self.match
        self.runner.submit(lambda token: deal_job(match, hand, level, token))
        self.refresh()

    def _dealt(self, dealt: Dealt) -> None:
        """The worker is done: start the round (or end the match when no hand is left)."""
        if dealt.match is not self.match or self.phase is not Phase.DEALING:
            return
        if dealt.note:
            self.context.show_message(dealt.note)
        if dealt.setup is None:
            if not dealt.match.results:
                self.context.show_message("No hand of that difficulty is left in the deck.")
            self._match_over()
            return
        self.round = dealt.match.start_round(dealt.setup)
        self.phase = Phase.PLAYING
        self._make_cards(len(self.round.cards))
        self.answer.reset()
        self.timer.start()
        self.refresh()
        self.answer.focus()
        if not self.isVisible():  # dealt while the player looks elsewhere
            self.toggle_pause()
        if self._demo:
            self._show_demo()

    def _deal_failed(self, message: str) -> None:
        """Dealing failed (should not happen): say so and offer a new match."""
        self.context.show_message(f"Could not deal: {message}")
        self.phase = Phase.IDLE
        self.refresh()

    # --- player actions ------------------------------------------------------------------------

    def submit(self, text: str | None = None) -> None:
        """Check the answer: right ends the round, wrong says why and the player may retry."""
        if self.round is None or self.phase is not Phase.PLAYING:
            return
        typed = self.answer.text() if text is None else text
        result = self.round.submit(typed)
        if self.round.is_over:
            self._round_over()
            return
        shown = " ".join(typed.split())
        self.answer.say(f"✗ {shown}  —  {result.message}" if shown else result.message, True)
        if result.position is not None:
            self.answer.point_at(result.position)
        self.answer.focus()

    def claim_no_solution(self) -> None:
        """Declare that the hand has no solution."""
        if self.round is not None and self.phase is Phase.PLAYING:
            self.round.claim_no_solution()
            if self.round.is_over:
                self._round_over()

    def hint(self) -> None:
        """Show the first step of an answer; its cost comes off the countdown."""
        if self.round is None or self.phase is not Phase.PLAYING:
            return
        given = self.round.hint()
        if self.round.is_over:
            self._round_over()
            return
        if given is None:
            self.answer.say("Not enough time left to pay for a hint.", error=True)
        else:
            cost = format_number(round(given.cost_seconds))
            self.answer.show_hint(f"{given.text}   (the hint cost {cost} s of your time)")
        self.refresh()

    def toggle_pause(self) -> None:
        """Pause (clock stopped, cards hidden) or resume the round."""
        if self.round is None:
            return
        if self.phase is Phase.PLAYING and self.round.pause():
            self.phase = Phase.PAUSED
            self.timer.stop()
            self.setFocus(Qt.OtherFocusReason)  # the answer box is disabled; keep the shortcuts
        elif self.phase is Phase.PAUSED and self.round.resume():
            self.phase = Phase.PLAYING
            self.timer.start()
            self.answer.focus()
        if self.round.is_over:  # the time ran out just before the pause
            self._round_over()
        self.refresh()

    def skip(self) -> None:
        """Give up the round: nobody scores, an answer is shown."""
        if self.round is not None and self.phase in (Phase.PLAYING, Phase.PAUSED):
            self.round.skip()
            self._round_over()

    def clear(self) -> None:
        """Clear the answer box (Ctrl+L)."""
        self.answer.clear()

    def tick(self) -> None:
        """Read the clock: the round ends when the computer's time or the deadline comes."""
        if self.round is not None and self.phase is Phase.PLAYING:
            if self.round.tick() is not None or self.round.is_over:
                self._round_over()
                self.result_panel.hold(HOLD_MS)
            else:
                self._show_time()

    def _typed(self, text: str) -> None:
        """Fade the cards the answer already uses."""
        if self.round is not None:
            used = used_cards(text, [card.value for card in self.round.cards])
            for widget, is_used in zip(self.cards, used, strict=False):
                widget.set_used(is_used and self.phase is Phase.PLAYING)

    # --- ends of rounds and matches ------------------------------------------------------------

    def _round_over(self) -> None:
        """Show who took the round; record the match when it was the last round."""
        assert self.round is not None and self.round.outcome is not None
        assert self.match is not None
        self.timer.stop()
        self.phase = Phase.ROUND_OVER
        last = self.match.is_over
        self.result_panel.show_outcome(self.round.outcome, last)
        if last:
            self._record()
        self.refresh()
        self.result_panel.focus_next()

    def _match_over(self) -> None:
        """Record the match and show the summary (back to the start page if nothing was played)."""
        assert self.match is not None
        self.timer.stop()
        self._record()
        if self.match.results:
            self.phase = Phase.MATCH_OVER
            self.summary.show_summary(self.match.summary())
        else:
            self.phase = Phase.IDLE
        self.refresh()

    def _record(self) -> None:
        """Write the match to the history once (a damaged database is reported, not fatal)."""
        if self.match is None or self._recorded:
            return
        self._recorded = True
        summary = self.match.summary()
        if not summary.rounds_played:
            return
        try:
            history = self.context.history
            history.record_match(summary)
        except (sqlite3.Error, OSError) as error:
            self.context.show_message(f"The match could not be saved in the history: {error}")
            return
        if history.warning and history.warning != self._warned:
            self._warned = history.warning
            self.context.show_message(history.warning)
        else:
            self.context.show_message("The match is saved in your history.")

    # --- state -> widgets ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the phase, the score, the cards, the time and which actions make sense."""
        page = {Phase.IDLE: self.welcome, Phase.MATCH_OVER: self.summary}.get(self.phase, self.game)
        self.pages.setCurrentWidget(page)
        playing = self.phase is Phase.PLAYING
        in_round = self.phase in (Phase.PLAYING, Phase.PAUSED)
        self.pause_action.setEnabled(in_round)
        self.pause_action.setText("Resume" if self.phase is Phase.PAUSED else "Pause")
        self.skip_action.setEnabled(in_round)
        self.no_solution_action.setEnabled(playing)
        self.quit_action.setEnabled(self.phase not in (Phase.IDLE, Phase.MATCH_OVER))
        self.answer.set_playing(playing)
        panel = {Phase.ROUND_OVER: self.result_panel, Phase.DEALING: self.dealing_label}
        self.bottom.setCurrentWidget(panel.get(self.phase, self.answer))
        self._show_score()
        self._show_cards()
        self._show_time()

    def _show_score(self) -> None:
        """Round number and the score."""
        match = self.match
        if match is None:
            return
        dealing = self.phase is Phase.DEALING
        number = len(match.results) + 1 if dealing else max(1, match.round_number)
        self.round_label.setText(f"Round {number} of {match.total_rounds}")
        self.score_label.setText(
            f"<span style='color:#1e7d43'>You {match.player_points}</span>"
            f"<span style='color:#6b7280'> : </span>"
            f"<span style='color:#b3261e'>{match.computer_points} Computer</span>"
        )
        self.score_label.setToolTip(f"The computer plays at level {match.opponent.level.label}")

    def _show_cards(self) -> None:
        """The round's cards, face down while paused or dealing."""
        game_round = self.round
        hidden = game_round is None or self.phase is Phase.DEALING or game_round.cards_hidden
        if game_round is not None:
            self._make_cards(len(game_round.cards))
            for widget, card in zip(self.cards, game_round.cards, strict=True):
                widget.show_card(card)
                widget.set_face_down(hidden)
            self._typed(self.answer.text())
            target = format_number(game_round.target)
            self.target_label.setText(
                {
                    Phase.PAUSED: "The cards are hidden while the game is paused.",
                    Phase.PLAYING: f"Make {target} with every card once; click a card to use it.",
                }.get(self.phase, f"Make {target} with every card once.")
            )

    def _show_time(self) -> None:
        """The countdown and what the computer is doing."""
        game_round = self.round
        if game_round is None or self.match is None:
            self.hint_action.setEnabled(False)
            return
        cost = game_round.hint_given.cost_seconds if game_round.hint_given else 0.0
        paused = self.phase is Phase.PAUSED
        outcome = game_round.outcome
        left = game_round.remaining()
        if outcome is not None:  # the time left when the round ended, frozen
            left = max(0.0, game_round.time_limit - outcome.seconds)
        self.countdown.set_time(left, game_round.round_seconds, cost, paused)
        level = self.match.opponent.level.label
        text = {
            Phase.PLAYING: f"Computer ({level}) is thinking…",
            Phase.PAUSED: "Paused: the clock is stopped (Ctrl+P resumes)",
            Phase.DEALING: "Dealing the next hand…",
        }.get(self.phase, "")
        if outcome is not None and self.phase is Phase.ROUND_OVER:
            text = f"The round ended after {outcome.seconds:.1f} s"
        self.status_label.setText(text)
        self.hint_action.setEnabled(self.phase is Phase.PLAYING and game_round.can_hint)

    def _show_options(self) -> None:
        """The welcome page says what the next match will be."""
        options = self.options()
        rounds = (
            f"{options.rounds} rounds"
            if options.rounds
            else f"the whole deck ({52 // options.card_count} rounds)"
        )
        settings = self.context.settings
        hands = "only hands with an answer" if options.only_solvable else "any hand"
        if settings.deal_level.lower() != "any":
            hands += f" of level {settings.deal_level}"
        self.options_label.setText(
            f"{rounds} · {options.round_seconds:.0f} s a round · computer: {options.level.label}"
            f" · {options.card_count} cards to make {format_number(options.target)} · {hands}"
            "<br><span style='color:#6b7280'>Change these in Game ▸ Preferences (Ctrl+,)."
            "</span>"
        )

    # --- the screenshot -------------------------------------------------------------------------

    def prepare_screenshot(self, cards: Sequence[int] | None) -> None:
        """For ``--screenshot``: a round in progress with these cards (3 3 8 8 unless given), in
        a match of hands of that many cards (six cards: 8 rounds, not 13)."""
        self.clock = ManualClock(1000.0)
        self.rng = random.Random(DEMO_SEED)
        self._demo = True
        hand = tuple(cards) if cards else (3, 3, 8, 8)
        self.start_match([hand], replace(self.options(), card_count=len(hand)))

    def _show_demo(self) -> None:
        """Some time gone, a wrong try with its message, an answer being typed."""
        self._demo = False
        assert self.round is not None and isinstance(self.clock, ManualClock)
        self.clock.advance(min(DEMO_SECONDS, self.round.computer_seconds * 0.6))
        if sorted(self.round.numbers) == [3, 3, 8, 8]:
            self.submit(DEMO_WRONG)
            self.clock.advance(4.0)
            self.hint()
            self.answer.set_text(DEMO_TYPING)
        self.refresh()
