// Draws the explore area under the board: the tabs, the shown position, and the pane of the open
// view (whole table, play, optimal line, comparison). Reads state and the solver's answers
// (`ask`: the shown solution's, solver/answers.js); never changes state.
import { renderTable, blankTable } from "./table.js";
import { renderHistogram } from "./histogram.js";
import { axisPlaces, onBoard, position } from "../model/places.js";
import { pixels } from "../solver/heatmap.js";
import { renderChart } from "./chart.js";
import { memoOnGame, memoAlong } from "./memo.js";
import { stateView } from "../board/colouring.js";
import { stateWords, placeName, outcomeWords, plies, duration, catsWords, catSide } from "../model/words.js";
import { here, plies as played, humanToMove, endWords, choosingCats, movesNow, placeOf, moveBetween } from "./play.js";
import { LEVELS, levelOf } from "./level.js";
import { trapsIn, trapWords } from "./trap.js";
import { turnAt } from "./review.js";
import { rows as scoreRows } from "./scorecard.js";
import { nextPlaces, completions } from "./joint.js";
import { lineOf, stateAt, values, lineEndWords } from "./line.js";
import { esc } from "../board/paint/svg.js";
import { $, setText } from "../ui/dom.js";
import { t, number, has } from "../i18n/i18n.js";

/** A level's name in the language in force (a level the catalogues do not know keeps its own). */
const levelName = (level) => (has(`level.${level.id}.name`) ? t(`level.${level.id}.name`) : level.name);

/** What a level does, in the language in force (likewise). */
const levelWords = (level) => (has(`level.${level.id}.words`) ? t(`level.${level.id}.words`) : level.words);

/**
 * Renders the explore area.
 * @param {object} state
 * @param {{mouse:number, cats:number[], turn:number}} at   the position on the board
 * @param {(kind: string, ...args: number[]) => any} ask
 * @returns {boolean} whether more is to draw in the next frame (the second heatmap)
 */
export function renderExplore(state, at, ask) {
  const tab = state.view.tab;
  for (const b of document.querySelectorAll("[role=tab][data-tab]")) {
    const on = b.dataset.tab === tab;
    b.setAttribute("aria-selected", String(on));
    b.tabIndex = on ? 0 : -1;
  }
  for (const pane of ["table", "play", "line", "compare", "watch"]) $(`#pane-${pane}`).hidden = pane !== tab;
  const cols = state.grid.rows[0]?.length ?? 1;
  const sol = state.solution;
  $("#shown-words").textContent = sol && onBoard(at, sol.places)
    ? t(state.view.at ? "explore.shown" : "explore.start", { state: stateWords(state.mode, cols, at.mouse, at.cats, at.turn, stateView(sol, at.mouse, at.cats, at.turn), sol.turnLimit) })
    : state.solving ? t("explore.solving") : "";
  // (nothing to go back to at the start itself: the line's first step, a game's first position)
  $("#back-to-start").hidden = !state.view.at || atStart(state, at);
  const note = $("#record-note");
  note.hidden = !state.recordNote;
  setText(note, state.recordNote?.text ?? "");
  note.dataset.kind = state.recordNote?.kind ?? "";
  renderStepper(state, at, ask);
  // (while the puzzle solves, no other table's heatmaps or hardest positions stay in view)
  if (!sol && tab === "table") {
    blankTable([$("#heat-0"), $("#heat-1")]);
    renderHistogram(state, ask);
  }
  if (!sol) return false;
  if (tab === "table") return renderTablePane(state, ask);
  if (tab === "play") return renderPlayPane(state, ask, at);
  if (tab === "line") renderLinePane(state, ask);
  else if (tab === "compare") renderComparePane(state);
  // the Watch pane is drawn by watch/view.js, with the board's framed colouring
  return false;
}

/**
 * Whether `at` is the puzzle's own start (its pieces, its first player to move): the board shows
 * the start, whoever put it there.
 */
