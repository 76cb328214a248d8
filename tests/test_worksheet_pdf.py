"""Worksheets on paper: the PDF Qt writes (pages, paper, the same bytes for the same sheet,
Chinese) and ``python -m app --worksheet``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.__main__ import SHEET_COUNTS, SHEET_SEEDS, main, program_name
from app.game import worksheet
from app.game.worksheet import Paper, Worksheet, WorksheetOptions, deal_sheet

ROOT = Path(__file__).resolve().parents[1]


def pages_of(pdf: bytes) -> int:
    """How many pages a PDF has, read from its structure (each page is a /Type /Page object)."""
    return len(re.findall(rb"/Type /Page\s", pdf))


def media_box(pdf: bytes) -> tuple[float, float]:
    """The first page's size in points."""
    found = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)
    assert found is not None
    return round(float(found[1])), round(float(found[2]))


def pdf_title(pdf: bytes) -> str:
    """The document title Qt writes in the PDF's information (UTF-16, escaped)."""
    found = re.search(rb"/Title \(((?:\\.|[^\\)])*)\)", pdf, re.S)
    assert found is not None
    raw = re.sub(rb"\\(.)", rb"\1", found[1], flags=re.S)
    return raw.decode("utf-16")


@pytest.fixture
def english(qapp):
    from app.shell.languages import use_language

    use_language("en")
    yield
    use_language("en")


@pytest.fixture
def chinese(qapp):
    from app.shell.languages import use_language

    use_language("zh_CN")
    yield
    use_language("en")


def sheet_of(**options: object) -> Worksheet:
    return deal_sheet(WorksheetOptions(**options))  # type: ignore[arg-type]


def test_a_twelve_hand_easy_sheet_is_a_pdf_of_two_a4_pages(english) -> None:
    from app.shell.worksheet_pdf import pdf_bytes

    pdf = pdf_bytes(sheet_of(seed=12))
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert pages_of(pdf) == 2  # the hands, then the key
    assert media_box(pdf) == (595, 842)  # A4 in points
    assert pdf_title(pdf) == "Make 24 · 12 hands · Easy · A–K count 1–13"


def test_pages_and_paper_follow_the_sheet(english) -> None:
    from app.shell.worksheet_pdf import pdf_bytes

    sheet = sheet_of(count=30, level=None, paper=Paper.LETTER, seed=4)
    pdf = pdf_bytes(sheet)
    assert pages_of(pdf) == sheet.page_count == 5  # three of hands, two of the key
    assert media_box(pdf) == (612, 792)  # US Letter


def test_the_same_sheet_is_the_same_bytes_without_a_creation_date(english) -> None:
    from app.shell.worksheet_pdf import pdf_bytes

    first = pdf_bytes(sheet_of(seed=31))
    assert pdf_bytes(sheet_of(seed=31)) == first
    assert b"/CreationDate" not in first
    assert pdf_bytes(sheet_of(seed=32)) != first


def test_a_chinese_sheet_is_set_in_a_chinese_font(chinese) -> None:
    from PyQt5.QtGui import QFontDatabase

    from app.shell.worksheet_pdf import font_family, pdf_bytes

    sheet = sheet_of(seed=12, level=None)
    assert sheet.title() == "算24点"
    assert sheet.details() == "12 题 · 混合 · A–K 计为 1–13"
    assert sheet.key_headings() == ["题号", "牌", "一种解法", "难度", "解法数"]
    assert sheet.blanks()[0] == ("姓名：", "")
    # the card values, joined to the sentence before without an English space
    values = sheet.instructions().replace("\N{NO-BREAK SPACE}", " ")
    assert values.endswith("横线上。牌的点数：A = 1，J = 11，Q = 12，K = 13。")
    family = font_family()
    assert family in QFontDatabase().families(QFontDatabase.SimplifiedChinese)
    pdf = pdf_bytes(sheet)
    assert pdf_title(pdf) == "算24点 · 12 题 · 混合 · A–K 计为 1–13"
    embedded = re.findall(rb"/FontName /\w+\+(\S+)", pdf)
    assert family.replace(" ", "").encode() in embedded


def test_without_a_chinese_font_the_sheet_is_refused_with_the_package_to_install(
    chinese, monkeypatch
) -> None:
    from PyQt5.QtGui import QFontDatabase

    from app.shell.worksheet_pdf import MissingFontError, pdf_bytes

    monkeypatch.setattr(QFontDatabase, "families", lambda self, system=None: [])
    with pytest.raises(MissingFontError, match="fonts-wqy-microhei"):
        pdf_bytes(sheet_of(count=1))


