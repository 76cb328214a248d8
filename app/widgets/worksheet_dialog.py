"""WorksheetDialog (Game › Worksheet…): choose a sheet, see its pages, print it or save a PDF.

The choices on the left make a `WorksheetOptions` (app.game.worksheet); each change deals the
sheet again in the worker (the first sheet of a deck scores all its hands: the window never
waits) and the preview on the right shows its pages as they will print. Print… and Save as
PDF… act on the sheet shown; the choices are remembered for the next time.
"""

from __future__ import annotations

import random
from pathlib import Path

from PyQt5.QtCore import QSize, QStandardPaths, Qt
from PyQt5.QtGui import QPainter, QShowEvent
from PyQt5.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PyQt5.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..game.levels import HAND_LEVELS, hand_level_name
from ..game.storage import write_problem
from ..game.worksheet import (
    MAX_COUNT,
    MAX_SEED,
    MIN_COUNT,
    MIXED,
    Paper,
    Worksheet,
    WorksheetOptions,
    deal_sheet,
    parse_sheet_level,
)
from ..i18n import translate
from ..shell.settings import Settings
from ..shell.theme import text_style
from ..shell.worker import CancelToken, JobRunner
from ..shell.worksheet_pdf import (
    MissingFontError,
    default_paper,
    page_layout,
    paint_sheet,
    write_pdf,
)
from .deck_picker import DeckPicker
from .dialogs import fit_to_screen
from .labels import WrappedLabel, combo_box, described, plain_label
from .operator_picker import OperatorPicker


