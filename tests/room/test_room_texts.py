"""Each player is answered in the player's language, with the app's own texts, whatever language
the app around the room speaks."""

from __future__ import annotations

import threading

from app.game.answer import check_answer
from app.game.cards import cards_from_ranks
from app.i18n.catalogue import language_of, translator
from app.room.texts import speaking_language
from solver.i18n import translate


def test_a_player_is_answered_in_chinese_while_the_rest_stays_english() -> None:
    cards = cards_from_ranks([3, 3, 8, 8])
    with speaking_language("zh-CN"):
        chinese = check_answer("3+3+8+8", cards).message
    english = check_answer("3+3+8+8", cards).message
    assert chinese != english and any("\u4e00" <= c <= "\u9fff" for c in chinese)
    assert "24" in english and english.isascii()
    with speaking_language("zh_CN"):  # the room's own texts too
        assert translate("Room", "The room is closed.") == "房间已关闭。"


def test_one_threads_language_is_not_anothers() -> None:
    seen: dict[str, str] = {}
    inside, done = threading.Event(), threading.Event()

    def player() -> None:
        with speaking_language("zh_CN"):
            inside.set()
            seen["player"] = translate("Levels", "Easy")
            done.wait(10)

    thread = threading.Thread(target=player)
    thread.start()
    assert inside.wait(10)
    seen["app"] = translate("Levels", "Easy")
    done.set()
    thread.join(10)
    assert seen == {"player": "简单", "app": "Easy"}


def test_languages_are_read_from_browser_tags_and_english_keeps_its_plurals() -> None:
    assert [language_of(t) for t in ("zh-TW", "zh", "en-US", "de", "")] == [
        "zh_CN",
        "zh_CN",
        "en",
        "en",
        "en",
    ]
    english = translator("en")
    assert english("Room", "%n rounds of {seconds} s", None, 1) == "1 round of {seconds} s"
    assert english("Room", "%n rounds of {seconds} s", None, 3) == "3 rounds of {seconds} s"
    assert translator("zh_CN")("Room", "%n rounds of {seconds} s", None, 3).startswith("共 3")


def test_a_draw_names_its_players_with_the_languages_own_comma() -> None:
    """A defect seen: the names of a draw were joined with an English ", " in Chinese."""
    from app.room.game import Standing
    from app.room.texts import winners_text

    standings = tuple(Standing(name, 3, 1, True) for name in ("Ava", "Bo", "Cy"))
    assert winners_text(standings) == "The game is over: a draw between Ava, Bo, Cy."
    with speaking_language("zh_CN"):
        assert winners_text(standings) == "游戏结束：Ava，Bo，Cy 打成平手。"


def test_what_a_player_sent_is_quoted_as_the_language_quotes_it() -> None:
    """A defect seen: an unknown field and a mistyped address were quoted with Python's repr,
    'x' in the middle of Chinese sentences."""
    import pytest

    from app.room.joining import AddressError, room_address
    from app.room.protocol import ProtocolError, read

    with speaking_language("zh_CN"):
        with pytest.raises(ProtocolError) as unknown:
            read('{"v": 1, "type": "ping", "colour": 3}')
        with pytest.raises(AddressError) as address:
            room_address("ftp://10.0.0.5/")
    assert str(unknown.value) == "不认识的字段 “colour”。"
    assert str(address.value).startswith("“ftp://10.0.0.5/” 不是房间的网址")
    with pytest.raises(ProtocolError) as long:
        read('{"v": 1, "type": "ping", "' + "c" * 50 + '": 3}')
    assert str(long.value) == f"Unknown field '{'c' * 30}…'."


def test_the_host_reads_that_a_player_came_back_not_that_they_joined() -> None:
    """A defect seen by hand: a player whose phone dropped and who came back was news to the
    host as "Ann joined (3 players).", as if a new player had come."""
    from app.room.events import PlayerJoined
    from app.room.game import Standing
    from app.room.texts import event_lines

    players = tuple(Standing(name, 0, 0, True) for name in ("Ann", "Bo"))
    assert event_lines(PlayerJoined("Ann", True, players)) == ["Ann is back (2 players)."]
    assert event_lines(PlayerJoined("Bo", False, players)) == ["Bo joined (2 players)."]
    with speaking_language("zh_CN"):
        assert event_lines(PlayerJoined("Ann", True, players)) == ["Ann 回来了（现在 2 人）。"]
