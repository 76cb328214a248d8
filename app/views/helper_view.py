"""The cheat helper: type or deal the cards, see every distinct answer and its working (with the
operators of the preferences); for a hand without one, why: what it makes nearest the target.
Beside them, How to find it: the coach's ladder for the hand, and for an answer chosen in the list
the ladder that leads to it (`app.game.coaching.HowToFind`), worked out in the worker, a rung at
a time as the player asks (Next hint), the answer last."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PyQt5.QtCore import QTimer
from PyQt5.QtGui import QShowEvent
from PyQt5.QtWidgets import (
    QAction,
    QApplication,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solver import (
    MAX_NEAREST,
    Ladder,
    Nearest,
    OperatorSet,
    Solution,
    SolverError,
    format_number,
    nearest,
    solve,
)

from ..game.cards import Card, CardError
from ..game.coaching import CoachJob, HowToFind, Names, card_names, card_word, ladder_of
from ..game.decks import Deck
from ..game.hand import HandEditor, HandError
from ..game.operators import nearest_text, unusual
from ..i18n import bracketed, translate
from ..shell.context import AppContext
from ..shell.theme import text_style
from ..shell.worker import CancelToken
from ..widgets.actions import ActionsView, ViewAction, action_button
from ..widgets.adaptive import Adaptive
from ..widgets.card_slot import CardSlot
from ..widgets.coach_pane import CoachPane
from ..widgets.felt import Felt, lay_in_row
from ..widgets.labels import keep_room, plain_label
from ..widgets.pages import arranged
from ..widgets.solution_panel import SolutionPanel

#: Show "Working…" only when an answer takes longer than this (no flicker on quick hands).
BUSY_DELAY_MS = 120


def hand_text(cards: Sequence[Card | int]) -> str:
    """A hand as its cards show it: "A 5 5 5"; a card the deck counts otherwise than its rank
    with its value, "Q (10)" (as How to find it names them: `card_word`)."""
    return " ".join(str(card) if isinstance(card, int) else card_word(card) for card in cards)


def heading(
    cards: Sequence[Card | int],
    target: int | Fraction,
    count: int,
    operators: OperatorSet | None = None,
) -> str:
    """What the answer list says above itself (with the operators, when they are not the
    classic game's)."""
    target_text = format_number(target)
    if count == 0:
        text = translate("Helper", "No solution: {hand} cannot make {target}.").format(
            hand=hand_text(cards), target=target_text
        )
    else:
        text = translate("Helper", "%n answers for {hand} → {target}", None, count).format(
            hand=hand_text(cards), target=target_text
        )
    rules = None if operators is None else unusual(operators)
    return text if rules is None else bracketed(text, rules)


#: What the worker hands back: the hand, the target, the operators, the answers, for a hand
#: without one what it makes nearest the target, and the coach's ladder for the hand.
Solved = tuple[
    tuple[int, ...], int | Fraction, OperatorSet, list[Solution], Nearest | None, Ladder | None
]


class HelperView(ActionsView, Adaptive, QWidget):
    """Card slots, Deal / Retry / Clear, the target and card count, the answers."""

    deal_action = ViewAction(
        "new_deal",
        ("Ctrl+N",),
        "deal",
        lambda: translate("Helper", "&Deal"),
        lambda: translate("Helper", "Deal random cards from a shuffled deck"),
    )
    retry_action = ViewAction(
        "retry",
        ("Ctrl+R",),
        "retry",
        lambda: translate("Helper", "Back to the &first hand"),
        lambda: translate(
            "Helper", "Back to the hand as it was dealt or first typed, undoing later changes"
        ),
    )
    clear_action = ViewAction(
        "clear",
        ("Ctrl+L",),
        "clear",
        lambda: translate("Helper", "&Clear"),
        lambda: translate("Helper", "Clear the cards and start a new hand"),
    )
    MENU = ("deal", "retry", "clear")

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        settings = context.settings
        self.editor = HandEditor(settings.card_count, settings.target, settings.deck)
        self.deck = Deck(context.rng, rules=settings.deck)
        self.runner = context.make_runner(self)
        #: How to find it: the ladders shown, and the worker that finds an answer's
        self.how = HowToFind()
        self.coach_runner = context.make_runner(self)
        self._listing = False
        self.solutions: list[Solution] | None = None
        self.slots: list[CardSlot] = []
        #: the hand dealt last, while the window's message names it
        self._dealt: tuple[Card | None, ...] | None = None
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_DELAY_MS)
        self._busy_timer.timeout.connect(self._show_busy)
        self._build()
        self.retranslate()
        self.runner.report_to(self._solved, self._failed)
        self.coach_runner.report_to(self._coached, self._coach_failed)
        settings.changed.connect(self._setting_changed)
        self._adapt()

    # --- layout ----------------------------------------------------------------------------

    def _button(self, action: QAction) -> QPushButton:
        """A button for one of the view's actions (its icon, text, tooltip, enabled state)."""
        return action_button(self, action)

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.retitle_actions()
        self.target_box.setToolTip(
            translate("Helper", "The number to make with the cards (24 by default)")
        )
        self.count_box.setToolTip(translate("Helper", "How many cards in a hand (2 to 6)"))
        self.target_label.setText(translate("Helper", "&Target:"))
        self.count_label.setText(translate("Helper", "C&ards:"))
        self.heading.setAccessibleName(translate("Helper", "Result"))
        self.panel.retranslate()
        self.editor.reread()  # a bad card's message in the new language too
        if self.slots:
            self.refresh()

    def _build(self) -> None:
        """Controls on top, the cards in the middle, the answers below."""
        self.make_actions()
        self.deal_button = self._button(self.deal_action)
        self.retry_button = self._button(self.retry_action)
        self.clear_button = self._button(self.clear_action)
        self.target_box = QSpinBox(self)
        self.target_box.setRange(1, 9999)
        self.target_box.setValue(int(self.editor.target))
        self.count_box = QSpinBox(self)
        self.count_box.setRange(2, 6)
        self.count_box.setValue(self.editor.card_count)
        for box in (self.target_box, self.count_box):
            box.setKeyboardTracking(False)  # "100" is kept once typed, not as 1 and 10 first
        self.target_box.valueChanged.connect(self._target_edited)
        self.count_box.valueChanged.connect(self._count_edited)
        controls = QHBoxLayout()
        for button in (self.deal_button, self.retry_button, self.clear_button):
            controls.addWidget(button)  # as wide as its text (a least width set cut it)
        controls.addStretch(1)
        self.target_label = plain_label(self)
        self.target_label.setBuddy(self.target_box)
        self.count_label = plain_label(self)
        self.count_label.setBuddy(self.count_box)
        for widget in (self.target_label, self.target_box, self.count_label, self.count_box):
            controls.addWidget(widget)
        self.felt = Felt(self)
        self.cards_row = QHBoxLayout(self.felt)
        self.cards_row.setContentsMargins(12, 14, 12, 4)
        self.cards_row.setSpacing(12)
        self.heading = plain_label(self, scale=1.4, bold=True)
        self.heading.setWordWrap(True)
        #: why a hand has no answer: what it makes nearest the target
        self.why_label = plain_label(self, scale=1.1)
        self.why_label.setWordWrap(True)
        keep_room(self.why_label, 2)  # its two lines: the cards do not shrink when it comes
        self.why_label.hide()
        self.panel = SolutionPanel(self)
        self.panel.copied.connect(self._copied)
        self.coach_pane = CoachPane(self.panel)
        self.coach_pane.more.connect(self._next_hint)
        self.panel.addWidget(self.coach_pane)
        self.panel.setStretchFactor(2, 2)
        self.panel.answers.currentRowChanged.connect(lambda _row: self._chosen())
        self.panel.answers.itemClicked.connect(lambda _item: self._chosen())
        # Enter chooses the answer the keys are on: the only one of 3 3 8 8, or the first
        self.panel.answers.itemActivated.connect(lambda _item: self._chosen())
        parts = (controls, (self.felt, 3), self.heading, self.why_label, (self.panel, 2))
        arranged(QVBoxLayout(self), parts, (14, 12), 10)

    def _make_slots(self) -> None:
        """One CardSlot per card of the hand, centred (rebuilt when the count changes)."""
        self.slots = []
        for index in range(self.editor.card_count):
            slot = CardSlot(index, self.felt)
            slot.edited.connect(lambda text, i=index: self._typed(i, text))
            slot.finished.connect(self._settled)
            slot.done.connect(lambda i=index: self._entry_done(i))
            slot.stepped.connect(lambda delta, i=index: self._edit(self.editor.step, i, delta))
            slot.picked.connect(lambda rank, i=index: self._edit(self.editor.set_rank, i, rank))
            self.slots.append(slot)
        lay_in_row(self.cards_row, self.slots)
        for first, second in zip(self.slots, self.slots[1:], strict=False):
            QWidget.setTabOrder(first.edit, second.edit)

    # --- actions (also the Game menu's shared actions) ------------------------------------

    def new_deal(self) -> None:
        """Deal random cards from the shuffled deck (no card twice in a deal); the window says
        which while they lie there."""
        self.editor.deal(self.deck)
        self.refresh()
        self._dealt = self.editor.cards
        self.context.show_message(
            translate("Helper", "Dealt {cards}").format(
                cards=" ".join(s.card.symbol for s in self.editor.slots if s.card)
            )
        )

    def retry(self) -> None:
        """Go back to the hand as dealt or typed before later edits."""
        if self.editor.retry():
            self.refresh()

    def clear(self) -> None:
        """Empty every card; the first one is ready for typing."""
        self.editor.clear()
        self.refresh()
        if self.slots:
            self.slots[0].focus_text()

    def load_hand(self, numbers: Sequence[int]) -> None:
        """Show a given hand (from another view or the command line)."""
        try:
            self.editor.load(list(numbers))
        except (HandError, CardError) as error:
            self.context.show_message(
                translate("Helper", "Cannot show that hand: {reason}").format(reason=error)
            )
            return
        self._adapt()

    def showEvent(self, event: QShowEvent) -> None:
        """When the helper appears, the cursor waits in the first card that needs typing: set
        now, while the view is shown (later, the window may already have given the focus to
        its first button when it became active, and that is timing, not the player's choice)."""
        super().showEvent(event)
        self._focus_first_slot()

    def _focus_first_slot(self) -> None:
        """Focus the first empty or bad card (or the first card) unless focus is already here."""
        focused = QApplication.focusWidget()
        if not self.slots or (focused is not None and self.isAncestorOf(focused)):
            return
        states = self.editor.slots
        index = next((i for i, state in enumerate(states) if not state.valid), 0)
        self.slots[index].focus_text()

    # --- state -> widgets -----------------------------------------------------------------

    def restyle(self) -> None:
        """The palette changed: show everything again in its colours."""
        self.refresh()

    def refresh(self) -> None:
        """Show the editor's state and ask for the answers when the hand is complete."""
        self._forget_deal_message()
        for slot, state in zip(self.slots, self.editor.slots, strict=True):
            slot.card_widget.deck = self.editor.deck
            slot.show_slot(state)
        self.retry_action.setEnabled(self.editor.can_retry)
        self.clear_action.setEnabled(any(s.text or s.card for s in self.editor.slots))
        numbers = self.editor.numbers()
        self.solutions = None
        self.why_label.hide()
        if numbers is None:
            self.runner.cancel()
            self._busy_timer.stop()
            self.panel.clear()
            self._show_hand_ladder(None)
            self.heading.setStyleSheet("")
            error = self.editor.first_error()
            self.heading.setText(error or self._prompt())
            if error:
                self.heading.setStyleSheet(text_style("error"))
            return
        self._solve(numbers, self.editor.target)

    def _forget_deal_message(self) -> None:
        """The "Dealt …" message goes once the hand is no longer the one dealt."""
        if self._dealt is not None and self.editor.cards != self._dealt:
            self._dealt = None
            self.context.show_message("")

    def _prompt(self) -> str:
        """What to do when the hand is not complete."""
        return translate(
            "Helper",
            "Type %n cards, or press Deal, to see every answer.",
            None,
            self.editor.card_count,
        )

    def _solve(self, numbers: tuple[int, ...], target: int | Fraction) -> None:
        """Solve on a worker thread; a newer hand cancels this one."""
        operators = self.context.settings.operators
        names = self._names()
        self.runner.submit(lambda token: self._job(numbers, target, operators, token, names))
        self._busy_timer.start()

    @staticmethod
    def _job(
        numbers: tuple[int, ...],
        target: int | Fraction,
        operators: OperatorSet,
        token: CancelToken,
        names: Names = (),
    ) -> Solved:
        """The worker's job: every distinct solution of a hand, for a hand without one what it
        makes nearest the target, and the coach's ladder (None where the coach cannot say)."""
        found = solve(numbers, target, cancel=token.cancelled, operators=operators)
        near = None
        if not found and len(numbers) <= MAX_NEAREST:
            near = nearest(numbers, target, operators=operators, cancel=token.cancelled)
        try:
            ladder: Ladder | None = ladder_of(
                numbers, target, operators, cancel=token.cancelled, names=names
            )
        except SolverError:
            ladder = None
        return numbers, target, operators, found, near, ladder

    def _solved(self, result: Solved) -> None:
        """Show the answers of the latest hand (named by its cards as they show), or why it has
        none."""
        numbers, target, operators, solutions, near, ladder = result
        self._busy_timer.stop()
        self.solutions = solutions
        self.heading.setStyleSheet("" if solutions else text_style("warning"))
        cards = [card for card in self.editor.cards if card is not None]
        shown = cards if tuple(c.value for c in cards) == numbers else list(numbers)
        self.heading.setText(heading(shown, target, len(solutions), operators))
        self.why_label.setText("" if near is None else nearest_text(near))
        self.why_label.setVisible(near is not None)
        self._listing = True  # the first answer is selected by the list, not chosen
        self.panel.show_solutions(solutions)
        self._listing = False
        first = solutions[0] if solutions else None
        self._show_hand_ladder(ladder, first, self._names() if shown is cards else ())

    # --- How to find it ---------------------------------------------------------------------

    def _names(self) -> Names:
        """How the hand's cards show, for How to find it to name them so."""
        return card_names([card for card in self.editor.cards if card is not None])

    def _show_hand_ladder(
        self, ladder: Ladder | None, first: Solution | None = None, names: Names = ()
    ) -> None:
        """A new hand (or none): How to find it shows its ladder's first rung (`first`: the
        answer the list shows first; `names`: how the rungs name the cards)."""
        self.coach_runner.cancel()
        self.how.show_hand(ladder, first, names)
        self._show_how()

    def _chosen(self) -> None:
        """An answer chosen in the list: How to find it leads to it (worked out in the worker
        the first time)."""
        if self._listing:
            return
        job = self.how.choose(self.panel.selected())
        if job is not None:
            self.coach_runner.submit(lambda token: (job, job.run(token.cancelled)))
        self._show_how()

    def _coached(self, result: tuple[CoachJob, Ladder]) -> None:
        """An answer's ladder is worked out: shown if that answer is still the one chosen."""
        if self.how.coached(*result):
            self._show_how()

    def _coach_failed(self, message: str) -> None:
        """An answer's ladder could not be worked out: say why in its place."""
        self.coach_pane.show_rungs(self.how.title(), [message])

    def _next_hint(self) -> None:
        """The player asks How to find it for its next rung."""
        if self.how.reveal():
            self._show_how()

    def _show_how(self) -> None:
        how = self.how
        self.coach_pane.show_rungs(how.title(), how.lines(), how.shows_answer, how.more)

    def _copied(self, text: str) -> None:
        """Say what went to the clipboard."""
        lines = text.count("\n") + 1
        if lines == 1:
            self.context.show_message(translate("Helper", "Copied {answer}").format(answer=text))
        else:
            self.context.show_message(translate("Helper", "Copied %n answers", None, lines))

    def _failed(self, message: str) -> None:
        """A solver error, said plainly."""
        self._busy_timer.stop()
        self.heading.setStyleSheet(text_style("error"))
        self.heading.setText(
            translate("Helper", "Could not solve: {reason}").format(reason=message)
        )
        self.panel.clear()
        self._show_hand_ladder(None)

    def _show_busy(self) -> None:
        """The answers are taking a while (six cards): say so, keep the window alive."""
        if self.runner.busy:
            self.heading.setStyleSheet(text_style("muted"))
            self.heading.setText(translate("Helper", "Working out every answer…"))
            self.panel.clear()

    # --- user input -> editor -------------------------------------------------------------

    def _settled(self) -> None:
        """The player left a card: its entry is done (retry now knows the hand as typed)."""
        self.editor.settle()
        self.retry_action.setEnabled(self.editor.can_retry)

    def _typed(self, index: int, text: str) -> None:
        """A rank typed (or a hand pasted) in a slot; a complete entry moves on to the next
        card ("1" waits: it may become 10..13; a space or comma after it ends it, good or bad;
        one where the card before moved on to is left out)."""
        going = self.editor.type_text(index, text)
        self.refresh()
        if going is not None:
            self.slots[going].focus_text()

    def _entry_done(self, index: int) -> None:
        """Enter or → at the end of a card's text: the entry there is done, good or bad (as
        after a space), on to the next card."""
        going = self.editor.end_entry(index)
        self.refresh()
        if going is not None:
            self.slots[going].focus_text()

    def _edit(self, change: Callable[[int, int], object], index: int, value: int) -> None:
        """Step or pick a slot's rank."""
        change(index, value)
        self.refresh()

    def _target_edited(self, value: int) -> None:
        """The target spin box changed: use it and remember it."""
        self.editor.set_target(value)
        self.context.settings.target = value
        self.refresh()

    def _count_edited(self, value: int) -> None:
        """The card count spin box changed: use it and remember it."""
        self.editor.set_card_count(value)
        self.context.settings.card_count = value
        self._adapt()

    def _setting_changed(self, name: str) -> None:
        """Adapt to a target or card count changed elsewhere."""
        settings = self.context.settings
        if name == "target" and settings.target != self.editor.target:
            self.editor.set_target(settings.target)
            self.refresh()
        elif name == "card_count" and settings.card_count != self.editor.card_count:
            self.editor.set_card_count(settings.card_count)
            self._adapt()
        elif name == "operators":
            self.refresh()
        elif name == "deck" and settings.deck != self.editor.deck:
            self.editor.set_deck(settings.deck)
            self.deck = Deck(self.context.rng, rules=settings.deck)
            self.refresh()
        self._sync_boxes()

    def _adapt(self) -> None:
        """Rebuild the slots if the count of cards changed, then show the state."""
        if len(self.slots) != self.editor.card_count:
            self._make_slots()
        self._sync_boxes()
        self.refresh()

    def _sync_boxes(self) -> None:
        """The spin boxes show the editor's target and count (without re-triggering)."""
        for box, value in (
            (self.target_box, int(self.editor.target)),
            (self.count_box, self.editor.card_count),
        ):
            if box.value() != value:
                box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(False)
