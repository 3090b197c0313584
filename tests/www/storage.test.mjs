// What the browser keeps (www/session/storage.js): every field of a saved record is checked on the way
// back in, a bad record is kept aside instead of overwritten, a link never destroys the user's
// puzzle, this tab's own puzzle reads back with its undo history, and a save says whether it worked.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  KEY, BACKUP_KEY, PREVIOUS_KEY, HISTORY_KEY, MAX_HISTORY_CHARS, checkSnapshot, save, restore, backUp,
  keepPrevious, previous, saveHistory, restoreTab, json,
} from "../../www/session/storage.js";

const LIMITS = { maxPlaces: 6000 };

/** An in-memory Storage; `quota` (characters) makes setItem throw like a full browser store. */
function fakeStore(quota = Infinity) {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem(k, v) {
      const used = [...items].reduce((n, [key, val]) => n + (key === k ? 0 : val.length), 0);
      if (used + String(v).length > quota) throw new DOMException("quota", "QuotaExceededError");
      items.set(k, String(v));
    },
    removeItem: (k) => items.delete(k),
  };
}

/** A record as the page saves it (the format every save has had: the first cat `cat`, the others `extraCats`). */
const GOOD = () => ({
  mode: "graph",
  graph: { adj: [[2], [2], [0, 1]], pos: [[0, 0], [1, 0], [0.5, 1]], hole: 0, mouse: 1, cat: 2, first: "mouse" },
  grid: { rows: ["M.C", "..F"], catJump: 1, mouseJump: 2, turnLimit: 1000 },
});

/** The same puzzle as the page holds it (model/state.js snapshot: the cats a list). */
const PAGE = () => ({
  mode: "graph",
  graph: { adj: [[2], [2], [0, 1]], pos: [[0, 0], [1, 0], [0.5, 1]], hole: 0, mouse: 1, cats: [2], first: "mouse" },
  grid: { rows: ["M.C", "..F"], catJump: 1, mouseJump: 2, turnLimit: 1000 },
});

test("who moves first reads back; a record saved before cat-first games has the mouse first", () => {
  const cat = GOOD();
  cat.graph.first = "cat";
  assert.equal(checkSnapshot(cat, LIMITS).graph.first, "cat");
  const old = GOOD();
  delete old.graph.first;
  assert.deepEqual(checkSnapshot(old, LIMITS), PAGE());
  for (const bad of ["Cat", 1, null, ""]) {
    const s = GOOD();
    s.graph.first = bad;
    assert.throws(() => checkSnapshot(s, LIMITS), { message: new RegExp(`^graph\\.first should be "mouse" or "cat", got `) }, String(bad));
  }
});

test("a whole record reads back as the same puzzle, known fields only", () => {
  const snap = { ...GOOD(), extra: "ignored" };
  snap.graph.note = "dropped";
  const clean = checkSnapshot(snap, LIMITS);
  assert.deepEqual(clean, PAGE());
  assert.equal(clean.extra, undefined);
});

