"""Practice: this view shows a `PracticeSession` (untimed hands, graduated hints, every
different answer) and forwards what the player does. The rules live in `app.game.practice`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PyQt5.QtCore import Qt
from PyQt5.QtWidgets import (
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from solver import format_number

from ..game.base_session import Act
from ..game.levels import deal_level_name
from ..game.options import rules_text
from ..game.practice import PracticeOptions, PracticePhase, PracticeSession
from ..i18n import translate, translate_noop
from ..shell.context import AppContext
from ..widgets.actions import retitle
from ..widgets.adaptive import WordTable
from ..widgets.hand_table import HandTable
from ..widgets.labels import DealingLabel, centred_text, plain_label
from ..widgets.pages import WIDE, arranged, big_button, page_column, stacked
from ..widgets.puzzle_panel import PuzzlePanel
from . import game_menu
from .base_view import Given, SessionView


class PracticeView(SessionView[PracticeSession]):
    """A hand at a time, no clock: hints that nudge, then the search for every answer."""

    next_action = game_menu.new_game(
        "next_hand",
        lambda: translate("Practice", "&Next hand"),
        lambda: translate("Practice", "Done with this hand: deal the next"),
    )
    #: worded as it goes: its tooltip says how many hints are left
    hint_action = game_menu.hint()
    give_up_action = game_menu.give_up(
        lambda: translate("Practice", "Give up: see every answer (the hand comes back later)")
    )
    clear_action = game_menu.clear_answer()
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Practice", "Go on"),
        lambda: translate("Practice", "Submit, or deal the next hand"),
    )
    MENU = ("next", None, "hint", "give_up", "clear", "combine")
    ENTER = ((Act.START, "start"), (Act.SUBMIT, "submit"), (Act.NEXT, "next_hand"))

    WORDS_CONTEXT = "Practice"
    WORDS: ClassVar[WordTable] = {
        "title.setText": translate_noop("Practice", "Practice, at your own pace"),
        "about.setText": translate_noop(
            "Practice",
            "No clock and no computer. A hand is worth three stars; each hint costs one. "
            "The hints teach how to find an answer: a plan for the last step, the numbers to "
            "make, a first step, and last the whole answer. Once you have an answer, look "
            "for the others. Hands you found hard come back later, spaced "
            "out, until they are easy.",
        ),
        "start_button.setText": translate_noop("Practice", "Start practising"),
        "start_button.setToolTip": translate_noop("Practice", "Deal the first hand (Enter)"),
    }

    def new_session(self, context: AppContext, basics: Given) -> PracticeSession:
        return PracticeSession(context.settings.options(PracticeOptions), **basics)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        self.welcome = self._welcome_page()
        self.game = self._game_page()
        self.show_pages(self.welcome, self.game)

    def _welcome_page(self) -> QWidget:
        page = QWidget(self)
        self.title = centred_text(page, 2.0, bold=True)
        self.about = centred_text(page, 1.1)
        self.rules = centred_text(page)
        self.welcome_notice = centred_text(page)
        self.start_button = big_button(page, self.start)
        column = (self.title, self.about, self.rules, self.welcome_notice)
        page_column(page, (*column, (self.start_button, "centred")), WIDE)
        return page

    def _game_page(self) -> QWidget:
        page = QWidget(self)
        self.tally = plain_label(page, scale=1.15, bold=True)
        self.worth = plain_label(page, scale=1.15)
        self.worth.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        top = arranged(QHBoxLayout(), ((self.tally, 1), (self.worth, 1)))
        felt = HandTable(page)
        self.panel = PuzzlePanel((self.hint_action, self.give_up_action), self.next_action, page)
        cards = self.answer_area(felt, self.panel.answer)
        self.found, self.progress, self.hints = (
            self.panel.found,
            self.panel.progress,
            self.panel.hints,
        )
        self.dealing_label = DealingLabel(page)
        self.bottom = stacked(page, self.panel, self.dealing_label)
        arranged(QVBoxLayout(page), (top, (cards, 1), self.bottom), (14, 10))
        return page

    def options(self) -> PracticeOptions:
        """What practice deals, from the settings."""
        return self.context.settings.options(PracticeOptions)

    def show_settings(self) -> None:
        """The rules of the next hands on the start page, as Score attack's says its own: the
        cards, the target, the deck, the operators, the difficulty, where to change them."""
        options = self.options()
        self.rules.setText(
            translate("Practice", "{rules} · {level} · Preferences: Ctrl+,").format(
                rules=rules_text(options), level=deal_level_name(options.deal_level)
            )
        )

    # --- input ---------------------------------------------------------------------------------

    def start(self, hands: Sequence[Sequence[int]] = ()) -> None:
        """Start practising (the settings' cards, target, deck and difficulty); `hands` (ranks)
        are dealt first."""
        self.session.options = self.options()
        self.run(self.session.start(hands))

    def next_hand(self) -> None:
        """The next hand (after a right answer or the answers shown); starts if not started."""
        if self.session.phase is PracticePhase.READY:
            self.start()
        else:
            self.run(self.session.next())

    def save_before_close(self) -> None:
        """The window is closing: the hand counts as it stands."""
        self.runner.cancel()
        self.session.stop()

    # --- state -> widgets ----------------------------------------------------------------------

    def show_session(self) -> None:
        """Show the session: the page, the actions, the hand and the puzzle panel."""
        session = self.session
        phase = session.phase
        self.pages.setCurrentWidget(self.welcome if phase is PracticePhase.READY else self.game)
        notice = session.notice.text if session.notice else ""
        self.welcome_notice.setText(notice)
        self.welcome_notice.setVisible(bool(notice))
        solving = phase is PracticePhase.SOLVING
        finding = phase is PracticePhase.SOLVED and not (session.puzzle and session.puzzle.complete)
        self.give_up_action.setEnabled(session.can_give_up)
        self.next_action.setEnabled(phase in (PracticePhase.SOLVED, PracticePhase.SHOWN))
        self.clear_action.setEnabled(solving or finding)
        self._show_hint_action()
        self.bottom.setCurrentWidget(
            self.dealing_label if phase is PracticePhase.DEALING else self.panel
        )
        self.tally.setText(
            translate("Practice", "%n hands practised · {stars} ★", None, session.hands).format(
                stars=session.stars
            )
        )
        puzzle = session.puzzle
        if puzzle is None:
            return
        self.show_hand(puzzle.cards)
        self.set_caption(
            translate("Practice", "Make {target} with every card once.").format(
                target=format_number(puzzle.target)
            )
            if session.reviewing is None
            else translate(
                "Practice", "A hand you found hard before: make {target} with every card once."
            ).format(target=format_number(puzzle.target))
        )
        stars = session.stars_now()
        self.worth.setText(
            translate("Practice", "This hand: {stars}").format(
                stars="★" * stars + "☆" * (3 - stars)
            )
        )
        shown = phase is PracticePhase.SHOWN
        note = (
            translate("Practice", "This hand will come back later. Enter: the next hand.")
            if shown and not puzzle.found
            else ""
        )
        self.panel.show_puzzle(puzzle, session.last, solving or finding, shown, note)

    def _show_hint_action(self) -> None:
        """The hint's words: its cost while the hand has a star to lose (a ladder of 3 3 8 8
        has nine rungs, the hand three stars)."""
        left = self.session.hints_left
        if self.session.stars_now() > 0:
            text = translate("Practice", "&Hint (−1 ★)")
            tip = translate("Practice", "The next hint (%n left); each costs a star", None, left)
        else:
            text = translate("Practice", "&Hint")
            tip = translate(
                "Practice",
                "The next hint (%n left); this hand has no star left to lose",
                None,
                left,
            )
        retitle(self.hint_action, text, tip)
        self.hint_action.setEnabled(left > 0 and self.session.phase is PracticePhase.SOLVING)
