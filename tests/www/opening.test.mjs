// The page's opening as one process with named phases (www/session/opening.js): idle → link →
// trying → settled / fellBack. Driven here with a plain state and recorded calls, no page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LIMITS } from "./solver.mjs"; // (loads the package, which the opening's check asks)
import { createOpening, PHASES } from "../../www/session/opening.js";
import { createEdits } from "../../www/session/edits.js";
import { createState } from "../../www/model/state.js";
import { BACKUP_KEY } from "../../www/session/storage.js";

const GRAPH = { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], pos: null, hole: 0, mouse: 1, cats: [2], first: "mouse" };
const GRID = { rows: ["####F", "#C...", "M...."], catJump: 1, mouseJump: 2, turnLimit: LIMITS.defaultTurnLimit };
const DEFAULTS = { mode: "graph", graph: { ...GRAPH, mouse: 3 }, grid: GRID };

/** A memory Storage. */
function store() {
  const m = new Map();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), get length() { return m.size; } };
}

/** An opening over a state holding `graph`, with what it did recorded. */
function opening(graph = GRAPH) {
  const state = createState("graph", graph, GRID);
  const did = [];
  const edits = createEdits({ state, solveShown: () => did.push("solve"), persist: () => {}, userChanged: () => {}, announce: () => {}, schedule: () => {} });
  const local = store();
  const o = createOpening({
    state, local, defaults: DEFAULTS, edits,
    saveTab: () => did.push("saveTab"),
    solveShown: () => did.push("solve"),
    fail: (text) => did.push(`fail: ${text}`),
  });
  return { o, state, did, local, edits };
}

const record = (snap) => ({ snap, raw: JSON.stringify(snap) });

test("the phases, in order", () => {
  assert.deepEqual(PHASES, ["idle", "link", "trying", "settled", "fellBack"]);
  assert.equal(opening().o.phase(), "idle");
});

test("without a link: the saved puzzle is tried, then settled once solved and drawn", () => {
  const { o, state, did } = opening();
  o.open(record({ mode: "graph", graph: GRAPH, grid: GRID }));
  assert.equal(o.phase(), "trying");
  assert.deepEqual(did, ["solve"]);
  o.drawn();
  assert.equal(o.phase(), "trying", "not settled before it is solved");
  state.solution = { start: { turn: 0 } };
  o.drawn();
  assert.equal(o.phase(), "settled");
  assert.equal(o.failed("anything"), false, "a settled puzzle's failure is the puzzle's, not the opening's");
});

test("nothing saved: settled at once; the defaults solve", () => {
  const { o, did } = opening();
  o.open(null);
  assert.equal(o.phase(), "settled");
  assert.deepEqual(did, ["solve"]);
});

test("with a link: the first puzzle waits unsolved, and the state says the link is opening", () => {
  const { o, state, did } = opening();
  o.open(record({ mode: "graph", graph: GRAPH, grid: GRID }), { link: true });
  assert.equal(o.phase(), "link");
  assert.ok(o.waiting());
  assert.equal(state.opening, "link");
  assert.deepEqual(did, [], "nothing solved while the link opens");
  // the link's puzzle is taken: the saved one is never tried
  o.linkOver({ taken: true });
  assert.equal(o.phase(), "settled");
  assert.equal(state.opening, null);
  assert.deepEqual(did, []);
});

test("a refused link: the saved puzzle is tried after all; an edit meanwhile settles it", () => {
  let { o, state, did } = opening();
  o.open(record({ mode: "graph", graph: GRAPH, grid: GRID }), { link: true });
  o.linkOver({});
  assert.equal(o.phase(), "trying");
  assert.equal(state.opening, null);
  assert.deepEqual(did, ["solve"]);
  ({ o, did } = opening());
  o.open(null, { link: true });
  o.linkOver({ edited: true });
  assert.equal(o.phase(), "settled");
  assert.deepEqual(did, [], "the edit solves its own puzzle");
  // the user's change before the link's puzzle is even read settles it too, and the link is then no opening's
  ({ o } = opening());
  o.open(null, { link: true });
  o.taken();
  assert.equal(o.phase(), "settled");
  o.linkOver({});
  assert.equal(o.phase(), "settled");
});

test("a trial that fails falls back to the defaults, keeps the record and says so", () => {
  const { o, state, did, local } = opening();
  const snap = { mode: "graph", graph: GRAPH, grid: GRID };
  o.open(record(snap));
  assert.equal(o.failed("the solver ran out of memory"), true);
  assert.equal(o.phase(), "fellBack");
  assert.equal(state.graph.mouse, 3, "the defaults are shown");
  assert.equal(local.getItem(BACKUP_KEY), JSON.stringify(snap));
  assert.deepEqual(did.slice(1), ["saveTab", `fail: Your saved puzzle could not be opened: the solver ran out of memory. It is kept in this browser's storage under "${BACKUP_KEY}"; the default puzzle is shown.`, "solve"]);
  // a saved puzzle the solver refuses falls back before anything is solved
  const bad = opening({ ...GRAPH, cats: [0] });
  bad.o.open(record({ mode: "graph", graph: { ...GRAPH, cats: [0] }, grid: GRID }));
  assert.equal(bad.o.phase(), "fellBack");
  assert.match(bad.did[1], /^fail: Your saved puzzle could not be opened: /);
  // a drawing that fails while on trial falls back too
  const drawn = opening();
  drawn.o.open(record(snap));
  assert.equal(drawn.o.drawFailed(new Error("no room")), true);
  assert.match(drawn.did.at(-2), /could not be opened: it could not be drawn \(no room\)/);
});

test("a reload's undo history is taken up; a fall-back forgets it", () => {
  const { o, state } = opening();
  const snap = { mode: "graph", graph: GRAPH, grid: GRID };
  o.open({ ...record(snap), past: [snap], future: [] });
  assert.equal(state.canUndo, true);
  o.failed("broken");
  assert.equal(state.canUndo, false);
});
