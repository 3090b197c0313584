// Several cats in the page: the puzzle's cats (model/puzzle.js: the Cat tool's edits), their link
// and save (model/codec.js, session/storage.js), the board's marks for several cats
// (board/paint/marks.js), the colouring for the mouse and for one chosen cat against the package's
// own answers, the Cops and Robbers gallery entries checked with copNumber (their sources'
// numbers), and the chase puzzle "How many cats?" loads.
import { test } from "node:test";
import assert from "node:assert/strict";
import { solved, LIMITS, OUTCOME } from "./solver.mjs";
import * as wasm from "../../www/solver/wasm.js";
import { setRole, moveCat, deleteNode, catIndexOf, catPiece, MAX_CATS, rolesMoved } from "../../www/model/puzzle.js";
import { toHash, fromHash, exportPuzzle } from "../../www/model/codec.js";
import { checkGraph, savedGraph } from "../../www/session/storage.js";
import { pieceMarks, iconsOf, jointPairs, bestArrows } from "../../www/board/paint/marks.js";
import { colouring } from "../../www/board/colouring.js";
import { createState } from "../../www/model/state.js";
import { EXAMPLES, examplePuzzle } from "../../www/model/examples.js";
import { copWords } from "../../www/explore/cats.js";
import { chasePuzzle } from "../../www/model/puzzle.js";

const LC1 = { adj: [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], hole: 0, mouse: 1, cats: [2], first: "mouse" };
const POS = LC1.adj.map((_, i) => [i, 0]);
const SEVERAL = { ...LC1, rules: { severalCats: true } };

