// Boot and wiring: load the solver, pick the opening puzzle (link, then saved edits, then the
// gallery's defaults), and connect the controls. Every edit re-solves, saves and redraws.
import { load, limits, check } from "./wasm.js";
import { createEngine, stateCount } from "./engine.js";
import { createState, snapshot } from "./state.js";
import { createHistory, record, undo, redo } from "./history.js";
import { EXAMPLES, example } from "./examples.js";
import { layout } from "./layout.js";
import { colouring, position } from "./colouring.js";
import { renderGraph } from "./render-graph.js";
import { renderGrid } from "./render-grid.js";
import { renderPanel, renderProgress } from "./render-panel.js";
import { renderExplore } from "./render-explore.js";
import { axisPlaces, pixels } from "./render-table.js";
import * as G from "./play.js";
import { newWalk, lineOf, stateAt, stepBy } from "./line-view.js";
import { newComparison, run as runComparison, puzzleKey } from "./compare.js";
import { bindBoard } from "./editor.js";
import * as P from "./puzzle.js";
import { parsePuzzleText, formatPuzzleText, toHash } from "./codec.js";
import { browserStore, save, restore, backUp, keepPrevious, saveHistory, restoreHistory, BACKUP_KEY } from "./storage.js";
import { showBanner, bindBanner } from "./banner.js";
import { createLinks, clearHash } from "./links.js";

const $ = (sel) => document.querySelector(sel);
const board = $("#board");

await load();
const LIMITS = limits();
const engine = createEngine(() => schedule());
const local = browserStore("localStorage");
const session = browserStore("sessionStorage");

// ------------------------------------------------------------------ opening puzzle
const withLayout = (g, pos = null) => ({ ...g, pos: pos ?? layout(g.adj) });
const defaults = {
  mode: "graph",
  graph: withLayout(example("lc913-1").puzzle),
  grid: { ...example("lc1728-1").puzzle },
};
// The saved puzzle is on trial until it has been checked, solved and drawn once. If it fails
// anywhere on the way, the page opens with the defaults, says so, and keeps the record under
// BACKUP_KEY (fallBack). This tab's undo history comes back with it.
const saved = restore(local, LIMITS);
let trial = saved?.snap ? saved : null;
const opening = trial?.snap ?? defaults;
const state = createState(opening.mode, opening.graph, opening.grid);
const undoStack = Object.assign(createHistory(), trial ? restoreHistory(session, trial.snap, LIMITS) : null);
let generation = 0; // the newest solve; a reply to an older one is dropped
let ticker = 0; // the progress clock while the worker solves
const timers = { engine: 0, walk: 0 }; // the engine's reply in a game; the line playing out
bindBanner();
if (saved?.error) {
  fallBack(saved.error, saved.raw);
} else {
  try {
    if (trial) for (const mode of ["graph", "grid"]) check(mode, state.graph, state.grid);
    resolve();
  } catch (err) {
    fallBack(err.message, trial.raw);
  }
}

/**
 * Opens the page with the default puzzle instead of a saved one that failed (`reason`), keeps the
 * saved record's text `raw` under BACKUP_KEY, and tells the user.
 */
function fallBack(reason, raw) {
  trial = null;
  const kept = backUp(local, raw);
  Object.assign(state, structuredClone(defaults), { solution: null, error: "", note: null });
  undoStack.past.length = 0;
  undoStack.future.length = 0;
  saveHistory(session, undoStack, snapshot(state));
  showBanner({
    kind: "error",
    text: `Your saved puzzle could not be opened: ${reason}. `
      + (kept ? `It is kept in this browser's storage under "${BACKUP_KEY}"; the default puzzle is shown.` : "The default puzzle is shown."),
  });
  resolve();
}

/** Leaves the explore views' positions (they belong to the table being replaced). */
function clearExplore() {
  stopTimers();
  if (state.view.at) state.view.turn = 0; // the shown turn went with the shown pieces: back to the start's (mouse first)
  state.view.at = null;
  state.view.tableHover = null;
  state.game = null;
  state.walk = null;
  if (state.compare && !state.compare.done) {
    state.compare.stopped = true;
    engine.stopBaselines();
  }
  state.compare = null;
}

