<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Answer</name>
        <message>
            <location filename="../game/answer.py" />
            <source>Type an expression that uses every card once.</source>
            <translation>请输入一个算式，每张牌恰好用一次。</translation>
        </message>
        <message>
            <location filename="../game/answer.py" />
            <source>Correct: {answer} = {target}.</source>
            <translation>正确：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Com&amp;bine cards</source>
            <translation>合并牌(&amp;B)</translation>
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Answer by combining the cards two at a time (on), or by typing (off)</source>
            <translation>开：每次合并两张牌来作答；关：输入算式作答</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>&amp;Clear answer</source>
            <translation>清除答案(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Clear what you typed</source>
            <translation>清除已输入的内容</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer cannot be read at position {position}: {reason}.</source>
            <translation>答案的第 {position} 个字符有问题：{reason}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer is not a well-formed expression: {problem}.</source>
            <translation>这个算式写得不对：{problem}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer does not use {cards}.</source>
            <translation>答案没有用到 {cards}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The cards are {cards}.</source>
            <translation>这手牌是 {cards}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is not one of the cards: use {card} and change the sign before it.</source>
            <translation>{number} 不是手里的牌：要用 {card}，并把它前面的符号改过来。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is not one of the cards.</source>
            <translation>{number} 不是手里的牌。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used more than once, but the hand has only one {number}.</source>
            <translation>{number} 用了不止一次，但手里只有一张 {number}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used {used} times, but the hand has only {have} of them.</source>
            <translation>{number} 用了 {used} 次，但手里只有 {have} 张。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used once, but the hand has {have} of them: use each one.</source>
            <translation>{number} 只用了一次，但手里有 {have} 张：每张都要用上。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{number} is used {used} times, but the hand has {have} of them: use each one.</source>
            <translation>{number} 用了 {used} 次，但手里有 {have} 张：每张都要用上。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer divides by zero: {division} cannot be worked out.</source>
            <translation>答案里出现了除以 0：{division} 算不出来。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>The answer makes {value}, not {target}.</source>
            <translation>答案算出的是 {value}，不是 {target}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>This game allows only {operators}: the answer uses {symbol}.</source>
            <translation>本局只能用 {operators}：这个答案用了 {symbol}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{step} is below zero: in this game every step must make 0 or more.</source>
            <translation>{step} 的结果小于 0：本局每一步的结果都不能小于 0。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{step} is not a whole number: in this game every step must make a whole number.</source>
            <translation>{step} 不是整数：本局每一步的结果都必须是整数。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{list}, {item}</source>
            <translation>{list}、{item}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>{list} and {item}</source>
            <translation>{list} 和 {item}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/identify.py" />
            <source>it is {length} characters long, and at most {most} are read</source>
            <translation>答案有 {length} 个字符，最多只能有 {most} 个</translation>
        </message>
    </context>
    <context>
        <name>AnswerBox</name>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Open a bracket</source>
            <translation>左括号</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Close a bracket</source>
            <translation>右括号</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>{operator} (you can type {keys})</source>
            <translation>{operator}（也可输入 {keys}）</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Your answer</source>
            <translation>你的答案</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Use every card once with + − × ÷ (or * /) and brackets; A J Q K or numbers. Enter submits.</source>
            <translation>用 + − × ÷（或 * /）和括号，每张牌恰好用一次；可输入 A J Q K 或数字。按回车提交。</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Submit</source>
            <translation>提交</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Check your answer (Enter)</source>
            <translation>检查答案（回车）</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Delete the character before the cursor</source>
            <translation>删除光标前的字符</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Clear</source>
            <translation>清除</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Clear your answer (Ctrl+L)</source>
            <translation>清除你的答案（Ctrl+L）</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Feedback</source>
            <translation>反馈</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Type your answer, e.g. (8−4)×(7−1), then press Enter</source>
            <translation>输入你的答案，例如 (8−4)×(7−1)，然后按回车</translation>
        </message>
        <message>
            <location filename="../widgets/answer_box.py" />
            <source>Type your answer, then press Enter</source>
            <translation>输入你的答案，然后按回车</translation>
        </message>
    </context>
    <context>
        <name>Archive</name>
        <message>
            <location filename="../game/archive.py" />
            <source>✓ = solved;  ✓¹ = solved with one hint;  ✗ = not solved;  · = not played;  (✓) = played later</source>
            <translation>✓ = 已解出；✓¹ = 用了一次提示解出；✗ = 未解出；· = 未做；(✓) = 事后补做</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{weekday} {date}</source>
            <translation>{date} {weekday}</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not yet.</source>
            <translation>{day}：还没到。</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not played.</source>
            <translation>{day}：还没做。</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: not solved; the answers were shown.</source>
            <translation>{day}：没有解出，已查看答案。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/archive.py" />
            <source>{day}: solved in {time} with %n hints.</source>
            <translation>
                <numerusform>{day}：已解出，用时 {time}，用了 %n 次提示。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>{day}: solved in {time}, without a hint.</source>
            <translation>{day}：已解出，用时 {time}，没有用提示。</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>Played later, from the archive: not counted in the streak.</source>
            <translation>事后从往日题目中补做：不计入连续天数。</translation>
        </message>
        <message>
            <location filename="../game/archive.py" />
            <source>Today's puzzle.</source>
            <translation>这是今天的题目。</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Previous month</source>
            <translation>上个月</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Show the month before (Page Up)</source>
            <translation>显示上个月（Page Up）</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Next month</source>
            <translation>下个月</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Show the month after (Page Down)</source>
            <translation>显示下个月（Page Down）</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Month</source>
            <translation>月份</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Choose the month to show</source>
            <translation>选择要显示的月份</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Year</source>
            <translation>年份</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Choose the year to show</source>
            <translation>选择要显示的年份</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Calendar of past puzzles</source>
            <translation>往日题目日历</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Arrow keys: a day or a week; Page Up, Page Down: a month; Enter: play the day</source>
            <translation>方向键：移动一天或一周；Page Up、Page Down：切换月份；回车：做这一天的题</translation>
        </message>
        <message>
            <location filename="../widgets/archive_calendar.py" />
            <source>Days</source>
            <translation>日期</translation>
        </message>
    </context>
    <context>
        <name>Attack</name>
        <message>
            <location filename="../game/attack.py" />
            <source>{score} · {date} · {deck} · {operators}</source>
            <translation>{score} · {date} · {deck} · {operators}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <location filename="../views/attack_view.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>%n 题</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <source>A new best! Your best was %n hands.</source>
            <translation>
                <numerusform>新纪录！之前的最佳成绩是 %n 题。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>A new best: your first score to beat!</source>
            <translation>新纪录：这是你的第一个成绩，以后来超越它吧！</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>No hand was answered, so this run is not kept.</source>
            <translation>一题也没有答出，所以这次挑战不记录。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/attack.py" />
            <source>Your best: %n hands.</source>
            <translation>
                <numerusform>你的最佳成绩：%n 题。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>No hand of this deck can make 24: choose another deck.</source>
            <translation>这副牌的任何一手都凑不出 24：请换一副牌。</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Could not deal: {reason}</source>
            <translation>无法发牌：{reason}</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Right: {answer} = {target}. +{time}</source>
            <translation>答对了：{answer} = {target}。+{time}</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Skipped (−{time}).</source>
            <translation>已跳过（−{time}）。</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>You ended the run.</source>
            <translation>你结束了这次挑战。</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>Time is up.</source>
            <translation>时间到。</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>One answer to {hand} was {answer} = {target}.</source>
            <translation>{hand} 的一种解法是 {answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../game/attack.py" />
            <source>The run could not be saved in your history: {reason}</source>
            <translation>这一轮挑战无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>&amp;New run</source>
            <translation>新挑战(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new score-attack run</source>
            <translation>开始新一轮限时挑战</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Another hand, for {time} of your time</source>
            <translation>换一题，扣掉 {time}</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>A plan to start from (once a hand), for {time} of your time</source>
            <translation>告诉你从哪里想起（每题一次），要扣掉 {time}</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>&amp;End the run</source>
            <translation>结束挑战(&amp;E)</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End the run now and see its score</source>
            <translation>现在结束这一轮并查看成绩</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy the run's score to share</source>
            <translation>复制这一轮的成绩用来分享</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Go on</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start, submit or resume</source>
            <translation>开始、提交或继续</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score attack</source>
            <translation>限时挑战</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Your best runs</source>
            <translation>你的最佳成绩</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a run</source>
            <translation>开始挑战</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Deal the first hand (Enter or Ctrl+N)</source>
            <translation>出第一题（回车或 Ctrl+N）</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Play again</source>
            <translation>再来一轮</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new run (Enter or Ctrl+N)</source>
            <translation>开始新一轮挑战（回车或 Ctrl+N）</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy result</source>
            <translation>复制成绩</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Copy the run's score to share (Ctrl+Shift+C)</source>
            <translation>复制这一轮的成绩用来分享（Ctrl+Shift+C）</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Hand and level</source>
            <translation>第几题与难度</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>{start} on the clock. A right answer scores a hand and adds {right}; a skip costs {skip}, and a hint {hint}. The hands get harder as your score grows, from Easy to Expert, and every one has an answer. The run ends when the clock reaches zero.</source>
            <translation>开局计时 {start}。每答对一题得 1 分，并加 {right}；跳过一题扣 {skip}，用一次提示扣 {hint}。得分越高，题越难，从简单到专家，而且每题都有解。计时归零时挑战结束。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Leave the run?</source>
            <translation>离开挑战？</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Keep playing</source>
            <translation>继续游戏</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>A score-attack run is under way: leaving ends it.</source>
            <translation>一轮限时挑战正在进行：离开就会结束它。</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/attack_view.py" />
            <source>Its %n hands are kept in your history.</source>
            <translation>
                <numerusform>已答对的 %n 题会保存到历史记录中。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>No hand was answered, so nothing is kept.</source>
            <translation>还没有答对任何一题，所以不会保存。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start a new run?</source>
            <translation>开始新一轮挑战？</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>New run</source>
            <translation>新挑战</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End this run now?</source>
            <translation>现在结束这一轮挑战？</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>End the run</source>
            <translation>结束挑战</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Res&amp;ume</source>
            <translation>继续(&amp;U)</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Pa&amp;use</source>
            <translation>暂停(&amp;U)</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Start the clock again and show the hand</source>
            <translation>重新开始计时并显示牌</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Pause: stop the clock and hide the hand</source>
            <translation>暂停：停止计时并隐藏牌</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>{rules} · Preferences: Ctrl+,</source>
            <translation>{rules} · 设置：Ctrl+,</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>No run yet: your best will show here.</source>
            <translation>还没有挑战记录：最佳成绩会显示在这里。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Score: {score}</source>
            <translation>得分：{score}</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Hand {number} · {level}</source>
            <translation>第 {number} 题 · {level}</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>The hand is hidden while the run is paused.</source>
            <translation>暂停期间，牌会被盖住。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Dealing… the clock waits.</source>
            <translation>正在发牌……计时暂停。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Make 24 with every card once; click a card to use it.</source>
            <translation>每张牌恰好用一次，算出 24；点击牌即可填入。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Paused: Ctrl+P or Enter resumes</source>
            <translation>已暂停：按 Ctrl+P 或回车继续</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Skip this hand? Press Skip (Ctrl+S) again: another hand, for {time} of your time.</source>
            <translation>跳过这一题？再按一次“跳过”（Ctrl+S）：换一题，扣掉 {time}。</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Paused: the clock is stopped (Ctrl+P resumes)</source>
            <translation>已暂停：计时已停止（按 Ctrl+P 继续）</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Dealing: the clock is stopped</source>
            <translation>正在发牌：计时已停止</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>Time is up!</source>
            <translation>时间到！</translation>
        </message>
        <message>
            <location filename="../views/attack_view.py" />
            <source>The run is over.</source>
            <translation>这一轮挑战结束了。</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/attack_view.py" />
            <source>%n skipped · {time} of play · deck: {deck}</source>
            <translation>
                <numerusform>跳过 %n 题 · 用时 {time} · 牌组：{deck}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardSlot</name>
        <message>
            <location filename="../widgets/card_slot.py" />
            <source>Card {number}</source>
            <translation>第 {number} 张牌</translation>
        </message>
        <message>
            <location filename="../widgets/card_slot.py" />
            <source>Card {number}: type A, 2–10, J, Q, K (or 1–13, T for 10). ↑/↓ change the rank, F4 or Alt+↓ opens the list.</source>
            <translation>第 {number} 张牌：输入 A、2–10、J、Q、K（或 1–13，T 表示 10）。↑/↓ 改变点数，F4 或 Alt+↓ 打开列表。</translation>
        </message>
    </context>
    <context>
        <name>CardWidget</name>
        <message>
            <location filename="../widgets/card_widget.py" />
            <source>No card yet</source>
            <translation>还没有牌</translation>
        </message>
        <message>
            <location filename="../widgets/card_widget.py" />
            <source>{card}. Scroll or press ↑/↓ to change the rank, click to pick one, or type A, 2–10, J, Q, K below.</source>
            <translation>{card}。滚动滚轮或按 ↑/↓ 改变点数，点击从列表中选择，或在下方输入 A、2–10、J、Q、K。</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../game/cards.py" />
            <source>No card: type A, 2..10, J, Q or K (or 1..13, T for 10).</source>
            <translation>没有牌：请输入 A、2–10、J、Q 或 K（或 1–13，T 表示 10）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>No card: type A–K</source>
            <translation>没有牌：请输入 A–K</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>0 is not a card: the lowest rank is A (1).</source>
            <translation>0 不是牌：最小的点数是 A（1）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>0 is not a card</source>
            <translation>0 不是牌</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} is too high: the highest rank is K (13).</source>
            <translation>{rank} 太大了：最大的点数是 K（13）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} is too high</source>
            <translation>{rank} 太大了</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card</source>
            <translation>{text} 不是牌</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: ranks go from A (1) to K (13).</source>
            <translation>{text} 不是牌：点数从 A（1）到 K（13）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: type A, 2..10, J, Q or K (or 1..13, T for 10).</source>
            <translation>{text} 不是牌：请输入 A、2–10、J、Q 或 K（或 1–13，T 表示 10）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} is not a card: write rank then suit, like AS, 10H, QD.</source>
            <translation>{text} 不是牌：请先写点数再写花色，如 AS、10H、QD。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{text} does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣).</source>
            <translation>{text} 的末尾不是花色（S、H、D、C 或 ♠ ♥ ♦ ♣）。</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Ace</source>
            <translation>A</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Jack</source>
            <translation>J</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>Queen</source>
            <translation>Q</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>King</source>
            <translation>K</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of spades</source>
            <translation>黑桃{rank}</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of hearts</source>
            <translation>红桃{rank}</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of diamonds</source>
            <translation>方块{rank}</translation>
        </message>
        <message>
            <location filename="../game/cards.py" />
            <source>{rank} of clubs</source>
            <translation>梅花{rank}</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <location filename="../widgets/charts.py" />
            <source>{label}: {values}</source>
            <translation>{label}：{values}</translation>
        </message>
        <message>
            <location filename="../widgets/charts.py" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location filename="../widgets/charts.py" />
            <source>Nothing to chart: {why}.</source>
            <translation>没有可显示的数据：{why}。</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <location filename="../game/coaching.py" />
            <location filename="../widgets/coach_pane.py" />
            <source>How to find it</source>
            <translation>怎样找到答案</translation>
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>How to find {answer}</source>
            <translation>怎样找到 {answer}</translation>
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>Working out how…</source>
            <translation>正在想怎么找……</translation>
        </message>
        <message>
            <location filename="../game/coaching.py" />
            <source>{answer} (These hints lead to this answer, by the plan a player tries first; the list shows another answer first.)</source>
            <translation>{answer}（这些提示顺着最先想到的思路找到这个答案；列表里排第一的是另一个答案。）</translation>
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>How to find an answer, a hint a line, least given away first; choose an answer in the list (click it, or press Enter on it) to see how to find it</source>
            <translation>怎样找到答案：一行一条提示，先说得最少；在列表里选一个答案（单击它，或者按回车），看怎样找到它</translation>
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>&amp;Next hint</source>
            <translation>下一条提示(&amp;N)</translation>
        </message>
        <message>
            <location filename="../widgets/coach_pane.py" />
            <source>Show one more hint; the answer comes last</source>
            <translation>再看一条提示；答案留到最后</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target}.</source>
            <translation>这组牌没有答案：{hand} 凑不出 {target}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target} with {operators}.</source>
            <translation>这组牌没有答案：只用 {operators}，{hand} 凑不出 {target}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>There is no answer: {hand} cannot make {target} with {operators}, whole numbers only.</source>
            <translation>这组牌没有答案：只用 {operators}、每一步都得整数，{hand} 凑不出 {target}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a fraction on the way, so no plan with whole numbers works.</source>
            <translation>这组牌的每一种算法，中途都要用到分数，所以只用整数的想法都行不通。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a number below zero on the way, so no plan with whole numbers works.</source>
            <translation>这组牌的每一种算法，中途都要用到负数（比 0 小的数），所以只用整数的想法都行不通。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Every answer needs a fraction or a number below zero on the way, so no plan with whole numbers works.</source>
            <translation>这组牌的每一种算法，中途都要用到分数或负数，所以只用整数的想法都行不通。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but with whole numbers they cannot make it; the nearest they can make: {near}.</source>
            <translation>{step}：要用 {rest} 凑出 {need}，可是只用整数凑不出来；最接近的是 {near}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but with whole numbers they cannot make it.</source>
            <translation>{step}：要用 {rest} 凑出 {need}，可是只用整数凑不出来。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but they cannot make it; the nearest they can make: {near}.</source>
            <translation>{step}：要用 {rest} 凑出 {need}，可是凑不出来；最接近的是 {near}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{step} needs {need} from {rest}, but they cannot make it.</source>
            <translation>{step}：要用 {rest} 凑出 {need}，可是凑不出来。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Say the last step first: which two numbers make {target}, and can {hand} make them?</source>
            <translation>先想最后一步：哪两个数能得到 {target}？{hand} 能凑出这两个数吗？</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{below} and {above}</source>
            <translation>{below} 和 {above}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{hand} can make no number by these rules.</source>
            <translation>按这些规则，{hand} 什么数也凑不出来。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>With whole numbers only, the nearest to {target} that {hand} can make: {near}.</source>
            <translation>只用整数的话，{hand} 能凑出的数里最接近 {target} 的是 {near}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>The nearest to {target} that {hand} can make: {near}.</source>
            <translation>{hand} 能凑出的数里最接近 {target} 的是 {near}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Keep the {card} to multiply by: make {make} from {numbers}.</source>
            <translation>把 {card} 留到最后去乘：先用 {numbers} 凑出 {make}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{split}: make {make} from {numbers}.</source>
            <translation>{split}：用 {numbers} 凑出 {make}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{split}: make {make} from {numbers}, and {other} from {other_numbers}.</source>
            <translation>{split}：用 {numbers} 凑出 {make}，再用 {other_numbers} 凑出 {other}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>Start with {step}.</source>
            <translation>先算 {step}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>{working}, {step}</source>
            <translation>{working}，{step}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>One answer: {answer} = {target}. The working: {working}.</source>
            <translation>一种答案：{answer} = {target}。过程：{working}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/coach.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation>一种答案：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>an {number}</source>
            <translation>一张 {number}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>a {number}</source>
            <translation>一张 {number}</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make {need}?</source>
            <translation>有{card}，{step}，那么剩下的 {rest} 能凑出 {need} 吗？</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make the fraction {need}?</source>
            <translation>有{card}，{step}，那么剩下的 {rest} 能凑出分数 {need} 吗？</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>There is {card}, and {step}: can {rest} make {need}, a number below zero?</source>
            <translation>有{card}，{step}，那么剩下的 {rest} 能凑出负数 {need} 吗？</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Keep the {card} to multiply by at the end: make {target} from {rest}.</source>
            <translation>把 {card} 留到最后去乘：先用 {rest} 凑出 {target}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../solver/make24/plans.py" />
            <source>Keep the %n ones to multiply by at the end: make {target} from {rest}.</source>
            <translation>
                <numerusform>把这 %n 张 1 留到最后去乘：先用 {rest} 凑出 {target}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Split the cards into {left} and {right}: {step}. Can {left} make {first}, and {right} make {second}?</source>
            <translation>把牌分成 {left} 和 {right} 两组：{step}。{left} 能凑出 {first}，{right} 能凑出 {second} 吗？</translation>
        </message>
        <message>
            <location filename="../../solver/make24/plans.py" />
            <source>Join {first} and {second} in one step: which of {operators} makes {target}?</source>
            <translation>用一步把 {first} 和 {second} 算成 {target}：{operators} 里该用哪一个？</translation>
        </message>
    </context>
    <context>
        <name>Combine</name>
        <message>
            <location filename="../game/combine.py" />
            <source>{card}, counts {value}</source>
            <translation>{card}，算作 {value}</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{value}, made of {formula}</source>
            <translation>{value}，由 {formula} 得来</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>One card left: your answer. Undo (Backspace) takes back a step.</source>
            <translation>只剩一张牌：这就是你的答案。撤销（Backspace）可以退回一步。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Pick a card.</source>
            <translation>选一张牌。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{card} picked: choose {operators}.</source>
            <translation>已选 {card}：请选 {operators}。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{pending}: pick the second card.</source>
            <translation>{pending}：再选第二张牌。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Combine two cards at a time until one is left: that is your answer.</source>
            <translation>每次合并两张牌，直到只剩一张：那就是你的答案。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>There is no card {place}.</source>
            <translation>没有第 {place} 张牌。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Card {place} has been combined already.</source>
            <translation>第 {place} 张牌已经合并掉了。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>Pick a card first, then {operators}.</source>
            <translation>先选一张牌，再选 {operators}。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>This game allows only {operators}.</source>
            <translation>本局只能用 {operators}。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>{left} ÷ 0 cannot be worked out: no number can be divided by zero.</source>
            <translation>{left} ÷ 0 算不出来：任何数都不能除以 0。</translation>
        </message>
        <message>
            <location filename="../game/combine.py" />
            <source>empty</source>
            <translation>空</translation>
        </message>
    </context>
    <context>
        <name>CombineTable</name>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{operator} (key {keys})</source>
            <translation>{operator}（按 {keys}）</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Cards to combine</source>
            <translation>用来合并的牌</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Take back the last step (Backspace or Ctrl+Z)</source>
            <translation>撤销上一步（Backspace 或 Ctrl+Z）</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Reset</source>
            <translation>重来</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Start again from the cards as dealt (Esc; Undo brings them back)</source>
            <translation>回到发牌时的样子重新开始（Esc；可用撤销找回）</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working</source>
            <translation>计算过程</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Add all</source>
            <translation>全部相加</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Add every card left, left to right (key S)</source>
            <translation>把剩下的牌从左到右全部相加（按 S）</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Multiply all</source>
            <translation>全部相乘</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Multiply every card left, left to right (key P)</source>
            <translation>把剩下的牌从左到右全部相乘（按 P）</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working: {steps}</source>
            <translation>计算过程：{steps}</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Working: none yet</source>
            <translation>计算过程：还没有</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>empty</source>
            <translation>空位</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>face down</source>
            <translation>背面朝上</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>Card {place}: {card}</source>
            <translation>第 {place} 张牌：{card}</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{card}, picked</source>
            <translation>{card}，已选中</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>An empty place: its card was combined</source>
            <translation>空位：这张牌已经合并掉了</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{card}: click or press {key} to pick it</source>
            <translation>{card}：点击或按 {key} 选中</translation>
        </message>
        <message>
            <location filename="../widgets/combine_table.py" />
            <source>{cards}. {prompt} Keys: the card's number picks it, + - * / the operator, Backspace undoes, Esc resets, S adds all, P multiplies all.</source>
            <translation>{cards}。{prompt}按键：牌下的数字选牌，+ - * / 选运算，Backspace 撤销，Esc 重来，S 全部相加，P 全部相乘。</translation>
        </message>
    </context>
    <context>
        <name>Countdown</name>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>Time left</source>
            <translation>剩余时间</translation>
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} left of {total}; the hint cost {cost} (hatched)</source>
            <translation>剩余 {left}，共 {total}；提示扣掉了 {cost}（斜线部分）</translation>
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} left of {total}</source>
            <translation>剩余 {left}，共 {total}</translation>
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{time} (paused)</source>
            <translation>{time}（已暂停）</translation>
        </message>
        <message>
            <location filename="../widgets/countdown.py" />
            <source>{left} · paused</source>
            <translation>{left} · 已暂停</translation>
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <location filename="../game/daily.py" />
            <source>Monday</source>
            <translation>星期一</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Tuesday</source>
            <translation>星期二</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Wednesday</source>
            <translation>星期三</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Thursday</source>
            <translation>星期四</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Friday</source>
            <translation>星期五</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Saturday</source>
            <translation>星期六</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Sunday</source>
            <translation>星期日</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>A new day has begun: today's puzzle is ready (Ctrl+N).</source>
            <translation>新的一天开始了：今天的题目已经准备好（Ctrl+N）。</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's puzzle could not be worked out: {reason}</source>
            <translation>无法生成今天的题目：{reason}</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's puzzle was not solved: the answers were shown.</source>
            <translation>今天的题目没有解出：已查看答案。</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>This puzzle was not solved: the answers were shown.</source>
            <translation>这道题没有解出：已查看答案。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/daily.py" />
            <source>Solved in {time} with %n hints.</source>
            <translation>
                <numerusform>已解出，用时 {time}，用了 %n 次提示。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Solved in {time}, without a hint.</source>
            <translation>已解出，用时 {time}，没有用提示。</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Played later, from the archive: not counted in the streak.</source>
            <translation>事后从往日题目中补做：不计入连续天数。</translation>
        </message>
        <message>
            <location filename="../game/daily.py" />
            <source>Today's result could not be saved in your history: {reason}</source>
            <translation>今天的结果无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>The next hint: the last step, the first step, the answer</source>
            <translation>下一条提示：依次为最后一步、第一步、完整答案</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Give up today's puzzle and see every answer</source>
            <translation>放弃今天的题目，查看所有答案</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>&amp;Today's puzzle</source>
            <translation>今日题目(&amp;T)</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Load the puzzle of today's date</source>
            <translation>载入今天的题目</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Go on</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Check the answer; in the archive, play the chosen day</source>
            <translation>检查答案；在往日题目中则开始做选中那天的题</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Back to the puzzle</source>
            <translation>返回题目</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Leave the archive</source>
            <translation>离开往日题目</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Copy the day's result to share: it gives nothing of the answer away</source>
            <translation>复制这一天的成绩用来分享：不会泄露任何答案</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Past puzzles</source>
            <translation>往日题目</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Play this day</source>
            <translation>做这一天的题</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Play the chosen day's puzzle (Enter)</source>
            <translation>做选中那天的题（回车）</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Leave the archive (Esc)</source>
            <translation>离开往日题目（Esc）</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Working out today's puzzle…</source>
            <translation>正在准备今天的题目……</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Working out the puzzle of {date}…</source>
            <translation>正在准备 {date} 的题目……</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/daily_view.py" />
            <source>Streak: %n days</source>
            <translation>
                <numerusform>连续天数：%n 天</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Days in a row you solved the daily puzzle. Monday's is the easiest, Sunday's the hardest.</source>
            <translation>连续解出每日一题的天数。周一的题最简单，周日的最难。</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Puzzle of {weekday} {date} · {level}</source>
            <translation>每日一题：{date} {weekday} · {level}</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Puzzle of {weekday} {date}</source>
            <translation>每日一题：{date} {weekday}</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>You can try it again; the first try is kept.</source>
            <translation>你可以再试一次；只记录第一次的成绩。</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>&amp;Return to the puzzle</source>
            <translation>返回题目(&amp;R)</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>A&amp;rchive of past days</source>
            <translation>往日题目(&amp;R)</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>A calendar of past days: see how each went, play any of them</source>
            <translation>往日题目的日历：查看每天的成绩，任选一天来做</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Make 24 with every card once. Everyone gets these cards today.</source>
            <translation>每张牌恰好用一次，算出 24。今天所有人拿到的都是这手牌。</translation>
        </message>
        <message>
            <location filename="../views/daily_view.py" />
            <source>Make 24 with every card once. Everyone got these cards on {date}.</source>
            <translation>每张牌恰好用一次，算出 24。{date} 那天所有人拿到的都是这手牌。</translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <location filename="../game/decks.py" />
            <source>A–K count 1–13</source>
            <translation>A–K 计为 1–13</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>J Q K count 10</source>
            <translation>J Q K 计为 10</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>No face cards (A–10)</source>
            <translation>不含花牌（A–10）</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>Numbers</source>
            <translation>数字</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>Numbers {low} to {high}</source>
            <translation>数字 {low} 到 {high}</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>{card} is not in this deck ({deck}).</source>
            <translation>这副牌（{deck}）里没有 {card}。</translation>
        </message>
        <message>
            <location filename="../game/decks.py" />
            <source>{card} is not in this deck</source>
            <translation>这副牌里没有 {card}</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Which cards are dealt and what they count</source>
            <translation>发哪些牌，每张牌算几</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Deck</source>
            <translation>牌组</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Smallest number</source>
            <translation>最小数字</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>Largest number</source>
            <translation>最大数字</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>from</source>
            <translation>从</translation>
        </message>
        <message>
            <location filename="../widgets/deck_picker.py" />
            <source>to</source>
            <translation>到</translation>
        </message>
    </context>
    <context>
        <name>Duel</name>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other}'s wrong answer!</source>
            <translation>{other} 答错了，{name} 得 1 分！</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other}'s wrong claim!</source>
            <translation>{other} 说错了，{name} 得 1 分！</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point after {other} ran out of time!</source>
            <translation>{other} 超时了，{name} 得 1 分！</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>It is the hand's only answer.</source>
            <translation>这是这题唯一的答案。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/duel.py" />
            <source>The hand has %n other answers.</source>
            <translation>
                <numerusform>这题还有 %n 种别的答案。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name}'s answer: {answer} = {target}.</source>
            <translation>{name} 的答案：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation>一种答案：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Duel stopped: {first} {first_points}, {second} {second_points}.</source>
            <translation>对战已中止：{first} 得 {first_points} 分，{second} 得 {second_points} 分。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>A draw, {score} each.</source>
            <translation>平局，各得 {score} 分。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} wins {winner} to {loser}!</source>
            <translation>{name} 以 {winner} 比 {loser} 获胜！</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} is right: there is no solution.</source>
            <translation>{name} 说对了：这题无解。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} is wrong: this hand has a solution.</source>
            <translation>{name} 说错了：这题有解。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Skipped: nobody scores</source>
            <translation>已跳过：无人得分</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} ran out of time.</source>
            <translation>{name} 超时了。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Time is up: nobody scores</source>
            <translation>时间到：无人得分</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>Both have missed: nobody scores</source>
            <translation>双方都没答对：无人得分</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>A point off. {name} may buzz now.</source>
            <translation>扣 1 分。现在 {name} 可以抢答。</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>{name} scores a point!</source>
            <translation>{name} 得 1 分！</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>The duel could not be saved in your history: {reason}</source>
            <translation>这场对战无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../game/duel.py" />
            <source>The duel is saved in your history.</source>
            <translation>这场对战已保存到历史记录中。</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;New duel</source>
            <translation>新对战(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start a duel between two players</source>
            <translation>开始一场双人对战</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Say these cards cannot make the target</source>
            <translation>声明这些牌算不出目标数</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Both give up this hand: nobody scores</source>
            <translation>双方都放弃这题：无人得分</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;End duel</source>
            <translation>结束对战(&amp;E)</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Stop the duel and go back to the names</source>
            <translation>结束对战，回到输入名字的界面</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Go on</source>
            <translation>下一步</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start, submit or deal the next hand</source>
            <translation>开始、提交或出下一题</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Two players, one keyboard</source>
            <translation>双人对战，共用一个键盘</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Both see the cards. Who sees an answer first presses their key — {first} on the left, {second} on the right — and types it: right scores a point, wrong costs one and the other may try. Sure there is none? Buzz, then No solution (Ctrl+D). Combining the cards (Ctrl+T)? After the buzz the keyboard is the answering player's: the number keys pick the cards, {first} and {second} only buzz.</source>
            <translation>两人看同一手牌。谁先想到答案就按自己的键抢答（左边 {first}，右边 {second}），然后输入答案：答对得 1 分，答错扣 1 分，由对方接着答。确定无解？先抢答，再选“无解”（Ctrl+D）。合并牌（Ctrl+T）时，抢答后整个键盘归作答的一方：数字键选牌，{first} 和 {second} 只用来抢答。</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Player &amp;{number} (key {key}):</source>
            <translation>玩家 &amp;{number}（按键 {key}）：</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>&amp;Points to win:</source>
            <translation>获胜分数(&amp;P)：</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The name of the player who buzzes with {key}</source>
            <translation>按 {key} 抢答的玩家的名字</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The first to this many points wins</source>
            <translation>先得到这么多分的玩家获胜</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Start the duel</source>
            <translation>开始对战</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Deal the first hand (Enter)</source>
            <translation>出第一题（回车）</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Player {number}</source>
            <translation>玩家 {number}</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Make {target} with every card once.</source>
            <translation>每张牌恰好用一次，算出 {target}。</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Press {keys} to answer</source>
            <translation>按 {keys} 抢答</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Buzz: {name}</source>
            <translation>抢答：{name}</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} has an answer</source>
            <translation>{name} 想到答案了</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>See the standings</source>
            <translation>查看最终比分</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>The final standings of the duel (Enter)</source>
            <translation>本场对战的最终比分（回车）</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Next hand</source>
            <translation>下一题</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Deal the next hand (Enter)</source>
            <translation>出下一题（回车）</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} ({key}): {points}</source>
            <translation>{name}（{key}）：{points}</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>First to {goal} · hand {number}</source>
            <translation>先得 {goal} 分者胜 · 第 {number} 题</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} answers: keys 1–{last} pick the cards, + − × ÷ combine them</source>
            <translation>{name} 作答：按 1–{last} 选牌，按 + − × ÷ 合并</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{name} answers…</source>
            <translation>{name} 正在作答……</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>{key} for {name}</source>
            <translation>{name} 按 {key}</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Who has it? Press {keys}.</source>
            <translation>谁想到了？快抢答：{keys}。</translation>
        </message>
        <message>
            <location filename="../views/duel_view.py" />
            <source>Play again</source>
            <translation>再来一局</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>no solution</source>
            <translation>无解</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Duel result</source>
            <translation>对战结果</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Hands played</source>
            <translation>做过的题</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Every hand: the points each player won or lost, and an answer</source>
            <translation>每一题：双方的得分或扣分，以及一种答案</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Back to the names and the points to win (Enter)</source>
            <translation>回到姓名和获胜分数页（回车）</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>{name} ({key}) {points}</source>
            <translation>{name}（{key}）{points}</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Hand</source>
            <translation>题号</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>What happened</source>
            <translation>结果</translation>
        </message>
        <message>
            <location filename="../widgets/duel_standings.py" />
            <source>Answer</source>
            <translation>答案</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../views/game_menu.py" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>S&amp;kip</source>
            <translation>跳过(&amp;K)</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>No &amp;solution</source>
            <translation>无解(&amp;S)</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Declare that these cards cannot make the target</source>
            <translation>声明这些牌算不出目标数</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Show the &amp;answers</source>
            <translation>显示答案(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/game_menu.py" />
            <source>Cop&amp;y result</source>
            <translation>复制成绩(&amp;Y)</translation>
        </message>
        <message>
            <location filename="../widgets/labels.py" />
            <source>Dealing…</source>
            <translation>正在发牌……</translation>
        </message>
    </context>
    <context>
        <name>Helper</name>
        <message>
            <location filename="../game/hand.py" />
            <source>Card {number}: {problem}</source>
            <translation>第 {number} 张牌：{problem}</translation>
        </message>
        <message>
            <location filename="../game/hand.py" />
            <source>{number} is not a card of this deck ({deck}).</source>
            <translation>这副牌（{deck}）里没有 {number}。</translation>
        </message>
        <message>
            <location filename="../game/hand.py" />
            <source>{typed} is {card}</source>
            <translation>{typed} 就是 {card}</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>No solution: {hand} cannot make {target}.</source>
            <translation>无解：{hand} 算不出 {target}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>%n answers for {hand} → {target}</source>
            <translation>
                <numerusform>{hand} → {target}：共 %n 种解法</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Deal</source>
            <translation>发牌(&amp;D)</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Deal random cards from a shuffled deck</source>
            <translation>从洗好的牌中随机发牌</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Back to the &amp;first hand</source>
            <translation>回到最初的牌(&amp;F)</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Back to the hand as it was dealt or first typed, undoing later changes</source>
            <translation>回到刚发好或最先输入的那手牌，撤销后来的改动</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Clear</source>
            <translation>清除(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Clear the cards and start a new hand</source>
            <translation>清除所有牌，重新开始</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>The number to make with the cards (24 by default)</source>
            <translation>要用这些牌算出的数（默认 24）</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>How many cards in a hand (2 to 6)</source>
            <translation>每手牌的张数（2 到 6）</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>&amp;Target:</source>
            <translation>目标(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>C&amp;ards:</source>
            <translation>牌数(&amp;A)：</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Dealt {cards}</source>
            <translation>已发牌：{cards}</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Cannot show that hand: {reason}</source>
            <translation>无法显示这手牌：{reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>Type %n cards, or press Deal, to see every answer.</source>
            <translation>
                <numerusform>输入 %n 张牌，或点“发牌”，即可看到所有解法。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Copied {answer}</source>
            <translation>已复制 {answer}</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/helper_view.py" />
            <source>Copied %n answers</source>
            <translation>
                <numerusform>已复制 %n 个答案</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Could not solve: {reason}</source>
            <translation>无法求解：{reason}</translation>
        </message>
        <message>
            <location filename="../views/helper_view.py" />
            <source>Working out every answer…</source>
            <translation>正在计算所有解法……</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>integrity check failed: {detail}</source>
            <translation>完整性检查失败：{detail}</translation>
        </message>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>made by another version of the game (schema {version})</source>
            <translation>由其他版本的游戏创建（数据结构版本 {version}）</translation>
        </message>
        <message>
            <location filename="../game/history/migrations.py" />
            <source>not a match history</source>
            <translation>不是历史记录文件</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/history/store.py" />
            <source>%n records of your history could not be read and are left out.</source>
            <translation>
                <numerusform>你的历史记录中有 %n 条无法读取，已略去。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>your match history at {path} is read-only</source>
            <translation>位于 {path} 的历史记录是只读的</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved: {path} is a folder, not a file. It is kept for this session only.</source>
            <translation>历史记录无法保存：{path} 是文件夹而不是文件。记录只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved ({reason}); it is kept for this session only.</source>
            <translation>历史记录无法保存（{reason}）；记录只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be saved: the folder {folder} is read-only. It is kept for this session only.</source>
            <translation>历史记录无法保存：文件夹 {folder} 是只读的。记录只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} was being written when the game last stopped, and its folder cannot be written now, so it cannot be read. It is kept as it is and opens again once the folder can be written; this session's games are kept for this session only.</source>
            <translation>上次游戏停止时，位于 {path} 的历史记录正在写入，而它所在的文件夹现在无法写入，所以暂时无法读取。记录原样保留，等文件夹可以写入后就能再次打开；本次的成绩只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Match history cannot be read now ({reason}); it is kept for this session only.</source>
            <translation>目前无法读取历史记录（{reason}）；记录只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} is read-only: past matches are shown, new ones cannot be saved.</source>
            <translation>位于 {path} 的历史记录是只读的：可以查看以往的比赛，但无法保存新的比赛。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>Your match history at {path} cannot be written ({reason}): past records are shown, new ones are not saved in this session.</source>
            <translation>位于 {path} 的历史记录无法写入（{reason}）：以前的记录照常显示，本次运行的新成绩不会保存。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>The match history at {path} is damaged ({reason}) and could not be replaced ({again}); history is kept for this session only.</source>
            <translation>位于 {path} 的历史记录已损坏（{reason}），且无法替换（{again}）；记录只在本次运行期间保留。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>The match history at {path} was damaged ({reason}). It was set aside as {aside} and a new, empty history was started.</source>
            <translation>位于 {path} 的历史记录已损坏（{reason}）。原文件已另存为 {aside}，并新建了一份空记录。</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>another copy of the game is writing to it</source>
            <translation>另一个正在运行的游戏正在写入它</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>it is read-only</source>
            <translation>它是只读的</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>permission denied</source>
            <translation>没有权限</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the file cannot be opened</source>
            <translation>文件无法打开</translation>
        </message>
        <message>
            <location filename="../game/history/store.py" />
            <source>the disk reported an error</source>
            <translation>磁盘报告了错误</translation>
        </message>
    </context>
    <context>
        <name>HostRoom</name>
        <message>
            <location filename="../room/hosting.py" />
            <source>Round {number} of {total}</source>
            <translation>第 {number} 回合（共 {total} 回合）</translation>
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>The room game could not be kept in your history: {reason}</source>
            <translation>这局房间游戏无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>The room game is kept in your history.</source>
            <translation>这局房间游戏已保存到历史记录中。</translation>
        </message>
        <message>
            <location filename="../room/hosting.py" />
            <source>Working: {steps}</source>
            <translation>步骤：{steps}</translation>
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <location filename="../widgets/room_dialog.py" />
            <source>The room could not open: {reason}</source>
            <translation>房间没能打开：{reason}</translation>
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <source>The room is closed.</source>
            <translation>房间已关闭。</translation>
        </message>
        <message>
            <location filename="../shell/hosting.py" />
            <source>The next round could not be dealt: try again.</source>
            <translation>下一回合没能发牌，请再试一次。</translation>
        </message>
        <message numerus="yes">
            <location filename="../shell/hosting.py" />
            <source>A room is open with %n players: quitting closes it (every player is told).</source>
            <translation>
                <numerusform>房间还开着，里面有 %n 位玩家：退出会关闭房间（每位玩家都会收到通知）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Host a room</source>
            <translation>开房间</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Mode:</source>
            <translation>玩法(&amp;M)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Rounds:</source>
            <translation>回合数(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Round &amp;time:</source>
            <translation>回合时间(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Deck:</source>
            <translation>牌组(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Operators:</source>
            <translation>运算符(&amp;O)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>&amp;Hands:</source>
            <translation>题目难度(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>to</source>
            <translation>到</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Now and then a hand with no answer (saying so scores)</source>
            <translation>偶尔出一道无解的题（说出“无解”就得分）</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Make {target} with {count} cards (Preferences). Players join from a browser on this network: the room shows its address, its code and a QR code.</source>
            <translation>用 {count} 张牌算出 {target}（在“设置”里改）。玩家在同一网络里用浏览器加入：房间会显示网址、房间号和二维码。</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>O&amp;pen room</source>
            <translation>打开房间(&amp;P)</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Race: a point for the first right answer. Class: everyone who solves it scores, the faster and the harder the more.</source>
            <translation>抢答：第一个答对的人得 1 分。全班：答对的人都得分，越快、题越难，得分越多。</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>The hardest hands dealt</source>
            <translation>最难出到哪一级</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>The easiest hands dealt, or any difficulty</source>
            <translation>最容易从哪一级出题，或者不限难度</translation>
        </message>
        <message>
            <location filename="../widgets/room_dialog.py" />
            <source>Opening the room…</source>
            <translation>正在打开房间……</translation>
        </message>
    </context>
    <context>
        <name>Join</name>
        <message>
            <location filename="../room/joining.py" />
            <source>Type the room's address, as the host's screen shows it.</source>
            <translation>请输入房间的网址，就是主持人屏幕上显示的那个。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>{text} is not a room's address: type it as the host shows it, like {example}.</source>
            <translation>{text} 不是房间的网址：请照主持人屏幕上显示的输入，比如 {example}。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>No room answers at {address}: check the address, and that this computer is on the same network as the host.</source>
            <translation>{address} 没有房间应答：请检查网址，并确认这台电脑和主持人在同一个网络里。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>Not sent: the connection to the room is down for now.</source>
            <translation>没有发出去：和房间的连接暂时断了。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>You are back in the room: your points are kept.</source>
            <translation>你回到房间了，你的分数还在。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The connection to the room dropped: joining again…</source>
            <translation>和房间的连接断了，正在重新加入……</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The room has not answered for two minutes: it may have closed. To play on, join it again (Game › Join a room…).</source>
            <translation>房间已经两分钟没有回应了：可能已经关闭。要接着玩，请重新加入（游戏 › 加入房间…）。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>The room did not let you in.</source>
            <translation>房间没有让你加入。</translation>
        </message>
        <message>
            <location filename="../room/joining.py" />
            <source>You left the room.</source>
            <translation>你离开了房间。</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>&amp;Leave room</source>
            <translation>离开房间(&amp;L)</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Leave the room: the host keeps your seat and points</source>
            <translation>离开房间：主持人会替你保留座位和分数</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Go on</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Send your answer (or leave a room that has ended)</source>
            <translation>提交答案（房间结束后就离开房间）</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Time left</source>
            <translation>剩余时间</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Room {code} (joined)</source>
            <translation>房间 {code}（已加入）</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/joined_room.py" />
            <source>{name}: %n points</source>
            <translation>
                <numerusform>{name}：%n 分</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Joining the room…</source>
            <translation>正在加入房间……</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Waiting for the host's next round</source>
            <translation>等主持人开始下一回合</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>Waiting for the round to end</source>
            <translation>等这一回合结束</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>The game is over</source>
            <translation>游戏结束了</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <source>The room has ended</source>
            <translation>房间已经关闭</translation>
        </message>
    </context>
    <context>
        <name>JoinRoom</name>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Join a room</source>
            <translation>加入房间</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Rooms on this network:</source>
            <translation>这个网络里的房间(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Address:</source>
            <translation>网址(&amp;A)：</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Code:</source>
            <translation>房间号(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Your &amp;name:</source>
            <translation>你的名字(&amp;N)：</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>The code the host's screen shows</source>
            <translation>主持人屏幕上显示的房间号</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>&amp;Join</source>
            <translation>加入(&amp;J)</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Looking for rooms… None found? Type the address the host shows.</source>
            <translation>正在找房间……没找到？请输入主持人屏幕上显示的网址。</translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/join_dialog.py" />
            <source>%n rooms found.</source>
            <translation>
                <numerusform>找到 %n 个房间。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Rooms cannot be looked for on this network ({reason}): type the address the host shows.</source>
            <translation>在这个网络里没法自动找房间（{reason}）：请输入主持人屏幕上显示的网址。</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Type the room's code: the host's screen shows it.</source>
            <translation>请输入房间号，主持人屏幕上有。</translation>
        </message>
        <message>
            <location filename="../widgets/join_dialog.py" />
            <source>Joining the room…</source>
            <translation>正在加入房间……</translation>
        </message>
    </context>
    <context>
        <name>Learn</name>
        <message>
            <location filename="../game/learn.py" />
            <source>Add</source>
            <translation>加法</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Add the three cards together to make 10.</source>
            <translation>把三张牌加起来，凑成 10。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Take away</source>
            <translation>减法</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can take away, too: 9 − 2 + 3 = 10.</source>
            <translation>现在也可以做减法了：9 − 2 + 3 = 10。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Make 24</source>
            <translation>凑 24</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Four cards now, and the number to make is 24!</source>
            <translation>现在有四张牌，要凑成 24！</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Multiply</source>
            <translation>乘法</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can multiply!</source>
            <translation>现在可以做乘法了！</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Times tables</source>
            <translation>乘法口诀</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Harder hands: look for 3 × 8, 4 × 6 and 2 × 12.</source>
            <translation>更难的牌：找找 3 × 8、4 × 6 和 2 × 12。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Divide</source>
            <translation>除法</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now you can divide, when it comes out whole: 12 ÷ 3 = 4.</source>
            <translation>现在可以做除法了，只要能除尽：12 ÷ 3 = 4。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>All four</source>
            <translation>四则运算</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Use all four: + − × ÷.</source>
            <translation>四种运算都能用：+ − × ÷。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Picture cards</source>
            <translation>花牌</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>J, Q and K join in: they count 11, 12 and 13.</source>
            <translation>J、Q、K 也来了：它们分别算 11、12 和 13。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Hard hands</source>
            <translation>难题</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Hard hands: try every pair of cards.</source>
            <translation>难题：每两张牌都试一试。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Fractions</source>
            <translation>分数</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Now a step may be a fraction: 8 ÷ 3 = 8/3. These hands need one!</source>
            <translation>现在中间结果可以是分数了：8 ÷ 3 = 8/3。这些牌一定要用到分数！</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Stage {number} is locked: finish stage {previous} first.</source>
            <translation>第 {number} 关还没有打开：请先完成第 {previous} 关。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>This stage has no hand to deal.</source>
            <translation>这一关没有可以发的牌。</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Your progress could not be saved in your history: {reason}</source>
            <translation>你的进度无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../game/learn.py" />
            <source>Right! {stars}</source>
            <translation>答对了！{stars}</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Next</source>
            <translation>下一步(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>The next hand, or the next stage</source>
            <translation>下一题，或下一关</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>A hint; each costs a star, the last shows the answer</source>
            <translation>提示；每次扣一颗星，最后一条直接给出答案</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Hint (−1 ★)</source>
            <translation>提示(&amp;H)（−1 ★）</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Give up this hand: see an answer (no star for it)</source>
            <translation>放弃这题：看一种答案（这题不得星）</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Show the &amp;answer</source>
            <translation>显示答案(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play the stage &amp;again</source>
            <translation>重玩这一关(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play this stage again with other hands, for more stars</source>
            <translation>换几道题重玩这一关，争取更多星</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>&amp;Stages</source>
            <translation>关卡(&amp;S)</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Back to the stages (a stage left half way goes on where you left it)</source>
            <translation>回到关卡（没做完的关卡，下次接着做）</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Go on</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play the stage, submit, or go on</source>
            <translation>开始这一关、提交答案或继续</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Learning path</source>
            <translation>学习之路</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Climb from adding three cards to hands that need a fraction. Each stage is a few hands; finish it to open the next. A hand is worth three stars: a hint, two wrong tries or a slow answer cost one.</source>
            <translation>从三张牌相加开始，一直闯到必须用分数的题。每关有几道题，过了这一关就能打开下一关。每题值三颗星：用一次提示、答错两次或答得太慢，各扣一颗。</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Play again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stages</source>
            <translation>关卡</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>{stars} of {total} stars</source>
            <translation>{stars} / {total} 颗星</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number}: {title}</source>
            <translation>第 {number} 关：{title}</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Hand {number} of {count}</source>
            <translation>第 {number} 题，共 {count} 题</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>This hand: {stars}</source>
            <translation>这一题：{stars}</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Make {target} with every card once.</source>
            <translation>每张牌用一次，凑成 {target}。</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Enter: see your stars.</source>
            <translation>按回车看看你得了几颗星。</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Enter: the next hand.</source>
            <translation>按回车做下一题。</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number} done!</source>
            <translation>第 {number} 关完成！</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>You have finished the whole path!</source>
            <translation>你已经走完了整条学习之路！</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Back to the stages</source>
            <translation>返回关卡列表</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Stage {number} is open: {title}.</source>
            <translation>第 {number} 关已打开：{title}。</translation>
        </message>
        <message>
            <location filename="../views/learn_view.py" />
            <source>Next stage</source>
            <translation>下一关</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <location filename="../game/levels.py" />
            <source>Beginner</source>
            <translation>新手</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Casual</source>
            <translation>普通</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Skilled</source>
            <translation>熟练</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Master</source>
            <translation>大师</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Medium</source>
            <translation>中等</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <source>Expert</source>
            <translation>专家</translation>
        </message>
        <message>
            <location filename="../game/levels.py" />
            <location filename="../room/choices.py" />
            <location filename="../widgets/room_dialog.py" />
            <source>Any difficulty</source>
            <translation>不限难度</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <location filename="../game/match.py" />
            <source>{level} hands</source>
            <translation>只发{level}题</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>only hands with an answer</source>
            <translation>只发有解的牌</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>any hand</source>
            <translation>什么牌都发</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Hands of any difficulty are dealt: the {level} level is worked out for at most {most} cards.</source>
            <translation>改为发任意难度的牌：只有不超过 {most} 张牌时，才能按“{level}”难度发牌。</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{text!r}</source>
            <comment>typed text in quotes</comment>
            <translation>“{text}”</translation>
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{text} ({length} characters)</source>
            <translation>{text}（共 {length} 个字符）</translation>
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>a number of {digits} digits</source>
            <translation>一个 {digits} 位数</translation>
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>a fraction of more than {width} digits</source>
            <translation>一个超过 {width} 位的分数</translation>
        </message>
        <message>
            <location filename="../../solver/core/numbers.py" />
            <source>{numbers} … ({count} numbers)</source>
            <translation>{numbers} ……（共 {count} 个数）</translation>
        </message>
    </context>
    <context>
        <name>Operators</name>
        <message>
            <location filename="../game/operators.py" />
            <source>Add</source>
            <translation>加</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Subtract</source>
            <translation>减</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Multiply</source>
            <translation>乘</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Divide</source>
            <translation>除</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{key} or {other}</source>
            <translation>{key} 或 {other}</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{signs} · whole numbers only</source>
            <translation>{signs} · 只用整数</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>with {signs} and brackets, every step a whole number</source>
            <translation>用 {signs} 和括号，每一步都得整数</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>with {signs} and brackets</source>
            <translation>用 {signs} 和括号</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>Allowed: {operators}.</source>
            <translation>可用：{operators}。</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>{value} = {answer}</source>
            <translation>{value} = {answer}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/operators.py" />
            <source>these cards make %n different values</source>
            <translation>
                <numerusform>这几张牌一共能算出 %n 个不同的数</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make are {below} and {above}; {count}.</source>
            <translation>能算出的最接近的数是 {below} 和 {above}；{count}。</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make is {below}, and nothing above {target}; {count}.</source>
            <translation>能算出的最接近的数是 {below}，没有比 {target} 大的；{count}。</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>The nearest they make is {above}, and nothing below {target}; {count}.</source>
            <translation>能算出的最接近的数是 {above}，没有比 {target} 小的；{count}。</translation>
        </message>
        <message>
            <location filename="../game/operators.py" />
            <source>They make nothing else; {count}.</source>
            <translation>算不出别的数；{count}。</translation>
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Allow {operator} ({sign}) in answers</source>
            <translation>答案中可以用{operator}（{sign}）</translation>
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Whole n&amp;umbers only</source>
            <translation>只用整数(&amp;U)</translation>
        </message>
        <message>
            <location filename="../widgets/operator_picker.py" />
            <source>Every step must make a whole number, 0 or more: no fractions, nothing below zero</source>
            <translation>每一步的结果都必须是 0 或正整数：不能有分数，也不能小于 0</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message numerus="yes">
            <location filename="../game/options.py" />
            <source>%n cards to make {target} · deck: {deck} · {operators}</source>
            <translation>
                <numerusform>%n 张牌算出 {target} · 牌组：{deck} · {operators}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Parse</name>
        <message>
            <location filename="../../solver/core/errors.py" />
            <source>position {position}: {reason}</source>
            <translation>第 {position} 个字符处：{reason}</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>nothing to read: type an expression</source>
            <translation>没有内容：请输入算式</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>unexpected {char}: use numbers, A J Q K, + - × ÷ and brackets</source>
            <translation>不能使用 {char}：请只用数字、A J Q K、+ - × ÷ 和括号</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{text} is not a number</source>
            <translation>{text} 不是一个数</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a number of {digits} digits: at most {most} are read</source>
            <translation>这个数有 {digits} 位：最多只能有 {most} 位</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>no decimal points</source>
            <translation>不能使用小数点</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>the expression ends where a number was expected</source>
            <translation>算式不完整：结尾处还缺一个数</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>empty brackets</source>
            <translation>括号内是空的</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>this {bracket} is never closed</source>
            <translation>这个 {bracket} 没有对应的右括号</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{bracket} closes a bracket that was never opened</source>
            <translation>{bracket} 没有对应的左括号</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{closing} cannot close {opening}: close it with {expected}</source>
            <translation>{closing} 不能与 {opening} 配对：请用 {expected}</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>expected an operator before {text}</source>
            <translation>{text} 前面缺少运算符</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{text} where a number was expected</source>
            <translation>此处应是一个数，却是 {text}</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a minus sign on its own may only stand before a number</source>
            <translation>单独的负号只能放在数的前面</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>a negated exponent is one term: bracket the rest</source>
            <translation>负指数只作用于一项：其余部分请加括号</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>{shown}{op} can be read two ways: add brackets</source>
            <translation>{shown}{op} 有两种理解方式：请加括号</translation>
        </message>
        <message>
            <location filename="../../solver/core/parse.py" />
            <source>!! can be read two ways: write (n!)! for the factorial of n!</source>
            <translation>!! 有两种理解方式：n! 的阶乘请写作 (n!)!</translation>
        </message>
    </context>
    <context>
        <name>Play</name>
        <message>
            <location filename="../game/session.py" />
            <source>A hint costs {cost} of your time, and only {left} is left.</source>
            <translation>一次提示要扣 {cost}，可你只剩 {left} 了。</translation>
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Skip this hand? Press Skip (Ctrl+S) again to give it up: nobody scores.</source>
            <translation>跳过这一回合？再按一次“跳过”（Ctrl+S）就放弃：双方都不得分。</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <location filename="../views/play_view.py" />
            <source>Round {number} of {total}</source>
            <translation>第 {number} 回合（共 {total} 回合）</translation>
        </message>
        <message>
            <location filename="../views/joined_room.py" />
            <location filename="../views/play_view.py" />
            <source>Make {target} with every card once; click a card to use it.</source>
            <translation>每张牌恰好用一次，算出 {target}；点击牌即可填入。</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&amp;New match</source>
            <translation>新比赛(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a new match against the computer</source>
            <translation>开始一场与电脑的新比赛</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Pa&amp;use</source>
            <translation>暂停(&amp;U)</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Pause: stop the clock and hide the cards</source>
            <translation>暂停：停止计时并隐藏牌</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Give up this round: nobody scores</source>
            <translation>放弃本回合：无人得分</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit &amp;match</source>
            <translation>退出比赛(&amp;M)</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>End the match now and see the summary</source>
            <translation>立即结束比赛并查看总结</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Go on</source>
            <translation>下一步</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start, submit, resume or deal the next round</source>
            <translation>开始、提交、继续或发下一回合的牌</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Play 24 against the computer</source>
            <translation>与电脑比赛算24点</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>What you choose here is kept for the next matches too; Game ▸ Preferences (Ctrl+,) has the rest.</source>
            <translation>这里的选择也会保留到以后的比赛；其余设置在“游戏 ▸ 设置”（Ctrl+,）中。</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a match</source>
            <translation>开始比赛</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Deal the first round (Enter or Ctrl+N)</source>
            <translation>发第一回合的牌（回车或 Ctrl+N）</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Score</source>
            <translation>比分</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Computer</source>
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>A plan to start from (a hint); it costs {cost} of your time</source>
            <translation>提示从哪里想起；要扣掉 {cost}</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Leave the match?</source>
            <translation>离开比赛？</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Keep playing</source>
            <translation>继续游戏</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>A match is under way.</source>
            <translation>比赛正在进行中。</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>No round has been played to the end yet, so nothing is kept.</source>
            <translation>还没有打完一个回合，所以什么都不会保存。</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>Its %n finished rounds are kept in your history as an abandoned match.</source>
            <translation>
                <numerusform>已打完的 %n 个回合会作为中途放弃的比赛保存在历史记录中。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>Its %n finished rounds are kept in your history as an abandoned match; the round on the table is not counted.</source>
            <translation>
                <numerusform>已打完的 %n 个回合会作为中途放弃的比赛保存在历史记录中；桌上这一回合不计入。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start a new match?</source>
            <translation>开始新比赛？</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>New match</source>
            <translation>新比赛</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit this match now?</source>
            <translation>现在退出这场比赛？</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Quit match</source>
            <translation>退出比赛</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Res&amp;ume</source>
            <translation>继续(&amp;U)</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Start the clock again and show the cards</source>
            <translation>重新开始计时并显示牌</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>&lt;span style='color:{you}'&gt;You {player}&lt;/span&gt;&lt;span style='color:{muted}'&gt; : &lt;/span&gt;&lt;span style='color:{them}'&gt;{computer} Computer&lt;/span&gt;</source>
            <translation>&lt;span style='color:{you}'&gt;你 {player}&lt;/span&gt;&lt;span style='color:{muted}'&gt; : &lt;/span&gt;&lt;span style='color:{them}'&gt;{computer} 电脑&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The computer plays at level {level}</source>
            <translation>电脑等级：{level}</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The cards are hidden while the game is paused.</source>
            <translation>暂停期间，牌会被盖住。</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Make {target} with every card once.</source>
            <translation>每张牌恰好用一次，算出 {target}。</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Paused: Ctrl+P or Enter resumes</source>
            <translation>已暂停：按 Ctrl+P 或回车继续</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Computer ({level}) is thinking…</source>
            <translation>电脑（{level}）正在思考……</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Paused: the clock is stopped (Ctrl+P resumes)</source>
            <translation>已暂停：计时已停止（按 Ctrl+P 继续）</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Dealing the next hand…</source>
            <translation>正在发下一回合的牌……</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>The round ended after {time}</source>
            <translation>本回合用时 {time}</translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>Use every card once {operators} to make the target. Be faster than the computer: it thinks longer on harder hands.</source>
            <translation>每张牌用一次，{operators}，算出目标数。要比电脑快：牌越难，它想得越久。</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>%n rounds</source>
            <translation>
                <numerusform>%n 个回合</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/play_view.py" />
            <source>the whole deck (%n rounds)</source>
            <translation>
                <numerusform>整副牌（%n 个回合）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/play_view.py" />
            <source>{rounds} · {cards} cards to make {target} · {hands}</source>
            <translation>{rounds} · {cards} 张牌算 {target} · {hands}</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Computer:</source>
            <translation>电脑(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Round &amp;time:</source>
            <translation>回合时间(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Rounds:</source>
            <translation>回合数(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Deck:</source>
            <translation>牌组(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>&amp;Operators:</source>
            <translation>运算符(&amp;O)：</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>How quick the computer is: Beginner is slowest, Master fastest</source>
            <translation>电脑的速度：新手最慢，大师最快</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Answer by combining the cards, not typing (Ctrl+T)</source>
            <translation>用合并牌的方式作答，而不是输入算式（Ctrl+T）</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Pick a card, + − × ÷, a card… until one is left; in every mode</source>
            <translation>选一张牌、+ − × ÷、再选一张牌……直到只剩一张；各个模式通用</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Seconds per round</source>
            <translation>每回合的秒数</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Whole deck</source>
            <translation>整副牌</translation>
        </message>
        <message>
            <location filename="../widgets/match_choices.py" />
            <source>Rounds in the match (whole deck: until the cards run out)</source>
            <translation>本场比赛的回合数（整副牌：直到牌发完）</translation>
        </message>
    </context>
    <context>
        <name>PlayCard</name>
        <message>
            <location filename="../widgets/play_card.py" />
            <source>{card} ({value}): click to add it</source>
            <translation>{card}（{value}）：点击填入答案</translation>
        </message>
        <message>
            <location filename="../widgets/play_card.py" />
            <source>Used in your answer</source>
            <translation>已用在你的答案中</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <location filename="../game/practice.py" />
            <source>No hand of these rules can make the target: change them in Preferences.</source>
            <translation>按当前规则，没有任何一手牌能算出目标数：请在设置中修改。</translation>
        </message>
        <message>
            <location filename="../game/practice.py" />
            <source>Your practice could not be saved in your history: {reason}</source>
            <translation>练习结果无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Next hand</source>
            <translation>下一题(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Done with this hand: deal the next</source>
            <translation>这题做完了：出下一题</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Give up: see every answer (the hand comes back later)</source>
            <translation>放弃：查看所有答案（这题以后还会出现）</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Go on</source>
            <translation>下一步</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Submit, or deal the next hand</source>
            <translation>提交，或出下一题</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Practice, at your own pace</source>
            <translation>练习，按自己的节奏来</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>No clock and no computer. A hand is worth three stars; each hint costs one. The hints teach how to find an answer: a plan for the last step, the numbers to make, a first step, and last the whole answer. Once you have an answer, look for the others. Hands you found hard come back later, spaced out, until they are easy.</source>
            <translation>不计时，也没有电脑。每题值三颗星，每用一次提示扣一颗。提示教你怎样找答案：先想最后一步，再想要凑出哪些数，然后是第一步，最后才是完整答案。找到一种答案后，再试试找出其他解法。你觉得难的题以后会隔一段时间再出现，直到你觉得简单为止。</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Start practising</source>
            <translation>开始练习</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Deal the first hand (Enter)</source>
            <translation>出第一题（回车）</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>{rules} · {level} · Preferences: Ctrl+,</source>
            <translation>{rules} · {level} · 设置：Ctrl+,</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>%n hands practised · {stars} ★</source>
            <translation>
                <numerusform>已练习 %n 题 · {stars} ★</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>Make {target} with every card once.</source>
            <translation>每张牌恰好用一次，算出 {target}。</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>A hand you found hard before: make {target} with every card once.</source>
            <translation>这是你之前觉得难的一题：每张牌恰好用一次，算出 {target}。</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>This hand: {stars}</source>
            <translation>这一题：{stars}</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>This hand will come back later. Enter: the next hand.</source>
            <translation>这题以后还会再出现。按回车做下一题。</translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Hint (−1 ★)</source>
            <translation>提示(&amp;H)（−1 ★）</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>The next hint (%n left); each costs a star</source>
            <translation>
                <numerusform>下一条提示（还剩 %n 条）；每条扣一颗星</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/practice_view.py" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/practice_view.py" />
            <source>The next hint (%n left); this hand has no star left to lose</source>
            <translation>
                <numerusform>下一条提示（还剩 %n 条）；这题已经没有星可扣了</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Preferences</source>
            <translation>设置</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Seconds per round against the computer</source>
            <translation>与电脑比赛时每回合的秒数</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>How quick the computer is: Beginner is slowest, Master fastest</source>
            <translation>电脑的速度：新手最慢，大师最快</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Rounds per match (whole deck: until the cards run out)</source>
            <translation>每场比赛的回合数（整副牌：直到牌发完为止）</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Whole deck</source>
            <translation>整副牌</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Deal only hands that have an answer</source>
            <translation>只发有解的牌</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>In a match, skip hands that cannot make the target</source>
            <translation>比赛中跳过算不出目标数的牌</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Deal hands of this difficulty in a match (up to 5 cards)</source>
            <translation>比赛中发这个难度的牌（最多 5 张牌）</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>The cards of every mode, the helper and the statistics</source>
            <translation>所有模式、解题助手和统计所用的牌</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>How loud the sound effects are</source>
            <translation>音效的音量</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Sound volume</source>
            <translation>音量</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Sounds on</source>
            <translation>开启音效</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Short sounds for right and wrong answers and the clock</source>
            <translation>答对、答错和倒计时的简短音效</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Like the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Light or dark, or as the system is</source>
            <translation>浅色或深色，或跟随系统</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Bigger text everywhere in the game</source>
            <translation>放大游戏中所有文字</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Typing the answer</source>
            <translation>输入算式</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Combining the cards</source>
            <translation>合并牌</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Type an expression, or pick a card, an operator and a card until one is left (Ctrl+T switches in the game)</source>
            <translation>输入算式作答，或者选一张牌、一个运算符、再选一张牌，直到只剩一张（游戏中按 Ctrl+T 切换）</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>The number to make (24 by default)</source>
            <translation>要算出的数（默认 24）</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Cards in a hand (2 to 6)</source>
            <translation>每手牌的张数（2 到 6）</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Ans&amp;wer by:</source>
            <translation>作答方式(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Round &amp;time:</source>
            <translation>回合时间(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Computer:</source>
            <translation>电脑(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Rounds per &amp;match:</source>
            <translation>每场回合数(&amp;M)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Hand &amp;difficulty:</source>
            <translation>题目难度(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>T&amp;arget:</source>
            <translation>目标(&amp;A)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Cards &amp;per hand:</source>
            <translation>每手张数(&amp;P)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>D&amp;eck:</source>
            <translation>牌组(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Operators:</source>
            <translation>运算符(&amp;O)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>&amp;Sound:</source>
            <translation>音效(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Appeara&amp;nce:</source>
            <translation>外观(&amp;N)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Te&amp;xt size:</source>
            <translation>文字大小(&amp;X)：</translation>
        </message>
        <message>
            <location filename="../widgets/preferences.py" />
            <source>Put the default values in the form (OK keeps them)</source>
            <translation>恢复默认值（点“确定”后保存）</translation>
        </message>
    </context>
    <context>
        <name>Program</name>
        <message>
            <location filename="../shell/start.py" />
            <source>{program}: error: {message}</source>
            <translation>{program}：错误：{message}</translation>
        </message>
        <message>
            <location filename="../shell/start.py" />
            <source>cannot write {file}: {reason}</source>
            <translation>无法写入 {file}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>Projector</name>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;End round</source>
            <translation>结束回合(&amp;E)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>End the round now and show its result</source>
            <translation>现在结束这一回合，显示结果</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Leave full screen</source>
            <translation>退出全屏</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Show the window's menus and tabs again</source>
            <translation>重新显示窗口的菜单和标签页</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Close room</source>
            <translation>关闭房间(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close the room: every player is told, the game is kept</source>
            <translation>关闭房间：每位玩家都会收到通知，这局游戏会保存到历史记录中</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Scan the code with a phone, or open the address and type the code.</source>
            <translation>用手机扫二维码，或者打开网址，输入房间号。</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>QR code of the room's address</source>
            <translation>房间网址的二维码</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close the room?</source>
            <translation>要关闭房间吗？</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>A game is under way with %n players: closing the room ends it now. Every player is told, and the rounds played are kept in your history.</source>
            <translation>
                <numerusform>游戏正在进行，房间里有 %n 位玩家：现在关闭房间，这局游戏就结束了。每位玩家都会收到通知，已经玩完的回合会保存到历史记录中。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Close room</source>
            <translation>关闭房间</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Keep the room open</source>
            <translation>暂不关闭</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Room</source>
            <translation>房间</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Room {code}</source>
            <translation>房间 {code}</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Leave &amp;full screen</source>
            <translation>退出全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>The room alone on the whole screen, for a projector</source>
            <translation>整个屏幕只显示房间，适合投影</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Closing the room…</source>
            <translation>正在关闭房间……</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Waiting for players to join</source>
            <translation>等玩家加入</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Make {target}</source>
            <translation>算出 {target}</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Dealing…</source>
            <translation>正在发牌……</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Code {code}</source>
            <translation>房间号 {code}</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>%n players, {here} here</source>
            <translation>
                <numerusform>%n 位玩家，{here} 位在线</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Next round</source>
            <translation>下一回合(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>&amp;Start round</source>
            <translation>开始回合(&amp;S)</translation>
        </message>
        <message>
            <location filename="../views/projector.py" />
            <source>Deal the next hand to every player</source>
            <translation>给每位玩家发下一道题</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/projector.py" />
            <source>… and %n more.</source>
            <translation>
                <numerusform>……还有 %n 位。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Puzzle</name>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Hint {number} of {count}: {hint}</source>
            <translation>提示 {number}/{count}：{hint}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>{found} of %n different answers found</source>
            <translation>
                <numerusform>已找到 {found} / %n 种不同的解法</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>That is {answer} again, written another way. {progress}.</source>
            <translation>这还是 {answer}，只是写法不同。{progress}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>Right! That is all of them: %n different answers.</source>
            <translation>
                <numerusform>答对了！已全部找齐：共 %n 种不同的解法。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/puzzle.py" />
            <source>Right! This hand has %n different answers: can you find another?</source>
            <translation>
                <numerusform>答对了！这题共有 %n 种不同的解法：还能再找出一种吗？</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Another one! {progress}.</source>
            <translation>又找到一种！{progress}。</translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>Start with {step}.</source>
            <translation>先算 {step}。</translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation>一种答案：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>{step}: make {value} from {numbers}.</source>
            <translation>{step}：用 {numbers} 凑出 {value}。</translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>{step}: make {first} from {first_numbers} and {second} from {second_numbers}.</source>
            <translation>{step}：用 {first_numbers} 凑出 {first}，用 {second_numbers} 凑出 {second}。</translation>
        </message>
        <message>
            <location filename="../game/puzzle.py" />
            <source>The last step is {step}.</source>
            <translation>最后一步是 {step}。</translation>
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>Answers</source>
            <translation>解法</translation>
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>✓ the answers you found; · the ones you did not (once shown)</source>
            <translation>✓ 你找到的解法；· 你没找到的解法（显示答案后）</translation>
        </message>
        <message>
            <location filename="../widgets/puzzle_panel.py" />
            <source>Every answer is listed: ✓ the ones you found, · the others.</source>
            <translation>所有答案都已列出：✓ 是你找到的，· 是其余的。</translation>
        </message>
    </context>
    <context>
        <name>Room</name>
        <message>
            <location filename="../room/choices.py" />
            <source>Race</source>
            <translation>抢答</translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Class</source>
            <translation>全班</translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Race: the first right answer takes the round</source>
            <translation>抢答：第一个答对的人赢得这一回合</translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Class: everyone who solves it scores, faster more</source>
            <translation>全班：答对的人都得分，越快得分越多</translation>
        </message>
        <message numerus="yes">
            <location filename="../room/choices.py" />
            <source>%n rounds of {seconds} s</source>
            <translation>
                <numerusform>共 %n 回合，每回合 {seconds} 秒</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Make {target} with {count} cards</source>
            <translation>用 {count} 张牌算出 {target}</translation>
        </message>
        <message>
            <location filename="../room/choices.py" />
            <source>Some hands have no answer: say so to score.</source>
            <translation>有的题无解：说出“无解”也能得分。</translation>
        </message>
        <message>
            <location filename="../room/cli.py" />
            <location filename="../room/game.py" />
            <source>The room is closed.</source>
            <translation>房间已关闭。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Right: {hand} has no solution.</source>
            <translation>对了：{hand} 无解。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Wrong: {hand} has a solution. You are out of this round.</source>
            <translation>不对：{hand} 有解。这一回合你出局了。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>A round cannot start now.</source>
            <translation>现在不能开始新的回合。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>Too many tries this round: wait for the next one.</source>
            <translation>这一回合试得太多次了，请等下一回合。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <location filename="../room/server.py" />
            <source>Join the room first.</source>
            <translation>请先加入房间。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>That round is over: wait for the next one.</source>
            <translation>那一回合已经结束了，请等下一回合。</translation>
        </message>
        <message>
            <location filename="../room/game.py" />
            <source>You have answered this round: wait for the next one.</source>
            <translation>这一回合你已经答过了，请等下一回合。</translation>
        </message>
        <message>
            <location filename="../room/players.py" />
            <location filename="../room/protocol.py" />
            <source>Type your name to join.</source>
            <translation>请输入你的名字再加入。</translation>
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>A name is letters, digits, spaces and punctuation.</source>
            <translation>名字只能用文字、数字、空格和标点。</translation>
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>The name is too long: at most {most} characters.</source>
            <translation>名字太长了：最多 {most} 个字。</translation>
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>{name} is already playing: choose another name.</source>
            <translation>{name} 已经在玩了，请换一个名字。</translation>
        </message>
        <message>
            <location filename="../room/players.py" />
            <source>The room is full: {most} players at most.</source>
            <translation>房间满了：最多 {most} 人。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Type the room's code to join: the host's screen shows it.</source>
            <translation>请输入房间号再加入：主持人的屏幕上有。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <location filename="../room/server.py" />
            <source>That is not this room's code: look at the host's screen.</source>
            <translation>房间号不对，请看主持人的屏幕。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The language must be a short tag such as en or zh_CN.</source>
            <translation>语言要写成简短的代号，比如 en 或 zh_CN。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>That key to your seat is not one this room gave: join with your name alone.</source>
            <translation>这个回座位的凭证不是本房间给的：只填名字加入就行。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The round must be a whole number from 1 to {most}.</source>
            <translation>回合要写成 1 到 {most} 之间的整数。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Type your answer: it was not sent as text.</source>
            <translation>请输入你的答案：刚才发来的不是文字。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The answer is too long: at most {most} characters.</source>
            <translation>答案太长了：最多 {most} 个字符。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>A message has at most {most} bytes.</source>
            <translation>一条消息最多 {most} 字节。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>The message is not JSON.</source>
            <translation>这条消息不是 JSON。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>A message is a JSON object.</source>
            <translation>消息必须是一个 JSON 对象。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>This room speaks version {version}: reload the page.</source>
            <translation>这个房间用的是第 {version} 版协议，请刷新页面。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Unknown message type.</source>
            <translation>不认识这种消息。</translation>
        </message>
        <message>
            <location filename="../room/protocol.py" />
            <source>Unknown field {field}.</source>
            <translation>不认识的字段 {field}。</translation>
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>Too many messages: slow down.</source>
            <translation>消息发得太快了，请慢一点。</translation>
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>The room could not do that.</source>
            <translation>房间无法完成这个操作。</translation>
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>You have joined already.</source>
            <translation>你已经加入了。</translation>
        </message>
        <message>
            <location filename="../room/server.py" />
            <source>Too many wrong codes: try again in {seconds} s.</source>
            <translation>房间号错了太多次，请 {seconds} 秒后再试。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} takes round {number}: there is no solution.</source>
            <translation>{name} 赢得第 {number} 回合：这题无解。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} takes round {number} in {time}.</source>
            <translation>{name} 用 {time} 赢得第 {number} 回合。</translation>
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>%n players scored in round {number}.</source>
            <translation>
                <numerusform>第 {number} 回合有 %n 人得分。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The host ended round {number}.</source>
            <translation>主持人结束了第 {number} 回合。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Time is up: nobody scored in round {number}.</source>
            <translation>时间到：第 {number} 回合没有人得分。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Nobody scored in round {number}.</source>
            <translation>第 {number} 回合没有人得分。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name}: no solution, {time}, {points}</source>
            <translation>{name}：无解，{time}，{points}</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name}: {answer} = {target}, {time}, {points}</source>
            <translation>{name}：{answer} = {target}，{time}，{points}</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The game is over: nobody scored.</source>
            <translation>游戏结束：没有人得分。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} wins the game!</source>
            <translation>{name} 赢了！</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The game is over: a draw between {names}.</source>
            <translation>游戏结束：{names} 打成平手。</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Round {number} of {total}: {hand}</source>
            <translation>第 {number} 回合（共 {total} 回合）：{hand}</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>Standings: {standings}</source>
            <translation>排行榜：{standings}</translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>The host closed the room. Thank you for playing!</source>
            <translation>主持人关闭了房间。谢谢你来玩！</translation>
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>{name} is back (%n players).</source>
            <translation>
                <numerusform>{name} 回来了（现在 %n 人）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../room/texts.py" />
            <source>{name} joined (%n players).</source>
            <translation>
                <numerusform>{name} 加入了（现在 %n 人）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../room/texts.py" />
            <source>{name} left.</source>
            <translation>{name} 离开了。</translation>
        </message>
    </context>
    <context>
        <name>Round</name>
        <message>
            <location filename="../game/round.py" />
            <source>answered</source>
            <translation>答出</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>no solution, rightly claimed</source>
            <translation>判断无解，正确</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>no solution, wrongly claimed</source>
            <translation>判断无解，错误</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>computer answered</source>
            <translation>电脑答出</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>computer declared no solution</source>
            <translation>电脑判定无解</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>timed out</source>
            <translation>超时</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>skipped</source>
            <translation>跳过</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Computer</source>
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Nobody</source>
            <translation>无人</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>{hint}   (the hint cost {cost} of your time)</source>
            <translation>{hint}   （这条提示扣了你 {cost}）</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right, in {time}! A point to you.</source>
            <translation>答对了，用时 {time}！你得 1 分。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right, in {total} ({time} and {cost} for the hint)! A point to you.</source>
            <translation>答对了，用时 {total}（{time}，另加提示扣的 {cost}）！你得 1 分。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Right: {hand} has no solution. A point to you.</source>
            <translation>判断正确：{hand} 无解。你得 1 分。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>Wrong: {hand} has a solution. The computer takes the round.</source>
            <translation>判断错误：{hand} 有解。本回合电脑获胜。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The game is paused: resume to answer.</source>
            <translation>游戏已暂停：继续后才能作答。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The round is over. {outcome}</source>
            <translation>本回合已结束。{outcome}</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The computer declares that {hand} has no solution. It is right.</source>
            <translation>电脑判定 {hand} 无解，判断正确。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <source>The computer found it first, after {time}.</source>
            <translation>电脑抢先算出，用时 {time}。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <location filename="../room/texts.py" />
            <source>One answer: {answer} = {target}.</source>
            <translation>一种答案：{answer} = {target}。</translation>
        </message>
        <message>
            <location filename="../game/round.py" />
            <location filename="../room/texts.py" />
            <source>There is no solution to {hand}.</source>
            <translation>{hand} 无解。</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Time is up: nobody scores</source>
            <translation>时间到：无人得分</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Skipped: nobody scores</source>
            <translation>已跳过：无人得分</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>You take the round! +1</source>
            <translation>本回合你赢了！+1</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>The computer takes the round</source>
            <translation>本回合电脑获胜</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Nobody scores</source>
            <translation>无人得分</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Round result</source>
            <translation>回合结果</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>The working of the answer, one operation per line</source>
            <translation>答案的计算步骤，每行一步运算</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Next round</source>
            <translation>下一回合</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>See the summary</source>
            <translation>查看总结</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Show the match summary (Enter)</source>
            <translation>显示比赛总结（回车）</translation>
        </message>
        <message>
            <location filename="../widgets/round_result.py" />
            <source>Deal the next round (Enter)</source>
            <translation>发下一回合的牌（回车）</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The 24 game&lt;/h3&gt;&lt;p&gt;Four cards are dealt (A = 1, J = 11, Q = 12, K = 13). Use every card exactly once, with + − × ÷ and brackets, to make &lt;b&gt;24&lt;/b&gt;. Fractions are fine along the way: 3 3 8 8 makes 8 ÷ (3 − 8 ÷ 3) = 24. Other decks (J Q K counting 10, no face cards, any range of numbers), targets and counts of cards are in Preferences.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;算24点&lt;/h3&gt;&lt;p&gt;发四张牌（A = 1，J = 11，Q = 12，K = 13）。每张牌恰好用一次，用 + − × ÷ 和括号算出 &lt;b&gt;24&lt;/b&gt;。计算过程中可以出现分数：3 3 8 8 可以算成 8 ÷ (3 − 8 ÷ 3) = 24。其他牌组（J Q K 计为 10、不含花牌、任意数字范围）、目标数和牌数都可以在“设置”中更改。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The helper&lt;/h3&gt;&lt;p&gt;Type the cards (A, 2–10, J, Q, K, or 1–13; T for 10), step them with the arrow keys or the mouse wheel, or click a card to pick it. Every distinct answer is listed at once; select one to see its working. &lt;b&gt;Deal&lt;/b&gt; gives random cards, &lt;b&gt;Back to the first hand&lt;/b&gt; goes back to the hand as dealt or first typed, &lt;b&gt;Clear&lt;/b&gt; starts again.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;解题助手&lt;/h3&gt;&lt;p&gt;输入牌（A、2–10、J、Q、K，或 1–13；T 表示 10），用方向键或鼠标滚轮调整，或点击牌从列表中选择。所有不同的解法会立即列出；选中一个即可查看其步骤。&lt;b&gt;发牌&lt;/b&gt;随机发几张牌，&lt;b&gt;回到最初的牌&lt;/b&gt;回到刚发出或最先输入的那手牌，&lt;b&gt;清除&lt;/b&gt;从头开始。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Against the computer&lt;/h3&gt;&lt;p&gt;The start page chooses the computer (Beginner to Master), the round time, the number of rounds and the deck. Each round has a countdown. Type your answer and press Enter, or combine the cards; a right answer scores a point. If you think there is no answer, say so: right scores, wrong loses the round. The computer thinks longer on harder hands; if it finds an answer first, it takes the point and shows its working. Skip asks to be pressed twice. Leaving a match asks first; its finished rounds are kept as an abandoned match.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;对战电脑&lt;/h3&gt;&lt;p&gt;开始页面可以选择电脑水平（新手到大师）、回合时间、回合数和牌组。每个回合都有倒计时。输入答案后按回车，或者合并牌作答；答对得 1 分。如果你认为无解，就声明无解：判断正确得分，判断错误则输掉本回合。电脑遇到越难的牌想得越久；如果它先找到答案，就由它得分并展示步骤。“跳过”要按两次才生效。离开比赛前会先询问；已打完的回合会作为中途放弃的比赛保存。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Score attack&lt;/h3&gt;&lt;p&gt;One clock for the whole run: 120 s to start with. A right answer scores a hand and adds 10 s; a skip costs 10 s and shows an answer; a hint (once a hand) costs 10 s. The hands get harder as your score grows (Easy, then Medium from 5, Hard from 10, Expert from 15), and every hand has an answer, so there is no “no solution” to claim. The run ends at zero. The clock stops while the run is paused (the hand is hidden) and while a hand is being dealt. Your best runs are kept for each deck; a new best is cheered, and &lt;b&gt;Copy result&lt;/b&gt; puts the score on the clipboard to share.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;限时挑战&lt;/h3&gt;&lt;p&gt;整轮挑战共用一个计时：开局 120 秒。每答对一题得 1 分，并加 10 秒；跳过一题扣 10 秒，并显示一种解法；用一次提示（每题一次）扣 10 秒。得分越高，题越难（开始是简单，5 分起中等，10 分起困难，15 分起专家），而且每题都有解，所以不需要声明“无解”。计时归零时挑战结束。暂停期间（牌会被盖住）和发牌期间计时都会停止。每种牌组的最佳成绩都会保存；创下新纪录时会有欢呼，&lt;b&gt;复制成绩&lt;/b&gt;会把得分放到剪贴板上用来分享。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Practice&lt;/h3&gt;&lt;p&gt;No clock: a hand is worth three stars and each hint costs one. The hints teach how to find an answer: a plan for the last step, the numbers to make, a first step, the whole answer. After a right answer, look for the hand's other answers. Hands you found hard come back later.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;练习&lt;/h3&gt;&lt;p&gt;不计时：每题值三颗星，每用一次提示扣一颗。提示教你怎样找答案：先想最后一步，再想要凑出哪些数，然后是第一步，最后是完整答案。答对之后，再找找这题的其他解法。你觉得难的题以后还会出现。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;The daily puzzle&lt;/h3&gt;&lt;p&gt;One hand a day, the same for everyone, easy on Monday and hard by Sunday. Solve it to keep your streak of days; the first try of the day is the one kept. Hints and every answer work as in practice. The &lt;b&gt;archive&lt;/b&gt; is a calendar of past days, each marked ✓ solved, ✓¹ solved with one hint, ✗ not solved or · not played; any of them can be played, as a late solve that does not count for the streak. &lt;b&gt;Copy result&lt;/b&gt; puts a line to share on the clipboard: the date, the time, the hints and the streak, nothing of the answer.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;每日一题&lt;/h3&gt;&lt;p&gt;每天一道题，所有人都一样，周一简单，越往后越难，周日最难。解出题目就能保持连续天数；每天只记录第一次尝试。提示和查看答案的用法与练习相同。&lt;b&gt;往日题目&lt;/b&gt;以日历列出过去的每一天，每天都有标记：✓ 已解出，✓¹ 用了一次提示解出，✗ 未解出，· 未做；任何一天都可以补做，算作事后补做，不计入连续天数。&lt;b&gt;复制成绩&lt;/b&gt;会把一行可分享的文字放到剪贴板：日期、用时、提示次数和连续天数，不会泄露答案。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Combining the cards&lt;/h3&gt;&lt;p&gt;Instead of typing an answer, play as at a table: pick a card, then + − × ÷, then another card; the two become one card with the exact result (8 ÷ 3 shows 8/3). When one card is left, it is your answer, checked as a typed one. By mouse, click the cards and the buttons; by keyboard, the key under each card picks it. &lt;b&gt;Ctrl+T&lt;/b&gt; switches between typing and combining in every mode (Preferences keep your choice).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;合并牌&lt;/h3&gt;&lt;p&gt;不输入算式，而像在牌桌上一样玩：选一张牌，再选 + − × ÷，再选另一张牌，两张牌就合成一张，显示精确的结果（8 ÷ 3 显示为 8/3）。只剩一张牌时，它就是你的答案，和输入的答案一样判定。用鼠标：点牌和按钮；用键盘：按每张牌下方标出的键选牌。&lt;b&gt;Ctrl+T&lt;/b&gt; 在各个模式中切换输入算式和合并牌（设置会记住你的选择）。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Two players&lt;/h3&gt;&lt;p&gt;Both see the cards. Who sees an answer first presses their key (Z on the left, M on the right) and types it: right scores a point, wrong costs one and the other may try. When combining the cards, the player who buzzed has the whole keyboard: the number keys pick the cards. Each hand's result stays until a key is pressed; first to the points set wins, and the standings follow.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;双人对战&lt;/h3&gt;&lt;p&gt;两人看同一手牌。谁先想到答案就按自己的键抢答（左边 Z，右边 M），然后输入答案：答对得 1 分，答错扣 1 分，由对方接着答。合并牌时，抢答的一方使用整个键盘：按数字键选牌。每题的结果会一直显示，直到按下一个键；先达到设定分数者获胜，随后显示最终比分。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Tchisla&lt;/h3&gt;&lt;p&gt;Make a target with as few copies of one digit (1–9) as possible, using + − × ÷, powers (an exponent may be negated for free), square roots, factorials and the digit repeated (7, 77). On the &lt;b&gt;Solver&lt;/b&gt; page the computer finds the fewest (&lt;b&gt;Solve all digits&lt;/b&gt; tries each digit in turn); on the &lt;b&gt;Puzzle&lt;/b&gt; page you look for an answer yourself, and your best is kept.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;同数巧算（Tchisla）&lt;/h3&gt;&lt;p&gt;只用一个数字（1–9），用尽可能少的个数算出目标数，可以使用 + − × ÷、乘方（可免费使用负指数）、平方根、阶乘，以及把数字连写（7、77）。在&lt;b&gt;求解器&lt;/b&gt;页面，由电脑找出最少个数（&lt;b&gt;求解所有数字&lt;/b&gt;会依次尝试每个数字）；在&lt;b&gt;题目&lt;/b&gt;页面，由你自己寻找解法，你的最好成绩会被保存下来。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Statistics&lt;/h3&gt;&lt;p&gt;How many of the hands a deck deals have an answer, how many of the deals, and how hard they are; and your record in every way to play.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;统计&lt;/h3&gt;&lt;p&gt;一副牌能发出的各种手牌有多少有解、占实际发牌的多少、难度如何；以及你在各种玩法中的战绩。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Learning path&lt;/h3&gt;&lt;p&gt;Ten stages, from adding three cards to make 10 to hands that need a fraction; each brings one new thing (take away, four cards and 24, times, divide, picture cards) and says it in a line. A stage is four hands, each worth three stars: a hint, two wrong tries or more than two minutes cost one, and a hand shown earns none. Finishing a stage opens the next; play one again for more stars. Your best stars are kept.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;学习之路&lt;/h3&gt;&lt;p&gt;共十关，从三张牌相加凑成 10，到必须用分数才能解的题；每一关只多学一样新东西（减法、四张牌凑 24、乘法、除法、花牌），并用一句话说明。每关四道题，每题值三颗星：用一次提示、答错两次或超过两分钟各扣一颗，直接看答案则没有星。过了一关就会打开下一关；也可以重玩一关来赢更多星。你的最好成绩会被保存。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Worksheets&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Game › Worksheet…&lt;/b&gt; makes a sheet of hands to print for a class: choose how many, how hard and the deck, look at the pages, then print them or save a PDF. The answer key is on its own page; the sheet's number at the foot of each page makes the same sheet again.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;练习卷&lt;/h3&gt;&lt;p&gt;&lt;b&gt;游戏 › 练习卷…&lt;/b&gt; 生成一份可以打印给全班做的练习卷：选好题数、难度和牌组，先看看每一页，再打印或存成 PDF。参考答案单独印在后面的页上；每页底部的练习卷编号可以再生成同一份练习卷。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="rules.py" />
            <source>&lt;h3&gt;Keys&lt;/h3&gt;&lt;p&gt;Everywhere: Enter does the obvious thing (start, submit, next) · Ctrl+1, Ctrl+2… switch views · Ctrl+, preferences · F1 these rules · Ctrl+Q quit.&lt;br&gt;Helper: Ctrl+N deal · Ctrl+R back to the first hand · Ctrl+L clear · ↑/↓ or the wheel change a card · F4 pick a card · Ctrl+C copy the selected answer.&lt;br&gt;Play: Ctrl+N new match · Ctrl+H hint (costs 10 s) · Ctrl+D no solution · Ctrl+P or the Pause key pause · Ctrl+S twice skip · Ctrl+L clear the answer · Ctrl+W quit the match.&lt;br&gt;Score attack: Ctrl+N new run · Ctrl+P or the Pause key pause · Ctrl+H hint (costs 10 s) · Ctrl+S skip (costs 10 s) · Ctrl+L clear the answer · Ctrl+W end the run · Ctrl+Shift+C copy the result.&lt;br&gt;Combining the cards (Play, Score attack, Practice, Daily, Two players): Ctrl+T combine or type · 1, 2, 3… pick a card · + - * / (or x) the operator · Backspace or Ctrl+Z undo a step · Esc put the card down, or start over · S add all · P multiply all.&lt;br&gt;Practice: Ctrl+H hint (costs a star) · Ctrl+G show the answers · Ctrl+L clear the answer · Ctrl+N next hand.&lt;br&gt;Daily puzzle: Ctrl+H hint · Ctrl+G show the answers · Ctrl+L clear the answer · Ctrl+N today's puzzle · Ctrl+D the archive (arrow keys a day or a week, PgUp/PgDown a month, Enter plays the day, Esc goes back) · Ctrl+Shift+C copy the result.&lt;br&gt;Two players: Z and M buzz · Ctrl+D no solution · Ctrl+S twice skip the hand · Ctrl+L clear the answer · Ctrl+N new duel · Ctrl+W end the duel.&lt;br&gt;Tchisla: Enter solves (on the Puzzle page: checks) · Ctrl+Enter solve all digits · Ctrl+N deal a puzzle · Ctrl+H hint · Esc cancel.&lt;br&gt;Statistics: F5 compute · Esc cancel · Enter on a hand shows it in the helper.&lt;br&gt;Learning path: arrow keys choose a stage · Enter or Space plays it · Ctrl+H hint · Ctrl+G show the answer · Ctrl+N next · Ctrl+R play the stage again · Esc the stages.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;快捷键&lt;/h3&gt;&lt;p&gt;通用：回车执行当前的主要操作（开始、提交、下一步）· Ctrl+1、Ctrl+2…… 切换页面 · Ctrl+, 设置 · F1 本规则 · Ctrl+Q 退出。&lt;br&gt;解题助手：Ctrl+N 发牌 · Ctrl+R 回到最初的牌 · Ctrl+L 清除 · ↑/↓ 或滚轮 改变一张牌 · F4 选牌 · Ctrl+C 复制所选答案。&lt;br&gt;对战电脑：Ctrl+N 新比赛 · Ctrl+H 提示（扣 10 秒）· Ctrl+D 无解 · Ctrl+P 或 Pause 键 暂停 · Ctrl+S 按两次 跳过 · Ctrl+L 清除答案 · Ctrl+W 退出比赛。&lt;br&gt;限时挑战：Ctrl+N 新挑战 · Ctrl+P 或 Pause 键 暂停 · Ctrl+H 提示（扣 10 秒）· Ctrl+S 跳过（扣 10 秒）· Ctrl+L 清除答案 · Ctrl+W 结束挑战 · Ctrl+Shift+C 复制成绩。&lt;br&gt;合并牌（对战电脑、限时挑战、练习、每日一题、双人对战）：Ctrl+T 合并牌或输入算式 · 1、2、3…… 选牌 · + - * /（或 x）选运算符 · Backspace 或 Ctrl+Z 撤销一步 · Esc 放下所选的牌，或从头开始 · S 全部相加 · P 全部相乘。&lt;br&gt;练习：Ctrl+H 提示（扣一颗星）· Ctrl+G 显示答案 · Ctrl+L 清除答案 · Ctrl+N 下一题。&lt;br&gt;每日一题：Ctrl+H 提示 · Ctrl+G 显示答案 · Ctrl+L 清除答案 · Ctrl+N 今日题目 · Ctrl+D 往日题目（方向键移动一天或一周，PgUp/PgDown 切换月份，回车开始做这一天的题，Esc 返回）· Ctrl+Shift+C 复制成绩。&lt;br&gt;双人对战：Z 和 M 抢答 · Ctrl+D 无解 · Ctrl+S 按两次 跳过这题 · Ctrl+L 清除答案 · Ctrl+N 新对战 · Ctrl+W 结束对战。&lt;br&gt;同数巧算：回车求解（在题目页面为检查）· Ctrl+回车 求解所有数字 · Ctrl+N 发题 · Ctrl+H 提示 · Esc 取消。&lt;br&gt;统计：F5 计算 · Esc 取消 · 在一组牌上按回车可在解题助手中查看。&lt;br&gt;学习之路：方向键选择关卡 · 回车或空格 开始这一关 · Ctrl+H 提示 · Ctrl+G 显示答案 · Ctrl+N 下一步 · Ctrl+R 重玩这一关 · Esc 返回关卡列表。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../game/base_session.py" />
            <source>Could not deal: {reason}</source>
            <translation>无法发牌：{reason}</translation>
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>No hand of that difficulty is left in the deck.</source>
            <translation>牌组中已没有这个难度的牌了。</translation>
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match could not be saved in your history: {reason}</source>
            <translation>比赛无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match is saved in your history.</source>
            <translation>比赛已保存到历史记录中。</translation>
        </message>
        <message>
            <location filename="../game/session.py" />
            <source>The match is saved in your history as abandoned.</source>
            <translation>比赛已作为中途放弃的比赛保存到历史记录中。</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../shell/settings.py" />
            <source>seconds per round</source>
            <translation>每回合秒数</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>computer level</source>
            <translation>电脑等级</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>target</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>count of cards</source>
            <translation>牌数</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>only hands with an answer</source>
            <translation>只发有解的牌</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>hand difficulty</source>
            <translation>题目难度</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>rounds per match</source>
            <translation>每场回合数</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>deck</source>
            <translation>牌组</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>operators</source>
            <translation>运算符</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>first player's name</source>
            <translation>玩家 1 的名字</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>second player's name</source>
            <translation>玩家 2 的名字</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>points that win a duel</source>
            <translation>对战获胜分数</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>appearance</source>
            <translation>外观</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>text size</source>
            <translation>文字大小</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>sound volume</source>
            <translation>音量</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>sounds off</source>
            <translation>关闭音效</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>how answers are made</source>
            <translation>作答方式</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>window size and place</source>
            <translation>窗口大小和位置</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>view shown last</source>
            <translation>上次显示的页面</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the last worksheet's choices</source>
            <translation>上一份练习卷的选项</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the last room's choices</source>
            <translation>上次开房间的选择</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>the address of the last room joined</source>
            <translation>上次加入的房间的网址</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>your name in the last room joined</source>
            <translation>上次加入房间时用的名字</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Your preferences cannot be read: {path} is not readable. Defaults are used and changes last until you quit.</source>
            <translation>无法读取你的设置：{path} 不可读。将使用默认值，所做的更改只在退出前有效。</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>The settings file was damaged.</source>
            <translation>设置文件已损坏。</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>The settings were written by another version of the game.</source>
            <translation>设置是由其他版本的游戏写入的。</translation>
        </message>
        <message numerus="yes">
            <location filename="../shell/settings.py" />
            <source>Some stored values were not valid: {names}.</source>
            <translation>
                <numerusform>部分保存的值无效：{names}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>No copy of it could be kept ({reason}); defaults are used instead.</source>
            <translation>无法保留它的副本（{reason}）；改用默认值。</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Defaults are used instead; the file as it was is kept as {aside}.</source>
            <translation>改用默认值；原文件已另存为 {aside}。</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Your preferences cannot be saved: {path} cannot be written. Changes last until you quit.</source>
            <translation>无法保存你的设置：{path} 无法写入。所做的更改只在退出前有效。</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Player 1</source>
            <translation>玩家 1</translation>
        </message>
        <message>
            <location filename="../shell/settings.py" />
            <source>Player 2</source>
            <translation>玩家 2</translation>
        </message>
    </context>
    <context>
        <name>Share</name>
        <message numerus="yes">
            <location filename="../game/share.py" />
            <source>%n hints</source>
            <translation>
                <numerusform>提示 %n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>no hints</source>
            <translation>未用提示</translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>played later</source>
            <translation>事后补做</translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>streak {count}</source>
            <translation>连续 {count} 天</translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>{name} score attack {date}: {score}</source>
            <translation>{name} 限时挑战 {date}：{score}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/share.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>答对 %n 题</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>new best!</source>
            <translation>新纪录！</translation>
        </message>
        <message>
            <location filename="../game/share.py" />
            <source>best {score}</source>
            <translation>最佳 {score} 题</translation>
        </message>
        <message>
            <location filename="../views/base_view.py" />
            <source>Copied: {text}</source>
            <translation>已复制：{text}</translation>
        </message>
    </context>
    <context>
        <name>SolutionPanel</name>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Answers</source>
            <translation>解法</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Working</source>
            <translation>步骤</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Every distinct answer; select one to see its working (Ctrl+C copies it)</source>
            <translation>所有不同的解法；选中一个可查看其步骤（Ctrl+C 复制）</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>The working of the selected answer, one operation per line</source>
            <translation>所选解法的计算步骤，每行一步运算</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Copy answer</source>
            <translation>复制答案</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>Copy all answers</source>
            <translation>复制全部答案</translation>
        </message>
        <message>
            <location filename="../widgets/solution_panel.py" />
            <source>{answer}   (to type: {text})</source>
            <translation>{answer}   （输入方式：{text}）</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Points</source>
            <translation>分数</translation>
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location filename="../widgets/standings_table.py" />
            <source>{name} (away)</source>
            <translation>{name}（离开了）</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <location filename="../game/stats.py" />
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>{cards} cards of {deck} make {count} different hands; at most {most} can be counted. Choose fewer cards or fewer numbers.</source>
            <translation>{cards} 张牌（{deck}）共有 {count} 种不同的手牌，最多只能统计 {most} 种。请减少牌数或数字范围。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n cards, {deck}, target {target}</source>
            <translation>
                <numerusform>%n 张牌，{deck}，目标 {target}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>{cards} cards, {deck}: %n different hands, {solvable} of them can make {target} ({hands} of the hands, {deals} of the deals).</source>
            <translation>
                <numerusform>{cards} 张牌，{deck}：共 %n 种不同的手牌，其中 {solvable} 种能算出 {target}（占手牌的 {hands}，占实际发牌的 {deals}）。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n distinct solutions in all.</source>
            <translation>
                <numerusform>共有 %n 种不同解法。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>The other %n hands of numbers that were solved need more cards of one number than the deck has.</source>
            <translation>
                <numerusform>另外算过的 %n 题，需要的同一个数的牌比这副牌里的还多，所以发不出来。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>{count} {level}</source>
            <translation>{level} {count}</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Levels: {levels}.</source>
            <translation>难度分布：{levels}。</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>These results are for {rules} — press Compute for the new settings.</source>
            <translation>以下结果对应的是{rules}——请按“计算”获取新设置的结果。</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No matches played yet: play against the computer to see your record here.</source>
            <translation>还没有和电脑比过赛：比赛后，你的战绩会显示在这里。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n matches finished, {won} won.</source>
            <translation>
                <numerusform>已完成 %n 场比赛，赢了 {won} 场。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No match finished yet.</source>
            <translation>还没有完成的比赛。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n matches left before the end, not counted here.</source>
            <translation>
                <numerusform>另有 %n 场比赛中途退出，未计入此处。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n rounds answered, on average in {seconds}.</source>
            <translation>
                <numerusform>共答对 %n 个回合，平均用时 {seconds}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Against the computer</source>
            <translation>对战电脑</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Daily puzzle</source>
            <translation>每日一题</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Two players</source>
            <translation>双人对战</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Tchisla</source>
            <translation>同数巧算</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Score attack</source>
            <translation>限时挑战</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Rooms</source>
            <translation>房间游戏</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games hosted, {rounds}.</source>
            <translation>
                <numerusform>开过 %n 局，{rounds}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games joined, {rounds}.</source>
            <translation>
                <numerusform>加入过 %n 局，{rounds}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No room game yet: Game › Host a room… or Join a room… to play together.</source>
            <translation>还没有玩过房间游戏：用“游戏 › 开房间…”或“游戏 › 加入房间…”和大家一起玩。</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No score-attack run yet.</source>
            <translation>还没有玩过限时挑战。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n runs; the best: {best}.</source>
            <translation>
                <numerusform>共 %n 轮；最佳：{best}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Then {scores}.</source>
            <translation>其次是 {scores}。</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No hand practised yet.</source>
            <translation>还没有练习过。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n hands practised: {solved} solved, {alone} without a hint, {every} with every answer found.</source>
            <translation>
                <numerusform>共练习 %n 题：解出 {solved} 题，其中 {alone} 题没用提示，{every} 题找到了全部解法。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>A solved hand took {seconds} on average.</source>
            <translation>解出一题平均用时 {seconds}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n hands wait in the review queue.</source>
            <translation>
                <numerusform>还有 %n 题等着复习。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No daily puzzle played yet.</source>
            <translation>还没有玩过每日一题。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles played, {solved} solved; the streak is {current}, the longest {longest}.</source>
            <translation>
                <numerusform>共做了 %n 道每日一题，解出 {solved} 道；当前连续 {current} 天，最长连续 {longest} 天。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles played, {solved} solved; with {rules} the streak is {current}, the longest {longest}.</source>
            <translation>
                <numerusform>共做了 %n 道每日一题，解出 {solved} 道；按“{rules}”的规则，当前连续 {current} 天，最长连续 {longest} 天。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No two-player game yet.</source>
            <translation>还没有双人对战记录。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n games, {finished} played to the end.</source>
            <translation>
                <numerusform>共 %n 局，其中 {finished} 局打完。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>No Tchisla puzzle solved yet.</source>
            <translation>还没有解出过同数巧算的题。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n puzzles solved; the latest: {target} with {copies}.</source>
            <translation>
                <numerusform>共解出 %n 道题；最近一道：用 {copies} 算出 {target}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <location filename="../views/stats_view.py" />
            <source>match</source>
            <translation>比赛</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>daily puzzle</source>
            <translation>每日一题</translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>room game</source>
            <translation>房间游戏</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>%n rounds played</source>
            <translation>
                <numerusform>一共玩了 %n 回合</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/stats.py" />
            <source>Nobody scored in the last one.</source>
            <translation>最近一局没有人得分。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/stats.py" />
            <source>The last one: {name} first with %n points.</source>
            <translation>
                <numerusform>最近一局：{name} 以 %n 分排第一。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Compute</source>
            <translation>计算(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Solve and score every hand of these rules</source>
            <translation>求解这些规则下的每一组牌，并评出难度</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>C&amp;ancel</source>
            <translation>取消(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Stop the computation</source>
            <translation>停止计算</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>The hands a deck deals, and your own games</source>
            <translation>一副牌能发出的手牌，以及你自己的战绩</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Ha&amp;nds</source>
            <translation>手牌(&amp;N)</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Your games</source>
            <translation>我的战绩(&amp;Y)</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>D&amp;eck:</source>
            <translation>牌组(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Operators:</source>
            <translation>运算符(&amp;O)：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Ca&amp;rds:</source>
            <translation>牌数(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>&amp;Target:</source>
            <translation>目标(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cards per hand</source>
            <translation>每手牌的张数</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>The number to make</source>
            <translation>要算出的数</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Target</source>
            <translation>目标</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>%v / %m hands</source>
            <translation>%v / %m 组牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands solved and scored</source>
            <translation>已求解并评分的手牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hardest hand&amp;s (Enter or double-click to solve):</source>
            <translation>最难的手牌(&amp;S)（按回车或双击查看解法）：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hardest hands you so&amp;lved:</source>
            <translation>你解出的最难手牌(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Enter or double-click a hand to see its answers in the helper</source>
            <translation>按回车或双击一组牌，在解题助手中查看它的解法</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cannot compute:</source>
            <translation>无法计算：</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/stats_view.py" />
            <source>Solving and scoring %n hands…</source>
            <translation>
                <numerusform>正在求解并评分 %n 组牌……</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Could not compute the statistics: {reason}.</source>
            <translation>无法计算统计数据：{reason}。</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Cancelled: press Compute to start again.</source>
            <translation>已取消：按“计算”重新开始。</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Still shown: {summary}</source>
            <translation>仍显示之前的结果：{summary}</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>{title}, for {rules}</source>
            <translation>{title}（{rules}）</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands by distinct solutions</source>
            <translation>按不同解法数统计的手牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands</source>
            <translation>手牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>distinct solutions</source>
            <translation>不同解法数</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hands by difficulty</source>
            <translation>按难度统计的手牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>score ≈ a player's seconds</source>
            <translation>评分 ≈ 玩家所需秒数</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no hand makes {target}</source>
            <translation>没有手牌能算出 {target}</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Hand</source>
            <translation>牌</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Score (≈ s)</source>
            <translation>评分（≈ 秒）</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Solutions</source>
            <translation>解法数</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Level</source>
            <translation>难度</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Your time</source>
            <translation>你的用时</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Played in</source>
            <translation>模式</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Could not read your history: {reason}</source>
            <translation>无法读取你的历史记录：{reason}</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Computer</source>
            <translation>电脑</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Points per match</source>
            <translation>每场比赛得分</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no match played yet</source>
            <translation>还没有比过赛</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>seconds</source>
            <translation>秒</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>answered round</source>
            <translation>答对的回合</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>Your answer times (s), round by round</source>
            <translation>你每回合的答题用时（秒）</translation>
        </message>
        <message>
            <location filename="../views/stats_view.py" />
            <source>no round answered yet</source>
            <translation>还没有答对的回合</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/stats_view.py" />
            <source>%n hands: press Compute to solve and score them (this can take a while).</source>
            <translation>
                <numerusform>共 %n 组牌：按“计算”开始求解并评分（可能需要一些时间）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <location filename="../game/storage.py" />
            <source>the disk is full</source>
            <translation>磁盘已经满了</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>{path} is a folder</source>
            <translation>{path} 是一个文件夹</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>the folder {folder} does not exist</source>
            <translation>文件夹 {folder} 不存在</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>{folder} is not a folder</source>
            <translation>{folder} 不是文件夹</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>the folder {folder} cannot be written to</source>
            <translation>文件夹 {folder} 不能写入</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} is a file, not a folder: your match history cannot be saved in this session. Move the file away to keep your history again.</source>
            <translation>数据文件夹 {path} 是一个文件而不是文件夹：本次运行无法保存历史记录。把该文件移走即可恢复保存记录。</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} cannot be created ({reason}): your match history cannot be saved in this session.</source>
            <translation>无法创建数据文件夹 {path}（{reason}）：本次运行无法保存历史记录。</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} cannot be read: your match history and statistics cannot be shown or saved in this session.</source>
            <translation>无法读取数据文件夹 {path}：本次运行无法显示或保存你的历史记录和统计。</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>The data folder {path} is read-only: new matches cannot be saved in this session.</source>
            <translation>数据文件夹 {path} 是只读的：本次运行无法保存新的比赛。</translation>
        </message>
        <message>
            <location filename="../game/storage.py" />
            <source>Your data in {old} could not be moved to {folder} ({reason}).</source>
            <translation>{old} 中的数据无法移到 {folder}（{reason}）。</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <location filename="../game/match.py" />
            <source>Match abandoned</source>
            <translation>比赛中途放弃</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>You win the match!</source>
            <translation>你赢得了这场比赛！</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>The computer wins the match.</source>
            <translation>电脑赢得了这场比赛。</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>The match is a draw.</source>
            <translation>这场比赛打平了。</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by you</source>
            <translation>你赢 {count} 回合</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by the computer</source>
            <translation>电脑赢 {count} 回合</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>{count} won by nobody</source>
            <translation>{count} 回合无人得分</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>You {player} : {computer} computer ({level})</source>
            <translation>你 {player} : {computer} 电脑（{level}）</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>Rounds: %n played ({who})</source>
            <translation>
                <numerusform>回合：共 %n 回合（{who}）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Average answer time: no rounds won</source>
            <translation>平均答题时间：没有赢下的回合</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <source>Average answer time: {time}</source>
            <translation>平均答题时间：{time}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>Hints taken: %n</source>
            <translation>
                <numerusform>使用提示：%n 次</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <location filename="../room/choices.py" />
            <source>Deck: {deck}</source>
            <translation>牌组：{deck}</translation>
        </message>
        <message>
            <location filename="../game/match.py" />
            <location filename="../room/choices.py" />
            <source>Operators: {operators}</source>
            <translation>运算符：{operators}</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/match.py" />
            <source>You left after %n rounds of {total}: the match is kept as abandoned.</source>
            <translation>
                <numerusform>你打了 %n 回合（共 {total} 回合）后离开：本场比赛记为中途放弃。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>no solution</source>
            <translation>无解</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>{how}; you took a hint</source>
            <translation>{how}；你用了提示</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Match result</source>
            <translation>比赛结果</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Rounds played</source>
            <translation>已打的回合</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Every round: who took it, in what time, how, and an answer</source>
            <translation>每个回合：谁赢了、用时、怎样赢的，以及一种答案</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>New match</source>
            <translation>新比赛</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Start another match with the same settings (Enter or Ctrl+N)</source>
            <translation>用相同设置再开一场比赛（回车或 Ctrl+N）</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Change the settings</source>
            <translation>改一改设置</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Back to the start page: choose the computer, the time and the rounds</source>
            <translation>回到开始页：重新选择电脑水平、每回合时间和回合数</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Taken by</source>
            <translation>得分方</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Time</source>
            <translation>用时</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>How</source>
            <translation>方式</translation>
        </message>
        <message>
            <location filename="../widgets/match_summary.py" />
            <source>Answer</source>
            <translation>答案</translation>
        </message>
    </context>
    <context>
        <name>Tchisla</name>
        <message>
            <location filename="../game/tchisla.py" />
            <source>choose at least one digit</source>
            <translation>请至少选择一个数字</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{target} # {digit}: not found</source>
            <translation>{target} # {digit}：没有找到</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{copies} (the fewest within the search limits)</source>
            <translation>{copies}（搜索限制内的最少个数）</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>not searched</source>
            <translation>未搜索</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>searching …</source>
            <translation>正在搜索……</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>waiting</source>
            <translation>等待中</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{done} of %n digits</source>
            <translation>
                <numerusform>{done}/%n 个数字</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{name}: not found within the search limits.</source>
            <translation>{name}：在搜索限制内未找到解法。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>{name}: solved.</source>
            <translation>{name}：已求解。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{name}: found for all %n digits.</source>
            <translation>
                <numerusform>{name}：全部 %n 个数字都找到了解法。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>{name}: found for {found} of %n digits; {missing} not found within the search limits.</source>
            <translation>
                <numerusform>{name}：%n 个数字中有 {found} 个找到了解法；{missing} 个在搜索限制内未找到。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cancelled: press Solve to start again.</source>
            <translation>已取消：按“求解”重新开始。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cancelled after {progress}: press Solve all digits to start again.</source>
            <translation>已取消（已完成 {progress}）：按“求解所有数字”重新开始。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 one</source>
            <translation>1 个 1</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n ones</source>
            <translation>
                <numerusform>%n 个 1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 two</source>
            <translation>1 个 2</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n twos</source>
            <translation>
                <numerusform>%n 个 2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 three</source>
            <translation>1 个 3</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n threes</source>
            <translation>
                <numerusform>%n 个 3</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 four</source>
            <translation>1 个 4</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n fours</source>
            <translation>
                <numerusform>%n 个 4</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 five</source>
            <translation>1 个 5</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n fives</source>
            <translation>
                <numerusform>%n 个 5</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 six</source>
            <translation>1 个 6</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n sixes</source>
            <translation>
                <numerusform>%n 个 6</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 seven</source>
            <translation>1 个 7</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n sevens</source>
            <translation>
                <numerusform>%n 个 7</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 eight</source>
            <translation>1 个 8</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n eights</source>
            <translation>
                <numerusform>%n 个 8</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>1 nine</source>
            <translation>1 个 9</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>%n nines</source>
            <translation>
                <numerusform>%n 个 9</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../game/tchisla.py" />
            <source>searching %n copies…</source>
            <translation>
                <numerusform>正在找用 %n 个数字的解……</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Make {target} with as few copies of {digit} as you can.</source>
            <translation>用尽可能少的 {digit} 算出 {target}。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Cannot start: {reason}.</source>
            <translation>无法开始：{reason}。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>The solver is done.</source>
            <translation>求解器已完成搜索。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>You stopped the search: press Start to search again.</source>
            <translation>你停止了搜索：按“开始”重新搜索。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>The solver stopped without an answer.</source>
            <translation>求解器已停止，没有找到解法。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Start a puzzle first: Start, or Deal a puzzle (Ctrl+N).</source>
            <translation>请先开始一道题：按“开始”，或按“发题”（Ctrl+N）。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Your best could not be saved in your history: {reason}</source>
            <translation>你的最好成绩无法保存到历史记录中：{reason}</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}.</source>
            <translation>正确：用了 {copies}。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}. The solver is still looking for the fewest.</source>
            <translation>正确：用了 {copies}。求解器还在寻找最少个数。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}, as few as we know.</source>
            <translation>正确：用了 {copies}，与已知的最少个数相同。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}. The fewest we know is {fewest}.</source>
            <translation>正确：用了 {copies}。已知的最少个数是 {fewest} 个。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Right: {copies}, fewer than the {fewest} the solver found within its limits!</source>
            <translation>正确：用了 {copies}，比求解器在搜索限制内找到的 {fewest} 个还少！</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No answer of yours for this puzzle yet.</source>
            <translation>这道题你还没有答出过。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Your best: {copies}, {answer}</source>
            <translation>你的最好成绩：{copies}，{answer}</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint: you stopped the search. Press Start to search again.</source>
            <translation>没有提示：你停止了搜索。按“开始”重新搜索。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint: the solver found no answer.</source>
            <translation>没有提示：求解器没有找到解法。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>No hint yet: the solver is still looking.</source>
            <translation>暂无提示：求解器还在搜索。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Hint: the answer is just {answer}.</source>
            <translation>提示：答案就是 {answer}。</translation>
        </message>
        <message>
            <location filename="../game/tchisla.py" />
            <source>Hint {number} of {total}: {step}</source>
            <translation>提示 {number}/{total}：{step}</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Type with the digit, + - * / (or × ÷), ^ or ** (2^-2 or 2^(-2) for a negated exponent), √ or sqrt(…) or r for a square root, ! and brackets. Enter checks.</source>
            <translation>可以输入该数字、+ - * /（或 × ÷）、^ 或 **（负指数写作 2^-2 或 2^(-2)）、平方根（√ 或 sqrt(…) 或 r）、! 和括号。按回车检查。</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Deal a puzzle</source>
            <translation>发题(&amp;D)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>A random target and digit to play</source>
            <translation>随机出一道题（目标数和数字）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Show one step of a best answer</source>
            <translation>显示最优解法中的一步</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Solve or check</source>
            <translation>求解或检查</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Solve the target, start the puzzle or check the answer</source>
            <translation>求解目标数、开始题目或检查答案</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Ta&amp;rget</source>
            <translation>目标(&amp;R)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>D&amp;igit</source>
            <translation>数字(&amp;I)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The target of a puzzle you choose</source>
            <translation>自选题目的目标数</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The digit of a puzzle you choose</source>
            <translation>自选题目的数字</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Start</source>
            <translation>开始(&amp;S)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Play this target and digit (Enter)</source>
            <translation>用这个目标数和数字出题（回车）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Answer</source>
            <translation>答案(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>your answer, e.g. 77/7</source>
            <translation>你的答案，例如 77/7</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>&amp;Check</source>
            <translation>检查(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Check the answer exactly (Enter)</source>
            <translation>精确检查答案（回车）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Hin&amp;t</source>
            <translation>提示(&amp;T)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Hi&amp;nts:</source>
            <translation>提示(&amp;N)：</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The steps revealed, the last step first</source>
            <translation>已显示的步骤，最后一步排在最前</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>The solver's search</source>
            <translation>求解器的搜索</translation>
        </message>
        <message>
            <location filename="../views/tchisla_puzzle.py" />
            <source>Choose a target and a digit and press Start, or deal one.</source>
            <translation>选好目标数和数字后按“开始”，或随机出题。</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Digit</source>
            <translation>数字</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Copies</source>
            <translation>个数</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Expression</source>
            <translation>表达式</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Solve</source>
            <translation>求解(&amp;S)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Find the answer with the fewest copies of the digit (Enter)</source>
            <translation>找出所用数字个数最少的解法（回车）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Solve &amp;all digits</source>
            <translation>求解所有数字(&amp;A)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Solve the target for each digit 1..9 in turn, one row each</source>
            <translation>依次用数字 1–9 求解目标数，每个数字一行</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Target</source>
            <translation>目标(&amp;T)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Digit</source>
            <translation>数字(&amp;D)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The whole number to reach (Enter solves for the digit)</source>
            <translation>要算出的整数（按回车用所选数字求解）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The digit to use (1..9)</source>
            <translation>要使用的数字（1–9）</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Digits solved</source>
            <translation>已求解的数字</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>A&amp;nswers:</source>
            <translation>解法(&amp;N)：</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>&amp;Working:</source>
            <translation>步骤(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>One row per digit solved; choose a row to see its working</source>
            <translation>每个已求解的数字一行；选中一行可查看其步骤</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>The working, one operation per line</source>
            <translation>计算步骤，每行一步运算</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Cannot solve: {reason}.</source>
            <translation>无法求解：{reason}。</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} …</source>
            <translation>正在搜索 {request}……</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} … {searching}</source>
            <translation>{request}：{searching}</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Searching {request} … {progress} done</source>
            <translation>正在搜索 {request}……已完成 {progress}</translation>
        </message>
        <message>
            <location filename="../views/tchisla_solver.py" />
            <source>Could not solve: {reason}.</source>
            <translation>求解失败：{reason}。</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Reach the target with as few copies of one digit as you can, using + − × ÷, ^ (power; its exponent may be negated for free: 2^(−2) = 1/4), √ (square root), ! (factorial) and the digit repeated (7, 77, 777).</source>
            <translation>只用一个数字，用尽可能少的个数算出目标数。可以使用 + − × ÷、^（乘方；可免费使用负指数：2^(−2) = 1/4）、√（平方根）、!（阶乘），以及把数字连写（7、77、777）。</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>&amp;Cancel the search</source>
            <translation>取消搜索(&amp;C)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Stop the solver's search</source>
            <translation>停止求解器的搜索</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>S&amp;olver</source>
            <translation>求解器(&amp;O)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>&amp;Puzzle</source>
            <translation>题目(&amp;P)</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Find the fewest copies for a target</source>
            <translation>找出算出目标数所需的最少个数</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Play: find an answer yourself</source>
            <translation>游戏：自己找出解法</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Tchisla</source>
            <translation>同数巧算</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>The solver, and a puzzle to play</source>
            <translation>求解器，以及可以自己玩的题目</translation>
        </message>
        <message>
            <location filename="../views/tchisla_view.py" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>nothing to read: type an answer</source>
            <translation>没有内容：请输入答案</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>unexpected {char}: use the digit, + - × ÷ ^ √ ! and brackets</source>
            <translation>不能使用 {char}：请只用该数字、+ - × ÷ ^ √ ! 和括号</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>no decimal points: write whole numbers of the digit</source>
            <translation>不能使用小数点：请用该数字组成整数</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer ends where a number was expected</source>
            <translation>答案不完整：结尾处还缺一个数</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a minus sign on its own may only negate an exponent, as in 2^(-2)</source>
            <translation>单独的负号只能用于负指数，如 2^(-2)</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a negated exponent is one term: bracket the rest, as in 2^(-(2+2))</source>
            <translation>负指数只作用于一项：其余部分请加括号，如 2^(-(2+2))</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{shown}{op} can be read two ways: add brackets, as in {inner} or {outer}</source>
            <translation>{shown}{op} 有两种理解方式：请加括号，如 {inner} 或 {outer}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{number} is not made of the digit {digit} alone</source>
            <translation>{number} 不是只由数字 {digit} 组成的</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>a number of {length} digits: at most {most} are read</source>
            <translation>这个数有 {length} 位：最多只能有 {most} 位</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{left} − {right} is not above 0: every step must give a positive number</source>
            <translation>{left} − {right} 不大于 0：每一步的结果都必须是正数</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{left} {op} {right} has no exact form here: only alike square roots add or subtract, as in √8 + √2 = 3√2</source>
            <translation>{left} {op} {right} 在这里无法精确表示：只有同类平方根才能相加减，如 √8 + √2 = 3√2</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the value here is too large to check</source>
            <translation>这里的数太大，无法检查</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the exponent {exponent} is not a whole number</source>
            <translation>指数 {exponent} 不是整数</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{base} to the power {exponent} is too large to check</source>
            <translation>{base} 的 {exponent} 次幂太大，无法检查</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>√({inner}) has no exact form here: a square root of a square root must come out rational or a·√b</source>
            <translation>√({inner}) 在这里无法精确表示：平方根的平方根必须是有理数或 a·√b 的形式</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>({inner})! is not a factorial of a whole number</source>
            <translation>({inner})! 不是整数的阶乘</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the factorial of {value} is too large to check (at most {most}!)</source>
            <translation>{value} 的阶乘太大，无法检查（最多 {most}!）</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer must be text, not {kind}</source>
            <translation>答案必须是文本，而不是 {kind}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>the answer is {length} characters long: at most {most}</source>
            <translation>答案有 {length} 个字符：最多只能有 {most} 个</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{target} = {answer}</source>
            <translation>{target} = {answer}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/answer.py" />
            <source>{answer} is {value}, not {target}</source>
            <translation>{answer} 等于 {value}，不是 {target}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../solver/tchisla/limits.py" />
            <source>at most %n copies, values up to {value}, factorials up to {factorial}!, exponents up to {exponent}, {stored} stored values</source>
            <translation>
                <numerusform>最多 %n 个数字，数值不超过 {value}，阶乘不超过 {factorial}!，指数不超过 {exponent}，最多存储 {stored} 个值</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the digit must be one of 1..9, not {digit}</source>
            <translation>数字必须是 1 到 9 中的一个，而不是 {digit}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target must be a positive whole number, not {target}</source>
            <translation>目标数必须是正整数，而不是 {target}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>type a target, a positive whole number such as 2016 or 10^12</source>
            <translation>请输入目标数，须为正整数，例如 2016 或 10^12</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target must be a positive whole number such as 2016 or 10^12, not “{typed}”</source>
            <translation>目标数必须是正整数（例如 2016 或 10^12），而不是“{typed}”</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/limits.py" />
            <source>the target “{typed}” is too large: at most {most}</source>
            <translation>目标数“{typed}”太大了，最大是 {most}</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>the levels it needs do not fit in max_stored</source>
            <translation>所需的搜索层级超出了 max_stored 的限制</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>not found within the limits ({limits})</source>
            <translation>在限制内未找到（{limits}）</translation>
        </message>
        <message>
            <location filename="../../solver/tchisla/search.py" />
            <source>{message}: {why}</source>
            <translation>{message}：{why}</translation>
        </message>
    </context>
    <context>
        <name>Text</name>
        <message>
            <location filename="__init__.py" />
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{sentence}.</source>
            <translation>{sentence}。</translation>
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{text}, {item}</source>
            <translation>{text}，{item}</translation>
        </message>
        <message>
            <location filename="__init__.py" />
            <source>{text} ({note})</source>
            <translation>{text}（{note}）</translation>
        </message>
    </context>
    <context>
        <name>Time</name>
        <message>
            <location filename="../game/clock.py" />
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <location filename="../game/clock.py" />
            <source>{year}-{month:02}-{day:02}</source>
            <translation>{year}年{month}月{day}日</translation>
        </message>
    </context>
    <context>
        <name>Views</name>
        <message>
            <location filename="../views/__init__.py" />
            <source>Helper</source>
            <translation>解题助手</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Play</source>
            <translation>对战电脑</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Score attack</source>
            <translation>限时挑战</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Daily</source>
            <translation>每日一题</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Two players</source>
            <translation>双人对战</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Tchisla</source>
            <translation>同数巧算</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../views/__init__.py" />
            <source>Learn</source>
            <translation>学习</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <location filename="../game/share.py" />
            <location filename="../shell/languages.py" />
            <location filename="../shell/worksheet_pdf.py" />
            <source>Twenty-Four</source>
            <translation>算24点</translation>
        </message>
        <message>
            <location filename="../shell/gui.py" />
            <source>Something went wrong ({what}), and it could not be written to the error log ({reason}).</source>
            <translation>出错了（{what}），而且无法写入错误日志（{reason}）。</translation>
        </message>
        <message>
            <location filename="../shell/gui.py" />
            <source>Something went wrong ({what}). Details are in {log}.</source>
            <translation>出错了（{what}）。详情见 {log}。</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Solver: compiled (mypyc)</source>
            <translation>求解器：已编译（mypyc）</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Solver: pure Python</source>
            <translation>求解器：纯 Python</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>The {view} view could not be opened:
{reason}</source>
            <translation>无法打开“{view}”页面：
{reason}</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Preferences…</source>
            <translation>设置(&amp;P)…</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Round time, computer, target, cards, deck</source>
            <translation>回合时间、电脑、目标、牌数、牌组</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Worksheet…</source>
            <translation>练习卷(&amp;W)…</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Print a sheet of hands to solve, with its answer key</source>
            <translation>打印一份练习题，附参考答案</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>H&amp;ost a room…</source>
            <translation>开房间(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Play together: phones and computers on this network join</source>
            <translation>一起玩：同一网络里的手机和电脑都能加入</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Join a room…</source>
            <translation>加入房间(&amp;J)…</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Play in a room another computer on this network hosts</source>
            <translation>到同一网络里另一台电脑开的房间里一起玩</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit {name}</source>
            <translation>退出{name}</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>How to play</source>
            <translation>玩法说明</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;About {name}</source>
            <translation>关于{name}(&amp;A)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>About this program</source>
            <translation>关于本程序</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Show the {view} view</source>
            <translation>显示“{view}”页面</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Sounds</source>
            <translation>音效(&amp;S)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Sound effects on or off (the volume is in Preferences)</source>
            <translation>开关音效（音量在设置里调）</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>System language</source>
            <translation>跟随系统语言</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Show the game in this language</source>
            <translation>用这种语言显示游戏</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Language: {language}. Messages already on screen stay as they were written.</source>
            <translation>语言：{language}。已经显示的消息保持原来的语言。</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>{name} {version}

The 24-point card game and a helper that knows every distinct answer, with exact arithmetic.

Settings: {settings}
Match history: {history}</source>
            <translation>{name} {version}

算24点纸牌游戏，附带一个能找出所有不同解法的助手，采用精确运算。

设置：{settings}
历史记录：{history}</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>About</source>
            <translation>关于</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit?</source>
            <translation>退出吗？</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <location filename="../shell/main_window.py" />
            <source>Keep playing</source>
            <translation>继续游戏</translation>
        </message>
    </context>
    <context>
        <name>Worksheet</name>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Letter</source>
            <translation>Letter（美式信纸）</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Mixed</source>
            <translation>混合</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Hint: {hint}</source>
            <translation>提示：{hint}</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has too many different hands to sort them by difficulty: choose a smaller range of numbers.</source>
            <translation>牌组“{deck}”的手牌太多，无法按难度分级：请选一个小一些的数字范围。</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has no {level} hands.</source>
            <translation>牌组“{deck}”没有{level}难度的牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/worksheet.py" />
            <source>The deck {deck} has only %n {level} hands: ask for fewer hands or another level.</source>
            <translation>
                <numerusform>牌组“{deck}”只有 %n 道{level}难度的题：请减少题数或换一个难度。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Make {target}</source>
            <translation>算{target}点</translation>
        </message>
        <message numerus="yes">
            <location filename="../game/worksheet.py" />
            <source>%n hands</source>
            <translation>
                <numerusform>%n 题</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Use each of the four cards once, {operators}, to make {target}. Write your answer under the cards.</source>
            <translation>四张牌每张都要用且只用一次，{operators}，算成 {target}。把算式写在牌下面的横线上。</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Card values: {values}.</source>
            <translation>牌的点数：{values}。</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Name:</source>
            <translation>姓名：</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Date:</source>
            <translation>日期：</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Score:</source>
            <translation>得分：</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Sheet {seed} · page {page} of {pages}</source>
            <translation>练习卷 {seed} · 第 {page} 页，共 {pages} 页</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Answer key</source>
            <translation>参考答案</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>For sheet {seed} ({details}). One answer for each hand, the plainest; the last column says how many different answers the hand has.</source>
            <translation>练习卷 {seed}（{details}）的答案。每题给出一种最简单的解法；最后一列是这题共有几种不同的解法。</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Level</source>
            <translation>难度</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>No.</source>
            <translation>题号</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>An answer</source>
            <translation>一种解法</translation>
        </message>
        <message>
            <location filename="../game/worksheet.py" />
            <source>Answers</source>
            <translation>解法数</translation>
        </message>
        <message>
            <location filename="../shell/worksheet_pdf.py" />
            <source>No Chinese font is installed, so the sheet would print empty boxes: install one (on Debian or Ubuntu: sudo apt install fonts-wqy-microhei).</source>
            <translation>系统没有安装中文字体，打印出来的练习卷会是一个个空方框：请先安装一种中文字体（Debian 或 Ubuntu 上：sudo apt install fonts-wqy-microhei）。</translation>
        </message>
        <message>
            <location filename="../shell/worksheet_pdf.py" />
            <source>The sheet could not be drawn on this device.</source>
            <translation>无法在这台设备上绘制练习卷。</translation>
        </message>
        <message numerus="yes">
            <location filename="../shell/write_worksheet.py" />
            <source>%n {level} hands</source>
            <translation>
                <numerusform>%n 道{level}难度的题</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../shell/write_worksheet.py" />
            <source>{file}: %n pages, {hands} and the key, seed {seed}</source>
            <translation>
                <numerusform>{file}：共 %n 页，{hands}，附参考答案，练习卷编号 {seed}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Worksheet</source>
            <translation>练习卷</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Mixed, easiest first</source>
            <translation>混合（由易到难）</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;New sheet</source>
            <translation>换一份(&amp;N)</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Under each hand</source>
            <translation>印在每题下面</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Print…</source>
            <translation>打印(&amp;P)…</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save as PD&amp;F…</source>
            <translation>存为 PDF(&amp;F)…</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Hands:</source>
            <translation>题数(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Level:</source>
            <translation>难度(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Deck:</source>
            <translation>牌组(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Operators:</source>
            <translation>运算符(&amp;O)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>P&amp;aper:</source>
            <translation>纸张(&amp;A)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>&amp;Sheet number:</source>
            <translation>练习卷编号(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hin&amp;ts:</source>
            <translation>提示(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>How many hands the sheet has (12 fill a page)</source>
            <translation>练习卷有几道题（一页放 12 道）</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>How hard the hands are; a mix goes from easy to expert</source>
            <translation>题目的难度；混合时由简单排到专家</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The paper the sheet is laid out for</source>
            <translation>按哪种纸张排版</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The same number gives the same sheet: it is printed at the foot of every page, so a sheet can be made again</source>
            <translation>编号相同，练习卷就相同：编号印在每页底部，以后可以再生成同一份</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Other hands: a new sheet number</source>
            <translation>换一批题目：换一个新编号</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Under each hand's cards, a plan to start from (the first hint of the coach), never the answer</source>
            <translation>在每题的牌下面印一个从哪里想起的办法（提示的第一条），不印答案</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The pages as they will print</source>
            <translation>打印出来的样子</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Print the sheet and its answer key</source>
            <translation>打印练习卷和参考答案</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save the sheet and its key as a PDF file</source>
            <translation>把练习卷和参考答案存为 PDF 文件</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hands</source>
            <translation>题数</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Paper</source>
            <translation>纸张</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Sheet number</source>
            <translation>练习卷编号</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Hints</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Preview</source>
            <translation>预览</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Dealing the hands…</source>
            <translation>正在出题……</translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>%n pages: the hands, then the answer key. Print them, or save them as a PDF.</source>
            <translation>
                <numerusform>共 %n 页：先是题目，后面是参考答案。可以打印，也可以存为 PDF。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Printing cancelled: nothing was printed.</source>
            <translation>已取消打印，什么也没有打印。</translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Printed %n pages to the file {path}.</source>
            <translation>
                <numerusform>已把 %n 页打印到文件 {path}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Sent %n pages to the printer {printer}.</source>
            <translation>
                <numerusform>已把 %n 页送到打印机 {printer}。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>worksheet-{number}.pdf</source>
            <translation>练习卷-{number}.pdf</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Save the worksheet</source>
            <translation>保存练习卷</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../widgets/worksheet_dialog.py" />
            <source>The sheet could not be saved as {path}: {reason}.</source>
            <translation>练习卷没能保存为 {path}：{reason}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../widgets/worksheet_dialog.py" />
            <source>Saved %n pages as {path}.</source>
            <translation>
                <numerusform>已把 %n 页保存为 {path}。</numerusform>
            </translation>
        </message>
    </context>
</TS>
