"""One reader of a Tchisla target for the app and the command line: the same targets, limits and
words (`solver.tchisla.read_target`); each option of the command line names its own values."""

from __future__ import annotations

import pytest

from app.game.tchisla import TchislaRequest
from solver import NumberError
from solver.cli import main as cli_main


@pytest.mark.parametrize(
    ("typed", "target"), [("2016", 2016), ("2 016", 2016), ("2,016", 2016), ("10^12", 10**12)]
)
def test_the_app_reads_every_target_the_command_line_reads(
    typed: str, target: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert TchislaRequest.parse(typed, 7).target == target
    cli_main(["tchisla", typed, "7", "--max-copies", "1"])
    said = capsys.readouterr()
    assert (said.out + said.err).startswith(f"{target}#7")


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("-5", "the target must be a positive whole number, not -5"),
        ("0", "the target must be a positive whole number, not 0"),
        ("abc", "the target must be a positive whole number such as 2016 or 10^12, not “abc”"),
        ("10^101", "the target “10^101” is too large: at most 10^100"),
    ],
)
def test_a_bad_target_is_told_the_same_words_in_the_app_and_on_the_command_line(
    typed: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(NumberError) as error:
        TchislaRequest.parse(typed, 7)
    assert str(error.value) == message
    assert cli_main(["tchisla", typed, "7"]) == 2
    assert capsys.readouterr().err.endswith(f"error: {message}\n")


def test_a_target_below_zero_is_called_what_it_is_not_in_chinese() -> None:
    from app.i18n.catalogue import translator
    from solver.i18n import speaking

    with speaking(translator("zh_CN")), pytest.raises(NumberError) as error:
        TchislaRequest.parse("-5", 7)
    assert str(error.value) == "目标数必须是正整数，而不是 -5"


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("--max-copies", "--max-copies must be a whole number from 1 to 40, not '-1'"),
        ("--max-value", "--max-value must be a whole number from 1 to 10^100, not '-1'"),
    ],
)
def test_each_search_limit_says_the_values_it_takes(
    option: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(["tchisla", option, "-1", "24", "7"]) == 2
    err = capsys.readouterr().err
    assert err.endswith(f"error: {message}\n") and "2016" not in err
