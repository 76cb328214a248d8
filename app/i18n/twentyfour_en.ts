<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Answer</name>
        <message>
            <location filename="../game/answer.py" />
            <source>Type an expression that uses every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/answer.py" />
            <source>Correct: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Com&amp;bine cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Answer by combining the cards two at a time (on), or by typing (off)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>&amp;Clear answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Clear what you typed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer cannot be read at position {position}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer is not a well-formed expression: {problem}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer does not use {cards}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The cards are {cards}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is not one of the cards: use {card} and change the sign before it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is not one of the cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used more than once, but the hand has only one {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used {used} times, but the hand has only {have} of them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used once, but the hand has {have} of them: use each one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used {used} times, but the hand has {have} of them: use each one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer divides by zero: {division} cannot be worked out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer makes {value}, not {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>This game allows only {operators}: the answer uses {symbol}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{step} is below zero: in this game every step must make 0 or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{step} is not a whole number: in this game every step must make a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{list}, {item}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{list} and {item}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>it is {length} characters long, and at most {most} are read</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AnswerBox</name>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Open a bracket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Close a bracket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>{operator} (you can type {keys})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Your answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Use every card once with + − × ÷ (or * /) and brackets; A J Q K or numbers. Enter submits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Submit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Check your answer (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Delete the character before the cursor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Clear your answer (Ctrl+L)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Feedback</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Type your answer, e.g. (8−4)×(7−1), then press Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Type your answer, then press Enter</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Archive</name>
        <message>
            <location filename="../game/archive.py" />
            <source>✓ = solved;  ✓¹ = solved with one hint;  ✗ = not solved;  · = not played;  (✓) = played later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{weekday} {date}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not solved; the answers were shown.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/archive.py" />
            <source>{day}: solved in {time} with %n hints.</source>
            <translation>
                <numerusform>{day}: solved in {time} with %n hint.</numerusform>
                <numerusform>{day}: solved in {time} with %n hints.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: solved in {time}, without a hint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>Played later, from the archive: not counted in the streak.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>Today's puzzle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Previous month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Show the month before (Page Up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Next month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Show the month after (Page Down)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Choose the month to show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Year</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Choose the year to show</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Calendar of past puzzles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Arrow keys: a day or a week; Page Up, Page Down: a month; Enter: play the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Days</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Attack</name>
        <message>
            <location filename="../game/attack.py" />
            <source>{score} · {date} · {deck} · {operators}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <location filename="../views/attack_view.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <source>A new best! Your best was %n hands.</source>
            <translation>
                <numerusform>A new best! Your best was %n hand.</numerusform>
                <numerusform>A new best! Your best was %n hands.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>A new best: your first score to beat!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>No hand was answered, so this run is not kept.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <source>Your best: %n hands.</source>
            <translation>
                <numerusform>Your best: %n hand.</numerusform>
                <numerusform>Your best: %n hands.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>No hand of this deck can make 24: choose another deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Could not deal: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Right: {answer} = {target}. +{time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Skipped (−{time}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>You ended the run.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Time is up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>One answer to {hand} was {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>The run could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>&amp;New run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new score-attack run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Another hand, for {time} of your time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>A plan to start from (once a hand), for {time} of your time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>&amp;End the run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End the run now and see its score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy the run's score to share</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start, submit or resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Your best runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Deal the first hand (Enter or Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new run (Enter or Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy the run's score to share (Ctrl+Shift+C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Hand and level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>{start} on the clock. A right answer scores a hand and adds {right}; a skip costs {skip}, and a hint {hint}. The hands get harder as your score grows, from Easy to Expert, and every one has an answer. The run ends when the clock reaches zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Leave the run?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Keep playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>A score-attack run is under way: leaving ends it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/attack_view.py" />
            <source>Its %n hands are kept in your history.</source>
            <translation>
                <numerusform>Its %n hand is kept in your history.</numerusform>
                <numerusform>Its %n hands are kept in your history.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>No hand was answered, so nothing is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new run?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>New run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End this run now?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End the run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Res&amp;ume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Pa&amp;use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start the clock again and show the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Pause: stop the clock and hide the hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>{rules} · Preferences: Ctrl+,</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>No run yet: your best will show here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score: {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Hand {number} · {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>The hand is hidden while the run is paused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Dealing… the clock waits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Make 24 with every card once; click a card to use it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Paused: Ctrl+P or Enter resumes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Skip this hand? Press Skip (Ctrl+S) again: another hand, for {time} of your time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Paused: the clock is stopped (Ctrl+P resumes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Dealing: the clock is stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Time is up!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>The run is over.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/attack_view.py" />
            <source>%n skipped · {time} of play · deck: {deck}</source>
            <translation>
                <numerusform>%n skipped · {time} of play · deck: {deck}</numerusform>
                <numerusform>%n skipped · {time} of play · deck: {deck}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardSlot</name>
        <message>
            <location filename="../widgets/card_slot.py" />
            <source>Card {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/card_slot.py" />
            <source>Card {number}: type A, 2–10, J, Q, K (or 1–13, T for 10). ↑/↓ change the rank, F4 or Alt+↓ opens the list.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CardWidget</name>
        <message>
            <location filename="../widgets/card_widget.py" />
            <source>No card yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/card_widget.py" />
            <source>{card}. Scroll or press ↑/↓ to change the rank, click to pick one, or type A, 2–10, J, Q, K below.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../game/cards.py" />
            <source>No card: type A, 2..10, J, Q or K (or 1..13, T for 10).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>No card: type A–K</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>0 is not a card: the lowest rank is A (1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>0 is not a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} is too high: the highest rank is K (13).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} is too high</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: ranks go from A (1) to K (13).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: type A, 2..10, J, Q or K (or 1..13, T for 10).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: write rank then suit, like AS, 10H, QD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Ace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Jack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>King</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of clubs</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <location filename="../widgets/charts.py" />
            <source>{label}: {values}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/charts.py" />
            <source>; </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/charts.py" />
            <source>Nothing to chart: {why}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <location filename="../game/coaching.py" />
            <location filename="../widgets/coach_pane.py" />
            <source>How to find it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>How to find {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>Working out how…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>{answer} (These hints lead to this answer, by the plan a player tries first; the list shows another answer first.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>How to find an answer, a hint a line, least given away first; choose an answer in the list (click it, or press Enter on it) to see how to find it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>&amp;Next hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>Show one more hint; the answer comes last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target} with {operators}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target} with {operators}, whole numbers only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a fraction on the way, so no plan with whole numbers works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a number below zero on the way, so no plan with whole numbers works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a fraction or a number below zero on the way, so no plan with whole numbers works.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but with whole numbers they cannot make it; the nearest they can make: {near}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but with whole numbers they cannot make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but they cannot make it; the nearest they can make: {near}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but they cannot make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Say the last step first: which two numbers make {target}, and can {hand} make them?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{below} and {above}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{hand} can make no number by these rules.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>With whole numbers only, the nearest to {target} that {hand} can make: {near}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>The nearest to {target} that {hand} can make: {near}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Keep the {card} to multiply by: make {make} from {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{split}: make {make} from {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{split}: make {make} from {numbers}, and {other} from {other_numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Start with {step}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{working}, {step}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>One answer: {answer} = {target}. The working: {working}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>an {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>a {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make {need}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make the fraction {need}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make {need}, a number below zero?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Keep the {card} to multiply by at the end: make {target} from {rest}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../solver/make24/plans.py" />
            <source>Keep the %n ones to multiply by at the end: make {target} from {rest}.</source>
            <translation>
                <numerusform>Keep the %n one to multiply by at the end: make {target} from {rest}.</numerusform>
                <numerusform>Keep the %n ones to multiply by at the end: make {target} from {rest}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Split the cards into {left} and {right}: {step}. Can {left} make {first}, and {right} make {second}?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Join {first} and {second} in one step: which of {operators} makes {target}?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Combine</name>
        <message>
            <location filename="../game/combine.py" />
            <source>{card}, counts {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{value}, made of {formula}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>One card left: your answer. Undo (Backspace) takes back a step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Pick a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{card} picked: choose {operators}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{pending}: pick the second card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Combine two cards at a time until one is left: that is your answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>There is no card {place}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Card {place} has been combined already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Pick a card first, then {operators}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>This game allows only {operators}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{left} ÷ 0 cannot be worked out: no number can be divided by zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CombineTable</name>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{operator} (key {keys})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Cards to combine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Take back the last step (Backspace or Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Start again from the cards as dealt (Esc; Undo brings them back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Add all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Add every card left, left to right (key S)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Multiply all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Multiply every card left, left to right (key P)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working: {steps}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working: none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Card {place}: {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{card}, picked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>An empty place: its card was combined</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{card}: click or press {key} to pick it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{cards}. {prompt} Keys: the card's number picks it, + - * / the operator, Backspace undoes, Esc resets, S adds all, P multiplies all.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Countdown</name>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>Time left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} left of {total}; the hint cost {cost} (hatched)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} left of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{time} (paused)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} · paused</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <location filename="../game/daily.py" />
            <source>Monday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Tuesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Wednesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Thursday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Friday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Saturday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Sunday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>A new day has begun: today's puzzle is ready (Ctrl+N).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's puzzle could not be worked out: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's puzzle was not solved: the answers were shown.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>This puzzle was not solved: the answers were shown.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/daily.py" />
            <source>Solved in {time} with %n hints.</source>
            <translation>
                <numerusform>Solved in {time} with %n hint.</numerusform>
                <numerusform>Solved in {time} with %n hints.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Solved in {time}, without a hint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Played later, from the archive: not counted in the streak.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's result could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>The next hint: the last step, the first step, the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Give up today's puzzle and see every answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>&amp;Today's puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Load the puzzle of today's date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Check the answer; in the archive, play the chosen day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Back to the puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Leave the archive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Copy the day's result to share: it gives nothing of the answer away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Past puzzles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Play this day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Play the chosen day's puzzle (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Leave the archive (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Working out today's puzzle…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Working out the puzzle of {date}…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/daily_view.py" />
            <source>Streak: %n days</source>
            <translation>
                <numerusform>Streak: %n day</numerusform>
                <numerusform>Streak: %n days</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Days in a row you solved the daily puzzle. Monday's is the easiest, Sunday's the hardest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Puzzle of {weekday} {date} · {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Puzzle of {weekday} {date}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>You can try it again; the first try is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>&amp;Return to the puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>A&amp;rchive of past days</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>A calendar of past days: see how each went, play any of them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Make 24 with every card once. Everyone gets these cards today.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Make 24 with every card once. Everyone got these cards on {date}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <location filename="../game/decks.py" />
            <source>A–K count 1–13</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>J Q K count 10</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>No face cards (A–10)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>Numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>Numbers {low} to {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>{card} is not in this deck ({deck}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>{card} is not in this deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Which cards are dealt and what they count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Smallest number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Largest number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>to</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Duel</name>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other}'s wrong answer!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other}'s wrong claim!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other} ran out of time!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>It is the hand's only answer.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/duel.py" />
            <source>The hand has %n other answers.</source>
            <translation>
                <numerusform>The hand has %n other answer.</numerusform>
                <numerusform>The hand has %n other answers.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name}'s answer: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Duel stopped: {first} {first_points}, {second} {second_points}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>A draw, {score} each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} wins {winner} to {loser}!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} is right: there is no solution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} is wrong: this hand has a solution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Skipped: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} ran out of time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Time is up: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Both have missed: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>A point off. {name} may buzz now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>The duel could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>The duel is saved in your history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;New duel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start a duel between two players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Say these cards cannot make the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Both give up this hand: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;End duel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Stop the duel and go back to the names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start, submit or deal the next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Two players, one keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Both see the cards. Who sees an answer first presses their key — {first} on the left, {second} on the right — and types it: right scores a point, wrong costs one and the other may try. Sure there is none? Buzz, then No solution (Ctrl+D). Combining the cards (Ctrl+T)? After the buzz the keyboard is the answering player's: the number keys pick the cards, {first} and {second} only buzz.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Player &amp;{number} (key {key}):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;Points to win:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The name of the player who buzzes with {key}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The first to this many points wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start the duel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Deal the first hand (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Player {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Make {target} with every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Press {keys} to answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Buzz: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} has an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>See the standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The final standings of the duel (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Deal the next hand (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} ({key}): {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>First to {goal} · hand {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} answers: keys 1–{last} pick the cards, + − × ÷ combine them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} answers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{key} for {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Who has it? Press {keys}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>no solution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Duel result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Hands played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Every hand: the points each player won or lost, and an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Back to the names and the points to win (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>{name} ({key}) {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>What happened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Answer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../views/game_menu.py" />
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>S&amp;kip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>No &amp;solution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Declare that these cards cannot make the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Show the &amp;answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Cop&amp;y result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/labels.py" />
            <source>Dealing…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Helper</name>
        <message>
            <location filename="../game/hand.py" />
            <source>Card {number}: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/hand.py" />
            <source>{number} is not a card of this deck ({deck}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/hand.py" />
            <source>{typed} is {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>No solution: {hand} cannot make {target}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>%n answers for {hand} → {target}</source>
            <translation>
                <numerusform>%n answer for {hand} → {target}</numerusform>
                <numerusform>%n answers for {hand} → {target}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Deal random cards from a shuffled deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Back to the &amp;first hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Back to the hand as it was dealt or first typed, undoing later changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Clear the cards and start a new hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>The number to make with the cards (24 by default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>How many cards in a hand (2 to 6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Target:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>C&amp;ards:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Dealt {cards}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Cannot show that hand: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>Type %n cards, or press Deal, to see every answer.</source>
            <translation>
                <numerusform>Type %n card, or press Deal, to see every answer.</numerusform>
                <numerusform>Type %n cards, or press Deal, to see every answer.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Copied {answer}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>Copied %n answers</source>
            <translation>
                <numerusform>Copied %n answer</numerusform>
                <numerusform>Copied %n answers</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Could not solve: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Working out every answer…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>integrity check failed: {detail}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>made by another version of the game (schema {version})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>not a match history</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/history/store.py" />
            <source>%n records of your history could not be read and are left out.</source>
            <translation>
                <numerusform>%n record of your history could not be read and is left out.</numerusform>
                <numerusform>%n records of your history could not be read and are left out.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>your match history at {path} is read-only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved: {path} is a folder, not a file. It is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved ({reason}); it is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved: the folder {folder} is read-only. It is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} was being written when the game last stopped, and its folder cannot be written now, so it cannot be read. It is kept as it is and opens again once the folder can be written; this session's games are kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be read now ({reason}); it is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} is read-only: past matches are shown, new ones cannot be saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} cannot be written ({reason}): past records are shown, new ones are not saved in this session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>The match history at {path} is damaged ({reason}) and could not be replaced ({again}); history is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>The match history at {path} was damaged ({reason}). It was set aside as {aside} and a new, empty history was started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>another copy of the game is writing to it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>it is read-only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>permission denied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the file cannot be opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the disk reported an error</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HostRoom</name>
        <message>
            <location filename="../room/hosting.py" />
            <source>Round {number} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>The room game could not be kept in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>The room game is kept in your history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>Working: {steps}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <location filename="../widgets/room_dialog.py" />
            <source>The room could not open: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <source>The room is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <source>The next round could not be dealt: try again.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../shell/hosting.py" />
            <source>A room is open with %n players: quitting closes it (every player is told).</source>
            <translation>
                <numerusform>A room is open with %n player: quitting closes it (every player is told).</numerusform>
                <numerusform>A room is open with %n players: quitting closes it (every player is told).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Host a room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Mode:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Rounds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Round &amp;time:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Operators:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Hands:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Now and then a hand with no answer (saying so scores)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Make {target} with {count} cards (Preferences). Players join from a browser on this network: the room shows its address, its code and a QR code.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>O&amp;pen room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Race: a point for the first right answer. Class: everyone who solves it scores, the faster and the harder the more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>The hardest hands dealt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>The easiest hands dealt, or any difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Opening the room…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Join</name>
        <message>
            <location filename="../room/joining.py" />
            <source>Type the room's address, as the host's screen shows it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>{text} is not a room's address: type it as the host shows it, like {example}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>No room answers at {address}: check the address, and that this computer is on the same network as the host.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>Not sent: the connection to the room is down for now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>You are back in the room: your points are kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The connection to the room dropped: joining again…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The room has not answered for two minutes: it may have closed. To play on, join it again (Game › Join a room…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The room did not let you in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>You left the room.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>&amp;Leave room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Leave the room: the host keeps your seat and points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Send your answer (or leave a room that has ended)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Time left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Room {code} (joined)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/joined_room.py" />
            <source>{name}: %n points</source>
            <translation>
                <numerusform>{name}: %n point</numerusform>
                <numerusform>{name}: %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Joining the room…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Waiting for the host's next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Waiting for the round to end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>The game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>The room has ended</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JoinRoom</name>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Join a room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Rooms on this network:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Address:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Code:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Your &amp;name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>The code the host's screen shows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Join</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Looking for rooms… None found? Type the address the host shows.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../widgets/join_dialog.py" />
            <source>%n rooms found.</source>
            <translation>
                <numerusform>%n room found.</numerusform>
                <numerusform>%n rooms found.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Rooms cannot be looked for on this network ({reason}): type the address the host shows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Type the room's code: the host's screen shows it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Joining the room…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Learn</name>
        <message>
            <location filename="../game/learn.py" />
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Add the three cards together to make 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Take away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can take away, too: 9 − 2 + 3 = 10.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Make 24</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Four cards now, and the number to make is 24!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Multiply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can multiply!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Times tables</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Harder hands: look for 3 × 8, 4 × 6 and 2 × 12.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Divide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can divide, when it comes out whole: 12 ÷ 3 = 4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>All four</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Use all four: + − × ÷.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Picture cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>J, Q and K join in: they count 11, 12 and 13.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Hard hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Hard hands: try every pair of cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Fractions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now a step may be a fraction: 8 ÷ 3 = 8/3. These hands need one!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Stage {number} is locked: finish stage {previous} first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>This stage has no hand to deal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Your progress could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Right! {stars}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>The next hand, or the next stage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>A hint; each costs a star, the last shows the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Hint (−1 ★)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Give up this hand: see an answer (no star for it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Show the &amp;answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play the stage &amp;again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play this stage again with other hands, for more stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Stages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Back to the stages (a stage left half way goes on where you left it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play the stage, submit, or go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Learning path</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Climb from adding three cards to hands that need a fraction. Each stage is a few hands; finish it to open the next. A hand is worth three stars: a hint, two wrong tries or a slow answer cost one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>{stars} of {total} stars</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number}: {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Hand {number} of {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>This hand: {stars}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Make {target} with every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Enter: see your stars.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Enter: the next hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number} done!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>You have finished the whole path!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Back to the stages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number} is open: {title}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Next stage</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <location filename="../game/levels.py" />
            <source>Beginner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Casual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Skilled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Master</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Medium</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Expert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/levels.py" />
            <location filename="../room/choices.py" />
            <location filename="../widgets/room_dialog.py" />
            <source>Any difficulty</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <location filename="../game/match.py" />
            <source>{level} hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>only hands with an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>any hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Hands of any difficulty are dealt: the {level} level is worked out for at most {most} cards.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{text!r}</source>
            <comment>typed text in quotes</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{text} ({length} characters)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>a number of {digits} digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>a fraction of more than {width} digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{numbers} … ({count} numbers)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Operators</name>
        <message>
            <location filename="../game/operators.py" />
            <source>Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Subtract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Multiply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Divide</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{key} or {other}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{signs} · whole numbers only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>with {signs} and brackets, every step a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>with {signs} and brackets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Allowed: {operators}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{value} = {answer}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/operators.py" />
            <source>these cards make %n different values</source>
            <translation>
                <numerusform>these cards make %n different value</numerusform>
                <numerusform>these cards make %n different values</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make are {below} and {above}; {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make is {below}, and nothing above {target}; {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make is {above}, and nothing below {target}; {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>They make nothing else; {count}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Allow {operator} ({sign}) in answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Whole n&amp;umbers only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Every step must make a whole number, 0 or more: no fractions, nothing below zero</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Options</name>
        <message numerus="yes">
            <location filename="../game/options.py" />
            <source>%n cards to make {target} · deck: {deck} · {operators}</source>
            <translation>
                <numerusform>%n card to make {target} · deck: {deck} · {operators}</numerusform>
                <numerusform>%n cards to make {target} · deck: {deck} · {operators}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Parse</name>
        <message>
            <location filename="../../solver/core/errors.py" />
            <source>position {position}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>nothing to read: type an expression</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>unexpected {char}: use numbers, A J Q K, + - × ÷ and brackets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{text} is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a number of {digits} digits: at most {most} are read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>no decimal points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>the expression ends where a number was expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>empty brackets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>this {bracket} is never closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{bracket} closes a bracket that was never opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{closing} cannot close {opening}: close it with {expected}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>expected an operator before {text}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{text} where a number was expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a minus sign on its own may only stand before a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a negated exponent is one term: bracket the rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{shown}{op} can be read two ways: add brackets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>!! can be read two ways: write (n!)! for the factorial of n!</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Play</name>
        <message>
            <location filename="../game/session.py" />
            <source>A hint costs {cost} of your time, and only {left} is left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Skip this hand? Press Skip (Ctrl+S) again to give it up: nobody scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <location filename="../views/play_view.py" />
            <source>Round {number} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <location filename="../views/play_view.py" />
            <source>Make {target} with every card once; click a card to use it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&amp;New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a new match against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Pa&amp;use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Pause: stop the clock and hide the cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Give up this round: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit &amp;match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>End the match now and see the summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start, submit, resume or deal the next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Play 24 against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>What you choose here is kept for the next matches too; Game ▸ Preferences (Ctrl+,) has the rest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Deal the first round (Enter or Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>A plan to start from (a hint); it costs {cost} of your time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Leave the match?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Keep playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>A match is under way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>No round has been played to the end yet, so nothing is kept.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>Its %n finished rounds are kept in your history as an abandoned match.</source>
            <translation>
                <numerusform>Its %n finished round is kept in your history as an abandoned match.</numerusform>
                <numerusform>Its %n finished rounds are kept in your history as an abandoned match.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>Its %n finished rounds are kept in your history as an abandoned match; the round on the table is not counted.</source>
            <translation>
                <numerusform>Its %n finished round is kept in your history as an abandoned match; the round on the table is not counted.</numerusform>
                <numerusform>Its %n finished rounds are kept in your history as an abandoned match; the round on the table is not counted.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a new match?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit this match now?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Res&amp;ume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start the clock again and show the cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&lt;span style='color:{you}'&gt;You {player}&lt;/span&gt;&lt;span style='color:{muted}'&gt; : &lt;/span&gt;&lt;span style='color:{them}'&gt;{computer} Computer&lt;/span&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The computer plays at level {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The cards are hidden while the game is paused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Make {target} with every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Paused: Ctrl+P or Enter resumes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Computer ({level}) is thinking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Paused: the clock is stopped (Ctrl+P resumes)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Dealing the next hand…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The round ended after {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Use every card once {operators} to make the target. Be faster than the computer: it thinks longer on harder hands.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>%n rounds</source>
            <translation>
                <numerusform>%n round</numerusform>
                <numerusform>%n rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>the whole deck (%n rounds)</source>
            <translation>
                <numerusform>the whole deck (%n round)</numerusform>
                <numerusform>the whole deck (%n rounds)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>{rounds} · {cards} cards to make {target} · {hands}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Computer:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Round &amp;time:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Rounds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Operators:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>How quick the computer is: Beginner is slowest, Master fastest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Answer by combining the cards, not typing (Ctrl+T)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Pick a card, + − × ÷, a card… until one is left; in every mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Seconds per round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Whole deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Rounds in the match (whole deck: until the cards run out)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayCard</name>
        <message>
            <location filename="../widgets/play_card.py" />
            <source>{card} ({value}): click to add it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/play_card.py" />
            <source>Used in your answer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <location filename="../game/practice.py" />
            <source>No hand of these rules can make the target: change them in Preferences.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/practice.py" />
            <source>Your practice could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Done with this hand: deal the next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Give up: see every answer (the hand comes back later)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Submit, or deal the next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Practice, at your own pace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>No clock and no computer. A hand is worth three stars; each hint costs one. The hints teach how to find an answer: a plan for the last step, the numbers to make, a first step, and last the whole answer. Once you have an answer, look for the others. Hands you found hard come back later, spaced out, until they are easy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Start practising</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Deal the first hand (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>{rules} · {level} · Preferences: Ctrl+,</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>%n hands practised · {stars} ★</source>
            <translation>
                <numerusform>%n hand practised · {stars} ★</numerusform>
                <numerusform>%n hands practised · {stars} ★</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Make {target} with every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>A hand you found hard before: make {target} with every card once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>This hand: {stars}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>This hand will come back later. Enter: the next hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Hint (−1 ★)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>The next hint (%n left); each costs a star</source>
            <translation>
                <numerusform>The next hint (%n left); each costs a star</numerusform>
                <numerusform>The next hint (%n left); each costs a star</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>The next hint (%n left); this hand has no star left to lose</source>
            <translation>
                <numerusform>The next hint (%n left); this hand has no star left to lose</numerusform>
                <numerusform>The next hint (%n left); this hand has no star left to lose</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Seconds per round against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>How quick the computer is: Beginner is slowest, Master fastest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Rounds per match (whole deck: until the cards run out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Whole deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Deal only hands that have an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>In a match, skip hands that cannot make the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Deal hands of this difficulty in a match (up to 5 cards)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>The cards of every mode, the helper and the statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>How loud the sound effects are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Sound volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Sounds on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Short sounds for right and wrong answers and the clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Like the system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Dark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Light or dark, or as the system is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>{percent} %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Bigger text everywhere in the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Typing the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Combining the cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Type an expression, or pick a card, an operator and a card until one is left (Ctrl+T switches in the game)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>The number to make (24 by default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Cards in a hand (2 to 6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Ans&amp;wer by:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Round &amp;time:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Computer:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Rounds per &amp;match:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Hand &amp;difficulty:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>T&amp;arget:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Cards &amp;per hand:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>D&amp;eck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Operators:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Sound:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Appeara&amp;nce:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Te&amp;xt size:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Put the default values in the form (OK keeps them)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Program</name>
        <message>
            <location filename="../shell/start.py" />
            <source>{program}: error: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/start.py" />
            <source>cannot write {file}: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;End round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>End the round now and show its result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Leave full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Show the window's menus and tabs again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Close room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close the room: every player is told, the game is kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Scan the code with a phone, or open the address and type the code.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>QR code of the room's address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close the room?</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>A game is under way with %n players: closing the room ends it now. Every player is told, and the rounds played are kept in your history.</source>
            <translation>
                <numerusform>A game is under way with %n player: closing the room ends it now. Every player is told, and the rounds played are kept in your history.</numerusform>
                <numerusform>A game is under way with %n players: closing the room ends it now. Every player is told, and the rounds played are kept in your history.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Keep the room open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Room {code}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Leave &amp;full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>The room alone on the whole screen, for a projector</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Closing the room…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Waiting for players to join</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Make {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Dealing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Code {code}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>%n players, {here} here</source>
            <translation>
                <numerusform>%n player, {here} here</numerusform>
                <numerusform>%n players, {here} here</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Start round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Deal the next hand to every player</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>… and %n more.</source>
            <translation>
                <numerusform>… and %n more.</numerusform>
                <numerusform>… and %n more.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Hint {number} of {count}: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>{found} of %n different answers found</source>
            <translation>
                <numerusform>{found} of %n different answer found</numerusform>
                <numerusform>{found} of %n different answers found</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>That is {answer} again, written another way. {progress}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>Right! That is all of them: %n different answers.</source>
            <translation>
                <numerusform>Right! That is the only answer.</numerusform>
                <numerusform>Right! That is all of them: %n different answers.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>Right! This hand has %n different answers: can you find another?</source>
            <translation>
                <numerusform>Right! This hand has only this one answer.</numerusform>
                <numerusform>Right! This hand has %n different answers: can you find another?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Another one! {progress}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Start with {step}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>{step}: make {value} from {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>{step}: make {first} from {first_numbers} and {second} from {second_numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>The last step is {step}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>Answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>✓ the answers you found; · the ones you did not (once shown)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>Every answer is listed: ✓ the ones you found, · the others.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Room</name>
        <message>
            <location filename="../room/choices.py" />
            <source>Race</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Class</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Race: the first right answer takes the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Class: everyone who solves it scores, faster more</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../room/choices.py" />
            <source>%n rounds of {seconds} s</source>
            <translation>
                <numerusform>%n round of {seconds} s</numerusform>
                <numerusform>%n rounds of {seconds} s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Make {target} with {count} cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Some hands have no answer: say so to score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/cli.py" />
            <location filename="../room/game.py" />
            <source>The room is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Right: {hand} has no solution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Wrong: {hand} has a solution. You are out of this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>A round cannot start now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Too many tries this round: wait for the next one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <location filename="../room/server.py" />
            <source>Join the room first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>That round is over: wait for the next one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>You have answered this round: wait for the next one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/players.py" />
            <location filename="../room/protocol.py" />
            <source>Type your name to join.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>A name is letters, digits, spaces and punctuation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>The name is too long: at most {most} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>{name} is already playing: choose another name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>The room is full: {most} players at most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Type the room's code to join: the host's screen shows it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <location filename="../room/server.py" />
            <source>That is not this room's code: look at the host's screen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The language must be a short tag such as en or zh_CN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>That key to your seat is not one this room gave: join with your name alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The round must be a whole number from 1 to {most}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Type your answer: it was not sent as text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The answer is too long: at most {most} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>A message has at most {most} bytes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The message is not JSON.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>A message is a JSON object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>This room speaks version {version}: reload the page.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Unknown message type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Unknown field {field}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>Too many messages: slow down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>The room could not do that.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>You have joined already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>Too many wrong codes: try again in {seconds} s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} takes round {number}: there is no solution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} takes round {number} in {time}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>%n players scored in round {number}.</source>
            <translation>
                <numerusform>%n player scored in round {number}.</numerusform>
                <numerusform>%n players scored in round {number}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The host ended round {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Time is up: nobody scored in round {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Nobody scored in round {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name}: no solution, {time}, {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name}: {answer} = {target}, {time}, {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The game is over: nobody scored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} wins the game!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The game is over: a draw between {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Round {number} of {total}: {hand}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Standings: {standings}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The host closed the room. Thank you for playing!</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>{name} is back (%n players).</source>
            <translation>
                <numerusform>{name} is back (%n player).</numerusform>
                <numerusform>{name} is back (%n players).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>{name} joined (%n players).</source>
            <translation>
                <numerusform>{name} joined (%n player).</numerusform>
                <numerusform>{name} joined (%n players).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} left.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Round</name>
        <message>
            <location filename="../game/round.py" />
            <source>answered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>no solution, rightly claimed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>no solution, wrongly claimed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>computer answered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>computer declared no solution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>timed out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>{hint}   (the hint cost {cost} of your time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right, in {time}! A point to you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right, in {total} ({time} and {cost} for the hint)! A point to you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right: {hand} has no solution. A point to you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Wrong: {hand} has a solution. The computer takes the round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The game is paused: resume to answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The round is over. {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The computer declares that {hand} has no solution. It is right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The computer found it first, after {time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <location filename="../room/texts.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/round.py" />
            <location filename="../room/texts.py" />
            <source>There is no solution to {hand}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Time is up: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Skipped: nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>You take the round! +1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>The computer takes the round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Round result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>The working of the answer, one operation per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Next round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>See the summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Show the match summary (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Deal the next round (Enter)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The 24 game&lt;/h3&gt;&lt;p&gt;Four cards are dealt (A = 1, J = 11, Q = 12, K = 13). Use every card exactly once, with + − × ÷ and brackets, to make &lt;b&gt;24&lt;/b&gt;. Fractions are fine along the way: 3 3 8 8 makes 8 ÷ (3 − 8 ÷ 3) = 24. Other decks (J Q K counting 10, no face cards, any range of numbers), targets and counts of cards are in Preferences.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The helper&lt;/h3&gt;&lt;p&gt;Type the cards (A, 2–10, J, Q, K, or 1–13; T for 10), step them with the arrow keys or the mouse wheel, or click a card to pick it. Every distinct answer is listed at once; select one to see its working. &lt;b&gt;Deal&lt;/b&gt; gives random cards, &lt;b&gt;Back to the first hand&lt;/b&gt; goes back to the hand as dealt or first typed, &lt;b&gt;Clear&lt;/b&gt; starts again.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Against the computer&lt;/h3&gt;&lt;p&gt;The start page chooses the computer (Beginner to Master), the round time, the number of rounds and the deck. Each round has a countdown. Type your answer and press Enter, or combine the cards; a right answer scores a point. If you think there is no answer, say so: right scores, wrong loses the round. The computer thinks longer on harder hands; if it finds an answer first, it takes the point and shows its working. Skip asks to be pressed twice. Leaving a match asks first; its finished rounds are kept as an abandoned match.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Score attack&lt;/h3&gt;&lt;p&gt;One clock for the whole run: 120 s to start with. A right answer scores a hand and adds 10 s; a skip costs 10 s and shows an answer; a hint (once a hand) costs 10 s. The hands get harder as your score grows (Easy, then Medium from 5, Hard from 10, Expert from 15), and every hand has an answer, so there is no “no solution” to claim. The run ends at zero. The clock stops while the run is paused (the hand is hidden) and while a hand is being dealt. Your best runs are kept for each deck; a new best is cheered, and &lt;b&gt;Copy result&lt;/b&gt; puts the score on the clipboard to share.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Practice&lt;/h3&gt;&lt;p&gt;No clock: a hand is worth three stars and each hint costs one. The hints teach how to find an answer: a plan for the last step, the numbers to make, a first step, the whole answer. After a right answer, look for the hand's other answers. Hands you found hard come back later.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The daily puzzle&lt;/h3&gt;&lt;p&gt;One hand a day, the same for everyone, easy on Monday and hard by Sunday. Solve it to keep your streak of days; the first try of the day is the one kept. Hints and every answer work as in practice. The &lt;b&gt;archive&lt;/b&gt; is a calendar of past days, each marked ✓ solved, ✓¹ solved with one hint, ✗ not solved or · not played; any of them can be played, as a late solve that does not count for the streak. &lt;b&gt;Copy result&lt;/b&gt; puts a line to share on the clipboard: the date, the time, the hints and the streak, nothing of the answer.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Combining the cards&lt;/h3&gt;&lt;p&gt;Instead of typing an answer, play as at a table: pick a card, then + − × ÷, then another card; the two become one card with the exact result (8 ÷ 3 shows 8/3). When one card is left, it is your answer, checked as a typed one. By mouse, click the cards and the buttons; by keyboard, the key under each card picks it. &lt;b&gt;Ctrl+T&lt;/b&gt; switches between typing and combining in every mode (Preferences keep your choice).&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Two players&lt;/h3&gt;&lt;p&gt;Both see the cards. Who sees an answer first presses their key (Z on the left, M on the right) and types it: right scores a point, wrong costs one and the other may try. When combining the cards, the player who buzzed has the whole keyboard: the number keys pick the cards. Each hand's result stays until a key is pressed; first to the points set wins, and the standings follow.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Tchisla&lt;/h3&gt;&lt;p&gt;Make a target with as few copies of one digit (1–9) as possible, using + − × ÷, powers (an exponent may be negated for free), square roots, factorials and the digit repeated (7, 77). On the &lt;b&gt;Solver&lt;/b&gt; page the computer finds the fewest (&lt;b&gt;Solve all digits&lt;/b&gt; tries each digit in turn); on the &lt;b&gt;Puzzle&lt;/b&gt; page you look for an answer yourself, and your best is kept.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Statistics&lt;/h3&gt;&lt;p&gt;How many of the hands a deck deals have an answer, how many of the deals, and how hard they are; and your record in every way to play.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Learning path&lt;/h3&gt;&lt;p&gt;Ten stages, from adding three cards to make 10 to hands that need a fraction; each brings one new thing (take away, four cards and 24, times, divide, picture cards) and says it in a line. A stage is four hands, each worth three stars: a hint, two wrong tries or more than two minutes cost one, and a hand shown earns none. Finishing a stage opens the next; play one again for more stars. Your best stars are kept.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Worksheets&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Game › Worksheet…&lt;/b&gt; makes a sheet of hands to print for a class: choose how many, how hard and the deck, look at the pages, then print them or save a PDF. The answer key is on its own page; the sheet's number at the foot of each page makes the same sheet again.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Keys&lt;/h3&gt;&lt;p&gt;Everywhere: Enter does the obvious thing (start, submit, next) · Ctrl+1, Ctrl+2… switch views · Ctrl+, preferences · F1 these rules · Ctrl+Q quit.&lt;br&gt;Helper: Ctrl+N deal · Ctrl+R back to the first hand · Ctrl+L clear · ↑/↓ or the wheel change a card · F4 pick a card · Ctrl+C copy the selected answer.&lt;br&gt;Play: Ctrl+N new match · Ctrl+H hint (costs 10 s) · Ctrl+D no solution · Ctrl+P or the Pause key pause · Ctrl+S twice skip · Ctrl+L clear the answer · Ctrl+W quit the match.&lt;br&gt;Score attack: Ctrl+N new run · Ctrl+P or the Pause key pause · Ctrl+H hint (costs 10 s) · Ctrl+S skip (costs 10 s) · Ctrl+L clear the answer · Ctrl+W end the run · Ctrl+Shift+C copy the result.&lt;br&gt;Combining the cards (Play, Score attack, Practice, Daily, Two players): Ctrl+T combine or type · 1, 2, 3… pick a card · + - * / (or x) the operator · Backspace or Ctrl+Z undo a step · Esc put the card down, or start over · S add all · P multiply all.&lt;br&gt;Practice: Ctrl+H hint (costs a star) · Ctrl+G show the answers · Ctrl+L clear the answer · Ctrl+N next hand.&lt;br&gt;Daily puzzle: Ctrl+H hint · Ctrl+G show the answers · Ctrl+L clear the answer · Ctrl+N today's puzzle · Ctrl+D the archive (arrow keys a day or a week, PgUp/PgDown a month, Enter plays the day, Esc goes back) · Ctrl+Shift+C copy the result.&lt;br&gt;Two players: Z and M buzz · Ctrl+D no solution · Ctrl+S twice skip the hand · Ctrl+L clear the answer · Ctrl+N new duel · Ctrl+W end the duel.&lt;br&gt;Tchisla: Enter solves (on the Puzzle page: checks) · Ctrl+Enter solve all digits · Ctrl+N deal a puzzle · Ctrl+H hint · Esc cancel.&lt;br&gt;Statistics: F5 compute · Esc cancel · Enter on a hand shows it in the helper.&lt;br&gt;Learning path: arrow keys choose a stage · Enter or Space plays it · Ctrl+H hint · Ctrl+G show the answer · Ctrl+N next · Ctrl+R play the stage again · Esc the stages.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../game/base_session.py" />
            <source>Could not deal: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>No hand of that difficulty is left in the deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match is saved in your history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match is saved in your history as abandoned.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../shell/settings.py" />
            <source>seconds per round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>computer level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>count of cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>only hands with an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>hand difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>rounds per match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>operators</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>first player's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>second player's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>points that win a duel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>appearance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>text size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>sound volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>sounds off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>how answers are made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>window size and place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>view shown last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the last worksheet's choices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the last room's choices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the address of the last room joined</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>your name in the last room joined</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Your preferences cannot be read: {path} is not readable. Defaults are used and changes last until you quit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>The settings file was damaged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>The settings were written by another version of the game.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../shell/settings.py" />
            <source>Some stored values were not valid: {names}.</source>
            <translation>
                <numerusform>A stored value was not valid: {names}.</numerusform>
                <numerusform>Some stored values were not valid: {names}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>No copy of it could be kept ({reason}); defaults are used instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Defaults are used instead; the file as it was is kept as {aside}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Your preferences cannot be saved: {path} cannot be written. Changes last until you quit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Player 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Player 2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Share</name>
        <message numerus="yes">
            <location filename="../game/share.py" />
            <source>%n hints</source>
            <translation>
                <numerusform>%n hint</numerusform>
                <numerusform>%n hints</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>no hints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>played later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>streak {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>{name} score attack {date}: {score}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/share.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>new best!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>best {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Copied: {text}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SolutionPanel</name>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Working</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Every distinct answer; select one to see its working (Ctrl+C copies it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>The working of the selected answer, one operation per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Copy answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Copy all answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>{answer}   (to type: {text})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>{name} (away)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <location filename="../game/stats.py" />
            <source>{percent} %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>{cards} cards of {deck} make {count} different hands; at most {most} can be counted. Choose fewer cards or fewer numbers.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n cards, {deck}, target {target}</source>
            <translation>
                <numerusform>%n card, {deck}, target {target}</numerusform>
                <numerusform>%n cards, {deck}, target {target}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>{cards} cards, {deck}: %n different hands, {solvable} of them can make {target} ({hands} of the hands, {deals} of the deals).</source>
            <translation>
                <numerusform>{cards} cards, {deck}: %n different hand, {solvable} of them can make {target} ({hands} of the hands, {deals} of the deals).</numerusform>
                <numerusform>{cards} cards, {deck}: %n different hands, {solvable} of them can make {target} ({hands} of the hands, {deals} of the deals).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n distinct solutions in all.</source>
            <translation>
                <numerusform>%n distinct solution in all.</numerusform>
                <numerusform>%n distinct solutions in all.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>The other %n hands of numbers that were solved need more cards of one number than the deck has.</source>
            <translation>
                <numerusform>The other hand of numbers that was solved needs more cards of one number than the deck has.</numerusform>
                <numerusform>The other %n hands of numbers that were solved need more cards of one number than the deck has.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>{count} {level}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Levels: {levels}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>These results are for {rules} — press Compute for the new settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No matches played yet: play against the computer to see your record here.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n matches finished, {won} won.</source>
            <translation>
                <numerusform>%n match finished, {won} won.</numerusform>
                <numerusform>%n matches finished, {won} won.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No match finished yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n matches left before the end, not counted here.</source>
            <translation>
                <numerusform>%n match left before the end, not counted here.</numerusform>
                <numerusform>%n matches left before the end, not counted here.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n rounds answered, on average in {seconds}.</source>
            <translation>
                <numerusform>%n round answered, on average in {seconds}.</numerusform>
                <numerusform>%n rounds answered, on average in {seconds}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Daily puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Two players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Tchisla</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Score attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Rooms</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games hosted, {rounds}.</source>
            <translation>
                <numerusform>%n game hosted, {rounds}.</numerusform>
                <numerusform>%n games hosted, {rounds}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games joined, {rounds}.</source>
            <translation>
                <numerusform>%n game joined, {rounds}.</numerusform>
                <numerusform>%n games joined, {rounds}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No room game yet: Game › Host a room… or Join a room… to play together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No score-attack run yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n runs; the best: {best}.</source>
            <translation>
                <numerusform>%n run; the best: {best}.</numerusform>
                <numerusform>%n runs; the best: {best}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Then {scores}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No hand practised yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n hands practised: {solved} solved, {alone} without a hint, {every} with every answer found.</source>
            <translation>
                <numerusform>%n hand practised: {solved} solved, {alone} without a hint, {every} with every answer found.</numerusform>
                <numerusform>%n hands practised: {solved} solved, {alone} without a hint, {every} with every answer found.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>A solved hand took {seconds} on average.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n hands wait in the review queue.</source>
            <translation>
                <numerusform>%n hand waits in the review queue.</numerusform>
                <numerusform>%n hands wait in the review queue.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No daily puzzle played yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles played, {solved} solved; the streak is {current}, the longest {longest}.</source>
            <translation>
                <numerusform>%n puzzle played, {solved} solved; the streak is {current}, the longest {longest}.</numerusform>
                <numerusform>%n puzzles played, {solved} solved; the streak is {current}, the longest {longest}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles played, {solved} solved; with {rules} the streak is {current}, the longest {longest}.</source>
            <translation>
                <numerusform>%n puzzle played, {solved} solved; with {rules} the streak is {current}, the longest {longest}.</numerusform>
                <numerusform>%n puzzles played, {solved} solved; with {rules} the streak is {current}, the longest {longest}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No two-player game yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games, {finished} played to the end.</source>
            <translation>
                <numerusform>%n game, {finished} played to the end.</numerusform>
                <numerusform>%n games, {finished} played to the end.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No Tchisla puzzle solved yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles solved; the latest: {target} with {copies}.</source>
            <translation>
                <numerusform>%n puzzle solved; the latest: {target} with {copies}.</numerusform>
                <numerusform>%n puzzles solved; the latest: {target} with {copies}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <location filename="../views/stats_view.py" />
            <source>match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>daily puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>room game</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n rounds played</source>
            <translation>
                <numerusform>%n round played</numerusform>
                <numerusform>%n rounds played</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Nobody scored in the last one.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>The last one: {name} first with %n points.</source>
            <translation>
                <numerusform>The last one: {name} first with %n point.</numerusform>
                <numerusform>The last one: {name} first with %n points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Compute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Solve and score every hand of these rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>C&amp;ancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Stop the computation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>The hands a deck deals, and your own games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Ha&amp;nds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Your games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>D&amp;eck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Operators:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Ca&amp;rds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Target:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cards per hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>The number to make</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>%v / %m hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands solved and scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hardest hand&amp;s (Enter or double-click to solve):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hardest hands you so&amp;lved:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Enter or double-click a hand to see its answers in the helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cannot compute:</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/stats_view.py" />
            <source>Solving and scoring %n hands…</source>
            <translation>
                <numerusform>Solving and scoring %n hand…</numerusform>
                <numerusform>Solving and scoring %n hands…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Could not compute the statistics: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cancelled: press Compute to start again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Still shown: {summary}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>{title}, for {rules}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands by distinct solutions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>distinct solutions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands by difficulty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>score ≈ a player's seconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no hand makes {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Score (≈ s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Solutions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Your time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Played in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Could not read your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Points per match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no match played yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>seconds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>answered round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Your answer times (s), round by round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no round answered yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../views/stats_view.py" />
            <source>%n hands: press Compute to solve and score them (this can take a while).</source>
            <translation>
                <numerusform>%n hand: press Compute to solve and score it (this can take a while).</numerusform>
                <numerusform>%n hands: press Compute to solve and score them (this can take a while).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <location filename="../game/storage.py" />
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>{path} is a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>the folder {folder} does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>{folder} is not a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>the folder {folder} cannot be written to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} is a file, not a folder: your match history cannot be saved in this session. Move the file away to keep your history again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} cannot be created ({reason}): your match history cannot be saved in this session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} cannot be read: your match history and statistics cannot be shown or saved in this session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} is read-only: new matches cannot be saved in this session.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>Your data in {old} could not be moved to {folder} ({reason}).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <location filename="../game/match.py" />
            <source>Match abandoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>You win the match!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>The computer wins the match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>The match is a draw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>You {player} : {computer} computer ({level})</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>Rounds: %n played ({who})</source>
            <translation>
                <numerusform>Rounds: %n played ({who})</numerusform>
                <numerusform>Rounds: %n played ({who})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Average answer time: no rounds won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Average answer time: {time}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>Hints taken: %n</source>
            <translation>
                <numerusform>Hints taken: %n</numerusform>
                <numerusform>Hints taken: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <location filename="../room/choices.py" />
            <source>Deck: {deck}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/match.py" />
            <location filename="../room/choices.py" />
            <source>Operators: {operators}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>You left after %n rounds of {total}: the match is kept as abandoned.</source>
            <translation>
                <numerusform>You left after %n round of {total}: the match is kept as abandoned.</numerusform>
                <numerusform>You left after %n rounds of {total}: the match is kept as abandoned.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>no solution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>{how}; you took a hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Match result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Rounds played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Every round: who took it, in what time, how, and an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Start another match with the same settings (Enter or Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Change the settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Back to the start page: choose the computer, the time and the rounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Taken by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>How</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Answer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tchisla</name>
        <message>
            <location filename="../game/tchisla.py" />
            <source>choose at least one digit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{target} # {digit}: not found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{copies} (the fewest within the search limits)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>not searched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>searching …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>waiting</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{done} of %n digits</source>
            <translation>
                <numerusform>{done} of %n digit</numerusform>
                <numerusform>{done} of %n digits</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{name}: not found within the search limits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{name}: solved.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{name}: found for all %n digits.</source>
            <translation>
                <numerusform>{name}: found for the %n digit.</numerusform>
                <numerusform>{name}: found for all %n digits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{name}: found for {found} of %n digits; {missing} not found within the search limits.</source>
            <translation>
                <numerusform>{name}: found for {found} of %n digit; {missing} not found within the search limits.</numerusform>
                <numerusform>{name}: found for {found} of %n digits; {missing} not found within the search limits.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cancelled: press Solve to start again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cancelled after {progress}: press Solve all digits to start again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 one</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n ones</source>
            <translation>
                <numerusform>%n one</numerusform>
                <numerusform>%n ones</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 two</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n twos</source>
            <translation>
                <numerusform>%n two</numerusform>
                <numerusform>%n twos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 three</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n threes</source>
            <translation>
                <numerusform>%n three</numerusform>
                <numerusform>%n threes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 four</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n fours</source>
            <translation>
                <numerusform>%n four</numerusform>
                <numerusform>%n fours</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 five</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n fives</source>
            <translation>
                <numerusform>%n five</numerusform>
                <numerusform>%n fives</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 six</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n sixes</source>
            <translation>
                <numerusform>%n six</numerusform>
                <numerusform>%n sixes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 seven</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n sevens</source>
            <translation>
                <numerusform>%n seven</numerusform>
                <numerusform>%n sevens</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 eight</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n eights</source>
            <translation>
                <numerusform>%n eight</numerusform>
                <numerusform>%n eights</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 nine</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n nines</source>
            <translation>
                <numerusform>%n nine</numerusform>
                <numerusform>%n nines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>searching %n copies…</source>
            <translation>
                <numerusform>searching %n copy…</numerusform>
                <numerusform>searching %n copies…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Make {target} with as few copies of {digit} as you can.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cannot start: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>The solver is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>You stopped the search: press Start to search again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>The solver stopped without an answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Start a puzzle first: Start, or Deal a puzzle (Ctrl+N).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Your best could not be saved in your history: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}. The solver is still looking for the fewest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}, as few as we know.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}. The fewest we know is {fewest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}, fewer than the {fewest} the solver found within its limits!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No answer of yours for this puzzle yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Your best: {copies}, {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint: you stopped the search. Press Start to search again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint: the solver found no answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint yet: the solver is still looking.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Hint: the answer is just {answer}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Hint {number} of {total}: {step}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Type with the digit, + - * / (or × ÷), ^ or ** (2^-2 or 2^(-2) for a negated exponent), √ or sqrt(…) or r for a square root, ! and brackets. Enter checks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Deal a puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>A random target and digit to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Show one step of a best answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Solve or check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Solve the target, start the puzzle or check the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Ta&amp;rget</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>D&amp;igit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The target of a puzzle you choose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The digit of a puzzle you choose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Play this target and digit (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>your answer, e.g. 77/7</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Check the answer exactly (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Hin&amp;t</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Hi&amp;nts:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The steps revealed, the last step first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The solver's search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Choose a target and a digit and press Start, or deal one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Digit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Copies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Expression</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Solve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Find the answer with the fewest copies of the digit (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Solve &amp;all digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Solve the target for each digit 1..9 in turn, one row each</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Digit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The whole number to reach (Enter solves for the digit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The digit to use (1..9)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Digits solved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>A&amp;nswers:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Working:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>One row per digit solved; choose a row to see its working</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The working, one operation per line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Cannot solve: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} … {searching}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} … {progress} done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Could not solve: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power; its exponent may be negated for free: 2^(−2) = 1/4), √ (square root), ! (factorial) and the digit repeated (7, 77, 777).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>&amp;Cancel the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Stop the solver's search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>S&amp;olver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>&amp;Puzzle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Find the fewest copies for a target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Play: find an answer yourself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Tchisla</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>The solver, and a puzzle to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>nothing to read: type an answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>unexpected {char}: use the digit, + - × ÷ ^ √ ! and brackets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>no decimal points: write whole numbers of the digit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer ends where a number was expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a minus sign on its own may only negate an exponent, as in 2^(-2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a negated exponent is one term: bracket the rest, as in 2^(-(2+2))</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{shown}{op} can be read two ways: add brackets, as in {inner} or {outer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{number} is not made of the digit {digit} alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a number of {length} digits: at most {most} are read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{left} − {right} is not above 0: every step must give a positive number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{left} {op} {right} has no exact form here: only alike square roots add or subtract, as in √8 + √2 = 3√2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the value here is too large to check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the exponent {exponent} is not a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{base} to the power {exponent} is too large to check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>√({inner}) has no exact form here: a square root of a square root must come out rational or a·√b</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>({inner})! is not a factorial of a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the factorial of {value} is too large to check (at most {most}!)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer must be text, not {kind}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer is {length} characters long: at most {most}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{target} = {answer}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{answer} is {value}, not {target}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../solver/tchisla/limits.py" />
            <source>at most %n copies, values up to {value}, factorials up to {factorial}!, exponents up to {exponent}, {stored} stored values</source>
            <translation>
                <numerusform>at most %n copy, values up to {value}, factorials up to {factorial}!, exponents up to {exponent}, {stored} stored values</numerusform>
                <numerusform>at most %n copies, values up to {value}, factorials up to {factorial}!, exponents up to {exponent}, {stored} stored values</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the digit must be one of 1..9, not {digit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target must be a positive whole number, not {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>type a target, a positive whole number such as 2016 or 10^12</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target must be a positive whole number such as 2016 or 10^12, not “{typed}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target “{typed}” is too large: at most {most}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>the levels it needs do not fit in max_stored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>not found within the limits ({limits})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>{message}: {why}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Text</name>
        <message>
            <location filename="__init__.py" />
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{sentence}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{text}, {item}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{text} ({note})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Time</name>
        <message>
            <location filename="../game/clock.py" />
            <source>{seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/clock.py" />
            <source>{year}-{month:02}-{day:02}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Views</name>
        <message>
            <location filename="../views/__init__.py" />
            <source>Helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Score attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Daily</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Two players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Tchisla</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Learn</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <location filename="../game/share.py" />
            <location filename="../shell/languages.py" />
            <location filename="../shell/worksheet_pdf.py" />
            <source>Twenty-Four</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/gui.py" />
            <source>Something went wrong ({what}), and it could not be written to the error log ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/gui.py" />
            <source>Something went wrong ({what}). Details are in {log}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Solver: compiled (mypyc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Solver: pure Python</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>The {view} view could not be opened:
{reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Round time, computer, target, cards, deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Worksheet…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Print a sheet of hands to solve, with its answer key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>H&amp;ost a room…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Play together: phones and computers on this network join</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Join a room…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Play in a room another computer on this network hosts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>How to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;About {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>About this program</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Show the {view} view</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Sounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Sound effects on or off (the volume is in Preferences)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>System language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Show the game in this language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Language: {language}. Messages already on screen stay as they were written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>{name} {version}

The 24-point card game and a helper that knows every distinct answer, with exact arithmetic.

Settings: {settings}
Match history: {history}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>About</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Keep playing</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Worksheet</name>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Mixed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Hint: {hint}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has too many different hands to sort them by difficulty: choose a smaller range of numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has no {level} hands.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has only %n {level} hands: ask for fewer hands or another level.</source>
            <translation>
                <numerusform>The deck {deck} has only %n {level} hand: ask for fewer hands or another level.</numerusform>
                <numerusform>The deck {deck} has only %n {level} hands: ask for fewer hands or another level.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Make {target}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../game/worksheet.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>%n hand</numerusform>
                <numerusform>%n hands</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Use each of the four cards once, {operators}, to make {target}. Write your answer under the cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Card values: {values}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Date:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Score:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Sheet {seed} · page {page} of {pages}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Answer key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>For sheet {seed} ({details}). One answer for each hand, the plainest; the last column says how many different answers the hand has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>No.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>An answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/worksheet_pdf.py" />
            <source>No Chinese font is installed, so the sheet would print empty boxes: install one (on Debian or Ubuntu: sudo apt install fonts-wqy-microhei).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../shell/worksheet_pdf.py" />
            <source>The sheet could not be drawn on this device.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../shell/write_worksheet.py" />
            <source>%n {level} hands</source>
            <translation>
                <numerusform>%n {level} hand</numerusform>
                <numerusform>%n {level} hands</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../shell/write_worksheet.py" />
            <source>{file}: %n pages, {hands} and the key, seed {seed}</source>
            <translation>
                <numerusform>{file}: %n page, {hands} and the key, seed {seed}</numerusform>
                <numerusform>{file}: %n pages, {hands} and the key, seed {seed}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Worksheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Mixed, easiest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;New sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Under each hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Print…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save as PD&amp;F…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Hands:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Level:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Deck:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Operators:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>P&amp;aper:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Sheet number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hin&amp;ts:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>How many hands the sheet has (12 fill a page)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>How hard the hands are; a mix goes from easy to expert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The paper the sheet is laid out for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The same number gives the same sheet: it is printed at the foot of every page, so a sheet can be made again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Other hands: a new sheet number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Under each hand's cards, a plan to start from (the first hint of the coach), never the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The pages as they will print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Print the sheet and its answer key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save the sheet and its key as a PDF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Sheet number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Dealing the hands…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>%n pages: the hands, then the answer key. Print them, or save them as a PDF.</source>
            <translation>
                <numerusform>%n page: the hands, then the answer key. Print them, or save them as a PDF.</numerusform>
                <numerusform>%n pages: the hands, then the answer key. Print them, or save them as a PDF.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Printing cancelled: nothing was printed.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Printed %n pages to the file {path}.</source>
            <translation>
                <numerusform>Printed %n page to the file {path}.</numerusform>
                <numerusform>Printed %n pages to the file {path}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Sent %n pages to the printer {printer}.</source>
            <translation>
                <numerusform>Sent %n page to the printer {printer}.</numerusform>
                <numerusform>Sent %n pages to the printer {printer}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>worksheet-{number}.pdf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save the worksheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>PDF files (*.pdf)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The sheet could not be saved as {path}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Saved %n pages as {path}.</source>
            <translation>
                <numerusform>Saved %n page as {path}.</numerusform>
                <numerusform>Saved %n pages as {path}.</numerusform>
            </translation>
        </message>
    </context>
</TS>
