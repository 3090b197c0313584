// The page holds the cats as one list (`cats: [2]`, `[2, 4, 3]`), and the texts it writes keep
// the formats they had before: a link's `cat=` and `extraCats=`, a save's `cat` and `extraCats`
// (the saved puzzle, this tab's history, the personal gallery), a record's `cat 2` and
// `cats 2 4`. Each text below is what the page wrote before the list (copied from that page's
// own output): it opens to the same puzzle, game or line, and is written back letter for letter.
import { test } from "node:test";
import assert from "node:assert/strict";
import { toHash, fromHash } from "../../www/model/codec.js";
import { save, restore, saveHistory, restoreTab, KEY, HISTORY_KEY } from "../../www/session/storage.js";
import { readYours, addYours, YOURS_KEY } from "../../www/design/yours.js";
import { parseRecord, formatRecord } from "../../www/model/record.js";

const LIMITS = { maxPlaces: 6000, defaultTurnLimit: 1000 };
const ADJ = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
const POS = [[0, 0], [1, 1], [2, 0], [3, 1], [4, 0], [5, 1]];
const GRID = { rows: ["M.C", "..F"], catJump: 1, mouseJump: 2, turnLimit: 1000 };

/** An in-memory Storage. */
function fakeStore() {
  const items = new Map();
  return { items, getItem: (k) => (items.has(k) ? items.get(k) : null), setItem: (k, v) => items.set(k, String(v)), removeItem: (k) => items.delete(k) };
}

test("links written before the cats were one list open to the same puzzle, and are written back letter for letter", () => {
  const cases = [
    ["#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2",
      { adj: ADJ, hole: 0, mouse: 1, cats: [2], first: "mouse" }],
    ["#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&first=cat&extraCats=4.3&rules=severalCats.lazyCats",
      { adj: ADJ, hole: 0, mouse: 1, cats: [2, 4, 3], first: "cat", rules: { severalCats: true, lazyCats: true } }],
    ["#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=3&mouse=1&cat=2&extraHoles=0&extraCats=4&rules=severalHoles.severalCats",
      { adj: ADJ, hole: 3, mouse: 1, cats: [2, 4], first: "mouse", extraHoles: [0], rules: { severalHoles: true, severalCats: true } }],
  ];
  for (const [link, puzzle] of cases) {
    assert.deepEqual(fromHash(link, LIMITS), { mode: "graph", ...puzzle }, link);
    assert.equal(toHash("graph", puzzle, null), link);
  }
  // a link without a cat has the classic one, node 2
  assert.deepEqual(fromHash("#graph=1_0.2_1", LIMITS).cats, [2]);
});

// What the page saved before the list (session/storage.js and design/yours.js, as written then)
const G = '"adj":[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]],"pos":[[0,0],[1,1],[2,0],[3,1],[4,0],[5,1]]';
const GRID_TEXT = '"grid":{"rows":["M.C","..F"],"catJump":1,"mouseJump":2,"turnLimit":1000}';
const ONE_TEXT = `{"mode":"graph","graph":{${G},"hole":0,"mouse":1,"cat":2,"first":"mouse"},${GRID_TEXT}}`;
const THREE_TEXT = `{"mode":"graph","graph":{${G},"hole":0,"mouse":1,"cat":2,"first":"cat","extraCats":[4,3],"rules":{"severalCats":true}},${GRID_TEXT}}`;
const ONE = { mode: "graph", graph: { adj: ADJ, pos: POS, hole: 0, mouse: 1, cats: [2], first: "mouse" }, grid: GRID };
const THREE = { mode: "graph", graph: { adj: ADJ, pos: POS, hole: 0, mouse: 1, cats: [2, 4, 3], first: "cat", rules: { severalCats: true } }, grid: GRID };