test("every bad field of a record is named", () => {
  const cases = [
    [(s) => null, /^the record should be an object, got null$/],
    [(s) => [s], /^the record should be an object, got an array of 1$/],
    [(s) => ({ ...s, mode: "chess" }), /^mode should be "graph" or "grid", got "chess"$/],
    [(s) => ({ ...s, graph: "x" }), /^graph should be an object, got "x"$/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: {} } }), /^graph\.adj should be a list of 1 to 6000 neighbour lists, got an object$/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: [] } }), /^graph\.adj should be a list/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: [[2], 2, [0, 1]] } }), /^graph\.adj\[1\] should be a list of node numbers, got 2$/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: [[2], ["2"], [0, 1]] } }), /^graph\.adj\[1\]\[0\] should be a node number, got "2"$/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: [[2], [1.5], [0, 1]] } }), /^graph\.adj\[1\]\[0\] should be a node number, got 1\.5$/],
    [(s) => ({ ...s, graph: { ...s.graph, adj: [[2], [-1], [0, 1]] } }), /^graph\.adj\[1\]\[0\] should be a node number, got -1$/],
    [(s) => ({ ...s, graph: { ...s.graph, pos: [[0, 0], [1, 0]] } }), /^graph\.pos should be a list of 3 positions, got an array of 2$/],
    [(s) => ({ ...s, graph: { ...s.graph, pos: [[0, 0], { for: 1 }, [0, 1]] } }), /^graph\.pos\[1\] should be two finite numbers \[x, y\], got an object$/],
    [(s) => ({ ...s, graph: { ...s.graph, pos: [[0, 0], [1, null], [0, 1]] } }), /^graph\.pos\[1\] should be two finite numbers/],
    [(s) => ({ ...s, graph: { ...s.graph, pos: [[0, 0], [1, 2, 3], [0, 1]] } }), /^graph\.pos\[1\] should be two finite numbers/],
    [(s) => ({ ...s, graph: { ...s.graph, cat: 3 } }), /^graph\.cat should be a node number below 3, got 3$/],
    [(s) => ({ ...s, graph: { ...s.graph, mouse: "1" } }), /^graph\.mouse should be a node number below 3, got "1"$/],
    [(s) => ({ ...s, graph: { ...s.graph, hole: undefined } }), /^graph\.hole should be a node number below 3, got undefined$/],
    [(s) => ({ ...s, grid: null }), /^grid should be an object, got null$/],
    [(s) => ({ ...s, grid: { ...s.grid, rows: "M.C" } }), /^grid\.rows should be a list of 1 to 6000 rows, got "M\.C"$/],
    [(s) => ({ ...s, grid: { ...s.grid, rows: ["M.C", "..F."] } }), /^grid\.rows\[1\] should be a row of 3 cells '#', '\.', 'C', 'M', 'F', got "\.\.F\."$/],
    [(s) => ({ ...s, grid: { ...s.grid, rows: ["M.C", "<b>"] } }), /^grid\.rows\[1\] should be a row of 3 cells/],
    [(s) => ({ ...s, grid: { ...s.grid, rows: ["M.C", 7] } }), /^grid\.rows\[1\] should be a row of 3 cells/],
    [(s) => ({ ...s, grid: { ...s.grid, rows: ["", ""] } }), /^grid\.rows\[0\] should be a row of some cells/],
    [(s) => ({ ...s, grid: { ...s.grid, catJump: 0 } }), /^grid\.catJump should be a whole number ≥ 1, got 0$/],
    [(s) => ({ ...s, grid: { ...s.grid, mouseJump: "2" } }), /^grid\.mouseJump should be a whole number ≥ 1, got "2"$/],
    [(s) => ({ ...s, grid: { ...s.grid, turnLimit: 1e300 } }), /^grid\.turnLimit should be a whole number ≥ 1, got 1e\+300$/],
  ];
  for (const [make, message] of cases) {
    assert.throws(() => checkSnapshot(make(GOOD()), LIMITS), { message }, String(message));
  }
});

test("huge arrays in a record are refused by their length before their entries are read", () => {
  const hugeAdj = { ...GOOD(), graph: { ...GOOD().graph, adj: new Array(2 ** 28) } };
  const t0 = performance.now();
  assert.throws(() => checkSnapshot(hugeAdj, LIMITS), { message: /^graph\.adj should be a list of 1 to 6000 neighbour lists, got an array of 268435456$/ });
  const hugeRows = { ...GOOD(), grid: { ...GOOD().grid, rows: new Array(10_000).fill("...") } };
  assert.throws(() => checkSnapshot(hugeRows, LIMITS), { message: /^grid\.rows should be a list of 1 to 6000 rows, got an array of 10000$/ });
  const wideRows = { ...GOOD(), grid: { ...GOOD().grid, rows: [".".repeat(4000), ".".repeat(4000)] } };
  assert.throws(() => checkSnapshot(wideRows, LIMITS), { message: /^grid\.rows should be at most 6000 cells, got an array of 2$/ });
  assert.ok(performance.now() - t0 < 200);
});