/**
 * Solves the state's puzzle: at once if it is small, else in the worker (the board waits
 * uncoloured, with progress, and a newer solve supersedes this one).
 */
function resolve() {
  const gen = ++generation;
  clearExplore();
  state.solving = null;
  let solution;
  try {
    solution = engine.solveNow(state.mode, state.graph, state.grid);
  } catch (err) {
    if (trial) {
      fallBack(err.message, trial.raw);
      return;
    }
    state.solution = null;
    state.error = err.message;
    return;
  }
  state.error = "";
  if (solution) {
    state.solution = solution;
    return;
  }
  state.solution = null;
  startProgress("");
  engine.solveLater(state.mode, state.graph, state.grid).then((s) => {
    if (gen !== generation) return;
    state.solution = s;
    state.solving = null;
    schedule();
  }, (err) => {
    if (gen !== generation || err.message === "superseded") return;
    state.solving = null;
    if (trial) fallBack(err.message, trial.raw);
    else state.error = err.message;
    schedule();
  });
}

function startProgress(what) {
  state.solving = { states: stateCount(state.mode, state.graph, state.grid), started: performance.now(), what };
  // Say so at once, not at the next frame: whoever waits for the solve (a test, a script) must not
  // see the flag still clear in between. render() keeps it in step from then on.
  document.body.dataset.solving = "true";
  if (!ticker) {
    ticker = setInterval(() => {
      if (!state.solving) {
        clearInterval(ticker);
        ticker = 0;
      }
      renderProgress(state); // only the clock: the board waits for the solution
    }, 100);
  }
}

/**
 * Turns a parsed link or import into puzzle parts. A graph gets its layout only once it is
 * accepted (adopt), so nothing is laid out for a puzzle the solver refuses.
 */
function candidate(spec) {
  if (spec.mode === "graph") {
    return { mode: "graph", graph: { adj: spec.adj, hole: spec.hole ?? 0, mouse: spec.mouse ?? 1, cat: spec.cat ?? 2 } };
  }
  return { mode: "grid", grid: { rows: spec.rows, catJump: spec.catJump, mouseJump: spec.mouseJump, turnLimit: spec.turnLimit ?? state.grid.turnLimit } };
}

/**
 * Replaces the puzzle with `next` ({mode, graph?|grid?}) if the solver accepts and solves it,
 * then calls `then()`; otherwise keeps the current puzzle and calls `refused(err)` (default: says
 * why next to the Import button). The solver's check comes first, so a refused puzzle costs no
 * layout and no solve. Big puzzles solve in the worker first, while the current puzzle stays on
 * the board. `from: "link"` saves the new puzzle as an unedited link (storage.js).
 */
function adopt(next, what, { then = () => {}, refused = null, from = null } = {}) {
  const graph = next.graph ?? state.graph;
  const grid = next.grid ?? state.grid;
  const take = (solution) => {
    trial = null; // the saved puzzle, if it was still on trial, is replaced
    const same = JSON.stringify(graph.adj) === JSON.stringify(state.graph.adj);
    const pos = graph.pos ?? (same ? state.graph.pos : layout(graph.adj));
    actions.begin();
    Object.assign(state, { mode: next.mode, graph: { ...graph, pos }, grid, solution, error: "", note: null, solving: null });
    clearExplore();
    actions.end(from);
    then();
  };
  const refuse = refused ?? ((err) => notice(`${what} was not loaded: ${err.message}. Your puzzle is unchanged.`));
  let solution;
  try {
    check(next.mode, graph, grid);
    solution = engine.solveNow(next.mode, graph, grid);
  } catch (err) {
    refuse(err); // before anything changed: a solve of the shown puzzle still running goes on
    return;
  }
  const gen = ++generation;
  if (solution) {
    take(solution);
    return;
  }
  state.solving = null;
  startProgress(what);
  state.solving.states = stateCount(next.mode, graph, grid);
  schedule();
  engine.solveLater(next.mode, graph, grid).then((s) => {
    if (gen === generation) take(s);
  }, (err) => {
    if (gen !== generation || err.message === "superseded") return;
    state.solving = null;
    refuse(err);
    schedule();
  });
}

