"""Game › Worksheet…: the choices, the preview, Print and Save as PDF, and what is remembered."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PyQt5.QtCore import QSettings, Qt
from PyQt5.QtPrintSupport import QPrintDialog
from PyQt5.QtWidgets import QAbstractButton, QLabel

from app.game.decks import DeckKind, DeckRules
from app.game.levels import HAND_LEVELS
from app.game.worksheet import Paper, WorksheetOptions, deal_sheet
from app.shell.main_window import MainWindow
from app.shell.settings import Settings
from app.shell.worksheet_pdf import default_paper
from app.widgets.worksheet_dialog import WorksheetDialog

EASY, MEDIUM, HARD, EXPERT = HAND_LEVELS


def pages_of(pdf: bytes) -> int:
    """How many pages a PDF has (each is a /Type /Page object)."""
    return len(re.findall(rb"/Type /Page\s", pdf))


@pytest.fixture
def dialog(qtbot, settings) -> WorksheetDialog:
    opened = WorksheetDialog(settings, rng=random.Random(5))
    qtbot.addWidget(opened)
    opened.show()
    return opened


def dealt(qtbot, dialog: WorksheetDialog) -> None:
    """Wait for the sheet the choices name."""
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=20000)
    assert dialog.sheet is not None and dialog.sheet.options == dialog.options()


def test_the_game_menu_opens_it_without_waiting_for_the_deal(qtbot, app_context) -> None:
    window = MainWindow(app_context)
    qtbot.addWidget(window)
    assert "&Worksheet…" in [action.text() for action in window.game_menu.actions()]
    window.worksheet_action.trigger()
    dialog = window.findChild(WorksheetDialog)
    assert dialog is not None and dialog.isVisible()
    # the hands are dealt in the worker: the dialog is shown before they are
    assert dialog.runner.busy and dialog.sheet is None
    assert not dialog.print_button.isEnabled() and not dialog.save_button.isEnabled()
    assert dialog.status.text() == "Dealing the hands…"
    dealt(qtbot, dialog)
    assert dialog.print_button.isEnabled() and dialog.save_button.isEnabled()
    assert dialog.preview.pageCount() == dialog.sheet.page_count == 2
    assert dialog.status.text().startswith("2 pages: the hands, then the answer key.")
    dialog.reject()


def test_the_first_sheet_takes_the_apps_deck_and_a_new_number(qtbot, settings) -> None:
    settings.deck = DeckRules(DeckKind.NO_FACES)
    first = WorksheetDialog(settings, rng=random.Random(1))
    qtbot.addWidget(first)
    expected = WorksheetOptions(
        deck=DeckRules(DeckKind.NO_FACES),
        seed=random.Random(1).randint(0, 999_999),
        paper=default_paper(),
    )
    assert first.options() == expected
    dealt(qtbot, first)


def test_the_choices_deal_their_sheet_and_are_remembered(qtbot, dialog, settings) -> None:
    dealt(qtbot, dialog)
    dialog.count.setValue(20)
    dialog.level.setCurrentIndex(dialog.level.findData("mixed"))
    dialog.deck.set_deck(DeckRules(DeckKind.FACES_TEN))
    dialog.deck.changed.emit()
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.seed.setValue(4242)
    dealt(qtbot, dialog)
    chosen = WorksheetOptions(
        count=20, level=None, deck=DeckRules(DeckKind.FACES_TEN), seed=4242, paper=Paper.LETTER
    )
    assert dialog.options() == chosen
    assert dialog.sheet.hands == deal_sheet(chosen).hands  # the sheet the CLI would make
    assert dialog.preview.pageCount() == 3
    assert settings.worksheet == chosen
    again = WorksheetDialog(settings)  # the next time: the same choices
    qtbot.addWidget(again)
    assert again.options() == chosen
    assert again.level.currentText() == "Mixed, easiest first"


def test_a_new_sheet_deals_other_hands(qtbot, dialog) -> None:
    dealt(qtbot, dialog)
    before = dialog.sheet
    seed = dialog.seed.value()
    dialog.new_seed.click()
    assert dialog.seed.value() != seed
    dealt(qtbot, dialog)
    assert [h.values for h in dialog.sheet.hands] != [h.values for h in before.hands]


def test_save_as_pdf_asks_where_and_writes_the_sheet(qtbot, dialog, tmp_path) -> None:
    dealt(qtbot, dialog)
    asked = dialog.save_pdf()
    assert asked.isVisible() and asked.selectedFiles()[0].endswith(
        f"worksheet-{dialog.seed.value()}.pdf"
    )
    target = tmp_path / "class 3b.pdf"
    asked.selectFile(str(target))
    asked.accept()
    pdf = target.read_bytes()
    assert pdf.startswith(b"%PDF-") and pages_of(pdf) == 2
    assert dialog.status.text() == f"Saved 2 pages as {target}."


def test_a_file_that_cannot_be_written_is_said_and_nothing_breaks(qtbot, dialog, tmp_path) -> None:
    dealt(qtbot, dialog)
    target = tmp_path / "no such folder" / "sheet.pdf"
    assert dialog.write(target) is False
    assert dialog.status.text() == (
        f"The sheet could not be saved as {target}: the folder {target.parent} does not exist."
    )
    assert dialog.save_button.isEnabled()


def test_a_folder_that_cannot_be_written_to_is_said_so(qtbot, dialog) -> None:
    """/proc/sheet was said "No such file or directory": the folder is there, but no file
    can be made in it."""
    dealt(qtbot, dialog)
    assert dialog.write(Path("/proc/sheet.pdf")) is False
    assert dialog.status.text() == (
        "The sheet could not be saved as /proc/sheet.pdf: the folder /proc cannot be written to."
    )


def test_print_goes_through_the_print_dialog_to_the_printer(qtbot, dialog, tmp_path) -> None:
    dealt(qtbot, dialog)
    out = tmp_path / "printed.pdf"
    dialog.printer.setOutputFileName(str(out))  # no printer here: print to a file
    asked = dialog.print_sheet()
    assert asked.isVisible()
    asked.accept()
    assert pages_of(out.read_bytes()) == dialog.sheet.page_count == 2


def test_printing_says_what_was_printed_and_leaves_the_focus_on_print(
    qtbot, dialog, tmp_path
) -> None:
    """After Print (to a file) nothing was said, "Saved … as" stayed, and the focus was on New
    sheet: the next Enter threw the sheet away."""
    dealt(qtbot, dialog)
    assert dialog.write(tmp_path / "saved.pdf")
    out = tmp_path / "printed.pdf"
    dialog.printer.setOutputFileName(str(out))
    seed = dialog.seed.value()
    dialog.print_sheet().accept()
    assert dialog.status.text() == f"Printed 2 pages to the file {out}."
    assert dialog.focusWidget() is dialog.print_button
    dialog.new_seed.setFocus()
    qtbot.keyClick(dialog.new_seed, Qt.Key_Return)  # Enter prints; the sheet stays
    asked = [found for found in dialog.findChildren(QPrintDialog) if found.isVisible()]
    assert len(asked) == 1 and dialog.seed.value() == seed
    asked[0].reject()
    assert dialog.status.text() == "Printing cancelled: nothing was printed."
    assert dialog.focusWidget() is dialog.print_button


def test_choices_that_make_no_sheet_say_why(qtbot, dialog) -> None:
    dealt(qtbot, dialog)
    dialog.deck.set_deck(DeckRules(DeckKind.NUMBERS, 1, 3))
    dialog.count.setValue(30)  # deals the sheet again
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=20000)
    assert dialog.sheet is None
    assert dialog.status.text().startswith("The deck Numbers 1 to 3 has only ")
    assert "color" in dialog.status.styleSheet()
    assert not dialog.print_button.isEnabled() and not dialog.save_button.isEnabled()
    assert dialog.preview.pageCount() == 1  # a blank page, not the last sheet


def test_enter_in_a_choice_keeps_the_sheet_and_then_prints(qtbot, dialog) -> None:
    """A defect seen in use: Enter after typing a count dealt a new sheet (New sheet was the
    dialog's default button, being its first)."""
    dealt(qtbot, dialog)
    seed = dialog.seed.value()
    dialog.count.setFocus()
    dialog.count.selectAll()
    qtbot.keyClicks(dialog.count, "15")
    qtbot.keyClick(dialog.count, Qt.Key_Return)
    assert (dialog.seed.value(), dialog.count.value()) == (seed, 15)
    assert dialog.findChild(QPrintDialog) is None  # the sheet of 15 is being dealt
    dealt(qtbot, dialog)
    qtbot.keyClick(dialog.count, Qt.Key_Return)
    asked = dialog.findChild(QPrintDialog)
    assert asked is not None and asked.isVisible() and dialog.seed.value() == seed
    asked.reject()


def test_closing_stops_a_deal_under_way(qtbot, dialog) -> None:
    dialog.seed.setValue(dialog.seed.value() + 1)
    assert dialog.runner.busy
    dialog.reject()
    assert not dialog.runner.busy


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_choice_has_its_own_key_letter(qtbot, settings, language) -> None:
    from app.shell.languages import use_language

    use_language(language)
    try:
        opened = WorksheetDialog(settings, rng=random.Random(2))
        qtbot.addWidget(opened)
        opened.show()
        texts = [w.text() for w in opened.findChildren(QLabel) if w.buddy() is not None]
        texts += [w.text() for w in opened.findChildren(QAbstractButton) if w.isVisible()]
        letters = [found.lower() for text in texts for found in re.findall(r"&(\w)", text)]
        assert len(letters) >= 8 and len(set(letters)) == len(letters), texts
        if language == "zh_CN":
            assert opened.windowTitle() == "练习卷" and "题数(&H)：" in texts
        dealt(qtbot, opened)
    finally:
        use_language("en")


def test_the_rules_name_the_menu_entry(qtbot, app_context) -> None:
    window = MainWindow(app_context)
    qtbot.addWidget(window)
    rules = window.show_rules()
    assert "<b>Game › Worksheet…</b>" in rules.text()
    rules.close()


def test_a_bad_stored_worksheet_is_reported_and_forgotten(qtbot, settings_path) -> None:
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_text("[General]\nversion=1\nworksheet=count=99 level=easy\n")
    settings = Settings(QSettings(str(settings_path), QSettings.IniFormat))
    assert "the last worksheet's choices ('count=99 level=easy')" in " ".join(settings.problems)
    assert settings.worksheet is None
    settings.worksheet = WorksheetOptions(count=3, level=EXPERT, seed=9)
    reread = Settings(QSettings(str(settings_path), QSettings.IniFormat))
    assert reread.worksheet == WorksheetOptions(count=3, level=EXPERT, seed=9)


def test_hints_print_the_coachs_first_rung_under_each_hand_and_are_remembered(
    qtbot, dialog, settings
) -> None:
    from app.game.coaching import hand_names
    from solver import coach

    dealt(qtbot, dialog)
    assert not dialog.hints.isChecked() and all(not hand.hint for hand in dialog.sheet.hands)
    dialog.hints.click()
    assert dialog.hints.isChecked()
    dealt(qtbot, dialog)
    assert dialog.options().hints and settings.worksheet.hints
    for hand in dialog.sheet.hands:  # naming the cards as the sheet prints them (J, not 11)
        assert hand.hint == coach(hand.values, names=hand_names(hand.cards)).first.text
    assert dialog.sheet.hands == deal_sheet(dialog.options()).hands  # as --hints prints it


def test_fewer_or_more_hands_keep_the_first_ones_as_the_command_line_deals_them(
    qtbot, dialog
) -> None:
    """Sheet 688965 trimmed from 12 hands to 9 kept none of them (all were dealt anew)."""
    dialog.seed.setValue(688965)
    dialog.count.setValue(12)
    dealt(qtbot, dialog)
    twelve = dialog.sheet.hands
    dialog.count.setValue(9)
    dealt(qtbot, dialog)
    assert dialog.sheet.hands == twelve[:9]
    dialog.count.setValue(14)
    dealt(qtbot, dialog)
    assert dialog.sheet.hands[:12] == twelve
    assert dialog.sheet.hands == deal_sheet(dialog.options()).hands  # as --worksheet deals it