function atStart(state, at) {
  const sol = state.solution;
  if (!sol) return true;
  const own = position({ mode: state.mode, graph: state.graph, grid: state.grid, view: { at: null, drag: null, turn: sol.start.turn } });
  const sorted = (cats) => [...cats].sort((a, b) => a - b).join(",");
  return own.mouse === at.mouse && own.turn === at.turn && sorted(own.cats) === sorted(at.cats);
}

/** The Table tab; returns whether a heatmap is still to draw (explore/table.js renderTable). */
function renderTablePane(state, ask) {
  const sol = state.solution;
  const grid = sol.kind === "grid";
  const grouped = (n) => number(n, { useGrouping: true });
  const item = (cls, letter, label, count) => `<span class="count"><span class="swatch o-${cls}" aria-hidden="true">${letter}</span>`
    + `${esc(t("table.count", { label: t(label) }))}<b data-count="${cls}">${grouped(count)}</b></span>`;
  const places = axisPlaces(state);
  // several cats: the table is mouse × the cats' multisets, which the mouse × cat heatmaps cannot show
  const several = sol.catCount > 1;
  document.querySelector("#pane-table .heatmaps").hidden = several;
  // a worker-held table's counts come with its heatmaps
  const more = !several && renderTable([$("#heat-0"), $("#heat-1")], state, places);
  if (several && !sol.counts) sol.counts = ask("counts");
  renderHistogram(state, ask);
  const c = sol.counts;
  // (the counts of the puzzle solved last, not the one being solved, are not shown meanwhile)
  $("#table-summary").innerHTML = state.solving ? esc(t("table.solving")) : !c ? esc(t("table.counting")) : esc(t("table.positions", { count: grouped(c.draw + c.mouseWin + c.catWin) }))
    + item("mouse", "M", "table.mouseWins", c.mouseWin) + item("cat", "C", several ? "table.catsWin" : "table.catWins", c.catWin)
    + item(grid ? "endless" : "draw", grid ? "∞" : "=", grid ? "table.endless" : "table.draws", c.draw)
    + (c.notAPosition ? ` <span class="count muted">${esc(t("table.noPosition", { count: grouped(c.notAPosition), why: t(grid ? "table.noPosition.wall" : several ? "table.noPosition.cats" : "table.noPosition.cat") }))}</span>` : "");
  const k = places.length;
  const sampled = pixels(k).side < k ? t("table.sampled", { n: (k / pixels(k).side).toFixed(1) }) : "";
  const hv = state.view.tableHover;
  const cols = state.grid.rows[0]?.length ?? 1;
  if (several) {
    $("#table-hover").textContent = t("table.several", { cats: sol.catCount, entries: grouped(c ? c.draw + c.mouseWin + c.catWin + c.notAPosition : 0) });
    return false;
  }
  if (hv) {
    setText($("#table-hover"), t("table.hover", { state: stateWords(state.mode, cols, hv.mouse, hv.cats, hv.turn, stateView(sol, hv.mouse, hv.cats, hv.turn), sol.turnLimit) }));
  } else {
    setText($("#table-hover"), t("table.help", { axis: grid ? t("table.axis.grid") : t("table.axis.graph", { last: String(k - 1) }), sampled }));
  }
  return more;
}

/** The most joint moves of several cats listed as buttons (beyond, they are picked on the board only). */
const MAX_JOINT_LISTED = 24;