/** Saves the puzzle (localStorage) and this tab's undo history (sessionStorage). */
function persist(from = null) {
  trial = null; // the user has changed the puzzle: it is theirs now, whatever its first solve does
  const now = snapshot(state);
  save(local, now, from);
  saveHistory(session, undoStack, now);
}

// ------------------------------------------------------------------ edits and rendering
let before = null;
let depth = 0;

const actions = {
  begin() {
    if (depth++ === 0) before = snapshot(state);
  },
  apply(patch, { solve: solveNow = true } = {}) {
    Object.assign(state, patch);
    state.note = null;
    if (solveNow) resolve();
    schedule();
  },
  end(from = null) {
    if (depth === 0 || --depth > 0) return;
    const now = snapshot(state);
    if (JSON.stringify(now) !== JSON.stringify(before)) {
      record(undoStack, before);
      if (from === "link") keepPrevious(local);
      persist(from);
      clearHash();
    }
    before = null;
    schedule();
  },
  redraw: () => schedule(),
  notice: (text) => notice(text),
};

function restoreSnapshot(snap) {
  Object.assign(state, structuredClone(snap), { note: null });
  resolve();
  persist();
  schedule();
}

let frame = 0;
function schedule() {
  if (!frame) frame = requestAnimationFrame(render);
}

function render() {
  frame = 0;
  // A solution whose table died with a failed solver, or a worker solve of the shown puzzle that
  // a bigger puzzle superseded before the solver refused it: solve the shown puzzle again.
  if (!state.solving && !engine.solving && (state.solution ? !engine.isLive(state.solution) : !state.error)) resolve();
  try {
    draw();
  } catch (err) {
    if (!trial) throw err;
    fallBack(`it could not be drawn (${err.message})`, trial.raw);
    draw();
    return;
  }
  if (trial && state.solution) trial = null; // checked, solved and drawn: the saved puzzle is good
}

function draw() {
  state.canUndo = undoStack.past.length > 0;
  state.canRedo = undoStack.future.length > 0;
  document.body.dataset.solving = state.solving ? "true" : "";
  const sol = state.solution;
  const ask = (kind, ...args) => (sol ? engine.query(sol, kind, ...args) : null);
  syncExplore(ask);
  const col = sol ? colouring(state) : { ranging: state.view.colour, pos: position(state), places: [] };
  const { mouse, cat, turn } = col.pos;
  let best = [];
  let marks = [];
  if (sol && mouse >= 0 && cat >= 0) {
    const game = state.view.tab === "play" ? state.game : null;
    if (game) marks = G.moveMarks(game, sol, ask);
    else best = ask("bestMoves", mouse, cat, turn) ?? [];
  }
  (state.mode === "graph" ? renderGraph : renderGrid)(board, state, col, best, marks);
  renderPanel(state, col);
  renderExplore(state, col.pos, ask);
}

/**
 * Keeps the explore views in step with the solver before drawing: shows the game's or the line's
 * position on the board, ends a finished game, lets the engine reply, runs the comparison.
 */
function syncExplore(ask) {
  const sol = state.solution;
  if (!sol) return;
  const tab = state.view.tab;
  if (tab === "play" && state.game) {
    const game = state.game;
    const s = G.here(game);
    state.view.at = { mouse: s.mouse, cat: s.cat };
    state.view.turn = s.turn;
    if (G.judge(game, ask) && !game.over && !G.humanToMove(game) && !timers.engine) {
      timers.engine = setTimeout(() => {
        timers.engine = 0;
        if (state.game === game && G.engineMove(game, ask)) schedule();
        else if (state.game === game) schedule(); // the answer is on its way: try again
      }, ENGINE_DELAY_MS);
    }
  } else if (tab === "line") {
    if (!state.walk) {
      const p = position(state);
      if (p.mouse >= 0 && p.cat >= 0) state.walk = newWalk({ ...p });
    }
    const line = state.walk && lineOf(state.walk, ask);
    if (line) {
      const s = stateAt(line, state.walk.step);
      state.view.at = { mouse: s.mouse, cat: s.cat };
      state.view.turn = s.turn;
    }
  } else if (tab === "compare" && (!state.compare || state.compare.key !== puzzleKey(state))) {
    state.compare = newComparison(state);
    runComparison(state.compare, state, engine, () => schedule());
  }
}