test("saves written before the cats were one list open to the same puzzle, and are saved back letter for letter", () => {
  // the saved puzzle, and one opened from a link
  for (const [text, snap, from] of [[ONE_TEXT, ONE, null], [THREE_TEXT.replace(/}$/, ',"from":"link"}'), THREE, "link"]]) {
    const store = fakeStore();
    store.setItem(KEY, text);
    const back = restore(store, LIMITS);
    assert.deepEqual(back.snap, snap);
    assert.equal(back.fromLink, from === "link");
    const again = fakeStore();
    save(again, back.snap, from);
    assert.equal(again.getItem(KEY), text);
  }
  // this tab's puzzle and its undo history
  const history = `{"present":${THREE_TEXT},"past":[${ONE_TEXT}],"future":[${THREE_TEXT}]}`;
  const tab = fakeStore();
  tab.setItem(HISTORY_KEY, history);
  const back = restoreTab(tab, LIMITS);
  assert.deepEqual([back.snap, back.past, back.future], [THREE, [ONE], [THREE]]);
  const again = fakeStore();
  saveHistory(again, { past: back.past, future: back.future }, back.snap);
  assert.equal(again.getItem(HISTORY_KEY), history);
  // the personal gallery
  const yours = `[{"id":"yours-mx9h26xx","name":"Designed: 6 nodes","note":"seed 1","mode":"graph","puzzle":{${G},"hole":0,"mouse":1,"cat":2,"first":"cat","extraCats":[4,3],"rules":{"severalCats":true}}}]`;
  const gallery = fakeStore();
  gallery.setItem(YOURS_KEY, yours);
  const { entries, dropped } = readYours(gallery, LIMITS);
  assert.equal(dropped, 0);
  assert.deepEqual(entries, [{ id: "yours-mx9h26xx", name: "Designed: 6 nodes", note: "seed 1", mode: "graph", puzzle: THREE.graph }]);
  // an entry added now is saved in the same format, after the old one, which stays as it was
  const { saved, entry } = addYours(gallery, { name: "Designed: 6 nodes", note: "seed 2", mode: "graph", puzzle: ONE.graph }, LIMITS);
  assert.ok(saved);
  assert.deepEqual(entry.puzzle, ONE.graph);
  assert.equal(gallery.getItem(YOURS_KEY), `${yours.slice(0, -1)},{"id":"${entry.id}","name":"Designed: 6 nodes","note":"seed 2","mode":"graph","puzzle":{${G},"hole":0,"mouse":1,"cat":2,"first":"mouse"}}]`);
});

test("records written before the cats were one list open to the same game or line, and are written back letter for letter", () => {
  const game = "Cat and Mouse record 1\nkind: game\npuzzle: https://example.org/#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2\n"
    + "start: mouse 1, cat 2, mouse to move\nengine: club from ply 0, seed 7\nyou: mouse, swapped at ply 2\n"
    + "1. mouse 3 ; cat wins in 3 plies\n2. cat 4 ; cat wins in 2 plies\nresult: not over after 2 plies\n";
  const g = parseRecord(game);
  assert.deepEqual(g.start, { mouse: 1, cats: [2], turn: 0 });
  assert.deepEqual(g.plies, [{ by: "mouse", to: 3 }, { by: "cat", to: [4] }]);
  const notes = ["cat wins in 3 plies", "cat wins in 2 plies"];
  assert.equal(formatRecord({ ...g, plies: g.plies.map((p, i) => ({ ...p, note: notes[i] })) }), game);
  const line = "Cat and Mouse record 1\nkind: line\npuzzle: https://example.org/#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4&rules=severalCats\n"
    + "start: mouse 3, cats 2 4, cat to move\n1. cats 3 4 ; cat has won\nresult: the line ends: the cat catches the mouse\n";
  const l = parseRecord(line);
  assert.deepEqual(l.start, { mouse: 3, cats: [2, 4], turn: 1 });
  assert.deepEqual(l.plies, [{ by: "cat", to: [3, 4] }]);
  assert.equal(formatRecord({ ...l, plies: [{ ...l.plies[0], note: "cat has won" }] }), line);
  // the record's puzzle is its link's: the same puzzle as the link opens
  assert.deepEqual(fromHash(l.puzzle.slice(l.puzzle.indexOf("#")), LIMITS).cats, [2, 4]);
});