test("the Cat tool with several cats adds cats up to eight, takes them away, and keeps the roles apart", () => {
  let g = setRole(SEVERAL, "cat", 4);
  assert.deepEqual(g.cats, [2, 4]);
  g = setRole(g, "cat", 3);
  g = setRole(g, "cat", 5);
  assert.deepEqual(g.cats, [2, 4, 3, 5]);
  assert.equal(MAX_CATS, 8);
  // four nodes more take the cats to eight; a ninth is refused, naming the most
  let wide = { ...g, adj: [...g.adj, [], [], [], [], []] };
  for (const v of [6, 7, 8, 9]) wide = setRole(wide, "cat", v);
  assert.deepEqual(wide.cats, [2, 4, 3, 5, 6, 7, 8, 9]);
  assert.throws(() => setRole(wide, "cat", 10), /8 cats already/);
  for (let i = 0; i < MAX_CATS; i++) assert.equal(catIndexOf(catPiece(i)), i);
  assert.equal(catIndexOf("cat9"), -1);
  assert.throws(() => setRole(SEVERAL, "cat", 1), /mouse's place/);
  assert.throws(() => setRole(SEVERAL, "cat", 0), /is a hole/);
  // taking the first cat away makes the next one the first
  const fewer = setRole(g, "cat", 2);
  assert.deepEqual(fewer.cats, [4, 3, 5]);
  assert.throws(() => setRole(SEVERAL, "cat", 2), /last cat/);
  // a drag moves one cat; onto another cat nothing happens; onto the mouse they swap
  assert.deepEqual(moveCat(g, 1, 1).cats, [2, 1, 3, 5]);
  assert.equal(moveCat(g, 1, 1).mouse, 4);
  assert.equal(moveCat(g, 2, 4), g);
  assert.deepEqual(moveCat(g, 0, 1).cats, [1, 4, 3, 5], "the first cat is dragged, not toggled");
  // the pieces' names
  assert.deepEqual([0, 1, 2, 3].map(catPiece), ["cat", "cat2", "cat3", "cat4"]);
  assert.deepEqual(["cat", "cat2", "cat4", "mouse", "catx"].map(catIndexOf), [0, 1, 3, -1, -1]);
  // deleting: a cat's node is refused, the others renumber the cats
  assert.throws(() => deleteNode({ ...g, pos: POS }, 4), /cat's place/);
  const two = setRole(SEVERAL, "cat", 5);
  assert.deepEqual(deleteNode({ ...two, pos: POS }, 3).cats, [2, 4]);
  // adding or taking a cat away is not a swap of roles
  const snap = (graph) => ({ mode: "graph", graph, grid: null });
  assert.equal(rolesMoved(snap(SEVERAL), snap(setRole(SEVERAL, "cat", 4))), "");
});

test("several cats round-trip through a link and a save; old one-cat links and saves load unchanged", () => {
  const g = { ...SEVERAL, cats: [2, 4, 4] };
  const hash = toHash("graph", g, null);
  assert.equal(hash, "#graph=2.5_3_0.4.5_1.4.5_2.3_0.2.3&hole=0&mouse=1&cat=2&extraCats=4.4&rules=severalCats");
  assert.deepEqual(fromHash(hash, LIMITS), { mode: "graph", ...g });
  assert.deepEqual(fromHash(toHash("graph", LC1, null), LIMITS), { mode: "graph", ...LC1 }, "one cat: as before");
  assert.throws(() => fromHash("#graph=1_0&hole=0&mouse=1&cat=0&extraCats=1", LIMITS), /needs the rule severalCats/);
  assert.throws(() => fromHash("#graph=1_0&hole=0&mouse=1&cat=0&extraCats=1.1.1.1.1.1.1.1&rules=severalCats", LIMITS), /at most eight cats/);
  // seven extra cats (eight in all) are a link's most, and round-trip
  const eight = { ...SEVERAL, cats: [2, 4, 4, 3, 3, 5, 5, 5] };
  assert.deepEqual(fromHash(toHash("graph", eight, null), LIMITS), { mode: "graph", ...eight });
  // a save keeps the first cat as `cat` and the others as `extraCats`, as it always has
  assert.deepEqual(savedGraph({ ...g, pos: POS }), { adj: g.adj, pos: POS, hole: 0, mouse: 1, cat: 2, first: "mouse", extraCats: [4, 4], rules: { severalCats: true } });
  assert.deepEqual(checkGraph(savedGraph({ ...g, pos: POS }), LIMITS), { ...g, pos: POS });
  assert.deepEqual(checkGraph(savedGraph({ ...LC1, pos: POS }), LIMITS), { ...LC1, pos: POS });
  const saved = savedGraph({ ...LC1, pos: POS });
  assert.throws(() => checkGraph({ ...saved, extraCats: [4] }, LIMITS), /graph.extraCats should be empty unless/);
  assert.throws(() => checkGraph({ ...savedGraph({ ...g, pos: POS }), extraCats: [9] }, LIMITS), /graph.extraCats\[0\] should be a node number below 6/);
  assert.deepEqual(checkGraph(savedGraph({ ...eight, pos: POS }), LIMITS), { ...eight, pos: POS });
  assert.throws(() => checkGraph({ ...savedGraph({ ...eight, pos: POS }), extraCats: [4, 4, 4, 4, 4, 4, 4, 4] }, LIMITS), /at most 7 node numbers \(a game has at most eight cats\)/);
  // LeetCode's text has one cat: several are refused (the link carries them); the switch with one cat is classic
  assert.throws(() => exportPuzzle("graph", g, null), /this puzzle has several cats$/);
  assert.equal(exportPuzzle("graph", SEVERAL, null).text, JSON.stringify(LC1.adj));
});

test("graph6 in and out: pasting IheA@GUAo gives the Petersen graph", () => {
  const petersen = wasm.readGraph6("IheA@GUAo");
  assert.equal(petersen.length, 10);
  assert.ok(petersen.every((l) => l.length === 3));
  assert.equal(wasm.writeGraph6(petersen), "IheA@GUAo");
  assert.throws(() => wasm.readGraph6("I"), /graph6/);
});

test("several cats on the board: one piece each, a cats' joint move as one arrow per cat", () => {
  const pieces = pieceMarks({ mouse: 1, cats: [2, 4, 4] }, 6, (piece, place) => ({ x: place, y: 0, size: 10 }));
  assert.deepEqual(pieces.map((m) => [m.name, m.place]), [["cat", 2], ["cat2", 4], ["cat3", 4], ["mouse", 1]]);
  assert.deepEqual(Object.keys(iconsOf(pieces)).sort(), ["cat", "cat2", "cat3", "mouse"]);
  // one cat: as before
  assert.deepEqual(pieceMarks({ mouse: 1, cats: [2] }, 6, () => ({ x: 0, y: 0, size: 1 })).map((m) => m.name), ["cat", "mouse"]);
  // [2, 4] to [3, 5] on LeetCode's first graph: 2 → 5 or 4 → 3 (2–3 is no edge)
  assert.deepEqual(jointPairs([2, 4], [3, 5], LC1.adj), [[2, 5], [4, 3]]);
  assert.deepEqual(jointPairs([2, 4], [1, 5], LC1.adj), [], "no pairing: no arrows");
  const arrows = bestArrows([[3, 5]], { mouse: 1, cats: [2, 4], turn: 1 }, 6, (from, to, kind) => ({ from, to, kind }), LC1.adj);
  assert.deepEqual(arrows.map((a) => [a.from, a.to, a.kind]), [[2, 5, "arrow"], [4, 3, "arrow"]]);
});

test("the colours with several cats are the package's: the mouse ranging, or one chosen cat", () => {
  const graph = { ...SEVERAL, cats: [2, 4], pos: POS };
  const sol = solved({ mode: "graph", ...graph });
  const { handle } = wasm.solve("graph", graph, null);
  const state = createState("graph", graph, null);
  state.solution = sol;
  for (const turn of [0, 1]) {
    state.view.turn = turn;
    state.view.colour = "mouse";
    let col = colouring(state);
    col.places.forEach((v, p) => {
      assert.deepEqual(v.state, { mouse: p, cats: [2, 4], turn });
      assert.equal(v.outcome === "none" ? OUTCOME.none : { mouse: OUTCOME.mouse, cat: OUTCOME.cat, draw: OUTCOME.draw }[v.outcome], handle.outcome(p, [2, 4], turn), `mouse on ${p}`);
    });
    state.view.colour = "cat";
    state.view.chosenCat = 1;
    col = colouring(state);
    assert.equal(col.chosen, 1);
    col.places.forEach((v, p) => {
      assert.deepEqual(v.state.cats, [2, p], `cat 2 on ${p}`);
      const o = handle.outcome(1, [2, p], turn);
      assert.equal(v.outcome === "none" ? OUTCOME.none : { mouse: OUTCOME.mouse, cat: OUTCOME.cat, draw: OUTCOME.draw }[v.outcome], o, `cat 2 on ${p}`);
    });
  }
  handle.free();
});

test("each Cops and Robbers gallery entry: its graph, its cop number and capture time (copNumber), and its chase", () => {
  const entries = EXAMPLES.filter((ex) => ex.cats);
  assert.deepEqual(entries.map((ex) => ex.id), ["cats-petersen", "cats-robertson", "cats-q4", "cats-k3k3", "cats-k3k3-lazy", "cats-n-4"]);
  const published = { "cats-petersen": 3, "cats-robertson": 4, "cats-q4": 3, "cats-k3k3": 2, "cats-k3k3-lazy": 3, "cats-n-4": 1 };
  for (const ex of entries) {
    assert.match(ex.note, /Source: /, ex.id);
    const adj = wasm.readGraph6(ex.cats.graph6);
    assert.deepEqual(ex.puzzle.adj, adj, `${ex.id}: the graph is its graph6`);
    const r = wasm.copNumber(adj, { lazyCats: ex.cats.lazy });
    assert.equal(r.cats, published[ex.id], `${ex.id}: the published number of cats`);
    assert.deepEqual([r.cats, r.captureRounds], [ex.cats.count, ex.cats.rounds], ex.id);
    // fewer do not suffice: captureTime with one cat less has no capture
    if (r.cats > 1) assert.equal(wasm.captureTime(adj, r.cats - 1, { lazyCats: ex.cats.lazy }).captureRounds, null, ex.id);
    // the puzzle is the chase from the best starts, and the solver's verdict on it is the capture time
    const base = { adj, hole: 0, mouse: 1, cats: [2], first: "mouse", ...(ex.cats.lazy ? { rules: { lazyCats: true } } : {}) };
    const chase = chasePuzzle(base, r);
    assert.deepEqual(chase.cats.slice().sort((a, b) => a - b), r.starts[0], ex.id);
    assert.equal(chase.mouse, r.mouse, ex.id);
    const sol = solved({ mode: "graph", ...examplePuzzle(ex, LIMITS) });
    assert.deepEqual([sol.answer, sol.startOutcome, sol.startDistance], [2, OUTCOME.cat, 2 * r.captureRounds - 1], `${ex.id}: caught on the cats' ${r.captureRounds}th move`);
    assert.match(copWords(r, adj.length, ex.cats.lazy), new RegExp(`^${r.cats} cats? (is|are) enough`));
  }
  // the n − 4 entry: 10 nodes, 6 rounds
  const n4 = entries.find((ex) => ex.id === "cats-n-4");
  assert.equal(n4.cats.rounds, n4.puzzle.adj.length - 4);
  // LeetCode 913's first example with a second cat
  const lc = EXAMPLES.find((ex) => ex.id === "cats-lc913-1");
  const sol = solved({ mode: "graph", ...examplePuzzle(lc, LIMITS) });
  assert.deepEqual([sol.answer, sol.startOutcome, sol.startDistance, sol.catCount, sol.start.cats], [2, OUTCOME.cat, 2, 2, [2, 4]]);
  assert.equal(solved({ mode: "graph", ...LC1 }).answer, 0, "with one cat: a draw");
});
