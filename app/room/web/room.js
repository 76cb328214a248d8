// A player's page of a Twenty-Four room: join, play each round (type the answer or combine the
// cards), see who scored and the standings; reconnects by itself. Every text from the room or
// from a player is shown with textContent, never as markup. The protocol: docs/room-protocol.md.
"use strict";

(function () {
  const VERSION = 1;
  const PING_MS = 15000;
  // After a drop, how long the page tries to join again before it stops and says so (the room
  // may have closed while the page was away: its `closed` never came). The app's Join gives up
  // as long after (app.room.joining.GIVE_UP_SECONDS).
  const GIVE_UP_MS = 120000;
  const SIGNS = { "+": "+", "-": "−", "*": "×", "/": "÷" };
  const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
  const PRECEDENCE = { "+": 1, "-": 1, "*": 2, "/": 2 };
  const $ = (id) => document.getElementById(id);

  const state = {
    lang: "en",
    ws: null,
    name: "",
    code: "",
    key: null,
    joined: false,
    closed: false, // the host closed the room, or the game cannot be joined: no reconnecting
    retry: 0,
    lostAt: null, // when the connection dropped (performance.now()), until the room welcomes again
    gaveUp: false, // the room did not answer for GIVE_UP_MS: nothing is tried until Try again
    retryTimer: null,
    pingTimer: null,
    rules: null,
    round: null, // {round, total, cards, target, deadline, done}
    table: null, // the cards being combined
    clockTimer: null,
    nextTimer: null,
    players: [],
    line: { text: "", kind: "" }, // what the message line says (see `say`)
    goal: null, // what the goal line says: {key, fields}, or {over: who won, by language}
    lastRound: null, // the round played last (its label stays after it)
    result: null, // the last round's result, as the room sent it
    nextLeft: null, // seconds until the next round starts by itself (null: the host starts it)
  };

  // --- texts ------------------------------------------------------------------------------

  // A text of the page's in the language of the moment. A text with a number `n` may have a form
  // for each of the language's plural categories ({one: "{n} pt", other: "{n} pts"}): the one
  // the language's rules choose for n is used ("other" when it has none of its own).
  function t(key, fields) {
    const texts = window.ROOM_TEXTS[state.lang] || window.ROOM_TEXTS.en;
    let text = texts[key] || window.ROOM_TEXTS.en[key] || key;
    if (typeof text === "object") {
      const n = Number((fields || {}).n);
      const tag = state.lang === "zh_CN" ? "zh-CN" : "en";
      text = text[new Intl.PluralRules(tag).select(n)] || text.other;
    }
    for (const [name, value] of Object.entries(fields || {})) {
      text = text.split("{" + name + "}").join(String(value));
    }
    return text;
  }

  function chooseLanguage() {
    const kept = localStorage.getItem("room-lang");
    if (kept === "en" || kept === "zh_CN") return kept;
    const wanted = navigator.languages || [navigator.language || "en"];
    return wanted.some((tag) => String(tag).toLowerCase().startsWith("zh")) ? "zh_CN" : "en";
  }

  function applyLanguage() {
    document.documentElement.lang = state.lang === "zh_CN" ? "zh-CN" : "en";
    document.title = t("title");
    for (const element of document.querySelectorAll("[data-text]")) {
      element.textContent = t(element.dataset.text);
    }
    for (const element of document.querySelectorAll("[data-label]")) {
      element.setAttribute("aria-label", t(element.dataset.label));
    }
    $("language").setAttribute("aria-label", t("otherName"));
    $("answer").placeholder = t("answerHint");
    if (state.lastRound) showRoundLabel();
    sayAgain();
  }

  function switchLanguage() {
    state.lang = state.lang === "en" ? "zh_CN" : "en";
    localStorage.setItem("room-lang", state.lang);
    applyLanguage();
    send({ type: "language", lang: state.lang });
  }

  // What the message line says: one of the page's own texts (`tell`: said again in the other
  // language) or the room's (`say`: `about` says which, for the room's `texts` to replace).
  function say(text, kind, about) {
    state.line = Object.assign({ text: text || "", kind: kind || "" }, about || {});
    const message = $("message");
    message.textContent = state.line.text;
    message.className = state.line.kind;
  }

  function tell(key, fields, kind) {
    say(t(key, fields), kind, { key: key, fields: fields });
  }

  // The page's own texts in the message line, the goal, the result and the standings, again in
  // the language of the moment (the room's own come again in its `texts`).
  function sayAgain() {
    if (state.line.key) tell(state.line.key, state.line.fields, state.line.kind);
    if (state.goal) showGoal(state.goal);
    if (state.result && !$("round-result").hidden) drawResult(state.result);
    if (state.players.length) showPlayers(state.players);
  }

  // --- the connection ----------------------------------------------------------------------

  function send(message) {
    if (state.ws && state.ws.readyState === WebSocket.OPEN) {
      state.ws.send(JSON.stringify(Object.assign({ v: VERSION }, message)));
    }
  }

  function connect() {
    clearTimeout(state.retryTimer);
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(scheme + "//" + location.host + "/ws");
    state.ws = ws;
    ws.onopen = () => {
      const join = { type: "join", name: state.name, code: state.code, lang: state.lang };
      if (state.key) join.key = state.key;
      send(join);
    };
    ws.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (error) {
        return;
      }
      const handler = HANDLERS[message.type];
      if (handler) handler(message);
    };
    ws.onclose = () => {
      if (state.ws !== ws) return;
      state.ws = null;
      clearInterval(state.pingTimer);
      if (state.closed) return;
      if (!state.joined) {
        if (state.retry === 0) tell("noRoom", null, "bad");
        setJoining(false);
        return;
      }
      const now = performance.now();
      if (state.lostAt === null) state.lostAt = now;
      if (now - state.lostAt >= GIVE_UP_MS) return giveUp();
      tell("lost", null, "bad");
      const wait = Math.min(10000, 1000 * 2 ** state.retry);
      state.retry += 1;
      state.retryTimer = setTimeout(connect, wait);
    };
  }

  // The room has not answered since GIVE_UP_MS: nothing is tried by itself any more, and the
  // page says so; Try again tries at once (and again by itself for as long).
  function giveUp() {
    state.gaveUp = true;
    endPlay("noAnswer");
    tell("gone", null, "bad");
    $("retry").hidden = false;
  }

  function tryAgain() {
    $("retry").hidden = true;
    state.gaveUp = false;
    state.retry = 0;
    state.lostAt = performance.now();
    tell("lost", null, "bad");
    connect();
  }

  // The connection is let go of, its closing unheard (nothing is tried again after it).
  function letGo() {
    const ws = state.ws;
    state.ws = null;
    if (ws) ws.close();
  }

  function setJoining(joining) {
    $("join-submit").disabled = joining;
    $("join-submit").textContent = t(joining ? "joining" : "join");
  }

  function join(event) {
    event.preventDefault();
    const name = $("join-name").value.trim();
    const code = $("join-code").value.replace(/[\s-]/g, "").toUpperCase();
    if (!name) return tell("needName", null, "bad");
    if (!code) return tell("needCode", null, "bad");
    if (name !== state.name) state.key = null;
    state.name = name;
    state.code = code;
    state.closed = false;
    state.retry = 0;
    localStorage.setItem("room-name", name);
    setJoining(true);
    connect();
  }

  // --- messages from the room -------------------------------------------------------------

  const HANDLERS = {
    welcome(message) {
      const returning = state.joined;
      state.joined = true;
      state.retry = 0;
      state.lostAt = null;
      state.gaveUp = false;
      $("retry").hidden = true;
      state.key = message.key;
      state.name = message.name;
      state.rules = message.rules;
      sessionStorage.setItem("room", JSON.stringify({ name: state.name, code: state.code, key: state.key }));
      $("join-view").hidden = true;
      $("play-view").hidden = false;
      $("standings-view").hidden = false;
      showRules(message.rules);
      showPlayers(message.players);
      clearInterval(state.pingTimer);
      state.pingTimer = setInterval(() => send({ type: "ping" }), PING_MS);
      if (message.round) startRound(message.round);
      else if (message.phase === "over") waitForRound("gameOver"); // no round will come
      else waitForRound(message.phase === "between" ? "waitingNext" : "waiting");
      // after the round's own line: a player back in the middle of a round reads so
      if (returning || message.returning) tell("back", null, "good");
      else tell("welcome", { name: state.name }, "good");
    },
    error(message) {
      if (state.joined && ROOM_GONE.includes(message.reason)) {
        // joining again, the room said it is closed, or another room answers at its address
        letGo();
        HANDLERS.closed(message);
        return;
      }
      say(message.text, "bad");
      if (!state.joined) {
        // refused (a wrong code, a name taken): the refusal stays, not "cannot be reached"
        setJoining(false);
        letGo();
      }
    },
    players(message) {
      showPlayers(message.players);
    },
    round(message) {
      startRound(message);
    },
    verdict(message) {
      say(message.text, message.ok ? "good" : "bad", { verdict: message.round });
      if (message.ok || message.verdict === "no solution, wrongly claimed") finishPlaying();
      else if (state.table && state.table.cards.filter(Boolean).length === 1) undo();
    },
    result(message) {
      showResult(message);
    },
    over(message) {
      showPlayers(message.standings);
      say(message.text, "good", { over: true });
      waitForRound(null);
      showGoal({ over: { [state.lang]: message.text } }); // kept once the room closes
    },
    texts(message) {
      // the room's texts again, in the language switched to
      state.rules = Object.assign({}, state.rules, { text: message.rules });
      showRules(state.rules);
      const result = message.result;
      if (result && state.result && result.round === state.result.round) {
        state.result = Object.assign({}, state.result, { text: result.text, note: result.note });
        if (!$("round-result").hidden) drawResult(state.result);
      }
      if (message.over && state.goal && state.goal.over) {
        state.goal.over[state.lang] = message.over;
        showGoal(state.goal);
      }
      if (message.over && state.line.over) say(message.over, state.line.kind, { over: true });
      const verdict = message.verdict;
      if (verdict && state.line.verdict === verdict.round) {
        say(verdict.text, state.line.kind, { verdict: verdict.round });
      }
    },
    closed(message) {
      state.closed = true;
      tell("hostClosed", null, ""); // the room's words, kept in the page's table to follow a switch
      endPlay("closed");
    },
    pong() {},
  };

  // The refusals of a join that say the room the player was in is gone.
  const ROOM_GONE = ["closed", "wrong-code"];

  // Nothing more is played (the room closed, or does not answer): no clock, no round coming or
  // on. Who won stays; anything else says why (`goalKey`).
  function endPlay(goalKey) {
    clearInterval(state.pingTimer);
    clearInterval(state.clockTimer);
    clearInterval(state.nextTimer);
    disablePlay(true);
    $("clock").textContent = "";
    state.round = null;
    state.nextLeft = null;
    if (!(state.goal && state.goal.over)) showGoal({ key: goalKey });
    showNext();
  }

  // --- the round ----------------------------------------------------------------------------

  function showRoundLabel() {
    const round = state.lastRound;
    $("round-label").textContent = t("round", { n: round.round, total: round.total });
  }

  function startRound(round) {
    clearInterval(state.nextTimer);
    state.round = Object.assign({}, round, {
      deadline: performance.now() + round.remaining * 1000,
    });
    $("round-result").hidden = true;
    state.lastRound = round;
    showRoundLabel();
    showGoal({ key: "make", fields: { target: round.target } });
    state.table = newTable(round.cards);
    drawTable();
    drawOperators();
    $("answer").value = "";
    disablePlay(Boolean(round.done));
    tell(round.done ? "waitingNext" : "pick", null, "");
    clearInterval(state.clockTimer);
    tickClock();
    state.clockTimer = setInterval(tickClock, 250);
    if (!round.done) $("answer").focus({ preventScroll: true });
  }

  function tickClock() {
    if (!state.round) return;
    const left = Math.max(0, Math.ceil((state.round.deadline - performance.now()) / 1000));
    $("clock").textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
    $("clock").classList.toggle("hurry", left <= 10);
    if (left === 0) clearInterval(state.clockTimer);
  }

  function finishPlaying() {
    disablePlay(true);
  }

  function disablePlay(disabled) {
    for (const element of document.querySelectorAll("#play-view button, #answer")) {
      element.disabled = disabled;
    }
  }

  function waitForRound(key) {
    disablePlay(true);
    clearInterval(state.clockTimer);
    $("clock").textContent = "";
    if (key) showGoal({ key: key });
  }

  function showGoal(goal) {
    state.goal = goal;
    // who won, in each language the room has said it in (once it closes, it cannot be asked)
    const won = goal.over && (goal.over[state.lang] || Object.values(goal.over).pop());
    $("goal").textContent = goal.key ? t(goal.key, goal.fields) : won; // it says the game is over
  }

  function submitAnswer(event) {
    event.preventDefault();
    const text = $("answer").value.trim();
    if (!state.round || !text) return;
    send({ type: "answer", round: state.round.round, text: text });
    tell("sent", null, "");
  }

  function claimNoSolution() {
    if (!state.round) return;
    send({ type: "no_solution", round: state.round.round });
  }

  // --- combining the cards (exact: fractions of BigInts) ---------------------------------------

  function gcd(a, b) {
    a = a < 0n ? -a : a;
    b = b < 0n ? -b : b;
    while (b) [a, b] = [b, a % b];
    return a;
  }

  function fraction(num, den) {
    if (den < 0n) [num, den] = [-num, -den];
    const g = gcd(num, den) || 1n;
    return { num: num / g, den: den / g };
  }

  const APPLY = {
    "+": (a, b) => fraction(a.num * b.den + b.num * a.den, a.den * b.den),
    "-": (a, b) => fraction(a.num * b.den - b.num * a.den, a.den * b.den),
    "*": (a, b) => fraction(a.num * b.num, a.den * b.den),
    "/": (a, b) => fraction(a.num * b.den, a.den * b.num),
  };

  function valueText(value) {
    return value.den === 1n ? String(value.num) : value.num + "/" + value.den;
  }

  function newTable(cards) {
    return {
      cards: cards.map((card) => ({
        value: fraction(BigInt(card.value), 1n),
        text: String(card.value),
        precedence: 3,
        dealt: card,
      })),
      picked: null,
      operator: null,
      history: [],
    };
  }

  function bracket(card, needs) {
    return needs ? "(" + card.text + ")" : card.text;
  }

  function combine(first, operator, second) {
    const table = state.table;
    const a = table.cards[first];
    const b = table.cards[second];
    if (operator === "/" && b.value.num === 0n) return tell("divZero", null, "bad");
    const value = APPLY[operator](a.value, b.value);
    if (state.rules && state.rules.whole && (value.den !== 1n || value.num < 0n)) {
      return tell("notWhole", { a: valueText(a.value), op: SIGNS[operator], b: valueText(b.value) }, "bad");
    }
    const level = PRECEDENCE[operator];
    const strictRight = operator === "-" || operator === "/";
    const text =
      bracket(a, a.precedence < level) + operator +
      bracket(b, strictRight ? b.precedence <= level : b.precedence < level);
    table.history.push({ cards: table.cards.slice(), picked: table.picked, operator });
    table.cards[second] = { value, text, precedence: level, dealt: null };
    table.cards[first] = null;
    table.picked = second;
    table.operator = null;
    drawTable();
    if (table.cards.filter(Boolean).length === 1) {
      $("answer").value = text;
      send({ type: "answer", round: state.round.round, text });
      tell("sent", null, "");
    } else {
      tell("pickOperator", null, "");
    }
  }

  function pick(place) {
    const table = state.table;
    if (!table || !table.cards[place] || $("answer").disabled) return;
    if (table.picked === place) {
      table.picked = null;
      table.operator = null;
    } else if (table.picked !== null && table.operator) {
      return combine(table.picked, table.operator, place);
    } else {
      table.picked = place;
      tell("pickOperator", null, "");
    }
    drawTable();
    drawOperators();
  }

  function choose(operator) {
    const table = state.table;
    if (!table || table.picked === null) return tell("pick", null, "");
    table.operator = table.operator === operator ? null : operator;
    drawOperators();
    if (table.operator) tell("pickSecond", null, "");
  }

  function undo() {
    const table = state.table;
    if (!table) return;
    if (table.operator) table.operator = null;
    else if (table.picked !== null && !table.history.length) table.picked = null;
    else if (table.history.length) {
      const last = table.history.pop();
      table.cards = last.cards;
      table.picked = null;
      table.operator = null;
    } else table.picked = null;
    drawTable();
    drawOperators();
  }

  function reset() {
    if (!state.round) return;
    state.table = newTable(state.round.cards);
    drawTable();
    drawOperators();
  }

  function drawTable() {
    const row = $("cards");
    row.replaceChildren();
    state.table.cards.forEach((card, place) => {
      if (!card) return;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "card" + (state.table.picked === place ? " picked" : "") +
        (card.dealt ? " suit-" + card.dealt.suit : " made");
      button.setAttribute("data-testid", "card");
      button.dataset.value = valueText(card.value);
      button.dataset.place = String(place + 1);
      button.setAttribute("aria-pressed", String(state.table.picked === place));
      const face = document.createElement("span");
      face.className = "face";
      face.textContent = card.dealt ? card.dealt.rank + (SUITS[card.dealt.suit] || "") : valueText(card.value);
      button.append(face);
      if (card.dealt && String(card.dealt.value) !== card.dealt.rank) {
        const worth = document.createElement("span");
        worth.className = "worth";
        worth.textContent = String(card.dealt.value);
        button.append(worth);
      } else if (!card.dealt) {
        const made = document.createElement("span");
        made.className = "worth";
        made.textContent = card.text.replace(/[-*/]/g, (s) => SIGNS[s]);
        button.append(made);
      }
      button.addEventListener("click", () => pick(place));
      row.append(button);
    });
    $("undo").disabled = $("answer").disabled || !(state.table.history.length || state.table.picked !== null);
  }

  function drawOperators() {
    const row = $("operators");
    row.replaceChildren();
    const allowed = state.rules ? state.rules.operators : "+-*/";
    for (const symbol of allowed) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "operator" + (state.table && state.table.operator === symbol ? " picked" : "");
      button.textContent = SIGNS[symbol];
      button.setAttribute("aria-pressed", String(Boolean(state.table && state.table.operator === symbol)));
      button.disabled = $("answer").disabled;
      button.addEventListener("click", () => choose(symbol));
      row.append(button);
    }
  }

  // --- results and standings -----------------------------------------------------------------

  function element(tag, text, className) {
    const made = document.createElement(tag);
    if (text !== undefined) made.textContent = text;
    if (className) made.className = className;
    return made;
  }

  function answerBlock(answer, title) {
    const block = element("div", undefined, "answer");
    block.append(element("p", title + answer.text + " = " + answer.target, "expression"));
    const steps = element("ol", undefined, "working");
    for (const step of answer.steps) steps.append(element("li", step));
    block.append(steps);
    return block;
  }

  function showResult(message) {
    clearInterval(state.clockTimer);
    $("clock").textContent = "";
    finishPlaying();
    state.result = message;
    state.round = null;
    const timed = message.next_in !== null && message.next_in !== undefined && !message.last;
    state.nextLeft = timed ? Math.ceil(message.next_in) : null;
    drawResult(message);
    showPlayers(message.standings);
    clearInterval(state.nextTimer);
    if (timed) {
      state.nextTimer = setInterval(() => {
        state.nextLeft -= 1;
        showNext();
        if (state.nextLeft <= 0) clearInterval(state.nextTimer);
      }, 1000);
    }
  }

  function drawResult(message) {
    const box = $("round-result");
    box.replaceChildren();
    box.append(element("h2", message.text));
    for (const scored of message.scored) {
      const line = scored.name + " +" + scored.points + " · " + t("seconds", { s: scored.seconds });
      box.append(element("p", line, "scored"));
      if (scored.answer) box.append(answerBlock(scored.answer, ""));
    }
    if (message.shown) box.append(answerBlock(message.shown, t("oneAnswer") + ": "));
    if (message.note && !message.shown) box.append(element("p", message.note, "note"));
    box.append(element("p", "", "next"));
    box.hidden = false;
    showNext();
  }

  function showNext() {
    const next = $("round-result").querySelector(".next");
    if (!next || !state.result || state.result.last) return;
    if (state.closed || state.gaveUp) {
      next.textContent = ""; // the room has ended, or does not answer: no next round
      return;
    }
    const left = state.nextLeft;
    next.textContent = left !== null && left > 0 ? t("nextIn", { s: left }) : t("waitingNext");
  }

  function showPlayers(players) {
    state.players = players;
    const list = $("scoreboard");
    list.replaceChildren();
    for (const player of players) {
      const item = element("li", undefined, player.name === state.name ? "me" : "");
      item.append(element("span", player.name, "name"));
      if (player.name === state.name) item.append(element("span", " " + t("you"), "tag"));
      if (!player.online) item.append(element("span", " " + t("offline"), "tag"));
      item.append(element("span", t("points", { n: player.score }), "score"));
      list.append(item);
    }
  }

  function showRules(rules) {
    const list = $("rules");
    list.replaceChildren();
    for (const line of rules.text) list.append(element("li", line));
    $("rules-view").hidden = false;
  }

  // --- keys ---------------------------------------------------------------------------------

  function onKey(event) {
    if (!state.table || $("play-view").hidden || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target === $("answer") || event.target.tagName === "INPUT") return;
    const key = event.key;
    if (/^[1-6]$/.test(key)) {
      // the n-th card from the left, as the player sees the row
      const places = state.table.cards.map((card, place) => (card ? place : -1)).filter((p) => p >= 0);
      const place = places[Number(key) - 1];
      if (place !== undefined) pick(place);
    } else if (key in SIGNS || key === "x" || key === "X") {
      choose(key === "x" || key === "X" ? "*" : key);
    } else if (key === "Backspace" || key === "z" || key === "Z") {
      undo();
    } else if (key === "Escape") {
      state.table.picked = null;
      state.table.operator = null;
      drawTable();
      drawOperators();
    } else {
      return;
    }
    event.preventDefault();
  }

  // --- start ----------------------------------------------------------------------------------

  function start() {
    state.lang = chooseLanguage();
    applyLanguage();
    const params = new URLSearchParams(location.search);
    const saved = JSON.parse(sessionStorage.getItem("room") || "null");
    $("join-code").value = params.get("code") || (saved && saved.code) || "";
    $("join-name").value = (saved && saved.name) || localStorage.getItem("room-name") || "";
    if (saved && saved.key && saved.name === $("join-name").value) {
      state.key = saved.key;
    }
    $("join-form").addEventListener("submit", join);
    $("answer-form").addEventListener("submit", submitAnswer);
    $("language").addEventListener("click", switchLanguage);
    $("no-solution").addEventListener("click", claimNoSolution);
    $("undo").addEventListener("click", undo);
    $("reset").addEventListener("click", reset);
    $("retry").addEventListener("click", tryAgain);
    document.addEventListener("keydown", onKey);
    (params.get("code") && $("join-name").value ? $("join-submit") : $("join-name")).focus();
  }

  start();
})();
