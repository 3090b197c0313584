// Boot and wiring: load the solver, pick the opening puzzle (link, then saved edits, then the
// gallery's defaults), and connect the controls. Every edit re-solves, saves and redraws.
import { load, solve, bestMoves, line } from "./wasm.js";
import { createState, snapshot } from "./state.js";
import { createHistory, record, undo, redo } from "./history.js";
import { EXAMPLES, example } from "./examples.js";
import { layout } from "./layout.js";
import { colouring, position } from "./colouring.js";
import { renderGraph } from "./render-graph.js";
import { renderGrid } from "./render-grid.js";
import { renderPanel, renderLine } from "./render-panel.js";
import { bindBoard } from "./editor.js";
import * as P from "./puzzle.js";
import { parsePuzzleText, formatPuzzleText, toHash, fromHash, save, restore } from "./codec.js";

const $ = (sel) => document.querySelector(sel);
const board = $("#board");

await load();

// ------------------------------------------------------------------ opening puzzle
const withLayout = (g, pos = null) => ({ ...g, pos: pos ?? layout(g.adj) });
const defaults = {
  mode: "graph",
  graph: withLayout(example("lc913-1").puzzle),
  grid: { ...example("lc1728-1").puzzle },
};
const saved = restore();
const state = createState(saved?.mode ?? defaults.mode, saved?.graph ?? defaults.graph, saved?.grid ?? defaults.grid);
const undoStack = createHistory();
resolve();
if (!state.solution && saved) {
  // a saved puzzle that no longer solves (e.g. an older format): start from the defaults
  Object.assign(state, structuredClone(defaults));
  resolve();
}
function resolve() {
  try {
    state.solution = solve(state.mode, state.graph, state.grid);
    state.error = "";
  } catch (err) {
    state.solution = null;
    state.error = err.message;
  }
}

/** Turns a parsed link or import into puzzle parts; graph positions come from a fresh layout. */
function candidate(spec) {
  if (spec.mode === "graph") {
    const same = JSON.stringify(spec.adj) === JSON.stringify(state.graph.adj);
    const roles = { hole: spec.hole ?? 0, mouse: spec.mouse ?? 1, cat: spec.cat ?? 2 };
    return { mode: "graph", graph: { adj: spec.adj, ...roles, pos: same ? state.graph.pos : layout(spec.adj) } };
  }
  return { mode: "grid", grid: { rows: spec.rows, catJump: spec.catJump, mouseJump: spec.mouseJump, turnLimit: spec.turnLimit ?? state.grid.turnLimit } };
}

/**
 * Replaces the puzzle with `next` ({mode, graph?|grid?}) if it solves; otherwise keeps the current
 * puzzle and says why. Returns whether it was taken.
 */
function adopt(next, what) {
  const graph = next.graph ?? state.graph;
  const grid = next.grid ?? state.grid;
  let solution;
  try {
    solution = solve(next.mode, graph, grid);
  } catch (err) {
    notice(`${what} was not loaded: ${err.message}. Your puzzle is unchanged.`);
    return false;
  }
  actions.begin();
  Object.assign(state, { mode: next.mode, graph, grid, solution, error: "", note: null });
  actions.end();
  return true;
}

function openLink(hash, fromEvent) {
  if (!hash || hash === "#") return;
  try {
    const spec = fromHash(hash);
    if (spec && adopt(candidate(spec), "The link's puzzle")) notice(fromEvent ? "Loaded the puzzle from the link." : "", "info");
  } catch (err) {
    notice(`The link's puzzle was not loaded: ${err.message}. Your puzzle is unchanged.`);
  }
  window.history.replaceState(null, "", location.pathname + location.search);
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
  end() {
    if (depth === 0 || --depth > 0) return;
    const now = snapshot(state);
    if (JSON.stringify(now) !== JSON.stringify(before)) {
      record(undoStack, before);
      save(now);
      if (location.hash) window.history.replaceState(null, "", location.pathname + location.search);
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
  save(snapshot(state));
  schedule();
}

let frame = 0;
function schedule() {
  if (!frame) frame = requestAnimationFrame(render);
}

function render() {
  frame = 0;
  state.canUndo = undoStack.past.length > 0;
  state.canRedo = undoStack.future.length > 0;
  const col = state.solution ? colouring(state) : { ranging: state.view.colour, pos: position(state), places: [] };
  const { mouse, cat, turn } = col.pos;
  let best = [];
  let optimal = null;
  if (state.solution && mouse >= 0 && cat >= 0) {
    try {
      best = bestMoves(mouse, cat, turn);
      optimal = line(mouse, cat, turn, 400);
    } catch {
      // the shown position is not a position of the game (e.g. the cat dragged onto the hole)
    }
  }
  (state.mode === "graph" ? renderGraph : renderGrid)(board, state, col, best);
  renderPanel(state, col);
  renderLine(state, col, optimal);
}

function notice(text, kind = "error") {
  const el = $("#notice");
  el.hidden = !text;
  el.textContent = text;
  el.className = `notice ${kind}`;
}

// ------------------------------------------------------------------ controls
openLink(location.hash, false);
bindBoard(board, state, actions);

function setMode(mode) {
  if (state.mode === mode) return;
  state.mode = mode;
  state.view.tool = mode === "graph" ? "move" : "paint";
  state.view.cursor = 0;
  state.view.hover = null;
  state.note = null;
  resolve();
  save(snapshot(state));
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
  if (adopt(next, ex.name)) {
    state.view.tool = ex.mode === "graph" ? "move" : "paint";
    state.view.cursor = 0;
    state.note = `${ex.name}: ${ex.note}`;
    notice("");
    schedule();
  }
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
    spec = parsePuzzleText($("#text").value);
  } catch (err) {
    notice(`Not imported: ${err.message}. Your puzzle is unchanged.`);
    return;
  }
  if (adopt(candidate(spec), "The pasted puzzle")) notice(`Imported a ${spec.mode} puzzle.`, "info");
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
window.addEventListener("hashchange", () => openLink(location.hash, true));

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
