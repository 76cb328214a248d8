"""The learning path: this view shows a `LearnSession` (stages from small sums to fractions,
stars, the next stage opened by finishing one) and forwards what the player does. The rules
live in `app.game.learn`.

Three pages: the map of stages (a button each: locked ones are greyed, finished ones show their
best stars; the focus starts on the stage to play next, the arrow keys move along a row and
between the rows; Enter or Space plays the stage with the focus, or says why a locked one cannot
be played yet), a stage's hands (as practice shows a hand: hints, the answer box or the cards to
combine) and a stage's stars (Enter: the next stage; Ctrl+R again; Esc the map).
"""

from __future__ import annotations

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QShowEvent
from PyQt5.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solver import format_number

from ..game.base_session import Act
from ..game.learn import (
    STAGES,
    STARS,
    LearnPhase,
    LearnSession,
    Stage,
    stage_news,
    stage_title,
    stars_text,
)
from ..i18n import sentences, translate
from ..shell.context import AppContext
from ..shell.theme import enlarge, text_style
from ..widgets.actions import ViewAction
from ..widgets.answer_box import tool_button
from ..widgets.grid_keys import GridKeys
from ..widgets.hand_table import HandTable
from ..widgets.labels import DealingLabel, centred_text, keep_room, plain_label
from ..widgets.pages import WIDE, arranged, big_button, centred_row, page_column, stacked
from ..widgets.puzzle_panel import PuzzlePanel
from . import game_menu
from .base_view import Given, SessionView

#: Stage buttons in a row of the map.
MAP_COLUMNS = 5


