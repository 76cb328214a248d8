"""Look at the combining table alone: draw it to a PNG, mid-game, offscreen.

    python tests/look_combine_table.py out.png [--theme dark] [--scale 2] [--lang zh_CN]
        [--cards "3 3 8 8"] [--keys "3/1"] [--size 640x330]

`--keys` are the keys a player presses (1 2 3 … the cards, + - * / the operators, S and P add and
multiply all, u undo, r reset), so any state can be drawn. Not a test: pytest does not collect it.
"""

from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--theme", default="light", choices=("light", "dark"))
    parser.add_argument("--scale", default="1")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--cards", default="3 3 8 8")
    parser.add_argument("--keys", default="3/1")
    parser.add_argument("--size", default="640x330")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = args.scale

    from PyQt5.QtWidgets import QApplication

    app = QApplication([])
    from app.game.cards import cards_from_ranks, parse_rank
    from app.shell.languages import use_language
    from app.shell.theme import appearance
    from app.widgets.combine_table import CombineTable

    use_language(args.lang)
    appearance().set_theme(args.theme)
    table = CombineTable()
    table.set_cards(cards_from_ranks([parse_rank(c) for c in args.cards.split()]))
    width, height = (int(n) for n in args.size.split("x"))
    table.resize(width, height)
    table.show()
    for key in args.keys:
        if key.isdigit():
            table.pick(int(key) - 1)
        elif key in "+-*/":
            table.choose(key)
        elif key in "SP":
            table.combine_all("+" if key == "S" else "*")
        elif key == "u":
            table.undo()
        elif key == "r":
            table.reset()
    table.setFocus()
    app.processEvents()
    table.grab().save(args.out)
    print(args.out, table.table.prompt(), table.table.working())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
