"""Chinese as a Chinese primary-school teacher writes it: Chinese punctuation inside Chinese
sentences, no English space between them, and the words the game settled on.

The checks read the app's translation (app/i18n/twentyfour_zh_CN.ts) and the room page's own
texts (app/room/web/texts.js). ASCII stays where it is maths or a key: 8 ÷ (3 − 8 ÷ 3), 2^(−2),
8/3, Ctrl+, and the few fragments in ALLOWED.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.i18n import sentences, ts_path
from app.i18n.qm import read_ts

ROOT = Path(__file__).resolve().parents[1]
WEB_TEXTS = ROOT / "app" / "room" / "web" / "texts.js"

#: Han characters and the wide punctuation and forms of Chinese text.
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
#: ASCII marks that end or split a sentence, and quotes.
SENTENCE_MARKS = ",.:;?!\"'"
#: Maths, keys and file names written with ASCII on purpose: the whole allow-list.
ALLOWED = re.compile(
    "|".join(
        (
            r"Ctrl\+,",  # the Preferences key
            r"\(\*\.pdf\)|\.pdf",  # a file name, and a file dialog's filter (Qt reads it)
            r"√\([^()]*\)|\([^()]*\)!",  # the square root or factorial of a bracket: √(4!)
            r"(?<=[0-9A-Za-z)}!])!",  # a factorial: 4!, (n!)!, at most {most}!
            r"(?:^|(?<=[\s、]))!+(?=[\s（])",  # the factorial sign named: 、!（阶乘）
            r"(?<=[}>]) : (?=[{<])",  # a score: 你 2 : 1 电脑
        )
    )
)
#: What is not read as words: markup, mnemonics ("(&G)" is how Chinese menus show them).
MARKUP = re.compile(r"<[^<>]*>|\(&\w\)|&(?=\w)")
#: A field or a count stands in a Chinese sentence for a Chinese word (or a number in one).
FIELDS = re.compile(r"\{[a-z_]+\}|%[nvm]")
#: A programmer's range: Chinese writes 2–10 or 2 到 10.
DOTS = re.compile(r"\.{2,}")
#: A space after a Chinese mark that ends or splits a sentence ("…的牌。 这手牌是…").
SPACE_AFTER = re.compile(r"[。，、；：！？](?=[ \t])")
#: Words a Chinese teacher would not use here, and what the game says instead.
WORDS = {
    "休闲": "普通 (the computer's level)",
    "人头牌": "花牌 (J Q K)",
    "比赛记录": "历史记录 (the history)",
    "手牌中有": "张 for cards: 手里有 2 张 8",
    "数字谜": "the Tchisla tab's Chinese name",
    "牌组合": "手牌 (a hand, as the game says 这手牌; 牌组 is the deck)",
    "Enter": "回车 (the key, as Qt's menus name it: Ctrl+回车)",
}


def _neighbours(text: str, index: int) -> tuple[str, str]:
    """The nearest characters that are not spaces on either side of text[index]."""
    left = text[:index].rstrip()
    right = text[index + 1 :].lstrip()
    return left[-1:], right[:1]


def ascii_marks_in_chinese(text: str) -> list[str]:
    """The ASCII punctuation of a Chinese text that should be Chinese, each shown in its place:
    a sentence mark beside a Chinese character (or ending the text), a bracket with Chinese
    just inside it."""
    if not CJK.search(text):
        return []
    text = FIELDS.sub("字", MARKUP.sub("", ALLOWED.sub("x", text)))
    found = []
    for index, char in enumerate(text):
        left, right = _neighbours(text, index)
        if char in SENTENCE_MARKS:
            wrong = bool(CJK.match(left) or CJK.match(right) or not right)
        elif char == "(":
            wrong = bool(CJK.match(right))
        elif char == ")":
            wrong = bool(CJK.match(left))
        else:
            continue
        if wrong:
            found.append(f"{text[max(0, index - 8) : index]}[{char}]{text[index + 1 : index + 9]}")
    found += [f"{m.group()!r}: write 2–10, 2 到 10 or ……" for m in DOTS.finditer(text)]
    return found + [f"space after {m.group()!r}" for m in SPACE_AFTER.finditer(text)]


def chinese_translations() -> list[tuple[str, str, str]]:
    """(context, source, Chinese) for every message of the app's Chinese translation."""
    return [
        (m.context, m.source, text)
        for m in read_ts(ts_path("zh_CN")).messages
        for text in m.translations
    ]


