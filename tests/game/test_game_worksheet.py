"""Worksheets without Qt: which hands a sheet deals, its key, its pages and texts."""

from __future__ import annotations

from collections import Counter

import pytest

from app.game.decks import DeckKind, DeckRules
from app.game.levels import HAND_LEVELS
from app.game.match import level_hands
from app.game.worksheet import (
    Paper,
    Worksheet,
    WorksheetError,
    WorksheetOptions,
    deal_sheet,
    parse_sheet_level,
)
from solver import Cancelled, OperatorSet, evaluate, leaves, parse, solvable, solve

EASY, MEDIUM, HARD, EXPERT = HAND_LEVELS


@pytest.fixture(scope="module")
def sheet() -> Worksheet:
    """Twelve Easy hands of the standard deck (the default sheet) of seed 2024."""
    return deal_sheet(WorksheetOptions(seed=2024))


def test_the_default_sheet_is_twelve_easy_hands_on_a4(sheet: Worksheet) -> None:
    options = sheet.options
    assert (options.count, options.level, options.deck, options.paper) == (
        12,
        EASY,
        DeckRules(),
        Paper.A4,
    )
    easy = level_hands(EASY, 4, 24)
    assert len(sheet.hands) == 12
    assert [hand.number for hand in sheet.hands] == list(range(1, 13))
    assert all(tuple(sorted(hand.values)) in easy for hand in sheet.hands)
    assert all(hand.level is EASY for hand in sheet.hands)


def test_the_same_seed_deals_the_same_sheet_and_another_seed_another(sheet: Worksheet) -> None:
    again = deal_sheet(WorksheetOptions(seed=2024))
    assert [hand.cards for hand in again.hands] == [hand.cards for hand in sheet.hands]
    assert list(again.texts()) == list(sheet.texts())
    other = deal_sheet(WorksheetOptions(seed=2025))
    assert [hand.values for hand in other.hands] != [hand.values for hand in sheet.hands]
    assert list(other.texts()) != list(sheet.texts())


def test_the_key_gives_the_plainest_answer_and_the_count_of_answers(sheet: Worksheet) -> None:
    for hand in sheet.hands:
        solutions = solve(hand.values)
        assert hand.answer == solutions[0]
        assert hand.answers == len(solutions)
        printed, equals = hand.answer_text().rsplit(" = ", 1)
        assert equals == "24" and evaluate(parse(printed)) == 24  # the text as printed is right
        assert Counter(leaves(parse(printed))) == Counter(hand.values)
        row = sheet.key_row(hand)
        assert row == [
            str(hand.number),
            hand.cards_text(),
            hand.answer_text(),
            str(hand.answers),
        ]
    written = "".join(hand.answer_text() for hand in sheet.hands)
    assert "*" not in written and "/" not in written and "×" in written  # as people write


def test_a_sheet_holds_no_hand_twice_and_deals_real_cards(sheet: Worksheet) -> None:
    assert len({tuple(sorted(hand.values)) for hand in sheet.hands}) == 12
    for hand in sheet.hands:
        assert len(set(hand.cards)) == 4
        assert all(card in DeckRules().cards() for card in hand.cards)


def test_a_mixed_sheet_climbs_from_easy_to_expert_and_its_key_says_the_level() -> None:
    sheet = deal_sheet(WorksheetOptions(count=10, level=None, seed=3))
    assert [hand.level for hand in sheet.hands] == [EASY] * 3 + [MEDIUM] * 3 + [HARD] * 2 + [
        EXPERT
    ] * 2
    for hand in sheet.hands:
        assert tuple(sorted(hand.values)) in level_hands(hand.level, 4, 24)
    assert sheet.key_headings() == ["No.", "Cards", "An answer", "Level", "Answers"]
    assert sheet.key_row(sheet.hands[-1])[3] == "Expert"
    assert sheet.details() == "10 hands · Mixed · A–K count 1–13"
    assert WorksheetOptions(count=2, level=None).level_counts() == [(EASY, 1), (MEDIUM, 1)]


