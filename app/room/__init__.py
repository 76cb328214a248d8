"""Play together: a room on the local network that phones, tablets and computers join from a
browser (or from the app), with the host as the referee. No Qt here: the app's window drives a
room through `app.room.host.RoomHost` from its own thread.

- `choices`, `players`, `dealer`, `scoring`, `game`: the rules as plain classes (no sockets);
- `protocol`: the versioned JSON messages (docs/room-protocol.md), read strictly;
- `server`: the aiohttp server (HTTP for the page, a WebSocket per player) on an asyncio loop;
- `host`: the server on a thread of its own, with a small thread-safe API and events out;
- `discovery`: the room advertised with DNS-SD (zeroconf) and found by the Join dialog;
- `qr`: the QR code of the room's address; `texts`: what it says, in each player's language;
- `cli`: ``python -m app.room serve``, the headless host;
- `web/`: the page players open, plain HTML, CSS and JavaScript.
"""