/** How long the engine waits before replying in a game, in ms (so the user sees its move). */
const ENGINE_DELAY_MS = 250;

function stopTimers() {
  clearTimeout(timers.engine);
  clearInterval(timers.walk);
  timers.engine = 0;
  timers.walk = 0;
  if (state?.walk) state.walk.playing = false;
}

function notice(text, kind = "error") {
  const el = $("#notice");
  el.hidden = !text;
  el.textContent = text;
  el.className = `notice ${kind}`;
}

// ------------------------------------------------------------------ controls
const links = createLinks({ limits: LIMITS, local, current: () => snapshot(state), candidate, adopt });
links.open(location.hash, false);
bindBoard(board, state, actions);
actions.pick = (place) => {
  // a move in a game against the engine: only the user's legal moves are taken
  const game = state.game;
  if (!game || state.view.tab !== "play" || !state.solution) return false;
  if (place !== null && G.humanToMove(game)) G.humanMove(game, place, (k, ...a) => engine.query(state.solution, k, ...a));
  schedule();
  return true;
};

function setMode(mode) {
  if (state.mode === mode) return;
  state.mode = mode;
  state.view.tool = mode === "graph" ? "move" : "paint";
  state.view.cursor = 0;
  state.view.hover = null;
  state.note = null;
  resolve();
  persist();
  schedule();
}
for (const b of document.querySelectorAll("[data-mode]")) b.addEventListener("click", () => setMode(b.dataset.mode));
for (const b of document.querySelectorAll("[data-colour]")) {
  b.addEventListener("click", () => { state.view.colour = b.dataset.colour; schedule(); });
}
for (const b of document.querySelectorAll("[data-turn]")) {
  b.addEventListener("click", () => { state.view.turn = Number(b.dataset.turn); schedule(); });
}
for (const b of document.querySelectorAll("[data-tool]")) {
  b.addEventListener("click", () => { state.view.tool = b.dataset.tool; state.view.edgeFrom = null; schedule(); });
}
$("#labels").addEventListener("change", (e) => { state.view.labels = e.target.checked; schedule(); });
$("#relayout").addEventListener("click", () => {
  actions.begin();
  actions.apply({ graph: { ...state.graph, pos: layout(state.graph.adj) } }, { solve: false });
  actions.end();
});

// Gallery
const gallery = $("#gallery");
for (const mode of ["graph", "grid"]) {
  const group = document.createElement("optgroup");
  group.label = mode === "graph" ? "Graph (LeetCode 913)" : "Grid (LeetCode 1728)";
  for (const ex of EXAMPLES.filter((e) => e.mode === mode)) group.append(new Option(ex.name, ex.id));
  gallery.append(group);
}
gallery.addEventListener("change", () => {
  const ex = example(gallery.value);
  gallery.value = "";
  if (!ex) return;
  const puzzle = structuredClone(ex.puzzle);
  const next = ex.mode === "graph" ? { mode: "graph", graph: withLayout(puzzle) } : { mode: "grid", grid: puzzle };
  adopt(next, ex.name, {
    then: () => {
      state.view.tool = ex.mode === "graph" ? "move" : "paint";
      state.view.cursor = 0;
      state.note = `${ex.name}: ${ex.note}`;
      notice("");
      schedule();
    },
  });
});

// Grid numbers
const NUMBER_MAX = { rows: P.MAX_SIDE, cols: P.MAX_SIDE, catJump: P.MAX_SIDE, mouseJump: P.MAX_SIDE, turnLimit: 100000 };
for (const id of Object.keys(NUMBER_MAX)) {
  const input = $("#" + id);
  input.addEventListener("change", () => {
    const g = state.grid;
    try {
      const v = Number(input.value);
      if (!Number.isInteger(v) || v < 1 || v > NUMBER_MAX[id]) throw new Error(`${input.labels[0].firstChild.textContent.trim()} must be a whole number from 1 to ${NUMBER_MAX[id]}`);
      const next = id === "rows" ? P.resize(g, v, g.rows[0].length)
        : id === "cols" ? P.resize(g, g.rows.length, v)
          : P.setNumber(g, id, v, NUMBER_MAX[id]);
      actions.begin();
      actions.apply({ grid: next });
      actions.end();
      notice("");
    } catch (err) {
      notice(err.message);
      input.value = id === "rows" ? g.rows.length : id === "cols" ? g.rows[0].length : g[id];
    }
  });
}

