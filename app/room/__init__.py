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

For the app's window (Game › Host a room…, the projector view, Game › Join a room…):

- host: ``RoomHost(RoomChoices(...), ServerOptions(port=8024), on_event=...)``; ``start()``, then
  `events.RoomOpened` (url, code, join_url for ``qr.svg(join_url)``) or `events.RoomFailed`;
  ``start_round()``, ``stop_round()``, ``close()`` from any thread, none waits; ``snapshot()``
  (players, round, cards, deadline on time.monotonic, reports). Events arrive on the room's
  thread: `PlayerJoined`, `PlayerLeft`, `RoundStarted`, `RoundEnded` (its `game.RoundReport`
  is what a history record keeps), `GameOver`, `RoomClosed`. A Qt host re-emits them from a
  signal, which carries them to the GUI thread.
- join: ``discovery.RoomBrowser(on_change)`` (or ``browse()``) finds rooms; ``RemotePlayer(url,
  name, code, lang, on_message=..., on_state=...)`` plays one on a thread of its own; ``send(
  "answer", round=N, text=...)``; the messages are docs/room-protocol.md's.
"""