class WorksheetDialog(QDialog):
    """The sheet's choices, a preview of its pages, Print… and Save as PDF…."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, rng: random.Random | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.rng = rng or random.Random()
        #: The sheet shown (None while the first is dealt, or when the choices make none).
        self.sheet: Worksheet | None = None
        self.runner = JobRunner(self)
        self.runner.report_to(self._dealt, self._failed)
        self.setWindowTitle(translate("Worksheet", "Worksheet"))
        self.count = QSpinBox(self)
        self.count.setRange(MIN_COUNT, MAX_COUNT)
        self.level = combo_box(self)
        for level in HAND_LEVELS:
            self.level.addItem(hand_level_name(level), level.value.lower())
        self.level.addItem(translate("Worksheet", "Mixed, easiest first"), MIXED)
        self.deck = DeckPicker(parent=self)
        self.operators = OperatorPicker(parent=self)
        self.paper = combo_box(self)
        for paper in Paper:
            self.paper.addItem(paper.label, paper.value)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, MAX_SEED)
        self.new_seed = QPushButton(translate("Worksheet", "&New sheet"), self)
        self.new_seed.setAutoDefault(False)  # Enter prints, even with the focus on it
        self.hints = QCheckBox(translate("Worksheet", "Under each hand"), self)
        self.status = WrappedLabel(self)
        self.printer = QPrinter(QPrinter.HighResolution)
        self.preview = QPrintPreviewWidget(self.printer, self)
        self.preview.setZoomMode(QPrintPreviewWidget.FitInView)  # a whole page at a time
        for view in self.preview.findChildren(QGraphicsView):
            # A page fitted in view needs no bar across, and the bar down (to the next pages)
            # is always there: with both shown as needed, a narrow preview of a sheet with hints
            # made Qt show and hide them for ever (the dialog hung).
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
            view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
        self.preview.paintRequested.connect(self._paint)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.print_button = buttons.addButton(
            translate("Worksheet", "&Print…"), QDialogButtonBox.ActionRole
        )
        self.save_button = buttons.addButton(
            translate("Worksheet", "Save as PD&F…"), QDialogButtonBox.ActionRole
        )
        self.print_button.setDefault(True)  # Enter prints (it dealt a new sheet: the first
        # button of a dialog is its default, and New sheet came first)
        buttons.rejected.connect(self.reject)
        self._lay_out(buttons)
        self._describe()
        self._show_options(settings.worksheet or self._first_options())
        for box in (self.count, self.seed):
            box.setKeyboardTracking(False)  # a number counts once typed, not digit by digit
        boxes = (self.count.valueChanged, self.seed.valueChanged)
        combos = (self.level.currentIndexChanged, self.paper.currentIndexChanged)
        pickers = (self.hints.toggled, self.deck.changed, self.operators.changed)
        for choice in (*boxes, *combos, *pickers):
            choice.connect(self._changed)  # any choice changed: the sheet again
        self.new_seed.clicked.connect(self.deal_new_sheet)
        self.print_button.clicked.connect(self.print_sheet)
        self.save_button.clicked.connect(self.save_pdf)
        self._changed()

    # --- building ------------------------------------------------------------------------------

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        """The choices and the status on the left, the preview on the right, buttons below."""
        form = QFormLayout()
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed)
        rows: list[tuple[str, QWidget | QHBoxLayout, QWidget]] = [
            (translate("Worksheet", "&Hands:"), self.count, self.count),
            (translate("Worksheet", "&Level:"), self.level, self.level),
            (translate("Worksheet", "&Deck:"), self.deck, self.deck.kind),
            (translate("Worksheet", "&Operators:"), self.operators, self.operators),
            (translate("Worksheet", "P&aper:"), self.paper, self.paper),
            (translate("Worksheet", "&Sheet number:"), seed_row, self.seed),
            (translate("Worksheet", "Hin&ts:"), self.hints, self.hints),
        ]
        for text, field, buddy in rows:
            label = plain_label(self, text)
            label.setBuddy(buddy)
            form.addRow(label, field)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.status)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(side)
        row.addWidget(self.preview, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)

    def _describe(self) -> None:
        """Tooltips and names for screen readers."""
        tips = {
            self.count: translate("Worksheet", "How many hands the sheet has (12 fill a page)"),
            self.level: translate(
                "Worksheet", "How hard the hands are; a mix goes from easy to expert"
            ),
            self.paper: translate("Worksheet", "The paper the sheet is laid out for"),
            self.seed: translate(
                "Worksheet",
                "The same number gives the same sheet: it is printed at the foot of every "
                "page, so a sheet can be made again",
            ),
            self.new_seed: translate("Worksheet", "Other hands: a new sheet number"),
            self.hints: translate(
                "Worksheet",
                "Under each hand's cards, a plan to start from (the first hint of the coach), "
                "never the answer",
            ),
            self.preview: translate("Worksheet", "The pages as they will print"),
            self.print_button: translate("Worksheet", "Print the sheet and its answer key"),
            self.save_button: translate("Worksheet", "Save the sheet and its key as a PDF file"),
        }
        names = {
            self.count: translate("Worksheet", "Hands"),
            self.level: translate("Worksheet", "Level"),
            self.paper: translate("Worksheet", "Paper"),
            self.seed: translate("Worksheet", "Sheet number"),
            self.hints: translate("Worksheet", "Hints"),
            self.preview: translate("Worksheet", "Preview"),
        }
        for widget, tip in tips.items():
            described(widget, tip, names.get(widget, ""))
            widget.setAccessibleDescription(tip)
        self.status.setAccessibleName(translate("Worksheet", "Status"))

    def _first_options(self) -> WorksheetOptions:
        """The choices before any sheet was made: the app's deck and operators, the locale's
        paper, a new number."""
        return WorksheetOptions(
            deck=self.settings.deck,
            seed=self.rng.randint(0, MAX_SEED),
            paper=default_paper(),
            operators=self.settings.operators,
        )

    def sizeHint(self) -> QSize:
        """Room for the choices and a readable page."""
        return QSize(1000, 720)

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the screen when shown."""
        fit_to_screen(self)
        super().showEvent(event)

    # --- the choices ---------------------------------------------------------------------------

    def options(self) -> WorksheetOptions:
        """The sheet the choices name."""
        return WorksheetOptions(
            count=self.count.value(),
            level=parse_sheet_level(str(self.level.currentData())),
            deck=self.deck.deck(),
            seed=self.seed.value(),
            paper=Paper(self.paper.currentData()),
            operators=self.operators.operators(),
            hints=self.hints.isChecked(),
        )

    def _show_options(self, options: WorksheetOptions) -> None:
        """Set the choices (without dealing)."""
        widgets = (
            self.count,
            self.level,
            self.deck,
            self.operators,
            self.paper,
            self.seed,
            self.hints,
        )
        blocked = [widget.blockSignals(True) for widget in widgets]
        self.count.setValue(options.count)
        level = MIXED if options.level is None else options.level.value.lower()
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.deck.set_deck(options.deck)
        self.operators.set_operators(options.operators)
        self.paper.setCurrentIndex(max(0, self.paper.findData(options.paper.value)))
        self.seed.setValue(options.seed)
        self.hints.setChecked(options.hints)
        for widget, was in zip(widgets, blocked, strict=True):
            widget.blockSignals(was)

    def deal_new_sheet(self) -> None:
        """Other hands: a new sheet number (dealt at once)."""
        seed = self.seed.value()
        while seed == self.seed.value():
            seed = self.rng.randint(0, MAX_SEED)
        self.seed.setValue(seed)

    def _changed(self) -> None:
        """A choice changed: remember the choices and deal the sheet they name (in the worker;
        Print and Save wait for it)."""
        options = self.options()
        self.settings.worksheet = options
        self.printer.setPageLayout(page_layout(options.paper))
        self._set_ready(False)
        self._say(translate("Worksheet", "Dealing the hands…"), "muted")

        def job(token: CancelToken) -> Worksheet:
            return deal_sheet(options, token.cancelled)

        self.runner.submit(job)

    def _dealt(self, sheet: Worksheet) -> None:
        """The sheet is dealt: show its pages."""
        self.sheet = sheet
        self._say(
            translate(
                "Worksheet",
                "%n pages: the hands, then the answer key. Print them, or save them as a PDF.",
                None,
                sheet.page_count,
            ),
            "notice",
        )
        self._set_ready(True)
        self.preview.updatePreview()
        self.preview.setCurrentPage(1)

    def _failed(self, message: str) -> None:
        """The choices make no sheet: say why, show no pages."""
        self.sheet = None
        self._say(message, "error")
        self.preview.updatePreview()

    def _set_ready(self, ready: bool) -> None:
        self.print_button.setEnabled(ready)
        self.save_button.setEnabled(ready)

    def _say(self, text: str, role: str) -> None:
        """A line under the choices, in the colour of its meaning."""
        self.status.setText(text)
        self.status.setStyleSheet(text_style(role))

    # --- paper ---------------------------------------------------------------------------------

    def _paint(self, printer: QPrinter) -> bool:
        """Draw the sheet for the preview or the printer (no sheet: a blank page, not the
        last sheet's); says whether the sheet was drawn."""
        if self.sheet is None:
            QPainter(printer).end()
            return False
        try:
            paint_sheet(self.sheet, printer)
        except (MissingFontError, OSError) as error:
            self._say(str(error), "error")
            self._set_ready(False)
            return False
        return True

    def print_sheet(self) -> QPrintDialog:
        """Print… : the system's print dialog, then the pages (not blocking); the status says
        what was printed, or that nothing was."""
        dialog = QPrintDialog(self.printer, self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.accepted.connect(self._print)
        cancelled = translate("Worksheet", "Printing cancelled: nothing was printed.")
        dialog.rejected.connect(lambda: self._say(cancelled, "notice"))
        self._back_to(dialog, self.print_button)
        dialog.open()
        return dialog

    def _print(self) -> None:
        """The print dialog's Print: the pages to the printer or the file it names."""
        if self.sheet is None or not self._paint(self.printer):
            return
        pages, file = self.sheet.page_count, self.printer.outputFileName()
        if file:
            text = translate("Worksheet", "Printed %n pages to the file {path}.", None, pages)
            self._say(text.format(path=file), "success")
            return
        text = translate("Worksheet", "Sent %n pages to the printer {printer}.", None, pages)
        self._say(text.format(printer=self.printer.printerName()), "success")

    def _back_to(self, dialog: QDialog, button: QPushButton) -> None:
        """Once `dialog` closes, the focus is on the button that opened it (it went to New
        sheet, where the next Enter threw the sheet away)."""
        dialog.finished.connect(lambda _result: button.setFocus(Qt.OtherFocusReason))

    def save_pdf(self) -> QFileDialog:
        """Save as PDF… : ask where (not blocking), then write the file."""
        documents = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        name = translate("Worksheet", "worksheet-{number}.pdf").format(number=self.seed.value())
        dialog = QFileDialog(
            self,
            translate("Worksheet", "Save the worksheet"),
            str(folder / name),
            translate("Worksheet", "PDF files (*.pdf)"),
        )
        dialog.setAcceptMode(QFileDialog.AcceptSave)
        dialog.setDefaultSuffix("pdf")
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda chosen: self.write(Path(chosen)))
        self._back_to(dialog, self.save_button)
        dialog.open()
        return dialog

    def write(self, path: Path) -> bool:
        """Write the sheet shown as a PDF file; says whether it was written, and where."""
        if self.sheet is None:
            return False
        try:
            pages = write_pdf(self.sheet, path)
        except MissingFontError as error:
            self._say(str(error), "error")
            return False
        except OSError as error:
            self._say(
                translate("Worksheet", "The sheet could not be saved as {path}: {reason}.").format(
                    path=path, reason=write_problem(path, error)
                ),
                "error",
            )
            return False
        self._say(
            translate("Worksheet", "Saved %n pages as {path}.", None, pages).format(path=path),
            "success",
        )
        return True

    def done(self, result: int) -> None:
        """Closing stops a deal under way."""
        self.runner.cancel()
        super().done(result)
