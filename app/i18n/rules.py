"""The rules of the game and how to use the app: the text of Help › Rules, in the player's
language (rich text with fixed words only; the window shows it)."""

from __future__ import annotations

from . import translate


def rules_html() -> str:
    """The rules of the game and how to use the app, in the current language (rich text: fixed
    words only)."""
    sections = [
        translate(
            "Rules",
            "<h3>The 24 game</h3><p>Four cards are dealt (A = 1, J = 11, Q = 12, K = 13). Use "
            "every card exactly once, with + − × ÷ and brackets, to make <b>24</b>. Fractions are "
            "fine along the way: 3 3 8 8 makes 8 ÷ (3 − 8 ÷ 3) = 24. Other decks (J Q K counting "
            "10, no face cards, any range of numbers), targets and counts of cards are in "
            "Preferences.</p>",
        ),
        translate(
            "Rules",
            "<h3>The helper</h3><p>Type the cards (A, 2–10, J, Q, K, or 1–13; T for 10), step "
            "them with the arrow keys or the mouse wheel, or click a card to pick it. Every "
            "distinct answer is listed at once; select one to see its working. <b>Deal</b> gives "
            "random cards, <b>Back to the first hand</b> goes back to the hand as dealt or first "
            "typed, <b>Clear</b> starts again.</p>",
        ),
        translate(
            "Rules",
            "<h3>Against the computer</h3><p>The start page chooses the computer (Beginner to "
            "Master), the round time, the number of rounds and the deck. Each round has a "
            "countdown. Type your answer and press Enter, or combine the cards; a right answer "
            "scores a point. If you think there is no answer, say so: right scores, wrong loses "
            "the round. The computer thinks longer on harder hands; if it finds an answer first, "
            "it takes the point and shows its working. Skip asks to be pressed twice. Leaving a "
            "match asks first; its finished rounds are kept as an abandoned match.</p>",
        ),
        translate(
            "Rules",
            "<h3>Score attack</h3><p>One clock for the whole run: 120 s to start with. A right "
            "answer scores a hand and adds 10 s; a skip costs 10 s and shows an answer; a hint "
            "(once a hand) costs 10 s. The hands "
            "get harder as your score grows (Easy, then Medium from 5, Hard from 10, Expert from "
            "15), and every hand has an answer, so there is no “no solution” to claim. The run "
            "ends at zero. The clock stops while the run is paused (the hand is hidden) and while "
            "a hand is being dealt. Your best runs are kept for each deck; a new best is "
            "cheered, and <b>Copy result</b> puts the score on the clipboard to share.</p>",
        ),
        translate(
            "Rules",
            "<h3>Practice</h3><p>No clock: a hand is worth three stars and each hint costs one. "
            "The hints teach how to find an answer: a plan for the last step, the numbers to "
            "make, a first step, the whole answer. After a right answer, look for "
            "the hand's other answers. Hands you found hard come back later.</p>",
        ),
        translate(
            "Rules",
            "<h3>The daily puzzle</h3><p>One hand a day, the same for everyone, easy on Monday "
            "and hard by Sunday. Solve it to keep your streak of days; the first try of the day "
            "is the one kept. Hints and every answer work as in practice. The <b>archive</b> is a "
            "calendar of past days, each marked ✓ solved, ✓¹ solved with one hint, ✗ not solved "
            "or · not played; any of them can be played, as a late solve that does not count for "
            "the streak. <b>Copy result</b> puts a line to share on the clipboard: the date, the "
            "time, the hints and the streak, nothing of the answer.</p>",
        ),
        translate(
            "Rules",
            "<h3>Combining the cards</h3><p>Instead of typing an answer, play as at a table: "
            "pick a card, then + − × ÷, then another card; the two become one card with the "
            "exact result (8 ÷ 3 shows 8/3). When one card is left, it is your answer, checked "
            "as a typed one. By mouse, click the cards and the buttons; by keyboard, the key "
            "under each card picks it. <b>Ctrl+T</b> switches between typing and combining in "
            "every mode (Preferences keep your choice).</p>",
        ),
        translate(
            "Rules",
            "<h3>Two players</h3><p>Both see the cards. Who sees an answer first presses their "
            "key (Z on the left, M on the right) and types it: right scores a point, wrong costs "
            "one and the other may try. When combining the cards, the player who buzzed has the "
            "whole keyboard: the number keys pick the cards. Each hand's result stays until a "
            "key is pressed; first to the points set wins, and the standings follow.</p>",
        ),
        translate(
            "Rules",
            "<h3>Tchisla</h3><p>Make a target with as few copies of one digit (1–9) as "
            "possible, using + − × ÷, powers (an exponent may be negated for free), square roots, "
            "factorials and the digit repeated (7, 77). On the <b>Solver</b> page the computer "
            "finds the fewest (<b>Solve all digits</b> tries each digit in turn); on the "
            "<b>Puzzle</b> page you look for an answer yourself, and your best is kept.</p>",
        ),
        translate(
            "Rules",
            "<h3>Statistics</h3><p>How many of the hands a deck deals have an answer, how many "
            "of the deals, and how hard they are; and your record in every way to play.</p>",
        ),
        translate(
            "Rules",
            "<h3>Learning path</h3><p>Ten stages, from adding three cards to make 10 to hands "
            "that need a fraction; each brings one new thing (take away, four cards and 24, "
            "times, divide, picture cards) and says it in a line. A stage is four hands, each "
            "worth three stars: a hint, two wrong tries or more than two minutes cost one, and "
            "a hand shown earns none. Finishing a stage opens the next; play one again for more "
            "stars. Your best stars are kept.</p>",
        ),
        translate(
            "Rules",
            "<h3>Worksheets</h3><p><b>Game › Worksheet…</b> makes a sheet of hands to print for "
            "a class: choose how many, how hard and the deck, look at the pages, then print "
            "them or save a PDF. The answer key is on its own page; the sheet's number at the "
            "foot of each page makes the same sheet again.</p>",
        ),
        translate(
            "Rules",
            "<h3>Keys</h3><p>Everywhere: Enter does the obvious thing (start, submit, next) · "
            "Ctrl+1, Ctrl+2… switch views · Ctrl+, preferences · F1 these rules · Ctrl+Q "
            "quit.<br>Helper: Ctrl+N deal · Ctrl+R back to the first hand · Ctrl+L clear · "
            "↑/↓ or the wheel change a card · F4 pick a card · Ctrl+C copy the selected "
            "answer.<br>Play: Ctrl+N "
            "new match · Ctrl+H hint (costs 10 s) · Ctrl+D no solution · Ctrl+P or the Pause key "
            "pause · Ctrl+S twice skip · Ctrl+L clear the answer · Ctrl+W quit the match.<br>"
            "Score attack: Ctrl+N new run · Ctrl+P or the Pause key pause · Ctrl+H hint (costs "
            "10 s) · Ctrl+S skip (costs 10 s) · Ctrl+L clear the answer · Ctrl+W end the run · "
            "Ctrl+Shift+C copy the result.<br>Combining the cards (Play, Score attack, Practice, "
            "Daily, Two players): "
            "Ctrl+T combine or type · 1, 2, 3… pick a card · + - * / (or x) the operator · "
            "Backspace or Ctrl+Z undo a step · Esc put the card down, or start over · S add all · "
            "P multiply all.<br>Practice: "
            "Ctrl+H hint (costs a star) · Ctrl+G show the answers · Ctrl+L clear the answer · "
            "Ctrl+N next hand.<br>Daily puzzle: Ctrl+H hint · Ctrl+G show the answers · Ctrl+L "
            "clear the answer · Ctrl+N today's puzzle · Ctrl+D the archive (arrow keys a day or "
            "a week, PgUp/PgDown a month, Enter plays the day, Esc goes back) · Ctrl+Shift+C copy "
            "the result.<br>Two players: Z and M "
            "buzz · Ctrl+D no solution · Ctrl+S twice skip the hand · Ctrl+L clear the answer · "
            "Ctrl+N new duel · Ctrl+W end the duel.<br>Tchisla: Enter solves (on the Puzzle page: "
            "checks) · Ctrl+Enter solve all digits · Ctrl+N deal a puzzle · Ctrl+H hint · Esc "
            "cancel.<br>Statistics: F5 compute · Esc cancel · Enter on a hand shows it in the "
            "helper.<br>Learning path: arrow keys choose a stage · Enter or Space plays it · "
            "Ctrl+H hint · "
            "Ctrl+G show the answer · Ctrl+N next · Ctrl+R play the stage again · Esc the "
            "stages.</p>",
        ),
    ]
    return "".join(sections)
