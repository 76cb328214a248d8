"""Translations: in step with the code, complete, faithful to their fields, switched at once."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PyQt5.QtCore import QCoreApplication, QTranslator
from PyQt5.QtWidgets import QDialogButtonBox

from app.i18n import LANGUAGES, english, qm_path, ts_path
from app.i18n.__main__ import problems
from app.i18n.extract import extract
from app.i18n.qm import compile_qm, read_ts
from solver import i18n

#: A field, by its name: a translation may write it another way ({text!r} quoted “{text}”).
FIELDS = re.compile(r"\{([^{}!:]*)[^{}]*\}")
TAGS = re.compile(r"<[^<>]*>")
ROOT = Path(__file__).resolve().parent.parent


def test_the_translations_are_in_step_with_the_code():
    """A new message in the code, a message without its Chinese text, an English plural
    without its forms, or a .qm not rebuilt: each fails here (python -m app.i18n check)."""
    assert problems() == []


@pytest.mark.parametrize("language", [code for code, _ in LANGUAGES])
def test_translations_keep_every_field_tag_and_count(language):
    for message in read_ts(ts_path(language)).messages:
        for index, text in enumerate(message.translations):
            if not text:
                continue
            where = f"{message.context}: {message.source!r} -> {text!r}"
            assert sorted(FIELDS.findall(text)) == sorted(FIELDS.findall(message.source)), where
            assert TAGS.findall(text) == TAGS.findall(message.source), where
            english_singular = language == "en" and message.numerus and index == 0
            if not english_singular:  # "That is the only answer." needs no count
                assert ("%n" in text) == ("%n" in message.source), where


def test_the_compiled_files_answer_in_qt(qapp):
    translator = QTranslator()
    assert translator.load(str(qm_path("zh_CN")))
    assert translator.translate("Window", "&Game") == "游戏(&G)"
    assert translator.translate("Summary", "Hints taken: %n", None, 3) == "使用提示：%n 次"
    english = QTranslator()
    assert english.load(str(qm_path("en")))
    qapp.installTranslator(english)  # PyQt passes QCoreApplication.translate's text as UTF-8
    try:
        one = QCoreApplication.translate("Helper", "%n answers for {hand} → {target}", None, 1)
        many = QCoreApplication.translate("Helper", "%n answers for {hand} → {target}", None, 3)
    finally:
        qapp.removeTranslator(english)
    assert (one, many) == ("1 answer for {hand} → {target}", "3 answers for {hand} → {target}")
    assert compile_qm(read_ts(ts_path("zh_CN"))) == qm_path("zh_CN").read_bytes()


def test_english_plurals_without_qt():
    assert english("Daily", "Streak: %n days", None, 1) == "Streak: 1 day"
    assert english("Daily", "Streak: %n days", None, 4) == "Streak: 4 days"


def test_the_solvers_own_english_has_the_apps_singulars():
    # the command line loads no translation: it said "at most 1 copies" where the app says
    # "at most 1 copy"; every counted text of the solver says its singular as the app does
    solvers = {
        found.key
        for path in sorted((ROOT / "solver").rglob("*.py"))
        for found in extract(path)
        if found.numerus
    }
    counted = [
        m for m in read_ts(ts_path("en")).messages if (m.context, m.source, m.comment) in solvers
    ]
    assert len(counted) == len(solvers) >= 2
    for message in counted:
        singular = message.translations[0].replace("%n", "1")
        assert i18n.english(message.context, message.source, None, 1) == singular
        assert i18n.english(message.context, message.source, None, 3) == message.source.replace(
            "%n", "3"
        )


@pytest.fixture
def chinese(qapp):
    """The app in Chinese for one test, English again after it."""
    from app.shell.languages import use_language

    use_language("zh_CN")
    yield
    use_language("en")
    i18n.install(None)


def test_qt_own_buttons_speak_chinese_too(chinese):
    box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    assert box.button(QDialogButtonBox.Ok).text() == "确定"
    assert box.button(QDialogButtonBox.Cancel).text() == "取消"


def test_solver_messages_are_translated_in_the_app(chinese):
    from solver.make24.identify import WrongValueError

    assert str(WrongValueError(25, 24)) == QCoreApplication.translate(
        "Answer", "The answer makes {value}, not {target}."
    ).format(value=25, target=24)
    assert "25" in str(WrongValueError(25, 24)) and "The answer" not in str(WrongValueError(25, 24))


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("77 / (7", "第 6 个字符处：这个 “(” 没有对应的右括号"),
        ("(7]", "第 3 个字符处：“]” 不能与 “(” 配对：请用 “)”"),
        ("7 7", "第 3 个字符处：“7” 前面缺少运算符"),
    ],
)
def test_a_tchisla_answer_that_cannot_be_read_is_told_why_in_chinese_alone(chinese, answer, said):
    """Before: "position 8: 第 6 个字符处的括号没有闭合", English first and two positions."""
    from solver import ParseError
    from solver.tchisla.answer import check_answer

    with pytest.raises(ParseError) as caught:
        check_answer(answer, 11, 7)
    assert str(caught.value) == said


def test_a_24_answer_that_cannot_be_read_is_told_why_in_chinese_alone(chinese):
    from solver.make24.identify import AnswerParseError, identify

    with pytest.raises(AnswerParseError) as caught:
        identify("8/(3-8/3", (3, 3, 8, 8))
    assert str(caught.value) == "答案的第 3 个字符有问题：这个 “(” 没有对应的右括号。"


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("8/(3-8]", "答案的第 7 个字符有问题：“]” 不能与 “(” 配对：请用 “)”。"),
        ("8 # 3", "答案的第 3 个字符有问题：不能使用 “#”：请只用数字、A J Q K、+ - × ÷ 和括号。"),
        ("3+3+8+" + "9" * 40, "一个 40 位数 不是手里的牌。"),
    ],
)
def test_what_a_24_answer_quotes_is_said_in_chinese(chinese, answer, said):
    """Before: ASCII quotes ('(') and "a number of 40 digits" inside the Chinese sentence."""
    from solver.make24.identify import AnswerError, identify

    with pytest.raises(AnswerError) as caught:
        identify(answer, (3, 3, 8, 8))
    assert said in str(caught.value)


def test_texts_kept_as_data_are_found_as_messages(tmp_path):
    """A table of names marked with translate_noop is found as translate() calls are (a text
    the extractor missed would stay English); a marked text that is not a literal is refused."""
    from app.i18n.extract import MarkError, extract

    table = tmp_path / "names.py"
    table.write_text(
        'NAMES = {"+": translate_noop("Operators", "Add"), "-": translate("Operators", "Sub")}\n',
        encoding="utf-8",
    )
    found = [(f.context, f.source, f.comment, f.numerus, f.line) for f in extract(table)]
    assert found == [("Operators", "Add", "", False, 1), ("Operators", "Sub", "", False, 1)]
    table.write_text('NAMES = {"+": translate_noop("Operators", NAME)}\n', encoding="utf-8")
    with pytest.raises(MarkError, match="translate_noop"):
        extract(table)


def test_names_kept_as_data_are_said_in_chinese(chinese):
    """Each table of names (operators, decks, levels, round endings, settings) is translated
    where it is shown."""
    from app.game.decks import DeckKind, deck_kind_name
    from app.game.levels import HAND_LEVELS, ComputerLevel, hand_level_name
    from app.game.operators import operator_name
    from app.game.round import Reason, Winner, reason_text, winner_text
    from app.shell.settings import field_name

    said = (
        operator_name("*"),
        deck_kind_name(DeckKind.STANDARD),
        ComputerLevel.MASTER.label,
        hand_level_name(HAND_LEVELS[-1]),
        reason_text(Reason.COMPUTER_ANSWERED),
        winner_text(Winner.COMPUTER),
        field_name("sound_muted"),
        field_name("no such setting"),
    )
    assert said == (
        "乘",
        "A–K 计为 1–13",
        "大师",
        "专家",
        "电脑答出",
        "电脑",
        "关闭音效",
        "no such setting",
    )


def test_a_long_input_is_cut_in_chinese_words(chinese):
    from solver.core.numbers import brief, brief_numbers

    assert brief("x" * 40) == "“" + "x" * 30 + "…”（共 40 个字符）"
    assert brief(10**1000) == "一个 1001 位数"
    assert brief_numbers(range(1000)).endswith(" ……（共 1000 个数）")


def test_switching_language_applies_at_once_and_is_remembered(qtbot, settings, data_dir):
    from app.shell.context import AppContext
    from app.shell.languages import use_language
    from app.shell.main_window import MainWindow

    use_language("en")
    window = MainWindow(AppContext(settings, data_dir, random.Random(3)))
    qtbot.addWidget(window)
    window.show()
    play = window.view("play")
    assert window.game_menu.title() == "&Game" and play.start_button.text() == "Start a match"
    try:
        chinese = next(a for a in window.language_actions.actions() if a.data() == "zh_CN")
        chinese.trigger()
        assert settings.language == "zh_CN"
        qtbot.waitUntil(lambda: window.game_menu.title() == "游戏(&G)")
        assert window.tabs.tabText(1) == "对战电脑"
        assert play.start_button.text() == "开始比赛"
        assert "语言" in window.statusBar().currentMessage()
        english_action = next(a for a in window.language_actions.actions() if a.data() == "en")
        english_action.trigger()
        qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
        assert play.start_button.text() == "Start a match"
    finally:
        use_language("en")
        i18n.install(None)


def test_the_command_line_takes_a_language(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    out = tmp_path / "zh.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    command = [sys.executable, "-m", "app", "--screenshot", str(out), "--lang", "zh_CN"]
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    bad = subprocess.run(
        [sys.executable, "-m", "app", "--lang", "klingon"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "invalid choice: 'klingon'" in bad.stderr


def test_chinese_units_and_the_name_players_know_tchisla_by(qtbot, settings, data_dir):
    import random

    from app.i18n.rules import rules_html
    from app.shell.context import AppContext
    from app.shell.languages import use_language
    from app.shell.main_window import MainWindow

    use_language("zh_CN")
    try:
        window = MainWindow(AppContext(settings, data_dir, random.Random(1)))
        qtbot.addWidget(window)
        dialog = window.preferences()
        assert dialog.round_seconds.text() == "60 秒"  # was "60 s"
        # a Chinese name on the tab (was "数字谜 Tchisla"); the rules say the name it is known by
        assert window.tabs.tabText(window.keys.index("tchisla")) == "同数巧算"
        assert "<h3>同数巧算（Tchisla）</h3>" in rules_html()
        dialog.reject()
    finally:
        use_language("en")


def test_lists_inside_chinese_sentences_use_chinese_commas_and_brackets(chinese, tmp_path):
    """A defect seen: the settings' list of bad values was joined with an ASCII ", " and
    bracketed with ASCII brackets inside a Chinese sentence."""
    from PyQt5.QtCore import QSettings

    from app.shell.settings import Settings

    path = tmp_path / "settings.ini"
    path.write_text("[General]\nversion=1\nround_seconds=abc\ntarget=0\n")
    (problem,) = Settings(QSettings(str(path), QSettings.IniFormat)).problems
    named = problem.split("：", 1)[1].split("。", 1)[0]
    assert "，" in named and "（'abc'）" in named
    assert ", " not in named and " (" not in named
