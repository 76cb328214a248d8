"""``python -m app --worksheet FILE.pdf``: deal the worksheet the options say
(app.game.worksheet), write it with its answer key as a PDF (app.shell.worksheet_pdf) and say so
in one line."""

from __future__ import annotations

import argparse
import os

from ..i18n import translate
from .start import cannot_write, say_error, start_qt


def run(args: argparse.Namespace, name: str) -> int:
    """Write the worksheet the options ask for; returns the exit code."""
    # Qt orders a font's glyphs in the PDF by a hash that is seeded anew in every run,
    # unless it is fixed before Qt starts: the same sheet is then the same bytes.
    os.environ.setdefault("QT_HASH_SEED", "0")
    app = start_qt(name, offscreen=True)  # kept: the QApplication lives while the program runs
    if app is None:
        return 1
    from .languages import use_language
    from .settings import Settings

    use_language(args.lang if args.lang is not None else Settings().language)
    return _write_worksheet(args, name)


def _write_worksheet(args: argparse.Namespace, name: str) -> int:
    """--worksheet: deal the sheet the options say, write its PDF, say so in one line."""
    import random

    from solver import OperatorSet

    from ..game.decks import DeckRules
    from ..game.worksheet import (
        DEFAULT_COUNT,
        MAX_SEED,
        Paper,
        WorksheetError,
        WorksheetOptions,
        deal_sheet,
        parse_sheet_level,
        sheet_level_name,
    )
    from .worksheet_pdf import MissingFontError, default_paper, write_pdf

    seed = args.seed if args.seed is not None else random.randint(0, MAX_SEED)
    options = WorksheetOptions(
        count=args.count or DEFAULT_COUNT,
        level=parse_sheet_level(args.level or "easy"),
        deck=DeckRules.parse(args.deck or "standard"),
        seed=seed,
        paper=Paper.parse(args.paper) if args.paper else default_paper(),
        operators=OperatorSet.parse(args.ops or "+-*/", whole=bool(args.whole)),
        hints=bool(args.hints),
    )
    try:
        sheet = deal_sheet(options)
        pages = write_pdf(sheet, args.worksheet)
    except WorksheetError as error:
        say_error(name, str(error))
        return 2
    except MissingFontError as error:
        say_error(name, str(error))
        return 1
    except OSError as error:
        say_error(name, cannot_write(args.worksheet, error))
        return 1
    hands = translate("Worksheet", "%n {level} hands", None, options.count).format(
        level=sheet_level_name(options.level)
    )
    print(
        translate(
            "Worksheet", "{file}: %n pages, {hands} and the key, seed {seed}", None, pages
        ).format(file=args.worksheet, hands=hands, seed=seed)
    )
    return 0
