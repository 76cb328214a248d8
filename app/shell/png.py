"""Pictures drawn with Qt as PNG files, for ``python -m app.install`` (the icon's sizes for
desktops that do not draw SVG). Qt is imported inside the functions: the installer's other
work needs none."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PyQt5.QtGui import QImage


def start_drawing(program: str) -> object:
    """The QGuiApplication that drawing needs (for the fonts): the running one, else a new one
    offscreen; keep it while drawing."""
    from PyQt5.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([program, "-platform", "offscreen"])


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG drawn as a size x size PNG with QtSvg (needs a QGuiApplication, for the fonts)."""
    from PyQt5.QtCore import QByteArray, QRectF
    from PyQt5.QtGui import QColor, QImage, QPainter
    from PyQt5.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.TextAntialiasing)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(0, 0, size, size))
    painter.end()
    return png_bytes(image)


def png_bytes(image: QImage) -> bytes:
    """An image as the bytes of a PNG file."""
    from PyQt5.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())
