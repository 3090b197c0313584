// The personal gallery (www/design/yours.js): entries read back field by field, a corrupt entry
// left out without losing the others, the corrupt record kept aside before the page writes over
// it, adding and removing, and a browser that refuses storage.
import { test } from "node:test";
import assert from "node:assert/strict";
import { YOURS_KEY, YOURS_BACKUP_KEY, MAX_YOURS, readYours, addYours, removeYours, createYours, checkEntry, newId } from "../../www/design/yours.js";

const LIMITS = { maxPlaces: 6000 };

function fakeStore() {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
  };
}
const refusing = { getItem() { throw new DOMException("denied", "SecurityError"); }, setItem() { throw new DOMException("denied"); }, removeItem() {} };

const GRAPH = { name: "Designed: 3 nodes, mouse wins in 1 ply", note: "seed 1", mode: "graph", puzzle: { adj: [[1], [0, 2], [1]], pos: [[0, 0], [1, 0], [2, 0]], hole: 0, mouse: 1, cats: [2], first: "mouse" } };
const GRID = { name: "Designed: 2×3, cat wins in 4 plies", note: "seed 2", mode: "grid", puzzle: { rows: ["M.C", "..F"], catJump: 1, mouseJump: 1, turnLimit: 50 } };

test("saved puzzles read back as they were saved, in order, and one is removed by id", () => {
  const store = fakeStore();
  assert.deepEqual(readYours(store, LIMITS), { entries: [], dropped: 0, raw: null });
  const a = addYours(store, GRAPH, LIMITS);
  const b = addYours(store, GRID, LIMITS);
  assert.ok(a.saved && b.saved);
  assert.notEqual(a.entry.id, b.entry.id);
  const { entries, dropped } = readYours(store, LIMITS);
  assert.equal(dropped, 0);
  assert.deepEqual(entries.map(({ id, ...rest }) => rest), [GRAPH, GRID]);
  assert.ok(removeYours(store, a.entry.id, LIMITS));
  assert.deepEqual(readYours(store, LIMITS).entries.map((e) => e.id), [b.entry.id]);
});

test("a corrupt entry is left out, the others stay, and the corrupt record is kept aside before the first write", () => {
  const store = fakeStore();
  const good = { id: "yours-a1", ...GRID };
  const raw = JSON.stringify([
    good,
    { id: "yours-b2", ...GRAPH, puzzle: { ...GRAPH.puzzle, hole: 7 } }, // a role off the graph
    { id: "yours-c3", ...GRID, puzzle: { ...GRID.puzzle, rows: ["M.C", "..X"] } }, // a bad cell
    { id: "../../etc", ...GRID }, // a bad id
    { id: "yours-d4", ...GRID, name: 5 },
    null,
    "text",
    { id: "yours-a1", ...GRID }, // a repeated id
  ]);
  store.setItem(YOURS_KEY, raw);
  const read = readYours(store, LIMITS);
  assert.deepEqual(read.entries, [good]);
  assert.equal(read.dropped, 7);
  addYours(store, GRAPH, LIMITS);
  assert.equal(store.getItem(YOURS_BACKUP_KEY), raw, "the record as it was is kept");
  assert.equal(readYours(store, LIMITS).entries.length, 2);
  assert.equal(readYours(store, LIMITS).dropped, 0);
});

test("a record that is not a list, or not JSON, lists nothing and says so", () => {
  for (const raw of ["{not json", "{\"a\":1}", "7", "null"]) {
    const store = fakeStore();
    store.setItem(YOURS_KEY, raw);
    assert.deepEqual(readYours(store, LIMITS), { entries: [], dropped: -1, raw }, raw);
    addYours(store, GRID, LIMITS);
    assert.equal(store.getItem(YOURS_BACKUP_KEY), raw, raw);
  }
});

test("a malformed puzzle is refused when it is added, naming the field", () => {
  const store = fakeStore();
  assert.throws(() => addYours(store, { ...GRAPH, puzzle: { ...GRAPH.puzzle, pos: [] } }, LIMITS), /graph\.pos/);
  assert.throws(() => addYours(store, { ...GRID, puzzle: { ...GRID.puzzle, catJump: 0 } }, LIMITS), /grid\.catJump/);
  assert.equal(store.getItem(YOURS_KEY), null);
  assert.throws(() => checkEntry({ id: "yours-x", ...GRID, note: "n".repeat(401) }, LIMITS), /note/);
});

test("a full gallery drops nothing unless told to, then only the oldest; ids stay unique", () => {
  const store = fakeStore();
  for (let i = 0; i < MAX_YOURS; i++) assert.equal(addYours(store, { ...GRID, name: `n${i}` }, LIMITS).full, false);
  const before = store.getItem(YOURS_KEY);
  const refused = addYours(store, { ...GRID, name: "one too many" }, LIMITS);
  assert.equal(refused.full, true);
  assert.equal(refused.saved, false);
  assert.equal(refused.oldest.name, "n0", "names the entry a save would drop");
  assert.equal(store.getItem(YOURS_KEY), before, "nothing was dropped or added");
  for (let i = MAX_YOURS; i < MAX_YOURS + 3; i++) assert.equal(addYours(store, { ...GRID, name: `n${i}` }, LIMITS, { replaceOldest: true }).saved, true);
  const { entries } = readYours(store, LIMITS);
  assert.equal(entries.length, MAX_YOURS);
  assert.equal(entries[0].name, "n3", "the three oldest went, one per save");
  assert.equal(entries.at(-1).name, `n${MAX_YOURS + 2}`);
  assert.equal(new Set(entries.map((e) => e.id)).size, MAX_YOURS);
  // the page's gallery asks the same way
  const yours = createYours(store, LIMITS);
  const got = yours.add({ ...GRID, name: "again" });
  assert.deepEqual([got.full, got.oldest.name, yours.list().length], [true, "n3", MAX_YOURS]);
  assert.equal(yours.add({ ...GRID, name: "again" }, { replaceOldest: true }).saved, true);
  assert.deepEqual([yours.list()[0].name, yours.list().at(-1).name], ["n4", "again"]);
  assert.equal(newId([{ id: "yours-a" }, { id: "yours-a1" }], 10), "yours-a2");
});

test("a browser that refuses storage keeps the entries for the page's life, and nothing throws", () => {
  const yours = createYours(refusing, LIMITS);
  assert.equal(yours.dropped, 0);
  let calls = 0;
  yours.subscribe(() => calls++);
  const { entry, saved } = yours.add(GRAPH);
  assert.equal(saved, false);
  assert.deepEqual(yours.list(), [entry]);
  assert.equal(yours.find(entry.id), entry);
  assert.equal(yours.remove(entry.id), false);
  assert.deepEqual(yours.list(), []);
  assert.equal(calls, 2);
  const none = createYours(null, LIMITS);
  assert.equal(none.add(GRID).saved, false);
});
