// The page state's snapshot (www/model/state.js) and the gallery's "which puzzle is this"
// (www/model/examples.js exampleShown): the same puzzle gives the same snapshot text however its
// fields were built, and the gallery recognises its puzzles by content.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createState, snapshot } from "../../www/model/state.js";
import { EXAMPLES, example, examplePuzzle, exampleShown } from "../../www/model/examples.js";
import { rulesWords } from "../../www/model/words.js";

const LIMITS = { maxPlaces: 6000, defaultTurnLimit: 1000 };
const GRID = { rows: ["M.C...F"], catJump: 1, mouseJump: 4, turnLimit: 1000 };

test("a snapshot's text does not depend on the order the puzzle's fields were set in", () => {
  const a = createState("graph", { adj: [[1], [0, 2], [1]], pos: [[0, 0], [1, 0], [2, 0]], hole: 0, mouse: 1, cats: [2], first: "mouse" }, GRID);
  const b = createState("graph", { first: "mouse", cats: [2], pos: [[0, 0], [1, 0], [2, 0]], mouse: 1, hole: 0, adj: [[1], [0, 2], [1]] }, { turnLimit: 1000, mouseJump: 4, catJump: 1, rows: ["M.C...F"] });
  assert.equal(JSON.stringify(snapshot(a)), JSON.stringify(snapshot(b)));
  // a graph saved before cat-first games had no first player: the mouse's
  const { first, ...old } = a.graph;
  assert.equal(first, "mouse");
  assert.equal(JSON.stringify(snapshot({ ...a, graph: old })), JSON.stringify(snapshot(a)));
  // a copy: changing it leaves the state alone
  const snap = snapshot(a);
  snap.graph.adj[0].push(2);
  assert.deepEqual(a.graph.adj[0], [1]);
});

test("the gallery names each of its puzzles by content, and no edited one", () => {
  for (const ex of EXAMPLES) {
    const puzzle = { ...examplePuzzle(ex, LIMITS), pos: [] };
    const graph = ex.mode === "graph" ? puzzle : null;
    const grid = ex.mode === "grid" ? puzzle : null;
    assert.equal(exampleShown(ex.mode, graph, grid, LIMITS)?.id, ex.id);
  }
  const ring = examplePuzzle(example("ring"), LIMITS);
  assert.equal(exampleShown("graph", { ...ring, cats: [5] }, null, LIMITS), null, "another role");
  assert.equal(exampleShown("graph", { ...ring, first: "cat" }, null, LIMITS), null, "another first player");
  const race = examplePuzzle(example("race"), LIMITS);
  assert.equal(exampleShown("grid", null, { ...race, turnLimit: 90 }, LIMITS)?.id, "race-limit", "the limit tells the two races apart");
  assert.equal(exampleShown("grid", null, { ...race, turnLimit: 91 }, LIMITS), null);
});

test("the rules sentence names the first player and the puzzle's own numbers", () => {
  assert.match(rulesWords("graph", { first: "mouse", cats: [2] }, GRID), /\(the mouse first\)/);
  assert.match(rulesWords("graph", { first: "cat", cats: [2] }, GRID), /\(the cat first\)/);
  const grid = rulesWords("grid", null, { ...GRID, catJump: 1, mouseJump: 4, turnLimit: 77 });
  assert.match(grid, /cat 1 cell, mouse 4 cells/);
  assert.match(grid, /within 77 plies\.$/);
});