// Import / export / share
$("#import").addEventListener("click", () => {
  let spec;
  try {
    spec = parsePuzzleText($("#text").value, LIMITS);
  } catch (err) {
    notice(`Not imported: ${err.message}. Your puzzle is unchanged.`);
    return;
  }
  adopt(candidate(spec), "The pasted puzzle", { then: () => notice(`Imported a ${spec.mode} puzzle.`, "info") });
});
$("#export").addEventListener("click", () => {
  $("#text").value = formatPuzzleText(state.mode, state.graph, state.grid);
  notice("");
});
$("#copy").addEventListener("click", async () => {
  const text = $("#text").value || formatPuzzleText(state.mode, state.graph, state.grid);
  $("#text").value = text;
  notice(await copy(text) ? "Copied to the clipboard." : "Select the text and copy it.", "info");
});
$("#share").addEventListener("click", async () => {
  const url = location.origin + location.pathname + toHash(state.mode, state.graph, state.grid);
  window.history.replaceState(null, "", url);
  notice(`${await copy(url) ? "Link copied" : "Link"}: ${url}`, "info");
});
window.addEventListener("resize", () => schedule());
window.addEventListener("hashchange", () => links.open(location.hash, true));

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// Undo / redo and the global shortcuts
function doUndo() {
  const snap = undo(undoStack, snapshot(state));
  if (snap) restoreSnapshot(snap);
}
function doRedo() {
  const snap = redo(undoStack, snapshot(state));
  if (snap) restoreSnapshot(snap);
}
$("#undo").addEventListener("click", doUndo);
$("#redo").addEventListener("click", doRedo);
$("#help-open").addEventListener("click", () => $("#help").showModal());

// ------------------------------------------------------------------ explore views
function openTab(tab) {
  if (state.view.tab === tab) return;
  stopTimers();
  state.view.tab = tab;
  if (tab !== "play" && state.game) state.game = null;
  if (tab !== "line") state.walk = null;
  schedule();
}
const tabs = [...document.querySelectorAll("[data-tab]")];
for (const b of tabs) b.addEventListener("click", () => openTab(b.dataset.tab));
$(".tabs").addEventListener("keydown", (e) => {
  const i = tabs.findIndex((b) => b.dataset.tab === state.view.tab);
  const j = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : null;
  if (j === null) return;
  e.preventDefault();
  e.stopPropagation();
  const b = tabs[(j + tabs.length) % tabs.length];
  openTab(b.dataset.tab);
  b.focus();
});
$("#back-to-start").addEventListener("click", () => {
  stopTimers();
  state.view.at = null;
  state.game = null;
  state.walk = null;
  if (state.solution) state.view.turn = state.solution.start.turn;
  schedule();
});

// Table: hover reads a state, click (or Enter) shows it on the board.
for (const canvas of document.querySelectorAll(".heatmaps canvas")) {
  const turn = Number(canvas.dataset.turn);
  const cursor = { x: 0, y: 0 };
  const stateAtPixel = (x, y) => {
    const places = axisPlaces(state);
    const { index } = pixels(places.length);
    return { mouse: places[index(y)], cat: places[index(x)], turn };
  };
  const fromEvent = (e) => {
    const r = canvas.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) / r.width) * canvas.width);
    const y = Math.floor(((e.clientY - r.top) / r.height) * canvas.height);
    if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return null;
    return stateAtPixel(x, y);
  };
  const show = (s) => {
    if (!s || !state.solution) return;
    stopTimers();
    state.view.at = { mouse: s.mouse, cat: s.cat };
    state.view.turn = s.turn;
    state.game = null;
    state.walk = null;
    schedule();
  };
  canvas.addEventListener("pointermove", (e) => { state.view.tableHover = fromEvent(e); schedule(); });
  canvas.addEventListener("pointerleave", () => { state.view.tableHover = null; schedule(); });
  canvas.addEventListener("click", (e) => show(fromEvent(e)));
  canvas.addEventListener("keydown", (e) => {
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (d) {
      cursor.x = Math.max(0, Math.min(canvas.width - 1, cursor.x + d[0]));
      cursor.y = Math.max(0, Math.min(canvas.height - 1, cursor.y + d[1]));
      state.view.tableHover = stateAtPixel(cursor.x, cursor.y);
    } else if (e.key === "Enter" || e.key === " ") {
      show(stateAtPixel(cursor.x, cursor.y));
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    schedule();
  });
  canvas.addEventListener("blur", () => { state.view.tableHover = null; schedule(); });
}

