"""Draw Twenty-Four's card faces, card back and icons as small SVG files.

Pure Python and deterministic: the same code always writes the same bytes. Run
``python -m assets.make_cards`` to (re)write assets/cards and assets/icons, or
``python -m assets.make_cards --check`` to only report files that are missing or stale.

Everything is drawn with basic shapes that QtSvg (SVG Tiny 1.2) renders: no patterns, clip paths
or filters. Suit symbols are paths, so only the rank letters depend on a font.
"""

import sys
from collections.abc import Callable
from pathlib import Path

from assets import ICON_NAMES, RANK_NAMES, SUIT_NAMES, SUITS
from assets.generator import run

WIDTH, HEIGHT = 250, 350  # poker proportions 2.5 : 3.5
CENTER_X, CENTER_Y = WIDTH / 2, HEIGHT / 2
RED, BLACK = "#c8102e", "#1b1b1f"
GOLD, GOLD_DARK = "#e3b23c", "#8a6414"
PANEL = "#fbf5e6"
BORDER = "#8d8d8d"
BACK_BLUE, BACK_LINE = "#1d3a8a", "#4a6cc4"
# QtSvg 5 reads font-family as one family name (a list falls back to the default font), so
# each text names one generic family, which every platform maps to an installed font.
SANS = "sans-serif"
SERIF = "serif"
RANK_WORDS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
NUMBER_WORDS = ["Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

Point = tuple[float, float]

# Suit symbols in a box of about 100 x 100 centred on (0, 0).
SUIT_SHAPES: dict[str, str] = {
    "H": (
        '<path d="M0,46C-8,34-50,10-50,-20C-50,-38-37,-48-24,-48C-12,-48-4,-41 0,-30'
        'C4,-41 12,-48 24,-48C37,-48 50,-38 50,-20C50,10 8,34 0,46Z"/>'
    ),
    "D": '<path d="M0,-50Q17,-23 38,0Q17,23 0,50Q-17,23-38,0Q-17,-23 0,-50Z"/>',
    "S": (
        '<path d="M0,-50C9,-34 50,-14 50,14C50,31 38,40 25,40C15,40 8,35 4,29'
        "C5,39 10,46 18,50L-18,50C-10,46-5,39-4,29C-8,35-15,40-25,40"
        'C-38,40-50,31-50,14C-50,-14-9,-34 0,-50Z"/>'
    ),
    "C": (
        '<circle cx="0" cy="-24" r="22"/><circle cx="-25" cy="12" r="22"/>'
        '<circle cx="25" cy="12" r="22"/><circle cx="0" cy="6" r="12"/>'
        '<path d="M-4,6C-4,28-9,43-18,50L18,50C9,43 4,28 4,6Z"/>'
    ),
}


def num(value: float) -> str:
    """Format a coordinate compactly and deterministically (at most two decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def color_of(suit: str) -> str:
    """Ink colour of a suit: red for hearts and diamonds, near-black for spades and clubs."""
    return RED if suit in "HD" else BLACK


def card_title(rank: int, suit: str) -> str:
    """English name of a card, e.g. 'Ten of Hearts'."""
    word = RANK_WORDS.get(rank) or NUMBER_WORDS[rank - 2]
    return f"{word} of {SUIT_NAMES[suit].capitalize()}"


def document(width: int, height: int, title: str, body: str, defs: str = "") -> str:
    """Wrap drawing elements in a complete SVG document with a viewBox."""
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        f' version="1.1" width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"<title>{title}</title>\n"
    )
    defs_part = f"<defs>{defs}</defs>\n" if defs else ""
    return f"{head}{defs_part}{body}</svg>\n"


def suit_def(suit: str, color: str, ident: str | None = None) -> str:
    """A reusable suit symbol in the given colour, with id ``ident`` (default: the letter)."""
    return f'<g id="{ident or suit}" fill="{color}">{SUIT_SHAPES[suit]}</g>'


def use(ident: str, x: float, y: float, size: float, flip: bool = False) -> str:
    """Place a defined symbol centred at (x, y), ``size`` units wide, upside down if flip."""
    turn = " rotate(180)" if flip else ""
    scale = num(size / 100)
    place = f"translate({num(x)},{num(y)}){turn} scale({scale})"
    return f'<use xlink:href="#{ident}" transform="{place}"/>'


def rotated(body: str) -> str:
    """The given elements turned half round the card's centre."""
    return f'<g transform="rotate(180,{num(CENTER_X)},{num(CENTER_Y)})">{body}</g>'


def card_frame() -> str:
    """White card with rounded corners and a thin grey border."""
    return (
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="14" ry="14"'
        f' fill="#ffffff" stroke="{BORDER}" stroke-width="2"/>\n'
    )


def index_text(rank: int, color: str) -> str:
    """The rank in a corner index; 10 is narrowed to fit the same width as one letter."""
    name = RANK_NAMES[rank]
    where = "translate(26,52) scale(0.72,1)" if len(name) == 2 else "translate(25,52)"
    return (
        f'<text transform="{where}" fill="{color}" font-family="{SANS}"'
        f' font-size="46" font-weight="bold" text-anchor="middle">{name}</text>'
    )


def corner_indices(rank: int, suit: str) -> str:
    """Rank and suit at the top left, and the same turned round at the bottom right."""
    corner = index_text(rank, color_of(suit)) + use(suit, 25, 76, 30)
    return f"{corner}\n{rotated(corner)}\n"


def pip_layout(rank: int) -> list[Point]:
    """Centres of the pips of a number card (2..10) in the classic arrangement."""
    left, mid, right = 77.0, CENTER_X, 173.0
    top, bottom = 74.0, HEIGHT - 74.0
    rows4 = [top + (bottom - top) * i / 3 for i in range(4)]
    upper, lower = (top + CENTER_Y) / 2, (bottom + CENTER_Y) / 2
    sides = {
        2: [],
        3: [],
        4: [top, bottom],
        5: [top, bottom],
        6: [top, CENTER_Y, bottom],
        7: [top, CENTER_Y, bottom],
        8: [top, CENTER_Y, bottom],
        9: rows4,
        10: rows4,
    }[rank]
    middle = {
        2: [top, bottom],
        3: [top, CENTER_Y, bottom],
        4: [],
        5: [CENTER_Y],
        6: [],
        7: [upper],
        8: [upper, lower],
        9: [CENTER_Y],
        10: [(rows4[0] + rows4[1]) / 2, (rows4[2] + rows4[3]) / 2],
    }[rank]
    return [(x, y) for y in sides for x in (left, right)] + [(mid, y) for y in middle]


def number_pips(rank: int, suit: str) -> str:
    """Pips of a number card; those in the lower half are upside down, as on real cards."""
    return "".join(use(suit, x, y, 46, flip=y > CENTER_Y + 1) for x, y in pip_layout(rank)) + "\n"


def ace_pip(suit: str) -> str:
    """One large pip, a little larger and ringed for the ace of spades."""
    if suit == "S":
        ring = f'<circle cx="125" cy="175" r="78" fill="none" stroke="{BLACK}" stroke-width="2"/>'
        ring += f'<circle cx="125" cy="175" r="72" fill="none" stroke="{GOLD}" stroke-width="3"/>'
        return ring + use(suit, CENTER_X, CENTER_Y, 112) + "\n"
    return use(suit, CENTER_X, CENTER_Y, 118) + "\n"


def king_crown(color: str) -> str:
    """A five-pointed crown with pearls and a band in the suit colour."""
    outline = f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"'
    pearls = "".join(
        f'<circle cx="{x}" cy="{y}" r="5" {outline}/>'
        for x, y in ((80, 62), (102, 82), (125, 50), (148, 82), (170, 62))
    )
    return (
        f'<path d="M84,114L80,62L102,82L125,50L148,82L170,62L166,114Z" {outline}/>'
        + pearls
        + f'<rect x="82" y="104" width="86" height="12" rx="2" fill="{color}"/>'
    )


def queen_tiara(color: str) -> str:
    """A diadem of three arches with a jewel on top."""
    outline = f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"'
    return (
        f'<path d="M84,114L82,86Q92,66 104,84Q112,60 125,56Q138,60 146,84'
        f'Q158,66 168,86L166,114Z" {outline}/>'
        f'<circle cx="125" cy="50" r="7" fill="{color}" stroke="{GOLD_DARK}" stroke-width="2"/>'
        f'<circle cx="90" cy="74" r="4" {outline}/><circle cx="160" cy="74" r="4" {outline}/>'
        f'<rect x="82" y="104" width="86" height="12" rx="2" fill="{color}"/>'
    )


def jack_cap(color: str) -> str:
    """A beret worn to one side, with a feather and a gold band."""
    outline = f'stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"'
    return (
        f'<path d="M100,88C98,72 96,56 94,42C106,54 112,68 112,84Z" fill="{GOLD}" {outline}/>'
        f'<path d="M86,106C80,84 106,64 138,66C162,68 180,82 172,100C160,106 110,110 86,106Z"'
        f' fill="{color}" {outline}/>'
        f'<circle cx="142" cy="64" r="5" fill="{GOLD}" {outline}/>'
        f'<rect x="84" y="103" width="82" height="14" rx="2" fill="{GOLD}" {outline}/>'
    )


HEADWEAR: dict[int, Callable[[str], str]] = {11: jack_cap, 12: queen_tiara, 13: king_crown}


def court_face(rank: int, suit: str) -> str:
    """Framed panel: headwear at both ends, a large letter in the middle, small pips in corners."""
    color = color_of(suit)
    panel = (
        f'<rect x="54" y="24" width="142" height="302" rx="6" fill="{PANEL}"'
        f' stroke="{color}" stroke-width="2.5"/>'
        f'<rect x="60" y="30" width="130" height="290" rx="3" fill="none"'
        f' stroke="{GOLD}" stroke-width="1.5"/>\n'
    )
    jewel = use(suit, 125, 110, 10) if rank == 11 else use(suit, 125, 98, 16)
    half = HEADWEAR[rank](color) + jewel + use(suit, 74, 46, 18)
    half += use(suit, 176, 46, 18)
    letter = (
        f'<text x="125" y="213" fill="{color}" font-family="{SERIF}" font-size="108"'
        f' font-weight="bold" text-anchor="middle">{RANK_NAMES[rank]}</text>\n'
    )
    return panel + half + "\n" + rotated(half) + "\n" + letter


def card(rank: int, suit: str) -> str:
    """Complete SVG of one card face."""
    if rank == 1:
        middle = ace_pip(suit)
    elif rank in HEADWEAR:
        middle = court_face(rank, suit)
    else:
        middle = number_pips(rank, suit)
    body = card_frame() + middle + corner_indices(rank, suit)
    return document(WIDTH, HEIGHT, card_title(rank, suit), body, suit_def(suit, color_of(suit)))


def diagonal_lines(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data of a diagonal lattice filling a rectangle exactly (QtSvg has no clip paths)."""
    parts: list[str] = []
    count = int((x1 - x0 + y1 - y0) / step) + 1
    for i in range(1, count):
        c = y0 - x1 + i * step  # lines y = x + c
        a, b = max(x0, y0 - c), min(x1, y1 - c)
        if b > a:
            parts.append(f"M{num(a)},{num(a + c)}L{num(b)},{num(b + c)}")
        c = x0 + y0 + i * step  # lines y = c - x
        a, b = max(x0, c - y1), min(x1, c - y0)
        if b > a:
            parts.append(f"M{num(a)},{num(c - a)}L{num(b)},{num(c - b)}")
    return "".join(parts)


def back() -> str:
    """Card back: a deep blue lattice in a white margin with a medallion of the four suits."""
    x0, y0, x1, y1 = 20.0, 20.0, 230.0, 330.0
    lattice = diagonal_lines(x0, y0, x1, y1, 15)
    suits = "".join(
        use(f"w{suit}", x, y, 30)
        for suit, (x, y) in zip(SUITS, ((125, 138), (158, 175), (125, 212), (92, 175)), strict=True)
    )
    body = (
        card_frame()
        + f'<rect x="12" y="12" width="226" height="326" rx="8" fill="{BACK_BLUE}"/>\n'
        + f'<path d="{lattice}" stroke="{BACK_LINE}" stroke-width="2" fill="none"/>\n'
        + '<rect x="17" y="17" width="216" height="316" rx="5" fill="none" stroke="#ffffff"'
        ' stroke-width="2"/>\n'
        + f'<ellipse cx="125" cy="175" rx="66" ry="84" fill="{BACK_BLUE}" stroke="#ffffff"'
        ' stroke-width="3"/>\n'
        + f'<ellipse cx="125" cy="175" rx="58" ry="76" fill="none" stroke="{BACK_LINE}"'
        ' stroke-width="2"/>\n' + suits + "\n"
    )
    defs = "".join(suit_def(suit, "#ffffff", f"w{suit}") for suit in SUITS)
    return document(WIDTH, HEIGHT, "Card back", body, defs)


ICON_INK = "#37474f"


def icon_document(title: str, body: str, size: int = 48) -> str:
    """SVG document of a square icon."""
    return document(size, size, title, body)


def app_icon() -> str:
    """Application icon: a card back and a card face with "24" on it."""
    body = (
        '<g transform="rotate(-15,20,40)"><rect x="6" y="12" width="30" height="42" rx="4"'
        f' fill="{BACK_BLUE}" stroke="#ffffff" stroke-width="1.5"/>'
        f'<rect x="10" y="16" width="22" height="34" rx="2" fill="none" stroke="{BACK_LINE}"'
        ' stroke-width="1.5"/></g>'
        '<g transform="rotate(8,42,34)"><rect x="25" y="9" width="33" height="47" rx="4"'
        f' fill="#ffffff" stroke="{BORDER}" stroke-width="1.5"/>'
        f'<text x="41.5" y="40" fill="{RED}" font-family="{SANS}" font-size="20"'
        ' font-weight="bold" text-anchor="middle">24</text></g>\n'
    )
    return icon_document("Twenty-Four", body, 64)


def stroke(d: str, width: float = 4) -> str:
    """A rounded stroked path in the icon ink."""
    return (
        f'<path d="{d}" fill="none" stroke="{ICON_INK}" stroke-width="{num(width)}"'
        ' stroke-linecap="round" stroke-linejoin="round"/>'
    )


def deal_icon() -> str:
    """Deal: three fanned cards."""
    cards = "".join(
        f'<rect x="17" y="8" width="16" height="24" rx="2.5" fill="#ffffff" stroke="{ICON_INK}"'
        f' stroke-width="2.5" transform="rotate({angle},25,44)"/>'
        for angle in (-24, 0, 24)
    )
    return icon_document("Deal", cards + "\n")


def retry_icon() -> str:
    """Retry: an arrow going round anticlockwise."""
    arrow = stroke("M12,16A15,15 0 1,0 24,9") + f'<path d="M26,2L26,16L14,9Z" fill="{ICON_INK}"/>'
    return icon_document("Retry", arrow + "\n")


def clear_icon() -> str:
    """Clear: a cross."""
    return icon_document("Clear", stroke("M12,12L36,36M36,12L12,36", 5) + "\n")


def hint_icon() -> str:
    """Hint: a light bulb."""
    bulb = stroke("M18,32C18,26 12,24 12,17A12,12 0 0,1 36,17C36,24 30,26 30,32Z", 3.5) + stroke(
        "M19,37L29,37M20,42L28,42", 3.5
    )
    return icon_document("Hint", bulb + "\n")


def pause_icon() -> str:
    """Pause: two bars."""
    bars = (
        f'<rect x="12" y="10" width="9" height="28" rx="2" fill="{ICON_INK}"/>'
        f'<rect x="27" y="10" width="9" height="28" rx="2" fill="{ICON_INK}"/>'
    )
    return icon_document("Pause", bars + "\n")


def resume_icon() -> str:
    """Resume (a paused game): a triangle pointing on, where the pause bars were."""
    triangle = f'<path d="M15,9L38,24L15,39Z" fill="{ICON_INK}" stroke="{ICON_INK}"' + (
        ' stroke-width="3" stroke-linejoin="round"/>'
    )
    return icon_document("Resume", triangle + "\n")


ICONS: dict[str, Callable[[], str]] = {
    "app": app_icon,
    "deal": deal_icon,
    "retry": retry_icon,
    "clear": clear_icon,
    "hint": hint_icon,
    "pause": pause_icon,
    "resume": resume_icon,
}
assert tuple(ICONS) == ICON_NAMES


def all_files() -> dict[str, str]:
    """Every generated file: path relative to the assets package -> SVG text."""
    result = {
        f"cards/{RANK_NAMES[rank]}{suit}.svg": card(rank, suit)
        for suit in SUITS
        for rank in RANK_NAMES
    }
    result["cards/back.svg"] = back()
    result.update({f"icons/{name}.svg": make() for name, make in ICONS.items()})
    return result


def stale_files(root: Path) -> list[str]:
    """Generated files that are missing under root or differ from what the generator makes."""
    return [
        name
        for name, text in all_files().items()
        if not (root / name).is_file() or (root / name).read_text(encoding="utf-8") != text
    ]


def write_all(root: Path) -> list[str]:
    """Write every generated file under root; return the ones that changed."""
    changed = stale_files(root)
    files = all_files()
    for name in changed:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(files[name], encoding="utf-8", newline="\n")
    return changed


def main(argv: list[str] | None = None) -> int:
    """Command line: write the SVG files, or with --check only report stale ones."""
    return run(
        argv,
        prog="python -m assets.make_cards",
        description=__doc__,
        made=f"{len(all_files())} files",
        stale_files=stale_files,
        write_all=write_all,
    )


if __name__ == "__main__":
    sys.exit(main())