def test_a_deck_where_j_q_k_count_ten_shows_its_cards_and_answers_in_tens() -> None:
    deck = DeckRules(DeckKind.FACES_TEN)
    sheet = deal_sheet(WorksheetOptions(count=24, deck=deck, seed=11))
    faces = [card for hand in sheet.hands for card in hand.cards if card.rank > 10]
    assert faces and all(card.value == 10 for card in faces)
    for hand in sheet.hands:
        assert all(card in deck.cards() for card in hand.cards)
        assert tuple(sorted(hand.values)) in level_hands(EASY, 4, 24, deck)
        assert hand.answer == solve(hand.values)[0]
    assert "J Q K count 10" in sheet.details()


@pytest.mark.parametrize(
    ("count", "pages", "keys"),
    [(1, 2, 1), (12, 2, 1), (13, 3, 1), (24, 3, 1), (25, 5, 2), (48, 6, 2)],
)
def test_hands_fill_pages_of_twelve_and_the_key_its_own_pages(count, pages, keys) -> None:
    sheet = deal_sheet(WorksheetOptions(count=count, level=None, seed=5))
    laid = sheet.pages()
    assert sheet.page_count == len(laid) == pages
    assert [page.number for page in laid] == list(range(1, pages + 1))
    key_pages = [page for page in laid if page.is_key]
    assert len(key_pages) == keys and laid[-keys:] == key_pages  # the key comes last
    assert [hand for page in laid if not page.is_key for hand in page.hands] == list(sheet.hands)
    assert [hand for page in key_pages for hand in page.hands] == list(sheet.hands)
    assert all(len(page.hands) <= 12 for page in laid if not page.is_key)
    assert sheet.footer(laid[-1]) == f"Sheet 5 · page {pages} of {pages}"


def test_the_texts_of_a_sheet(sheet: Worksheet) -> None:
    assert sheet.title() == "Make 24"
    assert sheet.details() == "12 hands · Easy · A–K count 1–13"
    assert "+ − × ÷" in sheet.instructions()
    assert sheet.blanks() == [("Name:", ""), ("Date:", ""), ("Score:", "/ 12")]
    assert sheet.key_headings() == ["No.", "Cards", "An answer", "Answers"]
    assert sheet.key_title() == "Answer key"
    assert "sheet 2024" in sheet.key_note()
    one = deal_sheet(WorksheetOptions(count=1, seed=2024))
    assert one.details().startswith("1 hand · ")


@pytest.mark.parametrize(
    ("deck", "values"),
    [
        (DeckRules(), "Card values: A = 1, J = 11, Q = 12, K = 13."),
        (DeckRules(DeckKind.FACES_TEN), "Card values: A = 1, J = 10, Q = 10, K = 10."),
        (DeckRules(DeckKind.NO_FACES), "Card values: A = 1."),
        (DeckRules(DeckKind.NUMBERS, 1, 20), ""),  # the cards show their numbers
    ],
)
def test_the_sheet_and_its_key_say_what_the_lettered_cards_count_for(deck, values) -> None:
    """A defect: the key wrote Q as 12, and neither page said that A = 1, J = 11, Q = 12 and
    K = 13."""
    sheet = Worksheet(WorksheetOptions(deck=deck, seed=7), ())
    said = values.replace(" = ", "\N{NO-BREAK SPACE}=\N{NO-BREAK SPACE}")  # never split
    assert sheet.card_values() == said
    assert sheet.instructions().endswith("under the cards." + (f" {said}" if said else ""))
    assert sheet.key_note().endswith("the hand has." + (f" {said}" if said else ""))


def test_a_dealt_sheet_prints_the_card_values_on_both_its_pages(sheet: Worksheet) -> None:
    printed = list(sheet.texts())
    said = [text for text in printed if "Card values: A\N{NO-BREAK SPACE}=" in text]
    assert said == [sheet.instructions(), sheet.key_note()]


