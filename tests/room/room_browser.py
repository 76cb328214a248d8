"""Headless Chromium for the room's tests and its screenshot: Debian's chromium and
chromium-driver, driven by selenium (never Selenium Manager: nothing is downloaded)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from solver import Solution, first_solution
from solver.core.tree import Num, Op, Tree

#: Where Debian puts them.
CHROMIUM = ("chromium", "chromium-browser")
DRIVER = "chromedriver"
PHONE = (390, 844)
LAPTOP = (1280, 800)
WAIT = 20.0
#: The switches the project starts Chromium with: no sandbox (root in CI), nothing fetched.
SWITCHES = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
)


def missing() -> str | None:
    """What is missing to drive Chromium (None: both are there)."""
    if not any(shutil.which(name) for name in CHROMIUM) or not shutil.which(DRIVER):
        return (
            "headless Chromium is needed: apt-get install chromium chromium-driver "
            "(.ci/run installs them)"
        )
    return None


@contextmanager
def chromium(size: tuple[int, int] = PHONE, language: str = "en") -> Iterator[webdriver.Chrome]:
    """A headless Chromium of a window size and a browser language, with a fresh profile."""
    browser = next(path for name in CHROMIUM if (path := shutil.which(name)))
    driver_path = shutil.which(DRIVER)
    assert driver_path is not None
    with tempfile.TemporaryDirectory(prefix="room-chromium-") as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for switch in SWITCHES:
            options.add_argument(switch)
        options.add_argument(f"--user-data-dir={Path(profile)}")
        options.add_argument(f"--window-size={size[0]},{size[1]}")
        options.add_argument(f"--lang={language}")
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
        driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
        try:
            driver.set_window_size(*size)
            metrics = {"width": size[0], "height": size[1], "deviceScaleFactor": 1}
            metrics["mobile"] = size == PHONE  # a phone's viewport, touch and all
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
            if size == PHONE:
                driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
            yield driver
        finally:
            driver.quit()


def by_testid(driver: webdriver.Chrome, name: str) -> WebElement:
    """The element of a data-testid."""
    return driver.find_element(By.CSS_SELECTOR, f'[data-testid="{name}"]')


def all_by_testid(driver: webdriver.Chrome, name: str) -> list[WebElement]:
    return driver.find_elements(By.CSS_SELECTOR, f'[data-testid="{name}"]')


def wait_until(driver: webdriver.Chrome, what: str, check) -> object:  # type: ignore[no-untyped-def]
    """Wait (bounded) until `check(driver)` is true; its value."""
    return WebDriverWait(driver, WAIT, poll_frequency=0.05).until(check, f"waiting for {what}")


def join(driver: webdriver.Chrome, url: str, name: str, code: str | None) -> None:
    """Open the page and join (the code typed, unless the address carries it)."""
    driver.get(url)
    by_testid(driver, "join-name").send_keys(name)
    if code is not None:
        by_testid(driver, "join-code").send_keys(code)
    by_testid(driver, "join-submit").click()
    wait_until(
        driver, f"{name} in the scoreboard", lambda d: name in by_testid(d, "scoreboard").text
    )


def dealt_values(driver: webdriver.Chrome, round_number: int) -> list[int]:
    """The values of the cards of a round, once the page shows it."""
    label = f"{round_number}"
    wait_until(
        driver,
        f"round {round_number}",
        lambda d: (
            label in d.find_element(By.ID, "round-label").text
            and all_by_testid(d, "card")
            and by_testid(d, "answer").is_enabled()
        ),
    )
    return [int(card.get_attribute("data-value") or 0) for card in all_by_testid(driver, "card")]


def answer(values: list[int]) -> Solution:
    """A right answer to a hand (the tests deal solvable hands)."""
    found = first_solution(values, 24)
    assert found is not None, values
    return found


def combine(driver: webdriver.Chrome, solution: Solution, values: list[int]) -> None:
    """Build an answer by combining the cards on the page: pick, operator, pick, for each step
    of the answer's tree, as a player taps them. A card just made stays picked on the page, so
    it is tapped only when it is not (a tap on a picked card lets it go); equal cards are told
    apart by their places."""
    used: set[int] = set()

    def place_of(tree: Tree) -> int:
        if isinstance(tree, Num):
            place = next(i for i, v in enumerate(values) if v == tree.value and i not in used)
            used.add(place)
            return place
        assert isinstance(tree, Op)
        left, right = place_of(tree.left), place_of(tree.right)
        first = card_at(driver, left)
        if first.get_attribute("aria-pressed") != "true":
            first.click()
        sign = {"+": "+", "-": "−", "*": "×", "/": "÷"}[tree.symbol]
        next(
            b for b in driver.find_elements(By.CSS_SELECTOR, ".operator") if b.text == sign
        ).click()
        card_at(driver, right).click()
        return right

    place_of(solution.tree)


def card_at(driver: webdriver.Chrome, place: int) -> WebElement:
    """The card in a place of the table (1-based places as the page numbers them)."""
    return driver.find_element(By.CSS_SELECTOR, f'[data-testid="card"][data-place="{place + 1}"]')


#: A clock for the page that the test moves on (`advance_page_clock`): the page's
#: performance.now() and setTimeout follow it from now on, as a Python test's ManualClock.
MANUAL_CLOCK = """
(() => {
  let now = performance.now();
  const timers = new Map();
  let next = 1;
  window.setTimeout = (run, ms) => {
    timers.set(next, { at: now + (ms || 0), run: run });
    return next++;
  };
  window.clearTimeout = (id) => timers.delete(id);
  performance.now = () => now;
  window.pageClock = {
    pending: () => timers.size,
    advance(ms) {
      now += ms;
      const due = [...timers].filter(([, timer]) => timer.at <= now);
      due.sort((a, b) => a[1].at - b[1].at);
      for (const [id, timer] of due) {
        timers.delete(id);
        timer.run();
      }
    },
  };
})();
"""


def hold_page_clock(driver: webdriver.Chrome) -> None:
    """The page's time stands still until the test moves it on (`advance_page_clock`)."""
    driver.execute_script(MANUAL_CLOCK)


def advance_page_clock(driver: webdriver.Chrome, seconds: float) -> None:
    """Move the page's clock on: what it had waited for until then happens."""
    driver.execute_script("window.pageClock.advance(arguments[0])", seconds * 1000)


def page_waits(driver: webdriver.Chrome) -> int:
    """How many things the page waits for on its clock."""
    return int(driver.execute_script("return window.pageClock.pending()"))