def test_the_command_lines_limits_are_the_sheets() -> None:
    assert SHEET_COUNTS == (worksheet.MIN_COUNT, worksheet.MAX_COUNT)
    assert SHEET_SEEDS == (0, worksheet.MAX_SEED)


def test_the_command_line_writes_the_sheet_it_is_asked_for(qapp, tmp_path, capsys) -> None:
    out = tmp_path / "sheet.pdf"
    argv = ["--worksheet", str(out), "--count", "13", "--level", "Hard", "--seed", "99"]
    assert main([*argv, "--deck", "no-faces", "--paper", "letter", "--lang", "en"]) == 0
    said = capsys.readouterr().out
    assert said == f"{out}: 3 pages, 13 Hard hands and the key, seed 99\n"
    pdf = out.read_bytes()
    assert pages_of(pdf) == 3 and media_box(pdf) == (612, 792)
    assert pdf_title(pdf) == "Make 24 · 13 hands · Hard · No face cards (A–10)"


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--worksheet", "s.pdf", "--count", "0"], "argument --count: '0': give a count of hands"),
        (["--worksheet", "s.pdf", "--count", "49"], "from 1 to 48"),
        (["--worksheet", "s.pdf", "--count", "many"], "argument --count: 'many'"),
        (["--worksheet", "s.pdf", "--seed", "-1"], "give a seed from 0 to 999999"),
        (["--worksheet", "s.pdf", "--level", "godlike"], "'godlike' is not a level: choose easy"),
        (["--worksheet", "s.pdf", "--deck", "tarot"], "'tarot' is not a deck"),
        (["--worksheet", "s.pdf", "--deck", "numbers:5-2"], "numbers 5 to 2"),
        (["--worksheet", "s.pdf", "--paper", "a3"], "'a3' is not a paper size"),
        (["--worksheet", "s.png"], "--worksheet s.png: the file name must end in .pdf"),
        (["--worksheet", "s.pdf", "--view", "play"], "opens no window: leave out --view"),
        (["--worksheet", "s.pdf", "--screenshot", "s.png"], "leave out --screenshot"),
        (["--count", "12"], "--count goes with --worksheet"),
        (["--screenshot", "s.png", "--seed", "3"], "--seed goes with --worksheet"),
        (["--hints"], "--hints goes with --worksheet"),
    ],
)
def test_bad_worksheet_options_are_one_line_and_exit_2(capsys, argv, says) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err and "Traceback" not in err


def test_a_sheet_the_deck_cannot_deal_is_one_line_and_exit_2(qapp, tmp_path, capsys) -> None:
    out = tmp_path / "sheet.pdf"
    argv = ["--worksheet", str(out), "--deck", "numbers:1-3", "--count", "40", "--lang", "en"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{program_name()}: error: The deck Numbers 1 to 3 has only ")
    assert err.count("\n") == 1 and not out.exists()


def test_a_file_that_cannot_be_written_is_one_line_and_exit_1(qapp, tmp_path, capsys) -> None:
    out = tmp_path / "missing" / "sheet.pdf"
    assert main(["--worksheet", str(out), "--count", "1", "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"{program_name()}: error: cannot write {out}: the folder {out.parent} does not exist\n"
    )


def run_app(*argv: str, home: Path) -> subprocess.CompletedProcess[str]:
    """python -m app in a fresh process without a display, with its own home."""
    hidden = ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "QT_HASH_SEED", "XDG_CONFIG_HOME")
    env = {key: value for key, value in os.environ.items() if key not in hidden}
    env["HOME"] = str(home)
    command = [sys.executable, "-m", "app", *argv]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)


def test_the_same_seed_writes_the_same_bytes_in_every_run(tmp_path) -> None:
    """Qt seeds its hashes anew in every process; the command line fixes the seed, so a
    sheet is the same file whenever it is made (and another seed is another sheet)."""
    files = []
    for name, seed in (("a.pdf", "7"), ("b.pdf", "7"), ("c.pdf", "8")):
        done = run_app("--worksheet", str(tmp_path / name), "--seed", seed, home=tmp_path)
        assert done.returncode == 0, done.stderr
        files.append((tmp_path / name).read_bytes())
    assert files[0] == files[1] != files[2]


