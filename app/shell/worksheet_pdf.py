"""A worksheet on paper: `paint_sheet` draws a dealt `app.game.worksheet.Worksheet` on any paged
device (a PDF writer, a printer, the print preview), `pdf_bytes` and `write_pdf` make its PDF
with Qt's own writer.

The pages come from the sheet (`Worksheet.pages`): two columns of six hands a page, each with
its cards (the app's card images, drawn as vectors) and a line to write the answer on, under a
heading with lines for a name, the date and the score; then the answer key, one row a hand.
Everything is placed in millimetres from the page's printable area, so a printer's own margins
or paper change nothing but the scale. The same sheet gives the same PDF, byte for byte: the
creation date Qt writes is blanked out.
"""

from __future__ import annotations

import re
from pathlib import Path

from PyQt5.QtCore import QBuffer, QByteArray, QIODevice, QLineF, QLocale, QMarginsF, QRectF, Qt
from PyQt5.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..game.storage import write_atomic
from ..game.worksheet import TARGET, Page, Paper, SheetHand, Worksheet
from ..i18n import translate
from .card_images import CARD_RATIO, paint_card
from .languages import current

#: The page's margins (mm): left, top, right, bottom.
MARGINS = (15.0, 13.0, 15.0, 11.0)
INK = QColor("#1b1b1f")
GREY = QColor("#5f6368")
#: Room (mm) and size (points) of the hint under a hand's cards, when the sheet has hints.
HINT_ROOM = 9.0
HINT_POINTS = 7.5
RULE = QColor("#b0b4b9")
STRIPE = QColor("#f1f3f4")
#: Columns and rows of hands on a page of the sheet.
COLUMNS, ROWS = 2, 6
#: Chinese fonts that typeset well, best first (any other with Chinese glyphs will do).
CHINESE_FONTS = (
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Microsoft YaHei",
    "PingFang SC",
    "SimHei",
    "Droid Sans Fallback",
)
_CREATION_DATE = re.compile(rb"/CreationDate \(D:[0-9Z+\-']*\)")


class MissingFontError(RuntimeError):
    """The language needs a font the system does not have (the sheet would print boxes)."""


def page_size(paper: Paper) -> QPageSize:
    """Qt's page size for a paper."""
    return QPageSize(QPageSize.A4 if paper is Paper.A4 else QPageSize.Letter)


def page_layout(paper: Paper) -> QPageLayout:
    """A portrait page of the paper with the sheet's margins."""
    left, top, right, bottom = MARGINS
    margins = QMarginsF(left, top, right, bottom)
    return QPageLayout(page_size(paper), QPageLayout.Portrait, margins, QPageLayout.Millimeter)


def font_family() -> str:
    """The family the sheet is set in: the system's, or for Chinese one with Chinese glyphs
    (MissingFontError when there is none)."""
    database = QFontDatabase()
    if current() != "zh_CN":
        return QFontDatabase.systemFont(QFontDatabase.GeneralFont).family()
    chinese = database.families(QFontDatabase.SimplifiedChinese)
    for family in CHINESE_FONTS:
        if family in chinese:
            return family
    if chinese:
        return chinese[0]
    raise MissingFontError(
        translate(
            "Worksheet",
            "No Chinese font is installed, so the sheet would print empty boxes: install one "
            "(on Debian or Ubuntu: sudo apt install fonts-wqy-microhei).",
        )
    )


def pdf_bytes(sheet: Worksheet) -> bytes:
    """The sheet and its key as a PDF (the same bytes every time for the same sheet)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(page_layout(sheet.options.paper))
    writer.setTitle(f"{sheet.title()} · {sheet.details()}")
    writer.setCreator(translate("Window", "Twenty-Four"))
    paint_sheet(sheet, writer)
    buffer.close()
    pdf = bytes(data.data())
    return _CREATION_DATE.sub(lambda found: b" " * len(found[0]), pdf, count=1)


def write_pdf(sheet: Worksheet, path: Path) -> int:
    """Write the sheet's PDF to a file; returns its count of pages. OSError if it cannot be
    written (then a file that was there is as it was, and no new one is left half written)."""
    write_atomic(path, pdf_bytes(sheet))
    return sheet.page_count


def paint_sheet(sheet: Worksheet, device: QPagedPaintDevice) -> None:
    """Draw every page of the sheet on a paged device (a new page between pages)."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(translate("Worksheet", "The sheet could not be drawn on this device."))
    try:
        _SheetPainter(painter, device, font_family()).paint(sheet)
    finally:
        painter.end()