def web_chinese() -> dict[str, str]:
    """The room page's own Chinese texts, by key (texts.js: one `key: "text",` a line)."""
    source = WEB_TEXTS.read_text(encoding="utf-8")
    block = source[source.index("zh_CN: {") :]
    pairs = re.findall(r'^\s*(\w+): ("(?:[^"\\]|\\.)*"),$', block, re.MULTILINE)
    return {key: json.loads(text) for key, text in pairs}


def test_the_checks_catch_what_they_look_for():
    found = ascii_marks_in_chinese("有 2 张. 这是 {cards}.")
    assert found == ["有 2 张[.] 这是 字.", " 张. 这是 字[.]"]
    assert ascii_marks_in_chinese("按 Enter: 提交") and ascii_marks_in_chinese('点"发牌"')
    assert ascii_marks_in_chinese("合并(两张牌)") and ascii_marks_in_chinese("答案。 下一题")
    assert ascii_marks_in_chinese("请输入 2..10") == ["'..': write 2–10, 2 到 10 or ……"]
    maths = "如 (8−4)×(7−1)，用 2–10、8/3、√({inner}) 和 !（阶乘）；设置：Ctrl+,；最多 {most}!"
    assert ascii_marks_in_chinese(maths) == []
    assert ascii_marks_in_chinese("答对了!") and ascii_marks_in_chinese("请写作 (n!)!") == []
    assert ascii_marks_in_chinese("Right: {answer}. Next.") == []  # English is not looked at


@pytest.mark.parametrize("where", ["app", "room page"])
def test_chinese_sentences_use_chinese_punctuation(where):
    """ASCII periods, commas, colons, quotes and brackets inside Chinese sentences, and English
    spaces after Chinese marks, are what a Chinese reader notices first."""
    texts = (
        [(f"{c}: {s!r}", t) for c, s, t in chinese_translations()]
        if where == "app"
        else list(web_chinese().items())
    )
    assert len(texts) > 40
    wrong = {name: found for name, text in texts if (found := ascii_marks_in_chinese(text))}
    assert wrong == {}


@pytest.mark.parametrize("word", WORDS)
def test_chinese_says_the_words_the_game_settled_on(word):
    texts = [text for *_, text in chinese_translations()] + list(web_chinese().values())
    assert [text for text in texts if word in text] == [], WORDS[word]


def test_the_duel_prompt_says_press_once():
    """A defect: "谁想到了？按 Mei 按 Z · Tom 按 M 抢答。" said 按 twice."""
    translated = {(c, s): t for c, s, t in chinese_translations()}
    prompt = translated["Duel", "Who has it? Press {keys}."]
    each = translated["Duel", "{key} for {name}"]
    shown = prompt.format(keys=" · ".join(each.format(key=k, name=n) for k, n in ("ZA", "MB")))
    assert shown.count("按") == 2, shown  # once for each player


def test_chinese_sentences_are_joined_without_a_space():
    """A defect: the answer's faults were joined with an English space ("…的牌。 这手牌是…")."""
    from app.game.answer import check_answer
    from app.i18n.catalogue import translator
    from solver.i18n import speaking

    with speaking(translator("zh_CN")):
        chinese = check_answer("3+3+8+8+8", [3, 3, 8, 8]).message
    english = check_answer("3+3+8+8+8", [3, 3, 8, 8]).message
    assert chinese == "8 用了 3 次，但手里只有 2 张。这手牌是 3 3 8 8。"
    assert english == "8 is used 3 times, but the hand has only 2 of them. The cards are 3 3 8 8."
    assert sentences("答对了！", "下一题。") == "答对了！下一题。"
    assert sentences("Right!", "Next.") == "Right! Next."


def test_a_tooltip_names_its_key_in_chinese_brackets(qapp):
    """A defect: tooltips said "从洗好的牌中随机发牌 (Ctrl+N)", English brackets after a space."""
    from PyQt5.QtWidgets import QAction

    from app.i18n.catalogue import translator
    from app.widgets.actions import retitle
    from solver.i18n import speaking

    action = QAction()
    action.setShortcut("Ctrl+N")
    with speaking(translator("zh_CN")):
        retitle(action, "发牌(&D)", "从洗好的牌中随机发牌")
    assert action.toolTip() == "从洗好的牌中随机发牌（Ctrl+N）"
    retitle(action, "&Deal", "Deal random cards from a shuffled deck")
    assert action.toolTip() == "Deal random cards from a shuffled deck (Ctrl+N)"