def test_the_command_line_speaks_the_language_chosen_in_the_app(tmp_path) -> None:
    folder = tmp_path / ".config" / "Twenty-Four"
    folder.mkdir(parents=True)
    (folder / "Twenty-Four.ini").write_text("[General]\nversion=1\nlanguage=zh_CN\n")
    out = tmp_path / "sheet.pdf"
    done = run_app("--worksheet", str(out), "--seed", "1", "--paper", "a4", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{out}：共 2 页，12 道简单难度的题，附参考答案，练习卷编号 1\n"
    assert pdf_title(out.read_bytes()) == "算24点 · 12 题 · 简单 · A–K 计为 1–13"
    english = run_app("--worksheet", str(out), "--lang", "en", "--seed", "1", home=tmp_path)
    assert english.returncode == 0, english.stderr
    assert pdf_title(out.read_bytes()).startswith("Make 24 · ")


def test_a_drawn_card_is_white_whatever_brush_the_painter_had(qapp) -> None:
    """A defect seen on a sheet of a number deck: cards without an image (drawn instead) came
    out black, filled with the brush the sheet had left on the painter."""
    from PyQt5.QtCore import QRectF
    from PyQt5.QtGui import QColor, QImage, QPainter

    from app.game.cards import Card
    from app.shell.card_images import paint_card

    image = QImage(200, 280, QImage.Format_ARGB32)
    image.fill(QColor("grey"))
    painter = QPainter(image)
    painter.setBrush(QColor("black"))
    paint_card(painter, QRectF(0, 0, 200, 280), Card(11, "H", plain=True))  # no image: drawn
    painter.end()
    dark = sum(
        QColor(image.pixel(x, y)).lightness() < 60
        for x in range(10, 190, 5)
        for y in range(10, 270, 5)
    )
    assert dark < 50  # the rank and the suit only, on a white card


def test_hints_prints_the_coachs_first_rung_under_each_hand(qapp, tmp_path, capsys, monkeypatch):
    """`--hints`: each hand's cell draws "Hint: …", the coach's first rung (#34)."""
    from app.game.coaching import card_names
    from app.shell import worksheet_pdf
    from solver import coach

    drawn: list[str] = []
    draw = worksheet_pdf._SheetPainter.text

    def text(self, box, flags, words, *colour):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return draw(self, box, flags, words, *colour)

    monkeypatch.setattr(worksheet_pdf._SheetPainter, "text", text)
    out = tmp_path / "hints.pdf"
    argv = ["--worksheet", str(out), "--count", "4", "--seed", "5", "--lang", "en"]
    assert main([*argv, "--hints"]) == 0
    hints = [words for words in drawn if words.startswith("Hint: ")]
    sheet = sheet_of(count=4, seed=5)
    names = [dict(card_names(hand.cards)) for hand in sheet.hands]
    assert hints == [
        f"Hint: {coach(hand.values, names=named).first.text}"
        for hand, named in zip(sheet.hands, names, strict=True)
    ]
    drawn.clear()
    assert main(argv) == 0
    assert not any(words.startswith("Hint: ") for words in drawn)
    capsys.readouterr()


def test_with_lang_the_command_lines_words_follow_the_language(qapp, tmp_path, capsys) -> None:
    """`--lang zh_CN`: the line that says what was written, and the errors, are Chinese too."""
    from app.shell.languages import use_language

    out = tmp_path / "sheet.pdf"
    argv = ["--worksheet", str(out), "--count", "4", "--level", "hard", "--seed", "7"]
    try:
        assert main([*argv, "--lang", "zh_CN"]) == 0
        said = capsys.readouterr().out
        assert said == f"{out}：共 2 页，4 道困难难度的题，附参考答案，练习卷编号 7\n"
        missing = tmp_path / "missing" / "sheet.pdf"
        assert main(["--worksheet", str(missing), "--count", "1", "--lang", "zh_CN"]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"{program_name()}：错误：无法写入 {missing}：")
    finally:
        use_language("en")
    assert main([*argv, "--lang", "en"]) == 0
    assert capsys.readouterr().out == f"{out}: 2 pages, 4 Hard hands and the key, seed 7\n"
    assert main([*argv[:3], "1", *argv[4:], "--lang", "en"]) == 0
    assert capsys.readouterr().out == f"{out}: 2 pages, 1 Hard hand and the key, seed 7\n"
