"""Finding rooms on the local network: the host's address on it, the room advertised with DNS-SD
over multicast DNS (python-zeroconf), and a browser for the app's Join dialog.

Discovery is a convenience: a network that drops multicast (many school and guest Wi-Fis do)
still plays, with the address typed or scanned from the QR code. So advertising never stops a
room from opening: it is given a few seconds and left out if it fails. The advert says where the
room is (address, port, path) and its protocol's version, never its code: a player still needs
the code the host shows.
"""

from __future__ import annotations

import concurrent.futures
import ipaddress
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import ServiceBrowser as _Browser
from zeroconf import ServiceInfo, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from .protocol import VERSION

#: The DNS-SD service type of a room.
SERVICE_TYPE = "_twentyfour._tcp.local."
#: Interfaces never taken for the room's address: containers' and virtual machines' bridges.
_VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "lxc", "cni", "flannel", "tun", "tap")
LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """The machine's IPv4 address on the local network (a private one, from a real interface),
    or the loopback address when it has none (then only this machine can join)."""
    found: list[tuple[int, str]] = []
    for adapter in ifaddr.get_adapters():
        name = str(adapter.nice_name).lower()
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # IPv6: (address, flowinfo, scope)
                continue
            address = ipaddress.IPv4Address(ip.ip)
            if address.is_loopback or address.is_link_local or not address.is_private:
                continue
            found.append((1 if name.startswith(_VIRTUAL) else 0, ip.ip))
    return min(found)[1] if found else LOOPBACK


@dataclass(frozen=True)
class FoundRoom:
    """A room found on the network: its name, where it is, and the address to open."""

    name: str
    host: str
    port: int
    #: the protocol's version the room speaks (the app joins only rooms of its own)
    version: int

    @property
    def url(self) -> str:
        """The room's page."""
        return f"http://{self.host}:{self.port}/"


def service_info(title: str, address: str, port: int) -> ServiceInfo:
    """The DNS-SD record of a room: its name, address, port, path and protocol version."""
    label = title.replace(".", " ")[:60]
    return ServiceInfo(
        SERVICE_TYPE,
        f"{label}.{SERVICE_TYPE}",
        addresses=[socket.inet_aton(address)],
        port=port,
        properties={"v": str(VERSION), "path": "/"},
        server=f"{socket.gethostname().split('.')[0] or 'room'}.local.",
    )


def found_room(info: ServiceInfo) -> FoundRoom | None:
    """A room from a resolved DNS-SD record (None: no usable address or a bad version field)."""
    addresses = [a for a in info.parsed_addresses() if ":" not in a]
    properties = info.decoded_properties
    try:
        version = int(properties.get("v") or "0")
    except ValueError:
        return None
    if not addresses or not info.port:
        return None
    name = info.name.removesuffix("." + SERVICE_TYPE)
    return FoundRoom(name, addresses[0], info.port, version)


class Advert:
    """A room advertised on the network while it is open."""

    def __init__(self, zeroconf: AsyncZeroconf, info: ServiceInfo) -> None:
        self._zeroconf = zeroconf
        self._info = info

    @classmethod
    async def publish(cls, title: str, address: str, port: int) -> Advert:
        """Advertise the room on the interface of `address` (OSError and zeroconf's errors if
        multicast fails; the caller carries on without)."""
        zeroconf = AsyncZeroconf(interfaces=[address])
        info = service_info(title, address, port)
        try:
            await zeroconf.async_register_service(info, allow_name_change=True)
        except BaseException:
            await zeroconf.async_close()
            raise
        return cls(zeroconf, info)

    async def withdraw(self) -> None:
        """Stop advertising (the room is closing)."""
        try:
            await self._zeroconf.async_unregister_service(self._info)
        finally:
            await self._zeroconf.async_close()


class _Listener(ServiceListener):
    """Collects the rooms a browser sees come and go."""

    def __init__(self, browser: RoomBrowser) -> None:
        self.browser = browser

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._resolve(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._resolve(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser._forget(name)


class RoomBrowser:
    """Rooms on the network, found as they come and go (for the Join dialog): `start`, read
    `rooms` (or be told by `on_change`, called on zeroconf's thread), `stop`."""

    def __init__(self, on_change: Callable[[list[FoundRoom]], None] | None = None) -> None:
        self.on_change = on_change
        self._rooms: dict[str, FoundRoom] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: _Browser | None = None

    @property
    def rooms(self) -> list[FoundRoom]:
        """The rooms found so far, by name."""
        with self._lock:
            return sorted(self._rooms.values(), key=lambda room: room.name.lower())

    def start(self) -> None:
        """Start looking (OSError when multicast cannot be used: type an address instead)."""
        self._zeroconf = Zeroconf()
        self._browser = _Browser(self._zeroconf, SERVICE_TYPE, listener=_Listener(self))

    def stop(self) -> None:
        """Stop looking."""
        if self._browser is not None:
            self._browser.cancel()
        if self._zeroconf is not None:
            self._zeroconf.close()
        self._browser = self._zeroconf = None

    def _resolve(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=2000)
        room = found_room(info) if info is not None else None
        if room is not None and room.version == VERSION:
            with self._lock:
                self._rooms[name] = room
            self._changed()

    def _forget(self, name: str) -> None:
        with self._lock:
            self._rooms.pop(name, None)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.rooms)


class BackgroundBrowser:
    """A `RoomBrowser` started and stopped on a thread of its own, so a window never waits on
    the network: `on_change` gets the rooms as they come and go, `on_failed` the reason when
    multicast cannot be used (both called on other threads)."""

    def __init__(
        self,
        on_change: Callable[[list[FoundRoom]], None],
        on_failed: Callable[[str], None],
    ) -> None:
        self.on_change, self.on_failed = on_change, on_failed
        self.browser = RoomBrowser(self._changed)
        self._thread = concurrent.futures.ThreadPoolExecutor(1, "room-browser")
        #: stop was asked for: what the browser finds now is told to nobody (the window that
        #: asked may be gone)
        self._stopped = threading.Event()

    def start(self) -> None:
        """Start looking (in the background)."""
        self._thread.submit(self._start)

    def _start(self) -> None:
        try:
            self.browser.start()
        except Exception as error:  # OSError, zeroconf's own: no multicast here
            self.browser.stop()
            if not self._stopped.is_set():
                self.on_failed(str(error) or type(error).__name__)

    def _changed(self, rooms: list[FoundRoom]) -> None:
        if not self._stopped.is_set():
            self.on_change(rooms)

    def stop(self) -> None:
        """Stop looking (in the background, after the start)."""
        self._stopped.set()
        self._thread.submit(self.browser.stop)
        self._thread.shutdown(wait=False)


def browse(seconds: float = 3.0) -> list[FoundRoom]:
    """The rooms found within `seconds` (waits that long; for a worker thread)."""
    done = threading.Event()
    browser = RoomBrowser()
    browser.start()
    try:
        done.wait(seconds)
    finally:
        browser.stop()
    return browser.rooms