// Play
for (const b of document.querySelectorAll("[data-play]")) {
  b.addEventListener("click", () => {
    if (!state.solution) return;
    stopTimers();
    const p = state.game ? state.game.states[0] : position(state);
    if (!(p.mouse >= 0 && p.cat >= 0)) return;
    state.game = G.newGame(b.dataset.play, { mouse: p.mouse, cat: p.cat, turn: p.turn }, state.solution.turnLimit);
    schedule();
  });
}
$("#play-undo").addEventListener("click", () => {
  if (!state.game) return;
  stopTimers();
  G.undoMove(state.game);
  schedule();
});
$("#play-restart").addEventListener("click", () => {
  if (!state.game) return;
  stopTimers();
  G.restart(state.game);
  schedule();
});

// Optimal line
const walkLine = () => (state.walk && state.solution ? lineOf(state.walk, (k, ...a) => engine.query(state.solution, k, ...a)) : null);
function step(delta) {
  const line = walkLine();
  if (!line) return;
  stepBy(state.walk, line, delta);
  if (!state.walk.playing) stopTimers();
  schedule();
}
$("#line-first").addEventListener("click", () => step(-Infinity));
$("#line-back").addEventListener("click", () => step(-1));
$("#line-fwd").addEventListener("click", () => step(1));
$("#line-last").addEventListener("click", () => step(Infinity));
$("#line-play").addEventListener("click", () => {
  const line = walkLine();
  if (!line) return;
  if (state.walk.playing) {
    stopTimers();
  } else {
    if (state.walk.step === line.plies) state.walk.step = 0;
    state.walk.playing = true;
    playWalk();
  }
  schedule();
});
function playWalk() {
  clearInterval(timers.walk);
  timers.walk = setInterval(() => step(1), Number($("#line-speed").value));
}
$("#line-speed").addEventListener("change", () => { if (state.walk?.playing) playWalk(); });
$("#line-here").addEventListener("click", () => {
  stopTimers();
  const p = position(state);
  state.walk = newWalk(p);
  schedule();
});
$("#pane-line").addEventListener("keydown", (e) => {
  if (e.target.closest("select")) return;
  const d = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
  if (d === undefined) return;
  e.preventDefault();
  step(d);
});

// Compare
$("#compare-run").addEventListener("click", () => {
  if (state.compare && !state.compare.done) {
    state.compare.stopped = true;
    engine.stopBaselines();
  }
  state.compare = null;
  schedule();
});
$("#compare-stop").addEventListener("click", () => {
  if (!state.compare || state.compare.done) return;
  state.compare.stopped = true;
  engine.stopBaselines();
});

document.addEventListener("keydown", (e) => {
  const typing = e.target.closest?.("input, textarea, select");
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && key === "z" && !typing) {
    e.preventDefault();
    if (e.shiftKey) doRedo(); else doUndo();
  } else if ((e.ctrlKey || e.metaKey) && key === "y" && !typing) {
    e.preventDefault();
    doRedo();
  } else if (typing || e.ctrlKey || e.metaKey || e.altKey) {
    // leave typing and browser shortcuts alone
  } else if (key === "g" || key === "r") {
    setMode(key === "g" ? "graph" : "grid");
  } else if (key === "t") {
    state.view.turn = 1 - state.view.turn;
    schedule();
  } else if (key === "p") {
    state.view.colour = state.view.colour === "mouse" ? "cat" : "mouse";
    schedule();
  } else if (e.key === "?") {
    $("#help").showModal();
  }
});

render();
document.body.dataset.ready = "true";