class _SheetPainter:
    """Draws pages in millimetres on the printable area of a paged device."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice, family: str) -> None:
        self.painter = painter
        self.device = device
        self.family = family
        self.unit = device.logicalDpiX() / 25.4  # device pixels per millimetre
        self.width = device.width() / self.unit
        self.height = device.height() / self.unit
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.TextAntialiasing)

    # --- helpers -------------------------------------------------------------------------------

    def rect(self, x: float, y: float, width: float, height: float) -> QRectF:
        """A rectangle given in millimetres, in device pixels."""
        u = self.unit
        return QRectF(x * u, y * u, width * u, height * u)

    def font(self, points: float, bold: bool = False) -> QFont:
        """The sheet's font at a size, set on the painter."""
        font = QFont(self.family)
        font.setPointSizeF(points)
        font.setBold(bold)
        self.painter.setFont(font)
        return font

    def text_width(self, text: str) -> float:
        """The width of a text in the painter's font, in millimetres."""
        metrics = QFontMetricsF(self.painter.font(), self.device)
        return metrics.horizontalAdvance(text) / self.unit

    def line_height(self) -> float:
        """The height of a line of the painter's font, in millimetres."""
        return QFontMetricsF(self.painter.font(), self.device).height() / self.unit

    def text(
        self, box: QRectF, flags: Qt.Alignment | int, text: str, colour: QColor = INK
    ) -> float:
        """Draw a text in a box (device pixels); returns the height it took, in millimetres."""
        self.painter.setPen(colour)
        used = self.painter.boundingRect(box, int(flags), text)
        self.painter.drawText(box, int(flags), text)
        return used.height() / self.unit

    def rule(
        self, x1: float, y1: float, x2: float, y2: float, colour: QColor, width: float
    ) -> None:
        """A straight line (millimetres; `width` too)."""
        self.painter.setPen(QPen(colour, width * self.unit, Qt.SolidLine, Qt.RoundCap))
        u = self.unit
        self.painter.drawLine(QLineF(x1 * u, y1 * u, x2 * u, y2 * u))

    # --- pages ---------------------------------------------------------------------------------

    def paint(self, sheet: Worksheet) -> None:
        """Every page, the key's last."""
        for index, page in enumerate(sheet.pages()):
            if index:
                self.device.newPage()
            if page.is_key:
                self.key_page(sheet, page)
            else:
                self.hands_page(sheet, page)
            self.font(8.5)
            foot = self.rect(0, self.height - 5, self.width, 5)
            self.text(foot, Qt.AlignHCenter | Qt.AlignBottom, sheet.footer(page), GREY)

    def heading(self, title: str, details: str) -> float:
        """The title on the left, the details on the right of the same line; returns the
        height taken (mm)."""
        self.font(20, bold=True)
        height = self.line_height()
        self.text(self.rect(0, 0, self.width, height), Qt.AlignLeft | Qt.AlignVCenter, title)
        self.font(10)
        box = self.rect(0, 0, self.width, height)
        self.text(box, Qt.AlignRight | Qt.AlignVCenter, details, GREY)
        return height

    def hands_page(self, sheet: Worksheet, page: Page) -> None:
        """A page of hands: heading, the lines to fill in, what to do, the grid of hands."""
        y = self.heading(sheet.title(), sheet.details()) + 3
        y = self.blanks(sheet.blanks(), y) + 3
        self.font(10.5)
        flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
        y += self.text(self.rect(0, y, self.width, 30), flags, sheet.instructions()) + 2.5
        self.rule(0, y, self.width, y, RULE, 0.3)
        y += 4
        gap_x, gap_y = 6.0, 3.5
        cell_w = (self.width - gap_x * (COLUMNS - 1)) / COLUMNS
        cell_h = (self.height - 7 - y - gap_y * (ROWS - 1)) / ROWS
        for index, hand in enumerate(page.hands):
            row, column = divmod(index, COLUMNS)
            self.hand_cell(
                hand, column * (cell_w + gap_x), y + row * (cell_h + gap_y), cell_w, cell_h
            )

    def blanks(self, blanks: list[tuple[str, str]], y: float) -> float:
        """Name, date and score, each with a line to write on; returns the y under them."""
        self.font(11)
        height = self.line_height()
        shares = (0.46, 0.30, 0.24)
        x = 0.0
        base = y + height * 0.8  # near the text's baseline
        for (label, after), share in zip(blanks, shares, strict=True):
            width = self.width * share
            box = self.rect(x, y, width - 5, height)
            self.text(box, Qt.AlignLeft | Qt.AlignVCenter, label)
            self.text(box, Qt.AlignRight | Qt.AlignVCenter, after)
            start = x + self.text_width(label) + 1.5
            end = x + width - 5 - (self.text_width(after) + 1.5 if after else 0)
            self.rule(start, base, end, base, INK, 0.25)
            x += width
        return y + height

    def hand_cell(self, hand: SheetHand, x: float, y: float, width: float, height: float) -> None:
        """One hand: a box with its number, its cards, and a line for the answer."""
        u = self.unit
        self.painter.setPen(QPen(RULE, 0.3 * u))
        self.painter.setBrush(Qt.NoBrush)
        self.painter.drawRoundedRect(self.rect(x, y, width, height), 2.5 * u, 2.5 * u)
        pad = 3.0
        badge = 7.0
        self.painter.setPen(Qt.NoPen)
        self.painter.setBrush(INK)
        self.painter.drawEllipse(self.rect(x + pad, y + pad, badge, badge))
        self.painter.setBrush(Qt.NoBrush)
        self.font(10.5 if hand.number < 10 else 9, bold=True)
        box = self.rect(x + pad, y + pad, badge, badge)
        self.text(box, Qt.AlignCenter, str(hand.number), QColor("white"))
        writing = 10.0  # the answer line and the room above it
        hint = HINT_ROOM if hand.hint else 0.0
        card_h = height - 2 * pad - writing - hint
        left = x + pad + badge + 3
        room = x + width - pad - left
        count = len(hand.cards)
        card_w = min(card_h * CARD_RATIO, room / (count + (count - 1) * 0.15))
        card_h = card_w / CARD_RATIO
        for index, card in enumerate(hand.cards):
            paint_card(
                self.painter, self.rect(left + index * card_w * 1.15, y + pad, card_w, card_h), card
            )
        if hand.hint:
            self.font(HINT_POINTS)
            box = self.rect(x + pad, y + pad + card_h + 1, width - 2 * pad, hint)
            flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
            self.text(box, flags, hand.hint_line(), GREY)
        self.font(12)
        equals = f"= {TARGET}"
        base = y + height - pad - 1
        end = x + width - pad
        box = self.rect(x + pad, base - self.line_height(), width - 2 * pad, self.line_height())
        self.text(box, Qt.AlignRight | Qt.AlignBottom, equals)
        descent = QFontMetricsF(self.painter.font(), self.device).descent() / u
        line_y = base - descent
        self.rule(x + pad, line_y, end - self.text_width(equals) - 2, line_y, RULE, 0.3)

    def key_page(self, sheet: Worksheet, page: Page) -> None:
        """A page of the key: heading, a note, a table of one row a hand."""
        y = self.heading(sheet.key_title(), sheet.details()) + 2
        self.font(9.5)
        flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
        y += self.text(self.rect(0, y, self.width, 30), flags, sheet.key_note(), GREY) + 4
        headings = sheet.key_headings()
        columns = self.key_columns(sheet.mixed)
        row_h = min(9.0, (self.height - 8 - y) / (len(page.hands) + 1))
        self.font(10, bold=True)
        self.key_row(headings, columns, y, row_h)
        y += row_h
        self.rule(0, y, self.width, y, INK, 0.35)
        self.font(11)
        for index, hand in enumerate(page.hands):
            if index % 2:
                self.painter.fillRect(self.rect(0, y, self.width, row_h), STRIPE)
            self.key_row(sheet.key_row(hand), columns, y, row_h)
            y += row_h
        self.rule(0, y, self.width, y, RULE, 0.3)

    def key_columns(self, mixed: bool) -> list[tuple[float, float, int]]:
        """Where the key's columns are: (x, width, alignment) in millimetres; a mixed sheet's
        key has a column for the level."""
        left, right = int(Qt.AlignLeft | Qt.AlignVCenter), int(Qt.AlignRight | Qt.AlignVCenter)
        before = [(12.0, left), (34.0, left)]  # number, cards
        after = [(24.0, left)] if mixed else []  # the level
        after.append((22.0, right))  # the count of answers
        answer = self.width - sum(width for width, _ in before + after)
        columns, x = [], 0.0
        for width, align in [*before, (answer, left), *after]:
            columns.append((x, width, align))
            x += width
        return columns

    def key_row(
        self, cells: list[str], columns: list[tuple[float, float, int]], y: float, height: float
    ) -> None:
        """One row of the key."""
        for text, (x, width, align) in zip(cells, columns, strict=True):
            self.text(self.rect(x + 1.5, y, width - 3, height), align, text)


def default_paper() -> Paper:
    """The paper the system's locale uses: Letter where it measures in inches, else A4."""
    imperial = QLocale.system().measurementSystem() == QLocale.ImperialUSSystem
    return Paper.LETTER if imperial else Paper.A4