test("restore: nothing saved is null; a whole record comes back; a bad one comes back as its error and text", () => {
  const store = fakeStore();
  assert.equal(restore(store, LIMITS), null);
  save(store, PAGE());
  assert.equal(store.getItem(KEY), JSON.stringify(GOOD()), "saved in the format saves have always had");
  const back = restore(store, LIMITS);
  assert.deepEqual(back.snap, PAGE());
  assert.equal(back.fromLink, false);
  save(store, PAGE(), "link");
  assert.equal(store.getItem(KEY), JSON.stringify({ ...GOOD(), from: "link" }));
  assert.equal(restore(store, LIMITS).fromLink, true);

  store.setItem(KEY, "{\"mode\":\"graph\",\"gra");
  const truncated = restore(store, LIMITS);
  assert.match(truncated.error, /^it is not valid JSON \(/);
  assert.equal(truncated.raw, "{\"mode\":\"graph\",\"gra");
  store.setItem(KEY, JSON.stringify({ ...GOOD(), graph: { ...GOOD().graph, pos: [[0, 0], { for: 1 }, [0, 1]] } }));
  assert.match(restore(store, LIMITS).error, /^graph\.pos\[1\] should be two finite numbers/);
  // a store that refuses to be read is the same as no store
  assert.equal(restore({ getItem() { throw new Error("denied"); } }, LIMITS), null);
  assert.equal(restore(null, LIMITS), null);
});

test("backUp keeps the bad record's text and frees the main key", () => {
  const store = fakeStore();
  store.setItem(KEY, "garbage");
  assert.equal(backUp(store, "garbage"), true);
  assert.equal(store.getItem(BACKUP_KEY), "garbage");
  assert.equal(store.getItem(KEY), null);
  save(store, PAGE());
  assert.equal(store.getItem(BACKUP_KEY), "garbage", "a later save does not touch the backup");
  // a tab's record that failed: kept aside too, and the saved puzzle stays
  assert.equal(backUp(store, "tab record"), true);
  assert.equal(store.getItem(BACKUP_KEY), "tab record");
  assert.deepEqual(JSON.parse(store.getItem(KEY)), GOOD());
});

test("keepPrevious keeps the user's own puzzle, and not an unedited link's over it", () => {
  const store = fakeStore();
  keepPrevious(store);
  assert.equal(previous(store, LIMITS), null, "nothing saved: nothing kept");
  const mine = PAGE();
  save(store, mine);
  keepPrevious(store); // link A opens
  save(store, { ...PAGE(), mode: "grid" }, "link");
  keepPrevious(store); // link B opens over the unedited link A
  save(store, { ...PAGE(), graph: { ...PAGE().graph, hole: 1, mouse: 0 } }, "link");
  assert.deepEqual(previous(store, LIMITS), mine);
  store.setItem(PREVIOUS_KEY, "{broken");
  assert.equal(previous(store, LIMITS), null);
});

test("save ignores a full or missing store", () => {
  save(fakeStore(10), PAGE());
  save(null, PAGE());
  save({ setItem() { throw new Error("denied"); } }, PAGE());
});

const snapWith = (hole) => {
  const s = PAGE();
  s.graph.adj = [[1, 2], [0, 2], [0, 1]];
  s.graph.hole = hole;
  s.graph.mouse = (hole + 1) % 3;
  s.graph.cats = [(hole + 2) % 3];
  return s;
};

test("this tab's puzzle reads back with the undo history that leads to it; a new tab has none", () => {
  const store = fakeStore();
  const history = { past: [snapWith(0), snapWith(1)], future: [snapWith(2)], limit: 200 };
  // key order of the page's objects does not matter: what reads back is checked and clean
  const present = { grid: GOOD().grid, mode: "graph", graph: { first: "mouse", pos: GOOD().graph.pos, cats: [2], mouse: 1, hole: 0, adj: GOOD().graph.adj } };
  assert.equal(saveHistory(store, history, present), true);
  assert.deepEqual(JSON.parse(store.getItem(HISTORY_KEY)).present, GOOD(), "saved in the format saves have always had");
  const back = restoreTab(store, LIMITS);
  assert.deepEqual({ snap: back.snap, past: back.past, future: back.future }, { snap: PAGE(), past: history.past, future: history.future });
  assert.equal(back.raw, store.getItem(HISTORY_KEY));
  assert.equal(restoreTab(fakeStore(), LIMITS), null, "a new tab");
  assert.equal(restoreTab(null, LIMITS), null, "no session storage");
  assert.equal(saveHistory(null, history, present), false);
});

test("a save says whether the browser kept the puzzle", () => {
  assert.equal(save(fakeStore(), PAGE()), true);
  assert.equal(save(fakeStore(100), PAGE()), false, "a full store");
  assert.equal(save(null, PAGE()), false, "no storage at all");
  const full = fakeStore(100);
  assert.equal(saveHistory(full, { past: [], future: [] }, PAGE()), false, "the tab could not keep it either");
  assert.equal(full.getItem(HISTORY_KEY), null);
});

test("a corrupt undo step or puzzle drops the tab's record (the saved puzzle opens instead)", () => {
  const store = fakeStore();
  const bad = GOOD();
  bad.graph.pos = "nope";
  store.setItem(HISTORY_KEY, JSON.stringify({ present: GOOD(), past: [GOOD(), bad], future: [] }));
  assert.equal(restoreTab(store, LIMITS), null);
  store.setItem(HISTORY_KEY, JSON.stringify({ present: GOOD(), past: "x", future: [] }));
  assert.equal(restoreTab(store, LIMITS), null);
  store.setItem(HISTORY_KEY, JSON.stringify({ present: bad, past: [], future: [] }));
  assert.equal(restoreTab(store, LIMITS), null, "a corrupt present");
  store.setItem(HISTORY_KEY, "{\"present\":");
  assert.equal(restoreTab(store, LIMITS), null);
});

test("a long history keeps its newest steps within the budget, and less if the store is full", () => {
  const big = (k) => {
    const s = snapWith(k % 3);
    s.grid.rows = ["M.C" + ".".repeat(2997), "..F" + ".".repeat(2997)];
    s.grid.turnLimit = k + 1; // tells the steps apart
    return s;
  };
  const past = Array.from({ length: 400 }, (_, k) => big(k));
  const one = json(past[0]).length;
  saveHistory(fakeStore(), { past, future: [] }, PAGE()); // warms the per-snapshot text cache
  const store = fakeStore();
  saveHistory(store, { past, future: [] }, PAGE());
  assert.ok(store.getItem(HISTORY_KEY).length <= MAX_HISTORY_CHARS + 2000);
  const back = restoreTab(store, LIMITS);
  assert.equal(back.past.length, Math.floor(MAX_HISTORY_CHARS / one));
  assert.equal(back.past.at(-1).grid.turnLimit, 400, "the newest step is kept");
  // a store with room for a tenth of that keeps fewer, newest first
  const small = fakeStore(MAX_HISTORY_CHARS / 10);
  saveHistory(small, { past, future: [] }, PAGE());
  const few = restoreTab(small, LIMITS);
  assert.ok(few.past.length > 0 && few.past.length < back.past.length / 4, `${few.past.length}`);
  assert.equal(few.past.at(-1).grid.turnLimit, 400);
  // a store with no room at all ends with no history rather than a stale one
  const none = fakeStore(100);
  none.items.set(HISTORY_KEY, "stale");
  saveHistory(none, { past, future: [] }, PAGE());
  assert.equal(none.getItem(HISTORY_KEY), null);
});