def test_options_round_trip_through_their_settings_key() -> None:
    options = WorksheetOptions(
        count=20, level=None, deck=DeckRules(DeckKind.NUMBERS, 1, 20), seed=77, paper=Paper.LETTER
    )
    assert options.key == "count=20 level=mixed deck=numbers:1-20 paper=letter seed=77"
    assert WorksheetOptions.parse(options.key) == options
    assert WorksheetOptions.parse("") == WorksheetOptions()
    assert WorksheetOptions.parse("level=HARD").level is HARD


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("count=0", "0 hands: a sheet has 1 to 48"),
        ("count=49", "49 hands"),
        ("count=x", "count and seed are whole numbers"),
        ("seed=1000000", "seed 1000000: give a whole number from 0 to 999999"),
        ("level=godlike", "'godlike' is not a level: choose easy, medium, hard, expert, mixed"),
        ("paper=a3", "'a3' is not a paper size: choose a4 or letter"),
        ("deck=blue", "'blue' is not a deck"),
        ("colour=red", "'colour=red' is not a worksheet option"),
        ("count", "'count' is not a worksheet option"),
    ],
)
def test_bad_options_say_what_is_wrong(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        WorksheetOptions.parse(text)


def test_a_sheet_of_an_operator_set_deals_its_hands_and_keys_by_it() -> None:
    """#22's operator sets: a sheet of + − only has hands solvable by them, its key's answers
    use them, and it says so; its options keep the set (the classic game's key is as before)."""
    sums = OperatorSet("+-", whole=True)
    options = WorksheetOptions(count=6, seed=3, operators=sums)
    assert WorksheetOptions.parse(options.key) == options
    assert options.key.endswith(" ops=+-,whole") and "ops=" not in WorksheetOptions().key
    sheet = deal_sheet(options)
    for hand in sheet.hands:
        assert solvable(hand.values, operators=sums)
        assert all(symbol in "+-" for symbol in hand.answer.text if not symbol.isdigit())
    assert sheet.details().endswith(" · + − · whole numbers only")
    assert "with + − and brackets, every step a whole number" in sheet.instructions()


def test_a_deck_with_too_few_hands_of_a_level_says_so() -> None:
    small = DeckRules(DeckKind.NUMBERS, 1, 3)
    with pytest.raises(WorksheetError) as error:
        deal_sheet(WorksheetOptions(count=30, deck=small))
    found = len(level_hands(EASY, 4, 24, small))
    assert str(error.value) == (
        f"The deck Numbers 1 to 3 has only {found} Easy hands: ask for fewer hands or another "
        "level."
    )
    with pytest.raises(WorksheetError) as error:
        deal_sheet(WorksheetOptions(deck=DeckRules(DeckKind.NUMBERS, 0, 1)))
    assert str(error.value) == "The deck Numbers 0 to 1 has no Easy hands."
    with pytest.raises(WorksheetError) as error:
        deal_sheet(WorksheetOptions(deck=DeckRules(DeckKind.NUMBERS, 1, 30)))
    assert str(error.value) == (
        "The deck Numbers 1 to 30 has too many different hands to sort them by difficulty: "
        "choose a smaller range of numbers."
    )


def test_dealing_stops_when_cancelled() -> None:
    with pytest.raises(Cancelled):
        deal_sheet(WorksheetOptions(count=4, seed=8), cancel=lambda: True)


def test_sheet_levels_are_read_in_any_case() -> None:
    assert parse_sheet_level("Mixed") is None
    assert parse_sheet_level(" expert ") is EXPERT


@pytest.mark.parametrize("level", ["easy", None])
def test_a_sheet_made_shorter_or_longer_keeps_its_first_hands(level) -> None:
    """Hand i depends on the sheet number, i and the other choices, never on the count: a
    teacher trimming sheet 688965 from 12 hands to 9 keeps its first 9 (all were dealt anew),
    and one of 14 adds 2 after the 12; a mixed sheet keeps the first hands of each level."""

    def by_level(sheet: Worksheet) -> dict[object, list[object]]:
        found: dict[object, list[object]] = {}
        for hand in sheet.hands:
            found.setdefault(hand.level, []).append(hand.cards)
        return found

    chosen = EASY if level else None
    sheets = {
        count: deal_sheet(WorksheetOptions(count=count, level=chosen, seed=688965))
        for count in (9, 12, 14)
    }
    nine, twelve, fourteen = (by_level(sheets[count]) for count in (9, 12, 14))
    for level_ in twelve:
        assert nine.get(level_, []) == twelve[level_][: len(nine.get(level_, []))]
        assert twelve[level_] == fourteen[level_][: len(twelve[level_])]
    if chosen is not None:
        assert sheets[9].hands == sheets[12].hands[:9] == sheets[14].hands[:9]
