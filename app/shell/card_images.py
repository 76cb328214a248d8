"""Card images: the project's SVGs (package ``assets``) drawn with QtSvg, crisp at any size.
(The cards themselves, ranks and suits without Qt, are `app.game.cards`.)

Images load through importlib.resources (never paths relative to the working directory) and each
SVG is parsed once. When an image is missing the card is drawn with QPainter instead, so the app
works (and looks like cards) before or without the assets.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from PyQt5.QtCore import QByteArray, QObject, QPointF, QRectF, QSize, Qt
from PyQt5.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PyQt5.QtSvg import QSvgRenderer
from PyQt5.QtWidgets import QApplication

from ..game.cards import SUIT_SYMBOLS, Card

#: Width / height of a playing card (poker size, 63 x 88 mm).
CARD_RATIO = 63 / 88
RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")


@cache
def asset_bytes(*parts: str) -> bytes | None:
    """The bytes of a file in the ``assets`` package, or None when it is not there."""
    try:
        return resources.files("assets").joinpath(*parts).read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


@cache
def svg_renderer(*parts: str) -> QSvgRenderer | None:
    """A parsed SVG from the assets (cached), or None when missing or broken."""
    data = asset_bytes(*parts)
    if data is None:
        return None
    renderer = QSvgRenderer(QByteArray(data))
    return renderer if renderer.isValid() else None


def card_renderer(card: Card | None) -> QSvgRenderer | None:
    """The SVG of a card face (``assets/cards/QD.svg``), or of the back when card is None."""
    name = "back" if card is None else str(card)
    return svg_renderer("cards", f"{name}.svg")


def fit_card(rect: QRectF) -> QRectF:
    """The largest card-shaped rectangle centred in rect."""
    width = min(rect.width(), rect.height() * CARD_RATIO)
    height = width / CARD_RATIO
    return QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)


def paint_card(painter: QPainter, rect: QRectF, card: Card | None) -> None:
    """Paint a card face (or the back when card is None) into a card-shaped rect."""
    renderer = card_renderer(card)
    if renderer is not None:
        renderer.render(painter, rect)
    elif card is None:
        _paint_back(painter, rect)
    else:
        _paint_face(painter, rect, card)


def paint_empty(painter: QPainter, rect: QRectF, text: str, error: bool = False) -> None:
    """Paint an empty slot: a dashed outline with a hint (red when the entry is bad)."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    color = RED if error else QColor("#d7eadf")
    pen = QPen(color, max(1.5, rect.width() / 60), Qt.DashLine)
    painter.setPen(pen)
    painter.setBrush(QColor("#fff4f4") if error else QColor(255, 255, 255, 40))
    radius = rect.width() * 0.07
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    font = QFont(painter.font())
    font.setPixelSize(max(8, int(rect.height() * 0.28)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignCenter, text)
    painter.restore()


def card_pixmap(card: Card | None, size: QSize, ratio: float = 1.0) -> QPixmap:
    """A transparent pixmap of a card (for icons and menus)."""
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    paint_card(painter, fit_card(QRectF(0, 0, size.width(), size.height())), card)
    painter.end()
    return pixmap


#: The ink of the monochrome icons, drawn in the palette's text colour instead.
ICON_INK = b"#37474f"
#: Widgets and actions remember their icon's name here, so it can be drawn again.
ICON_NAME = "icon_name"


def svg_icon(name: str) -> QIcon:
    """An icon from assets/icons/<name>.svg in the palette's button text colour (readable in
    light and dark palettes); an empty icon when it is missing."""
    icon = QIcon()
    data = asset_bytes("icons", f"{name}.svg")
    if data is None:
        return icon
    ink = QApplication.palette().color(QPalette.ButtonText).name().encode()
    renderer = QSvgRenderer(QByteArray(data.replace(ICON_INK, ink)))
    if not renderer.isValid():
        return icon
    for side in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(_render_square(side, renderer))
    return icon


def redraw_icons(root: QObject) -> None:
    """Draw again, in the palette now in use, the icons of `root`'s actions and buttons that
    have one of the app's icons (set with `named_icon`)."""
    for item in [root, *root.findChildren(QObject)]:
        name = item.property(ICON_NAME)
        if name and hasattr(item, "setIcon"):
            item.setIcon(svg_icon(str(name)))


def named_icon(item: QObject, name: str) -> None:
    """Give an action or a button one of the app's icons, redrawn when the palette changes
    (not drawn again when it has that one: views set icons as often as they refresh)."""
    if item.property(ICON_NAME) == name:
        return
    item.setProperty(ICON_NAME, name)
    item.setIcon(svg_icon(name))  # type: ignore[attr-defined]


def app_icon() -> QIcon:
    """The window icon: assets/icons/app.svg, else a drawn ace of spades."""
    icon = svg_icon("app")
    if icon.isNull():
        for side in (16, 32, 64, 128):
            icon.addPixmap(_render_square(side, None))
    return icon


def _render_square(side: int, renderer: QSvgRenderer | None) -> QPixmap:
    """An SVG (or a drawn ace of spades) on a transparent square pixmap."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    if renderer is not None:
        renderer.render(painter, QRectF(0, 0, side, side))
    else:
        _paint_face(painter, fit_card(QRectF(0, 0, side, side)), Card(1, "S"))
    painter.end()
    return pixmap


def _outline(painter: QPainter, rect: QRectF, fill: QColor) -> None:
    """A card's rounded outline with a soft border (the border only: whatever brush the
    painter had would fill the card over)."""
    radius = rect.width() * 0.07
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.fillPath(path, fill)
    painter.setPen(QPen(QColor("#9aa0a6"), max(1.0, rect.width() / 100)))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(path)


def _paint_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """A plain drawn card face: rank and suit in the corners, a large suit in the middle."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.TextAntialiasing)
    _outline(painter, rect, QColor("white"))
    painter.setPen(RED if card.suit in "HD" else BLACK)
    symbol = SUIT_SYMBOLS[card.suit]
    corner = QFont(painter.font())
    corner.setBold(True)
    corner.setPixelSize(max(6, int(rect.height() * 0.12)))
    painter.setFont(corner)
    inner = rect.adjusted(rect.width() * 0.07, rect.height() * 0.04, 0, 0)
    label = f"{card.rank_name}\n{symbol}"
    corner_flags = int(Qt.AlignLeft | Qt.AlignTop)
    painter.drawText(inner, corner_flags, label)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(inner, corner_flags, label)
    painter.restore()
    middle = QFont(painter.font())
    middle.setPixelSize(max(8, int(rect.height() * 0.36)))
    painter.setFont(middle)
    painter.drawText(rect, Qt.AlignCenter, symbol)
    painter.restore()


def _paint_back(painter: QPainter, rect: QRectF) -> None:
    """A plain drawn card back: a blue panel with a lattice."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    _outline(painter, rect, QColor("white"))
    inset = rect.width() * 0.07
    panel = rect.adjusted(inset, inset, -inset, -inset)
    painter.fillRect(panel, QColor("#1f4e8c"))
    painter.setClipRect(panel)
    painter.setPen(QPen(QColor("#5f8fd0"), max(1.0, rect.width() / 80)))
    step = rect.width() / 8
    x = panel.left() - panel.height()
    while x < panel.right():
        painter.drawLine(QPointF(x, panel.top()), QPointF(x + panel.height(), panel.bottom()))
        painter.drawLine(QPointF(x + panel.height(), panel.top()), QPointF(x, panel.bottom()))
        x += step
    painter.restore()
