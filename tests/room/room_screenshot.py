"""The README's screenshot of a player's page on a phone: headless Chromium at phone size, a room
on 127.0.0.1 with three players, a round being played and two cards combined.

    python tests/room/room_screenshot.py docs/screenshots/room-phone.png
"""

from __future__ import annotations

import asyncio
import random
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from room_browser import PHONE, by_testid, card_at, chromium, dealt_values, join, wait_until
from room_helpers import joined, open_room
from selenium.webdriver.common.by import By

from app.room.choices import RoomChoices


def main(target: Path) -> None:
    choices = RoomChoices(rounds=5, round_seconds=60, break_seconds=0)
    with open_room(choices) as host, chromium(PHONE, "en") as page:
        host.server.dealer.rng = random.Random(7)
        join(page, host.join_url, "Mia", None)

        loop = asyncio.new_event_loop()  # two more players, connected while the picture is taken
        threading.Thread(target=loop.run_forever, daemon=True).start()
        others = [
            asyncio.run_coroutine_threadsafe(joined(host, name), loop).result(30)
            for name in ("Leo", "Ava")
        ]
        wait_until(page, "three players", lambda d: "Ava" in by_testid(d, "scoreboard").text)
        host.start_round().result(30)  # type: ignore[union-attr]
        dealt_values(page, 1)
        card_at(page, 0).click()
        page.find_elements(By.CSS_SELECTOR, ".operator")[2].click()
        card_at(page, 1).click()
        page.find_elements(By.CSS_SELECTOR, ".operator")[0].click()
        target.parent.mkdir(parents=True, exist_ok=True)
        page.save_screenshot(str(target))
        for other in others:
            asyncio.run_coroutine_threadsafe(other.close(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
    print(f"wrote {target}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/room-phone.png"))