/** The Play tab; returns whether more of a long game is still to work out (its values, its turning points: a slice a frame). */
function renderPlayPane(state, ask, at) {
  const game = state.game;
  const sol = state.solution;
  const several = sol.catCount > 1;
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => (state.mode === "graph" ? String(p) : placeName("grid", p, cols).replace(/^[^(]*/, ""));
  for (const b of document.querySelectorAll("[data-play]")) {
    b.setAttribute("aria-pressed", String(game?.human === b.dataset.play));
    if (b.dataset.play === "cat") b.textContent = t(several ? "play.cats" : "play.cat");
  }
  // the engine's level and the next game's seed
  const settings = state.playing;
  const levelBox = $("#play-level");
  if (levelBox.value !== settings.level) levelBox.value = settings.level;
  // (the options, made once by explore/controls.js, in the language in force)
  for (const option of levelBox.options) {
    const level = levelOf(option.value);
    if (!level) continue;
    if (option.textContent !== levelName(level)) option.textContent = levelName(level);
    if (option.title !== levelWords(level)) option.title = levelWords(level);
  }
  const seedBox = $("#play-seed");
  if (document.activeElement !== seedBox && seedBox.value !== String(settings.seed)) seedBox.value = String(settings.seed);
  const level = levelOf(game?.level ?? settings.level);
  const seeded = level.temperature === 0 ? "" : t("play.seeded", { seed: String(game ? game.seed : settings.seed) });
  setText($("#play-level-words"), t("play.engine", { name: levelName(level), words: levelWords(level), seeded })
    + (game && game.seed !== settings.seed ? t("play.nextSeed", { seed: String(settings.seed) }) : ""));
  $("#play-undo").disabled = !game || game.states.length <= 1;
  $("#play-restart").disabled = !game || game.states.length <= 1;
  $("#play-swap").disabled = !game || !!game.over;
  $("#play-best").disabled = !game || !humanToMove(game);
  $("#play-export").disabled = !game;
  const words = $("#play-words");
  const chart = $("#play-chart");
  renderScorecard(state);
  renderCatsChoice(state, ask, name);
  renderTraps(state, ask, name);
  if (!game) {
    const from = at.mouse >= 0 && at.cats.every((c) => c >= 0)
      ? t("play.from.at", {
        from: t(state.view.at ? "play.from.shown" : "play.from.start"), mouse: placeName(state.mode, at.mouse, cols),
        cats: catsWords(state.mode, at.cats, cols), mover: at.turn === 0 ? t("words.side.mouse") : catSide(at.cats),
      })
      : t("play.from.shown");
    words.setAttribute("aria-busy", "false");
    setText(words, t("play.idle", { from, several: several ? t("play.idleCats", { cats: sol.catCount }) : "" }));
    words.dataset.state = "idle";
    renderChart(chart, []);
    $("#play-review").hidden = true;
    return;
  }
  const s = here(game);
  const view = stateView(sol, s.mouse, s.cats, s.turn);
  const ply = played(game);
  words.dataset.state = game.over ? "over" : humanToMove(game) ? "yours" : "engine";
  // one announcement per move: while the engine thinks the words are busy, and the position after
  // its reply is said once (not the user's move, "thinking" and the reply, each in turn)
  words.setAttribute("aria-busy", String(!game.over && !humanToMove(game)));
  words.dataset.plies = String(ply);
  words.dataset.winner = game.over?.winner ?? "";
  words.dataset.reason = game.over?.reason ?? "";
  words.dataset.human = game.human;
  words.dataset.level = game.level;
  words.dataset.seed = String(game.seed);
  // (each move: the mouse's place, or the cats' places joined by "+")
  words.dataset.moves = memoOnGame(game, "moves", [], () => game.states.slice(1).map((t) => (t.turn === 1 ? t.mouse : t.cats.join("+"))).join(" "));
  if (game.over) {
    setText(words, endWords(game, state.mode));
  } else {
    const piece = t(game.human === "cat" && several ? "play.piece.cats" : `play.piece.${game.human}`);
    const how = t(choosingCats(game) ? "play.howCats" : "play.howRing");
    const who = humanToMove(game) ? t("play.yourMove", { piece, how }) : t("play.thinking");
    const left = sol.kind === "grid" ? ask("pliesLeft", ply) : null;
    const limit = left != null ? t("play.left", { plies: plies(left) }) : "";
    // (a finished game restarted: its end stays on the scorecard, and this game is a new one there)
    const card = game.restarted && ply === 0 ? t("play.restarted") : "";
    setText(words, t("play.status", { ply, who, outcome: outcomeWords(view, sol.turnLimit, sol.catCount), left: limit, card }));
  }
  // (kept while the game stands, and worked out a slice a frame: a game read from a record may
  // hold 100,000 plies)
  const states = game.states;
  const along = memoAlong(game, "history", [sol], states.length, (i) => {
    const v = stateView(sol, states[i].mouse, states[i].cats, states[i].turn);
    return v.outcome === "pending" ? undefined : v;
  });
  const points = game.over ? memoAlong(game, "turns", [sol, game.over, game.swaps.length], states.length - 1, (i) => turnAt(game, sol, ask, i + 1)) : null;
  const turns = points?.done ? points.values.filter(Boolean) : null;
  const values = along.values;
  renderChart(chart, values, {
    label: t("play.chart"),
    hot: state.view.moveHover,
    current: game.over && game.reviewAt !== null ? game.reviewAt : game.states.length - 1,
    turns: (turns ?? []).map((t) => ({ i: t.ply, yours: t.yours, words: turnWords(t, name) })),
  });
  renderReview(state, game, turns, name);
  // more to work out in the next frame (not answers on their way: their arrival redraws)
  return along.more || !!points?.more;
}

/** The catalogue lookup under another name, where `t` names a turning point (turnWords, renderReview). */
const tr = t;

/** A turning point in words: who played what, what it cost, the better move. */
function turnWords(t, name) {
  const move = (m) => (t.by === "mouse" ? name(m) : m.map(name).join(", "));
  const who = tr(t.yours ? "review.you" : "review.engine", { by: tr(`score.${t.by === "mouse" ? "mouse" : "cat"}`) });
  const cost = tr(t.was === "win" ? (t.now === "draw" ? "review.winToDraw" : "review.winToLoss") : "review.drawToLoss");
  return tr("review.turn", { ply: t.ply, who, move: move(t.played), cost, best: t.best === null ? tr("review.noMove") : move(t.best) });
}

/** After a game: its turning points, each shown on the board, the user's with "Try again from here". */
function renderReview(state, game, turns, name) {
  const box = $("#play-review");
  box.hidden = !game.over;
  if (!game.over) return;
  const list = $("#play-turns");
  if (turns === undefined) {
    setText($("#play-review-words"), t("review.working"));
    list.innerHTML = "";
    return;
  }
  const yours = turns.filter((t) => t.yours).length;
  setText($("#play-review-words"), turns.length === 0 ? t("review.none") : t("review.some", { count: turns.length, yours }));
  box.dataset.turns = turns.map((t) => t.ply).join(" ");
  const at = game.reviewAt;
  const items = turns.map((t) => `<li data-ply="${t.ply}"${at === t.ply - 1 ? ' class="shown"' : ""}>${esc(turnWords(t, name))} `
    + `<button type="button" data-review="${t.ply}" aria-pressed="${at === t.ply - 1}">${esc(tr("review.show"))}</button>`
    + (t.yours ? ` <button type="button" data-retry="${t.ply}">${esc(tr("review.retry"))}</button>` : "") + "</li>");
  if (at !== null) items.push(`<li><button type="button" data-review="end">${esc(tr("review.backToEnd"))}</button></li>`);
  const html = items.join("");
  if (list.dataset.html !== html) {
    // (redrawn only when it changes, so that a focused button keeps the focus)
    const focused = document.activeElement?.closest?.("#play-turns button");
    const key = focused ? Object.entries(focused.dataset).map(([k, v]) => `[data-${k}="${v}"]`).join("") : "";
    list.innerHTML = html;
    list.dataset.html = html;
    if (key) list.querySelector(`button${key}`)?.focus();
  }
}

/** The scorecard: the games finished since the page was opened, by level and side. */
function renderScorecard(state) {
  const box = $("#play-scorecard");
  const rows = scoreRows(state.scores, LEVELS.map((l) => l.id));
  box.hidden = rows.length === 0;
  if (box.hidden) return;
  const total = state.scores.length;
  const won = state.scores.filter((s) => s.winner === s.human).length;
  const body = rows.map((r) => `<tr data-level="${r.level}" data-human="${r.human}"><th scope="row">${esc(levelName(levelOf(r.level)))}</th><td>${esc(t(`score.${r.human}`))}</td>`
    + `<td>${r.games}</td><td data-won>${r.won}</td><td>${r.drawn}</td><td>${r.lost}</td></tr>`).join("");
  const heads = ["engine", "youAs", "games", "won", "drawn", "lost"].map((k) => `<th scope="col">${esc(t(`score.${k}`))}</th>`).join("");
  const html = `<caption>${esc(t("score.caption", { count: total, won }))}</caption><tr>${heads}</tr>${body}`;
  const table = $("#play-scores");
  if (table.dataset.html !== html) {
    table.innerHTML = html;
    table.dataset.html = html;
  }
}

/**
 * The traps in the user's moves now: "2 of 3 moves here lose", and on request (Which?) the
 * moves that do; hidden when no move can give the value away.
 */
function renderTraps(state, ask, name) {
  const game = state.game;
  const moves = game && humanToMove(game) ? movesNow(game, state.solution, ask) : null;
  const traps = moves && trapsIn(moves, game.human);
  const box = $("#play-traps");
  box.hidden = !traps;
  if (!traps) return;
  const asked = game.trapsAt === played(game);
  const which = traps.wrong.map((i) => t("trap.to", { place: [].concat(moves[i].to).map(name).join("+") })).join(", ");
  setText($("#play-traps-words"), t(asked ? "trap.sayWhich" : "trap.say", { traps: trapWords(traps), which }));
  const button = $("#play-traps-show");
  button.hidden = asked;
  button.setAttribute("aria-pressed", String(asked));
}

/** Several cats played by the user: what is being picked, and their joint moves as buttons. */
function renderCatsChoice(state, ask, name) {
  const game = state.game;
  const box = $("#play-cats");
  const on = !!game && choosingCats(game);
  box.hidden = !on;
  if (!on) return;
  const moves = movesNow(game, state.solution, ask);
  const s = here(game);
  const k = s.cats.length;
  const picked = game.choice;
  const legal = moves ? moves.map((m) => m.to) : [];
  const next = nextPlaces(legal, picked);
  const list = (places) => places.map(name).join(t("words.listSeparator"));
  setText($("#play-cats-words"), t("cats.choice", {
    cats: list(s.cats), picked: picked.length ? t("cats.picked", { list: list(picked) }) : "", left: k - picked.length, k, next: list(next),
  }));
  $("#play-cats-clear").disabled = picked.length === 0;
  const joint = $("#play-joint");
  const shown = moves ? moves.filter((m) => completions([m.to], picked).length) : [];
  const html = !moves ? "" : shown.length > MAX_JOINT_LISTED
    ? `<p class="detail">${esc(t("cats.tooMany", { count: shown.length }))}</p>`
    : shown.map((m) => `<button type="button" data-joint="${m.to.join(" ")}" data-outcome="${m.view.outcome}">${esc(t("cats.joint", { to: m.to.map(name).join(", "), outcome: outcomeWords(m.view, state.solution.turnLimit, state.solution.catCount) }))}</button>`).join(" ");
  if (joint.dataset.html !== html) {
    joint.innerHTML = html;
    joint.dataset.html = html;
  }
}

function renderLinePane(state, ask) {
  const walk = state.walk;
  const words = $("#line-words");
  const chart = $("#line-chart");
  const moves = $("#line-moves");
  const line = walk ? lineOf(walk, ask) : null;
  for (const id of ["line-first", "line-back", "line-play", "line-fwd", "line-last", "line-export"]) $("#" + id).disabled = !line;
  if (!walk || !line) {
    setText(words, t(walk && line === undefined ? "line.working" : "line.none"));
    renderChart(chart, []);
    moves.textContent = "";
    moves.dataset.html = "";
    return;
  }
  const sol = state.solution;
  const cols = state.grid.rows[0]?.length ?? 1;
  const name = (p) => (state.mode === "graph" ? String(p) : placeName("grid", p, cols).replace(/^[^(]*/, ""));
  const i = walk.step;
  const s = stateAt(line, i);
  const view = stateView(sol, s.mouse, s.cats, s.turn);
  // (❚❚: a glyph Debian's stock fonts have, unlike ⏸)
  $("#line-play").textContent = t(walk.playing ? "line.pause" : "line.play");
  $("#line-play").setAttribute("aria-label", t(walk.playing ? "line.pause" : "line.play"));
  Object.assign(words.dataset, { step: String(i), plies: String(line.plies), end: line.end });
  const ended = i === line.plies;
  // nothing to step to at either end of the line (a step button losing the focus so hands it to
  // the way back, so that the keys keep working)
  const focused = document.activeElement;
  for (const [ids, off, other] of [[["line-first", "line-back"], i === 0, "line-fwd"], [["line-fwd", "line-last"], ended, "line-back"]]) {
    for (const id of ids) {
      const b = $("#" + id);
      b.disabled = off;
      if (off && focused === b && line.plies > 0) $("#" + other).focus();
    }
  }
  const head = t("line.head", { step: i, plies: line.plies, state: stateWords(state.mode, cols, s.mouse, s.cats, s.turn, view, sol.turnLimit) });
  setText(words, t(ended ? "line.endsHere" : "line.ends", { head, plies: plies(line.plies), end: lineEndWords(line, state.mode, sol.catCount) }));
  const all = values(line, sol);
  // the ply under the pointer (the chart, the list), or the next ply when the board's pointer is on its place
  const next = i < line.plies ? stateAt(line, i + 1) : null;
  const nextPlace = next ? placeOf(s, moveBetween(s, next)) : null;
  const hot = state.view.moveHover ?? (state.view.hover !== null && state.view.hover === nextPlace ? i + 1 : null);
  renderChart(chart, all.slice(0, i + 1), { ahead: all.slice(i + 1), current: i, label: t("line.chart"), hot });
  // the moves, the current one marked, the one under the pointer outlined
  const out = [];
  const shown = Math.min(line.plies, 400);
  for (let k = 1; k <= shown; k++) {
    const t = (line.firstTurn + k - 1) % 2;
    const text = t === 0 ? `M→${name(line.mice[k])}` : `C→${line.cats[k].map(name).join(",")}`;
    const item = `<span data-ply="${k}"${k === hot ? ' class="hot"' : ""}>${k}. ${esc(text)}</span>`;
    out.push(k === i ? `<mark>${item}</mark>` : item);
  }
  const html = out.join(" ") + (line.plies > shown ? " …" : "");
  if (moves.dataset.html !== html) {
    moves.innerHTML = html;
    moves.dataset.html = html;
  }
}

function renderComparePane(state) {
  const cmp = state.compare;
  const table = $("#compare-table");
  const sol = state.solution;
  if (!cmp) {
    table.innerHTML = "";
    return;
  }
  const ours = cmp.ours;
  // (a row's words are a function when they are the page's own: said in the language in force)
  const said = (w) => (typeof w === "function" ? w() : w);
  const head = ["algorithm", "answer", "time", "verdict"].map((k) => `<th scope="col">${esc(t(`compare.head.${k}`))}</th>`).join("");
  const rows = [`<tr>${head}</tr>`];
  if (ours) {
    rows.push(`<tr data-baseline="ours" data-verdict="exact"><th scope="row">${esc(t("compare.ours"))}<span class="src">${esc(t("compare.oursSource"))}</span></th>`
      + `<td>${esc(said(ours.words))}</td><td>${duration(ours.ms)}</td><td class="ok">${esc(t("compare.exact"))}</td></tr>`);
  }
  for (const r of cmp.rows) {
    const verdict = r.status === "done" ? (r.wrong ? "wrong" : "right") : r.status;
    const label = esc(t(`compare.verdict.${verdict}`));
    const title = t(`compare.${r.name}.title`, { horizon: cmp.horizon });
    rows.push(`<tr data-baseline="${r.name}" data-verdict="${verdict}"><th scope="row">${esc(title)}<span class="src">${esc(t(`compare.${r.name}.source`))}</span></th>`
      + `<td>${r.status === "running" ? `<span class="spinner" aria-hidden="true"></span>` : esc(said(r.words))}</td>` // (not shown)
      + `<td>${r.status === "done" ? duration(r.ms) : ""}</td><td class="${verdict}">${label}</td></tr>`);
    if (r.wrong) rows.push(`<tr class="why" data-why="${r.name}"><td colspan="4">${esc(said(r.why))}</td></tr>`);
  }
  table.innerHTML = rows.join("");
  $("#compare-stop").disabled = !!cmp.done;
  $("#compare-note").textContent = sol.kind === "grid" && sol.turnLimit !== cmp.horizon
    ? t("compare.noteHorizon", { horizon: cmp.horizon, plies: plies(cmp.horizon), limit: sol.turnLimit })
    : !sol.classicRoles
      ? t("compare.noteRenumbered")
      : "";
}

/**
 * The compact stepper over the board (shown on phones, where the explore area is far below): what
 * the board shows instead of the puzzle's start, with the line's step buttons, a way back to the
 * views and back to the start. Hidden while the board shows the puzzle's start.
 */
function renderStepper(state, at, ask) {
  const el = $("#board-stepper");
  const sol = state.solution;
  const line = state.view.tab === "line" && state.walk && sol ? lineOf(state.walk, ask) : null;
  el.hidden = !(sol && state.view.at);
  if (el.hidden) return;
  const cols = state.grid.rows[0]?.length ?? 1;
  const view = stateView(sol, at.mouse, at.cats, at.turn);
  const short = (p) => (state.mode === "graph" ? String(p) : placeName("grid", p, cols).replace(/^[^(]*/, ""));
  const where = t("stepper.where", {
    mouse: short(at.mouse), cats: at.cats.map(short).join(","), mover: at.turn === 0 ? t("words.side.mouse") : catSide(at.cats),
    outcome: outcomeWords(view, sol.turnLimit, at.cats.length),
  });
  const game = state.view.tab === "play" ? state.game : null;
  const gamePly = () => (game.over && game.reviewAt !== null ? t("stepper.review", { at: game.reviewAt, plies: played(game) }) : t("stepper.ply", { ply: played(game) }));
  $("#stepper-words").textContent = line ? t("stepper.line", { step: state.walk.step, plies: line.plies, where })
    : game ? t("stepper.game", { ply: gamePly(), after: game.over ? t("stepper.over") : humanToMove(game) ? t("stepper.yours") : "", where })
      : t("stepper.shown", { where });
  el.dataset.tab = state.view.tab;
  for (const b of el.querySelectorAll("[data-step]")) {
    const step = b.dataset.step;
    // the line's steps with a line; "Start" leaves a table or line state (a game has Restart
    // below; at the start there is nothing to leave)
    b.hidden = (["first", "back", "fwd", "last"].includes(step) && !line) || (step === "start" && (!!game || atStart(state, at)));
    if (line) b.disabled = ((step === "first" || step === "back") && state.walk.step === 0) || ((step === "fwd" || step === "last") && state.walk.step === line.plies);
  }
}
