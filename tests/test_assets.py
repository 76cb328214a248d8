"""The card and icon images: present, well-formed, drawable by QtSvg, and what they claim to be."""

import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PyQt5.QtCore import QByteArray, QRectF, QSize
from PyQt5.QtGui import QColor, QImage, QPainter
from PyQt5.QtSvg import QSvgRenderer

import assets
from assets import (
    ICON_NAMES,
    RANK_NAMES,
    SUIT_NAMES,
    SUITS,
    back_svg,
    card_file_name,
    card_svg,
    icon_svg,
    make_cards,
)

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
ASSETS_DIR = Path(assets.__file__).parent
ROOT = ASSETS_DIR.parent
ALL_CARDS = [(rank, suit) for suit in SUITS for rank in RANK_NAMES]


def renderer(data: bytes) -> QSvgRenderer:
    """A QtSvg renderer for SVG bytes."""
    return QSvgRenderer(QByteArray(data))


def render(data: bytes, width: int, height: int) -> QImage:
    """Draw SVG bytes on a transparent image of the given size."""
    image = QImage(width, height, QImage.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    renderer(data).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def count_pixels(image: QImage, kind: str) -> int:
    """Count strongly red or near-black opaque pixels (sampled every other pixel)."""
    total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() < 250:
                continue
            if kind == "red" and c.red() > 150 and c.green() < 70 and c.blue() < 90:
                total += 1
            if kind == "black" and max(c.red(), c.green(), c.blue()) < 60:
                total += 1
    return total


def texts(data: bytes) -> list[str]:
    """All text content of an SVG document."""
    return [el.text or "" for el in ET.fromstring(data).iter(f"{SVG}text")]


@pytest.mark.parametrize(
    ("rank", "suit", "name"),
    [(1, "S", "AS.svg"), (10, "H", "10H.svg"), (12, "D", "QD.svg"), (13, "c", "KC.svg")],
)
def test_card_file_names_follow_rank_then_suit_letter(rank: int, suit: str, name: str) -> None:
    assert card_file_name(rank, suit) == name


@pytest.mark.parametrize(
    ("rank", "suit", "words"),
    [(0, "S", "1..13"), (14, "H", "got 14"), (True, "H", "1..13"), (5, "X", "S, H, D, C")],
)
def test_bad_cards_are_refused_with_a_clear_message(rank: int, suit: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        card_svg(rank, suit)


def test_all_52_faces_and_the_back_are_distinct_package_files() -> None:
    names = sorted(p.name for p in (ASSETS_DIR / "cards").glob("*.svg"))
    expected = sorted([card_file_name(r, s) for r, s in ALL_CARDS] + ["back.svg"])
    assert names == expected
    contents = {card_svg(r, s) for r, s in ALL_CARDS} | {back_svg()}
    assert len(contents) == 53


@pytest.mark.parametrize(("rank", "suit"), ALL_CARDS)
def test_each_face_is_a_valid_small_svg_titled_with_its_card(rank: int, suit: str) -> None:
    data = card_svg(rank, suit)
    root = ET.fromstring(data)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 250 350"
    title = root.findtext(f"{SVG}title") or ""
    assert title.endswith(f"of {SUIT_NAMES[suit].capitalize()}")
    assert len(data) < 6000
    svg = renderer(data)
    assert svg.isValid()
    assert svg.defaultSize() == QSize(250, 350)


@pytest.mark.parametrize(("rank", "suit"), ALL_CARDS)
def test_rank_is_written_in_both_corners(rank: int, suit: str) -> None:
    assert texts(card_svg(rank, suit)).count(RANK_NAMES[rank]) >= 2


@pytest.mark.parametrize("rank", range(2, 11))
def test_number_cards_show_as_many_pips_as_their_rank(rank: int) -> None:
    root = ET.fromstring(card_svg(rank, "D"))
    pips = [use for use in root.iter(f"{SVG}use") if use.get(XLINK_HREF) == "#D"]
    assert len(pips) == rank + 2  # plus one suit symbol in each corner index


@pytest.mark.parametrize("rank", [1, 7, 12])
def test_hearts_and_diamonds_are_red_spades_and_clubs_are_black(qapp: object, rank: int) -> None:
    for suit in SUITS:
        image = render(card_svg(rank, suit), 125, 175)
        red, black = count_pixels(image, "red"), count_pixels(image, "black")
        if suit in "HD":
            assert red > 100 and black == 0, suit
        else:
            assert black > 100 and red == 0, suit


@pytest.mark.parametrize("size", [(70, 98), (250, 350), (500, 700)])
def test_cards_draw_at_any_size_with_rounded_corners(qapp: object, size: tuple[int, int]) -> None:
    width, height = size
    image = render(card_svg(13, "H"), width, height)
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner leaves the corner empty
    assert image.pixelColor(width - 1, height - 1).alpha() == 0
    assert image.pixelColor(width // 2, height // 2).alpha() == 255
    assert count_pixels(image, "red") > width * height // 200


def test_back_is_valid_and_mostly_blue(qapp: object) -> None:
    assert renderer(back_svg()).isValid()
    image = render(back_svg(), 100, 140)
    middle = image.pixelColor(30, 30)
    assert middle.blue() > 100 and middle.red() < 100
    assert not texts(back_svg())  # the back gives nothing away


@pytest.mark.parametrize("name", ICON_NAMES)
def test_icons_are_valid_square_svgs(qapp: object, name: str) -> None:
    data = icon_svg(name)
    assert ET.fromstring(data).get("viewBox") is not None
    svg = renderer(data)
    assert svg.isValid()
    assert svg.defaultSize().width() == svg.defaultSize().height()
    image = render(data, 32, 32)
    assert any(image.pixelColor(x, y).alpha() > 0 for x in range(32) for y in range(32))


def test_app_icon_says_24() -> None:
    assert "24" in texts(icon_svg("app"))


def test_unknown_icon_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown icon 'nope'"):
        icon_svg("nope")


def test_committed_files_match_the_generator() -> None:
    assert make_cards.stale_files(ASSETS_DIR) == []
    assert make_cards.all_files() == make_cards.all_files()


def test_generator_writes_then_checks_a_fresh_folder(tmp_path: Path) -> None:
    assert make_cards.main(["--check", "--out", str(tmp_path)]) == 1
    assert make_cards.main(["--out", str(tmp_path)]) == 0
    assert make_cards.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "cards" / "QS.svg").write_text("<svg/>", encoding="utf-8")
    assert make_cards.stale_files(tmp_path) == ["cards/QS.svg"]


def test_package_data_patterns_ship_every_svg() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["assets"]
    shipped = {p for pattern in patterns for p in ASSETS_DIR.glob(pattern)}
    present = set(ASSETS_DIR.rglob("*.svg"))
    assert present and present <= shipped
    assert len(present) == 53 + len(ICON_NAMES)