def test_the_history_is_always_called_the_history():
    """A defect: the history was 比赛记录, 你的记录 or 记录 by turns; it is 历史记录 wherever the
    English names it."""
    with_history = [
        (context, source, text)
        for context, source, text in chinese_translations()
        if "history" in source.lower()
    ]
    assert len(with_history) > 20
    assert [entry for entry in with_history if "历史记录" not in entry[2]] == []


def test_the_rules_titles_are_the_tabs_names(qapp):
    """A defect: Rules (F1) said 助手 and 与电脑比赛 for the tabs 解题助手 and 对战电脑."""
    from app.i18n.catalogue import translator
    from app.i18n.rules import rules_html
    from app.views import VIEWS
    from solver.i18n import speaking

    with speaking(translator("zh_CN")):
        titles = re.findall(r"<h3>(.*?)</h3>", rules_html())
        tabs = [view.title() for view in VIEWS]
    assert [tab for tab in tabs if not any(t.startswith(tab) for t in titles)] == []


def test_a_tchisla_verdict_ends_as_a_chinese_sentence():
    """A defect: "7 + 7 等于 14，不是 175." ended with an ASCII period, the reasons an answer
    cannot be read with no full stop at all."""
    from app.game.clock import ManualClock
    from app.game.tchisla import Puzzle, TchislaSession
    from app.i18n.catalogue import translator
    from solver.i18n import speaking

    session = TchislaSession(clock=ManualClock())
    session.start(Puzzle(175, 7))
    with speaking(translator("zh_CN")):
        said = [session.submit(text).message for text in ("7+7", "8", "7-7")]
    assert said[0] == "7 + 7 等于 14，不是 175。"
    assert all(text.endswith("。") and not ascii_marks_in_chinese(text) for text in said), said


def test_dates_are_written_as_chinese_writes_them():
    from datetime import date

    from app.game.clock import date_text
    from app.i18n.catalogue import translator
    from solver.i18n import speaking

    assert date_text(date(2026, 11, 5)) == "2026-11-05"
    with speaking(translator("zh_CN")):
        assert date_text(date(2026, 11, 5)) == "2026年11月5日"


def test_the_calendar_names_its_month_as_the_language_does(qtbot):
    """A defect: the archive's calendar read 十一月 2026 in Chinese (2026年11月)."""
    from PyQt5.QtCore import QLocale
    from PyQt5.QtWidgets import QToolButton

    from app.widgets.archive_calendar import ArchiveCalendar

    try:
        QLocale.setDefault(QLocale("zh_CN"))
        calendar = ArchiveCalendar()
        qtbot.addWidget(calendar)
        calendar.setCurrentPage(2026, 11)
        calendar.show()
        month = calendar.findChild(QToolButton, "qt_calendar_monthbutton")
        year = calendar.findChild(QToolButton, "qt_calendar_yearbutton")
        assert month.text() == "2026年11月" and not year.isVisible()
        calendar.setCurrentPage(2026, 10)
        assert month.text() == "2026年10月"
        QLocale.setDefault(QLocale("en"))
        calendar.retranslate()
        assert (month.text(), year.text()) == ("October", "2026") and year.isVisible()
    finally:
        QLocale.setDefault(QLocale("en"))


def test_a_question_and_what_leaving_keeps_are_two_lines():
    """A defect: the box wrapped "…保存到历史记录" and left "中。" alone on a second line."""
    from app.views.base_view import asked

    assert asked("现在结束这一轮挑战？", "已答对的 1 题会保存到历史记录中。") == (
        "现在结束这一轮挑战？\n已答对的 1 题会保存到历史记录中。"
    )
    assert asked("Quit?", "") == "Quit?"


def test_a_short_note_in_brackets_stays_on_one_line(qtbot):
    """A defect: the Tchisla rules broke "√（平方" / "根）" at 800 px."""
    from app.i18n import WORD_JOINER
    from app.widgets.labels import WrappedLabel

    label = WrappedLabel()
    qtbot.addWidget(label)
    label.setText("可以使用 √（平方根）、!（阶乘）。")
    assert label.text() == "可以使用 √（平方根）、!（阶乘）。"
    assert WORD_JOINER.join("√（平方根）") in super(WrappedLabel, label).text()