class LearnView(SessionView[LearnSession]):
    """The map of stages, a stage's hands one at a time, and its stars."""

    next_action = game_menu.new_game(
        "go_on",
        lambda: translate("Learn", "&Next"),
        lambda: translate("Learn", "The next hand, or the next stage"),
    )
    hint_action = game_menu.hint(
        lambda: translate("Learn", "A hint; each costs a star, the last shows the answer"),
        lambda: translate("Learn", "&Hint (−1 ★)"),
    )
    give_up_action = game_menu.give_up(
        lambda: translate("Learn", "Give up this hand: see an answer (no star for it)"),
        lambda: translate("Learn", "Show the &answer"),
    )
    clear_action = game_menu.clear_answer()
    again_action = ViewAction(
        "again",
        ("Ctrl+R",),
        text=lambda: translate("Learn", "Play the stage &again"),
        tip=lambda: translate("Learn", "Play this stage again with other hands, for more stars"),
    )
    map_action = ViewAction(
        "to_map",
        ("Esc",),
        text=lambda: translate("Learn", "&Stages"),
        tip=lambda: translate(
            "Learn", "Back to the stages (a stage left half way goes on where you left it)"
        ),
    )
    enter_action = SessionView.enter_action.worded(
        lambda: translate("Learn", "Go on"),
        lambda: translate("Learn", "Play the stage, submit, or go on"),
    )
    MENU = ("next", "again", "map", None, "hint", "give_up", "clear", "combine")
    ENTER = ((Act.OPEN, "open_focused"), (Act.SUBMIT, "submit"), (Act.NEXT, "go_on"))

    def new_session(self, context: AppContext, basics: Given) -> LearnSession:
        return LearnSession(**basics)

    # --- building ------------------------------------------------------------------------------

    def build(self) -> None:
        self.map_page = self._map_page()
        self.stage_page = self._stage_page()
        self.done_page = self._done_page()
        self.show_pages(self.map_page, self.stage_page, self.done_page)

    def _map_page(self) -> QWidget:
        page = QWidget(self)
        self.title = centred_text(page, 2.0, bold=True)
        self.about = centred_text(page, 1.1)
        self.total = centred_text(page, 1.2, bold=True)
        self.map_notice = centred_text(page)
        keep_room(self.map_notice, 2)  # a locked stage's line comes and goes: the map stays put
        grid = QGridLayout()
        grid.setSpacing(12)
        self.stage_buttons: list[QPushButton] = []
        for index, stage in enumerate(STAGES):
            button = QPushButton(page)
            button.setMinimumSize(132, 92)
            enlarge(button, 1.1)
            button.clicked.connect(lambda _checked=False, s=stage: self.open_stage(s))
            grid.addWidget(button, index // MAP_COLUMNS, index % MAP_COLUMNS)
            self.stage_buttons.append(button)
        GridKeys(self.stage_buttons, MAP_COLUMNS, page).focused.connect(self._stage_focused)
        page_column(page, (self.title, self.about, self.total, grid, self.map_notice))
        return page

    def _stage_page(self) -> QWidget:
        page = QWidget(self)
        self.heading = plain_label(page, scale=1.3, bold=True)
        self.hand_count = plain_label(page, scale=1.1)
        self.worth = plain_label(page, scale=1.15)
        self.worth.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        to_map = tool_button(self.map_action, page)
        top = arranged(QHBoxLayout(), ((self.heading, 1), self.hand_count, 24, self.worth, to_map))
        self.news = plain_label(page, scale=1.15)
        self.news.setWordWrap(True)
        keep_room(self.news, 1)
        felt = HandTable(page)
        self.panel = PuzzlePanel((self.hint_action, self.give_up_action), self.next_action, page)
        cards = self.answer_area(felt, self.panel.answer)
        self.hints = self.panel.hints
        self.dealing_label = DealingLabel(page)
        self.bottom = stacked(page, self.panel, self.dealing_label)
        arranged(QVBoxLayout(page), (top, self.news, (cards, 1), self.bottom), (14, 10))
        return page

    def _done_page(self) -> QWidget:
        page = QWidget(self)
        self.done_title = centred_text(page, 2.0, bold=True)
        self.done_stars = centred_text(page, 3.0)
        self.done_next = centred_text(page, 1.2)
        self.done_notice = centred_text(page)
        self.next_stage_button = big_button(page, self.go_on)
        self.again_button = QPushButton(page)
        self.again_button.setMinimumHeight(40)
        self.again_button.clicked.connect(lambda _checked=False: self.again())
        self.map_button = QPushButton(page)
        self.map_button.setMinimumHeight(40)
        self.map_button.clicked.connect(lambda _checked=False: self.to_map())
        buttons = centred_row(self.again_button, self.next_stage_button, self.map_button)
        done = (self.done_title, self.done_stars, self.done_next, self.done_notice)
        page_column(page, (*done, buttons), WIDE)
        return page

    def set_texts(self) -> None:
        """The view's fixed texts, in the current language."""
        self.title.setText(translate("Learn", "Learning path"))
        self.about.setText(
            translate(
                "Learn",
                "Climb from adding three cards to hands that need a fraction. Each stage is a "
                "few hands; finish it to open the next. A hand is worth three stars: a hint, "
                "two wrong tries or a slow answer cost one.",
            )
        )
        self.again_button.setText(translate("Learn", "Play again"))
        self.again_button.setToolTip(self.again_action.toolTip())
        self.map_button.setText(translate("Learn", "Stages"))
        self.map_button.setToolTip(self.map_action.toolTip())

    # --- input ---------------------------------------------------------------------------------

    def open_stage(self, stage: Stage) -> None:
        """Play a stage; a locked one stays on the map, which says why."""
        job = self.session.open(stage)
        if job is None:
            self.refresh()
            return
        self.run(job)

    def _stage_focused(self, index: int) -> None:
        """The focus moved to a stage of the map: a line about another, locked, goes."""
        if self.session.choose(STAGES[index]):
            self.refresh()

    def go_on(self) -> None:
        """The next hand, or after a stage the next one (Ctrl+N)."""
        self.run(self.session.next())

    def again(self) -> None:
        """Play the stage just finished again (Ctrl+R)."""
        self.run(self.session.again())

    def to_map(self) -> None:
        """Back to the stages (Esc)."""
        if self.session.phase is not LearnPhase.MAP:
            self.runner.cancel()
            self.session.to_map()
            self.refresh()

    def open_focused(self) -> None:
        """Enter on the map: the stage with the focus (else the one to play next)."""
        focus = QApplication.focusWidget()
        for stage, button in zip(STAGES, self.stage_buttons, strict=True):
            if button is focus:
                self.open_stage(stage)
                return
        self.open_stage(self.session.suggested)

    # --- state -> widgets ----------------------------------------------------------------------

    def show_session(self) -> None:
        """Show the session: the page, the actions, the stage and its hand."""
        session = self.session
        phase = session.phase
        page = {
            LearnPhase.MAP: self.map_page,
            LearnPhase.STAGE_DONE: self.done_page,
        }.get(phase, self.stage_page)
        was = self.pages.currentWidget()
        self.pages.setCurrentWidget(page)
        playing = phase is LearnPhase.SOLVING
        self.next_action.setEnabled(phase in (LearnPhase.HAND_DONE, LearnPhase.STAGE_DONE))
        self.again_action.setEnabled(phase is LearnPhase.STAGE_DONE)
        self.map_action.setEnabled(phase is not LearnPhase.MAP)
        self.give_up_action.setEnabled(playing)
        self.clear_action.setEnabled(playing)
        self.hint_action.setEnabled(session.hints_left > 0)
        self._show_map(focus=page is self.map_page and was is not self.map_page)
        if page is self.done_page:
            self._show_done(focus=was is not self.done_page)
        elif page is self.stage_page:
            self._show_stage()

    def _show_map(self, focus: bool) -> None:
        session = self.session
        self.total.setText(
            translate("Learn", "{stars} of {total} stars").format(
                stars=session.total_stars, total=STARS * len(STAGES)
            )
        )
        notice = session.notice.text if session.notice else ""
        for label, text in (
            (self.map_notice, sentences(notice, session.refused_reason())),
            (self.done_notice, notice),
        ):
            label.setText(text)
            label.setVisible(bool(text))
        for stage, button in zip(STAGES, self.stage_buttons, strict=True):
            best = session.best(stage)
            open_ = session.unlocked(stage)
            # a stage not finished shows its stars to win (a locked one, greyed, none)
            mark = stars_text(best or 0) if open_ else ""
            button.setText(f"{stage.number}\n{stage_title(stage)}\n{mark}".rstrip())
            # a locked stage keeps the focus (its tooltip says why it is locked): greyed, not
            # disabled
            button.setStyleSheet("" if open_ else text_style("muted"))
            enlarge(button, 1.1, bold=stage is session.suggested)
            button.setAccessibleName(
                translate("Learn", "Stage {number}: {title}").format(
                    number=stage.number, title=stage_title(stage)
                )
            )
            button.setToolTip(session.locked_reason(stage) or stage_news(stage))
        if focus:
            self._focus_suggested()

    def _focus_suggested(self) -> None:
        """The focus on the stage to play next, with its focus frame (as after a key: Qt shows
        the frame for no other reason set by a program), so a child sees where Enter goes."""
        self.stage_buttons[self.session.suggested.number - 1].setFocus(Qt.ShortcutFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown the first time (its tab opened): the focus on the stage to play next, as when
        the map comes back; Qt would give it to the first stage."""
        super().showEvent(event)
        if self.focusWidget() is None and self.pages.currentWidget() is self.map_page:
            self._focus_suggested()

    def _show_stage(self) -> None:
        session = self.session
        stage = session.stage
        if stage is None:
            return
        self.heading.setText(
            translate("Learn", "Stage {number}: {title}").format(
                number=stage.number, title=stage_title(stage)
            )
        )
        self.news.setText(stage_news(stage))
        dealing = session.phase is LearnPhase.DEALING
        self.bottom.setCurrentWidget(self.dealing_label if dealing else self.panel)
        puzzle = session.puzzle
        if puzzle is None:
            self.hand_count.setText("")
            self.worth.setText("")
            return
        self.hand_count.setText(
            translate("Learn", "Hand {number} of {count}").format(
                number=session.index + 1, count=len(session.hands)
            )
        )
        self.worth.setText(
            translate("Learn", "This hand: {stars}").format(stars=stars_text(session.stars_now()))
        )
        self.show_hand(puzzle.cards)
        self.set_caption(
            translate("Learn", "Make {target} with every card once.").format(
                target=format_number(puzzle.target)
            )
        )
        done = session.phase is LearnPhase.HAND_DONE
        if not done:
            note = ""
        elif session.index + 1 >= len(session.hands):
            note = translate("Learn", "Enter: see your stars.")
        else:
            note = translate("Learn", "Enter: the next hand.")
        self.panel.show_puzzle(
            puzzle, session.last, session.phase is LearnPhase.SOLVING, done, note
        )
        if done and session.last is not None:
            self.panel.answer.say(sentences(session.last.message, note))

    def _show_done(self, focus: bool) -> None:
        session = self.session
        stage = session.stage
        if stage is None:
            return
        self.done_title.setText(
            translate("Learn", "Stage {number} done!").format(number=stage.number)
        )
        self.done_stars.setText(stars_text(session.stars))
        following = session.next_stage
        if following is None:
            self.done_next.setText(translate("Learn", "You have finished the whole path!"))
            self.next_stage_button.setText(translate("Learn", "Back to the stages"))
        else:
            self.done_next.setText(
                translate("Learn", "Stage {number} is open: {title}.").format(
                    number=following.number, title=stage_title(following)
                )
            )
            self.next_stage_button.setText(translate("Learn", "Next stage"))
        self.next_stage_button.setToolTip(self.next_action.toolTip())
        if focus:
            self.next_stage_button.setFocus(Qt.OtherFocusReason)
