"""JoinRoomDialog (Game › Join a room…): the rooms found on the network by themselves (DNS-SD,
app.room.discovery, looked for on a thread of its own and listed as they come and go), or an
address typed in (the QR code's address brings its code), the room's code and the player's
name; then Join. It says the room is being joined, and why it could not be (a wrong code, a name
taken, no room there); once the room welcomes the player the window shows the room
(app.shell.joining).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PyQt5.QtCore import Qt, pyqtSignal
from PyQt5.QtGui import QCloseEvent
from PyQt5.QtWidgets import (
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import translate
from ..room.discovery import BackgroundBrowser, FoundRoom
from ..room.joining import AddressError, room_address
from ..room.players import NAME_LENGTH, clean_name
from ..shell.theme import text_style
from .labels import WrappedLabel, plain_label
from .request_dialog import RequestDialog


@dataclass(frozen=True)
class JoinRequest:
    """The room to join and as whom: its page's address, its code, the player's name."""

    url: str
    code: str
    name: str


class Browser(Protocol):
    """What looks for rooms (app.room.discovery.BackgroundBrowser; tests pass their own)."""

    def start(self) -> None:
        """Start looking in the background."""

    def stop(self) -> None:
        """Stop looking."""


#: Makes the dialog's browser from what to call when the rooms change and when looking fails.
BrowserFactory = Callable[[Callable[[list[FoundRoom]], None], Callable[[str], None]], Browser]


class JoinRoomDialog(RequestDialog[JoinRequest]):
    """Rooms found, an address, a code and a name; `chosen` (a JoinRequest) asks to join."""

    #: from the browser's thread (Qt queues them to this dialog's)
    _found = pyqtSignal(object)
    _not_found = pyqtSignal(str)

    def __init__(
        self,
        name: str = "",
        parent: QWidget | None = None,
        browser: BrowserFactory = BackgroundBrowser,
        address: str = "",
    ) -> None:
        super().__init__(parent)
        self.rooms = QListWidget(self)
        self.rooms.currentItemChanged.connect(self._room_picked)
        self.rooms.itemActivated.connect(lambda _item: self.ask())
        self.looking = WrappedLabel(self)
        self.looking.setStyleSheet(text_style("notice"))
        self.address = QLineEdit(address, self)
        self.code = QLineEdit(self)
        self.code.setMaxLength(16)
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(NAME_LENGTH)
        self.join_button = self.make_asking()
        self.found: list[FoundRoom] = []
        #: why rooms cannot be looked for here (None: they are being looked for)
        self.cannot: str | None = None
        self._lay_out()
        self.retranslate()
        self._found.connect(self.show_rooms)
        self._not_found.connect(self._cannot_look)
        self.finished.connect(lambda _result: self.stop_looking())
        self.browser: Browser | None = browser(self._found.emit, self._not_found.emit)
        self.browser.start()
        if address:  # the last room's address is offered: its code is what is left to type
            self.code.setFocus()

    def _lay_out(self) -> None:
        self.rooms_label = plain_label(self)
        self.rooms_label.setBuddy(self.rooms)
        self.form = QFormLayout()
        self.labels = [plain_label(self) for _ in range(3)]
        for label, field in zip(self.labels, (self.address, self.code, self.name), strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rooms_label)
        layout.addWidget(self.rooms, 1)
        layout.addWidget(self.looking)
        layout.addLayout(self.form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        """Every fixed text, in the current language."""
        self.setWindowTitle(translate("JoinRoom", "Join a room"))
        self.rooms_label.setText(translate("JoinRoom", "&Rooms on this network:"))
        for label, text in zip(
            self.labels,
            (
                translate("JoinRoom", "&Address:"),
                translate("JoinRoom", "&Code:"),
                translate("JoinRoom", "Your &name:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.address.setPlaceholderText("http://192.168.1.20:8024/")
        self.code.setPlaceholderText(translate("JoinRoom", "The code the host's screen shows"))
        self.join_button.setText(translate("JoinRoom", "&Join"))
        self.show_rooms(self.found)

    # --- rooms found ---------------------------------------------------------------------------

    def show_rooms(self, rooms: list[FoundRoom]) -> None:
        """The rooms found so far (the one picked stays picked)."""
        picked = self._picked()
        self.found = list(rooms)
        self.rooms.blockSignals(True)
        self.rooms.clear()
        for room in self.found:
            item = QListWidgetItem(f"{room.name} · {room.host}:{room.port}")
            item.setData(Qt.UserRole, room.url)
            self.rooms.addItem(item)
            if room.url == picked:
                self.rooms.setCurrentItem(item)
        self.rooms.blockSignals(False)
        if self.cannot is None:
            self.looking.setText(
                translate(
                    "JoinRoom", "Looking for rooms… None found? Type the address the host shows."
                )
                if not self.found
                else translate("JoinRoom", "%n rooms found.", None, len(self.found))
            )

    def _picked(self) -> str:
        item = self.rooms.currentItem()
        return str(item.data(Qt.UserRole)) if item is not None else ""

    def _room_picked(self, item: QListWidgetItem | None) -> None:
        """A room picked in the list: its address goes in the address box, the code is next."""
        if item is not None:
            self.address.setText(str(item.data(Qt.UserRole)))
            self.code.setFocus()

    def _cannot_look(self, reason: str) -> None:
        """Multicast cannot be used here: the address must be typed."""
        self.cannot = reason
        self.looking.setText(
            translate(
                "JoinRoom",
                "Rooms cannot be looked for on this network ({reason}): type the address the "
                "host shows.",
            ).format(reason=reason)
        )

    def stop_looking(self) -> None:
        """Stop looking for rooms (the dialog is done)."""
        if self.browser is not None:
            self.browser.stop()
            self.browser = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_looking()
        super().closeEvent(event)

    # --- joining -------------------------------------------------------------------------------

    def request(self) -> JoinRequest:
        """The room and name typed or picked (AddressError or Refusal says what is wrong)."""
        where = room_address(self.address.text())
        code = self.code.text().strip() or where.code
        if not code:
            raise AddressError(
                translate("JoinRoom", "Type the room's code: the host's screen shows it.")
            )
        return JoinRequest(where.url, code, clean_name(self.name.text()))

    def waiting_words(self) -> str:
        return translate("JoinRoom", "Joining the room…")
